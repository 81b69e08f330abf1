import Foundation
import PlaygroundCore

/// The list shapes of issue #6, workload 1. Every shape is a pure function of (count, seed).
public enum DiffShape: String, CaseIterable, Sendable {
    /// new = old with 10 % deleted, 10 % fresh inserted and 1 % relocated, all at random positions.
    case tenTenOne = "10/10/1"
    /// new = a full shuffle of old.
    case shuffle = "shuffle"
    /// Applied in this order to old: delete [20 %, 30 %); insert count/10 fresh items at index
    /// 30 % of what is left; shuffle the first 2 % of the result.
    case block = "block"
}

/// Builds (old, new) for a shape from any identifier source.
public func makeLists<ID>(_ shape: DiffShape, count n: Int, seed: UInt64, fresh: (inout SplitMix64) -> ID) -> (
    old: [ID], new: [ID]
) {
    var rng = SplitMix64(seed: seed)
    let old = (0..<n).map { _ in fresh(&rng) }
    switch shape {
    case .shuffle:
        var new = old
        new.shuffle(using: &rng)
        return (old, new)
    case .tenTenOne:
        // Sort keys: survivors keep their index; fresh and relocated items get a random key in
        // [0, n) (+0.5 so they never tie with a survivor). One sort places everything, O(n log n).
        var order = Array(0..<n)
        order.shuffle(using: &rng)
        var deleted = [Bool](repeating: false, count: n)
        var relocated = [Bool](repeating: false, count: n)
        for i in order.prefix(n / 10) { deleted[i] = true }
        for i in order.dropFirst(n / 10).prefix(n / 100) { relocated[i] = true }
        var keyed: [(key: Double, id: ID)] = []
        keyed.reserveCapacity(n)
        for i in 0..<n where !deleted[i] {
            let key = relocated[i] ? Double(Int.random(in: 0..<n, using: &rng)) + 0.5 : Double(i)
            keyed.append((key, old[i]))
        }
        for _ in 0..<(n / 10) {
            keyed.append((Double(Int.random(in: 0..<n, using: &rng)) + 0.25, fresh(&rng)))
        }
        keyed.sort { $0.key < $1.key }
        return (old, keyed.map(\.id))
    case .block:
        var new = Array(old[0..<(n * 2 / 10)]) + Array(old[(n * 3 / 10)...])
        let at = new.count * 3 / 10
        new.insert(contentsOf: (0..<(n / 10)).map { _ in fresh(&rng) }, at: at)
        let head = n * 2 / 100
        new[0..<head].shuffle(using: &rng)
        return (old, new)
    }
}

/// String lists of 36-character identifiers.
public func stringLists(_ shape: DiffShape, count: Int, seed: UInt64 = 6) -> (old: [String], new: [String]) {
    var factory = IdentifierFactory(seed: seed ^ 0xA5A5)
    return makeLists(shape, count: count, seed: seed) { _ in factory.make() }
}

/// Int lists (unique: a counter), for the DifferenceKit Int comparison.
public func intLists(_ shape: DiffShape, count: Int, seed: UInt64 = 6) -> (old: [Int], new: [Int]) {
    var next = 0
    return makeLists(shape, count: count, seed: seed) { _ in
        next += 1
        return next
    }
}

/// A one-section snapshot of `items` (section "main"). Concrete types on purpose: the engine
/// exports String/String specialisations, and a generic wrapper here would run the unspecialised
/// code instead (that is what a caller with its own generic code gets; see BENCHMARKS.md).
public func flatSnapshot(_ items: [String]) -> Snapshot<String, String> {
    var s = Snapshot<String, String>()
    try! s.appendSections(["main"])
    try! s.appendItems(items, toSection: "main")
    return s
}

/// Int items: the engine has no specialisation for Int, so this measures its generic code.
public func flatSnapshot(_ items: [Int]) -> Snapshot<String, Int> {
    var s = Snapshot<String, Int>()
    try! s.appendSections(["main"])
    try! s.appendItems(items, toSection: "main")
    return s
}

/// A snapshot of (section, items) pairs, built with concrete-typed appends.
public func sectionedSnapshot(_ pairs: [(String, [String])]) -> Snapshot<String, String> {
    var s = Snapshot<String, String>()
    try! s.appendSections(pairs.map(\.0))
    for (section, items) in pairs where !items.isEmpty { try! s.appendItems(items, toSection: section) }
    return s
}

/// Workload 3: 100 sections × 1,000 items; new moves 1 % of the items to another section at a
/// random position, deletes 1 %, inserts 1 % fresh, and moves one section to the end.
public func sectionedSnapshots(sections: Int = 100, perSection: Int = 1_000, seed: UInt64 = 3)
    -> (old: Snapshot<String, String>, new: Snapshot<String, String>)
{
    var rng = SplitMix64(seed: seed)
    var factory = IdentifierFactory(seed: seed ^ 0x5A5A)
    let sectionIDs = (0..<sections).map { "section-\($0)" }
    var contents = sectionIDs.map { _ in factory.make(perSection) }
    let old = sectionedSnapshot(Array(zip(sectionIDs, contents)))
    let total = sections * perSection
    for _ in 0..<(total / 100) {  // cross-section relocations
        let from = Int.random(in: 0..<sections, using: &rng)
        guard !contents[from].isEmpty else { continue }
        let item = contents[from].remove(at: Int.random(in: 0..<contents[from].count, using: &rng))
        var to = Int.random(in: 0..<(sections - 1), using: &rng)
        if to >= from { to += 1 }
        contents[to].insert(item, at: Int.random(in: 0...contents[to].count, using: &rng))
    }
    for _ in 0..<(total / 100) {  // deletions
        let s = Int.random(in: 0..<sections, using: &rng)
        guard !contents[s].isEmpty else { continue }
        contents[s].remove(at: Int.random(in: 0..<contents[s].count, using: &rng))
    }
    for _ in 0..<(total / 100) {  // fresh insertions
        let s = Int.random(in: 0..<sections, using: &rng)
        contents[s].insert(factory.make(), at: Int.random(in: 0...contents[s].count, using: &rng))
    }
    var pairs = Array(zip(sectionIDs, contents))
    pairs.append(pairs.remove(at: 10))  // one section move
    let new = sectionedSnapshot(pairs)
    return (old, new)
}

/// Replays the batch's first pass on old's structure and checks it yields new (untimed).
public func verify<S, I>(_ batch: BatchUpdate<S, I>, from old: Snapshot<S, I>, to new: Snapshot<S, I>) {
    precondition(batch.validate(from: old, to: new).filter(\.isFatal).isEmpty, "the batch has fatal issues")
    guard
        let applied = batch.applied(
            to: old.contents.map { ($0.section, $0.items) },
            contentsOfInsertedSection: { index in
                new.contents[index].items
            })
    else { fatalError("the batch does not apply to the old snapshot") }
    let expected = new.contents
    precondition(applied.count == expected.count, "section count differs after apply")
    for (a, e) in zip(applied, expected) {
        precondition(a.section == e.section && a.items == e.items, "contents differ after apply")
    }
}

/// `CollectionDifference` peer: the number of inferred moves.
public func inferredMoveCount<T: Hashable>(_ difference: CollectionDifference<T>) -> Int {
    var moves = 0
    for change in difference {
        if case .insert(_, _, let associated) = change, associated != nil { moves += 1 }
    }
    return moves
}

/// The peak resident set size of this process (VmHWM), in bytes; 0 where /proc is missing.
public func peakResidentBytes() -> Int { procStatus("VmHWM:") }

/// The current resident set size (VmRSS), in bytes.
public func residentBytes() -> Int { procStatus("VmRSS:") }

private func procStatus(_ field: String) -> Int {
    guard let text = readFile("/proc/self/status") else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix(field) {
        let digits = line.dropFirst(field.count).filter { $0.isNumber }
        return (Int(digits) ?? 0) * 1024
    }
    return 0
}

// MARK: - Layout (workload 5)

/// Two-column grid: items .fractionalWidth(0.5) × .estimated(100) in a horizontal group of 2 with
/// an estimated height, interGroupSpacing 8 (the self-sizing grid of seed 004).
public func twoColumnGrid() -> CompositionalLayout {
    let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(100)))
    let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
        subitem: .item(item), count: 2)
    var section = LayoutSection(group: group)
    section.interGroupSpacing = 8
    return CompositionalLayout(sections: [section])
}

/// How the cells of the grid self-size.
public enum FittedSizes: String, CaseIterable, Sendable {
    /// Every item has its own fitted height (44...300, seeded): every group differs from the template.
    case perItem = "per-item fitted"
    /// One `defaultFittedSize` for the whole section (all cells measure 120 high).
    case uniform = "uniform fitted"
}

/// Per-item sizes as the `[Int: Size]` callers gave before `ItemSizes` existed (48 MB for a
/// million; `SectionData.init` converts it to a dense `ItemSizes`), or with `dense: true` written
/// index by index into an `ItemSizes(denseCapacity:)` (16 bytes an item), as a caller of the new
/// API would (`lps-bench-memory per-item`).
public func gridData(items: Int, fitted: FittedSizes, seed: UInt64 = 5, dense: Bool = false) -> SectionData {
    switch fitted {
    case .uniform:
        return SectionData(itemCount: items, defaultFittedSize: Size(width: 200, height: 120))
    case .perItem where !dense:
        var rng = SplitMix64(seed: seed)
        var sizes: [Int: Size] = [:]
        sizes.reserveCapacity(items)
        for i in 0..<items { sizes[i] = Size(width: 200, height: Double(44 + Int(rng.next() % 257))) }
        return SectionData(itemCount: items, fittedSizes: sizes)
    case .perItem:
        var rng = SplitMix64(seed: seed)
        var sizes = ItemSizes(denseCapacity: items)
        for i in 0..<items { sizes[i] = Size(width: 200, height: Double(44 + Int(rng.next() % 257))) }
        return SectionData(itemCount: items, fittedSizes: sizes)
    }
}

public func phoneEnvironment() -> LayoutEnvironment {
    LayoutEnvironment(containerSize: Size(width: 400, height: 800))
}

// MARK: - Outline (workload 6)

/// 100,000 nodes: 10 top-level parents, each with 99 children of 100 leaves each
/// (10 × (1 + 99 × 101) = 100,000), every parent expanded, so all rows are visible.
public func bigOutline(seed: UInt64 = 7) -> (snapshot: SectionSnapshot<String>, roots: [String]) {
    var factory = IdentifierFactory(seed: seed)
    var s = SectionSnapshot<String>()
    let roots = factory.make(10)
    var parents: [String] = roots
    do {
        try s.append(roots)
        for root in roots {
            let children = factory.make(99)
            try s.append(children, to: root)
            parents += children
            for child in children { try s.append(factory.make(100), to: child) }
        }
    } catch {
        fatalError("building the outline failed: \(error)")
    }
    s.expand(parents)
    precondition(s.count == 100_000 && s.visibleItems.count == 100_000)
    return (s, roots)
}

// MARK: - Script (workload 7)

/// A 10,000-line `.lps` script built from commands this branch has: layout definitions,
/// `layout = ...`, `environment.width = ...`, `let`, `print`, `frames`, `contentSize`, `sections`. The data-source commands (`snapshot.appendItems`,
/// `dataSource.apply`) are not on this branch yet, so the layout has no items and `frames section: 0`
/// would fail; `frames` prints the (empty) table instead.
/// Blocks of 10 lines; names are fresh per block, so the session grows as a long workshop would.
public func generatedScript(lines: Int = 10_000) -> String {
    var out: [String] = []
    out.reserveCapacity(lines)
    var block = 0
    while out.count < lines {
        let b = block
        let width = 320 + (b % 8) * 20
        let body = [
            "print \"step \(b)\"",
            "let size\(b) = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(\(40 + b % 60)))",
            "let cell\(b) = LayoutItem(layoutSize: size\(b))",
            "cell\(b).contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)",
            "let row\(b) = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(\(40 + b % 60))), subitems: [cell\(b)])",
            "let section\(b) = LayoutSection(group: row\(b))",
            "section\(b).interGroupSpacing = \(b % 12)",
            "layout = CompositionalLayout(section: section\(b))",
            "environment.width = \(width)",
            b % 2 == 0 ? "frames" : (b % 4 == 1 ? "contentSize" : "sections"),
        ]
        for line in body where out.count < lines { out.append(line) }
        block += 1
    }
    return out.joined(separator: "\n")
}
private func readFile(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

/// One-item edits of issue #14 on a one-section snapshot: `moveItem(_:afterItem:)`,
/// `insertItems(_:afterItem:)`, `insertItems(_:beforeItem:)` and `deleteItems` of one item, at
/// places drawn from a seeded generator among the section's first identifiers (which stay alive:
/// only the fresh items inserted here are deleted).
public enum OneItemEdit: String, CaseIterable, Sendable {
    case move = "moveItem(_:afterItem:)"
    case insertAfter = "insertItems(_:afterItem:)"
    case insertBefore = "insertItems(_:beforeItem:)"
    case delete = "deleteItems (one)"
}

/// A section of `count` string identifiers and a plan of edits; `perform(_:)` runs the next edit
/// of a kind. Untimed setup: the snapshot and the identifiers.
public struct OneItemEdits {
    public var snapshot: Snapshot<String, String>
    let ids: [String]
    var rng = SplitMix64(seed: 1414)
    var fresh: [String] = []
    var serial = 0

    public init(count: Int) {
        var factory = IdentifierFactory(seed: 4)
        ids = factory.make(count)
        snapshot = flatSnapshot(ids)
    }

    /// The arguments of the next edit of `kind`, drawn before the clock starts.
    public mutating func next(_ kind: OneItemEdit) -> (item: String, anchor: String) {
        let anchor = ids[Int.random(in: 0..<ids.count, using: &rng)]
        switch kind {
        case .move:
            var item = ids[Int.random(in: 0..<ids.count, using: &rng)]
            while item == anchor { item = ids[Int.random(in: 0..<ids.count, using: &rng)] }
            return (item, anchor)
        case .insertAfter, .insertBefore:
            serial += 1
            let item = "fresh-\(serial)"
            fresh.append(item)
            return (item, anchor)
        case .delete:
            if fresh.isEmpty {
                serial += 1
                let item = "fresh-\(serial)"
                try! snapshot.insertItems([item], afterItem: anchor)
                return (item, anchor)
            }
            let index = Int.random(in: 0..<fresh.count, using: &rng)
            fresh.swapAt(index, fresh.count - 1)
            return (fresh.removeLast(), anchor)
        }
    }

    /// Runs one edit (the timed part).
    public mutating func perform(_ kind: OneItemEdit, _ item: String, _ anchor: String) {
        switch kind {
        case .move: try! snapshot.moveItem(item, afterItem: anchor)
        case .insertAfter: try! snapshot.insertItems([item], afterItem: anchor)
        case .insertBefore: try! snapshot.insertItems([item], beforeItem: anchor)
        case .delete: try! snapshot.deleteItems([item])
        }
    }
}
