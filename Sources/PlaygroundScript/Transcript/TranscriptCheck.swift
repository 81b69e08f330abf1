/// Self-checking scripts: expected output lives in `#> ` (stdout) and `#! ` (diagnostics) lines
/// directly under the command that produced it. Check mode: colour off, a fresh session,
/// keep going after errors (an error can be the expected output), file names shown as given.
/// Checking writes no files: `save` and `record` succeed as if their files were new.
public enum TranscriptCheck {
    public struct Result: Hashable, Sendable {
        /// True when every expectation matched.
        public var passed: Bool
        /// A unified diff of expected versus actual, empty when passed.
        public var diff: String
        /// The script text with its expectations replaced by the actual output (for `--update`).
        public var updatedText: String
    }

    /// The writer of check mode: every write succeeds and nothing is written.
    static let dryWriter: FileWriter = { _ in WriteReceipt() }

    static let outputPrefix = "#>"
    static let diagnosticPrefix = "#!"

    static func isExpectation(_ line: Substring) -> Bool {
        let t = line.trimmingSpaces
        return t.hasASCIIPrefix(outputPrefix) || t.hasASCIIPrefix(diagnosticPrefix)
    }

    /// Replays `text` in a fresh session with the fixed check environment and compares.
    /// `file` is used to resolve includes; locations show its last path component.
    public static func check(text: String, file: String, reader: @escaping FileReader) -> Result {
        var result = checkOnce(text: text, file: file, reader: reader)
        guard !result.passed else { return result }
        // Diagnostics quote their line numbers, which move when expectations above them change
        // length: rewrite until the text no longer changes, so one `--update` is enough.
        var text = result.updatedText
        for _ in 0..<4 {
            let again = checkOnce(text: text, file: file, reader: reader)
            if again.passed { break }
            text = again.updatedText
        }
        result.updatedText = text
        return result
    }

    static func checkOnce(text: String, file: String, reader: @escaping FileReader) -> Result {
        BigStack.run { checkOnceOnThisThread(text: text, file: file, reader: reader) }
    }

    private static func checkOnceOnThisThread(text: String, file: String, reader: @escaping FileReader) -> Result {
        let display = file.split(separator: "/").last.map(String.init) ?? file
        var playground = Playground(options: PlaygroundOptions(color: false))
        let lines = text.sourceLines
        guard lines.count <= Limits.scriptLines else {
            return Result(passed: false, diff: "error: '\(display)' has \(lines.count) lines; the limit is \(Limits.scriptLines)\n",
                          updatedText: text)
        }
        var expected: [String] = []
        var actual: [String] = []
        var updated: [String] = []
        let units = playground.units(lines)
        var u = 0
        while u < units.count {
            let unit = units[u]
            u += 1
            let i = unit.firstLine
            let line = lines[i]
            if isExpectation(line) {
                // Orphan expectation (under a comment or blank line): kept, compared as nothing produced.
                expected.append(String(line.trimmingSpaces))
                continue
            }
            let firstUpdatedLine = updated.count + 1
            updated += lines[i..<(i + unit.lineCount)].map(String.init)
            var j = i + unit.lineCount
            while j < lines.count, isExpectation(lines[j]) {
                expected.append(String(lines[j].trimmingSpaces))
                j += 1
            }
            while u < units.count, units[u].firstLine < j { u += 1 }
            if unit.kind == .command || unit.kind == .swift {
                // Numbered as in the updated text, so diagnostics quote the line where it will stand and one
                // `--update` of a script without expectations is already a fixpoint.
                let outputs = playground.execute(unit: SourceUnit(kind: unit.kind, firstLine: 0, lineCount: unit.lineCount),
                                                 lines: Array(lines[i..<(i + unit.lineCount)]), file: file, display: display,
                                                 reader: reader, writer: dryWriter, firstLineNumber: firstUpdatedLine)
                let rendered = render(outputs)
                actual += rendered
                updated += rendered
                if outputs.contains(where: \.isQuit) {
                    // Nothing after quit runs; later expectations are compared against nothing.
                    for rest in lines[j...] where isExpectation(rest) { expected.append(String(rest.trimmingSpaces)) }
                    updated += lines[j...].filter { !isExpectation($0) }.map(String.init)
                    break
                }
            }
        }
        if expected == actual {
            return Result(passed: true, diff: "", updatedText: text)
        }
        var newText = updated.joined(separator: "\n")
        if (text.hasSuffix("\n") || text.hasSuffix("\r\n")) && !newText.hasSuffix("\n") { newText += "\n" }
        // The diff is of the script itself against what `--update` would write: its hunks carry
        // the script's own line numbers, and the commands around a change are its context.
        var original = lines.map(String.init)
        var rewritten = updated
        // The empty string after a final newline is no line of the file.
        if original.last == "" { original.removeLast() }
        if rewritten.last == "" { rewritten.removeLast() }
        return Result(passed: false, diff: UnifiedDiff.diff(original, rewritten, from: "\(display) (expected)", to: "\(display) (actual)"),
                      updatedText: newText)
    }

    /// Outputs as expectation lines.
    static func render(_ outputs: [Output]) -> [String] {
        var lines: [String] = []
        for output in outputs {
            switch output {
            case .text(let t):
                for l in t.sourceLines {
                    lines.append(l.isEmpty ? outputPrefix : outputPrefix + " " + l)
                }
            case .stream(let stream):
                stream.forEachLine { t in
                    for l in t.sourceLines {
                        lines.append(l.isEmpty ? outputPrefix : outputPrefix + " " + l)
                    }
                    return true
                }
            case .diagnostic(let d, _):
                for l in d.sourceLines {
                    lines.append(l.isEmpty ? diagnosticPrefix : diagnosticPrefix + " " + l)
                }
            case .effect:
                break
            }
        }
        return lines.map { String($0.trimmingSpaces) }
    }
}
