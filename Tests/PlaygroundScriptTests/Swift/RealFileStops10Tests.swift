import Testing

@testable import PlaygroundScript

/// What stopped real files of four fresh sets (stop 48): shipped apps, tutorials, classic data sources and
/// iOS 14 lists, each test naming the file or the Swift it came from.
@Suite struct RealFileStops10Tests {
    /// Before, silent: `regex.firstMatch(...) != nil` of an unmodelled value was true with no word (an
    /// `if let` of it said so in a note). Now the comparison says so once too.
    @Test func anUnmodelledValueComparedWithNilIsNamed() {
        var h = Harness()
        h.runWithoutErrors("let m = UIPasteboard.general.string")
        let (out, diags) = h.runWithoutErrors("print(m != nil, m == nil)")
        #expect(out == ["true false"])
        #expect(
            diags.filter { $0.contains("'!= nil' took the unmodelled value 'UIPasteboard.general.string' as present") }
                .count == 1, "\(diags)")
        let (_, again) = h.runWithoutErrors("print(m == nil)")
        #expect(!again.contains { $0.contains("as present") }, "\(again)")
    }

    /// Before: "type alias 'Result' references itself" (Shuffler's `protocol ListsUpdater { typealias Result =
    /// Swift.Result<[List], ListError> }`), and a member alias named `Result` replaced Swift's everywhere.
    @Test func aMemberAliasNamedAsASwiftTypeStaysTheMembers() {
        let (out, failed, all) = runPasted(
            """
            enum ListError: Error { case notFound }
            protocol ListsUpdater { typealias Result = Swift.Result<[String], ListError> }
            protocol Counter { typealias Result = Int }
            final class Screen {
                var names: [String] = []
                func handle(_ result: ListsUpdater.Result) {
                    if case .success(let lists) = result { names = lists }
                }
                func other(_ r: Result<Int, ListError>) -> Int { if case .success(let n) = r { return n }; return -1 }
            }
            let s = Screen()
            s.handle(.success(["a", "b"]))
            let n: Foundation.Date? = nil
            print(s.names, s.other(.success(3)), n == nil)
            """)
        #expect(!failed, "\(all)")
        #expect(out == [#"["a", "b"] 3 true"#])
    }

    /// Before: "'NSRectAlignment.top' is not modelled" and "'UICollectionView.ScrollPosition.centeredVertically' is not
    /// modelled" (a sidebar's `selectItem`). A case written with its type is the leading dot's value.
    @Test func anEnumCaseWrittenWithItsTypeIsTheLeadingDotsValue() {
        var h = Harness()
        h.runWithoutErrors(
            """
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: NSRectAlignment.bottom)
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [header]
            layout = UICollectionViewCompositionalLayout(section: section)
            var snapshot = Snapshot()
            snapshot.appendSections(["s"])
            snapshot.appendItems(Array(0..<30))
            dataSource.apply(snapshot)
            """)
        let rows = h.runWithoutErrors("frames").out.filter { $0.hasPrefix("supplementary") }
        #expect(rows.count == 1 && rows[0].contains(" 1500 "), "\(rows)")
        // A call or a member read of a nested UIKit type stays unmodelled, as before.
        let (out, _) = h.runWithoutErrors("let c = UIButton.Configuration.filled(); print(c)")
        #expect(out == ["<UIButton.Configuration.filled()>"])
    }

    /// Before: "cannot infer the type of '.init(...)'" for `selectItem(at: .init(row: 0, section: 0), ...)`, and
    /// 'UICollectionView.ScrollPosition.centeredVertically' not modelled.
    @Test func aSelectionTakesItsIndexPathAndPositionFromContext() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class Sidebar: UIViewController {
                var collectionView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let config = UICollectionLayoutListConfiguration(appearance: .plain)
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
                    let reg = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
                    let ds = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, ip, item in
                        cv.dequeueConfiguredReusableCell(using: reg, for: ip, item: item)
                    }
                    var s = NSDiffableDataSourceSnapshot<Int, Int>()
                    s.appendSections([0])
                    s.appendItems(Array(0..<40))
                    ds.apply(s, animatingDifferences: false)
                    collectionView.selectItem(at: .init(row: 30, section: 0), animated: false,
                                              scrollPosition: UICollectionView.ScrollPosition.centeredVertically)
                }
            }
            let vc = Sidebar()
            vc.loadViewIfNeeded()
            """)
        // Row 30 (y 1320, 44 high) centred in what the safe area leaves of the 852-point view (59 above, 34 below):
        // 1342 - (59 + 759 / 2).
        #expect(h.runWithoutErrors("environment.contentOffset").out == ["(x: 0, y: 903.5)"])
    }

    /// Before: a method of the program's `extension UIView` called on a collection view, a label or a view subclass
    /// was "ignored" (not run), and inside it `addSubview(v)` without `self.` could not be found (Mullvad's
    /// `addConstrainedSubviews`, Mastodon's `pinTo(to:padding:)`).
    @Test func anExtensionOfAUIKitSuperclassRunsOnItsSubclasses() {
        var h = Harness()
        h.runWithoutErrors(
            """
            var pinned: [String] = []
            extension UIView {
                func pin(_ v: UIView, padding: UIEdgeInsets = .zero) {
                    addSubview(v)
                    translatesAutoresizingMaskIntoConstraints = false
                    pinned.append("\\(-padding.right)")
                }
            }
            extension UIScrollView { func scrolls() -> Bool { true } }
            class Card: UIView {}
            let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            """)
        let (out, _) = h.runWithoutErrors(
            "cv.pin(UIView()); UILabel().pin(UIView()); Card().pin(UIView()); print(pinned, cv.scrolls())")
        #expect(out == [#"["-0.0", "-0.0", "-0.0"] true"#])
        // A layout object the session keeps (a compositional layout) finds its UIKit superclass's extension too.
        let (kind, _) = h.runWithoutErrors(
            """
            extension UICollectionViewLayout { func kind() -> String { "a layout" } }
            print(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)).kind())
            """)
        #expect(kind == ["a layout"])
    }

    /// Before, differing between runs: with two collection views of classic data sources in one controller, `frames`
    /// took the counts of whichever the heap's order gave, and `top.numberOfItems(inSection:)` answered the other's.
    @Test func twoClassicCollectionViewsAnswerEachForItselfTheSameOnEveryRun() {
        let program = """
            class Count: NSObject, UICollectionViewDataSource {
                let n: Int
                init(n: Int) { self.n = n }
                func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { n }
                func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
            }
            class VC: UIViewController {
                let a = Count(n: 4)
                let b = Count(n: 2)
                let top = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                let bottom = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    top.dataSource = a
                    bottom.dataSource = b
                }
            }
            let vc = VC()
            vc.loadViewIfNeeded()
            print(vc.top.numberOfItems(inSection: 0), vc.bottom.numberOfItems(inSection: 0))
            """
        var seen: Set<[String]> = []
        for _ in 0..<6 {
            var h = Harness()
            let (out, _) = h.runWithoutErrors(program)
            #expect(out == ["4 2"])
            seen.insert(h.runWithoutErrors("frames").out)
        }
        #expect(seen.count == 1, "\(seen)")
    }

    /// Before: "cannot find 'accessibilityLabel' in scope" in a `UIBarButtonItem` subclass (Corona-Warn-App), "cannot
    /// find 'setTitleColor' in scope" in a button with a `titleColor` property, and "no member 'addSubview'" (did you
    /// mean 'addSubviews'?) in Stepik's views: UIKit's own members, not misspellings of the program's.
    @Test func inheritedUIKitMembersWithoutSelfAreUIKits() {
        let (out, failed, all) = runPasted(
            """
            class Close: UIBarButtonItem {
                override init() {
                    super.init()
                    accessibilityLabel = "Close"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Button: UIButton {
                var titleColor = UIColor.label
                func setup() { setTitleColor(titleColor, for: .normal) }
            }
            final class ListView: UIView {
                func addSubviews() { self.addSubview(UIView()) }
            }
            _ = Close()
            Button().setup()
            ListView().addSubviews()
            print("made")
            """)
        #expect(!failed, "\(all)")
        #expect(out == ["made"])
    }

    /// Before: "the collection view's data source (AchievementsDataSource) has no collectionView(_:numberOfItemsInSection:)"
    /// (Habitica): a subclass overriding one `collectionView(...)` inherits the others.
    @Test func aDataSourceSubclassInheritsTheOverloadsItDoesNotOverride() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class Base: NSObject, UICollectionViewDataSource {
                var items = [String]()
                func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
                func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
            }
            class Achievements: Base {
                override init() {
                    super.init()
                    items = ["a", "b", "c"]
                }
                override func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                }
            }
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 50, height: 50)
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: flow)
            let source = Achievements()
            collectionView.dataSource = source
            """)
        #expect(h.runWithoutErrors("frames").out.filter { $0.hasPrefix("cell") }.count == 3)
    }

    /// Before: "'+' needs its value" for `AccessibilityIdentifiers.close + suffix` going to an ignored property, and
    /// "cannot infer the type of '.init(...)'" for `tableView.separatorInset = .init(...)`: both stay unmodelled, and
    /// the unmodelled text is still an error where it would be data.
    @Test func unmodelledTextAndValuesGoingToIgnoredPropertiesStayUnmodelled() {
        var h = Harness()
        h.runWithoutErrors(
            """
            let button = UIButton()
            button.accessibilityIdentifier = Identifiers.close + "-contrast"
            let table = UITableView(frame: .zero, style: .grouped)
            table.separatorInset = .init(top: 0, left: 17, bottom: 0, right: 17)
            """)
        let message = h.error(
            "var s = Snapshot(); s.appendSections([\"a\"]); s.appendItems([Identifiers.close + \"x\"])")
        #expect(message.contains("Identifiers.close"), "\(message)")
    }

    /// Before: "'UserDefaults.Keys.freeTrialOver' is not modelled" (a settings screen's
    /// `extension UserDefaults { struct Keys { ... } }`) and a key `.distanceUnits` of the program's `extension String`
    /// was "a UserDefaults key must be a String, found an implicit member".
    @Test func typesNestedInExtensionsOfUnmodelledTypesAreTheProgramsAndKeysAreStrings() {
        let (out, failed, all) = runPasted(
            """
            extension UserDefaults { struct Keys { static let trial = "Trial" } }
            extension UIButton.Configuration { enum Padding { static let wide = 12 } }
            extension String { static let units = "units" }
            UserDefaults.standard.set(2, forKey: .units)
            UserDefaults.standard.set(true, forKey: UserDefaults.Keys.trial)
            print(UserDefaults.Keys.trial, UIButton.Configuration.Padding.wide, UserDefaults.standard.integer(forKey: .units))
            print(UserDefaults.standard.bool(forKey: UserDefaults.Keys.trial))
            """)
        #expect(!failed, "\(all)")
        #expect(out == ["Trial 12 2", "true"])
    }

    /// Before: `datePicker.date` was unmodelled ("expected a Date"), and `Locale.current.calendar.isDateInToday(_:)`
    /// too (Today's reminder list filtering its items). A picker's date is the date it was made at; the device
    /// locale's calendar is `Calendar.current`.
    @Test func aDatePickersDateAndTheLocalesCalendarAreModelled() {
        var h = Harness()
        let (out, diags) = h.runWithoutErrors(
            """
            let picker = UIDatePicker()
            let soon = Date().addingTimeInterval(800)
            let later = Date().addingTimeInterval(101_000)
            print(picker.date == Date(), Locale.current.calendar.isDateInToday(soon),
                  Locale.current.calendar.isDateInToday(later))
            """)
        #expect(out == ["true true false"])
        #expect(diags.contains { $0.contains("a date picker's date is the date it was made at") }, "\(diags)")
    }

    /// Before: "the playground does not model the Combine operator 'assign'" (a Combine-fed list): `assign(to:on:)`
    /// sets the property to each value, with its observers, as `sink { box.names = $0 }` does.
    @Test func combineAssignSetsThePropertyToEachValue() {
        var h = Harness()
        let (out, _) = h.runWithoutErrors(
            """
            final class Repository { @Published var names: [String] = ["Orange", "Lime"] }
            final class Box { var names: [String] = [] { didSet { print("didSet", names.count) } } }
            let repository = Repository()
            let box = Box()
            var bag: [AnyCancellable] = []
            repository.$names.assign(to: \\.names, on: box).store(in: &bag)
            repository.names.append("Kiwi")
            print(box.names)
            """)
        #expect(out == ["didSet 2", "didSet 3", #"["Orange", "Lime", "Kiwi"]"#])
        let message = h.error("repository.$names.assign(to: \\.names, on: 3)")
        #expect(message.contains("assign(to:on:) sets a property of a class instance"), "\(message)")
    }

    /// Before: "cannot find 'traitCollection' in scope" in a view (Brave's tab tray picking 2 or 3 columns); a view
    /// has its screen's traits, the device's.
    @Test func aViewHasTheDevicesTraits() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class Container: UIView {
                var columns: Int {
                    traitCollection.horizontalSizeClass == .compact && traitCollection.verticalSizeClass == .regular ? 2 : 3
                }
            }
            let c = Container(frame: .zero)
            """)
        #expect(h.runWithoutErrors("print(c.columns)").out == ["2"])
        h.runWithoutErrors("device iPadPro11")
        #expect(h.runWithoutErrors("print(c.columns)").out == ["3"])
    }

    /// Before: "no member '$selectedTupel'" for `@OpenCombine.Published` (Corona-Warn-App), and `.init(...)` of a type
    /// nested two levels deep (`Outer.Load.ViewModel`, Stepik's view models) was taken for an unmodelled type.
    @Test func moduleQualifiedPublishedAndDeeplyNestedInitializers() {
        let (out, failed, all) = runPasted(
            """
            final class Model { @OpenCombine.Published private(set) var pair: (Int?, Int) = (nil, 4) }
            let model = Model()
            model.$pair.sink { print("got", $0.1) }
            enum Outer {
                enum Load { struct ViewModel { let state: State } }
                enum State { case loading, result(data: [String]) }
            }
            func count(_ box: Outer.Load.ViewModel) -> Int {
                switch box.state {
                case .loading: return 0
                case .result(let items): return items.count
                }
            }
            print(count(.init(state: .result(data: ["a", "b"]))))
            """)
        #expect(!failed, "\(all)")
        #expect(out == ["got 4", "2"])
    }

    /// Before: `(UIApplication.shared.delegate as! AppDelegate).memes` was unmodelled (Udacity's MemeMe keeps its data
    /// there): the app delegate is the program's class, one instance, made when first read.
    @Test func theAppDelegateIsTheProgramsOne() {
        var h = Harness()
        let (out, diags) = h.runWithoutErrors(
            """
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var memes = [String]()
            }
            (UIApplication.shared.delegate as! AppDelegate).memes = ["a", "b"]
            let d = UIApplication.shared.delegate as? AppDelegate
            print(d?.memes.count ?? -1, (UIApplication.shared.delegate as! AppDelegate) === d)
            """)
        #expect(out == ["2 true"])
        #expect(
            diags.contains { $0.contains("UIApplication.shared.delegate is the program's AppDelegate") }, "\(diags)")
    }

    /// Before: `searchBar.searchTextField.text` was unmodelled and a filter over it stopped (a tracker's category
    /// screen); it is empty until the user types, as UITextField's text is by default.
    @Test func aSearchTextFieldIsEmpty() {
        var h = Harness()
        let (out, diags) = h.runWithoutErrors(
            """
            let bar = UISearchBar()
            let text = bar.searchTextField.text ?? ""
            print(["Run", "Read"].filter { text.isEmpty || $0.contains(text) })
            """)
        #expect(out == [#"["Run", "Read"]"#])
        #expect(diags.contains { $0.contains("a search bar's text field is empty until the user types") }, "\(diags)")
    }

    /// Before: "the table view's tableHeaderView is a view whose height the playground does not know" for
    /// Corona-Warn-App's `var frame = CGRect.zero; frame.size.height = .leastNormalMagnitude; tableHeaderView =
    /// UIView(frame: frame)`: the frame is read in the assignment's scope, and a geometry field gives a leading dot
    /// its type (CGFloat).
    @Test func aTableHeaderViewsFrameIsReadWhereItIsAssigned() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class VC: UIViewController, UITableViewDataSource {
                let tableView = UITableView(frame: .zero, style: .plain)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var frame = CGRect.zero
                    frame.size.height = 30
                    frame.origin.y = .zero
                    tableView.tableHeaderView = UIView(frame: frame)
                    tableView.rowHeight = 50
                    tableView.dataSource = self
                    view.addSubview(tableView)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
            }
            let vc = VC()
            vc.loadViewIfNeeded()
            """)
        let ys = h.runWithoutErrors("frames").out.filter { $0.hasPrefix("cell") }.map {
            // (kind, "[0,", "N]", id, x, y, ...)
            $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[5]
        }
        #expect(ys == ["30", "80"], "\(ys)")
        let (out, _) = h.runWithoutErrors(
            "var r = CGRect.zero; r.size.height = .leastNormalMagnitude; print(r.size.height > 0)")
        #expect(out == ["true"])
    }

    /// Before, silent: an `@IBOutlet` of the program's own view class stayed unmodelled, what viewDidLoad set on it was
    /// dropped, and a list the view makes in its `init?(coder:)` never existed ("no sections yet", exit 0). The
    /// storyboard makes it with `init?(coder:)`, then calls `awakeFromNib()`; a view that cannot be made from a coder
    /// traps, as it would in the app.
    @Test func anOutletOfTheProgramsViewClassIsMadeAsTheStoryboardMakesIt() {
        var h = Harness()
        let (out, diags) = h.runWithoutErrors(
            """
            class ListView: UIView {
                var count = 0 { didSet { print("didSet", count) } }
                var awoke = false
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    print("init(coder:)")
                }
                override func awakeFromNib() {
                    super.awakeFromNib()
                    awoke = true
                }
            }
            class VC: UIViewController {
                @IBOutlet weak var listView: ListView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    listView.count = 3
                    print(listView.count, listView.awoke)
                }
            }
            VC().loadViewIfNeeded()
            """)
        #expect(out == ["init(coder:)", "didSet 3", "3 true"])
        #expect(diags.contains { $0.contains("'listView' is an @IBOutlet of the program's ListView") }, "\(diags)")
        h.runWithoutErrors(
            """
            class Coded: UIView { required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") } }
            class VC2: UIViewController { @IBOutlet var coded: Coded! }
            """)
        let message = h.error("VC2().loadViewIfNeeded()")
        #expect(message.contains("fatalError(\"init(coder:) has not been implemented\") was called"), "\(message)")
    }
}
