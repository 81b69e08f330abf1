/// Maps identifiers to dense integer keys so the snapshot hashes each identifier once per
/// operation and keeps every other bookkeeping array indexed by `Int`.
///
/// Keys are handed out monotonically; a removed key becomes a tombstone until `compact()` renumbers
/// the live keys. Nothing here is observable from outside the snapshot: keys never reach results.
struct Interner<Value: Hashable> {
    private(set) var keyByValue: [Value: Int] = [:]
    /// The identifier of every key, including tombstones (which keep their last value).
    private(set) var values: [Value] = []
    private(set) var alive: [Bool] = []
    private(set) var deadCount = 0

    var keyCount: Int { values.count }
    var liveCount: Int { values.count - deadCount }

    func key(of value: Value) -> Int? { keyByValue[value] }

    mutating func reserveCapacity(_ additional: Int) {
        keyByValue.reserveCapacity(keyByValue.count + additional)
        values.reserveCapacity(values.count + additional)
        alive.reserveCapacity(alive.count + additional)
    }

    /// Returns the key of `value`, creating one if needed: one hash per call.
    mutating func intern(_ value: Value) -> (key: Int, inserted: Bool) {
        let fresh = values.count
        var inserted = false
        var found = fresh
        Self.update(&keyByValue[value, default: -1]) { key in
            if key < 0 {
                key = fresh
                inserted = true
            }
            found = key
        }
        if inserted {
            values.append(value)
            alive.append(true)
        }
        return (found, inserted)
    }

    private static func update(_ slot: inout Int, _ body: (inout Int) -> Void) { body(&slot) }

    /// Removes a live key (hashes the identifier once).
    mutating func remove(key: Int) {
        guard key >= 0, key < values.count, alive[key] else { return }  // NB: callers pass live keys
        keyByValue[values[key]] = nil
        alive[key] = false
        deadCount += 1
    }

    /// Undoes every key created at or after `firstNewKey` (error paths only).
    mutating func rollBack(to firstNewKey: Int) {
        guard firstNewKey < values.count else { return }
        for key in firstNewKey..<values.count where alive[key] {
            keyByValue[values[key]] = nil
        }
        let removedDead = alive[firstNewKey...].lazy.filter { !$0 }.count
        deadCount -= removedDead
        values.removeSubrange(firstNewKey...)
        alive.removeSubrange(firstNewKey...)
    }

    /// Whether tombstones outweigh live keys enough to be worth a renumbering.
    var wantsCompaction: Bool { deadCount > 1024 && deadCount > liveCount }

    /// Renumbers live keys densely in key order; returns old key → new key (-1 for tombstones).
    /// The dictionary keeps its hash layout (`mapValues` does not rehash).
    mutating func compact() -> [Int] {
        var remap = [Int](repeating: -1, count: values.count)
        var newValues: [Value] = []
        newValues.reserveCapacity(liveCount)
        for key in 0..<values.count where alive[key] {
            remap[key] = newValues.count
            newValues.append(values[key])
        }
        keyByValue = keyByValue.mapValues { remap[$0] }
        values = newValues
        alive = [Bool](repeating: true, count: newValues.count)
        deadCount = 0
        return remap
    }
}

extension Interner: Sendable where Value: Sendable {}
