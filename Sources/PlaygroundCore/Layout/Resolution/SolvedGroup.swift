/// A supplementary (badge or group supplementary) placed in group coordinates.
struct SolvedSupplementary: Hashable, Sendable {
    var elementKind: String
    var frame: Rect
    var zIndex: Int
    /// For item badges: the leaf ordinal within the group; nil for group supplementaries.
    var leafOrdinal: Int?
    /// For item badges: where the anchor puts the badge in its cell, as fractions of the room
    /// left (0 leading/top, 1 trailing/bottom, 0.5 centred), so pixel snapping can anchor the
    /// badge to the cell's snapped frame.
    var anchorFactors: Point = .zero
}

/// A cell placed in group coordinates.
struct SolvedLeaf: Hashable, Sendable {
    var frame: Rect
    var zIndex: Int
}

/// One solved instance of a top-level group, in its own coordinates (origin = group origin).
struct SolvedGroup: Hashable, Sendable {
    var size: Size
    var leaves: [SolvedLeaf]
    var supplementaries: [SolvedSupplementary]
}

/// Fitted sizes by item index: the section data's `ItemSizes`, shared with the caller (a dense
/// one is a contiguous array, so solving every group of a fully measured million-item section
/// stays cache friendly, and the layout holds no second copy of it), with the changes made since
/// the layout was resolved kept over it. The first change therefore writes one dictionary entry
/// instead of copying the caller's storage; once the changes reach a sixteenth of the sizes
/// (at least 1,024) they are folded in, one copy amortised over as many changes.
struct FittedIndex: Sendable {
    private(set) var base: ItemSizes
    /// By index: the size set since resolving (nil: removed).
    private(set) var changes: [Int: Size?] = [:]

    init(_ sizes: ItemSizes, itemCount: Int) {
        base = sizes
    }

    subscript(index: Int) -> Size? {
        if !changes.isEmpty, let changed = changes[index] { return changed }
        return base[index]
    }

    mutating func set(_ size: Size?, at index: Int) {
        changes.updateValue(size, forKey: index)
        if changes.count > Swift.max(1_024, base.count / 16) {
            for (index, size) in changes { base[index] = size }
            changes = [:]
        }
    }
}

/// Group instances that differ from the template: a dictionary when few, an array when many.
struct GroupOverrides: Sendable {
    private var sparse: [Int: SolvedGroup] = [:]
    private var dense: [SolvedGroup?]?
    private(set) var count = 0

    init(groupCount: Int, expected: Int) {
        if groupCount > 0 && expected >= 64 && expected >= groupCount / 8 {
            dense = [SolvedGroup?](repeating: nil, count: groupCount)
        }
    }

    var isEmpty: Bool { count == 0 }

    subscript(g: Int) -> SolvedGroup? {
        get {
            // No overrides (most sections): no hashing for each group enumerated.
            if count == 0 { return nil }
            if let dense { return g >= 0 && g < dense.count ? dense[g] : nil }
            return sparse[g]
        }
        set {
            if dense != nil {
                guard g >= 0 && g < (dense?.count ?? 0) else { return }
                if dense?[g] == nil && newValue != nil {
                    count += 1
                } else if dense?[g] != nil && newValue == nil {
                    count -= 1
                }
                dense?[g] = newValue
            } else {
                if sparse[g] == nil && newValue != nil {
                    count += 1
                } else if sparse[g] != nil && newValue == nil {
                    count -= 1
                }
                sparse[g] = newValue
            }
        }
    }

    /// Calls `body` for every override; callers must not depend on the order (max, or writes
    /// to distinct slots).
    func forEach(_ body: (Int, SolvedGroup) -> Void) {
        if let dense {
            for (g, o) in dense.enumerated() { if let o { body(g, o) } }
        } else {
            for (g, o) in sparse { body(g, o) }
        }
    }
}

/// Where fitted sizes come from while solving one top-level group instance.
struct FittedLookup: Sendable {
    var byIndex: FittedIndex
    var byName: [String: Size]
    var sectionDefault: Size?
    /// Data index of the group's first leaf.
    var base: Int
    var usesIndex: Bool

    func size(leaf ordinal: Int, name: String?) -> Size? {
        if usesIndex, let s = byIndex[base + ordinal] { return s }
        if let name, let s = byName[name] { return s }
        return sectionDefault
    }
}
