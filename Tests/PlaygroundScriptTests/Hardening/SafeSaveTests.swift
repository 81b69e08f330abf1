import Testing

@testable import PlaygroundScript

/// How `save` and `record` word what the shell's writer refused, and how `overwrite: true`
/// reaches it. (What the shell refuses is tested with the real file system in lpsTests.)
@Suite struct SafeSaveTests {
    @Test func aFileLPSDidNotWriteIsNotReplacedAndTheMessageSaysHow() {
        var h = Harness()
        _ = h.ok("let a = 1")
        h.disk.fail("handout.lps", with: .notWrittenByLPS)
        let before = SessionState(h.playground.session)
        let (out, diagnostics) = h.run("save \"handout.lps\"")
        #expect(out.isEmpty)
        #expect(
            diagnostics == [
                """
                error: cannot save to 'handout.lps': the file exists and was not written by lps
                 --> test.lps:2:6
                  |
                2 | save "handout.lps"
                  |      ^^^^^^^^^^^^^
                  = note: lps replaces only scripts it wrote, whose first line begins '# written by lps'
                  = help: to replace it: save "handout.lps" overwrite: true
                """
            ])
        #expect(SessionState(h.playground.session) == before)
        #expect(
            h.error("record \"handout.lps\"").contains("= help: to replace it: record \"handout.lps\" overwrite: true"))
        #expect(h.playground.session.recordPath == nil)
    }

    @Test func overwriteTrueIsPassedToTheWriter() {
        var h = Harness()
        _ = h.ok("let a = 1")
        _ = h.ok("save \"a.lps\"")
        _ = h.ok("save \"b.lps\" overwrite: true")
        _ = h.ok("save \"c.lps\" overwrite: false")
        _ = h.ok("record \"r.lps\" overwrite: true")
        #expect(h.disk.writes.map(\.overwrite) == [false, true, false, true])
        #expect(
            h.error("save \"d.lps\" overwrite: maybe").hasPrefix(
                "error: overwrite must be 'true' or 'false', found 'maybe'"))
        #expect(
            h.error("save \"d.lps\" overwite: true").hasPrefix("error: 'save' has no argument labelled 'overwite:'"))
        #expect(h.disk.writes.count == 4)
    }

    /// The file every save writes starts with the marker the shell looks for, naming its kind.
    @Test func aPathNamingAFolderIsRefusedWhereItIsWritten() {
        var h = Harness()
        _ = h.ok("let a = 1")
        let diagnostic = h.error("save \"x/\"")
        #expect(
            diagnostic.hasPrefix("error: cannot save to 'x/': the path names a folder (it ends in '/'), not a file\n"),
            "\(diagnostic)")
        #expect(diagnostic.contains("test.lps:2:6"), "\(diagnostic)")
        #expect(diagnostic.contains("help: name the file in it, as in \"x/session.lps\""), "\(diagnostic)")
        #expect(
            h.error("record \"..\"").hasPrefix(
                "error: cannot record to '..': the path names a folder ('..'), not a file"))
        #expect(h.error("export svg \"pictures/\"").contains("as in \"pictures/picture.svg\""))
        #expect(h.disk.writes.isEmpty)
    }

    @Test func savedFilesStartWithTheMarker() {
        var h = Harness()
        _ = h.ok("save \"empty.lps\"")
        #expect(h.disk.contents("empty.lps")?.hasPrefix(Playground.scriptMarker + " (script): ") == true)
        #expect(h.disk.writes.map(\.kind) == [.script])
    }

    @Test func replacingAFileLPSWroteSaysWhereThePreviousVersionIs() {
        var h = Harness()
        _ = h.ok("let a = 1")
        #expect(h.ok("save \"out.lps\"") == ["saved 1 command to out.lps"])
        #expect(h.ok("save \"out.lps\"") == ["saved 1 command to out.lps (the previous version is kept as 'out.lps~')"])
        // Named as the script wrote the path, not as it was resolved against the script's folder.
        let disk = MemoryDisk()
        var playground = Playground(options: PlaygroundOptions(color: false))
        let result = playground.run(
            script: "save \"out.lps\"\nsave \"out.lps\"", file: "dir/main.lps", keepGoing: false,
            reader: reader([:]), writer: disk.writer)
        #expect(
            result.outputs.last == .text("saved 0 commands to out.lps (the previous version is kept as 'out.lps~')"))
        #expect(disk.writes.map(\.path) == ["dir/out.lps", "dir/out.lps"])
    }

    @Test func whatIsNotARegularFileAndABackupInTheWayAreSaid() {
        var h = Harness()
        h.disk.fail("fifo", with: .notARegularFile("a FIFO"))
        #expect(h.error("save \"fifo\"").hasPrefix("error: cannot save to 'fifo': it is a FIFO, not a regular file"))
        h.disk.fail("s.lps", with: .backupInTheWay(backup: "s.lps~"))
        let e = h.error("save \"s.lps\"")
        #expect(
            e.hasPrefix(
                "error: cannot save to 's.lps': the previous version would be kept as 's.lps~', which is not a file lps wrote"
            ))
        #expect(e.contains("= help: move or delete 's.lps~'"))
        #expect(h.disk.writes.isEmpty)
    }

    /// While recording, the file was replaced by one lps did not write: the change is not made.
    @Test func aRecordedFileTakenOverByAnotherStopsTheChange() {
        var h = Harness()
        _ = h.ok("record \"r.lps\"")
        h.disk.fail("r.lps", with: .notWrittenByLPS)
        let e = h.error("let a = 1")
        #expect(e.hasPrefix("error: cannot record this change to 'r.lps': the file exists and was not written by lps"))
        #expect(e.contains("= note: the command was not run; 'record off' stops recording"))
        #expect(!h.playground.session.names.contains("a"))
    }
}
