import Testing

@testable import PlaygroundCore
@testable import PlaygroundScript

/// Minimized inputs that once crashed or hung the playground, one test each.
@Suite struct RegressionTests {
    static func header(height: String) -> String {
        "let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height))), elementKind: \"header\", alignment: .top)"
    }

    /// An included file that resets the session left a log shorter than before the include, and
    /// splitting off the included lines read past its end (a trap). The log starts again from the
    /// reset, as it does at the prompt, and undo brings back the session before the include.
    @Test func includingAFileThatResetsTheSessionIsNotATrap() {
        var h = Harness()
        for line in ["let a = 1", "let b = 2", "let c = 3"] { _ = h.ok(line) }
        h.files["reset.lps"] = "reset"
        h.files["reset-and-define.lps"] = "reset\nlet z = 1"
        _ = h.ok("include \"reset.lps\"")
        #expect(h.playground.session.log == ["reset"])
        #expect(!h.playground.session.names.contains("a"))
        _ = h.ok("undo")
        #expect(h.playground.session.log == ["let a = 1", "let b = 2", "let c = 3"])
        _ = h.ok("include \"reset-and-define.lps\"")
        #expect(h.playground.session.log == ["reset", "let z = 1"])
        #expect(h.ok("z") == ["1"])
    }

    /// `draw` with a 1e300-point header trapped converting the frame to a row (Int(1e300)); such
    /// lengths are now refused by the layout's magnitude limit, and the renderer clamps anyway.
    @Test func drawingAnEnormousFrameIsAnErrorNotATrap() {
        var h = Harness()
        _ = h.ok(Self.header(height: "1e300"))
        _ = h.ok("layout.configuration.boundarySupplementaryItems = [header]")
        #expect(
            h.error("draw").hasPrefix(
                "error: layout boundary supplementary 0 height '.absolute(1e+300)' is beyond the limit of 1000000000"))
    }

    /// `draw` with a header as tall as the limit allows walked every row of the box (~10^8 steps;
    /// 1e15 points, before the limit, was a hang of ~10^13).
    @Test(.timeLimit(.minutes(1))) func drawingAHugeFrameIsBoundedWork() {
        var h = Harness()
        _ = h.ok(Self.header(height: "1000000000"))
        _ = h.ok("layout.configuration.boundarySupplementaryItems = [header]")
        _ = h.ok("scroll to: 0")  // the viewport's top at the content's top, not below the safe area
        let clock = ContinuousClock()
        let start = clock.now
        let drawing = h.ok("draw")
        #expect(clock.now - start < .seconds(2))
        // The header fills the viewport: its top edge and label on top, its sides all the way down.
        #expect(drawing[1].hasPrefix("┌") && drawing[1].hasSuffix("┐"))
        #expect(drawing[2].contains("header"))
        #expect(drawing.last?.hasPrefix("│") == true)
    }

    /// The renderer on its own: boxes far off the canvas, enormous, infinite or NaN draw nothing
    /// wrong and take no time; an ordinary box still draws exactly.
    @Test func theRendererClampsEveryCoordinate() {
        let viewport = Rect(x: 0, y: 0, width: 100, height: 40)
        let odd: [Rect] = [
            Rect(x: 0, y: 0, width: 1e300, height: 1e300), Rect(x: -1e300, y: -1e300, width: 1e300, height: 10),
            Rect(x: 1e12, y: 1e12, width: 10, height: 10), Rect(x: -1e12, y: 0, width: 5, height: 5),
            Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: .infinity),
            Rect(x: -.infinity, y: 5, width: .infinity, height: 5),
            Rect(x: 0, y: .greatestFiniteMagnitude, width: 10, height: 10),
        ]
        for frame in odd {
            let lines = Drawing.render(
                [Drawing.Box(frame: frame, label: "x", style: .solid)], viewport: viewport, columns: 21)
            #expect(lines.count == 5, "\(frame)")
            #expect(lines.allSatisfy { $0.count <= 21 }, "\(frame)")
        }
        let plain = Drawing.render(
            [Drawing.Box(frame: Rect(x: 0, y: 0, width: 50, height: 20), label: "ab", style: .solid)],
            viewport: viewport, columns: 21)
        #expect(plain == ["┌─────────┐", "│   ab    │", "└─────────┘", "", ""])
        // Odd viewports: tiny, enormous, infinite.
        for v in [
            Rect(x: 0, y: 0, width: 1e-300, height: 1e300),
            Rect(x: 0, y: 0, width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude),
            Rect(x: 0, y: 0, width: .infinity, height: .infinity), Rect(x: 0, y: 0, width: 1, height: .nan),
        ] {
            let lines = Drawing.render(
                [Drawing.Box(frame: Rect(x: 0, y: 0, width: 1, height: 1), label: "x", style: .dashed)],
                viewport: v, columns: 300)
            #expect(lines.count <= 400, "\(v)")
        }
    }
}

/// `check --update` of a script without expectations wrote diagnostics numbered by the old line
/// positions, so the rewritten file failed its own check until updated a second time.
@Suite struct TranscriptUpdateTests {
    @Test func oneUpdateOfAScriptWithoutExpectationsIsAFixpoint() {
        let script = "hlep\nlet a = nosuch\nlet b = 1\nb\nundo 3\n"
        let first = TranscriptCheck.check(text: script, file: "t.lps", reader: reader([:]))
        #expect(!first.passed)
        let second = TranscriptCheck.check(text: first.updatedText, file: "t.lps", reader: reader([:]))
        #expect(second.passed, "\(second.diff)")
        #expect(second.updatedText == first.updatedText)
        // The diagnostic for line 2 of the original quotes it where it now stands (line 8).
        #expect(first.updatedText.contains("#!  --> t.lps:8:9"))
        #expect(first.updatedText.contains("#! 8 | let a = nosuch"))
    }

    /// Orphan expectations are dropped by an update; later lines are numbered accordingly.
    @Test func orphanExpectationsDoNotShiftLaterNumbers() {
        let script = "# a comment\n#> orphan\nhlep\n"
        let first = TranscriptCheck.check(text: script, file: "t.lps", reader: reader([:]))
        #expect(TranscriptCheck.check(text: first.updatedText, file: "t.lps", reader: reader([:])).passed)
        #expect(first.updatedText.contains("t.lps:2:1"))
    }
}

/// Found by the script fuzzer (minimized from `let badge = Layou0, tr5ili:utMargi.fractiona\r`):
/// "\r\n" is one Character in Swift, so splitting at "\n" left CRLF scripts as one long line, and a
/// line ending in "\r" merged with the expectation an update put under it.
@Suite struct LineEndingTests {
    @Test func crlfScriptsRunLineByLine() {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let result = playground.run(
            script: "let a = 1\r\nlet b = 2\r\nlist Double\r\n", file: "crlf.lps", keepGoing: false, reader: reader([:])
        )
        #expect(!result.failed, "\(result.outputs)")
        #expect(playground.session.names.suffix(2) == ["a", "b"])
        var h = Harness()
        h.files["crlf.lps"] = "let a = 1\r\nlet b = 2\r\n"
        _ = h.ok("include \"crlf.lps\"")
        #expect(h.ok("b") == ["2"])
    }

    /// The second case, minimized from the fuzzer's `  let NAMEinclude "ok.lpsGS, \r`: an unterminated
    /// string ran into the "\r", so the caret was one longer before the update than after; the
    /// `o"prf…` case (found next) has several "\r"s before the end.
    @Test(arguments: [
        "x,\r", "let s = \"ab \r", "hlep\r", "let a = 1\r\nhlep\r\n", "print \"a\r\"", "\r", "\r\n\r\n#> x\r\n",
        "hlep\r\r", "\r\rhlep", "o\"prf\r\r\r\r\r\r\u{2}rec\r\r", "x\"\r\r\r\n\r",
    ])
    func updatingALineThatEndsInCarriageReturnIsAFixpoint(_ script: String) {
        let first = TranscriptCheck.check(text: script, file: "t.lps", reader: reader([:]))
        let second = TranscriptCheck.check(text: first.updatedText, file: "t.lps", reader: reader([:]))
        #expect(second.passed, "\(second.diff)")
    }

    /// (Its line breaks stay CRLF too, the new lines' included: see `TranscriptSwiftTextTests`.)
    @Test func aCheckedCRLFFileKeepsItsFinalNewlineWhenUpdated() {
        let first = TranscriptCheck.check(text: "hlep\r\n", file: "t.lps", reader: reader([:]))
        #expect(first.updatedText.hasSuffix("\r\n"))
        #expect(first.updatedText.hasPrefix("hlep\r\n#! error: unknown command or name 'hlep'\r\n"))
    }
}

/// Found by the Swift fuzzer (minimized to the 5 bytes `e \u{15}= `): a stray control character
/// next to a spaced `=` makes swift-syntax's lexer call the `=` unevenly spaced, and building the
/// diagnostic's Fix-It (which finds both spaces present) trapped: "A Fix-It must have at least one
/// change associated with it". The REPL and `lps run` died. Now it is the unit's syntax error.
@Suite struct SwiftSyntaxTrapTests {
    @Test(arguments: ["e \u{15}= ", "let x = 1\nx \u{15}= 2", "var y = 1\ny =\u{15} 2", "let z \u{1}= 3"])
    func aStrayCharacterBesideASpacedEqualsIsASyntaxError(_ script: String) {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let before = playground.session.log
        let result = playground.run(script: script, file: "t.lps", keepGoing: true, reader: reader([:]))
        #expect(result.failed)
        let errors = result.outputs.compactMap { if case .diagnostic(let d, .error) = $0 { d } else { nil } }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.last?.hasPrefix("error: ") == true, "\(errors)")
        #expect(playground.session.log.count <= before.count + 1)
    }

    /// At the prompt, too (the REPL runs an entry with `execute(line:)`).
    @Test func thePromptSurvivesIt() {
        var h = Harness()
        #expect(h.error("e \u{15}= ").hasPrefix("error: '=' must have consistent whitespace on both sides"))
        #expect(h.ok("1 + 1") == ["2"])
    }
}

/// Found by the Swift fuzzer's leak check on a view controller script (its section provider was
/// a closure in a local `let`): a function kept in the scope it captured — a local `func`, or
/// `let g = { ... }` in a function body — made a reference cycle, so every call of the function
/// kept its locals alive for good (300 calls of one capturing a 1,000,000-element array held
/// 2.4 GB). Such a function is now kept without that capture and gets it back when read.
@Suite struct ClosureScopeCycleTests {
    /// The scope of a call that made a local function and a closure is freed once nothing uses
    /// what the call returned (here: when the playground itself goes away).
    @Test func aCallsScopeIsFreedWithWhatItReturned() {
        weak var callScope: Scope?
        do {
            var h = Harness()
            _ = h.ok(
                """
                func make() -> () -> Int {
                    let big = Array(repeating: 7, count: 1000)
                    let g = { big.count }
                    func h() -> Int { g() + 1 }
                    return h
                }
                """)
            _ = h.ok("var escaped = make()")
            #expect(h.ok("escaped()") == ["1001"])
            guard case .function(let f)? = h.playground.session.swift.globals["escaped"] else {
                Issue.record("'escaped' is not a function")
                return
            }
            callScope = f.captured
            #expect(callScope != nil)
        }
        #expect(callScope == nil, "the call's scope outlived every reference to it (a reference cycle)")
    }

    /// What such functions see is unchanged: recursion through a local function, a closure that
    /// counts in a captured variable, and local functions that call each other.
    @Test func localFunctionsAndClosuresStillSeeTheirScope() {
        var h = Harness()
        _ = h.ok(
            """
            func factorial(_ n: Int) -> Int {
                func go(_ k: Int) -> Int { k <= 1 ? 1 : k * go(k - 1) }
                return go(n)
            }
            """)
        #expect(h.ok("factorial(10)") == ["3628800"])
        _ = h.ok(
            """
            func counter() -> () -> Int {
                var n = 0
                let next = { () -> Int in n += 1; return n }
                return next
            }
            """)
        _ = h.ok("let next = counter()")
        _ = h.ok("next()")
        #expect(h.ok("next()") == ["2"])
        _ = h.ok(
            """
            func parity(_ n: Int) -> Bool {
                func isEven(_ k: Int) -> Bool { k == 0 ? true : isOdd(k - 1) }
                func isOdd(_ k: Int) -> Bool { k == 0 ? false : isEven(k - 1) }
                return isEven(n)
            }
            """)
        #expect(h.ok("parity(7)") == ["false"])
    }
}

/// Found reading the evaluator while fuzzing it: dictionary keys and `Set` took a value's key
/// text, and the text of `["a,sb"]` was that of `["a", "b"]` (strings were not delimited), so two
/// different keys were one: the dictionary below had one entry.
@Suite struct ValueKeyTests {
    @Test func differentValuesAreDifferentKeys() {
        var h = Harness()
        _ = h.ok("let d = [[\"a,sb\"]: 1, [\"a\", \"b\"]: 2]")
        #expect(h.ok("d.count") == ["2"])
        #expect(h.ok("d[[\"a\", \"b\"]]") == ["2"])
        #expect(h.ok("Set([[\"a,sb\"], [\"a\", \"b\"], [\"a\", \"b\"]]).count") == ["2"])
        #expect(h.ok("Set([\"x:1\", \"x\"]).count") == ["2"])
        // Equal values are still one key (1 and 1.0 are equal, as CGFloat and Int literals are).
        #expect(h.ok("Set([[1, 2], [1, 2]]).count") == ["1"])
    }

    @Test func keysOfEveryKindOfValueAreDistinct() {
        let values: [Value] = [
            .void, .none, .int(1), .int(-1), .double(1.5), .bool(true), .bool(false), .string(""), .string("a"),
            .string("a,b"), .array([]), .array([.string("a"), .string("b")]), .array([.string("a,sb")]),
            .array([.array([])]), .array([.void]), .tuple([.init(label: "x", value: .int(1))]),
            .tuple([.init(label: nil, value: .string("x:"))]), .range(lower: 1, upper: 2, closed: true),
            .range(lower: 1, upper: 2, closed: false), .symbolRange("a", "b"), .symbolRange("a...b", ""),
            .uuid(1), .object(1), .uikit(.named("a")), .uikit(.object(ObjectID(number: 1, shown: "a"))), .type("a"),
            .inert("a"),
            .dictionary(DictionaryValue()),
        ]
        let keys = values.map(\.hashKey)
        #expect(Set(keys).count == keys.count, "\(keys)")
    }
}

/// Found probing the swift fuzzer's timeouts: `s.append(s)` and string interpolation ignored the
/// string limit (`+` and `+=` kept it), so doubling a string 30 times asked for 2^30 bytes.
@Suite struct JoiningLimitTests {
    @Test(arguments: [
        "var a = [0, 1]\nfor _ in 0..<20 { a = a + a }", "var a = [0, 1]\nfor _ in 0..<20 { a += a }",
        "var a = [0, 1]\nfor _ in 0..<20 { a.append(contentsOf: a) }",
    ])
    func doublingAnArrayPastTheLimitIsAnError(_ code: String) {
        var h = Harness()
        let e = h.error(code)
        #expect(e.hasPrefix("error: the collection would have more than 1000000 elements"), "\(e)")
    }

    @Test(arguments: [
        "var s = \"ab\"\nfor _ in 0..<30 { s = s + s }", "var s = \"ab\"\nfor _ in 0..<30 { s += s }",
        "var s = \"ab\"\nfor _ in 0..<30 { s.append(s) }", "var s = \"ab\"\nfor _ in 0..<30 { s = \"\\(s)\\(s)\" }",
        "var s = [\"ab\"]\nfor _ in 0..<30 { s = [s.joined(), s.joined()] }",
    ])
    func doublingAStringPastTheLimitIsAnError(_ code: String) {
        var h = Harness()
        let e = h.error(code)
        #expect(e.hasPrefix("error: the string would be longer than 10000000 bytes"), "\(e)")
    }

    @Test func joiningUpToTheLimitWorks() {
        var h = Harness()
        _ = h.ok("var a = [0]\nfor _ in 0..<19 { a = a + a }")
        #expect(h.ok("a.count") == ["524288"])
        _ = h.ok("var s = \"é\"\nfor _ in 0..<19 { s.append(s) }")
        #expect(h.ok("s.count") == ["524288"])
        _ = h.ok("var t = \"é\"\nfor _ in 0..<19 { t = \"\\(t)\\(t)\" }")
        #expect(h.ok("t == s") == ["true"])
    }
}

/// Found probing the swift harness by hand (an 80-byte input ran it past its 2 GB limit): builtins made
/// up to 1,000,000 elements per step, so one statement could hold memory without bound
/// (`for i in 0..<300 { a.append(Array(repeating: i, count: 1_000_000)) }` held 2.4 GB; the step
/// limit allowed a loop of 500,000). The elements builtins make now count as steps, and text
/// one step per 16 bytes.
@Suite struct ElementsCountAsStepsTests {
    @Test func aLoopMakingMillionElementArraysEndsWithTheStepLimit() {
        var h = Harness()
        _ = h.ok("var a: [[Int]] = []")
        let e = h.error("for i in 0..<10 { a.append(Array(repeating: i, count: 1_000_000)) }")
        #expect(e.hasPrefix("error: the statement ran 3000000 steps without finishing"), "\(e)")
        #expect(e.contains("elements builtins make"))
        #expect(h.ok("a.count") == ["0"])
        // Ranges made into arrays, joins, slices, sorts and zips count too.
        for code in [
            "var b: [[Int]] = []\nfor _ in 0..<10 { b.append(Array(0..<1_000_000)) }",
            "let c = Array(0..<400_000)\nfor _ in 0..<10 { let d = c + c }",
            "let c = Array(0..<400_000)\nvar k: [[Int]] = []\nfor _ in 0..<10 { k.append(Array(c.dropFirst())) }",
            "let c = Array(0..<400_000)\nfor _ in 0..<10 { let d = zip(c, c) }",
            "let c = Array(0..<400_000)\nfor _ in 0..<10 { let d = Set(c) }",
        ] {
            #expect(h.error(code).contains("steps without finishing"), "\(code)")
        }
    }

    @Test func aLoopMakingLongStringsEndsWithTheStepLimit() {
        var h = Harness()
        _ = h.ok("var texts: [String] = []")
        let e = h.error("for _ in 0..<1000 { texts.append(String(repeating: \"x\", count: 10_000_000)) }")
        #expect(e.hasPrefix("error: the statement ran 3000000 steps without finishing"), "\(e)")
        #expect(h.ok("texts.count") == ["0"])
        #expect(
            h.error(
                "let s = String(repeating: \"x\", count: 5_000_000)\nvar t: [String] = []\nfor _ in 0..<100 { t.append(s + s) }"
            )
            .contains("steps without finishing"))
    }

    @Test func aMillionElementsAreStillWithinOneStatement() {
        var h = Harness()
        _ = h.ok("let big = Array(repeating: 7, count: 1_000_000)\nlet other = Array(0..<1_000_000)")
        #expect(h.ok("big.count + other.count") == ["2000000"])
        _ = h.ok("let long = String(repeating: \"ab\", count: 5_000_000)")
        #expect(h.ok("long.count") == ["10000000"])
        _ = h.ok("var sum = 0\nfor i in 0..<100_000 { sum += i }")
        #expect(h.ok("sum") == ["4999950000"])
    }
}

/// Found by the script fuzzer (a 423-byte script with 55 `[` in a row hung; minimized by hand):
/// swift-syntax's parser looks ahead for a type at every `[`, in time that doubles with each one
/// inside another, so `let x = [[[...1]]]` 26 deep took 17 s to parse and 40 deep never finished
/// (`[(`, `[x<`, `[inout ` chains too). Square brackets now have their own nesting limit.
@Suite struct SquareBracketNestingTests {
    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40),
            String(repeating: "[", count: 55),
            String(repeating: "[(", count: 30), String(repeating: "[x<", count: 30),
            String(repeating: "[inout ", count: 30),
        ])
    func deeplyNestedSquareBracketsAreAnErrorAtOnce(_ expression: String) {
        var h = Harness()
        let e = h.error("let x = " + expression)
        #expect(e.hasPrefix("error: square brackets are nested too deeply; the limit is 10 levels"), "\(e)")
    }

    @Test func nestingUpToTheLimitWorks() {
        var h = Harness()
        let depth = 10
        _ = h.ok("let deep = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
        #expect(h.ok("deep") == [String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)])
        _ = h.ok("let grid: [[Int]] = [[1, 2], [3, 4]]\nlet row = grid[grid[0][0]]")
        #expect(h.ok("row") == ["[3, 4]"])
    }
}

/// Found by the swift fuzzer (a timeout: an 8 KB input with `recents.expand(1...1000000)(...)`):
/// a value passed to UIKit found its node's source range once per element of an array or range,
/// a walk of the syntax tree each, so `outline.expand(1...1000000)` took 12 s under the fuzzer's
/// instrumentation (4 s in a debug build). The range is found once per argument now.
@Suite struct ArgumentRangeTests {
    @Test func aMillionElementArgumentFindsItsSourceRangeOnce() {
        var h = Harness()
        _ = h.ok("var recents = SectionSnapshot()\nrecents.append([header])\nrecents.append([today], to: header)")
        let before = h.playground.session.work.syntaxRanges
        _ = h.ok("recents.expand(1...1000000)")
        let found = h.playground.session.work.syntaxRanges - before
        #expect(found > 0)
        #expect(found < 1_000, "\(found) source ranges found for one argument of 1,000,000 elements")
        // The missing items are ignored, as in UIKit; the outline is unchanged.
        #expect(h.ok("recents.isExpanded(header)") == ["false"])
    }
}

/// Found by the swift fuzzer (the same 8 KB input, still a timeout after the fix above): the
/// elements a builtin makes counted as steps but polled for an interrupt once per builtin, so the
/// fuzzers' work budget (which counts polls) let `outline.expand(1...1000000)` run whole, six
/// times per input. A builtin that makes elements now polls once per 1,024 of them, as a loop does.
@Suite struct ElementsPollForInterruptTests {
    final class Polls: @unchecked Sendable {
        var count = 0
        var answer = false
    }

    @Test func aMillionElementsPollAThousandTimes() {
        let polls = Polls()
        var playground = Playground(
            options: PlaygroundOptions(
                color: false,
                isInterrupted: {
                    polls.count += 1
                    return polls.answer
                }))
        let ok = playground.run(
            script: "let a = Array(0..<1_000_000)", file: "t.lps", keepGoing: false, reader: reader([:]))
        #expect(!ok.failed)
        #expect(polls.count >= 976, "\(polls.count) polls for 1,000,000 elements")
        // Interrupted while making them: the statement fails with "interrupted" and changes nothing.
        polls.answer = true
        let stopped = playground.run(
            script: "let b = Array(0..<1_000_000)", file: "t.lps", keepGoing: true, reader: reader([:]))
        #expect(stopped.failed)
        #expect(playground.session.names.contains("a") && !playground.session.names.contains("b"))
    }
}
