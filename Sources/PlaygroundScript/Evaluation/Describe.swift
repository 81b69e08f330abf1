import PlaygroundCore
import SwiftSyntax

/// How values print (`print(x)`, a bare expression in the REPL) and how they become the
/// playground's identifiers (the text a snapshot stores for an item or section).
extension Evaluator {
    func typeName(of v: Value) -> String {
        switch v {
        case .void: "Void"
        case .none: "Optional"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string, .symbol: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .tuple: "Tuple"
        case .range(_, _, let closed): closed ? "ClosedRange<Int>" : "Range<Int>"
        case .doubleRange(_, _, let closed): closed ? "ClosedRange<Double>" : "Range<Double>"
        case .uikitPath(let receiver, let path):
            host.displayName(ofType: session[key: receiver]?.typeName ?? "object") + "." + path
        case .partialRange(let p): p.typeName
        case .symbolRange: "identifier range"
        case .function: "function"
        case .type(let t): t + ".Type"
        case .structValue(let s): s.typeName
        case .enumValue(let e): e.typeName.isEmpty ? "an implicit member" : e.typeName
        case .object(let id): session.swift.heap[id]?.typeName ?? "object"
        case .uikit, .uikitValue: host.displayName(ofType: uikitObject(v)?.typeName ?? "object")
        case .uuid: "UUID"
        case .inert(let what): InertOrigin.typeName(what)
        case .superOf(let t, _): "super of \(t)"
        }
    }

    /// `print(x)`: strings bare, everything else as `description`.
    func printed(_ v: Value) -> String {
        if case .string(let s) = v { return s }
        if case .symbol(let s) = v { return s }
        return description(v)
    }

    /// `exact`: numbers in full precision (the text of an identifier, which must tell values apart);
    /// otherwise as people read them (`Format.number`).
    func description(_ v: Value, nested: Bool = false, exact: Bool = false) -> String {
        // Each part is a step; a walk stopped here fails its statement (see `ValueWork`).
        guard ValueWork.visit() else { return "…" }
        switch v {
        case .void: return "()"
        case .none: return "nil"
        case .int(let i): return String(i)
        // As Swift describes a Double (print, interpolation, `description`): `2.0`, `0.1`, `1e-05`.
        case .double(let d): return exact ? Format.exactNumber(d) : d.description
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return nested ? Format.quoted(s) : s
        case .symbol(let s): return nested ? Format.identifier(s) : s
        case .array(let a):
            return "[" + a.map { description($0, nested: true, exact: exact) }.joined(separator: ", ") + "]"
        case .dictionary(let d):
            if d.count == 0 { return "[:]" }
            return "["
                + zip(d.keys, d.values).map {
                    description($0, nested: true, exact: exact) + ": " + description($1, nested: true, exact: exact)
                }.joined(separator: ", ") + "]"
        case .tuple(let elements):
            return "("
                + elements.map {
                    ($0.label.map { $0 + ": " } ?? "") + description($0.value, nested: true, exact: exact)
                }.joined(separator: ", ") + ")"
        case .range(let lo, let hi, let closed): return "\(lo)\(closed ? "..." : "..<")\(hi)"
        case .doubleRange(let lo, let hi, let closed):
            return description(.double(lo), exact: exact) + (closed ? "..." : "..<")
                + description(.double(hi), exact: exact)
        case .uikitPath(let receiver, let path):
            return "<\(host.displayName(ofType: session[key: receiver]?.typeName ?? "object")).\(path)>"
        case .partialRange(let p):
            switch p {
            case .from(let lo): return p.typeName + "(lowerBound: \(lo))"
            case .through(let hi), .upTo(let hi): return p.typeName + "(upperBound: \(hi))"
            }
        case .symbolRange(let a, let b): return "\(a)...\(b)"
        case .function(let f): return f.name == "closure" ? "(Function)" : "(Function \(f.name))"
        case .type(let t): return t
        case .structValue(let s):
            if let t = FoundationDate.seconds(of: v) { return FoundationDate.describe(t) }
            if let t = FoundationURL.text(of: v) { return t }
            return s.typeName + "("
                + s.fields.map { $0.name + ": " + description($0.value, nested: true, exact: exact) }.joined(
                    separator: ", ") + ")"
        case .enumValue(let e):
            // As Swift prints them: `main` alone, `Section.main` inside a collection.
            let head = e.typeName.isEmpty ? "." + e.caseName : (nested ? e.typeName + "." + e.caseName : e.caseName)
            if e.payload.isEmpty { return head }
            return head + "("
                + e.payload.map {
                    ($0.label.map { $0 + ": " } ?? "") + description($0.value, nested: true, exact: exact)
                }.joined(separator: ", ") + ")"
        case .object(let id):
            guard let instance = session.swift.heap[id] else { return "<object>" }
            // As an identifier (inside an enum case's payload, a struct's field): an object of a class with its own
            // `hash(into:)` and `==` is named by what `hash(into:)` combines, as it is alone (`rememberIdentity`).
            if exact, let hash = userHash(instance.typeName), userEquality(instance.typeName) != nil,
                let combined = try? hashedValues(of: v, typeName: instance.typeName, hash: hash, at: hash)
            {
                return instance.typeName + "("
                    + combined.map {
                        ($0.label.map { $0 + ": " } ?? "") + description($0.value, nested: true, exact: true)
                    }
                    .joined(separator: ", ") + ")"
            }
            return "<\(instance.typeName)>"
        case .uikit, .uikitValue:
            guard let object = uikitObject(v) else { return "<UIKit object>" }
            return host.printedLines(of: object, evaluator: self).joined(separator: "\n")
        case .uuid: return identifierText(v)
        case .inert(let what): return "<\(what)>"
        case .superOf(let t, _): return "super(\(t))"
        }
    }

    /// Lines printed for a bare expression at the top level.
    func describeLines(_ v: Value) -> [String] {
        switch v {
        case .uikit, .uikitValue:
            guard let object = uikitObject(v) else { return [description(v)] }
            return host.printedLines(of: object, evaluator: self)
        case .string(let s):
            return [Format.quoted(s)]
        default:
            return description(v).sourceLines.map(String.init)
        }
    }

    func json(_ v: Value) -> JSONValue {
        guard ValueWork.visit() else { return .string("…") }
        switch v {
        case .void, .none: return .null
        case .int(let i): return .number(Double(i))
        case .double(let d): return .number(d)
        case .bool(let b): return .bool(b)
        case .string(let s), .symbol(let s): return .string(s)
        case .array(let a): return .array(a.map(json))
        case .uikit, .uikitValue: return uikitObject(v).map { host.printedJSON(of: $0, evaluator: self) } ?? .null
        default: return .string(description(v))
        }
    }

    /// The identifier text a value stands for in a snapshot (`"a"` → a, `Section.main` → main,
    /// `3` → 3, a struct → its description). Non-text identifiers are remembered so reading the
    /// snapshot back gives the user's values.
    func identifierText(_ v: Value) -> String {
        switch v {
        case .string(let s), .symbol(let s): return s
        case .int(let i): return String(i)
        case .uuid(let n):
            let hex = String(n, radix: 16, uppercase: true)
            return "00000000-0000-4000-8000-" + String(repeating: "0", count: Swift.max(0, 12 - hex.count)) + hex
        case .enumValue(let e) where e.payload.isEmpty: return e.caseName
        default: return description(v, nested: false, exact: true)
        }
    }

    func rememberIdentifier(_ v: Value) -> String {
        var text = identifierText(v)
        switch v {
        case .string, .symbol: break
        default:
            text = Self.compactIdentity(text)
            if session.swift.identifierValues[text] == nil {
                session.swift.identifierValues[text] = v
            }
        }
        return text
    }
}
