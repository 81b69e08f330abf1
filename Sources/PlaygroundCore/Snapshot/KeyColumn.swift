/// A column of keys (or -1) by item key, stored in 32 bits: `Snapshot.itemSection`. Reads and
/// writes `Int`, so the code that indexes with what it reads stays as it was; a million items
/// take 4 MB instead of 8.
///
/// Values must lie in `Int32`'s range (section keys: a write outside it traps, it is never
/// truncated); the column is as long as the item keys, which stay below `Snapshot.maxItemKeys`.
struct KeyColumn: Sendable, Equatable {
    private(set) var storage: [Int32] = []

    init() {}

    init(repeating value: Int, count: Int) {
        storage = [Int32](repeating: Int32(value), count: count)
    }

    var count: Int { storage.count }

    subscript(index: Int) -> Int {
        @inline(__always) get { Int(storage[index]) }
        @inline(__always) set { storage[index] = Int32(newValue) }
    }

    /// Writes `value` at every index of `indexes` (in range): one uniqueness check, not one each.
    mutating func set(_ indexes: [Int], to value: Int) {
        let narrow = Int32(value)
        storage.withUnsafeMutableBufferPointer { storage in
            for index in indexes {
                // Item keys come from the snapshot, never from input.
                precondition(index >= 0 && index < storage.count, "KeyColumn index out of range")  // NB: see above
                storage[index] = narrow
            }
        }
    }

    /// The 32-bit keys, for a loop that reads many (the diff's walk over the old snapshot's items).
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Int32>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer(body)
    }

    mutating func append(repeating value: Int, count: Int) {
        storage.append(contentsOf: repeatElement(Int32(value), count: count))
    }

    func map(_ transform: (Int) -> Int) -> KeyColumn {
        var result = KeyColumn()
        result.storage = storage.map { Int32(transform(Int($0))) }
        return result
    }
}
