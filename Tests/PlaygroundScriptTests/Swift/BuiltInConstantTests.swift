import Testing
@testable import PlaygroundScript

/// `let layout = ...` and `let dataSource = ...` at the top level install the playground's own objects
/// (`declareBuiltIn`); declared `let`, they are constants, as in Swift (issue #11).
@Suite struct BuiltInConstantTests {
    @Test func aLetLayoutIsAConstant() {
        var h = Harness()
        _ = h.ok("let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))")
        let before = SessionState(h.playground.session)
        let message = h.error("layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))")
        #expect(message.hasPrefix("error: cannot assign to value: 'layout' is a 'let' constant"), "\(message)")
        #expect(message.contains("setCollectionViewLayout"), "\(message)")
        #expect(message.contains("change 'let' to 'var'"), "\(message)")
        #expect(SessionState(h.playground.session) == before)
        // Its properties can still be set (it is a class), and a `var` declaration makes it assignable again.
        _ = h.ok("layout.configuration.interSectionSpacing = 8")
        _ = h.ok("var layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))")
        _ = h.ok("layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))")
    }

    /// Snapshots are structs: a `let` one refuses its mutating methods (reads still work) and nothing
    /// changes; a `var` one takes them.
    @Test func aLetSnapshotRefusesMutatingMethods() {
        var h = Harness()
        _ = h.ok("let frozen = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("let frozenOutline = NSDiffableDataSourceSectionSnapshot<String>()")
        let before = SessionState(h.playground.session)
        let message = h.error("frozen.appendSections([0])")
        #expect(message.hasPrefix("error: cannot use mutating member on immutable value: 'frozen' is a 'let' constant"), "\(message)")
        #expect(h.error("frozenOutline.append([\"a\"])").contains("'frozenOutline' is a 'let' constant"))
        #expect(SessionState(h.playground.session) == before)
        #expect(h.ok("frozen.numberOfSections") == ["0"])
        _ = h.ok("var thawed = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("thawed.appendSections([0])")
        #expect(h.ok("thawed.numberOfSections") == ["1"])
    }

    /// Inside a function too: a local `let` snapshot refuses its mutating methods, named as written;
    /// the copy it returns, bound with `var`, takes them.
    @Test func aLocalLetSnapshotRefusesMutatingMethods() {
        var h = Harness()
        _ = h.ok("""
        func build(frozen: Bool) -> NSDiffableDataSourceSnapshot<Int, Int> {
            if frozen {
                let s = NSDiffableDataSourceSnapshot<Int, Int>()
                s.appendSections([0])
                return s
            }
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            let done = s
            return done
        }
        """)
        let before = SessionState(h.playground.session)
        let message = h.error("let first = build(frozen: true)")
        #expect(message.hasPrefix("error: cannot use mutating member on immutable value: 's' is a 'let' constant"), "\(message)")
        #expect(SessionState(h.playground.session) == before)
        _ = h.ok("var second = build(frozen: false)")
        _ = h.ok("second.appendSections([1])")
        #expect(h.ok("print(second.numberOfSections)") == ["2"])
    }

    @Test func theBuiltInLayoutUndeclaredStaysAssignable() {
        var h = Harness()
        _ = h.ok("layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))")
        _ = h.ok("layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))")
    }

    @Test func aLetDataSourceIsAConstant() {
        var h = Harness()
        _ = h.ok("let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)")
        let (_, notes) = h.run("let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, indexPath, item in nil }")
        #expect(!notes.contains { $0.hasPrefix("error") }, "\(notes)")
        let before = SessionState(h.playground.session)
        let message = h.error("dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, indexPath, item in nil }")
        #expect(message.hasPrefix("error: cannot assign to value: 'dataSource' is a 'let' constant"), "\(message)")
        #expect(SessionState(h.playground.session) == before)
    }
}
