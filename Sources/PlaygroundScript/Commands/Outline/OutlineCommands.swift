import PlaygroundCore

/// The outline area: section snapshots, applying them to a data source section, the user's
/// disclosure taps (`tap`) and drags (`drag`), with the handlers UIKit calls for them.
enum OutlineCommands {
    static let area = Area(
        name: "Outline",
        summary:
            "section snapshots (outlines), disclosure taps with SectionSnapshotHandlers, reordering with ReorderingHandlers",
        commands: [tree, tap, drag],
        types: [
            NSDiffableDataSourceSectionSnapshotHost.type.typeSpec, SectionSnapshotHandlersHost.type.typeSpec,
            ReorderingHandlersHost.type.typeSpec,
        ],
        completionWords: { session in
            var words: [String] = [".always", ".never", ".only", ".allExcept"]
            var seen = Set<String>()
            if let ds = session.object(OutlineDataSource.name, as: DataSourceObject.self) {
                for w in OutlineDataSource.sectionNames(ds) + OutlineDataSource.itemNames(ds)
                where seen.insert(w).inserted { words.append(w) }
            }
            for (_, s) in session.objects(of: SectionSnapshotObject.self) {
                for w in s.value.items where seen.insert(w).inserted { words.append(w) }
            }
            return words
        }
    )

    /// A stand-in for the data-source area's `dataSource` global and `DiffableDataSource` type, so the
    /// outline area works (and its scripts check) on its own. It is added only when no other area
    /// provides them, so it disappears by itself once the data-source area is registered.
    static let dataSourceStandIn = Area(
        name: "DataSource (outline stand-in)",
        summary: "the built-in dataSource, until the data-source area provides it",
        types: [
            TypeSpec(
                DataSourceObject.typeName, aliases: ["UICollectionViewDiffableDataSource"],
                summary: "the built-in 'dataSource' (UICollectionViewDiffableDataSource)")
        ],
        globals: [
            GlobalSpec(name: OutlineDataSource.name, summary: "the collection view's diffable data source") {
                DataSourceObject()
            }
        ]
    )

    /// The outline area, plus the stand-in when `others` lack a `dataSource`.
    static func areas(alongside others: [Area]) -> [Area] {
        let provided = others.contains { $0.globals.contains { $0.name == OutlineDataSource.name } }
        return provided ? [area] : [area, dataSourceStandIn]
    }

    // MARK: tree

    static let tree = CommandSpec(
        "tree",
        doc: Doc(
            usage: "tree sectionSnapshot | section [--json]",
            summary: "the tree of a section snapshot, or of the one the data source holds for a section",
            details: [
                "One line per item, indented four spaces per level: '▾' marks an expanded parent, '▸' a collapsed parent, '(hidden)' an item under a collapsed ancestor and '(expanded)' a leaf marked expanded.",
                "Printing a SectionSnapshot by name shows the same tree. --json gives every item with its level, parent, expansion, visibility and child count, plus visibleItems.",
            ],
            examples: ["tree outline", "tree main --json"]),
        mutates: false, keywords: ["--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let expr = try inv.require(nil, "a section snapshot or a section")
        let snapshot: SectionSnapshot<String>
        if case .name(let n, _) = expr, let s = inv.session.object(n, as: SectionSnapshotObject.self) {
            snapshot = s.value
        } else {
            let section = try inv.identifier(expr, "the section")
            let ds = try OutlineDataSource.object(inv)
            guard let s = ds.outline.sectionSnapshot(for: section, applied: ds.data.appliedSections) else {
                throw ScriptError(
                    "'\(section)' is neither a SectionSnapshot nor a section of the data source", at: expr.range
                )
                .suggesting(
                    section,
                    from: inv.session.objects(of: SectionSnapshotObject.self).map(\.name)
                        + OutlineDataSource.sectionNames(ds))
            }
            snapshot = s
        }
        inv.emit(SectionSnapshotTree(snapshot))
    }

    // MARK: tap

    static let tap = CommandSpec(
        "tap",
        doc: Doc(
            usage: "tap item [in: section] [--json]",
            summary:
                "the user taps item's outline disclosure: handlers run, the section snapshot expands or collapses and is applied",
            details: [
                "Expanding: shouldExpandItem, willExpandItem, snapshotForExpandingParent (lazy children), then apply.",
                "Collapsing: shouldCollapseItem, willCollapseItem, then apply. A 'false' from a should-handler changes nothing.",
                "Code that calls outline.expand(_:) runs no handlers; only the user's tap does.",
            ],
            examples: ["tap fruits", "tap header in: main"]),
        mutates: true, keywords: ["in:", "--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let itemExpr = try inv.require(nil, "the item")
        let item = try inv.identifier(itemExpr, "the item")
        var ds = try OutlineDataSource.object(inv)
        let section: String
        if let a = inv.take("in") {
            section = try inv.identifier(a.value, "the section")
            guard OutlineDataSource.sectionNames(ds).contains(section) else {
                throw ScriptError("section '\(section)' is not in the data source", at: a.value.range)
                    .suggesting(section, from: OutlineDataSource.sectionNames(ds))
            }
        } else {
            guard let found = OutlineDataSource.section(containing: item, in: ds) else {
                throw ScriptError(
                    "'\(item)' is not shown by the data source: there is no cell to tap", at: itemExpr.range,
                    help: OutlineDataSource.sectionNames(ds).isEmpty
                        ? "apply a section snapshot first: dataSource.apply(outline, to: main)" : nil
                )
                .suggesting(item, from: OutlineDataSource.itemNames(ds))
            }
            section = found
        }
        guard let current = ds.outline.sectionSnapshot(for: section, applied: ds.data.appliedSections) else {
            // NB: checked above
            throw ScriptError("section '\(section)' is not in the data source", at: itemExpr.range)
        }
        let outcome: DisclosureOutcome<String>
        do throws(DisclosureError<String>) {
            outcome = try tapDisclosure(of: item, in: current, handlers: ds.outline.sectionSnapshotHandlers)
        } catch {
            switch error {
            case .itemNotFound:
                throw ScriptError.uikit(
                    "'\(item)' is not in section '\(section)'",
                    exception: "NSInternalInconsistencyException: \(error.description)",
                    at: itemExpr.range
                ).suggesting(item, from: current.items)
            case .itemNotVisible:
                throw ScriptError(
                    "cannot tap '\(item)': it is hidden under a collapsed parent, so it has no cell",
                    at: itemExpr.range,
                    help: (try? current.parent(of: item)).flatMap { $0 }.map {
                        "tap its parent first: tap \(Format.identifier($0))"
                    })
            case .lazyChildrenRejected(let parent, let inner):
                throw ScriptError.uikit(
                    "the children registered for '\(parent)' cannot replace its children",
                    exception:
                        "\(inner.exceptionName): \(inner.uikitMessage)", at: itemExpr.range,
                    help: "an item can be in the section snapshot only once")
            }
        }
        let events = handlerEvents(outcome, current: current, handlerIsSet: ds.outline.snapshotForExpandingParentIsSet)
        var result = TapResult(
            item: item, section: section, action: outcome.action.rawValue, performed: outcome.wasPerformed,
            events: events.map(eventText))
        if !outcome.wasPerformed {
            inv.emit(result)
            inv.changedNothing = true  // no undo step, no log line
            return
        }
        let applied = try OutlineDataSource.apply(
            outcome.snapshot, to: section, animatingDifferences: true, in: &ds,
            profile: OutlineDataSource.profile(inv.session), at: itemExpr.range)
        ds.outline.sectionSnapshotHandlers = outcome.handlers
        let printed = OutlineText.applyResult(applied, state: ds.data)
        result.update = printed.result
        inv.emit(result)
        for w in printed.warnings { inv.warn(w.message, help: w.help) }
        if outcome.action == .expand, outcome.visibleChange.insertions.isEmpty,
            (try? outcome.snapshot.children(of: item))?.isEmpty ?? true
        {
            inv.note(
                "'\(item)' has no children, so expanding it shows nothing",
                help: "apps show a disclosure on parents only; children appended later will be visible")
        }
        inv.session.define(OutlineDataSource.name, ds)
    }

    /// The core's events, plus the `snapshotForExpandingParent` call UIKit still makes once the
    /// handler is set even when no registered children are left to load.
    // Evidence: [A] snapshotForExpandingParent is a closure property: once set, UIKit calls it on every
    // expansion; returning the current child snapshot keeps the children as they are.
    static func handlerEvents(
        _ outcome: DisclosureOutcome<String>, current: SectionSnapshot<String>,
        handlerIsSet: Bool
    ) -> [DisclosureEvent<String>] {
        var events = outcome.events
        let asked = events.contains { if case .snapshotForExpandingParent = $0 { true } else { false } }
        if handlerIsSet, !asked, let will = events.firstIndex(of: .willExpandItem(outcome.item)) {
            let count = (try? current.snapshot(of: outcome.item).count) ?? 0
            events.insert(
                .snapshotForExpandingParent(outcome.item, currentChildCount: count, loadedChildCount: nil), at: will + 1
            )
        }
        return events
    }

    static func eventText(_ e: DisclosureEvent<String>) -> String {
        let id = Format.identifier
        switch e {
        case .shouldExpandItem(let i, let answer): return "shouldExpandItem(\(id(i))) -> \(answer)"
        case .shouldCollapseItem(let i, let answer): return "shouldCollapseItem(\(id(i))) -> \(answer)"
        case .willExpandItem(let i): return "willExpandItem(\(id(i)))"
        case .willCollapseItem(let i): return "willCollapseItem(\(id(i)))"
        case .snapshotForExpandingParent(let i, let current, let loaded):
            let got =
                loaded.map { "returns the registered snapshot (\(OutlineText.count($0, "item")))" }
                ?? "returns the current children unchanged"
            return
                "snapshotForExpandingParent(\(id(i)), currentChildSnapshot: \(OutlineText.count(current, "item"))) -> "
                + got
        case .expanded(let i): return "expanded \(id(i)); applying the section snapshot"
        case .collapsed(let i): return "collapsed \(id(i)); applying the section snapshot"
        }
    }

    // MARK: drag

    static let drag = CommandSpec(
        "drag",
        doc: Doc(
            usage: "drag item before: other | after: other | to: [section, item] [store: list] [--json]",
            summary:
                "the user drags item to a new place: canReorderItem, willReorder, the data source's update, didReorder with the transaction",
            details: [
                "'to:' is the destination index path once the drop is done: [section index, item index].",
                "The transaction prints initialSnapshot, finalSnapshot, the CollectionDifference over all items and one section transaction per changed section. Then both ways of updating a backing store are shown: store.applying(transaction.difference) and transaction.finalSnapshot.itemIdentifiers.",
                "'store:' names an identifier list (let store = [a, b, c]) that is updated with the difference; without it the backing store is the data source's items before the drag.",
                "Reordering needs dataSource.reorderingHandlers.canReorderItem to be set. Sections showing an outline with child items are not reordered.",
            ],
            examples: [
                "dataSource.reorderingHandlers.canReorderItem = .always", "drag apple after: cherry",
                "drag apple to: [1, 0]", "drag apple before: milk store: store",
            ]),
        mutates: true, keywords: ["before:", "after:", "to:", "store:", "--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let itemExpr = try inv.require(nil, "the item")
        let item = try inv.identifier(itemExpr, "the item")
        let destination: DropDestination<String>
        let destinationRange: ColumnRange
        let chosen = try inv.takeOne(of: ["before", "after", "to"])
        if let a = chosen, a.label == "before" {
            destination = .before(try inv.identifier(a.value, "the destination item"))
            destinationRange = a.value.range
        } else if let a = chosen, a.label == "after" {
            destination = .after(try inv.identifier(a.value, "the destination item"))
            destinationRange = a.value.range
        } else if let a = chosen {
            destination = .indexPath(try indexPath(a.value, inv))
            destinationRange = a.value.range
        } else {
            throw ScriptError(
                "missing destination for 'drag': before:, after: or to:", at: inv.nameRange,
                help: "usage: drag item before: other | after: other | to: [section, item]")
        }
        var store: (name: String, items: [String])?
        if let a = inv.take("store") {
            let (n, list) = try inv.object(a.value, as: IdentifierList.self, "store")
            store = (n, list.values)
        }
        var ds = try OutlineDataSource.object(inv)
        let sections = ds.data.appliedSections.map { ItemsInSection(section: $0.identifier, items: $0.items) }
        let transaction: ReorderingTransaction<String, String>
        do throws(ReorderingError<String, String>) {
            transaction = try Reordering.drag(
                item, to: destination, in: sections, handlers: ds.outline.reorderingHandlers)
        } catch {
            throw reorderingError(error, itemRange: itemExpr.range, destinationRange: destinationRange, ds: ds)
        }
        for st in transaction.sectionTransactions {
            if let outline = ds.outline.sectionSnapshots[st.sectionIdentifier],
                outline.entries.contains(where: { $0.level > 0 })
            {
                throw ScriptError(
                    "section '\(st.sectionIdentifier)' shows an outline with child items; the playground reorders flat sections only",
                    at: itemExpr.range,
                    help: "collapse nothing and nest nothing in sections you reorder, or apply a flat snapshot")
            }
        }
        // The data source updates its own snapshot; the view already shows the move.
        let finalContents = transaction.finalSnapshot.map { ($0.section, $0.items) }
        let next: Snapshot<String, String>
        do throws(SnapshotError) { next = try Snapshot(finalContents) } catch {
            throw ScriptError("internal error: \(error.message)")
        }
        let applied = OutlineDataSource.record(
            next, animatingDifferences: true, in: &ds, profile: OutlineDataSource.profile(inv.session))
        for st in transaction.sectionTransactions where ds.outline.sectionSnapshots[st.sectionIdentifier] != nil {
            ds.outline.sectionSnapshots[st.sectionIdentifier] = st.finalSnapshot
        }
        let printed = OutlineText.applyResult(applied, state: ds.data)

        // The seed's two ways of updating a backing store.
        let backing = store?.items ?? transaction.initialItemIdentifiers
        let viaDifference = backing.applying(transaction.difference)
        let viaFinal = transaction.finalItemIdentifiers
        if let store, let updated = viaDifference { inv.session.define(store.name, IdentifierList(updated)) }
        inv.emit(
            DragResult(
                canReorderItem: true, transaction: TransactionResult(transaction), update: printed.result,
                backingStore: DragResult.BackingStore(
                    store: store?.name, initial: backing, applyingDifference: viaDifference,
                    finalItemIdentifiers: viaFinal, agree: viaDifference == viaFinal)))
        for w in printed.warnings { inv.warn(w.message, help: w.help) }
        inv.session.define(OutlineDataSource.name, ds)
        // The app's willReorder/didReorder closures run with it once the command is done.
        inv.session.swift.pendingReorder = transaction
    }

    /// `[section, item]` or `IndexPath(item: i, section: s)`.
    static func indexPath(_ expr: Expr, _ inv: Invocation) throws(ScriptError) -> IndexPath {
        if case .array(let parts, _) = expr, parts.count == 2 {
            return IndexPath(
                // NB: parts.count == 2 checked
                try inv.integer(parts[0], "the section index"), try inv.integer(parts[1], "the item index"))
        }
        if var call = inv.callArguments(expr, callee: ["IndexPath"]).map({
            inv.nested(name: "IndexPath", nameRange: $0.calleeRange, args: $0.args, range: expr.range)
        }) {
            let item = try inv.integer(try call.require("item", "the item index"), "the item index")
            let section = try inv.integer(try call.require("section", "the section index"), "the section index")
            try call.finish()
            return IndexPath(section, item)
        }
        throw ScriptError(
            "the destination must be an index path [section, item], found '\(expr.spelling)'", at: expr.range,
            help: "for example: drag apple to: [1, 0]")
    }

    static func reorderingError(
        _ e: ReorderingError<String, String>, itemRange: ColumnRange, destinationRange: ColumnRange,
        ds: DataSourceObject
    ) -> ScriptError {
        let items = OutlineDataSource.itemNames(ds)
        switch e {
        case .reorderingDisabled:
            return ScriptError(
                "reordering is off: dataSource.reorderingHandlers.canReorderItem is not set", at: itemRange,
                help: "set dataSource.reorderingHandlers.canReorderItem = .always (UIKit starts no drag without it)")
        case .cannotReorderItem(let item):
            return ScriptError(
                "canReorderItem('\(item)') returned false: the user cannot pick '\(item)' up", at: itemRange,
                help:
                    "canReorderItem = \(ds.outline.reorderingHandlers.canReorderItem.map { OutlineText.predicate($0) } ?? "nil")"
            )
        case .itemNotFound(let item):
            return ScriptError("'\(item)' is not shown by the data source: there is no cell to drag", at: itemRange)
                .suggesting(item, from: items)
        case .destinationItemNotFound(let item, let side):
            return ScriptError(
                "cannot drop \(side.rawValue) '\(item)': it is not shown by the data source", at: destinationRange
            )
            .suggesting(item, from: items)
        case .destinationSectionOutOfRange(let path, let count):
            return ScriptError(
                "destination \(path) names section \(path.section), but the data source has \(OutlineText.count(count, "section"))",
                at: destinationRange)
        case .destinationItemOutOfRange(let path, let count):
            return ScriptError(
                "destination \(path) is out of range: section \(path.section) has \(OutlineText.count(count, "position")) for the dropped item (0...\(count - 1))",
                at: destinationRange)
        case .droppedOntoItself(let item):
            return ScriptError("'\(item)' would stay where it is: UIKit reports no reordering", at: destinationRange)
        case .duplicateSectionIdentifiers, .duplicateItemIdentifiers, .invalidDifference:
            return ScriptError("internal error: \(e.description)")
        }
    }
}
