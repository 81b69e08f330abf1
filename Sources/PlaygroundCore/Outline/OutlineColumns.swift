/// A section snapshot's tree in depth-first order, stored column by column.
///
/// Levels and flags live in plain `[Int]`/`[Bool]` arrays so subtree scans and visibility updates run
/// over concrete types, fast even where the generic code is not specialized for the identifier type.
/// The columns always have equal counts.
@usableFromInline
struct OutlineColumns<ItemIdentifier: Hashable & Sendable>: Sendable {
    @usableFromInline
    var items: [ItemIdentifier] = []
    @usableFromInline
    var levels: [Int] = []
    @usableFromInline
    var parents: [ItemIdentifier?] = []
    @usableFromInline
    var expanded: [Bool] = []
    /// Derived: every ancestor is expanded.
    @usableFromInline
    var visible: [Bool] = []

    @inlinable
    init() {}

    @inlinable
    init(items: [ItemIdentifier], levels: [Int], parents: [ItemIdentifier?], expanded: [Bool], visible: [Bool]) {
        self.items = items
        self.levels = levels
        self.parents = parents
        self.expanded = expanded
        self.visible = visible
    }

    @inlinable
    var count: Int { items.count }

    /// Same tree and expansion state (parents and visibility are derived from them).
    @inlinable
    func hasSameTree(as other: Self) -> Bool {
        levels == other.levels && expanded == other.expanded && items == other.items
    }

    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        items.reserveCapacity(capacity)
        levels.reserveCapacity(capacity)
        parents.reserveCapacity(capacity)
        expanded.reserveCapacity(capacity)
        visible.reserveCapacity(capacity)
    }

    @inlinable
    mutating func append(
        _ item: ItemIdentifier, level: Int, parent: ItemIdentifier?, expanded isExpanded: Bool, visible isVisible: Bool
    ) {
        items.append(item)
        levels.append(level)
        parents.append(parent)
        expanded.append(isExpanded)
        visible.append(isVisible)
    }

    @inlinable
    func slice(_ range: Range<Int>) -> Self {
        Self(
            items: Array(items[range]), levels: Array(levels[range]), parents: Array(parents[range]),
            expanded: Array(expanded[range]), visible: Array(visible[range])
        )
    }

    @inlinable
    mutating func replaceSubrange(_ range: Range<Int>, with other: Self) {
        items.replaceSubrange(range, with: other.items)
        levels.replaceSubrange(range, with: other.levels)
        parents.replaceSubrange(range, with: other.parents)
        expanded.replaceSubrange(range, with: other.expanded)
        visible.replaceSubrange(range, with: other.visible)
    }

    /// Keeps the rows whose `removed` flag is false.
    @inlinable
    mutating func remove(where removed: [Bool]) {
        var kept = Self()
        kept.reserveCapacity(count)
        for index in 0..<count where !removed[index] {
            kept.append(
                items[index], level: levels[index], parent: parents[index], expanded: expanded[index],
                visible: visible[index])
        }
        self = kept
    }

    /// The position just after the subtree rooted at `position`.
    @inlinable
    func subtreeEnd(_ position: Int) -> Int {
        let level = levels[position]
        var end = position + 1
        while end < levels.count, levels[end] > level { end += 1 }
        return end
    }

    /// Recomputes `visible` for `range`, a run of sibling subtrees whose roots are at `baseLevel` and
    /// whose parent shows its children when `parentShowsChildren`.
    @inlinable
    mutating func assignVisibility(in range: Range<Int>, baseLevel: Int, parentShowsChildren: Bool) {
        var shows: [Bool] = [parentShowsChildren]  // shows[r]: are rows at baseLevel + r visible
        for index in range {
            let relative = levels[index] - baseLevel
            guard relative >= 0, relative < shows.count else {
                assertionFailure("depth-first levels step down by one at most")  // NB: storage invariant
                continue
            }
            shows.removeLast(shows.count - relative - 1)
            let isVisible = shows[relative]
            visible[index] = isVisible
            shows.append(isVisible && expanded[index])
        }
    }
}
