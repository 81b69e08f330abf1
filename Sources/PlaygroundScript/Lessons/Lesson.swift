/// A lesson: a `.lps` script whose `#%` comment directives cut it into steps, each with
/// narration, hidden setup, an optional demonstration, the attendee's task (a placeholder and
/// its solution), hints and a check. Directives are comments, so the file stays a script that
/// `lps run` replays and `lps check` checks (with every solution in place). The markup:
///
///     #% lesson: Compositional layout           the title (once, before the first step)
///     # ...                                     the lesson's introduction (comments); code here
///                                               runs hidden before every step (`device iPhone15`)
///     #% step: A one-column list                a step and its title
///     # ...                                     its narration (comments)
///     #% setup                                  code run before the step, not shown
///     #% show                                   code run and shown with its output (a failure
///                                               to look at, the state so far)
///     #% task                                   the attendee's task:
///     #| let item = ...                         the placeholder, as the attendee starts from it
///     let item = ...                            the solution (live code: what the script runs)
///     #% hint: ...                              a hint; comment lines under it continue it
///     #% check [tolerance: 0.5] [ignore: height, y]
///     frames                                    probes: what is compared, with the solution's
///     #> ...                                    output as their transcript
///
/// A step's session starts from the lesson replayed up to it (earlier steps with their
/// solutions and probes); the check runs its probes after the attendee's code and after the
/// solution, each from that start, and compares what they computed (frames, content size,
/// the last apply's batch, printed values), in words.
public struct Lesson: Codable, Hashable, Sendable {
    /// The file as it was named (locations in messages use its last component).
    public var file: String
    public var title: String
    /// The comment lines after `#% lesson:` (without `# `).
    public var introduction: [String]
    public var steps: [LessonStep]
    /// Where the first step starts (0-based line index): everything above runs before every step.
    var preambleEnd: Int
    /// The script's lines.
    var lines: [String]

    /// The name messages use for the file: its last path component.
    public var displayName: String { file.split(separator: "/").last.map(String.init) ?? file }

    /// The script text the lesson was read from.
    public var text: String { lines.joined(separator: "\n") }
}

/// One step of a lesson.
public struct LessonStep: Codable, Hashable, Sendable {
    /// 1-based.
    public var number: Int
    public var title: String
    /// The 1-based line of its `#% step:` directive.
    public var line: Int
    /// Its narration (comment lines, without `# `).
    public var narration: [String]
    /// Code run before the attendee's, unseen.
    public var setup: LessonCode?
    /// Code run and shown with its output when the step starts.
    public var show: LessonCode?
    /// The attendee's starting point (the `#|` lines, without `#| `).
    public var placeholder: [String]
    /// The step's answer, as the script runs it.
    public var solution: LessonCode
    /// Revealed one at a time.
    public var hints: [String]
    public var check: LessonCheck
    /// The 0-based line range of the whole step in the file (its directive to the next step's).
    var range: Range<Int>
}

/// Lines of code in a lesson file.
public struct LessonCode: Codable, Hashable, Sendable {
    /// The 1-based number of its first line in the file.
    public var firstLine: Int
    /// Its lines as written, expectation lines (`#>`, `#!`) included.
    public var lines: [String]

    /// The code without its expectation lines, as an attendee would type it.
    public var code: [String] {
        var out = lines.filter { !TranscriptCheck.isExpectation(Substring($0)) }
        while out.last?.trimmingSpaces.isEmpty == true { out.removeLast() }
        while out.first?.trimmingSpaces.isEmpty == true { out.removeFirst() }
        return out
    }

    /// The 0-based line range in the file.
    var range: Range<Int> { (firstLine - 1)..<(firstLine - 1 + lines.count) }
}

/// What a step's check compares.
public struct LessonCheck: Codable, Hashable, Sendable {
    /// The 1-based line of its `#% check` directive.
    public var line: Int
    /// How far a length may be from the solution's and still count as the same (points).
    public var tolerance: Double
    /// What a frame comparison leaves out, where the task allows several right answers.
    public var ignoring: [FrameProperty]
    public var probes: [LessonProbe]

    /// The parts of a frame a check can leave out.
    public enum FrameProperty: String, Codable, Hashable, Sendable, CaseIterable {
        case x, y, width, height, z, id
    }

    /// The tolerance a check has unless it says otherwise (frames print with 3 decimals).
    public static let defaultTolerance = 0.001
}

/// A probe: a command or statement run after the attendee's code and after the solution.
public struct LessonProbe: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// `frames [section: N] [kind: K]`: every element's frame.
        case frames
        /// `visible`: the elements in the viewport.
        case visible
        /// `contentSize`: the collection view's content size.
        case contentSize
        /// `batch`: the last apply's update and change batch.
        case batch
        /// Anything else: what it prints (a value, a tree, a table) line by line.
        case output
    }

    /// The 1-based number of its first line.
    public var line: Int
    /// Its lines (a Swift statement may span several), expectations left out.
    public var lines: [String]
    public var kind: Kind
    /// `frames section: N`.
    public var section: Int?
    /// `frames kind: cells|supplementaries|decorations`.
    public var elementKind: String?

    /// The probe as one line, for messages.
    public var text: String { lines.first ?? "" }
}

/// A lesson file that does not follow the markup: where and why.
public struct LessonFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based; 0 for the file as a whole.
    public var line: Int
    public var message: String

    public var description: String {
        line > 0 ? "error: \(message)\n --> \(file):\(line):1" : "error: \(message)\n --> \(file)"
    }
}

extension Lesson {
    /// The directive prefix (`#% step: ...`) and the placeholder prefix (`#| code`).
    static let directivePrefix = "#%"
    static let placeholderPrefix = "#|"

    /// Whether `text` reads as a lesson: a `#% lesson:` line among its comment lines.
    public static func isLesson(_ text: String) -> Bool {
        text.sourceLines.contains { $0.trimmingSpaces.hasASCIIPrefix("#% lesson:") }
    }

    /// Reads a lesson from its script text. `file` names it in messages.
    public init(text: String, file: String) throws(LessonFormatError) {
        self = try LessonParser(text: text, file: file).parse()
    }
}

/// Reads the markup, unit by unit as the playground splits a script (so a `#%` line inside a
/// multi-line string literal is Swift text, not a directive).
struct LessonParser {
    let file: String
    let display: String
    let lines: [Substring]
    let units: [SourceUnit]

    init(text: String, file: String) {
        self.file = file
        display = file.split(separator: "/").last.map(String.init) ?? file
        var source = text
        if source.utf8.starts(with: [0xEF, 0xBB, 0xBF]) {
            source = String(decoding: source.utf8.dropFirst(3), as: UTF8.self)
        }
        lines = source.sourceLines
        units = Playground(options: PlaygroundOptions()).units(lines)
    }

    func error(_ line: Int, _ message: String) -> LessonFormatError {
        LessonFormatError(file: display, line: line, message: message)
    }

    /// The directive on a comment line: its word and what follows it (`step`, `A grid`).
    static func directive(_ line: Substring) -> (word: String, argument: String)? {
        let t = line.trimmingSpaces
        guard t.hasASCIIPrefix(Lesson.directivePrefix) else { return nil }
        let rest = t.dropFirst(2).trimmingSpaces
        let word = rest.prefix { $0.isLetter }
        var argument = rest.dropFirst(word.count).trimmingSpaces
        if argument.first == ":" { argument = argument.dropFirst().trimmingSpaces }
        return (String(word), String(argument))
    }

    /// A narration or hint line: a comment's text without `#` and one space.
    static func commentText(_ line: Substring) -> String {
        var t = line.trimmingSpaces.dropFirst()
        if t.first == " " { t = t.dropFirst() }
        return String(t)
    }

    private enum Block { case introduction, narration, setup, show, task, hint, check }

    /// A step being read.
    private struct Draft {
        var title: String
        var line: Int
        var narration: [String] = []
        var setup: Range<Int>?
        var show: Range<Int>?
        var placeholder: [String] = []
        var task: Int?
        var solution: Range<Int>?
        var hints: [String] = []
        var check: Int?
        var tolerance = LessonCheck.defaultTolerance
        var ignoring: [LessonCheck.FrameProperty] = []
        var probes: [LessonProbe] = []
    }

    func parse() throws(LessonFormatError) -> Lesson {
        guard lines.count <= Limits.scriptLines else {
            throw LessonFormatError(
                file: display, line: 0,
                message: "'\(display)' has \(lines.count) lines; the limit is \(Limits.scriptLines)")
        }
        var title: String?
        var introduction: [String] = []
        var preambleEnd = lines.count
        var steps: [LessonStep] = []
        var draft: Draft?
        var block = Block.introduction
        /// Extends a code block's range to cover the unit.
        func extend(_ range: Range<Int>?, _ unit: SourceUnit) -> Range<Int> {
            let end = unit.firstLine + unit.lineCount
            return (range?.lowerBound ?? unit.firstLine)..<end
        }

        for unit in units {
            let first = lines[unit.firstLine]
            let number = unit.firstLine + 1
            let isExpectation = TranscriptCheck.isExpectation(unit: unit, in: lines)
            if unit.kind == .blank { continue }
            if unit.kind == .comment, !isExpectation, let (word, argument) = Self.directive(first) {
                switch word {
                case "lesson":
                    guard title == nil else { throw error(number, "a lesson has one '#% lesson:' line") }
                    guard draft == nil && steps.isEmpty else {
                        throw error(number, "'#% lesson:' comes before the first step")
                    }
                    guard !argument.isEmpty else { throw error(number, "'#% lesson:' needs a title") }
                    title = argument
                    block = .introduction
                case "step":
                    guard title != nil else { throw error(number, "the file begins with '#% lesson: TITLE'") }
                    guard !argument.isEmpty else { throw error(number, "'#% step:' needs a title") }
                    if let done = draft { steps.append(try finish(done, number: steps.count + 1, end: unit.firstLine)) }
                    if draft == nil && steps.isEmpty { preambleEnd = unit.firstLine }
                    draft = Draft(title: argument, line: number)
                    block = .narration
                case "setup", "show", "task", "hint", "check":
                    guard var d = draft else {
                        throw error(number, "'#% \(word)' belongs to a step: '#% step: TITLE' first")
                    }
                    switch word {
                    case "setup":
                        guard d.setup == nil, d.show == nil, d.task == nil else {
                            throw error(number, "'#% setup' comes once, before '#% show' and '#% task'")
                        }
                        d.setup = unit.firstLine + 1..<unit.firstLine + 1
                        block = .setup
                    case "show":
                        guard d.show == nil, d.task == nil else {
                            throw error(number, "'#% show' comes once, before '#% task'")
                        }
                        d.show = unit.firstLine + 1..<unit.firstLine + 1
                        block = .show
                    case "task":
                        guard d.task == nil else { throw error(number, "a step has one '#% task'") }
                        d.task = number
                        block = .task
                    case "hint":
                        guard d.task != nil, d.check == nil else {
                            throw error(number, "hints come after the task and before the check")
                        }
                        d.hints.append(argument)
                        block = .hint
                    default:
                        guard d.task != nil else { throw error(number, "'#% check' comes after the step's '#% task'") }
                        guard d.check == nil else { throw error(number, "a step has one '#% check'") }
                        d.check = number
                        (d.tolerance, d.ignoring) = try checkOptions(argument, line: number)
                        block = .check
                    }
                    draft = d
                default:
                    throw error(
                        number,
                        "unknown directive '#% \(word)' (lesson, step, setup, show, task, hint, check)")
                }
                continue
            }
            if unit.kind == .comment, !isExpectation, first.trimmingSpaces.hasASCIIPrefix(Lesson.placeholderPrefix) {
                guard block == .task, var d = draft, d.solution == nil else {
                    throw error(number, "a placeholder line ('#|') belongs under '#% task', before the solution")
                }
                var t = first.trimmingSpaces.dropFirst(2)
                if t.first == " " { t = t.dropFirst() }
                d.placeholder.append(String(t))
                draft = d
                continue
            }
            switch block {
            case .introduction:
                if unit.kind == .comment && !isExpectation {
                    if title != nil, !Self.isDirectiveShaped(first) { introduction.append(Self.commentText(first)) }
                }
            case .narration:
                guard unit.kind == .comment, !isExpectation else {
                    throw error(number, "code in a step belongs under '#% setup', '#% show', '#% task' or '#% check'")
                }
                draft?.narration.append(Self.commentText(first))
            case .hint:
                guard unit.kind == .comment, !isExpectation else {
                    throw error(number, "a hint is comment lines; code goes under '#% task' or '#% check'")
                }
                if var d = draft, !d.hints.isEmpty {
                    let text = Self.commentText(first)
                    let last = d.hints.removeLast()
                    d.hints.append(last.isEmpty ? text : last + "\n" + text)
                    draft = d
                }
            case .setup:
                let range = extend(draft?.setup, unit)
                draft?.setup = range
            case .show:
                let range = extend(draft?.show, unit)
                draft?.show = range
            case .task:
                let range = extend(draft?.solution, unit)
                draft?.solution = range
            case .check:
                guard var d = draft else { break }
                if unit.kind == .command || unit.kind == .swift {
                    d.probes.append(probe(unit))
                }
                draft = d
            }
        }
        guard let title else {
            throw LessonFormatError(file: display, line: 0, message: "not a lesson: no '#% lesson: TITLE' line")
        }
        if let done = draft { steps.append(try finish(done, number: steps.count + 1, end: lines.count)) }
        guard !steps.isEmpty else {
            throw LessonFormatError(file: display, line: 0, message: "the lesson has no steps ('#% step: TITLE')")
        }
        return Lesson(
            file: file, title: title, introduction: Self.trimmed(introduction), steps: steps,
            preambleEnd: preambleEnd, lines: lines.map(String.init))
    }

    static func isDirectiveShaped(_ line: Substring) -> Bool {
        let t = line.trimmingSpaces
        return t.hasASCIIPrefix(Lesson.directivePrefix) || t.hasASCIIPrefix(Lesson.placeholderPrefix)
    }

    /// Blank lines at either end of narration are dropped.
    static func trimmed(_ text: [String]) -> [String] {
        var t = text
        while t.last?.trimmingSpaces.isEmpty == true { t.removeLast() }
        while t.first?.trimmingSpaces.isEmpty == true { t.removeFirst() }
        return t
    }

    private func code(_ range: Range<Int>?) -> LessonCode? {
        guard let range, !range.isEmpty else { return nil }
        return LessonCode(firstLine: range.lowerBound + 1, lines: lines[range].map(String.init))
    }

    private func finish(_ d: Draft, number: Int, end: Int) throws(LessonFormatError) -> LessonStep {
        guard d.task != nil else { throw error(d.line, "step \(number) ('\(d.title)') has no '#% task'") }
        guard let solution = code(d.solution), !solution.code.isEmpty else {
            throw error(d.task ?? d.line, "step \(number) has no solution: code under '#% task', after the '#|' lines")
        }
        guard !d.placeholder.isEmpty else {
            throw error(d.task ?? d.line, "step \(number) has no placeholder: '#|' lines under '#% task'")
        }
        guard let checkLine = d.check else { throw error(d.line, "step \(number) ('\(d.title)') has no '#% check'") }
        guard !d.probes.isEmpty else {
            throw error(checkLine, "the check of step \(number) has nothing to compare: put commands under '#% check'")
        }
        return LessonStep(
            number: number, title: d.title, line: d.line, narration: Self.trimmed(d.narration), setup: code(d.setup),
            show: code(d.show), placeholder: d.placeholder, solution: solution,
            hints: d.hints.filter { !$0.trimmingSpaces.isEmpty },
            check: LessonCheck(line: checkLine, tolerance: d.tolerance, ignoring: d.ignoring, probes: d.probes),
            range: (d.line - 1)..<end)
    }

    /// `tolerance: 0.5`, `ignore: height, y`, in any order.
    private func checkOptions(_ text: String, line: Int) throws(LessonFormatError) -> (
        Double, [LessonCheck.FrameProperty]
    ) {
        var tolerance = LessonCheck.defaultTolerance
        var ignoring: [LessonCheck.FrameProperty] = []
        var rest = Substring(text).trimmingSpaces
        while !rest.isEmpty {
            if rest.hasASCIIPrefix("tolerance:") {
                let value = rest.dropFirst(10).trimmingSpaces.prefix { !$0.isWhitespace }
                guard let t = Double(value), t >= 0, t <= 1_000 else {
                    throw error(line, "'tolerance:' takes a number of points from 0 to 1000, not '\(value)'")
                }
                tolerance = t
                rest = rest.dropFirst(10).trimmingSpaces.dropFirst(value.count).trimmingSpaces
            } else if rest.hasASCIIPrefix("ignore:") {
                var list = rest.dropFirst(7).trimmingSpaces
                while let word = list.split(whereSeparator: { $0 == "," || $0 == " " }).first,
                    let property = LessonCheck.FrameProperty(rawValue: String(word))
                {
                    ignoring.append(property)
                    list = list.dropFirst(word.count).drop { $0 == "," || $0 == " " }
                }
                if let word = list.split(separator: " ").first, !word.hasSuffix(":") {
                    let names = LessonCheck.FrameProperty.allCases.map(\.rawValue).joined(separator: ", ")
                    throw error(line, "'ignore:' takes \(names), not '\(word)'")
                }
                rest = list
            } else {
                let word = rest.prefix { !$0.isWhitespace }
                throw error(line, "'#% check' takes 'tolerance: N' and 'ignore: ...', not '\(word)'")
            }
        }
        return (tolerance, ignoring)
    }

    private func probe(_ unit: SourceUnit) -> LessonProbe {
        let shown = lines[unit.firstLine..<(unit.firstLine + unit.lineCount)].map(String.init)
        let words = shown[0].trimmingSpaces.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var probe = LessonProbe(line: unit.firstLine + 1, lines: shown, kind: .output)
        guard unit.kind == .command, let name = words.first else { return probe }
        switch name {
        case "frames": probe.kind = .frames
        case "visible": probe.kind = .visible
        case "contentSize": probe.kind = .contentSize
        case "batch" where words.count == 1: probe.kind = .batch
        default: return probe
        }
        var i = 1
        while i + 1 < words.count {
            if words[i] == "section:" { probe.section = Int(words[i + 1]) }
            if words[i] == "kind:" { probe.elementKind = words[i + 1] }
            i += 1
        }
        if words.contains("--json") { probe.kind = .output }
        return probe
    }
}
