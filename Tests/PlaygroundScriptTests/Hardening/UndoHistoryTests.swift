import PlaygroundCore
import Testing

@testable import PlaygroundScript

/// `undo` restores exactly the state before each step, also after the history has dropped its
/// oldest states, and a failed statement
/// is no step at all.
@Suite struct UndoHistoryTests {
    /// Swift units that make UIKit objects (hidden names, display names, globals) and commands,
    /// for three times as many steps as the history keeps.
    @Test func undoRestoresEveryKeptStepAfterManyDrops() {
        var h = Harness()
        var states: [SessionState] = [SessionState(h.playground.session)]
        var frames: [[String]] = [h.run("frames").out]
        // The statements of Benchmarks/replay-script.sh's `layouts` script, one unit each.
        var lines: [String] = []
        for k in 0..<(3 * Limits.undoSteps / 8 + 1) {
            lines += [
                "let size\(k) = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(\(40 + k % 7)))",
                "let cell\(k) = LayoutItem(layoutSize: size\(k))",
                "cell\(k).contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)",
                "let row\(k) = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)), subitems: [cell\(k)])",
                "let section\(k) = LayoutSection(group: row\(k))",
                "section\(k).interGroupSpacing = \(k % 5)",
                "layout = CompositionalLayout(section: section\(k))",
                "environment.width = \(320 + 20 * (k % 4))",
            ]
        }
        let steps = lines.count
        for line in lines {
            _ = h.ok(line)
            states.append(SessionState(h.playground.session))
            frames.append(h.run("frames").out)
        }
        #expect(h.playground.session.undoStack.count == Limits.undoSteps)
        for back in 1...Limits.undoSteps {
            #expect(h.run("undo").diagnostics.isEmpty)
            let expected = states[steps - back]
            // The undo stack itself is one shorter per undo; everything else is the old state.
            #expect(SessionState(h.playground.session).withoutUndoDepth == expected.withoutUndoDepth, "undo \(back)")
            #expect(h.run("frames").out == frames[steps - back], "undo \(back)")
        }
        #expect(h.error("undo").contains("nothing to undo"))
        // The oldest kept state still works as a session: new steps go on from it.
        _ = h.ok("let after = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))")
        #expect(h.run("undo").diagnostics.isEmpty)
        #expect(
            SessionState(h.playground.session).withoutUndoDepth == states[steps - Limits.undoSteps].withoutUndoDepth)
    }

    /// A statement that fails changes nothing and pushes no undo state: the next undo undoes the
    /// step before it, across the bound of the history as well.
    @Test func failedStatementIsNoUndoStep() {
        var h = Harness()
        for i in 0..<(Limits.undoSteps + 10) {
            _ = h.ok("let v\(i) = LayoutSize(widthDimension: .absolute(\(i + 1)), heightDimension: .absolute(1))")
        }
        let before = SessionState(h.playground.session)
        let beforeLast = h.playground.session.undoStack.last.map(SessionState.init)
        // A Swift unit that makes an object and then fails; a command that fails.
        #expect(
            !h.run(
                "let w = LayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)); print(notDefinedAnywhere)"
            ).diagnostics.isEmpty)
        #expect(!h.run("undefinedName.contentInsets = .zero").diagnostics.isEmpty)
        #expect(SessionState(h.playground.session) == before)
        #expect(h.playground.session.undoStack.last.map(SessionState.init) == beforeLast)
        #expect(h.run("undo").diagnostics.isEmpty)
        #expect(!h.playground.session.names.contains("v\(Limits.undoSteps + 9)"))
        #expect(h.playground.session.names.contains("v\(Limits.undoSteps + 8)"))
    }

    /// The graveyard takes dropped states without changing what the history keeps.
    @Test func droppedStatesLeaveTheKeptOnesIntact() {
        var h = Harness()
        var stack = Session().undoStack
        for i in 0..<(5 * Limits.undoSteps) {
            _ = h.ok("let n\(i) = \(i)")
            Session.pushUndo(h.playground.session, onto: &stack)
        }
        #expect(stack.count == Limits.undoSteps)
        #expect(
            stack.first.map {
                $0.names.contains("n\(4 * Limits.undoSteps)") && !$0.names.contains("n\(4 * Limits.undoSteps + 1)")
            } == true)
        #expect(stack.last.map(SessionState.init) == SessionState(h.playground.session).withUndoDepth(0))
    }
}

/// A replay long enough to split and parse on a second thread keeps the same undo history as
/// the same lines run one by one (each of the 200 undos gives the same state).
@Suite struct ReplayHistoryTests {
    @Test func replayKeepsTheSameHistory() {
        let count = SwiftBatchPipeline.minimumLines + Limits.undoSteps
        // Runs of Swift between commands, as in the `layouts` benchmark script.
        let lines = (0..<count).map { $0 % 10 == 9 ? "print \"step \($0)\"" : "let v\($0) = \($0)" }
        var replayed = Playground(options: PlaygroundOptions(color: false))
        let result = replayed.run(
            script: lines.joined(separator: "\n"), file: "t.lps", keepGoing: false, reader: { _ in "" })
        #expect(!result.failed)
        var h = Harness()
        for line in lines { _ = h.ok(line) }
        #expect(replayed.session.undoStack.count == Limits.undoSteps)
        for _ in 0..<Limits.undoSteps {
            #expect(SessionState(replayed.session) == SessionState(h.playground.session))
            _ = replayed.execute(line: "undo", at: SourceLocation(file: "t", line: 1), reader: { _ in "" })
            _ = h.ok("undo")
        }
        #expect(SessionState(replayed.session) == SessionState(h.playground.session))
        #expect(replayed.session.undoStack.isEmpty)
    }
}

extension SessionState {
    var withoutUndoDepth: SessionState { withUndoDepth(0) }
    func withUndoDepth(_ depth: Int) -> SessionState {
        var s = self
        s.undoDepth = depth
        return s
    }
}

/// Objects keep their place in the listing in their own entry; Swift globals that are not
/// objects keep theirs beside them; both share one definition order.
@Suite struct ListingOrderTests {
    @Test func objectsAndSwiftGlobalsShareOneOrder() throws {
        var s = Session()
        let base = s.names
        s.define("a", NumberValue(1))
        s.registerSwiftName("g")
        s.define("b", NumberValue(2))
        #expect(s.names == base + ["a", "g", "b"])
        // Redefinition keeps the place; an object named like a Swift global takes a new one.
        s.define("a", NumberValue(3))
        #expect(s.names == base + ["a", "g", "b"])
        s.define("g", NumberValue(4))
        #expect(s.names == base + ["a", "b", "g"])
        s.registerSwiftName("g")
        #expect(s.names == base + ["a", "b", "g"])
        // A change in place keeps it too.
        try s.modify("a", as: NumberValue.self) { $0.value = 5 }
        #expect(s.names == base + ["a", "b", "g"])
        #expect(s.object("a", as: NumberValue.self)?.value == 5)
        s.remove("a")
        #expect(s.names == base + ["b", "g"])
        #expect(s["a"] == nil)
        // Objects with no name take none; a Swift global registered later goes last.
        let unnamed = ObjectKey.object(ObjectID(number: 7, shown: "g"))
        s.define(key: unnamed, NumberValue(6))
        s.registerSwiftName("h")
        #expect(s.names == base + ["b", "g", "h"])
        #expect(s.objects.count == s.keyedObjects.count - 1 && s[key: unnamed] != nil)
        #expect(s.objects["g"] != nil, "the named g is still the named one")
        s.define("a", NumberValue(7))
        #expect(s.names == base + ["b", "g", "h", "a"])
    }
}
