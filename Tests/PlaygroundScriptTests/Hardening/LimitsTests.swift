import PlaygroundCore
import Testing

@testable import PlaygroundScript

/// Every limit in `help limits` is enforced with its own error, and a command beyond it changes nothing.
@Suite struct LimitsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Lines run first (they must succeed).
        var setup: [String] = []
        var line: String
        /// The first line of the expected diagnostic.
        var error: String
        var testDescription: String { name }
    }

    static let item =
        "LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)))"
    static let rowSize = "LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))"

    /// `LayoutGroup.horizontal(layoutSize: ..., subitems: [...])` nested `depth` deep on one line.
    static func nestedGroups(_ depth: Int) -> String {
        String(repeating: "LayoutGroup.horizontal(layoutSize: \(rowSize), subitems: [", count: depth)
            + item + String(repeating: "])", count: depth)
    }

    static let cases: [Case] = [
        Case(
            name: "line length",
            line: "print \"" + String(repeating: "x", count: Limits.lineLength) + "\"",
            error: "error: line is \(Limits.lineLength + 8) characters long; the limit is \(Limits.lineLength)"),
        Case(
            name: "a line of megabytes",
            line: String(repeating: "a", count: 4_000_000),
            error: "error: line is 4000000 characters long; the limit is \(Limits.lineLength)"),
        Case(
            name: "name length",
            line: "let " + String(repeating: "n", count: Limits.identifierLength + 1) + " = 1",
            error:
                "error: a name is \(Limits.identifierLength + 1) characters long; the limit is \(Limits.identifierLength)"
        ),
        Case(
            name: "identifier length",
            line: "let ids = [i1, \"" + String(repeating: "i", count: Limits.identifierLength + 1) + "\"]",
            error:
                "error: an identifier list is \(Limits.identifierLength + 1) characters long; the limit is \(Limits.identifierLength)"
        ),
        Case(
            name: "ten million identifiers in one range",
            line: "let ids = [a1...a10000000]",
            error:
                "error: range 'a1...a10000000' is too large: 10000000 identifiers; the limit is \(Limits.identifiersPerCommand) per command"
        ),
        Case(
            name: "two ranges that together are too many",
            line: "let ids = [a1...a600000, b1...b600000]",
            error:
                "error: range 'b1...b600000' is too large: 600000 identifiers after 600000 others; the limit is \(Limits.identifiersPerCommand) per command"
        ),
        Case(
            name: "a list name repeated past the limit",
            setup: ["let big = [a1...a1000000]"],
            line: "let more = [big, x]",
            error:
                "error: too many identifiers: \(Limits.identifiersPerCommand + 1) in one command; the limit is \(Limits.identifiersPerCommand)"
        ),
        Case(
            name: "a range of a trillion (ends of twelve digits)",
            line: "let ids = [i0...i999999999999]",
            error:
                "error: range 'i0...i999999999999' is too large: 1000000000000 identifiers; the limit is \(Limits.identifiersPerCommand) per command"
        ),
        Case(
            name: "range ends of the most digits that are counted",
            line: "let ids = [a1...a999999999999999999]",
            error:
                "error: range 'a1...a999999999999999999' is too large: 999999999999999999 identifiers; the limit is \(Limits.identifiersPerCommand) per command"
        ),
        Case(
            name: "range ends beyond the digit limit",
            line: "let ids = [a1...a1000000000000000000000]",
            error:
                "error: range 'a1...a1000000000000000000000' is too large: its numbers have more than \(Limits.rangeDigits) digits; the limit is \(Limits.rangeDigits) digits"
        ),
        Case(
            name: "nesting depth: parentheses",
            line: "let x = " + String(repeating: "(", count: Limits.nestingDepth + 1) + "1"
                + String(repeating: ")", count: Limits.nestingDepth + 1),
            error: "error: expressions are nested too deeply; the limit is \(Limits.nestingDepth) levels"),
        Case(
            name: "nesting depth: 50,000 brackets",
            line: "let x = " + String(repeating: "[", count: 50_000),
            error: "error: expressions are nested too deeply; the limit is \(Limits.nestingDepth) levels"),
        Case(
            name: "groups 5,000 deep on one line",
            line: "let g = " + nestedGroups(5_000),
            error:
                "error: line is \("let g = ".count + nestedGroups(5_000).count) characters long; the limit is \(Limits.lineLength)"
        ),
        Case(
            name: "nesting depth: groups 60 deep",
            line: "let g = " + nestedGroups(60),
            error: "error: expressions are nested too deeply; the limit is \(Limits.nestingDepth) levels"),
        Case(
            name: "count of a billion",
            setup: ["let cell = \(item)"],
            line: "let g = LayoutGroup.horizontal(layoutSize: \(rowSize), repeatingSubitem: cell, count: 1000000000)",
            error: "error: count 1000000000 is beyond the limit of 10000"),
        Case(
            name: "a section index beyond the sections limit",
            line: "frames section: 200000",
            error: "error: section 200000 is beyond the limit of \(LayoutLimits.maxSections)"),
        Case(
            name: "groups nested by name past the group nesting limit",
            setup: ["let g0 = \(item)"]
                + (1...LayoutLimits.maxNestingDepth + 1).map {
                    "let g\($0) = LayoutGroup.horizontal(layoutSize: \(rowSize), subitems: [g\($0 - 1)])"
                } + [
                    "layout = CompositionalLayout(section: LayoutSection(group: g\(LayoutLimits.maxNestingDepth + 1)))",
                    "var s = Snapshot()", "s.appendSections([main])", "s.appendItems([a1])", "dataSource.apply(s)",
                ],
            line: "frames",
            error: "error: groups are nested too deeply; the limit is \(LayoutLimits.maxNestingDepth) levels"),
        Case(
            name: "number out of range",
            line: "let x = 1e999",
            error: "error: '1e999' is out of range for a number"),
        Case(
            name: "nan is not a number",
            setup: ["let cell = \(item)"],
            line: "let g = LayoutGroup.horizontal(layoutSize: \(rowSize), repeatingSubitem: cell, count: nan)",
            error: "error: count must be a finite number, not 'nan'"),
        Case(
            name: "fractional count",
            setup: ["let cell = \(item)"],
            line: "let g = LayoutGroup.horizontal(layoutSize: \(rowSize), repeatingSubitem: cell, count: 1e-300)",
            error: "error: count must be a whole number, found 1e-300"),
        Case(
            name: "identifiers held by the whole session",
            setup: ["let a = [a1...a1000000]", "let b = a", "let c = a", "let d = a"],
            line: "let e = a",
            error: "error: the session would hold 5000003 identifiers; the limit is \(Limits.sessionIdentifiers)"),
        Case(
            name: "scrolling a trillion points",
            line: "scroll to: 1e12",
            error: "error: offset 1000000000000 is beyond the limit of 1000000000 points"),
        Case(
            name: "a content offset beyond the length limit",
            line: "environment.contentOffset = (x: 0, y: -1e15)",
            error: "error: y -1000000000000000 is beyond the limit of 1000000000 points"),
        Case(
            name: "a container wider than the length limit",
            line: "environment.width = 2e9",
            error: "error: width 2000000000 is beyond the limit of 1000000000 points"),
        Case(
            name: "a safe area beyond the length limit",
            line: "environment.safeAreaInsets = .init(top: 1e10, leading: 0, bottom: 0, trailing: 0)",
            error: "error: safeAreaInsets.top 10000000000 is beyond the limit of 1000000000 points"),
        Case(
            name: "a picture of more items than the picture limit",
            setup: [
                "let i = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))",
                "layout = CompositionalLayout(section: LayoutSection(group: LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [i])))",
                "var s = Snapshot()", "s.appendSections([m])",
                "s.appendItems([a1...a\(Limits.pictureElements + 1)], toSection: m)",
                "dataSource.apply(s)",
            ],
            line: "export svg \"x.svg\"",
            error:
                "error: the layout has \(Limits.pictureElements + 1) items, too many to draw whole; the limit is \(Limits.pictureElements)"
        ),
        Case(
            name: "Swift values beyond the session memory",
            setup: ["set memory 16", "var keep: [[Int]] = []"],
            line: "keep.append(Array(0..<999_999))",
            error: "error: the session's Swift values would take more than 16 MB; the limit is 16 MB"),
        Case(
            name: "a statement beyond a step budget that was set",
            setup: ["set steps 2000"],
            line: "var n = 0; while n >= 0 { n += 1 }",
            error: "error: the statement ran 2000 steps without finishing; the limit is 2000"),
        Case(
            name: "a fitted size beyond the length limit",
            line: "fit a1 height: 1e10",
            error: "error: height 10000000000 is beyond the limit of 1000000000 points"),
        Case(
            name: "a fling past more boundaries than one scroll may list",
            setup: [
                "let cell = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))",
                "let strip = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .absolute(2), heightDimension: .absolute(20)), subitems: [cell]))",
                "strip.orthogonalScrollingBehavior = .continuous",
                "layout = UICollectionViewCompositionalLayout(section: strip)",
                "var s = Snapshot()", "s.appendSections([m])", "s.appendItems([a1...a3000], toSection: m)",
                "dataSource.apply(s)",
            ],
            line: "scroll section: 0 to: 0 velocity: 100000",
            error:
                "error: this fling passes more than \(ResolvedLayout.maxFlingStops) page or group boundaries; the limit is \(ResolvedLayout.maxFlingStops) per scroll"
        ),
    ]

    @Test(arguments: cases)
    func eachLimitFailsWithItsOwnErrorAndChangesNothing(_ c: Case) {
        var h = Harness()
        for line in c.setup { _ = h.ok(line) }
        let before = SessionState(h.playground.session)
        let (out, diagnostics) = h.run(c.line)
        #expect(out.isEmpty)
        #expect(diagnostics.first?.split(separator: "\n").first.map(String.init) == c.error)
        #expect(SessionState(h.playground.session) == before)
    }

    /// The parser alone (below the line limit's protection) stops at the nesting limit instead of
    /// overflowing the stack: 5,000 groups deep, and 100,000 parentheses.
    @Test func theParserBoundsItsRecursion() {
        for line in ["let g = " + Self.nestedGroups(5_000), "x(" + String(repeating: "(", count: 100_000)] {
            do {
                _ = try Parser.parse(line, isCommand: { _ in false })
                Issue.record("expected a nesting error")
            } catch {
                #expect(
                    error.message == "expressions are nested too deeply; the limit is \(Limits.nestingDepth) levels")
            }
        }
    }

    @Test func theHelpListsEveryEnforcedLimit() {
        var h = Harness()
        let words = h.ok("help limits").joined(separator: "\n").split(whereSeparator: { $0 == " " || $0 == "\n" })
        for value in [
            Limits.lineLength, Limits.identifierLength, Limits.identifiersPerCommand, Limits.nestingDepth,
            Limits.includeDepth, Limits.rangeDigits, Limits.scriptLines, Limits.scriptBytes, Limits.undoSteps,
            Limits.undoIdentifiers, Limits.sessionIdentifiers, Limits.pictureElements, Limits.evaluationSteps,
            Limits.sessionMemory >> 20, LayoutLimits.maxSections,
            LayoutLimits.maxItemsPerSection, LayoutLimits.maxCount, LayoutLimits.maxLeavesPerGroup,
            LayoutLimits.maxNestingDepth, LayoutLimits.maxCustomFrames, Int(LayoutLimits.maxLength),
            Int(LayoutLimits.maxFraction),
        ] {
            #expect(words.contains(Substring(String(value))), "help limits does not mention \(value)")
        }
    }

    @Test func exactlyAtTheLimitsIsAllowed() {
        var h = Harness()
        _ = h.ok("let " + String(repeating: "n", count: Limits.identifierLength) + " = 1")
        _ = h.ok("let ids = [a1...a\(Limits.identifiersPerCommand)]")
        // Range ends of the most digits counted: a small range is a small range.
        let top = String(repeating: "9", count: Limits.rangeDigits)
        #expect(
            h.ok("[a\(top.dropLast())0...a\(top)]") == [
                "[" + (0...9).map { "a\(top.dropLast())\($0)" }.joined(separator: ", ") + "]"
            ])
        // Groups nested deeper than the layout allows can be written; resolving them is the layout's error.
        _ = h.ok("let g = " + Self.nestedGroups(40))
        _ = h.ok(
            "let x = " + String(repeating: "(", count: Limits.nestingDepth - 1) + "1"
                + String(repeating: ")", count: Limits.nestingDepth - 1))
        let line = "print \"" + String(repeating: "x", count: Limits.lineLength - 8) + "\""
        #expect(line.count == Limits.lineLength)
        #expect(h.ok(line).first?.count == Limits.lineLength - 8)
    }

    @Test func includesNestedPastTheLimitFail() {
        var h = Harness()
        for i in 0...Limits.includeDepth + 1 { h.files["f\(i).lps"] = "include \"f\(i + 1).lps\"" }
        h.files["f\(Limits.includeDepth + 2).lps"] = "let deep = 1"
        let before = SessionState(h.playground.session)
        let e = h.error("include \"f0.lps\"")
        #expect(e.contains("error: includes are nested too deeply; the limit is \(Limits.includeDepth) files"))
        #expect(SessionState(h.playground.session) == before)
        // One level less is fine.
        var ok = Harness()
        for i in 0..<Limits.includeDepth - 1 { ok.files["f\(i).lps"] = "include \"f\(i + 1).lps\"" }
        ok.files["f\(Limits.includeDepth - 1).lps"] = "let deep = 1"
        _ = ok.ok("include \"f0.lps\"")
        #expect(ok.ok("deep") == ["1"])
    }

    @Test func aScriptIncludingItselfIsACycleAtAnyDepth() {
        var h = Harness()
        h.files["self.lps"] = "let a = 1\ninclude \"self.lps\""
        h.files["a.lps"] = "include \"b.lps\""
        h.files["b.lps"] = "include \"a.lps\""
        #expect(h.error("include \"self.lps\"").hasPrefix("error: include cycle: 'self.lps' is already being included"))
        #expect(h.error("include \"a.lps\"").hasPrefix("error: include cycle: 'a.lps' is already being included"))
        #expect(h.playground.session.log.isEmpty)
    }

    @Test func scriptsAndIncludesLongerThanTheLineLimitFail() {
        let long = String(repeating: "\n", count: Limits.scriptLines)
        var playground = Playground(options: PlaygroundOptions(color: false))
        let result = playground.run(script: long, file: "long.lps", keepGoing: true, reader: reader([:]))
        #expect(result.failed)
        #expect(result.outputs.count == 1)
        if case .diagnostic(let text, .error) = result.outputs.first {
            #expect(
                text.hasPrefix(
                    "error: 'long.lps' has \(Limits.scriptLines + 1) lines; the limit is \(Limits.scriptLines)"))
        } else {
            Issue.record("expected an error, got \(result.outputs)")
        }
        var h = Harness()
        h.files["long.lps"] = long
        #expect(
            h.error("include \"long.lps\"").hasPrefix(
                "error: 'long.lps' has \(Limits.scriptLines + 1) lines; the limit is \(Limits.scriptLines)"))
        let check = TranscriptCheck.check(text: long, file: "long.lps", reader: reader([:]))
        #expect(!check.passed)
        #expect(check.updatedText == long)
        #expect(
            check.diff == "error: 'long.lps' has \(Limits.scriptLines + 1) lines; the limit is \(Limits.scriptLines)\n")
    }

    @Test func undoKeepsAtMostTheDocumentedNumberOfSteps() {
        var h = Harness()
        for i in 0..<(Limits.undoSteps + 5) { _ = h.ok("let a\(i) = \(i)") }
        #expect(h.playground.session.undoStack.count == Limits.undoSteps)
        for _ in 0..<Limits.undoSteps { #expect(h.run("undo").diagnostics.isEmpty) }
        #expect(h.error("undo").contains("nothing to undo"))
        #expect(h.playground.session.names.contains("a4"))
        #expect(!h.playground.session.names.contains("a5"))
    }

    /// The history is bounded by what it keeps alive too: big snapshots leave fewer steps, the
    /// newest state is always kept, and small states are not affected.
    @Test func undoIsBoundedByTheIdentifiersItKeepsAlive() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([i1...i1000])")
        let weight = h.playground.session.retainedIdentifiers
        #expect(weight > 1000 && weight < 1100)
        var stack = Session().undoStack
        for _ in 0..<50 { Session.pushUndo(h.playground.session, onto: &stack, identifiers: 10 * weight) }
        #expect(stack.count == 10)
        #expect(stack.map(\.retainedIdentifiers).reduce(0, +) <= 10 * weight)
        // One state heavier than the whole budget is still kept: one undo always works.
        var single = Session().undoStack
        for _ in 0..<3 { Session.pushUndo(h.playground.session, onto: &single, identifiers: 10) }
        #expect(single.count == 1)
        // Light states are bounded by the step count alone.
        var light = Session().undoStack
        for _ in 0..<50 { Session.pushUndo(Session(), onto: &light, steps: 20, identifiers: 10 * weight) }
        #expect(light.count == 20)
        // Through the interpreter: the stack never exceeds the budget by more than the newest state.
        for k in 1...5 { _ = h.ok("s.moveItem(i\(k), afterItem: i1000)") }
        let kept = h.playground.session.undoStack
        #expect(kept.count == 8)
    }
}

/// What a failed command must leave exactly as it was.
struct SessionState: Equatable, CustomStringConvertible {
    var log: [String]
    var names: [String]
    var objects: [String: [String]]
    var undoDepth: Int
    var recordPath: String?
    var json: Bool

    init(_ s: Session) {
        log = s.log
        names = s.names
        objects = Dictionary(
            uniqueKeysWithValues: s.names.compactMap { n in s[n].map { (n, [$0.typeName] + $0.describe()) } })
        undoDepth = s.undoStack.count
        recordPath = s.recordPath
        json = s.settings.json
    }

    var description: String { "log \(log.count) lines, names \(names), undo \(undoDepth)" }
}

/// Completion never runs a command, so the line limit does not protect it: on lines of megabytes
/// (one long identifier, hundreds of thousands of '(' or '.') it stays linear and answers sensibly.
@Suite struct CompletionBoundsTests {
    @Test(.timeLimit(.minutes(1))) func completionOnMegabyteLinesIsQuick() {
        let playground = Playground(options: PlaygroundOptions(color: false))
        let lines = [
            String(repeating: "a", count: 1_000_000), String(repeating: "(", count: 300_000) + "LayoutItem(lay",
            String(repeating: ".", count: 300_000), "let x = \"" + String(repeating: "\"", count: 299_999) + "la",
            String(repeating: "layout.", count: 50_000),
        ]
        let clock = ContinuousClock()
        for line in lines {
            for cursor in [-5, 0, 1, line.count / 2, line.count, line.count + 10] {
                let start = clock.now
                let c = playground.completions(line: line, cursor: cursor)
                #expect(clock.now - start < .seconds(5), "cursor \(cursor) of a \(line.count)-character line")
                #expect(c.wordStart >= 0 && c.wordStart <= max(0, min(cursor, line.count)))
            }
        }
        let call = String(repeating: "(", count: 100_000) + "LayoutItem(lay"
        #expect(playground.completions(line: call, cursor: call.count).candidates == ["layout", "layoutSize:"])
    }
}
