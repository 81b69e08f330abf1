import Testing

@testable import PlaygroundScript

/// Issue #30: inputs a hostile user would try end with the playground's located error (or Swift's
/// own answer), never a trap, a stack overflow or a hang of the process.
@Suite struct HostileInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        /// The first line of the expected diagnostic.
        var error: String
        var testDescription: String { line }
    }

    /// The playground's arithmetic on a user's numbers (counts, bounds, strides, repeats, slices)
    /// is checked: where Swift would trap, a located error.
    static let overflows: [Case] = [
        Case(line: "print((0...Int.max).count)", error: "error: arithmetic overflow"),
        Case(line: "print((Int.min..<Int.max).count)", error: "error: arithmetic overflow"),
        Case(line: "print(abs(Int.min))", error: "error: arithmetic overflow"),
        Case(
            line: "print(String(repeating: \"ab\", count: Int.max))",
            error:
                "error: the string would be longer than \(Limits.stringBytes) bytes; the limit is \(Limits.stringBytes)"
        ),
        Case(
            line: "print(String(repeating: \"ab\", count: -1))",
            error: "error: negative count -1 in String(repeating:count:)"),
        Case(
            line: "print(Array(repeating: 0, count: -1))", error: "error: negative count -1 in Array(repeating:count:)"),
        Case(line: "print([1,2,3][2...Int.max])", error: "error: arithmetic overflow"),
        Case(line: "print([1,2,3][...Int.max])", error: "error: arithmetic overflow"),
        Case(line: "print([1,2,3][..<Int.min])", error: "error: range requires lowerBound <= upperBound"),
        Case(line: "print([1,2,3][4...])", error: "error: range requires lowerBound <= upperBound"),
        Case(
            line: "enum E: Int { case a = 9223372036854775807, b }; print(E.b.rawValue)",
            error: "error: arithmetic overflow"),
    ]

    @Test("overflow in the playground's own arithmetic is a located error", arguments: overflows)
    func overflow(_ c: Case) {
        var h = Harness()
        let diagnostic = h.error(c.line)
        #expect(diagnostic.hasPrefix(c.error + "\n"), "\(diagnostic)")
        #expect(diagnostic.contains("test.lps:1:"), "\(diagnostic)")
    }

    /// A negative count is Swift's own runtime error, with the standard library's message for
    /// each method (Collection's and BidirectionalCollection's preconditions), on arrays and text.
    @Test(arguments: [
        ("prefix", "Can't take a prefix of negative length from a collection"),
        ("suffix", "Can't take a suffix of negative length from a collection"),
        ("dropFirst", "Can't drop a negative number of elements from a collection"),
        ("dropLast", "Can't drop a negative number of elements from a collection"),
    ])
    func aNegativeCountIsSwiftsRuntimeError(_ method: String, _ trap: String) {
        for receiver in ["[1, 2, 3]", "\"abc\""] {
            var h = Harness()
            let diagnostic = h.error("let n = -2; print(\(receiver).\(method)(n))")
            #expect(diagnostic.hasPrefix("error: \(method) needs a count of 0 or more, not -2\n"), "\(diagnostic)")
            #expect(diagnostic.contains("test.lps:1:"), "\(diagnostic)")
            #expect(diagnostic.contains("= note: Swift traps here: Fatal error: \(trap)"), "\(diagnostic)")
        }
        var h = Harness()
        #expect(h.ok("print([1, 2, 3].\(method)(0), \"abc\".\(method)(5))").count == 1)
    }

    @Test func integerStridesStopAtTheEndsOfIntAsSwiftsDo() {
        var h = Harness()
        #expect(
            h.ok("print(Array(stride(from: Int.min, to: Int.max, by: Int.max)))") == [
                "[-9223372036854775808, -1, 9223372036854775806]"
            ])
        #expect(
            h.ok("print(Array(stride(from: Int.max - 2, through: Int.max, by: 2)))") == [
                "[9223372036854775805, 9223372036854775807]"
            ])
        #expect(
            h.ok("print(Array(stride(from: Int.min + 1, through: Int.min, by: -5)))") == [
                "[-9223372036854775807, -9223372036854775808]"
            ])
    }

    @Test func rangesReachingTheEndsOfIntAreRangesNotTooManyElements() {
        var h = Harness()
        #expect(
            h.ok("print(Array((Int.max - 2)...Int.max))") == [
                "[9223372036854775805, 9223372036854775806, 9223372036854775807]"
            ])
        #expect(h.ok("print(Array(Int.min..<(Int.min + 2)))") == ["[-9223372036854775808, -9223372036854775807]"])
        #expect(h.ok("print((Int.min..<(-1)).count)") == ["9223372036854775807"])
        #expect(h.ok("print(Array(0..<\(Limits.collectionElements)).count)") == ["\(Limits.collectionElements)"])
        #expect(
            h.error("print(Array(0...\(Limits.collectionElements)).count)").hasPrefix(
                "error: the collection would have more than"))
    }

    @Test func oneSidedRangesSliceAndMatchAsInSwift() {
        var h = Harness()
        _ = h.ok("let a = [1, 2, 3]")
        #expect(h.ok("print(a[...1], a[..<2], a[1...], a[3...])") == ["[1, 2] [1, 2] [2, 3] []"])
        #expect(h.ok("print(...Int.max)") == ["PartialRangeThrough<Int>(upperBound: 9223372036854775807)"])
        #expect(
            h.ok(
                "switch Int.max { case ..<0: print(\"negative\"); case 5...: print(\"large\"); default: print(\"small\") }"
            ) == ["large"])
        #expect(h.ok("print((...Int.min).contains(Int.min), (..<Int.min).contains(Int.min))") == ["true false"])
    }
}

/// Issue #30: every recursion the interpreter does on the program's behalf shares the call-depth
/// budget, and a deep value is freed without recursion.
@Suite struct DepthBudgetTests {
    static let recursions: [HostileInputTests.Case] = [
        .init(
            line: "class C { let c = C() }; let c = C()",
            error: "error: calls are nested \(Limits.callDepth) deep; the limit is \(Limits.callDepth)"),
        .init(
            line: "struct S { var s = S() }; let x = S()",
            error: "error: calls are nested \(Limits.callDepth) deep; the limit is \(Limits.callDepth)"),
        .init(
            line: "func f(_ n: Int = f()) -> Int { n }; print(f())",
            error: "error: calls are nested \(Limits.callDepth) deep; the limit is \(Limits.callDepth)"),
        .init(line: "typealias A = B; typealias B = A; let x: A = 1", error: "error: type alias 'B' references itself"),
        .init(line: "typealias Same = Same", error: "error: type alias 'Same' references itself"),
        .init(
            line: "class A { lazy var x: Int = self.x }; print(A().x)",
            error: "error: calls are nested \(Limits.callDepth) deep; the limit is \(Limits.callDepth)"),
        .init(
            line: "struct W { static let w = W.w }; print(W.w)",
            error: "error: calls are nested \(Limits.callDepth) deep; the limit is \(Limits.callDepth)"),
        .init(
            line: "struct S { init() { self.init() } }; let s = S()",
            error: "error: calls are nested \(Limits.callDepth) deep; the limit is \(Limits.callDepth)"),
    ]

    @Test("a recursion outside calls ends with the depth budget's located error", arguments: recursions)
    func recursion(_ c: HostileInputTests.Case) {
        var h = Harness()
        let diagnostic = h.error(c.line)
        #expect(diagnostic.hasPrefix(c.error + "\n"), "\(diagnostic)")
        #expect(diagnostic.contains("test.lps:1:"), "\(diagnostic)")
    }

    /// Calls within the depth budget on a stack too small for them: the backstop stops the
    /// evaluation with its error where the stack still has room (a build whose frames fit answers).
    @Test func aRecursionThatFillsTheStackStopsBeforeItsEnd() {
        var h = Harness()
        _ = h.ok("func f(_ n: Int) -> Int { n == 0 ? 0 : 1 + f(n - 1) }")
        let (out, diagnostics) = BigStack.run(stackSize: 4 << 20) { h.run("print(f(990))") }
        if diagnostics.isEmpty {
            #expect(out == ["990"])
        } else {
            #expect(
                diagnostics[0].hasPrefix("error: the evaluation is nested too deeply for the playground's stack\n"),
                "\(diagnostics)")
        }
        #expect(h.ok("print(f(10))") == ["10"])
    }

    @Test func anAliasRedeclaredToAnotherTypeIsNoCycle() {
        var h = Harness()
        _ = h.ok("typealias ID = Int")
        _ = h.ok("typealias Key = ID")
        _ = h.ok("typealias ID = String")
        #expect(h.ok("let k: Key = \"a\"; print(k)") == ["a"])
    }

    @Test func aDeepIndirectEnumIsComparedAndFreedWithoutCrashing() {
        var h = Harness()
        _ = h.ok("indirect enum L { case end; case cons(Int, L) }")
        _ = h.ok("var l = L.end")
        // 50,000 deep, ten cases a pass.
        _ = h.ok(
            "for i in 0..<5_000 { l = .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, l)))))))))) }"
        )
        #expect(h.ok("print(l == l)") == ["true"])
        _ = h.ok("let copy = l")
        _ = h.ok("l = L.end")
        #expect(h.ok("print(l)") == ["end"])
        // The session, its undo history and the copy are freed when `h` goes.
    }

    /// Arrays in arrays have no box of their own to free them one by one: the shell lets go of a
    /// session on the evaluator's big stack (`dismantle`), as the REPL does at `quit`.
    @Test func aSessionOfDeeplyNestedArraysIsLetGoOfWithoutCrashing() {
        var h = Harness()
        _ = h.ok("var a: [Any] = []")
        _ = h.ok("for _ in 0..<5_000 { a = [[[[[[[[[[a]]]]]]]]]] }")
        #expect(h.ok("print(a.count)") == ["1"])
        h.playground.dismantle()
        #expect(!h.playground.session.names.contains("a"))
    }
}

/// Issue #30, item 6: a server is opened by the user, on the loopback address unless the command line says otherwise.
@Suite struct ServeTrustTests {
    @Test func anIncludedScriptCannotServe() {
        var h = Harness()
        h.files = ["srv.lps": "serve host: \"127.0.0.1\""]
        let diagnostic = h.error("include \"srv.lps\"")
        #expect(
            diagnostic.hasPrefix(
                "error: 'serve' runs only at your own prompt or on the command line, not from an included script\n"),
            "\(diagnostic)")
    }

    @Test func servingOnAnotherAddressNeedsTheCommandLine() {
        var h = Harness()
        let diagnostic = h.error("serve host: \"0.0.0.0\"")
        #expect(
            diagnostic.hasPrefix(
                "error: 'serve' at the prompt listens on the loopback address only, not on '0.0.0.0'\n"),
            "\(diagnostic)")
        #expect(diagnostic.contains("lps serve --host 0.0.0.0"))
        #expect(h.run("serve host: \"127.0.0.1\" port: 0").diagnostics.isEmpty)
        #expect(h.run("serve host: \"::1\" port: 0").diagnostics.isEmpty)
    }
}

/// Issue #30: describing, printing, comparing and hashing count every part they touch against
/// the step budget and stop before the native stack ends.
@Suite struct ValueWorkTests {
    static let shared = "let a = Array(repeating: Array(0..<999_999), count: 999_999)"

    @Test(arguments: ["print(a)", "let s = \"\\(a)\"", "print(Set(a).count)", "a"])
    func workOnAHugeSharedValueEndsWithTheStepLimit(_ line: String) {
        var h = Harness()
        _ = h.ok(Self.shared)
        let diagnostic = h.error(line)
        #expect(
            diagnostic.hasPrefix("error: the statement ran \(Limits.evaluationSteps) steps without finishing"),
            "\(diagnostic)")
        #expect(diagnostic.contains("test.lps:2:"))
        #expect(h.ok("print(a.count)") == ["999999"])
    }

    @Test func theSameStorageIsEqualAtOnceAsInSwift() {
        var h = Harness()
        _ = h.ok(Self.shared)
        #expect(h.ok("print(a == a)") == ["true"])
    }

    /// 20,000 levels on an 8 MiB stack: without the guard, describing or comparing them overflows it.
    @Test func aValueNestedPastTheStackEndsWithALocatedError() {
        var h = Harness()
        _ = h.ok("indirect enum L { case end; case cons(Int, L) }")
        _ = h.ok("var l = L.end")
        _ = h.ok(
            "for i in 0..<2_000 { l = .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, .cons(i, l)))))))))) }"
        )
        for (n, line) in ["print(l)", "print(l == l)", "print(Set([l]).count)", "l"].enumerated() {
            let diagnostic = BigStack.run(stackSize: 8 << 20) { h.error(line) }
            #expect(
                diagnostic.hasPrefix("error: the value is nested too deeply to describe, compare or hash\n"),
                "\(line): \(diagnostic)")
            #expect(diagnostic.contains("test.lps:\(4 + n):"), "\(diagnostic)")
        }
        #expect(h.ok("print(1)") == ["1"])
    }
}
