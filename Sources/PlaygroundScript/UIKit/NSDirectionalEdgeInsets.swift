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
        decode: { (e: Expr, inv: Invocation) throws(ScriptError) in InsetsObject(value: try inv.insets(e, "the insets"))
        },
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

extension Invocation {
    /// `.init(top:leading:bottom:trailing:)` (any subset), `NSDirectionalEdgeInsets(...)`, `.zero`,
    /// `(top: 8, ...)`, `.init(all: 8)` or a name bound to insets, in the one-line dialect's arguments.
    public func insets(_ expr: Expr, _ what: String) throws(ScriptError) -> DirectionalEdgeInsets {
        switch expr {
        case .implicitMember("zero", _): return .zero
        case .name(let n, _) where session.object(n, as: InsetsObject.self) != nil:
            return session.object(n, as: InsetsObject.self)!.value  // NB: checked non-nil
        case .tuple(let args, let r):
            return try insetsArgs(args, range: r, name: "insets")
        default:
            guard
                let (args, calleeRange) = callArguments(
                    expr, callee: ["DirectionalEdgeInsets", "NSDirectionalEdgeInsets"])
            else {
                throw ScriptError(
                    "\(what) must be insets, like .init(top: 8, leading: 16, bottom: 8, trailing: 16), found '\(expr.spelling)'",
                    at: expr.range)
            }
            return try insetsArgs(args, range: calleeRange, name: "DirectionalEdgeInsets")
        }
    }

    private func insetsArgs(_ args: [Arg], range: ColumnRange, name: String) throws(ScriptError)
        -> DirectionalEdgeInsets
    {
        var sub = nested(name: name, nameRange: range, args: args, range: range)
        if let all = sub.take("all") {
            let v = try sub.number(all.value, "'all'")
            try sub.finish()
            return DirectionalEdgeInsets(all: v)
        }
        var insets = DirectionalEdgeInsets.zero
        if let a = sub.take("top") { insets.top = try sub.number(a.value, "'top'") }
        if let a = sub.take("leading") { insets.leading = try sub.number(a.value, "'leading'") }
        if let a = sub.take("bottom") { insets.bottom = try sub.number(a.value, "'bottom'") }
        if let a = sub.take("trailing") { insets.trailing = try sub.number(a.value, "'trailing'") }
        try sub.finish()
        return insets
    }
}
