import PlaygroundScript
import Testing

@testable import lps

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `lps lesson` keeps its progress in a file it replaces only when it wrote it as progress: a file
/// of the user's, a script, a directory or a FIFO there is left alone, and nothing is said to be
/// kept that was not written.
@Suite struct LessonProgressFileTests {
    typealias T = AtomicWriteTests

    static func progress(step: Int = 2) -> LessonProgress {
        var p = LessonProgress(lesson: "grid.lps", title: "Grids")
        p.step = step
        p.solved = [1]
        return p
    }

    static func put(_ text: String, _ path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
        close(fd)
    }

    @Test func progressIsWrittenAndReadBack() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let store = ProgressStore(path: dir + "/state/lessons/grid.progress")
        #expect(store.save(Self.progress()) == nil)
        guard case .progress(let read) = store.load() else {
            Issue.record("the progress written was not read back")
            return
        }
        #expect(read == Self.progress())
        // Replacing its own file keeps no NAME~.
        #expect(store.save(Self.progress(step: 3)) == nil)
        #expect(T.entries(dir + "/state/lessons") == ["grid.progress"])
    }

    @Test(arguments: [
        "my notes\n", "", "# written by lps (script): replay with 'lps run FILE'\nframes\n",
        "<!-- written by lps (svg): export svg -->\n<svg/>\n",
    ])
    func aFileLpsDidNotWriteAsProgressIsNeverReplaced(_ contents: String) throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let path = dir + "/grid.progress"
        Self.put(contents, path)
        let store = ProgressStore(path: path)
        guard case .refused = store.load() else {
            Issue.record("a file that is no progress file was read as one")
            return
        }
        let error = try #require(store.save(Self.progress()))
        #expect(error.hasPrefix("cannot write '\(path)': "))
        #expect(SafeWriteTests.read(path) == contents)
        #expect(T.entries(dir) == ["grid.progress"])
    }

    @Test func aDirectoryOrAFIFOIsRefusedBeforeAnythingIsWritten() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        mkdir(dir + "/folder.progress", 0o755)
        mkfifo(dir + "/fifo.progress", 0o644)
        for name in ["folder.progress", "fifo.progress"] {
            let store = ProgressStore(path: dir + "/" + name)
            guard case .refused = store.load() else {
                Issue.record("\(name) was read")
                continue
            }
            #expect(store.save(Self.progress()) != nil)
        }
        #expect(T.entries(dir).sorted() == ["fifo.progress", "folder.progress"])
    }

    @Test func theDefaultPlaceIsUnderTheStateDirectoryAndTellsLessonsApart() {
        let env: (String) -> String? = { ["XDG_STATE_HOME": "/state", "HOME": "/home/a"][$0] }
        let one = ProgressStore.defaultPath(for: "/w/lessons/grid.lps", environment: env)
        let other = ProgressStore.defaultPath(for: "/x/lessons/grid.lps", environment: env)
        #expect(one?.hasPrefix("/state/lps/lessons/grid-") == true)
        #expect(one?.hasSuffix(".progress") == true)
        #expect(one != other)
        let home = ProgressStore.defaultPath(for: "/w/grid.lps", environment: { $0 == "HOME" ? "/home/a" : nil })
        #expect(home?.hasPrefix("/home/a/.local/state/lps/lessons/grid-") == true)
        #expect(ProgressStore.defaultPath(for: "/w/grid.lps", environment: { _ in nil }) == nil)
    }
}
