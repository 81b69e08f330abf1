import Foundation
import Testing

@testable import PlaygroundScript

/// A harness whose data source shows inbox: [a1...a5], today: [b1, b2], later: [c1...c3].
func appliedHarness() -> Harness {
    var h = Harness()
    _ = h.ok("var s = Snapshot()")
    _ = h.ok("s.appendSections([inbox, today, later])")
    _ = h.ok("s.appendItems([a1...a5], toSection: inbox)")
    _ = h.ok("s.appendItems([b1, b2], toSection: today)")
    _ = h.ok("s.appendItems([c1...c3], toSection: later)")
    #expect(h.ok("dataSource.apply(s)") == ["reloadData (first apply): 3 sections, 10 items"])
    _ = h.ok("var next = dataSource.snapshot()")
    return h
}

@Suite struct DataSourceApplyTests {
    @Test(arguments: [
        (["next.deleteItems([a4])"], ["performBatchUpdates (animated): 1 delete", "  delete  [0, 3]  a4"]),
        (
            ["next.appendItems([a6], toSection: inbox)"],
            ["performBatchUpdates (animated): 1 insert", "  insert  [0, 5]  a6"]
        ),
        (
            ["next.moveItem(a5, beforeItem: a1)"],
            ["performBatchUpdates (animated): 1 move", "  move  [0, 4] -> [0, 0]  a5"]
        ),
        (
            ["next.moveItem(c1, afterItem: b2)"],
            ["performBatchUpdates (animated): 1 move", "  move  [2, 0] -> [1, 2]  c1"]
        ),
        (
            ["next.deleteSections([today])"],
            ["performBatchUpdates (animated): 1 section delete", "  delete section  1  today"]
        ),
        (
            ["next.insertSections([top], beforeSection: inbox)"],
            ["performBatchUpdates (animated): 1 section insert", "  insert section  0  top"]
        ),
        (
            ["next.moveSection(later, beforeSection: inbox)"],
            ["performBatchUpdates (animated): 1 section move", "  move section  2 -> 0  later"]
        ),
        (
            ["next.reconfigureItems([b2])"],
            ["performBatchUpdates (animated): 1 reconfigure (no structural changes)", "  reconfigure  [1, 1]  b2"]
        ),
        (
            ["next.reloadItems([a2])"],
            ["performBatchUpdates (animated): 1 reload (no structural changes)", "  reload  [0, 1]  a2"]
        ),
        (
            ["next.reloadSections([later])"],
            ["performBatchUpdates (animated): 1 section reload (no structural changes)", "  reload section  2  later"]
        ),
        (
            ["next.deleteItems([a1])", "next.reloadItems([a2])"],
            [
                "performBatchUpdates (animated): 1 delete; then 1 reload", "  delete  [0, 0]  a1",
                "then, at the new index paths:", "  reload  [0, 0]  a2",
            ]
        ),
        ([], ["nothing to do (identical snapshot)"]),
    ])
    func typicalAppliesPrintTheBatchUIKitSends(_ setup: [String], _ expected: [String]) {
        var h = appliedHarness()
        for line in setup { _ = h.ok(line) }
        #expect(h.ok("dataSource.apply(next, animatingDifferences: true)") == expected)
    }

    @Test func theSnapshotToApplyCanBeWrittenInline() {
        var h = appliedHarness()
        #expect(h.ok("dataSource.apply(dataSource.snapshot())") == ["nothing to do (identical snapshot)"])
        #expect(
            h.ok("dataSource.apply(NSDiffableDataSourceSnapshot())") == [
                "performBatchUpdates (animated): 3 section deletes",
                "  delete section  0  inbox", "  delete section  1  today", "  delete section  2  later",
            ])
        #expect(
            h.error("dataSource.apply(IndexPath(item: 0, section: 0))")
                .hasPrefix(
                    "error: 'IndexPath(item: 0, section: 0)' is a IndexPath, but the snapshot to apply must be a Snapshot"
                ))
        #expect(
            h.error("dataSource.apply([a])").hasPrefix("error: the snapshot to apply must be a Snapshot, found '[a]'"))
    }

    @Test func appliedMarksNeverShowOnTheDataSourcesSnapshot() {
        var h = appliedHarness()
        _ = h.ok("next.reconfigureItems([a1])")
        _ = h.ok("next.reloadItems([a2])")
        _ = h.ok("next.reloadSections([later])")
        _ = h.ok("dataSource.apply(next)")
        _ = h.ok("let after = dataSource.snapshot()")
        #expect(h.ok("after.reconfiguredItemIdentifiers") == ["[]"])
        #expect(h.ok("after.reloadedItemIdentifiers") == ["[]"])
        #expect(h.ok("after.reloadedSectionIdentifiers") == ["[]"])
        #expect(h.ok("next.reconfiguredItemIdentifiers") == ["[a1]"])
    }

    @Test func aSnapshotIsACopyUntilItIsApplied() {
        var h = appliedHarness()
        _ = h.ok("next.deleteItems([a1])")
        #expect(h.ok("dataSource.itemIdentifier(for: [0, 0])") == ["\"a1\""])
        _ = h.ok("dataSource.apply(next)")
        #expect(h.ok("dataSource.itemIdentifier(for: [0, 0])") == ["\"a2\""])
    }

    @Test(arguments: [
        ("dataSource.itemIdentifier(for: [1, 1])", "\"b2\""),
        ("dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1))", "\"b2\""),
        ("dataSource.itemIdentifier(for: IndexPath(row: 2, section: 2))", "\"c3\""),
        ("dataSource.itemIdentifier(for: [3, 0])", "nil"),
        ("dataSource.itemIdentifier(for: [0, 9])", "nil"),
        ("dataSource.indexPath(for: c2)", "[2, 1]"),
        ("dataSource.indexPath(for: zz)", "nil"),
        ("dataSource.sectionIdentifier(for: 1)", "\"today\""),
        ("dataSource.index(for: later)", "2"),
        ("dataSource.index(for: zz)", "nil"),
    ])
    func indexPathsAndIdentifiersConvertBothWays(_ line: String, _ expected: String) {
        var h = appliedHarness()
        #expect(h.ok(line) == [expected])
    }

    @Test func indexPathsAreValuesThatPrintAsSectionAndItem() {
        var h = appliedHarness()
        _ = h.ok("let p = IndexPath(item: 1, section: 2)")
        #expect(h.ok("p") == ["[2, 1]"])
        #expect(h.ok("dataSource.itemIdentifier(for: p)") == ["\"c2\""])
        #expect(h.error("let q = IndexPath(section: 2)").hasPrefix("error: missing argument 'item:' for 'IndexPath'"))
    }

    @Test func aSwipedIndexPathFindsTheItemToDelete() {
        var h = appliedHarness()
        _ = h.ok("let path = dataSource.indexPath(for: a4)")
        _ = h.ok("let swiped = dataSource.itemIdentifier(for: path)")
        _ = h.ok("next.deleteItems([swiped])")
        #expect(h.ok("dataSource.apply(next)") == ["performBatchUpdates (animated): 1 delete", "  delete  [0, 3]  a4"])
    }

    @Test func animatingDifferencesFalseReloadsDataOnIOS14AndDiffsFromIOS15() {
        var h = appliedHarness()
        _ = h.ok("next.deleteItems([c1])")
        _ = h.ok("environment.profile = .ios14")
        let (out, diags) = h.run("dataSource.apply(next, animatingDifferences: false)")
        #expect(out == ["reloadData (animatingDifferences false before iOS 15): 3 sections, 9 items"])
        #expect(diags.first?.hasPrefix("note: on iOS 13/14 animatingDifferences: false means reloadData") == true)
        _ = h.ok("var more = dataSource.snapshot()")
        _ = h.ok("more.appendItems([c1])")
        _ = h.ok("environment.profile = .ios15")
        #expect(
            h.ok("dataSource.apply(more, animatingDifferences: false)") == [
                "performBatchUpdates (not animated): 1 insert", "  insert  [2, 2]  c1",
            ])
    }

    @Test func applySnapshotUsingReloadDataNeedsIOS15() {
        var h = appliedHarness()
        #expect(
            h.ok("dataSource.applySnapshotUsingReloadData(next)") == [
                "reloadData (applySnapshotUsingReloadData): 3 sections, 10 items"
            ])
        _ = h.ok("environment.profile = .ios14")
        #expect(
            h.error("dataSource.applySnapshotUsingReloadData(next)")
                .hasPrefix("error: applySnapshotUsingReloadData(_:) is available from iOS 15; the profile is .ios14"))
    }

    @Test func reconfigureBeforeIOS15IsAppliedAsAReloadWithAWarning() {
        var h = appliedHarness()
        _ = h.ok("environment.profile = .ios13")
        _ = h.ok("next.reconfigureItems([b1])")
        let (out, diags) = h.run("dataSource.apply(next)")
        #expect(out == ["performBatchUpdates (animated): 1 reload (no structural changes)", "  reload  [1, 0]  b1"])
        #expect(
            diags == [
                "warning: reconfigureItems(_:) needs iOS 15; on this profile the marks for 'b1' were applied as reloads\n  = help: on iOS 14 and earlier call reloadItems(_:) (the cell is replaced, not reconfigured)"
            ])
    }

    @Test(arguments: [
        "dataSource.apply(nothing)", "dataSource.apply(s, animatingDifferences: maybe)",
        "dataSource.apply(s, completion: x)",
        "dataSource.apply(environment)", "dataSource.itemIdentifier(for: [0])",
    ])
    func aFailedApplyChangesNothing(_ line: String) {
        var h = appliedHarness()
        _ = h.ok("next.deleteItems([a1])")
        _ = h.ok("dataSource.apply(next)")
        let batch = h.ok("batch")
        let shown = h.ok("dataSource")
        _ = h.error(line)
        #expect(h.ok("batch") == batch)
        #expect(h.ok("dataSource") == shown)
    }

    @Test func undoBringsBackThePreviouslyAppliedSnapshot() {
        var h = appliedHarness()
        _ = h.ok("next.deleteItems([a1])")
        _ = h.ok("dataSource.apply(next)")
        _ = h.ok("undo")
        #expect(h.ok("dataSource.itemIdentifier(for: [0, 0])") == ["\"a1\""])
    }

    @Test func theDataSourceDescribesWhatIsApplied() {
        var h = Harness()
        #expect(h.ok("dataSource") == ["DiffableDataSource: nothing applied yet"])
        h = appliedHarness()
        #expect(
            h.ok("dataSource") == [
                "DiffableDataSource: 3 sections, 10 items applied", "  inbox: [a1...a5]", "  today: [b1, b2]",
                "  later: [c1...c3]",
            ])
    }

    // MARK: JSON

    @Test func theApplyJSONFollowsTheDocumentedSchema() {
        var h = appliedHarness()
        _ = h.ok("next.moveItem(c1, beforeItem: a1)")
        _ = h.ok("next.deleteSections([today])")
        _ = h.ok("next.reconfigureItems([a2])")
        _ = h.ok("set output json")
        #expect(
            h.ok("dataSource.apply(next)").map(Self.result) == [
                #"{"update":"batch","reason":null,"animated":true,"numberOfSections":2,"numberOfItems":8,"sectionDeletes":[{"index":1,"identifier":"today"}],"sectionInserts":[],"sectionMoves":[],"itemDeletes":[],"itemInserts":[],"itemMoves":[{"from":[2,0],"to":[0,0],"identifier":"c1"}],"sectionReloads":[],"itemReloads":[],"itemReconfigures":[{"indexPath":[0,2],"identifier":"a2"}],"staleCells":[]}"#
            ])
    }

    /// The apply's text and JSON are one value rendered twice: the JSON decodes to the value whose
    /// lines are the text printed for the same apply.
    @Test func theApplyTextAndJSONAreOneValue() throws {
        var text = appliedHarness()
        var json = appliedHarness()
        for line in [
            "next.moveItem(c1, beforeItem: a1)", "next.deleteSections([today])", "next.reconfigureItems([a2])",
        ] {
            _ = text.ok(line)
            _ = json.ok(line)
        }
        _ = json.ok("set output json")
        let printed = text.ok("dataSource.apply(next)")
        let document = try #require(json.ok("dataSource.apply(next)").map(Self.result).first)
        let decoded = try JSONDecoder().decode(ApplyResult.self, from: Data(document.utf8))
        #expect(decoded.lines == printed)
        #expect(decoded.changes.itemMoves == [.init(from: [2, 0], to: [0, 0], identifier: "c1")])
        #expect(JSONValueEncoder.encode(decoded).serialized() == document)
    }

    /// The command's document inside a JSON-mode statement object (`{"file",...,"results":[DOC]}`).
    static func result(_ line: String) -> String {
        guard let start = line.range(of: #""results":["#) else { return line }
        return String(line[start.upperBound...].dropLast(2))
    }

    @Test func aReloadDataInJSONSaysWhy() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("set output json")
        let out = h.ok("dataSource.apply(s)").map(Self.result)
        #expect(
            out.first?.hasPrefix(
                #"{"update":"reloadData","reason":"first apply","animated":true,"numberOfSections":1,"numberOfItems":0,"sectionDeletes":[]"#
            ) == true)
    }

    // MARK: batch

    @Test func batchNeedsAnApplyFirst() {
        var h = Harness()
        #expect(h.error("batch").hasPrefix("error: no snapshot has been applied yet"))
    }

    @Test func batchShowsUIKitsCountRulePerSection() {
        var h = appliedHarness()
        _ = h.ok("next.moveItem(a2, afterItem: b2)")
        _ = h.ok("next.deleteItems([a4])")
        _ = h.ok("dataSource.apply(next)")
        #expect(
            h.ok("batch") == [
                "last apply: performBatchUpdates (animated): 1 delete, 1 move",
                "  delete  [0, 3]            a4",
                "  move    [0, 1] -> [1, 2]  a2",
                "counts (after = before - deleted + inserted - moved out + moved in):",
                "  section  id     before  deleted  inserted  moved out  moved in  after",
                "  0        inbox       5        1         0          1         0      3  ok",
                "  1        today       2        0         0          0         1      3  ok",
                "  2        later       3        0         0          0         0      3  ok",
            ])
    }

    /// `batch`'s text and JSON are one value: a moved section, a crash-prone combination and the
    /// stages decode from the JSON to the lines printed.
    @Test func batchTextAndJSONAreOneValue() throws {
        var text = appliedHarness()
        var json = appliedHarness()
        for line in [
            "next.moveSection(later, beforeSection: inbox)", "next.moveItem(a1, afterItem: a5)",
            "next.reloadItems([a1])", "dataSource.apply(next)",
        ] {
            _ = text.ok(line)
            _ = json.ok(line)
        }
        _ = json.ok("set output json")
        let printed = text.run("batch --stages").out
        let document = try #require(json.run("batch --stages").out.map(Self.result).first)
        let decoded = try JSONDecoder().decode(BatchReport.self, from: Data(document.utf8))
        #expect(decoded.lines == printed)
        #expect(printed.contains { $0.hasPrefix("  2 -> 0 ") }, "\(printed)")
        #expect(decoded.counts.first?.oldIndex == 2)
        #expect(!decoded.issues.isEmpty && !decoded.stages.isEmpty)
        #expect(JSONValueEncoder.encode(decoded).serialized() == document)
    }

    @Test func batchWarnsAboutCombinationsThatCrashInOneBatchAndStagesThem() {
        var h = appliedHarness()
        _ = h.ok("next.moveItem(a1, afterItem: a5)")
        _ = h.ok("next.reloadItems([a1])")
        _ = h.ok("dataSource.apply(next)")
        let (out, diags) = h.run("batch --stages")
        #expect(diags.count == 1)
        #expect(
            diags.first
                == "warning: crash-prone in one performBatchUpdates: attempt to move and reload the same index path ([0, 4])"
        )
        #expect(
            Array(out.suffix(4)) == [
                "stage 1 of 2, item inserts and moves: 1 move",
                "  move  [0, 0] -> [0, 4]  a1",
                "stage 2 of 2, item reloads and reconfigures: 1 reload",
                "  reload  [0, 4]  a1",
            ])
    }

    @Test func batchJSONCarriesCountsIssuesAndStages() {
        var h = appliedHarness()
        _ = h.ok("next.deleteItems([b1])")
        _ = h.ok("dataSource.apply(next)")
        let out = h.ok("batch --stages --json")
        #expect(out.count == 1)
        let json = out.first ?? ""
        #expect(json.hasPrefix(#"{"apply":{"update":"batch""#))
        #expect(
            json.contains(
                #""counts":[{"section":0,"oldSection":0,"identifier":"inbox","before":5,"deleted":0,"inserted":0,"movedOut":0,"movedIn":0,"after":5,"ok":true},{"section":1,"oldSection":1,"identifier":"today","before":2,"deleted":1"#
            ))
        #expect(
            json.hasSuffix(
                #""issues":[],"stages":[{"kind":"deletes","sectionDeletes":[],"sectionInserts":[],"sectionMoves":[],"itemDeletes":[{"indexPath":[1,0],"identifier":"b1"}],"itemInserts":[],"itemMoves":[],"sectionReloads":[],"itemReloads":[],"itemReconfigures":[]}]}"#
            ))
    }

    @Test func unknownFlagsAreRejected() {
        var h = appliedHarness()
        #expect(h.error("batch --stage").hasPrefix("error: unknown flag '--stage' for 'batch'"))
    }

    /// A lookup that finds nothing is Swift's nil: `== nil` is true and `if let` takes the else branch.
    @Test func aLookupThatFindsNothingIsNil() {
        let (out, diags) = checkedTranscript(
            """
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["a"])
            dataSource.apply(s, animatingDifferences: false)
            let missing = dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0))
            print(missing == nil)
            if let found = dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) { print("found \\(found)") } else { print("none") }
            print(dataSource.indexPath(for: "zz") == nil, dataSource.indexPath(for: "a") == nil)
            """)
        #expect(diags.isEmpty, "\(diags)")
        #expect(out.suffix(3) == ["true", "none", "true false"], "\(out)")
    }
}
