/// Parses one line of the one-line dialect (Swift units go to swift-syntax: `SwiftFrontEnd`). Grammar:
///
///     statement := 'let' NAME (':' TYPE)? '=' expr
///                | postfix '=' expr
///                | postfix                    -- a call, a property read or a bare name
///                | NAME arg* flag*            -- a playground command: `frames section: 0 --json`
///     arg       := (NAME ':')? expr
///     expr      := primary ('.' NAME | '(' args ')')* ('...' primary)?
///     primary   := NUMBER | '-' NUMBER | STRING | NAME | '.' NAME | '[' exprs ']' | '(' args ')'
struct Parser {
    private var tokens: [Token]
    private var index = 0
    /// How many expressions are open around the current one (brackets, parentheses, calls).
    private var depth = 0
    /// Inside a command's space-separated arguments a `(` after a space starts the next
    /// argument; elsewhere `name (args)` is a call, as in Swift (and as TAB leaves it: `o.append (`).
    private var inCommandArguments = false
    /// Names that start a playground command rather than an expression.
    private let isCommand: (String) -> Bool
    /// Every command name, for "did you mean".
    private let commandNames: () -> [String]

    init(tokens: [Token], isCommand: @escaping (String) -> Bool, commandNames: @escaping () -> [String] = { [] }) {
        self.tokens = tokens
        self.isCommand = isCommand
        self.commandNames = commandNames
    }

    /// `nil` for an empty line (or a comment).
    static func parse(
        _ line: String, isCommand: @escaping (String) -> Bool,
        commandNames: @escaping () -> [String] = { [] }
    ) throws(ScriptError) -> Statement? {
        let tokens = try Lexer.tokenize(line)
        var parser = Parser(tokens: tokens, isCommand: isCommand, commandNames: commandNames)
        return try parser.statement()
    }

    private var current: Token { tokens[min(index, tokens.count - 1)] }
    private func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }
    private mutating func advance() -> Token {
        let t = current
        if index < tokens.count - 1 { index += 1 }
        return t
    }
    private func isPunct(_ p: Punct, _ t: Token? = nil) -> Bool {
        if case .punct(let q) = (t ?? current).kind { return q == p }
        return false
    }
    private func adjacent(_ a: Token, _ b: Token) -> Bool { a.range.end == b.range.start }

    private mutating func expect(_ p: Punct, _ what: String) throws(ScriptError) -> Token {
        guard isPunct(p) else {
            throw ScriptError("expected '\(p.rawValue)' \(what), found '\(current.spelling)'", at: current.range)
        }
        return advance()
    }

    mutating func statement() throws(ScriptError) -> Statement? {
        if case .end = current.kind { return nil }
        if case .name(let n) = current.kind, n == "let" || n == "var" {
            let letToken = advance()
            guard case .name(let name) = current.kind else {
                throw ScriptError(
                    "expected a name after '\(n)'",
                    at: current.range.start == letToken.range.end ? current.range : current.range)
            }
            let nameRange = advance().range
            var type: String?
            var typeRange: ColumnRange?
            if isPunct(.colon) {
                _ = advance()
                guard case .name(let t) = current.kind else {
                    throw ScriptError("expected a type name after ':'", at: current.range)
                }
                var full = t
                var range = advance().range
                while isPunct(.dot), case .name(let more) = peek().kind {
                    _ = advance()
                    full += "." + more
                    range = range.union(advance().range)
                }
                type = full
                typeRange = range
            }
            _ = try expect(.equals, "after 'let \(name)'")
            let value = try expression()
            try expectEnd()
            return .binding(name: name, nameRange: nameRange, type: type, typeRange: typeRange, value: value)
        }
        if case .name(let n) = current.kind, isCommand(n), !startsExpression(after: current) {
            let nameToken = advance()
            var args: [Arg] = []
            var flags: [CommandFlag] = []
            inCommandArguments = true
            defer { inCommandArguments = false }
            while true {
                if case .end = current.kind { break }
                if case .flag(let f) = current.kind {
                    flags.append(CommandFlag(name: f, range: advance().range))
                    continue
                }
                if isPunct(.comma) {
                    _ = advance()
                    continue
                }
                args.append(try argument())
            }
            return .command(name: n, nameRange: nameToken.range, args: args, flags: flags)
        }
        if case .name(let n) = current.kind, !startsExpression(after: current) {
            switch peek().kind {
            case .end, .punct(.equals), .punct(.dot), .punct(.lparen): break
            default:
                // `fram section: 0`: a word followed by arguments is meant as a command.
                throw ScriptError.unknownCommand(n, at: current.range)
                    .suggesting(n, from: commandNames())
            }
        }
        let target = try expression()
        if isPunct(.equals) {
            _ = advance()
            let value = try expression()
            try expectEnd()
            return .assignment(target: target, value: value)
        }
        try expectEnd()
        return .expression(target)
    }

    /// `name(` or `name.x` or `name =` written without spaces reads as Swift, not as a command.
    private func startsExpression(after token: Token) -> Bool {
        let next = peek()
        if isPunct(.equals, next) { return true }
        if (isPunct(.lparen, next) || isPunct(.dot, next)) && adjacent(token, next) { return true }
        return false
    }

    private mutating func expectEnd() throws(ScriptError) {
        guard case .end = current.kind else {
            throw ScriptError("unexpected '\(current.spelling)' after the end of the statement", at: current.range)
        }
    }

    private mutating func argument() throws(ScriptError) -> Arg {
        if case .name(let label) = current.kind, isPunct(.colon, peek()) {
            let labelToken = advance()
            _ = advance()
            if case .end = current.kind {
                throw ScriptError("expected a value after '\(label):'", at: current.range)
            }
            return Arg(label: label, labelRange: labelToken.range, value: try expression())
        }
        return Arg(label: nil, labelRange: nil, value: try expression())
    }

    private mutating func arguments(closing: Punct, opener: Token) throws(ScriptError) -> [Arg] {
        var args: [Arg] = []
        if isPunct(closing) {
            _ = advance()
            return args
        }
        while true {
            if case .end = current.kind {
                throw ScriptError("expected '\(closing.rawValue)' to close '\(opener.spelling)'", at: opener.range)
            }
            args.append(try argument())
            if isPunct(.comma) {
                _ = advance()
                if isPunct(closing) {
                    _ = advance()
                    return args
                }
                continue
            }
            if isPunct(closing) {
                _ = advance()
                return args
            }
            if case .end = current.kind {
                throw ScriptError("expected '\(closing.rawValue)' to close '\(opener.spelling)'", at: opener.range)
            }
            throw ScriptError("expected ',' or '\(closing.rawValue)', found '\(current.spelling)'", at: current.range)
        }
    }

    mutating func expression() throws(ScriptError) -> Expr {
        // The parser and everything that walks an Expr recurse once per level: bound it so a
        // line of 50,000 '(' is an error, not a stack overflow.
        guard depth < Limits.nestingDepth else {
            throw ScriptError(
                "expressions are nested too deeply; the limit is \(Limits.nestingDepth) levels", at: current.range)
        }
        depth += 1
        defer { depth -= 1 }
        var expr = try primary()
        while true {
            if isPunct(.dot), case .name(let n) = peek().kind {
                _ = advance()
                let nameToken = advance()
                expr = .member(expr, n, expr.range.union(nameToken.range))
            } else if isPunct(.lparen), adjacent(tokens[index - 1], current) || (!inCommandArguments && expr.isCallable)
            {
                let open = advance()
                let args = try arguments(closing: .rparen, opener: open)
                expr = .call(expr, args, expr.range.union(tokens[index - 1].range))
            } else {
                break
            }
        }
        if isPunct(.range) {
            _ = advance()
            let upper = try primary()
            expr = .range(expr, upper, expr.range.union(upper.range))
        }
        return expr
    }

    private mutating func primary() throws(ScriptError) -> Expr {
        let token = current
        switch token.kind {
        case .number(let v, let text):
            _ = advance()
            return .number(v, text: text, token.range)
        case .punct(.minus):
            _ = advance()
            guard case .number(let v, let text) = current.kind else {
                throw ScriptError("expected a number after '-'", at: current.range)
            }
            let r = token.range.union(advance().range)
            return .number(-v, text: "-" + text, r)
        case .string(let s):
            _ = advance()
            return .string(s, token.range)
        case .name(let n):
            _ = advance()
            return .name(n, token.range)
        case .punct(.dot):
            _ = advance()
            guard case .name(let n) = current.kind else {
                throw ScriptError("expected a member name after '.'", at: current.range)
            }
            return .implicitMember(n, token.range.union(advance().range))
        case .punct(.lbracket):
            let open = advance()
            var items: [Expr] = []
            if isPunct(.rbracket) { return .array(items, open.range.union(advance().range)) }
            while true {
                if case .end = current.kind {
                    throw ScriptError("expected ']' to close '['", at: open.range)
                }
                items.append(try expression())
                if isPunct(.comma) {
                    _ = advance()
                    if isPunct(.rbracket) { break }
                    continue
                }
                if isPunct(.rbracket) { break }
                if case .end = current.kind { throw ScriptError("expected ']' to close '['", at: open.range) }
                throw ScriptError("expected ',' or ']', found '\(current.spelling)'", at: current.range)
            }
            return .array(items, open.range.union(advance().range))
        case .punct(.lparen):
            let open = advance()
            let args = try arguments(closing: .rparen, opener: open)
            let r = open.range.union(tokens[index - 1].range)
            if args.count == 1, args[0].label == nil { return args[0].value }
            return .tuple(args, r)
        case .end:
            throw ScriptError("expected a value", at: token.range)
        case .flag(let f):
            throw ScriptError("a flag '--\(f)' is only allowed after a playground command", at: token.range)
        case .punct(let p):
            throw ScriptError("expected a value, found '\(p.rawValue)'", at: token.range)
        }
    }
}

extension Expr {
    /// A name, a member chain or an implicit member: what a `(` may follow after a space.
    fileprivate var isCallable: Bool {
        if dottedName != nil { return true }
        if case .implicitMember = self { return true }
        return false
    }
}
