import PlaygroundCore

/// NSCollectionLayoutAnchor: where a supplementary item sits on its container (edges and an
/// absolute or fractional offset). UIKit's class is immutable, so it is carried by value.
/// Evidence: [A] init(edges:), init(edges:absoluteOffset:), init(edges:fractionalOffset:).
public struct AnchorObject: ScriptObject, Hashable {
    public static let typeName = "LayoutAnchor"
    public var value: LayoutAnchor
    public func describe() -> [String] { [LayoutSource.anchor(value)] }
    public func json() -> JSONValue { .string(LayoutSource.anchor(value)) }
}

enum NSCollectionLayoutAnchorHost {
    static let type = HostType(
        swiftName: "NSCollectionLayoutAnchor", shortName: "LayoutAnchor", what: "the anchor",
        summary: "where a supplementary item sits on its container: edges, and an absolute or fractional offset",
        initializers: [
            HostFunction(
                "",
                [
                    HostParameter("edges", "NSDirectionalRectEdge", "edges"),
                    HostParameter("fractionalOffset", "CGPoint", "an offset", optional: true),
                    HostParameter("absoluteOffset", "CGPoint", "an offset", optional: true),
                ],
                doc: Doc(
                    usage: "LayoutAnchor(edges: [.top, .trailing], fractionalOffset: (x, y) | absoluteOffset: (x, y))",
                    summary:
                        "an anchor on the container's edges; the offset is a fraction of the supplementary's size or in points",
                    examples: [
                        "let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))"
                    ])
            ) { call in
                let edges = try call.edges("edges", "edges")
                if call.value("fractionalOffset") != nil, call.value("absoluteOffset") != nil {
                    throw call.evaluator.error(
                        "an anchor takes 'fractionalOffset:' or 'absoluteOffset:', not both", at: call.at)
                }
                if call.value("fractionalOffset") != nil {
                    return AnchorObject(
                        value: LayoutAnchor(
                            edges: edges, fractionalOffset: try call.point("fractionalOffset", "fractionalOffset")))
                }
                if call.value("absoluteOffset") != nil {
                    return AnchorObject(
                        value: LayoutAnchor(
                            edges: edges, absoluteOffset: try call.point("absoluteOffset", "absoluteOffset")))
                }
                return AnchorObject(value: LayoutAnchor(edges: edges))
            }
        ],
        objectType: AnchorObject.self,
        mismatch: { what, found in
            "\(what) must be LayoutAnchor(edges: [...], fractionalOffset: (x, y)), found '\(found)'"
        })
}
