import PlaygroundCore
import SwiftSyntax

/// Foundation's `IndexPath` as collection views use it: a section and an item (`row` is the same
/// number, as UIKit's table-view extension names it). Printed `[section, item]`, as Swift prints an
/// index path; Swift also writes one as an array literal (`let path: IndexPath = [0, 3]`).
enum IndexPathHost {
    static let usage = "IndexPath(item: N, section: N)"

    static let type = HostType(
        swiftName: "IndexPath", shortName: "IndexPath", what: "the index path",
        summary: "[section, item]: a position in the collection view",
        initializers: [
            HostFunction(
                "", [HostParameter("item", "Int", "an item"), HostParameter("section", "Int", "a section")],
                doc: Doc(
                    usage: usage,
                    summary: "an index path (also written [section, item]; row: is accepted for item:)",
                    examples: ["dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0))"])
            ) { call in
                IndexPathValue(
                    IndexPath(
                        item: try call.integer("item", "item", in: 0...Int(Int32.max)),
                        section: try call.integer("section", "section", in: 0...Int(Int32.max))))
            },
            HostFunction(
                "", [HostParameter("row", "Int", "a row"), HostParameter("section", "Int", "a section")],
                doc: Doc(
                    usage: "IndexPath(row: N, section: N)", summary: "an index path; row is the item's number",
                    examples: ["IndexPath(row: 0, section: 1)"])
            ) { call in
                IndexPathValue(
                    IndexPath(
                        item: try call.integer("row", "row", in: 0...Int(Int32.max)),
                        section: try call.integer("section", "section", in: 0...Int(Int32.max))))
            },
        ],
        properties: [
            number("item", "path.item", "the item's number within its section", get: { $0.item }),
            number("row", "path.row", "the same number as item (UIKit's table-view name)", get: { $0.item }),
            number("section", "path.section", "the section's number", get: { $0.section }),
        ],
        objectType: IndexPathValue.self,
        mismatch: { what, found in
            "\(what) must be an IndexPath like IndexPath(item: 3, section: 0) or [0, 3], found '\(found)'"
        })

    /// A whole-number property (`path.item`), settable as Swift's `var` is.
    private static func number(
        _ name: String, _ usage: String, _ summary: String, get: @escaping @Sendable (IndexPath) -> Int
    ) -> HostProperty {
        var p = HostProperty(
            name, type: "Int", doc: Doc(usage: usage, summary: summary, examples: [usage]),
            get: { object in (object as? IndexPathValue).map { NumberValue(Double(get($0.value))) } },
            set: { object, call in
                guard var path = (object as? IndexPathValue)?.value else { return }
                let n = try call.integer(nil, name, in: 0...Int(Int32.max))
                if name == "section" { path.section = n } else { path.item = n }
                object = IndexPathValue(path)
            })
        // An Int, not a CGFloat: `print(path.item)` prints 3.
        p.read = { object, _ in (object as? IndexPathValue).map { .int(get($0.value)) } ?? .none }
        return p
    }
}

extension Evaluator {
    /// An index path where UIKit takes one: an `IndexPath` value, or `[section, item]` as Swift's
    /// array literal for it.
    func indexPathArgument(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> IndexPath {
        if let path = uikitObject(value) as? IndexPathValue { return path.value }
        if case .array(let parts) = value, parts.count == 2, case .int(let section) = parts[0],
            case .int(let item) = parts[1], section >= 0, item >= 0
        {
            return IndexPath(item: item, section: section)
        }
        if case .inert(let unknown) = value { throw inertValueError(unknown, at: node) }
        throw error(
            "an index path is written [section, item] or IndexPath(item: N, section: N), found '\(node.trimmedDescription)'",
            at: node)
    }
}
