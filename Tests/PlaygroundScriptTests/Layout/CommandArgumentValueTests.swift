import Testing

@testable import PlaygroundScript

/// A command argument that names a Swift global of the program (`frames section: n` after `let n = 1`) is
/// read as the global's value by the argument's reader, in the command's plain and call forms alike; it is
/// not turned back into the one-line dialect's syntax first.
@Suite struct CommandArgumentValueTests {
    static let twoSections = """
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["first", "second"])
        snapshot.appendItems(["a", "b"], toSection: "first")
        snapshot.appendItems(["c", "d", "e"], toSection: "second")
        dataSource.apply(snapshot)
        """

    @Test func aNumberGlobalIsReadInThePlainAndTheCallForm() {
        var h = Harness()
        _ = h.run(Self.twoSections)
        _ = h.ok("let n = 1")
        let written = h.ok("frames section: 1")
        #expect(written.count == 4)
        #expect(written.dropFirst().allSatisfy { $0.hasPrefix("cell  [1, ") })
        #expect(h.ok("frames section: n") == written)
        #expect(h.ok("frames(section: n)") == written)
        _ = h.ok("let y = 40.0")
        #expect(h.ok("scroll to: y").first == "content offset: (x: 0, y: 40)")
    }

    @Test func aGlobalOfAnotherTypeIsALocatedError() {
        var h = Harness()
        _ = h.run(Self.twoSections)
        _ = h.ok("let label = \"one\"")
        let message = h.error("frames section: label")
        #expect(message.contains("'label' is 'one', but section must be a number"), "\(message)")
        _ = h.ok("let both = [0, 1]")
        let list = h.error("frames section: both")
        #expect(list.contains("'both' holds a value of another kind, but section must be a number"), "\(list)")
    }

    @Test func contentValuesTakeGlobalsSpelledAsTheirLiterals() {
        var h = Harness()
        _ = h.run(Self.twoSections)
        _ = h.ok("let title = \"Buy milk\"")
        _ = h.ok("let count = 3")
        #expect(
            h.ok("content a title: title count: count done: true") == ["a: title: \"Buy milk\", count: 3, done: true"])
    }
}
