/// A position in a sectioned collection: `[section, item]`.
///
/// Shared by the layout engine (element index paths) and the diffing engine (change batches).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    public init(_ section: Int, _ item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, the way the playground prints index paths everywhere.
    public var description: String { "[\(section), \(item)]" }
}
