import PlaygroundCore

/// NSCollectionLayoutItem: a leaf of a layout, one cell. A class in UIKit: groups that list an item
/// share it, so changing it later changes each of them (the session keeps it under a name).
public struct ItemDefinition: ScriptObject, Hashable {
    public static let typeName = "LayoutItem"
    public var layoutSize: LayoutSize
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var edgeSpacing: EdgeSpacing?
    public var supplementaryItems: [Ref<SupplementaryDefinition>] = []
    public var zIndex = 0

    var printed: PrintedObject {
        var set: [PrintedObject.Property] = []
        if contentInsets != .zero { set.append(.init("contentInsets", LayoutSource.insets(contentInsets))) }
        if let edgeSpacing { set.append(.init("edgeSpacing", LayoutSource.edgeSpacing(edgeSpacing))) }
        if !supplementaryItems.isEmpty {
            set.append(.init("supplementaryItems", LayoutSource.refs(supplementaryItems)))
        }
        if zIndex != 0 { set.append(.init("zIndex", "\(zIndex)")) }
        return PrintedObject(
            type: Self.typeName, made: "LayoutItem(layoutSize: \(LayoutSource.size(layoutSize)))", properties: set)
    }
    public func describe() -> [String] { printed.lines }
    public func json() -> JSONValue { printed.json }
}

enum NSCollectionLayoutItemHost {
    static let usage = "LayoutItem(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem])"

    static let type = HostType(
        swiftName: "NSCollectionLayoutItem", shortName: "LayoutItem", what: "the item",
        summary: "a leaf of a layout: one cell",
        isReference: true,
        initializers: [
            HostFunction(
                "",
                [
                    HostParameter("layoutSize", "NSCollectionLayoutSize", "a size"),
                    HostParameter(
                        "supplementaryItems", "[NSCollectionLayoutSupplementaryItem]", "supplementary items",
                        optional: true),
                ],
                doc: Doc(
                    usage: usage, summary: "an item of the given size (supplementaryItems is optional)",
                    examples: [
                        "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))"
                    ])
            ) { call in
                guard let size = try call.object("layoutSize", as: SizeObject.self, "layoutSize") else {
                    throw call.evaluator.error("layoutSize must be a LayoutSize", at: call.at)
                }
                var item = ItemDefinition(layoutSize: size.value)
                if call.value("supplementaryItems") != nil {
                    item.supplementaryItems = try call.refs(
                        "supplementaryItems", as: SupplementaryDefinition.self, "supplementaryItems")
                }
                return item
            }
        ],
        properties: [
            .of(
                ItemDefinition.self, "layoutSize", type: "NSCollectionLayoutSize",
                usage: "item.layoutSize = LayoutSize(...)", "the item's size",
                example:
                    "cell.layoutSize = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44))",
                get: { SizeObject(value: $0.layoutSize) },
                set: { item, call in
                    guard let size = try call.object(nil, as: SizeObject.self, "layoutSize") else {
                        throw call.evaluator.error("layoutSize must be a LayoutSize", at: call.at)
                    }
                    item.layoutSize = size.value
                }),
            .of(
                ItemDefinition.self, "contentInsets", type: "NSDirectionalEdgeInsets",
                usage: "item.contentInsets = .init(top:leading:bottom:trailing:)",
                "shrink the cell inside its slot (ignored on estimated axes)",
                example: "cell.contentInsets = .init(top: 2, leading: 2, bottom: 2, trailing: 2)",
                get: { InsetsObject(value: $0.contentInsets) },
                set: { item, call in
                    item.contentInsets = try call.object(nil, as: InsetsObject.self, "contentInsets")?.value ?? .zero
                }),
            .of(
                ItemDefinition.self, "edgeSpacing", type: "NSCollectionLayoutEdgeSpacing?",
                usage: "item.edgeSpacing = .init(leading:top:trailing:bottom:)",
                "space around the item in its group, fixed or flexible per edge",
                example:
                    "cell.edgeSpacing = .init(leading: nil, top: .flexible(0), trailing: nil, bottom: .flexible(0))",
                get: { EdgeSpacingObject(value: $0.edgeSpacing) },
                set: { item, call in
                    item.edgeSpacing = try call.object(nil, as: EdgeSpacingObject.self, "edgeSpacing")?.value
                }),
            .of(
                ItemDefinition.self, "supplementaryItems", type: "[NSCollectionLayoutSupplementaryItem]",
                usage: "item.supplementaryItems = [badge]",
                "supplementary views anchored to the item (badges)",
                example: "cell.supplementaryItems = [badge]",
                get: { ObjectList($0.supplementaryItems) },
                set: { item, call in
                    item.supplementaryItems = try call.refs(nil, as: SupplementaryDefinition.self, "supplementaryItems")
                }),
            .of(
                ItemDefinition.self, "zIndex", type: "Int", usage: "item.zIndex = n", "stacking order of the cell",
                example: "cell.zIndex = 1",
                get: { NumberValue(Double($0.zIndex)) },
                set: { item, call in item.zIndex = try call.zIndex(nil) }),
        ],
        objectType: ItemDefinition.self,
        mismatch: { what, found in "\(what) must be a LayoutItem, found '\(found)'" })
}

extension HostCall {
    /// A `zIndex`: any Int, as UIKit's NSInteger takes (`header.zIndex = .max` keeps a pinned header on
    /// top); a whole Double within Int's range.
    func zIndex(_ label: String?) throws -> Int {
        let a = try argument(label)
        if case .int(let i) = a.value { return i }
        let v = try HostCall.number(a, "zIndex", evaluator: evaluator)
        // (Double(Int.max) rounds up to 2^63, which is past Int.max: the bound is exclusive.)
        guard v == v.rounded() else {
            throw evaluator.error("zIndex must be a whole number, found \(Format.number(v))", at: a.node)
        }
        guard v >= -9.2e18, v < 9.2e18 else {
            throw evaluator.error("zIndex must be within Int's range, found \(Format.number(v))", at: a.node)
        }
        return Int(v)
    }
}

extension LayoutBuilder {
    /// The item as the engine lays it out (its supplementary items resolved).
    func item(_ d: ItemDefinition, name: String?) throws(ScriptError) -> LayoutItem {
        var supplementaries: [LayoutSupplementaryItem] = []
        for r in d.supplementaryItems { supplementaries.append(try resolve(r, "a supplementary item").value) }
        var item = LayoutItem(layoutSize: d.layoutSize, supplementaryItems: supplementaries, name: name)
        item.contentInsets = d.contentInsets
        item.edgeSpacing = d.edgeSpacing
        item.zIndex = d.zIndex
        return item
    }
}

/// The item written back as Swift (`export swift`).
extension SwiftExport {
    mutating func item(_ d: ItemDefinition, userName: String?, in scope: inout Scope, into lines: inout [String])
        throws(ScriptError) -> String
    {
        let name = scope.name(baseName(userName, role: "item"))
        var supplementaries: [String] = []
        for ref in d.supplementaryItems {
            supplementaries.append(
                try made(ref, in: &scope) { (value: SupplementaryDefinition, name, scope) in
                    supplementary(value.value, userName: name, in: &scope, into: &lines)
                })
        }
        lines += Self.sizeLines(name + "Size", d.layoutSize)
        let extra = supplementaries.isEmpty ? "" : ", supplementaryItems: [\(supplementaries.joined(separator: ", "))]"
        lines.append("let \(name) = NSCollectionLayoutItem(layoutSize: \(name)Size\(extra))")
        if d.contentInsets != .zero { lines.append("\(name).contentInsets = \(Self.insets(d.contentInsets))") }
        if let e = d.edgeSpacing { lines.append("\(name).edgeSpacing = \(Self.edgeSpacing(e))") }
        if d.zIndex != 0 {
            lines.append(
                "// The playground's \(name).zIndex = \(d.zIndex) is not exported: NSCollectionLayoutItem has no zIndex in UIKit"
            )
            lines.append(
                "// (a custom group's NSCollectionLayoutGroupCustomItem(frame:zIndex:) or a layout subclass sets it).")
        }
        return name
    }
}
