import PlaygroundCore

/// NSDirectionalEdgeInsets: a Swift struct, copied on assignment; its four edges are stored
/// properties (`insets.leading = 8` changes that copy). Evidence: [A] NSDirectionalEdgeInsets.
/// The playground also accepts any subset of the edges (the others 0) and `.init(all:)`.
public struct InsetsObject: ScriptObject, Hashable {
    public static let typeName = "DirectionalEdgeInsets"
    public var value: DirectionalEdgeInsets
    public func describe() -> [String] { [LayoutSource.insets(value)] }
    public func json() -> JSONValue { LayoutJSON.insets(value) }
}

enum NSDirectionalEdgeInsetsHost {
    static let type = HostType(
        swiftName: "NSDirectionalEdgeInsets", shortName: "DirectionalEdgeInsets", what: "the insets",
        summary: "top, leading, bottom, trailing insets",
        initializers: [
            HostFunction(
                "",
                ["top", "leading", "bottom", "trailing"].map {
                    HostParameter($0, "CGFloat", "a value", optional: true)
                },
                doc: Doc(
                    usage: "DirectionalEdgeInsets(top: v, leading: v, bottom: v, trailing: v)",
                    summary: "insets; omitted edges are 0; .init(all: v) sets every edge; .zero is none",
                    examples: ["item.contentInsets = .init(top: 2, leading: 2, bottom: 2, trailing: 2)"])
            ) { call in
                var insets = DirectionalEdgeInsets.zero
                if call.value("top") != nil { insets.top = try call.number("top", "'top'") }
                if call.value("leading") != nil { insets.leading = try call.number("leading", "'leading'") }
                if call.value("bottom") != nil { insets.bottom = try call.number("bottom", "'bottom'") }
                if call.value("trailing") != nil { insets.trailing = try call.number("trailing", "'trailing'") }
                return InsetsObject(value: insets)
            },
            HostFunction(
                "", [HostParameter("all", "CGFloat", "a value")],
                doc: Doc(
                    usage: "DirectionalEdgeInsets(all: v)", summary: "the same inset on every edge",
                    examples: ["item.contentInsets = .init(all: 8)"])
            ) { call in InsetsObject(value: DirectionalEdgeInsets(all: try call.number("all", "'all'"))) },
        ],
        constants: ["zero": { InsetsObject(value: .zero) }],
        properties: [
            edge("top", \.top), edge("leading", \.leading), edge("bottom", \.bottom), edge("trailing", \.trailing),
        ],
        objectType: InsetsObject.self,
        mismatch: { what, found in
            "\(what) must be insets, like .init(top: 8, leading: 16, bottom: 8, trailing: 16), found '\(found)'"
        })

    /// One edge, read and (on this copy) written.
    private static func edge(_ name: String, _ path: WritableKeyPath<DirectionalEdgeInsets, Double> & Sendable)
        -> HostProperty
    {
        HostProperty(
            name, type: "CGFloat",
            doc: Doc(
                usage: "insets.\(name) = v",
                summary: "the \(name) inset (settable: the insets are a struct, so this copy changes)",
                examples: ["item.contentInsets.\(name) = 8"]),
            get: { object in (object as? InsetsObject).map { NumberValue($0.value[keyPath: path]) } },
            set: { object, call in
                guard var insets = object as? InsetsObject else { return }
                insets.value[keyPath: path] = try call.number(nil, "'\(name)'")
                object = insets
            })
    }
}
