import Testing

@testable import PlaygroundScript

/// Stops found by pasting real files whole (stop 55: reactive screens and library data sources).
@Suite struct RealFileStops18Tests {
    /// AltStore's featured screen gives its collection view a Roxas data source: the run ended with "no sections yet
    /// (apply a snapshot first)", and the note said the data source had no effect on the data.
    @Test func aDataSourceOfAnotherModuleIsNamedWhenThereAreNoFrames() {
        var h = Harness()
        let made = h.run(
            """
            class Featured: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                lazy var dataSource = RSTArrayCollectionViewDataSource<String>(items: ["a", "b"])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.dataSource = dataSource
                }
            }
            Featured().loadViewIfNeeded()
            """)
        #expect(
            made.diagnostics.contains {
                $0.contains("not modelled (data sources of another module") && $0.contains("RSTArrayCollectionView")
            }, "\(made.diagnostics)")
        #expect(!made.diagnostics.contains { $0.contains("ignored") && $0.contains("RSTArrayCollectionView") })
        let message = h.error("frames")
        #expect(message.contains("the collection view's data source is RSTArrayCollectionViewDataSource"), "\(message)")
        #expect(h.error("contentSize").contains("UIKit would ask it for the sections and items"))
    }

    /// The program's own data source again: frames follow it, and the library's is forgotten.
    @Test func anOwnDataSourceSetLaterReplacesTheLibrarys() {
        var h = Harness()
        _ = h.run(
            """
            device iPhone15
            class Counts: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
            }
            let counts = Counts()
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 40)
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: flow)
            collectionView.dataSource = RxCollectionViewSectionedReloadDataSource<Int>(configureCell: { _, _, _, _ in UICollectionViewCell() })
            """)
        #expect(h.error("frames").contains("data source is RxCollectionViewSectionedReloadDataSource,"))
        _ = h.ok("collectionView.dataSource = counts")
        _ = h.ok("collectionView.layoutIfNeeded()")
        #expect(h.ok("frames").filter { $0.hasPrefix("cell") }.count == 2)
    }

    /// A table view's data source of RxDataSources made and never given to any view (RxTodo binds it with rx.items
    /// inside bind(reactor:)): the screen's "no elements" names it.
    @Test func aLibraryDataSourceMadeButNeverShownIsNamedWithNoElements() {
        var h = Harness()
        _ = h.run(
            """
            class Tasks: UIViewController {
                let dataSource = RxTableViewSectionedReloadDataSource<Int>(configureCell: { _, _, _, _ in UITableViewCell() })
            }
            let tasks = Tasks()
            """)
        let frames = h.run("frames").out
        #expect(
            frames.contains {
                $0.hasPrefix("no elements")
                    && $0.contains(
                        "data sources of another module, which the playground does not model: "
                            + "'RxTableViewSectionedReloadDataSource'")
            }, "\(frames)")
    }

    /// ReactorKit's `View.reactor` (RxTodo, Drrrible): ReactorKit calls `bind(reactor:)`, whose RxSwift bindings fill
    /// the table. The reactor was named as having no effect on the data; now a note says bind(reactor:) did not run.
    @Test func aReactorKitViewsReactorIsKeptAndItsBindingsNamed() {
        var h = Harness()
        _ = h.ok(
            """
            final class ListViewController: UIViewController {
                var bound: [String] = []
                init(reactor: ListReactor) {
                    super.init(nibName: nil, bundle: nil)
                    self.reactor = reactor
                }
                required init?(coder: NSCoder) { fatalError() }
                func bind(reactor: ListReactor) { bound.append(reactor.name) }
            }
            extension ListViewController: View {}
            final class ListReactor: Reactor { let name = "tasks" }
            """)
        let made = h.run("let list = ListViewController(reactor: ListReactor())")
        #expect(
            made.diagnostics.contains {
                $0.contains("ReactorKit would call ListViewController.bind(reactor:) now")
                    && $0.contains("so it did not run")
            }, "\(made.diagnostics)")
        #expect(!made.diagnostics.contains { $0.contains("ignored") && $0.contains("reactor") })
        #expect(h.ok("print(list.bound, list.reactor?.name ?? \"none\")") == ["[] tasks"])
        // A class that is no ReactorKit view keeps `reactor` as an inherited property the playground does not model.
        let plain = h.run(
            """
            final class Plain: UIViewController {
                func bind(reactor: ListReactor) { }
            }
            Plain().reactor = ListReactor()
            """)
        #expect(plain.diagnostics.contains { $0.contains("ignored") && $0.contains("'UIViewController.reactor'") })
    }

    /// Drrrible's logger calls `setenv` at launch: a Darwin function for the process, inert.
    @Test func darwinProcessFunctionsAreInert() {
        var h = Harness()
        let run = h.run("setenv(\"XcodeColors\", \"YES\", 0)")
        #expect(run.diagnostics.contains { $0.contains("ignored") && $0.contains("'setenv'") }, "\(run.diagnostics)")
        // A function of the program's own of that name is the program's.
        _ = h.ok("func sleep(_ n: Int) -> Int { n * 2 }")
        #expect(h.ok("print(sleep(3))") == ["6"])
    }

    /// Drrrible's logging helpers default `file: StaticString = #file` and `line: UInt = #line`: as in Swift, a default
    /// argument's literal is the caller's place.
    @Test func magicLiteralsAreTheCallersPlaceInADefaultArgument() {
        var h = Harness()
        _ = h.ok(
            """
            func log(_ message: String, file: StaticString = #file, function: String = #function, line: UInt = #line) -> String {
                "\\(file):\\(line) \\(function) \\(message)"
            }
            struct Loader {
                func load() -> String {
                    log("loading")
                }
                func here() -> String { "\\(#line) \\(#column) \\(#function)" }
            }
            """)
        #expect(h.ok("print(Loader().load())") == ["test.lps:6 load() loading"])
        #expect(h.ok("print(Loader().here())") == ["8 41 here()"])
        #expect(h.error("print(log(\"top\"))").contains("'#function' of code outside any function is not modelled"))
    }

    /// SE-0380's `if` and `switch` expressions gave `()` (Kiwix's sidebar sections, Mullvad's list picker): a value
    /// taken from one, and a body that is only one, now gives the branch's value.
    @Test func ifAndSwitchExpressionsGiveTheirBranchesValue() {
        var h = Harness()
        #expect(h.ok("let x = if 2 > 1 { 1 } else { 2 }\nprint(x)") == ["1"])
        _ = h.ok(
            """
            enum Section: CaseIterable {
                case tabs, library
                static let hasLibrary = false
                static var all: [Section] {
                    switch hasLibrary {
                    case true: Section.allCases
                    case false: Section.allCases.filter { $0 != .library }
                    }
                }
            }
            func name(_ n: Int) -> String {
                if n == 1 { "one" } else if n == 2 { switch n { case 2: "two"
                default: "?" } } else { "many" }
            }
            let color: UIColor = if x == 1 { .red } else { .blue }
            """)
        #expect(h.ok("print(Section.all.count)") == ["1"])
        #expect(h.ok("print(name(1), name(2), name(3))") == ["one two many"])
        #expect(h.ok("print([1, 2].map { n in switch n { case 1: \"a\"\ndefault: \"b\" } })") == ["[\"a\", \"b\"]"])
        // A body that is one `if` statement with several statements or a `return` in a branch runs as before.
        _ = h.ok(
            """
            var log: [String] = []
            func visit(_ n: Int) -> Int {
                if n > 0 {
                    log.append("positive")
                    return n
                } else {
                    return -n
                }
            }
            """)
        #expect(h.ok("print(visit(3), visit(-4), log)") == ["3 4 [\"positive\"]"])
    }

    /// Swift's unqualified lookup inside a static member reaches the type's own statics, the compiler's `allCases`
    /// included, and, inside a nested type, the statics of the types it is nested in (IITC-Mobile's sidebar items).
    @Test func unqualifiedStaticsOfTheTypeAndItsEnclosingTypes() {
        var h = Harness()
        _ = h.ok(
            """
            enum Kind: CaseIterable { case a, b, c }
            extension Kind {
                static var some: [Kind] { allCases.filter { $0 != .a } }
            }
            class Sidebar {
                static var iconMap = ["star": "star.fill"]
                static func prefix() -> String { "sf:" }
                struct Item {
                    let image: String
                    static func from(icon: String) -> Item { Item(image: prefix() + (iconMap[icon] ?? "?")) }
                    func count() -> Int { iconMap.count }
                }
            }
            """)
        #expect(h.ok("print(Kind.some.count)") == ["2"])
        #expect(h.ok("print(Sidebar.Item.from(icon: \"star\").image)") == ["sf:star.fill"])
        #expect(h.ok("print(Sidebar.Item(image: \"x\").count())") == ["1"])
        // A name no enclosing type declares is still Swift's error.
        #expect(h.error("struct Lone { static func f() -> Int { missing } }\nprint(Lone.f())").contains("cannot find"))
    }

    /// SwiftGen's `StoryboardScene.SettingsViewController` beside the app's class of that name, declared later
    /// (Element's settings): the class replaced the nested enum, so `storyboardName` was not found.
    @Test func aTopLevelTypeNamedLikeANestedOneKeepsBoth() {
        var h = Harness()
        _ = h.ok(
            """
            enum StoryboardScene {
                enum SettingsViewController {
                    static let storyboardName = "Settings"
                }
            }
            class SettingsViewController: UIViewController {
                class func make() -> String { StoryboardScene.SettingsViewController.storyboardName }
                let title2 = "controller"
            }
            """)
        #expect(
            h.ok("print(SettingsViewController.make(), SettingsViewController().title2)") == ["Settings controller"])
    }

    /// AnimatedCollectionViewLayout's example overrides `layoutAttributesClass` and casts `super`'s attributes to its
    /// class: UIKit makes them of that class, so the cast holds. The playground made UIKit's, so every cell was hidden.
    @Test func aLayoutsAttributesClassIsTheClassOfSupersAttributes() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            class CardAttributes: UICollectionViewLayoutAttributes {
                var offset: CGFloat = 7
            }
            class CardLayout: UICollectionViewFlowLayout {
                override class var layoutAttributesClass: AnyClass { return CardAttributes.self }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
                    return attributes.compactMap { $0.copy() as? CardAttributes }
                }
            }
            class VC: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            }
            let cardLayout = CardLayout()
            cardLayout.itemSize = CGSize(width: 100, height: 100)
            let vc = VC(collectionViewLayout: cardLayout)
            vc.loadViewIfNeeded()
            """)
        let frames = h.run("frames").out
        #expect(frames.filter { $0.hasPrefix("cell") }.count == 3, "\(frames)")
        #expect(!frames.contains { $0.contains("hidden") }, "\(frames)")
        #expect(
            h.ok(
                "print((cardLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 393, height: 852))?.first as? CardAttributes)?.offset ?? -1)"
            )
                == ["7.0"])
    }

    /// A storyboard's UITableViewController (NetNewsWire, DuckDuckGo) whose view loads without the code reading
    /// `tableView`: the run ended with "apply a snapshot first". UIKit's loadView gives it its table view, laid out
    /// from its classic data source, in Interface Builder's default style, which a note names.
    @Test func aStoryboardTableViewControllersTableLoadsWithItsView() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            class VC: UITableViewController {
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
            }
            """)
        let loaded = h.run(
            """
            let vc = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "VC") as! VC
            vc.loadViewIfNeeded()
            """)
        #expect(
            loaded.diagnostics.contains { $0.contains("the table view of VC, made by a storyboard or nib") },
            "\(loaded.diagnostics)")
        let frames = h.run("frames").out
        #expect(frames.filter { $0.hasPrefix("cell") }.count == 6, "\(frames)")
        // Made in code, its table is the one its init made, with no note.
        let code = h.run("VC(style: .insetGrouped).loadViewIfNeeded()")
        #expect(!code.diagnostics.contains { $0.contains("made by a storyboard") })
    }

    /// Workout-Capstone assigns its diffable data source subclass to `collectionView.dataSource` too (UIKit: it
    /// already is the data source); the playground then asked it for classic counts. A subclass may also be the
    /// top-level `dataSource`.
    @Test func aDiffableDataSourceSubclassAssignedAsTheDataSourceStaysDiffable() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            enum Section { case main }
            class ExerciseDataSource: UICollectionViewDiffableDataSource<Section, String> {
                func names() -> String { snapshot().itemIdentifiers.joined(separator: ",") }
            }
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
            """)
        _ = h.run(
            """
            let dataSource = ExerciseDataSource(collectionView: collectionView) { _, _, _ in nil }
            collectionView.dataSource = dataSource
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["Curls", "Dips", "Push-ups"])
            dataSource.apply(snapshot, animatingDifferences: false)
            """)
        #expect(h.run("frames").out.filter { $0.hasPrefix("cell") }.count == 3)
        #expect(h.ok("print(dataSource.names())") == ["Curls,Dips,Push-ups"])
    }

    /// Kiwix logs with os.Logger's `\(value, privacy: .public)`; Simplenote makes `[String: [Int: String]]()`.
    @Test func logInterpolationsAndNestedDictionaryTypes() {
        var h = Harness()
        _ = h.run("let logger = Logger(subsystem: \"app\", category: \"ui\")")
        _ = h.ok("let key = \"name\"")
        #expect(
            h.run("logger.debug(\"missing \\(key, privacy: .public)\")").diagnostics.allSatisfy {
                !$0.contains("error")
            })
        #expect(h.ok("print(\"\\(key, privacy: .private)\")") == ["name"])
        #expect(h.ok("var plain = [String: [Int: String]]()\nplain[\"a\"] = [1: \"x\"]\nprint(plain.count)") == ["1"])
    }

    /// NetNewsWire's `instantiateController<T>(ofType:)` casts a storyboard's controller `as? T`: the cast was to the
    /// letter `T`, so the controller stayed an unmodelled value and the run ended with no frames.
    @Test func aStoryboardControllerCastToAGenericParameterIsTheBoundType() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            extension UIStoryboard {
                func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
                    guard let viewController = instantiateViewController(withIdentifier: String(describing: type)) as? T else { fatalError() }
                    return viewController
                }
            }
            class VC: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            }
            """)
        _ = h.run("let vc = UIStoryboard(name: \"Settings\", bundle: nil).instantiateController(ofType: VC.self)")
        #expect(h.ok("print(type(of: vc))") == ["VC"])
        _ = h.run("vc.loadViewIfNeeded()")
        #expect(h.run("frames").out.filter { $0.hasPrefix("cell") }.count == 3)
    }

    /// Mullvad's picker made at the top level as `let dataSource = PickerDataSource(...)` (a class of the program's)
    /// was refused as the built-in name. It is the program's variable now, named in a note.
    @Test func aTopLevelValueOfTheProgramsTypeNamedLikeABuiltInIsTheProgramsVariable() {
        var h = Harness()
        _ = h.ok("final class PickerDataSource { let rows = [\"a\", \"b\"] }")
        let declared = h.run("let dataSource = PickerDataSource()")
        #expect(
            declared.diagnostics.contains {
                $0.contains("'dataSource' is the program's PickerDataSource from here on")
            },
            "\(declared.diagnostics)")
        #expect(h.ok("print(dataSource.rows.count)") == ["2"])
        // A value of none of the program's types is still refused.
        #expect(h.error("let environment = 3").contains("built in and cannot be redefined"))
    }

    /// WireGuard's settings read `tableView.contentSize` in viewDidLayoutSubviews while the table's footer view has
    /// no known height: the error pointed at the first line of the file. It points at the read now.
    @Test func aLayoutErrorStartedByAReadIsPlacedAtTheRead() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            class VC: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.tableFooterView = UIImageView(image: nil)
                }
                func height() -> CGFloat {
                    let size = tableView.contentSize
                    return size.height
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            }
            """)
        _ = h.run("let vc = VC(style: .grouped)\nvc.loadViewIfNeeded()")
        let failed = h.run("print(vc.height())")
        let message = failed.diagnostics.joined(separator: "\n")
        #expect(message.contains("tableFooterView is a view whose height the playground does not know"), "\(message)")
        #expect(message.contains("let size = tableView.contentSize"), "\(message)")
    }

    /// CenteredCollectionView's example arranges its collection view in a UIStackView: the playground lays it out at
    /// the screen's size, and now says so.
    @Test func aCollectionViewArrangedByAStackViewIsNamedInANote() {
        var h = Harness()
        _ = h.ok(
            "device iPhone15\nlet collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())"
        )
        let stacked = h.run("let stack = UIStackView(arrangedSubviews: [collectionView, UIView()])")
        #expect(
            stacked.diagnostics.contains { $0.contains("the collection view is an arranged subview of a UIStackView") },
            "\(stacked.diagnostics)")
        let table = h.run("let table = UITableView()\nstack.addArrangedSubview(table)")
        #expect(table.diagnostics.contains { $0.contains("the table view is an arranged subview of a UIStackView") })
    }

    /// SnapKit's `snp.makeConstraints` and TinyConstraints' `edgesToSuperview()` on the collection or table view
    /// were named as having no effect on the layout; they size the view, which the playground does not solve, so a
    /// note now says the size the frames assume.
    @Test func anAutoLayoutLibrarysConstraintsOnTheViewAreNamedWithTheSizeAssumed() {
        var h = Harness()
        let run = h.run(
            """
            device iPhone15
            class VC: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(collectionView)
                    collectionView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    tableView.edgesToSuperview()
                }
            }
            VC().loadViewIfNeeded()
            """)
        let notes = run.diagnostics.joined(separator: "\n")
        #expect(
            notes.contains(
                "the collection view is constrained with 'snp.makeConstraints' (an Auto Layout library's), which the "
                    + "playground does not solve: the frames below assume the collection view is 393 x 852"), "\(notes)"
        )
        #expect(notes.contains("the table view is constrained with 'edgesToSuperview'"), "\(notes)")
        #expect(
            !notes.contains("'snp.makeConstraints',")
                && !notes.contains("ignored (no effect on the layout or the data): 'view.addSubview', 'snp"))
    }

    /// Firefox's `typealias HomepageSection = HomepageDiffableDataSource.HomeSection` beside a `HomeItem` with a
    /// `header(_:)` case: `appendSections([.header])` took the item's case, as the section type (kept under its own
    /// name) was not found through the alias.
    @Test func aLeadingDotIdentifierOfANestedTypeThroughAnAliasIsThatTypesCase() {
        var h = Harness()
        _ = h.ok(
            """
            typealias HomepageSection = Holder.HomeSection
            final class Holder {
                enum HomeSection: Hashable { case header, footer }
                enum HomeItem: Hashable { case header(String) }
            }
            var snapshot = NSDiffableDataSourceSnapshot<HomepageSection, String>()
            snapshot.appendSections([.header, .footer])
            var nested = NSDiffableDataSourceSnapshot<Holder.HomeSection, String>()
            nested.appendSections([.header])
            """)
        #expect(
            h.ok("print(snapshot.sectionIdentifiers, nested.sectionIdentifiers)") == [
                "[HomeSection.header, HomeSection.footer] [HomeSection.header]"
            ])
    }

    /// Corona-Warn-App assigns `collectionView.collectionViewLayout = .homeLayout(delegate:)`, a class func of its
    /// extension of UICollectionViewLayout: the leading dot had no type around it there.
    @Test func aLeadingDotLayoutFromAnExtensionAssignedToTheCollectionView() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            extension UICollectionViewLayout {
                class func listLayout(height: CGFloat) -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.collectionViewLayout = .listLayout(height: 60)
            """)
        #expect(h.ok("print(collectionView.collectionViewLayout is UICollectionViewCompositionalLayout)") == ["true"])
    }

    /// WordPress's dashboard makes an `IntrinsicCollectionView` (its UICollectionView subclass, in a file not pasted):
    /// it was taken as another module's type, inert, and the screen had no frames. Made with UICollectionView's
    /// initializer, it is taken as one now, with a note.
    @Test func anUndeclaredTypeMadeWithACollectionViewsInitializerIsACollectionView() {
        var h = Harness()
        let made = h.run(
            """
            device iPhone15
            let layout = UICollectionViewCompositionalLayout { _, _ in
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
            let collectionView = IntrinsicCollectionView(frame: .zero, collectionViewLayout: layout)
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2])
            dataSource.apply(snapshot)
            """)
        #expect(
            made.diagnostics.contains {
                $0.contains("no file of the program declares 'IntrinsicCollectionView'")
                    && $0.contains("it is taken as a UICollectionView")
            }, "\(made.diagnostics)")
        #expect(!made.diagnostics.contains { $0.contains("ignored") && $0.contains("IntrinsicCollectionView") })
        #expect(h.run("frames").out.filter { $0.hasPrefix("cell") }.count == 2)
    }

    /// AnimatedCollectionViewLayout's example has 32,767 items, and its layout's method runs over all of them at once:
    /// the step limit's error now says why it may be reached there.
    @Test func theStepLimitInALayoutsMethodSaysItRanOverTheWholeContent() {
        var h = Harness()
        _ = h.ok(
            """
            set steps 20000
            class CardLayout: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
                    for a in attributes { a.alpha = 0.5; a.zIndex = 1; a.alpha = 0.9 }
                    return attributes
                }
            }
            class VC: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3000 }
            }
            let cardLayout = CardLayout()
            cardLayout.itemSize = CGSize(width: 100, height: 100)
            """)
        let failed = h.run("VC(collectionViewLayout: cardLayout).loadViewIfNeeded()\ncontentSize")
        let text = failed.diagnostics.joined(separator: "\n")
        #expect(text.contains("the statement ran 20000 steps"), "\(text)")
        #expect(
            text.contains(
                "CardLayout.layoutAttributesForElements(in:) was asked for the whole content at once (3000 items)"),
            "\(text)")
    }

    /// MobileUp's ListController and Gamoitsani make values with `self.init(...)` in a static member, where `self`
    /// is the type; Gamoitsani reorders with `swapAt`.
    @Test func selfInitInAStaticMemberAndSwapAt() {
        var h = Harness()
        _ = h.ok(
            """
            struct Insets {
                var top: Double
                static var zero: Insets { self.init(top: 0) }
                static func of(_ t: Double) -> Insets { .init(top: t) }
            }
            var a = [1, 2, 3]
            a.swapAt(0, 2)
            """)
        #expect(h.ok("print(Insets.zero.top, Insets.of(2).top, a)") == ["0.0 2.0 [3, 2, 1]"])
        #expect(h.error("a.swapAt(0, 5)").contains("swapAt(0, 5) on an array of 3 elements"))
    }

    /// Gamoitsani's `loadFromNib()` of an extension of UIViewController calls its own `with(name:...)` unqualified,
    /// which makes `self.init(nibName:bundle:)`: called as `GameDetailsViewController.loadFromNib()`, `Self` is that
    /// class all the way down, as in Swift. It was UIViewController past the first call.
    @Test func selfStaysTheCalledTypeThroughAnUnqualifiedStaticCall() {
        var h = Harness()
        _ = h.ok(
            """
            extension UIViewController {
                static func loadFromNib() -> Self { with(name: nil) }
                static func with(name: String?) -> Self { self.init(nibName: name, bundle: nil) }
            }
            class DetailsViewController: UIViewController { let marker = 7 }
            """)
        #expect(h.ok("print(DetailsViewController.loadFromNib().marker)") == ["7"])
    }
}
