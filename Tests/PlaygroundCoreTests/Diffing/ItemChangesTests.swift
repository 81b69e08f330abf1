import TestSupport
import Testing

@testable import PlaygroundCore

// `BatchUpdate.itemDeletes` and `itemInserts` are `ItemChanges`: a diff stores index paths and
// item keys and reads identifiers (from the old snapshot for deletes, the new one for inserts)
// when an element is read. They must behave exactly like the `[ItemChange]` they replaced.

/// old: sections A, B of `count` items; new: a third of them deleted, fresh items inserted, both
/// sections kept (so deletes and inserts are listed item by item), some spelled differently.
private func editedPair(_ count: Int, seed: UInt64) throws -> (old: TestSnapshot, new: TestSnapshot) {
    var rng = SplitMix64(seed: seed)
    let items = (0..<count).map { $0 % 7 == 0 ? "caf\u{E9}-\($0)" : "c\($0)" }
    var old = TestSnapshot()
    var new = TestSnapshot()
    try old.appendSections(["A", "B"])
    try old.appendItems(Array(items.prefix(count / 2)), toSection: "A")
    try old.appendItems(Array(items.dropFirst(count / 2)), toSection: "B")
    var kept = items.filter { _ in rng.int(0...2) != 0 }
    for index in 0..<(count / 4) { kept.insert("fresh-\(index)", at: rng.int(0...kept.count)) }
    // The same identifier spelled another way is the same item: neither deleted nor inserted.
    kept = kept.map { $0.hasPrefix("caf\u{E9}") ? "cafe\u{301}" + $0.dropFirst(4) : $0 }
    try new.appendSections(["A", "B"])
    try new.appendItems(Array(kept.prefix(kept.count / 2)), toSection: "A")
    try new.appendItems(Array(kept.dropFirst(kept.count / 2)), toSection: "B")
    return (old, new)
}

@Test func aDiffKeepsDeletesAndInsertsAsKeysAndReadsIdentifiersOnDemand() throws {
    let (old, new) = try editedPair(600, seed: 11)
    let batch = diff(old, new)
    let reference = referenceItemPass(old, new)
    for (changes, expected, snapshot) in [
        (batch.itemDeletes, reference.deletes, old), (batch.itemInserts, reference.inserts, new),
    ] {
        #expect(changes.storesKeys)
        #expect(changes.count > 100)
        let plain = TestBatch.ItemChanges(Array(changes))
        #expect(!plain.storesKeys)
        #expect(changes == plain && plain == changes)
        #expect(changes.description == Array(changes).description)
        #expect(Array(changes) == expected)
        for change in changes {
            #expect(snapshot.indexPath(ofItem: change.identifier) == change.indexPath)
            // Read back as the snapshot spells it.
            #expect(Array(snapshot.itemIdentifier(at: change.indexPath)!.utf8) == Array(change.identifier.utf8))
        }
    }
    // An item spelled another way in new is kept: neither inserted nor deleted.
    #expect(!batch.itemInserts.contains { $0.identifier.hasPrefix("cafe\u{301}") })
    #expect(batch.itemDeletes.allSatisfy { !new.contains(item: $0.identifier) })
    var rebuilt = batch
    rebuilt.itemDeletes = TestBatch.ItemChanges(Array(batch.itemDeletes))
    #expect(rebuilt == batch)
    rebuilt.itemInserts.removeLast()
    #expect(rebuilt != batch)
    #expect(!diff(old, old).itemDeletes.storesKeys && diff(old, old).itemDeletes.isEmpty)
    #expect(!diff(old, old).itemInserts.storesKeys && diff(old, old).itemInserts.isEmpty)
}

@Test func mutatingTheDiffsChangesActsOnPlainChanges() throws {
    let (old, new) = try editedPair(80, seed: 12)
    let keyed = diff(old, new).itemInserts
    let extra = TestBatch.ItemChange(IndexPath(9, 9), "extra")
    expectActsLikeItsArray(keyed, extra: extra, storesKeys: \.storesKeys, identifier: \.identifier)

    let literal: TestBatch.ItemChanges = [extra]
    #expect(Array(literal) == [extra] && !literal.storesKeys)
}
