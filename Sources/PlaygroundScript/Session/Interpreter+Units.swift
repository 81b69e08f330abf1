import PlaygroundCore
import SwiftSyntax

/// Scripts run unit by unit: a playground command line, or Swift statements (one unit may span
/// lines). Each unit runs against a copy of the session that replaces it only on success.
extension Interpreter {
    /// Whether a top-level line is a playground command (`frames section: 0`, `fit p1 height: 120`,
    /// `help swift`) rather than Swift. A command name followed by Swift syntax (`print(x)`,
    /// `sections.count`, `content = 3`) is Swift.
    func isCommandLine(_ line: Substring) -> Bool {
        // Command names are ASCII: the word ends at the first byte that is not a letter, digit or `_`
        // (a word with other letters is no command either way).
        let bytes = line.utf8
        var end = bytes.startIndex
        while end != bytes.endIndex {
            let b = bytes[end]
            guard (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95 else { break }
            end = bytes.index(after: end)
        }
        let word = line[line.startIndex..<end]
        let rest = line[end...]
        guard !word.isEmpty, registry.command(String(word)) != nil else { return false }
        guard let next = rest.first else { return true }
        switch next {
        case "(":
            // `print(x)` is Swift's print; other commands keep their call form (`frames(section: 0)`).
            return word != "print"
        case ".", "[", "=", "!", "?":
            return false
        case " ", "\t":
            let after = rest.drop { $0 == " " || $0 == "\t" }
            if after.hasPrefix("=") && !after.hasPrefix("==") { return false }
            if after.hasPrefix("+=") || after.hasPrefix("-=") { return false }
            return true
        default:
            return false
        }
    }

    func units(_ lines: [Substring], lookahead: Bool = true) -> [SourceUnit] {
        SourceUnits.split(
            lines, isCommandLine: { isCommandLine($0) }, lookahead: lookahead,
            isExpectation: { TranscriptCheck.isExpectation($0) })
    }

    /// Runs one unit of `lines` (line numbers are `firstLineNumber + offset`).
    /// `batch`, when given, holds the unit's statements already parsed with its neighbours (see `SwiftBatcher`).
    func execute(
        unit: SourceUnit, lines: [Substring], firstLineNumber: Int, session: inout Session,
        context: ExecutionContext, batch: SwiftBatch? = nil
    ) throws(ScriptError) -> [Output] {
        let notesBefore = session.notes.count
        let outputs = try executeUnit(
            unit, lines: lines, firstLineNumber: firstLineNumber, session: &session, context: context, batch: batch)
        return Self.firstTimeNotes(
            outputs, session: &session, knownBefore: notesBefore,
            file: context.displayStack.last ?? "<input>", line: firstLineNumber + unit.firstLine,
            source: unit.firstLine < lines.count ? String(lines[unit.firstLine].trimmingSpaces) : "")
    }

    private func executeUnit(
        _ unit: SourceUnit, lines: [Substring], firstLineNumber: Int, session: inout Session,
        context: ExecutionContext, batch: SwiftBatch?
    ) throws(ScriptError) -> [Output] {
        if unit.lineCount == 1, isQuitAlias(lines[unit.firstLine].trimmingSpaces, session: session) {
            return [.effect(.quit(status: 0))]
        }
        switch unit.kind {
        case .blank, .comment:
            return []
        case .command where callsUserFunction(lines[unit.firstLine].trimmingSpaces, session: session):
            return try executeSwift(
                [String(lines[unit.firstLine])], lineNumber: firstLineNumber + unit.firstLine,
                session: &session, context: context)
        case .command:
            var outputs: [Output] = []
            var work = session.workingCopy()
            outputs += try showControllers(
                session: &work, lineNumber: firstLineNumber + unit.firstLine, line: String(lines[unit.firstLine]),
                context: context)
            outputs += try loadAwaitingCounts(
                session: &work, lineNumber: firstLineNumber + unit.firstLine, line: String(lines[unit.firstLine]),
                context: context)
            outputs += try materializeProviders(
                session: &work, lineNumber: firstLineNumber + unit.firstLine,
                line: String(lines[unit.firstLine]), context: context)
            outputs += try execute(
                line: String(lines[unit.firstLine]), lineNumber: firstLineNumber + unit.firstLine,
                session: &work, context: context)
            outputs += try runReorderingHandlers(
                session: &work, lineNumber: firstLineNumber + unit.firstLine,
                line: String(lines[unit.firstLine]), context: context)
            outputs += try runVisibleItemsHandlers(
                session: &work, lineNumber: firstLineNumber + unit.firstLine,
                line: String(lines[unit.firstLine]), context: context)
            session = work
            return outputs
        case .swift:
            let slice = lines[unit.firstLine..<(unit.firstLine + unit.lineCount)]
            let parsed = batch.flatMap { b in
                b.statements[unit.firstLine].map { (b, $0, firstLineNumber + b.firstLine) }
            }
            return try executeSwift(
                slice.map(String.init), lineNumber: firstLineNumber + unit.firstLine, session: &session,
                context: context,
                parsed: parsed)
        }
    }

    /// Notes are shown the first time their text arises in a session and remembered (with the
    /// line that caused them) for `notes`; a later statement meeting the same situation is quiet.
    /// `knownBefore`: how many notes the session had before the unit ran; notes recorded since
    /// (by the lines of an `include`, placed at their own lines) are shown, not recorded again.
    static func firstTimeNotes(
        _ outputs: [Output], session: inout Session, knownBefore: Int, file: String, line: Int,
        source: @autoclosure () -> String
    ) -> [Output] {
        guard outputs.contains(where: { if case .diagnostic(_, .note) = $0 { true } else { false } }) else {
            return outputs
        }
        var kept: [Output] = []
        var seen = Set(session.notes.prefix(knownBefore).map(\.text))
        let recorded = Set(session.notes.dropFirst(knownBefore).map(\.text))
        for output in outputs {
            guard case .diagnostic(let rendered, .note) = output else {
                kept.append(output)
                continue
            }
            let text = rendered.strippingColour
            guard seen.insert(text).inserted else { continue }
            if !recorded.contains(text) {
                session.notes.append(NoteRecord(text: text, file: file, line: line, source: source()))
            }
            kept.append(output)
        }
        return kept
    }

    /// How other REPLs are left (python's `exit`/`quit()`, sqlite's `.quit`, psql's `\\q`, vim's
    /// `:q`): each ends the session like `quit`. `exit` and `exit()` do so only while the program
    /// declares nothing of that name.
    static let quitAliases: Set<Substring> = ["exit", "exit()", "quit()", ".quit", ".exit", "\\q", ":q", ":quit"]
    private static let quitAliasStarts: [UInt8] = Array(Set(quitAliases.compactMap { $0.utf8.first }))

    /// `reset()` where the program declares a function (or a closure) named `reset`: Swift calls
    /// the program's, not the playground command's call form (`frames(section: 0)`).
    func callsUserFunction(_ text: Substring, session: Session) -> Bool {
        guard let name = Self.calledName(text) else { return false }
        let word = String(name)
        return session.swift.functions[word] != nil || session.swift.globals[word] != nil
    }

    /// The text before the first "(" Character, if there is one and the text is not empty.
    static func calledName(_ text: Substring) -> Substring? {
        // Told from the bytes when they settle it: without a "(" byte there is no "(" Character,
        // and an ASCII "(" between ASCII bytes is a Character of its own (no grapheme joins them).
        let bytes = text.utf8
        guard let paren = bytes.firstIndex(of: UInt8(ascii: "(")) else { return nil }
        let after = bytes.index(after: paren)
        if bytes[..<paren].allSatisfy({ $0 < 0x80 }), after == bytes.endIndex || bytes[after] < 0x80 {
            return paren == bytes.startIndex ? nil : text[..<paren]
        }
        let name = text.prefix { $0 != "(" }
        guard name.count < text.count, !name.isEmpty else { return nil }
        return name
    }

    func isQuitAlias(_ text: Substring, session: Session) -> Bool {
        // Every alias starts with one of these ASCII bytes; a text that starts with another ASCII
        // byte starts with another Character (checked first: the set hashes the whole text).
        if let first = text.utf8.first, first < 0x80, !Self.quitAliasStarts.contains(first) { return false }
        guard Self.quitAliases.contains(text) else { return false }
        let name = String(text.prefix { $0.isLetter })
        if name.isEmpty || text.first == "." { return true }
        return session[name] == nil && session.swift.functions[name] == nil && session.swift.globals[name] == nil
    }

    /// Runs a text that may hold several units (a REPL entry, a piped line).
    func execute(text: String, lineNumber: Int, session: inout Session, context: ExecutionContext) throws(ScriptError)
        -> [Output]
    {
        let lines = text.sourceLines
        var outputs: [Output] = []
        for unit in units(lines) {
            outputs += try execute(
                unit: unit, lines: lines, firstLineNumber: lineNumber, session: &session, context: context)
        }
        return outputs
    }

    /// Runs Swift statements as one step: parsed by swift-syntax, evaluated on a copy of the session.
    /// `parsed`: the unit's statements from a run parsed together, with the run and its first line number.
    func executeSwift(
        _ lines: [String], lineNumber: Int, session: inout Session, context: ExecutionContext,
        parsed: (batch: SwiftBatch, statements: [CodeBlockItemSyntax], lineNumber: Int)? = nil
    ) throws(ScriptError) -> [Output] {
        for (i, line) in lines.enumerated() where line.utf8.count > Limits.lineLength && line.count > Limits.lineLength
        {
            throw ScriptError("line is \(line.count) characters long; the limit is \(Limits.lineLength)")
                .placed(file: context.displayStack.last ?? "<input>", line: lineNumber + i, text: "")
        }
        let text = lines.joined(separator: "\n")
        let chunk: SwiftChunk
        let tree: SourceFileSyntax
        let statements: [CodeBlockItemSyntax]
        // Where the chunk's first line is in the file (the run's, when the unit was parsed in one).
        let chunkLineNumber = parsed?.lineNumber ?? lineNumber
        if let parsed {
            chunk = parsed.batch.chunk
            tree = parsed.batch.tree
            statements = parsed.statements
        } else {
            chunk = SwiftChunk(text: text)
            switch SwiftFrontEnd.parse(chunk) {
            case .success(let t): tree = t
            case .failure(let e): throw place(e, chunk: chunk, lineNumber: lineNumber, context: context)
            }
            statements = Array(tree.statements)
        }
        /// An error with no position is the unit's (not the run's first line).
        func placed(_ e: ScriptError) -> ScriptError {
            if parsed != nil, e.location == nil, e.range == nil {
                return e.placed(file: context.displayStack.last ?? "<input>", line: lineNumber, text: lines.first ?? "")
            }
            return place(e, chunk: chunk, lineNumber: chunkLineNumber, context: context)
        }
        let location = SourceLocation(file: context.displayStack.last ?? "<input>", line: lineNumber)
        // The evaluator works without the undo stack, so moving the stack below does not copy it.
        var working = session
        working.undoStack = []
        let evaluator = Evaluator(
            session: working, registry: registry, chunk: chunk, location: location, context: context,
            host: UIKitModule())
        // A node of this unit's tree: its root tells the evaluator which code is this unit's.
        evaluator.anchor = statements.first.map { Syntax($0) } ?? Syntax(tree)
        // Code that names Swift's `Result` (a completion handler's parameter type) has it declared before it runs,
        // so that `.success(items)` passed to a closure finds its type.
        if StandardLibrary.mentionsResult(chunk.text) { evaluator.declareStandardType("Result") }
        if parsed != nil, let first = statements.first, let last = statements.last {
            evaluator.unitSpan = first.position..<last.endPosition
        }
        // Functions, closures and types declared here run later from other units: their errors are
        // placed in this unit's text.
        if lines.contains(where: {
            $0.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "{")) }
                ?? $0.utf8.contains(UInt8(ascii: "{"))
        }) {
            evaluator.session.swift.sources[Syntax(tree).id] = SwiftSource(
                file: location.file, firstLine: chunkLineNumber, text: chunk.text)
        }
        do {
            try evaluator.runTopLevel(statements)
            evaluator.flushInertNote()
            if evaluator.mutated {
                try UIKitSurface.materializeProvider(evaluator: evaluator)
                try VisibleItemsHandlers.run(evaluator: evaluator)
            }
        } catch let e as ScriptError {
            throw placed(e)
        } catch {
            throw placed(ScriptError("\(error)"))
        }
        var copy = evaluator.session
        let outputs = evaluator.outputs
        if evaluator.mutated {
            let held = copy.retainedIdentifiers
            if held > Limits.sessionIdentifiers {
                throw placed(
                    ScriptError(
                        "the session would hold \(held) identifiers; the limit is \(Limits.sessionIdentifiers)",
                        help: "delete what you no longer need (deleteItems, deleteAllItems, reset); see 'help limits'"))
            }
            // The session memory budget (see `SessionMemory`): measured only when the estimate passes it.
            var keptUndoStates: Int?
            // (The evaluator's estimate is the session's with the copies it charged: `Evaluator.willChange`.)
            copy.memoryEstimate =
                copy.memoryEstimate + Swift.min(evaluator.steps, Limits.maxEvaluationSteps)
                * SessionMemory.bytesPerStep
            if copy.memoryEstimate > copy.settings.memoryBudget {
                let budget = copy.settings.memoryBudget
                switch SessionMemory.fit(current: copy, previous: session, undo: session.undoStack, budget: budget) {
                case .failure:
                    let node = statements.last.map { Syntax($0) } ?? Syntax(tree)
                    throw placed(
                        evaluator.error(
                            SessionMemory.overBudget(budget), at: node, help: SessionMemory.overBudgetHelp,
                            notes: [SessionMemory.overBudgetNote]))
                case .success(let fit):
                    copy.memoryEstimate = fit.bytes
                    copy.work += fit.work
                    keptUndoStates = fit.keptStates
                }
            }
            copy.appendLog(text)
            if let path = copy.recordPath {
                // The change counts only once the file has it (and `session` is untouched until then).
                let request = WriteRequest(path: path, contents: SessionCommands.scriptText(copy))
                do {
                    _ = try context.writer(request)
                } catch {
                    throw placed(
                        Invocation.writeError(error, request: request, shown: path, purpose: .recording, at: nil))
                }
            }
            var stack = session.undoStack
            session.undoStack = []
            copy.undoStack = []
            // The state before this unit goes onto the stack without being copied.
            swap(&session, &copy)
            _ = Session.pushUndo(copy, onto: &stack)
            // Undo states beyond the memory budget are let go of, oldest first.
            if let kept = keptUndoStates, stack.count > kept { stack.removeFirst(stack.count - kept) }
            session.undoStack = stack
            return outputs
        } else {
            copy.undoStack = session.undoStack
        }
        session = copy
        return outputs
    }

    /// Before a command reads the layout: a section provider runs again for the current data and device.
    /// The notes the pass gives are shown (once in a session, as every note). What a flow layout's or table
    /// view's code prints (`print` in `prepare()`) is shown before the first command that reads the layout after
    /// a change, not again while nothing changes: UIKit runs `prepare()` again only when the layout is
    /// invalidated. (A provider's prints are shown with the statement that changed the layout.)
    func materializeProviders(session: inout Session, lineNumber: Int, line: String, context: ExecutionContext)
        throws(ScriptError) -> [Output]
    {
        let hasProvider = session.swift.hostedLayout.map { session.swift.providers[$0] != nil } ?? false
        guard hasProvider || session.swift.flowLayout != nil || session.swift.tableView != nil else { return [] }
        let (evaluator, chunk) = try beforeCommand(session, lineNumber: lineNumber, line: line, context: context) {
            try UIKitSurface.materializeProvider(evaluator: $0)
        }
        let passStart = evaluator.outputs.count
        // A flow layout's pass that fails (its prepare() or a delegate method) is kept as the layout's error:
        // the commands that read the layout give it, the others (undo, help, device) still run.
        if evaluator.session.swift.flowLayout != nil {
            let before = evaluator.session
            do {
                try UICollectionViewFlowLayoutSurface.materialize(evaluator: evaluator)
            } catch {
                var placed = (error as? ScriptError) ?? ScriptError("\(error)")
                if placed.location == nil { placed.range = nil }
                evaluator.session = before
                evaluator.session.swift.flowLayout?.failure = place(
                    placed, chunk: chunk, lineNumber: lineNumber, context: context)
            }
        }
        // A table view's pass likewise (its delegate's heights, a header view of unknown height).
        if evaluator.session.swift.tableView != nil {
            let before = evaluator.session
            do {
                try UITableViewSurface.materialize(evaluator: evaluator)
            } catch {
                var placed = (error as? ScriptError) ?? ScriptError("\(error)")
                if placed.location == nil { placed.range = nil }
                evaluator.session = before
                evaluator.session.swift.tableView?.failure = place(
                    placed, chunk: chunk, lineNumber: lineNumber, context: context)
            }
        }
        let printsShown = session.printedLayoutPass !== session.logTail && Self.readsLayout(line)
        Self.adoptDerivedState(of: evaluator.session, into: &session)
        if printsShown { session.printedLayoutPass = session.logTail }
        return evaluator.outputs.enumerated().compactMap { index, output in
            switch output {
            case .diagnostic(_, .note): output
            case .text where printsShown && index >= passStart: output
            default: nil
            }
        }
    }

    /// Before a command: the collection views whose classic data source's counts are not read yet read them, as
    /// UIKit does at their first layout pass (after the appearance calls, see `showControllers`). When the data
    /// source fails, a command that reads the layout gives the error; another one leaves them unread.
    /// What the data source prints is shown.
    func loadAwaitingCounts(
        session: inout Session, lineNumber: Int, line: String, context: ExecutionContext
    ) throws(ScriptError) -> [Output] {
        guard !session.swift.collectionViewsAwaitingCounts.isEmpty else { return [] }
        let evaluator: Evaluator
        do {
            (evaluator, _) = try beforeCommand(session, lineNumber: lineNumber, line: line, context: context) {
                try CollectionViewUpdates.loadAwaitingCounts(evaluator: $0, at: $0.anchor)
            }
        } catch {
            if Self.readsLayout(line) { throw error }
            return []
        }
        Self.adoptDerivedState(of: evaluator.session, into: &session)
        return evaluator.outputs
    }

    /// What UIKit does before a command (a layout pass, the appearance calls) is derived state: the session takes it
    /// with its own history (undo stack, log of the lines that built it), which it does not change.
    static func adoptDerivedState(of derived: Session, into session: inout Session) {
        let undo = session.undoStack
        let log = session.logTail
        session = derived
        session.undoStack = undo
        session.logTail = log
    }

    /// Commands besides `showingCommands` that read the layout.
    static let layoutReadingCommands: Set<Substring> = ["scroll", "fit"]

    /// Whether the command `line` reads the layout (it shows the screen, or scrolls or fits cells).
    static func readsLayout(_ line: String) -> Bool {
        let word = line.trimmingSpaces.prefix { !$0.isWhitespace }
        return showingCommands.contains(word) || layoutReadingCommands.contains(word)
    }

    /// The commands that show the screen (its frames, picture or content size): a view controller the
    /// program loaded is on screen for them, so UIKit's appearance calls run first (see `UIKitSurface.appear`).
    static let showingCommands: Set<Substring> = [
        "frames", "visible", "contentSize", "sections", "draw", "explain", "export", "cells",
    ]

    func showControllers(session: inout Session, lineNumber: Int, line: String, context: ExecutionContext)
        throws(ScriptError) -> [Output]
    {
        let word = line.trimmingSpaces.prefix { !$0.isWhitespace }
        // Only a loaded controller not shown yet can be shown: while there is none, the search of the
        // globals for one (which made each such command cost the session's size) is not made.
        guard Self.showingCommands.contains(word), !session.swift.viewsAwaitingAppearance.isEmpty else { return [] }
        session.work.controllerSearch += session.swift.globals.count
        guard UIKitSurface.hasControllerToShow(session) else { return [] }
        let (evaluator, _) = try beforeCommand(session, lineNumber: lineNumber, line: line, context: context) {
            try UIKitSurface.appear(evaluator: $0)
        }
        Self.adoptDerivedState(of: evaluator.session, into: &session)
        return evaluator.outputs
    }

    /// Runs what UIKit does before the command `line` (a provider's layout, a controller's appearance)
    /// on an evaluator over `session`, its errors placed on the command's line (one already placed in
    /// the program's own text keeps its position); returns the evaluator and the line's chunk.
    private func beforeCommand(
        _ session: Session, lineNumber: Int, line: String, context: ExecutionContext,
        _ body: (Evaluator) throws -> Void
    ) throws(ScriptError) -> (Evaluator, SwiftChunk) {
        let chunk = SwiftChunk(text: line)
        let location = SourceLocation(file: context.displayStack.last ?? "<input>", line: lineNumber)
        let evaluator = Evaluator(
            session: session, registry: registry, chunk: chunk, location: location, context: context,
            host: UIKitModule())
        do {
            try body(evaluator)
            // What it met that is inert is named, as for a statement.
            evaluator.flushInertNote()
        } catch let e as ScriptError {
            var error = e
            if error.location == nil { error.range = nil }
            throw place(error, chunk: chunk, lineNumber: lineNumber, context: context)
        } catch {
            throw place(ScriptError("\(error)"), chunk: chunk, lineNumber: lineNumber, context: context)
        }
        return (evaluator, chunk)
    }

    /// Puts an error's character range (within the unit) on its line of the file.
    func place(_ error: ScriptError, chunk: SwiftChunk, lineNumber: Int, context: ExecutionContext) -> ScriptError {
        chunk.locate(error, file: context.displayStack.last ?? "<input>", firstLine: lineNumber)
    }
}

extension ScriptError {
    /// The error at a line, without a caret.
    func placed(file: String, line: Int, text: String) -> ScriptError {
        var e = self
        e.location = ErrorLocation(file: file, line: line, text: text)
        return e
    }
}

extension String {
    /// The text without ANSI colour sequences (ESC [ ... m).
    var strippingColour: String {
        guard contains("\u{1B}") else { return self }
        var out = ""
        var skipping = false
        for c in self {
            if c == "\u{1B}" {
                skipping = true
                continue
            }
            if skipping {
                if c == "m" { skipping = false }
                continue
            }
            out.append(c)
        }
        return out
    }
}
