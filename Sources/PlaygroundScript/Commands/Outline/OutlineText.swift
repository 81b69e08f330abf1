import PlaygroundCore

/// Everything the outline area prints, in one place.
enum OutlineText {
    // MARK: Trees

    /// The tree dump (`SectionSnapshotTree`'s text).
    static func tree(_ s: SectionSnapshot<String>) -> [String] { SectionSnapshotTree(s).lines }

    /// The tree as JSON (`SectionSnapshotTree`'s).
    static func json(_ s: SectionSnapshot<String>) -> JSONValue { SectionSnapshotTree(s).json }

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

    // MARK: Reordering

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
}
