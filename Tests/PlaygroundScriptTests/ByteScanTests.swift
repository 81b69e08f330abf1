import Testing

@testable import PlaygroundScript

/// The byte-level shortcuts a replay takes on every line must answer exactly what the
/// Character-level definitions they replace answer (canonical equivalence included).
@Suite struct ByteScanTests {
    /// Pieces whose joins exercise grapheme and equivalence rules: combining marks after ASCII,
    /// the Kelvin sign (== "K"), CR LF (one Character), non-ASCII letters.
    static let pieces: [String] = [
        "#", "!", ">", "/", ".", "<", "e", "l", "s", "c", "a", "t", "h", "i", "f", "K",
        "\u{212A}", "\u{301}", "\u{308}", "é", "e\u{301}", " ", "\t", "\r", "\n", "\r\n", "{", "x", "ü",
    ]
    static let prefixes = ["#", "#if", "#available", "#>", "#!", "//", ".", "...", "..<", "else", "catch", "K", "e"]

    /// "" and every string of one, two or three of `pieces`, in order.
    static func joins(of pieces: [String]) -> [String] {
        var texts = [""]
        for a in pieces {
            texts.append(a)
            for b in pieces {
                texts.append(a + b)
                for c in pieces { texts.append(a + b + c) }
            }
        }
        return texts
    }

    /// Every string of up to three pieces (and a few longer ones), as a Substring in the middle of
    /// a bigger string, as the script's lines are.
    static var samples: [Substring] {
        var texts = Self.joins(of: pieces)
        texts += [
            "#available(iOS 17, *)", "else {", "catch let e", "...x", "..<3", ".init", "#> 1", "#! error: x", "//x",
        ]
        return texts.map { t in
            let whole = "ab\n" + t + "\ncd"
            let start = whole.utf8.index(whole.startIndex, offsetBy: 3)
            let end = whole.utf8.index(start, offsetBy: t.utf8.count)
            return whole[start..<end]
        }
    }

    /// `Interpreter.calledName` (a command line that calls the program's function) agrees with
    /// its Character definition, "(" joined with combining marks and prepended marks included.
    @Test func calledNameAnswersAsTheCharacterDefinition() {
        let pieces = Self.pieces + ["(", "(\u{301}", "\u{600}", "reset", "frames section: 0"]
        var texts = [""]
        for a in pieces {
            texts.append(a)
            for b in pieces {
                texts.append(a + b)
                texts.append(a + "(" + b)
            }
        }
        for t in texts {
            // In the middle of a bigger string, as the script's lines are.
            let whole = "ab(\n" + t + "\ncd("
            let s = whole[
                whole.utf8.index(
                    whole.startIndex, offsetBy: 4)..<whole.utf8.index(whole.startIndex, offsetBy: 4 + t.utf8.count)]
            let name = s.prefix { $0 != "(" }
            let expected = name.count < s.count && !name.isEmpty ? name : nil
            #expect(Interpreter.calledName(s) == expected, "\(Array(s.unicodeScalars))")
        }
        #expect(texts.count > 2_000)
    }

    /// `joinedLines` (a run's text) is `joined(separator: "\n")`, byte for byte.
    @Test func joinedLinesIsJoined() {
        let lines = Self.samples.prefix(400).map { $0 } + ["", "\u{301}", "é", "", "\r"]
        for n in [0, 1, 2, 7, lines.count] {
            for start in [0, 3] where start <= lines.count - n {
                let slice = lines[start..<(start + n)]
                #expect(Array(joinedLines(slice).utf8) == Array(slice.joined(separator: "\n").utf8))
            }
        }
    }

    @Test func asciiPrefixAnswersAsHasPrefix() {
        var checked = 0
        for s in Self.samples {
            for p in Self.prefixes {
                #expect(s.hasASCIIPrefix(p) == s.hasPrefix(p), "\(Array(s.unicodeScalars)) prefix \(p)")
                checked += 1
            }
        }
        #expect(checked > 100_000)
        // The cases the bytes alone would get wrong go to `hasPrefix`.
        #expect(!"e\u{301}lse".dropFirst(0).hasASCIIPrefix("e"))
        #expect("\u{212A}x".dropFirst(0).hasASCIIPrefix("K"))
    }

    @Test func sourceLinesCutAsTheCharacterDefinition() {
        for s in Self.samples {
            // The definition: split at "\n", then drop the "\r"s that end a line.
            var expected: [String] = []
            var current: [Unicode.Scalar] = []
            func end() {
                while current.last == "\r" { current.removeLast() }
                var line = ""
                line.unicodeScalars.append(contentsOf: current)
                expected.append(line)
                current = []
            }
            for u in s.unicodeScalars { if u == "\n" { end() } else { current.append(u) } }
            end()
            #expect(
                s.sourceLines.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) },
                "\(Array(s.unicodeScalars))")
            #expect(String(s).sourceLines.map(String.init) == s.sourceLines.map(String.init))
        }
    }
}

/// The metatype checks that replace dynamic casts on every statement answer as the casts do.
@Suite struct ObjectKindTests {
    /// One object of each plain kind, and the session's own objects (layouts, the data source, the
    /// environment...) after a script made snapshots, lists and insets.
    static var objects: [any ScriptObject] {
        var objects: [any ScriptObject] = [
            NumberValue(3), BoolValue(true), StringValue("a"), NilValue(), IdentifierList(["a", "b"]),
            SnapshotObject(),
        ]
        var playground = Playground()
        _ = playground.run(
            script: """
                var s = NSDiffableDataSourceSnapshot<String, String>()
                s.appendSections(["a"])
                let list = UICollectionLayoutListConfiguration(appearance: .plain)
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                item.contentInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)
                """, file: "kinds.lps", keepGoing: false, reader: { _ in "" })
        objects += playground.session.objects.values
        return objects
    }

    @Test func metatypeChecksAnswerAsCasts() {
        let objects = Self.objects
        #expect(objects.count > 8)
        for o in objects {
            let plain = o is NumberValue || o is BoolValue || o is StringValue || o is NilValue || o is IdentifierList
            #expect(o.isPlainValue == plain, "\(o.typeName)")
            #expect(
                UIKitNames.isValueType(o)
                    == (o is SnapshotObject || o is SectionSnapshotObject || o is ListDefinition
                        || o is InsetsObject || o is EdgeInsetsObject),
                "\(o.typeName)")
            #expect(
                Evaluator.isGenericUIKit(o)
                    == (o is SnapshotObject || o is SectionSnapshotObject || o is DataSourceObject), "\(o.typeName)")
        }
        #expect(objects.contains { UIKitNames.isValueType($0) } && objects.contains { Evaluator.isGenericUIKit($0) })
    }

    /// `Lexer.tokenizeASCII` (the byte path every command line tries first) gives the tokens the
    /// Character lexer gives, and gives up (nil) exactly where that lexer reports an error or the
    /// line is not ASCII without CR: so `tokenize`'s tokens, errors and error columns are the
    /// Character lexer's.
    @Test func byteLexerAnswersAsTheCharacterLexer() {
        let pieces = [
            "a", "Z", "_", "x1", "0", "7", "1_0", ".", "..", "...", "-", "--", "--a", "e", "E", "e+", "e-", "1e5",
            "1e999",
            "(", ")", "[", "]", ",", ":", "=", " ", "\t", "\"", "\\", "\\n", "\\q", "#", "#x", "!", "@", "\r", "\r\n",
            "é", "\u{301}", "\n", "\u{1}", "~",
        ]
        var texts = ByteScanTests.joins(of: pieces)
        texts += [
            "let size0 = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40))",
            "print \"step 1\" # done", "frames --json section: 0", "x = 1.5e3", "a.5", "(1).5", "[1].5",
            "\"a\\\"b\" .5",
            "snapshot 1...3", "\"unterminated", "12abc", "1__2", "\"\\t\\n\\\"\\\\\"",
        ]
        var fast = 0
        var fallbacks = 0
        var errors = 0
        for t in texts {
            let asciiNoCR = t.utf8.allSatisfy { $0 < 0x80 && $0 != 13 }
            let bytes = Lexer.tokenizeASCII(t)
            let characters = Result { () throws(ScriptError) -> [Token] in try Lexer.tokenizeCharacters(t) }
            switch (bytes, characters) {
            case (let b?, .success(let c)):
                #expect(b == c, "\(t.debugDescription)")
                fast += 1
            case (nil, .success):
                // Only a line that is not ASCII, or has a CR, takes the Character path without an error.
                #expect(!asciiNoCR, "the byte lexer gave up on a line without an error: \(t.debugDescription)")
                fallbacks += 1
            case (let b?, .failure(let e)):
                Issue.record(
                    "the byte lexer gave \(b) where the Character lexer reports \(e.message): \(t.debugDescription)")
            case (nil, .failure):
                errors += 1
            }
            if !asciiNoCR { #expect(bytes == nil, "\(t.debugDescription)") }
        }
        #expect(
            fast > 10_000 && fallbacks > 1_000 && errors > 1_000,
            "\(fast) lines lexed on bytes, \(fallbacks) on Characters, \(errors) errors")
    }
}
