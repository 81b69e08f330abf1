import PlaygroundCore
import SwiftSyntax

/// An item of a block as the evaluator runs it, read from its syntax once (`Evaluator.blocksWithoutIf`): what it
/// is, and a `defer`'s body.
struct BlockItem {
    let node: CodeBlockItemSyntax
    let item: CodeBlockItemSyntax.Item
    let deferred: CodeBlockSyntax?

    init(_ node: CodeBlockItemSyntax) {
        self.node = node
        item = node.item
        if case .stmt(let stmt) = item, let d = stmt.as(DeferStmtSyntax.self) {
            deferred = d.body
        } else {
            deferred = nil
        }
    }
}

/// How a statement ended.
enum Flow {
    case normal
    case returned(Value)
    case breakLoop(String?)
    case continueLoop(String?)
}

/// Evaluates swift-syntax trees against a session: statements, expressions, declarations.
/// One evaluator runs one unit of source (one or more top-level statements); it works on its own
/// copy of the session, which replaces the real one only when the whole unit succeeds.
final class Evaluator {
    // The properties read or written in nearly every step are `@exclusivity(unchecked)`: Swift
    // checks accesses to a class's properties at run time (a call into the runtime for each, 3 %
    // of a long replay's evaluator instructions), and the evaluator never lets two overlap (it
    // runs on one thread and hands out no references to them).
    @exclusivity(unchecked) var session: Session
    let registry: Registry
    let chunk: SwiftChunk
    let location: SourceLocation
    let context: ExecutionContext
    @exclusivity(unchecked) var outputs: [Output] = []
    /// Work done so far (statements and calls); bounded by `stepLimit`.
    @exclusivity(unchecked) var steps = 0
    /// The session's step budget (`Settings.stepBudget`, `Limits.evaluationSteps` unless `set steps N`).
    let stepLimit: Int
    /// The step at which the working state's memory is next measured (`checkMemory`).
    @exclusivity(unchecked) var memoryCheckAt: Int
    /// This thread's count of the parts of values walks touched (see `ValueWork`).
    let valueWork = ValueWork.state
    /// Nested calls (user functions and closures), bounded by `Limits.callDepth`.
    @exclusivity(unchecked) var callDepth = 0
    /// Whether the unit changed the session (declarations, assignments, mutating calls).
    @exclusivity(unchecked) var mutated = false {
        // An assignment to a local variable changes no session value, but a closure may read it.
        didSet { if mutated { session.providerLayoutIsCurrent = false } }
    }
    /// The `self` of the innermost method, and its type.
    @exclusivity(unchecked) var selfStack: [SelfFrame] = []
    /// The error a `throw` of the program is propagating (its value, for `catch`), with the
    /// ScriptError that carries it up to the nearest `do`/`catch` or `try?` (or, uncaught, stops the run).
    var thrown: (error: ScriptError, value: Value)?
    /// The program's `throw`s so far (each error they make is told apart by its number).
    var throwCount = 0

    /// The value the program threw, when `e` is that throw (not one of the playground's own errors).
    func thrownValue(_ e: ScriptError) -> Value? {
        guard let thrown, case .thrownByProgram? = e.kind, thrown.error.kind == e.kind else { return nil }
        return thrown.value
    }
    /// The module the program calls into (UIKit). It keeps its own state while the unit runs; the
    /// interpreter's is the language's (scopes, call depth, steps, `self`).
    let host: any InterpreterHost
    /// The top-level variable whose initial value is being evaluated, while it is: the object the
    /// initializer makes is kept under its name (`let item = NSCollectionLayoutItem(...)`). Taken by the
    /// outermost construction (its arguments are made first).
    @exclusivity(unchecked) var initializingGlobal: (name: String, isLet: Bool)?
    /// The same for a local (`let group = ...` in a function): the object is shown by its name.
    @exclusivity(unchecked) var initializingLocal: String?
    /// The kinds of inert names this unit used first (one note at its end: see `noteInert`).
    @exclusivity(unchecked) var inertNoted: [String] = []
    /// The unit's syntax tree (errors that belong to no node point at its start).
    var anchor = Syntax(SwiftFrontEnd.emptyFile) { didSet { anchorRootID = anchor.root.id } }
    /// The id of `anchor`'s root, kept with it: `isThisUnit` (asked for every source range) compared
    /// it with each node's root, and finding a root is a walk.
    private(set) var anchorRootID = Syntax(SwiftFrontEnd.emptyFile).root.id
    /// The unit's part of its tree, when the tree holds a run of units (nil: the whole tree).
    var unitSpan: Range<AbsolutePosition>?
    /// The declared result type of each running function or getter: the context of `return .member`.
    var returnTypes: [TypeSyntax?] = []
    /// The texts of other units whose code runs in this one (for error positions).
    var declaringChunks: [SyntaxIdentifier: SwiftChunk] = [:]
    struct SelfFrame {
        var value: Value
        var typeName: String
        var isStatic: Bool
        /// Running one of the type's initializers (its own properties' observers are not called).
        var isInitializer = false
    }
    /// The element type a `map`/`compactMap` closure's result takes from the array type the call is given to
    /// (`comments: [Comment]` given `titles.map { .init(comment: $0) }`), by the closure's syntax.
    var closureResultHint: (closure: SyntaxIdentifier, type: TypeSyntax)?
    /// The generic arguments written where a generic class is made (`Adapter<HomeSection>(...)`), until its
    /// instance takes them.
    var pendingGenericArguments: (typeName: String, arguments: [String])?
    /// While the arguments of `Box<Kind>(items: [.a(1)])` are read: the generic parameters the call names
    /// (`Element` is `Kind`), so that the initializer's parameter types give its arguments their types.
    var genericBindings: [String: String] = [:]
    /// The call sites run more than once so far, by their syntax node (`CallSite`), and those run once.
    var callSites: [SyntaxIdentifier: CallSite] = [:]
    /// Leading-dot UIKit values of literals evaluated so far, by their node (`ConstantHostValue`).
    var constantHostValues: [SyntaxIdentifier: ConstantHostValue] = [:]
    /// Whether the program declares a type or an alias named as one of UIKit's, in the state the stamp names.
    var hostTypesNamed: (stamp: DeclarationsStamp, any: Bool)?
    var callsRunOnce: Set<SyntaxIdentifier> = []
    /// Blocks run so far that hold no `#if`, by their node, as the list of their items (which keeps
    /// the node's tree, so its id stays its own): a block run again walks an array, not the syntax.
    var blocksWithoutIf: [SyntaxIdentifier: [BlockItem]] = [:]
    /// Those of them that declare a local function (see `hoistLocalFunctions`).
    var blocksWithLocalFunctions: Set<SyntaxIdentifier> = []
    /// Binary operations and assignments run so far, by their node, as read from their syntax (`binaryParts`).
    var binaryPartsRead: [SyntaxIdentifier: BinaryParts] = [:]
    /// Local `let`/`var` declarations run so far, by their node, as read from their syntax (`LocalDeclaration`).
    var localDeclarations: [SyntaxIdentifier: LocalDeclaration] = [:]
    /// The calls function references make (`map(Item.init)`), parsed once per shape, and the
    /// reference each call being made belongs to, by the call's tree (`FunctionReferences.swift`).
    var referenceCalls: [String: ExprSyntax] = [:]
    var referenceAnchors: [SyntaxIdentifier: Syntax] = [:]
    /// Type syntax made for a type's member type by its qualified name (`DetailStrings.Keys`), once each
    /// (see `memberTypeHint`).
    var memberTypeSyntaxes: [String: TypeSyntax] = [:]
    /// Whether the program's declarations (in the state the stamp names) include a nested type or alias.
    var nestedNames: (stamp: DeclarationsStamp, any: Bool)?
    /// Properties (`Type.name`, or a global's name) whose observers are running: setting one of them
    /// there does not call them again, as in Swift.
    var observing: Set<String> = []

    init(
        session: Session, registry: Registry, chunk: SwiftChunk, location: SourceLocation, context: ExecutionContext,
        host: any InterpreterHost
    ) {
        self.session = session
        self.host = host
        self.registry = registry
        self.chunk = chunk
        self.location = location
        self.context = context
        stepLimit = session.settings.stepBudget
        memoryCheckAt = Self.firstMemoryCheck(session)
        ValueWork.reset()
        valueWork.limit = stepLimit
        valueWork.isInterrupted = context.isInterrupted
    }

    // MARK: Errors and positions

    func range(_ node: some SyntaxProtocol) -> ColumnRange {
        session.work.syntaxRanges += 1
        let node = placed(Syntax(node))
        return declaringChunk(of: Syntax(node))?.chunk.range(node) ?? chunk.range(node)
    }

    /// Whether `node` is code of the unit being run (not of a function declared in another unit,
    /// which may be an earlier unit of the same run of units parsed together).
    func isThisUnit(_ node: Syntax) -> Bool {
        isThisUnit(node, rootID: node.root.id)
    }

    /// The same, with the node's root already found.
    func isThisUnit(_ node: Syntax, rootID: SyntaxIdentifier) -> Bool {
        guard rootID == anchorRootID else { return false }
        guard let unitSpan else { return true }
        return unitSpan.contains(node.position)
    }

    func error(
        _ message: String, at node: some SyntaxProtocol, help: String? = nil, notes: [String] = [],
        exception: String? = nil
    ) -> ScriptError {
        let node = placed(Syntax(node))
        let root = node.root
        if !isThisUnit(Syntax(node)), let source = session.swift.sources[root.id] {
            // A node of code declared in another unit (a function body): placed in that unit's text.
            let other = SwiftChunk(text: source.text)
            let e = ScriptError(
                message, at: other.range(node), help: help,
                notes: notes + ["while running \(location.file):\(location.line)"], exception: exception)
            return other.locate(e, file: source.file, firstLine: source.firstLine)
        }
        return ScriptError(message, at: range(node), help: help, notes: notes, exception: exception)
    }

    /// An error with no place that `body` throws (a layout pass a member read started, as UIKit lays out when
    /// `tableView.contentSize` is read): placed at `node`, the code whose read started it.
    func placing<T>(at node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let e as ScriptError where e.range == nil && e.location == nil {
            var placed = error(e.message, at: node, help: e.help, notes: e.notes, exception: e.exception)
            placed.kind = e.kind
            throw placed
        }
    }

    /// Runs `body` one level deeper in the one depth budget every recursion the interpreter does
    /// on the program's behalf shares (calls, initializers, default arguments, stored-property
    /// initial values): `class C { let c = C() }` ends with the limit's error, not with the end of
    /// the native stack.
    func nested<T>(at node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= Limits.callDepth else {
            throw error(
                "calls are nested \(Limits.callDepth) deep; the limit is \(Limits.callDepth)", at: node,
                help: "an endless recursion? see 'help limits'")
        }
        return try body()
    }

    /// `file:line:column` of `node`, for a message that points at code other than the line it is printed for.
    func site(of node: some SyntaxProtocol) -> String {
        let at = place(of: node)
        return "\(at.file):\(at.line)" + (at.column.map { ":\($0)" } ?? "")
    }

    /// The file, line and column of `node` (no column when only the statement's line is known).
    func place(of node: some SyntaxProtocol) -> (file: String, line: Int, column: Int?) {
        let root = Syntax(node).root
        guard let source = session.swift.sources[root.id] else { return (location.file, location.line, nil) }
        let text = declaringChunks[root.id] ?? SwiftChunk(text: source.text)
        declaringChunks[root.id] = text
        let placed = text.locate(ScriptError("", at: text.range(node)), file: source.file, firstLine: source.firstLine)
        guard let at = placed.location else { return (location.file, location.line, nil) }
        return (at.file, at.line, placed.range?.start)
    }

    /// How the step limit's error begins (a layout that runs over every element adds why it may be reached).
    static let stepLimitPrefix = "the statement ran "

    func tick(_ node: some SyntaxProtocol) throws {
        if valueWork.isPending { try foldValueWork(at: node) }
        // The backstop for a recursion no depth budget counts yet: stop while the stack has room
        // (asked every 8 steps: fewer levels than the reserve holds).
        if steps & 7 == 0, StackRoom.isLow {
            throw error(
                "the evaluation is nested too deeply for the playground's stack", at: node,
                help: "an endless recursion? see 'help limits'")
        }
        steps += 1
        if steps > stepLimit {
            throw error(
                Self.stepLimitPrefix + "\(stepLimit) steps without finishing; the limit is \(stepLimit)",
                at: node, help: "an endless loop or recursion? see 'help limits'")
        }
        if steps & 0x3FF == 0 {
            if context.isInterrupted() { throw error("interrupted", at: node) }
            if steps >= memoryCheckAt { try checkMemory(at: node) }
        }
    }

    /// Builtin work that makes `count` elements (an array from a range or `Array(repeating:count:)`,
    /// joined arrays and strings, `enumerated`, `zip`...) counts `count` steps: without it one
    /// statement could make 1,000,000 elements per step and hold memory without bound
    /// (`for i in 0..<300 { a.append(Array(repeating: i, count: 1_000_000)) }` held 2.4 GB).
    func charge(_ count: Int, at node: some SyntaxProtocol) throws {
        guard count > 0 else { return }
        let before = steps
        steps += Swift.min(count, stepLimit)
        if steps > stepLimit {
            throw error(
                "the statement ran \(stepLimit) steps without finishing; the limit is \(stepLimit)",
                at: node,
                help: "steps count statements, loop passes, calls and the elements builtins make; see 'help limits'")
        }
        // Polled once per 1,024 steps crossed, as a loop of that many steps would be: a caller that
        // counts polls (the fuzzers' work budget) sees the elements as the work they are.
        for _ in 0..<(steps >> 10) - (before >> 10) where context.isInterrupted() {
            throw error("interrupted", at: node)
        }
        if steps >= memoryCheckAt { try checkMemory(at: node) }
    }

    /// Text a builtin makes counts one step per 16 bytes (an array element is a reference of 8
    /// bytes and often a box of 32 more): `for _ in 0..<1000 { a.append(s + s) }` with a 5 MB `s`
    /// ends with the step limit instead of holding 10 GB.
    func chargeBytes(_ bytes: Int, at node: some SyntaxProtocol) throws {
        try charge((bytes + 15) / 16, at: node)
    }

    // MARK: Top level

    /// A name or a chain of member reads (`item.layoutSize.widthDimension`, `layout?.configuration`):
    /// nothing in it can change the session.
    /// Whether the chain starts at a computed global (its getter is code that may change things).
    func readsComputedGlobal(_ expr: ExprSyntax) -> Bool {
        var e = expr
        while true {
            if let r = e.as(DeclReferenceExprSyntax.self) {
                return session.swift.computedGlobals.contains(r.baseName.text)
            }
            if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
                e = base
                continue
            }
            if let o = e.as(OptionalChainingExprSyntax.self) {
                e = o.expression
                continue
            }
            if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = f.expression
                continue
            }
            return false
        }
    }

    static func isPureRead(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) { return true }
        if let m = expr.as(MemberAccessExprSyntax.self) { return m.base.map(isPureRead) ?? true }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return isPureRead(o.expression) }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return isPureRead(f.expression) }
        return false
    }

    /// Runs the top-level items of a unit; prints the value of a bare expression, as a REPL does.
    func runTopLevel(_ items: some Sequence<CodeBlockItemSyntax>) throws {
        // `#if`: the clause Swift compiles runs here, as if written in its place.
        if hasConditionalCompilation(items) { return try runTopLevel(activeItems(items)) }
        // Types and functions are visible to the whole unit, as in a Swift file.
        for item in items {
            if case .decl(let decl) = item.item { try declareType(decl, global: true) }
        }
        let scope: Scope? = nil
        for item in items {
            try tick(item)
            switch item.item {
            case .decl(let decl):
                if decl.is(VariableDeclSyntax.self) {
                    try declareVariable(decl.cast(VariableDeclSyntax.self), in: scope)
                }
            case .stmt(let stmt):
                let flow = try execute(stmt, in: scope)
                if case .returned = flow { throw error("'return' outside a function", at: stmt) }
                if case .breakLoop = flow { throw error("'break' outside a loop or switch", at: stmt) }
                if case .continueLoop = flow { throw error("'continue' outside a loop", at: stmt) }
            case .expr(let expr):
                if let ref = expr.as(DeclReferenceExprSyntax.self), !isDefined(ref.baseName.text, in: nil) {
                    // A word alone on a line: most likely a mistyped command.
                    throw error("unknown command or name '\(ref.baseName.text)'", at: ref)
                        .suggesting(
                            ref.baseName.text, from: registry.allCommandNames + session.names + registry.allTypeNames)
                }
                // Reading a property (`item.layoutSize`) may make a temporary object to print; the
                // session is left as it was, so a read is no undo step and not in the saved session.
                let unchanged = !mutated && Self.isPureRead(expr) && !readsComputedGlobal(expr) ? session : nil
                let value = try evaluateTopLevelExpression(expr)
                // A call of unmodelled API (`spinner.startAnimating()`) has no result worth showing: the note names it.
                let inertCall: Bool = if case .inert = value { expr.is(FunctionCallExprSyntax.self) } else { false }
                if !isVoidLike(value), !isAssignment(expr), !inertCall {
                    printResult(value, expr: expr)
                    try foldValueWork(at: expr)
                }
                if let unchanged {
                    session = unchanged
                    mutated = false
                }
            }
            // The statement is done: what UIKit does on the next turn of the run loop happens now.
            try host.statementEnded(evaluator: self)
            try foldValueWork(at: item)
        }
    }

    private func evaluateTopLevelExpression(_ expr: ExprSyntax) throws -> Value {
        try evaluate(expr, in: nil)
    }

    private func isVoidLike(_ v: Value) -> Bool {
        if case .void = v { return true }
        return false
    }

    private func isAssignment(_ expr: ExprSyntax) -> Bool {
        guard let parts = BinaryParts(expr) else { return false }
        return ["=", "+=", "-=", "*=", "/=", "%="].contains(parts.operatorText)
    }

    func printResult(_ value: Value, expr: some SyntaxProtocol) {
        if session.settings.json {
            outputs.append(.text(json(value).serialized()))
        } else {
            outputs += describeLines(value).map { .text($0) }
        }
    }

    // MARK: Statements

    func execute(block items: CodeBlockItemListSyntax, in scope: Scope?) throws -> Flow {
        let inner = Scope(parent: scope)
        return try execute(items: items, in: inner)
    }

    func execute(items: CodeBlockItemListSyntax, in scope: Scope) throws -> Flow {
        // A block run again (a loop's, a closure's) was looked at for `#if` once.
        if let known = blocksWithoutIf[items.id] {
            if blocksWithLocalFunctions.contains(items.id) { hoistLocalFunctions(known, in: scope) }
            return try executeResolved(known, in: scope)
        }
        if hasConditionalCompilation(items) {
            let active = try activeItems(items).map(BlockItem.init)
            hoistLocalFunctions(active, in: scope)
            return try executeResolved(active, in: scope)
        }
        let known = items.map(BlockItem.init)
        blocksWithoutIf[items.id] = known
        if known.contains(where: { $0.item.is(FunctionDeclSyntax.self) }) {
            blocksWithLocalFunctions.insert(items.id)
            hoistLocalFunctions(known, in: scope)
        }
        return try executeResolved(known, in: scope)
    }

    /// A block's local functions are declared before its statements run: Swift lets a statement call one
    /// declared further down (`setupViews()` above `func setupViews() { ... }` in `viewDidLoad`).
    private func hoistLocalFunctions(_ items: [BlockItem], in scope: Scope) {
        for item in items {
            if let f = item.item.as(FunctionDeclSyntax.self) { declareLocalFunction(f, in: scope) }
        }
    }

    /// A local function: a closure over the scope it is declared in.
    private func declareLocalFunction(_ f: FunctionDeclSyntax, in scope: Scope) {
        scope[f.name.text] = .function(functionValue(f, captured: scope, selfValue: nil, typeName: nil))
    }

    /// A new instance of a class on the session's heap (the program's or a UIKit class the playground
    /// keeps as fields): a change of the session.
    func newInstance(typeName: String, fields: [String: Value] = [:]) -> Value {
        .object(newInstanceID(typeName: typeName, fields: fields))
    }

    /// The same, as the instance's number on the heap.
    func newInstanceID(typeName: String, fields: [String: Value] = [:]) -> Int {
        let id = session.swift.nextObject
        session.swift.nextObject += 1
        session.swift.heap[id] = ClassInstance(typeName: typeName, fields: fields)
        mutated = true
        return id
    }

    /// A declaration inside a block: a variable, a local function (a closure over this scope) or a type.
    func declareLocal(_ decl: DeclSyntax, in scope: Scope) throws {
        if let v = decl.as(VariableDeclSyntax.self) {
            try declareVariable(v, in: scope)
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            declareLocalFunction(f, in: scope)
        } else {
            try declareType(decl, global: false)
        }
    }

    /// Runs a block's items, each `#if` already resolved to the clause Swift compiles.
    private func executeResolved(_ items: [BlockItem], in scope: Scope) throws -> Flow {
        var deferred: [CodeBlockSyntax] = []
        defer {
            for block in deferred.reversed() { _ = try? execute(block: block.statements, in: scope) }
        }
        for item in items {
            try tick(item.node)
            switch item.item {
            case .decl(let decl):
                try declareLocal(decl, in: scope)
            case .stmt(let stmt):
                if let d = item.deferred {
                    deferred.append(d)
                    continue
                }
                let flow = try execute(stmt, in: scope)
                if case .normal = flow { continue }
                return flow
            case .expr(let expr):
                _ = try evaluate(expr, in: scope)
            }
        }
        return .normal
    }

    /// Runs a statement: one switch over every kind of statement swift-syntax has.
    func execute(_ stmt: StmtSyntax, in scope: Scope?) throws -> Flow {
        switch stmt.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let s): return try executeExpressionStatement(s.expression, in: scope)
        case .returnStmt(let r):
            guard let e = r.expression else { return .returned(.void) }
            return .returned(try evaluate(e, in: scope, hint: returnTypes.last ?? nil))
        case .guardStmt(let g):
            let target = scope ?? Scope(parent: nil)
            if try conditionsHold(g.conditions, bindingInto: target) {
                if scope == nil { try promoteToGlobals(target) }
                return .normal
            }
            let flow = try execute(block: g.body.statements, in: scope)
            if case .normal = flow { throw error("'guard' body must not fall through", at: g.guardKeyword) }
            return flow
        case .forStmt(let f): return try executeFor(f, in: scope, label: nil)
        case .whileStmt(let w): return try executeWhile(w, in: scope, label: nil)
        case .repeatStmt(let r): return try executeRepeat(r, in: scope, label: nil)
        case .breakStmt(let b): return .breakLoop(b.label?.text)
        case .continueStmt(let c): return .continueLoop(c.label?.text)
        case .labeledStmt(let l):
            let label = l.label.text
            switch l.statement.as(StmtSyntaxEnum.self) {
            case .forStmt(let f): return try executeFor(f, in: scope, label: label)
            case .whileStmt(let w): return try executeWhile(w, in: scope, label: label)
            case .repeatStmt(let r): return try executeRepeat(r, in: scope, label: label)
            default:
                let flow = try execute(l.statement, in: scope)
                if case .breakLoop(label) = flow { return .normal }
                return flow
            }
        case .doStmt(let d):
            guard !d.catchClauses.isEmpty else { return try execute(block: d.body.statements, in: scope) }
            do { return try execute(block: d.body.statements, in: scope) } catch let e as ScriptError {
                guard let value = thrownValue(e) else { throw e }
                thrown = nil
                // The first clause that takes any error (`catch`, `catch let e`); clauses with patterns are not modelled.
                for clause in d.catchClauses {
                    let inner = Scope(parent: scope)
                    if clause.catchItems.isEmpty {
                        inner["error"] = value
                    } else if clause.catchItems.count == 1, let item = clause.catchItems.first, item.whereClause == nil,
                        let binding = item.pattern?.as(ValueBindingPatternSyntax.self),
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    {
                        inner[name] = value
                    } else {
                        throw error(
                            "a catch clause with a pattern is not modelled by the playground", at: clause.catchKeyword,
                            help: "use 'catch' or 'catch let error' and inspect the error inside")
                    }
                    return try execute(items: clause.body.statements, in: inner)
                }
                throw e
            }
        case .throwStmt(let t):
            let value = try evaluate(t.expression, in: scope)
            // `throw error` names the value thrown, not the variable (`throw LoadError.failed` names both).
            let what =
                t.expression.is(DeclReferenceExprSyntax.self)
                ? description(value, nested: true) : t.expression.trimmedDescription
            var e = error("the script threw an error: \(what)", at: t)
            throwCount += 1
            e.kind = .thrownByProgram(throwCount)
            thrown = (e, value)
            throw e
        case .deferStmt: return .normal
        case .discardStmt, .fallThroughStmt, .missingStmt, .yieldStmt: break
        default: break  // the experimental kinds swift-syntax keeps behind an SPI (`then`)
        }
        throw error(
            "this statement is not supported by the playground", at: stmt,
            help: "see 'help swift' for the supported subset")
    }

    /// `if`/`switch` as statements return their control flow.
    private func executeExpressionStatement(_ expr: ExprSyntax, in scope: Scope?) throws -> Flow {
        if let i = expr.as(IfExprSyntax.self) { return try executeIf(i, in: scope) }
        if let s = expr.as(SwitchExprSyntax.self) { return try executeSwitch(s, in: scope) }
        _ = try evaluate(expr, in: scope)
        return .normal
    }

    /// `asExpression`: an `if` used as a value (SE-0380: `let x = if c { 1 } else { 2 }`, a body that is only an
    /// `if`): the branch taken gives its single expression's value (`hint`: the type it is expected to have).
    func executeIf(_ node: IfExprSyntax, in scope: Scope?, asExpression: Bool = false, hint: TypeSyntax? = nil)
        throws -> Flow
    {
        let inner = Scope(parent: scope)
        if try conditionsHold(node.conditions, bindingInto: inner) {
            if asExpression, let e = Self.singleExpression(node.body.statements) {
                return .returned(try evaluate(e, in: inner, hint: hint))
            }
            return try execute(items: node.body.statements, in: inner)
        }
        switch node.elseBody {
        case .ifExpr(let next): return try executeIf(next, in: scope, asExpression: asExpression, hint: hint)
        case .codeBlock(let block):
            if asExpression, let e = Self.singleExpression(block.statements) {
                return .returned(try evaluate(e, in: Scope(parent: scope), hint: hint))
            }
            return try execute(block: block.statements, in: scope)
        case nil: return .normal
        }
    }

    /// The one expression of a body or branch whose value Swift gives: an expression, or an `if` or `switch` written
    /// as a statement, which is then an expression too (SE-0380). Nil for anything else (several statements, a
    /// `return`, a declaration).
    static func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let only = items.first else { return nil }
        switch only.item {
        case .expr(let e): return e
        case .stmt(let s):
            guard let e = s.as(ExpressionStmtSyntax.self)?.expression,
                e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self)
            else { return nil }
            return e
        default: return nil
        }
    }

    private func executeFor(_ node: ForStmtSyntax, in scope: Scope?, label: String?) throws -> Flow {
        let sequence = try evaluate(node.sequence, in: scope)
        let elements = try iterate(sequence, at: node.sequence)
        for element in elements {
            try tick(node)
            let inner = Scope(parent: scope)
            guard try bind(pattern: node.pattern, to: element, in: inner, at: node.pattern) else { continue }
            if let whereClause = node.whereClause {
                guard try truth(try evaluate(whereClause.condition, in: inner), at: whereClause.condition) else {
                    continue
                }
            }
            switch try execute(items: node.body.statements, in: inner) {
            case .normal: continue
            case .returned(let v): return .returned(v)
            case .breakLoop(let l): if l == nil || l == label { return .normal } else { return .breakLoop(l) }
            case .continueLoop(let l): if l == nil || l == label { continue } else { return .continueLoop(l) }
            }
        }
        return .normal
    }

    private func executeWhile(_ node: WhileStmtSyntax, in scope: Scope?, label: String?) throws -> Flow {
        while true {
            try tick(node)
            let inner = Scope(parent: scope)
            guard try conditionsHold(node.conditions, bindingInto: inner) else { return .normal }
            switch try execute(items: node.body.statements, in: inner) {
            case .normal: continue
            case .returned(let v): return .returned(v)
            case .breakLoop(let l): if l == nil || l == label { return .normal } else { return .breakLoop(l) }
            case .continueLoop(let l): if l == nil || l == label { continue } else { return .continueLoop(l) }
            }
        }
    }

    private func executeRepeat(_ node: RepeatStmtSyntax, in scope: Scope?, label: String?) throws -> Flow {
        while true {
            try tick(node)
            switch try execute(block: node.body.statements, in: scope) {
            case .normal: break
            case .returned(let v): return .returned(v)
            case .breakLoop(let l): if l == nil || l == label { return .normal } else { return .breakLoop(l) }
            case .continueLoop(let l): if l == nil || l == label { break } else { return .continueLoop(l) }
            }
            guard try truth(try evaluate(node.condition, in: scope), at: node.condition) else { return .normal }
        }
    }

    /// `if`/`while`/`guard` conditions: expressions, `let x = optional`, `case pattern = value`.
    func conditionsHold(_ conditions: ConditionElementListSyntax, bindingInto scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let e):
                guard try truth(try evaluate(e, in: scope), at: e) else { return false }
            case .optionalBinding(let b):
                let value: Value
                if let initializer = b.initializer {
                    value = try evaluate(initializer.value, in: scope)
                } else if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    value = try lookup(name, at: b.pattern, in: scope)
                } else {
                    throw error("cannot bind this pattern", at: b.pattern)
                }
                if value.isNone { return false }
                if case .inert(let what) = value { noteInertBinding(what) }
                guard try bind(pattern: b.pattern, to: value, in: scope, at: b.pattern) else { return false }
            case .matchingPattern(let m):
                let value = try evaluate(m.initializer.value, in: scope)
                guard try bind(pattern: m.pattern, to: value, in: scope, at: m.pattern) else { return false }
            case .availability:
                continue
            @unknown default:
                throw error("this condition is not supported by the playground", at: element)
            }
        }
        return true
    }

    /// `guard let x = <an unmodelled value>` / `if let`: whether UIKit's value would be nil is not known. The
    /// value is bound (it stays inert: where it would shape the layout or the data, that use is the error) and
    /// the branch runs as if it were present, which a note says once, naming the first such value. The same
    /// for `value != nil` / `== nil` (`comparison`), said once of its own.
    func noteInertBinding(_ what: String, comparison: String? = nil) {
        let key = comparison == nil ? "inert binding" : "inert nil comparison"
        guard !session.swift.shownNotes.contains(key) else { return }
        session.swift.shownNotes.insert(key)
        mutated = true
        let construct = comparison.map { "'\($0) nil'" } ?? "'if let'/'guard let'"
        let remark = Remark(
            .note,
            "\(construct) took the unmodelled value '\(what)' as present (not nil): "
                + "its branch ran as it would if UIKit gave a value",
            help: "the value itself stays unmodelled; see 'help swift'")
        outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: context.color), severity: .note))
    }

    /// The type Swift infers for `var data = [WaterfallData]()`: `[WaterfallData]`, so that
    /// `data.append(.init(id: 1))` has its element type as context, as if it were written.
    static func impliedArrayType(_ initializer: ExprSyntax?) -> TypeSyntax? {
        guard let call = initializer?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil,
            let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
            let element = array.elements.first?.expression.as(DeclReferenceExprSyntax.self),
            element.baseName.text.first?.isUppercase == true
        else { return nil }
        return TypeSyntax(
            ArrayTypeSyntax(element: TypeSyntax(IdentifierTypeSyntax(name: .identifier(element.baseName.text)))))
    }

    func truth(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case .bool(let b) = value else {
            if case .inert(let what) = value {
                throw error(
                    "'\(what)' is not modelled by the playground (a \(InertOrigin.kind(what))), and the condition "
                        + "needs its value", at: node, help: InertOrigin.help(what))
            }
            throw error("a condition must be a Bool, found \(typeName(of: value))", at: node)
        }
        return b
    }

    /// Variables bound by a top-level `guard let` become globals (as in a Swift script).
    private func promoteToGlobals(_ scope: Scope) throws {
        for (name, value) in scope.variables.sorted(by: { $0.key < $1.key }) {
            defineGlobal(name, value, constant: true)
        }
    }

    // MARK: Variables

    /// Whether this unit is a Swift file an `include` reads (an app's file, whose globals Swift initializes
    /// lazily), not the script or the REPL (top-level code, run in order).
    var isIncludedSwiftFile: Bool { context.includeStack.count > 1 && location.file.hasSuffix(".swift") }

    /// Whether `expr` names something nothing declares yet (a global or type of a file included later).
    func namesUndeclared(_ expr: ExprSyntax) -> Bool {
        final class Names: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if case .identifier = node.baseName.tokenKind { names.append(node.baseName.text) }
                return .visitChildren
            }
        }
        let visitor = Names(viewMode: .sourceAccurate)
        visitor.walk(expr)
        // (A type of Apple's frameworks, `JSONDecoder`, is not one the program declares later.)
        return visitor.names.contains {
            $0.first?.isUppercase == true && !isDefined($0, in: nil) && !Self.hasAppleFrameworkPrefix($0)
                && InertOrigin.framework(of: $0) == nil
        }
    }

    /// A global initialized on first use: the first read evaluates its initializer and keeps the value, as
    /// Swift does for a global of a file other than main.swift.
    func lazyGlobal(_ name: String, _ initializer: ExprSyntax, hint: TypeSyntax?, isLet: Bool) -> Value {
        .function(
            FunctionValue(
                name: name, parameters: [],
                body: .builtin { ctx, _ in
                    let e = ctx.evaluator
                    let value = e.copyOnAssign(
                        try e.convert(try e.evaluate(initializer, in: nil, hint: hint), to: hint, at: initializer))
                    e.session.swift.computedGlobals.remove(name)
                    e.defineGlobal(name, value, constant: isLet)
                    if let hint { e.session.swift.globalTypes[name] = hint }
                    return value
                }, captured: nil))
    }

    func declareVariable(_ decl: VariableDeclSyntax, in scope: Scope?) throws {
        if let scope {
            let declaration = localDeclaration(decl)
            if let local = declaration.plain { return try declare(local, of: declaration, in: scope) }
        }
        let isLet = decl.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in decl.bindings {
            let observers = PropertyObservers(binding.accessorBlock)
            if observers != nil, scope != nil {
                throw error(
                    "a local variable with willSet/didSet is not modelled; use a property or a global", at: binding)
            }
            if let accessors = binding.accessorBlock, observers == nil, scope == nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                // A global computed variable: a function without arguments.
                let body = try getterBody(accessors)
                defineGlobal(
                    name, .function(FunctionValue(name: name, parameters: [], body: .block(body), captured: nil)),
                    constant: true)
                session.swift.computedGlobals.insert(name)
                continue
            }
            var value: Value
            let hint = binding.typeAnnotation?.type
            if let hint { try checkTypeExists(hint) }
            if scope == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                registry.globalNames.contains(name), let hint,
                binding.initializer.map({ $0.value.is(NilLiteralExprSyntax.self) }) ?? true
            {
                // `var dataSource: UICollectionViewDiffableDataSource<Section, Item>!` (with or without
                // `= nil`), as a view controller's stored property is pasted: the name is declared and
                // assigned later; the playground's own object stays in place until then.
                try declareBuiltInSlot(name, hint: hint, isLet: isLet, at: binding.pattern)
                continue
            }
            if scope == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                registry.globalNames.contains(name), let initializer = binding.initializer
            {
                // `let layout = UICollectionViewCompositionalLayout(...)`, `let dataSource = ...` at the top
                // level, as pasted from a function body: the playground's own object becomes the one declared.
                try declareBuiltIn(name, initializer: initializer.value, hint: hint, at: binding.pattern)
                // Declared `let`, it is a constant as in Swift: `layout = ...` later is refused (see `builtInConstantAssignment`).
                if isLet { session.swift.constants.insert(name) } else { session.removeConstant(name) }
                continue
            }
            if scope == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let initializer = binding.initializer, session[name] == nil, session.swift.globals[name] == nil,
                host.constructionTarget(initializer.value, evaluator: self, in: nil) != nil
            {
                // `let item = NSCollectionLayoutItem(...)` at the top level: the object is made under the
                // variable's name, as the playground's own definitions are (no second name to keep).
                try checkDefinableGlobal(name, at: binding.pattern)
                initializingGlobal = (name, isLet)
                defer { initializingGlobal = nil }
                let made = try evaluate(initializer.value, in: nil, hint: hint)
                if case .uikit(.named(name)) = made {
                    // (Made under the name, the object's entry already says whether it is a `let`.)
                    if isLet, !session.isConstant(name) { session.swift.constants.insert(name) }
                    mutated = true
                    continue
                }
                value = try convert(made, to: hint, at: initializer.value)
            } else if scope == nil, let initializer = binding.initializer,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, isIncludedSwiftFile
            {
                // A global of an app's file (`include "Emoji.swift"`): Swift initializes it on first use, so it
                // may name what a file included later declares. Made now when it can be; when it cannot and it
                // names something not declared yet, made on first use (see `lazyGlobal`).
                let (outputMark, notedMark) = (outputs.count, inertNoted)
                var made: Value?
                do {
                    made = try convert(
                        try evaluate(initializer.value, in: nil, hint: hint), to: hint, at: initializer.value)
                } catch is ScriptError where namesUndeclared(initializer.value) {
                    made = nil
                }
                // Failed, or unmodelled only because of a name not declared yet: made on first use instead, and
                // what the attempt noted (the undeclared name as unmodelled) is not said. (A failure was let
                // through above only when it names one.)
                guard let made, made.unmodelled == nil || !namesUndeclared(initializer.value) else {
                    outputs.removeSubrange(outputMark...)
                    inertNoted = notedMark
                    try checkDefinableGlobal(name, at: binding.pattern)
                    defineGlobal(name, lazyGlobal(name, initializer.value, hint: hint, isLet: isLet), constant: true)
                    session.swift.computedGlobals.insert(name)
                    continue
                }
                value = made
            } else if let initializer = binding.initializer {
                // An object made for a local (`let group = ...` in `func createLayout()`) is shown by that
                // name in drawings, `explain` and messages, as a top-level one is.
                // (The cheaper question first: most such locals are made by a plain call, which it answers.)
                let local = scope == nil ? nil : binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                if let local,
                    host.isConstruction(initializer.value, evaluator: self, in: scope)
                        || host.constructionTarget(initializer.value, evaluator: self, in: scope) != nil
                {
                    initializingLocal = local
                }
                defer { initializingLocal = nil }
                value = try evaluate(initializer.value, in: scope, hint: hint)
                value = try convert(value, to: hint, at: initializer.value)
            } else if let hint {
                value = defaultValue(for: hint)
            } else {
                throw error("a variable needs a type or an initial value", at: binding)
            }
            value = copyOnAssign(value)
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if let scope {
                    scope[name] = value
                    // A `let` without a value (`let x: Int`) is given one later, once (Swift checks the once).
                    scope.setConstant(name, isLet && binding.initializer != nil)
                    scope.setDeclaredType(name, hint ?? Self.impliedArrayType(binding.initializer?.value))
                } else {
                    try checkDefinableGlobal(name, at: binding.pattern)
                    defineGlobal(name, value, constant: isLet)
                    session.swift.globalObservers[name] = observers
                    if hint != nil || session.swift.globalTypes[name] != nil { session.swift.globalTypes[name] = hint }
                }
            } else if binding.pattern.is(WildcardPatternSyntax.self) {
                continue
            } else {
                let target = scope ?? Scope(parent: nil)
                guard try bind(pattern: binding.pattern, to: value, in: target, at: binding.pattern) else {
                    throw error("the value does not match this pattern", at: binding.pattern)
                }
                if scope == nil {
                    for (name, v) in target.variables.sorted(by: { $0.key < $1.key }) {
                        defineGlobal(name, v, constant: isLet)
                    }
                }
            }
        }
    }

    /// What a local declaration says, read from its syntax once per evaluator (a closure's `let`s run
    /// once per call: a section provider's, once per section).
    private func localDeclaration(_ decl: VariableDeclSyntax) -> LocalDeclaration {
        if let known = localDeclarations[decl.id] { return known }
        let made = LocalDeclaration(decl)
        if let plain = made.plain { made.mayConstruct = host.mayConstruct(plain.initializer) }
        localDeclarations[decl.id] = made
        session.work.localDeclarationReads += 1
        return made
    }

    /// `let name: Type = value` in a scope, as `declareVariable` runs it (see `LocalDeclaration`).
    private func declare(_ local: LocalDeclaration.Plain, of declaration: LocalDeclaration, in scope: Scope) throws {
        if let hint = local.hint, declaration.typeFound !== session.swift.declarations {
            try checkTypeExists(hint)
            if isFoundAnywhere(hint) { declaration.typeFound = session.swift.declarations }
        }
        var value: Value
        do {
            // An object made for a local is shown by its name (see `declareVariable`).
            if declaration.mayConstruct,
                host.isConstruction(local.initializer, evaluator: self, in: scope)
                    || host.constructionTarget(local.initializer, evaluator: self, in: scope) != nil
            {
                initializingLocal = local.name
            }
            defer { initializingLocal = nil }
            value = try evaluate(local.initializer, in: scope, hint: local.hint)
            value = try convert(value, to: local.hint, at: local.initializer)
        }
        scope[local.name] = copyOnAssign(value)
        scope.setConstant(local.name, local.isLet)
        scope.setDeclaredType(local.name, local.hint ?? local.impliedType)
    }

    /// A written type `checkTypeExists` finds by a name no scope or `self` gives: the program's type or
    /// alias, or a type of the playground, Swift or the host. It exists as long as the declarations stay.
    private func isFoundAnywhere(_ type: TypeSyntax) -> Bool {
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return session.swift.typeAliases[name] != nil || session.swift.types[name].map { $0.kind != .uikit } == true
            || registry.type(named: name) != nil || Builtins.typeNames.contains(name) || host.typeNames.contains(name)
    }

    func getterBody(_ accessors: AccessorBlockSyntax) throws -> CodeBlockItemListSyntax {
        switch accessors.accessors {
        case .getter(let items): return items
        case .accessors(let list):
            if let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body {
                return body.statements
            }
            // Observers only (`didSet`): not a computed property.
            throw error("only computed properties with a getter are supported here", at: accessors)
        }
    }

    /// A written type must name something: a builtin, a declared type, a UIKit type the playground knows.
    func checkTypeExists(_ type: TypeSyntax) throws {
        if let array = type.as(ArrayTypeSyntax.self) { return try checkTypeExists(array.element) }
        if let opt = type.as(OptionalTypeSyntax.self) { return try checkTypeExists(opt.wrappedType) }
        if let opt = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return try checkTypeExists(opt.wrappedType) }
        if let dict = type.as(DictionaryTypeSyntax.self) {
            try checkTypeExists(dict.key)
            return try checkTypeExists(dict.value)
        }
        guard let ident = type.as(IdentifierTypeSyntax.self) else { return }
        let name = ident.name.text
        if resolveTypeName(name) != nil || session.swift.typeAliases[name] != nil
            || selfStack.contains(where: { $0.typeName == name })
        {
            return
        }
        // Combine's subjects and publishers, which the playground models (`CombinePublishers`): not ignored.
        if CombinePublishers.typeNames.contains(name) { return }
        // `let date: Date? = Date()`: a type of a module the playground does not model.
        if inertUnknown(name, at: ident.name) != nil { return }
        throw error("cannot find type '\(name)' in scope", at: ident.name)
            .suggesting(
                name,
                from: registry.allTypeNames + Array(session.swift.types.keys) + Array(Builtins.typeNames)
                    + Array(host.typeNames))
    }

    func defineGlobal(_ name: String, _ value: Value, constant: Bool) {
        var value = value
        // A list of the playground's bare identifiers (`let store = [milk, eggs]`) is a session list, as
        // commands such as `drag ... store: store` read and update it by name.
        if case .array(let a) = value, !a.isEmpty, a.allSatisfy({ if case .symbol = $0 { true } else { false } }),
            session.swift.globals[name] == nil, session[name] == nil || session[name] is IdentifierList
        {
            session.define(name, IdentifierList(a.map { identifierText($0) }))
            mutated = true
            return
        }
        value = nameUIKitObject(value, as: name)
        if session.swift.globals[name] == nil { session.registerSwiftName(name) }
        session.setGlobal(name, value)
        if constant { session.swift.constants.insert(name) } else { session.removeConstant(name) }
        mutated = true
    }

    /// A top-level declaration of a built-in name (`layout`, `dataSource`, `environment`...) with a value
    /// of the built-in's own type installs it, as `layout = ...` does; any other value is refused.
    func declareBuiltIn(_ name: String, initializer: ExprSyntax, hint: TypeSyntax?, at node: some SyntaxProtocol) throws
    {
        let builtIn = "'\(name)' is built in and cannot be redefined"
        guard let current = session[name], !(current is IdentifierList) else {
            throw error(builtIn, at: node, help: "set its properties, or choose another name")
        }
        var value = try evaluate(initializer, in: nil, hint: hint)
        if name == "layout", case .object(let id) = value {
            // A subclass of UICollectionViewCompositionalLayout of the program's: the layout its `super.init` made.
            if let compositional = session.swift.heap[id]?.uikit.compositionalLayout {
                value = compositional
            } else if let t = session.swift.heap[id]?.typeName,
                UICollectionViewFlowLayoutSurface.isFlowLayout(t, session: session)
                    || UICollectionViewFlowLayoutSurface.isCustomLayout(t, session: session)
            {
                // `let layout = UICollectionViewFlowLayout()` (an app's scene delegate, before it makes the
                // controller): the program's own variable, which hides the playground's compositional layout
                // from its code; a collection view made with it shows it.
                defineGlobal(name, value, constant: false)
                noteOnce(
                    "layout hidden",
                    "'layout' is the program's \(host.displayName(ofType: t)) from here on: its code "
                        + "no longer reads the playground's built-in compositional layout under that name",
                    help:
                        "a collection view made with it shows it; to use the built-in again, name the variable otherwise"
                )
                return
            }
        }
        // `let dataSource = ExerciseDataSource(collectionView: ...)`, a subclass of the diffable data source: the
        // program's variable (the subclass's own members), whose diffable data source is the session's.
        if name == "dataSource", case .object(let id) = value,
            case .uikit(.named(name))? = session.swift.heap[id]?.uikit.diffableDataSource
        {
            defineGlobal(name, value, constant: false)
            return
        }
        // A value of a type the program declares (`let dataSource = PickerDataSource(...)`, a class of its own):
        // the program's variable, which hides the playground's built-in from its code, as a local would.
        if let own = programTypeName(of: value) {
            defineGlobal(name, value, constant: false)
            noteOnce(
                name + " hidden",
                "'\(name)' is the program's \(own) from here on: its code no longer reads the playground's built-in "
                    + "\(host.displayName(ofType: current.typeName)) under that name",
                help:
                    "the commands still show the built-in one; to use it from Swift again, name the variable otherwise")
            return
        }
        if case .uikit(.named(name)) = value {
            // The initialiser already installed itself (a data source made for the session's collection view).
            mutated = true
            return
        }
        guard case .uikit(let source) = value, let object = session[key: source], object.typeName == current.typeName
        else {
            throw error(
                builtIn, at: node,
                help:
                    "it is the playground's \(host.displayName(ofType: current.typeName)); declare one of that type, set its properties, or choose another name"
            )
        }
        mutated = true
        try assignSessionObject(name, value: value, at: node, rhs: initializer, in: nil)
    }

    /// The type of a value of a struct, enum or class the program declares (not an extension of UIKit's); nil for
    /// any other value.
    func programTypeName(of value: Value) -> String? {
        let t: String
        switch value {
        case .object(let id):
            guard let name = session.swift.heap[id]?.typeName else { return nil }
            t = name
        case .structValue(let s): t = s.typeName
        case .enumValue(let e): t = e.typeName
        default: return nil
        }
        guard let kind = session.swift.types[t]?.kind, kind != .uikit, kind != .protocolType else { return nil }
        return t
    }

    /// A top-level declaration of a built-in name with a type and no value (or `nil`): accepted when
    /// the type is the built-in's own (or, for `layout`, its superclass `UICollectionViewLayout`).
    func declareBuiltInSlot(_ name: String, hint: TypeSyntax, isLet: Bool, at node: some SyntaxProtocol) throws {
        let builtIn = "'\(name)' is built in and cannot be redefined"
        guard let current = session[name], !(current is IdentifierList) else {
            throw error(builtIn, at: node, help: "set its properties, or choose another name")
        }
        let own = host.displayName(ofType: current.typeName)
        let declared = Builtins.baseTypeName(hint)
        let accepted: Set<String> = current is LayoutDefinition ? [own, "UICollectionViewLayout"] : [own]
        guard accepted.contains(declared) else {
            throw error(
                builtIn, at: node,
                help:
                    "it is the playground's \(own); declare one of that type, set its properties, or choose another name"
            )
        }
        if isLet {
            // Swift: a global `let` needs its value where it is declared.
            throw error(
                "global 'let' declaration requires an initializer expression", at: node,
                help: "declare it with 'var' to assign it later, or give it its value here")
        }
        if session.isConstant(name) {
            session.removeConstant(name)
            mutated = true
        }
    }

    /// `layout = ...` after `let layout = UICollectionViewCompositionalLayout(...)`: Swift refuses to assign to a
    /// constant, so the playground does too, and says how an app switches layouts or data sources instead.
    func builtInConstantAssignment(_ name: String, at node: some SyntaxProtocol) -> ScriptError {
        let how = session[name].flatMap { host.reassignmentAdvice(for: $0) } ?? "declare it with 'var' to change it"
        return error(
            "cannot assign to value: '\(name)' is a 'let' constant", at: node,
            help: "change 'let' to 'var' to make it mutable", notes: [how])
    }

    func checkDefinableGlobal(_ name: String, at node: some SyntaxProtocol) throws {
        if registry.globalNames.contains(name) {
            throw error(
                "'\(name)' is built in and cannot be redefined", at: node,
                help: "set its properties, or choose another name")
        }
        if registry.command(name) != nil, !Self.swiftNamesOverCommands.contains(name) {
            throw error("'\(name)' is a command; choose another name", at: node)
        }
        if registry.type(named: name) != nil || session.swift.types[name] != nil {
            throw error("'\(name)' is a type name; choose another name", at: node)
        }
        guard name.count <= Limits.identifierLength else {
            throw error("a name is \(name.count) characters long; the limit is \(Limits.identifierLength)", at: node)
        }
    }

    /// Command names a Swift program may use for its own variables.
    static let swiftNamesOverCommands: Set<String> = ["sections", "content", "list", "set", "batch", "cells"]

    /// Swift copies value types on assignment (a snapshot bound to a second name is a second snapshot).
    func copyOnAssign(_ v: Value) -> Value { copyValue(v) }

    // MARK: Names

    func lookup(_ name: String, at node: some SyntaxProtocol, in scope: Scope?) throws -> Value {
        if let v = scope?.lookup(name) { return v }
        // In a static member, `self` and `Self` are the type it was called on (a subclass, for a class's).
        if name == "self", let frame = selfStack.last {
            if frame.isStatic, case .type = frame.value { return frame.value }
            return frame.isStatic ? .type(frame.typeName) : frame.value
        }
        if name == "Self", let frame = selfStack.last {
            if frame.isStatic, case .type = frame.value { return frame.value }
            return .type(frame.typeName)
        }
        // Inside a method, unqualified members of self.
        if let frame = selfStack.last {
            if let v = try implicitSelfMember(name, frame: frame, at: node) { return v }
            if declaresNestedNames(), let v = try enclosingTypeStatic(name, of: frame.typeName, at: node) { return v }
        }
        if let v = session.swift.globals[name] {
            if session.swift.computedGlobals.contains(name), case .function(let f) = v {
                return try call(f, arguments: [], at: node)
            }
            return v
        }
        if let object = session[name] { return value(of: object, name: name) }
        if session.swift.functions[name] != nil { return .function(globalFunctionGroup(name)) }
        if let t = resolveTypeName(name) { return .type(t) }
        if let b = Builtins.global(name) { return b }
        if let base = inheritedUIKitSelf(name) { return try member(name, of: base, at: node, in: nil) }
        // `className` in a static member, from `extension NSObjectProtocol { static var className: String }`.
        if let frame = selfStack.last, frame.isStatic,
            let v = try protocolExtensionStatic(
                name, ofType: frame.typeName,
                selfType: { if case .type(let t) = frame.value { t } else { frame.typeName } }(),
                at: node)
        {
            return v
        }
        // `currentState` inside a ReactorKit reactor.
        if let frame = selfStack.last, !frame.isStatic, let v = try reactorCurrentState(name, of: frame.value, at: node)
        {
            return v
        }
        // `url(forResource:...)` inside `extension Bundle`, on `Bundle.main`.
        if let frame = selfStack.last, !frame.isStatic, case .inert(let what) = frame.value {
            let parts = what.split(separator: ".")
            if parts.count == 2,
                let v = try unmodelledStaticMember(
                    name, typeName: String(parts[0]), staticName: String(parts[1]), at: node)
            {
                return v
            }
            // Any other member's name there is the unmodelled type's own member (`localizations` inside
            // `extension Bundle` is `self.localizations`), as unmodelled as `self`.
            if let first = parts.first, name.first?.isLowercase == true,
                session.swift.types[String(first)]?.kind == .uikit
            {
                return try member(name, of: frame.value, at: node, in: nil)
            }
        }
        // The same in a static member of such an extension (`arguments` inside `extension CommandLine { static var
        // isDemo: Bool { ... } }` is `CommandLine.arguments`).
        if let frame = selfStack.last, frame.isStatic, case .type(let t) = frame.value, name.first?.isLowercase == true,
            session.swift.types[t]?.kind == .uikit, !host.typeNames.contains(t), registry.type(named: t) == nil,
            !Builtins.typeNames.contains(t)
        {
            noteInert(t + "." + name, at: node)
            return .inert(t + "." + name)
        }
        if let renamed = Self.swift42Renames[name] {
            throw error(
                "'\(name)' has been renamed to '\(renamed)'", at: node,
                help: "the spelling of Swift 4.1 and earlier; Swift 5 knows only '\(renamed)'")
        }
        if let v = inertUnknown(name, at: node) { return v }
        throw unknownName(name, at: node)
    }

    /// An alias of a type of a module the playground does not model (`typealias TaskListSection =
    /// SectionModel<Void, Task>`), `t` the name it resolves to, when making one found no such type (`failure`):
    /// that type, inert as it is when written itself.
    func unmodelledAlias(_ name: String, of t: String, failure: ScriptError, at node: some SyntaxProtocol) -> Value? {
        guard t != name, session.swift.typeAliases[name] != nil, session.swift.types[t] == nil,
            failure.kind == .unknownName(t)
        else { return nil }
        return inertUnknown(t, at: node)
    }

    /// Darwin's C functions for the process (its environment, signals, sleeping, C's random seed) that apps call
    /// at launch: inert, as they change neither the layout nor the data.
    static let inertCFunctions: Set<String> = [
        "setenv", "unsetenv", "signal", "srand", "srandom", "srand48", "sleep", "usleep", "setlocale", "setbuf",
        "setvbuf",
    ]

    /// UIKit names Swift 4.2 moved into their types: Swift 5's compiler says so, and so does the playground.
    static let swift42Renames: [String: String] = [
        "UITableViewAutomaticDimension": "UITableView.automaticDimension",
        "UICollectionViewFlowLayoutAutomaticSize": "UICollectionViewFlowLayout.automaticSize",
        "UIEdgeInsetsZero": "UIEdgeInsets.zero", "UIEdgeInsetsMake": "UIEdgeInsets(top:left:bottom:right:)",
        "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
        "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
        "UITableViewCellStyle": "UITableViewCell.CellStyle", "UITableViewStyle": "UITableView.Style",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
        "UIViewContentMode": "UIView.ContentMode", "NSAttributedStringKey": "NSAttributedString.Key",
        "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
        "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
    ]

    /// The inert rule for names the playground does not know: a capitalised name that nothing declares
    /// (`DisposeBag`, `Date`, `CAGradientLayer`, `UIActivityIndicatorView`) is a type of a module the
    /// playground does not model. It is accepted and inert (named once in the unit's note); where it
    /// would shape the layout or the data, that use is the error (see `inertValueError`). A near miss of
    /// the program's own names is a typo, and stays the error Swift gives.
    func inertUnknown(_ name: String, at node: some SyntaxProtocol) -> Value? {
        if Self.inertCFunctions.contains(name), session.swift.functions[name] == nil {
            noteInert(name, at: node)
            return .inert(name)
        }
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return nil }
        // Foundation's `NSLocale` answers as `Locale`, the type it bridges to (`NSLocale.preferredLanguages`).
        if name == "NSLocale" { return .type(FoundationLocale.typeName) }
        // Already taken as inert in this session (named in a note): not looked at again (a loop making a
        // `DisposeBag()` per pass would compare the name with every known one on every pass).
        let kind = host.inertKind(name)
        if session.swift.shownNotes.contains(kind) || inertNoted.contains(kind) { return .inert(name) }
        // A name with an Apple framework's prefix (`UIMenu` in a program with its own `Menu`) is that
        // framework's type, not a slip in the program's name; near misses of the known ones still are (below).
        // So is a Foundation or Combine type the playground names (`URLRequest` in a program with `APIRequest`).
        if !Self.hasAppleFrameworkPrefix(name), InertOrigin.framework(of: name) == nil {
            let own =
                Array(session.swift.types.keys) + Array(session.swift.functions.keys)
                + Array(session.swift.globals.keys)
            if let close = EditDistance.closest(to: name, in: own), !Self.isCompoundOf(close, name) { return nil }
        }
        // A one-letter slip in a longer name the playground knows (`LayoutDimensoin`) is a typo too.
        if name.count >= 8 {
            let known =
                registry.allTypeNames + registry.areas.flatMap { $0.types.flatMap(\.aliases) }
                + Array(host.typeNames)
            if known.contains(where: { EditDistance.distance(name, $0) == 1 }) { return nil }
        }
        noteInert(name, at: node)
        return .inert(name)
    }

    /// Whether the program's name `own` is `name` with whole words added (`HasDisposeBag`, `DisposeBagType` of
    /// `DisposeBag`): a name built on another module's type, not a slip in the program's name (`Items` of `Item` is).
    static func isCompoundOf(_ own: String, _ name: String) -> Bool {
        let o = Array(own)
        let n = Array(name)
        guard o.count > n.count, n.first?.isUppercase == true else { return false }
        for start in 0...(o.count - n.count) where Array(o[start..<start + n.count]) == n {
            let end = start + n.count
            if end == o.count || o[end].isUppercase { return true }
        }
        return false
    }

    /// `UI`, `NS`, `CA`, `CG`... followed by a capital letter: the prefix of an Apple framework's type.
    static func hasAppleFrameworkPrefix(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "CA", "CG", "CL", "MK", "AV", "PH", "WK", "SK", "CI", "CT", "UN"]
        let chars = Array(name.utf8)
        guard chars.count > 3, chars[2] >= UInt8(ascii: "A"), chars[2] <= UInt8(ascii: "Z") else { return false }
        return prefixes.contains(String(decoding: chars[0..<2], as: UTF8.self))
    }

    func unknownName(_ name: String, at node: some SyntaxProtocol) -> ScriptError {
        var candidates = session.names
        candidates +=
            Array(session.swift.functions.keys) + Array(session.swift.types.keys) + registry.allTypeNames
            + registry.allCommandNames
        return notFound(name, at: node).suggesting(name, from: candidates.sorted())
    }

    /// Swift's error for a name nothing declares, told by its kind (`unmodelledAlias` reads it).
    func notFound(_ name: String, at node: some SyntaxProtocol) -> ScriptError {
        var e = error("cannot find '\(name)' in scope", at: node)
        e.kind = .unknownName(name)
        return e
    }

    /// A user type, a UIKit type (with or without its NS/UI prefix) or a builtin type.
    func resolveTypeName(_ name: String) -> String? {
        if !genericBindings.isEmpty, let bound = genericBindings[name], bound != name {
            return resolveTypeName(bound) ?? bound
        }
        // In a member, `Self` is its type (in a static one, the type it was called on), as `lookup` reads it.
        if name == "Self", let frame = selfStack.last {
            if frame.isStatic, case .type(let called) = frame.value, called != "Self" {
                return resolveTypeName(called) ?? called
            }
            return frame.typeName == "Self" ? nil : resolveTypeName(frame.typeName) ?? frame.typeName
        }
        if let nested = nestedTypeName(name) { return nested }
        if session.swift.typeAliases[name] != nil {
            // Followed without recursion: a cycle (refused where it is declared) cannot loop here either.
            var target = name
            var seen: Set<String> = []
            while let next = session.swift.typeAliases[target], seen.insert(target).inserted { target = next }
            guard session.swift.typeAliases[target] == nil else { return nil }
            return resolveTypeName(target) ?? target
        }
        if let kind = session.swift.types[name]?.kind, kind != .uikit { return name }
        if let t = registry.type(named: name) {
            // A program's own type of the playground's short name (`struct CompositionalLayout`) is the
            // program's: UIKit's spelling (`UICollectionViewCompositionalLayout`) stays UIKit's, as Swift
            // finds the nearest declaration first.
            if t.name != name, let own = session.swift.types[t.name], own.kind != .uikit { return name }
            return t.name == "Double" && name != "Double" ? name : t.name
        }
        if Builtins.typeNames.contains(name) { return name }
        if host.typeNames.contains(name) { return name }
        // `Outer.Load.ViewModel`: each nested type is found in the one before it (a nested type is kept under its
        // own name, and `Outer.Load` names it).
        if name.contains("."), !name.contains("<") {
            let parts = name.split(separator: ".").map(String.init)
            guard parts.count > 2, var current = resolveTypeName(parts[0]) else { return nil }
            for part in parts.dropFirst() {
                guard let nested = declaredTypeKey(current + "." + part) else { return nil }
                current = nested
            }
            return current
        }
        return nil
    }

    /// A session object as a Swift value.
    func value(of object: any ScriptObject, name: String) -> Value {
        plainValue(of: object) ?? .uikit(.named(name))
    }

    /// A number, Boolean, string, nil or identifier list as the Swift value code sees; nil for any
    /// other object (most are UIKit objects: one look at the metatype settles it, the cases are structs).
    func plainValue(of object: any ScriptObject) -> Value? {
        guard object.isPlainValue else { return nil }
        switch object {
        case let n as NumberValue:
            return n.value == n.value.rounded() && Swift.abs(n.value) < 1e15 ? .int(Int(n.value)) : .double(n.value)
        case let b as BoolValue: return .bool(b.value)
        case let s as StringValue: return .string(s.value)
        // Swift's nil (a bare `.none` here would be Optional's: "not a plain value")
        case is NilValue: return Value.none
        case let l as IdentifierList: return .array(l.values.map { identifierValue($0) })
        case let l as ObjectList:
            return .array(
                l.entries.map {
                    switch $0 {
                    case .named(let n): .uikit(.named(n))
                    case .object(let id): .uikit(.object(id))
                    case .inline(let object): store(object)
                    }
                })
        default: return nil
        }
    }

    /// The user's value for an identifier the playground stores as text.
    func identifierValue(_ text: String) -> Value {
        session.swift.identifierValues[text] ?? .symbol(text)
    }
}

/// The source of one unit, with the offsets that map syntax positions to the playground's
/// character ranges (1-based Character offsets into the unit's text).
struct SwiftChunk: Sendable {
    let text: String
    /// Character offset (0-based) of each UTF-8 offset.
    private let characterOffsets: [Int]
    /// Character offset where each line starts.
    let lineStarts: [Int]
    let lines: [String]

    init(text: String) {
        self.text = text
        var starts = [0]
        var lines: [String] = []
        var bytes = text
        let ascii = bytes.withUTF8 { buffer -> Bool in
            // ASCII without carriage returns (nearly every script): a character is a byte.
            guard buffer.allSatisfy({ $0 < 0x80 && $0 != 13 }) else { return false }
            var lineStart = 0
            for i in buffer.indices where buffer[i] == 10 {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<i]), as: UTF8.self))
                lineStart = i + 1
                starts.append(lineStart)
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart...]), as: UTF8.self))
            return true
        }
        if ascii {
            characterOffsets = []
            lineStarts = starts
            self.lines = lines
            return
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf8.count + 1)
        var current = ""
        var n = 0
        for ch in text {
            for _ in 0..<ch.utf8.count { offsets.append(n) }
            n += 1
            if ch == "\n" || ch == "\r\n" {
                starts.append(n)
                lines.append(current)
                current = ""
            } else {
                current.append(ch)
            }
        }
        offsets.append(n)
        lines.append(current)
        characterOffsets = offsets
        lineStarts = starts
        self.lines = lines
    }

    func characterOffset(_ position: AbsolutePosition) -> Int {
        let u = position.utf8Offset
        if u < 0 { return 0 }
        // Empty table: ASCII text, where offsets are the same.
        if characterOffsets.isEmpty { return Swift.min(u, text.utf8.count) }
        if u < characterOffsets.count { return characterOffsets[u] }
        return characterOffsets.last ?? 0
    }

    /// The source text of `node` (one line, at most `limit` UTF-8 bytes), if it belongs to this text.
    func text(of node: some SyntaxProtocol, limit: Int) -> String? {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let utf8 = text.utf8
        guard start >= 0, end <= utf8.count, end > start, end - start <= limit else { return nil }
        let slice = utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
        guard !slice.contains(10) else { return nil }
        return String(decoding: slice, as: UTF8.self)
    }

    func range(_ node: some SyntaxProtocol) -> ColumnRange {
        let start = characterOffset(node.positionAfterSkippingLeadingTrivia)
        let end = characterOffset(node.endPositionBeforeTrailingTrivia)
        return ColumnRange(start + 1, end + 1)
    }

    /// Puts an error's character range (within this text) on its line of the file.
    func locate(_ error: ScriptError, file: String, firstLine: Int) -> ScriptError {
        var e = error
        guard e.location == nil else { return e }
        guard let range = e.range else {
            e.location = ErrorLocation(file: file, line: firstLine, text: lines.first ?? "")
            return e
        }
        let (lineIndex, column) = lineAndColumn(range.start)
        let text = lineIndex < lines.count ? lines[lineIndex] : ""
        let (endLine, endColumn) = lineAndColumn(Swift.max(range.start, range.end - 1))
        let end = endLine == lineIndex ? endColumn + 1 : text.count + 1
        e.range = ColumnRange(column, Swift.max(column + 1, end))
        e.location = ErrorLocation(file: file, line: firstLine + lineIndex, text: text)
        return e
    }

    /// The (0-based line, 1-based column) of a 1-based character offset.
    func lineAndColumn(_ offset: Int) -> (line: Int, column: Int) {
        let o = offset - 1
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        return (lo, o - lineStarts[lo] + 1)
    }
}
