import CFuzzDriver
import PlaygroundScript

/// Files an `include` may read: a tiny in-memory tree, including a file that includes itself
/// and a pair that include each other, so cycles are exercised without touching the disk.
let files: [String: String] = [
    "self.lps": "include \"self.lps\"",
    "a.lps":
        "let x = LayoutItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)))\ninclude \"b.lps\"",
    "b.lps": "include \"a.lps\"",
    "ok.lps": "let w = LayoutDimension.fractionalWidth(0.5)",
]

let reader: FileReader = { path in
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let text = files[name] else { throw ReaderError() }
    return text
}

struct ReaderError: Error {}

/// A deterministic bound on the Swift work of one input (see FuzzSwift's `Budget`): the playground
/// polls `isInterrupted` before each unit and every 1,024 Swift steps; after `polls` polls beyond
/// one per line the run is "interrupted". Without it, each runaway unit takes the step limit
/// (3,000,000 steps: about 1 s in a release build, 10-15 s under the fuzzer's instrumentation).
final class Budget: @unchecked Sendable {
    static let polls = 150
    private var left: Int
    init(lines: Int) { left = lines + Self.polls }
    var exhausted: Bool { left < 0 }
    /// The check the playground polls (one run is on one thread at a time).
    var isInterrupted: @Sendable () -> Bool {
        { [self] in
            left -= 1
            return left < 0
        }
    }
}

/// SwiftPM links `main` to `FuzzScript_main`; hand control to libFuzzer from there.
@_cdecl("FuzzScript_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(UnsafeBufferPointer(start: data, count: size)) }
}

func fuzz(_ bytes: UnsafeBufferPointer<UInt8>) -> CInt {
    // The first byte picks cursors for completion; the rest is the script (invalid UTF-8 is repaired,
    // as the shell's reader does).
    let seed = bytes.first ?? 0
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)

    let budget = Budget(lines: text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
    var playground = Playground(options: PlaygroundOptions(color: seed & 1 == 0, isInterrupted: budget.isInterrupted))
    let result = playground.run(script: text, file: "fuzz.lps", keepGoing: true, reader: reader)
    _ = result.failed

    // The same text as a checked transcript: one `--update` must give a file that checks clean
    // (otherwise `lps check --update` reports a failure after rewriting the user's file). The
    // check replays with no budget, so only a text that ran within it is checked.
    let check =
        budget.exhausted
        ? TranscriptCheck.Result?.none : TranscriptCheck.check(text: text, file: "fuzz.lps", reader: reader)
    if let check, !check.passed {
        let again = TranscriptCheck.check(text: check.updatedText, file: "fuzz.lps", reader: reader)
        if !again.passed {
            fatalError("check --update is not a fixpoint:\n\(again.diff)")  // NB: a fuzzing oracle reports by trapping
        }
    }

    // Completion at a few cursors on each line (including past the end and negative).
    var state = UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64) {
        let s = String(line)
        let n = s.count
        for _ in 0..<3 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let cursor = Int(truncatingIfNeeded: state >> 33) % (n + 3) - 1
            let completion = playground.completions(line: s, cursor: cursor)
            for candidate in completion.candidates { _ = candidate.count }
        }
    }
    return 0
}
