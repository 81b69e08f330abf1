import PlaygroundCore
import Testing

@testable import PlaygroundScript

/// The layout commands return their result as a value (`CommandResult`); the text and the
/// `--json` a command prints are that value's two renderings.
@Suite struct LayoutResultTests {
    /// `FrameElement` rows print what the streamed `frames` table prints for the same elements,
    /// text and JSON byte for byte: pinned headers, badges, decorations, outline levels, quoted
    /// identifiers, and the `shown` column of a visible-items handler's transforms.
    @Test func frameElementsPrintWhatTheFramesTablePrints() throws {
        var carousel = Harness()
        _ = carousel.ok(VisibleItemsHandlerTests.carousel)
        _ = carousel.ok("dataSource.apply(snapshot)")
        for var h in [FramesStreamTests.harness(), carousel] {
            let resolved = try LayoutQueries.resolve(h.playground.session)
            for attributes in [resolved.layout.allAttributes(), resolved.layout.visibleAttributes()] {
                var identifiers = CellIdentifiers(resolved.sections)
                let elements = attributes.map { FrameElement($0, identifier: identifiers($0)) }
                #expect(!elements.isEmpty)
                let text = FramesTable(.list(attributes), sections: resolved.sections, json: false).lines
                #expect(FrameElement.table(elements) == text)
                let json = FramesTable(.list(attributes), sections: resolved.sections, json: true).lines
                #expect([JSONValueEncoder.encode(elements).serialized()] == json)
            }
            _ = h.ok("frames")
        }
        let shown = try LayoutQueries.resolve(carousel.playground.session).layout.visibleAttributes()
        #expect(shown.contains { !$0.transform.isIdentity })
        let outline = try LayoutQueries.resolve(FramesStreamTests.harness().playground.session).layout
        #expect(outline.allAttributes().contains { $0.level > 0 && $0.indentation > 0 })
    }

    @Test func visibleIsTheViewportAndItsElements() throws {
        var h = FramesStreamTests.harness()
        let resolved = try LayoutQueries.resolve(h.playground.session)
        let result = VisibleResult(resolved, noSections: LayoutQueries.noSections(h.playground.session))
        #expect(result.offset == PointResult(x: 0, y: 70))
        #expect(result.viewport == SizeResult(resolved.layout.visibleRect.size))
        #expect(result.elements.count == resolved.layout.visibleAttributes().count)
        #expect(result.elements.contains { $0.pinned && $0.elementKind == "header-kind" })
        #expect(result.noSections == nil)
        let text = h.ok("visible")
        #expect(text == result.lines)
        #expect(
            text.first
                == "viewport: x 0, y 70, \(Format.number(result.viewport.width)) x \(Format.number(result.viewport.height))"
        )
        #expect(h.ok("visible --json") == [result.json.serialized()])
        // The JSON is the elements alone, as frames --json gives them.
        guard case .array(let items) = result.json else {
            Issue.record("visible --json is not an array")
            return
        }
        #expect(items.count == result.elements.count)

        // No data: the viewport, and why nothing is in it.
        var empty = Harness()
        _ = empty.ok("layout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))")
        let none = VisibleResult(
            try LayoutQueries.resolve(empty.playground.session),
            noSections: LayoutQueries.noSections(empty.playground.session))
        #expect(none.elements.isEmpty && none.noSections != nil)
        #expect(none.lines.last == "no elements: the data source has no sections yet (apply a snapshot first)")
        #expect(empty.ok("visible") == none.lines)
        #expect(empty.ok("visible --json") == ["[]"])
    }

    @Test func frameElementJSONCarriesTheOutlineIndentation() throws {
        let h = FramesStreamTests.harness()
        let resolved = try LayoutQueries.resolve(h.playground.session)
        let nested = try #require(resolved.layout.allAttributes().first { $0.level == 2 })
        let element = FrameElement(nested, identifier: "mockups")
        #expect(element.level == 2)
        #expect(element.indentation == nested.indentation)
        let json = JSONValueEncoder.encode(element).serialized()
        #expect(json.hasSuffix(#","level":2,"indentation":\#(Format.exactNumber(nested.indentation))}"#), "\(json)")
        // A top-level row has neither.
        let top = try #require(resolved.layout.allAttributes().first { $0.level == 0 })
        #expect(!JSONValueEncoder.encode(FrameElement(top, identifier: nil)).serialized().contains("level"))
    }

    @Test func contentSizeAndSectionsAreTheirValues() throws {
        var h = FramesStreamTests.harness()
        let resolved = try LayoutQueries.resolve(h.playground.session)
        let size = ContentSizeResult(resolved.layout.contentSize)
        #expect(size.width == resolved.layout.contentSize.width && size.height > 0)
        #expect(h.ok("contentSize") == size.lines)
        #expect(
            h.ok("contentSize --json") == [
                #"{"width":\#(Format.exactNumber(size.width)),"height":\#(Format.exactNumber(size.height))}"#
            ])

        let sections = SectionsResult(resolved)
        #expect(sections.sections.map(\.identifier) == ["main", "outline"])
        #expect(sections.sections.map(\.itemCount) == [13, 6])
        #expect(h.ok("sections") == sections.lines)
        #expect(h.ok("sections --json") == [sections.json.serialized()])
        #expect(sections.json.serialized().hasPrefix(#"[{"index":0,"identifier":"main","frame":{"x":0,"#))
    }

    @Test func anOrthogonalSectionsJSONHasItsStripOffset() {
        var h = Harness()
        _ = h.ok(VisibleItemsHandlerTests.carousel)
        _ = h.ok("dataSource.apply(snapshot)")
        _ = h.ok("scroll section: 0 to: 300")
        let text = h.ok("sections")
        #expect(text.last?.hasSuffix("offset 300") == true, "\(text)")
        let json = h.ok("sections --json").joined()
        #expect(json.contains(#","orthogonalContentLength":1200,"orthogonalOffset":300}"#), "\(json)")
    }

    @Test func theEnvironmentPrintsFromOneValue() throws {
        var h = Harness()
        _ = h.ok("environment.contentOffset = (x: 0, y: 12)")
        let object = try #require(h.playground.session.object("environment", as: EnvironmentObject.self))
        let result = EnvironmentResult(object)
        #expect(result.contentOffset == PointResult(x: 0, y: 12))
        #expect(result.device == object.device && result.readableContentWidth == nil)
        #expect(object.describe() == result.lines)
        let json = object.json().serialized()
        #expect(json.hasPrefix(#"{"device":"#))
        #expect(json.contains(#""readableContentWidth":null,"#))
        #expect(json.contains(#""contentOffset":{"x":0,"y":12},"profile":""#))
        #expect(
            EdgeInsetsObject(value: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).json().serialized()
                == #"{"top":1,"left":2,"bottom":3,"right":4}"#)
    }
}
