import DequeModule
import SwiftSyntax

/// The session memory budget (issue #30): what the session's Swift values hold, with the states
/// undo keeps, stays within `Settings.memoryBudget` (`Limits.sessionMemory` unless `set memory N`).
///
/// Memory is counted by what the values are made of, never by asking the system (which would not
/// give the same answer twice). Each unit that changes the session adds to the state's
/// `memoryEstimate` what it may have built: `bytesPerStep` for each of its steps (a builtin that
/// makes an element or 16 bytes of text counts a step for it). While the estimate stays within
/// the budget nothing is walked; when it passes, `MemoryMeter` measures the new state and then
/// the states undo keeps, newest first, and the estimate becomes what it found. Undo states that
/// do not fit are let go of, oldest first; a new state that does not fit alone is an error, and
/// the session stays as it was.
///
/// Within a statement, the evaluator measures its working state each time its steps could have
/// built what is left of the budget (`Evaluator.checkMemory`): a loop that keeps appending to a
/// global ends with the same error mid-way, even with the step budget raised (`set steps N`).
enum SessionMemory {
    /// What one step is taken to build: an element (an 8-byte slot and a 32-byte box). A step
    /// can build more (copying a struct or a dictionary that another value shares is not
    /// charged): the measurements, not the estimate, decide.
    static let bytesPerStep = MemoryMeter.slotBytes + MemoryMeter.valueBytes

    /// What fits: the bytes of `current` and of the newest states of `[previous] + undo` that fit
    /// with it, and how many of those states fit; `.failure` when `current` alone is over `budget`.
    struct Fit {
        var bytes: Int
        /// How many of the newest states of the undo stack, once `previous` is pushed onto it, to keep.
        var keptStates: Int
        var work: WorkCounter
    }

    static func fit(
        current: Session, previous: Session, undo: Deque<Session>,
        budget: Int
    ) -> Result<Fit, Overflow> {
        // The walk stops once over the budget: what is beyond it needs no counting.
        var meter = MemoryMeter(ceiling: budget)
        meter.add(current)
        var work = WorkCounter()
        work.memoryMeasurements = 1
        guard meter.bytes <= budget else {
            work.memoryParts = meter.visited
            return .failure(Overflow(bytes: meter.bytes, work: work))
        }
        var kept = 0
        var bytes = meter.bytes
        var states = [previous]
        states.reserveCapacity(undo.count + 1)
        for state in undo.reversed() { states.append(state) }
        for state in states {
            // (The meter goes on with what it has seen, so storage shared with newer states counts once.)
            meter.add(state)
            if meter.bytes > budget { break }
            bytes = meter.bytes
            kept += 1
        }
        work.memoryParts = meter.visited
        return .success(Fit(bytes: bytes, keptStates: kept, work: work))
    }

    struct Overflow: Error {
        var bytes: Int
        var work: WorkCounter
    }

    static func overBudget(_ budget: Int) -> String {
        "the session's Swift values would take more than \(megabytes(budget)); the limit is \(megabytes(budget))"
    }
    static let overBudgetHelp =
        "let go of values you no longer need (keep = [], keep.removeAll()), or raise the limit: set memory N (in MB); see 'help limits'"
    static let overBudgetNote =
        "counted by what the values are made of: a value is 32 bytes, an element 8 more, a text its bytes; storage shared by copies counts once"

    /// "1025 MB" (megabytes of 2^20 bytes, rounded up: a budget is never shown as met when it is not).
    static func megabytes(_ bytes: Int) -> String {
        "\((bytes + (1 << 20) - 1) >> 20) MB"
    }
}

/// Counts the bytes Swift values hold, by what they are made of: every value is a box of
/// `valueBytes` (the evaluator's `Value` is an indirect enum), every element of an array, tuple,
/// struct or payload a slot, every text longer than fits in place its UTF-8 bytes. Storage
/// shared between values (copies of an array, `Array(repeating: big, count: n)`, the states undo
/// keeps) is counted once, as it is held once. A walk, not a recursion: nesting depth costs no stack.
struct MemoryMeter {
    static let valueBytes = 32
    static let slotBytes = 8
    /// The header of an array's or a text's storage.
    static let headerBytes = 32
    /// A dictionary entry's place in its index (the key's text, its position, the table's slot).
    static let indexEntryBytes = 48

    private(set) var bytes = 0
    /// The walk stops once `bytes` passes this (the rest is not counted).
    var ceiling = Int.max
    /// Parts of values visited (the walk's work).
    private(set) var visited = 0
    private var seenStorage = Set<UnsafeRawPointer>()
    private var seenScopes = Set<ObjectIdentifier>()
    private var pending: [Value] = []

    init(ceiling: Int = .max) { self.ceiling = ceiling }

    /// Adds what `state`'s Swift values hold that is not counted yet: its globals and its class instances.
    mutating func add(_ state: Session) {
        for (name, value) in state.swift.globals {
            guard bytes <= ceiling else { return }
            bytes += Self.textBytes(name)
            pending.append(value)
            drain()
        }
        // Static stored properties are globals of their types.
        for (name, value) in state.swift.statics {
            guard bytes <= ceiling else { return }
            bytes += Self.textBytes(name)
            pending.append(value)
            drain()
        }
        // What the program stored in UserDefaults.
        for (key, value) in state.swift.userDefaults {
            guard bytes <= ceiling else { return }
            bytes += Self.textBytes(key)
            pending.append(value)
            drain()
        }
        for (_, instance) in state.swift.heap {
            for (name, value) in instance.fields {
                guard bytes <= ceiling else { return }
                bytes += Self.textBytes(name) + Self.slotBytes
                pending.append(value)
                drain()
            }
            // What UIKit keeps for the instance (a subject's subscribers, a data source subclass's own).
            for value in instance.uikit.subscribers + (instance.uikit.diffableDataSource.map { [$0] } ?? []) {
                guard bytes <= ceiling else { return }
                bytes += Self.slotBytes
                pending.append(value)
                drain()
            }
        }
    }

    /// Adds `value` (for tests and callers outside a session).
    mutating func add(_ value: Value) {
        pending.append(value)
        drain()
    }

    private mutating func drain() {
        while let value = pending.popLast() {
            if bytes > ceiling {
                pending.removeAll()
                return
            }
            visited += 1
            bytes += Self.valueBytes
            switch value {
            case .string(let s):
                bytes += storageBytes(of: s)
            case .symbol(let s), .type(let s), .uikit(.named(let s)), .inert(let s):
                bytes += storageBytes(of: s)
            case .uikit(.object(let id)):
                bytes += storageBytes(of: id.shown)
            case .symbolRange(let a, let b):
                bytes += storageBytes(of: a) + storageBytes(of: b)
            case .uikitPath(let a, let b):
                bytes += storageBytes(of: a.description) + storageBytes(of: b)
            case .array(let a):
                addElements(a) { $0 }
            case .dictionary(let d):
                guard isNew(d.keys) else { continue }
                addElements(d.keys) { $0 }
                addElements(d.values) { $0 }
                bytes += d.index.count * Self.indexEntryBytes
                for key in d.index.keys { bytes += storageBytes(of: key) }
            case .tuple(let elements):
                addElements(elements) { $0.value }
            case .structValue(let s):
                addElements(s.fields) { $0.value }
            case .enumValue(let e):
                addElements(e.payload) { $0.value }
            case .function(let f):
                if let selfValue = f.selfValue { pending.append(selfValue) }
                var scope = f.captured
                while let s = scope, seenScopes.insert(ObjectIdentifier(s)).inserted {
                    for (name, v) in s.variables {
                        bytes += Self.textBytes(name) + Self.slotBytes
                        pending.append(v)
                    }
                    scope = s.parent
                }
            case .superOf(_, let v):
                pending.append(v)
            case .uikitValue:
                // A snapshot or a section snapshot: its identifiers, each a string and an index entry.
                bytes += Session.heldIdentifiers(of: value) * (Self.valueBytes + Self.indexEntryBytes)
            case .void, .none, .int, .double, .bool, .range, .doubleRange, .partialRange, .object, .uuid:
                // Scalars; a class instance is counted in the heap.
                break
            }
        }
    }

    /// An array's storage, once: its header, a slot per element, and the elements.
    private mutating func addElements<Element>(_ elements: [Element], _ value: (Element) -> Value) {
        guard isNew(elements) else { return }
        bytes += Self.headerBytes + elements.count * Self.slotBytes
        for element in elements { pending.append(value(element)) }
    }

    /// Whether `elements`' storage is not counted yet (an empty array holds none).
    private mutating func isNew<Element>(_ elements: [Element]) -> Bool {
        guard !elements.isEmpty else { return false }
        guard let base = elements.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }) else {
            return true
        }
        return seenStorage.insert(base).inserted
    }

    /// A text's storage, once: nothing for a short text kept in place (15 bytes or fewer).
    private mutating func storageBytes(of text: String) -> Int {
        let count = text.utf8.count
        guard count > 15 else { return 0 }
        if let base = text.utf8.withContiguousStorageIfAvailable({ $0.baseAddress.map(UnsafeRawPointer.init) }) ?? nil,
            !seenStorage.insert(base).inserted
        {
            return 0
        }
        return Self.headerBytes + count
    }

    /// A name's bytes (not shared between states: the trees that hold names copy them).
    private static func textBytes(_ text: String) -> Int {
        let count = text.utf8.count
        return count > 15 ? headerBytes + count : 0
    }
}

extension Evaluator {
    /// The step at which the working state is first measured: when its steps could have built
    /// what is left of the budget.
    static func firstMemoryCheck(_ session: Session) -> Int {
        Swift.max(session.settings.memoryBudget - session.memoryEstimate, 0) / SessionMemory.bytesPerStep
    }

    /// Measures the working state (its globals and class instances; the unit's locals are bounded
    /// by its steps), with `adding` bytes about to be built: over the budget, the statement ends with
    /// the memory error at `node`; otherwise the next measurement is when the steps could have built the rest.
    func checkMemory(at node: some SyntaxProtocol, adding: Int = 0) throws {
        let budget = session.settings.memoryBudget
        var meter = MemoryMeter(ceiling: budget)
        meter.add(session)
        session.work.memoryMeasurements += 1
        session.work.memoryParts += meter.visited
        let bytes = meter.bytes + adding
        guard bytes <= budget else {
            throw error(
                SessionMemory.overBudget(budget), at: node, help: SessionMemory.overBudgetHelp,
                notes: [SessionMemory.overBudgetNote])
        }
        memoryCheckAt = steps + Swift.max((budget - bytes) / SessionMemory.bytesPerStep, 1_024)
    }

    /// A UIKit struct (a snapshot) is about to change. When its `marker` is shared, another value
    /// holds the same storage (`var c = base; c.appendItems([x])`) and the change copies all of it:
    /// the copy, `identifiers` identifiers measured as `MemoryMeter` measures them, is counted
    /// (`WorkCounter.valueCopies`) and charged to the session memory budget at once (steps could not
    /// see it: one step copies a 900,000-item snapshot), so a loop keeping such copies ends with
    /// the memory error instead of growing without bound. An unshared value changes in place.
    func willChange(_ marker: inout StorageMarker, identifiers: Int, at node: some SyntaxProtocol) throws {
        guard !isKnownUniquelyReferenced(&marker) else { return }
        marker = StorageMarker()
        session.work.valueCopies += 1
        let bytes = identifiers * (MemoryMeter.valueBytes + MemoryMeter.indexEntryBytes)
        session.memoryEstimate += bytes
        memoryCheckAt -= Swift.min(bytes / SessionMemory.bytesPerStep, memoryCheckAt)
        if steps >= memoryCheckAt { try checkMemory(at: node, adding: bytes) }
    }
}

/// One per copy of a UIKit struct's storage (a snapshot's): the copies of the value share it as they
/// share the storage, so a change can tell whether it is about to copy that storage
/// (`Evaluator.willChange`).
final class StorageMarker: Sendable {}
