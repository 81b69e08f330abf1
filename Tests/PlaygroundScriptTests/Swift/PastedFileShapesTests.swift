import Testing

@testable import PlaygroundScript

/// Shapes of Swift that whole files pasted from real apps have, which have nothing to do with the
/// layout: an attribute on its own line, an Xcode `#Preview`, unmodelled calls with leading-dot
/// arguments, and a case name two identifier enums share.
@Suite struct PastedFileShapesTests {
    @Test func anAttributeOnItsOwnLineBelongsToTheDeclarationBelow() {
        let r = runPasted(
            """
            @available(iOS 14, *)
            @MainActor // the screen
            final class Screen {
                let title = "list"
            }
            @available(iOS 14, *)
            extension Screen {
                func shout() -> String { title.uppercased() }
            }
            print(Screen().shout())
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["LIST"])
    }

    @Test func theAttributeLineRuleKnowsAttributesFromCode() {
        #expect(SourceUnits.isAttributesOnly("@available(iOS 14, *)"))
        #expect(SourceUnits.isAttributesOnly("@MainActor @objc(named:) // note"))
        #expect(!SourceUnits.isAttributesOnly("@State var x = 1"))
        #expect(!SourceUnits.isAttributesOnly("@available(iOS 14, *) func f() {}"))
        #expect(!SourceUnits.isAttributesOnly("@available(iOS 14"))
        #expect(!SourceUnits.isAttributesOnly("print(1)"))
    }

    /// In the REPL, as a paste arrives line by line: the entry goes on past an attribute line and
    /// into a `#Preview` block.
    @Test func theREPLWaitsForTheDeclarationAfterAnAttributeLine() {
        let p = Playground(options: PlaygroundOptions(color: false))
        #expect(p.needsContinuation("@available(iOS 14, *)"))
        #expect(p.needsContinuation("@available(iOS 14, *)\n@MainActor"))
        #expect(!p.needsContinuation("@available(iOS 14, *)\nfinal class Screen {}"))
        #expect(p.needsContinuation("#Preview {"))
        #expect(!p.needsContinuation("#Preview { 1 }"))
        #expect(!p.needsContinuation("# a comment {"))
    }

    @Test func aPreviewIsNotRunAndIsNamedInANote() {
        let r = runPasted(
            """
            let before = 1
            #Preview {
                print("never")
                return 0
            }
            print(before)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["1"])
        #expect(r.all.contains { $0.contains("'#Preview'") })
        #expect(SourceUnits.isPreviewMacro("#Preview(\"Dark\") {"))
        #expect(!SourceUnits.isPreviewMacro("# Preview of the layout"))
    }

    @Test func leadingDotArgumentsOfAnUnmodelledCallAreInert() {
        let r = runPasted(
            """
            var ran = 0
            func tick() -> Double { ran += 1; return 0.5 }
            Scheduler.shared.asyncAfter(deadline: .now() + tick()) { print("later") }
            let queue = OperationQueue()
            queue.schedule(after: .init(.now()), tolerance: .seconds(tick())) { }
            print(ran)
            """)
        #expect(!r.failed, "\(r.all)")
        // The leading-dot arguments are not evaluated (their types are not modelled); nothing else ran twice.
        // (DispatchQueue's asyncAfter is modelled: ScheduledWorkTests.)
        #expect(r.out == ["0"])
    }

    @Test func aCaseBothIdentifierEnumsHaveIsTheParametersType() {
        let r = runPasted(
            """
            enum Kind: Hashable { case header, list }
            enum Row: Hashable { case header, item(Int) }
            var snapshot = NSDiffableDataSourceSnapshot<Kind, Row>()
            snapshot.appendSections([.header, .list])
            snapshot.appendItems([.header], toSection: .header)
            snapshot.appendItems([.item(1), .item(2)], toSection: .list)
            print(snapshot.numberOfItems(inSection: .header), snapshot.numberOfItems(inSection: .list))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["1 2"])
    }

    /// Before, the class declared below threw the extension's members away ("has no member 'mock'").
    @Test func anExtensionAboveTheTypeItExtendsGivesItsMembers() {
        let r = runPasted(
            """
            extension Model {
                func mock() -> Int { base + 1 }
            }
            final class Model {
                let base = 41
            }
            print(Model().mock())
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["42"])
    }

    @Test func aClosureOfTwoParametersTakesAPairApart() {
        let r = runPasted(
            """
            let headers: [(String, Int)] = [("main", 1), ("buttons", 2)]
            headers.forEach { kind, height in print(kind, height) }
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["main 1", "buttons 2"])
    }

    @Test func appendingALeadingDotCaseTakesTheArraysElementType() {
        let r = runPasted(
            """
            enum Row { case update(Int), banner }
            enum Other { case update(Int) }
            var rows: [Row] = []
            rows.append(.update(3))
            rows.insert(.banner, at: 0)
            rows.append(contentsOf: [.banner])
            print(rows.count)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["3"])
    }

    @Test func identityComparesObjects() {
        let r = runPasted(
            """
            final class Box {}
            let a = Box(), b = Box()
            let c: Box? = nil
            print(a === a, a === b, a !== b, c === nil)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["true false true true"])
    }

    /// Before: an error ("Int.random is random; the playground's output must be the same on every
    /// run"), which stopped files that draw colours or demo data at random. Now the values come
    /// from a generator with a fixed seed: the same on every run, in the range, named in one note.
    @Test func randomValuesRepeatFromRunToRunAndStayInTheirRange() {
        let script = """
            let dice = (0..<50).map { _ in Int.random(in: 1...6) }
            let heights = (0..<50).map { _ in CGFloat.random(in: 100...300) }
            let unit = (0..<50).map { _ in Double.random(in: 0..<1) }
            let coins = (0..<50).map { _ in Bool.random() }
            print(dice.allSatisfy { $0 >= 1 && $0 <= 6 }, Set(dice).count > 1)
            print(heights.allSatisfy { $0 >= 100 && $0 <= 300 }, unit.allSatisfy { $0 >= 0 && $0 < 1 }, Set(unit).count > 1)
            print(coins.contains(true), coins.contains(false))
            print(dice[0], dice[1], heights[0])
            """
        let first = runPasted(script)
        let second = runPasted(script)
        #expect(!first.failed, "\(first.all)")
        #expect(first.out.prefix(3) == ["true true", "true true true", "true true"])
        #expect(first.all == second.all)
        let notes = first.all.filter { $0.contains("draws from the playground's generator, whose seed is fixed") }
        #expect(notes.count == 1)
    }

    @Test(arguments: ["Int.random(in: 5..<5)", "Double.random(in: 1.5..<1.5)"])
    func aRandomValueFromAnEmptyRangeIsAnErrorWhereSwiftTraps(_ call: String) {
        let r = runPasted("let x = \(call)")
        #expect(r.failed)
        #expect(r.all.joined().contains("random(in:) of an empty"))
    }
}
