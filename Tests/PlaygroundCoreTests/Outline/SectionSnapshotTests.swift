import Testing

@testable import PlaygroundCore

/// Fruits -> (Apple, Pear -> (Conference)), Vegetables -> (Leek)
private func sampleOutline() throws -> SectionSnapshot<String> {
    var snapshot = SectionSnapshot<String>()
    try snapshot.append(["Fruits", "Vegetables"])
    try snapshot.append(["Apple", "Pear"], to: "Fruits")
    try snapshot.append(["Conference"], to: "Pear")
    try snapshot.append(["Leek"], to: "Vegetables")
    return snapshot
}

@Suite("Section snapshot structure")
struct SectionSnapshotStructureTests {
    @Test func appendingToAParentKeepsItemsInDepthFirstOrder() throws {
        let snapshot = try sampleOutline()
        #expect(snapshot.items == ["Fruits", "Apple", "Pear", "Conference", "Vegetables", "Leek"])
        #expect(snapshot.rootItems == ["Fruits", "Vegetables"])
        #expect(try snapshot.children(of: "Fruits") == ["Apple", "Pear"])
        #expect(try snapshot.children(of: nil) == ["Fruits", "Vegetables"])
    }

    @Test func appendingToAParentThatHasChildrenGoesAfterItsWholeSubtree() throws {
        var snapshot = try sampleOutline()
        try snapshot.append(["Quince"], to: "Fruits")
        #expect(snapshot.items == ["Fruits", "Apple", "Pear", "Conference", "Quince", "Vegetables", "Leek"])
        #expect(try snapshot.level(of: "Quince") == 1)
    }

    @Test func newParentsStartCollapsedSoOnlyRootsAreVisible() throws {
        let snapshot = try sampleOutline()
        #expect(snapshot.visibleItems == ["Fruits", "Vegetables"])
        #expect(snapshot.expandedItems == [])
        #expect(try snapshot.isExpanded("Fruits") == false)
        #expect(try snapshot.isVisible("Apple") == false)
    }

    @Test(
        arguments: [
            ("Fruits", 0, nil), ("Apple", 1, "Fruits"), ("Conference", 2, "Pear"), ("Leek", 1, "Vegetables"),
        ] as [(String, Int, String?)])
    func levelAndParentDoNotDependOnExpansion(item: String, level: Int, parent: String?) throws {
        var snapshot = try sampleOutline()
        #expect(try snapshot.level(of: item) == level)
        #expect(try snapshot.parent(of: item) == parent)
        snapshot.expand(snapshot.items)
        #expect(try snapshot.level(of: item) == level)
        #expect(try snapshot.parent(of: item) == parent)
    }

    @Test func indexCountsAllItemsNotOnlyVisibleOnes() throws {
        let snapshot = try sampleOutline()
        #expect(snapshot.index(of: "Vegetables") == 4)
        #expect(snapshot.index(of: "Conference") == 3)
        #expect(snapshot.index(of: "Durian") == nil)
        #expect(snapshot.contains("Durian") == false)
        #expect(snapshot.contains("Leek"))
    }

    @Test func insertBeforeTakesTheDestinationsLevelAndParent() throws {
        var snapshot = try sampleOutline()
        try snapshot.insert(["Banana"], before: "Pear")
        #expect(snapshot.items == ["Fruits", "Apple", "Banana", "Pear", "Conference", "Vegetables", "Leek"])
        #expect(try snapshot.level(of: "Banana") == 1)
        #expect(try snapshot.parent(of: "Banana") == "Fruits")
    }

    @Test func insertAfterGoesAfterTheDestinationsWholeSubtreeAtItsLevel() throws {
        var snapshot = try sampleOutline()
        try snapshot.insert(["Banana"], after: "Pear")
        #expect(snapshot.items == ["Fruits", "Apple", "Pear", "Conference", "Banana", "Vegetables", "Leek"])
        #expect(try snapshot.level(of: "Banana") == 1)
        #expect(try snapshot.parent(of: "Banana") == "Fruits")
        try snapshot.insert(["Grains"], after: "Fruits")
        #expect(snapshot.rootItems == ["Fruits", "Grains", "Vegetables"])
        #expect(snapshot.index(of: "Grains") == 5)
    }

    @Test func deleteCascadesToDescendantsAndForgetsTheirExpansion() throws {
        var snapshot = try sampleOutline()
        snapshot.expand(["Fruits", "Pear"])
        try snapshot.delete(["Pear"])
        #expect(snapshot.items == ["Fruits", "Apple", "Vegetables", "Leek"])
        #expect(snapshot.expandedItems == ["Fruits"])
        #expect(snapshot.index(of: "Vegetables") == 2)
        try snapshot.delete(["Fruits", "Apple", "Fruits"])
        #expect(snapshot.items == ["Vegetables", "Leek"])
        #expect(snapshot.index(of: "Leek") == 1)
    }

    @Test func deleteAllEmptiesTheTreeAndTheExpansionState() throws {
        var snapshot = try sampleOutline()
        snapshot.expand(["Fruits"])
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
        #expect(snapshot == SectionSnapshot<String>())
        #expect(!snapshot.contains("Fruits"))
    }

    @Test func expandingALeafPersistsSoChildrenAppendedLaterAreVisible() throws {
        var snapshot = try sampleOutline()
        snapshot.expand(["Vegetables", "Leek"])
        #expect(try snapshot.isExpanded("Leek"))
        try snapshot.append(["Baby leek"], to: "Leek")
        #expect(try snapshot.isVisible("Baby leek"))
        #expect(snapshot.visibleItems == ["Fruits", "Vegetables", "Leek", "Baby leek"])
    }

    @Test func collapsingALeafPersistsSoChildrenAppendedLaterAreHidden() throws {
        var snapshot = try sampleOutline()
        snapshot.expand(["Vegetables", "Leek"])
        snapshot.collapse(["Leek"])
        try snapshot.append(["Baby leek"], to: "Leek")
        #expect(try snapshot.isVisible("Baby leek") == false)
    }

    @Test func collapsingAParentHidesDescendantsButKeepsTheirExpansion() throws {
        var snapshot = try sampleOutline()
        snapshot.expand(["Fruits", "Pear"])
        #expect(snapshot.visibleItems == ["Fruits", "Apple", "Pear", "Conference", "Vegetables"])
        snapshot.collapse(["Fruits"])
        #expect(snapshot.visibleItems == ["Fruits", "Vegetables"])
        #expect(try snapshot.isExpanded("Pear"))
        snapshot.expand(["Fruits"])
        #expect(snapshot.visibleItems == ["Fruits", "Apple", "Pear", "Conference", "Vegetables"])
    }

    @Test func expandingAndCollapsingMissingItemsIsIgnored() throws {
        var snapshot = try sampleOutline()
        let before = snapshot
        snapshot.expand(["Durian"])
        snapshot.collapse(["Durian"])
        #expect(snapshot == before)
    }

    @Test func emptyArgumentsDoNothingEvenWithAMissingDestination() throws {
        var snapshot = try sampleOutline()
        let before = snapshot
        try snapshot.append([], to: "Durian")
        try snapshot.insert([], before: "Durian")
        try snapshot.insert([], after: "Durian")
        try snapshot.insert(SectionSnapshot<String>(), after: "Durian")
        try snapshot.delete([])
        #expect(snapshot == before)
    }

    @Test func equalityComparesExpansionState() throws {
        let plain = try sampleOutline()
        var expanded = plain
        expanded.expand(["Leek"])
        #expect(plain != expanded)
        expanded.collapse(["Leek"])
        #expect(plain == expanded)
    }

    @Test func entriesDescribeEveryRowForRenderers() throws {
        var snapshot = try sampleOutline()
        snapshot.expand(["Fruits"])
        let entries = snapshot.entries
        #expect(entries.map(\.item) == snapshot.items)
        #expect(entries.map(\.hasChildren) == [true, false, true, false, true, false])
        #expect(entries.map(\.isVisible) == [true, true, true, false, true, false])
        #expect(entries.map(\.isExpanded) == [true, false, false, false, false, false])
    }
}

@Suite("Section snapshot subtrees")
struct SectionSnapshotSubtreeTests {
    @Test func snapshotOfAParentMakesItsChildrenRootsWithTheirExpansion() throws {
        var snapshot = try sampleOutline()
        snapshot.expand(["Pear"])
        let children = try snapshot.snapshot(of: "Fruits")
        #expect(children.items == ["Apple", "Pear", "Conference"])
        #expect(children.rootItems == ["Apple", "Pear"])
        #expect(try children.parent(of: "Pear") == nil)
        #expect(try children.level(of: "Conference") == 1)
        #expect(children.visibleItems == ["Apple", "Pear", "Conference"])
        #expect(children.index(of: "Conference") == 2)
    }

    @Test func snapshotIncludingTheParentKeepsItAsTheOnlyRoot() throws {
        var snapshot = try sampleOutline()
        snapshot.expand(["Fruits"])
        let subtree = try snapshot.snapshot(of: "Fruits", includingParent: true)
        #expect(subtree.rootItems == ["Fruits"])
        #expect(subtree.visibleItems == ["Fruits", "Apple", "Pear"])
        #expect(try subtree.level(of: "Conference") == 2)
    }

    @Test func replacingChildrenBringsTheNewSnapshotsExpansionState() throws {
        var snapshot = try sampleOutline()
        snapshot.expand(["Fruits"])
        var replacement = SectionSnapshot<String>()
        try replacement.append(["Citrus"])
        try replacement.append(["Lemon", "Lime"], to: "Citrus")
        replacement.expand(["Citrus"])
        try snapshot.replace(childrenOf: "Fruits", using: replacement)
        #expect(snapshot.items == ["Fruits", "Citrus", "Lemon", "Lime", "Vegetables", "Leek"])
        #expect(snapshot.visibleItems == ["Fruits", "Citrus", "Lemon", "Lime", "Vegetables"])
        #expect(try snapshot.isExpanded("Fruits"))
        #expect(!snapshot.contains("Pear"))
        #expect(try snapshot.parent(of: "Lemon") == "Citrus")
    }

    @Test func replacingChildrenMayReuseTheIdentifiersItRemoves() throws {
        var snapshot = try sampleOutline()
        var replacement = SectionSnapshot<String>()
        try replacement.append(["Pear", "Apple"])
        try snapshot.replace(childrenOf: "Fruits", using: replacement)
        #expect(snapshot.items == ["Fruits", "Pear", "Apple", "Vegetables", "Leek"])
    }

    @Test func insertingASnapshotBeforeAnItemKeepsItsShapeAtTheDestinationsLevel() throws {
        var snapshot = try sampleOutline()
        var grains = SectionSnapshot<String>()
        try grains.append(["Grains"])
        try grains.append(["Rice"], to: "Grains")
        grains.expand(["Grains"])
        try snapshot.insert(grains, before: "Pear")
        #expect(snapshot.items == ["Fruits", "Apple", "Grains", "Rice", "Pear", "Conference", "Vegetables", "Leek"])
        #expect(try snapshot.level(of: "Rice") == 2)
        #expect(try snapshot.parent(of: "Grains") == "Fruits")
        #expect(try snapshot.isExpanded("Grains"))
        #expect(try snapshot.isVisible("Rice") == false)  // Fruits is collapsed
        snapshot.expand(["Fruits"])
        #expect(try snapshot.isVisible("Rice"))
    }

    @Test func insertingASnapshotAfterAnItemGoesAfterItsSubtree() throws {
        var snapshot = try sampleOutline()
        var grains = SectionSnapshot<String>()
        try grains.append(["Grains"])
        try snapshot.insert(grains, after: "Fruits")
        #expect(snapshot.rootItems == ["Fruits", "Grains", "Vegetables"])
        #expect(snapshot.index(of: "Grains") == 4)
    }

    @Test func appendingASnapshotToAParentAddsItsRootsAsChildren() throws {
        var snapshot = try sampleOutline()
        snapshot.expand(["Vegetables"])
        var roots = SectionSnapshot<String>()
        try roots.append(["Onion", "Garlic"])
        try snapshot.append(roots, to: "Vegetables")
        #expect(try snapshot.children(of: "Vegetables") == ["Leek", "Onion", "Garlic"])
        #expect(snapshot.visibleItems.suffix(3) == ["Leek", "Onion", "Garlic"])
        try snapshot.append(SectionSnapshot<String>.fromItems(["Nuts"]))
        #expect(snapshot.rootItems == ["Fruits", "Vegetables", "Nuts"])
    }
}

extension SectionSnapshot {
    fileprivate static func fromItems(_ items: [ItemIdentifier]) -> SectionSnapshot {
        var snapshot = SectionSnapshot()
        try? snapshot.append(items)
        return snapshot
    }
}

@Suite("Section snapshot errors")
struct SectionSnapshotErrorTests {
    typealias Failure = SectionSnapshotError<String>

    /// Each mutation that UIKit rejects, with the error and UIKit's reason.
    static let failingMutations:
        [(String, @Sendable (inout SectionSnapshot<String>) throws(Failure) -> Void, Failure, String)] = [
            (
                "append existing", { s throws(Failure) in try s.append(["Apple"]) }, .duplicateIdentifiers(["Apple"]),
                "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Apple)}"
            ),
            (
                "append repeated",
                { s throws(Failure) in try s.append(["Kiwi", "Fig", "Kiwi", "Kiwi", "Leek"], to: "Fruits") },
                .duplicateIdentifiers(["Kiwi", "Leek"]),
                "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Kiwi, Leek)}"
            ),
            (
                "append to missing parent", { s throws(Failure) in try s.append(["Kiwi"], to: "Durian") },
                .parentNotFound("Durian"),
                "Parent item identifier does not exist in section snapshot: Durian"
            ),
            (
                "insert before missing", { s throws(Failure) in try s.insert(["Kiwi"], before: "Durian") },
                .insertionDestinationNotFound("Durian", .before),
                "Item identifier to insert before does not exist in section snapshot: Durian"
            ),
            (
                "insert after missing", { s throws(Failure) in try s.insert(["Kiwi"], after: "Durian") },
                .insertionDestinationNotFound("Durian", .after),
                "Item identifier to insert after does not exist in section snapshot: Durian"
            ),
            (
                "insert relative to an inserted item", { s throws(Failure) in try s.insert(["Pear"], after: "Pear") },
                .duplicateIdentifiers(["Pear"]),
                "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Pear)}"
            ),
            (
                "delete missing", { s throws(Failure) in try s.delete(["Apple", "Durian"]) },
                .deletionTargetNotFound("Durian"),
                "Failed to find index of item Durian"
            ),
            (
                "replace children of missing",
                { s throws(Failure) in try s.replace(childrenOf: "Durian", using: .init()) },
                .parentNotFound("Durian"), "Parent item identifier does not exist in section snapshot: Durian"
            ),
            (
                "replace with an item elsewhere",
                { s throws(Failure) in try s.replace(childrenOf: "Fruits", using: .fromItems(["Leek"])) },
                .duplicateIdentifiers(["Leek"]),
                "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Leek)}"
            ),
            (
                "replace with the parent itself",
                { s throws(Failure) in try s.replace(childrenOf: "Pear", using: .fromItems(["Pear"])) },
                .duplicateIdentifiers(["Pear"]),
                "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Pear)}"
            ),
            (
                "insert snapshot with existing",
                { s throws(Failure) in try s.insert(.fromItems(["Kiwi", "Apple"]), before: "Leek") },
                .duplicateIdentifiers(["Apple"]),
                "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Apple)}"
            ),
            (
                "append snapshot to missing", { s throws(Failure) in try s.append(.fromItems(["Kiwi"]), to: "Durian") },
                .parentNotFound("Durian"), "Parent item identifier does not exist in section snapshot: Durian"
            ),
        ]

    @Test(arguments: failingMutations.indices)
    func rejectedMutationsThrowUIKitsReasonAndLeaveTheSnapshotUntouched(index: Int) throws {
        let (name, mutation, expected, message) = Self.failingMutations[index]
        var snapshot = try sampleOutline()
        snapshot.expand(["Fruits"])
        let before = snapshot
        do {
            try mutation(&snapshot)
            Issue.record("\(name): expected \(expected)")
        } catch {
            #expect(error == expected, "\(name)")
            #expect(error.uikitMessage == message, "\(name)")
            #expect(error.exceptionName == "NSInternalInconsistencyException")
        }
        #expect(snapshot == before, "\(name)")
        #expect(snapshot.index(of: "Leek") == before.index(of: "Leek"))
    }

    static let failingQueries: [(String, @Sendable (SectionSnapshot<String>) throws(Failure) -> Void, String)] = [
        (
            "level", { s throws(Failure) in _ = try s.level(of: "Durian") },
            "Item identifier does not exist in section snapshot: Durian"
        ),
        (
            "isExpanded", { s throws(Failure) in _ = try s.isExpanded("Durian") },
            "Item identifier does not exist in section snapshot: Durian"
        ),
        (
            "isVisible", { s throws(Failure) in _ = try s.isVisible("Durian") },
            "Item identifier does not exist in section snapshot: Durian"
        ),
        (
            "parent", { s throws(Failure) in _ = try s.parent(of: "Durian") },
            "Child item identifier does not exist in section snapshot: Durian"
        ),
        (
            "snapshot(of:)", { s throws(Failure) in _ = try s.snapshot(of: "Durian") },
            "Parent item identifier does not exist in section snapshot: Durian"
        ),
        (
            "children(of:)", { s throws(Failure) in _ = try s.children(of: "Durian") },
            "Parent item identifier does not exist in section snapshot: Durian"
        ),
    ]

    @Test(arguments: failingQueries.indices)
    func queriesAboutAMissingItemRaise(index: Int) throws {
        let (name, query, message) = Self.failingQueries[index]
        let snapshot = try sampleOutline()
        do {
            try query(snapshot)
            Issue.record("\(name): expected an error")
        } catch {
            #expect(error.uikitMessage == message, "\(name)")
        }
    }
}
