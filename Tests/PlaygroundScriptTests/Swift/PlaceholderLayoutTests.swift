import Testing

@testable import PlaygroundScript

/// A collection view made with a placeholder `UICollectionViewLayout()` and given its compositional
/// layout later (`collectionViewLayout =`, `setCollectionViewLayout(_:animated:)`), as apps do in
/// viewDidLoad; while its layout is not a compositional one, frames say why they cannot be given.
@Suite struct PlaceholderLayoutTests {
    private static let list = "UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))"

    private static let rows = """
        layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))
        """

    private func applied(_ h: inout Harness, collectionView: String) {
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, String>()")
        _ = h.ok("s.appendSections([0])")
        _ = h.ok("s.appendItems([\"a\", \"b\"], toSection: 0)")
        _ = h.run(
            "let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: \(collectionView)) { _, _, _ in nil }"
        )
        _ = h.ok("ds.apply(s)")
    }

    /// Before, making the collection view was the error "collectionViewLayout must be a UICollectionViewCompositionalLayout".
    @Test(arguments: ["cv.collectionViewLayout = \(list)", "cv.setCollectionViewLayout(\(list), animated: false)"])
    func aPlaceholderReplacedLaterGivesTheNewLayoutsFrames(_ replace: String) {
        var h = Harness()
        _ = h.run("let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())")
        applied(&h, collectionView: "cv")
        _ = h.ok(replace)
        #expect(h.ok("frames").contains("cell  [0, 1]     b   0  44    393      44  0"))
    }

    @Test func framesWhileThePlaceholderIsTheLayoutSayWhyThereAreNone() {
        var h = Harness()
        _ = h.ok(Self.rows)
        _ = h.run("let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())")
        applied(&h, collectionView: "cv")
        // Not the frames of the session's earlier layout: the collection view shows the placeholder.
        let error = h.error("frames")
        #expect(
            error.contains(
                "error: the collection view's layout is still the placeholder UICollectionViewLayout(), which places no cells"
            ))
        #expect(error.contains("note: the collection view was given it at test.lps:2"))
        #expect(h.error("contentSize").contains("placeholder UICollectionViewLayout()"))
        // Installing a layout again ends it.
        _ = h.ok(Self.rows)
        #expect(h.ok("frames").contains("cell  [0, 1]     b   0  50    393      50  0"))
    }

    /// Before the flow layout was modelled this was the error "the collection view's layout is
    /// UICollectionViewFlowLayout, which the playground does not model": now its frames (UIKit's defaults:
    /// 50 x 50 items; two of one size on a line are pushed to its ends of the 393-point width).
    @Test func aFlowLayoutGivesItsFramesNotAnotherLayouts() {
        var h = Harness()
        _ = h.ok(Self.rows)
        _ = h.run(
            """
            final class Grid: UICollectionView {
                init() { super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
            }
            """)
        _ = h.run("let grid = Grid()")
        applied(&h, collectionView: "grid")
        #expect(h.ok("frames").contains("cell  [0, 1]     b   343  0     50      50  0"))
    }

    /// A class of the program's that lays out nothing of its own is named with its UIKit superclass.
    @Test func aLayoutClassOfTheProgramThatIsNoFlowLayoutIsNamedWithItsUIKitSuperclass() {
        var h = Harness()
        _ = h.ok("final class Waterfall: UICollectionViewLayout {}")
        _ = h.run("let cv = UICollectionView(frame: .zero, collectionViewLayout: Waterfall())")
        applied(&h, collectionView: "cv")
        #expect(
            h.error("frames").contains(
                "layout is Waterfall (a UICollectionViewLayout), which does not override "
                    + "layoutAttributesForElements(in:): UIKit's base layout places no cells, so there are no frames"))
    }

    /// A value that is no layout at all stays the error where it is given.
    @Test func aValueThatIsNoLayoutIsStillAnErrorWhereItIsGiven() {
        var h = Harness()
        #expect(
            h.error("let cv = UICollectionView(frame: .zero, collectionViewLayout: 3)").contains(
                "collectionViewLayout must be a UICollectionViewCompositionalLayout"))
    }

    /// Before, frames showed the session's own layout while the controller's collection view still had
    /// the storyboard's flow layout.
    @Test func aStoryboardControllerThatKeepsItsFlowLayoutSaysSo() {
        var h = Harness()
        _ = h.ok(Self.rows)
        _ = h.ok(
            """
            final class Screen: UICollectionViewController {
                override func viewDidLoad() { super.viewDidLoad(); collectionView.backgroundColor = .white }
            }
            """)
        _ = h.ok("let screen = Screen()")
        _ = h.run("screen.loadViewIfNeeded()")
        applied(&h, collectionView: "screen.collectionView")
        #expect(
            h.error("frames").contains(
                "the collection view's layout is the storyboard's UICollectionViewFlowLayout, which Interface Builder configures"
            ))
    }
}
