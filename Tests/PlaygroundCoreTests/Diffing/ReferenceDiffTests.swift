import TestSupport
import Testing

@testable import PlaygroundCore

// The diff's item pass and its LIS against plain models. The batch must be exactly what it was
// before the diff kept its temporaries in one 32-bit scratch block and searched the piles bit by
// bit: the same moves (which longest increasing subsequence is kept decides which items move, and
// the shell prints them), in the same order.

/// The LIS membership as `longestIncreasingSubsequenceMembership` computed it before (df87490),
/// over `[Int]` with a branching binary search: the model the 32-bit one must match element for
/// element, not just in length.
func referenceLISMembership(_ values: [Int]) -> [Bool] {
    let count = values.count
    guard count > 1 else { return [Bool](repeating: true, count: count) }
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return [Bool](repeating: true, count: count) }
    var suffixMin = [Int](repeating: Int.max, count: count + 1)
    for index in stride(from: count - 1, through: 0, by: -1) {
        suffixMin[index] = min(values[index], suffixMin[index + 1])
    }
    var keep = [Bool](repeating: false, count: count)
    var disordered: [Int] = []
    var prefixMax = Int.min
    for index in 0..<count {
        if values[index] > prefixMax && values[index] < suffixMin[index + 1] {
            keep[index] = true
        } else {
            disordered.append(index)
        }
        prefixMax = max(prefixMax, values[index])
    }
    var tails: [Int] = []  // positions in `disordered`
    var previous = [Int](repeating: -1, count: disordered.count)
    for (position, index) in disordered.enumerated() {
        let value = values[index]
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[disordered[tails[middle]]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        keep[disordered[cursor]] = true
        cursor = previous[cursor]
    }
    return keep
}

/// Inputs with many piles (long runs of disordered elements that are mostly increasing), few
/// piles, and everything between.
private func lisInputs(_ rng: inout SplitMix64) -> [[Int]] {
    var inputs: [[Int]] = []
    for n in [2, 3, 5, 17, 64, 65, 200, 1_000, 4_099] {
        inputs.append(Array((0..<n).shuffled(using: &rng)))  // random: about 2 sqrt(n) piles
        inputs.append(Array((0..<n).reversed()))  // one pile per element, none kept by the linear pass
        var swapped = Array(0..<n)  // adjacent pairs swapped: n / 2 piles, the search on every one
        for i in stride(from: 0, to: n - 1, by: 2) where Bool.random(using: &rng) { swapped.swapAt(i, i + 1) }
        inputs.append(swapped)
        var nearly = Array(0..<n)  // a few far jumps in sorted order
        for _ in 0..<max(1, n / 50) {
            nearly.swapAt(Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng))
        }
        inputs.append(nearly)
        var blocks: [Int] = []  // sorted blocks in random order, with gaps in the values
        let blockSize = max(1, n / 8)
        for start in Array(stride(from: 0, to: n, by: blockSize)).shuffled(using: &rng) {
            blocks += (start..<min(n, start + blockSize)).map { $0 * 3 + 1 }
        }
        inputs.append(blocks)
    }
    return inputs
}

@Test("The 32-bit LIS keeps exactly the elements the Int one kept", arguments: 0..<6)
func lisMatchesTheReferenceElementForElement(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 977 &+ 3)
    for values in lisInputs(&rng) {
        let keep = longestIncreasingSubsequenceMembership(values)
        #expect(keep == referenceLISMembership(values), "n = \(values.count): \(values.prefix(12))…")
    }
}

@Test func lisMarksAndCountsInCallerScratch() {
    // The scratch is dirty (not initialised by the caller) and the count returned is the kept one.
    var rng = SplitMix64(seed: 99)
    for n in [0, 1, 2, 9, 300, 5_000] {
        let values = (0..<n).map { _ in Int32.random(in: 0..<1_000_000, using: &rng) }
        let distinct = Array(Set(values)).shuffled(using: &rng)
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: lisScratchCount(distinct.count))
        scratch.initialize(repeating: 12_345, count: lisScratchCount(distinct.count))
        let keep = UnsafeMutablePointer<Bool>.allocate(capacity: max(1, distinct.count))
        let kept = distinct.withUnsafeBufferPointer {
            markLongestIncreasingSubsequence(
                $0.baseAddress ?? UnsafePointer(scratch), count: distinct.count, keep: keep, scratch: scratch)
        }
        let marks = Array(UnsafeBufferPointer(start: keep, count: distinct.count))
        #expect(marks == referenceLISMembership(distinct.map(Int.init)), "n = \(n)")
        #expect(kept == marks.filter { $0 }.count, "n = \(n)")
        scratch.deallocate()
        keep.deallocate()
    }
}

/// The item part of the first pass (deletes, inserts, moves), computed the plain way from the two
/// snapshots' public contents with dictionaries and the reference LIS: the rules of
/// `BatchUpdate.init` (moves into inserted sections become deletes, survivors of deleted sections
/// inserts, the rest of a section's survivors move unless in the LIS), every list sorted.
func referenceItemPass(_ old: TestSnapshot, _ new: TestSnapshot)
    -> (deletes: [TestBatch.ItemChange], inserts: [TestBatch.ItemChange], moves: [TestBatch.ItemMove])
{
    let oldContents = old.contents
    let newContents = new.contents
    var oldSectionPosition: [String: Int] = [:]
    var newSectionPosition: [String: Int] = [:]
    var oldPath: [String: IndexPath] = [:]
    for (position, (section, items)) in oldContents.enumerated() {
        oldSectionPosition[section] = position
        for (index, item) in items.enumerated() { oldPath[item] = IndexPath(position, index) }
    }
    for (position, (section, _)) in newContents.enumerated() { newSectionPosition[section] = position }
    var deletes: [TestBatch.ItemChange] = []
    var inserts: [TestBatch.ItemChange] = []
    var moves: [TestBatch.ItemMove] = []
    var matched: Set<String> = []
    for (newPosition, (section, items)) in newContents.enumerated() {
        let oldPosition = oldSectionPosition[section] ?? -1
        var sameOld: [Int] = []
        var sameNew: [Int] = []
        for (newIndex, item) in items.enumerated() {
            let to = IndexPath(newPosition, newIndex)
            guard let from = oldPath[item] else {
                if oldPosition >= 0 { inserts.append(.init(to, item)) }
                continue
            }
            matched.insert(item)
            let fromSurvives = newSectionPosition[oldContents[from.section].section] != nil
            if oldPosition < 0 {
                if fromSurvives { deletes.append(.init(from, item)) }
            } else if !fromSurvives {
                inserts.append(.init(to, item))
            } else if from.section == oldPosition {
                sameOld.append(from.item)
                sameNew.append(newIndex)
            } else {
                moves.append(.init(from: from, to: to, item))
            }
        }
        let keep = referenceLISMembership(sameOld)
        for index in sameOld.indices where !keep[index] {
            moves.append(
                .init(
                    from: IndexPath(oldPosition, sameOld[index]), to: IndexPath(newPosition, sameNew[index]),
                    items[sameNew[index]]))
        }
    }
    for (oldPosition, (section, items)) in oldContents.enumerated() where newSectionPosition[section] != nil {
        for (index, item) in items.enumerated() where !matched.contains(item) {
            deletes.append(.init(IndexPath(oldPosition, index), item))
        }
    }
    deletes.sort { $0.indexPath < $1.indexPath }
    moves.sort { $0.to < $1.to }
    return (deletes, inserts, moves)
}

private func expectReferenceItemPass(_ old: TestSnapshot, _ new: TestSnapshot, _ label: @autoclosure () -> String) {
    let model = referenceItemPass(old, new)
    for batch in [diff(old, new), sharedAndFull(old, new)] {
        #expect(Array(batch.itemDeletes) == model.deletes, "deletes: \(label())")
        #expect(Array(batch.itemInserts) == model.inserts, "inserts: \(label())")
        #expect(Array(batch.itemMoves) == model.moves, "moves: \(label())")
    }
}

/// The diff that walks every section (no shared-storage shortcut).
private func sharedAndFull(_ old: TestSnapshot, _ new: TestSnapshot) -> TestBatch {
    var work = DiffWork()
    return TestBatch(from: old, to: new, skippingSharedSections: false, work: &work)
}

/// Large sectioned snapshots: `old` built from lists; `new` either built independently from
/// edited lists (no shared keys: every lookup hashes) or derived from `old` by edits (shared keys:
/// the hints hit). Sections are deleted, inserted and reordered; items shuffled inside their
/// section, moved across sections (into inserted ones too), deleted and added.
private func largePair(_ rng: inout SplitMix64, derived: Bool) throws -> (TestSnapshot, TestSnapshot) {
    let sectionCount = Int.random(in: 1...5, using: &rng)
    let sizes = (0..<sectionCount).map { _ in Int.random(in: 0...3_000, using: &rng) }
    var oldLists: [(String, [String])] = []
    var next = 0
    for (s, size) in sizes.enumerated() {
        oldLists.append(
            (
                "S\(s)",
                (0..<size).map { _ in
                    next += 1
                    return "item-\(next)"
                }
            ))
    }
    var old = TestSnapshot()
    try old.appendSections(oldLists.map(\.0))
    for (section, items) in oldLists where !items.isEmpty { try old.appendItems(items, toSection: section) }

    if derived {
        var new = old
        let all = new.itemIdentifiers
        guard !all.isEmpty else { return (old, new) }
        for _ in 0..<Int.random(in: 0...400, using: &rng) {
            let item = all.randomElement(using: &rng)!
            let anchor = all.randomElement(using: &rng)!
            if item != anchor { try new.moveItem(item, afterItem: anchor) }
        }
        try new.deleteItems(Array(all.shuffled(using: &rng).prefix(Int.random(in: 0...200, using: &rng))))
        if let section = new.sectionIdentifiers.randomElement(using: &rng) {
            try new.appendItems((0..<Int.random(in: 0...100, using: &rng)).map { "fresh-\($0)" }, toSection: section)
        }
        if new.sectionIdentifiers.count > 1, Bool.random(using: &rng) {
            try new.moveSection(new.sectionIdentifiers.last!, beforeSection: new.sectionIdentifiers.first!)
        }
        return (old, new)
    }

    // Independent: shuffle each section (fully or partly), move some items across, drop sections,
    // add new ones.
    var lists = oldLists.map { ($0.0, $0.1) }
    for index in lists.indices {
        if Bool.random(using: &rng) {
            lists[index].1.shuffle(using: &rng)
        } else if lists[index].1.count > 1 {
            for _ in 0..<lists[index].1.count / 20 {
                lists[index].1.swapAt(
                    Int.random(in: 0..<lists[index].1.count, using: &rng),
                    Int.random(in: 0..<lists[index].1.count, using: &rng))
            }
        }
        lists[index].1.removeAll { _ in Int.random(in: 0..<20, using: &rng) == 0 }
    }
    lists.append(("N\(next)", (0..<Int.random(in: 0...300, using: &rng)).map { "new-\($0)" }))
    for _ in 0..<Int.random(in: 0...200, using: &rng) {
        let from = Int.random(in: 0..<lists.count, using: &rng)
        let to = Int.random(in: 0..<lists.count, using: &rng)
        guard !lists[from].1.isEmpty else { continue }
        let item = lists[from].1.remove(at: Int.random(in: 0..<lists[from].1.count, using: &rng))
        lists[to].1.insert(item, at: Int.random(in: 0...lists[to].1.count, using: &rng))
    }
    if lists.count > 1, Bool.random(using: &rng) {
        lists.remove(at: Int.random(in: 0..<(lists.count - 1), using: &rng))
    }
    lists.shuffle(using: &rng)
    var new = TestSnapshot()
    try new.appendSections(lists.map(\.0))
    for (section, items) in lists where !items.isEmpty { try new.appendItems(items, toSection: section) }
    return (old, new)
}

@Test("The item pass matches the model list for list on small random snapshots", arguments: 0..<20)
func itemPassMatchesTheModelOnSmallSnapshots(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 131 &+ 17)
    for round in 0..<40 {
        let old = randomSnapshot(&rng, sections: 5, items: 14)
        let new =
            round % 2 == 0
            ? randomSnapshot(&rng, sections: 5, items: 14)
            : randomSuccessor(of: old, &rng, steps: Int.random(in: 1...8, using: &rng))
        expectReferenceItemPass(old, new, "\(old.rendered) -> \(new.rendered)")
    }
}

@Test("The item pass matches the model list for list on large sectioned snapshots", arguments: 0..<8)
func itemPassMatchesTheModelOnLargeSnapshots(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 1)
    for round in 0..<3 {
        let (old, new) = try largePair(&rng, derived: round == 1)
        expectReferenceItemPass(
            old, new, "seed \(seed) round \(round): \(old.numberOfItems) -> \(new.numberOfItems) items")
    }
}

@Test func aFullShuffleMovesEveryItemOutsideTheReferenceLIS() throws {
    // The benchmark's shape, smaller: one section, every item shuffled, both built independently.
    var rng = SplitMix64(seed: 14)
    let items = (0..<20_000).map { "id-\($0)-\(UInt32.random(in: 0...UInt32.max, using: &rng))" }
    var old = TestSnapshot()
    var new = TestSnapshot()
    try old.appendSections(["main"])
    try old.appendItems(items, toSection: "main")
    try new.appendSections(["main"])
    try new.appendItems(items.shuffled(using: &rng), toSection: "main")
    let batch = diff(old, new)
    #expect(Array(batch.itemMoves) == referenceItemPass(old, new).moves)
    #expect(batch.itemMoves.count > 19_000 && batch.itemInserts.isEmpty && batch.itemDeletes.isEmpty)
}

// MARK: ItemMoves: the diff's keyed moves behave exactly like the [ItemMove] they replaced.

private func shuffledPair(_ count: Int, seed: UInt64) throws -> (TestSnapshot, TestSnapshot, [String]) {
    var rng = SplitMix64(seed: seed)
    let items = (0..<count).map { "m\($0)" }
    var old = TestSnapshot()
    var new = TestSnapshot()
    try old.appendSections(["A", "B"])
    try old.appendItems(Array(items.prefix(count / 2)), toSection: "A")
    try old.appendItems(Array(items.dropFirst(count / 2)), toSection: "B")
    let shuffled = items.shuffled(using: &rng)
    try new.appendSections(["A", "B"])
    try new.appendItems(Array(shuffled.prefix(count / 3)), toSection: "A")
    try new.appendItems(Array(shuffled.dropFirst(count / 3)), toSection: "B")
    return (old, new, items)
}

@Test func aDiffKeepsItsMovesAsKeysAndReadsIdentifiersOnDemand() throws {
    let (old, new, _) = try shuffledPair(400, seed: 3)
    let batch = diff(old, new)
    let moves = batch.itemMoves
    #expect(moves.storesKeys)
    let plain = TestBatch.ItemMoves(Array(moves))
    #expect(!plain.storesKeys)
    #expect(moves.count == plain.count && moves.count > 300)
    #expect(moves == plain && plain == moves)
    #expect(moves.description == Array(moves).description)
    #expect(Array(moves) == referenceItemPass(old, new).moves)
    for index in [0, moves.count / 2, moves.count - 1] {
        #expect(moves[index] == plain[index])
        #expect(new.indexPath(ofItem: moves[index].identifier) == moves[index].to)
        #expect(old.indexPath(ofItem: moves[index].identifier) == moves[index].from)
    }
    // A batch equals the same batch with plain moves (Equatable compares elements, not storage).
    var rebuilt = batch
    rebuilt.itemMoves = plain
    #expect(rebuilt == batch)
    rebuilt.itemMoves.removeLast()
    #expect(rebuilt != batch)
    // An empty diff stores nothing.
    #expect(!diff(old, old).itemMoves.storesKeys && diff(old, old).itemMoves.isEmpty)
}

@Test func mutatingTheDiffsMovesActsOnPlainMoves() throws {
    let (old, new, _) = try shuffledPair(60, seed: 5)
    let keyed = diff(old, new).itemMoves
    let reference = Array(keyed)
    let extra = TestBatch.ItemMove(from: IndexPath(9, 9), to: IndexPath(8, 8), "extra")
    expectActsLikeItsArray(keyed, extra: extra, storesKeys: \.storesKeys, identifier: \.identifier)

    var filtered = keyed
    filtered.removeAll { $0.from.section == 0 }
    #expect(Array(filtered) == reference.filter { $0.from.section != 0 })

    var reserved = keyed
    reserved.reserveCapacity(1_000)
    #expect(Array(reserved) == reference)

    let literal: TestBatch.ItemMoves = [extra]
    #expect(literal.count == 1 && literal[0] == extra && literal == TestBatch.ItemMoves([extra]))
    #expect(TestBatch.ItemMoves().isEmpty && TestBatch.ItemMoves() == [])
}
