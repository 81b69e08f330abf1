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

    @Test func settingWhatTheItemShowsIsALocatedErrorAndTheApplyIsUndone() {
        var h = Harness()
        _ = h.ok(
            """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                items.forEach { $0.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
            }
            layout = UICollectionViewCompositionalLayout(section: section)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            """)
        let e = h.error("dataSource.apply(snapshot)")
        #expect(
            e.contains("does not model what a visibleItemsInvalidationHandler sets on a visible item ('transform')"),
            "\(e)")
        #expect(e.contains("test.lps:7"), "located in the handler: \(e)")
        // The session is as it was: nothing was applied.
        #expect(h.ok("print(dataSource.snapshot().numberOfItems)") == ["0"])
        // Without the handler the same apply succeeds.
        _ = h.ok("section.visibleItemsInvalidationHandler = nil")
        _ = h.ok("dataSource.apply(snapshot)")
        #expect(h.ok("print(dataSource.snapshot().numberOfItems)") == ["3"])
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
