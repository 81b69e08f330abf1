import PlaygroundCore
import SwiftSyntax

extension Evaluator {
    /// Records a type, function, extension, alias or import declaration.
    func declareType(_ decl: DeclSyntax, global: Bool, nestedIn outer: String? = nil) throws {
        if decl.is(ImportDeclSyntax.self) { return }
        if let f = decl.as(FunctionDeclSyntax.self) {
            guard global else { return }
            try checkHasBody(f.body, of: decl)
            let name = f.name.text
            var list = session.swift.functions[name] ?? []
            // Redeclaring with the same labels and parameter types replaces (the REPL's way of fixing a function);
            // other types overload it, as in Swift (`f(_: String)` beside `f(_: Item)`).
            func signature(_ d: FunctionDeclSyntax) -> [String] {
                d.signature.parameterClause.parameters.map {
                    ($0.firstName.text) + ":" + $0.type.trimmedDescription + ($0.ellipsis == nil ? "" : "...")
                }
            }
            let written = signature(f)
            list.removeAll { signature($0) == written }
            list.append(f)
            session.swift.functions[name] = list
            mutated = true
            return
        }
        if let a = decl.as(TypeAliasDeclSyntax.self) {
            let target = Builtins.baseTypeName(a.initializer.value.trimmedDescription)
            // A member alias named as a Swift or UIKit type (`protocol Updater { typealias Result =
            // Swift.Result<[List], ListError> }`) is `Updater.Result`, found inside the type first; the bare name
            // stays Swift's everywhere else.
            // `typealias ViewModel = ViewModel` in `class Configuration<ViewModel: Hashable>: Configured`: the generic
            // parameter meets the protocol's associated type of the same name; nothing to declare.
            if outer != nil, a.initializer.value.trimmedDescription == a.name.text { return }
            // The same for an alias named as a type the program declares at the top level (`typealias Search =
            // (String, Int) -> Void` in `SearchModel`, beside `enum Search`): elsewhere the name is that type.
            if let outer,
                Builtins.typeNames.contains(a.name.text) || host.typeNames.contains(a.name.text)
                    || host.type(named: a.name.text) != nil || a.name.text == "Result"
                    || session.swift.types[a.name.text].map({ $0.kind != .uikit }) == true
            {
                session.swift.typeAliases[outer + "." + a.name.text] = target
                session.swift.aliasTypes[outer + "." + a.name.text] = a.initializer.value
                session.swift.aliasGenerics[outer + "." + a.name.text] = aliasedGenericArguments(
                    a.initializer.value, outer: outer)
                mutated = true
                return
            }
            // `typealias A = B; typealias B = A`: refused as Swift refuses it, so no resolution loops.
            var reached = target
            var steps = 0
            while reached != a.name.text, let next = session.swift.typeAliases[reached],
                steps < session.swift.typeAliases.count
            {
                reached = next
                steps += 1
            }
            if reached == a.name.text {
                // `typealias Item = Box.Item` at file scope: the nested type is kept under its own name
                // (`nestedKey`), which the alias would give it again; nothing to declare.
                if target != a.name.text, let kept = session.swift.types[reached], kept.kind != .uikit { return }
                throw error("type alias '\(a.name.text)' references itself", at: a.initializer.value)
            }
            session.swift.typeAliases[a.name.text] = target
            session.swift.aliasTypes[a.name.text] = a.initializer.value
            // Inside its type the alias means this, whatever other types call the same name.
            if let outer, outer + "." + a.name.text != target {
                session.swift.typeAliases[outer + "." + a.name.text] = target
            }
            let generics = aliasedGenericArguments(a.initializer.value, outer: outer)
            session.swift.aliasGenerics[a.name.text] = generics
            if let outer { session.swift.aliasGenerics[outer + "." + a.name.text] = generics }
            // `extension Snapshot { ... }` read before `typealias Snapshot = NSDiffableDataSourceSnapshot<...>`
            // (another file of the program): in Swift it extends the aliased type, whatever the order.
            if outer == nil, let early = session.swift.types[a.name.text], early.kind == .uikit {
                let extended = extensionTarget(target)
                if extended != a.name.text {
                    var merged = session.swift.types[extended] ?? TypeDeclaration(name: extended, kind: .uikit)
                    merged.inherited += early.inherited
                    merged.computed.merge(early.computed) { $1 }
                    merged.methods.merge(early.methods) { $0 + $1 }
                    merged.initializers += early.initializers
                    merged.staticStored.merge(early.staticStored) { $1 }
                    merged.staticStoredTypes.merge(early.staticStoredTypes) { $1 }
                    merged.staticComputed.merge(early.staticComputed) { $1 }
                    merged.staticMethods.merge(early.staticMethods) { $0 + $1 }
                    merged.subscripts += early.subscripts
                    session.swift.types[extended] = merged
                    session.swift.types[a.name.text] = nil
                }
            }
            mutated = true
            return
        }
        if decl.is(VariableDeclSyntax.self) { return }
        // struct, class, actor, enum, protocol: one shape (a named group of members). Nested
        // structs, classes and enums are kept per enclosing type (two view controllers may each have a Section).
        if let group = decl.asProtocol(DeclGroupSyntax.self), let named = decl.asProtocol(NamedDeclSyntax.self) {
            let kind: TypeDeclaration.Kind
            var nests = true
            if decl.is(StructDeclSyntax.self) {
                kind = .structType
            } else if decl.is(ClassDeclSyntax.self) {
                kind = .classType
            } else if decl.is(EnumDeclSyntax.self) {
                kind = .enumType
            } else if decl.is(ActorDeclSyntax.self) {
                kind = .classType
                nests = false
            } else if decl.is(ProtocolDeclSyntax.self) {
                kind = .protocolType
                nests = false
            } else {
                throw error("this declaration is not supported by the playground", at: decl)
            }
            let name = nests ? nestedKey(named.name.text, in: outer) : named.name.text
            if outer == nil { qualifyNestedType(named: name) }
            try declare(
                name: name, kind: kind, inheritance: group.inheritanceClause, members: group.memberBlock, at: decl)
            if let clause = decl.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause {
                session.swift.types[name]?.genericParameters = clause.parameters.map(\.name.text)
            }
            if kind == .classType, let first = group.inheritanceClause?.inheritedTypes.first?.type,
                let arguments = first.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
            {
                session.swift.types[name]?.superclassGenericArguments = arguments.map {
                    Builtins.baseTypeName($0.argument.trimmedDescription)
                }
            }
            return
        }
        if let x = decl.as(ExtensionDeclSyntax.self) {
            try extend(x)
            return
        }
        if decl.is(IfConfigDeclSyntax.self) { return }
        // `infix operator ※: AdditionPrecedence`, `precedencegroup`: the operator's function does the work (an
        // expression of one such operator needs no precedence).
        if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) { return }
        if let macro = decl.as(MacroExpansionDeclSyntax.self),
            try skipsPreview(macro.macroName) || compilerDirective(macro)
        {
            return
        }
        throw error("this declaration is not supported by the playground", at: decl)
    }

    /// `@NSManaged`: Core Data makes the member (Xcode's generated `addToTags(_:)` has no body).
    static func isNSManaged(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" }
    }

    /// A function or initializer outside a protocol has a body, as Swift requires: without one it
    /// would run nothing (`func f() -> Int` with its `{` on a line the REPL has not seen yet).
    private func checkHasBody(_ body: CodeBlockSyntax?, of decl: DeclSyntax) throws {
        guard body == nil else { return }
        let kind = decl.is(InitializerDeclSyntax.self) ? "initializer" : "function"
        throw error(
            "expected '{' in body of \(kind) declaration", at: decl,
            help: "only a protocol's requirements are declared without a body")
    }

    /// The key a type nested in `outer` is kept under: its own name (`Section`, usable anywhere, as
    /// before), unless another type already has that name, then `Outer.Section`, which names inside
    /// `Outer` find first (two view controllers may each have their own `Section`).
    /// A type of the top level named like a nested type kept under its own name (`class SettingsViewController`
    /// beside SwiftGen's `StoryboardScene.SettingsViewController`): the nested type moves to its qualified name, so
    /// that each keeps its members, as in Swift, where they are two types whatever the order they are declared in.
    func qualifyNestedType(named name: String) {
        guard let nested = session.swift.types[name], let outer = nested.enclosing else { return }
        let qualified = outer + "." + name
        guard session.swift.types[qualified] == nil else { return }
        session.swift.types[qualified] = nested
        session.swift.types[name] = nil
        if session.swift.typeAliases[qualified] == name { session.swift.typeAliases[qualified] = nil }
    }

    func nestedKey(_ name: String, in outer: String?) -> String {
        guard let outer else { return name }
        let qualified = outer + "." + name
        if session.swift.types[qualified] != nil { return qualified }
        guard session.swift.types[name] != nil else { return name }
        return session.swift.typeAliases[qualified] == name ? name : qualified
    }

    private func declare(
        name: String, kind: TypeDeclaration.Kind, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
        at node: some SyntaxProtocol
    ) throws {
        var decl = TypeDeclaration(name: name, kind: kind)
        var inherited = inheritance?.inheritedTypes.map { Builtins.baseTypeName($0.type.trimmedDescription) } ?? []
        // `class VC: OSViewController` after `typealias OSViewController = UIViewController`: the class the alias
        // names is the superclass.
        if kind == .classType, let first = inherited.first, session.swift.types[first] == nil,
            !host.classNames.contains(first), let aliased = session.swift.typeAliases[first],
            session.swift.types[aliased]?.kind == .classType || host.classNames.contains(aliased)
        {
            inherited[0] = aliased
        }
        decl.inherited = inherited
        if kind == .enumType, let first = inherited.first, Builtins.typeNames.contains(first) || first == "CGFloat" {
            decl.rawType = first
        }
        if kind == .classType, let first = inherited.first,
            session.swift.types[first]?.kind == .classType || host.classNames.contains(first)
        {
            decl.superclass = first
        } else if kind == .classType, let first = inherited.first, first != name,
            session.swift.types[first]?.kind != .protocolType
        {
            session.swift.awaitingSuperclass[first, default: []].append(name)
        }
        // A type a file extends before it declares it (`extension UpdateViewModel` above `class UpdateViewModel`):
        // the extension's members are the type's, as in Swift, where the order of declarations does not matter.
        if let early = session.swift.types[name], early.kind == .uikit, registry.type(named: name) == nil,
            !host.typeNames.contains(name)
        {
            decl.inherited += early.inherited
            decl.computed = early.computed
            decl.methods = early.methods
            decl.initializers = early.initializers
            decl.staticStored = early.staticStored
            decl.staticStoredTypes = early.staticStoredTypes
            decl.staticComputed = early.staticComputed
            decl.staticMethods = early.staticMethods
            decl.subscripts = early.subscripts
        }
        // A class redeclared keeps nothing of the old one (the REPL's way of fixing a type).
        session.swift.types[name] = decl
        try addMembers(members, to: name)
        if kind == .classType {
            try adoptWaitingSubclasses(of: name, at: inheritance.map { Syntax($0) } ?? Syntax(node))
        }
        mutated = true
    }

    /// Classes declared above the class they inherit from (see `SwiftState.awaitingSuperclass`) inherit
    /// from `name` now that it is declared as a class.
    private func adoptWaitingSubclasses(of name: String, at node: some SyntaxProtocol) throws {
        guard let waiting = session.swift.awaitingSuperclass[name] else { return }
        session.swift.awaitingSuperclass[name] = nil
        guard session.swift.types[name]?.kind == .classType else { return }
        for sub in waiting {
            guard let decl = session.swift.types[sub], decl.kind == .classType, decl.superclass == nil,
                decl.inherited.first == name
            else { continue }
            // `class A: B` above `class B: A`: refused as Swift refuses it, so no walk up the chain loops.
            var reached: String? = name
            var hops = 0
            while let r = reached, hops <= session.swift.types.count {
                if r == sub { throw error("'\(sub)' inherits from itself (through '\(name)')", at: node) }
                reached = session.swift.types[r]?.superclass
                hops += 1
            }
            session.swift.types[sub]?.superclass = name
        }
    }

    /// The type an extension of `name` extends: a declared type under its own name, a UIKit or
    /// builtin type under the registry's name for it (the name its members are looked up by).
    func extensionTarget(_ name: String) -> String {
        let base = Builtins.baseTypeName(name)
        if let existing = session.swift.types[base] { return existing.name }
        return registry.type(named: base)?.name ?? base
    }

    private func extend(_ x: ExtensionDeclSyntax) throws {
        var extended = Builtins.baseTypeName(x.extendedType.trimmedDescription)
        // `extension Pet.Category`: a nested type kept under its own name extends that type; `extension
        // Snapshot` with `typealias Snapshot = NSDiffableDataSourceSnapshot<...>` extends UIKit's snapshot.
        if session.swift.types[extended] == nil, let alias = session.swift.typeAliases[extended] {
            let target = Builtins.baseTypeName(alias)
            if session.swift.types[target] != nil || registry.type(named: target) != nil
                || host.typeNames.contains(target)
            {
                extended = target
            }
        }
        let name: String
        if let existing = session.swift.types[extended] {
            name = existing.name
        } else {
            // An extension of a UIKit or builtin type holds only its added members. (A standard library type keeps
            // its own name: the script dialect's tables read `Int` as their one number type, `Double`, and
            // `extension Int` members were then found on no Int.)
            let canonical =
                Self.standardNumberTypes.contains(extended)
                ? extended : registry.type(named: extended)?.name ?? extended
            name = canonical
            if session.swift.types[name] == nil {
                session.swift.types[name] = TypeDeclaration(name: name, kind: .uikit)
            }
        }
        if let more = x.inheritanceClause?.inheritedTypes.map({ Builtins.baseTypeName($0.type.trimmedDescription) }) {
            session.swift.types[name]?.inherited += more
        }
        try addMembers(x.memberBlock, to: name)
        mutated = true
    }

    /// Swift's number types, which an extension extends under their own names.
    static let standardNumberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat",
    ]

    private func addMembers(_ block: MemberBlockSyntax, to typeName: String) throws {
        guard var decl = session.swift.types[typeName] else { return }
        for d in try activeMembers(block.members) {
            let isStatic =
                d.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                } ?? false
            if let v = d.as(VariableDeclSyntax.self) {
                let isLazy = v.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
                let isOutlet = v.attributes.contains {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
                }
                let wrapper = v.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
                    $0.attributeName.trimmedDescription.first?.isUppercase == true
                }
                for binding in v.bindings {
                    guard
                        let name = binding.pattern.as(IdentifierPatternSyntax.self).map({
                            Self.unescaped($0.identifier.text)
                        })
                    else { continue }
                    if let accessors = binding.accessorBlock, var property = try computedProperty(accessors) {
                        property.type = binding.typeAnnotation?.type
                        if isStatic { decl.staticComputed[name] = property } else { decl.computed[name] = property }
                        continue
                    }
                    if isStatic {
                        if let initial = binding.initializer?.value {
                            decl.staticStored[name] = initial
                        } else if v.bindingSpecifier.tokenKind == .keyword(.var),
                            binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                                || binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                        {
                            // `static var cache: [String: String]?`: an Optional `var` starts as nil, as in Swift.
                            decl.staticStored[name] = ExprSyntax(NilLiteralExprSyntax())
                        }
                        decl.staticStoredTypes[name] = binding.typeAnnotation?.type
                    } else {
                        decl.stored.append(
                            .init(
                                name: name, initial: binding.initializer?.value, type: binding.typeAnnotation?.type,
                                isLazy: isLazy,
                                isOutlet: isOutlet, observers: PropertyObservers(binding.accessorBlock),
                                isOverride: v.modifiers.contains { $0.name.tokenKind == .keyword(.override) },
                                wrapper: wrapper))
                    }
                }
            } else if let f = d.as(FunctionDeclSyntax.self) {
                if decl.kind != .protocolType, !Self.isNSManaged(f.attributes) { try checkHasBody(f.body, of: d) }
                // A protocol's requirement runs nothing: the conforming type's method or the protocol extension's
                // default does (kept, the requirement ran first and returned nothing).
                if f.body == nil { continue }
                try checkSwift2Override(f)
                if isStatic {
                    decl.staticMethods[Self.unescaped(f.name.text), default: []].append(f)
                } else {
                    decl.methods[Self.unescaped(f.name.text), default: []].append(f)
                }
            } else if let i = d.as(InitializerDeclSyntax.self) {
                if decl.kind != .protocolType { try checkHasBody(i.body, of: d) }
                decl.initializers.append(i)
            } else if let c = d.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    let params =
                        element.parameterClause?.parameters.map { p in
                            (
                                label: p.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil,
                                defaultValue: p.defaultValue?.value,
                                type: p.type
                            )
                        } ?? []
                    decl.cases.append(
                        .init(
                            name: Self.unescaped(element.name.identifier?.name ?? element.name.text),
                            rawValue: element.rawValue?.value,
                            parameters: params))
                }
            } else if d.is(StructDeclSyntax.self) || d.is(ClassDeclSyntax.self) || d.is(EnumDeclSyntax.self)
                || d.is(ProtocolDeclSyntax.self)
                || d.is(TypeAliasDeclSyntax.self) || d.is(ExtensionDeclSyntax.self)
            {
                // Nested types are visible by their own name (and as Outer.Inner).
                session.swift.types[typeName] = decl
                try declareType(d, global: true, nestedIn: typeName)
                decl = session.swift.types[typeName] ?? decl
                if let nestedName = d.asProtocol(NamedDeclSyntax.self)?.name.text, !d.is(TypeAliasDeclSyntax.self),
                    !d.is(ExtensionDeclSyntax.self)
                {
                    let key =
                        session.swift.types[typeName + "." + nestedName] == nil
                        ? nestedName : typeName + "." + nestedName
                    session.swift.types[key]?.enclosing = typeName
                    if key == nestedName { session.swift.typeAliases[typeName + "." + nestedName] = nestedName }
                }
            } else if let s = d.as(SubscriptDeclSyntax.self) {
                decl.subscripts.append(s)
            } else if d.is(AssociatedTypeDeclSyntax.self) || d.is(DeinitializerDeclSyntax.self)
                || d.is(IfConfigDeclSyntax.self) || d.is(MacroExpansionDeclSyntax.self)
            {
                continue
            }
        }
        session.swift.types[typeName] = decl
    }

    private func computedProperty(_ accessors: AccessorBlockSyntax) throws -> TypeDeclaration.ComputedProperty? {
        switch accessors.accessors {
        case .getter(let items):
            return .init(getter: items, setter: nil, setterName: "newValue")
        case .accessors(let list):
            guard let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body
            else {
                return nil  // willSet/didSet only: a stored property with observers (not modelled)
            }
            let set = list.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }
            return .init(
                getter: body.statements, setter: set?.body?.statements,
                setterName: set?.parameters?.name.text ?? "newValue")
        }
    }

    // MARK: Construction

    /// `Type(args)` for user types, builtin types and UIKit types.
    func construct(
        _ typeName: String, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?, hint: TypeSyntax?
    ) throws -> Value {
        if let decl = session.swift.types[typeName], decl.kind != .uikit {
            switch decl.kind {
            case .structType: return try constructStruct(decl, args: args, call: call, in: scope)
            case .classType: return try constructClass(decl, args: args, call: call, in: scope)
            case .enumType:
                if let initDecl = pickInitializer(decl, args: args) {
                    let f = initializerValue(initDecl, typeName: typeName, selfValue: .none)
                    let (_, newSelf) = try invoke(f, args: args, call: call, in: scope)
                    return newSelf
                }
                if args.count == 1, args[0].label == "rawValue" {
                    return try enumFromRawValue(typeName, try evaluate(args[0].expr, in: scope), at: call)
                }
                throw error("'\(typeName)' cannot be constructed with these arguments", at: call)
            case .protocolType:
                throw error("'\(typeName)' is a protocol and cannot be constructed", at: call.calledExpression)
            case .uikit:
                break
            }
        }
        // An initializer the program's extension adds to a builtin type (`extension CGRect { init(_ x: ...) }`).
        if let decl = declaration(ofType: typeName), decl.kind == .uikit, let i = pickInitializer(decl, args: args),
            let blank = try Builtins.construct(typeName, args: [], call: call, in: scope, evaluator: self)
        {
            let (_, newSelf) = try invoke(
                initializerValue(i, typeName: typeName, selfValue: blank), args: args, call: call, in: scope)
            return newSelf
        }
        // `UICollectionView(centeredFlowLayout: flow)`: a convenience initializer the program's extension adds to a
        // UIKit class, which delegates to UIKit's own (`self.init(frame:collectionViewLayout:)`) to make the object.
        if Self.modelledUIKitClasses.contains(typeName), let decl = declaration(ofType: typeName), decl.kind == .uikit,
            let i = pickInitializer(decl, args: args),
            i.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) })
        {
            let (_, newSelf) = try invoke(
                initializerValue(i, typeName: typeName, selfValue: .none), args: args, call: call, in: scope)
            return newSelf
        }
        if let v = try Builtins.construct(typeName, args: args, call: call, in: scope, evaluator: self) { return v }
        // `PageListener()` with `typealias PageListener = PassthroughSubject<Page, Never>`.
        if let v = try CombinePublishers.construct(typeName, args: args, element: nil, evaluator: self, in: scope) {
            return v
        }
        return try host.construct(typeName, args: args, call: call, evaluator: self, in: scope)
    }

    /// An initializer the program's extension adds to a UIKit value type of the host module
    /// (`extension NSDirectionalEdgeInsets { init(horizontal:vertical:) }`), used as `.init(horizontal: 8, vertical: 4)`
    /// or by name: it starts from UIKit's blank value (or none) and usually delegates with `self.init(...)`.
    func extensionInitializer(_ type: HostType, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?)
        throws -> Value?
    {
        for name in [type.swiftName, type.shortName] {
            guard let decl = session.swift.types[name], decl.kind == .uikit, let i = pickInitializer(decl, args: args)
            else { continue }
            // (UIKit's blank value only when the type has an initializer taking no arguments: IndexPath has none.)
            let blank: Value =
                type.initializers.contains(where: { HostType.fits($0, labels: []) })
                ? try host.construct(
                    type, args: [], call: call, evaluator: self, at: Syntax(call.calledExpression), in: scope,
                    chosen: nil)
                : .none
            let (_, newSelf) = try invoke(
                initializerValue(i, typeName: name, selfValue: blank), args: args, call: call, in: scope)
            return newSelf
        }
        return nil
    }

    func pickInitializer(_ decl: TypeDeclaration, args: [CallArgument]) -> InitializerDeclSyntax? {
        let labels = args.map { $0.isTrailingClosure ? nil : $0.label }
        for i in decl.initializers {
            if (try? match(
                parameters(i.signature.parameterClause), labels: labels, trailing: args.map(\.isTrailingClosure)))
                != nil
            {
                return i
            }
        }
        return nil
    }

    func initializerValue(_ i: InitializerDeclSyntax, typeName: String, selfValue: Value) -> FunctionValue {
        var f = FunctionValue(
            name: "init", parameters: parameters(i.signature.parameterClause),
            body: .block(i.body?.statements ?? CodeBlockItemListSyntax([])), captured: nil)
        f.selfValue = selfValue
        f.typeName = typeName
        f.isMutating = true
        f.initializer = i
        return f
    }

    /// Stored properties with their initial values (evaluated with `self` under construction).
    private func initialFields(_ decl: TypeDeclaration, selfValue: Value) throws -> [StructValue.Field] {
        var fields: [StructValue.Field] = []
        for p in decl.stored {
            if let wrapper = propertyWrapper(of: p) {
                fields.append(.init(name: "_" + p.name, value: try makeWrapper(p, wrapper)))
                continue
            }
            if p.isLazy, let initial = p.initial {
                var marker = FunctionValue(
                    name: "lazy " + p.name, parameters: [], body: .builtin { _, _ in .void }, captured: nil)
                marker.lazyExpression = initial
                fields.append(.init(name: p.name, value: .function(marker)))
                continue
            }
            let v: Value
            if let initial = p.initial {
                // `class C { let c = C() }` recurses through here: one level of the depth budget.
                v = try nested(at: initial) {
                    try convert(try evaluate(initial, in: nil, hint: p.type), to: p.type, at: initial)
                }
            } else {
                v = .none
            }
            fields.append(.init(name: p.name, value: v))
        }
        return fields
    }

    /// Whether a struct has its memberwise initializer: Swift makes it when the struct's own body declares no
    /// initializer (those of its extensions leave it, as RxDataSources' `init(original:items:)` does).
    static func keepsMemberwiseInitializer(_ decl: TypeDeclaration) -> Bool {
        decl.kind == .structType
            && decl.initializers.allSatisfy { i in
                i.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true
            }
    }

    private func constructStruct(
        _ decl: TypeDeclaration, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?
    ) throws -> Value {
        let start = StructValue(typeName: decl.name, fields: try initialFields(decl, selfValue: .none))
        if !decl.initializers.isEmpty {
            if let i = pickInitializer(decl, args: args) {
                let (_, newSelf) = try invoke(
                    initializerValue(i, typeName: decl.name, selfValue: .structValue(start)), args: args, call: call,
                    in: scope)
                return newSelf
            }
            guard Self.keepsMemberwiseInitializer(decl) else {
                throw error("no initializer of '\(decl.name)' takes these arguments", at: call)
            }
        }
        // The memberwise initializer: every stored property, in order; those with a value may be left out, and
        // so may an optional `var` without one (`var habitName: String?`: nil), as in Swift.
        let params = decl.stored.filter { !$0.isLazy }.map {
            FunctionValue.Parameter(
                label: $0.name, name: $0.name, defaultValue: $0.initial ?? Self.implicitNil($0), type: $0.type,
                isInout: false, isVariadic: false)
        }
        let slots = try match(
            params, labels: args.map { $0.isTrailingClosure ? nil : $0.label }, trailing: args.map(\.isTrailingClosure),
            at: call, name: decl.name)
        var s = start
        for (p, slot) in zip(params, slots) {
            if case .argument(let i) = slot {
                _ = s.set(
                    p.name,
                    try convert(
                        try evaluate(args[i].expr, in: scope, hint: p.type), to: p.type, at: args[i].expr,
                        role: .argument))
            }
        }
        return .structValue(s)
    }

    /// A literal given where the program's struct that conforms to `ExpressibleByArrayLiteral` or
    /// `ExpressibleByStringLiteral` is expected (`let sections: [Section] = [["Issuer", "Name"]]`): Swift makes
    /// the struct with its `init(arrayLiteral:)` or `init(stringLiteral:)`. Nil when the type is no such struct.
    /// `elements` evaluates the literal's parts against the initializer's parameter type.
    func literalInitializer(
        _ label: String, protocol conformance: String, hint: TypeSyntax, at node: some SyntaxProtocol,
        elements: (TypeSyntax?) throws -> Value
    ) throws -> Value? {
        guard let name = resolveTypeName(Builtins.baseTypeName(hint)), let decl = session.swift.types[name],
            decl.kind == .structType, decl.inherited.contains(conformance),
            let i = decl.initializers.first(where: { i in
                i.signature.parameterClause.parameters.count == 1
                    && i.signature.parameterClause.parameters.first?.firstName.text == label
            }),
            let parameter = i.signature.parameterClause.parameters.first
        else { return nil }
        let value = try elements(parameter.type)
        let start = StructValue(typeName: decl.name, fields: try initialFields(decl, selfValue: .none))
        return try run(
            initializerValue(i, typeName: decl.name, selfValue: .structValue(start)), values: [value], at: node
        )
        .newSelf
    }

    private func constructClass(
        _ decl: TypeDeclaration, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?
    ) throws -> Value {
        let id = session.swift.nextObject
        session.swift.nextObject += 1
        var fields: [String: Value] = [:]
        // Superclass fields first.
        var chain: [TypeDeclaration] = []
        var current: TypeDeclaration? = decl
        while let c = current, chain.count < 32 {
            chain.append(c)
            current = c.superclass.flatMap { session.swift.types[$0] }
        }
        var instance = ClassInstance(typeName: decl.name, fields: [:])
        if let pending = pendingGenericArguments, pending.typeName == decl.name {
            // `Adapter<HomeSection>(...)`: its generic parameters name those types in its members, the initializer first.
            pendingGenericArguments = nil
            for (parameter, argument) in zip(decl.genericParameters, pending.arguments) {
                instance.genericArguments[parameter] = argument
            }
        }
        // `class Home: ViewController<HomeView>`: the superclasses' parameters are the arguments written on them.
        for (sub, sup) in zip(chain, chain.dropFirst()) where !sup.genericParameters.isEmpty {
            for (parameter, argument) in zip(sup.genericParameters, sub.superclassGenericArguments)
            where instance.genericArguments[parameter] == nil {
                instance.genericArguments[parameter] =
                    instance.genericArguments[argument] ?? resolveTypeName(argument) ?? argument
            }
        }
        session.swift.heap[id] = instance
        mutated = true
        for c in chain.reversed() {
            let initial = try withSelf(.object(id), typeName: decl.name, isStatic: false) {
                for f in try initialFields(c, selfValue: .object(id)) { fields[f.name] = f.value }
                return .void
            }
            _ = initial
        }
        session.swift.heap[id]?.fields = fields
        // The nearest initializer that fits, up the class chain; UIKit's `init()` otherwise.
        for c in chain {
            if let i = pickInitializer(c, args: args) {
                _ = try invoke(
                    initializerValue(i, typeName: decl.name, selfValue: .object(id)), args: args, call: call, in: scope)
                return .object(id)
            }
        }
        // `MountainsViewController()`, `Grid()`: UIKit's inherited `init()` (Objective-C's `-init`) calls the designated
        // initializer, which reaches the subclass's override: `init(nibName: nil, bundle: nil)` for a view controller,
        // `init(frame: .zero, collectionViewLayout:)` (given nil by UIKit) for a collection view.
        if args.isEmpty, try runOverriddenDesignated(chain, of: decl.name, id: id, at: call) { return .object(id) }
        // `MultiSectionViewController()` when the class declares `init(title:sectionData:)`: a class that declares
        // a designated initializer inherits none of its superclass's, so it has no `init()` (Swift's error too).
        // A class whose only one is `init?(coder:)` is made by its storyboard or nib, which `X()` stands for here.
        if args.isEmpty, let owner = chain.first(where: { $0.initializers.contains(where: isDesignated) }),
            case let own = owner.initializers.filter(isDesignated).map({ i in
                "init(" + parameters(i.signature.parameterClause).map { ($0.label ?? "_") + ":" }.joined() + ")"
            }),
            own.contains(where: { $0 != "init(coder:)" })
        {
            let first = own.first { $0 != "init(coder:)" } ?? "init(...)"
            let who = owner.name == decl.name ? "it" : "its superclass '\(owner.name)'"
            throw error(
                "'\(decl.name)' has no init(): \(who) "
                    + "declares \(own.joined(separator: " and ")), so it inherits no initializer from its superclass",
                at: call, help: "call the initializer it declares: \(decl.name)\(first.dropFirst(4))")
        }
        if !args.isEmpty, chain.allSatisfy({ $0.initializers.isEmpty }), let superName = chain.last?.superclass,
            !host.classNames.contains(superName)
        {
            throw error("no initializer of '\(decl.name)' takes these arguments", at: call)
        }
        if !args.isEmpty, chain.contains(where: { !$0.initializers.isEmpty }) {
            // `RoundButton(type: .system)`: a class that overrides every designated initializer of its UIKit
            // superclass (`init(frame:)` and `init?(coder:)`) inherits the superclass's convenience ones, which
            // call the override; what they add to a plain view is not modelled.
            if overridesEveryDesignated(chain, of: decl.name),
                try runOverriddenDesignated(chain, of: decl.name, id: id, at: call)
            {
                _ = try evaluateArguments(args.filter { !$0.expr.is(ClosureExprSyntax.self) }, in: scope)
                let uikit = chain.last?.superclass ?? decl.name
                noteInert(uikit, at: call)
                return .object(id)
            }
            throw error("no initializer of '\(decl.name)' takes these arguments", at: call)
        }
        // A UICollectionViewCompositionalLayout subclass made with UIKit's initializer (`ListLayout(section: ...)`).
        if let layout = try compositionalSuperInit(typeName: decl.name, args: args, call: call, in: scope) {
            session.swift.heap[id]?.uikit.compositionalLayout = layout
            return .object(id)
        }
        // A UICollectionViewDiffableDataSource subclass made with UIKit's initializer (`DataSource(collectionView:cellProvider:)`).
        if inheritsDiffableDataSource(decl.name),
            args.contains(where: { $0.label == "collectionView" || $0.label == "tableView" })
        {
            let dataSource = try host.construct(
                "UICollectionViewDiffableDataSource", args: args, call: call, evaluator: self, in: scope)
            session.swift.heap[id]?.uikit.diffableDataSource = dataSource
            return .object(id)
        }
        // UIKit superclasses' initializers: `init(collectionViewLayout:)` makes the collection view;
        // the others (`UIViewController(nibName:bundle:)`) have nothing to model.
        if try host.superCall(
            "init", of: .object(id), typeName: decl.name, args: args, evaluator: self, at: Syntax(call), in: scope)
            != nil
        {
            return .object(id)
        }
        _ = try evaluateArguments(args.filter { !$0.expr.is(ClosureExprSyntax.self) }, in: scope)
        return .object(id)
    }

    /// `override func tableView(tableView: UITableView, numberOfRowsInSection section: Int)`: Swift 2's spelling of
    /// a data source or delegate method, whose first argument had no `_`. Since Swift 3 UIKit's is
    /// `tableView(_:numberOfRowsInSection:)`, so this one overrides nothing: Swift's error, not a method UIKit
    /// would never call.
    private func checkSwift2Override(_ f: FunctionDeclSyntax) throws {
        let name = f.name.text
        guard name == "tableView" || name == "collectionView",
            f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            let first = f.signature.parameterClause.parameters.first, first.firstName.text == name,
            f.signature.parameterClause.parameters.count > 1
        else { return }
        let labels = f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
        let modern = "_:" + labels.dropFirst().joined()
        throw error(
            "method does not override any method from its superclass", at: f.name,
            help: "Swift 2's spelling: since Swift 3 UIKit's is \(name)(\(modern)), written "
                + "\(name)(_ \(name): ...)")
    }

    /// `` `default` ``, an escaped keyword used as a name, is named `default`.
    static func unescaped(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// UIKit's inherited `init()` (Objective-C's `-init`) and convenience initializers call the designated
    /// initializer, which reaches the subclass's override: `init(nibName: nil, bundle: nil)` for a view
    /// controller, `init(frame: .zero, collectionViewLayout:)` (given nil by UIKit) for a collection view,
    /// `init(frame: .zero)` for a view. False when no class of the chain overrides it.
    private func runOverriddenDesignated(
        _ chain: [TypeDeclaration], of typeName: String, id: Int, at call: FunctionCallExprSyntax
    ) throws -> Bool {
        guard let designated = host.designatedInitializer(of: typeName, evaluator: self) else { return false }
        for c in chain {
            guard
                let i = c.initializers.first(where: {
                    parameters($0.signature.parameterClause).map(\.label) == designated
                })
            else {
                continue
            }
            let zero = Builtins.rect(x: 0, y: 0, width: 0, height: 0)
            let values: [Value] =
                switch designated {
                case ["frame", "collectionViewLayout"]: [zero, .none]
                case ["frame"]: [zero]
                case ["style", "reuseIdentifier"]:
                    [
                        .enumValue(EnumValue(typeName: "UITableViewCell.CellStyle", caseName: "default", payload: [])),
                        .none,
                    ]
                default: [.none, .none]
                }
            _ = try self.call(
                initializerValue(i, typeName: typeName, selfValue: .object(id)),
                arguments: zip(designated, values).map { Value.TupleElement(label: $0, value: $1) }, at: call)
            return true
        }
        return false
    }

    /// Whether the classes of the chain override both of their UIKit superclass's designated initializers (its
    /// own, `init(frame:)` for a view, and `init?(coder:)`), so that they inherit its convenience initializers.
    private func overridesEveryDesignated(_ chain: [TypeDeclaration], of typeName: String) -> Bool {
        guard let designated = host.designatedInitializer(of: typeName, evaluator: self) else { return false }
        let declared = Set(
            chain.flatMap { c in
                c.initializers.filter(isDesignated).map { parameters($0.signature.parameterClause).map(\.label) }
            })
        return declared == [designated, ["coder"]]
    }

    /// The `init()` a class with no designated initializer of its own has: its superclass's (the program's,
    /// run on the object) or, at the top or from UIKit, the implicit one, which only sets the stored
    /// properties' initial values (already set).
    private func inheritedPlainInit(
        _ frame: SelfFrame, call: FunctionCallExprSyntax, at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value {
        var current = session.swift.types[frame.typeName]?.superclass
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t], decl.kind == .classType {
            if let i = decl.initializers.first(where: { $0.signature.parameterClause.parameters.isEmpty }) {
                _ = try invoke(
                    initializerValue(i, typeName: frame.typeName, selfValue: frame.value), args: [], call: call,
                    in: scope)
                return .void
            }
            if decl.initializers.contains(where: isDesignated) { break }
            current = decl.superclass
            hops += 1
        }
        return .void
    }

    /// The UIKit classes whose objects the playground makes (an extension's convenience initializer of another,
    /// `UIColor(hex:)`, makes an object with no effect on the layout, and stays inert).
    static let modelledUIKitClasses: Set<String> = [
        "UICollectionView", "UITableView", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
    ]

    /// A designated initializer (not `convenience`): declaring one stops a class inheriting its superclass's.
    private func isDesignated(_ i: InitializerDeclSyntax) -> Bool {
        !i.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }

    /// `self.init(...)` inside an initializer: another initializer of the type (or, for a class,
    /// of its superclasses and UIKit's) runs on the value under construction.
    func delegatingInit(
        args: [CallArgument], call: FunctionCallExprSyntax, at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value {
        // In a static member `self` is the type: `self.init(...)` makes a value of it, as `Self(...)` does (the type it
        // was called on, for a class's).
        if let frame = selfStack.last, frame.isStatic {
            let t: String = if case .type(let called) = frame.value { called } else { frame.typeName }
            return try construct(t, args: args, call: call, in: scope, hint: nil)
        }
        guard let frame = selfStack.last else {
            throw error("'self.init' outside an initializer", at: node)
        }
        // `self.init(frame:collectionViewLayout:)` in a convenience initializer of the program's extension of a
        // UIKit class: UIKit's initializer makes the object the extension's initializer gives.
        if frame.value.isNone, Self.modelledUIKitClasses.contains(frame.typeName),
            let decl = session.swift.types[frame.typeName], decl.kind == .uikit,
            pickInitializer(decl, args: args) == nil
        {
            selfStack[selfStack.count - 1].value = try construct(
                frame.typeName, args: args, call: call, in: scope, hint: nil)
            return .void
        }
        // `self.init()` in a class that declares only convenience initializers: the `init()` it inherits (or
        // its implicit one), which Swift prefers to an initializer whose every argument has a default value.
        if args.isEmpty, case .object = frame.value, let decl = session.swift.types[frame.typeName],
            !decl.initializers.contains(where: isDesignated),
            !decl.initializers.contains(where: { $0.signature.parameterClause.parameters.isEmpty })
        {
            return try inheritedPlainInit(frame, call: call, at: node, in: scope)
        }
        var current: String? = frame.typeName
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            if let i = pickInitializer(decl, args: args) {
                let (_, newSelf) = try invoke(
                    initializerValue(i, typeName: frame.typeName, selfValue: frame.value), args: args, call: call,
                    in: scope)
                if case .structValue = frame.value { selfStack[selfStack.count - 1].value = newSelf }
                return .void
            }
            if case .structValue = frame.value { break }
            current = decl.superclass
            hops += 1
        }
        // `self.init(x:y:width:height:)` in an initializer an extension adds to a builtin type.
        if case .structValue = frame.value, declaration(ofType: frame.typeName)?.kind == .uikit,
            let made = try Builtins.construct(frame.typeName, args: args, call: call, in: scope, evaluator: self)
        {
            selfStack[selfStack.count - 1].value = made
            return .void
        }
        // `self.init(top:leading:bottom:trailing:)` in an initializer an extension adds to a UIKit value type.
        if let hostType = host.type(named: frame.typeName), !hostType.isReference,
            frame.value.isNone || uikitObject(frame.value) != nil
        {
            selfStack[selfStack.count - 1].value = try host.construct(
                hostType, args: args, call: call, evaluator: self, at: Syntax(node), in: scope, chosen: nil)
            return .void
        }
        guard case .object = frame.value,
            host.classNames.contains(
                conformances(of: frame.typeName).first { host.classNames.contains($0) } ?? "")
        else {
            throw error("no initializer of '\(frame.typeName)' takes these arguments", at: node)
        }
        if let v = try host.superCall(
            "init", of: frame.value, typeName: frame.typeName, args: args, evaluator: self, at: Syntax(node),
            in: scope)
        {
            return v
        }
        _ = try evaluateArguments(args.filter { !$0.expr.is(ClosureExprSyntax.self) }, in: scope)
        return .void
    }
}

extension Evaluator {
    /// `nil` for a stored `var` of an optional type declared without a value (Swift gives it nil); nil otherwise.
    static func implicitNil(_ p: TypeDeclaration.StoredProperty) -> ExprSyntax? {
        guard let type = p.type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        else { return nil }
        var node = Syntax(type).parent
        while let n = node, !n.is(VariableDeclSyntax.self) { node = n.parent }
        guard node?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var) else { return nil }
        return ExprSyntax(NilLiteralExprSyntax())
    }
}
