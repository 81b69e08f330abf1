import Testing

@testable import PlaygroundScript

/// Where Swift knows the type an expression must have, a leading-dot member, `.init(...)` or a
/// number literal takes its meaning from that type: the spellings real files use
/// (`static let features: [AppSectionItem] = [.feature(...)]`, `static var list: [MemoryItem] =
/// [.init(...)]`, `label.font = .systemFont(...)`, `.estimated(.minimumButtonDimension)`).
@Suite struct TypeContextTests {
    /// Two enums with the same case: only the context says which one is meant.
    private static let modes = "enum Mode { case grid, list }; enum Other { case grid, list }"

    @Test func aStaticPropertysAnnotationTypesItsInitialValue() {
        var h = Harness()
        _ = h.ok(
            "struct Memory { let title: String; static var list: [Memory] = [.init(title: \"a\"), .init(title: \"b\")] }"
        )
        #expect(h.ok("print(Memory.list.count, Memory.list[1].title)") == ["2 b"])
        _ = h.ok(Self.modes)
        _ = h.ok("enum Defaults { static let mode: Mode = .list; static let all: [Other] = [.grid, .list] }")
        #expect(h.ok("print(Defaults.mode == Mode.list, Defaults.all == [Other.grid, Other.list])") == ["true true"])
    }

    @Test func anEnumCasesPayloadTypesItsArgument() {
        var h = Harness()
        _ = h.ok(Self.modes)
        _ = h.ok("enum Wrap { case one(Mode); case two(first: Other, second: Mode) }")
        _ = h.ok("let w = Wrap.two(first: .list, second: .grid)")
        #expect(h.ok("if case .two(let a, let b) = w { print(a == Other.list, b == Mode.grid) }") == ["true true"])
        _ = h.ok("struct Feature { let title: String }")
        _ = h.ok("enum Item { case feature(Feature) }")
        _ = h.ok("let items: [Item] = [.feature(.init(title: \"a\"))]")
        #expect(h.ok("if case .feature(let f) = items[0] { print(f.title) }") == ["a"])
    }

    @Test func assigningADeclaredVariableUsesItsType() {
        var h = Harness()
        _ = h.ok(Self.modes)
        _ = h.ok("var mode: Mode = .grid")
        _ = h.ok("mode = .list")
        // Before the type context the value was an untyped `.list` equal to neither type's case.
        #expect(h.ok("print(mode, mode == Mode.list)") == ["list true"])
        _ = h.ok("func flip() -> Other { var local: Other = .grid; local = .list; return local }")
        #expect(h.ok("print(flip() == Other.list)") == ["true"])
        _ = h.ok("var modes: [Mode] = [.grid, .grid]")
        _ = h.ok("modes[1] = .list")
        #expect(h.ok("print(modes[1] == Mode.list)") == ["true"])
    }

    @Test func assigningAPropertyUsesTheDeclaredPropertyType() {
        var h = Harness()
        _ = h.ok(Self.modes)
        _ = h.ok(
            "final class Screen { var mode: Mode = .grid; var width: CGFloat = 0; func flip() { mode = .list }; func reset() { self.mode = .grid } }"
        )
        _ = h.ok("let screen = Screen()")
        _ = h.ok("screen.flip()")
        #expect(h.ok("print(screen.mode == Mode.list)") == ["true"])
        _ = h.ok("screen.reset()")
        #expect(h.ok("print(screen.mode == Mode.grid)") == ["true"])
        _ = h.ok("screen.mode = .list")
        #expect(h.ok("print(screen.mode == Mode.list)") == ["true"])
        // An Int literal assigned to a CGFloat property is a CGFloat: 3 / 2 is 1.5, not 1.
        _ = h.ok("screen.width = 3")
        #expect(h.ok("print(screen.width / 2)") == ["1.5"])
        _ = h.ok("struct Card { var mode: Other = .grid }")
        _ = h.ok("var card = Card()")
        _ = h.ok("card.mode = .list")
        #expect(h.ok("print(card.mode == Other.list)") == ["true"])
    }

    @Test func aTuplesElementsTakeTheirTypes() {
        var h = Harness()
        _ = h.ok(Self.modes)
        _ = h.ok("let pair: (Mode, CGFloat) = (.list, 3)")
        #expect(h.ok("print(pair.0 == Mode.list, pair.1 / 2)") == ["true 1.5"])
    }

    @Test func aStaticAddedToCGFloatIsFoundFromTheContext() {
        var h = Harness()
        _ = h.ok("extension CGFloat { static let gap: CGFloat = 12 }")
        _ = h.ok("let g: CGFloat = .gap")
        #expect(h.ok("print(g)") == ["12.0"])
        // In a UIKit argument, as metatext's reactions view writes it.
        _ = h.ok(
            "let size = NSCollectionLayoutSize(widthDimension: .estimated(.gap), heightDimension: .absolute(.gap))")
        #expect(h.ok("print(size.widthDimension.dimension, size.heightDimension.isAbsolute)") == ["12.0 true"])
    }

    @Test func aLeadingDotAssignedToAnUnmodelledPropertyIsInert() {
        var h = Harness()
        _ = h.run("let label = UILabel()")
        let (out, diagnostics) = h.run("label.font = .systemFont(ofSize: 16, weight: .semibold)")
        #expect(out.isEmpty)
        #expect(diagnostics.count == 1)
        // (A label made in code is a view that keeps its frame; its font is inert.)
        #expect(diagnostics.first?.contains("'UILabel.font'") == true, "\(diagnostics)")
    }

    @Test func withoutAContextAnAmbiguousLeadingDotIsStillAnError() {
        var h = Harness()
        _ = h.ok(Self.modes)
        _ = h.ok("enum Wrap { case one(Mode) }; enum Other2 { case one(Mode) }")
        #expect(h.error("let x = [.one(.grid)]").contains("'.one(...)'"))
    }
}
