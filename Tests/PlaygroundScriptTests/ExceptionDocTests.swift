import Foundation
import PlaygroundCore
import Testing

@testable import PlaygroundScript

/// docs/uikit-exceptions.md lists every UIKit reason the playground quotes; it is generated from the
/// code. Regenerate with `LPS_RECORD_DOCS=1 swift test --filter ExceptionDoc`.
@Suite struct ExceptionDocTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let path = root.appendingPathComponent("docs/uikit-exceptions.md")

    @Test func theExceptionPageMatchesTheCode() throws {
        let generated = Playground.exceptionsMarkdown()
        if ProcessInfo.processInfo.environment["LPS_RECORD_DOCS"] == "1" {
            try generated.write(to: Self.path, atomically: true, encoding: .utf8)
        }
        let onDisk = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(
            onDisk == generated,
            "docs/uikit-exceptions.md is out of date: run LPS_RECORD_DOCS=1 swift test --filter ExceptionDoc")
    }

    /// Whether `text` is `template` with each placeholder standing for one or more characters.
    static func matches(_ text: Substring, _ template: [Character]) -> Bool {
        guard let first = template.first else { return text.isEmpty }
        if ExceptionCatalogue.placeholders.contains(String(first)) {
            var rest = text.dropFirst()
            while true {
                if matches(rest, Array(template.dropFirst())) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard text.first == first else { return false }
        return matches(text.dropFirst(), Array(template.dropFirst()))
    }

    static func documented(_ reason: String) -> Bool {
        ExceptionCatalogue.groups.flatMap(\.entries).contains { matches(Substring(reason), Array($0.reason)) }
    }

    /// Every `= note: UIKit raises: ...` a checked script (or the README) expects is in the page.
    @Test func everyReasonTheScriptsQuoteIsListed() throws {
        let scripts =
            try FileManager.default.subpathsOfDirectory(
                atPath: Self.root.appendingPathComponent("playground-scripts").path
            )
            .filter { $0.hasSuffix(".lps") }.map { "playground-scripts/" + $0 } + ["README.md"]
        var quoted = 0
        for file in scripts {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let marker = line.range(of: "= note: UIKit raises: ") else { continue }
                let reason = String(line[marker.upperBound...])
                quoted += 1
                #expect(Self.documented(reason), "\(file): '\(reason)' is not in docs/uikit-exceptions.md")
            }
        }
        #expect(quoted > 40)
    }

    /// Every snapshot exception quotes a listed reason, on every profile.
    @Test(arguments: Profile.allCases)
    func everySnapshotReasonIsListed(_ profile: Profile) {
        for (e, _) in ExceptionCatalogue.snapshotSamples {
            let reason = e.message(on: profile)
            #expect(Self.documented(reason), "'\(reason)' (\(profile)) is not in docs/uikit-exceptions.md")
        }
    }

    /// Every SnapshotError case has a sample in the page.
    @Test func everySnapshotErrorCaseHasARow() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/PlaygroundCore/Snapshot/SnapshotError.swift"),
            encoding: .utf8)
        let body = source.components(separatedBy: "public enum SnapshotError")[1].components(
            separatedBy: "public var message")[0]
        let declared = Set(
            body.split(separator: "\n").compactMap { line -> String? in
                let t = line.trimmingCharacters(in: .whitespaces)
                guard t.hasPrefix("case ") else { return nil }
                return String(t.dropFirst(5).prefix { $0.isLetter || $0.isNumber })
            })
        let sampled = Set(
            ExceptionCatalogue.snapshotSamples.map { sample in
                Mirror(reflecting: sample.0).children.first?.label ?? String(describing: sample.0)
            })
        #expect(declared.count > 15)
        #expect(declared == sampled)
    }

    /// The layout reasons quoted in messages (`UIKit raises '...'`) are listed too.
    @Test func everyReasonQuotedInTheSourcesIsListed() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for part in text.components(separatedBy: "UIKit raises '").dropFirst() {
                found.append(String(part.prefix { $0 != "'" }))
            }
        }
        #expect(!found.isEmpty)
        let page = Playground.exceptionsMarkdown()
        for reason in found { #expect(page.contains(reason), "'\(reason)' is not in docs/uikit-exceptions.md") }
    }
}
