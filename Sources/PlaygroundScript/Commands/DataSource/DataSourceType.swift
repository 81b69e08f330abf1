import PlaygroundCore

/// The built-in `dataSource`: UICollectionViewDiffableDataSource's apply, snapshot and lookups.
enum DataSourceType {
    static let type = TypeSpec(
        "DiffableDataSource", aliases: ["UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource"],
        summary: "the collection view's diffable data source (the built-in 'dataSource')",
        members: [apply, applyUsingReloadData, snapshot, itemIdentifier, indexPath, sectionIdentifier, index])

    static let indexPathType = TypeSpec(
        "IndexPath", summary: "[section, item]: a position in the collection view",
        constructors: [
            ConstructorSpec(
                "",
                doc: Doc(
                    usage: "IndexPath(item: N, section: N)",
                    summary: "an index path (also written [section, item]; row: is accepted for item:)",
                    examples: ["dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0))"])
            ) { (inv: inout Invocation) throws(ScriptError) in
                let itemExpr: Expr
                if let a = inv.take("row") { itemExpr = a.value } else { itemExpr = try inv.require("item", "an item") }
                let item = try inv.integer(itemExpr, "item")
                let section = try inv.integer(try inv.require("section", "a section"), "section")
                return IndexPathValue(IndexPath(item: item, section: section))
            }
        ])

    static func profile(_ session: Session) -> Profile {
        session.object("environment", as: EnvironmentObject.self)?.profile ?? .newest
    }

    static let apply = MemberSpec.method(
        "apply",
        doc: Doc(
            usage: "dataSource.apply(SNAPSHOT, animatingDifferences: true | false)",
            summary:
                "show a snapshot: prints what the collection view is asked to do (reloadData, nothing, or the change batch)",
            details: [
                "The first apply is a reloadData. Afterwards UIKit diffs by identifier and sends one batch: section deletes",
                "(old indexes), inserts (new), moves (old -> new); item deletes (old index paths), inserts (new), moves; then",
                "a second pass of reloads and reconfigures at the new index paths. On iOS 13/14 (environment.profile)",
                "animatingDifferences: false means reloadData; from iOS 15 it diffs without animation.",
                "Cells remember the content they were configured with ('content', 'cells'): a note names cells left stale.",
            ] + ApplyReport.schemaLines,
            examples: ["dataSource.apply(snapshot, animatingDifferences: true)", "dataSource.apply(snapshot)"]),
        mutates: true, labels: ["animatingDifferences:"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let snap = try inv.snapshot(try inv.require(nil, "a snapshot"))
        let animated =
            try inv.take("animatingDifferences").map { (a: Arg) throws(ScriptError) in
                try inv.bool(a.value, "animatingDifferences")
            } ?? true
        try inv.finish()
        try perform(&inv, snap.value, method: .apply, animated: animated)
        return nil
    }

    static let applyUsingReloadData = MemberSpec.method(
        "applySnapshotUsingReloadData",
        doc: Doc(
            usage: "dataSource.applySnapshotUsingReloadData(SNAPSHOT)",
            summary: "show a snapshot without diffing: always a reloadData (iOS 15+)",
            examples: ["dataSource.applySnapshotUsingReloadData(snapshot)"]),
        mutates: true
    ) { (inv: inout Invocation) throws(ScriptError) in
        let e = try inv.require(nil, "a snapshot")
        let snap = try inv.snapshot(e)
        try inv.finish()
        let p = profile(inv.session)
        guard p >= .ios15 else {
            throw ScriptError(
                "applySnapshotUsingReloadData(_:) is available from iOS 15; the profile is .\(p)", at: inv.nameRange,
                help: "on iOS 13/14, dataSource.apply(\(e.spelling), animatingDifferences: false) reloads data")
        }
        try perform(&inv, snap.value, method: .usingReloadData, animated: false)
        return nil
    }

    /// Applies `snapshot` to the receiver, records the apply, updates the cells and prints the report.
    static func perform(_ inv: inout Invocation, _ snapshot: StringSnapshot, method: ApplyRecord.Method, animated: Bool)
        throws(ScriptError)
    {
        guard let receiver = inv.receiver else { return }
        let p = profile(inv.session)
        let (record, warnings, stale, state) = try inv.session.modify(receiver, as: DataSourceObject.self) {
            (ds: inout DataSourceObject) throws(ScriptError) in
            let old = ds.data.dataSource.appliedSnapshot
            let hadLoaded = ds.data.dataSource.hasLoadedData
            let result =
                method == .apply
                ? ds.data.dataSource.apply(snapshot, animatingDifferences: animated, profile: p)
                : ds.data.dataSource.applySnapshotUsingReloadData(snapshot)
            var applied = snapshot
            if p < .ios15 && !snapshot.reconfiguredItemIdentifiers.isEmpty {
                // What UIKit sees before iOS 15: the reconfigure marks become reloads (as DataSource does).
                applied = snapshot.withoutMarks
                _ = try? applied.reloadSections(snapshot.reloadedSectionIdentifiers)
                _ = try? applied.reloadItems(snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers)
            }
            let record = ApplyRecord(
                old: old, new: applied, update: result.update, animated: animated, profile: p,
                method: method, hadLoadedData: hadLoaded)
            ds.data.lastApply = record
            ApplyReport.configureCells(&ds.data, record)
            return (record, result.warnings, ds.data.staleItems, ds.data)
        }
        let result = ApplyResult(record, stale: stale)
        inv.emit(result.lines, json: JSONValueEncoder.encode(result))
        for w in warnings {
            let (message, help) = SnapshotDiagnostics.remark(w)
            inv.warn(message, help: help)
        }
        if case .reloadData = record.update, method == .apply, record.hadLoadedData {
            inv.note(
                "on iOS 13/14 animatingDifferences: false means reloadData: no diff, no animation, every cell configured again",
                help: "from iOS 15 it diffs without animation; 'batch' shows the batch a diff would have sent")
        }
        if let note = ApplyReport.staleNote(stale, state) { inv.remark(note) }
    }

    static let snapshot = MemberSpec.method(
        "snapshot",
        doc: Doc(
            usage: "dataSource.snapshot()",
            summary: "a copy of the applied snapshot (without reload/reconfigure marks); change it and apply it again",
            examples: ["var current = dataSource.snapshot()", "dataSource.snapshot()"]),
        mutates: false
    ) { (inv: inout Invocation) throws(ScriptError) in
        guard let receiver = inv.receiver, let ds = inv.session.object(receiver, as: DataSourceObject.self) else {
            return nil
        }
        return SnapshotObject(ds.data.dataSource.snapshot())
    }

    static let itemIdentifier = MemberSpec.method(
        "itemIdentifier",
        doc: Doc(
            usage: "dataSource.itemIdentifier(for: [SECTION, ITEM] | IndexPath(item:section:))",
            summary: "the item shown at an index path, or nil (how a swipe action or a tap finds its item)",
            examples: [
                "let id = dataSource.itemIdentifier(for: [0, 3])",
                "dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0))",
            ]),
        mutates: false, labels: ["for:"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        guard let receiver = inv.receiver, let ds = inv.session.object(receiver, as: DataSourceObject.self) else {
            return nil
        }
        let path = try inv.indexPath(try inv.require("for", "an index path"))
        return ds.data.dataSource.itemIdentifier(for: path).map { StringValue($0) } ?? NilValue()
    }

    static let indexPath = MemberSpec.method(
        "indexPath",
        doc: Doc(
            usage: "dataSource.indexPath(for: ITEM)",
            summary: "where an item is shown, as [section, item], or nil",
            examples: ["dataSource.indexPath(for: todo4)"]),
        mutates: false, labels: ["for:"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        guard let receiver = inv.receiver, let ds = inv.session.object(receiver, as: DataSourceObject.self) else {
            return nil
        }
        let id = try inv.identifier(try inv.require("for", "an item"), "item identifier")
        return ds.data.dataSource.indexPath(for: id).map { IndexPathValue($0) } ?? NilValue()
    }

    static let sectionIdentifier = MemberSpec.method(
        "sectionIdentifier",
        doc: Doc(
            usage: "dataSource.sectionIdentifier(for: INDEX)",
            summary: "the section shown at an index, or nil (iOS 15)",
            examples: ["dataSource.sectionIdentifier(for: 0)"]),
        mutates: false, labels: ["for:"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        guard let receiver = inv.receiver, let ds = inv.session.object(receiver, as: DataSourceObject.self) else {
            return nil
        }
        let i = try inv.integer(try inv.require("for", "a section index"), "section index")
        return ds.data.dataSource.sectionIdentifier(for: i).map { StringValue($0) } ?? NilValue()
    }

    static let index = MemberSpec.method(
        "index",
        doc: Doc(
            usage: "dataSource.index(for: SECTION)",
            summary: "the index a section is shown at, or nil (iOS 15)",
            examples: ["dataSource.index(for: main)"]),
        mutates: false, labels: ["for:"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        guard let receiver = inv.receiver, let ds = inv.session.object(receiver, as: DataSourceObject.self) else {
            return nil
        }
        let id = try inv.identifier(try inv.require("for", "a section"), "section identifier")
        return ds.data.dataSource.index(for: id).map { NumberValue(Double($0)) } ?? NilValue()
    }
}

extension Invocation {
    /// The snapshot to apply: a name, or an expression that makes one (`dataSource.snapshot()`, `Snapshot()`).
    mutating func snapshot(_ expr: Expr) throws(ScriptError) -> SnapshotObject {
        if case .name = expr { return try object(expr, as: SnapshotObject.self, "the snapshot to apply").value }
        guard case .call = expr else {
            throw ScriptError("the snapshot to apply must be a Snapshot, found '\(expr.spelling)'", at: expr.range)
        }
        let value = try Interpreter(registry: registry).evaluate(expr, expectedType: nil, typeRange: nil, in: &self)
        guard let snapshot = value as? SnapshotObject else {
            throw ScriptError(
                "'\(expr.spelling)' is a \(value.typeName), but the snapshot to apply must be a Snapshot",
                at: expr.range)
        }
        return snapshot
    }

    /// `[section, item]`, `IndexPath(item:section:)`, or a name bound to an IndexPath.
    func indexPath(_ expr: Expr) throws(ScriptError) -> IndexPath {
        switch expr {
        case .array(let parts, _) where parts.count == 2:
            return IndexPath(try integer(parts[0], "section"), try integer(parts[1], "item"))  // NB: count checked
        case .name(let n, _) where session.object(n, as: IndexPathValue.self) != nil:
            return session.object(n, as: IndexPathValue.self)?.value ?? IndexPath(0, 0)  // NB: checked non-nil
        case .call:
            if let value = try construct(expr) as? IndexPathValue { return value.value }
        default:
            break
        }
        throw ScriptError(
            "an index path is written [section, item] or IndexPath(item: N, section: N), found '\(expr.spelling)'",
            at: expr.range)
    }
}
