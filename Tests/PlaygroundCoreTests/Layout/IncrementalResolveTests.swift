import Testing

@testable import PlaygroundCore

/// `resolve(data:environment:reusing:unchanged:)` keeps the plans of the sections the caller
/// vouches for and plans the others: the result is the full resolve's, and its work counts only
/// the sections planned.
@Suite struct IncrementalResolveTests {
    /// Section kinds with notes, estimated rows, orthogonal strips and boundary items, by index.
    static func section(_ kind: Int) -> LayoutSection {
        switch kind % 4 {
        case 0: return rowsSection(height: 40 + Double(kind % 7), spacing: Double(kind % 3))
        case 1: return twoColumnEstimatedSection(badges: kind % 8 == 1)
        case 2:
            var s = rowsSection(height: 30)
            s.orthogonalScrollingBehavior = .continuous
            s.contentInsets = DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            return s
        default:
            // A fractional item in an estimated group: a pitfall note for this section.
            let row = leaf(.fractionalWidth(1), .fractionalHeight(1))
            var s = LayoutSection(
                group: .horizontal(
                    layoutSize: sz(.fractionalWidth(1), .estimated(50)),
                    subitem: .item(row), count: 1))
            s.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: sz(.fractionalWidth(1), .absolute(20)), elementKind: "header", alignment: .top)
            ]
            return s
        }
    }

    static func same(_ a: ResolvedLayout, _ b: ResolvedLayout) {
        #expect(a.contentSize == b.contentSize)
        #expect(a.sections == b.sections)
        #expect(a.notes == b.notes)
        #expect(a.allAttributes() == b.allAttributes())
    }

    @Test func keepingUnchangedSectionsGivesTheFullResolveAndPlansOnlyTheOthers() throws {
        let e = env()
        var sections = (0..<12).map(Self.section)
        var data = (0..<12).map { SectionData(itemCount: 3 + $0 % 5) }
        let first = try CompositionalLayout(
            sections: sections, configuration: LayoutConfiguration(interSectionSpacing: 6)
        )
        .resolve(data: data, environment: e)
        // Two sections appended, one section's items and another's definition changed.
        sections += [Self.section(13), Self.section(14)]
        data += [SectionData(itemCount: 3), SectionData(itemCount: 0)]
        data[4].itemCount = 9
        sections[7] = Self.section(20)
        let changed: Set<Int> = [4, 7, 12, 13]
        let layout = CompositionalLayout(sections: sections, configuration: LayoutConfiguration(interSectionSpacing: 6))
        let full = try layout.resolve(data: data, environment: e)
        let kept = try layout.resolve(data: data, environment: e, reusing: first, unchanged: { !changed.contains($0) })
        Self.same(kept, full)
        #expect(full.work.sections == 14)
        #expect(kept.work.sections == changed.count, "only the changed sections are planned")
        #expect(!kept.notes.isEmpty, "the kept sections' notes are kept")
    }

    @Test func nothingIsKeptInAnotherEnvironmentOrConfiguration() throws {
        let sections = (0..<6).map(Self.section)
        let data = (0..<6).map { SectionData(itemCount: 2 + $0) }
        let first = try CompositionalLayout(sections: sections).resolve(data: data, environment: env())
        let wider = try CompositionalLayout(sections: sections).resolve(
            data: data, environment: env(width: 500),
            reusing: first, unchanged: { _ in true })
        Self.same(wider, try CompositionalLayout(sections: sections).resolve(data: data, environment: env(width: 500)))
        #expect(wider.work.sections == 6)
        let spaced = CompositionalLayout(
            sections: sections, configuration: LayoutConfiguration(interSectionSpacing: 10))
        let again = try spaced.resolve(data: data, environment: env(), reusing: first, unchanged: { _ in true })
        Self.same(again, try spaced.resolve(data: data, environment: env()))
        #expect(again.work.sections == 6)
    }

    @Test func aKeptPlanCountsOnlyTheWorkDoneAfterIt() throws {
        let sections = [twoColumnEstimatedSection(badges: false)]
        var first = try CompositionalLayout(sections: sections).resolve(
            data: [SectionData(itemCount: 40)], environment: env())
        let fresh = first
        try first.setFittedSize(Size(width: .nan, height: 150), at: IndexPath(0, 5))
        #expect(first.work.total > fresh.work.total)
        let kept = try CompositionalLayout(sections: sections).resolve(
            data: [SectionData(itemCount: 40)], environment: env(),
            reusing: fresh, unchanged: { _ in true })
        #expect(kept.work == LayoutWork())
        Self.same(kept, fresh)
    }
}
