import Testing

@testable import PlaygroundScript

/// The rules of UIKIT-SEMANTICS.md Part 1 as a user meets them through the language.
@Suite struct LayoutFidelityTests {
    func session(width: Double = 400) -> Harness {
        var h = Harness()
        _ = h.ok("environment.containerSize = (width: \(Int(width)), height: 800)")
        return h
    }

    @Test func orthogonalGroupsResolveAgainstTheContainerBeforeSectionInsets() {
        // width 400, insets 20, group .fractionalWidth(1) with count 2 and spacing 10:
        // items are (400 - 10) / 2 = 195 wide and the first starts at the leading inset, x = 20.
        var h = session()
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))"
        )
        _ = h.ok(
            "let g = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: cell, count: 2)"
        )
        _ = h.ok("g.interItemSpacing = .fixed(10)")
        _ = h.ok("let s = LayoutSection(group: g)")
        _ = h.ok("s.contentInsets = .init(top: 0, leading: 20, bottom: 0, trailing: 20)")
        _ = h.ok("s.orthogonalScrollingBehavior = .continuous")
        _ = h.ok("layout = CompositionalLayout(section: s)")
        h.data([("main", 2)])
        let out = h.ok("frames")
        #expect(out.contains("cell  [0, 0]     main0   20  0    195     100  0"))
        #expect(out.contains("cell  [0, 1]     main1  225  0    195     100  0"))
    }

    @Test func itemContentInsetsShrinkTheCellInsideItsSlot() {
        // a 30x30 slot with insets 3 gives a 24x24 cell at (3, 3)
        var h = session(width: 300)
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(30)))"
        )
        _ = h.ok("cell.contentInsets = .init(all: 3)")
        _ = h.ok(
            "let g = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [cell])"
        )
        _ = h.ok("layout = CompositionalLayout(section: LayoutSection(group: g))")
        h.data([("main", 1)])
        #expect(h.ok("frames").last == "cell  [0, 0]     main0  3  3     24      24  0")
    }

    @Test func aFullWidthHeaderFollowsTheSectionInsetsUnlessToldNotTo() {
        // section insets 12 on each side: a .fractionalWidth(1) header is 400 - 24 = 376 wide at x = 12;
        // with supplementariesFollowContentInsets = false it spans the full 400.
        var h = session()
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(72)))"
        )
        _ = h.ok(
            "let g = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)), subitems: [cell])"
        )
        _ = h.ok(
            "let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(48)), elementKind: \"header\", alignment: .top)"
        )
        _ = h.ok("let s = LayoutSection(group: g)")
        _ = h.ok("s.contentInsets = .init(top: 0, leading: 12, bottom: 12, trailing: 12)")
        _ = h.ok("s.boundarySupplementaryItems = [header]")
        _ = h.ok("layout = CompositionalLayout(section: s)")
        h.data([("main", 1)])
        let (following, notes) = h.run("frames kind: supplementaries")
        #expect(following.last == "supplementary header  [0, 0]     -   12  0    376      48  1")
        #expect(
            notes.first?.hasPrefix(
                "note: section 0: a fractional-width boundary supplementary follows the section's contentInsets")
                == true)
        _ = h.ok("s.supplementariesFollowContentInsets = false")
        let full = h.ok("frames kind: supplementaries")
        #expect(full.last == "supplementary header  [0, 0]     -   0  0    400      48  1")
    }

    @Test func aFractionalItemInAnEstimatedGroupDoesNotSelfSizeAndSaysSo() {
        var h = session()
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))"
        )
        _ = h.ok(
            "let g = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitem: cell, count: 1)"
        )
        _ = h.ok("layout = CompositionalLayout(section: LayoutSection(group: g))")
        h.data([("main", 2)])
        _ = h.ok("fit main0 height: 150")
        let (out, diags) = h.run("frames")
        // The estimate (100) is used as the real height: the fitted 150 is ignored.
        #expect(out.contains("cell  [0, 1]     main1  0  100    400     100  0"))
        #expect(diags.contains { $0.hasPrefix("note:") })
    }

    @Test func anEstimatedItemInAnEstimatedGroupSelfSizesAndShiftsWhatFollows() {
        var h = session()
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))"
        )
        _ = h.ok(
            "let g = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitem: cell, count: 1)"
        )
        _ = h.ok("layout = CompositionalLayout(section: LayoutSection(group: g))")
        h.data([("main", 2)])
        _ = h.ok("fit main0 height: 150")
        let (out, diags) = h.run("frames")
        #expect(out.contains("cell  [0, 0]     main0  0    0    400     150  0"))
        #expect(out.contains("cell  [0, 1]     main1  0  150    400     100  0"))
        #expect(diags.isEmpty)
    }
}

@Suite struct FittedSizeAxisTests {
    @Test func aFittedSizeGivenForOneAxisKeepsTheEstimateOnTheOther() {
        // Both axes estimated (80 x 50); the cell reports only its height (120): the width stays 80.
        var h = Harness()
        _ = h.ok("environment.containerSize = (width: 400, height: 800)")
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .estimated(80), heightDimension: .estimated(50)))"
        )
        _ = h.ok(
            "let g = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [cell])"
        )
        _ = h.ok("layout = CompositionalLayout(section: LayoutSection(group: g))")
        h.data([("main", 1)])
        _ = h.ok("fit main0 height: 120")
        #expect(h.ok("frames").last == "cell  [0, 0]     main0  0  0     80     120  0")
        _ = h.ok("fit main0 width: 100")
        #expect(h.ok("frames").last == "cell  [0, 0]     main0  0  0    100      50  0")
    }
}
