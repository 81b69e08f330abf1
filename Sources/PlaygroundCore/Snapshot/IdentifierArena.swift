/// The UTF-8 bytes of `String` identifiers, by key, in fixed-size pages: what `Interner` keeps
/// instead of a `[String]` when its identifiers are Strings.
///
/// A 36-byte identifier as a `String` is a heap object (80 bytes with the allocator's rounding)
/// plus a 16-byte slot, and building or freeing a snapshot retains or releases every one of them.
/// Here it is its 36 bytes in a page plus an 8-byte span: offset, length and whether the bytes are
/// their own NFC form (`nfc`: then two such entries are equal exactly when their bytes are, which
/// is what `String ==`, canonical equivalence, decides). The bytes are the identifier's own,
/// never normalised: an identifier reads back exactly as it was given.
///
/// Pages are `pageSize` bytes (the first one starts small and doubles up to it), so growing never
/// copies more than one page, and a copied arena shares every page: a full page is never written
/// again, and the last one is copied before a write unless this arena holds the only reference
/// (copy-on-write, like the arrays around it). An entry longer than a page gets a page of its own
/// that spans as many page slots as it needs. Offsets are positions in that slotted space, so an
/// entry's bytes are at `bases[offset >> pageShift] + (offset & pageMask)`.
struct IdentifierArena {
    static let pageShift = 16
    static let pageSize = 1 << pageShift
    static let pageMask = pageSize - 1
    /// The smallest first page: a snapshot of a handful of short identifiers stays this small.
    static let firstPageSize = 256
    /// Lengths from this one up are stored in the 8 bytes before the entry's bytes; the span holds this.
    static let longLength = (1 << 23) - 1
    /// Offsets have 40 bits in a span (1 TiB of identifier bytes).
    static let offsetLimit = 1 << 40

    /// By key: `offset << 24 | min(length, longLength) << 1 | (nfc ? 1 : 0)`.
    private(set) var spans: [UInt64] = []
    /// By page slot: the page holding the slot's bytes (a long entry's slots share its page).
    private var pages: [ArenaPage] = []
    /// By page slot: where the slot's bytes start (`pages[slot].base`, plus the slot's place in a long entry's page).
    private var bases: [UnsafeMutableRawPointer] = []
    /// The end of the last entry: where the next one goes (if it fits in the page).
    private(set) var endOffset = 0

    var count: Int { spans.count }

    /// Bytes the arena holds for its entries' storage: page capacities plus 8 per span. For tests
    /// that account for memory by counting bytes.
    var allocatedBytes: Int {
        var total = spans.capacity * MemoryLayout<UInt64>.stride
        var previous: ArenaPage?
        for page in pages where page !== previous {
            total += page.capacity
            previous = page
        }
        return total
    }

    /// Whether every entry lies inside the page slots and the slots cover exactly the used offsets:
    /// for tests.
    var isConsistent: Bool {
        guard pages.count == bases.count, pages.count == (endOffset + Self.pageMask) >> Self.pageShift else {
            return false
        }
        for key in spans.indices {
            let offset = Int(truncatingIfNeeded: spans[key] >> 24)
            let short = Int(truncatingIfNeeded: spans[key] >> 1) & Self.longLength
            if short == 0 {
                if offset > endOffset { return false }
            } else {
                let stored = short < Self.longLength ? short : bytes(key).count + 8
                if offset + stored > endOffset || offset >> Self.pageShift >= pages.count { return false }
                if stored <= Self.pageSize && (offset & Self.pageMask) + stored > Self.pageSize { return false }
            }
        }
        return true
    }

    /// Whether the entry's bytes are their own NFC form (every ASCII identifier is).
    @inline(__always)
    func isNFC(_ key: Int) -> Bool { spans[key] & 1 != 0 }

    /// The entry's bytes; valid while this arena (or a copy sharing its pages) is alive and unchanged.
    @inline(__always)
    func bytes(_ key: Int) -> UnsafeRawBufferPointer {
        Self.bytes(span: spans[key]) { bases[$0] }
    }

    /// The bytes a span names, with `base(slot)` the start of page slot `slot`: what `bytes(_:)`
    /// and `Reader.bytes(_:)` read, each from its own view of the page slots.
    @inline(__always)
    static func bytes(span: UInt64, base: (Int) -> UnsafeMutableRawPointer) -> UnsafeRawBufferPointer {
        let offset = Int(truncatingIfNeeded: span >> 24)
        let short = Int(truncatingIfNeeded: span >> 1) & longLength
        if short == 0 { return UnsafeRawBufferPointer(start: nil, count: 0) }  // no page: none may be left for it
        let start = UnsafeRawPointer(base(offset >> pageShift)) + (offset & pageMask)
        if short < longLength { return UnsafeRawBufferPointer(start: start, count: short) }
        return UnsafeRawBufferPointer(start: start + 8, count: Int(start.loadUnaligned(as: UInt64.self)))
    }

    /// Unchecked reads of entries for a loop over many keys (`Interner.translate`): valid inside
    /// `withReader` only, while the arena is not changed.
    struct Reader {
        let spans: UnsafeBufferPointer<UInt64>
        let bases: UnsafeBufferPointer<UnsafeMutableRawPointer>

        /// Like `IdentifierArena.bytes`; `key` must be below `count`.
        @inline(__always)
        func bytes(_ key: Int) -> UnsafeRawBufferPointer {
            IdentifierArena.bytes(span: spans[key]) { bases[$0] }
        }

        @inline(__always)
        func isNFC(_ key: Int) -> Bool { spans[key] & 1 != 0 }

        /// Whether entry `key` here and entry `otherKey` of `other` are the same identifier.
        @inline(__always)
        func equal(_ key: Int, _ other: Reader, _ otherKey: Int) -> Bool {
            IdentifierArena.equal(bytes(key), nfc: isNFC(key), other.bytes(otherKey), nfc: other.isNFC(otherKey))
        }
    }

    func withReader<R>(_ body: (Reader) -> R) -> R {
        spans.withUnsafeBufferPointer { spans in
            bases.withUnsafeBufferPointer { bases in body(Reader(spans: spans, bases: bases)) }
        }
    }

    /// Free bytes at the end of the last page, already this arena's own: bulk appends
    /// (`Interner.internAll`) write there without a uniqueness check per entry. Valid until the
    /// arena is copied or changed other than through `append(_:nfc:room:)`.
    struct Room {
        var next: UnsafeMutableRawPointer?
        var left: Int
    }

    /// The room after the last entry, making the last page this arena's own first.
    mutating func room() -> Room {
        let slot = endOffset >> Self.pageShift
        guard slot < pages.count, pages[slot].capacity <= Self.pageSize else { return Room(next: nil, left: 0) }
        let used = endOffset & Self.pageMask
        if !isKnownUniquelyReferenced(&pages[slot]) {
            let page = ArenaPage(capacity: pages[slot].capacity)
            page.base.copyMemory(from: pages[slot].base, byteCount: used)
            pages[slot] = page
            bases[slot] = page.base
        }
        return Room(next: bases[slot] + used, left: pages[slot].capacity - used)
    }

    /// `appendUninitialized` for bulk appends: in `room` when the bytes fit (no page bookkeeping),
    /// else the general way, after which `room` is the new last page's.
    @inline(__always)
    mutating func append(_ length: Int, nfc: Bool, room: inout Room) -> UnsafeMutableRawPointer {
        if length > 0, length <= room.left, let target = room.next {  // NB: left <= pageSize < longLength
            room.next = target + length
            room.left -= length
            spans.append(UInt64(endOffset) << 24 | UInt64(length) << 1 | (nfc ? 1 : 0))
            endOffset += length
            return target
        }
        let target = appendUninitialized(length, nfc: nfc)
        room = self.room()
        return target
    }

    /// For bulk appends (`Interner.internAll`): places an entry of `length` bytes in `room` and
    /// returns its span and where its bytes go, without appending the span, or nil when the bytes
    /// do not fit (or there are none): then the caller appends its pending spans and uses
    /// `append(_:nfc:room:)`. Until the spans are appended with `appendSpans`, the arena is only
    /// valid for more of these calls.
    @inline(__always)
    mutating func placeInRoom(_ length: Int, nfc: Bool, room: inout Room) -> (
        span: UInt64, target: UnsafeMutableRawPointer
    )? {
        // NB: left <= pageSize < longLength
        guard length > 0, length <= room.left, let target = room.next else { return nil }
        room.next = target + length
        room.left -= length
        let span = UInt64(endOffset) << 24 | UInt64(length) << 1 | (nfc ? 1 : 0)
        endOffset += length
        return (span, target)
    }

    /// Appends the spans `placeInRoom` returned, in the order it returned them.
    mutating func appendSpans(_ placed: UnsafeBufferPointer<UInt64>) {
        spans.append(contentsOf: placed)
    }

    /// The entry as a `String`: its bytes as given.
    func string(_ key: Int) -> String {
        String(decoding: bytes(key), as: UTF8.self)
    }

    /// Appends an entry whose bytes are `string`'s UTF-8 form; `nfc` says whether they are their
    /// own NFC form (false is always safe: comparisons then go through `String`).
    mutating func append(_ string: String, nfc: Bool) {
        let target = appendUninitialized(string.utf8.count, nfc: nfc)
        Self.copyBytes(of: string, to: target)
    }

    mutating func append(_ source: UnsafeRawBufferPointer, nfc: Bool) {
        let target = appendUninitialized(source.count, nfc: nfc)
        if source.count > 0 { target.copyMemory(from: source.baseAddress!, byteCount: source.count) }
    }

    /// Appends an entry of `length` bytes and returns where they go: the caller writes them next.
    /// (Building appends in two steps so that the String whose bytes are copied is read after the
    /// arena's bookkeeping calls, not held across them: holding it costs a retain and a release.)
    mutating func appendUninitialized(_ length: Int, nfc: Bool) -> UnsafeMutableRawPointer {
        if length == 0 {
            spans.append(UInt64(endOffset) << 24 | (nfc ? 1 : 0))
            return UnsafeMutableRawPointer(bitPattern: 16)!  // never written through: no bytes
        }
        let stored = length >= Self.longLength ? length + 8 : length
        let start = reserve(stored)
        // 1 TiB; the playground stops at Limits.sessionIdentifiers (5M).
        precondition(start < Self.offsetLimit, "IdentifierArena: over \(Self.offsetLimit) bytes")  // NB: see above
        var target = bases[start >> Self.pageShift] + (start & Self.pageMask)
        if length >= Self.longLength {
            target.storeBytes(of: UInt64(length), as: UInt64.self)
            target += 8
        }
        spans.append(UInt64(start) << 24 | UInt64(min(length, Self.longLength)) << 1 | (nfc ? 1 : 0))
        return target
    }

    /// Writes `string`'s UTF-8 bytes (`string.utf8.count` of them) at `target`.
    @inline(__always)
    static func copyBytes(of string: String, to target: UnsafeMutableRawPointer) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            if !bytes.isEmpty { target.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
        }
        if done == nil {
            for (offset, byte) in string.utf8.enumerated() {
                target.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
            }
        }
    }

    /// Writes `string`'s UTF-8 bytes at `target`; `count` is `string.utf8.count`. Short identifiers
    /// are copied 8 bytes at a time in line (a call to `memmove` costs more than the copy).
    @inline(__always)
    static func copyBytes(of string: String, count: Int, to target: UnsafeMutableRawPointer) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            guard let source = bytes.baseAddress, count > 0 else { return }
            copy(UnsafeRawPointer(source), count: count, to: target)
        }
        if done == nil { copyBytes(of: string, to: target) }
    }

    /// Copies `count` bytes from `source` to `target` (not overlapping).
    @inline(__always)
    static func copy(_ source: UnsafeRawPointer, count: Int, to target: UnsafeMutableRawPointer) {
        if count > 64 {
            target.copyMemory(from: source, byteCount: count)
        } else if count >= 8 {
            var offset = 0  // below count: wrapping arithmetic needs no overflow checks
            while count &- offset > 8 {
                target.storeBytes(
                    of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
                    as: UInt64.self)
                offset &+= 8
            }
            // The last 8 bytes, overlapping ones already copied.
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self), toByteOffset: count &- 8,
                as: UInt64.self)
        } else {
            for offset in 0..<count {
                target.storeBytes(
                    of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        }
    }

    /// Makes room for `count` bytes in one piece and returns their offset; the page written to is
    /// this arena's own afterwards.
    private mutating func reserve(_ count: Int) -> Int {
        if count > Self.pageSize {
            // A long entry: a page of its own, from the next slot.
            let first = (endOffset + Self.pageMask) >> Self.pageShift
            let slots = (count + Self.pageMask) >> Self.pageShift
            trimSlots(to: first)
            let page = ArenaPage(capacity: count)
            for slot in 0..<slots {
                pages.append(page)
                bases.append(page.base + slot << Self.pageShift)
            }
            endOffset = (first + slots) << Self.pageShift
            return first << Self.pageShift
        }
        var start = endOffset
        if (start & Self.pageMask) + count > Self.pageSize { start = (start + Self.pageMask) & ~Self.pageMask }
        let slot = start >> Self.pageShift
        let end = (start & Self.pageMask) + count
        if slot == pages.count {
            let page = ArenaPage(capacity: slot == 0 ? Self.firstCapacity(for: end) : Self.pageSize)
            pages.append(page)
            bases.append(page.base)
        } else if end > pages[slot].capacity || !isKnownUniquelyReferenced(&pages[slot]) {
            // The first page grows by doubling; a shared page is copied before it is written.
            let capacity = end > pages[slot].capacity ? Self.firstCapacity(for: end) : pages[slot].capacity
            let page = ArenaPage(capacity: capacity)
            page.base.copyMemory(from: pages[slot].base, byteCount: endOffset - (slot << Self.pageShift))
            pages[slot] = page
            bases[slot] = page.base
        }
        endOffset = start + count
        return start
    }

    /// The first page's capacity for `needed` bytes: doubling from `firstPageSize` up to a page.
    private static func firstCapacity(for needed: Int) -> Int {
        var capacity = firstPageSize
        while capacity < needed { capacity *= 2 }
        return min(capacity, pageSize)
    }

    /// Drops page slots from `slot` on.
    private mutating func trimSlots(to slot: Int) {
        if slot < pages.count {
            pages.removeSubrange(slot...)
            bases.removeSubrange(slot...)
        }
    }

    mutating func reserveCapacity(_ count: Int) {
        spans.reserveCapacity(count)
    }

    var capacity: Int { spans.capacity }

    /// Drops every entry from `key` on (their bytes too).
    mutating func removeLast(from key: Int) {
        guard key < spans.count else { return }
        endOffset = Int(truncatingIfNeeded: spans[key] >> 24)
        spans.removeSubrange(key...)
        trimSlots(to: (endOffset + Self.pageMask) >> Self.pageShift)
    }

    /// The entries whose `keep` is true, in key order, in fresh pages.
    func compacted(keeping keep: [Bool]) -> IdentifierArena {
        var result = IdentifierArena()
        result.spans.reserveCapacity(keep.lazy.filter { $0 }.count)
        for key in 0..<spans.count where keep[key] { result.append(bytes(key), nfc: isNFC(key)) }
        return result
    }

    /// Whether the identifiers of two entries are equal (`String ==`): equal bytes are; different
    /// bytes of two NFC entries are not; anything else is decided by `String`.
    @inline(__always)
    static func equal(_ a: UnsafeRawBufferPointer, nfc aNFC: Bool, _ b: UnsafeRawBufferPointer, nfc bNFC: Bool) -> Bool
    {
        if a.count == b.count, sameBytes(a, b) { return true }
        if aNFC && bNFC { return false }
        return unequalBytesEqual(a, b)
    }

    /// Whether two buffers of the same length hold the same bytes (8 at a time).
    @inline(__always)
    static func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        let count = a.count
        // same bytes: a copy's entry
        guard count > 0, let x = a.baseAddress, let y = b.baseAddress, x != y else { return true }
        var offset = 0
        while count - offset >= 8 {
            if x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != y.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        if offset == count { return true }
        if count >= 8 {  // the last 8 bytes, overlapping ones already compared
            return x.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == y.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        while offset < count {
            if x.load(fromByteOffset: offset, as: UInt8.self) != y.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }

    /// The slow path of `equal`: different bytes, one side not NFC.
    @inline(never)
    static func unequalBytesEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
    }

    /// Whether entry `key` is the identifier `string` (whose `nfc` is as for `append`).
    @inline(__always)
    func equals(_ key: Int, _ string: String, nfc: Bool) -> Bool {
        let mine = bytes(key)
        let nfcMine = isNFC(key)
        if let result = string.utf8.withContiguousStorageIfAvailable({
            Self.equal(mine, nfc: nfcMine, UnsafeRawBufferPointer($0), nfc: nfc)
        }) {
            return result
        }
        return String(decoding: mine, as: UTF8.self) == string
    }
}

// The pages are written only through `reserve`/`append`, after `isKnownUniquelyReferenced` shows
// this arena holds the only reference to the page written, and read through `bases`, which point
// into pages this arena keeps alive: the arena is a value like the arrays it replaces.
extension IdentifierArena: @unchecked Sendable {}

/// One page of arena bytes (a long entry's page may span several slots).
final class ArenaPage {
    let base: UnsafeMutableRawPointer
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit { base.deallocate() }
}
