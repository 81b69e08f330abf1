import PlaygroundCore
import Testing

@testable import PlaygroundScript

@Suite struct SectionSnapshotCommandTests {
    @Test func aNewSectionSnapshotIsEmpty() {
        var h = Harness.outline()
        #expect(h.lines(["var outline = SectionSnapshot()", "outline"]) == ["SectionSnapshot: empty"])
    }

    @Test(arguments: [
        "SectionSnapshot()", "NSDiffableDataSourceSectionSnapshot()", "DiffableDataSourceSectionSnapshot()",
    ])
    func everyUIKitSpellingMakesASectionSnapshot(_ constructor: String) {
        var h = Harness.outline()
        h.lines(["var s = \(constructor)", "s.append([a])"])
        #expect(h.sectionSnapshot("s")?.items == ["a"])
    }

    @Test func theTreeDumpShowsLevelsExpansionAndHiddenItems() {
        var h = Harness.outline()
        h.fruitOutline()
        #expect(
            h.ok("outline") == [
                "SectionSnapshot: 6 items, 4 visible",
                "▾ fruits",
                "      apple",
                "      banana",
                "▸ vegetables",
                "      carrot  (hidden)",
                "      leek  (hidden)",
            ])
        #expect(h.ok("tree outline") == h.ok("outline"))
    }

    @Test func quotedIdentifiersStayQuotedInTheTree() {
        var h = Harness.outline()
        h.lines([
            "var o = SectionSnapshot()", "o.append([\"To do\"])", "o.append([\"Buy milk\"], to: \"To do\")",
            "o.expand([\"To do\"])",
        ])
        #expect(h.ok("o") == ["SectionSnapshot: 2 items, 2 visible", "▾ \"To do\"", "      \"Buy milk\""])
    }

    @Test func anExpandedLeafIsMarked() {
        var h = Harness.outline()
        #expect(
            h.lines(["var o = SectionSnapshot()", "o.append([a])", "o.expand([a])", "o"]) == [
                "SectionSnapshot: 1 item, 1 visible", "  a  (expanded)",
            ])
    }

    @Test func theJSONFormListsEveryItemWithItsState() {
        var h = Harness.outline()
        h.lines(["var o = SectionSnapshot()", "o.append([p])", "o.append([c], to: p)"])
        #expect(
            h.ok("tree o --json") == [
                #"{"items":[{"item":"p","level":0,"parent":null,"expanded":false,"visible":true,"children":1},{"item":"c","level":1,"parent":"p","expanded":false,"visible":false,"children":0}],"visibleItems":["p"]}"#
            ])
    }

    /// (operation, query, expected output) after the fruit outline.
    static let operations: [(String, String, [String])] = [
        (
            "outline.append([cherry], to: fruits)", "outline.items",
            ["[fruits, apple, banana, cherry, vegetables, carrot, leek]"]
        ),
        ("outline.append([herbs])", "outline.rootItems", ["[fruits, vegetables, herbs]"]),
        (
            "outline.append([fig1...fig3], to: fruits)", "outline.items",
            ["[fruits, apple, banana, fig1, fig2, fig3, vegetables, carrot, leek]"]
        ),
        (
            "outline.append([\"Green beans\"], to: vegetables)", "outline.items",
            ["[fruits, apple, banana, vegetables, carrot, leek, \"Green beans\"]"]
        ),
        ("outline.append([herbs], to: nil)", "outline.rootItems", ["[fruits, vegetables, herbs]"]),
        (
            "outline.insert([kiwi], before: banana)", "outline.items",
            ["[fruits, apple, kiwi, banana, vegetables, carrot, leek]"]
        ),
        (
            "outline.insert([herbs], after: fruits)", "outline.items",
            ["[fruits, apple, banana, herbs, vegetables, carrot, leek]"]
        ),
        ("outline.insert([kiwi], after: apple)", "outline.level(of: kiwi)", ["1"]),
        ("outline.delete([vegetables])", "outline.items", ["[fruits, apple, banana]"]),
        ("outline.delete([apple, fruits])", "outline.items", ["[vegetables, carrot, leek]"]),
        ("outline.deleteAll()", "outline.items", ["[]"]),
        ("outline.expand([vegetables])", "outline.visibleItems", ["[fruits, apple, banana, vegetables, carrot, leek]"]),
        ("outline.collapse([fruits])", "outline.visibleItems", ["[fruits, vegetables]"]),
        ("outline.expand([nothing])", "outline.expandedItems", ["[fruits]"]),
        ("outline.collapse([fruits])", "outline.isVisible(apple)", ["false"]),
        ("outline.expand([apple])", "outline.expandedItems", ["[fruits, apple]"]),
        ("outline.append([seed], to: apple)", "outline.isVisible(seed)", ["false"]),
        ("outline.expand([apple])", "outline.isExpanded(apple)", ["true"]),
        ("print x", "outline.contains(nothing)", ["false"]),
        ("print x", "outline.contains(leek)", ["true"]),
        ("print x", "outline.level(of: leek)", ["1"]),
        ("print x", "outline.parent(of: leek)", ["vegetables"]),
        ("print x", "outline.parent(of: vegetables)", ["nil"]),
        ("print x", "outline.index(of: leek)", ["5"]),
        ("print x", "outline.index(of: nothing)", ["nil"]),
        ("print x", "outline.isExpanded(vegetables)", ["false"]),
        ("print x", "outline.expandedItems", ["[fruits]"]),
    ]

    @Test(arguments: operations)
    func everyOperationAndQueryBehavesLikeUIKit(_ operation: String, _ query: String, _ expected: [String]) {
        var h = Harness.outline()
        h.fruitOutline()
        _ = h.ok(operation)
        #expect(h.ok(query) == expected)
    }

    @Test func appendingAChildSnapshotBringsItsExpansionState() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines([
            "var citrus = SectionSnapshot()", "citrus.append([lemon])", "citrus.append([meyer], to: lemon)",
            "citrus.expand([lemon])",
            "outline.append(citrus, to: fruits)",
        ])
        #expect(h.ok("outline.visibleItems") == ["[fruits, apple, banana, lemon, meyer, vegetables]"])
        #expect(h.ok("outline.level(of: meyer)") == ["2"])
    }

    @Test func insertingASnapshotPutsItsRootsAtTheDestinationLevel() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines(["var more = SectionSnapshot()", "more.append([kiwi, lime])", "outline.insert(more, after: apple)"])
        #expect(h.ok("outline.items") == ["[fruits, apple, kiwi, lime, banana, vegetables, carrot, leek]"])
        #expect(h.ok("outline.parent(of: lime)") == ["fruits"])
        h.lines(["var first = SectionSnapshot()", "first.append([zero])", "outline.insert(first, before: fruits)"])
        #expect(h.ok("outline.rootItems") == ["[zero, fruits, vegetables]"])
    }

    @Test func replacingChildrenKeepsTheParentAndBringsTheNewTree() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines([
            "var fresh = SectionSnapshot()", "fresh.append([fig])", "outline.replace(childrenOf: fruits, using: fresh)",
        ])
        #expect(h.ok("outline.items") == ["[fruits, fig, vegetables, carrot, leek]"])
        #expect(h.ok("outline.isExpanded(fruits)") == ["true"])
        _ = h.ok("outline.replace(childrenOf: vegetables, using: [])")
        #expect(h.ok("outline.items") == ["[fruits, fig, vegetables]"])
    }

    @Test func aSubtreeSnapshotIsAValueWithOrWithoutItsParent() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines([
            "let with = outline.snapshot(of: vegetables, includingParent: true)",
            "let without = outline.snapshot(of: vegetables)",
        ])
        #expect(h.sectionSnapshot("with")?.items == ["vegetables", "carrot", "leek"])
        #expect(h.ok("with.visibleItems") == ["[vegetables]"])
        #expect(h.ok("without.rootItems") == ["[carrot, leek]"])
        #expect(h.ok("without.visibleItems") == ["[carrot, leek]"])
        _ = h.ok("outline.delete([vegetables])")
        #expect(h.sectionSnapshot("with")?.count == 3, "a copy, not a view of the original")
    }

    /// (command, message, UIKit's reason)
    static let errors: [(String, String, String)] = [
        (
            "outline.append([apple])", "duplicate item identifier 'apple' in the section snapshot",
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(apple)}"
        ),
        (
            "outline.append([x, x])", "duplicate item identifier 'x' in the section snapshot",
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(x)}"
        ),
        (
            "outline.append([x], to: nuts)", "parent 'nuts' is not in the section snapshot",
            "Parent item identifier does not exist in section snapshot: nuts"
        ),
        (
            "outline.insert([x], before: nuts)", "cannot insert before 'nuts': it is not in the section snapshot",
            "Item identifier to insert before does not exist in section snapshot: nuts"
        ),
        (
            "outline.insert([x], after: nuts)", "cannot insert after 'nuts': it is not in the section snapshot",
            "Item identifier to insert after does not exist in section snapshot: nuts"
        ),
        (
            "outline.delete([apple, nuts])", "cannot delete 'nuts': it is not in the section snapshot",
            "Failed to find index of item nuts"
        ),
        (
            "outline.level(of: nuts)", "'nuts' is not in the section snapshot",
            "Item identifier does not exist in section snapshot: nuts"
        ),
        (
            "outline.isExpanded(nuts)", "'nuts' is not in the section snapshot",
            "Item identifier does not exist in section snapshot: nuts"
        ),
        (
            "outline.isVisible(nuts)", "'nuts' is not in the section snapshot",
            "Item identifier does not exist in section snapshot: nuts"
        ),
        (
            "outline.parent(of: nuts)", "'nuts' is not in the section snapshot",
            "Child item identifier does not exist in section snapshot: nuts"
        ),
        (
            "outline.snapshot(of: nuts)", "parent 'nuts' is not in the section snapshot",
            "Parent item identifier does not exist in section snapshot: nuts"
        ),
        (
            "outline.replace(childrenOf: nuts, using: [x])", "parent 'nuts' is not in the section snapshot",
            "Parent item identifier does not exist in section snapshot: nuts"
        ),
        (
            "outline.replace(childrenOf: fruits, using: [carrot])",
            "duplicate item identifier 'carrot' in the section snapshot",
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(carrot)}"
        ),
    ]

    @Test(arguments: errors)
    func uikitsExceptionsBecomeErrorsThatQuoteUIKit(_ command: String, _ message: String, _ reason: String) {
        var h = Harness.outline()
        h.fruitOutline()
        let error = h.error(command)
        #expect(error.hasPrefix("error: \(message)\n"), "\(error)")
        #expect(error.contains("= note: UIKit raises: NSInternalInconsistencyException: \(reason)"), "\(error)")
    }

    @Test func aMisspelledItemGetsASuggestion() {
        var h = Harness.outline()
        h.fruitOutline()
        #expect(h.error("outline.level(of: banan)").contains("help: did you mean 'banana'?"))
    }

    @Test func insertWithoutADestinationSaysWhatIsMissing() {
        var h = Harness.outline()
        h.fruitOutline()
        #expect(h.error("outline.insert([x])").hasPrefix("error: missing argument 'before:' or 'after:' for 'insert'"))
    }

    /// Every failing command of the area, run after the fruit outline and a first apply.
    static let failing: [String] =
        errors.map(\.0) + [
            "outline.append([x], before: apple)", "dataSource.apply(outline)",
            "dataSource.apply(outline, to: main, animatingDifferences: maybe)",
            "dataSource.snapshot(for: nowhere, extra: 1)", "tap nuts", "tap carrot", "tap apple in: nowhere",
            "drag apple after: banana", "dataSource.sectionSnapshotHandlers.shouldExpandItem = .sometimes",
            "dataSource.reorderingHandlers.canReorderItem = 3", "tree nowhere",
            "dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(fruits, [fruits])",
            "dataSource.sectionSnapshotHandlers = .always", "drag apple to: [0, 9]",
        ]

    @Test(arguments: failing)
    func aFailedCommandChangesNothing(_ command: String) {
        var h = Harness.outline()
        h.fruitOutline()
        _ = h.ok("dataSource.apply(outline, to: main)")
        let before = h.playground.session
        _ = h.error(command)
        let after = h.playground.session
        #expect(after.names == before.names)
        #expect(after.log == before.log)
        #expect(h.sectionSnapshot("outline") == before.object("outline", as: SectionSnapshotObject.self)?.value)
        let ds = after.object("dataSource", as: DataSourceObject.self)
        let old = before.object("dataSource", as: DataSourceObject.self)
        #expect(ds?.data.dataSource == old?.data.dataSource)
        #expect(ds?.outline.sectionSnapshots == old?.outline.sectionSnapshots)
        #expect(ds?.outline.sectionSnapshotHandlers == old?.outline.sectionSnapshotHandlers)
        #expect(ds?.outline.reorderingHandlers == old?.outline.reorderingHandlers)
    }

    @Test func membersAndLabelsAreOfferedByTab() {
        var h = Harness.outline()
        h.fruitOutline()
        let members = h.playground.completions(line: "outline.", cursor: 8).candidates
        for m in [
            "append", "insert", "replace", "delete", "deleteAll", "expand", "collapse", "isExpanded", "isVisible",
            "contains", "level", "parent", "index", "items", "rootItems", "visibleItems", "expandedItems", "snapshot",
        ] {
            #expect(members.contains(m), "missing \(m)")
        }
        #expect(h.playground.completions(line: "outline.append([x], ", cursor: 20).candidates.contains("to:"))
        #expect(h.playground.completions(line: "outline.expand([ban", cursor: 19).candidates == ["banana"])
        let apply = h.playground.completions(line: "dataSource.apply(outline, ", cursor: 26).candidates
        #expect(apply.contains("to:") && apply.contains("animatingDifferences:"))
    }
}
