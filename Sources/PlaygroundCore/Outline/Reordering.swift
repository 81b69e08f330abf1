/// One section of a flat sectioned list: the section identifier and its items in order.
public struct ItemsInSection<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Equatable,
    Sendable
{
    public var section: SectionIdentifier
    public var items: [ItemIdentifier]

    public init(section: SectionIdentifier, items: [ItemIdentifier]) {
        self.section = section
        self.items = items
    }
}

/// `UICollectionViewDiffableDataSource.ReorderingHandlers` as data. `willReorder`/`didReorder` are the
/// integrator's to report: they receive the transaction `Reordering.drag` returns.
public struct ReorderingHandlers<ItemIdentifier: Hashable & Sendable>: Equatable, Sendable {
    /// nil, as in UIKit, means no handler: the user cannot start a drag at all.
    public var canReorderItem: ItemPredicate<ItemIdentifier>?

    public init(canReorderItem: ItemPredicate<ItemIdentifier>? = nil) {
        self.canReorderItem = canReorderItem
    }
}

/// Where the user drops the dragged item.
public enum DropDestination<ItemIdentifier: Hashable & Sendable>: Equatable, Sendable {
    /// Just before this item, in its section.
    case before(ItemIdentifier)
    /// Just after this item, in its section.
    case after(ItemIdentifier)
    /// The dragged item's index path once the drop is done (UICollectionView's destination index path):
    /// section index, then the index among that section's final items.
    case indexPath(IndexPath)
}

/// A section's part of a reordering: `NSDiffableDataSourceSectionTransaction`.
public struct ReorderingSectionTransaction<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
    Equatable, Sendable
{
    public var sectionIdentifier: SectionIdentifier
    /// The section's items as a flat section snapshot (roots only), before and after.
    public var initialSnapshot: SectionSnapshot<ItemIdentifier>
    public var finalSnapshot: SectionSnapshot<ItemIdentifier>
    /// The same items as plain arrays.
    public var initialItems: [ItemIdentifier]
    public var finalItems: [ItemIdentifier]
    /// `initialItems.applying(difference) == finalItems`. Within a section the dragged item is an
    /// associated removal/insertion pair; across sections it is a removal in one and an insertion in
    /// the other.
    public var difference: CollectionDifference<ItemIdentifier>
}

/// The result of a user drag: `NSDiffableDataSourceTransaction`.
public struct ReorderingTransaction<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
    Equatable, Sendable
{
    public typealias Sections = [ItemsInSection<SectionIdentifier, ItemIdentifier>]

    /// The item the user dragged.
    public var item: ItemIdentifier
    /// Its index path before and after the drop.
    public var sourceIndexPath: IndexPath
    public var destinationIndexPath: IndexPath
    public var initialSnapshot: Sections
    public var finalSnapshot: Sections
    /// Over the flattened item identifiers: `initial.applying(difference) == final`. One associated
    /// removal/insertion pair, or empty when the flattened order did not change (the last item of a
    /// section dropped first in the next one).
    public var difference: CollectionDifference<ItemIdentifier>
    /// One per changed section, in section order.
    public var sectionTransactions: [ReorderingSectionTransaction<SectionIdentifier, ItemIdentifier>]

    /// The flattened identifiers before the drop.
    public var initialItemIdentifiers: [ItemIdentifier] { initialSnapshot.flatMap(\.items) }
    /// The flattened identifiers after the drop (`finalSnapshot.itemIdentifiers` in UIKit).
    public var finalItemIdentifiers: [ItemIdentifier] { finalSnapshot.flatMap(\.items) }
}

/// Why a drag produced no transaction.
public enum ReorderingError<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Error,
    Equatable, CustomStringConvertible
{
    /// `reorderingHandlers.canReorderItem` is not set.
    case reorderingDisabled
    /// `canReorderItem` answered false for the dragged item.
    case cannotReorderItem(ItemIdentifier)
    /// The dragged item is not in the list.
    case itemNotFound(ItemIdentifier)
    /// The item named by `.before`/`.after` is not in the list.
    case destinationItemNotFound(ItemIdentifier, InsertionSide)
    /// `.indexPath` names a section index that does not exist.
    case destinationSectionOutOfRange(IndexPath, sectionCount: Int)
    /// `.indexPath` names an item index outside `0..<finalCount` of the destination section.
    case destinationItemOutOfRange(IndexPath, finalCount: Int)
    /// The drop leaves the item where it was.
    case droppedOntoItself(ItemIdentifier)
    /// The list itself is not a valid snapshot.
    case duplicateSectionIdentifiers([SectionIdentifier])
    case duplicateItemIdentifiers([ItemIdentifier])
    /// Swift refused the difference we built: an engine bug, never expected.
    case invalidDifference

    public var description: String {
        switch self {
        case .reorderingDisabled:
            "reordering is disabled: reorderingHandlers.canReorderItem is not set"
        case .cannotReorderItem(let item):
            "canReorderItem returned false for '\(item)'"
        case .itemNotFound(let item):
            "item '\(item)' is not in the snapshot"
        case .destinationItemNotFound(let item, let side):
            "cannot drop \(side.rawValue) '\(item)': it is not in the snapshot"
        case .destinationSectionOutOfRange(let path, let count):
            "destination \(path) names section \(path.section) but there are \(count) sections"
        case .destinationItemOutOfRange(let path, let count):
            "destination \(path) is out of range: section \(path.section) has \(count) item positions after the drop"
        case .droppedOntoItself(let item):
            "'\(item)' dropped onto itself: nothing moves and UIKit reports no transaction"
        case .duplicateSectionIdentifiers(let sections):
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(sections.map { "\($0)" }.joined(separator: ", "))"
        case .duplicateItemIdentifiers(let items):
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(items.map { "\($0)" }.joined(separator: ", "))"
        case .invalidDifference:
            "internal error: the reordering difference is not a valid CollectionDifference"
        }
    }
}

/// User-driven reordering of a sectioned list.
public enum Reordering {
    /// Simulates the user dragging `item` to `destination` over `sections`, as the diffable data source
    /// does after an interactive move: it updates its snapshot and hands `didReorder` the transaction.
    public static func drag<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>(
        _ item: ItemIdentifier,
        to destination: DropDestination<ItemIdentifier>,
        in sections: [ItemsInSection<SectionIdentifier, ItemIdentifier>],
        handlers: ReorderingHandlers<ItemIdentifier>
    ) throws(ReorderingError<SectionIdentifier, ItemIdentifier>) -> ReorderingTransaction<
        SectionIdentifier, ItemIdentifier
    > {
        let location = try validate(sections)

        // OutlineRules.reorderingNeedsCanReorderItem
        guard let canReorderItem = handlers.canReorderItem else { throw .reorderingDisabled }
        guard let source = location[item] else { throw .itemNotFound(item) }
        guard canReorderItem.evaluate(item) else { throw .cannotReorderItem(item) }

        // Resolve the destination as an index path in the final lists.
        let target: IndexPath
        switch destination {
        case .before(let other), .after(let other):
            let side: InsertionSide = if case .before = destination { .before } else { .after }
            guard let anchor = location[other] else { throw .destinationItemNotFound(other, side) }
            guard other != item else { throw .droppedOntoItself(item) }
            var index = anchor.item
            if anchor.section == source.section, source.item < anchor.item { index -= 1 }  // the item left first
            target = IndexPath(item: side == .before ? index : index + 1, section: anchor.section)
        case .indexPath(let path):
            guard sections.indices.contains(path.section) else {
                throw .destinationSectionOutOfRange(path, sectionCount: sections.count)
            }
            let finalCount = sections[path.section].items.count + (path.section == source.section ? 0 : 1)
            guard path.item >= 0, path.item < finalCount else {
                throw .destinationItemOutOfRange(path, finalCount: finalCount)
            }
            target = path
        }
        // OutlineRules.unchangedDropIsRefused
        guard target != source else { throw .droppedOntoItself(item) }

        var final = sections
        final[source.section].items.remove(at: source.item)
        final[target.section].items.insert(item, at: target.item)

        // Flattened difference: one associated pair when the flat offset changes.
        let oldOffset = flatOffset(of: source, in: sections)
        let newOffset = flatOffset(of: target, in: final)
        let flatChanges: [CollectionDifference<ItemIdentifier>.Change] =
            oldOffset == newOffset
            ? []
            : [
                .remove(offset: oldOffset, element: item, associatedWith: newOffset),
                .insert(offset: newOffset, element: item, associatedWith: oldOffset),
            ]
        guard let difference = CollectionDifference(flatChanges) else { throw .invalidDifference }

        // OutlineRules.sectionTransactionsInSectionOrder
        var sectionTransactions: [ReorderingSectionTransaction<SectionIdentifier, ItemIdentifier>] = []
        for index in Set([source.section, target.section]).sorted() {
            let changes: [CollectionDifference<ItemIdentifier>.Change]
            if source.section == target.section {
                changes = [
                    .remove(offset: source.item, element: item, associatedWith: target.item),
                    .insert(offset: target.item, element: item, associatedWith: source.item),
                ]
            } else if index == source.section {
                changes = [.remove(offset: source.item, element: item, associatedWith: nil)]
            } else {
                changes = [.insert(offset: target.item, element: item, associatedWith: nil)]
            }
            guard let sectionDifference = CollectionDifference(changes) else { throw .invalidDifference }
            sectionTransactions.append(
                ReorderingSectionTransaction(
                    sectionIdentifier: sections[index].section,
                    initialSnapshot: SectionSnapshot.roots(sections[index].items),
                    finalSnapshot: SectionSnapshot.roots(final[index].items),
                    initialItems: sections[index].items,
                    finalItems: final[index].items,
                    difference: sectionDifference
                ))
        }

        return ReorderingTransaction(
            item: item, sourceIndexPath: source, destinationIndexPath: target,
            initialSnapshot: sections, finalSnapshot: final,
            difference: difference, sectionTransactions: sectionTransactions
        )
    }

    /// Same as the other `drag`, over `(section:, items:)` tuples.
    public static func drag<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>(
        _ item: ItemIdentifier,
        to destination: DropDestination<ItemIdentifier>,
        in sections: [(section: SectionIdentifier, items: [ItemIdentifier])],
        handlers: ReorderingHandlers<ItemIdentifier>
    ) throws(ReorderingError<SectionIdentifier, ItemIdentifier>) -> ReorderingTransaction<
        SectionIdentifier, ItemIdentifier
    > {
        try drag(
            item, to: destination, in: sections.map { ItemsInSection(section: $0.section, items: $0.items) },
            handlers: handlers)
    }

    /// Item -> index path, after checking that sections and items are unique.
    static func validate<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>(
        _ sections: [ItemsInSection<SectionIdentifier, ItemIdentifier>]
    ) throws(ReorderingError<SectionIdentifier, ItemIdentifier>) -> [ItemIdentifier: IndexPath] {
        var seenSections = Set<SectionIdentifier>()
        var duplicateSections: [SectionIdentifier] = []
        var location: [ItemIdentifier: IndexPath] = [:]
        var duplicateItems: [ItemIdentifier] = []
        for (sectionIndex, section) in sections.enumerated() {
            if !seenSections.insert(section.section).inserted, !duplicateSections.contains(section.section) {
                duplicateSections.append(section.section)
            }
            for (itemIndex, item) in section.items.enumerated() {
                if location[item] != nil {
                    if !duplicateItems.contains(item) { duplicateItems.append(item) }
                } else {
                    location[item] = IndexPath(item: itemIndex, section: sectionIndex)
                }
            }
        }
        guard duplicateSections.isEmpty else { throw .duplicateSectionIdentifiers(duplicateSections) }
        guard duplicateItems.isEmpty else { throw .duplicateItemIdentifiers(duplicateItems) }
        return location
    }

    static func flatOffset<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>(
        of path: IndexPath, in sections: [ItemsInSection<SectionIdentifier, ItemIdentifier>]
    ) -> Int {
        sections.prefix(path.section).reduce(path.item) { $0 + $1.items.count }
    }
}
