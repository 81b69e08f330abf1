import Testing

@testable import PlaygroundScript

/// What real files do with UIKit's and frameworks' types: subclass the diffable data source,
/// overload a UIKit static with an extension, name a framework type that looks like one of their
/// own, read a ReactorKit reactor's state.
@Suite struct SubclassesAndExtensionsOfUIKitTests {
    private let listScreen = """
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        """

    /// Before: "value of type ColoredDiffableDataSource has no member 'apply'" (super.init made nothing).
    @Test func aDiffableDataSourceSubclassIsUIKitsDataSourceForItsCollectionView() {
        let r = runPasted(
            listScreen + """

                class Colored: UICollectionViewDiffableDataSource<Int, String> {
                    init(collectionView: UICollectionView) {
                        super.init(collectionView: collectionView) { collectionView, indexPath, item in nil }
                    }
                    func count() -> Int { snapshot().numberOfItems }
                }
                let source = Colored(collectionView: collectionView)
                source.apply(snapshot, animatingDifferences: false)
                print(source.count(), source.snapshot().itemIdentifiers)
                frames
                """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.contains("2 [\"a\", \"b\"]"))
        #expect(r.out.contains { $0.hasPrefix("cell") && $0.contains("b") && $0.contains("44") })
    }

    @Test func aSubclassMadeWithUIKitsInitializerIsADataSourceToo() {
        let r = runPasted(
            listScreen + """

                class Plain: UICollectionViewDiffableDataSource<Int, String> {}
                let source = Plain(collectionView: collectionView) { collectionView, indexPath, item in nil }
                source.apply(snapshot)
                print(source.snapshot().numberOfSections)
                """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.contains("1"))
    }

    /// Before: "incorrect argument label in call (have '_:', expected 'forTargetSize:') to 'fractionalWidth'".
    @Test func anExtensionStaticOverloadsUIKitsByItsLabels() {
        let r = runPasted(
            """
            extension NSCollectionLayoutDimension {
                static func fractionalWidth(forTargetSize size: CGFloat, columns: Int) -> NSCollectionLayoutDimension {
                    .fractionalWidth(1.0 / CGFloat(columns))
                }
            }
            let a = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44))
            let b = NSCollectionLayoutSize(widthDimension: .fractionalWidth(forTargetSize: 300, columns: 4), heightDimension: .absolute(44))
            print(a.widthDimension, b.widthDimension)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.count == 1)
        #expect(r.out.first?.contains("0.5") == true)
        #expect(r.out.first?.contains("0.25") == true)
    }

    /// Before: "cannot find 'UIMenu' in scope" (taken as a typo of the program's own `Menu`).
    @Test func aFrameworkTypeNamedLikeTheProgramsOwnIsInertNotATypo() {
        let r = runPasted(
            """
            struct Menu { let title: String }
            let menu = UIMenu(title: "Columns", children: [])
            print(Menu(title: "x").title)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["x"])
        #expect(r.all.contains { $0.contains("ignored") && $0.contains("UIMenu") })
        // A slip in a name UIKit has is still one.
        #expect(runPasted("let v = UICollectionViw()").failed)
    }

    /// Before: "value of type MainViewReactor has no member 'currentState'".
    @Test func aReactorsCurrentStateIsItsInitialStateWithANote() {
        let r = runPasted(
            """
            final class ListReactor: Reactor {
                struct State { var items = ["a", "b", "c"] }
                let initialState = State()
                func count() -> Int { currentState.items.count }
            }
            let reactor = ListReactor()
            print(reactor.currentState.items, reactor.count())
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["[\"a\", \"b\", \"c\"] 3"])
        #expect(
            r.all.filter { $0.contains("'ListReactor.currentState' is its initialState: ReactorKit is not modelled") }
                .count == 1)
    }

    /// Before: "value of type Tuple has no member 'famousPlace'" (the declared labels were lost).
    @Test func aTupleTakesTheLabelsOfTheTupleTypeItIsGiven() {
        let r = runPasted(
            """
            typealias Row = (kind: String, items: [Int])
            final class Screen {
                var model: (places: [Int], memories: [Int]) = ([1, 2], [3])
                let rows: [Row] = [("top", [1, 2]), ("bottom", [])]
            }
            let s = Screen()
            print(s.model.places, s.model.memories, s.rows[0].kind, s.rows[1].items.count)
            var pair: (a: Int, b: Int) = (1, 2)
            print(pair.b)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["[1, 2] [3] top 0", "2"])
    }

    /// Before: "section identifier must be an identifier, found '.storiesCarousel'".
    @Test func aCaseInATupleLiteralTakesTheEnumTypeOfItsElement() {
        let r = runPasted(
            """
            enum Kind { case top, bottom }
            typealias Row = (kind: Kind, items: [Int])
            let rows: [Row] = [(.top, [1, 2]), (.bottom, [])]
            var snapshot = NSDiffableDataSourceSnapshot<Kind, Int>()
            snapshot.appendSections(rows.map { $0.kind })
            print(rows[1].kind == .bottom, snapshot.numberOfSections)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["true 2"])
    }
}
