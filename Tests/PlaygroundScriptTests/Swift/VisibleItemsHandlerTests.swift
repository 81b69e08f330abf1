import Testing

@testable import PlaygroundScript

/// `section.visibleItemsInvalidationHandler` runs as UIKit calls it: with the section's visible items,
/// its scroll offset and the environment, whenever what it would see changes.
@Suite struct VisibleItemsHandlerTests {
    static let pager = """
        var pages: [Int] = []
        func makeSection() -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(300), heightDimension: .absolute(200)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                let page = Int(round(offset.x / 300))
                pages.append(page)
                print("page", page, "at", offset.x, "items", items.map { $0.indexPath.item },
                      "first x", items.first!.frame.minX, environment.container.contentSize.width)
            }
            return section
        }
        layout = UICollectionViewCompositionalLayout(section: makeSection())
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<6))
        """

    @Test func aPageTrackerSeesEachPageAsTheStripScrolls() {
        var h = Harness()
        _ = h.ok(Self.pager)
        let applied = h.ok("dataSource.apply(snapshot)")
        #expect(applied.contains("page 0 at 0.0 items [0, 1] first x 0.0 393.0"), "\(applied)")
        // The handler sees the strip's offset, and the items' frames in the layout's coordinates
        // (not moved by the strip); the items are those `visible` lists (an edge that touches counts).
        let scrolled = h.run("scroll section: 0 to: 600").out
        #expect(scrolled.contains("page 2 at 600.0 items [1, 2, 3] first x 300.0 393.0"), "\(scrolled)")
        #expect(h.ok("print(pages)") == ["[0, 2]"])
    }

    @Test func itIsNotCalledAgainWhenNothingItSeesChanged() {
        var h = Harness()
        _ = h.ok(Self.pager)
        _ = h.ok("dataSource.apply(snapshot)")
        _ = h.ok("let unrelated = 1")
        _ = h.ok("frames")
        _ = h.ok("contentSize")
        #expect(h.ok("print(pages)") == ["[0]"])
    }

    /// A carousel as apps write it: 300-point pages, each scaled by its distance from the middle.
    static let carousel = """
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(300), heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            items.forEach { item in
                let distance = abs(item.center.x - (offset.x + width / 2))
                let scale = max(1 - distance / width, 0.8)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        layout = UICollectionViewCompositionalLayout(section: section)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3, 4])
        dataSource.apply(snapshot)
        """

    @Test func aTransformSetInTheHandlerShowsAsTheTransformedBoundingBoxAroundTheCenter() throws {
        var h = Harness()
        _ = h.ok(Self.carousel)
        // Item 0's center is at 150, the middle at 196.5: scale 1 - 46.5 / 393 = 0.8817...;
        // item 1's center 450 is 253.5 away: 0.8 (the floor). Item 2 is not visible, not scaled.
        let frames = h.ok("frames")
        #expect(frames.first == "kind  indexPath  id       x       y    width   height  z  shown", "\(frames)")
        #expect(frames.contains("cell  [0, 0]     1   17.748  11.832  264.504  176.336  0  scale 0.882"), "\(frames)")
        #expect(frames.contains("cell  [0, 1]     2      330      20      240      160  0  scale 0.8"), "\(frames)")
        #expect(frames.contains("cell  [0, 2]     3      600       0      300      200  0"), "\(frames)")
        let json = h.ok("frames --json").joined()
        #expect(
            json.contains(
                "\"identifier\":\"2\",\"x\":330,\"y\":20,\"width\":240,\"height\":160,\"zIndex\":0,"
                    + "\"transform\":[0.8,0,0,0.8,0,0],\"center\":{\"x\":450,\"y\":100},"
                    + "\"bounds\":{\"width\":300,\"height\":200}}"), "\(json)")
        let explain = h.ok("explain 2")
        #expect(explain.first == "cell [0, 1] 2: x 330, y 20, 240 x 160, z 0", "\(explain)")
        #expect(
            explain.dropFirst().first
                == "shown: laid out at x 300, y 0, 300 x 200; the section's visibleItemsInvalidationHandler set "
                + "transform scale 0.8: UIKit reports the frame above (bounds 300 x 200 about the center (450, 100))",
            "\(explain)")
        let svg = PictureRenderer.svg(try Picture.make(h.playground.session, view: .content), options: .init())
        #expect(svg.contains("data-x=\"330\" data-y=\"20\" data-width=\"240\" data-height=\"160\""), "\(svg)")
        // Drawn as the laid-out rect through the transform about its center (450, 100).
        #expect(svg.contains("<g transform=\"matrix(0.8 0 0 0.8 90 20)\"><rect x=\"300\" y=\"0\" width=\"300\""))
        // Scrolled a page on, item 1 is where item 0 was (on screen, the strip scrolled by 300) with
        // its scale, and item 0 has the floor's.
        _ = h.ok("scroll section: 0 to: 300")
        let scrolled = h.ok("visible")
        #expect(scrolled.contains("cell  [0, 0]     1     -270      20      240      160  0  scale 0.8"), "\(scrolled)")
        #expect(
            scrolled.contains("cell  [0, 1]     2   17.748  11.832  264.504  176.336  0  scale 0.882"), "\(scrolled)")
    }

    @Test func alphaZIndexIsHiddenAndCenterShowAndAHiddenItemIsNotDrawn() throws {
        var h = Harness()
        _ = h.ok(
            """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                for item in items {
                    switch item.indexPath.item {
                    case 0: item.alpha = 0.5
                    case 1: item.isHidden = true
                    case 2:
                        item.zIndex = 7
                        item.center = CGPoint(x: item.center.x + 10, y: item.center.y)
                        print(item.frame.minX)
                    default: break
                    }
                }
            }
            layout = UICollectionViewCompositionalLayout(section: section)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<4))
            """)
        // The item's frame follows its new center inside the handler, as UIKit's does.
        #expect(h.ok("dataSource.apply(snapshot)").contains("10.0"))
        let frames = h.ok("frames")
        #expect(frames.contains("cell  [0, 0]     0    0    0    393      50  0  alpha 0.5"), "\(frames)")
        #expect(frames.contains("cell  [0, 1]     1    0   50    393      50  0  hidden"), "\(frames)")
        #expect(frames.contains("cell  [0, 2]     2   10  100    393      50  7"), "\(frames)")
        let json = h.ok("frames --json").joined()
        #expect(json.contains("\"zIndex\":0,\"alpha\":0.5}"), "\(json)")
        #expect(json.contains("\"zIndex\":0,\"hidden\":true}"), "\(json)")
        let picture = try Picture.make(h.playground.session, view: .content)
        #expect(
            picture.elements.map(\.indexPath.item) == [0, 3, 2], "hidden 1 left out, 2 on top: \(picture.elements)")
        let svg = PictureRenderer.svg(picture, options: .init())
        #expect(svg.contains("data-alpha=\"0.5\" opacity=\"0.5\""), "\(svg)")
    }

    @Test func eachCallReplacesWhatTheLastSetAndRemovingTheHandlerShowsTheLayoutsOwn() {
        var h = Harness()
        _ = h.ok(
            """
            var faded = 0
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                for item in items where item.indexPath.item == faded { item.alpha = 0.25 }
            }
            layout = UICollectionViewCompositionalLayout(section: section)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<40))
            dataSource.apply(snapshot)
            """)
        #expect(h.ok("frames").filter { $0.hasSuffix("alpha 0.25") }.count == 1)
        // The next call (a scroll) fades item 1 only: item 0 is back to the layout's own alpha.
        _ = h.ok("faded = 1")
        _ = h.ok("scroll to: 10")
        let frames = h.ok("frames")
        #expect(frames.filter { $0.hasSuffix("alpha 0.25") }.count == 1, "\(frames)")
        #expect(frames.contains { $0.hasPrefix("cell  [0, 1]") && $0.hasSuffix("alpha 0.25") }, "\(frames)")
        _ = h.ok("section.visibleItemsInvalidationHandler = nil")
        let plain = h.ok("frames")
        #expect(plain.first == "kind  indexPath  id  x     y  width  height  z", "\(plain)")
        #expect(!plain.contains { $0.contains("alpha") }, "\(plain)")
    }

    @Test func whatIsNotModelledOrIsTheWrongTypeIsALocatedErrorAndTheApplyIsUndone() {
        var h = Harness()
        _ = h.ok(
            """
            var wrong = false
            var huge = false
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                if huge { items.forEach { $0.transform = CGAffineTransform(scaleX: 1e300, y: 1) } }
                if wrong { items.forEach { $0.alpha = "half" } } else { items.forEach { $0.transform3D = 1 } }
            }
            layout = UICollectionViewCompositionalLayout(section: section)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            """)
        let e = h.error("dataSource.apply(snapshot)")
        #expect(e.contains("the playground does not model a visible item's 'transform3D'"), "\(e)")
        #expect(e.contains("test.lps:10"), "located in the handler: \(e)")
        // The session is as it was: nothing was applied.
        #expect(h.ok("print(dataSource.snapshot().numberOfItems)") == ["0"])
        _ = h.ok("wrong = true")
        _ = h.ok("huge = true")
        let far = h.error("dataSource.apply(snapshot)")
        #expect(far.contains("the visible item's transform puts its frame beyond the limit of"), "\(far)")
        _ = h.ok("huge = false")
        let typed = h.error("dataSource.apply(snapshot)")
        #expect(typed.contains("cannot assign value of type 'String' to type 'CGFloat'"), "\(typed)")
        #expect(h.ok("print(dataSource.snapshot().numberOfItems)") == ["0"])
    }

    @Test func cgAffineTransformHasCoreGraphicsInitializersAndMethods() {
        var h = Harness()
        #expect(
            h.ok("print(CGAffineTransform(rotationAngle: CGFloat.pi / 2))").first?.contains(
                "a: 0.0, b: 1.0, c: -1.0, d: 0.0")
                == true)
        #expect(
            h.ok("print(CGAffineTransform.identity.isIdentity, CGAffineTransform(scaleX: 2, y: 2).isIdentity)") == [
                "true false"
            ])
        // scaledBy prepends the scale: translating by (10, 0) then scaling by 2 moves the origin 10.
        #expect(
            h.ok("let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2); print(t.a, t.tx)")
                == ["2.0 10.0"])
        #expect(
            h.ok(
                "let u = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0)); print(u.tx)"
            )
                == ["10.0"])
        #expect(h.ok("print(CGAffineTransform(scaleX: 4, y: 2).inverted().d)") == ["0.5"])
        #expect(h.ok("print(CGAffineTransform(scaleX: 2, y: 2).concatenating(.identity).a)") == ["2.0"])
        #expect(
            h.error("let bad = CGAffineTransform(scale: 2)").contains("CGAffineTransform has no initializer (scale:)"))
    }

    @Test func readingTheVisibleItemsAndSettingUnchangedValuesIsAllowed() {
        var h = Harness()
        let out = h.ok(
            """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                for item in items { item.alpha = 1 }
                print(items.count, items[0].representedElementCategory == .cell, items[0].alpha, items[0].isHidden, offset.y)
            }
            layout = UICollectionViewCompositionalLayout(section: section)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<100))
            dataSource.apply(snapshot)
            """)
        // At rest the offset is UIKit's: minus the top safe area (59 on an iPhone 15, whose 852 points
        // show rows 0 to 15 of 50 points from -59).
        #expect(out.last == "16 true 1.0 false -59.0", "\(out)")
    }

    @Test func itIsAClosureOrNil() {
        var h = Harness()
        _ = h.ok(
            """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
            """)
        #expect(h.error("section.visibleItemsInvalidationHandler = 3").contains("takes a closure"))
        #expect(h.ok("print(section.visibleItemsInvalidationHandler == nil)") == ["true"])
    }
}
