import TestSupport
import Testing

@testable import PlaygroundCore

// internAll appends a chunk's new spans to the arena once per chunk (IdentifierArena.placeInRoom):
// until then an identifier repeated within the chunk is matched against the pending entry, and a
// page that runs out, an empty identifier or one longer than a page appends the pending spans
// first. Every key, every `found` report and every stored spelling must be what a dictionary
// model (Swift `==`, canonical equivalence) gives.

@Test("internAll: repeats within a chunk, full pages, empty and page-long identifiers", arguments: 0..<4)
func internAllBulkSpansKeepKeysAndBytes(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 1414)
    var interner = Interner<String>()
    var model: [String: Int] = [:]
    var spelling: [Int: String] = [:]  // the first spelling given for each key
    var pool: [String] = []  // identifiers given so far, to repeat
    func fresh(_ rng: inout SplitMix64) -> String {
        switch rng.int(0...19) {
        case 0: return ""
        case 1: return "caf\u{E9}-\(rng.int(0...40))"  // precomposed
        case 2: return "cafe\u{301}-\(rng.int(0...40))"  // decomposed: equal to the one above
        case 3: return "\u{212A}-\(rng.int(0...40))"  // Kelvin sign, equal to "K-…"
        case 4: return "K-\(rng.int(0...40))"
        case 5: return String(repeating: "x", count: IdentifierArena.pageSize + rng.int(1...300))  // longer than a page
        case 6: return "s\(rng.int(0...99))"  // small: stored inline in the String
        default: return "0123456789abcdef-0123456789abcdef-\(rng.int(0...99_999))"  // 36 bytes or so
        }
    }
    for round in 0..<12 {
        // Long enough to fill pages (a 64 KiB page holds about 1,800 of the 36-byte ones).
        let length = [0, 1, 31, 32, 33, 500, 2_500, 4_000][(round + seed) % 8]
        var list: [String] = []
        for _ in 0..<length {
            let roll = rng.int(0...9)
            if roll < 2, !list.isEmpty {
                list.append(list[list.count - 1 - rng.int(0...min(list.count - 1, 40))])  // within the chunk, mostly
            } else if roll < 3, !pool.isEmpty {
                list.append(pool[rng.int(0...(pool.count - 1))])  // from an earlier call
            } else {
                list.append(fresh(&rng))
            }
        }
        let firstNew = interner.keyCount
        var reported: [Int] = []
        let keys = interner.internAll(list) { index, _ in reported.append(index) }
        var expectedReports: [Int] = []
        var next = firstNew
        for (index, identifier) in list.enumerated() {
            if let known = model[identifier] {
                expectedReports.append(index)
                #expect(keys[index] == known, "\(identifier.debugDescription) at \(index)")
            } else {
                #expect(keys[index] == next, "\(identifier.debugDescription) at \(index)")
                model[identifier] = next
                spelling[next] = identifier
                next += 1
            }
        }
        #expect(reported == expectedReports)
        #expect(interner.keyCount == next && interner.liveCount == model.count)
        #expect(interner.arenaIsConsistent)
        for key in firstNew..<next {
            #expect(interner[key].utf8.elementsEqual(spelling[key]!.utf8), "key \(key)")
        }
        pool.append(contentsOf: list.prefix(50))
    }
    // Every identifier still finds its key afterwards, by lookup and by another bulk call.
    for (identifier, key) in model { #expect(interner.key(of: identifier) == key) }
    let all = Array(model.keys)
    let again = interner.internAll(all) { _, _ in }
    #expect(again == all.map { model[$0]! })
}
