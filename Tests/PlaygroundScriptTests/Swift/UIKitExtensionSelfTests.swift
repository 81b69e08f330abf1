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

    /// Before: "binary operator '+' cannot be applied to operands of type Text and Array": the array
    /// properties read as text.
    @Test func arrayPropertiesOfLayoutObjectsAreArraysOfThoseObjects() {
        let r = runPasted(
            """
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: .top)
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: "f", alignment: .bottom)
            extension NSCollectionLayoutSection {
                func addFooter(_ footer: NSCollectionLayoutBoundarySupplementaryItem) {
                    boundarySupplementaryItems += [footer]
                    decorationItems.append(NSCollectionLayoutDecorationItem.background(elementKind: "bg"))
                    visibleItemsInvalidationHandler = { items, offset, environment in }
                }
            }
            print(section.boundarySupplementaryItems.count)
            section.boundarySupplementaryItems += [header]
            section.addFooter(footer)
            print(section.boundarySupplementaryItems.count, section.decorationItems.count)
            layout = UICollectionViewCompositionalLayout(section: section)
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendSections([0])
            s.appendItems([1])
            dataSource.apply(s)
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(Array(r.out.prefix(2)) == ["0", "2 1"], "\(r.all)")
        #expect(r.out.contains { $0.hasPrefix("supplementary f") && $0.contains(" 60 ") }, "\(r.out)")
        #expect(r.out.contains { $0.hasPrefix("decoration bg") && $0.contains(" 90 ") }, "\(r.out)")
    }
}
