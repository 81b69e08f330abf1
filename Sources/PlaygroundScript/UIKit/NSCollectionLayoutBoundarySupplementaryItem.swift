import PlaygroundCore

/// NSCollectionLayoutBoundarySupplementaryItem: a header or footer of a section or of the whole
/// layout. A class in UIKit, kept by name like an item.
public struct BoundaryDefinition: ScriptObject, Hashable {
    public static let typeName = "LayoutBoundarySupplementaryItem"
    public var value: LayoutBoundarySupplementaryItem
    var printed: PrintedObject {
        var set: [PrintedObject.Property] = []
        if value.absoluteOffset != .zero { set.append(.init("absoluteOffset", "\(value.absoluteOffset)")) }
        if value.contentInsets != .zero { set.append(.init("contentInsets", LayoutSource.insets(value.contentInsets))) }
        set += [
            .init("pinToVisibleBounds", "\(value.pinToVisibleBounds)"),
            .init("extendsBoundary", "\(value.extendsBoundary)", sameLine: true),
            .init("zIndex", "\(value.zIndex)", sameLine: true),
        ]
        return PrintedObject(
            type: Self.typeName,
            made:
                "LayoutBoundarySupplementaryItem(layoutSize: \(LayoutSource.size(value.layoutSize)), elementKind: \(Format.quoted(value.elementKind)), alignment: .\(value.alignment))",
            properties: set)
    }
    public func describe() -> [String] { printed.lines }
    public func json() -> JSONValue { printed.json }
}

enum NSCollectionLayoutBoundarySupplementaryItemHost {
    static let alignments: KeyValuePairs<String, RectAlignment> = [
        "top": .top, "topLeading": .topLeading, "leading": .leading, "bottomLeading": .bottomLeading,
        "bottom": .bottom, "bottomTrailing": .bottomTrailing, "trailing": .trailing, "topTrailing": .topTrailing,
        "none": RectAlignment.none,
    ]

    static let type = HostType(
        swiftName: "NSCollectionLayoutBoundarySupplementaryItem", shortName: "LayoutBoundarySupplementaryItem",
        what: "the header or footer",
        summary: "a header or footer of a section or of the whole layout", isReference: true,
        initializers: [
            HostFunction(
                "",
                [
                    HostParameter("layoutSize", "NSCollectionLayoutSize", "a size"),
                    HostParameter("elementKind", "String", "an element kind"),
                    HostParameter("alignment", "NSRectAlignment", "an alignment"),
                    HostParameter("absoluteOffset", "CGPoint", "an offset", optional: true),
                ],
                doc: Doc(
                    usage:
                        "LayoutBoundarySupplementaryItem(layoutSize: LayoutSize, elementKind: \"kind\", alignment: .top | .bottom | .leading | .trailing | ..., absoluteOffset: (x, y))",
                    summary: "a boundary supplementary (absoluteOffset is optional)",
                    examples: [
                        "let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: \"header\", alignment: .top)"
                    ])
            ) { call in
                guard let size = try call.object("layoutSize", as: SizeObject.self, "layoutSize") else {
                    throw call.evaluator.error("layoutSize must be a LayoutSize", at: call.at)
                }
                let kind = try call.string("elementKind", "elementKind")
                let alignment = try call.enumCase("alignment", "alignment", alignments)
                let offset =
                    call.value("absoluteOffset") == nil
                    ? Point.zero : try call.point("absoluteOffset", "absoluteOffset")
                return BoundaryDefinition(
                    value: LayoutBoundarySupplementaryItem(
                        layoutSize: size.value, elementKind: kind,
                        alignment: alignment, absoluteOffset: offset))
            }
        ],
        properties: [
            .of(
                BoundaryDefinition.self, "layoutSize", type: "NSCollectionLayoutSize",
                usage: "header.layoutSize = LayoutSize(...)",
                "the header's or footer's size",
                example:
                    "header.layoutSize = LayoutSize(widthDimension: .absolute(393), heightDimension: .absolute(48))",
                get: { SizeObject(value: $0.value.layoutSize) },
                set: { d, call in
                    guard let size = try call.object(nil, as: SizeObject.self, "layoutSize") else {
                        throw call.evaluator.error("layoutSize must be a LayoutSize", at: call.at)
                    }
                    d.value.layoutSize = size.value
                }),
            .of(
                BoundaryDefinition.self, "elementKind", type: nil, usage: "header.elementKind",
                "the supplementary view's kind",
                example: "header.elementKind", get: { StringValue($0.value.elementKind) }),
            .of(
                BoundaryDefinition.self, "pinToVisibleBounds", type: "Bool", usage: "header.pinToVisibleBounds = true",
                "keep the header (footer) on screen while its section is visible",
                example: "header.pinToVisibleBounds = true",
                get: { BoolValue($0.value.pinToVisibleBounds) },
                set: { d, call in d.value.pinToVisibleBounds = try call.bool(nil, "pinToVisibleBounds") }),
            .of(
                BoundaryDefinition.self, "extendsBoundary", type: "Bool", usage: "header.extendsBoundary = false",
                "whether the header pushes the section's content (default true); false overlaps it",
                example: "header.extendsBoundary = false", get: { BoolValue($0.value.extendsBoundary) },
                set: { d, call in d.value.extendsBoundary = try call.bool(nil, "extendsBoundary") }),
            // NSCollectionLayoutItem's property: the frame shrinks inside them after it is sized and placed
            // (the rule and its evidence: `LayoutBoundarySupplementaryItem.inset`).
            .of(
                BoundaryDefinition.self, "contentInsets", type: "NSDirectionalEdgeInsets",
                usage: "header.contentInsets = .init(...)",
                "inherited from NSCollectionLayoutItem: the frame shrinks inside them (not on an estimated axis); the section keeps its room",
                example: "header.contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16)",
                get: { InsetsObject(value: $0.value.contentInsets) },
                set: { d, call in
                    d.value.contentInsets =
                        try call.object(nil, as: InsetsObject.self, "contentInsets")?.value ?? .zero
                }),
            .of(
                BoundaryDefinition.self, "zIndex", type: "Int", usage: "header.zIndex = n",
                "stacking order (default 1)",
                example: "header.zIndex = 2", get: { NumberValue(Double($0.value.zIndex)) },
                set: { d, call in d.value.zIndex = try call.zIndex(nil) }),
        ],
        objectType: BoundaryDefinition.self,
        mismatch: { what, found in "\(what) must be a LayoutBoundarySupplementaryItem, found '\(found)'" })
}

/// The boundary supplementary item written back as Swift (`export swift`).
extension SwiftExport {
    /// A header or footer: `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:[absoluteOffset:])`.
    func boundary(_ d: BoundaryDefinition, userName: String? = nil, in scope: inout Scope, into lines: inout [String])
        -> String
    {
        let b = d.value
        let fallback = b.alignment == .bottom ? "footer" : b.alignment == .top ? "header" : "supplementary"
        let name = scope.name(baseName(userName, role: Self.roleName(forKind: b.elementKind, fallback: fallback)))
        let defaults = LayoutBoundarySupplementaryItem(
            layoutSize: b.layoutSize, elementKind: b.elementKind, alignment: b.alignment)
        lines += Self.sizeLines(name + "Size", b.layoutSize)
        var call =
            "NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(name)Size, elementKind: \(Self.elementKind(b.elementKind)), alignment: .\(b.alignment)"
        if b.absoluteOffset != .zero { call += ", absoluteOffset: \(Self.point(b.absoluteOffset))" }
        lines.append("let \(name) = \(call))")
        if b.pinToVisibleBounds != defaults.pinToVisibleBounds {
            lines.append("\(name).pinToVisibleBounds = \(b.pinToVisibleBounds)")
        }
        if b.extendsBoundary != defaults.extendsBoundary {
            lines.append("\(name).extendsBoundary = \(b.extendsBoundary)")
        }
        if b.zIndex != defaults.zIndex { lines.append("\(name).zIndex = \(b.zIndex)") }
        if b.contentInsets != defaults.contentInsets {
            lines.append("\(name).contentInsets = \(Self.insets(b.contentInsets))")
        }
        return name
    }
}
