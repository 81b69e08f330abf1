import Testing

@testable import PlaygroundCore

/// The interGroupSpacing note is shown where UIKit really ignores the spacing the reader meant:
/// nested groups stacked along the axis groups follow one another on, inside one top-level group.
@Suite struct InterGroupSpacingNoteTests {
    func column() -> LayoutElement {
        .group(
            .vertical(
                layoutSize: sz(.fractionalWidth(0.5), .fractionalHeight(1)),
                subitem: .item(leaf(.fractionalWidth(1), .fractionalHeight(0.5))), count: 2))
    }

    func row() -> LayoutElement {
        .group(
            .horizontal(
                layoutSize: sz(.fractionalWidth(1), .absolute(50)),
                subitem: .item(leaf(.fractionalWidth(0.5), .fractionalHeight(1))), count: 2))
    }

    @Test func rowsStackedInOneGroupGetTheNote() throws {
        var s = LayoutSection(
            group: .vertical(layoutSize: sz(.fractionalWidth(1), .absolute(100)), subitems: [row(), row()]))
        s.interGroupSpacing = 8
        #expect(try resolve([s], counts: [4]).notes.map(\.id) == [.interGroupSpacingBetweenNestedGroups])
    }

    @Test func columnsSideBySideAcrossTheScrollingAxisDoNot() throws {
        // Two columns next to each other in a vertical list: interGroupSpacing separates the
        // repeated top-level groups (the next pair of columns below), which is what it does.
        var s = LayoutSection(
            group: .horizontal(layoutSize: sz(.fractionalWidth(1), .absolute(200)), subitems: [column(), column()]))
        s.interGroupSpacing = 8
        #expect(try resolve([s], counts: [4]).notes.isEmpty)
    }

    @Test func aSingleNestedGroupDoesNot() throws {
        var s = LayoutSection(
            group: .vertical(layoutSize: sz(.fractionalWidth(1), .absolute(50)), subitem: row(), count: 1))
        s.interGroupSpacing = 8
        #expect(try resolve([s], counts: [2]).notes.isEmpty)
    }
}
