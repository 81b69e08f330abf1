import PlaygroundCore

/// `tree`, and a section snapshot printed by name: every item of the outline in depth-first order
/// with its level, parent, expansion, visibility and child count, then the visible items.
struct SectionSnapshotTree: CommandResult {
    struct Entry: Encodable, Equatable, Sendable {
        var item: String
        var level: Int
        /// Nil at the top level (JSON null).
        var parent: String?
        var expanded: Bool
        var visible: Bool
        /// Direct children.
        var children: Int

        private enum Key: String, CodingKey { case item, level, parent, expanded, visible, children }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(item, forKey: .item)
            try c.encode(level, forKey: .level)
            if let parent { try c.encode(parent, forKey: .parent) } else { try c.encodeNil(forKey: .parent) }
            try c.encode(expanded, forKey: .expanded)
            try c.encode(visible, forKey: .visible)
            try c.encode(children, forKey: .children)
        }
    }

    var items: [Entry]
    var visibleItems: [String]

    init(_ s: SectionSnapshot<String>) {
        let entries = s.entries
        var childCounts: [String: Int] = [:]
        for e in entries { if let p = e.parent { childCounts[p, default: 0] += 1 } }
        items = entries.map { e in
            Entry(
                item: e.item, level: e.level, parent: e.parent, expanded: e.isExpanded, visible: e.isVisible,
                children: childCounts[e.item] ?? 0)
        }
        visibleItems = s.visibleItems
    }

    /// A summary line, then one line per item indented four spaces per level. Markers: `▾` an
    /// expanded parent, `▸` a collapsed parent, nothing for a leaf; `(hidden)` after an item under
    /// a collapsed ancestor; `(expanded)` after a leaf marked expanded (its future children will show).
    var lines: [String] {
        guard !items.isEmpty else { return ["SectionSnapshot: empty"] }
        let visible = items.filter(\.visible).count
        var lines = ["SectionSnapshot: \(OutlineText.count(items.count, "item")), \(visible) visible"]
        for e in items {
            let marker = e.children > 0 ? (e.expanded ? "▾ " : "▸ ") : "  "
            var line = String(repeating: "    ", count: e.level) + marker + Format.identifier(e.item)
            if e.children == 0 && e.expanded { line += "  (expanded)" }
            if !e.visible { line += "  (hidden)" }
            lines.append(line)
        }
        return lines
    }
}

/// `dataSource.sectionSnapshotHandlers`: what each handler answers, and the children registered
/// for lazy loading.
struct SectionSnapshotHandlersResult: CommandResult {
    struct Lazy: Encodable, Equatable, Sendable {
        var parent: String
        var children: SectionSnapshotTree
    }

    /// Whether `snapshotForExpandingParent` is set (a registered child snapshot sets it).
    var snapshotForExpandingParentIsSet: Bool
    /// The predicates as scripts write them (`.always`, `.only([a, b])`).
    var shouldExpandItem: String
    var shouldCollapseItem: String
    var snapshotForExpandingParent: [Lazy]

    init(_ h: SectionSnapshotHandlers<String>, isSet: Bool) {
        snapshotForExpandingParentIsSet = isSet || !h.lazyChildren.isEmpty
        shouldExpandItem = OutlineText.predicate(h.shouldExpandItem)
        shouldCollapseItem = OutlineText.predicate(h.shouldCollapseItem)
        snapshotForExpandingParent = h.lazyChildren.map {
            Lazy(parent: $0.parent, children: SectionSnapshotTree($0.children))
        }
    }

    var lines: [String] {
        var lines = [
            "sectionSnapshotHandlers.shouldExpandItem = \(shouldExpandItem)",
            "sectionSnapshotHandlers.shouldCollapseItem = \(shouldCollapseItem)",
        ]
        if !snapshotForExpandingParentIsSet {
            lines.append("sectionSnapshotHandlers.snapshotForExpandingParent = nil")
        } else if snapshotForExpandingParent.isEmpty {
            lines.append(
                "sectionSnapshotHandlers.snapshotForExpandingParent: set; no children waiting to load "
                    + "(returns the current children)"
            )
        } else {
            for entry in snapshotForExpandingParent {
                let items = entry.children.items.map(\.item)
                lines.append(
                    "sectionSnapshotHandlers.snapshotForExpandingParent(\(Format.identifier(entry.parent))) -> "
                        + "\(OutlineText.count(items.count, "item")): \(OutlineText.list(items))"
                )
            }
        }
        return lines
    }
}

/// `tap`: the handlers UIKit called for the user's disclosure tap, and the apply that followed.
struct TapResult: CommandResult {
    var item: String
    var section: String
    /// "expand" or "collapse".
    var action: String
    /// False when a should-handler said no (nothing changes, nothing is applied).
    var performed: Bool
    /// The handler calls in order, as printed.
    var events: [String]
    /// The section snapshot's apply (nil when not performed).
    var update: ApplyResult?

    var lines: [String] {
        events + (update.map(\.lines) ?? ["nothing changes: the handler said no"])
    }
}

/// A `CollectionDifference` of item identifiers: removals by old offset, then insertions by new
/// offset (ascending).
struct DifferenceResult: Encodable, Equatable, Sendable {
    struct Change: Encodable, Equatable, Sendable {
        /// "remove" or "insert".
        var change: String
        var offset: Int
        var element: String
        /// JSON null when the change has no associated offset.
        var associatedWith: Int?

        private enum Key: String, CodingKey { case change, offset, element, associatedWith }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(change, forKey: .change)
            try c.encode(offset, forKey: .offset)
            try c.encode(element, forKey: .element)
            if let associatedWith {
                try c.encode(associatedWith, forKey: .associatedWith)
            } else {
                try c.encodeNil(forKey: .associatedWith)
            }
        }
    }

    var changes: [Change]

    init(_ d: CollectionDifference<String>) {
        changes = OutlineText.changeParts(d).map {
            Change(change: $0.kind, offset: $0.offset, element: $0.element, associatedWith: $0.associated)
        }
    }

    var lines: [String] {
        let lines = changes.map { c in
            "\(c.change) offset \(c.offset) \(Format.identifier(c.element))"
                + (c.associatedWith.map { " (associatedWith: \($0))" } ?? "")
        }
        return lines.isEmpty ? ["(no changes)"] : lines
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(changes)
    }
}

/// A reordering transaction as `drag` reports it to `didReorder`.
struct TransactionResult: Encodable, Equatable, Sendable {
    struct Section: Encodable, Equatable, Sendable {
        var section: String
        var items: [String]
    }
    struct SectionTransaction: Encodable, Equatable, Sendable {
        var sectionIdentifier: String
        var initialItems: [String]
        var finalItems: [String]
        var difference: DifferenceResult
    }

    var item: String
    /// `[section, item]` before and after the drag.
    var from: [Int]
    var to: [Int]
    var initialSnapshot: [Section]
    var finalSnapshot: [Section]
    var difference: DifferenceResult
    var sectionTransactions: [SectionTransaction]

    init(_ t: ReorderingTransaction<String, String>) {
        func sections(_ s: [ItemsInSection<String, String>]) -> [Section] {
            s.map { Section(section: $0.section, items: $0.items) }
        }
        item = t.item
        from = [t.sourceIndexPath.section, t.sourceIndexPath.item]
        to = [t.destinationIndexPath.section, t.destinationIndexPath.item]
        initialSnapshot = sections(t.initialSnapshot)
        finalSnapshot = sections(t.finalSnapshot)
        difference = DifferenceResult(t.difference)
        sectionTransactions = t.sectionTransactions.map {
            SectionTransaction(
                sectionIdentifier: $0.sectionIdentifier, initialItems: $0.initialItems, finalItems: $0.finalItems,
                difference: DifferenceResult($0.difference))
        }
    }

    var lines: [String] {
        func sections(_ s: [Section]) -> String {
            s.map { "\(Format.identifier($0.section)): \(OutlineText.list($0.items))" }.joined(separator: "; ")
        }
        var lines = [
            "  initialSnapshot: " + sections(initialSnapshot),
            "  finalSnapshot:   " + sections(finalSnapshot),
            "  difference:",
        ]
        lines +=
            difference.changes.isEmpty
            ? ["    (empty: the flattened item order did not change; only the section transactions see the move)"]
            : difference.lines.map { "    " + $0 }
        lines.append("  sectionTransactions:")
        for st in sectionTransactions {
            lines.append(
                "    \(Format.identifier(st.sectionIdentifier)): \(OutlineText.list(st.initialItems)) -> "
                    + OutlineText.list(st.finalItems)
            )
            lines += st.difference.lines.map { "      " + $0 }
        }
        return lines
    }
}

/// `drag`: the user's drag, the data source's update, the transaction `didReorder` gets, and the
/// two ways of updating a backing store with it.
struct DragResult: CommandResult {
    struct BackingStore: Encodable, Equatable, Sendable {
        /// The identifier list given with `store:` (nil: the data source's items before the drag).
        var store: String?
        var initial: [String]
        /// `store.applying(transaction.difference)`; nil when the store does not match the
        /// transaction's initial snapshot (JSON null).
        var applyingDifference: [String]?
        var finalItemIdentifiers: [String]
        var agree: Bool

        private enum Key: String, CodingKey { case store, initial, applyingDifference, finalItemIdentifiers, agree }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encodeIfPresent(store, forKey: .store)
            try c.encode(initial, forKey: .initial)
            if let applyingDifference {
                try c.encode(applyingDifference, forKey: .applyingDifference)
            } else {
                try c.encodeNil(forKey: .applyingDifference)
            }
            try c.encode(finalItemIdentifiers, forKey: .finalItemIdentifiers)
            try c.encode(agree, forKey: .agree)
        }
    }

    /// Always true: a drag that `canReorderItem` refuses is an error.
    var canReorderItem: Bool
    var transaction: TransactionResult
    var update: ApplyResult
    var backingStore: BackingStore

    var lines: [String] {
        let id = Format.identifier
        let t = transaction
        var lines = [
            "canReorderItem(\(id(t.item))) -> \(canReorderItem)",
            "user drags \(id(t.item)) from [\(t.from[0]), \(t.from[1])] to [\(t.to[0]), \(t.to[1])]",
            "willReorder(transaction)",
            "the data source updates its snapshot; the collection view shows:",
        ]
        lines += update.lines.map { "  " + $0 }
        lines.append("didReorder(transaction):")
        lines += transaction.lines
        let b = backingStore
        let storeName = b.store ?? "backingStore"
        lines.append(
            "backing store (\(b.store == nil ? "the items before the drag" : "'\(storeName)'")): "
                + OutlineText.list(b.initial)
        )
        lines.append(
            "  option 1: \(storeName).applying(transaction.difference) = "
                + (b.applyingDifference.map(OutlineText.list) ?? "nil (the store does not match initialSnapshot)"))
        lines.append(
            "  option 2: transaction.finalSnapshot.itemIdentifiers = \(OutlineText.list(b.finalItemIdentifiers))")
        lines.append("  the two agree: \(b.agree)")
        return lines
    }
}
