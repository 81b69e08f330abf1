#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Frees undo states that fell off the end of the history on a second thread.
///
/// A saved state is the only owner of the tree nodes its step copied (`Session.define` copies the
/// path to the key it changes, and the copy stays with the state until 200 steps later). Freeing
/// them, releasing every entry they hold, was an eighth of a long replay's evaluator thread; none
/// of it decides what the session prints, so it overlaps with evaluation on a spare core.
///
/// A dropped state is no longer reachable from any session: releasing it elsewhere changes only
/// when its memory goes back, never a value (nodes shared with live states are released with
/// atomic reference counts; a live state that meets a node the graveyard still holds copies it,
/// as it would for any shared node). States wait in batches of `batch`; with more than `backlog`
/// of them waiting (no thread could be made, or the freeing thread is starved), the caller frees
/// its own, so memory stays bounded as before.
enum UndoGraveyard {
    static let batch = 16
    static let backlog = 4 * Limits.undoSteps

    private final class Shared: @unchecked Sendable {
        // Every var below is read and written with `mutex` held.
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        /// Signalled when a batch is ready (the worker waits on it).
        let ready = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// Batches of dropped states, moved in whole (no state is copied on its way here).
        var waiting: [[Session]] = []
        var waitingStates = 0
        var workerWaits = false
        /// Whether the worker thread runs (false: it could not be made; callers free their own).
        var running = false

        init() {
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(ready, nil)
        }

        /// The worker: take whatever waits and let it go, then wait for the next batch.
        func work() {
            while true {
                var taken: [[Session]] = []
                pthread_mutex_lock(mutex)
                while waitingStates < UndoGraveyard.batch {
                    workerWaits = true
                    pthread_cond_wait(ready, mutex)
                }
                workerWaits = false
                swap(&taken, &waiting)
                waitingStates = 0
                pthread_mutex_unlock(mutex)
                // The states are freed here, outside the lock.
                taken.removeAll()
            }
        }
    }

    private static let shared: Shared = {
        let shared = Shared()
        shared.running = BigStack.start { shared.work() } != nil
        return shared
    }()

    /// Takes `states` (dropped from an undo history) to be freed on the graveyard's thread; frees
    /// them here when that thread is missing or behind.
    static func bury(_ states: consuming [Session]) {
        let shared = shared
        var states = states
        pthread_mutex_lock(shared.mutex)
        if shared.running && shared.waitingStates < backlog {
            shared.waitingStates += states.count
            shared.waiting.append(states)
            states = []
            if shared.workerWaits && shared.waitingStates >= batch {
                shared.workerWaits = false
                pthread_cond_signal(shared.ready)
            }
        }
        pthread_mutex_unlock(shared.mutex)
        // Anything not taken is freed on this thread, outside the lock.
        states.removeAll()
    }
}
