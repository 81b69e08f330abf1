/// Splits one line of `.lps` text into tokens. Comments (`#` outside strings) end the line.
enum Lexer {
    /// Tokens of `line`, ending with `.end`; or the first lexical error.
    static func tokenize(_ line: String) throws(ScriptError) -> [Token] {
        let chars = Array(line)
        var tokens: [Token] = []
        var i = 0
        func col(_ index: Int) -> Int { index + 1 }
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            if c == "#" { break }
            let start = i
            if c == "\"" {
                var text = ""
                i += 1
                var closed = false
                while i < chars.count {
                    let d = chars[i]
                    if d == "\"" { closed = true; i += 1; break }
                    if d == "\\" {
                        guard i + 1 < chars.count else { break }
                        let e = chars[i + 1]
                        switch e {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        default:
                            throw ScriptError("unknown escape sequence '\\\(e)' in string",
                                              at: ColumnRange(col(i), col(i + 2)),
                                              help: "use \\\" for a quote, \\\\ for a backslash, \\n or \\t")
                        }
                        i += 2
                        continue
                    }
                    text.append(d)
                    i += 1
                }
                guard closed else {
                    throw ScriptError("unterminated string", at: ColumnRange(col(start), col(chars.count)),
                                      help: "close the string with '\"'")
                }
                tokens.append(Token(kind: .string(text), range: ColumnRange(col(start), col(i))))
                continue
            }
            if c.isNumber && c.isASCII || (c == "." && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber && !(tokens.last.map(endsOperand) ?? false)) {
                var j = i
                var sawDot = false, sawExp = false
                while j < chars.count {
                    let d = chars[j]
                    if d.isASCII && d.isNumber || d == "_" { j += 1; continue }
                    if d == "." && !sawDot && !sawExp && j + 1 < chars.count && chars[j + 1].isASCII && chars[j + 1].isNumber {
                        sawDot = true; j += 1; continue
                    }
                    if (d == "e" || d == "E") && !sawExp && j + 1 < chars.count {
                        var k = j + 1
                        if chars[k] == "+" || chars[k] == "-" { k += 1 }
                        if k < chars.count && chars[k].isASCII && chars[k].isNumber { sawExp = true; j = k; continue }
                    }
                    break
                }
                let text = string(chars[i..<j])
                if j < chars.count && isNameChar(chars[j]) {
                    var k = j
                    while k < chars.count && isNameChar(chars[k]) { k += 1 }
                    throw ScriptError("'\(string(chars[i..<k]))' is not a number", at: ColumnRange(col(i), col(k)))
                }
                guard let value = Double(text.replacingUnderscores), value.isFinite else {
                    throw ScriptError("'\(text)' is out of range for a number", at: ColumnRange(col(i), col(j)))
                }
                tokens.append(Token(kind: .number(value, text: text), range: ColumnRange(col(i), col(j))))
                i = j
                continue
            }
            if isNameStart(c) {
                var j = i + 1
                while j < chars.count && isNameChar(chars[j]) { j += 1 }
                tokens.append(Token(kind: .name(string(chars[i..<j])), range: ColumnRange(col(i), col(j))))
                i = j
                continue
            }
            if c == "-" && i + 1 < chars.count && chars[i + 1] == "-" && i + 2 < chars.count && isNameStart(chars[i + 2]) {
                var j = i + 2
                while j < chars.count && (isNameChar(chars[j]) || chars[j] == "-") { j += 1 }
                tokens.append(Token(kind: .flag(string(chars[(i + 2)..<j])), range: ColumnRange(col(i), col(j))))
                i = j
                continue
            }
            if c == "." && i + 2 < chars.count && chars[i + 1] == "." && chars[i + 2] == "." {
                tokens.append(Token(kind: .punct(.range), range: ColumnRange(col(i), col(i + 3))))
                i += 3
                continue
            }
            if let p = Punct(rawValue: String(c)) {
                tokens.append(Token(kind: .punct(p), range: ColumnRange(col(i), col(i + 1))))
                i += 1
                continue
            }
            throw ScriptError("unexpected character '\(c)'", at: ColumnRange(col(i), col(i + 1)))
        }
        tokens.append(Token(kind: .end, range: ColumnRange(col(chars.count), col(chars.count) + 1)))
        return tokens
    }

    /// The characters as a string (appended one by one: `String(_:)` of a slice of Characters
    /// takes the generic path, several times slower for a short word).
    private static func string(_ chars: ArraySlice<Character>) -> String {
        var text = ""
        for c in chars { text.append(c) }
        return text
    }

    static func isNameStart(_ c: Character) -> Bool {
        // An ASCII character is a letter only from A to Z (either case); the rest of the test is
        // about other characters (one byte test instead of Unicode property look-ups).
        if let a = c.asciiValue { return a == 95 || (a >= 65 && a <= 90) || (a >= 97 && a <= 122) }
        return c == "_" || c.isLetter || (!c.isASCII && !c.isWhitespace && !c.isPunctuation && !c.isNumber && !c.isSymbol)
            || (!c.isASCII && c.isSymbol && c.unicodeScalars.first.map { $0.properties.isEmojiPresentation } == true)
    }

    static func isNameChar(_ c: Character) -> Bool {
        // The only ASCII numbers are the digits 0 to 9.
        if let a = c.asciiValue { return a == 95 || (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || (a >= 48 && a <= 57) }
        return isNameStart(c) || c.isNumber
    }

    /// Whether a token can end an operand (so a following `.5` is a member access, not a number).
    private static func endsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .name, .number, .string: true
        case .punct(let p): p == .rparen || p == .rbracket
        default: false
        }
    }
}

extension String {
    var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
