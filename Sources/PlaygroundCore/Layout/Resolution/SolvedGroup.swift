/// A supplementary (badge or group supplementary) placed in group coordinates.
struct SolvedSupplementary: Hashable, Sendable {
    var elementKind: String
    var frame: Rect
    var zIndex: Int
    /// For item badges: the leaf ordinal within the group; nil for group supplementaries.
    var leafOrdinal: Int?
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

/// Where fitted sizes come from while solving one top-level group instance.
struct FittedLookup: Sendable {
    var byIndex: [Int: Size]
    var byName: [String: Size]
    var sectionDefault: Size?
    /// Data index of the group's first leaf.
    var base: Int
    /// False while deciding how many subitems fit (decisions use estimates only).
    var enabled: Bool = true
    var usesIndex: Bool

    func size(leaf ordinal: Int, name: String?) -> Size? {
        guard enabled else { return nil }
        if usesIndex, let s = byIndex[base + ordinal] { return s }
        if let name, let s = byName[name] { return s }
        return sectionDefault
    }
}
