#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses a script's runs of Swift units on a second thread, a few runs ahead of the evaluator.
///
/// swift-syntax's parser is about a quarter of a long replay's work and needs nothing from the
/// session, so the two overlap on a machine with a spare core. The trees are the ones
/// `SwiftBatcher` would make on the spot (the same function makes them), so what a script prints
/// does not depend on the thread: a run that does not parse cleanly is still handed out as `nil`
/// and its units parse alone, on the evaluator's thread, with their own errors.
///
/// The worker keeps at most `lookahead` finished runs waiting, so a long script holds a bounded
/// number of trees. Dropping the pipeline (the end of a replay, an error, an interrupt) stops the
/// worker and waits for it.
final class SwiftBatchPipeline {
    /// Scripts shorter than this parse on the evaluator's thread: a thread costs more than it saves.
    static let minimumLines = 200
    static let lookahead = 8

    private final class Shared: @unchecked Sendable {
        // Every var below is read and written with `mutex` held.
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        /// Signalled when the evaluator moves on or the pipeline stops (the worker waits on it).
        let moved = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// Signalled when a run is parsed (the evaluator waits on it).
        let parsed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        let runs: [Range<Int>]
        let units: [SourceUnit]
        let lines: [Substring]
        var results: [SwiftBatch?]
        var finished: Int = 0
        /// Runs before this one are used up by the evaluator.
        var wanted: Int = 0
        var stopped = false
        /// Who is waiting: a signal is sent only to a thread that waits (a wake-up is a system call).
        var workerWaits = false
        var evaluatorWaits = false

        init(runs: [Range<Int>], units: [SourceUnit], lines: [Substring]) {
            self.runs = runs
            self.units = units
            self.lines = lines
            results = Array(repeating: nil, count: runs.count)
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

        /// The worker: parse each run in order, waiting while `lookahead` of them are unused.
        func work() {
            for index in runs.indices {
                let go: Bool = locked {
                    while !stopped && index >= wanted + SwiftBatchPipeline.lookahead {
                        workerWaits = true
                        pthread_cond_wait(moved, mutex)
                    }
                    return !stopped
                }
                guard go else { return }
                let run = runs[index]
                let made = SwiftBatcher.parse(units: units[run], endUnit: run.upperBound, lines: lines)
                locked {
                    results[index] = made
                    finished = index + 1
                    if evaluatorWaits { pthread_cond_signal(parsed) }
                }
            }
        }
    }

    private let shared: Shared
    private let worker: BigStack.Started
    /// The run the evaluator is in or will reach next (its units come in order).
    private var cursor = 0

    /// Nil when no thread can be made (the batcher then parses each run when it reaches it).
    init?(runs: [Range<Int>], units: [SourceUnit], lines: [Substring]) {
        let shared = Shared(runs: runs, units: units, lines: lines)
        guard let worker = BigStack.start({ shared.work() }) else { return nil }
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

    /// The batch of the unit at `index`, or nil when it is not in a run that parsed cleanly.
    /// Units must be asked for in increasing order.
    func batch(for index: Int) -> SwiftBatch? {
        let runs = shared.runs
        while cursor < runs.count, runs[cursor].upperBound <= index { cursor += 1 }
        guard cursor < runs.count, runs[cursor].contains(index), shared.units[index].kind == .swift else { return nil }
        let wanted = cursor
        return shared.locked {
            if shared.wanted != wanted {
                // The runs before this one are done with: let their trees go, and let the worker on.
                for used in shared.wanted..<wanted { shared.results[used] = nil }
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
