import Testing

@testable import PlaygroundScript

/// A loaded view controller is on screen when `frames` (or another look at the screen) shows it: UIKit has
/// called `viewWillAppear(_:)`, `viewDidLayoutSubviews()` and `viewDidAppear(_:)`, once, in that order.
@Suite struct AppearanceTests {
    private let controller = """
        class VC: UIViewController {
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
            override func viewDidLoad() {
                super.viewDidLoad()
                print("viewDidLoad")
                let config = UICollectionLayoutListConfiguration(appearance: .plain)
                let layout = UICollectionViewCompositionalLayout.list(using: config)
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, ip, item in nil }
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("viewWillAppear", animated)
                var s = NSDiffableDataSourceSnapshot<Int, Int>()
                s.appendSections([0])
                s.appendItems([1, 2])
                dataSource.apply(s, animatingDifferences: animated)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                print("viewDidLayoutSubviews")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                DispatchQueue.main.async { print("after viewDidAppear") }
            }
        }
        let vc = VC()
        vc.loadViewIfNeeded()
        """

    /// Before: "no elements: the data source has no sections yet", as the data is applied in viewWillAppear.
    @Test func framesShowALoadedControllerAfterUIKitsAppearanceCalls() {
        let r = runPasted(controller + "\nframes\ncontentSize")
        #expect(!r.failed, "\(r.all)")
        let order = r.out.filter { !$0.hasPrefix("cell") && !$0.hasPrefix("kind") }
        #expect(
            order == [
                "viewDidLoad", "viewWillAppear false", "reloadData (first apply): 1 section, 2 items",
                "viewDidLayoutSubviews", "after viewDidAppear", "contentSize: 393 x 88",
            ], "\(r.all)")
        #expect(r.out.filter { $0.hasPrefix("cell") }.count == 2)
        let text = r.all.joined(separator: "\n")
        #expect(
            text.contains(
                "note: 'vc' is on screen for this command: UIKit called its viewWillAppear(_:), viewDidLayoutSubviews(), "
                    + "viewDidAppear(_:) (loadViewIfNeeded() runs only loadView() and viewDidLoad())"), "\(text)")
    }

    @Test func loadingAloneDoesNotShowTheController() {
        let r = runPasted(controller + "\nprint(vc.dataSource.snapshot().numberOfItems)")
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["viewDidLoad", "0"])
    }

    @Test func aControllerThatWasNotLoadedIsNotShown() {
        let r = runPasted(
            """
            class Plain: UIViewController {
                override func viewWillAppear(_ animated: Bool) { print("never") }
            }
            let p = Plain()
            frames
            """)
        #expect(!r.out.contains("never"), "\(r.all)")
    }

    @Test func aTableViewDataSourcesRowAnimationIsInert() {
        let r = runPasted(
            """
            let table = UITableView(frame: .zero, style: .plain)
            let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tv, ip, item in nil }
            source.defaultRowAnimation = .fade
            print("ok")
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.all.joined().contains("'dataSource.defaultRowAnimation'"), "\(r.all)")
    }

    /// The globals a session's commands that show the screen looked at, to find a controller to show,
    /// after `script` (counted by `WorkCounter.controllerSearch`), and whether the script failed.
    private func controllerSearch(_ script: String) -> (work: Int, failed: Bool) {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let r = playground.run(script: script, file: "Pasted.swift", keepGoing: false, reader: reader([:]))
        return (playground.session.work.controllerSearch, r.failed)
    }

    /// A command that shows the screen searches the globals only while a loaded controller waits to be
    /// shown: with none, a long session of globals and `frames` costs no search per command (the search
    /// of every global for each command made a 10,000-line replay's commands cost its size).
    @Test func showingTheScreenSearchesTheGlobalsOnlyWhileAControllerWaits() {
        let globals = (0..<300).map { "let g\($0) = \($0)" }.joined(separator: "\n")
        let reads = Array(repeating: "contentSize", count: 50).joined(separator: "\n")
        let plain = controllerSearch(globals + "\n" + reads)
        #expect(!plain.failed)
        #expect(plain.work == 0, "\(plain.work) globals searched with no controller to show")
        // A loaded controller is searched for (and found) once; shown, it is not searched for again.
        let once = controllerSearch(controller + "\n" + globals + "\nframes")
        let many = controllerSearch(
            controller + "\n" + globals + "\n" + Array(repeating: "frames", count: 50).joined(separator: "\n"))
        #expect(!once.failed && !many.failed)
        #expect(once.work >= 300, "\(once.work)")
        #expect(many.work == once.work, "one search: \(once.work); 50 commands: \(many.work)")
    }
}
