import PlaygroundCore

/// The members the outline area adds to `DiffableDataSource` (the built-in `dataSource`).
enum OutlineMembers {
    static let dataSource: [MemberSpec] = [
        handlers, shouldExpandItem, shouldCollapseItem,
        snapshotForExpandingParent, reorderingHandlers, canReorderItem,
    ]

    static let applyUsage = "dataSource.apply(sectionSnapshot, to: section, animatingDifferences: true)"
    static let snapshotUsage = "dataSource.snapshot(for: section)"

    static let handlers = MemberSpec.property(
        "sectionSnapshotHandlers",
        doc: Doc(
            usage: "dataSource.sectionSnapshotHandlers  |  dataSource.sectionSnapshotHandlers = .init()",
            summary:
                "the handlers a user's disclosure tap runs: shouldExpandItem, shouldCollapseItem, snapshotForExpandingParent",
            details: [
                "willExpandItem and willCollapseItem are printed by 'tap' when they would be called.",
                "Assigning .init() (or SectionSnapshotHandlers()) resets every handler to UIKit's default.",
            ],
            examples: ["dataSource.sectionSnapshotHandlers", "dataSource.sectionSnapshotHandlers = .init()"]),
        get: { (inv: inout Invocation) throws(ScriptError) in
            let o = try OutlineDataSource.object(inv).outline
            let h = o.sectionSnapshotHandlers
            let result = SectionSnapshotHandlersResult(h, isSet: o.snapshotForExpandingParentIsSet)
            return inv.wantsJSON ? JSONText(result.json) : TextValue(lines: result.lines)
        },
        set: { (inv: inout Invocation) throws(ScriptError) in
            guard let value = inv.value else {
                throw ScriptError("missing value for 'sectionSnapshotHandlers'", at: inv.nameRange)
            }
            switch value {
            case .call(.implicitMember("init", _), let args, _) where args.isEmpty: break
            case .call(.name(let n, _), let args, _)
            where args.isEmpty
                && ["SectionSnapshotHandlers", "UICollectionViewDiffableDataSource.SectionSnapshotHandlers"].contains(n):
                break
            default:
                throw ScriptError(
                    "sectionSnapshotHandlers can only be reset with .init(), found '\(value.spelling)'",
                    at: value.range,
                    help: "set one handler: dataSource.sectionSnapshotHandlers.shouldCollapseItem = .never")
            }
            var ds = try OutlineDataSource.object(inv)
            ds.outline.sectionSnapshotHandlers = SectionSnapshotHandlers()
            ds.outline.snapshotForExpandingParentIsSet = false
            inv.session.define(OutlineDataSource.name, ds)
        })

    static func predicateProperty(
        _ name: String, _ summary: String, example: String,
        get: @escaping @Sendable (OutlineState) -> ItemPredicate<String>,
        set: @escaping @Sendable (inout OutlineState, ItemPredicate<String>) -> Void
    ) -> MemberSpec {
        .property(
            "sectionSnapshotHandlers.\(name)",
            doc: Doc(
                usage:
                    "dataSource.sectionSnapshotHandlers.\(name) = .always | .never | .only([items]) | .allExcept([items])",
                summary: summary,
                details: [
                    "The closure UIKit takes is written as data: which items it answers true for. Default .always."
                ],
                examples: [example]),
            get: { (inv: inout Invocation) throws(ScriptError) in
                TextValue(lines: [OutlineText.predicate(get(try OutlineDataSource.object(inv).outline))])
            },
            set: { (inv: inout Invocation) throws(ScriptError) in
                guard let value = inv.value else { throw ScriptError("missing value for '\(name)'", at: inv.nameRange) }
                let p = try OutlineDataSource.predicate(value, inv, name)
                var ds = try OutlineDataSource.object(inv)
                set(&ds.outline, p)
                inv.session.define(OutlineDataSource.name, ds)
            })
    }

    static let shouldExpandItem = predicateProperty(
        "shouldExpandItem", "whether a user's tap may expand an item",
        example: "dataSource.sectionSnapshotHandlers.shouldExpandItem = .allExcept([archive])",
        get: { $0.sectionSnapshotHandlers.shouldExpandItem }, set: { $0.sectionSnapshotHandlers.shouldExpandItem = $1 })

    static let shouldCollapseItem = predicateProperty(
        "shouldCollapseItem", "whether a user's tap may collapse an item",
        example: "dataSource.sectionSnapshotHandlers.shouldCollapseItem = .never",
        get: { $0.sectionSnapshotHandlers.shouldCollapseItem },
        set: { $0.sectionSnapshotHandlers.shouldCollapseItem = $1 })

    static let snapshotForExpandingParent = MemberSpec.method(
        "sectionSnapshotHandlers.snapshotForExpandingParent",
        doc: Doc(
            usage: "dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(parent, childSnapshot | [items])",
            summary: "lazy loading: the children parent receives when the user first expands it",
            details: [
                "Once any parent is registered the handler counts as set and runs on every user expansion; a registered snapshot replaces the parent's children on its first expansion, later expansions keep them.",
                "Pass nil as the children to forget a registration.",
            ],
            examples: [
                "dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(documents, [report, invoice])",
                "dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(photos, albums)",
            ]),
        mutates: true
    ) { (inv: inout Invocation) throws(ScriptError) in
        let parent = try inv.identifier(try inv.require(nil, "the parent"), "the parent")
        let childrenExpr = try inv.require(nil, "the children")
        var ds = try OutlineDataSource.object(inv)
        if case .name("nil", _) = childrenExpr {
            ds.outline.sectionSnapshotHandlers.unregisterChildren(forExpanding: parent)
        } else {
            let children = try SectionSnapshotArguments.snapshotArgument(childrenExpr, inv, "the children")
            guard !children.contains(parent) else {
                throw ScriptError(
                    "the children of '\(parent)' cannot contain '\(parent)' itself", at: childrenExpr.range)
            }
            ds.outline.sectionSnapshotHandlers.registerChildren(children, forExpanding: parent)
            ds.outline.snapshotForExpandingParentIsSet = true
        }
        inv.session.define(OutlineDataSource.name, ds)
        return nil
    }

    static let reorderingHandlers = MemberSpec.property(
        "reorderingHandlers",
        doc: Doc(
            usage: "dataSource.reorderingHandlers",
            summary:
                "the handlers a user's drag runs: canReorderItem (willReorder and didReorder are printed by 'drag')",
            examples: ["dataSource.reorderingHandlers"]),
        get: { (inv: inout Invocation) throws(ScriptError) in
            let can = try OutlineDataSource.object(inv).outline.reorderingHandlers.canReorderItem
            return TextValue(lines: [
                "reorderingHandlers.canReorderItem = " + (can.map(OutlineText.predicate) ?? "nil (reordering is off)")
            ])
        })

    static let canReorderItem = MemberSpec.property(
        "reorderingHandlers.canReorderItem",
        doc: Doc(
            usage:
                "dataSource.reorderingHandlers.canReorderItem = .always | .never | .only([items]) | .allExcept([items]) | nil",
            summary: "which items the user may pick up and drag; nil (the default) turns reordering off",
            examples: [
                "dataSource.reorderingHandlers.canReorderItem = .always",
                "dataSource.reorderingHandlers.canReorderItem = .allExcept([pinned])",
            ]),
        get: { (inv: inout Invocation) throws(ScriptError) in
            TextValue(lines: [
                try OutlineDataSource.object(inv).outline.reorderingHandlers.canReorderItem.map(OutlineText.predicate)
                    ?? "nil"
            ])
        },
        set: { (inv: inout Invocation) throws(ScriptError) in
            guard let value = inv.value else {
                throw ScriptError("missing value for 'canReorderItem'", at: inv.nameRange)
            }
            var ds = try OutlineDataSource.object(inv)
            if case .name("nil", _) = value {
                ds.outline.reorderingHandlers.canReorderItem = nil
            } else {
                ds.outline.reorderingHandlers.canReorderItem = try OutlineDataSource.predicate(
                    value, inv, "canReorderItem")
            }
            inv.session.define(OutlineDataSource.name, ds)
        })
}

/// A value that prints as given JSON in `--json` mode and as its compact JSON text otherwise.
struct JSONText: ScriptObject {
    static let typeName = "JSON"
    var value: JSONValue
    init(_ value: JSONValue) { self.value = value }
    func describe() -> [String] { [value.serialized()] }
    func json() -> JSONValue { value }
}
