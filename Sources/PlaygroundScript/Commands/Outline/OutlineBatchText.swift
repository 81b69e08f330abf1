import PlaygroundCore

// The outline area's batch printer. When the data-source area lands, make `applyResult` call its
// printer so an apply prints the same way whichever area ran it (the outline area calls nothing else).
extension OutlineText {
    /// The one place an apply's outcome is printed by the outline area: text lines, JSON (built only
    /// when `json` is true: large batches make it costly) and UIKit's quiet warnings.
    static func applyResult(_ result: ApplyResult<String, String>, json wantsJSON: Bool = true)
        -> (lines: [String], json: JSONValue, warnings: [String]) {
        let warnings = result.warnings.map(\.message)
        switch result.update {
        case .reloadData:
            return (["reloadData"], .object([("update", .string("reloadData"))]), warnings)
        case .nothing:
            return (["nothing to update: the section already shows these items"], .object([("update", .string("nothing"))]), warnings)
        case .batch(let b, let animated):
            var lines = ["performBatchUpdates" + (animated ? " (animated)" : " (not animated)") + ":"]
            var json: [(String, JSONValue)] = [("update", .string("batch")), ("animated", .bool(animated))]
            func add(_ title: String, _ count: Int, text: () -> String, json value: () -> JSONValue) {
                guard count > 0 else { return }
                lines.append("  \(title) " + text())
                if wantsJSON { json.append((title, value())) }
            }
            func sections(_ title: String, _ changes: [BatchUpdate<String, String>.SectionChange]) {
                add(title, changes.count,
                    text: { changes.map { "\($0.index) \(Format.identifier($0.identifier))" }.joined(separator: ", ") },
                    json: { .array(changes.map { .object([("index", .number(Double($0.index))), ("identifier", .string($0.identifier))]) }) })
            }
            func items(_ title: String, _ changes: [BatchUpdate<String, String>.ItemChange]) {
                add(title, changes.count,
                    text: { changes.map { "\($0.indexPath) \(Format.identifier($0.identifier))" }.joined(separator: ", ") },
                    json: { .array(changes.map { .object([("indexPath", path($0.indexPath)), ("identifier", .string($0.identifier))]) }) })
            }
            sections("deleteSections", b.sectionDeletes)
            sections("insertSections", b.sectionInserts)
            add("moveSections", b.sectionMoves.count,
                text: { b.sectionMoves.map { "\($0.from) -> \($0.to) \(Format.identifier($0.identifier))" }.joined(separator: ", ") },
                json: { .array(b.sectionMoves.map {
                    .object([("from", .number(Double($0.from))), ("to", .number(Double($0.to))), ("identifier", .string($0.identifier))])
                }) })
            items("deleteItems", b.itemDeletes)
            items("insertItems", b.itemInserts)
            add("moveItems", b.itemMoves.count,
                text: { b.itemMoves.map { "\($0.from) -> \($0.to) \(Format.identifier($0.identifier))" }.joined(separator: ", ") },
                json: { .array(b.itemMoves.map { .object([("from", path($0.from)), ("to", path($0.to)), ("identifier", .string($0.identifier))]) }) })
            sections("reloadSections", b.sectionReloads)
            items("reloadItems", b.itemReloads)
            items("reconfigureItems", b.itemReconfigures)
            return (lines, .object(json), warnings)
        }
    }
}
