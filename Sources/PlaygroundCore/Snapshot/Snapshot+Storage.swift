// Internal bookkeeping shared by the mutating operations. Callers validate first; these helpers
// assume live keys and in-range positions.

extension Snapshot {
    /// Marks `sectionStart` stale after section `position` (the sections from `position` on
    /// changed their item counts or places); the entries before it stay as they are.
    mutating func refreshStarts(from position: Int) {
        let count = sectionOrder.count
        if sectionStart.count != count + 1 {
            sectionStart = [Int](repeating: 0, count: count + 1)
            startsValidThrough = 0
            settleStarts(through: count)
            return
        }
        let position = min(max(0, position), count)
        // An edit further on than the stale entries: bring them up to date as far as the edit
        // (each entry is settled once per edit before it, so edits in section order cost O(1) each).
        if position > startsValidThrough { settleStarts(through: position) }
        startsValidThrough = position
    }

    /// Brings `sectionStart` up to date through `position`.
    mutating func settleStarts(through position: Int) {
        var current = min(startsValidThrough, sectionStart.count - 1)
        guard position > current else { return }
        var running = sectionStart[current]
        while current < position {
            running += sectionItems[sectionOrder[current]].count
            current += 1
            sectionStart[current] = running
            itemWork += 1
        }
        startsValidThrough = current
    }

    /// The global index of the first item of the section at `position` (at `numberOfSections`:
    /// the number of items). O(1) through `startsValidThrough`, else O(sections since then).
    func itemStart(atPosition position: Int) -> Int {
        let current = min(startsValidThrough, sectionStart.count - 1)
        if position <= current { return sectionStart[position] }
        var running = sectionStart[current]
        for p in current..<position { running += sectionItems[sectionOrder[p]].count }
        return running
    }

    /// Recomputes section positions from `position` onwards.
    mutating func refreshSectionPositions(from position: Int) {
        var position = max(0, position)
        while position < sectionOrder.count {
            sectionPosition[sectionOrder[position]] = position
            position += 1
        }
    }

    /// Takes live item keys out of their sections (they stay interned). Returns the smallest
    /// position of a section that changed, or `Int.max` when nothing changed. Costs the chunks the
    /// keys are in, not their sections (`ItemList`).
    mutating func detachItems(_ keys: [Int]) -> Int {
        guard !keys.isEmpty else { return Int.max }
        if keys.count == 1 {
            let key = keys[0]
            let section = itemSection[key]
            guard section >= 0 else { return Int.max }
            sectionItems[section].remove(keys, places: &itemPlace, work: &itemWork)
            itemSection[key] = -1
            return sectionPosition[section]
        }
        var bySection: [Int: [Int]] = [:]  // section key -> its detached item keys
        for key in keys {
            let section = itemSection[key]
            guard section >= 0 else { continue }  // NB: already detached (caller deduplicates)
            bySection[section, default: []].append(key)
        }
        var minPosition = Int.max
        for (section, list) in bySection.sorted(by: { $0.key < $1.key }) {
            sectionItems[section].remove(list, places: &itemPlace, work: &itemWork)
            itemSection.set(list, to: -1)
            minPosition = min(minPosition, sectionPosition[section])
        }
        return minPosition
    }

    /// Where `attachItems` puts keys in a section.
    enum Slot {
        case end
        case before(item: Int)
        case after(item: Int)
    }

    /// Puts detached or new item keys into section `key`.
    mutating func attachItems(_ keys: [Int], section key: Int, at slot: Slot) {
        itemSection.set(keys, to: key)
        switch slot {
        case .end:
            sectionItems[key].append(keys, places: &itemPlace, work: &itemWork)
        case .before(let anchor):
            sectionItems[key].insert(keys, at: itemPlace[anchor], after: false, places: &itemPlace, work: &itemWork)
        case .after(let anchor):
            sectionItems[key].insert(keys, at: itemPlace[anchor], after: true, places: &itemPlace, work: &itemWork)
        }
    }

    /// Grows the per-item arrays to cover every interned key.
    mutating func growItemArrays() {
        let missing = items.keyCount - itemSection.count
        if missing > 0 {
            itemSection.append(repeating: -1, count: missing)
            itemPlace.append(contentsOf: repeatElement(.none, count: missing))
        }
    }

    /// Removes detached item keys for good: identifiers, marks.
    mutating func forgetItems(_ keys: [Int]) {
        for key in keys {
            items.remove(key: key)
            itemSection[key] = -1
        }
        if !reloadedItemKeys.isEmpty { reloadedItemKeys.subtract(keys) }
        if !reconfiguredItemKeys.isEmpty { reconfiguredItemKeys.subtract(keys) }
    }

    /// Renumbers keys when tombstones outweigh live keys, so memory follows the live size.
    mutating func compactIfNeeded() {
        if items.wantsCompaction { compactItemKeys() }
        compactSectionKeysIfNeeded()
    }

    /// Renumbers the item keys densely (drops the tombstones).
    mutating func compactItemKeys() {
        let remap = items.compact()
        var newSection = KeyColumn(repeating: -1, count: items.keyCount)
        var newPlace = [ItemPlace](repeating: .none, count: items.keyCount)
        for old in remap.indices where remap[old] >= 0 {
            newSection[remap[old]] = itemSection[old]
            newPlace[remap[old]] = itemPlace[old]
        }
        itemSection = newSection
        itemPlace = newPlace
        for key in sectionItems.indices where !sectionItems[key].isEmpty { sectionItems[key].remapKeys(remap) }
        reloadedItemKeys = Set(reloadedItemKeys.map { remap[$0] })
        reconfiguredItemKeys = Set(reconfiguredItemKeys.map { remap[$0] })
    }

    private mutating func compactSectionKeysIfNeeded() {
        if sections.wantsCompaction {
            let remap = sections.compact()
            var newItems = SectionLists(repeating: ItemList(), count: sections.keyCount)
            var newPosition = [Int](repeating: -1, count: sections.keyCount)
            for old in remap.indices where remap[old] >= 0 {
                newItems[remap[old]] = sectionItems[old]
                newPosition[remap[old]] = sectionPosition[old]
            }
            sectionItems = newItems
            sectionPosition = newPosition
            sectionOrder = sectionOrder.map { remap[$0] }
            itemSection = itemSection.map { $0 >= 0 ? remap[$0] : -1 }
            reloadedSectionKeys = Set(reloadedSectionKeys.map { remap[$0] })
        }
    }
}

/// Descriptions of identifiers, each once, in first-seen order.
func uniqueDescriptions(_ descriptions: [String]) -> [String] {
    var seen: Set<String> = []
    return descriptions.filter { seen.insert($0).inserted }
}

/// The identifiers `list` names more than once, each once, in the order the repeats are found.
func repeatedDescriptions<Identifier: Hashable>(_ list: [Identifier]) -> [String] {
    var seen: Set<Identifier> = []
    seen.reserveCapacity(list.count)
    var repeats: [String] = []
    for identifier in list where !seen.insert(identifier).inserted { repeats.append(String(describing: identifier)) }
    return uniqueDescriptions(repeats)
}
