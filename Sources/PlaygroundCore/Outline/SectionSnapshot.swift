/// The items of one section as a tree: `NSDiffableDataSourceSectionSnapshot` without the prefix.
///
/// Storage is the tree in depth-first order, one node per item with its level, parent, expansion flag
/// and a derived visibility flag (every ancestor expanded), plus a position index. Every mutation keeps
/// the derived data exact from the first position it touched onwards, so `contains`, `index(of:)`,
/// `level(of:)`, `parent(of:)`, `isExpanded(_:)` and `isVisible(_:)` are O(1) dictionary/array reads.
/// Expanding or collapsing an item costs O(size of its subtree); structural edits cost O(n) at worst
/// (the array shift they imply anyway).
///
/// Equality compares the tree and the expansion state, as UIKit's `isEqual:` does.
public struct SectionSnapshot<ItemIdentifier: Hashable & Sendable>: Equatable, Sendable {
    /// One item in depth-first order.
    struct Node: Equatable, Sendable {
        var item: ItemIdentifier
        var level: Int
        var parent: ItemIdentifier?
        var isExpanded: Bool
        /// Derived: every ancestor is expanded.
        var isVisible: Bool
    }

    /// The tree in depth-first order.
    var nodes: [Node] = []
    /// Derived: item -> position in `nodes`.
    var positions: [ItemIdentifier: Int] = [:]

    public typealias Error = SectionSnapshotError<ItemIdentifier>

    /// An empty section snapshot.
    public init() {}

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.nodes == rhs.nodes
    }
}

// MARK: - Queries

extension SectionSnapshot {
    /// Every item in depth-first order, visible or not.
    public var items: [ItemIdentifier] { nodes.map(\.item) }

    /// The number of items, visible or not.
    public var count: Int { nodes.count }

    /// The items at level 0, in order.
    public var rootItems: [ItemIdentifier] {
        nodes.compactMap { $0.level == 0 ? $0.item : nil }
    }

    /// The items whose every ancestor is expanded, in depth-first order: what the data source shows.
    public var visibleItems: [ItemIdentifier] {
        nodes.compactMap { $0.isVisible ? $0.item : nil }
    }

    /// The expanded items (leaves included), in depth-first order.
    public var expandedItems: [ItemIdentifier] {
        nodes.compactMap { $0.isExpanded ? $0.item : nil }
    }

    /// Whether the item is in the snapshot. Never raises.
    public func contains(_ item: ItemIdentifier) -> Bool {
        positions[item] != nil
    }

    /// The item's position among all items (not only the visible ones), or nil when it is not there.
    public func index(of item: ItemIdentifier) -> Int? {
        positions[item]
    }

    /// The item's depth: 0 for roots, independent of expansion.
    public func level(of item: ItemIdentifier) throws(Error) -> Int {
        try node(item, else: .itemNotFound(item)).level
    }

    /// The item's parent, or nil for a root.
    public func parent(of item: ItemIdentifier) throws(Error) -> ItemIdentifier? {
        try node(item, else: .childItemNotFound(item)).parent
    }

    /// Whether the item is expanded (a leaf can be).
    public func isExpanded(_ item: ItemIdentifier) throws(Error) -> Bool {
        try node(item, else: .itemNotFound(item)).isExpanded
    }

    /// Whether every ancestor of the item is expanded.
    public func isVisible(_ item: ItemIdentifier) throws(Error) -> Bool {
        try node(item, else: .itemNotFound(item)).isVisible
    }

    /// The direct children of `parent` (the roots for nil), in order.
    public func children(of parent: ItemIdentifier?) throws(Error) -> [ItemIdentifier] {
        guard let parent else { return rootItems }
        guard let position = positions[parent] else { throw .parentNotFound(parent) }
        let childLevel = nodes[position].level + 1
        return nodes[(position + 1)..<subtreeEnd(position)].compactMap { $0.level == childLevel ? $0.item : nil }
    }

    /// One row per item in depth-first order, for renderers: everything a tree dump needs.
    public var entries: [OutlineEntry<ItemIdentifier>] {
        nodes.indices.map { index in
            let node = nodes[index]
            let next = index + 1
            let hasChildren = next < nodes.count && nodes[next].level > node.level
            return OutlineEntry(
                item: node.item, level: node.level, parent: node.parent,
                isExpanded: node.isExpanded, isVisible: node.isVisible, hasChildren: hasChildren
            )
        }
    }

    /// A copy of the subtree under `parent` with its expansion state. Without the parent its children
    /// become the roots; with it, the parent is the only root.
    public func snapshot(of parent: ItemIdentifier, includingParent: Bool = false) throws(Error) -> SectionSnapshot {
        guard let position = positions[parent] else { throw .parentNotFound(parent) }
        let end = subtreeEnd(position)
        let start = includingParent ? position : position + 1
        let baseLevel = nodes[position].level + (includingParent ? 0 : 1)
        var copy = SectionSnapshot()
        copy.nodes = nodes[start..<end].map { node in
            var node = node
            node.level -= baseLevel
            if node.level == 0 { node.parent = nil }
            return node
        }
        Self.assignVisibility(&copy.nodes, in: 0..<copy.nodes.count, baseLevel: 0, parentShowsChildren: true)
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
}

// MARK: - Internal helpers

extension SectionSnapshot {
    func node(_ item: ItemIdentifier, else error: Error) throws(Error) -> Node {
        guard let position = positions[item] else { throw error }
        return nodes[position]
    }

    /// The position just after the subtree rooted at `position`.
    func subtreeEnd(_ position: Int) -> Int {
        let level = nodes[position].level
        var end = position + 1
        while end < nodes.count, nodes[end].level > level { end += 1 }
        return end
    }

    /// Whether children of `parent` (roots for nil) are visible.
    func showsChildren(of parent: ItemIdentifier?) -> Bool {
        guard let parent, let position = positions[parent] else { return true }
        return nodes[position].isVisible && nodes[position].isExpanded
    }

    /// Rewrites the position index from `start` to the end.
    mutating func reindex(from start: Int) {
        var index = start
        while index < nodes.count {
            positions[nodes[index].item] = index
            index += 1
        }
    }

    /// Recomputes `isVisible` for `range`, a run of sibling subtrees whose roots are at `baseLevel` and
    /// whose parent shows its children when `parentShowsChildren`.
    static func assignVisibility(_ nodes: inout [Node], in range: Range<Int>, baseLevel: Int, parentShowsChildren: Bool) {
        var shows: [Bool] = [parentShowsChildren]  // shows[r]: are nodes at baseLevel + r visible
        for index in range {
            let relative = nodes[index].level - baseLevel
            guard relative >= 0, relative < shows.count else {
                assertionFailure("depth-first levels step down by one at most")  // NB: storage invariant
                continue
            }
            shows.removeLast(shows.count - relative - 1)
            let visible = shows[relative]
            nodes[index].isVisible = visible
            shows.append(visible && nodes[index].isExpanded)
        }
    }

    /// Identifiers of `candidates` that are already in the tree (outside `excluded`) or repeated,
    /// each once, in the order found.
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

    /// Inserts ready-made nodes at `position` and refreshes the index after it.
    mutating func splice(_ newNodes: [Node], at position: Int) {
        nodes.insert(contentsOf: newNodes, at: position)
        reindex(from: position)
    }

    /// Fresh collapsed nodes for `items` under `parent` at `level`.
    func makeNodes(_ items: [ItemIdentifier], level: Int, parent: ItemIdentifier?, visible: Bool) -> [Node] {
        items.map { Node(item: $0, level: level, parent: parent, isExpanded: false, isVisible: visible) }
    }

    /// `other`'s nodes re-rooted under `parent` at `level`, expansion kept, visibility recomputed.
    func graftedNodes(of other: SectionSnapshot, level: Int, parent: ItemIdentifier?, parentShowsChildren: Bool) -> [Node] {
        var grafted = other.nodes.map { node in
            var node = node
            if node.level == 0 { node.parent = parent }
            node.level += level
            return node
        }
        Self.assignVisibility(&grafted, in: 0..<grafted.count, baseLevel: level, parentShowsChildren: parentShowsChildren)
        return grafted
    }
}
