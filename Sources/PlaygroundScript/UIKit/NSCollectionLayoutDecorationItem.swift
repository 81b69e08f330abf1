import PlaygroundCore

/// NSCollectionLayoutDecorationItem: a section background. A class in UIKit, kept by name like an item.
public struct DecorationDefinition: ScriptObject, Hashable {
    public static let typeName = "LayoutDecorationItem"
    public var value: LayoutDecorationItem
    var printed: PrintedObject {
        var set: [PrintedObject.Property] = []
        if value.contentInsets != .zero { set.append(.init("contentInsets", LayoutSource.insets(value.contentInsets))) }
        if value.zIndex != 0 { set.append(.init("zIndex", "\(value.zIndex)")) }
        return PrintedObject(
            type: Self.typeName,
            made: "LayoutDecorationItem.background(elementKind: \(Format.quoted(value.elementKind)))", properties: set)
    }
    public func describe() -> [String] { printed.lines }
    public func json() -> JSONValue { printed.json }
}

enum NSCollectionLayoutDecorationItemHost {
    static let type = HostType(
        swiftName: "NSCollectionLayoutDecorationItem", shortName: "LayoutDecorationItem", what: "the decoration",
        summary: "a section background", isReference: true,
        statics: [
            HostFunction(
                "background", [HostParameter("elementKind", "String", "an element kind")],
                doc: Doc(
                    usage: "LayoutDecorationItem.background(elementKind: \"kind\")",
                    summary:
                        "a background covering the section (including its contentInsets), inset by its own contentInsets",
                    examples: ["let background = LayoutDecorationItem.background(elementKind: \"background\")"])
            ) { call in
                DecorationDefinition(value: .background(elementKind: try call.string("elementKind", "elementKind")))
            }
        ],
        properties: [
            .of(
                DecorationDefinition.self, "contentInsets", type: "NSDirectionalEdgeInsets",
                usage: "background.contentInsets = .init(...)",
                "inset the background inside the section",
                example: "background.contentInsets = .init(top: 5, leading: 5, bottom: 5, trailing: 5)",
                get: { InsetsObject(value: $0.value.contentInsets) },
                set: { d, call in
                    d.value.contentInsets = try call.object(nil, as: InsetsObject.self, "contentInsets")?.value ?? .zero
                }),
            .of(
                DecorationDefinition.self, "zIndex", type: "Int", usage: "background.zIndex = n",
                "stacking order (default 0)",
                example: "background.zIndex = -1", get: { NumberValue(Double($0.value.zIndex)) },
                set: { d, call in d.value.zIndex = try call.zIndex(nil) }),
        ],
        objectType: DecorationDefinition.self,
        mismatch: { what, found in "\(what) must be a LayoutDecorationItem, found '\(found)'" })
}
