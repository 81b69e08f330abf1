import PlaygroundCore
import SwiftSyntax

// UICollectionViewCompositionalLayout: which section each data section uses (one for all, a
// section provider, or the playground's `use` rules), and the configuration. A class in UIKit.

/// Which section definition a data section uses: UIKit's section provider, as data.
public enum SectionRule: Hashable, Sendable {
    /// The section with this identifier.
    case identifier(String, Ref<SectionDefinition>)
    /// The section at this index.
    case index(Int, Ref<SectionDefinition>)
    /// Any section while the container is at least this wide (adaptive layouts).
    case widthAtLeast(Double, Ref<SectionDefinition>)
}

/// UICollectionViewCompositionalLayout (the built-in `layout` is one).
public struct LayoutDefinition: ScriptObject, Hashable {
    public static let typeName = "CompositionalLayout"
    public var defaultSection: Ref<SectionDefinition>?
    public var rules: [SectionRule] = [] { didSet { rulesLineage = RulesLineage() } }
    /// Which list of rules this one extends: a layout cache that read the rules of the same
    /// lineage needs to read only the rules past its count (`LayoutCache`). Any change of `rules`
    /// starts a new lineage, except an append that `appendRule` knows replaced nothing.
    var rulesLineage = RulesLineage()
    public var configuration = ConfigurationDefinition()
    /// Sizes the cells report when they self-size (by item identifier, by layout item name, by section identifier).
    public var fittedByItem: [String: FittedSize] = [:]
    public var fittedByLayoutItem: [String: FittedSize] = [:]
    public var fittedBySection: [String: FittedSize] = [:]
    /// The notes the last query printed (display memory: each note is printed once while it applies).
    public var notesShown: [String] = []

    var printed: PrintedObject {
        let made =
            "CompositionalLayout(" + (defaultSection.map { "section: " + LayoutSource.ref($0) } ?? "no section yet")
            + ")"
        var set: [PrintedObject.Property] = rules.map { rule in
            switch rule {
            case .identifier(let id, let s):
                .init("section \(Format.identifier(id))", LayoutSource.ref(s), joiner: " uses ")
            case .index(let i, let s): .init("section at \(i)", LayoutSource.ref(s), joiner: " uses ")
            case .widthAtLeast(let w, let s):
                .init("width >= \(Format.number(w))", LayoutSource.ref(s), joiner: " uses ")
            }
        }
        for var p in configuration.printed.properties {
            p.name = "configuration." + p.name
            set.append(p)
        }
        return PrintedObject(type: Self.typeName, made: made, properties: set)
    }
    public func describe() -> [String] { printed.lines }
    public func json() -> JSONValue { printed.json }

    /// Adds `rule` after removing the rules it replaces (those for the same identifier, index or
    /// width); when it replaced none, the rules only grew, and their lineage is kept.
    mutating func appendRule(_ rule: SectionRule) {
        let lineage = rulesLineage
        // Read first: `removeAll(where:)` writes (and so copies a shared array) even when it
        // removes nothing, and most rules replace none.
        let grew = !rules.contains { $0.replaces(rule) }
        if !grew { rules.removeAll { $0.replaces(rule) } }
        rules.append(rule)
        if grew { rulesLineage = lineage }
    }
}

extension SectionRule {
    /// Whether `other` is a rule for the same identifier, index or width (which `use` replaces).
    func replaces(_ other: SectionRule) -> Bool {
        switch (self, other) {
        case (.identifier(let a, _), .identifier(let b, _)): a == b
        case (.index(let a, _), .index(let b, _)): a == b
        case (.widthAtLeast(let a, _), .widthAtLeast(let b, _)): a == b
        default: false
        }
    }
}

/// The identity of a layout's list of rules as it grows (`LayoutDefinition.rulesLineage`): never
/// part of a layout's equality or hash.
struct RulesLineage: Hashable, Sendable {
    final class Token: Sendable {}
    let token = Token()
    static func == (lhs: RulesLineage, rhs: RulesLineage) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension LayoutDefinition {
    /// A new layout object keeps what belongs to the cells, not the layout: their fitted sizes.
    mutating func keepCellState(of old: LayoutDefinition?) {
        guard let old else { return }
        fittedByItem = old.fittedByItem
        fittedByLayoutItem = old.fittedByLayoutItem
        fittedBySection = old.fittedBySection
    }
}

enum UICollectionViewCompositionalLayoutHost {
    /// `layout.collectionViewContentSize` (`collectionView.collectionViewLayout.collectionViewContentSize`, what a
    /// self-sizing collection view reports as its height): the content size of the layout the collection view shows;
    /// zero for a layout no collection view shows, as UIKit's layout without a collection view has no content.
    static func contentSize(of receiver: ObjectKey, evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Value
    {
        guard isShown(receiver, e.session) else { return Builtins.size(0, 0) }
        let size = try UICollectionViewSurface.resolvedLayout(e, at: node, for: "no content size").contentSize
        return Builtins.size(size.width, size.height)
    }

    /// Whether the layout the session keeps under `receiver` is the one the collection view shows.
    static func isShown(_ receiver: ObjectKey?, _ session: Session) -> Bool {
        session.swift.flowLayout == nil && session.swift.unmodelledLayout == nil && session.swift.tableView == nil
            && (receiver == session.swift.hostedLayout
                || (receiver == .named("layout") && session.swift.hostedLayout == nil))
    }

    /// `layout.layoutAttributesForItem(at:)`: the cell's attributes as the shown layout places it; nil outside the
    /// data, and for a layout no collection view shows (it has laid nothing out).
    static let layoutAttributesForItem = HostMethod(
        "layoutAttributesForItem", labels: ["at:"], mutating: false,
        doc: Doc(
            usage: "layout.layoutAttributesForItem(at: indexPath)",
            summary: "the cell's attributes (frame, center, size, zIndex) where the shown layout places it, or nil",
            examples: [
                "collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))"
            ])
    ) { _, call in
        let e = call.evaluator
        let a = try call.require("at", "the index path")
        let path = try e.indexPathArgument(
            try e.evaluate(a.expr, in: call.scope, hint: UIKitSurface.indexPathType), "the index path", at: a.expr)
        try call.finish()
        guard isShown(call.receiver, e.session),
            let attributes = try UICollectionViewSurface.resolvedLayout(e, at: call.nameNode, for: "no attributes")
                .attributesForItem(at: path)
        else { return Value.none }
        return UICollectionViewSurface.attributesObject(attributes, evaluator: e)
    }

    static let sectionUsage = "CompositionalLayout(section: LayoutSection, configuration: LayoutConfiguration)"
    static let providerUsage =
        "CompositionalLayout(sectionProvider: { sectionIndex, environment in LayoutSection }, configuration: LayoutConfiguration)"

    static let type = HostType(
        swiftName: "UICollectionViewCompositionalLayout", shortName: "CompositionalLayout", what: "the layout",
        summary: "the layout (the built-in 'layout'): which section each data section uses, and the configuration",
        isReference: true,
        initializers: [
            HostFunction(
                "",
                [
                    HostParameter("section", "NSCollectionLayoutSection", "a section"),
                    configurationParameter,
                ],
                doc: Doc(
                    usage: sectionUsage,
                    summary: "a layout using one section for every data section (configuration is optional)",
                    examples: ["layout = CompositionalLayout(section: section)"])
            ) { call in
                var l = LayoutDefinition()
                l.defaultSection = try call.ref("section", as: SectionDefinition.self, "section")
                try configure(&l, call)
                return l
            },
            HostFunction(
                "",
                [
                    HostParameter("sectionProvider", "UICollectionViewCompositionalLayoutSectionProvider", "a closure"),
                    configurationParameter,
                ],
                doc: Doc(
                    usage: providerUsage,
                    summary:
                        "a layout that asks the closure for each data section's section (configuration is optional)",
                    examples: [
                        "let layout = UICollectionViewCompositionalLayout { index, environment in section }"
                    ])
            ) { call in
                let a = try call.argument("sectionProvider")
                guard case .function(let f) = a.value else {
                    if case .inert(let unknown) = a.value { throw call.evaluator.inertValueError(unknown, at: a.node) }
                    throw call.evaluator.error("the section provider must be a closure or function", at: a.node)
                }
                call.keptClosure = f
                var l = LayoutDefinition()
                try configure(&l, call)
                return l
            },
        ],
        statics: [
            HostFunction(
                "list", [HostParameter("using", "UICollectionLayoutListConfiguration", "a list configuration")],
                doc: Doc(
                    usage: "CompositionalLayout.list(using: ListConfiguration)",
                    summary: "a layout whose every section is a list",
                    examples: ["layout = CompositionalLayout.list(using: config)"])
            ) { call in
                var l = LayoutDefinition()
                l.defaultSection = .inline(
                    SectionDefinition(body: .list(try call.ref("using", as: ListDefinition.self, "using"))))
                l.keepCellState(of: call.evaluator.session.object("layout", as: LayoutDefinition.self))
                return l
            }
        ],
        properties: [
            .of(
                LayoutDefinition.self, "configuration", type: "UICollectionViewCompositionalLayoutConfiguration",
                usage: "layout.configuration = config",
                "the layout-wide settings as one object, replaced as a whole (UIKit copies the configuration assigned)",
                example: "layout.configuration = config",
                get: { $0.configuration },
                set: { l, call in
                    guard let c = try call.object(nil, as: ConfigurationDefinition.self, "configuration") else {
                        throw call.evaluator.error("configuration must not be nil", at: call.at)
                    }
                    l.configuration = c
                })
        ] + configurationProperties,
        methods: [use, invalidateLayout, layoutAttributesForItem],
        objectType: LayoutDefinition.self,
        mismatch: { what, found in "\(what) must be a CompositionalLayout, found '\(found)'" })

    static let configurationParameter = HostParameter(
        "configuration", "UICollectionViewCompositionalLayoutConfiguration", "a configuration", optional: true)

    /// The configuration given to an initializer, copied; and the fitted sizes of the layout replaced.
    private static func configure(_ l: inout LayoutDefinition, _ call: HostCall) throws {
        if call.value("configuration") != nil,
            let c = try call.object("configuration", as: ConfigurationDefinition.self, "configuration")
        {
            l.configuration = c
        }
        l.keepCellState(of: call.evaluator.session.object("layout", as: LayoutDefinition.self))
    }

    /// `layout.configuration.interSectionSpacing = 20`: the configuration's properties, set on the
    /// layout's own copy.
    static let configurationProperties: [HostProperty] =
        UICollectionViewCompositionalLayoutConfigurationHost
        .properties(owner: "layout.configuration.").map { p in
            var q = p
            q.name = "configuration." + p.name
            q.get = { object in (object as? LayoutDefinition).flatMap { p.get($0.configuration) } }
            if let set = p.set {
                q.set = { object, call in
                    guard var l = object as? LayoutDefinition else { return }
                    var c: any ScriptObject = l.configuration
                    try set(&c, &call)
                    if let changed = c as? ConfigurationDefinition { l.configuration = changed }
                    object = l
                }
            }
            return q
        }

    /// `layout.invalidateLayout()` (`collectionView.collectionViewLayout.invalidateLayout()`): UIKit lays the
    /// collection view out again at its next layout pass, and a section provider is asked again for every section,
    /// so what it reads (a mode the program toggled) decides the sections. The playground lays out at every read; a
    /// section provider runs again after this, or after any other change of the session.
    static let invalidateLayout = HostMethod(
        "invalidateLayout", mutating: false,
        doc: Doc(
            usage: "layout.invalidateLayout()",
            summary: "lay the collection view out again at its next layout pass: a section provider runs again",
            examples: ["collectionView.collectionViewLayout.invalidateLayout()"])
    ) { _, call in
        try call.finish()
        call.evaluator.session.providerLayoutIsCurrent = false
        return .void
    }

    /// The playground's own section rules, written as a method of the layout.
    static let use = HostMethod(
        "use", labels: ["forSection:", "forSectionAt:", "whenWidthAtLeast:"], mutating: true,
        doc: Doc(
            usage: "layout.use(section, forSection: id | forSectionAt: index | whenWidthAtLeast: points)",
            summary:
                "choose the section for data sections, like a section provider: by identifier, by index, by container width, or (no label) for all others",
            details: [
                "Precedence: identifier, then index, then the largest width threshold met, then the default.",
                "The width is the container's effectiveContentSize.width: its width minus the insets of the",
                "configuration's contentInsetsReference (the safe area by default).",
            ],
            examples: [
                "layout.use(grid)", "layout.use(banner, forSection: featured)",
                "layout.use(wideGrid, whenWidthAtLeast: 800)",
            ])
    ) { object, call in
        let e = call.evaluator
        let sectionArgument = try call.require(nil, "a section")
        let section = try e.hostRef(
            try e.hostArgument(
                sectionArgument.expr, type: "NSCollectionLayoutSection", what: "the section", in: call.scope),
            as: SectionDefinition.self, "the section", at: sectionArgument.expr)
        guard var l = object as? LayoutDefinition else { return .void }
        let rules = ["forSection", "forSectionAt", "whenWidthAtLeast"]
        let given = call.labels.filter { rules.contains($0) }
        if given.count > 1 {
            throw e.error(
                "'use' takes one of 'forSection:', 'forSectionAt:' or 'whenWidthAtLeast:', not '\(given[0]):' and "
                    + "'\(given[1]):'", at: call.nameNode, help: "usage: \(call.usage)")
        }
        if let a = call.take("forSection") {
            l.appendRule(.identifier(try call.identifier(a, "section identifier"), section))
        } else if let a = call.take("forSectionAt") {
            let v = HostCall.Argument(
                label: nil, value: try e.evaluate(a.expr, in: call.scope), node: Syntax(a.expr))
            let index = try HostCall(evaluator: e, name: "use", arguments: [v], at: Syntax(a.expr))
                .integer(nil, "section index", in: 0...LayoutLimits.maxSections, upperIsLimit: true)
            l.appendRule(.index(index, section))
        } else if let a = call.take("whenWidthAtLeast") {
            let v = HostCall.Argument(
                label: nil, value: try e.evaluate(a.expr, in: call.scope), node: Syntax(a.expr))
            let width = try HostCall(evaluator: e, name: "use", arguments: [v], at: Syntax(a.expr))
                .length(nil, "width")
            l.appendRule(.widthAtLeast(width, section))
        } else {
            l.defaultSection = section
        }
        try call.finish()
        object = l
        return .void
    }
}
