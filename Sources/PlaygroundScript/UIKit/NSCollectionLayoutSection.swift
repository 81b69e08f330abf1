import PlaygroundCore
import SwiftSyntax

/// NSCollectionLayoutSection: a group repeated until the items run out, or a list section made from
/// a list configuration. A class in UIKit, kept by name like an item.
public struct SectionDefinition: ScriptObject, Hashable {
    public static let typeName = "LayoutSection"
    public enum Body: Hashable, Sendable {
        case group(ElementRef)
        case list(Ref<ListDefinition>)
    }
    public var body: Body
    public var interGroupSpacing = 0.0
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// nil: not set (lists keep their own insets).
    public var contentInsetsOverride: Bool = false
    public var contentInsetsReference: ContentInsetsReference = .automatic
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [Ref<BoundaryDefinition>] = []
    public var supplementariesFollowContentInsets = true
    public var decorationItems: [Ref<DecorationDefinition>] = []
    /// `orthogonalScrollingProperties.decelerationRate` (iOS 17); nil: `.automatic`.
    public var orthogonalDecelerationRate: Double?

    var printed: PrintedObject {
        let made: String
        switch body {
        case .group(let g): made = "LayoutSection(group: \(LayoutSource.element(g)))"
        case .list(let l): made = "LayoutSection.list(using: \(LayoutSource.ref(l)))"
        }
        var set: [PrintedObject.Property] = []
        if interGroupSpacing != 0 { set.append(.init("interGroupSpacing", Format.number(interGroupSpacing))) }
        if contentInsetsOverride || contentInsets != .zero {
            set.append(.init("contentInsets", LayoutSource.insets(contentInsets)))
        }
        if contentInsetsReference != .automatic {
            set.append(.init("contentInsetsReference", ".\(contentInsetsReference)"))
        }
        if orthogonalScrollingBehavior != .none {
            set.append(.init("orthogonalScrollingBehavior", ".\(orthogonalScrollingBehavior)"))
        }
        if !boundarySupplementaryItems.isEmpty {
            set.append(.init("boundarySupplementaryItems", LayoutSource.refs(boundarySupplementaryItems)))
        }
        if !supplementariesFollowContentInsets { set.append(.init("supplementariesFollowContentInsets", "false")) }
        if !decorationItems.isEmpty { set.append(.init("decorationItems", LayoutSource.refs(decorationItems))) }
        if let rate = orthogonalDecelerationRate {
            set.append(.init("orthogonalScrollingProperties.decelerationRate", Self.rateSpelling(rate)))
        }
        return PrintedObject(type: Self.typeName, made: made, properties: set)
    }
    public func describe() -> [String] { printed.lines }
    public func json() -> JSONValue { printed.json }

    /// `.normal`, `.fast`, or `.init(rawValue: 0.995)`.
    static func rateSpelling(_ rate: Double?) -> String {
        switch rate {
        case nil: ".automatic"
        case DecelerationRate.normal?: ".normal"
        case DecelerationRate.fast?: ".fast"
        case let r?: ".init(rawValue: \(Format.number(r)))"
        }
    }
}

enum NSCollectionLayoutSectionHost {
    static let type = HostType(
        swiftName: "NSCollectionLayoutSection", shortName: "LayoutSection", what: "the section",
        summary: "a section: its group repeated until the items run out", isReference: true,
        initializers: [
            HostFunction(
                "", [HostParameter("group", "NSCollectionLayoutGroup", "a group")],
                doc: Doc(
                    usage: "LayoutSection(group: LayoutGroup)", summary: "a section built from a group",
                    examples: ["let section = LayoutSection(group: row)"])
            ) { call in
                let a = try call.argument("group")
                let e = call.evaluator
                guard case .uikit(let key) = a.value, let object = e.session[key: key] else {
                    if case .inert(let unknown) = a.value { throw e.inertValueError(unknown, at: a.node) }
                    throw e.error("group must be a LayoutGroup, found '\(a.node.trimmedDescription)'", at: a.node)
                }
                let shown = e.shown(key)
                if object is ItemDefinition {
                    throw e.error(
                        "'\(shown)' is a LayoutItem; a section needs a LayoutGroup", at: call.at,
                        help: "wrap it: LayoutGroup.horizontal(layoutSize: size, subitems: [\(shown)])")
                }
                guard object is GroupDefinition else {
                    throw e.error(
                        "'\(shown)' is a \(object.typeName), but group must be a LayoutItem or LayoutGroup", at: a.node)
                }
                switch key {
                case .named(let name): return SectionDefinition(body: .group(.named(name)))
                case .object(let id): return SectionDefinition(body: .group(.object(id)))
                }
            }
        ],
        statics: [
            HostFunction(
                "list",
                [
                    HostParameter("using", "UICollectionLayoutListConfiguration", "a list configuration"),
                    HostParameter(
                        "layoutEnvironment", "NSCollectionLayoutEnvironment", "an environment", optional: true),
                ],
                doc: Doc(
                    usage: "LayoutSection.list(using: ListConfiguration, layoutEnvironment: environment)",
                    summary: "a list section (layoutEnvironment is optional: the session's environment is used)",
                    examples: ["let section = LayoutSection.list(using: config, layoutEnvironment: environment)"])
            ) { call in
                let a = try call.argument("using")
                let e = call.evaluator
                // A struct: the section keeps the copy it is given.
                if case .uikitValue(let box) = a.value, let list = box.object as? ListDefinition {
                    return SectionDefinition(body: .list(.inline(list)))
                }
                guard case .uikit(let key) = a.value, let object = e.session[key: key] else {
                    if case .inert(let unknown) = a.value { throw e.inertValueError(unknown, at: a.node) }
                    throw e.error("using must be a ListConfiguration, found '\(a.node.trimmedDescription)'", at: a.node)
                }
                guard let list = object as? ListDefinition else {
                    throw e.error(
                        "'\(e.shown(key))' is a \(object.typeName), but using must be a ListConfiguration", at: a.node)
                }
                // A configuration made in the argument is the section's own; one in a variable is shown by its name.
                return SectionDefinition(body: .list(key.name.map { .named($0) } ?? .inline(list)))
            }
        ],
        properties: [
            .of(
                SectionDefinition.self, "interGroupSpacing", type: "CGFloat", usage: "section.interGroupSpacing = v",
                "space between consecutive top-level groups (not between nested groups)",
                example: "section.interGroupSpacing = 8",
                get: { NumberValue($0.interGroupSpacing) },
                set: { s, call in s.interGroupSpacing = try call.number(nil, "interGroupSpacing") }),
            .of(
                SectionDefinition.self, "contentInsets", type: "NSDirectionalEdgeInsets",
                usage: "section.contentInsets = .init(top:leading:bottom:trailing:)",
                "pad the section",
                example: "section.contentInsets = .init(top: 16, leading: 0, bottom: 16, trailing: 0)",
                get: { InsetsObject(value: $0.contentInsets) },
                set: { s, call in
                    s.contentInsets = try call.object(nil, as: InsetsObject.self, "contentInsets")?.value ?? .zero
                    s.contentInsetsOverride = true
                }),
            .of(
                SectionDefinition.self, "contentInsetsReference", type: "UIContentInsetsReference",
                usage:
                    "section.contentInsetsReference = .automatic | .none | .safeArea | .layoutMargins | .readableContent",
                "what the section's insets are measured from",
                example: "section.contentInsetsReference = .layoutMargins",
                get: { TextValue(lines: [".\($0.contentInsetsReference)"]) },
                set: { s, call in
                    s.contentInsetsReference = try call.enumCase(
                        nil, "contentInsetsReference",
                        [
                            "automatic": ContentInsetsReference.automatic, "none": .none, "safeArea": .safeArea,
                            "layoutMargins": .layoutMargins, "readableContent": .readableContent,
                        ])
                }),
            .of(
                SectionDefinition.self, "orthogonalScrollingBehavior",
                type: "UICollectionLayoutSectionOrthogonalScrollingBehavior",
                usage:
                    "section.orthogonalScrollingBehavior = .none | .continuous | .continuousGroupLeadingBoundary | .paging | .groupPaging | .groupPagingCentered",
                "scroll the section's groups across the main scroll direction",
                example: "section.orthogonalScrollingBehavior = .continuous",
                get: { TextValue(lines: [".\($0.orthogonalScrollingBehavior)"]) },
                set: { s, call in
                    s.orthogonalScrollingBehavior = try call.enumCase(
                        nil, "orthogonalScrollingBehavior",
                        [
                            "none": OrthogonalScrollingBehavior.none, "continuous": .continuous,
                            "continuousGroupLeadingBoundary": .continuousGroupLeadingBoundary, "paging": .paging,
                            "groupPaging": .groupPaging, "groupPagingCentered": .groupPagingCentered,
                        ])
                }),
            .of(
                SectionDefinition.self, "boundarySupplementaryItems",
                type: "[NSCollectionLayoutBoundarySupplementaryItem]",
                usage: "section.boundarySupplementaryItems = [header, footer]",
                "the section's headers and footers", example: "section.boundarySupplementaryItems = [header]",
                get: { ObjectList($0.boundarySupplementaryItems) },
                set: { s, call in
                    s.boundarySupplementaryItems = try call.refs(
                        nil, as: BoundaryDefinition.self, "boundarySupplementaryItems")
                }),
            .of(
                SectionDefinition.self, "supplementariesFollowContentInsets", type: "Bool",
                usage: "section.supplementariesFollowContentInsets = false",
                "whether headers and footers are inset like the content (default true)",
                example: "section.supplementariesFollowContentInsets = false",
                get: { BoolValue($0.supplementariesFollowContentInsets) },
                set: { s, call in
                    s.supplementariesFollowContentInsets = try call.bool(nil, "supplementariesFollowContentInsets")
                }),
            // Evidence: [A] iOS 16 deprecated supplementariesFollowContentInsets for
            // supplementaryContentInsetsReference, default .automatic; [I] .automatic is the old default
            // (headers inset like the content) and .none is `supplementariesFollowContentInsets = false`;
            // the other references inset headers from the safe area, margins or readable width, which the
            // engine does not model (an error, not a guess).
            .of(
                SectionDefinition.self, "supplementaryContentInsetsReference", type: "UIContentInsetsReference",
                usage: "section.supplementaryContentInsetsReference = .automatic | .none",
                "what headers and footers are inset from: .automatic (like the content), .none (the section's edges)",
                example: "section.supplementaryContentInsetsReference = .none",
                get: { TextValue(lines: [$0.supplementariesFollowContentInsets ? ".automatic" : ".none"]) },
                set: { s, call in
                    let reference = try call.enumCase(
                        nil, "supplementaryContentInsetsReference",
                        [
                            "automatic": ContentInsetsReference.automatic, "none": .none, "safeArea": .safeArea,
                            "layoutMargins": .layoutMargins, "readableContent": .readableContent,
                        ])
                    guard reference == .automatic || reference == .none else {
                        throw call.evaluator.error(
                            "supplementaryContentInsetsReference = .\(reference) is not modelled: headers inset from the "
                                + "safe area, layout margins or readable width", at: call.at,
                            help: "the playground models .automatic (like the content) and .none (the section's edges)")
                    }
                    s.supplementariesFollowContentInsets = reference == .automatic
                }),
            // Evidence: [A] iOS 17's UICollectionLayoutSectionOrthogonalScrollingProperties.decelerationRate:
            // "the rate of deceleration in the orthogonal scrolling section after the scrolling pan gesture
            // ends"; .automatic "matches the parent scroll view's deceleration rate". Modelled where it
            // matters: where a `scroll section: N to: X velocity: V` fling comes to rest (`OrthogonalFling`).
            .of(
                SectionDefinition.self, "orthogonalScrollingProperties.decelerationRate",
                type: "DecelerationRate",
                usage: "section.orthogonalScrollingProperties.decelerationRate = .automatic | .normal | .fast",
                "how fast the strip slows once a drag lets go (iOS 17; or .init(rawValue: r)): where a fling rests",
                example: "section.orthogonalScrollingProperties.decelerationRate = .fast",
                get: { DecelerationRateObject(rate: $0.orthogonalDecelerationRate) },
                set: { s, call in s.orthogonalDecelerationRate = try NSCollectionLayoutSectionHost.rate(call) }),
            // Listed so `section.orthogonalScrollingProperties.bounce` is a member; `inertMembers` answers for it.
            .of(
                SectionDefinition.self, "orthogonalScrollingProperties.bounce", type: nil,
                usage: "section.orthogonalScrollingProperties.bounce = .automatic | .always | .never",
                "whether a drag may pull the strip past its ends (iOS 17): not where it rests (inert, noted once)",
                example: "section.orthogonalScrollingProperties.bounce = .never",
                get: { _ in TextValue(lines: [".automatic"]) }, set: { _, _ in }),
            .of(
                SectionDefinition.self, "decorationItems", type: "[NSCollectionLayoutDecorationItem]",
                usage: "section.decorationItems = [background]",
                "section backgrounds", example: "section.decorationItems = [background]",
                get: { ObjectList($0.decorationItems) },
                set: { s, call in
                    s.decorationItems = try call.refs(nil, as: DecorationDefinition.self, "decorationItems")
                }),
        ],
        // iOS 17's bounce shapes how far a drag may pull the strip past its ends, not where it comes to
        // rest: no effect on frames. (Its deceleration rate is modelled: `scroll section: N velocity:`.)
        inertMembers: ["orthogonalScrollingProperties.bounce"], inertPrefix: "section",
        objectType: SectionDefinition.self,
        mismatch: { what, found in "\(what) must be a LayoutSection, found '\(found)'" })
}

extension NSCollectionLayoutSectionHost {
    /// A deceleration rate: `.automatic` (nil), `.normal`, `.fast` or `.init(rawValue: r)`.
    static func rate(_ call: HostCall) throws -> Double? {
        let a = try call.argument(nil)
        let e = call.evaluator
        if case .uikitValue(let box) = a.value, let rate = box.object as? DecelerationRateObject { return rate.rate }
        if case .inert(let unknown) = a.value { throw e.inertValueError(unknown, at: a.node) }
        throw e.error(
            "decelerationRate must be .automatic, .normal, .fast or .init(rawValue:), "
                + "found '\(a.node.trimmedDescription)'",
            at: a.node)
    }
}

extension LayoutBuilder {
    /// The section as the engine lays it out: its group, or the list configuration's section, with its own members.
    mutating func section(_ d: SectionDefinition) throws(ScriptError) -> LayoutSection {
        var s: LayoutSection
        switch d.body {
        case .group(let ref):
            guard case .group(let g) = try element(ref) else {
                throw ScriptError(
                    "a section's group must be a LayoutGroup, but '\(LayoutSource.element(ref))' is a LayoutItem")
            }
            s = LayoutSection(group: g)
            s.contentInsets = d.contentInsets
            s.contentInsetsReference = d.contentInsetsReference
        case .list(let ref):
            let list = try resolve(ref, "a list configuration")
            s = list.value.makeSection(environment: environment)
            if d.contentInsetsOverride { s.contentInsets = d.contentInsets }
            if d.contentInsetsReference != .automatic { s.contentInsetsReference = d.contentInsetsReference }
        }
        s.interGroupSpacing = d.interGroupSpacing
        s.orthogonalScrollingBehavior = d.orthogonalScrollingBehavior
        s.orthogonalDecelerationRate = d.orthogonalDecelerationRate
        for r in d.boundarySupplementaryItems {
            s.boundarySupplementaryItems.append(try resolve(r, "a boundary supplementary item").value)
        }
        s.supplementariesFollowContentInsets = d.supplementariesFollowContentInsets
        for r in d.decorationItems { s.decorationItems.append(try resolve(r, "a decoration item").value) }
        return s
    }
}

/// The section written back as Swift (`export swift`).
extension SwiftExport {
    /// The lines making `section` for one section definition, ending with `return section`.
    mutating func section(_ d: SectionDefinition, in scope: inout Scope) throws(ScriptError) -> [String] {
        var lines: [String] = []
        switch d.body {
        case .group(let ref):
            let group = try element(ref, role: "group", in: &scope, into: &lines)
            guard group.isGroup else {
                throw ScriptError(
                    "a section's group must be a LayoutGroup, but '\(LayoutSource.element(ref))' is a LayoutItem")
            }
            lines.append("let section = NSCollectionLayoutSection(group: \(group.name))")
            if d.contentInsets != .zero { lines.append("section.contentInsets = \(Self.insets(d.contentInsets))") }
            if d.contentInsetsReference != .automatic {
                lines.append("section.contentInsetsReference = .\(d.contentInsetsReference)")
            }
        case .list(let ref):
            let definition = try builder.resolve(ref, "a list configuration")
            let list = definition.value
            let name = scope.name("listConfiguration")
            scope.listName = name
            scope.usesEnvironment = true
            let mutable =
                list.headerMode != .none || list.footerMode != .none || list.headerTopPadding != nil
                || definition.headersHugContent
            lines.append(
                "\(mutable ? "var" : "let") \(name) = UICollectionLayoutListConfiguration(appearance: .\(list.appearance))"
            )
            if list.headerMode != .none { lines.append("\(name).headerMode = .\(list.headerMode)") }
            if list.footerMode != .none { lines.append("\(name).footerMode = .\(list.footerMode)") }
            if let padding = list.headerTopPadding {
                lines.append("\(name).headerTopPadding = \(Self.number(padding))")
            }
            if definition.headersHugContent { lines.append("\(name).contentHuggingElements = .supplementaryHeader") }
            lines.append("let section = NSCollectionLayoutSection.list(using: \(name), layoutEnvironment: environment)")
            if d.contentInsetsOverride { lines.append("section.contentInsets = \(Self.insets(d.contentInsets))") }
            if d.contentInsetsReference != .automatic {
                lines.append("section.contentInsetsReference = .\(d.contentInsetsReference)")
            }
        }
        if d.interGroupSpacing != 0 { lines.append("section.interGroupSpacing = \(Self.number(d.interGroupSpacing))") }
        if d.orthogonalScrollingBehavior != .none {
            lines.append("section.orthogonalScrollingBehavior = .\(d.orthogonalScrollingBehavior)")
        }
        if let rate = d.orthogonalDecelerationRate {
            lines.append(
                "section.orthogonalScrollingProperties.decelerationRate = \(SectionDefinition.rateSpelling(rate))")
        }
        if !d.boundarySupplementaryItems.isEmpty {
            var made: [String] = []
            var before: [String] = []
            for ref in d.boundarySupplementaryItems {
                made.append(
                    try self.made(ref, in: &scope) { (value: BoundaryDefinition, name, scope) in
                        boundary(value, userName: name, in: &scope, into: &before)
                    })
            }
            lines = Self.insertBeforeSection(before, into: lines)
            lines.append("section.boundarySupplementaryItems = [\(made.joined(separator: ", "))]")
        }
        if !d.supplementariesFollowContentInsets { lines.append("section.supplementariesFollowContentInsets = false") }
        if !d.decorationItems.isEmpty {
            var made: [String] = []
            var before: [String] = []
            for ref in d.decorationItems {
                let decoration = try builder.resolve(ref, "a decoration item").value
                if let key = Self.key(ref), let existing = scope.made[key] {
                    made.append(existing)
                    continue
                }
                let name = scope.name(baseName(Self.userName(ref), role: "background"))
                if let key = Self.key(ref) { scope.made[key] = name }
                before.append(
                    "let \(name) = NSCollectionLayoutDecorationItem.background(elementKind: \(Self.elementKind(decoration.elementKind)))"
                )
                if decoration.contentInsets != .zero {
                    before.append("\(name).contentInsets = \(Self.insets(decoration.contentInsets))")
                }
                if decoration.zIndex != 0 { before.append("\(name).zIndex = \(decoration.zIndex)") }
                if !scope.decorationKinds.contains(decoration.elementKind) {
                    scope.decorationKinds.append(decoration.elementKind)
                }
                made.append(name)
            }
            lines = Self.insertBeforeSection(before, into: lines)
            lines.append("section.decorationItems = [\(made.joined(separator: ", "))]")
        }
        lines.append("return section")
        return lines
    }
}
