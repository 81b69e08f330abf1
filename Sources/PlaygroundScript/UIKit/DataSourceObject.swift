import PlaygroundCore

/// The built-in `dataSource`: UICollectionViewDiffableDataSource's state. Each area keeps its
/// part in its own value: `data` (applied snapshot, item contents; the data-source area) and
/// `outline` (section snapshots, disclosure and reordering handlers; the outline area).
public struct DataSourceObject: ScriptObject {
    public static let typeName = "DiffableDataSource"
    public var data = DataSourceState()
    public var outline = OutlineState()

    public init() {}

    public func describe() -> [String] { data.describe() + outline.describe() }
    public func json() -> JSONValue { data.json() }

    /// The applied snapshot and the one before it (the last apply's new snapshot is the applied
    /// one), contents and cells, section snapshots.
    public var retainedIdentifiers: Int {
        let applied = data.dataSource.appliedSnapshot
        var n = 1 + applied.numberOfItems + applied.numberOfSections + data.contents.count + data.cells.count
        if let last = data.lastApply {
            n += last.old.numberOfItems + last.old.numberOfSections
        }
        for s in outline.sectionSnapshots.values { n += s.count }
        return n
    }
}

extension DataSourceObject: LayoutDataProvider {
    public var layoutSections: [(identifier: String, items: [String])] {
        data.appliedSections
    }

    /// `layoutSections`, from `sections`, the sections of `previous`: each section the applied
    /// snapshot holds unchanged since `previous` stays as it is, the others are read again. A query
    /// after an apply that added a section reads that section's identifiers only
    /// (`Snapshot.positionsChanged`), and when the caller's array is its storage's only owner, the
    /// unchanged sections are neither copied nor released.
    func layoutSections(
        since previous: StringSnapshot, updating sections: inout [(identifier: String, items: [String])]
    ) {
        let applied = data.dataSource.appliedSnapshot
        let count = applied.numberOfSections
        let previousCount = min(sections.count, count)
        // In increasing order: the changed positions the array holds, then every one it lacks.
        var positions = applied.positionsChanged(since: previous)
        positions.removeAll { $0 >= previousCount }
        positions.append(contentsOf: previousCount..<count)
        for position in positions {
            guard let identifier = applied.sectionIdentifier(at: position) else {
                sections = layoutSections  // (no position below the count lacks an identifier)
                return
            }
            let section = (identifier, (try? applied.itemIdentifiers(inSection: identifier)) ?? [])
            sections.put(section, at: position)
        }
        if sections.count > count { sections.removeSubrange(count...) }
    }

    /// Whether any section has outline levels (an outline applied to it): when not, the layout
    /// need not ask section by section.
    public var hasOutlineLevels: Bool { !outline.sectionSnapshots.isEmpty }

    /// Outline levels only while the stored outline is what the section shows: after a plain
    /// `apply(snapshot)` replaced the section, its rows are flat again.
    public func outlineLevels(section: Int) -> [Int: Int] {
        guard !outline.sectionSnapshots.isEmpty else { return [:] }  // O(1) for every section of a plain data source
        // One section's items only: the layout asks for every section, so building all of them
        // here made resolving a layout quadratic in its sections.
        let snapshot = data.dataSource.appliedSnapshot
        guard let identifier = snapshot.sectionIdentifier(at: section), outline.sectionSnapshots[identifier] != nil,
            let items = try? snapshot.itemIdentifiers(inSection: identifier)
        else { return [:] }
        return outline.levels(ofVisibleItemsIn: identifier, showing: items)
    }
}
