import Testing

@testable import PlaygroundScript

/// A diffable data source of a table view: its snapshots and change batches are the collection view's
/// (modelled), and its rows are laid out as UIKit's table view lays them out (`UIKit/UITableView.swift`).
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

    /// Before: the data source was inert, then `frames` said a table view's rows are not laid out. Now: an inset
    /// grouped table's rows, inset by the layout margins after the style's section spacing, self-sized to the
    /// default cell height, with a note saying so.
    @Test func itsSnapshotsAreModelledAndItsRowsLaidOut() {
        let r = runPasted(screen + "\nframes\ncontentSize")
        #expect(r.out.contains("reloadData (first apply): 1 section, 2 items"), "\(r.all)")
        #expect(!r.failed, "\(r.all)")
        #expect(hasRow(r.out, ["cell", "[0,", "0]", "a", "16", "20", "361", "44", "0"]), "\(r.out)")
        #expect(hasRow(r.out, ["cell", "[0,", "1]", "b", "16", "64", "361", "44", "0"]), "\(r.out)")
        #expect(r.out.contains("contentSize: 393 x 108"), "\(r.out)")
        let text = r.all.joined(separator: "\n")
        #expect(text.contains("rows self-size (rowHeight is automaticDimension)"), "\(text)")
    }

    /// A table view from a storyboard (an @IBOutlet, inert): Interface Builder set its style and heights.
    @Test func aStoryboardTableViewSaysWhyThereAreNoFrames() {
        let r = runPasted(
            """
            class ListController: UIViewController {
                @IBOutlet weak var tableView: UITableView!
                var dataSource: UITableViewDiffableDataSource<Int, String>!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tv, ip, item in nil }
                }
            }
            let vc = ListController()
            vc.loadViewIfNeeded()
            frames
            """)
        let text = r.all.joined(separator: "\n")
        #expect(r.failed)
        #expect(text.contains("shows its items in a UITableView that the program does not make"), "\(text)")
        #expect(text.contains("note: the data source was made for the table view at Pasted.swift:6:"), "\(text)")
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
    /// inherited property (the methods are named with their arguments); the controller is its table's delegate,
    /// so its `heightForRowAt` sizes the rows, and `init(style:)` gives the table its style.
    @Test func aTableViewControllersTableViewIsItsProperty() {
        let r = runPasted(
            """
            class Members: UITableViewController {
                var dataSource: UITableViewDiffableDataSource<Int, Int>?
                init() { super.init(style: .grouped) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                    tableView.rowHeight = 110
                    tableView.tableFooterView = UIView()
                    dataSource = UITableViewDiffableDataSource(tableView: tableView) { tv, ip, item in nil }
                    var s = NSDiffableDataSourceSnapshot<Int, Int>()
                    s.appendSections([0])
                    s.appendItems([7, 8])
                    dataSource?.apply(s, animatingDifferences: false)
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    indexPath.row == 0 ? 60 : UITableView.automaticDimension
                }
            }
            let vc = Members()
            vc.loadViewIfNeeded()
            frames
            print(vc.tableView.style, vc.tableView.rowHeight)
            """)
        let text = r.all.joined(separator: "\n")
        #expect(!r.failed, "\(text)")
        #expect(!text.contains("has no member 'register'"), "\(text)")
        #expect(
            hasRow(r.out, ["cell", "[0,", "0]", "7", "0", "35", "393", "60", "0"]),
            "\(text)")
        #expect(
            hasRow(r.out, ["cell", "[0,", "1]", "8", "0", "95", "393", "44", "0"]),
            "\(text)")
        #expect(
            hasRow(r.out, ["supplementary", "tableFooterView", "[0,", "0]", "-", "0", "139", "393", "0", "0"]),
            "\(text)")
        #expect(r.out.last == ".grouped 110.0", "\(r.out)")
    }

    /// A table header view's height is its frame's; one whose height the playground cannot know is a located
    /// error when frames are asked for, never a guess. A negative row height is an error at the assignment.
    @Test func headerViewsAndBadHeights() {
        let made = runPasted(
            """
            let table = UITableView(frame: .zero, style: .plain)
            table.rowHeight = 50
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 80))
            let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tv, ip, item in nil }
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            s.appendItems([1])
            source.apply(s)
            frames
            """)
        #expect(
            hasRow(made.out, ["supplementary", "tableHeaderView", "[0,", "0]", "-", "0", "0", "393", "80", "0"]),
            "\(made.all)")
        #expect(
            hasRow(made.out, ["cell", "[0,", "0]", "1", "0", "80", "393", "50", "0"]),
            "\(made.all)")
        let unknown = runPasted(
            """
            let label = UILabel()
            label.sizeToFit()
            let table = UITableView()
            table.tableHeaderView = label
            let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tv, ip, item in nil }
            frames
            """)
        let text = unknown.all.joined(separator: "\n")
        #expect(unknown.failed)
        #expect(text.contains("tableHeaderView is a view whose height the playground does not know"), "\(text)")
        #expect(text.contains("the view was assigned at Pasted.swift:4"), "\(text)")
        let negative = runPasted("let table = UITableView()\ntable.rowHeight = -4")
        #expect(negative.failed)
        #expect(negative.all.joined().contains("rowHeight must not be negative, found -4"), "\(negative.all)")
    }

    /// A classic UITableViewDataSource (a UITableViewController answering numberOfSections(in:) and
    /// tableView(_:numberOfRowsInSection:)) gives the counts; its rows have no identifiers ('-').
    @Test func aClassicDataSourcesCountsAreLaidOut() {
        let r = runPasted(
            """
            final class Classic: UITableViewController {
                let names = ["a", "b", "c"]
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    section == 0 ? names.count : 1
                }
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    section == 1 ? "More" : nil
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 50
                }
            }
            let c = Classic()
            c.loadViewIfNeeded()
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(hasRow(r.out, ["cell", "[0,", "2]", "\"-\"", "0", "100", "393", "50", "0"]), "\(r.out)")
        #expect(hasRow(r.out, ["supplementary", "sectionHeader", "[1,", "0]", "-", "0", "172", "393", "28", "0"]))
        #expect(hasRow(r.out, ["cell", "[1,", "0]", "\"-\"", "0", "200", "393", "50", "0"]), "\(r.out)")
    }
}

/// The columns of every line printed (a frames table is one text of many lines).
private func hasRow(_ out: [String], _ columns: [String]) -> Bool {
    out.flatMap { $0.split(separator: "\n") }.contains { $0.split(separator: " ").map(String.init) == columns }
}
