import Testing

@testable import PlaygroundCore

/// `forEachAttribute` hands out the elements `allAttributes()` returns, in its order, while
/// holding one group's elements at a time: `frames` of a million cells enumerates them twice
/// (widths, then lines) and must never hold them all.
@Suite struct EnumerationTests {
    /// Three sections with a header, a footer (pinned), a background decoration, per-item
    /// badges, a layout header, and groups of four.
    static func layout(items: [Int]) throws -> ResolvedLayout {
        let badge = LayoutSupplementaryItem(
            layoutSize: sz(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 8, y: -8)))
        let item = LayoutItem(layoutSize: sz(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(50)), subitem: .item(item), count: 4)
        var section = LayoutSection(group: group)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: sz(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [
            header,
            LayoutBoundarySupplementaryItem(
                layoutSize: sz(.fractionalWidth(1), .absolute(20)), elementKind: "footer", alignment: .bottom),
        ]
        section.decorationItems = [.background(elementKind: "bg")]
        var config = LayoutConfiguration()
        config.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: sz(.fractionalWidth(1), .absolute(40)),
                elementKind: "top", alignment: .top)
        ]
        var e = env(width: 301)
        e.contentOffset = Point(x: 0, y: 120)
        return try resolve(
            Array(repeating: section, count: items.count), counts: items, configuration: config, environment: e)
    }

    @Test func theEnumerationIsAllAttributesOneGroupAtATime() throws {
        let r = try Self.layout(items: [10, 0, 4_001])
        let all = r.allAttributes()
        var seen: [LayoutAttributes] = []
        let work = r.forEachAttribute {
            seen.append($0)
            return true
        }
        #expect(seen == all)
        #expect(work.elements == all.count && all.count > 8_000)
        // Four cells and four badges per group; a section's boundaries and background are three.
        #expect(work.mostHeld == 8)
    }

    @Test func oneSectionIsTheFilteredEnumeration() throws {
        let r = try Self.layout(items: [10, 0, 7])
        let all = r.allAttributes()
        for section in 0...3 {
            var seen: [LayoutAttributes] = []
            let work = r.forEachAttribute(section: section) {
                seen.append($0)
                return true
            }
            #expect(seen == all.filter { $0.indexPath.section == section })
            #expect(work.elements == seen.count)
        }
    }

    @Test func theBodyStopsTheEnumeration() throws {
        let r = try Self.layout(items: [1_000])
        var count = 0
        let work = r.forEachAttribute { _ in
            count += 1
            return count < 5
        }
        #expect(count == 5 && work.elements == 5)
    }
}
