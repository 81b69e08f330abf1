import Testing

@testable import PlaygroundScript

/// `UICollectionViewCompositionalLayout.invalidateLayout()`, which real code calls after changing what its section
/// provider reads (a grid/list toggle, a rotation): UIKit asks the provider again for every section at the next
/// layout pass. It was an error ("has no member").
@Suite struct InvalidateLayoutTests {
    @Test func invalidatingTheLayoutAsksTheSectionProviderAgain() {
        var h = Harness()
        _ = h.ok(
            "let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout { index, environment in let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))); let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]); return NSCollectionLayoutSection(group: group) })"
        )
        _ = h.run(
            "let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }"
        )
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("snapshot.appendSections(Array(0..<4)); for s in 0..<4 { snapshot.appendItems([s], toSection: s) }")
        _ = h.ok("source.apply(snapshot, animatingDifferences: false)")
        func calls(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
            let before = h.playground.session.work.providerCalls
            _ = h.ok(line, sourceLocation: sourceLocation)
            return h.playground.session.work.providerCalls - before
        }
        #expect(calls("contentSize") == 0)
        #expect(calls("frames") == 0)
        // Once per section after each invalidation, through the collection view or the layout itself.
        #expect(calls("collectionView.collectionViewLayout.invalidateLayout()") + calls("contentSize") == 4)
        #expect(calls("contentSize") == 0)
        _ = h.ok("let layout = collectionView.collectionViewLayout")
        #expect(calls("contentSize") == 0)
        #expect(calls("layout.invalidateLayout()") + calls("contentSize") == 4)
        #expect(h.ok("contentSize") == ["contentSize: 393 x 176"])
        #expect(h.error("collectionView.collectionViewLayout.invalidateLayout(true)").contains("invalidateLayout"))
    }
}
