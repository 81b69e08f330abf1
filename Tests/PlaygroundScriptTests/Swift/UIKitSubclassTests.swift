import Testing

@testable import PlaygroundScript

/// Classes that inherit from UIKit run with UIKit's life cycle: a `UICollectionView` subclass is a
/// collection view (its `super.init(frame:collectionViewLayout:)`, its inherited `collectionViewLayout`
/// and `dataSource`), members of UIKit superclasses the playground does not model are inert and named
/// once, and `loadViewIfNeeded()` runs an overridden `loadView()` before `viewDidLoad()`.
@Suite struct UIKitSubclassTests {
    private static let apply = [
        "var s = NSDiffableDataSourceSnapshot<Int, String>()",
        "s.appendSections([0])",
        "s.appendItems([\"a\", \"b\"], toSection: 0)",
    ]

    private static let list = "UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))"

    @Test func aCollectionViewSubclassIsTheCollectionViewItsInitializerMade() {
        var h = Harness()
        let (_, declared) = h.run(
            """
            final class ReactionsView: UICollectionView {
                init() {
                    super.init(frame: .zero, collectionViewLayout: Self.layout())
                    backgroundColor = .clear
                    isScrollEnabled = false
                }
                static func layout() -> UICollectionViewLayout { \(Self.list) }
            }
            """)
        #expect(declared.isEmpty)
        let (_, made) = h.run("let reactions = ReactionsView()")
        #expect(made.joined().contains("'UICollectionView.backgroundColor', 'UICollectionView.isScrollEnabled'"))
        for line in Self.apply { _ = h.ok(line) }
        _ = h.run(
            "let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: reactions) { _, _, _ in nil }")
        _ = h.ok("ds.apply(s)")
        #expect(h.ok("frames").contains("cell  [0, 1]     b   0  44    393      44  0"))
    }

    /// Before, `collectionViewLayout = ...` in the subclass was "cannot find 'collectionViewLayout' in scope";
    /// it must install the layout, not only store it (the placeholder it replaces shows no frames).
    @Test func aSubclassAssigningItsInheritedLayoutInstallsIt() {
        var h = Harness()
        _ = h.run(
            """
            final class Grid: UICollectionView {
                private var source: UICollectionViewDiffableDataSource<Int, String>?
                init() {
                    super.init(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                    source = UICollectionViewDiffableDataSource(collectionView: self) { _, _, _ in nil }
                    collectionViewLayout = \(Self.list)
                }
                func show(_ s: NSDiffableDataSourceSnapshot<Int, String>) { source?.apply(s) }
            }
            """)
        _ = h.run("let grid = Grid()")
        for line in Self.apply { _ = h.ok(line) }
        _ = h.ok("grid.show(s)")
        #expect(h.ok("frames").contains("cell  [0, 0]     a   0   0    393      44  0"))
    }

    @Test func unmodelledMembersOfAUIKitSuperclassAreInertAndNamedOnce() {
        var h = Harness()
        _ = h.ok(
            """
            final class Picker: UIInputView {
                let spinner = UIView()
                override init(frame: CGRect, inputViewStyle: UIInputView.Style) {
                    super.init(frame: frame, inputViewStyle: inputViewStyle)
                    allowsSelfSizing = true
                    addSubview(spinner)
                    addSubview(spinner)
                }
            }
            """)
        let (_, diagnostics) = h.run("let picker = Picker(frame: .zero, inputViewStyle: .keyboard)")
        let notes = diagnostics.joined()
        #expect(notes.contains("'UIInputView.allowsSelfSizing', 'UIInputView.addSubview'"))
        #expect(notes.components(separatedBy: "addSubview").count == 2)
        // Kept, so that reading it back works.
        #expect(h.ok("print(picker.allowsSelfSizing)") == ["true"])
    }

    /// A near miss of a member the class has is Swift's error, not an inert member.
    @Test func aMistypedMemberInASubclassIsStillAnError() {
        var h = Harness()
        _ = h.run(
            """
            final class Grid: UICollectionView {
                init() {
                    super.init(frame: .zero, collectionViewLayout: \(Self.list))
                    colectionViewLayout = \(Self.list)
                }
            }
            """)
        #expect(h.error("let grid = Grid()").contains("cannot find 'colectionViewLayout' in scope"))
    }

    @Test func aStaticMemberAnExtensionGivesAUIKitSuperclassReachesTheSubclass() {
        var h = Harness()
        _ = h.ok(
            "extension UICollectionReusableView { static var identifier: String { String(describing: Self.self) } }")
        _ = h.ok("final class RecentCell: UICollectionViewCell {}")
        #expect(h.ok("print(RecentCell.identifier)") == ["RecentCell"])
    }

    @Test func editButtonItemAndNavigationItemOfAViewControllerAreInert() {
        var h = Harness()
        _ = h.ok(
            """
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = editButtonItem
                    setEditing(true, animated: false)
                }
            }
            """)
        _ = h.ok("let screen = Screen()")
        let (_, diagnostics) = h.run("screen.loadViewIfNeeded()")
        #expect(diagnostics.joined().contains("'navigationItem.rightBarButtonItem'"))
        // The editing mode is kept (RealFileStops8cTests), so setEditing is no longer named as ignored.
        #expect(!diagnostics.joined().contains("setEditing"))
        #expect(h.ok("print(screen.isEditing)") == ["true"])
    }

    /// Before, an overridden loadView() never ran: the collection view it made was never the one shown.
    @Test func loadViewIfNeededRunsAnOverriddenLoadViewBeforeViewDidLoad() {
        var h = Harness()
        _ = h.ok("var order: [String] = []")
        _ = h.run(
            """
            final class Screen: UIViewController {
                var collectionView: UICollectionView!
                override func loadView() {
                    order.append("loadView")
                    collectionView = UICollectionView(frame: .zero, collectionViewLayout: \(Self.list))
                    view = collectionView
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    order.append("viewDidLoad")
                    print(view === collectionView)
                }
            }
            """)
        _ = h.ok("let screen = Screen()")
        let (out, _) = h.run("screen.loadViewIfNeeded()")
        #expect(out == ["true"])
        #expect(h.ok("print(order)") == ["[\"loadView\", \"viewDidLoad\"]"])
        _ = h.ok("screen.loadViewIfNeeded()")
        #expect(h.ok("print(order.count)") == ["2"])
    }

    @Test func tabOffersTheCollectionViewMembersOfASubclass() {
        var h = Harness()
        _ = h.run(
            "final class Grid: UICollectionView { init() { super.init(frame: .zero, collectionViewLayout: \(Self.list)) } }"
        )
        _ = h.run("let grid = Grid()")
        let line = "grid.collectionViewLa"
        #expect(h.playground.completions(line: line, cursor: line.count).candidates == ["collectionViewLayout"])
    }

    /// Before, the outlet stayed nil ("value of optional type must be unwrapped") when viewDidLoad used it.
    @Test func loadingTheViewConnectsACollectionViewOutletWithTheNibsLayout() {
        var h = Harness()
        _ = h.run(
            """
            final class Screen: UIViewController {
                @IBOutlet private weak var collectionView: UICollectionView!
                @IBOutlet private weak var titleLabel: UILabel!
                var dataSource: UICollectionViewDiffableDataSource<Int, String>!
                init() { super.init(nibName: "Screen", bundle: nil) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = "Memories"
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { _, _, _ in nil }
                    var s = NSDiffableDataSourceSnapshot<Int, String>()
                    s.appendSections([0])
                    s.appendItems(["a", "b"])
                    dataSource.apply(s, animatingDifferences: false)
                }
                func useList() { collectionView.setCollectionViewLayout(\(Self.list), animated: true) }
            }
            """)
        _ = h.run("let screen = Screen()")
        let (_, notes) = h.run("screen.loadViewIfNeeded()")
        #expect(
            notes.joined().contains(
                "note: 'collectionView' is an @IBOutlet: loading the view connects it to the nib's collection view"))
        #expect(notes.joined().contains("'@IBOutlet'"))
        #expect(h.error("frames").contains("the collection view's layout is the nib's UICollectionViewFlowLayout"))
        _ = h.ok("screen.useList()")
        #expect(h.ok("frames").contains("cell  [0, 1]     b   0  44    393      44  0"))
    }

    /// Before, UIKit's register(_:forCellWithReuseIdentifier:) was "extra argument" once an extension added register(_:).
    @Test func anExtensionOverloadLeavesUIKitsOwnMethodOfOtherLabels() {
        var h = Harness()
        _ = h.ok(
            "extension UICollectionView { func register<T: UICollectionViewCell>(_: T.Type) { register(T.self, forCellWithReuseIdentifier: \"cell\") } }"
        )
        _ = h.run("let cv = UICollectionView(frame: .zero, collectionViewLayout: \(Self.list))")
        _ = h.ok("final class Cell: UICollectionViewCell {}")
        let (_, diagnostics) = h.run("cv.register(Cell.self)")
        #expect(diagnostics.joined().contains("'collectionView.register'"))
        #expect(!diagnostics.joined().contains("error"))
    }

    /// A subclass setting a member the playground models only for reading (its frame) is named, as on a
    /// collection view UIKit made, not silently kept.
    @Test func aSubclassSettingItsFrameIsNamedAsTheCollectionViewsFrame() {
        var h = Harness()
        _ = h.ok(
            "final class Grid: UICollectionView { func shrink() { frame = CGRect(x: 0, y: 0, width: 100, height: 100) } }"
        )
        _ = h.run("let grid = Grid(frame: .zero, collectionViewLayout: \(Self.list))")
        let (_, diagnostics) = h.run("grid.shrink()")
        #expect(
            diagnostics.joined().contains(
                "the collection view's frame is 100 x 100, but the playground lays it out at the device's size"),
            "\(diagnostics)")
        #expect(h.ok("print(grid.frame.width)") == ["393.0"])
    }
}
