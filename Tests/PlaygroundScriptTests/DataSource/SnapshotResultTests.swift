import PlaygroundCore
import Testing

@testable import PlaygroundScript

/// A printed snapshot and the printed data source are one value each (`SnapshotResult`, `DataSourceResult`).
@Suite struct SnapshotResultTests {
    @Test func snapshotsAndTheDataSourcePrintFromOneValue() throws {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main, done])")
        _ = h.ok("s.appendItems([a1, a2, a3, b], toSection: main)")
        _ = h.ok("s.reloadItems([b])")
        let snapshot = try #require(h.playground.session.object("s", as: SnapshotObject.self))
        let result = SnapshotResult(snapshot.value)
        #expect(
            result.sections == [
                SectionItemsResult(identifier: "main", items: ["a1", "a2", "a3", "b"]),
                SectionItemsResult(identifier: "done", items: []),
            ])
        #expect(result.reloadedItemIdentifiers == ["b"])
        #expect(
            result.lines == [
                "Snapshot: 2 sections, 4 items", "  main: [a1...a3, b]", "  done: []", "  marked: reloadItems [b]",
            ])
        #expect(snapshot.describe() == result.lines)
        #expect(
            snapshot.json().serialized()
                == #"{"sections":[{"identifier":"main","items":["a1","a2","a3","b"]},{"identifier":"done","items":[]}],"reloadedSectionIdentifiers":[],"reloadedItemIdentifiers":["b"],"reconfiguredItemIdentifiers":[]}"#
        )

        var state = DataSourceState()
        #expect(DataSourceResult(state).lines == ["DiffableDataSource: nothing applied yet"])
        #expect(state.json().serialized() == #"{"sections":[]}"#)
        _ = h.ok("dataSource.apply(s)")
        state = try #require(h.playground.session.object("dataSource", as: DataSourceObject.self)).data
        let applied = DataSourceResult(state)
        #expect(applied.hasLoadedData && applied.sections.count == 2)
        #expect(
            state.describe() == [
                "DiffableDataSource: 2 sections, 4 items applied", "  main: [a1...a3, b]", "  done: []",
            ])
        #expect(
            state.json().serialized()
                == #"{"sections":[{"identifier":"main","items":["a1","a2","a3","b"]},{"identifier":"done","items":[]}]}"#
        )
    }
}
