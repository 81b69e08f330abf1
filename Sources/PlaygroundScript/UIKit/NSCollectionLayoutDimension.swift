import PlaygroundCore

/// NSCollectionLayoutDimension: one axis of a size. UIKit's class is immutable, so it is carried
/// by value. Evidence: [A] NSCollectionLayoutDimension's factories and read-only properties.
public struct DimensionObject: ScriptObject, Hashable {
    public static let typeName = "LayoutDimension"
    public var value: LayoutDimension
    public func describe() -> [String] { [value.description] }
    public func json() -> JSONValue { .string(value.description) }
}

enum NSCollectionLayoutDimensionHost {
    static let type = HostType(
        swiftName: "NSCollectionLayoutDimension", shortName: "LayoutDimension", what: "the dimension",
        summary:
            "one axis of a size: .absolute(v), .estimated(v), .fractionalWidth(f), .fractionalHeight(f), .uniformAcrossSiblings(estimate: v)",
        statics: [
            factory("absolute", "a value") { .absolute($0) },
            factory("estimated", "a value") { .estimated($0) },
            factory("fractionalWidth", "a fraction") { .fractionalWidth($0) },
            factory("fractionalHeight", "a fraction") { .fractionalHeight($0) },
            HostFunction(
                "uniformAcrossSiblings", [HostParameter("estimate", "CGFloat", "an estimate")],
                doc: doc("uniformAcrossSiblings(estimate:)")
            ) { call in
                DimensionObject(value: .uniformAcrossSiblings(estimate: try call.nonNegative("estimate", call.name)))
            },
        ],
        properties: [
            .readOnly(
                "dimension", of: DimensionObject.self, usage: "dimension.dimension",
                "the number it was made with: points, a fraction, or the estimate",
                example: "size.widthDimension.dimension"
            ) {
                NumberValue($0.value.dimension)
            },
            flag("isAbsolute", "made with .absolute") { if case .absolute = $0 { true } else { false } },
            flag("isEstimated", "made with .estimated or .uniformAcrossSiblings (both self-size from the estimate)") {
                $0.isEstimated
            },
            flag("isFractionalWidth", "made with .fractionalWidth") {
                if case .fractionalWidth = $0 { true } else { false }
            },
            flag("isFractionalHeight", "made with .fractionalHeight") {
                if case .fractionalHeight = $0 { true } else { false }
            },
            flag("isUniformAcrossSiblings", "made with .uniformAcrossSiblings(estimate:) (iOS 17)") {
                if case .uniformAcrossSiblings = $0 { true } else { false }
            },
        ],
        objectType: DimensionObject.self,
        decode: { (e: Expr, inv: Invocation) throws(ScriptError) in
            DimensionObject(value: try inv.dimension(e, "the dimension"))
        },
        mismatch: { what, found in
            "\(what) must be a dimension such as .fractionalWidth(1), .absolute(44) or .estimated(44), found '\(found)'"
        })

    private static func doc(_ spelled: String) -> Doc {
        Doc(usage: "." + spelled, summary: "a dimension", examples: ["." + spelled])
    }

    /// `.absolute(_:)` and its like: one unlabelled CGFloat, not negative.
    private static func factory(_ name: String, _ what: String, _ make: @escaping @Sendable (Double) -> LayoutDimension)
        -> HostFunction
    {
        HostFunction(name, [HostParameter(nil, "CGFloat", what)], doc: doc(name + "(_:)")) { call in
            DimensionObject(value: make(try call.nonNegative(nil, call.name)))
        }
    }

    /// A read-only Bool property (`isAbsolute`, `isEstimated`...).
    private static func flag(_ name: String, _ summary: String, _ test: @escaping @Sendable (LayoutDimension) -> Bool)
        -> HostProperty
    {
        .readOnly(
            name, of: DimensionObject.self, usage: "dimension.\(name)", "whether the dimension was \(summary)",
            example: "size.heightDimension.\(name)"
        ) { BoolValue(test($0.value)) }
    }
}

extension Invocation {
    /// A dimension written in the one-line dialect's arguments.
    public func dimension(_ expr: Expr, _ what: String) throws(ScriptError) -> LayoutDimension {
        if case .name(let n, _) = expr, let object = session.object(n, as: DimensionObject.self) { return object.value }
        guard case .call(.implicitMember(let member, let memberRange), let args, _) = expr else {
            if case .implicitMember(let m, let r) = expr {
                throw ScriptError("'.\(m)' needs a value, like '.\(m)(1)'", at: r)
            }
            throw ScriptError(
                "\(what) must be a dimension such as .fractionalWidth(1), .absolute(44) or .estimated(44), found '\(expr.spelling)'",
                at: expr.range)
        }
        var sub = nested(name: "." + member, nameRange: memberRange, args: args, range: expr.range)
        let dimension: LayoutDimension
        switch member {
        case "absolute":
            dimension = .absolute(try sub.nonNegative(try sub.require(nil, "a value"), "'.absolute' of \(what)"))
        case "estimated":
            dimension = .estimated(try sub.nonNegative(try sub.require(nil, "a value"), "'.estimated' of \(what)"))
        case "fractionalWidth":
            dimension = .fractionalWidth(
                try sub.nonNegative(try sub.require(nil, "a fraction"), "'.fractionalWidth' of \(what)"))
        case "fractionalHeight":
            dimension = .fractionalHeight(
                try sub.nonNegative(try sub.require(nil, "a fraction"), "'.fractionalHeight' of \(what)"))
        case "uniformAcrossSiblings":
            dimension = .uniformAcrossSiblings(
                estimate: try sub.nonNegative(
                    try sub.require("estimate", "an estimate"),
                    "'.uniformAcrossSiblings' of \(what)"))
        default:
            throw ScriptError(
                "unknown dimension '.\(member)'", at: memberRange,
                help:
                    "use .absolute, .estimated, .fractionalWidth, .fractionalHeight or .uniformAcrossSiblings(estimate:)"
            )
            .suggesting(
                member, from: ["absolute", "estimated", "fractionalWidth", "fractionalHeight", "uniformAcrossSiblings"]
            )
            .withSuggestionPrefix(".")
        }
        try sub.finish()
        return dimension
    }
}
