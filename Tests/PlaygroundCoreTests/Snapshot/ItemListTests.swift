import TestSupport
import Testing

@testable import PlaygroundCore

// The chunked item lists (`ItemList`) behind every section: big enough here that chunks split,
// run low and merge, checked against the naive model; and the work of one edit counted, so a
// scan of the section fails the suite without timing anything.

@Test("Edits on sections of thousands of items agree with the naive model", arguments: 0..<2)
func chunkedSectionsAgreeWithNaiveModel(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
    var snapshot = TestSnapshot()
    var model = NaiveSnapshot()
    var fresh = 0
    func names(_ count: Int) -> [String] {
        defer { fresh += count }
        return (fresh..<(fresh + count)).map { "n\($0)" }
    }
    func apply(_ step: Step) throws {
        let accepted = model.run(step)
        do {
            try snapshot.run(step)
            #expect(accepted, "snapshot accepted \(step)")
        } catch {
            #expect(!accepted, "snapshot rejected \(step): \(error.message)")
        }
    }
    try apply(.appendSections(["A", "B", "C"]))
    try apply(.appendItems(names(3000), "A"))
    try apply(.appendItems(names(1200), "B"))
    try apply(.appendItems(names(5), "C"))
    for round in 0..<400 {
        let all = model.allItems
        func any() -> String { all.randomElement(using: &rng) ?? "n0" }
        let step: Step
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<4: step = .moveItemBefore(any(), any())
        case 4..<8: step = .moveItemAfter(any(), any())
        case 8..<10: step = .insertItemsBefore(names(Int.random(in: 1...3, using: &rng)), any())
        case 10..<12: step = .insertItemsAfter(names(Int.random(in: 1...600, using: &rng)), any())
        case 12..<14: step = .deleteItems([any()])
        case 14..<16:
            // A run of neighbours: empties chunks and leaves others low.
            let start = Int.random(in: 0..<Swift.max(1, all.count), using: &rng)
            step = .deleteItems(Array(all[start..<Swift.min(all.count, start + Int.random(in: 1...900, using: &rng))]))
        case 16: step = .deleteItems(Array(Set((0..<300).map { _ in any() })))
        case 17:
            step = .appendItems(
                names(Int.random(in: 1...1000, using: &rng)), ["A", "B", "C"].randomElement(using: &rng))
        case 18: step = .appendItems((0..<Int.random(in: 1...400, using: &rng)).map { _ in any() }.uniqued(), "C")
        default: step = .insertItemsAfter(Array(all.suffix(200)), any())
        }
        try apply(step)
        if round % 4 == 0 || round == 399 {
            #expect(snapshot.rendered == model.rendered, "round \(round): after \(step)")
        }
        if round % 25 == 0 || round == 399 {
            #expect(invariantViolations(snapshot) == [], "round \(round): after \(step)")
        }
        let items = model.allItems
        for _ in 0..<3 {
            guard let probe = items.randomElement(using: &rng) else { break }
            #expect(snapshot.indexOfItem(probe) == items.firstIndex(of: probe))
        }
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

/// The counted work (`Snapshot.itemWork`) of 2,000 single-item edits at random places of one
/// section of `count` items: moves before and after, insertions before and after, deletions.
private func workOfSingleEdits(sectionOf count: Int) throws -> Int {
    var snapshot = Snapshot<Int, Int>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(Array(0..<count))
    var rng = SplitMix64(seed: 14)
    var next = count
    var deleted: Set<Int> = []
    func live() -> Int {
        while true {
            let item = Int.random(in: 0..<count, using: &rng)
            if !deleted.contains(item) { return item }
        }
    }
    let before = snapshot.itemWork
    for round in 0..<2000 {
        let item = live()
        var anchor = live()
        while anchor == item { anchor = live() }
        switch round % 5 {
        case 0: try snapshot.moveItem(item, beforeItem: anchor)
        case 1: try snapshot.moveItem(item, afterItem: anchor)
        case 2:
            try snapshot.insertItems([next], afterItem: anchor)
            next += 1
        case 3:
            try snapshot.insertItems([next], beforeItem: anchor)
            next += 1
        default:
            try snapshot.deleteItems([item])
            deleted.insert(item)
        }
    }
    #expect(snapshot.numberOfItems == count + 2 * 400 - 400)
    #expect(invariantViolations(snapshot) == [])
    return snapshot.itemWork - before
}

@Test func oneItemEditsDoNotScanTheSection() throws {
    let small = try workOfSingleEdits(sectionOf: 100_000)
    let large = try workOfSingleEdits(sectionOf: 1_000_000)
    // A scan of the section would cost ten times as much in the larger one (and over 100,000 per
    // edit); a chunk and a directory update do not grow with it.
    #expect(large <= 2 * small, "work \(small) at 100k, \(large) at 1M")
    #expect(large / 2000 <= 4 * ItemList.maxChunk, "work per edit at 1M: \(large / 2000)")
}

@Test func keyColumnsKeepEveryValueOf32Bits() {
    var column = KeyColumn(repeating: -1, count: 3)
    column.append(repeating: 7, count: 2)
    column[1] = Int(Int32.max)
    column[2] = Int(Int32.min)
    #expect(column.count == 5)
    #expect((0..<5).map { column[$0] } == [-1, Int(Int32.max), Int(Int32.min), 7, 7])
    #expect(column.map { $0 == 7 ? 1 : 0 }.storage == [0, 0, 0, 1, 1])
}

@Test func snapshotsCheckTheItemKeyLimitBeforeAdding() {
    #expect(Snapshot<String, String>.maxItemKeys == 2_147_483_647)
    #expect(Snapshot<String, String>.hasRoomForItemKeys(0, adding: 2_147_483_647))
    #expect(!Snapshot<String, String>.hasRoomForItemKeys(1, adding: 2_147_483_647))
    #expect(Snapshot<String, String>.hasRoomForItemKeys(10, adding: 5, limit: 15))
    #expect(!Snapshot<String, String>.hasRoomForItemKeys(10, adding: 6, limit: 15))
    #expect(!Snapshot<String, String>.hasRoomForItemKeys(0, adding: Int.max))
    #expect(!Snapshot<String, String>.hasRoomForItemKeys(Int.max, adding: 1))
}

/// The counted work of building a snapshot of `sections` sections the way a loop does: every
/// section first, then two items appended to each in order (the `for s in 0..<n { appendItems }`
/// of a section provider's data).
private func workOfFillingSectionsInOrder(_ sections: Int) throws -> Int {
    var snapshot = Snapshot<Int, Int>()
    try snapshot.appendSections(Array(0..<sections))
    let before = snapshot.itemWork
    for s in 0..<sections { try snapshot.appendItems([2 * s, 2 * s + 1], toSection: s) }
    #expect(snapshot.numberOfItems == 2 * sections)
    #expect(snapshot.indexOfItem(2 * sections - 1) == 2 * sections - 1)
    #expect(invariantViolations(snapshot) == [])
    return snapshot.itemWork - before
}

/// Appending to section s rewrote the first-item index of every section after it: filling n
/// sections in order was O(n²). Counted, never timed: ten times the sections may cost at most
/// twelve times the work (a rewrite of the later sections' starts per append is ~100 times).
@Test func fillingSectionsInOrderCostsWorkLinearInTheSections() throws {
    let small = try workOfFillingSectionsInOrder(1_000)
    let large = try workOfFillingSectionsInOrder(10_000)
    #expect(small > 0)
    #expect(large <= 12 * small, "1,000 sections: \(small); 10,000 sections: \(large)")
}

/// Stale section starts read right: an edit at the front, then reads further on, then edits
/// behind and in front of the stale part, against a plain recomputation each time.
@Test func sectionStartsReadRightWhileSomeAreStale() throws {
    var snapshot = Snapshot<Int, Int>()
    try snapshot.appendSections(Array(0..<6))
    for s in [3, 0, 5, 1] { try snapshot.appendItems([10 * s, 10 * s + 1, 10 * s + 2], toSection: s) }
    #expect(invariantViolations(snapshot) == [])
    try snapshot.appendItems([100], toSection: 0)
    #expect(snapshot.numberOfItems == 13)
    #expect(snapshot.indexOfItem(52) == 12)
    #expect(snapshot.indexOfItem(30) == 7)
    #expect(invariantViolations(snapshot) == [])
    try snapshot.insertSections([60], beforeSection: 3)
    try snapshot.appendItems([600], toSection: 60)
    #expect(snapshot.indexOfItem(600) == 7)
    #expect(snapshot.indexOfItem(30) == 8)
    #expect(invariantViolations(snapshot) == [])
    try snapshot.deleteSections([1])
    try snapshot.deleteItems([0])
    #expect(snapshot.numberOfItems == 10)
    #expect(snapshot.indexOfItem(52) == 9)
    try snapshot.moveSection(5, beforeSection: 0)
    #expect(snapshot.indexOfItem(1) == 3)
    #expect(snapshot.itemIdentifiers == [50, 51, 52, 1, 2, 100, 600, 30, 31, 32])
    #expect(invariantViolations(snapshot) == [])
}
