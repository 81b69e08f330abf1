import TestSupport
import Testing

@testable import PlaygroundCore

/// Random operation sequences run against SectionSnapshot and the naive ReferenceOutline in lockstep.
@Suite("Section snapshot properties")
struct SectionSnapshotPropertyTests {
    /// Drives one random session and checks every query after every step.
    struct Session {
        var random: OutlineRandom
        var snapshot = SectionSnapshot<Int>()
        var reference = ReferenceOutline()
        var nextItem = 1
        let missing = -1

        init(seed: UInt64) { random = OutlineRandom(seed: seed) }

        mutating func freshItems(_ count: Int) -> [Int] {
            defer { nextItem += count }
            return Array(nextItem..<(nextItem + count))
        }

        mutating func existingOrMissing() -> Int {
            random.chance(10) ? missing : (random.pick(reference.items) ?? missing)
        }

        mutating func freshForest() -> ReferenceOutline.Forest {
            var forest: ReferenceOutline.Forest = []
            for item in freshItems(random.int(1..<6)) {
                let parent = random.chance(40) ? nil : random.pick(forest.map(\.item))
                // Keep depth-first order: a child must come after its parent's whole subtree, so
                // append it under the chosen parent by placing it last (ReferenceOutline graft handles it).
                forest.append((item, parent, random.chance(50)))
            }
            return forest
        }

        /// Applies `mutation` to the snapshot; on success applies `model` to the reference, on failure
        /// checks that the snapshot is untouched and that the reference agrees it must fail.
        mutating func step(
            expectFailure: Bool,
            _ mutation: (inout SectionSnapshot<Int>) throws(SectionSnapshotError<Int>) -> Void,
            _ model: (inout ReferenceOutline) -> Void
        ) {
            let before = snapshot
            do {
                try mutation(&snapshot)
                #expect(!expectFailure, "mutation should have thrown")
                model(&reference)
            } catch {
                #expect(expectFailure, "unexpected \(error)")
                #expect(snapshot == before)
            }
        }

        mutating func randomStep() {
            let items = reference.items
            switch random.int(0..<12) {
            case 0, 1:  // append fresh items to a parent (or roots, or a missing parent)
                let parent: Int? = random.chance(30) ? nil : existingOrMissing()
                let new = freshItems(random.int(1..<4))
                let fails = parent.map { !reference.present.contains($0) } ?? false
                step(expectFailure: fails, { s throws(SectionSnapshotError<Int>) in try s.append(new, to: parent) }) {
                    r in
                    r.adopt(new, parent: parent, at: r.siblings(of: parent).count)
                }
            case 2, 3:  // insert before/after
                let destination = existingOrMissing()
                let new = freshItems(random.int(1..<3))
                let before = random.chance(50)
                let fails = !reference.present.contains(destination)
                step(
                    expectFailure: fails,
                    { s throws(SectionSnapshotError<Int>) in
                        if before {
                            try s.insert(new, before: destination)
                        } else {
                            try s.insert(new, after: destination)
                        }
                    }
                ) { r in
                    let index = r.index(ofSibling: destination) + (before ? 0 : 1)
                    r.adopt(new, parent: r.parents[destination], at: index)
                }
            case 4:  // duplicates always raise
                guard let existing = random.pick(items) else { return }
                let new = freshItems(1) + [existing]
                step(expectFailure: true, { s throws(SectionSnapshotError<Int>) in try s.append(new) }) { _ in }
            case 5:  // delete (sometimes an ancestor and its descendant together, sometimes a missing one)
                var targets: [Int] = []
                for _ in 0..<random.int(1..<3) { targets.append(existingOrMissing()) }
                let fails = targets.contains { !reference.present.contains($0) }
                step(expectFailure: fails, { s throws(SectionSnapshotError<Int>) in try s.delete(targets) }) { r in
                    for target in targets { r.detach(target) }
                }
            case 6, 7:  // expand / collapse, missing items ignored
                var targets: [Int] = []
                for _ in 0..<random.int(1..<4) { targets.append(existingOrMissing()) }
                if random.chance(60) {
                    snapshot.expand(targets)
                    for target in targets where reference.present.contains(target) { reference.expanded.insert(target) }
                } else {
                    snapshot.collapse(targets)
                    for target in targets { reference.expanded.remove(target) }
                }
            case 8:  // replace children with a fresh forest
                let parent = existingOrMissing()
                let forest = freshForest()
                let fails = !reference.present.contains(parent)
                step(
                    expectFailure: fails,
                    { s throws(SectionSnapshotError<Int>) in
                        try s.replace(childrenOf: parent, using: .fromForest(forest))
                    }
                ) { r in
                    for child in r.children[parent] ?? [] { r.detach(child) }
                    r.graft(forest, parent: parent, at: 0)
                }
            case 9:  // insert or append a fresh forest
                let destination = existingOrMissing()
                let forest = freshForest()
                let fails = !reference.present.contains(destination)
                switch random.int(0..<3) {
                case 0:
                    step(
                        expectFailure: fails,
                        { s throws(SectionSnapshotError<Int>) in
                            try s.insert(.fromForest(forest), before: destination)
                        }
                    ) { r in r.graft(forest, parent: r.parents[destination], at: r.index(ofSibling: destination)) }
                case 1:
                    step(
                        expectFailure: fails,
                        { s throws(SectionSnapshotError<Int>) in
                            try s.insert(.fromForest(forest), after: destination)
                        }
                    ) { r in r.graft(forest, parent: r.parents[destination], at: r.index(ofSibling: destination) + 1) }
                default:
                    step(
                        expectFailure: fails,
                        { s throws(SectionSnapshotError<Int>) in
                            try s.append(.fromForest(forest), to: destination)
                        }
                    ) { r in r.graft(forest, parent: destination, at: r.siblings(of: destination).count) }
                }
            case 10:  // copy a subtree out and compare with the reference subtree
                guard let parent = random.pick(items) else { return }
                let including = random.chance(50)
                guard let copy = try? snapshot.snapshot(of: parent, includingParent: including) else {
                    Issue.record("snapshot(of:) failed for a present item")
                    return
                }
                var subtree = ReferenceOutline()
                let roots = including ? [parent] : (reference.children[parent] ?? [])
                func copyTree(_ item: Int, under: Int?) {
                    subtree.adopt([item], parent: under, at: subtree.siblings(of: under).count)
                    if reference.expanded.contains(item) { subtree.expanded.insert(item) }
                    for child in reference.children[item] ?? [] { copyTree(child, under: item) }
                }
                for root in roots { copyTree(root, under: nil) }
                SectionSnapshotPropertyTests.check(copy, against: subtree)
            default:
                if random.chance(10) {
                    snapshot.deleteAll()
                    reference = ReferenceOutline()
                }
            }
        }
    }

    static func check(_ snapshot: SectionSnapshot<Int>, against reference: ReferenceOutline) {
        let items = reference.items
        #expect(snapshot.items == items)
        #expect(snapshot.rootItems == reference.roots)
        #expect(snapshot.visibleItems == items.filter(reference.isVisible))
        #expect(snapshot.expandedItems == items.filter(reference.expanded.contains))
        for (index, item) in items.enumerated() {
            #expect(snapshot.index(of: item) == index)
            #expect(snapshot.contains(item))
            #expect((try? snapshot.level(of: item)) == reference.level(item))
            #expect((try? snapshot.parent(of: item)) == .some(reference.parents[item]))
            #expect((try? snapshot.isExpanded(item)) == reference.expanded.contains(item))
            #expect((try? snapshot.isVisible(item)) == reference.isVisible(item))
            #expect((try? snapshot.children(of: item)) == reference.children[item] ?? [])
        }
        #expect(!snapshot.contains(-1))
        #expect(snapshot.count == items.count)
    }

    @Test(arguments: [1, 2, 3, 42, 2020, 0xC0FFEE] as [UInt64])
    func randomOperationSequencesMatchTheNaiveReferenceOutline(seed: UInt64) {
        var session = Session(seed: seed)
        for _ in 0..<300 {
            let oldVisible = session.snapshot.visibleItems
            let old = session.snapshot
            session.randomStep()
            Self.check(session.snapshot, against: session.reference)
            // The visible-items change between any two states replays old visible into new visible.
            let change = VisibleItemsChange(from: old, to: session.snapshot)
            #expect(change.replay(on: oldVisible) == session.snapshot.visibleItems)
        }
    }

    @Test(arguments: [7, 99, 31337] as [UInt64])
    func expandingOrCollapsingOneItemOnlyInsertsOrDeletesVisibleItems(seed: UInt64) throws {
        var random = OutlineRandom(seed: seed)
        var snapshot = SectionSnapshot<Int>()
        var next = 0
        for _ in 0..<200 {
            let parent = random.chance(20) ? nil : random.pick(snapshot.items)
            try snapshot.append([next], to: parent)
            next += 1
        }
        snapshot.expand(snapshot.items.filter { _ in random.chance(50) })
        for _ in 0..<100 {
            guard let item = random.pick(snapshot.items) else { continue }
            let old = snapshot
            if try snapshot.isExpanded(item) { snapshot.collapse([item]) } else { snapshot.expand([item]) }
            let change = VisibleItemsChange(from: old, to: snapshot)
            #expect(change.moves.isEmpty)
            if try snapshot.isExpanded(item) {
                #expect(change.deletions.isEmpty)
            } else {
                #expect(change.insertions.isEmpty)
            }
            if try !snapshot.isVisible(item) { #expect(change.isEmpty) }
            #expect(change.replay(on: old.visibleItems) == snapshot.visibleItems)
        }
    }
}
