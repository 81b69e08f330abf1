import PlaygroundCore

/// The one number formatter: exact values, shortest round-trip digits, trailing `.0` dropped,
/// `-0` printed as `0`. Locale never enters.
public enum Format {
    public static func number(_ v: Double) -> String {
        formatNumber(v == 0 ? 0 : v)
    }

    /// An identifier as scripts spell it: bare when it lexes as one name, quoted otherwise.
    public static func identifier(_ s: String) -> String {
        // A whole number reads back as the same identifier (`0...11`), so it needs no quotes.
        if !s.isEmpty, s.count <= 15, s.allSatisfy({ $0.isASCII && $0.isNumber }), s == "0" || s.first != "0" { return s }
        guard let first = s.first, Lexer.isNameStart(first), s.allSatisfy(Lexer.isNameChar),
              !reservedWords.contains(s) else { return quoted(s) }
        return s
    }

    public static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(c)
            }
        }
        return out + "\""
    }

    static let reservedWords: Set<String> = ["let", "var", "true", "false", "nil"]

    /// Pads `cells` into aligned columns (left-aligned text, right-aligned numbers).
    public static func table(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
        guard let width = rows.map(\.count).max() else { return [] }
        var widths = [Int](repeating: 0, count: width)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            var line = ""
            for (i, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                let isLast = i == row.count - 1
                if rightAligned.contains(i) { line += pad + cell } else { line += cell + (isLast ? "" : pad) }
                if !isLast { line += "  " }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
