import Testing

@testable import PlaygroundCore

/// The seeds' layouts, end to end.
@Suite struct SeedScenarios {
    @Test func seed004SelfSizingRowsWithGroupInsetsAndSectionPadding() throws {
        // Rows: group insets 16 left/right (x = 16, width 400 − 32 = 368); section insets top and
        // bottom 16; spacing 8. Fitted 50, 70, 30: y = 16, 16 + 50 + 8 = 74, 74 + 70 + 8 = 152;
        // content 152 + 30 + 16 = 198.
        var s = estimatedRows(
            spacing: 8, groupInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        s.contentInsets = DirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
        let r = try resolveFitted(
            s, count: 3,
            fitted: [0: Size(width: 368, height: 50), 1: Size(width: 368, height: 70), 2: Size(width: 368, height: 30)])
        #expect(
            cellFrames(r) == [
                Rect(x: 16, y: 16, width: 368, height: 50), Rect(x: 16, y: 74, width: 368, height: 70),
                Rect(x: 16, y: 152, width: 368, height: 30),
            ])
        #expect(r.contentSize.height == 198)
        #expect(r.notes.isEmpty)
    }

    @Test func seed004TwoColumnGridWithEstimatedHeights() throws {
        // Section insets 16 left/right → 368; count 2, spacing 8 → (368 − 8)/2 = 180 at x = 16, 204.
        // Row 0 fitted 50 and 80 → row height 80; row 1 starts at 80 + 8 = 88.
        let item = leaf(.fractionalWidth(1), .estimated(100))
        var group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .estimated(100)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(8)
        var s = LayoutSection(group: group)
        s.interGroupSpacing = 8
        s.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let r = try resolveFitted(
            s, count: 3, fitted: [0: Size(width: 180, height: 50), 1: Size(width: 180, height: 80)])
        #expect(
            cellFrames(r) == [
                Rect(x: 16, y: 0, width: 180, height: 50), Rect(x: 204, y: 0, width: 180, height: 80),
                Rect(x: 16, y: 88, width: 180, height: 100),
            ])
    }

    @Test func seed002OrthogonalStripWithAPinnedFullWidthHeader() throws {
        // Header .absolute(400) × 48, .top: centred in the inset container 12…388 → x = 12 +
        // (376 − 400)/2 = 0. Group .estimated(1200) wide holds its one 100 × 72 item (estimated
        // main axis: the subitems list is placed once), so groups are 100 wide, spaced 8, from
        // x = 12. Section: 48 + 72 + 12 (bottom inset) = 132. The empty second section (a zero
        // height group) keeps only its header: 132 + 48 = 180.
        let item = leaf(.absolute(100), .absolute(72))
        var s = LayoutSection(group: .horizontal(layoutSize: sz(.estimated(1200), .absolute(72)), subitems: [item]))
        s.orthogonalScrollingBehavior = .continuous
        s.interGroupSpacing = 8
        s.contentInsets = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: sz(.absolute(400), .absolute(48)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        s.boundarySupplementaryItems = [header]
        var empty = s
        empty.group = .horizontal(layoutSize: sz(.fractionalWidth(1), .absolute(0)), subitems: [item])
        let r = try resolve([s, empty], counts: [3, 0])
        #expect(
            cellFrames(r) == [
                Rect(x: 12, y: 48, width: 100, height: 72), Rect(x: 120, y: 48, width: 100, height: 72),
                Rect(x: 228, y: 48, width: 100, height: 72),
            ])
        let headers = supplementaries(r, kind: "header")
        #expect(
            headers.map(\.frame) == [
                Rect(x: 0, y: 0, width: 400, height: 48), Rect(x: 0, y: 132, width: 400, height: 48),
            ])
        #expect(headers.map(\.zIndex) == [2, 2])
        #expect(r.contentSize.height == 180)
        // Strip: 12 + 3·100 + 2·8 + 12 = 340.
        #expect(r.section(0)?.orthogonalContentLength == 340)
    }
}
