import Testing

@testable import PlaygroundScript

@Suite struct ExportCommandTests {
    static func pinnedHeaderSession() -> Harness {
        var h = Harness()
        _ = h.ok("environment.containerSize = (width: 200, height: 300)")
        _ = h.ok(
            "let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))"
        )
        _ = h.ok(
            "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])"
        )
        _ = h.ok(
            "let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: \"header\", alignment: .top)"
        )
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
        #expect(
            h.ok("export svg \"p.svg\" view: viewport scale: 2") == [
                "exported svg (viewport, 200 x 300 pt, 19 elements) to p.svg"
            ])
        let svg = try #require(h.disk.contents("p.svg"))
        // The pinned header, under the safe area (59 pt) at the top of the viewport, drawn last (in front of the cells).
        let header =
            "<g class=\"lps-element lps-header lps-pinned\" data-kind=\"supplementary\" data-element-kind=\"header\" data-index-path=\"0,0\" data-x=\"8\" data-y=\"159\" data-width=\"184\" data-height=\"30\" data-z=\"1\" data-pinned=\"true\">"
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
        #expect(h.error("export png \"x.png\"").contains("unknown export format 'png'"))
        #expect(h.error("export svg").contains("a file path"))
        #expect(h.error("export svg \"x.svg\" scale: 100").contains("scale must be between 0.25 and 8, found 100"))
        #expect(h.error("export svg \"x.svg\" view: sideways").contains("unknown view 'sideways'"))
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
        #expect(
            error.contains(
                "the layout has \(Limits.pictureElements + 1) items, too many to draw whole; the limit is \(Limits.pictureElements)"
            ), "\(error)")
        #expect(error.contains("view: viewport"))
        #expect(h.ok("export svg \"big.svg\" view: viewport").first?.hasPrefix("exported svg (viewport") == true)
    }
}

@Suite struct AnimatedApplyTests {
    static func session() -> Harness {
        var h = Harness()
        _ = h.ok(
            "let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))"
        )
        _ = h.ok(
            "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])"
        )
        _ = h.ok("layout = CompositionalLayout(section: LayoutSection(group: row))")
        _ = h.ok("var snapshot = Snapshot()")
        _ = h.ok("snapshot.appendSections([photos])")
        _ = h.ok("snapshot.appendItems([p1...p6], toSection: photos)")
        _ = h.ok("dataSource.apply(snapshot)")
        return h
    }

    /// The `<g>` elements carrying `attribute` in `html`, as their start tags.
    static func tags(_ html: String, _ marker: String) -> [String] {
        html.components(separatedBy: "<g ").dropFirst().filter { $0.contains(marker) }.map {
            String($0.prefix { $0 != ">" })
        }
    }

    @Test func thePageShowsTheBatchAnimatedAndBothLayouts() throws {
        var h = Self.session()
        let before = h.ok("frames --json").joined()
        _ = h.ok("var next = dataSource.snapshot()")
        _ = h.ok("next.deleteItems([p2])")
        _ = h.ok("next.insertItems([p7], afterItem: p4)")
        _ = h.ok("next.moveItem(p6, beforeItem: p1)")
        _ = h.ok("next.reloadItems([p3])")
        _ = h.ok("next.reconfigureItems([p5])")
        _ = h.ok("dataSource.apply(next)")
        let after = h.ok("frames --json").joined()
        #expect(
            h.ok("export html \"a.html\" animate: true") == [
                "exported html animating the last apply (content, 393 x 852 pt, 6 elements) to a.html"
            ])
        let html = try #require(h.disk.contents("a.html"))
        #expect(html.hasPrefix("<!-- written by lps (html): export html animate -->\n<!DOCTYPE html>"))
        // The stage: one element per item of either layout, each with its change and frames.
        let stage = Self.tags(html, "class=\"lps-anim")
        #expect(stage.count == 7)
        func change(_ id: String) -> String? {
            stage.first { $0.contains("data-key=\"cell \(id)\"") }.flatMap {
                $0.components(separatedBy: "data-change=\"").last?.split(separator: "\"").first.map(String.init)
            }
        }
        #expect(change("p2") == "delete")
        #expect(change("p7") == "insert")
        #expect(change("p6") == "move")
        #expect(change("p3") == "reload")
        #expect(change("p5") == "reconfigure")
        #expect(change("p1") == "shift")
        // A deleted cell has only a before frame, an inserted one only an after frame (and starts hidden).
        let p2 = try #require(stage.first { $0.contains("data-key=\"cell p2\"") })
        #expect(p2.contains("data-from=\"196.333 0 196.333 80\"") && !p2.contains("data-to="))
        let p7 = try #require(stage.first { $0.contains("data-key=\"cell p7\"") })
        #expect(!p7.contains("data-from=") && p7.contains("style=\"opacity: 0\""))
        // The batch is listed as 'batch' prints it, and the steps are there.
        #expect(
            html.contains("performBatchUpdates (animated): 1 delete, 1 insert, 1 move; then 1 reload, 1 reconfigure"))
        for id in ["lps-before", "lps-step", "lps-play", "lps-after"] {
            #expect(html.contains("<button id=\"\(id)\">"))
        }
        // Both layouts drawn: their elements are the frames before and after the apply.
        func rows(_ json: String) -> Int { json.components(separatedBy: "\"kind\"").count - 1 }
        let beforeFigure = try #require(
            html.components(separatedBy: "<figure id=\"lps-picture-before\">").last?.components(
                separatedBy: "</figure>"
            ).first)
        let afterFigure = try #require(
            html.components(separatedBy: "<figure id=\"lps-picture-after\">").last?.components(separatedBy: "</figure>")
                .first)
        #expect(Self.tags(beforeFigure, "data-kind=").count == rows(before))
        #expect(Self.tags(afterFigure, "data-kind=").count == rows(after))
        // The picture's data attributes are exact, as in JSON: 196.5 snapped at 3x.
        #expect(
            beforeFigure.contains(
                "data-id=\"p2\" data-index-path=\"0,1\" data-x=\"196.33333333333334\" data-y=\"0\""))
        #expect(afterFigure.contains("data-id=\"p6\" data-index-path=\"0,0\" data-x=\"0\" data-y=\"0\""))
        // Same session, same bytes.
        _ = h.ok("export html \"b.html\" animate: true")
        #expect(h.disk.contents("b.html") == html)
    }

    @Test func withoutAnApplyOrAsSVGItIsAnError() {
        var h = Harness()
        _ = h.ok(
            "let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)))"
        )
        _ = h.ok(
            "layout = CompositionalLayout(section: LayoutSection(group: LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])))"
        )
        #expect(
            h.error("export html \"a.html\" animate: true").contains(
                "no snapshot has been applied yet: there is no apply to animate"))
        var s = Self.session()
        let svg = s.error("export svg \"a.svg\" animate: true")
        #expect(svg.contains("animate: true needs html (an SVG file is one still picture)"), "\(svg)")
        #expect(svg.contains("help: export html \"a.html\" animate: true"))
        #expect(h.disk.writes.isEmpty && s.disk.writes.isEmpty)
    }
}
