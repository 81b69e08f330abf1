import TestSupport
import Testing

@testable import PlaygroundCore

/// Mail -> (Inbox -> (Work, Home), Sent), Archive (leaf)
private func mailOutline() throws -> SectionSnapshot<String> {
    var snapshot = SectionSnapshot<String>()
    try snapshot.append(["Mail", "Archive"])
    try snapshot.append(["Inbox", "Sent"], to: "Mail")
    try snapshot.append(["Work", "Home"], to: "Inbox")
    return snapshot
}

private func items(_ list: [String]) -> SectionSnapshot<String> {
    var snapshot = SectionSnapshot<String>()
    try? snapshot.append(list)
    return snapshot
}

@Suite("Visible items change")
struct VisibleItemsChangeTests {
    @Test func expandingAParentInsertsItsNowVisibleDescendantsAfterIt() throws {
        var old = try mailOutline()
        old.expand(["Inbox"])  // expanded but hidden under collapsed Mail
        var new = old
        new.expand(["Mail"])
        let change = VisibleItemsChange(from: old, to: new)
        #expect(change.deletions.isEmpty)
        #expect(change.moves.isEmpty)
        #expect(change.insertions.map(\.item) == ["Inbox", "Work", "Home", "Sent"])
        #expect(change.insertions.map(\.newIndex) == [1, 2, 3, 4])
        #expect(change.insertedIndexPaths(inSection: 0).map(\.item) == [1, 2, 3, 4])
    }

    @Test func collapsingAParentDeletesItsVisibleDescendantsAtTheirOldIndexes() throws {
        var old = try mailOutline()
        old.expand(["Mail", "Inbox"])
        var new = old
        new.collapse(["Inbox"])
        let change = VisibleItemsChange(from: old, to: new)
        #expect(change.insertions.isEmpty)
        #expect(change.deletions.map(\.item) == ["Work", "Home"])
        #expect(change.deletions.map(\.oldIndex) == [2, 3])
        #expect(change.deletedIndexPaths(inSection: 4) == [IndexPath(4, 2), IndexPath(4, 3)])
        #expect(change.insertedIndexPaths(inSection: 4) == [])
    }

    @Test func identicalSnapshotsHaveNoChange() throws {
        let snapshot = try mailOutline()
        #expect(VisibleItemsChange(from: snapshot, to: snapshot).isEmpty)
    }

    @Test(arguments: [
        (["a", "b", "c", "d"], ["d", "a", "b", "c"], ["d"]),
        (["a", "b", "c", "d"], ["b", "c", "d", "a"], ["a"]),
        (["a", "b", "c"], ["c", "b", "a"], ["b", "a"]),
    ])
    func reorderedSurvivorsAreMinimalMoves(old: [String], new: [String], moved: [String]) {
        let change = VisibleItemsChange(from: old, to: new)
        #expect(change.moves.count == moved.count)
        #expect(Set(change.moves.map(\.item)).isSubset(of: Set(old)))
        #expect(change.replay(on: old) == new)
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func randomListsReplayIntoEachOther(seed: UInt64) {
        var random = OutlineRandom(seed: seed)
        for _ in 0..<200 {
            let old = (0..<random.int(0..<20)).filter { _ in random.chance(70) }
            var new = (0..<25).filter { _ in random.chance(50) }
            new.shuffle(using: &random)
            let change = VisibleItemsChange(from: old, to: new)
            #expect(change.replay(on: old) == new)
            #expect(change.deletions.allSatisfy { !new.contains($0.item) })
            #expect(change.insertions.allSatisfy { !old.contains($0.item) })
        }
    }
}

@Suite("Disclosure taps")
struct DisclosureTapTests {
    @Test func tappingACollapsedParentAsksThenExpands() throws {
        let snapshot = try mailOutline()
        let outcome = try tapDisclosure(of: "Mail", in: snapshot, handlers: SectionSnapshotHandlers())
        #expect(outcome.action == .expand)
        #expect(outcome.wasPerformed)
        #expect(
            outcome.events == [.shouldExpandItem("Mail", answer: true), .willExpandItem("Mail"), .expanded("Mail")])
        #expect(outcome.snapshot.visibleItems == ["Mail", "Inbox", "Sent", "Archive"])
        #expect(outcome.visibleChange.insertions.map(\.item) == ["Inbox", "Sent"])
        #expect(outcome.visibleChange.insertions.map(\.newIndex) == [1, 2])
    }

    @Test func tappingAnExpandedParentAsksThenCollapses() throws {
        var snapshot = try mailOutline()
        snapshot.expand(["Mail"])
        let outcome = try tapDisclosure(of: "Mail", in: snapshot, handlers: SectionSnapshotHandlers())
        #expect(outcome.action == .collapse)
        #expect(
            outcome.events == [
                .shouldCollapseItem("Mail", answer: true), .willCollapseItem("Mail"), .collapsed("Mail"),
            ])
        #expect(outcome.snapshot.visibleItems == ["Mail", "Archive"])
        #expect(outcome.visibleChange.deletions.map(\.oldIndex) == [1, 2])
    }

    @Test(arguments: [
        (ItemPredicate<String>.never, false),
        (.only(["Archive"]), false),
        (.only(["Mail"]), true),
        (.allExcept(["Mail"]), false),
        (.allExcept(["Archive"]), true),
        (.always, true),
    ])
    func shouldExpandItemDecidesWhetherTheTapExpands(predicate: ItemPredicate<String>, allowed: Bool) throws {
        let snapshot = try mailOutline()
        let handlers = SectionSnapshotHandlers(shouldExpandItem: predicate)
        let outcome = try tapDisclosure(of: "Mail", in: snapshot, handlers: handlers)
        #expect(outcome.wasPerformed == allowed)
        #expect(outcome.events.first == .shouldExpandItem("Mail", answer: allowed))
        #expect(try outcome.snapshot.isExpanded("Mail") == allowed)
        if !allowed {
            #expect(outcome.events.count == 1)
            #expect(outcome.snapshot == snapshot)
            #expect(outcome.visibleChange.isEmpty)
        }
    }

    @Test func aRefusedCollapseLeavesTheParentExpanded() throws {
        var snapshot = try mailOutline()
        snapshot.expand(["Mail"])
        let handlers = SectionSnapshotHandlers<String>(shouldCollapseItem: .never)
        let outcome = try tapDisclosure(of: "Mail", in: snapshot, handlers: handlers)
        #expect(!outcome.wasPerformed)
        #expect(outcome.events == [.shouldCollapseItem("Mail", answer: false)])
        #expect(outcome.snapshot == snapshot)
    }

    @Test func lazyChildrenReplaceTheChildrenOnFirstExpansionOnly() throws {
        let snapshot = try mailOutline()
        var handlers = SectionSnapshotHandlers<String>()
        var loaded = items(["2019", "2020"])
        try loaded.append(["June"], to: "2020")
        handlers.registerChildren(loaded, forExpanding: "Archive")
        #expect(handlers.providesChildSnapshots)

        let first = try tapDisclosure(of: "Archive", in: snapshot, handlers: handlers)
        #expect(
            first.events == [
                .shouldExpandItem("Archive", answer: true),
                .willExpandItem("Archive"),
                .snapshotForExpandingParent("Archive", currentChildCount: 0, loadedChildCount: 3),
                .expanded("Archive"),
            ])
        #expect(first.snapshot.items == ["Mail", "Inbox", "Work", "Home", "Sent", "Archive", "2019", "2020", "June"])
        #expect(first.snapshot.visibleItems == ["Mail", "Archive", "2019", "2020"])
        #expect(first.visibleChange.insertions.map(\.item) == ["2019", "2020"])
        #expect(first.handlers.registeredChildren(forExpanding: "Archive") == nil)

        let collapsed = try tapDisclosure(of: "Archive", in: first.snapshot, handlers: first.handlers)
        #expect(collapsed.visibleChange.deletions.map(\.item) == ["2019", "2020"])

        var again = collapsed.handlers
        again.registerChildren(items(["Other"]), forExpanding: "Mail")  // handler still set
        let second = try tapDisclosure(of: "Archive", in: collapsed.snapshot, handlers: again)
        #expect(
            second.events.contains(.snapshotForExpandingParent("Archive", currentChildCount: 3, loadedChildCount: nil)))
        #expect(second.snapshot.items == first.snapshot.items)
    }

    @Test func withoutLazyChildrenTheChildSnapshotHandlerIsNotCalled() throws {
        let outcome = try tapDisclosure(of: "Mail", in: try mailOutline(), handlers: SectionSnapshotHandlers())
        #expect(!outcome.events.contains { if case .snapshotForExpandingParent = $0 { true } else { false } })
    }

    @Test func lazyChildrenThatCollideWithTheTreeAreRejected() throws {
        let snapshot = try mailOutline()
        var handlers = SectionSnapshotHandlers<String>()
        handlers.registerChildren(items(["Sent"]), forExpanding: "Archive")
        #expect(
            throws: DisclosureError<String>.lazyChildrenRejected(parent: "Archive", .duplicateIdentifiers(["Sent"]))
        ) {
            try tapDisclosure(of: "Archive", in: snapshot, handlers: handlers)
        }
    }

    @Test func onlyVisibleItemsCanBeTapped() throws {
        let snapshot = try mailOutline()
        #expect(throws: DisclosureError<String>.itemNotVisible("Inbox")) {
            try tapDisclosure(of: "Inbox", in: snapshot, handlers: SectionSnapshotHandlers())
        }
        #expect(throws: DisclosureError<String>.itemNotFound("Spam")) {
            try tapDisclosure(of: "Spam", in: snapshot, handlers: SectionSnapshotHandlers())
        }
    }

    @Test func reRegisteringAParentReplacesItsEntryInPlace() {
        var handlers = SectionSnapshotHandlers<String>()
        handlers.registerChildren(items(["a"]), forExpanding: "P")
        handlers.registerChildren(items(["b"]), forExpanding: "Q")
        handlers.registerChildren(items(["c"]), forExpanding: "P")
        #expect(handlers.lazyChildren.map(\.parent) == ["P", "Q"])
        #expect(handlers.registeredChildren(forExpanding: "P")?.items == ["c"])
        handlers.unregisterChildren(forExpanding: "P")
        #expect(handlers.lazyChildren.map(\.parent) == ["Q"])
    }
}

@Suite("Item predicates")
struct ItemPredicateTests {
    @Test(arguments: [
        (ItemPredicate<String>.always, "x", true), (.always, "y", true),
        (.never, "x", false), (.never, "y", false),
        (.only(["x", "z"]), "x", true), (.only(["x", "z"]), "y", false), (.only([]), "x", false),
        (.allExcept(["x"]), "x", false), (.allExcept(["x"]), "y", true), (.allExcept([]), "x", true),
    ])
    func aPredicateAnswersLikeTheClosureItStandsFor(predicate: ItemPredicate<String>, item: String, answer: Bool) {
        #expect(predicate.evaluate(item) == answer)
    }
}

@Suite("Large outlines")
struct LargeOutlineTests {
    @Test func aTwentyThousandItemOutlineExpandsAndCollapsesATopLevelParentAsPureInsertsAndDeletes() throws {
        var snapshot = SectionSnapshot<Int>()
        var next = 1_000
        for parent in 0..<100 {
            try snapshot.append([parent])
            try snapshot.append(Array(next..<(next + 199)), to: parent)
            next += 199
        }
        #expect(snapshot.count == 20_000)
        snapshot.expand([10, 11])
        let collapsed = snapshot
        snapshot.expand([50])
        let expand = VisibleItemsChange(from: collapsed, to: snapshot)
        #expect(expand.deletions.isEmpty && expand.moves.isEmpty)
        #expect(expand.insertions.count == 199)
        #expect(expand.insertions.first?.newIndex == 50 + 2 * 199 + 1)
        #expect(snapshot.index(of: 50) == 50 * 200)
        #expect(try snapshot.level(of: 1_000 + 50 * 199) == 1)
        let outcome = try tapDisclosure(of: 10, in: snapshot, handlers: SectionSnapshotHandlers())
        #expect(outcome.action == .collapse)
        #expect(outcome.visibleChange.deletions.map(\.oldIndex) == Array(11...209))
        #expect(outcome.snapshot.visibleItems.count == 100 + 2 * 199)
    }
}
