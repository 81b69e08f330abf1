import CLibEdit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signal flags, set from handlers and read by the shell's loops.
///
/// The handlers only store into atomics (async-signal-safe). They are installed without
/// `SA_RESTART`, so a blocking read (libedit's `el_gets`) returns early and the loop looks here.
enum Signals {
    /// The last SIGINT not yet consumed: the REPL abandons a running command on it (see
    /// `CommandRunner`), and scripts stop between lines.
    private static let interrupt = Atomic<Bool>(false)
    /// SIGTERM or SIGHUP received (the signal number), 0 when none.
    private static let termination = Atomic<Int32>(0)
    /// Set by SIGCONT: the process was stopped (Ctrl-Z) and continued.
    private static let continued = Atomic<Bool>(false)
    /// True while a command runs (the terminal is in its normal mode and history is saved).
    private static let busy = Atomic<Bool>(false)

    /// Marks a command as running: while it does, a SIGTERM/SIGHUP ends lps at once (history is
    /// saved as each line is entered), and a second Ctrl-C the REPL has not yet answered quits.
    static func whileBusy<T>(_ body: () throws -> T) rethrows -> T {
        busy.store(true, ordering: .relaxed)
        defer { busy.store(false, ordering: .relaxed) }
        return try body()
    }

    /// True once SIGINT arrived since the last `clearInterrupt()`.
    static var interruptRequested: Bool { interrupt.load(ordering: .relaxed) }

    static func clearInterrupt() { interrupt.store(false, ordering: .relaxed) }

    /// Raises SIGTSTP (job-control stop) and tells whether the process was in fact stopped and
    /// continued: an orphaned process group (no job-control shell) is never stopped.
    static func suspend() -> Bool {
        continued.store(false, ordering: .relaxed)
        raise(SIGTSTP)
        return continued.load(ordering: .relaxed)
    }

    /// SIGTERM or SIGHUP, when one arrived.
    static var terminationSignal: Int32? {
        let value = termination.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Installs the interactive handlers: SIGINT sets the interrupt flag, SIGTERM and SIGHUP ask
    /// the REPL to save and leave. Called once, before the line editor is created (libedit
    /// saves and chains to these while it is reading).
    static func installInteractiveHandlers() {
        // Touch the atomics so their lazy initialisation never runs inside a handler.
        _ = interrupt.load(ordering: .relaxed)
        _ = termination.load(ordering: .relaxed)
        _ = busy.load(ordering: .relaxed)
        _ = continued.load(ordering: .relaxed)
        _ = TemporariesInFlight.shared
        _ = lps_install_restarting_signal_handler(SIGCONT) { _ in
            Signals.continued.store(true, ordering: .relaxed)
        }
        _ = lps_install_signal_handler(SIGINT) { _ in
            // While a command runs, the REPL notices within milliseconds and abandons it. A
            // second Ctrl-C before it did (the terminal is not taking output) quits.
            let again = Signals.interrupt.exchange(true, ordering: .relaxed)
            guard Signals.busy.load(ordering: .relaxed) else { return }
            if again { Signals.exitNow(status: 130, message: "\nlps: interrupted\n") }
        }
        let terminate: lps_signal_fn = { signal in
            Signals.termination.store(signal, ordering: .relaxed)
            if Signals.busy.load(ordering: .relaxed) {
                Signals.exitNow(status: 128 + signal, message: "")
            }
        }
        _ = lps_install_signal_handler(SIGTERM, terminate)
        _ = lps_install_signal_handler(SIGHUP, terminate)
    }

    /// Async-signal-safe: unlink(2) of a write's temporaries, write(2) and _exit(2) only.
    private static func exitNow(status: Int32, message: StaticString) {
        TemporariesInFlight.shared.removeAll()
        say(message)
        _exit(status)
    }

    /// Async-signal-safe: write(2) only.
    private static func say(_ message: StaticString) {
        _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
    }
}
