import Testing

@testable import PlaygroundScript

@Suite struct LexerTests {
    @Test func namesNumbersStringsAndPunctuationAreTokenised() throws {
        let tokens = try Lexer.tokenize("snapshot.appendItems([a, \"b c\"], toSection: 2.5) # comment")
        let kinds = tokens.map(\.spelling)
        #expect(
            kinds == [
                "snapshot", ".", "appendItems", "(", "[", "a", ",", "\"b c\"", "]", ",", "toSection", ":", "2.5", ")",
                "end of line",
            ])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let tokens = try Lexer.tokenize("print \"タスク\" café")
        #expect(tokens[1].range == ColumnRange(7, 12))
        #expect(tokens[2].spelling == "café")
        #expect(tokens[2].range == ColumnRange(13, 17))
    }

    @Test(arguments: [
        ("print \"abc", "unterminated string", 7),
        ("x = 12abc", "'12abc' is not a number", 5),
        ("x = 1e999", "'1e999' is out of range for a number", 5),
        ("x = a ; b", "unexpected character ';'", 7),
        ("print \"a\\qb\"", "unknown escape sequence '\\q' in string", 9),
    ])
    func lexicalErrorsPointAtTheCulprit(line: String, message: String, column: Int) {
        #expect(throws: ScriptError.self) { try Lexer.tokenize(line) }
        do throws(ScriptError) { _ = try Lexer.tokenize(line) } catch {
            #expect(error.message == message)
            #expect(error.range?.start == column)
        }
    }

    /// Names are told by one byte test for ASCII characters: the same answer as the Unicode
    /// properties give (letters A to Z, digits 0 to 9, "_"), for every one of them.
    @Test func asciiNameCharactersAreLettersDigitsAndTheUnderscore() throws {
        for a in UInt8(0)...127 {
            let c = Character(Unicode.Scalar(a))
            #expect(Lexer.isNameStart(c) == (c == "_" || c.isLetter), "byte \(a)")
            #expect(Lexer.isNameChar(c) == (c == "_" || c.isLetter || c.isNumber), "byte \(a)")
        }
        #expect(!Lexer.isNameChar("\r\n"))
        let tokens = try Lexer.tokenize("_a1 é_b2 Ω x9z --dry-run 12_000")
        #expect(tokens.map(\.spelling) == ["_a1", "é_b2", "Ω", "x9z", "--dry-run", "12_000", "end of line"])
    }

    @Test func rangesAndFlagsAreSingleTokens() throws {
        let tokens = try Lexer.tokenize("frames todo1...todo30 --json")
        #expect(tokens.map(\.spelling) == ["frames", "todo1", "...", "todo30", "--json", "end of line"])
    }
}

@Suite struct ParserTests {
    func parse(_ line: String) throws -> Statement? {
        try Parser.parse(line, isCommand: { ["frames", "help"].contains($0) })
    }

    @Test func letBindingsMayCarryATypeAnnotation() throws {
        let s = try parse("let gap: LayoutSpacing = .fixed(8)")
        guard case .binding(let name, _, let type, _, let value) = s else {
            Issue.record("not a binding")
            return
        }
        #expect(name == "gap")
        #expect(type == "LayoutSpacing")
        #expect(value.spelling == ".fixed(8)")
    }

    @Test func propertyAssignmentsKeepTheirDottedTarget() throws {
        let s = try parse("layout.configuration.interSectionSpacing = -4")
        guard case .assignment(let target, let value) = s else {
            Issue.record("not an assignment")
            return
        }
        #expect(target.dottedName == ["layout", "configuration", "interSectionSpacing"])
        #expect(value.spelling == "-4")
    }

    @Test func commandsTakeSpaceSeparatedArgumentsAndFlags() throws {
        let s = try parse("frames section: 0 kind: cell --json")
        guard case .command(let name, _, let args, let flags) = s else {
            Issue.record("not a command")
            return
        }
        #expect(name == "frames")
        #expect(args.map(\.spelling) == ["section: 0", "kind: cell"])
        #expect(flags.map(\.name) == ["json"])
    }

    @Test func aCommandNameFollowedByParenthesesOrADotIsAnExpression() throws {
        guard case .expression = try parse("frames(section: 0)") else {
            Issue.record("expected an expression")
            return
        }
        guard case .command = try parse("frames .cells") else {
            Issue.record("expected a command")
            return
        }
    }

    /// As in Swift, a call may have a space before its parenthesis (TAB completion leaves one:
    /// `o.app<TAB>` gives `o.append `); a command's arguments stay separate words.
    @Test func aSpaceBeforeCallParenthesesIsStillACall() throws {
        guard case .expression(let e) = try parse("outline.append ([a, b], to: p)"),
            case .call(_, let args, _) = e
        else {
            Issue.record("expected a call")
            return
        }
        #expect(args.count == 2)
        guard
            case .binding(_, _, _, _, let v) = try parse(
                "let s = LayoutSize (widthDimension: .fractionalWidth (1), heightDimension: .absolute(4))")
        else {
            Issue.record("not a binding")
            return
        }
        #expect(v.spelling == "LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4))")
        guard case .command(_, _, let commandArgs, _) = try parse("frames (o)") else {
            Issue.record("expected a command")
            return
        }
        #expect(commandArgs.count == 1)
    }

    @Test func nestedCallsArraysAndTuplesParse() throws {
        let s = try parse(
            "let g = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [a, b])"
        )
        guard case .binding(_, _, _, _, let value) = s else {
            Issue.record("not a binding")
            return
        }
        #expect(
            value.spelling
                == "LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [a, b])"
        )
    }

    @Test(arguments: [
        ("snapshot.appendItems([a, b)", "expected ',' or ']', found ')'"),
        ("snapshot.appendItems([a, b]", "expected ')' to close '('"),
        ("let = 4", "expected a name after 'let'"),
        ("let x 4", "expected '=' after 'let x', found '4'"),
        ("x = ", "expected a value"),
        ("a.b c", "unexpected 'c' after the end of the statement"),
        ("fram section: 0", "unknown command 'fram'"),
        ("f(x: )", "expected a value, found ')'"),
    ])
    func syntaxErrorsAreSpecific(line: String, message: String) {
        do throws(ScriptError) {
            _ = try Parser.parse(line, isCommand: { ["frames", "help"].contains($0) })
            Issue.record("'\(line)' parsed")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func emptyLinesAndCommentsAreNothing() throws {
        #expect(try parse("") == nil)
        #expect(try parse("   # just a note") == nil)
    }
}
