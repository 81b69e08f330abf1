import PlaygroundCore
import Testing

@testable import PlaygroundScript

extension Harness {
    /// A fresh playground whose `dataSource` is a new `DataSourceObject` (defined directly, so the
    /// tests do not depend on which area registers the global).
    static func outline() -> Harness {
        var h = Harness()
        h.playground.session.define("dataSource", DataSourceObject())
        return h
    }

    /// Runs every line, expecting no diagnostics; returns the output of the last one.
    @discardableResult
    mutating func lines(_ lines: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        var last: [String] = []
        for line in lines { last = ok(line, sourceLocation: sourceLocation) }
        return last
    }

    /// The fruit/vegetable outline used across the tests: fruits expanded, vegetables collapsed.
    mutating func fruitOutline() {
        lines([
            "var outline = SectionSnapshot()",
            "outline.append([fruits, vegetables])",
            "outline.append([apple, banana], to: fruits)",
            "outline.append([carrot, leek], to: vegetables)",
            "outline.expand([fruits])",
        ])
    }

    var dataSource: DataSourceObject? { playground.session.object("dataSource", as: DataSourceObject.self) }

    /// The outline object named `name`.
    func sectionSnapshot(_ name: String) -> SectionSnapshot<String>? {
        playground.session.object(name, as: SectionSnapshotObject.self)?.value
    }
}

/// A stand-in for the data-source area's `DiffableDataSource` type, for registries built in tests.
let dataSourceTypeStub = TypeSpec(DataSourceObject.typeName, summary: "test stub")
