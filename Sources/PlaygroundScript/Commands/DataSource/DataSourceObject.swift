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

    /// Outline levels only while the stored outline is what the section shows: after a plain
    /// `apply(snapshot)` replaced the section, its rows are flat again.
    public func outlineLevels(section: Int) -> [Int: Int] {
        // One section's items only: the layout asks for every section, so building all of them
        // here made resolving a layout quadratic in its sections.
        let snapshot = data.dataSource.appliedSnapshot
        guard let identifier = snapshot.sectionIdentifier(at: section), outline.sectionSnapshots[identifier] != nil,
              let items = try? snapshot.itemIdentifiers(inSection: identifier) else { return [:] }
        return outline.levels(ofVisibleItemsIn: identifier, showing: items)
    }
}
