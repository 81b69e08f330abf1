import PlaygroundCore
import SwiftSyntax

/// The identifier types of a snapshot, a section snapshot or a data source, as written in its generic
/// arguments (`NSDiffableDataSourceSnapshot<Section, Item.ID>`), resolved to what a value must be to
/// be one of them. Swift checks them at compile time; the playground checks each identifier as it is
/// passed, once per argument for the type and O(1) per element for the value (no allocation).
/// Objects made without generic arguments (the playground's `Snapshot()`) have none and accept anything.
enum IdentifierKind: Equatable {
    /// A type the playground cannot tell (a protocol, an unknown alias, `Item.ID` of an unknown `id`): anything.
    case unknown
    case anyHashable
    case int, double, bool, string, uuid
    /// A user enum, struct or class (by its declared name).
    case user(String)
}

/// What one argument of a snapshot's, section snapshot's or data source's method must be.
struct IdentifierExpectation {
    enum Shape {
        /// One identifier (`moveItem(x, ...)`, `toSection: s`).
        case one
        /// An array of identifiers (`appendItems([...])`); a section snapshot of the same item type is accepted too
        /// where UIKit takes one (`outline.append(child, to: parent)`).
        case many
        /// An element of an array literal written in the argument.
        case element
        /// What `dataSource.apply` takes: a snapshot of the data source's types, or a section snapshot of its item type.
        case applied
    }
    var shape: Shape
    /// The types as written (for messages): one, or two for `.applied`.
    var written: [String]
    var kinds: [IdentifierKind]

    var element: IdentifierExpectation { IdentifierExpectation(shape: .element, written: written, kinds: kinds) }
}

extension Evaluator {
    /// What a generic argument as written means for the identifiers a value may be.
    func identifierKind(_ written: String) -> IdentifierKind {
        identifierKind(written, hops: 0)
    }

    private func identifierKind(_ written: String, hops: Int) -> IdentifierKind {
        let text = Builtins.baseTypeName(written)
        guard hops < 8 else { return .unknown }
        switch text {
        case "*", "Any", "Hashable", "Self": return .unknown
        case "AnyHashable": return .anyHashable
        case "String", "Substring": return .string
        case "UUID": return .uuid
        case "Bool": return .bool
        default: break
        }
        if Builtins.isIntegerType(text) { return .int }
        if Builtins.isFloatingType(text) { return .double }
        if let decl = session.swift.types[text] {
            switch decl.kind {
            case .enumType, .structType, .classType: return .user(text)
            case .protocolType, .uikit: return .unknown
            }
        }
        // An alias or `Item.ID`: the kind of the type it stands for.
        if let underlying = underlyingTypeName(text) { return identifierKind(underlying, hops: hops + 1) }
        return .unknown
    }

    /// Whether `v` is a value of `kind` (loosely where the playground cannot tell).
    func identifier(_ v: Value, isOf kind: IdentifierKind) -> Bool {
        switch kind {
        case .unknown: return true
        case .anyHashable:
            switch v {
            case .void, .none, .function, .type, .inert, .superOf, .uikit, .uikitValue: return false
            default: return true
            }
        case .int:
            if case .int = v { return true }
            // A number read back from a snapshot made without generic arguments, which keeps identifiers as text.
            if case .symbol(let text) = v, Int(text) != nil { return true }
        case .double:
            switch v {
            case .int, .double: return true
            default: break
            }
        case .bool: if case .bool = v { return true }
        case .string:
            switch v {
            case .string, .symbol, .symbolRange: return true
            default: break
            }
        case .uuid: if case .uuid = v { return true }
        case .user(let name):
            switch v {
            case .enumValue(let e): return e.typeName.isEmpty || sameUserType(e.typeName, name)
            case .structValue(let s): return sameUserType(s.typeName, name)
            case .object(let id):
                return session.swift.heap[id].map {
                    sameUserType($0.typeName, name) || isSubtype($0.typeName, of: name)
                } ?? false
            default: break
            }
        }
        return false
    }

    /// `Section` and `ViewController.Section` are the same type where one is spelled inside its owner.
    private func sameUserType(_ a: String, _ b: String) -> Bool {
        a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a)
    }

    /// Whether two lists of generic arguments name the same types (unknown ones match anything).
    func sameIdentifierTypes(_ a: [String], _ b: [String]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            let kx = identifierKind(x)
            let ky = identifierKind(y)
            if kx == .unknown || ky == .unknown { continue }
            if case .user(let p) = kx, case .user(let q) = ky, sameUserType(p, q) { continue }
            if kx != ky { return false }
        }
        return true
    }

    /// Swift's spelling of a value's type, for messages (`[String]`, `NSDiffableDataSourceSnapshot<Int, Int>`).
    func swiftTypeName(of v: Value) -> String {
        switch v {
        case .array(let a): return "[" + (a.first.map { swiftTypeName(of: $0) } ?? "Any") + "]"
        case .range: return "Range<Int>"
        case .symbolRange: return "ClosedRange<String>"
        case .uikit, .uikitValue:
            let base = typeName(of: v)
            if let generics = identifierTypes(of: v), uikitObject(v).map(Self.isGenericUIKit) ?? false {
                return base + "<" + generics.joined(separator: ", ") + ">"
            }
            return base
        default: return typeName(of: v)
        }
    }

    /// The identifier types of a typed snapshot, section snapshot or data source (nil: untyped or not one).
    func identifierTypes(of v: Value) -> [String]? {
        switch v {
        case .uikit(let name): return session.swift.genericArguments[name]
        case .uikitValue(let box):
            return (box.object as? SnapshotObject)?.identifierTypes
                ?? (box.object as? SectionSnapshotObject)?.identifierTypes
        default: return nil
        }
    }

    /// `v` with the identifier types `generics`, when it is a snapshot value.
    func withIdentifierTypes(_ v: Value, _ generics: [String]?) -> Value {
        guard case .uikitValue(var box) = v else { return v }
        if var s = box.object as? SnapshotObject {
            s.identifierTypes = generics
            box.object = s
        } else if var s = box.object as? SectionSnapshotObject {
            s.identifierTypes = generics
            box.object = s
        }
        return .uikitValue(box)
    }

    static func isGenericUIKit(_ object: any ScriptObject) -> Bool {
        object.isExactly(SnapshotObject.self) || object.isExactly(SectionSnapshotObject.self)
            || object.isExactly(DataSourceObject.self)
    }

    /// What the argument at `index` (with `label`) of `member` on a typed snapshot, section snapshot or
    /// data source must be; nil when it carries no identifier or the object has no generic arguments.
    func identifierExpectation(
        of object: any ScriptObject, receiver: ObjectKey, member: String, label: String?,
        index: Int
    ) -> IdentifierExpectation? {
        guard !session.swift.adoptedGenerics.contains(receiver) else { return nil }
        return identifierExpectation(
            generics: session.swift.genericArguments[receiver], of: type(of: object), member: member, label: label,
            index: index)
    }

    /// The same for an object of type `objectType` with identifier types `generics` (nil: untyped).
    func identifierExpectation(
        generics: [String]?, of objectType: any ScriptObject.Type, member: String, label: String?, index: Int
    ) -> IdentifierExpectation? {
        guard let generics, !generics.isEmpty else { return nil }
        func make(_ shape: IdentifierExpectation.Shape, _ written: String) -> IdentifierExpectation {
            IdentifierExpectation(shape: shape, written: [written], kinds: [identifierKind(written)])
        }
        if Self.isType(objectType, SnapshotObject.self) || Self.isType(objectType, DataSourceObject.self) {
            guard generics.count == 2 else { return nil }
            let section = generics[0]
            let item = generics[1]
            if Self.isType(objectType, DataSourceObject.self) {
                switch (member, label) {
                case ("apply", nil), ("applySnapshotUsingReloadData", nil):
                    guard index == 0 else { return nil }
                    return IdentifierExpectation(
                        shape: .applied, written: generics, kinds: generics.map(identifierKind))
                case ("apply", "to"), ("snapshot", "for"), ("index", "for"): return make(.one, section)
                case ("indexPath", "for"): return make(.one, item)
                default: return nil
                }
            }
            switch label {
            case "toSection", "beforeSection", "afterSection", "inSection": return make(.one, section)
            case "beforeItem", "afterItem", "containingItem": return make(.one, item)
            case nil where index == 0:
                switch member {
                case "appendSections", "insertSections", "deleteSections", "reloadSections", "reconfigureSections":
                    return make(.many, section)
                case "moveSection", "indexOfSection": return make(.one, section)
                case "appendItems", "insertItems", "deleteItems", "reloadItems", "reconfigureItems":
                    return make(.many, item)
                case "moveItem", "indexOfItem": return make(.one, item)
                default: return nil
                }
            default: return nil
            }
        }
        if Self.isType(objectType, SectionSnapshotObject.self) {
            let item = generics[generics.count - 1]
            switch label {
            case "to", "before", "after", "of", "childrenOf": return make(.one, item)
            case "using": return make(.many, item)
            case nil where index == 0:
                switch member {
                case "append", "insert", "delete", "expand", "collapse": return make(.many, item)
                case "isExpanded", "isVisible", "contains", "level", "parent", "index": return make(.one, item)
                default: return nil
                }
            default: return nil
            }
        }
        return nil
    }

    static func isType(_ t: any ScriptObject.Type, _ u: any ScriptObject.Type) -> Bool {
        ObjectIdentifier(t) == ObjectIdentifier(u)
    }

    /// Checks an evaluated argument (or an element of an array literal) against what it must be, with
    /// Swift's wording: "cannot convert value of type '[String]' to expected argument type '[Int]'".
    func checkIdentifierArgument(_ v: Value, _ e: IdentifierExpectation, at node: some SyntaxProtocol) throws {
        switch e.shape {
        case .one, .element:
            if identifier(v, isOf: e.kinds[0]) { return }
            // an optional parameter (`toSection: nil`): UIKit's own rules
            if case .none = v, e.shape == .one { return }
            throw error(
                "cannot convert value of type '\(swiftTypeName(of: v))' to expected \(e.shape == .element ? "element" : "argument") type \(quotedType(e.written[0]))",
                at: node)
        case .many:
            let kind = e.kinds[0]
            switch v {
            case .array(let a):
                if kind == .unknown { return }
                for x in a where !identifier(x, isOf: kind) {
                    throw error(
                        "cannot convert value of type '[\(swiftTypeName(of: x))]' to expected argument type \(quotedType(e.written[0], array: true))",
                        at: node)
                }
                return
            case .range where kind == .int || kind == .unknown || kind == .anyHashable: return
            case .symbolRange where identifier(v, isOf: kind): return
            case .uikit,
                .uikitValue where uikitObject(v) is SectionSnapshotObject:
                guard let generics = identifierTypes(of: v), let own = generics.last else { return }
                if sameIdentifierTypes([own], e.written) { return }
                throw error(
                    "cannot convert value of type '\(swiftTypeName(of: v))' to expected argument type 'NSDiffableDataSourceSectionSnapshot<\(e.written[0])>'",
                    at: node)
            default:
                // One identifier where a list is expected: the registry says what it takes, unless the type is wrong too.
                if identifier(v, isOf: kind) { return }
                throw error(
                    "cannot convert value of type '\(swiftTypeName(of: v))' to expected argument type \(quotedType(e.written[0], array: true))",
                    at: node)
            }
        case .applied:
            guard let object = uikitObject(v), let generics = identifierTypes(of: v) else { return }
            if object is SnapshotObject {
                if sameIdentifierTypes(generics, e.written) { return }
                throw error(
                    "cannot convert value of type '\(swiftTypeName(of: v))' to expected argument type 'NSDiffableDataSourceSnapshot<\(e.written.joined(separator: ", "))>'",
                    at: node)
            }
            if object is SectionSnapshotObject, let own = generics.last, let item = e.written.last {
                if sameIdentifierTypes([own], [item]) { return }
                throw error(
                    "cannot convert value of type '\(swiftTypeName(of: v))' to expected argument type 'NSDiffableDataSourceSectionSnapshot<\(item)>'",
                    at: node, help: "a section snapshot applied to this data source holds its items, of type '\(item)'")
            }
        }
    }

    /// A type as Swift quotes it in a message: `'Item.ID' (aka 'UUID')` when the name as written is an
    /// alias or an `Identifiable` type's `ID`, `'[Item.ID]' (aka 'Array<UUID>')` for an array of it.
    func quotedType(_ written: String, array: Bool = false) -> String {
        let shown = array ? "'[\(written)]'" : "'\(written)'"
        guard let underlying = underlyingTypeName(written, hops: 0), underlying != written else { return shown }
        return shown + " (aka '\(array ? "Array<\(underlying)>" : underlying)')"
    }

    /// The type an alias or an `Item.ID` stands for (followed to the end): the alias's target, or
    /// the type of `Item`'s `id` (Identifiable) as declared or as its initial value says; nil for
    /// any other name.
    func underlyingTypeName(_ written: String, hops: Int = 0) -> String? {
        let text = Builtins.baseTypeName(written)
        guard hops < 8 else { return nil }
        if let alias = session.swift.typeAliases[text], alias != text {
            return underlyingTypeName(alias, hops: hops + 1) ?? alias
        }
        guard let dot = text.lastIndex(of: "."), text[text.index(after: dot)...] == "ID" else { return nil }
        let owner = String(text[..<dot])
        let ownerName = session.swift.types[owner] != nil ? owner : (session.swift.typeAliases[owner] ?? owner)
        guard let decl = session.swift.types[ownerName], let id = decl.stored.first(where: { $0.name == "id" }) else {
            return nil
        }
        if let type = id.type {
            let name = Builtins.baseTypeName(type)
            return underlyingTypeName(name, hops: hops + 1) ?? name
        }
        guard let initial = id.initial else { return nil }
        if initial.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if initial.is(StringLiteralExprSyntax.self) { return "String" }
        if let call = initial.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UUID" {
            return "UUID"
        }
        return nil
    }

    /// The generic arguments a type as written gives a snapshot, section snapshot or data source:
    /// its own (`NSDiffableDataSourceSnapshot<Section, Item>`) or those of the alias it names
    /// (`typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>`); nil when it has none.
    func writtenGenericArguments(_ type: TypeSyntax) -> [String]? {
        var t = type
        while true {
            if let o = t.as(OptionalTypeSyntax.self) {
                t = o.wrappedType
                continue
            }
            if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                t = o.wrappedType
                continue
            }
            break
        }
        if let ident = t.as(IdentifierTypeSyntax.self) {
            if let clause = ident.genericArgumentClause { return genericArgumentNames(clause) }
            return aliasGenericArguments(ident.name.text)
        }
        if let member = t.as(MemberTypeSyntax.self) {
            if let clause = member.genericArgumentClause { return genericArgumentNames(clause) }
            return aliasGenericArguments(member.trimmedDescription)
        }
        return nil
    }

    func genericArgumentNames(_ clause: GenericArgumentClauseSyntax) -> [String] {
        clause.arguments.map {
            let written = Builtins.baseTypeName($0.argument.trimmedDescription)
            return nestedTypeName(written) ?? written
        }
    }

    /// The generic arguments an alias was declared with (`typealias DataSource = UICollectionViewDiffableDataSource<Section, Item>`).
    func aliasGenericArguments(_ name: String) -> [String]? {
        if let owner = selfStack.last?.typeName, let g = session.swift.aliasGenerics[owner + "." + name] { return g }
        return session.swift.aliasGenerics[name]
    }

    /// A snapshot, section snapshot or data source bound to a declared type (`var s: NSDiffableDataSourceSnapshot<A, B> = ...`,
    /// a parameter, a return value): a value made without generic arguments by this unit takes them; one with other
    /// generic arguments is Swift's type error.
    func checkGenericConversion(
        _ v: Value, to type: TypeSyntax, role: GenericConversionRole, at node: some SyntaxProtocol
    ) throws -> Value {
        guard let object = uikitObject(v), Self.isGenericUIKit(object) else { return v }
        let declaredBase = resolveTypeName(Builtins.baseTypeName(type))
        guard let declaredBase, declaredBase == object.typeName, let declared = writtenGenericArguments(type) else {
            return v
        }
        if let own = identifierTypes(of: v) {
            if sameIdentifierTypes(own, declared) { return v }
            throw error(
                "cannot convert \(role.what) of type '\(swiftTypeName(of: v))' to \(role.target) '\(UIKitNames.swiftName(object.typeName))<\(declared.joined(separator: ", "))>'",
                at: node)
        }
        // A value made without generic arguments takes the declared ones (`var s: NSDiffableDataSourceSnapshot<A, B> = .init()`).
        if case .uikitValue = v { return withIdentifierTypes(v, declared) }
        if case .uikit(let key) = v, case .object(let id) = key, uikit.createdThisUnit.contains(id.number) {
            session.swift.genericArguments[key] = declared
        }
        return v
    }
}

/// Where a value meets a declared type, for Swift's wording of a mismatch.
enum GenericConversionRole {
    case declaration, argument, returnValue
    var what: String { self == .returnValue ? "return expression" : "value" }
    var target: String {
        switch self {
        case .declaration: "specified type"
        case .argument: "expected argument type"
        case .returnValue: "return type"
        }
    }
}

extension Evaluator {
    /// The generic arguments written in an alias's target (`UICollectionViewDiffableDataSource<Section, Item>`), or those
    /// of the alias it names; names nested in the alias's own type (`outer`) are kept under their key there.
    func aliasedGenericArguments(_ type: TypeSyntax, outer: String?) -> [String]? {
        let clause: GenericArgumentClauseSyntax?
        if let ident = type.as(IdentifierTypeSyntax.self) {
            clause = ident.genericArgumentClause
            if clause == nil { return session.swift.aliasGenerics[ident.name.text] }
        } else if let member = type.as(MemberTypeSyntax.self) {
            clause = member.genericArgumentClause
        } else {
            return nil
        }
        guard let clause else { return nil }
        return clause.arguments.map {
            let written = Builtins.baseTypeName($0.argument.trimmedDescription)
            if let outer, !written.contains("."), session.swift.types[outer + "." + written] != nil {
                return outer + "." + written
            }
            return written
        }
    }
}

extension Evaluator {
    /// Whether two values holding typed snapshots, section snapshots or data sources are of one
    /// type; nil when either is not such an object or has no generic arguments (untyped ones go
    /// with anything).
    func sameGenericUIKitType(_ a: Value, _ b: Value) -> Bool? {
        if case .uikit(let x) = a, case .uikit(x) = b { return nil }
        guard let p = identifierTypes(of: a), let q = identifierTypes(of: b),
            let first = uikitObject(a), let second = uikitObject(b), Self.isGenericUIKit(first),
            Self.isGenericUIKit(second)
        else { return nil }
        return first.typeName == second.typeName && sameIdentifierTypes(p, q)
    }

    /// `a == b` between two snapshots (or two section snapshots) of different identifier types does not
    /// compile in Swift: `==` is defined for two values of one type. Untyped ones compare with anything.
    func checkComparableSnapshots(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws {
        guard sameGenericUIKitType(a, b) == false else { return }
        throw error(
            "binary operator '==' cannot be applied to operands of type '\(swiftTypeName(of: a))' and '\(swiftTypeName(of: b))'",
            at: node)
    }

    /// `s = t`: a variable holding a snapshot, section snapshot or data source of some identifier
    /// types takes only one of the same types, as Swift's type checker says.
    func checkAssignable(_ value: Value, to current: Value, at node: some SyntaxProtocol) throws {
        guard sameGenericUIKitType(current, value) == false else { return }
        throw error(
            "cannot assign value of type '\(swiftTypeName(of: value))' to type '\(swiftTypeName(of: current))'",
            at: node)
    }
}
