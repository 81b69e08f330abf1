import Testing

@testable import PlaygroundScript

/// UIKit's exact exception reasons (issue #13): each row is a line run against `snapshotHarness()`
/// (main: [a, b, c], done: [d, e]), our error's first line, and the reason UIKit raises, quoted
/// in the `= note: UIKit raises:` line.
@Suite struct UIKitExceptionTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var line: String
        var message: String
        var uikit: String
        var testDescription: String { line }
    }

    static let rows: [Row] = [
        Row(
            line: "snapshot.appendSections([main])", message: "error: section 'main' is already in the snapshot",
            uikit:
                "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: main"
        ),
        Row(
            line: "snapshot.appendSections([x, done, main])",
            message: "error: sections 'done', 'main' are already in the snapshot",
            uikit:
                "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (done, main)"
        ),
        Row(
            line: "snapshot.appendSections([main, x, x])",
            message: "error: section identifiers must be unique: 'x' appears more than once in the list",
            uikit: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(x)}"),
        Row(
            line: "snapshot.insertItems([x], beforeItem: zz)",
            message: "error: cannot insert relative to item 'zz': it is not in the snapshot",
            uikit: "Invalid parameter not satisfying: section != NSNotFound"),
        Row(
            line: "snapshot.insertItems([x], afterItem: zz)",
            message: "error: cannot insert relative to item 'zz': it is not in the snapshot",
            uikit: "Invalid parameter not satisfying: section != NSNotFound"),
        Row(
            line: "snapshot.insertSections([x], beforeSection: zz)",
            message: "error: cannot insert relative to section 'zz': it is not in the snapshot",
            uikit: "Invalid parameter not satisfying: insertIndex != NSNotFound"),
        Row(
            line: "snapshot.insertSections([x], afterSection: zz)",
            message: "error: cannot insert relative to section 'zz': it is not in the snapshot",
            uikit: "Invalid parameter not satisfying: insertIndex != NSNotFound"),
        Row(
            line: "snapshot.moveItem(a, beforeItem: a)", message: "error: cannot move item 'a' relative to itself",
            uikit: "Invalid update: destination for item move is the same as the source [a]"),
        Row(
            line: "snapshot.moveItem(a, afterItem: a)", message: "error: cannot move item 'a' relative to itself",
            uikit: "Invalid update: destination for item move is the same as the source [a]"),
        Row(
            line: "snapshot.moveItem(zz, afterItem: zz)", message: "error: cannot move item 'zz' relative to itself",
            uikit: "Invalid update: destination for item move is the same as the source [zz]"),
        Row(
            line: "snapshot.moveSection(main, beforeSection: main)",
            message: "error: cannot move section 'main' relative to itself",
            uikit: "Invalid update: destination for section move is the same as the source [main]"),
        Row(
            line: "snapshot.moveSection(main, afterSection: main)",
            message: "error: cannot move section 'main' relative to itself",
            uikit: "Invalid update: destination for section move is the same as the source [main]"),
        Row(
            line: "snapshot.moveSection(zz, afterSection: zz)",
            message: "error: cannot move section 'zz' relative to itself",
            uikit: "Invalid update: destination for section move is the same as the source [zz]"),
        Row(
            line: "snapshot.insertItems([a, b], afterItem: a)",
            message: "error: cannot insert relative to item 'a': it is one of the items being inserted",
            uikit: "Invalid update: destination for insertion operation [a] is in the insertion identifier list"),
        Row(
            line: "snapshot.insertItems([x, zz], beforeItem: zz)",
            message: "error: cannot insert relative to item 'zz': it is one of the items being inserted",
            uikit: "Invalid update: destination for insertion operation [zz] is in the insertion identifier list"),
        Row(
            line: "snapshot.insertSections([x, main], afterSection: main)",
            message: "error: cannot insert relative to section 'main': it is one of the sections being inserted",
            uikit: "Invalid update: destination for section operation [main] is in the inserted section list"),
        Row(
            line: "snapshot.insertSections([done, zz], beforeSection: zz)",
            message: "error: cannot insert relative to section 'zz': it is one of the sections being inserted",
            uikit: "Invalid update: destination for section operation [zz] is in the inserted section list"),
        Row(
            line: "snapshot.insertSections([x, x], beforeSection: zz)",
            message: "error: section identifiers must be unique: 'x' appears more than once in the list",
            uikit: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(x)}"),
        Row(
            line: "snapshot.insertItems([x, x], beforeItem: zz)",
            message: "error: item identifiers must be unique: 'x' appears more than once in the list",
            uikit: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}"),
        Row(
            line: "snapshot.reloadSections([main, zz])",
            message: "error: cannot reload section 'zz': it is not in the snapshot",
            uikit: "Attempted to reload section identifier that does not exist in the snapshot: zz"),
        Row(
            line: "snapshot.numberOfItems(inSection: zz)", message: "error: there is no section 'zz' in the snapshot",
            uikit:
                "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        ),
        Row(
            line: "snapshot.itemIdentifiers(inSection: zz)", message: "error: there is no section 'zz' in the snapshot",
            uikit:
                "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        ),
        Row(
            line: "snapshot.appendItems([x], toSection: zz)",
            message: "error: there is no section 'zz' in the snapshot",
            uikit: "Invalid parameter not satisfying: section != NSNotFound"),
        Row(
            line: "snapshot.deleteItems([a, a])",
            message: "error: item identifiers must be unique: 'a' appears more than once in the list",
            uikit: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
        Row(
            line: "snapshot.deleteItems([zz, b, zz])",
            message: "error: item identifiers must be unique: 'zz' appears more than once in the list",
            uikit: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(zz)}"),
        Row(
            line: "snapshot.reloadItems([a, a])",
            message: "error: item identifiers must be unique: 'a' appears more than once in the list",
            uikit: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
        Row(
            line: "snapshot.reconfigureItems([a, a])",
            message: "error: item identifiers must be unique: 'a' appears more than once in the list",
            uikit: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
        Row(
            line: "snapshot.deleteSections([main, main])",
            message: "error: section identifiers must be unique: 'main' appears more than once in the list",
            uikit: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(main)}"),
        Row(
            line: "snapshot.reloadSections([main, main])",
            message: "error: section identifiers must be unique: 'main' appears more than once in the list",
            uikit: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(main)}"),
        // A duplicate and a missing section or item in one call: UIKit checks the list first.
        Row(
            line: "snapshot.reloadSections([zz, zz])",
            message: "error: section identifiers must be unique: 'zz' appears more than once in the list",
            uikit: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(zz)}"),
        Row(
            line: "snapshot.reloadSections([zz, main, main])",
            message: "error: section identifiers must be unique: 'main' appears more than once in the list",
            uikit: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(main)}"),
        Row(
            line: "snapshot.reloadItems([zz, a, a])",
            message: "error: item identifiers must be unique: 'a' appears more than once in the list",
            uikit: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
        Row(
            line: "snapshot.appendItems([x, x], toSection: zz)",
            message: "error: item identifiers must be unique: 'x' appears more than once in the list",
            uikit: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}"),
    ]

    /// Before iOS 15 UIKit worded the missing section of a reload differently.
    @Test(arguments: [
        (".ios13", "Invalid section identifier for reload specified: zz"),
        (".ios14", "Invalid section identifier for reload specified: zz"),
        (".ios15", "Attempted to reload section identifier that does not exist in the snapshot: zz"),
    ])
    func reloadingAMissingSectionQuotesTheProfilesReason(_ profile: String, _ reason: String) {
        var h = snapshotHarness()
        _ = h.ok("environment.profile = \(profile)")
        let e = h.error("snapshot.reloadSections([zz])")
        #expect(e.hasPrefix("error: cannot reload section 'zz': it is not in the snapshot"))
        #expect(
            e.contains("\n  = note: UIKit raises: \(reason)\n") || e.hasSuffix("= note: UIKit raises: \(reason)"),
            "\(e)")
    }

    /// insertItems does not check for sections: in an empty snapshot the anchor is simply missing.
    @Test func insertingItemsIntoASnapshotWithoutSectionsReportsTheMissingAnchor() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        let e = h.error("s.insertItems([a], afterItem: b)")
        #expect(e.hasPrefix("error: cannot insert relative to item 'b': it is not in the snapshot"))
        #expect(e.contains("= note: UIKit raises: Invalid parameter not satisfying: section != NSNotFound"))
        #expect(
            e.hasSuffix("= help: the snapshot has no sections yet: append one first, snapshot.appendSections([main])"))
    }

    @Test(arguments: rows)
    func aFailedSnapshotCallQuotesUIKitsExactReasonAndChangesNothing(_ row: Row) {
        var h = snapshotHarness()
        let before = h.ok("snapshot")
        let e = h.error(row.line)
        let lines = e.split(separator: "\n").map(String.init)
        #expect(lines.first == row.message)
        #expect(lines.contains { $0.hasSuffix("= note: UIKit raises: " + row.uikit) }, "\(e)")
        #expect(lines.contains { $0.hasSuffix("^") }, "the error has a caret: \(e)")
        #expect(h.ok("snapshot") == before)
    }

    // MARK: The caret

    /// Each line marks its culprit with ⟦ ⟧: the caret must underline exactly that element of the
    /// list (a number, a range that expands to it, a name bound to it), not the whole list.
    @Test(arguments: [
        (["snapshot.appendSections([1, 2])"], "snapshot.appendSections([3, 4, ⟦3⟧])"),
        (["snapshot.appendSections([1, 2])"], "snapshot.appendSections([5, ⟦1⟧])"),
        (["snapshot.appendSections([1, 2])"], "snapshot.reloadSections([1, ⟦9⟧])"),
        ([], "snapshot.appendItems([7, ⟦7⟧], toSection: main)"),
        ([], "snapshot.reloadItems([a, ⟦42⟧])"),
        ([], "snapshot.deleteItems([x2, ⟦x1...x3⟧])"),
        ([], "snapshot.reconfigureItems([a, ⟦x01...x03⟧])"),
        ([], "snapshot.appendSections([x, ⟦done⟧, y])"),
        (["let gone = \"zz\""], "snapshot.reloadSections([main, ⟦gone⟧])"),
        (["let more = [x, y]"], "snapshot.appendItems([x, ⟦more⟧])"),
        ([], "snapshot.insertItems([\"a\"], afterItem: ⟦a⟧)"),
    ])
    func theCaretMarksTheOffendingElementOfTheList(_ setup: [String], _ marked: String) {
        var h = snapshotHarness()
        for line in setup { _ = h.ok(line) }
        let open = marked.firstIndex(of: "⟦")!
        let close = marked.firstIndex(of: "⟧")!
        let column = marked.distance(from: marked.startIndex, to: open)
        let width = marked.distance(from: open, to: close) - 1
        let line = marked.replacingOccurrences(of: "⟦", with: "").replacingOccurrences(of: "⟧", with: "")
        let lines = h.error(line).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let source = lines.firstIndex(where: { $0.hasSuffix("| " + line) }), source + 1 < lines.count else {
            Issue.record("no source line in \(lines)")
            return
        }
        let gutter = lines[source].count - line.count
        let caret = String(repeating: " ", count: column) + String(repeating: "^", count: width)
        #expect(String(lines[source + 1].dropFirst(gutter)) == caret, "\(lines.joined(separator: "\n"))")
    }
}
