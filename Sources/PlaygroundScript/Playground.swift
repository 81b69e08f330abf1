import PlaygroundCore

/// Where a piece of script text came from: `file:line:column` (1-based).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// One piece of what running a line produced, in order.
public enum Output: Hashable, Sendable {
    /// Result text for standard output (each element one line, no trailing newline).
    case text(String)
    /// A rendered diagnostic (error, warning or note) for standard error; may span several lines.
    case diagnostic(String, severity: Severity)
    /// Something only the shell may do.
    case effect(Effect)
}

public enum Severity: String, Hashable, Sendable {
    case error, warning, note
}

/// Side effects the shell performs on the session's behalf.
public enum Effect: Hashable, Sendable {
    /// Write `contents` to `path` atomically (temporary file in the same directory, then rename).
    case write(path: String, contents: String)
    /// Leave the REPL (or stop the script) with this status.
    case quit(status: Int32)
}

/// Reads a script file for `include`; paths arrive already resolved against the including file.
public typealias FileReader = @Sendable (_ path: String) throws -> String

/// A reader's error that can say why without naming the path (`include` names the path as the
/// script wrote it, so the message is the same on every machine): "no such file".
public protocol FileReadFailure: Error {
    var reason: String { get }
}

/// The result of asking for completions at a cursor position in a line.
public struct Completion: Hashable, Sendable {
    /// Offset (in Characters from the start of the line) where the word being completed begins.
    public var wordStart: Int
    /// Candidates for the whole word, sorted; one candidate means "complete it".
    public var candidates: [String]

    public init(wordStart: Int, candidates: [String]) {
        self.wordStart = wordStart
        self.candidates = candidates
    }
}

/// Options fixed for a whole run.
public struct PlaygroundOptions: Sendable {
    /// Colour in rendered diagnostics (the shell decides: terminal, `NO_COLOR`, check mode).
    public var color: Bool
    /// Start with JSON output (`lps --json`), as `set output json` does.
    public var json: Bool
    /// Polled between lines of scripts and includes; when it answers true the command stops with
    /// an "interrupted" error and the session is left as it was.
    public var isInterrupted: @Sendable () -> Bool

    public init(color: Bool = false, json: Bool = false, isInterrupted: @escaping @Sendable () -> Bool = { false }) {
        self.color = color
        self.json = json
        self.isInterrupted = isInterrupted
    }
}
