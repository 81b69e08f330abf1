import Testing

@testable import PlaygroundScript

/// `UICollectionViewFlowLayout` as real code uses it: made and configured in code, subclassed with a
/// `prepare()` that sets its properties, sized by the collection view's `UICollectionViewDelegateFlowLayout`,
/// fed by a classic or a diffable data source. The default device is 393 points wide.
@Suite struct FlowLayoutSurfaceTests {
    private static let classicController = """
        class Screen: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
                collectionView.dataSource = self
                collectionView.delegate = self
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell()
            }
        }
        """

    private func rows(_ lines: [String], kind: String = "cell") -> [String] { lines.filter { $0.hasPrefix(kind) } }

    @Test func aFlowLayoutMadeInCodeGivesUIKitsGrid() {
        var h = Harness()
        _ = h.ok("let flow = UICollectionViewFlowLayout()")
        _ = h.ok("flow.itemSize = CGSize(width: 100, height: 100)")
        _ = h.ok("flow.minimumLineSpacing = 4")
        _ = h.ok(Self.classicController)
        _ = h.ok("let screen = Screen()")
        _ = h.ok("screen.loadViewIfNeeded()")
        let cells = rows(h.ok("frames"))
        // 3 fit in 393 at the minimum spacing; the 73 left over widens the gaps to 46.5; the last line keeps the grid.
        #expect(cells.count == 7)
        #expect(cells[1] == "cell  [0, 1]     \"-\"  146.333    0    100     100  0")  // 439.5 px: a half pixel down
        #expect(cells[5] == "cell  [0, 5]     \"-\"      293  104    100     100  0")
        #expect(cells[6] == "cell  [0, 6]     \"-\"        0  208    100     100  0")
        #expect(h.ok("contentSize") == ["contentSize: 393 x 308"])
        #expect(
            h.ok("print(flow.itemSize, flow.minimumInteritemSpacing)") == ["CGSize(width: 100.0, height: 100.0) 10.0"])
    }

    @Test func aSubclassPrepareAndTheDelegatesSizesShapeTheLayout() {
        var h = Harness()
        _ = h.ok(
            """
            class Grid: UICollectionViewFlowLayout {
                override func prepare() {
                    super.prepare()
                    guard let cv = collectionView else { return }
                    itemSize = CGSize(width: (cv.bounds.width - 30) / 2, height: 80)
                    sectionInset = .init(top: 10, left: 10, bottom: 10, right: 10)
                    headerReferenceSize = CGSize(width: 0, height: 40)
                }
            }
            class Screen: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    section == 0 ? 3 : 3
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    if indexPath.section == 0 { return CGSize(width: 100, height: 50 + indexPath.item * 10) }
                    return CGSize(width: (collectionView.bounds.width - 30) / 2, height: 80)
                }
            }
            """)
        _ = h.ok("let screen = Screen(collectionViewLayout: Grid())")
        _ = h.ok("screen.loadViewIfNeeded()")
        let out = h.ok("frames")
        #expect(rows(out, kind: "supplementary").count == 2)
        let cells = rows(out)
        // Section 0, mixed heights on one (last) line: from the inset at the minimum spacing, centred on the line.
        #expect(cells[0].hasSuffix("[0, 0]     \"-\"       10   60      100      50  0"))
        #expect(cells[2].hasSuffix("[0, 2]     \"-\"      230   50      100      70  0"))
        // Section 1: (393 - 30) / 2 = 181.5 wide, two per line (prepare()'s inset and header apply); on the
        // 3x grid 544.5 px, a half pixel, rounds down to 181.333.
        #expect(cells[4].hasSuffix("[1, 1]     \"-\"  201.333  180  181.333      80  0"))
        #expect(cells[5].hasSuffix("[1, 2]     \"-\"       10  270  181.333      80  0"))
        let explained = h.ok("explain [0, 1]")
        #expect(explained.contains("  size: 100 x 60 from collectionView(_:layout:sizeForItemAt:)"))
        #expect(explained.contains { $0.hasPrefix("  rule: last row of mixed sizes") })
    }

    @Test func aDiffableDataSourceScrollingHorizontallyWithAHeader() {
        var h = Harness()
        _ = h.ok("let flow = UICollectionViewFlowLayout()")
        _ = h.ok("flow.scrollDirection = .horizontal")
        _ = h.ok("flow.itemSize = CGSize(width: 120, height: 200)")
        _ = h.ok("flow.sectionInset = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)")
        _ = h.ok("flow.headerReferenceSize = CGSize(width: 30, height: 999)")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: flow)")
        _ = h.run("let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { _, _, _ in nil }")
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, String>()")
        _ = h.ok("s.appendSections([0])")
        _ = h.ok("s.appendItems([\"a\", \"b\", \"c\", \"d\"])")
        _ = h.ok("ds.apply(s)")
        let out = h.ok("frames")
        // Only the header's width counts; its height is the collection view's.
        #expect(out[1].hasSuffix("[0, 0]     -     0    0     30     852  0"))
        #expect(
            rows(out).map { $0.split(separator: " ").suffix(5).joined(separator: " ") } == [
                "46 20 120 200 0", "46 326 120 200 0", "46 632 120 200 0", "176 20 120 200 0",
            ])
        #expect(h.ok("contentSize") == ["contentSize: 312 x 852"])
        // export swift writes compositional layouts: it says so rather than write another layout.
        #expect(h.error("export swift \"/Flow.swift\"").contains("export swift does not write yet"))
    }

    /// A value the layout cannot use is an error at the assignment, and the layout keeps its value.
    @Test func badValuesAreLocatedErrorsThatChangeNothing() {
        var h = Harness()
        _ = h.ok("let flow = UICollectionViewFlowLayout()")
        #expect(h.error("flow.scrollDirection = .sideways").contains("unknown scrollDirection '.sideways'"))
        #expect(h.error("flow.itemSize = CGSize(width: -4, height: 3)").contains("itemSize.width must not be negative"))
        #expect(h.error("flow.minimumLineSpacing = \"x\"").contains("minimumLineSpacing must be a number"))
        #expect(h.error("flow.sectionInset = 3").contains("sectionInset must be a UIEdgeInsets"))
        #expect(
            h.ok("print(flow.itemSize, flow.scrollDirection == .vertical)") == [
                "CGSize(width: 50.0, height: 50.0) true"
            ])
    }

    @Test func aDelegateAnswerTheLayoutCannotUseIsAnErrorNamingTheMethod() {
        var h = Harness()
        _ = h.ok(
            """
            class Screen: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    referenceSizeForHeaderInSection section: Int) -> CGSize {
                    CGSize(width: 0, height: -20)
                }
            }
            """)
        _ = h.ok("let screen = Screen(collectionViewLayout: UICollectionViewFlowLayout())")
        _ = h.ok("screen.loadViewIfNeeded()")
        #expect(
            h.error("frames").contains(
                "collectionView(_:layout:referenceSizeForHeaderInSection:) for section 0.height must not be negative, found -20"
            ))
        // The failing pass is the layout's error: commands that do not read the layout still run.
        #expect(h.ok("device iPhone15") == ["iPhone15: 393 x 852, portrait"])
        #expect(h.error("contentSize").contains("must not be negative, found -20"))
    }

    /// `estimatedItemSize = .automaticSize`: the cells self-size; 'fit' says what they measure.
    @Test func selfSizingCellsTakeTheSizesFitGives() {
        var h = Harness()
        _ = h.ok("let flow = UICollectionViewFlowLayout()")
        _ = h.ok("flow.itemSize = CGSize(width: 120, height: 40)")
        _ = h.ok("flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: flow)")
        _ = h.run("let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { _, _, _ in nil }")
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, String>()")
        _ = h.ok("s.appendSections([0])")
        _ = h.ok("s.appendItems([\"a\", \"b\"])")
        _ = h.ok("ds.apply(s)")
        let (first, notes) = h.run("frames")
        #expect(notes.contains { $0.contains("cells self-size (estimatedItemSize)") })
        #expect(rows(first)[1].hasSuffix("b   273  0    120      40  0"))
        _ = h.ok("fit b width: 200 height: 60")
        let cells = rows(h.ok("frames"))
        // Mixed sizes on the last line: from the leading edge at the minimum spacing, centred on the 60-point line.
        #expect(cells[0].hasSuffix("a     0  10    120      40  0"))
        #expect(cells[1].hasSuffix("b   130   0    200      60  0"))
    }

    @Test func aCompositionalLayoutAssignedLaterReplacesTheFlowLayout() {
        var h = Harness()
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())")
        _ = h.run("let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { _, _, _ in nil }")
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, String>()")
        _ = h.ok("s.appendSections([0])")
        _ = h.ok("s.appendItems([\"a\"])")
        _ = h.ok("ds.apply(s)")
        #expect(rows(h.ok("frames")) == ["cell  [0, 0]     a   171.333  0     50      50  0"])
        _ = h.ok("cv.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))")
        #expect(rows(h.ok("frames")) == ["cell  [0, 0]     a   0  0    393      44  0"])
        // So does assigning the playground's own layout, and a flow layout given again takes over.
        _ = h.ok("cv.collectionViewLayout = UICollectionViewFlowLayout()")
        #expect(rows(h.ok("frames")) == ["cell  [0, 0]     a   171.333  0     50      50  0"])
        _ = h.ok("layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))")
        #expect(rows(h.ok("frames")) == ["cell  [0, 0]     a   0  0    393      44  0"])
    }

    /// A subclass's `layoutAttributesForElements(in:)` runs (it was an error at the override before it was
    /// modelled); one that returns `super`'s attributes shows UIKit's flow layout's frames.
    @Test func aSubclassReturningSupersAttributesShowsUIKitsFrames() {
        var h = Harness()
        _ = h.ok(
            """
            class LeftAligned: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    super.layoutAttributesForElements(in: rect)
                }
            }
            """)
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: LeftAligned())")
        _ = h.ok("enum S { case main }")
        h.runWithoutErrors(
            "let ds = UICollectionViewDiffableDataSource<S, String>(collectionView: cv) { cv, ip, s in "
                + "cv.dequeueReusableCell(withReuseIdentifier: \"c\", for: ip) }")
        _ = h.ok("var snap = NSDiffableDataSourceSnapshot<S, String>()")
        _ = h.ok("snap.appendSections([.main])")
        _ = h.ok("snap.appendItems([\"a\", \"b\"])")
        _ = h.ok("ds.apply(snap)")
        // Two 50-point items in 393: a full row, justified to both insets.
        #expect(
            rows(h.runWithoutErrors("frames").out) == [
                "cell  [0, 0]     a     0  0     50      50  0", "cell  [0, 1]     b   343  0     50      50  0",
            ])
    }

    /// `.zero` takes its type from the property, and reads back as that type; the delegate set before a
    /// flow layout replaces a nib's is not called inert.
    @Test func zeroReadsBackAsThePropertysType() {
        var h = Harness()
        _ = h.ok("let flow = UICollectionViewFlowLayout()")
        _ = h.ok("flow.sectionInset = .zero")
        _ = h.ok("flow.itemSize = .zero")
        _ = h.ok("flow.minimumLineSpacing = .zero")
        #expect(
            h.ok("print(flow.sectionInset, flow.itemSize, flow.minimumLineSpacing)") == [
                "UIEdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0) CGSize(width: 0.0, height: 0.0) 0.0"
            ])
    }

    /// UIKit's own UICollectionViewController (not subclassed) shows the layout it is given; code reaches
    /// the layout back through `collectionViewLayout as? UICollectionViewFlowLayout`. Before, the
    /// controller was inert, and frames said there was no data at all.
    @Test func uikitsOwnControllerShowsItsFlowLayout() {
        var h = Harness()
        _ = h.ok("let cvc = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())")
        _ = h.ok(
            """
            class Source: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            }
            """)
        _ = h.ok("let source = Source()")
        _ = h.ok("cvc.collectionView.dataSource = source")
        _ = h.ok(
            """
            if let layout = cvc.collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
                layout.itemSize = CGSize(width: 60, height: 60)
                layout.invalidateLayout()
            }
            """)
        #expect(
            rows(h.ok("frames")).map { $0.split(separator: " ").suffix(5).joined(separator: " ") } == [
                "0 0 60 60 0", "166.333 0 60 60 0", "333 0 60 60 0",
            ])
    }
}
