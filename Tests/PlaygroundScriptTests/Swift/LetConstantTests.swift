import Testing

@testable import PlaygroundScript

/// A `let` cannot be changed, inside functions as at the top level, with Swift's compile-time
/// wording; a `let` declared without a value is given one later.
@Suite struct LetConstantTests {
    static let point = "struct P { var x = 1; mutating func bump() { x += 1 } }"

    @Test(arguments: [
        (
            "func f() { let p = P(); p.bump() }; f()",
            "cannot use mutating member on immutable value: 'p' is a 'let' constant"
        ),
        ("func f() { let p = P(); p.x = 5 }; f()", "cannot assign to property: 'p' is a 'let' constant"),
        ("func f() { let p = P(); p = P() }; f()", "cannot assign to value: 'p' is a 'let' constant"),
        ("func f() { let a = [1]; a.append(2) }; f()", "cannot assign to value: 'a' is a 'let' constant"),
        ("func f() { let a = [1]; a[0] = 2 }; f()", "cannot assign to value: 'a' is a 'let' constant"),
        ("let q = P(); q.bump()", "cannot use mutating member on immutable value: 'q' is a 'let' constant"),
    ])
    func changingALetIsRefused(line: String, message: String) {
        let r = runPasted(Self.point + "\n" + line)
        #expect(r.failed)
        #expect(r.all.first?.hasPrefix("error: " + message) == true, "\(r.all)")
    }

    @Test func aVarAClassInstanceInALetAndALetGivenItsValueLaterMayChange() {
        let r = runPasted(
            """
            \(Self.point)
            final class Box { var n = 0 }
            func f(_ flag: Bool) -> Int {
                let x: Int
                if flag { x = 10 } else { x = 20 }
                var p = P()
                p.bump()
                let box = Box()
                box.n = 5
                var list = [1]
                list.append(2)
                for i in 0..<2 { let y = i; _ = y }
                return x + p.x + box.n + list.count
            }
            print(f(true), f(false))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["19 29"])
    }
}
