import ArgumentParser
import PlaygroundScript
import Testing

@testable import lps

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Result {
    var failure: Failure? { if case .failure(let error) = self { error } else { nil } }
}

/// Nothing is lost: `save` and `record` never replace a file lps did not write (unless told
/// `overwrite: true`), keep the previous version of one it did as `NAME~`, refuse what is not a
/// regular file, and a write that fails at any point leaves the previous file as it was.
@Suite struct SafeWriteTests {
    typealias T = AtomicWriteTests
    static let saved = Playground.scriptMarker + ": replay with 'lps run FILE'\nlet a = 1\n"

    static func put(_ text: String, _ path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    static func read(_ path: String) -> String? { try? FileSystem.readText(path) }

    /// Writes as `save` does; the error's `WriteFailure` when refused.
    static func save(_ text: String, _ path: String, overwrite: Bool = false) -> Result<String?, FileError> {
        Result { () throws(FileError) in
            try FileSystem.writeAtomically(text, to: path, policy: .lpsFile(kind: .script, overwrite: overwrite))
        }
    }

    // MARK: whose file it is

    @Test func aNewFileIsWrittenWithNoBackup() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        #expect(try Self.save(Self.saved, dir + "/new.lps").get() == nil)
        #expect(Self.read(dir + "/new.lps") == Self.saved)
        #expect(T.entries(dir) == ["new.lps"])
    }

    @Test func aFileLPSDidNotWriteIsRefusedAndKept() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let handout = "# Workshop handout, step 1\nlet a = 1\n"
        Self.put(handout, dir + "/handout.lps")
        guard let error = Self.save(Self.saved, dir + "/handout.lps").failure else {
            Issue.record("a hand-written file was replaced")
            return
        }
        #expect(error.writeFailure == .notWrittenByLPS)
        #expect(error.description == "cannot write '\(dir)/handout.lps': it exists and was not written by lps")
        #expect(Self.read(dir + "/handout.lps") == handout)
        #expect(T.entries(dir) == ["handout.lps"])
        // An empty file is not lps's either, nor one that only mentions the marker later.
        Self.put("", dir + "/empty.lps")
        Self.put("let a = 1\n" + Playground.scriptMarker + "\n", dir + "/late.lps")
        #expect(throws: FileError.self) { try Self.save(Self.saved, dir + "/empty.lps").get() }
        #expect(throws: FileError.self) { try Self.save(Self.saved, dir + "/late.lps").get() }
    }

    @Test func overwriteReplacesTheUsersFileWithoutABackup() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        Self.put("# mine\n", dir + "/handout.lps")
        #expect(try Self.save(Self.saved, dir + "/handout.lps", overwrite: true).get() == nil)
        #expect(Self.read(dir + "/handout.lps") == Self.saved)
        #expect(T.entries(dir) == ["handout.lps"])
    }

    @Test func replacingAFileLPSWroteKeepsThePreviousVersion() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let path = dir + "/s.lps"
        let versions = (1...3).map { Playground.scriptMarker + ": replay with 'lps run FILE'\nlet v = \($0)\n" }
        _ = try Self.save(versions[0], path).get()
        #expect(try Self.save(versions[1], path).get() == path + "~")
        #expect(Self.read(path) == versions[1])
        #expect(Self.read(path + "~") == versions[0])
        // The backup of the backup is not kept: NAME~ is the version just before.
        #expect(try Self.save(versions[2], path, overwrite: true).get() == path + "~")
        #expect(Self.read(path + "~") == versions[1])
        #expect(T.entries(dir) == ["s.lps", "s.lps~"])
        // A byte-order mark an editor added does not make it someone else's.
        Self.put("\u{FEFF}" + versions[0], path)
        #expect(try Self.save(versions[1], path).get() == path + "~")
    }

    @Test func twoSavesOfOneFileAtOnceLeaveNoTemporary() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let path = dir + "/s.lps"
        _ = try Self.save(Self.saved, path).get()
        // Where another lps saving the same file stands after keeping the previous version: the
        // backup is a link to the file. Renaming a link over a link to the same file does
        // nothing, and the temporary link stayed behind (a hidden file per race).
        #expect(link(path, path + "~") == 0)
        #expect(try Self.save(Self.saved, path).get() == path + "~")
        #expect(T.entries(dir) == ["s.lps", "s.lps~"])
        // The race again and again: no hidden file is left.
        for _ in 0..<50 {
            _ = try Self.save(Self.saved, path).get()
            #expect(link(path, path + ".race") == 0)
            #expect(rename(path + ".race", path + "~") == 0)
            unlink(path + ".race")
        }
        #expect(T.entries(dir) == ["s.lps", "s.lps~"])
    }

    @Test func aSignalEndingLPSMidWriteRemovesTheTemporaries() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        // What the handlers of SIGTERM, SIGHUP and a second Ctrl-C do before _exit (with a
        // register of its own: other tests write through the shared one at the same time).
        let inFlight = TemporariesInFlight()
        Self.put("partial", dir + "/.s.lps.lps-AAAAAA")
        Self.put("link", dir + "/.s.lps~.lps-BBBBBB")
        Self.put("done", dir + "/.t.lps.lps-CCCCCC")
        inFlight.record(dir + "/.s.lps.lps-AAAAAA", slot: 0)
        inFlight.record(dir + "/.s.lps~.lps-BBBBBB", slot: 1)
        inFlight.removeAll()
        #expect(T.entries(dir) == [".t.lps.lps-CCCCCC"])
        // A temporary renamed into place is no longer recorded: nothing is removed.
        inFlight.record(dir + "/.t.lps.lps-CCCCCC", slot: 0)
        inFlight.clear(slot: 0)
        inFlight.clear(slot: 1)
        inFlight.removeAll()
        #expect(T.entries(dir) == [".t.lps.lps-CCCCCC"])
    }

    @Test func aPathThatNamesAFolderIsRefused() {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        for path in [dir + "/x/", dir + "/.", dir + "/.."] {
            #expect(Self.save(Self.saved, path).failure?.reason == "the path names a folder, not a file")
        }
        #expect(T.entries(dir) == [])
    }

    @Test func aBackupNameTakenByAnotherFileRefusesTheWrite() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let path = dir + "/s.lps"
        Self.put(Self.saved, path)
        Self.put("my notes\n", path + "~")
        guard let error = Self.save("# written by lps\nlet b = 2\n", path).failure else {
            Issue.record("the write went ahead")
            return
        }
        #expect(error.writeFailure == .backupInTheWay(backup: path + "~"))
        #expect(Self.read(path) == Self.saved)
        #expect(Self.read(path + "~") == "my notes\n")
        mkdir(dir + "/d.lps~", 0o755)
        Self.put(Self.saved, dir + "/d.lps")
        #expect(throws: FileError.self) { try Self.save(Self.saved, dir + "/d.lps").get() }
    }

    /// `check --update` rewrites the file the user named: no marker needed, no backup kept.
    @Test func checkUpdateReplacesAnyRegularFile() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        Self.put("let a = 1\n#> 2\n", dir + "/t.lps")
        #expect(try FileSystem.writeAtomically("let a = 1\n", to: dir + "/t.lps") == nil)
        #expect(T.entries(dir) == ["t.lps"])
    }

    // MARK: what is not a regular file

    @Test func directoriesFIFOsAndDevicesAreRefusedAndTouched() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        mkdir(dir + "/folder", 0o755)
        mkfifo(dir + "/fifo", 0o644)
        var cases = [("folder", "a directory"), ("fifo", "a FIFO")]
        // A device node of our own (a copy of /dev/null's numbers) where this user may make one:
        // a wrong rename would replace only it, never the real device.
        if mknod(dir + "/device", S_IFCHR | 0o666, 0) == 0 { cases.append(("device", "a device")) }
        for policy in [FileSystem.WritePolicy.lpsFile(kind: .script, overwrite: true), .replaceRegularFile] {
            for (name, kind) in cases {
                let path = dir + "/" + name
                var before = stat()
                lstat(path, &before)
                do throws(FileError) {
                    try FileSystem.writeAtomically(Self.saved, to: path, policy: policy)
                    Issue.record("\(name) was written")
                } catch {
                    #expect(error.writeFailure == .notARegularFile(kind))
                    #expect(error.description == "cannot write '\(path)': it is \(kind), not a regular file")
                }
                var after = stat()
                lstat(path, &after)
                #expect(after.st_ino == before.st_ino && after.st_mode == before.st_mode, "\(name) was replaced")
            }
        }
        #expect(T.entries(dir) == cases.map(\.0).sorted())
        #expect(T.entries(dir + "/folder").isEmpty)
    }

    @Test func aSymbolicLinkIsWrittenThroughUnderTheTargetsRules() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        // To a file lps wrote: the target is replaced, its backup is beside it, the link stays.
        mkdir(dir + "/real", 0o755)
        Self.put(Self.saved, dir + "/real/s.lps")
        symlink(dir + "/real/s.lps", dir + "/link.lps")
        let backup = try Self.save("# written by lps\nlet b = 2\n", dir + "/link.lps").get()
        #expect(backup?.hasSuffix("/real/s.lps~") == true)
        #expect(Self.read(dir + "/real/s.lps") == "# written by lps\nlet b = 2\n")
        var info = stat()
        lstat(dir + "/link.lps", &info)
        #expect(info.st_mode & S_IFMT == S_IFLNK)
        // To a file of the user's: refused. To a FIFO: refused. To nothing: refused.
        Self.put("mine\n", dir + "/real/mine.lps")
        symlink(dir + "/real/mine.lps", dir + "/mine-link.lps")
        #expect(throws: FileError.self) { try Self.save(Self.saved, dir + "/mine-link.lps").get() }
        #expect(Self.read(dir + "/real/mine.lps") == "mine\n")
        mkfifo(dir + "/real/fifo", 0o644)
        symlink(dir + "/real/fifo", dir + "/fifo-link")
        symlink(dir + "/real/nothing.lps", dir + "/dangling.lps")
        for (name, kind) in [("fifo-link", "a FIFO"), ("dangling.lps", "a symbolic link to nothing")] {
            #expect(Self.save(Self.saved, dir + "/" + name).failure?.writeFailure == .notARegularFile(kind))
        }
        #expect(T.entries(dir + "/real") == ["fifo", "mine.lps", "s.lps", "s.lps~"])
    }

    @Test func aMissingFolderIsSaidPlainly() throws {
        #expect(
            Self.save(Self.saved, "/nonexistent-lps-dir/sub/x.lps").failure?.description
                == "cannot write '/nonexistent-lps-dir/sub/x.lps': its folder does not exist")
    }

    // MARK: faults while writing (injected for this test's task only)

    /// Sets up `dir/keep.lps` as lps wrote it, runs `body` with `fault` injected, and checks the
    /// previous file is intact and readable afterwards.
    static func withPrevious(_ fault: FileSystem.WriteFault, _ body: (String, String) -> Void) {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        Self.put(Self.saved, dir + "/keep.lps")
        FileSystem.$injectedFault.withValue(fault) { body(dir, dir + "/keep.lps") }
        #expect(Self.read(dir + "/keep.lps") == Self.saved, "the previous file is intact")
    }

    static let bigger = Playground.scriptMarker + "\n" + String(repeating: "let x = 1\n", count: 10_000)

    @Test func aWriteThatFailsHalfWayLeavesThePreviousFile() throws {
        Self.withPrevious(.writeFails(afterBytes: 50_000, errno: ENOSPC)) { dir, path in
            #expect(
                Self.save(Self.bigger, path).failure?.description == "cannot write '\(path)': no space left on device")
            #expect(T.entries(dir) == ["keep.lps"], "no temporary, no backup")
        }
    }

    @Test func aFlushThatFailsLeavesThePreviousFile() throws {
        Self.withPrevious(.syncFails(errno: EIO)) { dir, path in
            #expect(throws: FileError.self) { try Self.save(Self.bigger, path).get() }
            #expect(T.entries(dir) == ["keep.lps"])
        }
    }

    /// The folder is moved away after the temporary file is written: nothing is renamed into it
    /// where nobody asked, the temporary is removed, and the previous file is where the folder went.
    @Test func aFolderThatVanishesDuringTheWriteFailsIt() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        mkdir(dir + "/work", 0o755)
        Self.put(Self.saved, dir + "/work/keep.lps")
        let moved = dir + "/moved"
        FileSystem.$injectedFault.withValue(.beforeRename({ rename(dir + "/work", moved) })) {
            #expect(
                Self.save(Self.bigger, dir + "/work/keep.lps").failure?.description
                    == "cannot write '\(dir)/work/keep.lps': its folder was moved or removed during the write")
        }
        #expect(T.entries(dir) == ["moved"])
        #expect(T.entries(moved) == ["keep.lps"])
        #expect(Self.read(moved + "/keep.lps") == Self.saved)
    }

    /// Killed between the write and the rename: the previous file is whole, the temporary is a
    /// hidden file that `lps check DIR` skips, and the next save works.
    @Test func aProcessKilledBeforeTheRenameLeavesThePreviousFile() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        Self.put(Self.saved, dir + "/keep.lps")
        FileSystem.$injectedFault.withValue(.killedBeforeRename) {
            #expect(throws: FileError.self) { try Self.save(Self.bigger, dir + "/keep.lps").get() }
        }
        #expect(Self.read(dir + "/keep.lps") == Self.saved)
        let left = T.entries(dir)
        #expect(left.count == 2 && left.contains("keep.lps") && left.contains { $0.hasPrefix(".keep.lps.lps-") })
        #expect(try FileSystem.files(under: dir, withExtension: "lps") == [dir + "/keep.lps"])
        #expect(try Self.save(Self.bigger, dir + "/keep.lps").get() == dir + "/keep.lps~")
        #expect(Self.read(dir + "/keep.lps") == Self.bigger)
    }

    /// The whole command line: `lps run` with a save that fails half-way exits 1, and the file
    /// saved before is intact.
    @Test func lpsRunExitsOneWhenASaveFailsHalfWay() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        Self.put(Self.saved, dir + "/keep.lps")
        Self.put("let a = 1\nlet b = 2\nsave \"keep.lps\"\n", dir + "/script.lps")
        for arguments in [[dir + "/script.lps"], ["--keep-going", dir + "/script.lps"]] {
            let command = try RunCommand.parse(arguments + ["--no-color"])
            FileSystem.$injectedFault.withValue(.writeFails(afterBytes: 10, errno: ENOSPC)) {
                do {
                    try command.run()
                    Issue.record("lps run \(arguments) succeeded")
                } catch {
                    #expect((error as? ExitCode)?.rawValue == 1)
                }
            }
        }
        #expect(Self.read(dir + "/keep.lps") == Self.saved)
        #expect(T.entries(dir) == ["keep.lps", "script.lps"])
    }
}
