import Testing

@testable import PlaygroundScript

@Suite struct TranscriptCheckTests {
    @Test func aScriptWhoseExpectationsMatchPasses() {
        let text = """
            let a = 2
            a
            #> 2
            # a comment
            print "hi"
            #> hi

            """
        let r = TranscriptCheck.check(text: text, file: "dir/t.lps", reader: reader([:]))
        #expect(r.passed)
        #expect(r.diff.isEmpty)
    }

    @Test func aChangedExpectationFailsWithAUnifiedDiff() {
        let text = "let a = 2\na\n#> 3\n"
        let r = TranscriptCheck.check(text: text, file: "t.lps", reader: reader([:]))
        #expect(!r.passed)
        // The script's own lines: the expectation is line 3, under the command on line 2.
        #expect(r.diff == "--- t.lps (expected)\n+++ t.lps (actual)\n@@ -1,3 +1,3 @@\n let a = 2\n a\n-#> 3\n+#> 2")
        #expect(r.updatedText == "let a = 2\na\n#> 2\n")
    }

    @Test func expectedDiagnosticsAreCheckedWithTheFileNameOnly() {
        let text = "undo\n"
        let r = TranscriptCheck.check(text: text, file: "some/where/t.lps", reader: reader([:]))
        #expect(!r.passed)
        #expect(
            r.updatedText == """
                undo
                #! error: nothing to undo
                #!  --> t.lps:1:1
                #!   |
                #! 1 | undo
                #!   | ^^^^

                """)
        let again = TranscriptCheck.check(text: r.updatedText, file: "some/where/t.lps", reader: reader([:]))
        #expect(again.passed)
    }

    @Test func updatePreservesEveryOtherLine() {
        let text = "# title\n\nprint \"x\"\n#> old\n#> older\n# keep me\nprint \"y\"\n"
        let r = TranscriptCheck.check(text: text, file: "t.lps", reader: reader([:]))
        #expect(r.updatedText == "# title\n\nprint \"x\"\n#> x\n# keep me\nprint \"y\"\n#> y\n")
    }

    @Test func outputAfterQuitIsNotExpected() {
        let r = TranscriptCheck.check(text: "quit\nprint \"x\"\n#> x\n", file: "t.lps", reader: reader([:]))
        #expect(!r.passed)
    }
}

@Suite struct UnifiedDiffTests {
    @Test func hunksCarryContextAndLineNumbers() {
        let a = ["1", "2", "3", "4", "5", "6", "7", "8"]
        var b = a
        b[4] = "five"
        #expect(
            UnifiedDiff.diff(a, b, from: "a", to: "b") == """
                --- a
                +++ b
                @@ -2,7 +2,7 @@
                 2
                 3
                 4
                -5
                +five
                 6
                 7
                 8
                """)
    }

    @Test func insertionsIntoAnEmptyListStartAtZero() {
        #expect(UnifiedDiff.diff([], ["x"], from: "a", to: "b") == "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+x")
    }
}

@Suite struct ExpectedErrorsInRunTests {
    @Test func anErrorTheScriptExpectsNeitherStopsNorFailsTheRun() {
        var p = Playground()
        let r = p.run(
            script: "undo\n#! error: nothing to undo\nprint \"after\"\n", file: "t.lps", keepGoing: false,
            reader: reader([:]))
        #expect(!r.failed)
        #expect(r.outputs.contains(.text("after")))
    }

    @Test func anUnexpectedErrorStillStopsTheRun() {
        var p = Playground()
        let r = p.run(script: "undo\nprint \"after\"\n", file: "t.lps", keepGoing: false, reader: reader([:]))
        #expect(r.failed)
        #expect(!r.outputs.contains(.text("after")))
    }

    @Test func aWarningExpectationDoesNotExcuseAnError() {
        var p = Playground()
        let r = p.run(
            script: "undo\n#! warning: something\nprint \"after\"\n", file: "t.lps", keepGoing: false,
            reader: reader([:]))
        #expect(r.failed)
    }
}
