import TestSupport
import Testing

@testable import PlaygroundCore

/// A deliberately naive snapshot: arrays and linear searches, written from the spec.
struct NaiveSnapshot: Equatable {
    var sections: [(String, [String])] = []

    static func == (l: NaiveSnapshot, r: NaiveSnapshot) -> Bool { l.rendered == r.rendered }

    var rendered: String { sections.map { "\($0.0)[\($0.1.joined(separator: " "))]" }.joined(separator: " ") }
    var allItems: [String] { sections.flatMap(\.1) }
    func sectionIndex(_ s: String) -> Int? { sections.firstIndex { $0.0 == s } }
    func locate(_ i: String) -> (Int, Int)? {
        for (s, pair) in sections.enumerated() { if let k = pair.1.firstIndex(of: i) { return (s, k) } }
        return nil
    }
    mutating func remove(_ i: String) {
        if let (s, k) = locate(i) { sections[s].1.remove(at: k) }
    }

    /// Returns false where UIKit raises (then the model is left unchanged).
    mutating func run(_ step: Step) -> Bool {
        let saved = self
        func fail() -> Bool {
            self = saved
            return false
        }
        func hasDuplicates(_ list: [String]) -> Bool { Set(list).count != list.count }
        switch step {
        case .appendSections(let list), .insertSectionsBefore(let list, _), .insertSectionsAfter(let list, _):
            var at = sections.count
            if case .insertSectionsBefore(_, let a) = step {
                guard let x = sectionIndex(a) else { return fail() }
                at = x
            }
            if case .insertSectionsAfter(_, let a) = step {
                guard let x = sectionIndex(a) else { return fail() }
                at = x + 1
            }
            if hasDuplicates(list) || list.contains(where: { sectionIndex($0) != nil }) { return fail() }
            sections.insert(contentsOf: list.map { ($0, []) }, at: at)
        case .deleteSections(let list):
            guard !hasDuplicates(list) else { return fail() }
            sections.removeAll { list.contains($0.0) }
        case .moveSectionBefore(let s, let a), .moveSectionAfter(let s, let a):
            guard let from = sectionIndex(s), sectionIndex(a) != nil, s != a else { return fail() }
            let moved = sections.remove(at: from)
            var to = sectionIndex(a) ?? 0
            if case .moveSectionAfter = step { to += 1 }
            sections.insert(moved, at: to)
        case .reloadSections(let list):
            if hasDuplicates(list) || list.contains(where: { sectionIndex($0) == nil }) { return fail() }
        case .appendItems(let list, let s):
            guard !sections.isEmpty, !hasDuplicates(list) else { return fail() }
            var target = sections.count - 1
            if let s {
                guard let x = sectionIndex(s) else { return fail() }
                target = x
            }
            let targetName = sections[target].0
            for i in list { remove(i) }
            let index = sectionIndex(targetName) ?? 0
            sections[index].1.append(contentsOf: list)
        case .insertItemsBefore(let list, let a), .insertItemsAfter(let list, let a):
            guard !sections.isEmpty, locate(a) != nil, !hasDuplicates(list), !list.contains(a) else { return fail() }
            for i in list { remove(i) }
            guard let (s, k) = locate(a) else { return fail() }
            var at = k
            if case .insertItemsAfter = step { at += 1 }
            sections[s].1.insert(contentsOf: list, at: at)
        case .deleteItems(let list):
            guard !hasDuplicates(list) else { return fail() }
            for i in list { remove(i) }
        case .deleteAllItems:
            sections = []
        case .moveItemBefore(let i, let a), .moveItemAfter(let i, let a):
            guard locate(i) != nil, locate(a) != nil, i != a else { return fail() }
            remove(i)
            guard let (s, k) = locate(a) else { return fail() }
            var at = k
            if case .moveItemAfter = step { at += 1 }
            sections[s].1.insert(i, at: at)
        case .reloadItems(let list), .reconfigureItems(let list):
            if hasDuplicates(list) || list.contains(where: { locate($0) == nil }) { return fail() }
        }
        return true
    }
}

/// A random step over small alphabets so collisions (existing items, missing anchors) are common.
func randomStep(_ rng: inout SplitMix64) -> Step {
    let sectionNames = ["A", "B", "C", "D", "E"]
    let itemNames = (0..<14).map { "i\($0)" }
    func s() -> String { sectionNames.randomElement(using: &rng) ?? "A" }
    func i() -> String { itemNames.randomElement(using: &rng) ?? "i0" }
    func items(_ max: Int) -> [String] { (0..<Int.random(in: 0...max, using: &rng)).map { _ in i() } }
    switch Int.random(in: 0..<40, using: &rng) {
    case 0..<3: return .appendSections([s()])
    case 3: return .appendSections([s(), s()])
    case 4: return .insertSectionsBefore([s()], s())
    case 5: return .insertSectionsAfter([s()], s())
    case 6: return .deleteSections([s()])
    case 7: return .moveSectionBefore(s(), s())
    case 8: return .moveSectionAfter(s(), s())
    case 9: return .reloadSections([s()])
    case 10..<18: return .appendItems(items(4), Bool.random(using: &rng) ? nil : s())
    case 18..<22: return .insertItemsBefore(items(3), i())
    case 22..<25: return .insertItemsAfter(items(3), i())
    case 25..<29: return .deleteItems(items(3))
    case 29: return Int.random(in: 0..<4, using: &rng) == 0 ? .deleteAllItems : .deleteItems([i()])
    case 30..<33: return .moveItemBefore(i(), i())
    case 33..<36: return .moveItemAfter(i(), i())
    case 36..<38: return .reloadItems(items(2))
    default: return .reconfigureItems([i()])
    }
}

@Test("Random operation sequences agree with a naive model", arguments: 0..<40)
func snapshotAgreesWithNaiveModel(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 0x1234_5678 &+ 99)
    var snapshot = TestSnapshot()
    var model = NaiveSnapshot()
    var errors = 0
    for _ in 0..<300 {
        let step = randomStep(&rng)
        let before = snapshot
        let modelAccepted = model.run(step)
        do {
            try snapshot.run(step)
            #expect(modelAccepted, "snapshot accepted what UIKit rejects: \(step)")
        } catch {
            errors += 1
            #expect(!modelAccepted, "snapshot rejected \(step): \(error.message)")
            #expect(snapshot == before, "a failed \(step) changed the snapshot")
        }
        #expect(snapshot.rendered == model.rendered, "after \(step)")
        #expect(invariantViolations(snapshot) == [], "after \(step)")
        for item in model.allItems.prefix(3) {
            #expect(snapshot.indexOfItem(item) == model.allItems.firstIndex(of: item))
        }
    }
    #expect(errors > 0)  // the sequences do exercise the raising paths
}

@Test func compactionKeepsLookupsRightAfterHeavyChurn() throws {
    var snapshot = TestSnapshot()
    try snapshot.appendSections(["A", "B"])
    for round in 0..<6 {
        let batch = (0..<1500).map { "r\(round)-\($0)" }
        try snapshot.appendItems(batch, toSection: round % 2 == 0 ? "A" : "B")
        try snapshot.reloadItems([batch[7]])
        try snapshot.deleteItems(Array(batch[10...]))
    }
    try snapshot.deleteSections(["A"])
    try snapshot.appendSections(["C"])
    #expect(invariantViolations(snapshot) == [])
    #expect(snapshot.items.keyCount < 6 * 1500)  // tombstones were reclaimed
    #expect(snapshot.rendered.hasPrefix("B[r1-0 r1-1"))
    #expect(snapshot.reloadedItemIdentifiers == ["r1-7", "r3-7", "r5-7"])
}

@Test func sectionCompactionKeepsItemsInTheirSections() throws {
    var snapshot = TestSnapshot()
    try snapshot.appendSections(["keep"])
    try snapshot.appendItems(["k1", "k2"])
    try snapshot.reloadSections(["keep"])
    for round in 0..<5 {
        let names = (0..<800).map { "s\(round)-\($0)" }
        try snapshot.appendSections(names)
        try snapshot.appendItems(["x\(round)"], toSection: names[3])
        try snapshot.deleteSections(Array(names.dropFirst(3)))
    }
    #expect(snapshot.sections.keyCount < 5 * 800)  // tombstones were reclaimed
    #expect(invariantViolations(snapshot) == [])
    #expect(try snapshot.itemIdentifiers(inSection: "keep") == ["k1", "k2"])
    #expect(snapshot.reloadedSectionIdentifiers == ["keep"])
    #expect(snapshot.numberOfSections == 1 + 5 * 3)
    #expect(snapshot.indexOfItem("k2") == 1)
}

@Test func copiesOfASnapshotOfManySectionsStayIndependent() throws {
    // Item lists are kept in blocks of 64 sections (`SectionLists`): an edit of a copy copies one
    // block, and neither value sees the other's edits.
    var original = TestSnapshot()
    let names = (0..<200).map { "s\($0)" }
    try original.appendSections(names)
    for name in names { try original.appendItems(["\(name)a", "\(name)b"], toSection: name) }
    let before = original.rendered
    var copy = original
    try copy.appendItems(["late"], toSection: "s150")
    try copy.moveItem("s3a", afterItem: "s199b")
    try copy.appendSections(["s200"])
    try copy.appendItems(["last"], toSection: "s200")
    #expect(original.rendered == before)
    #expect(invariantViolations(original) == [] && invariantViolations(copy) == [])
    #expect(try copy.itemIdentifiers(inSection: "s150") == ["s150a", "s150b", "late"])
    #expect(try copy.itemIdentifiers(inSection: "s199") == ["s199a", "s199b", "s3a"])
    #expect(try original.itemIdentifiers(inSection: "s3") == ["s3a", "s3b"])
    #expect(copy.numberOfItems == original.numberOfItems + 2)
}
