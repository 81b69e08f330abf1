import PlaygroundCore

/// Everything a command sees: the session copy it may change, its arguments (consumed as it
/// decodes them), and where its output goes.
public struct Invocation: Sendable {
    public var session: Session
    public let registry: Registry
    /// The command's name as written (or what a nested value is called: `IndexPath`).
    public let name: String
    public let nameRange: ColumnRange
    /// Range of the whole statement (for errors about the line as a whole).
    public let statementRange: ColumnRange
    public let flags: [CommandFlag]
    /// Where the line came from (for `include`, `save` relative paths).
    public let location: SourceLocation
    let context: ExecutionContext

    private var pending: [Arg]
    private var usedFlags: Set<String> = []
    /// Output produced so far.
    public internal(set) var outputs: [Output] = []
    /// What a mutating command adds to the session log instead of its own line (`include` logs the
    /// lines it ran, so a saved session replays without the included file).
    public var logLines: [String]?
    /// Set by a mutating command that only printed this time (`content todo3`): no undo step, no log line.
    public var changedNothing = false

    init(
        session: Session, registry: Registry, name: String, nameRange: ColumnRange, statementRange: ColumnRange,
        args: [Arg], flags: [CommandFlag] = [], location: SourceLocation, context: ExecutionContext
    ) {
        self.session = session
        self.registry = registry
        self.name = name
        self.nameRange = nameRange
        self.statementRange = statementRange
        self.pending = args
        self.flags = flags
        self.location = location
        self.context = context
    }

    /// A fresh invocation for decoding a nested call (`IndexPath(item:section:)` in `drag x to:`).
    func nested(name: String, nameRange: ColumnRange, args: [Arg], range: ColumnRange) -> Invocation {
        Invocation(
            session: session, registry: registry, name: name, nameRange: nameRange,
            statementRange: range, args: args, location: location, context: context)
    }

    // MARK: Output

    /// Print result lines (text mode) or the JSON value (JSON mode).
    public mutating func emit(_ lines: [String], json: @autoclosure () -> JSONValue) {
        if wantsJSON {
            outputs.append(.text(json().serialized()))
        } else {
            outputs += lines.map { .text($0) }
        }
    }

    /// Print a long result made as it is printed (`Output.stream`) when the shell streams
    /// results, else as its lines (text mode; in JSON mode its one JSON document).
    mutating func emit(_ stream: ResultStream) {
        if context.streams {
            outputs.append(.stream(stream))
        } else {
            stream.forEachLine {
                outputs.append(.text($0))
                return true
            }
        }
    }

    public mutating func print(_ line: String) { outputs.append(.text(line)) }

    public mutating func remark(_ remark: Remark) {
        outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: context.color), severity: remark.severity))
    }

    public mutating func warn(_ message: String, help: String? = nil) { remark(Remark(.warning, message, help: help)) }
    public mutating func note(_ message: String, help: String? = nil) { remark(Remark(.note, message, help: help)) }

    public mutating func effect(_ effect: Effect) { outputs.append(.effect(effect)) }

    /// JSON output for this invocation (`--json` or `set output json`).
    public var wantsJSON: Bool { session.settings.json || flags.contains { $0.name == "json" } }

    /// Whether `--name` was given (marks it as understood).
    public mutating func flag(_ name: String) -> Bool {
        usedFlags.insert(name)
        return flags.contains { $0.name == name }
    }

    // MARK: Arguments

    /// Takes the argument with this label (or the next unlabelled one for `nil`).
    public mutating func take(_ label: String?) -> Arg? {
        guard let i = pending.firstIndex(where: { $0.label == label }) else { return nil }
        return pending.remove(at: i)
    }

    /// Takes a required argument or fails naming what is missing.
    public mutating func require(_ label: String?, _ what: String) throws(ScriptError) -> Expr {
        if let arg = take(label) { return arg.value }
        // A misspelt label is the mistake to report ('scroll by: 10' lacks 'to:' because of it).
        let known = Completer.labels(inUsage: usage)
        if let unknown = pending.first(where: { $0.label.map { !known.contains($0 + ":") } ?? false }),
            let name = unknown.label
        {
            throw ScriptError(
                "'\(self.name)' has no argument labelled '\(name):'", at: unknown.labelRange ?? unknown.range,
                help: "usage: \(usage)"
            )
            .suggesting(name + ":", from: known)
        }
        let spelled = label.map { "'\($0):'" } ?? what
        throw ScriptError(
            "missing \(label == nil ? "" : "argument ")\(spelled) for '\(name)'", at: nameRange,
            help: "usage: \(usage)")
    }

    /// Takes the one argument given among alternative labels (`before:` | `after:` | `to:`), or
    /// nil when none is given; two of them at once is an error naming both.
    public mutating func takeOne(of labels: [String]) throws(ScriptError) -> Arg? {
        let given = pending.filter { $0.label.map(labels.contains) ?? false }
        guard let first = given.first else { return nil }
        if given.count > 1, let second = given.dropFirst().first {
            let spelled = labels.map { "'\($0):'" }
            let choices =
                spelled.count == 2
                ? spelled.joined(separator: " or ")
                : spelled.dropLast().joined(separator: ", ") + " or " + (spelled.last ?? "")
            let message =
                labels.count == 2
                ? "'\(name)' takes \(choices), not both"
                : "'\(name)' takes one of \(choices), not both '\(first.label ?? ""):' and '\(second.label ?? ""):'"
            throw ScriptError(
                message,
                at: first.range.union(second.range), help: "usage: \(usage)")
        }
        return take(first.label)
    }

    /// Labels of the arguments not taken yet.
    var pendingLabels: [String] { pending.compactMap(\.label) }

    /// True when arguments remain.
    public var hasPendingArguments: Bool { !pending.isEmpty }

    /// Fails on any argument or flag no decoder took.
    public func finish() throws(ScriptError) {
        if let extra = pending.first {
            if let label = extra.label {
                throw ScriptError(
                    "'\(name)' has no argument labelled '\(label):'", at: extra.labelRange ?? extra.range,
                    help: "usage: \(usage)"
                )
                .suggesting(label + ":", from: Completer.labels(inUsage: usage))
            }
            throw ScriptError(
                "extra argument '\(extra.value.spelling)' for '\(name)'", at: extra.range,
                help: "usage: \(usage)")
        }
        for f in flags where f.name != "json" && !usedFlags.contains(f.name) {
            throw ScriptError("unknown flag '--\(f.name)' for '\(name)'", at: f.range, help: "usage: \(usage)")
        }
    }

    /// The usage line for this invocation's command (or the type a nested call makes), for help text in errors.
    public var usage: String {
        if let c = registry.command(name) { return c.doc.usage }
        if let (_, c) = registry.constructor(name.split(separator: ".").map(String.init)) { return c.doc.usage }
        return name
    }
}

/// Where and how a line is being executed. One reference (its fields copied on write): the
/// context is copied with every invocation and evaluator, several times a statement.
struct ExecutionContext: Sendable {
    private struct Fields {
        var color: Bool
        var reader: FileReader
        var writer: FileWriter
        var includeStack: [String]
        var displayStack: [String]
        var isInterrupted: @Sendable () -> Bool
        var streams: Bool
    }
    private var fields: CopyOnWrite<Fields>

    init(
        color: Bool, reader: @escaping FileReader, writer: @escaping FileWriter, includeStack: [String],
        displayStack: [String],
        isInterrupted: @escaping @Sendable () -> Bool = { false }, streams: Bool = false
    ) {
        fields = CopyOnWrite(
            Fields(
                color: color, reader: reader, writer: writer, includeStack: includeStack,
                displayStack: displayStack, isInterrupted: isInterrupted, streams: streams))
    }

    var color: Bool {
        get { fields.value.color }
        set { fields.value.color = newValue }
    }
    var reader: FileReader {
        get { fields.value.reader }
        set { fields.value.reader = newValue }
    }
    /// Performs `save` and `record` writes (inside an include they are staged; see `Invocation.write`).
    var writer: FileWriter {
        get { fields.value.writer }
        set { fields.value.writer = newValue }
    }
    /// Real paths of the files being included, outermost first (cycle detection).
    var includeStack: [String] {
        get { fields.value.includeStack }
        _modify { yield &fields.value.includeStack }
    }
    /// Display names of those files, for locations.
    var displayStack: [String] {
        get { fields.value.displayStack }
        _modify { yield &fields.value.displayStack }
    }
    /// Polled between included lines (Ctrl-C in the REPL).
    var isInterrupted: @Sendable () -> Bool {
        get { fields.value.isInterrupted }
        set { fields.value.isInterrupted = newValue }
    }
    /// Long results may be `Output.stream`s (`PlaygroundOptions.streamsResults`).
    var streams: Bool {
        get { fields.value.streams }
        set { fields.value.streams = newValue }
    }
}
