import PlaygroundCore

/// The snapshot type scripts use: sections and items are identified by text.
typealias StringSnapshot = Snapshot<String, String>

/// The data-source area's part of `dataSource`: what has been applied, the app's model values per
/// item, what each cell was last configured with, and the last apply (for `batch`).
public struct DataSourceState: Sendable {
    public var dataSource = DataSource<String, String>()
    /// The app's model (the tutorial's repository): content per item identifier, set with `content`.
    public var contents: [String: ItemContent] = [:]
    /// What each cell was last configured with (on insert, reload, reconfigure or reloadData);
    /// only non-empty content is stored, so snapshots without content cost nothing here.
    public var cells: [String: ItemContent] = [:]
    /// The last apply, for `batch`.
    var lastApply: ApplyRecord?

    public init() {}

    /// The applied sections with their items, in order (what the collection view shows).
    public var appliedSections: [(identifier: String, items: [String])] {
        dataSource.appliedSnapshot.contents.map { ($0.section, $0.items) }
    }

    func describe() -> [String] { DataSourceResult(self).lines }

    func json() -> JSONValue { DataSourceResult(self).json }

    /// The content the model holds for `item` (empty when none was set).
    func content(of item: String) -> ItemContent { contents[item] ?? ItemContent() }

    /// The content the item's cell shows (empty when it was configured before any content was set).
    func shown(by item: String) -> ItemContent { cells[item] ?? ItemContent() }

    /// Items of the applied snapshot whose cell shows something other than the model, in order.
    /// Costs the number of items with content, not the size of the snapshot.
    var staleItems: [String] {
        guard !contents.isEmpty || !cells.isEmpty else { return [] }
        let applied = dataSource.appliedSnapshot
        var candidates = Set(contents.keys)
        candidates.formUnion(cells.keys)
        return candidates.compactMap { id in applied.indexOfItem(id).map { ($0, id) } }
            .filter { content(of: $0.1) != shown(by: $0.1) }
            .sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The item's cell is configured now: it shows the model's content.
    mutating func configure(_ item: String) {
        let c = content(of: item)
        cells[item] = c.isEmpty ? nil : c
    }
}

/// One apply as the collection view saw it: the snapshots before and after and what it was asked to do.
struct ApplyRecord: Sendable {
    enum Method: Sendable { case apply, usingReloadData }
    /// The applied snapshot before (no marks).
    var old: StringSnapshot
    /// The snapshot applied, with its marks (reconfigure marks already turned into reloads before iOS 15).
    var new: StringSnapshot
    var update: CollectionViewUpdate<String, String>
    var animated: Bool
    var profile: Profile
    var method: Method
    /// Whether the collection view had loaded data before (false: the first apply).
    var hadLoadedData: Bool

    /// The batch UIKit would have computed by diffing (also for a reloadData, to compare).
    var diffedBatch: BatchUpdate<String, String> { BatchUpdate(from: old, to: new) }
}

/// The app's model values for one item: named fields in the order they were first set.
public struct ItemContent: Hashable, Sendable {
    public struct Field: Hashable, Sendable {
        public var name: String
        /// The value as a script spells it: `"Buy milk"`, `true`, `3`.
        public var value: String
    }

    public var fields: [Field] = []

    public init() {}

    public mutating func set(_ name: String, _ value: String) {
        if let i = fields.firstIndex(where: { $0.name == name }) {
            fields[i].value = value
        } else {
            fields.append(Field(name: name, value: value))
        }
    }

    public var isEmpty: Bool { fields.isEmpty }

    /// `title: "Buy milk", done: true`, or `(none)`.
    public var description: String {
        fields.isEmpty ? "(none)" : fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
    }

    func json() -> JSONValue { .object(fields.map { ($0.name, ItemContent.jsonValue($0.value)) }) }

    static func jsonValue(_ spelled: String) -> JSONValue {
        if spelled == "true" { return .bool(true) }
        if spelled == "false" { return .bool(false) }
        if spelled.hasPrefix("\"") { return .string(unquote(spelled)) }
        if let d = Double(spelled) { return .number(d) }
        return .string(spelled)
    }

    private static func unquote(_ s: String) -> String {
        var out = ""
        var escaped = false
        for c in s.dropFirst().dropLast() {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
