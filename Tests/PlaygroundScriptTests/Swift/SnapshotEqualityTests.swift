import Testing

@testable import PlaygroundScript

private func printed(_ script: String) -> (out: [String], diagnostics: [String]) { checkedTranscript(script) }

/// `==` between snapshots (issue #13): NSDiffableDataSourceSnapshot is a Swift struct, so two
/// snapshots built apart are equal when their contents are, not only when they are the same variable.
@Suite struct SnapshotEqualityTests {
    @Test func twoSnapshotsBuiltApartWithTheSameContentsAreEqual() {
        let (out, diagnostics) = printed(
            """
            var a = NSDiffableDataSourceSnapshot<Int, String>()
            a.appendSections([0, 1])
            a.appendItems(["x", "y"], toSection: 0)
            a.appendItems(["z"], toSection: 1)
            var b = NSDiffableDataSourceSnapshot<Int, String>()
            b.appendSections([0])
            b.appendItems(["x", "y"])
            b.appendSections([1])
            b.appendItems(["z"])
            print(a == b, a != b)
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["true false"])
    }

    @Test func orderSectionsAndMarksMakeSnapshotsDiffer() {
        let (out, diagnostics) = printed(
            """
            var a = NSDiffableDataSourceSnapshot<Int, String>()
            a.appendSections([0, 1])
            a.appendItems(["x", "y"], toSection: 0)
            var moved = a
            moved.moveItem("y", beforeItem: "x")
            var otherSection = NSDiffableDataSourceSnapshot<Int, String>()
            otherSection.appendSections([0, 1])
            otherSection.appendItems(["x"], toSection: 0)
            otherSection.appendItems(["y"], toSection: 1)
            var marked = a
            marked.reconfigureItems(["x"])
            let copy = a
            print(a == moved, a == otherSection, a == marked, a == copy)
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["false false false true"])
    }

    @Test func theDataSourcesSnapshotEqualsTheOneApplied() {
        let (out, diagnostics) = printed(
            """
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            dataSource.apply(snapshot, animatingDifferences: false)
            print(dataSource.snapshot() == snapshot)
            snapshot.deleteItems([2])
            print(dataSource.snapshot() == snapshot)
            if dataSource.snapshot() != snapshot { print("changed") }
            """)
        #expect(diagnostics.isEmpty)
        #expect(out.filter { !$0.hasPrefix("reloadData") } == ["true", "false", "changed"])
    }

    @Test func sectionSnapshotsCompareTheirTreeAndExpansion() {
        let (out, diagnostics) = printed(
            """
            var a = NSDiffableDataSourceSectionSnapshot<String>()
            a.append(["root"])
            a.append(["leaf"], to: "root")
            var b = NSDiffableDataSourceSectionSnapshot<String>()
            b.append(["root"])
            b.append(["leaf"], to: "root")
            print(a == b)
            b.expand(["root"])
            print(a == b)
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["true", "false"])
    }
}
