import SwiftSyntax

/// The part of Combine that carries an app's data to its view controller: `PassthroughSubject`,
/// `CurrentValueSubject` (its `value`), `Just`, and pipelines of `receive(on:)`, `subscribe(on:)`, `map`,
/// the operators that pass some values on (`filter`, `compactMap`, `removeDuplicates()`, `dropFirst(_:)`,
/// `prefix(_:)`, `first()`, `first(where:)`; each subscription keeps what they need: the last value, a count),
/// `handleEvents(receiveOutput:)`, `eraseToAnyPublisher()` and the operators that leave the values as they are
/// (`setFailureType(to:)`, `replaceError(with:)`, `assertNoFailure()`, `retry(_:)`, `share()`), ending in `sink`.
/// A value sent is
/// delivered to each subscriber as Combine delivers it: at once, or, after `receive(on: DispatchQueue.main)`,
/// as work on the main queue (after the statement, see `ScheduledWork`); a `CurrentValueSubject` or `Just`
/// gives its value when subscribed. Any other operator on such a publisher would change what is delivered,
/// so it is an error naming it; cancellables (`store(in:)`) are inert.
enum CombinePublishers {
    static let subjects: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]
    /// Combine's types whose values the playground models, as a program writes them in a declaration.
    static let typeNames: Set<String> = subjects.union(["Just", "AnyPublisher"])
    static let publisherType = "Publishers.Pipeline"
    static let subscriberType = "Subscribers.Sink"

    /// `PassthroughSubject<T, Never>()`, `CurrentValueSubject<T, Never>(initial)`, `Just(value)`; nil for other names.
    static func construct(
        _ name: String, args: [CallArgument], element: TypeSyntax?, evaluator e: Evaluator, in scope: Scope?
    ) throws -> Value? {
        switch name {
        case "PassthroughSubject", "CurrentValueSubject":
            var fields: [String: Value] = [:]
            // The Output a plain type names (`PassthroughSubject<Mode, Never>`): what `send(.grid)` is read as.
            if let plain = element?.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil {
                fields[elementField] = .string(plain.name.text)
            }
            if name == "CurrentValueSubject" {
                guard args.count == 1, let first = args.first else { return nil }
                fields["value"] = try e.evaluate(first.expr, in: scope, hint: element)
            }
            return e.newInstance(typeName: name, fields: fields)
        case "Just":
            guard args.count == 1, let first = args.first else { return nil }
            return publisher(
                source: .none, just: try e.evaluate(first.expr, in: scope, hint: element), main: false, maps: [])
        default:
            return nil
        }
    }

    /// `later`: made with `subscribe(on:)`, so the subscription itself happens as work on the scheduler.
    static func publisher(source: Value, just: Value?, main: Bool, maps: [Value], later: Bool = false) -> Value {
        var fields: [StructValue.Field] = [
            .init(name: "source", value: source), .init(name: "main", value: .bool(main)),
            .init(name: "maps", value: .array(maps)),
        ]
        if later { fields.append(.init(name: "later", value: .bool(true))) }
        if let just { fields.append(.init(name: "just", value: just)) }
        return .structValue(StructValue(typeName: publisherType, fields: fields))
    }

    static func isTrue(_ v: Value?) -> Bool { if case .bool(true)? = v { true } else { false } }

    static func isSubject(_ id: Int, evaluator e: Evaluator) -> Bool {
        e.session.swift.heap[id].map { subjects.contains($0.typeName) } ?? false
    }

    /// A method of a subject or of a pipeline; nil when `base` is neither.
    static func call(
        _ name: String, on base: Value, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        let pipeline: StructValue
        switch base {
        case .object(let id) where isSubject(id, evaluator: e):
            if name == "send" {
                // `trigger.send()`: Combine's `send()` of a subject whose Output is Void delivers `()`.
                if args.isEmpty {
                    try send(.void, to: id, evaluator: e, at: node)
                    return .void
                }
                guard args.count == 1, let first = args.first else {
                    throw e.error("send takes the value to deliver, as subject.send(value)", at: node)
                }
                let hint = try elementHint(of: id, evaluator: e)
                try send(try e.evaluate(first.expr, in: scope, hint: hint), to: id, evaluator: e, at: node)
                return .void
            }
            guard case .structValue(let p) = publisher(source: base, just: nil, main: false, maps: []) else {
                return nil
            }
            pipeline = p
        case .structValue(let s) where s.typeName == publisherType:
            pipeline = s
        default:
            return nil
        }
        let main = isTrue(pipeline.field("main"))
        let maps: [Value] = if case .array(let m)? = pipeline.field("maps") { m } else { [] }
        let source = pipeline.field("source") ?? .none
        let later = isTrue(pipeline.field("later"))
        switch name {
        case "receive":
            // On a scheduler (the main queue, a run loop): delivery is work scheduled there.
            for a in args { _ = try e.evaluate(a.expr, in: scope) }
            return publisher(source: source, just: pipeline.field("just"), main: true, maps: maps, later: later)
        case "subscribe" where args.count == 1 && args[0].label == "on":
            // `subscribe(on: RunLoop.main)`: Combine subscribes to the upstream as work on that scheduler (its
            // `schedule`), so the subscriber is attached, and a CurrentValueSubject or Just gives its value, after
            // the code that subscribed has returned; a value sent before then is not delivered.
            _ = try e.evaluate(args[0].expr, in: scope)
            return publisher(source: source, just: pipeline.field("just"), main: main, maps: maps, later: true)
        case "eraseToAnyPublisher":
            return .structValue(pipeline)
        // Operators that never change the values a modelled publisher delivers: it fails with no error (a
        // subject's or `Just`'s Failure is Never, or a failure is never sent), so a change of the Failure type
        // and what would handle a failure deliver the same values; `share()` gives each subscriber the same.
        case "setFailureType" where args.count == 1 && args[0].label == "to",
            "replaceError" where args.count == 1 && args[0].label == "with",
            "assertNoFailure" where args.count <= 1, "retry" where args.count == 1, "share" where args.isEmpty:
            for a in args { _ = try e.evaluate(a.expr, in: scope) }
            return .structValue(pipeline)
        case "map":
            guard args.count == 1, case .function = try e.evaluate(args[0].expr, in: scope) else {
                throw e.error("map takes a closure, as map { $0.items }", at: node)
            }
            let f = try e.evaluate(args[0].expr, in: scope)
            return publisher(source: source, just: pipeline.field("just"), main: main, maps: maps + [f], later: later)
        case "filter", "compactMap", "removeDuplicates", "dropFirst", "prefix", "first", "handleEvents":
            let stage = try operatorStage(name, args: args, evaluator: e, at: node, in: scope)
            return publisher(
                source: source, just: pipeline.field("just"), main: main, maps: maps + [stage], later: later)
        case "sink":
            guard
                let receive = args.first(where: {
                    $0.label == "receiveValue" || ($0.label == nil && $0.isTrailingClosure)
                })
                    ?? args.first(where: { $0.label == nil })
            else {
                throw e.error("sink takes the closure that receives the values, as sink { value in ... }", at: node)
            }
            guard case .function = try e.evaluate(receive.expr, in: scope) else {
                throw e.error("sink takes a closure", at: receive.expr)
            }
            let f = try e.evaluate(receive.expr, in: scope)
            if args.contains(where: { $0.label == "receiveCompletion" }) {
                e.noteInert("sink.receiveCompletion", at: node)
            }
            return try attach(
                f, source: source, pipeline: pipeline, main: main, maps: maps, later: later, evaluator: e,
                at: node)
        // `assign(to: \.names, on: box)`: a subscriber that sets the object's property to each value, as `sink`
        // with `box.names = $0`.
        case "assign" where args.count == 2 && args[0].label == "to" && args[1].label == "on":
            let name: String
            if let keyPath = args[0].expr.as(KeyPathExprSyntax.self), keyPath.root == nil,
                keyPath.components.count == 1, case .property(let p)? = keyPath.components.first?.component
            {
                name = p.declName.baseName.text
            } else if case .function(let f) = try e.evaluate(args[0].expr, in: scope), f.name.hasPrefix("\\."),
                case let path = f.name.dropFirst(2), !path.contains("."), !path.isEmpty
            {
                // A key path passed in (`assign(to: keyPath, on: object)` in a generic helper): the property it names.
                name = String(path)
            } else {
                throw e.error(
                    "assign(to:on:) takes a key path of a property, as assign(to: \\.names, on: self)",
                    at: args[0].expr)
            }
            let object = try e.evaluate(args[1].expr, in: scope)
            guard case .object = object else {
                throw e.error(
                    "assign(to:on:) sets a property of a class instance, found \(e.typeName(of: object))",
                    at: args[1].expr)
            }
            let site = args[0].expr
            let f = FunctionValue(
                name: "assign", parameters: [],
                body: .builtin { ctx, given in
                    var target = object
                    try ctx.evaluator.setMember(
                        name, of: &target, to: given.first?.value ?? .void, at: site, rhs: nil,
                        in: nil)
                    return .void
                }, captured: nil)
            return try attach(
                .function(f), source: source, pipeline: pipeline, main: main, maps: maps, later: later,
                evaluator: e, at: node)
        default:
            // `debounce`, `removeDuplicates`, `combineLatest`...: what they deliver is not modelled.
            throw e.error(
                "the playground does not model the Combine operator '\(name)': it would change the values delivered",
                at: node,
                help:
                    "it models PassthroughSubject, CurrentValueSubject, Just, receive(on:), subscribe(on:), map, "
                    + "filter, compactMap, removeDuplicates, dropFirst, prefix, first, handleEvents(receiveOutput:), "
                    + "eraseToAnyPublisher, setFailureType(to:), replaceError(with:), assertNoFailure(), retry(_:), "
                    + "share(), sink and assign(to:on:)"
            )
        }
    }

    /// A subscriber receiving with `f` is attached to `source`: at once, or (subscribed on another queue) as
    /// scheduled work.
    private static func attach(
        _ f: Value, source: Value, pipeline: StructValue, main: Bool, maps: [Value], later: Bool,
        evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Value {
        let subscriber = Value.structValue(
            StructValue(
                typeName: subscriberType,
                fields: [
                    .init(name: "main", value: .bool(main)), .init(name: "maps", value: .array(maps)),
                    .init(name: "receive", value: f),
                ]))
        let just = pipeline.field("just")
        guard later else {
            try subscribe(subscriber, to: source, just: just, evaluator: e, at: node)
            return .inert("AnyCancellable")
        }
        let work = FunctionValue(
            name: "subscribe", parameters: [],
            body: .builtin { ctx, _ in
                try subscribe(subscriber, to: source, just: just, evaluator: ctx.evaluator, at: ctx.node)
                return .void
            }, captured: nil)
        try ScheduledWork.schedule(.function(work), due: e.session.swift.clock, evaluator: e, at: node)
        e.mutated = true
        return .inert("AnyCancellable")
    }

    /// Attaches a subscriber: a subject's subscribers get what is sent from now on (a CurrentValueSubject
    /// gives its current value at once); a `Just` gives its value.
    static func subscribe(
        _ subscriber: Value, to source: Value, just: Value?, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws {
        e.mutated = true
        if case .object(let id) = source, let instance = e.session.swift.heap[id] {
            let index = instance.uikit.subscribers.count
            e.session.swift.heap[id]?.uikit.subscribers.append(subscriber)
            if let current = instance.fields["value"] {
                var s = subscriber
                try deliver(current, to: &s, evaluator: e, at: node)
                keep(s, at: index, of: id, evaluator: e)
            }
        } else if let just {
            var s = subscriber
            try deliver(just, to: &s, evaluator: e, at: node)
        }
    }

    /// What a subscription's operators keep (the last value, a count) is written back after a delivery.
    private static func keep(_ subscriber: Value, at index: Int, of id: Int, evaluator e: Evaluator) {
        guard let count = e.session.swift.heap[id]?.uikit.subscribers.count, index < count else { return }
        e.session.swift.heap[id]?.uikit.subscribers[index] = subscriber
    }

    /// `subject.send(v)`, `subject.value = v`: the value is the current one, and each subscriber gets it.
    static func send(_ value: Value, to id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws {
        guard let instance = e.session.swift.heap[id] else { return }
        var value = value
        // `subject.value = .monday`: a leading-dot case takes the type of the subject's current value.
        if case .enumValue(let sent) = value, sent.typeName.isEmpty,
            case .enumValue(let current)? = instance.fields["value"], !current.typeName.isEmpty
        {
            value = .enumValue(EnumValue(typeName: current.typeName, caseName: sent.caseName, payload: sent.payload))
        }
        if instance.typeName == "CurrentValueSubject" { e.session.swift.heap[id]?.fields["value"] = value }
        e.mutated = true
        for index in instance.uikit.subscribers.indices {
            guard let subscribers = e.session.swift.heap[id]?.uikit.subscribers, index < subscribers.count else {
                break
            }
            var s = subscribers[index]
            try deliver(value, to: &s, evaluator: e, at: node)
            keep(s, at: index, of: id, evaluator: e)
        }
    }

    static let stageType = "Publishers.Operator"

    /// `filter { ... }`, `compactMap { ... }`, `removeDuplicates()` (or `by:`), `dropFirst()`/`dropFirst(n)`,
    /// `prefix(n)`, `first()`, `first(where:)`, `handleEvents(receiveOutput:)` as a stage of the pipeline.
    private static func operatorStage(
        _ name: String, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value {
        var fields: [StructValue.Field] = [.init(name: "name", value: .string(name))]
        func closure(_ a: CallArgument) throws -> Value {
            let f = try e.evaluate(a.expr, in: scope)
            guard case .function = f else { throw e.error("\(name) takes a closure", at: a.expr) }
            return f
        }
        func count(_ a: CallArgument?, default d: Int) throws -> Int {
            guard let a else { return d }
            guard case .int(let n) = try e.evaluate(a.expr, in: scope), n >= 0 else {
                throw e.error("\(name) takes a count of 0 or more", at: a.expr)
            }
            return n
        }
        let labels = args.map(\.label)
        switch (name, labels) {
        case ("filter", [nil]), ("compactMap", [nil]), ("first", ["where"]), ("removeDuplicates", ["by"]):
            fields.append(.init(name: "f", value: try closure(args[0])))
        case ("removeDuplicates", []), ("first", []):
            break
        case ("dropFirst", []), ("dropFirst", [nil]), ("prefix", [nil]):
            fields.append(.init(name: "n", value: .int(try count(args.first, default: 1))))
        case ("handleEvents", _):
            // Only the values matter here: the other events (subscription, completion, cancel) are inert.
            for a in args where a.label != "receiveOutput" { _ = try e.evaluate(a.expr, in: scope) }
            if let output = args.first(where: { $0.label == "receiveOutput" }) {
                fields.append(.init(name: "f", value: try closure(output)))
            }
            if args.contains(where: { $0.label != "receiveOutput" }) { e.noteInert("handleEvents", at: node) }
        default:
            throw e.error(
                "the playground models \(name) as "
                    + [
                        "filter": "filter { ... }", "compactMap": "compactMap { ... }",
                        "removeDuplicates": "removeDuplicates() or removeDuplicates(by:)",
                        "dropFirst": "dropFirst() or dropFirst(n)", "prefix": "prefix(n)",
                        "first": "first() or first(where:)",
                    ][name, default: name], at: node)
        }
        return .structValue(StructValue(typeName: stageType, fields: fields))
    }

    /// Runs the subscription's operators on `value`: what reaches its closure (nil when an operator holds it
    /// back), with what each operator keeps updated in `state` (one entry per operator).
    private static func run(
        _ value: Value, through maps: [Value], state: inout [Value], evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Value? {
        var v = value
        if state.count < maps.count { state += Array(repeating: Value.none, count: maps.count - state.count) }
        for (i, stage) in maps.enumerated() {
            func call(_ f: Value?, _ args: [Value]) throws -> Value {
                guard case .function(let fn)? = f else { return .void }
                return try e.call(fn, arguments: args.map { .init(label: nil, value: $0) }, at: node)
            }
            guard case .structValue(let op) = stage, op.typeName == stageType,
                case .string(let name)? = op.field("name")
            else {
                v = try call(stage, [v])
                continue
            }
            let f = op.field("f")
            let n: Int = if case .int(let k)? = op.field("n") { k } else { 0 }
            let seen: Int = if case .int(let k) = state[i] { k } else { 0 }
            switch name {
            case "filter":
                guard try e.truth(try call(f, [v]), at: node) else { return nil }
            case "compactMap":
                let r = try call(f, [v])
                if r.isNone { return nil }
                v = r
            case "removeDuplicates":
                // The last value passed on, kept as a one-element array (none before the first).
                if case .array(let last) = state[i], let previous = last.first {
                    let duplicate =
                        f == nil
                        ? try e.valuesEqual(previous, v, at: node) : try e.truth(try call(f, [previous, v]), at: node)
                    if duplicate { return nil }
                }
                state[i] = .array([v])
            case "dropFirst":
                guard seen >= n else {
                    state[i] = .int(seen + 1)
                    return nil
                }
            case "prefix":
                guard seen < n else { return nil }
                state[i] = .int(seen + 1)
            case "first":
                guard seen == 0 else { return nil }
                if f != nil, try !e.truth(try call(f, [v]), at: node) { return nil }
                state[i] = .int(1)
            case "handleEvents":
                _ = try call(f, [v])
            default:
                break
            }
        }
        return v
    }

    static func deliver(
        _ value: Value, to subscriber: inout Value, evaluator e: Evaluator, at node: some SyntaxProtocol
    )
        throws
    {
        guard case .structValue(var s) = subscriber, case .function(let receive)? = s.field("receive") else { return }
        var v = value
        if case .array(let maps)? = s.field("maps") {
            var state: [Value] = if case .array(let kept)? = s.field("state") { kept } else { [] }
            let passed = try run(value, through: maps, state: &state, evaluator: e, at: node)
            if !s.set("state", .array(state)) { s.fields.append(.init(name: "state", value: .array(state))) }
            subscriber = .structValue(s)
            guard let passed else { return }
            v = passed
        }
        guard isTrue(s.field("main")) else {
            _ = try e.call(receive, arguments: [.init(label: nil, value: v)], at: node)
            return
        }
        let delivered = v
        let work = FunctionValue(
            name: "receive", parameters: [],
            body: .builtin { ctx, _ in
                try ctx.evaluator.call(receive, arguments: [.init(label: nil, value: delivered)], at: ctx.node)
            }, captured: nil)
        try ScheduledWork.schedule(.function(work), due: e.session.swift.clock, evaluator: e, at: node)
    }

    /// Where a subject keeps the name of its Output type (not a Swift name: no program can read it).
    static let elementField = "output type"

    /// The type a value sent to a subject is read as (`send(.grid)`): the Output it was made with when a plain
    /// type names it, else the type of a `CurrentValueSubject`'s current value.
    static func elementHint(of id: Int, evaluator e: Evaluator) throws -> TypeSyntax? {
        if case .string(let t)? = e.session.swift.heap[id]?.fields[elementField] {
            return TypeSyntax(IdentifierTypeSyntax(name: .identifier(t)))
        }
        guard case .enumValue(let current)? = e.session.swift.heap[id]?.fields["value"], !current.typeName.isEmpty
        else { return nil }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(current.typeName)))
    }
}

/// Combine's `@Published var x`: its projected value `$x` is a publisher that gives the current value to
/// a new subscriber and then each value set, as the property's `willSet` does (a subscriber reading the
/// property itself still sees the old value, as in Swift). Modelled as a `CurrentValueSubject` the object
/// keeps beside the property (made when `$x` is first read).
extension CombinePublishers {

    /// Whether `name` is a stored property of the class (or a superclass the program declares) marked `@Published`.
    static func isPublished(_ name: String, typeName: String, evaluator e: Evaluator) -> Bool {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = e.session.swift.types[t] {
            if let stored = decl.stored.first(where: { $0.name == name }) {
                let node = stored.type.map(Syntax.init) ?? stored.initial.map(Syntax.init)
                var parent = node?.parent
                while let p = parent, !p.is(VariableDeclSyntax.self) { parent = p.parent }
                // (`@OpenCombine.Published`, `@Combine.Published`: the module's name written before it.)
                return parent?.as(VariableDeclSyntax.self)?.attributes.contains {
                    let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
                    return name == "Published" || name?.hasSuffix("Combine.Published") == true
                } ?? false
            }
            current = e.nextDeclaredAncestor(decl)
            hops += 1
        }
        return false
    }

    /// `$x` on an object (`viewModel.$x`, or `$x` inside its methods): the property's publisher; nil when
    /// `x` is not a `@Published` property of it.
    static func projection(_ name: String, of id: Int, evaluator e: Evaluator) -> Value? {
        guard name.hasPrefix("$"), name.count > 1, let instance = e.session.swift.heap[id] else { return nil }
        let property = String(name.dropFirst())
        if let subject = instance.uikit.publishedSubjects[property] { return .object(subject) }
        guard isPublished(property, typeName: instance.typeName, evaluator: e) else { return nil }
        let subjectID = e.session.swift.nextObject
        e.session.swift.nextObject += 1
        e.session.swift.heap[subjectID] = ClassInstance(
            typeName: "CurrentValueSubject",
            fields: ["value": instance.fields[property] ?? .none])
        e.session.swift.heap[id]?.uikit.publishedSubjects[property] = subjectID
        e.mutated = true
        return .object(subjectID)
    }

    /// Setting a `@Published` property whose publisher has been read: its subscribers get the new value first.
    static func willSet(
        _ name: String, of id: Int, to value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws {
        guard let subject = e.session.swift.heap[id]?.uikit.publishedSubjects[name] else { return }
        try send(value, to: subject, evaluator: e, at: node)
    }
}

extension CombinePublishers {
    /// A pipeline or a subject: a value the program's `extension Publisher` applies to.
    static func isPublisher(_ v: Value, evaluator e: Evaluator) -> Bool {
        switch v {
        case .structValue(let s): s.typeName == publisherType
        case .object(let id):
            isSubject(id, evaluator: e) && e.session.swift.types[e.session.swift.heap[id]?.typeName ?? ""] == nil
        default: false
        }
    }
}

extension Evaluator {
    /// `subject.twice()` with `func twice()` declared in the program's `extension Publisher` (or
    /// `extension Subject` for a subject): that method, run with `self` the publisher; nil when no
    /// extension declares `name`.
    func publisherExtensionCall(
        _ name: String, on base: Value, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?
    ) throws -> Value? {
        let protocols = if case .object = base { ["Subject", "Publisher"] } else { ["Publisher"] }
        for p in protocols {
            // (Only an extension of Combine's protocol, and a method whose labels fit: `receive(on:)` is Combine's
            // next to a publisher's own `receive(subscriber:)`.)
            guard let decl = session.swift.types[p], decl.kind == .uikit || decl.kind == .protocolType,
                let methods = decl.methods[name], let first = methods.first,
                userMethodFits(name, typeName: p, args: args)
            else { continue }
            let f = functionValue(first, captured: nil, selfValue: base, typeName: p, overloads: methods)
            return try callValue(.function(f), args: args, call: call, in: scope)
        }
        return nil
    }
}
