import PlaygroundCore

/// Type-directed decoding of argument expressions, Swift style: the expected type decides what
/// `.member` means, and a bare name may stand for a definition of that type.
extension Invocation {
    /// The value of the program's Swift global `name`, which a command argument may name (`frames
    /// section: n` after `let n = 2`): read as the value it is, not turned back into syntax. The
    /// session's own objects of that name come first.
    func swiftGlobal(_ name: String) -> Value? {
        guard !session.swift.globals.isEmpty, session[name] == nil else { return nil }
        return session.swift.globals[name]
    }

    /// The identifier text a global's value stands for (a string, a number, a Boolean, a case
    /// without payload), as its literal would be read; nil for any other value.
    static func identifierText(_ v: Value) -> String? {
        switch v {
        case .string(let s), .symbol(let s): s
        case .int(let i): String(i)
        case .double(let d): Format.number(d)
        case .bool(let b): b ? "true" : "false"
        case .enumValue(let e) where e.payload.isEmpty: e.caseName
        default: nil
        }
    }

    /// A finite number (literal or a name bound to a number).
    public func number(_ expr: Expr, _ what: String) throws(ScriptError) -> Double {
        switch expr {
        case .number(let v, _, let r):
            guard v.isFinite else { throw ScriptError("\(what) must be a finite number", at: r) }
            return v
        case .name(let n, let r):
            if let v = session.object(n, as: NumberValue.self) { return v.value }
            switch swiftGlobal(n) {
            case .int(let i)?: return Double(i)
            case .double(let d)?:
                guard d.isFinite else { throw ScriptError("\(what) must be a finite number", at: r) }
                return d
            case let other?:
                let held = Self.identifierText(other).map { "is '\($0)'" } ?? "holds a value of another kind"
                throw ScriptError("'\(n)' \(held), but \(what) must be a number", at: r)
            case nil: break
            }
            if n == "nan" || n == "infinity" || n == "inf" {
                throw ScriptError("\(what) must be a finite number, not '\(n)'", at: r)
            }
            if session[n] != nil {
                let found = session[n]!.typeName  // NB: checked non-nil
                throw ScriptError("'\(n)' is a \(found), but \(what) must be a number", at: r)
            }
            throw ScriptError("cannot find '\(n)' (expected a number for \(what))", at: r)
                .suggesting(n, from: session.objects(of: NumberValue.self).map(\.name))
        case .implicitMember("zero", _):
            return 0
        default:
            throw ScriptError("\(what) must be a number, found '\(expr.spelling)'", at: expr.range)
        }
    }

    /// A number that must be ≥ 0.
    public func nonNegative(_ expr: Expr, _ what: String) throws(ScriptError) -> Double {
        let v = try number(expr, what)
        guard v >= 0 else {
            throw ScriptError("\(what) must not be negative, found \(Format.number(v))", at: expr.range)
        }
        return v
    }

    /// A length in points that sets state at once (the environment, a scroll offset, a fitted
    /// size): finite, and within the layout's length limit either way, so a value the layout
    /// could never resolve is refused here rather than at the next `frames`.
    public func length(_ expr: Expr, _ what: String, allowNegative: Bool = false) throws(ScriptError) -> Double {
        let v = allowNegative ? try number(expr, what) : try nonNegative(expr, what)
        guard Swift.abs(v) <= LayoutLimits.maxLength else {
            throw ScriptError(
                "\(what) \(Format.number(v)) is beyond the limit of \(Format.number(LayoutLimits.maxLength)) points",
                at: expr.range, help: "see 'help limits'")
        }
        return v
    }

    /// A whole number within `range`. With `upperIsLimit` (the top of the range is one of the
    /// limits in `help limits`), a number above it is said to be beyond that limit.
    public func integer(
        _ expr: Expr, _ what: String, in range: ClosedRange<Int> = 0...Int(Int32.max),
        upperIsLimit: Bool = false
    ) throws(ScriptError) -> Int {
        let v = try number(expr, what)
        guard v == v.rounded() else {
            throw ScriptError("\(what) must be a whole number, found \(Format.number(v))", at: expr.range)
        }
        if upperIsLimit, v > Double(range.upperBound) {
            throw ScriptError(
                "\(what) \(Format.number(v)) is beyond the limit of \(range.upperBound)", at: expr.range,
                help: "see 'help limits'")
        }
        guard v >= Double(range.lowerBound), v <= Double(range.upperBound) else {
            throw ScriptError(
                "\(what) must be between \(range.lowerBound) and \(range.upperBound), found \(Format.number(v))",
                at: expr.range)
        }
        return Int(v)
    }

    public func bool(_ expr: Expr, _ what: String) throws(ScriptError) -> Bool {
        switch expr {
        case .name("true", _), .name("on", _), .name("yes", _): return true
        case .name("false", _), .name("off", _), .name("no", _): return false
        case .name(let n, _) where session.object(n, as: BoolValue.self) != nil:
            return session.object(n, as: BoolValue.self)!.value  // NB: checked non-nil
        case .name(let n, _):
            guard case .bool(let b)? = swiftGlobal(n) else { fallthrough }
            return b
        default:
            throw ScriptError("\(what) must be 'true' or 'false', found '\(expr.spelling)'", at: expr.range)
        }
    }

    /// A file path: a "quoted string", or written bare (`include steps.lps`, `save session`).
    public func filePath(_ expr: Expr) throws(ScriptError) -> String {
        switch expr {
        case .member:
            guard let parts = expr.dottedName else { break }
            let text = parts.joined(separator: ".")
            guard text.count <= Limits.identifierLength else {
                throw ScriptError(
                    "the file path is \(text.count) characters long; the limit is \(Limits.identifierLength)",
                    at: expr.range)
            }
            return text
        case .name, .string, .number:
            return try identifier(expr, "the file path")
        default:
            break
        }
        throw ScriptError(
            "a file path is a \"quoted string\" (or a plain name such as steps.lps), found '\(expr.spelling)'",
            at: expr.range)
    }

    /// An identifier: a bare name, a string literal, or a number written as text (`item1`, `"Buy milk"`, `42`).
    public func identifier(_ expr: Expr, _ what: String) throws(ScriptError) -> String {
        let text: String
        switch expr {
        case .name(let n, _):
            text = session.object(n, as: StringValue.self)?.value ?? swiftGlobal(n).flatMap(Self.identifierText) ?? n
        case .string(let s, _): text = s
        case .number(_, let t, _): text = t
        default:
            throw ScriptError(
                "\(what) must be an identifier (a name or a \"quoted string\"), found '\(expr.spelling)'",
                at: expr.range)
        }
        guard text.count <= Limits.identifierLength else {
            throw ScriptError(
                "\(what) is \(text.count) characters long; the limit is \(Limits.identifierLength)", at: expr.range)
        }
        return text
    }

    /// Identifiers: `[a, b]`, `[todo1...todo30]`, `todo1...todo30`, a single identifier, or a name
    /// bound to an identifier list (`let todos = [t1...t3]`).
    public func identifiers(_ expr: Expr, _ what: String) throws(ScriptError) -> [String] {
        var out: [String] = []
        try appendIdentifiers(expr, what, into: &out)
        return out
    }

    private func appendIdentifiers(_ expr: Expr, _ what: String, into out: inout [String]) throws(ScriptError) {
        switch expr {
        case .array(let items, _):
            for item in items { try appendIdentifiers(item, what, into: &out) }
        case .range(let lo, let hi, let r):
            out += try Self.expandRange(try identifier(lo, what), try identifier(hi, what), at: r, after: out.count)
        case .name(let n, _):
            if let list = session.object(n, as: IdentifierList.self) {
                out += list.values
            } else if case .array(let values)? = swiftGlobal(n) {
                // `let ids = ["a", "b"]`: each element as its literal would be read.
                for v in values {
                    guard let text = Self.identifierText(v) else {
                        throw ScriptError("\(what) must be identifiers; '\(n)' holds other values", at: expr.range)
                    }
                    out.append(text)
                }
            } else {
                out.append(try identifier(expr, what))
            }
        default:
            out.append(try identifier(expr, what))
        }
        guard out.count <= Limits.identifiersPerCommand else {
            throw ScriptError(
                "too many identifiers: \(out.count) in one command; the limit is \(Limits.identifiersPerCommand)",
                at: expr.range, help: "see 'help limits'")
        }
    }

    /// The identifiers `a...b` stands for (`todo1...todo3`: `todo1`, `todo2`, `todo3`; `item01...item10`
    /// keeps the zero-padded width, as shells' {01..10} do), `after` identifiers already in the list.
    static func expandRange(_ a: String, _ b: String, at r: ColumnRange, after count: Int) throws(ScriptError)
        -> [String]
    {
        let (pa, da) = splitDigits(a)
        let (pb, db) = splitDigits(b)
        guard !da.isEmpty, !db.isEmpty, pa == pb else {
            throw ScriptError(
                "'\(a)...\(b)' is not a range: both ends need the same prefix followed by a number",
                at: r, help: "for example item1...item30")
        }
        // A range it is; only too large when its numbers are too long to count.
        guard let na = rangeNumber(da), let nb = rangeNumber(db) else {
            throw ScriptError(
                "range '\(a)...\(b)' is too large: its numbers have more than \(Limits.rangeDigits) digits; the limit is \(Limits.rangeDigits) digits",
                at: r,
                help: "one command takes at most \(Limits.identifiersPerCommand) identifiers; see 'help limits'")
        }
        guard na <= nb else { throw ScriptError("range '\(a)...\(b)' is empty: \(na) > \(nb)", at: r) }
        guard nb - na < Limits.identifiersPerCommand - count else {
            let others = count == 0 ? "" : " after \(count) others"
            throw ScriptError(
                "range '\(a)...\(b)' is too large: \(nb - na + 1) identifiers\(others); the limit is \(Limits.identifiersPerCommand) per command",
                at: r, help: "see 'help limits'")
        }
        let width = paddedWidth(a) ?? paddedWidth(b) ?? 0
        var out: [String] = []
        out.reserveCapacity(nb - na + 1)
        for n in na...nb { out.append(pa + padded(n, width)) }
        return out
    }

    /// The digit count of a zero-padded number ending `s` (`item007` → 3), nil when not padded.
    static func paddedWidth(_ s: String) -> Int? {
        let digits = s.reversed().prefix { $0.isASCII && $0.isNumber }
        guard digits.count > 1, digits.last == "0" else { return nil }
        return digits.count
    }

    /// `n` with leading zeros up to `width` digits (never cut).
    static func padded(_ n: Int, _ width: Int) -> String {
        let text = String(n)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    /// `todo12` → ("todo", 12); `12` → ("", 12); `x` → ("x", nil); a number longer than
    /// `Limits.rangeDigits` digits is not counted (nil).
    static func splitNumber(_ s: String) -> (String, Int?) {
        let (prefix, digits) = splitDigits(s)
        guard let n = rangeNumber(digits) else { return (s, nil) }
        return (prefix, n)
    }

    /// `todo012` → ("todo", "012"): the trailing ASCII digits, however many.
    static func splitDigits(_ s: String) -> (String, Substring) {
        let count = s.reversed().prefix { $0.isASCII && $0.isNumber }.count
        return (String(s.dropLast(count)), Substring(s).suffix(count))
    }

    /// The value of a range end's digits, nil when empty or longer than `Limits.rangeDigits`.
    static func rangeNumber(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.count <= Limits.rangeDigits else { return nil }
        return Int(digits)
    }

    /// `.continuous` → the matching case. `cases` keeps its order for messages and help.
    public func enumCase<T>(_ expr: Expr, _ what: String, _ cases: KeyValuePairs<String, T>) throws(ScriptError) -> T {
        let word: String
        // The choices are spelled as the user spelled theirs: `.json` in Swift, `json` after a command.
        let dot: String
        switch expr {
        case .implicitMember(let n, _):
            word = n
            dot = "."
        case .name(let n, _):
            word = swiftGlobal(n).flatMap(Self.identifierText) ?? n
            dot = ""
        case .string(let s, _):
            word = s
            dot = ""
        default:
            throw ScriptError(
                "\(what) must be one of \(cases.map { "." + $0.key }.joined(separator: ", ")), found '\(expr.spelling)'",
                at: expr.range)
        }
        if let hit = cases.first(where: { $0.key == word }) { return hit.value }
        throw ScriptError(
            "unknown \(what) '\(dot)\(word)'", at: expr.range,
            help: "expected one of \(cases.map { dot + $0.key }.joined(separator: ", "))"
        )
        .suggesting(word, from: cases.map(\.key)).withSuggestionPrefix(dot)
    }

    /// The object a bare name refers to, which must be a `T`.
    public func object<T: ScriptObject>(_ expr: Expr, as type: T.Type, _ what: String) throws(ScriptError) -> (
        name: String, value: T
    ) {
        guard case .name(var n, let r) = expr else {
            throw ScriptError("\(what) must be the name of a \(T.typeName), found '\(expr.spelling)'", at: expr.range)
        }
        // `let current = grid` in Swift: the object the global refers to.
        if case .uikit(.named(let named))? = swiftGlobal(n) { n = named }
        guard let object = session[n] ?? session.globalUIKitValue(n) else {
            throw ScriptError("cannot find '\(n)' in this session", at: r)
                .suggesting(n, from: session.objects(of: T.self).map(\.name))
        }
        guard let value = object as? T else {
            throw ScriptError("'\(n)' is a \(object.typeName), but \(what) must be a \(T.typeName)", at: r)
        }
        return (n, value)
    }

    /// A call such as `LayoutSize(widthDimension: ..., heightDimension: ...)` or `.init(...)`:
    /// returns its arguments when the callee is one of `names` (or `.init`/`.name` for implicit members).
    public func callArguments(_ expr: Expr, callee names: [String]) -> (args: [Arg], calleeRange: ColumnRange)? {
        guard case .call(let callee, let args, _) = expr else { return nil }
        switch callee {
        case .implicitMember(let n, let r) where n == "init" || names.contains(n): return (args, r)
        case .name(let n, let r) where names.contains(n): return (args, r)
        case .member(_, _, let r):
            if let dotted = callee.dottedName, names.contains(dotted.joined(separator: ".")) { return (args, r) }
            return nil
        default: return nil
        }
    }
}

extension ScriptError {
    func withSuggestionPrefix(_ prefix: String) -> ScriptError {
        var copy = self
        if let help = copy.help, help.hasPrefix("did you mean '") {
            copy.help = "did you mean '" + prefix + help.dropFirst("did you mean '".count)
        }
        return copy
    }
}
