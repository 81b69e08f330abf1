import Testing

@testable import PlaygroundCore

@Suite struct GroupRules {
    @Test func aSubitemsListCyclesUntilTheNextItemNoLongerFitsAndTheLastGroupKeepsItsSize() throws {
        // Half-width items in a 400 × 100 horizontal group: two fit (200 + 200 = 400), a third
        // would need 600. Five items → groups of 2, 2, 1; the partial last group keeps 100 height.
        let group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(100)),
            subitems: [.item(leaf(.fractionalWidth(0.5), .fractionalHeight(1)))])
        let r = try resolve([LayoutSection(group: group)], counts: [5])
        #expect(
            cellFrames(r) == [
                Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 200, y: 0, width: 200, height: 100),
                Rect(x: 0, y: 100, width: 200, height: 100), Rect(x: 200, y: 100, width: 200, height: 100),
                Rect(x: 0, y: 200, width: 200, height: 100),
            ])
        // 3 groups × 100
        #expect(r.contentSize == Size(width: 400, height: 300))
        #expect(r.section(0)?.itemsPerGroup == 2)
    }

    @Test func countDividesTheGroupEquallyAfterSpacing() throws {
        // (400 − 10·1) / 2 = 195; second item at 195 + 10 = 205.
        var group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(50)),
            subitem: .item(leaf(.absolute(999), .fractionalHeight(1))), count: 2)
        group.interItemSpacing = .fixed(10)
        let r = try resolve([LayoutSection(group: group)], counts: [2])
        #expect(
            cellFrames(r) == [Rect(x: 0, y: 0, width: 195, height: 50), Rect(x: 205, y: 0, width: 195, height: 50)])
    }

    @Test func countMakesACrossAxisFractionResolveAgainstTheLengthWithoutSpacing() throws {
        // Container main length 400 − 10 = 390; height .fractionalWidth(0.5) → 195.
        var group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(300)),
            subitem: .item(leaf(.fractionalWidth(0.5), .fractionalWidth(0.5))), count: 2)
        group.interItemSpacing = .fixed(10)
        let r = try resolve([LayoutSection(group: group)], counts: [2])
        #expect(cellFrames(r).map(\.height) == [195, 195])
    }

    @Test func repeatingSubitemKeepsTheItemsOwnSize() throws {
        // Three 50-wide items at 0, 50, 100 even though the group is 400 wide.
        let group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(40)),
            repeatingSubitem: .item(leaf(.absolute(50), .absolute(40))), count: 3)
        let r = try resolve([LayoutSection(group: group)], counts: [3])
        #expect(cellFrames(r).map(\.minX) == [0, 50, 100])
        #expect(cellFrames(r).map(\.width) == [50, 50, 50])
    }

    @Test func flexibleInterItemSpacingSharesTheLeftoverSpace() throws {
        // 100-wide items, flexible(10): 100, 210, 320 fit, 430 does not → 3 items. Leftover
        // 400 − 320 = 80 shared by 2 gaps → each gap 10 + 40 = 50: x = 0, 150, 300.
        var group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(40)),
            subitems: [.item(leaf(.absolute(100), .absolute(40)))])
        group.interItemSpacing = .flexible(10)
        let r = try resolve([LayoutSection(group: group)], counts: [3])
        #expect(cellFrames(r).map(\.minX) == [0, 150, 300])
    }

    struct EdgeCase: Sendable, CustomTestStringConvertible {
        var name: String
        var spacing: EdgeSpacing
        var y: Double
        var testDescription: String { name }
    }

    @Test(arguments: [
        // 50 × 40 item in a 100-high group: leftover 100 − 40 = 60.
        EdgeCase(
            name: "flexible top and bottom centre (60 / 2)",
            spacing: EdgeSpacing(top: .flexible(0), bottom: .flexible(0)), y: 30),
        EdgeCase(name: "bottom flexible(0) pins to the top", spacing: EdgeSpacing(bottom: .flexible(0)), y: 0),
        EdgeCase(name: "top flexible(0) alone takes all 60", spacing: EdgeSpacing(top: .flexible(0)), y: 60),
        EdgeCase(name: "fixed top 7 moves it by 7", spacing: EdgeSpacing(top: .fixed(7)), y: 7),
        EdgeCase(
            name: "flexible top 10 and bottom 10 centre ((100 − 40 − 20)/2 + 10)",
            spacing: EdgeSpacing(top: .flexible(10), bottom: .flexible(10)), y: 30),
    ])
    func crossAxisEdgeSpacingPlacesTheItem(_ c: EdgeCase) throws {
        var item = leaf(.absolute(50), .absolute(40))
        item.edgeSpacing = c.spacing
        let group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(100)), subitem: .item(item), count: 1)
        let r = try resolve([LayoutSection(group: group)], counts: [1])
        #expect(cellFrames(r).first?.minY == c.y)
    }

    @Test func leadingEdgeSpacingMovesTheItemAndConsumesSpace() throws {
        // Each item takes 10 + 100 = 110: three fit in 400 (330), a fourth needs 440. x = 10, 120, 230.
        var item = leaf(.absolute(100), .absolute(40))
        item.edgeSpacing = EdgeSpacing(leading: .fixed(10))
        let group = LayoutGroup.horizontal(layoutSize: sz(.fractionalWidth(1), .absolute(40)), subitems: [.item(item)])
        let r = try resolve([LayoutSection(group: group)], counts: [3])
        #expect(cellFrames(r).map(\.minX) == [10, 120, 230])
        #expect(r.section(0)?.itemsPerGroup == 3)
    }

    @Test func itemContentInsetsShrinkTheCellInsideItsSlot() throws {
        // A 30 × 30 slot with insets 3 gives a 24 × 24 cell at (3, 3).
        var item = leaf(.absolute(30), .absolute(30))
        item.contentInsets = DirectionalEdgeInsets(all: 3)
        let group = LayoutGroup.horizontal(layoutSize: sz(.fractionalWidth(1), .absolute(30)), subitems: [.item(item)])
        let r = try resolve([LayoutSection(group: group)], counts: [2])
        #expect(cellFrames(r) == [Rect(x: 3, y: 3, width: 24, height: 24), Rect(x: 33, y: 3, width: 24, height: 24)])
    }

    @Test func groupContentInsetsShrinkTheAreaForSubitems() throws {
        // Group 400 × 100 with insets 10: content 380 × 80; a half-width item is 190 × 80 at (10, 10).
        var group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(100)),
            subitems: [.item(leaf(.fractionalWidth(0.5), .fractionalHeight(1)))])
        group.contentInsets = DirectionalEdgeInsets(all: 10)
        let r = try resolve([LayoutSection(group: group)], counts: [2])
        #expect(
            cellFrames(r) == [Rect(x: 10, y: 10, width: 190, height: 80), Rect(x: 200, y: 10, width: 190, height: 80)])
    }

    @Test func nestedGroupsConsumeItemsDepthFirst() throws {
        // Left: one 200 × 200 item; right: a vertical group of two 200 × 100 items.
        // Items 0 (left), 1 (top right), 2 (bottom right); the next group starts at y = 200.
        let big = leaf(.fractionalWidth(0.5), .fractionalHeight(1))
        let small = leaf(.fractionalWidth(1), .fractionalHeight(0.5))
        let right = LayoutGroup.vertical(
            layoutSize: sz(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: .item(small), count: 2)
        let group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(200)), subitems: [.item(big), .group(right)])
        let r = try resolve([LayoutSection(group: group)], counts: [4])
        #expect(
            cellFrames(r) == [
                Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 200, y: 0, width: 200, height: 100),
                Rect(x: 200, y: 100, width: 200, height: 100), Rect(x: 0, y: 200, width: 200, height: 200),
            ])
    }

    @Test func customGroupFramesEachConsumeOneItem() throws {
        let group = LayoutGroup.custom(
            layoutSize: sz(.fractionalWidth(1), .absolute(120)),
            frames: [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 150, y: 20, width: 50, height: 50)])
        let r = try resolve([LayoutSection(group: group)], counts: [3])
        // Third item: second group at y = 120, first frame.
        #expect(
            cellFrames(r) == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 150, y: 20, width: 50, height: 50),
                Rect(x: 0, y: 120, width: 100, height: 100),
            ])
    }

    @Test func itemBadgesAnchorToTheCellCornerWithAFractionalOffset() throws {
        // Cell 100 × 100 at 0; badge 20 × 20 at top-trailing: x = 0 + (100 − 20)·1 + 0.5·20 = 90,
        // y = 0 + (100 − 20)·0 − 0.5·20 = −10.
        let badge = LayoutSupplementaryItem(
            layoutSize: sz(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let item = LayoutItem(layoutSize: sz(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: sz(.fractionalWidth(1), .absolute(100)), subitems: [.item(item)])
        let r = try resolve([LayoutSection(group: group)], counts: [2])
        let badges = supplementaries(r, kind: "badge")
        #expect(
            badges.map(\.frame) == [
                Rect(x: 90, y: -10, width: 20, height: 20), Rect(x: 190, y: -10, width: 20, height: 20),
            ])
        #expect(badges.map(\.indexPath) == [IndexPath(0, 0), IndexPath(0, 1)])
    }

    @Test func groupSupplementariesUseTheGroupNumberAsIndexPath() throws {
        // Rows of 50; the group supplementary sits at the centre-bottom edge: x = (400 − 40)/2 = 180,
        // y = group.minY + 50 − 10.
        var group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(50)),
            subitem: .item(leaf(.fractionalWidth(1), .fractionalHeight(1))), count: 1)
        group.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: sz(.absolute(40), .absolute(10)), elementKind: "line",
                containerAnchor: LayoutAnchor(edges: .bottom))
        ]
        let r = try resolve([LayoutSection(group: group)], counts: [2])
        let lines = supplementaries(r, kind: "line")
        #expect(lines.map(\.indexPath) == [IndexPath(0, 0), IndexPath(0, 1)])
        #expect(
            lines.map(\.frame) == [
                Rect(x: 180, y: 40, width: 40, height: 10), Rect(x: 180, y: 90, width: 40, height: 10),
            ])
    }
}
