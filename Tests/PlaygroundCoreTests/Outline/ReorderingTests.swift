import TestSupport
import Testing

@testable import PlaygroundCore

typealias OutlineReorderSections = [ItemsInSection<String, String>]
typealias OutlineReorderFailure = ReorderingError<String, String>

private let board: OutlineReorderSections = [
    ItemsInSection(section: "Todo", items: ["a", "b", "c"]),
    ItemsInSection(section: "Doing", items: ["d"]),
    ItemsInSection(section: "Done", items: []),
]

private let everything = ReorderingHandlers<String>(canReorderItem: .always)

/// Every property a transaction must have, whatever the drag was.
private func checkTransaction<S, I>(_ transaction: ReorderingTransaction<S, I>) {
    let initial = transaction.initialItemIdentifiers
    let final = transaction.finalItemIdentifiers
    #expect(initial.applying(transaction.difference) == final)
    #expect(Set(initial) == Set(final))
    #expect(initial.count == final.count)
    #expect(transaction.finalSnapshot.map(\.section) == transaction.initialSnapshot.map(\.section))
    let path = transaction.destinationIndexPath
    #expect(transaction.finalSnapshot[path.section].items[path.item] == transaction.item)
    for sectionTransaction in transaction.sectionTransactions {
        #expect(
            sectionTransaction.initialItems.applying(sectionTransaction.difference) == sectionTransaction.finalItems)
        #expect(sectionTransaction.initialSnapshot.items == sectionTransaction.initialItems)
        #expect(sectionTransaction.finalSnapshot.items == sectionTransaction.finalItems)
        #expect(sectionTransaction.finalSnapshot.rootItems == sectionTransaction.finalItems)
        let index = transaction.finalSnapshot.firstIndex { $0.section == sectionTransaction.sectionIdentifier }
        #expect(index.map { transaction.finalSnapshot[$0].items } == sectionTransaction.finalItems)
    }
    let changed = transaction.initialSnapshot.indices.filter {
        transaction.initialSnapshot[$0].items != transaction.finalSnapshot[$0].items
    }
    #expect(
        transaction.sectionTransactions.map(\.sectionIdentifier)
            == changed.map { transaction.initialSnapshot[$0].section })
}

@Suite("Reordering transactions")
struct ReorderingTests {
    @Test(arguments: [
        ("a", DropDestination<String>.after("c"), [["b", "c", "a"], ["d"], []]),
        ("c", .before("a"), [["c", "a", "b"], ["d"], []]),
        ("a", .after("b"), [["b", "a", "c"], ["d"], []]),
        ("b", .before("d"), [["a", "c"], ["b", "d"], []]),
        ("d", .after("a"), [["a", "d", "b", "c"], [], []]),
        ("a", .indexPath(IndexPath(item: 0, section: 2)), [["b", "c"], ["d"], ["a"]]),
        ("d", .indexPath(IndexPath(item: 3, section: 0)), [["a", "b", "c", "d"], [], []]),
        ("c", .indexPath(IndexPath(item: 0, section: 0)), [["c", "a", "b"], ["d"], []]),
        ("a", .indexPath(IndexPath(item: 2, section: 0)), [["b", "c", "a"], ["d"], []]),
    ])
    func aDragMovesTheItemWhereItWasDropped(item: String, destination: DropDestination<String>, expected: [[String]])
        throws
    {
        let transaction = try Reordering.drag(item, to: destination, in: board, handlers: everything)
        #expect(transaction.finalSnapshot.map(\.items) == expected)
        #expect(transaction.initialSnapshot == board)
        checkTransaction(transaction)
    }

    @Test func aMoveWithinASectionIsOneAssociatedPairInBothDifferences() throws {
        let transaction = try Reordering.drag("a", to: .after("c"), in: board, handlers: everything)
        let pair: [CollectionDifference<String>.Change] = [
            .remove(offset: 0, element: "a", associatedWith: 2),
            .insert(offset: 2, element: "a", associatedWith: 0),
        ]
        #expect(Array(transaction.difference) == pair)
        #expect(transaction.sectionTransactions.count == 1)
        #expect(transaction.sectionTransactions.first.map { Array($0.difference) } == pair)
        #expect(transaction.sourceIndexPath == IndexPath(item: 0, section: 0))
        #expect(transaction.destinationIndexPath == IndexPath(item: 2, section: 0))
    }

    @Test func aMoveAcrossSectionsIsARemovalInOneSectionAndAnInsertionInTheOther() throws {
        let transaction = try Reordering.drag("b", to: .after("d"), in: board, handlers: everything)
        #expect(
            Array(transaction.difference) == [
                .remove(offset: 1, element: "b", associatedWith: 3),
                .insert(offset: 3, element: "b", associatedWith: 1),
            ])
        let sections = transaction.sectionTransactions
        #expect(sections.map(\.sectionIdentifier) == ["Todo", "Doing"])
        #expect(
            sections.map { Array($0.difference) } == [
                [.remove(offset: 1, element: "b", associatedWith: nil)],
                [.insert(offset: 1, element: "b", associatedWith: nil)],
            ])
    }

    @Test func droppingTheLastItemFirstInTheNextSectionKeepsTheFlatOrder() throws {
        let transaction = try Reordering.drag("c", to: .before("d"), in: board, handlers: everything)
        #expect(transaction.difference.isEmpty)
        #expect(transaction.sectionTransactions.count == 2)
        #expect(transaction.finalItemIdentifiers == transaction.initialItemIdentifiers)
        checkTransaction(transaction)
    }

    @Test func theTupleFormTakesTheSameSectionsAsItemsInSection() throws {
        let tuples: [(section: String, items: [String])] = [("Todo", ["a", "b"]), ("Done", [])]
        let transaction = try Reordering.drag(
            "a", to: .indexPath(IndexPath(item: 0, section: 1)), in: tuples, handlers: everything)
        #expect(transaction.finalSnapshot.map(\.items) == [["b"], ["a"]])
    }

    @Test(arguments: [
        (
            "a", DropDestination<String>.after("c"), ReorderingHandlers<String>(),
            OutlineReorderFailure.reorderingDisabled,
            "reordering is disabled: reorderingHandlers.canReorderItem is not set"
        ),
        (
            "a", .after("c"), ReorderingHandlers(canReorderItem: .never), .cannotReorderItem("a"),
            "canReorderItem returned false for 'a'"
        ),
        (
            "a", .after("c"), ReorderingHandlers(canReorderItem: .allExcept(["a"])), .cannotReorderItem("a"),
            "canReorderItem returned false for 'a'"
        ),
        ("z", .after("c"), everything, .itemNotFound("z"), "item 'z' is not in the snapshot"),
        (
            "a", .before("z"), everything, .destinationItemNotFound("z", .before),
            "cannot drop before 'z': it is not in the snapshot"
        ),
        (
            "a", .after("a"), everything, .droppedOntoItself("a"),
            "'a' dropped onto itself: nothing moves and UIKit reports no transaction"
        ),
        (
            "a", .before("a"), everything, .droppedOntoItself("a"),
            "'a' dropped onto itself: nothing moves and UIKit reports no transaction"
        ),
        (
            "a", .before("b"), everything, .droppedOntoItself("a"),
            "'a' dropped onto itself: nothing moves and UIKit reports no transaction"
        ),
        (
            "b", .after("a"), everything, .droppedOntoItself("b"),
            "'b' dropped onto itself: nothing moves and UIKit reports no transaction"
        ),
        (
            "a", .indexPath(IndexPath(item: 0, section: 0)), everything, .droppedOntoItself("a"),
            "'a' dropped onto itself: nothing moves and UIKit reports no transaction"
        ),
        (
            "a", .indexPath(IndexPath(item: 0, section: 3)), everything,
            .destinationSectionOutOfRange(IndexPath(item: 0, section: 3), sectionCount: 3),
            "destination [3, 0] names section 3 but there are 3 sections"
        ),
        (
            "a", .indexPath(IndexPath(item: 3, section: 0)), everything,
            .destinationItemOutOfRange(IndexPath(item: 3, section: 0), finalCount: 3),
            "destination [0, 3] is out of range: section 0 has 3 item positions after the drop"
        ),
        (
            "a", .indexPath(IndexPath(item: 1, section: 2)), everything,
            .destinationItemOutOfRange(IndexPath(item: 1, section: 2), finalCount: 1),
            "destination [2, 1] is out of range: section 2 has 1 item positions after the drop"
        ),
        (
            "a", .indexPath(IndexPath(item: -1, section: 1)), everything,
            .destinationItemOutOfRange(IndexPath(item: -1, section: 1), finalCount: 2),
            "destination [1, -1] is out of range: section 1 has 2 item positions after the drop"
        ),
    ])
    func refusedDragsNameTheReason(
        item: String, destination: DropDestination<String>, handlers: ReorderingHandlers<String>,
        expected: OutlineReorderFailure, message: String
    ) {
        do {
            _ = try Reordering.drag(item, to: destination, in: board, handlers: handlers)
            Issue.record("expected \(expected)")
        } catch {
            #expect(error == expected)
            #expect(error.description == message)
        }
    }

    @Test func invalidListsAreRejectedBeforeAnyDrag() {
        let duplicateItems: OutlineReorderSections = [
            ItemsInSection(section: "A", items: ["x"]), ItemsInSection(section: "B", items: ["x", "y"]),
        ]
        #expect(throws: OutlineReorderFailure.duplicateItemIdentifiers(["x"])) {
            try Reordering.drag("y", to: .before("x"), in: duplicateItems, handlers: everything)
        }
        let duplicateSections: OutlineReorderSections = [
            ItemsInSection(section: "A", items: ["x"]), ItemsInSection(section: "A", items: ["y"]),
        ]
        #expect(throws: OutlineReorderFailure.duplicateSectionIdentifiers(["A"])) {
            try Reordering.drag("y", to: .before("x"), in: duplicateSections, handlers: everything)
        }
    }

    @Test(arguments: [5, 6, 7, 8, 9] as [UInt64])
    func randomDragsProduceDifferencesThatReplayIntoTheFinalItems(seed: UInt64) {
        var random = OutlineRandom(seed: seed)
        var accepted = 0
        for round in 0..<300 {
            var next = 0
            let sections: [ItemsInSection<Int, Int>] = (0..<random.int(1..<5)).map { section in
                let count = random.int(0..<6)
                defer { next += count }
                return ItemsInSection(section: section * 10, items: Array(next..<(next + count)))
            }
            let all = sections.flatMap(\.items)
            let item = random.chance(5) ? -1 : (random.pick(all) ?? -1)
            let destination: DropDestination<Int>
            switch random.int(0..<3) {
            case 0: destination = .before(random.pick(all) ?? -1)
            case 1: destination = .after(random.pick(all) ?? -1)
            default: destination = .indexPath(IndexPath(item: random.int(-1..<7), section: random.int(0..<5)))
            }
            let handlers = ReorderingHandlers<Int>(canReorderItem: round % 10 == 0 ? .only([0, 1]) : .always)
            do {
                let transaction = try Reordering.drag(item, to: destination, in: sections, handlers: handlers)
                accepted += 1
                checkTransaction(transaction)
                let final = transaction.finalSnapshot
                switch destination {
                case .before(let other):
                    let path = transaction.destinationIndexPath
                    #expect(final[path.section].items[path.item + 1] == other)
                case .after(let other):
                    let path = transaction.destinationIndexPath
                    #expect(final[path.section].items[path.item - 1] == other)
                case .indexPath(let path):
                    #expect(transaction.destinationIndexPath == path)
                }
                // The flat difference is exactly the move of the dragged item, or nothing.
                #expect(transaction.difference.count == 0 || transaction.difference.count == 2)
                #expect(
                    transaction.difference.allSatisfy { change in
                        switch change {
                        case .insert(_, let element, let associated), .remove(_, let element, let associated):
                            element == item && associated != nil
                        }
                    })
            } catch {
                #expect(error != .invalidDifference)
                if item == -1 { #expect(error == .itemNotFound(-1)) }
                if case .cannotReorderItem = error { #expect(round % 10 == 0) }
            }
        }
        #expect(accepted > 100)
    }
}
