import CFuzzDriver
import PlaygroundCore

/// Decodes the bytes as operations on a SectionSnapshot<String> (and disclosure taps), checking
/// the outline's invariants after every step.
struct Bytes {
    var data: UnsafeBufferPointer<UInt8>
    var index = 0
    var isAtEnd: Bool { index >= data.count }
    mutating func next() -> UInt8 {
        guard index < data.count else { return 0 }
        defer { index += 1 }
        return data[index]
    }
    mutating func item() -> String { "n\(next() % 20)" }
    mutating func items() -> [String] { (0..<Int(next() % 4)).map { _ in item() } }
    mutating func predicate() -> ItemPredicate<String> {
        switch next() % 4 {
        case 0: .always
        case 1: .never
        case 2: .only(items())
        default: .allExcept(items())
        }
    }
}

typealias Outline = SectionSnapshot<String>

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant: \(message())") }  // NB: a fuzzing oracle reports by trapping
}

/// Visible rows are exactly those whose ancestors are all expanded; levels and parents agree.
func verify(_ s: Outline) {
    let entries = s.entries
    check(entries.count == s.count && s.items.count == s.count, "counts")
    check(Set(s.items).count == s.count, "duplicate items")
    var visibleByModel: [String] = []
    var stack: [(item: String, open: Bool, visible: Bool)] = []
    for entry in entries {
        check(entry.level <= stack.count, "level jumps at \(entry.item)")
        stack.removeLast(stack.count - entry.level)
        check(entry.parent == stack.last?.item, "parent of \(entry.item)")
        let visible = stack.allSatisfy { $0.open && $0.visible }
        check(entry.isVisible == visible, "visibility of \(entry.item)")
        if visible { visibleByModel.append(entry.item) }
        check(
            s.index(of: entry.item) != nil && (try? s.level(of: entry.item)) == entry.level,
            "index/level of \(entry.item)")
        stack.append((entry.item, entry.isExpanded, entry.isVisible))
    }
    check(s.visibleItems == visibleByModel, "visible items")
    for (i, entry) in entries.enumerated() where i + 1 < entries.count {
        check(entry.hasChildren == (entries[i + 1].level > entry.level), "hasChildren of \(entry.item)")
    }
    if entries.last?.hasChildren == true { check(false, "last row has children") }
}

/// SwiftPM links `main` to `FuzzOutline_main`; hand control to libFuzzer from there.
@_cdecl("FuzzOutline_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(UnsafeBufferPointer(start: data, count: size)) }
}

func fuzz(_ bytes: UnsafeBufferPointer<UInt8>) -> CInt {
    var b = Bytes(data: bytes)
    var s = Outline()
    var handlers = SectionSnapshotHandlers<String>()
    while !b.isAtEnd {
        let before = s
        switch b.next() % 14 {
        case 0: try? s.append(b.items())
        case 1: try? s.append(b.items(), to: b.item())
        case 2: try? s.insert(b.items(), before: b.item())
        case 3: try? s.insert(b.items(), after: b.item())
        case 4: try? s.delete(b.items())
        case 5: s.expand(b.items())
        case 6: s.collapse(b.items())
        case 7:
            var child = Outline()
            try? child.append(b.items())
            try? child.append(b.items(), to: b.item())
            try? s.append(child, to: b.next() & 1 == 0 ? nil : b.item())
        case 8:
            var child = Outline()
            try? child.append(b.items())
            try? s.replace(childrenOf: b.item(), using: child)
        case 9:
            if let sub = try? s.snapshot(of: b.item(), includingParent: b.next() & 1 == 0) { verify(sub) }
        case 10:
            var child = Outline()
            try? child.append(b.items())
            try? s.insert(child, before: b.item())
        case 11:
            handlers = SectionSnapshotHandlers(shouldExpandItem: b.predicate(), shouldCollapseItem: b.predicate())
            var lazy = Outline()
            try? lazy.append(b.items())
            handlers.registerChildren(lazy, forExpanding: b.item())
        case 12:
            if let outcome = try? tapDisclosure(of: b.item(), in: s, handlers: handlers) {
                verify(outcome.snapshot)
                _ = VisibleItemsChange(from: s, to: outcome.snapshot)
                s = outcome.snapshot
                handlers = outcome.handlers
            }
        default:
            if b.next() % 4 == 0 {
                s.deleteAll()
            } else {
                _ = try? s.parent(of: b.item())
                _ = try? s.children(of: b.item())
            }
        }
        verify(s)
        let change = VisibleItemsChange(from: before, to: s)
        check(change.isEmpty == (before.visibleItems == s.visibleItems), "visible change emptiness")
    }
    return 0
}
