import PlaygroundCore

// The outline area's batch printer. When the data-source area lands, make `applyResult` call its
// printer so an apply prints the same way whichever area ran it (the outline area calls nothing else).
extension OutlineText {
    /// The one place an apply's outcome is printed by the outline area. When the data-source area
    /// lands, switch the body to its batch printer so both print batches identically.
    static func applyResult(_ result: ApplyResult<String, String>) -> (lines: [String], json: JSONValue, warnings: [String]) {
        let warnings = result.warnings.map(\.message)
        switch result.update {
        case .reloadData:
            return (["reloadData"], .object([("update", .string("reloadData"))]), warnings)
        case .nothing:
            return (["nothing to update: the section already shows these items"], .object([("update", .string("nothing"))]), warnings)
        case .batch(let b, let animated):
            var lines = ["performBatchUpdates" + (animated ? " (animated)" : " (not animated)") + ":"]
            var json: [(String, JSONValue)] = [("update", .string("batch")), ("animated", .bool(animated))]
            func section(_ title: String, _ changes: [BatchUpdate<String, String>.SectionChange]) {
                guard !changes.isEmpty else { return }
                lines.append("  \(title) " + changes.map { "\($0.index) \(Format.identifier($0.identifier))" }.joined(separator: ", "))
                json.append((title, .array(changes.map { .object([("index", .number(Double($0.index))), ("identifier", .string($0.identifier))]) })))
            }
            func items(_ title: String, _ changes: [BatchUpdate<String, String>.ItemChange]) {
                guard !changes.isEmpty else { return }
                lines.append("  \(title) " + changes.map { "\($0.indexPath) \(Format.identifier($0.identifier))" }.joined(separator: ", "))
                json.append((title, .array(changes.map { .object([("indexPath", path($0.indexPath)), ("identifier", .string($0.identifier))]) })))
            }
            section("deleteSections", b.sectionDeletes)
            section("insertSections", b.sectionInserts)
            if !b.sectionMoves.isEmpty {
                lines.append("  moveSections " + b.sectionMoves.map { "\($0.from) -> \($0.to) \(Format.identifier($0.identifier))" }.joined(separator: ", "))
                json.append(("moveSections", .array(b.sectionMoves.map {
                    .object([("from", .number(Double($0.from))), ("to", .number(Double($0.to))), ("identifier", .string($0.identifier))])
                })))
            }
            items("deleteItems", b.itemDeletes)
            items("insertItems", b.itemInserts)
            if !b.itemMoves.isEmpty {
                lines.append("  moveItems " + b.itemMoves.map { "\($0.from) -> \($0.to) \(Format.identifier($0.identifier))" }.joined(separator: ", "))
                json.append(("moveItems", .array(b.itemMoves.map {
                    .object([("from", path($0.from)), ("to", path($0.to)), ("identifier", .string($0.identifier))])
                })))
            }
            section("reloadSections", b.sectionReloads)
            items("reloadItems", b.itemReloads)
            items("reconfigureItems", b.itemReconfigures)
            return (lines, .object(json), warnings)
        }
    }
}
