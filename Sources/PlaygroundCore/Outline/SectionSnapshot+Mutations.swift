// Mutations of a section snapshot. Each one validates everything before touching storage, so a
// throwing call leaves the snapshot exactly as it was.

extension SectionSnapshot {
    // MARK: Adding items

    /// Appends `items` as the last children of `parent` (the last roots for nil). A parent gains
    /// children this way and stays collapsed unless it was expanded before.
    @inlinable
    public mutating func append(_ items: [ItemIdentifier], to parent: ItemIdentifier? = nil) throws(Error) {
        if items.isEmpty, OutlineRules.emptyArgumentIsNoOp { return }
        let target = try appendTarget(parent)
        let found = duplicates(in: items)
        guard found.isEmpty else { throw .duplicateIdentifiers(found) }
        splice(makeRows(items, level: target.level, parent: parent, visible: target.visible), at: target.position)
    }

    /// Inserts `items` right before `destination`, as its siblings (same level, same parent).
    @inlinable
    public mutating func insert(_ items: [ItemIdentifier], before destination: ItemIdentifier) throws(Error) {
        if items.isEmpty, OutlineRules.emptyArgumentIsNoOp { return }
        let target = try insertionTarget(destination, .before)
        let found = duplicates(in: items)
        guard found.isEmpty else { throw .duplicateIdentifiers(found) }
        splice(
            makeRows(items, level: target.level, parent: target.parent, visible: target.visible), at: target.position)
    }

    /// Inserts `items` as siblings of `destination`, after its whole subtree.
    @inlinable
    public mutating func insert(_ items: [ItemIdentifier], after destination: ItemIdentifier) throws(Error) {
        if items.isEmpty, OutlineRules.emptyArgumentIsNoOp { return }
        let target = try insertionTarget(destination, .after)
        let found = duplicates(in: items)
        guard found.isEmpty else { throw .duplicateIdentifiers(found) }
        splice(
            makeRows(items, level: target.level, parent: target.parent, visible: target.visible), at: target.position)
    }

    // MARK: Adding whole snapshots

    /// Appends `snapshot`'s tree (with its expansion state) under `parent`; its roots become the last
    /// children of `parent` (the last roots for nil).
    @inlinable
    public mutating func append(_ snapshot: SectionSnapshot, to parent: ItemIdentifier? = nil) throws(Error) {
        if snapshot.tree.count == 0, OutlineRules.emptyArgumentIsNoOp { return }
        let target = try appendTarget(parent)
        let found = duplicates(in: snapshot.items)
        guard found.isEmpty else { throw .duplicateIdentifiers(found) }
        let grafted = graftedRows(
            of: snapshot, level: target.level, parent: parent, parentShowsChildren: target.visible)
        splice(grafted, at: target.position)
    }

    /// Inserts `snapshot`'s tree (with its expansion state) before `destination`, its roots at the
    /// destination's level.
    @inlinable
    public mutating func insert(_ snapshot: SectionSnapshot, before destination: ItemIdentifier) throws(Error) {
        try insertSnapshot(snapshot, destination, .before)
    }

    /// Inserts `snapshot`'s tree (with its expansion state) after `destination`'s whole subtree, its
    /// roots at the destination's level.
    @inlinable
    public mutating func insert(_ snapshot: SectionSnapshot, after destination: ItemIdentifier) throws(Error) {
        try insertSnapshot(snapshot, destination, .after)
    }

    /// Replaces every descendant of `parent` by `snapshot`'s tree, expansion state included. The
    /// parent keeps its own expansion state. An empty snapshot removes the children.
    @inlinable
    public mutating func replace(childrenOf parent: ItemIdentifier, using snapshot: SectionSnapshot) throws(Error) {
        guard let position = positions[parent] else { throw .parentNotFound(parent) }
        let end = tree.subtreeEnd(position)
        // OutlineRules.replaceRejectsIdentifiersElsewhereInTree: only the replaced children may reappear.
        let found = duplicates(in: snapshot.items, ignoring: (position + 1)..<end)
        guard found.isEmpty else { throw .duplicateIdentifiers(found) }
        for index in (position + 1)..<end { positions[tree.items[index]] = nil }
        let grafted = graftedRows(
            of: snapshot, level: tree.levels[position] + 1, parent: parent,
            parentShowsChildren: tree.visible[position] && tree.expanded[position]
        )
        tree.replaceSubrange((position + 1)..<end, with: grafted)
        reindex(from: position + 1)
    }

    // MARK: Removing items

    /// Deletes `items` and all their descendants. Raises, deleting nothing, when one is not there; the
    /// same item twice (or an item and its ancestor) is fine.
    @inlinable
    public mutating func delete(_ items: [ItemIdentifier]) throws(Error) {
        if items.isEmpty { return }
        var starts: [Int] = []
        starts.reserveCapacity(items.count)
        for item in items {
            // OutlineRules.deleteMissingItemRaises
            guard let position = positions[item] else { throw .deletionTargetNotFound(item) }
            starts.append(position)
        }
        starts.sort()
        var removed = [Bool](repeating: false, count: tree.count)
        var coveredUntil = 0
        for start in starts where start >= coveredUntil {
            let end = tree.subtreeEnd(start)
            for index in start..<end {
                removed[index] = true
                positions[tree.items[index]] = nil
            }
            coveredUntil = end
        }
        tree.remove(where: removed)
        reindex(from: starts.first ?? 0)
    }

    /// Removes every item and the expansion state.
    @inlinable
    public mutating func deleteAll() {
        tree = OutlineColumns()
        positions = [:]
    }

    // MARK: Expansion

    /// Marks `items` expanded (leaves too: their future children will be visible). Items that are not
    /// in the snapshot are ignored.
    @inlinable
    public mutating func expand(_ items: [ItemIdentifier]) {
        setExpanded(items, true)
    }

    /// Marks `items` collapsed; descendants keep their own expansion state. Items that are not in the
    /// snapshot are ignored.
    @inlinable
    public mutating func collapse(_ items: [ItemIdentifier]) {
        setExpanded(items, false)
    }
}

// MARK: - Targets

extension SectionSnapshot {
    @usableFromInline
    struct Target {
        @usableFromInline var position: Int
        @usableFromInline var level: Int
        @usableFromInline var parent: ItemIdentifier?
        @usableFromInline var visible: Bool

        @inlinable
        init(position: Int, level: Int, parent: ItemIdentifier?, visible: Bool) {
            self.position = position
            self.level = level
            self.parent = parent
            self.visible = visible
        }
    }

    @inlinable
    func appendTarget(_ parent: ItemIdentifier?) throws(Error) -> Target {
        guard let parent else { return Target(position: tree.count, level: 0, parent: nil, visible: true) }
        guard let position = positions[parent] else { throw .parentNotFound(parent) }
        return Target(
            position: tree.subtreeEnd(position), level: tree.levels[position] + 1, parent: parent,
            visible: tree.visible[position] && tree.expanded[position]
        )
    }

    @inlinable
    func insertionTarget(_ destination: ItemIdentifier, _ side: InsertionSide) throws(Error) -> Target {
        guard let position = positions[destination] else { throw .insertionDestinationNotFound(destination, side) }
        // Siblings share visibility: their ancestors are the same.
        return Target(
            position: side == .before ? position : tree.subtreeEnd(position),
            level: tree.levels[position], parent: tree.parents[position], visible: tree.visible[position]
        )
    }

    @inlinable
    mutating func insertSnapshot(_ snapshot: SectionSnapshot, _ destination: ItemIdentifier, _ side: InsertionSide)
        throws(Error)
    {
        if snapshot.tree.count == 0, OutlineRules.emptyArgumentIsNoOp { return }
        let target = try insertionTarget(destination, side)
        let found = duplicates(in: snapshot.items)
        guard found.isEmpty else { throw .duplicateIdentifiers(found) }
        let grafted = graftedRows(
            of: snapshot, level: target.level, parent: target.parent, parentShowsChildren: target.visible)
        splice(grafted, at: target.position)
    }

    @inlinable
    mutating func setExpanded(_ items: [ItemIdentifier], _ expanded: Bool) {
        for item in items {
            // OutlineRules.expandIgnoresMissingItems
            guard let position = positions[item] else { continue }
            guard tree.expanded[position] != expanded else { continue }
            tree.expanded[position] = expanded
            guard tree.visible[position] else { continue }  // hidden: descendants stay hidden
            tree.assignVisibility(
                in: (position + 1)..<tree.subtreeEnd(position), baseLevel: tree.levels[position] + 1,
                parentShowsChildren: expanded
            )
        }
    }
}
