import Testing

@testable import PlaygroundScript

/// `type(of:)`: the dynamic type, as real code names reuse identifiers with it.
@Suite struct TypeOfTests {
    @Test func theDynamicTypeOfValuesAndInstances() {
        let r = runPasted(
            """
            class BaseCell { func reuseIdentifier() -> String { String(describing: type(of: self)) } }
            final class PhotoCell: BaseCell {}
            struct P { var x = 1 }
            print(PhotoCell().reuseIdentifier(), BaseCell().reuseIdentifier())
            print(type(of: P()), type(of: 3), type(of: "a"), type(of: 2.5), type(of: P.self))
            func f(type: Int) -> Int { type + 1 }
            let type = 7
            print(f(type: 2), type)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["PhotoCell BaseCell", "P Int String Double P.Type", "3 7"], "\(r.out)")
    }

    @Test(arguments: [
        ("print(type(3))", "type(of:) takes one argument, labelled 'of:'"),
        ("print(type(of: .top))", "cannot infer the type of '.top' without a type around it"),
    ])
    func aWrongCallIsALocatedError(line: String, message: String) {
        let r = runPasted(line)
        #expect(r.failed)
        #expect(r.all.first?.hasPrefix("error: " + message) == true, "\(r.all)")
    }
}
