import Foundation
import Testing
@testable import PlaygroundScript

/// `export swift` writes the session as UIKit Swift. The proof that it says what the session
/// says: for every script of Apple's samples, the layout scenarios and the Swift view controllers,
/// the exported file is loaded into a fresh playground through the Swift front end (the same
/// device, scroll position and self-sized cells), its `createLayout()` becomes the collection
/// view's layout and its `makeSnapshot()` (and outlines) are applied, and `frames --json` and
/// `contentSize` must print the same bytes as the original session.
@Suite struct ExportSwiftTests {
    static let root = PictureScriptTests.root

    static func scripts(in folders: [String]) -> [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".lps") }.map { folder + "/" + $0 }
        }.sorted()
    }

    static let fileReader: FileReader = { path in try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) }

    /// Runs `line` and returns its text and its error diagnostics.
    static func run(_ line: String, in playground: inout Playground, disk: MemoryDisk = MemoryDisk()) -> (out: String, errors: [String]) {
        let outputs = playground.execute(line: line, at: SourceLocation(file: "export.lps", line: 1), reader: fileReader, writer: disk.writer)
        var out: [String] = [], errors: [String] = []
        for o in outputs {
            if case .text(let t) = o { out.append(t) }
            if case .diagnostic(let d, .error) = o { errors.append(d) }
        }
        return (out.joined(separator: "\n"), errors)
    }

    struct RoundTrip {
        var swift: String
        var original: (frames: String, contentSize: String)
        var loaded: (frames: String, contentSize: String)
        var errors: [String]
    }

    /// Exports `playground`'s session as Swift and loads it into a fresh playground.
    static func roundTrip(_ playground: inout Playground) -> RoundTrip {
        let exported = run("export swift", in: &playground)
        let swift = exported.out
        var trip = RoundTrip(swift: swift, original: (run("frames --json", in: &playground).out, run("contentSize", in: &playground).out),
                             loaded: ("", ""), errors: exported.errors)
        guard exported.errors.isEmpty else { return trip }

        var fresh = Playground(options: PlaygroundOptions(color: false))
        // The same device and scroll position, and the sizes the cells reported (cell content, not layout).
        if let environment = playground.session["environment"] { fresh.session.define("environment", environment) }
        if let old = playground.session.object("layout", as: LayoutDefinition.self) {
            var cells = LayoutDefinition()
            cells.keepCellState(of: old)
            fresh.session.define("layout", cells)
        }
        let loaded = fresh.run(script: swift, file: "Exported.swift", keepGoing: false, reader: fileReader)
        trip.errors += loaded.outputs.compactMap { if case .diagnostic(let d, .error) = $0 { d } else { nil } }
        // Installed as the file's own usage comment says, with the types of makeSnapshot().
        let lines = swift.split(separator: "\n").map(String.init)
        let generic = lines.first { $0.hasPrefix("func makeSnapshot() -> NSDiffableDataSourceSnapshot<") }
            .map { String($0.dropFirst("func makeSnapshot() -> NSDiffableDataSourceSnapshot".count).dropLast(2)) }
        var install = ["let exportedView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())"]
        if let generic {
            install.append("let exportedSource = UICollectionViewDiffableDataSource\(generic)(collectionView: exportedView) { _, _, _ in nil }")
            install += lines.filter { $0.hasPrefix("//     dataSource.apply(") }
                .map { "exportedSource." + $0.dropFirst("//     dataSource.".count) }
        }
        for line in install { trip.errors += run(line, in: &fresh).errors }
        trip.loaded = (run("frames --json", in: &fresh).out, run("contentSize", in: &fresh).out)
        return trip
    }

    @Test(arguments: scripts(in: ["apple", "layout", "swift", "outline"]))
    func theExportedSwiftLoadsBackWithTheSameFrames(_ name: String) throws {
        let url = Self.root.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var playground = Playground(options: PlaygroundOptions(color: false))
        _ = playground.run(script: text, file: url.path, keepGoing: true, reader: Self.fileReader)
        let trip = Self.roundTrip(&playground)
        if trip.original.frames.isEmpty || playground.session.object("layout", as: LayoutDefinition.self)?.defaultSection == nil
            && playground.session.object("layout", as: LayoutDefinition.self)?.rules.isEmpty != false {
            // No layout to export: the export says so, as frames does.
            #expect(!trip.errors.isEmpty, "\(name): exported without a layout")
            return
        }
        #expect(trip.errors.isEmpty, "\(name): \(trip.errors.joined(separator: "\n"))\n\(trip.swift)")
        #expect(trip.loaded.frames == trip.original.frames, "\(name):\n\(trip.swift)")
        #expect(trip.loaded.contentSize == trip.original.contentSize, "\(name)")
        // The same session gives the same bytes.
        #expect(Self.run("export swift", in: &playground).out == trip.swift)
        // UIKit's names only: none of the playground's short names or hidden names in the code.
        let playgroundWords = try NSRegularExpression(pattern: "(^|[^A-Za-z])(LayoutItem|LayoutGroup|LayoutSection|LayoutSize|CompositionalLayout|Snapshot|SectionSnapshot|DiffableDataSource|ListConfiguration)\\b|§")
        for line in trip.swift.split(separator: "\n").map(String.init) where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            let found = playgroundWords.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
            #expect(found == nil, "\(name): \(line)")
        }
    }
}
