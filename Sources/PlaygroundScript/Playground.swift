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

/// The kinds of file lps writes. The first line of each names its kind (`marker(_:)`), and a
/// writer replaces only a file lps wrote of the same kind: a picture never replaces a script.
public enum WrittenFileKind: String, CaseIterable, Hashable, Sendable {
    /// `save`, `record`: a replayable script.
    case script
    /// `export svg`, `lps render -o X.svg`.
    case svg
    /// `export html`, `lps render -o X.html`.
    case html
    /// `export swift "X.swift"`, `lps render -o X.swift`.
    case swift
    /// `lps lesson FILE`: how far the attendee got, so the lesson resumes.
    case progress
    /// `export site "DIR"`, `lps render --site DIR`: a folder of HTML pages, each page's first line
    /// marked; the folder is lps's when its `index.html` is.
    case site

    /// The comment the marker is written in, and how it closes.
    private var comment: (open: String, close: String) {
        switch self {
        case .script, .progress: ("# ", "")
        case .svg, .html, .site: ("<!-- ", " -->")
        case .swift: ("// ", "")
        }
    }

    /// How the first line of every file of this kind begins: `# written by lps (script)`,
    /// `<!-- written by lps (svg)`, `<!-- written by lps (html)`, `// written by lps (swift)`.
    public var markerPrefix: String { comment.open + "written by lps (\(rawValue))" }

    /// The whole first line of a file of this kind; `what` says what wrote it:
    /// `<!-- written by lps (svg): export svg -->`.
    public func marker(_ what: String) -> String { markerPrefix + ": " + what + comment.close }

    /// "a script", "an SVG picture", "an HTML page", "a Swift file".
    public var described: String {
        switch self {
        case .script: "a script"
        case .svg: "an SVG picture"
        case .html: "an HTML page"
        case .swift: "a Swift file"
        case .progress: "a lesson's progress file"
        case .site: "a static site"
        }
    }

    /// "scripts", "SVG pictures", "HTML pages", "Swift files".
    public var plural: String {
        switch self {
        case .script: "scripts"
        case .svg: "SVG pictures"
        case .html: "HTML pages"
        case .swift: "Swift files"
        case .progress: "lesson progress files"
        case .site: "static sites"
        }
    }

    /// How the first line of a file of this kind lps wrote begins, in this version and the earlier
    /// ones: `# written by lps`, `<!-- written by lps`, `// written by lps`.
    var ownPrefix: String { comment.open + "written by lps" }

    /// What the first line of a file says about who wrote it: `nil` when lps did not write it (no
    /// marker), `.some(kind)` when lps did, and `.some(nil)` for a marker of lps naming no kind this
    /// version knows. Markers of earlier versions, which named no kind, still say which:
    /// `# written by lps` is a script, `// written by lps` Swift, `<!-- written by lps: export svg`
    /// an SVG picture and `<!-- written by lps: export html` (`... html animate`) an HTML page.
    public static func author(ofFirstLine line: some StringProtocol) -> WrittenFileKind?? {
        guard Playground.fileMarkers.contains(where: { line.hasPrefix($0) }) else { return nil }
        for kind in allCases where line.hasPrefix(kind.markerPrefix) {
            let rest = line.dropFirst(kind.markerPrefix.count)
            // The kind word is whole: `(svg)` followed by the colon or the end.
            if rest.isEmpty || rest.hasPrefix(":") { return .some(kind) }
        }
        if line.hasPrefix(Playground.scriptMarker) && !line.hasPrefix(Playground.scriptMarker + " (") {
            return .some(.script)
        }
        if line.hasPrefix("// written by lps") && !line.hasPrefix("// written by lps (") { return .some(.swift) }
        for (legacy, kind) in [
            ("<!-- written by lps: export svg -->", WrittenFileKind.svg), ("<!-- written by lps: serve -->", .svg),
            ("<!-- written by lps: export html -->", .html), ("<!-- written by lps: export html animate -->", .html),
            ("<!-- written by lps: lps serve -->", .html),
        ]
        where line.hasPrefix(legacy) {
            return .some(kind)
        }
        return .some(nil)
    }
}

/// A file `save` or `record` asks the shell to write.
public struct WriteRequest: Hashable, Sendable {
    /// The destination, resolved against the including file as `include` paths are.
    public var path: String
    /// The whole new text of the file; its first line is the marker of its kind
    /// (`WrittenFileKind.marker(_:)`, `# written by lps (script): ...` for a script).
    public var contents: String
    /// The user said `overwrite: true`: an existing file lps did not write, or wrote as another
    /// kind, may be replaced.
    public var overwrite: Bool

    /// For a folder lps writes as a whole (`export site`): every file in it, by its name in the
    /// folder, and `path` names the folder. `contents` is then its `index.html`, whose first line
    /// says the folder's kind. Empty for a single file.
    public var folder: [FolderFile] = []

    public init(path: String, contents: String, overwrite: Bool = false) {
        self.path = path
        self.contents = contents
        self.overwrite = overwrite
    }

    /// A request to write the folder `path` holding `files` (one of them `index.html`).
    public init(folder path: String, files: [FolderFile]) {
        self.path = path
        self.contents = files.first { $0.name == "index.html" }?.contents ?? ""
        self.overwrite = false
        self.folder = files
    }

    /// The kind of file this writes, as its first line says (nil when it carries no marker of a kind).
    public var kind: WrittenFileKind? {
        let firstLine = contents.utf8.firstIndex(of: UInt8(ascii: "\n")).map { contents[..<$0] } ?? contents[...]
        return WrittenFileKind.author(ofFirstLine: firstLine) ?? nil
    }
}

/// One file of a folder lps writes as a whole: its name in the folder (no `/`) and its text.
public struct FolderFile: Hashable, Sendable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
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
    /// An existing file with no marker of lps on its first line, and no `overwrite: true`.
    case notWrittenByLPS
    /// An existing file lps wrote as another kind (`nil`: a kind this version does not know), and
    /// no `overwrite: true`: a picture does not replace a script.
    case anotherKind(WrittenFileKind?)
    /// Not a regular file: "a directory", "a FIFO", "a device", "a socket".
    case notARegularFile(String)
    /// The previous version cannot be kept: `backup` exists and is not a file lps wrote of the
    /// same kind (or not a regular file).
    case backupInTheWay(backup: String)
    /// The system refused or failed: "no space left on device", "its folder does not exist".
    case failed(reason: String)

    /// For a refusal that asking to overwrite would lift (`notWrittenByLPS`, `anotherKind`): why,
    /// without the path, and a note on the rule, for a write of `kind`. Nil for other failures.
    public func refusal(writing kind: WrittenFileKind?) -> (reason: String, note: String)? {
        switch self {
        case .notWrittenByLPS: Self.notWrittenByLPSRefusal(writing: kind)
        case .anotherKind(let found): Self.anotherKindRefusal(found: found, writing: kind)
        default: nil
        }
    }

    /// "the file exists and was not written by lps", and the rule for `kind`.
    static func notWrittenByLPSRefusal(writing kind: WrittenFileKind?) -> (reason: String, note: String) {
        (
            "the file exists and was not written by lps",
            kind.map { "lps replaces only \($0.plural) it wrote, whose first line begins '\($0.ownPrefix)'" }
                ?? "lps replaces only files it wrote"
        )
    }

    /// "the file is a script lps wrote, not an SVG picture", and the rule.
    static func anotherKindRefusal(found: WrittenFileKind?, writing kind: WrittenFileKind?) -> (
        reason: String, note: String
    ) {
        let what =
            found.map { "the file is \($0.described) lps wrote" }
            ?? "the file was written by lps as a kind of file this version does not know"
        return (
            what + (kind.map { ", not \($0.described)" } ?? ""),
            "lps replaces a file it wrote only with a file of the same kind"
        )
    }
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

    public init(
        color: Bool = false, json: Bool = false, streamsResults: Bool = false,
        isInterrupted: @escaping @Sendable () -> Bool = { false }
    ) {
        self.color = color
        self.json = json
        self.streamsResults = streamsResults
        self.isInterrupted = isInterrupted
    }
}
