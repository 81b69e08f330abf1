import PlaygroundCore
import SwiftSyntax

/// UICollectionView: the view that shows the layout, UIKit's own or a subclass the program declares.
/// Its instances are objects of the program's heap, so it is not a `HostType` with a table of members;
/// its members are here, each read (`member`), set (`set`) or called (`call`) by name. A member is a
/// case of one of them, its Swift type in `propertyTypes` when an assignment needs one for `.init(...)`,
/// and its name in `members` (TAB and help).
enum UICollectionViewSurface {
    /// Whether objects of `typeName` are collection views: UIKit's own, or a subclass of it.
    static func isCollectionView(_ typeName: String, session: Session) -> Bool {
        typeName == "UICollectionView" || UIKitSurface.uikitBase(typeName, session: session) == "UICollectionView"
    }

    /// What a collection view subclass's own code sets that UIKit owns: assigning them does what
    /// UIKit does (installs the layout, adopts the data source, scrolls), not only store a value.
    static let memberSet = Set(members)

    static let settable: Set<String> = ["collectionViewLayout", "dataSource", "contentOffset"]

    /// What TAB offers after a collection view (`vc.collectionView.`): the members the playground models.
    static let members: [String] =
        [
            "frame", "bounds", "contentSize", "contentOffset", "adjustedContentInset", "safeAreaInsets",
            "contentInset", "contentInsetAdjustmentBehavior", "collectionViewLayout",
            "dataSource", "setCollectionViewLayout", "setContentOffset", "layoutIfNeeded", "setNeedsLayout",
            "performBatchUpdates",
            "reloadData",
        ] + CollectionViewUpdates.itemMethods.sorted() + CollectionViewUpdates.sectionMethods.sorted()

    /// The Swift types of the properties an assignment gives a context to (`.init(top:left:bottom:right:)`
    /// is a UIEdgeInsets for `contentInset`), in a subclass too.
    static let propertyTypes: [String: String] = ["contentInset": "UIEdgeInsets", "contentOffset": "CGPoint"]

    static func propertyType(_ name: String, typeName: String, session: Session) -> TypeSyntax? {
        guard let t = propertyTypes[name], isCollectionView(typeName, session: session) else { return nil }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(t)))
    }

    /// Reads `name` of collection view `id` (nil: not a member, for the caller's next lookup).
    static func member(
        _ name: String, of id: Int, typeName: String, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws -> Value? {
        switch name {
        case "frame", "bounds": return UIKitSurface.containerRect(e)
        case "contentSize":
            try UIKitSurface.materializeProvider(evaluator: e)
            try UICollectionViewFlowLayoutSurface.materialize(evaluator: e)
            if let before = e.uikit.sessionBeforeAnimatedApply {
                let stale = UIKitSurface.currentContentSize(of: before)
                let remark = Remark(
                    .note,
                    "contentSize is read right after an animated apply: UIKit has not laid out the new data yet, so it is still the previous size",
                    help: "read it in apply's completion handler, or apply with animatingDifferences: false")
                e.outputs.append(
                    .diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
                return stale
            }
            guard let resolved = try? LayoutQueries.resolve(e.session) else {
                throw e.error("the collection view has no layout for its data yet, so no content size", at: node)
            }
            e.session.work.layout += resolved.layout.work.total + resolved.ruleWork
            e.session.layoutCache = resolved.cache
            return Builtins.size(resolved.layout.contentSize.width, resolved.layout.contentSize.height)
        case "contentInset", "contentInsetAdjustmentBehavior":
            let env = e.session.object("environment", as: EnvironmentObject.self)?.value
            if name == "contentInset" {
                return UICollectionViewFlowLayoutSurface.insetsValue(env?.contentInset ?? .zero)
            }
            let behavior = env?.contentInsetAdjustmentBehavior ?? .automatic
            return .enumValue(EnumValue(typeName: "", caseName: behavior.rawValue, payload: []))
        case "contentOffset", "adjustedContentInset", "safeAreaInsets":
            // The environment's: the scroll position and the insets UIKit derives from the safe area.
            let env =
                e.session.object("environment", as: EnvironmentObject.self)?.value
                ?? LayoutEnvironment(containerSize: .zero)
            if name == "contentOffset" {
                return Builtins.point(.double(env.contentOffset.x), .double(env.contentOffset.y))
            }
            let axis =
                e.session.object("layout", as: LayoutDefinition.self)?.configuration.scrollDirection ?? .vertical
            let i =
                name == "safeAreaInsets"
                ? EdgeInsets(env.safeAreaInsets)
                : EnvironmentObject.adjustedContentInset(env, scrollDirection: axis)
            return UICollectionViewFlowLayoutSurface.insetsValue(
                DirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right))
        default:
            if typeName == "UICollectionView" { return .inert("collectionView." + name) }
            return UIKitSurface.unmodelledInherited(name, typeName: typeName, evaluator: e).map { .inert($0) }
        }
    }

    /// Sets `name` of collection view `id`: what UIKit does for it, or inert with a note.
    static func set(
        _ name: String, of id: Int, to value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws {
        if name == "collectionViewLayout" {
            try UIKitSurface.host(value, evaluator: e, at: node)
            e.session.swift.heap[id]?.fields[name] = value
        } else if name == "dataSource" {
            CollectionViewUpdates.setDataSource(value, of: id, evaluator: e)
        } else if name == "contentOffset" {
            try UIKitSurface.scroll(to: value, evaluator: e, at: node)
        } else if name == "contentInset" || name == "contentInsetAdjustmentBehavior" {
            try setContentInset(name, to: value, evaluator: e, at: node)
        } else if name == "frame" || name == "bounds" {
            UIKitSurface.noteAssumedFrame(value, evaluator: e)
        } else if name == "delegate" {
            // A flow layout asks it for sizes (UICollectionViewDelegateFlowLayout), also one the code assigns
            // later in place of a nib's; with a compositional layout it is inert.
            e.session.swift.heap[id]?.fields[name] = value
            if e.session.swift.flowLayout == nil, e.session.swift.unmodelledLayout == nil {
                e.noteInert("collectionView." + name, at: node)
            }
        } else {
            // Inert, and kept so that reading it back gives what the program assigned (`isScrollEnabled = false`).
            e.noteInert("collectionView." + name, at: node)
            e.session.swift.heap[id]?.fields[name] = value
        }
    }

    /// Calls `name(...)` on collection view `id` (nil: not a member, for the caller's next lookup).
    static func call(
        _ name: String, on id: Int, typeName: String, args: [CallArgument], call: FunctionCallExprSyntax,
        evaluator e: Evaluator, at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value? {
        if let result = try CollectionViewUpdates.call(name, on: id, args: args, evaluator: e, at: node, in: scope) {
            return result
        }
        switch name {
        case "setCollectionViewLayout":
            guard let first = args.first else { return .void }
            let layout = try e.evaluate(first.expr, in: scope)
            try UIKitSurface.host(layout, evaluator: e, at: first.expr)
            e.session.swift.heap[id]?.fields["collectionViewLayout"] = layout
            return .void
        case "layoutIfNeeded", "reloadData", "setNeedsLayout":
            return .void
        case "setContentOffset":
            // setContentOffset(_:animated:): where it ends is the same either way.
            guard args.count == 2, args[0].label == nil, args[1].label == "animated" else {
                throw e.error(
                    "setContentOffset takes a point and 'animated:', as setContentOffset(CGPoint(x: 0, y: 300), animated: true)",
                    at: node)
            }
            let point = try e.evaluate(args[0].expr, in: scope, hint: UIKitSurface.cgPointType)
            _ = try e.evaluate(args[1].expr, in: scope)
            try UIKitSurface.scroll(to: point, evaluator: e, at: args[0].expr, argument: true)
            return .void
        default:
            let what =
                typeName == "UICollectionView"
                ? "collectionView." + name : UIKitSurface.unmodelledInherited(name, typeName: typeName, evaluator: e)
            guard let what else { return nil }
            try UIKitSurface.evaluateInertArguments(args, evaluator: e, in: scope)
            e.noteInert(what, at: node)
            return .inert(what + "()")
        }
    }

    /// `collectionView.contentInset = UIEdgeInsets(...)` and `collectionView.contentInsetAdjustmentBehavior = .never`:
    /// the environment keeps them, and its adjusted content inset (`adjustedContentInset`) follows: where the
    /// collection view rests at its top, which pinned headers and footers stay inside, what `visible` shows. Frames
    /// and the content size do not include them (UIKit's layout does not). A collection view resting at its top
    /// moves to the new top, as when the safe area changes (`EnvironmentObject.carriedOffset`).
    static func setContentInset(_ name: String, to value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol)
        throws
    {
        let old = e.session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()
        var env = old
        if name == "contentInset" {
            let i = try UICollectionViewFlowLayoutSurface.insets(value, name, evaluator: e, at: node)
            for v in [i.top, i.leading, i.bottom, i.trailing] where !v.isFinite || Swift.abs(v) > LayoutLimits.maxLength
            {
                throw e.error(
                    "contentInset \(Format.number(v)) is beyond the limit of \(Format.number(LayoutLimits.maxLength)) points",
                    at: node, help: "see 'help limits'")
            }
            env.value.contentInset = i
        } else {
            env.value.contentInsetAdjustmentBehavior = try UICollectionViewFlowLayoutSurface.enumCase(
                value, name,
                [
                    "automatic": ContentInsetAdjustmentBehavior.automatic, "scrollableAxes": .scrollableAxes,
                    "never": .never, "always": .always,
                ], evaluator: e, at: node)
        }
        let axis = e.session.object("layout", as: LayoutDefinition.self)?.configuration.scrollDirection ?? .vertical
        // Across the scrolling axis UIKit lays the content out inside the adjusted content inset; the playground
        // lays it out across the whole width (or height), so such an inset is an error rather than a guess.
        let adjusted = env.value.adjustedContentInset(scrollAxis: axis)
        let (start, end) =
            axis == .vertical ? (adjusted.leading, adjusted.trailing) : (adjusted.top, adjusted.bottom)
        if start != 0 || end != 0 {
            let edges =
                axis == .vertical
                ? "left \(Format.number(start)), right \(Format.number(end))"
                : "top \(Format.number(start)), bottom \(Format.number(end))"
            throw e.error(
                "an adjusted content inset across the scrolling axis (\(edges)) is not modelled: frames would be laid out "
                    + "across the whole collection view",
                at: node,
                help: "inset the content with the sections' contentInsets or the layout's contentInsetsReference")
        }
        env.value.contentOffset = EnvironmentObject.carriedOffset(from: old.value, to: env.value, scrollDirection: axis)
        e.session.define("environment", env)
        e.mutated = true
    }
}
