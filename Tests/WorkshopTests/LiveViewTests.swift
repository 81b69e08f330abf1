import PlaygroundScript
import Testing

/// The live page (`serve`) as a projector shows it: the picture fitted with a zoom control, and the
/// statement just run with its output.
@Suite struct LiveViewTests {
    @Test func aStatementShowsItsLinesAndItsOutputWithoutColour() {
        let shown = LiveView.statement(
            "let a = 1\nlet b = a + 1",
            outputs: [.text("2"), .diagnostic("\u{1B}[1;33mnote:\u{1B}[0m an inert call", severity: .note)])
        #expect(shown == "lps> let a = 1\n...> let b = a + 1\n2\nnote: an inert call")
    }

    @Test func aLongOutputIsCutWithASayingLine() {
        let outputs = (1...10).map { Output.text("row \($0)") }
        let shown = LiveView.statement("frames", outputs: outputs, limit: 3)
        #expect(
            shown.split(separator: "\n").map(String.init) == [
                "lps> frames", "row 1", "row 2", "row 3", "... (more lines: the terminal shows them all)",
            ])
    }

    @Test func thePageFitsThePictureAndEscapesTheStatement() {
        let page = LiveView.page(("<svg></svg>", "a caption"), version: 3, statement: "lps> let s = \"<b>\"")
        #expect(page.contains("id=\"lps-picture\" class=\"lps-fit\" data-version=\"3\""))
        #expect(page.contains("data-zoom=\"fit\""))
        #expect(page.contains("<pre id=\"lps-statement\">lps&gt; let s = &quot;&lt;b&gt;&quot;</pre>"))
        #expect(page.contains("events.addEventListener(\"statement\""))
    }
}
