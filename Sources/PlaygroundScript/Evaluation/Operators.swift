import PlaygroundCore
import SwiftSyntax

/// Swift's arithmetic, comparison and range operators on Int, Double/CGFloat, String and arrays.
/// Int with Int stays Int (integer division truncates, overflow is an error, as Swift traps);
/// a literal Int meets a Double as a Double, as Swift's literals do.
enum Operators {
    static func number(_ v: Value, at node: some SyntaxProtocol, evaluator: Evaluator) throws -> Double {
        switch v {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default:
            throw evaluator.error("expected a number, found a value of type \(evaluator.typeName(of: v))", at: node)
        }
    }

    static func prefix(_ op: String, _ v: Value, at node: PrefixOperatorExprSyntax, evaluator: Evaluator) throws
        -> Value
    {
        switch (op, v) {
        case ("-", .int(let i)):
            let (r, o) = (0).subtractingReportingOverflow(i)
            if o { throw evaluator.arithmeticOverflow(at: node) }
            return .int(r)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return v
        case ("!", .bool(let b)): return .bool(!b)
        case ("...", _), ("..<", _):
            guard case .int(let i) = v else { throw evaluator.error("a range bound must be an Int", at: node) }
            return .partialRange(op == "..." ? .through(i) : .upTo(i))
        case (_, .inert(let what)):
            throw evaluator.inertOperandError(what, operator: op, at: node)
        default:
            throw evaluator.error(
                "prefix operator '\(op)' cannot be applied to a value of type \(evaluator.typeName(of: v))", at: node)
        }
    }

    /// The integer a user's numbers make, or Swift's overflow as a located error (never a trap of
    /// the playground): counts, bounds, strides and offsets the playground computes go through it.
    static func checked(_ r: (partialValue: Int, overflow: Bool), at node: some SyntaxProtocol, evaluator: Evaluator)
        throws -> Int
    {
        if r.overflow { throw evaluator.arithmeticOverflow(at: node) }
        return r.partialValue
    }

    static func oneSidedRange(_ v: Value, at node: some SyntaxProtocol, evaluator: Evaluator) throws -> Value {
        guard case .int(let i) = v else { throw evaluator.error("a range bound must be an Int", at: node) }
        return .partialRange(.from(i))
    }

    /// The infix operators the Swift standard library declares.
    static let standardInfixOperators: Set<String> = [
        "+", "-", "*", "/", "%", "&+", "&-", "&*", "<<", ">>", "&<<", "&>>", "&", "|", "^", "==", "!=", "<", ">",
        "<=", ">=", "===", "!==", "~=", "&&", "||", "??", "...", "..<", "=", "+=", "-=", "*=", "/=", "%=", "<<=",
        ">>=", "&=", "|=", "^=", "&+=", "&-=", "&*=", ".==", ".!=", ".<", ".>", ".<=", ".>=", ".&", ".|", ".^",
    ]

    static func binary(_ op: String, _ l: Value, _ r: Value, at node: some SyntaxProtocol, evaluator: Evaluator) throws
        -> Value
    {
        if case .structValue = l, let v = try FoundationDate.binary(op, l, r, evaluator: evaluator, at: node) {
            return v
        }
        if case .structValue = r, let v = try FoundationDate.binary(op, l, r, evaluator: evaluator, at: node) {
            return v
        }
        switch (l, r) {
        case (.int(let a), .int(let b)):
            return try integer(op, a, b, at: node, evaluator: evaluator)
        case (.int, .double), (.double, .int), (.double, .double):
            return try floating(
                op, try number(l, at: node, evaluator: evaluator), try number(r, at: node, evaluator: evaluator),
                at: node, evaluator: evaluator)
        case (.string(let a), .string(let b)):
            switch op {
            case "+":
                guard a.utf8.count + b.utf8.count <= Limits.stringBytes else {
                    throw evaluator.error(
                        "the string would be longer than \(Limits.stringBytes) bytes; the limit is \(Limits.stringBytes)",
                        at: node,
                        help: "see 'help limits'")
                }
                try evaluator.chargeBytes(a.utf8.count + b.utf8.count, at: node)
                return .string(a + b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+":
            guard a.count + b.count <= Limits.collectionElements else { throw evaluator.collectionLimit(at: node) }
            try evaluator.charge(a.count + b.count, at: node)
            return .array(a + b)
        case (.bool(let a), .bool(let b)):
            switch op {
            case "&&": return .bool(a && b)
            case "||": return .bool(a || b)
            default: break
            }
        default:
            break
        }
        if op == "~=" { return .bool(try evaluator.valuesEqual(l, r, at: node)) }
        if let v = try evaluator.userOperator(op, l, r, at: node) { return v }
        // `constraints + NSLayoutConstraint.constraints(withVisualFormat:...)`: an array joined with an unknown
        // collection is unknown too (the same value, so its uses name where it came from), as `append(contentsOf:)`.
        if op == "+", case .array = l, case .inert = r { return r }
        // `AccessibilityIdentifiers.close + suffix`: text joined with unknown text is unknown too (where it would be
        // data, that use is the error, naming the unknown part).
        if op == "+", case .inert = l, case .string = r { return l }
        if op == "+", case .string = l, case .inert = r { return r }
        if op == "+", case .inert = l, case .inert = r { return l }
        if case .inert(let what) = l { throw evaluator.inertOperandError(what, operator: op, at: node) }
        if case .inert(let what) = r { throw evaluator.inertOperandError(what, operator: op, at: node) }
        // An operator of a package the program imports (Ikemen's `※`): Swift's own message.
        if !standardInfixOperators.contains(op) {
            throw evaluator.error(
                "cannot find operator '\(op)' in scope", at: node,
                help: "declare it ('infix operator \(op)') with the function that implements it, or paste the file "
                    + "of the package that does")
        }
        throw evaluator.error(
            "binary operator '\(op)' cannot be applied to operands of type \(evaluator.typeName(of: l)) and \(evaluator.typeName(of: r))",
            at: node)
    }

    private static func integer(_ op: String, _ a: Int, _ b: Int, at node: some SyntaxProtocol, evaluator: Evaluator)
        throws -> Value
    {
        func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Value {
            if r.overflow { throw evaluator.arithmeticOverflow(at: node) }
            return .int(r.partialValue)
        }
        switch op {
        case "+": return try checked(a.addingReportingOverflow(b))
        case "-": return try checked(a.subtractingReportingOverflow(b))
        case "*": return try checked(a.multipliedReportingOverflow(by: b))
        case "/":
            guard b != 0 else {
                throw evaluator.error(
                    "division by zero", at: node, notes: ["Swift traps here: Fatal error: Division by zero"])
            }
            return try checked(a.dividedReportingOverflow(by: b))
        case "%":
            guard b != 0 else { throw evaluator.error("division by zero in remainder operation", at: node) }
            return try checked(a.remainderReportingOverflow(dividingBy: b))
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<<": return .int(b >= 0 && b < 64 ? a << b : 0)
        case ">>": return .int(b >= 0 && b < 64 ? a >> b : (a < 0 ? -1 : 0))
        case "...":
            guard a <= b else {
                throw evaluator.error(
                    "range requires lowerBound <= upperBound", at: node,
                    notes: ["Swift traps here: Fatal error: Range requires lowerBound <= upperBound"])
            }
            return .range(lower: a, upper: b, closed: true)
        case "..<":
            guard a <= b else {
                throw evaluator.error(
                    "range requires lowerBound <= upperBound", at: node,
                    notes: ["Swift traps here: Fatal error: Range requires lowerBound <= upperBound"])
            }
            return .range(lower: a, upper: b, closed: false)
        default:
            throw evaluator.error("operator '\(op)' is not supported on Int", at: node)
        }
    }

    private static func floating(
        _ op: String, _ a: Double, _ b: Double, at node: some SyntaxProtocol, evaluator: Evaluator
    ) throws -> Value {
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "...", "..<":
            return .doubleRange(lower: a, upper: b, closed: op == "...")
        case "%":
            throw evaluator.error(
                "'%' is unavailable for floating-point values", at: node,
                help: "use truncatingRemainder(dividingBy:)")
        default:
            throw evaluator.error("operator '\(op)' is not supported on Double", at: node)
        }
    }
}

extension Evaluator {
    /// Swift's integer overflow, where Swift would trap.
    func arithmeticOverflow(at node: some SyntaxProtocol) -> ScriptError {
        error("arithmetic overflow", at: node, notes: ["Swift traps here: Fatal error: arithmetic overflow"])
    }

    /// The half-open bounds a range subscript of a collection of `count` elements reads, as Swift's
    /// `relative(to:)` computes them: a closed range's end is one past its upper bound (which
    /// overflows at Int.max), a one-sided range reaches the collection's start or end.
    func relativeBounds(_ index: Value, count: Int, at node: some SyntaxProtocol) throws -> (lower: Int, upper: Int)? {
        let bounds: (Int, Int)
        switch index {
        case .range(let lo, let hi, let closed):
            bounds = (lo, closed ? try Operators.checked(hi.addingReportingOverflow(1), at: node, evaluator: self) : hi)
        case .partialRange(.from(let lo)): bounds = (lo, count)
        case .partialRange(.through(let hi)):
            bounds = (0, try Operators.checked(hi.addingReportingOverflow(1), at: node, evaluator: self))
        case .partialRange(.upTo(let hi)): bounds = (0, hi)
        default: return nil
        }
        guard bounds.0 <= bounds.1 else {
            throw error(
                "range requires lowerBound <= upperBound", at: node,
                notes: ["Swift traps here: Fatal error: Range requires lowerBound <= upperBound"])
        }
        return bounds
    }
}
