import Testing

@testable import PlaygroundScript

/// Three UIKit members added by CONTRIBUTING's recipe ("Adding a UIKit type or member") for the real files of
/// shared/real-swift: a boundary supplementary's `contentInsets` (09), a collection view's `contentInset` (03) and
/// its `contentInsetAdjustmentBehavior` (10). Each changes what UIKit shows, so none is inert any more.
@Suite struct InsetMemberTests {
    /// A table row with its columns one space apart.
    static func words(_ row: String) -> String { row.split(separator: " ").joined(separator: " ") }

    /// A one-section list of 100-point rows under a 40-point header, 20 items, in its own collection view.
    static let list = """
        device iPhone15
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<20))
        source.apply(snapshot)
        """

    /// The first row of `frames` or `visible` whose kind starts with `kind`, its columns one space apart.
    static func row(_ out: [String], _ kind: String) -> String? {
        out.first { $0.hasPrefix(kind) }.map(words)
    }

    /// `header.contentInsets` (NSCollectionLayoutItem's, inherited): the header's frame shrinks inside them once
    /// it is placed; the section keeps the header's room, so the cells do not move; an estimated axis ignores them.
    @Test func aBoundarySupplementarysContentInsetsShrinkItsFrame() {
        var h = Harness()
        _ = h.run(Self.list)
        #expect(Self.row(h.ok("frames"), "supplementary") == "supplementary header [0, 0] - 0 0 393 40 1")
        _ = h.ok("header.contentInsets = .init(top: 4, leading: 16, bottom: 6, trailing: 10)")
        #expect(h.ok("print(header.contentInsets.leading)") == ["16.0"])
        let frames = h.ok("frames")
        #expect(Self.row(frames, "supplementary") == "supplementary header [0, 0] - 16 4 367 30 1", "\(frames)")
        #expect(Self.row(frames, "cell") == "cell [0, 0] 0 0 40 393 100 0", "\(frames)")
        // A self-sizing (estimated) height keeps the header's top and bottom: only leading and trailing apply.
        _ = h.ok(
            "let tall = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)), elementKind: \"tall\", alignment: .top)"
        )
        _ = h.ok("tall.contentInsets = header.contentInsets")
        _ = h.ok("section.boundarySupplementaryItems = [tall]")
        #expect(Self.row(h.ok("frames"), "supplementary") == "supplementary tall [0, 0] - 16 0 367 40 1")
    }

    /// `contentInsetAdjustmentBehavior = .never`: the safe area no longer adds to the adjusted content inset, so
    /// the collection view rests at y 0 (not -59, under the status bar) and a pinned header sticks to the very
    /// top of the bounds. The frames themselves stay where the layout puts them.
    @Test func neverDropsTheSafeAreaFromTheAdjustedContentInset() {
        var h = Harness()
        _ = h.run(Self.list)
        #expect(
            h.ok("print(collectionView.adjustedContentInset.top, collectionView.contentOffset.y)") == ["59.0 -59.0"])
        #expect(h.ok("print(collectionView.contentInsetAdjustmentBehavior)") == [".automatic"])
        _ = h.ok("collectionView.contentInsetAdjustmentBehavior = .never")
        #expect(h.ok("print(collectionView.contentInsetAdjustmentBehavior)") == [".never"])
        #expect(h.ok("print(collectionView.adjustedContentInset.top, collectionView.contentOffset.y)") == ["0.0 0.0"])
        #expect(h.ok("visible").first == "viewport: x 0, y 0, 393 x 852")
        _ = h.ok("scroll to: 300")
        #expect(Self.row(h.ok("frames"), "supplementary") == "supplementary header (pinned) [0, 0] - 0 300 393 40 1")
        let message = h.error("collectionView.contentInsetAdjustmentBehavior = .nevr")
        #expect(message.contains("unknown contentInsetAdjustmentBehavior '.nevr'"), "\(message)")
        #expect(h.ok("print(collectionView.contentInsetAdjustmentBehavior)") == [".never"])
    }

    /// `contentInset` adds to the adjusted content inset (on top of the safe area): a collection view at its top
    /// rests above the inset, and a pinned header stays below it. Left and right insets on a vertical collection
    /// view would narrow a compositional layout, which is not modelled: an error, and the session keeps its insets.
    @Test func aCollectionViewsContentInsetAddsToTheAdjustedContentInset() {
        var h = Harness()
        _ = h.run(Self.list)
        _ = h.ok("collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)")
        #expect(h.ok("print(collectionView.contentInset.top)") == ["20.0"])
        #expect(
            h.ok("print(collectionView.adjustedContentInset.top, collectionView.contentOffset.y)") == ["79.0 -79.0"])
        _ = h.ok("scroll to: 300")
        #expect(Self.row(h.ok("frames"), "supplementary") == "supplementary header (pinned) [0, 0] - 0 379 393 40 1")
        let message = h.error("collectionView.contentInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)")
        #expect(
            message.contains(
                "across the scrolling axis (left 16, right 16) is not modelled for a compositional layout"),
            "\(message)")
        #expect(h.ok("print(collectionView.contentInset.top, collectionView.contentInset.left)") == ["20.0 0.0"])
    }

    /// The collection view's members live in one file (`UIKit/UICollectionView.swift`), whose property types
    /// give an assignment its context: `.init(top:left:bottom:right:)` is a UIEdgeInsets for `contentInset`.
    @Test func aCollectionViewsContentInsetTakesALeadingDotInitializer() {
        var h = Harness()
        _ = h.run(Self.list)
        _ = h.ok("collectionView.contentInset = .init(top: 20, left: 0, bottom: 8, right: 0)")
        #expect(
            h.ok("print(collectionView.contentInset)") == [
                "UIEdgeInsets(top: 20.0, left: 0.0, bottom: 8.0, right: 0.0)"
            ])
        #expect(
            h.ok("print(collectionView.adjustedContentInset)") == [
                "UIEdgeInsets(top: 79.0, left: 0.0, bottom: 42.0, right: 0.0)"
            ])
        _ = h.ok("collectionView.contentOffset = .init(x: 0, y: 40)")
        #expect(h.ok("print(collectionView.contentOffset)") == ["CGPoint(x: 0.0, y: 40.0)"])
    }
}
