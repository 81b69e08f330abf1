import PlaygroundCore

/// The data the layout is resolved against: the data source's applied sections.
/// The data-source area's object conforms; with none, the layout has no sections.
public protocol LayoutDataProvider: ScriptObject {
    /// Section identifiers with their item identifiers, in order, as the collection view shows them.
    var layoutSections: [(identifier: String, items: [String])] { get }
    /// Outline levels of items in a section (for list indentation), by item index.
    func outlineLevels(section: Int) -> [Int: Int]
}

/// A device preset: the collection view filling the screen in portrait.
/// Evidence: [C] points, safe areas and margins as commonly published for these devices;
/// layout margins 16 pt on phones narrower than 400 pt, 20 pt otherwise; iPad readable width 672.
struct DevicePreset: Sendable {
    var name: String
    var size: Size
    var safeArea: DirectionalEdgeInsets
    var landscapeSafeArea: DirectionalEdgeInsets
    var scale: Double
    var isPad: Bool

    static let all: [DevicePreset] = [
        phone("iPhoneSE", 375, 667, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2),
        phone("iPhone13mini", 375, 812, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, scale: 3),
        phone("iPhone14", 390, 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        phone("iPhone15", 393, 852, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone15Pro", 393, 852, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone15ProMax", 430, 932, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone16Pro", 402, 874, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, scale: 3),
        phone("iPhone16ProMax", 440, 956, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, scale: 3),
        pad("iPadMini", 744, 1133),
        pad("iPad", 820, 1180),
        pad("iPadPro11", 834, 1194),
        pad("iPadPro13", 1032, 1376),
    ]

    static func phone(_ name: String, _ w: Double, _ h: Double, top: Double, bottom: Double, landscapeSide: Double,
                      landscapeBottom: Double, scale: Double) -> DevicePreset {
        DevicePreset(name: name, size: Size(width: w, height: h),
                     safeArea: DirectionalEdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                     landscapeSafeArea: DirectionalEdgeInsets(top: 0, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide),
                     scale: scale, isPad: false)
    }

    static func pad(_ name: String, _ w: Double, _ h: Double) -> DevicePreset {
        DevicePreset(name: name, size: Size(width: w, height: h),
                     safeArea: DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                     landscapeSafeArea: DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                     scale: 2, isPad: true)
    }

    static let standard = all[3] // iPhone15

    /// The environment for this device in an orientation.
    func environment(landscape: Bool, keeping old: LayoutEnvironment?) -> LayoutEnvironment {
        let s = landscape ? Size(width: size.height, height: size.width) : size
        var env = LayoutEnvironment(containerSize: s)
        env.safeAreaInsets = landscape ? landscapeSafeArea : safeArea
        let margin = s.width >= 400 || isPad ? 20.0 : 16.0
        env.layoutMargins = DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        env.readableContentWidth = isPad ? 672 : nil
        env.displayScale = scale
        if let old {
            env.profile = old.profile  // kept in step with EnvironmentObject.profile
            env.quirks = old.quirks
            env.pixelSnapping = old.pixelSnapping
        }
        env.contentOffset = EnvironmentObject.restingOffset(env, scrollDirection: .vertical)
        return env
    }
}

/// The built-in `environment`: NSCollectionLayoutEnvironment plus the playground's switches.
public struct EnvironmentObject: ScriptObject, Hashable {
    public static let typeName = "LayoutEnvironment"
    public var value: LayoutEnvironment
    public var device: String?
    public var landscape = false
    /// The iOS release to imitate, for both the layout and the data source.
    public var profile: Profile = .newest {
        didSet { value.profile = Self.layoutProfile(profile) }
    }

    /// Where a collection view comes to rest at the top: UIKit's content offset is minus the
    /// adjusted content inset, which with the default `.automatic` adjustment is the safe area on
    /// the scrolling axis (so content starts below the status or navigation bar). [A]
    static func restingOffset(_ env: LayoutEnvironment, scrollDirection: Axis) -> Point {
        scrollDirection == .vertical ? Point(x: 0, y: -env.safeAreaInsets.top) : Point(x: -env.safeAreaInsets.leading, y: 0)
    }

    /// Evidence: [M] the layout rules that differ were measured on iOS 14 and iOS 17; releases
    /// before 17 are taken to behave like 14, 17 and later like 17.
    static func layoutProfile(_ p: Profile) -> LayoutProfile { p < .ios17 ? .ios14 : .ios17 }

    init() {
        value = DevicePreset.standard.environment(landscape: false, keeping: nil)
        device = DevicePreset.standard.name
    }

    public func describe() -> [String] {
        let e = value
        return [
            "device: " + (device.map { $0 + (landscape ? " (landscape)" : " (portrait)") } ?? "custom"),
            "containerSize: \(Format.number(e.containerSize.width)) x \(Format.number(e.containerSize.height))",
            "safeAreaInsets: \(LayoutSource.insets(e.safeAreaInsets))",
            "layoutMargins: \(LayoutSource.insets(e.layoutMargins))",
            "readableContentWidth: " + (e.readableContentWidth.map(Format.number) ?? "container minus margins"),
            "displayScale: \(Format.number(e.displayScale))",
            "contentOffset: (x: \(Format.number(e.contentOffset.x)), y: \(Format.number(e.contentOffset.y)))",
            "profile: .\(profile)  quirks: \(e.quirks)  pixelSnapping: \(e.pixelSnapping)",
        ]
    }

    public func json() -> JSONValue {
        let e = value
        return .object([
            ("device", device.map(JSONValue.string) ?? .null), ("landscape", .bool(landscape)),
            ("containerSize", .object([("width", .number(e.containerSize.width)), ("height", .number(e.containerSize.height))])),
            ("safeAreaInsets", LayoutJSON.insets(e.safeAreaInsets)), ("layoutMargins", LayoutJSON.insets(e.layoutMargins)),
            ("readableContentWidth", e.readableContentWidth.map(JSONValue.number) ?? .null),
            ("displayScale", .number(e.displayScale)),
            ("contentOffset", .object([("x", .number(e.contentOffset.x)), ("y", .number(e.contentOffset.y))])),
            ("profile", .string("\(profile)")), ("quirks", .bool(e.quirks)), ("pixelSnapping", .bool(e.pixelSnapping)),
        ])
    }
}

enum LayoutGlobals {
    static let environmentType = TypeSpec(
        "LayoutEnvironment", aliases: ["NSCollectionLayoutEnvironment"],
        summary: "the container the layout resolves in (the built-in 'environment')",
        members: [
            envProperty("containerSize", "environment.containerSize = (width: w, height: h)", "the collection view's bounds size",
                        "environment.containerSize = (width: 400, height: 800)",
                        get: { TextValue(lines: ["\(Format.number($0.containerSize.width)) x \(Format.number($0.containerSize.height))"]) },
                        set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in
                            e.value.containerSize = try inv.size(x, "containerSize"); e.device = nil }),
            envProperty("width", "environment.width = w", "the container width", "environment.width = 1024",
                        get: { NumberValue($0.containerSize.width) },
                        set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in
                            e.value.containerSize.width = try inv.length(x, "width"); e.device = nil }),
            envProperty("height", "environment.height = h", "the container height", "environment.height = 600",
                        get: { NumberValue($0.containerSize.height) },
                        set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in
                            e.value.containerSize.height = try inv.length(x, "height"); e.device = nil }),
            envProperty("safeAreaInsets", "environment.safeAreaInsets = .init(top:leading:bottom:trailing:)", "the safe area",
                        "environment.safeAreaInsets = .init(top: 59, leading: 0, bottom: 34, trailing: 0)",
                        get: { InsetsObject(value: $0.safeAreaInsets) },
                        set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in
                            e.value.safeAreaInsets = try inv.nonNegativeInsets(x, "safeAreaInsets") }),
            envProperty("layoutMargins", "environment.layoutMargins = .init(...)", "the layout margins (contentInsetsReference .layoutMargins)",
                        "environment.layoutMargins = .init(top: 0, leading: 20, bottom: 0, trailing: 20)",
                        get: { InsetsObject(value: $0.layoutMargins) },
                        set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in
                            e.value.layoutMargins = try inv.nonNegativeInsets(x, "layoutMargins") }),
            envProperty("readableContentWidth", "environment.readableContentWidth = w | nil", "the readable content guide's width",
                        "environment.readableContentWidth = 672",
                        get: { e -> any ScriptObject in e.readableContentWidth.map { NumberValue($0) } ?? NilValue() },
                        set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in
                            if case .name("nil", _) = x { e.value.readableContentWidth = nil } else { e.value.readableContentWidth = try inv.length(x, "readableContentWidth") } }),
            envProperty("displayScale", "environment.displayScale = 1 | 2 | 3", "points to pixels (for pixel snapping)",
                        "environment.displayScale = 2",
                        get: { NumberValue($0.displayScale) },
                        set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in
                            let v = try inv.number(x, "displayScale")
                            guard v >= 1, v <= 4 else { throw ScriptError("displayScale must be between 1 and 4, found \(Format.number(v))", at: x.range) }
                            e.value.displayScale = v }),
            envProperty("contentOffset", "environment.contentOffset = (x: 0, y: v)",
                        "the scroll position, as UIKit's contentOffset: at rest it is minus the safe area's top (see 'scroll to: top')",
                        "environment.contentOffset = (x: 0, y: 300)",
                        get: { TextValue(lines: ["(x: \(Format.number($0.contentOffset.x)), y: \(Format.number($0.contentOffset.y)))"]) },
                        set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in
                            e.value.contentOffset = try inv.point(x, "contentOffset", bounded: true) }),
            property("profile", of: EnvironmentObject.self, usage: "environment.profile = .ios13 | .ios14 | .ios15 | .ios16 | .ios17 | .ios18",
                     "which UIKit release to imitate where releases differ (layout spacing, apply without animation, reconfigure)",
                     example: "environment.profile = .ios14",
                     get: { TextValue(lines: [".\($0.profile)"]) },
                     set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in
                         e.profile = try inv.enumCase(x, "profile", ["ios13": Profile.ios13, "ios14": .ios14, "ios15": .ios15,
                                                                     "ios16": .ios16, "ios17": .ios17, "ios18": .ios18]) }),
            envProperty("quirks", "environment.quirks = true | false",
                        "reproduce behaviours only community reports attest (true), or follow Apple's documented arithmetic (false, default)",
                        "environment.quirks = true",
                        get: { BoolValue($0.quirks) },
                        set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in e.value.quirks = try inv.bool(x, "quirks") }),
            envProperty("pixelSnapping", "environment.pixelSnapping = true | false",
                        "snap frames to the display's pixel grid as UIKit does: origin and size to the nearest pixel, halves away from zero (default false: exact values)",
                        "environment.pixelSnapping = true",
                        get: { BoolValue($0.pixelSnapping) },
                        set: { (e: inout EnvironmentObject, inv: Invocation, x: Expr) throws(ScriptError) in e.value.pixelSnapping = try inv.bool(x, "pixelSnapping") }),
        ])

    static func envProperty(_ name: String, _ usage: String, _ summary: String, _ example: String,
                            get: @escaping @Sendable (LayoutEnvironment) -> any ScriptObject,
                            set: @escaping @Sendable (inout EnvironmentObject, Invocation, Expr) throws(ScriptError) -> Void) -> MemberSpec {
        property(name, of: EnvironmentObject.self, usage: usage, summary, example: example, get: { get($0.value) }, set: set)
    }

    static let layoutType = TypeSpec(
        "CompositionalLayout", aliases: ["UICollectionViewCompositionalLayout"],
        summary: "the layout (the built-in 'layout'): which section each data section uses, and the configuration",
        constructors: [
            ConstructorSpec("", doc: Doc(usage: "CompositionalLayout(section: LayoutSection, configuration: LayoutConfiguration)",
                                         summary: "a layout using one section for every data section (configuration is optional)",
                                         examples: ["layout = CompositionalLayout(section: section)"]))
            { (inv: inout Invocation) throws(ScriptError) in
                var l = LayoutDefinition()
                l.defaultSection = try inv.ref(try inv.require("section", "a section"), as: SectionDefinition.self, "section")
                if let c = inv.take("configuration") {
                    l.configuration = try inv.ref(c.value, as: ConfigurationDefinition.self, "configuration").resolvedValue(in: inv.session)
                }
                l.keepCellState(of: inv.session.object("layout", as: LayoutDefinition.self))
                return l
            },
            ConstructorSpec("list", doc: Doc(usage: "CompositionalLayout.list(using: ListConfiguration)",
                                             summary: "a layout whose every section is a list",
                                             examples: ["layout = CompositionalLayout.list(using: config)"]))
            { (inv: inout Invocation) throws(ScriptError) in
                let c = try inv.ref(try inv.require("using", "a list configuration"), as: ListDefinition.self, "using")
                var l = LayoutDefinition()
                l.defaultSection = .inline(SectionDefinition(body: .list(c)))
                l.keepCellState(of: inv.session.object("layout", as: LayoutDefinition.self))
                return l
            },
        ],
        members: [
            .method("use", doc: Doc(
                usage: "layout.use(section, forSection: id | forSectionAt: index | whenWidthAtLeast: points)",
                summary: "choose the section for data sections, like a section provider: by identifier, by index, by container width, or (no label) for all others",
                details: ["Precedence: identifier, then index, then the largest width threshold met, then the default.",
                          "The width is the container's effectiveContentSize.width: its width minus the insets of the",
                          "configuration's contentInsetsReference (the safe area by default)."],
                examples: ["layout.use(grid)", "layout.use(banner, forSection: featured)", "layout.use(wideGrid, whenWidthAtLeast: 800)"]),
                    mutates: true, labels: ["forSection:", "forSectionAt:", "whenWidthAtLeast:"])
            { (inv: inout Invocation) throws(ScriptError) in
                let s = try inv.ref(try inv.require(nil, "a section"), as: SectionDefinition.self, "the section")
                var l = inv.session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
                if let a = inv.take("forSection") {
                    let id = try inv.identifier(a.value, "section identifier")
                    l.rules.removeAll { if case .identifier(id, _) = $0 { true } else { false } }
                    l.rules.append(.identifier(id, s))
                } else if let a = inv.take("forSectionAt") {
                    let i = try inv.integer(a.value, "section index", in: 0...LayoutLimits.maxSections, upperIsLimit: true)
                    l.rules.removeAll { if case .index(i, _) = $0 { true } else { false } }
                    l.rules.append(.index(i, s))
                } else if let a = inv.take("whenWidthAtLeast") {
                    let w = try inv.length(a.value, "width")
                    l.rules.removeAll { if case .widthAtLeast(w, _) = $0 { true } else { false } }
                    l.rules.append(.widthAtLeast(w, s))
                } else {
                    l.defaultSection = s
                }
                inv.session.define("layout", l)
                return nil
            },
        ] + LayoutTypes.configurationMembers(LayoutDefinition.self, prefix: "configuration.", get: { $0.configuration }, set: { $0.configuration = $1 })
    )
}

extension LayoutDefinition {
    /// A new layout object keeps what belongs to the cells, not the layout: their fitted sizes.
    mutating func keepCellState(of old: LayoutDefinition?) {
        guard let old else { return }
        fittedByItem = old.fittedByItem
        fittedByLayoutItem = old.fittedByLayoutItem
        fittedBySection = old.fittedBySection
    }
}

extension Ref where Value == ConfigurationDefinition {
    func resolvedValue(in session: Session) -> ConfigurationDefinition {
        switch self {
        case .inline(let v): v
        case .named(let n): session.object(n, as: ConfigurationDefinition.self) ?? ConfigurationDefinition()
        }
    }
}

extension Invocation {
    func nonNegativeInsets(_ expr: Expr, _ what: String) throws(ScriptError) -> DirectionalEdgeInsets {
        let i = try insets(expr, what)
        guard i.top >= 0, i.leading >= 0, i.bottom >= 0, i.trailing >= 0 else {
            throw ScriptError("\(what) must not be negative", at: expr.range)
        }
        guard Swift.max(i.top, i.leading, i.bottom, i.trailing) <= LayoutLimits.maxLength else {
            throw ScriptError("\(what) is beyond the limit of \(Format.number(LayoutLimits.maxLength)) points", at: expr.range,
                              help: "see 'help limits'")
        }
        return i
    }
}
