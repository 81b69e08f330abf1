import Testing

@testable import PlaygroundScript

/// `collectionViewLayout.collectionViewContentSize` (a self-sizing collection view's height in real code): the
/// content size of the compositional layout the collection view shows, and zero for one no collection view shows.
/// It was "has no member".
@Suite struct LayoutContentSizeTests {
    /// Seven 100-point rows in the layout `shown`, which the collection view shows; `other` is shown by none.
    static let shownAndOther = """
        device iPhone15
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let shown = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let other = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: shown)
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<7))
        source.apply(snapshot)
        """

    @Test func theShownLayoutHasTheContentSize() {
        var h = Harness()
        _ = h.run(Self.shownAndOther)
        #expect(h.ok("print(collectionView.collectionViewLayout.collectionViewContentSize.height)") == ["700.0"])
        #expect(h.ok("print(shown.collectionViewContentSize.width)") == ["393.0"])
        #expect(h.ok("print(other.collectionViewContentSize.height)") == ["0.0"])
        _ = h.ok("snapshot.appendItems([7, 8])")
        _ = h.ok("source.apply(snapshot, animatingDifferences: false)")
        #expect(h.ok("print(shown.collectionViewContentSize.height)") == ["900.0"])
    }

    /// `layout.layoutAttributesForItem(at:)`: where the shown layout places the cell; nil outside the data and for a
    /// layout no collection view shows.
    @Test func theShownLayoutGivesACellsAttributes() {
        var h = Harness()
        _ = h.run(Self.shownAndOther)
        #expect(
            h.ok("print(shown.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame.minY)") == ["200.0"])
        #expect(
            h.ok("print(collectionView.collectionViewLayout.layoutAttributesForItem(at: [0, 6])!.center.y)") == [
                "650.0"
            ])
        #expect(h.ok("print(shown.layoutAttributesForItem(at: [0, 7]) == nil)") == ["true"])
        #expect(h.ok("print(other.layoutAttributesForItem(at: [0, 1]) == nil)") == ["true"])
    }
}
