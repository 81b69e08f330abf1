import SwiftSyntax

extension Evaluator {
    /// `snapshot.appendItems([x])` where `snapshot` is a variable (a local or a global) holding a
    /// UIKit struct: its mutating method changes the value where the variable keeps it. The
    /// arguments are read with the variable as it is (`appendItems([x], toSection:
    /// snapshot.sectionIdentifiers.last)` reads it); then the variable lets go of its value before
    /// the change (`HostMethodCall.willChange`), so the method holds the only reference and changes
    /// the storage in place, as a collection variable is changed (`mutateVariable`): one
    /// `appendItems` costs the items it appends, not a copy of the whole snapshot (100,000 of them
    /// were quadratic). Nil when the name is not such a variable (a constant, a member of `self`,
    /// a global with observers or a computed one, another value, a method an extension adds): the
    /// call then goes the usual way (`callMethod`).
    func mutateHostValue(
        _ name: String, ofVariable variable: String, args: [CallArgument], at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        var owner = scope
        while let s = owner, s[variable] == nil { owner = s.parent }
        if let s = owner {
            guard s.isConstant(variable) != true else { return nil }
        } else {
            if let frame = selfStack.last, hasMember(variable, typeName: frame.typeName, value: frame.value) {
                return nil
            }
            guard !session.swift.computedGlobals.contains(variable), session.swift.globalObservers[variable] == nil,
                !session.isConstant(variable)
            else { return nil }
        }
        guard var box = hostValue(of: variable, in: owner), let host = UIKitHost.type(of: box.object),
            let method = host.method(name, labels: Self.hostLabels(args)), method.mutating
        else { return nil }
        // A method or property of the same name that an extension adds is the program's own.
        if let decl = declaration(ofType: typeName(of: .uikitValue(box))),
            decl.methods[name] != nil || decl.computed[name] != nil
        {
            return nil
        }
        var call = HostMethodCall(
            evaluator: self, scope: scope, name: name, nameNode: Syntax(node), usage: method.doc.usage,
            identifierTypes: identifierTypes(of: .uikitValue(box)), objectType: type(of: box.object),
            arguments: args)
        var released = false
        call.releaseReceiver = { [unowned self] in
            released = true
            if let s = owner { s[variable] = .void } else { session.setGlobal(variable, .void) }
        }
        func store(_ value: Value) {
            if let s = owner { s[variable] = value } else { session.setGlobal(variable, value) }
        }
        let result: Value
        do {
            result = try method.body(&box.object, &call)
        } catch {
            // A method that fails changes nothing: the value it let go of goes back as it was.
            if released { store(.uikitValue(box)) }
            throw error
        }
        store(.uikitValue(box))
        mutated = true
        return result
    }

    /// The UIKit struct the variable holds, copied out of it (nil when it holds another value).
    private func hostValue(of variable: String, in owner: Scope?) -> UIKitValue? {
        let value = owner.map { $0[variable] } ?? session.swift.globals[variable]
        guard case .uikitValue(let box)? = value else { return nil }
        return box
    }
}
