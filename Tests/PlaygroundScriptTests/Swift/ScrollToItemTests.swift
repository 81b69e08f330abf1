import Testing

@testable import PlaygroundScript

/// `UICollectionView.scrollToItem(at:at:animated:)` (real files 10 and 17 call it): the collection view scrolls so
/// the item's cell sits at the position, inside the adjusted content inset, kept inside the content; an item of an
/// orthogonal section scrolls that section's strip. It moves what the device shows, so it is not inert.
@Suite struct ScrollToItemTests {
    /// Sections 0 and 2: 100-point rows, 20 and 10 items; section 1: a continuous strip of ten 150-point cells.
    static let three = """
        device iPhone15
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let rows = NSCollectionLayoutSection(group: group)
        let strip = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item]))
        strip.orthogonalScrollingBehavior = .continuous
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout { index, _ in index == 1 ? strip : rows })
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems(Array(0..<20), toSection: 0)
        snapshot.appendItems(Array(20..<30), toSection: 1)
        snapshot.appendItems(Array(30..<40), toSection: 2)
        source.apply(snapshot, animatingDifferences: false)
        """

    static func offset(_ h: inout Harness) -> [String] { h.ok("print(collectionView.contentOffset.y)") }

    /// Along the scroll axis: `.top` puts the cell under the status bar (the 59-point adjusted inset), centred is
    /// centred between the insets (59 and 34 on an iPhone 15), `.bottom` is clamped at the top, and the end of the
    /// content clamps `.top` (3100 high, so at most 3100 + 34 - 852).
    @Test func theItemComesToThePositionInsideTheInsetsAndTheContent() {
        var h = Harness()
        _ = h.run(Self.three)
        #expect(Self.offset(&h) == ["-59.0"])
        _ = h.ok("collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: true)")
        #expect(Self.offset(&h) == ["441.0"])
        let visible = h.ok("visible")
        #expect(visible.contains { $0.split(separator: " ").prefix(2) == ["cell", "[0,"] && $0.contains(" 5 ") })
        _ = h.ok(
            "collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredVertically, animated: false)")
        #expect(Self.offset(&h) == ["111.5"])
        _ = h.ok("collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .bottom, animated: false)")
        #expect(Self.offset(&h) == ["-59.0"])
        _ = h.ok("collectionView.scrollToItem(at: [2, 9], at: .top, animated: false)")
        #expect(Self.offset(&h) == ["2282.0"])
        // No vertical position: the collection view stays where it is ([] scrolls nothing).
        _ = h.ok("collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)")
        #expect(Self.offset(&h) == ["2282.0"])
    }

    /// An item of the orthogonal strip: the horizontal position scrolls the strip (clamped to its 1500 points of
    /// content in a 393-point strip), the vertical one the collection view.
    @Test func anOrthogonalItemScrollsItsStrip() {
        var h = Harness()
        _ = h.run(Self.three)
        _ = h.ok(
            "collectionView.scrollToItem(at: IndexPath(item: 6, section: 1), at: [.centeredHorizontally, .top], animated: true)"
        )
        #expect(Self.offset(&h) == ["1941.0"])
        let row = h.ok("visible").first { $0.hasPrefix("cell  [1, 6]") }.map(InsetMemberTests.words)
        #expect(row == "cell [1, 6] 26 121.333 2000 150 100 0")
        _ = h.ok("collectionView.scrollToItem(at: IndexPath(item: 9, section: 1), at: .right, animated: true)")
        let last = h.ok("visible").first { $0.hasPrefix("cell  [1, 9]") }.map(InsetMemberTests.words)
        #expect(last == "cell [1, 9] 29 243 2000 150 100 0")
        #expect(Self.offset(&h) == ["1941.0"])
    }

    /// What UIKit refuses is a located error that leaves the offset as it was.
    @Test func anItemOutsideTheDataOrTwoVerticalPositionsAreErrors() {
        var h = Harness()
        _ = h.run(Self.three)
        let missing = h.error(
            "collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: true)")
        #expect(missing.contains("there is no item 30 in section 0 to scroll to (the collection view has 20 items"))
        #expect(h.error("collectionView.scrollToItem(at: [7, 0], at: .top, animated: true)").contains("3 sections"))
        let two = h.error("collectionView.scrollToItem(at: [0, 3], at: [.top, .bottom], animated: true)")
        #expect(two.contains("takes one vertical position, found .top and .bottom"))
        #expect(h.error("collectionView.scrollToItem(at: [0, 3], at: .middle, animated: true)").contains("'middle'"))
        #expect(Self.offset(&h) == ["-59.0"])
    }

    /// `selectItem(at:animated:scrollPosition:)` scrolls as `scrollToItem` does when it is given a position (tab-like
    /// strips select and centre an item); without one, or with no index path, it does not scroll. The selection
    /// itself is inert, and the note says so.
    @Test func selectingAnItemWithAPositionScrollsToIt() {
        var h = Harness()
        _ = h.run(Self.three)
        let (_, notes) = h.run(
            "collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: true, scrollPosition: .top)")
        #expect(notes.count == 1 && notes[0].contains("'collectionView.selectItem's selection'"), "\(notes)")
        #expect(Self.offset(&h) == ["441.0"])
        _ = h.run("collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])")
        _ = h.run("collectionView.selectItem(at: nil, animated: false, scrollPosition: .bottom)")
        #expect(Self.offset(&h) == ["441.0"])
        _ = h.ok(
            "collectionView.selectItem(at: IndexPath(item: 9, section: 1), animated: false, scrollPosition: .centeredHorizontally)"
        )
        // Only the strip moves: no vertical position was given.
        let row = h.ok("frames").first { $0.hasPrefix("cell  [1, 9]") }.map(InsetMemberTests.words)
        #expect(row == "cell [1, 9] 29 243 2000 150 100 0")
        #expect(Self.offset(&h) == ["441.0"])
    }

    /// A horizontal flow layout scrolls along x: 30 items of 100 in columns of 7 make 540 points of content, so
    /// `.left` of the last column stops at 540 - 393 and a centred item near the start stays at 0 (not -0).
    @Test func aHorizontalFlowLayoutScrollsAlongX() {
        var h = Harness()
        _ = h.run(
            """
            device iPhone15
            let flow = UICollectionViewFlowLayout()
            flow.scrollDirection = .horizontal
            flow.itemSize = CGSize(width: 100, height: 100)
            flow.minimumLineSpacing = 10
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: flow)
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<30))
            source.apply(snapshot)
            """)
        #expect(h.ok("contentSize") == ["contentSize: 540 x 852"])
        _ = h.ok(
            "collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .centeredHorizontally, animated: true)"
        )
        #expect(h.ok("print(collectionView.contentOffset.x)") == ["0.0"])
        _ = h.ok("collectionView.scrollToItem(at: IndexPath(item: 29, section: 0), at: .left, animated: true)")
        #expect(h.ok("print(collectionView.contentOffset.x)") == ["147.0"])
    }
}
