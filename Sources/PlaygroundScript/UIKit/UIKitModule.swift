import SwiftSyntax

/// UIKit as the interpreter's host (`InterpreterHost`): the types of `UIKitHost` and `UIKitSurface`,
/// what a program's subclass of a UIKit class inherits, and the work UIKit does after a statement.
/// One is made for each evaluator, and keeps UIKit's state while its unit runs (`UIKitRuntime`).
final class UIKitModule: InterpreterHost {
    /// What UIKit keeps while the unit runs: open batch updates, completions and scheduled work not
    /// yet run, collection views to load, the objects the unit made.
    @exclusivity(unchecked) var runtime = UIKitRuntime()

    init() {}

    var typeNames: Set<String> { UIKitSurface.knownTypes }
    var classNames: Set<String> { UIKitSurface.knownClasses }
    func superclass(of typeName: String) -> String? { UIKitSurface.uikitSuperclass[typeName] }
    func type(named name: String) -> HostType? { UIKitHost.type(named: name) }
    func type(of object: any ScriptObject) -> HostType? { UIKitHost.type(of: object) }

    func inheritsMember(_ name: String, typeName: String, evaluator e: Evaluator) -> Bool {
        if UIKitSurface.viewControllerMembers.contains(name),
            UIKitSurface.inheritsViewController(typeName, evaluator: e)
        {
            return true
        }
        // `collectionViewLayout` inside a UICollectionView subclass: its own (inherited) property.
        return inheritsMethod(name, typeName: typeName, evaluator: e)
    }

    func inheritsMethod(_ name: String, typeName: String, evaluator e: Evaluator) -> Bool {
        UIKitSurface.collectionViewMemberSet.contains(name)
            && UIKitSurface.isCollectionView(typeName, session: e.session)
    }

    func unmodelledInherited(_ name: String, typeName: String, evaluator e: Evaluator) -> String? {
        UIKitSurface.unmodelledInherited(name, typeName: typeName, evaluator: e)
    }

    /// `init(nibName: nil, bundle: nil)` for a view controller, `init(frame: .zero, collectionViewLayout:)`
    /// (given nil by UIKit) for a collection view, `init(frame:)` for another view.
    func designatedInitializer(of typeName: String, evaluator e: Evaluator) -> [String?]? {
        if UIKitSurface.inheritsViewController(typeName, evaluator: e) { return ["nibName", "bundle"] }
        if UIKitSurface.isCollectionView(typeName, session: e.session) { return ["frame", "collectionViewLayout"] }
        return UIKitSurface.isView(typeName, session: e.session) ? ["frame"] : nil
    }

    func ownsProperty(_ name: String) -> Bool { UIKitSurface.collectionViewSettable.contains(name) }

    func inheritedMember(
        _ name: String, of id: Int, typeName: String, evaluator e: Evaluator, at node: Syntax
    ) throws -> Value? {
        try UIKitSurface.inheritedMember(name, of: id, typeName: typeName, evaluator: e, at: node)
    }

    func setInherited(
        _ name: String, of id: Int, typeName: String, to value: Value, evaluator e: Evaluator, at node: Syntax
    ) throws -> Bool {
        try UIKitSurface.setInherited(name, of: id, typeName: typeName, to: value, evaluator: e, at: node)
    }

    func callInherited(
        _ name: String, on id: Int, typeName: String, args: [CallArgument], call: FunctionCallExprSyntax,
        evaluator e: Evaluator, at node: Syntax, in scope: Scope?
    ) throws -> Value? {
        try UIKitSurface.callInherited(
            name, on: id, typeName: typeName, args: args, call: call, evaluator: e, at: node, in: scope)
    }

    func superCall(
        _ name: String, of selfValue: Value, typeName: String, args: [CallArgument], evaluator e: Evaluator,
        at node: Syntax, in scope: Scope?
    ) throws -> Value? {
        try UIKitSurface.superCall(
            name, of: selfValue, typeName: typeName, args: args, evaluator: e, at: node, in: scope)
    }

    func inertKind(_ name: String) -> String { UIKitSurface.inertKind(name) }

    func inertMember(_ name: String, of what: String, evaluator e: Evaluator) -> Value? {
        UIKitSurface.inertMember(name, of: what, evaluator: e)
    }

    func hasInertStatics(_ typeName: String) -> Bool { UIKitSurface.hasInertStatics(typeName) }

    func evaluateInertArguments(_ args: [CallArgument], evaluator e: Evaluator, in scope: Scope?) throws {
        try UIKitSurface.evaluateInertArguments(args, evaluator: e, in: scope)
    }

    func offlineLoad(
        _ name: String, on what: String, args: [CallArgument], evaluator e: Evaluator, at node: Syntax,
        in scope: Scope?
    ) throws {
        try UIKitSurface.offlineLoad(name, on: what, args: args, evaluator: e, at: node, in: scope)
    }

    func statementEnded(evaluator e: Evaluator) throws { try UIKitSurface.statementEnded(evaluator: e) }
}

extension Evaluator {
    /// UIKit's state while this evaluator's unit runs, kept by its host (`UIKitModule.runtime`).
    var uikit: UIKitRuntime {
        _read { yield uikitModule.runtime }
        _modify { yield &uikitModule.runtime }
    }

    /// The evaluator's host as UIKit (every evaluator is given a `UIKitModule`).
    var uikitModule: UIKitModule { unsafeDowncast(host, to: UIKitModule.self) }
}
