import PlaygroundCore

/// A section with its items, as snapshots and the data source print them.
struct SectionItemsResult: Encodable, Equatable, Sendable {
    var identifier: String
    var items: [String]
}

/// A snapshot printed: its sections with their items, and the items and sections marked for
/// reload or reconfigure.
struct SnapshotResult: CommandResult {
    var sections: [SectionItemsResult]
    var reloadedSectionIdentifiers: [String]
    var reloadedItemIdentifiers: [String]
    var reconfiguredItemIdentifiers: [String]

    init(_ s: StringSnapshot) {
        sections = s.contents.map { SectionItemsResult(identifier: $0.section, items: $0.items) }
        reloadedSectionIdentifiers = s.reloadedSectionIdentifiers
        reloadedItemIdentifiers = s.reloadedItemIdentifiers
        reconfiguredItemIdentifiers = s.reconfiguredItemIdentifiers
    }

    var lines: [String] {
        let items = sections.reduce(0) { $0 + $1.items.count }
        return ["Snapshot: \(SnapshotText.counts(sections: sections.count, items: items))"]
            + SnapshotText.sectionLines(sections)
            + SnapshotText.markLines(
                sections: reloadedSectionIdentifiers, items: reloadedItemIdentifiers,
                reconfigured: reconfiguredItemIdentifiers)
    }
}

/// The built-in `dataSource` printed: what it has applied (what the collection view shows).
struct DataSourceResult: CommandResult {
    /// Whether anything was applied yet (text only: the JSON of nothing applied has no sections).
    var hasLoadedData: Bool
    var sections: [SectionItemsResult]

    init(_ state: DataSourceState) {
        hasLoadedData = state.dataSource.hasLoadedData
        sections = state.appliedSections.map { SectionItemsResult(identifier: $0.identifier, items: $0.items) }
    }

    var lines: [String] {
        guard hasLoadedData else { return ["DiffableDataSource: nothing applied yet"] }
        let items = sections.reduce(0) { $0 + $1.items.count }
        return ["DiffableDataSource: \(SnapshotText.counts(sections: sections.count, items: items)) applied"]
            + SnapshotText.sectionLines(sections)
    }

    private enum Key: String, CodingKey { case sections }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(sections, forKey: .sections)
    }
}
