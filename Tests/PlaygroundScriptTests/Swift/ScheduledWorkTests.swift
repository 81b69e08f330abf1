import Testing

@testable import PlaygroundScript

/// Work scheduled on the main queue runs after the top-level statement that scheduled it, in order of
/// its deadline, on the playground's own clock: a viewDidLoad that applies "later" shows its frames.
@Suite struct ScheduledWorkTests {
    @Test func workRunsAfterTheStatementInDeadlineOrderThenSchedulingOrder() {
        var h = Harness()
        _ = h.ok("var log: [String] = []")
        let (_, diagnostics) = h.run(
            """
            func start() {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.append("late") }
                DispatchQueue.main.async { log.append("first") }
                Task { @MainActor in log.append("task") }
                DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .milliseconds(100)) {
                    log.append("soon")
                    DispatchQueue.main.async { log.append("from work") }
                }
                log.append("now")
            }
            start()
            """)
        #expect(diagnostics.joined().contains("note: scheduled work ran after the statement that scheduled it"))
        #expect(h.ok("print(log)") == ["[\"now\", \"first\", \"task\", \"soon\", \"from work\", \"late\"]"])
        // Named once.
        let (_, again) = h.run("DispatchQueue.main.async { log.append(\"again\") }")
        #expect(again.isEmpty)
        #expect(h.ok("print(log.last!)") == ["again"])
    }

    @Test func theClockMovesToEachDeadline() {
        var h = Harness()
        _ = h.ok("var seen: [Double] = []")
        _ = h.run("DispatchQueue.main.asyncAfter(deadline: .now() + 2) { seen.append(DispatchTime.now()) }")
        _ = h.ok(
            "DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(1)) { seen.append(DispatchTime.now()) }")
        #expect(h.ok("print(seen.map { Int($0) })") == ["[2, 3]"])
    }

    /// Before, the closure was never run (an inert call) and viewDidLoad's data never reached the layout.
    @Test func aViewDidLoadThatAppliesLaterShowsItsFrames() {
        var h = Harness()
        _ = h.run(
            """
            final class Screen: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<Int, String>!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let collectionView = UICollectionView(frame: view.bounds,
                        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { _, _, _ in nil }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
                        var s = NSDiffableDataSourceSnapshot<Int, String>()
                        s.appendSections([0])
                        s.appendItems(["a", "b"])
                        self?.dataSource.apply(s, animatingDifferences: false)
                    }
                }
            }
            """)
        _ = h.run("let screen = Screen()")
        _ = h.run("screen.loadViewIfNeeded()")
        #expect(h.ok("frames").contains("cell  [0, 1]     b   0  44    393      44  0"))
    }

    @Test func anErrorInScheduledWorkIsLocatedInTheClosure() {
        var h = Harness()
        let error = h.error("DispatchQueue.main.async { let x: Int = missing }")
        #expect(error.contains("cannot find 'missing' in scope"))
    }

    /// Work that schedules itself again forever ends with the step limit, never a hang.
    @Test func workThatReschedulesItselfForeverStops() {
        var h = Harness()
        _ = h.ok("func tick() { DispatchQueue.main.async { tick() } }")
        #expect(h.error("tick()").contains("scheduled work ran 10000 times after one statement; the limit is 10000"))
    }

    /// A poll that schedules itself every 2 s runs for the first 60 s of the playground's clock after
    /// the statement, then stops with a note: the screen as it is then, not a run that never ends.
    @Test func aTimerThatReschedulesItselfRunsUntilTheHorizon() {
        var h = Harness()
        _ = h.ok("var polls = 0")
        _ = h.ok("func poll() { polls += 1; DispatchQueue.main.asyncAfter(deadline: .now() + 2) { poll() } }")
        let (_, diagnostics) = h.run("poll()")
        #expect(
            diagnostics.joined().contains(
                "note: 1 closure scheduled on the main queue for more than 60 s after the statement did not run"),
            "\(diagnostics)")
        #expect(h.ok("print(polls)") == ["31"])
        // Work later than the horizon is not run afterwards either.
        _ = h.ok("DispatchQueue.main.asyncAfter(deadline: .now() + 90) { polls = -1 }")
        #expect(h.ok("print(polls)") == ["31"])
    }

    /// Work a reordering handler schedules runs after the user's drag, as after a statement.
    @Test func workADidReorderHandlerSchedulesRunsAfterTheDrag() {
        var h = Harness()
        _ = h.ok("var saved: [String] = []")
        _ = h.run(
            """
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers.didReorder = { transaction in
                DispatchQueue.main.async { saved = transaction.finalSnapshot.itemIdentifiers }
            }
            """)
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, String>()")
        _ = h.ok("s.appendSections([0])")
        _ = h.ok("s.appendItems([\"a\", \"b\"])")
        _ = h.run("dataSource.apply(s)")
        _ = h.run("drag b before: a")
        #expect(h.ok("print(saved)") == ["[\"b\", \"a\"]"])
    }

    @Test func anAppsOwnQueueTheMainOperationQueueAndRunLoopScheduleWorkToo() {
        var h = Harness()
        _ = h.ok("var log: [String] = []")
        _ = h.run(
            """
            let queue = DispatchQueue(label: "loader")
            queue.async { log.append("queue") }
            OperationQueue.main.addOperation { log.append("operation") }
            RunLoop.main.perform { log.append("run loop") }
            """)
        #expect(h.ok("print(log)") == ["[\"queue\", \"operation\", \"run loop\"]"])
    }

    @Test func aWorkItemThePlaygroundDoesNotModelIsInertAndNamed() {
        var h = Harness()
        let (_, diagnostics) = h.run("DispatchQueue.main.async(execute: DispatchWorkItem { print(1) })")
        #expect(diagnostics.joined().contains("'DispatchWorkItem'"))
        #expect(!diagnostics.joined().contains("error"))
    }

    @Test func aTaskThatHopsToTheMainActorRunsItsBody() {
        var h = Harness()
        _ = h.ok("var rows: [String] = []")
        _ = h.ok("func fetch() async -> [String] { [\"a\", \"b\"] }")
        _ = h.run(
            """
            Task {
                let fetched = await fetch()
                let count = await MainActor.run { rows = fetched; return rows.count }
                print(count)
            }
            """)
        #expect(h.ok("print(rows)") == ["[\"a\", \"b\"]"])
    }

    @Test(arguments: ["Double.infinity", "\"soon\""])
    func aDeadlineThatIsNoTimeIsAnError(_ offset: String) {
        var h = Harness()
        let error = h.error("DispatchQueue.main.asyncAfter(deadline: .now() + \(offset)) { }")
        #expect(
            error.contains("the deadline must be a finite time on the main queue's clock")
                || error.contains("binary operator"))
    }
}
