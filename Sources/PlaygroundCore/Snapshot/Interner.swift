import CPrefetch

/// Maps identifiers to dense integer keys so the snapshot hashes each identifier once per
/// operation and keeps every other bookkeeping array indexed by `Int`.
///
/// `String` identifiers are kept as their UTF-8 bytes in an `IdentifierArena` (about 44 bytes
/// for a 36-byte identifier instead of a 96-byte heap string and slot, and no retain or release
/// per identifier when a snapshot is built or freed); they become `String`s again only when read
/// (`self[key]`). Every other type is kept in a `[Value]`. The choice is static: each method
/// branches on `Value.self == String.self`, which the compiler folds in specialised code.
///
/// Keys are handed out monotonically; a removed key becomes a tombstone until `compact()` renumbers
/// the live keys. Nothing here is observable from outside the snapshot: keys never reach results.
///
/// The table is a small open-addressing hash table (linear probing, backward-shift deletion) of
/// 8-byte buckets: 32 bits of the identifier's hash and the key. Compared with `[Value: Int]` it
/// touches one random cache line per insert instead of three, and it grows, shrinks and renumbers
/// without hashing any identifier again (the bucket position derives from the stored 32 bits).
struct Interner<Value: Hashable> {
    /// The identifier of every key, including tombstones (which keep their last value), unless
    /// `Value` is `String` (then empty, and `arena` holds them).
    private var values: [Value] = []
    /// The identifiers' bytes when `Value` is `String` (else empty).
    private var arena = IdentifierArena()
    private(set) var alive: [Bool] = []
    private(set) var deadCount = 0
    /// By key: the 32 hash bits stored in its bucket.
    private var fragments: [UInt32] = []
    /// 0 = empty; otherwise `fragment << 32 | (key + 1)`.
    private var buckets: [UInt64] = []
    private var liveInTable = 0

    var keyCount: Int { Self.usesArena ? arena.count : values.count }
    var liveCount: Int { keyCount - deadCount }

    /// Whether identifiers live in `arena` (`Value` is `String`).
    @inline(__always)
    static var usesArena: Bool { Value.self == String.self }

    /// The identifier of `key` (live or tombstone). A `String` is made from the arena's bytes.
    subscript(key: Int) -> Value {
        if Self.usesArena { return arena.string(key) as! Value }  // NB: Value is String (usesArena)
        return values[key]
    }

    /// Bytes allocated for the identifiers of a `String` interner (pages and spans; 0 otherwise):
    /// for tests that account for memory by counting bytes.
    var arenaBytes: Int { arena.allocatedBytes }

    /// Whether the arena's bookkeeping is consistent (`IdentifierArena.isConsistent`): for tests.
    var arenaIsConsistent: Bool { arena.isConsistent }

    /// Appends the identifier of a new key; `nfc` as `fragment(of:keys:)` reports it.
    @inline(__always)
    private mutating func appendValue(_ value: Value, nfc: Bool) {
        if Self.usesArena {
            arena.append(value as! String, nfc: nfc)  // NB: Value is String (usesArena)
        } else {
            values.append(value)
        }
    }

    /// Whether `key`'s identifier is `value` (`==`); `nfc` as `fragment(of:keys:)` reports it.
    @inline(__always)
    private func matches(_ key: Int, _ value: Value, nfc: Bool) -> Bool {
        if Self.usesArena { return arena.equals(key, value as! String, nfc: nfc) }  // NB: Value is String (usesArena)
        return values[key] == value
    }

    /// Whether `key`'s identifier is `value` by a check that needs no hash: the same bytes for a
    /// `String` (false may still be a canonically equal identifier), `==` for any other type.
    @inline(__always)
    private func sameBytes(_ key: Int, _ value: Value) -> Bool {
        guard Self.usesArena else { return values[key] == value }
        let bytes = arena.bytes(key)
        return (value as! String).utf8.withContiguousStorageIfAvailable {  // NB: Value is String (usesArena)
            bytes.count == $0.count && IdentifierArena.sameBytes(bytes, UnsafeRawBufferPointer($0))
        } ?? false
    }

    /// Whether `key`'s identifier equals `other`'s identifier of `otherKey`.
    @inline(__always)
    func matches(_ key: Int, _ otherKey: Int, in other: Interner) -> Bool {
        if Self.usesArena {
            return IdentifierArena.equal(
                arena.bytes(key), nfc: arena.isNFC(key),
                other.arena.bytes(otherKey), nfc: other.arena.isNFC(otherKey))
        }
        return values[key] == other.values[otherKey]
    }

    /// 32 bits of the identifier's hash, and whether a `String`'s bytes are their own NFC form
    /// (always false for other types, which never read it). `String` identifiers use
    /// `IdentifierHash` (a byte hash of their NFC form, so it agrees with `==`); every other type
    /// its own `hashValue`.
    @inline(__always)
    private static func fragment(of value: Value, keys: (UInt64, UInt64)) -> (fragment: UInt32, nfc: Bool) {
        let hash: UInt64
        var nfc = false
        if Value.self == String.self {
            let string = value as! String  // NB: Value is String, checked on the line above
            let result = IdentifierHash.string(string, keys: keys)
            hash = result.hash
            nfc = result.nfc
        } else {
            hash = UInt64(UInt(bitPattern: value.hashValue))
        }
        return (fragment(ofHash: hash), nfc)
    }

    /// The 32 bits of a hash the table stores.
    @inline(__always)
    private static func fragment(ofHash hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// The UTF-8 bytes of a String identifier where they lie (nil for any other type, or a String
    /// without contiguous UTF-8), for `internAll`'s prefetches. The buffer outlives the borrow, so
    /// it is only prefetched, never read; the list being interned keeps the String alive.
    @inline(__always)
    private static func utf8Bytes(_ value: Value) -> UnsafeRawBufferPointer? {
        guard Value.self == String.self else { return nil }
        let string = value as! String  // NB: Value is String, checked above
        return string.utf8.withContiguousStorageIfAvailable { UnsafeRawBufferPointer($0) } ?? nil
    }

    /// Asks for the cache lines of the first and the last byte of `bytes` (an identifier may
    /// straddle two lines); nothing for an empty buffer.
    @inline(__always)
    private static func prefetchEnds(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        lps_prefetch(base)
        lps_prefetch(base + (bytes.count - 1))
    }

    private static func fragment(of value: Value) -> (fragment: UInt32, nfc: Bool) {
        fragment(of: value, keys: IdentifierHash.keys)
    }

    private var mask: Int { buckets.count - 1 }

    /// The bucket holding `value`, or the empty bucket where it would go.
    private func find(_ value: Value, fragment: (fragment: UInt32, nfc: Bool)) -> (bucket: Int, key: Int?) {
        guard !buckets.isEmpty else { return (-1, nil) }
        return buckets.withUnsafeBufferPointer { table in
            Self.probe(table, mask: mask, fragment: fragment.fragment) { matches($0, value, nfc: fragment.nfc) }
        }
    }

    /// The linear probe every lookup makes: from `fragment`'s home bucket to the bucket of the
    /// key `matches` accepts among those with this fragment, or to the empty bucket where it would go.
    @inline(__always)
    private static func probe(
        _ table: UnsafeBufferPointer<UInt64>, mask: Int, fragment: UInt32,
        matches: (Int) -> Bool
    ) -> (bucket: Int, key: Int?) {
        var bucket = Int(fragment) & mask
        while true {
            let entry = table[bucket]
            if entry == 0 { return (bucket, nil) }
            if UInt32(truncatingIfNeeded: entry >> 32) == fragment {
                let key = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if matches(key) { return (bucket, key) }
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// The keys of `values`, checked as UIKit checks an argument list: a value named more than once
    /// throws `duplicate` (every repeat, in the order found) before a missing one throws `missing`
    /// (the first missing, in list order). Nothing is changed, so a mark operation can throw before
    /// it mutates.
    func existingKeys(
        of values: [Value], duplicate: ([String]) -> SnapshotError, missing: (String) -> SnapshotError
    ) throws(SnapshotError) -> [Int] {
        var keys: [Int] = []
        keys.reserveCapacity(values.count)
        var seen: Set<Int> = []
        seen.reserveCapacity(values.count)
        var absent: Set<Value> = []
        var repeats: [String] = []
        var firstMissing: Value?
        for value in values {
            if let key = key(of: value) {
                if seen.insert(key).inserted { keys.append(key) } else { repeats.append(String(describing: value)) }
            } else {
                if firstMissing == nil { firstMissing = value }
                if !absent.insert(value).inserted { repeats.append(String(describing: value)) }
            }
        }
        if !repeats.isEmpty { throw duplicate(uniqueDescriptions(repeats)) }
        if let firstMissing { throw missing(String(describing: firstMissing)) }
        return keys
    }

    func key(of value: Value) -> Int? {
        find(value, fragment: Self.fragment(of: value)).key
    }

    /// The key of `value`, trying `hint` first: snapshots derived from one another (or built in the
    /// same order) share keys, and one equality check is cheaper than hashing. Correct for any
    /// hint, because a live key names exactly one value.
    func sharedKey(_ hint: Int, of value: Value) -> Int? {
        if hint >= 0, hint < keyCount, alive[hint], sameBytes(hint, value) { return hint }
        return key(of: value)
    }

    /// `sharedKey(_:of:)` for the identifier of `otherKey` in `other`, without reading it out: the
    /// hint is confirmed by comparing the two stored identifiers (their bytes, for Strings), and a
    /// lookup probes with `other`'s stored fragment (equal identifiers have equal fragments: both
    /// interners hash with the process's keys), so no `String` is made and nothing is hashed.
    func sharedKey(_ hint: Int, ofKey otherKey: Int, in other: Interner) -> Int? {
        let fragment = other.fragments[otherKey]
        if hint >= 0, hint < keyCount, alive[hint], fragments[hint] == fragment, matches(hint, otherKey, in: other) {
            return hint
        }
        guard !buckets.isEmpty else { return nil }
        return buckets.withUnsafeBufferPointer { table in
            Self.probe(table, mask: mask, fragment: fragment) { matches($0, otherKey, in: other) }.key
        }
    }

    /// For each key of `other`, this interner's key of the same value (-1 when absent). Keys
    /// shared by both are confirmed with one equality check; the rest are looked up in chunks
    /// whose home buckets, spans and bytes are prefetched a stage at a time (`translateKeys`).
    func translate(_ keys: [Int], from other: Interner<Value>) -> [Int] {
        [Int](unsafeUninitializedCapacity: keys.count) { result, initialized in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: keys.count) { narrow in
                translate(keys, from: other, into: narrow.baseAddress!)
                for index in 0..<keys.count { result.initializeElement(at: index, to: Int(narrow[index])) }
            }
            initialized = keys.count
        }
    }

    /// `translate(_:from:)` into `result[0 ..< keys.count]` (32-bit: the diff's scratch). Keys fit:
    /// they stay below 2^31 - 1 (a table of 2^31 identifiers would need 32 GiB for their values).
    func translate(_ keys: [Int], from other: Interner<Value>, into result: UnsafeMutablePointer<Int32>) {
        result.initialize(repeating: -1, count: keys.count)
        guard !buckets.isEmpty else { return }
        translateKeys(keys, from: other, into: result)
    }

    /// The work of `translate(_:from:into:)`. Each chunk's lookups go in stages: prefetch every
    /// home bucket; read them and prefetch the spans of the keys whose fragment matches; read
    /// those and prefetch the first and last line of their bytes; then probe and compare. So a
    /// chunk's cache misses overlap. Prefetches, not loads into a sink: a load blocks retirement
    /// until its line arrives, and a stage of 128 filled the reorder buffer (the 100k shuffle's
    /// diff took 7.9 ms with loads, 5.9 with prefetches; BENCHMARKS.md, step 9).
    private func translateKeys(_ keys: [Int], from other: Interner<Value>, into result: UnsafeMutablePointer<Int32>) {
        // 128 lookups a step: 4 times the misses in flight that 32 allowed (the cold lookups of a
        // shuffle took 7-10 % less time, measured inside the diff); with the prefetches, steps of
        // 64 and 256 measured no better.
        let chunk = 128
        let mask = self.mask
        let keyCount = self.keyCount
        arena.withReader { mineArena in
            other.arena.withReader { theirArena in
                // Whether my `key` and their `theirKey` name the same identifier.
                func same(_ key: Int, _ theirKey: Int) -> Bool {
                    if Self.usesArena { return mineArena.equal(key, theirArena, theirKey) }
                    return values[key] == other.values[theirKey]
                }
                keys.withUnsafeBufferPointer { keys in
                    buckets.withUnsafeBufferPointer { table in
                        fragments.withUnsafeBufferPointer { mine in
                            other.fragments.withUnsafeBufferPointer { theirs in
                                alive.withUnsafeBufferPointer { alive in
                                    withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * chunk) { scratch in
                                        let pending = scratch.baseAddress!
                                        let candidates = pending + chunk  // the key in each pending key's home bucket
                                        var start = 0
                                        while start < keys.count {
                                            let end = min(start + chunk, keys.count)
                                            var count = 0
                                            for index in start..<end {
                                                let key = keys[index]
                                                // The stored 32-bit fragments disprove most mismatched hints without a
                                                // String comparison (snapshots built independently share few keys).
                                                if key < keyCount, alive[key], mine[key] == theirs[key], same(key, key)
                                                {
                                                    result[index] = Int32(truncatingIfNeeded: key)
                                                } else {
                                                    pending[count] = index
                                                    count += 1
                                                }
                                            }
                                            for offset in 0..<count {
                                                lps_prefetch(
                                                    table.baseAddress! + (Int(theirs[keys[pending[offset]]]) & mask))
                                            }
                                            if Self.usesArena {
                                                // Comparing reads an entry's span, then its bytes, both anywhere in
                                                // the arena: ask for those of each home bucket's key now (when its
                                                // fragment matches), one step for the whole chunk at a time, so the
                                                // misses overlap.
                                                for offset in 0..<count {
                                                    let fragment = theirs[keys[pending[offset]]]
                                                    let entry = table[Int(fragment) & mask]
                                                    let matching =
                                                        entry != 0
                                                        && UInt32(truncatingIfNeeded: entry >> 32) == fragment
                                                    candidates[offset] =
                                                        matching ? Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1 : -1
                                                    if matching {
                                                        lps_prefetch(mineArena.spans.baseAddress! + candidates[offset])
                                                    }
                                                }
                                                for offset in 0..<count where candidates[offset] >= 0 {
                                                    Self.prefetchEnds(mineArena.bytes(candidates[offset]))
                                                }
                                            }
                                            for offset in 0..<count {
                                                let index = pending[offset]
                                                let theirKey = keys[index]
                                                if let key = Self.probe(
                                                    table, mask: mask, fragment: theirs[theirKey],
                                                    matches: { same($0, theirKey) }
                                                ).key {
                                                    result[index] = Int32(truncatingIfNeeded: key)
                                                }
                                            }
                                            start = end
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    mutating func reserveCapacity(_ additional: Int) {
        // Grow geometrically; reserving the exact count on every append makes
        // section-by-section appends quadratic (each call reallocates and copies).
        let needed = keyCount + additional
        if alive.capacity < needed {
            let capacity = Swift.max(needed, alive.capacity * 2)
            if Self.usesArena { arena.reserveCapacity(capacity) } else { values.reserveCapacity(capacity) }
            alive.reserveCapacity(capacity)
            fragments.reserveCapacity(capacity)
        }
        ensureCapacity(liveInTable + additional)
    }

    /// Keeps the load factor at or below 3/4.
    private mutating func ensureCapacity(_ count: Int) {
        guard count * 4 > buckets.count * 3 else { return }
        var capacity = max(16, buckets.count)
        while count * 4 > capacity * 3 { capacity *= 2 }
        rebuildTable(capacity: capacity)
    }

    /// Re-places every live key from its stored fragment (no hashing).
    private mutating func rebuildTable(capacity: Int) {
        buckets = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        for key in 0..<keyCount where alive[key] {
            var bucket = Int(fragments[key]) & mask
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = UInt64(fragments[key]) << 32 | UInt64(key + 1)
        }
    }

    /// Returns the key of `value`, creating one if needed: one hash per call.
    mutating func intern(_ value: Value) -> (key: Int, inserted: Bool) {
        ensureCapacity(liveInTable + 1)
        return intern(value, fragment: Self.fragment(of: value))
    }

    /// Interns a whole list and returns the key of each identifier, in list order. `found(index,
    /// key)` is called, in order, for every identifier that already had a key (including one named
    /// earlier in the same list); a key not reported is new. Prefetches the next chunk's String
    /// bytes (a shuffled list's strings lie anywhere in the heap) and, once a chunk is hashed, its
    /// home buckets, so the cache misses of a large build overlap instead of queueing. The bytes'
    /// addresses are found first and prefetched after (`utf8Bytes`): a C call made while a String
    /// is borrowed makes the compiler retain and release it, a write to the cold string's header.
    /// Prefetching inside the borrow made the two 100k builds slower (9.4 ms against 6.7 with
    /// loads into a sink); with `utf8Bytes` they take 4.4 ms against 7.3 (BENCHMARKS.md, step 9).
    ///
    /// The table is moved out of `self` for the loop and probed through a buffer pointer, and the
    /// new keys' fragments, liveness and (for `String`s) spans are appended once per chunk: per
    /// identifier that leaves its hash, its probe, one write of its key and the copy of its bytes
    /// (or one append of a non-String identifier), and no uniqueness or bounds checks.
    mutating func internAll(_ list: [Value], found: (Int, Int) -> Void) -> [Int] {
        ensureCapacity(liveInTable + list.count)
        let chunk = 32
        let keys = IdentifierHash.keys
        let mask = self.mask
        var table = buckets
        buckets = []
        var nextKey = keyCount
        let result = [Int](unsafeUninitializedCapacity: list.count) { output, initialized in
            table.withUnsafeMutableBufferPointer { table in
                list.withUnsafeBufferPointer { items in
                    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 4 * chunk) { scratch in
                        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: chunk) { addedScratch in
                            let added = addedScratch.baseAddress!  // fragments of this chunk's new keys
                            // fragment << 32 | nfc (1 when the bytes are their own NFC form)
                            let hashes = scratch.baseAddress!
                            let lengths = hashes + chunk  // UTF-8 lengths (Strings only)
                            let spans = hashes + 2 * chunk  // spans of this chunk's new entries, not yet in the arena
                            let pendingIndexes = hashes + 3 * chunk  // their indexes in `list`
                            var pending = 0  // spans waiting; keys from `nextKey - pending` on are theirs
                            // Appends the pending spans (the arena's own bookkeeping must be whole before
                            // anything but `placeInRoom` uses the arena).
                            func flushSpans() {
                                if pending > 0 { arena.appendSpans(UnsafeBufferPointer(start: spans, count: pending)) }
                                pending = 0
                            }
                            var start = 0
                            // Asks for the bytes of `items[range]` (Strings only).
                            func prefetchBytes(_ range: Range<Int>) {
                                guard Value.self == String.self else { return }
                                for index in range {
                                    if let bytes = Self.utf8Bytes(items[index]) { Self.prefetchEnds(bytes) }
                                }
                            }
                            prefetchBytes(0..<min(chunk, list.count))
                            // Nothing else touches the arena until this loop ends (self is held inout).
                            var room = Self.usesArena ? arena.room() : IdentifierArena.Room(next: nil, left: 0)
                            while start < list.count {
                                let end = min(start + chunk, list.count)
                                // The next chunk's bytes, asked for now so their cache misses overlap
                                // this chunk's work.
                                prefetchBytes(end..<min(end + chunk, list.count))
                                for index in start..<end {
                                    if Self.usesArena {
                                        // The hash, and the length the bytes will take in the arena.
                                        let string = items[index] as! String  // NB: Value is String (usesArena)
                                        let result = IdentifierHash.stringAndCount(string, keys: keys)
                                        let fragment = Self.fragment(ofHash: result.hash)
                                        hashes[index - start] = UInt64(fragment) << 32 | (result.nfc ? 1 : 0)
                                        lengths[index - start] = UInt64(result.count)
                                    } else {
                                        let (fragment, isNFC) = Self.fragment(of: items[index], keys: keys)
                                        hashes[index - start] = UInt64(fragment) << 32 | (isNFC ? 1 : 0)
                                    }
                                }
                                for offset in 0..<(end - start) {
                                    lps_prefetch(
                                        table.baseAddress! + (Int(truncatingIfNeeded: hashes[offset] >> 32) & mask))
                                }
                                let firstNew = nextKey
                                for index in start..<end {
                                    let fragment = UInt32(truncatingIfNeeded: hashes[index - start] >> 32)
                                    let isNFC = hashes[index - start] & 1 != 0
                                    let committed = nextKey - pending  // keys below have their spans in the arena
                                    let (bucket, existing) = Self.probe(
                                        UnsafeBufferPointer(table), mask: mask, fragment: fragment
                                    ) {
                                        guard $0 >= committed else { return matches($0, items[index], nfc: isNFC) }
                                        // A key new in this chunk, its span still pending: compare the identifiers.
                                        return items[Int(pendingIndexes[$0 - committed])] == items[index]
                                    }
                                    if let existing {
                                        output.initializeElement(at: index, to: existing)
                                        found(index, existing)
                                        continue
                                    }
                                    let key = nextKey
                                    table[bucket] = UInt64(fragment) << 32 | UInt64(key + 1)  // NB: keys < 2^32 - 1
                                    if Self.usesArena {
                                        // The length first, then the bookkeeping, then the bytes (holding the
                                        // String across the bookkeeping costs a retain and a release).
                                        let length = Int(truncatingIfNeeded: lengths[index - start])
                                        let target: UnsafeMutableRawPointer
                                        if let placed = arena.placeInRoom(length, nfc: isNFC, room: &room) {
                                            spans[pending] = placed.span
                                            pendingIndexes[pending] = UInt64(index)
                                            pending += 1
                                            target = placed.target
                                        } else {
                                            flushSpans()
                                            target = arena.append(length, nfc: isNFC, room: &room)
                                        }
                                        IdentifierArena.copyBytes(
                                            of: items[index] as! String, count: length, to: target)  // NB: as above
                                    } else {
                                        values.append(items[index])
                                    }
                                    added[key - firstNew] = fragment
                                    nextKey += 1
                                    output.initializeElement(at: index, to: key)
                                }
                                flushSpans()
                                let addedCount = nextKey - firstNew
                                if addedCount > 0 {
                                    fragments.append(contentsOf: UnsafeBufferPointer(start: added, count: addedCount))
                                    alive.append(contentsOf: repeatElement(true, count: addedCount))
                                    liveInTable += addedCount
                                }
                                start = end
                            }
                        }
                    }
                }
            }
            initialized = list.count
        }
        buckets = table
        return result
    }

    private mutating func intern(_ value: Value, fragment: (fragment: UInt32, nfc: Bool)) -> (key: Int, inserted: Bool)
    {
        let (bucket, found) = find(value, fragment: fragment)
        if let found { return (found, false) }
        let key = keyCount
        buckets[bucket] = UInt64(fragment.fragment) << 32 | UInt64(key + 1)  // NB: keys stay below 2^32 - 1
        appendValue(value, nfc: fragment.nfc)
        alive.append(true)
        fragments.append(fragment.fragment)
        liveInTable += 1
        return (key, true)
    }

    /// Removes a live key without hashing its identifier.
    mutating func remove(key: Int) {
        guard key >= 0, key < keyCount, alive[key], !buckets.isEmpty else { return }  // NB: callers pass live keys
        let mask = self.mask
        let target = UInt64(fragments[key]) << 32 | UInt64(key + 1)
        var hole = Int(fragments[key]) & mask
        var probes = 0
        while buckets[hole] != target {
            hole = (hole + 1) & mask
            probes += 1
            if probes > mask { return }  // NB: unreachable for a live key
        }
        // Backward-shift deletion keeps every probe chain unbroken.
        buckets[hole] = 0
        var next = hole
        while true {
            next = (next + 1) & mask
            let entry = buckets[next]
            if entry == 0 { break }
            let ideal = Int(truncatingIfNeeded: entry >> 32) & mask
            let stays = hole <= next ? (hole < ideal && ideal <= next) : (hole < ideal || ideal <= next)
            if !stays {
                buckets[hole] = entry
                buckets[next] = 0
                hole = next
            }
        }
        alive[key] = false
        deadCount += 1
        liveInTable -= 1
    }

    /// Undoes every key created at or after `firstNewKey` (error paths only).
    mutating func rollBack(to firstNewKey: Int) {
        guard firstNewKey < keyCount else { return }
        for key in stride(from: keyCount - 1, through: firstNewKey, by: -1) { remove(key: key) }
        deadCount -= keyCount - firstNewKey
        if Self.usesArena { arena.removeLast(from: firstNewKey) } else { values.removeSubrange(firstNewKey...) }
        alive.removeSubrange(firstNewKey...)
        fragments.removeSubrange(firstNewKey...)
    }

    /// The sum over live keys of how far each sits from its home bucket: the probes a lookup of
    /// every identifier would take beyond the first. A counter for tests that guard the hash's
    /// spread (a hash whose low bits cluster makes this grow quadratically); never used otherwise.
    var displacement: Int {
        let mask = self.mask
        var total = 0
        for (bucket, entry) in buckets.enumerated() where entry != 0 {
            total += (bucket - Int(truncatingIfNeeded: entry >> 32) & mask + buckets.count) & mask
        }
        return total
    }

    /// Whether tombstones outweigh live keys enough to be worth a renumbering.
    var wantsCompaction: Bool { deadCount > 1024 && deadCount > liveCount }

    /// Renumbers live keys densely in key order; returns old key → new key (-1 for tombstones).
    mutating func compact() -> [Int] {
        var remap = [Int](repeating: -1, count: keyCount)
        var newValues: [Value] = []
        var newFragments: [UInt32] = []
        if !Self.usesArena { newValues.reserveCapacity(liveCount) }
        newFragments.reserveCapacity(liveCount)
        for key in 0..<keyCount where alive[key] {
            remap[key] = newFragments.count
            if !Self.usesArena { newValues.append(values[key]) }
            newFragments.append(fragments[key])
        }
        if Self.usesArena { arena = arena.compacted(keeping: alive) } else { values = newValues }
        fragments = newFragments
        alive = [Bool](repeating: true, count: newFragments.count)
        deadCount = 0
        var capacity = 16
        while liveInTable * 4 > capacity * 3 { capacity *= 2 }
        rebuildTable(capacity: capacity)
        return remap
    }
}

extension Interner: Sendable where Value: Sendable {}
