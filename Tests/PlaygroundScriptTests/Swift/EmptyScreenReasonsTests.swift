import Testing

@testable import PlaygroundScript

/// A run never ends without frames silently: when the screen has no elements, `frames` says why.
@Suite struct EmptyScreenReasonsTests {
    /// Before: "no elements: the data source has no sections yet", with no word about the RxSwift-style
    /// `bind { ... apply(snapshot) }` whose closure the playground never runs.
    @Test func framesNameTheUnrunClosuresThatWouldHaveAppliedData() {
        let r = runPasted(
            """
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { c, i, x in nil }
            let relay = BehaviorRelay(value: [1, 2])
            relay.bind { values in
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(values)
                dataSource.apply(snapshot)
            }
            relay.subscribe { _ in print("styling only") }
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(
            r.out.last
                == "no elements: the data source has no sections yet (apply a snapshot first); closures that would "
                + "update the data were given to APIs the playground does not model, and never ran: "
                + "'BehaviorRelay().bind' at Pasted.swift:5:7", "\(r.all)")
    }

    @Test func framesSayThatTheSectionsHaveNoItems() {
        let r = runPasted(
            """
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { c, i, x in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            dataSource.apply(snapshot)
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(
            r.out.last
                == "no elements: the data source's 2 sections have no items, and the layout gives them no headers, "
                + "footers or backgrounds", "\(r.all)")
    }
}
