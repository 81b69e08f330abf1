import SwiftSyntax

/// Hashable as the user wrote it. A diffable data source tells items apart by their `Hashable`
/// conformance: when a type implements both `hash(into:)` and `==` (Apple's samples hash only an
/// `id`), two values with the same id are the same item even if their other fields differ. The
/// playground names such an item by the values its `hash(into:)` combines; types that rely on the
/// synthesised conformance are named by all their fields.
extension Evaluator {
    /// The user's `==` of a type (declared on it, a superclass or an extension).
    func userEquality(_ typeName: String) -> FunctionDeclSyntax? {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            if let f = decl.staticMethods["=="]?.first { return f }
            current = decl.superclass
            hops += 1
        }
        return nil
    }

    /// The user's `hash(into:)` of a type.
    func userHash(_ typeName: String) -> FunctionDeclSyntax? {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            if let f = decl.methods["hash"]?.first(where: {
                $0.signature.parameterClause.parameters.first?.firstName.text == "into"
            }) {
                return f
            }
            current = decl.superclass
            hops += 1
        }
        return nil
    }

    func userTypeName(of v: Value) -> String? {
        switch v {
        case .structValue(let s): s.typeName
        case .enumValue(let e) where !e.typeName.isEmpty: e.typeName
        case .object(let id): session.swift.heap[id]?.typeName
        default: nil
        }
    }

    /// `a == b` with the user's `==` (nil when the type has none).
    func userEquals(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        guard let t = userTypeName(of: a), userTypeName(of: b) == t, let eq = userEquality(t) else { return nil }
        var f = functionValue(eq, captured: nil, selfValue: .type(t), typeName: t)
        f.isStatic = true
        let result = try call(f, arguments: [.init(label: nil, value: a), .init(label: nil, value: b)], at: node)
        return try truth(result, at: node)
    }

    /// The identifier text of a value used as a snapshot identifier, remembered so reading the
    /// snapshot back gives the value. Values of a type with its own `hash(into:)` and `==` are
    /// named by what `hash(into:)` combines.
    /// The identifier of a value whose text is longer than an identifier may be (a struct that holds
    /// its content, as UIKit hashes it whole): its first 60 characters, then `…#` and 32 hex digits
    /// of two independent 64-bit hashes of the whole text (FNV-1a, and a multiply-xorshift sum), so
    /// equal values keep one identifier and different ones differ but for a chance of about 2^-128.
    static func compactIdentity(_ text: String) -> String {
        guard text.count > Limits.identifierLength else { return text }
        var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
        var mix: UInt64 = 0x9e37_79b9_7f4a_7c15
        for byte in text.utf8 {
            fnv = (fnv ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            mix = (mix &+ UInt64(byte) &+ 0x9e37_79b9_7f4a_7c15) &* 0xbf58_476d_1ce4_e5b9
            mix ^= mix >> 31
        }
        func hex(_ x: UInt64) -> String {
            let digits = String(x, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return String(text.prefix(60)) + "…#" + hex(fnv) + hex(mix)
    }

    func rememberIdentity(_ v: Value, at node: some SyntaxProtocol) throws -> String {
        guard let t = userTypeName(of: v), let hash = userHash(t) else {
            if case .object = v {
                throw error(
                    "a value of type \(typeName(of: v)) cannot be an identifier: it needs hash(into:) and == (Hashable)",
                    at: node)
            }
            return rememberIdentifier(v)
        }
        guard userEquality(t) != nil else {
            if case .object = v {
                throw error(
                    "a value of type \(typeName(of: v)) cannot be an identifier: it declares hash(into:) but not ==",
                    at: node)
            }
            // The synthesised == compares every field: so does the identifier.
            return rememberIdentifier(v)
        }
        let combined = try hashedValues(of: v, typeName: t, hash: hash, at: node)
        let text = Self.compactIdentity(
            t + "("
                + combined.map { ($0.label.map { $0 + ": " } ?? "") + description($0.value, nested: true, exact: true) }
                .joined(separator: ", ") + ")")
        if let known = session.swift.identifierValues[text], known.hashKey != v.hashKey,
            try userEquals(known, v, at: node) == false
        {
            throw error(
                "two different \(t) values hash the same and are not ==: the playground tells items apart by what hash(into:) combines",
                at: node,
                help: "combine in hash(into:) every property that == compares")
        }
        if session.swift.identifierValues[text] == nil { session.swift.identifierValues[text] = v }
        return text
    }

    /// `value.hashValue`: what the value's `hash(into:)` combines (the user's, or every field as Swift synthesises it),
    /// folded to an Int. Equal values give equal hash values, as Hashable requires; the number itself is the
    /// playground's (Swift seeds its hashing per process, so no program can rely on it) and the same on every run.
    func hashValue(of v: Value, at node: some SyntaxProtocol) throws -> Value {
        var text: String
        if let t = userTypeName(of: v), let hash = userHash(t) {
            let combined = try hashedValues(of: v, typeName: t, hash: hash, at: node)
            text = t + "(" + combined.map { description($0.value, nested: true, exact: true) }.joined(separator: ", ")
        } else {
            if case .object = v {
                throw error("value of type \(typeName(of: v)) has no member 'hashValue': it is not Hashable", at: node)
            }
            text = typeName(of: v) + "(" + description(v, nested: true, exact: true)
        }
        return hashNumber(text + ")")
    }

    /// A text folded to an Int (64-bit FNV-1a): `hashValue` and `Hasher.finalize()`.
    func hashNumber(_ text: String) -> Value {
        var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { fnv = (fnv ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return .int(Int(truncatingIfNeeded: fnv))
    }

    /// Runs the user's `hash(into:)` with a recording hasher: the values it combines, labelled with
    /// the property names when the body combines plain properties (`hasher.combine(id)`).
    func hashedValues(of v: Value, typeName t: String, hash: FunctionDeclSyntax, at node: some SyntaxProtocol)
        throws -> [Value.TupleElement]
    {
        let f = functionValue(hash, captured: nil, selfValue: v, typeName: t)
        let hasher = Builtins.newHasher()
        let (_, _, scope) = try run(f, values: [hasher], at: node)
        let parameter = f.parameters.first?.name ?? "hasher"
        guard case .structValue(let s)? = scope.variables[parameter], case .array(let values)? = s.field("combined")
        else { return [] }
        // Labels from the body as written, when it is a plain sequence of `hasher.combine(name)`.
        var labels: [String?] = []
        for item in hash.body?.statements ?? [] {
            guard case .expr(let e) = item.item, let call = e.as(FunctionCallExprSyntax.self),
                let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "combine",
                let arg = call.arguments.first?.expression
            else {
                labels = []
                break
            }
            if let ref = arg.as(DeclReferenceExprSyntax.self) {
                labels.append(ref.baseName.text)
            } else if let member = arg.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                labels.append(member.declName.baseName.text)
            } else {
                labels.append(nil)
            }
        }
        if labels.count != values.count { labels = Array(repeating: nil, count: values.count) }
        return zip(labels, values).map { Value.TupleElement(label: $0, value: $1) }
    }
}
