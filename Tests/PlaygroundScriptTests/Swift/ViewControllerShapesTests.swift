import Testing

@testable import PlaygroundScript

/// How real view controllers reach their collection view: made without a layout (a storyboard's
/// way), given another layout later, next to data-source methods named `collectionView(...)`,
/// with model types nested in others.
@Suite struct ViewControllerShapesTests {
    private static let provider = """
        let provider = { (_: Int, env: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .grouped), layoutEnvironment: env)
        }
        """

    private func frames(_ h: inout Harness) -> [String] {
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([a, b], toSection: main)")
        _ = h.ok("dataSource.apply(s)")
        return h.ok("frames")
    }

    /// Before, the new layout was only stored on the collection view: frames kept the first one
    /// (a plain list at y 0 instead of the grouped list's 35).
    @Test func assigningCollectionViewLayoutInstallsTheNewLayout() {
        var h = Harness()
        _ = h.ok(
            """
            final class Screen: UICollectionViewController {
                init() { super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(Self.provider)
                    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(sectionProvider: provider)
                }
            }
            """)
        _ = h.ok("let screen = Screen()")
        _ = h.ok("screen.loadViewIfNeeded()")
        #expect(frames(&h).contains("cell  [0, 0]     a   0  35    393      44  0"))
    }

    @Test func aControllerMadeWithoutALayoutGetsACollectionViewAsFromAStoryboard() {
        var h = Harness()
        _ = h.ok(
            """
            final class Screen: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(Self.provider)
                    self.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(sectionProvider: provider)
                }
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            }
            """)
        _ = h.ok("let screen = Screen()")
        let (_, diagnostics) = h.run("screen.loadViewIfNeeded()")
        #expect(
            diagnostics.contains { $0.contains("note: 'Screen' was made without a layout, as a storyboard makes it") })
        #expect(frames(&h).contains("cell  [0, 1]     b   0  79    393      44  0"))
    }

    @Test func aNestedTypeIsReachedThroughItsOuterType() {
        var h = Harness()
        _ = h.ok("struct Pet { enum Category: CaseIterable { case cats, dogs } }")
        _ = h.ok("extension Pet.Category { var label: String { \"kind\" } }")
        #expect(h.ok("print(Pet.Category.allCases.count, Pet.Category.dogs.label)") == ["2 kind"])
    }
}
