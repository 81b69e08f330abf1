/// What the diffable data source asks the collection view to do for one apply.
///
/// First pass (one `performBatchUpdates`): section deletes at old indexes, section inserts at new
/// indexes, section moves old → new, item deletes at old index paths, item inserts at new index
/// paths, item moves old → new (across sections too). Second pass: section reloads, item reloads
/// and item reconfigures, all at NEW indexes. Every list is sorted (deletes and reloads by index,
/// moves by destination) and carries the identifiers so the shell can print them.
///
/// Items inside a deleted section are deleted with it and inserted sections bring their items, so
/// neither is listed item by item.
public struct BatchUpdate<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    public struct SectionChange: Equatable {
        public var index: Int
        public var identifier: SectionIdentifier
        public init(_ index: Int, _ identifier: SectionIdentifier) {
            self.index = index
            self.identifier = identifier
        }
    }

    public struct SectionMove: Equatable {
        public var from: Int
        public var to: Int
        public var identifier: SectionIdentifier
        public init(from: Int, to: Int, _ identifier: SectionIdentifier) {
            self.from = from
            self.to = to
            self.identifier = identifier
        }
    }

    public struct ItemChange: Equatable {
        public var indexPath: IndexPath
        public var identifier: ItemIdentifier
        public init(_ indexPath: IndexPath, _ identifier: ItemIdentifier) {
            self.indexPath = indexPath
            self.identifier = identifier
        }
    }

    public struct ItemMove: Equatable {
        public var from: IndexPath
        public var to: IndexPath
        public var identifier: ItemIdentifier
        public init(from: IndexPath, to: IndexPath, _ identifier: ItemIdentifier) {
            self.from = from
            self.to = to
            self.identifier = identifier
        }
    }

    public var sectionDeletes: [SectionChange] = []
    public var sectionInserts: [SectionChange] = []
    public var sectionMoves: [SectionMove] = []
    /// Old index paths; a diff fills it without touching identifiers (`ItemChanges`).
    public var itemDeletes = ItemChanges()
    /// New index paths; a diff fills it without touching identifiers (`ItemChanges`).
    public var itemInserts = ItemChanges()
    /// Sorted by destination; a diff fills it without touching identifiers (`ItemMoves`).
    public var itemMoves = ItemMoves()
    /// Second pass, new indexes.
    public var sectionReloads: [SectionChange] = []
    /// Second pass, new index paths.
    public var itemReloads: [ItemChange] = []
    /// Second pass, new index paths (iOS 15+).
    public var itemReconfigures: [ItemChange] = []

    public init() {}

    /// The changes that needs the old snapshot's structure to be rewritten.
    public var hasStructuralChanges: Bool {
        !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty)
    }

    public var hasSecondPass: Bool {
        !(sectionReloads.isEmpty && itemReloads.isEmpty && itemReconfigures.isEmpty)
    }

    public var isEmpty: Bool { !hasStructuralChanges && !hasSecondPass }

    /// Total number of listed changes.
    public var changeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + itemDeletes.count
            + itemInserts.count + itemMoves.count + sectionReloads.count + itemReloads.count
            + itemReconfigures.count
    }
}

extension BatchUpdate: Equatable {}
extension BatchUpdate: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}
extension BatchUpdate.SectionChange: Sendable where SectionIdentifier: Sendable {}
extension BatchUpdate.SectionMove: Sendable where SectionIdentifier: Sendable {}
extension BatchUpdate.ItemChange: Sendable where ItemIdentifier: Sendable {}
extension BatchUpdate.ItemMove: Sendable where ItemIdentifier: Sendable {}

/// The batch that turns `old` into `new` (free-function spelling of `BatchUpdate(from:to:)`).
public func diff<S: Hashable, I: Hashable>(_ old: Snapshot<S, I>, _ new: Snapshot<S, I>) -> BatchUpdate<S, I> {
    BatchUpdate(from: old, to: new)
}

/// What one diff visited, for complexity tests (never compared, never shown): `items` counts item
/// keys read (new sections walked, old sections scanned for deletes, reload and reconfigure marks),
/// `sections` the section slots of both orders and the chunks compared to prove a section's items
/// unchanged. Neither depends on the identifiers' contents.
public struct DiffWork: Hashable, Sendable {
    public var sections = 0
    public var items = 0
    /// Sections whose items were walked (new order) or scanned for deletes (old order): a section
    /// that survives with its items' storage shared is skipped after its identity check, so an
    /// apply that changed k sections walks O(k) sections however many it has.
    public var sectionsWalked = 0

    public init() {}

    public var total: Int { sections + items }

    public static func += (lhs: inout DiffWork, rhs: DiffWork) {
        lhs.sections += rhs.sections
        lhs.items += rhs.items
        lhs.sectionsWalked += rhs.sectionsWalked
    }
}

extension BatchUpdate {
    /// Diffs by identifier, like UIKit. O(n) hashing (each identifier of `new` is looked up once in
    /// `old`), minimal moves from a longest increasing subsequence over the survivors whose order
    /// changed. Reload/reconfigure marks of `new` become the second pass (marks of `old` are
    /// ignored: they were consumed by the apply that produced it).
    ///
    /// A surviving section whose items `new` holds in the same chunk storage as `old` (a snapshot
    /// taken from the other and not edited in that section) is not walked: its items are provably
    /// the same identifiers in the same places, which yields no change. So an apply of a snapshot
    /// that appended a section to the applied one costs its sections and the new items, not every
    /// item (`ItemList.sharesStorage`).
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public init(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>, to new: Snapshot<SectionIdentifier, ItemIdentifier>
    ) {
        var work = DiffWork()
        self.init(from: old, to: new, work: &work)
    }

    /// `init(from:to:)`, adding what the diff visited to `work`.
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public init(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>, to new: Snapshot<SectionIdentifier, ItemIdentifier>,
        work: inout DiffWork
    ) {
        self.init(from: old, to: new, skippingSharedSections: true, work: &work)
    }

    /// The diff; `skippingSharedSections: false` walks every section (the reference the tests
    /// compare the shortcut with).
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    init(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>, to new: Snapshot<SectionIdentifier, ItemIdentifier>,
        skippingSharedSections: Bool, work: inout DiffWork
    ) {
        self.init()

        // Sections: new position -> old position (-1 inserted), old position -> new position.
        let oldSectionCount = old.sectionOrder.count
        work.sections += oldSectionCount + new.sectionOrder.count
        var oldToNewSection = [Int](repeating: -1, count: oldSectionCount)
        var newToOldSection = [Int](repeating: -1, count: new.sectionOrder.count)
        for (newPosition, newKey) in new.sectionOrder.enumerated() {
            if let oldKey = old.sections.sharedKey(newKey, ofKey: newKey, in: new.sections) {
                let oldPosition = old.sectionPosition[oldKey]
                newToOldSection[newPosition] = oldPosition
                oldToNewSection[oldPosition] = newPosition
            } else {
                sectionInserts.append(SectionChange(newPosition, new.sections[newKey]))
            }
        }
        for oldPosition in 0..<oldSectionCount where oldToNewSection[oldPosition] < 0 {
            sectionDeletes.append(SectionChange(oldPosition, old.sections[old.sectionOrder[oldPosition]]))
        }
        // Mostly the surviving sections keep their order (one pass tells): then none moves.
        var lastSurvivor = -1
        let sectionsReordered = newToOldSection.contains { oldPosition in
            guard oldPosition >= 0 else { return false }
            defer { lastSurvivor = oldPosition }
            return oldPosition < lastSurvivor
        }
        if sectionsReordered {
            let survivingSections = newToOldSection.enumerated().filter { $0.element >= 0 }
            let keptSections = longestIncreasingSubsequenceMembership(survivingSections.map { $0.element })
            for (index, pair) in survivingSections.enumerated() where !keptSections[index] {
                let identifier = new.sections[new.sectionOrder[pair.offset]]
                sectionMoves.append(SectionMove(from: pair.element, to: pair.offset, identifier))
            }
        }

        // Items.
        // By old item key: matched by an item of `new` outside the unchanged sections. Made when
        // first needed (an apply that only adds sections never needs it), so it is a buffer
        // of its own: written without a uniqueness check per item.
        var matchedBuffer: UnsafeMutableBufferPointer<Bool>?
        defer { matchedBuffer?.deallocate() }
        // By old position: a surviving section whose items are provably unchanged (not walked).
        var unchangedOld = [Bool](repeating: false, count: skippingSharedSections ? oldSectionCount : 0)
        let oldItems = old.items
        // Deletes and inserts as index paths and item keys (old keys for deletes, new keys for
        // inserts); `ItemChanges` reads identifiers when read.
        var deletes: [ItemChangeRecord] = []
        var inserts: [ItemChangeRecord] = []
        var lateDeletes: [ItemChangeRecord] = []  // survivors moving into inserted sections (new keys)
        // By old section key, made when first needed: the position of each chunk's first item (one
        // pass over that section's chunk directory, so an old item's index is two loads, not a
        // tree walk).
        var oldChunkStarts = [[Int]?](repeating: nil, count: old.sectionItems.count)
        var startsSection = -1  // the old section key of `starts` (most survivors stay in one section)
        var starts: [Int] = []
        // Every walked section's temporaries live in one block, allocated for the largest section
        // when the first section is walked and reused by the next: 32-bit old keys, then the
        // survivors staying in the section (old and new index) and the LIS's working space, so a
        // large diff makes one allocation instead of a dozen (the allocator gave those back to the
        // system and faulted them in again on every diff).
        var scratch = DiffScratch()
        defer { scratch.deallocate() }
        // The moves as index paths and new item keys (`ItemMoves` reads identifiers when read).
        var moves: [ItemMoveRecord] = []
        for (newPosition, newSectionKey) in new.sectionOrder.enumerated() {
            let oldPosition = newToOldSection[newPosition]
            if skippingSharedSections, oldPosition >= 0,
                new.sectionItems[newSectionKey].sharesStorage(
                    with: old.sectionItems[old.sectionOrder[oldPosition]],
                    work: &work.sections)
            {
                // Every item stays where it was: no insert, delete or move in this section.
                unchangedOld[oldPosition] = true
                continue
            }
            let list = new.sectionItems[newSectionKey].keys
            let count = list.count
            work.items += count
            work.sectionsWalked += 1
            if scratch.capacity == 0 {
                var largest = 0
                for key in new.sectionOrder { largest = max(largest, new.sectionItems[key].count) }
                scratch.allocate(largest)
            }
            let oldKeys = scratch.oldKeys  // by new index: the old item key, -1 for an inserted item
            let sameOld = scratch.sameOld  // old item index, for survivors staying in this section
            let sameNew = scratch.sameNew  // their new index
            var sameCount = 0
            oldItems.translate(list, from: new.items, into: oldKeys)
            if matchedBuffer == nil, UnsafeBufferPointer(start: oldKeys, count: count).contains(where: { $0 >= 0 }) {
                matchedBuffer = .allocate(capacity: old.items.keyCount)
                matchedBuffer?.initialize(repeating: false)
            }
            let matched = matchedBuffer ?? UnsafeMutableBufferPointer(start: nil, count: 0)  // empty: no survivor here
            let movesBefore = moves.count  // moves into this section from another one follow
            old.itemSection.withUnsafeBufferPointer { itemSection in
                old.itemPlace.withUnsafeBufferPointer { itemPlace in
                    old.sectionPosition.withUnsafeBufferPointer { sectionPosition in
                        for newIndex in 0..<count {
                            let oldItemKey = Int(oldKeys[newIndex])
                            guard oldItemKey >= 0 else {
                                if oldPosition >= 0 {
                                    inserts.append(
                                        ItemChangeRecord(IndexPath(newPosition, newIndex), key: list[newIndex]))
                                }
                                continue
                            }
                            matched[oldItemKey] = true
                            let oldSection = Int(itemSection[oldItemKey])
                            let place = itemPlace[oldItemKey]
                            if oldSection != startsSection {
                                if oldChunkStarts[oldSection] == nil {
                                    oldChunkStarts[oldSection] = old.sectionItems[oldSection].chunkStarts
                                }
                                starts = oldChunkStarts[oldSection] ?? []
                                startsSection = oldSection
                            }
                            let fromSection = Int(sectionPosition[oldSection])
                            let fromItem = starts[Int(place.chunk)] + Int(place.offset)
                            if fromSection == oldPosition && oldPosition >= 0 {
                                // The common case first, without touching the identifier (no retain). The
                                // section survives: it is this one.
                                sameOld[sameCount] = Int32(truncatingIfNeeded: fromItem)
                                sameNew[sameCount] = Int32(truncatingIfNeeded: newIndex)
                                sameCount += 1
                                continue
                            }
                            let from = IndexPath(fromSection, fromItem)
                            let fromSectionSurvives = oldToNewSection[fromSection] >= 0
                            if oldPosition < 0 {
                                // Evidence: [I] a survivor moving into an inserted section is deleted from its
                                // old section and arrives with the inserted section (no move into an inserted
                                // section, which UICollectionView rejects).
                                if fromSectionSurvives {
                                    lateDeletes.append(ItemChangeRecord(from, key: list[newIndex]))
                                }
                            } else if !fromSectionSurvives {
                                // Evidence: [I] a survivor leaving a deleted section is inserted, never moved.
                                inserts.append(ItemChangeRecord(IndexPath(newPosition, newIndex), key: list[newIndex]))
                            } else {
                                moves.append(
                                    ItemMoveRecord(
                                        from: from, to: IndexPath(newPosition, newIndex), key: list[newIndex]))
                            }
                        }
                    }
                }
            }
            guard sameCount > 0 else { continue }
            // The LIS's space reuses the old keys' (read for the last time above).
            let keep = scratch.keep
            let kept = markLongestIncreasingSubsequence(sameOld, count: sameCount, keep: keep, scratch: scratch.lis)
            let losers = sameCount - kept
            guard losers > 0 else { continue }
            // The survivors that move within the section, by new index (sameNew increases): index
            // paths and keys only, written in place (one allocation, no uniqueness check per move).
            let oldSection32 = Int32(truncatingIfNeeded: oldPosition)
            let newSection32 = Int32(truncatingIfNeeded: newPosition)
            let losing = list.withUnsafeBufferPointer { list in
                [ItemMoveRecord](unsafeUninitializedCapacity: losers) { records, initialized in
                    var written = 0
                    for index in 0..<sameCount where !keep[index] {
                        let newIndex = sameNew[index]
                        records.initializeElement(
                            at: written,
                            to: ItemMoveRecord(
                                fromSection: oldSection32, fromItem: sameOld[index], toSection: newSection32,
                                toItem: newIndex,
                                key: Int32(truncatingIfNeeded: list[Int(newIndex)])))
                        written += 1
                    }
                    initialized = written
                }
            }
            if moves.isEmpty {
                moves = losing
            } else if moves.count == movesBefore {
                moves.append(contentsOf: losing)
            } else {
                // Moves from other sections arrived here too: merge the two runs by new index. Every
                // earlier move goes to an earlier section, so the whole list stays sorted by `to`.
                moves.append(contentsOf: losing)
                moves[movesBefore...].sort { $0.toItem < $1.toItem }
            }
        }
        itemMoves = ItemMoves(records: moves, identifiers: new.items)
        let matched = matchedBuffer ?? UnsafeMutableBufferPointer(start: nil, count: 0)  // empty: nothing matched
        for oldPosition in 0..<oldSectionCount where oldToNewSection[oldPosition] >= 0 {
            if skippingSharedSections && unchangedOld[oldPosition] { continue }
            let list = old.sectionItems[old.sectionOrder[oldPosition]]
            work.items += list.count
            work.sectionsWalked += 1
            list.forEach { oldIndex, oldItemKey in
                if matched.isEmpty || !matched[oldItemKey] {
                    deletes.append(ItemChangeRecord(IndexPath(oldPosition, oldIndex), key: oldItemKey))
                }
            }
        }
        itemDeletes = ItemChanges(records: deletes, identifiers: old.items)
        if !lateDeletes.isEmpty {
            // Rare: these name the new snapshot's keys (and spelling), so the list becomes plain.
            itemDeletes.append(contentsOf: ItemChanges(records: lateDeletes, identifiers: new.items))
            itemDeletes.sort { $0.indexPath < $1.indexPath }
        }
        itemInserts = ItemChanges(records: inserts, identifiers: new.items)
        // `itemMoves` is sorted by `to`: sections are walked in new order and each section's moves
        // were merged by new index as it was walked.

        // Second pass at new index paths, only for items and sections present before and after.
        // Evidence: [I] marks on inserted items/sections are moot: they are created fresh.
        work.items += new.reloadedItemKeys.count + new.reconfiguredItemKeys.count
        work.sections += new.reloadedSectionKeys.count
        for key in new.reloadedSectionKeys {
            let position = new.sectionPosition[key]
            if newToOldSection[position] >= 0 {
                sectionReloads.append(SectionChange(position, new.sections[key]))
            }
        }
        sectionReloads.sort { $0.index < $1.index }
        let reloadedSections = Set(sectionReloads.map(\.index))
        func survives(_ key: Int) -> IndexPath? {
            let path = new.indexPath(ofItemKey: key)
            let oldPosition = newToOldSection[path.section]
            guard oldPosition >= 0, !reloadedSections.contains(path.section),
                let oldKey = old.items.sharedKey(key, ofKey: key, in: new.items),
                oldToNewSection[old.sectionPosition[old.itemSection[oldKey]]] >= 0
            else { return nil }
            return path
        }
        for key in new.reloadedItemKeys {
            if let path = survives(key) { itemReloads.append(ItemChange(path, new.items[key])) }
        }
        // Evidence: [I] a reload replaces the cell, so a reconfigure of the same item adds nothing.
        for key in new.reconfiguredItemKeys where !new.reloadedItemKeys.contains(key) {
            if let path = survives(key) { itemReconfigures.append(ItemChange(path, new.items[key])) }
        }
        itemReloads.sort { $0.indexPath < $1.indexPath }
        itemReconfigures.sort { $0.indexPath < $1.indexPath }
    }
}
