import Testing

@testable import PlaygroundCore

struct OperationCase: Sendable, CustomTestStringConvertible {
    var start: String
    var step: Step
    var expected: String
    var warnings: [SnapshotWarning] = []
    var testDescription: String { "\(start) + \(step)" }
}

let operationCases: [OperationCase] = [
    .init(start: "", step: .appendSections(["A", "B"]), expected: "A[] B[]"),
    .init(start: "A[]", step: .appendSections([]), expected: "A[]"),
    .init(start: "A[] C[]", step: .insertSectionsBefore(["B"], "C"), expected: "A[] B[] C[]"),
    .init(start: "A[] C[]", step: .insertSectionsBefore(["X", "Y"], "A"), expected: "X[] Y[] A[] C[]"),
    .init(start: "A[] C[]", step: .insertSectionsAfter(["B"], "A"), expected: "A[] B[] C[]"),
    .init(start: "A[] C[]", step: .insertSectionsAfter(["D"], "C"), expected: "A[] C[] D[]"),
    .init(start: "A[a] B[b] C[c]", step: .deleteSections(["B"]), expected: "A[a] C[c]"),
    .init(
        start: "A[a] B[b]", step: .deleteSections(["Z", "A"]), expected: "B[b]",
        warnings: [.unknownSectionsIgnored(["Z"])]),
    .init(start: "A[] B[] C[]", step: .moveSectionBefore("C", "A"), expected: "C[] A[] B[]"),
    .init(start: "A[] B[] C[]", step: .moveSectionAfter("A", "C"), expected: "B[] C[] A[]"),
    .init(start: "A[] B[] C[]", step: .moveSectionBefore("A", "C"), expected: "B[] A[] C[]"),
    .init(start: "A[] B[] C[]", step: .moveSectionAfter("C", "A"), expected: "A[] C[] B[]"),
    .init(start: "A[x] B[y]", step: .reloadSections(["B"]), expected: "A[x] B[y]"),
    .init(start: "A[] B[]", step: .appendItems(["a", "b"], nil), expected: "A[] B[a b]"),
    .init(start: "A[] B[]", step: .appendItems(["a"], "A"), expected: "A[a] B[]"),
    .init(
        start: "A[a] B[b]", step: .appendItems(["a", "c"], "B"), expected: "A[] B[b a c]",
        warnings: [.existingItemsMoved(["a"])]),
    .init(start: "A[a b c]", step: .insertItemsBefore(["x", "y"], "b"), expected: "A[a x y b c]"),
    .init(start: "A[a b c]", step: .insertItemsAfter(["x"], "c"), expected: "A[a b c x]"),
    .init(
        start: "A[a b] B[c]", step: .insertItemsBefore(["a"], "c"), expected: "A[b] B[a c]",
        warnings: [.existingItemsMoved(["a"])]),
    .init(
        start: "A[a b c d]", step: .insertItemsAfter(["a"], "c"), expected: "A[b c a d]",
        warnings: [.existingItemsMoved(["a"])]),
    .init(start: "A[a b] B[c]", step: .deleteItems(["b", "c"]), expected: "A[a] B[]"),
    .init(start: "A[a b]", step: .deleteItems(["z", "a"]), expected: "A[b]", warnings: [.unknownItemsIgnored(["z"])]),
    .init(start: "A[a] B[b]", step: .deleteAllItems, expected: ""),
    .init(start: "A[a b c]", step: .moveItemBefore("c", "a"), expected: "A[c a b]"),
    .init(start: "A[a b c]", step: .moveItemAfter("a", "c"), expected: "A[b c a]"),
    .init(start: "A[a b] B[c]", step: .moveItemAfter("a", "c"), expected: "A[b] B[c a]"),
    .init(start: "A[a b] B[c]", step: .moveItemBefore("c", "b"), expected: "A[a c b] B[]"),
    .init(start: "A[a b]", step: .reloadItems(["a"]), expected: "A[a b]"),
    .init(start: "A[a b]", step: .reconfigureItems(["b"]), expected: "A[a b]"),
]

@Test("Each snapshot operation produces UIKit's sections and items", arguments: operationCases)
func snapshotOperation(_ row: OperationCase) throws {
    var snapshot = makeSnapshot(row.start)
    let warnings = try snapshot.run(row.step)
    #expect(snapshot.rendered == row.expected)
    #expect(warnings == row.warnings)
    #expect(invariantViolations(snapshot) == [])
}

struct ErrorCase: Sendable, CustomTestStringConvertible {
    var start: String
    var step: Step
    var error: SnapshotError
    var message: String
    var testDescription: String { "\(start) + \(step)" }
}

let errorCases: [ErrorCase] = [
    .init(
        start: "", step: .appendItems(["a"], nil), error: .noSections,
        message: "There are currently no sections in the data source. Please add a section first."),
    .init(
        start: "", step: .appendItems(["a"], "A"), error: .noSections,
        message: "There are currently no sections in the data source. Please add a section first."),
    .init(
        start: "A[]", step: .appendItems(["a"], "Z"), error: .sectionNotFound("Z"),
        message: "Invalid parameter not satisfying: section != NSNotFound"),
    .init(
        start: "A[]", step: .appendItems(["a", "b", "a"], nil), error: .duplicateItemIdentifiers(["a"]),
        message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
    .init(
        start: "A[x]", step: .appendItems(["x", "x"], nil), error: .duplicateItemIdentifiers(["x"]),
        message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}"),
    .init(
        start: "A[]", step: .appendSections(["B", "B", "C", "C"]), error: .duplicateSectionIdentifiers(["B", "C"]),
        message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(B, C)}"),
    .init(
        start: "A[]", step: .appendSections(["A"]), error: .sectionsAlreadyExist(["A"]),
        message:
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A"
    ),
    .init(
        start: "A[] B[]", step: .appendSections(["B", "C", "A"]), error: .sectionsAlreadyExist(["B", "A"]),
        message:
            "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (B, A)"
    ),
    .init(
        start: "A[]", step: .appendSections(["A", "C", "C"]), error: .duplicateSectionIdentifiers(["C"]),
        message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(C)}"),
    .init(
        start: "A[]", step: .appendSections(["A", "A"]), error: .duplicateSectionIdentifiers(["A"]),
        message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}"),
    .init(
        start: "A[]", step: .insertSectionsBefore(["B"], "Z"), error: .insertionSectionNotFound("Z"),
        message: "Invalid parameter not satisfying: insertIndex != NSNotFound"),
    .init(
        start: "A[] B[]", step: .insertSectionsAfter(["C", "B"], "A"), error: .sectionsAlreadyExist(["B"]),
        message:
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: B"
    ),
    .init(
        start: "A[a]", step: .insertItemsBefore(["b"], "z"), error: .insertionItemNotFound("z"),
        message: "Invalid parameter not satisfying: section != NSNotFound"),
    .init(
        start: "A[a]", step: .insertItemsAfter(["b", "a"], "a"), error: .insertionItemIsInserted("a"),
        message: "Invalid update: destination for insertion operation [a] is in the insertion identifier list"),
    .init(
        start: "A[a]", step: .insertItemsBefore(["z"], "z"), error: .insertionItemIsInserted("z"),
        message: "Invalid update: destination for insertion operation [z] is in the insertion identifier list"),
    .init(
        start: "A[a]", step: .insertItemsBefore(["b", "b"], "z"), error: .duplicateItemIdentifiers(["b"]),
        message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(b)}"),
    .init(
        start: "A[a]", step: .insertItemsAfter(["a", "b", "a"], "a"), error: .duplicateItemIdentifiers(["a"]),
        message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
    .init(
        start: "A[] B[]", step: .insertSectionsAfter(["C", "A"], "A"), error: .insertionSectionIsInserted("A"),
        message: "Invalid update: destination for section operation [A] is in the inserted section list"),
    .init(
        start: "A[] B[]", step: .insertSectionsBefore(["B", "Z"], "Z"), error: .insertionSectionIsInserted("Z"),
        message: "Invalid update: destination for section operation [Z] is in the inserted section list"),
    .init(
        start: "A[] B[]", step: .insertSectionsBefore(["B"], "Z"), error: .insertionSectionNotFound("Z"),
        message: "Invalid parameter not satisfying: insertIndex != NSNotFound"),
    .init(
        start: "A[] B[]", step: .insertSectionsBefore(["C", "C"], "Z"), error: .duplicateSectionIdentifiers(["C"]),
        message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(C)}"),
    .init(
        start: "", step: .insertItemsAfter(["b"], "a"), error: .insertionItemNotFound("a"),
        message: "Invalid parameter not satisfying: section != NSNotFound"),
    .init(
        start: "A[a b]", step: .moveItemBefore("z", "a"), error: .moveItemNotFound("z"),
        message: "Invalid parameter not satisfying: fromIndex != NSNotFound"),
    .init(
        start: "A[a b]", step: .moveItemAfter("a", "z"), error: .moveDestinationItemNotFound("z"),
        message: "Invalid parameter not satisfying: toIndex != NSNotFound"),
    .init(
        start: "A[a b]", step: .moveItemAfter("a", "a"), error: .moveItemRelativeToItself("a"),
        message: "Invalid update: destination for item move is the same as the source [a]"),
    .init(
        start: "A[a b]", step: .moveItemBefore("z", "z"), error: .moveItemRelativeToItself("z"),
        message: "Invalid update: destination for item move is the same as the source [z]"),
    .init(
        start: "A[] B[]", step: .moveSectionBefore("Z", "A"), error: .moveSectionNotFound("Z"),
        message: "Invalid parameter not satisfying: fromSection != NSNotFound"),
    .init(
        start: "A[] B[]", step: .moveSectionAfter("A", "Z"), error: .moveDestinationSectionNotFound("Z"),
        message: "Invalid parameter not satisfying: toSection != NSNotFound"),
    .init(
        start: "A[] B[]", step: .moveSectionBefore("B", "B"), error: .moveSectionRelativeToItself("B"),
        message: "Invalid update: destination for section move is the same as the source [B]"),
    .init(
        start: "A[] B[]", step: .moveSectionAfter("Z", "Z"), error: .moveSectionRelativeToItself("Z"),
        message: "Invalid update: destination for section move is the same as the source [Z]"),
    .init(
        start: "A[a]", step: .reloadItems(["a", "q"]), error: .reloadItemNotFound("q"),
        message: "Attempted to reload item identifier that does not exist in the snapshot: q"),
    .init(
        start: "A[a]", step: .reconfigureItems(["q"]), error: .reconfigureItemNotFound("q"),
        message: "Attempted to reconfigure item identifier that does not exist in the snapshot: q"),
    .init(
        start: "A[a b]", step: .deleteItems(["a", "a"]), error: .duplicateItemIdentifiers(["a"]),
        message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
    .init(
        start: "A[a b]", step: .deleteItems(["z", "b", "z", "b"]), error: .duplicateItemIdentifiers(["z", "b"]),
        message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(z, b)}"),
    .init(
        start: "A[a] B[b]", step: .deleteSections(["A", "A"]), error: .duplicateSectionIdentifiers(["A"]),
        message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}"),
    .init(
        start: "A[a b]", step: .reloadItems(["a", "a"]), error: .duplicateItemIdentifiers(["a"]),
        message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
    .init(
        start: "A[a b]", step: .reloadItems(["q", "b", "q"]), error: .duplicateItemIdentifiers(["q"]),
        message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(q)}"),
    .init(
        start: "A[a b]", step: .reconfigureItems(["b", "q", "b"]), error: .duplicateItemIdentifiers(["b"]),
        message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(b)}"),
    .init(
        start: "A[a] B[b]", step: .reloadSections(["B", "B"]), error: .duplicateSectionIdentifiers(["B"]),
        message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(B)}"),
    .init(
        start: "A[a] B[b]", step: .reloadSections(["Q", "A", "Q"]), error: .duplicateSectionIdentifiers(["Q"]),
        message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(Q)}"),
    .init(
        start: "A[a]", step: .appendItems(["x", "x"], "Q"), error: .duplicateItemIdentifiers(["x"]),
        message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}"),
    .init(
        start: "A[a]", step: .reloadSections(["A", "Q"]), error: .reloadSectionNotFound("Q"),
        message: "Attempted to reload section identifier that does not exist in the snapshot: Q"),
]

@Test("Each raising condition throws UIKit's message and leaves the snapshot untouched", arguments: errorCases)
func snapshotError(_ row: ErrorCase) {
    var snapshot = makeSnapshot(row.start)
    let before = snapshot
    #expect(throws: row.error) { try snapshot.run(row.step) }
    #expect(row.error.message == row.message)
    #expect(snapshot == before)
    #expect(snapshot.rendered == before.rendered)
    #expect(invariantViolations(snapshot) == [])
    // The failed call left no interned leftovers: the same identifiers still work afterwards.
    #expect(snapshot.items.liveCount == before.items.liveCount)
    #expect(snapshot.sections.liveCount == before.sections.liveCount)
}

@Test func appendingExistingItemsMovesThemWithUIKitsConsoleLog() {
    #expect(
        SnapshotWarning.existingItemsMoved(["a"]).message
            == "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifier that already exists: a"
    )
    #expect(
        SnapshotWarning.existingItemsMoved(["a", "b"]).message
            == "Diffable data source detected an attempt to insert or append 2 item identifiers that already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifiers that already exist: (a, b)"
    )
}

@Test(arguments: [
    (Profile.ios13, "Invalid section identifier for reload specified: Q"),
    (.ios14, "Invalid section identifier for reload specified: Q"),
    (.ios15, "Attempted to reload section identifier that does not exist in the snapshot: Q"),
    (.ios18, "Attempted to reload section identifier that does not exist in the snapshot: Q"),
])
func reloadingAMissingSectionQuotesTheReasonOfTheProfilesRelease(_ profile: Profile, _ reason: String) {
    #expect(SnapshotError.reloadSectionNotFound("Q").message(on: profile) == reason)
}

@Test func queriesOfAMissingSectionThrowUIKitsAssertion() {
    let snapshot = makeSnapshot("A[a]")
    #expect(throws: SnapshotError.querySectionNotFound("B")) { try snapshot.numberOfItems(inSection: "B") }
    #expect(throws: SnapshotError.querySectionNotFound("B")) { try snapshot.itemIdentifiers(inSection: "B") }
    #expect(
        SnapshotError.querySectionNotFound("B").message
            == "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
    )
}

@Test func queriesAnswerFromTheCurrentStructure() throws {
    let snapshot = makeSnapshot("A[a b] B[] C[c d e]")
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems == 5)
    #expect(try snapshot.numberOfItems(inSection: "C") == 3)
    #expect(try snapshot.numberOfItems(inSection: "B") == 0)
    #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
    #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
    #expect(try snapshot.itemIdentifiers(inSection: "C") == ["c", "d", "e"])
    #expect(snapshot.sectionIdentifier(containingItem: "d") == "C")
    #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
    #expect(snapshot.indexOfItem("d") == 3)
    #expect(snapshot.indexOfItem("a") == 0)
    #expect(snapshot.indexOfItem("z") == nil)
    #expect(snapshot.indexOfSection("C") == 2)
    #expect(snapshot.indexOfSection("Z") == nil)
    #expect(snapshot.indexPath(ofItem: "e") == IndexPath(2, 2))
    #expect(snapshot.itemIdentifier(at: IndexPath(2, 1)) == "d")
    #expect(snapshot.itemIdentifier(at: IndexPath(1, 0)) == nil)
    #expect(snapshot.itemIdentifier(at: IndexPath(-1, 0)) == nil)
}

@Test func marksAreReportedInSnapshotOrderAndDroppedWithTheirItems() throws {
    var snapshot = makeSnapshot("A[a b] B[c d]")
    try snapshot.reloadItems(["d", "a"])
    try snapshot.reconfigureItems(["c", "b"])
    try snapshot.reloadSections(["B", "A"])
    #expect(snapshot.reloadedItemIdentifiers == ["a", "d"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["b", "c"])
    #expect(snapshot.reloadedSectionIdentifiers == ["A", "B"])
    try snapshot.deleteItems(["a"])
    try snapshot.deleteSections(["A"])
    #expect(snapshot.reloadedItemIdentifiers == ["d"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["c"])
    #expect(snapshot.reloadedSectionIdentifiers == ["B"])
    // A deleted and re-added item comes back without its old mark.
    try snapshot.appendItems(["a"])
    try snapshot.deleteItems(["d"])
    try snapshot.appendItems(["d"])
    #expect(snapshot.reloadedItemIdentifiers == [])
    #expect(snapshot.withoutMarks.hasMarks == false)
}

@Test func identityIsWholeIdentifierEqualityWithSeparateNamespaces() throws {
    struct Todo: Hashable {
        var id: Int
        var done: Bool
    }
    var snapshot = Snapshot<String, Todo>()
    try snapshot.appendSections(["main"])
    try snapshot.appendItems([Todo(id: 1, done: false)])
    // A changed field is a different item: reloading it raises.
    #expect(throws: SnapshotError.reloadItemNotFound("Todo(id: 1, done: true)")) {
        try snapshot.reloadItems([Todo(id: 1, done: true)])
    }
    var shared = Snapshot<String, String>()
    try shared.appendSections(["x"])
    try shared.appendItems(["x"])  // the same text as section and item is fine
    #expect(shared.rendered == "x[x]")
}

@Test func snapshotsCompareByContentNotByStorageHistory() throws {
    var built = makeSnapshot("A[a b c]")
    try built.deleteItems(["b"])
    try built.appendItems(["b"])
    try built.moveItem("b", beforeItem: "c")
    #expect(built == makeSnapshot("A[a b c]"))
    #expect(built != makeSnapshot("A[a c b]"))
    var marked = built
    try marked.reloadItems(["a"])
    #expect(marked != built)
}

@Test func theQuietMoveWarningQuotesUIKitsConsoleLog() throws {
    var snapshot = makeSnapshot("A[a] B[]")
    let warnings = try snapshot.appendItems(["a"], toSection: "B")
    #expect(
        warnings.map(\.message) == [
            "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifier that already exists: a"
        ])
    #expect(
        SnapshotWarning.unknownItemsIgnored(["x", "y"]).message
            == "deleteItems ignored identifiers that are not in the snapshot: {(x, y)}")
}
