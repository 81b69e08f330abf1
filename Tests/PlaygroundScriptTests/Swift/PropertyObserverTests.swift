import Testing

@testable import PlaygroundScript

/// `willSet`/`didSet` run as Swift runs them: around each change of the property from outside its
/// type's own initializer, `didSet` with the old value, a change inside them not observed again.
@Suite struct PropertyObserverTests {
    @Test func aClassPropertysObserversRunOnEveryKindOfChange() {
        let r = runPasted(
            """
            final class Model {
                var count = 0 { willSet { print("will", count, "->", newValue) } didSet { print("did", oldValue, "->", count) } }
                var items: [Int] = [] { didSet { print("items", items) } }
                init() { count = 100 }
                func bump() { count += 1 }
                func later() { let g = { [weak self] in guard let self else { return }; self.count = 5 }; g() }
                func add(_ x: Int) { items.append(x) }
            }
            let m = Model()
            m.count = 1
            m.bump()
            m.later()
            m.add(7)
            m.items.append(8)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(
            r.out == [
                "will 100 -> 1", "did 100 -> 1", "will 1 -> 2", "did 1 -> 2", "will 2 -> 5", "did 2 -> 5",
                "items [7]", "items [7, 8]",
            ])
    }

    @Test func aStructsDidSetMayChangeItsOwnPropertyWithoutRunningAgain() {
        let r = runPasted(
            """
            struct Volume { var level: Int = 0 { didSet { if level > 10 { level = 10 }; print("set", level) } } }
            var v = Volume()
            v.level = 30
            print(v.level)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["set 10", "10"])
    }

    @Test func anInheritedPropertysObserversRunForTheSubclass() {
        let r = runPasted(
            """
            class Base { var value = 0 { didSet { print("base saw", value) } } }
            final class Sub: Base { func bump() { value += 1 } }
            let s = Sub()
            s.bump()
            s.value = 9
            """)
        #expect(r.out == ["base saw 1", "base saw 9"], "\(r.all)")
    }

    @Test func aGlobalsObserversRunOnAssignmentAndMutation() {
        let r = runPasted(
            """
            var rows: [String] = [] { didSet { print("rows", rows.count) } }
            rows.append("a")
            rows += ["b", "c"]
            rows = []
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["rows 1", "rows 3", "rows 0"])
    }

    /// The pattern real view controllers use: a model array whose didSet applies a snapshot.
    @Test func aDidSetThatAppliesASnapshotGivesFrames() {
        var h = Harness()
        _ = h.run(
            """
            final class ListViewController: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<Int, String>!
                var names: [String] = [] { didSet { applySnapshot() } }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let config = UICollectionLayoutListConfiguration(appearance: .plain)
                    let cv = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
                    dataSource = UICollectionViewDiffableDataSource(collectionView: cv) { _, _, _ in nil }
                }
                func applySnapshot() {
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(names)
                    dataSource.apply(snapshot)
                }
            }
            let vc = ListViewController()
            vc.loadViewIfNeeded()
            vc.names = ["a", "b", "c"]
            """)
        #expect(h.ok("print(dataSource.snapshot().numberOfItems)") == ["3"])
    }

    @Test func aLocalVariableWithObserversIsALocatedError() {
        let r = runPasted(
            """
            func f() {
                var x = 0 { didSet { print(x) } }
                x = 1
            }
            f()
            """)
        #expect(r.failed)
        #expect(r.all.joined().contains("a local variable with willSet/didSet is not modelled"), "\(r.all)")
    }
}
