import PlaygroundScript
import Testing

@testable import lps

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Nothing typed is lost: `save`, `record` and `check --update` all go through
/// `FileSystem.writeAtomically`, so a reader sees the old file or the new one, never a mix, and a
/// failed write leaves the old file (and no temporary) behind.
@Suite struct AtomicWriteTests {
    static func temporaryDirectory() -> String {
        var template = Array("/tmp/lps-harden.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, let result = mkdtemp(base) else { return nil }
            return String(cString: result)
        }
        return made ?? "/tmp/lps-harden-fallback"
    }

    static func entries(_ dir: String) -> [String] {
        guard let d = opendir(dir) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    static func removeTree(_ path: String) {
        for name in entries(path) {
            let p = path + "/" + name
            var info = stat()
            if lstat(p, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { removeTree(p) } else { unlink(p) }
        }
        rmdir(path)
    }

    @Test func aWriteThatCannotBeRenamedLeavesTheTargetAndNoTemporary() throws {
        let dir = Self.temporaryDirectory()
        defer { Self.removeTree(dir) }
        // The target is a non-empty directory: the temporary is written, the rename fails.
        mkdir(dir + "/taken.lps", 0o755)
        try FileSystem.writeAtomically("inside\n", to: dir + "/taken.lps/keep.lps")
        #expect(throws: FileError.self) { try FileSystem.writeAtomically("new\n", to: dir + "/taken.lps") }
        #expect(Self.entries(dir) == ["taken.lps"])
        #expect(Self.entries(dir + "/taken.lps") == ["keep.lps"])
        #expect(try FileSystem.readText(dir + "/taken.lps/keep.lps") == "inside\n")
    }

    /// A reader polling while the file is rewritten again and again sees only whole versions.
    @Test func readersNeverSeeAHalfWrittenFile() async throws {
        let dir = Self.temporaryDirectory()
        defer { Self.removeTree(dir) }
        let path = dir + "/big.lps"
        let versions = (0..<2).map { v in String(repeating: "let line\(v) = \(v)\n", count: 200_000) }
        try FileSystem.writeAtomically(versions[0], to: path)
        let reader = Task.detached { () -> (reads: Int, torn: Int) in
            var reads = 0
            var torn = 0
            for _ in 0..<60 {
                guard let text = try? FileSystem.readText(path) else {
                    torn += 1
                    continue
                }
                reads += 1
                if text != versions[0] && text != versions[1] { torn += 1 }
            }
            return (reads, torn)
        }
        for i in 0..<30 { try FileSystem.writeAtomically(versions[i % 2], to: path) }
        let (reads, torn) = await reader.value
        #expect(reads == 60)
        #expect(torn == 0)
        #expect(Self.entries(dir) == ["big.lps"])
    }

    /// `save` and `record` from a session end up as files that replay to the same session; a
    /// write that fails is reported as an error and the session is kept.
    @Test func saveAndRecordWriteReplayableScriptsThroughTheShell() throws {
        let dir = Self.temporaryDirectory()
        defer { Self.removeTree(dir) }
        var playground = Playground(options: PlaygroundOptions(color: false))
        let reader: FileReader = { path throws in try FileSystem.readText(path) }
        func run(_ line: String, _ number: Int) -> [Output] {
            playground.execute(
                line: line, at: SourceLocation(file: "<stdin>", line: number), reader: reader, writer: fileWriter)
        }
        var outcome = OutputSink.handle(run("record \"\(dir)/rec.lps\"", 1))
        #expect(!outcome.hadError)
        for (n, line) in [
            "let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))",
            "let cell = LayoutItem(layoutSize: size)", "let broken = nosuch", "undo", "let gap = 8",
        ].enumerated() {
            _ = OutputSink.handle(run(line, n + 2))
        }
        outcome = OutputSink.handle(run("save \"\(dir)/saved.lps\"", 9))
        #expect(!outcome.hadError)
        let saved = try FileSystem.readText(dir + "/saved.lps")
        #expect(try FileSystem.readText(dir + "/rec.lps") == saved)
        #expect(
            saved.contains("let size = ") && saved.contains("let gap = 8") && !saved.contains("let cell")
                && !saved.contains("broken"))
        var replay = Playground(options: PlaygroundOptions(color: false))
        #expect(!replay.run(script: saved, file: dir + "/saved.lps", keepGoing: false, reader: reader).failed)
        #expect(replay.session.names == playground.session.names)

        let names = playground.session.names
        let outputs = run("save \"\(dir)/missing/dir/x.lps\"", 10)
        #expect(outputs.filter(\.isError).count == 1)
        #expect(!outputs.contains(where: { if case .text = $0 { true } else { false } }), "nothing claims the save")
        #expect(playground.session.names == names)
        // Each rewrite of the recording kept the version before it.
        #expect(Self.entries(dir) == ["rec.lps", "rec.lps~", "saved.lps"])
        let previous = try FileSystem.readText(dir + "/rec.lps~")
        #expect(previous.contains("let size = ") && !previous.contains("let gap") && !previous.contains("let cell"))
    }
}

/// A command the REPL abandons (Ctrl-C) writes nothing; one that has begun writing is seen through.
@Suite struct AbandonedWriteTests {
    @Test func anAbandonedCommandWritesNothing() {
        let dir = AtomicWriteTests.temporaryDirectory()
        defer { AtomicWriteTests.removeTree(dir) }
        let job = CommandRunner.Job(
            playground: Playground(options: PlaygroundOptions(color: false)),
            line: "save \"\(dir)/x.lps\"", location: SourceLocation(file: "<repl>", line: 1))
        #expect(job.abandon())
        job.run()
        #expect(AtomicWriteTests.entries(dir).isEmpty)
    }

    @Test func aCommandThatHasWrittenCannotBeAbandoned() {
        let dir = AtomicWriteTests.temporaryDirectory()
        defer { AtomicWriteTests.removeTree(dir) }
        let job = CommandRunner.Job(
            playground: Playground(options: PlaygroundOptions(color: false)),
            line: "save \"\(dir)/x.lps\"", location: SourceLocation(file: "<repl>", line: 1))
        job.run()
        #expect(AtomicWriteTests.entries(dir) == ["x.lps"])
        #expect(!job.abandon(), "its session must be kept: the file has it")
    }
}
