import PlaygroundCore
import SwiftSyntax

extension Evaluator {
    /// Evaluates an expression. `hint` is the contextual type (from an annotation, a parameter or
    /// a return type), which gives `.member` its meaning, as in Swift. One switch over every kind of
    /// expression swift-syntax has: a kind the playground does not evaluate is named here, not found
    /// by falling through a chain of casts.
    func evaluate(_ expr: ExprSyntax, in scope: Scope?, hint: TypeSyntax? = nil) throws -> Value {
        try tick(expr)
        switch expr.as(ExprSyntaxEnum.self) {
        case .functionCallExpr(let call): return try functionCall(call, in: scope, hint: hint)
        case .memberAccessExpr(let m): return try memberAccess(m, in: scope, hint: hint)
        case .declReferenceExpr(let ref): return try reference(ref, in: scope)
        case .integerLiteralExpr(let lit):
            let text = Self.numberText(lit.literal)
            if let v = Int(text) ?? Self.radixInt(text) {
                if let hint, Builtins.isFloatingType(hint) { return .double(Double(v)) }
                return .int(v)
            }
            throw error("integer literal '\(lit.literal.text)' overflows Int", at: expr)
        case .floatLiteralExpr(let lit):
            guard let v = Double(Self.numberText(lit.literal)) else {
                throw error("cannot read the number '\(lit.literal.text)'", at: expr)
            }
            guard v.isFinite else { throw error("'\(lit.literal.text)' is out of range for a number", at: expr) }
            return .double(v)
        case .booleanLiteralExpr(let lit): return .bool(lit.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .none
        case .stringLiteralExpr(let lit):
            let text = try stringLiteral(lit, in: scope)
            if let hint, !hint.is(ArrayTypeSyntax.self), !Builtins.typeNames.contains(Builtins.baseTypeName(hint)),
                let v = try literalInitializer(
                    "stringLiteral", protocol: "ExpressibleByStringLiteral", hint: hint, at: lit,
                    elements: { _ in .string(text) })
            {
                return v
            }
            return .string(text)
        case .tupleExpr(let paren): return try tuple(paren, in: scope, hint: hint)
        case .arrayExpr(let array): return try arrayLiteral(array, in: scope, hint: hint)
        case .dictionaryExpr(let dict): return try dictionaryLiteral(dict, in: scope, hint: hint)
        case .infixOperatorExpr, .sequenceExpr:
            if let parts = binaryParts(expr) { return try binaryOperation(parts, in: scope, hint: hint) }
            throw error("cannot evaluate the operator sequence '\(expr.trimmedDescription)'", at: expr)
        case .prefixOperatorExpr(let prefix):
            let operand = try evaluate(prefix.expression, in: scope, hint: hint)
            return try Operators.prefix(prefix.operator.text, operand, at: prefix, evaluator: self)
        case .postfixOperatorExpr(let postfix):
            let operand = try evaluate(postfix.expression, in: scope)
            if postfix.operator.text == "..." {
                return try Operators.oneSidedRange(operand, at: postfix, evaluator: self)
            }
            throw error("postfix operator '\(postfix.operator.text)' is not supported", at: postfix.operator)
        case .ternaryExpr(let ternary):
            let c = try truth(try evaluate(ternary.condition, in: scope), at: ternary.condition)
            return try evaluate(c ? ternary.thenExpression : ternary.elseExpression, in: scope, hint: hint)
        case .subscriptCallExpr(let sub): return try subscriptRead(sub, in: scope, hint: hint)
        case .closureExpr(let closure): return .function(closureValue(closure, in: scope))
        case .forceUnwrapExpr(let force):
            let v = try evaluate(force.expression, in: scope)
            if v.isNone {
                throw error(
                    "unexpectedly found nil while unwrapping an Optional value", at: force,
                    notes: ["Swift traps here: Fatal error: Unexpectedly found nil while unwrapping an Optional value"]
                        + missingDataNotes)
            }
            return v
        case .optionalChainingExpr(let chain): return try evaluate(chain.expression, in: scope)
        case .tryExpr(let tryExpr):
            // `try?`: an error the program throws is nil; the playground's own errors still stop the run.
            guard tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else {
                return try evaluate(tryExpr.expression, in: scope, hint: hint)
            }
            do { return try evaluate(tryExpr.expression, in: scope, hint: hint) } catch let e as ScriptError
                where thrownValue(e) != nil
            {
                thrown = nil
                return .none
            }
        case .awaitExpr(let awaitExpr): return try evaluate(awaitExpr.expression, in: scope, hint: hint)
        case .inOutExpr(let inout_): return try evaluate(inout_.expression, in: scope)
        case .asExpr(let asExpr): return try cast(asExpr, in: scope)
        case .isExpr(let isExpr):
            let v = try evaluate(isExpr.expression, in: scope)
            return .bool(isInstance(v, of: isExpr.type.trimmedDescription))
        case .ifExpr(let ifExpr):
            return try valueOfBranch(try executeIf(ifExpr, in: scope, asExpression: true, hint: hint), at: ifExpr)
        case .switchExpr(let switchExpr):
            return try valueOfBranch(
                try executeSwitch(switchExpr, in: scope, asExpression: true, hint: hint), at: switchExpr)
        case .genericSpecializationExpr(let generic):
            // `NSDiffableDataSourceSnapshot<Section, Item>`: the type; the element types are not tracked.
            return try evaluate(generic.expression, in: scope)
        case .typeExpr(let typeExpr): return try typeValue(typeExpr.type)
        case .discardAssignmentExpr: return .void
        case .keyPathExpr(let keyPath): return try keyPathFunction(keyPath)
        case .macroExpansionExpr(let macro):
            if macro.macroName.text == "selector" { return .inert("selector") }
            // `#keyPath(StoreApp.name)`: Objective-C's key path as a string, "name" (the path after the type).
            if macro.macroName.text == "keyPath", macro.arguments.count == 1, let path = macro.arguments.first {
                var parts = path.expression.trimmedDescription.split(separator: ".").map(String.init)
                if parts.count > 1, parts[0].first?.isUppercase == true { parts.removeFirst() }
                return .string(parts.joined(separator: "."))
            }
            // `#colorLiteral(red:green:blue:alpha:)`, `#imageLiteral(resourceName:)`: a colour or an image, styling.
            if ["colorLiteral", "imageLiteral", "fileLiteral"].contains(macro.macroName.text) {
                let what = macro.macroName.text == "colorLiteral" ? "UIColor" : "UIImage"
                noteInert("#" + macro.macroName.text, at: macro)
                return .inert(macro.macroName.text == "fileLiteral" ? "URL" : what)
            }
            if try skipsPreview(macro.macroName) || compilerDirective(macro) { return .void }
            if let v = magicLiteral(macro, at: macro) { return v }
            throw error("'#\(macro.macroName.text)' is not supported by the playground", at: macro)
        case .superExpr:
            guard let frame = selfStack.last else { throw error("'super' outside a class", at: expr) }
            return .superOf(frame.typeName, frame.value)
        case .arrowExpr, .assignmentExpr, .binaryOperatorExpr, .borrowExpr, ._canImportExpr, ._canImportVersionInfo,
            .consumeExpr, .copyExpr, .editorPlaceholderExpr, .missingExpr, .packElementExpr, .packExpansionExpr,
            .patternExpr,
            .postfixIfConfigExpr, .regexLiteralExpr, .simpleStringLiteralExpr, .unresolvedAsExpr, .unresolvedIsExpr,
            .unresolvedTernaryExpr, .unsafeExpr:
            break
        default:
            // The experimental kinds swift-syntax keeps behind an SPI (`do` as an expression).
            break
        }
        throw error(
            "this expression is not supported by the playground", at: expr,
            help: "see 'help swift' for the supported subset")
    }

    /// `(x)` is `x`; `(a, b)` a tuple whose elements take their types from a tuple type context
    /// (`let pair: (Mode, CGFloat) = (.grid, 1)`).
    private func tuple(_ paren: TupleExprSyntax, in scope: Scope?, hint: TypeSyntax?) throws -> Value {
        if paren.elements.count == 1, let only = paren.elements.first, only.label == nil {
            return try evaluate(only.expression, in: scope, hint: hint)
        }
        var elements: [Value.TupleElement] = []
        let typeElements = hint.flatMap { Self.unwrappingOptional($0).as(TupleTypeSyntax.self) }.map {
            Array($0.elements)
        }
        for (i, e) in paren.elements.enumerated() {
            let typeElement = typeElements.flatMap { $0.count == paren.elements.count ? $0[i] : nil }
            let type = typeElement?.type
            var v = try evaluate(e.expression, in: scope, hint: type)
            if let type { v = try convert(v, to: type, at: e.expression) }
            // `(nil, "Only refreshes...")` where `(header: String?, footer: String?)` is expected: the type's labels.
            let label = e.label?.text ?? typeElement?.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 }
            elements.append(Value.TupleElement(label: label, value: v))
        }
        return elements.isEmpty ? .void : .tuple(elements)
    }

    /// A type context that names an alias of an array or dictionary type (`typealias Pages = [Page: Info]`): the
    /// aliased type, whose element types give a literal's leading dots their types; the context as it is otherwise.
    func aliasExpanded(_ hint: TypeSyntax?) -> TypeSyntax? {
        var type = hint
        for _ in 0..<8 {
            guard let plain = type?.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil,
                let aliased = session.swift.aliasTypes[plain.name.text]
            else { break }
            type = aliased
        }
        return type
    }

    /// `[k: v]`: the annotation gives `.main` keys (and values) their type (`[Section: [Row]]`).
    private func dictionaryLiteral(_ dict: DictionaryExprSyntax, in scope: Scope?, hint: TypeSyntax?) throws -> Value {
        var d = DictionaryValue()
        let types = aliasExpanded(hint)?.as(DictionaryTypeSyntax.self)
        if case .elements(let list) = dict.content {
            for element in list {
                d[try evaluate(element.key, in: scope, hint: types?.key)] = try evaluate(
                    element.value, in: scope, hint: types?.value)
            }
        }
        return .dictionary(d)
    }

    /// `\.id`, `\.title.count` used as a function (`todos.map(\.id)`): reads the properties in turn.
    private func keyPathFunction(_ keyPath: KeyPathExprSyntax) throws -> Value {
        if keyPath.components.trimmedDescription == ".self" { return .function(Builtins.identity) }
        var names: [String] = []
        for c in keyPath.components {
            guard keyPath.root == nil, case .property(let p) = c.component, p.genericArgumentClause == nil else {
                throw error("only key paths of properties (\\.name, \\.a.b) are supported", at: keyPath)
            }
            names.append(p.declName.baseName.text)
        }
        let node = keyPath
        let path = names
        var f = FunctionValue(
            name: keyPath.trimmedDescription, parameters: [],
            body: .builtin { ctx, args in
                guard var v = args.first?.value else {
                    throw ctx.evaluator.error("a key path is applied to one value", at: node)
                }
                for name in path { v = try ctx.evaluator.member(name, of: v, at: node, in: nil) }
                return v
            }, captured: nil)
        f.usesShorthand = true
        return .function(f)
    }

    /// A name's value (`x`, or `$0` inside a closure).
    private func reference(_ ref: DeclReferenceExprSyntax, in scope: Scope?) throws -> Value {
        var name = ref.baseName.spelled
        // `` `default` ``: a keyword used as a name is that name.
        if name.utf8.first == UInt8(ascii: "`") { name = Self.unescaped(name) }
        // A name that starts with a letter or `_` (nearly every one) is neither `$0` nor an operator:
        // its token's kind (a value made from the token each time it is asked for) is not needed.
        if let first = name.utf8.first, !((first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A || first == 0x5F) {
            let kind = ref.baseName.tokenKind
            if case .dollarIdentifier = kind, scope?.lookup(name) == nil {
                throw error("'\(name)' is only available inside a closure", at: ref)
            }
            if case .binaryOperator = kind, scope?.lookup(name) == nil, let f = Self.operatorFunction(name) {
                return f
            }
        }
        return try lookup(name, at: ref, in: scope)
    }

    /// An operator written where a function is expected (`reduce(0, +)`, `sorted(by: >)`): a
    /// function of two values that applies it, as Swift's operator functions are.
    static func operatorFunction(_ op: String) -> Value? {
        guard ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||"].contains(op) else { return nil }
        return .function(
            FunctionValue(
                name: op, parameters: [],
                body: .builtin { ctx, given in
                    var args = given
                    // A pair passed whole (`zip(a, b).map(*)`) is its two values, as Swift splats it.
                    if args.count == 1, case .tuple(let pair) = args[0].value, pair.count == 2 { args = pair }
                    guard args.count == 2 else {
                        throw ctx.evaluator.error("operator '\(op)' takes two values", at: ctx.node)
                    }
                    let (l, r) = (args[0].value, args[1].value)
                    switch op {
                    case "==": return .bool(try ctx.evaluator.valuesEqual(l, r, at: ctx.node))
                    case "!=": return .bool(!(try ctx.evaluator.valuesEqual(l, r, at: ctx.node)))
                    default: return try Operators.binary(op, l, r, at: ctx.node, evaluator: ctx.evaluator)
                    }
                }, captured: nil))
    }

    /// `a < b` between values of the program's types: the type's own operator function (`static func <`);
    /// `>`, `<=` and `>=` follow from `<` as Comparable defines them. Nil when the type declares none.
    func userOperator(_ op: String, _ l: Value, _ r: Value, at node: some SyntaxProtocol) throws -> Value? {
        if let v = try typeOperator(op, l, r, at: node) { return v }
        // A global operator function (`func ※ <T>(lhs: T, rhs: (T) -> Void) -> T` after `infix operator ※`).
        guard session.swift.functions[op] != nil else { return nil }
        return try call(
            globalFunctionGroup(op), arguments: [.init(label: nil, value: l), .init(label: nil, value: r)], at: node)
    }

    /// An operator of the operands' type (`static func < (a: Self, b: Self) -> Bool`), and the comparisons
    /// Comparable derives from `<`.
    private func typeOperator(_ op: String, _ l: Value, _ r: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let t = userTypeName(of: l) ?? userTypeName(of: r), let decl = session.swift.types[t] else { return nil }
        func apply(_ name: String, _ a: Value, _ b: Value) throws -> Value? {
            guard decl.staticMethods[name] != nil,
                case .function(let f) = try staticMember(name, ofType: t, at: node, in: nil)
            else { return nil }
            return try call(f, arguments: [.init(label: nil, value: a), .init(label: nil, value: b)], at: node)
        }
        if let v = try apply(op, l, r) { return v }
        func not(_ v: Value?) throws -> Value? { try v.map { .bool(!(try truth($0, at: node))) } }
        switch op {
        case ">": return try apply("<", r, l)
        case "<=": return try not(try apply("<", r, l))
        case ">=": return try not(try apply("<", l, r))
        default: return nil
        }
    }

    /// A number literal's digits without its `_` separators (a literal without one is its own text).
    static func numberText(_ literal: TokenSyntax) -> String {
        let text = literal.spelled
        guard text.utf8.contains(UInt8(ascii: "_")) else { return text }
        return String(text.filter { $0 != "_" })
    }

    static func radixInt(_ text: String) -> Int? {
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0b") { return Int(text.dropFirst(2), radix: 2) }
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8) }
        return nil
    }

    private func valueOfBranch(_ flow: Flow, at node: some SyntaxProtocol) throws -> Value {
        switch flow {
        case .returned(let v): return v
        case .normal: return .void
        default: throw error("'break' or 'continue' inside an expression", at: node)
        }
    }

    /// The labels of OSLogMessage's interpolations (`privacy:`, `align:`, `format:`), which only shape the log.
    static let logInterpolationLabels: Set<String> = ["privacy", "align", "format", "attributes"]

    func stringLiteral(_ lit: StringLiteralExprSyntax, in scope: Scope?) throws -> String {
        var out = ""
        for segment in lit.segments {
            switch segment {
            case .stringSegment(let s):
                out += try unescape(s.content.text, at: s, pounds: lit.openingPounds?.text.count ?? 0)
            case .expressionSegment(let e):
                // os.Logger's `\(value, privacy: .public)` (OSLogMessage's interpolation): the value, as logged.
                let logging =
                    e.expressions.count > 1
                    && e.expressions.dropFirst().allSatisfy {
                        Self.logInterpolationLabels.contains($0.label?.text ?? "")
                    }
                if e.expressions.count == 1 || logging, let only = e.expressions.first {
                    let piece = try interpolated(try evaluate(only.expression, in: scope), at: only)
                    try checkStringBytes(out.utf8.count + piece.utf8.count, at: only)
                    try chargeBytes(piece.utf8.count, at: only)
                    out += piece
                } else {
                    throw error("this interpolation is not supported", at: e)
                }
            }
        }
        return out
    }

    func interpolated(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        if case .string(let s) = value { return s }
        let text = description(value)
        try foldValueWork(at: node)
        return text
    }

    /// A literal segment's text with its escapes resolved, as Swift reads them: `\n`, `\t`, `\r`,
    /// `\0`, `\\`, `\"`, `\'`, `\u{1F600}` and a line continuation; in a raw string (`#"..."#`)
    /// only after the same number of `#`s (`\#n`).
    private func unescape(_ text: String, at node: some SyntaxProtocol, pounds: Int) throws -> String {
        guard text.contains("\\") else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func escapeLength(at start: Int) -> Int? {
            guard scalars[start] == "\\" else { return nil }
            var j = start + 1
            for _ in 0..<pounds {
                guard j < scalars.count, scalars[j] == "#" else { return nil }
                j += 1
            }
            return j < scalars.count ? j - start : nil
        }
        while i < scalars.count {
            guard let length = escapeLength(at: i) else {
                out.append(scalars[i])
                i += 1
                continue
            }
            let n = scalars[i + length]
            i += length + 1
            switch n {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\\", "\"", "'": out.append(n)
            case "\n": continue
            case "u":
                guard i < scalars.count, scalars[i] == "{", let close = scalars[i...].firstIndex(of: "}") else {
                    throw error("expected hexadecimal code in braces after unicode escape", at: node)
                }
                let digits = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
                guard (1...8).contains(digits.count), let code = UInt32(digits, radix: 16) else {
                    throw error("\\u{...} escape sequence expects between 1 and 8 hex digits", at: node)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid unicode scalar", at: node) }
                out.append(scalar)
                i = close + 1
            default:
                throw error("invalid escape sequence in literal", at: node)
            }
        }
        return String(out)
    }

    private func arrayLiteral(_ array: ArrayExprSyntax, in scope: Scope?, hint: TypeSyntax?) throws -> Value {
        if let hint, !hint.is(ArrayTypeSyntax.self), !Builtins.typeNames.contains(Builtins.baseTypeName(hint)),
            let v = try literalInitializer(
                "arrayLiteral", protocol: "ExpressibleByArrayLiteral", hint: hint, at: array,
                elements: { element in
                    // `init(arrayLiteral elements: String...)`: each element is a `String`.
                    .array(try array.elements.map { try evaluate($0.expression, in: scope, hint: element) })
                })
        {
            return v
        }
        let elementHint = aliasExpanded(hint)?.as(ArrayTypeSyntax.self)?.element
        // Each element is told once whether it is a bare word or a range of them (asked per element
        // twice more, it cost a one-element array of a section provider half its evaluation).
        var forms: [ArrayElementForm] = []
        var anyWord = false
        for element in array.elements {
            let e = element.expression
            if let word = bareWord(e, in: scope) {
                forms.append(.word(word))
                anyWord = true
            } else if let (a, b) = wordRange(e, in: scope) {
                forms.append(.range(a, b))
                anyWord = true
            } else {
                forms.append(.value)
            }
        }
        // A list of the playground's bare identifiers (`[todo1...todo30, extra]`) decodes as the
        // commands' identifier lists do, with their limits.
        if anyWord
            || forms.count > 1 && array.elements.contains(where: { isIdentifierListName($0.expression, in: scope) }),
            zip(array.elements, forms).allSatisfy({ element, form in
                let e = element.expression
                return form.isWord || isIdentifierListName(e, in: scope) || e.is(StringLiteralExprSyntax.self)
                    || e.is(IntegerLiteralExprSyntax.self)
            })
        {
            var ids: [String] = []
            for (element, form) in zip(array.elements, forms) {
                let e = element.expression
                let v: Value
                switch form {
                case .word(let word): v = .symbol(word)
                case .range(let a, let b): v = .symbolRange(a, b)
                case .value:
                    if let ref = e.as(DeclReferenceExprSyntax.self), isIdentifierListName(e, in: scope),
                        let list = session[ref.baseName.text] as? IdentifierList
                    {
                        v = .array(list.values.map { .symbol($0) })
                    } else {
                        v = try evaluate(e, in: scope)
                    }
                }
                try appendIdentifiers(v, "an identifier list", at: e, into: &ids)
            }
            return .array(ids.map { .symbol($0) })
        }
        var values: [Value] = []
        values.reserveCapacity(forms.count)
        for (element, form) in zip(array.elements, forms) {
            let e = element.expression
            // In an array a bare word (or `a...b` of words) is a playground identifier, as in
            // `snapshot.appendItems([p1...p4])`, unless it names something.
            switch form {
            case .word(let word): values.append(.symbol(word))
            case .range(let a, let b):
                let ids = try expandSymbolRange(a, b, at: e)
                try charge(ids.count, at: e)
                values += ids
            case .value:
                values.append(try evaluate(e, in: scope, hint: elementHint))
                if values.count > Limits.collectionElements { throw collectionLimit(at: e) }
            }
        }
        return .array(values)
    }

    /// `e` names a list of playground identifiers kept in the session (`let todos = [t1...t3]`).
    func isIdentifierListName(_ e: ExprSyntax, in scope: Scope?) -> Bool {
        guard let ref = e.as(DeclReferenceExprSyntax.self), scope?.lookup(ref.baseName.text) == nil else {
            return false
        }
        return session[ref.baseName.text] is IdentifierList
    }

    /// `e` is an undeclared name (`p1`), so a playground identifier.
    func bareWord(_ e: ExprSyntax, in scope: Scope?) -> String? {
        guard let ref = e.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil else { return nil }
        let name = ref.baseName.spelled
        if ref.baseName.isIdentifier, !isDefined(name, in: scope) { return name }
        return nil
    }

    func wordRange(_ e: ExprSyntax, in scope: Scope?) -> (String, String)? {
        guard let infix = binaryParts(e), infix.operatorText == "...",
            let a = bareWord(infix.leftOperand, in: scope)
                ?? numberWord(infix.leftOperand, with: infix.rightOperand, in: scope),
            let b = bareWord(infix.rightOperand, in: scope)
                ?? numberWord(infix.rightOperand, with: infix.leftOperand, in: scope)
        else { return nil }
        return (a, b)
    }

    /// A number at one end of a word range (`item1...item12` never has one; `[1...3]` has both and is a numeric range).
    private func numberWord(_ e: ExprSyntax, with other: ExprSyntax, in scope: Scope?) -> String? { nil }

    func expandSymbolRange(_ a: String, _ b: String, at node: some SyntaxProtocol) throws -> [Value] {
        var ids: [String] = []
        try appendIdentifiers(.symbolRange(a, b), "identifier", at: node, into: &ids)
        return ids.map { Value.symbol($0) }
    }

    func isDefined(_ name: String, in scope: Scope?) -> Bool {
        if scope?.lookup(name) != nil { return true }
        if let frame = selfStack.last, hasMember(name, typeName: frame.typeName, value: frame.value) { return true }
        if session.swift.globals[name] != nil || session[name] != nil || session.swift.functions[name] != nil {
            return true
        }
        if resolveTypeName(name) != nil || Builtins.global(name) != nil { return true }
        return false
    }

    /// The operands and operator of a binary operation or assignment, read from its syntax once per evaluator (a
    /// loop's or a section provider's `a = b` and `i % 2 == 0` cost several times their evaluation to read each
    /// time). The parts keep their tree, so no other node takes the node's id while the entry is kept.
    private func binaryParts(_ expr: ExprSyntax) -> BinaryParts? {
        if let known = binaryPartsRead[expr.id] { return known }
        guard let parts = BinaryParts(expr) else { return nil }
        binaryPartsRead[expr.id] = parts
        return parts
    }

    private func binaryOperation(_ infix: BinaryParts, in scope: Scope?, hint: TypeSyntax?) throws -> Value {
        if infix.isAssignment {
            var base: Value?
            if try assignsUIKitProperty(infix.leftOperand, in: scope, base: &base) {
                // The registry decodes the right-hand side against the property's type (`.fixed(8)`, `.init(top: ...)`).
                try assign(.void, to: infix.leftOperand, in: scope, rhs: infix.rightOperand, evaluatedBase: base)
                return .void
            }
            let rhs = infix.rightOperand
            let target = Self.needsContext(rhs) ? try targetType(of: infix.leftOperand, in: scope) : nil
            var value: Value
            if case .inert(let what)? = target, Self.isLeadingDot(rhs) {
                // `label.font = .systemFont(ofSize: 16)`: a value of a type the playground does not model.
                value = .inert(what)
            } else {
                value = try evaluate(rhs, in: scope, hint: target?.declared)
                if let declared = target?.declared { value = try convert(value, to: declared, at: rhs) }
            }
            if let ref = infix.leftOperand.as(DeclReferenceExprSyntax.self), let object = uikitObject(value),
                Self.isGenericUIKit(object),
                let current = scope?.lookup(ref.baseName.text)
                    ?? session.swift.globals[ref.baseName.text]
                    ?? (session[ref.baseName.text] != nil ? .uikit(.named(ref.baseName.text)) : nil)
            {
                try checkAssignable(value, to: current, at: infix.rightOperand)
                // The variable keeps its type: an untyped snapshot assigned to a typed one takes its types.
                if identifierTypes(of: value) == nil, let types = identifierTypes(of: current) {
                    value = withIdentifierTypes(value, types)
                }
            }
            try assign(copyOnAssign(value), to: infix.leftOperand, in: scope, rhs: infix.rightOperand)
            return .void
        }
        guard let op = infix.binaryOperator else {
            if infix.operator.is(ArrowExprSyntax.self) {
                throw error("function types are not values here", at: infix.node)
            }
            throw error("this operator is not supported", at: infix.operator)
        }
        func operands() throws -> Value {
            let l = try evaluate(infix.leftOperand, in: scope, hint: hint)
            let r = try evaluate(infix.rightOperand, in: scope, hint: hint)
            return try Operators.binary(op, l, r, at: infix.node, evaluator: self)
        }
        // A one-character operator (`+`, `%`, `<`) is none of the cases below, all of two or more.
        if op.utf8.count == 1 { return try operands() }
        switch op {
        case "&&":
            guard try truth(try evaluate(infix.leftOperand, in: scope), at: infix.leftOperand) else {
                return .bool(false)
            }
            return .bool(try truth(try evaluate(infix.rightOperand, in: scope), at: infix.rightOperand))
        case "||":
            if try truth(try evaluate(infix.leftOperand, in: scope), at: infix.leftOperand) { return .bool(true) }
            return .bool(try truth(try evaluate(infix.rightOperand, in: scope), at: infix.rightOperand))
        case "??":
            let l = try evaluate(infix.leftOperand, in: scope, hint: hint)
            guard l.isNone else { return l }
            // `a.date ?? .distantPast`: with no context from outside, the default has the type the optional wraps.
            var context = hint
            if context == nil, Self.isLeadingDot(infix.rightOperand),
                let declared = try? targetType(of: infix.leftOperand, in: scope)?.declared
            {
                context =
                    declared.as(OptionalTypeSyntax.self)?.wrappedType
                    ?? declared.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? declared
            }
            return try evaluate(infix.rightOperand, in: scope, hint: context)
        case "+=", "-=", "*=", "/=", "%=":
            // `list += more` and `text += more` on a variable grow it in place.
            if op == "+=", let ref = infix.leftOperand.as(DeclReferenceExprSyntax.self) {
                let rhs = try evaluate(infix.rightOperand, in: scope)
                let done = try mutateVariable(ref.baseName.text, in: scope) { (v: inout Value) throws -> Bool in
                    if case .array(var a) = v, case .array(let b) = rhs {
                        v = .void
                        guard a.count + b.count <= Limits.collectionElements else {
                            throw self.collectionLimit(at: infix.node)
                        }
                        try self.unshare(&a, at: infix.node)
                        try self.charge(b.count, at: infix.node)
                        a += b
                        v = .array(a)
                    } else if case .string(var a) = v, case .string(let b) = rhs {
                        v = .void
                        guard a.utf8.count + b.utf8.count <= Limits.stringBytes else {
                            throw self.error(
                                "the string would be longer than \(Limits.stringBytes) bytes; the limit is \(Limits.stringBytes)",
                                at: infix.node,
                                help: "see 'help limits'")
                        }
                        try self.unshare(&a, at: infix.node)
                        try self.chargeBytes(b.utf8.count, at: infix.node)
                        a += b
                        v = .string(a)
                    } else {
                        v = try Operators.binary("+", v, rhs, at: infix.node, evaluator: self)
                    }
                    return true
                }
                if done != nil { return .void }
            }
            let current = try evaluate(infix.leftOperand, in: scope)
            let rhs = try evaluate(infix.rightOperand, in: scope)
            let result = try Operators.binary(String(op.dropLast()), current, rhs, at: infix.node, evaluator: self)
            try assign(result, to: infix.leftOperand, in: scope, rhs: infix.rightOperand)
            return .void
        case "==", "!=":
            // `x == .foo`: the implicit member takes its type from the other side.
            let l = try evaluate(infix.leftOperand, in: scope)
            let r = try evaluateImplicit(infix.rightOperand, like: l, in: scope)
            // An unmodelled value compared with a value: which branch runs is unknown, so that is the error (compared
            // with nil it is present, as 'if let' takes it).
            if case .inert(let what) = l, !r.isNone { throw inertOperandError(what, operator: op, at: infix.node) }
            if case .inert(let what) = r, !l.isNone { throw inertOperandError(what, operator: op, at: infix.node) }
            if case .inert(let what) = l { noteInertBinding(what, comparison: op) }
            if case .inert(let what) = r { noteInertBinding(what, comparison: op) }
            let equal = try valuesEqual(l, r, at: infix.node)
            return .bool(op == "==" ? equal : !equal)
        case "===", "!==":
            // Identity of class instances (the program's, UIKit's): the same object, or both nil.
            let l = try evaluate(infix.leftOperand, in: scope)
            let r = try evaluate(infix.rightOperand, in: scope)
            let same: Bool
            switch (l, r) {
            case (.object(let a), .object(let b)): same = a == b
            case (.uikit(let a), .uikit(let b)): same = a == b
            case (.none, .none): same = true
            case (.object, .none), (.none, .object), (.uikit, .none), (.none, .uikit), (.object, .uikit),
                (.uikit, .object):
                same = false
            default:
                throw error(
                    "binary operator '\(op)' cannot be applied to operands of type \(typeName(of: l)) and \(typeName(of: r))",
                    at: infix.node)
            }
            return .bool(op == "===" ? same : !same)
        default:
            if op == "...", let (a, b) = wordRange(infix.node, in: scope) {
                return .symbolRange(a, b)
            }
            return try operands()
        }
    }

    /// `x.prop = ...` where `x` is a UIKit object (or a path into one): the right-hand side is lowered, not evaluated.
    /// `base` is set to the value of `x` when this evaluated it (not for a dotted UIKit member, which it
    /// finds without evaluating the target): `assign` takes it (`evaluatedBase`), so the base is
    /// evaluated once, as Swift does (`f().contentInsets = ...` calls `f` once).
    func assignsUIKitProperty(_ target: ExprSyntax, in scope: Scope?, base evaluated: inout Value?) throws -> Bool {
        evaluated = nil
        guard let m = target.as(MemberAccessExprSyntax.self), let base = m.base else { return false }
        if try host.dottedMember(target, evaluator: self, in: scope) != nil { return true }
        if let ref = base.as(DeclReferenceExprSyntax.self), ref.baseName.text == "self" { return false }
        let v = try evaluate(base.as(OptionalChainingExprSyntax.self)?.expression ?? base, in: scope)
        let assigns =
            switch v {
            case .uikit, .uikitValue, .uikitPath: true
            default: false
            }
        if assigns { evaluated = v }
        return assigns
    }

    /// `.foo` compared with a value of a known enum type.
    func evaluateImplicit(_ expr: ExprSyntax, like other: Value, in scope: Scope?) throws -> Value {
        if let m = expr.as(MemberAccessExprSyntax.self), m.base == nil {
            switch other {
            case .enumValue(let e) where e.typeName.isEmpty:
                // A UIKit enum case (`UICollectionLayoutSectionOrthogonalScrollingBehavior.none`) is
                // kept by its case name: `.none` on the other side is that type's case of that name.
                return .enumValue(EnumValue(typeName: "", caseName: m.declName.baseName.text, payload: []))
            case .enumValue(let e):
                return try staticMember(m.declName.baseName.text, ofType: e.typeName, at: m, in: scope)
            case .structValue(let s):
                return try staticMember(m.declName.baseName.text, ofType: s.typeName, at: m, in: scope)
            default: break
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
            let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            m.base == nil, case .enumValue(let e) = other
        {
            return try callStatic(m.declName.baseName.text, ofType: e.typeName, call: call, at: m, in: scope)
        }
        return try evaluate(expr, in: scope)
    }

    func valuesEqual(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool {
        if !ValueWork.visit() { try foldValueWork(at: node) }
        if let equal = try userEquals(a, b, at: node) { return equal }
        switch (a, b) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.int(let x), .int(let y)): return x == y
        case (.int, .double), (.double, .int), (.double, .double):
            return (try Operators.number(a, at: node, evaluator: self))
                == (try Operators.number(b, at: node, evaluator: self))
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)), (.symbol(let x), .symbol(let y)), (.string(let x), .symbol(let y)),
            (.symbol(let x), .string(let y)):
            return x == y
        case (.uuid(let x), .uuid(let y)): return x == y
        case (.object(let x), .object(let y)): return x == y
        case (.uikit(let x), .uikit(let y)):
            try checkComparableSnapshots(a, b, at: node)
            return host.objectsEqual(x, y, evaluator: self)
        case (.type(let x), .type(let y)): return x == y
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            // As Swift's Array ==: the same storage is equal without comparing its elements.
            if x.withUnsafeBufferPointer({ $0.baseAddress }) == y.withUnsafeBufferPointer({ $0.baseAddress }) {
                return true
            }
            for (p, q) in zip(x, y) where !(try valuesEqual(p, q, at: node)) { return false }
            return true
        case (.tuple(let x), .tuple(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) where !(try valuesEqual(p.value, q.value, at: node)) { return false }
            return true
        case (.enumValue(let x), .enumValue(let y)):
            guard x.typeName == y.typeName || x.typeName.isEmpty || y.typeName.isEmpty, x.caseName == y.caseName,
                x.payload.count == y.payload.count
            else { return false }
            for (p, q) in zip(x.payload, y.payload) where !(try valuesEqual(p.value, q.value, at: node)) {
                return false
            }
            return true
        case (.structValue(let x), .structValue(let y)):
            guard x.typeName == y.typeName, x.fields.count == y.fields.count else { return false }
            for (p, q) in zip(x.fields, y.fields) where !(try valuesEqual(p.value, q.value, at: node)) { return false }
            return true
        case (.range(let a1, let b1, let c1), .range(let a2, let b2, let c2)): return a1 == a2 && b1 == b2 && c1 == c2
        case (.partialRange(let a), .partialRange(let b)): return a == b
        case (.uikitValue(let x), .uikitValue(let y)):
            try checkComparableSnapshots(a, b, at: node)
            return host.valuesEqual(x.object, y.object, evaluator: self)
        case (.uikitValue(let x), .enumValue(let e)), (.enumValue(let e), .uikitValue(let x)):
            // A UIKit enum property reads as its case's text (`section.orthogonalScrollingBehavior`
            // is ".paging"); a case without a payload written as `.paging` or with its type's name
            // is the same value.
            guard x.object is TextValue, e.typeName.isEmpty, e.payload.isEmpty else { return false }
            return x.object.describe() == ["." + e.caseName]
        case (.dictionary(let x), .dictionary(let y)):
            guard x.count == y.count else { return false }
            for (k, v) in zip(x.keys, x.values) {
                guard let w = y[k], try valuesEqual(v, w, at: node) else { return false }
            }
            return true
        default:
            return false
        }
    }

    private func cast(_ node: AsExprSyntax, in scope: Scope?) throws -> Value {
        var v = try evaluate(node.expression, in: scope, hint: node.type)
        var target = node.type.trimmedDescription
        // `as? T` in a generic function: the type T stands for (`instantiateController(ofType: VC.self)`).
        if let plain = node.type.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil,
            case .type(let bound)? = scope?.lookup(plain.name.text)
        {
            target = bound
        }
        if case .inert(let what) = v, what == "UIApplication.shared.delegate",
            let delegate = try appDelegate(Builtins.baseTypeName(target))
        {
            v = delegate
        }
        if case .inert(let what) = v,
            what.contains("instantiateInitialViewController") || what.contains("instantiateViewController"),
            let controller = try storyboardController(
                resolveTypeName(Builtins.baseTypeName(target)) ?? Builtins.baseTypeName(target))
        {
            v = controller
        }
        if node.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
            // A value the playground does not model (`URLError(...)`) is never one of the program's own structs or
            // enums, which it models whole: `error as? AppError` is nil. (A class it cannot tell: the app's delegate
            // is the program's `AppDelegate`.)
            if case .inert = v, let decl = session.swift.types[Builtins.baseTypeName(target)],
                decl.kind == .structType || decl.kind == .enumType
            {
                return .none
            }
            return isInstance(v, of: target) ? v : .none
        }
        // A forced cast of nil to an optional type (to `Data?`): nil is a value of that type.
        if v.isNone, node.type.is(OptionalTypeSyntax.self) || node.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .none
        }
        if node.questionOrExclamationMark?.tokenKind == .exclamationMark, !isInstance(v, of: target) {
            throw error("could not cast a value of type \(typeName(of: v)) to \(target)", at: node)
        }
        return try convert(v, to: node.type, at: node)
    }

    /// `UIApplication.shared.delegate` cast to the program's class that adopts `UIApplicationDelegate`: one
    /// instance, made with `init()` when first read (UIKit makes it as the app launches), which a note says once; nil
    /// for another type.
    func appDelegate(_ typeName: String) throws -> Value? {
        guard let decl = session.swift.types[typeName], decl.kind == .classType,
            decl.inherited.contains("UIApplicationDelegate")
        else { return nil }
        if let made = session.swift.heap.lazy.filter({ $0.value.typeName == typeName }).map(\.key).min() {
            return .object(made)
        }
        noteOnce(
            "app delegate",
            "UIApplication.shared.delegate is the program's \(typeName), made with \(typeName)() when first read "
                + "(UIKit makes it as the app launches)", help: nil)
        return try evaluateMade(typeName + "()")
    }

    /// `storyboard.instantiateViewController(withIdentifier: "List")` cast to `ListViewController` (or the initial one):
    /// the program's controller, made as a storyboard makes it, with `init?(coder:)` (its outlets are connected when
    /// its view loads); a note says once that the storyboard itself is not read. Nil for another type.
    func storyboardController(_ typeName: String) throws -> Value? {
        guard let decl = session.swift.types[typeName], decl.kind == .classType,
            UIKitSurface.inheritsViewController(typeName, evaluator: self)
        else { return nil }
        noteOnce(
            "storyboard controller",
            "a storyboard's controller cast to the program's \(typeName) is made as the storyboard makes it, with "
                + "init?(coder:), its outlets connected when its view loads; what Interface Builder sets in the "
                + "storyboard is not read", help: nil)
        return try evaluateMade(typeName + "(coder: NSCoder())!")
    }

    /// A value UIKit makes for the program, written as the program would (`AppDelegate()`, `ListView(coder:
    /// NSCoder())!`): evaluated at the top level, what goes wrong in it placed at the statement running.
    func evaluateMade(_ source: String) throws -> Value? {
        try evaluateMade(source, bindings: [:], anchor: anchor)
    }

    /// Whether `v` is of the named type (loosely: unknown UIKit types accept anything).
    func isInstance(_ v: Value, of typeText: String) -> Bool {
        let name = Builtins.baseTypeName(typeText)
        // A struct, class or enum of the program's holds only its own values (a class its subclasses' too): a
        // String or a number is none of them.
        if let decl = session.swift.types[name], decl.kind != .protocolType, decl.kind != .uikit {
            switch v {
            case .int, .double, .string, .bool, .array, .dictionary: return false
            default: break
            }
        }
        // A value of the program's type is no String or number, whatever its raw type (`enum Key: String`).
        if Self.concreteBuiltinTypes.contains(name) {
            switch v {
            case .enumValue(let e): return e.typeName == name
            case .structValue(let s): return s.typeName == name
            case .object: return false
            default: break
            }
        }
        switch v {
        case .int:
            return ["Int", "Any", "AnyHashable", "Hashable"].contains(name) || !Builtins.typeNames.contains(name)
        case .double:
            return ["Double", "CGFloat", "Float", "Any", "AnyHashable"].contains(name)
                || !Builtins.typeNames.contains(name)
        case .string, .symbol:
            return ["String", "Any", "AnyHashable", "Hashable"].contains(name) || !Builtins.typeNames.contains(name)
        case .object(let id):
            guard let instance = session.swift.heap[id] else { return false }
            return isSubtype(instance.typeName, of: name)
        case .structValue(let s): return isSubtype(s.typeName, of: name)
        case .enumValue(let e): return isSubtype(e.typeName, of: name)
        case .none: return false
        default: return true
        }
    }

    /// Swift's and Foundation's value types a value of the program's type never is (not the protocols).
    static let concreteBuiltinTypes: Set<String> = Builtins.typeNames.subtracting([
        "Any", "AnyHashable", "AnyObject", "Hashable", "Equatable", "CaseIterable", "Identifiable", "Sendable",
        "Codable", "Comparable", "Optional", "Void",
    ])

    func isSubtype(_ type: String, of target: String) -> Bool {
        var current: String? = type
        var guardCount = 0
        while let t = current, guardCount < 64 {
            if t == target { return true }
            guard let decl = session.swift.types[t] else {
                return !Builtins.typeNames.contains(target) && session.swift.types[target] == nil
            }
            if decl.inherited.contains(target) { return true }
            current = decl.superclass
            guardCount += 1
        }
        return target == "Any" || target == "AnyObject"
    }

    /// Converts for an annotation (`let x: CGFloat = 1` is a floating-point value).
    func convert(
        _ v: Value, to type: TypeSyntax?, at node: some SyntaxProtocol, role: GenericConversionRole = .declaration
    ) throws -> Value {
        guard let type else { return v }
        var v = v
        switch v {
        case .uikit, .uikitValue: v = try checkGenericConversion(v, to: type, role: role, at: node)
        default: break
        }
        let name = Builtins.baseTypeName(type)
        if Builtins.isFloatingType(name), case .int(let i) = v { return .double(Double(i)) }
        if name == "Int", case .double = v {
            throw error("cannot convert a value of type Double to Int", at: node, help: "use Int(x) to convert")
        }
        // `let s: Set<Int> = [1, 1, 2]`: a set holds each element once, as `Set(arrayLiteral:)` inserts them.
        if name == "Set", case .array(let items) = v {
            var seen = Set<String>()
            try charge(items.count, at: node)
            return .array(items.filter { seen.insert($0.hashKey).inserted })
        }
        switch v {
        case .tuple, .array: return labelTuples(v, as: type)
        default: return v
        }
    }

    /// `.top` made where no type was known yet (inside a tuple literal), given to an enum type of the
    /// program that has that case: that case, as Swift's type context would have made it.
    private func typedCase(_ v: Value, as type: TypeSyntax) -> Value {
        guard case .enumValue(let e) = v, e.typeName.isEmpty, e.payload.isEmpty,
            let name = resolveTypeName(Builtins.baseTypeName(type)),
            let decl = session.swift.types[name], decl.kind == .enumType,
            decl.cases.contains(where: { $0.name == e.caseName && $0.parameters.isEmpty })
        else { return v }
        return .enumValue(EnumValue(typeName: name, caseName: e.caseName, payload: []))
    }

    /// A tuple given to a labelled tuple type takes its labels, as Swift converts it: `var model:
    /// (places: [Place], memories: [Memory]) = (list, [])` then `model.places`; also the elements of an
    /// array of them and through a typealias (`[Row] = [(.top, [1, 2])]` with `typealias Row = (kind: Kind, items: [Int])`).
    private func labelTuples(_ v: Value, as type: TypeSyntax, depth: Int = 0) -> Value {
        guard depth < 8 else { return v }
        var type = type
        if let ident = type.as(IdentifierTypeSyntax.self), ident.genericArgumentClause == nil,
            let aliased = session.swift.aliasTypes[ident.name.text]
        {
            type = aliased
        }
        switch v {
        case .tuple(let elements):
            guard let tupleType = type.as(TupleTypeSyntax.self), tupleType.elements.count == elements.count else {
                return v
            }
            var labelled = elements
            for (i, t) in tupleType.elements.enumerated() {
                if let label = t.firstName?.text, label != "_" { labelled[i].label = label }
                labelled[i].value = typedCase(labelTuples(labelled[i].value, as: t.type, depth: depth + 1), as: t.type)
            }
            return .tuple(labelled)
        case .array(let items):
            guard let element = type.as(ArrayTypeSyntax.self)?.element else { return v }
            return .array(items.map { labelTuples($0, as: element, depth: depth + 1) })
        default:
            return v
        }
    }

    func defaultValue(for type: TypeSyntax) -> Value {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .none }
        return .none
    }

    func typeValue(_ type: TypeSyntax) throws -> Value {
        if type.is(ArrayTypeSyntax.self) { return .type("Array") }
        if type.is(DictionaryTypeSyntax.self) { return .type("Dictionary") }
        let name = Builtins.baseTypeName(type)
        if let t = resolveTypeName(name) { return .type(t) }
        throw error("cannot find type '\(name)' in scope", at: type)
    }

    // MARK: Subscripts

    private func subscriptRead(_ sub: SubscriptCallExprSyntax, in scope: Scope?, hint: TypeSyntax?) throws -> Value {
        // `let chosen: Option = .all[1]`: a leading-dot member is the contextual type's, its subscript read
        // after (SE-0287's implicit member chains).
        let base = try evaluate(
            sub.calledExpression, in: scope, hint: Self.isLeadingDot(sub.calledExpression) ? hint : nil)
        // `info?["key"]` with no dictionary: the chain stops, and the subscript is nil.
        if base.isNone, Self.isOptionalChain(sub.calledExpression) { return .none }
        // `counts[key, default: 0] += 1`, `groups[key, default: []].append(x)`: the value, or the default when the
        // dictionary has none (a change through it is stored under the key, see `assign`).
        if case .dictionary(let d) = base, sub.arguments.count == 2,
            let key = sub.arguments.first, key.label == nil, let fallback = sub.arguments.last,
            fallback.label?.text == "default"
        {
            if let found = d[try subscriptIndex(key.expression, of: base, in: sub, scope: scope)] { return found }
            return try evaluate(fallback.expression, in: scope)
        }
        if let v = try userSubscript(base, sub, in: scope) { return v }
        let args = try sub.arguments.map { a in
            a.label == nil
                ? try subscriptIndex(a.expression, of: base, in: sub, scope: scope)
                : try evaluate(a.expression, in: scope)
        }
        return try subscriptValue(base, args, labels: sub.arguments.map { $0.label?.text }, at: sub)
    }

    func subscriptValue(_ base: Value, _ args: [Value], labels: [String?], at node: some SyntaxProtocol) throws -> Value
    {
        guard args.count == 1, let index = args.first else { throw error("a subscript takes one index", at: node) }
        switch base {
        case .array(let a):
            if let (lo, upper) = try relativeBounds(index, count: a.count, at: node) {
                guard lo >= 0, upper <= a.count else {
                    throw error(
                        "range \(lo)..<\(upper) is out of bounds for an array of \(a.count) elements", at: node,
                        notes: ["Swift traps here: Fatal error: Array index is out of range"])
                }
                return .array(Array(a[lo..<upper]))
            }
            guard case .int(let i) = index else { throw error("an array index must be an Int", at: node) }
            guard i >= 0, i < a.count else {
                throw error(
                    "index \(i) is out of range for an array of \(a.count) elements", at: node,
                    notes: ["Swift traps here: Fatal error: Index out of range"])
            }
            return a[i]
        case .dictionary(let d):
            return d[index] ?? .none
        case .string(let s):
            // (A String's indices are Character offsets here: `s.startIndex`, `s.index(after:)`; see Builtins.)
            if let (lo, upper) = try relativeBounds(index, count: s.count, at: node) {
                guard lo >= 0, upper <= s.count else {
                    throw error(
                        "range \(lo)..<\(upper) is out of bounds for a string of \(s.count) characters", at: node,
                        notes: ["Swift traps here: Fatal error: String index is out of bounds"])
                }
                let start = s.index(s.startIndex, offsetBy: lo)
                return .string(String(s[start..<s.index(start, offsetBy: upper - lo)]))
            }
            guard case .int(let i) = index, i >= 0, i < s.count else {
                throw error("string index out of range", at: node)
            }
            return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
        case .uikit, .uikitValue:
            return try host.subscriptValue(base, index, evaluator: self, at: Syntax(node))
        case .inert(let what):
            // `FileManager.default.urls(for:in:)[0]`: an element of an unmodelled value is unmodelled too.
            return .inert(what + "[" + description(index, nested: true) + "]")
        default:
            throw error("a value of type \(typeName(of: base)) has no subscripts", at: node)
        }
    }
}

extension String {
    func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        // Nothing to replace (a literal without `_`): no walk of its Characters.
        if let byte = target.asciiValue, !utf8.contains(byte) { return self }
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}

/// What an element of an array literal is to the playground: a bare word (an identifier), a range
/// of them (`p1...p4`), or a value to evaluate.
private enum ArrayElementForm {
    case word(String)
    case range(String, String)
    case value

    var isWord: Bool {
        if case .value = self { return false }
        return true
    }
}

/// A binary operation, folded (`InfixOperatorExprSyntax`) or a sequence of exactly one operator
/// (`a = b`, `x + 1`), which needs no precedence and so is not folded (most statements are one).
struct BinaryParts {
    let node: ExprSyntax
    let leftOperand: ExprSyntax
    let `operator`: ExprSyntax
    let rightOperand: ExprSyntax
    /// `a = b` (an `AssignmentExprSyntax` operator).
    let isAssignment: Bool
    /// A binary operator's spelling (`%`, `==`); nil for an assignment and for other operators (`->`).
    let binaryOperator: String?

    init?(_ expr: ExprSyntax) {
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            self.init(node: expr, left: infix.leftOperand, operator: infix.operator, right: infix.rightOperand)
            return
        }
        guard let seq = expr.as(SequenceExprSyntax.self), seq.elements.count == 3 else { return nil }
        // Read in place: copying the elements to an array cost a simple `a = b` more than the rest of it.
        var elements = seq.elements.makeIterator()
        guard let left = elements.next(), let op = elements.next(), let right = elements.next(),
            Self.isSimpleOperator(op)
        else { return nil }
        self.init(node: expr, left: left, operator: op, right: right)
    }

    private init(node: ExprSyntax, left: ExprSyntax, operator op: ExprSyntax, right: ExprSyntax) {
        self.node = node
        leftOperand = left
        self.operator = op
        rightOperand = right
        isAssignment = op.is(AssignmentExprSyntax.self)
        binaryOperator = op.as(BinaryOperatorExprSyntax.self)?.operator.text
    }

    /// An operator that needs no folding: an assignment or a binary operator (not `?:`, `as`, `is`, `->`).
    static func isSimpleOperator(_ e: ExprSyntax) -> Bool {
        e.is(AssignmentExprSyntax.self) || e.is(BinaryOperatorExprSyntax.self)
    }

    /// The operator's spelling (`=` for an assignment).
    var operatorText: String { isAssignment ? "=" : binaryOperator ?? "" }
}

extension Evaluator {
    /// `#function`: the declaration it is written in as Swift spells it, `viewDidLoad()`,
    /// `collectionView(_:cellForItemAt:)`, `init(title:)`, a property's name, `subscript(_:)`, `deinit`
    /// (in a closure, the declaration around it); nil at the top level.
    /// Swift's literals of the source's place: `#file` (the file as the playground names it, as `#fileID` and
    /// `#filePath`), `#line`, `#column` and `#function` of `site`, which is the call for a default argument
    /// (`func log(_ s: String, line: Int = #line)` gets the caller's line, as in Swift). Nil for another macro.
    static let magicLiterals: Set<String> = ["file", "fileID", "filePath", "line", "column", "function"]

    func magicLiteral(_ macro: MacroExpansionExprSyntax, at site: some SyntaxProtocol) -> Value? {
        guard macro.arguments.isEmpty, macro.trailingClosure == nil else { return nil }
        switch macro.macroName.text {
        case "file", "fileID", "filePath": return .string(place(of: site).file)
        case "line": return .int(place(of: site).line)
        case "column": return .int(place(of: site).column ?? 1)
        case "function": return Self.enclosingFunctionName(site).map { .string($0) }
        default: return nil
        }
    }

    static func enclosingFunctionName(_ node: some SyntaxProtocol) -> String? {
        func labels(_ clause: FunctionParameterClauseSyntax) -> String {
            "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return f.name.text + labels(f.signature.parameterClause) }
            if let i = n.as(InitializerDeclSyntax.self) { return "init" + labels(i.signature.parameterClause) }
            if let s = n.as(SubscriptDeclSyntax.self) { return "subscript" + labels(s.parameterClause) }
            if n.is(DeinitializerDeclSyntax.self) { return "deinit" }
            // A property (a type's member, not a local variable of a function).
            if let v = n.as(VariableDeclSyntax.self), v.parent?.is(MemberBlockItemSyntax.self) == true,
                let binding = v.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)
            {
                return name.identifier.text
            }
            current = n.parent
        }
        return nil
    }
}
