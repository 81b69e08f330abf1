import Testing

@testable import PlaygroundScript

/// Inside the program's extension of a UIKit type, `self`'s UIKit properties are named without
/// `self.`, as in Swift: read, assigned, and mutated field by field.
@Suite struct UIKitExtensionSelfTests {
    /// Before: "cannot find 'contentInsets' in scope" in `extension NSCollectionLayoutSection { func addFooter() }`.
    @Test func anExtensionMethodSetsItsSectionsPropertiesWithoutSelf() {
        let r = runPasted(
            """
            extension NSCollectionLayoutSection {
                func pad(_ amount: CGFloat) {
                    print("was 3:", interGroupSpacing == 3)
                    interGroupSpacing = amount
                    contentInsets.bottom = amount * 2
                    orthogonalScrollingBehavior = .continuous
                }
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 3
            section.pad(8)
            print(section.interGroupSpacing == 8, section.contentInsets.bottom, section.contentInsets.top)
            print(section.orthogonalScrollingBehavior)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["was 3: true", "true 16.0 0.0", ".continuous"])
    }

    @Test func aLocalOrParameterOfTheSameNameStillWins() {
        let r = runPasted(
            """
            extension NSCollectionLayoutSection {
                func spaced(interGroupSpacing: CGFloat) -> CGFloat {
                    self.interGroupSpacing = interGroupSpacing + 1
                    return interGroupSpacing
                }
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30))
            let section = NSCollectionLayoutSection(
                group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            print(section.spaced(interGroupSpacing: 4), section.interGroupSpacing == 5)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["4.0 true"])
    }
}
