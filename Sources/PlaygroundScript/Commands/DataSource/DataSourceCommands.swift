import PlaygroundCore

/// The data-source area: snapshots, the built-in `dataSource`, the last apply's batch, item content and cells.
enum DataSourceCommands {
    static let area = Area(
        name: "Data source",
        summary: "snapshots, apply and the change batch UIKit sends, item content versus identity",
        commands: [batch, content, cells],
        types: [
            NSDiffableDataSourceSnapshotHost.type.typeSpec, UICollectionViewDiffableDataSourceHost.type.typeSpec,
            IndexPathHost.type.typeSpec,
        ],
        globals: [
            GlobalSpec(
                name: "dataSource",
                summary: "the collection view's diffable data source: apply snapshots, look up index paths"
            ) { DataSourceObject() }
        ],
        completionWords: { session in completionWords(session) }
    )

    /// Section and item identifiers of every snapshot and of the data source (bounded per snapshot).
    static func completionWords(_ session: Session) -> [String] {
        var words: [String] = []
        func add(_ s: StringSnapshot) {
            let sections = s.sectionIdentifiers
            words += sections.prefix(1_000)
            var budget = 5_000
            for section in sections where budget > 0 {
                let items = (try? s.itemIdentifiers(inSection: section)) ?? []
                words += items.prefix(budget)
                budget -= items.count
            }
        }
        for (_, s) in session.objects(of: SnapshotObject.self) { add(s.value) }
        for (_, d) in session.objects(of: DataSourceObject.self) {
            add(d.data.dataSource.appliedSnapshot)
            words += d.data.contents.keys.sorted().prefix(5_000)
        }
        return words.filter { Format.identifier($0) == $0 }
    }

    static func dataSource(_ session: Session) -> DataSourceObject {
        session.object("dataSource", as: DataSourceObject.self) ?? DataSourceObject()
    }

    // MARK: batch

    static let batch = CommandSpec(
        "batch",
        doc: Doc(
            usage: "batch [--stages] [--json]",
            summary:
                "the last apply's change batch again, with UIKit's per-section count check and the crash-prone combinations",
            details: [
                "UICollectionView checks every section: after = before - deleted + inserted - moved out + moved in, and raises",
                "\"Invalid update: invalid number of items in section N...\" otherwise. The table shows each term. Warnings name",
                "combinations that crash when sent in one performBatchUpdates (as a hand-written update would); --stages shows",
                "the batch split into up to five performBatchUpdates that avoid them (deletes; section inserts and moves; item",
                "inserts and moves; item reloads and reconfigures; section reloads), as DifferenceKit-style libraries do.",
                "After a reloadData, it shows the batch a diff would have sent (what iOS 15 sends for animatingDifferences: false).",
                "JSON: {\"apply\": <the apply's JSON, see dataSource.apply>, \"counts\": [{\"section\", \"oldSection\", \"identifier\", \"before\", \"deleted\",",
                "\"inserted\", \"movedOut\", \"movedIn\", \"after\", \"ok\"}], \"issues\": [{\"message\", \"fatal\"}], \"stages\": [{\"kind\", ...batch lists}]}",
            ],
            examples: ["batch", "batch --stages", "batch --json"]),
        mutates: false, keywords: ["--stages", "--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let showStages = inv.flag("stages")
        let ds = dataSource(inv.session)
        guard let record = ds.data.lastApply else {
            throw ScriptError(
                "no snapshot has been applied yet", at: inv.nameRange, help: "dataSource.apply(snapshot) first")
        }
        let report = BatchReport(record, stale: ds.data.staleItems, stages: showStages)
        inv.emit(report.lines, json: JSONValueEncoder.encode(report))
        for issue in report.issues {
            if issue.fatal {
                inv.warn("UIKit would raise for this batch: \(issue.message)")
            } else {
                inv.warn(
                    "crash-prone in one performBatchUpdates: \(issue.reason)",
                    help: showStages
                        ? nil
                        : "the diffable data source sends reloads in a second pass; 'batch --stages' shows a safe split for hand-written updates"
                )
            }
        }
    }

    /// UIKit's count rule per section of the new snapshot (inserted sections bring their items).
    static func countRows(_ b: BatchUpdate<String, String>, _ r: ApplyRecord) -> [BatchReport.CountRow] {
        let oldCounts = r.old.contents.map(\.items.count)
        let newContents = r.new.contents
        guard let mapping = b.sectionMapping(oldSectionCount: oldCounts.count), mapping.count == newContents.count
        else { return [] }
        var rows: [BatchReport.CountRow] = []
        var inserted: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        var deleted: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        for c in b.itemInserts { inserted[c.indexPath.section, default: 0] += 1 }
        for m in b.itemMoves {
            movedIn[m.to.section, default: 0] += 1
            movedOut[m.from.section, default: 0] += 1
        }
        for c in b.itemDeletes { deleted[c.indexPath.section, default: 0] += 1 }
        for (newIndex, oldIndex) in mapping.enumerated() {
            let id = newContents[newIndex].section
            let after = newContents[newIndex].items.count
            let ins = inserted[newIndex] ?? 0
            let mIn = movedIn[newIndex] ?? 0
            guard oldIndex >= 0 else {
                rows.append(
                    BatchReport.CountRow(
                        newIndex: newIndex, identifier: id, before: nil, deleted: nil, inserted: ins, movedOut: nil,
                        movedIn: mIn, after: after, ok: true))
                continue
            }
            let before = oldCounts[oldIndex]
            let del = deleted[oldIndex] ?? 0
            let mOut = movedOut[oldIndex] ?? 0
            rows.append(
                BatchReport.CountRow(
                    newIndex: newIndex, identifier: id, before: before, deleted: del, inserted: ins, movedOut: mOut,
                    movedIn: mIn, after: after, ok: before - del + ins - mOut + mIn == after, oldIndex: oldIndex))
        }
        return rows
    }

    /// A stage's kind (`BatchStage.Kind`'s raw value) as the text names it.
    static func stageName(_ kind: String) -> String {
        switch BatchStage<String, String>.Kind(rawValue: kind) {
        case .deletes: "deletes"
        case .sectionInsertsAndMoves: "section inserts and moves"
        case .itemInsertsAndMoves: "item inserts and moves"
        case .itemUpdates: "item reloads and reconfigures"
        case .sectionReloads: "section reloads"
        case nil: kind
        }
    }

    // MARK: content

    static let content = CommandSpec(
        "content",
        doc: Doc(
            usage: "content [ITEMS] [FIELD: \"text\" | number | true | false ...]",
            summary: "the app's model values for items (what their cells show), kept apart from their identifiers",
            details: [
                "Like the Todo tutorial's repository: the snapshot holds only identifiers; a cell shows the content it was",
                "configured with when it was inserted, reloaded, reconfigured or reloadData ran. Changing content changes",
                "nothing on screen until an apply reconfigures or reloads the item; apply notes cells left stale.",
                "Without fields it prints the content; without items, every item's content.",
                "JSON: {\"ITEM\": {\"FIELD\": value, ...}, ...} with strings, numbers and booleans as JSON values.",
            ],
            examples: [
                "content todo1...todo30 done: false", "content todo3 title: \"Buy milk\" done: true", "content todo3",
                "content",
            ]),
        mutates: true
    ) { (inv: inout Invocation) throws(ScriptError) in
        var ds = dataSource(inv.session)
        guard let itemsArg = inv.take(nil) else {
            let ids = ds.data.contents.keys.sorted { a, b in order(a, b) }
            let result = ContentResult(entries: ids.map { .init(identifier: $0, content: ds.data.contents[$0]) })
            inv.emit(result.lines, json: JSONValueEncoder.encode(result))
            inv.changedNothing = true
            return
        }
        let ids = try inv.identifiers(itemsArg.value, "item identifier")
        var fields: [(String, String)] = []
        while let arg = inv.takeNextLabelled() {
            guard let label = arg.label else { break }
            if fields.contains(where: { $0.0 == label }) {
                throw ScriptError(
                    "field '\(label):' is given twice", at: arg.labelRange ?? arg.range,
                    help: "each field takes one value: content ITEMS \(label): value")
            }
            fields.append((label, try inv.contentValue(arg.value)))
        }
        try inv.finish()
        if fields.isEmpty {
            let result = ContentResult(entries: ids.map { .init(identifier: $0, content: ds.data.content(of: $0)) })
            inv.emit(result.lines, json: JSONValueEncoder.encode(result))
            inv.changedNothing = true
            return
        }
        for id in ids {
            var c = ds.data.content(of: id)
            for (name, value) in fields { c.set(name, value) }
            ds.data.contents[id] = c
        }
        inv.session.define("dataSource", ds)
        let result = ContentResult(
            entries: ids.map { .init(identifier: $0, content: ds.data.content(of: $0)) },
            set: fields.map { ItemContent.Field(name: $0.0, value: $0.1) })
        inv.emit(result.lines, json: JSONValueEncoder.encode(result))
    }

    /// Numbered identifiers in numeric order (`todo2` before `todo10`), others alphabetically.
    static func order(_ a: String, _ b: String) -> Bool {
        let (pa, na) = Invocation.splitNumber(a)
        let (pb, nb) = Invocation.splitNumber(b)
        if pa == pb, let na, let nb, na != nb { return na < nb }
        return a < b
    }

    // MARK: cells

    static let cells = CommandSpec(
        "cells",
        doc: Doc(
            usage: "cells [ITEMS] [--json]",
            summary: "what each applied item's cell was last configured with, and whether the model has moved on",
            details: [
                "A cell is configured when its item is inserted, reloaded or reconfigured, and by reloadData; moves keep it.",
                "JSON: [{\"indexPath\": [s, i], \"identifier\", \"shows\": {fields}, \"model\": {fields}, \"stale\": Bool}]",
            ],
            examples: ["cells", "cells todo3"]),
        mutates: false, keywords: ["--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let ds = dataSource(inv.session)
        let applied = ds.data.dataSource.appliedSnapshot
        var ids = applied.itemIdentifiers
        if let arg = inv.take(nil) {
            let wanted = try inv.identifiers(arg.value, "item identifier")
            for id in wanted where !applied.contains(item: id) {
                throw ScriptError("'\(id)' is not in the applied snapshot, so it has no cell", at: arg.value.range)
                    .suggesting(id, from: SnapshotDiagnostics.suggestionItems(applied))
            }
            ids = wanted
        }
        let result = CellsResult(ids, state: ds.data)
        inv.emit(result.lines, json: JSONValueEncoder.encode(result))
    }
}

extension Invocation {
    /// The next labelled argument (content fields).
    mutating func takeNextLabelled() -> Arg? {
        guard let label = pendingLabels.first else { return nil }
        return take(label)
    }

    /// A content value: `"text"`, a number, `true` or `false`, spelled as a script writes it.
    func contentValue(_ expr: Expr) throws(ScriptError) -> String {
        // A Swift global: its value, spelled as its literal.
        if case .name(let n, _) = expr, let global = swiftGlobal(n) {
            switch global {
            case .string(let s), .symbol(let s): return Format.quoted(s)
            case .enumValue(let e) where e.payload.isEmpty: return Format.quoted(e.caseName)
            case .int(let i): return Format.number(Double(i))
            case .double(let d): return Format.number(d)
            case .bool(let b): return b ? "true" : "false"
            default: break
            }
        }
        switch expr {
        case .string(let s, _): return Format.quoted(s)
        case .number(let v, _, _): return Format.number(v)
        case .name("true", _): return "true"
        case .name("false", _): return "false"
        default:
            throw ScriptError(
                "a content value is a \"string\", a number, true or false, found '\(expr.spelling)'", at: expr.range)
        }
    }
}
