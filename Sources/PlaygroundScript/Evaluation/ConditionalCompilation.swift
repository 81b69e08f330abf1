import SwiftSyntax

/// `#if` / `#elseif` / `#else` / `#endif`: the playground compiles as Xcode's Debug build of an iOS
/// app does, so the clause Swift would compile is the one that runs (statements), is declared
/// (top-level and member declarations) or is added to a type; the others are skipped, as Swift skips them.
///
/// The conditions, in one place (see `help swift`):
/// - `DEBUG`: set (Xcode's Debug configuration defines it); any other flag is unset, as Swift has
///   any flag the build does not define;
/// - `os(iOS)`, `canImport(…)` (every import is accepted: what the playground does not model is
///   inert), `arch(arm64)`, `swift(>=…)` and `compiler(>=…)` against Swift 6.0: true;
///   other systems and architectures, `targetEnvironment(macCatalyst)` and
///   `targetEnvironment(simulator)` (the playground shows a device): false;
/// - `true`, `false`, `!`, `&&`, `||` and parentheses as in Swift;
/// - any other condition is a located error naming it, never a guess.
extension Evaluator {
    /// The items of `items` with each `#if` replaced by the items of the clause Swift compiles.
    func activeItems(_ items: some Sequence<CodeBlockItemSyntax>) throws -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in items {
            if case .decl(let decl) = item.item, let config = decl.as(IfConfigDeclSyntax.self) {
                guard let clause = try activeClause(config) else { continue }
                switch clause.elements {
                case .statements(let inner)?: result += try activeItems(inner)
                case nil: break
                default: throw error("this '#if' clause is not supported by the playground here", at: clause)
                }
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// Whether `items` has a `#if` at its top level (the common case has none: no copy is made).
    func hasConditionalCompilation(_ items: some Sequence<CodeBlockItemSyntax>) -> Bool {
        items.contains { if case .decl(let d) = $0.item { d.is(IfConfigDeclSyntax.self) } else { false } }
    }

    /// The member declarations of `members` with each `#if` replaced by the members of the clause Swift compiles.
    func activeMembers(_ members: MemberBlockItemListSyntax) throws -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for member in members {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                guard let clause = try activeClause(config) else { continue }
                switch clause.elements {
                case .decls(let inner)?: result += try activeMembers(inner)
                case nil: break
                default: throw error("this '#if' clause is not supported by the playground here", at: clause)
                }
            } else {
                result.append(member.decl)
            }
        }
        return result
    }

    /// The clause Swift compiles: the first whose condition holds, else `#else`, else none.
    func activeClause(_ config: IfConfigDeclSyntax) throws -> IfConfigClauseSyntax? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause }
            if try compilationConditionHolds(condition) { return clause }
        }
        return nil
    }

    private func compilationConditionHolds(_ expr: ExprSyntax) throws -> Bool {
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text == "DEBUG" }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return try compilationConditionHolds(only.expression)
        }
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" {
            return try !compilationConditionHolds(p.expression)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "&&" || op == "||"
        {
            // (As the front end folds it: `os(iOS) || os(tvOS)`.) The right side is decided only when it counts.
            let left = try compilationConditionHolds(infix.leftOperand)
            if op == "&&" ? !left : left { return left }
            return try compilationConditionHolds(infix.rightOperand)
        }
        if let seq = expr.as(SequenceExprSyntax.self) {
            // `a && b || c`: && binds tighter than ||, as in Swift.
            let elements = Array(seq.elements)
            var disjuncts: [[ExprSyntax]] = [[]]
            for (index, element) in elements.enumerated() {
                if index % 2 == 1 {
                    guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "&&" || op == "||"
                    else {
                        throw error("'#if' condition '\(expr.trimmedDescription)' is not one Swift allows", at: element)
                    }
                    if op == "||" { disjuncts.append([]) }
                } else {
                    disjuncts[disjuncts.count - 1].append(element)
                }
            }
            for conjuncts in disjuncts {
                var all = true
                for c in conjuncts where try !compilationConditionHolds(c) {
                    all = false
                    break
                }
                if all { return true }
            }
            return false
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.trimmedDescription
        {
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return true
            case "arch": return argument == "arm64"
            case "targetEnvironment" where argument == "macCatalyst" || argument == "simulator": return false
            case "swift", "compiler":
                if let version = Self.versionHolds(argument) { return version }
            default: break
            }
        }
        throw error(
            "the playground cannot decide the '#if' condition '\(expr.trimmedDescription)'", at: expr,
            help:
                "it decides DEBUG (set), os(iOS), canImport(…), arch(arm64), targetEnvironment(…), swift(>=…) and compiler(>=…)"
        )
    }

    /// `>=5.9` or `<6.1` against Swift 6.0; nil when it is not of that shape.
    static func versionHolds(_ text: String) -> Bool? {
        let compact = text.filter { $0 != " " }
        let (op, rest): (String, Substring) =
            compact.hasPrefix(">=")
            ? (">=", compact.dropFirst(2))
            : compact.hasPrefix("<") ? ("<", compact.dropFirst(1)) : ("", "")
        guard !op.isEmpty else { return nil }
        let parts = rest.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        let version = Array((parts.map { $0! } + [0, 0, 0])[0..<3])
        let below = [6, 0, 0].lexicographicallyPrecedes(version)
        return op == ">=" ? !below : below
    }
}
