import Testing

@testable import PlaygroundScript

/// A classic `UICollectionViewDataSource` (`collectionView.dataSource = self`, or a
/// `UICollectionViewController` subclass answering the counts itself) is what the collection view
/// lays out: `frames` shows its cells (with no identifiers, as '-'), where it said "no sections".
@Suite struct ClassicDataSourceLayoutTests {
    private static let layout = """
        func makeLayout() -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """

    @Test func framesShowAClassicDataSourcesCounts() {
        var h = Harness()
        _ = h.ok(Self.layout)
        _ = h.ok(
            """
            final class Games: NSObject, UICollectionViewDataSource {
                func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
            }
            """)
        _ = h.ok("let games = Games()")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())")
        _ = h.ok("cv.dataSource = games")
        let frames = h.ok("frames")
        #expect(frames.count == 5)
        #expect(frames.contains("cell  [0, 2]     \"-\"        0  40  196.333      40  0"))
        #expect(frames.contains("cell  [1, 0]     \"-\"        0  80  196.333      40  0"))
        #expect(h.ok("contentSize") == ["contentSize: 393 x 120"])
    }

    @Test func aCollectionViewControllerIsItsCollectionViewsDataSource() {
        var h = Harness()
        _ = h.ok(Self.layout)
        _ = h.ok(
            """
            final class Screen: UICollectionViewController {
                init() { super.init(collectionViewLayout: makeLayout()) }
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            }
            """)
        _ = h.ok("let screen = Screen()")
        _ = h.ok("screen.loadViewIfNeeded()")
        #expect(h.ok("contentSize") == ["contentSize: 393 x 80"])
    }

    @Test func anExtensionInitializerOfCGRectDelegatesToCGRects() {
        var h = Harness()
        _ = h.ok(
            "extension CGRect { init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) { self.init(x: x, y: y, width: w, height: h) } }"
        )
        // It was CGRect.zero: the extension's initializer was never run.
        #expect(h.ok("print(CGRect(1, 2, 40, 50).maxX, CGRect(1, 2, 40, 50).height)") == ["41.0 50.0"])
    }
}
