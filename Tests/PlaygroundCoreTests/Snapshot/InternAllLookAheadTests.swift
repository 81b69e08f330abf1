import TestSupport
import Testing

@testable import PlaygroundCore

// internAll reads the next chunk's String bytes ahead of hashing it (Interner.touch): every kind of
// string (empty, small and inline, large, non-ASCII, repeated within and across chunks of 32) must
// still get the key a plain dictionary gives it, and an Int interner (no look-ahead) likewise.

@Test("internAll with its look-ahead gives every string the key a dictionary model gives", arguments: 0..<4)
func internAllLookAheadKeepsTheKeys(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 404)
    let shapes: [(inout SplitMix64) -> String] = [
        { _ in "" },
        { rng in "s\(Int.random(in: 0..<50, using: &rng))" },  // small: stored inline
        { rng in "identifier-\(Int.random(in: 0..<400, using: &rng))-0123456789abcdef" },  // large, native
        { rng in "caf\u{E9}-\(Int.random(in: 0..<30, using: &rng))" },  // non-ASCII, precomposed
        { rng in "cafe\u{301}-\(Int.random(in: 0..<30, using: &rng))" },  // canonically equal to the one above
    ]
    var interner = Interner<String>()
    var model: [String: Int] = [:]
    for round in 0..<6 {
        let length = [0, 1, 31, 32, 33, 64, 65, 200][(round + seed) % 8] + round
        let list = (0..<length).map { _ in shapes[Int.random(in: 0..<shapes.count, using: &rng)](&rng) }
        var seen: [Int] = []
        interner.internAllEach(list) { index, key, inserted in
            seen.append(index)
            if let known = model[list[index]] {
                #expect(!inserted && key == known, "\(list[index].debugDescription)")
            } else {
                #expect(inserted && key == model.count, "\(list[index].debugDescription)")
                model[list[index]] = key
            }
        }
        #expect(seen == Array(0..<length))
        #expect(interner.liveCount == model.count)
    }
    var ints = Interner<Int>()
    var intKeys: [Int: Int] = [:]
    let numbers = (0..<300).map { _ in Int.random(in: 0..<120, using: &rng) }
    ints.internAllEach(numbers) { index, key, _ in
        if let known = intKeys[numbers[index]] { #expect(key == known) } else { intKeys[numbers[index]] = key }
    }
    #expect(ints.liveCount == Set(numbers).count)
}
