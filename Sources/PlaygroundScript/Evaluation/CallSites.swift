import SwiftSyntax

/// One call as written (`NSCollectionLayoutItem(layoutSize: ...)`, `.fractionalWidth(0.5)`), read
/// from its syntax once per evaluator, and what it calls once that is known to be a host
/// initializer or factory. A section provider runs the same few call sites once per section: read
/// and dispatched by name on every call (the arguments' labels, then the scopes, the program's
/// declarations, the builtins' and the host's names), a call cost several times the work of the
/// call itself.
final class CallSite {
    /// Kept with the site: while the tree is alive, no other node has this node's id.
    let call: FunctionCallExprSyntax
    let args: [CallArgument]
    /// `HostType.hostLabels(args)`, as host overloads are chosen by.
    let hostLabels: [String?]
    /// What the call resolved to, when it is a host initializer or factory (`resolveHostCall`).
    var target: HostCallTarget?
    /// The callee is of no shape a host call resolves from (a method of a value, a closure...):
    /// known from the syntax alone, or from declarations of the program (which a unit only adds to),
    /// so never asked again.
    var isNeverHost = false
    /// The contextual type a leading dot was last found no host call with (kept, so its id stays its own).
    var missedHint: TypeSyntax?

    init(call: FunctionCallExprSyntax, args: [CallArgument]) {
        self.call = call
        self.args = args
        hostLabels = Evaluator.hostLabels(args)
    }
}

/// A host initializer or factory a call site resolved to, and what the resolution read from the
/// session, which is checked again at each call (the program may declare a type or a variable of
/// that name later, or call the site from a scope with a variable of it). A class: each call reads
/// it, and a struct of this many references was copied (each retained and released) per call.
final class HostCallTarget {
    enum Kind {
        /// `Type(...)`, `.init(...)`, `Type.init(...)`.
        case initializer
        /// `.fractionalWidth(0.5)`, `Type.horizontal(...)`: the factory's name and how messages call it.
        case factory(name: String)
    }
    let kind: Kind
    let host: HostType
    let function: HostFunction
    /// The type's name as written (`NSCollectionLayoutItem(...)`, the base of
    /// `NSCollectionLayoutGroup.horizontal(...)`), which no variable, function or (base only)
    /// session object may have; nil for a leading dot.
    let written: String?
    /// The base's syntax, counted as a step when the call runs, as evaluating it was.
    let base: ExprSyntax?
    /// A leading dot's contextual type, the node it was resolved with (kept, so its id stays its own).
    let hint: TypeSyntax?
    /// The type's name as written or as the contextual type names it, which must stay no alias.
    let spelled: String
    /// Names the program must not declare a type under (the type as spelled, the type it resolves
    /// to, and the names an extension of it is kept under) for the resolution to hold.
    let undeclared: [String]
    /// Inside a method: the type of `self` the site was resolved with (whose members and nested types
    /// the general path looks at first), whether the method is static, and the class of `self`'s
    /// instance. Nil at the top level and in a free function.
    let selfType: String?
    let selfIsStatic: Bool
    let instanceType: String?
    /// The program's declarations the resolution was last checked against: while they are the same,
    /// the names it read as types and functions are known to be still undeclared.
    var declarations: DeclarationsStamp

    init(
        kind: Kind, host: HostType, function: HostFunction, written: String?, base: ExprSyntax?, hint: TypeSyntax?,
        spelled: String, undeclared: [String], selfType: String?, selfIsStatic: Bool, instanceType: String?,
        declarations: DeclarationsStamp
    ) {
        self.kind = kind
        self.host = host
        self.function = function
        self.written = written
        self.base = base
        self.hint = hint
        self.spelled = spelled
        self.undeclared = undeclared
        self.selfType = selfType
        self.selfIsStatic = selfIsStatic
        self.instanceType = instanceType
        self.declarations = declarations
    }
}

extension Evaluator {
    /// The call site of `call`, read once per evaluator from its second run on; nil at its first (a
    /// call run once, as most top-level code is, would pay for a site it never uses again).
    func callSite(_ call: FunctionCallExprSyntax) -> CallSite? {
        if let site = callSites[call.id] { return site }
        // (An id of a tree that is gone may be taken by a new one's node: that node's site is made a run early.)
        if callsRunOnce.insert(call.id).inserted { return nil }
        let site = CallSite(call: call, args: arguments(of: call))
        callSites[call.id] = site
        return site
    }

    /// Runs `site` as the host initializer or factory it resolved to, when what the resolution read
    /// still holds; nil when it is no such call, or when the general path must decide (inside a
    /// method, where `self`'s members and nested types come first; after the program declared one
    /// of the names). The call itself (labels matched, arguments evaluated against the parameters'
    /// types, messages) is the host's `construct` / `callFactory`, where the general path ends too.
    func hostCall(_ site: CallSite, in scope: Scope?, hint: TypeSyntax?) throws -> Value? {
        guard !site.isNeverHost else { return nil }
        if site.target == nil {
            if let missed = site.missedHint, missed.id == hint?.id { return nil }
            guard let target = resolveHostCall(site, hint: hint) else { return nil }
            site.target = target
            session.work.callSiteResolutions += 1
        }
        guard let target = site.target, hostCallHolds(target, in: scope, hint: hint) else { return nil }
        if let base = target.base { try tick(base) }
        switch target.kind {
        case .initializer:
            return try host.construct(
                target.host, args: site.args, call: site.call, evaluator: self, at: Syntax(site.call.calledExpression),
                in: scope, chosen: target.function)
        case .factory(let name):
            return try host.callFactory(
                target.host, name, args: site.args, evaluator: self, at: Syntax(site.call.calledExpression),
                in: scope, chosen: target.function)
        }
    }

    /// Whether the names the resolution read are still unbound as they were (see `resolveHostCall`).
    /// The program's types, aliases and functions are looked at again only after they changed.
    private func hostCallHolds(_ target: HostCallTarget, in scope: Scope?, hint: TypeSyntax?) -> Bool {
        if let written = target.written {
            guard scope?.lookup(written) == nil, session.swift.globals[written] == nil else { return false }
            // A name read as a value (the base of `Type.factory(...)`) finds the session's objects before types.
            if target.base != nil, session[written] != nil { return false }
        } else {
            guard let hint, hint.id == target.hint?.id else { return false }
        }
        if let frame = selfStack.last {
            guard target.selfType == frame.typeName, target.selfIsStatic == frame.isStatic,
                instanceHolds(target, self: frame.value)
            else { return false }
        } else if target.selfType != nil {
            return false
        }
        guard target.declarations !== session.swift.declarations else { return true }
        session.work.callSiteChecks += 1
        if let written = target.written, session.swift.functions[written] != nil { return false }
        if session.swift.typeAliases[target.spelled] != nil { return false }
        for name in target.undeclared where session.swift.types[name] != nil { return false }
        if let frame = selfStack.last, methodShadows(written: target.written, spelled: target.spelled, frame: frame) {
            return false
        }
        target.declarations = session.swift.declarations
        return true
    }

    /// `self`'s instance is of the class the site was resolved with, takes no generic arguments (which
    /// nested names could mean), and has no field of the written name (a field set as an inherited
    /// property is the instance's own).
    private func instanceHolds(_ target: HostCallTarget, self value: Value) -> Bool {
        guard case .object(let id) = value else { return target.instanceType == nil }
        guard let instance = session.swift.heap[id], instance.typeName == target.instanceType,
            instance.genericArguments.isEmpty
        else { return false }
        if let written = target.written, instance.fields[written] != nil { return false }
        return true
    }

    /// Inside a method, whether `self` may give the call's names another meaning than the host's, as
    /// the general path (`callCallee`, `resolveTypeName`) looks at `self` first: a nested type of the
    /// spelled name, a member of the written one (its own, inherited from a UIKit class, or of a builtin
    /// value it extends), a generic type; a written base (`Type.factory(...)`) is read as a value there,
    /// and the same members come first. A method of a type the program extends from UIKit and a static
    /// method's written type are left to it.
    private func methodShadows(written: String?, spelled: String, frame: SelfFrame) -> Bool {
        guard let decl = session.swift.types[frame.typeName], decl.kind != .uikit, decl.genericParameters.isEmpty,
            nestedTypeName(spelled) == nil
        else { return true }
        if case .object(let id) = frame.value {
            guard let instance = session.swift.heap[id], instance.genericArguments.isEmpty,
                let own = session.swift.types[instance.typeName], own.kind != .uikit, own.genericParameters.isEmpty
            else { return true }
        }
        guard let written else { return false }
        if frame.isStatic || isBuiltinValue(frame.value)
            || hasMember(written, typeName: frame.typeName, value: frame.value)
            || forwardedDataSource(written, of: frame.value) != nil
        {
            return true
        }
        switch frame.value {
        case .object(let id):
            guard let t = session.swift.heap[id]?.typeName else { return true }
            return host.inheritsMethod(written, typeName: t, evaluator: self)
        case .structValue, .enumValue: return false
        default: return true
        }
    }

    /// What `site` calls, found as the general path (`callCallee`, `lookup`, `resolveTypeName`,
    /// `construct`, `callStatic`, `uikitStaticCall`) finds it outside a method when the program
    /// declares none of the names involved: a name no scope, global, function or (read as a value)
    /// session object holds; a type name that is no alias and no declaration of the program's
    /// (nor an extension of the host type, which may add initializers and factories); a type that is
    /// neither a builtin one nor generic (whose calls take generic arguments from the context).
    /// Nil when the site is no such call; then `isNeverHost`, or for a leading dot `missedHint`: the
    /// answer reads only the syntax and the program's types and aliases, which a unit only adds to,
    /// and a name that is declared stays so (the names it reads as values are checked at each call).
    private func resolveHostCall(_ site: CallSite, hint: TypeSyntax?) -> HostCallTarget? {
        let target = uncachedHostCall(site, hint: hint)
        if target == nil, !site.isNeverHost {
            if site.call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil {
                site.missedHint = hint
            } else {
                site.isNeverHost = true
            }
        }
        return target
    }

    private func uncachedHostCall(_ site: CallSite, hint: TypeSyntax?) -> HostCallTarget? {
        let callee = site.call.calledExpression
        let written: String?
        let member: String?
        var base: ExprSyntax?
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            (written, member) = (ref.baseName.text, nil)
        } else if let m = callee.as(MemberAccessExprSyntax.self), m.declName.argumentNames == nil {
            member = m.declName.baseName.text
            // (`xs.map { .init(...) }` gives its closure a result type first: see `functionCall`.)
            if member == "map" || member == "compactMap" {
                site.isNeverHost = true
                return nil
            }
            if let b = m.base {
                guard let ref = b.as(DeclReferenceExprSyntax.self) else {
                    site.isNeverHost = true
                    return nil
                }
                written = ref.baseName.text
                base = b
            } else {
                written = nil
            }
        } else {
            site.isNeverHost = true
            return nil
        }
        let spelled: String
        if let written {
            // (A host type's name starts with an ASCII capital.)
            guard let first = written.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
                written != "Self"
            else {
                site.isNeverHost = true
                return nil
            }
            spelled = written
        } else {
            guard let hint else { return nil }
            spelled = Builtins.baseTypeName(hint)
        }
        guard session.swift.typeAliases[spelled] == nil, session.swift.types[spelled] == nil,
            let typeName = resolveTypeName(spelled), !Builtins.typeNames.contains(typeName),
            session.swift.types[typeName] == nil, declaration(ofType: typeName) == nil,
            let hostType = host.type(named: typeName), host.resolvesOncePerCallSite(hostType)
        else { return nil }
        var undeclared: [String] = []
        let registered = [registry.type(named: spelled)?.name, registry.type(named: typeName)?.name]
        for name in [spelled, typeName, hostType.swiftName, hostType.shortName] + registered.compactMap({ $0 })
        where !undeclared.contains(name) {
            undeclared.append(name)
        }
        let kind: HostCallTarget.Kind
        let function: HostFunction?
        if let member, member != "init" {
            kind = .factory(name: member)
            function = hostType.factory(member, labels: site.hostLabels)
        } else {
            kind = .initializer
            function = hostType.initializers.isEmpty ? nil : hostType.initializer(labels: site.hostLabels)
        }
        guard let function else { return nil }
        let frame = selfStack.last
        var instanceType: String?
        if let frame {
            if methodShadows(written: written, spelled: spelled, frame: frame) {
                site.isNeverHost = true
                return nil
            }
            if case .object(let id) = frame.value { instanceType = session.swift.heap[id]?.typeName }
        }
        return HostCallTarget(
            kind: kind, host: hostType, function: function, written: written, base: base,
            hint: written == nil ? hint : nil, spelled: spelled, undeclared: undeclared, selfType: frame?.typeName,
            selfIsStatic: frame?.isStatic ?? false, instanceType: instanceType, declarations: session.swift.declarations
        )
    }
}
