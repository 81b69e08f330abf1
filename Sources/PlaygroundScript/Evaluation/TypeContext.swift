import SwiftSyntax

/// The type context: where Swift knows the type an expression must have (a declared variable, a
/// stored property, an enum case's payload, a parameter, a return type), the expression is evaluated
/// against it, so `.list`, `.init(title:)` and `.feature(...)` mean that type's members, as Swift's
/// type checker reads them.
extension Evaluator {
    /// What an assignment's target says of the value assigned to it.
    enum TargetType {
        /// A declared type: `var mode: Mode`, a stored property's annotation, an `inout` parameter's.
        case declared(TypeSyntax)
        /// A property of something the playground does not model (`label.font`): a leading-dot value
        /// assigned to it is not modelled either, and is inert.
        case inert(String)

        var declared: TypeSyntax? { if case .declared(let t) = self { t } else { nil } }
    }

    /// The type Swift gives the target of `target = value`, when the playground knows it. Bases are
    /// read only when they are plain reads (variables, `self`, stored properties), so nothing runs twice.
    func targetType(of target: ExprSyntax, in scope: Scope?) throws -> TargetType? {
        if let ref = target.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if let local = scope?.declaredType(name), local.found {
                return local.type.map { .declared(Self.unwrappingInout($0)) }
            }
            // `self = .init(...)` in a value type's initializer or mutating method: the type itself.
            if name == "self", let frame = selfStack.last, !frame.isStatic, !frame.typeName.isEmpty {
                return .declared(TypeSyntax(IdentifierTypeSyntax(name: .identifier(frame.typeName))))
            }
            if let frame = selfStack.last, let t = propertyType(name, ofType: frame.typeName, isStatic: frame.isStatic)
            {
                return .declared(t)
            }
            return session.swift.globalTypes[name].map { .declared($0) }
        }
        if let m = target.as(MemberAccessExprSyntax.self), var base = m.base {
            let name = m.declName.baseName.text
            if let chain = base.as(OptionalChainingExprSyntax.self) { base = chain.expression }
            if let force = base.as(ForceUnwrapExprSyntax.self) { base = force.expression }
            if let ref = base.as(DeclReferenceExprSyntax.self), ref.baseName.text == "self", let frame = selfStack.last
            {
                return propertyType(name, ofType: frame.typeName, isStatic: frame.isStatic).map { .declared($0) }
            }
            guard isPlainRead(base, in: scope) else { return nil }
            switch try evaluate(base, in: scope) {
            case .inert(let what): return .inert(what + "." + name)
            case .type(let t): return propertyType(name, ofType: t, isStatic: true).map { .declared($0) }
            case .structValue(let s):
                if let t = propertyType(name, ofType: s.typeName, isStatic: false) { return .declared(t) }
                return Self.geometryFieldType(name, of: s.typeName).map { .declared($0) }
            case .object(let id):
                guard let t = session.swift.heap[id]?.typeName else { return nil }
                if let declared = propertyType(name, ofType: t, isStatic: false) { return .declared(declared) }
                // UIKit's `collectionView.collectionViewLayout = .listLayout()` (a static of an extension).
                if name == "collectionViewLayout", UICollectionViewSurface.isCollectionView(t, session: session) {
                    return .declared(TypeSyntax(IdentifierTypeSyntax(name: .identifier("UICollectionViewLayout"))))
                }
                return nil
            default: return nil
            }
        }
        if let sub = target.as(SubscriptCallExprSyntax.self),
            case .declared(let collection)? = try targetType(of: sub.calledExpression, in: scope)
        {
            return Self.elementType(of: collection).map { .declared($0) }
        }
        return nil
    }

    /// The type of a field of Core Graphics' and UIKit's geometry structs (`frame.size.height = .leastNormalMagnitude`
    /// is a CGFloat's static), nil for another.
    static func geometryFieldType(_ name: String, of typeName: String) -> TypeSyntax? {
        let field: String
        switch (typeName, name) {
        case ("CGRect", "origin"): field = "CGPoint"
        case ("CGRect", "size"): field = "CGSize"
        case ("CGSize", "width"), ("CGSize", "height"), ("CGPoint", "x"), ("CGPoint", "y"): field = "CGFloat"
        case ("UIEdgeInsets", _), ("NSDirectionalEdgeInsets", _): field = "CGFloat"
        default: return nil
        }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(field)))
    }

    /// Whether reading `e` runs nothing of the program's: a name, or stored properties of one.
    func isPlainRead(_ e: ExprSyntax, in scope: Scope?) -> Bool {
        if e.is(DeclReferenceExprSyntax.self) { return true }
        guard let m = e.as(MemberAccessExprSyntax.self), let base = m.base else { return false }
        return isPlainRead(base.as(OptionalChainingExprSyntax.self)?.expression ?? base, in: scope)
    }

    /// The declared type of a property of a user type (or of its superclasses), static or not.
    func propertyType(_ name: String, ofType typeName: String, isStatic: Bool) -> TypeSyntax? {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = declaration(ofType: t) {
            if isStatic {
                if let type = decl.staticStoredTypes[name] ?? decl.staticComputed[name]?.type { return type }
            } else {
                if let p = decl.stored.first(where: { $0.name == name }) { return p.type }
                if let c = decl.computed[name] { return c.type }
            }
            current = decl.superclass
            hops += 1
        }
        // A property the host class declares (a flow layout's `itemSize` is a CGSize), in its subclasses too.
        return isStatic ? nil : host.inheritedPropertyType(name, typeName: typeName, evaluator: self)
    }

    /// The declaration of a type of the program, or of the user's extensions of a builtin or UIKit type
    /// (kept under the playground's own name for it: `extension CGFloat` is the number type's).
    func declaration(ofType name: String) -> TypeDeclaration? {
        if let decl = session.swift.types[name] { return decl }
        guard let canonical = registry.type(named: name)?.name, canonical != name else { return nil }
        return session.swift.types[canonical]
    }

    /// Whether a right-hand side takes its meaning from the target's type: a leading-dot member, a
    /// number literal (an Int literal assigned to a CGFloat is a CGFloat), a collection literal, nil.
    static func needsContext(_ e: ExprSyntax) -> Bool {
        if isLeadingDot(e) { return true }
        switch e.kind {
        case .integerLiteralExpr, .arrayExpr, .dictionaryExpr, .nilLiteralExpr, .ternaryExpr: return true
        case .prefixOperatorExpr: return needsContext(e.cast(PrefixOperatorExprSyntax.self).expression)
        // `rows = items.map { .product($0) }`: the closure's result takes the element type of the target.
        case .functionCallExpr:
            guard let m = e.cast(FunctionCallExprSyntax.self).calledExpression.as(MemberAccessExprSyntax.self) else {
                return false
            }
            return m.base != nil && ["map", "compactMap", "flatMap"].contains(m.declName.baseName.text)
        // `.all[1]`: a leading-dot member's subscript (SE-0287).
        case .subscriptCallExpr: return needsContext(e.cast(SubscriptCallExprSyntax.self).calledExpression)
        case .tupleExpr:
            let t = e.cast(TupleExprSyntax.self)
            return t.elements.count == 1 && t.elements.first.map { needsContext($0.expression) } == true
        default: return false
        }
    }

    /// `.name`, `.name(...)`: a member whose type only the context can give.
    static func isLeadingDot(_ e: ExprSyntax) -> Bool {
        switch e.kind {
        case .memberAccessExpr: return e.cast(MemberAccessExprSyntax.self).base == nil
        case .functionCallExpr:
            return e.cast(FunctionCallExprSyntax.self).calledExpression.as(MemberAccessExprSyntax.self).map {
                $0.base == nil
            } ?? false
        default: return false
        }
    }

    /// A leading-dot member as the expression, an operand of its operators (`.now() + 0.5`, `-.pi`) or an
    /// element of an array literal (`[.init(header: nil)]`), which takes its type from the context.
    static func hasLeadingDotOperand(_ e: ExprSyntax) -> Bool {
        if isLeadingDot(e) { return true }
        switch e.kind {
        case .arrayExpr: return e.cast(ArrayExprSyntax.self).elements.contains { hasLeadingDotOperand($0.expression) }
        case .sequenceExpr: return e.cast(SequenceExprSyntax.self).elements.contains { hasLeadingDotOperand($0) }
        case .infixOperatorExpr:
            let infix = e.cast(InfixOperatorExprSyntax.self)
            return hasLeadingDotOperand(infix.leftOperand) || hasLeadingDotOperand(infix.rightOperand)
        case .prefixOperatorExpr: return hasLeadingDotOperand(e.cast(PrefixOperatorExprSyntax.self).expression)
        case .tupleExpr:
            let t = e.cast(TupleExprSyntax.self)
            return t.elements.count == 1 && t.elements.first.map { hasLeadingDotOperand($0.expression) } == true
        default: return false
        }
    }

    /// `T` of `inout T` (an `inout` parameter's type is its variable's).
    static func unwrappingInout(_ type: TypeSyntax) -> TypeSyntax {
        if let attributed = type.as(AttributedTypeSyntax.self) { return attributed.baseType }
        return type
    }

    /// `T` of `T?` and `T!`.
    static func unwrappingOptional(_ type: TypeSyntax) -> TypeSyntax {
        var t = unwrappingInout(type)
        while true {
            if let o = t.as(OptionalTypeSyntax.self) {
                t = o.wrappedType
                continue
            }
            if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                t = o.wrappedType
                continue
            }
            return t
        }
    }

    /// The element type of `[T]`, `Array<T>`, `Set<T>`, and the value type of `[K: V]`, `Dictionary<K, V>`.
    static func elementType(of type: TypeSyntax) -> TypeSyntax? {
        let t = unwrappingOptional(type)
        if let array = t.as(ArrayTypeSyntax.self) { return array.element }
        if let dict = t.as(DictionaryTypeSyntax.self) { return dict.value }
        if let named = t.as(IdentifierTypeSyntax.self), let args = named.genericArgumentClause?.arguments {
            switch (named.name.text, args.count) {
            case ("Array", 1), ("Set", 1), ("ContiguousArray", 1): return args.first.flatMap { genericArgumentType($0) }
            case ("Dictionary", 2): return args.last.flatMap { genericArgumentType($0) }
            default: return nil
            }
        }
        return nil
    }

    private static func genericArgumentType(_ argument: GenericArgumentSyntax) -> TypeSyntax? {
        if case .type(let t) = argument.argument { return t }
        return nil
    }

    /// `#Preview { ... }` (an expression at the top level, a declaration after attributes): Xcode's
    /// canvas preview shows a view, and what its closure builds is not the program's layout. It is not
    /// run and is named in the unit's note.
    /// `#warning("...")`: a message of the compiler's, which builds the code around it as if it were not there
    /// (named once in a note); `#error("...")` stops the build, so it is the error here. False for other macros.
    func compilerDirective(_ macro: some FreestandingMacroExpansionSyntax) throws -> Bool {
        let name = macro.macroName.text
        guard name == "warning" || name == "error" else { return false }
        let text =
            macro.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            ?? macro.arguments.trimmedDescription
        if name == "error" { throw error("#error: \(text)", at: macro, help: "Swift does not build code with #error") }
        noteOnce(
            "#warning " + text, "#warning: \(text) (the compiler's warning; nothing runs for it)", help: nil)
        return true
    }

    func skipsPreview(_ macroName: TokenSyntax) -> Bool {
        guard macroName.text == "Preview" else { return false }
        noteInert("#Preview", at: macroName)
        return true
    }
}
