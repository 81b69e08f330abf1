import PlaygroundCore

/// NSCollectionLayoutEdgeSpacing: space around an item per edge. UIKit's class is immutable, so it
/// is carried by value. Evidence: [A] init(leading:top:trailing:bottom:) takes an optional
/// NSCollectionLayoutSpacing per edge; the playground lets omitted edges have none.
public struct EdgeSpacingObject: ScriptObject, Hashable {
    public static let typeName = "EdgeSpacing"
    public var value: EdgeSpacing?
    public func describe() -> [String] { [LayoutSource.edgeSpacing(value)] }
    public func json() -> JSONValue { .string(LayoutSource.edgeSpacing(value)) }
}

enum NSCollectionLayoutEdgeSpacingHost {
    static let type = HostType(
        swiftName: "NSCollectionLayoutEdgeSpacing", shortName: "EdgeSpacing", what: "the edge spacing",
        summary: "space around an item per edge, each .fixed or .flexible",
        initializers: [
            HostFunction(
                "",
                ["leading", "top", "trailing", "bottom"].map {
                    HostParameter($0, "NSCollectionLayoutSpacing?", "a spacing", optional: true)
                },
                doc: Doc(
                    usage:
                        "EdgeSpacing(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?)",
                    summary: "edge spacing; omitted edges have none",
                    examples: [
                        "item.edgeSpacing = .init(leading: .flexible(0), top: .fixed(8), trailing: .flexible(0), bottom: nil)"
                    ])
            ) { call in
                var result = EdgeSpacing()
                func side(_ label: String) throws -> LayoutSpacing? {
                    guard call.value(label) != nil else { return nil }
                    return try call.object(label, as: SpacingObject.self, "'\(label)'")?.value
                }
                result.leading = try side("leading")
                result.top = try side("top")
                result.trailing = try side("trailing")
                result.bottom = try side("bottom")
                return EdgeSpacingObject(value: result)
            }
        ],
        properties: [
            edge("leading", \.leading), edge("top", \.top), edge("trailing", \.trailing), edge("bottom", \.bottom),
        ],
        objectType: EdgeSpacingObject.self,
        mismatch: { what, found in
            "\(what) must be EdgeSpacing(leading:top:trailing:bottom:) with .fixed or .flexible values, found '\(found)'"
        })

    /// One edge: its spacing, or nil when that edge has none.
    private static func edge(_ name: String, _ path: KeyPath<EdgeSpacing, LayoutSpacing?> & Sendable) -> HostProperty {
        HostProperty(
            name,
            doc: Doc(
                usage: "edgeSpacing.\(name)", summary: "the \(name) spacing (nil when that edge has none)",
                examples: ["item.edgeSpacing?.\(name)?.spacing"]),
            get: { object in
                guard let spacing = (object as? EdgeSpacingObject)?.value?[keyPath: path] else { return nil }
                return SpacingObject(value: spacing)
            })
    }
}
