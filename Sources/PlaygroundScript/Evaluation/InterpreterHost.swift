import SwiftSyntax

/// The module a program calls into, as the interpreter sees it: its types, what a program's subclass
/// of one of its classes inherits, what it takes as inert, and what it does when a statement ends.
/// The interpreter knows the host only through this protocol and keeps none of its state; UIKit is
/// the host (`UIKit/UIKitModule.swift`), and each evaluator is given its own.
protocol InterpreterHost: AnyObject {
    // MARK: Types

    /// Every type the host declares, in each spelling a program may use (`UICollectionView`,
    /// `NSCollectionLayoutItem`, `UIView`).
    var typeNames: Set<String> { get }
    /// The host's classes, which a program's class may inherit from.
    var classNames: Set<String> { get }
    /// The host class that host class `typeName` inherits from (nil at the root, or for another type).
    func superclass(of typeName: String) -> String?
    /// How the host describes a type to the interpreter: its initializers, statics, properties, methods.
    func type(named name: String) -> HostType?
    /// The description of the type of one of the host's values.
    func type(of object: any ScriptObject) -> HostType?

    // MARK: The host's values: initializers, statics, members

    /// `TypeName(...)`: a value or object of the host type `typeName`.
    func construct(
        _ typeName: String, args: [CallArgument], call: FunctionCallExprSyntax, evaluator: Evaluator, in scope: Scope?
    ) throws -> Value
    /// The same for a type already looked up (`self.init(...)` in an extension of a host struct), and
    /// with its initializer already chosen by the call's labels (`chosen`, from a call site).
    func construct(
        _ type: HostType, args: [CallArgument], call: FunctionCallExprSyntax, evaluator: Evaluator, at node: Syntax,
        in scope: Scope?, chosen: HostFunction?
    ) throws -> Value
    /// `.name(...)` or `Type.name(...)`: the static factory `name` of a host type, chosen already or by the
    /// call's labels; nil when the type has none of that name.
    func callFactory(
        _ type: HostType, _ name: String, args: [CallArgument], evaluator: Evaluator, at node: Syntax, in scope: Scope?,
        chosen: HostFunction?
    ) throws -> Value?
    /// Whether a host value takes generic arguments from how it is written (`Snapshot()` through a
    /// `typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>`: its identifier types).
    func takesGenericArguments(_ object: any ScriptObject) -> Bool
    /// What a message adds when the program assigns to a `let` that holds this host object: how an app
    /// does what the assignment meant (switching layouts); nil for nothing more than Swift's own message.
    func reassignmentAdvice(for object: any ScriptObject) -> String?
    /// Whether a call of the type's initializers and factories means the same at every run of one place
    /// it is written, so that a call site may keep what it resolved to (a snapshot's does not: its
    /// identifiers take the types of the variable it is made for).
    func resolvesOncePerCallSite(_ type: HostType) -> Bool
    /// The host type an initializer expression makes when it is a plain construction of one of the host's
    /// classes (`NSCollectionLayoutItem(layoutSize: size)`): its object then takes the variable's name.
    func constructionTarget(_ expr: ExprSyntax, evaluator: Evaluator, in scope: Scope?) -> HostType?
    /// Whether an initializer expression makes a host value in any other way (a factory, a trailing closure).
    func isConstruction(_ expr: ExprSyntax, evaluator: Evaluator, in scope: Scope?) -> Bool
    /// Whether the expression is written as either of the two above can be (a call whose callee names one
    /// of the host's types), read from its syntax alone: when it is not, neither is asked. (A section
    /// provider's `let`s asked both at every call.)
    func mayConstruct(_ expr: ExprSyntax) -> Bool
    /// `TypeName.name`: a static property or constant of a host type.
    func staticMember(
        _ name: String, ofType typeName: String, evaluator: Evaluator, at node: Syntax, in scope: Scope?
    ) throws -> Value
    /// `TypeName.name(...)`: a static factory of a host type.
    func callStatic(
        _ name: String, ofType typeName: String, args: [CallArgument], call: FunctionCallExprSyntax,
        evaluator: Evaluator, at node: Syntax, in scope: Scope?
    ) throws -> Value
    /// A chain of members the host reads as one (`dataSource.sectionSnapshotHandlers.shouldExpandItem`):
    /// the object it starts at and the dotted path; nil for any other expression.
    func dottedMember(
        _ expr: ExprSyntax, evaluator: Evaluator, in scope: Scope?
    ) throws -> (receiver: ObjectKey, path: String)?
    /// `base.name` of a host value or object.
    func property(
        _ name: String, of base: Value, evaluator: Evaluator, at node: Syntax, in scope: Scope?
    ) throws -> Value
    /// `base.name = value` of a host value (changed in place: the caller writes a struct back) or object.
    func setProperty(
        _ name: String, of base: inout Value, to value: Value, evaluator: Evaluator, at node: Syntax,
        rhs: ExprSyntax?, in scope: Scope?
    ) throws
    /// `base.name(...)` of a host value or object: the result, and a struct's changed value after a
    /// `mutating` method (nil otherwise).
    func callMethod(
        _ name: String, on base: Value, args: [CallArgument], call: FunctionCallExprSyntax, evaluator: Evaluator,
        at node: Syntax, in scope: Scope?
    ) throws -> (Value, Value?)
    /// `base[index]` of a host value.
    func subscriptValue(_ base: Value, _ index: Value, evaluator: Evaluator, at node: Syntax) throws -> Value
    /// `==` of two host objects (the same object, or equal values of a value type kept as objects).
    func objectsEqual(_ x: ObjectKey, _ y: ObjectKey, evaluator: Evaluator) -> Bool
    /// `==` of two host values.
    func valuesEqual(_ a: any ScriptObject, _ b: any ScriptObject, evaluator: Evaluator) -> Bool

    /// The lines `print(value)` shows for a host value (a layout object with the objects it refers to).
    func printedLines(of object: any ScriptObject, evaluator: Evaluator) -> [String]
    /// The same value as JSON (a bare expression's result in `--json`).
    func printedJSON(of object: any ScriptObject, evaluator: Evaluator) -> JSONValue

    // MARK: A program's subclass of a host class

    /// Whether `name`, written without `self.` in the program's subclass `typeName`, is a member the
    /// subclass inherits from its host superclass (a view controller's `view`, a collection view's
    /// `collectionViewLayout`).
    func inheritsMember(_ name: String, typeName: String, evaluator: Evaluator) -> Bool
    /// Whether `name(...)` called in the program's subclass `typeName` is a method of its host superclass
    /// that the program does not override (`setCollectionViewLayout(_:animated:)`).
    func inheritsMethod(_ name: String, typeName: String, evaluator: Evaluator) -> Bool
    /// An inherited member the host does not model (a view controller's `navigationItem`): the name of
    /// what it is, for the inert note; nil for a member that is modelled or not inherited.
    func unmodelledInherited(_ name: String, typeName: String, evaluator: Evaluator) -> String?
    /// The argument labels of the designated initializer that the inherited `init()` of the program's
    /// subclass `typeName` calls (`init(nibName:bundle:)` for a view controller); nil when it has none.
    func designatedInitializer(of typeName: String, evaluator: Evaluator) -> [String?]?
    /// Whether setting `name` on an instance is the host's work even when the program's class keeps the
    /// property as a field (`collectionView.collectionViewLayout = ...` installs the layout).
    func ownsProperty(_ name: String, typeName: String, evaluator: Evaluator) -> Bool
    /// The type of a property the program's subclass `typeName` inherits (a flow layout's `itemSize` is a
    /// `CGSize`): the context a value assigned to it is evaluated in.
    func inheritedPropertyType(_ name: String, typeName: String, evaluator: Evaluator) -> TypeSyntax?
    /// Sets an inherited property that shapes what the host lays out (a table view's `rowHeight`) before
    /// the program's own fields are looked at; false when `name` is not one.
    func setShapingProperty(
        _ name: String, of id: Int, typeName: String, to value: Value, rhs: ExprSyntax?, evaluator: Evaluator,
        at node: Syntax, in scope: Scope?
    ) throws -> Bool
    /// Calls a host method that keeps state per argument (`setTitle(_:for:)` of a button), which the
    /// program's class does not declare; nil when `name` is not one.
    func callStateMethod(
        _ name: String, on id: Int, typeName: String, args: [CallArgument], evaluator: Evaluator, in scope: Scope?
    ) throws -> Value?
    /// Reads the inherited member `name` of the program's object `id`; nil when the host has none.
    func inheritedMember(
        _ name: String, of id: Int, typeName: String, evaluator: Evaluator, at node: Syntax
    ) throws -> Value?
    /// Sets the inherited member `name` of the program's object `id`; false when the host has none.
    func setInherited(
        _ name: String, of id: Int, typeName: String, to value: Value, evaluator: Evaluator, at node: Syntax
    ) throws -> Bool
    /// Calls the inherited method `name` on the program's object `id`; nil when the host has none.
    func callInherited(
        _ name: String, on id: Int, typeName: String, args: [CallArgument], call: FunctionCallExprSyntax,
        evaluator: Evaluator, at node: Syntax, in scope: Scope?
    ) throws -> Value?
    /// `super.name(...)` reaching a host superclass; nil when the host has nothing to run for it.
    func superCall(
        _ name: String, of selfValue: Value, typeName: String, args: [CallArgument], evaluator: Evaluator,
        at node: Syntax, in scope: Scope?
    ) throws -> Value?

    /// The name a message gives the host type of a value (UIKit's own spelling, `NSCollectionLayoutItem`).
    func displayName(ofType typeName: String) -> String

    // MARK: What the host takes as inert

    /// The kind a note names an inert use by (`UIActivityIndicatorView` for `UIActivityIndicatorView.color`).
    func inertKind(_ name: String) -> String
    /// A member of an inert value that the host still answers (a bundle path, a default), else nil.
    func inertMember(_ name: String, of what: String, evaluator: Evaluator) -> Value?
    /// Whether a type's static methods are inert when the program's extension calls them unqualified
    /// (`activate(_:)` in `extension NSLayoutConstraint`).
    func hasInertStatics(_ typeName: String) -> Bool
    /// Whether a type the host models has a static factory or constant called `name` (`.fractionalWidth`,
    /// `.estimated`): a leading-dot call with no type around it that names one is ambiguous, not inert.
    func modelsStaticMember(_ name: String) -> Bool
    /// Evaluates the arguments of an inert call for their effects (a closure the host would call is run).
    func evaluateInertArguments(_ args: [CallArgument], evaluator: Evaluator, in scope: Scope?) throws
    /// A call that would load data from outside the program (a file, the network): the host's located
    /// error when that data would shape the layout, else nothing.
    func offlineLoad(
        _ name: String, on what: String, args: [CallArgument], evaluator: Evaluator, at node: Syntax,
        in scope: Scope?
    ) throws

    // MARK: The run loop

    /// A top-level statement has ended: what the host does on the next turn of its run loop happens
    /// now (completions, scheduled work, the first layout of new views).
    func statementEnded(evaluator: Evaluator) throws
}
