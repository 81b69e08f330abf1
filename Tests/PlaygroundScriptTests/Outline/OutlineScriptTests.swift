import Foundation
import Testing

@testable import PlaygroundScript

/// The checked scripts in playground-scripts/outline replay with exactly their expected output.
/// Rewrite their expectations with `LPS_RECORD_SCRIPTS=1 swift test --filter OutlineScript`
/// (then read every changed line: it must be what UIKit does).
@Suite struct OutlineScriptTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("playground-scripts/outline")

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".lps") }
            .sorted()
    }

    @Test func thereAreOutlineScripts() {
        #expect(Self.scripts.count >= 4)
    }

    @Test(arguments: scripts)
    func theScriptReplaysWithItsExpectedOutput(_ name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("#"), "\(name) must start with a comment paragraph saying what it teaches")
        let reader: FileReader = { path in try String(contentsOfFile: path, encoding: .utf8) }
        var result = TranscriptCheck.check(text: text, file: url.path, reader: reader)
        if ProcessInfo.processInfo.environment["LPS_RECORD_SCRIPTS"] == "1", !result.passed {
            try result.updatedText.write(to: url, atomically: true, encoding: .utf8)
            // What was written must check clean (an update is a fixpoint).
            result = TranscriptCheck.check(text: result.updatedText, file: url.path, reader: reader)
        }
        #expect(result.passed, "\(name):\n\(result.diff)")
    }
}
