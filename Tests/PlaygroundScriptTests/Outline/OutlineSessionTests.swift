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
        #expect(handlers == ["shouldCollapseItem", "shouldExpandItem", "snapshotForExpandingParent"])
        let predicate = h.playground.completions(line: "dataSource.reorderingHandlers.canReorderItem = .", cursor: 48)
            .candidates
        #expect(["allExcept", "always", "never", "only"].allSatisfy(predicate.contains), "\(predicate)")
        #expect(h.playground.completions(line: "drag apple ", cursor: 11).candidates.contains("before:"))
    }
}

/// With the data-source area's own `apply(_:)` and `snapshot()` registered, each call reaches the
/// right member whether or not that area declared its labels.
@Suite struct OutlineOverloadTests {
    static func registry(labels: [String]) -> Registry {
        let plainApply = MemberSpec.method(
            "apply", doc: Doc(usage: "dataSource.apply(snapshot)", summary: "stub", examples: ["x"]),
            mutates: true, labels: labels
        ) { (inv: inout Invocation) throws(ScriptError) in
            inv.print("plain apply")
            _ = inv.take(nil)
            _ = inv.take("animatingDifferences")
            return nil
        }
        let plainSnapshot = MemberSpec.method(
            "snapshot", doc: Doc(usage: "dataSource.snapshot()", summary: "stub", examples: ["x"]),
            mutates: false
        ) { _ in TextValue(lines: ["plain snapshot"]) }
        var type = dataSourceTypeStub
        type.members = [plainApply, plainSnapshot]
        let dataSourceArea = Area(
            name: "DataSource", summary: "stub", types: [type],
            globals: [GlobalSpec(name: "dataSource", summary: "stub") { DataSourceObject() }])
        return Registry(
            areas: [SessionCommands.area, dataSourceArea] + OutlineCommands.areas(alongside: [dataSourceArea]))
    }

    @Test(arguments: [[], ["animatingDifferences:"]])
    func eachApplyReachesItsOwnArea(_ labels: [String]) {
        var h = Harness()
        h.playground = Playground(options: PlaygroundOptions(color: false), registry: Self.registry(labels: labels))
        h.lines(["var outline = SectionSnapshot()", "outline.append([a])"])
        #expect(h.ok("dataSource.apply(outline, to: main)") == ["reloadData (first apply): 1 section, 1 item"])
        #expect(h.ok("dataSource.apply(outline, animatingDifferences: false)") == ["plain apply"])
        #expect(h.ok("dataSource.apply(outline)") == ["plain apply"])
        #expect(h.ok("dataSource.snapshot()") == ["plain snapshot"])
        #expect(h.ok("dataSource.snapshot(for: main)").first == "SectionSnapshot: 1 item, 1 visible")
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
