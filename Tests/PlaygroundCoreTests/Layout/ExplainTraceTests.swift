import Testing

@testable import PlaygroundCore

/// `explainCell` re-solves one group instance with the trace on; the normal path records nothing.
@Suite("Explaining a frame")
struct ExplainTraceTests {
    static let env = LayoutEnvironment(containerSize: Size(width: 393, height: 852))

    /// Self-sizing rows of two (the rows fast path), a million items.
    static func rows(itemCount: Int) throws -> ResolvedLayout {
        let cell = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        var row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitem: .item(cell), count: 2)
        row.interItemSpacing = .fixed(8)
        var section = LayoutSection(group: row)
        section.interGroupSpacing = 4
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        return try CompositionalLayout(section: section, sectionCount: 1)
            .resolve(data: [SectionData(itemCount: itemCount)], environment: env)
    }

    @Test func explainingACellOfAMillionSolvesOnlyItsGroup() throws {
        var layout = try Self.rows(itemCount: 1_000_000)
        try layout.setFittedSize(Size(width: .nan, height: 90), at: IndexPath(0, 500_001))
        let traced = try #require(try layout.tracedGroup(at: IndexPath(0, 500_001)))
        // One top-level group, its two leaves: nothing else was solved.
        #expect(traced.trace.groups.count == 1)
        #expect(traced.trace.leaves.map(\.ordinal) == [0, 1])
        #expect(traced.group == 250_000 && traced.ordinal == 1)
        let explained = try #require(try layout.explainCell(at: IndexPath(0, 500_001)))
        let cell = try #require(layout.attributesForItem(at: IndexPath(0, 500_001)))
        #expect(explained.frame.rect == cell.frame)
        #expect(explained.selfSizing?.fittedHeight == 90)
        #expect(explained.position?.group == 250_000)
        // Group 250000 is 46 points taller than the estimate: the row's fitted 90 against 44.
        #expect(explained.position?.groupSize.height == 90)
    }

    @Test func theTracedSolveAgreesWithTheRowsFastPath() throws {
        var layout = try Self.rows(itemCount: 41)
        for (i, h) in [(0, 120.0), (3, 30), (7, 200), (40, 61)] {
            try layout.setFittedSize(Size(width: .nan, height: h), at: IndexPath(0, i))
        }
        for i in 0..<41 {
            let explained = try #require(try layout.explainCell(at: IndexPath(0, i)))
            #expect(explained.frame.rect == layout.attributesForItem(at: IndexPath(0, i))?.frame, "item \(i)")
        }
        #expect(try layout.explainCell(at: IndexPath(0, 41)) == nil)
        #expect(try layout.explainCell(at: IndexPath(1, 0)) == nil)
    }

    @Test func theNormalPathKeepsNoTrace() throws {
        // The solver the resolver uses has no trace; only tracedGroup turns it on.
        let solver = GroupSolver(
            section: 0, scrollAxis: .vertical, quirks: false,
            fitted: FittedLookup(
                byIndex: FittedIndex([:], itemCount: 0), byName: [:], sectionDefault: nil, base: 0, usesIndex: false),
            collectNotes: true)
        #expect(solver.trace == nil)
    }

    @Test func aNestedGroupsChainRunsFromTheSectionsGroupToTheItem() throws {
        let leading = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        let small = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let trailing = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
            subitem: .item(small), count: 2)
        let outer = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [.item(leading), .group(trailing)])
        let layout = try CompositionalLayout(section: LayoutSection(group: outer), sectionCount: 1)
            .resolve(data: [SectionData(itemCount: 6)], environment: Self.env)
        let e = try #require(try layout.explainCell(at: IndexPath(0, 5)))
        #expect(e.chain.map(\.role) == ["group", "group", "item"])
        #expect(e.chain[1].subitem == 1)
        #expect(e.chain[1].width.against == 393)
        #expect(e.chain[2].height.dimension == ".fractionalHeight(0.5)")
        #expect(e.chain[2].height.value == 100)
        func near(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
            guard let r else { return false }
            return [r.minX - x, r.minY - y, r.width - w, r.height - h].allSatisfy { Swift.abs($0) < 1e-9 }
        }
        // 0.7 and 0.3 of 393 (275.1 and 117.9, within rounding) in the chain, the exact arithmetic;
        // the frame is what the device reports at 3x (825.3 px -> 825, 353.7 px -> 354).
        #expect(near(e.chain[2].frame?.rect, 275.1, 100, 117.9, 100))
        #expect(near(e.frame.rect, 275, 300, 118, 100))
        #expect(near(e.snapping.unsnapped.rect, 275.1, 300, 117.9, 100))
        #expect(e.frame.rect == layout.attributesForItem(at: IndexPath(0, 5))?.frame)
        #expect(e.position?.group == 1 && e.position?.item == 2)
    }
}
