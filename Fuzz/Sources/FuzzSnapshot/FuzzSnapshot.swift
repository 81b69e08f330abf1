import CFuzzDriver
import PlaygroundCore

/// Decodes the bytes as operations on two snapshots (old, then new from old), then checks that
/// the diff and each staged batch replay old into new, and that nothing traps on the way.
struct Bytes {
    var data: UnsafeBufferPointer<UInt8>
    var index = 0
    var isAtEnd: Bool { index >= data.count }
    mutating func next() -> UInt8 {
        guard index < data.count else { return 0 }
        defer { index += 1 }
        return data[index]
    }
    /// A small identifier space so operations collide often.
    mutating func item() -> String { "i\(next() % 24)" }
    mutating func section() -> String { "S\(next() % 6)" }
    mutating func items() -> [String] { (0..<Int(next() % 5)).map { _ in item() } }
    mutating func sections() -> [String] { (0..<Int(next() % 3)).map { _ in section() } }
}

typealias S = Snapshot<String, String>

func apply(_ op: UInt8, to snapshot: inout S, _ b: inout Bytes) {
    switch op % 16 {
    case 0: _ = try? snapshot.appendSections(b.sections())
    case 1: _ = try? snapshot.insertSections(b.sections(), beforeSection: b.section())
    case 2: _ = try? snapshot.insertSections(b.sections(), afterSection: b.section())
    case 3: _ = try? snapshot.deleteSections(b.sections())
    case 4: _ = try? snapshot.moveSection(b.section(), beforeSection: b.section())
    case 5: _ = try? snapshot.moveSection(b.section(), afterSection: b.section())
    case 6: _ = try? snapshot.appendItems(b.items(), toSection: b.next() & 1 == 0 ? nil : b.section())
    case 7: _ = try? snapshot.insertItems(b.items(), beforeItem: b.item())
    case 8: _ = try? snapshot.insertItems(b.items(), afterItem: b.item())
    case 9: _ = try? snapshot.deleteItems(b.items())
    case 10: _ = try? snapshot.moveItem(b.item(), beforeItem: b.item())
    case 11: _ = try? snapshot.moveItem(b.item(), afterItem: b.item())
    case 12: _ = try? snapshot.reloadItems(b.items())
    case 13: _ = try? snapshot.reconfigureItems(b.items())
    case 14: _ = try? snapshot.reloadSections(b.sections())
    default: if b.next() % 8 == 0 { snapshot.deleteAllItems() } else { _ = try? snapshot.appendSections([b.section()]) }
    }
}

func same(_ a: [(section: String, items: [String])], _ b: [(section: String, items: [String])]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.section == $1.section && $0.items == $1.items }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant: \(message())") }  // NB: a fuzzing oracle reports by trapping
}

/// SwiftPM links `main` to `FuzzSnapshot_main`; hand control to libFuzzer from there.
@_cdecl("FuzzSnapshot_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(UnsafeBufferPointer(start: data, count: size)) }
}

func fuzz(_ bytes: UnsafeBufferPointer<UInt8>) -> CInt {
    var b = Bytes(data: bytes)
    var old = S()
    let split = Int(b.next() % 32)
    for _ in 0..<split where !b.isAtEnd { apply(b.next(), to: &old, &b) }
    old = old.withoutMarks
    var new = old
    while !b.isAtEnd { apply(b.next(), to: &new, &b) }

    // Model invariants.
    check(new.itemIdentifiers.count == new.numberOfItems, "item count")
    check(Set(new.itemIdentifiers).count == new.numberOfItems, "duplicate items")
    for (index, item) in new.itemIdentifiers.enumerated() {
        check(new.indexOfItem(item) == index, "index of \(item)")
        if let path = new.indexPath(ofItem: item) {
            check(new.itemIdentifier(at: path) == item, "index path of \(item)")
        }
    }
    if let rebuilt = try? S(new.contents) { check(rebuilt.withoutMarks == new.withoutMarks, "contents round trip") }

    // The one-batch diff replays old into new.
    let batch = diff(old, new)
    check(batch.isEmpty == (old == new), "isEmpty")
    let newContents = new.contents
    let inserted: (Int) -> [String] = { newContents.indices.contains($0) ? newContents[$0].items : [] }
    if let replayed = batch.applied(to: old.contents, contentsOfInsertedSection: inserted) {
        check(same(replayed, newContents), "diff replay")
    } else {
        check(false, "diff does not replay")
    }
    _ = batch.validate(from: old, to: new)

    // Staged batches replay stage by stage with no fatal issue.
    var current = old.contents
    for stage in BatchUpdate<String, String>.staged(from: old, to: new) {
        guard let next = stage.batch.applied(to: current, contentsOfInsertedSection: { _ in [] }) else {
            check(false, "stage \(stage.kind) does not replay")
            return 0
        }
        let issues = stage.batch.validate(oldCounts: current.map(\.items.count), newCounts: next.map(\.items.count))
        check(issues.allSatisfy { !$0.isFatal }, "stage \(stage.kind): \(issues)")
        current = next
    }
    check(same(current, newContents) || old == new, "staged replay")
    return 0
}
