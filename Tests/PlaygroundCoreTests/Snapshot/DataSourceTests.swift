import Testing

@testable import PlaygroundCore

typealias TestDataSource = DataSource<String, String>

@Test func theFirstApplyReloadsDataAndAnIdenticalApplyDoesNothing() {
    var dataSource = TestDataSource()
    let snapshot = makeSnapshot("A[a b]")
    #expect(dataSource.apply(snapshot).update == .reloadData)
    #expect(dataSource.apply(snapshot).update == .nothing)
    #expect(dataSource.snapshot() == snapshot)
}

@Test func laterAppliesDiffIntoOneBatch() {
    var dataSource = TestDataSource()
    dataSource.apply(makeSnapshot("A[a b c]"))
    let result = dataSource.apply(makeSnapshot("A[c a]"), animatingDifferences: true)
    guard case .batch(let batch, let animated) = result.update else {
        Issue.record("expected a batch, got \(result.update)")
        return
    }
    #expect(animated)
    #expect(describe(batch) == "del b[0, 1] | mov c[0, 2]->[0, 0]")
    #expect(dataSource.itemIdentifier(for: IndexPath(0, 0)) == "c")
    #expect(dataSource.indexPath(for: "a") == IndexPath(0, 1))
    #expect(dataSource.indexPath(for: "b") == nil)
    #expect(dataSource.sectionIdentifier(for: 0) == "A")
    #expect(dataSource.index(for: "A") == 0)
    #expect(dataSource.index(for: "Z") == nil)
}

struct AnimationCase: Sendable, CustomTestStringConvertible {
    var profile: Profile
    var animating: Bool
    var expected: CollectionViewUpdate<String, String>
    var testDescription: String { "\(profile) animatingDifferences: \(animating)" }
}

let insertX: TestBatch = {
    var b = TestBatch()
    b.itemInserts = [.init(IndexPath(0, 1), "x")]
    return b
}()

let animationCases: [AnimationCase] = [
    .init(profile: .ios13, animating: false, expected: .reloadData),
    .init(profile: .ios14, animating: false, expected: .reloadData),
    .init(profile: .ios14, animating: true, expected: .batch(insertX, animated: true)),
    .init(profile: .ios15, animating: false, expected: .batch(insertX, animated: false)),
    .init(profile: .ios17, animating: false, expected: .batch(insertX, animated: false)),
    .init(profile: .newest, animating: true, expected: .batch(insertX, animated: true)),
]

@Test("animatingDifferences false reloads on iOS 14 and diffs without animation on iOS 15+", arguments: animationCases)
func animatingDifferencesByProfile(_ row: AnimationCase) {
    var dataSource = TestDataSource()
    dataSource.apply(makeSnapshot("A[a]"), profile: row.profile)
    #expect(
        dataSource.apply(makeSnapshot("A[a x]"), animatingDifferences: row.animating, profile: row.profile).update
            == row.expected)
}

@Test func marksAreConsumedByApplyAndNeverShownBySnapshot() throws {
    var dataSource = TestDataSource()
    dataSource.apply(makeSnapshot("A[a b]"))
    var snapshot = dataSource.snapshot()
    try snapshot.reconfigureItems(["b"])
    try snapshot.reloadSections(["A"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
    let result = dataSource.apply(snapshot)
    guard case .batch(let batch, _) = result.update else {
        Issue.record("expected a batch")
        return
    }
    #expect(describe(batch) == "reload A@0")
    #expect(dataSource.snapshot().hasMarks == false)
    #expect(dataSource.snapshot().reconfiguredItemIdentifiers == [])
    // Re-applying the data source's own snapshot now does nothing.
    #expect(dataSource.apply(dataSource.snapshot()).update == .nothing)
}

@Test func reconfigureOnIOS14IsAppliedAsAReloadWithAWarning() throws {
    var dataSource = TestDataSource()
    dataSource.apply(makeSnapshot("A[a b]"), profile: .ios14)
    var snapshot = dataSource.snapshot()
    try snapshot.reconfigureItems(["a"])
    let result = dataSource.apply(snapshot, profile: .ios14)
    #expect(result.warnings == [.reconfigureUnavailable(["a"])])
    guard case .batch(let batch, _) = result.update else {
        Issue.record("expected a batch")
        return
    }
    #expect(describe(batch) == "reload a[0, 0]")
}

@Test func applyUsingReloadDataNeverDiffs() {
    var dataSource = TestDataSource()
    dataSource.apply(makeSnapshot("A[a]"))
    #expect(dataSource.applySnapshotUsingReloadData(makeSnapshot("A[a b]")).update == .reloadData)
    #expect(dataSource.snapshot().rendered == "A[a b]")
    #expect(dataSource.apply(makeSnapshot("A[a b]")).update == .nothing)
}
