import Testing

@testable import PlaygroundCore

@Suite struct LayoutErrors {
    static func section(item: LayoutItem) -> LayoutSection {
        LayoutSection(group: .horizontal(layoutSize: sz(.fractionalWidth(1), .absolute(50)), subitems: [.item(item)]))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var section: LayoutSection
        var count: Int = 3
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "nan fraction", section: section(item: leaf(.fractionalWidth(.nan), .absolute(10))),
            message: "section 0 > group > subitem 0 (item) width '.fractionalWidth(nan)' is not a finite number"),
        Case(
            name: "negative absolute", section: section(item: leaf(.absolute(-4), .absolute(10), name: "tag")),
            message: "section 0 > group > subitem 0 (item 'tag') width '.absolute(-4)' is negative"),
        Case(
            name: "infinite estimate", section: section(item: leaf(.absolute(4), .estimated(.infinity))),
            message: "section 0 > group > subitem 0 (item) height '.estimated(inf)' is not a finite number"),
        Case(
            name: "zero estimate", section: section(item: leaf(.absolute(4), .estimated(0))),
            message: "section 0 > group > subitem 0 (item) height '.estimated(0)' must be an estimate greater than zero"
        ),
        Case(
            name: "count zero",
            section: LayoutSection(
                group: .horizontal(
                    layoutSize: sz(.fractionalWidth(1), .absolute(5)),
                    subitem: .item(leaf(.absolute(1), .absolute(1))), count: 0)),
            message: "section 0 > group count 0 must be at least 1"),
        Case(
            name: "count of a billion",
            section: LayoutSection(
                group: .vertical(
                    layoutSize: sz(.fractionalWidth(1), .absolute(5)),
                    subitem: .item(leaf(.absolute(1), .absolute(1))), count: 1_000_000_000)),
            message: "section 0 > group count 1000000000 is beyond the limit of 10000"),
        Case(
            name: "empty custom group",
            section: LayoutSection(group: .custom(layoutSize: sz(.fractionalWidth(1), .absolute(5)), frames: [])),
            message: "section 0 > group is a custom group with no frames"),
        Case(
            name: "empty subitems",
            section: LayoutSection(
                group: .horizontal(layoutSize: sz(.fractionalWidth(1), .absolute(5)), subitems: [LayoutElement]())),
            message: "section 0 > group has no subitems"),
        Case(
            name: "item wider than its group", section: section(item: leaf(.absolute(500), .absolute(10))),
            message:
                "section 0 > group > subitem 0 can never place an item: its first subitem does not fit (UIKit raises 'this group cannot fit even a single item')"
        ),
        Case(
            name: "group insets leave no room",
            section: {
                var g = LayoutGroup.horizontal(
                    layoutSize: sz(.absolute(32), .absolute(50)),
                    subitems: [leaf(.fractionalWidth(0.25), .absolute(10))])
                g.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return LayoutSection(group: g)
            }(),
            message:
                "section 0 > group has no room for its subitems: its content length is 0 after contentInsets (UIKit raises 'there is no room for this NSCollectionLayoutGroup')"
        ),
        Case(
            name: "zero-size items without end", section: section(item: leaf(.absolute(0), .absolute(10))),
            count: 20_000,
            message:
                "section 0 > group > subitem 0 would place more items in one group than the limit of 10000 (zero-size subitems?)"
        ),
    ]

    @Test(arguments: cases)
    func invalidLayoutsAreReportedWithPreciseMessages(_ c: Case) {
        do {
            _ = try resolve([c.section], counts: [c.count])
            Issue.record("expected an error")
        } catch let error as LayoutError {
            #expect(error.message == c.message)
            #expect(!error.message.hasSuffix("."))
            #expect(error.message.first?.isLowercase == true)
        } catch {
            Issue.record("unexpected error type \(error)")
        }
    }

    @Test func deeplyNestedGroupsAndBadCustomFramesAreRejected() {
        var group = LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .fractionalHeight(1)),
            subitems: [leaf(.fractionalWidth(1), .fractionalHeight(1))])
        for _ in 0..<40 {
            group = LayoutGroup.horizontal(
                layoutSize: sz(.fractionalWidth(1), .fractionalHeight(1)), subitems: [.group(group)])
        }
        do {
            _ = try resolve([LayoutSection(group: group)], counts: [1])
            Issue.record("expected an error")
        } catch {
            guard case .nestingTooDeep(_, let limit) = error as? LayoutError else {
                Issue.record("\(error)")
                return
            }
            #expect(limit == 32)
        }
        let custom = LayoutGroup.custom(
            layoutSize: sz(.fractionalWidth(1), .absolute(10)),
            frames: [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: .nan, y: 0, width: 1, height: 1)])
        // NaN frames are not Equatable to themselves, so compare the message.
        do {
            _ = try resolve([LayoutSection(group: custom)], counts: [1])
            Issue.record("expected an error")
        } catch {
            #expect(
                (error as? LayoutError)?.message
                    == "section 0 > group custom frame 1 (nan, 0, 1, 1) must be finite with a non-negative size, within the limit of 1000000000 points"
            )
        }
        var e = env()
        e.displayScale = 0
        #expect(throws: LayoutError.invalidEnvironment(what: "display scale", value: 0)) {
            _ = try resolve([rowsSection(height: 10)], counts: [1], environment: e)
        }
        #expect(
            throws: LayoutError.invalidValue(
                path: "section 0", what: "interGroupSpacing", value: -1, problem: .negative)
        ) {
            var s = rowsSection(height: 10)
            s.interGroupSpacing = -1
            _ = try resolve([s], counts: [1])
        }
    }

    @Test func badDataAndEnvironmentAreErrorsToo() {
        let s = rowsSection(height: 10)
        #expect(throws: LayoutError.invalidItemCount(section: 0, count: -1)) { _ = try resolve([s], counts: [-1]) }
        #expect(throws: LayoutError.sectionDataMismatch(sections: 1, data: 2)) { _ = try resolve([s], counts: [1, 1]) }
        #expect(throws: LayoutError.invalidEnvironment(what: "container width", value: -1)) {
            _ = try resolve([s], counts: [1], environment: env(width: -1))
        }
        // A reported axis must be finite and non-negative; NaN means "not reported", but not on both axes.
        for bad in [Size(width: -1, height: 1), Size(width: .infinity, height: 1), Size(width: .nan, height: .nan)] {
            #expect(throws: LayoutError.self) {
                _ = try CompositionalLayout(sections: [s]).resolve(
                    data: [SectionData(itemCount: 2, fittedSizes: [1: bad])], environment: env())
            }
        }
        #expect(throws: Never.self) {
            _ = try CompositionalLayout(sections: [s]).resolve(
                data: [SectionData(itemCount: 2, fittedSizes: [1: Size(width: .nan, height: 1)])], environment: env())
        }
    }

    @Test func levelErrorsNameTheItem() {
        let e = LayoutError.invalidLevel(section: 0, item: 2, level: -1)
        #expect(e.message == "section 0 item 2 level -1 must be between 0 and 1000")
        #expect(e.message.first?.isLowercase == true)
    }
}
