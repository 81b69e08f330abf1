import PlaygroundCore

/// The outline area's part of `dataSource`: section snapshots and handlers.
public struct OutlineState: Sendable {
    public init() {}

    /// Outline levels of the visible items of a section, by item index (for list indentation).
    func levels(ofVisibleItemsIn section: String) -> [Int: Int] { [:] }

    func describe() -> [String] { [] }
}
