import PlaygroundCore
import SwiftSyntax

/// The navigation bar of the navigation controller that shows the controller on screen: it is part of the
/// controller's safe area. A controller pushed on (or made the root of) a `UINavigationController` loads its view
/// under the bar, so its root view's `safeAreaInsets.top` is the status bar's and the bar's together (103 on an
/// iPhone 15), a collection view pinned to `safeAreaLayoutGuide.topAnchor` starts below it, and a list rests at
/// `contentOffset.y` -103. The bar's state is the navigation controller's: `isNavigationBarHidden` (and
/// `setNavigationBarHidden(_:animated:)`, `navigationBar.isHidden`) removes it, `navigationBar.prefersLargeTitles`
/// makes it the large-title bar at rest, and an opaque bar (`navigationBar.isTranslucent = false`) puts the
/// controller's view below it instead (`edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars` keep their
/// defaults).
///
/// Evidence: [A] UIView.safeAreaInsets: a view controller's root view's safe area "reflects the portion of the view
/// covered by navigation bars, tab bars, toolbars, and other ancestors"; UIViewController.edgesForExtendedLayout
/// (`.all`) and extendedLayoutIncludesOpaqueBars (false): an opaque bar's controller starts below it. [C] The bar's
/// height: 44 points on an iPhone in portrait, 96 at rest with large titles, 32 in landscape (compact height, where
/// large titles are not shown), 50 on an iPad.
public struct NavigationBar: Hashable, Sendable {
    /// The navigation controller on the heap whose bar this is.
    public var controller: Int
    public var largeTitles = false
    public var opaque = false

    /// The bar's height on a device in an orientation.
    func height(isPad: Bool, landscape: Bool) -> Double {
        if isPad { return largeTitles ? 102 : 50 }
        if landscape { return 32 }
        return largeTitles ? 96 : 44
    }
}

enum NavigationBars {
    /// The controller `id` loads its view: when a navigation controller shows it, that controller's bar is the
    /// one on screen from now on. (A controller that loads with no navigation controller leaves the bar as it
    /// is: a child controller of the one on screen, embedded with `addChild`, is under the same bar.)
    static func controllerLoads(_ id: Int, evaluator e: Evaluator) {
        let navigation: Int
        if case .object(let nav)? = e.session.swift.heap[id]?.fields["navigationController"] {
            navigation = nav
        } else if case .array? = e.session.swift.heap[id]?.fields["viewControllers"] {
            navigation = id
        } else {
            return
        }
        refresh(navigation, evaluator: e)
    }

    /// The bar of navigation controller `nav` as its state now says (none while it is hidden), applied to the
    /// screen.
    static func refresh(_ nav: Int, evaluator e: Evaluator) {
        guard var env = e.session.object("environment", as: EnvironmentObject.self) else { return }
        var bar: NavigationBar?
        if let fields = e.session.swift.heap[nav]?.fields, fields["isNavigationBarHidden"]?.isTrue != true {
            var b = NavigationBar(controller: nav)
            var hidden = false
            if case .object(let barID)? = fields["navigationBar"], let barFields = e.session.swift.heap[barID]?.fields {
                hidden = barFields["isHidden"]?.isTrue == true
                b.largeTitles = barFields["prefersLargeTitles"]?.isTrue == true && showsLargeTitle(nav, evaluator: e)
                b.opaque = barFields["isTranslucent"]?.isFalse == true
            }
            if !hidden { bar = b }
        }
        apply(bar, to: &env, evaluator: e)
    }

    private static func apply(_ bar: NavigationBar?, to env: inout EnvironmentObject, evaluator e: Evaluator) {
        guard env.navigationBar != bar else { return }
        env.navigationBar = bar
        env.applyScreen(scrollDirection: e.session.scrollAxis)
        e.session.define("environment", env)
        e.mutated = true
    }

    static let itemType = "UINavigationItem"
    static let displayModes: Set<String> = ["automatic", "always", "never"]

    /// A controller's `navigationItem`: an object that keeps its `largeTitleDisplayMode` (its other members, a
    /// title, bar button items, a search controller, are inert).
    static func navigationItem(of vc: Int, evaluator e: Evaluator) -> Value {
        if let made = e.session.swift.heap[vc]?.fields["navigationItem"] { return made }
        let item = e.newInstance(typeName: itemType, fields: ["viewController": .object(vc)])
        e.session.swift.heap[vc]?.fields["navigationItem"] = item
        return item
    }

    /// `navigationItem.largeTitleDisplayMode`: `.automatic` until the program sets it.
    static func largeTitleDisplayMode(of item: Int, evaluator e: Evaluator) -> Value {
        .enumValue(
            EnumValue(
                typeName: "UINavigationItem.LargeTitleDisplayMode",
                caseName: displayMode(item, evaluator: e) ?? "automatic", payload: []))
    }

    private static func displayMode(_ item: Int, evaluator e: Evaluator) -> String? {
        guard case .enumValue(let mode)? = e.session.swift.heap[item]?.fields["largeTitleDisplayMode"] else {
            return nil
        }
        return mode.caseName
    }

    /// Whether the top controller of navigation controller `nav` shows a large title when the bar prefers them:
    /// its item's `largeTitleDisplayMode`, `.automatic` taking that of the controller below it (the root's is
    /// large). Evidence: [A] UINavigationItem.LargeTitleDisplayMode: `.automatic` "inherit[s] the large-title
    /// setting from the previous navigation item in the navigation stack", `.always`, `.never`.
    static func showsLargeTitle(_ nav: Int, evaluator e: Evaluator) -> Bool {
        guard case .array(let stack)? = e.session.swift.heap[nav]?.fields["viewControllers"] else { return true }
        for case .object(let vc) in stack.reversed() {
            guard case .object(let item)? = e.session.swift.heap[vc]?.fields["navigationItem"],
                let mode = displayMode(item, evaluator: e), mode != "automatic"
            else { continue }
            return mode == "always"
        }
        return true
    }

    /// The navigation controller's `navigationBar`: an object that keeps what the program sets on it.
    static func navigationBar(of nav: Int, evaluator e: Evaluator) -> Value {
        if let made = e.session.swift.heap[nav]?.fields["navigationBar"] { return made }
        let bar = e.newInstance(typeName: "UINavigationBar", fields: ["navigationController": .object(nav)])
        e.session.swift.heap[nav]?.fields["navigationBar"] = bar
        return bar
    }

    /// `prefersLargeTitles`, `isTranslucent` and `isHidden` of a navigation bar, `isNavigationBarHidden` of a
    /// navigation controller: kept, and the bar on screen follows. False for another name or object.
    static func set(_ name: String, of id: Int, typeName: String, to value: Value, evaluator e: Evaluator) -> Bool {
        if name == "largeTitleDisplayMode", typeName == itemType {
            guard case .enumValue(let mode) = value, displayModes.contains(mode.caseName) else { return false }
            e.session.swift.heap[id]?.fields[name] = value
            e.mutated = true
            if case .object(let vc)? = e.session.swift.heap[id]?.fields["viewController"],
                case .object(let nav)? = e.session.swift.heap[vc]?.fields["navigationController"]
            {
                refreshIfShown(nav, evaluator: e)
            }
            return true
        }
        guard case .bool = value else { return false }
        let nav: Int
        switch name {
        case "prefersLargeTitles", "isTranslucent", "isHidden":
            guard typeName == "UINavigationBar",
                case .object(let owner)? = e.session.swift.heap[id]?.fields["navigationController"]
            else { return false }
            nav = owner
        case "isNavigationBarHidden":
            guard UIKitSurface.inherits(typeName, from: "UINavigationController", evaluator: e) else { return false }
            nav = id
        default:
            return false
        }
        e.session.swift.heap[id]?.fields[name] = value
        refreshIfShown(nav, evaluator: e)
        return true
    }

    /// `setNavigationBarHidden(true, animated: false)`: as `isNavigationBarHidden` (the animation is inert).
    static func setHidden(_ nav: Int, args: [CallArgument], evaluator e: Evaluator, in scope: Scope?) throws -> Value? {
        guard let first = args.first, first.label == nil, case .bool(let hidden) = try e.evaluate(first.expr, in: scope)
        else { return nil }
        for a in args.dropFirst() { _ = try e.evaluate(a.expr, in: scope) }
        e.session.swift.heap[nav]?.fields["isNavigationBarHidden"] = .bool(hidden)
        refreshIfShown(nav, evaluator: e)
        return .void
    }

    /// The stack of navigation controller `nav` changed: when its bar is on screen, it takes the new top's mode.
    static func stackChanged(_ nav: Int, evaluator e: Evaluator) {
        refreshIfShown(nav, evaluator: e)
    }

    /// The bar on screen follows a change of navigation controller `nav`'s, when it is that one.
    private static func refreshIfShown(_ nav: Int, evaluator e: Evaluator) {
        guard let env = e.session.object("environment", as: EnvironmentObject.self),
            env.navigationBar?.controller == nav || env.navigationBar == nil && shows(nav, evaluator: e)
        else { return }
        refresh(nav, evaluator: e)
    }

    /// Whether the navigation controller's top controller has loaded its view (it is what the screen shows).
    private static func shows(_ nav: Int, evaluator e: Evaluator) -> Bool {
        guard case .object(let top) = UIKitSurface.topViewController(of: nav, evaluator: e) else { return false }
        return e.session.swift.heap[top]?.uikit.isViewLoaded == true
    }
}

extension Value {
    fileprivate var isTrue: Bool { if case .bool(true) = self { true } else { false } }
    fileprivate var isFalse: Bool { if case .bool(false) = self { true } else { false } }
}
