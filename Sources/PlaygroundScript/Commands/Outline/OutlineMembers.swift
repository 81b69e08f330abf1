import PlaygroundCore

/// The members the outline area adds to `DiffableDataSource` (the built-in `dataSource`).
enum OutlineMembers {
    static let dataSource: [MemberSpec] = [
        apply, snapshotFor, handlers, shouldExpandItem, shouldCollapseItem,
        snapshotForExpandingParent, reorderingHandlers, canReorderItem,
    ]

    static let applyUsage = "dataSource.apply(sectionSnapshot, to: section, animatingDifferences: true)"
    static let snapshotUsage = "dataSource.snapshot(for: section)"

    /// The same-named member another area adds to `DiffableDataSource` (the data-source area's
    /// `apply(_:animatingDifferences:)` and `snapshot()`), for calls without the outline's labels.
    static func otherMember(_ name: String, than usage: String, _ inv: Invocation) -> MemberSpec? {
        inv.registry.type(named: DataSourceObject.typeName)?.members.first { $0.name == name && $0.doc.usage != usage }
    }

    static let apply = MemberSpec.method(
        "apply",
        doc: Doc(
            usage: applyUsage,
            summary:
                "show a section snapshot's visible items as the section's items (appending the section if missing) and print the batch",
            details: [
                "The section snapshot is stored: dataSource.snapshot(for: section) returns it, and 'tap' uses it.",
                "Expanding or collapsing the outline and applying again shows up as item inserts and deletes.",
                "An item shown (or hidden in an outline) in another section moves here, with a warning: an identifier lives in one section.",
                "In a list whose headerMode is .firstItemInSection, item 0 is styled as the section's header; a note says so when the outline does not make it the only root.",
            ],
            examples: [
                "dataSource.apply(outline, to: main)",
                "dataSource.apply(outline, to: main, animatingDifferences: false)",
            ]),
        mutates: true, labels: ["to:", "animatingDifferences:"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        if !inv.pendingLabels.contains("to"), let plain = otherMember("apply", than: applyUsage, inv) {
            return try plain.call(&inv)  // dataSource.apply(snapshot): the data-source area's
        }
        let snapshotExpr = try inv.require(nil, "a section snapshot")
        guard let sectionArg = inv.take("to") else {
            throw ScriptError(
                "missing argument 'to:' for 'apply' with a section snapshot", at: inv.nameRange,
                help: "usage: dataSource.apply(outline, to: section, animatingDifferences: true)")
        }
        let snapshot = try SectionSnapshotArguments.snapshotArgument(snapshotExpr, inv, "the snapshot")
        let section = try inv.identifier(sectionArg.value, "the section")
        let animating =
            try inv.take("animatingDifferences").map { (a: Arg) throws(ScriptError) in
                try inv.bool(a.value, "animatingDifferences")
            } ?? true
        var ds = try OutlineDataSource.object(inv)
        let applied = try OutlineDataSource.apply(
            snapshot, to: section, animatingDifferences: animating, in: &ds,
            profile: OutlineDataSource.profile(inv.session), at: snapshotExpr.range)
        OutlineDataSource.emit(applied, state: ds.data, &inv)
        OutlineDataSource.noteFirstItemHeader(snapshot, section: section, &inv, applied: ds.data.appliedSections)
        inv.session.define(OutlineDataSource.name, ds)
        return nil
    }

    static let snapshotFor = MemberSpec.method(
        "snapshot",
        doc: Doc(
            usage: snapshotUsage,
            summary:
                "the section snapshot the data source holds for section (its items as roots when a plain snapshot filled it; empty for a section it does not have)",
            examples: ["let s = dataSource.snapshot(for: main)", "dataSource.snapshot(for: main)"]),
        mutates: false, labels: ["for:"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        if !inv.pendingLabels.contains("for"), let plain = otherMember("snapshot", than: snapshotUsage, inv) {
            return try plain.call(&inv)  // dataSource.snapshot(): the data-source area's
        }
        let expr = try inv.require("for", "the section")
        let section = try inv.identifier(expr, "the section")
        try inv.finish()
        let ds = try OutlineDataSource.object(inv)
        // Evidence: [I] UIKit answers an empty section snapshot for a section the data source does
        // not have (no exception is reported for it); a note says so, as the empty result surprises.
        guard let s = ds.outline.sectionSnapshot(for: section, applied: ds.data.appliedSections) else {
            let names = OutlineDataSource.sectionNames(ds)
            let help =
                names.isEmpty
                ? "apply a section snapshot first: dataSource.apply(outline, to: \(Format.identifier(section)))"
                : EditDistance.closest(to: section, in: names).map { "did you mean '\($0)'?" }
            inv.note(
                "section '\(section)' is not in the data source: UIKit answers an empty section snapshot", help: help)
            return SectionSnapshotObject(SectionSnapshot<String>())
        }
        return SectionSnapshotObject(s)
    }

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
            return inv.wantsJSON
                ? JSONText(OutlineText.handlersJSON(h, isSet: o.snapshotForExpandingParentIsSet))
                : TextValue(lines: OutlineText.handlers(h, isSet: o.snapshotForExpandingParentIsSet))
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
