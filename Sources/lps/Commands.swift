import ArgumentParser
import PlaygroundScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Options every mode shares.
struct CommonOptions: ParsableArguments {
    @Flag(name: .customLong("no-color"), help: "Never colour diagnostics (NO_COLOR=1 does the same).")
    var noColor = false

    @Flag(
        name: .customLong("json"),
        help: "Print as JSON (as 'set output json' does): one object per statement, errors and notes as objects.")
    var json = false

    var playgroundOptions: PlaygroundOptions {
        // The shells print outputs as they come, so long results (`frames`) are streamed to them.
        PlaygroundOptions(
            color: Console.colorEnabled(noColorFlag: noColor), json: json, streamsResults: true,
            isInterrupted: { Signals.interruptRequested })
    }
}

struct LPSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lps",
        abstract: "Layout Playground: compositional layout and diffable data sources, in a REPL.",
        usage: """
            lps [--no-color]                       (interactive, or commands on standard input)
            lps run [--keep-going] [--step | --echo] <file.lps> ...
            lps check [--update] <file-or-dir> ...
            lps render <file.lps> -o <picture.svg|html> [--view content|viewport] [--scale N] [--animate]
            lps serve [<file.lps>] [--port N] [--host ADDRESS]
            lps serve --workshop <lesson.lps> [--port N] [--host ADDRESS] [--idle MINUTES]
            lps lesson <lesson.lps> [--progress FILE] [--restart] | lps lesson --check <file-or-dir> ...
            """,
        discussion: """
            With no subcommand and a terminal on standard input, lps starts the interactive \
            playground (line editing, TAB completion, history; Ctrl-C cancels the line or abandons a \
            running command, leaving the session as it was; Ctrl-D \
            exits).

            When standard input is not a terminal, lps reads commands from it line by line, with \
            no prompt, banner or history. Every line runs, even after an error; results go to \
            standard output and diagnostics to standard error. The exit status is 1 if any line \
            produced an error, else 0; 'quit N' stops at once with status N (or 1 after an error \
            when N is 0).

            History file: $LPS_HISTORY (empty: no history), else $XDG_STATE_HOME/lps/history, \
            else ~/.local/state/lps/history; a file there that is not a history lps wrote (nor \
            empty) is left alone, with a warning. Colour only on a terminal, never with NO_COLOR.
            Exit status 2: a usage error or a file that cannot be read.
            """,
        version: lpsVersion + buildNote,
        subcommands: [
            RunCommand.self, CheckCommand.self, RenderCommand.self, ServeCommand.self, LessonCommand.self,
        ]
    )

    @OptionGroup var common: CommonOptions

    func run() throws {
        let options = common.playgroundOptions
        let status: Int32
        if Console.stdinIsTerminal {
            status = MainActor.assumeIsolated { REPL(options: options).run() }
        } else {
            var runner = StreamRunner(playground: Playground(options: options))
            status = runner.run(prompt: false)
        }
        Console.flush()
        if status != 0 { throw ExitCode(status) }
    }

    /// Like `main()`, but argument errors exit with status 2 (`lps: error: ...` plus usage).
    static func mainWithUsageStatus() {
        let command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            if exitCode(for: error) == .validationFailure {
                var message = fullMessage(for: error)
                if message.hasPrefix("Error: ") {
                    // Worded like lps's own messages: lowercase first letter.
                    let rest = message.dropFirst("Error: ".count)
                    message = "lps: error: " + rest.prefix(1).lowercased() + rest.dropFirst()
                }
                Console.err(message)
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
        do {
            var command = command
            try command.run()
        } catch {
            Console.flush()
            exit(withError: error)
        }
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Replay .lps scripts.",
        discussion: """
            Each script runs in a fresh session, in the order given ('-' reads one from standard \
            input, named <stdin> in messages). All scripts are read before \
            any runs. The first error stops everything with exit status 1, unless --keep-going, \
            which runs every line of every script and exits 1 if any failed. 'quit N' stops at \
            once with status N (1 if N is 0 and an error came first). A script that cannot be \
            read exits 2; one that is not UTF-8 text is an error at its first bad byte (1). An error the script expects (an '#! error:' line right under the \
            command, as in a handout that shows a mistake) is printed but neither stops nor fails \
            the run.
            --echo prints each statement as 'lps> ...' (and each comment) before its output; \
            --step also waits after each statement's output: Enter runs the next one, c runs the \
            rest without waiting, q (or the end of input) stops there with status 0. The keys are \
            read from standard input, so a script cannot come from it with --step; at a terminal one \
            key answers, without Enter, and the waiting line is erased once answered.
            """
    )

    @Flag(name: .customLong("keep-going"), help: "Run every line of every script despite errors.")
    var keepGoing = false

    @Flag(
        help:
            "Workshop mode: echo each statement, show its output, and wait: Enter runs the next, c runs the rest, q quits."
    )
    var step = false

    @Flag(help: "Echo each statement (as 'lps> ...') and comment before its output, without waiting.")
    var echo = false

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp("The scripts to run.", valueName: "file.lps"))
    var files: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("missing script file (usage: lps run FILE.lps...)") }
        if files.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("'-' (standard input) can be given only once")
        }
        if step && files.contains("-") {
            throw ValidationError("--step reads its keys from standard input, so the script cannot come from it")
        }
    }

    func run() throws {
        var scripts: [(path: String, text: String)] = []
        var unreadable = false
        var notText = false
        for path in files {
            do {
                if path == "-" {
                    scripts.append(("<stdin>", try FileSystem.readStandardInput()))
                    continue
                }
                scripts.append((path, try FileSystem.readText(path)))
            } catch {
                Console.error(error.description)
                if error.isContentError { notText = true } else { unreadable = true }
            }
        }
        if unreadable { throw ExitCode(2) }
        if notText { throw ExitCode(1) }
        var failed = false
        // Statement by statement to a terminal; into a file or a pipe, in whole blocks.
        let flushEach = Console.stdoutIsTerminal
        for (index, script) in scripts.enumerated() {
            let held = HeldPlayground(Playground(options: common.playgroundOptions))
            // The process ends with the last script's playground: it is left to the system to
            // reclaim, not freed object by object (its session and undo history are thousands of
            // objects after a long script; nothing is written or closed when they go).
            if index == scripts.count - 1 { _ = Unmanaged.passRetained(held) }
            let result: ScriptResult
            var outcome = OutputSink.Outcome()
            if step || echo {
                let stepper = Stepper(waits: step)
                result = held.playground.run(
                    script: script.text, file: script.path, keepGoing: keepGoing, reader: fileReader,
                    writer: fileWriterForThisTask(),
                    before: { stepper.before($0) },
                    after: { outputs in
                        let o = OutputSink.handle(outputs)
                        ServeControl.noteServeAsked(o)
                        if let status = o.quitStatus { outcome.quitStatus = status }
                    })
                if result.stopped { return }
            } else {
                // Printed statement by statement, as they run (a long result is written as it is made;
                // not to a terminal, the C library's buffer gathers it into blocks); after a 'quit'
                // nothing more runs, so nothing more is printed.
                var serveRequests: [Effect] = []
                result = held.playground.run(
                    script: script.text, file: script.path, keepGoing: keepGoing, reader: fileReader,
                    writer: fileWriterForThisTask(),
                    after: { outputs in
                        guard outcome.quitStatus == nil else { return }
                        let o = OutputSink.handle(outputs, flush: flushEach)
                        serveRequests += o.serveRequests
                        if let status = o.quitStatus { outcome.quitStatus = status }
                    })
                Console.flush()
                outcome.serveRequests = serveRequests
                ServeControl.noteServeAsked(outcome)
            }
            // `result.failed` already leaves out errors the script expects (`#! error:` under them).
            if result.failed { failed = true }
            if let status = outcome.quitStatus {
                if status != 0 { throw ExitCode(status) }
                break
            }
            if failed, !keepGoing { break }
        }
        if failed { throw ExitCode(1) }
    }
}

/// A playground held by reference, so `RunCommand` can leave the last one unfreed at exit.
private final class HeldPlayground {
    var playground: Playground
    init(_ playground: Playground) { self.playground = playground }
}

/// `lps run --step` / `--echo`: shows each statement before it runs and, stepping, waits after
/// each statement's output for Enter (next), c (the rest without waiting) or q (stop).
final class Stepper {
    private var waits: Bool
    private var ranSinceWait = false

    init(waits: Bool) { self.waits = waits }

    func before(_ step: ScriptStep) -> StepDecision {
        if waits && ranSinceWait {
            Console.flush()
            Console.errPrompt("-- Enter: next, c: run the rest, q: quit -- ")
            // At a terminal one key answers (no Enter), and the prompt is erased once answered.
            let key = Self.terminalKey()
            let answer: String?
            if let key {
                answer = key
                Console.errPrompt("\r\u{1B}[K")
            } else {
                answer = readLine(strippingNewline: true)
            }
            guard let answer else { return .stop }
            switch String(answer.filter { $0 != " " && $0 != "\t" && $0 != "\r" }).lowercased() {
            case "q", "quit", "\u{3}", "\u{4}": return .stop
            case "c": waits = false
            default: break
            }
            ranSinceWait = false
        }
        if step.isComment {
            for line in step.lines { Console.out(line) }
        } else {
            for (i, line) in step.lines.enumerated() { Console.out((i == 0 ? "lps> " : "...> ") + line) }
            ranSinceWait = true
        }
        Console.flush()
        return .run
    }

    /// One key read from the terminal without waiting for Enter (Ctrl-C and Ctrl-D come back as
    /// themselves: the terminal's signals are off while it waits); nil when standard input is no
    /// terminal, to be read a line at a time.
    static func terminalKey() -> String? {
        guard isatty(STDIN_FILENO) != 0, isatty(STDERR_FILENO) != 0 else { return nil }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        var byte: UInt8 = 0
        while true {
            let n = read(STDIN_FILENO, &byte, 1)
            if n == 1 { break }
            if n < 0, errno == EINTR { continue }
            return "\u{4}"  // the end of input: stop
        }
        return String(UnicodeScalar(byte))
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check self-checking transcripts (#> and #! lines) against a fresh replay.",
        discussion: """
            Directories are searched recursively for *.lps files (hidden entries skipped), in \
            sorted order. Each mismatch prints FAIL and a unified diff of the script against what \
            --update would write (the script's own line numbers, its commands as context); the last line is \
            'N passed, M failed'. Exit status 0 only if all pass, 2 if a path cannot be read.
            With --update, a mismatching file gets the actual output written back atomically \
            (only when its text changes) and counts as passed if the rewritten file then passes. \
            --update is itself the request to rewrite the files given (or found in the \
            directories given): they need not be files lps wrote, and no NAME~ copy is kept (the \
            diff printed before 'updated' shows what was replaced; every line that is not an \
            expectation stays as it was). Only regular files are rewritten; a symbolic link is \
            written through to its target. A line that only looks like an expectation inside a \
            multi-line string literal or a /* */ comment is Swift text and is kept, as is a \
            first-line #! shebang; line endings (CRLF) and a byte-order mark are kept as they were. \
            --update refuses a .swift file (named, or reached through a symbolic link), and a \
            file whose first line says lps wrote it as a picture or Swift, with exit status 2 \
            before anything is checked or written: #> lines would make Swift that no longer \
            compiles, or break the picture. \
            Checking runs 'save' and 'record' without writing. Colour is never used.
            """
    )

    @Flag(help: "Rewrite the expectations of mismatching files with the actual output.")
    var update = false

    @Argument(help: ArgumentHelp("Transcripts, or directories to search for *.lps.", valueName: "file-or-dir"))
    var paths: [String] = []

    func validate() throws {
        if paths.isEmpty { throw ValidationError("missing file or directory (usage: lps check FILE|DIR...)") }
    }

    func run() throws {
        var files: [String] = []
        var ioFailure = false
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .directory:
                do {
                    let found = try FileSystem.files(under: path, withExtension: "lps")
                    if found.isEmpty { Console.warning("no .lps files under '\(path)'") }
                    files += found
                } catch {
                    Console.error(error.description)
                    ioFailure = true
                }
            case .file:
                files.append(path)
            case .missing:
                Console.error("cannot read '\(path)': no such file")
                ioFailure = true
            case .other:
                Console.error("cannot read '\(path)': not a regular file")
                ioFailure = true
            }
        }
        if ioFailure { throw ExitCode(2) }
        var seen = Set<String>()
        files = files.filter { seen.insert($0).inserted }
        if update {
            // Refused before anything is checked or written: #> lines in Swift would not compile, and a
            // picture or a Swift file lps wrote (its first line says so) is no script to rewrite.
            for file in files {
                if FileSystem.isSwiftSource(file) {
                    Console.error(
                        "--update cannot rewrite '\(file)': it is Swift, where #> and #! lines do not compile "
                            + "(--update rewrites .lps scripts; check a .swift file without it)")
                    throw ExitCode(2)
                }
                if case .some(let kind) = try? FileSystem.writtenKind(file, shownAs: file), kind != .script {
                    Console.error(
                        "--update cannot rewrite '\(file)': "
                            + (kind.map { "it is \($0.described) lps wrote" }
                                ?? "lps wrote it as a kind of file this version does not know")
                            + ", not a script (its first line says so)")
                    throw ExitCode(2)
                }
            }
        }

        var passed = 0
        var failed = 0
        for file in files {
            let text: String
            do {
                // With its byte-order mark, if it has one: the check reads past it, --update keeps it.
                text = try FileSystem.readText(file, keepingByteOrderMark: true)
            } catch {
                Console.error(error.description)
                // A file that is not UTF-8 text fails its check; one that cannot be read is an I/O failure.
                if !error.isContentError { ioFailure = true }
                failed += 1
                continue
            }
            let result = TranscriptCheck.check(text: text, file: file, reader: fileReader)
            if result.passed {
                passed += 1
                continue
            }
            Console.out("FAIL \(file)")
            if !result.diff.isEmpty {
                Console.out(result.diff.hasSuffix("\n") ? String(result.diff.dropLast()) : result.diff)
            }
            guard update, result.updatedText != text else {
                failed += 1
                continue
            }
            do {
                try FileSystem.writeAtomically(result.updatedText, to: file)
            } catch {
                Console.error(error.description)
                ioFailure = true
                failed += 1
                continue
            }
            let recheck = TranscriptCheck.check(text: result.updatedText, file: file, reader: fileReader)
            Console.out("updated \(file)")
            if recheck.passed { passed += 1 } else { failed += 1 }
        }
        Console.out("\(passed) passed, \(failed) failed")
        Console.flush()
        if ioFailure { throw ExitCode(2) }
        if failed > 0 { throw ExitCode(1) }
    }
}
