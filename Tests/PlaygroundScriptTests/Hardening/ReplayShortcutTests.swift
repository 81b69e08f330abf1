import Testing

@testable import PlaygroundScript

/// The replay's shortcuts in the Swift evaluator (issue #14, step 7): a source range found once
/// per lowered argument and reused, the unit's root kept beside `anchor`, and the base of a
/// UIKit property assignment evaluated once (as Swift does). The expected columns are those `lps`
/// printed before the shortcuts (step 6, a7a2d76).
@Suite struct ReplayShortcutTests {
    /// (line, column of the caret, message start) for errors in nested arguments.
    static let nested: [(String, Int, String)] = [
        (
            "let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(\"x\"), heightDimension: .estimated(40)))",
            79, "'.fractionalWidth' of widthDimension must be a number"
        ),
        (
            "let item2 = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40), bogus: 3))",
            117, "'LayoutSize' has no argument labelled 'bogus:'"
        ),
        (
            "let g = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(undefinedName)), subitems: [])",
            120, "cannot find 'undefinedName'"
        ),
        (
            "let g2 = LayoutGroup.horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidht(1), heightDimension: .absolute(3)))])",
            112, "unknown dimension '.fractionalWidht'"
        ),
        (
            "cell.contentInsets = .init(top: 4, leading: \"a\", bottom: 4, trailing: 4)", 45,
            "'leading' must be a number"
        ),
        ("cell.bogus = 3", 6, "value of type NSCollectionLayoutItem has no member 'bogus'"),
    ]

    @Test func errorsInNestedArgumentsKeepTheirColumns() {
        var h = Harness()
        _ = h.ok("let size = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40))")
        _ = h.ok("let cell = LayoutItem(layoutSize: size)")
        for (line, column, message) in Self.nested {
            let before = h.playground.session
            let n = h.lineNumber + 1
            let (_, diagnostics) = h.run(line)
            let text = diagnostics.joined(separator: "\n")
            #expect(text.contains("error: \(message)"), "\(line): \(text)")
            #expect(text.contains("--> test.lps:\(n):\(column)\n"), "\(line): \(text)")
            #expect(h.playground.session.names == before.names, "\(line) left the session changed")
        }
    }

    /// A node of a function declared in an earlier unit is placed in that unit's text (the
    /// root found once per range, compared with the unit's root kept beside `anchor`).
    @Test func anErrorInAnEarlierUnitsFunctionIsPlacedThere() {
        var h = Harness()
        _ = h.ok(
            "func mk() -> LayoutItem { return LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(undefinedName))) }"
        )
        _ = h.ok("print \"between\"")
        let text = h.run("let x = mk()").diagnostics.joined(separator: "\n")
        #expect(text.contains("--> test.lps:1:135\n"), "\(text)")
        #expect(text.contains("note: while running test.lps:3"), "\(text)")
    }

    /// The base of `base.property = ...` (a UIKit property) is evaluated once, as Swift does: a
    /// computed global's getter, a getter of `self` in a method and a function call run once.
    @Test func aBaseWithEffectsIsEvaluatedOnce() {
        var h = Harness()
        _ = h.ok("let size = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40))")
        _ = h.ok("let cell = LayoutItem(layoutSize: size)")
        _ = h.ok("var computed: LayoutItem { print(\"get\"); return cell }")
        #expect(h.ok("computed.contentInsets = .init(top: 1, leading: 1, bottom: 1, trailing: 1)") == ["get"])
        _ = h.ok(
            "struct Holder { var item: LayoutItem; var other: LayoutItem { print(\"other\"); return item }; func set() { other.contentInsets = .init(top: 2, leading: 2, bottom: 2, trailing: 2) } }"
        )
        #expect(h.ok("Holder(item: cell).set()") == ["other"])
        _ = h.ok("func f() -> LayoutItem { print(\"f\"); return cell }")
        #expect(h.ok("f().contentInsets = .init(top: 3, leading: 3, bottom: 3, trailing: 3)") == ["f"])
        // The shortcut's own case: the property is set on the object the name holds.
        _ = h.ok("cell.contentInsets = .init(top: 5, leading: 6, bottom: 7, trailing: 8)")
        #expect(h.ok("print(cell.contentInsets.leading, cell.contentInsets.trailing)") == ["6.0 8.0"])
    }
}
