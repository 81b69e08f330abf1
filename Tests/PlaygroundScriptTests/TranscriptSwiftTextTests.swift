import Testing

@testable import PlaygroundScript

/// Expectation lines (`#>`, `#!`) are recognised where the script's parser sees a line of its own:
/// a line of that shape inside a multi-line string literal or a `/* */` comment is Swift text, kept
/// by `--update` and run by `lps run`; a first-line shebang is kept. `--update` keeps each line's
/// line break (CRLF) and a byte-order mark.
@Suite struct TranscriptSwiftTextTests {
    static let stringScript = """
        let banner = \"\"\"
        #> not an expectation
          #! error: nor this
        \"\"\"
        print(banner)

        """

    @Test func expectationShapedLinesInAMultiLineStringAreSwiftText() {
        let r = TranscriptCheck.check(text: Self.stringScript, file: "t.lps", reader: reader([:]))
        #expect(!r.passed)
        // Only the printed lines are added; the literal's lines stay where they are.
        let updated = """
            let banner = \"\"\"
            #> not an expectation
              #! error: nor this
            \"\"\"
            print(banner)
            #> #> not an expectation
            #>   #! error: nor this

            """
        #expect(r.updatedText == updated)
        #expect(
            r.diff == """
                --- t.lps (expected)
                +++ t.lps (actual)
                @@ -3,3 +3,5 @@
                   #! error: nor this
                 \"\"\"
                 print(banner)
                +#> #> not an expectation
                +#>   #! error: nor this
                """)
        #expect(TranscriptCheck.check(text: updated, file: "t.lps", reader: reader([:])).passed)
    }

    @Test func runRunsTheLiteralWithItsExpectationShapedLines() {
        var p = Playground()
        let r = p.run(
            script: Self.stringScript + "print(\"after\")\n", file: "t.lps", keepGoing: false, reader: reader([:]))
        #expect(!r.failed, "\(r.outputs)")
        #expect(r.outputs == [.text("#> not an expectation"), .text("  #! error: nor this"), .text("after")])
    }

    @Test func expectationShapedLinesInABlockCommentAreKept() {
        let text = """
            /* a comment
            #> inside a comment
            /* nested */
            #! error: still inside
            */
            print("after")
            #> before

            """
        var p = Playground()
        let run = p.run(script: text, file: "t.lps", keepGoing: false, reader: reader([:]))
        #expect(!run.failed, "\(run.outputs)")
        let r = TranscriptCheck.check(text: text, file: "t.lps", reader: reader([:]))
        #expect(!r.passed)
        #expect(r.updatedText == text.replacingOccurrences("#> before", "#> after"))
    }

    @Test func aFirstLineShebangIsKeptAndNotExpected() {
        let text = "#!/usr/bin/env lps\nprint(\"hi\")\n#> hi\n"
        #expect(TranscriptCheck.check(text: text, file: "t.lps", reader: reader([:])).passed)
        let r = TranscriptCheck.check(text: "#!/usr/bin/env lps\nprint(\"hi\")\n", file: "t.lps", reader: reader([:]))
        #expect(r.updatedText == text)
        // An expected diagnostic on the first line (a space after '#!') is still an expectation, and a
        // '#!' line further down is never a shebang.
        #expect(
            !TranscriptCheck.check(text: "#! error: x\nprint(\"hi\")\n#> hi\n", file: "t.lps", reader: reader([:]))
                .passed)
        let later = TranscriptCheck.check(
            text: "print(\"hi\")\n#> hi\n#!/usr/bin/env lps\n", file: "t.lps", reader: reader([:]))
        #expect(later.updatedText == "print(\"hi\")\n#> hi\n")
    }

    @Test func afterQuitTheLiteralsLinesAreKept() {
        let text = "quit\nlet s = \"\"\"\n#> kept\n\"\"\"\n#> dropped\n"
        let r = TranscriptCheck.check(text: text, file: "t.lps", reader: reader([:]))
        #expect(!r.passed)
        #expect(r.updatedText == "quit\nlet s = \"\"\"\n#> kept\n\"\"\"\n")
    }

    @Test func stepModeShowsTheLiteralWhole() {
        var p = Playground()
        var steps: [ScriptStep] = []
        _ = p.run(
            script: "#!/usr/bin/env lps\n" + Self.stringScript + "#> #> not an expectation\n# done\n", file: "t.lps",
            keepGoing: false,
            reader: reader([:]),
            before: {
                steps.append($0)
                return .run
            }, after: { _ in })
        #expect(
            steps == [
                ScriptStep(
                    line: 2, lines: ["let banner = \"\"\"", "#> not an expectation", "  #! error: nor this", "\"\"\""],
                    isComment: false),
                ScriptStep(line: 6, lines: ["print(banner)"], isComment: false),
                ScriptStep(line: 8, lines: ["# done"], isComment: true),
            ])
    }

    @Test func theUnitsAreTheParsersView() {
        let lines = "let s = \"\"\"\n#> a\n\"\"\"\n#> b\n/*\n#> c\n*/\n#> d".sourceLines
        let units = Playground().units(lines)
        #expect(units.map { [$0.firstLine, $0.lineCount] } == [[0, 3], [3, 1], [4, 3], [7, 1]])
        #expect(units.map { TranscriptCheck.isExpectation(unit: $0, in: lines) } == [false, true, false, true])
    }

    /// A literal or comment still open at the end of the file is no literal to the parser: the
    /// lines of that shape after its opening are expectations, so `--update` writes the error under
    /// the statement and one update is a fixpoint (it grew the file on every update before).
    @Test func anUnterminatedCommentGetsItsErrorAsExpectation() {
        let r = TranscriptCheck.check(text: "print(1)\n/* open\n#> a\n", file: "t.lps", reader: reader([:]))
        #expect(
            r.updatedText == """
                print(1)
                #> 1
                /* open
                #! error: unterminated '/*' comment
                #!  --> t.lps:3:1
                #!   |
                #! 3 | /* open
                #!   | ^

                """)
        #expect(TranscriptCheck.check(text: r.updatedText, file: "t.lps", reader: reader([:])).passed)
    }

    @Test(arguments: [
        "let s = \"\"\"\n#> a\n", "let s = \"\"\"\n#> kept\n\"\"\"\nprint(s)\nlet t = \"\"\"\n#> b\n",
        "/* a\n#> b\n*/\n/* c\n#! d\n", "let s = \"\"\"\n#> a",
    ])
    func anUpdateOfAnUnterminatedLiteralIsAFixpoint(_ script: String) {
        let first = TranscriptCheck.check(text: script, file: "t.lps", reader: reader([:]))
        let second = TranscriptCheck.check(text: first.updatedText, file: "t.lps", reader: reader([:]))
        #expect(second.passed, "\(first.updatedText)")
        // A literal that is closed keeps its lines.
        if script.contains("#> kept") {
            #expect(first.updatedText.hasPrefix("let s = \"\"\"\n#> kept\n\"\"\"\nprint(s)\n#> #> kept\n"))
        }
        if script.hasPrefix("/* a") {
            #expect(first.updatedText.hasPrefix("/* a\n#> b\n*/\n/* c\n#! error: unterminated"))
        }
    }

    /// Each opening that never closes is scanned to the end of the file before its statement is cut
    /// at its first expectation-shaped line, and the lines after are split again: a script of many
    /// (`/*` and `#> x`, repeated) was quadratic (40,000 lines: over 120 s). The splitter's budget of
    /// lines scanned again bounds it; once spent, such a line ends an unfinished statement at once.
    @Test func rescanningPastOpeningsThatNeverCloseIsBounded() {
        let count = 3_000
        let lines = String(repeating: "/*\n#> x\n", count: count).sourceLines
        var splitter = SourceUnits.Splitter(lines: lines)
        let budget = splitter.rescanBudget
        #expect(budget == lines.count + 4_096)
        var units: [SourceUnit] = []
        while let unit = splitter.next(
            isCommandLine: { _ in false }, isExpectation: { TranscriptCheck.isExpectation($0) })
        {
            units.append(unit)
        }
        #expect(units.count == 2 * count + 1)
        #expect(units.allSatisfy { $0.lineCount == 1 })
        #expect(units.prefix(4).map(\.kind) == [.swift, .comment, .swift, .comment])
        #expect(splitter.rescanBudget == 0)
        // A short script spends a little of it, once.
        var short = SourceUnits.Splitter(lines: "/*\n#> x\n#> y\n".sourceLines)
        while short.next(isCommandLine: { _ in false }, isExpectation: { TranscriptCheck.isExpectation($0) }) != nil {}
        #expect(short.rescanBudget == 4 + 4_096 - 3)
    }

    // MARK: the file's bytes

    @Test func crlfLineBreaksAreKept() {
        let r = TranscriptCheck.check(
            text: "print(\"a\")\r\n#> b\r\nprint(\"c\")\r\n", file: "t.lps", reader: reader([:]))
        #expect(r.updatedText == "print(\"a\")\r\n#> a\r\nprint(\"c\")\r\n#> c\r\n")
        #expect(TranscriptCheck.check(text: r.updatedText, file: "t.lps", reader: reader([:])).passed)
        // No final line break, and none added.
        let unterminated = TranscriptCheck.check(text: "print(\"a\")\r\n#> b", file: "t.lps", reader: reader([:]))
        #expect(unterminated.updatedText == "print(\"a\")\r\n#> a")
        let last = TranscriptCheck.check(text: "# x\r\nprint(\"a\")", file: "t.lps", reader: reader([:]))
        #expect(last.updatedText == "# x\r\nprint(\"a\")\r\n#> a")
        // A stray carriage return after the final line break stays too.
        let stray = TranscriptCheck.check(text: "print(\"a\")\n\r", file: "t.lps", reader: reader([:]))
        #expect(stray.updatedText == "print(\"a\")\n#> a\n\r")
    }

    @Test func aNewLineTakesTheBreakOfTheLineAboveIt() {
        let r = TranscriptCheck.check(text: "print(\"a\")\nprint(\"b\")\r\n# end\n", file: "t.lps", reader: reader([:]))
        #expect(r.updatedText == "print(\"a\")\n#> a\nprint(\"b\")\r\n#> b\r\n# end\n")
    }

    @Test func aByteOrderMarkIsKept() {
        let r = TranscriptCheck.check(text: "\u{FEFF}print(\"a\")\n#> b\n", file: "t.lps", reader: reader([:]))
        #expect(!r.passed)
        #expect(r.updatedText == "\u{FEFF}print(\"a\")\n#> a\n")
        #expect(Array(r.updatedText.utf8.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(TranscriptCheck.check(text: r.updatedText, file: "t.lps", reader: reader([:])).passed)
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
