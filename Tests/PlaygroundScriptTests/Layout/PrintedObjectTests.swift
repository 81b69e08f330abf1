import Foundation
import Testing

@testable import PlaygroundScript

/// A layout object printed at the prompt: its text and its JSON are one value (`PrintedObject`), so the
/// JSON keeps every property the text shows (a boundary item's JSON once dropped five of them).
@Suite struct PrintedObjectTests {
    static let setUp = [
        "let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))",
        "let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: \"h\", alignment: .top)",
        "header.pinToVisibleBounds = true",
        "header.extendsBoundary = false",
        "header.zIndex = 3",
        "header.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)",
        "let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: \"b\", "
            + "containerAnchor: NSCollectionLayoutAnchor(edges: [.top]))",
        "let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])",
        "item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)",
        "item.zIndex = 2",
        "let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])",
        "group.interItemSpacing = .fixed(8)",
        "let section = NSCollectionLayoutSection(group: group)",
        "section.interGroupSpacing = 10",
        "section.boundarySupplementaryItems = [header]",
        "section.orthogonalScrollingBehavior = .continuous",
        "let background = NSCollectionLayoutDecorationItem.background(elementKind: \"bg\")",
        "background.zIndex = -1",
        "let config = UICollectionViewCompositionalLayoutConfiguration()",
        "config.interSectionSpacing = 20",
        "let grid = UICollectionViewCompositionalLayout(section: section, configuration: config)",
        "var rows = UICollectionLayoutListConfiguration(appearance: .insetGrouped)",
        "rows.headerMode = .supplementary",
    ]

    /// The JSON of `name` at the prompt, as an object.
    func printed(_ name: String, _ h: inout Harness) throws -> (text: [String], json: [String: Any]) {
        _ = h.ok("set output text")
        let text = h.ok("print(\(name))")
        _ = h.ok("set output json")
        let line = DataSourceApplyTests.result(h.ok(name).joined())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return (text, object)
    }

    @Test func aBoundaryItemsJSONKeepsEveryPropertyItsTextShows() throws {
        var h = Harness()
        for line in Self.setUp { _ = h.ok(line) }
        let (text, json) = try printed("header", &h)
        #expect(
            text == [
                "LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), "
                    + "heightDimension: .absolute(44)), elementKind: \"h\", alignment: .top)",
                "  contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16)",
                "  pinToVisibleBounds = true, extendsBoundary = false, zIndex = 3",
            ])
        #expect(json["type"] as? String == "LayoutBoundarySupplementaryItem")
        #expect(json["made"] as? String == text[0])
        let properties = try #require(json["properties"] as? [String: String])
        #expect(
            properties == [
                "contentInsets": ".init(top: 0, leading: 16, bottom: 0, trailing: 16)", "pinToVisibleBounds": "true",
                "extendsBoundary": "false", "zIndex": "3",
            ])
    }

    /// Every `made` and every property in the JSON, children included (depth first).
    func flatten(_ object: [String: Any]) -> (made: [String], properties: [(String, String)]) {
        var made = [object["made"] as? String ?? "?"]
        var properties: [(String, String)] = []
        if let own = object["properties"] as? [String: String] { properties += own.map { ($0.key, $0.value) } }
        for child in object["children"] as? [[String: Any]] ?? [] {
            guard let inner = child["object"] as? [String: Any] else { continue }
            let (m, p) = flatten(inner)
            made += m
            properties += p
        }
        return (made, properties)
    }

    @Test func everyLayoutObjectsJSONHasWhatItsTextShows() throws {
        var h = Harness()
        for line in Self.setUp { _ = h.ok(line) }
        for name in ["header", "badge", "item", "group", "section", "background", "config", "grid", "rows"] {
            let (text, json) = try printed(name, &h)
            #expect(json["made"] as? String == text.first, "\(name)")
            let (made, properties) = flatten(json)
            let all = text.joined(separator: "\n")
            for m in made { #expect(all.contains(m), "\(name): \(m)") }
            for (key, value) in properties {
                #expect(all.contains(key + " = " + value) || all.contains(key + " uses " + value), "\(name): \(key)")
            }
            // As many `name = value` (and a layout's `name uses value`) in the text as properties in the JSON.
            let segments = text.map { $0.components(separatedBy: " = ").count - 1 }.reduce(0, +)
            let rules = text.filter { $0.contains(" uses ") }.count
            #expect(segments + rules == properties.count, "\(name): \(text)")
        }
    }

    @Test func aSharedChildIsPrintedOnceInTextAndJSON() throws {
        var h = Harness()
        for line in Self.setUp { _ = h.ok(line) }
        _ = h.ok("let pair = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item, item])")
        let (text, json) = try printed("pair", &h)
        #expect(text.last == "  subitem item: (described above)")
        let children = try #require(json["children"] as? [[String: Any]])
        #expect(children.count == 2)
        #expect(children[0]["name"] as? String == "item")
        #expect(children[0]["object"] != nil)
        #expect(children[1]["describedAbove"] as? Bool == true)
    }

    @Test func aLayoutsConfigurationIsPartOfItsJSON() throws {
        var h = Harness()
        for line in Self.setUp { _ = h.ok(line) }
        let (_, json) = try printed("grid", &h)
        let properties = try #require(json["properties"] as? [String: String])
        #expect(properties["configuration.interSectionSpacing"] == "20")
        #expect(properties["configuration.scrollDirection"] == ".vertical")
    }
}
