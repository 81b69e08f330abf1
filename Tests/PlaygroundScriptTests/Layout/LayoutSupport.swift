import PlaygroundCore

@testable import PlaygroundScript

/// A stand-in for the data source: fixed sections of items.
struct FakeData: LayoutDataProvider {
    static let typeName = "FakeData"
    var sections: [(String, [String])]
    var layoutSections: [(identifier: String, items: [String])] { sections.map { ($0.0, $0.1) } }
    func outlineLevels(section: Int) -> [Int: Int] { [:] }
    func describe() -> [String] { ["fake"] }
    func json() -> JSONValue { .null }
}

extension Harness {
    /// Gives the layout `count` items per section (`s0`: `a0`, `a1`...).
    mutating func data(_ sections: [(String, Int)]) {
        // The layout reads the first data provider; the stand-in replaces the built-in data source.
        playground.session.remove("dataSource")
        playground.session.define(
            "fakeData", FakeData(sections: sections.map { s in (s.0, (0..<s.1).map { "\(s.0)\($0)" }) }))
    }
}
