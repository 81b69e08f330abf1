/// How a section's visible items change between two section snapshots: what the data source sees when a
/// section snapshot is applied after an expand, a collapse or a lazy load.
///
/// Expanding and collapsing only ever produce `insertions` and `deletions` (the surviving items keep
/// their order). `moves` is non-empty only when the two snapshots reorder surviving visible items; the
/// set of moves is minimal (the survivors off a longest increasing subsequence).
public struct VisibleItemsChange<ItemIdentifier: Hashable & Sendable>: Equatable, Sendable {
    public struct Deletion: Equatable, Sendable {
        public var item: ItemIdentifier
        /// Index among the old visible items.
        public var oldIndex: Int

        @inlinable
        public init(item: ItemIdentifier, oldIndex: Int) {
            self.item = item
            self.oldIndex = oldIndex
        }
    }

    public struct Insertion: Equatable, Sendable {
        public var item: ItemIdentifier
        /// Index among the new visible items.
        public var newIndex: Int

        @inlinable
        public init(item: ItemIdentifier, newIndex: Int) {
            self.item = item
            self.newIndex = newIndex
        }
    }

    public struct Move: Equatable, Sendable {
        public var item: ItemIdentifier
        public var oldIndex: Int
        public var newIndex: Int

        @inlinable
        public init(item: ItemIdentifier, oldIndex: Int, newIndex: Int) {
            self.item = item
            self.oldIndex = oldIndex
            self.newIndex = newIndex
        }
    }

    /// Ascending `oldIndex`.
    public var deletions: [Deletion]
    /// Ascending `newIndex`.
    public var insertions: [Insertion]
    /// Ascending `newIndex`.
    public var moves: [Move]

    @inlinable
    public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }

    /// The deleted rows as index paths (old indexes) of data source section `section`.
    public func deletedIndexPaths(inSection section: Int) -> [IndexPath] {
        deletions.map { IndexPath(item: $0.oldIndex, section: section) }
    }

    /// The inserted rows as index paths (new indexes) of data source section `section`.
    public func insertedIndexPaths(inSection section: Int) -> [IndexPath] {
        insertions.map { IndexPath(item: $0.newIndex, section: section) }
    }

    @inlinable
    public init(deletions: [Deletion] = [], insertions: [Insertion] = [], moves: [Move] = []) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
    }

    /// The change from `old`'s visible items to `new`'s visible items.
    ///
    /// O(n) for the common prefix/suffix scan plus O(k log k) for the k items in between; an expand or
    /// collapse of one parent makes k the number of items that appear or disappear.
    @inlinable
    public init(from old: SectionSnapshot<ItemIdentifier>, to new: SectionSnapshot<ItemIdentifier>) {
        self.init(from: old.visibleItems, to: new.visibleItems)
    }

    /// The change between two lists of unique identifiers.
    @inlinable
    public init(from old: [ItemIdentifier], to new: [ItemIdentifier]) {
        self.init()
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)

        // Expanding or collapsing one parent leaves one side of the middle empty: no hashing needed.
        if oldMiddle.isEmpty || newMiddle.isEmpty {
            deletions = oldMiddle.map { Deletion(item: old[$0], oldIndex: $0) }
            insertions = newMiddle.map { Insertion(item: new[$0], newIndex: $0) }
            return
        }

        var newIndexOf: [ItemIdentifier: Int] = [:]
        newIndexOf.reserveCapacity(newMiddle.count)
        for index in newMiddle { newIndexOf[new[index]] = index }

        // Survivors in old order, with their new index.
        var survivors: [(item: ItemIdentifier, oldIndex: Int, newIndex: Int)] = []
        var oldItems = Set<ItemIdentifier>()
        oldItems.reserveCapacity(oldMiddle.count)
        for index in oldMiddle {
            let item = old[index]
            oldItems.insert(item)
            if let newIndex = newIndexOf[item] {
                survivors.append((item, index, newIndex))
            } else {
                deletions.append(Deletion(item: item, oldIndex: index))
            }
        }
        let staying = outlineIncreasingSubsequenceMembers(survivors.map(\.newIndex))
        for (offset, survivor) in survivors.enumerated() where !staying[offset] {
            moves.append(Move(item: survivor.item, oldIndex: survivor.oldIndex, newIndex: survivor.newIndex))
        }
        moves.sort { $0.newIndex < $1.newIndex }
        for index in newMiddle where !oldItems.contains(new[index]) {
            insertions.append(Insertion(item: new[index], newIndex: index))
        }
    }
}

/// Flags the members of one longest strictly increasing subsequence of `values` (patience sorting,
/// O(n log n)). Ties resolve to the earliest-ending candidates, so the result is deterministic.
@inlinable
func outlineIncreasingSubsequenceMembers(_ values: [Int]) -> [Bool] {
    var tails: [Int] = []  // tails[k]: offset of the smallest tail of an increasing run of length k + 1
    var previous = [Int](repeating: -1, count: values.count)
    for (offset, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[offset] = tails[low - 1] }
        if low == tails.count { tails.append(offset) } else { tails[low] = offset }
    }
    var members = [Bool](repeating: false, count: values.count)
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        members[cursor] = true
        cursor = previous[cursor]
    }
    return members
}
