import PlaygroundCore

/// `NSDiffableDataSourceSnapshot<String, String>`: a value, like in Swift (`let s = dataSource.snapshot()`
/// is a copy; changing it does not change the data source until it is applied).
public struct SnapshotObject: ScriptObject {
    public static let typeName = "Snapshot"
    public var value = Snapshot<String, String>()

    public init() {}
    init(_ value: Snapshot<String, String>) { self.value = value }

    public func describe() -> [String] {
        ["Snapshot: \(SnapshotText.counts(value))"] + SnapshotText.sectionLines(value) + SnapshotText.markLines(value)
    }

    public func json() -> JSONValue { SnapshotText.json(value) }
}

/// `IndexPath(item:section:)`, printed `[section, item]` like every index path in the playground.
public struct IndexPathValue: ScriptObject, Hashable {
    public static let typeName = "IndexPath"
    public var value: IndexPath
    public init(_ value: IndexPath) { self.value = value }
    public func describe() -> [String] { [value.description] }
    public func json() -> JSONValue { .array([.number(Double(value.section)), .number(Double(value.item))]) }
}

/// How snapshots print: compact, with runs such as `todo1...todo30` folded the way scripts write them.
enum SnapshotText {
    static func counts(_ s: StringSnapshot) -> String {
        let n = s.numberOfSections, m = s.numberOfItems
        if n == 0 { return "empty (no sections)" }
        return "\(n) section\(n == 1 ? "" : "s"), \(m) item\(m == 1 ? "" : "s")"
    }

    /// `  main: [todo1...todo30]`, one line per section.
    static func sectionLines(_ s: StringSnapshot) -> [String] {
        s.contents.map { "  \(Format.identifier($0.section)): \(list($0.items))" }
    }

    static func markLines(_ s: StringSnapshot) -> [String] {
        var marks: [String] = []
        if !s.reloadedSectionIdentifiers.isEmpty { marks.append("reloadSections \(list(s.reloadedSectionIdentifiers))") }
        if !s.reloadedItemIdentifiers.isEmpty { marks.append("reloadItems \(list(s.reloadedItemIdentifiers))") }
        if !s.reconfiguredItemIdentifiers.isEmpty { marks.append("reconfigureItems \(list(s.reconfiguredItemIdentifiers))") }
        return marks.isEmpty ? [] : ["  marked: " + marks.joined(separator: ", ")]
    }

    /// `[todo1...todo3, "Buy milk", x]`
    static func list(_ ids: [String]) -> String { "[" + folded(ids).joined(separator: ", ") + "]" }

    /// Identifiers as scripts spell them, with runs of 3 or more consecutive numbers folded into `a1...a9`.
    static func folded(_ ids: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < ids.count {
            let (prefix, n) = numbered(ids[i])
            var j = i + 1
            if let n {
                while j < ids.count, numbered(ids[j]) == (prefix, n + (j - i)) { j += 1 }
            }
            if j - i >= 3 {
                out.append(Format.identifier(ids[i]) + "..." + Format.identifier(ids[j - 1]))
                i = j
            } else {
                out.append(Format.identifier(ids[i]))
                i += 1
            }
        }
        return out
    }

    /// `todo12` → ("todo", 12) when the number is spelled canonically (so the range expands back to it).
    private static func numbered(_ id: String) -> (String, Int?) {
        let (prefix, n) = Invocation.splitNumber(id)
        guard let n, prefix + String(n) == id, Format.identifier(id) == id else { return (id, nil) }
        return (prefix, n)
    }

    static func json(_ s: StringSnapshot) -> JSONValue {
        .object([
            ("sections", .array(s.contents.map { .object([("identifier", .string($0.section)), ("items", .array($0.items.map(JSONValue.string)))]) })),
            ("reloadedSectionIdentifiers", .array(s.reloadedSectionIdentifiers.map(JSONValue.string))),
            ("reloadedItemIdentifiers", .array(s.reloadedItemIdentifiers.map(JSONValue.string))),
            ("reconfiguredItemIdentifiers", .array(s.reconfiguredItemIdentifiers.map(JSONValue.string))),
        ])
    }

    /// `'a'`, `'a', 'b'`, `'a', 'b', 'c' and 4 more` for messages.
    static func quotedList(_ ids: [String], limit: Int = 5) -> String {
        let shown = ids.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return ids.count > limit ? shown + " and \(ids.count - limit) more" : shown
    }
}
