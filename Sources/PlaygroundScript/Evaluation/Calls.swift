import PlaygroundCore
import SwiftSyntax

/// What a builtin sees when it is called.
struct CallContext {
    let evaluator: Evaluator
    let node: Syntax
}

/// One argument as written: its label and expression (trailing closures included).
struct CallArgument {
    var label: String?
    var expr: ExprSyntax
    var isTrailingClosure = false
    /// The label as written (for carets that cover `label: value`).
    var labelToken: TokenSyntax?
}

extension Evaluator {
    func arguments(of call: FunctionCallExprSyntax) -> [CallArgument] {
        var args = call.arguments.map { CallArgument(label: $0.label?.text, expr: $0.expression, labelToken: $0.label) }
        if let trailing = call.trailingClosure {
            args.append(CallArgument(label: nil, expr: ExprSyntax(trailing), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            args.append(CallArgument(label: extra.label.text, expr: ExprSyntax(extra.closure), isTrailingClosure: true))
        }
        return args
    }

    func functionCall(_ call: FunctionCallExprSyntax, in scope: Scope?, hint: TypeSyntax?) throws -> Value {
        // A call run again is read once (its site); one resolved to a UIKit initializer or factory runs it directly.
        let site = callSite(call)
        if let site, let v = try hostCall(site, in: scope, hint: hint) { return v }
        let args = site?.args ?? arguments(of: call)
        let callee = call.calledExpression
        if let resultHint = closureResultHint(of: call, callee: callee, args: args, hint: hint) {
            let saved = closureResultHint
            closureResultHint = resultHint
            defer { closureResultHint = saved }
            return try functionCallBody(call, args: args, callee: callee, in: scope, hint: hint)
        }
        return try functionCallBody(call, args: args, callee: callee, in: scope, hint: hint)
    }

    /// The type a closure without a written result type returns, from where the call's value goes: in
    /// `xs.map { .init(comment: $0) }` where an array of `Comment` is expected, a `Comment`; in `lazy var dataSource:
    /// DataSource = { .init(tableView: tableView) { ... } }()`, the closure called at once, the declared type.
    private func closureResultHint(
        of call: FunctionCallExprSyntax, callee: ExprSyntax, args: [CallArgument], hint: TypeSyntax?
    ) -> (closure: SyntaxIdentifier, type: TypeSyntax)? {
        guard let hint else { return nil }
        if args.count == 1, let m = callee.as(MemberAccessExprSyntax.self), m.base != nil,
            ["map", "compactMap"].contains(m.declName.baseName.text), let element = Self.arrayElementType(hint),
            let closure = args[0].expr.as(ClosureExprSyntax.self), closure.signature?.returnClause == nil
        {
            return (closure.id, element)
        }
        if args.isEmpty, let closure = callee.as(ClosureExprSyntax.self), closure.signature?.returnClause == nil {
            return (closure.id, hint)
        }
        return nil
    }

    /// The element type of `[T]` or `Array<T>` (an optional array's too).
    static func arrayElementType(_ type: TypeSyntax) -> TypeSyntax? {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Array",
            let arguments = named.genericArgumentClause?.arguments, arguments.count == 1
        {
            return arguments.first?.argument.as(TypeSyntax.self)
        }
        return nil
    }

    private func functionCallBody(
        _ call: FunctionCallExprSyntax, args: [CallArgument], callee: ExprSyntax, in scope: Scope?, hint: TypeSyntax?
    ) throws -> Value {
        if let generic = callee.as(GenericSpecializationExprSyntax.self) {
            // `CurrentValueSubject<Day, Never>(.monday)`: the initial value takes the element type.
            if let ref = generic.expression.as(DeclReferenceExprSyntax.self), !isDefined(ref.baseName.text, in: scope),
                resolveTypeName(ref.baseName.text) == nil,
                let v = try CombinePublishers.construct(
                    ref.baseName.text, args: args,
                    element: generic.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self),
                    evaluator: self, in: scope)
            {
                return v
            }
            if let ref = generic.expression.as(DeclReferenceExprSyntax.self), scope?.lookup(ref.baseName.text) == nil,
                session.swift.globals[ref.baseName.text] == nil, let t = resolveTypeName(ref.baseName.text),
                let decl = session.swift.types[t], decl.kind == .classType,
                !decl.genericParameters.isEmpty
            {
                pendingGenericArguments = (t, genericArgumentNames(generic.genericArgumentClause))
            }
            defer { pendingGenericArguments = nil }
            let saved = genericBindings
            defer { genericBindings = saved }
            if let ref = generic.expression.as(DeclReferenceExprSyntax.self), scope?.lookup(ref.baseName.text) == nil,
                let t = resolveTypeName(ref.baseName.text), let decl = session.swift.types[t], decl.kind != .uikit,
                !decl.genericParameters.isEmpty
            {
                for (parameter, argument) in zip(
                    decl.genericParameters, genericArgumentNames(generic.genericArgumentClause))
                where parameter != argument {
                    genericBindings[parameter] = resolveTypeName(argument) ?? argument
                }
            }
            let result = try callCallee(generic.expression, args: args, call: call, in: scope, hint: hint)
            if case .uikitValue = result {
                return withIdentifierTypes(result, genericArgumentNames(generic.genericArgumentClause))
            }
            if case .uikit(let name) = result {
                // Resolved where they are written: `Section` inside a view controller is its own nested one.
                session.swift.genericArguments[name] = genericArgumentNames(generic.genericArgumentClause)
                if session.swift.adoptedGenerics.contains(name) { session.swift.adoptedGenerics.remove(name) }
            }
            return result
        }
        let result = try callCallee(callee, args: args, call: call, in: scope, hint: hint)
        if case .uikitValue(let box) = result, host.takesGenericArguments(box.object),
            let ref = callee.as(DeclReferenceExprSyntax.self)
        {
            // `Snapshot()` (the playground's own, untyped) or a snapshot made through an alias with generic arguments.
            let written = ref.baseName.text
            if scope?.lookup(written) == nil, session.swift.globals[written] == nil,
                session.swift.functions[written] == nil, resolveTypeName(written) == box.object.typeName
            {
                return withIdentifierTypes(result, aliasGenericArguments(written))
            }
        }
        if case .uikit(let name) = result, let ref = callee.as(DeclReferenceExprSyntax.self) {
            // `Snapshot()` (the playground's own, untyped) or `DataSource(...)` through an alias with generic arguments.
            let written = ref.baseName.text
            if scope?.lookup(written) == nil, session.swift.globals[written] == nil,
                session.swift.functions[written] == nil,
                let object = session[key: name], Self.isGenericUIKit(object),
                resolveTypeName(written) == object.typeName
            {
                session.swift.genericArguments[name] = aliasGenericArguments(written)
                if session.swift.adoptedGenerics.contains(name) { session.swift.adoptedGenerics.remove(name) }
            }
        }
        return result
    }

    private func callCallee(
        _ callee: ExprSyntax, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?,
        hint: TypeSyntax?
    ) throws -> Value {
        // `delegate.collectionView?(cv, layout: layout, sizeForItemAt: path)`: an optional protocol requirement the
        // object implements is its method, which Swift calls (not a property of the same name, `collectionView`).
        if let chain = callee.as(OptionalChainingExprSyntax.self),
            let m = chain.expression.as(MemberAccessExprSyntax.self),
            let baseExpr = m.base, !baseExpr.is(SuperExprSyntax.self)
        {
            let base = try evaluate(baseExpr, in: scope)
            if base.isNone { return .none }
            let name = m.declName.baseName.text
            if case .object(let id) = base, let t = session.swift.heap[id]?.typeName, declaresMethod(name, typeName: t),
                userMethodFits(name, typeName: t, args: args)
            {
                return try callMethod(
                    name, on: base, receiverExpr: baseExpr, args: args, call: call, at: m.declName, in: scope)
            }
            return try callValue(
                try member(name, of: base, at: m.declName, in: scope), args: args, call: call, in: scope)
        }
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if let v = scope?.lookup(name) { return try callValue(v, args: args, call: call, in: scope) }
            // `register(nib, forCellWithReuseIdentifier:)` inside an extension that adds `register(_:)`: UIKit's own method.
            if let frame = selfStack.last, !frame.isStatic, case .object(let id) = frame.value,
                let t = session.swift.heap[id]?.typeName,
                session.swift.types[t]?.kind == .uikit, !userMethodFits(name, typeName: t, args: args)
            {
                return try callMethod(
                    name, on: frame.value, receiverExpr: ExprSyntax(ref), args: args, call: call, at: ref, in: scope)
            }
            // `apply(snapshot, animatingDifferences: true)` in a data source subclass that declares its own
            // `apply(_:rowAnimation:animatingDifferences:)`: UIKit's data source's, whose labels fit.
            if let frame = selfStack.last, !frame.isStatic, case .object(let id) = frame.value,
                let instance = session.swift.heap[id], let dataSource = instance.uikit.diffableDataSource,
                !userMethodFits(name, typeName: instance.typeName, args: args)
            {
                return try callMethod(
                    name, on: dataSource, receiverExpr: ExprSyntax(ref), args: args, call: call, at: ref, in: scope)
            }
            // `setCollectionViewLayout(...)` in a collection view subclass's own method: UIKit's, on self.
            if let frame = selfStack.last, !frame.isStatic, case .object(let id) = frame.value,
                let t = session.swift.heap[id]?.typeName, host.inheritsMethod(name, typeName: t, evaluator: self),
                !userMethodFits(name, typeName: t, args: args) || session.swift.types[t]?.methods[name] == nil
            {
                let selfExpr = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
                return try callMethod(
                    name, on: frame.value, receiverExpr: selfExpr, args: args, call: call, at: ref, in: scope)
            }
            // `value(forKey: key)` inside the program's `func value<T: RawRepresentable>(forKey:) -> T?` of
            // `extension UserDefaults`: Foundation's own method, which Swift prefers to a generic overload.
            if let frame = selfStack.last, !frame.isStatic, case .inert(let what) = frame.value,
                UserDefaultsStore.isStore(what), UserDefaultsStore.models(name),
                let methods = declaring(name, from: frame.typeName, methodsOnly: true)?.methods[name],
                methods.allSatisfy({ $0.genericParameterClause != nil }),
                let v = try UserDefaultsStore.call(name, on: what, args: args, evaluator: self, at: ref, in: scope)
            {
                return v
            }
            // `addSubview(v)` inside an extension of UIView that adds `addSubview(_:with:)`: UIKit's own method on
            // self, whose labels fit (Swift picks the overload by them).
            if let frame = selfStack.last, !frame.isStatic, declaresMethod(name, typeName: frame.typeName),
                !userMethodFits(name, typeName: frame.typeName, args: args),
                Self.inertViewClass(frame.value.unmodelled ?? "") != nil
                    || host.unmodelledInherited(name, typeName: frame.typeName, evaluator: self) != nil
            {
                let selfExpr = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
                return try callMethod(
                    name, on: frame.value, receiverExpr: selfExpr, args: args, call: call, at: ref, in: scope)
            }
            if let frame = selfStack.last, hasMember(name, typeName: frame.typeName, value: frame.value) {
                if !frame.isStatic, case .structValue = frame.value, isMutatingMethod(name, typeName: frame.typeName) {
                    let method = try member(name, of: frame.value, at: ref, in: scope)
                    let (result, newSelf) = try callMethodValue(method, args: args, call: call, in: scope)
                    if let newSelf { selfStack[selfStack.count - 1].value = newSelf }
                    return result
                }
                var v = try implicitSelfMember(name, frame: frame, at: ref) ?? .void
                if let method = try methodOverProperty(name, of: frame.value, found: v, at: ref) { v = method }
                return try callValue(v, args: args, call: call, in: scope)
            }
            // `snapshot()` inside a UICollectionViewDiffableDataSource subclass: UIKit's, on self.
            if let frame = selfStack.last, !frame.isStatic, forwardedDataSource(name, of: frame.value) != nil {
                return try callMethod(
                    name, on: frame.value, receiverExpr: ExprSyntax(ref), args: args, call: call, at: ref, in: scope)
            }
            if let v = try callBuiltinSelfMethod(name, args: args, call: call, at: ref, in: scope) { return v }
            // A static method of a type the method's type is nested in (Swift's unqualified lookup reaches it).
            if let frame = selfStack.last, declaresNestedNames(),
                let v = try enclosingTypeStatic(name, of: frame.typeName, at: ref)
            {
                return try callValue(v, args: args, call: call, in: scope)
            }
            if let v = session.swift.globals[name], !session.swift.computedGlobals.contains(name) {
                return try callValue(v, args: args, call: call, in: scope)
            }
            if let decls = session.swift.functions[name] {
                return try callValue(.function(globalFunctionGroup(name, decls)), args: args, call: call, in: scope)
            }
            if name == "self" || name == "Self", let frame = selfStack.last {
                return try construct(frame.typeName, args: args, call: call, in: scope, hint: hint)
            }
            if let t = resolveTypeName(name) {
                do {
                    return try construct(t, args: args, call: call, in: scope, hint: hint)
                } catch let failure as ScriptError {
                    guard let inert = unmodelledAlias(name, of: t, failure: failure, at: ref) else { throw failure }
                    return try callValue(inert, args: args, call: call, in: scope)
                }
            }
            if let b = Builtins.global(name) { return try callValue(b, args: args, call: call, in: scope) }
            if session[name] != nil {
                return try callValue(try lookup(name, at: ref, in: scope), args: args, call: call, in: scope)
            }
            if let base = inheritedUIKitSelf(name) {
                return try callMethod(
                    name, on: base, receiverExpr: ExprSyntax(ref), args: args, call: call, at: ref, in: scope)
            }
            // `url(forResource:...)` inside `extension Bundle`, on `Bundle.main`: self's member, as `self.url(...)`.
            if let frame = selfStack.last, !frame.isStatic, case .inert(let what) = frame.value,
                what.split(separator: ".").count == 2
            {
                return try callMethod(
                    name, on: frame.value, receiverExpr: ExprSyntax(ref), args: args, call: call, at: ref, in: scope)
            }
            // `map { ... }` inside the program's `extension Publisher`: `self.map { ... }`.
            if let frame = selfStack.last, !frame.isStatic, CombinePublishers.isPublisher(frame.value, evaluator: self)
            {
                return try callMethod(
                    name, on: frame.value, receiverExpr: ExprSyntax(ref), args: args, call: call, at: ref, in: scope)
            }
            // `appendItems(...)` inside the program's extension of a UIKit value (a snapshot): `self.appendItems(...)`.
            if let frame = selfStack.last, !frame.isStatic, uikitObject(frame.value) != nil {
                let selfExpr = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
                return try callMethod(
                    name, on: frame.value, receiverExpr: selfExpr, args: args, call: call, at: ref, in: scope)
            }
            if name == "Task", let v = try ScheduledWork.task(args: args, evaluator: self, in: scope) { return v }
            if let v = try CombinePublishers.construct(name, args: args, element: nil, evaluator: self, in: scope) {
                return v
            }
            if let v = try undeclaredViewSubclass(name, args: args, call: call, in: scope) { return v }
            if let v = inertUnknown(name, at: ref) { return try callValue(v, args: args, call: call, in: scope) }
            // `activate(constraints)` in `extension NSLayoutConstraint { static func ... }`: UIKit's own static
            // method of an unmodelled type (`Self.activate(...)`), inert like the type.
            if let frame = selfStack.last, frame.isStatic, host.hasInertStatics(frame.typeName),
                session.swift.types[frame.typeName].map({ $0.kind == .uikit }) ?? true
            {
                try host.evaluateInertArguments(args, evaluator: self, in: scope)
                noteInert(frame.typeName + "." + name, at: ref)
                return .inert(frame.typeName + "." + name + "()")
            }
            throw unknownName(name, at: ref)
        }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            if let (receiver, path) = try host.dottedMember(callee, evaluator: self, in: scope) {
                return try host.callMethod(
                    path, on: .uikit(receiver), args: args, call: call, evaluator: self, at: Syntax(m.declName),
                    in: scope
                ).0
            }
            guard let baseExpr = m.base else {
                // `.init(...)`, `.horizontal(...)`, `.fractionalWidth(0.5)` with a contextual type.
                if let hint, let typeName = resolveTypeName(Builtins.baseTypeName(hint)) {
                    return try callStatic(name, ofType: typeName, call: call, at: m, in: scope, args: args)
                }
                // `task = .detached { ... }` (a `Task<Void, Never>?` property): a detached task runs, as `Task { }`.
                if let hint, name == "detached" || name == "init", Builtins.baseTypeName(hint) == "Task",
                    let v = try ScheduledWork.task(args: args, evaluator: self, in: scope)
                {
                    return v
                }
                // `let subject: PassthroughSubject<Int, Never> = .init()`: the subject its declared type names.
                if let hint, name == "init",
                    let named = Self.unwrappingOptional(hint).as(IdentifierTypeSyntax.self),
                    CombinePublishers.subjects.contains(named.name.text),
                    let v = try CombinePublishers.construct(
                        named.name.text, args: args,
                        element: named.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self),
                        evaluator: self, in: scope)
                {
                    return v
                }
                // The context is a type the playground does not model (`var registration:
                // UICollectionView.CellRegistration<Cell, Item>!` then `= .init(handler:)`,
                // `UIButton.Configuration = .plain()`): the value is inert, as that type's are.
                if let hint, let typeName = unmodelledTypeName(named: Builtins.baseTypeName(hint)) {
                    if let decl = session.swift.types[typeName], decl.staticMethods[name] != nil {
                        return try callStatic(name, ofType: typeName, call: call, at: m, in: scope, args: args)
                    }
                    for a in args where !a.expr.is(ClosureExprSyntax.self) && !Self.hasLeadingDotOperand(a.expr) {
                        _ = try evaluate(a.expr, in: scope)
                    }
                    noteInert(typeName + "." + name, at: m)
                    return .inert(typeName + "." + name + "()")
                }
                // No written context (`ids.map { .post($0) }`, where Swift infers it from the call the
                // closure's result goes to): the one type of the program with such a case or factory.
                let owners = session.swift.types.values.filter { t in
                    (t.kind == .enumType || t.kind == .structType || t.kind == .classType)
                        && (t.cases.contains { $0.name == name } || t.staticMethods[name] != nil)
                }.map(\.name).sorted()
                if owners.count == 1 {
                    return try callStatic(name, ofType: owners[0], call: call, at: m, in: scope, args: args)
                }
                // No type of the program and none the playground models has it (`toolbarItems =
                // [.flexibleSpace(), add]`): a factory of a framework type the playground does not model, inert.
                if owners.isEmpty, name != "init" || Self.isAssignedToProperty(call), !host.modelsStaticMember(name) {
                    for a in args where !a.expr.is(ClosureExprSyntax.self) && !Self.hasLeadingDotOperand(a.expr) {
                        _ = try evaluate(a.expr, in: scope)
                    }
                    noteInert("." + name, at: m)
                    return .inert("." + name + "()")
                }
                throw error(
                    "cannot infer the type of '.\(name)(...)'", at: m,
                    help: owners.isEmpty
                        ? "name the type: 'TypeName.\(name)(...)'"
                        : "\(owners.joined(separator: ", ")) all have '\(name)': name the type, as in '\(owners[0]).\(name)(...)'"
                )
            }
            if name == "init", baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", !selfStack.isEmpty {
                return try delegatingInit(args: args, call: call, at: m.declName, in: scope)
            }
            if let superExpr = baseExpr.as(SuperExprSyntax.self) {
                return try callSuper(name, args: args, call: call, at: superExpr, in: scope)
            }
            var optionalChain = false
            var receiverExpr = baseExpr
            if let chain = baseExpr.as(OptionalChainingExprSyntax.self) {
                receiverExpr = chain.expression
                optionalChain = true
            }
            // `list.append(x)` on a variable holding a collection: changed where it lives, without
            // a second reference to it (which would make every change copy the whole collection).
            if Builtins.mutatingNames.contains(name), let ref = receiverExpr.as(DeclReferenceExprSyntax.self),
                isCollectionVariable(ref.baseName.text, in: scope)
            {
                let values = try collectionArguments(name, of: receiverExpr, args: args, in: scope)
                if let result = try mutateVariable(
                    ref.baseName.text, in: scope,
                    { (v: inout Value) throws -> Value in
                        try Builtins.callMethod(name, on: &v, args: values, evaluator: self, at: m.declName)
                    })
                {
                    return result
                }
            }
            // `snapshot.appendItems([x])` on a variable holding a UIKit struct: changed where it lives too.
            if !optionalChain, let ref = receiverExpr.as(DeclReferenceExprSyntax.self),
                let result = try mutateHostValue(
                    name, ofVariable: ref.baseName.text, args: args, at: m.declName, in: scope)
            {
                return result
            }
            let base = try evaluate(receiverExpr, in: scope)
            // (`a?.b.f()`: the chain stopped at `a` already.)
            if base.isNone, optionalChain || Self.isOptionalChain(receiverExpr) { return .none }
            if case .type(let t) = base {
                return try callStatic(name, ofType: t, call: call, at: m, in: scope, args: args)
            }
            // `Bundle.main.path(forResource:ofType:)`, `UIButton.Configuration.bordered()`.
            if case .enumValue(let e) = base, e.typeName.isEmpty,
                let owner = receiverExpr.as(MemberAccessExprSyntax.self)?.base,
                let typeName = unmodelledTypeName(owner)
            {
                try host.offlineLoad(
                    name, on: typeName + "." + e.caseName, args: args, evaluator: self, at: Syntax(m.declName),
                    in: scope)
                if let v = try UserDefaultsStore.call(
                    name, on: typeName + "." + e.caseName, args: args, evaluator: self, at: m.declName, in: scope)
                {
                    return v
                }
                let method = try memberOfUnmodelledStatic(
                    name, typeName: typeName, staticName: e.caseName, at: m.declName)
                if case .inert(let what) = method {
                    for a in args where !a.expr.is(ClosureExprSyntax.self) && !Self.hasLeadingDotOperand(a.expr) {
                        _ = try evaluate(a.expr, in: scope)
                    }
                    return .inert(what + "()")
                }
                return try callMethodValue(method, args: args, call: call, in: scope).0
            }
            return try callMethod(
                name, on: base, receiverExpr: receiverExpr, args: args, call: call, at: m.declName, in: scope)
        }
        let v = try evaluate(callee, in: scope)
        return try callValue(v, args: args, call: call, in: scope)
    }

    /// Whether `call` is the value assigned to a property (`tableView.separatorInset = .init(...)`): when the
    /// property's type is not known, it is a UIKit property the playground does not model.
    static func isAssignedToProperty(_ call: FunctionCallExprSyntax) -> Bool {
        guard let list = call.parent?.as(ExprListSyntax.self) else {
            if let infix = call.parent?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                return infix.rightOperand.id == call.id && infix.leftOperand.is(MemberAccessExprSyntax.self)
            }
            return false
        }
        let items = Array(list)
        return items.count == 3 && items[1].is(AssignmentExprSyntax.self) && items[2].id == call.id
            && items[0].is(MemberAccessExprSyntax.self)
    }

    /// `Type.name(args)`: enum cases with payloads, static methods, UIKit factories.
    /// `args`: the call's arguments when the caller has read them already (reading them again from
    /// the syntax is a walk of the argument list that allocates each label).
    func callStatic(
        _ name: String, ofType typeName: String, call: FunctionCallExprSyntax, at node: some SyntaxProtocol,
        in scope: Scope?, args known: [CallArgument]? = nil
    ) throws -> Value {
        let args = known ?? arguments(of: call)
        if name == "init" { return try construct(typeName, args: args, call: call, in: scope, hint: nil) }
        // An extension of a UIKit type that adds `fractionalWidth(forTargetSize:)` overloads UIKit's
        // `fractionalWidth(_:)`, as in Swift: the labels choose.
        if let decl = declaration(ofType: typeName),
            decl.kind != .uikit || userStaticFits(decl.staticMethods[name], args: args)
        {
            let v = try staticMember(name, ofType: typeName, at: node, in: scope)
            return try callValue(v, args: args, call: call, in: scope)
        }
        if let v = try Builtins.staticMember(name, ofType: typeName, evaluator: self, at: node) {
            return try callValue(v, args: args, call: call, in: scope)
        }
        // `String.localize("...")` where the extension that adds it is not in the program: Swift's message, which
        // points at the missing extension rather than at the type.
        if Builtins.typeNames.contains(typeName), declaration(ofType: typeName) == nil,
            !host.typeNames.contains(typeName)
        {
            throw error(
                "type '\(typeName)' has no member '\(name)'", at: node,
                help: "an extension of \(typeName) in the app's files may declare it: include that file too")
        }
        return try host.callStatic(
            name, ofType: typeName, args: args, call: call, evaluator: self, at: Syntax(node), in: scope)
    }

    /// `model.left.map { $0.title }`: Optional's `map` and `flatMap` on a value that is not a collection
    /// (the playground keeps an Optional as its value, or nil): the closure's result for a value, nil for
    /// nil. A type of the program that declares its own `map` keeps it (nil is returned for it here).
    private func optionalMap(_ name: String, on base: Value, _ arg: CallArgument, in scope: Scope?) throws -> Value? {
        let typeName: String
        switch base {
        case .none: return Value.none
        case .structValue(let s): typeName = s.typeName
        case .enumValue(let e): typeName = e.typeName
        case .object(let id): typeName = session.swift.heap[id]?.typeName ?? ""
        case .tuple, .uuid: typeName = ""
        default: return nil
        }
        // Only a value of the program's own types or of Foundation's value types: a publisher, a subject and
        // UIKit's objects have `map`s of their own.
        if !typeName.isEmpty {
            if let decl = session.swift.types[typeName], decl.kind != .uikit {
                if try userMember(name, of: base, typeName: typeName, at: arg.expr) != nil { return nil }
            } else if !Self.optionalMapValueTypes.contains(typeName) {
                return nil
            }
        }
        guard case .function(let f) = try evaluate(arg.expr, in: scope) else { return nil }
        return try call(f, arguments: [.init(label: nil, value: base)], at: arg.expr)
    }

    static let optionalMapValueTypes: Set<String> = [
        FoundationURL.typeName, FoundationDate.typeName, FoundationLocale.typeName, "CGRect", "CGSize", "CGPoint",
    ]

    /// `receiver.name(args)`; a mutating method of a value stored in a variable writes it back.
    func callMethod(
        _ name: String, on base: Value, receiverExpr: ExprSyntax, args: [CallArgument], call: FunctionCallExprSyntax,
        at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value {
        if let v = try thenLibraryCall(name, on: base, args: args, at: node, in: scope) { return v }
        if name == "map" || name == "flatMap", args.count == 1,
            let v = try optionalMap(name, on: base, args[0], in: scope)
        {
            return v
        }
        switch base {
        case .uikit, .uikitValue:
            if let ext = try extensionMember(name, of: base, at: node) {
                // A mutating method an extension adds to a UIKit struct (a snapshot) changes the variable.
                let (result, newSelf) = try callMethodValue(ext, args: args, call: call, in: scope)
                if case .uikitValue = base, let newSelf { try assign(newSelf, to: receiverExpr, in: scope, rhs: nil) }
                return result
            }
            if case .uikitValue(let box) = base, let hostType = host.type(of: box.object),
                hostType.method(name, labels: Self.hostLabels(args))?.mutating == true,
                let ref = receiverExpr.as(DeclReferenceExprSyntax.self),
                scope?.isConstant(ref.baseName.text) ?? session.isConstant(ref.baseName.text)
            {
                // A struct in a `let` cannot be changed, as Swift says at compile time.
                throw error(
                    "cannot use mutating member on immutable value: '\(ref.baseName.text)' is a 'let' constant",
                    at: node, help: "change 'let' to 'var' to make it mutable")
            }
            let (result, newBase) = try host.callMethod(
                name, on: base, args: args, call: call, evaluator: self, at: Syntax(node), in: scope)
            if let newBase { try assign(newBase, to: receiverExpr, in: scope, rhs: nil) }
            return result
        case .array, .string, .dictionary, .int, .double, .range, .doubleRange, .partialRange, .bool, .symbolRange:
            if let ext = try extensionMember(name, of: base, at: node) {
                return try callValue(ext, args: args, call: call, in: scope)
            }
            // `section.decorationItems.append(.background(...))`: the element is evaluated against the array's type.
            let values =
                Builtins.isMutating(name, of: base)
                ? try collectionArguments(name, of: receiverExpr, args: args, in: scope)
                : try evaluateArguments(args, in: scope)
            if Builtins.isMutating(name, of: base), let ref = receiverExpr.as(DeclReferenceExprSyntax.self),
                let result = try mutateVariable(
                    ref.baseName.text, in: scope,
                    { (v: inout Value) throws -> Value in
                        try Builtins.callMethod(name, on: &v, args: values, evaluator: self, at: node)
                    })
            {
                return result
            }
            var receiver = base
            let result = try Builtins.callMethod(name, on: &receiver, args: values, evaluator: self, at: node)
            if Builtins.isMutating(name, of: base) { try assign(receiver, to: receiverExpr, in: scope, rhs: nil) }
            return result
        case .structValue(let s) where s.typeName == CombinePublishers.publisherType:
            if let v = try publisherExtensionCall(name, on: base, args: args, call: call, in: scope) { return v }
            if let v = try CombinePublishers.call(name, on: base, args: args, evaluator: self, at: node, in: scope) {
                return v
            }
        case .structValue(let s)
        where FoundationDate.isMethod(name, of: s)
            && (session.swift.types[s.typeName]?.methods[name] == nil
                || !userMethodFits(name, typeName: s.typeName, args: args)):
            var receiver = base
            if let result = try FoundationDate.call(
                name, on: &receiver, args: try evaluateArguments(args, in: scope), evaluator: self, at: node)
            {
                if name == "addTimeInterval" { try assign(receiver, to: receiverExpr, in: scope, rhs: nil) }
                return result
            }
        case .structValue(let s) where CGAffineTransformType.isMethod(name, of: s):
            if let result = try CGAffineTransformType.call(
                name, on: base, args: try evaluateArguments(args, in: scope), evaluator: self, at: node)
            {
                return result
            }
        case .structValue(let s) where FoundationURL.isMethod(name, of: s):
            if let result = try FoundationURL.call(
                name, on: base, args: try evaluateArguments(args, in: scope), evaluator: self, at: node)
            {
                return result
            }
        // Core Graphics' `equalTo(_:)` of a rectangle, size or point: `==`.
        case .structValue(let s)
        where name == "equalTo" && ["CGRect", "CGSize", "CGPoint"].contains(s.typeName) && args.count == 1
            && args[0].label == nil && session.swift.types[s.typeName]?.methods[name] == nil:
            let type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(s.typeName)))
            let other = try convert(try evaluate(args[0].expr, in: scope, hint: type), to: type, at: args[0].expr)
            return .bool(try valuesEqual(base, other, at: node))
        case .structValue(let s) where CGGeometry.isMethod(name, of: s):
            if let result = try CGGeometry.call(
                name, on: base, args: try evaluateArguments(args, in: scope), evaluator: self, at: node)
            {
                return result
            }
        case .structValue(let s) where s.typeName == "Hasher" || s.typeName == Builtins.iteratorTypeName:
            var receiver = base
            let result = try Builtins.callMethod(
                name, on: &receiver, args: try evaluateArguments(args, in: scope), evaluator: self, at: node)
            try assign(receiver, to: receiverExpr, in: scope, rhs: nil)
            return result
        case .uikitPath:
            return try host.callMethod(
                name, on: base, args: args, call: call, evaluator: self, at: Syntax(node), in: scope
            ).0
        case .inert(let what):
            if let e = rxItemsError(name, of: what, at: node) { throw e }
            // The program's extension method, when its labels fit (`addSubview(v)` is UIKit's own next to an
            // extension's `addSubview(_:with:)`: Swift picks the overload by its labels).
            if let method = inertExtensionMethod(name, of: base, what: what), case .function(let f) = method,
                userMethodFits(name, typeName: f.typeName ?? "", args: args)
            {
                return try callMethodValue(method, args: args, call: call, in: scope).0
            }
            // `UTType.audioTypes()` with the program's `extension UTType { static func audioTypes() }`: its method.
            if !what.contains("."), let extended = session.swift.types[what], extended.kind == .uikit,
                extended.staticMethods[name] != nil
            {
                return try callStatic(name, ofType: what, call: call, at: node, in: scope, args: args)
            }
            // `self.url(forResource:...)` inside `extension Bundle`, on `Bundle.main`: as `Bundle.main.url(...)`.
            let parts = what.split(separator: ".")
            if parts.count == 2, let typeName = unmodelledTypeName(named: String(parts[0])) {
                if let method = try unmodelledStaticMember(
                    name, typeName: typeName, staticName: String(parts[1]), at: node)
                {
                    return try callMethodValue(method, args: args, call: call, in: scope).0
                }
            }
            if let v = try ScheduledWork.dispatch(name, on: what, args: args, evaluator: self, at: node, in: scope) {
                return v
            }
            try host.offlineLoad(name, on: what, args: args, evaluator: self, at: Syntax(node), in: scope)
            if let v = try UserDefaultsStore.call(name, on: what, args: args, evaluator: self, at: node, in: scope) {
                return v
            }
            if let v = try UIKitSurface.coreDataRead(name, on: what, args: args, evaluator: self, at: node, in: scope) {
                return v
            }
            if name == "constraint",
                try UIKitSurface.constrainEdge(what, args: args, evaluator: self, at: node, in: scope)
            {
                return .inert(what + "." + name + "()")
            }
            if name == "constraint", what.hasPrefix("collectionView."),
                try UIKitSurface.noteConstrainedSize(
                    String(what.dropFirst("collectionView.".count)), args: args, evaluator: self, in: scope)
            {
                return .inert(what + "." + name + "()")
            }
            if what == "Task", name == "detached",
                let v = try ScheduledWork.task(args: args, evaluator: self, in: scope)
            {
                return v
            }
            // An Auto Layout library's call on the collection or table view sizes it (not inert): a note says so.
            if UIKitSurface.noteConstraintLibrary(what, name, evaluator: self) {
                return .inert(what + "." + name + "()")
            }
            // Its parameters' types are not modelled either: a leading-dot argument (`deadline: .now() + 0.5`)
            // takes its meaning from them and is inert with the call; the others run as written.
            for a in args where !a.expr.is(ClosureExprSyntax.self) && !Self.hasLeadingDotOperand(a.expr) {
                let v = try evaluate(a.expr, in: scope)
                if name == "addArrangedSubview" || name == "insertArrangedSubview" { noteArranged(v) }
            }
            noteInert(what + "." + name + "()", at: node)
            noteUnrunClosures(args, of: what + "." + name, at: node)
            return .inert(what + "." + name + "()")
        case .object(let id):
            if let v = try Continuations.call(name, on: id, args: args, evaluator: self, at: node, in: scope) {
                return v
            }
            if let dataSource = forwardedDataSource(name, of: base) {
                return try callMethod(
                    name, on: dataSource, receiverExpr: receiverExpr, args: args, call: call, at: node, in: scope)
            }
            if CombinePublishers.isPublisher(base, evaluator: self) {
                if let v = try publisherExtensionCall(name, on: base, args: args, call: call, in: scope) { return v }
                if let v = try CombinePublishers.call(name, on: base, args: args, evaluator: self, at: node, in: scope)
                {
                    return v
                }
            }
            if let t = session.swift.heap[id]?.typeName, !declaresMethod(name, typeName: t),
                let v = try host.callStateMethod(name, on: id, typeName: t, args: args, evaluator: self, in: scope)
            {
                return v
            }
            // UIKit's own method when the program's (an extension's `register(_:)`) does not take these labels.
            if let t = session.swift.heap[id]?.typeName,
                !hasMember(name, typeName: t, value: base) || !declaresMethod(name, typeName: t)
                    || !userMethodFits(name, typeName: t, args: args),
                let v = try host.callInherited(
                    name, on: id, typeName: t, args: args, call: call, evaluator: self, at: Syntax(node), in: scope)
            {
                return v
            }
        default:
            break
        }
        var method = try member(name, of: base, at: node, in: scope)
        if let m = try methodOverProperty(name, of: base, found: method, at: node) { method = m }
        // A struct in a `let` cannot run a mutating method, as Swift says at compile time.
        if case .function(let f) = method, f.isMutating, !isReference(base),
            let ref = receiverExpr.as(DeclReferenceExprSyntax.self),
            scope?.isConstant(ref.baseName.text) ?? session.isConstant(ref.baseName.text)
        {
            throw error(
                "cannot use mutating member on immutable value: '\(ref.baseName.text)' is a 'let' constant", at: node,
                help: "change 'let' to 'var' to make it mutable")
        }
        let (result, newSelf) = try callMethodValue(method, args: args, call: call, in: scope)
        if let newSelf, !isReference(base) { try assign(newSelf, to: receiverExpr, in: scope, rhs: nil) }
        return result
    }

    /// Whether a method `name` of the program's (on the type, its superclasses or the UIKit classes they extend)
    /// takes arguments with these labels; true when the program declares no such method.
    /// Whether `typeName` is a program's subclass of `UICollectionViewDiffableDataSource`.
    func inheritsDiffableDataSource(_ typeName: String) -> Bool {
        var current = session.swift.types[typeName]
        for _ in 0..<32 {
            // (UIKit's generic class is named first among the inherited types; it is no superclass the program declares.)
            guard let decl = current, let first = decl.inherited.first else { return false }
            if first == "UICollectionViewDiffableDataSource" || first == "UITableViewDiffableDataSource" { return true }
            current = session.swift.types[first]
        }
        return false
    }

    /// UIKit's data source behind a subclass's object, for a member the subclass does not declare.
    func forwardedDataSource(_ name: String, of base: Value) -> Value? {
        guard case .object(let id) = base, let instance = session.swift.heap[id],
            let dataSource = instance.uikit.diffableDataSource,
            !hasMember(name, typeName: instance.typeName, value: base)
        else { return nil }
        // `Section(rawValue: section)` in a subclass nested in the controller that declares `Section`, or a global
        // function of the program: what UIKit's data source has no member of that name for is found in the scopes
        // around the class, as Swift finds it (UIKit's members, such as `snapshot()`, come first).
        let forwarded = uikitObject(dataSource).flatMap { host.type(of: $0) }
        let isUIKits = forwarded?.methods.contains { $0.name == name } == true || forwarded?.property(name) != nil
        if !isUIKits,
            resolveTypeName(name) != nil || session.swift.functions[name] != nil || session.swift.globals[name] != nil
                || Builtins.global(name) != nil
        {
            return nil
        }
        return dataSource
    }

    /// Whether one of an extension's static methods takes these labels.
    func userStaticFits(_ methods: [FunctionDeclSyntax]?, args: [CallArgument]) -> Bool {
        guard let methods else { return false }
        let labels = args.map { $0.isTrailingClosure ? nil : $0.label }
        let trailing = args.map(\.isTrailingClosure)
        return methods.contains { m in
            (try? match(
                functionValue(m, captured: nil, selfValue: nil, typeName: nil).parameters, labels: labels,
                trailing: trailing)) != nil
        }
    }

    func userMethodFits(_ name: String, typeName: String, args: [CallArgument]) -> Bool {
        let labels = args.map { $0.isTrailingClosure ? nil : $0.label }
        let trailing = args.map(\.isTrailingClosure)
        var current: String? = typeName
        var hops = 0
        var found = false
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            for m in decl.methods[name] ?? [] {
                found = true
                let f = functionValue(m, captured: nil, selfValue: nil, typeName: t)
                if (try? match(f.parameters, labels: labels, trailing: trailing)) != nil { return true }
            }
            current = nextDeclaredAncestor(decl)
            hops += 1
        }
        return !found
    }

    /// Whether `name` is a variable (not a constant) holding an array, string or dictionary.
    func isCollectionVariable(_ name: String, in scope: Scope?) -> Bool {
        let v: Value?
        if let local = scope?.lookup(name) {
            v = local
        } else if let frame = selfStack.last, hasMember(name, typeName: frame.typeName, value: frame.value) {
            return false
        } else if !session.isConstant(name) {
            v = session.swift.globals[name]
        } else {
            return false
        }
        guard let v else { return false }
        if case .array = v { return true }
        if case .string = v { return true }
        if case .dictionary = v { return true }
        return false
    }

    /// Changes a variable (local or global) in place: its value is taken out of where it lives so
    /// the body holds the only reference (no copy per change); nil when `name` is no such variable.
    func mutateVariable<R>(_ name: String, in scope: Scope?, _ body: (inout Value) throws -> R) throws -> R? {
        var owner = scope
        while let s = owner, s[name] == nil { owner = s.parent }
        if let s = owner, var value = s[name] {
            // A local `let` is changed only by `assign`, which refuses it.
            if s.isConstant(name) == true { return nil }
            // A closure that captured it may be a section provider (see `Session.providerLayoutIsCurrent`).
            session.providerLayoutIsCurrent = false
            s[name] = .void
            defer { s[name] = value }
            return try body(&value)
        }
        if scope?.lookup(name) == nil, let frame = selfStack.last,
            hasMember(name, typeName: frame.typeName, value: frame.value)
        {
            return nil
        }
        // A global with observers is changed through `assign`, which calls them.
        guard var value = session.swift.globals[name], !session.swift.computedGlobals.contains(name),
            session.swift.globalObservers[name] == nil
        else { return nil }
        if session.isConstant(name) { return nil }
        session.setGlobal(name, .void)
        defer { session.setGlobal(name, value) }
        mutated = true
        return try body(&value)
    }

    /// `self.collectionView(cv, didSelectItemAt: indexPath)` where `collectionView` is also a stored
    /// property: a call picks the method, as Swift's overload resolution does.
    func methodOverProperty(_ name: String, of base: Value, found: Value, at node: some SyntaxProtocol) throws -> Value?
    {
        if case .function = found { return nil }
        guard let t = userTypeName(of: base),
            case .function(let f)? = try userMember(name, of: base, typeName: t, at: node),
            case .block = f.body
        else { return nil }
        return .function(f)
    }

    /// Then (the library many apps import, `import Then`): `UICollectionView(...).then { $0.contentInset = .zero }`
    /// runs the closure with the object and is the object; `object.do { ... }` runs it. Then gives `then` to
    /// classes (NSObject and what adopts its protocol), so a reference here; the program's own `then` or `do`, if
    /// it declares one, runs instead.
    func thenLibraryCall(
        _ name: String, on base: Value, args: [CallArgument], at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value? {
        guard name == "then" || name == "do", args.count == 1, args[0].label == nil,
            args[0].expr.is(ClosureExprSyntax.self)
        else { return nil }
        switch base {
        case .object(let id):
            guard let t = session.swift.heap[id]?.typeName, !hasMember(name, typeName: t, value: base) else {
                return nil
            }
        case .uikit:
            break
        default:
            return nil
        }
        if try extensionMember(name, of: base, at: node) != nil { return nil }
        guard case .function(let closure) = try evaluate(args[0].expr, in: scope) else { return nil }
        noteOnce(
            "then package",
            "'\(typeName(of: base)).\(name) { ... }' is the Then package's \(name)(_:): the block ran with the object"
                + (name == "then" ? ", which it returns" : ""),
            help: "Then (github.com/devxoul/Then) is not UIKit; the playground runs its then(_:) and do(_:)")
        _ = try call(closure, arguments: [.init(label: nil, value: base)], at: node)
        return name == "then" ? base : .void
    }

    func isReference(_ v: Value) -> Bool {
        switch v {
        case .object, .uikit, .inert, .type: true
        default: false
        }
    }

    func isMutatingMethod(_ name: String, typeName: String) -> Bool {
        session.swift.types[typeName]?.methods[name]?.contains {
            $0.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        } ?? false
    }

    /// Calls a method value; for a mutating method of a struct, also returns `self` afterwards.
    func callMethodValue(_ method: Value, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?) throws
        -> (Value, Value?)
    {
        guard case .function(let f) = method else {
            return (try callValue(method, args: args, call: call, in: scope), nil)
        }
        let (result, newSelf) = try invoke(f, args: args, call: call, in: scope)
        return (result, f.isMutating ? newSelf : nil)
    }

    /// `super.init(sectionProvider:configuration:)` (or `section:`...) in a `UICollectionViewCompositionalLayout`
    /// subclass: UIKit's compositional layout, made as `UICollectionViewCompositionalLayout(...)` makes it; nil for
    /// another class. A subclass that overrides how the layout gives its attributes is not modelled: its frames
    /// would be its own code's, which the playground does not run on a compositional layout.
    func compositionalSuperInit(
        typeName: String, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?
    ) throws -> Value? {
        // (UIKit's compositional layout is not a class the program's declarations name as a superclass: it is
        // in the class's inheritance clause.)
        guard conformances(of: typeName).contains("UICollectionViewCompositionalLayout") else { return nil }
        for method in [
            "layoutAttributesForElements", "layoutAttributesForItem", "layoutAttributesForSupplementaryView",
        ] where declaresMethod(method, typeName: typeName) {
            throw error(
                "\(typeName) overrides \(method) of UICollectionViewCompositionalLayout: the playground does not run a "
                    + "compositional layout subclass's own attributes", at: call,
                help: "give the frames with the section provider, or subclass UICollectionViewLayout")
        }
        return try host.construct(
            "UICollectionViewCompositionalLayout", args: args, call: call, evaluator: self, in: scope)
    }

    /// `NSArray(array: attributes, copyItems: true) as? [UICollectionViewLayoutAttributes]` (a layout subclass copying
    /// what `super` gave before changing it): an array of the elements, each copied as `NSCopying` copies it (an
    /// override of `copy(with:)` runs) when `copyItems` is true. Nil for another call.
    func foundationArray(_ what: String, args: [CallArgument], at call: FunctionCallExprSyntax, in scope: Scope?)
        throws -> Value?
    {
        guard what == "NSArray" || what == "NSMutableArray", let first = args.first, first.label == "array",
            args.count == 1 || (args.count == 2 && args[1].label == "copyItems")
        else { return nil }
        let source = try evaluate(first.expr, in: scope)
        guard case .array(let elements) = source else {
            throw error("NSArray(array:) takes an array, found a value of type \(typeName(of: source))", at: first.expr)
        }
        guard args.count == 2, try truth(try evaluate(args[1].expr, in: scope), at: args[1].expr) else {
            return source
        }
        try charge(elements.count, at: call)
        return .array(
            try elements.map { element in
                guard case .object(let id) = element, let type = session.swift.heap[id]?.typeName else {
                    return element
                }
                if case .function(let f)? = try userMember("copy", of: element, typeName: type, at: call) {
                    return try self.call(f, arguments: [.init(label: "with", value: .none)], at: call)
                }
                if UICollectionViewLayoutAttributesSurface.isAttributes(type, session: session),
                    let copy = UICollectionViewLayoutAttributesSurface.copy(id, evaluator: self)
                {
                    return copy
                }
                throw error(
                    "NSArray(array:copyItems: true) copies each element with copy(with:), which \(type) does not "
                        + "have: the app would stop with NSInvalidArgumentException (-copyWithZone: unrecognized selector)",
                    at: call)
            })
    }

    func callValue(_ v: Value, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?) throws -> Value {
        // `onDidUpdate?()` with no closure set: nothing runs (the arguments neither), and the value is nil.
        if v.isNone, call.calledExpression.is(OptionalChainingExprSyntax.self) { return .none }
        switch v {
        case .function(let f):
            return try invoke(f, args: args, call: call, in: scope).result
        case .type(let t):
            return try construct(t, args: args, call: call, in: scope, hint: nil)
        case .inert(let what):
            if let v = try UIKitSurface.offlineRead(what, args: args, evaluator: self, at: call, in: scope) { return v }
            if let v = try foundationArray(what, args: args, at: call, in: scope) { return v }
            noteInert(what + "()", at: call)
            noteUnrunClosures(args, of: what, at: call)
            return .inert(what + "()")
        default:
            // `[Int](0..<3)`, `[String: Int]()`: a called collection literal of types is the sugared
            // type, as Swift reads it.
            if let sugared = Self.sugaredCollectionType(v) {
                return try construct(sugared, args: args, call: call, in: scope, hint: nil)
            }
            // `[Element]()`, `[Key: Value]()` with a generic parameter's name (in `extension Array`): the empty collection.
            // `[NSAttributedString.Key: Any]()`: a nested type's qualified name is a type name too.
            func isTypeName(_ e: ExprSyntax) -> Bool {
                // `[AnimatableSectionModel<String, Int>]()`: a generic type, with its arguments.
                if let g = e.as(GenericSpecializationExprSyntax.self) { return isTypeName(g.expression) }
                if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
                    return m.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
                }
                // `[String: [Int: String]]()`: a dictionary type as the value's type.
                if case .elements(let pairs)? = e.as(DictionaryExprSyntax.self)?.content, pairs.count == 1,
                    let only = pairs.first
                {
                    return isTypeName(only.key) && isTypeName(only.value)
                }
                return e.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
                    || e.is(ArrayExprSyntax.self) || e.is(TypeExprSyntax.self)
            }
            if let a = call.calledExpression.as(ArrayExprSyntax.self), a.elements.count == 1,
                let only = a.elements.first,
                isTypeName(only.expression)
            {
                return try construct("Array", args: args, call: call, in: scope, hint: nil)
            }
            if case .elements(let pairs)? = call.calledExpression.as(DictionaryExprSyntax.self)?.content,
                pairs.count == 1,
                let only = pairs.first, isTypeName(only.key), isTypeName(only.value)
            {
                return try construct("Dictionary", args: args, call: call, in: scope, hint: nil)
            }
            throw error("cannot call a value of type \(typeName(of: v))", at: call.calledExpression)
        }
    }

    /// A type no file of the program declares, made with UICollectionView's `init(frame:collectionViewLayout:)` or
    /// UITableView's `init(frame:style:)` (WordPress's `IntrinsicCollectionView`, whose file was not pasted): that
    /// view, with a note that its own code is not there (it was taken as another module's type, inert, and the
    /// screen had no frames). Nil for any other call.
    func undeclaredViewSubclass(
        _ name: String, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?
    ) throws -> Value? {
        let labels = args.map(\.label)
        let base =
            labels == ["frame", "collectionViewLayout"]
            ? "UICollectionView" : labels == ["frame", "style"] ? "UITableView" : nil
        guard let base, name.first?.isUppercase == true, session.swift.types[name] == nil,
            InertOrigin.framework(of: name) == nil, !Self.hasAppleFrameworkPrefix(name)
        else { return nil }
        noteOnce(
            "undeclared view " + name,
            "no file of the program declares '\(name)', which is made with \(base)'s init(\(labels.map { ($0 ?? "_") + ":" }.joined())): "
                + "it is taken as a \(base); what its own code would change is not modelled",
            help: "paste the file that declares \(name) to run its code")
        return try construct(base, args: args, call: call, in: scope, hint: nil)
    }

    /// "Array" for `[T]` and "Dictionary" for `[K: V]` evaluated as values (one element, each a type
    /// or such a literal itself); nil for any other value.
    static func sugaredCollectionType(_ v: Value) -> String? {
        func isType(_ v: Value) -> Bool {
            if case .type = v { return true }
            return sugaredCollectionType(v) != nil
        }
        switch v {
        case .array(let elements) where elements.count == 1 && isType(elements[0]): return "Array"
        case .dictionary(let d) where d.keys.count == 1 && isType(d.keys[0]) && isType(d.values[0]): return "Dictionary"
        default: return nil
        }
    }

    /// The arguments of `items.append(.latestUpdate(t))`, `insert(_:at:)`, `append(contentsOf:)` on a variable of a
    /// declared array type: the element (or the array) is evaluated against that type, as Swift's type checker does.
    func collectionArguments(_ name: String, of receiver: ExprSyntax, args: [CallArgument], in scope: Scope?) throws
        -> [Value.TupleElement]
    {
        guard name == "append" || name == "insert", let first = args.first,
            first.label == nil || first.label == "contentsOf",
            Self.needsContext(first.expr),
            let collection = try targetType(of: receiver, in: scope)?.declared
                ?? hostPropertyType(of: receiver, in: scope),
            let element = Self.elementType(of: collection)
        else {
            return try evaluateArguments(args, in: scope)
        }
        let hint = first.label == nil ? element : collection
        return [Value.TupleElement(label: first.label, value: try evaluate(first.expr, in: scope, hint: hint))]
            + (try evaluateArguments(Array(args.dropFirst()), in: scope))
    }

    /// The type of a UIKit object's property written as `object.property` (`section.decorationItems`:
    /// `[NSCollectionLayoutDecorationItem]`), from the host's description of the type.
    func hostPropertyType(of target: ExprSyntax, in scope: Scope?) throws -> TypeSyntax? {
        guard let m = target.as(MemberAccessExprSyntax.self), let base = m.base, isPlainRead(base, in: scope) else {
            return nil
        }
        guard let object = uikitObject(try evaluate(base, in: scope)), let hostType = host.type(of: object),
            let type = hostType.property(m.declName.baseName.text)?.type
        else { return nil }
        return Self.hostTypeSyntax(type)
    }

    func evaluateArguments(_ args: [CallArgument], in scope: Scope?) throws -> [Value.TupleElement] {
        try args.map { a in
            // `UIActivityIndicatorView(frame: .init(x: 0, y: 0, width: 40, height: 40))`: in UIKit's and Core
            // Graphics' API these labels always have these types.
            let hint = a.label.flatMap { label in Self.isLeadingDot(a.expr) ? Self.geometryLabelTypes[label] : nil }
            return Value.TupleElement(label: a.label, value: try evaluate(a.expr, in: scope, hint: hint))
        }
    }

    /// The types of arguments by their label in UIKit's and Core Graphics' API.
    static let geometryLabelTypes: [String: TypeSyntax] = [
        "frame": "CGRect", "bounds": "CGRect", "size": "CGSize", "origin": "CGPoint", "center": "CGPoint",
    ].mapValues { TypeSyntax(IdentifierTypeSyntax(name: .identifier($0))) }

    /// Calls a function value with arguments as written (evaluated against the parameters' types).
    func invoke(_ f: FunctionValue, args: [CallArgument], call site: some SyntaxProtocol, in scope: Scope?) throws -> (
        result: Value, newSelf: Value
    ) {
        let call = site
        if case .builtin = f.body {
            // A builtin with typed parameters (an enum case's payload) gives each argument its type.
            let typed = f.parameters.count == args.count && f.parameters.contains { $0.type != nil }
            let values = try args.enumerated().map { i, a in
                let type = typed ? f.parameters[i].type : nil
                var v = try evaluate(a.expr, in: scope, hint: type)
                if type != nil { v = try convert(v, to: type, at: a.expr, role: .argument) }
                return Value.TupleElement(label: a.label, value: v)
            }
            return (try self.call(f, arguments: values, at: site), f.selfValue ?? .void)
        }
        // A closure written with `$0` (no parameter list) takes the call's arguments as they come
        // (`completion(items)` given `{ self.items = $0 }`): there are no parameters to match them to.
        if f.usesShorthand, f.overloads.isEmpty {
            let values = try evaluateArguments(args, in: scope).map(\.value)
            let (result, newSelf, finalScope) = try run(f, values: values, at: call)
            // `changes(&snapshot)` given `{ $0.appendSections(...) }`: `$0` is written back.
            for (i, a) in args.enumerated() {
                guard let target = a.expr.as(InOutExprSyntax.self)?.expression, let v = finalScope["$\(i)"] else {
                    continue
                }
                try assign(v, to: target, in: scope, rhs: nil)
            }
            return (result, newSelf)
        }
        // Choose the overload whose labels fit; of several, the first whose parameters' types take the arguments.
        var chosen = f
        var evaluatedEarly: [Int: Value] = [:]
        if f.overloads.count > 1 {
            let labels = args.map { $0.isTrailingClosure ? nil : $0.label }
            var fitting: [(FunctionValue, FunctionDeclSyntax, [Slot])] = []
            for (i, decl) in f.overloads.enumerated() {
                let declaringType = f.overloadTypes.map { $0[i] } ?? f.typeName
                var candidate = functionValue(
                    decl, captured: f.captured, selfValue: f.selfValue, typeName: declaringType,
                    overloads: f.overloads)
                candidate.overloadTypes = f.overloadTypes
                candidate.isStatic = f.isStatic
                if let slots = try? match(candidate.parameters, labels: labels, trailing: args.map(\.isTrailingClosure))
                {
                    fitting.append((candidate, decl, slots))
                }
            }
            if let first = fitting.first { chosen = first.0 }
            if fitting.count > 1 {
                (chosen, evaluatedEarly) = try overloadByType(fitting, args: args, in: scope) ?? (chosen, [:])
            }
        }
        let slots = try match(
            chosen.parameters, labels: args.map { $0.isTrailingClosure ? nil : $0.label },
            trailing: args.map(\.isTrailingClosure), at: call, name: chosen.name)
        var values: [Value] = []
        for (written, slot) in zip(chosen.parameters, slots) {
            var p = written
            p.type = memberTypeHint(p.type, of: chosen)
            switch slot {
            case .argument(let i):
                // An `@autoclosure` parameter: the argument is evaluated each time the callee calls it, as in Swift.
                if let attributed = p.type?.as(AttributedTypeSyntax.self),
                    attributed.attributes.contains(where: {
                        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
                    })
                {
                    let expr = args[i].expr
                    let captured = scope
                    values.append(
                        .function(
                            FunctionValue(
                                name: "closure", parameters: [],
                                body: .builtin { ctx, _ in
                                    try ctx.evaluator.evaluate(expr, in: captured)
                                }, captured: nil)))
                    continue
                }
                var value = try evaluatedEarly[i] ?? evaluate(args[i].expr, in: scope, hint: p.type)
                if let builder = p.resultBuilder, args[i].expr.is(ClosureExprSyntax.self), case .function(var f) = value
                {
                    // `@LayoutBuilder content: () -> Section` given a closure: its body is a builder body.
                    f.resultBuilder = builder
                    value = .function(f)
                }
                values.append(try convert(value, to: p.type, at: args[i].expr, role: .argument))
            case .variadic(let indexes):
                values.append(.array(try indexes.map { try evaluate(args[$0].expr, in: scope, hint: p.type) }))
            case .defaultValue:
                guard let d = p.defaultValue else {
                    values.append(.none)
                    continue
                }
                if let macro = d.as(MacroExpansionExprSyntax.self), Self.magicLiterals.contains(macro.macroName.text) {
                    // Swift's value is the caller's place.
                    guard let v = magicLiteral(macro, at: call) else {
                        throw error(
                            "'#\(macro.macroName.text)' of code outside any function is not modelled by the playground",
                            at: call)
                    }
                    values.append(v)
                    continue
                }
                values.append(
                    try nested(at: d) { try withSelfIfAny(chosen) { try evaluate(d, in: nil, hint: p.type) } })
            }
        }
        let (result, newSelf, finalScope) = try run(chosen, values: values, at: call)
        // `inout` arguments are written back: a function's `inout` parameters, and a closure's parameter given
        // `&x` (its type, `(inout Snapshot) -> Void`, is the function type it was passed as, not its own).
        for (p, slot) in zip(chosen.parameters, slots) {
            guard case .argument(let i) = slot, p.isInout || args[i].expr.is(InOutExprSyntax.self),
                let v = finalScope[p.name]
            else { continue }
            let target = args[i].expr.as(InOutExprSyntax.self)?.expression ?? args[i].expr
            try assign(v, to: target, in: scope, rhs: nil)
        }
        return (result, newSelf)
    }

    /// Of overloads whose labels all fit the call (`localize(_ key: String)` and `localize<Key: RawRepresentable>(_
    /// key: Key)`), the first whose parameters take the arguments where their types differ, as Swift picks the one
    /// the arguments convert to. Those arguments are evaluated here, once, with no type context (nil when one is a
    /// leading dot, which needs it, or when no overload takes them: then the first by labels is called).
    private func overloadByType(
        _ fitting: [(FunctionValue, FunctionDeclSyntax, [Slot])], args: [CallArgument], in scope: Scope?
    ) throws -> (FunctionValue, [Int: Value])? {
        func type(_ c: (FunctionValue, FunctionDeclSyntax, [Slot]), argument i: Int) -> TypeSyntax? {
            for (p, slot) in zip(c.0.parameters, c.2) { if case .argument(i) = slot { return p.type } }
            return nil
        }
        let differing = args.indices.filter { i in
            Set(fitting.map { type($0, argument: i)?.trimmedDescription ?? "" }).count > 1
        }
        guard !differing.isEmpty, !differing.contains(where: { Self.isLeadingDot(args[$0].expr) }) else { return nil }
        var values: [Int: Value] = [:]
        for i in differing { values[i] = try evaluate(args[i].expr, in: scope) }
        // A generic overload is taken only when no other takes the arguments, as Swift ranks them.
        let ranked =
            fitting.filter { $0.1.genericParameterClause == nil }
            + fitting.filter {
                $0.1.genericParameterClause != nil
            }
        for c in ranked {
            let generics = Set(c.1.genericParameterClause?.parameters.map(\.name.text) ?? [])
            if differing.allSatisfy({ argumentFits(values[$0]!, type(c, argument: $0), generics: generics) }) {
                return (c.0, values)
            }
        }
        return nil
    }

    /// Whether an argument's value is of a parameter's type, as overloads are told apart (`isInstance`, as `is`
    /// tells it); a generic parameter takes any value, an optional nil.
    private func argumentFits(_ v: Value, _ type: TypeSyntax?, generics: Set<String>) -> Bool {
        guard var type else { return true }
        if let o = type.as(OptionalTypeSyntax.self) {
            if v.isNone { return true }
            type = o.wrappedType
        }
        let base = Builtins.baseTypeName(type)
        return generics.contains(base) || isInstance(v, of: base)
    }

    /// A parameter's type as the receiver's type names it: `KeyType` of a protocol extension's method called on
    /// `DetailStrings`, whose `typealias KeyType = Keys` names its own nested `Keys` (another type may nest a
    /// `Keys` too), as Swift reads the method's signature for that receiver. Other types stay as written.
    func memberTypeHint(_ type: TypeSyntax?, of f: FunctionValue) -> TypeSyntax? {
        guard let type, let plain = type.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil,
            let selfValue = f.selfValue
        else { return type }
        let owner: String
        switch selfValue {
        case .structValue(let s): owner = s.typeName
        case .enumValue(let e): owner = e.typeName
        case .object(let id):
            guard let t = session.swift.heap[id]?.typeName else { return type }
            owner = t
        case .type(let t): owner = t
        default: return type
        }
        let name = plain.name.text
        // Only a name the program declares as a type or an alias may be a member type (`Int`, `String` and
        // UIKit's are not: one lookup, no name made, for most parameters of most calls).
        guard session.swift.typeAliases[name] != nil || session.swift.types[name] != nil else { return type }
        let qualified = owner + "." + name
        var resolved = name
        if let alias = session.swift.typeAliases[qualified] {
            resolved = alias
        } else if session.swift.types[qualified] == nil {
            return type
        }
        let nested = owner + "." + resolved
        let final = session.swift.types[nested] != nil ? nested : resolved
        guard final != name else { return type }
        if let made = memberTypeSyntaxes[final] { return made }
        let made = TypeSyntax(IdentifierTypeSyntax(name: .identifier(final)))
        memberTypeSyntaxes[final] = made
        return made
    }

    private func withSelfIfAny(_ f: FunctionValue, _ body: () throws -> Value) throws -> Value {
        guard let selfValue = f.selfValue, let t = f.typeName else { return try body() }
        return try withSelf(selfValue, typeName: t, isStatic: f.isStatic, body).result
    }

    enum Slot { case argument(Int), variadic([Int]), defaultValue }

    /// Matches arguments to parameters by label, as Swift does (defaults may be skipped).
    func match(
        _ params: [FunctionValue.Parameter], labels: [String?], trailing: [Bool],
        at node: (some SyntaxProtocol)? = Optional<Syntax>.none,
        name: String = ""
    ) throws -> [Slot] {
        var slots: [Slot] = []
        var next = 0
        for (pi, p) in params.enumerated() {
            let remainingParams = params.count - pi
            if p.isVariadic {
                var taken: [Int] = []
                while next < labels.count,
                    labels[next] == p.label || (taken.count > 0 && labels[next] == nil && !trailing[next])
                {
                    taken.append(next)
                    next += 1
                }
                slots.append(.variadic(taken))
                continue
            }
            // (SE-0286's forward scan: a last trailing closure passes a parameter that has a default when a later
            // one that takes a closure needs an argument: `init(title:accessory: (() -> String)? = nil,
            // callback:)` called `Item(title: "A") { }` binds `callback`.)
            let passesDefault =
                next == labels.count - 1 && trailing[next] && p.defaultValue != nil
                && params[(pi + 1)...].contains { $0.defaultValue == nil && !$0.isVariadic && isFunctionType($0.type) }
            if next < labels.count, !passesDefault,
                labels[next] == p.label
                    || (trailing[next] && (p.label == nil || remainingParams == 1 || isFunctionType(p.type)))
            {
                slots.append(.argument(next))
                next += 1
            } else if p.defaultValue != nil || isOptionalType(p.type) && p.defaultValue != nil {
                slots.append(.defaultValue)
            } else {
                let message =
                    next < labels.count
                    ? "incorrect argument label in call (have '\(labels[next].map { $0 + ":" } ?? "_:")', expected '\(p.label.map { $0 + ":" } ?? "_:")')"
                    : "missing argument for parameter \(p.label.map { "'\($0)'" } ?? "#\(pi + 1)") in call"
                if let node { throw error(message + (name.isEmpty ? "" : " to '\(name)'"), at: node) }
                throw ScriptError(message)
            }
        }
        if next < labels.count {
            let message =
                "extra argument\(labels[next].map { " '\($0)'" } ?? "") in call" + (name.isEmpty ? "" : " to '\(name)'")
            if let node { throw error(message, at: node) }
            throw ScriptError(message)
        }
        return slots
    }

    private func isFunctionType(_ t: TypeSyntax?) -> Bool {
        guard let t else { return false }
        return t.trimmedDescription.contains("->")
    }

    private func isOptionalType(_ t: TypeSyntax?) -> Bool { t?.is(OptionalTypeSyntax.self) ?? false }

    /// Calls `f` with evaluated arguments in order (builtins, closures called by builtins).
    func call(_ f: FunctionValue, arguments: [Value.TupleElement], at node: some SyntaxProtocol) throws -> Value {
        if case .builtin(let body) = f.body {
            var ctx = CallContext(evaluator: self, node: Syntax(node))
            if let selfValue = f.selfValue, let t = f.typeName {
                return try withSelf(selfValue, typeName: t, isStatic: f.isStatic) { try body(&ctx, arguments) }.result
            }
            return try body(&ctx, arguments)
        }
        var values = arguments.map(\.value)
        if f.usesShorthand || f.parameters.count != values.count {
            // Closures may ignore trailing arguments (`{ _ in }` vs `{ a, b in }`), as Swift's do not;
            // report a real mismatch.
            // `pairs.forEach { header, kind in ... }`: a closure of N parameters takes a tuple of N elements
            // apart, as Swift does for closures passed where one tuple argument is expected.
            if !f.usesShorthand, values.count == 1, case .tuple(let elements) = values[0],
                elements.count == f.parameters.count
            {
                values = elements.map(\.value)
            }
            if !f.usesShorthand, f.parameters.count > values.count {
                throw error(
                    "the closure takes \(f.parameters.count) arguments but is called with \(values.count)", at: node)
            }
            if !f.usesShorthand, f.parameters.count == 1, values.count > 1 {
                values = [.tuple(arguments)]
            }
        }
        return try run(f, values: values, at: node).result
    }

    /// Runs a user function with its parameters bound.
    func run(_ f: FunctionValue, values: [Value], at node: some SyntaxProtocol) throws -> (
        result: Value, newSelf: Value, scope: Scope
    ) {
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= Limits.callDepth else {
            throw error(
                "calls are nested \(Limits.callDepth) deep; the limit is \(Limits.callDepth)", at: node,
                help: "an endless recursion? see 'help limits'")
        }
        try tick(node)
        returnTypes.append(f.returnType)
        defer { returnTypes.removeLast() }
        let scope = Scope(parent: f.captured)
        if f.usesShorthand {
            for (i, v) in values.enumerated() { scope["$\(i)"] = v }
        } else {
            for (p, v) in zip(f.parameters, values) where p.name != "_" {
                scope[p.name] = v
                if p.isInout { scope.setDeclaredType(p.name, p.type) }
            }
        }
        guard case .block(let items) = f.body else { return (.void, f.selfValue ?? .void, scope) }
        if !f.usesShorthand { bindGenericParameters(f, body: items, values: values, in: scope) }
        let body: () throws -> Value = {
            if let builder = f.resultBuilder, !Self.hasExplicitReturn(items) {
                let v = try self.runBuilderBody(items, builder: builder, in: scope, resultType: f.returnType)
                return try self.convert(v, to: f.returnType, at: node, role: .returnValue)
            }
            // A single expression body returns its value (closures and functions alike).
            if let e = Self.singleExpression(items) {
                let v = try self.evaluate(e, in: scope, hint: f.returnType)
                // A `func` written without `->` returns Void, whatever its one expression gives (`onDidUpdate?()`);
                // a closure (no declaration, no overloads) returns the value.
                if f.returnType == nil, !f.overloads.isEmpty { return .void }
                return try self.convert(v, to: f.returnType, at: e, role: .returnValue)
            }
            if case .returned(let v) = try self.execute(items: items, in: scope) {
                return try self.convert(v, to: f.returnType, at: node, role: .returnValue)
            }
            return .void
        }
        do {
            if let selfValue = f.selfValue, let t = f.typeName {
                let (result, newSelf) = try withSelf(
                    selfValue, typeName: t, isStatic: f.isStatic, isInitializer: f.initializer != nil, body)
                return (result, newSelf, scope)
            }
            return (try body(), .void, scope)
        } catch let e as ScriptError where e.location == nil && e.range != nil {
            // An error of UIKit's types (their ranges are in the text the body was declared in); one with no place
            // at all is placed by the statement that ran the call.
            guard let declared = declaringChunk(of: Syntax(items)) else { throw e }
            var located = e
            located.notes.append("while running \(location.file):\(location.line)")
            throw declared.chunk.locate(located, file: declared.source.file, firstLine: declared.source.firstLine)
        }
    }

    /// A generic function's type parameters, as Swift infers them from the arguments: `T` is the type a `T.Type`
    /// parameter is given (`register(Cell.self)`, `decode(Film.self, ...)`), or the type of the program's value a `T`
    /// parameter is given. The body then reads `T` as that type (`T.self`, `T()`, `String(describing: T.self)`,
    /// `T.reuseIdentifier`), instead of an unknown name.
    private func bindGenericParameters(
        _ f: FunctionValue, body items: CodeBlockItemListSyntax, values: [Value], in scope: Scope
    ) {
        let declaration = items.parent?.parent
        let clause =
            declaration?.as(FunctionDeclSyntax.self)?.genericParameterClause
            ?? declaration?.as(InitializerDeclSyntax.self)?.genericParameterClause
        guard let clause else { return }
        let names = Set(clause.parameters.map(\.name.text))
        for (p, v) in zip(f.parameters, values) {
            guard var type = p.type else { continue }
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            if let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type",
                let g = metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text, names.contains(g),
                scope[g] == nil, case .type(let bound) = v
            {
                scope[g] = .type(bound)
            } else if let g = type.as(IdentifierTypeSyntax.self)?.name.text, names.contains(g),
                scope[g] == nil
            {
                switch v {
                case .structValue(let s): scope[g] = .type(s.typeName)
                case .enumValue(let e): scope[g] = .type(e.typeName)
                case .object(let id): if let t = session.swift.heap[id]?.typeName { scope[g] = .type(t) }
                default: break
                }
            }
        }
    }

    /// The text a node of code declared in another unit (a function body run later) belongs to.
    func declaringChunk(of node: Syntax) -> (chunk: SwiftChunk, source: SwiftSource)? {
        let rootID = node.root.id
        guard !isThisUnit(node, rootID: rootID), let source = session.swift.sources[rootID] else { return nil }
        if let cached = declaringChunks[rootID] { return (cached, source) }
        let chunk = SwiftChunk(text: source.text)
        declaringChunks[rootID] = chunk
        return (chunk, source)
    }

    // MARK: Function values

    func functionValue(
        _ decl: FunctionDeclSyntax, captured: Scope?, selfValue: Value?, typeName: String?,
        overloads: [FunctionDeclSyntax] = []
    ) -> FunctionValue {
        var f = FunctionValue(
            name: decl.name.text, parameters: parameters(decl.signature.parameterClause),
            body: .block(decl.body?.statements ?? CodeBlockItemListSyntax([])), captured: captured)
        f.selfValue = selfValue
        f.typeName = typeName
        f.returnType = decl.signature.returnClause?.type
        f.isMutating = decl.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        f.isStatic = decl.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        f.overloads = overloads.isEmpty ? [decl] : overloads
        if !decl.attributes.isEmpty { f.resultBuilder = resultBuilder(in: decl.attributes) }
        return f
    }

    func parameters(_ clause: FunctionParameterClauseSyntax) -> [FunctionValue.Parameter] {
        clause.parameters.map { p in
            let first = p.firstName.text
            let second = p.secondName?.text
            var parameter = FunctionValue.Parameter(
                label: first == "_" ? nil : first, name: second ?? first,
                defaultValue: p.defaultValue?.value, type: p.type,
                isInout: p.type.is(AttributedTypeSyntax.self) && p.type.trimmedDescription.hasPrefix("inout"),
                isVariadic: p.ellipsis != nil)
            if !p.attributes.isEmpty { parameter.resultBuilder = resultBuilder(in: p.attributes) }
            return parameter
        }
    }

    func globalFunctionGroup(_ name: String, _ decls: [FunctionDeclSyntax]? = nil) -> FunctionValue {
        let all = decls ?? session.swift.functions[name] ?? []
        guard let first = all.first else {
            return FunctionValue(name: name, parameters: [], body: .builtin { _, _ in .void }, captured: nil)
        }
        return functionValue(first, captured: nil, selfValue: nil, typeName: nil, overloads: all)
    }

    func closureValue(_ closure: ClosureExprSyntax, in scope: Scope?) -> FunctionValue {
        var params: [FunctionValue.Parameter] = []
        var returnType: TypeSyntax?
        var shorthand = true
        if let signature = closure.signature {
            shorthand = false
            returnType = signature.returnClause?.type
            switch signature.parameterClause {
            case .simpleInput(let list):
                params = list.map {
                    FunctionValue.Parameter(
                        label: nil, name: $0.name.text, defaultValue: nil, type: nil, isInout: false, isVariadic: false)
                }
            case .parameterClause(let clause):
                params = clause.parameters.map { p in
                    FunctionValue.Parameter(
                        label: nil, name: (p.secondName ?? p.firstName).text, defaultValue: nil, type: p.type,
                        isInout: false, isVariadic: false)
                }
            case nil:
                shorthand = true
            }
        }
        var f = FunctionValue(
            name: "closure", parameters: params, body: .block(closure.statements), captured: scope ?? Scope(parent: nil)
        )
        f.returnType = returnType
        if returnType == nil, let hint = closureResultHint, hint.closure == closure.id { f.returnType = hint.type }
        f.usesShorthand = shorthand
        // Inside a method, `self` stays the method's receiver.
        if let frame = selfStack.last {
            f.selfValue = frame.value
            f.typeName = frame.typeName
            f.isStatic = frame.isStatic
        }
        return f
    }

    private func callSuper(
        _ name: String, args: [CallArgument], call: FunctionCallExprSyntax, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value {
        guard let frame = selfStack.last else { throw error("'super' outside a class", at: node) }
        if name == "init", case .object = frame.value, try superInit(args: args, call: call, frame: frame, in: scope) {
            return .void
        }
        if name == "init", case .object(let id) = frame.value,
            let layout = try compositionalSuperInit(typeName: frame.typeName, args: args, call: call, in: scope)
        {
            session.swift.heap[id]?.uikit.compositionalLayout = layout
            mutated = true
            return .void
        }
        if let decl = session.swift.types[frame.typeName], let superName = decl.superclass,
            let v = try userMember(name, of: frame.value, typeName: superName, at: node)
        {
            return try callValue(v, args: args, call: call, in: scope)
        }
        // `super.init(collectionView:cellProvider:)` in a UICollectionViewDiffableDataSource subclass: UIKit's
        // data source is made for that collection view, and the object forwards UIKit's members to it.
        if name == "init", case .object(let id) = frame.value, inheritsDiffableDataSource(frame.typeName),
            args.contains(where: { $0.label == "collectionView" || $0.label == "tableView" })
        {
            let dataSource = try host.construct(
                "UICollectionViewDiffableDataSource", args: args, call: call, evaluator: self, in: scope)
            session.swift.heap[id]?.uikit.diffableDataSource = dataSource
            mutated = true
            return .void
        }
        if let v = try host.superCall(
            name, of: frame.value, typeName: frame.typeName, args: args, evaluator: self, at: Syntax(node), in: scope)
        {
            return v
        }
        // UIKit's own implementation (`super.viewDidLoad()`, `super.init(...)`): nothing to model.
        let values = try evaluateArguments(args.filter { !$0.expr.is(ClosureExprSyntax.self) }, in: scope)
        // `super.tableView(tableView, heightForHeaderInSection: section)` in a table view controller: UIKit's
        // answer is the table view's own property (`sectionHeaderHeight`); a title or view is nil.
        if name == "tableView", values.count == 2, let label = values[1].label,
            UIKitSurface.inherits(frame.typeName, from: "UITableViewController", session: session)
        {
            switch label {
            case "heightForRowAt": return try member("rowHeight", of: values[0].value, at: node, in: scope)
            case "heightForHeaderInSection":
                return try member("sectionHeaderHeight", of: values[0].value, at: node, in: scope)
            case "heightForFooterInSection":
                return try member("sectionFooterHeight", of: values[0].value, at: node, in: scope)
            case "titleForHeaderInSection", "titleForFooterInSection", "viewForHeaderInSection",
                "viewForFooterInSection":
                return .none
            default: break
            }
        }
        return .void
    }

    /// `super.init(...)` in an initializer of a class whose superclass is one of the program's classes: the
    /// superclass's initializer that takes these arguments (its own, or one it inherits from the program's classes
    /// above it) runs on the object under construction, as Swift's initializer chain does. False when the
    /// initializer is UIKit's (the superclass is UIKit's, or none of the program's classes above declares one that
    /// fits), which the caller models.
    private func superInit(
        args: [CallArgument], call: FunctionCallExprSyntax, frame: Evaluator.SelfFrame, in scope: Scope?
    ) throws -> Bool {
        // The class whose initializer is running: the one declaring the `init` this call is written in (the
        // frame names the class being made, which may be a subclass of it).
        var enclosing = Syntax(call).parent
        while let e = enclosing, !e.is(InitializerDeclSyntax.self) { enclosing = e.parent }
        guard let written = enclosing?.as(InitializerDeclSyntax.self) else { return false }
        var chain: [TypeDeclaration] = []
        var current: String? = frame.typeName
        while let t = current, chain.count < 32, let decl = session.swift.types[t] {
            chain.append(decl)
            current = decl.superclass
        }
        guard let owner = chain.firstIndex(where: { $0.initializers.contains { $0.id == written.id } }) else {
            return false
        }
        for decl in chain.dropFirst(owner + 1) where decl.kind != .uikit {
            guard let i = pickInitializer(decl, args: args) else { continue }
            _ = try invoke(
                initializerValue(i, typeName: frame.typeName, selfValue: frame.value), args: args, call: call,
                in: scope)
            return true
        }
        return false
    }
}
