import PlaygroundCore

/// The reducer: (session, line) → (session', outputs). Pure apart from reading included files
/// through the injected reader.
struct Interpreter: Sendable {
    let registry: Registry

    struct LineResult {
        var outputs: [Output]
        /// Whether the session changed (so the old state goes on the undo stack).
        var mutated: Bool
        /// The lines to append to the session log, if it mutated (an include logs the lines it ran).
        var logLines: [String]
    }

    /// Runs one line against `session`. On error (a failed write included) `session` is untouched
    /// but for its layout cache (a memo, see `Session.workingCopy`).
    func execute(line: String, lineNumber: Int, session: inout Session, context: ExecutionContext) throws(ScriptError)
        -> [Output]
    {
        var copy = session.workingCopy()
        let result: LineResult
        do throws(ScriptError) {
            result = try run(line: line, lineNumber: lineNumber, session: &copy, context: context)
        } catch {
            throw located(error, line: line, lineNumber: lineNumber, context: context)
        }
        let outputs = result.outputs
        if result.mutated {
            let held = copy.retainedIdentifiers
            if held > Limits.sessionIdentifiers {
                throw located(
                    ScriptError(
                        "the session would hold \(held) identifiers; the limit is \(Limits.sessionIdentifiers)",
                        help: "delete what you no longer need (deleteItems, deleteAllItems, reset); see 'help limits'"),
                    line: line, lineNumber: lineNumber, context: context)
            }
            for line in result.logLines { copy.appendLog(line) }
            if let path = copy.recordPath {
                // The change counts only once the file has it (and `session` is untouched until then).
                let request = WriteRequest(path: path, contents: SessionCommands.scriptText(copy))
                do {
                    _ = try context.writer(request)
                } catch {
                    throw located(
                        Invocation.writeError(error, request: request, shown: path, purpose: .recording, at: nil),
                        line: line, lineNumber: lineNumber, context: context)
                }
            }
            // Move the undo stack instead of copying it: drop the other references first.
            var stack = session.undoStack
            session.undoStack = []
            copy.undoStack = []
            // The state before this line goes onto the stack without being copied.
            swap(&session, &copy)
            session.work += Session.pushUndo(copy, onto: &stack)
            session.undoStack = stack
            return outputs
        }
        session = copy
        return outputs
    }

    func located(_ error: ScriptError, line: String, lineNumber: Int, context: ExecutionContext) -> ScriptError {
        var e = error
        if e.location == nil {
            e.location = ErrorLocation(file: context.displayStack.last ?? "<input>", line: lineNumber, text: line)
        }
        return e
    }

    private func run(line: String, lineNumber: Int, session: inout Session, context: ExecutionContext)
        throws(ScriptError) -> LineResult
    {
        guard line.count <= Limits.lineLength else {
            throw ScriptError("line is \(line.count) characters long; the limit is \(Limits.lineLength)")
        }
        let registry = self.registry
        let parsed: Statement?
        do throws(ScriptError) {
            parsed = try Parser.parse(
                line, isCommand: { registry.command($0) != nil }, commandNames: { registry.allCommandNames })
        } catch {
            // `items [0]`, `items 3`: a defined name followed by more words is not a command.
            if let range = error.range, range.start >= 1, range.end <= line.count + 1 {
                let word = String(Array(line)[(range.start - 1)..<(range.end - 1)])
                if error.kind == .unknownCommand(word), let object = session[word] {
                    throw ScriptError(
                        "'\(word)' is a \(object.typeName), not a command", at: range,
                        help: "print it with '\(word)' alone, or use one of its members: \(word).<TAB>")
                }
            }
            throw error
        }
        guard let statement = parsed else {
            return LineResult(outputs: [], mutated: false, logLines: [])
        }
        let location = SourceLocation(file: context.displayStack.last ?? "<input>", line: lineNumber)
        let trimmed = String(line.trimmingSpaces)

        switch statement {
        case .command(let name, let nameRange, let args, let flags):
            guard let spec = registry.command(name) else {
                throw ScriptError.unknownCommand(name, at: nameRange)
            }
            var inv = Invocation(
                session: session.workingCopy(), registry: registry, name: name, nameRange: nameRange,
                statementRange: ColumnRange(1, line.count + 1), args: args, flags: flags, location: location,
                context: context)
            try spec.run(&inv)
            try inv.finish()
            session = inv.session
            return LineResult(
                outputs: inv.outputs, mutated: spec.mutates && !inv.changedNothing,
                logLines: inv.logLines ?? [trimmed])

        case .expression(.call(.name(let name, let nameRange), let args, let range)) where registry.command(name) != nil:
            // A command in its call form: `frames(section: 0)`.
            guard let spec = registry.command(name) else { throw ScriptError.unknownCommand(name, at: nameRange) }
            var inv = Invocation(
                session: session.workingCopy(), registry: registry, name: name, nameRange: nameRange,
                statementRange: range,
                args: args, location: location, context: context)
            try spec.run(&inv)
            try inv.finish()
            session = inv.session
            return LineResult(
                outputs: inv.outputs, mutated: spec.mutates && !inv.changedNothing, logLines: [trimmed])

        case .expression(let expr):
            // A command line (see `isCommandLine`) starts with a command's name; what follows its call
            // form (`frames(section: 0).count`) would use the command as a value, which it is not.
            throw ScriptError(
                "'\(expr.spelling)': a playground command prints its result; it is not a value", at: expr.range,
                help: "run the command on a line of its own")

        case .assignment(let target, _):
            throw ScriptError("cannot assign to '\(target.spelling)'", at: target.range)

        case .binding(_, let nameRange, _, _, _):
            // Not reached: a command line starts with a command's name, never with `let` or `var`.
            throw ScriptError("a command line cannot declare a name", at: nameRange)
        }
    }
}
