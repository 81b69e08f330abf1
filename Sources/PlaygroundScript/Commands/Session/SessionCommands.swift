import PlaygroundCore

/// Commands about the session itself: help, undo, reset, listing, include, save/record, settings.
enum SessionCommands {
    static let area = Area(
        name: "Session",
        summary: "help, undo, definitions, scripts and settings",
        commands: [help, print, list, notes, undo, reset, include, save, record, set, quit],
        types: ValueTypes.types
    )

    static let help = CommandSpec(
        "help",
        doc: Doc(
            usage: "help [command | Type | Type.member | language | swift | limits]",
            summary: "list every command, or show one command's syntax and examples",
            examples: ["help", "help frames", "help Snapshot.appendItems", "help language", "help swift"]),
        mutates: false
    ) { (inv: inout Invocation) throws(ScriptError) in
        guard let arg = inv.take(nil) else {
            inv.emit(HelpOverview(inv.registry))
            return
        }
        let topic: String
        if let path = arg.value.dottedName {
            topic = path.joined(separator: ".")
        } else {
            topic = try inv.identifier(arg.value, "topic")
        }
        guard let lines = HelpText.topic(topic, inv.registry) else {
            throw ScriptError("no help for '\(topic)'", at: arg.value.range)
                .suggesting(topic, from: HelpText.topics(inv.registry))
        }
        inv.emit(HelpPage(topic: topic, lines: lines))
    }

    static let print = CommandSpec(
        "print",
        doc: Doc(
            usage: "print \"text\"", summary: "print a line of text (narration in workshop scripts)",
            examples: ["print \"Step 2: delete a todo\""]),
        mutates: false
    ) { (inv: inout Invocation) throws(ScriptError) in
        var parts: [String] = []
        while let arg = inv.take(nil) {
            if case .string(let s, _) = arg.value { parts.append(s) } else { parts.append(arg.value.spelling) }
        }
        inv.print(parts.joined(separator: " "))
    }

    static let list = CommandSpec(
        "list",
        doc: Doc(
            usage: "list [Type]", summary: "list the names defined in this session with their types",
            examples: ["list", "list LayoutItem"]),
        mutates: false
    ) { (inv: inout Invocation) throws(ScriptError) in
        var filter: String?
        if let arg = inv.take(nil) {
            let name = try inv.identifier(arg.value, "type")
            guard let type = inv.registry.type(named: name) else {
                throw ScriptError("unknown type '\(name)'", at: arg.value.range).suggesting(
                    name, from: inv.registry.allTypeNames)
            }
            filter = type.name
        }
        let globals = inv.registry.globalNames
        var names: [ListResult.Name] = []
        for name in inv.session.names {
            guard let typeName = inv.session.swiftTypeName(name) else { continue }
            if let filter, typeName != filter, inv.registry.type(named: typeName)?.name != filter { continue }
            names.append(ListResult.Name(name: name, type: typeName, builtIn: globals.contains(name)))
        }
        inv.emit(ListResult(names: names))
    }

    static let notes = CommandSpec(
        "notes",
        doc: Doc(
            usage: "notes [--json]",
            summary: "every note shown so far in this session, with the line that first caused it",
            details: [
                "A note (a UIKit pitfall, a quiet behaviour) is printed the first time its situation arises;",
                "later statements that meet it again stay quiet. 'notes' brings them all back, in order.",
            ],
            examples: ["notes"]),
        mutates: false, keywords: ["--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        inv.emit(NotesResult(inv.session.notes))
    }

    static let undo = CommandSpec(
        "undo",
        doc: Doc(
            usage: "undo", summary: "go back to the state before the last command that changed the session",
            details: [
                "Commands and statements that only print or read (frames, help, list, dataSource.snapshot(),",
                "snapshot.numberOfItems...) are not undo steps, and 'save' does not write them.",
            ],
            examples: ["undo"]),
        mutates: false
    ) { (inv: inout Invocation) throws(ScriptError) in
        var stack = inv.session.undoStack
        guard var previous = stack.popLast() else {
            throw ScriptError(
                "nothing to undo", at: inv.nameRange,
                help: inv.session.logCount > 0
                    ? "older steps are not kept: the history holds \(Limits.undoSteps) steps, \(Limits.undoIdentifiers) identifiers and what fits in the session memory (help limits)"
                    : nil)
        }
        // The log grows with every step but 'reset', which starts it again from "reset".
        let undone =
            inv.session.logCount > previous.logCount
            ? inv.session.logTail?.line
            : inv.session.logCount == 1 && inv.session.logTail?.line == "reset" ? "reset" : nil
        previous.undoStack = stack
        previous.recordPath = inv.session.recordPath
        inv.session = previous
        if let path = inv.session.recordPath {
            try inv.finish()
            let request = WriteRequest(path: path, contents: scriptText(inv.session))
            _ = try inv.write(request, shown: path, purpose: .recording, at: nil)
        }
        inv.print("undid: " + (undone ?? "the last change"))
    }

    static let reset = CommandSpec(
        "reset",
        doc: Doc(
            usage: "reset", summary: "start over with a fresh session (undo brings the old one back)",
            examples: ["reset"]),
        mutates: true
    ) { (inv: inout Invocation) throws(ScriptError) in
        var fresh = Session(registry: inv.registry)
        fresh.recordPath = inv.session.recordPath
        // Settings are the user's, not the session's; what undo keeps still counts against memory.
        fresh.settings = inv.session.settings
        fresh.memoryEstimate = inv.session.memoryEstimate
        inv.session = fresh
        inv.logLines = ["reset"]
    }

    static let include = CommandSpec(
        "include",
        doc: Doc(
            usage: "include \"file.lps\"",
            summary: "run another script's commands here (path relative to the including file)",
            details: [
                "The include succeeds or fails as a whole: an error in the included file leaves the session as it was.",
                "Including a file that is already being included is an error (a cycle).",
                "A plain file name may be written without quotes: include steps.lps.",
            ],
            examples: ["include \"common/grid.lps\""]),
        mutates: true
    ) { (inv: inout Invocation) throws(ScriptError) in
        let arg = try inv.require(nil, "a file path")
        let path = try inv.filePath(arg)
        let current = inv.context.includeStack.last ?? ""
        let resolved = Paths.resolve(path, relativeTo: current)
        if inv.context.includeStack.contains(resolved) {
            throw ScriptError(
                "include cycle: '\(path)' is already being included", at: arg.range,
                notes: ["include chain: " + (inv.context.displayStack + [path]).joined(separator: " -> ")])
        }
        guard inv.context.includeStack.count <= Limits.includeDepth else {
            throw ScriptError(
                "includes are nested too deeply; the limit is \(Limits.includeDepth) files", at: arg.range)
        }
        let text: String
        do {
            text = try inv.context.reader(resolved)
        } catch {
            let reason = (error as? any FileReadFailure)?.reason ?? "\(error)"
            throw ScriptError("cannot read '\(path)': \(reason)", at: arg.range)
        }
        var context = inv.context
        context.includeStack.append(resolved)
        context.displayStack.append(Paths.resolve(path, relativeTo: inv.context.displayStack.last ?? ""))
        let interpreter = Interpreter(registry: inv.registry)
        var session = inv.session
        let undoStack = session.undoStack
        let recordPath = session.recordPath
        let outerWrites = session.pendingWrites
        session.undoStack = []
        session.recordPath = nil
        session.pendingWrites = []
        let logStart = session.logCount
        let lines = text.sourceLines
        guard lines.count <= Limits.scriptLines else {
            throw ScriptError("'\(path)' has \(lines.count) lines; the limit is \(Limits.scriptLines)", at: arg.range)
        }
        var units = ScriptUnits(lines: lines, interpreter: interpreter, ahead: true)
        var index = 0
        while let unit = units.unit(at: index) {
            defer { index += 1 }
            if context.isInterrupted() {
                throw ScriptError(
                    "interrupted while including '\(path)' (at line \(unit.firstLine + 1)); nothing it did is kept",
                    at: arg.range)
            }
            let batch = units.batch(for: index)
            let outputs = try interpreter.execute(
                unit: unit, lines: lines, firstLineNumber: 1, session: &session, context: context, batch: batch)
            inv.outputs += outputs
        }
        // The included lines are logged as this command's lines. After a `reset` among them the
        // log starts again from it, and whatever part of it lies past `logStart` is put back.
        inv.logLines = session.removeLog(after: logStart)
        session.undoStack = undoStack
        session.recordPath = recordPath
        let staged = session.pendingWrites
        session.pendingWrites = outerWrites
        inv.session = session
        // Every line succeeded: now the files its save/record commands asked for are written.
        try inv.performStagedWrites(staged, at: arg.range)
    }

    static let save = CommandSpec(
        "save",
        doc: Doc(
            usage: "save \"file.lps\" [overwrite: true]",
            summary: "write the commands that built this session as a replayable script",
            details: [
                "Only commands that changed the session are written; undone commands are not.",
                "The first line of the file is '\(WrittenFileKind.script.markerPrefix): ...': that is how lps knows a file is its own, and a script.",
                "An existing file lps did not write (a handout, notes: no such first line), or wrote as another kind (a picture), is not replaced; add overwrite: true to replace it.",
                "Replacing a file lps wrote keeps the previous version beside it as NAME~ (file.lps~).",
                "Directories, devices, FIFOs and sockets are refused; a symbolic link is written through to its target, under the same rules.",
                "The file is written atomically (a temporary file, flushed, then renamed). A write that fails (a full disk, a missing folder) is an error and leaves the old file as it was.",
            ],
            examples: ["save \"my-layout.lps\"", "save \"handout.lps\" overwrite: true"]),
        mutates: false
    ) { (inv: inout Invocation) throws(ScriptError) in
        let arg = try inv.require(nil, "a file path")
        let path = try inv.filePath(arg)
        let overwrite =
            try inv.take("overwrite").map { (a: Arg) throws(ScriptError) in try inv.bool(a.value, "overwrite") }
            ?? false
        try inv.finish()
        let request = WriteRequest(
            path: Paths.resolve(path, relativeTo: inv.context.includeStack.last ?? ""),
            contents: scriptText(inv.session), overwrite: overwrite)
        let receipt = try inv.write(request, shown: path, purpose: .save, at: arg.range)
        inv.print(
            "saved \(inv.session.logCount) command\(inv.session.logCount == 1 ? "" : "s") to \(path)"
                + Invocation.backupNote(receipt, request: request, shown: path))
    }

    static let record = CommandSpec(
        "record",
        doc: Doc(
            usage: "record \"file.lps\" [overwrite: true] | record off",
            summary: "keep a script file up to date with every command that changes the session",
            details: [
                "The file is rewritten (atomically) after each such command, so nothing typed is lost; the previous version is kept as NAME~ (file.lps~).",
                "The rules of 'save' apply: a file lps did not write is not replaced without overwrite: true.",
                "A write that fails is an error: a failed 'record \"file.lps\"' does not start recording, and a command whose change cannot be recorded is not run ('record off' stops recording).",
            ],
            examples: ["record \"session.lps\"", "record off"]),
        mutates: false
    ) { (inv: inout Invocation) throws(ScriptError) in
        let arg = try inv.require(nil, "a file path or 'off'")
        if case .name("off", _) = arg {
            guard inv.session.recordPath != nil else { throw ScriptError("not recording", at: arg.range) }
            inv.session.recordPath = nil
            inv.print("recording stopped")
            return
        }
        let path = try inv.filePath(arg)
        let overwrite =
            try inv.take("overwrite").map { (a: Arg) throws(ScriptError) in try inv.bool(a.value, "overwrite") }
            ?? false
        try inv.finish()
        let resolved = Paths.resolve(path, relativeTo: inv.context.includeStack.last ?? "")
        let request = WriteRequest(path: resolved, contents: scriptText(inv.session), overwrite: overwrite)
        let receipt = try inv.write(request, shown: path, purpose: .record, at: arg.range)
        inv.session.recordPath = resolved
        inv.print("recording to \(path)" + Invocation.backupNote(receipt, request: request, shown: path))
    }

    static let set = CommandSpec(
        "set",
        doc: Doc(
            usage: "set [output text|json | memory N | steps N | handlers trace|quiet]",
            summary: "change a session setting (alone: list them)",
            details: [
                "output json: each statement that prints gives one JSON object naming its input line,",
                "{\"file\", \"line\", \"statement\", \"results\": [...]}, each result the command's JSON document (as with",
                "--json) or a string for a line of text; errors, warnings and notes are JSON objects on standard error:",
                "{\"kind\", \"message\", \"file\", \"line\", \"column\", ..., \"help\", \"uikitReason\"}. 'lps --json' starts so.",
                "memory N: the megabytes the session's Swift values may hold with its undo history (default \(Limits.sessionMemory >> 20));",
                "undo states go first, and a statement that would take the session over it is an error that changes nothing.",
                "steps N: the steps one Swift statement may take (default \(Limits.evaluationSteps)); Ctrl-C stops a long one.",
                "handlers trace: a line for each call UIKit makes to a section's visibleItemsInvalidationHandler,",
                "before what the handler prints: the section, the offset it is given and its visible items;",
                "handlers quiet (the default) stops them.",
            ],
            examples: [
                "set output json", "set output text", "set memory 2048", "set steps 10000000", "set handlers trace",
                "set",
            ]),
        mutates: true,
        keywords: ["output", "memory", "steps", "handlers"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        guard let key = inv.take(nil)?.value else {
            try inv.finish()
            let settings = inv.session.settings
            inv.print("output \(settings.json ? "json" : "text")")
            inv.print("memory \(settings.memoryBudget >> 20) (MB)")
            inv.print("steps \(settings.stepBudget)")
            inv.print("handlers \(settings.traceHandlers ? "trace" : "quiet")")
            inv.changedNothing = true
            return
        }
        guard case .name(let name, let r) = key else {
            throw ScriptError("expected a setting name, found '\(key.spelling)'", at: key.range)
        }
        switch name {
        case "output":
            let value = try inv.require(nil, "text or json")
            inv.session.settings.json = try inv.enumCase(value, "output mode", ["text": false, "json": true])
        case "memory":
            let value = try inv.require(nil, "a number of megabytes")
            let megabytes = try inv.integer(value, "the session memory in MB", in: 1...(Limits.maxSessionMemory >> 20))
            inv.session.settings.memoryBudget = megabytes << 20
        case "steps":
            let value = try inv.require(nil, "a number of steps")
            inv.session.settings.stepBudget = try inv.integer(
                value, "the steps of a statement", in: 1_000...Limits.maxEvaluationSteps)
        case "handlers":
            let value = try inv.require(nil, "trace or quiet")
            inv.session.settings.traceHandlers = try inv.enumCase(
                value, "handler calls", ["trace": true, "quiet": false])
        default:
            throw ScriptError("unknown setting '\(name)'", at: r).suggesting(
                name, from: ["output", "memory", "steps", "handlers"])
        }
    }

    static let quit = CommandSpec(
        "quit",
        doc: Doc(
            usage: "quit", summary: "leave the playground (Ctrl-D does the same)",
            details: [
                "What other REPLs take works too: exit, exit(), quit(), .quit, .exit, \\q, :q and :quit",
                "(exit and exit() only while no name 'exit' is declared). In a script, it stops the replay.",
            ],
            examples: ["quit"]),
        mutates: false
    ) { (inv: inout Invocation) throws(ScriptError) in
        inv.effect(.quit(status: 0))
    }

    /// The session as a replayable script; its first line marks it as a script lps wrote
    /// (`WrittenFileKind.script.marker`).
    static func scriptText(_ session: Session) -> String {
        var text = WrittenFileKind.script.marker("replay with 'lps run FILE'") + "\n"
        for line in session.log { text += line + "\n" }
        return text
    }
}

/// Path arithmetic without Foundation (the script library never touches the file system).
enum Paths {
    /// `path` relative to the directory of `file` (`a/b.lps` + `c.lps` → `a/c.lps`), normalised.
    static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return normalise(path) }
        let dir = directory(of: file)
        return normalise(dir.isEmpty ? path : dir + "/" + path)
    }

    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return file == "/" ? "/" : String(file[..<slash])
    }

    static func normalise(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}
