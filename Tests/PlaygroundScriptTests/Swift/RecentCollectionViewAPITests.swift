import Testing

@testable import PlaygroundScript

/// iOS 16-18 collection view API: contentHuggingElements (iOS 18), selfSizingInvalidation and
/// UIHostingConfiguration cells (iOS 16), each with what UIKit does with it.
@Suite struct RecentCollectionViewAPITests {
    @Test func contentHuggingElementsIsAnOptionSetWhoseHeaderOptionIsNotedOnce() {
        var h = Harness()
        _ = h.ok("var config = UICollectionLayoutListConfiguration(appearance: .plain)")
        #expect(h.ok("print(config.contentHuggingElements)") == ["[]"])
        let first = h.run("config.contentHuggingElements = .supplementaryHeader")
        #expect(first.diagnostics.count == 1, "\(first)")
        #expect(first.diagnostics.first?.contains("only as wide as its content") == true, "\(first)")
        #expect(h.ok("print(config.contentHuggingElements)") == [".supplementaryHeader"])
        // Noted once a session; [] and the array spelling are accepted.
        #expect(h.run("config.contentHuggingElements = [.supplementaryHeader]").diagnostics.isEmpty)
        _ = h.ok("config.contentHuggingElements = []")
        #expect(h.ok("print(config.contentHuggingElements)") == ["[]"])
        let e = h.error("config.contentHuggingElements = .header")
        #expect(e.contains("contentHuggingElements must be [] or .supplementaryHeader, found '.header'"), "\(e)")
        #expect(h.ok("print(config.contentHuggingElements)") == ["[]"], "a failed assignment changes nothing")
    }

    @Test func selfSizingInvalidationSaysWhatEachModeDoesOnce() {
        var h = Harness()
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())")
        let notes = h.run("cv.selfSizingInvalidation = .disabled").diagnostics
        #expect(notes.count == 1, "\(notes)")
        let note = notes.first ?? ""
        #expect(note.contains("selfSizingInvalidation (iOS 16)"), "\(note)")
        #expect(note.contains(".enabledIncludingConstraints: also after Auto Layout changes"), "\(note)")
        #expect(note.contains(".disabled: only when the cell is reconfigured or reloaded"), "\(note)")
        #expect(!note.contains("ignored"), "not named among the plumbing: \(note)")
        #expect(h.run("cv.selfSizingInvalidation = .enabled").diagnostics.isEmpty)
    }

    @Test func aHostingConfigurationCellIsNotedFromTheRegistrationThatNeverRuns() {
        var h = Harness()
        let notes = h.run(
            """
            let reg = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                cell.contentConfiguration = UIHostingConfiguration { Text(title) }
            }
            """
        ).diagnostics
        #expect(notes.contains { $0.contains("UIHostingConfiguration cells (iOS 16) size themselves") }, "\(notes)")
        #expect(notes.contains { $0.contains("'fit'") }, "\(notes)")
        // A registration without SwiftUI says nothing of it.
        var plain = Harness()
        let none = plain.run(
            "let reg = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in }"
        ).diagnostics
        #expect(!none.contains { $0.contains("UIHostingConfiguration") }, "\(none)")
    }
}
