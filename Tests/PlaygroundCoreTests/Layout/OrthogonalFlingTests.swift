import Testing

@testable import PlaygroundCore

/// Where a fling of an orthogonal section's strip comes to rest (`ResolvedLayout.orthogonalFling`), and
/// which layouts UIKit counts as containing estimated items (`containsEstimatedSizeElement`).
@Suite struct OrthogonalFlingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var behavior: OrthogonalScrollingBehavior
        var rate: Double? = nil
        var release: Double
        var velocity: Double
        var resting: Double
        var passed: [Double] = []
        var testDescription: String { "\(behavior) \(release) at \(velocity) → \(resting)" }
    }

    // Groups 300 wide, spacing 10 (stride 310), 10 groups, container 400: strip 3090, max offset 2690.
    // Projection: velocity / 1000 · r / (1 − r): 499 ms·v at .normal (0.998), 99 at .fast (0.99).
    @Test(arguments: [
        // .continuous decelerates at .normal: 100 + 499 = 599, passing the group edge at 310.
        Case(behavior: .continuous, release: 100, velocity: 1000, resting: 599, passed: [310]),
        // Backwards past the start: it rests at 0.
        Case(behavior: .continuous, release: 100, velocity: -1000, resting: 0),
        // A rate of the section's own: .fast stops it sooner (100 + 99).
        Case(behavior: .continuous, rate: 0.99, release: 100, velocity: 1000, resting: 199),
        // Far past the end: clamped to 2690, every group edge on the way listed in order.
        Case(
            behavior: .continuous, release: 0, velocity: 1e7, resting: 2690,
            passed: [310, 620, 930, 1240, 1550, 1860, 2170, 2480]),
        // Leading boundary: the projection 100 + 998 = 1098 snaps to the nearest group edge, 1240.
        Case(
            behavior: .continuousGroupLeadingBoundary, release: 100, velocity: 2000, resting: 1240,
            passed: [310, 620, 930]),
        // Group paging (.fast): 400 + 495 = 895 is nearest 930, but a flick goes one group at most: 620.
        Case(behavior: .groupPaging, release: 400, velocity: 5000, resting: 620),
        // A slow flick forward from 400: 429.7 is nearer 310, and it comes back.
        Case(behavior: .groupPaging, release: 400, velocity: 300, resting: 310),
        // From a stop, a flick goes to the next one when the projection is nearer it.
        Case(behavior: .groupPaging, release: 620, velocity: 2000, resting: 930),
        Case(behavior: .groupPaging, release: 620, velocity: 100, resting: 620),
        // Backwards from a stop: the previous one.
        Case(behavior: .groupPaging, release: 620, velocity: -2000, resting: 310),
        // Paging by the container (400): 100 + 297 = 397 → page 1.
        Case(behavior: .paging, release: 100, velocity: 3000, resting: 400),
        // No velocity: the nearest page, as a release without one.
        Case(behavior: .paging, release: 590, velocity: 0, resting: 400),
        // Centred group paging: stops at 310g; 0 + 99 = 99 → 0 (nearer), a faster flick → 310.
        Case(behavior: .groupPagingCentered, release: 0, velocity: 1000, resting: 0),
        Case(behavior: .groupPagingCentered, release: 0, velocity: 2000, resting: 310),
    ])
    func aFlingRestsWhereTheBehaviourStopsIt(_ c: Case) throws {
        var s = LayoutSection(
            group: .horizontal(
                layoutSize: sz(.absolute(300), .absolute(80)),
                subitem: .item(leaf(.fractionalWidth(1), .fractionalHeight(1))), count: 1))
        s.interGroupSpacing = 10
        s.orthogonalScrollingBehavior = c.behavior
        s.orthogonalDecelerationRate = c.rate
        let r = try resolve([s], counts: [10])
        let fling = try #require(r.orthogonalFling(section: 0, release: c.release, velocity: c.velocity))
        // The projection is floating-point arithmetic (599 is 598.9999999999995).
        #expect(abs(fling.resting - c.resting) < 1e-9, "\(fling.resting)")
        #expect(fling.passed == c.passed)
        #expect(fling.release == c.release)
    }

    @Test func theAutomaticRateIsNormalForContinuousStripsAndFastForPagingOnes() throws {
        var s = LayoutSection(
            group: .horizontal(
                layoutSize: sz(.absolute(300), .absolute(80)),
                subitem: .item(leaf(.fractionalWidth(1), .fractionalHeight(1))), count: 1))
        s.orthogonalScrollingBehavior = .continuous
        #expect(try resolve([s], counts: [10]).orthogonalFling(section: 0, release: 0, velocity: 1)?.rate == 0.998)
        s.orthogonalScrollingBehavior = .groupPaging
        #expect(try resolve([s], counts: [10]).orthogonalFling(section: 0, release: 0, velocity: 1)?.rate == 0.99)
        s.orthogonalScrollingBehavior = .none
        #expect(try resolve([s], counts: [10]).orthogonalFling(section: 0, release: 0, velocity: 1) == nil)
        #expect(abs(DecelerationRate.projectedDistance(velocity: 1000, rate: DecelerationRate.normal) - 499) < 1e-9)
        #expect(abs(DecelerationRate.projectedDistance(velocity: -1000, rate: DecelerationRate.fast) + 99) < 1e-9)
    }

    @Test func aLayoutContainsEstimatedItemsWhenAnySizeInItIsEstimated() throws {
        let fixed = rowsSection(height: 50)
        #expect(try resolve([fixed], counts: [3]).containsEstimatedSizeElement == false)
        var estimatedRow = LayoutSection(
            group: .vertical(
                layoutSize: sz(.fractionalWidth(1), .estimated(50)),
                subitems: [.item(leaf(.fractionalWidth(1), .estimated(50)))]))
        #expect(try resolve([fixed, estimatedRow], counts: [3, 3]).containsEstimatedSizeElement)
        // A header with an estimated height is enough.
        var withHeader = fixed
        withHeader.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: sz(.fractionalWidth(1), .estimated(30)), elementKind: "h", alignment: .top)
        ]
        #expect(withHeader.containsEstimatedSizeElement)
        // So is a badge on an item, deep in nested groups.
        var badged = leaf(.absolute(40), .absolute(40))
        badged.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: sz(.estimated(10), .absolute(10)), elementKind: "b",
                containerAnchor: LayoutAnchor(edges: [.top]))
        ]
        estimatedRow = LayoutSection(
            group: .horizontal(
                layoutSize: sz(.fractionalWidth(1), .absolute(40)),
                subitems: [.group(.vertical(layoutSize: sz(.absolute(40), .absolute(40)), subitems: [.item(badged)]))]))
        #expect(estimatedRow.containsEstimatedSizeElement)
        // And the layout's own estimated header, in a layout of fixed sections.
        var configuration = LayoutConfiguration()
        configuration.boundarySupplementaryItems = withHeader.boundarySupplementaryItems
        #expect(try resolve([fixed], counts: [3], configuration: configuration).containsEstimatedSizeElement)
    }
}
