import PlaygroundCore

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
    static func counts(_ s: StringSnapshot) -> String { counts(sections: s.numberOfSections, items: s.numberOfItems) }

    static func counts(sections n: Int, items m: Int) -> String {
        if n == 0 { return "empty (no sections)" }
        return "\(n) section\(n == 1 ? "" : "s"), \(m) item\(m == 1 ? "" : "s")"
    }

    /// `  main: [todo1...todo30]`, one line per section; very long sections end with `... N more items`.
    static func sectionLines(_ sections: [SectionItemsResult], limit: Int = 100) -> [String] {
        var lines: [String] = []
        for section in sections {
            let items = section.items
            let (entries, used) = folded(items, limit: limit)
            let rest = used < items.count ? ", ... \(items.count - used) more items" : ""
            lines.append("  \(Format.identifier(section.identifier)): [\(entries.joined(separator: ", "))\(rest)]")
            if lines.count >= limit, sections.count > limit {
                lines.append("  ... \(sections.count - limit) more sections")
                break
            }
        }
        return lines
    }

    /// `  marked: reloadSections [...], reloadItems [...], reconfigureItems [...]` (none when nothing is marked).
    static func markLines(sections: [String], items: [String], reconfigured: [String]) -> [String] {
        var marks: [String] = []
        if !sections.isEmpty { marks.append("reloadSections \(list(sections))") }
        if !items.isEmpty { marks.append("reloadItems \(list(items))") }
        if !reconfigured.isEmpty { marks.append("reconfigureItems \(list(reconfigured))") }
        return marks.isEmpty ? [] : ["  marked: " + marks.joined(separator: ", ")]
    }

    /// `[todo1...todo3, "Buy milk", x]` (at most 100 entries, then `... N more`).
    static func list(_ ids: [String]) -> String {
        let (entries, used) = folded(ids, limit: 100)
        return "[" + entries.joined(separator: ", ") + (used < ids.count ? ", ... \(ids.count - used) more" : "") + "]"
    }

    /// Identifiers as scripts spell them, with runs of 3 or more consecutive numbers folded into
    /// `a1...a9`; stops after `limit` entries and says how many identifiers it used.
    static func folded(_ ids: [String], limit: Int = .max) -> (entries: [String], used: Int) {
        var out: [String] = []
        var i = 0
        while i < ids.count, out.count < limit {
            var j = i + 1
            if let (prefix, n, width) = numbered(ids[i]) {
                let prefix = String(prefix)
                while j < ids.count, n + (j - i) <= 999_999_999,
                    ids[j] == prefix + Invocation.padded(n + (j - i), width)
                { j += 1 }
            }
            if j - i >= 3 {
                out.append(ids[i] + "..." + ids[j - 1])
                i = j
            } else {
                out.append(Format.identifier(ids[i]))
                i += 1
            }
        }
        return (out, i)
    }

    /// `todo12` → ("todo", 12, 0) when the identifier is a bare name ending in a number spelled as
    /// a range expands it (canonically, or zero-padded: `todo07` → ("todo", 7, 2)); nil otherwise.
    private static func numbered(_ id: String) -> (Substring, Int, Int)? {
        let utf8 = id.utf8
        var digits = 0
        var value = 0
        var scale = 1
        for byte in utf8.reversed() {
            guard byte >= 48, byte <= 57 else { break }
            digits += 1
            guard digits <= 9 else { return nil }
            value += Int(byte - 48) * scale
            scale *= 10
        }
        guard digits > 0, digits < utf8.count, Format.identifier(id) == id else { return nil }
        let canonical = String(value).count == digits
        let width = canonical ? 0 : digits  // a longer spelling has leading zeros
        let prefix = id.dropLast(digits)
        return (prefix, value, width)
    }

    /// `'a'`, `'a', 'b'`, `'a', 'b', 'c' and 4 more` for messages.
    static func quotedList(_ ids: [String], limit: Int = 5) -> String {
        let shown = ids.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return ids.count > limit ? shown + " and \(ids.count - limit) more" : shown
    }
}
