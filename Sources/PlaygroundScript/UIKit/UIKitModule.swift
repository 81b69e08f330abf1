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

    func construct(
        _ typeName: String, args: [CallArgument], call: FunctionCallExprSyntax, evaluator e: Evaluator, in scope: Scope?
    ) throws -> Value {
        try e.uikitConstruct(typeName, args: args, call: call, in: scope)
    }

    func construct(
        _ type: HostType, args: [CallArgument], call: FunctionCallExprSyntax, evaluator e: Evaluator, at node: Syntax,
        in scope: Scope?, chosen: HostFunction?
    ) throws -> Value {
        try e.hostConstruct(type, args: args, call: call, at: node, in: scope, chosen: chosen)
    }

    func callFactory(
        _ type: HostType, _ name: String, args: [CallArgument], evaluator e: Evaluator, at node: Syntax,
        in scope: Scope?,
        chosen: HostFunction?
    ) throws -> Value? {
        try e.hostFactory(type, name, args: args, at: node, in: scope, chosen: chosen)
    }

    func takesGenericArguments(_ object: any ScriptObject) -> Bool {
        object is SnapshotObject || object is SectionSnapshotObject
    }

    func reassignmentAdvice(for object: any ScriptObject) -> String? {
        switch object {
        case is LayoutDefinition:
            "an app switches layouts with collectionView.setCollectionViewLayout(_:animated:); here, redeclare it with "
                + "'var layout = ...' to install another layout and assign it later"
        case is DataSourceObject:
            "an app keeps a data source it replaces in a 'var'; here, redeclare it with 'var dataSource = ...' to "
                + "install another one and assign it later"
        default: nil
        }
    }

    /// Snapshots, section snapshots and data sources take their identifier types from where they are made.
    func resolvesOncePerCallSite(_ type: HostType) -> Bool {
        !(type.objectType is SnapshotObject.Type || type.objectType is SectionSnapshotObject.Type
            || type.objectType is DataSourceObject.Type)
    }

    func constructionTarget(_ expr: ExprSyntax, evaluator e: Evaluator, in scope: Scope?) -> HostType? {
        e.constructionTarget(expr, in: scope)
    }

    func isConstruction(_ expr: ExprSyntax, evaluator e: Evaluator, in scope: Scope?) -> Bool {
        e.isHostConstruction(expr, in: scope)
    }

    func mayConstruct(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        var callee = call.calledExpression
        if let g = callee.as(GenericSpecializationExprSyntax.self) { callee = g.expression }
        let typeName: String
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            typeName = ref.baseName.text
        } else if let m = callee.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self) {
            typeName = base.baseName.text
        } else {
            return false
        }
        return UIKitHost.type(named: typeName) != nil
    }

    func staticMember(
        _ name: String, ofType typeName: String, evaluator e: Evaluator, at node: Syntax, in scope: Scope?
    ) throws -> Value {
        try e.uikitStatic(name, ofType: typeName, at: node, in: scope)
    }

    func callStatic(
        _ name: String, ofType typeName: String, args: [CallArgument], call: FunctionCallExprSyntax,
        evaluator e: Evaluator, at node: Syntax, in scope: Scope?
    ) throws -> Value {
        try e.uikitStaticCall(name, ofType: typeName, args: args, call: call, at: node, in: scope)
    }

    func dottedMember(
        _ expr: ExprSyntax, evaluator e: Evaluator, in scope: Scope?
    ) throws -> (receiver: ObjectKey, path: String)? {
        try e.dottedUIKitMember(expr, in: scope)
    }

    func property(
        _ name: String, of base: Value, evaluator e: Evaluator, at node: Syntax, in scope: Scope?
    ) throws -> Value {
        try e.uikitProperty(name, of: base, at: node, in: scope)
    }

    func setProperty(
        _ name: String, of base: inout Value, to value: Value, evaluator e: Evaluator, at node: Syntax,
        rhs: ExprSyntax?, in scope: Scope?
    ) throws {
        try e.setUIKitProperty(name, of: &base, to: value, at: node, rhs: rhs, in: scope)
    }

    func callMethod(
        _ name: String, on base: Value, args: [CallArgument], call: FunctionCallExprSyntax, evaluator e: Evaluator,
        at node: Syntax, in scope: Scope?
    ) throws -> (Value, Value?) {
        try e.uikitMethod(name, on: base, args: args, call: call, at: node, in: scope)
    }

    func subscriptValue(_ base: Value, _ index: Value, evaluator e: Evaluator, at node: Syntax) throws -> Value {
        try e.uikitSubscript(base, index, at: node)
    }

    func objectsEqual(_ x: ObjectKey, _ y: ObjectKey, evaluator e: Evaluator) -> Bool { e.uikitObjectsEqual(x, y) }

    func valuesEqual(_ a: any ScriptObject, _ b: any ScriptObject, evaluator e: Evaluator) -> Bool {
        e.uikitValuesEqual(a, b)
    }

    func printedLines(of object: any ScriptObject, evaluator e: Evaluator) -> [String] {
        e.printedTree(of: object)?.lines ?? object.describe()
    }

    func printedJSON(of object: any ScriptObject, evaluator e: Evaluator) -> JSONValue {
        e.printedTree(of: object)?.json ?? object.json()
    }

    func inheritsMember(_ name: String, typeName: String, evaluator e: Evaluator) -> Bool {
        if UIKitSurface.viewControllerMembers.contains(name),
            UIKitSurface.inheritsViewController(typeName, evaluator: e)
        {
            return true
        }
        // `collectionView` and `itemSize` inside a flow layout subclass (one that also declares
        // `collectionViewContentSize`, which a typo check would take `collectionView` for a slip of).
        if UICollectionViewFlowLayoutSurface.inheritedNames.contains(name),
            UICollectionViewFlowLayoutSurface.isFlowLayout(typeName, session: e.session)
        {
            return true
        }
        if UICollectionViewFlowLayoutSurface.customInheritedNames.contains(name),
            UICollectionViewFlowLayoutSurface.isCustomLayout(typeName, session: e.session)
        {
            return true
        }
        // `collectionViewLayout` inside a UICollectionView subclass: its own (inherited) property.
        return inheritsMethod(name, typeName: typeName, evaluator: e)
    }

    func inheritsMethod(_ name: String, typeName: String, evaluator e: Evaluator) -> Bool {
        // `layoutAttributesForItem(at:)` inside a layout subclass: UIKit's (the flow layout's attributes).
        if UICollectionViewFlowLayoutSurface.layoutMethodNames.contains(name),
            UICollectionViewFlowLayoutSurface.isFlowLayout(typeName, session: e.session)
                || UICollectionViewFlowLayoutSurface.isCustomLayout(typeName, session: e.session)
        {
            return true
        }
        return UICollectionViewSurface.memberSet.contains(name)
            && UICollectionViewSurface.isCollectionView(typeName, session: e.session)
    }

    func unmodelledInherited(_ name: String, typeName: String, evaluator e: Evaluator) -> String? {
        UIKitSurface.unmodelledInherited(name, typeName: typeName, evaluator: e)
    }

    /// `init(nibName: nil, bundle: nil)` for a view controller, `init(frame: .zero, collectionViewLayout:)`
    /// (given nil by UIKit) for a collection view, `init(frame:)` for another view.
    func designatedInitializer(of typeName: String, evaluator e: Evaluator) -> [String?]? {
        if UIKitSurface.inheritsViewController(typeName, evaluator: e) { return ["nibName", "bundle"] }
        if UICollectionViewSurface.isCollectionView(typeName, session: e.session) {
            return ["frame", "collectionViewLayout"]
        }
        // A table view cell's `-init` (and `-initWithFrame:`) calls `init(style: .default, reuseIdentifier: nil)`.
        if UIKitSurface.inherits(typeName, from: "UITableViewCell", session: e.session) {
            return ["style", "reuseIdentifier"]
        }
        return UIKitSurface.isView(typeName, session: e.session) ? ["frame"] : nil
    }

    func ownsProperty(_ name: String, typeName: String, evaluator e: Evaluator) -> Bool {
        if UICollectionViewLayoutAttributesSurface.properties.contains(name),
            UICollectionViewLayoutAttributesSurface.isAttributes(typeName, session: e.session)
        {
            return true
        }
        return UICollectionViewSurface.settable.contains(name)
    }

    /// A collection view's, a flow layout's and a table view's own properties.
    func inheritedPropertyType(_ name: String, typeName: String, evaluator e: Evaluator) -> TypeSyntax? {
        UICollectionViewSurface.propertyType(name, typeName: typeName, session: e.session)
            ?? UICollectionViewFlowLayoutSurface.propertyType(name, typeName: typeName, session: e.session)
            ?? UITableViewSurface.propertyType(name, typeName: typeName, session: e.session)
    }

    /// A table view's properties that shape its rows (`UIKit/UITableView.swift`).
    func setShapingProperty(
        _ name: String, of id: Int, typeName: String, to value: Value, rhs: ExprSyntax?, evaluator e: Evaluator,
        at node: Syntax, in scope: Scope?
    ) throws -> Bool {
        guard UITableViewSurface.isTableView(typeName, session: e.session) else { return false }
        return try UITableViewSurface.set(name, of: id, to: value, rhs: rhs, evaluator: e, at: node, in: scope)
    }

    /// A control's title, image or colour for a state (`UIKit/UIControlState.swift`).
    func callStateMethod(
        _ name: String, on id: Int, typeName: String, args: [CallArgument], evaluator e: Evaluator, in scope: Scope?
    ) throws -> Value? {
        try UIControlState.call(name, on: id, typeName: typeName, args: args, evaluator: e, in: scope)
    }

    func displayName(ofType typeName: String) -> String { UIKitNames.swiftName(typeName) }

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

    func modelsStaticMember(_ name: String) -> Bool { UIKitHost.staticMemberNames.contains(name) }

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
