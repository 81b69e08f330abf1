import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The Swift front end: swift-syntax parses a unit, its parser diagnostics become the
/// playground's located errors, and operator sequences are folded by Swift's standard precedence.
enum SwiftFrontEnd {
    /// A parsed unit, or the first syntax error in it (as a range in the unit's characters).
    /// `mayNeedFolding`: whether the text may hold an operator sequence (computed from the text
    /// when not given; a run of units gives the answer for its units, each of which has one `=`).
    static func parse(_ chunk: SwiftChunk, mayNeedFolding hint: Bool? = nil) -> Result<SourceFileSyntax, ScriptError> {
        // The parser recurses once per level of nesting: bound it first, with the playground's own limit.
        var state = ScanState()
        for (i, line) in chunk.lines.enumerated() {
            state.scan(Substring(line))
            if state.maxDepth > Limits.swiftNestingDepth {
                let start = chunk.lineStarts[i] + 1
                return .failure(
                    ScriptError(
                        "expressions are nested too deeply; the limit is \(Limits.swiftNestingDepth) levels",
                        at: ColumnRange(start, start + 1),
                        help: "see 'help limits'"))
            }
            if state.maxSquareDepth > Limits.swiftSquareBracketDepth {
                let start = chunk.lineStarts[i] + 1
                return .failure(
                    ScriptError(
                        "square brackets are nested too deeply; the limit is \(Limits.swiftSquareBracketDepth) levels",
                        at: ColumnRange(start, start + 1),
                        help:
                            "Swift's parser takes time that doubles with each '[' inside another (array literals, subscripts); see 'help limits'"
                    ))
            }
        }
        var text = chunk.text
        let tree = text.withUTF8 {
            SwiftParser.Parser.parse(source: $0, maximumNestingLevel: Limits.swiftNestingDepth * 2)
        }
        if tree.hasError, let token = equalWithoutFixIt(in: tree) {
            let start = chunk.characterOffset(token.positionAfterSkippingLeadingTrivia) + 1
            return .failure(
                ScriptError(
                    StaticTokenError.equalMustHaveConsistentWhitespaceOnBothSides.message,
                    at: ColumnRange(start, start + 1)))
        }
        // The diagnostics walk the whole tree: only when the parser flagged an error.
        let diagnostics = tree.hasError ? ParseDiagnosticsGenerator.diagnostics(for: tree) : []
        if let first = diagnostics.first(where: { $0.diagMessage.severity == .error && !isWarningBeforeCase($0) }) {
            let start = chunk.characterOffset(first.position) + 1
            var end = start + 1
            if let highlight = first.highlights.first {
                let hs = chunk.characterOffset(highlight.positionAfterSkippingLeadingTrivia) + 1
                let he = chunk.characterOffset(highlight.endPositionBeforeTrailingTrivia) + 1
                if hs == start, he > hs { end = he }
            }
            var notes: [String] = []
            for note in first.notes { notes.append(note.message) }
            let help = first.fixIts.first.map { "fix: " + $0.message.message }
            return .failure(ScriptError(first.message, at: ColumnRange(start, end), help: help, notes: notes))
        }
        // Operator sequences are folded by precedence; most statements have none (a walk is
        // cheaper than the rewrite).
        guard hint ?? mayNeedFolding(chunk.text), SequenceFinder.containsSequence(tree) else { return .success(tree) }
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
        return .success(folded.as(SourceFileSyntax.self) ?? tree)
    }

    /// `#warning("...")` before a switch's first case: swift-syntax reads it as a statement outside any case, but
    /// the compiler takes it as the directive it is (a warning; the switch builds as if it were not there).
    static func isWarningBeforeCase(_ d: Diagnostic) -> Bool {
        guard d.message.hasPrefix("all statements inside a switch must be covered"),
            let c = d.node.parent?.as(SwitchCaseSyntax.self)
        else { return false }
        return isWarningOnly(c)
    }

    /// A case the parser made up for `#warning(...)` lines before a switch's first case (no `case` written).
    static func isWarningOnly(_ c: SwitchCaseSyntax) -> Bool {
        guard case .case(let label) = c.label, label.caseKeyword.presence == .missing, !c.statements.isEmpty
        else { return false }
        return c.statements.allSatisfy { item in
            let tokens = Array(item.tokens(viewMode: .sourceAccurate))
            guard tokens.count >= 4, tokens[0].tokenKind == .pound, tokens[1].text == "warning",
                tokens[2].tokenKind == .leftParen, tokens.last?.tokenKind == .rightParen
            else { return false }
            return tokens.dropFirst(3).dropLast().allSatisfy {
                switch $0.tokenKind {
                case .stringQuote, .stringSegment, .multilineStringQuote: true
                default: false
                }
            }
        }
    }

    /// Whether the text has an operator other than one `=` (then a sequence may need precedence).
    /// A byte scan: most statements (`let x = Type(...)`, `a.b = c`) have none, and skip the walk.
    static func mayNeedFolding(_ text: String) -> Bool {
        var scan = FoldingScan()
        return scan.feed(text.utf8)
    }

    /// The same question for a unit given as its lines.
    static func mayNeedFolding(lines: ArraySlice<Substring>) -> Bool {
        var scan = FoldingScan()
        for line in lines {
            if scan.feed(line.utf8) { return true }
            scan.previous = UInt8(ascii: "\n")
        }
        return false
    }

    private struct FoldingScan {
        var equals = 0
        var previous: UInt8 = 0

        mutating func feed(_ bytes: some Sequence<UInt8>) -> Bool {
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"),
                    UInt8(ascii: ">"),
                    UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "?"),
                    UInt8(ascii: "~"):
                    return true
                case UInt8(ascii: "-"):
                    // Also a negative literal's sign (`-2`): a false alarm costs only the walk.
                    return true
                case UInt8(ascii: "="):
                    equals += 1
                    if equals > 1 { return true }
                case UInt8(ascii: "."):
                    if previous == UInt8(ascii: ".") { return true }
                case UInt8(ascii: "s") where previous == UInt8(ascii: "a") || previous == UInt8(ascii: "i"):
                    return true  // `as`, `is` (and words containing them: a false alarm costs only the walk)
                default:
                    break
                }
                previous = byte
            }
            return false
        }
    }

    /// An `=` the lexer finds unevenly spaced although both sides have a space: a stray character
    /// next to it (`x \u{15}= 1`, `x =\u{15} 1`) makes it look bound to that side. swift-syntax
    /// 603 traps building the diagnostic's Fix-It (it has no space to insert: "A Fix-It must have
    /// at least one change"), so such a unit reports the diagnostic's message without a Fix-It.
    private static func equalWithoutFixIt(in tree: SourceFileSyntax) -> TokenSyntax? {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { continue }
            // The same test as the Fix-It's (LexerDiagnosticMessages.swift, `fixIts(in:)`).
            let leading = token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) ?? false
            let trailing = token.trailingTrivia.contains(where: \.isSpaceOrTab)
            if leading && trailing { return token }
        }
        return nil
    }

    private final class SequenceFinder: SyntaxVisitor {
        var found = false
        static func containsSequence(_ tree: SourceFileSyntax) -> Bool {
            let finder = SequenceFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder.found
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            // One operator needs no precedence (`BinaryParts` reads it as it is).
            let elements = Array(node.elements)
            if elements.count != 3 || !BinaryParts.isSimpleOperator(elements[1]) { found = true }
            return found ? .skipChildren : .visitChildren
        }
    }

    /// A syntax node to anchor errors that belong to no particular place (provider runs before a command).
    static let emptyFile: SourceFileSyntax = SwiftParser.Parser.parse(source: "")
}
