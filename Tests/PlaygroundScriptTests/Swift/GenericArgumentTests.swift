import Testing

@testable import PlaygroundScript

/// Generic arguments of snapshots, section snapshots and data sources (issue #11): the identifier types
/// they are written with are checked where Swift's compiler checks them, with its wording; objects made
/// without them (`Snapshot()`) accept anything, as before.
@Suite struct GenericArgumentTests {
    private func errors(_ script: String) -> [String] { checkedTranscript(script).diagnostics }
    private func printed(_ script: String) -> (out: [String], diagnostics: [String]) { checkedTranscript(script) }

    @Test func anItemOfTheWrongTypeIsRefusedWithSwiftsWording() {
        let diagnostics = errors(
            """
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            s.appendItems(["a"])
            let names = ["a", "b"]
            s.appendItems(names)
            s.appendItems([1, 2])
            s.insertItems(["c"], beforeItem: 1)
            s.moveItem(2, beforeItem: "x")
            s.deleteItems(["a"])
            s.reloadItems([1.5])
            s.reconfigureItems([true])
            s.appendItems([3], toSection: "zero")
            s.appendSections(["one"])
            s.moveSection("one", afterSection: 0)
            print(s.itemIdentifiers(inSection: "zero"))
            print(s.indexOfItem("a") == nil)
            """)
        #expect(
            diagnostics == [
                "error: cannot convert value of type 'String' to expected element type 'Int'",
                "error: cannot convert value of type '[String]' to expected argument type '[Int]'",
                "error: cannot convert value of type 'String' to expected element type 'Int'",
                "error: cannot convert value of type 'String' to expected argument type 'Int'",
                "error: cannot convert value of type 'String' to expected element type 'Int'",
                "error: cannot convert value of type 'Double' to expected element type 'Int'",
                "error: cannot convert value of type 'Bool' to expected element type 'Int'",
                "error: cannot convert value of type 'String' to expected argument type 'Int'",
                "error: cannot convert value of type 'String' to expected element type 'Int'",
                "error: cannot convert value of type 'String' to expected argument type 'Int'",
                "error: cannot convert value of type 'String' to expected argument type 'Int'",
                "error: cannot convert value of type 'String' to expected argument type 'Int'",
            ])
    }

    /// A type written as an alias or as an `Identifiable` type's `ID` is quoted with what it stands
    /// for, as Swift does: `'Model.Item.ID' (aka 'UUID')`, `'[Key]' (aka 'Array<Int>')`.
    @Test func anAliasOrAnIDIsQuotedWithTheTypeItStandsFor() {
        let diagnostics = errors(
            """
            struct Model {
                struct Item: Identifiable, Hashable { let id = UUID(); var title: String }
            }
            struct Row: Identifiable, Hashable { let id: Int }
            typealias Key = Row.ID
            var s = NSDiffableDataSourceSnapshot<Int, Model.Item.ID>()
            s.appendSections([0])
            s.appendItems(["x"])
            var t = NSDiffableDataSourceSnapshot<String, Key>()
            t.appendSections(["a"])
            t.appendItems("x")
            t.appendItems([Row(id: 1).id])
            var u = NSDiffableDataSourceSnapshot<Int, String>()
            u.appendSections([1])
            u.appendItems([2])
            """)
        #expect(
            diagnostics == [
                "error: cannot convert value of type 'String' to expected element type 'Model.Item.ID' (aka 'UUID')",
                "error: cannot convert value of type 'String' to expected argument type '[Key]' (aka 'Array<Int>')",
                "error: cannot convert value of type 'Int' to expected element type 'String'",
            ])
    }

    /// Identifiers read back from a snapshot of `Item.ID` (or an alias of it) are values of the type
    /// it stands for: Ints take arithmetic (before: they came back as Strings).
    @Test func identifiersOfAnIDTypeReadBackAsItsType() {
        let (out, diagnostics) = printed(
            """
            struct Item: Hashable, Identifiable { let id: Int; var title: String }
            typealias Key = Item.ID
            var snapshot = NSDiffableDataSourceSnapshot<Int, Item.ID>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            print(snapshot.itemIdentifiers.map { $0 + 1 })
            dataSource.apply(snapshot, animatingDifferences: false)
            print(dataSource.snapshot().itemIdentifiers(inSection: 0).filter { $0 % 2 == 1 })
            print((dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) ?? 0) * 10)
            var keyed = NSDiffableDataSourceSnapshot<String, Key>()
            keyed.appendSections(["a"])
            keyed.appendItems([7])
            print(keyed.itemIdentifiers[0] - 7)
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(out == ["[2, 3, 4]", "reloadData (first apply): 1 section, 3 items", "[1, 3]", "30", "0"], "\(out)")
    }

    /// `s = t` between snapshots of other identifier types is Swift's assignment error, at the top
    /// level and in a function; the variable keeps what it held.
    @Test func assigningASnapshotOfOtherTypesIsRefused() {
        let (out, diagnostics) = printed(
            """
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            let t = NSDiffableDataSourceSnapshot<String, String>()
            var u = NSDiffableDataSourceSnapshot<Int, Int>()
            u.appendSections([1, 2])
            s = t
            s = u
            print(s.numberOfSections)
            func reset() {
                var local = NSDiffableDataSourceSnapshot<Int, Int>()
                local = NSDiffableDataSourceSnapshot<String, Int>()
            }
            reset()
            var untyped = Snapshot()
            untyped = t
            """)
        #expect(
            diagnostics == [
                "error: cannot assign value of type 'NSDiffableDataSourceSnapshot<String, String>' to type 'NSDiffableDataSourceSnapshot<Int, Int>'",
                "error: cannot assign value of type 'NSDiffableDataSourceSnapshot<String, Int>' to type 'NSDiffableDataSourceSnapshot<Int, Int>'",
            ])
        #expect(out == ["2"])
    }

    @Test func theCaretPointsAtTheElementOrTheArgument() {
        let lines = checkedTranscript(
            """
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            s.appendItems([1, "b", 3])
            """, everyDiagnosticLine: true
        ).diagnostics
        #expect(lines.contains("3 | s.appendItems([1, \"b\", 3])"))
        #expect(lines.contains(" --> test.lps:3:19"), "\(lines)")
        #expect(lines.contains("  |                   ^^^"), "\(lines)")
    }

    @Test func snapshotsWithoutGenericArgumentsStayUntyped() {
        let (out, diagnostics) = printed(
            """
            var s = Snapshot()
            s.appendSections([main, 1])
            s.appendItems(["a", 2, p1], toSection: main)
            var t = NSDiffableDataSourceSnapshot()
            t.appendSections(["x"])
            t.appendItems([1, "b"])
            print(s.numberOfItems, t.numberOfItems)
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(out == ["3 2"])
    }

    @Test func theDataSourcesSnapshotAndSectionSnapshotTakeItsTypes() {
        let diagnostics = errors(
            """
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { _, _, _ in nil }
            var s = NSDiffableDataSourceSnapshot<String, Int>()
            s.appendSections(["main"])
            s.appendItems([1, 2])
            dataSource.apply(s, animatingDifferences: false)
            var next = dataSource.snapshot()
            next.appendItems([3])
            next.appendItems(["four"])
            var section = dataSource.snapshot(for: "main")
            section.append([5])
            section.append(["six"])
            print(dataSource.indexPath(for: "seven") == nil)
            """)
        #expect(
            diagnostics == [
                "error: cannot convert value of type 'String' to expected element type 'Int'",
                "error: cannot convert value of type 'String' to expected element type 'Int'",
                "error: cannot convert value of type 'String' to expected argument type 'Int'",
            ])
    }

    @Test func applyingASnapshotOrSectionSnapshotOfOtherTypesIsRefused() {
        let diagnostics = errors(
            """
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            dataSource.apply(s)
            var other = NSDiffableDataSourceSnapshot<Int, String>()
            other.appendSections([0])
            dataSource.apply(other)
            dataSource.apply(other, animatingDifferences: false) { print("done") }
            var rows = NSDiffableDataSourceSectionSnapshot<String>()
            rows.append(["a"])
            dataSource.apply(rows, to: 0)
            var ints = NSDiffableDataSourceSectionSnapshot<Int>()
            ints.append([1])
            dataSource.apply(ints, to: "zero")
            dataSource.apply(ints, to: 0)
            """)
        #expect(
            diagnostics == [
                "error: cannot convert value of type 'NSDiffableDataSourceSnapshot<Int, String>' to expected argument type 'NSDiffableDataSourceSnapshot<Int, Int>'",
                "error: cannot convert value of type 'NSDiffableDataSourceSnapshot<Int, String>' to expected argument type 'NSDiffableDataSourceSnapshot<Int, Int>'",
                "error: cannot convert value of type 'NSDiffableDataSourceSectionSnapshot<String>' to expected argument type 'NSDiffableDataSourceSectionSnapshot<Int>'",
                "error: cannot convert value of type 'String' to expected argument type 'Int'",
            ])
    }

    /// The playground's own data source, not declared with generic arguments, takes those of the typed snapshot
    /// applied to it (so identifiers read back have its types) and is held to none.
    @Test func theBuiltInDataSourceTakesTheTypesOfWhatIsApplied() {
        let (out, diagnostics) = printed(
            """
            var ints = NSDiffableDataSourceSnapshot<Int, Int>()
            ints.appendSections([0])
            ints.appendItems([1, 2])
            dataSource.apply(ints, animatingDifferences: false)
            print(dataSource.snapshot().itemIdentifiers.map { $0 + 1 })
            var strings = NSDiffableDataSourceSnapshot<String, String>()
            strings.appendSections(["main"])
            strings.appendItems(["a"])
            dataSource.apply(strings, animatingDifferences: false)
            print(dataSource.snapshot().itemIdentifiers.map { $0 + "!" })
            var next = dataSource.snapshot()
            next.appendItems([3])
            """)
        #expect(
            out.filter { !$0.hasPrefix("reloadData") && !$0.hasPrefix("performBatchUpdates") && !$0.hasPrefix("  ") }
                == ["[2, 3]", "[\"a!\"]"])
        #expect(diagnostics == ["error: cannot convert value of type 'Int' to expected element type 'String'"])
    }

    @Test func comparingSnapshotsOfDifferentTypesIsATypeError() {
        let (out, diagnostics) = printed(
            """
            let a = NSDiffableDataSourceSnapshot<Int, Int>()
            let b = NSDiffableDataSourceSnapshot<Int, String>()
            let c = NSDiffableDataSourceSnapshot<Int, Int>()
            let untyped = Snapshot()
            print(a == b)
            print(a == c, a == untyped)
            let x = NSDiffableDataSourceSectionSnapshot<Int>()
            let y = NSDiffableDataSourceSectionSnapshot<String>()
            print(x != y)
            """)
        #expect(out == ["true true"])
        #expect(
            diagnostics == [
                "error: binary operator '==' cannot be applied to operands of type 'NSDiffableDataSourceSnapshot<Int, Int>' and 'NSDiffableDataSourceSnapshot<Int, String>'",
                "error: binary operator '==' cannot be applied to operands of type 'NSDiffableDataSourceSectionSnapshot<Int>' and 'NSDiffableDataSourceSectionSnapshot<String>'",
            ])
    }

    @Test func aliasesNestedIDsUserTypesAndAnyHashable() {
        let (out, diagnostics) = printed(
            """
            enum Section { case main, recent }
            struct Item: Hashable, Identifiable { let id = UUID(); var name: String }
            final class Song: Hashable {
                let title: String
                init(title: String) { self.title = title }
                static func == (a: Song, b: Song) -> Bool { a.title == b.title }
                func hash(into h: inout Hasher) { h.combine(title) }
            }
            typealias Snap = NSDiffableDataSourceSnapshot<Section, Item.ID>
            var snap = Snap()
            snap.appendSections([.main])
            let items = [Item(name: "a"), Item(name: "b")]
            snap.appendItems(items.map(\\.id))
            snap.appendItems(items)
            snap.appendSections([Section.recent, 3])
            var songs = NSDiffableDataSourceSnapshot<Section, Song>()
            songs.appendSections([.main])
            songs.appendItems([Song(title: "x")])
            songs.appendItems([items[0]])
            var any = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()
            any.appendSections([1, "two", Section.main])
            any.appendItems([UUID(), 3, items[1], Song(title: "y")], toSection: "two")
            print(snap.numberOfItems, songs.numberOfItems, any.numberOfItems)
            """)
        #expect(out == ["2 1 4"])
        #expect(
            diagnostics == [
                "error: cannot convert value of type '[Item]' to expected argument type '[Item.ID]' (aka 'Array<UUID>')",
                "error: cannot convert value of type 'Int' to expected element type 'Section'",
                "error: cannot convert value of type 'Item' to expected element type 'Song'",
            ])
    }

    @Test func declaredTypesParametersAndReturnsCarryGenericArguments() {
        let (out, diagnostics) = printed(
            """
            enum Section { case main }
            typealias DataSource = UICollectionViewDiffableDataSource<Section, String>
            var typed: NSDiffableDataSourceSnapshot<Section, String> = .init()
            typed.appendSections([.main])
            typed.appendItems([1])
            typed.appendItems(["a"])
            func count(_ s: NSDiffableDataSourceSnapshot<Section, Int>) -> Int { s.numberOfItems }
            print(count(typed))
            func strings(_ s: NSDiffableDataSourceSnapshot<Section, String>) -> Int { s.numberOfItems }
            print(strings(typed))
            func make() -> NSDiffableDataSourceSnapshot<Int, Int> { NSDiffableDataSourceSnapshot<Int, String>() }
            let made = make()
            let wrong: NSDiffableDataSourceSnapshot<Int, Int> = typed
            """)
        #expect(out == ["1"])
        #expect(
            diagnostics == [
                "error: cannot convert value of type 'Int' to expected element type 'String'",
                "error: cannot convert value of type 'NSDiffableDataSourceSnapshot<Section, String>' to expected argument type 'NSDiffableDataSourceSnapshot<Section, Int>'",
                "error: cannot convert return expression of type 'NSDiffableDataSourceSnapshot<Int, String>' to return type 'NSDiffableDataSourceSnapshot<Int, Int>'",
                "error: cannot convert value of type 'NSDiffableDataSourceSnapshot<Section, String>' to specified type 'NSDiffableDataSourceSnapshot<Int, Int>'",
            ])
    }

    @Test func aDataSourceMadeThroughAnAliasHasItsTypes() {
        let diagnostics = errors(
            """
            enum Section { case main }
            typealias DataSource = UICollectionViewDiffableDataSource<Section, Int>
            typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Int>
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let source = DataSource(collectionView: collectionView) { cv, indexPath, item in nil }
            var snapshot = Snapshot()
            snapshot.appendSections([.main])
            snapshot.appendItems(["x"])
            var strings = NSDiffableDataSourceSnapshot<Section, String>()
            source.apply(strings)
            """)
        #expect(
            diagnostics == [
                "error: cannot convert value of type 'String' to expected element type 'Int'",
                "error: cannot convert value of type 'NSDiffableDataSourceSnapshot<Section, String>' to expected argument type 'NSDiffableDataSourceSnapshot<Section, Int>'",
            ])
    }

    /// A statement refused for its types changes nothing: not the snapshot, not the generic arguments, not undo.
    @Test func aRefusedStatementLeavesTheSessionAsItWas() {
        var h = Harness()
        for line in [
            "let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)",
            "let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }",
            "var s = NSDiffableDataSourceSnapshot<Int, Int>()", "s.appendSections([0])", "s.appendItems([1, 2])",
            "var t = NSDiffableDataSourceSnapshot<Int, String>()",
            "var rows = NSDiffableDataSourceSectionSnapshot<String>()",
            "dataSource.apply(s)",
        ] {
            let (_, diagnostics) = h.run(line)
            #expect(!diagnostics.contains { $0.hasPrefix("error") }, "\(line): \(diagnostics)")
        }
        for line in [
            "s.appendItems([3, \"four\"])", "s.appendItems([5]); s.appendItems([\"six\"])", "dataSource.apply(t)",
            "dataSource.apply(rows, to: 0)", "print(s == t)", "var u: NSDiffableDataSourceSnapshot<Int, Int> = t",
            "s.deleteItems([1]); s.moveItem(\"a\", beforeItem: 2)",
        ] {
            let before = SessionState(h.playground.session)
            let generics = h.playground.session.swift.genericArguments
            let globals = h.playground.session.swift.globals.count
            _ = h.error(line)
            #expect(SessionState(h.playground.session) == before, "'\(line)' failed but changed the session")
            #expect(
                h.playground.session.swift.genericArguments == generics,
                "'\(line)' failed but changed the generic arguments")
            #expect(h.playground.session.swift.globals.count == globals)
        }
        #expect(h.ok("print(s.itemIdentifiers)") == ["[1, 2]"])
    }
}
