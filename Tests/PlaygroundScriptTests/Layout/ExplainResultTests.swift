import Foundation
import Testing

@testable import PlaygroundScript

/// `explain` with a flow layout or a table view returns its answer as one value (`FlowCellExplanation`,
/// `TableRowExplanation`, ...): the text and the JSON render it, so what one says the other carries.
@Suite struct ExplainResultTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A catalogue script's Swift and commands up to (not including) its first `explain`, without the
    /// expected-output lines.
    static func setup(_ name: String) throws -> String {
        let text = try String(
            contentsOf: root.appendingPathComponent("playground-scripts/swift/\(name)"), encoding: .utf8)
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("explain") { break }
            if !line.hasPrefix("#") { lines.append(String(line)) }
        }
        return lines.joined(separator: "\n")
    }

    /// `explain ...` in text, and in JSON decoded.
    static func both(_ h: inout Harness, _ line: String) throws -> (text: [String], json: [String: Any]) {
        let text = h.ok(line)
        _ = h.ok("set output json")
        let out = h.ok(line)
        _ = h.ok("set output text")
        let data = Data((out.first ?? "").utf8)
        let statement = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let results = try #require(statement["results"] as? [[String: Any]])
        return (text, try #require(results.first))
    }

    static func frameText(_ json: [String: Any]) -> String {
        let f = json["frame"] as? [String: Double] ?? [:]
        let n = Format.number
        return "x \(n(f["x"] ?? .nan)), y \(n(f["y"] ?? .nan)), \(n(f["width"] ?? .nan)) x \(n(f["height"] ?? .nan))"
    }

    @Test func aFlowLayoutsExplanationIsOneValue() throws {
        var h = Harness()
        _ = h.run(try Self.setup("24-flow-layout.lps"))
        let (text, json) = try Self.both(&h, "explain [0, 1]")
        #expect(json["kind"] as? String == "cell" && json["layout"] as? String == "UICollectionViewFlowLayout")
        #expect(text.first?.hasSuffix(Self.frameText(json)) == true, "\(text) \(json)")
        let line = try #require(json["line"] as? [String: Any])
        #expect(line["rule"] as? String == "justified")
        #expect(text.contains { $0.hasPrefix("  rule: justified: the 49 left over") })
        #expect(json["sizeSource"] as? String == "delegate")
        #expect(text.contains("  size: 64 x 32 from collectionView(_:layout:sizeForItemAt:)"))
        let inset = try #require(json["sectionInset"] as? [String: Double])
        #expect(inset == ["top": 8, "leading": 16, "bottom": 16, "trailing": 16])
        let (headerText, header) = try Self.both(&h, "explain UICollectionElementKindSectionHeader [1, 0]")
        #expect(header["isHeader"] as? Bool == true)
        #expect(headerText.first?.hasSuffix(Self.frameText(header)) == true, "\(headerText) \(header)")
    }

    @Test func aTableViewsExplanationIsOneValue() throws {
        var h = Harness()
        _ = h.run(try Self.setup("29-table-views.lps"))
        let (text, json) = try Self.both(&h, "explain [1, 1]")
        #expect(json["kind"] as? String == "cell" && json["layout"] as? String == "UITableView")
        #expect(text.first?.hasSuffix(Self.frameText(json)) == true, "\(text) \(json)")
        let source = try #require(json["heightSource"] as? String)
        let sourceWords = [
            "rowHeight": "rowHeight", "delegate": "heightForRowAt", "fitted": "as 'fit' gave it",
            "estimate": "not fitted",
        ]
        #expect(text.contains { $0.hasPrefix("  height:") && $0.contains(sourceWords[source] ?? "?") }, "\(text)")
        let start = try #require(json["rowsStart"] as? Double)
        #expect(text.contains { $0.contains("follow one another from y \(Format.number(start))") })
        let (headerText, header) = try Self.both(&h, "explain header [1, 0]")
        #expect(header["isHeader"] as? Bool == true && header["elementKind"] as? String != nil)
        #expect(
            headerText.first?.hasSuffix(Self.frameText(header) + (header["pinned"] == nil ? "" : " (pinned)")) == true)
    }
}
