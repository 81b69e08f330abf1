/// What `GroupSolver` records when it is asked to (`GroupSolver.trace`): every group and leaf it
/// solves, with the containers their dimensions resolved against and where each child went.
/// Only `ResolvedLayout.explainCell` turns it on, for the one group instance it explains; the
/// normal resolution path leaves it nil and records nothing.
struct SolveTrace: Sendable {
    /// One measured leaf: an item, or a custom group's frame.
    struct Leaf: Sendable {
        /// Nil for a custom group's frame.
        var item: LayoutItem?
        /// The leaf's ordinal in its top-level group instance (its item index minus the group's first).
        var ordinal: Int
        /// What fractional dimensions resolved against.
        var container: Size
        /// A `count` group's equal slot, replacing the dimension along that group's axis.
        var forcedAxis: Axis?
        var forcedValue = 0.0
        /// The layoutSize resolved against `container` (estimates as they are).
        var declared: Size
        /// After the slot and the fitted size (before `.uniformAcrossSiblings` evens siblings out).
        var measured: Size
        /// The axes that self-size (estimated and not replaced by a slot).
        var selfSizingWidth = false
        var selfSizingHeight = false
        var fitted: Size?
        var fitSource: FitSource?
        /// For a custom group's frame: the frame as given.
        var customFrame: Rect?
    }

    /// One solved group (the top-level group is the last one recorded).
    struct Group: Sendable {
        var group: LayoutGroup
        var container: Size
        var forcedAxis: Axis?
        var forcedValue = 0.0
        /// The layoutSize resolved against `container`.
        var declared: Size
        /// The group's size after solving (grown or shrunk to its content on estimated axes).
        var size: Size
        var estimatedWidth: Bool
        var estimatedHeight: Bool
        /// The contentInsets that applied (those on an estimated axis are dropped).
        var insets: DirectionalEdgeInsets
        /// The room inside the insets.
        var content: Size
        /// A `count` group's equal slot along its axis.
        var countSlot: Double?
        /// The leftover each flexible spacing took.
        var flexShare: Double
        var placements: [Placement]
    }

    /// Where a group put one of its children, in the group's coordinates.
    struct Placement: Sendable {
        /// The child's position among the group's placed children.
        var child: Int
        /// Which of the group's subitems it is (0 for `count`/`repeating`).
        var subitem: Int
        var origin: Point
        var size: Size
        /// For an item: its frame after its contentInsets.
        var frame: Rect?
        /// Index into `leaves` or `groups`.
        var leaf: Int?
        var group: Int?
    }

    var leaves: [Leaf] = []
    var groups: [Group] = []

    mutating func recordLeaf(
        _ item: LayoutItem, ordinal: Int, container: Size, forcedMain: (axis: Axis, value: Double)?,
        declared: Size, measured: Size, selfSizing: (Bool, Bool), fitted: Size?, fitSource: FitSource?
    ) {
        leaves.append(
            Leaf(
                item: item, ordinal: ordinal, container: container, forcedAxis: forcedMain?.axis,
                forcedValue: forcedMain?.value ?? 0, declared: declared, measured: measured,
                selfSizingWidth: selfSizing.0, selfSizingHeight: selfSizing.1,
                fitted: fitted, fitSource: fitted == nil ? nil : fitSource))
    }

    mutating func recordCustomLeaf(ordinal: Int, frame: Rect) {
        leaves.append(
            Leaf(
                item: nil, ordinal: ordinal, container: .zero, declared: frame.size, measured: frame.size,
                customFrame: frame))
    }

    mutating func recordGroup(
        _ group: LayoutGroup, container: Size, forcedMain: (axis: Axis, value: Double)?, declared: Size,
        size: Size, estimated: (Bool, Bool), insets: DirectionalEdgeInsets, content: Size,
        countSlot: Double?, flexShare: Double, placements: [Placement]
    ) {
        groups.append(
            Group(
                group: group, container: container, forcedAxis: forcedMain?.axis, forcedValue: forcedMain?.value ?? 0,
                declared: declared, size: size, estimatedWidth: estimated.0, estimatedHeight: estimated.1,
                insets: insets, content: content, countSlot: countSlot, flexShare: flexShare, placements: placements))
    }

    /// The chain of placements from the top-level group down to the leaf with this ordinal:
    /// (group index, placement) pairs, outermost first.
    func path(toLeaf ordinal: Int) -> [(group: Int, placement: Placement)]? {
        guard !groups.isEmpty else { return nil }
        func search(_ g: Int) -> [(group: Int, placement: Placement)]? {
            for p in groups[g].placements {
                if let l = p.leaf, l >= 0, l < leaves.count, leaves[l].ordinal == ordinal { return [(g, p)] }
                if let inner = p.group, inner >= 0, inner < groups.count, let rest = search(inner) {
                    return [(g, p)] + rest
                }
            }
            return nil
        }
        return search(groups.count - 1)
    }
}

/// Where a self-sizing cell's fitted size came from.
public enum FitSource: String, Hashable, Sendable, Codable {
    /// `fit ITEM`: the item identifier's own size.
    case item
    /// `fit every: LAYOUTITEM`: every cell of that layout item.
    case layoutItem
    /// `fit section: ID`: every cell of the section.
    case section
}

extension FittedLookup {
    /// Which of `size(leaf:name:)`'s sources answered, in the same order.
    func source(leaf ordinal: Int, name: String?) -> FitSource? {
        if usesIndex, byIndex[base + ordinal] != nil { return .item }
        if let name, byName[name] != nil { return .layoutItem }
        return sectionDefault == nil ? nil : .section
    }
}
