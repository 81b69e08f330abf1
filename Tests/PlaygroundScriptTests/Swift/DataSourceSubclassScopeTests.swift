import Testing

@testable import PlaygroundScript

/// Inside a subclass of UIKit's diffable data source, a name the subclass does not declare is looked up as Swift
/// looks it up: a type nested in the class around it (`Section`), a global function or variable of the program;
/// only what none of those is goes to UIKit's data source. Before, every such name was taken for a member of
/// UIKit's data source ("value of type UICollectionViewDiffableDataSource has no member 'Section'"), which stopped
/// Apple's table-editing sample when the table asked for its section titles.
@Suite struct DataSourceSubclassScopeTests {
    @Test func aTypeNestedInTheEnclosingControllerIsFound() {
        let r = runPasted(
            """
            class EditingController: UIViewController {
                enum Section: Int { case visited, wishes }
                class DataSource: UITableViewDiffableDataSource<Section, Int> {
                    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                        let kind = Section(rawValue: section)
                        return kind == .visited ? "Visited" : "Wishes"
                    }
                }
                var tableView: UITableView!
                var dataSource: DataSource!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView = UITableView(frame: view.bounds, style: .insetGrouped)
                    dataSource = DataSource(tableView: tableView) { tableView, indexPath, item in UITableViewCell() }
                    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
                    snapshot.appendSections([.visited, .wishes])
                    snapshot.appendItems([1, 2], toSection: .visited)
                    snapshot.appendItems([3], toSection: .wishes)
                    dataSource.apply(snapshot)
                }
            }
            let vc = EditingController()
            vc.loadViewIfNeeded()
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        let rows = r.out.flatMap { $0.split(separator: "\n") }.map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains { $0.starts(with: ["supplementary", "sectionHeader", "[1,", "0]"]) }, "\(r.out)")
        #expect(rows.contains { $0.starts(with: ["cell", "[1,", "0]", "3"]) }, "\(r.out)")
    }

    @Test func aGlobalFunctionIsTheProgramsAndUIKitsMembersStillForward() {
        let r = runPasted(
            """
            func label(for n: Int) -> String { "row \\(n)" }
            class DataSource: UICollectionViewDiffableDataSource<Int, Int> {
                func describe() -> String {
                    label(for: snapshot().numberOfItems)
                }
            }
            let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let ds = DataSource(collectionView: cv) { cv, ip, item in nil }
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            s.appendItems([1, 2, 3])
            ds.apply(s)
            print(ds.describe())
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.last == "row 3", "\(r.out)")
    }
}
