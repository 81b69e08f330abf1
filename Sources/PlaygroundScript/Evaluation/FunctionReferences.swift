import SwiftParser
import SwiftSyntax

/// Swift's references to an initializer or a method that do not call it (`Item.init`,
/// `URL.init(string:)`, `subject.send`), passed where a function is expected: `map(Item.init)`,
/// `compactMap(Section.init(rawValue:))`, `sink(receiveValue: subject.send)`. Each is a function
/// value that, called with values, makes the call Swift makes: the initializer or the method,
/// its arguments labelled as the reference names them (or as the only initializer of that arity
/// does).
extension Evaluator {
    /// The reference `m` written where a value is read (not the called expression of a call) to an
    /// initializer of the type `base`, or to a method of the object or value `base` that has no
    /// property of that name; nil for any other member.
    func functionReference(_ m: MemberAccessExprSyntax, name: String, base: Value) throws -> Value? {
        // (Every member read comes here: the value is asked first, which tells nearly all of them apart cheaply.)
        let (referenceName, member, mutating): (String, String?, Bool)
        switch base {
        case .type(let typeName) where m.declName.baseName.tokenKind == .keyword(.`init`):
            (referenceName, member, mutating) = (typeName + ".init", nil, false)
        case .object(let id) where name == "send" && CombinePublishers.isSubject(id, evaluator: self):
            (referenceName, member, mutating) = (typeName(of: base) + ".send", name, false)
        case .uikit, .uikitValue:
            guard let object = uikitObject(base), let type = host.type(of: object),
                let method = type.methods.first(where: { $0.name == name }),
                !type.properties.contains(where: { $0.name == name })
            else { return nil }
            (referenceName, member, mutating) = (
                type.swiftName + "." + name, name, method.mutating && !type.isReference
            )
        default:
            return nil
        }
        if let call = m.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == m.id { return nil }
        if mutating { throw error("partial application of 'mutating' method is not allowed", at: m.declName) }
        let written = m.declName.argumentNames.map { names in
            names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
        }
        return reference(referenceName, callee: base, member: member, labels: written, anchor: m)
    }

    /// A function that calls `callee` (a type, or the receiver of `member`) with the values it is
    /// given, as `callee(label: value, ...)` or `callee.member(...)` written at `anchor`.
    private func reference(
        _ name: String, callee: Value, member: String?, labels written: [String?]?, anchor: MemberAccessExprSyntax
    ) -> Value {
        let anchor = Syntax(anchor)
        let f = FunctionValue(
            name: name, parameters: [],
            body: .builtin { context, given in
                let e = context.evaluator
                let arguments = e.spreadTuple(given, callee: callee, member: member, written: written)
                let labels =
                    arguments.contains(where: { $0.label != nil })
                    ? arguments.map(\.label)
                    : written ?? e.referenceLabels(callee: callee, member: member, count: arguments.count)
                guard labels.count == arguments.count else {
                    throw e.error(
                        "\(name) takes \(labels.count) argument\(labels.count == 1 ? "" : "s"), "
                            + "given \(arguments.count)", at: anchor)
                }
                return try e.callReference(
                    callee: callee, member: member, labels: labels, values: arguments.map(\.value), anchor: anchor)
            }, captured: nil)
        return .function(f)
    }

    /// `zip(names, ages).map(Person.init)`: a pair given to an initializer of two parameters (and
    /// none of one) is its two arguments, as Swift passes a tuple to a function of its arity.
    func spreadTuple(_ arguments: [Value.TupleElement], callee: Value, member: String?, written: [String?]?)
        -> [Value.TupleElement]
    {
        guard arguments.count == 1, arguments[0].label == nil, case .tuple(let parts) = arguments[0].value,
            parts.count > 1, member == nil, case .type(let typeName) = callee,
            let decl = session.swift.types[typeName], decl.kind != .uikit
        else { return arguments }
        if let written { return written.count == parts.count ? parts : arguments }
        let arities = Set(decl.initializers.map(\.signature.parameterClause.parameters.count))
        let memberwise = Self.keepsMemberwiseInitializer(decl)
        let count = decl.stored.filter { !$0.isLazy }.count
        let fits = arities.contains(parts.count) || (memberwise && count == parts.count)
        let takesOne = arities.contains(1) || (memberwise && count == 1)
        return fits && !takesOne ? parts.map { .init(label: nil, value: $0.value) } : arguments
    }

    /// The labels a reference written without them calls with: those of the type's only
    /// initializer of that many parameters (the memberwise one of a struct that declares none, an
    /// enum's `rawValue:`), of a host method's parameters, or none (`String.init`, `subject.send`).
    func referenceLabels(callee: Value, member: String?, count: Int) -> [String?] {
        let none = [String?](repeating: nil, count: count)
        if let member {
            guard let object = uikitObject(callee), let type = host.type(of: object),
                let method = type.methods.first(where: { $0.name == member }), method.labels.count == count - 1
            else { return none }
            return [nil] + method.labels.map { Optional($0) }
        }
        guard case .type(let typeName) = callee else { return none }
        if let decl = session.swift.types[typeName], decl.kind != .uikit {
            let fitting = decl.initializers.filter { $0.signature.parameterClause.parameters.count == count }
            if fitting.count == 1, let only = fitting.first {
                return parameters(only.signature.parameterClause).map(\.label)
            }
            if decl.initializers.isEmpty, decl.kind == .structType {
                let stored = decl.stored.filter { !$0.isLazy }
                if stored.count == count { return stored.map(\.name) }
            }
            if decl.initializers.isEmpty, decl.kind == .enumType, count == 1 { return ["rawValue"] }
            return none
        }
        if let type = host.type(named: typeName) {
            let fitting = type.initializers.filter { $0.parameters.count == count }
            if fitting.count == 1, let only = fitting.first { return only.parameters.map(\.label) }
        }
        return none
    }

    /// Makes the call a reference stands for: `callee` and the values bound in a scope of their own.
    private func callReference(callee: Value, member: String?, labels: [String?], values: [Value], anchor: Syntax)
        throws -> Value
    {
        var bindings = ["callee": callee]
        var parts: [String] = []
        for (i, (label, value)) in zip(labels, values).enumerated() {
            bindings["argument\(i)"] = value
            parts.append((label.map { $0 + ": " } ?? "") + "argument\(i)")
        }
        let source = "callee" + (member.map { "." + $0 } ?? "") + "(" + parts.joined(separator: ", ") + ")"
        return try evaluateMade(source, bindings: bindings, anchor: anchor)
    }

    /// Evaluates `source`, an expression the playground writes for the program (a reference's call, a property
    /// wrapper's initializer, an object UIKit makes), with `bindings` as its only local names (none: at the top
    /// level), parsed once per text; what goes wrong in it is placed at `anchor`, the code it stands for.
    func evaluateMade(_ source: String, bindings: [String: Value], anchor: Syntax) throws -> Value {
        var scope: Scope?
        if !bindings.isEmpty {
            let local = Scope(parent: nil)
            for (name, value) in bindings { local[name] = value }
            scope = local
        }
        let expr: ExprSyntax
        if let parsed = referenceCalls[source] {
            expr = parsed
        } else {
            guard let parsed = SwiftParser.Parser.parse(source: source).statements.first?.item.as(ExprSyntax.self)
            else { throw error("cannot evaluate \(source)", at: anchor) }
            referenceCalls[source] = parsed
            expr = parsed
        }
        let root = expr.root.id
        let outer = referenceAnchors[root]
        referenceAnchors[root] = anchor
        defer { referenceAnchors[root] = outer }
        return try nested(at: anchor) { try evaluate(expr, in: scope) }
    }

    /// A value given where a function is expected: a function, or a method of an unmodelled
    /// object (`forEach(view.addSubview)`), whose calls are inert; nil for any other value.
    func callable(_ v: Value, at node: some SyntaxProtocol) -> FunctionValue? {
        switch v {
        case .function(let f): return f
        case .inert(let what):
            let site = Syntax(node)
            return FunctionValue(
                name: what, parameters: [],
                body: .builtin { context, _ in
                    context.evaluator.noteInert(what + "()", at: site)
                    return .inert(what + "()")
                }, captured: nil)
        default: return nil
        }
    }

    /// The node a message about `node` points at: the reference whose call it is part of, else itself.
    func placed(_ node: Syntax) -> Syntax {
        guard !referenceAnchors.isEmpty, let anchor = referenceAnchors[node.root.id] else { return node }
        return anchor
    }
}
