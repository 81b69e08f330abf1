import Testing

@testable import PlaygroundScript

/// NSDiffableDataSourceSnapshot is a Swift struct: the playground carries it as a value of the
/// UIKit host module (its methods are host methods), never as an object named in the session.
@Suite struct SnapshotValueTests {
    @Test func aCopyIsIndependentOfTheOriginal() {
        var h = snapshotHarness()
        _ = h.ok("let kept = snapshot")
        _ = h.ok("snapshot.deleteAllItems()")
        #expect(h.ok("kept.numberOfItems") == ["5"])
        #expect(h.ok("snapshot.numberOfItems") == ["0"])
    }

    @Test func aSnapshotIsNeverAnObjectOfTheSession() {
        var h = snapshotHarness()
        for k in 0..<20 {
            _ = h.ok("var copy\(k) = snapshot")
            _ = h.ok("copy\(k).appendItems([x\(k)])")
            _ = h.ok("dataSource.apply(copy\(k))")
        }
        let unnamed = h.playground.session.keyedObjects.keys.filter { $0.name == nil }
        #expect(unnamed.isEmpty, "objects with no name left: \(Array(unnamed))")
        #expect(h.playground.session["copy3"] == nil, "a variable holds it, not the session's table")
        #expect(h.ok("dataSource.snapshot().numberOfItems") == ["6"])
    }

    @Test func aMutatingMethodOnALocalLetIsRefusedAndOnAVarChangesIt() {
        var h = Harness()
        let error = h.error(
            "func f() { let s = NSDiffableDataSourceSnapshot<Int, Int>(); s.appendSections([1]) }; f()")
        #expect(error.hasPrefix("error: cannot use mutating member on immutable value: 's' is a 'let' constant"))
        #expect(
            h.ok(
                "func g() -> Int { var s = NSDiffableDataSourceSnapshot<Int, Int>(); s.appendSections([1, 2]); return s.numberOfSections }; print(g())"
            ) == ["2"])
    }

    @Test func aSnapshotInAStoredPropertyOrAnArrayIsChangedInPlace() {
        var h = Harness()
        _ = h.ok(
            "class Screen { var snap = NSDiffableDataSourceSnapshot<String, Int>(); func load() { snap.appendSections([\"a\"]); snap.appendItems([1, 2]) } }"
        )
        _ = h.ok("let screen = Screen()")
        _ = h.ok("screen.load()")
        #expect(h.ok("screen.snap.itemIdentifiers") == ["[1, 2]"])
        _ = h.ok("var list = [Snapshot(), Snapshot()]")
        _ = h.ok("list[1].appendSections([main])")
        #expect(h.ok("list.map { $0.numberOfSections }") == ["[0, 1]"])
    }

    @Test func aVariableKeepsItsIdentifierTypesWhenGivenAnUntypedSnapshot() {
        var h = Harness()
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, String>()")
        _ = h.ok("s = Snapshot()")
        let error = h.error("s.appendSections([\"x\"])")
        #expect(error.hasPrefix("error: cannot convert value of type 'String' to expected element type 'Int'"))
    }

    @Test func toSectionNilAppendsToTheLastSectionAsUIKitDoes() {
        var h = snapshotHarness()
        _ = h.ok("snapshot.appendItems([f], toSection: nil)")
        #expect(h.ok("snapshot.itemIdentifiers(inSection: done)") == ["[d, e, f]"])
    }

    @Test func readBackIdentifiersHaveTheSnapshotsTypes() {
        var h = Harness()
        _ = h.ok("enum Section { case main, extra }")
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Section, Int>()")
        _ = h.ok("s.appendSections([.main, .extra])")
        _ = h.ok("s.appendItems([1, 2], toSection: .extra)")
        _ = h.ok("s.reloadSections([.extra])")
        #expect(h.ok("s.sectionIdentifier(containingItem: 2) == .extra") == ["true"])
        #expect(h.ok("s.reloadedSectionIdentifiers == [Section.extra]") == ["true"])
        #expect(h.ok("s.itemIdentifiers.reduce(0) { $0 + $1 }") == ["3"])
    }

    @Test func snapshotsOfDifferentTypesDoNotCompare() {
        var h = Harness()
        _ = h.ok("let a = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("let b = NSDiffableDataSourceSnapshot<String, Int>()")
        _ = h.ok("let c = NSDiffableDataSourceSnapshot<Int, Int>()")
        #expect(h.ok("a == c") == ["true"])
        let error = h.error("a == b")
        #expect(error.hasPrefix("error: binary operator '==' cannot be applied to operands of type"))
    }

    @Test func aSectionSnapshotIsAValueToo() {
        var h = Harness()
        _ = h.ok("var outline = NSDiffableDataSourceSectionSnapshot<String>()")
        _ = h.ok("outline.append([\"fruits\", \"herbs\"])")
        _ = h.ok("let parent: String? = nil")
        _ = h.ok("outline.append([\"mint\"], to: parent)")
        _ = h.ok("outline.append([\"apple\"], to: \"fruits\")")
        _ = h.ok("let kept = outline")
        _ = h.ok("outline.deleteAll()")
        #expect(h.ok("kept.rootItems") == ["[\"fruits\", \"herbs\", \"mint\"]"])
        #expect(h.ok("kept.parent(of: \"apple\") == \"fruits\"") == ["true"])
        #expect(h.ok("outline.items.count") == ["0"])
        let error = h.error("outline.append([1])")
        #expect(
            error.hasPrefix("error: cannot convert value of type 'Int' to expected element type 'String'"), "\(error)")
        let unnamed = h.playground.session.keyedObjects.keys.filter { $0.name == nil }
        #expect(unnamed.isEmpty, "objects with no name left: \(Array(unnamed))")
    }

    @Test func aSectionSnapshotAppliedAndReadBackKeepsTheItemType() {
        var h = Harness()
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<String, Int>()")
        _ = h.ok("s.appendSections([\"main\"])")
        _ = h.ok("dataSource.apply(s)")
        _ = h.ok("var folders = NSDiffableDataSourceSectionSnapshot<Int>()")
        _ = h.ok("folders.append([1, 2])")
        _ = h.ok("folders.append([10, 11], to: 1)")
        _ = h.ok("folders.expand([1])")
        _ = h.ok("dataSource.apply(folders, to: \"main\")")
        #expect(h.ok("dataSource.snapshot(for: \"main\").visibleItems.reduce(0, +)") == ["24"])
        let unnamed = h.playground.session.keyedObjects.keys.filter { $0.name == nil }
        #expect(unnamed.isEmpty, "objects with no name left: \(Array(unnamed))")
    }
}
