import PlaygroundCore

/// `cells`: what each applied item's cell was last configured with, as data; its table and its
/// JSON are both made from it.
struct CellsResult: Encodable, Equatable, Sendable {
    struct Row: Encodable, Equatable, Sendable {
        /// `[section, item]`.
        var indexPath: [Int]
        var identifier: String
        /// The content the cell was configured with.
        var shows: ItemContent
        /// The content the model holds now.
        var model: ItemContent
        var stale: Bool
    }

    var rows: [Row]

    init(_ ids: [String], state: DataSourceState) {
        let applied = state.dataSource.appliedSnapshot
        rows = ids.map { id in
            let path = applied.indexPath(ofItem: id) ?? IndexPath(0, 0)
            let shown = state.shown(by: id)
            let model = state.content(of: id)
            return Row(
                indexPath: [path.section, path.item], identifier: id, shows: shown, model: model,
                stale: shown != model)
        }
    }

    var lines: [String] {
        guard !rows.isEmpty else { return ["no cells: nothing applied yet"] }
        var table = [["indexPath", "id", "shows", ""]]
        for r in rows {
            table.append([
                "[" + r.indexPath.map(String.init).joined(separator: ", ") + "]", Format.identifier(r.identifier),
                r.shows.description, r.stale ? "stale: model has \(r.model.description)" : "",
            ])
        }
        return Format.table(table)
    }

    /// The JSON is the list of rows.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rows)
    }
}

/// An item's content as JSON: an object of its fields in the order they were set, each a string,
/// number or boolean as the script spelled it.
extension ItemContent: Encodable {
    struct FieldKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        for f in fields {
            let key = FieldKey(stringValue: f.name)
            switch Self.jsonValue(f.value) {
            case .bool(let b): try c.encode(b, forKey: key)
            case .number(let d): try c.encode(d, forKey: key)
            case .string(let s): try c.encode(s, forKey: key)
            default: try c.encode(f.value, forKey: key)
            }
        }
    }
}

/// `content`: items' model values, as data. Its JSON is an object of the items (each its fields,
/// or null for an item with none set); its text lists them, or after a change, the change.
struct ContentResult: Encodable, Equatable, Sendable {
    struct Entry: Equatable, Sendable {
        var identifier: String
        var content: ItemContent?
    }

    var entries: [Entry]
    /// The fields just set (`content todo3 done: true`); nil when the content is only read.
    var set: [ItemContent.Field]?

    var lines: [String] {
        if let set {
            let only = entries.count == 1 ? entries.first : nil
            let summary = only.map { Format.identifier($0.identifier) } ?? "\(entries.count) items"
            return ["\(summary): " + set.map { "\($0.name): \($0.value)" }.joined(separator: ", ")]
        }
        if entries.isEmpty { return ["no content set (content ITEM field: value)"] }
        return Format.table(entries.map { ["\(Format.identifier($0.identifier)):", $0.content?.description ?? ""] })
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: ItemContent.FieldKey.self)
        for e in entries {
            let key = ItemContent.FieldKey(stringValue: e.identifier)
            if let content = e.content { try c.encode(content, forKey: key) } else { try c.encodeNil(forKey: key) }
        }
    }
}
