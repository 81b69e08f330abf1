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
