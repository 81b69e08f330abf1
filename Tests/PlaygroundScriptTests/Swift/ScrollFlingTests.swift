import Testing

@testable import PlaygroundScript

/// `scroll section: N to: X velocity: V`: a fling of an orthogonal section's strip comes to rest where
/// UIKit stops it, the section's visibleItemsInvalidationHandler is called on the way (at the release,
/// at each boundary passed, at rest), `set handlers trace` prints those calls, and UIKit's restriction
/// on layouts with estimated items applies to what a handler sets.
@Suite struct ScrollFlingTests {
    /// 150-point groups, 10 apart (stride 160), 20 of them, and a page tracker on the strip.
    static func shelf(_ behavior: String, height: String = ".absolute(100)", fade: Bool = false) -> String {
        let itemHeight = height.hasPrefix(".estimated") ? height : ".fractionalHeight(1)"
        return """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: \(itemHeight)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(150), heightDimension: \(height)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .\(behavior)
            section.interGroupSpacing = 10
            var page = 0
            var calls = 0
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls += 1\(fade ? "; items.forEach { $0.alpha = 0.5 }" : "")
                let p = Int((offset.x / 160).rounded())
                if p != page { page = p; print("page", p) }
            }
            layout = UICollectionViewCompositionalLayout(section: section)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<20))
            dataSource.apply(snapshot)
            """
    }

    @Test func aFlingThroughAContinuousStripShowsThePageTrackerEachPageItPasses() {
        var h = Harness()
        _ = h.ok(Self.shelf("continuous"))
        // 100 + 2000 / 1000 · 0.998 / 0.002 = 1098: past the group edges at 160, 320, ... 960.
        let out = h.ok("scroll section: 0 to: 100 velocity: 2000")
        #expect(
            out == [
                "section 0 let go at 100 with velocity 2000: comes to rest at 1098 (decelerationRate .normal would stop it at 1098)",
                "page 1", "page 2", "page 3", "page 4", "page 5", "page 6", "page 7",
            ], "\(out)")
        // Called at the release, at the six edges passed and at rest.
        #expect(h.ok("print(calls)") == ["9"])
        #expect(h.ok("visible").first == "viewport: x 0, y -59, 393 x 852")
        #expect(h.ok("print(page)") == ["7"])
    }

    @Test func theSectionsDecelerationRateDecidesWhereTheFlingEnds() {
        var h = Harness()
        _ = h.ok(Self.shelf("continuous"))
        _ = h.ok("section.orthogonalScrollingProperties.decelerationRate = .fast")
        _ = h.ok("layout = UICollectionViewCompositionalLayout(section: section)")
        let out = h.ok("scroll section: 0 to: 100 velocity: 2000")
        #expect(
            out.first
                == "section 0 let go at 100 with velocity 2000: comes to rest at 298 (decelerationRate .fast would stop it at 298)"
        )
        #expect(Array(out.dropFirst()) == ["page 1", "page 2"])
    }

    @Test func aPagingStripGoesAtMostOneGroupPerFling() {
        var h = Harness()
        _ = h.ok(Self.shelf("groupPaging"))
        let out = h.ok("scroll section: 0 to: 170 velocity: 20000")
        #expect(
            out.first
                == "section 0 let go at 170 with velocity 20000: comes to rest at 320 (decelerationRate .fast would stop it at 2150)"
        )
        #expect(Array(out.dropFirst()) == ["page 1", "page 2"])
        // Without velocity it settles on the nearest group, as before.
        #expect(h.ok("scroll section: 0 to: 470") == ["section 0 comes to rest at 480 (asked for 470)", "page 3"])
    }

    @Test func traceListsEachCallWithItsOffsetAndItems() {
        var h = Harness()
        _ = h.ok(Self.shelf("groupPaging"))
        #expect(h.ok("set handlers trace").isEmpty)
        let out = h.ok("scroll section: 0 to: 100 velocity: 1000")
        #expect(
            out == [
                "section 0 let go at 100 with velocity 1000: comes to rest at 160 (decelerationRate .fast would stop it at 199)",
                "visibleItemsInvalidationHandler(section 0) offset (x: 100, y: -59): [0, 0] 0, [0, 1] 1, [0, 2] 2, [0, 3] 3",
                // The handler prints while it is called: at 100 the nearest page is already 1.
                "page 1",
                "visibleItemsInvalidationHandler(section 0) offset (x: 160, y: -59): [0, 1] 1, [0, 2] 2, [0, 3] 3",
            ], "\(out)")
        #expect(h.ok("set").last == "handlers trace")
        _ = h.ok("set handlers quiet")
        #expect(h.ok("scroll section: 0 to: 320") == ["section 0 scrolled to 320", "page 2"])
        let e = h.error("set handlers loud")
        #expect(e.contains("loud"), "\(e)")
    }

    @Test func velocityNeedsAnOrthogonalSection() {
        var h = Harness()
        _ = h.ok(Self.shelf("continuous"))
        let e = h.error("scroll to: 300 velocity: 1000")
        #expect(e.contains("'velocity:' flings an orthogonal section's strip"), "\(e)")
        let bad = h.error("scroll section: 0 to: 0 velocity: 1e12")
        #expect(bad.contains("velocity"), "\(bad)")
    }

    /// UIKit applies nothing a handler sets while the layout has estimated sizes, and logs once.
    @Test func whatAHandlerSetsIsNotShownInALayoutWithEstimatedItems() {
        var h = Harness()
        _ = h.run(Self.shelf("continuous", height: ".estimated(100)", fade: true))
        let frames = h.ok("frames")
        #expect(frames.first?.hasSuffix("shown") == false, "\(frames)")
        let (out, notes) = h.run("scroll section: 0 to: 320")
        #expect(out == ["section 0 scrolled to 320", "page 2"])
        #expect(notes.isEmpty, "the note was given once, at the first call: \(notes)")
        #expect(h.ok("print(calls)") == ["2"])
        var fresh = Harness()
        let (_, first) = fresh.run(
            Self.shelf("continuous", height: ".estimated(100)", fade: true))
        let restriction = first.filter { $0.contains(VisibleItemsHandlers.uikitRestriction) }
        #expect(restriction.count == 1, "\(first)")
        #expect(restriction.first?.hasPrefix("note: UIKit logs") == true)
    }
}
