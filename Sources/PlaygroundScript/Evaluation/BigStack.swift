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
        let stackSize: Int
        init(stackSize: Int = BigStack.size, _ body: @escaping () -> Void) {
            self.body = body
            self.stackSize = stackSize
        }
    }

    nonisolated(unsafe) private static var key: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k, nil)
        return k
    }()

    static var isOnBigStack: Bool { pthread_getspecific(key) != nil }

    /// Runs `body` on a big-stack thread (or inline when already on one) and returns its result.
    /// (`stackSize`: a smaller stack, for tests of what happens at its end.)
    static func run<T>(stackSize: Int = size, _ body: () throws -> T) rethrows -> T {
        if isOnBigStack { return try body() }
        return try withoutActuallyEscaping(body) { escapable in
            var result: Result<T, any Error>?
            guard let thread = spawn(Job(stackSize: stackSize) { result = Result { try escapable() } }) else {
                // No thread could be made: run here (deep recursion may then hit the step limits first).
                return try escapable()
            }
            thread.join()
            return try result!.get()  // NB: the thread has run the job, which always sets result
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
        pthread_attr_setstacksize(&attributes, job.stackSize)
        let context = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let started = pthread_create(
            &thread, &attributes,
            { raw in
                guard let raw else { return nil }
                let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
                pthread_setspecific(BigStack.key, raw)
                var marker: UInt8 = 0
                StackRoom.begin(
                    top: withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }, size: job.stackSize)
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

/// How much of the current thread's native stack is left. A recursion over a value the program
/// built (describing, comparing, hashing a list 1,000,000 cases deep) has no depth the call limit
/// bounds: it asks `isLow` at each level and stops with the playground's error while room is left.
enum StackRoom {
    nonisolated(unsafe) private static var key: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k, nil)
        return k
    }()

    /// Whether less than a reserve (an eighth of the stack, at least 256 KiB) is left: what one
    /// more level of a recursion and what its caller does after it stopped need, with room to spare.
    static var isLow: Bool {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let limit = threshold()
        return limit != 0 && here < limit
    }

    /// The lowest address the stack may reach before `isLow`; 0 when unknown (a thread BigStack
    /// did not start: evaluation always runs on one).
    private static func threshold() -> UInt {
        pthread_getspecific(key).map { UInt(bitPattern: $0) } ?? 0
    }

    /// Called first thing on a new thread whose stack has `size` bytes below `top`.
    static func begin(top: UInt, size: Int) {
        let low = top - UInt(size) + 4096
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: low + Swift.max(256 << 10, UInt(size) / 8)))
    }
}
