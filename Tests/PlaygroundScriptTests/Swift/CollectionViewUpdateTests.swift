import Testing

@testable import PlaygroundScript

/// The transcript a script produces: its printed lines, and its diagnostics with their notes.
private func transcript(_ script: String) -> (out: [String], diagnostics: [String]) {
    checkedTranscript(script, everyDiagnosticLine: true)
}

/// A view controller that is its collection view's classic data source, with one or more sections.
private let controller = """
    class ListController: UIViewController, UICollectionViewDataSource {
        var sections = [["a", "b"]]
        var collectionView: UICollectionView!
        override func viewDidLoad() {
            super.viewDidLoad()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            collectionView.dataSource = self
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
    }
    let vc = ListController()
    vc.loadViewIfNeeded()
    vc.collectionView.layoutIfNeeded()

    """

/// Hand-written `performBatchUpdates` and mutation calls (issue #13), validated as UICollectionView
/// validates them against the counts its data source reports.
@Suite struct CollectionViewUpdateTests {
    @Test func anUpdateThatMatchesTheModelPassesAndItsCompletionRunsAfterTheStatement() {
        let (out, diagnostics) = transcript(
            controller + """
                vc.sections[0].append("c")
                vc.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
                vc.collectionView.performBatchUpdates({
                    vc.sections[0].remove(at: 0)
                    vc.sections[0].append("d")
                    vc.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
                    vc.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
                }, completion: { finished in print("completion", finished) })
                print(vc.sections)
                """)
        #expect(diagnostics.filter { $0.hasPrefix("error") || $0.hasPrefix("warning") }.isEmpty, "\(diagnostics)")
        #expect(out == ["completion true", "[[\"b\", \"c\", \"d\"]]"])
    }

    /// The classic crash: the batch inserts a row but the model was not changed.
    @Test func insertingWithoutChangingTheModelQuotesUIKitsReasonAndChangesNothing() {
        let (out, diagnostics) = transcript(
            controller + """
                vc.collectionView.performBatchUpdates({
                    vc.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                }, completion: nil)
                vc.sections[0].append("c")
                vc.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
                print(vc.sections)
                """)
        #expect(
            diagnostics.first
                == "error: the update does not add up in section 0: 2 items before, 1 inserted, 0 deleted, 0 moved in, 0 moved out make 3, but the data source now has 2"
        )
        #expect(
            diagnostics.contains {
                $0.hasSuffix(
                    "= note: UIKit raises: NSInternalInconsistencyException: Invalid update: invalid number of items in section 0.  "
                        + "The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that "
                        + "section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and "
                        + "plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
                )
            }, "\(diagnostics)")
        // The failed batch changed nothing: the collection view still counts 2, so the next insert fits.
        #expect(diagnostics.filter { $0.hasPrefix("error") }.count == 1)
        #expect(out == ["[[\"a\", \"b\", \"c\"]]"])
    }

    /// The numbers: the model grew to 3 but the batch inserts nothing.
    @Test func aModelThatChangedWithoutItsInsertRaisesWithTheCountsBeforeAndAfter() {
        let (_, diagnostics) = transcript(
            controller + """
                vc.collectionView.performBatchUpdates {
                    vc.sections[0].append("c")
                    vc.collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
                }
                """)
        #expect(
            diagnostics.contains {
                $0.hasSuffix(
                    "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
                )
            },
            "\(diagnostics)")
    }

    @Test func sectionCountsAreCheckedToo() {
        let (out, diagnostics) = transcript(
            controller + """
                vc.sections.append(["x"])
                vc.collectionView.insertSections(IndexSet(integer: 1))
                vc.sections.append(["y"])
                vc.collectionView.performBatchUpdates({ vc.collectionView.reloadSections([0]) })
                print(vc.sections.count)
                """)
        #expect(
            diagnostics.first
                == "error: the update does not add up: 2 sections before, 0 inserted, 0 deleted make 2, but the data source now has 3"
        )
        #expect(
            diagnostics.contains {
                $0.hasSuffix(
                    "NSInternalInconsistencyException: Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
                )
            })
        #expect(out == ["3"])  // the append before the failed batch stays; the batch changed nothing
    }

    @Test func reloadDataReadsTheCountsAgainAtTheEndOfTheStatement() {
        let (_, diagnostics) = transcript(
            controller + """
                vc.sections[0] = ["only"]
                vc.collectionView.reloadData()
                vc.sections[0].append("next")
                vc.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
                """)
        #expect(diagnostics.filter { $0.hasPrefix("error") }.isEmpty, "\(diagnostics)")
    }

    @Test func anItemBeyondTheSectionIsReported() {
        let (_, diagnostics) = transcript(
            controller + """
                vc.collectionView.performBatchUpdates {
                    vc.sections[0].remove(at: 0)
                    vc.collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
                }
                """)
        #expect(
            diagnostics.first
                == "error: the update would delete item 5 of section 0, which has 2 items before the update")
        #expect(
            diagnostics.contains {
                $0.hasSuffix("attempt to delete item 5 from section 0 which only contains 2 items before the update")
            })
    }

    @Test func anInsertBeyondTheSectionAfterTheUpdateQuotesUIKitsWording() {
        let (_, diagnostics) = transcript(
            controller + """
                vc.sections[0].append("c")
                vc.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
                """)
        #expect(diagnostics.first == "error: the update would insert item 3 of section 0, which has 3 items after it")
        #expect(
            diagnostics.contains {
                $0.hasSuffix(
                    "UIKit raises: NSInternalInconsistencyException: attempt to insert item 3 into section 0, but there are only 3 items in section 0 after the update"
                )
            },
            "\(diagnostics)")
    }

    /// With a diffable data source the collection view changes only through apply.
    @Test func aDiffableDataSourcesCollectionViewRefusesHandWrittenUpdates() {
        let (_, diagnostics) = transcript(
            """
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            let diffable = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in nil }
            collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) })
            """)
        #expect(
            diagnostics.contains(
                "error: collectionView.deleteItems changes a collection view whose data source is a diffable data source"
            ), "\(diagnostics)")
        #expect(
            diagnostics.contains {
                $0.hasSuffix(
                    "= note: UIKit raises: NSInternalInconsistencyException: UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."
                )
            })
    }

    @Test func indexSetsAreMadeFromAnIntARangeOrAnArray() {
        let (out, diagnostics) = transcript(
            """
            print(IndexSet(integer: 2), IndexSet(integersIn: 0..<3), IndexSet([3, 1, 3]))
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["[2] [0, 1, 2] [1, 3]"])
    }

    /// One-sided ranges reach Int.min or Int.max: a located error, never an overflow trap.
    @Test(arguments: ["IndexSet(integersIn: ...5)", "IndexSet(integersIn: 0...)", "IndexSet(integersIn: ..<0)"])
    func anUnboundedIndexSetIsRefused(_ line: String) {
        let (_, diagnostics) = transcript(line)
        #expect(diagnostics.first?.hasPrefix("error:") == true, "\(diagnostics)")
    }
}
