import SwiftSyntax

/// `@resultBuilder`: a body marked with a builder (a closure passed to a parameter marked `@Builder`, a function or
/// computed property marked `@Builder`) is run as Swift's result builder transform rewrites it:
/// - each expression statement's value goes through `buildExpression(_:)` when the builder declares it;
/// - `let`/`var` declarations and local functions run as usual and add nothing;
/// - an `if` chain gives its taken branch's block wrapped in `buildEither(first:)`/`buildEither(second:)` along
///   the branch's path in a left-biased balanced tree of the chain's branches, and, when the chain has no final
///   `else`, in `buildOptional(_:)` (`nil` when no branch is taken); a `switch` likewise over its cases;
/// - a `for`-`in` loop gives `buildArray(_:)` of each pass's block; a `do` block gives its block;
/// - a block combines its parts with `buildPartialBlock(first:)` and `buildPartialBlock(accumulated:next:)` when the
///   builder declares both, else `buildBlock(_:...)`;
/// - the body's block goes through `buildFinalResult(_:)` when the builder declares it.
/// A body with an explicit `return` is not transformed, as in Swift.
extension Evaluator {
    /// The builder an attribute names (`@LayoutBuilder`): a type of the program's with `buildBlock` or
    /// `buildPartialBlock`. Nil for any other attribute.
    func resultBuilder(in attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let name = attribute.attributeName.trimmedDescription
            guard let first = name.first, first.isUppercase, let t = resolveTypeName(name),
                let decl = session.swift.types[t], decl.kind != .uikit
            else { continue }
            if decl.staticMethods["buildBlock"] != nil || decl.staticMethods["buildPartialBlock"] != nil { return t }
        }
        return nil
    }

    /// The builder of the declaration a computed property's getter belongs to (`@Builder var body: T { ... }`).
    func resultBuilder(ofGetter items: CodeBlockItemListSyntax) -> String? {
        var node = items.parent
        for _ in 0..<8 {
            guard let n = node else { return nil }
            if let variable = n.as(VariableDeclSyntax.self) { return resultBuilder(in: variable.attributes) }
            if n.is(CodeBlockItemListSyntax.self) || n.is(MemberBlockItemListSyntax.self) { return nil }
            node = n.parent
        }
        return nil
    }

    /// Whether a body says `return` itself (then no transform applies), not counting nested closures and functions.
    static func hasExplicitReturn(_ items: CodeBlockItemListSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                found = true
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(items)
        return finder.found
    }

    /// Runs a body with the builder transform; the body's scope is `scope`.
    /// `resultType`: what the function or property returns, which picks among `buildFinalResult` overloads (SE-0289).
    func runBuilderBody(
        _ items: CodeBlockItemListSyntax, builder: String, in scope: Scope, resultType: TypeSyntax? = nil
    ) throws -> Value {
        let block = try builderBlock(items, builder: builder, in: scope, at: items)
        if builderHas(builder, "buildFinalResult") {
            return try callBuilder(builder, "buildFinalResult", [(nil, block)], at: items, resultType: resultType)
        }
        return block
    }

    /// A block's parts, combined.
    private func builderBlock(
        _ items: CodeBlockItemListSyntax, builder: String, in scope: Scope, at node: some SyntaxProtocol
    ) throws -> Value {
        let resolved: [CodeBlockItemSyntax] =
            hasConditionalCompilation(items) ? try activeItems(items) : Array(items)
        var parts: [Value] = []
        for item in resolved {
            try tick(item)
            switch item.item {
            case .decl(let decl):
                try declareLocal(decl, in: scope)
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    parts.append(try builderPart(e.expression, builder: builder, in: scope))
                } else if let f = stmt.as(ForStmtSyntax.self) {
                    parts.append(try builderLoop(f, builder: builder, in: scope))
                } else if let d = stmt.as(DoStmtSyntax.self), d.catchClauses.isEmpty {
                    parts.append(try builderBlock(d.body.statements, builder: builder, in: Scope(parent: scope), at: d))
                } else {
                    throw error(
                        "this statement cannot be used in a result builder body (\(builder))", at: stmt,
                        help: "result builders take expressions, declarations, 'if', 'switch', 'for' and 'do'")
                }
            case .expr(let e):
                parts.append(try builderPart(e, builder: builder, in: scope))
            }
        }
        if !parts.isEmpty, builderHas(builder, "buildPartialBlock", label: "first"),
            builderHas(builder, "buildPartialBlock", label: "accumulated")
        {
            var combined = try callBuilder(builder, "buildPartialBlock", [("first", parts[0])], at: node)
            for next in parts.dropFirst() {
                combined = try callBuilder(
                    builder, "buildPartialBlock", [("accumulated", combined), ("next", next)], at: node)
            }
            return combined
        }
        guard builderHas(builder, "buildBlock") else {
            throw error("result builder '\(builder)' declares no static buildBlock", at: node)
        }
        return try callBuilder(builder, "buildBlock", parts.map { (nil, $0) }, at: node)
    }

    /// An expression statement's part: an `if` or `switch` chain, or a value through `buildExpression`.
    private func builderPart(_ expr: ExprSyntax, builder: String, in scope: Scope) throws -> Value {
        if let i = expr.as(IfExprSyntax.self) { return try builderIf(i, builder: builder, in: scope) }
        if let s = expr.as(SwitchExprSyntax.self) { return try builderSwitch(s, builder: builder, in: scope) }
        let value = try evaluate(expr, in: scope)
        guard builderHas(builder, "buildExpression") else { return value }
        return try callBuilder(builder, "buildExpression", [(nil, value)], at: expr)
    }

    /// `if` / `else if` / `else`: the taken branch's block, injected along its path.
    private func builderIf(_ node: IfExprSyntax, builder: String, in scope: Scope) throws -> Value {
        var branches = 0
        var isOptional = true
        var current: IfExprSyntax? = node
        while let c = current {
            branches += 1
            switch c.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock:
                branches += 1
                isOptional = false
                current = nil
            case nil: current = nil
            }
        }
        if isOptional, !builderHas(builder, "buildOptional") {
            throw error(
                "result builder '\(builder)' does not support an 'if' without 'else' (it declares no buildOptional)",
                at: node.ifKeyword)
        }
        if branches > 1, !builderHas(builder, "buildEither", label: "first") {
            throw error(
                "result builder '\(builder)' does not support 'if'-'else' (it declares no buildEither(first:))",
                at: node.ifKeyword)
        }
        var index = 0
        current = node
        var taken: (block: CodeBlockItemListSyntax, scope: Scope, at: Syntax)?
        while let c = current, taken == nil {
            let inner = Scope(parent: scope)
            if try conditionsHold(c.conditions, bindingInto: inner) {
                taken = (c.body.statements, inner, Syntax(c.body))
                break
            }
            index += 1
            switch c.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block):
                taken = (block.statements, Scope(parent: scope), Syntax(block))
                current = nil
            case nil: current = nil
            }
        }
        guard let taken else { return try callBuilder(builder, "buildOptional", [(nil, .none)], at: node) }
        let block = try builderBlock(taken.block, builder: builder, in: taken.scope, at: taken.at)
        let injected = try injectEither(block, path: index, count: branches, builder: builder, at: node)
        return isOptional ? try callBuilder(builder, "buildOptional", [(nil, injected)], at: node) : injected
    }

    /// `switch`: the matching case's block, injected along its path among the cases.
    private func builderSwitch(_ node: SwitchExprSyntax, builder: String, in scope: Scope) throws -> Value {
        let subject = try evaluate(node.subject, in: scope)
        var cases: [SwitchCaseSyntax] = []
        for element in node.cases {
            guard let c = element.as(SwitchCaseSyntax.self) else {
                throw error("'#if' among a switch's cases is not supported in a result builder body", at: element)
            }
            cases.append(c)
        }
        if cases.count > 1, !builderHas(builder, "buildEither", label: "first") {
            throw error(
                "result builder '\(builder)' does not support 'switch' (it declares no buildEither(first:))",
                at: node.switchKeyword)
        }
        for (index, c) in cases.enumerated() {
            let inner = Scope(parent: scope)
            guard try switchCaseMatches(c, subject: subject, in: inner) else { continue }
            let block = try builderBlock(c.statements, builder: builder, in: inner, at: c)
            return try injectEither(block, path: index, count: cases.count, builder: builder, at: node)
        }
        throw error("no case of the switch matched \(description(subject))", at: node.switchKeyword)
    }

    /// Whether a switch case takes the subject, binding its names into `scope`.
    private func switchCaseMatches(_ c: SwitchCaseSyntax, subject: Value, in scope: Scope) throws -> Bool {
        guard case .case(let label) = c.label else { return true }
        for item in label.caseItems {
            let attempt = Scope(parent: scope.parent)
            guard try bind(pattern: item.pattern, to: subject, in: attempt, at: item.pattern) else { continue }
            if let w = item.whereClause, !(try truth(try evaluate(w.condition, in: attempt), at: w.condition)) {
                continue
            }
            scope.takeVariables(of: attempt)
            return true
        }
        return false
    }

    /// Wraps a branch's value in `buildEither` calls along its path in a left-biased balanced binary tree of
    /// `count` branches: the path's bits from the leaf up, skipping the right spine where no either is needed.
    private func injectEither(
        _ value: Value, path index: Int, count: Int, builder: String, at node: some SyntaxProtocol
    ) throws -> Value {
        var value = value
        var path = index
        var maxPath = count - 1
        while maxPath != 0 {
            if !(path == maxPath && maxPath & 1 == 0) {
                value = try callBuilder(builder, "buildEither", [(path & 1 == 1 ? "second" : "first", value)], at: node)
            }
            path >>= 1
            maxPath >>= 1
        }
        return value
    }

    /// `for x in xs { ... }`: `buildArray` of each pass's block.
    private func builderLoop(_ node: ForStmtSyntax, builder: String, in scope: Scope) throws -> Value {
        guard builderHas(builder, "buildArray") else {
            throw error(
                "result builder '\(builder)' does not support 'for'-'in' loops (it declares no buildArray)",
                at: node.forKeyword)
        }
        let elements = try iterate(try evaluate(node.sequence, in: scope), at: node.sequence)
        var passes: [Value] = []
        for element in elements {
            try tick(node)
            let inner = Scope(parent: scope)
            guard try bind(pattern: node.pattern, to: element, in: inner, at: node.pattern) else { continue }
            if let w = node.whereClause, !(try truth(try evaluate(w.condition, in: inner), at: w.condition)) {
                continue
            }
            passes.append(try builderBlock(node.body.statements, builder: builder, in: inner, at: node.body))
        }
        return try callBuilder(builder, "buildArray", [(nil, .array(passes))], at: node)
    }

    /// Whether the builder declares a static method `name` (with `label` on its first parameter, when given).
    func builderHas(_ builder: String, _ name: String, label: String? = nil) -> Bool {
        guard let methods = session.swift.types[builder]?.staticMethods[name] else { return false }
        guard let label else { return true }
        return methods.contains { $0.signature.parameterClause.parameters.first?.firstName.text == label }
    }

    /// Calls the builder's static method `name` with these labelled values, choosing among its overloads the one
    /// whose labels and parameter types take them (`buildExpression(_ item: Item)` or `(_ items: [Item])`).
    private func callBuilder(
        _ builder: String, _ name: String, _ arguments: [(label: String?, value: Value)], at node: some SyntaxProtocol,
        resultType: TypeSyntax? = nil
    ) throws -> Value {
        guard var overloads = session.swift.types[builder]?.staticMethods[name], !overloads.isEmpty else {
            throw error("result builder '\(builder)' declares no static \(name)", at: node)
        }
        // The overloads that return the type the result is for come first.
        if let resultType {
            let wanted = resolveTypeName(Builtins.baseTypeName(resultType)) ?? Builtins.baseTypeName(resultType)
            func returns(_ d: FunctionDeclSyntax) -> Bool {
                guard let t = d.signature.returnClause?.type else { return false }
                return (resolveTypeName(Builtins.baseTypeName(t)) ?? Builtins.baseTypeName(t)) == wanted
            }
            overloads = overloads.filter(returns) + overloads.filter { !returns($0) }
        }
        var fallback: (FunctionDeclSyntax, [Value])?
        var chosen: (FunctionDeclSyntax, [Value])?
        for decl in overloads {
            let params = parameters(decl.signature.parameterClause)
            let generics = Set(decl.genericParameterClause?.parameters.map(\.name.text) ?? [])
            var values: [Value]
            var types: [(TypeSyntax?, Value)]
            if params.count == 1, params[0].isVariadic, arguments.allSatisfy({ $0.label == params[0].label }) {
                values = [.array(arguments.map(\.value))]
                types = arguments.map { (params[0].type, $0.value) }
            } else {
                guard params.count == arguments.count,
                    zip(params, arguments).allSatisfy({ $0.label == $1.label })
                else { continue }
                values = arguments.map(\.value)
                types = zip(params, arguments).map { ($0.type, $1.value) }
            }
            if fallback == nil { fallback = (decl, values) }
            if types.allSatisfy({ builderParameter($0.0, generics: generics, takes: $0.1) }) {
                chosen = (decl, values)
                break
            }
        }
        guard let (decl, values) = chosen ?? fallback else {
            throw error(
                "no \(builder).\(name) takes \(arguments.map { ($0.label ?? "_") + ":" }.joined())", at: node)
        }
        var f = functionValue(decl, captured: nil, selfValue: .type(builder), typeName: builder, overloads: [decl])
        f.isStatic = true
        return try call(f, arguments: values.map { .init(label: nil, value: $0) }, at: node)
    }

    /// Whether a parameter of this type takes the value (an array type takes arrays, a generic parameter anything).
    private func builderParameter(_ type: TypeSyntax?, generics: Set<String>, takes value: Value) -> Bool {
        guard var type else { return true }
        if let optional = type.as(OptionalTypeSyntax.self) {
            if value.isNone { return true }
            type = optional.wrappedType
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            guard case .array(let elements) = value else { return false }
            return elements.allSatisfy { builderParameter(array.element, generics: generics, takes: $0) }
        }
        let text = Builtins.baseTypeName(type)
        if generics.contains(text) || text == "Any" { return true }
        if case .array = value { return false }
        return isInstance(value, of: text)
    }
}
