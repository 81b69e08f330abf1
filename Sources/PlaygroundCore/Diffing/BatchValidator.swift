/// Something wrong with a batch as UICollectionView would see it in one `performBatchUpdates`.
///
/// `isFatal` issues are what UIKit always raises on; the others are the crash-prone combinations
/// that libraries avoid with staged updates (they crash on some iOS versions or layouts).
public enum BatchIssue: Equatable, Sendable {
    case invalidNumberOfSections(before: Int, after: Int, inserted: Int, deleted: Int)
    case invalidNumberOfItems(
        section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    case sectionOutOfRange(operation: String, section: Int, count: Int)
    case itemOutOfRange(operation: String, indexPath: IndexPath, count: Int)
    case duplicateSectionDelete(Int)
    case duplicateItemDelete(IndexPath)
    case reloadOfDeletedItem(IndexPath)
    case reloadOfMovedItem(IndexPath)
    case deleteAndMoveOfSameItem(IndexPath)
    case sectionReloadMixedWithOtherChanges
    case sectionMoveWithItemChanges(from: Int, to: Int)
    case itemMoveOutOfDeletedSection(IndexPath)
    case itemMoveIntoInsertedSection(IndexPath)

    /// UIKit raises on these every time.
    public var isFatal: Bool {
        switch self {
        case .invalidNumberOfSections, .invalidNumberOfItems, .sectionOutOfRange, .itemOutOfRange: true
        default: false
        }
    }

    public var message: String { BatchRules.message(for: self) }

    /// The message without its "(crash-prone)" tag, for a sentence that already says it.
    public var reason: String { BatchRules.message(for: self, tagged: false) }
}

/// UIKit's wording and the [C]/[I] rules of batch validation and staging, in one place.
enum BatchRules {
    static func message(for issue: BatchIssue, tagged: Bool = true) -> String {
        switch issue {
        case .invalidNumberOfSections(let before, let after, let inserted, let deleted):
            // Evidence: [C] UIKit's reason, verbatim apart from the numbers.
            return "Invalid update: invalid number of sections.  The number of sections contained in the "
                + "collection view after the update (\(after)) must be equal to the number of sections "
                + "contained in the collection view before the update (\(before)), plus or minus the "
                + "number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case .invalidNumberOfItems(
            let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            // Evidence: [C] UIKit's reason, verbatim apart from the numbers.
            return "Invalid update: invalid number of items in section \(section).  The number of items "
                + "contained in an existing section after the update (\(after)) must be equal to the "
                + "number of items contained in that section before the update (\(before)), plus or "
                + "minus the number of items inserted or deleted from that section (\(inserted) inserted, "
                + "\(deleted) deleted) and plus or minus the number of items moved into or out of that "
                + "section (\(movedIn) moved in, \(movedOut) moved out)."
        case .sectionOutOfRange(let operation, let section, let count):
            return "attempt to \(operation) section \(section), but there are only \(count) sections"  // Evidence: [C]
        case .itemOutOfRange(let operation, let path, let count):
            // Evidence: [C] "attempt to delete item 20 from section 0 which only contains 20 items before the update";
            // inserts are worded differently: "attempt to insert item 1 into section 0, but there are only 1 items in
            // section 0 after the update" (crash reports: voxeet/voxeet-uxkit-reactnative#61 on iOS 15.2,
            // wordpress-mobile/WordPress-iOS#10073, wordpress-mobile/MediaPicker-iOS#128).
            if operation == "delete" {
                return
                    "attempt to delete item \(path.item) from section \(path.section) which only contains \(count) items before the update"
            }
            return
                "attempt to \(operation) item \(path.item) into section \(path.section), but there are only \(count) items "
                + "in section \(path.section) after the update"
        case .duplicateSectionDelete(let section):
            return "attempt to delete section \(section) twice"  // Evidence: [I]
        case .duplicateItemDelete(let path):
            return "attempt to delete the same index path twice (\(path))"  // Evidence: [I]
        case .reloadOfDeletedItem(let path):
            return "attempt to delete and reload the same index path (\(path))"  // Evidence: [C]
        case .reloadOfMovedItem(let path):
            return "attempt to move and reload the same index path (\(path))"  // Evidence: [C]
        case .deleteAndMoveOfSameItem(let path):
            return "attempt to perform a delete and a move from the same index path (\(path))"  // Evidence: [C]
        case .sectionReloadMixedWithOtherChanges:
            return "reloadSections mixed with other changes in one batch is crash-prone"  // Evidence: [C]
        case .sectionMoveWithItemChanges(let from, let to):
            // Evidence: [C]
            return "section \(from) moves to \(to) while its items change in the same batch"
                + (tagged ? " (crash-prone)" : "")
        case .itemMoveOutOfDeletedSection(let path):
            return "attempt to move an item out of a deleted section (\(path))"  // Evidence: [C]
        case .itemMoveIntoInsertedSection(let path):
            return "attempt to move an item into an inserted section (\(path))"  // Evidence: [C]
        }
    }
}

extension BatchUpdate {
    /// Where each surviving old section lands, as UICollectionView derives it: inserted and moved
    /// sections take their stated places, the other survivors fill the remaining places in order.
    /// Returns new index -> old index (-1 for inserted), or nil when the section changes collide.
    public func sectionMapping(oldSectionCount: Int) -> [Int]? {
        let newCount = oldSectionCount - sectionDeletes.count + sectionInserts.count
        guard newCount >= 0 else { return nil }
        var slots = [Int?](repeating: nil, count: newCount)
        var leaving = [Bool](repeating: false, count: oldSectionCount)
        for delete in sectionDeletes {
            guard delete.index >= 0, delete.index < oldSectionCount, !leaving[delete.index] else { return nil }
            leaving[delete.index] = true
        }
        for insert in sectionInserts {
            guard insert.index >= 0, insert.index < newCount, slots[insert.index] == nil else { return nil }
            slots[insert.index] = -1
        }
        for move in sectionMoves {
            guard move.from >= 0, move.from < oldSectionCount, !leaving[move.from],
                move.to >= 0, move.to < newCount, slots[move.to] == nil
            else { return nil }
            leaving[move.from] = true
            slots[move.to] = move.from
        }
        var next = 0
        for old in 0..<oldSectionCount where !leaving[old] {
            while next < newCount, slots[next] != nil { next += 1 }
            guard next < newCount else { return nil }
            slots[next] = old
        }
        var result: [Int] = []
        result.reserveCapacity(newCount)
        for slot in slots {
            guard let slot else { return nil }
            result.append(slot)
        }
        return result
    }

    /// Checks the batch against the section and item counts before and after, the way
    /// UICollectionView does, and flags the crash-prone combinations.
    public func validate(oldCounts: [Int], newCounts: [Int]) -> [BatchIssue] {
        var issues: [BatchIssue] = []
        let expectedSections = oldCounts.count - sectionDeletes.count + sectionInserts.count
        guard expectedSections == newCounts.count, let mapping = sectionMapping(oldSectionCount: oldCounts.count) else {
            return [
                .invalidNumberOfSections(
                    before: oldCounts.count, after: newCounts.count,
                    inserted: sectionInserts.count, deleted: sectionDeletes.count)
            ]
        }
        let deletedSections = Set(sectionDeletes.map(\.index))
        let insertedSections = Set(sectionInserts.map(\.index))
        var deletesIn = [Int](repeating: 0, count: oldCounts.count)
        var movedOut = [Int](repeating: 0, count: oldCounts.count)
        var insertsIn = [Int](repeating: 0, count: newCounts.count)
        var movedIn = [Int](repeating: 0, count: newCounts.count)

        var seenDeletes: Set<IndexPath> = []
        for delete in itemDeletes {
            let path = delete.indexPath
            guard oldCounts.indices.contains(path.section) else {
                issues.append(
                    .sectionOutOfRange(operation: "delete items from", section: path.section, count: oldCounts.count))
                continue
            }
            if path.item < 0 || path.item >= oldCounts[path.section] {
                issues.append(.itemOutOfRange(operation: "delete", indexPath: path, count: oldCounts[path.section]))
            }
            if !seenDeletes.insert(path).inserted { issues.append(.duplicateItemDelete(path)) }
            deletesIn[path.section] += 1
        }
        var seenSectionDeletes: Set<Int> = []
        for delete in sectionDeletes where !seenSectionDeletes.insert(delete.index).inserted {
            issues.append(.duplicateSectionDelete(delete.index))
        }
        for insert in itemInserts {
            let path = insert.indexPath
            guard newCounts.indices.contains(path.section) else {
                issues.append(
                    .sectionOutOfRange(operation: "insert items into", section: path.section, count: newCounts.count))
                continue
            }
            if path.item < 0 || path.item >= newCounts[path.section] {
                issues.append(.itemOutOfRange(operation: "insert", indexPath: path, count: newCounts[path.section]))
            }
            insertsIn[path.section] += 1
        }
        for move in itemMoves {
            guard oldCounts.indices.contains(move.from.section), newCounts.indices.contains(move.to.section) else {
                issues.append(
                    .sectionOutOfRange(
                        operation: "move items between", section: move.from.section, count: oldCounts.count))
                continue
            }
            movedOut[move.from.section] += 1
            movedIn[move.to.section] += 1
            if seenDeletes.contains(move.from) { issues.append(.deleteAndMoveOfSameItem(move.from)) }
            if deletedSections.contains(move.from.section) { issues.append(.itemMoveOutOfDeletedSection(move.from)) }
            if insertedSections.contains(move.to.section) { issues.append(.itemMoveIntoInsertedSection(move.to)) }
        }

        // UIKit's per-section count rule, for every section that exists before and after.
        for (newSection, oldSection) in mapping.enumerated() where oldSection >= 0 {
            let before = oldCounts[oldSection]
            let after = newCounts[newSection]
            let expected =
                before - deletesIn[oldSection] + insertsIn[newSection] - movedOut[oldSection] + movedIn[newSection]
            if expected != after {
                issues.append(
                    .invalidNumberOfItems(
                        section: oldSection, before: before, after: after, inserted: insertsIn[newSection],
                        deleted: deletesIn[oldSection], movedIn: movedIn[newSection], movedOut: movedOut[oldSection]))
            }
        }

        // Crash-prone combinations.
        if !sectionReloads.isEmpty && hasStructuralChanges { issues.append(.sectionReloadMixedWithOtherChanges) }
        if !sectionMoves.isEmpty {
            let touchedOld = Set(itemDeletes.map(\.indexPath.section) + itemMoves.map(\.from.section))
            let touchedNew = Set(itemInserts.map(\.indexPath.section) + itemMoves.map(\.to.section))
            for move in sectionMoves where touchedOld.contains(move.from) || touchedNew.contains(move.to) {
                issues.append(.sectionMoveWithItemChanges(from: move.from, to: move.to))
            }
        }
        // Evidence: [C] reloads submitted with structural changes are resolved against the OLD
        // index paths, so a reload that lands on a deleted or moved path crashes.
        let moveSources = Set(itemMoves.map(\.from))
        let moveTargets = Set(itemMoves.map(\.to))
        for reload in itemReloads + itemReconfigures {
            if seenDeletes.contains(reload.indexPath) {
                issues.append(.reloadOfDeletedItem(reload.indexPath))
            } else if moveSources.contains(reload.indexPath) || moveTargets.contains(reload.indexPath) {
                issues.append(.reloadOfMovedItem(reload.indexPath))
            }
        }
        return issues
    }

    /// Validates against the section/item counts of two snapshots.
    public func validate(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>, to new: Snapshot<SectionIdentifier, ItemIdentifier>
    ) -> [BatchIssue] {
        validate(
            oldCounts: old.sectionOrder.map { old.sectionItems[$0].count },
            newCounts: new.sectionOrder.map { new.sectionItems[$0].count })
    }

    /// Replays the first pass on `old`'s structure, as UICollectionView would. Inserted sections
    /// take their items from `contentsOfInsertedSection` (new section index). Returns nil when the
    /// batch does not describe a consistent update.
    public func applied(
        to old: [(section: SectionIdentifier, items: [ItemIdentifier])],
        contentsOfInsertedSection: (Int) -> [ItemIdentifier]
    ) -> [(section: SectionIdentifier, items: [ItemIdentifier])]? {
        guard let mapping = sectionMapping(oldSectionCount: old.count) else { return nil }
        var insertedIdentifier: [Int: SectionIdentifier] = [:]
        for insert in sectionInserts { insertedIdentifier[insert.index] = insert.identifier }
        var leavingItems: [Set<Int>] = Array(repeating: [], count: old.count)
        for delete in itemDeletes {
            guard old.indices.contains(delete.indexPath.section),
                leavingItems[delete.indexPath.section].insert(delete.indexPath.item).inserted
            else { return nil }
        }
        for move in itemMoves {
            guard old.indices.contains(move.from.section),
                leavingItems[move.from.section].insert(move.from.item).inserted
            else { return nil }
        }
        var arriving: [[Int: ItemIdentifier]] = Array(repeating: [:], count: mapping.count)
        for insert in itemInserts {
            guard mapping.indices.contains(insert.indexPath.section),
                arriving[insert.indexPath.section].updateValue(insert.identifier, forKey: insert.indexPath.item) == nil
            else { return nil }
        }
        for move in itemMoves {
            guard mapping.indices.contains(move.to.section),
                arriving[move.to.section].updateValue(move.identifier, forKey: move.to.item) == nil
            else { return nil }
        }
        var result: [(section: SectionIdentifier, items: [ItemIdentifier])] = []
        for (newSection, oldSection) in mapping.enumerated() {
            if oldSection < 0 {
                guard arriving[newSection].isEmpty, let identifier = insertedIdentifier[newSection] else { return nil }
                result.append((identifier, contentsOfInsertedSection(newSection)))
                continue
            }
            let source = old[oldSection].items
            for index in leavingItems[oldSection] where index < 0 || index >= source.count { return nil }
            let staying = source.indices.filter { !leavingItems[oldSection].contains($0) }.map { source[$0] }
            let count = staying.count + arriving[newSection].count
            var list: [ItemIdentifier] = []
            list.reserveCapacity(count)
            var next = 0
            for index in 0..<count {
                if let item = arriving[newSection][index] {
                    list.append(item)
                } else {
                    guard next < staying.count else { return nil }
                    list.append(staying[next])
                    next += 1
                }
            }
            guard next == staying.count else { return nil }
            result.append((old[oldSection].section, list))
        }
        return result
    }
}
