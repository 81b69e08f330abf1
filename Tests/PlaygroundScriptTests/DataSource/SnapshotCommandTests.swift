import Testing

@testable import PlaygroundScript

/// A harness with `snapshot` = main: [a, b, c], done: [d, e].
func snapshotHarness() -> Harness {
    var h = Harness()
    _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot()")
    _ = h.ok("snapshot.appendSections([main, done])")
    _ = h.ok("snapshot.appendItems([a, b, c], toSection: main)")
    _ = h.ok("snapshot.appendItems([d, e], toSection: done)")
    return h
}

@Suite struct SnapshotCommandTests {
    @Test(arguments: [
        ("snapshot.appendSections([extra])", ["  main: [a, b, c]", "  done: [d, e]", "  extra: []"]),
        ("snapshot.insertSections([top], beforeSection: main)", ["  top: []", "  main: [a, b, c]", "  done: [d, e]"]),
        ("snapshot.insertSections([mid], afterSection: main)", ["  main: [a, b, c]", "  mid: []", "  done: [d, e]"]),
        ("snapshot.deleteSections([main])", ["  done: [d, e]"]),
        ("snapshot.moveSection(done, beforeSection: main)", ["  done: [d, e]", "  main: [a, b, c]"]),
        ("snapshot.moveSection(main, afterSection: done)", ["  done: [d, e]", "  main: [a, b, c]"]),
        ("snapshot.appendItems([f])", ["  main: [a, b, c]", "  done: [d, e, f]"]),
        ("snapshot.appendItems([f], toSection: main)", ["  main: [a, b, c, f]", "  done: [d, e]"]),
        ("snapshot.insertItems([f], beforeItem: a)", ["  main: [f, a, b, c]", "  done: [d, e]"]),
        ("snapshot.insertItems([f, g], afterItem: d)", ["  main: [a, b, c]", "  done: [d, f, g, e]"]),
        ("snapshot.deleteItems([b, e])", ["  main: [a, c]", "  done: [d]"]),
        ("snapshot.moveItem(a, afterItem: e)", ["  main: [b, c]", "  done: [d, e, a]"]),
        ("snapshot.moveItem(e, beforeItem: a)", ["  main: [e, a, b, c]", "  done: [d]"]),
        ("snapshot.reloadItems([b])", ["  main: [a, b, c]", "  done: [d, e]", "  marked: reloadItems [b]"]),
        (
            "snapshot.reconfigureItems([e, a])",
            ["  main: [a, b, c]", "  done: [d, e]", "  marked: reconfigureItems [a, e]"]
        ),
        (
            "snapshot.reloadSections([done])",
            ["  main: [a, b, c]", "  done: [d, e]", "  marked: reloadSections [done]"]
        ),
    ])
    func everyOperationChangesTheSnapshotLikeUIKit(_ line: String, _ expected: [String]) {
        var h = snapshotHarness()
        _ = h.ok(line)
        #expect(Array(h.ok("snapshot").dropFirst()) == expected)
    }

    @Test func deleteAllItemsEmptiesTheSnapshotSectionsIncluded() {
        var h = snapshotHarness()
        _ = h.ok("snapshot.deleteAllItems()")
        #expect(h.ok("snapshot") == ["Snapshot: empty (no sections)"])
        #expect(h.ok("snapshot.numberOfSections") == ["0"])
    }

    @Test(arguments: [
        ("snapshot.numberOfSections", ["2"]),
        ("snapshot.numberOfItems", ["5"]),
        ("snapshot.numberOfItems(inSection: done)", ["2"]),
        ("snapshot.sectionIdentifiers", ["[main, done]"]),
        ("snapshot.itemIdentifiers", ["[a, b, c, d, e]"]),
        ("snapshot.itemIdentifiers(inSection: done)", ["[d, e]"]),
        ("snapshot.sectionIdentifier(containingItem: d)", ["done"]),
        ("snapshot.sectionIdentifier(containingItem: zz)", ["nil"]),
        ("snapshot.indexOfItem(d)", ["3"]),
        ("snapshot.indexOfItem(zz)", ["nil"]),
        ("snapshot.indexOfSection(done)", ["1"]),
        ("snapshot.indexOfSection(zz)", ["nil"]),
        ("snapshot.reloadedItemIdentifiers", ["[]"]),
        ("snapshot.reconfiguredItemIdentifiers", ["[]"]),
        ("snapshot.reloadedSectionIdentifiers", ["[]"]),
    ])
    func queriesAnswerLikeUIKit(_ line: String, _ expected: [String]) {
        var h = snapshotHarness()
        #expect(h.ok(line) == expected)
    }

    @Test func marksAreReportedInSnapshotOrder() {
        var h = snapshotHarness()
        _ = h.ok("snapshot.reloadItems([e, a])")
        _ = h.ok("snapshot.reconfigureItems([d, b])")
        _ = h.ok("snapshot.reloadSections([done, main])")
        #expect(h.ok("snapshot.reloadedItemIdentifiers") == ["[a, e]"])
        #expect(h.ok("snapshot.reconfiguredItemIdentifiers") == ["[b, d]"])
        #expect(h.ok("snapshot.reloadedSectionIdentifiers") == ["[main, done]"])
    }

    @Test func aSnapshotPrintsRunsOfNumberedIdentifiersAsRanges() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([todo1...todo3, todo5...todo30, x1, x2, \"Buy milk\", todo07])")
        #expect(
            h.ok("s") == [
                "Snapshot: 1 section, 33 items",
                "  main: [todo1...todo3, todo5...todo30, x1, x2, \"Buy milk\", todo07]",
            ])
    }

    @Test func aHugeSnapshotPrintsInAFewLines() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([item1...item100000])")
        _ = h.ok("s.appendItems([\"a b\", x, y1, y2])")
        #expect(h.ok("s") == ["Snapshot: 1 section, 100004 items", "  main: [item1...item100000, \"a b\", x, y1, y2]"])
        _ = h.ok("s.deleteItems([item2, item4...item100000])")
        #expect(h.ok("s.numberOfItems") == ["6"])
        _ = h.ok("s.appendItems([z1...z500])")
        #expect(h.ok("s").last?.hasSuffix(", z1...z500]") == true)
        let odd = (0..<300).map { "z\($0 * 2 + 1)" }
        #expect(SnapshotText.list(odd).hasSuffix(", z199, ... 200 more]"))
        #expect(
            SnapshotText.folded(["a1", "a2", "a3", "a04", "a5", "a6", "a7", "x"]).entries == [
                "a1...a3", "a04", "a5...a7", "x",
            ])
    }

    /// `item01...item10` keeps the padding (as a shell's {01..10}); folding prints it back the same
    /// way, so a printed list pasted into a script gives the same identifiers.
    @Test func zeroPaddedRangesKeepTheirWidthAndFoldBack() {
        var h = Harness()
        _ = h.ok("let ids = [y08...y11, z1...z3, w007...w009, v0...v2]")
        let expanded = ["y08", "y09", "y10", "y11", "z1", "z2", "z3", "w007", "w008", "w009", "v0", "v1", "v2"]
        #expect(h.playground.session.object("ids", as: IdentifierList.self)?.values == expanded)
        let folded = SnapshotText.folded(expanded).entries
        #expect(folded == ["y08...y11", "z1...z3", "w007...w009", "v0...v2"])
        _ = h.ok("let again = [" + folded.joined(separator: ", ") + "]")
        #expect(h.playground.session.object("again", as: IdentifierList.self)?.values == expanded)
        // Past the padded width the numbers simply grow: n098...n101.
        _ = h.ok("let wide = [n098...n101]")
        #expect(
            h.playground.session.object("wide", as: IdentifierList.self)?.values == ["n098", "n099", "n100", "n101"])
    }

    @Test func aSnapshotWithManySectionsPrintsTheFirstHundred() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([s1...s150])")
        let out = h.ok("s")
        #expect(out.count == 102)
        #expect(out.last == "  ... 50 more sections")
    }

    @Test(arguments: ["NSDiffableDataSourceSnapshot()", "DiffableDataSourceSnapshot()", "Snapshot()"])
    func everySpellingOfTheConstructorMakesAnEmptySnapshot(_ spelling: String) {
        var h = Harness()
        _ = h.ok("let s = \(spelling)")
        #expect(h.ok("s") == ["Snapshot: empty (no sections)"])
    }

    @Test func aNameBoundToAnIdentifierStandsForIt() {
        var h = snapshotHarness()
        _ = h.ok("let victim = snapshot.sectionIdentifier(containingItem: d)")
        _ = h.ok("snapshot.appendItems([f], toSection: victim)")
        #expect(h.ok("snapshot.itemIdentifiers(inSection: done)") == ["[d, e, f]"])
    }

    // MARK: Errors

    static let errors: [(line: String, message: String, uikit: String)] = [
        (
            "snapshot.appendItems([x, y, x])",
            "error: item identifiers must be unique: 'x' appears more than once in the list",
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}"
        ),
        (
            "snapshot.appendSections([z, z])",
            "error: section identifiers must be unique: 'z' appears more than once in the list",
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(z)}"
        ),
        (
            "snapshot.appendSections([main])", "error: section 'main' is already in the snapshot",
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: main"
        ),
        (
            "snapshot.appendItems([x], toSection: nowhere)", "error: there is no section 'nowhere' in the snapshot",
            "Invalid parameter not satisfying: section != NSNotFound"
        ),
        (
            "snapshot.insertSections([x], afterSection: nowhere)",
            "error: cannot insert relative to section 'nowhere': it is not in the snapshot",
            "Invalid parameter not satisfying: insertIndex != NSNotFound"
        ),
        (
            "snapshot.insertItems([x], beforeItem: zz)",
            "error: cannot insert relative to item 'zz': it is not in the snapshot",
            "Invalid parameter not satisfying: section != NSNotFound"
        ),
        (
            "snapshot.insertItems([x, a], afterItem: a)",
            "error: cannot insert relative to item 'a': it is one of the items being inserted",
            "Invalid update: destination for insertion operation [a] is in the insertion identifier list"
        ),
        (
            "snapshot.moveItem(zz, beforeItem: a)", "error: cannot move item 'zz': it is not in the snapshot",
            "Invalid parameter not satisfying: fromIndex != NSNotFound"
        ),
        (
            "snapshot.moveItem(a, beforeItem: zz)",
            "error: cannot move relative to item 'zz': it is not in the snapshot",
            "Invalid parameter not satisfying: toIndex != NSNotFound"
        ),
        (
            "snapshot.moveItem(a, beforeItem: a)", "error: cannot move item 'a' relative to itself",
            "Invalid update: destination for item move is the same as the source [a]"
        ),
        (
            "snapshot.moveSection(zz, afterSection: main)",
            "error: cannot move section 'zz': it is not in the snapshot",
            "Invalid parameter not satisfying: fromSection != NSNotFound"
        ),
        (
            "snapshot.moveSection(main, afterSection: zz)",
            "error: cannot move relative to section 'zz': it is not in the snapshot",
            "Invalid parameter not satisfying: toSection != NSNotFound"
        ),
        (
            "snapshot.moveSection(main, afterSection: main)", "error: cannot move section 'main' relative to itself",
            "Invalid update: destination for section move is the same as the source [main]"
        ),
        (
            "snapshot.reloadItems([a, zz])", "error: cannot reload item 'zz': it is not in the snapshot",
            "Attempted to reload item identifier that does not exist in the snapshot: zz"
        ),
        (
            "snapshot.reconfigureItems([zz])", "error: cannot reconfigure item 'zz': it is not in the snapshot",
            "Attempted to reconfigure item identifier that does not exist in the snapshot: zz"
        ),
        (
            "snapshot.reloadSections([zz])", "error: cannot reload section 'zz': it is not in the snapshot",
            "Attempted to reload section identifier that does not exist in the snapshot: zz"
        ),
        (
            "snapshot.numberOfItems(inSection: zz)", "error: there is no section 'zz' in the snapshot",
            "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        ),
        (
            "snapshot.itemIdentifiers(inSection: zz)", "error: there is no section 'zz' in the snapshot",
            "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        ),
    ]

    @Test(arguments: errors)
    func uikitExceptionsBecomeErrorsQuotingUIKitsReason(_ c: (line: String, message: String, uikit: String)) {
        var h = snapshotHarness()
        let e = h.error(c.line)
        let lines = e.split(separator: "\n").map(String.init)
        #expect(lines.first == c.message)
        #expect(lines.contains { $0.hasSuffix("= note: UIKit raises: " + c.uikit) })
    }

    @Test(
        arguments: errors.map(\.line) + [
            "snapshot.insertItems([x], afterItem: a, beforeItem: b)", "snapshot.insertItems([x])",
            "snapshot.appendItems([x], toSection: main, extra: 1)", "snapshot.moveItem([a, b], beforeItem: c)",
        ])
    func aFailedSnapshotCommandChangesNothing(_ line: String) {
        var h = snapshotHarness()
        _ = h.ok("snapshot.reloadItems([c])")
        let before = h.ok("snapshot")
        let log = h.playground.session.log
        let undo = h.playground.session.undoStack.count
        _ = h.error(line)
        #expect(h.ok("snapshot") == before)
        #expect(h.playground.session.log == log)
        #expect(h.playground.session.undoStack.count == undo)
    }

    @Test func appendingItemsToASnapshotWithoutSectionsRaises() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        let e = h.error("s.appendItems([a])")
        #expect(
            e == """
                error: the snapshot has no sections to add items to
                 --> test.lps:2:15
                  |
                2 | s.appendItems([a])
                  |               ^^^
                  = note: UIKit raises: There are currently no sections in the data source. Please add a section first.
                  = help: append a section first: snapshot.appendSections([main])
                """)
    }

    @Test func theCaretPointsAtTheIdentifierAtFault() {
        var h = snapshotHarness()
        let e = h.error("snapshot.reloadItems([a, zz, b])")
        #expect(e.contains("5 | snapshot.reloadItems([a, zz, b])\n  | " + String(repeating: " ", count: 25) + "^^"))
    }

    @Test func missingSectionsSuggestTheNearestOne() {
        var h = snapshotHarness()
        #expect(h.error("snapshot.appendItems([x], toSection: mian)").contains("= help: did you mean 'main'?"))
    }

    @Test func anchorLabelsAreExclusiveAndRequired() {
        var h = snapshotHarness()
        #expect(
            h.error("snapshot.insertItems([x])").hasPrefix(
                "error: missing argument 'beforeItem:' or 'afterItem:' for 'insertItems'"))
        #expect(
            h.error("snapshot.moveSection(main, beforeSection: done, afterSection: done)")
                .hasPrefix("error: 'moveSection' takes 'beforeSection:' or 'afterSection:', not both"))
    }

    // MARK: Quiet behaviours

    @Test func iOS13AnswersEmptyForAMissingSectionWhereLaterReleasesRaise() {
        var h = snapshotHarness()
        _ = h.ok("environment.profile = .ios13")
        let (out, diags) = h.run("snapshot.numberOfItems(inSection: zz)")
        #expect(out == ["0"])
        #expect(
            diags == [
                "warning: there is no section 'zz' in the snapshot; iOS 13 answers empty, iOS 14+ raises: Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
            ])
        #expect(h.run("snapshot.itemIdentifiers(inSection: zz)").out == ["[]"])
        _ = h.ok("environment.profile = .ios14")
        #expect(
            h.error("snapshot.itemIdentifiers(inSection: zz)").hasPrefix(
                "error: there is no section 'zz' in the snapshot"))
    }

    @Test func appendingAnExistingItemMovesItWithAWarning() {
        var h = snapshotHarness()
        let (_, diags) = h.run("snapshot.appendItems([a], toSection: done)")
        #expect(diags.count == 1)
        #expect(
            diags.first?.hasPrefix(
                "warning: 'a' was already in the snapshot and was moved, not duplicated; iOS 15+ logs: Diffable data source detected"
            ) == true)
        #expect(h.ok("snapshot.itemIdentifiers") == ["[b, c, d, e, a]"])
    }

    @Test(arguments: [
        (
            "snapshot.deleteItems([zz, a])",
            "warning: deleteItems ignored 'zz': not in the snapshot (UIKit ignores them quietly)", "[b, c, d, e]"
        ),
        (
            "snapshot.deleteSections([zz])",
            "warning: deleteSections ignored 'zz': not in the snapshot (UIKit ignores them quietly)", "[a, b, c, d, e]"
        ),
    ])
    func deletingUnknownIdentifiersIsIgnoredWithAWarning(_ line: String, _ warning: String, _ items: String) {
        var h = snapshotHarness()
        let (_, diags) = h.run(line)
        #expect(diags == [warning])
        #expect(h.ok("snapshot.itemIdentifiers") == [items])
    }
}
