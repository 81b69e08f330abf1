import Testing

@testable import PlaygroundScript

/// The data source's handlers are structs, as in UIKit: read whole, changed, written back; a copy is
/// the program's own until it is assigned. Their members are the host module's, evaluated as Swift.
@Suite struct DataSourceHandlersTests {
    static func shown() -> Harness {
        var h = Harness.outline()
        h.fruitOutline()
        _ = h.ok("dataSource.apply(outline, to: main)")
        return h
    }

    @Test func aCopyOfTheSectionSnapshotHandlersChangesNothingUntilItIsAssigned() {
        var h = Self.shown()
        _ = h.ok("var handlers = dataSource.sectionSnapshotHandlers")
        _ = h.ok("handlers.shouldExpandItem = .never")
        // The data source still has its own struct: the tap expands.
        #expect(h.ok("tap vegetables").first == "shouldExpandItem(vegetables) -> true")
        _ = h.ok("tap vegetables")  // collapse again
        _ = h.ok("dataSource.sectionSnapshotHandlers = handlers")
        #expect(
            h.ok("tap vegetables") == ["shouldExpandItem(vegetables) -> false", "nothing changes: the handler said no"])
        #expect(h.ok("dataSource.sectionSnapshotHandlers.shouldExpandItem") == [".never"])
        _ = h.ok("dataSource.sectionSnapshotHandlers = .init()")
        #expect(h.ok("dataSource.sectionSnapshotHandlers.shouldExpandItem") == [".always"])
    }

    @Test func aClosureThatAlwaysAnswersTheSameIsThatAnswer() {
        var h = Self.shown()
        _ = h.ok("dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }")
        #expect(h.ok("dataSource.sectionSnapshotHandlers.shouldCollapseItem") == [".never"])
        let error = h.error("dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in item == fruits }")
        #expect(error.contains("only as a closure that returns true or false for every item"), "\(error)")
        // A local list of items, as Swift evaluates it where the assignment is.
        _ = h.ok(
            """
            func lockFruits() {
                let locked = [fruits]
                dataSource.sectionSnapshotHandlers.shouldCollapseItem = .only(locked)
            }
            """)
        _ = h.ok("lockFruits()")
        #expect(h.ok("dataSource.sectionSnapshotHandlers.shouldCollapseItem") == [".only([fruits])"])
        // A handler read from the struct is the predicate itself: assigned to another, it keeps its items.
        _ = h.ok(
            "dataSource.sectionSnapshotHandlers.shouldExpandItem = dataSource.sectionSnapshotHandlers.shouldCollapseItem"
        )
        #expect(h.ok("dataSource.sectionSnapshotHandlers.shouldExpandItem") == [".only([fruits])"])
        _ = h.ok("let keep = dataSource.sectionSnapshotHandlers.shouldExpandItem")
        _ = h.ok("dataSource.reorderingHandlers.canReorderItem = keep")
        #expect(h.ok("dataSource.reorderingHandlers.canReorderItem") == [".only([fruits])"])
    }

    @Test func settingCanReorderItemKeepsTheReorderingClosures() {
        var h = Harness.outline()
        h.lines([
            "var todo = SectionSnapshot()", "todo.append([milk, eggs, bread])", "dataSource.apply(todo, to: shopping)",
        ])
        _ = h.ok("var moves = 0")
        _ = h.ok("dataSource.reorderingHandlers.didReorder = { _ in moves += 1 }")
        // Written back whole: the closure set before is still there.
        _ = h.ok("dataSource.reorderingHandlers.canReorderItem = .always")
        let drag = h.ok("drag milk after: bread")
        #expect(drag.contains("didReorder(transaction):") || drag.contains { $0.hasPrefix("didReorder") }, "\(drag)")
        #expect(h.ok("print(moves)") == ["1"])
        _ = h.ok("dataSource.reorderingHandlers.canReorderItem = nil")
        #expect(
            h.ok("dataSource.reorderingHandlers") == ["reorderingHandlers.canReorderItem = nil (reordering is off)"])
        let callback = h.error("dataSource.sectionSnapshotHandlers.willExpandItem = { _ in }")
        #expect(callback.contains("does not run sectionSnapshotHandlers.willExpandItem"), "\(callback)")
    }

    /// A group made in a function has its host methods too (the registry's handlers read only names).
    @Test func aGroupMadeInAFunctionDrawsItself() {
        var h = Harness()
        _ = h.ok(
            """
            func makeRow() -> NSCollectionLayoutGroup {
                let tile = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [tile])
                return row
            }
            """)
        let drawing = h.ok("print(makeRow().visualDescription())")
        #expect(
            drawing.first?.hasPrefix("row: 393 x 40 in a 393-wide container, 2 items per group") == true, "\(drawing)")
    }
}
