import PlaygroundScript
import Testing

@testable import lps

/// Pictures are written under the rules of `save`: their first line, an XML/HTML comment, marks
/// them as lps's; a user's SVG is never replaced without `overwrite: true`, a picture lps wrote
/// is kept as NAME~ when replaced.
@Suite struct PictureWriteTests {
    typealias T = AtomicWriteTests
    typealias S = SafeWriteTests

    static let script = """
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        layout = CompositionalLayout(section: LayoutSection(group: row))
        var s = Snapshot()
        s.appendSections([main])
        s.appendItems([a, b, c], toSection: main)
        dataSource.apply(s)
        """

    func run(_ lines: [String], in dir: String) -> [Output] {
        var playground = Playground()
        _ = playground.run(script: Self.script, file: dir + "/s.lps", keepGoing: false, reader: fileReader)
        var outputs: [Output] = []
        for (i, line) in lines.enumerated() {
            outputs += playground.execute(
                line: line, at: SourceLocation(file: dir + "/s.lps", line: 100 + i), reader: fileReader,
                writer: fileWriter)
        }
        return outputs
    }

    @Test func aPictureIsWrittenMarkedAndReplacedKeepingTheOldOne() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let out = run(["export svg \"grid.svg\"", "export svg \"grid.svg\" view: viewport"], in: dir)
        let hadError = out.contains { $0.isError }
        #expect(!hadError, "\(out)")
        let svg = try #require(S.read(dir + "/grid.svg"))
        #expect(svg.hasPrefix("<!-- written by lps (svg): export svg -->\n"))
        #expect(svg.contains("data-view=\"viewport\""))
        let previous = try #require(S.read(dir + "/grid.svg~"))
        #expect(previous.contains("data-view=\"content\""))
        #expect(
            out.contains(
                .text(
                    "exported svg (viewport, 393 x 852 pt, 3 elements) to grid.svg (the previous version is kept as 'grid.svg~')"
                )))
    }

    @Test func aUsersSVGIsNotReplacedWithoutOverwrite() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let mine = "<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- my drawing --></svg>\n"
        S.put(mine, dir + "/mine.svg")
        let refused = run(["export svg \"mine.svg\""], in: dir)
        let message = refused.compactMap { if case .diagnostic(let d, .error) = $0 { d } else { nil } }.first ?? ""
        #expect(
            message.contains("error: cannot export to 'mine.svg': the file exists and was not written by lps"),
            "\(message)")
        #expect(message.contains("help: to replace it: export svg \"mine.svg\" overwrite: true"), "\(message)")
        #expect(S.read(dir + "/mine.svg") == mine)
        let replaced = run(["export html \"mine.svg\" overwrite: true"], in: dir)
        let replacedWithError = replaced.contains { $0.isError }
        #expect(!replacedWithError)
        #expect(
            S.read(dir + "/mine.svg")?.hasPrefix("<!-- written by lps (html): export html -->\n<!DOCTYPE html>") == true
        )
        #expect(T.entries(dir) == ["mine.svg"])
    }

    @Test func aDirectoryOrAMissingFolderIsALocatedError() throws {
        let dir = T.temporaryDirectory()
        defer { T.removeTree(dir) }
        let out = run(["export svg \"missing/x.svg\"", "export svg \".\""], in: dir)
        let errors = out.compactMap { if case .diagnostic(let d, .error) = $0 { d } else { nil } }
        #expect(errors.count == 2)
        #expect(
            errors.first?.contains("cannot export to 'missing/x.svg': its folder does not exist") == true, "\(errors)")
        #expect(errors.first?.contains("s.lps:100:12") == true, "\(errors)")
        #expect(
            errors.last?.contains("cannot export to '.': the path names a folder ('.'), not a file") == true,
            "\(errors)")
    }
}
