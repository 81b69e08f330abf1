import Testing

@testable import PlaygroundScript

/// `let layout = ...` and `let dataSource = ...` at the top level install the playground's own objects
/// (`declareBuiltIn`); declared `let`, they are constants, as in Swift (issue #11).
@Suite struct BuiltInConstantTests {
    @Test func aLetLayoutIsAConstant() {
        var h = Harness()
        _ = h.ok(
            "let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))"
        )
        let before = SessionState(h.playground.session)
        let message = h.error(
            "layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))"
        )
        #expect(message.hasPrefix("error: cannot assign to value: 'layout' is a 'let' constant"), "\(message)")
        #expect(message.contains("setCollectionViewLayout"), "\(message)")
        #expect(message.contains("change 'let' to 'var'"), "\(message)")
        #expect(SessionState(h.playground.session) == before)
        // Its properties can still be set (it is a class), and a `var` declaration makes it assignable again.
        _ = h.ok("layout.configuration.interSectionSpacing = 8")
        _ = h.ok(
            "var layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))"
        )
        _ = h.ok(
            "layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))"
        )
    }

    /// A top-level `let` of a UIKit object made under its own name keeps its constness in the
    /// object's entry (one tree changed, not the objects and the set of constants): it survives a
    /// property set and an undo, and `var` makes a name assignable.
    @Test func aLetUIKitObjectIsAConstantKeptWithItsEntry() {
        var h = Harness()
        let size = "NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))"
        _ = h.ok("let item = NSCollectionLayoutItem(layoutSize: \(size))")
        #expect(h.playground.session.isConstant("item"))
        #expect(!h.playground.session.swift.constants.contains("item"))
        _ = h.ok("item.contentInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)")
        let before = SessionState(h.playground.session)
        let message = h.error("item = NSCollectionLayoutItem(layoutSize: \(size))")
        #expect(message.hasPrefix("error: cannot assign to value: 'item' is a 'let' constant"), "\(message)")
        #expect(SessionState(h.playground.session) == before)
        _ = h.ok("var other = NSCollectionLayoutItem(layoutSize: \(size))")
        #expect(!h.playground.session.isConstant("other"))
        _ = h.ok("other = NSCollectionLayoutItem(layoutSize: \(size))")
        _ = h.ok("undo")
        _ = h.ok("undo")
        #expect(h.error("item = NSCollectionLayoutItem(layoutSize: \(size))").contains("'item' is a 'let' constant"))
    }

    /// Snapshots are structs: a `let` one refuses its mutating methods (reads still work) and nothing
    /// changes; a `var` one takes them.
    @Test func aLetSnapshotRefusesMutatingMethods() {
        var h = Harness()
        _ = h.ok("let frozen = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("let frozenOutline = NSDiffableDataSourceSectionSnapshot<String>()")
        let before = SessionState(h.playground.session)
        let message = h.error("frozen.appendSections([0])")
        #expect(
            message.hasPrefix("error: cannot use mutating member on immutable value: 'frozen' is a 'let' constant"),
            "\(message)")
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
        _ = h.ok(
            """
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
        #expect(
            message.hasPrefix("error: cannot use mutating member on immutable value: 's' is a 'let' constant"),
            "\(message)")
        #expect(SessionState(h.playground.session) == before)
        _ = h.ok("var second = build(frozen: false)")
        _ = h.ok("second.appendSections([1])")
        #expect(h.ok("print(second.numberOfSections)") == ["2"])
    }

    @Test func theBuiltInLayoutUndeclaredStaysAssignable() {
        var h = Harness()
        _ = h.ok(
            "layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))"
        )
        _ = h.ok(
            "layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))"
        )
    }

    @Test func aLetDataSourceIsAConstant() {
        var h = Harness()
        _ = h.ok("let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)")
        let (_, notes) = h.run(
            "let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, indexPath, item in nil }"
        )
        #expect(!notes.contains { $0.hasPrefix("error") }, "\(notes)")
        let before = SessionState(h.playground.session)
        let message = h.error(
            "dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, indexPath, item in nil }"
        )
        #expect(message.hasPrefix("error: cannot assign to value: 'dataSource' is a 'let' constant"), "\(message)")
        #expect(SessionState(h.playground.session) == before)
    }

    /// A view controller's stored properties pasted at the top level: `var dataSource: T!` (with or
    /// without `= nil`) and `var layout: UICollectionViewLayout!` declare the built-in names, assigned
    /// later; another type, or a `let` without a value, is refused and nothing changes.
    @Test func aBuiltInNameDeclaredWithItsTypeAndNoValueIsAssignedLater() {
        var h = Harness()
        _ = h.ok("struct Row: Hashable { let name: String }")
        _ = h.ok("var dataSource: UICollectionViewDiffableDataSource<Int, Row>! = nil")
        _ = h.ok("var layout: UICollectionViewLayout!")
        _ = h.ok(
            """
            layout = UICollectionViewCompositionalLayout { (sectionIndex, environment) -> NSCollectionLayoutSection? in
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            """)
        _ = h.ok("let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)")
        let made = h.run(
            "dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collectionView) { cv, indexPath, row in nil }"
        )
        #expect(made.diagnostics.allSatisfy { $0.contains("'cellProvider'") }, "\(made.diagnostics)")
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()")
        _ = h.ok("snapshot.appendSections([0])")
        _ = h.ok("snapshot.appendItems([Row(name: \"a\"), Row(name: \"b\")])")
        _ = h.ok("dataSource.apply(snapshot, animatingDifferences: false)")
        #expect(h.ok("dataSource.snapshot().numberOfItems") == ["2"])
        #expect(h.ok("contentSize") == ["contentSize: 393 x 88"])

        let before = SessionState(h.playground.session)
        let other = h.error("var dataSource: NSDiffableDataSourceSnapshot<Int, Row>!")
        #expect(other.hasPrefix("error: 'dataSource' is built in and cannot be redefined"), "\(other)")
        #expect(other.contains("UICollectionViewDiffableDataSource"), "\(other)")
        let constant = h.error("let layout: UICollectionViewCompositionalLayout!")
        #expect(constant.hasPrefix("error: global 'let' declaration requires an initializer expression"), "\(constant)")
        #expect(SessionState(h.playground.session) == before)
    }
}
