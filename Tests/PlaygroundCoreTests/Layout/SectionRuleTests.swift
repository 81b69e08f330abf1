import Testing

@testable import PlaygroundCore

@Suite struct SectionRules {
    @Test func interGroupSpacingAndInsetsPadTheSection() throws {
        // Rows of 50, spacing 10, insets top 5 bottom 7: y = 5, 65, 125; extent 5 + 150 + 20 + 7 = 182.
        var s = rowsSection(height: 50, spacing: 10)
        s.contentInsets = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 7, trailing: 0)
        let r = try resolve([s], counts: [3])
        #expect(cellFrames(r).map(\.minY) == [5, 65, 125])
        #expect(r.contentSize.height == 182)
    }

    @Test func sectionLeadingAndTrailingInsetsShrinkTheGroupContainer() throws {
        // 400 − 16 − 16 = 368 wide rows at x = 16.
        var s = rowsSection(height: 50)
        s.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let r = try resolve([s], counts: [1])
        #expect(cellFrames(r) == [Rect(x: 16, y: 0, width: 368, height: 50)])
    }

    @Test func interSectionSpacingSeparatesSections() throws {
        // Section 0: 2 rows of 50 = 100; spacing 30; section 1 starts at 130.
        var config = LayoutConfiguration()
        config.interSectionSpacing = 30
        let r = try resolve([rowsSection(height: 50), rowsSection(height: 50)], counts: [2, 1], configuration: config)
        #expect(cellFrames(r).map(\.minY) == [0, 50, 130])
        #expect(r.contentSize.height == 180)
    }

    @Test(arguments: [(LayoutProfile.ios17, 30.0 + 30.0), (LayoutProfile.ios14, 30.0)])
    func emptySectionsTakeNoSpaceAndOnlyIOS17AddsSpacingAfterThem(profile: LayoutProfile, secondStart: Double) throws {
        // Section 0 empty (no insets applied even though it has 9); ios17: 0 + 30 (after the
        // empty section); section 1 = 1 row of 30 → then +30 spacing → section 2 at 60.
        // ios14: no spacing after the empty section → section 2 at 30 + 0... the row of section 1
        // is at 0 (ios14) or 30 (ios17), section 2 starts 30 + 30 later.
        var config = LayoutConfiguration()
        config.interSectionSpacing = 30
        var empty = rowsSection(height: 30)
        empty.contentInsets = DirectionalEdgeInsets(all: 9)
        var e = env()
        e.profile = profile
        let r = try resolve(
            [empty, rowsSection(height: 30), rowsSection(height: 30)], counts: [0, 1, 1], configuration: config,
            environment: e)
        let ys = cellFrames(r).map(\.minY)
        #expect(ys == [secondStart - 30, secondStart + 30])
    }

    @Test func headersPushContentDownAndFootersFollowTheBottomInset() throws {
        // Header 30, insets top 5 / bottom 7, two rows of 50: rows at 35, 85; footer at
        // 30 + 5 + 100 + 7 = 142, height 20; extent 162.
        var s = rowsSection(height: 50)
        s.contentInsets = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 7, trailing: 0)
        s.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: sz(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top),
            LayoutBoundarySupplementaryItem(
                layoutSize: sz(.fractionalWidth(1), .absolute(20)), elementKind: "footer", alignment: .bottom),
        ]
        let r = try resolve([s], counts: [2])
        #expect(cellFrames(r).map(\.minY) == [35, 85])
        #expect(supplementaries(r, kind: "header").map(\.frame) == [Rect(x: 0, y: 0, width: 400, height: 30)])
        #expect(supplementaries(r, kind: "footer").map(\.frame) == [Rect(x: 0, y: 142, width: 400, height: 20)])
        #expect(r.contentSize.height == 162)
    }

    @Test(arguments: [
        (true, Rect(x: 20, y: 0, width: 360, height: 30)), (false, Rect(x: 0, y: 0, width: 400, height: 30)),
    ])
    func fractionalHeadersFollowTheSectionInsetsUnlessToldNotTo(follow: Bool, expected: Rect) throws {
        // Insets 20 on each side: following → 400 − 40 = 360 at x = 20; not following → full 400.
        var s = rowsSection(height: 50)
        s.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        s.supplementariesFollowContentInsets = follow
        s.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: sz(.fractionalWidth(1), .absolute(30)),
                elementKind: "header", alignment: .top)
        ]
        let r = try resolve([s], counts: [1])
        #expect(supplementaries(r, kind: "header").map(\.frame) == [expected])
        #expect(r.notes.contains { $0.id == .supplementaryFollowsContentInsets } == follow)
    }

    @Test(arguments: [(0.0, 0.0), (500.0, 500.0), (2000.0, 1000.0)])
    func pinnedHeadersStayVisibleButNeverLeaveTheirSection(offset: Double, expectedY: Double) throws {
        // Header 30 + 20 rows of 50 = section end 1030; pinned y = max(0, min(offset, 1030 − 30)).
        var s = rowsSection(height: 50)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: sz(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        s.boundarySupplementaryItems = [header]
        var e = env()
        e.contentOffset = Point(x: 0, y: offset)
        let r = try resolve([s], counts: [20], environment: e)
        #expect(supplementaries(r, kind: "header").map(\.frame.minY) == [expectedY])
    }

    @Test func backgroundDecorationsCoverTheSectionAndPromoteCells() throws {
        // Section: insets 10, two rows of 50 → extent 10 + 100 + 10 = 120; decoration inset by 5.
        var s = rowsSection(height: 50)
        s.contentInsets = DirectionalEdgeInsets(all: 10)
        var deco = LayoutDecorationItem.background(elementKind: "bg")
        deco.contentInsets = DirectionalEdgeInsets(all: 5)
        s.decorationItems = [deco]
        let r = try resolve([s, s], counts: [2, 0])
        let decos = r.allAttributes().filter { $0.category == .decorationView(elementKind: "bg") }
        #expect(decos.map(\.frame) == [Rect(x: 5, y: 5, width: 390, height: 110)])  // none for the empty section
        #expect(decos.map(\.zIndex) == [0])
        #expect(r.allAttributes().filter { $0.category == .cell }.map(\.zIndex) == [1, 1])
    }

    @Test func orthogonalSectionsResolveFractionsBeforeInsetsAndPadTheStrip() throws {
        // Width 400, insets 20, group .fractionalWidth(1) count 2 spacing 10: items (400 − 10)/2 = 195,
        // the first at x = 20, y = 20. Second group at 20 + 400 = 420. Extent 20 + 100 + 20 = 140.
        // Strip content 20 + 400 + 400 + 20 = 840.
        var group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(100)),
            subitem: .item(leaf(.fractionalWidth(1), .fractionalHeight(1))), count: 2)
        group.interItemSpacing = .fixed(10)
        var s = LayoutSection(group: group)
        s.contentInsets = DirectionalEdgeInsets(all: 20)
        s.orthogonalScrollingBehavior = .continuous
        let r = try resolve([s], counts: [4])
        #expect(
            cellFrames(r) == [
                Rect(x: 20, y: 20, width: 195, height: 100), Rect(x: 225, y: 20, width: 195, height: 100),
                Rect(x: 420, y: 20, width: 195, height: 100), Rect(x: 625, y: 20, width: 195, height: 100),
            ])
        #expect(r.contentSize.height == 140)
        #expect(r.section(0)?.orthogonalContentLength == 840)
    }

    @Test func orthogonalScrollOffsetsMoveTheStripAndQueriesFollow() throws {
        // 100-wide groups; offset 250 → item 3 (x = 300) is at 50.
        var s = LayoutSection(
            group: .horizontal(
                layoutSize: sz(.absolute(100), .absolute(80)),
                subitem: .item(leaf(.fractionalWidth(1), .fractionalHeight(1))), count: 1))
        s.orthogonalScrollingBehavior = .continuous
        var e = env()
        e.orthogonalScrollOffsets = [0: 250]
        let r = try resolve([s], counts: [10], environment: e)
        #expect(r.attributesForItem(at: IndexPath(0, 3))?.frame.minX == 50)
        // Visible 0…400 (closed): items whose x range [x, x+100] meets it: 2 (−50…50) through 6 (350…450).
        #expect(r.visibleAttributes().compactMap(\.itemIndex) == [2, 3, 4, 5, 6])
    }

    @Test func scrollingAResolvedLayoutMovesPinnedHeadersAndStrips() throws {
        // Section 0: pinned header 30 + 20 rows of 50 (ends at 1030). Section 1: a strip of
        // 100-wide items starting at y = 1030.
        var rows = rowsSection(height: 50)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: sz(.fractionalWidth(1), .absolute(30)), elementKind: "h", alignment: .top)
        header.pinToVisibleBounds = true
        rows.boundarySupplementaryItems = [header]
        var strip = LayoutSection(
            group: .horizontal(
                layoutSize: sz(.absolute(100), .absolute(80)), subitem: leaf(.fractionalWidth(1), .fractionalHeight(1)),
                count: 1))
        strip.orthogonalScrollingBehavior = .continuous
        var r = try resolve([rows, strip], counts: [20, 10])
        try r.setContentOffset(Point(x: 0, y: 300))
        #expect(r.visibleAttributes().first { $0.category == .supplementaryView(elementKind: "h") }?.frame.minY == 300)
        try r.setOrthogonalScrollOffset(150, section: 1)
        // Item 2 of the strip: x = 200 − 150 = 50, y = 1030.
        #expect(r.attributesForItem(at: IndexPath(1, 2))?.frame == Rect(x: 50, y: 1030, width: 100, height: 80))
        #expect(throws: LayoutError.sectionOutOfRange(section: 5, count: 2)) {
            try r.setOrthogonalScrollOffset(1, section: 5)
        }
    }

    struct PagingCase: Sendable, CustomTestStringConvertible {
        var behavior: OrthogonalScrollingBehavior
        var proposed: Double
        var resting: Double
        var testDescription: String { "\(behavior) \(proposed) → \(resting)" }
    }

    @Test(arguments: [
        // Groups 300 wide, spacing 10 (stride 310), 10 groups, container 400, no insets:
        // strip 10·300 + 9·10 = 3090, max offset 2690.
        PagingCase(behavior: .continuous, proposed: 123, resting: 123),
        PagingCase(behavior: .continuous, proposed: 5000, resting: 2690),
        PagingCase(behavior: .paging, proposed: 590, resting: 400),  // round(1.475) = 1 page
        PagingCase(behavior: .paging, proposed: 610, resting: 800),  // round(1.525) = 2 pages
        PagingCase(behavior: .groupPaging, proposed: 470, resting: 620),  // stops 310, 620: 620 nearer
        PagingCase(behavior: .groupPaging, proposed: 400, resting: 310),
        PagingCase(behavior: .continuousGroupLeadingBoundary, proposed: 100, resting: 0),
        // Centred: pad (400 − 300)/2 = 50; stop for group g = 50 + 310g + 150 − 200 = 310g.
        PagingCase(behavior: .groupPagingCentered, proposed: 900, resting: 930),
    ])
    func pagingChoosesRestingOffsets(_ c: PagingCase) throws {
        var s = LayoutSection(
            group: .horizontal(
                layoutSize: sz(.absolute(300), .absolute(80)),
                subitem: .item(leaf(.fractionalWidth(1), .fractionalHeight(1))), count: 1))
        s.interGroupSpacing = 10
        s.orthogonalScrollingBehavior = c.behavior
        let r = try resolve([s], counts: [10])
        #expect(r.restingOrthogonalOffset(section: 0, proposed: c.proposed) == c.resting)
    }

    @Test func horizontalScrollingStacksGroupsAndSectionsAlongX() throws {
        // Scroll direction horizontal, height 300: vertical groups .fractionalHeight(1) of 2 items
        // (150 high each), 100 wide. 3 items → groups at x = 0, 100. Section 1 starts at 200 + 20.
        var config = LayoutConfiguration(scrollDirection: .horizontal)
        config.interSectionSpacing = 20
        let group = LayoutGroup.vertical(
            layoutSize: sz(.absolute(100), .fractionalHeight(1)),
            subitem: .item(leaf(.fractionalWidth(1), .fractionalHeight(1))), count: 2)
        let s = LayoutSection(group: group)
        let r = try resolve([s, s], counts: [3, 1], configuration: config, environment: env(width: 400, height: 300))
        #expect(
            cellFrames(r) == [
                Rect(x: 0, y: 0, width: 100, height: 150), Rect(x: 0, y: 150, width: 100, height: 150),
                Rect(x: 100, y: 0, width: 100, height: 150), Rect(x: 220, y: 0, width: 100, height: 150),
            ])
        #expect(r.contentSize == Size(width: 320, height: 300))
    }

    @Test func layoutHeaderComesBeforeAllSections() throws {
        var config = LayoutConfiguration()
        config.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: sz(.fractionalWidth(1), .absolute(60)),
                elementKind: "top", alignment: .top)
        ]
        let r = try resolve([rowsSection(height: 50)], counts: [1], configuration: config)
        // Row at 60; header [0, 0] full width.
        #expect(cellFrames(r).map(\.minY) == [60])
        #expect(supplementaries(r, kind: "top").map(\.frame) == [Rect(x: 0, y: 0, width: 400, height: 60)])
        #expect(r.contentSize.height == 110)
    }

    @Test(arguments: [
        // Safe area leading 44 / trailing 34; margins 16; readable width 300 in a 400 container.
        (ContentInsetsReference.none, 0.0, 400.0),
        (ContentInsetsReference.safeArea, 44.0, 322.0),  // 400 − 44 − 34
        (ContentInsetsReference.layoutMargins, 60.0, 290.0),  // 44 + 16, 34 + 16
        (ContentInsetsReference.readableContent, 60.0, 290.0),  // max((400 − 300)/2 = 50, 60) each side
    ])
    func contentInsetsReferenceChoosesWhatInsetsAreMeasuredFrom(
        reference: ContentInsetsReference, x: Double, width: Double
    ) throws {
        var s = rowsSection(height: 50)
        s.contentInsetsReference = reference
        var e = env()
        e.safeAreaInsets = DirectionalEdgeInsets(top: 0, leading: 44, bottom: 0, trailing: 34)
        e.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        e.readableContentWidth = 300
        let r = try resolve([s], counts: [1], environment: e)
        #expect(cellFrames(r) == [Rect(x: x, y: 0, width: width, height: 50)])
    }
}
