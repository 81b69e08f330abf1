import PlaygroundCore

/// `export swift`: the session's layout and current snapshot as UIKit Swift that compiles against
/// UIKit unchanged: `createLayout()` building the real `NSCollectionLayout*` objects, `makeSnapshot()`
/// building the applied `NSDiffableDataSourceSnapshot`, and `makeSectionSnapshot(for:)` for outline
/// sections. What UIKit Swift cannot say (a section provider's conditions, the playground's section
/// rules, sizes the cells reported with `fit`, an item's zIndex) is said in a comment where it
/// applies, never dropped silently. The same session gives the same bytes.
struct SwiftExport {
    let session: Session
    let environment: LayoutEnvironment
    var builder: LayoutBuilder

    /// The first line of every exported file (`Playground.fileMarkers`).
    static let marker = WrittenFileKind.swift.marker("export swift")

    init(session: Session) {
        self.session = session
        environment = LayoutQueries.environment(session)
        builder = LayoutBuilder(session: session, environment: environment)
    }

    /// The whole file. `title` names where the session came from (a script's file name, or lps).
    static func make(_ session: Session, title: String) throws(ScriptError) -> String {
        // The layout must resolve as 'frames' resolves it: an export never hides an error there.
        _ = try LayoutQueries.resolve(session)
        if LayoutQueries.data(session)?.layoutSections.isEmpty ?? true, LayoutQueries.classicSections(session) != nil {
            // Its cells come from a classic data source's counts, which the export does not write: the
            // exported snapshot would be empty, and the code would not show what frames shows.
            throw ScriptError(
                "the collection view's cells come from a classic UICollectionViewDataSource, which export swift "
                    + "does not write yet (it writes the layout and a diffable snapshot)",
                help: "apply a diffable snapshot to export the data with the layout")
        }
        if session.swift.flowLayout != nil {
            // The export writes the session's compositional layout; it would not be the layout frames shows.
            throw ScriptError(
                "the collection view's layout is a UICollectionViewFlowLayout, which export swift does not write yet "
                    + "(it writes compositional layouts)",
                help: "the pictures export it: export svg \"FILE.svg\"")
        }
        var export = SwiftExport(session: session)
        return try export.file(title: title)
    }

    // MARK: The file

    mutating func file(title: String) throws(ScriptError) -> String {
        let definition = session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
        let dataSource = session.providerName.flatMap { session[$0] as? DataSourceObject }
        let applied = dataSource?.data.dataSource.hasLoadedData == true ? dataSource?.layoutSections ?? [] : []
        let hasData = dataSource?.data.dataSource.hasLoadedData == true
        let outlines = outlineSections(dataSource, applied)
        let sectionType = identifierType(applied.map(\.identifier), role: "section")
        var itemIDs: [String] = []
        for (index, section) in applied.enumerated() {
            if let outline = outlines[index] {
                itemIDs += outline.entries.map(\.item)
            } else {
                itemIDs += section.items
            }
        }
        let itemType = identifierType(itemIDs, role: "item")

        var out: [String] = [Self.marker]
        out.append(
            "// The layout and the current snapshot of the lps session '\(Self.commentSafe(title))', as UIKit code.")
        out.append("// " + deviceLine())
        out.append("// Use it in a view controller:")
        out.append("//     collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())")
        if hasData {
            out.append("//     dataSource.apply(makeSnapshot(), animatingDifferences: false)")
            for (index, section) in applied.enumerated() where outlines[index] != nil {
                let id = sectionType.literal(section.identifier)
                out.append(
                    "//     dataSource.apply(makeSectionSnapshot(for: \(id)), to: \(id), animatingDifferences: false)")
            }
        }
        out.append("")
        out.append("import UIKit")
        out.append("")
        for declaration in [sectionType, itemType].compactMap(\.declaration) where !out.contains(declaration[0]) {
            out += declaration
            out.append("")
        }
        out += try createLayout(definition, sections: applied)
        if hasData {
            out.append("")
            out += makeSnapshot(applied, outlines: outlines, sectionType: sectionType, itemType: itemType)
            if !outlines.isEmpty {
                out.append("")
                out += makeSectionSnapshot(applied, outlines: outlines, sectionType: sectionType, itemType: itemType)
            }
        } else {
            out.append("")
            out.append("// No snapshot has been applied in the session yet, so there is no makeSnapshot().")
        }
        return out.joined(separator: "\n") + "\n"
    }

    func deviceLine() -> String {
        let env = session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()
        let size =
            "\(Format.number(environment.containerSize.width)) x \(Format.number(environment.containerSize.height)) pt"
        let device =
            env.device.map { "\($0) in \(env.landscape ? "landscape" : "portrait") (\(size))" } ?? "a \(size) container"
        return "Made for \(device), as iOS \(String(describing: env.profile).dropFirst(3)) lays it out."
    }

    // MARK: createLayout()

    mutating func createLayout(_ definition: LayoutDefinition, sections: [(identifier: String, items: [String])])
        throws(ScriptError) -> [String]
    {
        let hosted = session.swift.hostedLayout
        let fromProvider = hosted.map { session.swift.providers[$0] != nil } ?? false
        let configurationLines = try configuration(definition.configuration)
        var out = ["func createLayout() -> UICollectionViewLayout {"]
        var comments: [String] = []

        if !fromProvider && definition.rules.isEmpty || sections.isEmpty {
            // One section for every index: UICollectionViewCompositionalLayout(section:).
            guard let ref = definition.defaultSection else {
                if sections.isEmpty, fromProvider {
                    throw ScriptError(
                        "the section provider has not made a section yet: the applied snapshot has no sections",
                        help: "apply a snapshot with a section, then export: the provider runs for each section")
                }
                if sections.isEmpty {
                    throw ScriptError(
                        "there is no layout to export yet",
                        help:
                            "set one: layout = CompositionalLayout(section: mySection), or make a UICollectionView with a UICollectionViewCompositionalLayout"
                    )
                }
                throw ScriptError("no layout for section \(Format.identifier(sections[0].identifier)) (index 0)")
            }
            let sectionDefinition = try builder.resolve(ref, "a section")
            var scope = Scope()
            let body = try section(sectionDefinition, in: &scope)
            if fromProvider {
                comments.append(
                    "The section provider was evaluated by the playground for the environment above; the snapshot"
                        + " has no sections yet, so this is the section it made for section 0, used for every section.")
            } else if !definition.rules.isEmpty {
                comments.append(
                    "The playground's section rules (layout.use) chose no section yet (the snapshot has none):"
                        + " this is the default section, used for every section.")
            }
            if case .list(let listRef) = sectionDefinition.body, scope.isPlainList(sectionDefinition),
                configurationLines.isEmpty, (try? builder.resolve(listRef, "a list configuration")) != nil
            {
                // The whole layout is one list: UICollectionViewCompositionalLayout.list(using:).
                out += comments.flatMap { Self.wrapComment($0, indent: "    ") }
                out += body.dropLast().filter { !$0.contains("NSCollectionLayoutSection.list") }.map { "    " + $0 }
                out.append(
                    "    return UICollectionViewCompositionalLayout.list(using: \(scope.listName ?? "configuration"))")
                out.append("}")
                return out
            }
            out += comments.flatMap { Self.wrapComment($0, indent: "    ") }
            if scope.usesEnvironment {
                // A list section needs the environment only a section provider is given.
                out += providerForm(cases: [(nil, body)], configuration: configurationLines, scope: nil)
            } else {
                out += body.dropLast().map { "    " + $0 }
                out += configurationLines.map { "    " + $0 }
                let config = configurationLines.isEmpty ? "" : ", configuration: configuration"
                out.append("    let layout = UICollectionViewCompositionalLayout(section: section\(config))")
                out += registerNotes(scope.decorationKinds, indent: "    ")
                out.append("    return layout")
            }
            out.append("}")
            return out
        }

        // A provider or the playground's rules: the resolved section for each index, as a switch.
        var bodies: [(text: [String], indexes: [Int], decorations: [String])] = []
        // Which body each text is, so many sections cost one lookup each (not a scan of the bodies).
        var bodyIndex: [[String]: Int] = [:]
        var rules = SectionRules(definition, environment: builder.environment)
        for (index, data) in sections.enumerated() {
            let found = try builder.sectionDefinition(for: data.identifier, at: index, in: &rules)
            guard let sectionDefinition = found else {
                throw ScriptError("no layout for section \(Format.identifier(data.identifier)) (index \(index))")
            }
            var scope = Scope()
            let body = try section(sectionDefinition, in: &scope)
            if let same = bodyIndex[body] {
                bodies[same].indexes.append(index)
            } else {
                bodyIndex[body] = bodies.count
                bodies.append((body, [index], scope.decorationKinds))
            }
        }
        let size =
            "\(Format.number(environment.containerSize.width)) x \(Format.number(environment.containerSize.height)) pt"
        let count = "\(sections.count) section\(sections.count == 1 ? "" : "s")"
        if fromProvider {
            comments.append(
                "The section provider was evaluated by the playground for the environment above (a container of \(size))"
                    + " and the \(count) of the current snapshot; \(bodies.count > 1 ? "this switch returns the section it made for each index" : "the closure returns the section it made")."
                    + " A provider that reads the environment (the container's width, its traits) must have its conditions"
                    + " written back by hand: the playground cannot print a closure back.")
        } else {
            comments.append(
                "The playground's section rules (layout.use: by identifier, index or width) chose these sections for the"
                    + " \(count) of the current snapshot in a container of \(size); \(bodies.count > 1 ? "this switch over the index says the same" : "the closure returns that section")."
                    + " A rule by width must be written back by hand if the width can change.")
        }
        out += comments.flatMap { Self.wrapComment($0, indent: "    ") }
        var cases: [(label: String?, body: [String])] = []
        for (n, body) in bodies.enumerated() {
            // The section identifiers as a comment, unless they are the indexes themselves.
            let ids = body.indexes.map { sections[$0].identifier }
            let shown =
                ids.prefix(6).map(Format.identifier).joined(separator: ", ")
                + (ids.count > 6 ? " and \(ids.count - 6) more" : "")
            let comment = ids == body.indexes.map(String.init) ? "" : " // " + Self.commentSafe(shown)
            let label =
                n == bodies.count - 1 ? "default:" : "case \(body.indexes.map(String.init).joined(separator: ", ")):"
            cases.append((label + comment, body.text))
        }
        let decorations = bodies.flatMap(\.decorations).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        out += providerForm(cases: cases, configuration: configurationLines, scope: decorations)
        out.append("}")
        return out
    }

    /// `let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in ... }` (a
    /// switch over the index when there are several cases), then `return layout`.
    func providerForm(cases: [(label: String?, body: [String])], configuration: [String], scope decorations: [String]?)
        -> [String]
    {
        var out: [String] = []
        out += configuration.map { "    " + $0 }
        let usesIndex = cases.count > 1
        let usesEnvironment = cases.contains { $0.body.contains { $0.contains("layoutEnvironment: environment") } }
        let parameters = "\(usesIndex ? "sectionIndex" : "_"), \(usesEnvironment ? "environment" : "_")"
        if configuration.isEmpty {
            out.append("    let layout = UICollectionViewCompositionalLayout { \(parameters) in")
        } else {
            out.append("    let layout = UICollectionViewCompositionalLayout(sectionProvider: { \(parameters) in")
        }
        if usesIndex {
            out.append("        switch sectionIndex {")
            for c in cases {
                out.append("        " + (c.label ?? "default:"))
                out += c.body.map { "            " + $0 }
            }
            out.append("        }")
        } else if let only = cases.first {
            out += only.body.map { "        " + $0 }
        }
        out.append(configuration.isEmpty ? "    }" : "    }, configuration: configuration)")
        out += registerNotes(decorations ?? [], indent: "    ")
        out.append("    return layout")
        return out
    }

    func registerNotes(_ kinds: [String], indent: String) -> [String] {
        guard !kinds.isEmpty else { return [] }
        var out = [
            indent + "// Register a view for each decoration kind (a UICollectionReusableView subclass of yours):"
        ]
        for kind in kinds {
            out.append(
                indent + "// layout.register(BackgroundView.self, forDecorationViewOfKind: \(Self.stringLiteral(kind)))"
            )
        }
        return out
    }

    // MARK: Sections, groups, items

    /// The names used in one section's code, and what it needs.
    struct Scope {
        var used: Set<String> = ["layout", "configuration", "sectionIndex", "environment", "section"]
        /// Named definitions already made in this scope (a shared item is made once).
        /// The variables made for objects, by the object.
        var made: [ObjectKey: String] = [:]
        var usesEnvironment = false
        var listName: String?
        var decorationKinds: [String] = []

        /// A fresh name from `base` (`item`, `item2`, ...), with the names derived from it
        /// (`itemSize`, `itemAnchor`, `itemItemAnchor`) kept free too.
        mutating func name(_ base: String) -> String {
            var candidate = base
            var n = 2
            func taken(_ c: String) -> Bool { Self.derived(c).contains { used.contains($0) } }
            while taken(candidate) {
                candidate = base + String(n)
                n += 1
            }
            for d in Self.derived(candidate) { used.insert(d) }
            return candidate
        }

        static func derived(_ name: String) -> [String] { [name, name + "Size", name + "Anchor", name + "ItemAnchor"] }

        /// A list section with nothing set beyond its configuration.
        func isPlainList(_ d: SectionDefinition) -> Bool {
            d.interGroupSpacing == 0 && !d.contentInsetsOverride && d.contentInsetsReference == .automatic
                && d.orthogonalScrollingBehavior == .none && d.boundarySupplementaryItems.isEmpty
                && d.supplementariesFollowContentInsets && d.decorationItems.isEmpty
                && d.orthogonalDecelerationRate == nil
        }
    }

    /// The variable for a named or inline definition: one made before in this scope under the same
    /// name, else what `make` makes (given the user's name for it).
    func made<T: ScriptObject & Hashable>(
        _ ref: Ref<T>, in scope: inout Scope,
        _ make: (T, String?, inout Scope) -> String
    ) throws(ScriptError) -> String {
        if let key = Self.key(ref), let existing = scope.made[key] { return existing }
        let value = try builder.resolve(ref, "a \(T.typeName)")
        let name = make(value, Self.userName(ref), &scope)
        if let key = Self.key(ref) { scope.made[key] = name }
        return name
    }

    /// The object a reference refers to (nil for a value written inline).
    static func key<T>(_ ref: Ref<T>) -> ObjectKey? {
        switch ref {
        case .named(let n): .named(n)
        case .object(let id): .object(id)
        case .inline: nil
        }
    }

    /// The name the program gave the object: its name, or the local `let` it was made in.
    static func userName<T>(_ ref: Ref<T>) -> String? {
        switch ref {
        case .named(let n): n
        case .object(let id): id.shown
        case .inline: nil
        }
    }

    /// Puts `extra` (headers, backgrounds) just before the line that makes the section.
    static func insertBeforeSection(_ extra: [String], into lines: [String]) -> [String] {
        guard let at = lines.firstIndex(where: { $0.hasPrefix("let section = ") }) else { return lines + extra }
        var out = lines
        out.insert(contentsOf: extra, at: at)
        return out
    }

    /// Makes an item or group (and what it contains) into `lines`; returns its name.
    mutating func element(_ ref: ElementRef, role: String, in scope: inout Scope, into lines: inout [String])
        throws(ScriptError) -> (name: String, isGroup: Bool)
    {
        switch ref {
        case .item(let d): return (try item(d, userName: nil, in: &scope, into: &lines), false)
        case .group(let d): return (try group(d, userName: nil, role: role, in: &scope, into: &lines), true)
        case .named(let n): return try object(.named(n), role: role, in: &scope, into: &lines)
        case .object(let id): return try object(.object(id), role: role, in: &scope, into: &lines)
        }
    }

    /// An item or group the session keeps (by name or identity), made once per scope.
    mutating func object(_ key: ObjectKey, role: String, in scope: inout Scope, into lines: inout [String])
        throws(ScriptError) -> (name: String, isGroup: Bool)
    {
        let n = key.description
        guard let object = session[key: key] else {
            throw ScriptError("'\(n)', used as a subitem, is no longer defined")
        }
        if let made = scope.made[key] { return (made, object is GroupDefinition) }
        let name: String
        if let d = object as? ItemDefinition {
            name = try item(d, userName: n, in: &scope, into: &lines)
        } else if let d = object as? GroupDefinition {
            guard builderDepth < LayoutLimits.maxNestingDepth else {
                throw ScriptError("groups are nested too deeply; the limit is \(LayoutLimits.maxNestingDepth) levels")
            }
            builderDepth += 1
            defer { builderDepth -= 1 }
            name = try group(d, userName: n, role: role, in: &scope, into: &lines)
        } else {
            throw ScriptError("'\(n)', used as a subitem, is now a \(object.typeName), not a LayoutItem or LayoutGroup")
        }
        scope.made[key] = name
        return (name, object is GroupDefinition)
    }

    private var builderDepth = 0

    /// A name for a definition: the user's own when it is a plain Swift name, else one for its role.
    func baseName(_ userName: String?, role: String) -> String {
        // A variable's name, not a type's (an item named NSCollectionLayoutSize would hide the type).
        if let userName, Self.isPlainName(userName), !(userName.first?.isUppercase ?? true) { return userName }
        return role
    }

    // MARK: The snapshot

    /// How identifiers of one role (sections or items) are written: their Swift type and literals.
    struct IdentifierType {
        var name: String
        /// `enum Section { ... }` when the session declared the enum.
        var declaration: [String]?
        /// Why the identifiers are written as text (values the playground cannot write back).
        var comment: String?
        var literal: (String) -> String
        var isEnum: Bool { declaration != nil }
        var enumCases: [String] = []
    }

    /// Int when every identifier was an Int, the session's enum when every one was a case of it
    /// without a payload, else String (with a comment when the values were of another type).
    func identifierType(_ texts: [String], role: String) -> IdentifierType {
        let stringType = IdentifierType(name: "String", literal: Self.stringLiteral)
        let values = session.swift.identifierValues
        guard !texts.isEmpty else {
            if let generic = declaredType(role), generic == "Int" {
                return IdentifierType(name: "Int", literal: { $0 })
            }
            return stringType
        }
        // The data source's declared types decide when they are Int or String.
        let declared = declaredType(role)
        if declared == "String" { return stringType }
        if declared == "Int", texts.allSatisfy({ Int($0).map(String.init) == $0 }) {
            return IdentifierType(name: "Int", literal: { $0 })
        }
        var kinds: Set<String> = []
        var enumName: String?
        var others: [String] = []
        for text in texts {
            switch values[text] {
            case .int?: kinds.insert("Int")
            case .enumValue(let e)? where e.payload.isEmpty:
                kinds.insert("enum")
                if enumName == nil { enumName = e.typeName } else if enumName != e.typeName { kinds.insert("mixed") }
            case nil: kinds.insert("String")
            case let v?:
                kinds.insert("other")
                let type = typeName(of: v)
                if !others.contains(type) { others.append(type) }
            }
        }
        if kinds == ["Int"] { return IdentifierType(name: "Int", literal: { $0 }) }
        if kinds == ["enum"], let enumName, let declaration = enumDeclaration(enumName) {
            var t = IdentifierType(name: enumName, declaration: declaration.lines, literal: { "." + $0 })
            t.enumCases = declaration.cases
            return t
        }
        var t = stringType
        if !others.isEmpty || kinds.contains("enum") || kinds.contains("Int") && kinds.count > 1 {
            let what =
                (others + (kinds.contains("enum") ? [enumName ?? "enum"] : []) + (kinds.contains("Int") ? ["Int"] : [])
                    + (kinds.contains("String") ? ["String"] : []))
            t.comment =
                "The \(role) identifiers were \(what.joined(separator: ", ")) values in the session; they are written as the text"
                + " the playground identifies them by (String): replace them with your own values."
        }
        return t
    }

    func declaredType(_ role: String) -> String? {
        guard let generics = session.swift.genericArguments[.named("dataSource")], generics.count == 2 else {
            return nil
        }
        return role == "section" ? generics[0] : generics[1]
    }

    func typeName(of v: Value) -> String {
        switch v {
        case .structValue(let s): return s.typeName
        case .enumValue(let e): return e.typeName
        case .object(let id): return session.swift.heap[id]?.typeName ?? "object"
        case .uuid: return "UUID"
        case .double: return "Double"
        case .bool: return "Bool"
        case .tuple: return "tuple"
        case .array: return "Array"
        default: return "other"
        }
    }

    /// `enum Section { case main, list }` for a session enum whose cases carry no payloads.
    func enumDeclaration(_ name: String) -> (lines: [String], cases: [String])? {
        guard let type = session.swift.types[name], type.kind == .enumType, !type.cases.isEmpty,
            type.cases.allSatisfy({ $0.parameters.isEmpty }), Self.isPlainName(name)
        else { return nil }
        var conformances: [String] = []
        if let raw = type.rawType { conformances.append(raw) }
        if type.inherited.contains("CaseIterable") { conformances.append("CaseIterable") }
        let header = "enum \(name)" + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) + " {"
        let cases = type.cases.map { c in
            Self.memberName(c.name) + (c.rawValue.map { " = " + $0.trimmedDescription } ?? "")
        }
        return ([header, "    case " + cases.joined(separator: ", "), "}"], type.cases.map(\.name))
    }

    /// The outline (section snapshot) of each section whose rows are what it shows, by section index.
    func outlineSections(_ dataSource: DataSourceObject?, _ applied: [(identifier: String, items: [String])]) -> [Int:
        SectionSnapshot<String>]
    {
        guard let dataSource else { return [:] }
        var out: [Int: SectionSnapshot<String>] = [:]
        for (index, section) in applied.enumerated() {
            if let stored = dataSource.outline.sectionSnapshots[section.identifier],
                stored.visibleItems == section.items
            {
                out[index] = stored
            }
        }
        return out
    }

    func makeSnapshot(
        _ applied: [(identifier: String, items: [String])], outlines: [Int: SectionSnapshot<String>],
        sectionType: IdentifierType, itemType: IdentifierType
    ) -> [String] {
        let generic = "NSDiffableDataSourceSnapshot<\(sectionType.name), \(itemType.name)>"
        var out: [String] = []
        for comment in [sectionType.comment, itemType.comment].compactMap({ $0 }) {
            out += Self.wrapComment(comment, indent: "")
        }
        out += fittedComment(applied)
        out.append("func makeSnapshot() -> \(generic) {")
        out.append("    var snapshot = \(generic)()")
        if !applied.isEmpty {
            out += Self.wrappedCall(
                "    snapshot.appendSections(", applied.map { sectionType.literal($0.identifier) }, ")")
        }
        for (index, section) in applied.enumerated() {
            let id = sectionType.literal(section.identifier)
            if outlines[index] != nil {
                out.append("    // The items of \(id) come from its outline: makeSectionSnapshot(for: \(id)).")
                continue
            }
            guard !section.items.isEmpty else { continue }
            if itemType.name == "Int", let range = Self.contiguousRange(section.items) {
                out.append("    snapshot.appendItems(Array(\(range)), toSection: \(id))")
            } else {
                out += Self.wrappedCall(
                    "    snapshot.appendItems(", section.items.map(itemType.literal), ", toSection: \(id))")
            }
        }
        out.append("    return snapshot")
        out.append("}")
        return out
    }

    /// Sizes the cells reported with `fit`: cell content decides them in an app, so they are a comment.
    func fittedComment(_ applied: [(identifier: String, items: [String])]) -> [String] {
        guard let layout = session.object("layout", as: LayoutDefinition.self) else { return [] }
        var parts: [String] = []
        for section in applied {
            for item in section.items {
                if let f = layout.fittedByItem[item] { parts.append("\(Format.identifier(item)) \(f.description)") }
            }
            if let f = layout.fittedBySection[section.identifier] {
                parts.append("section \(Format.identifier(section.identifier)) \(f.description)")
            }
        }
        for (name, fitted) in layout.fittedByLayoutItem.sorted(by: { $0.key < $1.key }) {
            parts.append("every \(name) \(fitted.description)")
        }
        guard !parts.isEmpty else { return [] }
        return Self.wrapComment(
            "Self-sizing: in the session these cells reported their fitted sizes with 'fit' (in an app the cells'"
                + " content decides them): " + parts.joined(separator: "; ") + ".", indent: "")
    }

    func makeSectionSnapshot(
        _ applied: [(identifier: String, items: [String])], outlines: [Int: SectionSnapshot<String>],
        sectionType: IdentifierType, itemType: IdentifierType
    ) -> [String] {
        let generic = "NSDiffableDataSourceSectionSnapshot<\(itemType.name)>"
        var out = [
            "// The outlines applied with dataSource.apply(_:to:animatingDifferences:), by section.",
            "func makeSectionSnapshot(for section: \(sectionType.name)) -> \(generic) {",
            "    var snapshot = \(generic)()",
            "    switch section {",
        ]
        var covered: [String] = []
        for (index, section) in applied.enumerated() {
            guard let outline = outlines[index] else { continue }
            covered.append(section.identifier)
            out.append("    case \(sectionType.literal(section.identifier)):")
            let entries = outline.entries
            // Roots, then each parent's children in the order they appear.
            var children: [String?: [String]] = [:]
            var parents: [String] = []
            for e in entries {
                if let p = e.parent, children[p] == nil { parents.append(p) }
                children[e.parent, default: []].append(e.item)
            }
            out += Self.wrappedCall("        snapshot.append(", (children[nil] ?? []).map(itemType.literal), ")")
            for p in parents {
                out += Self.wrappedCall(
                    "        snapshot.append(", (children[p] ?? []).map(itemType.literal),
                    ", to: \(itemType.literal(p)))")
            }
            let expanded = entries.filter(\.isExpanded).map(\.item)
            if !expanded.isEmpty {
                out += Self.wrappedCall("        snapshot.expand(", expanded.map(itemType.literal), ")")
            }
        }
        if !(sectionType.isEnum && Set(sectionType.enumCases) == Set(covered)) {
            out.append("    default:")
            out.append("        break")
        }
        out += ["    }", "    return snapshot", "}"]
        return out
    }

    // MARK: Swift text

    /// A number as a Swift literal that reads back as the same Double: whole numbers without a
    /// fraction, others in Swift's shortest round-tripping form.
    static func number(_ v: Double) -> String {
        let v = v == 0 ? 0 : v
        if v == v.rounded(), Swift.abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    static func stringLiteral(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text safe inside a `//` comment (one line).
    static func commentSafe(_ s: String) -> String {
        String(s.unicodeScalars.map { $0.value < 0x20 || (0x2028...0x2029).contains($0.value) ? " " : Character($0) })
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "some", "any",
    ]

    /// A name Swift accepts as written (ASCII letters, digits, underscores; not a keyword).
    static func isPlainName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCII, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return s.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
            && !keywords.contains(s) && s.count <= 100
    }

    /// An enum case name as a member: backticked when it is a keyword.
    static func memberName(_ s: String) -> String { keywords.contains(s) ? "`\(s)`" : s }

    /// "badge" for kind "badge", "header" for "section-header", else `fallback`.
    static func roleName(forKind kind: String, fallback: String) -> String {
        if kind == ListConfiguration.headerElementKind { return "header" }
        if kind == ListConfiguration.footerElementKind { return "footer" }
        var words: [String] = []
        var current = ""
        for c in kind.unicodeScalars {
            if c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c)) {
                current.unicodeScalars.append(c)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first, let start = first.unicodeScalars.first, start.properties.isAlphabetic else {
            return fallback
        }
        let name =
            first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return isPlainName(name) && name.count <= 40 ? name : fallback
    }

    static func elementKind(_ kind: String) -> String {
        if kind == ListConfiguration.headerElementKind { return "UICollectionView.elementKindSectionHeader" }
        if kind == ListConfiguration.footerElementKind { return "UICollectionView.elementKindSectionFooter" }
        return stringLiteral(kind)
    }

    static func dimension(_ d: LayoutDimension) -> String {
        switch d {
        case .absolute(let v): ".absolute(\(number(v)))"
        case .fractionalWidth(let v): ".fractionalWidth(\(number(v)))"
        case .fractionalHeight(let v): ".fractionalHeight(\(number(v)))"
        case .estimated(let v): ".estimated(\(number(v)))"
        case .uniformAcrossSiblings(let v): ".uniformAcrossSiblings(estimate: \(number(v)))"
        }
    }

    /// `let nameSize = NSCollectionLayoutSize(widthDimension: ...,` and the height aligned under it.
    static func sizeLines(_ name: String, _ s: LayoutSize) -> [String] {
        let head = "let \(name) = NSCollectionLayoutSize("
        return [
            head + "widthDimension: \(dimension(s.widthDimension)),",
            String(repeating: " ", count: head.count) + "heightDimension: \(dimension(s.heightDimension)))",
        ]
    }

    static func insets(_ i: DirectionalEdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(number(i.top)), leading: \(number(i.leading)), bottom: \(number(i.bottom)), trailing: \(number(i.trailing)))"
    }

    static func spacing(_ s: LayoutSpacing) -> String {
        switch s {
        case .fixed(let v): ".fixed(\(number(v)))"
        case .flexible(let v): ".flexible(\(number(v)))"
        }
    }

    static func edgeSpacing(_ e: EdgeSpacing) -> String {
        func side(_ s: LayoutSpacing?) -> String { s.map(spacing) ?? "nil" }
        return
            "NSCollectionLayoutEdgeSpacing(leading: \(side(e.leading)), top: \(side(e.top)), trailing: \(side(e.trailing)), bottom: \(side(e.bottom)))"
    }

    static func point(_ p: Point) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }

    static func anchor(_ a: LayoutAnchor) -> String {
        var text = "NSCollectionLayoutAnchor(edges: [\(a.edgeNames.joined(separator: ", "))]"
        switch a.offset {
        case .absolute(let p) where p != .zero: text += ", absoluteOffset: \(point(p))"
        case .fractional(let p): text += ", fractionalOffset: \(point(p))"
        default: break
        }
        return text + ")"
    }

    /// `a...b` when the identifiers are the whole numbers a, a+1, ..., b (two or more).
    static func contiguousRange(_ items: [String]) -> String? {
        // Not below zero: Swift reads '-3...-1' as the operator '...-'.
        guard items.count >= 2, let first = Int(items[0]), first >= 0, String(first) == items[0] else { return nil }
        for (offset, text) in items.enumerated() {
            let (expected, overflow) = first.addingReportingOverflow(offset)
            guard !overflow, text == String(expected) else { return nil }
        }
        return "\(first)...\(first + items.count - 1)"
    }

    /// `head[a, b, c]tail` on one line when short, else one element per line.
    static func wrappedCall(_ head: String, _ elements: [String], _ tail: String) -> [String] {
        let one = head + "[" + elements.joined(separator: ", ") + "]" + tail
        if one.count <= 110 { return [one] }
        let indent = String(head.prefix { $0 == " " }) + "    "
        var out = [head + "["]
        var line = indent
        for (i, e) in elements.enumerated() {
            let piece = e + (i == elements.count - 1 ? "" : ",")
            if line.count > indent.count, line.count + 1 + piece.count > 110 {
                out.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + piece
        }
        if line.count > indent.count { out.append(line) }
        out.append(String(head.prefix { $0 == " " }) + "]" + tail)
        return out
    }

    /// A comment wrapped at about 110 columns.
    static func wrapComment(_ text: String, indent: String) -> [String] {
        let lines = HelpText.lines(commentSafe(text), first: indent + "// ", rest: indent + "// ", width: 110)
        return lines.isEmpty ? [indent + "//"] : lines
    }
}
