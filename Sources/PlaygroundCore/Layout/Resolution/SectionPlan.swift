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
    /// `data.fittedSizes` indexed for fast lookups.
    var fittedIndex: FittedIndex
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

    /// Rows fast path (see `RowShape`): per-group extent differences, when any group differs.
    var isRowShape = false
    var rowDeltas: [Double]?

    func solved(_ g: Int) -> SolvedGroup {
        if isRowShape { return rowGroup(g) }
        if let o = overrides[g] { return o }
        return template
    }

    func groupExtent(_ g: Int) -> Double {
        if isRowShape {
            if let rowDeltas { return templateExtent + (g >= 0 && g < rowDeltas.count ? rowDeltas[g] : 0) }
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
        var lo = 0, hi = groupCount
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            // end(mid) = start(mid + 1) − spacing, monotonic because strides are non-negative.
            let end = groupStart(mid) + groupExtent(mid)
            if end < position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    mutating func recordOverhang(_ g: SolvedGroup) {
        let axis = stackAxis, cross = stackAxis.cross
        let length = g.size.length(axis), crossLength = g.size.length(cross)
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

    /// Rebuilds the Fenwick tree from the overrides (O(groups)); used once per section.
    mutating func rebuildOffsets() {
        let last = groupCount - 1
        let onlyLast = overrides.isEmpty || (overrides.count == 1 && overrides[last] != nil)
        if onlyLast {
            fenwick = nil
            lastDelta = overrides.isEmpty ? 0 : (solved(last).size.length(stackAxis) - templateExtent)
            return
        }
        // Each slot is written once, so the (unordered) dictionary walk is deterministic.
        var deltas = [Double](repeating: 0, count: groupCount)
        let axis = stackAxis, base = templateExtent
        overrides.forEach { k, o in
            if k >= 0 && k < deltas.count { deltas[k] = o.size.length(axis) - base }
        }
        fenwick = Fenwick(deltas)
        lastDelta = 0
    }

    /// Re-solves the item's group with the new fitted size and updates the offsets in place
    /// (O(log groups); the Fenwick tree is built on the first non-last override).
    mutating func setFittedSize(_ size: Size?, item: Int, environment: LayoutEnvironment) throws(LayoutError) {
        let previous = data.fittedSizes[item]
        guard hasSelfSizingLeaves else {
            // Nothing self-sizes: record the size, the geometry cannot change.
            data.fittedSizes[item] = size
            fittedIndex.set(size, at: item)
            return
        }
        let g = item / itemsPerGroup
        if isRowShape {
            let old = groupExtent(g)
            data.fittedSizes[item] = size
            fittedIndex.set(size, at: item)
            let delta = rowExtent(g) - old
            if rowDeltas != nil {
                rowDeltas?[g] += delta
                fenwick?.add(delta, at: g)
            } else if g == groupCount - 1 {
                lastDelta += delta
            } else {
                var deltas = [Double](repeating: 0, count: groupCount)
                deltas[groupCount - 1] = lastDelta
                deltas[g] += delta
                rowDeltas = deltas
                fenwick = Fenwick(deltas)
                lastDelta = 0
            }
            Resolver.layoutBoundaries(&self, environment: environment)
            return
        }
        data.fittedSizes[item] = size
        fittedIndex.set(size, at: item)
        let oldExtent = groupExtent(g)
        let solved: SolvedGroup
        do {
            solved = try Resolver.solveInstance(plan: self, group: g)
        } catch {
            data.fittedSizes[item] = previous
            fittedIndex.set(previous, at: item)
            throw error
        }
        overrides[g] = solved
        recordOverhang(solved)
        let delta = solved.size.length(stackAxis) - oldExtent
        if fenwick != nil {
            fenwick?.add(delta, at: g)
        } else if g == groupCount - 1 {
            lastDelta += delta
        } else {
            rebuildOffsets()
        }
        Resolver.layoutBoundaries(&self, environment: environment)
    }
}
