import TestSupport

@testable import PlaygroundCore

typealias TestBatch = BatchUpdate<String, String>

/// `del A@0 | ins B@1 | mov C 0->2 | del b[0, 1] | ins x[1, 0] | mov a[0, 0]->[1, 2] | reload ... `
func describe(_ b: TestBatch) -> String {
    var parts: [String] = []
    parts += b.sectionDeletes.map { "del \($0.identifier)@\($0.index)" }
    parts += b.sectionInserts.map { "ins \($0.identifier)@\($0.index)" }
    parts += b.sectionMoves.map { "mov \($0.identifier) \($0.from)->\($0.to)" }
    parts += b.itemDeletes.map { "del \($0.identifier)\($0.indexPath)" }
    parts += b.itemInserts.map { "ins \($0.identifier)\($0.indexPath)" }
    parts += b.itemMoves.map { "mov \($0.identifier)\($0.from)->\($0.to)" }
    parts += b.sectionReloads.map { "reload \($0.identifier)@\($0.index)" }
    parts += b.itemReloads.map { "reload \($0.identifier)\($0.indexPath)" }
    parts += b.itemReconfigures.map { "reconfigure \($0.identifier)\($0.indexPath)" }
    return parts.joined(separator: " | ")
}

func contentsEqual(_ l: [(section: String, items: [String])], _ r: [(section: String, items: [String])]) -> Bool {
    l.count == r.count && zip(l, r).allSatisfy { $0.section == $1.section && $0.items == $1.items }
}

/// Replays a batch on `old` the way the collection view would; inserted sections bring `new`'s items.
func replay(_ batch: TestBatch, old: TestSnapshot, new: TestSnapshot) -> [(section: String, items: [String])]? {
    let newContents = new.contents
    return batch.applied(to: old.contents) { index in
        newContents.indices.contains(index) ? newContents[index].items : []
    }
}

/// Brute force: the longest increasing subsequence length by trying every subset (small inputs).
func bruteForceLISLength(_ values: [Int]) -> Int {
    var best = 0
    let n = values.count
    for mask in 0..<(1 << n) {
        var last = Int.min
        var ok = true
        var size = 0
        for i in 0..<n where mask & (1 << i) != 0 {
            if values[i] <= last {
                ok = false
                break
            }
            last = values[i]
            size += 1
        }
        if ok { best = max(best, size) }
    }
    return best
}

/// A random snapshot over small alphabets.
func randomSnapshot(_ rng: inout SplitMix64, sections: Int, items: Int) -> TestSnapshot {
    let sectionNames = ["A", "B", "C", "D", "E", "F"].shuffled(using: &rng).prefix(
        Int.random(in: 0...sections, using: &rng))
    var snapshot = TestSnapshot()
    _ = try? snapshot.appendSections(Array(sectionNames))
    guard !sectionNames.isEmpty else { return snapshot }
    let pool = (0..<items).map { "i\($0)" }.shuffled(using: &rng).prefix(Int.random(in: 0...items, using: &rng))
    for item in pool {
        _ = try? snapshot.appendItems([item], toSection: sectionNames.randomElement(using: &rng))
    }
    return snapshot
}

/// A new snapshot derived from `old` by a few random steps (the common app pattern), with marks.
func randomSuccessor(of old: TestSnapshot, _ rng: inout SplitMix64, steps: Int) -> TestSnapshot {
    var new = old.withoutMarks
    for _ in 0..<steps { _ = try? new.run(randomStep(&rng)) }
    return new
}
