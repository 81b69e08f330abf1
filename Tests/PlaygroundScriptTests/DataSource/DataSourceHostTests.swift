import Testing

@testable import PlaygroundScript

/// The data source, IndexPath and the environment as host types: their methods and properties take
/// evaluated Swift values, typed by the parameter they are written for.
@Suite struct DataSourceHostTests {
    static func applied() -> Harness {
        var h = Harness()
        h.lines([
            "var s = NSDiffableDataSourceSnapshot<Int, String>()", "s.appendSections([0, 1])",
            #"s.appendItems(["a", "b"], toSection: 0)"#, #"s.appendItems(["c"], toSection: 1)"#,
            "dataSource.apply(s, animatingDifferences: false)",
        ])
        return h
    }

    @Test func lookupsGiveValuesOfTheIdentifierTypes() {
        var h = Self.applied()
        #expect(h.ok("print(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) ?? \"none\")") == ["b"])
        #expect(h.ok("print(dataSource.itemIdentifier(for: [1, 0]) ?? \"none\")") == ["c"])
        #expect(h.ok("print(dataSource.itemIdentifier(for: [4, 0]) ?? \"none\")") == ["none"])
        // Int sections read back as Ints: arithmetic on them is Int arithmetic.
        #expect(h.ok("print(dataSource.sectionIdentifier(for: 1)! + 1)") == ["2"])
        #expect(h.ok(#"print(dataSource.index(for: 1)!, dataSource.indexPath(for: "c")!)"#) == ["1 [1, 0]"])
        #expect(h.ok("print(dataSource.snapshot().sectionIdentifiers)") == ["[0, 1]"])
    }

    @Test func argumentsAreCheckedAgainstTheIdentifierTypes() {
        var h = Self.applied()
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)")
        // (A note says the cell provider is not run.)
        _ = h.run("let typed = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { _, _, _ in nil }")
        let error = h.error(#"typed.index(for: "zero")"#)
        #expect(
            error.hasPrefix("error: cannot convert value of type 'String' to expected argument type 'Int'"), "\(error)")
        #expect(
            h.error("dataSource.itemIdentifier(for: [0, -1])").hasPrefix(
                "error: item must be between 0 and 2147483647, found -1"))
        #expect(
            h.error("dataSource.sectionIdentifier(for: 0.5)").hasPrefix(
                "error: section index must be a whole number, found 0.5"))
    }

    @Test func anIndexPathIsAValueWithSwiftsMembers() {
        var h = Harness()
        #expect(h.ok("var p = IndexPath(row: 2, section: 1)") == [])
        #expect(h.ok("print(p.item, p.row, p.section)") == ["2 2 1"])
        _ = h.ok("var q = p")
        _ = h.ok("q.item = 5")
        // A struct: the copy changed, the original did not.
        #expect(h.ok("print(p, q, q == IndexPath(item: 5, section: 1))") == ["[1, 2] [1, 5] true"])
        #expect(
            h.error("let r = IndexPath(item: -1, section: 0)").hasPrefix(
                "error: item must be between 0 and 2147483647, found -1"))
    }

    @Test func environmentNumbersAreCGFloats() {
        var h = Harness()
        _ = h.ok("environment.width = 393")
        // 393 / 2 divides as CGFloat does (it was an Int division, 196, when the width read back as an Int).
        #expect(h.ok("print(environment.width / 2)") == ["196.5"])
        #expect(h.ok("print(environment.displayScale)") == ["3.0"])
        _ = h.ok("environment.readableContentWidth = nil")
        #expect(h.ok("print(environment.readableContentWidth == nil)") == ["true"])
    }

    @Test func edgeInsetsTakeEitherLabelSetButNotAMix() {
        var h = Harness()
        _ = h.ok("let a: UIEdgeInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)")
        // leading is left: the playground lays out left to right (these were silently 0 before).
        #expect(h.ok("print(a.left, a.right)") == ["2 4"])
        let before = h.playground.session.log
        #expect(
            h.error("let b = UIEdgeInsets(top: 1, left: 0, bottom: 0, trailing: 0)").hasPrefix(
                "error: UIEdgeInsets takes left: and right:, not 'trailing:'"))
        #expect(
            h.error("let c = UIEdgeInsets(top: 1, lef: 0)").hasPrefix(
                "error: 'UIEdgeInsets' has no argument labelled 'lef:'"))
        #expect(h.playground.session.log == before)
    }
}

/// `cells` and `content` print text and JSON made from one value each (`CellsResult`, `ContentResult`).
@Suite struct ItemResultsTests {
    @Test func cellsAndContentAreOneValueEachRenderedTwice() throws {
        var h = Harness()
        h.lines(["var s = Snapshot()", "s.appendSections([main])", "s.appendItems([a, b])", "dataSource.apply(s)"])
        #expect(h.ok(#"content a title: "x" done: true"#) == [#"a: title: "x", done: true"#])
        // Fields keep the order they were set in; an item without content is null.
        #expect(h.ok("content --json") == [#"{"a":{"title":"x","done":true}}"#])
        #expect(
            h.ok("cells --json") == [
                #"[{"indexPath":[0,0],"identifier":"a","shows":{},"model":{"title":"x","done":true},"stale":true},"#
                    + #"{"indexPath":[0,1],"identifier":"b","shows":{},"model":{},"stale":false}]"#
            ])
        let state = try #require(h.playground.session.object("dataSource", as: DataSourceObject.self)).data
        let cells = CellsResult(["a", "b"], state: state)
        #expect(cells.rows.map(\.stale) == [true, false])
        #expect(cells.lines == h.ok("cells"))
        #expect(ContentResult(entries: [.init(identifier: "b", content: nil)]).lines == ["b:"])
    }
}
