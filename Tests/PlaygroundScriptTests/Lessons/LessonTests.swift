import Synchronization
import TestSupport
import Testing

@testable import PlaygroundScript

/// The lesson format, its checks and its progress: a check says what differs from the data, passes
/// only what gives the solution's results, and the progress records only what happened.
@Suite struct LessonTests {
    static let noFiles = reader([:])

    /// A two-step lesson in the dialect's words: a list, then a grid of three columns.
    static let grid = """
        #% lesson: Grids
        # From a list to a grid.
        device iPhone15
        var snapshot = Snapshot()
        snapshot.appendSections([photos])
        snapshot.appendItems([p1...p6], toSection: photos)
        dataSource.apply(snapshot)
        let full = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))

        #% step: A list
        # Rows 44 points high.
        #% task
        #| let row = LayoutGroup.horizontal(
        #|     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
        #|     subitems: [full])
        #| layout = CompositionalLayout(section: LayoutSection(group: row))
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [full])
        layout = CompositionalLayout(section: LayoutSection(group: row))
        #% hint: The group's height.
        #% hint: Try .absolute(44)
        # for the group.
        #% check
        frames
        contentSize

        #% step: Three columns
        #% setup
        let cell = full
        #% task
        #| let columns = LayoutGroup.horizontal(
        #|     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        #|     subitem: cell, count: 2)
        #| layout = CompositionalLayout(section: LayoutSection(group: columns))
        let columns = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitem: cell, count: 3)
        layout = CompositionalLayout(section: LayoutSection(group: columns))
        #% check ignore: height, y
        frames
        """

    static func lesson(_ text: String = grid) throws -> Lesson { try Lesson(text: text, file: "lessons/grid.lps") }

    // MARK: format

    @Test func theMarkupGivesStepsWithTheirParts() throws {
        let lesson = try Self.lesson()
        #expect(lesson.title == "Grids")
        #expect(lesson.introduction == ["From a list to a grid."])
        #expect(lesson.steps.map(\.title) == ["A list", "Three columns"])
        let first = lesson.steps[0]
        #expect(first.narration == ["Rows 44 points high."])
        #expect(first.placeholder.count == 4)
        #expect(first.placeholder[3] == "layout = CompositionalLayout(section: LayoutSection(group: row))")
        #expect(first.solution.code.count == 4)
        #expect(first.hints == ["The group's height.", "Try .absolute(44)\nfor the group."])
        #expect(first.check.probes.map(\.kind) == [.frames, .contentSize])
        #expect(first.setup == nil)
        let second = lesson.steps[1]
        #expect(second.setup?.code.count == 1)
        #expect(second.check.ignoring == [.height, .y])
        #expect(second.check.tolerance == LessonCheck.defaultTolerance)
    }

    @Test(arguments: [
        ("#% lesson: L\n#% step: S\n# only words\n", 2, "step 1 ('S') has no '#% task'"),
        ("#% lesson: L\n#% step: S\n#% check\nframes\n", 3, "'#% check' comes after the step's '#% task'"),
        ("#% lesson: L\n#% step: S\n#% task\n#| x\nlet a = 1\n", 2, "step 1 ('S') has no '#% check'"),
        ("#% lesson: L\n#% step: S\n#% task\n#| x\nlet a = 1\n#% check\n", 6, "nothing to compare"),
        ("#% lesson: L\n#% step: S\n#% task\nlet a = 1\n#% check\nframes\n", 3, "has no placeholder"),
        ("#% lesson: L\n#% step: S\n#% taks\n", 3, "unknown directive '#% taks'"),
        ("#% lesson: L\n#| x\n", 2, "a placeholder line ('#|') belongs under '#% task'"),
        ("#% lesson: L\n#% step: S\nlet a = 1\n", 3, "code in a step belongs under"),
        ("#% lesson: L\n#% step: S\n#% task\n#| x\nlet a = 1\n#% check tolerance: lots\nframes\n", 6, "'tolerance:'"),
        ("#% lesson: L\n#% step: S\n#% task\n#| x\nlet a = 1\n#% check ignore: colour\nframes\n", 6, "'ignore:'"),
        ("# just a script\nframes\n", 0, "not a lesson"),
    ])
    func aLessonThatBreaksTheMarkupIsALocatedError(_ text: String, line: Int, words: String) {
        #expect(throws: LessonFormatError.self) { try Lesson(text: text, file: "dir/bad.lps") }
        do {
            _ = try Lesson(text: text, file: "dir/bad.lps")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(words), "\(error)")
            #expect(error.file == "bad.lps")
        }
    }

    @Test func aDirectiveInsideAMultiLineStringIsSwiftText() throws {
        let text = """
            #% lesson: L
            #% step: S
            #% task
            #| let a = 1
            let note = \"""
            #% check
            \"""
            #% check
            note
            """
        let lesson = try Lesson(text: text, file: "l.lps")
        #expect(lesson.steps[0].solution.code.count == 3)
        #expect(lesson.steps[0].check.probes.map(\.text) == ["note"])
    }

    // MARK: checks

    @Test func theSolutionPassesAndThePlaceholderIsToldWhatDiffers() throws {
        var run = LessonRun(lesson: try Self.lesson(), reader: Self.noFiles)
        run.go(to: 0)
        _ = run.enterCode(run.step.placeholder)
        let wrong = run.check()
        #expect(!wrong.passed)
        #expect(
            wrong.differences.map(\.message) == [
                "every cell in section 0 is 20 high, the step wants 44",
                "the content size is 393 x 120, the step wants 393 x 264",
            ])
        #expect(wrong.differences.map(\.probe) == ["frames", "contentSize"])
        #expect(run.progress.solved.isEmpty)

        run.restart()
        _ = run.enterCode(run.step.solution.code)
        #expect(run.check().passed)
        #expect(run.progress.solved == [1])
    }

    @Test func aWrongColumnCountIsSaidInColumns() throws {
        var run = LessonRun(lesson: try Self.lesson(), reader: Self.noFiles)
        run.go(to: 1)
        _ = run.enterCode(run.step.placeholder)
        let result = run.check()
        #expect(
            result.differences.map(\.message) == [
                "section 0 has 2 columns of cells, the step wants 3: cell [0, 0] is 196.333 wide, the step wants 131"
            ])
    }

    @Test func anotherRightAnswerPassesWhereTheCheckIgnoresWhatDiffers() throws {
        var run = LessonRun(lesson: try Self.lesson(), reader: Self.noFiles)
        run.go(to: 1)
        // Rows of another height: the check ignores heights and y.
        _ = run.enterCode([
            "let columns = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), "
                + "heightDimension: .fractionalWidth(0.25)), subitem: cell, count: 3)",
            "layout = CompositionalLayout(section: LayoutSection(group: columns))",
        ])
        #expect(run.check().passed)
    }

    @Test func aCheckLeavesTheSessionAsItWas() throws {
        var run = LessonRun(lesson: try Self.lesson(), reader: Self.noFiles)
        run.go(to: 0)
        _ = run.enterCode(run.step.placeholder)
        let before = run.playground.session.log
        let attempts = run.progress.attempts
        _ = run.check()
        _ = run.check()
        #expect(run.playground.session.log == before)
        #expect(run.progress.attempts == attempts)
    }

    @Test func aProbeThatFailsSaysWhyOnceForEveryProbeItStops() throws {
        var run = LessonRun(lesson: try Self.lesson(), reader: Self.noFiles)
        run.go(to: 0)
        let result = run.check()
        #expect(!result.passed)
        #expect(result.differences.count == 1)
        #expect(result.differences.first?.probe == "frames, contentSize")
        #expect(result.differences.first?.message.hasPrefix("it fails: ") == true)
    }

    static let batches = """
        #% lesson: Batches
        var snapshot = Snapshot()
        snapshot.appendSections([todo])
        snapshot.appendItems([milk, bread], toSection: todo)
        dataSource.apply(snapshot)
        #% step: Reconfigure
        #% task
        #| var next = dataSource.snapshot()
        #| next.reloadItems([milk])
        #| dataSource.apply(next)
        var next = dataSource.snapshot()
        next.reconfigureItems([milk])
        dataSource.apply(next)
        #% check
        batch
        next.numberOfItems
        """

    @Test func aBatchIsComparedChangeByChange() throws {
        var run = LessonRun(lesson: try Self.lesson(Self.batches), reader: Self.noFiles)
        run.go(to: 0)
        _ = run.enterCode(run.step.placeholder)
        #expect(
            run.check().differences.map(\.message) == [
                "the batch has reload milk ([0, 0]), the step's has reconfigure milk ([0, 0])"
            ])
        run.restart()
        _ = run.enterCode(["var next = dataSource.snapshot()", "next.deleteItems([bread])", "dataSource.apply(next)"])
        #expect(
            run.check().differences.map(\.message) == [
                "the batch has no reconfigure of milk; the step's has one at [0, 0]",
                "the batch has delete bread ([0, 1]); the step's has none",
                "it prints '1', the step's prints '2'",
            ])
        run.restart()
        #expect(
            run.check().differences.first?.message
                == "the last apply sent reloadData (first apply), the step's sends performBatchUpdates")
    }

    @Test func theVerifierPassesASoundLessonAndCatchesAPlaceholderThatPasses() throws {
        let report = LessonVerifier.verify(text: Self.batches, file: "b.lps", reader: Self.noFiles)
        // The transcript has no expectations written: it differs, and says so.
        #expect(!report.transcriptDiff.isEmpty)
        #expect(report.steps.map(\.passed) == [true])
        #expect(report.steps[0].placeholderSays.count == 1)

        let lazy = Self.batches.replacingOccurrences(
            "#| next.reloadItems([milk])", with: "#| next.reconfigureItems([milk])")
        let caught = LessonVerifier.verify(text: lazy, file: "b.lps", reader: Self.noFiles)
        #expect(!caught.passed)
        #expect(
            caught.steps[0].problems == ["the untouched placeholder passes the check: the check cannot tell them apart"]
        )
    }

    @Test func aCheckCutShortByCtrlCPassesNothingAndKeepsNothing() throws {
        let flag = Mutex(true)
        let options = PlaygroundOptions(isInterrupted: { flag.withLock { $0 } })
        var run = LessonRun(lesson: try Self.lesson(), options: options, reader: Self.noFiles)
        run.go(to: 0)
        let cut = run.check()
        #expect(!cut.passed)
        #expect(cut.differences.map(\.message) == ["interrupted before it compared"])
        #expect(run.progress.solved.isEmpty)
        // Nothing the interrupted replay made was kept: with Ctrl-C gone, the solution passes.
        flag.withLock { $0 = false }
        run.go(to: 0)
        _ = run.enterCode(run.step.solution.code)
        #expect(run.check().passed)
    }

    @Test func aStatementThatFailsLeavesTheStepsSessionAndAttemptAsTheyWere() throws {
        var run = LessonRun(lesson: try Self.lesson(), reader: Self.noFiles)
        run.go(to: 0)
        _ = run.enter("let a = 1")
        let log = run.playground.session.log
        let outputs = run.enter("let b = undefinedName + 1")
        #expect(outputs.contains { $0.isError })
        #expect(run.playground.session.log == log)
        #expect(run.progress.attempts[1] == ["let a = 1"])
    }

    /// A sound lesson with random lines dropped, repeated, swapped or put in: the parser answers
    /// each with a lesson or a located error, and a lesson it reads runs, checks and verifies
    /// without trapping.
    @Test func mangledLessonsAreReadOrRefusedWithALocation() {
        let sound = Self.batches.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pieces = [
            "#% step: S", "#% step:", "#% setup", "#% show", "#% task", "#| let x = 1", "let x = 2", "frames",
            "contentSize", "batch", "#% check", "#% check tolerance: 2", "#% check ignore: y, z",
            "#% check ignore: colour", "#% hint: h", "# words", "#> output", "#! error: e", "", "#%", "#% lesson",
            "let s = \"\"\"", "\"\"\"", "func f() {", "}", "#|", "#% task extra", "dataSource.apply(snapshot)",
        ]
        var rng = SplitMix64(seed: 32)
        var read = 0
        var refused = 0
        for _ in 0..<120 {
            var lines = sound
            for _ in 0..<rng.int(0...3) {
                let i = rng.int(0...(lines.count - 1))
                switch rng.int(0...3) {
                case 0: lines.remove(at: i)
                case 1: lines.insert(lines[i], at: i)
                case 2: lines.swapAt(i, rng.int(0...(lines.count - 1)))
                default: lines.insert(pieces[rng.int(0...(pieces.count - 1))], at: i)
                }
                if lines.isEmpty { lines = ["#% lesson: L"] }
            }
            let text = lines.joined(separator: "\n")
            do {
                let lesson = try Lesson(text: text, file: "r.lps")
                read += 1
                var run = LessonRun(lesson: lesson, reader: Self.noFiles)
                for k in lesson.steps.indices {
                    run.go(to: k)
                    _ = run.enterCode(run.step.placeholder)
                    #expect(run.check().step == k + 1)
                }
                _ = LessonVerifier.verify(text: text, file: "r.lps", reader: Self.noFiles)
            } catch {
                refused += 1
                #expect((0...lines.count).contains(error.line), "\(error)")
                #expect(!error.message.isEmpty)
            }
        }
        // Both answers must come up, or half of the test tested nothing.
        #expect(read > 10)
        #expect(refused > 10)
    }

    // MARK: progress

    @Test func progressReadsBackAsItWasWritten() throws {
        var progress = LessonProgress(lesson: "grid.lps", title: "Grids")
        progress.step = 2
        progress.solved = [1]
        progress.solutionsShown = [2]
        progress.hintsShown = [1: 2, 2: 1]
        progress.attempts = [2: ["let a = 1", "func f() {\n    print(1)\n}"]]
        let text = progress.text
        #expect(text.hasPrefix("# written by lps (progress): "))
        #expect(LessonProgress(text: text) == progress)
        #expect(WrittenFileKind.author(ofFirstLine: text.prefix { $0 != "\n" }) == .some(.progress))
    }

    @Test(arguments: [
        "", "# written by lps (script): a script\nstep: 2\n", "lesson: x\n",
        "# written by lps (progress): x\nstep: two\n", "# written by lps (progress): x\n| orphan\n",
        "# written by lps (progress): x\nsomething else\n",
    ])
    func textThatIsNoProgressFileIsNotRead(_ text: String) {
        #expect(LessonProgress(text: text) == nil)
    }

    @Test func aResumedLessonComesBackAtItsStepWithTheAttendeesCode() throws {
        let lesson = try Self.lesson()
        var run = LessonRun(lesson: lesson, reader: Self.noFiles)
        run.go(to: 1)
        let columns = run.step.solution.code[0...2].joined(separator: "\n")
        _ = run.enter(columns)
        _ = run.enter("let broken = (")
        _ = run.revealHint()
        let saved = run.progress
        // Only what ran without error is kept.
        #expect(saved.attempts[2] == [columns])

        var again = LessonRun(lesson: lesson, reader: Self.noFiles)
        _ = again.resume(saved)
        #expect(again.step.number == 2)
        _ = again.enter(lesson.steps[1].solution.code[3])
        #expect(again.check().passed)
        #expect(again.progress.solved == [2])
    }

    @Test func showingTheSolutionOrMovingOnIsNoSuccess() throws {
        var run = LessonRun(lesson: try Self.lesson(), reader: Self.noFiles)
        run.go(to: 0)
        #expect(run.revealSolution() == run.step.solution.code)
        run.go(to: 1)
        #expect(run.progress.solved.isEmpty)
        #expect(run.progress.solutionsShown == [1])
        #expect(run.revealHint() == nil)
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map {
            $0 == target ? replacement : String($0)
        }.joined(separator: "\n")
    }
}
