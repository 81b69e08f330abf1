import Testing

@testable import PlaygroundScript

/// A snapshot is a Swift struct: `snapshot.appendItems([x])` on a variable changes it in place (the
/// variable lets go of its value once the arguments are read), and only a change of a value another
/// variable shares copies its storage, as Swift's copy on write does. Counted with
/// `WorkCounter.valueCopies`, never timed: a copy per call made 100,000 single appends quadratic.
/// (A unit's first change of a global does copy it once: the state before the unit, which undo
/// keeps, shares it.) A real copy is charged to the session memory budget when it is made.
@Suite struct SnapshotCopyTests {
    /// The copies the line made and its output (no diagnostics expected).
    static func copies(_ h: inout Harness, _ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> (
            copies: Int, out: [String]
        )
    {
        let before = h.playground.session.work.valueCopies
        let out = h.ok(line, sourceLocation: sourceLocation)
        return (h.playground.session.work.valueCopies - before, out)
    }

    @Test(arguments: [1_000, 10_000])
    func appendingToAGlobalSnapshotOneItemAtATimeCopiesNothing(count: Int) {
        var h = Harness()
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("snapshot.appendSections([0, 1])")
        let (copies, _) = Self.copies(&h, "for i in 0..<\(count) { snapshot.appendItems([i], toSection: i % 2) }")
        // The first append copies what the undo history shares; the others change that copy in place.
        #expect(copies == 1)
        #expect(
            h.ok("print(snapshot.numberOfItems, snapshot.numberOfItems(inSection: 1))") == ["\(count) \(count / 2)"])
    }

    @Test func aLocalSnapshotInAFunctionChangesInPlaceToo() {
        var h = Harness()
        _ = h.ok(
            "func build(_ n: Int) -> NSDiffableDataSourceSnapshot<String, Int> { var s = NSDiffableDataSourceSnapshot<String, Int>(); s.appendSections([\"main\"]); for i in 0..<n { s.appendItems([i]) }; s.reloadItems([0]); return s }"
        )
        let (copies, _) = Self.copies(&h, "let built = build(2_000)")
        #expect(copies == 0)
        #expect(h.ok("print(built.numberOfItems, built.reloadedItemIdentifiers)") == ["2000 [0]"])
    }

    @Test func changingACopyCopiesOnceAndLeavesTheOriginalAsItWas() {
        var h = Harness()
        _ = h.ok("var base = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("base.appendSections([0]); base.appendItems(Array(0..<100))")
        _ = h.ok("var keep: [NSDiffableDataSourceSnapshot<Int, Int>] = []")
        let (copies, _) = Self.copies(
            &h,
            "for i in 0..<10 { var c = base; c.appendItems([1_000 + i]); c.appendItems([2_000 + i]); keep.append(c) }")
        // One copy per pass: the first change of `c` (shared with `base`), not the second.
        #expect(copies == 10)
        #expect(
            h.ok("print(base.numberOfItems, keep.count, keep[9].numberOfItems, keep[9].itemIdentifiers.last!)") == [
                "100 10 102 2009"
            ])
    }

    @Test func theArgumentsMayReadTheSnapshotBeingChanged() {
        var h = Harness()
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<String, Int>()")
        _ = h.ok("snapshot.appendSections([\"a\", \"b\"])")
        let (copies, _) = Self.copies(
            &h,
            "for i in 0..<3 { snapshot.appendItems([snapshot.numberOfItems + 10], toSection: snapshot.sectionIdentifiers.last!) }"
        )
        #expect(copies == 1)
        #expect(h.ok("print(snapshot.itemIdentifiers(inSection: \"b\"))") == ["[10, 11, 12]"])
    }

    @Test func aFailedChangeLeavesTheVariableAsItWas() {
        var h = Harness()
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("snapshot.appendSections([0]); snapshot.appendItems([1, 2])")
        let diagnostic = h.error("snapshot.appendItems([3]); snapshot.appendItems([4], toSection: 9)")
        #expect(diagnostic.contains("test.lps:3"), "\(diagnostic)")
        #expect(h.ok("print(snapshot.itemIdentifiers)") == ["[1, 2]"])
        // Within a function too (the unit fails as a whole; the global is untouched).
        _ = h.ok("func add(_ x: Int) { snapshot.appendItems([x]); snapshot.appendItems([x], toSection: 9) }")
        _ = h.error("add(5)")
        #expect(h.ok("print(snapshot.itemIdentifiers)") == ["[1, 2]"])
    }

    @Test func aConstantSnapshotIsStillRefused() {
        var h = Harness()
        _ = h.ok("let fixed = NSDiffableDataSourceSnapshot<Int, Int>()")
        let diagnostic = h.error("fixed.appendSections([0])")
        #expect(diagnostic.contains("cannot use mutating member on immutable value"), "\(diagnostic)")
    }

    @Test func anExtensionsMutatingMethodChangesTheVariableToo() {
        var h = Harness()
        _ = h.ok(
            "extension NSDiffableDataSourceSnapshot { mutating func appendTwice(_ item: ItemIdentifierType) { appendItems([item]); self.appendItems([item + 1]) } }"
        )
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<Int, Int>(); snapshot.appendSections([0])")
        _ = h.ok("snapshot.appendTwice(4)")
        #expect(h.ok("print(snapshot.itemIdentifiers)") == ["[4, 5]"])
    }

    @Test func appendingToASectionSnapshotOneItemAtATimeCopiesNothing() {
        var h = Harness()
        _ = h.ok("var outline = NSDiffableDataSourceSectionSnapshot<Int>()")
        let (copies, _) = Self.copies(&h, "for i in 0..<2_000 { outline.append([i]) }")
        #expect(copies == 1)
        _ = h.ok("var other = outline")
        let (copied, _) = Self.copies(&h, "other.append([5_000], to: 0); other.append([5_001], to: 0)")
        #expect(copied == 1)
        #expect(h.ok("print(outline.items.count, other.items.count)") == ["2000 2002"])
    }

    /// The loop (2.4 GB with a 900,000-item snapshot at the default budget; 3.9 GB for 100
    /// copies, measured with `lps run`), with 90,000 items and a budget of 64 MB so the test stays
    /// light: each copy is 90,000 identifiers, 7.2 MB as counted, so a few kept copies pass the budget.
    @Test func keepingChangedCopiesEndsWithTheMemoryErrorAndChangesNothing() {
        var h = Harness()
        _ = h.ok("set memory 64")
        _ = h.ok("var base = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("base.appendSections([0]); base.appendItems(Array(0..<90_000))")
        _ = h.ok("var keep: [NSDiffableDataSourceSnapshot<Int, Int>] = []")
        let before = h.playground.session.work.valueCopies
        let diagnostic = h.error("for x in 0..<1_000 { var c = base; c.appendItems([100_000 + x]); keep.append(c) }")
        #expect(
            diagnostic.hasPrefix("error: the session's Swift values would take more than 64 MB; the limit is 64 MB\n"),
            "\(diagnostic)")
        #expect(diagnostic.contains("test.lps:5:"), "\(diagnostic)")
        #expect(h.ok("print(keep.count, base.numberOfItems)") == ["0 90000"])
        // The failed unit's copies are gone with it: the counter is the session's.
        #expect(h.playground.session.work.valueCopies == before)
    }
}
