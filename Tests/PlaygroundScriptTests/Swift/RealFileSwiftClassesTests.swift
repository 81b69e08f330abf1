import Testing

@testable import PlaygroundScript

/// Swift that the 43 more public files of issue #29 (kept outside the repository) stopped at, each as a class,
/// with Swift's semantics.
@Suite struct RealFileSwiftClassesTests {
    /// `typealias ColorsSnapshot = NSDiffableDataSourceSnapshot<…>` with `extension ColorsSnapshot { … }`, in either
    /// order (another file of the program may come first): the extension extends UIKit's snapshot.
    @Test(arguments: [true, false])
    func anExtensionOfASnapshotTypealiasExtendsTheSnapshot(aliasFirst: Bool) {
        let alias = "typealias ColorsSnapshot = NSDiffableDataSourceSnapshot<Int, String>"
        let ext = """
            extension ColorsSnapshot {
                static func make() -> ColorsSnapshot {
                    var snapshot = ColorsSnapshot()
                    snapshot.appendSections([0])
                    snapshot.addItems(3)
                    return snapshot
                }
                mutating func addItems(_ n: Int) {
                    appendItems((0..<n).map { "c\\($0)" })
                }
            }
            """
        let r = runPasted(
            """
            \(aliasFirst ? alias : ext)
            \(aliasFirst ? ext : alias)
            let snapshot = ColorsSnapshot.make()
            print(snapshot.itemIdentifiers)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["[\"c0\", \"c1\", \"c2\"]"], "\(r.out)")
    }

    /// `extension NSDirectionalEdgeInsets { init(horizontal:vertical:) }` used as `.init(horizontal:vertical:)` where the
    /// type is UIKit's, and by name.
    @Test func anExtensionInitializerOfAUIKitValueTypeIsChosenByItsLabels() {
        let r = runPasted(
            """
            extension NSDirectionalEdgeInsets {
                init(horizontal: CGFloat, vertical: CGFloat) {
                    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
                }
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = .init(horizontal: 15, vertical: 5)
            print(item.contentInsets.leading, item.contentInsets.top)
            let insets = NSDirectionalEdgeInsets(horizontal: 2, vertical: 3)
            print(insets.trailing, insets.bottom)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["15.0 5.0", "2.0 3.0"], "\(r.out)")
    }

    @Test func dictionaryGroupingByKeepsEachKeysElementsInOrder() {
        let r = runPasted(
            """
            struct Country { let name: String; let continent: String }
            let all = [Country(name: "France", continent: "Europe"), Country(name: "Japan", continent: "Asia"),
                       Country(name: "Spain", continent: "Europe")]
            let grouped = Dictionary(grouping: all) { $0.continent }
            print(grouped.keys.sorted(), grouped["Europe"]!.map(\\.name), grouped["Asia"]!.count)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["[\"Asia\", \"Europe\"] [\"France\", \"Spain\"] 1"], "\(r.out)")
    }

    /// `willSet`/`didSet` run when the property is set (not in its own type's initializer, nor again from its own observer).
    @Test func propertyObserversRunAsInSwift() {
        let r = runPasted(
            """
            class Model {
                var count = 0 {
                    willSet { print("will", count, newValue) }
                    didSet(previous) {
                        print("did", previous, count)
                        if count > 10 { count = 10 }
                    }
                }
                init() { count = 1 }
                func bump() { count += 5 }
            }
            let m = Model()
            m.bump()
            m.count = 20
            print(m.count)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["will 1 6", "did 1 6", "will 6 20", "did 6 20", "10"], "\(r.out)")
    }

    /// `@Published var x` and `$x.sink`: the current value on subscribing, then each value set, before the property changes.
    @Test func aPublishedPropertysProjectionDeliversItsValues() {
        let r = runPasted(
            """
            import Combine
            final class ViewModel {
                @Published var numbers: [Int] = [1]
                var publisher: Published<[Int]>.Publisher { $numbers }
                func select() { numbers = [2, 3] }
            }
            let model = ViewModel()
            var cancellables = Set<AnyCancellable>()
            model.publisher.sink { value in print("got", value, model.numbers) }.store(in: &cancellables)
            model.select()
            model.$numbers.sink { print("second", $0) }.store(in: &cancellables)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["got [1] [1]", "got [2, 3] [1]", "second [2, 3]"], "\(r.out)")
    }

    /// `extension Array { init(repeatingExpression: @autoclosure () -> Element, count:) }` with `[Element]()` and
    /// `self = temp`: the autoclosure's expression is evaluated each time it is called.
    @Test func anAutoclosureIsEvaluatedEachTimeItIsCalled() {
        let r = runPasted(
            """
            extension Array {
                init(repeatingExpression expression: @autoclosure (() -> Element), count: Int) {
                    var temp = [Element]()
                    for _ in 0..<count { temp.append(expression()) }
                    self = temp
                }
            }
            var n = 0
            func next() -> Int { n += 1; return n }
            print(Array(repeatingExpression: next(), count: 3), n)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["[1, 2, 3] 3"], "\(r.out)")
    }

    /// `randomElement()` draws from the playground's seeded generator: the same element on every run, nil when empty.
    @Test func randomElementIsDeterministic() {
        let script = """
            let hues = [10, 20, 30, 40]
            print(hues.randomElement()!, hues.randomElement()!, [Int]().randomElement() == nil)
            """
        let first = runPasted(script)
        let second = runPasted(script)
        #expect(!first.failed, "\(first.all)")
        #expect(first.out == second.out)
        #expect(first.out.first?.hasSuffix(" true") == true, "\(first.out)")
    }

    /// `guard let x = <an unmodelled value>` binds it and says once that the branch took it as present.
    @Test func bindingAnUnmodelledValueSaysItWasTakenAsPresent() {
        let r = runPasted(
            """
            func load() -> String {
                guard let url = Bundle.main.url(forResource: "data", withExtension: "json") else { return "none" }
                _ = url
                return "some"
            }
            print(load())
            print(load())
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.all.filter { $0.contains("'if let'/'guard let' took the unmodelled value") }.count <= 1, "\(r.all)")
    }

    /// Objective-C's initializer chain: `Controller()` runs the subclass's `init(nibName:bundle:)` override, and
    /// `Grid()` its `init(frame:collectionViewLayout:)` override (UIKit's `init()` calls the designated initializer);
    /// in the subclass, `setCollectionViewLayout(_:animated:)` is UIKit's, on self.
    @Test func uikitsInitCallsTheSubclassesDesignatedInitializerOverride() {
        let r = runPasted(
            """
            device iPhone15
            final class Controller: UIViewController {
                let name: String
                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    name = "made by init(nibName:bundle:)"
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            print(Controller().name)
            final class Grid: UICollectionView {
                var source: UICollectionViewDiffableDataSource<Int, Int>!
                override init(frame: CGRect = .zero, collectionViewLayout layout: UICollectionViewLayout) {
                    super.init(frame: frame, collectionViewLayout: UICollectionViewLayout())
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                                     heightDimension: .absolute(40)), subitems: [item])
                    setCollectionViewLayout(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), animated: false)
                    source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: self) { _, _, _ in nil }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let grid = Grid()
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            grid.source.apply(snapshot)
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.contains("made by init(nibName:bundle:)"), "\(r.out)")
        #expect(r.out.filter { $0.hasPrefix("cell ") }.count == 3, "\(r.out)")
    }

    /// `var data = [Item]()` gives `data.append(.init(...))` its element type, as Swift infers it; `min(by:)` uses its closure.
    @Test func anArrayMadeWithItsTypeGivesAppendItsContextAndMinByUsesItsClosure() {
        let r = runPasted(
            """
            struct W { let id: Int }
            func make() -> [W] {
                var data = [W]()
                [Int](1...3).forEach { data.append(.init(id: $0)) }
                return data
            }
            print(make().map(\\.id))
            let heights: [Double] = [3, 1, 2, 1]
            print(heights.enumerated().min(by: { $0.element < $1.element })!.offset, heights.enumerated().max { $0.element < $1.element }!.offset)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["[1, 2, 3]", "1 0"], "\(r.out)")
    }
}
