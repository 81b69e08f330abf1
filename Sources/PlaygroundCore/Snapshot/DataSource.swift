/// The iOS version whose diffable data source behaviour to reproduce.
///
/// A small local enum; the integrator may unify it with the layout engine's profile.
public enum Profile: Int, Comparable, Sendable, CaseIterable {
    case ios13 = 13, ios14, ios15, ios16, ios17, ios18

    public static let newest: Profile = .ios18

    public static func < (lhs: Profile, rhs: Profile) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What the collection view is asked to do by one apply.
public enum CollectionViewUpdate<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    case reloadData
    case nothing
    case batch(BatchUpdate<SectionIdentifier, ItemIdentifier>, animated: Bool)
}

extension CollectionViewUpdate: Equatable {}
extension CollectionViewUpdate: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}

/// The outcome of an apply: the collection view update plus what UIKit would log or do quietly.
public struct ApplyResult<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    public var update: CollectionViewUpdate<SectionIdentifier, ItemIdentifier>
    public var warnings: [SnapshotWarning]
}

extension ApplyResult: Equatable {}
extension ApplyResult: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}

/// `UICollectionViewDiffableDataSource`'s state: the applied snapshot and index lookups.
public struct DataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    /// The applied snapshot, without reload/reconfigure marks.
    public private(set) var appliedSnapshot = Snapshot<SectionIdentifier, ItemIdentifier>()
    /// Whether the collection view has loaded data (the first apply always reloads).
    public private(set) var hasLoadedData = false
    /// What the diffs of every apply so far visited: a counter for complexity tests, never
    /// compared (`==` ignores it) and never shown.
    public private(set) var diffWork = DiffWork()

    public init() {}

    /// `snapshot()`: a copy of the applied snapshot; marks are consumed by apply, never shown.
    public func snapshot() -> Snapshot<SectionIdentifier, ItemIdentifier> { appliedSnapshot }

    @discardableResult
    @_specialize(exported:true,where SectionIdentifier == String, ItemIdentifier == String)
    public mutating func apply(
        _ snapshot: Snapshot<SectionIdentifier, ItemIdentifier>,
        animatingDifferences: Bool = true,
        profile: Profile = .newest
    ) -> ApplyResult<SectionIdentifier, ItemIdentifier> {
        var incoming = snapshot
        var warnings: [SnapshotWarning] = []
        if profile < .ios15 && !incoming.reconfiguredItemKeys.isEmpty {
            warnings.append(
                .reconfigureUnavailable(incoming.reconfiguredItemIdentifiers.map { String(describing: $0) }))
            incoming.reloadedItemKeys.formUnion(incoming.reconfiguredItemKeys)
            incoming.reconfiguredItemKeys = []
        }
        defer {
            appliedSnapshot = incoming.withoutMarks
            hasLoadedData = true
        }
        // Evidence: [C] the first apply to a view that has not loaded data is a reloadData.
        // Evidence: [A] iOS 13/14: animatingDifferences false means reloadData; iOS 15+ diffs.
        if !hasLoadedData || (profile < .ios15 && !animatingDifferences) {
            return ApplyResult(update: .reloadData, warnings: warnings)
        }
        let batch = BatchUpdate(from: appliedSnapshot, to: incoming, work: &diffWork)
        if batch.isEmpty { return ApplyResult(update: .nothing, warnings: warnings) }
        return ApplyResult(update: .batch(batch, animated: animatingDifferences), warnings: warnings)
    }

    /// `applySnapshotUsingReloadData(_:)` (iOS 15): no diff, always a reloadData.
    @discardableResult
    public mutating func applySnapshotUsingReloadData(
        _ snapshot: Snapshot<SectionIdentifier, ItemIdentifier>
    ) -> ApplyResult<SectionIdentifier, ItemIdentifier> {
        appliedSnapshot = snapshot.withoutMarks
        hasLoadedData = true
        return ApplyResult(update: .reloadData, warnings: [])
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
        appliedSnapshot.itemIdentifier(at: indexPath)
    }

    public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
        appliedSnapshot.indexPath(ofItem: itemIdentifier)
    }

    /// `sectionIdentifier(for:)` (iOS 15).
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
        appliedSnapshot.sectionIdentifier(at: index)
    }

    /// `index(for:)` (iOS 15).
    public func index(for sectionIdentifier: SectionIdentifier) -> Int? {
        appliedSnapshot.indexOfSection(sectionIdentifier)
    }
}

extension DataSource: Equatable {
    /// The same applied snapshot and load state (the work counter is not compared).
    public static func == (lhs: DataSource, rhs: DataSource) -> Bool {
        lhs.appliedSnapshot == rhs.appliedSnapshot && lhs.hasLoadedData == rhs.hasLoadedData
    }
}
extension DataSource: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}
