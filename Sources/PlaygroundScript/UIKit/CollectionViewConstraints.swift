import PlaygroundCore
import SwiftSyntax

/// The edges of the collection view that Auto Layout pins to its view controller's view, its safe
/// area or its layout margins (`collectionView.topAnchor.constraint(equalTo:
/// view.safeAreaLayoutGuide.topAnchor)`): they decide the collection view's bounds, the container
/// a compositional layout's fractional dimensions are measured in, and which part of the safe area
/// it still overlaps. Evidence: [A] NSLayoutAnchor's `constraint(equalTo:constant:)` makes
/// `first = second + constant`; a view controller's root view fills the screen, its
/// `safeAreaLayoutGuide` is the screen inset by the safe area, its `layoutMarginsGuide` that inset
/// by the margins at the sides; a view's `safeAreaInsets` are the part of the safe area it overlaps.
public struct CollectionViewPins: Hashable, Sendable {
    public enum Guide: String, Hashable, Sendable { case view, safeArea, margins }
    public struct Pin: Hashable, Sendable {
        public var guide: Guide
        public var constant: Double
    }
    public var top: Pin?
    public var bottom: Pin?
    public var leading: Pin?
    public var trailing: Pin?

    public enum Edge: Hashable, Sendable { case top, bottom, leading, trailing }

    var isEmpty: Bool { top == nil && bottom == nil && leading == nil && trailing == nil }

    subscript(edge: Edge) -> Pin? {
        get {
            switch edge {
            case .top: top
            case .bottom: bottom
            case .leading: leading
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .bottom: bottom = newValue
            case .leading: leading = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// The collection view's frame on a screen of `size` with the safe area `safe` and side margins
    /// `margins`, and the part of the safe area it overlaps (its own safeAreaInsets).
    func frame(screen size: Size, safe: DirectionalEdgeInsets, margins: DirectionalEdgeInsets)
        -> (rect: Rect, safeArea: DirectionalEdgeInsets)
    {
        func inset(_ pin: Pin?, safe: Double, margin: Double) -> Double {
            switch pin?.guide {
            case .safeArea?: safe
            case .margins?: safe + margin
            default: 0
            }
        }
        let top = inset(top, safe: safe.top, margin: 0) + (top?.constant ?? 0)
        let bottom = size.height - inset(bottom, safe: safe.bottom, margin: 0) + (bottom?.constant ?? 0)
        let leading = inset(leading, safe: safe.leading, margin: margins.leading) + (leading?.constant ?? 0)
        let trailing =
            size.width - inset(trailing, safe: safe.trailing, margin: margins.trailing)
            + (trailing?.constant ?? 0)
        let overlap = DirectionalEdgeInsets(
            top: Swift.max(0, safe.top - top), leading: Swift.max(0, safe.leading - leading),
            bottom: Swift.max(0, bottom - (size.height - safe.bottom)),
            trailing: Swift.max(0, trailing - (size.width - safe.trailing)))
        return (Rect(x: leading, y: top, width: trailing - leading, height: bottom - top), overlap)
    }
}

extension EnvironmentObject {
    /// The device's screen in this orientation with the collection view's pinned edges applied: its
    /// bounds become the container, the safe area it overlaps its safe area. Nil when nothing is
    /// pinned, the environment is no device's, or the edges cross.
    func pinnedFrame() -> (rect: Rect, safeArea: DirectionalEdgeInsets)? {
        guard !pins.isEmpty, let (size, safe) = screen() else { return nil }
        let placed = pins.frame(screen: size, safe: safe, margins: value.layoutMargins)
        guard placed.rect.size.width > 0, placed.rect.size.height > 0 else { return nil }
        return placed
    }

    /// The screen of the controller on the device in this orientation, and its safe area: the device's, under
    /// the navigation bar when a navigation controller shows it (`NavigationBars.swift`): a translucent bar adds
    /// to the safe area, an opaque one puts the controller's view below it. Nil when the environment is no
    /// device's.
    func screen() -> (size: Size, safeArea: DirectionalEdgeInsets)? {
        guard let name = device, let preset = DevicePreset.named(name) else { return nil }
        var size = landscape ? Size(width: preset.size.height, height: preset.size.width) : preset.size
        var safe = landscape ? preset.landscapeSafeArea : preset.safeArea
        if let bar = navigationBar {
            let h = bar.height(isPad: preset.isPad, landscape: landscape)
            if bar.opaque {
                size.height -= safe.top + h
                safe.top = 0
            } else {
                safe.top += h
            }
        }
        return (size, safe)
    }

    /// Gives the environment the controller's screen (`screen()`) after the navigation bar over it changed, then
    /// the pinned edges; a collection view resting at its top stays there.
    mutating func applyScreen(scrollDirection: Axis) {
        guard let (size, safe) = screen() else { return }
        let old = value
        value.containerSize = size
        value.safeAreaInsets = safe
        value.contentOffset = Self.carriedOffset(from: old, to: value, scrollDirection: scrollDirection)
        applyPins(scrollDirection: scrollDirection)
    }

    /// Gives the environment the pinned collection view's size and safe area (after a device or a
    /// rotation too); a collection view resting at its top stays there.
    mutating func applyPins(scrollDirection: Axis) {
        guard let placed = pinnedFrame() else { return }
        let old = value
        value.containerSize = Size(width: placed.rect.size.width, height: placed.rect.size.height)
        value.safeAreaInsets = placed.safeArea
        value.contentOffset = Self.carriedOffset(from: old, to: value, scrollDirection: scrollDirection)
    }
}

extension UIKitSurface {
    static let edgeAnchors: [String: CollectionViewPins.Edge] = [
        "topAnchor": .top, "bottomAnchor": .bottom, "leadingAnchor": .leading, "leftAnchor": .leading,
        "trailingAnchor": .trailing, "rightAnchor": .trailing,
    ]

    /// An anchor as written, the way an unmodelled value names it (`self.collectionView.topAnchor` is
    /// `collectionView.topAnchor`).
    static func written(_ expr: ExprSyntax) -> String {
        let text = expr.trimmedDescription
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// The edge of `collectionView` an anchor names (`collectionView.topAnchor`), nil for another.
    static func collectionViewEdge(_ what: String) -> CollectionViewPins.Edge? {
        let parts = what.split(separator: ".")
        guard parts.count == 2, parts[0] == "collectionView" else { return nil }
        return edgeAnchors[String(parts[1])]
    }

    /// `collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)`, or
    /// the same written from the other side: the edge is pinned and the environment takes the collection
    /// view's new size (a note says it once per size). An edge pinned to another view, whose place the
    /// playground does not solve, is named in a note with the size the frames assume. False when the call is
    /// no such constraint (it stays inert).
    static func constrainEdge(
        _ what: String, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Bool {
        guard let first = args.first, first.label == "equalTo", args.count <= 2,
            args.count == 1 || args[1].label == "constant",
            collectionViewEdge(what) != nil || collectionViewEdge(Self.written(first.expr)) != nil
        else { return false }
        // From here the constraint is the collection view's: its arguments are evaluated once, here.
        let target = try e.evaluate(first.expr, in: scope)
        var other = target.unmodelled ?? Self.written(first.expr)
        // `view = UIView()` in the controller's `loadView()`: its view is that view, which UIKit sizes to the screen
        // as it sizes the view it makes itself, so `view.safeAreaLayoutGuide.topAnchor` is the same guide.
        let written = Self.written(first.expr)
        if other.hasPrefix("UIView."), written.hasPrefix("view."), scope?.lookup("view") == nil,
            let frame = e.selfStack.last, !frame.isStatic,
            UIKitSurface.inheritsViewController(frame.typeName, evaluator: e)
        {
            other = written
        }
        var constant = 0.0
        if args.count == 2 {
            let c = try e.evaluate(args[1].expr, in: scope)
            constant = try Operators.number(c, at: args[1].expr, evaluator: e)
        }
        // `first = second + constant`: written from the guide's side, the collection view's edge is the second.
        let (edge, guideAnchor, sign): (CollectionViewPins.Edge, String, Double)
        if let mine = collectionViewEdge(what) {
            (edge, guideAnchor, sign) = (mine, other, 1)
        } else if let mine = collectionViewEdge(other) {
            (edge, guideAnchor, sign) = (mine, what, -1)
        } else {
            return true
        }
        let anchorName = String(guideAnchor.split(separator: ".").last ?? "")
        let owner = guideAnchor.split(separator: ".").dropLast().joined(separator: ".")
        let guide: CollectionViewPins.Guide? =
            switch owner {
            case "view": .view
            case "view.safeAreaLayoutGuide": .safeArea
            case "view.layoutMarginsGuide": .margins
            default: nil
            }
        var env = e.session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()
        let sameEdge = edgeAnchors[anchorName] == edge
        let s = env.value.containerSize
        guard let guide, sameEdge, env.screen() != nil else {
            e.noteOnce(
                "collection view constrained to " + guideAnchor,
                "the collection view is constrained to '\(guideAnchor)', which the playground does not solve: the "
                    + "frames below assume the collection view is \(Format.number(s.width)) x \(Format.number(s.height))",
                help: "to see them at its size: environment.width = ...; environment.height = ...")
            return true
        }
        env.pins[edge] = CollectionViewPins.Pin(guide: guide, constant: sign * constant)
        env.applyPins(scrollDirection: e.session.scrollAxis)
        e.session.define("environment", env)
        e.mutated = true
        e.uikit.pinnedEdges = true
        return true
    }

    /// An Auto Layout library's call that constrains the collection or table view (SnapKit's
    /// `collectionView.snp.makeConstraints { ... }`, TinyConstraints' `collectionView.edgesToSuperview()`,
    /// PureLayout's `autoPinEdgesToSuperviewEdges()`): it decides the view's size, which the playground does not
    /// solve, so a note says the size the frames assume (it is not named as having no effect). False for any other.
    static func noteConstraintLibrary(_ what: String, _ name: String, evaluator e: Evaluator) -> Bool {
        let parts = what.split(separator: ".")
        guard var view = parts.first else { return false }
        if view == "UICollectionView" { view = "collectionView" } else if view == "UITableView" { view = "tableView" }
        guard view == "collectionView" || view == "tableView" else { return false }
        let snapKit = parts.count == 2 && parts[1] == "snp" && snapKitMethods.contains(name)
        let helper = parts.count == 1 && (constraintHelperMethods.contains(name) || name.hasPrefix("autoPin"))
        guard snapKit || helper else { return false }
        let kind = view == "collectionView" ? "collection view" : "table view"
        let s = (e.session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()).value.containerSize
        let call = (snapKit ? "snp." : "") + name
        e.noteOnce(
            "\(kind) constrained by \(call)",
            "the \(kind) is constrained with '\(call)' (an Auto Layout library's), which the playground does not "
                + "solve: the frames below assume the \(kind) is \(Format.number(s.width)) x \(Format.number(s.height))",
            help: "to see them at its size: environment.width = ...; environment.height = ...")
        return true
    }

    /// SnapKit's methods of `view.snp`.
    static let snapKitMethods: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]
    /// Auto Layout helpers of libraries called on the view itself (TinyConstraints, Stevia, Anchorage, and apps'
    /// own extensions of the same names are taken by their declarations first).
    static let constraintHelperMethods: Set<String> = [
        "edgesToSuperview", "edges", "edgesToSuperView", "fillSuperview", "pinEdgesToSuperview", "centerInSuperview",
        "horizontalToSuperview", "verticalToSuperview", "topToSuperview", "bottomToSuperview", "leadingToSuperview",
        "trailingToSuperview", "leftToSuperview", "rightToSuperview", "topToBottom", "bottomToTop", "widthToSuperview",
        "heightToSuperview", "fillContainer", "followEdges",
    ]

    /// At the end of a statement that pinned edges of the collection view: a note gives the size they
    /// make, once per size (not when it is the device's).
    static func notePinnedSize(evaluator e: Evaluator) {
        guard e.uikit.pinnedEdges else { return }
        e.uikit.pinnedEdges = false
        guard let env = e.session.object("environment", as: EnvironmentObject.self), let placed = env.pinnedFrame(),
            let screen = env.screen()?.size
        else { return }
        let size = env.value.containerSize
        guard size != screen else { return }
        e.noteOnce(
            "collection view pinned \(size.width) \(size.height)",
            "Auto Layout places the collection view at (\(Format.number(placed.rect.origin.x)), "
                + "\(Format.number(placed.rect.origin.y))) on the \(Format.number(screen.width)) x "
                + "\(Format.number(screen.height)) screen: it is \(Format.number(size.width)) x "
                + "\(Format.number(size.height)), the size the frames below are laid out at", help: nil)
    }
}
