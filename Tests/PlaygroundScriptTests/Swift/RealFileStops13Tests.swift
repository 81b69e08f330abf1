import Testing

@testable import PlaygroundScript

/// Stops found by pasting real files whole (view controllers fed by view models, stores and services): Swift and
/// UIKit they use on the way from their data to the screen.
@Suite struct RealFileStops13Tests {
    /// `appendSections([.zero])` with Int sections: the standard type's static member.
    @Test func aStandardTypesStaticMemberAsAnIdentifier() {
        var h = Harness()
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<Int, String>()")
        _ = h.ok("snapshot.appendSections([.zero])")
        _ = h.ok("snapshot.appendItems([\"a\", \"b\"], toSection: .zero)")
        #expect(h.ok("print(snapshot.sectionIdentifiers, snapshot.numberOfItems)") == ["[0] 2"])
    }

    /// `task = .detached { ... }` runs as `Task.detached { }` does; `Task.isCancelled` is false (the playground
    /// cancels no task).
    @Test func aDetachedTaskWrittenWithALeadingDotRuns() {
        var h = Harness()
        _ = h.ok(
            """
            final class Loader {
                var task: Task<Void, Never>?
                var loaded: [String] = []
                func start() {
                    task = .detached { [self] in
                        guard !Task.isCancelled else { return }
                        self.loaded = ["a", "b", "c"]
                    }
                }
            }
            """)
        _ = h.ok("let loader = Loader()")
        _ = h.run("loader.start()")
        #expect(h.ok("print(loader.loaded.count)") == ["3"])
    }

    /// `UIView.noIntrinsicMetric` is -1; C's `floorf` is `floor`; an enum's own `static var allCases` is the one
    /// read (an enum with associated values has none synthesized).
    @Test func constantsCFunctionsAndADeclaredAllCases() {
        var h = Harness()
        #expect(h.ok("print(CGSize(width: 350, height: UIView.noIntrinsicMetric).height)") == ["-1.0"])
        #expect(h.ok("print(Int(floorf(Float(393) / 300.0)), ceilf(1.2))") == ["1 2.0"])
        _ = h.ok(
            """
            enum Kind: Hashable, CaseIterable {
                case a(String)
                static var allCases: [Kind] = []
            }
            """)
        _ = h.ok("Kind.allCases.append(.a(\"x\"))")
        _ = h.ok("Kind.allCases.append(.a(\"y\"))")
        #expect(h.ok("print(Kind.allCases.count)") == ["2"])
    }

    /// A subclass of UICollectionViewCompositionalLayout: the layout its `super.init(sectionProvider:configuration:)`
    /// (or an inherited `init(section:)`) makes is what the collection view shows; one that overrides the
    /// attributes is a located error.
    @Test func aCompositionalLayoutSubclass() {
        var h = Harness()
        _ = h.ok("device iPhone15")
        _ = h.ok(
            """
            class ListLayout: UICollectionViewCompositionalLayout {
                init() {
                    super.init(sectionProvider: { _, _ in
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }, configuration: UICollectionViewCompositionalLayoutConfiguration())
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Plain: UICollectionViewCompositionalLayout {}
            class Own: UICollectionViewCompositionalLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    super.layoutAttributesForElements(in: rect)
                }
            }
            """)
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: ListLayout())")
        _ = h.run(
            "let ds = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { _, _, _ in UICollectionViewCell() }"
        )
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("s.appendSections([0])")
        _ = h.ok("s.appendItems([1, 2, 3])")
        _ = h.run("ds.apply(s)")
        #expect(h.ok("contentSize") == ["contentSize: 393 x 132"])
        _ = h.ok(
            "let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))])"
        )
        _ = h.ok("cv.collectionViewLayout = Plain(section: NSCollectionLayoutSection(group: group))")
        #expect(h.ok("contentSize") == ["contentSize: 393 x 100"])
        #expect(
            h.error("let own = Own(section: NSCollectionLayoutSection(group: group))").contains(
                "Own overrides layoutAttributesForElements of UICollectionViewCompositionalLayout"))
    }

    /// An alias nested in a class does not hide a top-level type of its name elsewhere; `typealias ViewModel =
    /// ViewModel` in a generic class (its parameter meeting a protocol's associated type) declares nothing.
    @Test func nestedAliasesKeepToTheirType() {
        var h = Harness()
        _ = h.ok(
            """
            enum Search {
                typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>
                enum Section: Hashable { case searchResult }
                enum Item: Hashable { case video(String) }
            }
            final class SearchModel {
                typealias Search = (String, Int) -> Void
            }
            protocol Configured { associatedtype ViewModel: Hashable; var viewModel: ViewModel? { get } }
            class Configuration<ViewModel: Hashable>: Configured {
                typealias ViewModel = ViewModel
                var viewModel: ViewModel?
                init(viewModel: ViewModel?) { self.viewModel = viewModel }
            }
            """)
        #expect(h.ok("print(Search.Snapshot().numberOfItems)") == ["0"])
        #expect(h.ok("print(Configuration(viewModel: 3).viewModel ?? 0)") == ["3"])
    }

    /// `Box<Kind>(items: [.a(1), .a(2)])`: the generic arguments the call names type its arguments (`.a(1)` is
    /// `Kind.a(1)`), for a struct as for a class.
    @Test func explicitGenericArgumentsTypeTheArguments() {
        var h = Harness()
        _ = h.ok(
            """
            struct Box<Element: Hashable> { var items: [Element] }
            enum Kind: Hashable { case a(Int) }
            """)
        _ = h.ok("let box = Box<Kind>(items: [.a(1), .a(2)])")
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<Int, Kind>()")
        _ = h.ok("snapshot.appendSections([0])")
        _ = h.ok("snapshot.appendItems(box.items, toSection: 0)")
        #expect(h.ok("print(snapshot.numberOfItems, box.items[1])") == ["2 a(2)"])
    }

    /// `data[.exampleSection] = items` on a `[Section: [Item]]`: the leading-dot key is `Section.exampleSection`, so
    /// `data[section]` finds it; `dictionary[key, default: value]` reads and changes through the default.
    @Test func dictionaryKeysTypedByTheDeclarationAndDefaults() {
        var h = Harness()
        _ = h.ok(
            """
            enum Section: Hashable, CaseIterable { case example, other }
            func load() -> [Section: [Int]] {
                var data: [Section: [Int]] = [:]
                data[.example] = [1, 2, 3]
                return data
            }
            """)
        _ = h.ok("let data = load()")
        #expect(h.ok("for s in Section.allCases { print(s, data[s]?.count ?? 0) }") == ["example 3", "other 0"])
        _ = h.ok("var groups: [Section: [Int]] = [:]")
        _ = h.ok("groups[.other, default: []].append(7)")
        _ = h.ok("groups[.other, default: []].append(8)")
        _ = h.ok("var counts: [String: Int] = [:]")
        _ = h.ok("for w in [\"a\", \"b\", \"a\"] { counts[w, default: 0] += 1 }")
        #expect(
            h.ok("print(groups[Section.other] ?? [], counts[\"a\"] ?? 0, counts[\"z\", default: -1])") == [
                "[7, 8] 2 -1"
            ])
    }

    /// `storyboard.instantiateInitialViewController() as! ListViewController` (or `as? Self` in a
    /// StoryboardInstantiable helper): the program's controller, made as the storyboard makes it, so its
    /// viewDidLoad runs when its view loads (it was inert, and nothing of it ran).
    @Test func aStoryboardsControllerCastToTheProgramsClassIsMade() {
        var h = Harness()
        _ = h.ok(
            """
            class ListViewController: UIViewController {
                var loaded = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    loaded = true
                }
            }
            protocol StoryboardMade {}
            extension StoryboardMade where Self: UIViewController {
                static func make() -> Self {
                    guard let vc = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? Self
                    else { fatalError("no such controller") }
                    return vc
                }
            }
            extension ListViewController: StoryboardMade {}
            """)
        let (_, notes) = h.runWithoutErrors(
            "let vc = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"List\") as! ListViewController"
        )
        #expect(notes.contains { $0.contains("made as the storyboard makes it") })
        _ = h.ok("vc.loadViewIfNeeded()")
        #expect(h.ok("print(vc.loaded)") == ["true"])
        _ = h.runWithoutErrors("let other = ListViewController.make()")
        _ = h.ok("other.loadViewIfNeeded()")
        #expect(h.ok("print(other.loaded)") == ["true"])
    }
}
