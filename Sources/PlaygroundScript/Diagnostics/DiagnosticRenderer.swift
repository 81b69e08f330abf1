/// Renders errors and remarks the way rustc does:
///
///     error: unknown command 'fram'
///      --> tour.lps:3:1
///       |
///     3 | fram section: 0
///       | ^^^^
///       = help: did you mean 'frames'?
public enum DiagnosticRenderer {
    public static func render(_ error: ScriptError, color: Bool) -> String {
        var lines = [header(.error, error.message, color: color)]
        let notes = error.exception.map { [uikitRaises + $0] + error.notes } ?? error.notes
        if let loc = error.location {
            let column = error.range?.start ?? 1
            let gutter = String(repeating: " ", count: String(loc.line).count)
            lines.append("\(gutter)--> \(loc.file):\(loc.line):\(column)")
            lines.append("\(gutter) |")
            lines.append("\(loc.line) | \(loc.text.replacingTabs)")
            if let range = error.range {
                let width = max(1, min(range.end, loc.text.count + 1) - range.start)
                let caret =
                    String(repeating: " ", count: max(0, range.start - 1)) + String(repeating: "^", count: width)
                lines.append("\(gutter) | " + paint(caret, "31", color))
            }
            for note in notes { lines.append("\(gutter) = note: \(note)") }
            if let help = error.help { lines.append("\(gutter) = help: \(help)") }
        } else {
            for note in notes { lines.append("  = note: \(note)") }
            if let help = error.help { lines.append("  = help: \(help)") }
        }
        return lines.joined(separator: "\n")
    }

    public static func render(_ remark: Remark, color: Bool) -> String {
        var text = header(remark.severity, remark.message, color: color)
        if let help = remark.help { text += "\n" + helpLead + help }
        return text
    }

    /// An error as one JSON object: kind, message, file, line, column (of the culprit), the
    /// source line, help, notes, and the exception UIKit would raise (`uikitReason`), or null.
    public static func json(_ error: ScriptError) -> String {
        JSONValue.object([
            ("kind", .string("error")), ("message", .string(error.message)),
            ("file", error.location.map { .string($0.file) } ?? .null),
            ("line", error.location.map { .number(Double($0.line)) } ?? .null),
            ("column", error.location == nil ? .null : .number(Double(error.range?.start ?? 1))),
            ("source", error.location.map { .string($0.text) } ?? .null),
            ("help", error.help.map(JSONValue.string) ?? .null),
            ("notes", .array(error.notes.map(JSONValue.string))),
            ("uikitReason", error.exception.map(JSONValue.string) ?? .null),
        ]).serialized()
    }

    /// A note or warning, rendered as text by `render(_:color:)`, as one JSON object placed at
    /// the statement that produced it (a note has no column).
    static func json(remarkText text: String, severity: Severity, file: String, line: Int) -> String {
        let (message, help) = remarkParts(text, severity: severity)
        return JSONValue.object([
            ("kind", .string(severity.rawValue)), ("message", .string(message)), ("file", .string(file)),
            ("line", .number(Double(line))), ("column", .null), ("help", help.map(JSONValue.string) ?? .null),
            ("uikitReason", .null),
        ]).serialized()
    }

    /// A note or warning rendered (without colour) by `render(_:color:)`, taken apart again: its
    /// message and its help. The one place that knows how a remark is laid out besides `render`.
    static func remarkParts(_ text: String, severity: Severity) -> (message: String, help: String?) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let head = severity.rawValue + ": "
        var first = lines.first ?? ""
        // On a terminal the severity is painted: "\u{1B}[1;36mnote\u{1B}[0m: ...".
        let reset = "\u{1B}[0m: "
        if first.hasPrefix("\u{1B}["), let i = first.indices.first(where: { first[$0...].hasPrefix(reset) }) {
            first = head + first[first.index(i, offsetBy: reset.count)...]
        }
        let message = first.hasPrefix(head) ? String(first.dropFirst(head.count)) : first
        let help = lines.dropFirst().first { $0.hasPrefix(helpLead) }.map { String($0.dropFirst(helpLead.count)) }
        return (message, help)
    }

    /// How a remark's help line starts.
    static let helpLead = "  = help: "

    /// How the exception UIKit would raise is introduced among an error's notes.
    static let uikitRaises = "UIKit raises: "

    private static func header(_ severity: Severity, _ message: String, color: Bool) -> String {
        let code =
            switch severity {
            case .error: "1;31"
            case .warning: "1;33"
            case .note: "1;36"
            }
        return paint(severity.rawValue, code, color) + ": " + message
    }

    private static func paint(_ text: String, _ code: String, _ color: Bool) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    var replacingTabs: String { String(map { $0 == "\t" ? " " : $0 }) }
}
