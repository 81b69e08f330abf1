/// Splits one line of `.lps` text into tokens. Comments (`#` outside strings) end the line.
enum Lexer {
    /// Tokens of `line`, ending with `.end`; or the first lexical error.
    static func tokenize(_ line: String) throws(ScriptError) -> [Token] {
        if let tokens = tokenizeASCII(line) { return tokens }
        return try tokenizeCharacters(line)
    }

    /// The tokens of a line of ASCII text without carriage returns (where each byte is one
    /// Character, so byte offsets are the Character columns), found on its bytes; nil when the
    /// line is not such text or has a lexical error (`tokenizeCharacters` then reports it).
    /// The same rules as `tokenizeCharacters`, for the bytes they can meet in such a line.
    static func tokenizeASCII(_ line: String) -> [Token]? {
        var line = line
        return line.withUTF8 { (bytes: UnsafeBufferPointer<UInt8>) -> [Token]? in
            let n = bytes.count
            for b in bytes where b >= 0x80 || b == 13 { return nil }
            var tokens: [Token] = []
            var i = 0
            func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
            func isNameStart(_ a: UInt8) -> Bool { a == 95 || (a >= 65 && a <= 90) || (a >= 97 && a <= 122) }
            func isNameChar(_ a: UInt8) -> Bool { isNameStart(a) || isDigit(a) }
            func text(_ from: Int, _ to: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
            }
            while i < n {
                let c = bytes[i]
                if c == 32 || c == 9 {
                    i += 1
                    continue
                }  // (no 13: such lines take the Character path)
                if c == 35 { break }  // #
                let start = i
                if c == 34 {  // "
                    var value: [UInt8] = []
                    i += 1
                    var closed = false
                    while i < n {
                        let d = bytes[i]
                        if d == 34 {
                            closed = true
                            i += 1
                            break
                        }
                        if d == 92 {  // backslash
                            guard i + 1 < n else { break }
                            switch bytes[i + 1] {
                            case 110: value.append(10)  // n
                            case 116: value.append(9)  // t
                            case 34: value.append(34)
                            case 92: value.append(92)
                            default: return nil  // unknown escape: an error
                            }
                            i += 2
                            continue
                        }
                        value.append(d)
                        i += 1
                    }
                    guard closed else { return nil }  // unterminated: an error
                    tokens.append(
                        Token(
                            kind: .string(String(decoding: value, as: UTF8.self)), range: ColumnRange(start + 1, i + 1))
                    )
                    continue
                }
                if isDigit(c)
                    || (c == 46 && i + 1 < n && isDigit(bytes[i + 1]) && !(tokens.last.map(endsOperand) ?? false))
                {
                    var j = i
                    var sawDot = false
                    var sawExp = false
                    while j < n {
                        let d = bytes[j]
                        if isDigit(d) || d == 95 {
                            j += 1
                            continue
                        }
                        if d == 46 && !sawDot && !sawExp && j + 1 < n && isDigit(bytes[j + 1]) {
                            sawDot = true
                            j += 1
                            continue
                        }
                        if (d == 101 || d == 69) && !sawExp && j + 1 < n {
                            var k = j + 1
                            if bytes[k] == 43 || bytes[k] == 45 { k += 1 }
                            if k < n && isDigit(bytes[k]) {
                                sawExp = true
                                j = k
                                continue
                            }
                        }
                        break
                    }
                    if j < n && isNameChar(bytes[j]) { return nil }  // not a number: an error
                    let t = text(i, j)
                    // out of range: an error
                    guard let value = Double(t.replacingUnderscores), value.isFinite else { return nil }
                    tokens.append(Token(kind: .number(value, text: t), range: ColumnRange(i + 1, j + 1)))
                    i = j
                    continue
                }
                if isNameStart(c) {
                    var j = i + 1
                    while j < n && isNameChar(bytes[j]) { j += 1 }
                    tokens.append(Token(kind: .name(text(i, j)), range: ColumnRange(i + 1, j + 1)))
                    i = j
                    continue
                }
                if c == 45 && i + 1 < n && bytes[i + 1] == 45 && i + 2 < n && isNameStart(bytes[i + 2]) {
                    var j = i + 2
                    while j < n && (isNameChar(bytes[j]) || bytes[j] == 45) { j += 1 }
                    tokens.append(Token(kind: .flag(text(i + 2, j)), range: ColumnRange(i + 1, j + 1)))
                    i = j
                    continue
                }
                if c == 46 && i + 2 < n && bytes[i + 1] == 46 && bytes[i + 2] == 46 {
                    tokens.append(Token(kind: .punct(.range), range: ColumnRange(i + 1, i + 4)))
                    i += 3
                    continue
                }
                let p: Punct
                switch c {
                case 40: p = .lparen
                case 41: p = .rparen
                case 91: p = .lbracket
                case 93: p = .rbracket
                case 44: p = .comma
                case 58: p = .colon
                case 46: p = .dot
                case 61: p = .equals
                case 45: p = .minus
                default: return nil  // unexpected character: an error
                }
                tokens.append(Token(kind: .punct(p), range: ColumnRange(i + 1, i + 2)))
                i += 1
            }
            tokens.append(Token(kind: .end, range: ColumnRange(n + 1, n + 2)))
            return tokens
        }
    }

    /// Tokens of `line` found on its Characters (any text).
    static func tokenizeCharacters(_ line: String) throws(ScriptError) -> [Token] {
        let chars = Array(line)
        var tokens: [Token] = []
        var i = 0
        func col(_ index: Int) -> Int { index + 1 }
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\r" {
                i += 1
                continue
            }
            if c == "#" { break }
            let start = i
            if c == "\"" {
                var text = ""
                i += 1
                var closed = false
                while i < chars.count {
                    let d = chars[i]
                    if d == "\"" {
                        closed = true
                        i += 1
                        break
                    }
                    if d == "\\" {
                        guard i + 1 < chars.count else { break }
                        let e = chars[i + 1]
                        switch e {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        default:
                            throw ScriptError(
                                "unknown escape sequence '\\\(e)' in string",
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
                    throw ScriptError(
                        "unterminated string", at: ColumnRange(col(start), col(chars.count)),
                        help: "close the string with '\"'")
                }
                tokens.append(Token(kind: .string(text), range: ColumnRange(col(start), col(i))))
                continue
            }
            if c.isNumber && c.isASCII
                || (c == "." && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber
                    && !(tokens.last.map(endsOperand) ?? false))
            {
                var j = i
                var sawDot = false
                var sawExp = false
                while j < chars.count {
                    let d = chars[j]
                    if d.isASCII && d.isNumber || d == "_" {
                        j += 1
                        continue
                    }
                    if d == "." && !sawDot && !sawExp && j + 1 < chars.count && chars[j + 1].isASCII
                        && chars[j + 1].isNumber
                    {
                        sawDot = true
                        j += 1
                        continue
                    }
                    if (d == "e" || d == "E") && !sawExp && j + 1 < chars.count {
                        var k = j + 1
                        if chars[k] == "+" || chars[k] == "-" { k += 1 }
                        if k < chars.count && chars[k].isASCII && chars[k].isNumber {
                            sawExp = true
                            j = k
                            continue
                        }
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
            if c == "-" && i + 1 < chars.count && chars[i + 1] == "-" && i + 2 < chars.count
                && isNameStart(chars[i + 2])
            {
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
        return c == "_" || c.isLetter
            || (!c.isASCII && !c.isWhitespace && !c.isPunctuation && !c.isNumber && !c.isSymbol)
            || (!c.isASCII && c.isSymbol && c.unicodeScalars.first.map { $0.properties.isEmojiPresentation } == true)
    }

    static func isNameChar(_ c: Character) -> Bool {
        // The only ASCII numbers are the digits 0 to 9.
        if let a = c.asciiValue {
            return a == 95 || (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || (a >= 48 && a <= 57)
        }
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
