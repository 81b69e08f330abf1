import TestSupport
import Testing

@testable import PlaygroundCore

struct DiffCase: Sendable, CustomTestStringConvertible {
    var old: String
    var new: String
    var marks: [Step] = []
    var expected: String
    var testDescription: String { "\(old) -> \(new)" }
}

let diffCases: [DiffCase] = [
    .init(old: "A[a b c]", new: "A[a b c]", expected: ""),
    .init(old: "A[a b c]", new: "A[a c]", expected: "del b[0, 1]"),
    .init(old: "A[a c]", new: "A[a b c]", expected: "ins b[0, 1]"),
    .init(old: "A[a b c]", new: "A[c a b]", expected: "mov c[0, 2]->[0, 0]"),
    .init(
        old: "A[a b c d]", new: "A[d c b a]",
        expected: "mov d[0, 3]->[0, 0] | mov c[0, 2]->[0, 1] | mov b[0, 1]->[0, 2]"),
    .init(old: "A[a b] B[c]", new: "A[b] B[a c]", expected: "mov a[0, 0]->[1, 0]"),
    .init(old: "A[a] B[b] C[c]", new: "C[c] A[a] B[b]", expected: "mov C 2->0"),
    .init(old: "A[a] B[b]", new: "B[b]", expected: "del A@0"),
    .init(old: "A[a]", new: "A[a] B[b c]", expected: "ins B@1"),
    // A survivor from a deleted section is inserted; one going into an inserted section is deleted.
    .init(old: "A[a] B[b]", new: "B[b a]", expected: "del A@0 | ins a[0, 1]"),
    .init(old: "A[a b]", new: "A[a] B[b]", expected: "ins B@1 | del b[0, 1]"),
    .init(old: "A[a] B[b]", new: "C[a b]", expected: "del A@0 | del B@1 | ins C@0"),
    .init(
        old: "A[a b c]", new: "A[a b c]", marks: [.reloadItems(["c"]), .reconfigureItems(["a"])],
        expected: "reload c[0, 2] | reconfigure a[0, 0]"),
    // Second pass uses NEW index paths.
    .init(
        old: "A[a b c]", new: "A[c b]", marks: [.reloadItems(["c"])],
        expected: "del a[0, 0] | mov c[0, 2]->[0, 0] | reload c[0, 0]"),
    .init(old: "A[a] B[b]", new: "B[b] A[a]", marks: [.reloadSections(["A"])], expected: "mov B 1->0 | reload A@1"),
    // Marks on freshly inserted items or sections add nothing; reload wins over reconfigure.
    .init(
        old: "A[a]", new: "A[a x] B[y]", marks: [.reloadItems(["x", "y"]), .reloadSections(["B"])],
        expected: "ins B@1 | ins x[0, 1]"),
    .init(
        old: "A[a]", new: "A[a]", marks: [.reloadItems(["a"]), .reconfigureItems(["a"])], expected: "reload a[0, 0]"),
    .init(old: "A[a b]", new: "A[a b]", marks: [.reloadSections(["A"]), .reloadItems(["a"])], expected: "reload A@0"),
    .init(old: "", new: "A[a]", expected: "ins A@0"),
    .init(old: "A[a]", new: "", expected: "del A@0"),
]

@Test("The batch lists UIKit's changes with identifiers", arguments: diffCases)
func diffProducesTheExpectedBatch(_ row: DiffCase) throws {
    let old = makeSnapshot(row.old)
    var new = makeSnapshot(row.new)
    for mark in row.marks { try new.run(mark) }
    let batch = diff(old, new)
    #expect(describe(batch) == row.expected)
    #expect(batch.isEmpty == row.expected.isEmpty)
    #expect(batch.validate(from: old, to: new).filter(\.isFatal) == [])
    let replayed = try #require(replay(batch, old: old, new: new))
    #expect(contentsEqual(replayed, new.contents))
}

@Test("LIS membership keeps a longest increasing subsequence", arguments: 0..<30)
func lisMatchesBruteForce(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) + 7)
    for _ in 0..<40 {
        let n = Int.random(in: 0...11, using: &rng)
        let values = Array((0..<(n * 2)).shuffled(using: &rng).prefix(n))
        let keep = longestIncreasingSubsequenceMembership(values)
        let kept = values.indices.filter { keep[$0] }.map { values[$0] }
        #expect(kept == kept.sorted(), "\(values)")
        #expect(kept.count == bruteForceLISLength(values), "\(values)")
    }
}

@Test("Applying the batch to the old structure yields the new one, with minimal moves", arguments: 0..<60)
func diffRoundTripsAndIsMinimal(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 31 &+ 5)
    for round in 0..<25 {
        let old = randomSnapshot(&rng, sections: 5, items: 11)
        var new =
            round % 3 == 0
            ? randomSnapshot(&rng, sections: 5, items: 11)
            : randomSuccessor(of: old, &rng, steps: Int.random(in: 1...6, using: &rng))
        _ = try? new.reloadItems(Array(new.itemIdentifiers.prefix(1)))
        let batch = diff(old, new)
        let label = "\(old.rendered) -> \(new.rendered): \(describe(batch))"

        // Round trip.
        let replayed = try #require(replay(batch, old: old, new: new), "\(label)")
        #expect(contentsEqual(replayed, new.contents), "\(label)")
        #expect(batch.validate(from: old, to: new).filter(\.isFatal) == [], "\(label)")
        #expect(batch.isEmpty == (old == new), "\(label)")

        // Minimal section moves.
        let oldSections = old.sectionIdentifiers
        let survivingOrder = new.sectionIdentifiers.compactMap { oldSections.firstIndex(of: $0) }
        #expect(batch.sectionMoves.count == survivingOrder.count - bruteForceLISLength(survivingOrder), "\(label)")

        // Minimal item moves: survivors changing section must move; within a section, all but a
        // longest order-preserving subset must move.
        var required = 0
        for (newSection, section) in new.sectionIdentifiers.enumerated() {
            guard let oldSection = old.indexOfSection(section) else { continue }
            var sameSection: [Int] = []
            for item in try new.itemIdentifiers(inSection: section) {
                guard let from = old.indexPath(ofItem: item) else { continue }
                guard new.indexOfSection(old.sectionIdentifiers[from.section]) != nil else { continue }
                if from.section == oldSection { sameSection.append(from.item) } else { required += 1 }
            }
            required += sameSection.count - bruteForceLISLength(sameSection)
            _ = newSection
        }
        #expect(batch.itemMoves.count == required, "\(label)")
    }
}

@Test func movingOnePercentOfManyItemsReportsOnlyThoseMoves() throws {
    var old = TestSnapshot()
    try old.appendSections(["S"])
    let items = (0..<10_000).map { "item\($0)" }
    try old.appendItems(items)
    var new = old
    for index in stride(from: 0, to: 10_000, by: 100) {
        try new.moveItem("item\(index)", afterItem: "item\(index + 50)")
    }
    let batch = diff(old, new)
    #expect(batch.itemMoves.count == 100)
    #expect(batch.itemInserts.isEmpty && batch.itemDeletes.isEmpty)
    #expect(contentsEqual(try #require(replay(batch, old: old, new: new)), new.contents))
}

@Test func theSeedsTodoScenariosProduceTheirBatches() throws {
    // Delete a todo, reconfigure a toggled one, then filter out the done ones.
    var snapshot = makeSnapshot("main[t1 t2 t3 t4]")
    var next = snapshot
    try next.deleteItems(["t2"])
    #expect(describe(diff(snapshot, next)) == "del t2[0, 1]")
    snapshot = next
    try next.reconfigureItems(["t3"])
    #expect(describe(diff(snapshot, next)) == "reconfigure t3[0, 1]")
    snapshot = next.withoutMarks
    var filtered = TestSnapshot()
    try filtered.appendSections(["main"])
    try filtered.appendItems(["t1", "t4"])
    #expect(describe(diff(snapshot, filtered)) == "del t3[0, 1]")
    #expect(describe(diff(filtered, snapshot)) == "ins t3[0, 1]")
}
