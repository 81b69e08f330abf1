/// Groups a script's lines into the units that run one at a time: a playground command line
/// (`frames section: 0`), a comment or blank line, or the lines of one or more complete Swift
/// statements (a statement may span lines: open braces, brackets, parentheses, closures, a
/// trailing operator or a following line that starts with `.` continue it).
///
/// Only a cheap lexical scan decides where a unit ends (nesting, strings, comments); the unit
/// itself is parsed by swift-syntax when it runs. This keeps replay linear in the script's size.
struct SourceUnit: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case blank, comment, command, swift }
    var kind: Kind
    /// Index of the first line (0-based) and how many lines the unit spans.
    var firstLine: Int
    var lineCount: Int
}

/// What a line-by-line scan knows at the end of a line.
struct ScanState: Hashable, Sendable {
    /// Open `(`, `[` and `{` not yet closed.
    var depth = 0
    /// Inside a `/* */` comment (nesting depth, as in Swift).
    var blockComment = 0
    /// Inside a `"""` string literal.
    var multilineString = false
    /// The last significant character asks for more (`+`, `=`, `.`, `,`, `&&`...).
    var trailingOperator = false
    /// Unbalanced closers were seen (`}` with nothing open): the unit is complete, and wrong.
    var underflow = false
    /// The deepest nesting seen (bounded before swift-syntax parses, which recurses per level).
    var maxDepth = 0
    /// Open `[` that come right after `[`, `(`, `<` or a word (`[[`, `[(`, `[x<[`, `[inout [`),
    /// where swift-syntax's parser looks ahead for a type in time that doubles per level (see
    /// `Limits.swiftSquareBracketDepth`), and the most open at once. A `[` after `:`, `,` or `=`
    /// (`subitems: [group(...)]`) is parsed without that lookahead and is bounded by `depth` alone.
    /// `squareOpens` says, for each open `[`, whether it counted.
    var squareDepth = 0
    var maxSquareDepth = 0
    var squareOpens: [Bool] = []

    /// Open `#if` blocks not yet closed by `#endif`: a `#if` ... `#endif` is one statement to Swift.
    var conditionalDepth = 0

    var isComplete: Bool {
        depth <= 0 && conditionalDepth == 0 && blockComment == 0 && !multilineString && !trailingOperator
    }

    /// The next line starts inside a `"""` string literal or a `/* */` comment: it is text of the
    /// statement, not a line of its own (not a command, a `#` comment or an expectation).
    var isInLiteralOrComment: Bool { blockComment > 0 || multilineString }

    /// Scans one more line. Works on the line's UTF-8 bytes: every character it looks for is ASCII,
    /// and the bytes of other characters (all 0x80 or above) never match one. No copy of the line.
    mutating func scan(_ line: Substring) {
        var line = line
        line.withUTF8 { scan(bytes: $0) }
    }

    /// `#if` opens a conditional compilation block and `#endif` closes it (a line that starts with one,
    /// after spaces; `#ifx` or `#endifx` is neither).
    private mutating func scanDirective(_ chars: UnsafeBufferPointer<UInt8>) {
        var i = 0
        while i < chars.count, chars[i] == UInt8(ascii: " ") || chars[i] == UInt8(ascii: "\t") { i += 1 }
        func starts(with word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard i + count <= chars.count else { return false }
            for k in 0..<count where chars[i + k] != word.utf8Start[k] { return false }
            guard i + count < chars.count else { return true }
            let after = chars[i + count]
            return
                !(after == UInt8(ascii: "_") || (after >= UInt8(ascii: "a") && after <= UInt8(ascii: "z"))
                || (after >= UInt8(ascii: "A") && after <= UInt8(ascii: "Z"))
                || (after >= UInt8(ascii: "0") && after <= UInt8(ascii: "9")))
        }
        if starts(with: "#if") {
            conditionalDepth += 1
        } else if starts(with: "#endif"), conditionalDepth > 0 {
            conditionalDepth -= 1
        }
    }

    private mutating func scan(bytes chars: UnsafeBufferPointer<UInt8>) {
        trailingOperator = false
        if blockComment == 0, !multilineString { scanDirective(chars) }
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let open = UInt8(ascii: "(")
        let close = UInt8(ascii: ")")
        var i = 0
        var lastSignificant: UInt8 = 0
        var beforeLast: UInt8 = 0
        let n = chars.count
        while i < n {
            let c = chars[i]
            let next: UInt8 = i + 1 < n ? chars[i + 1] : 0
            if blockComment > 0 {
                if c == star, next == slash {
                    blockComment -= 1
                    i += 2
                    continue
                }
                if c == slash, next == star {
                    blockComment += 1
                    i += 2
                    continue
                }
                i += 1
                continue
            }
            if multilineString {
                if c == backslash {
                    i += 2
                    continue
                }
                if c == quote, next == quote, i + 2 < n, chars[i + 2] == quote {
                    multilineString = false
                    i += 3
                    beforeLast = lastSignificant
                    lastSignificant = quote
                    continue
                }
                i += 1
                continue
            }
            switch c {
            case slash where next == slash:
                i = n
                continue
            case slash where next == star:
                blockComment += 1
                i += 2
                continue
            case quote:
                if next == quote, i + 2 < n, chars[i + 2] == quote {
                    multilineString = true
                    i += 3
                    continue
                }
                // A one-line string: skip to its closing quote (interpolations nest parentheses).
                i += 1
                var parens = 0
                while i < n {
                    if chars[i] == backslash {
                        if i + 1 < n, chars[i + 1] == open {
                            parens += 1
                            i += 2
                            continue
                        }
                        i += 2
                        continue
                    }
                    if parens > 0 {
                        if chars[i] == open { parens += 1 } else if chars[i] == close { parens -= 1 }
                        i += 1
                        continue
                    }
                    if chars[i] == quote { break }
                    i += 1
                }
                i += 1
                beforeLast = lastSignificant
                lastSignificant = quote
                continue
            case open, UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maxDepth { maxDepth = depth }
                if c == UInt8(ascii: "[") {
                    // Counted right after `[`, `(`, `<` or a name (a byte of a non-ASCII character counts
                    // as part of a name); `[` after `:`, `,` or `=` is bounded by the depth alone.
                    let p = lastSignificant
                    let chained =
                        p == UInt8(ascii: "[") || p == open || p == UInt8(ascii: "<") || p == UInt8(ascii: "_")
                        || (p >= UInt8(ascii: "a") && p <= UInt8(ascii: "z"))
                        || (p >= UInt8(ascii: "A") && p <= UInt8(ascii: "Z"))
                        || (p >= UInt8(ascii: "0") && p <= UInt8(ascii: "9")) || p >= 0x80
                    squareOpens.append(chained)
                    if chained { squareDepth += 1 }
                    if squareDepth > maxSquareDepth { maxSquareDepth = squareDepth }
                }
            case close, UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 {
                    underflow = true
                    depth = 0
                }
                if c == UInt8(ascii: "]"), let counted = squareOpens.popLast(), counted { squareDepth -= 1 }
            default:
                break
            }
            if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") && c != UInt8(ascii: "\r") {
                beforeLast = lastSignificant
                lastSignificant = c
            }
            i += 1
        }
        switch lastSignificant {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), star, slash, UInt8(ascii: "%"), UInt8(ascii: "="), UInt8(ascii: "."),
            UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "<"):
            // (`<` also opens generic arguments written over lines: `UITableViewDiffableDataSource<`.)
            trailingOperator = true
        case UInt8(ascii: "?") where beforeLast == UInt8(ascii: "?"):
            trailingOperator = true
        case UInt8(ascii: ">") where beforeLast == UInt8(ascii: "-"):
            // `func f() ->` with the result type on the next line.
            trailingOperator = true
        default:
            break
        }
    }
}

enum SourceUnits {
    /// Splits `lines` into units. `isCommandLine` says whether a top-level line is a playground
    /// command (see `Interpreter.isCommandLine`). `lookahead` joins a following line that starts
    /// with `.` or `else` to the statement before it (scripts; the REPL runs each complete entry).
    static func split(
        _ lines: [Substring], isCommandLine: (Substring) -> Bool, lookahead: Bool = true,
        isExpectation: (Substring) -> Bool = { _ in false }
    ) -> [SourceUnit] {
        var units: [SourceUnit] = []
        var splitter = Splitter(lines: lines)
        while let unit = splitter.next(isCommandLine: isCommandLine, lookahead: lookahead, isExpectation: isExpectation)
        {
            units.append(unit)
        }
        return units
    }

    /// `split` one unit at a time, in order: a replay's units can be handed out while the rest of
    /// the script is still being split (`SwiftBatchPipeline` splits on its own thread). A unit
    /// depends only on the lines from its first line on (and on `rescanBudget`, spent in order), so
    /// the units are the ones `split` makes.
    struct Splitter {
        let lines: [Substring]
        /// The first line not yet in a unit.
        private(set) var line = 0
        /// How many lines may still be scanned past an expectation-shaped line inside a literal or
        /// comment that then never closes (`unit(at:)` cuts the statement there, and those lines are
        /// scanned again by the units after it). Spent, it bounds a script of many such openings
        /// (`/*` and `#> x`, repeated) to linear work: an expectation-shaped line then ends an
        /// unfinished statement wherever it is, as it did before literals hid them.
        private(set) var rescanBudget: Int

        init(lines: [Substring]) {
            self.lines = lines
            rescanBudget = lines.count + 4_096
        }

        var isFinished: Bool { line >= lines.count }

        /// The next unit, or nil at the end of the lines.
        mutating func next(
            isCommandLine: (Substring) -> Bool, lookahead: Bool = true,
            isExpectation: (Substring) -> Bool = { _ in false }
        ) -> SourceUnit? {
            let i = line
            guard i < lines.count else { return nil }
            let unit = SourceUnits.unit(
                at: i, in: lines, isCommandLine: isCommandLine, lookahead: lookahead, isExpectation: isExpectation,
                rescanBudget: &rescanBudget)
            line = i + unit.lineCount
            return unit
        }
    }

    /// The unit that starts at line `i`.
    private static func unit(
        at i: Int, in lines: [Substring], isCommandLine: (Substring) -> Bool, lookahead: Bool,
        isExpectation: (Substring) -> Bool, rescanBudget: inout Int
    ) -> SourceUnit {
        let line = lines[i]
        let trimmed = line.trimmingSpaces
        if trimmed.isEmpty { return SourceUnit(kind: .blank, firstLine: i, lineCount: 1) }
        if trimmed.hasASCIIPrefix("#") && !trimmed.hasASCIIPrefix("#if") && !trimmed.hasASCIIPrefix("#available")
            && !isPreviewMacro(trimmed) || isExpectation(line)
        {
            return SourceUnit(kind: .comment, firstLine: i, lineCount: 1)
        }
        if isCommandLine(trimmed) { return SourceUnit(kind: .command, firstLine: i, lineCount: 1) }
        var state = ScanState()
        var j = i
        // The first expectation-shaped line inside the string literal or comment still open, and how
        // many lines have been scanned since.
        var shapedInside: Int?
        var scannedPast = 0
        while j < lines.count {
            if let cut = shapedInside {
                // Scanned again if the literal never closes: within the splitter's budget.
                if scannedPast >= rescanBudget {
                    rescanBudget = 0
                    return SourceUnit(kind: .swift, firstLine: i, lineCount: cut - i)
                }
                scannedPast += 1
            }
            state.scan(lines[j])
            j += 1
            if !state.isInLiteralOrComment {
                shapedInside = nil
                scannedPast = 0
            }
            if state.underflow { break }
            if state.isComplete, (i..<j).allSatisfy({ isAttributesOnly(lines[$0].trimmingSpaces) }),
                let k = nextSignificantLine(after: j, in: lines, isExpectation: isExpectation)
            {
                // `@available(iOS 14, *)` on its own line belongs to the declaration below it.
                while j < k {
                    state.scan(lines[j])
                    j += 1
                }
                continue
            }
            if state.isComplete {
                guard lookahead, let k = nextSignificantLine(after: j, in: lines, isExpectation: isExpectation),
                    continues(lines[k].trimmingSpaces)
                else { break }
                // Blank lines and comments between the parts belong to the statement.
                while j < k {
                    state.scan(lines[j])
                    j += 1
                }
            }
            if j < lines.count, !state.isComplete, isExpectation(lines[j]) {
                // An expectation inside an unfinished statement ends it (the parser reports what is missing).
                // A line inside a multi-line string literal or a `/* */` comment is the statement's text,
                // whatever it looks like: `#> ` there is Swift, not an expectation.
                if !state.isInLiteralOrComment { break }
                if shapedInside == nil { shapedInside = j }
            }
        }
        if j == lines.count, state.isInLiteralOrComment, let cut = shapedInside {
            // A literal or comment still open at the end of the file is none to the parser (it reports it
            // unterminated): the lines of that shape after its opening are expectations after all, so the
            // error `--update` writes under the statement reads back as its expectation.
            rescanBudget -= scannedPast
            j = cut
        }
        return SourceUnit(kind: .swift, firstLine: i, lineCount: j - i)
    }

    private static func nextSignificantLine(after index: Int, in lines: [Substring], isExpectation: (Substring) -> Bool)
        -> Int?
    {
        var k = index
        while k < lines.count {
            let t = lines[k].trimmingSpaces
            if isExpectation(lines[k]) { return nil }
            if !t.isEmpty && !t.hasASCIIPrefix("//") { return k }
            k += 1
        }
        return nil
    }

    /// A declaration or statement header whose body is still to come (`func f() -> Int`, `class S: Base`,
    /// `for x in xs`), with no brace on the line: Swift needs the `{` that the next line opens.
    static func awaitsBody(_ line: Substring) -> Bool {
        guard !line.contains("{"), !line.contains("}"), !line.hasASCIIPrefix("//") else { return false }
        let modifiers: Set<Substring> = [
            "public", "private", "fileprivate", "internal", "open", "final", "static", "override", "mutating",
            "nonmutating", "convenience", "required", "indirect", "lazy", "weak", "dynamic", "nonisolated",
        ]
        let headers: Set<Substring> = [
            "func", "init", "class", "struct", "enum", "extension", "protocol", "actor", "if", "for", "while",
            "switch", "do", "guard", "repeat", "else",
        ]
        for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if word.hasPrefix("@") || modifiers.contains(word) { continue }
            let keyword = word.prefix { $0.isLetter }
            // `class var`, `class func`: the first word after the modifiers decides.
            if keyword == "class", word == "class", line.contains(" var ") || line.contains(" func ") { continue }
            return headers.contains(keyword)
                && (keyword.count == word.count || word.dropFirst(keyword.count).first == "(")
        }
        return false
    }

    /// `#Preview { ... }` (or `#Preview("name") { ... }`): Swift's macro, not a `#` comment.
    static func isPreviewMacro(_ line: Substring) -> Bool {
        guard line.hasASCIIPrefix("#Preview") else { return false }
        let rest = line.dropFirst(8).drop { $0 == " " }
        return rest.isEmpty || rest.first == "{" || rest.first == "("
    }

    /// A line of attributes and nothing else (`@available(iOS 14, *)`, `@MainActor @objc`): the
    /// declaration they belong to starts on a later line. Balanced parentheses after a name are the
    /// attribute's arguments; a comment may end the line.
    static func isAttributesOnly(_ line: Substring) -> Bool {
        var rest = line[...]
        guard rest.first == "@" else { return false }
        while let first = rest.first {
            if first == " " || first == "\t" {
                rest = rest.dropFirst()
                continue
            }
            if rest.hasASCIIPrefix("//") { return true }
            guard first == "@" else { return false }
            rest = rest.dropFirst()
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            guard !name.isEmpty else { return false }
            rest = rest.dropFirst(name.count)
            if rest.first == "(" {
                var depth = 0
                var end = rest.startIndex
                for index in rest.indices {
                    if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
                    if depth == 0 {
                        end = index
                        break
                    }
                }
                guard depth == 0 else { return false }
                rest = rest[rest.index(after: end)...]
            }
        }
        return true
    }

    /// A line that can only continue the statement before it: a member (`.padding()`), `else`, `catch`
    /// or `where`; a body's brace on a line of its own (`func f() -> Int` then `{`); a binary operator,
    /// the ternary's `?` or `:`, or `->`, with a space after it (`> {` closing generic arguments,
    /// `? a : b`), which Swift reads as continuing the expression (`-x`, with none, is a prefix
    /// operator and starts a statement).
    private static func continues(_ line: Substring) -> Bool {
        if line.hasASCIIPrefix(".") && !line.hasASCIIPrefix("...") && !line.hasASCIIPrefix("..<") { return true }
        if line.hasASCIIPrefix("{") { return true }
        func follows(_ word: String, _ count: Int) -> Bool {
            guard line.hasASCIIPrefix(word) else { return false }
            let rest = line.dropFirst(count)
            return rest.isEmpty || rest.first == " " || rest.first == "{"
        }
        if follows("else", 4) || follows("catch", 5) || follows("where", 5) { return true }
        let operatorBytes = line.utf8.prefix { Self.operatorBytes.contains($0) }
        guard !operatorBytes.isEmpty, !line.hasASCIIPrefix("//"), !line.hasASCIIPrefix("/*") else { return false }
        let rest = line.utf8.dropFirst(operatorBytes.count)
        return rest.first.map { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ?? true
    }

    /// The characters of Swift's operators that may start a line continuing an expression, with the
    /// ternary's `:` (not `.`, handled above, nor `@` and `#`, which start attributes and directives).
    private static let operatorBytes: Set<UInt8> = Set("+-*/%<>=!&|^~?:".utf8)
}
