import PlaygroundCore

/// The outline area's part of `dataSource`: section snapshots and handlers.
public struct OutlineState: Sendable {
    /// The section snapshots applied with `dataSource.apply(_:to:)`, by section identifier.
    public var sectionSnapshots: [String: SectionSnapshot<String>] = [:]
    /// `dataSource.sectionSnapshotHandlers`, as data.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<String>()
    /// Whether the app has set `snapshotForExpandingParent` (a registration was ever made); it stays
    /// set after the registered children are loaded, as a closure would.
    public var snapshotForExpandingParentIsSet = false
    /// `dataSource.reorderingHandlers`, as data (no `canReorderItem`: reordering is off).
    public var reorderingHandlers = ReorderingHandlers<String>()

    public init() {}

    /// Outline levels of the visible items of a section, by item index (for list indentation).
    /// Only levels above 0 are listed (the layout treats a missing level as 0).
    func levels(ofVisibleItemsIn section: String) -> [Int: Int] {
        guard let snapshot = sectionSnapshots[section] else { return [:] }
        var levels: [Int: Int] = [:]
        for (index, item) in snapshot.visibleItems.enumerated() {
            if let level = try? snapshot.level(of: item), level > 0 { levels[index] = level }
        }
        return levels
    }

    /// The same, but only while the stored outline is what the section shows (`items`, the applied
    /// items): after a plain `apply(snapshot)` replaced the section, its rows are flat again.
    /// `DataSourceObject.outlineLevels(section:)` should call this one.
    func levels(ofVisibleItemsIn section: String, showing items: [String]) -> [Int: Int] {
        guard let stored = sectionSnapshots[section], stored.visibleItems == items else { return [:] }
        return levels(ofVisibleItemsIn: section)
    }

    /// The section snapshot the data source holds for `section` given what is applied there: the
    /// stored outline while its visible items are what the section shows, else the section's items
    /// as roots (a plain `apply(snapshot)` replaced the outline). nil when the section is not applied.
    // Evidence: [I] UIKit returns a flat section snapshot for a section filled by a plain snapshot.
    func sectionSnapshot(for section: String, applied: [(identifier: String, items: [String])]) -> SectionSnapshot<
        String
    >? {
        guard let shown = applied.first(where: { $0.identifier == section }) else { return nil }
        if let stored = sectionSnapshots[section], stored.visibleItems == shown.items { return stored }
        var flat = SectionSnapshot<String>()
        try? flat.append(shown.items)  // applied items are unique, so this cannot fail
        return flat
    }

    /// Drops stored outlines that no longer match what is applied (a plain `apply(snapshot)` changed
    /// or removed their section). The data-source area calls this after its own applies.
    public mutating func reconcile(with applied: [(identifier: String, items: [String])]) {
        var kept: [String: SectionSnapshot<String>] = [:]
        for (identifier, items) in applied {
            if let stored = sectionSnapshots[identifier], stored.visibleItems == items { kept[identifier] = stored }
        }
        sectionSnapshots = kept
    }

    func describe() -> [String] {
        var lines: [String] = []
        if !sectionSnapshots.isEmpty {
            let names = sectionSnapshots.keys.sorted().map(Format.identifier).joined(separator: ", ")
            lines.append("section snapshots for: \(names)")
        }
        if sectionSnapshotHandlers != SectionSnapshotHandlers<String>() || snapshotForExpandingParentIsSet {
            lines +=
                SectionSnapshotHandlersResult(sectionSnapshotHandlers, isSet: snapshotForExpandingParentIsSet).lines
        }
        if let can = reorderingHandlers.canReorderItem {
            lines.append("reorderingHandlers.canReorderItem = \(OutlineText.predicate(can))")
        }
        return lines
    }
}
