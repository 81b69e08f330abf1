// Item operations of NSDiffableDataSourceSnapshot.

extension Snapshot {
    /// Appends items to `section` (nil: the last section). Items that already exist elsewhere are
    /// moved here (UIKit does this quietly; iOS 15+ logs it), reported as a warning.
    @discardableResult
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public mutating func appendItems(
        _ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil
    ) throws(SnapshotError) -> [SnapshotWarning] {
        guard let last = sectionOrder.last else { throw .noSections }
        var key = last
        if let section {
            guard let found = sections.key(of: section) else {
                // UIKit checks the list before it looks the section up.
                let repeats = repeatedDescriptions(identifiers)
                if !repeats.isEmpty { throw .duplicateItemIdentifiers(repeats) }
                throw .sectionNotFound(String(describing: section))
            }
            key = found
        }
        return try placeItems(identifiers, destination: .end(section: key))
    }

    @discardableResult
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public mutating func insertItems(
        _ identifiers: [ItemIdentifier], beforeItem anchor: ItemIdentifier
    ) throws(SnapshotError) -> [SnapshotWarning] {
        guard let key = items.key(of: anchor) else { throw missingAnchorError(identifiers, anchor) }
        return try placeItems(identifiers, destination: .before(item: key))
    }

    @discardableResult
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public mutating func insertItems(
        _ identifiers: [ItemIdentifier], afterItem anchor: ItemIdentifier
    ) throws(SnapshotError) -> [SnapshotWarning] {
        guard let key = items.key(of: anchor) else { throw missingAnchorError(identifiers, anchor) }
        return try placeItems(identifiers, destination: .after(item: key))
    }

    /// Deletes items; unknown identifiers are ignored (reported as a warning). An identifier named
    /// twice raises, as UIKit checks every argument list for repeats, and nothing is deleted.
    @discardableResult
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public mutating func deleteItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) -> [SnapshotWarning] {
        var unknown: [String] = []
        var unknownSeen: Set<ItemIdentifier> = []
        var repeated: [String] = []
        var doomed: [Int] = []
        doomed.reserveCapacity(identifiers.count)
        var seen: Set<Int> = []
        for identifier in identifiers {
            guard let key = items.key(of: identifier) else {
                if unknownSeen.insert(identifier).inserted {
                    unknown.append(String(describing: identifier))
                } else {
                    repeated.append(String(describing: identifier))
                }
                continue
            }
            guard seen.insert(key).inserted else {
                repeated.append(String(describing: identifier))
                continue
            }
            doomed.append(key)
        }
        if !repeated.isEmpty { throw .duplicateItemIdentifiers(uniqueDescriptions(repeated)) }
        if !doomed.isEmpty {
            let minPosition = detachItems(doomed)
            forgetItems(doomed)
            refreshStarts(from: minPosition)
            compactIfNeeded()
        }
        return unknown.isEmpty ? [] : [.unknownItemsIgnored(unknown)]
    }

    /// Removes every item and every section (UIKit's `deleteAllItems()` empties the snapshot).
    public mutating func deleteAllItems() {
        self = Snapshot()
    }

    @discardableResult
    public mutating func moveItem(
        _ identifier: ItemIdentifier, beforeItem anchor: ItemIdentifier
    ) throws(SnapshotError) -> [SnapshotWarning] {
        try moveItem(identifier, relativeTo: anchor, after: false)
    }

    @discardableResult
    public mutating func moveItem(
        _ identifier: ItemIdentifier, afterItem anchor: ItemIdentifier
    ) throws(SnapshotError) -> [SnapshotWarning] {
        try moveItem(identifier, relativeTo: anchor, after: true)
    }

    /// Marks items for reload: the cell is replaced after the next apply.
    @discardableResult
    public mutating func reloadItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) -> [SnapshotWarning] {
        reloadedItemKeys.formUnion(
            try items.existingKeys(
                of: identifiers, duplicate: SnapshotError.duplicateItemIdentifiers,
                missing: SnapshotError.reloadItemNotFound))
        return []
    }

    /// Marks items for reconfiguration (iOS 15): the existing cell is configured again.
    @discardableResult
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) -> [SnapshotWarning] {
        reconfiguredItemKeys.formUnion(
            try items.existingKeys(
                of: identifiers, duplicate: SnapshotError.duplicateItemIdentifiers,
                missing: SnapshotError.reconfigureItemNotFound))
        return []
    }

    // MARK: Private

    /// What UIKit raises for an insertion whose anchor is not in the snapshot: it checks the list
    /// first (repeats, then the anchor inside the list), then looks the anchor up.
    private func missingAnchorError(_ identifiers: [ItemIdentifier], _ anchor: ItemIdentifier) -> SnapshotError {
        let repeats = repeatedDescriptions(identifiers)
        if !repeats.isEmpty { return .duplicateItemIdentifiers(repeats) }
        if identifiers.contains(anchor) { return .insertionItemIsInserted(String(describing: anchor)) }
        return .insertionItemNotFound(String(describing: anchor))
    }

    enum Destination: Equatable {
        case end(section: Int)
        case before(item: Int)
        case after(item: Int)

        var anchorItem: Int? {
            switch self {
            case .end: nil
            case .before(let item), .after(let item): item
            }
        }
    }

    /// Interns every identifier (one hash each), checks the whole list, then places the items.
    private mutating func placeItems(
        _ identifiers: [ItemIdentifier], destination: Destination
    ) throws(SnapshotError) -> [SnapshotWarning] {
        if !Self.hasRoomForItemKeys(items.keyCount, adding: identifiers.count) {
            if items.deadCount > 0 { compactItemKeys() }  // tombstones hold keys too
            // 2^31 keys; the playground stops at Limits.sessionIdentifiers (5M).
            precondition(  // NB: see above
                Self.hasRoomForItemKeys(items.keyCount, adding: identifiers.count),
                "Snapshot: adding \(identifiers.count) items to \(items.liveCount) exceeds the limit of \(Self.maxItemKeys) items (Snapshot.maxItemKeys)"
            )
        }
        let first = items.keyCount
        items.reserveCapacity(identifiers.count)
        var existing: [Int] = []
        var existingSeen: Set<Int> = []
        var duplicates: [String] = []
        var anchorInList: String?
        let anchor = destination.anchorItem
        // Every key in list order; an identifier that already had one is reported (a new key is
        // not), and if the list is accepted its keys are placed in this order.
        let ordered = items.internAll(identifiers) { index, key in
            // The identifier is read only for a message (reading it costs a retain per item).
            if key >= first || !existingSeen.insert(key).inserted {
                duplicates.append(String(describing: identifiers[index]))
            } else if key == anchor {
                anchorInList = String(describing: identifiers[index])
            } else {
                existing.append(key)
            }
        }
        if !duplicates.isEmpty || anchorInList != nil {
            items.rollBack(to: first)
            if !duplicates.isEmpty { throw .duplicateItemIdentifiers(uniqueDescriptions(duplicates)) }
            throw .insertionItemIsInserted(anchorInList ?? "")
        }
        growItemArrays()
        var minPosition = detachItems(existing)
        let section: Int
        let slot: Slot
        switch destination {
        case .end(let key):
            section = key
            slot = .end
        case .before(let key):
            section = itemSection[key]
            slot = .before(item: key)
        case .after(let key):
            section = itemSection[key]
            slot = .after(item: key)
        }
        attachItems(ordered, section: section, at: slot)
        minPosition = min(minPosition, sectionPosition[section])
        refreshStarts(from: minPosition)
        guard !existing.isEmpty else { return [] }
        return [.existingItemsMoved(existing.map { String(describing: items[$0]) })]
    }

    private mutating func moveItem(
        _ identifier: ItemIdentifier, relativeTo anchor: ItemIdentifier, after: Bool
    ) throws(SnapshotError) -> [SnapshotWarning] {
        guard identifier != anchor else { throw .moveItemRelativeToItself(String(describing: identifier)) }
        guard let key = items.key(of: identifier) else {
            throw .moveItemNotFound(String(describing: identifier))
        }
        guard let anchorKey = items.key(of: anchor) else {
            throw .moveDestinationItemNotFound(String(describing: anchor))
        }
        var minPosition = detachItems([key])
        let section = itemSection[anchorKey]
        attachItems([key], section: section, at: after ? .after(item: anchorKey) : .before(item: anchorKey))
        minPosition = min(minPosition, sectionPosition[section])
        refreshStarts(from: minPosition)
        return []
    }
}
