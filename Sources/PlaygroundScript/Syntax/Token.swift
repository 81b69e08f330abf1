/// A column range within one line: `start` inclusive, `end` exclusive, 1-based Character columns.
public struct ColumnRange: Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(end, start + 1)
    }

    /// The smallest range covering both.
    public func union(_ other: ColumnRange) -> ColumnRange {
        ColumnRange(min(start, other.start), max(end, other.end))
    }
}

public enum TokenKind: Hashable, Sendable {
    case name(String)
    case number(Double, text: String)
    case string(String)
    /// `--json`, `--keep-going`: a flag for a playground command.
    case flag(String)
    case punct(Punct)
    case end
}

public enum Punct: String, Hashable, Sendable, CaseIterable {
    case lparen = "(", rparen = ")", lbracket = "[", rbracket = "]"
    case comma = ",", colon = ":", dot = ".", equals = "=", range = "...", minus = "-"
}

public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: ColumnRange

    /// The token as the user would recognise it in a message.
    public var spelling: String {
        switch kind {
        case .name(let n): n
        case .number(_, let text): text
        case .string(let s): "\"\(s)\""
        case .flag(let f): "--\(f)"
        case .punct(let p): p.rawValue
        case .end: "end of line"
        }
    }
}
