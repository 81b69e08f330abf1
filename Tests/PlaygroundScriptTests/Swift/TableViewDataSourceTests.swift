import Testing

@testable import PlaygroundScript

/// A diffable data source of a table view: its snapshots and change batches are the collection view's
/// (modelled), its rows are not laid out, and `frames` says so, naming where it was made.
@Suite struct TableViewDataSourceTests {
    private let screen = """
        class ListController: UIViewController {
            var tableView: UITableView!
            var dataSource: UITableViewDiffableDataSource<Int, String>!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView = UITableView(frame: view.bounds, style: .insetGrouped)
                view.addSubview(tableView)
                dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tv, ip, item in nil }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a", "b"])
                dataSource.apply(snapshot, animatingDifferences: false)
                print(dataSource.snapshot().numberOfItems)
            }
        }
        let vc = ListController()
        vc.loadViewIfNeeded()
        """

    /// Before: the data source was inert, `snapshot().numberOfItems` printed as view plumbing and
    /// `frames` said "the data source has no sections yet" after two items were applied.
    @Test func itsSnapshotsAreModelledAndFramesSayWhyThereAreNone() {
        let r = runPasted(screen + "\nframes")
        #expect(r.out.contains("reloadData (first apply): 1 section, 2 items"), "\(r.all)")
        #expect(r.out.contains("2"))
        let text = r.all.joined(separator: "\n")
        #expect(
            text.contains(
                "error: the diffable data source shows its items in a UITableView, which the playground does not lay out"
            ),
            "\(text)")
        #expect(text.contains("note: the data source was made for the table view at Pasted.swift:8:"), "\(text)")
    }

    @Test func aSubclassOfItIsTheDataSourceToo() {
        let r = runPasted(
            """
            class Source: UITableViewDiffableDataSource<Int, Int> {
                func total() -> Int { snapshot().numberOfItems }
            }
            let table = UITableView(frame: .zero, style: .plain)
            let source = Source(tableView: table) { tv, ip, item in nil }
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            s.appendItems([1, 2, 3])
            source.apply(s)
            print(source.total())
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.last == "3")
    }

    /// `tableView` in a UITableViewController that declares `tableView(_:cellForRowAt:)` is still the
    /// inherited property (the methods are named with their arguments).
    @Test func aTableViewControllersTableViewIsItsProperty() {
        let r = runPasted(
            """
            class Members: UITableViewController {
                var dataSource: UITableViewDiffableDataSource<Int, Int>?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tv, ip, item in nil }
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
            }
            let vc = Members()
            vc.loadViewIfNeeded()
            frames
            """)
        let text = r.all.joined(separator: "\n")
        #expect(text.contains("shows its items in a UITableView"), "\(text)")
        #expect(!text.contains("has no member 'register'"), "\(text)")
    }
}
