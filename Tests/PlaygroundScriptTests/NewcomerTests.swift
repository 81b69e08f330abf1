import PlaygroundCore
import Testing

@testable import PlaygroundScript

/// What tripped a new user in the first hour (issue 15): each as the user met it.
@Suite struct NewcomerTests {
    // MARK: Leaving

    @Test(arguments: ["quit", "exit", "exit()", "quit()", ".quit", ".exit", "\\q", ":q", ":quit", "  :q  "])
    func whatOtherREPLsTakeToLeaveEndsTheSession(word: String) {
        var h = Harness()
        let outputs = h.outputs(word)
        #expect(outputs == [.effect(.quit(status: 0))])
    }

    @Test func aScriptStopsAtAnExitLine() {
        var p = Playground()
        let r = p.run(
            script: "print(\"a\")\nexit\nprint(\"b\")\n", file: "t.lps", keepGoing: false, reader: reader([:]))
        #expect(r.outputs == [.text("a"), .effect(.quit(status: 0))])
    }

    @Test func exitIsTheProgramsOwnWhenItDeclaresIt() {
        var h = Harness()
        _ = h.ok("func exit() { print(\"bye from the program\") }")
        #expect(h.ok("exit()") == ["bye from the program"])
        _ = h.ok("let quit2 = 1")
        #expect(h.outputs(":q") == [.effect(.quit(status: 0))])
    }

    // MARK: device as a question

    @Test func deviceAloneShowsTheCurrentDeviceAndIsNoChange() {
        var h = Harness()
        _ = h.ok("let a = 1")
        let log = h.playground.session.log
        let shown = h.ok("device")
        #expect(shown.first == "device: iPhone15 (portrait)")
        _ = h.ok("device list")
        #expect(h.playground.session.log == log)
        // undo goes back over 'let a', not over the questions.
        #expect(h.ok("undo") == ["undid: let a = 1"])
        #expect(h.error("undo").contains("nothing to undo"))
    }

    @Test func deviceAloneAnswersInJSONToo() {
        var h = Harness()
        let out = h.ok("device --json")
        #expect(out.count == 1)
        #expect(out.first?.hasPrefix("{\"device\":\"iPhone15\",\"landscape\":false") == true)
    }

    // MARK: Numbers

    static let roundings: [(Double, String)] = [
        (100.0 / 3, "33.333"), (200.0 / 3, "66.667"), (176.5, "176.5"), (12, "12"), (0.1 + 0.2, "0.3"),
        (-1.0 / 3, "-0.333"), (1.0 / 3, "0.333"), (0.0001234, "0.000123"), (-0.0004, "-0.0004"), (0.0005, "0.001"),
        (-0.0, "0"), (1e9, "1000000000"), (393 * 0.2, "78.6"), (1e20, "1e+20"),
    ]

    @Test(arguments: roundings)
    func numbersPrintWithThreeDecimalsAtMost(value: Double, text: String) {
        #expect(Format.number(value) == text)
    }

    @Test func jsonKeepsFullPrecision() {
        #expect(JSONValue.number(100.0 / 3).serialized() == "33.333333333333336")
        #expect(JSONValue.number(393 * 0.2).serialized() == "78.6")
    }

    @Test func printReadBackAndErrorsUseTheSameRounding() {
        var h = Harness()
        #expect(h.ok("let x = 100.0 / 3") == [])
        // The program's own output is Swift's description of a Double (print, a bare expression,
        // interpolation); the playground's messages keep its one rounding.
        #expect(h.ok("print(x)") == ["33.333333333333336"])
        #expect(h.ok("x") == ["33.333333333333336"])
        #expect(h.ok("print(\"w = \\(x)\")") == ["w = 33.333333333333336"])
        _ = h.ok("environment.width = 100.0 / 3")
        #expect(h.ok("environment.width") == ["33.333333333333336"])
        #expect(h.error("environment.height = -1.0 / 3").hasPrefix("error: height must not be negative, found -0.333"))
        _ = h.ok("set output json")
        #expect(h.ok("x").first?.hasSuffix(#""statement":"x","results":[33.333333333333336]}"#) == true)
    }

    @Test func framesNeverPrintBinaryNoise() {
        var h = Harness()
        for line in [
            "let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100.0/3)))",
            "let g = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100.0/3)), subitems: [item])",
            "layout = CompositionalLayout(section: LayoutSection(group: g))",
            "var s = Snapshot()", "s.appendSections([a])", "s.appendItems([i1, i2], toSection: a)",
            "dataSource.apply(s)",
        ] { _ = h.ok(line) }
        let text = h.ok("frames").joined(separator: "\n")
        #expect(text.contains("33.333") && !text.contains("33.3333"))
        #expect(h.ok("frames --json").joined().contains("33.333333333333336"))
    }

    @Test func numbersMadeIdentifiersKeepTheirFullValue() {
        var h = Harness()
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, Double>()")
        _ = h.ok("s.appendSections([0])")
        _ = h.ok("s.appendItems([1.0 / 3, 1.0 / 3 + 0.0000001])")
        #expect(h.ok("print(s.numberOfItems)") == ["2"])
    }

    // MARK: Devices and the safe area

    @Test(arguments: [
        ("iPhoneSE", "375 x 667", "20 0 0 0", "0 0 0 0", "@2x"),
        ("iPhoneX", "375 x 812", "44 0 34 0", "0 44 21 44", "@3x"),
        ("iPhone11", "414 x 896", "48 0 34 0", "0 48 21 48", "@2x"),
        ("iPhone12mini", "375 x 812", "50 0 34 0", "0 50 21 50", "@3x"),
        ("iPhone14Plus", "428 x 926", "47 0 34 0", "0 47 21 47", "@3x"),
        ("iPhone15ProMax", "430 x 932", "59 0 34 0", "0 59 21 59", "@3x"),
        ("iPhone16Pro", "402 x 874", "62 0 34 0", "0 62 21 62", "@3x"),
        ("iPadMini", "744 x 1133", "24 0 20 0", "24 0 20 0", "@2x"),
        ("iPadAir13", "1024 x 1366", "24 0 20 0", "24 0 20 0", "@2x"),
        ("iPadPro13", "1032 x 1376", "24 0 20 0", "24 0 20 0", "@2x"),
    ])
    func theDeviceListHasTheRealScreens(name: String, size: String, portrait: String, landscape: String, scale: String)
    {
        var h = Harness()
        let row = h.ok("device list").first { $0.hasPrefix(name + " ") }
        let cells = row?.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        #expect(cells == "\(name) \(size) \(scale) \(portrait) \(landscape)")
    }

    @Test func everyDeviceInOrientationGivesItsSafeAreaToTheEnvironment() {
        var h = Harness()
        _ = h.ok("device iPhone16Pro")
        #expect(h.ok("environment.safeAreaInsets") == ["UIEdgeInsets(top: 62.0, left: 0.0, bottom: 34.0, right: 0.0)"])
        #expect(h.ok("environment.containerSize") == ["402 x 874"])
        _ = h.ok("rotate")
        #expect(h.ok("environment.safeAreaInsets") == ["UIEdgeInsets(top: 0.0, left: 62.0, bottom: 21.0, right: 62.0)"])
        #expect(h.ok("environment.containerSize") == ["874 x 402"])
    }

    @Test func safeAreaInsetsTakeUIEdgeInsetsAndTheDirectionalForm() {
        var h = Harness()
        _ = h.ok("environment.safeAreaInsets = UIEdgeInsets(top: 20, left: 1, bottom: 30, right: 2)")
        #expect(h.ok("environment.safeAreaInsets") == ["UIEdgeInsets(top: 20.0, left: 1.0, bottom: 30.0, right: 2.0)"])
        #expect(h.ok("environment.safeAreaInsets.right") == ["2.0"])
        _ = h.ok("environment.safeAreaInsets = .init(top: 10, left: 0, bottom: 0, right: 0)")
        #expect(h.ok("environment.safeAreaInsets.top") == ["10.0"])
        _ = h.ok("environment.safeAreaInsets = .init(top: 5, leading: 3, bottom: 0, trailing: 4)")
        #expect(h.ok("environment.safeAreaInsets") == ["UIEdgeInsets(top: 5.0, left: 3.0, bottom: 0.0, right: 4.0)"])
        let before = h.playground.session.log
        #expect(
            h.error("environment.safeAreaInsets = .init(top: 1, leading: 0, bottom: 0, right: 0)")
                .hasPrefix("error: UIEdgeInsets takes left: and right:, not 'leading:'"))
        #expect(h.playground.session.log == before)
    }

    @Test func theOffsetAtRestFollowsTheSafeAreaAndTheDevice() {
        var h = Harness()
        #expect(h.ok("environment.contentOffset") == ["(x: 0, y: -59)"])
        #expect(
            h.ok("environment.adjustedContentInset") == ["UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)"]
        )
        _ = h.ok("environment.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)")
        #expect(h.ok("environment.contentOffset") == ["(x: 0, y: -20)"])
        #expect(
            h.ok("environment.adjustedContentInset") == ["UIEdgeInsets(top: 20.0, left: 0.0, bottom: 0.0, right: 0.0)"])
        _ = h.ok("device iPadPro11")
        #expect(h.ok("environment.contentOffset") == ["(x: 0, y: -24)"])
        // Scrolled into the content: the offset stays where it is.
        _ = h.ok("scroll to: 300")
        _ = h.ok("device iPhoneSE")
        #expect(h.ok("environment.contentOffset") == ["(x: 0, y: 300)"])
        _ = h.ok("rotate")
        #expect(h.ok("environment.contentOffset") == ["(x: 0, y: 300)"])
        // Resting at the top in landscape (no top inset on a phone), back to portrait: below the status bar.
        _ = h.ok("scroll to: top")
        #expect(h.ok("environment.contentOffset") == ["(x: 0, y: 0)"])
        _ = h.ok("rotate")
        #expect(h.ok("environment.contentOffset") == ["(x: 0, y: -20)"])
    }

    // MARK: TAB completion

    static func completed(_ h: Harness, _ line: String) -> Completion {
        h.playground.completions(line: line, cursor: line.count)
    }

    static func snapshotHarness() -> Harness {
        var h = Harness()
        _ = h.ok("var snapshot = Snapshot()")
        _ = h.ok("snapshot.appendSections([main, extra])")
        _ = h.ok("snapshot.appendItems([a1, a2], toSection: main)")
        return h
    }

    @Test func aNameIsNotEndedWithASpaceSoItsMembersFollow() {
        let h = Self.snapshotHarness()
        let name = Self.completed(h, "snaps")
        #expect(name.candidates == ["snapshot"] && !name.endsWord)
        #expect(Self.completed(h, "snapshot.appendI").candidates == ["appendItems"])
        #expect(!Self.completed(h, "snapshot.appendI").endsWord)
        // A command name is a whole word: a space follows it.
        #expect(Self.completed(h, "fram").candidates == ["frames"] && Self.completed(h, "fram").endsWord)
    }

    @Test func afterParenthesisAndCommaTheCallsOwnLabelsAreOffered() {
        let h = Self.snapshotHarness()
        #expect(Self.completed(h, "snapshot.appendItems([b1], ").candidates == ["toSection:"])
        #expect(Self.completed(h, "LayoutItem(").candidates == ["layoutSize:", "supplementaryItems:"])
        // A label already written is not offered again.
        #expect(Self.completed(h, "LayoutItem(layoutSize: size, ").candidates == ["supplementaryItems:"])
        #expect(Self.completed(h, "snapshot.moveItem(a1, ").candidates == ["afterItem:", "beforeItem:"])
    }

    @Test func sectionAndItemPositionsOfferIdentifiersOfThatKind() {
        let h = Self.snapshotHarness()
        #expect(Self.completed(h, "snapshot.appendItems([b1], toSection: ").candidates == ["extra", "main"])
        #expect(Self.completed(h, "snapshot.appendItems([b1], toSection: e").candidates == ["extra"])
        #expect(Self.completed(h, "snapshot.moveItem(a1, beforeItem: ").candidates == ["a1", "a2"])
        #expect(Self.completed(h, "snapshot.deleteItems([").candidates == ["a1", "a2"])
        #expect(Self.completed(h, "snapshot.deleteSections([m").candidates == ["main"])
        #expect(Self.completed(h, "fit section: ").candidates == ["extra", "main"])
    }

    @Test func theArgumentOfIncludeIsAFilePathForTheShell() {
        let h = Harness()
        let quoted = Self.completed(h, "include \"scripts/gr")
        #expect(quoted.isFilePath && quoted.wordStart == 9 && quoted.candidates.isEmpty)
        let bare = Self.completed(h, "include scr")
        #expect(bare.isFilePath && bare.wordStart == 8)
        #expect(Self.completed(h, "save \"out").isFilePath)
        #expect(!Self.completed(h, "include \"a.lps\" ").isFilePath)
        #expect(!Self.completed(h, "print(\"inc").isFilePath)
    }

    // MARK: Notes

    @Test func aNoteIsShownTheFirstTimeAndNotesListsItWithItsLine() {
        var h = Harness()
        for line in [
            "environment.profile = .ios14", "var s = Snapshot()", "s.appendSections([m])",
            "dataSource.apply(s, animatingDifferences: false)", "s.appendItems([a])",
        ] { _ = h.ok(line) }
        let first = h.run("dataSource.apply(s, animatingDifferences: false)")
        #expect(
            first.diagnostics.count == 1
                && first.diagnostics[0].hasPrefix("note: on iOS 13/14 animatingDifferences: false means reloadData"))
        _ = h.ok("s.appendItems([b])")
        let again = h.run("dataSource.apply(s, animatingDifferences: false)")
        #expect(again.diagnostics.isEmpty)
        #expect(again.out == ["reloadData (animatingDifferences false before iOS 15): 1 section, 2 items"])
        let listed = h.ok("notes")
        #expect(listed.first == "1. test.lps:6: dataSource.apply(s, animatingDifferences: false)")
        #expect(listed.dropFirst().first?.hasPrefix("   note: on iOS 13/14") == true)
        #expect(listed.count == 3)
        let json = h.ok("notes --json")
        #expect(json.count == 1 && json[0].hasPrefix("[{\"kind\":\"note\",\"message\":\"on iOS 13/14"))
        #expect(
            json[0].contains(
                "\"file\":\"test.lps\",\"line\":6,\"source\":\"dataSource.apply(s, animatingDifferences: false)\""))
    }

    @Test func notesWithNoneYetSaysSo() {
        var h = Harness()
        #expect(h.ok("notes") == ["no notes yet"])
    }

    // MARK: print(x)

    @Test func printOfASectionDescribesItsGroupAndItemsNotOnlyTheirNames() throws {
        var p = Playground()
        let script = """
            func makeSection() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0/3), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                return section
            }
            print(makeSection())
            """
        let r = p.run(script: script, file: "t.swift", keepGoing: false, reader: reader([:]))
        #expect(!r.failed)
        #expect(
            r.outputs
                == [
                    // The objects are shown by the names the function gave them.
                    "LayoutSection(group: group)",
                    "  interGroupSpacing = 10",
                    "  group: LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])",
                    "    subitem: LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.333), heightDimension: .fractionalHeight(1)))",
                    "      contentInsets = .init(top: 2, leading: 2, bottom: 2, trailing: 2)",
                ].map { Output.text($0) })
    }

    @Test func aSizesDimensionsReadBack() {
        var h = Harness()
        _ = h.ok(
            "let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(80)))"
        )
        #expect(h.ok("print(item.layoutSize.widthDimension)") == [".fractionalWidth(0.5)"])
        #expect(h.ok("item.layoutSize.heightDimension") == [".estimated(80)"])
    }

    /// NSCollectionLayoutDimension's read-only properties, as layout code reads them back
    /// (`dimension`, `isAbsolute`, `isEstimated`, `isFractionalWidth`, `isFractionalHeight`,
    /// `isUniformAcrossSiblings`), and their use in arithmetic and conditions.
    @Test func aDimensionsPropertiesReadBack() {
        var h = Harness()
        _ = h.ok(
            "let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(44))")
        _ = h.ok("let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 50)")
        #expect(
            h.ok("print(size.widthDimension.dimension, size.heightDimension.dimension, uniform.dimension)") == [
                "0.25 44.0 50.0"
            ])
        #expect(
            h.ok(
                "print(size.widthDimension.isFractionalWidth, size.widthDimension.isFractionalHeight, size.widthDimension.isAbsolute)"
            )
                == ["true false false"])
        #expect(
            h.ok(
                "print(size.heightDimension.isAbsolute, size.heightDimension.isEstimated, size.heightDimension.isUniformAcrossSiblings)"
            )
                == ["true false false"])
        #expect(
            h.ok(
                "print(uniform.isUniformAcrossSiblings, uniform.isEstimated, NSCollectionLayoutDimension.estimated(9).isEstimated)"
            )
                == ["true true true"])
        #expect(h.ok("print(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)") == ["true"])
        #expect(
            h.ok("if size.heightDimension.isAbsolute { print(size.heightDimension.dimension * 2 + 1) }") == ["89.0"])
        #expect(h.error("size.heightDimension.dimensio").contains("did you mean 'dimension'?"))
        #expect(h.error("size.heightDimension.dimension = 3").hasPrefix("error:"))
    }

    /// NSCollectionLayoutSpacing's `spacing`, `isFixedSpacing` and `isFlexibleSpacing`, and
    /// NSCollectionLayoutEdgeSpacing's edges (nil where an edge has none).
    @Test func spacingsAndEdgeSpacingsReadBack() {
        var h = Harness()
        _ = h.ok(
            "let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)))"
        )
        _ = h.ok(
            "item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(8), top: .fixed(4), trailing: nil, bottom: nil)"
        )
        #expect(
            h.ok(
                "print(item.edgeSpacing?.leading?.spacing ?? -1, item.edgeSpacing?.top?.spacing ?? -1, item.edgeSpacing?.trailing?.spacing ?? -1.0)"
            )
                == ["8.0 4.0 -1.0"])
        #expect(
            h.ok(
                "print(item.edgeSpacing!.leading!.isFlexibleSpacing, item.edgeSpacing!.leading!.isFixedSpacing, item.edgeSpacing!.top!.isFixedSpacing)"
            )
                == ["true false true"])
        #expect(h.ok("print(item.edgeSpacing?.bottom == nil)") == ["true"])
        #expect(h.ok("print(NSCollectionLayoutSpacing.fixed(3).spacing)") == ["3.0"])
    }

    // MARK: JSON runs

    @Test func inJSONModeEveryStatementErrorAndNoteIsOneJSONObject() {
        var p = Playground(options: PlaygroundOptions(json: true))
        let script = """
            var s = Snapshot()
            s.appendSections([a])
            s.appendItems([x], toSection: b)
            print("hi")
            environment.profile = .ios14
            dataSource.apply(s)
            s.appendItems([y])
            dataSource.apply(s, animatingDifferences: false)
            """
        let r = p.run(script: script, file: "run.lps", keepGoing: true, reader: reader([:]))
        #expect(
            r.outputs.contains(
                .diagnostic(
                    #"{"kind":"error","message":"there is no section 'b' in the snapshot","file":"run.lps","line":3,"column":31,"source":"s.appendItems([x], toSection: b)","help":null,"notes":[],"uikitReason":"Invalid parameter not satisfying: section != NSNotFound"}"#,
                    severity: .error)))
        #expect(r.outputs.contains(.text(#"{"file":"run.lps","line":4,"statement":"print(\"hi\")","results":["hi"]}"#)))
        #expect(
            r.outputs.contains {
                if case .text(let t) = $0 {
                    t.hasPrefix(
                        #"{"file":"run.lps","line":8,"statement":"dataSource.apply(s, animatingDifferences: false)","results":[{"update":"reloadData""#
                    )
                } else {
                    false
                }
            })
        #expect(
            r.outputs.contains(
                .diagnostic(
                    #"{"kind":"note","message":"on iOS 13/14 animatingDifferences: false means reloadData: no diff, no animation, every cell configured again","file":"run.lps","line":8,"column":null,"help":"from iOS 15 it diffs without animation; 'batch' shows the batch a diff would have sent","uikitReason":null}"#,
                    severity: .note)))
        // Text mode is unchanged.
        var t = Playground()
        let text = t.run(script: script, file: "run.lps", keepGoing: true, reader: reader([:]))
        #expect(text.outputs.contains(.text("hi")))
    }

    @Test func notesOfAnIncludedScriptAreShownAndListedAtTheirOwnLines() {
        var h = Harness()
        h.files["steps.lps"] = """
            environment.profile = .ios14
            var s = Snapshot()
            s.appendSections([m])
            dataSource.apply(s)
            dataSource.apply(s, animatingDifferences: false)
            """
        let r = h.run("include \"steps.lps\"")
        #expect(r.diagnostics.count == 1 && r.diagnostics[0].hasPrefix("note: on iOS 13/14"))
        #expect(h.ok("notes").first == "1. steps.lps:5: dataSource.apply(s, animatingDifferences: false)")
    }

    @Test func aCollectionViewInSwiftReadsItsOffsetAndInsetsFromTheEnvironment() {
        var p = Playground()
        let script = """
            let listLayout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: listLayout)
            print(collectionView.contentOffset)
            print(collectionView.adjustedContentInset)
            device iPhoneSE
            print(collectionView.contentOffset)
            print(collectionView.safeAreaInsets.top)
            """
        let r = p.run(script: script, file: "cv.swift", keepGoing: false, reader: reader([:]))
        #expect(!r.failed)
        #expect(
            r.outputs
                == [
                    "CGPoint(x: 0.0, y: -59.0)", "UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)",
                    "iPhoneSE: 375 x 667, portrait", "CGPoint(x: 0.0, y: -20.0)", "20.0",
                ].map { Output.text($0) })
    }
    /// `collectionView.contentOffset = ...` and `setContentOffset(_:animated:)` scroll, as in UIKit:
    /// the offset reads back, `visible` shows the rows there, and a bad offset is refused with the
    /// session unchanged.
    @Test func settingACollectionViewsOffsetScrollsIt() {
        var p = Playground()
        let script = """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<30))
            source.apply(snapshot, animatingDifferences: false)
            collectionView.contentOffset = CGPoint(x: 0, y: 1000)
            print(collectionView.contentOffset.y)
            collectionView.setContentOffset(.init(x: 0, y: 2150), animated: true)
            print(collectionView.contentOffset)
            visible
            """
        let r = p.run(script: script, file: "cv.swift", keepGoing: false, reader: reader([:]))
        #expect(!r.failed)
        let text = r.outputs.compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(text.contains("1000.0"))
        #expect(text.contains("CGPoint(x: 0.0, y: 2150.0)"))
        #expect(text.contains("viewport: x 0, y 2150, 393 x 852"), "\(text)")
        // Rows 21...29 (2100 to 3000) are under the viewport at 2150.
        #expect(text.filter { $0.hasPrefix("cell ") }.count == 9, "\(text)")
        let before = SessionState(p.session)
        let bad = p.run(
            script: "collectionView.contentOffset = 5", file: "bad.swift", keepGoing: false, reader: reader([:]))
        #expect(bad.failed)
        #expect(
            bad.outputs.contains {
                if case .diagnostic(let text, .error) = $0 {
                    text.hasPrefix("error: cannot assign value of type 'Int' to type 'CGPoint'")
                } else {
                    false
                }
            }, "\(bad.outputs)")
        #expect(SessionState(p.session) == before)
    }
}
