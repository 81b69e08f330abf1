/// How one element's frame was derived: the value `explain` prints as text or JSON.
///
/// A cell's explanation comes from re-solving the one top-level group instance that holds it
/// with the solver's trace on (`SolveTrace`): the same `GroupSolver` code that computed the frame,
/// so the numbers cannot disagree with `allAttributes()`. Boundary supplementaries and
/// decorations are read from the section's placed boundaries, through the same pinning and
/// snapping as every query.
public struct FrameExplanation: Hashable, Sendable, Codable {
    public struct Box: Hashable, Sendable, Codable {
        public var x, y, width, height: Double
        init(_ r: Rect) {
            x = r.minX
            y = r.minY
            width = r.width
            height = r.height
        }
        public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
    }
    public struct Extent: Hashable, Sendable, Codable {
        public var width, height: Double
        init(_ s: Size) {
            width = s.width
            height = s.height
        }
    }
    public struct Position2D: Hashable, Sendable, Codable {
        public var x, y: Double
        init(_ p: Point) {
            x = p.x
            y = p.y
        }
    }
    public struct Insets: Hashable, Sendable, Codable {
        public var top, leading, bottom, trailing: Double
        init(_ i: DirectionalEdgeInsets) {
            top = i.top
            leading = i.leading
            bottom = i.bottom
            trailing = i.trailing
        }
        public var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
    }

    /// The layout environment's container.
    public struct Environment: Hashable, Sendable, Codable {
        public var containerSize: Extent
        public var scrollDirection: String
        /// The reference the section's insets start from (the section's, or the layout's when automatic).
        public var contentInsetsReference: String
        /// The container's insets for that reference (the safe area by default).
        public var contentInsets: Insets
        /// The container minus those insets: what a section provider reads as effectiveContentSize.
        public var effectiveContentSize: Extent
        public var displayScale: Double
        public var pixelSnapping: Bool
        public var profile: String
        public var quirks: Bool
    }

    public struct Section: Hashable, Sendable, Codable {
        public var index: Int
        /// The section's start along the scroll axis (content coordinates).
        public var start: Double
        public var contentInsets: Insets
        public var interGroupSpacing: Double
        /// What the top-level group's dimensions resolve against.
        public var groupContainer: Extent
        public var groupCount: Int
        public var itemsPerGroup: Int
        public var itemCount: Int
        public var orthogonalScrollingBehavior: String?
        /// Orthogonal sections: the strip's scroll offset and its leading padding.
        public var orthogonalOffset: Double?
        public var stripLeadingPadding: Double?
        /// List sections: the list configuration's appearance.
        public var listAppearance: String?
        public var hasBackgroundDecoration: Bool
    }

    /// Where the top-level group instance sits, and the element's place in it.
    public struct Position: Hashable, Sendable, Codable {
        /// The group instance (0-based) and how many the section repeats.
        public var group: Int
        public var groupCount: Int
        /// The item's position in the group instance (0-based) and how many items the instance holds.
        public var item: Int
        public var itemsInGroup: Int
        /// The first and last item index of the group instance.
        public var firstItem: Int
        public var lastItem: Int
        /// The group's distance from the first group along the axis groups repeat on:
        /// `group × (templateExtent + interGroupSpacing)` plus `selfSizingShift`.
        public var groupStart: Double
        public var templateExtent: Double
        /// How much self-sized earlier groups moved this one (0 when none did).
        public var selfSizingShift: Double
        /// Where group 0 starts: along the scroll axis relative to the section's start (header
        /// extent + contentInsets), and across it.
        public var groupsMainOrigin: Double
        public var groupsCrossOrigin: Double
        public var groupOrigin: Position2D
        public var groupSize: Extent
    }

    /// One dimension of one definition and what it resolved to.
    public struct Dimension: Hashable, Sendable, Codable {
        public var dimension: String
        /// The container length a fractional dimension is a fraction of.
        public var against: Double?
        /// The dimension resolved against the container (the estimate for estimated ones).
        public var resolved: Double
        /// The length it ended with.
        public var value: Double
        /// Why `value` differs from `resolved` (a count slot, a fitted size, an estimated group's content...).
        public var rule: String?
    }

    /// One definition on the way from the section's group to the element.
    public struct Step: Hashable, Sendable, Codable {
        /// "group", "item" or "custom frame".
        public var role: String
        /// The definition's name in the script, when it has one.
        public var name: String?
        /// How a group lays out its subitems: "horizontal, subitems (2)", "vertical, count 3", ...
        public var layout: String?
        /// Which of the parent's subitems (its index in the subitems list) and which placed child.
        public var subitem: Int?
        public var child: Int?
        public var container: Extent
        public var width: Dimension
        public var height: Dimension
        public var size: Extent
        public var contentInsets: Insets?
        /// The insets that applied (those on an estimated axis are ignored).
        public var contentInsetsApplied: Insets?
        public var interItemSpacing: String?
        /// The leftover each flexible spacing received in this group.
        public var flexibleShare: Double?
        public var edgeSpacing: String?
        /// The origin in the parent group (top-level group: in the group instance itself, 0, 0).
        public var origin: Position2D
        /// Items: the frame in the top-level group instance's coordinates, after contentInsets.
        public var frame: Box?
        public var zIndex: Int?
        public var rules: [String]
    }

    public struct SelfSizing: Hashable, Sendable, Codable {
        public var widthEstimated: Bool
        public var heightEstimated: Bool
        /// The estimated axes that do self-size (a `count` group's slot replaces the estimate along its axis).
        public var widthSelfSizes: Bool
        public var heightSelfSizes: Bool
        public var estimate: Extent
        /// The fitted size the cell reported (an axis it did not report is absent).
        public var fittedWidth: Double?
        public var fittedHeight: Double?
        /// Where the fitted size came from: "item" (fit ITEM), "layoutItem" (fit every:), "section" (fit section:).
        public var source: FitSource?
    }

    public struct Snapping: Hashable, Sendable, Codable {
        public var enabled: Bool
        public var displayScale: Double
        /// The exact layout arithmetic.
        public var unsnapped: Box
        /// What the device reports at `displayScale`, worked out whether or not snapping is enabled
        /// (the explanation's `frame` is this one when it is, `unsnapped` when it is not).
        public var snapped: Box
        /// The components of the frame that went into the rounding on a half pixel, where the tie
        /// rule decides (`ResolvedLayout.snap`).
        public var halfPixels: [HalfPixel] = []
    }

    /// One component ("x", "y", "width" or "height") on a half pixel: its value in pixels and the
    /// pixel it was rounded to.
    public struct HalfPixel: Hashable, Sendable, Codable {
        public var component: String
        public var pixels: Double
        public var rounded: Double
    }

    /// Boundary supplementaries, badges, group supplementaries and decorations.
    public struct Supplementary: Hashable, Sendable, Codable {
        /// "section header/footer", "layout header/footer", "item badge", "group supplementary", "background decoration".
        public var role: String
        public var layoutSize: String?
        /// What its dimensions resolved against.
        public var against: Extent?
        public var size: Extent
        public var alignment: String?
        public var offset: Position2D?
        public var extendsBoundary: Bool?
        public var pinToVisibleBounds: Bool?
        public var followsContentInsets: Bool?
        /// The rect it is placed in (section body, header area, the cell, the section frame...).
        public var container: Box?
        public var contentInsets: Insets?
        public var rules: [String]
    }

    public struct Note: Hashable, Sendable, Codable {
        public var id: String
        public var message: String
        public var fix: String
    }

    /// What a section's visibleItemsInvalidationHandler set on the element, as UIKit shows it (the
    /// explanation's `frame` and `zIndex` are then what UIKit reports, as `frames` prints them).
    public struct Shown: Hashable, Sendable, Codable {
        /// The frame the layout gave the element, before the handler's change.
        public var laidOut: Box
        public var center: Position2D
        public var bounds: Extent
        /// a, b, c, d, tx, ty.
        public var transform: [Double]
        public var alpha: Double
        public var zIndex: Int
        public var isHidden: Bool

        public init(_ a: LayoutAttributes, laidOut: Rect) {
            self.laidOut = Box(laidOut)
            center = Position2D(a.center)
            bounds = Extent((a.untransformedFrame ?? a.frame).size)
            let t = a.transform
            transform = [t.a, t.b, t.c, t.d, t.tx, t.ty]
            alpha = a.alpha
            zIndex = a.zIndex
            isHidden = a.isHidden
        }
    }

    /// "cell", "supplementary" or "decoration", as `frames --json` says.
    public var kind: String
    public var elementKind: String?
    public var indexPath: [Int]
    /// The item's and its section's identifiers: the engine sees only indexes, so the caller
    /// that knows them (the playground) fills them in.
    public var identifier: String?
    public var sectionIdentifier: String?
    public var frame: Box
    public var zIndex: Int
    public var zIndexRule: String?
    public var pinned: Bool
    public var environment: Environment
    public var section: Section?
    public var position: Position?
    public var chain: [Step]
    public var selfSizing: SelfSizing?
    public var supplementary: Supplementary?
    public var snapping: Snapping
    public var notes: [Note]
    /// What a visible-items handler changed (nil: the element is shown as laid out).
    public var shown: Shown?
}

extension ResolvedLayout {
    // MARK: - Cells

    /// How the cell at `indexPath` got its frame; nil when the index path is out of range.
    public func explainCell(at indexPath: IndexPath) throws(LayoutError) -> FrameExplanation? {
        guard let traced = try tracedGroup(at: indexPath) else { return nil }
        let (plan, g, ordinal, solved, trace) = traced
        guard ordinal < solved.leaves.count, let path = trace.path(toLeaf: ordinal) else { return nil }
        let origin = groupOrigin(g, plan, sectionStarts[plan.index])
        let unsnapped = solved.leaves[ordinal].frame.offsetBy(dx: origin.x, dy: origin.y)
        let leafZ = solved.leaves[ordinal].zIndex
        // As `appendGroup`: a background decoration promotes the section's cells to zIndex 1.
        let zIndex = plan.hasDecoration && leafZ == 0 ? 1 : leafZ
        var out = base(
            kind: "cell", elementKind: nil, indexPath: indexPath, unsnapped: unsnapped, zIndex: zIndex, plan: plan)
        if zIndex != leafZ {
            out.zIndexRule = "the section has a background decoration, so its cells are raised to zIndex 1"
        }
        out.position = position(plan: plan, group: g, ordinal: ordinal, solved: solved, origin: origin)
        out.chain = steps(path, trace: trace)
        if let last = path.last, let l = last.placement.leaf, l < trace.leaves.count, let item = trace.leaves[l].item,
            item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated
        {
            let leaf = trace.leaves[l]
            out.selfSizing = FrameExplanation.SelfSizing(
                widthEstimated: item.layoutSize.widthDimension.isEstimated,
                heightEstimated: item.layoutSize.heightDimension.isEstimated,
                widthSelfSizes: leaf.selfSizingWidth, heightSelfSizes: leaf.selfSizingHeight,
                estimate: .init(leaf.declared),
                fittedWidth: leaf.fitted.flatMap { $0.width.isNaN ? nil : $0.width },
                fittedHeight: leaf.fitted.flatMap { $0.height.isNaN ? nil : $0.height },
                source: leaf.fitSource)
        }
        out.notes = sectionNotes(plan.index, excluding: [.supplementaryFollowsContentInsets])
        return out
    }

    /// Re-solves the top-level group instance holding the item at `indexPath` with the trace on.
    func tracedGroup(at indexPath: IndexPath) throws(LayoutError)
        -> (plan: SectionPlan, group: Int, ordinal: Int, solved: SolvedGroup, trace: SolveTrace)?
    {
        guard indexPath.section >= 0 && indexPath.section < plans.count else { return nil }
        let plan = plans[indexPath.section]
        guard indexPath.item >= 0 && indexPath.item < plan.data.itemCount, plan.itemsPerGroup > 0 else { return nil }
        let g = indexPath.item / plan.itemsPerGroup
        let first = g * plan.itemsPerGroup
        var solver = GroupSolver(
            section: plan.index, scrollAxis: plan.stackAxis, quirks: plan.quirks,
            fitted: FittedLookup(
                byIndex: plan.fittedIndex, byName: plan.data.fittedSizesByItemName,
                sectionDefault: plan.data.defaultFittedSize, base: first, usesIndex: true),
            collectNotes: false)
        solver.trace = SolveTrace()
        let solved = try solver.solveTopLevel(
            plan.section.group, container: plan.groupContainer,
            budget: Swift.min(plan.itemsPerGroup, plan.data.itemCount - first))
        guard let trace = solver.trace else { return nil }
        return (plan, g, indexPath.item - first, solved, trace)
    }

    private func position(plan: SectionPlan, group g: Int, ordinal: Int, solved: SolvedGroup, origin: Point)
        -> FrameExplanation.Position
    {
        let first = g * plan.itemsPerGroup
        let start = plan.groupStart(g)
        return FrameExplanation.Position(
            group: g, groupCount: plan.groupCount, item: ordinal, itemsInGroup: solved.leaves.count,
            firstItem: first, lastItem: first + solved.leaves.count - 1,
            groupStart: start, templateExtent: plan.templateExtent,
            selfSizingShift: start - Double(g) * (plan.templateExtent + plan.spacing),
            groupsMainOrigin: plan.groupsMainOrigin, groupsCrossOrigin: plan.groupsCrossOrigin,
            groupOrigin: .init(origin), groupSize: .init(solved.size))
    }

    private func steps(_ path: [(group: Int, placement: SolveTrace.Placement)], trace: SolveTrace) -> [FrameExplanation
        .Step]
    {
        var out: [FrameExplanation.Step] = []
        var parent: SolveTrace.Group?
        var parentPlacement: SolveTrace.Placement?
        var offset = Point.zero
        for (gi, placement) in path {
            let g = trace.groups[gi]
            out.append(groupStep(g, parent: parent, placement: parentPlacement))
            offset = Point(
                x: offset.x + (parentPlacement?.origin.x ?? 0), y: offset.y + (parentPlacement?.origin.y ?? 0))
            parent = g
            parentPlacement = placement
        }
        if let parent, let placement = parentPlacement, let l = placement.leaf, l >= 0, l < trace.leaves.count {
            out.append(leafStep(trace.leaves[l], parent: parent, placement: placement, offset: offset))
        }
        return out
    }

    private func layoutText(_ kind: GroupLayoutKind) -> String {
        switch kind {
        case .subitems(let axis, let e):
            return "\(axis == .horizontal ? "horizontal" : "vertical"), subitems (\(e.count))"
        case .count(let axis, _, let n): return "\(axis == .horizontal ? "horizontal" : "vertical"), count \(n)"
        case .repeating(let axis, _, let n):
            return "\(axis == .horizontal ? "horizontal" : "vertical"), repeatingSubitem count \(n)"
        case .custom(let frames): return "custom, \(frames.count) frame\(frames.count == 1 ? "" : "s")"
        }
    }

    private func dimension(_ d: LayoutDimension, axis: Axis, container: Size, value: Double, rule: String?)
        -> FrameExplanation.Dimension
    {
        let against: Double?
        switch d {
        case .fractionalWidth: against = container.width
        case .fractionalHeight: against = container.height
        default: against = nil
        }
        return FrameExplanation.Dimension(
            dimension: d.description, against: against, resolved: d.resolve(in: container),
            value: value, rule: rule)
    }

    private func groupStep(_ g: SolveTrace.Group, parent: SolveTrace.Group?, placement: SolveTrace.Placement?)
        -> FrameExplanation.Step
    {
        var rules: [String] = []
        func rule(_ axis: Axis, estimated: Bool) -> String? {
            if g.forcedAxis == axis { return "the parent's count slot \(formatNumber(g.forcedValue))" }
            if estimated && g.size.length(axis) != g.declared.length(axis) {
                return "estimated: sized to its content, \(formatNumber(g.size.length(axis)))"
            }
            if estimated { return "estimated: its content is as long as the estimate" }
            return nil
        }
        let declaredInsets = g.group.contentInsets
        if declaredInsets != g.insets { rules.append("contentInsets on an estimated (self-sizing) axis are ignored") }
        if let slot = g.countSlot, case .count(let axis, _, let n) = g.group.kind {
            let gap = g.group.interItemSpacing?.spacing ?? 0
            rules.append(
                "count \(n): each slot is (\(formatNumber(g.content.length(axis))) - \(n - 1) * \(formatNumber(gap))) / \(n) = \(formatNumber(slot)) along its \(axis == .horizontal ? "width" : "height")"
            )
        }
        return FrameExplanation.Step(
            role: "group", name: g.group.name, layout: layoutText(g.group.kind),
            subitem: placement?.subitem, child: placement?.child,
            container: .init(g.container),
            width: dimension(
                g.group.layoutSize.widthDimension, axis: .horizontal, container: g.container, value: g.size.width,
                rule: rule(.horizontal, estimated: g.estimatedWidth)),
            height: dimension(
                g.group.layoutSize.heightDimension, axis: .vertical, container: g.container, value: g.size.height,
                rule: rule(.vertical, estimated: g.estimatedHeight)),
            size: .init(g.size),
            contentInsets: declaredInsets.isZero ? nil : .init(declaredInsets),
            contentInsetsApplied: declaredInsets.isZero ? nil : .init(g.insets),
            interItemSpacing: g.group.interItemSpacing?.description,
            flexibleShare: g.flexShare > 0 ? g.flexShare : nil,
            edgeSpacing: g.group.edgeSpacing.map(edgeText),
            origin: .init(placement?.origin ?? .zero), frame: nil, zIndex: nil, rules: rules)
    }

    private func leafStep(
        _ leaf: SolveTrace.Leaf, parent: SolveTrace.Group, placement: SolveTrace.Placement, offset: Point
    ) -> FrameExplanation.Step {
        let frame = (placement.frame ?? Rect(origin: placement.origin, size: placement.size)).offsetBy(
            dx: offset.x, dy: offset.y)
        guard let item = leaf.item else {
            let custom = leaf.customFrame ?? .zero
            return FrameExplanation.Step(
                role: "custom frame", name: nil, layout: nil, subitem: placement.subitem, child: placement.child,
                container: .init(parent.content),
                width: .init(
                    dimension: "frame width", against: nil, resolved: custom.width, value: custom.width, rule: nil),
                height: .init(
                    dimension: "frame height", against: nil, resolved: custom.height, value: custom.height, rule: nil),
                size: .init(custom.size), origin: .init(placement.origin), frame: .init(frame), zIndex: 0,
                rules: [
                    "a custom group's frame is taken relative to the group's content origin (after its contentInsets)"
                ])
        }
        var rules: [String] = []
        func rule(_ axis: Axis) -> String? {
            let selfSizes = axis == .horizontal ? leaf.selfSizingWidth : leaf.selfSizingHeight
            let final = placement.size.length(axis)
            if leaf.forcedAxis == axis {
                let estimated = item.layoutSize.dimension(axis).isEstimated
                return "the group's count slot \(formatNumber(leaf.forcedValue))"
                    + (estimated
                        ? "; the estimate and any fitted size are not used: nothing self-sizes along a count group's axis"
                        : "")
            }
            var text: String?
            if selfSizes {
                let fitted = leaf.fitted.map { $0.length(axis) }.flatMap { $0.isNaN ? nil : $0 }
                if let fitted {
                    text =
                        "estimated: the cell's fitted \(axis == .horizontal ? "width" : "height") \(formatNumber(fitted))"
                } else {
                    text = "estimated: no fitted size, the estimate is used"
                }
            }
            if item.layoutSize.dimension(axis).isUniform, final != leaf.measured.length(axis) {
                text =
                    (text.map { $0 + "; " } ?? "")
                    + "uniformAcrossSiblings: the largest sibling's \(formatNumber(final))"
            }
            return text
        }
        let insets = item.contentInsets
        if !insets.isZero {
            let estW = item.layoutSize.widthDimension.isEstimated && leaf.forcedAxis != .horizontal
            let estH = item.layoutSize.heightDimension.isEstimated && leaf.forcedAxis != .vertical
            if (estW && (insets.leading != 0 || insets.trailing != 0))
                || (estH && (insets.top != 0 || insets.bottom != 0))
            {
                rules.append("contentInsets are ignored on an estimated axis")
            }
            rules.append(
                "contentInsets take the frame inside its slot: slot \(formatRect(Rect(origin: Point(x: placement.origin.x + offset.x, y: placement.origin.y + offset.y), size: placement.size)))"
            )
        }
        if let edge = item.edgeSpacing, edge.all.contains(where: { $0 != nil }), parent.flexShare > 0 {
            rules.append("flexible spacing shares the group's leftover room: \(formatNumber(parent.flexShare)) each")
        }
        return FrameExplanation.Step(
            role: "item", name: item.name, layout: nil, subitem: placement.subitem, child: placement.child,
            container: .init(leaf.container),
            width: dimension(
                item.layoutSize.widthDimension, axis: .horizontal, container: leaf.container,
                value: placement.size.width, rule: rule(.horizontal)),
            height: dimension(
                item.layoutSize.heightDimension, axis: .vertical, container: leaf.container,
                value: placement.size.height, rule: rule(.vertical)),
            size: .init(placement.size),
            contentInsets: insets.isZero ? nil : .init(insets), contentInsetsApplied: nil,
            interItemSpacing: nil, flexibleShare: nil,
            edgeSpacing: item.edgeSpacing.map(edgeText),
            origin: .init(placement.origin), frame: .init(frame), zIndex: item.zIndex, rules: rules)
    }

    private func edgeText(_ e: EdgeSpacing) -> String {
        var parts: [String] = []
        if let s = e.leading { parts.append("leading \(s)") }
        if let s = e.top { parts.append("top \(s)") }
        if let s = e.trailing { parts.append("trailing \(s)") }
        if let s = e.bottom { parts.append("bottom \(s)") }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    // MARK: - Supplementaries and decorations

    /// How a supplementary (section or layout header/footer, item badge, group supplementary)
    /// or a decoration of this element kind at `indexPath` got its frame; nil when there is none.
    ///
    /// With `forItem`, `indexPath` names an item rather than the element: the item's badge, the
    /// supplementary of the group instance holding it, or its section's header, footer or background.
    public func explainSupplementary(
        elementKind: String, at indexPath: IndexPath, decoration: Bool,
        forItem: Bool = false
    ) throws(LayoutError) -> FrameExplanation? {
        let category: ElementCategory =
            decoration ? .decorationView(elementKind: elementKind) : .supplementaryView(elementKind: elementKind)
        let kind = decoration ? "decoration" : "supplementary"
        if indexPath.section >= 0 && indexPath.section < plans.count {
            let plan = plans[indexPath.section]
            let start = sectionStarts[plan.index]
            // Section boundary items and decorations: [section, 0].
            if indexPath.item == 0 || forItem {
                let indexPath = IndexPath(plan.index, 0)
                var sectionIndex = 0
                var decorationIndex = 0
                for b in plan.boundaries {
                    defer {
                        if case .decorationView = b.attributes.category {
                            decorationIndex += 1
                        } else {
                            sectionIndex += 1
                        }
                    }
                    guard b.attributes.category == category else { continue }
                    let a = pinned(b, sectionStart: start, sectionEnd: start + plan.extent, offset: start)
                    var out = base(
                        kind: kind, elementKind: elementKind, indexPath: indexPath, unsnapped: a.frame,
                        zIndex: a.zIndex, plan: plan)
                    out.pinned = a.isPinned
                    if decoration {
                        out.supplementary = decorationPart(plan, index: decorationIndex, start: start)
                    } else {
                        out.supplementary = boundaryPart(
                            plan, index: sectionIndex, placed: b, attributes: a, start: start)
                    }
                    out.notes = sectionNotes(plan.index, excluding: [.interGroupSpacingBetweenNestedGroups])
                    return out
                }
            }
            if !decoration,
                let found = try groupSupplementary(
                    elementKind: elementKind, at: indexPath, plan: plan, forItem: forItem)
            {
                return found
            }
        }
        // The layout's own header/footer: [0, 0].
        if !decoration, indexPath == IndexPath(0, 0) {
            for b in globalBoundaries where b.attributes.category == category {
                let a = pinned(b, sectionStart: 0, sectionEnd: contentMainLength, offset: 0)
                var out = base(
                    kind: kind, elementKind: elementKind, indexPath: indexPath, unsnapped: a.frame, zIndex: a.zIndex,
                    plan: nil)
                out.pinned = a.isPinned
                let item = configuration.boundarySupplementaryItems.first { $0.elementKind == elementKind }
                out.supplementary = FrameExplanation.Supplementary(
                    role: "layout boundary supplementary", layoutSize: item.map { sizeText($0.layoutSize) },
                    against: nil, size: .init(b.attributes.frame.size), alignment: item.map { "\($0.alignment)" },
                    offset: item.map { .init($0.absoluteOffset) }, extendsBoundary: nil,
                    pinToVisibleBounds: item?.pinToVisibleBounds, followsContentInsets: nil, container: nil,
                    contentInsets: nil,
                    rules: [
                        "the layout's boundary items sit before the first section / after the last, across the container inside its contentInsetsReference"
                    ])
                return out
            }
        }
        return nil
    }

    /// Item badges ([section, item]) and group supplementaries ([section, group]).
    private func groupSupplementary(elementKind: String, at indexPath: IndexPath, plan: SectionPlan, forItem: Bool)
        throws(LayoutError) -> FrameExplanation?
    {
        // A badge of the item at indexPath.
        if let traced = try tracedGroup(at: indexPath) {
            let (plan, g, ordinal, solved, trace) = traced
            if let supp = solved.supplementaries.first(where: {
                $0.leafOrdinal == ordinal && $0.elementKind == elementKind
            }) {
                let origin = groupOrigin(g, plan, sectionStarts[plan.index])
                let frame = supp.frame.offsetBy(dx: origin.x, dy: origin.y)
                let cell = solved.leaves[ordinal].frame.offsetBy(dx: origin.x, dy: origin.y)
                // As `appendGroup`: on the device, a badge follows its cell's snapped frame.
                let anchored = anchoredToSnappedCell(frame, cell: cell, factors: supp.anchorFactors)
                var out = base(
                    kind: "supplementary", elementKind: elementKind, indexPath: indexPath, unsnapped: frame,
                    rounded: anchored, zIndex: supp.zIndex, plan: plan)
                out.position = position(plan: plan, group: g, ordinal: ordinal, solved: solved, origin: origin)
                if let path = trace.path(toLeaf: ordinal) { out.chain = steps(path, trace: trace) }
                let item = path(trace, ordinal).flatMap { $0.item }
                let badge = item?.supplementaryItems.first { $0.elementKind == elementKind }
                var rules = [
                    "an item's supplementary is sized against its cell (\(formatNumber(cell.width)) x \(formatNumber(cell.height))) and anchored to it"
                ]
                if environment.pixelSnapping {
                    rules.append("with pixel snapping it moves with its cell's snapped frame, then snaps")
                }
                out.supplementary = FrameExplanation.Supplementary(
                    role: "item supplementary", layoutSize: badge.map { sizeText($0.layoutSize) },
                    against: .init(cell.size),
                    size: .init(supp.frame.size), alignment: badge.map { anchorText($0.containerAnchor) }, offset: nil,
                    extendsBoundary: nil, pinToVisibleBounds: nil, followsContentInsets: nil, container: .init(cell),
                    contentInsets: nil,
                    rules: rules)
                out.notes = sectionNotes(plan.index, excluding: [.supplementaryFollowsContentInsets])
                return out
            }
        }
        // A group supplementary: [section, group] (for an item: the group instance holding it).
        let g = forItem ? indexPath.item / Swift.max(1, plan.itemsPerGroup) : indexPath.item
        guard g >= 0 && g < plan.groupCount else { return nil }
        let indexPath = IndexPath(plan.index, g)
        let solved = plan.solved(g)
        guard let supp = solved.supplementaries.first(where: { $0.leafOrdinal == nil && $0.elementKind == elementKind })
        else { return nil }
        let origin = groupOrigin(g, plan, sectionStarts[plan.index])
        let frame = supp.frame.offsetBy(dx: origin.x, dy: origin.y)
        var out = base(
            kind: "supplementary", elementKind: elementKind, indexPath: indexPath, unsnapped: frame,
            zIndex: supp.zIndex, plan: plan)
        let def = plan.section.group.supplementaryItems.first { $0.elementKind == elementKind }
        out.supplementary = FrameExplanation.Supplementary(
            role: "group supplementary", layoutSize: def.map { sizeText($0.layoutSize) }, against: nil,
            size: .init(supp.frame.size), alignment: def.map { anchorText($0.containerAnchor) }, offset: nil,
            extendsBoundary: nil, pinToVisibleBounds: nil, followsContentInsets: nil,
            container: .init(Rect(origin: origin, size: solved.size)), contentInsets: nil,
            rules: [
                "a group's supplementary is sized against the group's content rect (inside its contentInsets) and anchored to it; its index path is [section, group]"
            ])
        out.notes = sectionNotes(plan.index, excluding: [.supplementaryFollowsContentInsets])
        return out
    }

    private func path(_ trace: SolveTrace, _ ordinal: Int) -> SolveTrace.Leaf? {
        trace.leaves.first { $0.ordinal == ordinal }
    }

    private func boundaryPart(
        _ plan: SectionPlan, index: Int, placed: PlacedBoundary, attributes: LayoutAttributes, start: Double
    ) -> FrameExplanation.Supplementary? {
        guard index < plan.section.boundarySupplementaryItems.count else { return nil }
        let b = plan.section.boundarySupplementaryItems[index]
        let m = scrollAxis
        let c = m.cross
        let insets = plan.section.contentInsets
        let follow = plan.section.supplementariesFollowContentInsets
        // The container `Resolver.layoutBoundaries` resolves the item's size against.
        let against = Size(
            main: environment.containerSize.length(m),
            cross: Swift.max(0, plan.crossLength - (follow ? insets.total(c) : 0)), along: m)
        var rules: [String] = []
        if follow && insets.total(c) != 0 {
            rules.append(
                "supplementariesFollowContentInsets: it spans the section inside its \(c == .horizontal ? "leading/trailing" : "top/bottom") contentInsets"
            )
        }
        if b.pinToVisibleBounds {
            // The numbers `pinned(_:sectionStart:sectionEnd:offset:)` compares (its header and footer rules).
            let axis = m == .vertical ? "y" : "x"
            let natural = placed.attributes.frame.minAlong(m) + start
            let length = placed.attributes.frame.length(m)
            let offset = environment.contentOffset.coordinate(m)
            let adjusted = environment.adjustedContentInset(scrollAxis: m)
            let safeStart = adjusted.leading(m)
            let safeEnd = adjusted.trailing(m)
            // The words of UIKit's default (the safe area), unless the collection view's insets change it.
            let safe = environment.safeAreaInsets
            let insetName =
                safeStart == safe.leading(m) && safeEnd == safe.trailing(m) ? "safe area" : "adjusted content inset"
            let end = start + plan.extent
            let state = attributes.isPinned ? "pinned" : "pinToVisibleBounds, at its resting place"
            if placed.pin == .footer {
                let visibleEnd = offset + environment.containerSize.length(m) - safeEnd
                rules.append(
                    "\(state): \(axis) = min(resting \(formatNumber(natural)), max(visible end \(formatNumber(offset)) + \(formatNumber(environment.containerSize.length(m))) - \(insetName) \(formatNumber(safeEnd)) - \(formatNumber(length)), section start \(formatNumber(start)))) = \(formatNumber(Swift.min(natural, Swift.max(visibleEnd - length, start))))"
                )
            } else {
                let visibleStart = offset + safeStart
                rules.append(
                    "\(state): \(axis) = max(resting \(formatNumber(natural)), min(content offset \(formatNumber(offset)) + \(insetName) \(formatNumber(safeStart)), section end \(formatNumber(end)) - \(formatNumber(length)))) = \(formatNumber(Swift.max(natural, Swift.min(visibleStart, end - length))))"
                )
            }
        }
        if b.extendsBoundary { rules.append("extendsBoundary: the section makes room for it") }
        let startEdge: DirectionalRectEdge = m == .vertical ? .top : .leading
        let endEdge: DirectionalRectEdge = m == .vertical ? .bottom : .trailing
        if b.extendsBoundary, b.alignment.edges.contains(startEdge), !b.alignment.edges.contains(endEdge),
            plan.section.headerTopPadding > 0
        {
            rules.append("headerTopPadding \(formatNumber(plan.section.headerTopPadding)) above the header")
        }
        if let fit = plan.data.fittedSupplementarySizes[b.elementKind] {
            rules.append(
                "estimated: the view's fitted size \(formatNumber(fit.width.isNaN ? placed.attributes.frame.width : fit.width)) x \(formatNumber(fit.height.isNaN ? placed.attributes.frame.height : fit.height))"
            )
        }
        return FrameExplanation.Supplementary(
            role: "section boundary supplementary", layoutSize: sizeText(b.layoutSize), against: .init(against),
            size: .init(placed.attributes.frame.size), alignment: "\(b.alignment)", offset: .init(b.absoluteOffset),
            extendsBoundary: b.extendsBoundary, pinToVisibleBounds: b.pinToVisibleBounds, followsContentInsets: follow,
            container: nil, contentInsets: nil, rules: rules)
    }

    private func decorationPart(_ plan: SectionPlan, index: Int, start: Double) -> FrameExplanation.Supplementary? {
        guard index < plan.section.decorationItems.count else { return nil }
        let d = plan.section.decorationItems[index]
        let sectionRect = Rect(
            mainOrigin: start, crossOrigin: plan.crossOrigin, mainLength: plan.extent, crossLength: plan.crossLength,
            along: scrollAxis)
        return FrameExplanation.Supplementary(
            role: "background decoration", layoutSize: nil, against: nil,
            size: .init(sectionRect.inset(by: d.contentInsets).size),
            alignment: nil, offset: nil, extendsBoundary: nil, pinToVisibleBounds: nil, followsContentInsets: nil,
            container: .init(sectionRect), contentInsets: d.contentInsets.isZero ? nil : .init(d.contentInsets),
            rules: [
                "a background covers its section's frame (headers, footers and contentInsets included), inset by its own contentInsets"
            ])
    }

    /// The element kinds of a section's supplementaries and decorations (boundary items, item and
    /// group supplementaries, backgrounds), for "did you mean" when a kind is misspelt.
    public func elementKinds(section index: Int) -> [String] {
        guard index >= 0 && index < plans.count else { return [] }
        let section = plans[index].section
        var kinds: [String] = []
        func add(_ k: String) { if !kinds.contains(k) { kinds.append(k) } }
        section.boundarySupplementaryItems.forEach { add($0.elementKind) }
        section.decorationItems.forEach { add($0.elementKind) }
        func walk(_ g: LayoutGroup) {
            g.supplementaryItems.forEach { add($0.elementKind) }
            let elements: [LayoutElement]
            switch g.kind {
            case .subitems(_, let e): elements = e
            case .count(_, let e, _), .repeating(_, let e, _): elements = [e]
            case .custom: elements = []
            }
            for e in elements {
                switch e {
                case .item(let item): item.supplementaryItems.forEach { add($0.elementKind) }
                case .group(let inner): walk(inner)
                }
            }
        }
        walk(section.group)
        if index == 0 { configuration.boundarySupplementaryItems.forEach { add($0.elementKind) } }
        return kinds
    }

    private func sizeText(_ s: LayoutSize) -> String { "\(s.widthDimension) x \(s.heightDimension)" }

    private func anchorText(_ a: LayoutAnchor) -> String {
        var edges: [String] = []
        if a.edges.contains(.top) { edges.append("top") }
        if a.edges.contains(.leading) { edges.append("leading") }
        if a.edges.contains(.bottom) { edges.append("bottom") }
        if a.edges.contains(.trailing) { edges.append("trailing") }
        var text = "edges [" + edges.joined(separator: ", ") + "]"
        switch a.offset {
        case .absolute(let p) where p != .zero: text += ", absoluteOffset (\(formatNumber(p.x)), \(formatNumber(p.y)))"
        case .fractional(let p) where p != .zero:
            text += ", fractionalOffset (\(formatNumber(p.x)), \(formatNumber(p.y)))"
        default: break
        }
        return text
    }

    // MARK: - Shared parts

    /// `rounded`: the frame that goes into the rounding when it is not `unsnapped` (a badge moved
    /// with its cell's snapped frame). The device's frame is worked out with snapping off too, so
    /// `explain` shows both.
    private func base(
        kind: String, elementKind: String?, indexPath: IndexPath, unsnapped: Rect, rounded: Rect? = nil, zIndex: Int,
        plan: SectionPlan?
    ) -> FrameExplanation {
        let input = rounded ?? unsnapped
        let scale = environment.displayScale
        let snapped = Self.snapped(input, scale: scale)
        let ties = Self.halfPixelComponents(of: input, scale: scale)
        let parts = [input.minX, input.minY, input.width, input.height]
        let done = [snapped.minX, snapped.minY, snapped.width, snapped.height]
        let names = ["x", "y", "width", "height"]
        let halfPixels = ties.compactMap { name -> FrameExplanation.HalfPixel? in
            guard let i = names.firstIndex(of: name) else { return nil }
            return FrameExplanation.HalfPixel(component: name, pixels: parts[i] * scale, rounded: done[i] * scale)
        }
        return FrameExplanation(
            kind: kind, elementKind: elementKind, indexPath: [indexPath.section, indexPath.item], identifier: nil,
            sectionIdentifier: nil, frame: .init(environment.pixelSnapping ? snapped : unsnapped),
            zIndex: zIndex, zIndexRule: nil, pinned: false, environment: environmentPart(plan),
            section: plan.map(sectionPart),
            position: nil, chain: [], selfSizing: nil, supplementary: nil,
            snapping: FrameExplanation.Snapping(
                enabled: environment.pixelSnapping, displayScale: environment.displayScale,
                unsnapped: .init(unsnapped), snapped: .init(snapped), halfPixels: halfPixels),
            notes: [])
    }

    private func environmentPart(_ plan: SectionPlan?) -> FrameExplanation.Environment {
        let env = environment
        var reference = configuration.contentInsetsReference
        if let plan, plan.section.contentInsetsReference != .automatic {
            reference = plan.section.contentInsetsReference
        }
        let insets = env.referenceInsets(reference)
        let size = env.containerSize
        return FrameExplanation.Environment(
            containerSize: .init(size), scrollDirection: scrollAxis == .vertical ? "vertical" : "horizontal",
            contentInsetsReference: ".\(reference)", contentInsets: .init(insets),
            effectiveContentSize: .init(
                Size(
                    width: Swift.max(0, size.width - insets.leading - insets.trailing),
                    height: Swift.max(0, size.height - insets.top - insets.bottom))),
            displayScale: env.displayScale, pixelSnapping: env.pixelSnapping,
            profile: env.profile == .ios14 ? "ios 14" : "ios 17", quirks: env.quirks)
    }

    private func sectionPart(_ plan: SectionPlan) -> FrameExplanation.Section {
        FrameExplanation.Section(
            index: plan.index, start: sectionStarts[plan.index], contentInsets: .init(plan.section.contentInsets),
            interGroupSpacing: plan.spacing, groupContainer: .init(plan.groupContainer), groupCount: plan.groupCount,
            itemsPerGroup: plan.itemsPerGroup, itemCount: plan.data.itemCount,
            orthogonalScrollingBehavior: plan.isOrthogonal ? ".\(plan.section.orthogonalScrollingBehavior)" : nil,
            orthogonalOffset: plan.isOrthogonal ? plan.orthogonalOffset : nil,
            stripLeadingPadding: plan.isOrthogonal ? plan.stripLeadingPad : nil,
            listAppearance: plan.section.listAppearance.map { ".\($0)" }, hasBackgroundDecoration: plan.hasDecoration)
    }

    private func sectionNotes(_ section: Int, excluding: Set<LayoutNote.ID>) -> [FrameExplanation.Note] {
        notes.filter { ($0.section == nil || $0.section == section) && !excluding.contains($0.id) }
            .map { FrameExplanation.Note(id: $0.id.rawValue, message: $0.message, fix: $0.fix) }
    }
}

private func formatRect(_ r: Rect) -> String {
    "(\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)) x \(formatNumber(r.height)))"
}
