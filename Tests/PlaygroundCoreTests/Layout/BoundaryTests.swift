import Testing

@testable import PlaygroundCore

@Suite struct Boundaries {
    func header(
        _ alignment: RectAlignment, height: LayoutDimension = .absolute(30),
        width: LayoutDimension = .fractionalWidth(1)
    ) -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(layoutSize: sz(width, height), elementKind: "k", alignment: alignment)
    }

    @Test func aNonExtendingHeaderOverlapsTheContent() throws {
        var s = rowsSection(height: 50)
        var h = header(.top)
        h.extendsBoundary = false
        s.boundarySupplementaryItems = [h]
        let r = try resolve([s], counts: [2])
        #expect(cellFrames(r).map(\.minY) == [0, 50])
        #expect(supplementaries(r, kind: "k").map(\.frame) == [Rect(x: 0, y: 0, width: 400, height: 30)])
        #expect(r.contentSize.height == 100)
    }

    @Test func aLeadingSupplementaryIsCentredAlongTheSectionBody() throws {
        // Body = 2 rows = 100 high: y = (100 − 20)/2 = 40, x = 0; it does not extend the section.
        var s = rowsSection(height: 50)
        s.boundarySupplementaryItems = [header(.leading, height: .absolute(20), width: .absolute(30))]
        let r = try resolve([s], counts: [2])
        #expect(supplementaries(r, kind: "k").map(\.frame) == [Rect(x: 0, y: 40, width: 30, height: 20)])
        #expect(r.contentSize.height == 100)
    }

    @Test func absoluteOffsetsShiftBoundarySupplementaries() throws {
        var s = rowsSection(height: 50)
        s.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: sz(.absolute(100), .absolute(30)), elementKind: "k",
                alignment: .topTrailing, absoluteOffset: Point(x: -8, y: 4))
        ]
        let r = try resolve([s], counts: [1])
        // x = 400 − 100 − 8 = 292, y = 0 + 4; the header still reserves 30.
        #expect(supplementaries(r, kind: "k").map(\.frame) == [Rect(x: 292, y: 4, width: 100, height: 30)])
        #expect(cellFrames(r).map(\.minY) == [30])
    }

    @Test func estimatedHeadersTakeTheirFittedSize() throws {
        var s = rowsSection(height: 50)
        s.boundarySupplementaryItems = [header(.top, height: .estimated(44))]
        var data = SectionData(itemCount: 1)
        data.fittedSupplementarySizes = ["k": Size(width: 400, height: 60)]
        let r = try CompositionalLayout(sections: [s]).resolve(data: [data], environment: env())
        #expect(cellFrames(r).map(\.minY) == [60])
        #expect(supplementaries(r, kind: "k").map(\.frame.height) == [60])
    }

    @Test func pinnedFootersStayAtTheVisibleBottomInsideTheirSection() throws {
        // 20 rows of 50 = 1000, footer 30 at natural y = 1000. Viewport 800 high at offset 100:
        // min(1000, max(100 + 800 − 30, 0)) = 870.
        var s = rowsSection(height: 50)
        var f = header(.bottom)
        f.pinToVisibleBounds = true
        s.boundarySupplementaryItems = [f]
        var e = env()
        e.contentOffset = Point(x: 0, y: 100)
        let r = try resolve([s], counts: [20], environment: e)
        let footer = supplementaries(r, kind: "k")
        #expect(footer.map(\.frame.minY) == [870])
        #expect(footer.map(\.isPinned) == [true])
    }

    @Test func theLayoutFooterComesAfterTheLastSection() throws {
        var config = LayoutConfiguration()
        config.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: sz(.fractionalWidth(1), .absolute(40)),
                elementKind: "end", alignment: .bottom)
        ]
        let r = try resolve([rowsSection(height: 50)], counts: [2], configuration: config)
        // 2 rows = 100; footer at 100, content 140.
        #expect(supplementaries(r, kind: "end").map(\.frame) == [Rect(x: 0, y: 100, width: 400, height: 40)])
        #expect(r.contentSize.height == 140)
    }

    @Test(arguments: [(LayoutProfile.ios17, 0.0, 0), (LayoutProfile.ios14, 100.0, 1)])
    func anEmptyOrthogonalSectionWithABackgroundKeepsItsHeightOnlyOnIOS14(
        profile: LayoutProfile, nextY: Double, decorations: Int
    ) throws {
        // iOS 14 keeps insets 10 + 10 plus one group's 80 = 100; iOS 17 collapses it.
        var s = LayoutSection(
            group: .horizontal(
                layoutSize: sz(.absolute(100), .absolute(80)),
                subitem: .item(leaf(.fractionalWidth(1), .fractionalHeight(1))), count: 1))
        s.orthogonalScrollingBehavior = .continuous
        s.contentInsets = DirectionalEdgeInsets(all: 10)
        s.decorationItems = [.background(elementKind: "bg")]
        var e = env()
        e.profile = profile
        let r = try resolve([s, rowsSection(height: 50)], counts: [0, 1], environment: e)
        #expect(cellFrames(r).map(\.minY) == [nextY])
        #expect(r.allAttributes().filter { $0.category == .decorationView(elementKind: "bg") }.count == decorations)
    }

    @Test func customGroupsNestInsideOtherGroups() throws {
        // Left half: a custom group with two frames; right half: one item. Items 0, 1 in the
        // custom group (relative to x = 0), item 2 at x = 200.
        let custom = LayoutGroup.custom(
            layoutSize: sz(.fractionalWidth(0.5), .fractionalHeight(1)),
            frames: [Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 60, y: 0, width: 50, height: 50)])
        let group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(100)),
            subitems: [.group(custom), .item(leaf(.fractionalWidth(0.5), .fractionalHeight(1)))])
        let r = try resolve([LayoutSection(group: group)], counts: [3])
        #expect(
            cellFrames(r) == [
                Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 60, y: 0, width: 50, height: 50),
                Rect(x: 200, y: 0, width: 200, height: 100),
            ])
    }

    @Test func flexibleLeadingEdgeSpacingTakesTheLeftoverAlongTheGroup() throws {
        // One 100-wide item with leading .flexible(0) in a 400-wide count-free group: the only
        // flexible unit takes 300 → x = 300.
        var item = leaf(.absolute(100), .absolute(40))
        item.edgeSpacing = EdgeSpacing(leading: .flexible(0))
        let group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(40)), repeatingSubitem: .item(item), count: 1)
        let r = try resolve([LayoutSection(group: group)], counts: [1])
        #expect(cellFrames(r).map(\.minX) == [300])
    }
}
