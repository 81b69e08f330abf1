import PlaygroundCore

/// NSCollectionLayoutSize: a width and a height dimension. UIKit's class is immutable, so it is
/// carried by value. Evidence: [A] NSCollectionLayoutSize(widthDimension:heightDimension:).
public struct SizeObject: ScriptObject, Hashable {
    public static let typeName = "LayoutSize"
    public var value: LayoutSize
    public func describe() -> [String] { [LayoutSource.size(value)] }
    public func json() -> JSONValue { .string(LayoutSource.size(value)) }
}

enum NSCollectionLayoutSizeHost {
    static let type = HostType(
        swiftName: "NSCollectionLayoutSize", shortName: "LayoutSize", what: "the size",
        summary: "a width and height dimension",
        initializers: [
            HostFunction(
                "",
                [
                    HostParameter("widthDimension", "NSCollectionLayoutDimension", "a width"),
                    HostParameter("heightDimension", "NSCollectionLayoutDimension", "a height"),
                ],
                doc: Doc(
                    usage: "LayoutSize(widthDimension: LayoutDimension, heightDimension: LayoutDimension)",
                    summary: "a size from two dimensions",
                    examples: [
                        "let size = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44))"
                    ])
            ) { call in
                let w = try call.object("widthDimension", as: DimensionObject.self, "widthDimension")
                let h = try call.object("heightDimension", as: DimensionObject.self, "heightDimension")
                guard let w, let h else { throw call.evaluator.error("a size needs both dimensions", at: call.at) }
                return SizeObject(value: LayoutSize(widthDimension: w.value, heightDimension: h.value))
            }
        ],
        properties: [
            .readOnly(
                "widthDimension", of: SizeObject.self, usage: "size.widthDimension", "the width dimension",
                example: "item.layoutSize.widthDimension"
            ) { DimensionObject(value: $0.value.widthDimension) },
            .readOnly(
                "heightDimension", of: SizeObject.self, usage: "size.heightDimension", "the height dimension",
                example: "item.layoutSize.heightDimension"
            ) { DimensionObject(value: $0.value.heightDimension) },
        ],
        objectType: SizeObject.self,
        mismatch: { what, _ in
            "\(what) must be a LayoutSize, like LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))"
        })
}
