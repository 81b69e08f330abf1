import SwiftSyntax

/// Property wrappers the program declares (SE-0258): `@Setting(key: "n", defaultValue: 2) var n: Int` keeps a
/// `Setting` made with those arguments (and `wrappedValue:` when the property has an initial value) in `_n`;
/// reading and writing `n` reads and writes its `wrappedValue`, and `$n` is its `projectedValue`. A wrapper is a
/// struct or class of the program with a `wrappedValue` property; an attribute naming anything else is left alone.
extension Evaluator {
    /// The program's wrapper type a stored property's attribute names; nil when it names none.
    func propertyWrapper(of p: TypeDeclaration.StoredProperty) -> (type: String, attribute: AttributeSyntax)? {
        guard let attribute = p.wrapper else { return nil }
        let written = Builtins.baseTypeName(attribute.attributeName)
        guard let t = resolveTypeName(written), let decl = session.swift.types[t],
            decl.kind == .structType || decl.kind == .classType,
            decl.stored.contains(where: { $0.name == "wrappedValue" }) || decl.computed["wrappedValue"] != nil
        else { return nil }
        return (t, attribute)
    }

    /// The wrapped stored property `name` of `typeName` or a class it inherits from, with its wrapper.
    func wrappedProperty(_ name: String, typeName: String)
        -> (property: TypeDeclaration.StoredProperty, wrapper: (type: String, attribute: AttributeSyntax))?
    {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            if let p = decl.stored.first(where: { $0.wrapper != nil && $0.name == name }) {
                return propertyWrapper(of: p).map { (p, $0) }
            }
            current = decl.superclass
            hops += 1
        }
        return nil
    }

    /// The wrapper an instance starts with: `W(wrappedValue: initial, arguments...)`, `W(arguments...)`; nil (made
    /// when the property is first set, as an initializer does) for a property with neither.
    func makeWrapper(_ p: TypeDeclaration.StoredProperty, _ wrapper: (type: String, attribute: AttributeSyntax))
        throws -> Value
    {
        var bindings: [String: Value] = ["wrapper": .type(wrapper.type)]
        var parts: [String] = []
        if let initial = p.initial {
            bindings["initialValue"] = try nested(at: initial) {
                try convert(try evaluate(initial, in: nil, hint: p.type), to: p.type, at: initial)
            }
            parts.append("wrappedValue: initialValue")
        }
        if case .argumentList(let list)? = wrapper.attribute.arguments {
            parts += list.map { $0.with(\.trailingComma, nil).trimmedDescription }
        }
        guard !parts.isEmpty || hasPlainInitializer(wrapper.type) else { return .none }
        return try evaluateMade(
            "wrapper(" + parts.joined(separator: ", ") + ")", bindings: bindings, anchor: Syntax(wrapper.attribute))
    }

    /// Whether the type can be made with no arguments (no initializer declared, or one taking none).
    private func hasPlainInitializer(_ typeName: String) -> Bool {
        guard let decl = session.swift.types[typeName] else { return false }
        if decl.initializers.isEmpty {
            return decl.stored.allSatisfy { $0.initial != nil || Self.implicitNil($0) != nil }
        }
        return decl.initializers.contains { i in
            i.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
        }
    }

    /// `n` (the wrapper's `wrappedValue`) or `$n` (its `projectedValue`) of an instance whose `n` is wrapped; nil
    /// for another member.
    func wrappedMember(_ name: String, of base: Value, typeName: String, at node: some SyntaxProtocol) throws
        -> Value?
    {
        let projected = name.hasPrefix("$")
        let plain = projected ? String(name.dropFirst()) : name
        guard let (_, wrapper) = wrappedProperty(plain, typeName: typeName) else { return nil }
        let storage = try member("_" + plain, of: base, at: node, in: nil)
        if storage.isNone {
            throw error(
                "'\(plain)' is read before it is set: its @\(wrapper.type) wrapper is made when it is first set",
                at: node)
        }
        return try member(projected ? "projectedValue" : "wrappedValue", of: storage, at: node, in: nil)
    }

    /// `n = value` for a wrapped `n`: the wrapper's `wrappedValue` is set (the wrapper is made with
    /// `W(wrappedValue:)` when the instance has none yet). False when `n` is not wrapped.
    func setWrapped(
        _ name: String, of base: inout Value, typeName: String, to value: Value, at node: some SyntaxProtocol
    )
        throws -> Bool
    {
        guard let (_, wrapper) = wrappedProperty(name, typeName: typeName) else { return false }
        var storage = try member("_" + name, of: base, at: node, in: nil)
        if storage.isNone {
            storage = try evaluateMade(
                "wrapper(wrappedValue: value)", bindings: ["wrapper": .type(wrapper.type), "value": value],
                anchor: Syntax(wrapper.attribute))
        } else {
            try setMember("wrappedValue", of: &storage, to: value, at: node, rhs: nil, in: nil)
        }
        try setMember("_" + name, of: &base, to: storage, at: node, rhs: nil, in: nil)
        return true
    }
}
