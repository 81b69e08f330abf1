import Testing

@testable import PlaygroundScript

/// A failed write is an error like any other: the statement that asked for it fails where it
/// stands (`file:line:column`), nothing claims success, and the session stays as it was.
@Suite struct FailedWriteTests {
    @Test func aSaveThatCannotBeWrittenFailsAtItsPathAndClaimsNothing() {
        var h = Harness()
        _ = h.ok("let a = 1")
        h.disk.fail("full.lps")
        let before = SessionState(h.playground.session)
        let (out, diagnostics) = h.run("save \"full.lps\"")
        #expect(out.isEmpty, "no 'saved' line for a file that was not written")
        #expect(
            diagnostics == [
                """
                error: cannot save to 'full.lps': no space left on device
                 --> test.lps:2:6
                  |
                2 | save "full.lps"
                  |      ^^^^^^^^^^
                """
            ])
        #expect(SessionState(h.playground.session) == before)
        #expect(h.disk.writes.isEmpty)
    }

    @Test func theSavedLineComesOnlyAfterTheWrite() {
        var h = Harness()
        _ = h.ok("let a = 1")
        #expect(h.ok("save \"ok.lps\"") == ["saved 1 command to ok.lps"])
        #expect(h.disk.writes.map(\.path) == ["ok.lps"])
    }

    @Test func aRecordThatCannotWriteDoesNotStartRecording() {
        var h = Harness()
        h.disk.fail("rec.lps")
        #expect(h.error("record \"rec.lps\"").hasPrefix("error: cannot record to 'rec.lps': no space left on device"))
        #expect(h.playground.session.recordPath == nil)
        h.disk.fail("rec.lps", with: nil)
        _ = h.ok("let a = 1")
        #expect(h.disk.writes.isEmpty, "not recording")
    }

    /// Recording is on and the file cannot take the change: the command is not run.
    @Test func aChangeThatCannotBeRecordedIsNotMade() {
        var h = Harness()
        _ = h.ok("record \"rec.lps\"")
        _ = h.ok("let a = 1")
        h.disk.fail("rec.lps")
        let before = SessionState(h.playground.session)
        let (out, diagnostics) = h.run("let b = 2")
        #expect(out.isEmpty)
        #expect(
            diagnostics == [
                """
                error: cannot record this change to 'rec.lps': no space left on device
                 --> test.lps:3:1
                  |
                3 | let b = 2
                  = note: the command was not run; 'record off' stops recording
                """
            ])
        #expect(SessionState(h.playground.session) == before)
        // Undo would rewrite the file too: it fails the same way and undoes nothing.
        #expect(h.error("undo").hasPrefix("error: cannot record this change to 'rec.lps'"))
        #expect(SessionState(h.playground.session) == before)
        // 'record off' needs no write; after it commands run again.
        #expect(h.ok("record off") == ["recording stopped"])
        _ = h.ok("let b = 2")
        #expect(h.playground.session.names.contains("b"))
        #expect(h.disk.contents("rec.lps") == "# written by lps (script): replay with 'lps run FILE'\nlet a = 1\n")
    }

    @Test func aScriptStopsAtAFailedWriteAndKeepGoingCountsIt() {
        let disk = MemoryDisk()
        disk.fail("dir/full.lps")
        let script = "let a = 1\nsave \"full.lps\"\nprint \"after\""
        var playground = Playground(options: PlaygroundOptions(color: false))
        var result = playground.run(
            script: script, file: "dir/main.lps", keepGoing: false, reader: reader([:]), writer: disk.writer)
        #expect(result.failed)
        #expect(!result.outputs.contains(.text("after")))
        #expect(!result.outputs.contains { if case .text(let t) = $0 { t.hasPrefix("saved") } else { false } })
        playground = Playground(options: PlaygroundOptions(color: false))
        result = playground.run(
            script: script, file: "dir/main.lps", keepGoing: true, reader: reader([:]), writer: disk.writer)
        #expect(result.failed)
        #expect(result.outputs.contains(.text("after")))
    }

    /// Without a writer from the shell, nothing is written and nothing pretends it was.
    @Test func theDefaultWriterRefuses() {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let outputs = playground.execute(
            line: "save \"x.lps\"", at: SourceLocation(file: "t.lps", line: 1), reader: reader([:]))
        #expect(outputs.count == 1)
        #expect(outputs.first?.isError == true)
    }

    /// A mistake in the rest of the statement is found before anything is written.
    @Test func badArgumentsFailBeforeTheWrite() {
        var h = Harness()
        _ = h.error("save \"x.lps\" extra")
        _ = h.error("save \"x.lps\" bogus: 1")
        _ = h.error("record \"x.lps\" extra")
        _ = h.error("save(\"x.lps\", 2)")
        #expect(h.disk.writes.isEmpty)
    }

    /// Inside an include, writes wait for the whole include: a later failing line writes nothing.
    @Test func anIncludeWritesOnlyWhenItSucceedsAsAWhole() {
        var h = Harness()
        h.files["half.lps"] = "let a = 1\nsave \"half-out.lps\"\nlet broken = nosuch"
        #expect(h.error("include \"half.lps\"").contains("cannot find 'nosuch'"))
        #expect(h.disk.writes.isEmpty)
        h.files["whole.lps"] = "let a = 1\nsave \"whole-out.lps\"\nlet b = 2"
        #expect(h.ok("include \"whole.lps\"") == ["saved 1 command to whole-out.lps"])
        #expect(h.disk.writes.map(\.path) == ["whole-out.lps"])
        #expect(
            h.disk.contents("whole-out.lps") == "# written by lps (script): replay with 'lps run FILE'\nlet a = 1\n")
        // Nested: the inner include's writes wait for the outer one too.
        h.files["outer.lps"] = "include \"whole.lps\"\nlet broken = nosuch"
        #expect(h.error("include \"outer.lps\"").contains("cannot find 'nosuch'"))
        #expect(h.disk.writes.count == 1)
    }

    /// An include whose write fails fails as a whole, at its path, naming the line that asked.
    @Test func anIncludeWhoseWriteFailsChangesNothing() {
        var h = Harness()
        h.files["steps.lps"] = "let a = 1\nsave \"out.lps\""
        h.disk.fail("out.lps")
        let before = SessionState(h.playground.session)
        let (out, diagnostics) = h.run("include \"steps.lps\"")
        #expect(out.isEmpty)
        #expect(
            diagnostics.first?.hasPrefix(
                "error: cannot save to 'out.lps' (asked for at steps.lps:2): no space left on device\n --> test.lps:1:9"
            ) == true)
        #expect(SessionState(h.playground.session) == before)
    }

    /// Checking a transcript writes nothing, and its saves pass as if the files were new.
    @Test func checkingWritesNothing() {
        let check = TranscriptCheck.check(
            text: "let a = 1\nsave \"x.lps\"\n#> saved 1 command to x.lps\n", file: "t.lps",
            reader: reader([:]))
        #expect(check.passed)
    }
}
