import Testing

@testable import PlaygroundCore

typealias TestSnapshot = Snapshot<String, String>

/// One snapshot operation, as a table row can spell it.
enum Step: Sendable, CustomStringConvertible {
    case appendSections([String])
    case insertSectionsBefore([String], String)
    case insertSectionsAfter([String], String)
    case deleteSections([String])
    case moveSectionBefore(String, String)
    case moveSectionAfter(String, String)
    case reloadSections([String])
    case appendItems([String], String?)
    case insertItemsBefore([String], String)
    case insertItemsAfter([String], String)
    case deleteItems([String])
    case deleteAllItems
    case moveItemBefore(String, String)
    case moveItemAfter(String, String)
    case reloadItems([String])
    case reconfigureItems([String])

    var description: String {
        switch self {
        case .appendSections(let s): "appendSections(\(s))"
        case .insertSectionsBefore(let s, let a): "insertSections(\(s), beforeSection: \(a))"
        case .insertSectionsAfter(let s, let a): "insertSections(\(s), afterSection: \(a))"
        case .deleteSections(let s): "deleteSections(\(s))"
        case .moveSectionBefore(let s, let a): "moveSection(\(s), beforeSection: \(a))"
        case .moveSectionAfter(let s, let a): "moveSection(\(s), afterSection: \(a))"
        case .reloadSections(let s): "reloadSections(\(s))"
        case .appendItems(let i, let s): "appendItems(\(i), toSection: \(s ?? "nil"))"
        case .insertItemsBefore(let i, let a): "insertItems(\(i), beforeItem: \(a))"
        case .insertItemsAfter(let i, let a): "insertItems(\(i), afterItem: \(a))"
        case .deleteItems(let i): "deleteItems(\(i))"
        case .deleteAllItems: "deleteAllItems()"
        case .moveItemBefore(let i, let a): "moveItem(\(i), beforeItem: \(a))"
        case .moveItemAfter(let i, let a): "moveItem(\(i), afterItem: \(a))"
        case .reloadItems(let i): "reloadItems(\(i))"
        case .reconfigureItems(let i): "reconfigureItems(\(i))"
        }
    }
}

extension Snapshot where SectionIdentifier == String, ItemIdentifier == String {
    @discardableResult
    mutating func run(_ step: Step) throws(SnapshotError) -> [SnapshotWarning] {
        switch step {
        case .appendSections(let s): try appendSections(s)
        case .insertSectionsBefore(let s, let a): try insertSections(s, beforeSection: a)
        case .insertSectionsAfter(let s, let a): try insertSections(s, afterSection: a)
        case .deleteSections(let s): try deleteSections(s)
        case .moveSectionBefore(let s, let a): try moveSection(s, beforeSection: a)
        case .moveSectionAfter(let s, let a): try moveSection(s, afterSection: a)
        case .reloadSections(let s): try reloadSections(s)
        case .appendItems(let i, let s): try appendItems(i, toSection: s)
        case .insertItemsBefore(let i, let a): try insertItems(i, beforeItem: a)
        case .insertItemsAfter(let i, let a): try insertItems(i, afterItem: a)
        case .deleteItems(let i): try deleteItems(i)
        case .deleteAllItems:
            {
                deleteAllItems()
                return []
            }()
        case .moveItemBefore(let i, let a): try moveItem(i, beforeItem: a)
        case .moveItemAfter(let i, let a): try moveItem(i, afterItem: a)
        case .reloadItems(let i): try reloadItems(i)
        case .reconfigureItems(let i): try reconfigureItems(i)
        }
    }

    /// `A[a b] B[]`: sections with their items, for compact expectations.
    var rendered: String {
        contents.map { "\($0.section)[\($0.items.joined(separator: " "))]" }.joined(separator: " ")
    }
}

/// Builds a snapshot from `A[a b] B[]` notation.
func makeSnapshot(_ text: String) -> TestSnapshot {
    var snapshot = TestSnapshot()
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "["), let close = rest.firstIndex(of: "]") {
        let name = rest[..<open].trimmingSpaces()
        let items = rest[rest.index(after: open)..<close].split(separator: " ").map(String.init)
        _ = try? snapshot.appendSections([name])
        if !items.isEmpty { _ = try? snapshot.appendItems(items, toSection: name) }
        rest = rest[rest.index(after: close)...]
    }
    return snapshot
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// Checks every internal cross-reference of a snapshot against a plain recomputation.
func invariantViolations<S: Hashable, I: Hashable>(_ s: Snapshot<S, I>) -> [String] {
    var problems: [String] = []
    var global = 0
    if s.sectionStart.count != s.sectionOrder.count + 1 { problems.append("sectionStart length") }
    for (position, sectionKey) in s.sectionOrder.enumerated() {
        if s.sectionPosition[sectionKey] != position { problems.append("section position \(position)") }
        if s.sections.key(of: s.sections[sectionKey]) != sectionKey { problems.append("section key \(position)") }
        // Entries after `startsValidThrough` may be stale by design; the starts as read must not be.
        if s.itemStart(atPosition: position) != global
            || (position <= s.startsValidThrough && s.sectionStart.indices.contains(position)
                && s.sectionStart[position] != global)
        {
            problems.append("section start \(position)")
        }
        problems += s.sectionItems[sectionKey].invariantViolations(places: s.itemPlace).map {
            "section \(position): \($0)"
        }
        for (index, itemKey) in s.sectionItems[sectionKey].keys.enumerated() {
            if s.itemSection[itemKey] != sectionKey
                || s.sectionItems[sectionKey].position(of: s.itemPlace[itemKey]) != index
                || s.sectionItems[sectionKey][index] != itemKey
            {
                problems.append("item \(s.items[itemKey]) at [\(position), \(index)]")
            }
            if s.items.key(of: s.items[itemKey]) != itemKey { problems.append("item key \(itemKey)") }
            global += 1
        }
    }
    if s.numberOfItems != global { problems.append("total") }
    if s.startsValidThrough > s.sectionOrder.count { problems.append("startsValidThrough past the end") }
    if s.items.liveCount != global { problems.append("live items \(s.items.liveCount) != \(global)") }
    if s.sections.liveCount != s.sectionOrder.count { problems.append("live sections") }
    return problems
}

extension Interner {
    /// `internAll(_:found:)` seen one identifier at a time, in list order: `handle(index, key,
    /// inserted)`, `inserted` being whether the key was not reported as found. Checks that the
    /// found keys are reported in list order and agree with the returned keys.
    mutating func internAllEach(_ list: [Value], _ handle: (Int, Int, Bool) -> Void) {
        var found: [Int: Int] = [:]
        var order: [Int] = []
        let keys = internAll(list) { index, key in
            found[index] = key
            order.append(index)
        }
        #expect(keys.count == list.count)
        #expect(order == order.sorted() && Set(order).count == order.count)
        for index in list.indices {
            if let key = found[index] { #expect(key == keys[index]) }
            handle(index, keys[index], found[index] == nil)
        }
    }
}
