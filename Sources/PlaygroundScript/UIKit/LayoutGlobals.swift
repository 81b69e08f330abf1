import PlaygroundCore

/// The data the layout is resolved against: the data source's applied sections.
/// The data-source area's object conforms; with none, the layout has no sections.
public protocol LayoutDataProvider: ScriptObject {
    /// Section identifiers with their item identifiers, in order, as the collection view shows them.
    var layoutSections: [(identifier: String, items: [String])] { get }
    /// Outline levels of items in a section (for list indentation), by item index.
    func outlineLevels(section: Int) -> [Int: Int]
    /// False when every section's `outlineLevels` is empty (the layout then asks none).
    var hasOutlineLevels: Bool { get }
}

extension LayoutDataProvider {
    /// Unknown: the layout asks every section.
    public var hasOutlineLevels: Bool { true }
}

/// A device preset: the collection view filling the screen, in portrait or landscape.
///
/// Where the numbers come from:
/// - screen sizes in points and scale factors: Apple's Human Interface Guidelines, "Layout",
///   Specifications > Device screen sizes and orientations (the same points Xcode's simulators
///   report as `UIScreen.main.bounds` and `scale`); Apple's Tech Specs pages give the pixels
///   (iPhone 16 Pro: 1206 x 2622 px at 3x = 402 x 874 pt).
/// - safe-area insets: what `view.safeAreaInsets` reports full screen on the simulators of each
///   device with iOS 17/18, as collected by Use Your Loaf ("iPhone 16 Screen Sizes", "Supporting
///   the iPhone 14 Pro", useyourloaf.com) and Geoff Hackworth ("How iOS Apps Adapt to the various
///   iPhone 14/15/16 Screen Sizes", hacknicity.medium.com). Portrait: the status bar or sensor
///   housing on top (20 on the Home-button SE, 44 on X/XS/11 Pro/XS Max/11 Pro Max, 48 on XR/11,
///   50 on the minis, 47 on 12–14 and 14 Plus, 59 on the Dynamic Island phones, 62 on 16 Pro/Pro
///   Max) and the home indicator below (34). Landscape: the status bar is hidden, the housing's
///   inset moves to both sides and the home indicator's is 21; the SE has none. iPads without a
///   Home button: 24 on top (status bar) and 20 below (home indicator) in both orientations.
/// Evidence: [C] community-collected simulator values; iOS releases have moved them by a few
/// points (the XR/11 reported 44 before iOS 14). Layout margins: 16 pt on phones narrower than
/// 400 pt, 20 pt otherwise [C]; the iPad's readable width 672 [C].
struct DevicePreset: Sendable {
    var name: String
    var size: Size
    var safeArea: DirectionalEdgeInsets
    var landscapeSafeArea: DirectionalEdgeInsets
    var scale: Double
    var isPad: Bool

    static let all: [DevicePreset] = [
        // Home button, 4.7".
        phone("iPhoneSE", 375, 667, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2),
        // Face ID, notch.
        phone("iPhoneX", 375, 812, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, scale: 3),
        phone("iPhoneXS", 375, 812, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, scale: 3),
        phone("iPhoneXSMax", 414, 896, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, scale: 3),
        phone("iPhoneXR", 414, 896, top: 48, bottom: 34, landscapeSide: 48, landscapeBottom: 21, scale: 2),
        phone("iPhone11", 414, 896, top: 48, bottom: 34, landscapeSide: 48, landscapeBottom: 21, scale: 2),
        phone("iPhone11Pro", 375, 812, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, scale: 3),
        phone("iPhone11ProMax", 414, 896, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, scale: 3),
        phone("iPhone12mini", 375, 812, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, scale: 3),
        phone("iPhone12", 390, 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        phone("iPhone12Pro", 390, 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        phone("iPhone12ProMax", 428, 926, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        phone("iPhone13mini", 375, 812, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, scale: 3),
        phone("iPhone13", 390, 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        phone("iPhone13Pro", 390, 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        phone("iPhone13ProMax", 428, 926, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        phone("iPhone14", 390, 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        phone("iPhone14Plus", 428, 926, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3),
        // Dynamic Island.
        phone("iPhone14Pro", 393, 852, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone14ProMax", 430, 932, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone15", 393, 852, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone15Plus", 430, 932, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone15Pro", 393, 852, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone15ProMax", 430, 932, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone16", 393, 852, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone16Plus", 430, 932, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, scale: 3),
        phone("iPhone16Pro", 402, 874, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, scale: 3),
        phone("iPhone16ProMax", 440, 956, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, scale: 3),
        // iPads without a Home button.
        pad("iPadMini", 744, 1133),  // iPad mini (6th gen, A17 Pro), 8.3"
        pad("iPad", 820, 1180),  // iPad (10th gen), 10.9"
        pad("iPadAir11", 820, 1180),  // iPad Air 11" (M2), and the 10.9" Air 4/5
        pad("iPadAir13", 1024, 1366),  // iPad Air 13" (M2)
        pad("iPadPro11", 834, 1194),  // iPad Pro 11" (1st–4th gen)
        pad("iPadPro11M4", 834, 1210),  // iPad Pro 11" (M4)
        pad("iPadPro12_9", 1024, 1366),  // iPad Pro 12.9" (3rd–6th gen)
        pad("iPadPro13", 1032, 1376),  // iPad Pro 13" (M4)
    ]

    static func phone(
        _ name: String, _ w: Double, _ h: Double, top: Double, bottom: Double, landscapeSide: Double,
        landscapeBottom: Double, scale: Double
    ) -> DevicePreset {
        DevicePreset(
            name: name, size: Size(width: w, height: h),
            safeArea: DirectionalEdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
            landscapeSafeArea: DirectionalEdgeInsets(
                top: 0, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide),
            scale: scale, isPad: false)
    }

    static func pad(_ name: String, _ w: Double, _ h: Double) -> DevicePreset {
        DevicePreset(
            name: name, size: Size(width: w, height: h),
            safeArea: DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
            landscapeSafeArea: DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
            scale: 2, isPad: true)
    }

    static let standard = named("iPhone15")!  // NB: in the list above

    static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The environment for this device in an orientation.
    func environment(landscape: Bool, keeping old: LayoutEnvironment?, scrollDirection: Axis = .vertical)
        -> LayoutEnvironment
    {
        let s = landscape ? Size(width: size.height, height: size.width) : size
        var env = LayoutEnvironment(containerSize: s)
        env.safeAreaInsets = landscape ? landscapeSafeArea : safeArea
        let margin = s.width >= 400 || isPad ? 20.0 : 16.0
        env.layoutMargins = DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        env.readableContentWidth = isPad ? 672 : nil
        env.displayScale = scale
        // The collection view's own insets are its, not the device's: kept across devices and rotations.
        env.contentInset = old?.contentInset ?? .zero
        env.contentInsetAdjustmentBehavior = old?.contentInsetAdjustmentBehavior ?? .automatic
        env.contentOffset = EnvironmentObject.restingOffset(env, scrollDirection: scrollDirection)
        if let old {
            env.profile = old.profile  // kept in step with EnvironmentObject.profile
            env.quirks = old.quirks
            env.pixelSnapping = old.pixelSnapping
            env.orthogonalScrollOffsets = old.orthogonalScrollOffsets
            env.contentOffset = EnvironmentObject.carriedOffset(from: old, to: env, scrollDirection: scrollDirection)
        }
        return env
    }
}

/// The built-in `environment`: NSCollectionLayoutEnvironment plus the playground's switches.
extension Session {
    /// The axis the collection view scrolls along: its flow layout's, else its compositional layout's (vertical
    /// while it has neither), which decides where it rests and what its content inset adjusts.
    var scrollAxis: Axis {
        swift.flowLayout?.layout.scrollDirection
            ?? object("layout", as: LayoutDefinition.self)?.configuration.scrollDirection ?? .vertical
    }
}

public struct EnvironmentObject: ScriptObject, Hashable {
    public static let typeName = "LayoutEnvironment"
    public var value: LayoutEnvironment
    public var device: String?
    public var landscape = false
    /// The collection view's edges Auto Layout pins (`CollectionViewConstraints.swift`).
    public var pins = CollectionViewPins()
    /// The navigation bar over the controller on screen, part of its safe area (`NavigationBars.swift`).
    public var navigationBar: NavigationBar?
    /// The iOS release to imitate, for both the layout and the data source.
    public var profile: Profile = .newest {
        didSet { value.profile = Self.layoutProfile(profile) }
    }

    /// Where a collection view comes to rest at the top: UIKit's content offset is minus the
    /// adjusted content inset, which with the default `.automatic` adjustment is the safe area on
    /// the scrolling axis (so content starts below the status or navigation bar). [A]
    static func restingOffset(_ env: LayoutEnvironment, scrollDirection: Axis) -> Point {
        let inset = adjustedContentInset(env, scrollDirection: scrollDirection)
        // (0 - inset, not -inset: an inset of zero rests at 0, never at -0.)
        return scrollDirection == .vertical ? Point(x: 0, y: 0 - inset.top) : Point(x: 0 - inset.left, y: 0)
    }

    /// UIKit's `adjustedContentInset`: the collection view's `contentInset` plus, with the default
    /// `contentInsetAdjustmentBehavior` `.automatic`, the safe area on the axis it scrolls along, so a
    /// vertical list starts below the status bar and ends above the home indicator, while its cells still
    /// span the full width (`.never` adds none: `LayoutEnvironment.adjustedContentInset`). [A]
    static func adjustedContentInset(_ env: LayoutEnvironment, scrollDirection: Axis) -> EdgeInsets {
        EdgeInsets(env.adjustedContentInset(scrollAxis: scrollDirection))
    }

    /// Where `contentOffset` goes when the adjusted content inset changes (a new safe area, another
    /// device, a rotation). A collection view resting at its top stays at its top: the offset
    /// follows the new inset (-59 becomes -20 on a device with a 20-point status bar), as when a
    /// navigation bar appears or the phone rotates. One scrolled into its content keeps its offset,
    /// but never rests above the new top.
    /// Evidence: [I] UIScrollView's offset adjustment after `adjustedContentInsetDidChange()` as
    /// observed in apps; the stated rule is the one the observations agree on.
    static func carriedOffset(from old: LayoutEnvironment, to new: LayoutEnvironment, scrollDirection: Axis) -> Point {
        let oldRest = restingOffset(old, scrollDirection: scrollDirection)
        let newRest = restingOffset(new, scrollDirection: scrollDirection)
        let o = old.contentOffset
        if scrollDirection == .vertical {
            return o.y <= oldRest.y || o.y < newRest.y ? newRest : Point(x: 0, y: o.y)
        }
        return o.x <= oldRest.x || o.x < newRest.x ? newRest : Point(x: o.x, y: 0)
    }

    /// Evidence: [M] the layout rules that differ were measured on iOS 14 and iOS 17; releases
    /// before 17 are taken to behave like 14, 17 and later like 17.
    static func layoutProfile(_ p: Profile) -> LayoutProfile { p < .ios17 ? .ios14 : .ios17 }

    init() {
        value = DevicePreset.standard.environment(landscape: false, keeping: nil)
        device = DevicePreset.standard.name
    }

    public func describe() -> [String] { EnvironmentResult(self).lines }

    public func json() -> JSONValue { EnvironmentResult(self).json }
}

enum LayoutGlobals {
    static let environmentType = LayoutEnvironmentHost.type.typeSpec

    static let layoutType = UICollectionViewCompositionalLayoutHost.type.typeSpec
}

/// UIKit's `UIEdgeInsets`: left and right rather than leading and trailing (the playground lays
/// out left to right, so left is leading).
public struct EdgeInsets: Hashable, Sendable, Encodable {
    public var top: Double, left: Double, bottom: Double, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    init(_ d: DirectionalEdgeInsets) { self.init(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing) }
}

public struct EdgeInsetsObject: ScriptObject, Hashable {
    public static let typeName = "UIEdgeInsets"
    public var value: EdgeInsets
    public func describe() -> [String] {
        [
            "UIEdgeInsets(top: \(Format.number(value.top)), left: \(Format.number(value.left)), bottom: \(Format.number(value.bottom)), right: \(Format.number(value.right)))"
        ]
    }
    public func json() -> JSONValue { JSONValueEncoder.encode(value) }
}
