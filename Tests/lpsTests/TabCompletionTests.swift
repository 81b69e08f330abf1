import PlaygroundScript
import Testing

@testable import lps

/// A completer over a fixed word list: the word is what precedes the cursor back to whitespace.
private func words(_ list: [String]) -> (String, Int) -> Completion {
    { line, cursor in
        let characters = Array(line)
        var start = min(cursor, characters.count)
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let typed = String(characters[start..<min(cursor, characters.count)])
        return Completion(wordStart: start, candidates: list.filter { $0.hasPrefix(typed) })
    }
}

private var commands: (String, Int) -> Completion {
    words(["help", "section", "set", "snapshot", "snapshots", "include"])
}

@Test func tabInTheIndentationIndentsToTheNextStopWithSpaces() {
    #expect(
        TabCompletion.action(before: "", after: "", pasting: false, complete: commands)
            == .edit(deleting: 0, inserting: "    "))
    #expect(
        TabCompletion.action(before: "  ", after: "x", pasting: false, complete: commands)
            == .edit(deleting: 0, inserting: "  "))
}

/// After a space inside a line TAB completes (the next argument's labels), never inserting a tab.
@Test func tabAfterASpaceCompletesTheNextWord() {
    let labels = words(["toSection:"])
    #expect(
        TabCompletion.action(before: "s.appendItems([a], ", after: "", pasting: false, complete: labels)
            == .edit(deleting: 0, inserting: "toSection:"))
    let none = words([])
    #expect(TabCompletion.action(before: "ab ", after: "", pasting: false, complete: none) == .beep)
}

/// A name that `.member`, `(` or `,` may follow gets no space: `snaps` + TAB, then `.`.
@Test func aNameThatMayGoOnGetsNoSpace() {
    let name: (String, Int) -> Completion = { _, cursor in
        Completion(wordStart: cursor - 5, candidates: ["snapshot"], endsWord: false)
    }
    #expect(
        TabCompletion.action(before: "snaps", after: "", pasting: false, complete: name)
            == .edit(deleting: 0, inserting: "hot"))
}

@Test func fileNamesCompleteFromTheTypedDirectory() {
    let tree: [String: [String]] = [
        "": ["notes.txt", "playground-scripts/", "tour.lps"],
        "playground-scripts/": ["layout/", "tour.lps", "README.md"],
    ]
    let entries: (String) -> [String] = { tree[$0] ?? [] }
    #expect(TabCompletion.fileCandidates(for: "pl", entries: entries) == ["playground-scripts/"])
    #expect(TabCompletion.fileCandidates(for: "", entries: entries) == ["playground-scripts/", "tour.lps"])
    #expect(
        TabCompletion.fileCandidates(for: "playground-scripts/", entries: entries) == [
            "playground-scripts/layout/", "playground-scripts/tour.lps",
        ])
    #expect(TabCompletion.fileCandidates(for: "no", entries: entries) == ["notes.txt"])
}

@Test func tabInPastedTextIsWhitespaceNotCompletion() {
    #expect(
        TabCompletion.action(before: "hel", after: "", pasting: true, complete: commands)
            == .edit(deleting: 0, inserting: " "))
}

@Test func aSingleCandidateCompletesTheWordAndAddsASpaceAtTheEnd() {
    #expect(
        TabCompletion.action(before: "hel", after: "", pasting: false, complete: commands)
            == .edit(deleting: 0, inserting: "p "))
    #expect(
        TabCompletion.action(before: "show hel", after: " x", pasting: false, complete: commands)
            == .edit(deleting: 0, inserting: "p"))
    #expect(
        TabCompletion.action(before: "help", after: "", pasting: false, complete: commands)
            == .edit(deleting: 0, inserting: " "))
}

@Test func aCandidateEndingLikeAPathGetsNoSpace() {
    let paths = words(["scripts/", "layout("])
    #expect(
        TabCompletion.action(before: "scr", after: "", pasting: false, complete: paths)
            == .edit(deleting: 0, inserting: "ipts/"))
    #expect(
        TabCompletion.action(before: "lay", after: "", pasting: false, complete: paths)
            == .edit(deleting: 0, inserting: "out("))
}

@Test func aCandidateThatDoesNotExtendTheWordReplacesItByScalars() {
    let fuzzy: (String, Int) -> Completion = { _, cursor in Completion(wordStart: cursor - 3, candidates: ["café"]) }
    // "e\u{301}" is one Character but two scalars: libedit deletes wide characters.
    #expect(
        TabCompletion.action(before: "Ce\u{301}f", after: "", pasting: false, complete: fuzzy)
            == .edit(deleting: 4, inserting: "café "))
}

@Test func severalCandidatesExtendToTheirCommonPrefixThenList() {
    #expect(
        TabCompletion.action(before: "sn", after: "", pasting: false, complete: commands)
            == .edit(deleting: 0, inserting: "apshot"))
    #expect(
        TabCompletion.action(before: "snapshot", after: "", pasting: false, complete: commands)
            == .list(["snapshot", "snapshots"]))
    #expect(
        TabCompletion.action(before: "s", after: "", pasting: false, complete: commands)
            == .list(["section", "set", "snapshot", "snapshots"]))
}

@Test func noCandidatesBeepAndEmptyOrRepeatedOnesAreIgnored() {
    #expect(TabCompletion.action(before: "zz", after: "", pasting: false, complete: commands) == .beep)
    let noisy: (String, Int) -> Completion = { _, cursor in Completion(wordStart: cursor, candidates: ["", "x", "x"]) }
    #expect(
        TabCompletion.action(before: "a", after: "", pasting: false, complete: noisy)
            == .edit(deleting: 0, inserting: "x "))
}

@Test func theCursorIsACharacterOffsetAndOutOfRangeWordStartsAreClamped() {
    var seen: (String, Int)?
    let spy: (String, Int) -> Completion = { line, cursor in
        seen = (line, cursor)
        return Completion(wordStart: -7, candidates: ["タスク一覧"])
    }
    let action = TabCompletion.action(before: "タス", after: "!", pasting: false, complete: spy)
    #expect(seen?.0 == "タス!")
    #expect(seen?.1 == 2)
    #expect(action == .edit(deleting: 0, inserting: "ク一覧"))
    let far: (String, Int) -> Completion = { _, _ in Completion(wordStart: 99, candidates: ["x"]) }
    #expect(
        TabCompletion.action(before: "ab", after: "", pasting: false, complete: far)
            == .edit(deleting: 0, inserting: "x "))
}

@Test func candidatesAreListedInColumnsDownThenAcross() {
    let lines = TabCompletion.columns(["a", "bb", "ccc", "d", "e"], width: 12, displayWidth: { $0.count })
    #expect(lines == ["a    d", "bb   e", "ccc"])
    #expect(TabCompletion.columns(["only"], width: 0, displayWidth: { $0.count }) == ["only"])
    #expect(TabCompletion.columns([], width: 80).isEmpty)
}

@Test func theHistoryFileFollowsTheOverrideThenXDGThenHome() {
    func path(_ env: [String: String]) -> String? { REPL.historyPath { env[$0] } }
    #expect(path(["LPS_HISTORY": "/h", "XDG_STATE_HOME": "/s", "HOME": "/u"]) == "/h")
    #expect(path(["LPS_HISTORY": "", "HOME": "/u"]) == nil)
    #expect(path(["XDG_STATE_HOME": "/s", "HOME": "/u"]) == "/s/lps/history")
    #expect(path(["XDG_STATE_HOME": "relative", "HOME": "/u"]) == "/u/.local/state/lps/history")
    #expect(path([:]) == nil)
}
