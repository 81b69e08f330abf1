import PlaygroundCore
import SwiftSyntax

// UIKit as the interpreter's host module. A UIKit type is described once, in its own file
// (`NSCollectionLayoutDimension.swift`): its initialisers and static factories with the types of
// their parameters, its properties, and its help. The interpreter evaluates each argument against
// the parameter's type (so `.fractionalWidth(0.5)` needs no decoder) and hands the host the values;
// the host builds the UIKit value. Help, completion and docs/commands.md read the same description
// (`HostType.typeSpec`).

/// A parameter of a UIKit initializer or factory: its argument label (nil for `_`) and the Swift
/// type expected there, which is the context its argument is evaluated in.
struct HostParameter: Sendable {
    var label: String?
    var type: String
    /// What the argument is called in messages (`a width`, `a value`).
    var what: String
    /// Swift lets the argument be left out (UIKit gives a default).
    var isOptional = false
    /// `type` (without a trailing `?`) as the context its argument is evaluated in, made once.
    let hint: TypeSyntax

    /// A closure parameter (an item provider): a trailing closure takes its place.
    var isClosure: Bool { type.hasSuffix("Provider") || type.contains("->") }

    init(_ label: String?, _ type: String, _ what: String, optional: Bool = false) {
        self.label = label
        self.type = type
        self.what = what
        self.isOptional = optional
        hint = Evaluator.makeHostTypeSyntax(type.hasSuffix("?") ? String(type.dropLast()) : type)
    }
}

/// An initializer (`name` empty) or a static factory (`.absolute(_:)`) of a UIKit type.
/// A class: a call site keeps the one it resolved to, and each call passed a copy of every field on.
final class HostFunction: Sendable {
    let name: String
    let parameters: [HostParameter]
    let doc: Doc
    let body: @Sendable (inout HostCall) throws -> any ScriptObject

    init(
        _ name: String, _ parameters: [HostParameter], doc: Doc,
        body: @escaping @Sendable (inout HostCall) throws -> any ScriptObject
    ) {
        self.name = name
        self.parameters = parameters
        self.doc = doc
        self.body = body
    }
}

/// A property of a UIKit type: read, and for a Swift struct's stored property also written
/// (`insets.leading = 8` changes that copy only).
struct HostProperty: Sendable {
    var name: String
    /// The Swift type a settable property takes (its assigned value is evaluated against it).
    var type: String?
    var doc: Doc
    var get: @Sendable (any ScriptObject) -> (any ScriptObject)?
    /// A reader that gives the interpreter's value itself (a typed snapshot's identifiers as values of
    /// their types); used instead of `get` when set.
    var read: (@Sendable (any ScriptObject, Evaluator) -> Value)?
    var set: (@Sendable (inout any ScriptObject, inout HostCall) throws -> Void)?

    init(
        _ name: String, type: String? = nil, doc: Doc,
        get: @escaping @Sendable (any ScriptObject) -> (any ScriptObject)?,
        set: (@Sendable (inout any ScriptObject, inout HostCall) throws -> Void)? = nil
    ) {
        self.name = name
        self.type = type
        self.doc = doc
        self.get = get
        self.set = set
    }
}

/// An instance method of a UIKit type (`snapshot.appendItems(_:toSection:)`). The body reads its
/// arguments through `HostMethodCall`, which evaluates each where Swift would (an identifier
/// against the snapshot's own identifier types); a `mutating` method changes the value it is
/// called on (the interpreter writes the copy back to the variable, as Swift does).
struct HostMethod: Sendable {
    var name: String
    /// The argument labels after the first (`toSection:`), which TAB offers inside the parentheses.
    var labels: [String]
    var mutating: Bool
    var doc: Doc
    var body: @Sendable (inout any ScriptObject, inout HostMethodCall) throws -> Value

    init(
        _ name: String, labels: [String] = [], mutating: Bool, doc: Doc,
        body: @escaping @Sendable (inout any ScriptObject, inout HostMethodCall) throws -> Value
    ) {
        self.name = name
        self.labels = labels
        self.mutating = mutating
        self.doc = doc
        self.body = body
    }
}

/// A UIKit type as the interpreter sees it. A class: the interpreter looks types up on most UIKit
/// member accesses, and a lookup then hands out one reference instead of a copy of every field.
final class HostType: Sendable {
    /// UIKit's name (`NSCollectionLayoutDimension`).
    let swiftName: String
    /// The playground's short name, kept for scripts written with it (`LayoutDimension`).
    let shortName: String
    /// Other names scripts may use for it (`DiffableDataSourceSnapshot`).
    let otherNames: [String]
    /// What messages call a value of it (`the dimension`).
    let what: String
    let summary: String
    /// A class whose instances are shared (items, groups): kept in the session under a name, so
    /// every group that lists an item sees its later changes. The others are values.
    let isReference: Bool
    let initializers: [HostFunction]
    /// Static factories and constants (`.absolute(_:)`, `.zero`); a constant has no parameters and
    /// is written without parentheses.
    let statics: [HostFunction]
    let constants: [String: @Sendable () -> any ScriptObject]
    let properties: [HostProperty]
    let methods: [HostMethod]
    /// Members that do not affect the layout or the data (`showsSeparators`): read and set as inert,
    /// named once in a note as `inertPrefix.member`.
    let inertMembers: Set<String>
    let inertPrefix: String
    /// The value of this type made from a value written where Swift expects one (nil: not one);
    /// what the interpreter's values of other types convert to (none for most types).
    let objectType: any ScriptObject.Type
    /// The message when a value of another type is given where one of this type is expected
    /// (`what`: the parameter; `found`: the argument as written).
    let mismatch: @Sendable (_ what: String, _ found: String) -> String

    init(
        swiftName: String, shortName: String, otherNames: [String] = [], what: String, summary: String,
        isReference: Bool = false, initializers: [HostFunction] = [], statics: [HostFunction] = [],
        constants: [String: @Sendable () -> any ScriptObject] = [:], properties: [HostProperty] = [],
        methods: [HostMethod] = [], inertMembers: Set<String> = [], inertPrefix: String = "",
        objectType: any ScriptObject.Type,
        mismatch: @escaping @Sendable (_ what: String, _ found: String) -> String
    ) {
        self.swiftName = swiftName
        self.shortName = shortName
        self.otherNames = otherNames
        self.what = what
        self.summary = summary
        self.isReference = isReference
        self.initializers = initializers
        self.statics = statics
        self.constants = constants
        self.properties = properties
        self.methods = methods
        self.inertMembers = inertMembers
        self.inertPrefix = inertPrefix
        self.objectType = objectType
        self.mismatch = mismatch
    }

    func initializer(labels: [String?]) -> HostFunction? { Self.pick(initializers, labels: labels) }
    /// `pick` among the statics named `name` (without making the list of them: one per call of a factory).
    func factory(_ name: String, labels: [String?]) -> HostFunction? {
        var first: HostFunction?
        for f in statics where f.name == name {
            if Self.fits(f, labels: labels) { return f }
            if first == nil { first = f }
        }
        return first
    }
    func property(_ name: String) -> HostProperty? { properties.first { $0.name == name } }
    /// The method `name` whose labels fit the call's (`numberOfItems(inSection:)` beside the
    /// property `numberOfItems`); when none fits, the one that takes most of them, so its checks say why.
    func method(_ name: String, labels: [String?]) -> HostMethod? {
        let named = methods.filter { $0.name == name }
        let given = labels.compactMap { $0 }.filter { $0 != "{}" }.map { $0 + ":" }
        if let fits = named.first(where: { m in given.allSatisfy { m.labels.contains($0) } }) { return fits }
        // None takes every label: the one that takes the most, so its checks name the label it lacks.
        var best = named.first
        var most = 0
        for m in named {
            let n = given.filter { m.labels.contains($0) }.count
            if n > most { (best, most) = (m, n) }
        }
        return best
    }

    /// The overload whose labels fit the call's (in order, optional ones may be left out); the
    /// first one when none fits, so its own checks say what is wrong.
    static func pick(_ functions: [HostFunction], labels: [String?]) -> HostFunction? {
        functions.first { fits($0, labels: labels) } ?? functions.first
    }

    /// Whether the call's labels fit `f`'s parameters in order (optional ones may be left out).
    static func fits(_ f: HostFunction, labels: [String?]) -> Bool {
        var i = 0
        for p in f.parameters {
            if i < labels.count, labels[i] == p.label || (labels[i] == "{}" && p.isClosure) {
                i += 1
            } else if !p.isOptional {
                return false
            }
        }
        return i == labels.count
    }

    /// The registry's view of the type: help, completion and docs/commands.md.
    var typeSpec: TypeSpec {
        TypeSpec(
            shortName, aliases: ([swiftName] + otherNames).filter { $0 != shortName }, summary: summary,
            constructors: (isReference ? initializers.prefix(1) + statics : initializers.prefix(1)).map {
                ConstructorSpec($0.name, doc: $0.doc)
            },
            members: properties.map { .property($0.name, doc: $0.doc, settable: $0.set != nil) }
                + methods.map { .method($0.name, doc: $0.doc, labels: $0.labels) })
    }
}

/// One call of a host function or property setter: its evaluated arguments, with their syntax for
/// messages. The checks below keep the wording of the one-line dialect's decoders (removed).
/// How messages name the value a host call makes (`'.absolute' of widthDimension`, `LayoutSize`),
/// spelled only when a message needs it: a section provider makes several such values per section,
/// and spelling each name cost more than the value.
struct HostNaming {
    /// The factory (`absolute` in `'.absolute' of widthDimension`); nil when `context` is the whole name.
    var factory: String?
    var context: String

    var text: String { factory.map { "'.\($0)' of \(context)" } ?? context }
}

struct HostCall {
    struct Argument {
        var label: String?
        var value: Value
        var node: Syntax
    }
    let evaluator: Evaluator
    /// The function as messages name it (`'.absolute' of widthDimension`, `LayoutSize`).
    var name: String { naming.text }
    private let naming: HostNaming
    var arguments: [Argument]
    let at: Syntax
    /// Where the call is evaluated (a property setter that reads its right-hand side as written).
    var scope: Scope?
    /// A closure the made object keeps (a layout's section provider): the session holds it beside
    /// the object's name.
    var keptClosure: FunctionValue?

    init(evaluator: Evaluator, name: String, arguments: [Argument], at: Syntax, scope: Scope? = nil) {
        self.init(evaluator: evaluator, naming: HostNaming(context: name), arguments: arguments, at: at, scope: scope)
    }

    init(evaluator: Evaluator, naming: HostNaming, arguments: [Argument], at: Syntax, scope: Scope? = nil) {
        self.evaluator = evaluator
        self.naming = naming
        self.arguments = arguments
        self.at = at
        self.scope = scope
    }

    func value(_ label: String?) -> Argument? { arguments.first { $0.label == label } }

    /// The argument `label`, which the function's overload says is there.
    func argument(_ label: String?) throws -> Argument {
        guard let a = value(label) else { throw evaluator.error("missing argument for '\(name)'", at: at) }
        return a
    }

    /// A finite number. (`what`, here and below, is spelled only for a message.)
    func number(_ label: String?, _ what: @autoclosure () -> String) throws -> Double {
        let a = try argument(label)
        return try Self.number(a, what(), evaluator: evaluator)
    }

    static func number(_ a: Argument, _ what: @autoclosure () -> String, evaluator: Evaluator) throws -> Double {
        let d: Double
        switch a.value {
        case .int(let i): d = Double(i)
        case .double(let x): d = x
        case .inert(let unknown): throw evaluator.inertValueError(unknown, at: a.node)
        default:
            throw evaluator.error("\(what()) must be a number, found '\(a.node.trimmedDescription)'", at: a.node)
        }
        guard d.isFinite else {
            throw evaluator.error("\(what()) must be a finite number, not '\(Format.number(d))'", at: a.node)
        }
        return d
    }

    /// A number ≥ 0.
    func nonNegative(_ label: String?, _ what: @autoclosure () -> String) throws -> Double {
        let v = try number(label, what())
        guard v >= 0 else {
            throw evaluator.error(
                "\(what()) must not be negative, found \(Format.number(v))", at: try argument(label).node)
        }
        return v
    }

    /// A whole number within `range`. With `upperIsLimit` (the top of the range is one of the
    /// limits in `help limits`), a number above it is said to be beyond that limit.
    func integer(
        _ label: String?, _ what: @autoclosure () -> String, in range: ClosedRange<Int>, upperIsLimit: Bool = false
    ) throws -> Int {
        let v = try number(label, what())
        let node = try argument(label).node
        guard v == v.rounded() else {
            throw evaluator.error("\(what()) must be a whole number, found \(Format.number(v))", at: node)
        }
        if upperIsLimit, v > Double(range.upperBound) {
            throw evaluator.error(
                "\(what()) \(Format.number(v)) is beyond the limit of \(range.upperBound)", at: node,
                help: "see 'help limits'")
        }
        guard v >= Double(range.lowerBound), v <= Double(range.upperBound) else {
            throw evaluator.error(
                "\(what()) must be between \(range.lowerBound) and \(range.upperBound), found \(Format.number(v))",
                at: node)
        }
        return Int(v)
    }

    /// A length in points: a number ≥ 0 within the playground's limit.
    func length(_ label: String?, _ what: @autoclosure () -> String) throws -> Double {
        let v = try nonNegative(label, what())
        guard v <= LayoutLimits.maxLength else {
            throw evaluator.error(
                "\(what()) \(Format.number(v)) is beyond the limit of \(Format.number(LayoutLimits.maxLength)) points",
                at: try argument(label).node, help: "see 'help limits'")
        }
        return v
    }

    /// `true` or `false`.
    func bool(_ label: String?, _ what: String) throws -> Bool {
        let a = try argument(label)
        if case .bool(let b) = a.value { return b }
        if case .inert(let unknown) = a.value { throw evaluator.inertValueError(unknown, at: a.node) }
        throw evaluator.error("\(what) must be 'true' or 'false', found '\(a.node.trimmedDescription)'", at: a.node)
    }

    private func enumCase<T>(_ a: Argument, _ what: String, _ cases: KeyValuePairs<String, T>) throws -> T {
        guard case .enumValue(let e) = a.value, e.payload.isEmpty else {
            if case .inert(let unknown) = a.value { throw evaluator.inertValueError(unknown, at: a.node) }
            throw evaluator.error(
                "\(what) must be one of \(cases.map { "." + $0.key }.joined(separator: ", ")), found '\(a.node.trimmedDescription)'",
                at: a.node)
        }
        if let hit = cases.first(where: { $0.key == e.caseName }) { return hit.value }
        throw evaluator.error(
            "unknown \(what) '.\(e.caseName)'", at: a.node,
            help: "expected one of \(cases.map { "." + $0.key }.joined(separator: ", "))"
        )
        .suggesting(e.caseName, from: cases.map(\.key)).withSuggestionPrefix(".")
    }

    /// A string (an element kind); an identifier the program holds as a value of its own type is its text.
    func string(_ label: String?, _ what: String) throws -> String {
        let a = try argument(label)
        switch a.value {
        case .string(let s):
            guard s.count <= Limits.identifierLength else {
                throw evaluator.error(
                    "\(what) is \(s.count) characters long; the limit is \(Limits.identifierLength)", at: a.node)
            }
            return s
        case .inert(let unknown): throw evaluator.inertValueError(unknown, at: a.node)
        default: throw evaluator.error("\(what) must be a String, found '\(a.node.trimmedDescription)'", at: a.node)
        }
    }

    /// A point: `CGPoint(x:y:)`, `.zero`, or a tuple `(x: 1, y: 2)` / `(1, 2)`.
    func point(_ label: String?, _ what: String) throws -> Point {
        let a = try argument(label)
        var parts: [(label: String?, value: Value)] = []
        switch a.value {
        case .structValue(let p) where p.typeName == "CGPoint":
            parts = [("x", p.field("x") ?? .double(0)), ("y", p.field("y") ?? .double(0))]
        case .tuple(let elements) where elements.count == 2:
            parts = elements.map { ($0.label, $0.value) }
        case .enumValue(let e) where e.caseName == "zero" && e.payload.isEmpty:
            return .zero
        case .inert(let unknown):
            throw evaluator.inertValueError(unknown, at: a.node)
        default:
            throw evaluator.error(
                "\(what) must be a point like (x: 10, y: -10), found '\(a.node.trimmedDescription)'", at: a.node)
        }
        var coordinates: [Double] = []
        for axis in ["x", "y"] {
            guard let i = parts.firstIndex(where: { $0.label == axis }) ?? parts.firstIndex(where: { $0.label == nil })
            else {
                throw evaluator.error("missing '\(axis)' in '\(what)'", at: a.node)
            }
            let part = parts.remove(at: i)
            coordinates.append(
                try Self.number(Argument(label: axis, value: part.value, node: a.node), axis, evaluator: evaluator))
        }
        return Point(x: coordinates[0], y: coordinates[1])
    }

    /// `[.top, .trailing]`, `.top`, `.all`, `[]` (NSDirectionalRectEdge).
    func edges(_ label: String?, _ what: String) throws -> DirectionalRectEdge {
        let a = try argument(label)
        let table: KeyValuePairs<String, DirectionalRectEdge> = [
            "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "all": .all,
        ]
        let values: [Value]
        if case .array(let elements) = a.value { values = elements } else { values = [a.value] }
        var result: DirectionalRectEdge = []
        for v in values {
            result.formUnion(try enumCase(Argument(label: label, value: v, node: a.node), what, table))
        }
        return result
    }

    /// A case of a UIKit enum written with a leading dot (`.continuous`); `cases` in the order
    /// messages list them.
    func enumCase<T>(_ label: String?, _ what: String, _ cases: KeyValuePairs<String, T>) throws -> T {
        try enumCase(try argument(label), what, cases)
    }

    /// An array of objects the session keeps by name (`[badge]`), as references to them.
    func refs<T: ScriptObject & Hashable>(_ label: String?, as type: T.Type, _ what: String) throws -> [Ref<T>] {
        let a = try argument(label)
        guard case .array(let elements) = a.value else {
            throw evaluator.error("\(what) must be a list like [header]", at: a.node)
        }
        var out: [Ref<T>] = []
        for element in elements {
            guard case .uikit(let key) = element, let object = evaluator.session[key: key] else {
                throw evaluator.error(
                    "\(what) must be a list of \(T.typeName), found '\(a.node.trimmedDescription)'", at: a.node)
            }
            guard object is T else {
                throw evaluator.error(
                    "'\(evaluator.shown(key))' is a \(object.typeName), but \(what) must be a \(T.typeName)", at: a.node
                )
            }
            out.append(Ref(key))
        }
        return out
    }

    /// One object of type `T`: a reference to the one the session keeps, or the value itself.
    func ref<T: ScriptObject & Hashable>(_ label: String?, as type: T.Type, _ what: String) throws -> Ref<T> {
        let a = try argument(label)
        return try evaluator.hostRef(a.value, as: type, what, at: a.node)
    }

    /// A value of a host type (`LayoutSize` where a size is expected), or nil for `nil`.
    func object<T: ScriptObject>(_ label: String?, as type: T.Type, _ what: String) throws -> T? {
        let a = try argument(label)
        if a.value.isNone { return nil }
        return try evaluator.hostObject(a.value, as: type, what, at: a.node)
    }
}

/// Which of a call's arguments parameters took (bits for the first 64, as every host call has).
private struct TakenArguments {
    private var bits: UInt64 = 0
    private var more: [Bool]
    init(count: Int) { more = count > 64 ? [Bool](repeating: false, count: count - 64) : [] }
    subscript(i: Int) -> Bool {
        get { i < 64 ? bits & (1 << UInt64(i)) != 0 : more[i - 64] }
        set {
            if i >= 64 {
                more[i - 64] = newValue
            } else if newValue {
                bits |= 1 << UInt64(i)
            } else {
                bits &= ~(1 << UInt64(i))
            }
        }
    }
}

/// The host module's types, by UIKit's name and by the playground's short name.
enum UIKitHost {
    static let types: [HostType] = [
        NSCollectionLayoutDimensionHost.type, NSCollectionLayoutSizeHost.type, NSDirectionalEdgeInsetsHost.type,
        NSCollectionLayoutSpacingHost.type, NSCollectionLayoutEdgeSpacingHost.type, NSCollectionLayoutItemHost.type,
        NSCollectionLayoutGroupHost.type, NSCollectionLayoutSectionHost.type, NSCollectionLayoutAnchorHost.type,
        NSCollectionLayoutSupplementaryItemHost.type, NSCollectionLayoutBoundarySupplementaryItemHost.type,
        NSCollectionLayoutDecorationItemHost.type, UICollectionLayoutListConfigurationHost.type,
        NSDiffableDataSourceSnapshotHost.type, NSDiffableDataSourceSectionSnapshotHost.type,
        UICollectionViewCompositionalLayoutConfigurationHost.type, UICollectionViewCompositionalLayoutHost.type,
        UICollectionViewDiffableDataSourceHost.type, IndexPathHost.type, LayoutEnvironmentHost.type,
        DecelerationRateHost.type, SectionSnapshotHandlersHost.type, ReorderingHandlersHost.type,
    ]
    private static let byName: [String: HostType] = {
        var table: [String: HostType] = [:]
        for t in types {
            table[t.swiftName] = t
            table[t.shortName] = t
            for name in t.otherNames { table[name] = t }
        }
        return table
    }()

    /// The names of every modelled type's static factories and constants (`fractionalWidth`, `zero`).
    static let staticMemberNames: Set<String> = Set(types.flatMap { $0.statics.map(\.name) + $0.constants.keys })

    static func type(named name: String) -> HostType? { byName[name] }
    static func type(of object: any ScriptObject) -> HostType? { byName[object.typeName] }
}

extension Evaluator {
    /// `NSCollectionLayoutSize(widthDimension:heightDimension:)` or `.init(...)`: a host initializer,
    /// its arguments evaluated against the parameters' types.
    /// `chosen`: the initializer a call site resolved to (`CallSite`), when the program's extensions add none.
    func hostConstruct(
        _ type: HostType, args: [CallArgument], call: FunctionCallExprSyntax, at node: some SyntaxProtocol,
        in scope: Scope?, chosen: HostFunction? = nil
    ) throws -> Value {
        // One the program's extension adds (`init(horizontal:vertical:)`) is chosen by its labels, as in Swift.
        if chosen == nil, !args.isEmpty, let v = try extensionInitializer(type, args: args, call: call, in: scope) {
            return v
        }
        guard let f = chosen ?? type.initializer(labels: Self.hostLabels(args)) else {
            throw error("'\(type.swiftName)' has no initializer here", at: node)
        }
        // Only the outermost construction of a `let` takes its name (arguments are made first).
        let global = initializingGlobal
        let local = initializingLocal
        initializingGlobal = nil
        initializingLocal = nil
        let (object, kept) = try callHost(
            f, of: type, name: type.shortName, described: uikit.hostContext.last ?? HostNaming(context: type.what),
            args: args, at: node, in: scope)
        guard type.isReference else { return store(object) }
        if let global {
            session.define(global.name, object, constant: global.isLet)
            if let kept { session.swift.providers[.named(global.name)] = kept }
            mutated = true
            return .uikit(.named(global.name))
        }
        let made = store(object, shown: local)
        if let kept, case .uikit(let key) = made { session.swift.providers[key] = kept }
        // Until a variable names it, an object is shown as the code that made it.
        if local == nil, case .uikit(.object(let id)) = made { uikit.spelledHere[id.number] = call }
        return made
    }

    /// `.absolute(44)`, `NSCollectionLayoutSpacing.fixed(8)`: a host factory (`chosen`: the one a
    /// call site resolved to, see `CallSite`).
    func hostFactory(
        _ type: HostType, _ name: String, args: [CallArgument], at node: some SyntaxProtocol,
        in scope: Scope?, chosen: HostFunction? = nil
    ) throws -> Value? {
        guard let f = chosen ?? type.factory(name, labels: Self.hostLabels(args)) else { return nil }
        // Written with its type (`NSCollectionLayoutGroup.horizontal`) for a class, as a leading dot for a value.
        let global = initializingGlobal
        let local = initializingLocal
        initializingGlobal = nil
        initializingLocal = nil
        if type.isReference {
            let called = type.shortName + "." + name
            let (object, _) = try callHost(
                f, of: type, name: called, described: HostNaming(context: called), args: args, at: node, in: scope)
            if let global {
                session.define(global.name, object, constant: global.isLet)
                mutated = true
                return .uikit(.named(global.name))
            }
            return store(object, shown: local)
        }
        let context = uikit.hostContext.last?.text ?? type.what
        return store(
            try callHost(
                f, of: type, name: "." + name, described: HostNaming(factory: name, context: context), args: args,
                at: node, in: scope
            ).object)
    }

    /// The call's argument labels, a trailing closure as `{}` (it takes a closure parameter's place).
    static func hostLabels(_ args: [CallArgument]) -> [String?] {
        args.map { $0.isTrailingClosure ? "{}" : $0.label }
    }

    /// Matches the arguments to `f`'s parameters as Swift does (by label, in order), evaluates each
    /// against its parameter's type, and runs the host.
    /// `name`: the function as arity messages name it (`LayoutSize`, `.absolute`); `described`: the
    /// value as value messages do (`'.absolute' of widthDimension` inside `LayoutSize(widthDimension: ...)`).
    private func callHost(
        _ f: HostFunction, of type: HostType, name: @autoclosure () -> String, described: HostNaming,
        args: [CallArgument], at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> (object: any ScriptObject, kept: FunctionValue?) {
        // The arguments not yet taken by a parameter, marked in place: a copy of the list to remove
        // them from was an array made per call of every host function.
        var taken = TakenArguments(count: args.count)
        var evaluated: [HostCall.Argument] = []
        evaluated.reserveCapacity(f.parameters.count)
        let usage = f.doc.usage
        // The labels the function takes, spelled `label:`: only messages use them (made per call,
        // they were a string and an array for every call of every host function).
        var known: [String] { f.parameters.compactMap { $0.label.map { $0 + ":" } } }
        for p in f.parameters {
            guard
                let i = args.indices.first(where: {
                    !taken[$0] && (args[$0].label == p.label || (args[$0].isTrailingClosure && p.isClosure))
                })
            else {
                if p.isOptional { continue }
                let known = known
                if let unknown = args.indices.lazy.filter({ !taken[$0] }).map({ args[$0] })
                    .first(where: { $0.label.map { !known.contains($0 + ":") } ?? false }),
                    let label = unknown.label
                {
                    throw error(
                        "'\(name())' has no argument labelled '\(label):'",
                        at: unknown.labelToken.map(Syntax.init) ?? Syntax(unknown.expr),
                        help: "usage: \(usage)"
                    ).suggesting(label + ":", from: known)
                }
                let spelled = p.label.map { "argument '\($0):'" } ?? p.what
                throw error("missing \(spelled) for '\(name())'", at: node, help: "usage: \(usage)")
            }
            taken[i] = true
            let a = args[i]
            uikit.hostContext.append(p.label.map { HostNaming(context: $0) } ?? described)
            defer { uikit.hostContext.removeLast() }
            let value = try hostArgument(a.expr, type: p.type, hint: p.hint, what: p.label ?? described.text, in: scope)
            evaluated.append(HostCall.Argument(label: p.label, value: value, node: Syntax(a.expr)))
        }
        if let extra = args.indices.first(where: { !taken[$0] }).map({ args[$0] }) {
            if let label = extra.label {
                throw error(
                    "'\(name())' has no argument labelled '\(label):'",
                    at: extra.labelToken.map(Syntax.init) ?? Syntax(extra.expr),
                    help: "usage: \(usage)"
                ).suggesting(label + ":", from: known)
            }
            throw error(
                "extra argument '\(extra.expr.trimmedDescription)' for '\(name())'", at: extra.expr,
                help: "usage: \(usage)")
        }
        var call = HostCall(evaluator: self, naming: described, arguments: evaluated, at: Syntax(node))
        let object = try f.body(&call)
        return (object, call.keptClosure)
    }

    /// An argument evaluated where Swift expects `type`. A bare `nan` or `inf` (not Swift's names,
    /// but what users type for them) is refused as not finite.
    /// (`what` is spelled only for a message.)
    func hostArgument(_ expr: ExprSyntax, type: String, what: @autoclosure () -> String, in scope: Scope?) throws
        -> Value
    {
        let hint = Self.hostTypeSyntax(type.hasSuffix("?") ? String(type.dropLast()) : type)
        return try hostArgument(expr, type: type, hint: hint, what: what(), in: scope)
    }

    /// The same, with the type as syntax (`HostParameter.hint`).
    func hostArgument(
        _ expr: ExprSyntax, type: String, hint: TypeSyntax, what: @autoclosure () -> String, in scope: Scope?
    ) throws -> Value {
        // A leading-dot UIKit value of literals runs once per unit (`ConstantHostValue`).
        let leadingDot = Self.isLeadingDot(expr)
        // `.none` where an Optional is expected is nil, as in Swift (whatever members the wrapped type has).
        if leadingDot, type.utf8.last == UInt8(ascii: "?"), let m = expr.as(MemberAccessExprSyntax.self),
            m.declName.baseName.text == "none", m.declName.argumentNames == nil
        {
            try tick(expr)
            return .none
        }
        let known = leadingDot ? knownConstantHostValue(expr, type: type) : nil
        if let kept = known?.value { return kept }
        if let ref = expr.as(DeclReferenceExprSyntax.self), Self.isNonFiniteWord(ref.baseName.text),
            !isDefined(ref.baseName.text, in: scope)
        {
            throw error("\(what()) must be a finite number, not '\(ref.baseName.text)'", at: expr)
        }
        let value = try evaluate(
            expr, in: scope, hint: type == "CGFloat" && Self.isLiteralArithmetic(expr) ? Self.cgFloatType : hint)
        // A bare word is an identifier only where a snapshot takes identifiers; a UIKit parameter
        // never does, so it is a name Swift cannot find (`subitems: [cel]`).
        if case .symbol(let word) = value { throw unknownName(word, at: expr) }
        if case .array(let elements) = value, let array = expr.as(ArrayExprSyntax.self) {
            for (element, written) in zip(elements, array.elements) {
                if case .symbol(let word) = element { throw unknownName(word, at: written.expression) }
            }
        }
        if leadingDot, known == nil { keepConstantHostValue(expr, type: type, value) }
        return value
    }

    /// `nan`, `inf` or `infinity` (told without making a list of them per argument).
    private static func isNonFiniteWord(_ word: String) -> Bool {
        switch word {
        case "nan", "inf", "infinity": true
        default: false
        }
    }

    /// A parameter's type as the type context reads it: `NSCollectionLayoutSize`, `[NSCollectionLayoutItem]`.
    /// The host's own parameter and property types are made once (each new syntax node is a tree of
    /// its own, allocated with its arena: a section provider made several per section).
    static func hostTypeSyntax(_ type: String) -> TypeSyntax {
        hostTypeSyntaxes[type] ?? makeHostTypeSyntax(type)
    }

    fileprivate static func makeHostTypeSyntax(_ type: String) -> TypeSyntax {
        if type.hasPrefix("["), type.hasSuffix("]") {
            return TypeSyntax(ArrayTypeSyntax(element: makeHostTypeSyntax(String(type.dropFirst().dropLast()))))
        }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(type)))
    }

    /// The base name (`Builtins.baseTypeName`) of a type syntax of the host's table, found by its node:
    /// these nodes are the hints of most host arguments, and reading the name from the tree again
    /// (a cast, four child lookups and a String) cost each call of a section provider about 2,000
    /// instructions. The table's trees live as long as the program, so no other node has their ids.
    static func hostBaseTypeName(_ type: TypeSyntax) -> String? {
        hostBaseTypeNames[type.id]
    }

    private static let hostBaseTypeNames: [SyntaxIdentifier: String] = {
        var table: [SyntaxIdentifier: String] = [:]
        for (_, type) in hostTypeSyntaxes { table[type.id] = Builtins.uncachedBaseTypeName(type) }
        for host in UIKitHost.types {
            for p in (host.initializers + host.statics).flatMap(\.parameters) {
                table[p.hint.id] = Builtins.uncachedBaseTypeName(p.hint)
            }
        }
        // The context of number-literal arithmetic given to a CGFloat parameter (`.fractionalWidth(1)`).
        table[cgFloatType.id] = "CGFloat"
        return table
    }()

    private static let hostTypeSyntaxes: [String: TypeSyntax] = {
        var table: [String: TypeSyntax] = [:]
        for host in UIKitHost.types {
            // A parameter's own node where there is one, so that its base name is known by either.
            for p in (host.initializers + host.statics).flatMap(\.parameters) {
                let name = p.type.hasSuffix("?") ? String(p.type.dropLast()) : p.type
                if table[name] == nil { table[name] = p.hint }
            }
            for type in host.properties.compactMap(\.type) {
                let name = type.hasSuffix("?") ? String(type.dropLast()) : type
                if table[name] == nil { table[name] = makeHostTypeSyntax(name) }
            }
        }
        return table
    }()

    /// `value` as a `T` where Swift expects one: a host value, or a name the session holds one under.
    func hostObject<T: ScriptObject>(_ value: Value, as type: T.Type, _ what: String, at node: some SyntaxProtocol)
        throws -> T
    {
        if let object = uikitObject(value) as? T { return object }
        if case .inert(let unknown) = value { throw inertValueError(unknown, at: node) }
        let host = UIKitHost.type(named: T.typeName)
        if case .uikit(let key) = value, let object = session[key: key] {
            throw error("'\(shown(key))' is a \(object.typeName), but \(what) must be a \(T.typeName)", at: node)
        }
        throw error(host?.mismatch(what, node.trimmedDescription) ?? "\(what) must be a \(T.typeName)", at: node)
    }

    /// `value` as a reference to an object of type `T`: by the name the session keeps a class's
    /// instance under, or (a struct) the value itself.
    func hostRef<T: ScriptObject & Hashable>(
        _ value: Value, as type: T.Type, _ what: String, at node: some SyntaxProtocol
    )
        throws -> Ref<T>
    {
        let object = try hostObject(value, as: type, what, at: node)
        if case .uikit(let key) = value { return Ref(key) }
        return .inline(object)
    }

    /// An inert value (something the playground does not model) used where the layout or the data
    /// needs a value: never a guess.
    func inertValueError(_ unknown: String, at node: some SyntaxProtocol) -> ScriptError {
        error(
            "'\(unknown)' is not modelled by the playground (a \(InertOrigin.kind(unknown))), so it cannot be used as "
                + "a layout or data value here", at: node, help: InertOrigin.help(unknown))
    }

    /// `size.widthDimension`: a host property of a host value.
    func hostProperty(_ name: String, of object: any ScriptObject, type: HostType, at node: some SyntaxProtocol) throws
        -> Value?
    {
        if type.inertMembers.contains(name) { return .inert(type.inertPrefix + "." + name) }
        guard let p = type.property(name) else { return nil }
        if let read = p.read { return read(object, self) }
        guard let result = p.get(object) else { return Value.none }
        // The host's numbers are CGFloat: `insets.top` prints 2.0, as Swift does.
        if let number = result as? NumberValue { return .double(number.value) }
        return store(result)
    }

    /// `item.contentInsets = ...`: a property of a host object the session keeps (every group that
    /// lists it sees the change); a layout object must not come to contain itself.
    func setHostProperty(
        _ name: String, of receiver: ObjectKey, object: any ScriptObject, type: HostType, to value: Value,
        at node: some SyntaxProtocol, rhs: ExprSyntax?, in scope: Scope?
    ) throws {
        var base = Value.uikitValue(UIKitValue(object: object))
        guard try setHostProperty(name, of: &base, type: type, to: value, at: node, rhs: rhs, in: scope),
            case .uikitValue(let changed) = base
        else {
            throw error("value of type \(type.swiftName) has no member '\(name)'", at: node)
                .suggesting(name, from: type.properties.filter { $0.set != nil }.map(\.name))
        }
        session.define(key: receiver, changed.object)
        mutated = true
        if changed.object is GroupDefinition || changed.object is ItemDefinition, let receiver = receiver.name {
            do {
                try LayoutBuilder.checkCycles(startingAt: receiver, in: session)
            } catch {
                throw self.error(error.message, at: node)
            }
        }
        try UIKitSurface.afterChange(of: receiver, evaluator: self)
    }

    /// `insets.leading = 8`: a stored property of a host struct, set on this copy.
    func setHostProperty(
        _ name: String, of base: inout Value, type: HostType, to value: Value, at node: some SyntaxProtocol,
        rhs: ExprSyntax?, in scope: Scope?
    ) throws -> Bool {
        guard case .uikitValue(var box) = base else { return false }
        if type.inertMembers.contains(name) {
            noteInert(type.inertPrefix + "." + name, at: node)
            return true
        }
        guard let p = type.property(name) else { return false }
        guard let set = p.set else {
            throw error("'\(name)' of \(type.swiftName) is read-only", at: node)
        }
        // The right-hand side of an assignment to a UIKit member comes unevaluated.
        var value = value
        if case .void = value, let rhs, let valueType = p.type {
            uikit.hostContext.append(HostNaming(context: name))
            defer { uikit.hostContext.removeLast() }
            value = try hostArgument(rhs, type: valueType, what: "'\(name)'", in: scope)
        }
        let argNode = rhs.map(Syntax.init) ?? Syntax(node)
        var call = HostCall(
            evaluator: self, name: name, arguments: [HostCall.Argument(label: nil, value: value, node: argNode)],
            at: Syntax(node), scope: scope)
        try set(&box.object, &call)
        base = .uikitValue(box)
        return true
    }
}

extension HostProperty {
    /// A read-only property of the host value `T`, documented as the registry's members are.
    static func readOnly<T: ScriptObject>(
        _ name: String, of type: T.Type, usage: String, _ summary: String, example: String,
        get: @escaping @Sendable (T) -> (any ScriptObject)?
    ) -> HostProperty {
        HostProperty(
            name, doc: Doc(usage: usage, summary: summary, examples: [example]),
            get: { object in
                (object as? T).flatMap(get)
            })
    }
}

extension HostProperty {
    /// A property of a host object of type `T`, read and (with `set`) written.
    static func of<T: ScriptObject>(
        _ type: T.Type, _ name: String, type swiftType: String?, usage: String, _ summary: String,
        example: String, get: @escaping @Sendable (T) -> any ScriptObject,
        set: (@Sendable (inout T, inout HostCall) throws -> Void)? = nil
    ) -> HostProperty {
        var setter: (@Sendable (inout any ScriptObject, inout HostCall) throws -> Void)?
        if let set {
            setter = { (object: inout any ScriptObject, call: inout HostCall) throws in
                guard var typed = object as? T else { return }
                try set(&typed, &call)
                object = typed
            }
        }
        return HostProperty(
            name, type: swiftType, doc: Doc(usage: usage, summary: summary, examples: [example]),
            get: { object in (object as? T).map(get) }, set: setter)
    }
}
