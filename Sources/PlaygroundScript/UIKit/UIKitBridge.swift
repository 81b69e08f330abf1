import PlaygroundCore
import SwiftSyntax

/// The bridge from evaluated Swift to the playground's UIKit surface (the registry's types):
/// arguments are lowered to the registry's argument form (`Expr`) with every sub-expression that
/// Swift can evaluate already evaluated (arithmetic, variables, function calls), while what takes
/// its meaning from the parameter's type (`.fractionalWidth(x)`, `.init(top:...)`, `[.top]`) keeps
/// its shape for the type's decoder. UIKit objects live in the session under hidden names.
extension Evaluator {
    // MARK: Objects

    func uikitObject(_ v: Value) -> (any ScriptObject)? {
        switch v {
        case .uikit(let key): session[key: key]
        case .uikitValue(let box): box.object
        default: nil
        }
    }

    /// Keeps a UIKit object made by Swift code: a class's instance by its identity, with no name in
    /// the session's table (a top-level `let` may give it one, see `nameUIKitObject`).
    /// Values of the host module's types (`UIKitHost`) are carried by value.
    /// `shown`: the name of the local `let` it was made in (see `storeUnnamed`).
    func store(_ object: any ScriptObject, shown: String? = nil) -> Value {
        if let v = plainValue(of: object) { return v }
        if object.isExactly(TextValue.self) || UIKitHost.type(of: object).map({ !$0.isReference }) == true {
            return .uikitValue(UIKitValue(object: object))
        }
        return storeUnnamed(object, shown: shown)
    }

    /// A class's instance with identity and no name: shown by the name of the local `let` it is made
    /// in (`let group = ...` inside `func createLayout()`), or as its type.
    func storeUnnamed(_ object: any ScriptObject, shown: String? = nil) -> Value {
        let shown = shown ?? "<" + UIKitNames.swiftName(object.typeName) + ">"
        let id = ObjectID(number: session.swift.nextObjectID, shown: shown)
        session.swift.nextObjectID += 1
        session.define(key: .object(id), object)
        uikit.createdThisUnit.insert(id.number)
        // Not a change by itself: until a name or a stored value refers to it (which is one), the
        // object is a temporary, so a read is no undo step.
        return .uikit(.object(id))
    }

    /// How messages name an object: its name, or (made by this unit with no name) the code that made
    /// it, or what it is shown as.
    func shown(_ key: ObjectKey) -> String {
        if case .object(let id) = key, let spelled = uikit.spelledHere[id.number] { return spelled }
        return key.description
    }

    /// A top-level variable bound to a UIKit object: an object made by this statement takes the
    /// variable's name, as the playground's own definitions do (listings, drawings and messages show
    /// it); an older one keeps its identity.
    func nameUIKitObject(_ value: Value, as name: String) -> Value {
        guard case .uikit(.object(let id)) = value else { return value }
        let key = ObjectKey.object(id)
        guard uikit.createdThisUnit.contains(id.number), session[name] == nil, let object = session[key: key] else {
            return value
        }
        let named = ObjectKey.named(name)
        session.remove(key: key)
        session.define(name, object)
        uikit.createdThisUnit.remove(id.number)
        if let g = session.swift.genericArguments[key] {
            session.swift.genericArguments[named] = g
            session.swift.genericArguments[key] = nil
        }
        if let p = session.swift.providers[key] {
            session.swift.providers[named] = p
            session.swift.providers[key] = nil
        }
        if let h = session.swift.visibleItemsHandlers[key] {
            session.swift.visibleItemsHandlers[named] = h
            session.swift.visibleItemsHandlers[key] = nil
        }
        if session.swift.hostedLayout == key { session.swift.hostedLayout = named }
        return .uikit(named)
    }

    /// `==` between UIKit objects held in the session. Classes (layouts, the data source) are equal
    /// only to themselves; value types are equal when their contents are: two snapshots with the same
    /// sections, the same items in the same places and the same reload and reconfigure marks; two
    /// section snapshots with the same tree and expansion state; insets and list configurations with
    /// the same values. Evidence: [A] NSDiffableDataSourceSnapshot and its section snapshot are
    /// Swift structs; [I] that their equality compares contents (marks included) is inferred: Apple
    /// does not document what `==` compares.
    func uikitObjectsEqual(_ x: ObjectKey, _ y: ObjectKey) -> Bool {
        if x == y { return true }
        guard let a = session[key: x], let b = session[key: y], UIKitNames.isValueType(a), UIKitNames.isValueType(b)
        else {
            return false
        }
        return uikitValuesEqual(a, b)
    }

    /// `==` between two UIKit values (snapshots by their contents and marks, section snapshots by
    /// their trees and expansion state, the others by what they hold).
    func uikitValuesEqual(_ a: any ScriptObject, _ b: any ScriptObject) -> Bool {
        switch (a, b) {
        case (let a as SnapshotObject, let b as SnapshotObject): return a.value == b.value
        case (let a as SectionSnapshotObject, let b as SectionSnapshotObject): return a == b
        default: return type(of: a) == type(of: b) && a.describe() == b.describe()
        }
    }

    /// Value types are copied when bound to a new name or passed (Swift's semantics for structs
    /// such as NSDiffableDataSourceSnapshot); classes are shared.
    func copyValue(_ v: Value) -> Value {
        guard case .uikit(let key) = v, let object = session[key: key], UIKitNames.isValueType(object) else {
            return v
        }
        let copy = store(object)
        if case .uikit(let n) = copy, let generics = session.swift.genericArguments[key] {
            session.swift.genericArguments[n] = generics
        }
        return copy
    }

    func invocation(
        name: String, at node: some SyntaxProtocol, receiver: String? = nil, args: [Arg] = [], value: Expr? = nil
    ) -> Invocation {
        // One range for the three (each is a walk of the node's tokens).
        let r = range(node)
        return Invocation(
            session: session, registry: registry, name: name, nameRange: r, receiver: receiver,
            receiverRange: receiver == nil ? nil : r, statementRange: r, args: args, flags: [],
            value: value, location: location, context: context)
    }

    /// Runs a registry handler and takes over its session and output.
    private func perform<R>(_ inv: inout Invocation, _ body: (inout Invocation) throws(ScriptError) -> R) throws -> R {
        let r = try body(&inv)
        try inv.finish()
        session = inv.session
        outputs += inv.outputs
        return r
    }

    // MARK: Lowering arguments

    /// `types`: the Swift types of labelled parameters (`ConstructorSpec.parameterTypes`), whose
    /// arguments are evaluated against them (the host module makes `.horizontal(...)` a group there).
    func lower(_ args: [CallArgument], in scope: Scope?, types: [String: String] = [:]) throws -> [Arg] {
        try args.map { a in
            let value: Expr
            if let label = a.label, let type = types[label] {
                value = try valueToExpr(try hostArgument(a.expr, type: type, what: label, in: scope), at: a.expr)
            } else {
                value = try lower(a.expr, in: scope)
            }
            return Arg(label: a.label, labelRange: a.labelToken.map { range($0) }, value: value)
        }
    }

    /// An argument as the registry reads it.
    func lower(_ expr: ExprSyntax, in scope: Scope?) throws -> Expr {
        try lower(expr, in: scope, expecting: nil)
    }

    /// The same, checking the identifiers in it against the types a typed snapshot or data source takes
    /// (`expecting`; see `identifierExpectation`): an array literal element by element, anything else as evaluated.
    func lower(_ expr: ExprSyntax, in scope: Scope?, expecting: IdentifierExpectation?) throws -> Expr {
        let r = range(expr)
        // The kind is read once: each failed `as` costs a retain and a release of the tree.
        let kind = expr.kind
        if kind == .integerLiteralExpr, let lit = expr.as(IntegerLiteralExprSyntax.self) {
            let v = try evaluate(ExprSyntax(lit), in: scope)
            if let expecting { try checkIdentifierArgument(v, expecting, at: expr) }
            if case .int(let i) = v {
                return .number(Double(i), text: lit.literal.text.replacingOccurrences("_", ""), r)
            }
        }
        if kind == .floatLiteralExpr, let lit = expr.as(FloatLiteralExprSyntax.self),
            let d = Double(lit.literal.text.replacingOccurrences("_", ""))
        {
            if let expecting { try checkIdentifierArgument(.double(d), expecting, at: expr) }
            return .number(d, text: lit.literal.text, r)
        }
        if kind == .booleanLiteralExpr, let lit = expr.as(BooleanLiteralExprSyntax.self) {
            if let expecting {
                try checkIdentifierArgument(.bool(lit.literal.tokenKind == .keyword(.true)), expecting, at: expr)
            }
            return .name(lit.literal.text, r)
        }
        if kind == .nilLiteralExpr { return .name("nil", r) }
        if !uikit.identifierTypes.isEmpty, kind == .memberAccessExpr || kind == .functionCallExpr,
            let v = try typedIdentifier(
                expr, in: scope, expected: expecting?.shape == .applied ? nil : expecting?.written)
        {
            if let expecting { try checkIdentifierArgument(v, expecting, at: expr) }
            return .string(try rememberIdentity(v, at: expr), r)
        }
        if let expecting, kind == .arrayExpr, let array = expr.as(ArrayExprSyntax.self), expecting.shape == .many {
            var items: [Expr] = []
            for element in array.elements {
                items.append(try lower(element.expression, in: scope, expecting: expecting.element))
            }
            return .array(items, r)
        }
        if kind == .memberAccessExpr, let m = expr.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            if m.base == nil, let owner = extensionStaticOwner(name, method: false) {
                // `.estimated(.minimumButtonDimension)`: a static the program added to a UIKit or number type.
                return try valueToExpr(try staticMember(name, ofType: owner, at: m, in: scope), at: expr)
            }
            if m.base == nil { return .implicitMember(name, r) }  // `m` is `expr`: its range is `r`
            if let base = m.base, let t = uikitTypeReference(base) {
                if let v = try UIKitSurface.staticConstant(name, ofType: t) { return try valueToExpr(v, at: expr) }
                return .implicitMember(name, range(m.declName))
            }
        }
        if kind == .functionCallExpr, let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            var callee = call.calledExpression
            if let g = callee.as(GenericSpecializationExprSyntax.self) { callee = g.expression }
            if let m = callee.as(MemberAccessExprSyntax.self) {
                if m.base == nil, let owner = extensionStaticOwner(m.declName.baseName.text, method: true) {
                    return try valueToExpr(
                        try callStatic(m.declName.baseName.text, ofType: owner, call: call, at: m, in: scope), at: expr)
                }
                let implicit = m.base == nil || (m.base.flatMap(uikitTypeReference) != nil && !isRegistryFactory(m))
                if implicit {
                    return .call(
                        .implicitMember(m.declName.baseName.text, m.base == nil ? range(m) : range(m.declName)),
                        try lower(arguments(of: call), in: scope), r)
                }
            }
        }
        // `NSCollectionLayoutSize(...)`, `NSCollectionLayoutSpacing.fixed(8)`: the host module makes it.
        if kind == .functionCallExpr, isHostConstruction(expr, in: scope) {
            return try valueToExpr(try evaluate(expr, in: scope), at: expr, range: r)
        }
        // A typed snapshot made in the argument (`apply(NSDiffableDataSourceSnapshot<Int, Int>())`) is evaluated, so
        // its generic arguments are there to check.
        if kind == .functionCallExpr, expecting == nil || !isGenericConstruction(expr),
            let made = try inlineConstruction(expr, in: scope, range: r)
        {
            return made
        }
        if kind == .functionCallExpr, let call = expr.as(FunctionCallExprSyntax.self),
            let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
            !isDefined(ref.baseName.text, in: scope), call.trailingClosure == nil
        {
            // A shape the receiving type decodes (`NSCollectionLayoutAnchor(edges:...)` written with its short name).
            return .call(.name(ref.baseName.text, range(ref)), try lower(arguments(of: call), in: scope), r)
        }
        if kind == .arrayExpr, let array = expr.as(ArrayExprSyntax.self) {
            var items: [Expr] = []
            for element in array.elements { items.append(try lower(element.expression, in: scope)) }
            return .array(items, r)
        }
        if kind == .tupleExpr, let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try lower(only.expression, in: scope)
            }
            if tuple.elements.contains(where: { $0.label != nil }) || tuple.elements.count > 1 {
                return .tuple(
                    try tuple.elements.map {
                        Arg(label: $0.label?.text, labelRange: nil, value: try lower($0.expression, in: scope))
                    }, r)
            }
        }
        if kind == .declReferenceExpr, let word = bareWord(expr, in: scope) {
            if let expecting { try checkIdentifierArgument(.symbol(word), expecting, at: expr) }
            return .name(word, r)
        }
        if kind == .infixOperatorExpr || kind == .sequenceExpr, let (a, b) = wordRange(expr, in: scope) {
            if let expecting { try checkIdentifierArgument(.symbolRange(a, b), expecting, at: expr) }
            return .range(.name(a, r), .name(b, r), r)
        }
        if kind == .prefixOperatorExpr, let prefix = expr.as(PrefixOperatorExprSyntax.self),
            prefix.operator.text == "-",
            let lit = prefix.expression.as(IntegerLiteralExprSyntax.self) ?? nil, let i = Int(lit.literal.text)
        {
            if let expecting { try checkIdentifierArgument(.int(-i), expecting, at: expr) }
            return .number(-Double(i), text: "-" + lit.literal.text, r)
        }
        // `.fractionalWidth(1/3)`: the literals take the parameter's type, CGFloat, as in Swift (not Int: 0).
        // An identifier keeps the snapshot's type (`appendItems([6/2])` of Int items is 3).
        let hint =
            expecting == nil && uikit.identifierTypes.isEmpty && Self.isLiteralArithmetic(expr) ? Self.cgFloatType : nil
        let v = try evaluate(expr, in: scope, hint: hint)
        if let expecting { try checkIdentifierArgument(v, expecting, at: expr) }
        return try valueToExpr(v, at: expr, range: r)
    }

    static let cgFloatType = TypeSyntax(IdentifierTypeSyntax(name: .identifier("CGFloat")))

    /// Arithmetic of number literals only (`1/3`, `(2 + 1) * 4`, `-1/2`): Swift types it by where it
    /// goes, and the numbers UIKit's layout calls take are CGFloat. `%` has no CGFloat version.
    static func isLiteralArithmetic(_ expr: ExprSyntax) -> Bool {
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) { return true }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil
        {
            return isLiteralArithmetic(only.expression)
        }
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" {
            return isLiteralArithmetic(p.expression)
        }
        if let b = BinaryParts(expr), let op = b.operator.as(BinaryOperatorExprSyntax.self),
            ["+", "-", "*", "/"].contains(op.operator.text)
        {
            return isLiteralArithmetic(b.leftOperand) && isLiteralArithmetic(b.rightOperand)
        }
        return false
    }

    /// `.main` or `.item(3)` where a snapshot expects an identifier: a case of the snapshot's
    /// identifier types (or, when they are unknown, of the one enum in the program that has it).
    /// `expected`: the type the parameter takes (the item type for `appendItems`), tried first: a case
    /// both identifier types have (`.header`) is the parameter's, as Swift's type context makes it.
    func typedIdentifier(_ expr: ExprSyntax, in scope: Scope?, expected: [String]? = nil) throws -> Value? {
        let member: MemberAccessExprSyntax
        var call: FunctionCallExprSyntax?
        if let m = expr.as(MemberAccessExprSyntax.self), m.base == nil {
            member = m
        } else if let c = expr.as(FunctionCallExprSyntax.self),
            let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil
        {
            member = m
            call = c
        } else {
            return nil
        }
        let name = member.declName.baseName.identifier?.name ?? member.declName.baseName.text
        var candidates = (expected ?? []).filter { session.swift.types[$0] != nil }
        candidates += uikit.identifierTypes.filter {
            $0 != "*" && session.swift.types[$0] != nil && !candidates.contains($0)
        }
        if candidates.isEmpty || uikit.identifierTypes.contains("*") {
            candidates += session.swift.types.values.filter { $0.kind == .enumType || $0.kind == .structType }.map(
                \.name
            ).sorted()
        }
        let owners = candidates.filter { t in
            guard let decl = session.swift.types[t] else { return false }
            return decl.cases.contains { $0.name == name } || decl.staticStored[name] != nil
                || decl.staticComputed[name] != nil
        }
        guard let owner = owners.first else { return nil }
        if let call { return try callStatic(name, ofType: owner, call: call, at: member, in: scope) }
        return try staticMember(name, ofType: owner, at: member, in: scope)
    }

    /// The one UIKit or number type the program's extensions gave a static `name` (a property, or with
    /// `method`, a method), where a leading-dot argument of a UIKit call finds it as Swift does; nil when
    /// no extension or more than one has it (the receiving type then decides, as before).
    func extensionStaticOwner(_ name: String, method: Bool) -> String? {
        var owner: String?
        for (typeName, decl) in session.swift.types where decl.kind == .uikit {
            let has =
                method
                ? decl.staticMethods[name] != nil : decl.staticStored[name] != nil || decl.staticComputed[name] != nil
            guard has else { continue }
            if owner != nil { return nil }
            owner = typeName
        }
        return owner
    }

    /// A call of a host type's initializer or factory written with its type (`NSCollectionLayoutSize(...)`,
    /// `NSCollectionLayoutDimension.absolute(4)`), the type not shadowed by a name of the program.
    func isHostConstruction(_ expr: ExprSyntax, in scope: Scope?) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        let typeName: String
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            typeName = ref.baseName.text
        } else if let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = m.base?.as(DeclReferenceExprSyntax.self)
        {
            typeName = base.baseName.text
        } else {
            return false
        }
        guard UIKitHost.type(named: typeName) != nil, scope?.lookup(typeName) == nil,
            session.swift.globals[typeName] == nil
        else { return false }
        return session.swift.types[typeName].map { $0.kind == .uikit } ?? true
    }

    /// `NSCollectionLayoutSize(...)` or `NSCollectionLayoutGroup.horizontal(...)` written as an argument: kept as
    /// a call the receiving type builds inline (as a value passed by value, it needs no name in the session).
    /// Types whose construction the Swift side models (the layout with a provider, the data source,
    /// the collection view) and user types are evaluated instead.
    /// `range`: `expr`'s range when the caller has it (each range found is a walk of the syntax tree).
    func inlineConstruction(_ expr: ExprSyntax, in scope: Scope?, range exprRange: ColumnRange? = nil) throws -> Expr? {
        guard let target = inlineConstructionTarget(expr, in: scope) else { return nil }
        let calleeRange = range(target.callee)
        let calleeExpr: Expr =
            target.member.map { .member(.name(target.typeName, calleeRange), $0, calleeRange) }
            ?? .name(target.typeName, calleeRange)
        let types =
            registry.type(named: target.typeName)?.constructors.first { $0.name == (target.member ?? "") }?
            .parameterTypes ?? [:]
        return .call(
            calleeExpr, try lower(arguments(of: target.call), in: scope, types: types), exprRange ?? range(expr))
    }

    /// Whether `expr` is a construction `inlineConstruction` lowers, without lowering its arguments.
    func inlineConstructionTarget(_ expr: ExprSyntax, in scope: Scope?) -> (
        call: FunctionCallExprSyntax, callee: ExprSyntax, typeName: String, member: String?
    )? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.additionalTrailingClosures.isEmpty
        else { return nil }
        var callee = call.calledExpression
        if let g = callee.as(GenericSpecializationExprSyntax.self) { callee = g.expression }
        let typeName: String
        var member: String?
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            typeName = ref.baseName.text
        } else if let m = callee.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self) {
            typeName = base.baseName.text
            member = m.declName.baseName.text
        } else {
            return nil
        }
        guard scope?.lookup(typeName) == nil, session.swift.globals[typeName] == nil,
            session.swift.types[typeName].map({ $0.kind == .uikit }) ?? true,
            let type = registry.type(named: typeName), type.name != "CompositionalLayout",
            type.name != "DiffableDataSource",
            type.constructors.contains(where: { $0.name == (member ?? "") }),
            member.map({ session.swift.types[type.name]?.staticMethods[$0] == nil }) ?? true
        else { return nil }
        return (call, callee, typeName, member)
    }

    /// `UICollectionView`, `NSCollectionLayoutDimension`, `UICollectionLayoutListConfiguration.Appearance`: a UIKit type
    /// written as the base of a member.
    func uikitTypeReference(_ expr: ExprSyntax) -> String? {
        let text = Builtins.baseTypeName(expr.trimmedDescription)
        guard let first = text.split(separator: ".").first.map(String.init) else { return nil }
        if session.swift.types[first]?.kind == .uikit && session.swift.types[first]?.staticMethods.isEmpty == false {
            return nil
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self), isLocalOrGlobal(ref.baseName.text) { return nil }
        if registry.type(named: first) != nil || UIKitSurface.knownTypes.contains(first) { return text }
        return nil
    }

    private func isLocalOrGlobal(_ name: String) -> Bool {
        session.swift.globals[name] != nil
    }

    /// `NSCollectionLayoutGroup.horizontal(...)`, `NSCollectionLayoutSection.list(...)`: a factory the registry makes.
    func isRegistryFactory(_ m: MemberAccessExprSyntax) -> Bool {
        guard let base = m.base else { return false }
        let t = Builtins.baseTypeName(base.trimmedDescription)
        return registry.constructor([t, m.declName.baseName.text]) != nil
            || (session.swift.types[registry.type(named: t)?.name ?? t]?.staticMethods[m.declName.baseName.text] != nil)
    }

    /// An evaluated value in the registry's argument form.
    func valueToExpr(_ v: Value, at node: some SyntaxProtocol) throws -> Expr {
        try valueToExpr(v, at: node, range: range(node))
    }

    /// The same, with the node's range found once: finding it walks the syntax tree, and an array of
    /// 1,000,000 elements found it once per element (`outline.expand(1...1000000)` took 12 s under the
    /// fuzzer's instrumentation, 4 s in a debug build; found by the swift fuzzer).
    private func valueToExpr(_ v: Value, at node: some SyntaxProtocol, range r: ColumnRange) throws -> Expr {
        switch v {
        case .int(let i): return .number(Double(i), text: String(i), r)
        case .double(let d):
            guard d.isFinite else { throw error("the value \(Format.number(d)) is not a finite number", at: node) }
            return .number(d, text: Format.exactNumber(d), r)  // the text of an identifier: exact
        case .bool(let b): return .name(b ? "true" : "false", r)
        case .string(let s): return .string(s, r)
        case .symbol(let s): return .name(s, r)
        case .symbolRange(let a, let b): return .range(.name(a, r), .name(b, r), r)
        case .none: return .name("nil", r)
        case .array(let a): return .array(try a.map { try valueToExpr($0, at: node, range: r) }, r)
        case .uikit(.named(let name)): return .name(name, r)
        case .uikit(.object(let id)):
            // The registry's handlers read objects by name; an object with none is a host object, whose
            // members are the host's.
            throw error("'\(shown(.object(id)))' cannot be passed here", at: node)
        case .uikitValue(let box):
            // A global the value was read from (`docs` in `snapshotForExpandingParent(carrot, docs)`):
            // the registry's handlers find a program's global by its name.
            if let ref = node.as(DeclReferenceExprSyntax.self),
                case .uikitValue(let global)? = session.swift.globals[ref.baseName.text],
                uikitValuesEqual(global.object, box.object)
            {
                return .name(ref.baseName.text, r)
            }
            throw error(
                "a value of type \(UIKitNames.swiftName(box.object.typeName)) cannot be passed here",
                at: node, help: "this member reads its argument by name: pass a top-level variable")
        case .enumValue(let e) where e.typeName.isEmpty:
            if e.payload.isEmpty { return .implicitMember(e.caseName, r) }
            return .call(
                .implicitMember(e.caseName, r),
                try e.payload.map {
                    Arg(label: $0.label, labelRange: nil, value: try valueToExpr($0.value, at: node, range: r))
                }, r)
        case .object(let id) where session.swift.heap[id].map({ userHash($0.typeName) != nil }) ?? false:
            // An instance of a class with its own Hashable conformance, as an identifier.
            return .string(try rememberIdentity(v, at: node), r)
        case .enumValue, .uuid, .structValue:
            if case .structValue(let s) = v, let uikit = try UIKitSurface.lowerStruct(s, evaluator: self, at: node) {
                return uikit
            }
            return .string(try rememberIdentity(v, at: node), r)
        case .tuple(let elements):
            return .tuple(
                try elements.map {
                    Arg(label: $0.label, labelRange: nil, value: try valueToExpr($0.value, at: node, range: r))
                }, r)
        case .range:
            return .array(try iterate(v, at: node).map { try valueToExpr($0, at: node, range: r) }, r)
        case .inert(let what):
            throw inertValueError(what, at: node)
        default:
            throw error("a value of type \(typeName(of: v)) cannot be passed to UIKit here", at: node)
        }
    }

    /// `dataSource.sectionSnapshotHandlers.shouldExpandItem`, `layout.configuration.interSectionSpacing`: a chain of
    /// members on a UIKit object that the registry knows as one dotted member.
    func dottedUIKitMember(_ expr: ExprSyntax, in scope: Scope?) throws -> (receiver: ObjectKey, path: String)? {
        var names: [String] = []
        var current = expr
        while let m = current.as(MemberAccessExprSyntax.self), let base = m.base {
            names.insert(m.declName.baseName.text, at: 0)
            current = base
        }
        guard names.count >= 2, current.is(DeclReferenceExprSyntax.self) else { return nil }
        guard case .uikit(let receiver) = try evaluate(current, in: scope), let object = session[key: receiver],
            let type = registry.type(of: object)
        else { return nil }
        let path = names.joined(separator: ".")
        if object is DataSourceObject, UIKitSurface.handlerCallbacks.contains(path) { return (receiver, path) }
        guard type.member(path) != nil else {
            let group = type.members.map(\.name).filter { $0.hasPrefix(names[0] + ".") }
            if !group.isEmpty, type.member(names[0]) == nil || names.count > 1 {
                let last = expr.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(expr)
                throw error("value of type \(UIKitNames.swiftName(type.name)) has no member '\(path)'", at: last)
                    .suggesting(path, from: group)
            }
            return nil
        }
        return (receiver, path)
    }

    // MARK: Construction and statics

    func uikitConstruct(_ typeName: String, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?) throws
        -> Value
    {
        if let host = UIKitHost.type(named: typeName), !host.initializers.isEmpty {
            return try hostConstruct(host, args: args, call: call, at: call.calledExpression, in: scope)
        }
        if let v = try UIKitSurface.construct(typeName, args: args, call: call, evaluator: self, in: scope) { return v }
        guard let type = registry.type(named: typeName) else {
            // `UICollectionView.CellRegistration<Cell, Item>` reached through a typealias: a nested type of a known one.
            if UIKitSurface.knownTypes.contains(typeName)
                || UIKitSurface.knownTypes.contains(String(typeName.prefix { $0 != "." }))
            {
                _ = try evaluateArguments(args.filter { !$0.expr.is(ClosureExprSyntax.self) }, in: scope)
                noteInert(typeName, at: call.calledExpression)
                return .inert(typeName)
            }
            throw error("cannot find '\(typeName)' in scope", at: call.calledExpression)
        }
        return try registryConstruct(
            type, constructor: "", args: args, call: call, at: call.calledExpression, in: scope)
    }

    func registryConstruct(
        _ type: TypeSpec, constructor: String, args: [CallArgument], call: FunctionCallExprSyntax,
        at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value {
        // Only the outermost construction of a `let` takes its name (arguments are made first).
        let preferred = uikit.preferredName
        let local = uikit.localName
        uikit.preferredName = nil
        uikit.localName = nil
        guard let c = type.constructors.first(where: { $0.name == constructor }) else {
            if constructor.isEmpty, let decode = type.decode {
                // A value type built by its decoder (`NSCollectionLayoutDimension` has no initializer).
                let e = Expr.call(.name(type.name, range(node)), try lower(args, in: scope), range(call))
                let inv = invocation(name: type.name, at: node)
                return store(try decode(e, inv))
            }
            throw error(
                "'\(UIKitNames.swiftName(type.name))' has no initializer\(constructor.isEmpty ? "" : " or factory '\(constructor)'") here",
                at: node
            )
            .suggesting(constructor, from: type.constructors.map(\.name).filter { !$0.isEmpty })
        }
        var inv = invocation(
            name: constructor.isEmpty ? type.name : type.name + "." + constructor, at: node,
            args: try lower(args, in: scope, types: c.parameterTypes))
        let object = try perform(&inv) { (inv: inout Invocation) throws(ScriptError) in try c.make(&inv) }
        if let preferred {
            session.define(preferred, object, constant: uikit.preferredConstant)
            mutated = true
            return .uikit(.named(preferred))
        }
        let value = store(object, shown: local)
        // Until a variable names it, an object is shown as the code that made it.
        if local == nil, case .uikit(.object(let id)) = value, let spelled = chunk.text(of: call, limit: 60) {
            uikit.spelledHere[id.number] = spelled
        }
        return value
    }

    func uikitStatic(_ name: String, ofType typeName: String, at node: some SyntaxProtocol, in scope: Scope?) throws
        -> Value
    {
        if let host = UIKitHost.type(named: typeName), let make = host.constants[name] { return store(make()) }
        if let v = try UIKitSurface.staticConstant(name, ofType: typeName) { return v }
        if let type = registry.type(named: typeName) {
            if let decode = type.decode {
                let inv = invocation(name: typeName, at: node)
                return store(try decode(.implicitMember(name, range(node)), inv))
            }
            if type.constructors.contains(where: { $0.name == name }) {
                return .function(
                    FunctionValue(
                        name: typeName + "." + name, parameters: [], body: .builtin { _, _ in .void }, captured: nil))
            }
        }
        if UIKitSurface.knownTypes.contains(typeName) || typeName.contains(".") {
            // `UICollectionLayoutListConfiguration.Appearance.insetGrouped`, `UIColor.systemBackground`: a member
            // whose meaning the receiving UIKit call decides.
            return .enumValue(EnumValue(typeName: "", caseName: name, payload: []))
        }
        // `UICollectionLayoutListConfiguration.Appearance`: a type nested in a UIKit type, whose members are as above.
        if name.first?.isUppercase == true,
            registry.type(named: typeName) != nil || UIKitHost.type(named: typeName) != nil
        {
            return .type(typeName + "." + name)
        }
        throw error("type '\(typeName)' has no member '\(name)'", at: node)
    }

    func uikitStaticCall(
        _ name: String, ofType typeName: String, args: [CallArgument], call: FunctionCallExprSyntax,
        at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value {
        if let host = UIKitHost.type(named: typeName) {
            if name == "init" || name.isEmpty {
                return try hostConstruct(host, args: args, call: call, at: node, in: scope)
            }
            if let v = try hostFactory(host, name, args: args, at: node, in: scope) { return v }
        }
        if let type = registry.type(named: typeName) {
            if type.constructors.contains(where: { $0.name == name }) {
                return try registryConstruct(type, constructor: name, args: args, call: call, at: node, in: scope)
            }
            if let decode = type.decode {
                let e = Expr.call(.implicitMember(name, range(node)), try lower(args, in: scope), range(call))
                let inv = invocation(name: typeName, at: node)
                return store(try decode(e, inv))
            }
            throw error("type '\(UIKitNames.swiftName(type.name))' has no member '\(name)'", at: node)
                .suggesting(name, from: type.constructors.map(\.name).filter { !$0.isEmpty })
        }
        if UIKitSurface.knownTypes.contains(typeName) {
            _ = try evaluateArguments(args.filter { !$0.expr.is(ClosureExprSyntax.self) }, in: scope)
            noteInert(typeName + "." + name, at: node)
            return .inert(typeName + "." + name)
        }
        throw error("cannot find '\(typeName)' in scope", at: node)
    }

    // MARK: Properties

    func uikitProperty(_ name: String, of base: Value, at node: some SyntaxProtocol, in scope: Scope?) throws -> Value {
        var name = name
        var base = base
        if case .uikitPath(let r, let prefix) = base {
            base = .uikit(r)
            name = prefix + "." + name
        }
        if case .uikitValue(let box) = base, let host = UIKitHost.type(of: box.object) {
            if let v = try hostProperty(name, of: box.object, type: host, at: node) { return v }
            if let ext = try extensionMember(name, of: base, at: node) { return ext }
            throw error("value of type \(host.swiftName) has no member '\(name)'", at: node)
                .suggesting(name, from: host.properties.map(\.name))
        }
        guard case .uikit(let key) = base, let object = session[key: key], let type = registry.type(of: object)
        else {
            throw error("the UIKit object no longer exists", at: node)
        }
        if let v = try UIKitSurface.property(name, of: object, receiver: key, evaluator: self, at: node) {
            return v
        }
        if let host = UIKitHost.type(of: object), host.inertMembers.contains(name) {
            noteInert(host.inertPrefix + "." + name, at: node)
            return .inert(host.inertPrefix + "." + name)
        }
        // A property of a class the host describes: its numbers are CGFloat, as in Swift.
        if let host = UIKitHost.type(of: object), host.isReference, host.property(name)?.type != nil,
            let v = try hostProperty(name, of: object, type: host, at: node)
        {
            return v
        }
        // `layout.configuration` reads as the object itself so `layout.configuration.x` reaches the
        // registry's dotted member "configuration.x".
        if type.members.contains(where: { $0.name.hasPrefix(name + ".") }) && type.member(name) == nil {
            return .uikitPath(receiver: key, path: name)
        }
        guard let receiver = key.name,
            let member = type.members.first(where: { $0.name == name && $0.kind == .property }) ?? type.member(name)
        else {
            if let ext = try extensionMember(name, of: base, at: node) { return ext }
            throw error("value of type \(UIKitNames.swiftName(type.name)) has no member '\(name)'", at: node)
                .suggesting(name, from: type.members.map(\.name))
        }
        if member.kind == .method {
            let methodName = name
            return .function(
                FunctionValue(
                    name: name, parameters: [],
                    body: .builtin { ctx, args in
                        throw ctx.evaluator.error("call '\(methodName)' directly on its object", at: ctx.node)
                    }, captured: nil))
        }
        var inv = invocation(name: name, at: node, receiver: receiver)
        guard let result = try perform(&inv, { (inv: inout Invocation) throws(ScriptError) in try member.call(&inv) })
        else { return .none }
        return typedIdentifiers(store(result), from: object, receiver: key, member: name)
    }

    /// Identifiers read back from the data source are values of the identifier types it was made
    /// with (`UICollectionViewDiffableDataSource<Int, String>`: Int sections, String items), not the
    /// text the playground keeps them as. (Snapshots type their own: `identifierValue(_:of:section:)`.)
    func typedIdentifiers(_ value: Value, from object: any ScriptObject, receiver: ObjectKey, member: String) -> Value {
        guard object is DataSourceObject, let generics = session.swift.genericArguments[receiver], generics.count == 2
        else { return value }
        let isSection = member.hasPrefix("section") || member.hasPrefix("indexOfSection")
        let type = isSection ? generics[0] : generics[1]
        func typed(_ v: Value) -> Value {
            let text: String
            switch v {
            case .symbol(let s): text = s
            case .string(let s) where member.hasSuffix("Identifier") || member == "parent": text = s
            case .array(let a): return .array(a.map(typed))
            default: return v
            }
            return identifierValue(text, ofType: type) ?? v
        }
        return typed(value)
    }

    /// The user's value for an identifier of a known type (nil when the text says nothing more).
    func identifierValue(_ text: String, ofType written: String?) -> Value? {
        if let known = session.swift.identifierValues[text] { return known }
        // `Item.ID` or an alias: the type it stands for (`Int`, `String`).
        let type = written.map { underlyingTypeName($0) ?? $0 }
        if let type, Builtins.isIntegerType(type), let i = Int(text) { return .int(i) }
        if type == "String" { return .string(text) }
        return nil
    }

    /// The session object a member of `base` acts on, and the registry's name of that member
    /// (`layout.configuration` + `interSectionSpacing` is `configuration.interSectionSpacing` of `layout`).
    func uikitTarget(_ base: Value, member name: String) -> (receiver: ObjectKey, member: String)? {
        if case .uikitPath(let r, let prefix) = base { return (r, prefix + "." + name) }
        if case .uikit(let r) = base { return (r, name) }
        return nil
    }

    func setUIKitProperty(
        _ name: String, of base: inout Value, to value: Value, at node: some SyntaxProtocol, rhs: ExprSyntax?,
        in scope: Scope?
    ) throws {
        if case .uikitValue(let box) = base, let host = UIKitHost.type(of: box.object) {
            guard try setHostProperty(name, of: &base, type: host, to: value, at: node, rhs: rhs, in: scope) else {
                throw error("value of type \(host.swiftName) has no member '\(name)'", at: node)
                    .suggesting(name, from: host.properties.filter { $0.set != nil }.map(\.name))
            }
            return
        }
        guard let (receiver, memberName) = uikitTarget(base, member: name) else {
            throw error("cannot set '\(name)' here", at: node)
        }
        guard let object = session[key: receiver], let type = registry.type(of: object) else {
            throw error("the UIKit object no longer exists", at: node)
        }
        // `section.orthogonalScrollingProperties.bounce`: a dotted member of the host type.
        if let host = UIKitHost.type(of: object), host.inertMembers.contains(memberName) {
            noteInert(host.inertPrefix + "." + memberName, at: node)
            return
        }
        if let host = UIKitHost.type(of: object), host.isReference, host.property(memberName) != nil {
            try setHostProperty(
                memberName, of: receiver, object: object, type: host, to: value, at: node, rhs: rhs, in: scope)
            return
        }
        // A closure on the right (a handler) is a value the surface looks at, not a shape to decode.
        var value = value
        if case .void = value, let rhs, rhs.is(ClosureExprSyntax.self) || rhs.is(NilLiteralExprSyntax.self) {
            value = try evaluate(rhs, in: scope)
        }
        if try UIKitSurface.setProperty(
            memberName, of: object, receiver: receiver, to: value, evaluator: self, at: node)
        {
            return
        }
        // A table view data source's row animation: how the change looks, not what changes.
        if object is DataSourceObject, memberName == "defaultRowAnimation" {
            noteInert("dataSource.defaultRowAnimation", at: node)
            return
        }
        guard let registryName = receiver.name, let member = type.member(memberName), member.kind == .property,
            let setter = member.set
        else {
            if type.member(memberName) != nil {
                throw error("'\(memberName)' of \(UIKitNames.swiftName(type.name)) is read-only", at: node)
            }
            throw error("value of type \(UIKitNames.swiftName(type.name)) has no member '\(memberName)'", at: node)
                .suggesting(memberName, from: type.members.filter(\.isSettable).map(\.name))
        }
        let lowered = try rhs.map { try lower($0, in: scope) } ?? valueToExpr(value, at: node)
        var inv = invocation(name: memberName, at: node, receiver: registryName, value: lowered)
        try perform(&inv) { (inv: inout Invocation) throws(ScriptError) in try setter(&inv) }
        try UIKitSurface.afterChange(of: receiver, evaluator: self)
    }

    /// `layout = ...`, `environment = ...`: the session's built-in objects; a list of identifiers.
    func assignSessionObject(
        _ name: String, value: Value, at node: some SyntaxProtocol, rhs: ExprSyntax?, in scope: Scope?
    ) throws {
        guard let current = session[name] else { throw unknownName(name, at: node) }
        if current is IdentifierList {
            guard let ids = try identifierList(value, at: node) else {
                throw error(
                    "cannot assign a value of type \(typeName(of: value)) to '\(name)' (a list of identifiers)",
                    at: node)
            }
            session.define(name, IdentifierList(ids))
            return
        }
        if case .uikit(let source) = value, let object = session[key: source] {
            guard object.typeName == current.typeName else {
                throw error(
                    "cannot assign a value of type \(UIKitNames.swiftName(object.typeName)) to '\(name)' (\(UIKitNames.swiftName(current.typeName)))",
                    at: node)
            }
            try UIKitSurface.install(object, from: source, as: name, evaluator: self)
            return
        }
        throw error(
            "cannot assign a value of type \(typeName(of: value)) to '\(name)' (\(UIKitNames.swiftName(current.typeName)))",
            at: node)
    }

    /// Identifiers from an array of identifier values (nil when an element is not one).
    func identifierList(_ v: Value, at node: some SyntaxProtocol) throws -> [String]? {
        guard case .array(let a) = v else { return nil }
        var out: [String] = []
        for x in a {
            switch x {
            case .string, .symbol, .int, .enumValue, .uuid, .structValue, .object:
                out.append(try rememberIdentity(x, at: node))
            default: return nil
            }
        }
        return out
    }

    func uikitSubscript(_ base: Value, _ index: Value, at node: some SyntaxProtocol) throws -> Value {
        throw error("a value of type \(typeName(of: base)) has no subscripts", at: node)
    }

    // MARK: Methods

    func uikitMethod(
        _ name: String, on base: Value, args: [CallArgument], call: FunctionCallExprSyntax,
        at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> (Value, Value?) {
        if case .uikitValue(var box) = base, let host = UIKitHost.type(of: box.object),
            let method = host.method(name, labels: Self.hostLabels(args))
        {
            var hostCall = HostMethodCall(
                evaluator: self, scope: scope, name: name, nameNode: Syntax(node), usage: method.doc.usage,
                identifierTypes: identifierTypes(of: base), objectType: type(of: box.object), arguments: args)
            let result = try method.body(&box.object, &hostCall)
            guard method.mutating else { return (result, nil) }
            mutated = true
            return (result, .uikitValue(box))
        }
        if case .uikitValue(let box) = base, let host = UIKitHost.type(of: box.object) {
            throw error("value of type \(host.swiftName) has no member '\(name)'", at: node)
                .suggesting(name, from: host.methods.map(\.name) + host.properties.map(\.name))
        }
        // A method of a class the session keeps (`layout.use(grid)`): it changes the object itself.
        if case .uikit(let receiver) = base, let object = session[key: receiver], let host = UIKitHost.type(of: object),
            host.isReference, let method = host.method(name, labels: Self.hostLabels(args))
        {
            var changed = object
            // A data source's identifier types hold its arguments to them, unless it only took them from
            // a snapshot applied to it (`identifierExpectation`).
            let generics =
                session.swift.adoptedGenerics.contains(receiver) ? nil : session.swift.genericArguments[receiver]
            var hostCall = HostMethodCall(
                evaluator: self, scope: scope, name: name, nameNode: Syntax(node), usage: method.doc.usage,
                identifierTypes: generics, objectType: type(of: object), arguments: args)
            hostCall.receiver = receiver
            let result = try method.body(&changed, &hostCall)
            if method.mutating {
                session.define(key: receiver, changed)
                mutated = true
                try UIKitSurface.afterChange(of: receiver, evaluator: self)
            }
            return (result, nil)
        }
        guard let (receiver, memberName) = uikitTarget(base, member: name) else {
            throw error("cannot call '\(name)' here", at: node)
        }
        guard let object = session[key: receiver], let type = registry.type(of: object) else {
            throw error("the UIKit object no longer exists", at: node)
        }
        if let v = try UIKitSurface.method(
            memberName, on: object, receiver: receiver, args: args, call: call, evaluator: self, at: node, in: scope)
        {
            return (v, nil)
        }
        let labels = args.compactMap(\.label)
        guard let registryName = receiver.name,
            let member = type.member(memberName, callLabels: labels, kind: .method)
                ?? type.member(memberName, callLabels: labels)
        else {
            throw error("value of type \(UIKitNames.swiftName(type.name)) has no member '\(memberName)'", at: node)
                .suggesting(memberName, from: type.members.map(\.name))
        }
        if member.kind == .property && !args.isEmpty {
            throw error("'\(memberName)' is a property, not a method", at: node)
        }
        let savedTypes = uikit.identifierTypes
        if object is DataSourceObject {
            uikit.identifierTypes = session.swift.genericArguments[receiver] ?? ["*"]
        }
        defer { uikit.identifierTypes = savedTypes }
        var loweredArgs: [Arg] = []
        loweredArgs.reserveCapacity(args.count)
        for (i, a) in args.enumerated() {
            let expecting =
                Self.isGenericUIKit(object)
                ? identifierExpectation(of: object, receiver: receiver, member: memberName, label: a.label, index: i)
                : nil
            loweredArgs.append(
                Arg(
                    label: a.label, labelRange: a.labelToken.map { range($0) },
                    value: try lower(a.expr, in: scope, expecting: expecting)))
        }
        if object is DataSourceObject,
            session.swift.genericArguments[receiver] == nil || session.swift.adoptedGenerics.contains(receiver)
        {
            // The session's own data source takes its identifier types from the typed snapshot applied to it
            // (not declared with them, it is not held to them: see `identifierExpectation`).
            for case .name(let n, _) in loweredArgs.map(\.value) where session[n] is SnapshotObject {
                if let g = session.swift.genericArguments[.named(n)], g.count == 2 {
                    session.swift.genericArguments[receiver] = g
                    session.swift.adoptedGenerics.insert(receiver)
                    break
                }
            }
        }
        var inv = invocation(name: memberName, at: node, receiver: registryName, args: loweredArgs)
        let result = try perform(&inv) { (inv: inout Invocation) throws(ScriptError) in try member.call(&inv) }
        if member.mutates {
            mutated = true
            // Only a change re-runs what follows the object (a section provider that reads
            // `self.dataSource.snapshot()` would otherwise run itself again on every read).
            try UIKitSurface.afterChange(of: receiver, evaluator: self)
        }
        let value =
            result.map { typedIdentifiers(store($0), from: object, receiver: receiver, member: memberName) } ?? .void
        // `dataSource.snapshot()` has the data source's identifier types.
        // `dataSource.snapshot(for: section)` is a section snapshot of the data source's items.
        if case .uikitValue(let box) = value, let generics = session.swift.genericArguments[receiver],
            generics.count == 2
        {
            return (withIdentifierTypes(value, box.object is SectionSnapshotObject ? [generics[1]] : generics), nil)
        }
        // `dataSource.snapshot()` has the data source's identifier types.
        if case .uikit(let n) = value, n != receiver, let generics = session.swift.genericArguments[receiver] {
            // `dataSource.snapshot(for: section)` is a section snapshot of the data source's items.
            session.swift.genericArguments[n] =
                session[key: n] is SectionSnapshotObject && generics.count == 2 ? [generics[1]] : generics
        }
        return (value, nil)
    }
}

/// UIKit's type names for the registry's short names, for messages.
enum UIKitNames {
    static func swiftName(_ registryName: String) -> String {
        switch registryName {
        case "LayoutItem": "NSCollectionLayoutItem"
        case "LayoutGroup": "NSCollectionLayoutGroup"
        case "LayoutSection": "NSCollectionLayoutSection"
        case "LayoutSize": "NSCollectionLayoutSize"
        case "LayoutDimension": "NSCollectionLayoutDimension"
        case "LayoutSpacing": "NSCollectionLayoutSpacing"
        case "EdgeSpacing": "NSCollectionLayoutEdgeSpacing"
        case "DirectionalEdgeInsets": "NSDirectionalEdgeInsets"
        case "LayoutSupplementaryItem": "NSCollectionLayoutSupplementaryItem"
        case "LayoutBoundarySupplementaryItem": "NSCollectionLayoutBoundarySupplementaryItem"
        case "LayoutDecorationItem": "NSCollectionLayoutDecorationItem"
        case "ListConfiguration": "UICollectionLayoutListConfiguration"
        case "LayoutConfiguration": "UICollectionViewCompositionalLayoutConfiguration"
        case "CompositionalLayout": "UICollectionViewCompositionalLayout"
        case "Snapshot": "NSDiffableDataSourceSnapshot"
        case "SectionSnapshot": "NSDiffableDataSourceSectionSnapshot"
        case "DiffableDataSource": "UICollectionViewDiffableDataSource"
        case "LayoutEnvironment": "NSCollectionLayoutEnvironment"
        default: registryName
        }
    }

    /// Swift structs among UIKit's types: copied on assignment.
    static func isValueType(_ object: any ScriptObject) -> Bool {
        object.isExactly(SnapshotObject.self) || object.isExactly(SectionSnapshotObject.self)
            || object.isExactly(ListDefinition.self)
            || object.isExactly(InsetsObject.self) || object.isExactly(EdgeInsetsObject.self)
    }
}
