import SwiftSyntax

/// The frame of a view of the program's own class (`final class Footer: UIView`): the one it is made with
/// (`super.init(frame:)` in its initializer, UIKit's `init(frame:)` or `init()` it inherits, `.zero` for the
/// latter), then what its code sets (`frame`, `bounds`, `frame.size.height`), kept as the object's fields and
/// read back. UIKit reads it where it matters to the layout: a table view's `tableHeaderView` and
/// `tableFooterView` are as tall as their frame when assigned (`UITableView.swift`). A view made by a
/// storyboard or nib (`init?(coder:)`) has no frame the playground knows, and reading it stays unmodelled.
/// The collection and table views' own frames are the device's (their files).
enum ViewFrames {
    /// UIKit's plain views that `X()` or `X(frame:)` makes as objects that keep their frame (cells and controls
    /// stay as they were: what their content does is not modelled).
    static let madeInCode: Set<String> = ["UIView", "UIScrollView", "UIStackView", "UIImageView", "UILabel"]

    /// UIKit's methods that size or lay out the view by its content or constraints (`sizeToFit()`, Auto Layout's
    /// `layoutIfNeeded()`): the frame they leave is not known, so it is forgotten rather than read stale.
    static func changesFrame(_ method: String) -> Bool {
        ["sizeToFit", "layoutIfNeeded", "layoutSubviews"].contains(method)
    }

    /// The view's frame is no longer known (Auto Layout or its content sizes it): reading it is unmodelled again.
    static func forget(_ id: Int, evaluator e: Evaluator) {
        guard e.session.swift.heap[id]?.fields["frame"] != nil else { return }
        e.session.swift.heap[id]?.fields["frame"] = nil
        e.session.swift.heap[id]?.fields[boundsOrigin] = nil
        e.mutated = true
    }

    /// A view subclass whose frame is kept here (not a collection or table view).
    static func isFramed(_ typeName: String, session: Session) -> Bool {
        UIKitSurface.isView(typeName, session: session)
            && !UICollectionViewSurface.isCollectionView(typeName, session: session)
            && !UITableViewSurface.isTableView(typeName, session: session)
    }

    /// `super.init(frame: CGRect(...))`, or UIKit's `init(frame:)` or `init()` the class inherits: the view's
    /// frame and bounds. Nil for another of UIKit's initializers (`init(coder:)`, `UIButton(type:)`), which the
    /// caller treats as before.
    static func superInit(
        of id: Int, args: [CallArgument], evaluator e: Evaluator, in scope: Scope?
    ) throws -> Value? {
        let frame: CGGeometry.Rect
        switch args.map(\.label) {
        case []:
            frame = CGGeometry.Rect(x: 0, y: 0, width: 0, height: 0)
        case ["frame"]:
            let v = try e.evaluate(args[0].expr, in: scope, hint: UITableViewSurface.cgRectType)
            guard let r = rect(v) else {
                // A rectangle the playground does not know (`view.bounds` of a view it does not model): so is
                // the frame.
                if isUnknown(v) { return .void }
                throw e.error("init(frame:) takes a CGRect, found \(e.typeName(of: v))", at: args[0].expr)
            }
            frame = r
        default:
            return nil
        }
        e.session.swift.heap[id]?.fields["frame"] = CGGeometry.value(frame)
        e.mutated = true
        return .void
    }

    /// Where a framed view's bounds start, when its code set a bounds whose origin is not zero. (A name no
    /// property of the program's can have.)
    static let boundsOrigin = "bounds origin"

    /// `bounds`: the frame's size at the origin the code set (zero unless it set one). Nil when the frame is
    /// not known.
    static func bounds(of id: Int, evaluator e: Evaluator) -> Value? {
        guard let fields = e.session.swift.heap[id]?.fields, let frame = fields["frame"].flatMap(CGGeometry.rect(of:))
        else { return nil }
        let origin = fields[boundsOrigin].flatMap(CGGeometry.rect(of:))
        return Builtins.rect(x: origin?.x ?? 0, y: origin?.y ?? 0, width: frame.width, height: frame.height)
    }

    /// The properties whose setting `set` looks at.
    static func sets(_ name: String) -> Bool {
        name == "frame" || name == "bounds" || name == "translatesAutoresizingMaskIntoConstraints"
    }

    /// `frame = r` or `bounds = r` on a framed view: both are kept, as UIKit keeps them in step (a new bounds
    /// size keeps the frame's centre). False for another name. A value that is no rectangle is an error.
    static func set(
        _ name: String, of id: Int, to value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws -> Bool {
        // Auto Layout sizes a view that leaves its autoresizing mask out of it, at a layout pass the playground
        // does not run for it: its frame is forgotten. (The property itself stays inert, for the caller.)
        if name == "translatesAutoresizingMaskIntoConstraints", case .bool(false) = value {
            forget(id, evaluator: e)
            return false
        }
        guard name == "frame" || name == "bounds" else { return false }
        guard let r = rect(value) else {
            if isUnknown(value) {
                forget(id, evaluator: e)
                return false
            }
            throw e.error("\(name) is a CGRect, found \(e.typeName(of: value))", at: node)
        }
        if name == "frame" {
            e.session.swift.heap[id]?.fields["frame"] = CGGeometry.value(r)
        } else {
            // Evidence: [A] UIView.bounds: "changing the size portion of the bounds rectangle grows or shrinks
            // the view relative to its center point". (A view whose frame is not known gets this size at the
            // origin.)
            let old = e.session.swift.heap[id]?.fields["frame"].flatMap(CGGeometry.rect(of:))
            let centre =
                old.map { (x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) } ?? (x: r.width / 2, y: r.height / 2)
            e.session.swift.heap[id]?.fields["frame"] = Builtins.rect(
                x: centre.x - r.width / 2, y: centre.y - r.height / 2, width: r.width, height: r.height)
            e.session.swift.heap[id]?.fields[boundsOrigin] =
                r.x == 0 && r.y == 0 ? nil : Builtins.rect(x: r.x, y: r.y, width: 0, height: 0)
        }
        e.mutated = true
        return true
    }

    /// The view's frame height, when the playground knows its frame.
    static func height(of id: Int, evaluator e: Evaluator) -> Double? {
        e.session.swift.heap[id]?.fields["frame"].flatMap(CGGeometry.rect(of:))?.height
    }

    /// A value the playground does not model (`view.bounds` of an unmodelled view, `CGRect.null`, `.null`).
    private static func isUnknown(_ v: Value) -> Bool {
        switch v {
        case .inert, .uikit, .uikitValue, .uikitPath: true
        case .enumValue(let c): c.typeName.isEmpty || c.typeName == "CGRect"
        default: false
        }
    }

    /// A `CGRect`, `.zero` included.
    private static func rect(_ v: Value) -> CGGeometry.Rect? {
        if case .enumValue(let c) = v, c.caseName == "zero" { return CGGeometry.Rect(x: 0, y: 0, width: 0, height: 0) }
        return CGGeometry.rect(of: v)
    }
}
