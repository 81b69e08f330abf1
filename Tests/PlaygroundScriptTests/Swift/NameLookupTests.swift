import Testing

@testable import PlaygroundScript

/// Swift finds the nearest declaration first: a program's own type named like one of the
/// playground's short names (`struct CompositionalLayout`, as a podcasts app names its layout
/// helpers) is the program's, and UIKit's spelling stays UIKit's.
@Suite struct NameLookupTests {
    @Test func aProgramsTypeShadowsTheShortNameButNotUIKitsSpelling() {
        var h = Harness()
        _ = h.ok(
            """
            struct CompositionalLayout {
                static func make() -> UICollectionViewCompositionalLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
                let title = "mine"
            }
            """)
        #expect(h.ok("print(CompositionalLayout().title)") == ["mine"])
        _ = h.ok("layout = CompositionalLayout.make()")
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([a, b, c], toSection: main)")
        _ = h.ok("dataSource.apply(s)")
        #expect(h.ok("contentSize") == ["contentSize: 393 x 80"])
    }

    @Test func withoutADeclarationTheShortNameIsUIKits() {
        var h = Harness()
        _ = h.ok(
            "let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))"
        )
        _ = h.ok(
            "let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [item])"
        )
        _ = h.ok("layout = CompositionalLayout(section: LayoutSection(group: group))")
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([a, b], toSection: main)")
        _ = h.ok("dataSource.apply(s)")
        #expect(h.ok("contentSize") == ["contentSize: 393 x 20"])
    }
}
