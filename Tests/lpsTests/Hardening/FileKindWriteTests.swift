import PlaygroundScript
import Testing

@testable import lps

/// A writer replaces only a file lps wrote of its own kind: the first line of every file lps
/// writes names the kind (`# written by lps (script)`, `<!-- written by lps (svg)`, ...), a picture
/// never replaces a script (nor a script a picture), and the markers of earlier versions, which
/// named no kind, keep the kind their wording implies.
@Suite struct FileKindWriteTests {
    typealias T = AtomicWriteTests
    typealias S = SafeWriteTests
    typealias P = PictureWriteTests

    static func contents(_ kind: WrittenFileKind, _ body: String = "body") -> String {
        kind.marker("test") + "\n" + body + "\n"
    }

    static func write(_ text: String, _ path: String, overwrite: Bool = false) -> Result<String?, FileError> {
        let request = WriteRequest(path: path, contents: text, overwrite: overwrite)
        return Result { () throws(FileError) in
            try FileSystem.writeAtomically(text, to: path, policy: .lpsFile(kind: request.kind, overwrite: overwrite))
        }
    }

    static func errors(_ outputs: [Output]) -> [String] {
        outputs.compactMap { if case .diagnostic(let d, .error) = $0 { d } else { nil } }
    }

    /// The reproduction: `save "work.lps"` then `export svg "work.lps"` twice used to leave
    /// two SVGs and no script.
    @Test func aPictureDoesNotReplaceTheScriptSaveWrote() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let out = P().run(["save \"work.lps\"", "export svg \"work.lps\"", "export svg \"work.lps\""], in: dir)
        #expect(out.first == .text("saved 7 commands to work.lps"), "\(out)")
        let errors = Self.errors(out)
        #expect(errors.count == 2, "\(out)")
        #expect(
            errors.first == """
                error: cannot export to 'work.lps': the file is a script lps wrote, not an SVG picture
                   --> \(dir)/s.lps:101:12
                    |
                101 | export svg "work.lps"
                    |            ^^^^^^^^^^
                    = note: lps replaces a file it wrote only with a file of the same kind
                    = help: to replace it anyway: export svg "work.lps" overwrite: true
                """)
        let script = try #require(S.read(dir + "/work.lps"))
        #expect(script.hasPrefix("# written by lps (script): replay with 'lps run FILE'\n"))
        #expect(T.entries(dir) == ["work.lps"])
    }

    @Test func aScriptDoesNotReplaceAPicture() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let out = P().run(["export html \"page.html\"", "save \"page.html\"", "record \"page.html\""], in: dir)
        let errors = Self.errors(out)
        #expect(errors.count == 2, "\(out)")
        #expect(
            errors.first?.hasPrefix(
                "error: cannot save to 'page.html': the file is an HTML page lps wrote, not a script\n") == true,
            "\(errors)")
        #expect(
            errors.last?.hasPrefix(
                "error: cannot record to 'page.html': the file is an HTML page lps wrote, not a script\n") == true,
            "\(errors)")
        #expect(
            S.read(dir + "/page.html")?.hasPrefix("<!-- written by lps (html): export html -->\n<!DOCTYPE html>")
                == true)
        #expect(T.entries(dir) == ["page.html"])
    }

    @Test func overwriteTrueReplacesAnotherKindKeepingNoBackup() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let out = P().run(["save \"work.lps\"", "export svg \"work.lps\" overwrite: true"], in: dir)
        #expect(Self.errors(out).isEmpty, "\(out)")
        #expect(S.read(dir + "/work.lps")?.hasPrefix("<!-- written by lps (svg): export svg -->\n<svg ") == true)
        #expect(T.entries(dir) == ["work.lps"])
    }

    /// Every kind against every other: refused, the file as it was; against its own: replaced, the
    /// previous version kept as NAME~.
    @Test(arguments: WrittenFileKind.allCases)
    func eachKindReplacesOnlyItsOwn(_ kind: WrittenFileKind) throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        for other in WrittenFileKind.allCases {
            let path = dir + "/\(other.rawValue)"
            S.put(Self.contents(other, "old"), path)
            let result = Self.write(Self.contents(kind, "new"), path)
            if other == kind {
                #expect(try result.get() == path + "~")
                #expect(S.read(path) == Self.contents(kind, "new"))
                #expect(S.read(path + "~") == Self.contents(other, "old"))
            } else {
                #expect(result.failure?.writeFailure == .anotherKind(other), "\(kind) over \(other)")
                #expect(
                    result.failure?.description
                        == "cannot write '\(path)': it is \(other.described) lps wrote, and lps replaces a file it wrote only with one of the same kind"
                )
                #expect(S.read(path) == Self.contents(other, "old"))
                // With overwrite: replaced, and nothing of the other kind kept as NAME~.
                #expect(try Self.write(Self.contents(kind, "new"), path, overwrite: true).get() == nil)
                #expect(S.read(path) == Self.contents(kind, "new"))
            }
        }
        #expect(T.entries(dir).filter { $0.hasSuffix("~") } == [kind.rawValue + "~"])
    }

    /// Files written before markers named their kind: their wording still says which kind they are.
    @Test func markersOfEarlierVersionsKeepTheirKind() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let legacy: [(String, WrittenFileKind)] = [
            ("# written by lps: replay with 'lps run FILE'", .script),
            ("# written by lps", .script),
            ("<!-- written by lps: export svg -->", .svg),
            ("<!-- written by lps: export html -->", .html),
            ("<!-- written by lps: export html animate -->", .html),
            ("// written by lps: export swift", .swift),
        ]
        for (n, (firstLine, kind)) in legacy.enumerated() {
            let path = dir + "/old\(n)"
            let old = firstLine + "\nold\n"
            for other in WrittenFileKind.allCases where other != kind {
                S.put(old, path)
                #expect(
                    Self.write(Self.contents(other), path).failure?.writeFailure == .anotherKind(kind),
                    "\(firstLine) / \(other)")
                #expect(S.read(path) == old)
            }
            #expect(try Self.write(Self.contents(kind), path).get() == path + "~", "\(firstLine)")
            #expect(S.read(path + "~") == old)
        }
    }

    /// A marker of lps naming a kind this version does not know is lps's, but of no kind it writes.
    @Test func aMarkerOfAnUnknownKindIsReplacedOnlyWithOverwrite() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        for firstLine in [
            "<!-- written by lps: export pdf -->", "# written by lps (notebook): cells",
            "<!-- written by lps (svgz): x -->",
        ] {
            let path = dir + "/x"
            S.put(firstLine + "\n", path)
            for kind in WrittenFileKind.allCases {
                let result = Self.write(Self.contents(kind), path)
                #expect(result.failure?.writeFailure == .anotherKind(nil), "\(firstLine) / \(kind)")
                #expect(S.read(path) == firstLine + "\n")
            }
        }
    }

    /// NAME~ is replaced only by a file lps wrote of the same kind: an SVG of lps's there is kept.
    @Test func aBackupOfAnotherKindIsInTheWay() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let path = dir + "/s.lps"
        S.put(Self.contents(.script, "v1"), path)
        S.put(Self.contents(.svg, "picture"), path + "~")
        #expect(
            Self.write(Self.contents(.script, "v2"), path).failure?.writeFailure == .backupInTheWay(backup: path + "~"))
        #expect(S.read(path) == Self.contents(.script, "v1"))
        #expect(S.read(path + "~") == Self.contents(.svg, "picture"))
    }

    /// `lps render`'s refusal names its own flag, not the script line it runs.
    @Test func renderNamesTheOverwriteFlag() {
        let another = RenderCommand.refusal(.anotherKind(.script), writing: .svg, to: "saved.lps")
        #expect(
            another.map { DiagnosticRenderer.render($0, color: false) } == """
                error: cannot write 'saved.lps': the file is a script lps wrote, not an SVG picture
                  = note: lps replaces a file it wrote only with a file of the same kind
                  = help: to replace it anyway, add --overwrite
                """)
        let mine = RenderCommand.refusal(.notWrittenByLPS, writing: .swift, to: "Mine.swift")
        #expect(
            mine.map { DiagnosticRenderer.render($0, color: false) } == """
                error: cannot write 'Mine.swift': the file exists and was not written by lps
                  = note: lps replaces only Swift files it wrote, whose first line begins '// written by lps'
                  = help: to replace it, add --overwrite
                """)
        #expect(RenderCommand.refusal(.failed(reason: "no space left on device"), writing: .svg, to: "x.svg") == nil)
    }
}
