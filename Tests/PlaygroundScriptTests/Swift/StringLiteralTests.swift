import Testing

@testable import PlaygroundScript

/// String literals mean what Swift makes of them: every escape, Unicode scalars, raw strings with
/// their own escapes, and an invalid escape as Swift's error. Identifiers typed in either
/// canonical form are one identifier in a snapshot.
@Suite struct StringLiteralTests {
    @Test func escapesAreResolved() {
        var h = Harness()
        #expect(h.ok(#"print("a\tb", "q\"", "back\\slash", "nul\0".count)"#) == ["a\tb q\" back\\slash 4"])
        #expect(h.ok(#"print("caf\u{E9}", "\u{1F600}", "\u{41}\u{0042}")"#) == ["café 😀 AB"])
        #expect(h.ok(#"print("caf\u{E9}" == "cafe\u{301}", "caf\u{E9}".count, "cafe\u{301}".count)"#) == ["true 4 4"])
        // The scalars are the ones written: precomposed stays precomposed.
        #expect(h.ok(#"print("caf\u{E9}")"#).first?.unicodeScalars.count == 4)
        #expect(h.ok(#"print("cafe\u{301}")"#).first?.unicodeScalars.count == 5)
    }

    @Test func rawStringsKeepBackslashesAndUseTheirOwnEscapes() {
        var h = Harness()
        #expect(h.ok(##"print(#"a\nb"#)"##) == [#"a\nb"#])
        #expect(h.ok(##"print(#"x\#ty \#u{41}"#)"##) == ["x\ty A"])
        _ = h.ok(#"let n = 3"#)
        #expect(h.ok(##"print(#"\(n) \#(n)"#)"##) == [#"\(n) 3"#])
    }

    @Test func invalidEscapesAreSwiftsErrors() {
        var h = Harness()
        #expect(h.error(#"print("bad \q")"#).contains("invalid escape sequence in literal"))
        #expect(h.error(#"print("\u{}")"#).contains("between 1 and 8 hex digits"))
        #expect(h.error(#"print("\u{D800}")"#).contains("invalid"))
        #expect(h.error(#"print("\u41")"#).contains("expected hexadecimal code"))
    }

    @Test func canonicallyEquivalentIdentifiersAreOneItem() {
        var h = Harness()
        _ = h.ok(#"var s = NSDiffableDataSourceSnapshot<String, String>()"#)
        _ = h.ok(#"s.appendSections(["섹션"])"#)
        _ = h.ok(#"s.appendItems(["caf\u{E9}", "バナナ"], toSection: "섹션")"#)
        #expect(h.ok(#"print(s.indexOfItem("cafe\u{301}") as Any)"#) == ["0"])
        // UIKit (iOS 15+) moves an identifier that is already there: the same one, in the other form.
        let (_, diagnostics) = h.run(#"s.appendItems(["cafe\u{301}"], toSection: "섹션")"#)
        #expect(diagnostics.first?.contains("already in the snapshot and was moved") == true, "\(diagnostics)")
        #expect(h.ok(#"print(s.numberOfItems)"#) == ["2"])
        // Read back exactly as given first (the precomposed form), not normalised.
        #expect(h.ok(#"print(s.itemIdentifiers[1])"#).first?.unicodeScalars.count == 4)
    }
}
