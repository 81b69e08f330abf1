import SwiftSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits a script into units and parses its runs of Swift units on a second thread, a few runs
/// ahead of the evaluator.
///
/// Splitting (`SourceUnits.Splitter`) and swift-syntax's parser need nothing from the session, so
/// they overlap the evaluation on a machine with a spare core; the evaluator starts on the first
/// units while the rest of the script is still being split. The units are the ones
/// `SourceUnits.split` makes and the runs the ones `SwiftBatcher.runs` finds in them (a run is
/// taken only once the units reach `SwiftBatcher.maxLines` past its start, or the script's end),
/// and the trees are the ones `SwiftBatcher` would make on the spot (the same function makes
/// them), so what a script prints does not depend on the thread: a run that does not parse
/// cleanly is still handed out as `nil` and its units parse alone, on the evaluator's thread,
/// with their own errors.
///
/// The worker keeps at most `lookahead` finished runs waiting, so a long script holds a bounded
/// number of trees. Dropping the pipeline (the end of a replay, an error, an interrupt) stops the
/// worker and waits for it.
final class SwiftBatchPipeline {
    /// Scripts shorter than this are split and parsed on the evaluator's thread: a thread costs more than it saves.
    static let minimumLines = 200
    static let lookahead = 8
    /// Units the worker splits ahead of the run it looks at, at least (published together: fewer locks).
    static let splitAhead = 64

    private final class Shared: @unchecked Sendable {
        // Every var below is read and written with `mutex` held.
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        /// Signalled when the evaluator moves on or the pipeline stops (the worker waits on it).
        let moved = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// Signalled when units are split or a run is parsed (the evaluator waits on it).
        let parsed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        let lines: [Substring]
        /// Units split since the evaluator last took them, in order.
        var newUnits: [SourceUnit] = []
        /// Every unit is split (and handed to `newUnits`).
        var splitDone = false
        /// Units before this index are known to be in one of `runs` or in none.
        var decided = 0
        /// The runs found so far, in order, and their batches (nil until parsed, after use, or when
        /// the run does not parse cleanly).
        var runs: [Range<Int>] = []
        var results: [SwiftBatch?] = []
        /// Batches the evaluator is done with, for the worker to free (a tree is freed on the
        /// thread that made it, and not on the evaluator's, the replay's critical path).
        var spent: [SwiftBatch] = []
        /// Runs parsed.
        var finished: Int = 0
        /// Runs before this one are used up by the evaluator.
        var wanted: Int = 0
        var stopped = false
        /// Who is waiting: a signal is sent only to a thread that waits (a wake-up is a system call).
        var workerWaits = false
        var evaluatorWaits = false

        init(lines: [Substring]) {
            self.lines = lines
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(moved, nil)
            pthread_cond_init(parsed, nil)
        }

        deinit {
            pthread_cond_destroy(moved)
            pthread_cond_destroy(parsed)
            pthread_mutex_destroy(mutex)
            moved.deallocate()
            parsed.deallocate()
            mutex.deallocate()
        }

        func locked<T>(_ body: () -> T) -> T {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body()
        }

        /// The worker: split the units in order, and parse each run as soon as it is known,
        /// waiting while `lookahead` parsed runs are unused.
        func work(interpreter: Interpreter) {
            var splitter = SourceUnits.Splitter(lines: lines)
            var units: [SourceUnit] = []
            var published = 0
            /// Splits until there are `count` units and they reach past line `line`, or the lines end.
            func split(units count: Int, pastLine line: Int = -1) {
                while units.count < count || (units.last.map { $0.firstLine + $0.lineCount } ?? 0) <= line,
                    let unit = splitter.next(
                        isCommandLine: { interpreter.isCommandLine($0) },
                        isExpectation: { TranscriptCheck.isExpectation($0) })
                {
                    units.append(unit)
                }
            }
            /// Hands the units split so far to the evaluator, and what is decided (mutex held).
            func publish(decided: Int) {
                if published < units.count {
                    newUnits.append(contentsOf: units[published...])
                    published = units.count
                }
                if splitter.isFinished { splitDone = true }
                self.decided = decided
                if evaluatorWaits { pthread_cond_signal(parsed) }
            }
            var index = 0
            while true {
                if index >= units.count {
                    split(units: index + SwiftBatchPipeline.splitAhead)
                    let go: Bool = locked {
                        publish(decided: index)
                        return !stopped
                    }
                    guard go, index < units.count else { break }
                }
                guard units[index].kind == .swift else {
                    index += 1
                    continue
                }
                // The run's end is known once the units reach `maxLines` past its start (or the end).
                split(
                    units: index + SwiftBatchPipeline.splitAhead,
                    pastLine: units[index].firstLine + SwiftBatcher.maxLines)
                let (end, swiftUnits) = SwiftBatcher.run(from: index, in: units)
                guard swiftUnits > 1 else {
                    index = end
                    continue
                }
                var done: [SwiftBatch] = []
                let run: Int? = locked {
                    let run = runs.count
                    runs.append(index..<end)
                    results.append(nil)
                    publish(decided: end)
                    while !stopped && run >= wanted + SwiftBatchPipeline.lookahead {
                        workerWaits = true
                        pthread_cond_wait(moved, mutex)
                    }
                    swap(&done, &spent)
                    return stopped ? nil : run
                }
                // Freed here, outside the lock.
                done = []
                guard let run else { return }
                let made = SwiftBatcher.parse(units: units[index..<end], endUnit: end, lines: lines)
                // swift-syntax makes a node's children when they are first visited: made here, the
                // evaluator finds them made.
                if let made { SwiftBatcher.makeChildren(of: Syntax(made.tree)) }
                locked {
                    results[run] = made
                    finished = run + 1
                    if evaluatorWaits { pthread_cond_signal(parsed) }
                }
                index = end
            }
            locked {
                publish(decided: units.count)
                splitDone = true
                if evaluatorWaits { pthread_cond_signal(parsed) }
            }
        }
    }

    private let shared: Shared
    private let worker: BigStack.Started
    /// The units handed out so far (the evaluator's own copy).
    private var units: [SourceUnit] = []
    /// The run the evaluator is in or will reach next (its units come in order).
    private var cursor = 0

    /// Nil when no thread can be made (the caller then splits and parses on its own thread).
    init?(lines: [Substring], interpreter: Interpreter) {
        let shared = Shared(lines: lines)
        guard let worker = BigStack.start({ shared.work(interpreter: interpreter) }) else { return nil }
        self.shared = shared
        self.worker = worker
    }

    deinit {
        shared.locked {
            shared.stopped = true
            pthread_cond_signal(shared.moved)
        }
        worker.join()
    }

    /// The unit at `index`, or nil past the script's end (waits until it is split).
    func unit(at index: Int) -> SourceUnit? {
        if index < units.count { return units[index] }
        shared.locked {
            while shared.newUnits.count + units.count <= index && !shared.splitDone {
                shared.evaluatorWaits = true
                pthread_cond_wait(shared.parsed, shared.mutex)
            }
            shared.evaluatorWaits = false
            units.append(contentsOf: shared.newUnits)
            shared.newUnits.removeAll(keepingCapacity: true)
        }
        return index < units.count ? units[index] : nil
    }

    /// The batch of the unit at `index`, or nil when it is not in a run that parsed cleanly.
    /// Units must be asked for in increasing order, each after `unit(at:)` handed it out.
    func batch(for index: Int) -> SwiftBatch? {
        guard index < units.count, units[index].kind == .swift else { return nil }
        return shared.locked {
            while shared.decided <= index {
                shared.evaluatorWaits = true
                pthread_cond_wait(shared.parsed, shared.mutex)
            }
            shared.evaluatorWaits = false
            while cursor < shared.runs.count, shared.runs[cursor].upperBound <= index { cursor += 1 }
            guard cursor < shared.runs.count, shared.runs[cursor].contains(index) else { return nil }
            let wanted = cursor
            if shared.wanted != wanted {
                // The runs before this one are done with: the worker lets their trees go.
                for used in shared.wanted..<wanted {
                    if let batch = shared.results[used] { shared.spent.append(batch) }
                    shared.results[used] = nil
                }
                shared.wanted = wanted
                if shared.workerWaits, wanted + SwiftBatchPipeline.lookahead / 2 >= shared.finished {
                    // Half the look-ahead is used up: let the worker on.
                    shared.workerWaits = false
                    pthread_cond_signal(shared.moved)
                }
            }
            while shared.finished <= wanted {
                shared.evaluatorWaits = true
                pthread_cond_wait(shared.parsed, shared.mutex)
            }
            shared.evaluatorWaits = false
            return shared.results[wanted]
        }
    }
}
