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

    /// Objects made in a function are objects with identity, not names: the session's listing and
    /// the names a command can use stay the program's own, a group sees a later change to an item it
    /// lists, and two functions may each have their own `item`.
    @Test func objectsMadeInFunctionsHaveIdentityAndNoName() {
        var h = Harness()
        let before = h.playground.session.names
        _ = h.ok(
            """
            func row(_ height: CGFloat) -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
                return NSCollectionLayoutSection(group: group)
            }
            func grid() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item]))
            }
            """)
        _ = h.ok("layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? row(40) : grid() }")
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([one, two])")
        _ = h.ok("s.appendItems([a, b], toSection: one)")
        _ = h.ok("s.appendItems([c], toSection: two)")
        _ = h.ok("dataSource.apply(s)")
        // The inset set after the group was made shows: the group lists that item, not a copy.
        let frames = h.ok("frames").joined(separator: "\n")
        #expect(frames.contains("4.0") || frames.contains(" 4 "), "\(frames)")
        #expect(h.ok("explain a").joined(separator: "\n").contains("item 'item'"))
        #expect(h.playground.session.names == before + ["s"], "no name of the functions was added to the listing")
        let unnamed = h.playground.session.keyedObjects.keys.filter { $0.name == nil }
        #expect(!unnamed.isEmpty && unnamed.allSatisfy { !$0.description.isEmpty })
        // `item` is not a name a command can reach: only the program's own names are.
        #expect(h.error("explain item").contains("error"))
    }

    /// A loop that copies a snapshot into a local on every pass does not grow the session: the
    /// copies are values, and no object is kept for them.
    @Test func namesOfCollectedLocalsAreForgotten() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("dataSource.apply(s)")
        _ = h.ok("func peek() -> Int { let copy = dataSource.snapshot(); return copy.numberOfSections }")
        _ = h.ok("var total = 0")
        _ = h.ok("for _ in 0..<2000 { total += peek() }")
        #expect(h.ok("print(total)") == ["2000"])
        #expect(h.playground.session.keyedObjects.keys.filter { $0.name == nil }.isEmpty)
    }
}
