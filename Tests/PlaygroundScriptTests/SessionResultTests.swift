import Testing

@testable import PlaygroundScript

/// `help` and `list` return their results as values (`CommandResult`).
@Suite struct SessionResultTests {
    @Test func helpListsItsEntries() {
        var h = Harness()
        let overview = HelpOverview(h.playground.registry)
        let layout = overview.areas.first { $0.name == "Layout" }
        #expect(layout?.commands.contains { $0.name == "visible" } == true)
        #expect(layout?.globals.map(\.name) == ["layout", "environment"])
        #expect(h.ok("help") == overview.lines)
        _ = h.ok("set output json")
        // In JSON mode a statement's results are its result values.
        let json = DataSourceApplyTests.result(h.ok("help").joined())
        #expect(json == overview.json.serialized())
        #expect(json.hasPrefix(#"{"areas":[{"name":""#))
        #expect(json.contains(#"{"name":"visible","summary":"#))
        let page = DataSourceApplyTests.result(h.ok("help visible").joined())
        #expect(
            page
                == HelpPage(topic: "visible", lines: HelpText.topic("visible", h.playground.registry) ?? []).json
                .serialized())
        #expect(page.hasPrefix(#"{"topic":"visible","lines":["usage: visible [--json]","#))
    }

    @Test func listIsTheNamesWithTheirTypes() {
        var h = Harness()
        _ = h.ok("let a = 1")
        let text = h.ok("list")
        #expect(text.contains { $0.hasPrefix("a ") && $0.hasSuffix("defined") })
        let result = ListResult(names: [
            ListResult.Name(name: "a", type: "Int", builtIn: false),
            ListResult.Name(name: "layout", type: "UICollectionViewCompositionalLayout", builtIn: true),
        ])
        #expect(
            result.lines == [
                "a       Int                                  defined",
                "layout  UICollectionViewCompositionalLayout  built in",
            ])
        #expect(
            result.json.serialized()
                == #"[{"name":"a","type":"Int","builtIn":false},{"name":"layout","type":"UICollectionViewCompositionalLayout","builtIn":true}]"#
        )
    }

    @Test func notesAreTheirMessagesHelpAndCause() {
        let records = [
            NoteRecord(text: "note: first\n  = help: do this", file: "a.lps", line: 3, source: "frames"),
            NoteRecord(text: "note: second", file: "a.lps", line: 9, source: "visible"),
        ]
        let result = NotesResult(records)
        #expect(result.notes.map(\.message) == ["first", "second"])
        #expect(result.notes.map(\.help) == ["do this", nil])
        #expect(
            result.lines == [
                "1. a.lps:3: frames", "   note: first", "     = help: do this", "2. a.lps:9: visible",
                "   note: second",
            ])
        #expect(
            result.json.serialized()
                == #"[{"kind":"note","message":"first","help":"do this","file":"a.lps","line":3,"source":"frames"},"#
                + #"{"kind":"note","message":"second","help":null,"file":"a.lps","line":9,"source":"visible"}]"#)
        // The parts are what the renderer wrote.
        let rendered = DiagnosticRenderer.render(Remark(.note, "a pitfall", help: "the fix"), color: false)
        #expect(DiagnosticRenderer.remarkParts(rendered, severity: .note) == ("a pitfall", "the fix"))
        #expect(NotesResult([]).lines == ["no notes yet"])
        #expect(NotesResult([]).json.serialized() == "[]")
    }
}
