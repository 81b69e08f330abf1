/// A boundary supplementary or decoration placed relative to its section's start (main axis);
/// the cross coordinate is absolute.
struct PlacedBoundary: Hashable, Sendable {
    var attributes: LayoutAttributes
    var pin: Pin
    enum Pin: Hashable, Sendable { case none, header, footer }
}

/// Everything needed to answer queries about one section without materialising its cells.
/// Main-axis positions are relative to the section's start; `ResolvedLayout` keeps the starts.
struct SectionPlan: Sendable {
    var index: Int
    var section: LayoutSection
    var data: SectionData
    var scrollAxis: Axis
    /// The axis groups are stacked along (the strip axis for orthogonal sections).
    var stackAxis: Axis
    var isOrthogonal: Bool
    var groupContainer: Size

    var template: SolvedGroup
    var itemsPerGroup: Int
    var groupCount: Int
    /// Group instances that differ from the template (fitted sizes by index, the partial last group).
    var overrides: GroupOverrides
    /// The section's fitted sizes by index (`data.fittedSizes`, which the plan drops once they are
    /// indexed, so a change writes one place and never copies the caller's dictionary).
    var fittedIndex: FittedIndex
    /// Per-group extent differences from the template, once a group other than the last differs
    /// (until then `lastDelta` holds the last group's). Rows fast path: exactly the row deltas.
    var fenwick: Fenwick?
    var lastDelta = 0.0
    var templateExtent: Double
    var spacing: Double
    /// How far elements may stick out of their group along the stack axis (badges).
    var overhangBefore = 0.0
    var overhangAfter = 0.0
    var crossOverhangBefore = 0.0
    var crossOverhangAfter = 0.0

    /// Origin of group 0: along the stack axis relative to the section start (or the strip
    /// start), and the fixed cross coordinate.
    var groupsMainOrigin = 0.0
    var groupsCrossOrigin = 0.0
    /// Orthogonal strips: padding before/after the groups and the visible strip length.
    var stripLeadingPad = 0.0
    var stripTrailingPad = 0.0
    var stripVisibleLength = 0.0
    var orthogonalOffset = 0.0

    var boundaries: [PlacedBoundary] = []
    var extent = 0.0
    /// The body's length along the scroll axis (between the header's and the footer's extents:
    /// the groups plus the section's contentInsets), relative to `groupsMainOrigin - inset`.
    var bodyLength = 0.0
    /// Cross-axis extent of the section's frame and its cross origin (layout coordinates).
    var crossOrigin = 0.0
    var crossLength = 0.0
    var quirks = true
    var hasSelfSizingLeaves = true
    var keepsEmptyExtent = false
    var isEmpty: Bool { data.itemCount == 0 }
    var hasDecoration: Bool { !section.decorationItems.isEmpty }

    /// Groups solved and sections planned for this section (`ResolvedLayout.work`).
    var work = LayoutWork()
    /// The notes planning this section gave (kept with the plan, so a resolve that keeps the plan
    /// keeps its notes).
    var notes: [LayoutNote] = []

    /// Rows fast path (see `Resolver.isRowShape`): a group's extent is the template's plus its
    /// value in `fenwick` (or `lastDelta` for the last group while there is no tree).
    var isRowShape = false

    func solved(_ g: Int) -> SolvedGroup {
        if isRowShape { return rowGroup(g) }
        if let o = overrides[g] { return o }
        return template
    }

    func groupExtent(_ g: Int) -> Double {
        if isRowShape {
            if let fenwick { return templateExtent + fenwick.value(at: g) }
            return templateExtent + (g == groupCount - 1 ? lastDelta : 0)
        }
        return solved(g).size.length(stackAxis)
    }

    /// Rows fast path: the template's leaves with each leaf's length along the stack axis
    /// replaced by its fitted size; the group is as long as its longest leaf.
    func rowGroup(_ g: Int) -> SolvedGroup {
        let base = g * itemsPerGroup
        let count = Swift.max(0, Swift.min(itemsPerGroup, data.itemCount - base, template.leaves.count))
        var leaves = Array(template.leaves.prefix(count))
        var extent = 0.0
        for i in leaves.indices {
            if let fit = fittedIndex[base + i], !fit.length(stackAxis).isNaN {
                leaves[i].frame.size.setLength(fit.length(stackAxis), stackAxis)
            }
            extent = Swift.max(extent, leaves[i].frame.length(stackAxis))
        }
        var size = template.size
        size.setLength(extent, stackAxis)
        return SolvedGroup(size: size, leaves: leaves, supplementaries: [])
    }

    func rowExtent(_ g: Int) -> Double {
        let base = g * itemsPerGroup
        let count = Swift.max(0, Swift.min(itemsPerGroup, data.itemCount - base, template.leaves.count))
        var extent = 0.0
        for i in 0..<count {
            let fitted = fittedIndex[base + i]?.length(stackAxis)
            let length = fitted.flatMap { $0.isNaN ? nil : $0 } ?? template.leaves[i].frame.length(stackAxis)
            extent = Swift.max(extent, length)
        }
        return extent
    }

    /// Start of group `g` along the stack axis, relative to the first group.
    func groupStart(_ g: Int) -> Double {
        let base = Double(g) * (templateExtent + spacing)
        return base + (fenwick?.prefix(g) ?? 0)
    }

    /// Total length of all groups and the spacing between them.
    var groupsLength: Double {
        guard groupCount > 0 else { return 0 }
        let total = fenwick?.prefix(groupCount) ?? lastDelta
        return Double(groupCount) * templateExtent + Double(groupCount - 1) * spacing + total
    }

    /// Largest extent across the stack axis (orthogonal sections size to it).
    var groupsCrossLength: Double {
        // max is exact and order-independent, so dictionary order cannot reach the result.
        var m = template.size.length(stackAxis.cross)
        let axis = stackAxis.cross
        overrides.forEach { _, o in m = Swift.max(m, o.size.length(axis)) }
        return m
    }

    /// The first group whose end reaches `position` (relative to the first group), by binary search.
    func firstGroup(endingAtOrAfter position: Double) -> Int {
        var lo = 0
        var hi = groupCount
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            // end(mid) = start(mid + 1) − spacing, monotonic because strides are non-negative.
            let end = groupStart(mid) + groupExtent(mid)
            if end < position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    mutating func recordOverhang(_ g: SolvedGroup) {
        let axis = stackAxis
        let cross = stackAxis.cross
        let length = g.size.length(axis)
        let crossLength = g.size.length(cross)
        func note(_ frame: Rect) {
            overhangBefore = Swift.max(overhangBefore, -frame.minAlong(axis))
            overhangAfter = Swift.max(overhangAfter, frame.maxAlong(axis) - length)
            crossOverhangBefore = Swift.max(crossOverhangBefore, -frame.minAlong(cross))
            crossOverhangAfter = Swift.max(crossOverhangAfter, frame.maxAlong(cross) - crossLength)
        }
        for leaf in g.leaves { note(leaf.frame) }
        for s in g.supplementaries { note(s.frame) }
    }

    /// How far this section's elements may reach before its start / after its end along the
    /// layout's scroll axis (overflowing items, badges, offset supplementaries). Conservative.
    var bleed: (before: Double, after: Double) {
        let m = scrollAxis
        var before = isOrthogonal ? crossOverhangBefore : overhangBefore
        var after = isOrthogonal ? crossOverhangAfter : overhangAfter
        for b in boundaries {
            before = Swift.max(before, -b.attributes.frame.minAlong(m))
            after = Swift.max(after, b.attributes.frame.maxAlong(m) - extent)
        }
        return (before, after)
    }

    /// Rebuilds the offsets from the overrides when the plan is made: O(groups) when many groups
    /// differ, O(overrides × log groups) when few do.
    mutating func rebuildOffsets() {
        let last = groupCount - 1
        let onlyLast = overrides.isEmpty || (overrides.count == 1 && overrides[last] != nil)
        if onlyLast {
            fenwick = nil
            lastDelta = overrides.isEmpty ? 0 : (solved(last).size.length(stackAxis) - templateExtent)
            return
        }
        let axis = stackAxis
        let base = templateExtent
        if overrides.count >= 64 && overrides.count >= groupCount / 8 {
            // Each slot is written once, so the walk's order cannot reach the result.
            var deltas = [Double](repeating: 0, count: groupCount)
            overrides.forEach { k, o in
                if k >= 0 && k < deltas.count { deltas[k] = o.size.length(axis) - base }
            }
            fenwick = Fenwick(deltas)
        } else {
            // In group order, so the sums do not depend on the dictionary's order.
            var keyed: [(Int, Double)] = []
            keyed.reserveCapacity(overrides.count)
            overrides.forEach { k, o in keyed.append((k, o.size.length(axis) - base)) }
            var tree = Fenwick(count: groupCount)
            for (k, delta) in keyed.sorted(by: { $0.0 < $1.0 }) { tree.add(delta, at: k) }
            fenwick = tree
        }
        lastDelta = 0
    }

    /// Starts the offset tree on the first change of a group other than the last: empty, with
    /// the last group's difference moved into it. O(1) until blocks are written.
    mutating func startOffsets() {
        var tree = Fenwick(count: groupCount)
        if groupCount > 0 { tree.add(lastDelta, at: groupCount - 1) }
        fenwick = tree
        lastDelta = 0
    }

    /// Re-solves the item's group with the new fitted size and updates the offsets in place:
    /// O(log groups), and the first change of a section allocates one block of the offset tree,
    /// not a tree of every group.
    mutating func setFittedSize(_ size: Size?, item: Int, environment: LayoutEnvironment) throws(LayoutError) {
        let previous = fittedIndex[item]
        guard hasSelfSizingLeaves else {
            // Nothing self-sizes: record the size, the geometry cannot change.
            fittedIndex.set(size, at: item)
            return
        }
        let g = item / itemsPerGroup
        if isRowShape {
            let old = groupExtent(g)
            fittedIndex.set(size, at: item)
            let delta = rowExtent(g) - old
            work.groups += 1
            if fenwick == nil && g != groupCount - 1 { startOffsets() }
            if fenwick != nil {
                fenwick?.add(delta, at: g)
            } else {
                lastDelta += delta
            }
            Resolver.layoutBoundaries(&self, environment: environment)
            return
        }
        fittedIndex.set(size, at: item)
        let oldExtent = groupExtent(g)
        let solved: SolvedGroup
        do {
            solved = try Resolver.solveInstance(plan: self, group: g)
        } catch {
            fittedIndex.set(previous, at: item)
            throw error
        }
        overrides[g] = solved
        recordOverhang(solved)
        work.groups += 1
        let delta = solved.size.length(stackAxis) - oldExtent
        if fenwick == nil && g != groupCount - 1 { startOffsets() }
        if fenwick != nil {
            fenwick?.add(delta, at: g)
        } else {
            lastDelta += delta
        }
        Resolver.layoutBoundaries(&self, environment: environment)
    }
}
