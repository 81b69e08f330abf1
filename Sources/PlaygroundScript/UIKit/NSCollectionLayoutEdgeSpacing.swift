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
        decode: { (e: Expr, inv: Invocation) throws(ScriptError) in
            EdgeSpacingObject(value: try inv.edgeSpacing(e, "the edge spacing"))
        },
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

extension Invocation {
    /// `.init(leading: .flexible(0), top: .fixed(8), trailing: nil, bottom: nil)` or a name, in the
    /// one-line dialect's arguments.
    public func edgeSpacing(_ expr: Expr, _ what: String) throws(ScriptError) -> EdgeSpacing? {
        if case .name("nil", _) = expr { return nil }
        if case .name(let n, _) = expr, let object = session.object(n, as: EdgeSpacingObject.self) {
            return object.value
        }
        let found: ([Arg], ColumnRange)?
        if case .tuple(let args, let r) = expr {
            found = (args, r)
        } else {
            found = callArguments(expr, callee: ["EdgeSpacing", "NSCollectionLayoutEdgeSpacing"])
        }
        guard let (args, r) = found else {
            throw ScriptError(
                "\(what) must be EdgeSpacing(leading:top:trailing:bottom:) with .fixed or .flexible values, found '\(expr.spelling)'",
                at: expr.range)
        }
        var sub = nested(name: "EdgeSpacing", nameRange: r, args: args, range: expr.range)
        var result = EdgeSpacing()
        func side(_ label: String, _ sub: inout Invocation) throws(ScriptError) -> LayoutSpacing? {
            guard let a = sub.take(label) else { return nil }
            if case .name("nil", _) = a.value { return nil }
            return try sub.spacing(a.value, "'\(label)'")
        }
        result.leading = try side("leading", &sub)
        result.top = try side("top", &sub)
        result.trailing = try side("trailing", &sub)
        result.bottom = try side("bottom", &sub)
        try sub.finish()
        return result
    }
}
