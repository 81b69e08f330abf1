/// An expression, Swift-shaped: `.fractionalWidth(0.5)`, `[a, b]`, `item.contentInsets`, `todo1...todo30`.
public indirect enum Expr: Hashable, Sendable {
    case number(Double, text: String, ColumnRange)
    case string(String, ColumnRange)
    /// A bare name: a definition's name or an identifier such as an item identifier.
    case name(String, ColumnRange)
    /// `.name`: an implicit member whose type comes from the context (Swift's rule).
    case implicitMember(String, ColumnRange)
    /// `base.name`
    case member(Expr, String, ColumnRange)
    /// `callee(args)`
    case call(Expr, [Arg], ColumnRange)
    case array([Expr], ColumnRange)
    /// `(a, b)` or `(top: 1, leading: 2)`; one unlabelled element is just parentheses.
    case tuple([Arg], ColumnRange)
    /// `a...b` (identifier or number ranges in arrays).
    case range(Expr, Expr, ColumnRange)

    public var range: ColumnRange {
        switch self {
        case .number(_, _, let r), .string(_, let r), .name(_, let r), .implicitMember(_, let r),
            .member(_, _, let r), .call(_, _, let r), .array(_, let r), .tuple(_, let r), .range(_, _, let r):
            r
        }
    }

    /// The text of a dotted name (`a`, `a.b.c`), if the expression is one.
    public var dottedName: [String]? {
        switch self {
        case .name(let n, _): [n]
        case .member(let base, let n, _): base.dottedName.map { $0 + [n] }
        default: nil
        }
    }

    /// The source-like spelling, for messages.
    public var spelling: String {
        switch self {
        case .number(_, let text, _): text
        case .string(let s, _): "\"\(s)\""
        case .name(let n, _): n
        case .implicitMember(let n, _): "." + n
        case .member(let b, let n, _): b.spelling + "." + n
        case .call(let c, let args, _): c.spelling + "(" + args.map(\.spelling).joined(separator: ", ") + ")"
        case .array(let items, _): "[" + items.map(\.spelling).joined(separator: ", ") + "]"
        case .tuple(let args, _): "(" + args.map(\.spelling).joined(separator: ", ") + ")"
        case .range(let a, let b, _): a.spelling + "..." + b.spelling
        }
    }
}

public struct Arg: Hashable, Sendable {
    public var label: String?
    public var labelRange: ColumnRange?
    public var value: Expr

    public var range: ColumnRange { labelRange.map { $0.union(value.range) } ?? value.range }
    public var spelling: String { (label.map { $0 + ": " } ?? "") + value.spelling }
}

/// One line's statement.
public enum Statement: Hashable, Sendable {
    /// `let name = expr` or `let name: Type = expr`
    case binding(name: String, nameRange: ColumnRange, type: String?, typeRange: ColumnRange?, value: Expr)
    /// `a.b = expr` (or `a = expr` for an existing definition)
    case assignment(target: Expr, value: Expr)
    /// `snapshot.appendItems([a])`, `LayoutItem(...)`, `item.contentInsets`, `item`
    case expression(Expr)
    /// `frames section: 0 --json`: a playground command with space-separated arguments.
    case command(name: String, nameRange: ColumnRange, args: [Arg], flags: [CommandFlag])
}

public struct CommandFlag: Hashable, Sendable {
    public var name: String
    public var range: ColumnRange
}
