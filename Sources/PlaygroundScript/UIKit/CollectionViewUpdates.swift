import PlaygroundCore
import SwiftSyntax

/// Hand-written updates of a `UICollectionView`: `performBatchUpdates(_:completion:)` and the
/// mutation methods (`insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`,
/// `reconfigureItems(at:)`, `moveItem(at:to:)`, `insertSections(_:)`, `deleteSections(_:)`,
/// `reloadSections(_:)`, `moveSection(_:toSection:)`), checked as UICollectionView checks them
/// against the counts its data source reports.
///
/// Evidence: [C] UICollectionView keeps the counts it last read from its data source and checks
/// that an update takes them to the counts the data source reports after it, per section
/// after = before − deleted + inserted − moved out + moved in, raising "Invalid update: invalid
/// number of items in section N. ..." otherwise (crash logs; UIKIT-SEMANTICS Part 2). It reads the
/// counts when it first lays out, or earlier when the program asks for them (`numberOfItems(inSection:)`,
/// `numberOfSections`) or updates it, and again, the same way, after `reloadData()`: making a
/// `UICollectionViewController`, loading its view or setting `dataSource` reads nothing, so data
/// its `viewDidLoad()` fills is what the first layout shows. A batch's after-counts become the counts
/// it keeps. Outside
/// `performBatchUpdates` a mutation method is a batch of its own.
/// [C] With a diffable data source the mutation methods raise "UICollectionView must be updated via
/// the UICollectionViewDiffableDataSource APIs ..." (crash reports from iOS 14 on: douglashill/
/// KeyboardKit#16, SwipeCellKit/SwipeCellKit#404). [I] The reload methods are taken to raise too.
enum CollectionViewUpdates {
    static let itemMethods: Set<String> = ["insertItems", "deleteItems", "reloadItems", "reconfigureItems", "moveItem"]
    static let sectionMethods: Set<String> = ["insertSections", "deleteSections", "reloadSections", "moveSection"]
    static let diffableReason =
        "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the "
        + "UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."
    static let exceptionName = "NSInternalInconsistencyException"

    /// The collection view's own update methods; nil for any other name.
    static func call(
        _ name: String, on id: Int, args: [CallArgument], evaluator e: Evaluator,
        at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value? {
        switch name {
        case "performBatchUpdates":
            try performBatchUpdates(id, args: args, evaluator: e, at: node, in: scope)
            return .void
        case "reloadData":
            // Forgets the counts; they are read again at its next layout pass.
            forgetCounts(of: id, evaluator: e)
            return .void
        default:
            guard itemMethods.contains(name) || sectionMethods.contains(name) else { return nil }
            let values = try e.evaluateArguments(args, in: scope)
            try record(name, values, on: id, evaluator: e, at: node)
            return .void
        }
    }

    /// `collectionView.dataSource = x`: kept; its counts are read at the next layout pass.
    static func setDataSource(_ value: Value, of id: Int, evaluator e: Evaluator) {
        e.session.swift.heap[id]?.fields["dataSource"] = value
        forgetCounts(of: id, evaluator: e)
    }

    /// The collection view `id` reads its data source's counts again at its next layout pass.
    static func forgetCounts(of id: Int, evaluator e: Evaluator) {
        e.session.swift.heap[id]?.uikit.itemCounts = nil
        e.session.swift.collectionViewsAwaitingCounts.insert(id)
        e.mutated = true
    }

    /// A layout pass is about to run (a command that shows the screen, a member that reads the layout,
    /// `layoutIfNeeded()`): the collection views awaiting one read their classic data source's counts if they have
    /// not yet, in the order they were made, and are on screen from now on.
    static func loadAwaitingCounts(evaluator e: Evaluator, at node: some SyntaxProtocol) throws {
        guard !e.session.swift.collectionViewsAwaitingCounts.isEmpty else { return }
        for id in e.session.swift.collectionViewsAwaitingCounts.sorted() {
            try layoutPass(id, evaluator: e, at: node)
        }
    }

    /// The statement ended: a collection view on screen that was reloaded (or given a data source) has its next
    /// layout pass now, as at the next turn of the run loop; one never laid out waits for its first.
    static func statementEnded(evaluator e: Evaluator, at node: some SyntaxProtocol) throws {
        guard !e.session.swift.collectionViewsAwaitingCounts.isEmpty else { return }
        for id in e.session.swift.collectionViewsAwaitingCounts.sorted()
        where e.session.swift.collectionViewsLaidOut.contains(id) {
            try layoutPass(id, evaluator: e, at: node)
        }
    }

    private static func layoutPass(_ id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws {
        _ = try countsIfClassic(of: id, evaluator: e, at: node)
        e.session.swift.collectionViewsAwaitingCounts.remove(id)
        e.session.swift.collectionViewsLaidOut.insert(id)
        e.mutated = true
    }

    /// The counts collection view `id` keeps from its classic data source, read now when it has none yet;
    /// nil when its data source is not a classic one (none, or a diffable data source).
    static func countsIfClassic(of id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> [Int]? {
        guard let instance = e.session.swift.heap[id], case .object? = instance.fields["dataSource"] else {
            return nil
        }
        return try keptCounts(of: id, evaluator: e, at: node)
    }

    // MARK: performBatchUpdates

    static func performBatchUpdates(
        _ id: Int, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws {
        let completionArg =
            args.first { $0.label == "completion" } ?? (args.count > 1 ? args.last(where: \.isTrailingClosure) : nil)
        let updatesArg = args.first { a in a.label == nil && a.expr.id != completionArg?.expr.id }
        let updates: Value = try updatesArg.map { try e.evaluate($0.expr, in: scope) } ?? Value.none
        var completion: FunctionValue?
        if let completionArg, case .function(let f) = try e.evaluate(completionArg.expr, in: scope) { completion = f }
        if e.uikit.openBatches[id] != nil {
            // Nested: the inner block's updates join the outer batch.
            if case .function(let f) = updates { _ = try e.call(f, arguments: [], at: node) }
        } else if case .object? = e.session.swift.heap[id]?.fields["dataSource"] {
            let before = try keptCounts(of: id, evaluator: e, at: node)
            e.uikit.openBatches[id] = BatchUpdate()
            defer { e.uikit.openBatches[id] = nil }
            if case .function(let f) = updates { _ = try e.call(f, arguments: [], at: node) }
            let batch = e.uikit.openBatches[id] ?? BatchUpdate()
            try check(batch, before: before, on: id, evaluator: e, at: node)
        } else if case .function(let f) = updates {
            // A diffable data source or none: the block runs, and a mutation in it says why it cannot.
            _ = try e.call(f, arguments: [], at: node)
        }
        // The completion runs once the update is done: after the statement, with finished = true.
        if let completion {
            var wrapper = FunctionValue(
                name: "completion", parameters: [],
                body: .builtin { ctx, _ in
                    try ctx.evaluator.call(completion, arguments: [.init(label: nil, value: .bool(true))], at: ctx.node)
                }, captured: nil)
            wrapper.usesShorthand = true
            e.uikit.deferredCompletions.append((wrapper, Syntax(node)))
        }
    }

    // MARK: Recording

    static func record(
        _ name: String, _ values: [Value.TupleElement], on id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws {
        switch e.session.swift.heap[id]?.fields["dataSource"] {
        case .uikit?:
            throw e.error(
                "collectionView.\(name) changes a collection view whose data source is a diffable data source",
                at: node,
                help: "change a snapshot and apply it: dataSource.apply(snapshot)",
                exception: "\(exceptionName): \(diffableReason)")
        case .object?:
            break
        default:
            throw e.error(
                "collectionView.\(name) needs the collection view's data source, to count its items", at: node,
                help:
                    "set collectionView.dataSource to an object with collectionView(_:numberOfItemsInSection:), or use a UICollectionViewDiffableDataSource and apply snapshots"
            )
        }
        var batch = e.uikit.openBatches[id] ?? BatchUpdate()
        func paths(_ v: Value?) throws -> [IndexPath] {
            guard let v else { throw e.error("collectionView.\(name) needs index paths", at: node) }
            if case .array(let list) = v { return try list.map { try indexPath($0) } }
            return [try indexPath(v)]
        }
        func indexPath(_ v: Value) throws -> IndexPath {
            guard let p = e.uikitObject(v) as? IndexPathValue else {
                throw e.error("expected an IndexPath, found a value of type \(e.typeName(of: v))", at: node)
            }
            return p.value
        }
        func sections(_ v: Value?) throws -> [Int] {
            switch v {
            case .int(let i)?: return [i]
            case .array(let list)?:
                return try list.map { x in
                    guard case .int(let i) = x else {
                        throw e.error(
                            "expected section indexes (Int), found a value of type \(e.typeName(of: x))", at: node)
                    }
                    return i
                }
            default:
                throw e.error("collectionView.\(name) needs section indexes: IndexSet(integer: 0) or [0, 1]", at: node)
            }
        }
        func int(_ v: Value?) throws -> Int {
            guard case .int(let i)? = v else {
                throw e.error("collectionView.\(name) needs a section index (Int)", at: node)
            }
            return i
        }
        let first = values.first?.value
        let second = values.dropFirst().first?.value
        switch name {
        case "insertItems": batch.itemInserts += try paths(first).map { .init($0, 0) }
        case "deleteItems": batch.itemDeletes += try paths(first).map { .init($0, 0) }
        case "reloadItems": batch.itemReloads += try paths(first).map { .init($0, 0) }
        case "reconfigureItems": batch.itemReconfigures += try paths(first).map { .init($0, 0) }
        case "moveItem":
            batch.itemMoves.append(.init(from: try indexPath(first ?? .none), to: try indexPath(second ?? .none), 0))
        case "insertSections": batch.sectionInserts += Set(try sections(first)).sorted().map { .init($0, $0) }
        case "deleteSections": batch.sectionDeletes += Set(try sections(first)).sorted().map { .init($0, $0) }
        case "reloadSections": batch.sectionReloads += Set(try sections(first)).sorted().map { .init($0, $0) }
        case "moveSection": batch.sectionMoves.append(.init(from: try int(first), to: try int(second), 0))
        default: return
        }
        guard batch.changeCount <= Limits.collectionElements else { throw e.collectionLimit(at: node) }
        if e.uikit.openBatches[id] != nil {
            e.uikit.openBatches[id] = batch
        } else {
            // A mutation method on its own is a batch of its own.
            try check(batch, before: try keptCounts(of: id, evaluator: e, at: node), on: id, evaluator: e, at: node)
        }
    }

    // MARK: Checking

    /// Checks `batch` from `before` to what the data source reports now, as UICollectionView does:
    /// the first fatal issue raises; crash-prone combinations warn. The new counts are kept.
    static func check(
        _ batch: BatchUpdate<Int, Int>, before: [Int], on id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws {
        let after = try readCounts(of: id, evaluator: e, at: node)
        let issues = batch.validate(oldCounts: before, newCounts: after)
        if let fatal = issues.first(where: \.isFatal) {
            throw e.error(
                summary(fatal), at: node,
                help: "change the data source's model first (inside the updates block), so its counts match the update",
                exception: "\(exceptionName): \(fatal.message)")
        }
        for issue in issues {
            let message = issue.reason
            let remark = Remark(.warning, "crash-prone in one performBatchUpdates: \(message)")
            e.outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .warning))
        }
        e.session.swift.heap[id]?.uikit.itemCounts = after
        e.mutated = true
    }

    static func summary(_ issue: BatchIssue) -> String {
        switch issue {
        case .invalidNumberOfItems(
            let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            let expected = before - deleted + inserted - movedOut + movedIn
            return
                "the update does not add up in section \(section): \(before) items before, \(inserted) inserted, \(deleted) deleted, "
                + "\(movedIn) moved in, \(movedOut) moved out make \(expected), but the data source now has \(after)"
        case .invalidNumberOfSections(let before, let after, let inserted, let deleted):
            return
                "the update does not add up: \(before) sections before, \(inserted) inserted, \(deleted) deleted make "
                + "\(before + inserted - deleted), but the data source now has \(after)"
        case .sectionOutOfRange(let operation, let section, let count):
            return
                "the update would \(operation) section \(section), but the collection view has \(count) section\(count == 1 ? "" : "s")"
        case .itemOutOfRange(let operation, let path, let count):
            return
                "the update would \(operation) item \(path.item) of section \(path.section), which has \(count) item\(count == 1 ? "" : "s") "
                + (operation == "delete" ? "before the update" : "after it")
        default:
            return "the update is invalid"
        }
    }

    // MARK: Counts

    /// The counts the collection view keeps, read now when it has none yet.
    static func keptCounts(of id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> [Int] {
        if let counts = e.session.swift.heap[id]?.uikit.itemCounts { return counts }
        let counts = try readCounts(of: id, evaluator: e, at: node)
        e.session.swift.heap[id]?.uikit.itemCounts = counts
        e.mutated = true
        return counts
    }

    /// Asks the data source object: `numberOfSections(in:)` (1 when it has none), then
    /// `collectionView(_:numberOfItemsInSection:)` for each section.
    static func readCounts(of id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> [Int] {
        guard case .object(let sourceId)? = e.session.swift.heap[id]?.fields["dataSource"],
            let typeName = e.session.swift.heap[sourceId]?.typeName
        else { return [] }
        let source = Value.object(sourceId)
        let collectionView = Value.object(id)
        func count(_ v: Value, _ what: String, limit: Int) throws -> Int {
            guard case .int(let n) = v else {
                throw e.error("\(what) returned a value of type \(e.typeName(of: v)), not an Int", at: node)
            }
            guard n >= 0, n <= limit else {
                throw e.error("\(what) returned \(n); the playground takes 0...\(limit)", at: node)
            }
            return n
        }
        var sections = 1
        if let f = try method(
            "numberOfSections", labels: ["in"], of: source, typeName: typeName, evaluator: e, at: node)
        {
            sections = try count(
                try e.call(f, arguments: [.init(label: "in", value: collectionView)], at: node),
                "numberOfSections(in:)", limit: LayoutLimits.maxSections)
        }
        guard
            let items = try method(
                "collectionView", labels: ["_", "numberOfItemsInSection"], of: source, typeName: typeName, evaluator: e,
                at: node)
        else {
            throw e.error(
                "the collection view's data source (\(typeName)) has no collectionView(_:numberOfItemsInSection:)",
                at: node)
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for s in 0..<sections {
            counts.append(
                try count(
                    try e.call(
                        items,
                        arguments: [
                            .init(label: nil, value: collectionView),
                            .init(label: "numberOfItemsInSection", value: .int(s)),
                        ], at: node),
                    "collectionView(_:numberOfItemsInSection: \(s))", limit: LayoutLimits.maxItemsPerSection))
        }
        return counts
    }

    /// The type a data source's or delegate's method takes for an argument label: a section's number (`Int`) or
    /// an item's index path; nil for the others (the views, the layout).
    static func expectedType(ofLabel label: String) -> String? {
        if label.hasSuffix("InSection") || label.hasSuffix("SectionAt") { return "Int" }
        if label.hasSuffix("ItemAt") || label.hasSuffix("RowAt") || label == "at" { return "IndexPath" }
        return nil
    }

    /// The user's method with these parameter labels (as declared: `_` for none), among its overloads (the
    /// superclasses' too, as `userMember` gives them: a subclass that overrides one `collectionView(...)` inherits
    /// the others).
    static func method(
        _ name: String, labels: [String], of source: Value, typeName: String, evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> FunctionValue? {
        func fits(_ decl: FunctionDeclSyntax) -> Bool {
            let parameters = decl.signature.parameterClause.parameters
            guard parameters.map(\.firstName.text) == labels else { return false }
            // `heightForHeaderInSection indexPath: IndexPath` only nearly matches the protocol's method (a section
            // is an Int there): it is another method, which UIKit never calls (Swift warns that it nearly matches).
            for p in parameters {
                guard let expected = expectedType(ofLabel: p.firstName.text) else { continue }
                let written = p.type.trimmedDescription
                if written != expected, written != "Foundation." + expected, written != "Swift." + expected {
                    e.noteOnce(
                        "near miss " + name + labels.joined(separator: ":"),
                        "\(name)(\(labels.map { $0 + ":" }.joined())) takes '\(written)' for '\(p.firstName.text)' "
                            + "where UIKit's takes '\(expected)': it only nearly matches the protocol's method, so "
                            + "UIKit never calls it",
                        help: "give '\(p.firstName.text)' the type '\(expected)' for UIKit to call it")
                    return false
                }
            }
            return true
        }
        guard case .function(let f)? = try e.userMember(name, of: source, typeName: typeName, at: node) else {
            return nil
        }
        if f.overloads.isEmpty, f.parameters.map({ $0.label ?? "_" }) == labels { return f }
        guard let i = f.overloads.firstIndex(where: fits) else { return nil }
        return e.functionValue(
            f.overloads[i], captured: nil, selfValue: f.selfValue,
            typeName: f.overloadTypes.map { $0[i] } ?? f.typeName, overloads: f.overloads)
    }
}
