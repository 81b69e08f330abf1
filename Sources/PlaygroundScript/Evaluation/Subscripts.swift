import SwiftSyntax

/// Subscripts the program declares (`subscript(safe index: Index) -> Element?` in an extension of
/// `Collection`, the most common one in apps) and extensions of the standard library's types and
/// protocols, whose bodies use `self`'s members without `self.`.
extension Evaluator {
    /// The declarations an extension of a builtin value's type can live in, nearest first.
    func builtinExtensionTypes(of v: Value) -> [String] {
        switch v {
        case .array:
            [
                "Array", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection",
                "RangeReplaceableCollection", "Collection", "Sequence",
            ]
        case .string, .symbol:
            [
                "String", "StringProtocol", "BidirectionalCollection", "Collection", "Sequence", "Comparable",
                "Hashable", "Equatable",
            ]
        case .dictionary: ["Dictionary", "Collection", "Sequence"]
        case .range:
            ["Range", "ClosedRange", "RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"]
        case .partialRange(.from): ["PartialRangeFrom", "RangeExpression", "Sequence"]
        case .partialRange: ["PartialRangeThrough", "PartialRangeUpTo", "RangeExpression"]
        case .int:
            [
                "Int", "BinaryInteger", "SignedInteger", "FixedWidthInteger", "SignedNumeric", "Numeric", "Comparable",
                "Hashable", "Equatable",
            ]
        case .double:
            [
                "Double", "CGFloat", "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "Comparable",
                "Hashable", "Equatable",
            ]
        case .bool: ["Bool", "Hashable", "Equatable"]
        default: []
        }
    }

    func isBuiltinValue(_ v: Value) -> Bool { !builtinExtensionTypes(of: v).isEmpty }

    /// A computed property or method added by an extension of a builtin value's type or protocols.
    func builtinExtensionMember(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        for t in builtinExtensionTypes(of: base) {
            guard let decl = session.swift.types[t] else { continue }
            if let computed = decl.computed[name] {
                return try withSelf(base, typeName: t, isStatic: false) {
                    try runBody(computed.getter, returnType: computed.type, at: node)
                }.result
            }
            if let methods = decl.methods[name], let first = methods.first {
                return .function(functionValue(first, captured: nil, selfValue: base, typeName: t, overloads: methods))
            }
        }
        return nil
    }

    /// Inside an extension of a builtin type: `count`, `indices`, `prefix(2)` mean `self.count`...
    func builtinSelfMember(_ name: String, frame: SelfFrame, at node: some SyntaxProtocol) throws -> Value? {
        guard !frame.isStatic, isBuiltinValue(frame.value) else { return nil }
        if let v = try Builtins.member(name, of: frame.value, evaluator: self, at: node) { return v }
        return try builtinExtensionMember(name, of: frame.value, at: node)
    }

    /// An unqualified call inside an extension of a builtin type (`prefix(2)`): a method of `self`.
    func callBuiltinSelfMethod(
        _ name: String, args: [CallArgument], call: FunctionCallExprSyntax, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        guard let frame = selfStack.last, !frame.isStatic, isBuiltinValue(frame.value) else { return nil }
        if let ext = try builtinExtensionMember(name, of: frame.value, at: node) {
            return try callValue(ext, args: args, call: call, in: scope)
        }
        guard Builtins.memberNames(of: frame.value).contains(name) || Builtins.isMutating(name, of: frame.value) else {
            return nil
        }
        var receiver = frame.value
        let result = try Builtins.callMethod(
            name, on: &receiver, args: try evaluateArguments(args, in: scope), evaluator: self, at: node)
        if Builtins.isMutating(name, of: frame.value) { selfStack[selfStack.count - 1].value = receiver }
        return result
    }

    /// `base[label: index]` with a subscript the program declares; nil when none fits (the builtin
    /// subscripts then apply, and only without labels).
    func userSubscript(_ base: Value, _ sub: SubscriptCallExprSyntax, in scope: Scope?) throws -> Value? {
        let owners: [String] =
            switch base {
            case .structValue(let s): [s.typeName]
            case .enumValue(let e): [e.typeName]
            case .object(let id): session.swift.heap[id].map { [$0.typeName] } ?? []
            default: builtinExtensionTypes(of: base)
            }
        let args = sub.arguments.map { CallArgument(label: $0.label?.text, expr: $0.expression, labelToken: $0.label) }
        let labels = args.map(\.label)
        for owner in owners {
            var current: String? = owner
            var hops = 0
            while let t = current, hops < 32, let decl = session.swift.types[t] {
                for s in decl.subscripts {
                    let params = subscriptParameters(s)
                    guard (try? match(params, labels: labels, trailing: labels.map { _ in false })) != nil else {
                        continue
                    }
                    guard let accessors = s.accessorBlock else { continue }
                    var f = FunctionValue(
                        name: "subscript", parameters: params, body: .block(try getterBody(accessors)), captured: nil)
                    f.selfValue = base
                    f.typeName = t
                    f.returnType = s.returnClause.type
                    return try invoke(f, args: args, call: sub, in: scope).result
                }
                current = decl.superclass
                hops += 1
            }
        }
        if labels.contains(where: { $0 != nil }) {
            let written = labels.map { ($0 ?? "_") + ":" }.joined()
            throw error(
                "no subscript(\(written)) of \(typeName(of: base)) is declared", at: sub,
                help:
                    "declare it, as Swift needs: extension Collection { subscript(safe index: Index) -> Element? { ... } }"
            )
        }
        return nil
    }

    /// A subscript's parameters have no argument label unless they name one (`subscript(safe index:)`).
    func subscriptParameters(_ s: SubscriptDeclSyntax) -> [FunctionValue.Parameter] {
        s.parameterClause.parameters.map { p in
            let label: String? = p.secondName == nil || p.firstName.text == "_" ? nil : p.firstName.text
            return FunctionValue.Parameter(
                label: label, name: (p.secondName ?? p.firstName).text, defaultValue: p.defaultValue?.value,
                type: p.type, isInout: false, isVariadic: p.ellipsis != nil)
        }
    }
}

extension Evaluator {
    /// Inside a type's methods, a name nested in that type (or an enclosing one) comes first:
    /// `State` in `CellReactor` is `CellReactor.State`, even when another type has a `State`.
    func nestedTypeName(_ name: String) -> String? {
        // (The method's type first: at the top level there is none, and the search of the name costs more.)
        guard let frame = selfStack.last, !name.contains(".") else { return nil }
        // A generic parameter of the instance's class (`Section` in the methods of `Adapter<HomeSection>`).
        if !frame.isStatic, case .object(let id) = frame.value, let instance = session.swift.heap[id],
            !instance.genericArguments.isEmpty, let bound = instance.genericArguments[name]
        {
            return bound
        }
        guard declaresNestedNames() else { return nil }
        var owner = frame.typeName
        var hops = 0
        while hops < 8 {
            let qualified = owner + "." + name
            if session.swift.types[qualified] != nil { return qualified }
            if let alias = session.swift.typeAliases[qualified], alias != qualified {
                return session.swift.types[alias] != nil ? alias : resolveAlias(alias)
            }
            guard let dot = owner.lastIndex(of: ".") else { return nil }
            owner = String(owner[..<dot])
            hops += 1
        }
        return nil
    }

    /// Whether the program declares any nested type or alias (`Owner.Name`), known once per state of
    /// its declarations: without one, no name inside a method is a nested one, and looking for it
    /// spelled a qualified name per enclosing type at each use (a fifth of a section provider's work
    /// when written in a method).
    func declaresNestedNames() -> Bool {
        let stamp = session.swift.declarations
        if let known = nestedNames, known.stamp === stamp { return known.any }
        let any =
            session.swift.types.keys.contains { $0.utf8.contains(UInt8(ascii: ".")) }
            || session.swift.typeAliases.keys.contains { $0.utf8.contains(UInt8(ascii: ".")) }
        nestedNames = (stamp, any)
        return any
    }

    private func resolveAlias(_ alias: String) -> String? {
        let base = Builtins.baseTypeName(alias)
        if session.swift.types[base] != nil { return base }
        // (The standard library's own names first: the registry's number type also answers to `Int`.)
        if Builtins.typeNames.contains(base) { return base }
        return registry.type(named: base)?.name ?? (host.typeNames.contains(base) ? base : nil)
    }
}
