import Testing

@testable import PlaygroundScript

/// Identity versus content: cells remember what they were configured with.
@Suite struct ItemContentTests {
    func todos() -> Harness {
        var h = Harness()
        _ = h.ok("content todo1...todo3 done: false")
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([todo1...todo3])")
        _ = h.ok("dataSource.apply(s)")
        return h
    }

    @Test func contentIsSetAndPrintedPerItem() {
        var h = Harness()
        #expect(h.ok("content") == ["no content set (content ITEM field: value)"])
        #expect(h.ok("content todo3 title: \"Buy milk\" done: true") == ["todo3: title: \"Buy milk\", done: true"])
        #expect(h.ok("content todo2...todo3 done: false") == ["2 items: done: false"])
        #expect(h.ok("content todo3") == ["todo3:  title: \"Buy milk\", done: false"])
        #expect(h.ok("content") == ["todo2:  done: false", "todo3:  title: \"Buy milk\", done: false"])
    }

    @Test func printingContentIsNotAnUndoStep() {
        var h = Harness()
        _ = h.ok("content todo1 done: true")
        _ = h.ok("content todo1")
        _ = h.ok("content")
        #expect(h.playground.session.log == ["content todo1 done: true"])
        #expect(h.ok("undo") == ["undid: content todo1 done: true"])
        #expect(h.ok("content") == ["no content set (content ITEM field: value)"])
    }

    @Test(arguments: ["content todo1 done: maybe", "content todo1 done: [a]", "content todo1 3"])
    func contentValuesAreStringsNumbersOrBooleans(_ line: String) {
        var h = Harness()
        let e = h.error(line)
        #expect(
            e.hasPrefix("error: a content value is a \"string\", a number, true or false")
                || e.hasPrefix("error: extra argument"))
    }

    @Test func anEditWithoutReconfigureLeavesTheCellStaleWithANote() {
        var h = todos()
        _ = h.ok("content todo2 done: true")
        let (out, diags) = h.run("dataSource.apply(s)")
        #expect(out == ["nothing to do (identical snapshot)"])
        #expect(
            diags == [
                "note: the cell of 'todo2' is stale: it shows done: false, the model has done: true; its identifier is unchanged, so apply did not configure it again\n  = help: mark it before applying: snapshot.reconfigureItems([todo2]) (iOS 15+; reloadItems before)"
            ])
        #expect(
            h.ok("cells todo2") == [
                "indexPath  id     shows", "[0, 1]     todo2  done: false  stale: model has done: true",
            ])
    }

    @Test(arguments: ["reconfigureItems", "reloadItems"])
    func reconfiguringOrReloadingShowsTheNewContent(_ method: String) {
        var h = todos()
        _ = h.ok("content todo2 done: true")
        _ = h.ok("s.\(method)([todo2])")
        let (_, diags) = h.run("dataSource.apply(s)")
        #expect(diags.isEmpty)
        #expect(h.ok("cells todo2") == ["indexPath  id     shows", "[0, 1]     todo2  done: true"])
    }

    @Test func movedCellsKeepTheirContentAndReloadDataRefreshesEveryCell() {
        var h = todos()
        _ = h.ok("content todo1 done: true")
        _ = h.ok("s.moveItem(todo1, afterItem: todo3)")
        let (_, diags) = h.run("dataSource.apply(s)")
        #expect(diags.count == 1)
        _ = h.ok("environment.profile = .ios14")
        let (_, after) = h.run("dataSource.apply(s, animatingDifferences: false)")
        #expect(after.allSatisfy { !$0.contains("stale") })
        #expect(h.ok("cells todo1") == ["indexPath  id     shows", "[0, 2]     todo1  done: true"])
    }

    @Test func manyStaleCellsAreSummarisedInOneNote() {
        var h = todos()
        _ = h.ok("content todo1...todo3 done: true")
        let (_, diags) = h.run("dataSource.apply(s)")
        #expect(diags.first?.hasPrefix("note: the cells of 3 items are stale ('todo1', 'todo2', 'todo3')") == true)
        #expect(
            diags.first?.hasSuffix("snapshot.reconfigureItems([todo1...todo3]) (iOS 15+; reloadItems before)") == true)
    }

    @Test func wholeValueIdentifiersTurnAnEditIntoDeleteAndInsert() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([\"1|Buy milk|undone\", \"2|Walk|undone\"])")
        _ = h.ok("dataSource.apply(s)")
        _ = h.ok("var t = Snapshot()")
        _ = h.ok("t.appendSections([main])")
        _ = h.ok("t.appendItems([\"1|Buy milk|done\", \"2|Walk|undone\"])")
        #expect(
            h.ok("dataSource.apply(t)") == [
                "performBatchUpdates (animated): 1 delete, 1 insert",
                "  delete  [0, 0]  \"1|Buy milk|undone\"",
                "  insert  [0, 0]  \"1|Buy milk|done\"",
            ])
    }

    @Test(arguments: ["content todo1 done: maybe", "content todo1...todo3 done: true title: x", "cells zz"])
    func aFailedContentOrCellsCommandChangesNothing(_ line: String) {
        var h = todos()
        _ = h.ok("content todo1 title: \"Milk\"")
        let before = h.ok("content")
        let log = h.playground.session.log
        _ = h.error(line)
        #expect(h.ok("content") == before)
        #expect(h.playground.session.log == log)
    }

    @Test func cellsOfItemsNotShownAreAnError() {
        var h = todos()
        #expect(h.error("cells todo9").hasPrefix("error: 'todo9' is not in the applied snapshot, so it has no cell"))
    }
}

@Suite struct DataSourceCompletionTests {
    @Test func identifiersOfSnapshotsAndTheDataSourceAreOffered() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([todo1, todo2, \"Buy milk\"])")
        let c = h.playground.completions(line: "s.deleteItems([to", cursor: 17)
        #expect(c.candidates == ["todo1", "todo2"])
        let sections = h.playground.completions(line: "s.appendItems([x], toSection: ma", cursor: 32)
        #expect(sections.candidates == ["main"])
    }

    @Test func argumentLabelsAreOffered() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        let c = h.playground.completions(line: "s.insertItems([x], be", cursor: 21)
        #expect(c.candidates == ["beforeItem:"])
        let d = h.playground.completions(line: "dataSource.apply(s, ani", cursor: 23)
        #expect(d.candidates == ["animatingDifferences:"])
    }

    @Test func membersOfSnapshotsAreOffered() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        let c = h.playground.completions(line: "s.reco", cursor: 6)
        #expect(c.candidates == ["reconfigureItems", "reconfiguredItemIdentifiers"])
    }
}
