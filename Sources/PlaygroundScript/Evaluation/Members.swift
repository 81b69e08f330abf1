import PlaygroundCore
import SwiftSyntax

extension Evaluator {
    // MARK: Reading members

    func memberAccess(_ m: MemberAccessExprSyntax, in scope: Scope?, hint: TypeSyntax?) throws -> Value {
        let name = m.declName.baseName.text
        guard let baseExpr = m.base else {
            return try implicitMember(name, hint: hint, at: m, in: scope)
        }
        if let (receiver, path) = try host.dottedMember(ExprSyntax(m), evaluator: self, in: scope) {
            return try host.property(path, of: .uikit(receiver), evaluator: self, at: Syntax(m.declName), in: scope)
        }
        // `.0` of a tuple (`pair?.0` of an optional one)
        if case .integerLiteral = m.declName.baseName.tokenKind {
            let chain = baseExpr.as(OptionalChainingExprSyntax.self)
            let base = try evaluate(chain?.expression ?? baseExpr, in: scope)
            if chain != nil, base.isNone { return .none }
            guard case .tuple(let elements) = base, let i = Int(name), i < elements.count else {
                throw error("no element \(name) in a value of type \(typeName(of: base))", at: m.declName)
            }
            return elements[i].value
        }
        if let chain = baseExpr.as(OptionalChainingExprSyntax.self) {
            let base = try evaluate(chain.expression, in: scope)
            if base.isNone { return .none }
            return try member(name, of: base, at: m.declName, in: scope)
        }
        // `NSRectAlignment.top`: a case of a UIKit or Foundation enum the playground has no name for, written out, is
        // the leading dot `.top` (as Swift reads an implicit member: the contextual type's static member).
        if let ref = baseExpr.as(DeclReferenceExprSyntax.self), Self.isCaseWord(name), Self.isPassedValue(m),
            case let word = ref.baseName.text, word.hasPrefix("NS") || word.hasPrefix("UI"), Self.isUIKitTypeWord(word),
            !UIKitSurface.knownTypes.contains(word), !isDefined(word, in: scope), session.swift.types[word] == nil
        {
            try tick(baseExpr)
            return .enumValue(EnumValue(typeName: "", caseName: name, payload: []))
        }
        let base = try evaluate(baseExpr, in: scope)
        // `tabBarController?.tabBar.frame`: the chain stopped at `tabBarController`, so does this member.
        if base.isNone, Self.isOptionalChain(baseExpr) { return .none }
        if case .enumValue(let e) = base, e.typeName.isEmpty,
            let owner = baseExpr.as(MemberAccessExprSyntax.self)?.base,
            let typeName = unmodelledTypeName(owner)
        {
            // `UICollectionView.ScrollPosition.centeredVertically`: a case of a UIKit enum nested in a UIKit type,
            // written out, is the leading dot `.centeredVertically`, whose meaning the receiving call decides.
            if Self.isUIKitTypeWord(e.caseName), Self.isCaseWord(name), !Self.isCalledOrReadFrom(m),
                !declaresStatic(name, typeName: typeName)
            {
                return .enumValue(EnumValue(typeName: "", caseName: name, payload: []))
            }
            return try memberOfUnmodelledStatic(name, typeName: typeName, staticName: e.caseName, at: m.declName)
        }
        if let reference = try functionReference(m, name: name, base: base) { return reference }
        return try member(name, of: base, at: m.declName, in: scope)
    }

    /// A type's name as written: an ASCII capital, then letters and digits.
    static func isUIKitTypeWord(_ word: String) -> Bool {
        isWord(word, startingIn: UInt8(ascii: "A")...UInt8(ascii: "Z"))
    }

    /// An enum case's name as written: a lowercase ASCII letter, then letters and digits.
    static func isCaseWord(_ word: String) -> Bool { isWord(word, startingIn: UInt8(ascii: "a")...UInt8(ascii: "z")) }

    private static func isWord(_ word: String, startingIn first: ClosedRange<UInt8>) -> Bool {
        guard let byte = word.utf8.first, first.contains(byte) else { return false }
        return word.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39) }
    }

    /// The name the program's type `name` is kept under: itself, or the type its aliases lead to (`HomepageSection`
    /// for `typealias HomepageSection = Holder.HomeSection`, a nested type kept under `HomeSection`); nil for none.
    func declaredTypeKey(_ name: String) -> String? {
        var current = name
        for _ in 0..<8 {
            if session.swift.types[current] != nil { return current }
            guard let next = session.swift.typeAliases[current], next != current else { return nil }
            current = next
        }
        return nil
    }

    /// Whether `m` is called (`UIButton.Configuration.filled()`) or has a member read (`UIPasteboard.general.string`):
    /// then it is no enum case.
    static func isCalledOrReadFrom(_ m: MemberAccessExprSyntax) -> Bool {
        if let call = m.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == m.id { return true }
        if let outer = m.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == m.id { return true }
        return false
    }

    /// Whether `m` is an argument or an array's element (`alignment: NSRectAlignment.top`), where a static member of
    /// an unnamed UIKit type is an enum case; a singleton (`UIFooBar.shared`) is read from, not passed.
    static func isPassedValue(_ m: MemberAccessExprSyntax) -> Bool {
        guard !isCalledOrReadFrom(m) else { return false }
        return m.parent?.is(LabeledExprSyntax.self) == true || m.parent?.is(ArrayElementSyntax.self) == true
    }

    /// Whether the program's extension of `typeName` declares a static member `name`.
    func declaresStatic(_ name: String, typeName: String) -> Bool {
        guard let decl = session.swift.types[typeName] else { return false }
        return decl.staticComputed[name] != nil || decl.staticStored[name] != nil || decl.staticMethods[name] != nil
    }

    /// `Bundle` in `Bundle.main.path`, `UIButton` in `UIButton.Configuration.bordered()`: a type the
    /// program does not declare and the playground does not model (its static members are left for the
    /// receiving UIKit call to decide); nil for anything else.
    func unmodelledTypeName(_ expr: ExprSyntax) -> String? {
        guard expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) else { return nil }
        return unmodelledTypeName(named: Builtins.baseTypeName(expr.trimmedDescription))
    }

    /// `unmodelledTypeName` of a type's name as written (`UICollectionView.CellRegistration`).
    func unmodelledTypeName(named text: String) -> String? {
        guard let first = text.first, first.isUppercase, !text.contains(where: { $0 == "(" || $0 == " " }) else {
            return nil
        }
        if let decl = session.swift.types[text], decl.kind != .uikit { return nil }
        return text
    }

    /// A member of a static value of a type the playground does not model (`Bundle.main.path`,
    /// `UIButton.Configuration.bordered`): the program's own extension of the type if it declares the
    /// member (`extension Bundle { func decode(...) }`), else inert and named in the note. An app
    /// bundle's resources are not modelled as data: `Bundle.main.path(forResource:ofType:)` and
    /// `url(forResource:withExtension:)` are nil, as for a resource missing from the bundle, and a note
    /// says the data they would load is empty.
    func memberOfUnmodelledStatic(_ name: String, typeName: String, staticName: String, at node: some SyntaxProtocol)
        throws -> Value
    {
        if let v = try unmodelledStaticMember(name, typeName: typeName, staticName: staticName, at: node) { return v }
        let what = typeName + "." + staticName
        noteInert(what + "." + name, at: node)
        return .inert(what + "." + name)
    }

    /// The program's extension member or the modelled Bundle resource lookup; nil when the member is inert.
    func unmodelledStaticMember(_ name: String, typeName: String, staticName: String, at node: some SyntaxProtocol)
        throws -> Value?
    {
        let what = typeName + "." + staticName
        // `UserDefaults.Keys.freeTrialOver`: a type the program nests in its extension of the unmodelled type.
        if staticName.first?.isUppercase == true, let t = declaredTypeKey(what) {
            return try staticMember(name, ofType: t, at: node, in: nil)
        }
        if let v = try userMember(name, of: .inert(what), typeName: typeName, at: node) { return v }
        if let v = host.inertMember(name, of: what, evaluator: self) { return v }
        if typeName == "Bundle", ["path", "url", "paths", "urls"].contains(name) {
            return Self.emptyRead(
                what + "." + name, result: .none, key: "bundle-resource",
                note: "the playground has no app bundle: '\(what).\(name)(forResource:...)' is nil, as for a missing "
                    + "resource, so the data it would load is empty")
        }
        // The bundle's optional facts (its receipt, Info.plist, identifier): nil, as for a bundle without them.
        if typeName == "Bundle", name == "localizations" || name == "preferredLocalizations" {
            noteOnce(
                "bundle " + name,
                "the playground has no app bundle: '\(what).\(name)' is empty, as for a bundle without localizations",
                help: nil)
            return .array([])
        }
        // Every app has an Info.plist: the one Xcode's app template writes (version 1.0, build 1), which a note
        // names once; none of it changes a layout.
        if typeName == "Bundle", name == "infoDictionary" || name == "bundleIdentifier" {
            noteTemplateInfo(what)
            if name == "bundleIdentifier" { return Self.templateInfo["CFBundleIdentifier"].map(Value.string) ?? .none }
            var d = DictionaryValue()
            for (k, v) in Self.templateInfo.sorted(by: { $0.key < $1.key }) { d[.string(k)] = .string(v) }
            return .dictionary(d)
        }
        if typeName == "Bundle", name == "object" {
            return Builtins.builtin(name) { ctx, args in
                ctx.evaluator.noteTemplateInfo(what)
                guard args.count == 1, case .string(let key) = args[0].value else { return .none }
                return Self.templateInfo[key].map(Value.string) ?? .none
            }
        }
        if typeName == "Bundle", ["appStoreReceiptURL", "resourceURL"].contains(name) {
            noteOnce(
                "bundle " + name,
                "the playground has no app bundle: '\(what).\(name)' is nil, as for a bundle without it",
                help: nil)
            return Value.none
        }
        // The app has no strings tables: a key's lookup gives its default value, else the key (`FoundationLocale`).
        if typeName == "Bundle", name == "localizedString" {
            return Builtins.builtin(name) { ctx, args in
                try FoundationLocale.lookup(args, keyLabel: "forKey", evaluator: ctx.evaluator, at: ctx.node)
            }
        }
        // The file system: the playground reads no files, so a directory lists nothing and a file is missing.
        if typeName == "FileManager", let result = Self.fileManagerReads[name] {
            return Self.emptyRead(
                what + "." + name, result: result, key: "file-system",
                note: "the playground reads no files: '\(what).\(name)(...)' finds nothing "
                    + "(\(description(result))), so the data it would load is empty")
        }
        return nil
    }

    /// What `FileManager` reads give in the playground, which has no files: nothing there.
    static let fileManagerReads: [String: Value] = [
        "contentsOfDirectory": .array([]), "subpathsOfDirectory": .array([]), "fileExists": .bool(false),
        "contents": .none, "isReadableFile": .bool(false),
    ]

    /// The help of every note that says data the program would load (a bundle's, a file's, the network's) is empty.
    static let missingDataHelp =
        "put the data in the code (a literal, or JSONDecoder on a string's data) to see it laid out"

    /// The notes this unit printed so far that say data the program would load is empty: a trap such data leads
    /// to (a `fatalError` saying "Failed to locate videos.json in bundle.") repeats them, as the failed unit's
    /// output is dropped.
    var missingDataNotes: [String] {
        outputs.compactMap { output in
            guard case .diagnostic(let text, .note) = output else { return nil }
            let parts = DiagnosticRenderer.remarkParts(text, severity: .note)
            return parts.help == Self.missingDataHelp ? parts.message : nil
        }
    }

    /// The Info.plist of Xcode's iOS app template, as built (its version 1.0 and build 1). (Strings, made into values
    /// where they are read: a static table of `Value`s is reported as a leak by the fuzz build's LeakSanitizer.)
    static let templateInfo: [String: String] = [
        "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1", "CFBundleName": "App", "CFBundleExecutable": "App",
        "CFBundleIdentifier": "com.example.App", "CFBundleDevelopmentRegion": "en", "CFBundlePackageType": "APPL",
        "CFBundleInfoDictionaryVersion": "6.0",
    ]

    func noteTemplateInfo(_ what: String) {
        noteOnce(
            "bundle info",
            "the playground has no app bundle: '\(what)' reads the Info.plist of Xcode's app template (version "
                + "1.0, build 1, identifier com.example.App)", help: nil)
    }

    /// A read of resources the playground does not have (an app bundle, files): `result`, and once a session a
    /// note saying the data is empty.
    static func emptyRead(_ what: String, result: Value, key: String, note: String) -> Value {
        .function(
            FunctionValue(
                name: what, parameters: [],
                body: .builtin { ctx, _ in
                    ctx.evaluator.noteOnce(
                        key, note,
                        help: Evaluator.missingDataHelp
                    )
                    return result
                }, captured: nil))
    }

    /// Foundation's and UIKit's shared instances, named with a leading dot where their type is the context.
    static let sharedInstances = [
        "UserDefaults": "standard", "NotificationCenter": "default", "FileManager": "default", "URLSession": "shared",
    ]

    /// `.name` with the contextual type `hint`.
    func implicitMember(_ name: String, hint: TypeSyntax?, at node: some SyntaxProtocol, in scope: Scope?) throws
        -> Value
    {
        // `storage: UserDefaults = .standard`: a framework's shared instance, as `UserDefaults.standard` reads.
        if let hint, case let written = Builtins.baseTypeName(hint), Self.sharedInstances[written] == name,
            session.swift.types[written].map({ $0.kind == .uikit }) ?? true
        {
            return .inert(written + "." + name)
        }
        guard let hint, let typeName = resolveTypeName(Builtins.baseTypeName(hint)) else {
            // No context: a member whose type the receiving call decides (`x.rounded(.down)`, a UIKit argument).
            return .enumValue(EnumValue(typeName: "", caseName: name, payload: []))
        }
        return try staticMember(name, ofType: typeName, at: node, in: scope)
    }

    func member(_ name: String, of base: Value, at node: some SyntaxProtocol, in scope: Scope?) throws -> Value {
        switch base {
        case .type(let t):
            return try staticMember(name, ofType: t, at: node, in: scope)
        case .structValue(let s):
            if let v = s.field(name) {
                // A struct's lazy property read: its value, made from the struct as it is (not kept: the
                // read does not write the variable back, as Swift's mutating getter would).
                if case .lazy(let expr) = LazyMarker.decode(v) {
                    return try lazyValue(name, expr, of: base, typeName: s.typeName)
                }
                return v
            }
            if let v = try wrappedMember(name, of: base, typeName: s.typeName, at: node) { return v }
            if let v = try userMember(name, of: base, typeName: s.typeName, at: node) { return v }
            if let v = try Builtins.structMember(name, of: s, evaluator: self, at: node) { return v }
        case .object(let id):
            guard let instance = session.swift.heap[id] else { throw error("the object no longer exists", at: node) }
            if let v = instance.fields[name] {
                if case .lazy(let expr) = LazyMarker.decode(v) {
                    return try initializeLazy(name, expr, of: id, at: node)
                }
                return v
            }
            if let v = try wrappedMember(name, of: base, typeName: instance.typeName, at: node) { return v }
            if name.hasPrefix("$"), let v = CombinePublishers.projection(name, of: id, evaluator: self) { return v }
            // `self.collectionView` in a view controller that also declares `collectionView(_:cellForItemAt:)`:
            // the plain name is the inherited property; the methods are named with their arguments.
            if onlyMethodsWithArguments(name, typeName: instance.typeName),
                let v = try host.inheritedMember(
                    name, of: id, typeName: instance.typeName, evaluator: self, at: Syntax(node))
            {
                return v
            }
            if let v = try userMember(name, of: base, typeName: instance.typeName, at: node) { return v }
            if let v = try host.inheritedMember(
                name, of: id, typeName: instance.typeName, evaluator: self, at: Syntax(node))
            {
                return v
            }
        case .enumValue(let e):
            if name == "rawValue", let raw = try rawValue(of: e, at: node) { return raw }
            if let v = try userMember(name, of: base, typeName: e.typeName, at: node) { return v }
        case .uikit, .uikitValue, .uikitPath:
            return try host.property(name, of: base, evaluator: self, at: Syntax(node), in: scope)
        case .tuple(let elements):
            if let e = elements.first(where: { $0.label == name }) { return e.value }
        case .inert(let what):
            // `tableView.rx.items(cellIdentifier:cellType:)`, `rx.items(dataSource:)`: RxCocoa binds the rows of a
            // table or collection view, their data. Inert, the view had none and frames said so with no word of why.
            if let e = rxItemsError(name, of: what, at: node) { throw e }
            if let v = host.inertMember(name, of: what, evaluator: self) { return v }
            // `UIDevice.current.isBig` with the program's `extension UIDevice { var isBig: Bool { ... } }`: its member.
            let parts = what.split(separator: ".")
            if parts.count == 2, let extended = session.swift.types[String(parts[0])], extended.kind == .uikit,
                extended.computed[name] != nil || extended.methods[name] != nil,
                let v = try userMember(name, of: base, typeName: String(parts[0]), at: node)
            {
                return v
            }
            // `CommandLine.isDemo` with the program's `extension CommandLine { static var isDemo: Bool }`.
            if parts.count == 1, let extended = session.swift.types[what], extended.kind == .uikit,
                extended.staticComputed[name] != nil || extended.staticStored[name] != nil
                    || extended.staticMethods[name] != nil
            {
                return try staticMember(name, ofType: what, at: node, in: scope)
            }
            // `UserDefaults.Keys` with the program's `extension UserDefaults { struct Keys { ... } }`: its type.
            if parts.count == 1, session.swift.types[what]?.kind == .uikit, name.first?.isUppercase == true,
                let t = declaredTypeKey(what + "." + name)
            {
                return .type(t)
            }
            return .inert(what + "." + name)
        case .superOf(let typeName, let selfValue):
            if let decl = session.swift.types[typeName], let superName = decl.superclass,
                let v = try userMember(name, of: selfValue, typeName: superName, at: node)
            {
                return v
            }
            return .function(FunctionValue(name: name, parameters: [], body: .builtin { _, _ in .void }, captured: nil))
        case .none:
            // `presenter.viewDidLoad()` with `var presenter: Presenter!` that nothing assigned: Swift traps.
            if let base = Syntax(node).parent?.as(MemberAccessExprSyntax.self)?.base,
                case .declared(let type)? = try? targetType(of: base, in: scope),
                type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            {
                throw error(
                    "unexpectedly found nil while implicitly unwrapping an Optional value", at: base,
                    help: "'\(base.trimmedDescription)' is declared '\(type.trimmedDescription)' and holds nil here: "
                        + "nothing assigned it a value before this line ran",
                    notes: [
                        "Swift traps here: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"
                    ] + missingDataNotes)
            }
            throw error(
                "value of optional type must be unwrapped to refer to member '\(name)'", at: node,
                help: "use '?.' or unwrap it with 'if let' or 'guard let'")
        default:
            break
        }
        if let v = try Builtins.member(name, of: base, evaluator: self, at: node) { return v }
        if let ext = try extensionMember(name, of: base, at: node) { return ext }
        if name == "hashValue" { return try hashValue(of: base, at: node) }
        // `[Video].self`, `value.self`: postfix `self` is the expression's own value (a type's, its metatype).
        if name == "self" { return base }
        if let v = try reactorCurrentState(name, of: base, at: node) { return v }
        if let dataSource = forwardedDataSource(name, of: base) {
            return try member(name, of: dataSource, at: node, in: scope)
        }
        // `.shared` given where a type the playground does not model is expected (`session: URLSession =
        // .shared`), then used: a value of that type, inert as the type's others are.
        if case .enumValue(let e) = base, e.typeName.isEmpty, e.payload.isEmpty {
            if let v = host.inertMember(name, of: "." + e.caseName, evaluator: self) { return v }
            let what = "." + e.caseName + "." + name
            noteInert(what, at: node)
            return .inert(what)
        }
        var help: String?
        if case .object(let id) = base, let t = session.swift.heap[id]?.typeName { help = unknownSuperclassHelp(t) }
        throw error("value of type \(typeName(of: base)) has no member '\(name)'", at: node, help: help)
            .suggesting(name, from: memberNames(of: base))
    }

    /// Why a class of the program may lack a member its code uses: it inherits from a type no file of the
    /// program declares and the playground does not model (a class of another module, as a library's base
    /// view controller is); nil when every class it inherits from is known.
    func unknownSuperclassHelp(_ typeName: String) -> String? {
        var current = typeName
        for _ in 0..<32 {
            guard let decl = session.swift.types[current], decl.kind == .classType else { return nil }
            if let superclass = decl.superclass {
                current = superclass
                continue
            }
            guard let first = decl.inherited.first, first != current, session.swift.types[first] == nil,
                !host.typeNames.contains(first), !host.classNames.contains(first), registry.type(named: first) == nil,
                !Builtins.typeNames.contains(first), !UIKitSurface.knownTypes.contains(first),
                !first.hasSuffix("Delegate"), !first.hasSuffix("DataSource"), !first.hasSuffix("Protocol")
            else { return nil }
            return "'\(typeName)' inherits from '\(first)', which no file of the program declares and the playground "
                + "does not model (a class of another module?): paste the file that declares it"
        }
        return nil
    }

    /// ReactorKit's `currentState` of a program's `Reactor` that declares its `initialState`: the initial
    /// state, as ReactorKit starts it. ReactorKit itself is not modelled (actions sent to the reactor
    /// never reach `mutate`/`reduce`), so a note says the state stays the initial one.
    func reactorCurrentState(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard name == "currentState", case .object(let id) = base, let t = session.swift.heap[id]?.typeName,
            conformances(of: t).contains("Reactor"), hasMember("initialState", typeName: t, value: base)
        else { return nil }
        let key = "reactor-currentState"
        if !session.swift.shownNotes.contains(key) {
            session.swift.shownNotes.insert(key)
            mutated = true
            let remark = Remark(
                .note,
                "'\(t).currentState' is its initialState: ReactorKit is not modelled, so actions sent to the reactor "
                    + "do not run mutate/reduce and the state stays the initial one",
                help: "put the state you want to see in initialState")
            outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: context.color), severity: .note))
        }
        return try member("initialState", of: base, at: node, in: nil)
    }

    /// Whether the user's type (or its superclasses) declares `name` only as methods that take
    /// arguments (`collectionView(_:numberOfItemsInSection:)`), nothing a plain `name` could read.
    func onlyMethodsWithArguments(_ name: String, typeName: String) -> Bool {
        var current: String? = typeName
        var hops = 0
        var found = false
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            if decl.computed[name] != nil || decl.stored.contains(where: { $0.name == name }) { return false }
            if let methods = decl.methods[name] {
                guard methods.allSatisfy({ !$0.signature.parameterClause.parameters.isEmpty }) else { return false }
                found = true
            }
            current = nextDeclaredAncestor(decl)
            hops += 1
        }
        return found
    }

    /// `tableView.rx.items(cellIdentifier:cellType:)`, `rx.items(dataSource:)`: RxCocoa binds the rows of a table or
    /// collection view, their data. Inert, the view had no rows and frames said so with no word of why.
    func rxItemsError(_ name: String, of what: String, at node: some SyntaxProtocol) -> ScriptError? {
        guard name == "items", what == "rx" || what.hasSuffix(".rx") else { return nil }
        return error(
            "'\(what).items' binds a table or collection view's rows through RxCocoa, which the playground does not "
                + "model: UIKit would show the rows it binds, and the playground would show none",
            at: node,
            help: "to see their frames, give the rows with a diffable data source or a UITableViewDataSource "
                + "(see 'help swift')")
    }

    /// The method `name` of `self`'s class `typeName` (which declares `methods`), with the overloads its
    /// superclasses declare that it does not override: in Swift a subclass that overrides
    /// `registerCells(for:)` still has its superclass's `registerCells()`.
    func inheritedOverloads(
        _ name: String, _ first: FunctionDeclSyntax, _ methods: [FunctionDeclSyntax], of typeName: String,
        selfValue: Value
    ) -> FunctionValue {
        var overloads = methods
        var types = Array(repeating: typeName, count: methods.count)
        var above = session.swift.types[typeName].flatMap(nextDeclaredAncestor)
        var hops = 0
        while let a = above, hops < 32, let decl = session.swift.types[a] {
            for m in decl.methods[name] ?? []
            where !overloads.contains(where: { Self.sameSignature($0, m) }) {
                overloads.append(m)
                types.append(a)
            }
            above = nextDeclaredAncestor(decl)
            hops += 1
        }
        var f = functionValue(first, captured: nil, selfValue: selfValue, typeName: typeName, overloads: overloads)
        if types.contains(where: { $0 != typeName }) { f.overloadTypes = types }
        return f
    }

    /// Whether two methods have the same labels and parameter types (one overrides the other).
    static func sameSignature(_ a: FunctionDeclSyntax, _ b: FunctionDeclSyntax) -> Bool {
        let x = a.signature.parameterClause.parameters
        let y = b.signature.parameterClause.parameters
        guard x.count == y.count else { return false }
        return zip(x, y).allSatisfy { p, q in
            p.firstName.text == q.firstName.text && p.type.trimmedDescription == q.type.trimmedDescription
        }
    }

    /// Members of a value declared in the user's types (computed properties and methods), including
    /// extensions; nil when the type has no such member.
    func userMember(_ name: String, of value: Value, typeName: String, at node: some SyntaxProtocol) throws -> Value? {
        var current: String? = firstDeclared(typeName)
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            if let computed = decl.computed[name] {
                return try withSelf(value, typeName: t, isStatic: false) {
                    try runBody(computed.getter, returnType: computed.type, at: node)
                }.result
            }
            if let methods = decl.methods[name], let first = methods.first {
                return .function(inheritedOverloads(name, first, methods, of: t, selfValue: value))
            }
            current = nextDeclaredAncestor(decl)
            hops += 1
        }
        // Protocol extensions with default implementations, through the protocols the protocols inherit
        // (`extension ItemModelType { var hashValue ... }` for a `Component`, itself an `ItemModelType`).
        var protocols = conformances(of: typeName)
        var seen: Set<String> = []
        var next = 0
        while next < protocols.count, seen.count < 64 {
            let proto = protocols[next]
            next += 1
            guard seen.insert(proto).inserted else { continue }
            if let decl = session.swift.types[proto], decl.kind == .protocolType { protocols += decl.inherited }
        }
        for proto in protocols {
            if let decl = session.swift.types[proto] {
                if let computed = decl.computed[name] {
                    return try withSelf(value, typeName: typeName, isStatic: false) {
                        try runBody(computed.getter, returnType: computed.type, at: node)
                    }.result
                }
                if let methods = decl.methods[name], let first = methods.first {
                    return .function(
                        functionValue(first, captured: nil, selfValue: value, typeName: typeName, overloads: methods))
                }
            }
        }
        return nil
    }

    func conformances(of typeName: String) -> [String] {
        var out: [String] = []
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            out += decl.inherited
            current = decl.superclass
            hops += 1
        }
        return out
    }

    func hasMember(_ name: String, typeName: String, value: Value) -> Bool {
        var current: String? = firstDeclared(typeName)
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            if decl.computed[name] != nil || decl.methods[name] != nil
                || decl.stored.contains(where: { $0.name == name })
            {
                return true
            }
            // `$n` and `_n` of a wrapped `n`: its wrapper's projected value and the wrapper.
            if name.hasPrefix("$") || name.hasPrefix("_"),
                decl.stored.contains(where: { $0.wrapper != nil && $0.name == name.dropFirst() })
            {
                return true
            }
            if decl.staticStored[name] != nil || decl.staticMethods[name] != nil || decl.staticComputed[name] != nil {
                return true
            }
            // A protocol extension's member (`var request: URLRequest { ... }` in `extension APIRequest`), for
            // `request` written without `self.` in another of its members or in the conforming type.
            if protocolExtensionHas(name, protocols: decl.inherited) { return true }
            current = nextDeclaredAncestor(decl)
            hops += 1
        }
        if case .object(let id) = value, session.swift.heap[id]?.fields[name] != nil { return true }
        // `view` in a view controller, `collectionViewLayout` in a UICollectionView subclass: inherited.
        if case .object(let id) = value, let t = session.swift.heap[id]?.typeName,
            host.inheritsMember(name, typeName: t, evaluator: self)
        {
            return true
        }
        return false
    }

    /// Whether one of `protocols` (or a protocol they inherit) has a computed property or method `name` from an
    /// extension.
    func protocolExtensionHas(_ name: String, protocols: [String]) -> Bool {
        var queue = protocols
        var seen: Set<String> = []
        while let p = queue.popLast(), seen.count < 32 {
            guard seen.insert(p).inserted, let decl = session.swift.types[p], decl.kind == .protocolType else {
                continue
            }
            if decl.computed[name] != nil || decl.methods[name] != nil { return true }
            queue += decl.inherited
        }
        return false
    }

    /// Inside a method of a class that inherits from UIKit, a name nothing else declares
    /// (`backgroundColor = .clear`, `addSubview(spinner)`) is an inherited member of `self` the playground
    /// does not model: it is looked up last (after locals, globals and types), and is inert.
    func inheritedUIKitSelf(_ name: String) -> Value? {
        // Inside the program's extension of a view class, on a view the playground does not model (`UILabel()`):
        // `addSubview(v)` is `self.addSubview(v)`, as unmodelled as `self`.
        if let frame = selfStack.last, !frame.isStatic, case .inert(let what) = frame.value,
            Self.inertViewClass(what) != nil, Self.isCaseWord(name),
            !hasMember(name, typeName: frame.typeName, value: frame.value)
        {
            return frame.value
        }
        guard let frame = selfStack.last, !frame.isStatic, case .object(let id) = frame.value,
            let t = session.swift.heap[id]?.typeName,
            host.unmodelledInherited(name, typeName: t, evaluator: self) != nil
        else { return nil }
        return frame.value
    }

    /// Inside the program's extension of a UIKit type (`extension NSCollectionLayoutSection { func addHeader() }`):
    /// whether `name` is a property of `self`'s UIKit type, so that `boundarySupplementaryItems += [header]`,
    /// `contentInsets.bottom = 8` and `print(interGroupSpacing)` mean `self.` that property, as in Swift.
    func uikitSelfProperty(_ name: String) -> Bool {
        guard let frame = selfStack.last, !frame.isStatic, let object = uikitObject(frame.value) else { return false }
        // (a property the UIKit surface keeps rather than the registry)
        if object is SectionDefinition, name == "visibleItemsInvalidationHandler" { return true }
        guard let member = registry.type(of: object)?.member(name) else { return false }
        return member.kind != .method
    }

    /// Inside a method: `x` for `self.x`.
    func implicitSelfMember(_ name: String, frame: SelfFrame, at node: some SyntaxProtocol) throws -> Value? {
        if frame.isStatic {
            guard let decl = session.swift.types[frame.typeName] else { return nil }
            if decl.declaresStatic(name) {
                // `Self` stays the type the member was called on (`with(name:)` inside `loadFromNib()` of an
                // extension of UIViewController, called as `DetailsViewController.loadFromNib()`).
                if case .type(let called) = frame.value, called != frame.typeName {
                    return try staticMember(name, ofType: frame.typeName, at: node, in: nil, dynamicSelf: called)
                }
                return try staticMember(name, ofType: frame.typeName, at: node, in: nil)
            }
            // The compiler's `allCases` of a CaseIterable enum (`allCases.filter { ... }` in its static member).
            if name == "allCases", decl.kind == .enumType, decl.inherited.contains("CaseIterable") {
                return try staticMember(name, ofType: frame.typeName, at: node, in: nil)
            }
            // A class member of a superclass, or of a UIKit class an extension adds to (`shortName` from
            // `extension NSObject { class var shortName }` inside `extension UIView`'s class func): `Self`
            // stays the type the member was called on.
            let called: String = if case .type(let t) = frame.value { t } else { frame.typeName }
            var ancestor = nextDeclaredAncestor(decl)
            for _ in 0..<16 {
                guard let a = ancestor, let ad = session.swift.types[a] else { break }
                if ad.staticStored[name] != nil || ad.staticMethods[name] != nil || ad.staticComputed[name] != nil {
                    return try staticMember(name, ofType: a, at: node, in: nil, dynamicSelf: called)
                }
                ancestor = nextDeclaredAncestor(ad)
            }
            return nil
        }
        if name.hasPrefix("$"), case .object(let id) = frame.value,
            let v = CombinePublishers.projection(name, of: id, evaluator: self)
        {
            return v
        }
        guard hasMember(name, typeName: frame.typeName, value: frame.value) else {
            // `return rawValue` in an enum's computed property or method.
            if name == "rawValue", case .enumValue(let e) = frame.value, let raw = try rawValue(of: e, at: node) {
                return raw
            }
            if uikitSelfProperty(name) { return try member(name, of: frame.value, at: node, in: nil) }
            return try builtinSelfMember(name, frame: frame, at: node)
        }
        if let decl = session.swift.types[frame.typeName],
            decl.staticStored[name] != nil || decl.staticMethods[name] != nil,
            decl.methods[name] == nil, decl.computed[name] == nil, !decl.stored.contains(where: { $0.name == name })
        {
            return try staticMember(name, ofType: frame.typeName, at: node, in: nil)
        }
        return try member(name, of: frame.value, at: node, in: nil)
    }

    /// A static member of a type the frame's type is nested in: Swift's unqualified lookup reaches the members of
    /// the types a nested type is declared in (`iconMap` in a method of `Sidebar.Item` is `Sidebar.iconMap`).
    func enclosingTypeStatic(_ name: String, of typeName: String, at node: some SyntaxProtocol) throws -> Value? {
        var owner = typeName
        for _ in 0..<8 {
            guard let outer = session.swift.types[owner]?.enclosing else { return nil }
            owner = outer
            guard let decl = session.swift.types[owner] else { return nil }
            if decl.declaresStatic(name) { return try staticMember(name, ofType: owner, at: node, in: nil) }
        }
        return nil
    }

    /// `Type.name`: enum cases, static properties and methods, UIKit statics. `dynamicSelf`: the type the
    /// member was named on, when it is a subclass of `typeName` (`Self` in a superclass's static member).
    func staticMember(
        _ name: String, ofType typeName: String, at node: some SyntaxProtocol, in scope: Scope?,
        dynamicSelf: String? = nil
    ) throws -> Value {
        let selfType = dynamicSelf ?? typeName
        if let decl = declaration(ofType: typeName) {
            if let c = decl.cases.first(where: { $0.name == name }) {
                if c.parameters.isEmpty {
                    return .enumValue(EnumValue(typeName: typeName, caseName: name, payload: []))
                }
                return .function(enumCaseConstructor(typeName, c))
            }
            // (Synthesized unless the enum declares its own, as one with associated values must.)
            if name == "allCases", decl.kind == .enumType, decl.staticStored[name] == nil,
                decl.staticComputed[name] == nil
            {
                return .array(
                    decl.cases.filter { $0.parameters.isEmpty }.map {
                        .enumValue(EnumValue(typeName: typeName, caseName: $0.name, payload: []))
                    })
            }
            if let initial = decl.staticStored[name] {
                let key = typeName + "." + name
                if let cached = session.swift.statics[key] { return cached }
                let type = decl.staticStoredTypes[name]
                // `static let w = W.w` recurses through here: one level of the depth budget.
                let v = try nested(at: initial) {
                    try withSelf(.type(typeName), typeName: typeName, isStatic: true) {
                        try convert(try evaluate(initial, in: nil, hint: type), to: type, at: initial)
                    }.result
                }
                session.swift.statics[key] = v
                return v
            }
            if let computed = decl.staticComputed[name] {
                return try withSelf(.type(selfType), typeName: typeName, isStatic: true) {
                    try runBody(computed.getter, returnType: computed.type, at: node)
                }.result
            }
            if let methods = decl.staticMethods[name], let first = methods.first {
                var f = functionValue(
                    first, captured: nil, selfValue: .type(selfType), typeName: typeName, overloads: methods)
                f.isStatic = true
                return .function(f)
            }
            if name == "init" || name == "self" { return .type(typeName) }
            // `Pet.Category`: a type nested in this one.
            let qualified = typeName + "." + name
            if let nested = session.swift.types[qualified], nested.kind != .uikit { return .type(qualified) }
            if let alias = session.swift.typeAliases[qualified], let t = resolveTypeName(alias) { return .type(t) }
            if let superName = decl.superclass, session.swift.types[superName] != nil {
                return try staticMember(name, ofType: superName, at: node, in: scope, dynamicSelf: selfType)
            }
            // `RecentCell.identifier` from `extension UICollectionReusableView { static var identifier: String }`:
            // a static member an extension gives a UIKit class the type inherits from (`Self` stays the type).
            var ancestor = nextDeclaredAncestor(decl)
            for _ in 0..<16 {
                guard let a = ancestor, let ad = session.swift.types[a] else { break }
                if let computed = ad.staticComputed[name] {
                    return try withSelf(.type(selfType), typeName: typeName, isStatic: true) {
                        try runBody(computed.getter, returnType: computed.type, at: node)
                    }.result
                }
                if ad.staticStored[name] != nil || ad.staticMethods[name] != nil {
                    return try staticMember(name, ofType: a, at: node, in: scope, dynamicSelf: selfType)
                }
                ancestor = nextDeclaredAncestor(ad)
            }
            if let v = try protocolExtensionStatic(name, ofType: typeName, selfType: selfType, at: node) { return v }
            // NSObject's `classForCoder()` of a UIKit subclass (`tableView.register(Cell.classForCoder(), ...)`): the class.
            if name == "classForCoder", decl.kind == .classType, decl.superclass != nil {
                return Builtins.builtin(name) { _, _ in .type(selfType) }
            }
            if decl.kind != .uikit {
                throw error(
                    "type '\(typeName)' has no member '\(name)'", at: node, help: unknownSuperclassHelp(typeName)
                )
                .suggesting(
                    name,
                    from: decl.cases.map(\.name) + Array(decl.staticStored.keys) + Array(decl.staticMethods.keys))
            }
        }
        if let v = try Builtins.staticMember(name, ofType: typeName, evaluator: self, at: node) { return v }
        // `UICollectionViewCell.identifier` from `extension UICollectionReusableView { static var identifier }`: the
        // program's extension of a UIKit class this UIKit class inherits from.
        if declaration(ofType: typeName) == nil {
            var ancestor = host.superclass(of: typeName)
            for _ in 0..<16 {
                guard let a = ancestor else { break }
                if let ad = session.swift.types[a],
                    ad.staticComputed[name] != nil || ad.staticStored[name] != nil || ad.staticMethods[name] != nil
                {
                    return try staticMember(name, ofType: a, at: node, in: scope, dynamicSelf: selfType)
                }
                ancestor = host.superclass(of: a)
            }
        }
        if host.classNames.contains(typeName),
            let v = try protocolExtensionStatic(name, ofType: typeName, selfType: selfType, at: node)
        {
            return v
        }
        return try host.staticMember(name, ofType: typeName, evaluator: self, at: Syntax(node), in: scope)
    }

    /// A static member a protocol extension gives the types that conform (`extension Reusable { static var
    /// reuseIdentifier: String { String(describing: self) } }`), with `self` the type it is named on. The protocols
    /// are those the type and its superclasses declare (the program's extensions of UIKit classes included), with
    /// the protocols they inherit; a class that inherits from UIKit's (or NSObject) conforms to `NSObjectProtocol`.
    func protocolExtensionStatic(
        _ name: String, ofType typeName: String, selfType: String, at node: some SyntaxProtocol
    ) throws -> Value? {
        var protocols = conformances(of: typeName)
        var current: String? = typeName
        var hops = 0
        var inheritsNSObject = host.classNames.contains(typeName) || typeName == "NSObject"
        while let t = current, hops < 32 {
            if let decl = session.swift.types[t] {
                if decl.kind == .uikit { protocols += decl.inherited }
                current = decl.kind == .uikit ? host.superclass(of: t) : decl.superclass
            } else {
                if host.classNames.contains(t) || t == "NSObject" { inheritsNSObject = true }
                current = host.superclass(of: t)
            }
            if let c = current, host.classNames.contains(c) || c == "NSObject" { inheritsNSObject = true }
            hops += 1
        }
        if inheritsNSObject { protocols.append("NSObjectProtocol") }
        var seen: Set<String> = []
        var next = 0
        while next < protocols.count, seen.count < 64 {
            let proto = protocols[next]
            next += 1
            guard seen.insert(proto).inserted, let decl = session.swift.types[proto] else { continue }
            if decl.kind == .protocolType { protocols += decl.inherited }
            if let computed = decl.staticComputed[name] {
                return try withSelf(.type(selfType), typeName: selfType, isStatic: true) {
                    try runBody(computed.getter, returnType: computed.type, at: node)
                }.result
            }
            if let methods = decl.staticMethods[name], let first = methods.first {
                var f = functionValue(
                    first, captured: nil, selfValue: .type(selfType), typeName: selfType, overloads: methods)
                f.isStatic = true
                return .function(f)
            }
        }
        return nil
    }

    func enumCaseConstructor(_ typeName: String, _ c: TypeDeclaration.EnumCase) -> FunctionValue {
        let params = c.parameters.enumerated().map { i, p in
            FunctionValue.Parameter(
                label: p.label, name: p.label ?? "_\(i)", defaultValue: p.defaultValue, type: p.type, isInout: false,
                isVariadic: false)
        }
        let labels = c.parameters.map(\.label)
        return FunctionValue(
            name: c.name, parameters: params,
            body: .builtin { ctx, args in
                .enumValue(
                    EnumValue(
                        typeName: typeName, caseName: c.name,
                        payload: zip(labels, args).map { Value.TupleElement(label: $0, value: $1.value) }))
            }, captured: nil)
    }

    func rawValue(of e: EnumValue, at node: some SyntaxProtocol) throws -> Value? {
        guard let decl = session.swift.types[e.typeName], let rawType = decl.rawType else { return nil }
        var next = 0
        var pastMax = false  // pastMax: the implicit raw value would be past Int.max
        for c in decl.cases {
            if let expr = c.rawValue {
                let v = try evaluate(expr, in: nil)
                if c.name == e.caseName { return v }
                if case .int(let i) = v { (next, pastMax) = i.addingReportingOverflow(1) }
            } else {
                if c.name == e.caseName {
                    if pastMax, Builtins.isIntegerType(rawType) { throw arithmeticOverflow(at: node) }
                    return Builtins.isIntegerType(rawType)
                        ? .int(next) : Builtins.isFloatingType(rawType) ? .double(Double(next)) : .string(c.name)
                }
                pastMax = pastMax || next == Int.max
                next &+= 1
            }
        }
        return nil
    }

    /// `Type(rawValue:)` of an enum with raw values.
    func enumFromRawValue(_ typeName: String, _ raw: Value, at node: some SyntaxProtocol) throws -> Value {
        guard let decl = session.swift.types[typeName] else { return .none }
        for c in decl.cases where c.parameters.isEmpty {
            let e = EnumValue(typeName: typeName, caseName: c.name, payload: [])
            if let v = try rawValue(of: e, at: node), try valuesEqual(v, raw, at: node) { return .enumValue(e) }
        }
        return .none
    }

    func memberNames(of value: Value) -> [String] {
        var names: [String] = []
        let typeName: String? =
            switch value {
            case .structValue(let s): s.typeName
            case .enumValue(let e): e.typeName
            case .object(let id): session.swift.heap[id]?.typeName
            default: nil
            }
        if let typeName, let decl = session.swift.types[typeName] {
            names += decl.stored.map(\.name) + Array(decl.computed.keys) + Array(decl.methods.keys)
        }
        names += Builtins.memberNames(of: value)
        if let object = uikitObject(value), let t = registry.type(of: object) { names += t.members.map(\.name) }
        return names.sorted()
    }

    /// Methods added to UIKit or builtin types by the user's extensions (`extension NSCollectionLayoutSection`).
    func extensionMember(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        if isBuiltinValue(base) { return try builtinExtensionMember(name, of: base, at: node) }
        var typeName = self.typeName(of: base)
        // A method of the program's extension of a UIKit class the value's class inherits from (`extension UIView
        // { func edgesToSuperview() }` on a collection view), as Swift finds it.
        if case .uikit = base,
            declaration(ofType: typeName).map({ $0.computed[name] == nil && $0.methods[name] == nil }) ?? true,
            let declared = declaring(name, from: typeName), declared.kind == .uikit
        {
            typeName = declared.name
        }
        guard let decl = declaration(ofType: typeName) else { return nil }
        if let computed = decl.computed[name] {
            return try withSelf(base, typeName: typeName, isStatic: false) {
                try runBody(computed.getter, returnType: computed.type, at: node)
            }.result
        }
        if let methods = decl.methods[name], let first = methods.first {
            return .function(
                functionValue(first, captured: nil, selfValue: base, typeName: typeName, overloads: methods))
        }
        return nil
    }

    /// The UIKit view class of an unmodelled value, when it names one: a view the playground keeps no model of
    /// (`collectionView`, `view`, `cell.contentView`) or one made with its initializer (`UIView()`).
    static func inertViewClass(_ what: String) -> String? {
        let last = what.split(separator: ".").last.map(String.init) ?? what
        switch last {
        case "collectionView": return "UICollectionView"
        case "tableView": return "UITableView"
        case "view", "contentView", "backgroundView", "selectedBackgroundView", "superview": return "UIView"
        default: break
        }
        // (`UIView()` and `UIView(frame: ...)` are kept as the type's name.)
        if what.hasPrefix("UI"), Self.isUIKitTypeWord(what) { return what }
        guard what.hasSuffix("()"), let root = InertOrigin.rootType(what), root.count + 2 == what.count,
            root.hasPrefix("UI")
        else { return nil }
        return root
    }

    /// A method of the program's extension of an unmodelled view's class or of a UIKit class it inherits from
    /// (`extension UIView { func pinEdges() }` on `view`): the function, with `self` the unmodelled value.
    func inertExtensionMethod(_ name: String, of base: Value, what: String) -> Value? {
        guard let cls = Self.inertViewClass(what), let decl = declaring(name, from: cls, methodsOnly: true),
            decl.kind == .uikit, let methods = decl.methods[name], let first = methods.first
        else { return nil }
        return .function(functionValue(first, captured: nil, selfValue: base, typeName: decl.name, overloads: methods))
    }

    func initializeLazy(_ name: String, _ expr: ExprSyntax, of id: Int, at node: some SyntaxProtocol) throws -> Value {
        guard let instance = session.swift.heap[id] else { return .none }
        let v = try lazyValue(name, expr, of: .object(id), typeName: instance.typeName)
        session.swift.heap[id]?.fields[name] = v
        return v
    }

    /// A lazy property's initial value, evaluated with `self` and in the property's declared type
    /// (`lazy var panel: Panel = .init()`), as a stored property's is.
    private func lazyValue(_ name: String, _ expr: ExprSyntax, of selfValue: Value, typeName: String) throws -> Value {
        let type = propertyType(name, ofType: typeName, isStatic: false)
        // `lazy var x: Int = self.x` recurses through here: one level of the depth budget.
        return try nested(at: expr) {
            try withSelf(selfValue, typeName: typeName, isStatic: false) {
                try convert(try evaluate(expr, in: nil, hint: type), to: type, at: expr)
            }
            .result
        }
    }

    // MARK: Assignment

    /// An expression an optional chain runs through (`a?.b`, `a?.b.c`, `a?.f().c`, `a?[0].b`): where its value
    /// is nil, the chain stopped.
    static func isOptionalChain(_ e: ExprSyntax) -> Bool {
        var current: ExprSyntax? = e
        while let c = current {
            if c.is(OptionalChainingExprSyntax.self) { return true }
            if let m = c.as(MemberAccessExprSyntax.self) {
                current = m.base
            } else if let call = c.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let sub = c.as(SubscriptCallExprSyntax.self) {
                current = sub.calledExpression
            } else {
                return false
            }
        }
        return false
    }

    /// Stores `value` into the place `target` names: a variable, a property (of a struct held in a
    /// variable, a class instance, a UIKit object) or a subscript.
    /// `evaluatedBase`: the value of the target's base (`x` of `x.property`) as `assignsUIKitProperty`
    /// evaluated it just before (nothing ran in between): taken instead of evaluating the base again.
    func assign(_ value: Value, to target: ExprSyntax, in scope: Scope?, rhs: ExprSyntax?, evaluatedBase: Value? = nil)
        throws
    {
        mutated = true
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let ref = target.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            var value = value
            if let old = scope?.lookup(name) ?? session.swift.globals[name],
                session.swift.globalTypes[name].map({ $0.trimmedDescription.hasPrefix("Any") }) != true
            {
                value = keepingDouble(value, replacing: old)
            }
            if let scope, scope.isConstant(name) == true {
                throw error(
                    "cannot assign to value: '\(name)' is a 'let' constant", at: ref,
                    help: "change 'let' to 'var' to make it mutable")
            }
            if let scope, scope.assign(name, value) { return }
            // `self = temp` in a value type's initializer or mutating method.
            if name == "self", let frame = selfStack.last, !frame.isStatic, !isReference(frame.value) {
                selfStack[selfStack.count - 1].value = value
                return
            }
            if let frame = selfStack.last, !frame.isStatic,
                hasMember(name, typeName: frame.typeName, value: frame.value)
            {
                try setSelfMember(name, to: value, at: ref, rhs: rhs, in: scope)
                return
            }
            // `cache = [...]` in a static method: the type's static stored property (or a superclass's).
            if let frame = selfStack.last, frame.isStatic {
                var owner: String? = frame.typeName
                for _ in 0..<16 {
                    guard let t = owner, let decl = session.swift.types[t] else { break }
                    if decl.staticStored[name] != nil {
                        try setStatic(name, ofType: t, to: value, at: ref)
                        mutated = true
                        return
                    }
                    owner = decl.superclass
                }
            }
            if session.swift.globals[name] != nil {
                if session.isConstant(name) {
                    throw error(
                        "cannot assign to value: '\(name)' is a 'let' constant", at: ref,
                        help: "declare it with 'var' to change it")
                }
                if let observers = session.swift.globalObservers[name], !observing.contains(name) {
                    try setObservedGlobal(name, observers: observers, to: value, at: ref)
                    return
                }
                session.setGlobal(name, value)
                return
            }
            if session[name] != nil {
                if session.isConstant(name) { throw builtInConstantAssignment(name, at: ref) }
                try assignSessionObject(name, value: value, at: ref, rhs: rhs, in: scope)
                return
            }
            if inheritedUIKitSelf(name) != nil {
                try setSelfMember(name, to: value, at: ref, rhs: rhs, in: scope)
                return
            }
            if uikitSelfProperty(name) {
                var base = selfStack[selfStack.count - 1].value
                try setMember(name, of: &base, to: value, at: ref, rhs: rhs, in: scope)
                selfStack[selfStack.count - 1].value = base
                return
            }
            // `defaultRowAnimation = animation` in a data source subclass: UIKit's data source behind it.
            if let frame = selfStack.last, !frame.isStatic, var dataSource = forwardedDataSource(name, of: frame.value)
            {
                try setMember(name, of: &dataSource, to: value, at: ref, rhs: rhs, in: scope)
                return
            }
            throw unknownName(name, at: ref)
        }
        if let m = target.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let name = m.declName.baseName.text
            if evaluatedBase == nil, let (receiver, path) = try host.dottedMember(target, evaluator: self, in: scope) {
                var base = Value.uikit(receiver)
                try host.setProperty(
                    path, of: &base, to: value, evaluator: self, at: Syntax(m.declName), rhs: rhs, in: scope)
                return
            }
            if let ref = baseExpr.as(DeclReferenceExprSyntax.self), ref.baseName.text == "self",
                let frame = selfStack.last, !frame.isStatic
            {
                try setSelfMember(name, to: value, at: m.declName, rhs: rhs, in: scope)
                return
            }
            var base =
                try evaluatedBase
                ?? evaluate(baseExpr.as(OptionalChainingExprSyntax.self)?.expression ?? baseExpr, in: scope)
            // `navigationController?.navigationBar.prefersLargeTitles = true` with no navigation controller: the
            // whole optional chain stops, the assignment with it.
            if base.isNone, Self.isOptionalChain(baseExpr) { return }
            if case .type(let t) = base {
                try setStatic(name, ofType: t, to: value, at: m)
                return
            }
            let isReference: Bool =
                switch base {
                case .object, .uikit, .inert: true
                default: false
                }
            // A property of a struct held by a local `let` cannot be set, as Swift says at compile time.
            if !isReference, let ref = baseExpr.as(DeclReferenceExprSyntax.self),
                scope?.isConstant(ref.baseName.text) == true
            {
                throw error(
                    "cannot assign to property: '\(ref.baseName.text)' is a 'let' constant", at: m,
                    help: "change 'let' to 'var' to make it mutable")
            }
            try setMember(name, of: &base, to: value, at: m.declName, rhs: rhs, in: scope)
            if !isReference {
                try assign(base, to: baseExpr, in: scope, rhs: nil)
            }
            return
        }
        if let sub = target.as(SubscriptCallExprSyntax.self) {
            guard let indexExpr = sub.arguments.first?.expression else {
                throw error("a subscript takes one index", at: sub)
            }
            let index = try subscriptIndex(indexExpr, of: nil, in: sub, scope: scope)
            // `a[i] = x` on a variable: changed in place.
            if let ref = sub.calledExpression.as(DeclReferenceExprSyntax.self),
                try mutateVariable(
                    ref.baseName.text, in: scope,
                    { (base: inout Value) throws -> Bool in
                        try self.storeSubscript(value, at: index, into: &base, node: sub)
                        return true
                    }) != nil
            {
                return
            }
            var base = try evaluate(sub.calledExpression, in: scope)
            try storeSubscript(value, at: index, into: &base, node: sub)
            try assign(base, to: sub.calledExpression, in: scope, rhs: nil)
            return
        }
        if let sub = target.as(SubscriptCallExprSyntax.self) {
            var base = try evaluate(sub.calledExpression, in: scope)
            guard let indexExpr = sub.arguments.first?.expression else {
                throw error("a subscript takes one index", at: sub)
            }
            let index = try subscriptIndex(indexExpr, of: base, in: sub, scope: scope)
            switch base {
            case .array(var a):
                guard case .int(let i) = index, i >= 0, i < a.count else {
                    throw error(
                        "index is out of range for an array of \(a.count) elements", at: sub,
                        notes: ["Swift traps here: Fatal error: Index out of range"])
                }
                try unshare(&a, at: sub)
                a[i] = value
                base = .array(a)
            case .dictionary(var d):
                try unshare(&d, at: sub)
                d[index] = value.isNone ? nil : value
                guard d.count <= Limits.collectionElements else { throw collectionLimit(at: sub) }
                base = .dictionary(d)
            default:
                throw error("cannot assign through a subscript of a value of type \(typeName(of: base))", at: sub)
            }
            try assign(base, to: sub.calledExpression, in: scope, rhs: nil)
            return
        }
        if let chain = target.as(OptionalChainingExprSyntax.self) {
            try assign(value, to: chain.expression, in: scope, rhs: rhs)
            return
        }
        if let force = target.as(ForceUnwrapExprSyntax.self) {
            try assign(value, to: force.expression, in: scope, rhs: rhs)
            return
        }
        if let tuple = target.as(TupleExprSyntax.self), case .tuple(let values) = value,
            values.count == tuple.elements.count
        {
            for (e, v) in zip(tuple.elements, values) { try assign(v.value, to: e.expression, in: scope, rhs: nil) }
            return
        }
        // `super.isSettingFocus = false`: the property was set on the instance, which `super` only names.
        if target.is(SuperExprSyntax.self), let frame = selfStack.last, !frame.isStatic, case .object = frame.value {
            return
        }
        throw error("cannot assign to this expression", at: target)
    }

    /// The index of `base[index]`, read or assigned: a leading-dot key takes its type from the dictionary's keys
    /// (`rows[.general]`), else from the collection's declared type (see `subscriptKeyType`).
    func subscriptIndex(_ expr: ExprSyntax, of base: Value?, in sub: SubscriptCallExprSyntax, scope: Scope?) throws
        -> Value
    {
        if case .dictionary(let d)? = base, let like = d.keys.first {
            return try evaluateImplicit(expr, like: like, in: scope)
        }
        return try evaluate(expr, in: scope, hint: try subscriptKeyType(sub, in: scope))
    }

    /// `data[.exampleSection] = items` where `data` is declared `[Section: [Item]]`: the key's type, so that a
    /// leading-dot key is the same key as `Section.exampleSection` (nil when the index is not a leading-dot member or
    /// the collection's type is not known).
    func subscriptKeyType(_ sub: SubscriptCallExprSyntax, in scope: Scope?) throws -> TypeSyntax? {
        guard let indexExpr = sub.arguments.first?.expression, Self.isLeadingDot(indexExpr),
            case .declared(var type)? = try targetType(of: sub.calledExpression, in: scope)
        else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return dictionary.key }
        if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Dictionary",
            let key = named.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self)
        {
            return key
        }
        return nil
    }

    /// `base[index] = value` for arrays and dictionaries (the box released first: in place).
    func storeSubscript(_ value: Value, at index: Value, into base: inout Value, node: SubscriptCallExprSyntax) throws {
        // `if case` (not `switch`, which keeps its subject alive): the payload becomes the only reference.
        if case .array(var a) = base {
            base = .void
            guard case .int(let i) = index, i >= 0, i < a.count else {
                throw error(
                    "index is out of range for an array of \(a.count) elements", at: node,
                    notes: ["Swift traps here: Fatal error: Index out of range"])
            }
            try unshare(&a, at: node)
            a[i] = value
            base = .array(a)
        } else if case .dictionary(var d) = base {
            base = .void
            try unshare(&d, at: node)
            d[index] = value.isNone ? nil : value
            guard d.count <= Limits.collectionElements else { throw collectionLimit(at: node) }
            base = .dictionary(d)
        } else {
            throw error("cannot assign through a subscript of a value of type \(typeName(of: base))", at: node)
        }
    }

    /// `self.name = value` in a method: set on a copy of `self`, then stored back. The setter may run
    /// code with a `self` of its own (observers, computed setters push frames), so the frame's value
    /// must not be borrowed `inout` while the stack can grow and move.
    func setSelfMember(
        _ name: String, to value: Value, at node: some SyntaxProtocol, rhs: ExprSyntax?, in scope: Scope?
    ) throws {
        let frame = selfStack.count - 1
        var current = selfStack[frame].value
        try setMember(name, of: &current, to: value, at: node, rhs: rhs, in: scope)
        selfStack[frame].value = current
    }

    /// Swift gives a variable or property one type: one that holds a Double (CGFloat) and is assigned
    /// an integer (which only a literal can be there) holds a Double, and prints as one.
    func keepingDouble(_ value: Value, replacing old: Value?) -> Value {
        if case .int(let i) = value, case .double? = old { return .double(Double(i)) }
        return value
    }

    func setMember(
        _ name: String, of base: inout Value, to value: Value, at node: some SyntaxProtocol, rhs: ExprSyntax?,
        in scope: Scope?
    ) throws {
        let value: Value =
            switch base {
            case .structValue(let s): keepingDouble(value, replacing: s.field(name))
            case .object(let id): keepingDouble(value, replacing: session.swift.heap[id]?.fields[name])
            default: value
            }
        // `super.isSettingFocus = false` in a subclass's initializer or method: the instance's property, as the
        // superclass declares it (a class's instance is shared, so setting it through `self` is the same change).
        if case .superOf(_, let instance) = base, case .object = instance {
            var target = instance
            return try setMember(name, of: &target, to: value, at: node, rhs: rhs, in: scope)
        }
        switch base {
        case .structValue(var s):
            if try setWrapped(name, of: &base, typeName: s.typeName, to: value, at: node) { return }
            if let (observers, owner) = storedObservers(name, typeName: s.typeName) {
                try setObserved(name, of: &base, typeName: owner, observers: observers, to: value, at: node)
                return
            }
            if s.set(name, value) {
                base = .structValue(s)
                return
            }
            if let setter = try computedSetter(name, typeName: s.typeName) {
                let (_, newSelf) = try withSelf(base, typeName: s.typeName, isStatic: false) {
                    try runSetter(setter, value: value, at: node)
                }
                base = newSelf
                return
            }
            if try Builtins.setStructMember(name, of: &s, to: value, evaluator: self, at: node) {
                base = .structValue(s)
                return
            }
            throw error("value of type \(s.typeName) has no member '\(name)'", at: node)
        case .object(let id):
            guard let instance = session.swift.heap[id] else { throw error("the object no longer exists", at: node) }
            if try setWrapped(name, of: &base, typeName: instance.typeName, to: value, at: node) { return }
            // A host class's properties that shape its layout (a table view's rows).
            if !declaresProperty(name, typeName: instance.typeName),
                try host.setShapingProperty(
                    name, of: id, typeName: instance.typeName, to: value, rhs: rhs, evaluator: self, at: Syntax(node),
                    in: scope)
            {
                return
            }
            // An object UIKit made (a collection view): its properties are UIKit's, even those it keeps as fields
            // (`collectionView.collectionViewLayout = ...` installs the new layout, it does not only store it);
            // so are those a collection view subclass inherits and does not declare itself.
            if session.swift.types[instance.typeName] == nil
                || (host.ownsProperty(name, typeName: instance.typeName, evaluator: self)
                    && !declaresProperty(name, typeName: instance.typeName)),
                try host.setInherited(
                    name, of: id, typeName: instance.typeName, to: value, evaluator: self, at: Syntax(node))
            {
                return
            }
            // (Before the fields: the reactor set earlier is kept among them.)
            if name == "reactor", !declaresProperty(name, typeName: instance.typeName),
                try keepReactor(value, of: base, id: id, typeName: instance.typeName, at: node)
            {
                return
            }
            // `subject.value = x` sends x to the subject's subscribers.
            if name == "value", instance.typeName == "CurrentValueSubject",
                session.swift.types[instance.typeName] == nil
            {
                try CombinePublishers.send(value, to: id, evaluator: self, at: node)
                return
            }
            if instance.fields[name] != nil
                || session.swift.types[instance.typeName]?.stored.contains(where: { $0.name == name }) == true
                || storedObservers(name, typeName: instance.typeName, of: base) != nil
            {
                // `@Published`: its subscribers get the new value before it is stored, as Combine sends it.
                try CombinePublishers.willSet(name, of: id, to: value, evaluator: self, at: node)
                if let (observers, owner) = storedObservers(name, typeName: instance.typeName, of: base) {
                    try setObserved(name, of: &base, typeName: owner, observers: observers, to: value, at: node)
                    return
                }
                session.swift.heap[id]?.fields[name] = value
                return
            }
            if let setter = try computedSetter(name, typeName: instance.typeName) {
                _ = try withSelf(base, typeName: instance.typeName, isStatic: false) {
                    try runSetter(setter, value: value, at: node)
                }
                return
            }
            if try host.setInherited(
                name, of: id, typeName: instance.typeName, to: value, evaluator: self, at: Syntax(node))
            {
                return
            }
            // A property the playground does not model on a UIKit superclass: kept, so reading it back works.
            session.swift.heap[id]?.fields[name] = value
        case .uikit, .uikitValue, .uikitPath:
            try host.setProperty(name, of: &base, to: value, evaluator: self, at: Syntax(node), rhs: rhs, in: scope)
        case .inert(let what):
            // `tableView.dataSource = self` on an outlet a nib or storyboard would connect: the data is the
            // program's, but there is no view to show it, which `frames` says (not "no effect on the data").
            if name == "dataSource", what.hasPrefix(Self.outletPrefix), case .object = value {
                session.swift.unmodelledLayout = UnmodelledLayout(what: what, site: site(of: node))
                mutated = true
                return
            }
            noteInert(what + "." + name, at: node)
        case .tuple(var elements):
            guard let i = elements.firstIndex(where: { $0.label == name }) else {
                throw error("tuple has no element '\(name)'", at: node)
            }
            elements[i].value = value
            base = .tuple(elements)
        case .none:
            throw error("value of optional type must be unwrapped to assign to member '\(name)'", at: node)
        default:
            throw error("cannot assign to property '\(name)' of a value of type \(typeName(of: base))", at: node)
        }
    }

    /// ReactorKit's `View`: its `reactor` property (the protocol extension's) keeps the reactor, and ReactorKit then
    /// calls the view's `bind(reactor:)`, whose RxSwift bindings carry the reactor's state to the views. The
    /// playground does not model RxSwift (a reactor's `currentState` is its `initialState`), so `bind(reactor:)` does
    /// not run, and a note says so rather than calling the reactor inert. False when `typeName` is no such view (it
    /// does not conform to a `View` the program leaves undeclared, or has no `bind(reactor:)`).
    func keepReactor(_ value: Value, of base: Value, id: Int, typeName: String, at node: some SyntaxProtocol) throws
        -> Bool
    {
        guard session.swift.types["View"] == nil,
            conformances(of: typeName).contains(where: { $0 == "View" || $0 == "ReactorKit.View" }),
            try CollectionViewUpdates.method(
                "bind", labels: ["reactor"], of: base, typeName: typeName, evaluator: self, at: node) != nil
        else { return false }
        session.swift.heap[id]?.fields["reactor"] = value
        mutated = true
        noteOnce(
            "ReactorKit.View.reactor",
            "'reactor' is ReactorKit's View.reactor: ReactorKit would call \(typeName).bind(reactor:) now, whose "
                + "RxSwift bindings the playground does not model, so it did not run; what the bindings would show "
                + "is not shown",
            help: "apply the data in viewDidLoad (or call the code the bindings run) to see it laid out")
        return true
    }

    /// How an `@IBOutlet` the program never sets is named while inert (`@IBOutlet tableView`).
    static let outletPrefix = "@IBOutlet "

    /// `typeName` when the program declares or extends it; for a UIKit class it does not extend, the nearest
    /// UIKit superclass it extends (`extension UIView` for a `UICollectionView` object), as Swift finds members.
    func firstDeclared(_ typeName: String) -> String? {
        session.swift.types[typeName] != nil ? typeName : nearestDeclared(from: host.superclass(of: typeName))
    }

    /// The nearest superclass that has declarations: the program's own, or a UIKit class that one of its
    /// extensions adds to (`extension UIView { func pin() }` reaches a subclass of UICollectionViewCell).
    func nextDeclaredAncestor(_ decl: TypeDeclaration) -> String? {
        nearestDeclared(from: decl.superclass ?? host.superclass(of: decl.name))
    }

    /// `start`, or the nearest UIKit superclass of it, that the program declares or extends.
    private func nearestDeclared(from start: String?) -> String? {
        var next = start
        var hops = 0
        while let n = next, session.swift.types[n] == nil, hops < 16 {
            next = host.superclass(of: n)
            hops += 1
        }
        return next
    }

    /// The nearest declarations of `typeName` or a superclass (the program's, or its extension of a UIKit class)
    /// with an instance method `name` (or, unless `methodsOnly`, a computed property).
    func declaring(_ name: String, from typeName: String, methodsOnly: Bool = false) -> TypeDeclaration? {
        var current = firstDeclared(typeName)
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            if decl.methods[name] != nil || (!methodsOnly && decl.computed[name] != nil) { return decl }
            current = nextDeclaredAncestor(decl)
            hops += 1
        }
        return nil
    }

    /// Whether the program's class, a superclass of it or the program's extension of a UIKit class it inherits
    /// from declares a method `name`.
    func declaresMethod(_ name: String, typeName: String) -> Bool {
        declaring(name, from: typeName, methodsOnly: true) != nil
    }

    /// Whether the program's class (or one of its superclasses) declares a property `name`.
    func declaresProperty(_ name: String, typeName: String) -> Bool {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t], decl.kind != .uikit {
            if decl.computed[name] != nil || decl.stored.contains(where: { $0.name == name }) { return true }
            current = decl.superclass
            hops += 1
        }
        return false
    }

    private func computedSetter(_ name: String, typeName: String) throws -> TypeDeclaration.ComputedProperty? {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            if let c = decl.computed[name] { return c.setter == nil ? nil : c }
            current = nextDeclaredAncestor(decl)
            hops += 1
        }
        return nil
    }

    /// The observers of a stored property of `typeName` or a class it inherits from, and that type;
    /// nil when it has none, while they run, or while the type's own initializer sets it (as in Swift).
    private func storedObservers(_ name: String, typeName: String, of base: Value? = nil) -> (
        PropertyObservers, String
    )? {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            if let p = decl.stored.first(where: { $0.name == name }) {
                guard let observers = p.observers, !observing.contains(Self.observingKey(t, name, base)) else {
                    return nil
                }
                if let frame = selfStack.last, frame.isInitializer, frame.typeName == t { return nil }
                return (observers, t)
            }
            current = nextDeclaredAncestor(decl)
            hops += 1
        }
        return nil
    }

    /// Whether `typeName`'s stored property `name` is an `override` of a property no class of the program's above
    /// it declares: one of its UIKit superclass's.
    private func overridesUIKitProperty(_ name: String, of typeName: String) -> Bool {
        guard let decl = session.swift.types[typeName],
            decl.stored.contains(where: { $0.name == name && $0.isOverride })
        else { return false }
        var current = nextDeclaredAncestor(decl)
        var hops = 0
        while let t = current, hops < 32, let ancestor = session.swift.types[t], ancestor.kind != .uikit {
            if ancestor.stored.contains(where: { $0.name == name }) || ancestor.computed[name] != nil { return false }
            current = nextDeclaredAncestor(ancestor)
            hops += 1
        }
        return true
    }

    /// What marks a property's observers as running: of that object (setting it on another instance of the class
    /// inside them runs that one's, as in Swift), or of the type for a value.
    static func observingKey(_ typeName: String, _ name: String, _ base: Value?) -> String {
        if case .object(let id)? = base { return typeName + "." + name + "#" + String(id) }
        return typeName + "." + name
    }

    /// Sets a stored property with observers: `willSet` with the new value, the change, then `didSet`
    /// with the old one, each with `self` (a struct's changes to `self` in them are kept).
    private func setObserved(
        _ name: String, of base: inout Value, typeName: String, observers: PropertyObservers,
        to value: Value, at node: some SyntaxProtocol
    ) throws {
        let key = Self.observingKey(typeName, name, base)
        observing.insert(key)
        defer { observing.remove(key) }
        func field(_ v: Value) -> Value {
            switch v {
            case .structValue(let s): s.field(name) ?? .none
            case .object(let id): session.swift.heap[id]?.fields[name] ?? .none
            default: .none
            }
        }
        let old = field(base)
        if let body = observers.willSet {
            base = try runObserver(
                body, parameter: observers.willSetName, value, self: base, typeName: typeName, at: node)
        }
        switch base {
        case .structValue(var s):
            _ = s.set(name, value)
            base = .structValue(s)
        case .object(let id):
            // Observers added to a UIKit superclass's property (`override var collectionViewLayout { didSet
            // {...} }`): UIKit's setter sets it (installs the layout), then `didSet` runs.
            if let instance = session.swift.heap[id], overridesUIKitProperty(name, of: typeName),
                try host.setInherited(
                    name, of: id, typeName: instance.typeName, to: value, evaluator: self, at: Syntax(node))
            {
                break
            }
            session.swift.heap[id]?.fields[name] = value
        default:
            break
        }
        if let body = observers.didSet {
            base = try runObserver(body, parameter: observers.didSetName, old, self: base, typeName: typeName, at: node)
        }
    }

    /// A global with observers: as `setObserved`, without `self`.
    private func setObservedGlobal(
        _ name: String, observers: PropertyObservers, to value: Value, at node: some SyntaxProtocol
    ) throws {
        observing.insert(name)
        defer { observing.remove(name) }
        let old = session.swift.globals[name] ?? .none
        if let body = observers.willSet { try runObserverBody(body, parameter: observers.willSetName, value, at: node) }
        session.setGlobal(name, value)
        if let body = observers.didSet { try runObserverBody(body, parameter: observers.didSetName, old, at: node) }
    }

    private func runObserverBody(
        _ body: CodeBlockItemListSyntax, parameter: String, _ argument: Value, at node: some SyntaxProtocol
    ) throws {
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= Limits.callDepth else {
            throw error(
                "calls are nested \(Limits.callDepth) deep; the limit is \(Limits.callDepth)", at: node,
                help: "an endless recursion? see 'help limits'")
        }
        let scope = Scope(parent: nil)
        scope[parameter] = argument
        _ = try execute(items: body, in: scope)
    }

    private func runObserver(
        _ body: CodeBlockItemListSyntax, parameter: String, _ argument: Value, self selfValue: Value,
        typeName: String, at node: some SyntaxProtocol
    ) throws -> Value {
        try withSelf(selfValue, typeName: typeName, isStatic: false) {
            try runObserverBody(body, parameter: parameter, argument, at: node)
            return .void
        }.newSelf
    }

    private func runSetter(_ c: TypeDeclaration.ComputedProperty, value: Value, at node: some SyntaxProtocol) throws
        -> Value
    {
        guard let setter = c.setter else { return .void }
        let scope = Scope(parent: nil)
        scope[c.setterName] = value
        _ = try execute(items: setter, in: scope)
        return .void
    }

    private func setStatic(_ name: String, ofType typeName: String, to value: Value, at node: some SyntaxProtocol)
        throws
    {
        guard let decl = session.swift.types[typeName], let initial = decl.staticStored[name] else {
            throw error("cannot assign to '\(typeName).\(name)'", at: node)
        }
        // Its type: declared, or a floating-point literal's (before it was first read).
        let declared = decl.staticStoredTypes[name]?.trimmedDescription
        let isDouble =
            ["Double", "CGFloat", "Float"].contains(declared ?? "")
            || (declared == nil && initial.is(FloatLiteralExprSyntax.self))
        let old = session.swift.statics[typeName + "." + name] ?? (isDouble ? .double(0) : nil)
        session.swift.statics[typeName + "." + name] = keepingDouble(value, replacing: old)
    }

    /// Runs `body` with `value` as `self`; returns its result and `self` afterwards (mutating methods).
    func withSelf(
        _ value: Value, typeName: String, isStatic: Bool, isInitializer: Bool = false,
        _ body: () throws -> Value
    ) throws -> (result: Value, newSelf: Value) {
        selfStack.append(SelfFrame(value: value, typeName: typeName, isStatic: isStatic, isInitializer: isInitializer))
        defer { selfStack.removeLast() }
        let result = try body()
        return (result, selfStack[selfStack.count - 1].value)
    }

    func runBody(_ items: CodeBlockItemListSyntax, returnType: TypeSyntax? = nil, at node: some SyntaxProtocol) throws
        -> Value
    {
        returnTypes.append(returnType)
        defer { returnTypes.removeLast() }
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= Limits.callDepth else {
            throw error(
                "calls are nested \(Limits.callDepth) deep; the limit is \(Limits.callDepth)", at: node,
                help: "an endless recursion? see 'help limits'")
        }
        let scope = Scope(parent: nil)
        // `@Builder var body: T { ... }`: a result builder body.
        if let builder = resultBuilder(ofGetter: items), !Self.hasExplicitReturn(items) {
            return try convert(
                try runBuilderBody(items, builder: builder, in: scope, resultType: returnType), to: returnType, at: node
            )
        }
        // A single expression body returns its value, as in Swift.
        if let e = Self.singleExpression(items) {
            return try evaluate(e, in: scope, hint: returnType)
        }
        switch try execute(items: items, in: scope) {
        case .returned(let v): return v
        default: return .void
        }
    }
}

/// A lazy stored property not yet read: kept as its initial expression.
enum LazyMarker {
    case lazy(ExprSyntax)
    static func decode(_ v: Value) -> LazyMarker? {
        if case .function(let f) = v, case .builtin = f.body, let e = f.lazyExpression { return .lazy(e) }
        return nil
    }
}
