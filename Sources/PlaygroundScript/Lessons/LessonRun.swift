import PlaygroundCore

/// A statement the lesson ran and showed (a step's `#% show` code), with what it printed.
public struct LessonShownStatement: Hashable, Sendable {
    public var lines: [String]
    public var outputs: [Output]
}

/// An attendee working through a lesson: the step they are on, their session for it (the lesson
/// replayed up to the step, then what they typed), and their progress. A value: a shell runs a
/// statement on a copy and keeps it (`accept`), so an abandoned command changes nothing.
/// The terminal runner (`lps lesson`) and any other front end only render what it returns.
public struct LessonRun: Sendable {
    public let lesson: Lesson
    public let options: PlaygroundOptions
    let reader: FileReader
    let lines: [Substring]
    let units: [SourceUnit]
    /// The session before step k's directive (the lesson replayed up to it), made when first needed.
    private var before: [Playground?]
    /// The session at the start of step k (its setup and show run) and what the show printed.
    private var starts: [(Playground, [LessonShownStatement])?]
    /// What step k's probes give after its solution.
    private var expected: [[LessonProbeData]?]

    /// 0-based index of the current step.
    public private(set) var stepIndex: Int
    /// The attendee's session for the current step.
    public private(set) var playground: Playground
    public private(set) var progress: LessonProgress
    /// Lines the attendee has entered in this step (numbers locations: `<task>:N`).
    public private(set) var lineCount = 0

    public var step: LessonStep { lesson.steps[stepIndex] }

    public init(lesson: Lesson, options: PlaygroundOptions = .init(), reader: @escaping FileReader) {
        self.lesson = lesson
        self.options = options
        self.reader = reader
        lines = lesson.lines.map { Substring($0) }
        let probe = Playground(options: options)
        units = probe.units(lines)
        before = Array(repeating: nil, count: lesson.steps.count)
        starts = Array(repeating: nil, count: lesson.steps.count)
        expected = Array(repeating: nil, count: lesson.steps.count)
        stepIndex = 0
        playground = probe
        progress = LessonProgress(lesson: lesson.displayName, title: lesson.title)
    }

    // MARK: replay

    /// Runs the script's units that start within `range` on `playground` (writes succeed without
    /// writing, as in check mode); the statements and their outputs.
    func replay(_ range: Range<Int>, on playground: inout Playground) -> [LessonShownStatement] {
        var shown: [LessonShownStatement] = []
        for unit in units where range.contains(unit.firstLine) && (unit.kind == .command || unit.kind == .swift) {
            let text = Array(lines[unit.firstLine..<(unit.firstLine + unit.lineCount)])
            let outputs = playground.execute(
                unit: SourceUnit(kind: unit.kind, firstLine: 0, lineCount: unit.lineCount), lines: text,
                file: lesson.file, display: lesson.displayName, reader: reader, writer: TranscriptCheck.dryWriter,
                firstLineNumber: unit.firstLine + 1)
            shown.append(LessonShownStatement(lines: text.map(String.init), outputs: outputs))
        }
        return shown
    }

    /// The session before step `k` (its directive).
    private mutating func session(before k: Int) -> Playground {
        if let made = before[k] { return made }
        var playground: Playground
        if k == 0 {
            playground = Playground(options: options)
            _ = replay(0..<lesson.preambleEnd, on: &playground)
        } else {
            playground = session(before: k - 1)
            _ = replay(lesson.steps[k - 1].range, on: &playground)
        }
        // A replay Ctrl-C cut short is no start to keep.
        if !options.isInterrupted() { before[k] = playground }
        return playground
    }

    /// The session at the start of step `k` and what its `#% show` code printed.
    mutating func start(of k: Int) -> (Playground, [LessonShownStatement]) {
        if let made = starts[k] { return made }
        var playground = session(before: k)
        let step = lesson.steps[k]
        if let setup = step.setup { _ = replay(setup.range, on: &playground) }
        let shown = step.show.map { replay($0.range, on: &playground) } ?? []
        if !options.isInterrupted() { starts[k] = (playground, shown) }
        return (playground, shown)
    }

    // MARK: moving

    /// Goes to step `k` (0-based, clamped) with an empty attempt: the statements its `#% show`
    /// code ran, to show them.
    @discardableResult
    public mutating func go(to k: Int) -> [LessonShownStatement] {
        stepIndex = min(max(0, k), lesson.steps.count - 1)
        let (start, shown) = start(of: stepIndex)
        playground = start
        lineCount = 0
        progress.step = stepIndex + 1
        progress.attempts[stepIndex + 1] = nil
        return shown
    }

    /// Goes to step `k` and replays the attempt kept for it in `saved` (a resumed lesson), with
    /// writes made dry; the outputs of the replay are not shown.
    public mutating func resume(_ saved: LessonProgress) -> [LessonShownStatement] {
        let k = min(max(1, saved.step), lesson.steps.count) - 1
        progress.solved = saved.solved.filter { (1...lesson.steps.count).contains($0) }
        progress.hintsShown = saved.hintsShown.filter { (1...lesson.steps.count).contains($0.key) }
        progress.solutionsShown = saved.solutionsShown.filter { (1...lesson.steps.count).contains($0) }
        let shown = go(to: k)
        for statement in saved.attempts[k + 1] ?? [] {
            _ = enter(statement, writer: TranscriptCheck.dryWriter)
        }
        return shown
    }

    // MARK: the attendee's code

    /// The location of the attendee's next statement.
    public var nextLocation: SourceLocation { SourceLocation(file: "<task>", line: lineCount + 1) }

    /// Runs one statement (a command, or Swift that may span lines) typed by the attendee.
    public mutating func enter(_ statement: String, writer: @escaping FileWriter = Playground.noWriter) -> [Output] {
        var copy = playground
        let outputs = copy.execute(line: statement, at: nextLocation, reader: reader, writer: writer)
        accept(statement, playground: copy, outputs: outputs)
        return outputs
    }

    /// Keeps the result of a statement the shell ran on `playground` at `nextLocation`: the
    /// session, and the statement in the attempt when it succeeded (a failed one changed nothing).
    public mutating func accept(_ statement: String, playground next: Playground, outputs: [Output]) {
        lineCount += max(1, statement.sourceLines.count)
        playground = next
        guard !outputs.contains(where: \.isError) else { return }
        progress.attempts[stepIndex + 1, default: []].append(statement)
    }

    /// Runs lines of code (several statements, as a file holds them) as the attendee's.
    public mutating func enterCode(_ code: [String], writer: @escaping FileWriter = Playground.noWriter) -> [Output] {
        let text = code.map { Substring($0) }
        var outputs: [Output] = []
        for unit in playground.units(text) where unit.kind == .command || unit.kind == .swift {
            let statement = text[unit.firstLine..<(unit.firstLine + unit.lineCount)].joined(separator: "\n")
            outputs += enter(statement, writer: writer)
        }
        return outputs
    }

    /// Starts the current step over: its starting session, no attempt.
    public mutating func restart() { go(to: stepIndex) }

    // MARK: hints, solution, check

    /// The next hint of the current step: its number (1-based), how many there are, its text; nil
    /// when every hint is already shown.
    public mutating func revealHint() -> (number: Int, of: Int, text: String)? {
        let shown = progress.hintsShown[stepIndex + 1] ?? 0
        guard shown < step.hints.count else { return nil }
        progress.hintsShown[stepIndex + 1] = shown + 1
        return (shown + 1, step.hints.count, step.hints[shown])
    }

    /// The hints shown so far in the current step.
    public var hintsShown: [String] { Array(step.hints.prefix(progress.hintsShown[stepIndex + 1] ?? 0)) }

    /// The solution's code (noted in the progress: it was shown).
    public mutating func revealSolution() -> [String] {
        if !progress.solutionsShown.contains(stepIndex + 1) {
            progress.solutionsShown.append(stepIndex + 1)
            progress.solutionsShown.sort()
        }
        return step.solution.code
    }

    /// What step `k`'s probes give after its solution.
    mutating func expectedData(_ k: Int) -> [LessonProbeData] {
        if let made = expected[k] { return made }
        var playground = start(of: k).0
        _ = replay(lesson.steps[k].solution.range, on: &playground)
        let data = LessonProbeData.probe(lesson.steps[k].check, on: playground, run: self)
        if !options.isInterrupted() { expected[k] = data }
        return data
    }

    /// Compares what the check's probes give after the attendee's code with what they give after
    /// the solution. A pass is recorded in the progress; the session is left as it was.
    public mutating func check() -> LessonCheckResult { check(isInterrupted: nil) }

    /// The same, with its own interruption check for the attendee's side of the comparison (a
    /// workshop server's deadline); the step's expected data is made with the lesson's options.
    public mutating func check(isInterrupted: (@Sendable () -> Bool)?) -> LessonCheckResult {
        let wanted = expectedData(stepIndex)
        let got = LessonProbeData.probe(step.check, on: playground, run: self, isInterrupted: isInterrupted)
        if options.isInterrupted() || isInterrupted?() == true {
            // Cut short: nothing was compared, so nothing passed.
            let line = step.check.line
            return LessonCheckResult(
                step: stepIndex + 1, passed: false,
                differences: [LessonDifference(probe: "check", line: line, message: "interrupted before it compared")])
        }
        var differences: [LessonDifference] = []
        for (i, probe) in step.check.probes.enumerated() where i < wanted.count && i < got.count {
            for message in LessonComparison.differences(got[i], wanted[i], check: step.check) {
                // Probes failing for one reason (no layout yet) say it once.
                if let same = differences.firstIndex(where: { $0.message == message }) {
                    if !differences[same].probe.split(separator: ",").contains(where: {
                        $0.trimmingSpaces == probe.text.trimmingSpaces
                    }) {
                        differences[same].probe += ", " + probe.text
                    }
                    continue
                }
                differences.append(LessonDifference(probe: probe.text, line: probe.line, message: message))
            }
        }
        let passed = differences.isEmpty
        if passed, !progress.solved.contains(stepIndex + 1) {
            progress.solved.append(stepIndex + 1)
            progress.solved.sort()
        }
        return LessonCheckResult(step: stepIndex + 1, passed: passed, differences: differences)
    }
}

/// What a check found.
public struct LessonCheckResult: Codable, Hashable, Sendable {
    /// 1-based.
    public var step: Int
    /// True only when every probe gave what the solution gives.
    public var passed: Bool
    /// What differs, in words, probe by probe (empty when passed).
    public var differences: [LessonDifference]

    /// The result as one JSON object: `{"step", "passed", "differences": [{"probe", "line", "message"}]}`.
    public var json: String { JSONValueEncoder.encode(self).serialized() }
}

/// One thing a check found different.
public struct LessonDifference: Codable, Hashable, Sendable {
    /// The probe that found it, as written (`frames kind: cells`).
    public var probe: String
    /// The probe's 1-based line in the lesson.
    public var line: Int
    /// "cell [0, 2] is 117.9 wide, the step wants 130.333".
    public var message: String
}

/// One statement of an attendee's editor text as `LessonRun.runEditor` ran it: its lines in the
/// editor and what it printed.
public struct LessonEditorStatement: Sendable {
    /// The 1-based editor line it starts on.
    public var firstLine: Int
    public var lineCount: Int
    public var outputs: [Output]
}

extension LessonRun {
    /// Makes every step's start and expected check data now (a server shares them between the
    /// copies it hands each attendee, so no attendee pays for a replay).
    public mutating func prepareAllSteps() {
        for k in lesson.steps.indices {
            _ = start(of: k)
            _ = expectedData(k)
        }
    }

    /// Runs the whole text of an editor as the attempt at the current step: the step starts over,
    /// then each statement runs in order, located at its editor line (`<task>:LINE:COLUMN`),
    /// until one fails. The session runs with at most `steps` steps per unit and `memory` bytes;
    /// a statement that would raise either (`set steps N`) fails instead and changes nothing.
    public mutating func runEditor(
        _ text: String, steps: Int, memory: Int, writer: @escaping FileWriter,
        isInterrupted: @escaping @Sendable () -> Bool
    ) -> [LessonEditorStatement] {
        restart()
        playground.session.settings.stepBudget = min(playground.session.settings.stepBudget, steps)
        playground.session.settings.memoryBudget = min(playground.session.settings.memoryBudget, memory)
        let lines = text.sourceLines
        var ran: [LessonEditorStatement] = []
        for unit in playground.units(lines) where unit.kind == .command || unit.kind == .swift {
            let statement = lines[unit.firstLine..<(unit.firstLine + unit.lineCount)].joined(separator: "\n")
            let location = SourceLocation(file: "<task>", line: unit.firstLine + 1)
            var copy = playground
            var outputs = copy.execute(
                line: statement, at: location, reader: reader, writer: writer, isInterrupted: isInterrupted)
            let settings = copy.session.settings
            if settings.stepBudget > steps || settings.memoryBudget > memory {
                let message =
                    "error: a workshop session keeps its budgets: at most \(steps) steps and \(memory >> 20) MB"
                outputs = [.diagnostic(message + "\n  --> \(location)", severity: .error)]
                copy = playground
            }
            lineCount = unit.firstLine
            accept(statement, playground: copy, outputs: outputs)
            ran.append(
                LessonEditorStatement(firstLine: unit.firstLine + 1, lineCount: unit.lineCount, outputs: outputs))
            if outputs.contains(where: \.isError) || isInterrupted() { break }
        }
        lineCount = lines.count
        return ran
    }
}

extension LessonRun {
    /// What the current step's `#% show` code printed when the step started.
    public var shownAtStart: [LessonShownStatement] { starts[stepIndex]?.1 ?? [] }
}
