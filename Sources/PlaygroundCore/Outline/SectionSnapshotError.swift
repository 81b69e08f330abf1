/// Which side of a destination an insertion was aimed at.
public enum InsertionSide: String, Sendable, Hashable {
    case before
    case after
}

/// The conditions under which `NSDiffableDataSourceSectionSnapshot` raises an exception.
///
/// A throwing operation leaves the snapshot untouched. `uikitMessage` is the reason UIKit puts in its
/// `NSInternalInconsistencyException`, so a learner recognises it from a crash log.
public enum SectionSnapshotError<ItemIdentifier: Hashable & Sendable>: Error, Equatable, CustomStringConvertible {
    /// An identifier already in the tree, or twice in the argument (listed in the order found).
    case duplicateIdentifiers([ItemIdentifier])
    /// `append(_:to:)`, `replace(childrenOf:using:)` or `snapshot(of:)` with a parent that is not there.
    case parentNotFound(ItemIdentifier)
    /// `insert(_:before:)` / `insert(_:after:)` relative to an item that is not there.
    case insertionDestinationNotFound(ItemIdentifier, InsertionSide)
    /// `delete(_:)` of an item that is not there (raised before anything is deleted).
    case deletionTargetNotFound(ItemIdentifier)
    /// `level(of:)`, `isExpanded(_:)` or `isVisible(_:)` of an item that is not there.
    case itemNotFound(ItemIdentifier)
    /// `parent(of:)` of an item that is not there.
    case childItemNotFound(ItemIdentifier)

    /// The exception UIKit raises for every case.
    public var exceptionName: String { "NSInternalInconsistencyException" }

    /// UIKit's reason, with the identifiers rendered by `String(describing:)`.
    // Evidence: [R] reasons recorded by a port held against the host's UIKit.
    public var uikitMessage: String {
        switch self {
        case .duplicateIdentifiers(let items):
            let list = items.map { String(describing: $0) }.joined(separator: ", ")
            return "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\(list))}"
        case .parentNotFound(let item):
            return "Parent item identifier does not exist in section snapshot: \(item)"
        case .insertionDestinationNotFound(let item, let side):
            return "Item identifier to insert \(side.rawValue) does not exist in section snapshot: \(item)"
        case .deletionTargetNotFound(let item):
            return "Failed to find index of item \(item)"
        case .itemNotFound(let item):
            return "Item identifier does not exist in section snapshot: \(item)"
        case .childItemNotFound(let item):
            return "Child item identifier does not exist in section snapshot: \(item)"
        }
    }

    public var description: String { uikitMessage }
}
