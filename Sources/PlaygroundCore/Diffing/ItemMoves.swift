extension BatchUpdate {
    /// The item moves of a batch: a random-access collection of `ItemMove`, sorted by destination
    /// like every list of the batch. Use it like the array it replaced (`for`, `map`, `count`,
    /// `append`, an array literal, `sort`, `==`).
    ///
    /// A diff fills it without touching identifiers: each move is five 32-bit numbers (both index
    /// paths and the item's key in the new snapshot) and the list shares the new snapshot's
    /// identifier storage, so an element's identifier is read when the element is. A full shuffle
    /// of 100,000 items reports 99,382 moves: as `ItemMove`s that was 4.8 MB written and a retain
    /// of every moved identifier (a cache miss each: the identifiers' storage is in old order)
    /// inside the diff, and as many releases when the batch went; now 2 MB and none. Any mutation
    /// turns the list into plain `ItemMove`s first, so it behaves exactly like `[ItemMove]`.
    public struct ItemMoves: RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
        ExpressibleByArrayLiteral, Equatable, CustomStringConvertible
    {
        /// Plain moves (empty while `records` is used).
        private var moves: [ItemMove] = []
        /// Moves as the diff found them; `identifiers[key]` names the item (the new snapshot's
        /// interner, shared: a `String` is made from its bytes when the element is read).
        private var records: [ItemMoveRecord] = []
        private var identifiers = Interner<ItemIdentifier>()

        public init() {}

        public init(arrayLiteral elements: ItemMove...) { moves = elements }

        public init<S: Sequence>(_ elements: S) where S.Element == ItemMove { moves = Array(elements) }

        /// The diff's form: `records[i].key` indexes `identifiers`.
        init(records: [ItemMoveRecord], identifiers: Interner<ItemIdentifier>) {
            if records.isEmpty { return }
            self.records = records
            self.identifiers = identifiers
        }

        /// Whether the moves are still the diff's records (no identifier copied yet): for tests.
        var storesKeys: Bool { !records.isEmpty }

        public var startIndex: Int { 0 }
        public var endIndex: Int { records.isEmpty ? moves.count : records.count }
        public var count: Int { endIndex }
        public var isEmpty: Bool { records.isEmpty && moves.isEmpty }

        public subscript(position: Int) -> ItemMove {
            get {
                guard !records.isEmpty else { return moves[position] }
                let record = records[position]
                return ItemMove(
                    from: IndexPath(Int(record.fromSection), Int(record.fromItem)),
                    to: IndexPath(Int(record.toSection), Int(record.toItem)),
                    identifiers[Int(record.key)])
            }
            set {
                makePlain()
                moves[position] = newValue
            }
        }

        public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
        where C.Element == ItemMove {
            makePlain()
            moves.replaceSubrange(subrange, with: newElements)
        }

        public mutating func reserveCapacity(_ n: Int) {
            makePlain()
            moves.reserveCapacity(n)
        }

        /// Turns the diff's records into plain moves (before any mutation).
        private mutating func makePlain() {
            guard !records.isEmpty else { return }
            moves = Array(self)
            records = []
            identifiers = Interner()
        }

        public static func == (lhs: ItemMoves, rhs: ItemMoves) -> Bool {
            lhs.count == rhs.count && lhs.elementsEqual(rhs)
        }

        public var description: String { Array(self).description }
    }
}

extension BatchUpdate.ItemMoves: Sendable where ItemIdentifier: Sendable {}

/// One item move as the diff records it: 20 bytes, no reference. Not nested in the generic
/// `BatchUpdate`, so unspecialised code (the validator) reading it needs no generic metadata.
struct ItemMoveRecord: Equatable, Sendable {
    var fromSection: Int32
    var fromItem: Int32
    var toSection: Int32
    var toItem: Int32
    /// The item's key in the new snapshot.
    var key: Int32

    init(fromSection: Int32, fromItem: Int32, toSection: Int32, toItem: Int32, key: Int32) {
        self.fromSection = fromSection
        self.fromItem = fromItem
        self.toSection = toSection
        self.toItem = toItem
        self.key = key
    }

    init(from: IndexPath, to: IndexPath, key: Int) {
        fromSection = Int32(truncatingIfNeeded: from.section)
        fromItem = Int32(truncatingIfNeeded: from.item)
        toSection = Int32(truncatingIfNeeded: to.section)
        toItem = Int32(truncatingIfNeeded: to.item)
        self.key = Int32(truncatingIfNeeded: key)
    }
}
