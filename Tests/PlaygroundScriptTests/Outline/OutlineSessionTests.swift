import PlaygroundCore
import Testing

@testable import PlaygroundScript

/// The outline commands inside the session: undo, JSON mode, completion.
@Suite struct OutlineSessionTests {
    static func shown() -> Harness {
        var h = Harness.outline()
        h.fruitOutline()
        _ = h.ok("dataSource.apply(outline, to: main)")
        return h
    }

    @Test(arguments: [
        "tap vegetables", "dataSource.sectionSnapshotHandlers.shouldCollapseItem = .never",
        "dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(apple, [seed])",
        "outline.append([kiwi], to: fruits)", "outline.expand([vegetables])",
    ])
    func undoRestoresTheStateBeforeACommand(_ command: String) {
        var h = Self.shown()
        let before = h.playground.session
        _ = h.ok(command)
        _ = h.ok("undo")
        let ds = h.dataSource
        #expect(ds?.data.dataSource == before.object("dataSource", as: DataSourceObject.self)?.data.dataSource)
        #expect(
            ds?.outline.sectionSnapshots
                == before.object("dataSource", as: DataSourceObject.self)?.outline.sectionSnapshots)
        #expect(
            ds?.outline.sectionSnapshotHandlers
                == before.object("dataSource", as: DataSourceObject.self)?.outline.sectionSnapshotHandlers)
        #expect(h.sectionSnapshot("outline") == before.object("outline", as: SectionSnapshotObject.self)?.value)
    }

    @Test func aRefusedTapAddsNoUndoStep() {
        var h = Self.shown()
        _ = h.ok("dataSource.sectionSnapshotHandlers.shouldCollapseItem = .never")
        let steps = h.playground.session.undoStack.count
        #expect(h.ok("tap fruits").last == "nothing changes: the handler said no")
        #expect(h.playground.session.undoStack.count == steps)
    }

    @Test func undoRestoresADrag() {
        var h = Self.shown()
        h.lines([
            "var flat = SectionSnapshot()", "flat.append([x, y])", "dataSource.apply(flat, to: other)",
            "dataSource.reorderingHandlers.canReorderItem = .always", "drag x after: y",
        ])
        #expect(h.dataSource?.data.appliedSections.last?.items == ["y", "x"])
        _ = h.ok("undo")
        #expect(h.dataSource?.data.appliedSections.last?.items == ["x", "y"])
    }

    @Test func jsonModePrintsTheTreeAndTheTapAsJSON() {
        var h = Self.shown()
        _ = h.ok("set output json")
        #expect(
            h.ok("outline").first.map(DataSourceApplyTests.result)?.hasPrefix(#"{"items":[{"item":"fruits","level":0"#)
                == true)
        let tap = h.ok("tap vegetables").map(DataSourceApplyTests.result)
        #expect(
            tap == [
                #"{"item":"vegetables","section":"main","action":"expand","performed":true,"events":["shouldExpandItem(vegetables) -> true","willExpandItem(vegetables)","expanded vegetables; applying the section snapshot"],"update":{"update":"batch","reason":null,"animated":true,"numberOfSections":1,"numberOfItems":6,"sectionDeletes":[],"sectionInserts":[],"sectionMoves":[],"itemDeletes":[],"itemInserts":[{"indexPath":[0,4],"identifier":"carrot"},{"indexPath":[0,5],"identifier":"leek"}],"itemMoves":[],"sectionReloads":[],"itemReloads":[],"itemReconfigures":[],"staleCells":[]}}"#
            ])
    }

    @Test func tabOffersItemsSectionsHandlersAndPredicates() {
        let h = Self.shown()
        #expect(h.playground.completions(line: "tap veg", cursor: 7).candidates == ["vegetables"])
        #expect(h.playground.completions(line: "tap leek in: ma", cursor: 15).candidates == ["main"])
        let handlers = h.playground.completions(line: "dataSource.sectionSnapshotHandlers.", cursor: 35).candidates
        #expect(
            handlers == [
                "shouldCollapseItem", "shouldExpandItem", "snapshotForExpandingParent", "willCollapseItem",
                "willExpandItem",
            ])
        let predicate = h.playground.completions(line: "dataSource.reorderingHandlers.canReorderItem = .", cursor: 48)
            .candidates
        #expect(["allExcept", "always", "never", "only"].allSatisfy(predicate.contains), "\(predicate)")
        #expect(h.playground.completions(line: "drag apple ", cursor: 11).candidates.contains("before:"))
    }
}

/// `apply` and `snapshot` of the data source are overloaded by their labels, as in UIKit: each call
/// reaches the method its labels name.
@Suite struct OutlineOverloadTests {
    @Test func eachApplyReachesTheMethodItsLabelsName() {
        var h = Harness()
        h.lines(["var outline = SectionSnapshot()", "outline.append([a])"])
        #expect(h.ok("dataSource.apply(outline, to: main)") == ["reloadData (first apply): 1 section, 1 item"])
        #expect(
            h.error("dataSource.apply(outline, animatingDifferences: false)").hasPrefix(
                "error: 'outline' is a SectionSnapshot, but the snapshot to apply must be a Snapshot"))
        h.lines(["var s = Snapshot()", "s.appendSections([main])", "s.appendItems([a, b])"])
        #expect(
            h.ok("dataSource.apply(s, animatingDifferences: false)").first
                == "performBatchUpdates (not animated): 1 insert")
        #expect(h.ok("dataSource.snapshot()") == ["Snapshot: 1 section, 2 items", "  main: [a, b]"])
        #expect(h.ok("dataSource.snapshot(for: main)").first == "SectionSnapshot: 2 items, 2 visible")
        #expect(
            h.error("dataSource.apply(outline, to: main, animated: true)").hasPrefix(
                "error: 'apply' has no argument labelled 'animated:'"))
    }

    /// A completion closure, labelled or trailing, runs after the statement, as UIKit runs it on a later
    /// turn of the run loop.
    @Test func aCompletionRunsAfterTheStatement() {
        var h = Harness()
        h.lines(["var s = Snapshot()", "s.appendSections([main])", "s.appendItems([a])"])
        _ = h.ok(#"func show() { dataSource.apply(s) { print("done") }; print("after") }"#)
        #expect(h.ok("show()") == ["reloadData (first apply): 1 section, 1 item", "after", "done"])
        h.lines(["s.appendItems([b])"])
        #expect(
            h.ok(#"dataSource.apply(s, animatingDifferences: true, completion: { print("done") })"#).last == "done")
    }
}

/// The outline area's applies are recorded like the data-source area's own.
@Suite struct OutlineBatchRecordTests {
    @Test func batchShowsTheLastTapAndDrag() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines(["dataSource.apply(outline, to: main)", "tap vegetables"])
        let tapped = h.ok("batch")
        #expect(tapped.first == "last apply: performBatchUpdates (animated): 2 inserts", "\(tapped)")
        h.lines([
            "var flat = SectionSnapshot()", "flat.append([x, y])", "dataSource.apply(flat, to: other)",
            "dataSource.reorderingHandlers.canReorderItem = .always", "drag x after: y",
        ])
        #expect(h.ok("batch").first == "last apply: performBatchUpdates (animated): 1 move")
    }
}
