import Testing

@testable import PlaygroundScript

/// A trait collection has the system's defaults (light appearance, left to right, the default text
/// size), so code that branches on them runs as on a device with default settings.
@Suite struct TraitCollectionDefaultsTests {
    @Test func aViewControllersAndASectionProvidersTraitsHaveTheDefaults() {
        let r = runPasted(
            """
            final class VC: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if traitCollection.userInterfaceStyle == .dark { print("dark") } else { print("light") }
                }
            }
            VC().loadViewIfNeeded()
            let made = UICollectionViewCompositionalLayout { _, environment in
                let traits = environment.traitCollection
                let large = traits.preferredContentSizeCategory == .large && traits.layoutDirection == .leftToRight
                let height: CGFloat = large ? 44 : 60
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            layout = made
            var s = Snapshot()
            s.appendSections([a])
            s.appendItems([x], toSection: a)
            dataSource.apply(s)
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.first == "light", "\(r.out)")
        #expect(r.out.last?.hasSuffix("393      44  0") == true, "\(r.out)")
    }
}
