// Section operations of NSDiffableDataSourceSnapshot.

extension Snapshot {
    @discardableResult
    public mutating func appendSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) -> [SnapshotWarning] {
        try placeSections(identifiers, anchor: nil, after: true)
        return []
    }

    /// Inserts sections before `anchor`. A section already in the snapshot raises on iOS 15+; before
    /// that it stays where it is and the others are inserted (`SnapshotRules.insertLeavesExistingSections`).
    @discardableResult
    public mutating func insertSections(
        _ identifiers: [SectionIdentifier], beforeSection anchor: SectionIdentifier, profile: Profile = .newest
    ) throws(SnapshotError) -> [SnapshotWarning] {
        let left = try placeSections(
            identifiers, anchor: anchor, after: false,
            leavingExisting: SnapshotRules.insertLeavesExistingSections(profile))
        return left.isEmpty ? [] : [.existingSectionsLeft(left)]
    }

    /// Inserts sections after `anchor` (see `insertSections(_:beforeSection:profile:)`).
    @discardableResult
    public mutating func insertSections(
        _ identifiers: [SectionIdentifier], afterSection anchor: SectionIdentifier, profile: Profile = .newest
    ) throws(SnapshotError) -> [SnapshotWarning] {
        let left = try placeSections(
            identifiers, anchor: anchor, after: true,
            leavingExisting: SnapshotRules.insertLeavesExistingSections(profile))
        return left.isEmpty ? [] : [.existingSectionsLeft(left)]
    }

    /// Deletes sections with their items; unknown identifiers are ignored (reported as a warning).
    /// A section named twice raises, as UIKit checks every argument list for repeats.
    @discardableResult
    public mutating func deleteSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) -> [SnapshotWarning] {
        var unknown: [String] = []
        var unknownSeen: Set<SectionIdentifier> = []
        var repeated: [String] = []
        var doomed: [Int] = []
        var seen: Set<Int> = []
        for identifier in identifiers {
            guard let key = sections.key(of: identifier) else {
                if unknownSeen.insert(identifier).inserted {
                    unknown.append(String(describing: identifier))
                } else {
                    repeated.append(String(describing: identifier))
                }
                continue
            }
            if seen.insert(key).inserted { doomed.append(key) } else { repeated.append(String(describing: identifier)) }
        }
        if !repeated.isEmpty { throw .duplicateSectionIdentifiers(uniqueDescriptions(repeated)) }
        var minPosition = Int.max
        for key in doomed {
            minPosition = min(minPosition, sectionPosition[key])
            sectionPosition[key] = -1
        }
        for key in doomed {
            let list = sectionItems[key].keys
            itemSection.set(list, to: -1)
            forgetItems(list)
            sectionItems[key] = ItemList()
            sections.remove(key: key)
            reloadedSectionKeys.remove(key)
        }
        if !doomed.isEmpty {
            let positions = sectionPosition
            sectionOrder.removeAll { positions[$0] < 0 }
            refreshSectionPositions(from: minPosition)
            sectionStart.removeLast(doomed.count)
            refreshStarts(from: minPosition)
            compactIfNeeded()
        }
        return unknown.isEmpty ? [] : [.unknownSectionsIgnored(unknown)]
    }

    @discardableResult
    public mutating func moveSection(
        _ identifier: SectionIdentifier, beforeSection anchor: SectionIdentifier
    ) throws(SnapshotError) -> [SnapshotWarning] {
        try moveSection(identifier, relativeTo: anchor, after: false)
    }

    @discardableResult
    public mutating func moveSection(
        _ identifier: SectionIdentifier, afterSection anchor: SectionIdentifier
    ) throws(SnapshotError) -> [SnapshotWarning] {
        try moveSection(identifier, relativeTo: anchor, after: true)
    }

    /// Marks sections for reload (their cells are replaced after the next apply).
    @discardableResult
    public mutating func reloadSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) -> [SnapshotWarning] {
        reloadedSectionKeys.formUnion(
            try sections.existingKeys(
                of: identifiers, duplicate: SnapshotError.duplicateSectionIdentifiers,
                missing: SnapshotError.reloadSectionNotFound))
        return []
    }

    // MARK: Private

    /// Checks the list in UIKit's order (repeats, the anchor inside the list, a missing anchor,
    /// sections already there) and inserts it before or after `anchor` (nil: at the end). With
    /// `leavingExisting`, sections already there are not an error: they stay where they are, the
    /// others are inserted, and the ones left are returned (in list order).
    @discardableResult
    private mutating func placeSections(
        _ identifiers: [SectionIdentifier], anchor: SectionIdentifier?, after: Bool, leavingExisting: Bool = false
    ) throws(SnapshotError) -> [String] {
        let anchorKey = anchor.flatMap { sections.key(of: $0) }
        let first = sections.keyCount
        var repeats: [String] = []
        var existing: [String] = []
        var existingSeen: Set<Int> = []
        var anchorInList = false
        for identifier in identifiers {
            let (key, inserted) = sections.intern(identifier)
            if inserted { continue }
            if key >= first || !existingSeen.insert(key).inserted {
                repeats.append(String(describing: identifier))
            } else if key == anchorKey {
                anchorInList = true
            } else {
                existing.append(String(describing: identifier))
            }
        }
        let anchorMissing = anchor != nil && anchorKey == nil
        if anchorMissing, let anchor { anchorInList = identifiers.contains(anchor) }  // interned as new above
        if !repeats.isEmpty || anchorInList || anchorMissing || (!existing.isEmpty && !leavingExisting) {
            sections.rollBack(to: first)
            if !repeats.isEmpty { throw .duplicateSectionIdentifiers(uniqueDescriptions(repeats)) }
            let name = anchor.map { String(describing: $0) } ?? ""
            if anchorInList { throw .insertionSectionIsInserted(name) }
            if anchorMissing { throw .insertionSectionNotFound(name) }
            throw .sectionsAlreadyExist(existing)
        }
        let position = anchorKey.map { sectionPosition[$0] + (after ? 1 : 0) } ?? sectionOrder.count
        let newKeys = Array(first..<sections.keyCount)
        guard !newKeys.isEmpty else { return existing }
        sectionItems.append(contentsOf: repeatElement(ItemList(), count: newKeys.count))
        sectionPosition.append(contentsOf: repeatElement(-1, count: newKeys.count))
        sectionOrder.insert(contentsOf: newKeys, at: position)
        // The new sections are empty: they start where the section they are inserted before did,
        // and the entries after them move with their sections (still current as far as they were).
        settleStarts(through: position)
        let start = sectionStart[position]
        sectionStart.insert(contentsOf: repeatElement(start, count: newKeys.count), at: position)
        startsValidThrough += newKeys.count
        refreshSectionPositions(from: position)
        return existing
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifier, relativeTo anchor: SectionIdentifier, after: Bool
    ) throws(SnapshotError) -> [SnapshotWarning] {
        guard identifier != anchor else { throw .moveSectionRelativeToItself(String(describing: identifier)) }
        guard let key = sections.key(of: identifier) else {
            throw .moveSectionNotFound(String(describing: identifier))
        }
        guard let anchorKey = sections.key(of: anchor) else {
            throw .moveDestinationSectionNotFound(String(describing: anchor))
        }
        let from = sectionPosition[key]
        sectionOrder.remove(at: from)
        var to = sectionPosition[anchorKey]
        if to > from { to -= 1 }
        if after { to += 1 }
        sectionOrder.insert(key, at: to)
        let lowest = min(from, to)
        refreshSectionPositions(from: lowest)
        refreshStarts(from: lowest)
        return []
    }
}
