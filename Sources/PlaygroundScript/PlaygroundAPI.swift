import PlaygroundCore

/// The whole playground as the shell sees it: a session plus the language around it.
public struct Playground: Sendable {
    public let options: PlaygroundOptions
    public let registry: Registry
    /// The current state (read-only outside; change it by executing lines).
    public internal(set) var session: Session
    private let interpreter: Interpreter

    /// Lets go of the session on a thread with the evaluator's big stack, leaving a fresh one. A
    /// value the program nested deeply (arrays in arrays, 50,000 levels) is freed one native
    /// frame set per level, more than a main thread's stack holds: a shell calls this before it
    /// lets go of its playground (the REPL at `quit`), so ending a session never crashes.
    public mutating func dismantle() {
        BigStack.run { session = Session(registry: registry) }
    }

    public init(options: PlaygroundOptions = .init(), registry: Registry = .standard) {
        self.options = options
        self.registry = registry
        self.session = Session(registry: registry)
        self.session.settings.json = options.json
        self.interpreter = Interpreter(registry: registry)
    }

    /// The playground's version, for banners and `--version`.
    public static let version = "0.1.0"

    /// The first line of every script lps writes begins with this comment, followed by its kind
    /// (`# written by lps (script): ...`; earlier versions wrote no kind); a shell treats an existing
    /// file whose first line does not as the user's own, and never replaces it unless asked
    /// (`overwrite: true`).
    public static let scriptMarker = "# written by lps"

    /// How the first line of every file lps wrote begins: scripts (`scriptMarker`), pictures and
    /// pages (`export svg`/`html`: an XML/HTML comment) and Swift (`export swift`: a line comment).
    /// The kind follows in parentheses (`WrittenFileKind.markerPrefix`); `WrittenFileKind.author`
    /// reads it, and the markers of earlier versions, which named none.
    public static let fileMarkers = [scriptMarker, "<!-- written by lps", "// written by lps"]

    /// The default writer: writes nothing and says so, so no command claims a write it did not make.
    public static let noWriter: FileWriter = { _ in
        throw WriteFailure.failed(reason: "this playground has no file writer")
    }

    /// Runs one line typed at the prompt (or one line of a script).
    /// `include` reads through `reader`; `save` and `record` write through `writer` while the
    /// command runs (the default writer refuses every write). A failed line, a failed write
    /// included, leaves the session exactly as it was.
    public mutating func execute(
        line: String, at location: SourceLocation, reader: @escaping FileReader,
        writer: @escaping FileWriter = Playground.noWriter
    ) -> [Output] {
        execute(
            line: line, lineNumber: location.line, file: location.file, display: location.file, reader: reader,
            writer: writer)
    }

    /// The same, with its own interruption check for this one line (a shell that abandons a
    /// command on Ctrl-C stops an abandoned `include` between its lines with it).
    public mutating func execute(
        line: String, at location: SourceLocation, reader: @escaping FileReader,
        writer: @escaping FileWriter = Playground.noWriter,
        isInterrupted: @escaping @Sendable () -> Bool
    ) -> [Output] {
        execute(
            line: line, lineNumber: location.line, file: location.file, display: location.file, reader: reader,
            writer: writer, isInterrupted: isInterrupted)
    }

    mutating func execute(
        line: String, lineNumber: Int, file: String, display: String, reader: @escaping FileReader,
        writer: @escaping FileWriter, isInterrupted: (@Sendable () -> Bool)? = nil
    ) -> [Output] {
        let context = ExecutionContext(
            color: options.color, reader: reader, writer: writer, includeStack: [file],
            displayStack: [display], isInterrupted: isInterrupted ?? options.isInterrupted,
            streams: options.streamsResults)
        let source = String(line.sourceLines.first?.trimmingSpaces ?? "")
        return BigStack.run {
            do throws(ScriptError) {
                let outputs = try interpreter.execute(
                    text: line, lineNumber: lineNumber, session: &session, context: context)
                return jsonStatement(outputs, file: display, line: lineNumber, source: source)
            } catch {
                return [rendered(error)]
            }
        }
    }

    /// An error as text, or in JSON mode as one JSON object (see `DiagnosticRenderer.json`).
    func rendered(_ error: ScriptError) -> Output {
        if session.settings.json { return .diagnostic(DiagnosticRenderer.json(error), severity: .error) }
        return .diagnostic(DiagnosticRenderer.render(error, color: options.color), severity: .error)
    }

    /// Whether a result line is a JSON document already (a command's `--json` output, a value
    /// read back: an object, array, string, number, true, false or null), not a line of text.
    static func isJSONDocument(_ t: String) -> Bool {
        guard let first = t.first else { return false }
        if first == "{" || first == "[" || (first == "\"" && t.count >= 2 && t.last == "\"") { return true }
        if t == "true" || t == "false" || t == "null" { return true }
        return t.allSatisfy { "-+.eE0123456789".contains($0) } && Double(t) != nil && first != "+" && first != "."
    }

    /// In JSON mode (`lps --json`, `set output json`) a statement's results become one JSON object
    /// naming its input line, `{"file","line","statement","results":[...]}` (each result the
    /// command's JSON document, or a string for a line of text), and its notes and warnings JSON
    /// objects like errors, so a tool can read a whole run. Text mode is left as it is.
    func jsonStatement(_ outputs: [Output], file: String, line: Int, source: @autoclosure () -> String) -> [Output] {
        guard session.settings.json, !outputs.isEmpty else { return outputs }
        var results: [JSONValue] = []
        var others: [Output] = []
        for output in outputs {
            switch output {
            case .text(let t):
                results.append(Self.isJSONDocument(t) ? .raw(t) : .string(t))
            case .stream(let stream):
                stream.forEachLine { t in
                    results.append(Self.isJSONDocument(t) ? .raw(t) : .string(t))
                    return true
                }
            case .diagnostic(let d, let severity) where severity != .error:
                others.append(
                    .diagnostic(
                        DiagnosticRenderer.json(
                            remarkText: d.strippingColour, severity: severity, file: file, line: line),
                        severity: severity))
            default:
                others.append(output)
            }
        }
        guard !results.isEmpty else { return others }
        let statement = JSONValue.object([
            ("file", .string(file)), ("line", .number(Double(line))), ("statement", .string(source())),
            ("results", .array(results)),
        ])
        return [.text(statement.serialized())] + others
    }

    /// Runs one unit of a script (a command line or Swift statements spanning `unit.lineCount` lines).
    mutating func execute(
        unit: SourceUnit, lines: [Substring], file: String, display: String, reader: @escaping FileReader,
        writer: @escaping FileWriter, firstLineNumber: Int = 1, batch: SwiftBatch? = nil
    ) -> [Output] {
        execute(
            unit: unit, lines: lines, display: display,
            context: scriptContext(file: file, display: display, reader: reader, writer: writer),
            firstLineNumber: firstLineNumber, batch: batch)
    }

    /// The context the units of a script run in (made once per script, not per unit).
    func scriptContext(file: String, display: String, reader: @escaping FileReader, writer: @escaping FileWriter)
        -> ExecutionContext
    {
        ExecutionContext(
            color: options.color, reader: reader, writer: writer, includeStack: [file], displayStack: [display],
            isInterrupted: options.isInterrupted, streams: options.streamsResults)
    }

    /// Runs one unit of a script in `context` (see `scriptContext`).
    mutating func execute(
        unit: SourceUnit, lines: [Substring], display: String, context: ExecutionContext,
        firstLineNumber: Int = 1, batch: SwiftBatch? = nil
    ) -> [Output] {
        BigStack.run {
            do throws(ScriptError) {
                let outputs = try interpreter.execute(
                    unit: unit, lines: lines, firstLineNumber: firstLineNumber, session: &session, context: context,
                    batch: batch)
                // (Asked here: calling a method of the playground from this closure copies the playground.)
                guard session.settings.json, !outputs.isEmpty else { return outputs }
                return jsonStatement(
                    outputs, file: display, line: firstLineNumber + unit.firstLine,
                    source: unit.firstLine < lines.count ? String(lines[unit.firstLine].trimmingSpaces) : "")
            } catch {
                return [rendered(error)]
            }
        }
    }

    /// The units a script text runs as.
    func units(_ lines: [Substring]) -> [SourceUnit] { interpreter.units(lines) }

    /// Whether a REPL entry so far is an unfinished Swift statement (an open brace, bracket or
    /// parenthesis, a trailing operator): the REPL then asks for more on a `...>` prompt.
    public func needsContinuation(_ text: String) -> Bool {
        let lines = text.sourceLines
        guard let first = lines.first(where: { !$0.trimmingSpaces.isEmpty }) else { return false }
        let start = first.trimmingSpaces
        if interpreter.isCommandLine(start) || start.hasPrefix("#") && !SourceUnits.isPreviewMacro(start) {
            return false
        }
        var state = ScanState()
        for line in lines { state.scan(line) }
        // `@available(iOS 14, *)` alone: the declaration it belongs to is on the next line, as a script reads it.
        if state.isComplete,
            lines.allSatisfy({ $0.trimmingSpaces.isEmpty || SourceUnits.isAttributesOnly($0.trimmingSpaces) })
        {
            return true
        }
        // `func rowCount() -> Int` or `class Source: Base` with its `{` on the next line (as pasted code often has it).
        if state.isComplete, let last = lines.last(where: { !$0.trimmingSpaces.isEmpty }),
            SourceUnits.awaitsBody(last.trimmingSpaces)
        {
            return true
        }
        return !state.isComplete && !state.underflow
    }

    /// The prompt for the continuation lines of a statement.
    public var continuationPrompt: String { "...> " }

    /// Runs a whole script text. Stops at the first error (a failed write is one) unless `keepGoing`.
    public mutating func run(
        script text: String, file: String, keepGoing: Bool, reader: @escaping FileReader,
        writer: @escaping FileWriter = Playground.noWriter
    ) -> ScriptResult {
        run(script: text, file: file, display: file, keepGoing: keepGoing, reader: reader, writer: writer)
    }

    mutating func run(
        script text: String, file: String, display: String, keepGoing: Bool, reader: @escaping FileReader,
        writer: @escaping FileWriter
    ) -> ScriptResult {
        BigStack.run {
            runOnThisThread(
                script: text, file: file, display: display, keepGoing: keepGoing, reader: reader, writer: writer)
        }
    }

    /// Runs a whole script, handing each statement's outputs to `after` as soon as it has run
    /// (`lps run` prints them as they come); they are not kept in the result, so a long result
    /// (`Output.stream`) is printed and let go. Stops at the first error unless `keepGoing`.
    public mutating func run(
        script text: String, file: String, keepGoing: Bool, reader: @escaping FileReader,
        writer: @escaping FileWriter = Playground.noWriter,
        after: @escaping ([Output]) -> Void
    ) -> ScriptResult {
        BigStack.run {
            runOnThisThread(
                script: text, file: file, display: file, keepGoing: keepGoing, reader: reader, writer: writer,
                after: after)
        }
    }

    /// Runs a whole script a statement at a time, for workshops (`lps run --step`, `--echo`):
    /// `before` sees each statement (and each comment line, narration) before it runs and may stop
    /// the run there; `after` gets each statement's outputs as soon as it has run (they are not
    /// kept in the result). Blank lines and
    /// expected-output lines (`#>`, `#!`) are not shown. Stops at the first error unless `keepGoing`.
    public mutating func run(
        script text: String, file: String, keepGoing: Bool, reader: @escaping FileReader,
        writer: @escaping FileWriter = Playground.noWriter,
        before: @escaping (ScriptStep) -> StepDecision,
        after: @escaping ([Output]) -> Void
    ) -> ScriptResult {
        BigStack.run {
            runOnThisThread(
                script: text, file: file, display: file, keepGoing: keepGoing, reader: reader, writer: writer,
                before: before, after: after)
        }
    }

    /// The same, handing `after` the playground as each statement left it too (a live view draws it:
    /// `lps serve --step`).
    public mutating func run(
        script text: String, file: String, keepGoing: Bool, reader: @escaping FileReader,
        writer: @escaping FileWriter = Playground.noWriter,
        before: @escaping (ScriptStep) -> StepDecision,
        afterWithState: @escaping (Playground, [Output]) -> Void
    ) -> ScriptResult {
        BigStack.run {
            runOnThisThread(
                script: text, file: file, display: file, keepGoing: keepGoing, reader: reader, writer: writer,
                before: before, after: { _ in }, afterWithState: afterWithState)
        }
    }

    private mutating func runOnThisThread(
        script text: String, file: String, display: String, keepGoing: Bool,
        reader: @escaping FileReader, writer: @escaping FileWriter,
        before: ((ScriptStep) -> StepDecision)? = nil,
        after: (([Output]) -> Void)? = nil,
        afterWithState: ((Playground, [Output]) -> Void)? = nil
    ) -> ScriptResult {
        var result = ScriptResult()
        let lines = text.sourceLines
        // With `after`, outputs go to it as they are made and are not kept.
        func emit(_ outputs: [Output]) {
            if let after { after(outputs) } else { result.outputs += outputs }
        }
        guard lines.count <= Limits.scriptLines else {
            let error = ScriptError("'\(display)' has \(lines.count) lines; the limit is \(Limits.scriptLines)")
            emit([.diagnostic(DiagnosticRenderer.render(error, color: options.color), severity: .error)])
            result.failed = true
            return result
        }
        // Split and parsed ahead on another thread for a long script: the first units run while
        // the rest is still being split.
        var units = ScriptUnits(lines: lines, interpreter: interpreter, ahead: true)
        let context = scriptContext(file: file, display: display, reader: reader, writer: writer)
        var index = 0
        while let unit = units.unit(at: index) {
            defer { index += 1 }
            if options.isInterrupted() {
                emit([
                    .diagnostic(
                        DiagnosticRenderer.render(
                            ScriptError("interrupted at \(display):\(unit.firstLine + 1)"), color: options.color),
                        severity: .error)
                ])
                result.failed = true
                break
            }
            if let before {
                if unit.kind == .blank { continue }
                // An expectation line is a unit of its own (inside a statement, a line that looks like one is
                // its text and is shown); a first-line shebang is not shown either.
                if TranscriptCheck.isExpectation(unit: unit, in: lines)
                    || (unit.firstLine == 0 && TranscriptCheck.isShebang(lines[0]))
                {
                    continue
                }
                let shown = lines[unit.firstLine..<unit.firstLine + unit.lineCount]
                let step = ScriptStep(
                    line: unit.firstLine + 1, lines: shown.map(String.init), isComment: unit.kind == .comment)
                if before(step) == .stop {
                    result.stopped = true
                    break
                }
                if unit.kind == .comment { continue }
            }
            let batch = units.batch(for: index)
            let outputs = execute(unit: unit, lines: lines, display: display, context: context, batch: batch)
            emit(outputs)
            afterWithState?(self, outputs)
            // An error the script itself expects (an `#! error:` line right under the command, as
            // in a workshop handout showing a mistake) is part of the lesson: it does not stop the
            // replay or fail it.
            if outputs.contains(where: \.isError),
                !Self.expectsError(after: unit.firstLine + unit.lineCount - 1, in: lines)
            {
                result.failed = true
                if !keepGoing { break }
            }
            if outputs.contains(where: \.isQuit) { break }
        }
        return result
    }

    /// Whether the expectation lines right under line `index` include an expected error.
    static func expectsError(after index: Int, in lines: [Substring]) -> Bool {
        var i = index + 1
        while i < lines.count, TranscriptCheck.isExpectation(lines[i]) {
            if lines[i].trimmingSpaces.hasPrefix(TranscriptCheck.diagnosticPrefix + " error:") { return true }
            i += 1
        }
        return false
    }

    /// Completion candidates for the word under `cursor` (a Character offset into `line`).
    public func completions(line: String, cursor: Int) -> Completion {
        Completer(registry: registry, session: session).complete(line: line, cursor: cursor)
    }

    /// The prompt the REPL shows.
    public var prompt: String { "lps> " }

    /// The command reference in Markdown (docs/commands.md).
    public static func referenceMarkdown(registry: Registry = .standard) -> String {
        HelpText.referenceMarkdown(registry)
    }

    /// The UIKit exception reasons the playground quotes, in Markdown (docs/uikit-exceptions.md).
    public static func exceptionsMarkdown() -> String {
        ExceptionCatalogue.markdown()
    }
}

extension Output {
    public var isError: Bool { if case .diagnostic(_, .error) = self { true } else { false } }
    public var isQuit: Bool { if case .effect(.quit) = self { true } else { false } }
}

/// One statement (or comment) of a script, as a step-by-step run shows it.
public struct ScriptStep: Hashable, Sendable {
    /// The 1-based number of its first line.
    public var line: Int
    /// Its lines (a Swift statement may span several), expected-output lines left out.
    public var lines: [String]
    /// A comment: narration, shown but not run.
    public var isComment: Bool
}

/// What a step-by-step run does next.
public enum StepDecision: Hashable, Sendable { case run, stop }

/// What replaying a script produced.
public struct ScriptResult: Hashable, Sendable {
    public var outputs: [Output] = []
    /// True when any line produced an error diagnostic.
    public var failed = false
    /// A step-by-step run was stopped before the end (`q`).
    public var stopped = false
    public init() {}
}

extension StringProtocol {
    /// The lines of a script or an output: split at "\n" and at "\r\n", and any "\r"s ending a line
    /// (or the text) are part of the line break. (In Swift "\r\n" is one Character, so splitting at
    /// "\n" alone leaves a CRLF file as one long line.)
    var sourceLines: [Substring] {
        // Byte by byte: "\n" and "\r" are single bytes in UTF-8, and no other character contains them.
        let whole = Substring(self)
        let bytes = whole.utf8
        // Contiguous UTF-8 (every native string): the same cuts, found in the buffer.
        if let lines = bytes.withContiguousStorageIfAvailable({ buffer -> [Substring] in
            var lines: [Substring] = []
            var start = 0
            var startIndex = bytes.startIndex
            func line(_ end: Int) -> Substring {
                var e = end
                while e > start, buffer[e - 1] == 13 { e -= 1 }
                return whole[startIndex..<bytes.index(startIndex, offsetBy: e - start)]
            }
            for i in buffer.indices where buffer[i] == 10 {
                lines.append(line(i))
                startIndex = bytes.index(startIndex, offsetBy: i + 1 - start)
                start = i + 1
            }
            lines.append(line(buffer.count))
            return lines
        }) {
            return lines
        }
        var lines: [Substring] = []
        var start = bytes.startIndex
        func line(_ end: Substring.Index) -> Substring {
            var end = end
            while end > start, bytes[bytes.index(before: end)] == 13 { end = bytes.index(before: end) }
            return whole[start..<end]
        }
        var i = start
        while i != bytes.endIndex {
            if bytes[i] == 10 {
                lines.append(line(i))
                start = bytes.index(after: i)
            }
            i = bytes.index(after: i)
        }
        lines.append(line(bytes.endIndex))
        return lines
    }

    /// `hasPrefix(prefix)` for an ASCII `prefix` without a carriage return, answered from the UTF-8
    /// bytes when they settle it (a replay asks this of every line several times; `hasPrefix` compares
    /// Characters). Bytes settle it when every byte read is ASCII: an ASCII scalar begins its own
    /// Character (no ASCII pair but CR LF joins), and a Character that begins with an ASCII scalar
    /// equals an ASCII Character only if it is that scalar alone (NFC keeps an ASCII starter, or
    /// composes it into a non-ASCII character). A non-ASCII byte among them, or right after the
    /// prefix (a combining mark may extend its last Character), leaves the answer to `hasPrefix`.
    func hasASCIIPrefix(_ prefix: String) -> Bool {
        let bytes = utf8
        var i = bytes.startIndex
        var settled = true
        for b in prefix.utf8 {
            guard i != bytes.endIndex else { return false }
            let c = bytes[i]
            if c >= 0x80 {
                settled = false
                break
            }
            if c != b { return false }
            i = bytes.index(after: i)
        }
        if settled, i == bytes.endIndex || bytes[i] < 0x80 { return true }
        return hasPrefix(prefix)
    }

    var trimmingSpaces: Substring {
        let whole = Substring(self)
        let bytes = whole.utf8
        func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 13 }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start != end, isSpace(bytes[start]) { start = bytes.index(after: start) }
        while end != start, isSpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        return whole[start..<end]
    }
}
