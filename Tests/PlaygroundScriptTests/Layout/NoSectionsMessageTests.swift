import Testing

@testable import PlaygroundScript

/// With no sections, `frames`, `visible` and `explain` say why: no snapshot applied yet (apply one), or an applied
/// snapshot that has none (applying again the same way will not help).
@Suite struct NoSectionsMessageTests {
    @Test func anEmptyApplyIsNotAMissingOne() {
        var h = Harness()
        _ = h.ok(
            "let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))"
        )
        _ = h.run("let ds = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { _, _, _ in nil }")
        #expect(h.ok("frames") == ["no elements: the data source has no sections yet (apply a snapshot first)"])
        _ = h.ok("ds.apply(NSDiffableDataSourceSnapshot<Int, Int>())")
        #expect(h.ok("frames") == ["no elements: the applied snapshot has no sections"])
        #expect(h.ok("visible").last == "no elements: the applied snapshot has no sections")
        #expect(h.error("explain [0, 0]").hasPrefix("error: nothing to explain: the applied snapshot has no sections"))
    }
}
