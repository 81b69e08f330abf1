import PlaygroundCore

/// How an apply and its change batch print: what the collection view is asked to do, one line per
/// change with the identifier beside its index path, in UIKit's order; and the same as JSON.
///
/// JSON schema (stable; keys in this order, every list present even when empty):
///
///     {"update": "reloadData" | "nothing" | "batch",
///      "reason": "first apply" | "animatingDifferences false before iOS 15" | "applySnapshotUsingReloadData" | null,
///      "animated": Bool,
///      "numberOfSections": Int, "numberOfItems": Int,          // after the apply
///      "sectionDeletes":  [{"index": Int, "identifier": String}],      // old indexes
///      "sectionInserts":  [{"index": Int, "identifier": String}],      // new indexes
///      "sectionMoves":    [{"from": Int, "to": Int, "identifier": String}],
///      "itemDeletes":     [{"indexPath": [s, i], "identifier": String}],  // old index paths
///      "itemInserts":     [{"indexPath": [s, i], "identifier": String}],  // new index paths
///      "itemMoves":       [{"from": [s, i], "to": [s, i], "identifier": String}],
///      "sectionReloads":  [{"index": Int, "identifier": String}],      // second pass, new indexes
///      "itemReloads":     [{"indexPath": [s, i], "identifier": String}],  // second pass, new index paths
///      "itemReconfigures":[{"indexPath": [s, i], "identifier": String}],  // second pass, new index paths
///      "staleCells":      [String]}                                  // items whose cell shows old content
enum ApplyReport {
    static let schemaLines: [String] = [
        "JSON ('set output json'): {\"update\": \"reloadData\"|\"nothing\"|\"batch\", \"reason\": String|null, \"animated\": Bool,",
        "\"numberOfSections\": Int, \"numberOfItems\": Int, \"sectionDeletes\"/\"sectionInserts\"/\"sectionReloads\": [{\"index\", \"identifier\"}],",
        "\"sectionMoves\": [{\"from\", \"to\", \"identifier\"}], \"itemDeletes\"/\"itemInserts\"/\"itemReloads\"/\"itemReconfigures\": [{\"indexPath\": [s, i], \"identifier\"}],",
        "\"itemMoves\": [{\"from\": [s, i], \"to\": [s, i], \"identifier\"}], \"staleCells\": [String]}. Deletes use old indexes; everything else new ones.",
    ]

    static func reason(_ r: ApplyRecord) -> String? {
        guard case .reloadData = r.update else { return nil }
        if r.method == .usingReloadData { return "applySnapshotUsingReloadData" }
        if !r.hadLoadedData { return "first apply" }
        return "animatingDifferences false before iOS 15"
    }

    /// The lines an apply prints.
    static func text(_ r: ApplyRecord) -> [String] {
        let counts = SnapshotText.counts(r.new)
        switch r.update {
        case .reloadData:
            return ["reloadData (\(reason(r) ?? "")): \(counts)"]
        case .nothing:
            return ["nothing to do (identical snapshot)"]
        case .batch(let batch, let animated):
            return batchLines(batch, header: "performBatchUpdates (\(animated ? "animated" : "not animated")):")
        }
    }

    /// Rows printed per batch before the rest is summarised (JSON always has every change).
    static let rowLimit = 200

    /// `header` with a count summary, the first-pass rows, then `then, at the new index paths:` and
    /// the second pass; past `rowLimit` rows the rest is counted, not listed.
    static func batchLines(_ b: BatchUpdate<String, String>, header: String, stage: Bool = false) -> [String] {
        var budget = rowLimit
        func rows<T>(_ list: [T], _ row: (T) -> [String]) -> [[String]] {
            let taken = list.prefix(max(0, budget)).map(row)
            budget -= taken.count
            return taken
        }
        var first: [[String]] = []
        first += rows(b.sectionDeletes) { ["  delete section", String($0.index), Format.identifier($0.identifier)] }
        first += rows(b.sectionInserts) { ["  insert section", String($0.index), Format.identifier($0.identifier)] }
        first += rows(b.sectionMoves) {
            ["  move section", "\($0.from) -> \($0.to)", Format.identifier($0.identifier)]
        }
        first += rows(Array(b.itemDeletes)) {
            ["  delete", $0.indexPath.description, Format.identifier($0.identifier)]
        }
        first += rows(Array(b.itemInserts)) {
            ["  insert", $0.indexPath.description, Format.identifier($0.identifier)]
        }
        first += rows(Array(b.itemMoves)) { ["  move", "\($0.from) -> \($0.to)", Format.identifier($0.identifier)] }
        var second: [[String]] = []
        second += rows(b.sectionReloads) { ["  reload section", String($0.index), Format.identifier($0.identifier)] }
        second += rows(b.itemReloads) { ["  reload", $0.indexPath.description, Format.identifier($0.identifier)] }
        second += rows(b.itemReconfigures) {
            ["  reconfigure", $0.indexPath.description, Format.identifier($0.identifier)]
        }
        let table = Format.table(first + second)
        var lines = [header + " " + summary(b, stage: stage)]
        lines += table.prefix(first.count)
        if !second.isEmpty {
            if !stage && !first.isEmpty { lines.append("then, at the new index paths:") }
            lines += table.suffix(second.count)
        }
        let hidden = b.changeCount - first.count - second.count
        if hidden > 0 { lines.append("  ... \(hidden) more changes ('set output json' lists them all)") }
        return lines
    }

    /// `1 delete, 2 moves; then 1 reconfigure`
    static func summary(_ b: BatchUpdate<String, String>, stage: Bool = false) -> String {
        func part(_ n: Int, _ word: String) -> String? { n == 0 ? nil : "\(n) \(word)\(n == 1 ? "" : "s")" }
        let first = [
            part(b.sectionDeletes.count, "section delete"), part(b.sectionInserts.count, "section insert"),
            part(b.sectionMoves.count, "section move"), part(b.itemDeletes.count, "delete"),
            part(b.itemInserts.count, "insert"), part(b.itemMoves.count, "move"),
        ].compactMap { $0 }
        let second = [
            part(b.sectionReloads.count, "section reload"), part(b.itemReloads.count, "reload"),
            part(b.itemReconfigures.count, "reconfigure"),
        ].compactMap { $0 }
        if first.isEmpty { return second.joined(separator: ", ") + (stage ? "" : " (no structural changes)") }
        if second.isEmpty { return first.joined(separator: ", ") }
        return first.joined(separator: ", ") + "; then " + second.joined(separator: ", ")
    }

    static func json(_ r: ApplyRecord, stale: [String]) -> JSONValue {
        var b = BatchUpdate<String, String>()
        var animated = r.animated
        let update: String
        switch r.update {
        case .reloadData: update = "reloadData"
        case .nothing: update = "nothing"
        case .batch(let batch, let a):
            update = "batch"
            b = batch
            animated = a
        }
        return .object(
            [
                ("update", .string(update)), ("reason", reason(r).map(JSONValue.string) ?? .null),
                ("animated", .bool(animated)),
                ("numberOfSections", .number(Double(r.new.numberOfSections))),
                ("numberOfItems", .number(Double(r.new.numberOfItems))),
            ]
                + batchFields(b) + [("staleCells", .array(stale.map(JSONValue.string)))])
    }

    static func batchFields(_ b: BatchUpdate<String, String>) -> [(String, JSONValue)] {
        func sections(_ list: [BatchUpdate<String, String>.SectionChange]) -> JSONValue {
            .array(
                list.map { .object([("index", .number(Double($0.index))), ("identifier", .string($0.identifier))]) })
        }
        func items(_ list: [BatchUpdate<String, String>.ItemChange]) -> JSONValue {
            .array(list.map { .object([("indexPath", path($0.indexPath)), ("identifier", .string($0.identifier))]) })
        }
        return [
            ("sectionDeletes", sections(b.sectionDeletes)), ("sectionInserts", sections(b.sectionInserts)),
            (
                "sectionMoves",
                .array(
                    b.sectionMoves.map {
                        .object([
                            ("from", .number(Double($0.from))), ("to", .number(Double($0.to))),
                            ("identifier", .string($0.identifier)),
                        ])
                    })
            ),
            ("itemDeletes", items(Array(b.itemDeletes))), ("itemInserts", items(Array(b.itemInserts))),
            (
                "itemMoves",
                .array(
                    b.itemMoves.map {
                        .object([("from", path($0.from)), ("to", path($0.to)), ("identifier", .string($0.identifier))])
                    })
            ),
            ("sectionReloads", sections(b.sectionReloads)), ("itemReloads", items(b.itemReloads)),
            ("itemReconfigures", items(b.itemReconfigures)),
        ]
    }

    static func path(_ p: IndexPath) -> JSONValue { .array([.number(Double(p.section)), .number(Double(p.item))]) }

    // MARK: Cells

    /// Items whose cells the apply configures: inserted (also inside inserted sections), reloaded,
    /// reconfigured, or in a reloaded section; everything after a reloadData.
    static func configuredItems(_ r: ApplyRecord) -> [String] {
        switch r.update {
        case .reloadData: return r.new.itemIdentifiers
        case .nothing: return []
        case .batch(let b, _):
            var out =
                b.itemInserts.map(\.identifier) + b.itemReloads.map(\.identifier) + b.itemReconfigures.map(\.identifier)
            for c in b.sectionInserts + b.sectionReloads {
                out += (try? r.new.itemIdentifiers(inSection: c.identifier)) ?? []
            }
            return out
        }
    }

    /// Updates what each cell shows after an apply. Cells that existed before keep what they showed
    /// unless reconfigured or reloaded: UIKit does not configure moved or untouched cells again.
    static func configureCells(_ state: inout DataSourceState, _ r: ApplyRecord) {
        let applied = state.dataSource.appliedSnapshot
        if case .reloadData = r.update {
            state.cells = [:]
            for id in state.contents.keys where applied.contains(item: id) { state.configure(id) }
            return
        }
        for id in configuredItems(r) { state.configure(id) }
        for id in Array(state.cells.keys) where !applied.contains(item: id) { state.cells[id] = nil }
    }

    /// The note about cells that still show old content.
    static func staleNote(_ stale: [String], _ state: DataSourceState) -> Remark? {
        guard let first = stale.first else { return nil }
        let list = SnapshotText.list(stale)
        let help =
            "mark \(stale.count == 1 ? "it" : "them") before applying: snapshot.reconfigureItems(\(list)) (iOS 15+; reloadItems before)"
        guard stale.count == 1 else {
            return Remark(
                .note,
                "the cells of \(stale.count) items are stale (\(SnapshotText.quotedList(stale, limit: 3))): their identifiers are unchanged, so apply did not configure them again",
                help: help)
        }
        let (shows, model) = difference(state.shown(by: first), state.content(of: first))
        return Remark(
            .note,
            "the cell of '\(first)' is stale: it shows \(shows), the model has \(model); its identifier is unchanged, so apply did not configure it again",
            help: help)
    }

    /// Only the fields that differ, from both sides.
    static func difference(_ shown: ItemContent, _ model: ItemContent) -> (String, String) {
        var a = ItemContent()
        var b = ItemContent()
        let names =
            shown.fields.map(\.name) + model.fields.map(\.name).filter { n in !shown.fields.contains { $0.name == n } }
        for n in names {
            let x = shown.fields.first { $0.name == n }?.value
            let y = model.fields.first { $0.name == n }?.value
            guard x != y else { continue }
            a.set(n, x ?? "(unset)")
            b.set(n, y ?? "(unset)")
        }
        return (a.description, b.description)
    }
}
