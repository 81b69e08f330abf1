import PlaygroundCore

/// The `SectionSnapshot` script type: every operation and query of
/// `NSDiffableDataSourceSectionSnapshot`, with UIKit's exceptions as errors.
enum SectionSnapshotType {
    static let spec = TypeSpec(
        "SectionSnapshot", aliases: ["NSDiffableDataSourceSectionSnapshot", "DiffableDataSourceSectionSnapshot"],
        summary: "one section's items as a tree with expansion state (NSDiffableDataSourceSectionSnapshot)",
        constructors: [
            ConstructorSpec(
                "",
                doc: Doc(
                    usage: "SectionSnapshot()", summary: "an empty section snapshot",
                    details: [
                        "Build the tree with append(_:to:), then apply it: dataSource.apply(outline, to: section)."
                    ],
                    examples: [
                        "var outline = SectionSnapshot()", "var outline = NSDiffableDataSourceSectionSnapshot()",
                    ])
            ) { (_: inout Invocation) throws(ScriptError) in SectionSnapshotObject() }
        ],
        members: mutations + queries
    )

    // MARK: Mutations

    static let mutations: [MemberSpec] = [
        .method(
            "append",
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
                ]),
            mutates: true, labels: ["to:"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let itemsExpr = try inv.require(nil, "the items")
            let payload = try payload(itemsExpr, inv)
            let parentArg = inv.take("to")
            let parent = try optionalItem(parentArg, inv)
            try modify(
                &inv, sites: OperationSites(subject: itemsExpr.range, anchor: parentArg?.value.range, list: itemsExpr)
            ) { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in
                switch payload {
                case .items(let items): try s.append(items, to: parent)
                case .snapshot(let child): try s.append(child, to: parent)
                }
            }
            return nil
        },
        .method(
            "insert",
            doc: Doc(
                usage:
                    "outline.insert([items] | snapshot, before: item)  |  outline.insert([items] | snapshot, after: item)",
                summary: "insert siblings of item: before it, or after its whole subtree, at its level",
                examples: ["outline.insert([kiwi], before: banana)", "outline.insert([herbs], after: vegetables)"]),
            mutates: true, labels: ["before:", "after:"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let itemsExpr = try inv.require(nil, "the items")
            let payload = try payload(itemsExpr, inv)
            let side: InsertionSide
            let destination: String
            let anchor: ColumnRange
            let chosen = try inv.takeOne(of: ["before", "after"])
            if let a = chosen, a.label == "before" {
                side = .before
                destination = try inv.identifier(a.value, "the destination item")
                anchor = a.value.range
            } else if let a = chosen {
                side = .after
                destination = try inv.identifier(a.value, "the destination item")
                anchor = a.value.range
            } else {
                throw ScriptError(
                    "missing argument 'before:' or 'after:' for 'insert'", at: inv.nameRange,
                    help: "usage: outline.insert([items], before: item)")
            }
            try modify(&inv, sites: OperationSites(subject: itemsExpr.range, anchor: anchor, list: itemsExpr)) {
                (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in
                switch (payload, side) {
                case (.items(let items), .before): try s.insert(items, before: destination)
                case (.items(let items), .after): try s.insert(items, after: destination)
                case (.snapshot(let child), .before): try s.insert(child, before: destination)
                case (.snapshot(let child), .after): try s.insert(child, after: destination)
                }
            }
            return nil
        },
        .method(
            "replace",
            doc: Doc(
                usage: "outline.replace(childrenOf: parent, using: childSnapshot)",
                summary: "replace every descendant of parent by a section snapshot's tree, expansion state included",
                details: ["The parent keeps its own expansion state; an empty snapshot removes the children."],
                examples: ["outline.replace(childrenOf: fruits, using: freshFruits)"]),
            mutates: true, labels: ["childrenOf:", "using:"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let parentExpr = try inv.require("childrenOf", "the parent")
            let parent = try inv.identifier(parentExpr, "the parent")
            let usingExpr = try inv.require("using", "a section snapshot")
            let child = try snapshotArgument(usingExpr, inv, "'using:'")
            try modify(&inv, sites: OperationSites(subject: usingExpr.range, anchor: parentExpr.range)) {
                (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in
                try s.replace(childrenOf: parent, using: child)
            }
            return nil
        },
        .method(
            "delete",
            doc: Doc(
                usage: "outline.delete([items])", summary: "delete items and all their descendants",
                details: ["Every item must be in the snapshot, or nothing is deleted (UIKit raises)."],
                examples: ["outline.delete([banana])", "outline.delete([vegetables])"]),
            mutates: true
        ) { (inv: inout Invocation) throws(ScriptError) in
            let itemsExpr = try inv.require(nil, "the items")
            let items = try inv.identifiers(itemsExpr, "the items to delete")
            try modify(&inv, sites: OperationSites(subject: itemsExpr.range, list: itemsExpr)) {
                (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in try s.delete(items)
            }
            return nil
        },
        .method(
            "deleteAll",
            doc: Doc(
                usage: "outline.deleteAll()", summary: "remove every item and the expansion state",
                examples: ["outline.deleteAll()"]), mutates: true
        ) { (inv: inout Invocation) throws(ScriptError) in
            try modify(&inv) { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in s.deleteAll()
            }
            return nil
        },
        .method(
            "expand",
            doc: Doc(
                usage: "outline.expand([items])",
                summary: "mark items expanded so their children are visible (code, not the user: no handlers run)",
                details: [
                    "Leaves may be expanded too: children appended later are then visible. Unknown items are ignored.",
                    "Nothing changes on screen until the snapshot is applied again.",
                ],
                examples: ["outline.expand([fruits])"]), mutates: true
        ) { (inv: inout Invocation) throws(ScriptError) in
            let items = try inv.identifiers(try inv.require(nil, "the items"), "the items to expand")
            try modify(&inv) { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in
                s.expand(items)
            }
            return nil
        },
        .method(
            "collapse",
            doc: Doc(
                usage: "outline.collapse([items])",
                summary: "mark items collapsed, hiding their descendants (which keep their own expansion state)",
                details: ["Unknown items are ignored. Nothing changes on screen until the snapshot is applied again."],
                examples: ["outline.collapse([fruits])"]), mutates: true
        ) { (inv: inout Invocation) throws(ScriptError) in
            let items = try inv.identifiers(try inv.require(nil, "the items"), "the items to collapse")
            try modify(&inv) { (s: inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) in
                s.collapse(items)
            }
            return nil
        },
    ]

    // MARK: Queries

    static let queries: [MemberSpec] = [
        query(
            "isExpanded", usage: "outline.isExpanded(item)",
            "whether item is expanded (UIKit raises for a missing item)",
            example: "outline.isExpanded(fruits)"
        ) { (s, item) throws(SectionSnapshotError<String>) in BoolValue(try s.isExpanded(item)) },
        query(
            "isVisible", usage: "outline.isVisible(item)",
            "whether every ancestor of item is expanded (UIKit raises for a missing item)",
            example: "outline.isVisible(apple)"
        ) { (s, item) throws(SectionSnapshotError<String>) in BoolValue(try s.isVisible(item)) },
        query(
            "contains", usage: "outline.contains(item)", "whether item is in the snapshot (never raises)",
            example: "outline.contains(apple)"
        ) { (s, item) throws(SectionSnapshotError<String>) in BoolValue(s.contains(item)) },
        query(
            "level", label: "of", usage: "outline.level(of: item)",
            "item's depth: 0 for roots, whatever the expansion state",
            example: "outline.level(of: apple)"
        ) { (s, item) throws(SectionSnapshotError<String>) in NumberValue(Double(try s.level(of: item))) },
        query(
            "parent", label: "of", usage: "outline.parent(of: item)",
            "item's parent, nil for a root (UIKit raises for a missing item)",
            example: "outline.parent(of: apple)"
        ) { (s, item) throws(SectionSnapshotError<String>) in
            try s.parent(of: item).map { StringValue($0) as any ScriptObject } ?? NilValue()
        },
        query(
            "index", label: "of", usage: "outline.index(of: item)",
            "item's position among all items (hidden ones too), nil when missing",
            example: "outline.index(of: carrot)"
        ) { (s, item) throws(SectionSnapshotError<String>) in
            s.index(of: item).map { NumberValue(Double($0)) as any ScriptObject } ?? NilValue()
        },
        list("items", "every item in depth-first order, visible or not") { $0.items },
        list("rootItems", "the items at level 0") { $0.rootItems },
        list("visibleItems", "the items whose every ancestor is expanded: what the section shows once applied") {
            $0.visibleItems
        },
        list("expandedItems", "the items marked expanded (leaves included)") { $0.expandedItems },
        .method(
            "snapshot",
            doc: Doc(
                usage: "outline.snapshot(of: parent, includingParent: false)",
                summary:
                    "a copy of parent's subtree with its expansion state; its children become roots unless includingParent is true",
                examples: [
                    "let sub = outline.snapshot(of: fruits, includingParent: true)", "outline.snapshot(of: fruits)",
                ]),
            mutates: false, labels: ["of:", "includingParent:"]
        ) { (inv: inout Invocation) throws(ScriptError) in
            let parentExpr = try inv.require("of", "the parent")
            let parent = try inv.identifier(parentExpr, "the parent")
            let including =
                try inv.take("includingParent").map { (a: Arg) throws(ScriptError) in
                    try inv.bool(a.value, "includingParent")
                } ?? false
            let s = try receiver(inv)
            do throws(SectionSnapshotError<String>) {
                return SectionSnapshotObject(try s.snapshot(of: parent, includingParent: including))
            } catch {
                throw OutlineErrors.snapshot(error, at: parentExpr.range, candidates: s.items)
            }
        },
        .method(
            "visualDescription",
            doc: Doc(
                usage: "outline.visualDescription()", summary: "the tree dump (the same as printing the snapshot)",
                examples: ["outline.visualDescription()"]), mutates: false
        ) { (inv: inout Invocation) throws(ScriptError) in TextValue(lines: OutlineText.tree(try receiver(inv))) },
    ]

    // MARK: Helpers

    enum Payload {
        case items([String])
        case snapshot(SectionSnapshot<String>)
    }

    /// A bare name bound to a `SectionSnapshot` is a child snapshot; anything else is identifiers.
    static func payload(_ expr: Expr, _ inv: Invocation) throws(ScriptError) -> Payload {
        if case .name(let n, let r) = expr {
            if let s = inv.session.object(n, as: SectionSnapshotObject.self) { return .snapshot(s.value) }
            // A name for a value that is neither a section snapshot nor identifiers is a mistake, not an item called 'todos'.
            if let object = inv.session[n], !(object is IdentifierList), !(object is StringValue) {
                throw ScriptError(
                    "'\(n)' is a \(object.typeName), but '\(inv.name)' takes a SectionSnapshot or a list of items",
                    at: r,
                    help: object is SnapshotObject
                        ? "a section snapshot is built with SectionSnapshot() and append(_:to:)" : nil)
            }
        }
        return .items(try inv.identifiers(expr, "the items"))
    }

    static func snapshotArgument(_ expr: Expr, _ inv: Invocation, _ what: String) throws(ScriptError)
        -> SectionSnapshot<String>
    {
        switch try payload(expr, inv) {
        case .snapshot(let s): return s
        case .items(let items):
            guard case .array = expr else {
                throw ScriptError(
                    "\(what) must be a SectionSnapshot or a list of items, found '\(expr.spelling)'", at: expr.range
                )
                .suggesting(expr.spelling, from: inv.session.objects(of: SectionSnapshotObject.self).map(\.name))
            }
            var s = SectionSnapshot<String>()
            do throws(SectionSnapshotError<String>) { try s.append(items) } catch {
                throw OutlineErrors.snapshot(error, at: expr.range, candidates: [])
            }
            return s
        }
    }

    /// `nil`, absent, or an identifier.
    static func optionalItem(_ arg: Arg?, _ inv: Invocation) throws(ScriptError) -> String? {
        guard let arg else { return nil }
        if case .name("nil", _) = arg.value { return nil }
        return try inv.identifier(arg.value, "the parent")
    }

    static func receiver(_ inv: Invocation) throws(ScriptError) -> SectionSnapshot<String> {
        guard let name = inv.receiver, let object = inv.session.object(name, as: SectionSnapshotObject.self) else {
            throw ScriptError("'\(inv.name)' needs a SectionSnapshot", at: inv.nameRange)
        }
        return object.value
    }

    /// Runs a core mutation on the receiver once every argument is understood (a misspelt label is
    /// the error, not what the operation makes of the rest); a thrown error leaves the receiver
    /// untouched (the core checks first) and points at `sites`' culprit.
    static func modify(
        _ inv: inout Invocation, sites: OperationSites? = nil,
        _ body: (inout SectionSnapshot<String>) throws(SectionSnapshotError<String>) -> Void
    ) throws(ScriptError) {
        guard let name = inv.receiver else {
            throw ScriptError("'\(inv.name)' needs a SectionSnapshot", at: inv.nameRange)
        }
        try inv.finish()
        let sites = sites ?? OperationSites(subject: inv.statementRange)
        try inv.session.modify(name, as: SectionSnapshotObject.self) {
            (o: inout SectionSnapshotObject) throws(ScriptError) in
            let before = o.value.items
            do throws(SectionSnapshotError<String>) { try body(&o.value) } catch {
                throw OutlineErrors.snapshot(error, at: sites, candidates: before)
            }
        }
    }

    static func query(
        _ name: String, label: String? = nil, usage: String, _ summary: String, example: String,
        _ body:
            @escaping @Sendable (SectionSnapshot<String>, String) throws(SectionSnapshotError<String>) ->
            any ScriptObject
    ) -> MemberSpec {
        .method(
            name, doc: Doc(usage: usage, summary: summary, examples: [example]), mutates: false,
            labels: label.map { [$0 + ":"] } ?? []
        ) { (inv: inout Invocation) throws(ScriptError) in
            let expr = try inv.require(label, "the item")
            let item = try inv.identifier(expr, "the item")
            let s = try receiver(inv)
            do throws(SectionSnapshotError<String>) { return try body(s, item) } catch {
                throw OutlineErrors.snapshot(error, at: expr.range, candidates: s.items)
            }
        }
    }

    static func list(
        _ name: String, _ summary: String,
        _ body: @escaping @Sendable (SectionSnapshot<String>) -> [String]
    ) -> MemberSpec {
        .property(
            name, doc: Doc(usage: "outline.\(name)", summary: summary, examples: ["outline.\(name)"]),
            get: { (inv: inout Invocation) throws(ScriptError) in IdentifierList(body(try receiver(inv))) })
    }
}

/// UIKit's section snapshot exceptions, worded as errors.
enum OutlineErrors {
    static func snapshot(_ e: SectionSnapshotError<String>, at range: ColumnRange?, candidates: [String]) -> ScriptError
    {
        snapshot(
            e, at: OperationSites(subject: range ?? ColumnRange(0, 0)), candidates: candidates, whole: range == nil)
    }

    /// The error pointing at its culprit: a duplicate or a missing item in the list, the parent or destination.
    static func snapshot(
        _ e: SectionSnapshotError<String>, at sites: OperationSites, candidates: [String],
        whole: Bool = false
    ) -> ScriptError {
        let range: ColumnRange? = {
            if whole { return nil }
            switch e {
            case .duplicateIdentifiers(let items): return sites.range(of: items.first ?? "")
            case .deletionTargetNotFound(let item), .itemNotFound(let item), .childItemNotFound(let item):
                return sites.range(of: item)
            case .parentNotFound, .insertionDestinationNotFound: return sites.anchor ?? sites.subject
            }
        }()
        let q = { (s: String) in "'\(s)'" }
        let message: String
        var suggestFor: String?
        switch e {
        case .duplicateIdentifiers(let items):
            message =
                items.count == 1
                ? "duplicate item identifier \(q(items[0])) in the section snapshot"  // NB: items.count == 1 checked
                : "duplicate item identifiers \(items.map(q).joined(separator: ", ")) in the section snapshot"
        case .parentNotFound(let item):
            message = "parent \(q(item)) is not in the section snapshot"
            suggestFor = item
        case .insertionDestinationNotFound(let item, let side):
            message = "cannot insert \(side.rawValue) \(q(item)): it is not in the section snapshot"
            suggestFor = item
        case .deletionTargetNotFound(let item):
            message = "cannot delete \(q(item)): it is not in the section snapshot"
            suggestFor = item
        case .itemNotFound(let item), .childItemNotFound(let item):
            message = "\(q(item)) is not in the section snapshot"
            suggestFor = item
        }
        let error = ScriptError.uikit(message, exception: "\(e.exceptionName): \(e.uikitMessage)", at: range)
        if let suggestFor { return error.suggesting(suggestFor, from: candidates) }
        return error
    }
}
