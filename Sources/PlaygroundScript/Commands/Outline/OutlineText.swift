import PlaygroundCore

/// Everything the outline area prints, in one place.
enum OutlineText {
    // MARK: Trees

    /// The tree dump: a summary line, then one line per item in depth-first order, indented four
    /// spaces per level. Markers: `▾` an expanded parent, `▸` a collapsed parent, nothing for a leaf;
    /// `(hidden)` after an item under a collapsed ancestor; `(expanded)` after a leaf marked expanded
    /// (its future children will show).
    static func tree(_ s: SectionSnapshot<String>) -> [String] {
        let entries = s.entries
        guard !entries.isEmpty else { return ["SectionSnapshot: empty"] }
        let visible = entries.filter(\.isVisible).count
        var lines = ["SectionSnapshot: \(count(entries.count, "item")), \(visible) visible"]
        for e in entries {
            let marker = e.hasChildren ? (e.isExpanded ? "▾ " : "▸ ") : "  "
            var line = String(repeating: "    ", count: e.level) + marker + Format.identifier(e.item)
            if !e.hasChildren && e.isExpanded { line += "  (expanded)" }
            if !e.isVisible { line += "  (hidden)" }
            lines.append(line)
        }
        return lines
    }

    /// `{"items":[{"item":"fruits","level":0,"parent":null,"expanded":true,"visible":true,"children":2}, ...],"visibleItems":[...]}`
    static func json(_ s: SectionSnapshot<String>) -> JSONValue {
        let entries = s.entries
        var childCounts: [String: Int] = [:]
        for e in entries { if let p = e.parent { childCounts[p, default: 0] += 1 } }
        return .object([
            (
                "items",
                .array(
                    entries.map { e in
                        .object([
                            ("item", .string(e.item)), ("level", .number(Double(e.level))),
                            ("parent", e.parent.map(JSONValue.string) ?? .null), ("expanded", .bool(e.isExpanded)),
                            ("visible", .bool(e.isVisible)), ("children", .number(Double(childCounts[e.item] ?? 0))),
                        ])
                    })
            ),
            ("visibleItems", .array(s.visibleItems.map(JSONValue.string))),
        ])
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    static func list(_ items: [String]) -> String { "[" + items.map(Format.identifier).joined(separator: ", ") + "]" }

    // MARK: Handlers

    static func predicate(_ p: ItemPredicate<String>) -> String {
        switch p {
        case .always: ".always"
        case .never: ".never"
        case .only(let items): ".only(\(list(items)))"
        case .allExcept(let items): ".allExcept(\(list(items)))"
        }
    }

    static func handlers(_ h: SectionSnapshotHandlers<String>, isSet: Bool) -> [String] {
        var lines = [
            "sectionSnapshotHandlers.shouldExpandItem = \(predicate(h.shouldExpandItem))",
            "sectionSnapshotHandlers.shouldCollapseItem = \(predicate(h.shouldCollapseItem))",
        ]
        if !isSet && h.lazyChildren.isEmpty {
            lines.append("sectionSnapshotHandlers.snapshotForExpandingParent = nil")
        } else if h.lazyChildren.isEmpty {
            lines.append(
                "sectionSnapshotHandlers.snapshotForExpandingParent: set; no children waiting to load (returns the current children)"
            )
        } else {
            for entry in h.lazyChildren {
                lines.append(
                    "sectionSnapshotHandlers.snapshotForExpandingParent(\(Format.identifier(entry.parent))) -> \(count(entry.children.count, "item")): \(list(entry.children.items))"
                )
            }
        }
        return lines
    }

    static func handlersJSON(_ h: SectionSnapshotHandlers<String>, isSet: Bool) -> JSONValue {
        .object([
            ("snapshotForExpandingParentIsSet", .bool(isSet || !h.lazyChildren.isEmpty)),
            ("shouldExpandItem", .string(predicate(h.shouldExpandItem))),
            ("shouldCollapseItem", .string(predicate(h.shouldCollapseItem))),
            (
                "snapshotForExpandingParent",
                .array(
                    h.lazyChildren.map {
                        .object([("parent", .string($0.parent)), ("children", json($0.children))])
                    })
            ),
        ])
    }

    static func path(_ p: IndexPath) -> JSONValue { .array([.number(Double(p.section)), .number(Double(p.item))]) }

    // MARK: Reordering

    static func sections(_ s: [ItemsInSection<String, String>]) -> String {
        s.map { "\(Format.identifier($0.section)): \(list($0.items))" }.joined(separator: "; ")
    }

    /// The changes of a difference: removals by old offset, then insertions by new offset (ascending).
    static func changeParts(_ d: CollectionDifference<String>) -> [(
        kind: String, offset: Int, element: String, associated: Int?
    )] {
        var out: [(kind: String, offset: Int, element: String, associated: Int?)] = []
        for change in d {
            switch change {
            case .remove(let o, let e, let a): out.append(("remove", o, e, a))
            case .insert(let o, let e, let a): out.append(("insert", o, e, a))
            }
        }
        return out.sorted { ($0.kind == "remove" ? 0 : 1, $0.offset) < ($1.kind == "remove" ? 0 : 1, $1.offset) }
    }

    static func changes(_ d: CollectionDifference<String>) -> [String] {
        let lines = changeParts(d).map { c in
            "\(c.kind) offset \(c.offset) \(Format.identifier(c.element))"
                + (c.associated.map { " (associatedWith: \($0))" } ?? "")
        }
        return lines.isEmpty ? ["(no changes)"] : lines
    }

    static func changesJSON(_ d: CollectionDifference<String>) -> JSONValue {
        .array(
            changeParts(d).map { c in
                .object([
                    ("change", .string(c.kind)), ("offset", .number(Double(c.offset))), ("element", .string(c.element)),
                    ("associatedWith", c.associated.map { JSONValue.number(Double($0)) } ?? .null),
                ])
            })
    }

    static func transaction(_ t: ReorderingTransaction<String, String>) -> [String] {
        var lines = [
            "  initialSnapshot: " + sections(t.initialSnapshot),
            "  finalSnapshot:   " + sections(t.finalSnapshot),
            "  difference:",
        ]
        lines +=
            t.difference.isEmpty
            ? ["    (empty: the flattened item order did not change; only the section transactions see the move)"]
            : changes(t.difference).map { "    " + $0 }
        lines.append("  sectionTransactions:")
        for st in t.sectionTransactions {
            lines.append(
                "    \(Format.identifier(st.sectionIdentifier)): \(list(st.initialItems)) -> \(list(st.finalItems))")
            lines += changes(st.difference).map { "      " + $0 }
        }
        return lines
    }

    static func transactionJSON(_ t: ReorderingTransaction<String, String>) -> JSONValue {
        func secs(_ s: [ItemsInSection<String, String>]) -> JSONValue {
            .array(
                s.map {
                    .object([("section", .string($0.section)), ("items", .array($0.items.map(JSONValue.string)))])
                })
        }
        return .object([
            ("item", .string(t.item)), ("from", path(t.sourceIndexPath)), ("to", path(t.destinationIndexPath)),
            ("initialSnapshot", secs(t.initialSnapshot)), ("finalSnapshot", secs(t.finalSnapshot)),
            ("difference", changesJSON(t.difference)),
            (
                "sectionTransactions",
                .array(
                    t.sectionTransactions.map {
                        .object([
                            ("sectionIdentifier", .string($0.sectionIdentifier)),
                            ("initialItems", .array($0.initialItems.map(JSONValue.string))),
                            ("finalItems", .array($0.finalItems.map(JSONValue.string))),
                            ("difference", changesJSON($0.difference)),
                        ])
                    })
            ),
        ])
    }
}
