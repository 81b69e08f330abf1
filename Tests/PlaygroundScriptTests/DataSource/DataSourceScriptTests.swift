import Foundation
import Testing

@testable import PlaygroundScript

/// The checked scripts in playground-scripts/datasource replay with their expected output.
/// Rewrite the expectations with `LPS_UPDATE_SCRIPTS=1 swift test --filter DataSourceScripts` (then read them).
@Suite struct DataSourceScriptTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("playground-scripts/datasource")

    static let scripts = ["todo-tutorial.lps", "errors.lps", "batches.lps", "identity.lps"]

    @Test(arguments: scripts)
    func theScriptReplaysWithItsExpectedOutput(_ name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let reader: FileReader = { path in try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) }
        var result = TranscriptCheck.check(text: text, file: url.path, reader: reader)
        if ProcessInfo.processInfo.environment["LPS_UPDATE_SCRIPTS"] == "1", !result.passed {
            try result.updatedText.write(to: url, atomically: true, encoding: .utf8)
            // What was written must check clean (an update is a fixpoint).
            result = TranscriptCheck.check(text: result.updatedText, file: url.path, reader: reader)
        }
        #expect(result.passed, "\(name) differs:\n\(result.diff)")
    }

    @Test(arguments: scripts)
    func theScriptStartsWithACommentParagraphSayingWhatItTeaches(_ name: String) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("# ") == true)
        #expect(lines.prefix { $0.hasPrefix("#") }.count >= 3)
    }
}
