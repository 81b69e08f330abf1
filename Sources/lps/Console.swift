import CLibEdit
import PlaygroundScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and standard error. Standard output is flushed before anything goes to
/// standard error, so the two interleave in order when they share a file.
enum Console {
    static func out(_ line: String) {
        fputs(line, lps_stdout())
        fputs("\n", lps_stdout())
    }

    /// Writes `text` to standard error, adding the final newline when missing.
    static func err(_ text: String) {
        fflush(lps_stdout())
        fputs(text, lps_stderr())
        if !text.hasSuffix("\n") { fputs("\n", lps_stderr()) }
        fflush(lps_stderr())
    }

    /// `lps: error: <message>` on standard error.
    static func error(_ message: String) { err("lps: error: \(message)") }

    static func warning(_ message: String) { err("lps: warning: \(message)") }

    static func flush() { fflush(lps_stdout()) }

    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Colour only when asked for by nobody against it: not `--no-color`, no non-empty
    /// `NO_COLOR`, not `TERM=dumb`, and both standard output and standard error are terminals.
    static func colorEnabled(noColorFlag: Bool) -> Bool {
        if noColorFlag { return false }
        if let value = FileSystem.environment("NO_COLOR"), !value.isEmpty { return false }
        if FileSystem.environment("TERM") == "dumb" { return false }
        return stdoutIsTerminal && stderrIsTerminal
    }
}

/// Prints a playground's outputs and carries out its effects, in order. (Files were written
/// while the command ran, through `fileWriter`.)
struct OutputSink {
    /// What handling a batch of outputs came to.
    struct Outcome {
        var hadError = false
        /// Set when a `.quit` effect was reached; later outputs are not handled.
        var quitStatus: Int32?
        /// `serve` / `serve stop`, for a shell that serves (`ServeControl`).
        var serveRequests: [Effect] = []
    }

    /// Handles `outputs`: `.text` to standard output, diagnostics to standard error, `.quit`
    /// stops the batch. `interruptible`: Ctrl-C stops printing text (the command's changes and
    /// writes stand). `flush`: standard output is flushed at the end (a replay into a file or a
    /// pipe leaves it to the C library's buffer, which writes whole blocks: one write per block,
    /// not one per statement; standard error still flushes it first, so the two keep their order).
    static func handle(_ outputs: [Output], interruptible: Bool = false, flush: Bool = true) -> Outcome {
        var outcome = Outcome()
        var cutShort = false
        for output in outputs {
            switch output {
            case .text(let line):
                if cutShort { continue }
                if interruptible, Signals.interruptRequested {
                    cutShort = true
                    Console.flush()
                    Console.err("lps: output cut short by Ctrl-C (the command itself completed)")
                    continue
                }
                Console.out(line)
            case .stream(let stream):
                // Written as it is made, in chunks that end at a line's end (but for a line longer than a chunk).
                if cutShort { continue }
                let out = lps_stdout()
                var midLine = false
                let complete = stream.write { chunk in
                    if interruptible, Signals.interruptRequested { return false }
                    if let base = chunk.baseAddress, !chunk.isEmpty {
                        fwrite(base, 1, chunk.count, out)
                        midLine = chunk[chunk.count - 1] != 10
                    }
                    return true
                }
                if !complete {
                    // Stopped inside a line (one JSON document): that line is ended before the message.
                    if midLine { fputs("\n", out) }
                    cutShort = true
                    Console.flush()
                    Console.err("lps: output cut short by Ctrl-C (the command itself completed)")
                }
            case .diagnostic(let text, let severity):
                Console.err(text)
                if severity == .error { outcome.hadError = true }
            case .effect(.quit(let status)):
                outcome.quitStatus = status
                Console.flush()
                return outcome
            case .effect(let request):
                outcome.serveRequests.append(request)
            }
        }
        if flush { Console.flush() }
        return outcome
    }
}

/// The reader handed to the script library (for `include`): paths arrive resolved; only a
/// regular file that is a script is read (see `FileSystem.readIncludedScript`).
let fileReader: FileReader = { path in
    try FileSystem.readIncludedScript(path)
}

/// The writer handed to the script library for `save`, `record` and `export`: atomically, never
/// over a file lps did not write, or wrote as another kind (the request's contents say which
/// kind it writes), unless the script says `overwrite: true`, keeping the previous version of
/// one it did as `NAME~`; the file is in place when it returns.
let fileWriter: FileWriter = { request in
    do throws(FileError) {
        if !request.folder.isEmpty {
            // A folder lps writes as a whole (a static site): see `FileSystem.writeFolderAtomically`.
            let backup = try FileSystem.writeFolderAtomically(
                request.folder, to: request.path, kind: request.kind ?? .site)
            return WriteReceipt(backup: backup)
        }
        let backup = try FileSystem.writeAtomically(
            request.contents, to: request.path,
            policy: .lpsFile(kind: request.kind, overwrite: request.overwrite))
        return WriteReceipt(backup: backup)
    } catch {
        throw error.writeFailure ?? WriteFailure.failed(reason: error.reason)
    }
}

/// `fileWriter` carrying the caller's injected write fault (a test seam, a task-local value) to the
/// thread the script is evaluated on, which task-local values do not reach by themselves.
func fileWriterForThisTask() -> FileWriter {
    let fault = FileSystem.injectedFault
    return { request in try FileSystem.$injectedFault.withValue(fault) { try fileWriter(request) } }
}

extension Console {
    /// A bare prompt on standard error (for the fallback when libedit cannot start).
    static func errPrompt(_ prompt: String) {
        fflush(lps_stdout())
        fputs(prompt, lps_stderr())
        fflush(lps_stderr())
    }
}
