import Testing

@testable import PlaygroundScript

/// What a collection view says of its data and its screen: `numberOfSections`, `numberOfItems(inSection:)` and
/// `indexPathsForVisibleItems`, which real code reads before scrolling (real file 17's `scrollToLastCell`). They
/// were inert, so `numberOfItems(inSection: s) - 1` could not be computed.
@Suite struct CollectionViewCountTests {
    @Test func theCountsAreWhatTheCollectionViewShows() {
        var h = Harness()
        _ = h.run(ScrollToItemTests.three)
        #expect(h.ok("print(collectionView.numberOfSections)") == ["3"])
        #expect(h.ok("print(collectionView.numberOfItems(inSection: 1))") == ["10"])
        #expect(h.ok("print(collectionView.numberOfItems(inSection: 0) - 1)") == ["19"])
        let missing = h.error("collectionView.numberOfItems(inSection: 3)")
        #expect(missing.contains("there is no section 3: the collection view has 3 sections"))
        // An apply changes them at once (UIKit updates its counts inside apply).
        _ = h.ok("snapshot.deleteSections([2]); snapshot.appendItems([99], toSection: 1)")
        _ = h.ok("source.apply(snapshot, animatingDifferences: true)")
        #expect(h.ok("print(collectionView.numberOfSections, collectionView.numberOfItems(inSection: 1))") == ["2 11"])
    }

    /// At rest the viewport (y -59 to 793) shows rows 0 to 7; with item 13 at the top (y 1241 to 2093: the bounds
    /// reach under the status bar, so row 12 is visible there) rows 12 to 19 and the strip's first three cells.
    @Test func theVisibleIndexPathsFollowTheOffset() {
        var h = Harness()
        _ = h.run(ScrollToItemTests.three)
        #expect(h.ok("print(collectionView.indexPathsForVisibleItems.map { $0.item })") == ["[0, 1, 2, 3, 4, 5, 6, 7]"])
        _ = h.ok("collectionView.scrollToItem(at: IndexPath(item: 13, section: 0), at: .top, animated: false)")
        #expect(
            h.ok("print(collectionView.indexPathsForVisibleItems.map { \"\\($0.section).\\($0.item)\" })")
                == [
                    "[\"0.12\", \"0.13\", \"0.14\", \"0.15\", \"0.16\", \"0.17\", \"0.18\", \"0.19\", \"1.0\", \"1.1\", \"1.2\"]"
                ])
    }
}
