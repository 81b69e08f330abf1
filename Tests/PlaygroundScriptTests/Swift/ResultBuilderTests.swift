import Testing

@testable import PlaygroundScript

/// `@resultBuilder`: a user's DSL (a layout builder making sections and groups) runs as Swift's result builder
/// transform rewrites it. The builders here trace their calls, so each test sees the calls Swift would make.
@Suite struct ResultBuilderTests {
    private static let trace = """
        @resultBuilder
        enum Trace {
            static func buildExpression(_ e: Int) -> String { "e\\(e)" }
            static func buildBlock(_ parts: String...) -> String { "b(" + parts.joined(separator: ",") + ")" }
            static func buildOptional(_ part: String?) -> String { "o(" + (part ?? "nil") + ")" }
            static func buildEither(first part: String) -> String { "f(" + part + ")" }
            static func buildEither(second part: String) -> String { "s(" + part + ")" }
            static func buildArray(_ parts: [String]) -> String { "a(" + parts.joined(separator: ",") + ")" }
            static func buildFinalResult(_ part: String) -> String { "final:" + part }
        }
        func traced(@Trace _ body: () -> String) -> String { body() }
        """

    @Test func expressionsAndBlocksGoThroughTheBuilder() {
        var h = Harness()
        _ = h.ok(Self.trace)
        #expect(h.ok("print(traced { 1; 2 })") == ["final:b(e1,e2)"])
        #expect(h.ok("print(traced { let x = 3; x })") == ["final:b(e3)"])
        #expect(h.ok("print(traced { for i in 1...3 where i != 2 { i } })") == ["final:b(a(b(e1),b(e3)))"])
        #expect(h.ok("print(traced { })") == ["final:b()"])
    }

    /// Swift injects the taken branch along its path in a left-biased balanced tree of the chain's branches.
    @Test func ifChainsAndSwitchesInjectTheirBranchAsSwiftDoes() {
        var h = Harness()
        _ = h.ok(Self.trace)
        _ = h.ok(
            """
            func pick(_ n: Int) -> String {
                traced {
                    if n == 0 { 10 } else if n == 1 { 11 } else { 12 }
                }
            }
            func maybe(_ n: Int) -> String {
                traced {
                    if n == 0 { 10 } else if n == 1 { 11 }
                }
            }
            func cases(_ n: Int) -> String {
                traced {
                    switch n {
                    case 0: 20
                    case 1: 21
                    case 2: 22
                    case 3: 23
                    default: 24
                    }
                }
            }
            """)
        #expect(
            h.ok("print(pick(0), pick(1), pick(2))") == [
                "final:b(f(f(b(e10)))) final:b(f(s(b(e11)))) final:b(s(b(e12)))"
            ])
        #expect(
            h.ok("print(maybe(0), maybe(1), maybe(5))") == [
                "final:b(o(f(b(e10)))) final:b(o(s(b(e11)))) final:b(o(nil))"
            ])
        #expect(
            h.ok("print(cases(0), cases(3), cases(4))") == [
                "final:b(f(f(f(b(e20))))) final:b(f(s(s(b(e23))))) final:b(s(b(e24)))"
            ])
    }

    @Test func functionsAndComputedPropertiesMarkedWithTheBuilderAreBuilderBodies() {
        var h = Harness()
        _ = h.ok(Self.trace)
        _ = h.ok(
            """
            @Trace func made() -> String {
                1
                if true { 2 }
            }
            struct Screen {
                var flag = false
                @Trace var body: String {
                    3
                    if flag { 4 } else { 5 }
                }
                func plain() -> String { traced { return "as written" } }
            }
            """)
        #expect(h.ok("print(made(), Screen().body)") == ["final:b(e1,o(b(e2))) final:b(e3,s(b(e5)))"])
        // A body that says `return` is not transformed, as in Swift.
        #expect(h.ok("print(Screen().plain())") == ["as written"])
    }

    @Test func partialBlocksCombineLeftToRight() {
        var h = Harness()
        _ = h.ok(
            """
            @resultBuilder
            struct Pairs {
                static func buildPartialBlock(first: Int) -> String { "\\(first)" }
                static func buildPartialBlock(accumulated: String, next: Int) -> String { "(" + accumulated + "+\\(next))" }
            }
            func pairs(@Pairs _ body: () -> String) -> String { body() }
            """)
        #expect(h.ok("print(pairs { 1; 2; 3 })") == ["((1+2)+3)"])
    }

    /// A layout DSL of the program's own, as real files write one: the sections it builds are laid out.
    @Test func aLayoutDSLBuildsTheSections() {
        var h = Harness()
        _ = h.ok(
            """
            @resultBuilder
            enum ItemsBuilder {
                static func buildBlock(_ items: NSCollectionLayoutItem...) -> [NSCollectionLayoutItem] { items }
            }
            func Row(height: CGFloat, @ItemsBuilder items: () -> [NSCollectionLayoutItem]) -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: items()))
            }
            func Item(_ fraction: CGFloat) -> NSCollectionLayoutItem {
                NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
            }
            """)
        _ = h.run(
            """
            let layout = UICollectionViewCompositionalLayout(section: Row(height: 50) { Item(0.25); Item(0.75) })
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { _, _, _ in nil }
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["a", "b"])
            ds.apply(s)
            """)
        let frames = h.ok("frames")
        #expect(frames.contains { $0.contains("[0, 0]") && $0.contains("98.333") })
        #expect(frames.contains { $0.contains("[0, 1]") && $0.contains("98.333") && $0.contains("294.667") })
    }

    @Test func aBuilderWithoutTheMethodAnIfNeedsSaysSo() {
        var h = Harness()
        _ = h.ok(
            """
            @resultBuilder
            enum Plain { static func buildBlock(_ parts: Int...) -> Int { parts.reduce(0, +) } }
            func sum(@Plain _ body: () -> Int) -> Int { body() }
            """)
        #expect(h.ok("print(sum { 1; 2; 3 })") == ["6"])
        let message = h.error("print(sum { if true { 1 } })")
        #expect(message.contains("result builder 'Plain' does not support an 'if' without 'else'"))
        #expect(message.contains("test.lps:3:"))
    }
}
