import Testing

@testable import PlaygroundCore
@testable import PlaygroundScript

/// `draw` paints elements in UIKit's z-order, and an element hides what it covers.
@Suite struct DrawingZOrderTests {
    @Test func aBoxOnTopHidesTheLinesAndLabelsUnderIt() {
        let viewport = Rect(x: 0, y: 0, width: 100, height: 100)
        let cell = Drawing.Box(frame: Rect(x: 0, y: 0, width: 50, height: 100), label: "cell", style: .solid)
        let header = Drawing.Box(frame: Rect(x: 0, y: 30, width: 100, height: 40), label: "head", style: .solid)
        let headerOnTop = Drawing.render([cell, header], viewport: viewport, columns: 21)
        let cellOnTop = Drawing.render([header, cell], viewport: viewport, columns: 21)
        // The header's middle row is the header's: no cell edge runs through it.
        let headerRow = headerOnTop.first { $0.contains("head") } ?? ""
        #expect(headerRow.filter { $0 == "│" }.count == 2, "\(headerOnTop)")
        #expect(!headerOnTop.joined().contains("┼"))
        // With the cell on top its edge crosses the header, and the header's label is hidden
        // where the cell covers it.
        #expect(cellOnTop.joined().contains("cell"))
        #expect(cellOnTop.contains { $0.filter { $0 == "│" }.count == 3 }, "\(cellOnTop)")
        #expect(!cellOnTop.joined().contains("head"), "\(cellOnTop)")
    }

    @Test func elementsAreOrderedByZIndexThenDecorationsCellsSupplementaries() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        let header = LayoutAttributes(
            category: .supplementaryView(elementKind: "h"), indexPath: IndexPath(0, 0), frame: r, zIndex: 0)
        let cell = LayoutAttributes(category: .cell, indexPath: IndexPath(0, 0), frame: r, zIndex: 0, itemIndex: 0)
        let cell2 = LayoutAttributes(category: .cell, indexPath: IndexPath(0, 1), frame: r, zIndex: 0, itemIndex: 1)
        let background = LayoutAttributes(
            category: .decorationView(elementKind: "bg"), indexPath: IndexPath(0, 0), frame: r, zIndex: 0)
        let raised = LayoutAttributes(
            category: .decorationView(elementKind: "top"), indexPath: IndexPath(0, 0), frame: r, zIndex: 5)
        let sunk = LayoutAttributes(
            category: .supplementaryView(elementKind: "low"), indexPath: IndexPath(0, 0), frame: r, zIndex: -1)
        let ordered = LayoutQueries.zOrdered([raised, header, cell, cell2, background, sunk])
        #expect(ordered == [sunk, background, cell, cell2, header, raised])
    }

    @Test func aPinnedHeaderIsDrawnOverTheCellsItFloatsOver() {
        var h = Harness()
        _ = h.ok("environment.containerSize = (width: 200, height: 200)")
        _ = h.ok(
            "let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))"
        )
        _ = h.ok(
            "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])"
        )
        _ = h.ok(
            "let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), elementKind: \"hdr\", alignment: .top)"
        )
        _ = h.ok("header.pinToVisibleBounds = true")
        _ = h.ok("let s = LayoutSection(group: row)")
        _ = h.ok("s.boundarySupplementaryItems = [header]")
        _ = h.ok("layout = CompositionalLayout(section: s)")
        h.data([("main", 20)])
        _ = h.ok("scroll to: 55")
        let drawing = h.ok("draw columns: 21")
        // The header (zIndex 1) is pinned at y 55, over the cells of the rows under it: its
        // label row shows the header's two edges and nothing of the cells' middle edge.
        let labelRow = drawing.first { $0.contains("hdr") } ?? ""
        #expect(labelRow.filter { $0 == "│" }.count == 2, "\(drawing)")
        #expect(drawing.contains("├─────────┴─────────┤"), "\(drawing)")
        // With zIndex -1 the cells are in front and cover the header whole.
        _ = h.ok("header.zIndex = -1")
        let under = h.ok("draw columns: 21")
        #expect(!under.joined().contains("hdr"), "\(under)")
        #expect(under.contains("│  main4  │  main5  │"), "\(under)")
    }
}
