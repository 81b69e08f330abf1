import PlaygroundCore

/// The one number formatter for text: at most three decimals, trailing zeros dropped, `-0`
/// printed as `0` (see `formatNumber`). JSON uses `exactNumber`. Locale never enters.
public enum Format {
    public static func number(_ v: Double) -> String {
        formatNumber(v == 0 ? 0 : v)
    }

    /// Full precision (JSON, identifiers made of numbers).
    public static func exactNumber(_ v: Double) -> String {
        formatExactNumber(v == 0 ? 0 : v)
    }

    /// An identifier as scripts spell it: bare when it lexes as one name, quoted otherwise.
    public static func identifier(_ s: String) -> String {
        if let bare = asciiIsBare(s) { return bare ? s : quoted(s) }
        return spelledByCharacters(s)
    }

    /// The rule itself, on characters (any Unicode).
    static func spelledByCharacters(_ s: String) -> String {
        // A whole number reads back as the same identifier (`0...11`), so it needs no quotes.
        if !s.isEmpty, s.count <= 15, s.allSatisfy({ $0.isASCII && $0.isNumber }), s == "0" || s.first != "0" {
            return s
        }
        guard let first = s.first, Lexer.isNameStart(first), s.allSatisfy(Lexer.isNameChar),
            !reservedWords.contains(s)
        else { return quoted(s) }
        return s
    }

    /// The same decision byte by byte for an ASCII identifier (nil otherwise), without Unicode
    /// character properties: `frames` formats a million of them.
    static func asciiIsBare(_ s: String) -> Bool? {
        let scan = s.utf8.withContiguousStorageIfAvailable(scanASCII) ?? scanASCII(s.utf8)
        switch scan {
        case .nonASCII: return nil
        case .quoted: return false
        case .bare: return true
        case .bareUnlessReserved: return !reservedWords.contains(s)
        }
    }

    /// What the bytes of an identifier say about its spelling.
    enum ASCIIScan { case nonASCII, quoted, bare, bareUnlessReserved }

    /// `asciiIsBare`'s pass over the bytes (a pointer's, for a contiguous string): each byte is
    /// classified without branches, and the classes are or-ed together, so the loop is a few
    /// instructions a byte.
    @inline(__always)
    static func scanASCII<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> ASCIIScan {
        guard let first = bytes.first else { return .quoted }
        var all: UInt8 = 0
        var notDigit: UInt8 = 0
        var notNameChar: UInt8 = 0
        for byte in bytes {
            all |= byte
            let isDigit = byte &- 48 < 10
            let isLetter = (byte | 0x20) &- 97 < 26 || byte == 95
            notDigit |= isDigit ? 0 : 1
            notNameChar |= isDigit || isLetter ? 0 : 1
        }
        if all >= 0x80 { return .nonASCII }
        let count = bytes.count
        if notDigit == 0 { return count <= 15 && (count == 1 || first != 48) ? .bare : .quoted }
        let startsName = (first | 0x20) &- 97 < 26 || first == 95
        guard notNameChar == 0 && startsName else { return .quoted }
        // The reserved words are 3 to 5 letters long: other lengths need no hashing (a million rows).
        return count >= 3 && count <= 5 ? .bareUnlessReserved : .bare
    }

    /// `length(identifier(s))`, for an ASCII identifier from its bytes alone, without making the
    /// spelled string (the width pass of `frames` measures a million).
    static func identifierLength(_ s: String) -> Int {
        guard let bare = asciiIsBare(s) else { return length(identifier(s)) }
        var n = s.utf8.count
        if bare { return n }
        // Quoted: the quotes, and a backslash before each character `quoted` escapes.
        n += 2
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\t"): n += 1
            // "\r\n" is one character in two bytes: counted as characters.
            case UInt8(ascii: "\r"): return length(identifier(s))
            default: break
            }
        }
        return n
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

    /// Words that are never bare identifiers (`asciiIsBare` relies on their lengths being 3...5).
    static let reservedWords: Set<String> = ["let", "var", "true", "false", "nil"]

    /// Pads `cells` into aligned columns (left-aligned text, right-aligned numbers).
    public static func table(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
        guard let width = rows.map(\.count).max() else { return [] }
        // Lengths once per cell (a table of a million rows is printed by 'frames').
        let lengths = rows.map { row in row.map(length) }
        var widths = [Int](repeating: 0, count: width)
        for row in lengths { for (i, n) in row.enumerated() { widths[i] = max(widths[i], n) } }
        return zip(rows, lengths).map { row, lengths in
            var line = ""
            line.reserveCapacity(widths.reduce(0, +) + 2 * width)
            for (i, cell) in row.enumerated() {
                let pad = widths[i] - lengths[i]
                let isLast = i == row.count - 1
                if rightAligned.contains(i) {
                    if pad > 0 { line.append(String(repeating: " ", count: pad)) }
                    line.append(cell)
                } else {
                    line.append(cell)
                    if !isLast, pad > 0 { line.append(String(repeating: " ", count: pad)) }
                }
                if !isLast { line.append("  ") }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// A cell's length in characters, without grapheme breaking for plain ASCII (all but "\r\n",
    /// which is one character in two bytes).
    static func length(_ s: String) -> Int {
        for byte in s.utf8 where byte >= 0x80 || byte == 13 { return s.count }
        return s.utf8.count
    }
}
