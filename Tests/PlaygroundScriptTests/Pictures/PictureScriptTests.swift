import Foundation
import Testing

@testable import PlaygroundScript

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every script in playground-scripts/ is drawn, and the picture is checked against the tables:
/// one SVG element per layout element, with the frames `frames --json` (content) and
/// `visible --json` (viewport) print, well-formed XML, and the same bytes twice.
@Suite struct PictureScriptTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("playground-scripts")

    static var scripts: [String] {
        let walker = FileManager.default.enumerator(atPath: root.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".lps") { found.append(path) }
        }
        return found.sorted()
    }

    /// One element as the picture or the table says it: kind, element kind, index path, id, frame, z.
    struct Row: Hashable, Comparable, CustomStringConvertible {
        var kind: String, elementKind: String, indexPath: String, id: String
        var x: Double, y: Double, width: Double, height: Double, z: Double
        var key: String { "\(kind)|\(elementKind)|\(indexPath)|\(id)|\(x)|\(y)|\(width)|\(height)|\(z)" }
        static func < (l: Row, r: Row) -> Bool { l.key < r.key }
        var description: String { key }
    }

    /// The `<g data-kind=...>` elements of an SVG, read by an XML parser (so it must be well-formed).
    final class ElementReader: NSObject, XMLParserDelegate {
        var rows: [Row] = []
        var failure: String?
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes a: [String: String] = [:]
        ) {
            guard name == "g", let kind = a["data-kind"] else { return }
            func d(_ k: String) -> Double { Double(a[k] ?? "") ?? .nan }
            rows.append(
                Row(
                    kind: kind, elementKind: a["data-element-kind"] ?? "", indexPath: a["data-index-path"] ?? "",
                    id: a["data-id"] ?? "", x: d("data-x"), y: d("data-y"), width: d("data-width"),
                    height: d("data-height"), z: d("data-z")))
        }
        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) { failure = "\(error)" }
    }

    static func rows(svg: String) -> (rows: [Row], error: String?) {
        // The first line is lps's marker comment; the rest must be one XML document.
        let parser = XMLParser(data: Data(svg.utf8))
        let reader = ElementReader()
        parser.delegate = reader
        let ok = parser.parse()
        return (reader.rows, ok ? reader.failure : (reader.failure ?? "parse failed"))
    }

    static func rows(json text: String) throws -> [Row] {
        let array = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
        return array.map { o in
            let path = (o["indexPath"] as? [Any] ?? []).map { "\($0)" }.joined(separator: ",")
            func d(_ k: String) -> Double { (o[k] as? NSNumber)?.doubleValue ?? .nan }
            return Row(
                kind: o["kind"] as? String ?? "", elementKind: o["elementKind"] as? String ?? "", indexPath: path,
                id: o["identifier"] as? String ?? "", x: d("x"), y: d("y"), width: d("width"), height: d("height"),
                z: d("zIndex"))
        }
    }

    @Test(arguments: scripts)
    func thePictureOfTheScriptMatchesItsFrames(_ name: String) throws {
        let url = Self.root.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var playground = Playground(options: PlaygroundOptions(color: false))
        let reader: FileReader = { path in try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) }
        _ = playground.run(script: text, file: url.path, keepGoing: true, reader: reader)
        let disk = MemoryDisk()
        func run(_ line: String) -> (out: String, errors: [String]) {
            let outputs = playground.execute(
                line: line, at: SourceLocation(file: "pictures.lps", line: 1), reader: reader, writer: disk.writer)
            var out: [String] = []
            var errors: [String] = []
            for o in outputs {
                if case .text(let t) = o { out.append(t) }
                if case .diagnostic(let d, .error) = o { errors.append(d) }
            }
            return (out.joined(separator: "\n"), errors)
        }
        for (view, query) in [("content", "frames --json"), ("viewport", "visible --json")] {
            let table = run(query)
            let export = run("export svg \"/pictures/\(view).svg\" view: \(view)")
            if !table.errors.isEmpty {
                // No layout to draw (a script that ends without one): the picture fails the same way.
                #expect(!export.errors.isEmpty, "\(name): \(query) failed but export succeeded")
                #expect(
                    export.errors.first?.split(separator: "\n").first
                        == table.errors.first?.split(separator: "\n").first)
                continue
            }
            #expect(export.errors.isEmpty, "\(name): \(export.errors)")
            let svg = try #require(disk.contents("/pictures/\(view).svg"))
            #expect(svg.hasPrefix("<!-- written by lps (svg): export svg -->\n<svg "))
            let (pictured, error) = Self.rows(svg: svg)
            #expect(error == nil, "\(name) (\(view)): the SVG is not well-formed: \(error ?? "")")
            let expected = try Self.rows(json: table.out)
            #expect(pictured.count == expected.count, "\(name) (\(view))")
            #expect(pictured.sorted() == expected.sorted(), "\(name) (\(view))")
            // Same session, same bytes.
            _ = run("export svg \"/pictures/again.svg\" view: \(view)")
            #expect(disk.contents("/pictures/again.svg") == svg, "\(name) (\(view)): not deterministic")
            // The HTML page carries the same picture.
            _ = run("export html \"/pictures/\(view).html\" view: \(view)")
            let html = try #require(disk.contents("/pictures/\(view).html"))
            #expect(html.hasPrefix("<!-- written by lps (html): export html -->\n<!DOCTYPE html>"))
            #expect(html.contains(svg.split(separator: "\n").dropFirst().joined(separator: "\n")))
        }
    }
}

/// Groups inside groups are outlined too (Apple's "Nested Groups": a vertical pair beside a tall item),
/// at the frames the solver gave them, and each holds the cells it placed.
@Suite struct NestedGroupPictureTests {
    @Test func nestedGroupsAreDrawnWhereTheSolverPutThem() throws {
        let url = PictureScriptTests.root.appendingPathComponent("apple/nested-groups.lps")
        var playground = Playground(options: PlaygroundOptions(color: false))
        let reader: FileReader = { path in try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) }
        _ = playground.run(
            script: try String(contentsOf: url, encoding: .utf8), file: url.path, keepGoing: true, reader: reader)
        let disk = MemoryDisk()
        _ = playground.execute(
            line: "export svg \"/n.svg\"", at: SourceLocation(file: "t.lps", line: 1), reader: reader,
            writer: disk.writer)
        let svg = try #require(disk.contents("/n.svg"))
        let nested = svg.split(separator: "\n").filter { $0.contains("lps-nested-group\"") }
        // Two full top-level groups hold a trailing vertical group each; the third holds one item only.
        #expect(
            nested == [
                #"<rect x="275" y="0" width="118" height="340.667" class="lps-group lps-nested-group" data-section="0"/>"#,
                #"<rect x="275" y="340.667" width="118" height="340.667" class="lps-group lps-nested-group" data-section="0"/>"#,
            ])
        // A layout without nested groups draws none.
        let grid = PictureScriptTests.root.appendingPathComponent("apple/grid.lps")
        var flat = Playground(options: PlaygroundOptions(color: false))
        _ = flat.run(
            script: try String(contentsOf: grid, encoding: .utf8), file: grid.path, keepGoing: true, reader: reader)
        _ = flat.execute(
            line: "export svg \"/g.svg\"", at: SourceLocation(file: "t.lps", line: 1), reader: reader,
            writer: disk.writer)
        let flatSVG = try #require(disk.contents("/g.svg"))
        #expect(!flatSVG.contains("lps-nested-group\""))
        #expect(flatSVG.contains("class=\"lps-group\""))
    }
}

/// The gallery (docs/gallery/, made by tools/gallery with `lps render`) is what the scripts draw
/// now, byte for byte: `apple--grid.svg` is playground-scripts/apple/grid.lps.
@Suite struct GalleryTests {
    static let docs = PictureScriptTests.root.deletingLastPathComponent().appendingPathComponent("docs/gallery")

    static var pictures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter {
            $0.hasSuffix(".svg") || $0.hasSuffix(".html")
        }.sorted()
    }

    @Test func theGalleryHasPictures() {
        #expect(Self.pictures.count >= 5)
    }

    @Test(arguments: pictures)
    func thePictureIsUpToDate(_ name: String) throws {
        let html = name.hasSuffix(".html")
        let stem = String(name.dropLast(html ? 5 : 4))
        let script = PictureScriptTests.root.appendingPathComponent(
            stem.replacingOccurrences(of: "--", with: "/") + ".lps")
        let text = try String(contentsOf: script, encoding: .utf8)
        var playground = Playground(options: PlaygroundOptions(color: false))
        let reader: FileReader = { path in try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) }
        let result = playground.run(script: text, file: script.path, keepGoing: false, reader: reader)
        #expect(!result.failed)
        let disk = MemoryDisk()
        let line =
            "export \(html ? "html" : "svg") \"/out\" view: content scale: 1 title: \"\(script.lastPathComponent)\""
            + (html ? " animate: true" : "")
        _ = playground.execute(
            line: line, at: SourceLocation(file: "<lps render>", line: 1), reader: reader, writer: disk.writer)
        let expected = try String(contentsOf: Self.docs.appendingPathComponent(name), encoding: .utf8)
        #expect(disk.contents("/out") == expected, "docs/gallery/\(name) is out of date: run tools/gallery")
    }
}
