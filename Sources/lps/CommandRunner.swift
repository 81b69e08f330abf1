import CLibEdit
import Dispatch
import PlaygroundScript
import Synchronization

/// Runs one interactive command on a worker thread, so Ctrl-C can give the prompt back at once.
///
/// A command runs against a copy of the playground (the session is a value), so abandoning it
/// needs no undo: the REPL keeps the playground it had, the abandoned command's result and
/// effects (`quit`) are dropped, and an abandoned `include` stops between its lines.
/// Work a single command can ask for is bounded (see `help limits`), so an abandoned command
/// finishes in the background within seconds.
///
/// Files are written while the command runs, as its last steps. Once a command has begun to
/// write, Ctrl-C no longer abandons it: it is seen through, so the session the REPL keeps always
/// matches what `save` and `record` wrote; before that, an abandoned command writes nothing.
enum CommandRunner {
    enum Outcome {
        case finished(Playground, [Output])
        /// Ctrl-C: the command was abandoned; the playground is unchanged.
        case interrupted
    }

    /// Stack for the worker (the main thread's is 8 MB; parsing and includes recurse, bounded).
    static let stackBytes = 32 << 20

    static func run(_ playground: Playground, line: String, at location: SourceLocation) -> Outcome {
        let job = Job(playground: playground, line: line, location: location)
        let context = Unmanaged.passRetained(job).toOpaque()
        let status = lps_spawn_detached(
            { raw in
                guard let raw else { return nil }
                // An abandoned command's values are freed as `run` returns; the memory they held
                // goes back to the system, not only to this thread's allocator.
                if Job.run(Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()) { lps_release_free_memory() }
                return nil
            }, context, stackBytes)
        guard status == 0 else {
            // No thread to be had: run here (Ctrl-C then stops only includes, between lines).
            Unmanaged<Job>.fromOpaque(context).release()
            var copy = playground
            return .finished(copy, copy.execute(line: line, at: location, reader: fileReader, writer: fileWriter))
        }
        while true {
            if job.done.wait(timeout: .now() + .milliseconds(10)) == .success, let result = job.result.withLock({ $0 })
            {
                return .finished(result.0, result.1)
            }
            if Signals.interruptRequested {
                if job.abandon() { return .interrupted }
                Console.err("lps: the command is writing a file; it finishes first")
                Signals.clearInterrupt()
                job.done.wait()
                if let result = job.result.withLock({ $0 }) { return .finished(result.0, result.1) }
                return .interrupted  // NB: not reached: the job sets its result before signalling
            }
        }
    }

    final class Job: Sendable {
        enum Phase { case running, writing, abandoned }

        let playground: Playground
        let line: String
        let location: SourceLocation
        let result = Mutex<(Playground, [Output])?>(nil)
        let done = DispatchSemaphore(value: 0)
        let phase = Mutex<Phase>(.running)

        init(playground: Playground, line: String, location: SourceLocation) {
            self.playground = playground
            self.line = line
            self.location = location
        }

        /// Runs `job` and lets go of it; whether it was abandoned.
        static func run(_ job: consuming Job) -> Bool {
            job.run()
            return job.phase.withLock { $0 == .abandoned }
        }

        func run() {
            var copy = playground
            let writer: FileWriter = { [self] request in
                let allowed = phase.withLock { phase -> Bool in
                    if phase == .abandoned { return false }
                    phase = .writing
                    return true
                }
                guard allowed else { throw WriteFailure.failed(reason: "the command was abandoned") }
                return try fileWriter(request)
            }
            let outputs = copy.execute(
                line: line, at: location, reader: fileReader, writer: writer,
                isInterrupted: { [self] in phase.withLock { $0 == .abandoned } })
            // Abandoned: nobody reads the result, and the copy is freed here, not kept in the job.
            if phase.withLock({ $0 == .abandoned }) {
                copy = playground
                done.signal()
                return
            }
            let finished = (copy, outputs)
            result.withLock { $0 = finished }
            done.signal()
        }

        /// Its result will not be used; an `include` it runs stops at its next line, and it
        /// writes nothing. False when it has begun writing: then it must be seen through.
        func abandon() -> Bool {
            phase.withLock { phase in
                if phase == .writing { return false }
                phase = .abandoned
                return true
            }
        }
    }
}
