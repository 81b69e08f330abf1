import Testing

@testable import PlaygroundScript

/// The outline area's commands and members return values too.
@Suite struct OutlineResultTests {
    @Test func treeIsEveryEntryAndTheVisibleItems() throws {
        var h = Harness.outline()
        h.fruitOutline()
        let tree = SectionSnapshotTree(try #require(h.sectionSnapshot("outline")))
        #expect(tree.items.map(\.item) == ["fruits", "apple", "banana", "vegetables", "carrot", "leek"])
        #expect(tree.items.map(\.children) == [2, 0, 0, 2, 0, 0])
        #expect(tree.items.map(\.parent) == [nil, "fruits", "fruits", nil, "vegetables", "vegetables"])
        #expect(tree.items.map(\.visible) == [true, true, true, true, false, false])
        #expect(tree.visibleItems == ["fruits", "apple", "banana", "vegetables"])
        #expect(h.ok("tree outline") == tree.lines)
        #expect(tree.lines.first == "SectionSnapshot: 6 items, 4 visible")
        #expect(tree.lines[4] == "▸ vegetables")
        #expect(h.ok("outline") == tree.lines)
        let json = h.ok("tree outline --json")
        #expect(json == [tree.json.serialized()])
        #expect(
            json.first?.hasPrefix(
                #"{"items":[{"item":"fruits","level":0,"parent":null,"expanded":true,"visible":true,"children":2},"#)
                == true)
    }

    @Test func theHandlersAreOneValue() throws {
        var h = Harness.outline()
        h.fruitOutline()
        _ = h.ok("dataSource.sectionSnapshotHandlers.shouldCollapseItem = .only([fruits])")
        let state = try #require(h.dataSource).outline
        let result = SectionSnapshotHandlersResult(
            state.sectionSnapshotHandlers, isSet: state.snapshotForExpandingParentIsSet)
        #expect(result.shouldExpandItem == ".always" && result.shouldCollapseItem == ".only([fruits])")
        #expect(!result.snapshotForExpandingParentIsSet && result.snapshotForExpandingParent.isEmpty)
        #expect(h.ok("dataSource.sectionSnapshotHandlers") == result.lines)
        #expect(result.lines.last == "sectionSnapshotHandlers.snapshotForExpandingParent = nil")
        #expect(
            result.json.serialized()
                == #"{"snapshotForExpandingParentIsSet":false,"shouldExpandItem":".always","shouldCollapseItem":".only([fruits])","snapshotForExpandingParent":[]}"#
        )
    }

    @Test func aTapIsItsEventsAndItsApply() {
        var h = Harness.outline()
        h.fruitOutline()
        _ = h.ok("dataSource.apply(outline, to: main)")
        let text = h.ok("tap vegetables")
        #expect(text.first == "shouldExpandItem(vegetables) -> true")
        let result = TapResult(
            item: "leek", section: "main", action: "collapse", performed: false,
            events: ["shouldCollapseItem(leek) -> false"])
        #expect(result.lines == ["shouldCollapseItem(leek) -> false", "nothing changes: the handler said no"])
        #expect(
            result.json.serialized()
                == #"{"item":"leek","section":"main","action":"collapse","performed":false,"events":["shouldCollapseItem(leek) -> false"]}"#
        )
        _ = h.ok("dataSource.sectionSnapshotHandlers.shouldCollapseItem = .allExcept([vegetables])")
        let refused = h.ok("tap vegetables --json")
        #expect(
            refused == [
                #"{"item":"vegetables","section":"main","action":"collapse","performed":false,"events":["shouldCollapseItem(vegetables) -> false"]}"#
            ])
        let expanded = h.ok("tap fruits --json").joined()
        #expect(
            expanded.hasPrefix(#"{"item":"fruits","section":"main","action":"collapse","performed":true,"events":["#))
        #expect(expanded.contains(#""update":{"update":"batch","#), "\(expanded)")
    }

    @Test func aDragIsItsTransactionAndTheBackingStore() throws {
        var h = Harness.outline()
        h.lines([
            "var flat = SectionSnapshot()", "flat.append([x, y, z])", "dataSource.apply(flat, to: other)",
            "dataSource.reorderingHandlers.canReorderItem = .always", "let store = [x, y, z]",
        ])
        let text = h.ok("drag x after: y store: store")
        #expect(text.first == "canReorderItem(x) -> true")
        #expect(text.contains("user drags x from [0, 0] to [0, 1]"))
        #expect(text.contains("backing store ('store'): [x, y, z]"))
        #expect(text.contains("  option 1: store.applying(transaction.difference) = [y, x, z]"))
        #expect(text.last == "  the two agree: true")
        let json = h.ok("drag z after: y --json").joined()
        #expect(
            json.hasPrefix(#"{"canReorderItem":true,"transaction":{"item":"z","from":[0,2],"to":[0,1],"#), "\(json)")
        #expect(
            json.hasSuffix(
                #""backingStore":{"initial":["y","x","z"],"applyingDifference":["y","z","x"],"finalItemIdentifiers":["y","z","x"],"agree":true}}"#
            ), "\(json)")
        // The store's name, which the text says, is in the JSON when one was given.
        let named = h.ok("drag x before: y store: store --json").joined()
        #expect(named.contains(#""backingStore":{"store":"store","initial":["y","x","z"],"#), "\(named)")

        let difference = DifferenceResult(["a", "b"].difference(from: ["b", "a"]).inferringMoves())
        #expect(difference.changes.map(\.change) == ["remove", "insert"])
        #expect(difference.json.serialized().contains(#""associatedWith":"#))
    }
}

extension DifferenceResult {
    var json: JSONValue { JSONValueEncoder.encode(self) }
}
