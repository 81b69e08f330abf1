import PlaygroundCore

/// NSCollectionLayoutSupplementaryItem: a view anchored to an item or a group (a badge). A class in
/// UIKit, kept by name like an item.
public struct SupplementaryDefinition: ScriptObject, Hashable {
    public static let typeName = "LayoutSupplementaryItem"
    public var value: LayoutSupplementaryItem
    var printed: PrintedObject {
        PrintedObject(
            type: Self.typeName,
            made:
                "LayoutSupplementaryItem(layoutSize: \(LayoutSource.size(value.layoutSize)), elementKind: \(Format.quoted(value.elementKind)), containerAnchor: \(LayoutSource.anchor(value.containerAnchor))"
                + (value.itemAnchor.map { ", itemAnchor: " + LayoutSource.anchor($0) } ?? "") + ")",
            properties: [.init("zIndex", "\(value.zIndex)")])
    }
    public func describe() -> [String] { printed.lines }
    public func json() -> JSONValue { printed.json }
}

enum NSCollectionLayoutSupplementaryItemHost {
    static let type = HostType(
        swiftName: "NSCollectionLayoutSupplementaryItem", shortName: "LayoutSupplementaryItem",
        what: "the supplementary item",
        summary: "a supplementary view anchored to an item or group (a badge)", isReference: true,
        initializers: [
            HostFunction(
                "",
                [
                    HostParameter("layoutSize", "NSCollectionLayoutSize", "a size"),
                    HostParameter("elementKind", "String", "an element kind"),
                    HostParameter("containerAnchor", "NSCollectionLayoutAnchor", "an anchor"),
                    HostParameter("itemAnchor", "NSCollectionLayoutAnchor", "an anchor", optional: true),
                ],
                doc: Doc(
                    usage:
                        "LayoutSupplementaryItem(layoutSize: LayoutSize, elementKind: \"kind\", containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: (x, y)), itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))",
                    summary:
                        "a supplementary of the given size anchored to its container's edges; the offset is absolute (absoluteOffset:) or a fraction of its own size (fractionalOffset:); itemAnchor (optional) names the supplementary's own point that meets the container's",
                    examples: [
                        "let badge = LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: \"badge\", containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: (0.3, -0.3)))"
                    ])
            ) { call in
                guard let size = try call.object("layoutSize", as: SizeObject.self, "layoutSize"),
                    let anchor = try call.object("containerAnchor", as: AnchorObject.self, "containerAnchor")
                else {
                    throw call.evaluator.error("a supplementary item needs a size and an anchor", at: call.at)
                }
                let itemAnchor =
                    call.value("itemAnchor") == nil
                    ? nil : try call.object("itemAnchor", as: AnchorObject.self, "itemAnchor")
                return SupplementaryDefinition(
                    value: LayoutSupplementaryItem(
                        layoutSize: size.value, elementKind: try call.string("elementKind", "elementKind"),
                        containerAnchor: anchor.value, itemAnchor: itemAnchor?.value))
            }
        ],
        properties: [
            .of(
                SupplementaryDefinition.self, "layoutSize", type: "NSCollectionLayoutSize",
                usage: "badge.layoutSize = LayoutSize(...)",
                "the supplementary's size",
                example: "badge.layoutSize = LayoutSize(widthDimension: .absolute(24), heightDimension: .absolute(24))",
                get: { SizeObject(value: $0.value.layoutSize) },
                set: { d, call in
                    guard let size = try call.object(nil, as: SizeObject.self, "layoutSize") else {
                        throw call.evaluator.error("layoutSize must be a LayoutSize", at: call.at)
                    }
                    d.value.layoutSize = size.value
                }),
            .of(
                SupplementaryDefinition.self, "elementKind", type: nil, usage: "badge.elementKind",
                "the supplementary view's kind",
                example: "badge.elementKind", get: { StringValue($0.value.elementKind) }),
            .of(
                SupplementaryDefinition.self, "zIndex", type: "Int", usage: "supplementary.zIndex = n",
                "stacking order (default 1)",
                example: "badge.zIndex = 2", get: { NumberValue(Double($0.value.zIndex)) },
                set: { d, call in d.value.zIndex = try call.zIndex(nil) }),
        ],
        objectType: SupplementaryDefinition.self,
        mismatch: { what, found in "\(what) must be a LayoutSupplementaryItem, found '\(found)'" })
}

/// The supplementary item written back as Swift (`export swift`).
extension SwiftExport {
    /// A badge: `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:[itemAnchor:])`.
    func supplementary(
        _ s: LayoutSupplementaryItem, userName: String? = nil, in scope: inout Scope, into lines: inout [String]
    ) -> String {
        let name = scope.name(
            baseName(userName, role: Self.roleName(forKind: s.elementKind, fallback: "supplementary")))
        lines += Self.sizeLines(name + "Size", s.layoutSize)
        lines.append("let \(name)Anchor = \(Self.anchor(s.containerAnchor))")
        var call =
            "NSCollectionLayoutSupplementaryItem(layoutSize: \(name)Size, elementKind: \(Self.elementKind(s.elementKind)), containerAnchor: \(name)Anchor"
        if let itemAnchor = s.itemAnchor {
            lines.append("let \(name)ItemAnchor = \(Self.anchor(itemAnchor))")
            call += ", itemAnchor: \(name)ItemAnchor"
        }
        lines.append("let \(name) = \(call))")
        if s.zIndex
            != LayoutSupplementaryItem(layoutSize: s.layoutSize, elementKind: "", containerAnchor: s.containerAnchor)
            .zIndex
        {
            lines.append("\(name).zIndex = \(s.zIndex)")
        }
        return name
    }
}
