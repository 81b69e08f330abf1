import PlaygroundCore
import SwiftSyntax

/// `NSDiffableDataSourceSectionSnapshot<Item>`: one section's items as a tree with expansion state. A
/// Swift struct, copied on assignment; it keeps the item type it was made with, against which each
/// item passed to it is checked and as which items are read back.
public struct SectionSnapshotObject: ScriptObject, Equatable {
    public static let typeName = "SectionSnapshot"
    public var value: SectionSnapshot<String>
    /// The generic argument as written (`["Item"]`); nil when made without one.
    var identifierTypes: [String]?
    /// Shared by the copies of this value: whether a change copies the storage (`Evaluator.willChange`).
    var marker = StorageMarker()

    public init(_ value: SectionSnapshot<String> = SectionSnapshot()) { self.value = value }
    init(_ value: SectionSnapshot<String>, identifierTypes: [String]?) {
        self.value = value
        self.identifierTypes = identifierTypes
    }

    public func describe() -> [String] { OutlineText.tree(value) }
    public func json() -> JSONValue { OutlineText.json(value) }
    public var retainedIdentifiers: Int { 1 + value.count }
    public static func == (a: SectionSnapshotObject, b: SectionSnapshotObject) -> Bool { a.value == b.value }
}

/// NSDiffableDataSourceSectionSnapshot with UIKit's method names and argument labels, and its
/// exceptions as errors. Evidence: [A] NSDiffableDataSourceSectionSnapshot; the rules are PlaygroundCore's.
enum NSDiffableDataSourceSectionSnapshotHost {
    typealias Mutation = (inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) -> Void

    static let type = HostType(
        swiftName: "NSDiffableDataSourceSectionSnapshot", shortName: "SectionSnapshot",
        otherNames: ["DiffableDataSourceSectionSnapshot"], what: "the section snapshot",
        summary: "one section's items as a tree with expansion state (NSDiffableDataSourceSectionSnapshot)",
        initializers: [
            HostFunction(
                "", [],
                doc: Doc(
                    usage: "SectionSnapshot()", summary: "an empty section snapshot",
                    details: [
                        "Build the tree with append(_:to:), then apply it: dataSource.apply(outline, to: section)."
                    ],
                    examples: [
                        "var outline = SectionSnapshot()", "var outline = NSDiffableDataSourceSectionSnapshot()",
                    ])
            ) { _ in SectionSnapshotObject() }
        ],
        properties: [
            list("items", "every item in depth-first order, visible or not") { $0.items },
            list("rootItems", "the items at level 0") { $0.rootItems },
            list("visibleItems", "the items whose every ancestor is expanded: what the section shows once applied") {
                $0.visibleItems
            },
            list("expandedItems", "the items marked expanded (leaves included)") { $0.expandedItems },
        ],
        methods: mutations + queries,
        objectType: SectionSnapshotObject.self,
        mismatch: { what, found in "\(what) must be a section snapshot, found '\(found)'" })

    // MARK: Mutations

    static let mutations: [HostMethod] = [
        mutator(
            "append", labels: ["to:"],
            doc: Doc(
                usage: "outline.append([items], to: parent)  |  outline.append(childSnapshot, to: parent)",
                summary:
                    "add items (or a whole section snapshot with its expansion state) as the last children of parent, or as roots without 'to:'",
                details: [
                    "A parent that gains children stays collapsed until expanded. 'to: nil' is the same as no parent."
                ],
                examples: [
                    "outline.append([fruits, vegetables])", "outline.append([apple, banana], to: fruits)",
                    "outline.append(citrus, to: fruits)",
                ])
        ) { call in
            let a = try call.require(nil, "the items")
            let (payload, sites) = try call.sectionPayload(a, "the items")
            var parent: String?
            var anchor: ColumnRange?
            if let p = call.take("to") {
                // `to: nil`, or a parent that is nil, appends roots.
                parent = try call.optionalIdentifier(p, "the parent")
                anchor = call.evaluator.range(p.expr)
            }
            var located = sites
            located.anchor = anchor
            return (
                located,
                { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in
                    switch payload {
                    case .items(let items): try s.append(items, to: parent)
                    case .snapshot(let child): try s.append(child, to: parent)
                    }
                }
            )
        },
        mutator(
            "insert", labels: ["before:", "after:"],
            doc: Doc(
                usage:
                    "outline.insert([items] | snapshot, before: item)  |  outline.insert([items] | snapshot, after: item)",
                summary: "insert siblings of item: before it, or after its whole subtree, at its level",
                examples: ["outline.insert([kiwi], before: banana)", "outline.insert([herbs], after: vegetables)"])
        ) { call in
            let a = try call.require(nil, "the items")
            var (payload, sites) = try call.sectionPayload(a, "the items")
            let (destination, after, range) = try call.anchor(
                "before", "after", "the destination item", usage: "outline.insert([items], before: item)")
            sites.anchor = range
            return (
                sites,
                { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in
                    switch (payload, after) {
                    case (.items(let items), false): try s.insert(items, before: destination)
                    case (.items(let items), true): try s.insert(items, after: destination)
                    case (.snapshot(let child), false): try s.insert(child, before: destination)
                    case (.snapshot(let child), true): try s.insert(child, after: destination)
                    }
                }
            )
        },
        mutator(
            "replace", labels: ["childrenOf:", "using:"],
            doc: Doc(
                usage: "outline.replace(childrenOf: parent, using: childSnapshot)",
                summary: "replace every descendant of parent by a section snapshot's tree, expansion state included",
                details: ["The parent keeps its own expansion state; an empty snapshot removes the children."],
                examples: ["outline.replace(childrenOf: fruits, using: freshFruits)"])
        ) { call in
            let p = try call.require("childrenOf", "the parent")
            let parent = try call.identifier(p, "the parent")
            let u = try call.require("using", "a section snapshot")
            let child = try call.sectionSnapshotArgument(u, "'using:'")
            return (
                OperationSites(subject: call.evaluator.range(u.expr), anchor: call.evaluator.range(p.expr)),
                { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in
                    try s.replace(childrenOf: parent, using: child)
                }
            )
        },
        mutator(
            "delete",
            doc: Doc(
                usage: "outline.delete([items])", summary: "delete items and all their descendants",
                details: ["Every item must be in the snapshot, or nothing is deleted (UIKit raises)."],
                examples: ["outline.delete([banana])", "outline.delete([vegetables])"])
        ) { call in
            let (items, sites) = try call.identifiers(try call.require(nil, "the items"), "the items to delete")
            return (
                sites,
                { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in try s.delete(items) }
            )
        },
        mutator(
            "deleteAll",
            doc: Doc(
                usage: "outline.deleteAll()", summary: "remove every item and the expansion state",
                examples: ["outline.deleteAll()"])
        ) { call in
            (
                OperationSites(subject: call.evaluator.range(call.nameNode)),
                { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in s.deleteAll() }
            )
        },
        mutator(
            "expand",
            doc: Doc(
                usage: "outline.expand([items])",
                summary: "mark items expanded so their children are visible (code, not the user: no handlers run)",
                details: [
                    "Leaves may be expanded too: children appended later are then visible. Unknown items are ignored.",
                    "Nothing changes on screen until the snapshot is applied again.",
                ],
                examples: ["outline.expand([fruits])"])
        ) { call in
            let (items, sites) = try call.identifiers(try call.require(nil, "the items"), "the items to expand")
            return (
                sites, { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in s.expand(items) }
            )
        },
        mutator(
            "collapse",
            doc: Doc(
                usage: "outline.collapse([items])",
                summary: "mark items collapsed, hiding their descendants (which keep their own expansion state)",
                details: ["Unknown items are ignored. Nothing changes on screen until the snapshot is applied again."],
                examples: ["outline.collapse([fruits])"])
        ) { call in
            let (items, sites) = try call.identifiers(try call.require(nil, "the items"), "the items to collapse")
            return (
                sites, { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in s.collapse(items) }
            )
        },
    ]

    // MARK: Queries

    static let queries: [HostMethod] = [
        query(
            "isExpanded", usage: "outline.isExpanded(item)",
            "whether item is expanded (UIKit raises for a missing item)", example: "outline.isExpanded(fruits)"
        ) { s, item, _ throws(SectionSnapshotError<String>) in .bool(try s.value.isExpanded(item)) },
        query(
            "isVisible", usage: "outline.isVisible(item)",
            "whether every ancestor of item is expanded (UIKit raises for a missing item)",
            example: "outline.isVisible(apple)"
        ) { s, item, _ throws(SectionSnapshotError<String>) in .bool(try s.value.isVisible(item)) },
        query(
            "contains", usage: "outline.contains(item)", "whether item is in the snapshot (never raises)",
            example: "outline.contains(apple)"
        ) { s, item, _ throws(SectionSnapshotError<String>) in .bool(s.value.contains(item)) },
        query(
            "level", label: "of", usage: "outline.level(of: item)",
            "item's depth: 0 for roots, whatever the expansion state", example: "outline.level(of: apple)"
        ) { s, item, _ throws(SectionSnapshotError<String>) in .int(try s.value.level(of: item)) },
        query(
            "parent", label: "of", usage: "outline.parent(of: item)",
            "item's parent, nil for a root (UIKit raises for a missing item)", example: "outline.parent(of: apple)"
        ) { s, item, e throws(SectionSnapshotError<String>) in
            try s.value.parent(of: item).map { e.itemValue($0, of: s) } ?? .none
        },
        query(
            "index", label: "of", usage: "outline.index(of: item)",
            "item's position among all items (hidden ones too), nil when missing", example: "outline.index(of: carrot)"
        ) { s, item, _ throws(SectionSnapshotError<String>) in s.value.index(of: item).map { .int($0) } ?? .none },
        HostMethod(
            "snapshot", labels: ["of:", "includingParent:"], mutating: false,
            doc: Doc(
                usage: "outline.snapshot(of: parent, includingParent: false)",
                summary:
                    "a copy of parent's subtree with its expansion state; its children become roots unless includingParent is true",
                examples: [
                    "let sub = outline.snapshot(of: fruits, includingParent: true)", "outline.snapshot(of: fruits)",
                ])
        ) { object, call in
            guard let s = object as? SectionSnapshotObject else { return .void }
            let p = try call.require("of", "the parent")
            let parent = try call.identifier(p, "the parent")
            var including = false
            if let a = call.take("includingParent") {
                let word = call.evaluator.bareWord(a.expr, in: call.scope)
                guard word == nil, case .bool(let b) = try call.evaluator.evaluate(a.expr, in: call.scope) else {
                    throw call.evaluator.error(
                        "includingParent must be 'true' or 'false', found '\(a.expr.trimmedDescription)'", at: a.expr)
                }
                including = b
            }
            try call.finish()
            do throws(SectionSnapshotError<String>) {
                let sub = try s.value.snapshot(of: parent, includingParent: including)
                return call.evaluator.store(SectionSnapshotObject(sub, identifierTypes: s.identifierTypes))
            } catch {
                throw OutlineErrors.snapshot(error, at: call.evaluator.range(p.expr), candidates: s.value.items)
            }
        },
        HostMethod(
            "visualDescription", mutating: false,
            doc: Doc(
                usage: "outline.visualDescription()", summary: "the tree dump (the same as printing the snapshot)",
                examples: ["outline.visualDescription()"])
        ) { object, call in
            try call.finish()
            guard let s = object as? SectionSnapshotObject else { return .void }
            return call.evaluator.store(TextValue(lines: OutlineText.tree(s.value)))
        },
    ]

    // MARK: Builders

    /// A mutation: `decode` reads the arguments (nothing changes yet); once every argument is
    /// understood the mutation runs, and a thrown error leaves the snapshot untouched (the core checks
    /// first) and points at `sites`' culprit.
    static func mutator(
        _ name: String, labels: [String] = [], doc: Doc,
        decode: @escaping @Sendable (inout HostMethodCall) throws -> (OperationSites, Mutation)
    ) -> HostMethod {
        HostMethod(name, labels: labels, mutating: true, doc: doc) { object, call in
            guard var s = object as? SectionSnapshotObject else { return .void }
            let (sites, mutation) = try decode(&call)
            try call.finish()
            // Held once (by `s`) when no other value shares it: changed in place, not copied.
            call.willChange()
            object = NilValue()
            defer { object = s }
            try call.evaluator.willChange(&s.marker, identifiers: s.retainedIdentifiers, at: call.nameNode)
            // (A mutation that throws leaves the snapshot as it was: its items are the candidates.)
            do throws(SectionSnapshotError<String>) { try mutation(&s.value) } catch {
                throw OutlineErrors.snapshot(error, at: sites, candidates: s.value.items)
            }
            return .void
        }
    }

    static func query(
        _ name: String, label: String? = nil, usage: String, _ summary: String, example: String,
        _ body:
            @escaping @Sendable (SectionSnapshotObject, String, Evaluator) throws(SectionSnapshotError<String>) ->
            Value
    ) -> HostMethod {
        HostMethod(
            name, labels: label.map { [$0 + ":"] } ?? [], mutating: false,
            doc: Doc(usage: usage, summary: summary, examples: [example])
        ) { object, call in
            guard let s = object as? SectionSnapshotObject else { return .void }
            let a = try call.require(label, "the item")
            let item = try call.identifier(a, "the item")
            try call.finish()
            do throws(SectionSnapshotError<String>) { return try body(s, item, call.evaluator) } catch {
                throw OutlineErrors.snapshot(error, at: call.evaluator.range(a.expr), candidates: s.value.items)
            }
        }
    }

    static func list(
        _ name: String, _ summary: String, _ items: @escaping @Sendable (SectionSnapshot<String>) -> [String]
    )
        -> HostProperty
    {
        var p = HostProperty(
            name, doc: Doc(usage: "outline.\(name)", summary: summary, examples: ["outline.\(name)"]), get: { _ in nil }
        )
        p.read = { object, evaluator in
            guard let s = object as? SectionSnapshotObject else { return .none }
            return .array(items(s.value).map { evaluator.itemValue($0, of: s) })
        }
        return p
    }
}

extension Evaluator {
    /// An item read back from a section snapshot, as a value of its item type.
    func itemValue(_ text: String, of s: SectionSnapshotObject) -> Value {
        identifierValue(text, ofType: s.identifierTypes?.last) ?? identifierValue(text)
    }
}

extension HostMethodCall {
    /// What a section snapshot's `append` or `insert` takes: a section snapshot (with its tree and
    /// expansion state) or items.
    mutating func sectionPayload(_ a: CallArgument, _ what: String) throws -> (
        SectionSnapshotArguments.Payload, OperationSites
    ) {
        if !a.expr.is(ArrayExprSyntax.self) {
            let v = try evaluator.identifierArgument(
                a.expr,
                expecting: expectation(a),
                types: identifierTypes, in: scope)
            if let s = evaluator.uikitObject(v) as? SectionSnapshotObject {
                return (.snapshot(s.value), OperationSites(subject: evaluator.range(a.expr)))
            }
            if let other = evaluator.uikitObject(v) {
                throw evaluator.error(
                    "'\(a.expr.trimmedDescription)' is a \(other.typeName), but '\(name)' takes a SectionSnapshot or a list of items",
                    at: a.expr,
                    help: other is SnapshotObject
                        ? "a section snapshot is built with SectionSnapshot() and append(_:to:)" : nil)
            }
            var ids: [String] = []
            try evaluator.appendIdentifiers(v, what, at: a.expr, into: &ids)
            return (
                .items(ids),
                OperationSites(subject: evaluator.range(a.expr), mentions: [(ids, evaluator.range(a.expr))])
            )
        }
        let (ids, sites) = try identifiers(a, what)
        return (.items(ids), sites)
    }

    /// A section snapshot, or an array literal of items made into one (`using: [apple, pear]`).
    mutating func sectionSnapshotArgument(_ a: CallArgument, _ what: String) throws -> SectionSnapshot<String> {
        let (payload, _) = try sectionPayload(a, "the items")
        switch payload {
        case .snapshot(let s): return s
        case .items(let items):
            guard a.expr.is(ArrayExprSyntax.self) else {
                throw evaluator.error(
                    "\(what) must be a SectionSnapshot or a list of items, found '\(a.expr.trimmedDescription)'",
                    at: a.expr)
            }
            var s = SectionSnapshot<String>()
            do throws(SectionSnapshotError<String>) { try s.append(items) } catch {
                throw OutlineErrors.snapshot(error, at: evaluator.range(a.expr), candidates: [])
            }
            return s
        }
    }
}
