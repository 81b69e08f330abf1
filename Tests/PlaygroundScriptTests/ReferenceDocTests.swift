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
        #expect(
            onDisk == generated,
            "docs/commands.md is out of date: run LPS_RECORD_DOCS=1 swift test --filter ReferenceDoc")
    }

    @Test func everyCommandIsInTheReference() {
        let generated = Playground.referenceMarkdown()
        for name in Registry.standard.allCommandNames {
            #expect(generated.contains("### `\(name)`"))
        }
    }

    @Test func aHelpLineThatDoesNotEndASentenceContinuesItsParagraph() {
        let details = [
            "A note is printed the first time its situation arises;",
            "later statements stay quiet.",
            "Frames are in content coordinates. A pinned header",
            "(pinToVisibleBounds) sticks to the top.",
        ]
        #expect(
            HelpText.paragraphs(details) == """

                A note is printed the first time its situation arises;
                later statements stay quiet.

                Frames are in content coordinates. A pinned header
                (pinToVisibleBounds) sticks to the top.

                """)
    }

    @Test func theReferenceKeepsAWrappedHelpParagraphTogether() {
        // 'help notes' wraps one sentence over two lines; the reference renders it as one paragraph.
        let generated = Playground.referenceMarkdown()
        #expect(generated.contains("is printed the first time its situation arises;\nlater statements that meet it"))
        #expect(!generated.contains("arises;\n\nlater statements"))
    }
}
