import Testing
@testable import PlaygroundScript

@Suite struct ExportCommandTests {
    static func pinnedHeaderSession() -> Harness {
        var h = Harness()
        _ = h.ok("environment.containerSize = (width: 200, height: 300)")
        _ = h.ok("let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))")
        _ = h.ok("let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])")
        _ = h.ok("let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: \"header\", alignment: .top)")
        _ = h.ok("header.pinToVisibleBounds = true")
        _ = h.ok("let s = LayoutSection(group: row)")
        _ = h.ok("s.contentInsets = .init(top: 4, leading: 8, bottom: 4, trailing: 8)")
        _ = h.ok("s.boundarySupplementaryItems = [header]")
        _ = h.ok("layout = CompositionalLayout(section: s)")
        h.data([("main", 20)])
        return h
    }

    @Test func thePictureShowsPinnedHeadersInsetsGroupsAndTheViewport() throws {
        var h = Self.pinnedHeaderSession()
        _ = h.ok("scroll to: 100")
        #expect(h.ok("export svg \"p.svg\" view: viewport scale: 2") == ["exported svg (viewport, 200 x 300 pt, 19 elements) to p.svg"])
        let svg = try #require(h.disk.contents("p.svg"))
        // The pinned header, under the safe area (59 pt) at the top of the viewport, drawn last (in front of the cells).
        let header = "<g class=\"lps-element lps-header lps-pinned\" data-kind=\"supplementary\" data-element-kind=\"header\" data-index-path=\"0,0\" data-x=\"8\" data-y=\"159\" data-width=\"184\" data-height=\"30\" data-z=\"1\" data-pinned=\"true\">"
        #expect(svg.contains(header))
        let lastElement = svg.components(separatedBy: "<g class=\"lps-element").last ?? ""
        #expect(lastElement.contains("data-pinned=\"true\""))
        // Insets hatched, a group outline per row, the viewport and its scale.
        #expect(svg.contains("data-insets=\"4 8 4 8\""))
        #expect(svg.contains("<path class=\"lps-insets\""))
        #expect(svg.contains("class=\"lps-group\" data-section=\"0\""))
        #expect(svg.contains("<rect x=\"0\" y=\"100\" width=\"200\" height=\"300\" class=\"lps-viewport\""))
        #expect(svg.contains("data-scale=\"2\""))
        #expect(svg.contains("width=\"464\" height=\"692\""), "\(svg.prefix(400))")
    }

    @Test func badArgumentsAreLocatedErrorsAndWriteNothing() {
        var h = Self.pinnedHeaderSession()
        #expect(h.error("export png \"x.png\"").contains("unknown export format '.png'"))
        #expect(h.error("export svg").contains("a file path"))
        #expect(h.error("export svg \"x.svg\" scale: 100").contains("scale must be between 0.25 and 8, found 100"))
        #expect(h.error("export svg \"x.svg\" view: sideways").contains("unknown view '.sideways'"))
        #expect(h.error("export svg \"x.svg\" colour: red").contains("colour"))
        #expect(h.disk.writes.isEmpty)
    }

    @Test func aFailedWriteIsTheCommandsError() {
        var h = Self.pinnedHeaderSession()
        h.disk.fail("full.svg")
        let error = h.error("export svg \"full.svg\"")
        #expect(error.contains("error: cannot export to 'full.svg': no space left on device"), "\(error)")
        #expect(!h.run("frames").out.isEmpty)
    }

    @Test func aLayoutTooLargeToDrawWholeAsksForTheViewport() {
        var h = Self.pinnedHeaderSession()
        h.data([("main", Limits.pictureElements + 1)])
        let error = h.error("export svg \"big.svg\"")
        #expect(error.contains("the layout has \(Limits.pictureElements + 1) items, too many to draw whole; the limit is \(Limits.pictureElements)"), "\(error)")
        #expect(error.contains("view: viewport"))
        #expect(h.ok("export svg \"big.svg\" view: viewport").first?.hasPrefix("exported svg (viewport") == true)
    }
}
