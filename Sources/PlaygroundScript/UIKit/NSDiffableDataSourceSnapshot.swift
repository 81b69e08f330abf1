import PlaygroundCore
import SwiftSyntax

/// `NSDiffableDataSourceSnapshot<String, String>`: a Swift struct, copied on assignment
/// (`var s = dataSource.snapshot()` is a copy; changing it does not change the data source until it is
/// applied). It keeps the identifier types it was made with (`NSDiffableDataSourceSnapshot<Int, Item>`):
/// each identifier passed to it is checked against them, and read back as a value of them.
public struct SnapshotObject: ScriptObject {
    public static let typeName = "Snapshot"
    public var value = Snapshot<String, String>()
    /// The generic arguments as written (`["Section", "Item.ID"]`); nil for the playground's untyped `Snapshot()`.
    var identifierTypes: [String]?
    /// Shared by the copies of this value: whether a change copies the storage (`Evaluator.willChange`).
    var marker = StorageMarker()

    public init() {}
    init(_ value: Snapshot<String, String>, identifierTypes: [String]? = nil) {
        self.value = value
        self.identifierTypes = identifierTypes
    }

    public func describe() -> [String] { SnapshotResult(value).lines }

    public func json() -> JSONValue { SnapshotResult(value).json }
    public var retainedIdentifiers: Int { 1 + value.numberOfItems + value.numberOfSections }
}

/// NSDiffableDataSourceSnapshot with UIKit's method names and argument labels. Evidence: [A]
/// NSDiffableDataSourceSnapshot; the rules each operation follows are PlaygroundCore's (`SnapshotRules`).
enum NSDiffableDataSourceSnapshotHost {
    typealias Operation = (inout StringSnapshot) throws(SnapshotError) -> [SnapshotWarning]

    static let type = HostType(
        swiftName: "NSDiffableDataSourceSnapshot", shortName: "Snapshot", otherNames: ["DiffableDataSourceSnapshot"],
        what: "the snapshot",
        summary: "sections and items by identifier (NSDiffableDataSourceSnapshot); a value: apply it to show it",
        initializers: [
            HostFunction(
                "", [],
                doc: Doc(
                    usage: "Snapshot()",
                    summary: "an empty snapshot (no sections); NSDiffableDataSourceSnapshot() is the same",
                    examples: ["var snapshot = NSDiffableDataSourceSnapshot()", "let next = Snapshot()"])
            ) { _ in SnapshotObject() }
        ],
        properties: readers,
        methods: sectionMethods + itemMethods + queries,
        objectType: SnapshotObject.self,
        mismatch: { what, found in "\(what) must be a snapshot, found '\(found)'" })

    // MARK: Sections

    static let sectionMethods: [HostMethod] = [
        mutator(
            "appendSections", usage: "snapshot.appendSections([SECTION...])",
            summary: "add sections at the end; an identifier already in the snapshot raises",
            examples: ["snapshot.appendSections([main])", "snapshot.appendSections([pinned, all])"]
        ) { call in
            let (ids, sites) = try call.identifiers(try call.require(nil, "section identifiers"), "section identifier")
            return (sites, { (s: inout StringSnapshot) throws(SnapshotError) in try s.appendSections(ids) })
        },
        mutator(
            "insertSections",
            usage: "snapshot.insertSections([SECTION...], beforeSection: SECTION | afterSection: SECTION)",
            summary: "add sections before or after an existing section",
            examples: ["snapshot.insertSections([pinned], beforeSection: main)"],
            labels: ["beforeSection:", "afterSection:"]
        ) { call in
            var (ids, sites) = try call.identifiers(try call.require(nil, "section identifiers"), "section identifier")
            let (anchor, after, range) = try call.anchor("beforeSection", "afterSection", "section identifier")
            sites.anchor = range
            let profile = DataSourceType.profile(call.evaluator.session)
            return (
                sites,
                { (s: inout StringSnapshot) throws(SnapshotError) in
                    after
                        ? try s.insertSections(ids, afterSection: anchor, profile: profile)
                        : try s.insertSections(ids, beforeSection: anchor, profile: profile)
                }
            )
        },
        mutator(
            "deleteSections", usage: "snapshot.deleteSections([SECTION...])",
            summary:
                "remove sections with their items; identifiers not in the snapshot are ignored (with a warning), one named twice raises",
            examples: ["snapshot.deleteSections([archive])"]
        ) { call in
            let (ids, sites) = try call.identifiers(try call.require(nil, "section identifiers"), "section identifier")
            return (sites, { (s: inout StringSnapshot) throws(SnapshotError) in try s.deleteSections(ids) })
        },
        mutator(
            "moveSection", usage: "snapshot.moveSection(SECTION, beforeSection: SECTION | afterSection: SECTION)",
            summary: "move a section (with its items) before or after another section",
            examples: ["snapshot.moveSection(done, beforeSection: main)"], labels: ["beforeSection:", "afterSection:"]
        ) { call in
            let a = try call.require(nil, "a section identifier")
            let id = try call.identifier(a, "section identifier")
            let (anchor, after, range) = try call.anchor("beforeSection", "afterSection", "section identifier")
            return (
                OperationSites(subject: call.evaluator.range(a.expr), anchor: range),
                { (s: inout StringSnapshot) throws(SnapshotError) in
                    after ? try s.moveSection(id, afterSection: anchor) : try s.moveSection(id, beforeSection: anchor)
                }
            )
        },
        mutator(
            "reloadSections", usage: "snapshot.reloadSections([SECTION...])",
            summary: "mark sections so the next apply replaces all their cells (second pass, new indexes)",
            examples: ["snapshot.reloadSections([main])"]
        ) { call in
            let (ids, sites) = try call.identifiers(try call.require(nil, "section identifiers"), "section identifier")
            return (sites, { (s: inout StringSnapshot) throws(SnapshotError) in try s.reloadSections(ids) })
        },
    ]

    // MARK: Items

    static let itemMethods: [HostMethod] = [
        mutator(
            "appendItems", usage: "snapshot.appendItems([ITEM...], toSection: SECTION)",
            summary:
                "add items at the end of a section (without toSection: the last section); an item already elsewhere is moved here",
            examples: ["snapshot.appendItems([todo1...todo30], toSection: main)", "snapshot.appendItems([todo31])"],
            labels: ["toSection:"]
        ) { call in
            var (ids, sites) = try call.identifiers(try call.require(nil, "item identifiers"), "item identifier")
            var section: String?
            if let a = call.take("toSection") {
                // `toSection: nil` is UIKit's default, the last section.
                section = try call.optionalIdentifier(a, "section identifier")
                sites.anchor = call.evaluator.range(a.expr)
            }
            return (
                sites,
                { (s: inout StringSnapshot) throws(SnapshotError) in try s.appendItems(ids, toSection: section) }
            )
        },
        mutator(
            "insertItems", usage: "snapshot.insertItems([ITEM...], beforeItem: ITEM | afterItem: ITEM)",
            summary: "add items before or after an existing item, in that item's section",
            examples: [
                "snapshot.insertItems([todo0], beforeItem: todo1)", "snapshot.insertItems([a, b], afterItem: todo3)",
            ],
            labels: ["beforeItem:", "afterItem:"]
        ) { call in
            var (ids, sites) = try call.identifiers(try call.require(nil, "item identifiers"), "item identifier")
            let (anchor, after, range) = try call.anchor("beforeItem", "afterItem", "item identifier")
            sites.anchor = range
            return (
                sites,
                { (s: inout StringSnapshot) throws(SnapshotError) in
                    after ? try s.insertItems(ids, afterItem: anchor) : try s.insertItems(ids, beforeItem: anchor)
                }
            )
        },
        mutator(
            "deleteItems", usage: "snapshot.deleteItems([ITEM...])",
            summary:
                "remove items; identifiers not in the snapshot are ignored (with a warning), one named twice raises",
            examples: ["snapshot.deleteItems([todo4])"]
        ) { call in
            let (ids, sites) = try call.identifiers(try call.require(nil, "item identifiers"), "item identifier")
            return (sites, { (s: inout StringSnapshot) throws(SnapshotError) in try s.deleteItems(ids) })
        },
        mutator(
            "deleteAllItems", usage: "snapshot.deleteAllItems()",
            summary: "remove every item and every section (UIKit empties the whole snapshot)",
            examples: ["snapshot.deleteAllItems()"]
        ) { call in
            (
                OperationSites(subject: call.evaluator.range(call.nameNode)),
                { (s: inout StringSnapshot) throws(SnapshotError) in
                    s.deleteAllItems()
                    return []
                }
            )
        },
        mutator(
            "moveItem", usage: "snapshot.moveItem(ITEM, beforeItem: ITEM | afterItem: ITEM)",
            summary: "move an item before or after another item, across sections too",
            examples: ["snapshot.moveItem(todo5, beforeItem: todo1)", "snapshot.moveItem(todo1, afterItem: done1)"],
            labels: ["beforeItem:", "afterItem:"]
        ) { call in
            let a = try call.require(nil, "an item identifier")
            let id = try call.identifier(a, "item identifier")
            let (anchor, after, range) = try call.anchor("beforeItem", "afterItem", "item identifier")
            return (
                OperationSites(subject: call.evaluator.range(a.expr), anchor: range),
                { (s: inout StringSnapshot) throws(SnapshotError) in
                    after ? try s.moveItem(id, afterItem: anchor) : try s.moveItem(id, beforeItem: anchor)
                }
            )
        },
        mutator(
            "reloadItems", usage: "snapshot.reloadItems([ITEM...])",
            summary: "mark items so the next apply replaces their cells (cell provider runs again, prepareForReuse)",
            examples: ["snapshot.reloadItems([todo3])"]
        ) { call in
            let (ids, sites) = try call.identifiers(try call.require(nil, "item identifiers"), "item identifier")
            return (sites, { (s: inout StringSnapshot) throws(SnapshotError) in try s.reloadItems(ids) })
        },
        mutator(
            "reconfigureItems", usage: "snapshot.reconfigureItems([ITEM...])",
            summary:
                "mark items so the next apply configures their existing cells again (iOS 15+; a reload on older profiles)",
            examples: ["snapshot.reconfigureItems([todo3])"]
        ) { call in
            let (ids, sites) = try call.identifiers(try call.require(nil, "item identifiers"), "item identifier")
            return (sites, { (s: inout StringSnapshot) throws(SnapshotError) in try s.reconfigureItems(ids) })
        },
    ]

    // MARK: Queries

    static let readers: [HostProperty] = [
        reader(
            "numberOfSections", usage: "snapshot.numberOfSections", summary: "how many sections",
            example: "snapshot.numberOfSections"
        ) { s, _ in .int(s.value.numberOfSections) },
        reader(
            "numberOfItems", usage: "snapshot.numberOfItems", summary: "how many items in all sections",
            example: "snapshot.numberOfItems"
        ) { s, _ in .int(s.value.numberOfItems) },
        reader(
            "sectionIdentifiers", usage: "snapshot.sectionIdentifiers", summary: "the sections in order",
            example: "snapshot.sectionIdentifiers"
        ) { s, e in e.identifierValues(s.value.sectionIdentifiers, of: s, section: true) },
        reader(
            "itemIdentifiers", usage: "snapshot.itemIdentifiers", summary: "every item, section by section",
            example: "snapshot.itemIdentifiers"
        ) { s, e in e.identifierValues(s.value.itemIdentifiers, of: s, section: false) },
        reader(
            "reloadedItemIdentifiers", usage: "snapshot.reloadedItemIdentifiers",
            summary: "items marked with reloadItems (never set on dataSource.snapshot(): apply consumes marks)",
            example: "snapshot.reloadedItemIdentifiers"
        ) { s, e in e.identifierValues(s.value.reloadedItemIdentifiers, of: s, section: false) },
        reader(
            "reconfiguredItemIdentifiers", usage: "snapshot.reconfiguredItemIdentifiers",
            summary: "items marked with reconfigureItems (never set on dataSource.snapshot())",
            example: "snapshot.reconfiguredItemIdentifiers"
        ) { s, e in e.identifierValues(s.value.reconfiguredItemIdentifiers, of: s, section: false) },
        reader(
            "reloadedSectionIdentifiers", usage: "snapshot.reloadedSectionIdentifiers",
            summary: "sections marked with reloadSections (never set on dataSource.snapshot())",
            example: "snapshot.reloadedSectionIdentifiers"
        ) { s, e in e.identifierValues(s.value.reloadedSectionIdentifiers, of: s, section: true) },
    ]

    static let queries: [HostMethod] = [
        query(
            "numberOfItems", usage: "snapshot.numberOfItems(inSection: SECTION)",
            summary: "how many items a section has; a missing section raises",
            example: "snapshot.numberOfItems(inSection: main)", labels: ["inSection:"]
        ) { call, s in
            let a = try call.require("inSection", "a section")
            let id = try call.identifier(a, "section identifier")
            try call.finish()
            return try missingSection(id, at: a, in: s, call: &call, answer: .int(0)) { () throws(SnapshotError) in
                .int(try s.value.numberOfItems(inSection: id))
            }
        },
        query(
            "itemIdentifiers", usage: "snapshot.itemIdentifiers(inSection: SECTION)",
            summary: "a section's items in order; a missing section raises",
            example: "snapshot.itemIdentifiers(inSection: main)", labels: ["inSection:"]
        ) { call, s in
            let a = try call.require("inSection", "a section")
            let id = try call.identifier(a, "section identifier")
            try call.finish()
            let ids = try missingSection(id, at: a, in: s, call: &call, answer: []) { () throws(SnapshotError) in
                try s.value.itemIdentifiers(inSection: id)
            }
            return call.evaluator.identifierValues(ids, of: s, section: false)
        },
        query(
            "sectionIdentifier", usage: "snapshot.sectionIdentifier(containingItem: ITEM)",
            summary: "the section an item is in, or nil", example: "snapshot.sectionIdentifier(containingItem: todo3)",
            labels: ["containingItem:"]
        ) { call, s in
            let id = try call.identifier(try call.require("containingItem", "an item"), "item identifier")
            try call.finish()
            guard let section = s.value.sectionIdentifier(containingItem: id) else { return .none }
            return call.evaluator.identifierValue(section, of: s, section: true)
        },
        query(
            "indexOfItem", usage: "snapshot.indexOfItem(ITEM)",
            summary: "the item's index counted across all sections, or nil", example: "snapshot.indexOfItem(todo3)"
        ) { call, s in
            let id = try call.identifier(try call.require(nil, "an item"), "item identifier")
            try call.finish()
            return s.value.indexOfItem(id).map { .int($0) } ?? .none
        },
        query(
            "indexOfSection", usage: "snapshot.indexOfSection(SECTION)",
            summary: "the section's index, or nil", example: "snapshot.indexOfSection(main)"
        ) { call, s in
            let id = try call.identifier(try call.require(nil, "a section"), "section identifier")
            try call.finish()
            return s.value.indexOfSection(id).map { .int($0) } ?? .none
        },
    ]

    /// A query about a section: iOS 13 answered a missing section with an empty answer, iOS 14+ raises.
    /// Evidence: [C] (SnapshotRules).
    private static func missingSection<T>(
        _ id: String, at a: CallArgument, in s: SnapshotObject, call: inout HostMethodCall, answer: T,
        _ body: () throws(SnapshotError) -> T
    ) throws -> T {
        do throws(SnapshotError) { return try body() } catch {
            let profile = DataSourceType.profile(call.evaluator.session)
            if profile < .ios14, case .querySectionNotFound = error {
                call.evaluator.warn(
                    "there is no section '\(id)' in the snapshot; iOS 13 answers empty, iOS 14+ raises: \(error.message)"
                )
                return answer
            }
            throw SnapshotDiagnostics.error(
                error, in: s.value, at: OperationSites(subject: call.evaluator.range(a.expr)), profile: profile)
        }
    }

    // MARK: Builders

    /// A mutating method: `decode` reads the arguments (nothing changes yet) and returns the
    /// operation; the operation either succeeds or throws with the snapshot untouched.
    static func mutator(
        _ name: String, usage: String, summary: String, examples: [String], labels: [String] = [],
        decode: @escaping @Sendable (inout HostMethodCall) throws -> (OperationSites, Operation)
    ) -> HostMethod {
        HostMethod(name, labels: labels, mutating: true, doc: Doc(usage: usage, summary: summary, examples: examples)) {
            object, call in
            guard var snapshot = object as? SnapshotObject else { return .void }
            let (sites, operation) = try decode(&call)
            try call.finish()
            let profile = DataSourceType.profile(call.evaluator.session)
            // Held once (by `snapshot`) when no other value shares it: changed in place, not copied.
            call.willChange()
            object = NilValue()
            defer { object = snapshot }
            try call.evaluator.willChange(
                &snapshot.marker, identifiers: snapshot.retainedIdentifiers, at: call.nameNode)
            let warnings: [SnapshotWarning]
            do throws(SnapshotError) { warnings = try operation(&snapshot.value) } catch {
                throw SnapshotDiagnostics.error(error, in: snapshot.value, at: sites, profile: profile)
            }
            for w in warnings {
                let (message, help) = SnapshotDiagnostics.remark(w, profile: profile)
                call.evaluator.warn(message, help: help)
                if let gap = w.evidenceGap(on: profile) { call.evaluator.note(gap) }
            }
            return .void
        }
    }

    static func reader(
        _ name: String, usage: String, summary: String, example: String,
        read: @escaping @Sendable (SnapshotObject, Evaluator) -> Value
    ) -> HostProperty {
        var p = HostProperty(
            name, doc: Doc(usage: usage, summary: summary, examples: [example]), get: { _ in nil })
        p.read = { object, evaluator in (object as? SnapshotObject).map { read($0, evaluator) } ?? .none }
        return p
    }

    static func query(
        _ name: String, usage: String, summary: String, example: String, labels: [String] = [],
        run: @escaping @Sendable (inout HostMethodCall, SnapshotObject) throws -> Value
    ) -> HostMethod {
        HostMethod(name, labels: labels, mutating: false, doc: Doc(usage: usage, summary: summary, examples: [example]))
        { object, call in
            guard let s = object as? SnapshotObject else { return .void }
            return try run(&call, s)
        }
    }
}

extension Evaluator {
    /// An identifier read back from a snapshot, as a value of its identifier types (a typed
    /// snapshot's `Int` sections are Ints), else as the program's value for it.
    func identifierValue(_ text: String, of s: SnapshotObject, section: Bool) -> Value {
        let type = s.identifierTypes.flatMap { $0.count == 2 ? $0[section ? 0 : 1] : nil }
        return identifierValue(text, ofType: type) ?? identifierValue(text)
    }

    func identifierValues(_ ids: [String], of s: SnapshotObject, section: Bool) -> Value {
        .array(ids.map { identifierValue($0, of: s, section: section) })
    }

    /// A warning (UIKit logs it and goes on), printed with the statement's output.
    func warn(_ message: String, help: String? = nil) {
        outputs.append(
            .diagnostic(
                DiagnosticRenderer.render(Remark(.warning, message, help: help), color: context.color),
                severity: .warning))
    }

    /// A note printed with the statement's output (what the playground could not source, for one).
    func note(_ message: String) {
        outputs.append(
            .diagnostic(DiagnosticRenderer.render(Remark(.note, message), color: context.color), severity: .note))
    }
}
