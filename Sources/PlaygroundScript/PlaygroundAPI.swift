import PlaygroundCore

/// The whole playground as the shell sees it: a session plus the language around it.
public struct Playground: Sendable {
    public let options: PlaygroundOptions
    public let registry: Registry
    /// The current state (read-only outside; change it by executing lines).
    public internal(set) var session: Session
    private let interpreter: Interpreter

    public init(options: PlaygroundOptions = .init(), registry: Registry = .standard) {
        self.options = options
        self.registry = registry
        self.session = Session(registry: registry)
        self.session.settings.json = options.json
        self.interpreter = Interpreter(registry: registry)
    }

    /// The playground's version, for banners and `--version`.
    public static let version = "0.1.0"

    /// Runs one line typed at the prompt (or one line of a script).
    /// `include` reads through `reader`; a failed line leaves the session exactly as it was.
    public mutating func execute(line: String, at location: SourceLocation, reader: @escaping FileReader) -> [Output] {
        execute(line: line, lineNumber: location.line, file: location.file, display: location.file, reader: reader)
    }

    /// The same, with its own interruption check for this one line (a shell that abandons a
    /// command on Ctrl-C stops an abandoned `include` between its lines with it).
    public mutating func execute(line: String, at location: SourceLocation, reader: @escaping FileReader,
                                 isInterrupted: @escaping @Sendable () -> Bool) -> [Output] {
        execute(line: line, lineNumber: location.line, file: location.file, display: location.file, reader: reader,
                isInterrupted: isInterrupted)
    }

    mutating func execute(line: String, lineNumber: Int, file: String, display: String, reader: @escaping FileReader,
                          isInterrupted: (@Sendable () -> Bool)? = nil) -> [Output] {
        let context = ExecutionContext(color: options.color, reader: reader, includeStack: [file], displayStack: [display],
                                       isInterrupted: isInterrupted ?? options.isInterrupted)
        do throws(ScriptError) {
            return try interpreter.execute(line: line, lineNumber: lineNumber, session: &session, context: context)
        } catch {
            return [.diagnostic(DiagnosticRenderer.render(error, color: options.color), severity: .error)]
        }
    }

    /// Runs a whole script text. Stops at the first error unless `keepGoing`.
    public mutating func run(script text: String, file: String, keepGoing: Bool, reader: @escaping FileReader) -> ScriptResult {
        run(script: text, file: file, display: file, keepGoing: keepGoing, reader: reader)
    }

    mutating func run(script text: String, file: String, display: String, keepGoing: Bool, reader: @escaping FileReader) -> ScriptResult {
        var result = ScriptResult()
        let lines = text.sourceLines
        guard lines.count <= Limits.scriptLines else {
            let error = ScriptError("'\(display)' has \(lines.count) lines; the limit is \(Limits.scriptLines)")
            result.outputs.append(.diagnostic(DiagnosticRenderer.render(error, color: options.color), severity: .error))
            result.failed = true
            return result
        }
        for (offset, line) in lines.enumerated() {
            if options.isInterrupted() {
                result.outputs.append(.diagnostic(DiagnosticRenderer.render(ScriptError("interrupted at \(display):\(offset + 1)"), color: options.color), severity: .error))
                result.failed = true
                break
            }
            let outputs = execute(line: String(line), lineNumber: offset + 1, file: file, display: display, reader: reader)
            result.outputs += outputs
            // An error the script itself expects (an `#! error:` line right under the command, as
            // in a workshop handout showing a mistake) is part of the lesson: it does not stop the
            // replay or fail it.
            if outputs.contains(where: \.isError), !Self.expectsError(after: offset, in: lines) {
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

/// What replaying a script produced.
public struct ScriptResult: Hashable, Sendable {
    public var outputs: [Output] = []
    /// True when any line produced an error diagnostic.
    public var failed = false
    public init() {}
}

extension StringProtocol {
    /// The lines of a script or an output: split at "\n" and at "\r\n", and any "\r"s ending a line
    /// (or the text) are part of the line break. (In Swift "\r\n" is one Character, so splitting at
    /// "\n" alone leaves a CRLF file as one long line.)
    var sourceLines: [Substring] {
        split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
            var trimmed = Substring(line)
            while trimmed.last == "\r" { trimmed.removeLast() }
            return trimmed
        }
    }

    var trimmingSpaces: Substring {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return s
    }
}
