import PlaygroundCore

/// The data-source area's part of `dataSource`: what has been applied.
public struct DataSourceState: Sendable {
    public var dataSource = DataSource<String, String>()

    public init() {}

    /// The applied sections with their items, in order (what the collection view shows).
    public var appliedSections: [(identifier: String, items: [String])] {
        dataSource.appliedSnapshot.contents.map { ($0.section, $0.items) }
    }

    func describe() -> [String] {
        let s = dataSource.appliedSnapshot
        return ["DiffableDataSource: \(s.numberOfSections) section\(s.numberOfSections == 1 ? "" : "s"), \(s.numberOfItems) item\(s.numberOfItems == 1 ? "" : "s") applied"]
    }

    func json() -> JSONValue {
        .object([("sections", .array(appliedSections.map { .object([("identifier", .string($0.identifier)), ("items", .array($0.items.map(JSONValue.string)))]) }))])
    }
}
