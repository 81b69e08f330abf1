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
            "dataSource", "numberOfSections", "numberOfItems", "indexPathsForVisibleItems", "layoutAttributesForItem",
            "indexPathForItem", "setCollectionViewLayout",
            "setContentOffset", "scrollToItem", "selectItem", "layoutIfNeeded",
            "setNeedsLayout", "performBatchUpdates",
            "reloadData",
        ] + CollectionViewUpdates.itemMethods.sorted() + CollectionViewUpdates.sectionMethods.sorted()

    /// What `help swift` says of the collection view, clause by clause (HelpText wraps them).
    static let help: [String] = [
        "UICollectionView(frame: collectionViewLayout:) (a placeholder UICollectionViewLayout() until the code",
        "assigns its layout; while it is a placeholder or a layout not modelled, frames say why there are none),",
        "its contentSize (the old one right after an animated apply), numberOfSections, numberOfItems(inSection:) and",
        "indexPathsForVisibleItems (what it shows, by section and item), layoutAttributesForItem(at:) (the cell's",
        "frame, center, size, zIndex; nil outside the data) and indexPathForItem(at:) (the cell under a point),",
        "contentOffset (setting it or setContentOffset(_:animated:) scrolls, as 'scroll to:'),",
        "scrollToItem(at:at:animated:) (the cell comes to the position inside the adjusted content inset, the",
        "offset kept inside the content; an item of an orthogonal section scrolls its strip across), and",
        "selectItem(at:animated:scrollPosition:) with a position, which scrolls the same way (the selection is inert),",
        "contentInset and contentInsetAdjustmentBehavior (they make adjustedContentInset: where it rests at its",
        "top and where pinned headers stop; across the scrolling axis a flow layout lays its lines out inside",
        "them, and a compositional layout's is an error),",
        "safeAreaInsets (the device's), setCollectionViewLayout, layoutIfNeeded() and setNeedsLayout() (the",
        "playground lays out at every read); hand-written performBatchUpdates and insertItems(at:), deleteItems,",
        "moveItem, reloadItems, reconfigureItems, insertSections(IndexSet), deleteSections, reloadSections and",
        "moveSection, checked against a classic data source's counts",
        "(collectionView.dataSource = self, or a UICollectionViewController), which it reads at its first layout",
        "pass (the first command that shows the screen), or when an update, numberOfItems(inSection:) or",
        "layoutIfNeeded() needs them, and keeps until reloadData() (then, once on screen, reads them again at the end",
        "of the statement, its next layout pass), as UIKit checks them (a diffable data source's collection view",
        "refuses them, as UIKit does); it is laid out at the device's size (environment.width and .height), or",
        "at the size Auto Layout gives it when its edges are pinned to the view controller's view, its",
        "safeAreaLayoutGuide or layoutMarginsGuide (collectionView.topAnchor.constraint(equalTo:",
        "view.safeAreaLayoutGuide.topAnchor, constant:), from either side; a note gives the size): a frame, a",
        "width or height constraint of its own (heightAnchor.constraint(equalToConstant:)) or an edge pinned to",
        "another view is named in a note that gives the size the frames assume;",
    ]

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
        case "numberOfSections":
            // The data source's count, with no layout pass (a layout's `prepare()` asks it; see numberOfItems),
            // read now when the collection view has not read it yet.
            if let counts = try CollectionViewUpdates.countsIfClassic(of: id, evaluator: e, at: node) {
                return .int(counts.count)
            }
            if let counts = e.uikit.layoutPassCounts { return .int(counts.count) }
            if let data = LayoutQueries.data(e.session) { return .int(data.layoutSections.count) }
            if let classic = LayoutQueries.classicSections(e.session) { return .int(classic.count) }
            return .int(try resolvedLayout(e, at: node, for: "no sections").sectionCount)
        case "indexPathsForVisibleItems":
            // UIKit gives them in no promised order; here by section, then item.
            let layout = try resolvedLayout(e, at: node, for: "no visible items")
            let paths = layout.visibleAttributes().filter { $0.category == .cell }.map(\.indexPath)
                .sorted { ($0.section, $0.item) < ($1.section, $1.item) }
            return .array(paths.map { e.store(IndexPathValue($0)) })
        case "contentSize":
            try layoutPass(e, at: node)
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
            let size = try laidOut(e, at: node, for: "no content size").contentSize
            return Builtins.size(size.width, size.height)
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
            let axis = e.session.scrollAxis
            let i =
                name == "safeAreaInsets"
                ? EdgeInsets(env.safeAreaInsets)
                : EnvironmentObject.adjustedContentInset(env, scrollDirection: axis)
            return UICollectionViewFlowLayoutSurface.insetsValue(
                DirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right))
        case "traitCollection":
            // The device's, as every view on its screen has (`horizontalSizeClass` picks a layout's columns).
            if case .structValue(let env) = UIKitSurface.environmentValue(e) { return env.field("traitCollection") }
            return .inert("collectionView.traitCollection")
        case "layoutMargins", "directionalLayoutMargins":
            return layoutMargins(name, evaluator: e)
        // Not set yet: no data source or delegate (UIKit's are weak and start nil); the layout of one made by a
        // storyboard (`init?(coder:)` of a subclass) is the storyboard's flow layout, which it cannot read.
        case "dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate":
            return e.session.swift.heap[id]?.fields[name] ?? Value.none
        case "collectionViewLayout":
            return e.session.swift.heap[id]?.fields[name] ?? .inert("UICollectionViewFlowLayout (storyboard)")
        default:
            if let v = scrollViewDefault(name) { return v }
            if typeName == "UICollectionView" { return .inert("collectionView." + name) }
            return UIKitSurface.unmodelledInherited(name, typeName: typeName, evaluator: e).map { .inert($0) }
        }
    }

    /// What UIScrollView's and UICollectionView's switches are until the program sets them (Apple's documented
    /// defaults): read by code that decides something from them (`if !collectionView.isPagingEnabled`).
    /// (A function, not a table of values: a static table of `Value`s is reported as a leak by the fuzz build's
    /// LeakSanitizer, which does not see the payloads' pointers.)
    static func scrollViewDefault(_ name: String) -> Value? {
        switch name {
        case "isPagingEnabled", "alwaysBounceVertical", "alwaysBounceHorizontal", "allowsMultipleSelection",
            "isDirectionalLockEnabled":
            .bool(false)
        case "isScrollEnabled", "bounces", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator",
            "allowsSelection", "isPrefetchingEnabled", "scrollsToTop":
            .bool(true)
        case "decelerationRate": .enumValue(EnumValue(typeName: "", caseName: "normal", payload: []))
        // The playground lays out left to right, as en_US does.
        case "effectiveUserInterfaceLayoutDirection":
            .enumValue(EnumValue(typeName: "", caseName: "leftToRight", payload: []))
        case "semanticContentAttribute": .enumValue(EnumValue(typeName: "", caseName: "unspecified", payload: []))
        default: nil
        }
    }

    /// The layout the collection view shows for its data now (a section provider run, a flow layout's pass made),
    /// for a member that reads it; `what` says what is missing when there is none.
    static func resolvedLayout(_ e: Evaluator, at node: some SyntaxProtocol, for what: String) throws -> ResolvedLayout
    {
        try layoutPass(e, at: node)
        return try laidOut(e, at: node, for: what)
    }

    /// What UIKit's layout pass does before the layout is read: a classic data source's counts not read yet are
    /// read, a section provider runs for the current data, a flow layout (or one of the program's) prepares.
    static func layoutPass(_ e: Evaluator, at node: some SyntaxProtocol) throws {
        try CollectionViewUpdates.loadAwaitingCounts(evaluator: e, at: node)
        try UIKitSurface.materializeProvider(evaluator: e)
        try UICollectionViewFlowLayoutSurface.materialize(evaluator: e)
    }

    /// The layout resolved for the data, its work counted and its cache kept, once the layout pass has run.
    private static func laidOut(_ e: Evaluator, at node: some SyntaxProtocol, for what: String) throws -> ResolvedLayout
    {
        let resolved: LayoutQueries.Resolved
        do { resolved = try LayoutQueries.resolve(e.session) } catch {
            throw e.error("the collection view has no layout for its data yet, so \(what)", at: node)
        }
        e.session.work.layout += resolved.layout.work.total + resolved.ruleWork
        e.session.layoutCache = resolved.cache
        return resolved.layout
    }

    /// A `UICollectionViewLayoutAttributes` the program holds: a copy of the element's attributes (setting its
    /// fields changes nothing on screen, as with UIKit's copies).
    static func attributesObject(_ a: LayoutAttributes, evaluator e: Evaluator) -> Value {
        let id = e.session.swift.nextObject
        e.session.swift.nextObject += 1
        e.session.swift.heap[id] = ClassInstance(
            typeName: "UICollectionViewLayoutAttributes", fields: VisibleItemsHandlers.fields(of: a, evaluator: e))
        e.mutated = true
        return .object(id)
    }

    /// The same, of the program's subclass of UICollectionViewLayoutAttributes (a layout's `layoutAttributesClass`):
    /// `template`, the fields of one made with `init()` (its own properties' initial values), given the element's.
    static func attributesObject(
        _ a: LayoutAttributes, as typeName: String, template: [String: Value], evaluator e: Evaluator
    ) -> Value {
        var fields = template
        for (name, value) in VisibleItemsHandlers.fields(of: a, evaluator: e) { fields[name] = value }
        e.mutated = true
        return .object(e.newInstanceID(typeName: typeName, fields: fields))
    }

    /// The item whose cell contains `point` (content coordinates), as `indexPathForItem(at:)` finds it: the
    /// frontmost (highest zIndex), then the first in index path order; nil over no cell.
    static func indexPath(at point: Point, in layout: ResolvedLayout) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let probe = Rect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = layout.attributes(in: probe).filter {
            $0.category == .cell && $0.frame.minX <= point.x && point.x < $0.frame.maxX && $0.frame.minY <= point.y
                && point.y < $0.frame.maxY
        }
        return hits.max {
            ($0.zIndex, -$0.indexPath.section, -$0.indexPath.item) < (
                $1.zIndex, -$1.indexPath.section, -$1.indexPath.item
            )
        }?.indexPath
    }

    /// Sets `name` of collection view `id`: what UIKit does for it, or inert with a note.
    static func set(
        _ name: String, of id: Int, to value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws {
        if name == "collectionViewLayout" {
            try UIKitSurface.host(value, evaluator: e, at: node)
            e.session.swift.heap[id]?.fields[name] = value
        } else if name == "dataSource" {
            // A subclass of UICollectionViewDiffableDataSource is the diffable data source it already is.
            var source = value
            if case .object(let o) = value, let diffable = e.session.swift.heap[o]?.uikit.diffableDataSource {
                source = diffable
            }
            CollectionViewUpdates.setDataSource(source, of: id, evaluator: e)
            UIKitSurface.noteDataSource(value, of: "collection view", evaluator: e, at: node)
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
        case "layoutIfNeeded":
            // A layout pass now: a classic data source's counts are read, if they are not yet.
            try CollectionViewUpdates.loadAwaitingCounts(evaluator: e, at: node)
            return .void
        case "reloadData", "setNeedsLayout":
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
        case "scrollToItem":
            try scrollToItem(args, evaluator: e, at: node, in: scope)
            return .void
        case "selectItem":
            try selectItem(args, evaluator: e, at: node, in: scope)
            return .void
        case "layoutAttributesForItem", "indexPathForItem":
            // layoutAttributesForItem(at:) -> UICollectionViewLayoutAttributes?, indexPathForItem(at:) -> IndexPath?
            guard args.count == 1, args[0].label == "at" else {
                throw e.error(
                    "\(name) takes 'at:', as \(name)(at: "
                        + (name == "indexPathForItem" ? "CGPoint(x: 10, y: 300))" : "IndexPath(item: 0, section: 0))"),
                    at: node)
            }
            if name == "indexPathForItem" {
                let value = try e.evaluate(args[0].expr, in: scope, hint: UIKitSurface.cgPointType)
                guard let point = VisibleItemsHandlers.point(of: value) else {
                    throw e.error(
                        "cannot convert value of type '\(e.typeName(of: value))' to expected argument type 'CGPoint'",
                        at: args[0].expr)
                }
                let layout = try resolvedLayout(e, at: node, for: "no items")
                return indexPath(at: point, in: layout).map { e.store(IndexPathValue($0)) } ?? Value.none
            }
            let path = try e.indexPathArgument(
                try e.evaluate(args[0].expr, in: scope, hint: UIKitSurface.indexPathType), "the index path",
                at: args[0].expr)
            guard let a = try resolvedLayout(e, at: node, for: "no attributes").attributesForItem(at: path) else {
                return Value.none
            }
            return attributesObject(a, evaluator: e)
        case "numberOfItems":
            // numberOfItems(inSection:): what the collection view shows, as its data source gave it.
            guard args.count == 1, args[0].label == "inSection" else {
                throw e.error("numberOfItems takes 'inSection:', as numberOfItems(inSection: 0)", at: node)
            }
            let value = try e.evaluate(args[0].expr, in: scope)
            guard case .int(let index) = value else {
                if case .inert(let unknown) = value { throw e.inertValueError(unknown, at: args[0].expr) }
                throw e.error(
                    "cannot convert value of type '\(e.typeName(of: value))' to expected argument type 'Int'",
                    at: args[0].expr)
            }
            // A collection view with a classic data source of its own answers with its counts (one of several in a
            // view controller is not necessarily the one the frames show).
            if let counts = try CollectionViewUpdates.countsIfClassic(of: id, evaluator: e, at: node), index >= 0,
                index < counts.count
            {
                return .int(counts[index])
            }
            // The data source's count, with no layout pass: UIKit answers from the counts it keeps, so a layout's
            // `prepare()` can ask (it would otherwise run itself again, without end).
            let counts = e.uikit.layoutPassCounts ?? LayoutQueries.flowSections(e.session).map(\.items.count)
            if index >= 0, index < counts.count { return .int(counts[index]) }
            let layout = try resolvedLayout(e, at: node, for: "no sections")
            guard index >= 0, index < layout.sectionCount, let section = layout.section(index) else {
                let count = layout.sectionCount
                throw e.error(
                    "there is no section \(index): the collection view has \(count) section\(count == 1 ? "" : "s")",
                    at: args[0].expr,
                    exception: "NSInternalInconsistencyException: request for number of items in section \(index) when "
                        + "there are only \(count) sections in the collection view")
            }
            return .int(section.itemCount)
        default:
            let what =
                typeName == "UICollectionView"
                ? "collectionView." + name : UIKitSurface.unmodelledInherited(name, typeName: typeName, evaluator: e)
            guard let what else { return nil }
            if UIKitSurface.noteConstraintLibrary("collectionView", name, evaluator: e) { return .inert(what + "()") }
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
        let axis = e.session.scrollAxis
        // A flow layout lays its lines out inside the inset (`FlowLayout.resolve`); a compositional one is not
        // modelled with it.
        if e.session.swift.flowLayout == nil {
            try checkInsetAcrossAxis(env.value, axis: axis, evaluator: e, at: node)
        }
        env.value.contentOffset = EnvironmentObject.carriedOffset(from: old.value, to: env.value, scrollDirection: axis)
        e.session.define("environment", env)
        e.mutated = true
    }

    /// `layoutMargins` (or `directionalLayoutMargins`) of the collection or table view: the margins the layout
    /// measures `.layoutMargins` from (the environment's, with the safe area), so that `bounds.inset(by:
    /// layoutMargins)` in a layout's prepare() agrees with the compositional layout's.
    static func layoutMargins(_ name: String, evaluator e: Evaluator) -> Value {
        let m = LayoutQueries.environment(e.session).referenceInsets(.layoutMargins)
        if name == "layoutMargins" { return UICollectionViewFlowLayoutSurface.insetsValue(m) }
        return e.store(InsetsObject(value: m))
    }

    /// Across the scrolling axis UIKit lays a compositional layout's content out inside the adjusted content
    /// inset; the playground lays it out across the whole width (or height), so such an inset is an error rather
    /// than a guess. (A flow layout's lines are laid out inside it.)
    static func checkInsetAcrossAxis(
        _ env: LayoutEnvironment, axis: Axis, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws {
        let adjusted = env.adjustedContentInset(scrollAxis: axis)
        let (start, end) =
            axis == .vertical ? (adjusted.leading, adjusted.trailing) : (adjusted.top, adjusted.bottom)
        guard start != 0 || end != 0 else { return }
        let edges =
            axis == .vertical
            ? "left \(Format.number(start)), right \(Format.number(end))"
            : "top \(Format.number(start)), bottom \(Format.number(end))"
        throw e.error(
            "an adjusted content inset across the scrolling axis (\(edges)) is not modelled for a compositional "
                + "layout: frames would be laid out across the whole collection view",
            at: node,
            help: "inset the content with the sections' contentInsets or the layout's contentInsetsReference")
    }

    // MARK: scrollToItem(at:at:animated:)

    /// The positions of `UICollectionView.ScrollPosition`, by the axis they place the item on.
    static let verticalPositions = ["top", "centeredVertically", "bottom"]
    static let horizontalPositions = ["left", "centeredHorizontally", "right"]

    /// `collectionView.scrollToItem(at: indexPath, at: .top, animated: true)`: the collection view scrolls so
    /// that the item's cell sits where the position says, on each axis the position names; an item of an
    /// orthogonal section's strip scrolls the strip across. Where it ends is the same animated or not.
    ///
    /// Evidence: [A] a position per axis, the vertical ones (and the horizontal ones) mutually exclusive,
    /// `[]` does not scroll (UICollectionView.ScrollPosition's page); an index path that is not in the
    /// collection view raises. [I] the item is placed inside the adjusted content inset (under the bars, as
    /// the collection view rests at its top), centred in the area inside it, and the offset is kept inside
    /// the content (from the top at rest to the end), as the strip's is inside its own content.
    static func scrollToItem(
        _ args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol, in scope: Scope?
    ) throws {
        guard args.count == 3, args[0].label == "at", args[1].label == "at", args[2].label == "animated" else {
            throw e.error(
                "scrollToItem takes 'at:', 'at:' and 'animated:', as scrollToItem(at: IndexPath(item: 0, "
                    + "section: 1), at: .top, animated: true)", at: node)
        }
        let path = try e.indexPathArgument(
            try e.evaluate(args[0].expr, in: scope, hint: UIKitSurface.indexPathType), "the index path",
            at: args[0].expr)
        let names = try positionNames(try e.evaluate(args[1].expr, in: scope), evaluator: e, at: args[1].expr)
        _ = try e.evaluate(args[2].expr, in: scope)
        try scroll(to: path, names, pathNode: args[0].expr, evaluator: e, at: node)
    }

    /// `selectItem(at:animated:scrollPosition:)`: with a position, the collection view scrolls as `scrollToItem`
    /// does; the selection itself (how the cell looks, `indexPathsForSelectedItems`) is not modelled and is named
    /// once in a note, and so is `deselectItem`.
    static func selectItem(
        _ args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol, in scope: Scope?
    ) throws {
        guard args.count == 3, args[0].label == "at", args[1].label == "animated", args[2].label == "scrollPosition"
        else {
            throw e.error(
                "selectItem takes 'at:', 'animated:' and 'scrollPosition:', as selectItem(at: IndexPath(item: 0, "
                    + "section: 1), animated: true, scrollPosition: .centeredHorizontally)", at: node)
        }
        let value = try e.evaluate(args[0].expr, in: scope, hint: UIKitSurface.indexPathType)
        let path = value.isNone ? nil : try e.indexPathArgument(value, "the index path", at: args[0].expr)
        _ = try e.evaluate(args[1].expr, in: scope)
        let names = try positionNames(try e.evaluate(args[2].expr, in: scope), evaluator: e, at: args[2].expr)
        if let path, !names.isEmpty { try scroll(to: path, names, pathNode: args[0].expr, evaluator: e, at: node) }
        e.noteInert("collectionView.selectItem's selection", at: node)
    }

    /// Scrolls so that the item at `path` sits at the positions `names` (see `scrollToItem`).
    private static func scroll(
        to path: IndexPath, _ names: [String], pathNode: ExprSyntax, evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws {
        let layout = try resolvedLayout(e, at: node, for: "nothing to scroll to")
        guard let cell = layout.attributesForItem(at: path), let section = layout.section(path.section) else {
            let sections = layout.sectionCount
            let items = layout.section(path.section)?.itemCount
            throw e.error(
                "there is no item \(path.item) in section \(path.section) to scroll to (the collection view has "
                    + (items.map { "\($0) item\($0 == 1 ? "" : "s") in that section)" }
                        ?? "\(sections) section\(sections == 1 ? "" : "s"))"),
                at: pathNode, exception: "NSInvalidArgumentException: attempt to scroll to invalid index path")
        }
        let vertical = names.first(where: verticalPositions.contains)
        let horizontal = names.first(where: horizontalPositions.contains)
        var env = e.session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()
        let axis = layout.configuration.scrollDirection
        let inset = EnvironmentObject.adjustedContentInset(env.value, scrollDirection: axis)
        let size = env.value.containerSize
        let frame = cell.frame
        var offset = env.value.contentOffset
        // Along the scroll axis: the collection view; across it, only an orthogonal section's strip moves.
        if axis == .vertical, let vertical {
            let y = place(vertical, from: frame.minY, length: frame.height, view: size.height, inset.top, inset.bottom)
            offset.y = clamp(y, content: layout.contentSize.height, view: size.height, inset.top, inset.bottom)
        } else if axis == .horizontal, let horizontal {
            let x = place(horizontal, from: frame.minX, length: frame.width, view: size.width, inset.left, inset.right)
            offset.x = clamp(x, content: layout.contentSize.width, view: size.width, inset.left, inset.right)
        }
        let across = axis == .vertical ? horizontal : vertical
        if let across, section.isOrthogonal, let content = section.orthogonalContentLength {
            let current = section.orthogonalOffset ?? 0
            let (start, length, visible) =
                axis == .vertical
                ? (frame.minX - section.frame.minX, frame.width, section.frame.width)
                : (frame.minY - section.frame.minY, frame.height, section.frame.height)
            let strip = current + place(across, from: start, length: length, view: visible, 0, 0)
            env.value.orthogonalScrollOffsets[path.section] =
                Swift.min(Swift.max(strip, 0), Swift.max(0, content - visible)) + 0
        }
        env.value.contentOffset = offset
        e.session.define("environment", env)
        e.mutated = true
    }

    /// Where the view's origin goes to place an element at `from` of `length` at `position`, inside insets.
    private static func place(
        _ position: String, from: Double, length: Double, view: Double, _ start: Double, _ end: Double
    ) -> Double {
        switch position {
        case "top", "left": return from - start
        case "bottom", "right": return from + length - view + end
        default: return from + length / 2 - (start + (view - start - end) / 2)
        }
    }

    /// An offset kept inside the content: from its start at rest (minus the inset) to its end.
    private static func clamp(_ v: Double, content: Double, view: Double, _ start: Double, _ end: Double) -> Double {
        // `+ 0` makes a -0 (no inset) print as 0, as UIKit's offset does.
        Swift.min(Swift.max(v, -start), Swift.max(-start, content + end - view)) + 0
    }

    /// The names of a `UICollectionView.ScrollPosition`: `.top`, `[.top, .left]`, `[]`.
    private static func positionNames(_ value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> [String]
    {
        let all = verticalPositions + horizontalPositions
        let parts: [Value]
        if case .array(let list) = value { parts = list } else { parts = [value] }
        var names: [String] = []
        for part in parts {
            if case .inert(let unknown) = part { throw e.inertValueError(unknown, at: node) }
            guard case .enumValue(let c) = part, c.payload.isEmpty,
                c.typeName.isEmpty || c.typeName.hasSuffix("ScrollPosition")
            else {
                throw e.error(
                    "the scroll position must be a UICollectionView.ScrollPosition such as .top or "
                        + "[.centeredVertically, .left], found a value of type \(e.typeName(of: part))", at: node)
            }
            guard all.contains(c.caseName) else {
                throw e.error(
                    "UICollectionView.ScrollPosition has no member '\(c.caseName)'", at: node,
                    help: "one of " + all.map { "." + $0 }.joined(separator: ", ") + ", or [] for no scroll"
                ).suggesting(c.caseName, from: all).withSuggestionPrefix(".")
            }
            names.append(c.caseName)
        }
        for group in [verticalPositions, horizontalPositions] where names.filter(group.contains).count > 1 {
            let which = group == verticalPositions ? "vertical" : "horizontal"
            throw e.error(
                "a scroll position takes one \(which) position, found "
                    + names.filter(group.contains).map { "." + $0 }
                    .joined(separator: " and "), at: node, help: "UIKit raises for more than one")
        }
        return names
    }
}
