import PlaygroundScript
import Testing

@testable import lps

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder lps writes as a whole (a static site): written beside its place and renamed in, so
/// it is the old folder or the whole new one; only a new, empty or lps-written folder of the same
/// kind is replaced, the replaced one kept as NAME~; nothing of anyone else's is ever removed.
@Suite struct FolderWriteTests {
    typealias T = AtomicWriteTests
    typealias S = SafeWriteTests

    static func site(_ body: String) -> [FolderFile] {
        [
            FolderFile(name: "index.html", contents: SiteRenderer.marker + "\n" + body + "\n"),
            FolderFile(name: "01.html", contents: SiteRenderer.marker + "\npage " + body + "\n"),
        ]
    }

    static func write(_ files: [FolderFile], _ path: String) -> Result<String?, FileError> {
        Result { () throws(FileError) in try FileSystem.writeFolderAtomically(files, to: path, kind: .site) }
    }

    @Test func aNewFolderIsWrittenWholeAndNoTemporaryStays() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        #expect(try Self.write(Self.site("one"), dir + "/site").get() == nil)
        #expect(T.entries(dir) == ["site"])
        #expect(T.entries(dir + "/site") == ["01.html", "index.html"])
        #expect(S.read(dir + "/site/01.html") == SiteRenderer.marker + "\npage one\n")
    }

    @Test func aSiteLpsWroteIsKeptAsTheBackupAndAnOlderBackupGoes() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let path = dir + "/site"
        _ = try Self.write(Self.site("one"), path).get()
        #expect(try Self.write(Self.site("two"), path).get() == path + "~")
        #expect(
            try Self.write([FolderFile(name: "index.html", contents: SiteRenderer.marker + "\nthree\n")], path + "/")
                .get() == path + "~")
        #expect(T.entries(dir) == ["site", "site~"])
        // The new folder holds only the new files: a page the site no longer has is gone with the old one.
        #expect(T.entries(path) == ["index.html"])
        #expect(S.read(path + "~/index.html") == SiteRenderer.marker + "\ntwo\n")
    }

    @Test func anEmptyFolderIsWrittenInto() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        mkdir(dir + "/site", 0o755)
        #expect(try Self.write(Self.site("one"), dir + "/site").get() == nil)
        #expect(T.entries(dir + "/site") == ["01.html", "index.html"])
        #expect(T.entries(dir) == ["site"])
    }

    @Test func aFolderLpsDidNotWriteIsNeverReplaced() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let path = dir + "/notes"
        mkdir(path, 0o755)
        S.put("mine\n", path + "/todo.txt")
        // An index.html of someone else's, or lps's page of another kind, does not make it a site.
        for index in ["<!DOCTYPE html>\n", WrittenFileKind.html.marker("export html") + "\n"] {
            S.put(index, path + "/index.html")
            let failure = Self.write(Self.site("one"), path).failure
            #expect(failure?.reason.hasPrefix("the folder exists and lps did not write it") == true, "\(index)")
            #expect(T.entries(path) == ["index.html", "todo.txt"])
            #expect(S.read(path + "/index.html") == index)
        }
        #expect(T.entries(dir) == ["notes"])
        S.put("a file\n", dir + "/file")
        #expect(Self.write(Self.site("one"), dir + "/file").failure?.reason == "it is a file, not a folder")
    }

    @Test func aBackupHoldingSomeoneElsesFileStopsTheWriteAndKeepsEverything() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let path = dir + "/site"
        _ = try Self.write(Self.site("one"), path).get()
        _ = try Self.write(Self.site("two"), path).get()
        S.put("my note\n", path + "~/note.txt")
        let failure = Self.write(Self.site("three"), path).failure
        #expect(
            failure?.reason.contains("which holds files lps did not write") == true, "\(String(describing: failure))")
        #expect(S.read(path + "/index.html") == SiteRenderer.marker + "\ntwo\n")
        #expect(S.read(path + "~/note.txt") == "my note\n")
        // No temporary folder is left beside them.
        #expect(T.entries(dir) == ["site", "site~"])
    }

    @Test func aFolderPathMustNameAFolderOfItsOwn() {
        for path in ["", "/", ".", "..", "x/.."] {
            #expect(Self.write(Self.site("one"), path).failure != nil, "\(path)")
        }
        #expect(
            Self.write([FolderFile(name: "../escape.html", contents: "x")], "/tmp/never").failure?.reason
                == "'../escape.html' is not a name for a file in the folder")
    }
}
