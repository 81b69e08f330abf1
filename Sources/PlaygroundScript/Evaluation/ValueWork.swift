import SwiftSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work counted by what it touches. Describing, printing, comparing and hashing a value visit
/// every part of it, and a value can be far larger than the work that built it
/// (`Array(repeating: Array(0..<999_999), count: 999_999)` shares one inner array: cheap to make,
/// 10^12 elements to print). Each part visited is one step of the statement's budget, and a part
/// nested deeper than the native stack allows stops the walk: the statement then ends with the
/// playground's located error, never runs on without bound or overflows the stack.
///
/// The count is kept per thread (a value's `hashKey` has no evaluator to charge): the walks ask
/// `visit()` at each part, and the evaluator folds what they touched into its steps
/// (`Evaluator.foldValueWork`) after a statement and where a walk's result is used.
/// A walk also stops, within 1,024 parts, when the evaluator's unit is interrupted (Ctrl-C in
/// the REPL abandons it): `a == b` of two huge arrays stops, not only the loop around it.
enum ValueWork {
    enum Cut: Sendable { case steps, depth, interrupted }

    /// This thread's count (an evaluator keeps its own thread's, to ask `isPending` at each step
    /// without a thread-local lookup).
    final class State {
        fileprivate(set) var touched = 0
        fileprivate(set) var cut: Cut?
        var isPending: Bool { touched > 0 || cut != nil }
        /// The running unit's step budget (`Settings.stepBudget`), set by its evaluator.
        var limit = Limits.evaluationSteps
        /// The running unit's interruption (`ExecutionContext.isInterrupted`), set by its evaluator.
        var isInterrupted: (@Sendable () -> Bool)?
    }

    nonisolated(unsafe) private static var key: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k) { raw in if let raw { Unmanaged<AnyObject>.fromOpaque(raw).release() } }
        return k
    }()

    static var state: State {
        if let raw = pthread_getspecific(key) { return Unmanaged<State>.fromOpaque(raw).takeUnretainedValue() }
        let made = State()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// Counts one part of a value; false when the walk must stop (and says why to `take`).
    static func visit() -> Bool {
        let s = state
        if s.cut != nil { return false }
        s.touched += 1
        if s.touched > s.limit {
            s.cut = .steps
            return false
        }
        if s.touched & 15 == 0 {
            if StackRoom.isLow {
                s.cut = .depth
                return false
            }
            if s.touched & 0x3FF == 0, s.isInterrupted?() == true {
                s.cut = .interrupted
                return false
            }
        }
        return true
    }

    /// Whether a walk touched anything since the last `take`.
    static var isPending: Bool {
        let s = state
        return s.touched > 0 || s.cut != nil
    }

    /// What the walks touched since the last call, and why one stopped; both start again.
    static func take() -> (touched: Int, cut: Cut?) {
        let s = state
        defer {
            s.touched = 0
            s.cut = nil
        }
        return (s.touched, s.cut)
    }

    /// Forgets what was counted (a new unit starts its own budget).
    static func reset() { _ = take() }
}

extension Evaluator {
    /// Charges what walks over values touched to the statement's steps; an error at `node` when
    /// a walk stopped (too much to touch, or nested too deeply).
    func foldValueWork(at node: some SyntaxProtocol) throws {
        guard ValueWork.isPending else { return }
        let (touched, cut) = ValueWork.take()
        if cut == .depth {
            throw error(
                "the value is nested too deeply to describe, compare or hash", at: node,
                help: "a value built one level per loop pass (an indirect enum, arrays in arrays); see 'help limits'")
        }
        if cut == .interrupted { throw error("interrupted", at: node) }
        if cut == .steps {
            throw error(
                "the statement ran \(stepLimit) steps without finishing; the limit is \(stepLimit)",
                at: node,
                help:
                    "describing, printing, comparing and hashing a value count a step for each part of it; see 'help limits'"
            )
        }
        try charge(touched, at: node)
    }
}

extension Evaluator {
    /// Makes `elements` the only holder of its storage before a mutation, charging the copy that
    /// takes when the storage was shared: `var c = a; c[0] = i` copies all of `a`'s elements, and
    /// a loop of such copies held gigabytes within one statement's steps. A copy counts a step
    /// per element, as making the elements does (and so the session memory's estimate sees it).
    func unshare(_ elements: inout [Value], at node: some SyntaxProtocol) throws {
        guard !elements.isEmpty else { return }
        let before = elements.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        // (A no-op for storage held once; otherwise the copy the mutation would make, made now.)
        elements.reserveCapacity(elements.count)
        let after = elements.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        if after != before { try charge(elements.count, at: node) }
    }

    /// The same for a dictionary (`var c = d; c[k] = v` copies every entry of `d`): its keys, values
    /// and index are copied together, counted as `MemoryMeter` counts them, a step per 40 bytes:
    /// two elements (a slot and a box each) and an index entry, about three steps an entry.
    func unshare(_ d: inout DictionaryValue, at node: some SyntaxProtocol) throws {
        guard !d.keys.isEmpty else { return }
        let before = d.keys.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        d.keys.reserveCapacity(d.keys.count)
        let after = d.keys.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        guard after != before else { return }
        d.values.reserveCapacity(d.values.count)
        let perEntry = 2 * SessionMemory.bytesPerStep + MemoryMeter.indexEntryBytes
        try charge((d.count * perEntry + SessionMemory.bytesPerStep - 1) / SessionMemory.bytesPerStep, at: node)
    }

    /// The same for a text: a copy counts a step per 16 bytes.
    func unshare(_ text: inout String, at node: some SyntaxProtocol) throws {
        let count = text.utf8.count
        guard count > 15 else { return }
        let before = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress.map(UnsafeRawPointer.init) } ?? nil
        text.reserveCapacity(count)
        let after = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress.map(UnsafeRawPointer.init) } ?? nil
        if after != before { try chargeBytes(count, at: node) }
    }
}
