import Testing
@testable import PlaygroundScript

/// Shapes of Swift that whole files pasted from real apps have, which have nothing to do with the
/// layout: an attribute on its own line, an Xcode `#Preview`, unmodelled calls with leading-dot
/// arguments, and a case name two identifier enums share.
@Suite struct PastedFileShapesTests {
    private func run(_ script: String) -> (out: [String], failed: Bool, all: [String]) {
        var p = Playground(options: PlaygroundOptions(color: false))
        let r = p.run(script: script, file: "Pasted.swift", keepGoing: false, reader: reader([:]))
        var texts: [String] = [], all: [String] = []
        for o in r.outputs {
            switch o {
            case .text(let t): texts.append(t); all.append(t)
            case .diagnostic(let d, _): all.append(d)
            default: break
            }
        }
        return (texts, r.failed, all)
    }

    @Test func anAttributeOnItsOwnLineBelongsToTheDeclarationBelow() {
        let r = run("""
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
        let r = run("""
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
        let r = run("""
            var ran = 0
            func tick() -> Double { ran += 1; return 0.5 }
            DispatchQueue.global().asyncAfter(deadline: .now() + tick()) { print("later") }
            let queue = OperationQueue()
            queue.schedule(after: .init(.now()), tolerance: .seconds(tick())) { }
            print(ran)
            """)
        #expect(!r.failed, "\(r.all)")
        // The leading-dot arguments are not evaluated (their types are not modelled); nothing else ran twice.
        #expect(r.out == ["0"])
    }

    @Test func aCaseBothIdentifierEnumsHaveIsTheParametersType() {
        let r = run("""
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
}
