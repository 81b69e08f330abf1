import Foundation
import Testing
@testable import PlaygroundScript

/// docs/commands.md is generated from the registry; this fails when they drift.
/// Regenerate with `LPS_RECORD_DOCS=1 swift test --filter ReferenceDoc`.
@Suite struct ReferenceDocTests {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/commands.md")

    @Test func theCommandReferenceMatchesHelp() throws {
        let generated = Playground.referenceMarkdown()
        if ProcessInfo.processInfo.environment["LPS_RECORD_DOCS"] == "1" {
            try generated.write(to: Self.path, atomically: true, encoding: .utf8)
        }
        let onDisk = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(onDisk == generated, "docs/commands.md is out of date: run LPS_RECORD_DOCS=1 swift test --filter ReferenceDoc")
    }

    @Test func everyCommandIsInTheReference() {
        let generated = Playground.referenceMarkdown()
        for name in Registry.standard.allCommandNames {
            #expect(generated.contains("### `\(name)`"))
        }
    }
}
