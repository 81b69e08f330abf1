extension BatchUpdate {
    /// The item deletes or inserts of a batch: a random-access collection of `ItemChange`, sorted
    /// by index path like every list of the batch. Use it like the array it replaced (`for`, `map`,
    /// `count`, `append`, an array literal, `sort`, `==`).
    ///
    /// A diff fills it without touching identifiers, like `ItemMoves`: each change is three 32-bit
    /// numbers (the index path and the item's key) and the list shares the identifier storage of
    /// the snapshot the keys belong to (the old one for deletes, the new one for inserts), so an
    /// element's identifier is read when the element is. With `String` identifiers kept as bytes
    /// (`Interner`), reading one makes a `String`: the 100,000-item 10/10/1 diff reports 20,000
    /// deletes and inserts, which as `ItemChange`s made and freed 20,000 Strings inside the diff.
    /// Any mutation turns the list into plain `ItemChange`s first, so it behaves exactly like
    /// `[ItemChange]`.
    public struct ItemChanges: RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
        ExpressibleByArrayLiteral, Equatable, CustomStringConvertible
    {
        /// Plain changes (empty while `records` is used).
        private var changes: [ItemChange] = []
        /// Changes as the diff found them; `identifiers[key]` names the item (a snapshot's
        /// interner, shared).
        private var records: [ItemChangeRecord] = []
        private var identifiers = Interner<ItemIdentifier>()

        public init() {}

        public init(arrayLiteral elements: ItemChange...) { changes = elements }

        public init<S: Sequence>(_ elements: S) where S.Element == ItemChange { changes = Array(elements) }

        /// The diff's form: `records[i].key` indexes `identifiers`.
        init(records: [ItemChangeRecord], identifiers: Interner<ItemIdentifier>) {
            if records.isEmpty { return }
            self.records = records
            self.identifiers = identifiers
        }

        /// Whether the changes are still the diff's records (no identifier copied yet): for tests.
        var storesKeys: Bool { !records.isEmpty }

        public var startIndex: Int { 0 }
        public var endIndex: Int { records.isEmpty ? changes.count : records.count }
        public var count: Int { endIndex }
        public var isEmpty: Bool { records.isEmpty && changes.isEmpty }

        public subscript(position: Int) -> ItemChange {
            get {
                guard !records.isEmpty else { return changes[position] }
                let record = records[position]
                return ItemChange(IndexPath(Int(record.section), Int(record.item)), identifiers[Int(record.key)])
            }
            set {
                makePlain()
                changes[position] = newValue
            }
        }

        public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
        where C.Element == ItemChange {
            makePlain()
            changes.replaceSubrange(subrange, with: newElements)
        }

        public mutating func reserveCapacity(_ n: Int) {
            makePlain()
            changes.reserveCapacity(n)
        }

        /// Turns the diff's records into plain changes (before any mutation).
        private mutating func makePlain() {
            guard !records.isEmpty else { return }
            changes = Array(self)
            records = []
            identifiers = Interner()
        }

        public static func == (lhs: ItemChanges, rhs: ItemChanges) -> Bool {
            lhs.count == rhs.count && lhs.elementsEqual(rhs)
        }

        public var description: String { Array(self).description }
    }
}

extension BatchUpdate.ItemChanges: Sendable where ItemIdentifier: Sendable {}

/// One item delete or insert as the diff records it: 12 bytes, no reference. Top-level for the
/// reason `ItemMoveRecord` is.
struct ItemChangeRecord: Equatable, Sendable {
    var section: Int32
    var item: Int32
    /// The item's key in the snapshot whose identifiers the list shares.
    var key: Int32

    init(_ indexPath: IndexPath, key: Int) {
        section = Int32(truncatingIfNeeded: indexPath.section)
        item = Int32(truncatingIfNeeded: indexPath.item)
        self.key = Int32(truncatingIfNeeded: key)
    }

    /// Index path order (section, then item).
    static func < (lhs: ItemChangeRecord, rhs: ItemChangeRecord) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}
