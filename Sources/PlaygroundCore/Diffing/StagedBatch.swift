/// One `performBatchUpdates` of a staged update.
public struct BatchStage<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    public enum Kind: String, Sendable, CaseIterable {
        /// Section deletes and item deletes (old indexes).
        case deletes
        /// Section inserts and section moves; no item changes.
        case sectionInsertsAndMoves
        /// Item inserts and item moves, sections already in their final places.
        case itemInsertsAndMoves
        /// Item reloads and reconfigures at final index paths.
        case itemUpdates
        /// Section reloads at final indexes, alone.
        case sectionReloads
    }

    public var kind: Kind
    public var batch: BatchUpdate<SectionIdentifier, ItemIdentifier>
}

extension BatchStage: Equatable {}
extension BatchStage: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}

extension BatchUpdate {
    /// Splits the update from `old` to `new` into up to five batches that avoid every crash-prone
    /// combination the validator flags. Empty stages are left out; an identical pair gives [].
    ///
    /// Evidence: [R] modelled on DifferenceKit's StagedChangeset (up to five batches, deletes
    /// first, reloads on their own); [I] our order — deletes; section inserts and moves; item
    /// inserts and moves; item reloads/reconfigures; section reloads — makes each stage's indexes
    /// refer to the previous stage's result, and no stage mixes a section move with item changes,
    /// a reload with a delete/move, or a section reload with anything else.
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public static func staged(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: Snapshot<SectionIdentifier, ItemIdentifier>
    ) -> [BatchStage<SectionIdentifier, ItemIdentifier>] {
        let whole = BatchUpdate(from: old, to: new)
        guard !whole.isEmpty else { return [] }
        let target = new.withoutMarks

        // After stage 1: old minus deleted sections and items that are gone.
        // After stage 2: the final section order; surviving sections keep their stage-1 items.
        var afterDeletes = old.withoutMarks
        var afterSections = Snapshot<SectionIdentifier, ItemIdentifier>()
        do {
            try afterDeletes.deleteSections(whole.sectionDeletes.map(\.identifier))
            try afterDeletes.deleteItems(afterDeletes.itemIdentifiers.filter { !target.contains(item: $0) })
            try afterSections.appendSections(target.sectionIdentifiers)
            for (section, items) in afterDeletes.contents where !items.isEmpty {
                try afterSections.appendItems(items, toSection: section)
            }
        } catch {
            // NB: unreachable (identifiers come from valid snapshots); fall back to one batch.
            return [BatchStage(kind: .deletes, batch: whole)]
        }

        var stages: [BatchStage<SectionIdentifier, ItemIdentifier>] = []
        func add(_ kind: BatchStage<SectionIdentifier, ItemIdentifier>.Kind, _ batch: BatchUpdate) {
            if !batch.isEmpty { stages.append(BatchStage(kind: kind, batch: batch)) }
        }
        add(.deletes, BatchUpdate(from: old.withoutMarks, to: afterDeletes))
        add(.sectionInsertsAndMoves, BatchUpdate(from: afterDeletes, to: afterSections))
        add(.itemInsertsAndMoves, BatchUpdate(from: afterSections, to: target))
        var updates = BatchUpdate()
        updates.itemReloads = whole.itemReloads
        updates.itemReconfigures = whole.itemReconfigures
        add(.itemUpdates, updates)
        var sectionReloads = BatchUpdate()
        sectionReloads.sectionReloads = whole.sectionReloads
        add(.sectionReloads, sectionReloads)
        return stages
    }
}
