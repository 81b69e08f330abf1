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

/// Fitted sizes by item index: a dictionary when sparse, a contiguous array (NaN = none) when
/// dense, so solving every group of a fully measured million-item section stays cache friendly.
/// A dense index keeps no dictionary (indexes outside the section are never asked for), so it
/// shares nothing with the caller's and its first change writes one slot instead of copying it.
struct FittedIndex: Sendable {
    private(set) var sparse: [Int: Size]
    private(set) var dense: [Size]?

    init(_ sizes: [Int: Size], itemCount: Int) {
        sparse = sizes
        dense = nil
        if itemCount > 0 && sizes.count >= 64 && sizes.count >= itemCount / 8 {
            var array = [Size](repeating: Size(width: .nan, height: .nan), count: itemCount)
            for (k, v) in sizes where k >= 0 && k < itemCount { array[k] = v }
            dense = array
            sparse = [:]
        }
    }

    subscript(index: Int) -> Size? {
        if let dense {
            guard index >= 0 && index < dense.count else { return nil }
            let s = dense[index]
            return s.width.isNaN && s.height.isNaN ? nil : s  // both NaN marks "no fitted size"
        }
        return sparse[index]
    }

    mutating func set(_ size: Size?, at index: Int) {
        if dense != nil {
            if index >= 0, index < (dense?.count ?? 0) { dense?[index] = size ?? Size(width: .nan, height: .nan) }
        } else {
            sparse[index] = size
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
                if dense?[g] == nil && newValue != nil { count += 1 } else if dense?[g] != nil && newValue == nil { count -= 1 }
                dense?[g] = newValue
            } else {
                if sparse[g] == nil && newValue != nil { count += 1 } else if sparse[g] != nil && newValue == nil { count -= 1 }
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
