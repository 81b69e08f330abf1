import Testing

@testable import PlaygroundScript

/// Stops found by pasting real files whole (the sets of stop 54: section providers, and flow layouts and tables
/// with classic data sources).
@Suite struct RealFileStops17Tests {
    /// Kurozora's controllers (two files) override `registerCells(for:)` and call the superclass's
    /// `registerCells()`: in Swift an override of one overload keeps the others the superclass declares.
    @Test func anOverrideOfOneOverloadKeepsTheSuperclassesOthers() {
        var h = Harness()
        _ = h.ok(
            """
            class Base {
                func run() -> String { registerCells() + " " + self.registerCells(for: 2) }
                func registerCells() -> String { "base()" }
                func registerCells(for n: Int) -> String { "base(for:)" }
            }
            class Sub: Base {
                override func registerCells(for n: Int) -> String { "sub(for:) " + super.registerCells(for: n) }
            }
            """)
        #expect(h.ok("print(Sub().run())") == ["base() sub(for:) base(for:)"])
        #expect(h.ok("print(Base().run())") == ["base() base(for:)"])
    }

    /// A scene delegate's `let layout = UICollectionViewFlowLayout()` (a YouTube clone) was refused as the
    /// playground's built-in name. It is the program's variable now, named in a note, and a controller made with it
    /// shows the flow layout.
    @Test func aTopLevelFlowLayoutNamedLayoutIsTheProgramsVariable() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            class Home: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            }
            """)
        let declared = h.run("let layout = UICollectionViewFlowLayout()")
        #expect(declared.diagnostics.contains { $0.contains("'layout' is the program's UICollectionViewFlowLayout") })
        _ = h.ok("layout.itemSize = CGSize(width: 100, height: 50)")
        _ = h.ok("Home(collectionViewLayout: layout).loadViewIfNeeded()")
        let frames = h.ok("frames")
        #expect(frames.filter { $0.hasPrefix("cell") && $0.hasSuffix(" 100      50  0") }.count == 3, "\(frames)")
        #expect(h.error("layout = UICollectionViewFlowLayout()").contains("'let' constant"))
    }

    /// A subclass of UICollectionViewCompositionalLayout (Vnavigate's profile layout) assigned to the built-in
    /// `layout` is the compositional layout its `super.init` made, as Swift takes a subclass where its superclass is
    /// expected.
    @Test func aCompositionalLayoutSubclassIsTheBuiltInLayout() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            final class Columns: UICollectionViewCompositionalLayout {
                init(columns: Int) {
                    super.init(sectionProvider: { _, _ in
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: columns)
                        return NSCollectionLayoutSection(group: group)
                    }, configuration: UICollectionViewCompositionalLayoutConfiguration())
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            dataSource.apply(snapshot)
            """)
        _ = h.ok("layout = Columns(columns: 2)")
        #expect(h.ok("contentSize") == ["contentSize: 393 x 88"])
    }

    /// RRagan8's English app declares `tableView(_:heightForHeaderInSection indexPath: IndexPath)`: it only nearly
    /// matches UITableViewDelegate's method (a section is an Int), so UIKit never calls it. The playground used its
    /// 77 points; now the header keeps the table's own height, and a note says why.
    @Test func aMethodThatOnlyNearlyMatchesTheDelegatesIsNotCalled() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            class VC: UIViewController, UITableViewDataSource, UITableViewDelegate {
                let t = UITableView(frame: .zero, style: .plain)
                override func viewDidLoad() { super.viewDidLoad(); view = t; t.delegate = self; t.dataSource = self }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 100 }
                private func tableView(_ tableView: UITableView, heightForHeaderInSection indexPath: IndexPath) -> CGFloat { 77 }
            }
            VC().loadViewIfNeeded()
            """)
        let frames = h.run("frames")
        #expect(frames.diagnostics.contains { $0.contains("only nearly matches the protocol's method") })
        #expect(!frames.out.contains { $0.contains(" 77 ") }, "\(frames.out)")
        // No header at all (a plain table's headers are 0 high without a title or a view): the row is at the top.
        #expect(
            frames.out.contains { $0.hasPrefix("cell") && $0.hasSuffix(" 0  0    393     100  0") }, "\(frames.out)")
    }

    /// A table view made with a frame narrower than the screen (School Apps): its rows are laid out at the device's
    /// width, which a note says, as it does for a collection view (the rows used to be at 393 with no word).
    @Test func aTableViewsOwnFrameIsNamedInANote() {
        var h = Harness()
        _ = h.ok("device iPhone15")
        let made = h.run(#"let t = UITableView(frame: CGRect(x: 5, y: 80, width: 383, height: 700), style: .plain)"#)
        #expect(made.diagnostics.contains { $0.contains("the table view's frame is 383 x 700") }, "\(made.diagnostics)")
        // As wide as the screen, a frame says nothing (its height does not move a row).
        var other = Harness()
        _ = other.ok("device iPhone15")
        _ = other.ok(#"let t = UITableView(frame: CGRect(x: 0, y: 80, width: 393, height: 700), style: .plain)"#)
    }

    /// `#warning("...")` is the compiler's message (the Mode app has one before a switch's first case, which
    /// swift-syntax reads as a statement outside any case); `#error` stops the build.
    @Test func warningDirectivesAreNotesAndErrorDirectivesAreErrors() {
        var h = Harness()
        _ = h.ok(
            """
            enum K { case a, b }
            func f(_ k: K) -> Int {
                switch k {
                    #warning("Incomplete")
                    case .a: return 1
                    case .b: return 2
                }
            }
            func g() -> Int {
                #warning("later")
                return 3
            }
            """)
        let switched = h.run("print(f(.b))")
        #expect(switched.out == ["2"])
        #expect(switched.diagnostics.contains { $0.contains("#warning: Incomplete") }, "\(switched.diagnostics)")
        let plain = h.run("print(g())")
        #expect(plain.out == ["3"])
        #expect(plain.diagnostics.contains { $0.contains("#warning: later") }, "\(plain.diagnostics)")
        _ = h.ok("func e() { #error(\"not yet\") }")
        #expect(h.error("e()").contains("#error: not yet"))
    }

    /// Leading dots in a dictionary literal whose declared type is an alias (`typealias PD = [P: S]`), and a tuple
    /// literal that takes its labels from the type it is given (`[Int: (header: String?, footer: String?)]`).
    @Test func anAliasOfACollectionTypeGivesItsLiteralsTheirTypes() {
        var h = Harness()
        _ = h.ok(
            """
            struct P: Hashable { let a: Int; init(_ a: Int) { self.a = a } }
            struct S { let title: String }
            typealias PD = [P: S]
            let d: PD = [.init(1): .init(title: "y")]
            typealias Sections = [Int: (header: String?, footer: String?)]
            let sections: Sections = [0: (nil, "foot"), 1: ("head", nil)]
            """)
        #expect(h.ok("print(d[P(1)]!.title)") == ["y"])
        #expect(h.ok(#"print(sections[0]?.footer ?? "-", sections[1]?.header ?? "-")"#) == ["foot head"])
    }

    /// A type's own `typealias Snapshot = ...` (Anilibria) is that type's: at the top level `Snapshot` stays the
    /// playground's snapshot.
    @Test func aNestedAliasNamedAsAPlaygroundTypeStaysInsideItsType() {
        var h = Harness()
        _ = h.ok(
            """
            final class Holder {
                enum Section: Int { case one }
                typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Int>
                func make() -> Snapshot { var s = Snapshot(); s.appendSections([.one]); return s }
            }
            var snapshot = Snapshot()
            snapshot.appendSections([main])
            """)
        #expect(h.ok("print(snapshot.numberOfSections, Holder().make().numberOfSections)") == ["1 1"])
    }

    /// `super.isSettingFocus = false` in a subclass's initializer (LinkageLab) sets the instance's property.
    @Test func assigningThroughSuperSetsTheInstancesProperty() {
        var h = Harness()
        _ = h.ok(
            """
            class Base: UIViewController { var isSettingFocus = true }
            final class Child: Base {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    super.isSettingFocus = false
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(h.ok("print(Child().isSettingFocus)") == ["false"])
    }

    /// NestNote's item and section enums share a case name (`.events`): an item read back from the snapshot is the
    /// item type's case, not the section's (they were one identifier, and `reloadItems` refused it).
    @Test func anItemCaseNamedLikeASectionCaseIsReadBackAsAnItem() {
        var h = Harness()
        _ = h.ok(
            """
            enum Section: Hashable { case main, events }
            enum Item: Hashable { case events, event(Int) }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
            snapshot.appendSections([.main, .events])
            snapshot.appendItems([.events, .event(1)], toSection: .events)
            let first = snapshot.itemIdentifiers(inSection: .events).first!
            """)
        #expect(h.ok("print(first is Item, first is Section)") == ["true false"])
        _ = h.ok("snapshot.reloadItems([first])")
        #expect(h.ok("print(snapshot.sectionIdentifier(containingItem: first) == .events)") == ["true"])
    }

    /// Watcha's text field sets `rightView` in its `addRightView()`: a name whose words end one of the program's is
    /// UIKit's own (inert), not a misspelling of it; a real misspelling stays Swift's error.
    @Test func aUIKitNameInsideOneOfTheProgramsIsNotAMisspelling() {
        var h = Harness()
        _ = h.ok(
            """
            final class Field: UITextField {
                let clear = UIButton(type: .system)
                init() {
                    super.init(frame: .zero)
                    addRightView()
                }
                private func addRightView() { rightView = clear }
                func addRightViews() { addRightVeiw() }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let made = h.run("let field = Field()")
        #expect(made.diagnostics.contains { $0.contains("'UITextField.rightView'") }, "\(made.diagnostics)")
        #expect(h.error("field.addRightViews()").contains("addRightVeiw"))
    }

    /// Pocket Casts counts with `reduce(into: [:]) { counts, kind in counts[kind] = 1 }`: the closure changes its
    /// `inout` accumulator and returns nothing (the accumulator used to become Void, and the next element's
    /// assignment through it failed).
    @Test func reduceIntoKeepsWhatTheClosureDoesToItsAccumulator() {
        var h = Harness()
        _ = h.ok(
            """
            enum Kind: CaseIterable { case a, b, c }
            let counts: [Kind: Int] = Kind.allCases.reduce(into: [:]) { partialResult, kind in
                partialResult[kind] = 1
            }
            let doubled = [1, 2, 3].reduce(into: [Int]()) { $0.append($1 * 2) }
            let sum = [1, 2, 3].reduce(0) { $0 + $1 }
            """)
        #expect(h.ok("print(counts.count, counts[.b] ?? 0, doubled, sum)") == ["3 1 [2, 4, 6] 6"])
    }

    /// Layover's button declares `setImage(by:)` and calls UIButton's `setImage(_:for:)` in it: a call no overload of
    /// the program's takes is UIKit's (inert, named in a note), as Swift resolves it by its labels.
    @Test func aCallNoneOfTheProgramsOverloadsTakesIsUIKits() {
        var h = Harness()
        _ = h.ok(
            """
            class CircleButton: UIButton {
                var imageName = ""
                func setImage(by name: String) {
                    imageName = name
                    setImage(UIImage(systemName: name), for: .normal)
                }
            }
            let button = CircleButton()
            """)
        let set = h.run("button.setImage(by: \"plus\")")
        #expect(set.diagnostics.contains { $0.contains("setImage") }, "\(set.diagnostics)")
        #expect(h.ok("print(button.imageName)") == ["plus"])
    }

    /// `#keyPath(StoreApp.name)` (AltStore) is Objective-C's key path as a string.
    @Test func keyPathDirectivesAreTheirStrings() {
        var h = Harness()
        #expect(
            h.ok("print(#keyPath(UIView.backgroundColor), #keyPath(StoreApp.developer.name))") == [
                "backgroundColor developer.name"
            ])
    }

    /// A controller whose `loadView()` sets `view = UIView()` and pins its collection view to that view's safe area
    /// (nemecek-filip's samples): the view is sized to the screen as the controller's own would be, so the pins are
    /// solved (they were notes, and the frames assumed the whole screen).
    @Test func constraintsToAViewMadeInLoadViewAreSolved() {
        var h = Harness()
        _ = h.run(
            """
            device iPhone15
            class VC: UIViewController {
                var collectionView: UICollectionView!
                var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
                override func loadView() {
                    view = UIView()
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), subitems: [item])
                    collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
                    collectionView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(collectionView)
                    NSLayoutConstraint.activate([
                        collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                    ])
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in UICollectionViewCell() }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                    snapshot.appendSections([0])
                    snapshot.appendItems([1, 2])
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
            }
            VC().loadViewIfNeeded()
            """)
        let frames = h.run("frames")
        #expect(!frames.diagnostics.contains { $0.contains("does not solve") }, "\(frames.diagnostics)")
        // 852 - 59 = 793 tall: half of it is 396.5, on the screen's pixel grid (3 a point) 396.333.
        #expect(frames.out.contains { $0.hasPrefix("cell") && $0.hasSuffix("393  396.333  0") }, "\(frames.out)")
    }

    /// Apple's conference news feed dates its items with `DateComponents(calendar:year:month:day:).date`: the date in
    /// that calendar; without a calendar, nil, as in Foundation.
    @Test func dateComponentsGiveTheirDateInTheirCalendar() {
        var h = Harness()
        _ = h.run("let made = DateComponents(calendar: Calendar.current, year: 2019, month: 6, day: 8).date!")
        #expect(h.ok("print(made)") == ["2019-06-08 00:00:00 +0000"])
        #expect(h.ok("print(DateComponents(year: 2019, month: 6, day: 8).date == nil)") == ["true"])
    }

    /// RxCocoa's `tableView.rx.items(...)` binds the table's rows: it was inert, and frames said "no sections yet"
    /// with exit 0 where UIKit shows every row (RxDataSources' examples). It is an error that names the binding.
    @Test func anRxItemsBindingIsAnErrorThatNamesIt() {
        var h = Harness()
        _ = h.run(
            """
            class VC: UIViewController {
                let tableView = UITableView(frame: .zero, style: .plain)
                let disposeBag = DisposeBag()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Observable.just(["a", "b"])
                        .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { _, element, cell in
                            cell.textLabel?.text = element
                        }
                        .disposed(by: disposeBag)
                }
            }
            """)
        let message = h.error("VC().loadViewIfNeeded()")
        #expect(message.contains("'UITableView.rx.items' binds a table or collection view's rows"), "\(message)")
    }

    /// RxExample's `class SimpleTableViewExampleViewController: ViewController` under `typealias OSViewController =
    /// UIViewController`: the class the alias names is the superclass.
    @Test func aSuperclassNamedThroughAnAliasIsThatClass() {
        var h = Harness()
        _ = h.ok(
            """
            typealias OSViewController = UIViewController
            class VC: OSViewController { override func viewDidLoad() { super.viewDidLoad(); print("loaded") } }
            """)
        #expect(h.ok("VC().loadViewIfNeeded()") == ["loaded"])
    }

    /// A struct keeps its memberwise initializer when its other initializers are in extensions (RxDataSources'
    /// `init(original:items:)`); one declared in its own body still replaces it.
    @Test func aStructKeepsItsMemberwiseInitializerBesideAnExtensionsInitializer() {
        var h = Harness()
        _ = h.ok(
            """
            struct MySection { var header: String; var items: [Int] }
            extension MySection {
                init(original: MySection, items: [Int]) { self = original; self.items = items }
            }
            let first = MySection(header: "First", items: [1, 2])
            let second = MySection(original: first, items: [3])
            struct Own { var x: Int; init(y: Int) { x = y } }
            """)
        #expect(h.ok("print(first.items.count, second.header, second.items)") == ["2 First [3]"])
        #expect(h.error("let own = Own(x: 1)").contains("no initializer of 'Own' takes these arguments"))
    }

    /// `typealias TaskListSection = SectionModel<Void, Task>` (RxTodo): an alias of a type of a module the
    /// playground does not model is that type, inert as it is when written itself (it was "cannot find").
    @Test func anAliasOfAnUnmodelledTypeIsInert() {
        var h = Harness()
        _ = h.ok("typealias TaskListSection = SectionModel<Void, Int>")
        let made = h.run("let sections = [TaskListSection(model: (), items: [])]")
        #expect(made.diagnostics.contains { $0.contains("'SectionModel'") }, "\(made.diagnostics)")
        #expect(h.ok("print(sections.count)") == ["1"])
        // `[AnimatableSectionModel<String, Int>]()` (RxExample): an empty array of a generic type.
        _ = h.run("var more = [AnimatableSectionModel<String, Int>]()")
        #expect(h.ok("print(more.count, [Set<Int>]().count)") == ["0 0"])
    }
}
