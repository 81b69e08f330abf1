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
    /// Result text for standard output made as it is printed: a long table (`frames` of a
    /// million elements) written row by row from the resolved layout, never held as lines. Its
    /// lines are exactly the `.text` outputs it stands for. Only a playground whose options ask
    /// for it (`PlaygroundOptions.streamsResults`) is given these; others get `.text` lines.
    case stream(ResultStream)
    /// A rendered diagnostic (error, warning or note) for standard error; may span several lines.
    case diagnostic(String, severity: Severity)
    /// Something only the shell may do.
    case effect(Effect)
}

public enum Severity: String, Hashable, Sendable {
    case error, warning, note
}

/// Side effects the shell carries out after the line. (Files are written during the command,
/// through the `FileWriter` the shell passes in, so a failed write fails the command.)
public enum Effect: Hashable, Sendable {
    /// Leave the REPL (or stop the script) with this status.
    case quit(status: Int32)
    /// Start the live view (`serve`): a web page on `host`:`port` (0: any free port) showing the
    /// session's picture, updated after every statement. Only the interactive shell serves.
    case serve(host: String, port: Int)
    /// Stop the live view (`serve stop`).
    case stopServing
}

/// Reads a script file for `include`; paths arrive already resolved against the including file.
public typealias FileReader = @Sendable (_ path: String) throws -> String

/// A file `save` or `record` asks the shell to write.
public struct WriteRequest: Hashable, Sendable {
    /// The destination, resolved against the including file as `include` paths are.
    public var path: String
    /// The whole new text of the file (a script written by lps starts with `Playground.scriptMarker`).
    public var contents: String
    /// The user said `overwrite: true`: an existing file lps did not write may be replaced.
    public var overwrite: Bool

    public init(path: String, contents: String, overwrite: Bool = false) {
        self.path = path
        self.contents = contents
        self.overwrite = overwrite
    }
}

/// What a successful write did.
public struct WriteReceipt: Hashable, Sendable {
    /// Where the replaced version now is (`NAME~`), when an earlier file lps wrote was replaced.
    public var backup: String?

    public init(backup: String? = nil) { self.backup = backup }
}

/// Why the shell did not write a file. Anything else a writer throws is reported with its
/// `FileReadFailure` reason (or its description) as the reason.
public enum WriteFailure: Error, Hashable, Sendable {
    /// An existing file whose first line is not `Playground.scriptMarker`, and no `overwrite: true`.
    case notWrittenByLPS
    /// Not a regular file: "a directory", "a FIFO", "a device", "a socket".
    case notARegularFile(String)
    /// The previous version cannot be kept: `backup` exists and is not lps's (or not a regular file).
    case backupInTheWay(backup: String)
    /// The system refused or failed: "no space left on device", "its folder does not exist".
    case failed(reason: String)
}

/// Writes a file for `save` and `record`, atomically: it returns only when the new file is in
/// place, and throws (leaving the old file as it was) otherwise. Called during the command, so a
/// failure fails the command and the session stays as it was.
public typealias FileWriter = @Sendable (_ request: WriteRequest) throws -> WriteReceipt

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
    /// Whether a single completed candidate ends the word (a command name, a keyword, a command's
    /// argument: a space follows it) or may go on (a name that `.member`, `(` or `,` follows).
    public var endsWord: Bool
    /// The word is a file path (the argument of `include`, `save`, `record`): the script library
    /// does not read directories, so the shell lists the candidates for the text from `wordStart`.
    public var isFilePath: Bool

    public init(wordStart: Int, candidates: [String], endsWord: Bool = true, isFilePath: Bool = false) {
        self.wordStart = wordStart
        self.candidates = candidates
        self.endsWord = endsWord
        self.isFilePath = isFilePath
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

    /// Long results (`frames`) come as `Output.stream`, made while the shell prints them,
    /// instead of as a `.text` output per line: a shell that prints outputs as they come asks for this.
    public var streamsResults: Bool

    public init(color: Bool = false, json: Bool = false, streamsResults: Bool = false,
                isInterrupted: @escaping @Sendable () -> Bool = { false }) {
        self.color = color
        self.json = json
        self.streamsResults = streamsResults
        self.isInterrupted = isInterrupted
    }
}
