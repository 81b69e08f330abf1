import Testing
@testable import PlaygroundScript

/// A section provider of n sections is n section rules; choosing each section's definition from
/// them is O(1) a section (`SectionRules`), so resolving the provider's layout costs work linear in
/// its sections. Counted with `Session.work.layout`, never timed: a scan of the rules per section
/// makes ten times the sections cost about a hundred times the work.
@Suite struct SectionProviderComplexityTests {
    /// A view controller whose provider alternates two sections, with `sections` sections of two items.
    static func script(sections: Int) -> String {
        """
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<\(sections)))
        for s in 0..<\(sections) { snapshot.appendItems([2 * s, 2 * s + 1], toSection: s) }
        let provider = UICollectionViewCompositionalLayout { sectionIndex, environment in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let height: CGFloat = sectionIndex % 2 == 0 ? 44 : 60
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        layout = provider
        dataSource.apply(snapshot, animatingDifferences: false)
        """
    }

    /// The layout work of one `contentSize` after the script, and what it printed.
    static func contentSize(sections: Int) -> (work: Int, output: String) {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let setup = playground.run(script: script(sections: sections), file: "provider.swift", keepGoing: false, reader: reader([:]))
        #expect(!setup.failed, "\(setup.outputs.last(where: \.isError).map { "\($0)" } ?? "")")
        let before = playground.session.work.layout
        let query = playground.run(script: "contentSize", file: "query.lps", keepGoing: false, reader: reader([:]))
        #expect(!query.failed)
        return (playground.session.work.layout - before, query.outputs.map { "\($0)" }.joined(separator: "\n"))
    }

    @Test func resolvingAProvidersLayoutIsLinearInItsSections() {
        let small = Self.contentSize(sections: 100)
        let large = Self.contentSize(sections: 1_000)
        // 50 rows of 44 and 50 of 60 points.
        #expect(small.output.contains("5200"), "\(small.output)")
        #expect(large.output.contains("52000"), "\(large.output)")
        #expect(small.work > 0)
        #expect(large.work <= 12 * small.work, "100 sections: \(small.work); 1,000 sections: \(large.work)")
    }
}
