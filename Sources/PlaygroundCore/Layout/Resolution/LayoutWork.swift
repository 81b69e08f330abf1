/// What resolving a layout and changing its fitted sizes did, counted as it happens: the
/// complexity tests compare it between small and large inputs instead of timing anything (a
/// first fitted-size change that touched every group, or a resolve that solved every group of a
/// uniform section, shows here as a count that grows with the section).
public struct LayoutWork: Hashable, Sendable {
    /// Sections planned (one per section and resolve).
    public var sections = 0
    /// Group instances solved or measured apart from the section's template.
    public var groups = 0
    /// Values of the per-group offset trees allocated, built or updated.
    public var offsetSlots = 0

    public init() {}

    public var total: Int { sections + groups + offsetSlots }

    public static func += (lhs: inout LayoutWork, rhs: LayoutWork) {
        lhs.sections += rhs.sections
        lhs.groups += rhs.groups
        lhs.offsetSlots += rhs.offsetSlots
    }
}

extension ResolvedLayout {
    /// The work of resolving this layout and of every `setFittedSize` since, summed over its sections.
    public var work: LayoutWork {
        var total = LayoutWork()
        for plan in plans {
            var w = plan.work
            w.offsetSlots += plan.fenwick?.slotsWritten ?? 0
            total += w
        }
        // A flow layout: each item sized and placed counts as a group.
        total.groups += flow?.work ?? 0
        return total
    }
}
