import PlaygroundScript

let lpsVersion = Playground.version

/// Said in the banner of a debug build (tools/lps runs one until the optimised build is up to date):
/// it replays long scripts several times slower, which the user should know of.
#if DEBUG
    let buildNote = " (debug build)"
#else
    let buildNote = ""
#endif

/// The interactive loop: read a line, execute it, print the outputs, perform the effects.
@MainActor
final class REPL {
    private var playground: Playground
    private var lineNumber = 0

    /// The live view (`serve`), stopped when the REPL ends.
    private let live: ServeControl

    init(options: PlaygroundOptions) {
        playground = Playground(options: options)
        live = ServeControl(serves: true)
    }

    /// Starts with `playground` and a live view already serving it (`lps serve --step` walked a script).
    init(playground: Playground, live: ServeControl) {
        self.playground = playground
        self.live = live
    }

    /// Starts with `playground` (a script already run, for `lps serve SCRIPT`) and, when
    /// `serve` is given, the live view already serving it.
    init(playground: Playground, serve: (host: String, port: Int)?) {
        self.playground = playground
        live = ServeControl(serves: true)
        if let serve { _ = live.start(host: serve.host, port: serve.port, playground) }
    }

    /// Whether `lps serve` got its server going.
    var isServing: Bool { live.server != nil }

    /// Runs until Ctrl-D, `quit` or SIGTERM/SIGHUP; returns the exit status.
    func run() -> Int32 {
        defer { live.stop() }
        Signals.installInteractiveHandlers()
        let editor = LineEditor(programName: "lps", historyPath: REPL.historyPath()) { [unowned self] line, cursor in
            var completion = self.playground.completions(line: line, cursor: cursor)
            if completion.isFilePath {
                // The script library reads no directories: the shell lists them.
                let typed = String(Array(line)[min(completion.wordStart, cursor)..<cursor])
                completion.candidates = TabCompletion.fileCandidates(
                    for: typed, entries: { FileSystem.entries(of: $0) })
            }
            return completion
        }
        guard let editor else {
            var runner = StreamRunner(playground: playground, live: live)
            playground.dismantle()
            return runner.run(prompt: true)
        }
        defer { editor.close() }
        // The session is let go of on a big stack (see `Playground.dismantle`).
        defer { playground.dismantle() }
        editor.write("lps \(lpsVersion)\(buildNote) — type 'help', TAB completes, Ctrl-D exits\n")
        // An unfinished Swift statement (an open brace, a trailing operator) continues on `...>` lines.
        var pending: [String] = []
        while true {
            switch editor.readLine(prompt: pending.isEmpty ? playground.prompt : playground.continuationPrompt) {
            case .line(let entered):
                lineNumber += 1
                pending.append(entered)
                let line = pending.joined(separator: "\n")
                if playground.needsContinuation(line) { continue }
                let firstLine = lineNumber - pending.count + 1
                pending = []
                // The whole statement is one history entry (Up recalls it as it was typed).
                editor.remember(line)
                Signals.clearInterrupt()
                let location = SourceLocation(file: "<repl>", line: firstLine)
                let status: Int32? = Signals.whileBusy {
                    switch CommandRunner.run(playground, line: line, at: location) {
                    case .finished(let next, let outputs):
                        playground = next
                        let outcome = OutputSink.handle(outputs, interruptible: true)
                        live.update(outcome, playground, ran: (line, outputs))
                        return outcome.quitStatus
                    case .interrupted:
                        Console.err("lps: interrupted: the command was abandoned; the session is as it was")
                        return nil
                    }
                }
                Signals.clearInterrupt()
                if let status { return status }
                if let signal = Signals.terminationSignal { return 128 + signal }
            case .cancelled:
                // Ctrl-C abandons the whole pending statement, not only its last line.
                pending = []
                continue
            case .endOfInput:
                if !pending.isEmpty {
                    pending = []
                    editor.write("(the unfinished statement was dropped)\n")
                    continue
                }
                return 0
            case .terminated(let signal):
                return 128 + signal
            }
        }
    }

    /// `$LPS_HISTORY` (empty: no history), else `$XDG_STATE_HOME/lps/history` (an absolute
    /// path, as the XDG spec asks), else `~/.local/state/lps/history`.
    nonisolated static func historyPath(environment: (String) -> String? = FileSystem.environment) -> String? {
        if let path = environment("LPS_HISTORY") {
            return path.isEmpty ? nil : path
        }
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return "\(state)/lps/history"
        }
        if let home = environment("HOME"), !home.isEmpty {
            return "\(home)/.local/state/lps/history"
        }
        return nil
    }
}

/// Commands read plainly from standard input, one per line (piped input, or a terminal libedit
/// cannot drive): every line runs; the status is 1 if any produced an error.
struct StreamRunner {
    var playground: Playground
    /// The live view, when this shell serves (`lps serve` with piped input).
    var live = ServeControl(serves: false)

    mutating func run(prompt: Bool) -> Int32 {
        // The session is let go of on a big stack (see `Playground.dismantle`).
        defer { playground.dismantle() }
        var failed = false
        var number = 0
        var input = InputLines()
        var pending: [String] = []
        while true {
            if prompt { Console.errPrompt(pending.isEmpty ? playground.prompt : playground.continuationPrompt) }
            guard let next = input.next() else {
                if pending.isEmpty { break }
                // End of input inside a statement: run what there is (the parser says what is missing).
                let text = pending.joined(separator: "\n")
                let outputs = playground.execute(
                    line: text, at: SourceLocation(file: "<stdin>", line: number - pending.count + 1),
                    reader: fileReader,
                    writer: fileWriter)
                if OutputSink.handle(outputs).hadError { failed = true }
                break
            }
            number += 1
            let line: String
            switch next {
            case .text(let text):
                pending.append(text)
                let joined = pending.joined(separator: "\n")
                if playground.needsContinuation(joined) { continue }
                line = joined
            case .tooLong(let bytes):
                // Not kept, not run: a line this long is over the limit whatever it says.
                Console.err(
                    "error: line is \(bytes) bytes long; the limit is \(Limits.lineLength) characters\n --> <stdin>:\(number):1"
                )
                pending = []
                failed = true
                continue
            }
            let first = number - pending.count + 1
            pending = []
            let outputs = playground.execute(
                line: line, at: SourceLocation(file: "<stdin>", line: first), reader: fileReader,
                writer: fileWriter)
            let outcome = OutputSink.handle(outputs)
            if outcome.hadError { failed = true }
            if !live.update(outcome, playground, ran: (line, outputs)) { failed = true }
            if let status = outcome.quitStatus {
                return status != 0 ? status : (failed ? 1 : 0)
            }
        }
        return failed ? 1 : 0
    }
}
