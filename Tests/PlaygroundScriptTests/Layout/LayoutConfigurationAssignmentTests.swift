import Testing

@testable import PlaygroundScript

/// `layout.configuration = config`, as apps set a horizontal or spaced layout after making it
/// (UIKit's `configuration` is `@NSCopying`: the layout keeps a copy of what was assigned).
@Suite struct LayoutConfigurationAssignmentTests {
    private func harness() -> Harness {
        var h = Harness()
        _ = h.ok(
            "let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)))"
        )
        _ = h.ok(
            "let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)), subitems: [item])"
        )
        _ = h.ok("let section = NSCollectionLayoutSection(group: group)")
        _ = h.ok("let made = UICollectionViewCompositionalLayout(section: section)")
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([a, b])")
        _ = h.ok("s.appendItems([a1, a2], toSection: a)")
        _ = h.ok("s.appendItems([b1], toSection: b)")
        return h
    }

    @Test func assigningAConfigurationSetsTheLayoutsSettings() {
        var h = harness()
        _ = h.ok("let config = UICollectionViewCompositionalLayoutConfiguration()")
        _ = h.ok("config.scrollDirection = .horizontal")
        _ = h.ok("config.interSectionSpacing = 30")
        _ = h.ok("made.configuration = config")
        _ = h.ok("layout = made")
        _ = h.ok("dataSource.apply(s)")
        // Horizontal: the groups and then the sections follow each other along x, the sections 30 apart.
        #expect(h.ok("contentSize") == ["contentSize: 330 x 852"])
        #expect(h.ok("print(layout.configuration.interSectionSpacing)") == ["30.0"])
    }

    @Test func theLayoutKeepsACopyOfTheConfiguration() {
        var h = harness()
        _ = h.ok("let config = UICollectionViewCompositionalLayoutConfiguration()")
        _ = h.ok("config.interSectionSpacing = 30")
        _ = h.ok("made.configuration = config")
        _ = h.ok("config.interSectionSpacing = 99")
        _ = h.ok("layout = made")
        _ = h.ok("dataSource.apply(s)")
        // 50 + 50, 30 (not 99), 50.
        #expect(h.ok("contentSize") == ["contentSize: 393 x 180"])
    }

    @Test func aConfigurationMustBeOne() {
        var h = harness()
        #expect(h.error("made.configuration = section").contains("configuration must be"))
    }
}
