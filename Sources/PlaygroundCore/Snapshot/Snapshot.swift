/// `NSDiffableDataSourceSnapshot`: ordered sections, each with ordered items.
///
/// Section and item identifiers are separate namespaces; within each, an identifier appears at most
/// once in the whole snapshot. Identity is the identifier's equality.
///
/// Storage: identifiers are interned to dense integer keys (hashed once per operation); `String`
/// identifiers are kept as their UTF-8 bytes (about 44 bytes for a 36-byte identifier, no heap
/// object each) and read back as the `String` given, byte for byte. Every item
/// key knows its section key and its place (chunk and offset) in that section's `ItemList`; every
/// section knows its position and the global index of its first item. Lookups by identifier are
/// O(1) plus O(log chunks) for an item's position; an edit costs the items it names and the chunks
/// they touch (at most `ItemList.maxChunk` keys each), plus, when section counts change, the
/// section starts between this edit and the previous one further on (`startsValidThrough`),
/// never a scan of a section.
public struct Snapshot<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    var items = Interner<ItemIdentifier>()
    /// By item key: the section key (-1 for tombstones), in 32 bits.
    var itemSection = KeyColumn()
    /// By item key: its chunk and offset in its section's `ItemList`.
    var itemPlace: [ItemPlace] = []

    var sections = Interner<SectionIdentifier>()
    /// By section key: its item keys in order.
    var sectionItems = SectionLists()
    /// By section key: its position in `sectionOrder` (-1 for tombstones).
    var sectionPosition: [Int] = []
    /// Section keys in order.
    var sectionOrder: [Int] = []
    /// By section position: the global index of its first item; one extra entry holds the total.
    /// Only the entries through `startsValidThrough` are current: read them with `itemStart(atPosition:)`.
    var sectionStart: [Int] = [0]
    /// The last position whose `sectionStart` entry is current. An edit of a section marks the
    /// entries after it stale rather than rewriting them all, and the next edit further on brings
    /// them up to date only as far as it goes: appending items section by section to n sections
    /// rewrote O(n) entries per call (quadratic: building the data of a 100,000-section provider
    /// with a loop of `appendItems` took about a minute), and now writes one each.
    var startsValidThrough = 0

    var reloadedItemKeys: Set<Int> = []
    var reconfiguredItemKeys: Set<Int> = []
    var reloadedSectionKeys: Set<Int> = []

    /// Item keys moved or written, chunk-directory slots visited by item edits and section starts
    /// brought up to date since the snapshot was made: a counter for complexity tests (never
    /// compared, never shown).
    var itemWork = 0

    public init() {}

    /// The most item keys a snapshot hands out (live items plus tombstones not yet compacted):
    /// the interner's buckets hold a key in 32 bits, and per-item bookkeeping may narrow to
    /// `Int32`. Adding items past it traps with this limit in the message; a snapshot that large
    /// would need hundreds of gigabytes anyway.
    public static var maxItemKeys: Int { Int(Int32.max) }

    /// Whether `adding` more item keys to `keyCount` stays within `limit`.
    static func hasRoomForItemKeys(_ keyCount: Int, adding: Int, limit: Int = maxItemKeys) -> Bool {
        adding <= limit && keyCount <= limit - adding
    }
}

extension Snapshot: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}

// MARK: - Queries

extension Snapshot {
    public var numberOfSections: Int { sectionOrder.count }

    /// Every live item key is in a section (`invariantViolations` checks it), so the count is the
    /// interner's: O(1) however stale the section starts are (`Session.modify` reads it twice per
    /// change, so reading it through the starts made a loop of appends quadratic again).
    public var numberOfItems: Int { items.liveCount }

    // The readers below are specialised for String identifiers (the playground's), which are made
    // from the interner's bytes as they are read: unspecialised, each would go through generic code.
    public var sectionIdentifiers: [SectionIdentifier] {
        @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String) get {
            sectionOrder.map { sections[$0] }
        }
    }

    public var itemIdentifiers: [ItemIdentifier] {
        @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String) get {
            var result: [ItemIdentifier] = []
            result.reserveCapacity(numberOfItems)
            for key in sectionOrder {
                sectionItems[key].forEach { _, item in result.append(items[item]) }
            }
            return result
        }
    }

    public func numberOfItems(inSection identifier: SectionIdentifier) throws(SnapshotError) -> Int {
        guard let key = sections.key(of: identifier) else {
            throw .querySectionNotFound(String(describing: identifier))
        }
        return sectionItems[key].count
    }

    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public func itemIdentifiers(inSection identifier: SectionIdentifier) throws(SnapshotError) -> [ItemIdentifier] {
        guard let key = sections.key(of: identifier) else {
            throw .querySectionNotFound(String(describing: identifier))
        }
        var result: [ItemIdentifier] = []
        result.reserveCapacity(sectionItems[key].count)
        sectionItems[key].forEach { _, item in result.append(items[item]) }
        return result
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifier) -> SectionIdentifier? {
        guard let key = items.key(of: identifier) else { return nil }
        return sections[itemSection[key]]
    }

    /// The item's index across all sections (UIKit's `indexOfItemIdentifier:`), nil for NSNotFound.
    public func indexOfItem(_ identifier: ItemIdentifier) -> Int? {
        guard let key = items.key(of: identifier) else { return nil }
        return globalIndex(ofItemKey: key)
    }

    public func indexOfSection(_ identifier: SectionIdentifier) -> Int? {
        guard let key = sections.key(of: identifier) else { return nil }
        return sectionPosition[key]
    }

    public func contains(item identifier: ItemIdentifier) -> Bool { items.key(of: identifier) != nil }

    public func contains(section identifier: SectionIdentifier) -> Bool { sections.key(of: identifier) != nil }

    /// `[section, item]` of an item, nil if it is not in the snapshot.
    public func indexPath(ofItem identifier: ItemIdentifier) -> IndexPath? {
        guard let key = items.key(of: identifier) else { return nil }
        return indexPath(ofItemKey: key)
    }

    /// The item at `[section, item]`, nil when out of range.
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifier? {
        guard sectionOrder.indices.contains(indexPath.section) else { return nil }
        let list = sectionItems[sectionOrder[indexPath.section]]
        guard indexPath.item >= 0, indexPath.item < list.count else { return nil }
        return items[list[indexPath.item]]
    }

    /// The section at `index`, nil when out of range.
    public func sectionIdentifier(at index: Int) -> SectionIdentifier? {
        guard sectionOrder.indices.contains(index) else { return nil }
        return sections[sectionOrder[index]]
    }

    /// Items marked with `reloadItems(_:)`, in snapshot order.
    public var reloadedItemIdentifiers: [ItemIdentifier] { orderedItems(reloadedItemKeys) }

    /// Items marked with `reconfigureItems(_:)`, in snapshot order.
    public var reconfiguredItemIdentifiers: [ItemIdentifier] { orderedItems(reconfiguredItemKeys) }

    /// Sections marked with `reloadSections(_:)`, in snapshot order.
    public var reloadedSectionIdentifiers: [SectionIdentifier] {
        reloadedSectionKeys.map { (sectionPosition[$0], $0) }.sorted { $0.0 < $1.0 }
            .map { sections[$0.1] }
    }

    /// Whether any reload/reconfigure mark is set.
    public var hasMarks: Bool {
        !reloadedItemKeys.isEmpty || !reconfiguredItemKeys.isEmpty || !reloadedSectionKeys.isEmpty
    }

    /// The same sections and items without reload/reconfigure marks (what `snapshot()` returns after
    /// an apply).
    public var withoutMarks: Snapshot {
        var copy = self
        copy.reloadedItemKeys = []
        copy.reconfiguredItemKeys = []
        copy.reloadedSectionKeys = []
        return copy
    }

    func globalIndex(ofItemKey key: Int) -> Int {
        let section = itemSection[key]
        return itemStart(atPosition: sectionPosition[section]) + sectionItems[section].position(of: itemPlace[key])
    }

    func indexPath(ofItemKey key: Int) -> IndexPath {
        let section = itemSection[key]
        return IndexPath(sectionPosition[section], sectionItems[section].position(of: itemPlace[key]))
    }

    private func orderedItems(_ keys: Set<Int>) -> [ItemIdentifier] {
        keys.map { (globalIndex(ofItemKey: $0), $0) }.sorted { $0.0 < $1.0 }.map { items[$0.1] }
    }
}

// MARK: - Equality

extension Snapshot: Equatable {
    /// Same sections, same items in the same places, same marks.
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        guard lhs.sectionOrder.count == rhs.sectionOrder.count,
            lhs.numberOfItems == rhs.numberOfItems
        else { return false }
        for position in lhs.sectionOrder.indices {
            let l = lhs.sectionOrder[position]
            let r = rhs.sectionOrder[position]
            guard lhs.sections.matches(l, r, in: rhs.sections) else { return false }
            let li = lhs.sectionItems[l].keys
            let ri = rhs.sectionItems[r].keys
            guard li.count == ri.count else { return false }
            for index in li.indices where !lhs.items.matches(li[index], ri[index], in: rhs.items) {
                return false
            }
        }
        return lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
            && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
            && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
    }
}

// MARK: - Convenience

extension Snapshot {
    /// Builds a snapshot from `(section, items)` pairs; throws what the equivalent appends would.
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public init(_ contents: [(SectionIdentifier, [ItemIdentifier])]) throws(SnapshotError) {
        self.init()
        try appendSections(contents.map(\.0))
        for (section, list) in contents where !list.isEmpty {
            try appendItems(list, toSection: section)
        }
    }

    /// Whether the section at `position` is the one `previous` holds there, with the same items:
    /// the same identifier, and its items in the same storage (this snapshot was derived from
    /// `previous`, or both from one snapshot, and that section was not edited since). An identity
    /// check, O(1) for a section of up to `ItemList.maxChunk` items: no identifier is read out, so
    /// a caller that reads a snapshot after each small change can read only the sections that
    /// changed. False does not mean the section differs, only that it may.
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public func sectionUnchanged(at position: Int, since previous: Snapshot) -> Bool {
        guard position >= 0, position < sectionOrder.count, position < previous.sectionOrder.count else { return false }
        let key = sectionOrder[position]
        let oldKey = previous.sectionOrder[position]
        guard previous.sections.sharedKey(oldKey, ofKey: key, in: sections) == oldKey else { return false }
        var chunks = 0
        return sectionItems[key].sharesStorage(with: previous.sectionItems[oldKey], work: &chunks)
    }

    /// The positions whose section may differ from the one `previous` holds there, in increasing
    /// order: those below both counts that `sectionUnchanged(at:since:)` cannot prove unchanged, then
    /// every position from `previous`'s count on. O(1) per section, in one call (no generic call per
    /// section), so a caller that reads a snapshot after each small change reads only these.
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public func positionsChanged(since previous: Snapshot) -> [Int] {
        let shared = min(sectionOrder.count, previous.sectionOrder.count)
        var changed: [Int] = []
        for position in 0..<shared where !sectionUnchanged(at: position, since: previous) {
            changed.append(position)
        }
        changed.append(contentsOf: shared..<sectionOrder.count)
        return changed
    }

    /// The sections with their items, in order.
    public var contents: [(section: SectionIdentifier, items: [ItemIdentifier])] {
        @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String) get {
            sectionOrder.map { key in (sections[key], sectionItems[key].keys.map { items[$0] }) }
        }
    }
}
