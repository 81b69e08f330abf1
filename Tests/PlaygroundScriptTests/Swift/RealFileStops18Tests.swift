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
}
