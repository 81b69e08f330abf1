import Testing

@testable import PlaygroundScript

/// How mistakes are reported: near-miss suggestions, which mistake wins, where the caret goes.
@Suite struct DiagnosticsTests {
    @Test(arguments: [
        ("fram", ["frames", "fit"], "frames"),  // a prefix of three letters or more
        ("width:", ["widthDimension:", "heightDimension:"], "widthDimension:"),  // a label's stem
        ("toSecton:", ["toSection:"], "toSection:"),  // one edit
        ("aple", ["apple", "banana"], "apple"),
    ])
    func nearMissesAreSuggested(_ word: String, _ candidates: [String], _ expected: String) {
        #expect(EditDistance.closest(to: word, in: candidates) == expected)
    }

    @Test(arguments: [
        ("e", ["3", "a"]),  // a one-letter word replaced outright is no near miss
        ("q", ["a"]),
        ("ab", ["cd"]),
        ("nosuch", ["fruits", "apple"]),
    ])
    func unrelatedWordsAreNotSuggested(_ word: String, _ candidates: [String]) {
        #expect(EditDistance.closest(to: word, in: candidates) == nil)
    }

    @Test func aMisspeltLabelIsReportedBeforeTheArgumentItLeavesMissing() {
        var h = Harness()
        let e = h.error("scroll by: 10")
        #expect(e.hasPrefix("error: 'scroll' has no argument labelled 'by:'"))
        let size = h.error("LayoutSize(width: .fractionalWidth(1), height: .absolute(4))")
        #expect(size.hasPrefix("error: 'LayoutSize' has no argument labelled 'width:'"))
        #expect(size.contains("did you mean 'widthDimension:'?"))
    }

    @Test func constructorsShowTheirUsage() {
        var h = Harness()
        #expect(h.error("Snapshot(3)").contains("= help: usage: Snapshot()"))
        #expect(h.error("IndexPath(item: 0)").contains("= help: usage: IndexPath(item: N, section: N)"))
    }

    @Test func outlineErrorsPointAtTheCulprit() {
        var h = Harness()
        _ = h.ok("var outline = SectionSnapshot()")
        _ = h.ok("outline.append([fruits, vegetables])")
        let parent = h.error("outline.append([apple], to: nuts)")
        #expect(parent.contains(".lps:3:29"))
        let duplicate = h.error("outline.append([kiwi, fruits])")
        #expect(duplicate.contains(".lps:4:23"))
        let misspelt = h.error("outline.append([apple], too: fruits)")
        #expect(misspelt.hasPrefix("error: 'append' has no argument labelled 'too:'"))
        #expect(
            h.playground.session.object("outline", as: SectionSnapshotObject.self)?.value.items == [
                "fruits", "vegetables",
            ])
    }

    @Test func twoDestinationsAreOneMistake() {
        var h = Harness()
        _ = h.ok("var outline = SectionSnapshot()")
        _ = h.ok("outline.append([a, b, c])")
        #expect(
            h.error("outline.insert([k], before: a, after: b)").hasPrefix(
                "error: 'insert' takes 'before:' or 'after:', not both"))
        _ = h.ok("dataSource.apply(outline, to: main)")
        _ = h.ok("dataSource.reorderingHandlers.canReorderItem = .always")
        #expect(
            h.error("drag a before: b to: [0, 1]")
                .hasPrefix("error: 'drag' takes one of 'before:', 'after:' or 'to:', not both 'before:' and 'to:'"))
    }

    @Test func aSnapshotIsNotAnItemOfAnOutline() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("var outline = SectionSnapshot()")
        #expect(
            h.error("outline.append(s)").hasPrefix(
                "error: 's' is a Snapshot, but 'append' takes a SectionSnapshot or a list of items"))
        // A list or a string bound to a name still stands for identifiers.
        _ = h.ok("let fruits = [apple, pear]")
        _ = h.ok("outline.append(fruits)")
        #expect(
            h.playground.session.object("outline", as: SectionSnapshotObject.self)?.value.items == ["apple", "pear"])
    }

    @Test func aContentFieldGivenTwiceIsAnError() {
        var h = Harness()
        #expect(
            h.error("content todo1 title: \"Milk\" title: \"Eggs\"").hasPrefix("error: field 'title:' is given twice"))
        #expect(h.ok("content").first?.hasPrefix("no content set") == true)
    }

    @Test func anEmptyViewportSaysSo() {
        var h = Harness()
        let out = h.ok("visible")
        #expect(out.count == 2)
        #expect(out.last == "no elements: the data source has no sections yet (apply a snapshot first)")
    }
}

/// Output formatting shortcuts must print exactly what the general rules print.
@Suite struct FormatShortcutTests {
    /// Every string of up to three characters over an alphabet of the interesting ASCII classes.
    static let alphabet: [String] = ["a", "Z", "_", "0", "7", " ", "\"", "\\", "\r", "\n", "\r\n", "-", "."]

    @Test func theASCIIIdentifierRuleMatchesTheCharacterRule() {
        var words = [""]
        var frontier = [""]
        for _ in 0..<3 {
            frontier = frontier.flatMap { w in Self.alphabet.map { w + $0 } }
            words += frontier
        }
        words += [
            "let", "var", "true", "false", "nil", "lets", "falsey", "Nil", "todo1", "0123", "123456789012345",
            "1234567890123456", "a b", "café",
        ]
        for w in words {
            #expect(Format.identifier(w) == Format.spelledByCharacters(w), "\(w.debugDescription)")
            // The width pass measures without spelling: the same length, quoted, escaped or not.
            #expect(Format.identifierLength(w) == Format.length(Format.spelledByCharacters(w)), "\(w.debugDescription)")
        }
        // Longer than a small string (16 bytes and more: stored out of line), and non-ASCII.
        for w in [
            "item_with_a_long_name_1000000", "a long name with \"quotes\" and \\", "tab\there and more text",
            "naïve-long-identifier", "§12",
        ] {
            #expect(Format.identifier(w) == Format.spelledByCharacters(w), "\(w.debugDescription)")
            #expect(Format.identifierLength(w) == Format.length(Format.spelledByCharacters(w)), "\(w.debugDescription)")
        }
    }

    @Test func tableLengthsCountCharactersNotBytes() {
        #expect(Format.length("abc") == 3)
        #expect(Format.length("café") == 4)
        #expect(Format.length("a\r\nb") == 3)
        #expect(
            Format.table([["id", "x"], ["café", "1"], ["a", "22"]], rightAligned: [1]) == [
                "id     x", "café   1", "a     22",
            ])
    }
}

/// The exception UIKit would raise is part of an error's structure, not a note to find by its words.
@Suite struct UIKitExceptionFieldTests {
    @Test func anErrorCarriesUIKitsExceptionAndRendersItFirstAmongItsNotes() {
        var e = ScriptError.uikit(
            "'apple' is not in the section snapshot", exception: "NSInternalInconsistencyException: x")
        e.notes.append("while running a.lps:3")
        #expect(e.exception == "NSInternalInconsistencyException: x")
        #expect(e.notes == ["while running a.lps:3"])
        let text = DiagnosticRenderer.render(e, color: false).split(separator: "\n").map(String.init)
        #expect(
            text == [
                "error: 'apple' is not in the section snapshot",
                "  = note: UIKit raises: NSInternalInconsistencyException: x",
                "  = note: while running a.lps:3",
            ])
        let json = DiagnosticRenderer.json(e)
        #expect(
            json.hasSuffix(#""notes":["while running a.lps:3"],"uikitReason":"NSInternalInconsistencyException: x"}"#))
        // A note that merely starts with the same words is a note, not UIKit's exception.
        let plain = ScriptError("no exception", notes: ["UIKit raises: nothing, this is a note"])
        #expect(
            DiagnosticRenderer.json(plain).hasSuffix(
                #""notes":["UIKit raises: nothing, this is a note"],"uikitReason":null}"#))
    }

    @Test func anUpdateUIKitRejectsQuotesItsException() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        let error = h.error("s.appendItems([x], toSection: b)")
        #expect(
            error.contains(
                "= note: UIKit raises: There are currently no sections in the data source. Please add a section first."),
            "\(error)")
    }
}
