import Testing

@testable import PlaygroundScript

/// Stops found by pasting real files whole (the sets of stop 52, run again in stop 53): two views beside each other,
/// of which UIKit shows one.
@Suite struct RealFileStops16Tests {
    /// The list the two tests below show, in a controller that makes a collection view its view.
    static let listController = """
        class ListController: UIViewController {
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            override func loadView() {
                let layout = UICollectionViewCompositionalLayout { _, environment in
                    NSCollectionLayoutSection.list(
                        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                        layoutEnvironment: environment)
                }
                collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                view = collectionView
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                    _, _, _ in nil
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a", "b"])
                dataSource.apply(snapshot)
            }
        }
        """

    /// Kyle Bashour's swipe-actions demo (new22 09) keeps a table view with its own diffable data source for a
    /// comparison mode it leaves off: the collection view is the controller's view. The table's data source used to
    /// replace the collection view's (one data source per session), so frames listed table rows at the screen's
    /// width. Now that data source is inert, a note says why, and the collection view keeps its rows.
    @Test func aTableViewNotOnScreenLeavesTheCollectionViewItsDataSource() {
        var h = Harness()
        _ = h.run(
            "device iPhone15\n" + Self.listController + """

                class Demo: ListController {
                    lazy var tableView = UITableView(frame: .zero, style: .plain)
                    lazy var tableDataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
                        _, _, _ in nil
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.dataSource = tableDataSource
                        var other = NSDiffableDataSourceSnapshot<Int, String>()
                        other.appendSections([0])
                        other.appendItems(["x", "y", "z"])
                        tableDataSource.apply(other)
                    }
                }
                """)
        let loaded = h.run("Demo().loadViewIfNeeded()")
        #expect(
            loaded.diagnostics.contains { $0.contains("is of a table view that is not on screen") },
            "\(loaded.diagnostics)")
        let frames = h.ok("frames")
        // The inset grouped list's two rows, inset by the layout margins; no table rows.
        #expect(frames.filter { $0.hasPrefix("cell") }.count == 2, "\(frames)")
        #expect(frames.contains { $0.contains(" a ") && $0.contains(" 16 ") && $0.contains(" 361 ") }, "\(frames)")
    }

    /// A table view that is a controller's view is on screen: its data source shows its rows, as before.
    @Test func aTableViewThatIsTheControllersViewShowsItsRows() {
        var h = Harness()
        _ = h.run(
            """
            device iPhone15
            class Table: UIViewController {
                let tableView = UITableView(frame: .zero, style: .plain)
                lazy var dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { _, _, _ in nil }
                override func loadView() { view = tableView }
                override func viewDidLoad() {
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(["x", "y", "z"])
                    dataSource.apply(snapshot)
                }
            }
            Table().loadViewIfNeeded()
            """)
        let frames = h.run("frames").out
        #expect(frames.filter { $0.hasPrefix("cell") }.count == 3, "\(frames)")
    }

    /// Apple's Recipes sample (new22 06) casts its column's `splitViewController`; SubPetal's sidebar (new22 08) is a
    /// list in the primary column. `setViewController(_:for:)` keeps the controller (`viewController(for:)`), wraps
    /// it in a navigation controller (whose bar it is under), and makes the split view its `splitViewController`. On
    /// an iPhone the collapsed split view shows the column at the screen's width; on an iPad frames are an error that
    /// says the columns' widths are not modelled (they used to be the whole iPad's width, with no word).
    @Test func aSplitViewColumnKnowsItsSplitViewAndIsLaidOutOnlyWhenCollapsed() {
        var h = Harness()
        _ = h.run(
            "device iPadPro11\n" + Self.listController + """

                class Root: UISplitViewController {}
                let split = Root(style: .doubleColumn)
                let list = ListController()
                split.setViewController(list, for: .primary)
                """)
        #expect(
            h.ok("print(list.splitViewController === split, split.viewController(for: .primary) === list)")
                == ["true true"])
        #expect(
            h.ok("print(list.navigationController != nil, split.viewController(for: .secondary) == nil)") == [
                "true true"
            ])
        #expect(h.ok("print((list.navigationController?.splitViewController as? Root) === split)") == ["true"])
        _ = h.run("list.loadViewIfNeeded()")
        let message = h.error("frames")
        #expect(message.contains("in the primary column of a UISplitViewController"), "\(message)")
        #expect(message.contains("put in the primary column at"), "\(message)")
        _ = h.ok("device iPhone15")
        let frames = h.ok("frames")
        #expect(frames.filter { $0.hasPrefix("cell") }.count == 2, "\(frames)")
        // Under the column's navigation bar: 59 + 44.
        #expect(h.ok("environment").contains("safeAreaInsets: UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)"))
        // A controller shown on its own is in no column: frames again on an iPad.
        _ = h.ok("device iPadPro11")
        _ = h.run("ListController().loadViewIfNeeded()")
        #expect(h.ok("frames").filter { $0.hasPrefix("cell") }.count == 2)
        #expect(h.error("split.setViewController(list, for: .middle)").contains("a split view column is .primary"))
        // Replaced in its column, the controller is in no split view any more.
        _ = h.ok("split.setViewController(ListController(), for: .primary)")
        #expect(
            h.ok("print(list.splitViewController == nil, list.navigationController?.splitViewController == nil)")
                == ["true true"])
    }

    /// A controller pushed under a large-title bar that sets `navigationItem.largeTitleDisplayMode = .never` is
    /// under the standard bar (44 points), not the large one (96); `.automatic` takes the mode of the controller
    /// below it, and popping back gives the root its large title again. (Five files of the sets set the mode.)
    @Test func aNavigationItemsLargeTitleDisplayModeDecidesTheBar() {
        var h = Harness()
        _ = h.run(
            """
            device iPhone15
            class Root: UIViewController {}
            class Detail: UIViewController {
                override func viewDidLoad() { navigationItem.largeTitleDisplayMode = .never }
            }
            class Deeper: UIViewController {}
            let root = Root()
            let nav = UINavigationController(rootViewController: root)
            nav.navigationBar.prefersLargeTitles = true
            nav.loadViewIfNeeded()
            """)
        func bar() -> String? { h.ok("environment").first { $0.hasPrefix("navigationBar:") } }
        #expect(bar() == "navigationBar: 96 pt, large titles, in the safe area")
        _ = h.run("nav.pushViewController(Detail(), animated: false)")
        #expect(bar() == "navigationBar: 44 pt, in the safe area")
        #expect(h.ok("print(nav.topViewController!.navigationItem.largeTitleDisplayMode == .never)") == ["true"])
        _ = h.run("nav.pushViewController(Deeper(), animated: false)")
        #expect(bar() == "navigationBar: 44 pt, in the safe area")
        _ = h.run("nav.popToRootViewController(animated: false)")
        #expect(bar() == "navigationBar: 96 pt, large titles, in the safe area")
        // The root's own item: set while it is shown, the bar follows; its other members stay inert.
        let titled = h.run("root.navigationItem.title = \"Home\"")
        #expect(titled.diagnostics.joined().contains("'navigationItem.title'"), "\(titled.diagnostics)")
        _ = h.ok("root.navigationItem.largeTitleDisplayMode = .never")
        #expect(bar() == "navigationBar: 44 pt, in the safe area")
        #expect(h.ok("print(root.navigationItem === root.navigationItem)") == ["true"])
    }

    /// breadwallet's `MenuItem(title: ...) { ... }` against `init(title:accessoryText: (() -> String)? = nil,
    /// callback:)` (new24 04): Swift's forward scan (SE-0286) passes the defaulted closure parameter, as a later one
    /// needs the trailing closure. A defaulted closure parameter last still takes it.
    @Test func aTrailingClosurePassesADefaultedParameterWhenALaterOneNeedsIt() {
        var h = Harness()
        #expect(
            h.ok(
                """
                struct Item {
                    let title: String
                    let accessoryText: (() -> String)?
                    let callback: () -> Void
                    init(title: String, accessoryText: (() -> String)? = nil, callback: @escaping () -> Void) {
                        self.title = title
                        self.accessoryText = accessoryText
                        self.callback = callback
                    }
                }
                var log: [String] = []
                let item = Item(title: "A") { log.append("tapped") }
                item.callback()
                print(item.title, item.accessoryText == nil, log)
                func load(animated: Bool = true, completion: (() -> Void)? = nil) { completion?() }
                load { log.append("loaded") }
                print(log)
                """) == ["A true [\"tapped\"]", "[\"tapped\", \"loaded\"]"])
    }

    /// NHS COVID-19's `localize(_ key: String)` beside `localize<Key: RawRepresentable>(_ key: Key) where
    /// Key.RawValue == String` (new24 09, 10): of overloads whose labels fit, Swift calls the one whose parameter
    /// types take the arguments, and a generic one only when no other does. The first by labels was called, which
    /// took an enum for a String. Top-level functions overload by type too; redeclaring one with the same labels
    /// and types still replaces it.
    @Test func anOverloadIsChosenByTheArgumentsTypes() {
        var h = Harness()
        // As `is` and `as?` tell them: a String is no Point, an enum with a String raw type no String.
        #expect(
            h.ok(
                """
                struct Spot { var x = 1 }
                enum Raw: String { case a }
                let mixed: [Any] = ["s", Raw.a, 3, Spot()]
                print(mixed.map { $0 is Spot }, mixed.map { $0 is String }, mixed.compactMap { $0 as? Spot }.count)
                """) == ["[false, false, false, true] [true, false, false, false] 1"])
        #expect(
            h.ok(
                """
                enum Key: String { case title = "settings_title" }
                struct Localizer {
                    func localize(_ key: String) -> String { "string " + key }
                    func localize<K: RawRepresentable>(_ key: K) -> String where K.RawValue == String {
                        "generic " + key.rawValue
                    }
                }
                print(Localizer().localize(Key.title), Localizer().localize("raw"))
                """) == ["generic settings_title string raw"])
        #expect(
            h.ok(
                """
                struct Point { var x = 1 }
                func describe(_ v: Point) -> String { "point \\(v.x)" }
                func describe(_ v: String) -> String { "string " + v }
                func describe(_ v: Int) -> String { "int \\(v)" }
                var calls = 0
                func seven() -> Int { calls += 1; return 7 }
                print(describe(Point()), describe("s"), describe(seven()), calls)
                """) == ["point 1 string s int 7 1"])
        _ = h.ok(#"func describe(_ v: String) -> String { "fixed " + v }"#)
        #expect(h.ok(#"print(describe("s"), describe(2))"#) == ["fixed s int 2"])
    }

    /// breadwallet's hex colour helper (`cString.remove(at: cString.startIndex)`, new24 04) and the chunking loops
    /// of other files: a String's indices are Character offsets, as `firstIndex(of:)` already gave them, with
    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:limitedBy:)`, `distance(from:to:)`, `remove(at:)`,
    /// `insert(_:at:)` and ranges of indices as subscripts. An index past the end is Swift's trap.
    @Test func aStringsIndicesWalkItsCharacters() {
        var h = Harness()
        #expect(
            h.ok(
                """
                var hex = "#441E36"
                if hex.hasPrefix("#") { hex.remove(at: hex.startIndex) }
                let word = "hello"
                var start = word.startIndex
                var parts: [String] = []
                while start != word.endIndex {
                    let end = word.index(start, offsetBy: 2, limitedBy: word.endIndex) ?? word.endIndex
                    parts.append(String(word[start..<end]))
                    start = end
                }
                var abc = "ac"
                abc.insert("b", at: abc.index(after: abc.startIndex))
                print(hex, parts, abc, word[word.index(before: word.endIndex)])
                print(word.distance(from: word.startIndex, to: word.endIndex), word[..<word.index(word.startIndex, offsetBy: 2)])
                """) == [#"441E36 ["he", "ll", "o"] abc o"#, "5 he"])
        let message = h.error(#"let w = "ab"; print(w[w.index(w.startIndex, offsetBy: 3)])"#)
        #expect(message.contains("string index 3 is out of bounds"), "\(message)")
        #expect(h.error(#"let v = "ab"; v.remove(at: v.startIndex)"#).contains("let"))
        // An offset that overflows an Int is past the end, as any other.
        let far = h.error(#"let z = "ab"; print(z.index(z.startIndex, offsetBy: Int.max))"#)
        #expect(far.contains("is out of bounds"), "\(far)")
        #expect(h.error(#"let y = "ab"; print(y.index(before: Int.min))"#).contains("is out of bounds"))
    }

    /// NHS COVID-19's language screen (new24 09): `Bundle.preferredLocalizations(from:)` picks the English one of
    /// the list for the playground's user (none of an empty list), and `Locale.characterDirection(forLanguage:)` is
    /// left to right for English, right to left for Arabic.
    @Test func foundationPicksTheUsersLocalizationAndALanguagesDirection() {
        var h = Harness()
        let out = h.run(
            """
            print(Bundle.preferredLocalizations(from: ["fr", "en", "cy"]), Bundle.preferredLocalizations(from: []))
            print(Locale.characterDirection(forLanguage: "en") == .leftToRight)
            print(Locale.characterDirection(forLanguage: "ar-SA") == .rightToLeft)
            """
        ).out
        #expect(out == [#"["en"] []"#, "true", "true"])
        #expect(h.error(#"print(Bundle.preferredLocalizations(from: ["fr", "cy"]))"#).contains("without English"))
    }
}
