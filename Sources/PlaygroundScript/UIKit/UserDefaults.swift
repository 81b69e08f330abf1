import SwiftSyntax

/// Foundation's `UserDefaults.standard`: a store of values by key that starts empty, as after a fresh install
/// (the playground has no device to remember earlier runs). `set(_:forKey:)` keeps a value for the session;
/// `string(forKey:)`, `data(forKey:)`, `object(forKey:)`, `array(forKey:)`, `dictionary(forKey:)` and
/// `url(forKey:)` give it back or nil; `integer`, `double`, `float` give 0 and `bool` false for a missing key,
/// as Foundation does; `removeObject(forKey:)` forgets it; `register(defaults:)` gives the values a read of a key
/// not set gives. A note says once that the store started empty.
/// Values of the wrong kind are given back as stored (Foundation would convert some, as "1" to 1).
///
/// iCloud's `NSUbiquitousKeyValueStore.default` is a store of its own, empty as well (a fresh install, or no iCloud
/// account): its readers are `string`, `data`, `object`, `array`, `dictionary` (nil), `bool` (false), `double` and
/// `longLong` (0); `synchronize()` is true.
enum UserDefaultsStore {
    static func isStore(_ what: String) -> Bool {
        // (`UserDefaults(suiteName: "group...")`, an app group's store, starts empty as well.)
        what == "UserDefaults.standard" || what.hasPrefix("UserDefaults(") || isUbiquitous(what)
    }

    static func isUbiquitous(_ what: String) -> Bool { what == "NSUbiquitousKeyValueStore.default" }

    static let readers: [String: Value] = [
        "string": .none, "data": .none, "object": .none, "array": .none, "dictionary": .none, "url": .none,
        "stringArray": .none, "value": .none, "integer": .int(0), "double": .double(0), "float": .double(0),
        "bool": .bool(false), "longLong": .int(0),
    ]

    /// Whether `name` is one of the store's methods modelled here.
    static func models(_ name: String) -> Bool {
        readers[name] != nil
            || ["set", "register", "removeObject", "dictionaryRepresentation", "synchronize"].contains(name)
    }

    /// The method's result; nil when `what` is no UserDefaults or `name` no method modelled here.
    static func call(
        _ name: String, on what: String, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        guard isStore(what) else { return nil }
        func key(_ label: String) throws -> String? {
            guard let a = args.first(where: { $0.label == label }) else { return nil }
            // (`forKey: .distanceUnits`: a static of the program's `extension String`.)
            let v = try e.evaluate(a.expr, in: scope, hint: UIKitSurface.stringType)
            guard case .string(let k) = v else {
                if case .inert(let unknown) = v { throw e.inertValueError(unknown, at: a.expr) }
                throw e.error("a UserDefaults key must be a String, found \(e.typeName(of: v))", at: a.expr)
            }
            return k
        }
        if isUbiquitous(what) {
            return try ubiquitous(name, on: what, args: args, key: key, evaluator: e, in: scope)
        }
        switch name {
        case "set" where args.count == 2 && args[0].label == nil:
            guard let k = try key("forKey") else { return nil }
            let value = try e.evaluate(args[0].expr, in: scope)
            e.session.swift.userDefaults[k] = value.isNone ? nil : value
            e.mutated = true
            return .void
        // The registration domain: values a read gives for a key the program has not set (not stored).
        case "register" where args.count == 1 && args[0].label == "defaults":
            guard case .dictionary(let d) = try e.evaluate(args[0].expr, in: scope) else {
                throw e.error("register(defaults:) takes a dictionary of keys and values", at: args[0].expr)
            }
            for (k, v) in zip(d.keys, d.values) {
                guard case .string(let key) = k else {
                    throw e.error("a UserDefaults key must be a String, found \(e.typeName(of: k))", at: args[0].expr)
                }
                e.session.swift.registeredDefaults[key] = v
            }
            e.mutated = true
            return .void
        // What a read finds: the registered defaults, then what the program set (Foundation's search list, the
        // argument and global domains being empty here).
        case "dictionaryRepresentation" where args.isEmpty:
            var merged = e.session.swift.registeredDefaults
            for (k, v) in e.session.swift.userDefaults { merged[k] = v }
            var d = DictionaryValue()
            for k in merged.keys.sorted() { d[.string(k)] = merged[k] }
            return .dictionary(d)
        case "removeObject":
            guard let k = try key("forKey") else { return nil }
            e.session.swift.userDefaults[k] = nil
            e.mutated = true
            return .void
        default:
            guard args.count == 1, let missing = readers[name], let k = try key("forKey")
            else { return nil }
            guard let stored = e.session.swift.userDefaults[k] ?? e.session.swift.registeredDefaults[k] else {
                e.noteOnce(
                    "user defaults",
                    "UserDefaults starts empty in the playground, as after a fresh install: '\(what).\(name)(forKey: "
                        + "\(Format.quoted(k)))' is \(e.description(missing)) until the program sets it",
                    help: nil)
                return missing
            }
            return stored
        }
    }

    /// iCloud's key-value store: `set(_:forKey:)`, `removeObject(forKey:)`, `synchronize()` and the readers.
    private static func ubiquitous(
        _ name: String, on what: String, args: [CallArgument], key: (String) throws -> String?,
        evaluator e: Evaluator, in scope: Scope?
    ) throws -> Value? {
        switch name {
        case "set" where args.count == 2 && args[0].label == nil:
            guard let k = try key("forKey") else { return nil }
            let value = try e.evaluate(args[0].expr, in: scope)
            e.session.swift.ubiquitousStore[k] = value.isNone ? nil : value
            e.mutated = true
            return .void
        case "removeObject":
            guard let k = try key("forKey") else { return nil }
            e.session.swift.ubiquitousStore[k] = nil
            e.mutated = true
            return .void
        case "synchronize" where args.isEmpty:
            return .bool(true)
        default:
            guard args.count == 1, let missing = readers[name], let k = try key("forKey") else { return nil }
            guard let stored = e.session.swift.ubiquitousStore[k] else {
                e.noteOnce(
                    "ubiquitous store",
                    "iCloud's key-value store starts empty in the playground, as after a fresh install: '\(what).\(name)"
                        + "(forKey: \(Format.quoted(k)))' is \(e.description(missing)) until the program sets it",
                    help: nil)
                return missing
            }
            return stored
        }
    }
}
