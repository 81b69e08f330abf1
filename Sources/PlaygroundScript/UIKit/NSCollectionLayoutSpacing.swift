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
