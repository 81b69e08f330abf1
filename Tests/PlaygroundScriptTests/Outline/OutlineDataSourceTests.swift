import PlaygroundCore
import Testing

@testable import PlaygroundScript

@Suite struct OutlineApplyTests {
    @Test func applyingASectionSnapshotShowsItsVisibleItemsAndStoresIt() {
        var h = Harness.outline()
        h.fruitOutline()
        #expect(h.ok("dataSource.apply(outline, to: main)") == ["reloadData (first apply): 1 section, 4 items"])
        #expect(h.dataSource?.data.appliedSections.map(\.items) == [["fruits", "apple", "banana", "vegetables"]])
        #expect(h.ok("dataSource.snapshot(for: main)") == h.ok("outline"))
    }

    @Test func aMissingSectionIsAppended() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines(["dataSource.apply(outline, to: main)", "var extra = SectionSnapshot()", "extra.append([x])"])
        #expect(
            h.ok("dataSource.apply(extra, to: more)") == [
                "performBatchUpdates (animated): 1 section insert", "  insert section  1  more",
            ])
        #expect(h.dataSource?.data.appliedSections.map(\.identifier) == ["main", "more"])
    }

    @Test func expandingAndApplyingAgainInsertsTheChildren() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines(["dataSource.apply(outline, to: main)", "outline.expand([vegetables])"])
        #expect(
            h.ok("dataSource.apply(outline, to: main)") == [
                "performBatchUpdates (animated): 2 inserts", "  insert  [0, 4]  carrot", "  insert  [0, 5]  leek",
            ])
        _ = h.ok("outline.collapse([fruits])")
        #expect(
            h.ok("dataSource.apply(outline, to: main, animatingDifferences: false)") == [
                "performBatchUpdates (not animated): 2 deletes", "  delete  [0, 1]  apple", "  delete  [0, 2]  banana",
            ])
        #expect(h.ok("dataSource.apply(outline, to: main)") == ["nothing to do (identical snapshot)"])
    }

    @Test func onIOS14NotAnimatingReloadsTheData() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines(["environment.profile = .ios14", "dataSource.apply(outline, to: main)", "outline.expand([vegetables])"])
        #expect(
            h.ok("dataSource.apply(outline, to: main, animatingDifferences: false)") == [
                "reloadData (animatingDifferences false before iOS 15): 1 section, 6 items"
            ])
    }

    /// An identifier lives in one section: applying a section snapshot takes its items out of the
    /// section they were in, shown or hidden in that section's outline, as UIKit does.
    @Test func anItemOfAnotherSectionMovesIntoTheSectionTheSnapshotIsAppliedTo() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines([
            "dataSource.apply(outline, to: main)", "var other = SectionSnapshot()", "other.append([apple, carrot])",
        ])
        let (out, diags) = h.run("dataSource.apply(other, to: side)")
        #expect(
            out == [
                "performBatchUpdates (animated): 1 section insert, 1 delete", "  insert section  1       side",
                "  delete          [0, 1]  apple",
            ])
        #expect(
            diags == [
                "warning: 'apple', 'carrot' were in section 'main' and were moved to section 'side': an item identifier lives in one section\n  = help: UIKit moves items quietly; to show an item in two sections, give each copy its own identifier"
            ])
        #expect(
            h.ok("dataSource.snapshot()") == [
                "Snapshot: 2 sections, 5 items", "  main: [fruits, banana, vegetables]", "  side: [apple, carrot]",
            ])
        // The outline of 'main' lost carrot, hidden under the collapsed vegetables, too.
        _ = h.ok("let kept = dataSource.snapshot(for: main)")
        #expect(h.ok("kept.items") == ["[fruits, banana, vegetables, leek]"])
        // A parent takes its descendants out of the section it leaves.
        h.lines(["var third = SectionSnapshot()", "third.append([fruits])"])
        _ = h.run("dataSource.apply(third, to: side)")
        #expect(
            h.ok("dataSource.snapshot()") == [
                "Snapshot: 2 sections, 2 items", "  main: [vegetables]", "  side: [fruits]",
            ])
    }

    @Test func anItemOfASectionFilledByAPlainSnapshotMovesToo() {
        var h = Harness.outline()
        h.lines([
            "var s = Snapshot()", "s.appendSections([main])", "s.appendItems([a, b, c])", "dataSource.apply(s)",
            "var o = SectionSnapshot()", "o.append([b, x])",
        ])
        let (out, diags) = h.run("dataSource.apply(o, to: side)")
        #expect(out.first == "performBatchUpdates (animated): 1 section insert, 1 delete")
        #expect(diags.first?.hasPrefix("warning: 'b' was in section 'main' and was moved to section 'side'") == true)
        #expect(h.ok("dataSource.snapshot()") == ["Snapshot: 2 sections, 4 items", "  main: [a, c]", "  side: [b, x]"])
    }

    @Test func listRowsIndentByOutlineLevel() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines(["outline.append([seed], to: apple)", "outline.expand([apple])", "dataSource.apply(outline, to: main)"])
        #expect(h.dataSource?.outline.levels(ofVisibleItemsIn: "main") == [1: 1, 2: 2, 3: 1])
        h.lines([
            "let config = ListConfiguration(appearance: .sidebar)", "layout = CompositionalLayout.list(using: config)",
        ])
        let json = h.ok("frames --json").joined()
        #expect(
            json.contains(#""identifier":"seed","x":10,"y":88,"width":373,"height":44,"zIndex":0,"level":2"#), "\(json)"
        )
        #expect(!json.contains(#""identifier":"fruits","x":10,"y":0,"width":373,"height":44,"zIndex":0,"level""#))
    }

    /// (the section snapshot, whether a note explains that item 0 is the header)
    static let headerShapes: [([String], Bool)] = [
        (["var s = SectionSnapshot()", "s.append([header])", "s.append([a, b], to: header)"], false),
        (["var s = SectionSnapshot()", "s.append([a, b])"], true),
        (["var s = SectionSnapshot()", "s.append([header, other])", "s.append([a], to: header)"], true),
        (["var s = SectionSnapshot()", "s.append([header])"], true),
    ]

    @Test(arguments: headerShapes)
    func firstItemInSectionListsExplainWhichItemIsTheHeader(_ setup: [String], _ noted: Bool) {
        var h = Harness.outline()
        h.lines(
            [
                "var config = ListConfiguration(appearance: .sidebar)", "config.headerMode = .firstItemInSection",
                "layout = CompositionalLayout.list(using: config)",
            ] + setup)
        let (_, diags) = h.run("dataSource.apply(s, to: main)")
        #expect(diags.contains { $0.hasPrefix("note: headerMode .firstItemInSection styles") } == noted, "\(diags)")
        var plain = Harness.outline()
        plain.lines(
            [
                "let config = ListConfiguration(appearance: .sidebar)",
                "layout = CompositionalLayout.list(using: config)",
            ] + setup)
        #expect(plain.run("dataSource.apply(s, to: main)").diagnostics.isEmpty, "no note without .firstItemInSection")
    }

    @Test func aPlainApplyReplacesTheOutlineByAFlatSnapshot() throws {
        var ds = DataSourceObject()
        var outline = SectionSnapshot<String>()
        try outline.append(["p"])
        try outline.append(["c"], to: "p")
        outline.expand(["p"])
        ds.outline.sectionSnapshots["main"] = outline
        _ = ds.data.dataSource.apply(try Snapshot([("main", ["x", "p"])]))  // the data-source area's plain apply
        #expect(ds.outline.levels(ofVisibleItemsIn: "main", showing: ["x", "p"]).isEmpty, "stale outline: flat rows")
        #expect(ds.outline.levels(ofVisibleItemsIn: "main", showing: ["p", "c"]) == [1: 1])
        ds.outline.reconcile(with: ds.data.appliedSections)
        #expect(ds.outline.sectionSnapshots["main"] == nil)
        #expect(ds.outline.sectionSnapshot(for: "main", applied: ds.data.appliedSections)?.rootItems == ["x", "p"])
    }

    /// UIKit answers an empty section snapshot for a section the data source does not have.
    @Test func snapshotForASectionTheDataSourceDoesNotHaveIsAnEmptySectionSnapshot() {
        var h = Harness.outline()
        let (out, diags) = h.run("let none = dataSource.snapshot(for: main)")
        #expect(out.isEmpty)
        #expect(
            diags == [
                "note: section 'main' is not in the data source: UIKit answers an empty section snapshot\n  = help: apply a section snapshot first: dataSource.apply(outline, to: main)"
            ])
        #expect(h.sectionSnapshot("none") == SectionSnapshot<String>())
        h.fruitOutline()
        _ = h.ok("dataSource.apply(outline, to: main)")
        let (_, near) = h.run("dataSource.snapshot(for: mian)")
        #expect(
            near == [
                "note: section 'mian' is not in the data source: UIKit answers an empty section snapshot\n  = help: did you mean 'main'?"
            ])
    }

    /// A section filled by a plain snapshot comes back flat: its items as roots, in order.
    @Test func snapshotForASectionFilledByAPlainSnapshotIsFlat() {
        var h = Harness.outline()
        h.lines([
            "var s = Snapshot()", "s.appendSections([main, other])", "s.appendItems([a, b, c], toSection: main)",
            "s.appendItems([d], toSection: other)", "dataSource.apply(s)", "let flat = dataSource.snapshot(for: main)",
        ])
        #expect(h.ok("flat.items") == ["[a, b, c]"])
        #expect(h.ok("flat.rootItems") == ["[a, b, c]"])
        #expect(h.ok("flat.visibleItems") == ["[a, b, c]"])
    }

    @Test func applyWithoutASectionSaysToNameOne() {
        var h = Harness.outline()
        h.fruitOutline()
        // Without 'to:' the call is the data-source area's apply(_:), which takes a Snapshot.
        #expect(
            h.error("dataSource.apply(outline)").hasPrefix(
                "error: 'outline' is a SectionSnapshot, but the snapshot to apply must be a Snapshot"))
    }

    @Test func theHandlersArePropertiesOfTheDataSourceWithStructTypes() {
        // The handlers are properties of the host type whose values are structs of their own, as in UIKit;
        // `apply(_:to:)` and `snapshot(for:)` are methods of the host type.
        let host = UICollectionViewDiffableDataSourceHost.type
        #expect(host.property("sectionSnapshotHandlers")?.type == SectionSnapshotHandlersObject.typeName)
        #expect(host.property("reorderingHandlers")?.type == ReorderingHandlersObject.typeName)
        #expect(SectionSnapshotHandlersHost.type.property("shouldExpandItem") != nil)
        #expect(ReorderingHandlersHost.type.property("canReorderItem") != nil)
        let methods = UICollectionViewDiffableDataSourceHost.type.methods.map { "\($0.name)(\($0.labels.joined()))" }
        #expect(methods.contains("apply(to:animatingDifferences:completion:)") && methods.contains("snapshot(for:)"))
        #expect(
            OutlineCommands.areas(alongside: [
                Area(
                    name: "ds", summary: "",
                    globals: [GlobalSpec(name: "dataSource", summary: "") { DataSourceObject() }])
            ]).count == 1)
        #expect(OutlineCommands.areas(alongside: []).count == 2)
    }
}

@Suite struct DisclosureTapTests {
    static func shown() -> Harness {
        var h = Harness.outline()
        h.fruitOutline()
        _ = h.ok("dataSource.apply(outline, to: main)")
        return h
    }

    @Test func tappingACollapsedParentRunsTheExpandHandlersAndInsertsItsChildren() {
        var h = Self.shown()
        #expect(
            h.ok("tap vegetables") == [
                "shouldExpandItem(vegetables) -> true",
                "willExpandItem(vegetables)",
                "expanded vegetables; applying the section snapshot",
                "performBatchUpdates (animated): 2 inserts",
                "  insert  [0, 4]  carrot",
                "  insert  [0, 5]  leek",
            ])
        _ = h.ok("let shown = dataSource.snapshot(for: main)")
        #expect(h.ok("shown.isExpanded(vegetables)") == ["true"])
        #expect(
            (try? h.sectionSnapshot("outline")?.isExpanded("vegetables")) == false,
            "the user's tap changes the data source's copy only")
    }

    @Test func tappingAnExpandedParentCollapsesIt() {
        var h = Self.shown()
        #expect(
            h.ok("tap fruits") == [
                "shouldCollapseItem(fruits) -> true",
                "willCollapseItem(fruits)",
                "collapsed fruits; applying the section snapshot",
                "performBatchUpdates (animated): 2 deletes",
                "  delete  [0, 1]  apple",
                "  delete  [0, 2]  banana",
            ])
    }

    /// (handler setting, item tapped, whether it happens)
    static let predicates: [(String, String, Bool)] = [
        ("shouldCollapseItem = .never", "fruits", false),
        ("shouldCollapseItem = .always", "fruits", true),
        ("shouldCollapseItem = false", "fruits", false),
        ("shouldCollapseItem = .only([vegetables])", "fruits", false),
        ("shouldCollapseItem = .allExcept([vegetables])", "fruits", true),
        ("shouldExpandItem = .never", "vegetables", false),
        ("shouldExpandItem = .only([vegetables])", "vegetables", true),
        ("shouldExpandItem = .allExcept([vegetables])", "vegetables", false),
        ("shouldExpandItem = .never", "fruits", true),
    ]

    @Test(arguments: predicates)
    func theShouldHandlersDecide(_ setting: String, _ item: String, _ happens: Bool) {
        var h = Self.shown()
        _ = h.ok("dataSource.sectionSnapshotHandlers.\(setting)")
        let before = h.dataSource?.data.appliedSections.map(\.items)
        let out = h.ok("tap \(item)")
        #expect(out.last == (happens ? out.last : "nothing changes: the handler said no"))
        #expect((h.dataSource?.data.appliedSections.map(\.items) != before) == happens)
        #expect(out.first?.hasSuffix(happens ? "-> true" : "-> false") == true, "\(out)")
    }

    @Test func lazyChildrenLoadOnTheFirstExpansionOnly() {
        var h = Self.shown()
        _ = h.ok("dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(vegetables, [pea, bean])")
        #expect(
            h.ok("tap vegetables") == [
                "shouldExpandItem(vegetables) -> true",
                "willExpandItem(vegetables)",
                "snapshotForExpandingParent(vegetables, currentChildSnapshot: 2 items) -> returns the registered snapshot (2 items)",
                "expanded vegetables; applying the section snapshot",
                "performBatchUpdates (animated): 2 inserts",
                "  insert  [0, 4]  pea",
                "  insert  [0, 5]  bean",
            ])
        _ = h.ok("let shown = dataSource.snapshot(for: main)")
        #expect(h.ok("shown.items") == ["[fruits, apple, banana, vegetables, pea, bean]"])
        _ = h.ok("tap vegetables")
        let again = h.ok("tap vegetables")
        #expect(
            again.contains(
                "snapshotForExpandingParent(vegetables, currentChildSnapshot: 2 items) -> returns the current children unchanged"
            ),
            "the handler stays set, the registration was consumed: \(again)")
        #expect(again.suffix(2) == ["  insert  [0, 4]  pea", "  insert  [0, 5]  bean"])
        _ = h.ok("tap vegetables")
        _ = h.ok("dataSource.sectionSnapshotHandlers = .init()")
        #expect(!h.ok("tap vegetables").contains { $0.hasPrefix("snapshotForExpandingParent") }, "reset: no handler")
        #expect(
            h.ok("dataSource.sectionSnapshotHandlers").last
                == "sectionSnapshotHandlers.snapshotForExpandingParent = nil")
    }

    @Test func aLazyChildSnapshotKeepsItsOwnTree() {
        var h = Self.shown()
        h.lines([
            "var docs = SectionSnapshot()", "docs.append([report])", "docs.append([draft], to: report)",
            "docs.expand([report])",
            "dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(carrot, docs)", "tap vegetables",
        ])
        let out = h.ok("tap carrot")
        #expect(
            out.contains(
                "snapshotForExpandingParent(carrot, currentChildSnapshot: 0 items) -> returns the registered snapshot (2 items)"
            ))
        #expect(out.suffix(2) == ["  insert  [0, 5]  report", "  insert  [0, 6]  draft"])
    }

    @Test func tappingALeafExpandsItWithANote() {
        var h = Self.shown()
        let (out, diags) = h.run("tap apple")
        #expect(out.contains("expanded apple; applying the section snapshot"))
        #expect(out.last == "nothing to do (identical snapshot)")
        #expect(diags.first?.hasPrefix("note: 'apple' has no children, so expanding it shows nothing") == true)
    }

    @Test func lazyChildrenThatAreAlreadyInTheTreeAreRefused() {
        var h = Self.shown()
        _ = h.ok("dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(vegetables, [apple])")
        let before = h.dataSource
        let e = h.error("tap vegetables")
        #expect(e.hasPrefix("error: the children registered for 'vegetables' cannot replace its children"), "\(e)")
        #expect(e.contains("Duplicate item identifiers: {(apple)}"))
        #expect(h.dataSource?.data.dataSource == before?.data.dataSource)
        #expect(h.dataSource?.outline.sectionSnapshotHandlers == before?.outline.sectionSnapshotHandlers)
    }

    @Test func anItemTappedInTheWrongSectionQuotesUIKit() {
        var h = Self.shown()
        h.lines(["var side = SectionSnapshot()", "side.append([x])", "dataSource.apply(side, to: other)"])
        let e = h.error("tap apple in: other")
        #expect(e.hasPrefix("error: 'apple' is not in section 'other'"))
        #expect(
            e.contains(
                "UIKit raises: NSInternalInconsistencyException: Item identifier does not exist in section snapshot: apple"
            ))
    }

    @Test func aHiddenItemHasNoCellToTap() {
        var h = Self.shown()
        let e = h.error("tap carrot")
        #expect(e.hasPrefix("error: cannot tap 'carrot': it is hidden under a collapsed parent, so it has no cell"))
        #expect(e.contains("help: tap its parent first: tap vegetables"))
    }

    @Test func anUnknownItemGetsASuggestion() {
        var h = Self.shown()
        let e = h.error("tap vegtables")
        #expect(e.hasPrefix("error: 'vegtables' is not shown by the data source: there is no cell to tap"))
        #expect(e.contains("did you mean 'vegetables'?"))
    }

    @Test func handlersPrintAsData() {
        var h = Self.shown()
        h.lines([
            "dataSource.sectionSnapshotHandlers.shouldCollapseItem = .only([fruits])",
            "dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(carrot, [seed])",
        ])
        #expect(
            h.ok("dataSource.sectionSnapshotHandlers") == [
                "sectionSnapshotHandlers.shouldExpandItem = .always",
                "sectionSnapshotHandlers.shouldCollapseItem = .only([fruits])",
                "sectionSnapshotHandlers.snapshotForExpandingParent(carrot) -> 1 item: [seed]",
            ])
        _ = h.ok("dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(carrot, nil)")
        #expect(h.dataSource?.outline.sectionSnapshotHandlers.providesChildSnapshots == false)
        #expect(
            h.ok("dataSource.sectionSnapshotHandlers").last
                == "sectionSnapshotHandlers.snapshotForExpandingParent: set; no children waiting to load (returns the current children)"
        )
        #expect(
            h.error("dataSource.sectionSnapshotHandlers = 3").hasPrefix(
                "error: sectionSnapshotHandlers can only be reset with .init(), found '3'"))
        #expect(
            h.error("dataSource.sectionSnapshotHandlers.shouldExpandItem = .alway").contains("did you mean '.always'?"))
    }
}

@Suite struct DragTests {
    static func shopping() -> Harness {
        var h = Harness.outline()
        h.lines([
            "var todo = SectionSnapshot()", "todo.append([milk, eggs, bread])", "dataSource.apply(todo, to: shopping)",
            "var done = SectionSnapshot()", "done.append([tea])", "dataSource.apply(done, to: finished)",
            "dataSource.reorderingHandlers.canReorderItem = .always",
        ])
        return h
    }

    @Test func aDragWithinASectionPrintsTheTransactionAndBothStoreUpdates() {
        var h = Self.shopping()
        #expect(
            h.ok("drag milk after: bread") == [
                "canReorderItem(milk) -> true",
                "user drags milk from [0, 0] to [0, 2]",
                "willReorder(transaction)",
                "the data source updates its snapshot; the collection view shows:",
                "  performBatchUpdates (animated): 1 move",
                "    move  [0, 0] -> [0, 2]  milk",
                "didReorder(transaction):",
                "  initialSnapshot: shopping: [milk, eggs, bread]; finished: [tea]",
                "  finalSnapshot:   shopping: [eggs, bread, milk]; finished: [tea]",
                "  difference:",
                "    remove offset 0 milk (associatedWith: 2)",
                "    insert offset 2 milk (associatedWith: 0)",
                "  sectionTransactions:",
                "    shopping: [milk, eggs, bread] -> [eggs, bread, milk]",
                "      remove offset 0 milk (associatedWith: 2)",
                "      insert offset 2 milk (associatedWith: 0)",
                "backing store (the items before the drag): [milk, eggs, bread, tea]",
                "  option 1: backingStore.applying(transaction.difference) = [eggs, bread, milk, tea]",
                "  option 2: transaction.finalSnapshot.itemIdentifiers = [eggs, bread, milk, tea]",
                "  the two agree: true",
            ])
        #expect(h.dataSource?.data.appliedSections.map(\.items) == [["eggs", "bread", "milk"], ["tea"]])
        _ = h.ok("let shown = dataSource.snapshot(for: shopping)")
        #expect(h.ok("shown.items") == ["[eggs, bread, milk]"])
    }

    /// (drag, final sections, whether the flattened difference is empty)
    static let drags: [(String, [[String]], Bool)] = [
        ("drag milk before: bread", [["eggs", "milk", "bread"], ["tea"]], false),
        ("drag bread before: milk", [["bread", "milk", "eggs"], ["tea"]], false),
        ("drag eggs to: [1, 1]", [["milk", "bread"], ["tea", "eggs"]], false),
        ("drag tea before: milk", [["tea", "milk", "eggs", "bread"], []], false),
        ("drag bread to: [1, 0]", [["milk", "eggs"], ["bread", "tea"]], true),
        ("drag milk to: IndexPath(item: 2, section: 0)", [["eggs", "bread", "milk"], ["tea"]], false),
    ]

    @Test(arguments: drags)
    func dragsMoveTheItemAndTheStoreUpdatesAgree(_ command: String, _ final: [[String]], _ emptyDifference: Bool) {
        var h = Self.shopping()
        let out = h.ok(command)
        #expect(h.dataSource?.data.appliedSections.map(\.items) == final)
        #expect(out.contains("  the two agree: true"))
        #expect(out.contains { $0.hasPrefix("    (empty: the flattened item order did not change") } == emptyDifference)
        let crossing = final[1].count != 1
        #expect(
            out.filter { $0.hasPrefix("    shopping:") || $0.hasPrefix("    finished:") }.count == (crossing ? 2 : 1))
    }

    @Test func aNamedStoreIsUpdatedFromTheDifference() {
        var h = Self.shopping()
        h.lines(["let store = [milk, eggs, bread, tea]", "drag tea to: [0, 0] store: store"])
        #expect(h.ok("store") == ["[tea, milk, eggs, bread]"])
        h.lines(["let stale = [a, b]"])
        let out = h.ok("drag milk after: bread store: stale")
        #expect(
            out.contains(
                "  option 1: stale.applying(transaction.difference) = nil (the store does not match initialSnapshot)"))
        #expect(out.contains("  the two agree: false"))
        #expect(h.ok("stale") == ["[a, b]"])
    }

    /// (setup, drag, error message start)
    static let refusals: [(String, String, String)] = [
        (
            "dataSource.reorderingHandlers.canReorderItem = nil", "drag milk after: bread",
            "error: reordering is off: dataSource.reorderingHandlers.canReorderItem is not set"
        ),
        (
            "dataSource.reorderingHandlers.canReorderItem = .never", "drag milk after: bread",
            "error: canReorderItem('milk') returned false: the user cannot pick 'milk' up"
        ),
        (
            "dataSource.reorderingHandlers.canReorderItem = .allExcept([tea])", "drag tea before: milk",
            "error: canReorderItem('tea') returned false"
        ),
        ("print x", "drag milk after: milk", "error: 'milk' would stay where it is: UIKit reports no reordering"),
        ("print x", "drag milk before: eggs", "error: 'milk' would stay where it is"),
        (
            "print x", "drag milk to: [0, 3]",
            "error: destination [0, 3] is out of range: section 0 has 3 positions for the dropped item (0...2)"
        ),
        (
            "print x", "drag milk to: [2, 0]",
            "error: destination [2, 0] names section 2, but the data source has 2 sections"
        ),
        ("print x", "drag mlk after: bread", "error: 'mlk' is not shown by the data source: there is no cell to drag"),
        ("print x", "drag milk after: bred", "error: cannot drop after 'bred': it is not shown by the data source"),
        ("print x", "drag milk", "error: missing destination for 'drag': before:, after: or to:"),
        ("print x", "drag milk to: 3", "error: the destination must be an index path [section, item], found '3'"),
    ]

    @Test(arguments: refusals)
    func refusedDragsSayWhyAndChangeNothing(_ setup: String, _ command: String, _ message: String) {
        var h = Self.shopping()
        _ = h.ok(setup)
        let before = h.dataSource
        let e = h.error(command)
        #expect(e.hasPrefix(message), "\(e)")
        #expect(h.dataSource?.data.dataSource == before?.data.dataSource)
    }

    @Test func anOutlineWithChildrenIsNotReordered() {
        var h = Harness.outline()
        h.fruitOutline()
        h.lines(["dataSource.apply(outline, to: main)", "dataSource.reorderingHandlers.canReorderItem = .always"])
        #expect(
            h.error("drag apple after: banana").hasPrefix("error: section 'main' shows an outline with child items"))
    }
}
