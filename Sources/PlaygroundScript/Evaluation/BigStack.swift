#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a large stack: the evaluator recurses per nested call and
/// expression of the user's program, and a recursion the step and depth limits allow must end
/// with the playground's error, never overflow the process stack (a test runner's or a worker
/// thread's stack can be as small as 512 KiB). Nested uses run inline on the same thread.
enum BigStack {
    /// The stack reserved for evaluation (address space; pages are touched only as used).
    static let size = 1 << 30

    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    nonisolated(unsafe) private static var key: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k, nil)
        return k
    }()

    static var isOnBigStack: Bool { pthread_getspecific(key) != nil }

    /// Runs `body` on a big-stack thread (or inline when already on one) and returns its result.
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        if isOnBigStack { return try body() }
        return try withoutActuallyEscaping(body) { escapable in
            var result: Result<T, any Error>?
            guard let thread = spawn(Job { result = Result { try escapable() } }) else {
                // No thread could be made: run here (deep recursion may then hit the step limits first).
                return try escapable()
            }
            thread.join()
            return try result!.get() // NB: the thread has run the job, which always sets result
        }
    }

    /// A thread started by `start`, to be joined once.
    struct Started {
        #if canImport(Darwin)
        fileprivate var thread: pthread_t?
        #else
        fileprivate var thread: pthread_t
        #endif

        /// Waits until the thread's body has returned.
        func join() {
            #if canImport(Darwin)
            if let thread { pthread_join(thread, nil) }
            #else
            pthread_join(thread, nil)
            #endif
        }
    }

    /// Starts `body` on a new thread with the same big stack (swift-syntax's parser recurses once
    /// per level of nesting, as the evaluator does); nil when no thread could be made.
    static func start(_ body: @escaping @Sendable () -> Void) -> Started? {
        spawn(Job(body))
    }

    private static func spawn(_ job: Job) -> Started? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let context = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
            pthread_setspecific(BigStack.key, raw)
            job.body()
            return nil
        }, context)
        if started != 0 {
            Unmanaged<Job>.fromOpaque(context).release()
            return nil
        }
        return Started(thread: thread)
    }
}
