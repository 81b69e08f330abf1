import Foundation
import Testing

@testable import PlaygroundScript

/// `explain` reports the frame `frames --json` prints for every element of every script in
/// playground-scripts/apple, swift and layout (cells by index path and by identifier, supplementaries
/// and decorations by kind and index path): the traced re-solve is the same solver, so the two
/// must agree.
@Suite struct ExplainFramesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("playground-scripts")

    static var scripts: [String] {
        var found: [String] = []
        for folder in ["apple", "swift", "layout"] {
            let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = walker?.nextObject() as? String {
                if path.hasSuffix(".lps") { found.append(folder + "/" + path) }
            }
        }
        return found.sorted()
    }

    @Test func theCatalogueHasScriptsToCheck() {
        #expect(Self.scripts.count >= 30)
    }

    @Test(arguments: scripts)
    func explainGivesTheFrameThatFramesPrints(_ name: String) throws {
        let url = Self.root.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var playground = Playground(options: PlaygroundOptions(color: false))
        let reader: FileReader = { path in try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) }
        _ = playground.run(script: text, file: url.path, keepGoing: true, reader: reader)
        let disk = MemoryDisk()
        func run(_ line: String) -> (out: String, errors: [String]) {
            let outputs = playground.execute(
                line: line, at: SourceLocation(file: "explain.lps", line: 1), reader: reader, writer: disk.writer)
            var out: [String] = []
            var errors: [String] = []
            for o in outputs {
                if case .text(let t) = o { out.append(t) }
                if case .diagnostic(let d, .error) = o { errors.append(d) }
            }
            return (out.joined(separator: "\n"), errors)
        }
        let table = run("frames --json")
        guard table.errors.isEmpty else {
            // A script that ends without a layout: explain says the same as frames.
            let explained = run("explain [0, 0]")
            #expect(
                explained.errors.first?.split(separator: "\n").first
                    == table.errors.first?.split(separator: "\n").first,
                "\(name): frames failed (\(table.errors)) but explain said \(explained)")
            return
        }
        let rows = try JSONSerialization.jsonObject(with: Data(table.out.utf8)) as? [[String: Any]] ?? []
        var explained = 0
        var idCounts: [String: Int] = [:]
        for row in rows { if let id = row["identifier"] as? String { idCounts[id, default: 0] += 1 } }
        for row in rows {
            let path = (row["indexPath"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue }
            let kind = row["kind"] as? String ?? ""
            var commands: [String] = []
            if kind == "cell" {
                commands.append("explain [\(path[0]), \(path[1])] --json")
                // By identifier where it names one cell (a classic data source's cells have none: '-').
                if let id = row["identifier"] as? String, idCounts[id] == 1 {
                    commands.append("explain \(Format.identifier(id)) --json")
                }
            } else {
                let elementKind = row["elementKind"] as? String ?? ""
                commands.append("explain \(Format.identifier(elementKind)) [\(path[0]), \(path[1])] --json")
            }
            for command in commands {
                let result = run(command)
                #expect(result.errors.isEmpty, "\(name): \(command): \(result.errors)")
                guard result.errors.isEmpty,
                    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any],
                    let frame = object["frame"] as? [String: Any]
                else { continue }
                func d(_ o: [String: Any], _ k: String) -> Double { (o[k] as? NSNumber)?.doubleValue ?? .nan }
                let got = [d(frame, "x"), d(frame, "y"), d(frame, "width"), d(frame, "height"), d(object, "zIndex")]
                let want = [d(row, "x"), d(row, "y"), d(row, "width"), d(row, "height"), d(row, "zIndex")]
                #expect(got == want, "\(name): \(command): explain says \(got), frames says \(want)")
                #expect(
                    (object["pinned"] as? Bool ?? false) == (row["pinned"] as? Bool ?? false), "\(name): \(command)")
                #expect(
                    (object["indexPath"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue } == path,
                    "\(name): \(command)")
                #expect(object["kind"] as? String == kind, "\(name): \(command)")
                explained += 1
            }
        }
        #expect(explained >= rows.count, "\(name)")
    }
}
