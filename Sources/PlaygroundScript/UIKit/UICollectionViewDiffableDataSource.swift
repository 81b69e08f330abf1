import PlaygroundCore
import SwiftSyntax

/// `UICollectionViewDiffableDataSource` (and `UITableViewDiffableDataSource`, whose data API is the
/// same): apply, the applied snapshot and the lookups between identifiers and index paths. A class:
/// the session keeps each data source (the built-in `dataSource` and those the program makes), and
/// its methods change that object. Its identifier types are the generic arguments it was made with
/// (or, for the built-in one, those of the first typed snapshot applied to it).
enum UICollectionViewDiffableDataSourceHost {
    static let type = HostType(
        swiftName: "UICollectionViewDiffableDataSource", shortName: "DiffableDataSource",
        otherNames: ["UITableViewDiffableDataSource"], what: "the data source",
        summary: "the collection view's diffable data source (the built-in 'dataSource')",
        isReference: true,
        properties: [sectionSnapshotHandlers, reorderingHandlers],
        methods: [
            apply, applyToSection, applyUsingReloadData, snapshot, snapshotForSection, itemIdentifier, indexPath,
            sectionIdentifier, index,
        ],
        objectType: DataSourceObject.self,
        mismatch: { what, found in "\(what) must be a data source, found '\(found)'" })

    static let applyUsage = "dataSource.apply(sectionSnapshot, to: section, animatingDifferences: true)"
    static let snapshotUsage = "dataSource.snapshot(for: section)"

    // MARK: Handlers

    /// `dataSource.sectionSnapshotHandlers`: the struct, read and written whole (a field set through
    /// it is read, changed and written back, as Swift does).
    static let sectionSnapshotHandlers = HostProperty(
        "sectionSnapshotHandlers", type: SectionSnapshotHandlersObject.typeName,
        doc: Doc(
            usage: "dataSource.sectionSnapshotHandlers  |  dataSource.sectionSnapshotHandlers = .init()",
            summary:
                "the handlers a user's disclosure tap runs: shouldExpandItem, shouldCollapseItem, snapshotForExpandingParent",
            details: [
                "willExpandItem and willCollapseItem are printed by 'tap' when they would be called.",
                "Assigning .init() resets every handler to UIKit's default.",
            ],
            examples: ["dataSource.sectionSnapshotHandlers", "dataSource.sectionSnapshotHandlers = .init()"]),
        get: { object in
            (object as? DataSourceObject).map {
                SectionSnapshotHandlersObject(
                    handlers: $0.outline.sectionSnapshotHandlers,
                    snapshotForExpandingParentIsSet: $0.outline.snapshotForExpandingParentIsSet)
            }
        },
        set: { object, call in
            guard var ds = object as? DataSourceObject else { return }
            let a = try call.argument(nil)
            guard let h = call.evaluator.uikitObject(a.value) as? SectionSnapshotHandlersObject else {
                throw call.evaluator.error(
                    "sectionSnapshotHandlers can only be reset with .init(), found '\(a.node.trimmedDescription)'",
                    at: a.node, help: "set one handler: dataSource.sectionSnapshotHandlers.shouldCollapseItem = .never")
            }
            ds.outline.sectionSnapshotHandlers = h.handlers
            ds.outline.snapshotForExpandingParentIsSet = h.snapshotForExpandingParentIsSet
            object = ds
        })

    /// `dataSource.reorderingHandlers`: the struct, read and written whole. Its closures are kept beside
    /// the session's data source (`SwiftState.gestureHandlers`), for `drag` to call.
    static let reorderingHandlers = {
        var p = HostProperty(
            "reorderingHandlers", type: ReorderingHandlersObject.typeName,
            doc: Doc(
                usage: "dataSource.reorderingHandlers",
                summary:
                    "the handlers a user's drag runs: canReorderItem (willReorder and didReorder are called by 'drag')",
                examples: ["dataSource.reorderingHandlers", "dataSource.reorderingHandlers.canReorderItem = .always"]),
            get: { _ in nil },
            set: { object, call in
                guard var ds = object as? DataSourceObject else { return }
                let a = try call.argument(nil)
                guard let h = call.evaluator.uikitObject(a.value) as? ReorderingHandlersObject else {
                    throw call.evaluator.error(
                        "reorderingHandlers can only be reset with .init(), found '\(a.node.trimmedDescription)'",
                        at: a.node, help: "set one handler: dataSource.reorderingHandlers.canReorderItem = .always")
                }
                ds.outline.reorderingHandlers.canReorderItem = h.canReorderItem
                let e = call.evaluator
                e.session.swift.gestureHandlers["reorderingHandlers.willReorder"] = h.willReorder
                e.session.swift.gestureHandlers["reorderingHandlers.didReorder"] = h.didReorder
                object = ds
            })
        p.read = { object, e in
            guard let ds = object as? DataSourceObject else { return .none }
            return e.store(
                ReorderingHandlersObject(
                    canReorderItem: ds.outline.reorderingHandlers.canReorderItem,
                    willReorder: e.session.swift.gestureHandlers["reorderingHandlers.willReorder"],
                    didReorder: e.session.swift.gestureHandlers["reorderingHandlers.didReorder"]))
        }
        return p
    }()

    // MARK: Apply

    static let apply = HostMethod(
        "apply", labels: ["animatingDifferences:", "completion:"], mutating: true,
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
                "A completion closure runs once the update is done: after the statement, as UIKit runs it on a later turn",
                "of the run loop.",
            ] + ApplyReport.schemaLines,
            examples: ["dataSource.apply(snapshot, animatingDifferences: true)", "dataSource.apply(snapshot)"])
    ) { object, call in
        let e = call.evaluator
        let argument = try call.require(nil, "a snapshot")
        let snapshot = try appliedSnapshot(argument, &call)
        let animated = try call.take("animatingDifferences").map { try bool($0, "animatingDifferences", call) } ?? true
        let completion = try call.take("completion") ?? call.takeTrailingClosure()
        try call.finish()
        // Evidence: [C] seed "DiffableDataSource で apply 後の UICollectionView の contentSize を取得する": right after
        // an animated apply the collection view's contentSize is still the old one (layoutIfNeeded does not
        // help); in the completion, or after a non-animated apply, it is the new one. The state before the
        // apply is kept (a copy of the session value is cheap) until the completion runs or the statement ends.
        e.uikit.sessionBeforeAnimatedApply = animated ? (e.uikit.sessionBeforeAnimatedApply ?? e.session) : nil
        adoptIdentifierTypes(of: snapshot, call)
        try perform(&object, snapshot.value, method: .apply, animated: animated, e)
        // `apply(_:animatingDifferences:completion:)`: UIKit runs the completion once the update is done, after
        // the calling code has returned to the run loop: here, after the current statement.
        // Evidence: [C] the same seed: code after apply still sees the old contentSize, the completion the new one.
        if let completion, case .function(let f) = try e.evaluate(completion.expr, in: call.scope) {
            e.uikit.deferredCompletions.append((f, Syntax(completion.expr)))
        }
        return .void
    }

    static let applyUsingReloadData = HostMethod(
        "applySnapshotUsingReloadData", labels: ["completion:"], mutating: true,
        doc: Doc(
            usage: "dataSource.applySnapshotUsingReloadData(SNAPSHOT)",
            summary: "show a snapshot without diffing: always a reloadData (iOS 15+)",
            examples: ["dataSource.applySnapshotUsingReloadData(snapshot)"])
    ) { object, call in
        let e = call.evaluator
        let argument = try call.require(nil, "a snapshot")
        let snapshot = try appliedSnapshot(argument, &call)
        let completion = try call.take("completion") ?? call.takeTrailingClosure()
        try call.finish()
        let p = DataSourceType.profile(e.session)
        guard p >= .ios15 else {
            throw e.error(
                "applySnapshotUsingReloadData(_:) is available from iOS 15; the profile is .\(p)", at: call.nameNode,
                help:
                    "on iOS 13/14, dataSource.apply(\(argument.expr.trimmedDescription), animatingDifferences: false) reloads data"
            )
        }
        e.uikit.sessionBeforeAnimatedApply = nil
        adoptIdentifierTypes(of: snapshot, call)
        try perform(&object, snapshot.value, method: .usingReloadData, animated: false, e)
        if let completion, case .function(let f) = try e.evaluate(completion.expr, in: call.scope) {
            e.uikit.deferredCompletions.append((f, Syntax(completion.expr)))
        }
        return .void
    }

    /// The snapshot an apply takes, evaluated and checked against the data source's identifier types.
    private static func appliedSnapshot(_ a: CallArgument, _ call: inout HostMethodCall) throws -> SnapshotObject {
        let e = call.evaluator
        let v = try e.evaluate(a.expr, in: call.scope)
        if let expecting = call.expectation(a) { try e.checkIdentifierArgument(v, expecting, at: a.expr) }
        if let s = e.uikitObject(v) as? SnapshotObject { return s }
        if case .inert(let unknown) = v { throw e.inertValueError(unknown, at: a.expr) }
        if let other = e.uikitObject(v) {
            throw e.error(
                "'\(a.expr.trimmedDescription)' is a \(other.typeName), but the snapshot to apply must be a Snapshot",
                at: a.expr)
        }
        throw e.error("the snapshot to apply must be a Snapshot, found '\(a.expr.trimmedDescription)'", at: a.expr)
    }

    /// The built-in data source, made without generic arguments, takes its identifier types from the
    /// first typed snapshot applied to it (it is not held to them: see `identifierExpectation`).
    private static func adoptIdentifierTypes(of snapshot: SnapshotObject, _ call: HostMethodCall) {
        guard let receiver = call.receiver, let g = snapshot.identifierTypes, g.count == 2 else { return }
        let e = call.evaluator
        guard e.session.swift.genericArguments[receiver] == nil || e.session.swift.adoptedGenerics.contains(receiver)
        else { return }
        e.session.swift.genericArguments[receiver] = g
        e.session.swift.adoptedGenerics.insert(receiver)
    }

    /// Applies `snapshot` to the data source, records the apply, updates the cells and prints the report.
    static func perform(
        _ object: inout any ScriptObject, _ snapshot: StringSnapshot, method: ApplyRecord.Method, animated: Bool,
        _ e: Evaluator
    ) throws {
        guard var ds = object as? DataSourceObject else { return }
        let p = DataSourceType.profile(e.session)
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
            old: old, new: applied, update: result.update, animated: animated, profile: p, method: method,
            hadLoadedData: hadLoaded)
        ds.data.lastApply = record
        ApplyReport.configureCells(&ds.data, record)
        object = ds
        let report = ApplyResult(record, stale: ds.data.staleItems)
        e.emitResult(report.lines, json: JSONValueEncoder.encode(report))
        for w in result.warnings {
            let (message, help) = SnapshotDiagnostics.remark(w)
            e.warn(message, help: help)
        }
        if case .reloadData = record.update, method == .apply, record.hadLoadedData {
            e.remark(
                Remark(
                    .note,
                    "on iOS 13/14 animatingDifferences: false means reloadData: no diff, no animation, every cell configured again",
                    help: "from iOS 15 it diffs without animation; 'batch' shows the batch a diff would have sent"))
        }
        if let note = ApplyReport.staleNote(ds.data.staleItems, ds.data) { e.remark(note) }
    }

    static let applyToSection = HostMethod(
        "apply", labels: ["to:", "animatingDifferences:", "completion:"], mutating: true,
        doc: Doc(
            usage: applyUsage,
            summary:
                "show a section snapshot's visible items as the section's items (appending the section if missing) and print the batch",
            details: [
                "The section snapshot is stored: dataSource.snapshot(for: section) returns it, and 'tap' uses it.",
                "Expanding or collapsing the outline and applying again shows up as item inserts and deletes.",
                "An item shown (or hidden in an outline) in another section moves here, with a warning: an identifier lives in one section.",
                "In a list whose headerMode is .firstItemInSection, item 0 is styled as the section's header; a note says so when the outline does not make it the only root.",
            ],
            examples: [
                "dataSource.apply(outline, to: main)",
                "dataSource.apply(outline, to: main, animatingDifferences: false)",
            ])
    ) { object, call in
        let e = call.evaluator
        let snapshotArgument = try call.require(nil, "a section snapshot")
        guard let sectionArgument = call.take("to") else {
            throw e.error(
                "missing argument 'to:' for 'apply' with a section snapshot", at: call.nameNode,
                help: "usage: \(applyUsage)")
        }
        let snapshot = try sectionSnapshot(snapshotArgument, &call)
        let section = try call.identifier(sectionArgument, "the section")
        let animated = try call.take("animatingDifferences").map { try bool($0, "animatingDifferences", call) } ?? true
        let completion = try call.take("completion") ?? call.takeTrailingClosure()
        try call.finish()
        guard var ds = object as? DataSourceObject else { return .void }
        ds.outline.reconcile(with: ds.data.appliedSections)
        let applied: OutlineApply
        do {
            applied = try OutlineDataSource.apply(
                snapshot, to: section, animatingDifferences: animated, in: &ds,
                profile: OutlineDataSource.profile(e.session), at: e.range(snapshotArgument.expr))
        } catch let error as ScriptError {
            throw error
        }
        object = ds
        let (result, warnings) = OutlineText.applyResult(applied, state: ds.data)
        e.emitResult(result.lines, json: result.json)
        for w in warnings { e.warn(w.message, help: w.help) }
        if let note = OutlineDataSource.firstItemHeaderNote(
            snapshot, section: section, in: e.session, applied: ds.data.appliedSections)
        {
            e.remark(note)
        }
        if let completion, case .function(let f) = try e.evaluate(completion.expr, in: call.scope) {
            e.uikit.deferredCompletions.append((f, Syntax(completion.expr)))
        }
        return .void
    }

    /// A section snapshot to apply to a section (or, as the playground also takes, a list of items).
    private static func sectionSnapshot(_ a: CallArgument, _ call: inout HostMethodCall) throws -> SectionSnapshot<
        String
    > {
        let e = call.evaluator
        if a.expr.is(ArrayExprSyntax.self) {
            let (ids, _) = try call.identifiers(a, "item identifier")
            var s = SectionSnapshot<String>()
            do throws(SectionSnapshotError<String>) { try s.append(ids) } catch {
                throw OutlineErrors.snapshot(error, at: e.range(a.expr), candidates: [])
            }
            return s
        }
        let v = try e.evaluate(a.expr, in: call.scope)
        if let expecting = call.expectation(a) { try e.checkIdentifierArgument(v, expecting, at: a.expr) }
        if let s = e.uikitObject(v) as? SectionSnapshotObject { return s.value }
        if case .inert(let unknown) = v { throw e.inertValueError(unknown, at: a.expr) }
        throw e.error(
            "the snapshot must be a SectionSnapshot or a list of items, found '\(a.expr.trimmedDescription)'",
            at: a.expr)
    }

    // MARK: Reads

    static let snapshot = HostMethod(
        "snapshot", mutating: false,
        doc: Doc(
            usage: "dataSource.snapshot()",
            summary: "a copy of the applied snapshot (without reload/reconfigure marks); change it and apply it again",
            examples: ["var current = dataSource.snapshot()", "dataSource.snapshot()"])
    ) { object, call in
        try call.finish()
        guard let ds = object as? DataSourceObject else { return .void }
        let generics = call.receiver.flatMap { call.evaluator.session.swift.genericArguments[$0] }
        return call.evaluator.store(
            SnapshotObject(ds.data.dataSource.snapshot(), identifierTypes: generics?.count == 2 ? generics : nil))
    }

    static let snapshotForSection = HostMethod(
        "snapshot", labels: ["for:"], mutating: false,
        doc: Doc(
            usage: snapshotUsage,
            summary:
                "the section snapshot the data source holds for section (its items as roots when a plain snapshot filled it; empty for a section it does not have)",
            examples: ["let s = dataSource.snapshot(for: main)", "dataSource.snapshot(for: main)"])
    ) { object, call in
        let e = call.evaluator
        let section = try call.identifier(try call.require("for", "the section"), "the section")
        try call.finish()
        guard var ds = object as? DataSourceObject else { return .void }
        ds.outline.reconcile(with: ds.data.appliedSections)
        let generics = call.receiver.flatMap { e.session.swift.genericArguments[$0] }
        let itemType = generics.flatMap { $0.count == 2 ? [$0[1]] : nil }
        // Evidence: [I] UIKit answers an empty section snapshot for a section the data source does
        // not have (no exception is reported for it); a note says so, as the empty result surprises.
        guard let s = ds.outline.sectionSnapshot(for: section, applied: ds.data.appliedSections) else {
            let names = OutlineDataSource.sectionNames(ds)
            let help =
                names.isEmpty
                ? "apply a section snapshot first: dataSource.apply(outline, to: \(Format.identifier(section)))"
                : EditDistance.closest(to: section, in: names).map { "did you mean '\($0)'?" }
            e.remark(
                Remark(
                    .note, "section '\(section)' is not in the data source: UIKit answers an empty section snapshot",
                    help: help))
            return e.store(SectionSnapshotObject(SectionSnapshot<String>(), identifierTypes: itemType))
        }
        return e.store(SectionSnapshotObject(s, identifierTypes: itemType))
    }

    static let itemIdentifier = HostMethod(
        "itemIdentifier", labels: ["for:"], mutating: false,
        doc: Doc(
            usage: "dataSource.itemIdentifier(for: [SECTION, ITEM] | IndexPath(item:section:))",
            summary: "the item shown at an index path, or nil (how a swipe action or a tap finds its item)",
            examples: [
                "let id = dataSource.itemIdentifier(for: [0, 3])",
                "dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0))",
            ])
    ) { object, call in
        let e = call.evaluator
        let a = try call.require("for", "an index path")
        let path = try indexPathArgument(a, call)
        try call.finish()
        guard let ds = object as? DataSourceObject, let id = ds.data.dataSource.itemIdentifier(for: path) else {
            return .none
        }
        return typed(id, section: false, call)
    }

    static let indexPath = HostMethod(
        "indexPath", labels: ["for:"], mutating: false,
        doc: Doc(
            usage: "dataSource.indexPath(for: ITEM)",
            summary: "where an item is shown, as [section, item], or nil",
            examples: ["dataSource.indexPath(for: todo4)"])
    ) { object, call in
        let id = try call.identifier(try call.require("for", "an item"), "item identifier")
        try call.finish()
        guard let ds = object as? DataSourceObject, let path = ds.data.dataSource.indexPath(for: id) else {
            return .none
        }
        return call.evaluator.store(IndexPathValue(path))
    }

    static let sectionIdentifier = HostMethod(
        "sectionIdentifier", labels: ["for:"], mutating: false,
        doc: Doc(
            usage: "dataSource.sectionIdentifier(for: INDEX)",
            summary: "the section shown at an index, or nil (iOS 15)",
            examples: ["dataSource.sectionIdentifier(for: 0)"])
    ) { object, call in
        let e = call.evaluator
        let a = try call.require("for", "a section index")
        let i = try integer(a.expr, "section index", call)
        try call.finish()
        guard let ds = object as? DataSourceObject, let id = ds.data.dataSource.sectionIdentifier(for: i) else {
            return .none
        }
        return typed(id, section: true, call)
    }

    static let index = HostMethod(
        "index", labels: ["for:"], mutating: false,
        doc: Doc(
            usage: "dataSource.index(for: SECTION)",
            summary: "the index a section is shown at, or nil (iOS 15)",
            examples: ["dataSource.index(for: main)"])
    ) { object, call in
        let id = try call.identifier(try call.require("for", "a section"), "section identifier")
        try call.finish()
        guard let ds = object as? DataSourceObject, let i = ds.data.dataSource.index(for: id) else { return .none }
        return .int(i)
    }

    // MARK: Helpers

    /// An identifier read back as a value of the data source's identifier types
    /// (`UICollectionViewDiffableDataSource<Int, String>`: Int sections, String items).
    private static func typed(_ id: String, section: Bool, _ call: HostMethodCall) -> Value {
        let e = call.evaluator
        let generics = call.receiver.flatMap { e.session.swift.genericArguments[$0] }
        let type = generics.flatMap { $0.count == 2 ? $0[section ? 0 : 1] : nil }
        guard type != nil else { return .string(id) }
        return e.identifierValue(id, ofType: type) ?? .string(id)
    }

    private static func bool(_ a: CallArgument, _ what: String, _ call: HostMethodCall) throws -> Bool {
        let e = call.evaluator
        let v = try e.hostArgument(a.expr, type: "Bool", what: what, in: call.scope)
        if case .bool(let b) = v { return b }
        if case .inert(let unknown) = v { throw e.inertValueError(unknown, at: a.expr) }
        throw e.error("\(what) must be 'true' or 'false', found '\(a.expr.trimmedDescription)'", at: a.expr)
    }

    /// A whole number from 0 to Int32.max, worded as the playground's other integers are.
    private static func integer(_ expr: ExprSyntax, _ what: String, _ call: HostMethodCall) throws -> Int {
        let e = call.evaluator
        let v = try e.hostArgument(expr, type: "Int", what: what, in: call.scope)
        let host = HostCall(
            evaluator: e, name: call.name, arguments: [HostCall.Argument(label: nil, value: v, node: Syntax(expr))],
            at: call.nameNode)
        return try host.integer(nil, what, in: 0...Int(Int32.max))
    }

    /// `[section, item]` (each number checked where it is written) or an `IndexPath` value.
    private static func indexPathArgument(_ a: CallArgument, _ call: HostMethodCall) throws -> IndexPath {
        let e = call.evaluator
        if let array = a.expr.as(ArrayExprSyntax.self), array.elements.count == 2 {
            let parts = Array(array.elements)
            return IndexPath(
                item: try integer(parts[1].expression, "item", call),
                section: try integer(parts[0].expression, "section", call))
        }
        let v = try e.hostArgument(a.expr, type: "IndexPath", what: "an index path", in: call.scope)
        return try e.indexPathArgument(v, "an index path", at: a.expr)
    }
}

extension Evaluator {
    /// A command-like result printed by a UIKit call: its lines, or its JSON under `set output json`.
    func emitResult(_ lines: [String], json: @autoclosure () -> JSONValue) {
        if session.settings.json {
            outputs.append(.text(json().serialized()))
        } else {
            outputs += lines.map { .text($0) }
        }
    }

    /// A warning or note printed with the statement's output.
    func remark(_ r: Remark) {
        outputs.append(.diagnostic(DiagnosticRenderer.render(r, color: context.color), severity: r.severity))
    }
}
