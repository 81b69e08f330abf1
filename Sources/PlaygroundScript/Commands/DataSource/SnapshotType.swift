import PlaygroundCore

/// The `Snapshot` type: NSDiffableDataSourceSnapshot with UIKit's method names and argument labels.
enum SnapshotType {
    typealias Operation = (inout StringSnapshot) throws(SnapshotError) -> [SnapshotWarning]

    static let type = TypeSpec(
        "Snapshot", aliases: ["NSDiffableDataSourceSnapshot", "DiffableDataSourceSnapshot"],
        summary: "sections and items by identifier (NSDiffableDataSourceSnapshot); a value: apply it to show it",
        constructors: [
            ConstructorSpec(
                "",
                doc: Doc(
                    usage: "Snapshot()",
                    summary: "an empty snapshot (no sections); NSDiffableDataSourceSnapshot() is the same",
                    examples: ["var snapshot = NSDiffableDataSourceSnapshot()", "let next = Snapshot()"])
            ) { (inv: inout Invocation) throws(ScriptError) in SnapshotObject() }
        ],
        members: sectionMethods + itemMethods + queries)

    // MARK: Sections

    static let sectionMethods: [MemberSpec] = [
        mutator(
            "appendSections", usage: "snapshot.appendSections([SECTION...])",
            summary: "add sections at the end; an identifier already in the snapshot raises",
            examples: ["snapshot.appendSections([main])", "snapshot.appendSections([pinned, all])"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "section identifiers")
            let ids = try inv.identifiers(e, "section identifier")
            return (
                inv.operationSites(list: e),
                { (s: inout StringSnapshot) throws(SnapshotError) in try s.appendSections(ids) }
            )
        },
        mutator(
            "insertSections",
            usage: "snapshot.insertSections([SECTION...], beforeSection: SECTION | afterSection: SECTION)",
            summary: "add sections before or after an existing section",
            examples: ["snapshot.insertSections([pinned], beforeSection: main)"],
            labels: ["beforeSection:", "afterSection:"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "section identifiers")
            let ids = try inv.identifiers(e, "section identifier")
            let (anchor, after, range) = try inv.anchor("beforeSection", "afterSection", "section identifier")
            return (
                inv.operationSites(list: e, anchor: range),
                { (s: inout StringSnapshot) throws(SnapshotError) in
                    after
                        ? try s.insertSections(ids, afterSection: anchor)
                        : try s.insertSections(ids, beforeSection: anchor)
                }
            )
        },
        mutator(
            "deleteSections", usage: "snapshot.deleteSections([SECTION...])",
            summary:
                "remove sections with their items; identifiers not in the snapshot are ignored (with a warning), one named twice raises",
            examples: ["snapshot.deleteSections([archive])"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "section identifiers")
            let ids = try inv.identifiers(e, "section identifier")
            return (
                inv.operationSites(list: e),
                { (s: inout StringSnapshot) throws(SnapshotError) in try s.deleteSections(ids) }
            )
        },
        mutator(
            "moveSection", usage: "snapshot.moveSection(SECTION, beforeSection: SECTION | afterSection: SECTION)",
            summary: "move a section (with its items) before or after another section",
            examples: ["snapshot.moveSection(done, beforeSection: main)"], labels: ["beforeSection:", "afterSection:"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "a section identifier")
            let id = try inv.identifier(e, "section identifier")
            let (anchor, after, range) = try inv.anchor("beforeSection", "afterSection", "section identifier")
            return (
                inv.operationSites(list: e, anchor: range),
                { (s: inout StringSnapshot) throws(SnapshotError) in
                    after ? try s.moveSection(id, afterSection: anchor) : try s.moveSection(id, beforeSection: anchor)
                }
            )
        },
        mutator(
            "reloadSections", usage: "snapshot.reloadSections([SECTION...])",
            summary: "mark sections so the next apply replaces all their cells (second pass, new indexes)",
            examples: ["snapshot.reloadSections([main])"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "section identifiers")
            let ids = try inv.identifiers(e, "section identifier")
            return (
                inv.operationSites(list: e),
                { (s: inout StringSnapshot) throws(SnapshotError) in try s.reloadSections(ids) }
            )
        },
    ]

    // MARK: Items

    static let itemMethods: [MemberSpec] = [
        mutator(
            "appendItems", usage: "snapshot.appendItems([ITEM...], toSection: SECTION)",
            summary:
                "add items at the end of a section (without toSection: the last section); an item already elsewhere is moved here",
            examples: ["snapshot.appendItems([todo1...todo30], toSection: main)", "snapshot.appendItems([todo31])"],
            labels: ["toSection:"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "item identifiers")
            let ids = try inv.identifiers(e, "item identifier")
            var section: String?
            var range: ColumnRange?
            if let a = inv.take("toSection") {
                section = try inv.identifier(a.value, "section identifier")
                range = a.value.range
            }
            return (
                inv.operationSites(list: e, anchor: range),
                { (s: inout StringSnapshot) throws(SnapshotError) in
                    try s.appendItems(ids, toSection: section)
                }
            )
        },
        mutator(
            "insertItems", usage: "snapshot.insertItems([ITEM...], beforeItem: ITEM | afterItem: ITEM)",
            summary: "add items before or after an existing item, in that item's section",
            examples: [
                "snapshot.insertItems([todo0], beforeItem: todo1)", "snapshot.insertItems([a, b], afterItem: todo3)",
            ],
            labels: ["beforeItem:", "afterItem:"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "item identifiers")
            let ids = try inv.identifiers(e, "item identifier")
            let (anchor, after, range) = try inv.anchor("beforeItem", "afterItem", "item identifier")
            return (
                inv.operationSites(list: e, anchor: range),
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
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "item identifiers")
            let ids = try inv.identifiers(e, "item identifier")
            return (
                inv.operationSites(list: e),
                { (s: inout StringSnapshot) throws(SnapshotError) in try s.deleteItems(ids) }
            )
        },
        mutator(
            "deleteAllItems", usage: "snapshot.deleteAllItems()",
            summary: "remove every item and every section (UIKit empties the whole snapshot)",
            examples: ["snapshot.deleteAllItems()"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            (
                OperationSites(subject: inv.nameRange),
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
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "an item identifier")
            let id = try inv.identifier(e, "item identifier")
            let (anchor, after, range) = try inv.anchor("beforeItem", "afterItem", "item identifier")
            return (
                inv.operationSites(list: e, anchor: range),
                { (s: inout StringSnapshot) throws(SnapshotError) in
                    after ? try s.moveItem(id, afterItem: anchor) : try s.moveItem(id, beforeItem: anchor)
                }
            )
        },
        mutator(
            "reloadItems", usage: "snapshot.reloadItems([ITEM...])",
            summary: "mark items so the next apply replaces their cells (cell provider runs again, prepareForReuse)",
            examples: ["snapshot.reloadItems([todo3])"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "item identifiers")
            let ids = try inv.identifiers(e, "item identifier")
            return (
                inv.operationSites(list: e),
                { (s: inout StringSnapshot) throws(SnapshotError) in try s.reloadItems(ids) }
            )
        },
        mutator(
            "reconfigureItems", usage: "snapshot.reconfigureItems([ITEM...])",
            summary:
                "mark items so the next apply configures their existing cells again (iOS 15+; a reload on older profiles)",
            examples: ["snapshot.reconfigureItems([todo3])"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let e = try inv.require(nil, "item identifiers")
            let ids = try inv.identifiers(e, "item identifier")
            return (
                inv.operationSites(list: e),
                { (s: inout StringSnapshot) throws(SnapshotError) in try s.reconfigureItems(ids) }
            )
        },
    ]

    // MARK: Queries

    static let queries: [MemberSpec] = [
        reader(
            "numberOfSections", usage: "snapshot.numberOfSections", summary: "how many sections",
            example: "snapshot.numberOfSections"
        ) { s in NumberValue(Double(s.numberOfSections)) },
        reader(
            "numberOfItems", usage: "snapshot.numberOfItems", summary: "how many items in all sections",
            example: "snapshot.numberOfItems"
        ) { s in NumberValue(Double(s.numberOfItems)) },
        reader(
            "sectionIdentifiers", usage: "snapshot.sectionIdentifiers", summary: "the sections in order",
            example: "snapshot.sectionIdentifiers"
        ) { s in IdentifierList(s.sectionIdentifiers) },
        reader(
            "itemIdentifiers", usage: "snapshot.itemIdentifiers", summary: "every item, section by section",
            example: "snapshot.itemIdentifiers"
        ) { s in IdentifierList(s.itemIdentifiers) },
        reader(
            "reloadedItemIdentifiers", usage: "snapshot.reloadedItemIdentifiers",
            summary: "items marked with reloadItems (never set on dataSource.snapshot(): apply consumes marks)",
            example: "snapshot.reloadedItemIdentifiers"
        ) { s in IdentifierList(s.reloadedItemIdentifiers) },
        reader(
            "reconfiguredItemIdentifiers", usage: "snapshot.reconfiguredItemIdentifiers",
            summary: "items marked with reconfigureItems (never set on dataSource.snapshot())",
            example: "snapshot.reconfiguredItemIdentifiers"
        ) { s in IdentifierList(s.reconfiguredItemIdentifiers) },
        reader(
            "reloadedSectionIdentifiers", usage: "snapshot.reloadedSectionIdentifiers",
            summary: "sections marked with reloadSections (never set on dataSource.snapshot())",
            example: "snapshot.reloadedSectionIdentifiers"
        ) { s in IdentifierList(s.reloadedSectionIdentifiers) },
        query(
            "numberOfItems", usage: "snapshot.numberOfItems(inSection: SECTION)",
            summary: "how many items a section has; a missing section raises",
            example: "snapshot.numberOfItems(inSection: main)",
            labels: ["inSection:"]
        ) { (inv: inout Invocation, s: StringSnapshot) throws(ScriptError) in
            let e = try inv.require("inSection", "a section")
            let id = try inv.identifier(e, "section identifier")
            do throws(SnapshotError) { return NumberValue(Double(try s.numberOfItems(inSection: id))) } catch {
                // Evidence: [C] iOS 13 answered empty for a missing section; iOS 14+ raises (SnapshotRules).
                if DataSourceType.profile(inv.session) < .ios14, case .querySectionNotFound = error {
                    inv.warn(
                        "there is no section '\(id)' in the snapshot; iOS 13 answers empty, iOS 14+ raises: \(error.message)"
                    )
                    return NumberValue(0)
                }
                throw SnapshotDiagnostics.error(
                    error, in: s, at: OperationSites(subject: e.range), profile: DataSourceType.profile(inv.session))
            }
        },
        query(
            "itemIdentifiers", usage: "snapshot.itemIdentifiers(inSection: SECTION)",
            summary: "a section's items in order; a missing section raises",
            example: "snapshot.itemIdentifiers(inSection: main)",
            labels: ["inSection:"]
        ) { (inv: inout Invocation, s: StringSnapshot) throws(ScriptError) in
            let e = try inv.require("inSection", "a section")
            let id = try inv.identifier(e, "section identifier")
            do throws(SnapshotError) { return IdentifierList(try s.itemIdentifiers(inSection: id)) } catch {
                // Evidence: [C] iOS 13 answered empty for a missing section; iOS 14+ raises (SnapshotRules).
                if DataSourceType.profile(inv.session) < .ios14, case .querySectionNotFound = error {
                    inv.warn(
                        "there is no section '\(id)' in the snapshot; iOS 13 answers empty, iOS 14+ raises: \(error.message)"
                    )
                    return IdentifierList([])
                }
                throw SnapshotDiagnostics.error(
                    error, in: s, at: OperationSites(subject: e.range), profile: DataSourceType.profile(inv.session))
            }
        },
        query(
            "sectionIdentifier", usage: "snapshot.sectionIdentifier(containingItem: ITEM)",
            summary: "the section an item is in, or nil", example: "snapshot.sectionIdentifier(containingItem: todo3)",
            labels: ["containingItem:"]
        ) { (inv: inout Invocation, s: StringSnapshot) throws(ScriptError) in
            let id = try inv.identifier(try inv.require("containingItem", "an item"), "item identifier")
            return s.sectionIdentifier(containingItem: id).map { StringValue($0) } ?? NilValue()
        },
        query(
            "indexOfItem", usage: "snapshot.indexOfItem(ITEM)",
            summary: "the item's index counted across all sections, or nil", example: "snapshot.indexOfItem(todo3)"
        ) { (inv: inout Invocation, s: StringSnapshot) throws(ScriptError) in
            let id = try inv.identifier(try inv.require(nil, "an item"), "item identifier")
            return s.indexOfItem(id).map { NumberValue(Double($0)) } ?? NilValue()
        },
        query(
            "indexOfSection", usage: "snapshot.indexOfSection(SECTION)",
            summary: "the section's index, or nil", example: "snapshot.indexOfSection(main)"
        ) { (inv: inout Invocation, s: StringSnapshot) throws(ScriptError) in
            let id = try inv.identifier(try inv.require(nil, "a section"), "section identifier")
            return s.indexOfSection(id).map { NumberValue(Double($0)) } ?? NilValue()
        },
    ]

    // MARK: Builders

    /// A mutating method: `decode` reads the arguments (nothing changes yet) and returns the
    /// operation; the operation either succeeds or throws with the snapshot untouched.
    static func mutator(
        _ name: String, usage: String, summary: String, examples: [String], labels: [String] = [],
        decode: @escaping @Sendable (inout Invocation) throws(ScriptError) -> (OperationSites, Operation)
    )
        -> MemberSpec
    {
        .method(name, doc: Doc(usage: usage, summary: summary, examples: examples), mutates: true, labels: labels) {
            (inv: inout Invocation) throws(ScriptError) in
            guard let receiver = inv.receiver else { return nil }
            let (sites, operation) = try decode(&inv)
            try inv.finish()
            let profile = DataSourceType.profile(inv.session)
            let warnings = try inv.session.modify(receiver, as: SnapshotObject.self) {
                (object: inout SnapshotObject) throws(ScriptError) in
                do throws(SnapshotError) { return try operation(&object.value) } catch {
                    throw SnapshotDiagnostics.error(error, in: object.value, at: sites, profile: profile)
                }
            }
            for w in warnings {
                let (message, help) = SnapshotDiagnostics.remark(w)
                inv.warn(message, help: help)
            }
            return nil
        }
    }

    static func reader(
        _ name: String, usage: String, summary: String, example: String,
        get: @escaping @Sendable (StringSnapshot) -> any ScriptObject
    ) -> MemberSpec {
        .property(name, doc: Doc(usage: usage, summary: summary, examples: [example])) {
            (inv: inout Invocation) throws(ScriptError) in
            guard let receiver = inv.receiver, let s = inv.session.object(receiver, as: SnapshotObject.self) else {
                return nil
            }
            return get(s.value)
        }
    }

    static func query(
        _ name: String, usage: String, summary: String, example: String, labels: [String] = [],
        run: @escaping @Sendable (inout Invocation, StringSnapshot) throws(ScriptError) -> any ScriptObject
    ) -> MemberSpec {
        .method(name, doc: Doc(usage: usage, summary: summary, examples: [example]), mutates: false, labels: labels) {
            (inv: inout Invocation) throws(ScriptError) in
            guard let receiver = inv.receiver, let s = inv.session.object(receiver, as: SnapshotObject.self) else {
                return nil
            }
            return try run(&inv, s.value)
        }
    }
}

extension Invocation {
    /// `beforeX: id` or `afterX: id` (exactly one): the identifier, whether it is `after`, and its range.
    mutating func anchor(_ before: String, _ after: String, _ what: String) throws(ScriptError) -> (
        String, Bool, ColumnRange
    ) {
        let b = take(before)
        let a = take(after)
        switch (b, a) {
        case (let b?, nil): return (try identifier(b.value, what), false, b.value.range)
        case (nil, let a?): return (try identifier(a.value, what), true, a.value.range)
        case (let b?, let a?):
            throw ScriptError(
                "'\(name)' takes '\(before):' or '\(after):', not both", at: b.range.union(a.range),
                help: "usage: \(usage)")
        case (nil, nil):
            throw ScriptError(
                "missing argument '\(before):' or '\(after):' for '\(name)'", at: nameRange, help: "usage: \(usage)")
        }
    }
}
