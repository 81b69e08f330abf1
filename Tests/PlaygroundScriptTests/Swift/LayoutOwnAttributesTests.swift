import Testing

@testable import PlaygroundScript

/// A layout that lays out with its own `layoutAttributesForElements(in:)`: a flow layout subclass (a left-aligned tag
/// layout from `super`'s attributes; a grid built in `prepare()` with `UICollectionViewLayoutAttributes(forCellWith:)`
/// and its own `collectionViewContentSize`, as Stepik's catalog layout does) or a `UICollectionViewLayout` subclass
/// (the tutorials' Pinterest columns): UIKit shows what the method returns. The default device is 393 points wide.
@Suite struct LayoutOwnAttributesTests {
    private func rows(_ lines: [String], kind: String = "cell") -> [String] { lines.filter { $0.hasPrefix(kind) } }

    private static let classicData = """
        final class Items: NSObject, UICollectionViewDataSource {
            let count: Int
            init(count: Int) { self.count = count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
        }
        """

    /// The left-aligned layout most apps paste: each row starts at the section's left inset, its cells at the
    /// minimum spacing, instead of UIKit's justified rows.
    @Test func aLeftAlignedLayoutShowsTheFramesItReturns() {
        var h = Harness()
        _ = h.ok(
            """
            class LeftAligned: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)
                    var leftMargin = sectionInset.left
                    var maxY: CGFloat = -1.0
                    attributes?.forEach { attribute in
                        if attribute.frame.origin.y >= maxY { leftMargin = sectionInset.left }
                        attribute.frame.origin.x = leftMargin
                        leftMargin += attribute.frame.width + minimumInteritemSpacing
                        maxY = max(attribute.frame.maxY, maxY)
                    }
                    return attributes
                }
            }
            """)
        _ = h.ok(Self.classicData)
        _ = h.ok("let pills = LeftAligned()")
        _ = h.ok("pills.itemSize = CGSize(width: 100, height: 40)")
        _ = h.ok("pills.minimumInteritemSpacing = 16")
        _ = h.ok("pills.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 0, right: 20)")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: pills)")
        _ = h.ok("let items = Items(count: 5)")
        _ = h.ok("cv.dataSource = items")
        let (out, notes) = h.runWithoutErrors("frames")
        // UIKit's flow layout justifies the first row (x 20, 146.333, 273: what the playground shows for it, on the
        // pixel grid, is what `super` gives); the subclass packs it from the inset.
        #expect(
            rows(out) == [
                "cell  [0, 0]     \"-\"   20  20    100      40  0",
                "cell  [0, 1]     \"-\"  136  20    100      40  0",
                "cell  [0, 2]     \"-\"  252  20    100      40  0",
                "cell  [0, 3]     \"-\"   20  70    100      40  0",
                "cell  [0, 4]     \"-\"  136  70    100      40  0",
            ])
        #expect(
            notes.contains { $0.contains("the frames are what LeftAligned.layoutAttributesForElements(in:) returns") })
        let explained = h.runWithoutErrors("explain [0, 1]").out
        #expect(
            explained.contains(
                "  own attributes: LeftAligned.layoutAttributesForElements(in:) returned this frame; UIKit's flow "
                    + "layout had put the cell at x 146.333, y 20, 100 x 40, as follows"))
        #expect(h.ok("contentSize") == ["contentSize: 393 x 110"])
    }

    /// A grid built in `prepare()` from attributes the layout makes, with its own content size: the frames and the
    /// content size are the subclass's (UIKit's flow layout would give one row of 50-point items).
    @Test func aLayoutThatMakesItsAttributesInPrepareShowsThem() {
        var h = Harness()
        _ = h.ok(
            """
            class TwoRows: UICollectionViewFlowLayout {
                private var cache: [UICollectionViewLayoutAttributes] = []
                private var width: CGFloat = 0
                override var collectionViewContentSize: CGSize {
                    CGSize(width: width, height: 2 * itemSize.height + minimumLineSpacing)
                }
                override func prepare() {
                    super.prepare()
                    guard cache.isEmpty, let collectionView = collectionView else { return }
                    for item in 0..<collectionView.numberOfItems(inSection: 0) {
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        let column = CGFloat(item / 2)
                        let row = CGFloat(item % 2)
                        attributes.frame = CGRect(
                            x: 10 + column * (itemSize.width + 8), y: row * (itemSize.height + minimumLineSpacing),
                            width: itemSize.width, height: itemSize.height)
                        cache.append(attributes)
                        width = attributes.frame.maxX + 10
                    }
                }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cache.filter { $0.frame.intersects(rect) }
                }
            }
            """)
        _ = h.ok(Self.classicData)
        _ = h.ok("let grid = TwoRows()")
        _ = h.ok("grid.itemSize = CGSize(width: 150, height: 90)")
        _ = h.ok("grid.minimumLineSpacing = 12")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: grid)")
        _ = h.ok("let items = Items(count: 5)")
        _ = h.ok("cv.dataSource = items")
        #expect(
            rows(h.runWithoutErrors("frames").out) == [
                "cell  [0, 0]     \"-\"   10    0    150      90  0",
                "cell  [0, 1]     \"-\"   10  102    150      90  0",
                "cell  [0, 2]     \"-\"  168    0    150      90  0",
                "cell  [0, 3]     \"-\"  168  102    150      90  0",
                "cell  [0, 4]     \"-\"  326    0    150      90  0",
            ])
        #expect(h.ok("contentSize") == ["contentSize: 486 x 192"])
    }

    /// A cell the method leaves out is not shown (UIKit asks for none other), and a value that is not
    /// attributes is an error at the override.
    @Test func whatTheMethodLeavesOutIsHiddenAndOtherValuesAreErrors() {
        var h = Harness()
        _ = h.ok(
            """
            class FirstTwo: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    super.layoutAttributesForElements(in: rect)?.filter { $0.indexPath.item < 2 }
                }
            }
            class Numbers: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    [1, 2]
                }
            }
            """)
        _ = h.ok(Self.classicData)
        _ = h.ok("let items = Items(count: 3)")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: FirstTwo())")
        _ = h.ok("cv.dataSource = items")
        let cells = rows(h.runWithoutErrors("frames").out)
        #expect(cells.count == 3)
        #expect(!cells[1].hasSuffix("hidden"))
        #expect(cells[2].hasSuffix("hidden"))
        _ = h.ok("cv.collectionViewLayout = Numbers()")
        let error = h.error("frames")
        #expect(
            error.contains(
                "error: Numbers.layoutAttributesForElements(in:) returned a value of type Int among its attributes"))
        #expect(error.contains("test.lps:7"))
    }

    /// UIKit's geometry of layout attributes is one: a new frame moves the center, a new center or size moves
    /// the frame; a copy is another object; the element's category is read-only.
    @Test func attributesKeepFrameCenterAndSizeTogether() {
        var h = Harness()
        _ = h.ok("let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))")
        _ = h.ok("a.frame = CGRect(x: 10, y: 20, width: 100, height: 40)")
        #expect(h.ok("print(a.center.x, a.center.y, a.size.width, a.bounds.height)") == ["60.0 40.0 100.0 40.0"])
        _ = h.ok("a.frame.origin.x = 50")
        #expect(h.ok("print(a.center.x)") == ["100.0"])
        _ = h.ok("a.center = CGPoint(x: 0, y: 0)")
        #expect(h.ok("print(a.frame.minX, a.frame.minY)") == ["-50.0 -20.0"])
        _ = h.ok("a.size = CGSize(width: 20, height: 10)")
        #expect(h.ok("print(a.frame.minX, a.frame.minY, a.frame.width)") == ["-10.0 -5.0 20.0"])
        _ = h.ok("let b = a.copy() as! UICollectionViewLayoutAttributes")
        _ = h.ok("b.frame.origin.y = 7")
        #expect(
            h.ok("print(a.frame.minY, b.frame.minY, b.indexPath.item, b.representedElementCategory == .cell)") == [
                "-5.0 7.0 2 true"
            ])
        #expect(h.error("a.representedElementKind = \"x\"").contains("'representedElementKind' is a get-only property"))
    }

    /// A `UICollectionViewLayout` subclass of the program's: columns filled shortest first in `prepare()`, the
    /// counts asked of the collection view there (with a diffable data source, which used to run the layout pass
    /// again without end), its own content size; `explain` names the method.
    @Test func aLayoutOfTheProgramsOwnShowsItsColumns() {
        var h = Harness()
        _ = h.ok(
            """
            class Columns: UICollectionViewLayout {
                private var cache: [UICollectionViewLayoutAttributes] = []
                private var height: CGFloat = 0
                override var collectionViewContentSize: CGSize {
                    CGSize(width: collectionView?.bounds.width ?? 0, height: height)
                }
                override func prepare() {
                    guard cache.isEmpty, let collectionView = collectionView else { return }
                    let width = collectionView.bounds.width / 2
                    var tops: [CGFloat] = [0, 0]
                    for item in 0..<collectionView.numberOfItems(inSection: 0) {
                        let column = tops[0] <= tops[1] ? 0 : 1
                        let tall: CGFloat = item % 3 == 0 ? 150 : 100
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        attributes.frame = CGRect(x: CGFloat(column) * width, y: tops[column], width: width, height: tall)
                            .insetBy(dx: 4, dy: 4)
                        cache.append(attributes)
                        tops[column] += tall
                        height = max(height, tops[column])
                    }
                }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cache.filter { $0.frame.intersects(rect) }
                }
                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    cache[indexPath.item]
                }
            }
            """)
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: Columns())")
        _ = h.ok("enum S { case main }")
        h.runWithoutErrors(
            "let ds = UICollectionViewDiffableDataSource<S, Int>(collectionView: cv) { cv, ip, s in "
                + "cv.dequeueReusableCell(withReuseIdentifier: \"c\", for: ip) }")
        _ = h.ok("var snap = NSDiffableDataSourceSnapshot<S, Int>()")
        _ = h.ok("snap.appendSections([.main])")
        _ = h.ok("snap.appendItems([10, 11, 12, 13])")
        _ = h.ok("ds.apply(snap)")
        // 196.5 wide columns less 8: 188.5 wide at x 4 and 200.5, as the layout made them (UIKit does not round a
        // layout's own attributes to the pixel grid).
        #expect(
            rows(h.runWithoutErrors("frames").out) == [
                "cell  [0, 0]     10      4    4  188.5     142  0",
                "cell  [0, 1]     11  200.5    4  188.5      92  0",
                "cell  [0, 2]     12  200.5  104  188.5      92  0",
                "cell  [0, 3]     13      4  154  188.5     142  0",
            ])
        #expect(h.ok("contentSize") == ["contentSize: 393 x 300"])
        #expect(
            h.runWithoutErrors("explain 12").out == [
                "cell [0, 2] (12): x 200.5, y 104, 188.5 x 92",
                "  layout: Columns, a UICollectionViewLayout subclass of the program's",
                "  frame: what Columns.layoutAttributesForElements(in:) returned, run once over the whole content after "
                    + "prepare()",
            ])
        #expect(
            h.ok(
                "print(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame.minY)"
            ) == ["154.0"])
    }

    /// `UICollectionViewLayout()` itself, or a subclass that does not lay out, shows nothing: frames say why.
    @Test func aLayoutWithoutItsOwnAttributesIsStillNotModelled() {
        var h = Harness()
        _ = h.ok("class Empty: UICollectionViewLayout { override func prepare() {} }")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: Empty())")
        #expect(h.error("frames").contains("the collection view's layout is Empty (a UICollectionViewLayout)"))
    }

    /// What a layout of the program's own makes is shown as it makes it: a frame off the pixel grid stays there
    /// (UIKit does not round a layout's attributes), a header it makes is listed, an attributes subclass's frame is
    /// kept through its `copy(with:)` override, and `numberOfSections` read in `prepare()` is the data's.
    @Test func aLayoutsOwnElementsAreShownAsItMakesThem() {
        var h = Harness()
        _ = h.ok(
            """
            class PhotoAttributes: UICollectionViewLayoutAttributes {
                var photoHeight: CGFloat = 0
                override func copy(with zone: NSZone? = nil) -> Any {
                    let copy = super.copy(with: zone) as! PhotoAttributes
                    copy.photoHeight = photoHeight
                    return copy
                }
            }
            class Shelf: UICollectionViewLayout {
                var cache: [UICollectionViewLayoutAttributes] = []
                override func prepare() {
                    cache = []
                    guard let collectionView = collectionView, collectionView.numberOfSections == 1 else { return }
                    let header = UICollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        with: IndexPath(item: 0, section: 0))
                    header.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
                    cache.append(header)
                    for item in 0..<collectionView.numberOfItems(inSection: 0) {
                        let a = PhotoAttributes(forCellWith: IndexPath(item: item, section: 0))
                        a.photoHeight = 80
                        a.frame = CGRect(x: 10.5 + CGFloat(item) * 120, y: 50, width: 100, height: a.photoHeight)
                        cache.append(a.copy() as! PhotoAttributes)
                    }
                }
                override var collectionViewContentSize: CGSize { CGSize(width: 393, height: 130.5) }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cache.filter { $0.frame.intersects(rect) }
                }
            }
            """)
        _ = h.ok(Self.classicData)
        _ = h.ok("let items = Items(count: 2)")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: Shelf())")
        _ = h.ok("cv.dataSource = items")
        let out = h.runWithoutErrors("frames").out
        #expect(
            rows(out, kind: "supplementary") == [
                "supplementary UICollectionElementKindSectionHeader  [0, 0]     -        0   0    393      44  0"
            ])
        #expect(
            rows(out) == [
                "cell                                                [0, 0]     \"-\"   10.5  50    100      80  0",
                "cell                                                [0, 1]     \"-\"  130.5  50    100      80  0",
            ])
        #expect(h.ok("contentSize") == ["contentSize: 393 x 130.5"])
    }

    /// Inside a flow layout subclass, `layoutAttributesForItem(at:)` and `layoutAttributesForSupplementaryView` written
    /// without `self.` are UIKit's flow layout's; a 3D transform with a perspective, which no 2D transform draws, is an
    /// error.
    @Test func aFlowSubclassAsksForOneElementAndA3DTransformIsAnError() {
        var h = Harness()
        _ = h.ok(
            """
            class Sticky: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)
                    if let first = layoutAttributesForItem(at: IndexPath(item: 0, section: 0)),
                        let header = layoutAttributesForSupplementaryView(
                            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                    {
                        attributes?.last?.zIndex = Int(first.frame.minY - header.frame.height) + 5
                    }
                    return attributes
                }
            }
            class Tilted: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)
                    var perspective = CATransform3DIdentity
                    perspective.m34 = -1.0 / 500
                    attributes?.forEach { $0.transform3D = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0) }
                    return attributes
                }
            }
            """)
        _ = h.ok(Self.classicData)
        _ = h.ok("let items = Items(count: 2)")
        _ = h.ok("let sticky = Sticky()")
        _ = h.ok("sticky.itemSize = CGSize(width: 100, height: 60)")
        _ = h.ok("sticky.headerReferenceSize = CGSize(width: 0, height: 40)")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: sticky)")
        _ = h.ok("cv.dataSource = items")
        // The first cell starts at y 40, under the 40-point header: the last cell's zIndex is 0 + 5.
        #expect(rows(h.runWithoutErrors("frames").out).last?.hasSuffix("\"-\"  293  40    100      60  5") == true)
        _ = h.ok("cv.collectionViewLayout = Tilted()")
        let error = h.error("frames")
        #expect(error.contains("the playground does not model a layout attribute's transform3D with a perspective"))
        #expect(error.contains("test.lps:18:34"))
    }

    /// A carousel's `transform3D` of Core Animation's functions (a scale, a turn in the screen's plane) is shown as
    /// the 2D transform it is on a flat cell: the frame is the scaled bounds about the center.
    @Test func aCarouselsTransform3DScalesItsCells() {
        var h = Harness()
        _ = h.ok(
            """
            class Carousel: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)?.map {
                        $0.copy() as! UICollectionViewLayoutAttributes
                    }
                    attributes?.forEach { a in
                        a.alpha = 0.5
                        a.transform3D = CATransform3DScale(CATransform3DIdentity, 0.5, 0.5, 1)
                    }
                    return attributes
                }
            }
            """)
        _ = h.ok(Self.classicData)
        _ = h.ok("let items = Items(count: 1)")
        _ = h.ok("let carousel = Carousel()")
        _ = h.ok("carousel.itemSize = CGSize(width: 200, height: 100)")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: carousel)")
        _ = h.ok("cv.dataSource = items")
        // Alone on its line, the 200-point cell is centred (x 96.333 on the pixel grid); half its size about the
        // same center.
        #expect(
            rows(h.runWithoutErrors("frames").out) == [
                "cell  [0, 0]     \"-\"  146.333  25    100      50  0  scale 0.5; alpha 0.5"
            ])
        #expect(
            h.ok(
                "print(CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)).b, "
                    + "CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))")
                == ["1.0 true"])
    }

    /// A layout that reads `collectionView` (and its counts) for every cell it places finds the collection view once
    /// per layout pass: ten times the cells cost no more searches of the session's objects than the layout passes
    /// make (each search looks at every object, so one per cell was quadratic: a 100 x 100 grid ran for minutes).
    @Test func aLayoutReadingItsCollectionViewPerCellSearchesOncePerPass() {
        func searches(_ count: Int) -> Int {
            var playground = Playground(options: PlaygroundOptions(color: false))
            let script =
                Self.classicData + """

                    class Grid: UICollectionViewLayout {
                        var cache: [UICollectionViewLayoutAttributes] = []
                        override func prepare() {
                            cache = []
                            for item in 0..<collectionView!.numberOfItems(inSection: 0) {
                                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                                let width = collectionView!.bounds.width
                                a.frame = CGRect(x: 0, y: CGFloat(item) * 10, width: width, height: 10)
                                cache.append(a)
                            }
                        }
                        override var collectionViewContentSize: CGSize { CGSize(width: 393, height: CGFloat(cache.count) * 10) }
                        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                            cache
                        }
                    }
                    let items = Items(count: \(count))
                    let cv = UICollectionView(frame: .zero, collectionViewLayout: Grid())
                    cv.dataSource = items
                    contentSize
                    """
            let r = playground.run(script: script, file: "Grid.swift", keepGoing: false, reader: reader([:]))
            #expect(!r.failed)
            return playground.session.work.collectionViewSearch
        }
        let small = searches(20)
        let large = searches(200)
        #expect(small > 0)
        // Each search looks at every object (the cells' attributes among them): linear in the cells, not quadratic.
        #expect(large <= 12 * small, "20 cells: \(small), 200 cells: \(large)")
    }

    /// A layout's method that asks the collection view for an item's attributes does not run the layout pass again
    /// (it recursed to the depth limit, located at the file's first line); an element returned twice is shown once.
    @Test func aLayoutAskingTheCollectionViewDuringItsPassIsAnsweredFromTheLastPass() {
        var h = Harness()
        _ = h.ok(
            """
            class Asking: UICollectionViewLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    _ = collectionView?.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
                    a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                    let b = a.copy() as! UICollectionViewLayoutAttributes
                    b.frame.origin.x = 20
                    return [a, b]
                }
            }
            """)
        _ = h.ok(Self.classicData)
        _ = h.ok("let items = Items(count: 1)")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: Asking())")
        _ = h.ok("cv.dataSource = items")
        #expect(rows(h.runWithoutErrors("frames").out) == ["cell  [0, 0]     \"-\"  20  0     10      10  0"])
    }
}
