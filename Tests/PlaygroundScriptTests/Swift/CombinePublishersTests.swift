import Testing

@testable import PlaygroundScript

/// Combine subjects deliver the values sent to them as Combine does (at once, or after
/// `receive(on: DispatchQueue.main)` as main-queue work), so a view model that publishes its data
/// reaches the view controller's snapshot. Before, subjects were inert and `sink` never ran.
@Suite struct CombinePublishersTests {
    private static let model = """
        enum Day { case monday, tuesday }
        final class Model {
            let items = PassthroughSubject<[String], Never>()
            let day = CurrentValueSubject<Day, Never>(.monday)
        }
        var cancellables = Set<AnyCancellable>()
        var got: [String] = []
        let m = Model()
        """

    @Test func aSubjectDeliversWhatIsSentToEachSubscriberInOrder() {
        var h = Harness()
        _ = h.run(Self.model)
        _ = h.run("m.items.sink { v in got.append(v.joined()) }.store(in: &cancellables)")
        _ = h.ok("m.day.sink { d in got.append(\"day \\(d)\") }.store(in: &cancellables)")
        _ = h.ok("m.items.send([\"a\", \"b\"])")
        _ = h.ok("m.day.send(.tuesday)")
        _ = h.ok("m.day.value = .monday")
        #expect(h.ok("print(got)") == ["[\"day monday\", \"ab\", \"day tuesday\", \"day monday\"]"])
        #expect(h.ok("print(m.day.value == .monday)") == ["true"])
    }

    @Test func receiveOnTheMainQueueDeliversAfterTheStatement() {
        var h = Harness()
        _ = h.run(Self.model)
        _ = h.run(
            "m.items.receive(on: DispatchQueue.main).map { $0.count }.sink { n in got.append(\"count \\(n)\") }.store(in: &cancellables)"
        )
        _ = h.ok("func sendAndLook() { m.items.send([\"a\", \"b\", \"c\"]); print(got) }")
        let (out, _) = h.run("sendAndLook()")
        #expect(out == ["[]"])
        #expect(h.ok("print(got)") == ["[\"count 3\"]"])
    }

    @Test func justGivesItsValueWhenSubscribed() {
        var h = Harness()
        _ = h.ok("var seen = 0")
        _ = h.run("_ = Just(3).eraseToAnyPublisher().sink { seen = $0 }")
        #expect(h.ok("print(seen)") == ["3"])
    }

    @Test func anOperatorThatWouldChangeWhatIsDeliveredIsAnError() {
        var h = Harness()
        _ = h.run(Self.model)
        #expect(
            h.error("m.items.scan(0) { $0 + $1.count }.sink { _ in }").contains(
                "the playground does not model the Combine operator 'scan'"))
    }

    @Test func aViewModelsPublishedDataReachesTheViewControllersFrames() {
        var h = Harness()
        _ = h.run(
            """
            final class ViewModel {
                let rows = PassthroughSubject<[String], Never>()
                func load() { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.rows.send(["a", "b"]) } }
            }
            final class Screen: UIViewController {
                let model = ViewModel()
                var cancellables = Set<AnyCancellable>()
                var dataSource: UICollectionViewDiffableDataSource<Int, String>!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let collectionView = UICollectionView(frame: view.bounds,
                        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { _, _, _ in nil }
                    model.rows.receive(on: DispatchQueue.main).sink { [weak self] rows in
                        var s = NSDiffableDataSourceSnapshot<Int, String>()
                        s.appendSections([0])
                        s.appendItems(rows)
                        self?.dataSource.apply(s, animatingDifferences: false)
                    }.store(in: &cancellables)
                    model.load()
                }
            }
            """)
        _ = h.run("let screen = Screen()")
        _ = h.run("screen.loadViewIfNeeded()")
        #expect(h.ok("frames").contains("cell  [0, 1]     b   0  44    393      44  0"))
    }
}
