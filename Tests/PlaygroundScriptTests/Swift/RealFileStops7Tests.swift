import Testing

@testable import PlaygroundScript

/// What stopped real files (issues #28/#29, the seventh batch): a `map` closure passed to `appendItems` whose
/// leading-dot cases two types share, a leading-dot factory of a type the playground does not model assigned to
/// inert plumbing, and inert properties that read back as placeholders instead of what the program assigned.
@Suite struct RealFileStops7Tests {
    /// Before: "cannot infer the type of '.list(...)'" (Item and Section both have a `list`): the closure's result
    /// goes to `appendItems`, whose parameter is an array of the snapshot's item type.
    @Test func aMapClosurePassedToAppendItemsMakesTheItemTypesCase() {
        var h = Harness()
        _ = h.run(
            """
            enum Section: Hashable { case list, grid }
            enum Item: Hashable { case list(Int), grid(Int) }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
            snapshot.appendSections([.list, .grid])
            """)
        #expect(
            h.ok(
                """
                snapshot.appendItems([1, 2].map { .list($0) }, toSection: .list)
                snapshot.appendItems([3].map { .grid($0) }, toSection: .grid)
                print(snapshot.itemIdentifiers(inSection: .list), snapshot.itemIdentifiers(inSection: .grid))
                """) == ["[Item.list(1), Item.list(2)] [Item.grid(3)]"])
        // A section snapshot's items take the item type the same way.
        #expect(
            h.ok(
                """
                var outline = NSDiffableDataSourceSectionSnapshot<Item>()
                outline.append([4, 5].map { .grid($0) })
                print(outline.items)
                """) == ["[Item.grid(4), Item.grid(5)]"])
    }

    /// Before: "cannot infer the type of '.flexibleSpace(...)'": no type of the program and none the playground
    /// models has `flexibleSpace`, so it belongs to a framework type the playground does not model; the value is
    /// inert and named in the note. A factory a modelled type has is still ambiguous without a type around it.
    @Test func aLeadingDotFactoryNoModelledTypeHasIsInert() {
        var h = Harness()
        let (out, diagnostics) = h.run(
            """
            final class ListController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let add = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
                    toolbarItems = [.flexibleSpace(), add]
                    print("loaded")
                }
            }
            let controller = ListController()
            controller.loadViewIfNeeded()
            """)
        #expect(out == ["loaded"])
        #expect(diagnostics.contains { $0.contains("'flexibleSpace'") })
        #expect(!diagnostics.contains { $0.hasPrefix("error") })
        let message = h.error("let sizes = [.absolute(44)]")
        #expect(message.contains("cannot infer the type of '.absolute(...)'"))
        // The program's own type with the case is found as before, and its arguments are evaluated.
        _ = h.ok("enum Badge { case dot(Int) }")
        #expect(h.ok("print([3].map { .dot($0) })") == ["[Badge.dot(3)]"])
    }

    /// Before: `print(collectionView.isScrollEnabled)` printed `<collectionView.isScrollEnabled>` after
    /// `collectionView.isScrollEnabled = false`. An inert stored property keeps what was assigned, as Swift does;
    /// it stays inert (named in the note, no effect on the layout).
    @Test func anInertPropertyReadsBackWhatTheProgramAssigned() {
        var h = Harness()
        let (out, diagnostics) = h.run(
            """
            final class GridController: UIViewController {
                var collectionView: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Grid"
                    collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    collectionView.isScrollEnabled = false
                    collectionView.alwaysBounceVertical = true
                    print(title ?? "none", collectionView.isScrollEnabled, collectionView.alwaysBounceVertical)
                    if !collectionView.isScrollEnabled { print("fixed") }
                }
            }
            let controller = GridController()
            controller.loadViewIfNeeded()
            """)
        #expect(out == ["Grid false true", "fixed"])
        #expect(diagnostics.contains { $0.contains("'collectionView.isScrollEnabled'") })
        #expect(diagnostics.contains { $0.contains("'viewController.title'") })
        // A view the playground does not model, assigned in loadView(), is not kept: the view's bounds stay the
        // device's.
        let (bounds, _) = h.run(
            """
            final class PlainController: UIViewController {
                override func loadView() { view = UIView() }
                override func viewDidLoad() { super.viewDidLoad(); print(view.bounds.width) }
            }
            PlainController().loadViewIfNeeded()
            """)
        #expect(bounds == ["393.0"])
    }

    /// Before: `private var key: UInt8 = 0` (an associated-object key) was named among the ignored API: the
    /// fixed-width integers Int8, Int16, UInt8 and UInt16 are Swift's own, with their ranges.
    @Test func theNarrowFixedWidthIntegersAreSwiftsOwn() {
        var h = Harness()
        let (out, diagnostics) = h.run(
            """
            private var key: UInt8 = 0
            key += 1
            print(key, UInt8(255), Int8(-128), Int16(300), UInt16(65535))
            """)
        #expect(out == ["1 255 -128 300 65535"])
        #expect(diagnostics.isEmpty)
        #expect(h.error("print(UInt8(256))").contains("256 cannot be converted to UInt8"))
        #expect(h.error("print(Int8(-129))").contains("-129 cannot be converted to Int8"))
    }

    /// Before: "value of optional type must be unwrapped to refer to member 'viewDidLoad'" for
    /// `presenter.viewDidLoad()` with `var presenter: Presenter!` that nothing assigned: Swift traps there, and the
    /// message says so, naming the property.
    @Test func anImplicitlyUnwrappedNilTrapsAsSwiftDoes() {
        var h = Harness()
        _ = h.run(
            """
            protocol Presenter { func viewDidLoad() }
            final class Screen {
                var presenter: Presenter!
                func load() { presenter.viewDidLoad() }
            }
            """)
        let message = h.error("Screen().load()")
        #expect(message.contains("unexpectedly found nil while implicitly unwrapping an Optional value"))
        // A plain optional is still the compiler's error.
        _ = h.ok("final class Plain { var presenter: Presenter?; func load() { presenter.viewDidLoad() } }")
        #expect(h.error("Plain().load()").contains("value of optional type must be unwrapped"))
    }

    /// Before: `UITableView(frame: .zero, style: .grouped).then { ... }` (the Then package) was inert, so the data
    /// source was made for a table view the playground did not have and `frames` stopped. The block runs with the
    /// object and `then` returns it; a note says so.
    @Test func thenRunsItsBlockWithTheObjectAndReturnsIt() {
        var h = Harness()
        let (out, diagnostics) = h.run(
            """
            final class TodoController: UIViewController {
                lazy var tableView = UITableView(frame: .zero, style: .plain).then {
                    $0.rowHeight = 60
                    $0.backgroundColor = .systemBackground
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print(tableView.rowHeight)
                }
            }
            let controller = TodoController()
            controller.loadViewIfNeeded()
            """)
        #expect(out == ["60.0"])
        #expect(diagnostics.contains { $0.contains("'UITableView.then { ... }' is the Then package's then(_:)") })
        // The program's own `then` is the one that runs.
        _ = h.ok(
            """
            extension UICollectionView { func then(_ f: (UICollectionView) -> Void) -> Int { 7 } }
            """)
        let own = h.run(
            "print(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).then { _ in })")
        #expect(own.out == ["7"])
    }

    /// Before: `fatalError("Failed to locate videos.json in bundle.")` after `Bundle.main.url(forResource:...)` gave
    /// nil said nothing of why: the note that the playground has no app bundle was dropped with the failed
    /// statement's output. The trap now repeats it.
    @Test func aTrapAfterAMissingBundleResourceSaysWhy() {
        var h = Harness()
        _ = h.run(
            """
            extension Bundle {
                func load(_ file: String) -> String {
                    guard let url = self.url(forResource: file, withExtension: nil) else {
                        fatalError("Failed to locate \\(file) in bundle.")
                    }
                    return "\\(url)"
                }
            }
            """)
        let message = h.error("let videos = Bundle.main.load(\"videos.json\")")
        #expect(message.contains("Swift traps here: Fatal error: Failed to locate videos.json in bundle."))
        #expect(message.contains("note: the playground has no app bundle"))
        // On a terminal the note is painted; it is read back the same.
        let painted = DiagnosticRenderer.render(Remark(.note, "no bundle", help: "put it in code"), color: true)
        #expect(DiagnosticRenderer.remarkParts(painted, severity: .note) == ("no bundle", "put it in code"))
    }

    /// Before: an overridden `updateProperties()` (iOS 26), where a screen applies its snapshot, never ran, so the
    /// data source had no sections. UIKit calls it when it shows the view, before the layout pass.
    @Test func anOverriddenUpdatePropertiesRunsWhenTheViewAppears() {
        var h = Harness()
        _ = h.run(
            """
            final class Screen: UIViewController {
                var calls: [String] = []
                override func viewDidLoad() { super.viewDidLoad(); calls.append("viewDidLoad") }
                override func updateProperties() { super.updateProperties(); calls.append("updateProperties") }
                override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
            }
            let screen = Screen()
            screen.loadViewIfNeeded()
            """)
        #expect(h.run("print(screen.calls)").out == ["[\"viewDidLoad\"]"])
        let (_, diagnostics) = h.run("frames")
        #expect(diagnostics.contains { $0.contains("UIKit called its updateProperties(), viewWillLayoutSubviews()") })
        #expect(
            h.run("print(screen.calls)").out == ["[\"viewDidLoad\", \"updateProperties\", \"viewWillLayoutSubviews\"]"])
    }

    /// Before: the note named `'translatesAutoresizingMaskIntoConstraints }.forEach'`, a piece of a closure's text,
    /// for `forEach` on the result of a filter whose test is unmodelled.
    @Test func anUnmodelledFiltersResultIsNamedWithoutItsClosure() {
        var h = Harness()
        let (_, diagnostics) = h.run(
            """
            let views = [UIView(), UIView()]
            views.filter { $0.translatesAutoresizingMaskIntoConstraints }
                .forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
            """)
        #expect(diagnostics.contains { $0.contains("'filter.forEach'") })
        #expect(!diagnostics.contains { $0.contains("}.forEach") })
    }
}
