import PlaygroundCore

/// `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate` (iOS 17): a struct whose
/// raw value is UIScrollView's rate, the share of its velocity a decelerating strip keeps each
/// millisecond; nil is `.automatic`. Evidence: [A] Apple's DecelerationRate (`automatic`, `normal`,
/// `fast`, `init(rawValue:)`); the values are `PlaygroundCore.DecelerationRate`'s.
public struct DecelerationRateObject: ScriptObject, Hashable {
    public static let typeName = "UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate"
    public var rate: Double?
    public func describe() -> [String] { [SectionDefinition.rateSpelling(rate)] }
    public func json() -> JSONValue { rate.map { .number($0) } ?? .string("automatic") }
}

enum DecelerationRateHost {
    static let type = HostType(
        swiftName: DecelerationRateObject.typeName, shortName: "DecelerationRate",
        what: "the deceleration rate",
        summary: "how fast an orthogonal section's strip slows after a drag lets go of it (iOS 17)",
        initializers: [
            HostFunction(
                "", [HostParameter("rawValue", "CGFloat", "the velocity kept per millisecond, between 0 and 1")],
                doc: Doc(
                    usage: "DecelerationRate(rawValue: r)",
                    summary: "a rate of its own: UIKit's are .normal (0.998) and .fast (0.99)",
                    examples: ["section.orthogonalScrollingProperties.decelerationRate = .init(rawValue: 0.995)"])
            ) { call in
                let a = try call.argument("rawValue")
                let r = try call.number("rawValue", "'rawValue'")
                guard r > 0, r < 1 else {
                    throw call.evaluator.error(
                        "a deceleration rate must be between 0 and 1 (the velocity kept per millisecond), found "
                            + Format.number(r), at: a.node, help: "UIKit's are .normal (0.998) and .fast (0.99)")
                }
                return DecelerationRateObject(rate: r)
            }
        ],
        constants: [
            "automatic": { DecelerationRateObject(rate: nil) },
            "normal": { DecelerationRateObject(rate: DecelerationRate.normal) },
            "fast": { DecelerationRateObject(rate: DecelerationRate.fast) },
        ],
        properties: [
            .readOnly(
                "rawValue", of: DecelerationRateObject.self, usage: "rate.rawValue",
                "the velocity kept per millisecond (-1 for .automatic, as UIKit stores it)",
                example: "print(section.orthogonalScrollingProperties.decelerationRate.rawValue)",
                get: { NumberValue($0.rate ?? -1) })
        ],
        objectType: DecelerationRateObject.self,
        mismatch: { what, found in "\(what) must be .automatic, .normal, .fast or .init(rawValue:), found '\(found)'" })
}
