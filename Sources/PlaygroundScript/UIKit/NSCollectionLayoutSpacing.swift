import PlaygroundCore

/// NSCollectionLayoutSpacing: `.fixed(points)` or `.flexible(points)`. UIKit's class is immutable,
/// so it is carried by value. Evidence: [A] NSCollectionLayoutSpacing's two factories.
public struct SpacingObject: ScriptObject, Hashable {
    public static let typeName = "LayoutSpacing"
    public var value: LayoutSpacing
    public func describe() -> [String] { [value.description] }
    public func json() -> JSONValue { .string(value.description) }
}

enum NSCollectionLayoutSpacingHost {
    static let type = HostType(
        swiftName: "NSCollectionLayoutSpacing", shortName: "LayoutSpacing", what: "the spacing",
        summary: ".fixed(points) or .flexible(points)",
        statics: [
            factory("fixed") { .fixed($0) },
            factory("flexible") { .flexible($0) },
        ],
        properties: [
            .readOnly(
                "spacing", of: SpacingObject.self, usage: "spacing.spacing",
                "the points it was made with (a flexible spacing's minimum)",
                example: "item.edgeSpacing?.leading?.spacing"
            ) { NumberValue($0.value.spacing) },
            .readOnly(
                "isFixedSpacing", of: SpacingObject.self, usage: "spacing.isFixedSpacing",
                "whether it was made with .fixed",
                example: "item.edgeSpacing?.top?.isFixedSpacing"
            ) { s in
                if case .fixed = s.value { BoolValue(true) } else { BoolValue(false) }
            },
            .readOnly(
                "isFlexibleSpacing", of: SpacingObject.self, usage: "spacing.isFlexibleSpacing",
                "whether it was made with .flexible",
                example: "item.edgeSpacing?.top?.isFlexibleSpacing"
            ) { s in
                if case .flexible = s.value { BoolValue(true) } else { BoolValue(false) }
            },
        ],
        objectType: SpacingObject.self,
        decode: { (e: Expr, inv: Invocation) throws(ScriptError) in
            SpacingObject(value: try inv.spacing(e, "the spacing"))
        },
        mismatch: { what, found in "\(what) must be .fixed(points) or .flexible(points), found '\(found)'" })

    private static func factory(_ name: String, _ make: @escaping @Sendable (Double) -> LayoutSpacing) -> HostFunction {
        HostFunction(
            name, [HostParameter(nil, "CGFloat", "a value")],
            doc: Doc(usage: ".\(name)(_:)", summary: "a spacing", examples: [".\(name)(8)"])
        ) { call in
            SpacingObject(value: make(try call.nonNegative(nil, call.name)))
        }
    }
}

extension Invocation {
    /// `.fixed(8)` or `.flexible(0)` in the one-line dialect's arguments.
    public func spacing(_ expr: Expr, _ what: String) throws(ScriptError) -> LayoutSpacing {
        if case .name(let n, _) = expr, let object = session.object(n, as: SpacingObject.self) { return object.value }
        guard case .call(.implicitMember(let member, let r), let args, _) = expr,
            member == "fixed" || member == "flexible"
        else {
            throw ScriptError(
                "\(what) must be .fixed(points) or .flexible(points), found '\(expr.spelling)'", at: expr.range)
        }
        var sub = nested(name: "." + member, nameRange: r, args: args, range: expr.range)
        let v = try sub.nonNegative(try sub.require(nil, "a value"), "'.\(member)' of \(what)")
        try sub.finish()
        return member == "fixed" ? .fixed(v) : .flexible(v)
    }
}
