import PlaygroundCore
import SwiftSyntax

/// One call of a host method: its arguments as written, taken one by one by the method's body and
/// evaluated where Swift would, with the located checks of a call: a misspelt label, a missing or an
/// extra argument.
struct HostMethodCall {
    let evaluator: Evaluator
    let scope: Scope?
    /// The method as messages name it (`appendItems`).
    let name: String
    /// Where messages about the call as a whole point: the method's name as written.
    let nameNode: Syntax
    let usage: String
    /// The receiver's identifier types (a typed snapshot's generic arguments); nil when it has none.
    let identifierTypes: [String]?
    /// The receiver's type (which of its generic arguments an argument takes).
    let objectType: any ScriptObject.Type
    /// The name the session keeps the receiver under, for a class's method (the data source's
    /// identifier types are kept beside it); nil for a value's.
    var receiver: ObjectKey?
    private var pending: [CallArgument]
    /// Lets the variable the receiver was read from let go of it (`Evaluator.mutateHostValue`).
    var releaseReceiver: (() -> Void)?

    init(
        evaluator: Evaluator, scope: Scope?, name: String, nameNode: Syntax, usage: String,
        identifierTypes: [String]?, objectType: any ScriptObject.Type, arguments: [CallArgument]
    ) {
        self.objectType = objectType
        self.evaluator = evaluator
        self.scope = scope
        self.name = name
        self.nameNode = nameNode
        self.usage = usage
        self.identifierTypes = identifierTypes
        self.pending = arguments
    }

    /// The labels of the arguments not taken yet, in the order written.
    var labels: [String] { pending.compactMap(\.label) }

    /// The argument labelled `label` (the next unlabelled one for nil), taken.
    mutating func take(_ label: String?) -> CallArgument? {
        guard let i = pending.firstIndex(where: { $0.label == label }) else { return nil }
        return pending.remove(at: i)
    }

    /// The trailing closure, when the call has one (`apply(snapshot) { ... }`), taken.
    mutating func takeTrailingClosure() -> CallArgument? {
        guard let i = pending.firstIndex(where: { $0.isTrailingClosure }) else { return nil }
        return pending.remove(at: i)
    }

    /// A required argument; a misspelt label is the mistake reported when it is missing.
    mutating func require(_ label: String?, _ what: String) throws -> CallArgument {
        if let a = take(label) { return a }
        let known = Completer.labels(inUsage: usage)
        if let unknown = pending.first(where: { $0.label.map { !known.contains($0 + ":") } ?? false }),
            let spelled = unknown.label
        {
            throw evaluator.error(
                "'\(name)' has no argument labelled '\(spelled):'", at: Self.labelNode(unknown), help: "usage: \(usage)"
            )
            .suggesting(spelled + ":", from: known)
        }
        let spelled = label.map { "'\($0):'" } ?? what
        throw evaluator.error(
            "missing \(label == nil ? "" : "argument ")\(spelled) for '\(name)'", at: nameNode, help: "usage: \(usage)")
    }

    /// `beforeX: id` or `afterX: id`, exactly one of them.
    /// `usage`: the usage a missing one's message shows (the method's whole usage by default).
    mutating func takeOne(_ first: String, _ second: String, usage shown: String? = nil) throws -> (
        argument: CallArgument, isSecond: Bool
    ) {
        let a = take(first)
        let b = take(second)
        switch (a, b) {
        case (let a?, nil): return (a, false)
        case (nil, let b?): return (b, true)
        case (let a?, let b?):
            // From the first of the two as written to the end of the other.
            let (x, y) = a.expr.position <= b.expr.position ? (a, b) : (b, a)
            throw ScriptError(
                "'\(name)' takes '\(first):' or '\(second):', not both",
                at: evaluator.range(Self.labelNode(x)).union(evaluator.range(y.expr)), help: "usage: \(usage)")
        case (nil, nil):
            throw evaluator.error(
                "missing argument '\(first):' or '\(second):' for '\(name)'", at: nameNode,
                help: "usage: \(shown ?? usage)")
        }
    }

    /// `beforeX: id` or `afterX: id` as an identifier: the identifier, whether it is `after`, and where it is.
    mutating func anchor(_ before: String, _ after: String, _ what: String, usage shown: String? = nil) throws -> (
        String, Bool, ColumnRange
    ) {
        let (a, isAfter) = try takeOne(before, after, usage: shown)
        return (try identifier(a, what), isAfter, evaluator.range(a.expr))
    }

    /// Fails on an argument the body did not take.
    /// A mutating method has read its arguments and is about to change the receiver: the variable
    /// holding it lets go of its reference (its arguments may have read it), so the change is made in
    /// place rather than on a copy of the whole value. Nothing reads the variable until the call ends.
    mutating func willChange() {
        releaseReceiver?()
        releaseReceiver = nil
    }

    func finish() throws {
        guard let extra = pending.first else { return }
        if let label = extra.label {
            throw evaluator.error(
                "'\(name)' has no argument labelled '\(label):'", at: Self.labelNode(extra), help: "usage: \(usage)"
            )
            .suggesting(label + ":", from: Completer.labels(inUsage: usage))
        }
        throw evaluator.error(
            "extra argument '\(extra.expr.trimmedDescription)' for '\(name)'", at: extra.expr, help: "usage: \(usage)")
    }

    /// The identifiers an argument gives (`[a, b]`, `[todo1...todo30]`, an array variable, one
    /// identifier), checked against the receiver's identifier types, with where each is written.
    mutating func identifiers(_ a: CallArgument, _ what: String) throws -> (ids: [String], sites: OperationSites) {
        let expecting = expectation(a)
        var mentions: [(ids: [String], range: ColumnRange)] = []
        var ids: [String] = []
        if let array = a.expr.as(ArrayExprSyntax.self) {
            // Element by element: an error about one identifier points at the element naming it.
            for element in array.elements {
                let v = try evaluator.identifierArgument(
                    element.expression, expecting: expecting?.element, types: identifierTypes, in: scope)
                let before = ids.count
                try evaluator.appendIdentifiers(v, what, at: element.expression, into: &ids)
                mentions.append((Array(ids[before...]), evaluator.range(element.expression)))
            }
        } else {
            let v = try evaluator.identifierArgument(a.expr, expecting: expecting, types: identifierTypes, in: scope)
            try evaluator.appendIdentifiers(v, what, at: a.expr, into: &ids)
        }
        return (ids, OperationSites(subject: evaluator.range(a.expr), mentions: mentions))
    }

    /// The one identifier an argument gives, checked against the receiver's identifier types.
    mutating func identifier(_ a: CallArgument, _ what: String) throws -> String {
        try evaluator.identifierText(try identifierValue(a), what, at: a.expr)
    }

    /// An identifier that may be nil (`toSection: nil`, `to: parent` holding nil): nil for nil.
    mutating func optionalIdentifier(_ a: CallArgument, _ what: String) throws -> String? {
        let v = try identifierValue(a)
        return v.isNone ? nil : try evaluator.identifierText(v, what, at: a.expr)
    }

    /// What argument `a` must be (the first unlabelled one, or by its label), from the receiver's
    /// identifier types.
    func expectation(_ a: CallArgument) -> IdentifierExpectation? {
        evaluator.identifierExpectation(
            generics: identifierTypes, of: objectType, member: name, label: a.label, index: 0)
    }

    private func identifierValue(_ a: CallArgument) throws -> Value {
        try evaluator.identifierArgument(a.expr, expecting: expectation(a), types: identifierTypes, in: scope)
    }

    static func labelNode(_ a: CallArgument) -> Syntax { a.labelToken.map(Syntax.init) ?? Syntax(a.expr) }
}

extension Evaluator {
    /// An identifier argument evaluated where Swift expects the receiver's identifier types: a bare
    /// word (`todo1`) is itself and `todo1...todo30` a run of them, `.main` a case of the identifier
    /// type (or, untyped, of the one type of the program that has it), anything else as evaluated.
    func identifierArgument(
        _ expr: ExprSyntax, expecting: IdentifierExpectation?, types: [String]?, in scope: Scope?
    ) throws -> Value {
        let savedTypes = uikit.identifierTypes
        uikit.identifierTypes = types ?? ["*"]
        defer { uikit.identifierTypes = savedTypes }
        let v: Value
        let kind = expr.kind
        if kind == .booleanLiteralExpr, let lit = expr.as(BooleanLiteralExprSyntax.self) {
            v = .bool(lit.literal.tokenKind == .keyword(.true))
        } else if kind == .nilLiteralExpr {
            v = .none
        } else if kind == .memberAccessExpr || kind == .functionCallExpr,
            let typed = try typedIdentifier(expr, in: scope, expected: expecting?.written)
        {
            v = typed
        } else if let expecting, kind == .arrayExpr, let array = expr.as(ArrayExprSyntax.self),
            expecting.shape == .many
        {
            var elements: [Value] = []
            for element in array.elements {
                elements.append(
                    try identifierArgument(element.expression, expecting: expecting.element, types: types, in: scope))
            }
            return .array(elements)
        } else if kind == .declReferenceExpr, let word = bareWord(expr, in: scope) {
            v = .symbol(word)
        } else if kind == .infixOperatorExpr || kind == .sequenceExpr, let (a, b) = wordRange(expr, in: scope) {
            v = .symbolRange(a, b)
        } else {
            // Evaluated where Swift expects the identifier type, so `ids.map { .post($0) }` passed to
            // `appendItems` makes the item type's `.post` even when another type has a `post` too.
            // (Only a call needs it: a name or a literal is read the same with or without.)
            let hint = kind == .functionCallExpr ? expecting.flatMap(Self.identifierHint) : nil
            v = try evaluate(expr, in: scope, hint: hint)
        }
        if let expecting { try checkIdentifierArgument(v, expecting, at: expr) }
        return v
    }

    /// The type an identifier argument has in Swift (`Item`, `[Item]`), when the receiver's identifier type
    /// is written as a plain or nested name (`Item`, `ViewController.Item`); nil for anything else.
    static func identifierHint(_ e: IdentifierExpectation) -> TypeSyntax? {
        guard e.shape != .applied, e.written.count == 1, let written = e.written.first else { return nil }
        let parts = written.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty,
            parts.allSatisfy({ p in
                p.first.map { $0.isLetter || $0 == "_" } == true
                    && p.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            })
        else { return nil }
        var type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(String(parts[0]))))
        for part in parts.dropFirst() {
            type = TypeSyntax(MemberTypeSyntax(baseType: type, name: .identifier(String(part))))
        }
        return e.shape == .many ? TypeSyntax(ArrayTypeSyntax(element: type)) : type
    }

    /// Appends the identifiers `v` stands for: an array's elements, a run `todo1...todo3`, a range of
    /// numbers, or one identifier.
    func appendIdentifiers(_ v: Value, _ what: String, at node: some SyntaxProtocol, into out: inout [String])
        throws
    {
        switch v {
        case .array(let elements):
            for element in elements { try appendIdentifiers(element, what, at: node, into: &out) }
        case .symbolRange(let a, let b):
            do {
                out += try Invocation.expandRange(a, b, at: range(node), after: out.count)
            } catch let e {
                throw error(e.message, at: node, help: e.help)
            }
        case .range:
            for element in try iterate(v, at: node) { try appendIdentifiers(element, what, at: node, into: &out) }
        default:
            out.append(try identifierText(v, what, at: node))
        }
        guard out.count <= Limits.identifiersPerCommand else {
            throw error(
                "too many identifiers: \(out.count) in one command; the limit is \(Limits.identifiersPerCommand)",
                at: node, help: "see 'help limits'")
        }
    }

    /// The text the playground keeps one identifier as: a name, a string, a number as written, or the
    /// identity of a value of a Hashable type of the program.
    func identifierText(_ v: Value, _ what: String, at node: some SyntaxProtocol) throws -> String {
        let text: String
        switch v {
        case .symbol(let s), .string(let s): text = s
        case .int(let i): text = String(i)
        case .double(let d):
            guard d.isFinite else { throw error("the value \(Format.number(d)) is not a finite number", at: node) }
            text = Format.exactNumber(d)
        case .bool(let b): text = b ? "true" : "false"
        case .none: text = "nil"
        case .enumValue(let e) where e.typeName.isEmpty:
            throw error(
                "\(what) must be an identifier (a name or a \"quoted string\"), found '\(node.trimmedDescription)'",
                at: node)
        case .enumValue, .uuid, .structValue, .object:
            text = try rememberIdentity(v, at: node)
        case .inert(let unknown):
            throw inertValueError(unknown, at: node)
        default:
            throw error(
                "\(what) must be an identifier (a name or a \"quoted string\"), found '\(node.trimmedDescription)'",
                at: node)
        }
        guard text.count <= Limits.identifierLength else {
            throw error("\(what) is \(text.count) characters long; the limit is \(Limits.identifierLength)", at: node)
        }
        return text
    }
}
