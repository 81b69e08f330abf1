import Testing

@testable import PlaygroundScript

/// A UIKit object made for a local (`let group = ...` inside `func createLayout()`, as real view
/// controllers build their layouts) is shown by that name, as a top-level one is.
@Suite struct LocalNamesTests {
    @Test func explainNamesTheLocalsAFunctionMadeItsLayoutFrom() {
        var h = Harness()
        _ = h.ok(
            """
            func createLayout() -> UICollectionViewCompositionalLayout {
                let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
                let row = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [tile])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
            }
            """)
        _ = h.ok("layout = createLayout()")
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([a, b], toSection: main)")
        _ = h.ok("dataSource.apply(s)")
        let explanation = h.ok("explain b").joined(separator: "\n")
        #expect(explanation.contains("group 'row' (horizontal"))
        #expect(explanation.contains("item 'tile': subitem 0"))
        #expect(!explanation.contains("<NSCollectionLayout"))
    }

    /// Names of locals are forgotten with the objects: a loop that copies a snapshot into a local
    /// on every pass does not grow the session.
    @Test func namesOfCollectedLocalsAreForgotten() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("dataSource.apply(s)")
        _ = h.ok("func peek() -> Int { let copy = dataSource.snapshot(); return copy.numberOfSections }")
        _ = h.ok("var total = 0")
        _ = h.ok("for _ in 0..<2000 { total += peek() }")
        #expect(h.ok("print(total)") == ["2000"])
        #expect(h.playground.session.swift.displayNames.count < 200)
    }
}
