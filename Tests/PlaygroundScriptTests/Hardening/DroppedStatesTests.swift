import Testing
@testable import PlaygroundScript
import DequeModule
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts deinitialisations, from any thread.
private final class DeinitCounter: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value = 0
    init() { pthread_mutex_init(mutex, nil) }
    deinit { pthread_mutex_destroy(mutex); mutex.deallocate() }
    func increment() { pthread_mutex_lock(mutex); value += 1; pthread_mutex_unlock(mutex) }
    var count: Int { pthread_mutex_lock(mutex); defer { pthread_mutex_unlock(mutex) }; return value }
}

private final class Tracked: Sendable {
    let counter: DeinitCounter
    init(_ counter: DeinitCounter) { self.counter = counter }
    deinit { counter.increment() }
}

/// An object that tells when the last state holding it is freed.
private struct TrackedObject: ScriptObject {
    static let typeName = "Tracked"
    let tracked: Tracked
    func describe() -> [String] { ["tracked"] }
    func json() -> JSONValue { .string("tracked") }
}

/// Undo states dropped from the history are freed on another thread when one takes them
/// (`DroppedStates`), each exactly once, and on the spot otherwise; the history keeps the same states.
@Suite struct DroppedStatesTests {
    /// `count` pushes, each of a state holding its own `TrackedObject` (the session keeps only the newest).
    private static func push(_ count: Int, onto stack: inout Deque<Session>, session: inout Session, counter: DeinitCounter,
                             dropped: DroppedStates?) {
        for _ in 0..<count {
            session.define("t", TrackedObject(tracked: Tracked(counter)))
            Session.pushUndo(session, onto: &stack, dropped: dropped)
        }
    }

    @Test func takenStatesAreFreedOnceByTheDrainingSide() {
        let counter = DeinitCounter()
        let dropped = DroppedStates()
        var session = Session()
        var stack = Session().undoStack
        Self.push(Limits.undoSteps + 10, onto: &stack, session: &session, counter: counter, dropped: dropped)
        #expect(stack.count == Limits.undoSteps)
        // Ten states left the history; their objects wait with them.
        #expect(dropped.statistics == .init(taken: 10, refused: 0, drained: 0))
        #expect(counter.count == 0)
        var waiting = dropped.drain()
        #expect(waiting.map(\.count).reduce(0, +) == 10)
        #expect(counter.count == 0)
        waiting = []
        #expect(counter.count == 10)
        // Nothing is handed out twice.
        #expect(dropped.drain().isEmpty)
        #expect(dropped.statistics == .init(taken: 10, refused: 0, drained: 10))
        #expect(counter.count == 10)
        // The history is the newest states, intact: the oldest kept holds the 11th object.
        #expect(stack.first?.object("t", as: TrackedObject.self) != nil)
        stack = []
        session = Session()
        #expect(counter.count == Limits.undoSteps + 10)
    }

    @Test func withoutATakerStatesAreFreedOnTheSpot() {
        let counter = DeinitCounter()
        var session = Session()
        var stack = Session().undoStack
        Self.push(Limits.undoSteps + 10, onto: &stack, session: &session, counter: counter, dropped: nil)
        #expect(counter.count == 10)
        // A closed taker (its thread stopped) refuses them: freed on the spot too.
        let dropped = DroppedStates()
        #expect(dropped.close().isEmpty)
        #expect(dropped.isClosed)
        Self.push(5, onto: &stack, session: &session, counter: counter, dropped: dropped)
        #expect(counter.count == 15)
        #expect(dropped.statistics == .init(taken: 0, refused: 5, drained: 0))
    }

    @Test func aTakerThatFallsBehindIsBounded() {
        let counter = DeinitCounter()
        let dropped = DroppedStates()
        var session = Session()
        var stack = Session().undoStack
        Self.push(Limits.undoSteps + DroppedStates.maxStates + 7, onto: &stack, session: &session, counter: counter, dropped: dropped)
        // No drain: the first `maxStates` wait, the rest are freed where they were dropped.
        #expect(dropped.statistics == .init(taken: DroppedStates.maxStates, refused: 7, drained: 0))
        #expect(counter.count == 7)
        _ = dropped.drain()
        #expect(counter.count == DroppedStates.maxStates + 7)
    }

    @Test func theParseThreadFreesWhatWaitsWhenItStops() {
        let counter = DeinitCounter()
        let lines = (0..<SwiftBatchPipeline.minimumLines).map { Substring("let v\($0) = \($0)") }
        var pipeline = SwiftBatchPipeline(lines: lines, interpreter: Interpreter(registry: .standard))
        guard let dropped = pipeline?.droppedStates else {
            Issue.record("no thread")
            return
        }
        var session = Session()
        var stack = Session().undoStack
        Self.push(Limits.undoSteps + 3, onto: &stack, session: &session, counter: counter, dropped: dropped)
        // Dropping the pipeline stops its worker, which frees what waits and takes no more.
        pipeline = nil
        #expect(dropped.isClosed)
        #expect(counter.count == 3)
        let stats = dropped.statistics
        #expect(stats.taken + stats.refused == 3 && stats.drained == stats.taken)
        Self.push(2, onto: &stack, session: &session, counter: counter, dropped: dropped)
        #expect(counter.count == 5)
    }

    /// A replay long enough for the parse thread: the undo history after it is the same as
    /// after the same lines run one by one (each of the 200 undos gives the same state).
    @Test func replayKeepsTheSameHistory() {
        let count = SwiftBatchPipeline.minimumLines + Limits.undoSteps
        // Runs of Swift between commands, as in the `layouts` benchmark script.
        let lines = (0..<count).map { $0 % 10 == 9 ? "print \"step \($0)\"" : "let v\($0) = \($0)" }
        var replayed = Playground(options: PlaygroundOptions(color: false))
        let result = replayed.run(script: lines.joined(separator: "\n"), file: "t.lps", keepGoing: false, reader: { _ in "" })
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
