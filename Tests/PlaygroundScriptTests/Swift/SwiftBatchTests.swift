import Testing

@testable import PlaygroundScript

/// A replay parses each run of Swift units with one parser call (`SwiftBatcher`); what a user sees
/// must be what parsing each unit alone gives: the same lines in errors, the same units run.
@Suite struct SwiftBatchTests {
    static func units(_ script: String) -> ([SourceUnit], [Substring]) {
        let lines = script.sourceLines
        return (Interpreter(registry: .standard).units(lines), lines)
    }

    @Test func aRunOfSwiftUnitsIsParsedOnceAndEachUnitGetsItsOwnStatements() throws {
        let (units, lines) = Self.units(
            """
            let a = 1
            var b = [a,
                     2]

            b.append(3); print(b)
            frames
            let c = 4
            """)
        var batcher = SwiftBatcher()
        let made = batcher.batch(for: 0, units: units, lines: lines)
        let batch = try #require(made)
        #expect(batch.statements[0]?.count == 1)
        #expect(batch.statements[1]?.count == 1)
        #expect(batch.statements[4]?.count == 2)
        #expect(batch.statements.count == 3)
        // The command ends the run; the unit after it is alone (nothing to share a parser call with).
        let afterCommand = try #require(units.firstIndex { $0.firstLine == 6 })
        let alone = batcher.batch(for: afterCommand, units: units, lines: lines)
        #expect(alone == nil)
    }

    /// A script of many runs, one of them with a syntax error, another with a unit alone.
    static func longScript(blocks: Int, command: String = "frames") -> String {
        (0..<blocks).map { i in
            i == 7
                ? "let broken\(i) = (\n]\n\(command)"
                : i == 11
                    ? "let alone\(i) = \(i)\n\(command)"
                    : "let a\(i) = \(i)\nvar b\(i) = [a\(i),\n  2]\n\nb\(i).append(3); print(b\(i))\n\(command)"
        }.joined(separator: "\n")
    }

    static func shape(_ batch: SwiftBatch?, _ firstLine: Int) -> String {
        guard let batch else { return "alone" }
        return "\(batch.firstLine)..<\(batch.endUnit): "
            + (batch.statements[firstLine] ?? []).map(\.description).joined(separator: "|")
    }

    @Test func parsingAheadOnAnotherThreadHandsOutWhatParsingOnTheSpotDoes() throws {
        let (units, lines) = Self.units(Self.longScript(blocks: 60))
        #expect(lines.count >= SwiftBatchPipeline.minimumLines)
        #expect(SwiftBatcher.runs(units).count > SwiftBatchPipeline.lookahead * 2)
        var onTheSpot = SwiftBatcher()
        var ahead = ScriptUnits(lines: lines, interpreter: Interpreter(registry: .standard), ahead: true)
        var batched = 0
        for (i, unit) in units.enumerated() {
            // The worker splits the script too: the same units, in order.
            #expect(ahead.unit(at: i) == unit)
            let expected = Self.shape(onTheSpot.batch(for: i, units: units, lines: lines), unit.firstLine)
            let got = Self.shape(ahead.batch(for: i), unit.firstLine)
            #expect(got == expected, "unit \(i) at line \(unit.firstLine + 1)")
            if unit.kind == .swift, expected != "alone" { batched += 1 }
        }
        #expect(ahead.unit(at: units.count) == nil)
        // Most units came from batches; the broken run and the lone unit did not.
        #expect(batched > 100)
    }

    /// Runs longer than `SwiftBatcher.maxLines`, a unit longer than that, blank lines and comments
    /// between runs: the worker, which splits as it goes, finds the runs splitting everything first finds.
    @Test func splittingAsItGoesFindsTheRunsOfTheWholeSplit() throws {
        var parts: [String] = []
        for i in 0..<1_200 { parts.append("let v\(i) = \(i)") }  // runs of 500 lines
        parts.append("frames")
        parts.append("let long = [")
        for i in 0..<(SwiftBatcher.maxLines + 20) { parts.append("  \(i),") }  // one unit of 520 lines
        parts.append("]")
        parts.append("let after = 1")
        parts.append("")
        parts.append("// between")
        for i in 0..<300 { parts.append(i % 3 == 0 ? "" : "let w\(i) = \(i)") }  // blanks inside a run
        parts.append("contentSize")
        parts.append("let last = 2")
        let (units, lines) = Self.units(parts.joined(separator: "\n"))
        let expectedRuns = SwiftBatcher.runs(units)
        #expect(expectedRuns.count == 4)  // 500 + 500 + 200 lets, and the lines with blanks
        #expect(units.contains { $0.lineCount > SwiftBatcher.maxLines })
        var onTheSpot = SwiftBatcher()
        var ahead = ScriptUnits(lines: lines, interpreter: Interpreter(registry: .standard), ahead: true)
        var starts: Set<Int> = []
        for (i, unit) in units.enumerated() {
            #expect(ahead.unit(at: i) == unit, "unit \(i)")
            let expected = onTheSpot.batch(for: i, units: units, lines: lines)
            let got = ahead.batch(for: i)
            #expect(
                Self.shape(got, unit.firstLine) == Self.shape(expected, unit.firstLine),
                "unit \(i) at line \(unit.firstLine + 1)")
            if let got { starts.insert(got.firstLine) }
        }
        #expect(ahead.unit(at: units.count) == nil)
        // Every run was handed out, each as one batch starting at its first unit.
        #expect(starts == Set(expectedRuns.map { units[$0.lowerBound].firstLine }))
    }

    @Test func aSplitterHandsOutTheUnitsOfTheWholeSplit() {
        let (units, lines) = Self.units(
            Self.longScript(blocks: 30) + "\n# a comment\n\nlet x = [1,\n 2]\n  .count\nframes")
        var splitter = SourceUnits.Splitter(lines: lines)
        var made: [SourceUnit] = []
        let interpreter = Interpreter(registry: .standard)
        while let unit = splitter.next(
            isCommandLine: { interpreter.isCommandLine($0) }, isExpectation: { TranscriptCheck.isExpectation($0) })
        {
            made.append(unit)
        }
        #expect(made == units)
        #expect(splitter.isFinished)
    }

    @Test func aPipelineDroppedPartWayStopsItsWorker() {
        let (units, lines) = Self.units(Self.longScript(blocks: 200))
        for stopAt in [0, 3, 40] {
            var ahead = ScriptUnits(lines: lines, interpreter: Interpreter(registry: .standard), ahead: true)
            for i in 0..<stopAt {
                #expect(ahead.unit(at: i) == units[i])
                _ = ahead.batch(for: i)
            }
            // Leaving the scope joins the worker; a hang here would stop the suite.
        }
        // The same script replayed gives the same output as unit-by-unit parsing would.
        let (out, diags, _) = SwiftUnitTests.run(Self.longScript(blocks: 40, command: "print \"-\""), keepGoing: true)
        #expect(diags.count == 1)
        #expect(out.filter { $0.hasSuffix(", 2, 3]") }.count == 38)
        #expect(out.filter { $0 == "-" }.count == 40)
    }

    @Test func aRunWithASyntaxErrorIsParsedUnitByUnit() {
        let (units, lines) = Self.units("let a = 1\nlet b = (\n]\nlet c = 3")
        var batcher = SwiftBatcher()
        for i in units.indices {
            let made = batcher.batch(for: i, units: units, lines: lines)
            #expect(made == nil)
        }
    }

    @Test func errorsInABatchedRunNameTheirOwnLines() {
        let (_, diags, playground) = SwiftUnitTests.run(
            """
            let a = 1
            let b = 2
            let c = missing + 1
            let d = 4
            """, keepGoing: true)
        #expect(diags.count == 1)
        #expect(diags.first?.contains("t.lps:3:") == true, "\(diags)")
        // The units before and after the failing one ran; the failing one changed nothing.
        #expect(playground.session.swift.globals["a"] != nil && playground.session.swift.globals["d"] != nil)
        #expect(playground.session.swift.globals["c"] == nil)
    }

    @Test func aSyntaxErrorInARunIsReportedAtItsLineAndTheUnitsBeforeItRun() {
        let (out, diags, _) = SwiftUnitTests.run(
            """
            print("one")
            print("two")
            let x = (1, 
            ]
            print("never")
            """)
        #expect(out == ["one", "two"])
        #expect(diags.count == 1)
        #expect(diags.first?.contains("t.lps:4:") == true || diags.first?.contains("t.lps:3:") == true, "\(diags)")
    }

    @Test func aFunctionDeclaredInARunReportsErrorsAtItsOwnLineWhenCalledLater() {
        let (_, diags, _) = SwiftUnitTests.run(
            """
            let a = 1
            func f() -> Int {
                return undefinedName
            }
            frames
            let b = f()
            """)
        #expect(diags.count == 1)
        // At the line inside the function, and the call that ran it.
        #expect(diags.first?.contains("t.lps:3:12") == true, "\(diags)")
        #expect(diags.first?.contains("while running t.lps:6") == true, "\(diags)")
    }

    @Test func aTopLevelLetOfABuiltInNameInstallsTheDeclaredObject() {
        let (out, diags, _) = SwiftUnitTests.run(
            """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["main"])
            snapshot.appendItems(["a", "b", "c"])
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { cv, ip, item in nil }
            dataSource.apply(snapshot, animatingDifferences: false)
            contentSize
            """)
        #expect(diags.allSatisfy { !$0.hasPrefix("error") }, "\(diags)")
        #expect(out.last?.contains("88") == true, "\(out)")
    }

    @Test func aBuiltInNameDeclaredWithAnotherTypeIsRefusedAndNothingChanges() {
        let (_, diags, playground) = SwiftUnitTests.run("let layout = 5", keepGoing: true)
        #expect(diags.count == 1)
        #expect(diags.first?.hasPrefix("error: 'layout' is built in and cannot be redefined") == true, "\(diags)")
        #expect(playground.session.logCount == 0)
    }

    @Test func readingAPropertyAtThePromptIsNoUndoStep() {
        var h = Harness()
        _ = h.ok(
            "let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44)))"
        )
        let steps = h.playground.session.undoStack.count
        let logged = h.playground.session.logCount
        #expect(
            h.ok("item.layoutSize") == [
                "LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44))"
            ])
        #expect(h.playground.session.undoStack.count == steps)
        #expect(h.playground.session.logCount == logged)
        // A computed global's getter is code: reading it still runs as a statement that may change things.
        _ = h.ok("var count = 0")
        _ = h.ok("var next: Int { count += 1; return count }")
        #expect(h.ok("next") == ["1"])
        #expect(h.ok("count") == ["1"])
    }
}
