import SwiftSyntax

/// Work an app schedules on the main queue: `DispatchQueue.main.async { }`,
/// `asyncAfter(deadline: .now() + 0.5) { }` and `Task { @MainActor in ... }`. UIKit runs it on a
/// later turn of the run loop, after the code that scheduled it has returned; the playground runs it
/// after the top-level statement that scheduled it finished, in order of its deadline (then of
/// scheduling), on a clock of its own that jumps to each deadline instead of waiting. So a
/// `viewDidLoad` that loads its data and applies it "later" still shows its frames, the same bytes
/// on every run. A note says once that scheduled work ran.
enum ScheduledWork {
    struct Item {
        /// Seconds on the playground's clock (`Session.swift.clock`).
        var due: Double
        var order: Int
        var work: FunctionValue
        var node: Syntax
    }

    /// The queues whose work runs: the main queue, and a global queue (its work runs in the same order:
    /// the playground has one thread, and what the app does after it hops back to the main queue is the same).
    static func isQueue(_ what: String) -> Bool {
        // (`DispatchQueue(label:)` makes a queue of the app's own: its work runs the same way.)
        ["DispatchQueue.main", "DispatchQueue.global()", "DispatchQueue.global", "DispatchQueue"].contains(what)
    }

    /// `OperationQueue.main.addOperation { }` and `RunLoop.main.perform { }`: main-queue work too.
    static func isMainRunLoop(_ what: String, method: String) -> Bool {
        (what == "OperationQueue.main" && method == "addOperation") || (what == "RunLoop.main" && method == "perform")
    }

    /// `queue.async { }`, `queue.async(execute:)`, `queue.asyncAfter(deadline:execute:)`; nil for any other
    /// call on an inert value.
    static func dispatch(
        _ name: String, on what: String, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        // `await MainActor.run { ... }` from a task: the task already runs on the main actor here, so the body runs now.
        if what == "MainActor", name == "run",
            let body = args.first(where: { $0.isTrailingClosure || $0.label == "body" })
        {
            guard case .function(let f) = try e.evaluate(body.expr, in: scope) else { return nil }
            return try e.call(f, arguments: [], at: body.expr)
        }
        if isMainRunLoop(what, method: name), args.count == 1, let only = args.first,
            only.label == nil || only.isTrailingClosure
        {
            try schedule(try e.evaluate(only.expr, in: scope), due: e.session.swift.clock, evaluator: e, at: only.expr)
            return .void
        }
        // `queue.sync { ... }` (a lock around the app's own state): the work runs now, and its value is sync's.
        if isQueue(what), name == "sync",
            let closure = args.first(where: { $0.label == "execute" || $0.isTrailingClosure })
        {
            guard case .function(let f) = try e.evaluate(closure.expr, in: scope) else { return nil }
            return try e.call(f, arguments: [], at: closure.expr)
        }
        guard isQueue(what), name == "async" || name == "asyncAfter",
            let closure = args.first(where: { $0.label == "execute" || $0.isTrailingClosure })
        else { return nil }
        var due = e.session.swift.clock
        if name == "asyncAfter" {
            guard let deadline = args.first(where: { $0.label == "deadline" || $0.label == "wallDeadline" }) else {
                return nil
            }
            let value = try e.evaluate(deadline.expr, in: scope, hint: dispatchTimeType)
            guard let seconds = seconds(value) else {
                throw e.error(
                    "the deadline must be a finite time on the main queue's clock, as .now() + 0.5, found "
                        + (e.typeName(of: value) == "Double"
                            ? "a number that is not finite" : "a value of type \(e.typeName(of: value))"),
                    at: deadline.expr)
            }
            due = Swift.max(due, seconds)
        }
        let work = try e.evaluate(closure.expr, in: scope)
        if case .inert(let what) = work {
            // A `DispatchWorkItem` or another unmodelled thing to run: inert, and named.
            e.noteInert(what, at: closure.expr)
            return .void
        }
        try schedule(work, due: due, evaluator: e, at: closure.expr)
        return .void
    }

    /// `Task { @MainActor in ... }`, `Task(priority:operation:)`, `Task.detached { }`: the operation runs as
    /// work on the main queue does. The task itself is inert (`task.cancel()`).
    static func task(args: [CallArgument], evaluator e: Evaluator, in scope: Scope?) throws -> Value? {
        guard let operation = args.first(where: { $0.label == "operation" || $0.isTrailingClosure }) else { return nil }
        for a in args where a.label != "operation" && !a.isTrailingClosure && !Evaluator.hasLeadingDotOperand(a.expr) {
            _ = try e.evaluate(a.expr, in: scope)
        }
        try schedule(
            try e.evaluate(operation.expr, in: scope), due: e.session.swift.clock, evaluator: e, at: operation.expr)
        return .inert("Task")
    }

    static func schedule(_ value: Value, due: Double, evaluator e: Evaluator, at node: some SyntaxProtocol) throws {
        guard case .function(let f) = value else {
            throw e.error(
                "the work to schedule must be a closure or function, found a value of type \(e.typeName(of: value))",
                at: node)
        }
        e.uikit.scheduledWork.append(Item(due: due, order: e.uikit.scheduledOrder, work: f, node: Syntax(node)))
        e.uikit.scheduledOrder += 1
    }

    /// Takes the work due first (the earliest deadline, then the first scheduled) and moves the clock to
    /// it; nil when nothing is due before the statement's horizon (`Limits.scheduledHorizon`).
    static func next(evaluator e: Evaluator) -> Item? {
        guard
            let index = e.uikit.scheduledWork.indices.min(by: { a, b in
                let x = e.uikit.scheduledWork[a]
                let y = e.uikit.scheduledWork[b]
                return x.due != y.due ? x.due < y.due : x.order < y.order
            }), e.uikit.scheduledWork[index].due <= e.uikit.scheduledHorizon
        else { return nil }
        let item = e.uikit.scheduledWork.remove(at: index)
        if item.due > e.session.swift.clock { e.session.swift.clock = item.due }
        return item
    }

    static func run(_ item: Item, evaluator e: Evaluator) throws {
        if !e.session.swift.shownNotes.contains(noteKey) {
            e.session.swift.shownNotes.insert(noteKey)
            let remark = Remark(
                .note,
                "scheduled work ran after the statement that scheduled it (DispatchQueue.main.async, asyncAfter, Task), "
                    + "in order of its deadline; the playground's clock jumps to each deadline instead of waiting")
            e.outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
        }
        e.mutated = true
        e.uikit.scheduledRuns += 1
        guard e.uikit.scheduledRuns <= Limits.scheduledWork else {
            throw e.error(
                "scheduled work ran \(Limits.scheduledWork) times after one statement; the limit is \(Limits.scheduledWork)",
                at: item.node, help: "work that schedules itself again forever? see 'help limits'")
        }
        do {
            _ = try e.call(item.work, arguments: [], at: item.node)
        } catch let error as ScriptError where error.kind == .taskSuspended {
            // A task waiting for ever on a continuation: it ends there, as it would stay suspended (`Continuations`).
            let remark = Remark(.note, error.message, help: error.help)
            e.outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
        }
    }

    static let noteKey = "scheduled work"

    /// Work still waiting past the horizon when the statement's work is done: not run (the playground
    /// shows the screen at the horizon), said once in a note.
    static func dropPastHorizon(evaluator e: Evaluator) {
        let waiting = e.uikit.scheduledWork
        guard let first = waiting.min(by: { $0.due != $1.due ? $0.due < $1.due : $0.order < $1.order }) else { return }
        e.uikit.scheduledWork.removeAll()
        let key = "scheduled work past the horizon"
        guard !e.session.swift.shownNotes.contains(key) else { return }
        e.session.swift.shownNotes.insert(key)
        let count = waiting.count == 1 ? "1 closure" : "\(waiting.count) closures"
        let remark = Remark(
            .note,
            "\(count) scheduled on the main queue for more than \(Format.number(Limits.scheduledHorizon)) s after "
                + "the statement did not run (the first scheduled at \(e.site(of: first.node))): the playground shows the screen "
                + "at that time, as work that schedules itself again (a timer, a poll) would run for ever",
            help: "see 'help limits'")
        e.outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
    }

    static func seconds(_ v: Value) -> Double? {
        switch v {
        case .int(let i): Double(i)
        case .double(let d): d.isFinite ? d : nil
        default: nil
        }
    }

    static let dispatchTimeType = TypeSyntax(IdentifierTypeSyntax(name: .identifier("DispatchTime")))

    /// `DispatchTime.now()`, `.seconds(2)`, `.milliseconds(500)`: times and intervals on the playground's
    /// clock, in seconds (`.now() + 0.5` is half a second after now).
    static func staticMember(_ name: String, ofType typeName: String, evaluator e: Evaluator) -> Value? {
        switch (typeName, name) {
        case ("DispatchQueue", "main"):
            return .inert("DispatchQueue.main")
        case ("DispatchQueue", "global"):
            return .function(
                FunctionValue(
                    name: "global", parameters: [], body: .builtin { _, _ in .inert("DispatchQueue.global()") },
                    captured: nil))
        case ("DispatchTime", "now"), ("DispatchWallTime", "now"):
            let now = e.session.swift.clock
            return .function(
                FunctionValue(name: "now", parameters: [], body: .builtin { _, _ in .double(now) }, captured: nil))
        case ("DispatchTime", _), ("DispatchTimeInterval", _):
            let scale: Double
            switch name {
            case "seconds": scale = 1
            case "milliseconds": scale = 1e-3
            case "microseconds": scale = 1e-6
            case "nanoseconds": scale = 1e-9
            default: return nil
            }
            return .function(
                FunctionValue(
                    name: name, parameters: [],
                    body: .builtin { ctx, args in
                        guard args.count == 1, let n = seconds(args[0].value) else {
                            throw ctx.evaluator.error("DispatchTimeInterval.\(name) takes one number", at: ctx.node)
                        }
                        return .double(n * scale)
                    }, captured: nil))
        default:
            return nil
        }
    }
}
