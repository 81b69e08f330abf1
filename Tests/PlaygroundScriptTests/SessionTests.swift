import Testing

@testable import PlaygroundScript

@Suite struct SessionBehaviourTests {
    @Test func namesCanBeDefinedReadAndRedefined() {
        var h = Harness()
        _ = h.ok("let spacing = 8")
        #expect(h.ok("spacing") == ["8"])
        _ = h.ok("let spacing = 10.5")
        #expect(h.ok("spacing") == ["10.5"])
        #expect(h.ok("list Double") == ["spacing  Double  defined"])
    }

    @Test func undoRestoresThePreviousStateAndSaysWhatItUndid() {
        var h = Harness()
        _ = h.ok("let a = 1")
        _ = h.ok("let a = 2")
        #expect(h.ok("undo") == ["undid: let a = 2"])
        #expect(h.ok("a") == ["1"])
        _ = h.ok("undo")
        #expect(h.error("a").contains("unknown command or name 'a'"))
        #expect(h.error("undo").contains("nothing to undo"))
    }

    @Test func printingCommandsAreNotUndoSteps() {
        var h = Harness()
        _ = h.ok("let a = 1")
        _ = h.ok("list")
        _ = h.ok("help")
        #expect(h.ok("undo") == ["undid: let a = 1"])
    }

    /// `help undo`: undo goes back over the last statement that changed the session. A statement
    /// that only reads (a snapshot copy, a count, a bare constructor) is not one, and is not saved.
    @Test(arguments: [
        "dataSource.snapshot()", "dataSource.snapshot().numberOfItems", "s.numberOfSections",
        "print(s.itemIdentifiers)",
        "LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)))",
    ])
    func statementsThatOnlyReadAreNotUndoSteps(_ read: String) {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([a])")
        _ = h.ok("dataSource.apply(s)")
        let log = h.playground.session.log
        _ = h.ok(read)
        #expect(h.playground.session.log == log)
        #expect(h.ok("undo") == ["undid: dataSource.apply(s)"])
        #expect(h.ok("undo") == ["undid: s.appendSections([a])"])
    }

    @Test func aStatementThatKeepsWhatItReadIsAnUndoStep() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([a])")
        _ = h.ok("dataSource.apply(s)")
        _ = h.ok("var copies = [Snapshot]()")
        _ = h.ok("copies.append(dataSource.snapshot())")
        #expect(h.ok("undo") == ["undid: copies.append(dataSource.snapshot())"])
        #expect(h.ok("copies.count") == ["0"])
    }

    @Test func aFailedCommandChangesNothing() {
        var h = Harness()
        _ = h.ok("let a = 1")
        let log = h.playground.session.log
        let names = h.playground.session.names
        _ = h.error("let b = nosuchname")
        _ = h.error("a.b = 3")
        #expect(h.playground.session.log == log)
        #expect(h.playground.session.names == names)
        #expect(h.error("b").contains("unknown command or name 'b'"))
    }

    @Test func unknownCommandsSuggestTheNearestOne() {
        var h = Harness()
        let e = h.error("hlep")
        #expect(e.contains("error: unknown command or name 'hlep'"))
        #expect(e.contains("= help: did you mean 'help'?"))
        #expect(e.contains("--> test.lps:1:1"))
    }

    @Test func diagnosticsShowTheLineAndACaretUnderTheCulprit() {
        var h = Harness()
        let e = h.error("list Nope")
        #expect(
            e == """
                error: unknown type 'Nope'
                 --> test.lps:1:6
                  |
                1 | list Nope
                  |      ^^^^
                """)
    }

    @Test func includeRunsAFileRelativeToTheIncludingFileAsOneStep() {
        var h = Harness()
        h.files["lib/a.lps"] = "let x = 1\ninclude \"b.lps\""
        h.files["lib/b.lps"] = "let y = 2\nprint \"in b\""
        let outputs = h.playground.execute(
            line: "include \"a.lps\"", at: SourceLocation(file: "lib/main.lps", line: 1),
            reader: reader(h.files))
        #expect(outputs == [.text("in b")])
        #expect(h.ok("y") == ["2"])
        #expect(h.playground.session.log == ["let x = 1", "let y = 2"])
        _ = h.ok("undo")
        #expect(h.error("x").contains("unknown command or name 'x'"))
    }

    @Test func anErrorInAnIncludedFileReportsTheInnermostLocationAndRollsBack() {
        var h = Harness()
        h.files["a.lps"] = "let x = 1\n\nlet y = nope"
        let e = h.error("include \"a.lps\"")
        #expect(e.contains("--> a.lps:3:9"))
        #expect(h.error("x").contains("unknown command or name 'x'"))
    }

    @Test func includeCyclesAreAnError() {
        var h = Harness()
        h.files["a.lps"] = "include \"b.lps\""
        h.files["b.lps"] = "include \"a.lps\""
        let e = h.error("include \"a.lps\"")
        #expect(e.contains("include cycle: 'a.lps' is already being included"))
        h.files["self.lps"] = "include \"self.lps\""
        #expect(h.error("include \"self.lps\"").contains("include cycle"))
    }

    @Test func unreadableIncludesSayWhy() {
        var h = Harness()
        #expect(h.error("include \"missing.lps\"").contains("cannot read 'missing.lps': no such file"))
    }

    @Test func saveWritesTheCommandsThatBuiltTheSession() {
        var h = Harness()
        _ = h.ok("let a = 1")
        _ = h.ok("list")
        _ = h.ok("let b = 2")
        _ = h.ok("undo")
        #expect(h.ok("save \"out.lps\"") == ["saved 1 command to out.lps"])
        #expect(
            h.disk.writes == [
                WriteRequest(
                    path: "out.lps", contents: "# written by lps (script): replay with 'lps run FILE'\nlet a = 1\n")
            ])
    }

    @Test func recordRewritesTheFileAfterEveryChange() {
        var h = Harness()
        _ = h.ok("record \"r.lps\"")
        _ = h.ok("let a = 1")
        #expect(h.disk.writes.map(\.path) == ["r.lps", "r.lps"])
        #expect(h.disk.contents("r.lps") == "# written by lps (script): replay with 'lps run FILE'\nlet a = 1\n")
    }

    @Test func builtInNamesCommandsAndTypesCannotBeRedefined() {
        var h = Harness()
        #expect(h.error("let help = 1").contains("'help' is a command"))
        // Swift's own parser rejects a keyword as a name, with its own words.
        #expect(h.error("let true = 1").contains("keyword 'true' cannot be used as an identifier"))
    }

    @Test func identifierRangesExpandAndAreBounded() throws {
        var h = Harness()
        _ = h.ok("let todos = [todo1...todo3, done]")
        #expect(h.ok("todos") == ["[todo1, todo2, todo3, done]"])
        #expect(
            h.error("let big = [a1...a2000000]").contains(
                "is too large: 2000000 identifiers; the limit is 1000000 per command"))
        #expect(h.error("let bad = [a3...a1]").contains("range 'a3...a1' is empty"))
        #expect(h.error("let bad = [a1...b3]").contains("is not a range"))
    }

    @Test func jsonOutputCanBeRequestedPerCommandOrForTheSession() {
        var h = Harness()
        // As in Swift, an integer literal makes an Int (listed under the playground's number type).
        _ = h.ok("let a = 1")
        #expect(h.ok("list Double --json") == [#"[{"name":"a","type":"Int","builtIn":false}]"#])
        _ = h.ok("set output json")
        // For the session: one object per statement naming its line, the command's document inside.
        #expect(h.ok("a") == [#"{"file":"test.lps","line":4,"statement":"a","results":[1]}"#])
        #expect(
            h.ok("list Double") == [
                #"{"file":"test.lps","line":5,"statement":"list Double","results":[[{"name":"a","type":"Int","builtIn":false}]]}"#
            ])
    }

    @Test func unknownFlagsAndExtraArgumentsAreErrors() {
        var h = Harness()
        _ = h.ok("let a = 1")
        #expect(h.error("list --wat").contains("unknown flag '--wat' for 'list'"))
        #expect(h.error("undo now").contains("extra argument 'now' for 'undo'"))
    }
}

@Suite struct HelpTests {
    @Test func helpListsEveryCommand() {
        var h = Harness()
        let out = h.ok("help").joined(separator: "\n")
        for name in Registry.standard.allCommandNames { #expect(out.contains("  " + name)) }
    }

    @Test func everyCommandHasUsageAndAnExample() {
        for area in Registry.standard.areas {
            for c in area.commands {
                #expect(!c.doc.examples.isEmpty, "\(c.name) has no example")
                #expect(c.doc.usage.hasPrefix(c.name), "\(c.name)'s usage does not start with its name")
            }
        }
    }

    @Test func helpForAnUnknownTopicSuggestsOne() {
        var h = Harness()
        #expect(h.error("help framez").contains("no help for 'framez'"))
        #expect(h.error("help undoo").contains("did you mean 'undo'?"))
    }
}

@Suite struct CompletionTests {
    @Test(arguments: [
        ("hel", ["help"]),
        ("und", ["undo"]),
        ("re", ["record", "reset"]),
        ("set out", ["output"]),
        ("help fra", ["frames"]),
        // export's first word is a format, read from its usage: not Swift keywords or device names.
        ("export ", ["html", "site", "svg", "swift"]),
        ("export sw", ["swift"]),
        ("export svg \"a.svg\" vi", ["view:", "viewport"]),
    ])
    func commandNamesAndKeywordsComplete(line: String, expected: [String]) {
        let p = Playground()
        #expect(p.completions(line: line, cursor: line.count).candidates == expected)
    }

    @Test func aMistypedCommandWordIsQuotedAsTyped() {
        var h = Harness()
        let bare = h.error("export swi")
        #expect(bare.contains("unknown export format 'swi'") && bare.contains("did you mean 'swift'?"), "\(bare)")
        #expect(h.error("set output yaml").contains("expected one of text, json"))
        // Swift's implicit members keep their dot.
        #expect(h.error("environment.profile = .ios99").contains("unknown profile '.ios99'"))
    }

    @Test func userNamesComplete() {
        var h = Harness()
        _ = h.ok("let spacing = 8")
        let c = h.playground.completions(line: "print spa", cursor: 9)
        #expect(c.candidates == ["spacing"])
        #expect(c.wordStart == 6)
    }

    /// `dataSource.apply` is a member and a prefix of another: TAB lists both rather than
    /// completing the longer one behind the user's back.
    @Test func aCompleteWordThatPrefixesOthersListsThemAll() {
        let p = Playground()
        let line = "dataSource.apply"
        #expect(p.completions(line: line, cursor: line.count).candidates == ["apply", "applySnapshotUsingReloadData"])
        let exact = "dataSource.applySnapshotUsingReloadData"
        #expect(p.completions(line: exact, cursor: exact.count).candidates == ["applySnapshotUsingReloadData"])
    }

    /// Labels complete inside a call written with a space before its parenthesis.
    @Test func labelsCompleteAfterASpacedParenthesis() {
        var h = Harness()
        _ = h.ok("var s = Snapshot()")
        let line = "s.appendItems ([a], toS"
        #expect(h.playground.completions(line: line, cursor: line.count).candidates == ["toSection:"])
    }

    /// Members complete through the program's values: a view controller's data source, its
    /// collection view, a struct's field, a UIKit object's dotted members behind a field.
    @Test func membersCompleteThroughAViewControllersProperties() {
        var h = Harness()
        _ = h.ok(
            """
            struct Style { var spacing: CGFloat = 8; var columns = 2 }
            class Controller: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
                var collectionView: UICollectionView! = nil
                var style = Style()
                var layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                }
            }
            let vc = Controller()
            vc.loadViewIfNeeded()
            vc.dataSource = dataSource
            """)
        func candidates(_ line: String) -> [String] {
            h.playground.completions(line: line, cursor: line.count).candidates
        }
        #expect(candidates("vc.dataSource.appl") == ["apply", "applySnapshotUsingReloadData"])
        #expect(candidates("vc.collectionView.setCon") == ["setContentOffset"])
        #expect(candidates("vc.collectionView.performB") == ["performBatchUpdates"])
        #expect(candidates("vc.style.col") == ["columns"])
        #expect(candidates("vc.layout.configuration.interS") == ["interSectionSpacing"])
        #expect(candidates("vc.loadV") == ["loadViewIfNeeded"])
        #expect(candidates("vc.missing.a").isEmpty)
        // What a data source's snapshot() returns: a snapshot, or a section snapshot with `for:`.
        #expect(candidates("dataSource.snapshot().numberOfI") == ["numberOfItems"])
        #expect(candidates("vc.dataSource.snapshot().sectionIdent") == ["sectionIdentifier", "sectionIdentifiers"])
        #expect(candidates("dataSource.snapshot(for: 0).visibleIt") == ["visibleItems"])
        #expect(candidates("dataSource.snapshot(for: (0)).expa") == ["expand", "expandedItems"])
        #expect(candidates("layout.snapshot().a").isEmpty)
        #expect(candidates("print(dataSource.snapshot().numberOfS") == ["numberOfSections"])
        #expect(candidates("items[0].a").isEmpty)
    }

    @Test func nothingCompletesInsideAString() {
        let p = Playground()
        #expect(p.completions(line: "print \"he", cursor: 9).candidates.isEmpty)
    }
}
