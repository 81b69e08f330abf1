import PlaygroundCore
import SwiftSyntax

extension Evaluator {
    func executeSwitch(
        _ node: SwitchExprSyntax, in scope: Scope?, asExpression: Bool = false, hint: TypeSyntax? = nil
    ) throws -> Flow {
        var subject = try evaluate(node.subject, in: scope)
        if case .inert(let what) = subject {
            subject = try switchSubject(what, node)
        }
        for clause in node.cases {
            guard case .switchCase(let c) = clause else { continue }
            let inner = Scope(parent: scope)
            var matched = false
            switch c.label {
            case .default:
                matched = true
            case .case(let label):
                // `#warning(...)` before the first case, which the parser puts in a case of its own with no `case`.
                if label.caseKeyword.presence == .missing, SwiftFrontEnd.isWarningOnly(c) {
                    for item in c.statements {
                        if case .expr(let e) = item.item, let m = e.as(MacroExpansionExprSyntax.self) {
                            _ = try compilerDirective(m)
                        } else if case .decl(let d) = item.item, let m = d.as(MacroExpansionDeclSyntax.self) {
                            _ = try compilerDirective(m)
                        }
                    }
                    continue
                }
                for item in label.caseItems {
                    let attempt = Scope(parent: scope)
                    guard try bind(pattern: item.pattern, to: subject, in: attempt, at: item.pattern) else { continue }
                    if let whereClause = item.whereClause {
                        guard try truth(try evaluate(whereClause.condition, in: attempt), at: whereClause.condition)
                        else { continue }
                    }
                    inner.takeVariables(of: attempt)
                    matched = true
                    break
                }
            }
            guard matched else { continue }
            // A switch used as an expression yields its branch's single expression.
            if asExpression, let e = Self.singleExpression(c.statements) {
                return .returned(try evaluate(e, in: inner, hint: hint))
            }
            let flow = try execute(items: c.statements, in: inner)
            switch flow {
            case .breakLoop(nil): return .normal
            default: return flow
            }
        }
        throw error(
            "no case of the switch matches \(description(subject))", at: node.subject,
            help: "add a 'default:' case")
    }

    /// An unmodelled value a switch is over: a case of a UIKit enum written out
    /// (`UIUserInterfaceLayoutDirection.leftToRight`) is that case, as a leading dot is; any other is an
    /// error when a case needs its value (the switch would take a branch by a guess), and is kept when every
    /// case only binds it.
    private func switchSubject(_ what: String, _ node: SwitchExprSyntax) throws -> Value {
        let parts = what.split(separator: ".")
        if parts.count == 2, Self.isUIKitTypeWord(String(parts[0])),
            parts[0].hasPrefix("UI") || parts[0].hasPrefix("NS"),
            Self.isCaseWord(String(parts[1]))
        {
            return .enumValue(EnumValue(typeName: "", caseName: String(parts[1]), payload: []))
        }
        func onlyBinds(_ p: PatternSyntax) -> Bool {
            if p.is(IdentifierPatternSyntax.self) || p.is(WildcardPatternSyntax.self) { return true }
            if let b = p.as(ValueBindingPatternSyntax.self) { return onlyBinds(b.pattern) }
            return false
        }
        for clause in node.cases {
            guard case .switchCase(let c) = clause, case .case(let label) = c.label else { continue }
            if label.caseItems.contains(where: { !onlyBinds($0.pattern) }) {
                throw error(
                    "'\(what)' is not modelled by the playground (a \(InertOrigin.kind(what))), and the switch "
                        + "needs its value to choose a case", at: node.subject, help: InertOrigin.help(what))
            }
        }
        return .inert(what)
    }

    /// Matches `value` against a pattern, binding names into `scope`.
    func bind(
        pattern: PatternSyntax, to value: Value, in scope: Scope, at node: some SyntaxProtocol, binding: Bool = false
    ) throws -> Bool {
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            scope[id.identifier.text] = value
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let b = pattern.as(ValueBindingPatternSyntax.self) {
            return try bind(pattern: b.pattern, to: value, in: scope, at: node, binding: true)
        }
        if let t = pattern.as(TuplePatternSyntax.self) {
            // `let (data, response) = unmodelled`: each part of an unmodelled value is unmodelled too.
            if case .inert(let what) = value {
                for (i, p) in t.elements.enumerated() {
                    _ = try bind(pattern: p.pattern, to: .inert(what + ".\(i)"), in: scope, at: node, binding: binding)
                }
                return true
            }
            guard case .tuple(let elements) = value, elements.count == t.elements.count else { return false }
            for (p, v) in zip(t.elements, elements) {
                guard try bind(pattern: p.pattern, to: v.value, in: scope, at: node, binding: binding) else {
                    return false
                }
            }
            return true
        }
        if let e = pattern.as(ExpressionPatternSyntax.self) {
            return try matchExpression(e.expression, value, in: scope, binding: binding)
        }
        if let isType = pattern.as(IsTypePatternSyntax.self) {
            return isInstance(value, of: isType.type.trimmedDescription)
        }
        throw error("this pattern is not supported by the playground", at: pattern)
    }

    /// Expression patterns: enum cases (with payload patterns), ranges, tuples, `let x`, values (`~=`).
    private func matchExpression(_ expr: ExprSyntax, _ value: Value, in scope: Scope, binding: Bool) throws -> Bool {
        if let p = expr.as(PatternExprSyntax.self) {
            return try bind(pattern: p.pattern, to: value, in: scope, at: p, binding: binding)
        }
        if expr.is(DiscardAssignmentExprSyntax.self) { return true }
        if binding, let ref = expr.as(DeclReferenceExprSyntax.self) {
            scope[ref.baseName.text] = value
            return true
        }
        // `.some(x)` / `x?`
        if let opt = expr.as(OptionalChainingExprSyntax.self) {
            if value.isNone { return false }
            return try matchExpression(opt.expression, value, in: scope, binding: binding)
        }
        if let m = expr.as(MemberAccessExprSyntax.self), case .enumValue(let e) = value,
            m.base == nil || isTypeReference(m.base, named: e.typeName)
        {
            return m.declName.baseName.text == e.caseName
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
            let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            case .enumValue(let e) = value, m.base == nil || isTypeReference(m.base, named: e.typeName)
        {
            guard m.declName.baseName.text == e.caseName else { return false }
            let args = Array(call.arguments)
            guard args.count == e.payload.count else {
                if args.count == 1, e.payload.count > 1 {
                    return try matchExpression(args[0].expression, .tuple(e.payload), in: scope, binding: binding)
                }
                return false
            }
            for (a, v) in zip(args, e.payload) {
                guard try matchExpression(a.expression, v.value, in: scope, binding: binding) else { return false }
            }
            return true
        }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count > 1 {
            guard case .tuple(let elements) = value, elements.count == t.elements.count else { return false }
            for (e, v) in zip(t.elements, elements) {
                guard try matchExpression(e.expression, v.value, in: scope, binding: binding) else { return false }
            }
            return true
        }
        if let m = expr.as(MemberAccessExprSyntax.self), m.base == nil {
            // A UIKit enum property's case (`case .none:` on `section.orthogonalScrollingBehavior`).
            if case .uikitValue = value {
                return try valuesEqual(
                    value, .enumValue(EnumValue(typeName: "", caseName: m.declName.baseName.text, payload: [])), at: m)
            }
            // `.none` / an implicit static of a struct
            if m.declName.baseName.text == "none" { return value.isNone }
            if m.declName.baseName.text == "some" { return !value.isNone }
            if case .structValue(let s) = value {
                return try valuesEqual(
                    value, try staticMember(m.declName.baseName.text, ofType: s.typeName, at: m, in: scope), at: m)
            }
            return false
        }
        let pattern = try evaluate(expr, in: scope)
        switch (pattern, value) {
        case (.range(let lo, let hi, let closed), .int(let v)):
            return v >= lo && (closed ? v <= hi : v < hi)
        case (.range(let lo, let hi, let closed), .double(let v)):
            return v >= Double(lo) && (closed ? v <= Double(hi) : v < Double(hi))
        case (.partialRange(let p), .int(let v)): return p.contains(v)
        case (.partialRange(let p), .double(let v)): return p.contains(v)
        case (.doubleRange(let lo, let hi, let closed), _):
            let x = try Operators.number(value, at: expr, evaluator: self)
            return x >= lo && (closed ? x <= hi : x < hi)
        default:
            return try valuesEqual(pattern, value, at: expr)
        }
    }

    private func isTypeReference(_ expr: ExprSyntax?, named name: String) -> Bool {
        guard let expr else { return true }
        let text = Builtins.baseTypeName(expr.trimmedDescription)
        return text == name || text == "Self" || session.swift.typeAliases[text] == name
    }
}
