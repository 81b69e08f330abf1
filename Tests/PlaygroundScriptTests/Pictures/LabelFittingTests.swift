import Foundation
import PlaygroundCore
import Testing

@testable import PlaygroundScript

/// Labels in the pictures stay inside their element and clear of their section's label: shortened
/// with an ellipsis (the whole label kept as a tooltip), or moved below the section's label.
@Suite struct LabelFittingTests {
    @Test func widthsAreTheFontsAdvancesSummed() {
        // A 667, p 556, p 556, I 278 at 10 pt.
        #expect(LabelFitting.width("AppI", fontSize: 10) == 20.57)
        #expect(LabelFitting.width("", fontSize: 11) == 0)
        // Wide characters take a full em, combining marks nothing.
        #expect(LabelFitting.width("한글", fontSize: 10) == 20)
        #expect(LabelFitting.width("e\u{301}", fontSize: 10) == LabelFitting.width("e", fontSize: 10))
    }

    @Test func aLabelThatFitsIsUnchangedAndOneThatDoesNotEndsInAnEllipsis() throws {
        #expect(LabelFitting.fitted("abc", width: 100, fontSize: 11) == "abc")
        let long = String(repeating: "m", count: 40)  // 40 × 833 / 1000 × 10 = 333.2 pt
        let short = try #require(LabelFitting.fitted(long, width: 100, fontSize: 10))
        #expect(short.hasSuffix("…"))
        #expect(LabelFitting.width(short, fontSize: 10) <= 100)
        // The longest prefix: one more character would not fit.
        let kept = short.dropLast().count
        #expect(LabelFitting.width(String(repeating: "m", count: kept + 1) + "…", fontSize: 10) > 100)
        // Not even the ellipsis (10 pt at 10 pt) fits in 9.
        #expect(LabelFitting.fitted(long, width: 9, fontSize: 10) == nil)
        #expect(LabelFitting.fitted(long, width: 10, fontSize: 10) == "…")
    }

    @Test func anElementsLabelKeepsItsIndexPath() throws {
        let label = try #require(
            LabelFitting.fittedLabel(
                identifier: "\"a very long identifier indeed\"", suffix: " [12, 345]", width: 90, fontSize: 11))
        #expect(label.hasSuffix("… [12, 345]"), "\(label)")
        #expect(LabelFitting.width(label, fontSize: 11) <= 90)
        // Too narrow for the index path with a few characters: the whole label is shortened.
        let narrow = try #require(
            LabelFitting.fittedLabel(identifier: "\"identifier\"", suffix: " [12, 345]", width: 40, fontSize: 11))
        #expect(narrow.hasPrefix("\"id") && narrow.hasSuffix("…"), "\(narrow)")
    }

    static func session(cellHeight: Int) -> Harness {
        var h = Harness()
        _ = h.ok("environment.containerSize = (width: 300, height: 400)")
        _ = h.ok(
            "let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(\(cellHeight))))"
        )
        _ = h.ok(
            "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(cellHeight))), subitems: [item])"
        )
        _ = h.ok("layout = CompositionalLayout(section: LayoutSection(group: row))")
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([\"the-section-with-a-long-name\"])")
        _ = h.ok(
            "s.appendItems([\"left\", \"right-item-with-a-name-far-too-long-for-its-cell\"], toSection: \"the-section-with-a-long-name\")"
        )
        _ = h.ok("dataSource.apply(s)")
        return h
    }

    /// The `<g>` of the element with `id`, and its `<text>` and `<title>`.
    static func element(_ svg: String, id: String) -> (text: String?, title: String?, y: Double?) {
        guard
            let line = svg.split(separator: "\n").first(where: {
                $0.contains("data-id=\"\(id)\"") && $0.contains("lps-element")
            })
        else {
            return (nil, nil, nil)
        }
        func between(_ open: String, _ close: String) -> String? {
            guard let a = line.range(of: open), let b = line.range(of: close, range: a.upperBound..<line.endIndex)
            else { return nil }
            return String(line[a.upperBound..<b.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        }
        let text =
            between("font-size=\"11\">", "</text>")
            ?? between("\">", "</text>").map { String($0.split(separator: ">").last ?? "") }
        let y = between("<text x=\"", "\" font-size").flatMap { Double($0.components(separatedBy: "y=\"").last ?? "") }
        return (text, between("<title>", "</title>"), y)
    }

    @Test func aLongLabelIsShortenedToItsCellAndMovedBelowTheSectionsLabel() throws {
        var h = Self.session(cellHeight: 60)
        _ = h.ok("export svg \"p.svg\"")
        let svg = try #require(h.disk.contents("p.svg"))
        let left = Self.element(svg, id: "left")
        #expect(left.text == "left [0, 0]")
        #expect(left.title == nil)
        #expect(left.y == 13)
        let right = Self.element(svg, id: "right-item-with-a-name-far-too-long-for-its-cell")
        let text = try #require(right.text)
        #expect(text.hasSuffix("… [0, 1]"), "\(text)")
        #expect(LabelFitting.width(text, fontSize: 11) <= 150 - 5)
        #expect(right.title == "\"right-item-with-a-name-far-too-long-for-its-cell\" [0, 1]")
        // The section's label (right-aligned at the section's top) covers the right cell's first
        // line, so the cell's label goes below it.
        let y = try #require(right.y)
        #expect(y > 13 && y < 60)
        #expect(svg.contains(">section 0 &quot;the-section-with-a-long-name&quot;</text>"))
    }

    @Test func inAShortCellTheLabelEndsBeforeTheSectionsLabel() throws {
        var h = Self.session(cellHeight: 20)
        _ = h.ok("export svg \"p.svg\"")
        let svg = try #require(h.disk.contents("p.svg"))
        let right = Self.element(svg, id: "right-item-with-a-name-far-too-long-for-its-cell")
        let first = try #require(try Self.picture(&h).sections.first)
        let section = try #require(PictureRenderer.sectionLabel(first).text)
        let sectionStart = 300 - 2 - LabelFitting.width(section, fontSize: PictureRenderer.sectionLabelFontSize)
        // No room below: the text (from x = 153) is shortened to end before the section's label, or left out.
        if let text = right.text {
            #expect(153 + LabelFitting.width(text, fontSize: 11) <= sectionStart, "\(text)")
        }
        #expect(right.title == "\"right-item-with-a-name-far-too-long-for-its-cell\" [0, 1]")
    }

    @Test func theAnimatedPageShortensLabelsToTheNarrowerFrame() throws {
        var h = Self.session(cellHeight: 60)
        _ = h.ok("s.moveItem(\"right-item-with-a-name-far-too-long-for-its-cell\", beforeItem: \"left\")")
        _ = h.ok("dataSource.apply(s)")
        _ = h.ok("export html \"a.html\" animate: true")
        let html = try #require(h.disk.contents("a.html"))
        let stage = try #require(html.components(separatedBy: "<svg id=\"lps-stage\"").last)
        let mover = try #require(stage.split(separator: "\n").first { $0.contains("data-key=\"cell right-item") })
        #expect(
            mover.contains("<title>&quot;right-item-with-a-name-far-too-long-for-its-cell&quot;</title>"), "\(mover)")
        let drawn = try #require(
            mover.components(separatedBy: "font-size=\"11\">").last?.components(separatedBy: "</text>").first)
        let text = drawn.replacingOccurrences(of: "&quot;", with: "\"")
        #expect(text.hasSuffix("…"))
        #expect(LabelFitting.width(text, fontSize: 11) <= 150 - 5)
        let still = try #require(stage.split(separator: "\n").first { $0.contains("data-key=\"cell left\"") })
        #expect(!still.contains("<title>") && still.contains(">left</text>"))
    }

    static func picture(_ h: inout Harness) throws -> Picture {
        try Picture.make(h.playground.session, view: .content)
    }

    /// Every picture of every script: each element's label fits its element and keeps clear of
    /// its section's label (by the same widths the renderer uses; the browser test checks the
    /// drawn glyphs).
    @Test(arguments: PictureScriptTests.scripts)
    func everyScriptsLabelsStayInsideTheirElements(_ name: String) throws {
        let url = PictureScriptTests.root.appendingPathComponent(name)
        var playground = Playground(options: PlaygroundOptions(color: false))
        let reader: FileReader = { path in try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) }
        _ = playground.run(
            script: try String(contentsOf: url, encoding: .utf8), file: url.path, keepGoing: true, reader: reader)
        let picture: Picture
        do {
            picture = try Picture.make(playground.session, view: .content)
        } catch {
            // No layout to draw (a script that ends without one): 'frames' fails too.
            let frames = playground.execute(
                line: "frames", at: SourceLocation(file: "labels.lps", line: 1),
                reader: reader, writer: MemoryDisk().writer)
            let failed = frames.contains { if case .diagnostic(_, .error) = $0 { true } else { false } }
            #expect(failed, "\(name): no picture (\(error)), but frames works")
            return
        }
        var boxes: [Int: Rect] = [:]
        for s in picture.sections {
            let label = PictureRenderer.sectionLabel(s)
            if let text = label.text {
                #expect(
                    LabelFitting.width(text, fontSize: PictureRenderer.sectionLabelFontSize) <= s.summary.frame.width
                        - 4 + 1e-9)
                boxes[s.summary.index] = label.box
            }
        }
        for e in picture.elements where e.frame.width > 0 && e.frame.height > 0 {
            let fontSize = min(11, max(3, min(e.frame.height * 0.45, e.frame.width / 5)))
            guard let label = PictureRenderer.elementLabel(e, fontSize: fontSize, avoiding: boxes[e.indexPath.section])
            else { continue }
            let right = label.x + LabelFitting.width(label.text, fontSize: fontSize)
            #expect(right <= e.frame.maxX - 2 + 1e-9, "\(name): \(label.text) runs out of \(e.frame)")
            if let box = boxes[e.indexPath.section] {
                let top = label.y - fontSize * 0.75
                let bottom = label.y + fontSize * 0.22
                let clear = bottom <= box.minY || top >= box.maxY || right <= box.minX || label.x >= box.maxX
                #expect(clear, "\(name): \(label.text) at \(label.x), \(label.y) runs under its section's label \(box)")
            }
        }
    }
}
