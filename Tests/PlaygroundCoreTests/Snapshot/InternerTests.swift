import TestSupport
import Testing

@testable import PlaygroundCore

/// A deliberately bad hash so probe chains collide and wrap.
struct Clashing: Hashable {
    var value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(value % 5) }
}

@Test("The interner agrees with a dictionary under heavy collisions", arguments: 0..<10)
func internerAgreesWithDictionary(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) + 42)
    var interner = Interner<Clashing>()
    var model: [Int: Int] = [:]  // value -> key
    for _ in 0..<3000 {
        let value = Int.random(in: 0..<300, using: &rng)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<5:
            let (key, inserted) = interner.intern(Clashing(value: value))
            #expect(inserted == (model[value] == nil))
            if let known = model[value] { #expect(key == known) } else { model[value] = key }
        case 5..<8:
            if let key = model[value] {
                interner.remove(key: key)
                model[value] = nil
            }
        case 8:
            let first = interner.keyCount
            _ = interner.intern(Clashing(value: value + 1000))
            _ = interner.intern(Clashing(value: value + 2000))
            interner.rollBack(to: first)
        default:
            if Int.random(in: 0..<20, using: &rng) == 0 {
                let remap = interner.compact()
                model = model.mapValues { remap[$0] }
            }
        }
        #expect(interner.liveCount == model.count)
        for probe in [value, value + 1, value + 1000] {
            #expect(interner.key(of: Clashing(value: probe)) == model[probe])
        }
    }
}
