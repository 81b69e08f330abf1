import TestSupport
import Testing

@testable import PlaygroundCore

typealias Change = TestBatch.ItemChange
typealias Move = TestBatch.ItemMove
typealias SectionChange = TestBatch.SectionChange

struct ValidatorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var oldCounts: [Int]
    var newCounts: [Int]
    var batch: TestBatch
    var expected: [BatchIssue]
    var testDescription: String { name }
}

func batch(_ build: (inout TestBatch) -> Void) -> TestBatch {
    var b = TestBatch()
    build(&b)
    return b
}

let validatorCases: [ValidatorCase] = [
    .init(
        name: "a consistent insert", oldCounts: [2], newCounts: [3],
        batch: batch { $0.itemInserts = [Change(IndexPath(0, 2), "c")] }, expected: []),
    .init(
        name: "a missing insert breaks the count rule", oldCounts: [55], newCounts: [57],
        batch: batch { $0.itemInserts = [Change(IndexPath(0, 0), "x")] },
        expected: [
            .invalidNumberOfItems(section: 0, before: 55, after: 57, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
        ]),
    .init(
        name: "moves in and out count", oldCounts: [2, 1], newCounts: [1, 2],
        batch: batch { $0.itemMoves = [Move(from: IndexPath(0, 0), to: IndexPath(1, 0), "a")] }, expected: []),
    .init(
        name: "a section count mismatch", oldCounts: [1, 1], newCounts: [1],
        batch: TestBatch(), expected: [.invalidNumberOfSections(before: 2, after: 1, inserted: 0, deleted: 0)]),
    .init(
        name: "a delete out of range", oldCounts: [20], newCounts: [19],
        batch: batch { $0.itemDeletes = [Change(IndexPath(0, 20), "z")] },
        expected: [.itemOutOfRange(operation: "delete", indexPath: IndexPath(0, 20), count: 20)]),
    .init(
        name: "duplicate deletes", oldCounts: [3], newCounts: [1],
        batch: batch { $0.itemDeletes = [Change(IndexPath(0, 1), "b"), Change(IndexPath(0, 1), "b")] },
        expected: [.duplicateItemDelete(IndexPath(0, 1))]),
    .init(
        name: "reload of a deleted index path", oldCounts: [3], newCounts: [2],
        batch: batch {
            $0.itemDeletes = [Change(IndexPath(0, 1), "b")]
            $0.itemReloads = [Change(IndexPath(0, 1), "c")]
        },
        expected: [.reloadOfDeletedItem(IndexPath(0, 1))]),
    .init(
        name: "reload of a moved item", oldCounts: [2], newCounts: [2],
        batch: batch {
            $0.itemMoves = [Move(from: IndexPath(0, 1), to: IndexPath(0, 0), "b")]
            $0.itemReloads = [Change(IndexPath(0, 0), "b")]
        },
        expected: [.reloadOfMovedItem(IndexPath(0, 0))]),
    .init(
        name: "delete and move from the same index path", oldCounts: [2], newCounts: [1],
        batch: batch {
            $0.itemDeletes = [Change(IndexPath(0, 0), "a")]
            $0.itemMoves = [Move(from: IndexPath(0, 0), to: IndexPath(0, 1), "a")]
        },
        expected: [.deleteAndMoveOfSameItem(IndexPath(0, 0))]),
    .init(
        name: "reloadSections with other changes", oldCounts: [1], newCounts: [2],
        batch: batch {
            $0.itemInserts = [Change(IndexPath(0, 1), "b")]
            $0.sectionReloads = [SectionChange(0, "A")]
        },
        expected: [.sectionReloadMixedWithOtherChanges]),
    .init(
        name: "a moved section whose items change", oldCounts: [1, 1], newCounts: [1, 2],
        batch: batch {
            $0.sectionMoves = [.init(from: 0, to: 1, "A")]
            $0.itemInserts = [Change(IndexPath(1, 1), "x")]
        },
        expected: [.sectionMoveWithItemChanges(from: 0, to: 1)]),
    .init(
        name: "an item moving out of a deleted section", oldCounts: [1, 1], newCounts: [2],
        batch: batch {
            $0.sectionDeletes = [SectionChange(0, "A")]
            $0.itemMoves = [Move(from: IndexPath(0, 0), to: IndexPath(0, 0), "a")]
        },
        expected: [.itemMoveOutOfDeletedSection(IndexPath(0, 0))]),
    .init(
        name: "an item moving into an inserted section", oldCounts: [2], newCounts: [1, 1],
        batch: batch {
            $0.sectionInserts = [SectionChange(1, "B")]
            $0.itemMoves = [Move(from: IndexPath(0, 1), to: IndexPath(1, 0), "b")]
        },
        expected: [.itemMoveIntoInsertedSection(IndexPath(1, 0))]),
]

@Test("The validator reports UIKit's exceptions and crash-prone combinations", arguments: validatorCases)
func validatorReports(_ row: ValidatorCase) {
    #expect(row.batch.validate(oldCounts: row.oldCounts, newCounts: row.newCounts) == row.expected)
}

@Test func countRuleMessageQuotesUIKit() {
    let issue = BatchIssue.invalidNumberOfItems(
        section: 0, before: 55, after: 57, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
    #expect(issue.isFatal)
    #expect(
        issue.message
            == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (57) must be equal to the number of items contained in that section before the update (55), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    )
    #expect(
        BatchIssue.itemOutOfRange(operation: "delete", indexPath: IndexPath(0, 20), count: 20).message
            == "attempt to delete item 20 from section 0 which only contains 20 items before the update")
    // Issue #13: inserts have their own wording (crash reports on iOS 15.2 and earlier).
    #expect(
        BatchIssue.itemOutOfRange(operation: "insert", indexPath: IndexPath(0, 1), count: 1).message
            == "attempt to insert item 1 into section 0, but there are only 1 items in section 0 after the update")
    #expect(
        BatchIssue.reloadOfDeletedItem(IndexPath(0, 3)).message
            == "attempt to delete and reload the same index path ([0, 3])")
    #expect(!BatchIssue.reloadOfDeletedItem(IndexPath(0, 3)).isFatal)
}

@Test("Tampering with a diffed batch breaks UIKit's count rule", arguments: 0..<20)
func tamperedBatchesFailTheCountRule(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) + 1000)
    var checked = 0
    for _ in 0..<30 {
        let old = randomSnapshot(&rng, sections: 4, items: 10)
        let new = randomSuccessor(of: old, &rng, steps: 4)
        var batch = diff(old, new)
        guard !batch.itemInserts.isEmpty || !batch.itemDeletes.isEmpty else { continue }
        if !batch.itemInserts.isEmpty { batch.itemInserts.removeLast() } else { batch.itemDeletes.removeLast() }
        #expect(batch.validate(from: old, to: new).contains { $0.isFatal })
        checked += 1
    }
    #expect(checked > 0)
}

@Test("Staged batches replay to the new snapshot with no crash-prone stage", arguments: 0..<40)
func stagedBatchesAreSafe(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 977 &+ 3)
    for round in 0..<20 {
        let old = randomSnapshot(&rng, sections: 5, items: 10)
        var new =
            round % 4 == 0
            ? randomSnapshot(&rng, sections: 5, items: 10)
            : randomSuccessor(of: old, &rng, steps: Int.random(in: 1...6, using: &rng))
        _ = try? new.reloadItems(Array(new.itemIdentifiers.suffix(1)))
        _ = try? new.reconfigureItems(Array(new.itemIdentifiers.prefix(1)))
        _ = try? new.reloadSections(Array(new.sectionIdentifiers.prefix(1)))
        let stages = TestBatch.staged(from: old, to: new)
        #expect(stages.isEmpty == diff(old, new).isEmpty)
        var current = old.contents
        var lastKind = -1
        for stage in stages {
            let kind = try #require(BatchStage<String, String>.Kind.allCases.firstIndex(of: stage.kind))
            #expect(kind > lastKind, "stages keep their order")
            lastKind = kind
            let next = try #require(stage.batch.applied(to: current) { _ in [] }, "\(describe(stage.batch))")
            let issues = stage.batch.validate(oldCounts: current.map(\.items.count), newCounts: next.map(\.items.count))
            #expect(issues == [], "\(old.rendered) -> \(new.rendered) at \(stage.kind): \(describe(stage.batch))")
            current = next
        }
        #expect(contentsEqual(current, new.contents), "\(old.rendered) -> \(new.rendered)")
    }
}

@Test func aSectionMoveWithItemChangesIsSplitIntoStages() {
    let old = makeSnapshot("A[a b] B[c]")
    let new = makeSnapshot("B[c x] A[b]")
    #expect(diff(old, new).validate(from: old, to: new).contains(.sectionMoveWithItemChanges(from: 1, to: 0)))
    let stages = TestBatch.staged(from: old, to: new)
    #expect(stages.map(\.kind) == [.deletes, .sectionInsertsAndMoves, .itemInsertsAndMoves])
    #expect(stages.map { describe($0.batch) } == ["del a[0, 0]", "mov B 1->0", "ins x[0, 1]"])
}
