import PlaygroundCore
import SwiftSyntax

/// NSCollectionLayoutGroup: a container that arranges items and groups. A class in UIKit (a
/// subclass of NSCollectionLayoutItem), kept by name like an item.
public struct GroupDefinition: ScriptObject, Hashable {
    public static let typeName = "LayoutGroup"
    public var layoutSize: LayoutSize
    public var kind: GroupKindDefinition
    public var interItemSpacing: LayoutSpacing?
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var edgeSpacing: EdgeSpacing?
    public var supplementaryItems: [Ref<SupplementaryDefinition>] = []

    var printed: PrintedObject {
        var set: [PrintedObject.Property] = []
        if let interItemSpacing { set.append(.init("interItemSpacing", "\(interItemSpacing)")) }
        if contentInsets != .zero { set.append(.init("contentInsets", LayoutSource.insets(contentInsets))) }
        if let edgeSpacing { set.append(.init("edgeSpacing", LayoutSource.edgeSpacing(edgeSpacing))) }
        if !supplementaryItems.isEmpty {
            set.append(.init("supplementaryItems", LayoutSource.refs(supplementaryItems)))
        }
        return PrintedObject(type: Self.typeName, made: LayoutSource.group(self), properties: set)
    }
    public func describe() -> [String] { printed.lines }
    public func json() -> JSONValue { printed.json }
}

enum NSCollectionLayoutGroupHost {
    static let type = HostType(
        swiftName: "NSCollectionLayoutGroup", shortName: "LayoutGroup", what: "the group",
        summary: "a container that arranges items and groups", isReference: true,
        statics: [
            axisFactory(.horizontal), axisFactory(.vertical),
            HostFunction(
                "custom",
                [
                    HostParameter("layoutSize", "NSCollectionLayoutSize", "a size"),
                    HostParameter("itemProvider", "NSCollectionLayoutGroupCustomItemProvider", "an item provider"),
                ],
                doc: Doc(
                    usage:
                        "NSCollectionLayoutGroup.custom(layoutSize: LayoutSize, itemProvider: { environment in [NSCollectionLayoutGroupCustomItem] })",
                    summary: "a group whose item provider gives each item's frame (UIKit's form)",
                    examples: [
                        "let mosaic = NSCollectionLayoutGroup.custom(layoutSize: size) { _ in [.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))] }"
                    ])
            ) { call in try customFromProvider(&call) },
            HostFunction(
                "custom",
                [
                    HostParameter("layoutSize", "NSCollectionLayoutSize", "a size"),
                    HostParameter("frames", "[CGRect]", "a list of frames"),
                ],
                doc: Doc(
                    usage: "LayoutGroup.custom(layoutSize: LayoutSize, frames: [(x, y, width, height)])",
                    summary:
                        "a group with explicit frames relative to the group (the item provider's result); each frame takes one item",
                    examples: [
                        "let mosaic = LayoutGroup.custom(layoutSize: size, frames: [(0, 0, 200, 200), (200, 0, 100, 100), (200, 100, 100, 100)])"
                    ])
            ) { call in try customFromFrames(&call) },
        ],
        properties: [
            .of(
                GroupDefinition.self, "layoutSize", type: "NSCollectionLayoutSize",
                usage: "group.layoutSize = LayoutSize(...)", "the group's size",
                example:
                    "row.layoutSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))",
                get: { SizeObject(value: $0.layoutSize) },
                set: { g, call in
                    guard let size = try call.object(nil, as: SizeObject.self, "layoutSize") else {
                        throw call.evaluator.error("layoutSize must be a LayoutSize", at: call.at)
                    }
                    g.layoutSize = size.value
                }),
            .of(
                GroupDefinition.self, "interItemSpacing", type: "NSCollectionLayoutSpacing?",
                usage: "group.interItemSpacing = .fixed(v) | .flexible(v) | nil",
                "space between consecutive subitems (never before the first or after the last)",
                example: "row.interItemSpacing = .fixed(8)",
                get: { g -> any ScriptObject in g.interItemSpacing.map { SpacingObject(value: $0) } ?? NilValue() },
                set: { g, call in
                    g.interItemSpacing = try call.object(nil, as: SpacingObject.self, "interItemSpacing")?.value
                }),
            .of(
                GroupDefinition.self, "contentInsets", type: "NSDirectionalEdgeInsets",
                usage: "group.contentInsets = .init(top:leading:bottom:trailing:)",
                "shrink the area the subitems are laid out in (not on the self-sizing axis)",
                example: "row.contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16)",
                get: { InsetsObject(value: $0.contentInsets) },
                set: { g, call in
                    g.contentInsets = try call.object(nil, as: InsetsObject.self, "contentInsets")?.value ?? .zero
                }),
            .of(
                GroupDefinition.self, "edgeSpacing", type: "NSCollectionLayoutEdgeSpacing?",
                usage: "group.edgeSpacing = .init(leading:top:trailing:bottom:)",
                "space around the group inside its parent group",
                example: "inner.edgeSpacing = .init(leading: nil, top: .fixed(8), trailing: nil, bottom: nil)",
                get: { EdgeSpacingObject(value: $0.edgeSpacing) },
                set: { g, call in g.edgeSpacing = try call.object(nil, as: EdgeSpacingObject.self, "edgeSpacing")?.value
                }),
            .of(
                GroupDefinition.self, "supplementaryItems", type: "[NSCollectionLayoutSupplementaryItem]",
                usage: "group.supplementaryItems = [supplementary]",
                "supplementary views anchored to the group", example: "row.supplementaryItems = [divider]",
                get: { ObjectList($0.supplementaryItems) },
                set: { g, call in
                    g.supplementaryItems = try call.refs(nil, as: SupplementaryDefinition.self, "supplementaryItems")
                }),
            .of(
                GroupDefinition.self, "subitems", type: "[NSCollectionLayoutItem]",
                usage: "group.subitems = [element, ...]",
                "replace the subitems of a subitems-list group", example: "row.subitems = [small, large]",
                get: { g in
                    switch g.kind {
                    case .subitems(_, let list):
                        return TextValue(lines: ["[" + list.map(LayoutSource.element).joined(separator: ", ") + "]"])
                    case .count(_, let e, _), .repeating(_, let e, _):
                        return TextValue(lines: ["[" + LayoutSource.element(e) + "]"])
                    case .custom(let f): return TextValue(lines: ["\(f.count) custom frames"])
                    }
                },
                set: { g, call in
                    guard case .subitems(let axis, _) = g.kind else {
                        throw call.evaluator.error(
                            "only a group made with 'subitems:' can take new subitems", at: try call.argument(nil).node)
                    }
                    g.kind = .subitems(axis, try subitems(nil, &call))
                }),
        ],
        methods: [visualDescription],
        objectType: GroupDefinition.self,
        mismatch: { what, found in "\(what) must be a LayoutGroup, found '\(found)'" })

    /// `group.visualDescription()`: an ASCII drawing of one instance of the group, as UIKit's debug
    /// description draws it, at the current container size.
    static let visualDescription = HostMethod(
        "visualDescription", mutating: false,
        doc: Doc(
            usage: "group.visualDescription()",
            summary: "an ASCII drawing of one instance of the group at the current container size",
            examples: ["row.visualDescription()"])
    ) { object, call in
        guard let group = object as? GroupDefinition else { return .void }
        try call.finish()
        let e = call.evaluator
        let name = call.receiver.map { e.shown($0) } ?? "group"
        let lines: [String]
        do throws(ScriptError) {
            lines = try LayoutQueries.visualDescription(of: group, name: name, session: e.session)
        } catch {
            throw e.error(error.message, at: call.nameNode, help: error.help)
        }
        return e.store(TextValue(lines: lines))
    }

    /// `.horizontal(layoutSize:subitems:)`, `(layoutSize:subitem:count:)` and `(layoutSize:repeatingSubitem:count:)`.
    private static func axisFactory(_ axis: Axis) -> HostFunction {
        let element = "NSCollectionLayoutItem"
        return HostFunction(
            "\(axis)",
            [
                HostParameter("layoutSize", "NSCollectionLayoutSize", "a size"),
                HostParameter("subitems", "[\(element)]", "subitems", optional: true),
                HostParameter("subitem", element, "a subitem", optional: true),
                HostParameter("repeatingSubitem", element, "a subitem", optional: true),
                HostParameter("count", "Int", "a count", optional: true),
            ],
            doc: Doc(
                usage:
                    "LayoutGroup.\(axis)(layoutSize: LayoutSize, subitems: [element] | subitem: element, count: n | repeatingSubitem: element, count: n)",
                summary:
                    "a \(axis) group: subitems cycle until the next does not fit; subitem+count makes n equal slots; repeatingSubitem+count repeats at the item's size",
                examples: [
                    "let row = LayoutGroup.\(axis)(layoutSize: rowSize, subitems: [cell])",
                    "let pair = LayoutGroup.\(axis)(layoutSize: rowSize, subitem: cell, count: 2)",
                ])
        ) { call in
            guard let size = try call.object("layoutSize", as: SizeObject.self, "layoutSize") else {
                throw call.evaluator.error("layoutSize must be a LayoutSize", at: call.at)
            }
            let kind: GroupKindDefinition
            if call.value("subitems") != nil {
                kind = .subitems(axis, try subitems("subitems", &call))
            } else if let label = (["subitem", "repeatingSubitem"] as [String]).first(where: { call.value($0) != nil })
            {
                let e = try subitem(label, &call)
                guard call.value("count") != nil else {
                    throw call.evaluator.error(
                        "missing argument 'count:' for 'LayoutGroup.\(axis)'", at: call.at,
                        help: "usage: LayoutGroup.\(axis)(layoutSize: size, \(label): item, count: 2)")
                }
                let n = try call.integer("count", "count", in: 1...LayoutLimits.maxCount, upperIsLimit: true)
                kind = label == "subitem" ? .count(axis, e, n) : .repeating(axis, e, n)
            } else {
                throw call.evaluator.error(
                    "LayoutGroup.\(axis) needs 'subitems:', 'subitem:count:' or 'repeatingSubitem:count:'",
                    at: call.at, help: "usage: LayoutGroup.\(axis)(layoutSize: size, subitems: [item])")
            }
            return GroupDefinition(layoutSize: size.value, kind: kind)
        }
    }

    /// One subitem: an item or a group the session keeps.
    private static func subitem(_ label: String?, _ call: inout HostCall) throws -> ElementRef {
        let a = try call.argument(label)
        return try element(a.value, node: a.node, what: label ?? "subitems", call: call)
    }

    private static func element(_ value: Value, node: Syntax, what: String, call: HostCall) throws -> ElementRef {
        if case .uikit(let key) = value, let object = call.evaluator.session[key: key] {
            guard object is ItemDefinition || object is GroupDefinition else {
                throw call.evaluator.error(
                    "'\(call.evaluator.shown(key))' is a \(object.typeName), but \(what) must be a LayoutItem or LayoutGroup",
                    at: node)
            }
            switch key {
            case .named(let name): return .named(name)
            case .object(let id): return .object(id)
            }
        }
        if case .uikitValue(let box) = value {
            throw call.evaluator.error(
                "'\(node.trimmedDescription)' is a \(box.object.typeName), but \(what) must be a LayoutItem or LayoutGroup",
                at: node)
        }
        if case .inert(let unknown) = value { throw call.evaluator.inertValueError(unknown, at: node) }
        throw call.evaluator.error(
            "\(what) must be a LayoutItem or LayoutGroup, found '\(node.trimmedDescription)'", at: node)
    }

    /// `[cell]`, `[small, large]`: at least one.
    private static func subitems(_ label: String?, _ call: inout HostCall) throws -> [ElementRef] {
        let a = try call.argument(label)
        guard case .array(let values) = a.value else {
            throw call.evaluator.error("subitems must be a list like [item] or [small, large]", at: a.node)
        }
        guard !values.isEmpty else { throw call.evaluator.error("a group needs at least one subitem", at: a.node) }
        // Each element is located at its own expression when the list is written out.
        let nodes = a.node.as(ArrayExprSyntax.self).map { $0.elements.map { Syntax($0.expression) } }
        return try values.enumerated().map { i, v in
            try element(v, node: nodes.flatMap { i < $0.count ? $0[i] : nil } ?? a.node, what: "subitems", call: call)
        }
    }

    /// `.custom(layoutSize:frames:)`: frames as `(x, y, width, height)`, labelled or not, or CGRects.
    private static func customFromFrames(_ call: inout HostCall) throws -> any ScriptObject {
        guard let size = try call.object("layoutSize", as: SizeObject.self, "layoutSize") else {
            throw call.evaluator.error("layoutSize must be a LayoutSize", at: call.at)
        }
        let a = try call.argument("frames")
        guard case .array(let values) = a.value else {
            throw call.evaluator.error("frames must be a list like [(0, 0, 100, 100)]", at: a.node)
        }
        let nodes = a.node.as(ArrayExprSyntax.self).map { $0.elements.map { Syntax($0.expression) } }
        var frames: [Rect] = []
        for (i, v) in values.enumerated() {
            frames.append(try rect(v, at: nodes.flatMap { i < $0.count ? $0[i] : nil } ?? a.node, call: call))
        }
        return try custom(size.value, frames, at: a.node, call: call)
    }

    /// `.custom(layoutSize:itemProvider:)`: the provider's frames. UIKit calls it with the group's own
    /// environment: a container whose contentSize is the group's size, and the collection view's
    /// traits. The playground calls it once, when the group is made (as it calls a section
    /// provider), with the group's layoutSize resolved against the collection view's effective
    /// content size (`customGroupEnvironment`).
    private static func customFromProvider(_ call: inout HostCall) throws -> any ScriptObject {
        guard let size = try call.object("layoutSize", as: SizeObject.self, "layoutSize") else {
            throw call.evaluator.error("layoutSize must be a LayoutSize", at: call.at)
        }
        let a = try call.argument("itemProvider")
        let e = call.evaluator
        guard case .function(let provider) = a.value else {
            throw e.error("the item provider must be a closure or function", at: a.node)
        }
        // (A provider that names no environment, `{ _ in ... }`, cannot depend on it: no note.)
        let environment = customGroupEnvironment(
            size.value, call: call, at: a.node, reads: provider.parameters.first?.name != "_")
        let result = try e.call(provider, arguments: [.init(label: nil, value: environment)], at: a.node)
        var frames: [Rect] = []
        for customItem in try e.iterate(result, at: a.node) {
            guard case .structValue(let s) = customItem, s.typeName == "NSCollectionLayoutGroupCustomItem",
                let frame = s.field("frame")
            else {
                throw e.error(
                    "the item provider must return [NSCollectionLayoutGroupCustomItem(frame: CGRect(...))]", at: a.node)
            }
            frames.append(try rect(frame, at: a.node, call: call))
        }
        return try custom(size.value, frames, at: a.node, call: call)
    }

    /// The environment a custom group's item provider is given: `container.contentSize` is the group's
    /// size, `contentInsets` the group's (none when it is made), `traitCollection` the collection view's.
    /// Evidence: [A] the provider receives an NSCollectionLayoutEnvironment; [I] its container is the
    /// group (providers size their frames from `container.contentSize`, as Apple's custom-group
    /// examples do). An absolute or estimated dimension is exact; a fractional one is resolved
    /// against the collection view's effective content size, the group's container when the
    /// section has no leading/trailing contentInsets and the group is not nested: a note says so,
    /// since UIKit calls the provider during layout with the group's final size.
    static func customGroupEnvironment(_ size: LayoutSize, call: HostCall, at node: Syntax, reads: Bool = true) -> Value
    {
        let e = call.evaluator
        guard case .structValue(var env) = UIKitSurface.environmentValue(e),
            case .structValue(let outer)? = env.field("container"),
            case .structValue(let effective)? = outer.field("effectiveContentSize")
        else {
            return .inert(UIKitSurface.unmodelledProviderEnvironment)
        }
        func number(_ v: Value?) -> Double {
            if case .double(let d)? = v { d } else if case .int(let i)? = v { Double(i) } else { 0 }
        }
        let cw = number(effective.field("width"))
        let ch = number(effective.field("height"))
        var fractional = false
        func resolve(_ d: LayoutDimension) -> Double {
            switch d {
            case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
            case .fractionalWidth(let f):
                fractional = true
                return f * cw
            case .fractionalHeight(let f):
                fractional = true
                return f * ch
            }
        }
        let w = resolve(size.widthDimension)
        let h = resolve(size.heightDimension)
        let zero = Value.structValue(
            StructValue(
                typeName: "NSDirectionalEdgeInsets",
                fields: [
                    .init(name: "top", value: .double(0)), .init(name: "leading", value: .double(0)),
                    .init(name: "bottom", value: .double(0)), .init(name: "trailing", value: .double(0)),
                ]))
        let container = Value.structValue(
            StructValue(
                typeName: "NSCollectionLayoutContainer",
                fields: [
                    .init(name: "contentSize", value: Builtins.size(w, h)),
                    .init(name: "effectiveContentSize", value: Builtins.size(w, h)),
                    .init(name: "contentInsets", value: zero),
                    .init(name: "effectiveContentInsets", value: zero),
                ]))
        _ = env.set("container", container)
        if fractional && reads {
            let key = "custom group container"
            if !e.session.swift.shownNotes.contains(key) {
                e.session.swift.shownNotes.insert(key)
                e.mutated = true
                let remark = Remark(
                    .note,
                    "the custom group's item provider ran when the group was made, with a container of "
                        + "\(Format.number(w)) x \(Format.number(h)): its layoutSize against the collection view's "
                        + "effective content size (UIKit calls it during layout with the group's final size, "
                        + "smaller when the section's or a parent group's contentInsets take room)",
                    help: "give the group absolute dimensions to make its container exact")
                e.outputs.append(
                    .diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
            }
        }
        return .structValue(env)
    }

    private static func custom(_ size: LayoutSize, _ frames: [Rect], at node: Syntax, call: HostCall) throws
        -> GroupDefinition
    {
        guard !frames.isEmpty else { throw call.evaluator.error("a custom group needs at least one frame", at: node) }
        guard frames.count <= LayoutLimits.maxCustomFrames else {
            throw call.evaluator.error(
                "a custom group has \(frames.count) frames; the limit is \(LayoutLimits.maxCustomFrames)", at: node)
        }
        return GroupDefinition(layoutSize: size, kind: .custom(frames))
    }

    /// A frame: `CGRect(x:y:width:height:)`, or a tuple of four numbers (labelled or not).
    private static func rect(_ value: Value, at node: Syntax, call: HostCall) throws -> Rect {
        let e = call.evaluator
        var parts: [(label: String?, value: Value)] = []
        switch value {
        case .structValue(let r) where r.typeName == "CGRect":
            guard case .structValue(let origin)? = r.field("origin"), case .structValue(let size)? = r.field("size")
            else { break }
            parts = [
                ("x", origin.field("x") ?? .double(0)), ("y", origin.field("y") ?? .double(0)),
                ("width", size.field("width") ?? .double(0)), ("height", size.field("height") ?? .double(0)),
            ]
        case .tuple(let elements):
            parts = elements.map { ($0.label, $0.value) }
        default:
            break
        }
        guard !parts.isEmpty else {
            throw e.error(
                "a frame must be like (x: 0, y: 0, width: 100, height: 50), found '\(node.trimmedDescription)'",
                at: node)
        }
        var numbers: [Double] = []
        for label in ["x", "y", "width", "height"] {
            guard let i = parts.firstIndex(where: { $0.label == label }) ?? parts.firstIndex(where: { $0.label == nil })
            else {
                throw e.error("missing '\(label)' in 'frame'", at: node)
            }
            let part = parts.remove(at: i)
            let n = try HostCall.number(
                HostCall.Argument(label: label, value: part.value, node: node), label, evaluator: e)
            if label == "width" || label == "height", n < 0 {
                throw e.error("\(label) must not be negative, found \(Format.number(n))", at: node)
            }
            numbers.append(n)
        }
        if let extra = parts.first { throw e.error("extra element '\(extra.label ?? "")' in 'frame'", at: node) }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

extension LayoutBuilder {
    /// The group as the engine lays it out (its subitems resolved; a name that contains itself is an error).
    mutating func group(_ d: GroupDefinition, name: String?) throws(ScriptError) -> LayoutGroup {
        var g: LayoutGroup
        switch d.kind {
        case .subitems(let axis, let refs):
            var elements: [LayoutElement] = []
            for r in refs { elements.append(try element(r)) }
            g = LayoutGroup(layoutSize: d.layoutSize, kind: .subitems(axis: axis, elements))
        case .count(let axis, let r, let n):
            g = LayoutGroup(layoutSize: d.layoutSize, kind: .count(axis: axis, try element(r), n))
        case .repeating(let axis, let r, let n):
            g = LayoutGroup(layoutSize: d.layoutSize, kind: .repeating(axis: axis, try element(r), n))
        case .custom(let frames):
            g = LayoutGroup(layoutSize: d.layoutSize, kind: .custom(frames))
        }
        g.interItemSpacing = d.interItemSpacing
        g.contentInsets = d.contentInsets
        g.edgeSpacing = d.edgeSpacing
        for r in d.supplementaryItems { g.supplementaryItems.append(try resolve(r, "a supplementary item").value) }
        g.name = name
        return g
    }
}

/// The group written back as Swift (`export swift`).
extension SwiftExport {
    mutating func group(
        _ d: GroupDefinition, userName: String?, role: String, in scope: inout Scope, into lines: inout [String]
    ) throws(ScriptError) -> String {
        // Subitems first: Swift needs them made before the group that holds them.
        // The call, given the name of the size it is made with (named once the group's name is known).
        var call: (String) -> String
        var customFrames: [Rect]?
        switch d.kind {
        case .subitems(let axis, let refs):
            var names: [String] = []
            for r in refs { names.append(try element(r, role: "nestedGroup", in: &scope, into: &lines).name) }
            call = {
                "NSCollectionLayoutGroup.\(axis)(layoutSize: \($0), subitems: [\(names.joined(separator: ", "))])"
            }
        case .count(let axis, let r, let n):
            let sub = try element(r, role: "nestedGroup", in: &scope, into: &lines).name
            call = { "NSCollectionLayoutGroup.\(axis)(layoutSize: \($0), subitem: \(sub), count: \(n))" }
        case .repeating(let axis, let r, let n):
            let sub = try element(r, role: "nestedGroup", in: &scope, into: &lines).name
            call = { "NSCollectionLayoutGroup.\(axis)(layoutSize: \($0), repeatingSubitem: \(sub), count: \(n))" }
        case .custom(let frames):
            call = { "NSCollectionLayoutGroup.custom(layoutSize: \($0)) { _ in" }
            customFrames = frames
        }
        var supplementaries: [String] = []
        for ref in d.supplementaryItems {
            supplementaries.append(
                try made(ref, in: &scope) { (value: SupplementaryDefinition, name, scope) in
                    supplementary(value.value, userName: name, in: &scope, into: &lines)
                })
        }
        let name = scope.name(baseName(userName, role: role))
        lines += Self.sizeLines(name + "Size", d.layoutSize)
        lines.append("let \(name) = " + call(name + "Size"))
        if let customFrames {
            lines.append("    [")
            for f in customFrames {
                lines.append(
                    "        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: \(Self.number(f.minX)), y: \(Self.number(f.minY)), width: \(Self.number(f.width)), height: \(Self.number(f.height)))),"
                )
            }
            lines.append("    ]")
            lines.append("}")
        }
        if let spacing = d.interItemSpacing { lines.append("\(name).interItemSpacing = \(Self.spacing(spacing))") }
        if d.contentInsets != .zero { lines.append("\(name).contentInsets = \(Self.insets(d.contentInsets))") }
        if let e = d.edgeSpacing { lines.append("\(name).edgeSpacing = \(Self.edgeSpacing(e))") }
        if !supplementaries.isEmpty {
            lines.append("\(name).supplementaryItems = [\(supplementaries.joined(separator: ", "))]")
        }
        return name
    }
}
