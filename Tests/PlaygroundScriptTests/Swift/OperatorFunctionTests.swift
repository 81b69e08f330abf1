import Testing

@testable import PlaygroundScript

/// Operators as functions (`reduce(0, +)`, `sorted(by: >)`) and operators a program's types
/// declare (`static func <` of a Comparable type), as real files use them.
@Suite struct OperatorFunctionTests {
    @Test func anOperatorIsAFunctionWhereOneIsExpected() {
        let r = runPasted(
            """
            let a = [3, 1, 2]
            print(a.reduce(0, +))
            print(a.sorted(by: >))
            print(a.sorted(by: <))
            print(zip([1, 2], [3, 4]).map(*))
            print(["b", "a"].sorted(by: <))
            let same: (Int, Int) -> Bool = (==)
            print(same(2, 2))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["6", "[3, 2, 1]", "[1, 2, 3]", "[3, 8]", "[\"a\", \"b\"]", "true"])
    }

    @Test func aTypesOwnLessThanOrdersItsValues() {
        let r = runPasted(
            """
            struct Item: Comparable {
                let rank: Int
                static func < (a: Item, b: Item) -> Bool { a.rank < b.rank }
            }
            let items = [Item(rank: 3), Item(rank: 1), Item(rank: 2)]
            print(items.sorted().map { $0.rank })
            print(items.sorted(by: >).map { $0.rank })
            print(Item(rank: 1) < Item(rank: 2), Item(rank: 1) > Item(rank: 2))
            print(Item(rank: 2) <= Item(rank: 2), Item(rank: 1) >= Item(rank: 2))
            print(items.max()?.rank ?? 0)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["[1, 2, 3]", "[3, 2, 1]", "true false", "true false", "3"])
    }

    @Test func anOperatorATypeDoesNotDeclareIsStillAnError() {
        let r = runPasted(
            """
            struct Plain { let n: Int }
            print(Plain(n: 1) < Plain(n: 2))
            """)
        #expect(r.failed)
        #expect(
            r.all.first?.hasPrefix("error: binary operator '<' cannot be applied to operands of type Plain and Plain")
                == true, "\(r.all)")
    }
}
