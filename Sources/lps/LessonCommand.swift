import ArgumentParser
import PlaygroundScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `lps lesson FILE`: a lesson in the terminal, step by step; `lps lesson --check PATH`: verify lessons.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Work through a lesson step by step, or verify lessons (--check).",
        discussion: """
            A lesson is a .lps script cut into steps by '#%' comment lines (see lessons/README.md). \
            Each step shows its narration and task; what you type runs in the step's session \
            (Swift, several lines as at the prompt, or playground commands such as 'frames'), and \
            these words drive the lesson: check, hint, solution, start, next, back, steps, \
            task, restart, help, quit. With --json, 'check' prints its result as a JSON object \
            ({"step", "passed", "differences": [{"probe", "line", "message"}]}).
            Progress is kept in $XDG_STATE_HOME/lps/lessons/ (else ~/.local/state/lps/lessons/), \
            or in the file --progress names, so the lesson resumes where you left it; lps \
            replaces only a progress file it wrote (its first line says so) and leaves any other \
            file alone, keeping the progress for this run only.
            --check verifies lesson files (directories are searched for *.lps): each replays \
            as a transcript, and in every step the solution passes the check and the untouched \
            placeholder does not. It prints PASS or FAIL per lesson (with --json, one JSON object \
            per lesson: file, title, formatError, transcriptDiff, steps) and 'N passed, M failed'; \
            exit status 1 when any fails, 2 when a path cannot be read.
            --serve shows the lesson live in a browser as 'lps serve' does (loopback only, --port, \
            8420 by default): the page follows the steps and every statement typed, with its \
            output and picture, so a room watches the teacher work through the lesson.
            """
    )

    @Flag(help: "Verify lessons instead of running one.")
    var check = false

    @Flag(help: "With --check: show what the check says to each untouched placeholder.")
    var verbose = false

    @Option(help: ArgumentHelp("Keep the progress in this file.", valueName: "file"))
    var progress: String?

    @Flag(help: "Start at step 1, forgetting the progress kept.")
    var restart = false

    @Flag(help: "Show the lesson live in a browser: the page follows each step and statement.")
    var serve = false

    @Option(help: ArgumentHelp("With --serve: the port to listen on (0: any free port).", valueName: "N"))
    var port: Int = 8420

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp("The lesson (with --check: lessons or directories).", valueName: "file"))
    var paths: [String] = []

    func validate() throws {
        if paths.isEmpty { throw ValidationError("missing lesson file (usage: lps lesson FILE.lps)") }
        if !check && paths.count > 1 { throw ValidationError("one lesson at a time (--check takes several)") }
        if check && serve { throw ValidationError("--check runs no lesson: --serve does not apply") }
        if !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535") }
        if check && (progress != nil || restart) {
            throw ValidationError("--check runs no lesson: --progress and --restart do not apply")
        }
    }

    func run() throws {
        if check { return try verifyLessons() }
        let path = paths[0]
        let text: String
        do {
            text = try FileSystem.readText(path)
        } catch {
            Console.error(error.description)
            throw ExitCode(error.isContentError ? 1 : 2)
        }
        let lesson: Lesson
        do {
            lesson = try Lesson(text: text, file: path)
        } catch {
            Console.err(error.description)
            throw ExitCode(2)
        }
        let store = ProgressStore(path: progress ?? ProgressStore.defaultPath(for: path))
        let status = MainActor.assumeIsolated { () -> Int32 in
            var live: ServeControl?
            if serve {
                let control = ServeControl(serves: true)
                guard control.start(host: "127.0.0.1", port: port, Playground(options: common.playgroundOptions))
                else { return 1 }
                live = control
            }
            defer { live?.stop() }
            return LessonShell(
                lesson: lesson, options: common.playgroundOptions, store: store, restart: restart,
                resume: "lps lesson \(path)" + (progress.map { " --progress \($0)" } ?? ""), live: live
            ).run()
        }
        Console.flush()
        if status != 0 { throw ExitCode(status) }
    }

    func verifyLessons() throws {
        var files: [String] = []
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .directory:
                do {
                    files += try FileSystem.files(under: path, withExtension: "lps")
                } catch {
                    Console.error(error.description)
                    throw ExitCode(2)
                }
            case .file: files.append(path)
            case .missing:
                Console.error("cannot read '\(path)': no such file")
                throw ExitCode(2)
            case .other:
                Console.error("cannot read '\(path)': not a regular file")
                throw ExitCode(2)
            }
        }
        var passed = 0
        var failed = 0
        for file in files {
            let text: String
            do {
                text = try FileSystem.readText(file)
            } catch {
                Console.error(error.description)
                failed += 1
                continue
            }
            let report = LessonVerifier.verify(text: text, file: file, reader: fileReader)
            if common.json {
                if report.passed { passed += 1 } else { failed += 1 }
                Console.out(report.json)
                continue
            }
            let steps = report.steps.count
            if report.passed {
                passed += 1
                Console.out("PASS \(file) (\(steps) step\(steps == 1 ? "" : "s"))")
            } else {
                failed += 1
                Console.out("FAIL \(file)")
            }
            if let error = report.formatError {
                for line in error.split(separator: "\n") { Console.out("  " + line) }
            }
            if !report.transcriptDiff.isEmpty {
                Console.out("  the transcript differs ('lps check \(file)' shows it):")
                for line in report.transcriptDiff.split(separator: "\n", omittingEmptySubsequences: false).prefix(40) {
                    Console.out("    " + line)
                }
            }
            for step in report.steps {
                for problem in step.problems { Console.out("  step \(step.step) (\(step.title)): \(problem)") }
                if verbose {
                    Console.out("  step \(step.step) (\(step.title)), its placeholder:")
                    for said in step.placeholderSays { Console.out("    " + said) }
                }
            }
        }
        Console.out("\(passed) passed, \(failed) failed")
        Console.flush()
        if failed > 0 { throw ExitCode(1) }
    }
}

/// Where a lesson's progress is kept, and the rule for writing it: only over a progress file lps
/// wrote (or where there is none).
struct ProgressStore {
    /// nil: progress is kept for this run only (no place to keep it).
    var path: String?

    /// `$XDG_STATE_HOME/lps/lessons/NAME-HASH.progress` (an absolute XDG_STATE_HOME), else
    /// `~/.local/state/lps/lessons/...`; the hash is of the lesson's absolute path, so two
    /// lessons of the same name keep apart.
    static func defaultPath(for lesson: String, environment: (String) -> String? = FileSystem.environment)
        -> String?
    {
        let base: String
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            base = state + "/lps/lessons"
        } else if let home = environment("HOME"), !home.isEmpty {
            base = home + "/.local/state/lps/lessons"
        } else {
            return nil
        }
        let absolute = lesson.hasPrefix("/") ? lesson : FileSystem.currentDirectory() + "/" + lesson
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in absolute.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        var name = FileSystem.lastComponent(of: lesson)
        if name.hasSuffix(".lps") { name.removeLast(4) }
        let hex = String(hash, radix: 16)
        return "\(base)/\(name)-\(String(repeating: "0", count: 16 - hex.count) + hex).progress"
    }

    enum Loaded {
        case none
        case progress(LessonProgress)
        /// Something is there that is not a progress file lps wrote: it is left alone.
        case refused(String)
    }

    func load() -> Loaded {
        guard let path else { return .none }
        switch FileSystem.kind(of: path) {
        case .missing: return .none
        case .directory, .other: return .refused("'\(path)' is not a regular file")
        case .file: break
        }
        let kind = try? FileSystem.writtenKind(path, shownAs: path)
        guard case .some(.some(.progress)) = kind else {
            return .refused("'\(path)' is not a progress file lps wrote (its first line says so)")
        }
        guard let text = try? FileSystem.readText(path) else { return .refused("cannot read '\(path)'") }
        guard let progress = LessonProgress(text: text) else {
            return .refused("'\(path)' is a progress file lps cannot read")
        }
        return .progress(progress)
    }

    /// Writes the progress; the error's words when it was not written.
    func save(_ progress: LessonProgress) -> String? {
        guard let path else { return nil }
        do throws(FileError) {
            try FileSystem.createDirectories(FileSystem.parentDirectory(of: path))
            try FileSystem.writeAtomically(progress.text, to: path, policy: .ownFile(kind: .progress))
            return nil
        } catch {
            return error.description
        }
    }
}

/// The terminal side of a lesson: renders the steps, reads what the attendee types, keeps the
/// progress file up to date.
@MainActor
final class LessonShell {
    private var state: LessonRun
    private var store: ProgressStore
    private let restart: Bool
    /// Set once the progress could not be written: it is kept for this run only, said once.
    private var progressWarned = false
    private var editor: LineEditor?

    /// `--json`: a check's result is printed as its JSON object.
    private var json: Bool { state.options.json }

    /// The command that resumes the lesson, for the goodbye.
    private let resume: String

    /// The live view (`--serve`): it follows the steps and the statements typed.
    private let live: ServeControl?

    init(
        lesson: Lesson, options: PlaygroundOptions, store: ProgressStore, restart: Bool, resume: String,
        live: ServeControl? = nil
    ) {
        self.resume = resume
        self.live = live
        state = LessonRun(lesson: lesson, options: options, reader: fileReader)
        self.store = store
        self.restart = restart
    }

    static let words = [
        "check", "hint", "solution", "next", "back", "steps", "task", "start", "restart", "help", "quit",
    ]

    func run() -> Int32 {
        Signals.installInteractiveHandlers()
        if Console.stdinIsTerminal {
            editor = LineEditor(programName: "lps", historyPath: REPL.historyPath()) { [unowned self] line, cursor in
                let completion = self.state.playground.completions(line: line, cursor: cursor)
                let word = String(line.prefix(cursor))
                let mine = Self.words.filter { $0.hasPrefix(word) && !word.isEmpty && !word.contains(" ") }
                guard !mine.isEmpty else { return completion }
                return Completion(wordStart: 0, candidates: (mine + completion.candidates).sorted())
            }
        }
        defer { editor?.close() }
        let lesson = state.lesson
        let count = lesson.steps.count
        say("\(lesson.title): a lesson of \(count) step\(count == 1 ? "" : "s") ('help' lists what you can type)")
        var resumed = false
        if !restart {
            switch store.load() {
            case .none: break
            case .refused(let why):
                Console.warning("\(why); the progress is kept for this run only")
                store.path = nil
            case .progress(let saved):
                if saved.title == lesson.title {
                    showStep(state.resume(saved), resumed: true)
                    resumed = true
                } else {
                    Console.warning("the progress kept is of another lesson ('\(saved.title)'); starting at step 1")
                }
            }
        }
        if !resumed {
            for line in lesson.introduction { say(line) }
            showStep(state.go(to: 0), resumed: false)
        }
        saveProgress()
        var pending: [String] = []
        var input = InputLines()
        while true {
            let prompt = pending.isEmpty ? "step \(state.step.number)> " : state.playground.continuationPrompt
            let entered: String
            if let editor {
                switch editor.readLine(prompt: prompt) {
                case .line(let line): entered = line
                case .cancelled:
                    pending = []
                    continue
                case .endOfInput:
                    if !pending.isEmpty {
                        pending = []
                        editor.write("(the unfinished statement was dropped)\n")
                        continue
                    }
                    return finish()
                case .terminated(let signal):
                    _ = finish()
                    return 128 + signal
                }
            } else {
                guard let next = input.next() else { return finish() }
                switch next {
                case .text(let t): entered = t
                case .tooLong(let bytes):
                    Console.err("error: line is \(bytes) bytes long; the limit is \(Limits.lineLength) characters")
                    continue
                }
            }
            pending.append(entered)
            let statement = pending.joined(separator: "\n")
            if state.playground.needsContinuation(statement) { continue }
            pending = []
            editor?.remember(statement)
            let word = statement.trimmingCharacters(in: " \t")
            if Self.words.contains(word) || word == "exit" {
                Signals.clearInterrupt()
                let goOn = Signals.whileBusy { command(word) }
                if Signals.interruptRequested {
                    Signals.clearInterrupt()
                    Console.err("lps: interrupted")
                }
                if !goOn { return finish() }
            } else if !word.isEmpty {
                if let status = perform(statement) { return status }
            }
            if let signal = Signals.terminationSignal {
                _ = finish()
                return 128 + signal
            }
        }
    }

    /// Saves and says goodbye; the exit status.
    private func finish() -> Int32 {
        saveProgress()
        if store.path != nil && !progressWarned {
            say("progress kept; '\(resume)' resumes at step \(state.step.number)")
        }
        return 0
    }

    private func say(_ line: String) { Console.out(line) }

    /// Runs what the attendee typed on a worker (Ctrl-C abandons it and changes nothing).
    private func perform(_ statement: String) -> Int32? {
        Signals.clearInterrupt()
        let location = state.nextLocation
        let status: Int32? = Signals.whileBusy {
            switch CommandRunner.run(state.playground, line: statement, at: location) {
            case .finished(let next, let outputs):
                state.accept(statement, playground: next, outputs: outputs)
                let quit = OutputSink.handle(outputs, interruptible: true).quitStatus
                // (A 'serve' typed at a step's prompt starts nothing: the outcome given is empty.)
                live?.update(OutputSink.Outcome(), state.playground, ran: (statement, outputs))
                return quit
            case .interrupted:
                Console.err("lps: interrupted: the command was abandoned; the step's session is as it was")
                return nil
            }
        }
        Signals.clearInterrupt()
        saveProgress()
        if let status {
            _ = finish()
            return status
        }
        return nil
    }

    /// A lesson word; false to leave.
    private func command(_ word: String) -> Bool {
        switch word {
        case "check":
            let result = state.check()
            if json {
                say(result.json)
            } else if result.passed {
                let next =
                    state.step.number < state.lesson.steps.count
                    ? "'next' goes on to step \(state.step.number + 1): \(state.lesson.steps[state.step.number].title)"
                    : "that was the last step"
                say("check: passed. \(next)")
            } else {
                say("check: not yet")
                for d in result.differences { say("  - \(d.probe): \(d.message)") }
                let shown = state.progress.hintsShown[state.step.number] ?? 0
                if shown < state.step.hints.count {
                    say("  ('hint' shows hint \(shown + 1) of \(state.step.hints.count))")
                }
            }
        case "hint":
            if let hint = state.revealHint() {
                say("hint \(hint.number) of \(hint.of):")
                for line in hint.text.split(separator: "\n", omittingEmptySubsequences: false) { say("  " + line) }
            } else {
                say(
                    state.step.hints.isEmpty
                        ? "this step has no hints; 'solution' shows its answer"
                        : "no more hints; 'solution' shows the step's answer")
            }
        case "solution":
            let code = state.revealSolution()
            say("the solution of step \(state.step.number) (Up recalls its lines to type them):")
            for line in code {
                say("  | " + line)
            }
            offer(code)
        case "next":
            guard state.step.number < state.lesson.steps.count else {
                say("this is the last step")
                break
            }
            showStep(state.go(to: state.step.number), resumed: false)
        case "back":
            guard state.step.number > 1 else {
                say("this is the first step")
                break
            }
            showStep(state.go(to: state.step.number - 2), resumed: false)
        case "steps":
            for step in state.lesson.steps {
                var marks: [String] = []
                if state.progress.solved.contains(step.number) { marks.append("solved") }
                if state.progress.solutionsShown.contains(step.number) { marks.append("solution shown") }
                let here = step.number == state.step.number ? ">" : " "
                say(
                    "\(here) \(step.number). \(step.title)"
                        + (marks.isEmpty ? "" : "  (\(marks.joined(separator: ", ")))"))
            }
        case "task":
            showStep(nil, resumed: false)
        case "start":
            var copy = state
            let before = copy.progress.attempts[copy.step.number]?.count ?? 0
            let outputs = copy.enterCode(state.step.placeholder, writer: fileWriter)
            state = copy
            _ = OutputSink.handle(outputs)
            live?.update(
                OutputSink.Outcome(), state.playground, ran: (state.step.placeholder.joined(separator: "\n"), outputs))
            let ran = (state.progress.attempts[state.step.number]?.count ?? 0) - before
            let statements = "\(ran) statement\(ran == 1 ? "" : "s")"
            say("the task's lines ran as they stand (\(statements) without error); change what you need")
        case "restart":
            state.restart()
            live?.update(OutputSink.Outcome(), state.playground, ran: ("// step \(state.step.number) starts over", []))
            say("step \(state.step.number) starts over: your code for it is dropped")
        case "help":
            say("check     compare what your code computes with what the step wants")
            say("hint      the next hint")
            say("solution  the step's answer")
            say("next      the next step; back: the previous one")
            say("steps     every step, and which you solved")
            say("task      this step's narration and task again")
            say("start     run the task's lines as they stand, then change what you need")
            say("restart   this step from its start (your code for it is dropped)")
            say("quit      leave; the progress is kept (Ctrl-D does the same)")
            say("Anything else runs in the step's session: Swift (several lines, as at the prompt) or a")
            say("playground command ('frames', 'contentSize', 'draw', 'help frames').")
        default:  // quit, exit
            saveProgress()
            return false
        }
        saveProgress()
        return true
    }

    /// Shows the current step: its title, narration, what its `#% show` code printed and its task.
    /// A replay Ctrl-C cut short left a session nobody should work in: the step is made again.
    private func showStep(_ shown: [LessonShownStatement]?, resumed: Bool) {
        var shown = shown
        if shown != nil, Signals.interruptRequested {
            Signals.clearInterrupt()
            Console.err("lps: interrupted while the step was set up; setting it up again")
            shown = state.go(to: state.stepIndex)
        }
        let step = state.step
        say("")
        say("== Step \(step.number) of \(state.lesson.steps.count): \(step.title) ==")
        for line in step.narration { say(line) }
        if let shown, !shown.isEmpty {
            say("")
            for statement in shown {
                for (i, line) in statement.lines.enumerated() where !line.trimmingCharacters(in: " \t").hasPrefix("#") {
                    say((i == 0 ? "lps> " : "...> ") + line)
                }
                _ = OutputSink.handle(statement.outputs)
            }
        }
        say("")
        say("Your task ('start' runs these lines as they stand; Up recalls them to edit):")
        for line in step.placeholder { say("  | " + line) }
        offer(step.placeholder)
        live?.update(
            OutputSink.Outcome(), state.playground,
            ran: (
                "// step \(step.number) of \(state.lesson.steps.count): \(step.title)\n"
                    + (shown ?? []).flatMap(\.lines).joined(separator: "\n"),
                (shown ?? []).flatMap(\.outputs)
            ))
        let attempt = state.progress.attempts[step.number] ?? []
        if resumed && !attempt.isEmpty {
            say("(resumed: your \(attempt.count) statement\(attempt.count == 1 ? "" : "s") for this step ran again)")
        }
        Console.flush()
    }

    /// Puts lines of code in this session's history, so Up recalls them for editing.
    private func offer(_ code: [String]) {
        guard let editor else { return }
        for line in code where !line.trimmingCharacters(in: " \t").isEmpty {
            editor.offer(line)
        }
    }

    private func saveProgress() {
        guard !progressWarned, let error = store.save(state.progress) else { return }
        progressWarned = true
        Console.warning("\(error); the progress is kept for this run only")
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let kept = drop { set.contains($0) }
        return String(kept.reversed().drop { set.contains($0) }.reversed())
    }
}
