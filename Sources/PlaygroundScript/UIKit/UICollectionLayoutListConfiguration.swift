import PlaygroundCore

/// UICollectionLayoutListConfiguration: a list section's appearance. A Swift struct, copied on
/// assignment: a section made from it keeps the copy it was given.
public struct ListDefinition: ScriptObject, Hashable {
    public static let typeName = "ListConfiguration"
    public var value: ListConfiguration
    /// `contentHuggingElements` (iOS 18): `.supplementaryHeader` when headers hug their content.
    public var headersHugContent = false
    var printed: PrintedObject {
        var set: [PrintedObject.Property] = [
            .init("headerMode", ".\(value.headerMode)"), .init("footerMode", ".\(value.footerMode)", sameLine: true),
        ]
        if let padding = value.headerTopPadding { set.append(.init("headerTopPadding", Format.number(padding))) }
        if headersHugContent { set.append(.init("contentHuggingElements", ".supplementaryHeader")) }
        return PrintedObject(
            type: Self.typeName, made: "ListConfiguration(appearance: .\(value.appearance))", properties: set)
    }
    public func describe() -> [String] { printed.lines }
    public func json() -> JSONValue { printed.json }
}

enum UICollectionLayoutListConfigurationHost {
    /// `contentHuggingElements`, an option set of one option: `[]`, `.supplementaryHeader` or
    /// `[.supplementaryHeader]` (`.none` is the Objective-C name of `[]`).
    static func headersHug(_ call: HostCall) throws -> Bool {
        let a = try call.argument(nil)
        func option(_ v: Value) throws -> Bool {
            guard case .enumValue(let e) = v, e.payload.isEmpty,
                e.caseName == "supplementaryHeader" || e.caseName == "none"
            else {
                throw call.evaluator.error(
                    "contentHuggingElements must be [] or .supplementaryHeader, found '\(a.node.trimmedDescription)'",
                    at: a.node)
            }
            return e.caseName == "supplementaryHeader"
        }
        if case .array(let options) = a.value { return try options.contains { try option($0) } }
        return try option(a.value)
    }

    /// Evidence: [A] UICollectionLayoutListConfiguration.contentHuggingElements (iOS 18): with
    /// `.supplementaryHeader` header views hug their content and do not stretch to the collection
    /// view's width when their content is narrower; the default is `[]` except on visionOS. The
    /// playground has no header views, so it cannot know that width: a note says so.
    static func noteHugging(_ e: Evaluator) {
        e.noteOnce(
            "contentHuggingElements",
            "contentHuggingElements = .supplementaryHeader (iOS 18): UIKit makes each supplementary header only as "
                + "wide as its content when that is narrower than the section; the playground has no header "
                + "views, so frames show headers at the section's full width, their widest",
            help: "headers' heights still come from their estimate (and 'fit'); their x and width are UIKit's "
                + "only when the content fills the row")
    }

    /// Members that style the list without moving any cell (separators, colours, swipe actions):
    /// accepted, inert, named in a note.
    static let appearanceMembers: Set<String> = [
        "showsSeparators", "separatorConfiguration", "backgroundColor", "itemSeparatorHandler",
        "leadingSwipeActionsConfigurationProvider", "trailingSwipeActionsConfigurationProvider",
    ]

    static let type = HostType(
        swiftName: "UICollectionLayoutListConfiguration", shortName: "ListConfiguration",
        what: "the list configuration",
        summary: "a list section's appearance (UICollectionLayoutListConfiguration); metrics are approximate",
        initializers: [
            HostFunction(
                "", [HostParameter("appearance", "UICollectionLayoutListConfiguration.Appearance", "an appearance")],
                doc: Doc(
                    usage:
                        "ListConfiguration(appearance: .plain | .grouped | .insetGrouped | .sidebar | .sidebarPlain)",
                    summary: "a list configuration",
                    examples: ["let config = ListConfiguration(appearance: .insetGrouped)"])
            ) { call in
                ListDefinition(
                    value: ListConfiguration(
                        appearance: try call.enumCase(
                            "appearance", "appearance",
                            [
                                "plain": ListConfiguration.Appearance.plain, "grouped": .grouped,
                                "insetGrouped": .insetGrouped,
                                "sidebar": .sidebar, "sidebarPlain": .sidebarPlain,
                            ])))
            }
        ],
        properties: [
            .of(
                ListDefinition.self, "headerMode", type: "UICollectionLayoutListConfiguration.HeaderMode",
                usage: "config.headerMode = .none | .supplementary | .firstItemInSection",
                "section headers: none, a supplementary view, or the first item styled as an (outline) header",
                example: "config.headerMode = .firstItemInSection",
                get: { TextValue(lines: [".\($0.value.headerMode)"]) },
                set: { d, call in
                    d.value.headerMode = try call.enumCase(
                        nil, "headerMode",
                        [
                            "none": ListConfiguration.HeaderMode.none, "supplementary": .supplementary,
                            "firstItemInSection": .firstItemInSection,
                        ])
                }),
            .of(
                ListDefinition.self, "footerMode", type: "UICollectionLayoutListConfiguration.FooterMode",
                usage: "config.footerMode = .none | .supplementary",
                "section footers", example: "config.footerMode = .supplementary",
                get: { TextValue(lines: [".\($0.value.footerMode)"]) },
                set: { d, call in
                    d.value.footerMode = try call.enumCase(
                        nil, "footerMode",
                        [
                            "none": ListConfiguration.FooterMode.none, "supplementary": .supplementary,
                        ])
                }),
            .of(
                ListDefinition.self, "headerTopPadding", type: "CGFloat?",
                usage: "config.headerTopPadding = points | nil",
                "the space above each section's supplementary header (nil: the appearance's own, 22 for plain lists)",
                example: "config.headerTopPadding = 0",
                get: { d in d.value.headerTopPadding.map { NumberValue($0) as any ScriptObject } ?? NilValue() },
                set: { d, call in
                    d.value.headerTopPadding =
                        try call.value(nil).map(\.value.isNone) == true
                        ? nil : call.nonNegative(nil, "headerTopPadding")
                }),
            .of(
                ListDefinition.self, "contentHuggingElements",
                type: "UICollectionLayoutListConfiguration.ContentHuggingElements",
                usage: "config.contentHuggingElements = [] | .supplementaryHeader",
                "iOS 18: which elements hug their content ([] on iOS, the default: headers fill the section's width)",
                example: "config.contentHuggingElements = .supplementaryHeader",
                get: { d in TextValue(lines: [d.headersHugContent ? ".supplementaryHeader" : "[]"]) },
                set: { d, call in
                    d.headersHugContent = try headersHug(call)
                    if d.headersHugContent { noteHugging(call.evaluator) }
                }),
        ],
        inertMembers: appearanceMembers, inertPrefix: "listConfiguration",
        objectType: ListDefinition.self,
        mismatch: { what, found in "\(what) must be a ListConfiguration, found '\(found)'" })
}
