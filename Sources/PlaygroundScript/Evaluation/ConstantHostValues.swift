import SwiftSyntax

/// A leading-dot UIKit value whose arguments are literals or such values, all the way down
/// (`.fractionalWidth(0.5)`, `.init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))`,
/// `.init(top: 8, leading: 8, bottom: 8, trailing: 8)`): what it evaluates to depends only on the
/// parameter's type, UIKit's members of that type and the literals, so a unit evaluates it once per
/// node and parameter type. A section provider makes its sizes, dimensions and insets this way for
/// every section, and UIKit's values are values (a struct each), so the one kept is never changed.
/// Not kept: anything that reads a name, calls a closure, or makes an object with identity, and
/// nothing while the program declares a type or an alias with a UIKit type's name (an extension
/// may add a member that runs the program's code).
struct ConstantHostValue {
    /// The node (kept, so its tree, and with it its id, stays its own).
    var node: ExprSyntax
    /// The parameter type it was evaluated against.
    var type: String
    /// The program's declarations it was evaluated under.
    var declarations: DeclarationsStamp
    /// Nil: not such a value (its syntax, or what it evaluated to).
    var value: Value?
}

extension Evaluator {
    /// What is known of leading-dot `expr` against `type` (see `ConstantHostValue`): its kept value, or
    /// that it is not constant; nil when it has not run against `type` since the declarations changed.
    func knownConstantHostValue(_ expr: ExprSyntax, type: String) -> ConstantHostValue? {
        guard let known = constantHostValues[expr.id], known.type == type,
            known.declarations === session.swift.declarations
        else { return nil }
        return known
    }

    /// Records what leading-dot `expr` evaluated to against `type`: kept when it is a constant UIKit value.
    func keepConstantHostValue(_ expr: ExprSyntax, type: String, _ value: Value) {
        let stamp = session.swift.declarations
        var kept: Value?
        if case .uikitValue = value, !programNamesHostTypes(stamp), Self.isConstantHostValue(expr, depth: 0) {
            kept = value
            session.work.constantHostValues += 1
        }
        constantHostValues[expr.id] = ConstantHostValue(node: expr, type: type, declarations: stamp, value: kept)
    }

    /// Whether the program declares (or extends) a type, or declares an alias, named as one of UIKit's,
    /// known once per state of the declarations.
    private func programNamesHostTypes(_ stamp: DeclarationsStamp) -> Bool {
        if let known = hostTypesNamed, known.stamp === stamp { return known.any }
        func namesHostType(_ name: String) -> Bool {
            let short = name.split(separator: ".").last.map(String.init) ?? name
            return host.type(named: short) != nil || registry.type(named: short) != nil
        }
        let any =
            session.swift.types.keys.contains(where: namesHostType)
            || session.swift.typeAliases.keys.contains(where: namesHostType)
        hostTypesNamed = (stamp, any)
        return any
    }

    /// `.member` or `.member(arguments)` whose arguments are number or Boolean literals (a minus
    /// sign allowed) or, again, such members; no trailing closure.
    static func isConstantHostValue(_ expr: ExprSyntax, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return member.base == nil && member.declName.argumentNames == nil
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.additionalTrailingClosures.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil, member.declName.argumentNames == nil
        else { return false }
        return call.arguments.allSatisfy { isConstantArgument($0.expression, depth: depth + 1) }
    }

    private static func isConstantArgument(_ expr: ExprSyntax, depth: Int) -> Bool {
        switch expr.kind {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr: return true
        case .prefixOperatorExpr:
            let prefix = expr.cast(PrefixOperatorExprSyntax.self)
            return prefix.operator.text == "-"
                && [.integerLiteralExpr, .floatLiteralExpr].contains(prefix.expression.kind)
        default: return isConstantHostValue(expr, depth: depth)
        }
    }
}
