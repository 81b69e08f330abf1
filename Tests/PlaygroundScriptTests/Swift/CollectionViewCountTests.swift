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

    /// `layoutAttributesForItem(at:)` gives the cell's attributes as the layout placed it (nil outside the data), and
    /// `indexPathForItem(at:)` the cell under a point in content coordinates (nil over none); the strip's cells
    /// are found where they are scrolled to.
    @Test func theAttributesOfAnItemAndTheItemUnderAPoint() {
        var h = Harness()
        _ = h.run(ScrollToItemTests.three)
        _ = h.ok("let a = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))")
        #expect(h.ok("print(a!.frame.minY, a!.size.height, a!.center.y, a!.indexPath.item)") == ["300.0 100.0 350.0 3"])
        #expect(h.ok("print(collectionView.layoutAttributesForItem(at: [0, 20]) == nil)") == ["true"])
        #expect(h.ok("print(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 1250))!.item)") == ["12"])
        #expect(h.ok("print(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 9000)) == nil)") == ["true"])
        #expect(
            h.ok("print(collectionView.indexPathForItem(at: CGPoint(x: 0.0 / 0.0, y: 1.0 / 0.0)) == nil)") == ["true"])
        // Section 1's strip starts at y 2000: x 160 is its second cell, until the strip scrolls.
        #expect(h.ok("print(collectionView.indexPathForItem(at: CGPoint(x: 160, y: 2050))!)") == ["[1, 1]"])
        _ = h.ok("collectionView.scrollToItem(at: IndexPath(item: 5, section: 1), at: .left, animated: false)")
        #expect(h.ok("print(collectionView.indexPathForItem(at: CGPoint(x: 160, y: 2050))!)") == ["[1, 6]"])
    }
}
