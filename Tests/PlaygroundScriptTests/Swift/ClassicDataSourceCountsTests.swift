import Testing

@testable import PlaygroundScript

/// When a collection view reads a classic data source's counts: at its first layout pass (the first command that shows
/// the screen, a member that reads the layout, `layoutIfNeeded()`), or earlier when the program asks
/// `numberOfItems(inSection:)` or updates it; not when a `UICollectionViewController` is made or its view loaded (a
/// real controller's `viewDidLoad` fills the data, and reading before it traps on an implicitly unwrapped model).
@Suite struct ClassicDataSourceCountsTests {
    /// A classic data source answering from a UICollectionViewController subclass.
    static let controller = """
        class VC: UICollectionViewController {
            var items: [Int]!
            override func viewDidLoad() {
                super.viewDidLoad()
                items = [1, 2, 3]
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                print("asked")
                return items.count
            }
        }
        """

    /// Making a UICollectionViewController and loading its view read no counts (its `viewDidLoad` fills the data,
    /// and before it the model is nil: reading then would trap); the first look at the screen reads them, once.
    @Test func aControllersCountsAreReadAtTheFirstLayoutNotAtInit() {
        var h = Harness()
        _ = h.ok(Self.controller)
        _ = h.ok("let flow = UICollectionViewFlowLayout()")
        _ = h.ok("flow.itemSize = CGSize(width: 100, height: 100)")
        #expect(h.ok("let vc = VC(collectionViewLayout: flow)").isEmpty)
        #expect(h.ok("vc.loadViewIfNeeded()").isEmpty)
        let frames = h.ok("frames")
        #expect(frames.first == "asked")
        #expect(frames.filter { $0.hasPrefix("cell") }.count == 3)
        // Kept: a later look does not ask again.
        #expect(h.ok("contentSize") == ["contentSize: 393 x 100"])
    }

    /// `numberOfItems(inSection:)` asks the data source when the collection view has not read it yet; a model
    /// changed afterwards is not seen until `reloadData()`, as in UIKit.
    @Test func numberOfItemsReadsTheCountsOnceUntilReloadData() {
        var h = Harness()
        _ = h.ok(Self.controller)
        _ = h.ok("let vc = VC(collectionViewLayout: UICollectionViewFlowLayout())")
        _ = h.ok("vc.loadViewIfNeeded()")
        #expect(h.ok("print(vc.collectionView.numberOfItems(inSection: 0))") == ["asked", "3"])
        _ = h.ok("vc.items.append(4)")
        #expect(h.ok("print(vc.collectionView.numberOfItems(inSection: 0))") == ["3"])
        _ = h.ok("vc.collectionView.reloadData()")
        #expect(h.ok("print(vc.collectionView.numberOfItems(inSection: 0))") == ["asked", "4"])
    }

    /// An update made before the collection view ever read its counts is checked against counts read after the
    /// model changed: UIKit's "invalid number of items" crash of an update made before the view is on screen.
    /// After the first layout pass the same update adds up.
    @Test func anUpdateBeforeTheFirstLayoutIsCheckedAgainstTheChangedModel() {
        let source = """
            class List: UIViewController, UICollectionViewDataSource {
                var todos = ["a", "b"]
                var collectionView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                    collectionView.dataSource = self
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    todos.count
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
                func add(_ title: String) {
                    todos.append(title)
                    collectionView.insertItems(at: [IndexPath(item: todos.count - 1, section: 0)])
                }
            }
            """
        var early = Harness()
        _ = early.ok(source)
        _ = early.ok("let list = List()")
        _ = early.ok("list.loadViewIfNeeded()")
        #expect(
            early.error("list.add(\"c\")").hasPrefix(
                "error: the update does not add up in section 0: 3 items before, 1 inserted"))

        var shown = Harness()
        _ = shown.ok(source)
        _ = shown.ok("let list = List()")
        _ = shown.ok("list.loadViewIfNeeded()")
        _ = shown.run("contentSize")
        _ = shown.ok("list.add(\"c\")")
        #expect(shown.ok("print(list.collectionView.numberOfItems(inSection: 0))") == ["3"])
    }

    /// A data source that traps when asked makes the command that reads the layout fail, located in its code; a
    /// command that does not read the layout still runs, and the counts stay unread.
    @Test func aFailingDataSourceFailsOnlyTheCommandsThatReadTheLayout() {
        var h = Harness()
        _ = h.ok(
            """
            class VC: UICollectionViewController {
                var items: [Int]!
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    items.count
                }
            }
            """)
        _ = h.ok("let vc = VC(collectionViewLayout: UICollectionViewFlowLayout())")
        #expect(h.error("frames").contains("unexpectedly found nil"))
        #expect(h.ok("print(\"still here\")") == ["still here"])
        _ = h.ok("vc.items = [1]")
        #expect(h.ok("frames").filter { $0.hasPrefix("cell") }.count == 1)
    }

    /// What the appearance calls meet that is inert is named in a note, as for a statement.
    @Test func inertCallsInAppearanceMethodsAreNamed() {
        var h = Harness()
        _ = h.ok(
            """
            class VC: UICollectionViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationItem.title = "Inbox"
                }
            }
            """)
        _ = h.ok("let vc = VC(collectionViewLayout: UICollectionViewFlowLayout())")
        _ = h.ok("vc.loadViewIfNeeded()")
        let (_, notes) = h.run("frames")
        #expect(notes.contains { $0.contains("ignored") && $0.contains("'navigationItem.title'") })
    }

}
