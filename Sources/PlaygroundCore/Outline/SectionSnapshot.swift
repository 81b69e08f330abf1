/// The items of one section as a tree: `NSDiffableDataSourceSectionSnapshot` without the prefix.
///
/// Storage is the tree in depth-first order, column by column (`OutlineColumns`: items, levels, parents,
/// expansion flags and derived visibility flags), plus an item -> row index. Every mutation validates
/// first, then keeps the derived data exact from the first row it touched onwards, so `contains`,
/// `index(of:)`, `level(of:)`, `parent(of:)`, `isExpanded(_:)` and `isVisible(_:)` are O(1) reads.
/// Expanding or collapsing an item costs O(size of its subtree) over `[Int]`/`[Bool]` columns;
/// structural edits cost O(n) at worst (the array shift they imply anyway). Hot paths are
/// `@inlinable` so client modules get code specialized for their identifier type.
///
/// Equality compares the tree and the expansion state, as UIKit's `isEqual:` does.
public struct SectionSnapshot<ItemIdentifier: Hashable & Sendable>: Equatable, Sendable {
    /// The tree in depth-first order.
    @usableFromInline
    var tree = OutlineColumns<ItemIdentifier>()
    /// Derived: item -> row in `tree`.
    @usableFromInline
    var positions: [ItemIdentifier: Int] = [:]

    public typealias Error = SectionSnapshotError<ItemIdentifier>

    /// An empty section snapshot.
    @inlinable
    public init() {}

    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.tree.hasSameTree(as: rhs.tree)
    }
}

// MARK: - Queries

extension SectionSnapshot {
    /// Every item in depth-first order, visible or not.
    @inlinable
    public var items: [ItemIdentifier] { tree.items }

    /// The number of items, visible or not.
    @inlinable
    public var count: Int { tree.count }

    /// The items at level 0, in order.
    @inlinable
    public var rootItems: [ItemIdentifier] { rows { tree.levels[$0] == 0 } }

    /// The items whose every ancestor is expanded, in depth-first order: what the data source shows.
    @inlinable
    public var visibleItems: [ItemIdentifier] { rows { tree.visible[$0] } }

    /// The expanded items (leaves included), in depth-first order.
    @inlinable
    public var expandedItems: [ItemIdentifier] { rows { tree.expanded[$0] } }

    /// Whether the item is in the snapshot. Never raises.
    @inlinable
    public func contains(_ item: ItemIdentifier) -> Bool {
        positions[item] != nil
    }

    /// The item's position among all items (not only the visible ones), or nil when it is not there.
    @inlinable
    public func index(of item: ItemIdentifier) -> Int? {
        positions[item]
    }

    /// The item's depth: 0 for roots, independent of expansion.
    @inlinable
    public func level(of item: ItemIdentifier) throws(Error) -> Int {
        guard let position = positions[item] else { throw .itemNotFound(item) }
        return tree.levels[position]
    }

    /// The item's parent, or nil for a root.
    @inlinable
    public func parent(of item: ItemIdentifier) throws(Error) -> ItemIdentifier? {
        guard let position = positions[item] else { throw .childItemNotFound(item) }
        return tree.parents[position]
    }

    /// Whether the item is expanded (a leaf can be).
    @inlinable
    public func isExpanded(_ item: ItemIdentifier) throws(Error) -> Bool {
        guard let position = positions[item] else { throw .itemNotFound(item) }
        return tree.expanded[position]
    }

    /// Whether every ancestor of the item is expanded.
    @inlinable
    public func isVisible(_ item: ItemIdentifier) throws(Error) -> Bool {
        guard let position = positions[item] else { throw .itemNotFound(item) }
        return tree.visible[position]
    }

    /// The direct children of `parent` (the roots for nil), in order.
    @inlinable
    public func children(of parent: ItemIdentifier?) throws(Error) -> [ItemIdentifier] {
        guard let parent else { return rootItems }
        guard let position = positions[parent] else { throw .parentNotFound(parent) }
        let childLevel = tree.levels[position] + 1
        var children: [ItemIdentifier] = []
        for index in (position + 1)..<tree.subtreeEnd(position) where tree.levels[index] == childLevel {
            children.append(tree.items[index])
        }
        return children
    }

    /// One row per item in depth-first order, for renderers: everything a tree dump needs.
    @inlinable
    public var entries: [OutlineEntry<ItemIdentifier>] {
        (0..<tree.count).map { index in
            let next = index + 1
            return OutlineEntry(
                item: tree.items[index], level: tree.levels[index], parent: tree.parents[index],
                isExpanded: tree.expanded[index], isVisible: tree.visible[index],
                hasChildren: next < tree.count && tree.levels[next] > tree.levels[index]
            )
        }
    }

    /// A copy of the subtree under `parent` with its expansion state. Without the parent its children
    /// become the roots; with it, the parent is the only root.
    @inlinable
    public func snapshot(of parent: ItemIdentifier, includingParent: Bool = false) throws(Error) -> SectionSnapshot {
        guard let position = positions[parent] else { throw .parentNotFound(parent) }
        let start = includingParent ? position : position + 1
        let baseLevel = tree.levels[position] + (includingParent ? 0 : 1)
        var copy = SectionSnapshot()
        copy.tree = tree.slice(start..<tree.subtreeEnd(position))
        for index in 0..<copy.tree.count {
            copy.tree.levels[index] -= baseLevel
            if copy.tree.levels[index] == 0 { copy.tree.parents[index] = nil }
        }
        copy.tree.assignVisibility(in: 0..<copy.tree.count, baseLevel: 0, parentShowsChildren: true)
        copy.reindex(from: 0)
        return copy
    }
}

/// One item of a section snapshot with everything known about it, for rendering.
public struct OutlineEntry<ItemIdentifier: Hashable & Sendable>: Equatable, Sendable {
    public var item: ItemIdentifier
    public var level: Int
    public var parent: ItemIdentifier?
    public var isExpanded: Bool
    public var isVisible: Bool
    public var hasChildren: Bool

    @inlinable
    public init(
        item: ItemIdentifier, level: Int, parent: ItemIdentifier?, isExpanded: Bool, isVisible: Bool, hasChildren: Bool
    ) {
        self.item = item
        self.level = level
        self.parent = parent
        self.isExpanded = isExpanded
        self.isVisible = isVisible
        self.hasChildren = hasChildren
    }
}

// MARK: - Internal helpers

extension SectionSnapshot {
    /// The items of the rows that pass `include`, in order.
    @inlinable
    func rows(where include: (Int) -> Bool) -> [ItemIdentifier] {
        var result: [ItemIdentifier] = []
        for index in 0..<tree.count where include(index) { result.append(tree.items[index]) }
        return result
    }

    /// Rewrites the position index from `start` to the end.
    @inlinable
    mutating func reindex(from start: Int) {
        var index = start
        while index < tree.count {
            positions[tree.items[index]] = index
            index += 1
        }
    }

    /// Identifiers of `candidates` that are already in the tree (outside `excluded`) or repeated,
    /// each once, in the order found.
    @inlinable
    func duplicates(in candidates: [ItemIdentifier], ignoring excluded: Range<Int> = 0..<0) -> [ItemIdentifier] {
        var seen = Set<ItemIdentifier>()
        var reported = Set<ItemIdentifier>()
        var found: [ItemIdentifier] = []
        for item in candidates {
            let inTree = positions[item].map { !excluded.contains($0) } ?? false
            let repeated = !seen.insert(item).inserted
            if inTree || repeated, reported.insert(item).inserted { found.append(item) }
        }
        return found
    }

    /// Inserts ready-made rows at `position` and refreshes the index after it.
    @inlinable
    mutating func splice(_ rows: OutlineColumns<ItemIdentifier>, at position: Int) {
        tree.replaceSubrange(position..<position, with: rows)
        reindex(from: position)
    }

    /// Fresh collapsed rows for `items` under `parent` at `level`.
    @inlinable
    func makeRows(_ items: [ItemIdentifier], level: Int, parent: ItemIdentifier?, visible: Bool) -> OutlineColumns<
        ItemIdentifier
    > {
        OutlineColumns(
            items: items, levels: Array(repeating: level, count: items.count),
            parents: Array(repeating: parent, count: items.count),
            expanded: Array(repeating: false, count: items.count),
            visible: Array(repeating: visible, count: items.count)
        )
    }

    /// `other`'s rows re-rooted under `parent` at `level`, expansion kept, visibility recomputed.
    @inlinable
    func graftedRows(of other: SectionSnapshot, level: Int, parent: ItemIdentifier?, parentShowsChildren: Bool)
        -> OutlineColumns<ItemIdentifier>
    {
        var grafted = other.tree
        for index in 0..<grafted.count {
            if grafted.levels[index] == 0 { grafted.parents[index] = parent }
            grafted.levels[index] += level
        }
        grafted.assignVisibility(in: 0..<grafted.count, baseLevel: level, parentShowsChildren: parentShowsChildren)
        return grafted
    }

    /// A flat snapshot: `items` as roots.
    @inlinable
    static func roots(_ items: [ItemIdentifier]) -> SectionSnapshot {
        var snapshot = SectionSnapshot()
        snapshot.tree = snapshot.makeRows(items, level: 0, parent: nil, visible: true)
        snapshot.reindex(from: 0)
        return snapshot
    }
}
