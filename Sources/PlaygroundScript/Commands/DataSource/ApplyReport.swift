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
/// What one apply asked the collection view to do, as data: the text and the JSON above are both
/// made from it.
struct ApplyResult: Codable, Equatable, Sendable {
    /// "reloadData", "nothing" or "batch".
    var update: String
    /// Why a reloadData (nil otherwise).
    var reason: String?
    var animated: Bool
    /// After the apply.
    var numberOfSections: Int
    var numberOfItems: Int
    /// The batch (empty unless `update` is "batch").
    var changes: BatchResult
    /// Items whose cell shows old content.
    var staleCells: [String]

    init(_ r: ApplyRecord, stale: [String]) {
        var b = BatchUpdate<String, String>()
        animated = r.animated
        switch r.update {
        case .reloadData: update = "reloadData"
        case .nothing: update = "nothing"
        case .batch(let batch, let a):
            update = "batch"
            b = batch
            animated = a
        }
        reason = ApplyReport.reason(r)
        numberOfSections = r.new.numberOfSections
        numberOfItems = r.new.numberOfItems
        changes = BatchResult(b)
        staleCells = stale
    }

    /// The lines an apply prints.
    var lines: [String] {
        switch update {
        case "reloadData":
            return [
                "reloadData (\(reason ?? "")): \(SnapshotText.counts(sections: numberOfSections, items: numberOfItems))"
            ]
        case "nothing": return ["nothing to do (identical snapshot)"]
        default:
            return changes.lines(header: "performBatchUpdates (\(animated ? "animated" : "not animated")):")
        }
    }

    private enum CodingKeys: String, CodingKey {
        case update, reason, animated, numberOfSections, numberOfItems, staleCells
    }

    // One flat object, as the schema has it: the batch's lists sit beside the apply's fields.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(update, forKey: .update)
        try c.encode(reason, forKey: .reason)
        try c.encode(animated, forKey: .animated)
        try c.encode(numberOfSections, forKey: .numberOfSections)
        try c.encode(numberOfItems, forKey: .numberOfItems)
        try changes.encode(to: encoder)
        try c.encode(staleCells, forKey: .staleCells)
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        update = try c.decode(String.self, forKey: .update)
        reason = try c.decodeIfPresent(String.self, forKey: .reason)
        animated = try c.decode(Bool.self, forKey: .animated)
        numberOfSections = try c.decode(Int.self, forKey: .numberOfSections)
        numberOfItems = try c.decode(Int.self, forKey: .numberOfItems)
        changes = try BatchResult(from: decoder)
        staleCells = try c.decode([String].self, forKey: .staleCells)
    }
}

/// What `batch` shows of the last apply, as data: the apply, UIKit's per-section count check, the
/// issues UIKit would raise for, and (with --stages) a safe split into several batches.
struct BatchReport: Codable, Sendable {
    var apply: ApplyResult
    var counts: [CountRow]
    var issues: [Issue]
    var stages: [Stage]
    /// The batch a diff would have sent, after a reloadData that followed other applies (its lines only).
    private var diffedInstead: BatchResult?
    private var showsStages = false

    /// One section's terms of UIKit's rule: after = before - deleted + inserted - moved out + moved in.
    struct CountRow: Codable, Sendable {
        /// The section's index in the new snapshot (JSON "section").
        var newIndex: Int?
        var identifier: String
        /// nil for an inserted section (it brings its items).
        var before: Int?
        var deleted: Int?
        var inserted: Int
        var movedOut: Int?
        var movedIn: Int
        var after: Int
        var ok: Bool
        /// Its index before the apply, when it had one (the table shows `old -> new` for a moved section).
        var oldIndex: Int? = nil

        private enum CodingKeys: String, CodingKey {
            case newIndex = "section", oldIndex = "oldSection", identifier, before, deleted, inserted, movedOut
            case movedIn, after, ok
        }

        var label: String {
            guard let oldIndex, let newIndex, oldIndex != newIndex else { return newIndex.map(String.init) ?? "-" }
            return "\(oldIndex) -> \(newIndex)"
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            // Every key present, null where a term does not apply (the documented schema).
            try c.encode(newIndex, forKey: .newIndex)
            try c.encode(oldIndex, forKey: .oldIndex)
            try c.encode(identifier, forKey: .identifier)
            try c.encode(before, forKey: .before)
            try c.encode(deleted, forKey: .deleted)
            try c.encode(inserted, forKey: .inserted)
            try c.encode(movedOut, forKey: .movedOut)
            try c.encode(movedIn, forKey: .movedIn)
            try c.encode(after, forKey: .after)
            try c.encode(ok, forKey: .ok)
        }
    }

    struct Issue: Codable, Sendable {
        var message: String
        var fatal: Bool
        /// The rule it breaks, worded for a warning about a crash-prone combination.
        var reason = ""

        private enum CodingKeys: String, CodingKey { case message, fatal }
    }

    /// One performBatchUpdates of a safe split: its kind and its lists beside it.
    struct Stage: Codable, Sendable {
        var kind: String
        var changes: BatchResult

        private enum CodingKeys: String, CodingKey { case kind }

        init(kind: String, changes: BatchResult) {
            self.kind = kind
            self.changes = changes
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(kind, forKey: .kind)
            try changes.encode(to: encoder)
        }

        init(from decoder: any Decoder) throws {
            kind = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .kind)
            changes = try BatchResult(from: decoder)
        }
    }

    private enum CodingKeys: String, CodingKey { case apply, counts, issues, stages }

    init(_ record: ApplyRecord, stale: [String], stages showStages: Bool) {
        apply = ApplyResult(record, stale: stale)
        let diffed = record.diffedBatch
        if case .reloadData = record.update, record.hadLoadedData { diffedInstead = BatchResult(diffed) }
        let checked = !(record.update == .reloadData && !record.hadLoadedData) && !diffed.isEmpty
        counts = checked ? DataSourceCommands.countRows(diffed, record) : []
        issues =
            checked
            ? diffed.validate(from: record.old, to: record.new.withoutMarks).map {
                Issue(message: $0.message, fatal: $0.isFatal, reason: $0.reason)
            } : []
        showsStages = showStages
        stages =
            showStages
            ? BatchUpdate.staged(from: record.old, to: record.new).map {
                Stage(kind: $0.kind.rawValue, changes: BatchResult($0.batch))
            } : []
    }

    /// The lines `batch` prints.
    var lines: [String] {
        var lines: [String]
        switch apply.update {
        case "batch":
            lines = apply.changes.lines(
                header: "last apply: performBatchUpdates (\(apply.animated ? "animated" : "not animated")):")
        case "nothing":
            lines = ["last apply: nothing to do (identical snapshot)"]
        default:
            lines = ["last apply: reloadData (\(apply.reason ?? ""))"]
            if let diffedInstead {
                lines +=
                    diffedInstead.changeCount == 0
                    ? ["a diff would have found nothing to do"]
                    : diffedInstead.lines(header: "a diff would have sent:")
            }
        }
        if !counts.isEmpty {
            lines.append("counts (after = before - deleted + inserted - moved out + moved in):")
            var rows = [["  section", "id", "before", "deleted", "inserted", "moved out", "moved in", "after", ""]]
            for c in counts {
                rows.append([
                    "  " + c.label, Format.identifier(c.identifier), c.before.map(String.init) ?? "-",
                    c.deleted.map(String.init) ?? "-", String(c.inserted), c.movedOut.map(String.init) ?? "-",
                    String(c.movedIn), String(c.after), c.before == nil ? "(inserted)" : (c.ok ? "ok" : "MISMATCH"),
                ])
            }
            lines += Format.table(rows, rightAligned: [2, 3, 4, 5, 6, 7])
        }
        if showsStages {
            if stages.isEmpty { lines.append("no stages: nothing changes") }
            for (i, stage) in stages.enumerated() {
                let name = DataSourceCommands.stageName(stage.kind)
                lines += stage.changes.lines(header: "stage \(i + 1) of \(stages.count), \(name):", stage: true)
            }
        }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(apply, forKey: .apply)
        try c.encode(counts, forKey: .counts)
        try c.encode(issues, forKey: .issues)
        try c.encode(stages, forKey: .stages)
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        apply = try c.decode(ApplyResult.self, forKey: .apply)
        counts = try c.decode([CountRow].self, forKey: .counts)
        issues = try c.decode([Issue].self, forKey: .issues)
        stages = try c.decode([Stage].self, forKey: .stages)
        showsStages = !stages.isEmpty
    }
}

/// A change batch as data, in UIKit's order: deletes at the old index paths, inserts and moves,
/// then the second pass of reloads and reconfigures at the new ones.
struct BatchResult: Codable, Equatable, Sendable {
    struct SectionChange: Codable, Equatable, Sendable {
        var index: Int
        var identifier: String
    }
    struct SectionMove: Codable, Equatable, Sendable {
        var from: Int
        var to: Int
        var identifier: String
    }
    struct ItemChange: Codable, Equatable, Sendable {
        /// `[section, item]`.
        var indexPath: [Int]
        var identifier: String
    }
    struct ItemMove: Codable, Equatable, Sendable {
        var from: [Int]
        var to: [Int]
        var identifier: String
    }
    var sectionDeletes: [SectionChange]
    var sectionInserts: [SectionChange]
    var sectionMoves: [SectionMove]
    var itemDeletes: [ItemChange]
    var itemInserts: [ItemChange]
    var itemMoves: [ItemMove]
    var sectionReloads: [SectionChange]
    var itemReloads: [ItemChange]
    var itemReconfigures: [ItemChange]

    init(_ b: BatchUpdate<String, String>) {
        func sections(_ list: [BatchUpdate<String, String>.SectionChange]) -> [SectionChange] {
            list.map { SectionChange(index: $0.index, identifier: $0.identifier) }
        }
        func items(_ list: some Sequence<BatchUpdate<String, String>.ItemChange>) -> [ItemChange] {
            list.map { ItemChange(indexPath: [$0.indexPath.section, $0.indexPath.item], identifier: $0.identifier) }
        }
        sectionDeletes = sections(b.sectionDeletes)
        sectionInserts = sections(b.sectionInserts)
        sectionMoves = b.sectionMoves.map { SectionMove(from: $0.from, to: $0.to, identifier: $0.identifier) }
        itemDeletes = items(b.itemDeletes)
        itemInserts = items(b.itemInserts)
        itemMoves = b.itemMoves.map {
            ItemMove(
                from: [$0.from.section, $0.from.item], to: [$0.to.section, $0.to.item], identifier: $0.identifier)
        }
        sectionReloads = sections(b.sectionReloads)
        itemReloads = items(b.itemReloads)
        itemReconfigures = items(b.itemReconfigures)
    }

    var changeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + itemDeletes.count + itemInserts.count
            + itemMoves.count + sectionReloads.count + itemReloads.count + itemReconfigures.count
    }

    /// `header` with a count summary, the first-pass rows, then `then, at the new index paths:` and
    /// the second pass; past `ApplyReport.rowLimit` rows the rest is counted, not listed.
    func lines(header: String, stage: Bool = false) -> [String] {
        var budget = ApplyReport.rowLimit
        func rows<T>(_ list: [T], _ row: (T) -> [String]) -> [[String]] {
            let taken = list.prefix(max(0, budget)).map(row)
            budget -= taken.count
            return taken
        }
        func path(_ p: [Int]) -> String { "[" + p.map(String.init).joined(separator: ", ") + "]" }
        var first: [[String]] = []
        first += rows(sectionDeletes) { ["  delete section", String($0.index), Format.identifier($0.identifier)] }
        first += rows(sectionInserts) { ["  insert section", String($0.index), Format.identifier($0.identifier)] }
        first += rows(sectionMoves) { ["  move section", "\($0.from) -> \($0.to)", Format.identifier($0.identifier)] }
        first += rows(itemDeletes) { ["  delete", path($0.indexPath), Format.identifier($0.identifier)] }
        first += rows(itemInserts) { ["  insert", path($0.indexPath), Format.identifier($0.identifier)] }
        first += rows(itemMoves) {
            ["  move", "\(path($0.from)) -> \(path($0.to))", Format.identifier($0.identifier)]
        }
        var second: [[String]] = []
        second += rows(sectionReloads) { ["  reload section", String($0.index), Format.identifier($0.identifier)] }
        second += rows(itemReloads) { ["  reload", path($0.indexPath), Format.identifier($0.identifier)] }
        second += rows(itemReconfigures) { ["  reconfigure", path($0.indexPath), Format.identifier($0.identifier)] }
        let table = Format.table(first + second)
        var lines = [header + " " + summary(stage: stage)]
        lines += table.prefix(first.count)
        if !second.isEmpty {
            if !stage && !first.isEmpty { lines.append("then, at the new index paths:") }
            lines += table.suffix(second.count)
        }
        let hidden = changeCount - first.count - second.count
        if hidden > 0 { lines.append("  ... \(hidden) more changes ('set output json' lists them all)") }
        return lines
    }

    /// `1 delete, 2 moves; then 1 reconfigure`
    func summary(stage: Bool = false) -> String {
        func part(_ n: Int, _ word: String) -> String? { n == 0 ? nil : "\(n) \(word)\(n == 1 ? "" : "s")" }
        let first = [
            part(sectionDeletes.count, "section delete"), part(sectionInserts.count, "section insert"),
            part(sectionMoves.count, "section move"), part(itemDeletes.count, "delete"),
            part(itemInserts.count, "insert"), part(itemMoves.count, "move"),
        ].compactMap { $0 }
        let second = [
            part(sectionReloads.count, "section reload"), part(itemReloads.count, "reload"),
            part(itemReconfigures.count, "reconfigure"),
        ].compactMap { $0 }
        if first.isEmpty { return second.joined(separator: ", ") + (stage ? "" : " (no structural changes)") }
        if second.isEmpty { return first.joined(separator: ", ") }
        return first.joined(separator: ", ") + "; then " + second.joined(separator: ", ")
    }

    /// The batch's lists as the members of a JSON object (to sit beside other fields).
    var jsonFields: [(String, JSONValue)] {
        if case .object(let members) = JSONValueEncoder.encode(self) { return members }
        return []
    }
}

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
    static func text(_ r: ApplyRecord) -> [String] { ApplyResult(r, stale: []).lines }

    /// Rows printed per batch before the rest is summarised (JSON always has every change).
    static let rowLimit = 200
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
