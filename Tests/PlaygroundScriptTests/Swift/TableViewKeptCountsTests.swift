import Testing

@testable import PlaygroundScript

/// A table view with a classic data source keeps the row counts it read until `reloadData()` or an update, as
/// UIKit's does: a model changed without either is not shown yet. Before, the counts were read again before every
/// command, so the new row appeared at once, and `reloadData()` was named as having no effect.
@Suite struct TableViewKeptCountsTests {
    private let screen = """
        class ListController: UITableViewController {
            var names = ["a", "b", "c"]
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                names.count
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
        }
        let vc = ListController(style: .plain)
        vc.loadViewIfNeeded()
        """

    /// The number of rows each `frames` printed, in order.
    private func rowCounts(_ out: [String]) -> [Int] {
        var counts: [Int] = []
        for line in out.flatMap({ $0.split(separator: "\n") }) {
            if line.hasPrefix("kind ") {
                counts.append(0)
            } else if line.hasPrefix("cell "), !counts.isEmpty {
                counts[counts.count - 1] += 1
            }
        }
        return counts
    }

    @Test func aModelChangedWithoutReloadDataIsNotShownYet() {
        let r = runPasted(
            screen + """

                frames
                vc.names.append("d")
                frames
                vc.tableView.reloadData()
                frames
                """)
        #expect(!r.failed, "\(r.all)")
        #expect(rowCounts(r.out) == [3, 3, 4], "\(r.out)")
        #expect(!r.all.joined().contains("'UITableView.reloadData'"), "\(r.all)")
    }

    @Test func anUpdateReadsTheCountsAgainAndItsBlockRuns() {
        let r = runPasted(
            screen + """

                frames
                vc.tableView.performBatchUpdates({
                    vc.names.append("d")
                    vc.names.append("e")
                    vc.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
                }, completion: { finished in print("done", finished) })
                frames
                vc.names.removeLast()
                vc.tableView.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
                frames
                """)
        #expect(!r.failed, "\(r.all)")
        #expect(rowCounts(r.out) == [3, 5, 4], "\(r.out)")
        #expect(r.out.contains("done true"), "\(r.out)")
    }
}
