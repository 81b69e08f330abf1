import TestSupport
import Testing

@testable import PlaygroundCore

// The diff does not walk a surviving section whose items the new snapshot holds in the same chunk
// storage as the old one (`ItemList.sharesStorage`). These tests hold that the shortcut never
// changes a batch, and that it makes an apply cost the changed items, not every item.

/// A history of snapshots derived from one another, as an app (or the undo stack) keeps them: each
/// new version is a copy of an earlier one with a few edits, so versions share chunk storage and
/// item keys, diverge, and get compacted.
private struct History {
    var versions: [TestSnapshot] = [TestSnapshot()]
    var rng: SplitMix64
    var fresh = 0

    /// Starts from eight sections of up to 400 items (some of several chunks).
    init(seed: Int) {
        rng = SplitMix64(seed: UInt64(seed) &* 0x9E37 &+ 17)
        var first = TestSnapshot()
        for section in 0..<8 {
            _ = try? first.appendSections(["S\(section)"])
            _ = try? first.appendItems(freshItems(rng.int(0...400)), toSection: "S\(section)")
        }
        versions = [first]
    }

    mutating func freshItems(_ count: Int) -> [String] {
        defer { fresh += count }
        return (fresh..<(fresh + count)).map { "n\($0)" }
    }

    mutating func pick<T>(_ list: [T]) -> T? {
        list.isEmpty ? nil : list[rng.int(0...(list.count - 1))]
    }

    /// One edit that can touch large sections (several chunks) and move items between them.
    mutating func bulkStep(_ snapshot: inout TestSnapshot) {
        let sections = snapshot.sectionIdentifiers
        let items = snapshot.itemIdentifiers
        switch rng.int(0...9) {
        case 0, 1:  // many fresh items: several chunks
            if let section = pick(sections) {
                _ = try? snapshot.appendItems(freshItems(rng.int(1...700)), toSection: section)
            }
        case 2:  // fresh items in the middle of a section
            if let anchor = pick(items) {
                _ = try? snapshot.insertItems(freshItems(rng.int(1...40)), afterItem: anchor)
            }
        case 3:  // move an item across sections (or within one)
            if let item = pick(items), let anchor = pick(items), item != anchor {
                if rng.bool() {
                    _ = try? snapshot.moveItem(item, afterItem: anchor)
                } else {
                    _ = try? snapshot.moveItem(item, beforeItem: anchor)
                }
            }
        case 4:  // delete a random part of the items (enough churn to compact the keys)
            let doomed = items.filter { _ in rng.int(0...3) == 0 }
            _ = try? snapshot.deleteItems(doomed)
        case 5:  // move a section
            if let section = pick(sections), let anchor = pick(sections), section != anchor {
                _ = try? snapshot.moveSection(section, afterSection: anchor)
            }
        case 6:  // delete a section
            if let section = pick(sections) { _ = try? snapshot.deleteSections([section]) }
        case 7:  // a new section, sometimes with items that come from other sections
            let name = "S\(rng.int(0...30))"
            _ = try? snapshot.appendSections([name])
            if rng.bool(), let item = pick(items) { _ = try? snapshot.appendItems([item], toSection: name) }
        case 8:  // marks
            if let item = pick(items) {
                _ = try? (rng.bool() ? snapshot.reloadItems([item]) : snapshot.reconfigureItems([item]))
            }
            if rng.int(0...3) == 0, let section = pick(sections) { _ = try? snapshot.reloadSections([section]) }
        default:  // an item of another section appended here (moved quietly)
            if let section = pick(sections), let item = pick(items) {
                _ = try? snapshot.appendItems([item], toSection: section)
            }
        }
    }

    /// A copy of a recent version with a few edits (small-alphabet steps and bulk steps).
    mutating func derive() {
        let base = versions[max(0, versions.count - 1 - rng.int(0...3))]
        var next = base.withoutMarks
        for _ in 0..<rng.int(0...2) {
            if rng.int(0...3) == 0 { _ = try? next.run(randomStep(&rng)) } else { bulkStep(&next) }
        }
        versions.append(next)
    }
}

private func bothDiffs(_ old: TestSnapshot, _ new: TestSnapshot) -> (
    shortcut: TestBatch, full: TestBatch, work: DiffWork, fullWork: DiffWork
) {
    var work = DiffWork()
    var fullWork = DiffWork()
    let shortcut = TestBatch(from: old, to: new, skippingSharedSections: true, work: &work)
    let full = TestBatch(from: old, to: new, skippingSharedSections: false, work: &fullWork)
    return (shortcut, full, work, fullWork)
}

@Test("Skipping sections with shared storage gives the full diff's batch", arguments: 0..<12)
func skippingSharedSectionsKeepsTheBatch(seed: Int) throws {
    var history = History(seed: seed)
    var skipped = 0  // diffs with changes that skipped a section
    for _ in 0..<40 {
        history.derive()
        let versions = history.versions
        // The newest against its parent (an apply), against older versions both ways (undo, redo),
        // and against a copy built from scratch (nothing shared).
        let newest = versions[versions.count - 1]
        var pairs = [(versions[versions.count - 2], newest)]
        for _ in 0..<3 {
            let other = versions[history.rng.int(0...(versions.count - 1))]
            pairs.append(history.rng.bool() ? (other, newest) : (newest, other))
        }
        let rebuilt = try TestSnapshot(newest.contents)
        pairs.append((versions[versions.count - 2], rebuilt))
        for (old, new) in pairs {
            let (shortcut, full, work, fullWork) = bothDiffs(old, new)
            let same = shortcut == full  // (not in the expectation: a failure would print both batches whole)
            #expect(same, "\(old.rendered.prefix(300)) -> \(new.rendered.prefix(300))")
            if !same { return }
            #expect(contentsEqual(try #require(replay(shortcut, old: old, new: new)), new.contents))
            if work.items < fullWork.items && !full.isEmpty { skipped += 1 }
        }
    }
    #expect(skipped > 20, "the shortcut was taken in \(skipped) diffs with changes")
}

@Test func theShortcutNeedsSharedStorageNotEqualContents() throws {
    // Versions that diverged from one ancestor give the same item keys to different identifiers;
    // only chunks both still share are skipped.
    var base = TestSnapshot()
    try base.appendSections(["A", "B"])
    try base.appendItems((0..<600).map { "a\($0)" }, toSection: "A")
    var left = base
    var right = base
    try left.appendItems(["x"], toSection: "B")
    try right.appendItems(["y"], toSection: "B")
    let (shortcut, full, work, _) = bothDiffs(left, right)
    #expect(shortcut == full)
    #expect(describe(shortcut) == "del x[1, 0] | ins y[1, 0]")
    #expect(work.items == 2, "section A (600 items) is not walked: \(work)")
    // Equal contents built apart share nothing: every item is read.
    let apart = try TestSnapshot(left.contents)
    let (same, _, apartWork, _) = bothDiffs(left, apart)
    #expect(same.isEmpty)
    #expect(apartWork.items == 2 * 601)
}

@Test func appendingASectionCostsItsItemsNotTheSnapshot() throws {
    // The apply pattern of the replay: append a section of three items, apply, again and again.
    func applyWork(sections: Int) throws -> DiffWork {
        var snapshot = TestSnapshot()
        var dataSource = DataSource<String, String>()
        for section in 0..<sections {
            try snapshot.appendSections(["s\(section)"])
            try snapshot.appendItems(["s\(section)a", "s\(section)b", "s\(section)c"], toSection: "s\(section)")
            let result = dataSource.apply(snapshot)
            if section > 0 {
                let expected = "ins s\(section)@\(section)"
                if case .batch(let batch, _) = result.update {
                    #expect(describe(batch) == expected)
                } else {
                    Issue.record("no batch")
                }
            }
        }
        return dataSource.diffWork
    }
    let short = try applyWork(sections: 100)
    let long = try applyWork(sections: 1_000)
    // Only the new items of each apply are read: (sections - 1) * 3 (the first apply is a reloadData).
    #expect(short.items == 99 * 3, "\(short)")
    #expect(long.items == 999 * 3, "\(long)")
    // The sections themselves are still visited on every apply (O(sections) each), as UIKit does.
    #expect(long.sections > 50 * short.sections)
}

@Test func positionsChangedNamesOnlyTheSectionsThatMayDiffer() throws {
    var old = TestSnapshot()
    try old.appendSections(["A", "B", "C", "D"])
    for section in ["A", "B", "C", "D"] {
        try old.appendItems((0..<3).map { "\(section)\($0)" }, toSection: section)
    }
    #expect(old.positionsChanged(since: old).isEmpty)
    // Derived: B edited, D renamed in place (a delete and an insert), a section appended.
    var new = old
    try new.appendItems(["B9"], toSection: "B")
    try new.deleteSections(["D"])
    try new.appendSections(["E", "F"])
    #expect(new.positionsChanged(since: old) == [1, 3, 4])
    // Sections moved: every position whose section is not the one there before.
    var moved = old
    try moved.moveSection("A", afterSection: "B")
    #expect(moved.positionsChanged(since: old) == [0, 1])
    // Fewer sections than before: only the positions both hold are compared.
    var shorter = old
    try shorter.deleteSections(["C", "D"])
    #expect(shorter.positionsChanged(since: old).isEmpty)
    // Built apart with the same contents: nothing is provably unchanged (false is only "may differ").
    let apart = try TestSnapshot(old.contents)
    #expect(apart.positionsChanged(since: old) == [0, 1, 2, 3])
}
