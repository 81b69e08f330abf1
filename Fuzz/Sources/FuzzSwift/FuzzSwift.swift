import CFuzzDriver
import PlaygroundScript

/// Files an `include` may read: a tiny in-memory tree (a Swift file, a file that includes itself),
/// so includes are exercised without touching the disk.
let files: [String: String] = [
    "self.lps": "include \"self.lps\"",
    "ok.lps": "let w = NSCollectionLayoutDimension.fractionalWidth(0.5)",
    "swift.lps": "struct Row: Hashable { let id: Int }\nvar rows = (1...3).map { Row(id: $0) }",
]

let reader: FileReader = { path in
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let text = files[name] else { throw ReaderError() }
    return text
}

struct ReaderError: Error {}

/// SwiftPM links `main` to `FuzzSwift_main`; hand control to libFuzzer from there.
@_cdecl("FuzzSwift_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(UnsafeBufferPointer(start: data, count: size)) }
}

/// A fuzzing oracle reports by trapping (libFuzzer saves the input as a crash).
func fail(_ message: String, _ text: String) -> Never {
    fatalError("\(message)\n--- input ---\n\(text)\n---")  // NB: a fuzzing oracle reports by trapping
}

/// What a session shows from outside: a failed unit must leave all of it as it was.
struct SessionState: Equatable, CustomStringConvertible {
    var log: [String]
    var logCount: Int
    var names: [String]
    var objects: [String]
    var undoDepth: Int
    var recordPath: String?
    var json: Bool
    var identifiers: Int

    init(_ s: Session) {
        log = s.log
        logCount = s.logCount
        names = s.names
        identifiers = s.retainedIdentifiers
        // Every object's description, unless the session holds so many identifiers that
        // describing them all would dominate the run (their type and size still count).
        let describe = identifiers <= 20_000
        objects = s.names.compactMap { n in
            s[n].map { o in
                ([n, o.typeName, String(o.retainedIdentifiers)] + (describe ? o.describe() : [])).joined(
                    separator: "\n")
            }
        }
        undoDepth = s.undoStack.count
        recordPath = s.recordPath
        json = s.settings.json
    }

    var description: String {
        "log \(log), names \(names), undo \(undoDepth), identifiers \(identifiers), record \(recordPath ?? "-"), json \(json)"
    }
}

/// The values of the program's own globals (which `SessionState` cannot see): each of the first
/// few names that is not a playground object, evaluated on a copy of the playground.
func globalValues(_ playground: Playground) -> [[Output]] {
    var copy = playground
    var values: [[Output]] = []
    let budget = Budget(lines: 0)  // a computed global may run away
    for name in playground.session.names.prefix(24) where playground.session[name] == nil {
        values.append(
            copy.execute(
                line: name, at: SourceLocation(file: "probe", line: 1), reader: reader,
                isInterrupted: budget.isInterrupted))
        if values.count == 8 { break }
    }
    return values
}

/// A deterministic bound on one pass over an input: the playground polls `isInterrupted` before
/// each unit and every 1,024 Swift steps, and the pass is "interrupted" (an error that changes
/// nothing, as Ctrl-C) after `Budget.polls` polls beyond one per line. Without it, an input of
/// many runaway units takes the step limit (3,000,000 steps, about 1 s in a release build and
/// 10-15 s under the fuzzer's instrumentation) once per unit and per pass; with it, every pass
/// of every input is at most about 150,000 steps, and what an input prints is still the same
/// on every run (the polls come in the same order).
final class Budget: @unchecked Sendable {
    static let polls = 150
    private var left: Int
    init(lines: Int) { left = lines + Self.polls }
    /// The check the playground polls (one pass runs on one thread at a time).
    var isInterrupted: @Sendable () -> Bool {
        { [self] in
            left -= 1
            return left < 0
        }
    }
}

func isExpectation(_ line: Substring) -> Bool {
    let t = line.drop { $0 == " " || $0 == "\t" }
    return t.hasPrefix("#>") || t.hasPrefix("#!")
}

func fuzz(_ bytes: UnsafeBufferPointer<UInt8>) -> CInt {
    // The first byte chooses: bit 0 colour, bit 1 the whole text as one Swift statement (a `do`
    // block, so no line of it is a playground command). Invalid UTF-8 is repaired, as the shell's
    // reader does.
    let mode = bytes.first ?? 0
    var text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    if mode & 2 != 0 { text = "do {\n" + text + "\n}" }
    let lineCount = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    func options() -> PlaygroundOptions {
        PlaygroundOptions(color: mode & 1 != 0, isInterrupted: Budget(lines: lineCount).isInterrupted)
    }

    // 1. The whole text as a script (keep going), twice: the same outputs and the same session.
    var first = Playground(options: options())
    let result = first.run(script: text, file: "fuzz.lps", keepGoing: true, reader: reader)
    var second = Playground(options: options())
    let again = second.run(script: text, file: "fuzz.lps", keepGoing: true, reader: reader)
    if result != again {
        fail("running the same script twice gave different outputs:\n\(result.outputs)\n---\n\(again.outputs)", text)
    }
    if SessionState(first.session) != SessionState(second.session) {
        fail(
            "running the same script twice left different sessions:\n\(SessionState(first.session))\n\(SessionState(second.session))",
            text)
    }

    // 2. The text typed at the prompt: lines join while `needsContinuation` says the statement is
    // unfinished (as the REPL does); each entry runs on its own. An entry that fails leaves the
    // session exactly as it was.
    var playground = Playground(options: PlaygroundOptions(color: mode & 1 != 0))
    let budget = Budget(lines: lineCount)
    var pending: [Substring] = []
    var lineNumber = 0
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var quit = false
    func runEntry(_ entry: [Substring]) {
        let joined = entry.joined(separator: "\n")
        let before = playground
        let state = SessionState(playground.session)
        let outputs = playground.execute(
            line: joined, at: SourceLocation(file: "<repl>", line: lineNumber - entry.count + 1),
            reader: reader, isInterrupted: budget.isInterrupted)
        if outputs.contains(where: \.isQuit) { quit = true }
        guard outputs.contains(where: \.isError) else { return }
        // An expectation line inside an unfinished statement ends a unit there, so such an entry
        // can be several units (the first may succeed); every other entry is one unit.
        guard !entry.dropFirst().contains(where: isExpectation) else { return }
        if outputs.count != 1 { fail("a failed entry printed more than its error: \(outputs)", joined) }
        let after = SessionState(playground.session)
        if after != state { fail("a failed entry changed the session:\n\(state)\n\(after)\n\(outputs)", joined) }
        let (b, a) = (globalValues(before), globalValues(playground))
        if b != a { fail("a failed entry changed a global's value:\n\(b)\n\(a)\n\(outputs)", joined) }
    }
    for line in lines where !quit {
        lineNumber += 1
        pending.append(line)
        if playground.needsContinuation(pending.joined(separator: "\n")) { continue }
        runEntry(pending)
        pending = []
    }
    // End of input inside a statement: run what there is (as piped input does).
    if !pending.isEmpty && !quit { runEntry(pending) }
    // As the shell does: a deeply nested value is freed on the evaluator's big stack.
    first.dismantle()
    second.dismantle()
    playground.dismantle()
    return 0
}
