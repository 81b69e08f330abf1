import PlaygroundCore

/// The whole playground as the shell sees it: a session plus the language around it.
///
/// TEMPORARY BODY: the signatures are the contract with `Sources/lps`; the bodies are being written.
public struct Playground: Sendable {
    public let options: PlaygroundOptions

    public init(options: PlaygroundOptions = .init()) {
        self.options = options
    }

    /// Runs one line typed at the prompt (or one line of a script).
    /// `include` reads through `reader`; a failed line leaves the session exactly as it was.
    public mutating func execute(line: String, at location: SourceLocation, reader: FileReader) -> [Output] {
        let trimmed = line.trimmingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return [] }
        if trimmed == "quit" || trimmed == "exit" { return [.effect(.quit(status: 0))] }
        return [.text(String(trimmed))]
    }

    /// Runs a whole script text. Stops at the first error unless `keepGoing`.
    public mutating func run(script text: String, file: String, keepGoing: Bool, reader: FileReader) -> ScriptResult {
        var result = ScriptResult()
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let outputs = execute(line: String(line), at: SourceLocation(file: file, line: number), reader: reader)
            result.outputs += outputs
            if outputs.contains(where: { if case .diagnostic(_, .error) = $0 { true } else { false } }) {
                result.failed = true
                if !keepGoing { break }
            }
        }
        return result
    }

    /// Completion candidates for the word under `cursor` (a Character offset into `line`).
    public func completions(line: String, cursor: Int) -> Completion {
        Completion(wordStart: cursor, candidates: [])
    }

    /// The prompt the REPL shows.
    public var prompt: String { "lps> " }
}

/// What replaying a script produced.
public struct ScriptResult: Hashable, Sendable {
    public var outputs: [Output] = []
    /// True when any line produced an error diagnostic.
    public var failed = false
    public init() {}
}

/// Self-checking scripts: expected output lives in `#> ` (stdout) and `#! ` (diagnostic) lines
/// directly under the command that produced it.
public enum TranscriptCheck {
    public struct Result: Hashable, Sendable {
        /// True when every expectation matched.
        public var passed: Bool
        /// A unified diff of expected versus actual, empty when passed.
        public var diff: String
        /// The script text with its expectations replaced by the actual output (for `--update`).
        public var updatedText: String
    }

    /// Replays `text` in a fresh session with the fixed check environment and compares.
    public static func check(text: String, file: String, reader: FileReader) -> Result {
        Result(passed: true, diff: "", updatedText: text)
    }
}

extension StringProtocol {
    var trimmingSpaces: Substring {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return s
    }
}
