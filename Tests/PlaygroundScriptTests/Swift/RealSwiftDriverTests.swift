import Foundation
import Testing

@testable import PlaygroundScript

/// Issue 29's development set: twenty public Swift files pasted whole, kept outside the repository in
/// `../shared/real-swift` (next to the project; code from elsewhere is never copied into it), each with
/// a driver that includes it, loads the view controller and asks for `frames`. A driver "runs" when it
/// ends without an error and prints UIKit's frames (`cell` lines). The count may grow, never drop.
@Suite struct RealSwiftDriverTests {
    static let drivers = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/real-swift/drivers")

    static let available = FileManager.default.fileExists(atPath: drivers.path)

    /// 15 on 2026-12-05: 01, 02, 04-08, 11-15, 18-20. 18 on branch real-files-3: 01-09, 11-15, 17-20;
    /// 19 with visibleItemsInvalidationHandler and long identities (10): all but 16, whose bundle data is nil
    /// (16 has no data: its bundle JSON is nil, and it says so).
    static let runningAtLeast = 19

    @Test(.enabled(if: available, "../shared/real-swift is not next to the project"))
    func theDriversThatPrintFramesDoNotDrop() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.drivers.path).filter {
            $0.hasSuffix(".lps")
        }.sorted()
        var running: [String] = []
        for name in names {
            let path = Self.drivers.appendingPathComponent(name).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            var playground = Playground(options: PlaygroundOptions(color: false))
            let result = playground.run(
                script: text, file: path, keepGoing: false, reader: { try String(contentsOfFile: $0, encoding: .utf8) })
            var lines: [String] = []
            for output in result.outputs {
                switch output {
                case .text(let t): lines.append(t)
                case .stream(let s): lines += s.lines
                default: break
                }
            }
            if !result.failed, lines.contains(where: { $0.hasPrefix("cell ") }) { running.append(name) }
        }
        #expect(running.count >= Self.runningAtLeast, "running: \(running)")
    }
}
