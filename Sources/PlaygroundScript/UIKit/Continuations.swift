import SwiftSyntax

/// Swift concurrency's bridge from callbacks to `async`: `withCheckedThrowingContinuation { continuation in ... }`
/// (and `withCheckedContinuation`, the unsafe pair). The body runs at once with a continuation; while the
/// awaiting task waits, the main queue's other work runs (a callback scheduled there may resume it), and the
/// task goes on with the value given to `resume(returning:)` or throws the error given to `resume(throwing:)`.
/// A continuation that nothing resumes (its callback is a network load or another API the playground does not
/// run) leaves the task suspended for ever, as it would be: the rest of the task does not run, and a note says
/// where it waits. Resuming twice is Swift's misuse trap.
enum Continuations {
    static let typeName = "CheckedContinuation"
    static let functions: Set<String> = [
        "withCheckedThrowingContinuation", "withCheckedContinuation", "withUnsafeThrowingContinuation",
        "withUnsafeContinuation",
    ]

    static func global(_ name: String) -> Value? {
        guard functions.contains(name) else { return nil }
        return Builtins.builtin(name) { ctx, args in
            let e = ctx.evaluator
            guard case .function(let body)? = args.last(where: { $0.label == nil || $0.label == "body" })?.value else {
                throw e.error("\(name) takes a closure that receives the continuation", at: ctx.node)
            }
            let id = e.newInstanceID(typeName: typeName)
            _ = try e.call(body, arguments: [.init(label: nil, value: .object(id))], at: ctx.node)
            // The task waits: the main queue's other work runs meanwhile, until something resumes it.
            while e.session.swift.heap[id]?.fields["state"] == nil, let item = ScheduledWork.next(evaluator: e) {
                try ScheduledWork.run(item, evaluator: e)
            }
            let fields = e.session.swift.heap[id]?.fields ?? [:]
            switch fields["state"] {
            case .string("returned")?:
                return fields["value"] ?? .void
            case .string("threw")?:
                try e.throwProgramError(fields["value"] ?? .void, at: ctx.node)
            default:
                var suspended = e.error(
                    "the task waits at '\(name)' (\(e.site(of: ctx.node))) for ever: nothing the playground runs "
                        + "resumes its continuation, so the rest of the task does not run", at: ctx.node,
                    help: "a callback of a network load or another unmodelled API never runs; "
                        + "put the data in the code to see it laid out")
                suspended.kind = .taskSuspended
                throw suspended
            }
        }
    }

    /// `continuation.resume(returning:)`, `resume(throwing:)`, `resume()`, `resume(with:)`; nil when `id` is no
    /// continuation.
    static func call(
        _ name: String, on id: Int, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        guard e.session.swift.heap[id]?.typeName == typeName, e.session.swift.types[typeName] == nil else { return nil }
        guard name == "resume" else {
            throw e.error("a continuation has no method '\(name)'", at: node, help: "did you mean 'resume'?")
        }
        guard e.session.swift.heap[id]?.fields["state"] == nil else {
            throw e.error(
                "the continuation was resumed more than once", at: node,
                notes: [
                    "Swift traps here: SWIFT TASK CONTINUATION MISUSE: tried to resume its continuation more than once"
                ])
        }
        let state: String
        var value = Value.void
        switch (args.count, args.first?.label) {
        case (0, _):
            state = "returned"
        case (1, "returning"?):
            state = "returned"
            value = try e.evaluate(args[0].expr, in: scope)
        case (1, "throwing"?):
            state = "threw"
            value = try e.evaluate(args[0].expr, in: scope)
        case (1, "with"?):
            // A `Result`: `.success(value)` returns it, `.failure(error)` throws it.
            guard case .enumValue(let result) = try e.evaluate(args[0].expr, in: scope),
                result.caseName == "success" || result.caseName == "failure"
            else {
                throw e.error("resume(with:) takes a Result, as .success(value) or .failure(error)", at: args[0].expr)
            }
            state = result.caseName == "success" ? "returned" : "threw"
            value = result.payload.first?.value ?? .void
        default:
            throw e.error(
                "resume takes one of returning:, throwing: or with:, as continuation.resume(returning: value)", at: node
            )
        }
        e.session.swift.heap[id]?.fields["state"] = .string(state)
        e.session.swift.heap[id]?.fields["value"] = value
        e.mutated = true
        return .void
    }
}

extension Evaluator {
    /// Throws `value` as the program's error (what `throw value` does), for `catch` and `try?`.
    func throwProgramError(_ value: Value, at node: some SyntaxProtocol) throws -> Never {
        var e = error("the script threw an error: \(description(value))", at: node)
        throwCount += 1
        e.kind = .thrownByProgram(throwCount)
        thrown = (e, value)
        throw e
    }
}
