/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers` as data.
///
/// The handlers run when the *user* taps an outline disclosure, never when code calls `expand(_:)`.
/// - `shouldExpandItem` / `shouldCollapseItem` are predicates (UIKit's default when unset: true).
/// - `willExpandItem` / `willCollapseItem` are reported as events in the tap outcome.
/// - `snapshotForExpandingParent` is a registry of lazy children: parent -> child section snapshot. Once
///   any parent is registered the handler counts as set and is asked on every expansion; a registered
///   snapshot replaces the parent's children on that parent's first expansion and is then consumed.
public struct SectionSnapshotHandlers<ItemIdentifier: Hashable & Sendable>: Equatable, Sendable {
    public typealias Snapshot = SectionSnapshot<ItemIdentifier>

    public var shouldExpandItem: ItemPredicate<ItemIdentifier>
    public var shouldCollapseItem: ItemPredicate<ItemIdentifier>

    /// Lazy children in registration order (re-registering a parent replaces its entry in place).
    public private(set) var lazyChildren: [LazyChildren]

    public struct LazyChildren: Equatable, Sendable {
        public var parent: ItemIdentifier
        public var children: Snapshot
    }

    public init(
        shouldExpandItem: ItemPredicate<ItemIdentifier> = .always,
        shouldCollapseItem: ItemPredicate<ItemIdentifier> = .always
    ) {
        self.shouldExpandItem = shouldExpandItem
        self.shouldCollapseItem = shouldCollapseItem
        self.lazyChildren = []
    }

    /// Whether a `snapshotForExpandingParent` handler is set.
    public var providesChildSnapshots: Bool { !lazyChildren.isEmpty }

    /// Registers the children `parent` receives on its first user expansion.
    public mutating func registerChildren(_ children: Snapshot, forExpanding parent: ItemIdentifier) {
        if let index = lazyChildren.firstIndex(where: { $0.parent == parent }) {
            lazyChildren[index].children = children
        } else {
            lazyChildren.append(LazyChildren(parent: parent, children: children))
        }
    }

    /// Forgets the lazy children registered for `parent`, if any.
    public mutating func unregisterChildren(forExpanding parent: ItemIdentifier) {
        lazyChildren.removeAll { $0.parent == parent }
    }

    /// The registered children for `parent`, if they have not been loaded yet.
    public func registeredChildren(forExpanding parent: ItemIdentifier) -> Snapshot? {
        lazyChildren.first { $0.parent == parent }?.children
    }
}

/// What a disclosure tap did.
public enum DisclosureAction: String, Equatable, Sendable {
    case expand
    case collapse
}

/// One step of a disclosure tap, in the order UIKit runs them.
public enum DisclosureEvent<ItemIdentifier: Hashable & Sendable>: Equatable, Sendable {
    /// `shouldExpandItem(item)` was asked and answered.
    case shouldExpandItem(ItemIdentifier, answer: Bool)
    /// `shouldCollapseItem(item)` was asked and answered.
    case shouldCollapseItem(ItemIdentifier, answer: Bool)
    case willExpandItem(ItemIdentifier)
    case willCollapseItem(ItemIdentifier)
    /// `snapshotForExpandingParent(parent, currentChildSnapshot)` was called with `currentChildCount`
    /// items; `loadedChildCount` is the size of the registered replacement, nil when the current child
    /// snapshot came back unchanged.
    case snapshotForExpandingParent(ItemIdentifier, currentChildCount: Int, loadedChildCount: Int?)
    /// The section snapshot now has the item expanded and was applied.
    case expanded(ItemIdentifier)
    /// The section snapshot now has the item collapsed and was applied.
    case collapsed(ItemIdentifier)
}

/// The result of a user tap on an item's outline disclosure.
public struct DisclosureOutcome<ItemIdentifier: Hashable & Sendable>: Equatable, Sendable {
    public var item: ItemIdentifier
    public var action: DisclosureAction
    /// False when `shouldExpandItem`/`shouldCollapseItem` said no: nothing changed.
    public var wasPerformed: Bool
    /// Every handler call and state change, in order.
    public var events: [DisclosureEvent<ItemIdentifier>]
    /// The section snapshot after the tap (the input when refused).
    public var snapshot: SectionSnapshot<ItemIdentifier>
    /// The handlers after the tap (a loaded lazy-children entry is consumed).
    public var handlers: SectionSnapshotHandlers<ItemIdentifier>
    /// What the section's visible items did: inserts on expand, deletes on collapse.
    public var visibleChange: VisibleItemsChange<ItemIdentifier>

    @inlinable
    public init(
        item: ItemIdentifier, action: DisclosureAction, wasPerformed: Bool, events: [DisclosureEvent<ItemIdentifier>],
        snapshot: SectionSnapshot<ItemIdentifier>, handlers: SectionSnapshotHandlers<ItemIdentifier>,
        visibleChange: VisibleItemsChange<ItemIdentifier>
    ) {
        self.item = item
        self.action = action
        self.wasPerformed = wasPerformed
        self.events = events
        self.snapshot = snapshot
        self.handlers = handlers
        self.visibleChange = visibleChange
    }
}

/// Why a disclosure tap could not happen at all.
public enum DisclosureError<ItemIdentifier: Hashable & Sendable>: Error, Equatable, CustomStringConvertible {
    /// The item is not in the section snapshot.
    case itemNotFound(ItemIdentifier)
    /// The item is in the snapshot but hidden under a collapsed ancestor, so there is no cell to tap.
    case itemNotVisible(ItemIdentifier)
    /// The registered lazy children cannot replace the parent's children.
    case lazyChildrenRejected(parent: ItemIdentifier, SectionSnapshotError<ItemIdentifier>)

    public var description: String {
        switch self {
        case .itemNotFound(let item):
            "Item identifier does not exist in section snapshot: \(item)"
        case .itemNotVisible(let item):
            "cannot tap the disclosure of '\(item)': it is hidden under a collapsed parent"
        case .lazyChildrenRejected(let parent, let error):
            "the children registered for '\(parent)' cannot be loaded: \(error.uikitMessage)"
        }
    }
}

/// Simulates the user tapping `item`'s outline disclosure in `snapshot`: a collapsed item expands, an
/// expanded one collapses, with the handlers asked and called in UIKit's order.
///
/// Expanding: `shouldExpandItem` -> `willExpandItem` -> `snapshotForExpandingParent` (when set; a
/// registered child snapshot replaces the children) -> expanded. Collapsing: `shouldCollapseItem` ->
/// `willCollapseItem` -> collapsed. A "no" from a should-handler ends the tap with nothing changed.
@inlinable
public func tapDisclosure<ItemIdentifier: Hashable & Sendable>(
    of item: ItemIdentifier,
    in snapshot: SectionSnapshot<ItemIdentifier>,
    handlers: SectionSnapshotHandlers<ItemIdentifier>
) throws(DisclosureError<ItemIdentifier>) -> DisclosureOutcome<ItemIdentifier> {
    guard let position = snapshot.positions[item] else { throw .itemNotFound(item) }
    let isExpanded = snapshot.tree.expanded[position]
    guard snapshot.tree.visible[position] else { throw .itemNotVisible(item) }

    var outcome = DisclosureOutcome(
        item: item, action: isExpanded ? .collapse : .expand, wasPerformed: false, events: [],
        snapshot: snapshot, handlers: handlers, visibleChange: VisibleItemsChange()
    )

    if isExpanded {
        let allowed = handlers.shouldCollapseItem.evaluate(item)
        outcome.events.append(.shouldCollapseItem(item, answer: allowed))
        guard allowed else { return outcome }
        outcome.events.append(.willCollapseItem(item))
        outcome.snapshot.collapse([item])
        outcome.events.append(.collapsed(item))
    } else {
        let allowed = handlers.shouldExpandItem.evaluate(item)
        outcome.events.append(.shouldExpandItem(item, answer: allowed))
        guard allowed else { return outcome }
        // OutlineRules.willHandlerRunsBeforeChildSnapshot
        outcome.events.append(.willExpandItem(item))
        if handlers.providesChildSnapshots {
            let current: SectionSnapshot<ItemIdentifier>
            do { current = try snapshot.snapshot(of: item) } catch { throw .itemNotFound(item) }
            if let loaded = handlers.registeredChildren(forExpanding: item) {
                do {
                    try outcome.snapshot.replace(childrenOf: item, using: loaded)
                } catch {
                    throw .lazyChildrenRejected(parent: item, error)
                }
                if OutlineRules.lazyChildrenLoadOnce { outcome.handlers.unregisterChildren(forExpanding: item) }
                outcome.events.append(
                    .snapshotForExpandingParent(item, currentChildCount: current.count, loadedChildCount: loaded.count)
                )
            } else {
                outcome.events.append(
                    .snapshotForExpandingParent(item, currentChildCount: current.count, loadedChildCount: nil)
                )
            }
        }
        outcome.snapshot.expand([item])
        outcome.events.append(.expanded(item))
    }
    outcome.wasPerformed = true
    outcome.visibleChange = VisibleItemsChange(from: snapshot, to: outcome.snapshot)
    return outcome
}
