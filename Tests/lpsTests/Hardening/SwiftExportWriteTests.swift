import PlaygroundScript
import Testing

@testable import lps

/// `export swift "File.swift"` writes under the rules of `save`: its first line,
/// `// written by lps (swift): export swift`, marks the file as lps's; a Swift file of the user's is never
/// replaced without `overwrite: true`; a file lps wrote is kept as NAME~ when replaced.
@Suite struct SwiftExportWriteTests {
    typealias T = AtomicWriteTests
    typealias S = SafeWriteTests
    typealias P = PictureWriteTests

    @Test func aUsersSwiftFileIsNotReplacedWithoutOverwrite() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let mine = "import UIKit\n\nfunc createLayout() -> UICollectionViewLayout { fatalError() }\n"
        S.put(mine, dir + "/Layout.swift")
        let refused = P().run(["export swift \"Layout.swift\""], in: dir)
        let message = refused.compactMap { if case .diagnostic(let d, .error) = $0 { d } else { nil } }.first ?? ""
        #expect(
            message.contains("error: cannot export to 'Layout.swift': the file exists and was not written by lps"),
            "\(message)")
        #expect(
            message.contains(
                "note: lps replaces only Swift files it wrote, whose first line begins '// written by lps'"),
            "\(message)")
        #expect(message.contains("help: to replace it: export swift \"Layout.swift\" overwrite: true"), "\(message)")
        #expect(S.read(dir + "/Layout.swift") == mine)
        #expect(T.entries(dir) == ["Layout.swift"])

        let replaced = P().run(["export swift \"Layout.swift\" overwrite: true"], in: dir)
        #expect(!replaced.contains { $0.isError }, "\(replaced)")
        let written = try #require(S.read(dir + "/Layout.swift"))
        #expect(written.hasPrefix("// written by lps (swift): export swift\n"))
        #expect(written.contains("func createLayout() -> UICollectionViewLayout {"))
        #expect(T.entries(dir) == ["Layout.swift"])
    }

    @Test func aFileLpsWroteIsReplacedKeepingTheOldOne() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let out = P().run(
            ["export swift \"Layout.swift\"", "export swift \"Layout.swift\" title: \"second\""], in: dir)
        #expect(!out.contains { $0.isError }, "\(out)")
        #expect(
            out.contains(
                .text(
                    "exported swift (27 lines: createLayout(), makeSnapshot()) to Layout.swift (the previous version is kept as 'Layout.swift~')"
                )), "\(out)")
        #expect(S.read(dir + "/Layout.swift")?.contains("the lps session 'second'") == true)
        #expect(S.read(dir + "/Layout.swift~")?.contains("the lps session 's.lps'") == true)
    }
}
