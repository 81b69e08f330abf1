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

    /// Runs one line against `session`. On error (a failed write included) `session` is untouched.
    func execute(line: String, lineNumber: Int, session: inout Session, context: ExecutionContext) throws(ScriptError)
        -> [Output]
    {
        var copy = session
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
        func invocation(
            _ name: String, _ nameRange: ColumnRange, receiver: String? = nil, receiverRange: ColumnRange? = nil,
            args: [Arg] = [], flags: [CommandFlag] = [], value: Expr? = nil, range: ColumnRange
        ) -> Invocation {
            Invocation(
                session: session, registry: registry, name: name, nameRange: nameRange, receiver: receiver,
                receiverRange: receiverRange, statementRange: range, args: args, flags: flags, value: value,
                location: location, context: context)
        }
        let whole = ColumnRange(1, line.count + 1)

        switch statement {
        case .command(let name, let nameRange, let rawArgs, let flags):
            let args = session.resolvingSwiftNames(rawArgs)
            guard let spec = registry.command(name) else {
                throw ScriptError.unknownCommand(name, at: nameRange)
            }
            var inv = invocation(name, nameRange, args: args, flags: flags, range: whole)
            try spec.run(&inv)
            try inv.finish()
            session = inv.session
            return LineResult(
                outputs: inv.outputs, mutated: spec.mutates && !inv.changedNothing,
                logLines: inv.logLines ?? [trimmed])

        case .binding(let name, let nameRange, let type, let typeRange, let value):
            try checkDefinable(name, nameRange, session: session)
            var inv = invocation(name, nameRange, range: whole)
            let object = try evaluate(value, expectedType: type, typeRange: typeRange, in: &inv)
            session = inv.session
            session.define(name, object)
            return LineResult(outputs: inv.outputs, mutated: true, logLines: [trimmed])

        case .assignment(let target, let value):
            guard let path = target.dottedName else {
                throw ScriptError("cannot assign to '\(target.spelling)'", at: target.range)
            }
            let receiverRange = ColumnRange(target.range.start, target.range.start + path[0].count)
            guard let object = session[path[0]] else {
                throw unknownName(path[0], receiverRange, session: session)
            }
            if path.count == 1 {
                var inv = invocation(path[0], receiverRange, range: whole)
                let newValue = try evaluate(value, expectedType: object.typeName, typeRange: nil, in: &inv)
                session = inv.session
                session.define(path[0], newValue)
                return LineResult(outputs: inv.outputs, mutated: true, logLines: [trimmed])
            }
            let property = path.dropFirst().joined(separator: ".")
            let propertyRange = ColumnRange(receiverRange.end + 1, target.range.end)
            guard let type = registry.type(of: object) else {
                throw ScriptError("'\(path[0])' (\(object.typeName)) has no settable properties", at: receiverRange)
            }
            guard let member = type.member(property), member.kind == .property, let setter = member.set else {
                let settable = type.members.filter(\.isSettable).map(\.name)
                if type.member(property) != nil {
                    throw ScriptError("'\(property)' of \(type.name) is read-only", at: propertyRange)
                }
                throw ScriptError("\(type.name) has no property '\(property)'", at: propertyRange)
                    .suggesting(property, from: settable)
            }
            var inv = invocation(
                property, propertyRange, receiver: path[0], receiverRange: receiverRange,
                value: value, range: whole)
            try setter(&inv)
            session = inv.session
            return LineResult(outputs: inv.outputs, mutated: true, logLines: [trimmed])

        case .expression(let expr):
            var inv = invocation("", expr.range, range: whole)
            let (result, mutated) = try evaluateStatement(expr, in: &inv)
            session = inv.session
            var outputs = inv.outputs
            if let result {
                if inv.wantsJSON {
                    outputs.append(.text(result.json().serialized()))
                } else {
                    outputs += result.describe().map { .text($0) }
                }
            }
            return LineResult(outputs: outputs, mutated: mutated, logLines: [trimmed])
        }
    }

    private func checkDefinable(_ name: String, _ range: ColumnRange, session: Session) throws(ScriptError) {
        if registry.globalNames.contains(name) {
            throw ScriptError(
                "'\(name)' is built in and cannot be redefined", at: range,
                help: "set its properties, or choose another name")
        }
        if registry.command(name) != nil {
            throw ScriptError("'\(name)' is a command; choose another name", at: range)
        }
        if registry.type(named: name) != nil {
            throw ScriptError("'\(name)' is a type name; choose another name", at: range)
        }
        if Format.reservedWords.contains(name) {
            throw ScriptError("'\(name)' is a reserved word; choose another name", at: range)
        }
        guard name.count <= Limits.identifierLength else {
            throw ScriptError(
                "a name is \(name.count) characters long; the limit is \(Limits.identifierLength)", at: range)
        }
    }

    func unknownName(_ name: String, _ range: ColumnRange, session: Session) -> ScriptError {
        ScriptError("cannot find '\(name)' in this session", at: range)
            .suggesting(name, from: session.names + registry.allCommandNames + registry.allTypeNames)
    }

    /// A line that is an expression: a member call (which may mutate), a constructor, a read.
    private func evaluateStatement(_ expr: Expr, in inv: inout Invocation) throws(ScriptError) -> (
        (any ScriptObject)?, Bool
    ) {
        switch expr {
        case .name(let n, let r):
            guard let object = inv.session[n] else {
                throw ScriptError("unknown command or name '\(n)'", at: r)
                    .suggesting(n, from: registry.allCommandNames + inv.session.names + registry.allTypeNames)
            }
            return (object, false)
        case .call(let callee, let args, let range):
            if case .name(let n, let r) = callee, let spec = registry.command(n) {
                var sub = inv.nested(name: n, nameRange: r, args: args, range: range)
                try spec.run(&sub)
                try sub.finish()
                inv.session = sub.session
                inv.outputs += sub.outputs
                return (nil, spec.mutates && !sub.changedNothing)
            }
            if let path = callee.dottedName, path.count >= 2, inv.session[path[0]] != nil {
                return try callMember(path: path, calleeRange: callee.range, args: args, range: range, in: &inv)
            }
            return (try evaluate(expr, expectedType: nil, typeRange: nil, in: &inv), false)
        default:
            return (try evaluate(expr, expectedType: nil, typeRange: nil, in: &inv), false)
        }
    }

    /// `receiver.member(args)` (or `receiver.a.b(args)` for nested members named "a.b").
    private func callMember(
        path: [String], calleeRange: ColumnRange, args: [Arg], range: ColumnRange,
        in inv: inout Invocation
    ) throws(ScriptError) -> ((any ScriptObject)?, Bool) {
        let receiver = path[0]
        let receiverRange = ColumnRange(calleeRange.start, calleeRange.start + receiver.count)
        guard let object = inv.session[receiver] else {
            throw unknownName(receiver, receiverRange, session: inv.session)
        }
        let memberName = path.dropFirst().joined(separator: ".")
        let memberRange = ColumnRange(receiverRange.end + 1, calleeRange.end)
        guard let type = registry.type(of: object),
            let member = type.member(memberName, callLabels: args.compactMap(\.label))
        else {
            let candidates = registry.type(of: object)?.members.map(\.name) ?? []
            throw ScriptError("\(object.typeName) has no member '\(memberName)'", at: memberRange)
                .suggesting(memberName, from: candidates)
        }
        // A method and a property may share a name (`numberOfItems`, `numberOfItems(inSection:)`).
        // Methods sharing a name across areas are told apart by their labels (Registry.member(_:callLabels:)).
        let chosen =
            args.isEmpty
            ? member : (type.member(memberName, callLabels: args.compactMap(\.label), kind: .method) ?? member)
        if chosen.kind == .property && !args.isEmpty {
            throw ScriptError(
                "'\(memberName)' is a property, not a method", at: memberRange,
                help: "read it as '\(receiver).\(memberName)'")
        }
        var sub = Invocation(
            session: inv.session, registry: registry, name: memberName, nameRange: memberRange,
            receiver: receiver, receiverRange: receiverRange, statementRange: range, args: args,
            flags: inv.flags, location: inv.location, context: inv.context)
        let result = try chosen.call(&sub)
        try sub.finish()
        inv.session = sub.session
        inv.outputs += sub.outputs
        return (result, chosen.kind == .method && chosen.mutates)
    }

    /// Evaluates `expr` to a value, with an optional expected type (from `let x: Type = ...`).
    func evaluate(_ expr: Expr, expectedType: String?, typeRange: ColumnRange?, in inv: inout Invocation)
        throws(ScriptError) -> any ScriptObject
    {
        if let expectedType {
            guard let type = registry.type(named: expectedType) else {
                throw ScriptError("unknown type '\(expectedType)'", at: typeRange ?? expr.range)
                    .suggesting(expectedType, from: registry.allTypeNames)
            }
            if case .name(let n, _) = expr, let object = inv.session[n] {
                guard registry.type(of: object)?.name == type.name else {
                    throw ScriptError("'\(n)' is a \(object.typeName), not a \(type.name)", at: expr.range)
                }
                return object
            }
            if case .call(let callee, _, _) = expr, let path = callee.dottedName, registry.constructor(path) != nil {
                let value = try evaluate(expr, expectedType: nil, typeRange: nil, in: &inv)
                guard registry.type(of: value)?.name == type.name else {
                    throw ScriptError("'\(expr.spelling)' is a \(value.typeName), not a \(type.name)", at: expr.range)
                }
                return value
            }
            if let decode = type.decode { return try decode(expr, inv) }
            if case .call(.implicitMember(let n, let r), let args, let range) = expr,
                let c = type.constructors.first(where: { $0.name == n || (n == "init" && $0.name.isEmpty) })
            {
                var sub = inv.nested(name: type.name, nameRange: r, args: args, range: range)
                let value = try c.make(&sub)
                try sub.finish()
                inv.session = sub.session
                inv.outputs += sub.outputs
                return value
            }
            throw ScriptError("cannot make a \(type.name) from '\(expr.spelling)'", at: expr.range)
        }
        switch expr {
        case .number(let v, _, _):
            return NumberValue(v)
        case .string(let s, _):
            return StringValue(s)
        case .name("true", _): return BoolValue(true)
        case .name("false", _): return BoolValue(false)
        case .name("nil", _): return NilValue()
        case .name(let n, let r):
            guard let object = inv.session[n] else { throw unknownName(n, r, session: inv.session) }
            return object
        case .array, .range:
            return IdentifierList(try inv.identifiers(expr, "an identifier list"))
        case .call(let callee, let args, let range):
            if let path = callee.dottedName {
                if let (type, c) = registry.constructor(path) {
                    var sub = inv.nested(
                        name: ([type.name] + path.dropFirst()).joined(separator: "."), nameRange: callee.range,
                        args: args, range: range)
                    let value = try c.make(&sub)
                    try sub.finish()
                    inv.session = sub.session
                    inv.outputs += sub.outputs
                    return value
                }
                if path.count >= 2, inv.session[path[0]] != nil {
                    let (result, mutated) = try callMember(
                        path: path, calleeRange: callee.range, args: args, range: range, in: &inv)
                    if mutated || result == nil {
                        throw ScriptError(
                            "'\(path.dropFirst().joined(separator: "."))' does not return a value", at: callee.range)
                    }
                    return result!  // NB: checked non-nil above
                }
                if path.count == 1, registry.type(named: path[0]) == nil {
                    throw unknownName(path[0], callee.range, session: inv.session)
                }
                throw ScriptError("'\(callee.spelling)' is not something that can be called", at: callee.range)
                    .suggesting(
                        path.joined(separator: "."),
                        from: registry.areas.flatMap { a in
                            a.types.flatMap { t in
                                t.constructors.map { $0.name.isEmpty ? t.name : t.name + "." + $0.name }
                            }
                        })
            }
            if case .implicitMember(let n, let r) = callee {
                throw ScriptError(
                    "cannot infer the type of '.\(n)'", at: r,
                    help: "name the type: 'let x: TypeName = \(expr.spelling)'")
            }
            throw ScriptError("'\(callee.spelling)' is not something that can be called", at: callee.range)
        case .member(let base, let name, let range):
            guard let path = expr.dottedName, let object = inv.session[path[0]] else {
                if let baseName = base.dottedName?.first {
                    throw unknownName(baseName, base.range, session: inv.session)
                }
                throw ScriptError("cannot read '\(name)' of '\(base.spelling)'", at: range)
            }
            let memberName = path.dropFirst().joined(separator: ".")
            let memberRange = ColumnRange(range.start + path[0].count + 1, range.end)
            guard let type = registry.type(of: object), let member = type.member(memberName) else {
                throw ScriptError("\(object.typeName) has no member '\(memberName)'", at: memberRange)
                    .suggesting(memberName, from: registry.type(of: object)?.members.map(\.name) ?? [])
            }
            // A property wins over a method of the same name when there are no parentheses.
            let chosen = type.members.first { $0.name == memberName && $0.kind == .property } ?? member
            if chosen.kind == .method {
                throw ScriptError(
                    "'\(memberName)' is a method; call it with parentheses", at: memberRange,
                    help: "usage: \(chosen.doc.usage)")
            }
            var sub = Invocation(
                session: inv.session, registry: registry, name: memberName, nameRange: memberRange,
                receiver: path[0], receiverRange: base.range, statementRange: range, args: [],
                location: inv.location, context: inv.context)
            guard let value = try chosen.call(&sub) else { return NilValue() }
            inv.outputs += sub.outputs
            return value
        case .implicitMember(let n, let r):
            throw ScriptError(
                "cannot infer the type of '.\(n)'", at: r,
                help: "name the type: 'let x: TypeName = .\(n)'")
        case .tuple(_, let r):
            throw ScriptError(
                "a tuple needs a type from its context", at: r,
                help: "name the type: 'let x: TypeName = \(expr.spelling)'")
        }
    }
}
