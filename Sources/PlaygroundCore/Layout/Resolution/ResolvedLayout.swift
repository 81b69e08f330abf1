/// A section's geometry after resolution.
public struct SectionSummary: Hashable, Sendable {
    public var index: Int
    /// The section's frame in content coordinates (boundary supplementaries and insets included).
    public var frame: Rect
    public var itemCount: Int
    public var itemsPerGroup: Int
    public var groupCount: Int
    public var isOrthogonal: Bool
    /// Orthogonal sections: the scrolling strip's content length (groups, spacing, padding).
    public var orthogonalContentLength: Double?
    /// Orthogonal sections: the strip's scroll offset used for the frames.
    public var orthogonalOffset: Double?
    /// The section's body: its frame without the header's and footer's extents (the groups
    /// and the section's contentInsets around them).
    public var body: Rect = .zero
    /// The section's contentInsets (inside `body`).
    public var contentInsets: DirectionalEdgeInsets = .zero
}

/// The result of `CompositionalLayout.resolve`: content size, sections, notes, and queries
/// that materialise attributes lazily.
public struct ResolvedLayout: Sendable {
    public private(set) var environment: LayoutEnvironment
    public let configuration: LayoutConfiguration
    public internal(set) var contentSize: Size = .zero
    /// Pitfalls that occurred, in section order.
    public internal(set) var notes: [LayoutNote]
    /// A flow layout's frames (`UICollectionViewFlowLayout`): when set, the queries answer from it
    /// (`ResolvedLayout+Flow.swift`) and there are no section plans.
    public internal(set) var flow: FlowLayoutResult?
    var plans: [SectionPlan]
    /// What sections' visibleItemsInvalidationHandlers set on their visible items, applied to
    /// those elements by every query (empty: the layout's own attributes).
    public var visibleItemChanges: [ElementID: VisibleItemChange] = [:]
    var sectionStarts: [Double] = []
    var globalBoundaries: [PlacedBoundary] = []
    var contentMainLength = 0.0
    /// The largest distance any section's elements reach outside it (for section searches).
    var maxBleedBefore = 0.0
    var maxBleedAfter = 0.0

    init(environment: LayoutEnvironment, configuration: LayoutConfiguration, plans: [SectionPlan], notes: [LayoutNote])
    {
        self.environment = environment
        self.configuration = configuration
        self.plans = plans
        self.notes = notes
    }

    var scrollAxis: Axis { configuration.scrollDirection }

    // MARK: - Stacking sections

    /// Places sections one after the other plus the layout's own header/footer. O(sections).
    mutating func stackSections() {
        let m = scrollAxis
        let c = m.cross
        let env = environment
        let ref = env.referenceInsets(configuration.contentInsetsReference)
        let crossOrigin = ref.leading(c)
        let crossLength = Swift.max(0, env.containerSize.length(c) - ref.total(c))
        let container = Size(main: env.containerSize.length(m), cross: crossLength, along: m)
        let startEdge: DirectionalRectEdge = m == .vertical ? .top : .leading
        let endEdge: DirectionalRectEdge = m == .vertical ? .bottom : .trailing
        var headerExtent = 0.0
        var footerExtent = 0.0
        for b in configuration.boundarySupplementaryItems {
            let size = b.layoutSize.resolve(in: container)
            if b.alignment.edges.contains(startEdge) { headerExtent = Swift.max(headerExtent, size.length(m)) }
            if b.alignment.edges.contains(endEdge) { footerExtent = Swift.max(footerExtent, size.length(m)) }
        }
        var cursor = headerExtent
        sectionStarts = []
        sectionStarts.reserveCapacity(plans.count)
        maxBleedBefore = 0
        maxBleedAfter = 0
        // By index: `for plan in plans` copied each plan (every reference it holds retained and
        // released), per section and per resolve.
        for i in plans.indices {
            let bleed = plans[i].bleed
            maxBleedBefore = Swift.max(maxBleedBefore, bleed.before)
            maxBleedAfter = Swift.max(maxBleedAfter, bleed.after)
            sectionStarts.append(cursor)
            cursor += plans[i].extent
            if i < plans.count - 1 {
                // Evidence: [M] iOS 17 adds interSectionSpacing after an empty section; iOS 14 does not.
                if !(plans[i].isEmpty && env.profile == .ios14) { cursor += configuration.interSectionSpacing }
            }
        }
        let bodyEnd = cursor
        contentMainLength = bodyEnd + footerExtent
        globalBoundaries = configuration.boundarySupplementaryItems.map { b in
            let size = b.layoutSize.resolve(in: container)
            let edges = b.alignment.edges
            let isFooter = edges.contains(endEdge) && !edges.contains(startEdge)
            let box =
                isFooter
                ? Rect(
                    mainOrigin: bodyEnd, crossOrigin: crossOrigin, mainLength: footerExtent, crossLength: crossLength,
                    along: m)
                : Rect(
                    mainOrigin: 0, crossOrigin: crossOrigin, mainLength: headerExtent, crossLength: crossLength,
                    along: m)
            let frame = b.inset(LayoutAnchor(edges: edges, absoluteOffset: b.absoluteOffset).frame(of: size, in: box))
            return PlacedBoundary(
                attributes: LayoutAttributes(
                    category: .supplementaryView(elementKind: b.elementKind),
                    indexPath: IndexPath(0, 0), frame: frame, zIndex: b.zIndex),
                pin: b.pinToVisibleBounds ? (isFooter ? .footer : .header) : .none)
        }
        contentSize = snapSize(Size(main: contentMainLength, cross: env.containerSize.length(c), along: m))
    }

    // MARK: - Summaries

    public var sectionCount: Int { flow?.sections.count ?? plans.count }

    public func section(_ index: Int) -> SectionSummary? {
        if let flow { return flowSection(index, flow) }
        guard index >= 0 && index < plans.count else { return nil }
        let plan = plans[index]
        let m = scrollAxis
        let frame = Rect(
            mainOrigin: sectionStarts[index], crossOrigin: plan.crossOrigin,
            mainLength: plan.extent, crossLength: plan.crossLength, along: m)
        let insets = plan.section.contentInsets
        let body = Rect(
            mainOrigin: sectionStarts[index] + plan.groupsMainOrigin - insets.leading(m), crossOrigin: plan.crossOrigin,
            mainLength: plan.bodyLength, crossLength: plan.crossLength, along: m)
        return SectionSummary(
            index: index, frame: snap(frame), itemCount: plan.data.itemCount,
            itemsPerGroup: plan.itemsPerGroup, groupCount: plan.groupCount, isOrthogonal: plan.isOrthogonal,
            orthogonalContentLength: plan.isOrthogonal ? stripContentLength(plan) : nil,
            orthogonalOffset: plan.isOrthogonal ? plan.orthogonalOffset : nil,
            body: snap(body), contentInsets: insets)
    }

    public var sections: [SectionSummary] { (0..<sectionCount).compactMap { section($0) } }

    func stripContentLength(_ plan: SectionPlan) -> Double {
        plan.stripLeadingPad + plan.groupsLength + plan.stripTrailingPad
    }

    // MARK: - Queries

    /// The viewport: the bounds at the environment's content offset.
    public var visibleRect: Rect { Rect(origin: environment.contentOffset, size: environment.containerSize) }

    /// Elements visible at the environment's content offset (pinned headers placed for it).
    public func visibleAttributes() -> [LayoutAttributes] { attributes(in: visibleRect) }

    /// Scrolls: pinned headers/footers and `visibleAttributes()` follow. O(1).
    public mutating func setContentOffset(_ offset: Point) throws(LayoutError) {
        if !offset.x.isFinite { throw .invalidEnvironment(what: "content offset x", value: offset.x) }
        if !offset.y.isFinite { throw .invalidEnvironment(what: "content offset y", value: offset.y) }
        environment.contentOffset = offset
    }

    /// Scrolls one orthogonal section's strip (its cells move along the strip). O(1) plus
    /// the section's boundary supplementaries.
    public mutating func setOrthogonalScrollOffset(_ offset: Double, section: Int) throws(LayoutError) {
        guard section >= 0 && section < plans.count else {
            throw .sectionOutOfRange(section: section, count: plans.count)
        }
        if !offset.isFinite {
            throw .invalidEnvironment(what: "orthogonal scroll offset of section \(section)", value: offset)
        }
        environment.orthogonalScrollOffsets[section] = offset
        plans[section].orthogonalOffset = offset
        Resolver.layoutBoundaries(&plans[section], environment: environment)
    }

    /// Elements whose frames intersect `rect`, in a deterministic order: layout supplementaries,
    /// then per section its boundary supplementaries and decorations, then cells and their
    /// supplementaries group by group. Binary searches sections and groups; never touches
    /// elements far from `rect`.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        if let flow { return flowAttributes(flow, in: rect) }
        var out: [LayoutAttributes] = []
        let m = scrollAxis
        for b in globalBoundaries {
            let a = pinned(b, sectionStart: 0, sectionEnd: contentMainLength, offset: 0)
            let f = finalize(a)
            if f.frame.intersects(rect) { out.append(f) }
        }
        // Snapping moves edges by less than a pixel: search a pixel wider, filter exactly.
        let slack = environment.pixelSnapping ? 1 / environment.displayScale : 0
        let qMin = rect.minAlong(m) - slack
        let qMax = rect.maxAlong(m) + slack
        var lo = 0
        var hi = plans.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if sectionStarts[mid] + plans[mid].extent + maxBleedAfter < qMin { lo = mid + 1 } else { hi = mid }
        }
        var s = lo
        while s < plans.count && sectionStarts[s] - maxBleedBefore <= qMax {
            appendSection(s, in: rect, to: &out)
            s += 1
        }
        return out
    }

    /// Every element (materialises all cells: use `attributes(in:)` for large sections).
    public func allAttributes() -> [LayoutAttributes] {
        if let flow { return flowAttributes(flow, in: nil) }
        var out: [LayoutAttributes] = []
        for b in globalBoundaries {
            out.append(finalize(pinned(b, sectionStart: 0, sectionEnd: contentMainLength, offset: 0)))
        }
        for s in plans.indices { appendSection(s, in: nil, to: &out) }
        return out
    }

    /// What an enumeration of the elements did (`forEachAttribute`), for tests that count work.
    public struct EnumerationWork: Hashable, Sendable {
        /// Elements handed to the body.
        public var elements = 0
        /// The most elements made and held at once: one group's (or one section's boundaries), never the layout's.
        public var mostHeld = 0

        public init(elements: Int = 0, mostHeld: Int = 0) {
            self.elements = elements
            self.mostHeld = mostHeld
        }
    }

    /// Every element in `allAttributes()` order, made one group (or one section's boundary
    /// items) at a time into a reused buffer, so a million cells are never held at once; the
    /// body returns false to stop. `section`: only that section's elements (and the layout's
    /// boundary items, whose index path is `[0, 0]`, when it is 0), as `allAttributes()`
    /// filtered by section gives them.
    @discardableResult
    public func forEachAttribute(section only: Int? = nil, _ body: (LayoutAttributes) -> Bool) -> EnumerationWork {
        var work = EnumerationWork()
        if let flow { return forEachFlowAttribute(flow, section: only, body) }
        var buffer: [LayoutAttributes] = []
        for b in globalBoundaries {
            buffer.append(finalize(pinned(b, sectionStart: 0, sectionEnd: contentMainLength, offset: 0)))
        }
        guard Self.drain(&buffer, only, &work, body) else { return work }
        for s in plans.indices {
            let plan = plans[s]
            let start = sectionStarts[s]
            for b in plan.boundaries {
                buffer.append(finalize(pinned(b, sectionStart: start, sectionEnd: start + plan.extent, offset: start)))
            }
            guard Self.drain(&buffer, only, &work, body) else { return work }
            // Groups' elements carry their own section's index path: a section filtered out is skipped whole.
            if let only, only != plan.index { continue }
            var g = 0
            while g < plan.groupCount {
                appendGroup(g, of: plan, sectionStart: start, in: nil, cellsOnly: false, to: &buffer)
                guard Self.drain(&buffer, only, &work, body) else { return work }
                g += 1
            }
        }
        return work
    }

    /// Hands the buffer's elements to the body, each lent in place (not copied out of the
    /// buffer), and empties it; false when the body stopped. A function of its arguments, not a
    /// closure over the enumeration's variables: Swift checked each access to those at run time.
    private static func drain(
        _ buffer: inout [LayoutAttributes], _ only: Int?, _ work: inout EnumerationWork,
        _ body: (LayoutAttributes) -> Bool
    ) -> Bool {
        work.mostHeld = Swift.max(work.mostHeld, buffer.count)
        defer { buffer.removeAll(keepingCapacity: true) }
        return buffer.withUnsafeBufferPointer { elements in
            for i in elements.indices {
                if let only, elements[i].indexPath.section != only { continue }
                work.elements += 1
                if !body(elements[i]) { return false }
            }
            return true
        }
    }

    /// The cell of one item, or nil when the index path is out of range.
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        if let flow { return flowCell(flow, at: indexPath) }
        guard indexPath.section >= 0 && indexPath.section < plans.count else { return nil }
        let plan = plans[indexPath.section]
        guard indexPath.item >= 0 && indexPath.item < plan.data.itemCount else { return nil }
        let g = indexPath.item / plan.itemsPerGroup
        var out: [LayoutAttributes] = []
        appendGroup(g, of: plan, sectionStart: sectionStarts[indexPath.section], in: nil, cellsOnly: true, to: &out)
        let ordinal = indexPath.item - g * plan.itemsPerGroup
        return ordinal < out.count ? out[ordinal] : nil
    }

    /// The top-level group instance frames and item ranges of a section (for drawings).
    public func groupFrame(section: Int, group g: Int) -> Rect? {
        if flow != nil { return nil }
        guard section >= 0 && section < plans.count else { return nil }
        let plan = plans[section]
        guard g >= 0 && g < plan.groupCount else { return nil }
        return snap(Rect(origin: groupOrigin(g, plan, sectionStarts[section]), size: plan.solved(g).size))
    }

    /// One top-level group instance with its cells and supplementaries (for ASCII drawings
    /// of a group, the `visualDescription()` stand-in the script layer renders).
    public func groupContents(section: Int, group g: Int) -> (frame: Rect, elements: [LayoutAttributes])? {
        guard let frame = groupFrame(section: section, group: g) else { return nil }
        var out: [LayoutAttributes] = []
        appendGroup(g, of: plans[section], sectionStart: sectionStarts[section], in: nil, cellsOnly: false, to: &out)
        return (frame, out)
    }

    // MARK: - Orthogonal paging

    /// Where an orthogonal section's strip comes to rest for a proposed scroll offset, following
    /// its `orthogonalScrollingBehavior`; nil for a section that does not scroll orthogonally.
    public func restingOrthogonalOffset(section index: Int, proposed: Double) -> Double? {
        guard index >= 0 && index < plans.count, proposed.isFinite else { return nil }
        let plan = plans[index]
        guard plan.isOrthogonal else { return nil }
        let maxOffset = Swift.max(0, stripContentLength(plan) - plan.stripVisibleLength)
        func clamp(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), maxOffset) }
        // Evidence: [I] the stopping points: page multiples for `.paging`; group leading edges
        // aligned with the strip's leading padding for group paging and the leading-boundary
        // mode; group centres on the strip's centre for `.groupPagingCentered`.
        func groupStop(_ g: Int) -> Double {
            let start = plan.groupStart(g)
            if plan.section.orthogonalScrollingBehavior == .groupPagingCentered {
                return plan.stripLeadingPad + start + plan.groupExtent(g) / 2 - plan.stripVisibleLength / 2
            }
            return start
        }
        switch plan.section.orthogonalScrollingBehavior {
        case .none, .continuous:
            return clamp(proposed)
        case .paging:
            let page = plan.stripVisibleLength
            guard page > 0 else { return 0 }
            return clamp((proposed / page).rounded() * page)
        case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
            guard plan.groupCount > 0 else { return 0 }
            let g = Swift.min(plan.firstGroup(endingAtOrAfter: proposed), plan.groupCount - 1)
            var best = groupStop(g)
            for candidate in [g - 1, g + 1] where candidate >= 0 && candidate < plan.groupCount {
                let stop = groupStop(candidate)
                if Swift.abs(stop - proposed) < Swift.abs(best - proposed) { best = stop }
            }
            return clamp(best)
        }
    }

    // MARK: - Updating fitted sizes

    /// Sets (or clears with nil) one cell's fitted size. Re-solves only that item's group and
    /// updates offsets in O(log groups) plus O(sections) to restack sections.
    public mutating func setFittedSize(_ size: Size?, at indexPath: IndexPath) throws(LayoutError) {
        guard indexPath.section >= 0 && indexPath.section < plans.count else {
            throw .sectionOutOfRange(section: indexPath.section, count: plans.count)
        }
        let s = indexPath.section
        guard indexPath.item >= 0 && indexPath.item < plans[s].data.itemCount else {
            throw .itemOutOfRange(section: s, item: indexPath.item, count: plans[s].data.itemCount)
        }
        if let size, !size.isValidFittedSize { throw .invalidFittedSize(section: s, item: indexPath.item, size: size) }
        try plans[s].setFittedSize(size, item: indexPath.item, environment: environment)
        stackSections()
    }

    // MARK: - Materialising

    func groupOrigin(_ g: Int, _ plan: SectionPlan, _ sectionStart: Double) -> Point {
        let m = scrollAxis
        if plan.isOrthogonal {
            return Point(
                main: sectionStart + plan.groupsMainOrigin, cross: plan.groupsCrossOrigin + plan.groupStart(g), along: m
            )
        }
        return Point(
            main: sectionStart + plan.groupsMainOrigin + plan.groupStart(g), cross: plan.groupsCrossOrigin, along: m)
    }

    private func appendSection(_ s: Int, in rect: Rect?, to out: inout [LayoutAttributes]) {
        let plan = plans[s]
        let start = sectionStarts[s]
        for b in plan.boundaries {
            let a = pinned(b, sectionStart: start, sectionEnd: start + plan.extent, offset: start)
            let f = finalize(a)
            if rect.map({ f.frame.intersects($0) }) ?? true { out.append(f) }
        }
        guard plan.groupCount > 0 else { return }
        var first = 0
        var limit = plan.groupCount
        if let rect {
            let axis = plan.stackAxis
            let base = plan.isOrthogonal ? plan.groupsCrossOrigin : start + plan.groupsMainOrigin
            let slack = environment.pixelSnapping ? 1 / environment.displayScale : 0
            let a = rect.minAlong(axis) - base - slack
            let b = rect.maxAlong(axis) - base + slack
            first = plan.firstGroup(endingAtOrAfter: a - plan.overhangAfter)
            var g = first
            while g < plan.groupCount && plan.groupStart(g) - plan.overhangBefore <= b { g += 1 }
            limit = g
        }
        var g = first
        while g < limit {
            appendGroup(g, of: plan, sectionStart: start, in: rect, cellsOnly: false, to: &out)
            g += 1
        }
    }

    private func appendGroup(
        _ g: Int, of plan: SectionPlan, sectionStart: Double, in rect: Rect?, cellsOnly: Bool,
        to out: inout [LayoutAttributes]
    ) {
        let solved = plan.solved(g)
        let origin = groupOrigin(g, plan, sectionStart)
        let base = g * plan.itemsPerGroup
        let indent = plan.section.listAppearance.map {
            ListMetrics.metrics(for: $0, environment: environment).indentationWidth
        }
        // Frames are snapped once here (snap returns them unchanged when snapping is off).
        for (i, leaf) in solved.leaves.enumerated() {
            let frame = snap(leaf.frame.offsetBy(dx: origin.x, dy: origin.y))
            if let rect, !frame.intersects(rect) { continue }
            let index = base + i
            // A background decoration promotes the section's cells to zIndex 1. [A][M]
            var attributes = LayoutAttributes(
                category: .cell, indexPath: IndexPath(plan.index, index), frame: frame,
                zIndex: plan.hasDecoration && leaf.zIndex == 0 ? 1 : leaf.zIndex,
                itemIndex: index)
            // Most sections have no outline levels: no hashing for each of their cells.
            if !plan.data.levels.isEmpty, let level = plan.data.levels[index] {
                attributes.level = level
                attributes.indentation = Double(level) * (indent ?? 0)
            }
            out.append(shown(attributes))
        }
        if cellsOnly { return }
        for supp in solved.supplementaries {
            var frame = supp.frame.offsetBy(dx: origin.x, dy: origin.y)
            if environment.pixelSnapping {
                if let ordinal = supp.leafOrdinal, ordinal >= 0, ordinal < solved.leaves.count {
                    frame = anchoredToSnappedCell(
                        frame, cell: solved.leaves[ordinal].frame.offsetBy(dx: origin.x, dy: origin.y),
                        factors: supp.anchorFactors)
                }
                frame = snap(frame)
            }
            if let rect, !frame.intersects(rect) { continue }
            let path = supp.leafOrdinal.map { IndexPath(plan.index, base + $0) } ?? IndexPath(plan.index, g)
            out.append(
                shown(
                    LayoutAttributes(
                        category: .supplementaryView(elementKind: supp.elementKind),
                        indexPath: path, frame: frame, zIndex: supp.zIndex)))
        }
    }

    /// Moves a boundary element to its section-relative position and applies pinning:
    /// header at max(natural, min(visible start, section end − length)); footer at
    /// min(natural, max(visible end − length, section start)). The visible rect is the bounds at
    /// the content offset inset by the adjusted content inset (the safe area, by default). [A][M]
    func pinned(_ b: PlacedBoundary, sectionStart: Double, sectionEnd: Double, offset: Double) -> LayoutAttributes {
        let m = scrollAxis
        var a = b.attributes
        a.frame = a.frame.offsetBy(main: offset, cross: 0, along: m)
        guard b.pin != .none else { return a }
        let safe = environment.adjustedContentInset(scrollAxis: m)
        let visibleStart = environment.contentOffset.coordinate(m) + safe.leading(m)
        let visibleEnd =
            environment.contentOffset.coordinate(m) + environment.containerSize.length(m) - safe.trailing(m)
        let natural = a.frame.minAlong(m)
        let length = a.frame.length(m)
        let position: Double
        if b.pin == .header {
            position = Swift.max(natural, Swift.min(visibleStart, sectionEnd - length))
        } else {
            position = Swift.min(natural, Swift.max(visibleEnd - length, sectionStart))
        }
        if position != natural {
            a.frame = a.frame.offsetBy(main: position - natural, cross: 0, along: m)
            a.isPinned = true
        }
        return a
    }

    // MARK: - Pixel snapping (the one place)

    func finalize(_ a: LayoutAttributes) -> LayoutAttributes {
        // (A layout subclass's own attributes are shown as it returns them: UIKit does not round them.)
        guard environment.pixelSnapping, flow?.ownAttributes == nil else { return shown(a) }
        var copy = a
        copy.frame = snap(a.frame)
        return shown(copy)
    }

    /// The element as shown: with what a visible-items handler set on it (after snapping: UIKit
    /// computes a transformed frame from the laid-out center and bounds).
    @inline(__always)
    func shown(_ a: LayoutAttributes) -> LayoutAttributes {
        guard !visibleItemChanges.isEmpty, let change = visibleItemChanges[ElementID(a)] else { return a }
        return a.applying(change)
    }

    /// UIKit's pixel snapping, the one rule (issue #31): the origin and the size are each rounded to
    /// the nearest pixel (1/displayScale) from the unsnapped geometry, not the edges; a value that
    /// falls on a half pixel rounds down; a value within a millionth of a pixel of a whole or half
    /// pixel counts as that value.
    /// Evidence: each case below is a test in the PixelSnapping suite.
    /// - [C] a public question (interItemSpacing .fixed(0) with fractional widths summing to 1, 375
    ///   points wide at 2x) whose answer logged the laid-out cells: exact widths 84.18, 37.481, 84.58,
    ///   84.18, 84.58 became 84, 37.5, 84.5, 84, 84.5, leaving the half-point gap the asker saw
    ///   between the last two cells; rounding edges would make the fourth cell 84.5 and leave no gap;
    ///   the same answer gives 37.333 for 37.481 at 3x.
    /// - [M] issue #13, screenshots at 3x: a cell 76.75 wide (230.25 px) at x 0.1 (0.3 px) is
    ///   76.667 wide (edges rounded would give 77); seven columns of 400/7 sit at the nearest pixel
    ///   of each exact origin (flooring drifts); a value that computes as 402.9999999 px is 403.
    /// - [M] issue #31, iOS 17 screenshots at 3x: a cell whose exact x is 207.5 (622.5 px) is at
    ///   207.333 (622 px), and UIKIT-SEMANTICS.md records a badge's half-pixel cases rounding down;
    ///   halves away from zero (this rule's predecessor) missed 5 of 11 observed cases, all ties.
    /// Not sourced: ties at 2x and 1x and any tie on iOS 14 (the 3x rule is assumed; `explain`
    /// says so when a frame has one); whether UIKit snaps contentSize and section frames (they are
    /// snapped like frames here). The iOS 14 profile snaps like iOS 17: the 76.667 case holds on both.
    func snap(_ r: Rect) -> Rect {
        guard environment.pixelSnapping else { return r }
        return Self.snapped(r, scale: environment.displayScale)
    }

    /// `r` on the 1/scale grid by the rule of `snap`, whatever the environment's switch.
    static func snapped(_ r: Rect, scale: Double) -> Rect {
        Rect(
            x: pixelRound(r.minX, scale: scale), y: pixelRound(r.minY, scale: scale),
            width: pixelRound(r.width, scale: scale), height: pixelRound(r.height, scale: scale))
    }

    /// Tolerance of the rounding, in pixels, for the error of the arithmetic before it.
    static let pixelTolerance = 1e-6

    /// `v` on the 1/scale grid: the nearest pixel, a half pixel down (toward minus infinity), within
    /// `pixelTolerance`: ceil(pixels − 0.5 − tolerance). Never −0.
    @inline(__always)
    static func pixelRound(_ v: Double, scale: Double) -> Double {
        let q = v * scale - (0.5 + pixelTolerance)
        // ceil(q) without libm (`rounded(.up)` is a call to `ceil`; `floorOfNonNegative` is not).
        let pixels: Double
        if q < 0 {
            pixels = -floorOfNonNegative(-q)
        } else {
            let f = floorOfNonNegative(q)
            pixels = f < q ? f + 1 : f
        }
        return (pixels + 0) / scale
    }

    /// The components of `r` (x, y, width, height) that lie on a half pixel at `scale`, within
    /// `pixelTolerance`: where the tie rule of `snap` decides.
    static func halfPixelComponents(of r: Rect, scale: Double) -> [String] {
        let parts: [(String, Double)] = [("x", r.minX), ("y", r.minY), ("width", r.width), ("height", r.height)]
        return parts.compactMap { name, v in
            let p = v * scale
            guard p.isFinite, Swift.abs(p) < 4_503_599_627_370_496 else { return nil }
            let fraction = p - p.rounded(.down)
            return Swift.abs(fraction - 0.5) <= pixelTolerance ? name : nil
        }
    }

    /// `v.rounded(.down)` for `v` ≥ 0 (or NaN), without a call into libm (`floor`, on x86-64
    /// without SSE4.1, Swift's default target; four per element enumerated): below 2^52 the
    /// truncation of a conversion to an integer, exact; from 2^52 on every Double is whole.
    @inline(__always)
    static func floorOfNonNegative(_ v: Double) -> Double {
        v < 4_503_599_627_370_496 ? Double(UInt64(v)) : v
    }

    /// A badge anchored to its cell's snapped frame: the anchor moves with the cell's snapped
    /// origin, and by its factor of the change in the cell's size. Evidence: [M] issue #13: with
    /// the badge snapped on its own, only the first row of badges matched the screenshots.
    func anchoredToSnappedCell(_ badge: Rect, cell: Rect, factors: Point) -> Rect {
        let snapped = Self.snapped(cell, scale: environment.displayScale)
        return badge.offsetBy(
            dx: snapped.minX - cell.minX + (snapped.width - cell.width) * factors.x,
            dy: snapped.minY - cell.minY + (snapped.height - cell.height) * factors.y)
    }

    func snapSize(_ s: Size) -> Size {
        snap(Rect(origin: .zero, size: s)).size
    }
}
