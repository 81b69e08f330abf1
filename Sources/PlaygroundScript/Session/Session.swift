import DequeModule
import HashTreeCollections
import PlaygroundCore

/// The whole state of a playground session, as one value. Commands run against a copy; the copy
/// replaces the state only when the command succeeds, so a failed command changes nothing.
public struct Session: Sendable {
    /// Named objects (predefined globals and the user's definitions), each with its place in the
    /// listing: one tree update defines an object (a second tree for the order cost as much again,
    /// and its undo copy as much to free).
    /// Objects with identity that no name holds (made in a function) are in it too, by their
    /// `ObjectID`, with no place in the listing.
    private var table: TreeDictionary<ObjectKey, NamedObject> = [:]
    /// Places in the listing of the Swift globals that are not objects (an object keeps its own).
    /// In the box with the Swift state: a new global changes both.
    private var swiftOrder: TreeDictionary<String, Int> {
        get { parts.value.swiftOrder }
        _modify { yield &parts.value.swiftOrder }
    }
    private var nextOrdinal = 0
    /// Named objects: predefined globals and the user's definitions (a copy: O(n)).
    public var objects: [String: any ScriptObject] {
        Dictionary(uniqueKeysWithValues: table.lazy.compactMap { k, v in k.name.map { ($0, v.object) } })
    }
    /// The first LayoutDataProvider in definition order, kept at define time.
    var providerName: String? {
        get { parts.value.providerName }
        set { parts.value.providerName = newValue }
    }
    /// The names a user sees, in definition order (UIKit objects made by Swift code are hidden).
    public var names: [String] {
        var placed: [(name: String, ordinal: Int)] = []
        for (key, entry) in table where entry.ordinal >= 0 {
            if case .named(let name) = key { placed.append((name, entry.ordinal)) }
        }
        for (name, ordinal) in swiftOrder { placed.append((name, ordinal)) }
        return placed.sorted { $0.ordinal < $1.ordinal }.map(\.name)
    }
    /// The Swift program's state: globals, declared types, class instances (one reference in the
    /// session value, copied on write, so copying a session per statement stays cheap).
    public internal(set) var swift: SwiftState {
        get { parts.value.swift }
        _modify {
            providerLayoutIsCurrent = false
            yield &parts.value.swift
        }
    }
    /// The Swift state and the parts of a session that seldom change, behind one reference: a
    /// session is copied several times a statement (and kept for undo), and each reference it holds
    /// is one more retain and release per copy.
    private var parts = CopyOnWrite(Parts())
    /// What `parts` holds.
    struct Parts {
        var swift = SwiftState()
        var swiftOrder: TreeDictionary<String, Int> = [:]
        var providerName: String?
        var notes: [NoteRecord] = []
        var recordPath: String?
        var pendingWrites: [StagedWrite] = []
    }
    public var settings = Settings()
    /// The lines that built this state, for `save` (includes are inlined).
    var logTail: LogNode?
    /// The state (its last line) a layout pass before a command last showed what a layout's own code printed: the
    /// next pass prints only after a change, as UIKit runs `prepare()` again only when the layout is invalidated.
    var printedLayoutPass: LogNode?
    public var log: [String] {
        get {
            var out: [String] = []
            var node = logTail
            while let n = node {
                out.append(n.line)
                node = n.previous
            }
            return out.reversed()
        }
        set {
            logTail = nil
            for line in newValue { appendLog(line) }
        }
    }
    public var logCount: Int { logTail?.count ?? 0 }
    public mutating func appendLog(_ line: String) { logTail = LogNode(line: line, previous: logTail) }
    /// Removes the lines after the first `count` and returns them, oldest first; walks only those
    /// lines. A log shorter than `count` (a `reset` started it again) loses nothing.
    mutating func removeLog(after count: Int) -> [String] {
        var removed: [String] = []
        while let node = logTail, node.count > count {
            removed.append(node.line)
            logTail = node.previous
            work.logLines += 1
        }
        return removed.reversed()
    }
    /// Every note shown so far, in order, with the line that caused it (`notes` lists them; a
    /// note is shown only the first time its text arises).
    public internal(set) var notes: [NoteRecord] {
        get { parts.value.notes }
        _modify { yield &parts.value.notes }
    }
    /// Where `record` keeps writing the log, if recording.
    public var recordPath: String? {
        get { parts.value.recordPath }
        set { parts.value.recordPath = newValue }
    }
    /// Writes asked for by the lines of an include, waiting for the include to succeed (always
    /// empty between top-level lines).
    var pendingWrites: [StagedWrite] {
        get { parts.value.pendingWrites }
        _modify { yield &parts.value.pendingWrites }
    }
    /// Earlier states, newest last, for `undo` (each saved state has an empty stack of its own).
    public var undoStack: Deque<Session> = []
    /// The sum of every object's `retainedIdentifiers`, kept up to date by `define`, `remove` and
    /// `modify` (the only ways objects change), so no command walks all objects to know it.
    private var heldIdentifiers = 0
    /// `retainedIdentifiers`, counted once when this state was saved for undo (a saved state never changes).
    private var savedIdentifiers = 0
    /// `savedIdentifiers` of this state and of every state below it on the undo stack it was
    /// pushed onto, since that stack was empty: the states from `a` up to `b` hold
    /// `b.undoRunningTotal - a.undoRunningTotal + a.savedIdentifiers`, and dropping the oldest
    /// states changes no other state's total.
    private var undoRunningTotal = 0
    /// What the session's own bookkeeping has visited to reach this state (see `WorkCounter`).
    var work = WorkCounter()
    /// An upper estimate of the bytes the Swift values of this state and of the states undo keeps
    /// hold (see `SessionMemory`): measured, plus what the units since may have built.
    var memoryEstimate = 0
    /// Redefinitions and removals of objects a layout may name (everything but layouts, snapshots
    /// and data sources): `layoutCache` is valid only while this has not moved. Defining a new
    /// name does not move it: no section resolved before could name it.
    var layoutInputsVersion = 0
    /// What the last resolve of the layout was made from (`LayoutCache`); a memo, never shown.
    var layoutCache: LayoutCache? {
        get { layoutCacheBox?.value }
        set { layoutCacheBox = newValue.map(LayoutCache.Box.init) }
    }
    /// Behind a reference (the compiler's move checker crashes on the cache's value in `Session`).
    private var layoutCacheBox: LayoutCache.Box?

    /// The layout cache, which the session no longer holds: when no other state shared it (undo's
    /// saved states drop theirs), the caller's copy is its storage's only owner, so a resolve from it
    /// updates it in place. A resolve that succeeds keeps the new one (`layoutCache = ...`).
    mutating func takeLayoutCache() -> LayoutCache? {
        let cache = layoutCache
        layoutCacheBox = nil
        return cache
    }

    /// A copy to work on, which alone holds the layout cache: a statement runs on a copy of the
    /// session (kept as it was on error), and a cache both held would be copied by the first query
    /// that updates it. The cache is a memo: after an error this session has none, which costs the
    /// next query time, never an answer.
    mutating func workingCopy() -> Session {
        let copy = self
        layoutCacheBox = nil
        return copy
    }

    /// Whether the layout's sections are what the hosted section provider returned for this very
    /// state (`UIKitSurface.materializeProvider`): set when it has run, cleared by any change of the
    /// objects or of the Swift state (and by the evaluator's changes to local variables, which a
    /// closure may have captured). While it holds, the provider is not run again: UIKit calls it
    /// once per layout invalidation, not once per read.
    var providerLayoutIsCurrent = false

    public init(registry: Registry = .standard) {
        for (name, object) in registry.initialObjects() { define(name, object) }
    }

    public subscript(name: String) -> (any ScriptObject)? { table[.named(name)]?.object }

    /// The object a value refers to: by its name or by its identity.
    subscript(key key: ObjectKey) -> (any ScriptObject)? { table[key]?.object }

    /// The objects with their keys, in no particular order (a value: the session may change while it is walked).
    var keyedObjects: TreeDictionary<ObjectKey, NamedObject> { table }

    /// Defines or redefines `name` (redefinition keeps its place in the listing). `constant`: whether
    /// a Swift `let` names the object, kept in its entry (so a top-level `let` of a UIKit object
    /// changes one tree, not the objects and the set of constants); nil keeps a redefined entry's.
    public mutating func define(_ name: String, _ object: any ScriptObject, constant: Bool? = nil) {
        define(key: .named(name), object, constant: constant)
    }

    /// The same for an object a value refers to (an object with identity and no name keeps no place in
    /// the listing).
    mutating func define(key: ObjectKey, _ object: any ScriptObject, constant: Bool? = nil) {
        providerLayoutIsCurrent = false
        let name = key.name
        // A layout installed: the collection view no longer shows an unmodelled one.
        if name == "layout", swift.unmodelledLayout != nil { swift.unmodelledLayout = nil }
        if providerName == nil, let name, object is any LayoutDataProvider { providerName = name }
        var made = false
        let old: (any ScriptObject)?
        if name == nil {
            // Objects with no name are never listed: they take no place in the listing.
            old = table.updateValue(NamedObject(object: object, ordinal: -1, isConstant: false), forKey: key)?.object
        } else {
            // One walk of the tree: a new entry, or the old one given the new object (and its place kept).
            let ordinal = nextOrdinal
            old = table.updateValue(
                forKey: key,
                default: {
                    made = true
                    return NamedObject(object: object, ordinal: ordinal, isConstant: constant ?? false)
                }()
            ) { entry in
                guard !made else { return nil }
                defer {
                    entry.object = object
                    if let constant { entry.isConstant = constant }
                }
                return entry.object
            }
        }
        if let old {
            heldIdentifiers -= old.retainedIdentifiers
            work.objects += 1
            if LayoutCache.mayBeNamed(old) || LayoutCache.mayBeNamed(object) { layoutInputsVersion += 1 }
        }
        if made, let name {
            nextOrdinal += 1
            // A Swift global of that name had a place: the object's is the new one.
            if swiftOrder[name] != nil { swiftOrder[name] = nil }
        }
        heldIdentifiers += object.retainedIdentifiers
        work.objects += 1
    }

    /// Whether `name` is a Swift `let` constant: a global in `swift.constants`, a named object in its
    /// entry (see `define`).
    func isConstant(_ name: String) -> Bool {
        swift.constants.contains(name) || table[.named(name)]?.isConstant == true
    }

    /// `name` is no longer a constant (a `var` of that name was declared, or its object is gone).
    mutating func removeConstant(_ name: String) {
        providerLayoutIsCurrent = false
        if swift.constants.contains(name) { swift.constants.remove(name) }
        if table[.named(name)]?.isConstant == true { table[.named(name)]?.isConstant = false }
    }

    /// Gives a Swift global its place in the listing (definition order, shared with the objects).
    mutating func registerSwiftName(_ name: String) {
        guard (table[.named(name)]?.ordinal ?? -1) < 0, swiftOrder[name] == nil else { return }
        swiftOrder[name] = nextOrdinal
        nextOrdinal += 1
    }

    /// The Swift type of a name: a global of the program or an object (`Int`, `NSCollectionLayoutItem`).
    func swiftTypeName(_ name: String) -> String? {
        if let object = self[name] { return object.typeName }
        guard let v = swift.globals[name] else { return nil }
        switch v {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .structValue(let s): return s.typeName
        case .enumValue(let e): return e.typeName
        case .object(let id): return swift.heap[id]?.typeName ?? "object"
        case .function: return "function"
        case .uikit(let key): return self[key: key].map { UIKitNames.swiftName($0.typeName) }
        case .uikitValue(let box): return box.object.typeName
        case .uuid: return "UUID"
        default: return "value"
        }
    }

    public mutating func remove(_ name: String) { remove(key: .named(name)) }

    /// Removes the object a value refers to.
    mutating func remove(key: ObjectKey) {
        providerLayoutIsCurrent = false
        let old = table.removeValue(forKey: key)
        if let old {
            heldIdentifiers -= old.object.retainedIdentifiers
            work.objects += 1
            if LayoutCache.mayBeNamed(old.object) { layoutInputsVersion += 1 }
        }
        guard let name = key.name else { return }
        // A listed object's name has no place of a Swift global; others are looked up first
        // (removing a missing key may still copy the root).
        if (old?.ordinal ?? -1) < 0, swiftOrder[name] != nil { swiftOrder[name] = nil }
        if providerName == name {
            work.objects += table.count + swiftOrder.count
            providerName = names.first { self[$0] is any LayoutDataProvider }
        }
    }

    /// The object named `name` as a `T`, or nil.
    /// A global of the program holding a value of `T` (a snapshot) counts too.
    public func object<T: ScriptObject>(_ name: String, as type: T.Type) -> T? {
        (self[name] ?? globalUIKitValue(name)) as? T
    }

    /// Changes the object named `name` in place (it must exist with type `T`).
    public mutating func modify<T: ScriptObject, R>(
        _ name: String, as type: T.Type,
        _ body: (inout T) throws(ScriptError) -> R
    ) throws(ScriptError) -> R {
        // Take the value out of the dictionary first so its storage is uniquely referenced and
        // mutating it does not copy (a 1,000,000-item snapshot must not be copied per command).
        try expect(name, is: T.self)
        providerLayoutIsCurrent = false
        // Uncount the old value before taking it (a copy of it here would share its storage).
        heldIdentifiers -= self[name]?.retainedIdentifiers ?? 0
        work.objects += 1
        guard let (taken, ordinal, constant) = take(name, as: T.self) else {
            throw ScriptError("'\(name)' is not a \(T.typeName)")
        }
        var value = taken
        if LayoutCache.mayBeNamed(value) { layoutInputsVersion += 1 }
        defer {
            heldIdentifiers += value.retainedIdentifiers
            work.objects += 1
            // Back in its place in the listing.
            table[.named(name)] = NamedObject(object: value, ordinal: ordinal, isConstant: constant)
        }
        return try body(&value)
    }

    private func expect<T: ScriptObject>(_ name: String, is type: T.Type) throws(ScriptError) {
        guard let existing = self[name] else {
            throw ScriptError("cannot find '\(name)' in this session")
        }
        guard existing is T else {
            throw ScriptError("'\(name)' is a \(existing.typeName), not a \(T.typeName)")
        }
    }

    private mutating func take<T: ScriptObject>(_ name: String, as type: T.Type) -> (T, ordinal: Int, constant: Bool)? {
        guard let entry = table.removeValue(forKey: .named(name)), let value = entry.object as? T else { return nil }
        return (value, entry.ordinal, entry.isConstant)
    }

    /// Roughly how many identifiers this state keeps alive (counted per state: states share
    /// unchanged storage, so this over-counts, which is the safe side for a memory bound).
    /// Kept as objects change, not counted on demand.
    public var retainedIdentifiers: Int { heldIdentifiers }

    /// Appends `previous` (without its own stack) to `stack` and drops the oldest states beyond
    /// `Limits.undoSteps` or `Limits.undoIdentifiers`; the newest state is always kept, so one
    /// `undo` works after any command. O(1) amortised: the stack's total comes from the running
    /// totals of its ends, and each state is dropped once. Returns what it visited, for `WorkCounter`.
    @discardableResult
    static func pushUndo(
        _ previous: consuming Session, onto stack: inout Deque<Session>,
        steps: Int = Limits.undoSteps, identifiers: Int = Limits.undoIdentifiers
    ) -> WorkCounter {
        var work = WorkCounter()
        var saved = previous
        saved.undoStack = []
        saved.layoutCache = nil  // a memo: a saved state resolves again if undo brings it back
        saved.savedIdentifiers = saved.heldIdentifiers
        saved.undoRunningTotal = (stack.last?.undoRunningTotal ?? 0) + saved.savedIdentifiers
        let newest = saved.undoRunningTotal
        stack.append(saved)
        work.undoStates += 1
        // Drop the oldest states while there are more than `steps`, or more than one holding
        // more than `identifiers` together.
        var drop = 0
        while drop < stack.count {
            let kept = stack.count - drop
            let total = newest - stack[drop].undoRunningTotal + stack[drop].savedIdentifiers
            guard kept > steps || (kept > 1 && total > identifiers) else { break }
            drop += 1
            work.undoStates += 1
        }
        if drop > 0 { stack.removeFirst(drop) }
        return work
    }

    /// Sets (or, with nil, removes) the program's global `name`. A snapshot a global holds counts
    /// in `retainedIdentifiers`, as a snapshot object does (the undo and session bounds see it).
    mutating func setGlobal(_ name: String, _ value: Value?) {
        let old = swift.globals.updateValue(forKey: name) { (slot: inout Value?) -> Value? in
            defer { slot = value }
            return slot
        }
        heldIdentifiers += Self.heldIdentifiers(of: value) - Self.heldIdentifiers(of: old)
    }

    /// The identifiers a value a variable holds keeps alive: a snapshot's or a section snapshot's.
    static func heldIdentifiers(of v: Value?) -> Int {
        guard case .uikitValue(let box)? = v, box.object is SnapshotObject || box.object is SectionSnapshotObject
        else { return 0 }
        return box.object.retainedIdentifiers
    }

    /// The UIKit value (a snapshot) a global of the program holds, if it holds one.
    func globalUIKitValue(_ name: String) -> (any ScriptObject)? {
        guard case .uikitValue(let box)? = swift.globals[name] else { return nil }
        return box.object
    }

    /// The first object of type `T` in definition order, with its name.
    /// The names holding a `T`: the session's objects, then the program's globals holding one by value.
    public func objects<T: ScriptObject>(of type: T.Type) -> [(name: String, value: T)] {
        names.compactMap { n in (self[n] as? T).map { (n, $0) } }
            + swift.globals.compactMap { n, v in
                guard case .uikitValue(let box) = v, let t = box.object as? T else { return nil }
                return (n, t)
            }.sorted { $0.name < $1.name }
    }
}

/// What the session's bookkeeping visits (objects whose identifiers are counted, undo states
/// checked or dropped, log lines walked), summed over the commands that built a state. Replaying
/// a script must cost the bookkeeping a bounded amount per line, whatever the session already
/// holds: the complexity tests compare it between short and long scripts instead of timing them.
struct WorkCounter: Hashable, Sendable {
    /// Objects whose `retainedIdentifiers` were read.
    var objects = 0
    /// Undo states visited while pushing one.
    var undoStates = 0
    /// Log lines walked.
    var logLines = 0
    /// The engine's work in the layouts the commands resolved (`ResolvedLayout.work`: sections
    /// planned, groups solved, offset-tree slots written).
    var layout = 0
    /// Source ranges of syntax nodes found by the Swift evaluator (each walks the syntax tree);
    /// not in `total`, which is the bookkeeping's.
    var syntaxRanges = 0
    /// Measurements of what the session's values hold (`SessionMemory`), and the parts of values
    /// they visited; not in `total`: a measurement is made only when the estimate passes the budget.
    var memoryMeasurements = 0
    var memoryParts = 0
    /// Calls of a section provider (`UIKitSurface.materializeProvider`); not in `total`.
    var providerCalls = 0
    /// Changes of a UIKit struct that copied storage another value shares (`Evaluator.willChange`); not in `total`.
    var valueCopies = 0
    /// Globals looked at by commands that show the screen, to find a loaded view controller UIKit has
    /// not shown yet (`Interpreter.showControllers`); none while no such controller exists. Not in `total`.
    var controllerSearch = 0
    /// Call sites resolved to a UIKit initializer or factory (`Evaluator.hostCall`): once per site
    /// and unit, however often it runs. Not in `total`.
    var callSiteResolutions = 0
    /// Leading-dot UIKit values of literals kept for their unit (`ConstantHostValue`): once per node
    /// and unit, however often it runs. Not in `total`.
    var constantHostValues = 0
    /// Cached call sites checked again against the program's declarations because they changed since
    /// the site last ran (`Evaluator.hostCall`): none while the declarations stay as they were. Not in `total`.
    var callSiteChecks = 0
    /// Local `let`/`var` declarations read from their syntax (`LocalDeclaration`): once per declaration
    /// and unit, however often it runs. Not in `total`.
    var localDeclarationReads = 0
    /// Objects looked at to find the collection view a layout object shows (`collectionView` of a layout): once per
    /// layout pass, however often the layout reads it. Not in `total`.
    var collectionViewSearch = 0

    var total: Int { objects + undoStates + logLines + layout }

    static func += (lhs: inout WorkCounter, rhs: WorkCounter) {
        lhs.objects += rhs.objects
        lhs.undoStates += rhs.undoStates
        lhs.logLines += rhs.logLines
        lhs.layout += rhs.layout
        lhs.syntaxRanges += rhs.syntaxRanges
        lhs.memoryMeasurements += rhs.memoryMeasurements
        lhs.memoryParts += rhs.memoryParts
        lhs.providerCalls += rhs.providerCalls
        lhs.valueCopies += rhs.valueCopies
        lhs.controllerSearch += rhs.controllerSearch
        lhs.callSiteResolutions += rhs.callSiteResolutions
        lhs.callSiteChecks += rhs.callSiteChecks
        lhs.localDeclarationReads += rhs.localDeclarationReads
    }
}

/// Session-wide settings.
public struct Settings: Hashable, Sendable {
    /// Print results as JSON instead of text.
    public var json = false
    /// The session memory budget in bytes (`set memory N`, in megabytes; see `SessionMemory`).
    public var memoryBudget = Limits.sessionMemory
    /// Steps one Swift unit may take (`set steps N`).
    public var stepBudget = Limits.evaluationSteps
    /// Print a line for each call UIKit makes to a section's visibleItemsInvalidationHandler (`set handlers trace`).
    public var traceHandlers = false
    public init() {}
}

/// Bounds on work a single command may ask for (documented in `help limits`).
public enum Limits {
    /// Characters in one line.
    public static let lineLength = 100_000
    /// Characters in one identifier or name.
    public static let identifierLength = 1_000
    /// Identifiers produced by one command (ranges such as `item1...item1000000`).
    public static let identifiersPerCommand = 1_000_000
    /// Digits of the number ending a range's identifiers (`item1...item999999999999999999`): more
    /// cannot be counted in 64 bits.
    public static let rangeDigits = 18
    /// Nesting of brackets, parentheses and calls in one expression (the parser recurses per level).
    public static let nestingDepth = 100
    /// Nesting of `include`.
    public static let includeDepth = 16
    /// Lines in one script file.
    public static let scriptLines = 1_000_000
    /// Bytes read for one script file (`lps run`, `lps check`, `include`): the shell stops reading
    /// there, so `include "/dev/zero"` is an error, not a machine out of memory.
    public static let scriptBytes = 64 << 20
    /// Undo steps kept.
    public static let undoSteps = 200
    /// Identifiers the session itself may hold (all snapshots, section snapshots, the data
    /// source and identifier lists together): many commands of a million identifiers each add
    /// up, and memory must stay bounded.
    public static let sessionIdentifiers = 5_000_000
    /// Identifiers kept alive by the undo history (snapshots, section snapshots, lists), counted per
    /// state; the oldest states go first, and the newest is always kept.
    public static let undoIdentifiers = 10_000_000
    /// Brackets, parentheses and braces open at once in Swift code (a view controller nests a dozen).
    public static let swiftNestingDepth = 100
    /// `[` open at once in Swift code (array and dictionary literals, types, subscripts): swift-syntax's
    /// parser looks ahead for a type at each one, in time that doubles per level (26 nested array
    /// literals took 17 s to parse, 40 never finished).
    public static let swiftSquareBracketDepth = 10
    /// Steps (statements, loop passes, calls, and the elements builtins make: one per element, one
    /// per 16 bytes of text; and one per part of a value described, compared or hashed, see
    /// `ValueWork`) one Swift unit may take: `while true {}` ends with an error, and so does a loop
    /// that makes arrays of 1,000,000, and printing a shared array of 10^12 elements.
    public static let evaluationSteps = 3_000_000
    /// The most `set steps N` allows (at 10^7 steps a second, about 20 minutes; Ctrl-C stops it).
    public static let maxEvaluationSteps = 10_000_000_000
    /// Bytes the session's Swift values may hold, with the states undo keeps (a default that fits
    /// a 4 GB laptop; `set memory N` changes it, in megabytes): counted by what the values are made
    /// of, not by asking the system (see `SessionMemory`). Undo states go first; a unit that would
    /// take the current state over it ends with an error and changes nothing.
    public static let sessionMemory = 1 << 30
    /// The most `set memory N` allows, in bytes (64 GiB).
    public static let maxSessionMemory = 64 << 30
    /// Closures scheduled on the main queue (`DispatchQueue.main.async`, `asyncAfter`, `Task`) run after one
    /// statement: work that schedules itself again forever ends with an error, and soon.
    public static let scheduledWork = 10_000
    /// Seconds of the playground's clock that scheduled work runs for after one statement: later work
    /// (a timer that schedules itself again, a poll) is not run, and a note says so.
    public static let scheduledHorizon = 60.0
    /// Nested calls of user functions and closures, and the other recursions the interpreter does for
    /// the program (initializers, default arguments, stored and lazy property initial values):
    /// deep recursion must not overflow the stack (`Evaluator.nested`).
    public static let callDepth = 1_000
    /// Elements in one array, range or dictionary built by Swift code.
    public static let collectionElements = 1_000_000
    /// Bytes in one string built by Swift code (`s += s` in a loop).
    public static let stringBytes = 10_000_000
    /// Elements (and group outlines) in one picture (`export svg`/`html`, `lps serve`): a picture
    /// of a million cells is megabytes no browser shows; the viewport view stays small.
    public static let pictureElements = 20_000

    static var helpLines: [String] {
        [
            "limits (a command beyond them fails with an error and changes nothing):",
            "  line length           \(lineLength) characters",
            "  identifier length     \(identifierLength) characters",
            "  identifiers/command   \(identifiersPerCommand) (ranges such as item1...item1000000)",
            "  range numbers         \(rangeDigits) digits (item1...item999999999999999999)",
            "  nesting depth         \(nestingDepth) levels of brackets, parentheses and calls",
            "  include depth         \(includeDepth) files (cycles are an error at any depth)",
            "  script lines          \(scriptLines) lines in one script or included file",
            "  script size           \(scriptBytes) bytes in one script or included file",
            "  session identifiers   \(sessionIdentifiers) (in all snapshots, outlines and lists together)",
            "  undo steps            \(undoSteps)",
            "  undo history          \(undoIdentifiers) identifiers kept alive (fewer steps with huge snapshots)",
            "  Swift brackets        \(swiftSquareBracketDepth) levels of '[' right inside '[', '(' or '<' or after a name ([[, a[b[)",
            "  Swift steps           \(evaluationSteps) statements, loop passes, calls, elements made and parts of values printed, compared or hashed in one unit (set steps N)",
            "  session memory        \(sessionMemory >> 20) MB held by the Swift values of the session and its undo history (set memory N, in MB; undo states go first)",
            "  Swift call depth      \(callDepth) nested calls of functions, closures, initializers, default arguments and property initial values",
            "  Swift scheduled work  \(scheduledWork) closures run after one statement (DispatchQueue.main.async, asyncAfter, Task),",
            "                        due within \(Format.number(scheduledHorizon)) s of the playground's clock after it",
            "  Swift collections     \(collectionElements) elements in one array, range or dictionary",
            "  picture elements      \(pictureElements) elements or groups in one picture (export svg/html; view: viewport draws fewer)",
            "  Swift strings         \(stringBytes) bytes in one string",
            "  fling boundaries      \(ResolvedLayout.maxFlingStops) page or group boundaries one fling passes",
            "layout limits (resolving a layout beyond them is an error):",
            "  sections              \(LayoutLimits.maxSections)",
            "  items per section     \(LayoutLimits.maxItemsPerSection)",
            "  group count           \(LayoutLimits.maxCount) (subitem:count:, repeatingSubitem:count:)",
            "  items per group       \(LayoutLimits.maxLeavesPerGroup)",
            "  group nesting         \(LayoutLimits.maxNestingDepth) levels",
            "  custom frames         \(LayoutLimits.maxCustomFrames) per group",
            "  lengths               \(formatNumber(LayoutLimits.maxLength)) points (sizes, spacings, insets, offsets, the container)",
            "  fractions             \(formatNumber(LayoutLimits.maxFraction)) (.fractionalWidth, .fractionalHeight)",
        ]
    }
}

/// An object of the session and its place in the listing (definition order; -1: hidden, none).
struct NamedObject: Sendable {
    var object: any ScriptObject
    var ordinal: Int
    /// A Swift `let` names it (see `Session.define`).
    var isConstant: Bool
}

/// A persistent (shared-tail) log, O(1) append without copying older states' logs.
final class LogNode: Sendable {
    let line: String
    let previous: LogNode?
    let count: Int
    init(line: String, previous: LogNode?) {
        self.line = line
        self.previous = previous
        count = (previous?.count ?? 0) + 1
    }
}

/// A note as `notes` lists it: its text (the message and any `= help:` line, without colour) and
/// the statement that first caused it.
public struct NoteRecord: Hashable, Sendable {
    public var text: String
    public var file: String
    public var line: Int
    public var source: String
}
