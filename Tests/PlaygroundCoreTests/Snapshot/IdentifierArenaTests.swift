import TestSupport
import Testing

@testable import PlaygroundCore

// `Interner<String>` keeps identifiers as UTF-8 bytes in an `IdentifierArena`. These tests hold it
// to a model: a list of (first spelling given, key) pairs looked up with Swift's own `==`
// (canonical equivalence), the bytes read back compared byte for byte with the first spelling,
// through random interning, removal, rollback, compaction and copies, with identifiers that are
// empty, small, 36-byte, a few hundred bytes, longer than a page and non-ASCII in both composed
// and decomposed forms.

private struct SpellingModel {
    var entries: [(spelling: String, key: Int)] = []
    func key(of value: String) -> Int? { entries.first { $0.spelling == value }?.key }
}

/// A random identifier; canonically equivalent spellings of the same identifier are likely.
private func arenaIdentifier(_ rng: inout SplitMix64) -> String {
    let n = rng.int(0...40)
    switch rng.int(0...11) {
    case 0: return ""
    case 1: return "s\(n)"  // small: a String stores it inline
    case 2: return "0000000\(n)-aaaa-bbbb-cccc-dddddddddddd".suffix(36).description  // 36 bytes
    case 3: return "caf\u{E9}-\(n)"  // precomposed é
    case 4: return "cafe\u{301}-\(n)"  // the same identifier, decomposed
    case 5: return "\u{212A}\(n % 5)"  // Kelvin sign: equal to "K"
    case 6: return "K\(n % 5)"
    case 7: return "\u{C5}ngstr\u{F6}m-\(n % 7)"  // Å precomposed
    case 8: return "A\u{30A}ngstro\u{308}m-\(n % 7)"  // Å and ö decomposed
    case 9: return String(repeating: "long-\(n % 3)-", count: 60)  // ~400 bytes
    case 10: return "\u{1F600}\u{1F44D}\u{1F3FD}-\(n)"  // emoji, a skin-tone sequence
    default: return String(repeating: "\(n % 2)", count: IdentifierArena.pageSize + 17 * (n % 3))  // over a page
    }
}

@Test("String identifiers in the arena read back byte for byte and compare as Swift Strings", arguments: 0..<6)
func arenaInternerAgreesWithModel(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 0xA7E4A)
    var interner = Interner<String>()
    var model = SpellingModel()
    var copies: [(Interner<String>, SpellingModel)] = []

    func checkAll(_ interner: Interner<String>, _ model: SpellingModel) {
        #expect(interner.liveCount == model.entries.count)
        for entry in model.entries {
            #expect(
                Array(interner[entry.key].utf8) == Array(entry.spelling.utf8),
                "bytes of \(entry.spelling.debugDescription)")
            #expect(interner.key(of: entry.spelling) == entry.key)
        }
    }

    for step in 0..<400 {
        let value = arenaIdentifier(&rng)
        switch rng.int(0...12) {
        case 0...3:
            let (key, inserted) = interner.intern(value)
            if let known = model.key(of: value) {
                #expect(!inserted && key == known, "\(value.debugDescription)")
            } else {
                #expect(inserted, "\(value.debugDescription)")
                model.entries.append((value, key))
            }
        case 4...5:
            let list = (0..<rng.int(0...70)).map { _ in arenaIdentifier(&rng) }
            interner.internAllEach(list) { index, key, inserted in
                if let known = model.key(of: list[index]) {
                    #expect(!inserted && key == known, "\(list[index].debugDescription)")
                } else {
                    #expect(inserted, "\(list[index].debugDescription)")
                    model.entries.append((list[index], key))
                }
            }
        case 6...7:
            if !model.entries.isEmpty {
                let index = rng.int(0...(model.entries.count - 1))
                interner.remove(key: model.entries[index].key)
                model.entries.remove(at: index)
            }
        case 8:
            // A failed placement: new keys (some long, some spelled like existing ones) taken back.
            let first = interner.keyCount
            for _ in 0..<rng.int(1...5) { _ = interner.intern(arenaIdentifier(&rng) + "-rolled-back") }
            _ = interner.intern(String(repeating: "r", count: IdentifierArena.pageSize * 2 + 5))
            interner.rollBack(to: first)
            #expect(interner.keyCount == first)
        case 9:
            if rng.int(0...4) == 0 {
                let remap = interner.compact()
                model.entries = model.entries.map { ($0.spelling, remap[$0.key]) }
            }
        case 10:
            // A copy shares pages; later writes to either side must not show in the other.
            copies.append((interner, model))
            if copies.count > 3 { copies.removeFirst() }
        case 11:
            let hint = rng.int(-1...(interner.keyCount + 1))
            #expect(interner.sharedKey(hint, of: value) == model.key(of: value), "\(value.debugDescription)")
        default:
            // Entries of two interners compared without making Strings (Snapshot ==, translate).
            if let (copy, copyModel) = copies.last {
                let keys = copyModel.entries.map(\.key)
                let translated = interner.translate(keys, from: copy)
                for (index, entry) in copyModel.entries.enumerated() {
                    #expect(
                        translated[index] == (model.key(of: entry.spelling) ?? -1), "\(entry.spelling.debugDescription)"
                    )
                    // One identifier of another interner, looked up by key (the diff's sections).
                    let hint = rng.int(0...1) == 0 ? entry.key : rng.int(-1...(interner.keyCount + 1))
                    #expect(interner.sharedKey(hint, ofKey: entry.key, in: copy) == model.key(of: entry.spelling))
                }
            }
        }
        #expect(interner.arenaIsConsistent, "step \(step)")
        #expect(interner.key(of: value) == model.key(of: value), "step \(step): \(value.debugDescription)")
        if step % 50 == 49 { checkAll(interner, model) }
    }
    checkAll(interner, model)
    for (copy, copyModel) in copies { checkAll(copy, copyModel) }
}

@Test("A key of another interner is looked up without its identifier, for any type")
func sharedKeyAcrossInterners() {
    var mine = Interner<Clashing>()
    var theirs = Interner<Clashing>()
    for value in 0..<40 { _ = mine.intern(Clashing(value: value * 2)) }
    for value in 0..<40 { _ = theirs.intern(Clashing(value: value)) }
    for theirKey in 0..<40 {
        let expected = mine.key(of: Clashing(value: theirKey))
        for hint in [-1, theirKey, theirKey / 2, 39, 80] {
            #expect(mine.sharedKey(hint, ofKey: theirKey, in: theirs) == expected, "\(theirKey) hint \(hint)")
        }
    }
}

@Test("Identifiers are stored as given, never normalised, and equal spellings are one identifier")
func arenaKeepsSpellings() throws {
    var interner = Interner<String>()
    let decomposed = "e\u{301}"
    let (key, _) = interner.intern(decomposed)
    #expect(Array(interner[key].utf8) == [0x65, 0xCC, 0x81])
    #expect(interner.intern("\u{E9}") == (key, false))
    #expect(interner.key(of: "\u{E9}") == key)
    #expect(interner.intern("") == (1, true))
    #expect(interner[1] == "" && interner.key(of: "") == 1)
    // Lengths around the byte hash's and the comparison's 8- and 16-byte steps, and a page.
    for length in [
        1, 7, 8, 9, 15, 16, 17, 36, 255, 256, 257, IdentifierArena.pageSize - 1, IdentifierArena.pageSize,
        IdentifierArena.pageSize + 1,
    ] {
        let text = String(repeating: "x", count: length)
        let (key, inserted) = interner.intern(text)
        #expect(inserted && interner[key] == text && interner.key(of: text) == key, "length \(length)")
        let other = String(repeating: "x", count: length - 1) + "y"
        #expect(interner.key(of: other) == nil, "length \(length)")
    }

    var snapshot = TestSnapshot()
    try snapshot.appendSections(["s"])
    try snapshot.appendItems(["caf\u{E9}", "A\u{30A}", "plain"])
    var other = TestSnapshot()
    try other.appendSections(["s"])
    try other.appendItems(["cafe\u{301}", "\u{C5}", "plain"])
    #expect(snapshot == other)
    #expect(
        snapshot.itemIdentifiers.map { Array($0.utf8) } == ["caf\u{E9}", "A\u{30A}", "plain"].map { Array($0.utf8) })
    #expect(other.itemIdentifiers.map { Array($0.utf8) } == ["cafe\u{301}", "\u{C5}", "plain"].map { Array($0.utf8) })
    let batch = BatchUpdate(from: snapshot, to: other)
    #expect(batch.itemInserts.isEmpty && batch.itemDeletes.isEmpty && batch.itemMoves.isEmpty)
}

@Test("An identifier longer than the length field holds (its length is stored before its bytes)")
func arenaStoresVeryLongIdentifiers() {
    var interner = Interner<String>()
    let long = String(repeating: "abcdefgh", count: IdentifierArena.longLength / 8 + 3)
    _ = interner.intern("before")
    let (key, inserted) = interner.intern(long)
    _ = interner.intern("after")
    #expect(inserted && interner[key].utf8.count == long.utf8.count && interner[key] == long)
    #expect(interner.key(of: long) == key && interner.key(of: "after") == 2 && interner[0] == "before")
    interner.rollBack(to: 1)
    #expect(interner.keyCount == 1 && interner.key(of: long) == nil && interner[0] == "before")
}

@Test("The arena's bytes for N identifiers: their UTF-8 bytes plus 8 a key, within a page")
func arenaByteAccounting() {
    var interner = Interner<String>()
    _ = interner.intern("a")
    _ = interner.intern("b")
    // A small snapshot's identifiers take the first page's smallest size, not a whole page.
    #expect(interner.arenaBytes <= IdentifierArena.firstPageSize + 8 * 16)

    interner = Interner<String>()
    let count = 100_000
    let identifiers = (0..<count).map { String(format36: $0) }
    interner.reserveCapacity(count)
    _ = interner.internAll(identifiers) { _, _ in }
    let payload = count * 36
    let spans = 8 * count
    // Pages hold whole identifiers: at most one identifier's bytes are lost at each page's end.
    let pages = (payload + IdentifierArena.pageSize - 1) / IdentifierArena.pageSize + 1
    #expect(interner.arenaBytes >= payload + spans)
    #expect(interner.arenaBytes <= pages * IdentifierArena.pageSize + spans + 8 * 1024)
    // 44 bytes an identifier, against 16 for a String slot plus a heap object per identifier.
    #expect(interner.arenaBytes / count <= 45)

    // Compaction keeps only the live identifiers' bytes.
    for key in 0..<count where key % 4 != 0 { interner.remove(key: key) }
    let remap = interner.compact()
    #expect(interner.liveCount == count / 4)
    #expect(interner.arenaBytes <= count / 4 * 44 + 2 * IdentifierArena.pageSize)
    for key in stride(from: 0, to: count, by: 4) { #expect(interner[remap[key]] == identifiers[key]) }
}

extension String {
    /// A 36-byte ASCII identifier for `number`, like the benchmark's UUID-like ones.
    fileprivate init(format36 number: Int) {
        let digits = String(number)
        self = String(repeating: "0", count: 36 - digits.count) + digits
    }
}
