import Testing

@testable import PlaygroundScript

/// UICollectionViewCompositionalLayout and its configuration on the host protocol: their
/// arguments are evaluated where Swift expects their types, and `use` is a method of the layout
/// it is called on.
@Suite struct CompositionalLayoutHostTests {
    static let row = """
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        """

    @Test func aProviderLayoutMadeInAFunctionKeepsItsClosureAndConfiguration() {
        let r = runPasted(
            """
            func makeLayout() -> UICollectionViewLayout {
                let config = UICollectionViewCompositionalLayoutConfiguration()
                config.interSectionSpacing = 12
                return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
                    let width: NSCollectionLayoutDimension = .fractionalWidth(index == 0 ? 1 : 0.5)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: width, heightDimension: .absolute(40)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }, configuration: config)
            }
            let cv = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
            let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { _, _, _ in nil }
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0, 1])
            s.appendItems(["a"], toSection: 0)
            s.appendItems(["b", "c"], toSection: 1)
            ds.apply(s)
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        let rows = r.out.filter { $0.hasPrefix("cell") }.map { $0.split(separator: " ").map(String.init) }
        // Section 0 is one column; section 1 two, 12 points below it (the configuration's spacing).
        #expect(rows.map { $0[4] } == ["0", "0", "196.333"], "\(r.out)")
        #expect(rows.map { $0[5] } == ["0", "52", "52"], "\(r.out)")
    }

    @Test func aTrailingClosureIsTheSectionProvider() {
        let r = runPasted(
            """
            \(Self.row)
            let made = UICollectionViewCompositionalLayout { _, _ in section }
            layout = made
            var s = Snapshot()
            s.appendSections([a])
            s.appendItems([x, y], toSection: a)
            dataSource.apply(s)
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.filter { $0.hasPrefix("cell") }.count == 2, "\(r.out)")
    }

    @Test func useChangesTheLayoutItIsCalledOnOnly() {
        let r = runPasted(
            """
            \(Self.row)
            let other = UICollectionViewCompositionalLayout(section: section)
            other.use(section, forSectionAt: 2)
            other.use(section, whenWidthAtLeast: 500)
            print(other.configuration.interSectionSpacing)
            other
            layout
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.contains("  section at 2 uses section"), "\(r.out)")
        #expect(r.out.contains("  width >= 500 uses section"), "\(r.out)")
        // The built-in layout has no rules.
        #expect(r.out.filter { $0.contains("uses section") }.count == 2, "\(r.out)")
    }

    @Test func theConfigurationGivenToTheInitializerIsCopied() {
        let r = runPasted(
            """
            \(Self.row)
            let config = UICollectionViewCompositionalLayoutConfiguration()
            config.interSectionSpacing = 5
            let made = UICollectionViewCompositionalLayout(section: section, configuration: config)
            config.interSectionSpacing = 50
            made.configuration.scrollDirection = .horizontal
            print(made.configuration.interSectionSpacing, config.interSectionSpacing)
            print(made.configuration.scrollDirection, config.scrollDirection)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["5.0 50.0", ".horizontal .vertical"], "\(r.out)")
    }

    /// `section.decorationItems.append(.background(...))` and a stored array of the program's own type:
    /// the element is evaluated against the array's element type, as Swift's type checker does.
    @Test func anAppendedElementTakesTheArraysElementType() {
        let r = runPasted(
            """
            \(Self.row)
            section.decorationItems.append(.background(elementKind: "bg"))
            section.boundarySupplementaryItems.append(.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), elementKind: "h", alignment: .top))
            enum Row { case title(String), spacer }
            final class Model { var rows: [Row] = [] }
            let model = Model()
            model.rows.append(.title("a"))
            model.rows.insert(.spacer, at: 0)
            print(section.decorationItems.count, section.boundarySupplementaryItems.count, model.rows.count)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["1 1 2"], "\(r.out)")
    }

    @Test(arguments: [
        (
            "let bad = UICollectionViewCompositionalLayout(section: item)",
            "'item' is a LayoutItem, but section must be a LayoutSection"
        ),
        (
            "let bad = UICollectionViewCompositionalLayout(sectionProvider: 3)",
            "the section provider must be a closure or function"
        ),
        (
            "let bad = UICollectionViewCompositionalLayout(section: section, configuratio: 1)",
            "'CompositionalLayout' has no argument labelled 'configuratio:'"
        ),
        ("layout.use(item)", "'item' is a LayoutItem, but the section must be a LayoutSection"),
        ("layout.use(section, forSectionAt: -1)", "section index must be between 0 and 100000, found -1"),
        ("layout.use(section, whenWidthAtLeast: \"x\")", "width must be a number, found '\"x\"'"),
        (
            "layout.use(section, forSection: a, forSectionAt: 1)",
            "'use' takes one of 'forSection:', 'forSectionAt:' or 'whenWidthAtLeast:', not 'forSection:' and 'forSectionAt:'"
        ),
        ("layout.use(forSection: a)", "missing a section for 'use'"),
        ("layout.configuration = nil", "configuration must not be nil"),
        (
            "let c = UICollectionViewCompositionalLayoutConfiguration(); c.scrollDirection = .diagonal",
            "unknown scrollDirection '.diagonal'"
        ),
        (
            "let c = UICollectionViewCompositionalLayoutConfiguration(); c.boundarySupplementaryItems = [item]",
            "'item' is a LayoutItem, but boundarySupplementaryItems must be a LayoutBoundarySupplementaryItem"
        ),
    ])
    func aWrongArgumentIsALocatedError(line: String, message: String) {
        let r = runPasted(Self.row + "\n" + line)
        #expect(r.failed)
        #expect(r.all.first?.hasPrefix("error: " + message) == true, "\(r.all)")
        #expect(r.all.contains { $0.contains("Pasted.swift:4:") }, "\(r.all)")
    }
}
