import PlaygroundCore
import SwiftSyntax

/// The built-in `environment`: the container the layout resolves in (the device's screen, its
/// safe area and margins, the scroll position) and which UIKit release the playground imitates.
/// One object the session keeps; setting a property changes it for every later command, and what
/// follows the environment (section providers, handlers) runs again, as UIKit calls them again
/// when the container changes.
enum LayoutEnvironmentHost {
    static let type = HostType(
        swiftName: "NSCollectionLayoutEnvironment", shortName: "LayoutEnvironment", what: "the environment",
        summary: "the container the layout resolves in (the built-in 'environment')",
        isReference: true,
        properties: [
            property(
                "containerSize", type: "CGSize", usage: "environment.containerSize = (width: w, height: h)",
                "the collection view's bounds size", example: "environment.containerSize = (width: 400, height: 800)",
                get: { env, e in
                    let size = env.value.containerSize
                    return e.store(TextValue(lines: ["\(Format.number(size.width)) x \(Format.number(size.height))"]))
                },
                set: { env, call in
                    env.value.containerSize = try call.size(nil, "containerSize")
                    env.device = nil
                }),
            property(
                "width", type: "CGFloat", usage: "environment.width = w", "the container width",
                example: "environment.width = 1024", get: { env, _ in .double(env.value.containerSize.width) },
                set: { env, call in
                    env.value.containerSize.width = try call.length(nil, "width")
                    env.device = nil
                }),
            property(
                "height", type: "CGFloat", usage: "environment.height = h", "the container height",
                example: "environment.height = 600", get: { env, _ in .double(env.value.containerSize.height) },
                set: { env, call in
                    env.value.containerSize.height = try call.length(nil, "height")
                    env.device = nil
                }),
            property(
                "safeAreaInsets", type: "UIEdgeInsets",
                usage: "environment.safeAreaInsets = UIEdgeInsets(top:left:bottom:right:)",
                "the safe area, as UIKit's UIEdgeInsets (.init(top:leading:bottom:trailing:) works too); the content offset follows it as UIKit's does",
                example: "environment.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)",
                get: { env, _ in UICollectionViewFlowLayoutSurface.insetsValue(env.value.safeAreaInsets) },
                set: { env, call in
                    let old = env.value
                    env.value.safeAreaInsets = try call.insets(nil, "safeAreaInsets")
                    env.value.contentOffset = EnvironmentObject.carriedOffset(
                        from: old, to: env.value, scrollDirection: call.evaluator.session.scrollAxis)
                }),
            property(
                "adjustedContentInset", type: "UIEdgeInsets", usage: "environment.adjustedContentInset",
                "the collection view's adjustedContentInset (read-only): its contentInset plus the safe area its contentInsetAdjustmentBehavior adds (.automatic: on the scrolling axis; .never: none)",
                example: "environment.adjustedContentInset",
                get: { env, e in
                    let axis =
                        e.session.object("layout", as: LayoutDefinition.self)?.configuration.scrollDirection
                        ?? .vertical
                    let i = EnvironmentObject.adjustedContentInset(env.value, scrollDirection: axis)
                    return UICollectionViewFlowLayoutSurface.insetsValue(
                        DirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right))
                }),
            property(
                "layoutMargins", type: "NSDirectionalEdgeInsets", usage: "environment.layoutMargins = .init(...)",
                "the layout margins (contentInsetsReference .layoutMargins)",
                example: "environment.layoutMargins = .init(top: 0, leading: 20, bottom: 0, trailing: 20)",
                get: { env, e in e.store(InsetsObject(value: env.value.layoutMargins)) },
                set: { env, call in env.value.layoutMargins = try call.insets(nil, "layoutMargins") }),
            property(
                "readableContentWidth", type: "CGFloat?", usage: "environment.readableContentWidth = w | nil",
                "the readable content guide's width", example: "environment.readableContentWidth = 672",
                get: { env, _ in env.value.readableContentWidth.map { .double($0) } ?? .none },
                set: { env, call in
                    if call.value(nil)?.value.isNone == true {
                        env.value.readableContentWidth = nil
                    } else {
                        env.value.readableContentWidth = try call.length(nil, "readableContentWidth")
                    }
                }),
            property(
                "displayScale", type: "CGFloat", usage: "environment.displayScale = 1 | 2 | 3",
                "points to pixels (for pixel snapping)", example: "environment.displayScale = 2",
                get: { env, _ in .double(env.value.displayScale) },
                set: { env, call in
                    let v = try call.number(nil, "displayScale")
                    guard v >= 1, v <= 4 else {
                        throw call.evaluator.error(
                            "displayScale must be between 1 and 4, found \(Format.number(v))",
                            at: try call.argument(nil).node)
                    }
                    env.value.displayScale = v
                }),
            property(
                "contentOffset", type: "CGPoint", usage: "environment.contentOffset = (x: 0, y: v)",
                "the scroll position, as UIKit's contentOffset: at rest it is minus the safe area's top (see 'scroll to: top')",
                example: "environment.contentOffset = (x: 0, y: 300)",
                get: { env, e in
                    let o = env.value.contentOffset
                    return e.store(TextValue(lines: ["(x: \(Format.number(o.x)), y: \(Format.number(o.y)))"]))
                },
                set: { env, call in
                    let p = try call.point(nil, "contentOffset")
                    for (axis, v) in [("x", p.x), ("y", p.y)] where Swift.abs(v) > LayoutLimits.maxLength {
                        throw call.evaluator.error(
                            "\(axis) \(Format.number(v)) is beyond the limit of \(Format.number(LayoutLimits.maxLength)) points",
                            at: try call.argument(nil).node, help: "see 'help limits'")
                    }
                    env.value.contentOffset = p
                }),
            property(
                "profile", type: "Profile",
                usage: "environment.profile = .ios13 | .ios14 | .ios15 | .ios16 | .ios17 | .ios18",
                "which UIKit release to imitate where releases differ (layout spacing, apply without animation, reconfigure, "
                    + "snapshot reasons for repeated and existing identifiers)",
                example: "environment.profile = .ios14",
                get: { env, e in e.store(TextValue(lines: [".\(env.profile)"])) },
                set: { env, call in
                    env.profile = try call.enumCase(
                        nil, "profile",
                        [
                            "ios13": Profile.ios13, "ios14": .ios14, "ios15": .ios15, "ios16": .ios16,
                            "ios17": .ios17, "ios18": .ios18,
                        ])
                }),
            property(
                "quirks", type: "Bool", usage: "environment.quirks = true | false",
                "reproduce behaviours only community reports attest (true), or follow Apple's documented arithmetic (false, default)",
                example: "environment.quirks = true", get: { env, _ in .bool(env.value.quirks) },
                set: { env, call in env.value.quirks = try call.bool(nil, "quirks") }),
            property(
                "pixelSnapping", type: "Bool", usage: "environment.pixelSnapping = true | false",
                "frames as the device reports them, on the display's pixel grid: origin and size each to the nearest pixel, a half pixel down (default true; false: the exact layout arithmetic)",
                example: "environment.pixelSnapping = false", get: { env, _ in .bool(env.value.pixelSnapping) },
                set: { env, call in env.value.pixelSnapping = try call.bool(nil, "pixelSnapping") }),
        ],
        objectType: EnvironmentObject.self,
        mismatch: { what, found in "\(what) must be the environment, found '\(found)'" })

    /// A property of the environment: read as a Swift value, and (with `set`) written.
    private static func property(
        _ name: String, type: String, usage: String, _ summary: String, example: String,
        get: @escaping @Sendable (EnvironmentObject, Evaluator) -> Value,
        set: (@Sendable (inout EnvironmentObject, inout HostCall) throws -> Void)? = nil
    ) -> HostProperty {
        var p = HostProperty.of(
            EnvironmentObject.self, name, type: type, usage: usage, summary, example: example,
            get: { _ in NilValue() }, set: set)
        p.read = { object, e in (object as? EnvironmentObject).map { get($0, e) } ?? .none }
        return p
    }
}

extension HostCall {
    /// A size: `CGSize(width:height:)` or a tuple `(width: 390, height: 844)`, each side ≥ 0.
    func size(_ label: String?, _ what: String) throws -> Size {
        let a = try argument(label)
        var parts: [(label: String?, value: Value)] = []
        switch a.value {
        case .structValue(let s) where s.typeName == "CGSize":
            parts = [("width", s.field("width") ?? .double(0)), ("height", s.field("height") ?? .double(0))]
        case .tuple(let elements) where elements.count == 2:
            parts = elements.map { ($0.label, $0.value) }
        case .inert(let unknown):
            throw evaluator.inertValueError(unknown, at: a.node)
        default:
            throw evaluator.error(
                "\(what) must be a size like (width: 390, height: 844), found '\(a.node.trimmedDescription)'",
                at: a.node)
        }
        var sides: [Double] = []
        for side in ["width", "height"] {
            guard let i = parts.firstIndex(where: { $0.label == side }) ?? parts.firstIndex(where: { $0.label == nil })
            else {
                throw evaluator.error("missing '\(side)' in '\(what)'", at: a.node)
            }
            let part = parts.remove(at: i)
            // A number written in a tuple is pointed at where it is written.
            let written =
                a.node.as(TupleExprSyntax.self)?.elements.first { $0.label?.text == side }.map { Syntax($0.expression) }
                ?? a.node
            let v = try Self.number(Argument(label: side, value: part.value, node: written), side, evaluator: evaluator)
            guard v >= 0 else {
                throw evaluator.error("\(side) must not be negative, found \(Format.number(v))", at: written)
            }
            sides.append(v)
        }
        return Size(width: sides[0], height: sides[1])
    }

    /// Insets (`UIEdgeInsets`, `NSDirectionalEdgeInsets` or `.zero`; left is leading), none negative
    /// and none beyond the length limit.
    func insets(_ label: String?, _ what: String) throws -> DirectionalEdgeInsets {
        let a = try argument(label)
        let i = try UICollectionViewFlowLayoutSurface.insets(a.value, what, evaluator: evaluator, at: a.node)
        guard i.top >= 0, i.leading >= 0, i.bottom >= 0, i.trailing >= 0 else {
            throw evaluator.error("\(what) must not be negative", at: a.node)
        }
        guard Swift.max(i.top, i.leading, i.bottom, i.trailing) <= LayoutLimits.maxLength else {
            throw evaluator.error(
                "\(what) is beyond the limit of \(Format.number(LayoutLimits.maxLength)) points", at: a.node,
                help: "see 'help limits'")
        }
        return i
    }
}
