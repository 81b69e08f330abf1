extension ResolvedLayout {
    /// The frames of the groups nested inside one top-level group instance (outermost first, in
    /// layout coordinates, snapped as `groupFrame` is), for pictures that draw every group's edges.
    /// The instance is solved again with the trace on, as `explain` does: the normal resolution
    /// keeps only the leaves. Empty when the group has no nested groups or `g` is out of range.
    public func nestedGroupFrames(section: Int, group g: Int) throws(LayoutError) -> [Rect] {
        guard section >= 0 && section < plans.count else { return [] }
        let plan = plans[section]
        guard g >= 0 && g < plan.groupCount, plan.itemsPerGroup > 0, g * plan.itemsPerGroup < plan.data.itemCount else {
            return []
        }
        guard let traced = try tracedGroup(at: IndexPath(item: g * plan.itemsPerGroup, section: section)) else {
            return []
        }
        let trace = traced.trace
        guard !trace.groups.isEmpty else { return [] }
        let origin = groupOrigin(g, plan, sectionStarts[section])
        var frames: [Rect] = []
        func walk(_ index: Int, _ at: Point) {
            for p in trace.groups[index].placements {
                // children are recorded before their group
                guard let inner = p.group, inner >= 0, inner < index else { continue }
                let childOrigin = Point(x: at.x + p.origin.x, y: at.y + p.origin.y)
                frames.append(snap(Rect(origin: childOrigin, size: p.size)))
                walk(inner, childOrigin)
            }
        }
        walk(trace.groups.count - 1, origin)
        return frames
    }
}

extension ResolvedLayout {
    /// Whether the section's group holds other groups (so `nestedGroupFrames` has something to find).
    public func hasNestedGroups(section: Int) -> Bool {
        guard section >= 0 && section < plans.count else { return false }
        switch plans[section].section.group.kind {
        case .subitems(_, let elements):
            return elements.contains { if case .group = $0 { return true } else { return false } }
        case .count(_, let element, _), .repeating(_, let element, _):
            if case .group = element { return true }
            return false
        case .custom:
            return false
        }
    }
}
