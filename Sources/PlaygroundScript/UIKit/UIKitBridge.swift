import PlaygroundCore
import SwiftSyntax

/// The interpreter's side of the host module: UIKit objects as values (a class's instance with
/// identity, a struct by value), their construction, statics, properties and methods, each
/// answered by the type's `HostType` (one file per type under `UIKit/`).
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
        if object.isExactly(TextValue.self) || object.isExactly(ItemPredicateObject.self)
            || UIKitHost.type(of: object).map({ !$0.isReference }) == true
        {
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
        if case .object(let id) = key, let call = uikit.spelledHere[id.number],
            let spelled = chunk.text(of: call, limit: 60)
        {
            return spelled
        }
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
        // `appendSections([.zero])` with Int sections: the standard type's own static member.
        if call == nil, let t = expected?.first, session.swift.types[t] == nil, Builtins.typeNames.contains(t),
            let v = try Builtins.staticMember(name, ofType: t, evaluator: self, at: member)
        {
            return v
        }
        // (A nested type is kept under its own name: `Holder.HomeSection` is found through its alias.)
        var candidates = (expected ?? []).compactMap { declaredTypeKey($0) }
        for t in uikit.identifierTypes where t != "*" {
            if let declared = declaredTypeKey(t), !candidates.contains(declared) { candidates.append(declared) }
        }
        let known = candidates.count
        if candidates.isEmpty || uikit.identifierTypes.contains("*") {
            candidates += session.swift.types.values.filter { $0.kind == .enumType || $0.kind == .structType }.map(
                \.name
            ).sorted()
        }
        func hasCase(_ t: String) -> Bool { session.swift.types[t]?.cases.contains { $0.name == name } == true }
        func isOwner(_ t: String) -> Bool {
            guard let decl = session.swift.types[t] else { return false }
            return hasCase(t) || decl.staticStored[name] != nil || decl.staticComputed[name] != nil
        }
        // Searched for among all the program's types, an enum's case is the identifier before another type's
        // static property of the name (`Section.author`, not SwiftGen's `L10n.About.author` string).
        let searched = candidates.dropFirst(known).filter(isOwner)
        guard
            let owner = candidates.prefix(known).first(where: isOwner) ?? searched.first(where: hasCase)
                ?? searched.first
        else { return nil }
        if let call { return try callStatic(name, ofType: owner, call: call, at: member, in: scope) }
        return try staticMember(name, ofType: owner, at: member, in: scope)
    }

    /// A call of a host type's initializer or factory written with its type (`NSCollectionLayoutSize(...)`,
    /// `NSCollectionLayoutDimension.absolute(4)`), the type not shadowed by a name of the program.
    func isHostConstruction(_ expr: ExprSyntax, in scope: Scope?) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        let typeName: String
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            typeName = ref.baseName.spelled
        } else if let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = m.base?.as(DeclReferenceExprSyntax.self)
        {
            typeName = base.baseName.spelled
        } else {
            return false
        }
        guard UIKitHost.type(named: typeName) != nil, scope?.lookup(typeName) == nil,
            session.swift.globals[typeName] == nil
        else { return false }
        return session.swift.types[typeName].map { $0.kind == .uikit } ?? true
    }

    /// `NSCollectionLayoutItem(...)` or `NSCollectionLayoutGroup.horizontal(...)`: a call of a host type's
    /// initializer, or of a class's static factory, written with its type (not shadowed by a name of the
    /// program). A top-level `let` makes such an object under its own name; a local one names it.
    /// The layout and the data source are made by the Swift side (a provider, the collection view).
    func constructionTarget(_ expr: ExprSyntax, in scope: Scope?) -> HostType? {
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
            let host = UIKitHost.type(named: typeName),
            host.shortName != "CompositionalLayout", host.shortName != "DiffableDataSource"
        else { return nil }
        if let member {
            guard host.isReference, host.statics.contains(where: { $0.name == member }),
                session.swift.types[host.shortName]?.staticMethods[member] == nil
            else { return nil }
            return host
        }
        return host.initializers.isEmpty ? nil : host
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
            let host = UIKitHost.type(of: object)
        else { return nil }
        let path = names.joined(separator: ".")
        guard host.property(path) != nil else {
            let group = host.properties.map(\.name).filter { $0.hasPrefix(names[0] + ".") }
            if !group.isEmpty, host.property(names[0]) == nil || names.count > 1 {
                let last = expr.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(expr)
                throw error("value of type \(host.swiftName) has no member '\(path)'", at: last)
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
        let host = UIKitHost.type(named: typeName)
        if let host, !host.initializers.isEmpty {
            return try hostConstruct(host, args: args, call: call, at: call.calledExpression, in: scope)
        }
        if let v = try UIKitSurface.construct(typeName, args: args, call: call, evaluator: self, in: scope) { return v }
        if let host {
            // `NSCollectionLayoutDimension(...)`: made by its static factories only.
            throw error("'\(host.swiftName)' has no initializer here", at: call.calledExpression)
                .suggesting("", from: (host.statics.map(\.name) + host.constants.keys).sorted())
        }
        // `UICollectionView.CellRegistration<Cell, Item>` reached through a typealias: a nested type of a known one.
        if UIKitSurface.knownTypes.contains(typeName)
            || UIKitSurface.knownTypes.contains(String(typeName.prefix { $0 != "." }))
        {
            // (An argument written with a leading dot, `image: .init(systemName:)`, takes its type from the
            // initializer, which is inert: so is the argument.)
            try UIKitSurface.evaluateInertArguments(args, evaluator: self, in: scope)
            noteInert(typeName, at: call.calledExpression)
            return .inert(typeName)
        }
        throw notFound(typeName, at: call.calledExpression)
    }

    func uikitStatic(_ name: String, ofType typeName: String, at node: some SyntaxProtocol, in scope: Scope?) throws
        -> Value
    {
        let host = UIKitHost.type(named: typeName)
        if let host, let make = host.constants[name] { return store(make()) }
        if let v = try UIKitSurface.staticConstant(name, ofType: typeName) { return v }
        // `NSCollectionLayoutDimension.absolute` not called: Swift's function value, which the playground
        // does not model; a name the type does not have is Swift's error.
        if let host, name.first?.isLowercase == true, !host.statics.isEmpty || !host.constants.isEmpty {
            if host.statics.contains(where: { $0.name == name }) {
                throw error(
                    "'\(host.swiftName).\(name)' is a function: call it here", at: node,
                    help: "the playground keeps no reference to a UIKit function")
            }
            throw error("type '\(host.swiftName)' has no member '\(name)'", at: node)
                .suggesting(name, from: (host.statics.map(\.name) + host.constants.keys).sorted())
        }
        if UIKitSurface.knownTypes.contains(typeName) || typeName.contains(".") {
            // `UICollectionLayoutListConfiguration.Appearance.insetGrouped`, `UIColor.systemBackground`: a member
            // whose meaning the receiving UIKit call decides.
            return .enumValue(EnumValue(typeName: "", caseName: name, payload: []))
        }
        // `UICollectionLayoutListConfiguration.Appearance`: a type nested in a UIKit type, whose members are as above.
        if name.first?.isUppercase == true, host != nil { return .type(typeName + "." + name) }
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
            if host.isReference {
                throw error("type '\(host.swiftName)' has no member '\(name)'", at: node)
                    .suggesting(name, from: host.statics.map(\.name))
            }
            // `.fractional(1)` where a dimension is expected: as the type's own factories word it.
            let noun = host.what.hasPrefix("the ") ? String(host.what.dropFirst(4)) : host.what
            throw error("unknown \(noun) '.\(name)'", at: node)
                .suggesting(name, from: host.statics.map(\.name)).withSuggestionPrefix(".")
        }
        if UIKitSurface.knownTypes.contains(typeName) {
            _ = try evaluateArguments(args.filter { !$0.expr.is(ClosureExprSyntax.self) }, in: scope)
            noteInert(typeName + "." + name, at: node)
            return .inert(typeName + "." + name)
        }
        throw notFound(typeName, at: node)
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
        guard case .uikit(let key) = base, let object = session[key: key], let host = UIKitHost.type(of: object)
        else {
            throw error("the UIKit object no longer exists", at: node)
        }
        if let v = try UIKitSurface.property(name, of: object, receiver: key, evaluator: self, at: node) {
            return v
        }
        if host.inertMembers.contains(name) {
            noteInert(host.inertPrefix + "." + name, at: node)
            return .inert(host.inertPrefix + "." + name)
        }
        if let p = host.property(name) {
            // A typed property's numbers are CGFloat, as in Swift; the others read as what they hold (an
            // identifier of the data source as a value of its identifier type).
            if p.type != nil, let v = try hostProperty(name, of: object, type: host, at: node) { return v }
            if let read = p.read { return read(object, self) }
            guard let result = p.get(object) else { return .none }
            return typedIdentifiers(store(result), from: object, receiver: key, member: name)
        }
        // `section.orthogonalScrollingProperties` reads as a path into the object, so
        // `section.orthogonalScrollingProperties.decelerationRate` reaches the dotted property.
        if host.properties.contains(where: { $0.name.hasPrefix(name + ".") }) {
            return .uikitPath(receiver: key, path: name)
        }
        if host.methods.contains(where: { $0.name == name }) {
            let methodName = name
            return .function(
                FunctionValue(
                    name: name, parameters: [],
                    body: .builtin { ctx, args in
                        throw ctx.evaluator.error("call '\(methodName)' directly on its object", at: ctx.node)
                    }, captured: nil))
        }
        if let ext = try extensionMember(name, of: base, at: node) { return ext }
        // `dataSource.rx`: RxSwift's reactive extension of every object, a module the playground does not model.
        if name == "rx" {
            noteInert(host.swiftName + ".rx", at: node)
            return .inert(host.swiftName + ".rx")
        }
        throw error("value of type \(host.swiftName) has no member '\(name)'", at: node)
            .suggesting(name, from: host.properties.map(\.name) + host.methods.map(\.name))
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
        if let known = session.swift.identifierValues[text] {
            // `Item.events` beside `Section.events`: both are kept as "events", and an item read back is the item
            // type's case (the section and item identifiers of a snapshot are apart, as in UIKit).
            if let written, case .enumValue(let e) = known, e.typeName != written,
                let decl = session.swift.types[written], decl.kind == .enumType,
                decl.cases.contains(where: { $0.name == e.caseName && $0.parameters.count == e.payload.count })
            {
                return .enumValue(EnumValue(typeName: written, caseName: e.caseName, payload: e.payload))
            }
            return known
        }
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
        guard let object = session[key: receiver], let host = UIKitHost.type(of: object) else {
            throw error("the UIKit object no longer exists", at: node)
        }
        // `section.orthogonalScrollingProperties.bounce`: a dotted member of the host type.
        if host.inertMembers.contains(memberName) {
            noteInert(host.inertPrefix + "." + memberName, at: node)
            return
        }
        if let p = host.property(memberName) {
            guard p.set != nil else { throw error("'\(memberName)' of \(host.swiftName) is read-only", at: node) }
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
        throw error("value of type \(host.swiftName) has no member '\(memberName)'", at: node)
            .suggesting(memberName, from: host.properties.filter { $0.set != nil }.map(\.name))
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
        // A subclass of UICollectionViewCompositionalLayout of the program's: the layout its `super.init` made.
        if current is LayoutDefinition, case .object(let id) = value,
            let compositional = session.swift.heap[id]?.uikit.compositionalLayout
        {
            return try assignSessionObject(name, value: compositional, at: node, rhs: rhs, in: scope)
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
        guard let object = session[key: receiver], let host = UIKitHost.type(of: object) else {
            throw error("the UIKit object no longer exists", at: node)
        }
        if let v = try UIKitSurface.method(
            memberName, on: object, receiver: receiver, args: args, call: call, evaluator: self, at: node, in: scope)
        {
            return (v, nil)
        }
        if host.property(memberName) != nil, !args.isEmpty {
            throw error("'\(memberName)' is a property, not a method", at: node)
        }
        throw error("value of type \(host.swiftName) has no member '\(memberName)'", at: node)
            .suggesting(memberName, from: host.methods.map(\.name) + host.properties.map(\.name))
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
