#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Undo states dropped from the history, waiting to be freed on another thread.
///
/// Freeing a dropped state releases the persistent-tree nodes only it held (HashTreeCollections'
/// node deinit is generic code, about 16 K instructions a state in the `layouts` replay), and the
/// order of deallocations never reaches any output. During a replay the thread that splits and
/// parses the script ahead (`SwiftBatchPipeline`) takes them when it next takes its lock anyway,
/// so freeing them costs no wake-up of its own (a thread woken per batch of states cost more
/// than the frees it moved; BENCHMARKS.md, step 5).
///
/// Memory stays bounded: `offer` refuses states (the caller frees them on the spot) once
/// `maxStates` states or `maxIdentifiers` identifiers are waiting, and after `close`, which the
/// freeing thread calls when it stops. Nodes shared with live states are only released (reference
/// counts are atomic); a state here is never read again.
final class DroppedStates: @unchecked Sendable {
    /// States waiting at most.
    static let maxStates = 1024
    /// Identifiers the waiting states hold at most (`Session.retainedIdentifiers` when saved,
    /// which over-counts storage shared with other states: the safe side).
    static let maxIdentifiers = Limits.sessionIdentifiers

    // Every var below is read and written with `mutex` held.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Batches as offered (moved in whole: appending their states one by one would copy each).
    private var waiting: [[Session]] = []
    private var waitingStates = 0
    private var waitingIdentifiers = 0
    private var closed = false
    private var counts = Counts()

    /// What happened to the states offered (for tests: each dropped state is freed once, by one side).
    struct Counts: Hashable, Sendable {
        /// States taken to be freed by the other thread.
        var taken = 0
        /// States refused (bound reached, or closed): the caller freed them.
        var refused = 0
        /// States handed to the freeing thread by `drain` or `close`.
        var drained = 0
    }

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Takes all of `states` (leaving it empty) if they fit under the bounds and the freeing
    /// thread is still running; otherwise takes none, and the caller frees them.
    func offer(_ states: inout [Session]) {
        let identifiers = states.reduce(0) { $0 + $1.savedIdentifierCount }
        locked {
            guard !closed, waitingStates + states.count <= Self.maxStates,
                  waitingIdentifiers + identifiers <= Self.maxIdentifiers else {
                counts.refused += states.count
                return
            }
            var batch: [Session] = []
            swap(&batch, &states)
            waiting.append(batch)
            waitingStates += batch.count
            waitingIdentifiers += identifiers
            counts.taken += batch.count
        }
    }

    /// The states waiting, for the caller (the freeing thread) to free outside the lock.
    func drain() -> [[Session]] {
        locked {
            var out: [[Session]] = []
            swap(&out, &waiting)
            counts.drained += waitingStates
            waitingStates = 0
            waitingIdentifiers = 0
            return out
        }
    }

    /// Refuses further states and returns the waiting ones (the freeing thread is stopping).
    func close() -> [[Session]] {
        locked { closed = true }
        return drain()
    }

    var isClosed: Bool { locked { closed } }
    var statistics: Counts { locked { counts } }
}
