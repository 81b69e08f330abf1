import PlaygroundCore

/// UICollectionViewCompositionalLayoutConfiguration: the layout-wide settings. A class in UIKit; a
/// layout keeps a copy of the one it is given (UIKit's property is `copy`).
public struct ConfigurationDefinition: ScriptObject, Hashable {
    public static let typeName = "LayoutConfiguration"
    public var scrollDirection: Axis = .vertical
    public var interSectionSpacing = 0.0
    public var boundarySupplementaryItems: [Ref<BoundaryDefinition>] = []
    public var contentInsetsReference: ContentInsetsReference = .safeArea

    var printed: PrintedObject {
        var set: [PrintedObject.Property] = [
            .init("scrollDirection", ".\(scrollDirection)"),
            .init("interSectionSpacing", Format.number(interSectionSpacing)),
            .init("contentInsetsReference", ".\(contentInsetsReference)"),
        ]
        if !boundarySupplementaryItems.isEmpty {
            set.append(.init("boundarySupplementaryItems", LayoutSource.refs(boundarySupplementaryItems)))
        }
        return PrintedObject(type: Self.typeName, made: "LayoutConfiguration()", properties: set)
    }
    public func describe() -> [String] { printed.lines }
    public func json() -> JSONValue { printed.json }
}

enum UICollectionViewCompositionalLayoutConfigurationHost {
    static let type = HostType(
        swiftName: "UICollectionViewCompositionalLayoutConfiguration", shortName: "LayoutConfiguration",
        what: "the configuration",
        summary: "layout-wide settings: scroll direction, spacing between sections, layout header/footer",
        isReference: true,
        initializers: [
            HostFunction(
                "", [],
                doc: Doc(
                    usage: "LayoutConfiguration()", summary: "the default configuration",
                    examples: ["let config = LayoutConfiguration()"])
            ) { _ in ConfigurationDefinition() }
        ],
        properties: properties(owner: "config."),
        objectType: ConfigurationDefinition.self,
        mismatch: { what, found in "\(what) must be a LayoutConfiguration, found '\(found)'" })

    /// The configuration's properties, as the configuration's own (`config.` in their usage).
    static func properties(owner: String) -> [HostProperty] {
        [
            .of(
                ConfigurationDefinition.self, "scrollDirection", type: "UICollectionView.ScrollDirection",
                usage: "\(owner)scrollDirection = .vertical | .horizontal", "the main scroll direction",
                example: "\(owner)scrollDirection = .horizontal",
                get: { TextValue(lines: [".\($0.scrollDirection)"]) },
                set: { c, call in
                    c.scrollDirection = try call.enumCase(
                        nil, "scrollDirection", ["vertical": Axis.vertical, "horizontal": .horizontal])
                }),
            .of(
                ConfigurationDefinition.self, "interSectionSpacing", type: "CGFloat",
                usage: "\(owner)interSectionSpacing = v", "space between sections",
                example: "\(owner)interSectionSpacing = 20",
                get: { NumberValue($0.interSectionSpacing) },
                set: { c, call in c.interSectionSpacing = try call.number(nil, "interSectionSpacing") }),
            .of(
                ConfigurationDefinition.self, "contentInsetsReference", type: "UIContentInsetsReference",
                usage: "\(owner)contentInsetsReference = .safeArea | .layoutMargins | .readableContent | .none",
                "what section insets are measured from by default",
                example: "\(owner)contentInsetsReference = .layoutMargins",
                get: { TextValue(lines: [".\($0.contentInsetsReference)"]) },
                set: { c, call in
                    c.contentInsetsReference = try call.enumCase(
                        nil, "contentInsetsReference",
                        [
                            "automatic": ContentInsetsReference.automatic, "none": .none, "safeArea": .safeArea,
                            "layoutMargins": .layoutMargins, "readableContent": .readableContent,
                        ])
                }),
            .of(
                ConfigurationDefinition.self, "boundarySupplementaryItems",
                type: "[NSCollectionLayoutBoundarySupplementaryItem]",
                usage: "\(owner)boundarySupplementaryItems = [header]", "headers and footers of the whole layout",
                example: "\(owner)boundarySupplementaryItems = [globalHeader]",
                get: { ObjectList($0.boundarySupplementaryItems) },
                set: { c, call in
                    c.boundarySupplementaryItems = try call.refs(
                        nil, as: BoundaryDefinition.self, "boundarySupplementaryItems")
                }),
        ]
    }
}

extension LayoutBuilder {
    /// The configuration as the engine lays it out.
    func configuration(_ d: ConfigurationDefinition) throws(ScriptError) -> LayoutConfiguration {
        var c = LayoutConfiguration(scrollDirection: d.scrollDirection, interSectionSpacing: d.interSectionSpacing)
        c.contentInsetsReference = d.contentInsetsReference
        for r in d.boundarySupplementaryItems {
            c.boundarySupplementaryItems.append(try resolve(r, "a layout header or footer").value)
        }
        return c
    }
}

/// The configuration written back as Swift (`export swift`).
extension SwiftExport {
    /// `let configuration = UICollectionViewCompositionalLayoutConfiguration()` and what differs from its defaults.
    mutating func configuration(_ d: ConfigurationDefinition) throws(ScriptError) -> [String] {
        let defaults = ConfigurationDefinition()
        var scope = Scope()
        var lines: [String] = []
        var items: [String] = []
        for ref in d.boundarySupplementaryItems {
            items.append(
                try made(ref, in: &scope) { (value: BoundaryDefinition, name, scope) in
                    boundary(value, userName: name, in: &scope, into: &lines)
                })
        }
        var settings: [String] = []
        if d.scrollDirection != defaults.scrollDirection {
            settings.append("configuration.scrollDirection = .\(d.scrollDirection)")
        }
        if d.interSectionSpacing != defaults.interSectionSpacing {
            settings.append("configuration.interSectionSpacing = \(Self.number(d.interSectionSpacing))")
        }
        if d.contentInsetsReference != defaults.contentInsetsReference {
            settings.append("configuration.contentInsetsReference = .\(d.contentInsetsReference)")
        }
        if !items.isEmpty {
            settings.append("configuration.boundarySupplementaryItems = [\(items.joined(separator: ", "))]")
        }
        guard !settings.isEmpty else { return [] }
        return lines + ["let configuration = UICollectionViewCompositionalLayoutConfiguration()"] + settings
    }
}
