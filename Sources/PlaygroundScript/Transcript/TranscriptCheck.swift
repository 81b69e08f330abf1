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

    /// Whether a line has the shape of an expectation (`#>` or `#!` after any indentation). Where
    /// it stands decides whether it is one: a line inside a multi-line string literal or a `/* */`
    /// comment is Swift text (`SourceUnits` never starts a unit there), and a first-line shebang is
    /// kept (`isShebang`). `isExpectation(unit:in:)` asks both.
    static func isExpectation(_ line: Substring) -> Bool {
        let t = line.trimmingSpaces
        return t.hasASCIIPrefix(outputPrefix) || t.hasASCIIPrefix(diagnosticPrefix)
    }

    /// `#!/usr/bin/env lps` (or any `#!` followed by a non-blank, unindented): on the first line of a
    /// file it is the interpreter line, not an expected diagnostic (those are `#! ` and a message).
    static func isShebang(_ line: Substring) -> Bool {
        guard line.hasASCIIPrefix("#!") else { return false }
        let rest = line.utf8.dropFirst(2)
        guard let next = rest.first else { return false }
        return next != UInt8(ascii: " ") && next != UInt8(ascii: "\t")
    }

    /// Whether `unit` is an expectation line: the scan that splits the
    /// script into units (the parser's view of it) puts no expectation inside a statement's literal or
    /// comment, so an expectation is a one-line unit of that shape, and never a first-line shebang.
    static func isExpectation(unit: SourceUnit, in lines: [Substring]) -> Bool {
        guard unit.kind == .comment, unit.firstLine < lines.count else { return false }
        let line = lines[unit.firstLine]
        return isExpectation(line) && !(unit.firstLine == 0 && isShebang(line))
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

    private static func checkOnceOnThisThread(text whole: String, file: String, reader: @escaping FileReader) -> Result
    {
        let display = file.split(separator: "/").last.map(String.init) ?? file
        // A UTF-8 byte-order mark is no part of the first line; `--update` writes it back.
        let bom = whole.utf8.starts(with: [0xEF, 0xBB, 0xBF])
        let text = bom ? String(decoding: whole.utf8.dropFirst(3), as: UTF8.self) : whole
        var playground = Playground(options: PlaygroundOptions(color: false))
        let lines = text.sourceLines
        guard lines.count <= Limits.scriptLines else {
            return Result(
                passed: false,
                diff: "error: '\(display)' has \(lines.count) lines; the limit is \(Limits.scriptLines)\n",
                updatedText: whole)
        }
        var expected: [String] = []
        var actual: [String] = []
        /// The updated text's lines: the file's own (by index, written back with their own line
        /// breaks) and the new expectations.
        var updated: [UpdatedLine] = []
        let units = playground.units(lines)
        var u = 0
        while u < units.count {
            let unit = units[u]
            u += 1
            let i = unit.firstLine
            if isExpectation(unit: unit, in: lines) {
                // Orphan expectation (under a comment or blank line): kept, compared as nothing produced.
                expected.append(String(lines[i].trimmingSpaces))
                continue
            }
            let firstUpdatedLine = updated.count + 1
            updated += (i..<(i + unit.lineCount)).map { .original($0) }
            // The expectations right under the unit: each a one-line unit of its own.
            var j = i + unit.lineCount
            while u < units.count, units[u].firstLine == j, isExpectation(unit: units[u], in: lines) {
                expected.append(String(lines[j].trimmingSpaces))
                j += 1
                u += 1
            }
            if unit.kind == .command || unit.kind == .swift {
                // Numbered as in the updated text, so diagnostics quote the line where it will stand and one
                // `--update` of a script without expectations is already a fixpoint.
                let outputs = playground.execute(
                    unit: SourceUnit(kind: unit.kind, firstLine: 0, lineCount: unit.lineCount),
                    lines: Array(lines[i..<(i + unit.lineCount)]), file: file, display: display,
                    reader: reader, writer: dryWriter, firstLineNumber: firstUpdatedLine)
                let rendered = render(outputs)
                actual += rendered
                updated += rendered.map { .new($0) }
                if outputs.contains(where: \.isQuit) {
                    // Nothing after quit runs; later expectations are compared against nothing, every
                    // other line (Swift text that looks like one included) is kept.
                    for rest in units[u...] {
                        if isExpectation(unit: rest, in: lines) {
                            expected.append(String(lines[rest.firstLine].trimmingSpaces))
                        } else {
                            updated += (rest.firstLine..<(rest.firstLine + rest.lineCount)).map { .original($0) }
                        }
                    }
                    break
                }
            }
        }
        if expected == actual {
            return Result(passed: true, diff: "", updatedText: whole)
        }
        // The empty string after a final line break is no line of the file (a statement that runs to the
        // end holds it): the text ends with that break, after whatever line comes last.
        // (Carriage returns after the final "\n" are a last line's ending, kept as they are.)
        let endsWithBreak =
            lines.count > 1 && lines[lines.count - 1].isEmpty && lines[lines.count - 1].endIndex == text.endIndex
        if endsWithBreak { updated.removeAll { if case .original(lines.count - 1) = $0 { true } else { false } } }
        let newText = (bom ? "\u{FEFF}" : "") + joined(updated, lines: lines, of: text, endsWithBreak: endsWithBreak)
        // The diff is of the script itself against what `--update` would write: its hunks carry
        // the script's own line numbers, and the commands around a change are its context.
        var original = lines.map(String.init)
        let rewritten = updated.map { line -> String in
            switch line {
            case .original(let k): String(lines[k])
            case .new(let t): t
            }
        }
        if endsWithBreak { original.removeLast() }
        return Result(
            passed: false,
            diff: UnifiedDiff.diff(original, rewritten, from: "\(display) (expected)", to: "\(display) (actual)"),
            updatedText: newText)
    }

    /// A line of an updated script: line `k` of the file, or a new expectation.
    enum UpdatedLine {
        case original(Int)
        case new(String)
    }

    /// The updated lines as one text. Every line of the file keeps its own line break (CRLF stays
    /// CRLF); a new line takes the break of the line above it (the file's first, at the top); the
    /// text ends with a line break exactly when the file did (`endsWithBreak`: `updated` then holds
    /// no empty last line of the file).
    static func joined(_ updated: [UpdatedLine], lines: [Substring], of text: String, endsWithBreak: Bool) -> String {
        // The break after line k: the bytes between it and the next line ("\n", "\r\n"); after the
        // last, whatever `sourceLines` left off it (carriage returns).
        func lineBreak(after k: Int) -> Substring {
            k + 1 < lines.count ? text[lines[k].endIndex..<lines[k + 1].startIndex] : text[lines[k].endIndex...]
        }
        let first: Substring = lines.count > 1 ? lineBreak(after: 0) : "\n"
        var out = ""
        var above = first
        for (n, line) in updated.enumerated() {
            let isLast = n == updated.count - 1
            switch line {
            case .original(let k):
                out += lines[k]
                let ending = lineBreak(after: k)
                if k == lines.count - 1 {
                    // The file's last line: its own ending, and a line break if more follows.
                    out += ending
                    if !isLast { out += above }
                } else {
                    if !isLast || endsWithBreak { out += ending }
                    above = ending
                }
            case .new(let t):
                out += t
                if !isLast || endsWithBreak { out += above }
            }
        }
        return out
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
