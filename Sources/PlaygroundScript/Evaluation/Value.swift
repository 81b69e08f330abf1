import HashTreeCollections
import PlaygroundCore
import SwiftSyntax

/// A Swift value in the evaluator. Structs, enums, tuples and arrays are values (copied on
/// assignment); user classes live in the session's heap and are referenced by `.object`; UIKit's
/// classes live in the session's objects and are referenced by `.uikit` (their name or identity).
indirect enum Value: Sendable {
    case void
    /// `nil` (Optional.none); any other value stands for `.some` of itself.
    case none
    case int(Int)
    /// Double, CGFloat and Float.
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    case dictionary(DictionaryValue)
    case tuple([TupleElement])
    case range(lower: Int, upper: Int, closed: Bool)
    /// `0.0..<1.0`: a floating-point range (Swift's Range<Double> and ClosedRange<Double>): a pattern
    /// (`case 0..<320:`), `contains`, `Double.random(in:)`.
    case doubleRange(lower: Double, upper: Double, closed: Bool)
    /// `a...`, `...b`, `..<b`: a range with one bound (Swift's PartialRangeFrom, Through, UpTo).
    case partialRange(PartialRange)
    /// A word used where an identifier is expected (`snapshot.appendItems([p1...p4])`): the playground's
    /// own identifiers need no declaration. `...` between two words is an identifier range.
    case symbol(String)
    case symbolRange(String, String)
    case function(FunctionValue)
    /// A type used as a value: `Section.allCases`, `NSCollectionLayoutItem(...)`.
    case type(String)
    case structValue(StructValue)
    case enumValue(EnumValue)
    /// A user class instance (its fields are in the session's heap).
    case object(Int)
    /// A UIKit object with identity the session keeps (layout classes, the data source): by the
    /// name its table keeps it under, or by its identity when it has no name there.
    case uikit(ObjectKey)
    /// A UIKit value type (snapshots, insets, sizes) carried by value.
    case uikitValue(UIKitValue)
    /// A dotted member of a UIKit object read on its way to a deeper one (`layout.configuration`
    /// in `layout.configuration.interSectionSpacing = 8`): the object and the path so far.
    case uikitPath(receiver: ObjectKey, path: String)
    /// `UUID()`: deterministic per session (the n-th UUID created).
    case uuid(Int)
    /// View plumbing with no effect on layout or data (`view.backgroundColor`, `register`, cells):
    /// members and calls give more of it, assignments are ignored. The text names what it was.
    case inert(String)
    /// `super` inside a method of a class (its type, and `self`).
    case superOf(String, Value)

    struct TupleElement: Sendable {
        var label: String?
        var value: Value
    }

    enum PartialRange: Sendable, Equatable {
        case from(Int), through(Int), upTo(Int)

        func contains(_ v: Double) -> Bool {
            switch self {
            case .from(let lo): v >= Double(lo)
            case .through(let hi): v <= Double(hi)
            case .upTo(let hi): v < Double(hi)
            }
        }

        func contains(_ v: Int) -> Bool {
            switch self {
            case .from(let lo): v >= lo
            case .through(let hi): v <= hi
            case .upTo(let hi): v < hi
            }
        }

        var typeName: String {
            switch self {
            case .from: "PartialRangeFrom<Int>"
            case .through: "PartialRangeThrough<Int>"
            case .upTo: "PartialRangeUpTo<Int>"
            }
        }
    }

    var isNone: Bool { if case .none = self { true } else { false } }
    /// What an unmodelled value is (`UIScreen.main.safeAreaInsets`); nil for a modelled one.
    var unmodelled: String? { if case .inert(let what) = self { what } else { nil } }
}

/// A UIKit value-type object (a snapshot, insets, a size) boxed for `Value`.
struct UIKitValue: Sendable {
    var object: any ScriptObject
}

struct StructValue: Sendable {
    var typeName: String
    var fields: [Field]
    struct Field: Sendable {
        var name: String
        var value: Value
    }

    func field(_ name: String) -> Value? { fields.first { $0.name == name }?.value }
    mutating func set(_ name: String, _ value: Value) -> Bool {
        guard let i = fields.firstIndex(where: { $0.name == name }) else { return false }
        fields[i].value = value
        return true
    }
}

struct EnumValue: Sendable {
    var typeName: String
    var caseName: String
    /// The payload lives in a `PayloadBox`, which frees a deep chain of cases without recursion.
    private var box: PayloadBox
    var payload: [Value.TupleElement] { box.elements }

    init(typeName: String, caseName: String, payload: [Value.TupleElement]) {
        self.typeName = typeName
        self.caseName = caseName
        box = payload.isEmpty ? PayloadBox.empty : PayloadBox(payload)
    }

    /// The payload of an enum case. `indirect enum L { case end; case cons(Int, L) }` built 50,000
    /// deep would, when freed, release each case from inside the release of the one before it, one
    /// native stack frame set per level, until the stack ends (the REPL crashed at `quit`). The box
    /// frees the cases it alone holds one after another instead.
    final class PayloadBox: @unchecked Sendable {
        static let empty = PayloadBox([])
        fileprivate(set) var elements: [Value.TupleElement]
        init(_ elements: [Value.TupleElement]) { self.elements = elements }

        deinit {
            var pending: [PayloadBox] = []
            Self.takeBoxes(from: &elements, into: &pending)
            while let next = pending.popLast() {
                Self.takeBoxes(from: &next.elements, into: &pending)
                // `next` is freed here with no cases left in it.
            }
        }

        /// Moves out of `elements` the payload boxes of enum cases that nothing else holds.
        private static func takeBoxes(from elements: inout [Value.TupleElement], into pending: inout [PayloadBox]) {
            for i in elements.indices {
                var box: PayloadBox
                do {
                    guard case .enumValue(let e) = elements[i].value, !e.payload.isEmpty else { continue }
                    box = e.box
                }
                elements[i].value = .void
                if isKnownUniquelyReferenced(&box) { pending.append(box) }
            }
        }
    }
}

/// An insertion-ordered dictionary (deterministic printing and iteration).
struct DictionaryValue: Sendable {
    var keys: [Value] = []
    var values: [Value] = []
    var index: [String: Int] = [:]

    subscript(key: Value) -> Value? {
        get { index[key.hashKey].map { values[$0] } }
        set {
            let k = key.hashKey
            if let i = index[k] {
                if let newValue {
                    values[i] = newValue
                } else {
                    keys.remove(at: i)
                    values.remove(at: i)
                    index = [:]
                    for (j, key) in keys.enumerated() { index[key.hashKey] = j }
                }
            } else if let newValue {
                index[k] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }
    var count: Int { keys.count }
}

/// A function or closure: its parameters, body and the scope it captured.
struct FunctionValue: Sendable {
    enum Body: Sendable {
        case block(CodeBlockItemListSyntax)
        case builtin(@Sendable (inout CallContext, [Value.TupleElement]) throws -> Value)
    }
    struct Parameter: Sendable {
        var label: String?
        var name: String
        var defaultValue: ExprSyntax?
        var type: TypeSyntax?
        var isInout: Bool
        var isVariadic: Bool
        /// `@Builder content: () -> T`: the result builder a closure passed here runs with.
        var resultBuilder: String? = nil
    }
    var name: String
    var parameters: [Parameter]
    var body: Body
    var captured: Scope?
    /// Kept in the scope it captured, without the capture (see `Scope`): reading it gives it back.
    var capturesHolder = false
    /// For methods: the receiver (`self`) and whether the method may change it (structs).
    var selfValue: Value?
    var isMutating = false
    /// For static methods and initializers: the type (for `Self` and unqualified static access).
    var typeName: String?
    var returnType: TypeSyntax?
    /// The result builder the body runs with (`Evaluation/ResultBuilders.swift`).
    var resultBuilder: String?
    /// Closures with `$0`, `$1`: parameters come from the call.
    var usesShorthand = false
    var isStatic = false
    /// Overloads of a named function or method (chosen by argument labels at the call).
    var overloads: [FunctionDeclSyntax] = []
    /// For a method whose overloads come from more than one class of a hierarchy: the class declaring each
    /// (nil when one type declares them all, `typeName`).
    var overloadTypes: [String]?
    /// An initializer of a user type (it builds `self`).
    var initializer: InitializerDeclSyntax?
    /// For a lazy property not yet read (see `LazyMarker`).
    var lazyExpression: ExprSyntax?
}

/// A local scope: Swift closures capture variables by reference, so scopes are shared boxes.
/// Global variables live in the session value instead (so a failed statement and `undo` restore them).
///
/// A function kept in the very scope it captured (a local `func`, `let g = { ... }` in a function
/// body) would make a reference cycle, scope → function → scope, and neither would ever be freed
/// (every call of such a function kept its locals alive). It is stored without that capture and
/// gets it back when it is read: only through the scope can it be read.
final class Scope: @unchecked Sendable {
    private var storage = ScopeTable<Value>()
    /// The declared types of this scope's variables that have one (`var mode: Mode = .grid`).
    private var declaredTypes: ScopeTable<TypeSyntax>?
    let parent: Scope?
    /// The innermost function's `self`, for unqualified member access inside methods.
    var selfName: Bool = false
    /// This scope's own `let` variables (nil: none), so a mutating method on one is refused as Swift does.
    private var constants: ScopeNames?
    init(parent: Scope?) { self.parent = parent }

    /// Marks this scope's own variable `name` as a `let` (or, with false, a `var`).
    func setConstant(_ name: String, _ isLet: Bool) {
        if isLet {
            if constants == nil { constants = ScopeNames() }
            constants?.insert(name)
        } else if constants?.contains(name) == true {
            constants?.remove(name)
        }
    }

    /// Whether the variable `name` as this scope sees it is a `let`; nil when no scope has it.
    func isConstant(_ name: String) -> Bool? {
        var s: Scope? = self
        while let scope = s {
            if scope.storage[name] != nil { return scope.constants?.contains(name) ?? false }
            s = scope.parent
        }
        return nil
    }

    /// The variable `name` of this scope itself (not its parents).
    subscript(name: String) -> Value? {
        get { storage[name].map(restored) }
        set { storage[name] = newValue.map(stored) }
    }

    /// This scope's own variables, by name.
    var variables: [String: Value] { storage.mapValues(restored) }

    /// Replaces this scope's own variables with `other`'s (as they read there).
    func takeVariables(of other: Scope) {
        storage = ScopeTable<Value>()
        for (name, value) in other.variables { self[name] = value }
    }

    /// Records (or, with nil, forgets) the declared type of this scope's own variable `name`.
    func setDeclaredType(_ name: String, _ type: TypeSyntax?) {
        if let type {
            if declaredTypes == nil { declaredTypes = ScopeTable() }
            declaredTypes?[name] = type
        } else if declaredTypes?[name] != nil {
            declaredTypes?[name] = nil
        }
    }

    /// Whether a scope holds the variable `name`, and its declared type there if it has one (an inner
    /// variable without one hides an outer one's type, as it hides its value).
    func declaredType(_ name: String) -> (found: Bool, type: TypeSyntax?) {
        var s: Scope? = self
        while let scope = s {
            if scope.storage[name] != nil { return (true, scope.declaredTypes?[name]) }
            s = scope.parent
        }
        return (false, nil)
    }

    func lookup(_ name: String) -> Value? {
        var s: Scope? = self
        while let scope = s {
            if let v = scope[name] { return v }
            s = scope.parent
        }
        return nil
    }

    /// Sets an existing variable in the scope that has it; false when no scope has it.
    func assign(_ name: String, _ value: Value) -> Bool {
        var s: Scope? = self
        while let scope = s {
            if scope.storage[name] != nil {
                scope[name] = value
                return true
            }
            s = scope.parent
        }
        return false
    }

    private func stored(_ value: Value) -> Value {
        guard case .function(var f) = value, let captured = f.captured, captured === self else { return value }
        f.captured = nil
        f.capturesHolder = true
        return .function(f)
    }

    private func restored(_ value: Value) -> Value {
        guard case .function(var f) = value, f.capturesHolder else { return value }
        f.captured = self
        f.capturesHolder = false
        return .function(f)
    }
}

/// A scope's variables (or their declared types) by name: most scopes hold two or three (a closure's
/// parameters and a few locals), found by comparing names in a list without hashing them; a scope
/// that grows past `listLimit` keeps a dictionary instead.
struct ScopeTable<Element> {
    private static var listLimit: Int { 16 }
    private var list: [(name: String, element: Element)] = []
    private var table: [String: Element]?

    subscript(name: String) -> Element? {
        get {
            if let table { return table[name] }
            for entry in list where entry.name == name { return entry.element }
            return nil
        }
        set {
            if table != nil {
                table?[name] = newValue
                return
            }
            if let i = list.firstIndex(where: { $0.name == name }) {
                if let newValue { list[i].element = newValue } else { list.remove(at: i) }
                return
            }
            guard let newValue else { return }
            if list.count < Self.listLimit {
                list.append((name, newValue))
                return
            }
            var grown = Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0.element) })
            grown[name] = newValue
            table = grown
            list = []
        }
    }

    /// The entries by name, each transformed.
    func mapValues<T>(_ transform: (Element) -> T) -> [String: T] {
        if let table { return table.mapValues(transform) }
        var out: [String: T] = [:]
        for entry in list { out[entry.name] = transform(entry.element) }
        return out
    }
}

/// A set of a scope's names (its constants), kept as `ScopeTable` keeps its variables: a list while
/// it is small, a set past `listLimit`.
struct ScopeNames {
    private static let listLimit = 16
    private var list: [String] = []
    private var set: Set<String>?

    func contains(_ name: String) -> Bool { set?.contains(name) ?? list.contains(name) }

    mutating func insert(_ name: String) {
        if set != nil {
            set?.insert(name)
        } else if !list.contains(name) {
            if list.count < Self.listLimit {
                list.append(name)
            } else {
                set = Set(list + [name])
                list = []
            }
        }
    }

    mutating func remove(_ name: String) {
        if set != nil {
            set?.remove(name)
        } else if let i = list.firstIndex(of: name) {
            list.remove(at: i)
        }
    }
}

/// A `let` or `var` declaration as `Evaluator.declareVariable` reads it, kept by its node: for the
/// common shape, `let name: Type = value` (one binding to a name, with a value, no accessors), what
/// its syntax says, so running it again reads no node; nil for every other shape.
final class LocalDeclaration {
    struct Plain {
        let name: String
        let isLet: Bool
        let hint: TypeSyntax?
        let initializer: ExprSyntax
        /// `Evaluator.impliedArrayType(initializer)`, the declared type when none is written.
        let impliedType: TypeSyntax?
    }
    /// Kept with the record: while the tree is alive, no other node has this node's id.
    let decl: VariableDeclSyntax
    let plain: Plain?
    /// The program's declarations under which the written type was last found by a name no scope or
    /// `self` gives (a type of the program, an alias, UIKit's or Swift's): it exists while they stay.
    var typeFound: DeclarationsStamp?
    /// `InterpreterHost.mayConstruct` of the initializer (set when the record is made).
    var mayConstruct = false

    init(_ decl: VariableDeclSyntax) {
        self.decl = decl
        guard decl.bindings.count == 1, let binding = decl.bindings.first, binding.accessorBlock == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let initializer = binding.initializer?.value
        else {
            plain = nil
            return
        }
        plain = Plain(
            name: name, isLet: decl.bindingSpecifier.tokenKind == .keyword(.let), hint: binding.typeAnnotation?.type,
            initializer: initializer, impliedType: Evaluator.impliedArrayType(initializer))
    }
}

/// A declared type: struct, class, enum, protocol or the extensions of a UIKit type.
struct TypeDeclaration: Sendable {
    enum Kind: String, Sendable {
        case structType = "struct", classType = "class", enumType = "enum", protocolType = "protocol", uikit =
            "extension"
    }
    var name: String
    var kind: Kind
    var inherited: [String] = []
    /// Stored properties in declaration order (with their default values).
    var stored: [StoredProperty] = []
    var computed: [String: ComputedProperty] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    var staticStored: [String: ExprSyntax] = [:]
    /// The declared types of static stored properties (`static let all: [Item] = [...]`), the context
    /// of their initial values.
    var staticStoredTypes: [String: TypeSyntax] = [:]
    var staticComputed: [String: ComputedProperty] = [:]
    var staticMethods: [String: [FunctionDeclSyntax]] = [:]
    var cases: [EnumCase] = []
    /// `subscript(...)` declarations (read-only: their getters).
    var subscripts: [SubscriptDeclSyntax] = []
    var rawType: String?
    var superclass: String?
    /// The generic parameters of a generic type (`class Adapter<Section: Hashable>`), in order.
    var genericParameters: [String] = []
    /// The generic arguments written on the superclass (`class Home: ViewController<HomeView>`), as written.
    var superclassGenericArguments: [String] = []
    /// The type a nested type is declared in (nil for a type of the file's top level): its static members are
    /// visible unqualified in the nested type's members, and its name qualifies the nested one when a type of the
    /// top level takes the short name the nested type is kept under.
    var enclosing: String?

    struct StoredProperty: Sendable {
        var name: String
        var initial: ExprSyntax?
        var type: TypeSyntax?
        var isLazy: Bool
        /// `@IBOutlet`: connected by the nib or storyboard when the view controller loads its view.
        var isOutlet = false
        /// `willSet`/`didSet` (nil when it has none).
        var observers: PropertyObservers?
        /// `override var collectionViewLayout: UICollectionViewLayout { didSet { ... } }`: observers added to a
        /// superclass's property, whose own setter still sets it.
        var isOverride = false
        /// `@Setting(key: "n", defaultValue: 2)`: an attribute that may name a property wrapper of the program's
        /// (`PropertyWrappers.swift`; which it is, is read when an instance is made).
        var wrapper: AttributeSyntax? = nil
    }
    struct ComputedProperty: Sendable {
        var getter: CodeBlockItemListSyntax
        var setter: CodeBlockItemListSyntax?
        var setterName: String
        /// The declared type (`var width: NSCollectionLayoutDimension { ... }`): the context of its `return`s.
        var type: TypeSyntax? = nil
    }
    struct EnumCase: Sendable {
        var name: String
        var rawValue: ExprSyntax?
        /// Each payload element: its label, default value and type (the context of its argument, so
        /// `.feature(.init(title: "a"))` reads `.init` as the payload's type).
        var parameters: [(label: String?, defaultValue: ExprSyntax?, type: TypeSyntax?)]
    }

    var isCaseIterable: Bool { inherited.contains("CaseIterable") }
}

/// A stored property's or variable's `willSet` and `didSet`, with their parameters' names.
struct PropertyObservers: Sendable {
    var willSet: CodeBlockItemListSyntax?
    var willSetName = "newValue"
    var didSet: CodeBlockItemListSyntax?
    var didSetName = "oldValue"

    /// The observers of an accessor block that has only `willSet`/`didSet` (nil for any other).
    init?(_ accessors: AccessorBlockSyntax?) {
        guard case .accessors(let list)? = accessors?.accessors, !list.isEmpty else { return nil }
        for a in list {
            switch a.accessorSpecifier.tokenKind {
            case .keyword(.willSet):
                willSet = a.body?.statements ?? []
                if let n = a.parameters?.name.text { willSetName = n }
            case .keyword(.didSet):
                didSet = a.body?.statements ?? []
                if let n = a.parameters?.name.text { didSetName = n }
            default: return nil
            }
        }
    }
}

/// The Swift part of a session: global variables, declared types, the class heap.
public struct SwiftState: Sendable {
    var globals: TreeDictionary<String, Value> = [:]
    /// Global variables with `willSet`/`didSet`.
    var globalObservers: TreeDictionary<String, PropertyObservers> = [:]
    /// The values of user types' static stored properties (`Type.name`), set when first read.
    var statics: TreeDictionary<String, Value> = [:]
    /// The declared types of globals that have one (`var mode: Mode = .grid`): the context of a later
    /// assignment (`mode = .list`).
    var globalTypes: TreeDictionary<String, TypeSyntax> = [:]
    /// Persistent sets and maps throughout: a session is copied per statement and kept for undo.
    var constants: TreeSet<String> = []
    var types: TreeDictionary<String, TypeDeclaration> = [:] { didSet { declarations = DeclarationsStamp() } }
    var typeAliases: TreeDictionary<String, String> = [:] { didSet { declarations = DeclarationsStamp() } }
    /// A new object whenever `types`, `typeAliases` or `functions` change: what was checked against
    /// the program's declarations holds while this is the same object (`HostCallTarget`).
    var declarations = DeclarationsStamp()
    /// The generic arguments of an alias of a snapshot or data source type (`typealias DataSource =
    /// UICollectionViewDiffableDataSource<Section, Item>`), by the alias's name.
    var aliasGenerics: TreeDictionary<String, [String]> = [:]
    /// Classes whose first inherited name was not a known class when they were declared, by that name
    /// (`class ColorCell: RoundedCell` above `class RoundedCell: UICollectionViewCell`): declaring it
    /// as a class makes it their superclass, as in Swift, where the order of declarations does not matter.
    var awaitingSuperclass: TreeDictionary<String, [String]> = [:]
    /// Closures the program handed to APIs the playground does not model (`subject.bind { ... }`,
    /// `Timer.scheduledTimer { ... }`), which therefore never run: `'what' at file:line`, the first few.
    /// When the screen has no data, `frames` names them: the data may have been meant to arrive there.
    var unrunClosures: [String] = []
    var unrunClosureCount = 0
    /// Global `var x: T { ... }`: evaluated on each read.
    var computedGlobals: TreeSet<String> = []
    var functions: TreeDictionary<String, [FunctionDeclSyntax]> = [:] { didSet { declarations = DeclarationsStamp() } }
    var heap: TreeDictionary<Int, ClassInstance> = [:]
    /// View controllers whose view is loaded and that UIKit has not shown yet (`isViewLoaded` and
    /// not `hasAppeared`), by heap id: while there are none, a command that shows the screen has no
    /// controller to look for among the globals (that search made each such command cost the
    /// session's size).
    var viewsAwaitingAppearance: TreeSet<Int> = []
    /// Collection views awaiting a layout pass since they were given a data source or reloaded, by heap id: UIKit
    /// reads a classic data source's counts then (or earlier, when the program asks `numberOfItems(inSection:)` or
    /// updates the view). See `CollectionViewUpdates.layoutPass`.
    var collectionViewsAwaitingCounts: TreeSet<Int> = []
    /// Collection views that have had a layout pass (they are on screen): after `reloadData()` the next one comes at
    /// the end of the statement, as at the next turn of the run loop.
    var collectionViewsLaidOut: TreeSet<Int> = []
    var nextObject = 1
    var nextUUID = 1
    /// The aliased type of each typealias, as written (a tuple alias's labels label the tuples it types).
    var aliasTypes: TreeDictionary<String, TypeSyntax> = [:]
    /// The state of `Int.random(in:)`'s generator (SplitMix64), fixed at the start of a session.
    var randomState: UInt64 = 0
    /// The number the next UIKit object made with no name takes (`ObjectID`).
    var nextObjectID = 1
    /// The text of every unit run so far, by its syntax tree: errors in a function declared in one
    /// unit and called from another point into the declaration.
    var sources: TreeDictionary<SyntaxIdentifier, SwiftSource> = [:]
    /// The generic arguments a snapshot or data source was made with (`<Section, Item>`), by the object:
    /// `.main` in `snapshot.appendSections([.main])` takes its type from them.
    var genericArguments: TreeDictionary<ObjectKey, [String]> = [:]
    /// Data sources whose generic arguments were not written but taken from the first typed snapshot applied
    /// (the playground's own `dataSource`): they read identifiers back as those types and check nothing.
    var adoptedGenerics: TreeSet<ObjectKey> = []
    /// Layouts made by a section provider closure, by the layout object.
    var providers: TreeDictionary<ObjectKey, FunctionValue> = [:]
    /// Values whose identifier text is not their spelling (enum cases with payloads, structs,
    /// UUIDs), so `snapshot.itemIdentifiers` gives back the user's values.
    var identifierValues: TreeDictionary<String, Value> = [:]
    /// Notes already shown this session (inert UIKit plumbing is named once).
    var shownNotes: TreeSet<String> = []
    /// `UserDefaults.standard`'s values, by key: empty at the start, as after a fresh install (`UIKit/UserDefaults.swift`).
    var userDefaults: TreeDictionary<String, Value> = [:]
    /// `NSUbiquitousKeyValueStore.default`'s values (iCloud's key-value store), by key: empty at the start too.
    var ubiquitousStore: TreeDictionary<String, Value> = [:]
    /// `UserDefaults.standard.register(defaults:)`: what a read gives for a key the program has not set.
    var registeredDefaults: TreeDictionary<String, Value> = [:]
    /// The UIKit object that is the session's collection view layout (kept in sync with `layout`).
    var hostedLayout: ObjectKey?
    /// The collection view's layout when it is not a compositional one (a placeholder
    /// `UICollectionViewLayout()` that the code replaces later, a flow layout): frames say why they
    /// cannot be given while it is. Installing a layout (`Session.define("layout", ...)`) clears it.
    var unmodelledLayout: UnmodelledLayout?
    /// A collection or table view's `dataSource` when it is an object of another module the playground does
    /// not model (RxDataSources', Roxas'): with no sections of its own, `frames` says UIKit would ask it.
    var unmodelledDataSource: UnmodelledDataSource?
    /// Data sources of another module the program made (`RxTableViewSectionedReloadDataSource`), the first few:
    /// when the screen has no data, `frames` names them.
    var unmodelledDataSourcesMade: [String] = []
    /// The collection view's layout when it is a flow layout (`UIKit/UICollectionViewFlowLayout.swift`).
    var flowLayout: HostedFlowLayout?
    /// The table view a diffable data source shows its items in (`UIKit/UITableView.swift`): frames are its rows.
    var tableView: HostedTableView?
    /// The split view column the controller whose view loaded last is in (`UIKit/SplitViews.swift`).
    var splitColumn: SplitColumn?
    /// The main queue's clock, in seconds: `DispatchTime.now()`; scheduled work moves it to its deadline.
    var clock: Double = 0
    /// The app's closures UIKit calls at a user's gesture (`reorderingHandlers.didReorder`), by member path.
    var gestureHandlers: TreeDictionary<String, FunctionValue> = [:]
    /// The transaction of the last user drag (`drag`), until the app's reordering handlers have run with it.
    var pendingReorder: ReorderingTransaction<String, String>?
    /// Sections' `visibleItemsInvalidationHandler`s, by the section object.
    var visibleItemsHandlers: TreeDictionary<ObjectKey, FunctionValue> = [:]
    /// What the handlers were last called with (they are called again only when it changes).
    var visibleItemsSeen: String?
    /// What the handlers set on the visible items at their last calls (transform, alpha, zIndex,
    /// isHidden, center): every layout query shows the items so (`ResolvedLayout.visibleItemChanges`).
    var visibleItemChanges: [ElementID: VisibleItemChange] = [:]
    /// The offsets a fling (`scroll section: N to: X velocity: V`) takes the strip of section N through
    /// before it rests, for the handlers' calls on the way (`VisibleItemsHandlers.runSteps`); emptied then.
    var scrollSteps: [ScrollStep] = []
}

/// The identity of one state of the program's declarations (`SwiftState.declarations`): a state is
/// given a new one at each change, and a copy keeps its state's, so the same object means the same
/// declarations.
final class DeclarationsStamp: Sendable {}

/// One offset an orthogonal section's strip passes during a fling.
struct ScrollStep: Sendable, Hashable {
    var section: Int
    var offset: Double
}

/// A collection view layout the playground does not model, and where the code set it.
struct UnmodelledLayout: Sendable, Hashable {
    /// `UICollectionViewLayout`, `UICollectionViewFlowLayout`, `MyLayout (a UICollectionViewFlowLayout)`.
    var what: String
    /// `file:line:column` of the code that gave it to the collection view.
    var site: String
}

struct UnmodelledDataSource: Sendable, Hashable {
    /// The type, as written: `RSTArrayCollectionViewDataSource<String>`.
    var what: String
    /// `collection view` or `table view`.
    var view: String
    /// `file:line:column` of the assignment.
    var site: String
}

struct ClassInstance: Sendable {
    var typeName: String
    var fields: [String: Value]
    /// What UIKit keeps for an instance of a UIKit class or subclass, apart from the program's fields.
    var uikit = UIKitInstanceState()
    /// The generic arguments of an instance of a generic class, by parameter (`Section` is `HomeSection` in the
    /// methods of `Adapter<HomeSection>(...)`), resolved where the instance was made.
    var genericArguments: [String: String] = [:]
}

/// UIKit's own state of an object the program made (not visible as a field).
struct UIKitInstanceState: Sendable {
    /// A `UICollectionViewDiffableDataSource` subclass: UIKit's data source it is.
    var diffableDataSource: Value?
    /// A `UICollectionViewCompositionalLayout` subclass: UIKit's layout it is (made by its `super.init(section:)`,
    /// `super.init(sectionProvider:configuration:)`...).
    var compositionalLayout: Value?
    /// A collection view with a classic data source: the item counts per section it last read.
    var itemCounts: [Int]?
    /// A view controller whose view is loaded (`loadViewIfNeeded()` ran `viewDidLoad`).
    var isViewLoaded = false
    /// A loaded view controller that UIKit has shown (its `viewWillAppear`/`viewDidAppear` ran).
    var hasAppeared = false
    /// A view of the program's own class that a controller took as its view (`view = rootView` in
    /// `loadView()`): UIKit sizes it to the screen, as it does the controller's own view.
    var isRootView = false
    /// A controller a split view controller shows in a column (`UIKit/SplitViews.swift`), or that column's
    /// navigation controller.
    var splitColumn: SplitColumn?
    /// A Combine subject: its subscribers, in the order they subscribed.
    var subscribers: [Value] = []
    /// An object's `@Published` properties whose publisher (`$x`) was read: the subject behind each.
    var publishedSubjects: [String: Int] = [:]
}

extension Value {
    /// A stable key for dictionaries and Set-like checks (Swift's Hashable, by value). Different
    /// values have different keys: every part is tagged and delimits itself (texts carry their
    /// length), so no string can spell another value's key (`["a,sb"]` is not `["a", "b"]`).
    var hashKey: String {
        var key = ""
        appendHashKey(to: &key)
        return key
    }

    private func appendHashKey(to key: inout String) {
        // Each part is a step; a walk stopped here fails its statement (see `ValueWork`).
        guard ValueWork.visit() else {
            key += "…"
            return
        }
        func text(_ s: String) {
            key += String(s.utf8.count)
            key += ":"
            key += s
        }
        switch self {
        case .void: key += "v"
        case .none: key += "n"
        case .int(let i): key += "i\(i);"
        case .double(let d): key += d == d.rounded() && Swift.abs(d) < 1e15 ? "i\(Int(d));" : "d\(d);"
        case .bool(let b): key += b ? "b1" : "b0"
        case .string(let s), .symbol(let s):
            key += "s"
            text(s)
        case .uuid(let n): key += "u\(n);"
        case .object(let id): key += "o\(id);"
        case .uikit(.named(let n)):
            key += "k"
            text(n)
        case .uikit(.object(let id)): key += "K\(id.number);"
        case .symbolRange(let a, let b):
            key += "r"
            text(a)
            text(b)
        case .range(let a, let b, let c): key += "g\(a);\(b);" + (c ? "c" : "h")
        case .doubleRange(let a, let b, let c): key += "G\(a);\(b);" + (c ? "c" : "h")
        case .uikitPath(let r, let p):
            key += "P"
            switch r {
            case .named(let n): text(n)
            case .object(let id): key += "#\(id.number);"
            }
            text(p)
        case .partialRange(let p):
            switch p {
            case .from(let a): key += "p\(a);f"
            case .through(let b): key += "p\(b);t"
            case .upTo(let b): key += "p\(b);u"
            }
        case .array(let a):
            key += "["
            for v in a { v.appendHashKey(to: &key) }
            key += "]"
        case .tuple(let t):
            key += "("
            for e in t {
                text(e.label ?? "")
                e.value.appendHashKey(to: &key)
            }
            key += ")"
        case .enumValue(let e):
            key += "e"
            text(e.typeName)
            text(e.caseName)
            key += "("
            for p in e.payload { p.value.appendHashKey(to: &key) }
            key += ")"
        case .structValue(let s):
            key += "t"
            text(s.typeName)
            key += "("
            for f in s.fields { f.value.appendHashKey(to: &key) }
            key += ")"
        case .dictionary(let d):
            key += "{"
            for (k, v) in zip(d.keys, d.values) {
                k.appendHashKey(to: &key)
                v.appendHashKey(to: &key)
            }
            key += "}"
        case .type(let t):
            key += "T"
            text(t)
        case .function(let f):
            key += "f"
            text(f.name)
        case .uikitValue(let u):
            key += "K"
            text(u.object.describe().joined(separator: "\n"))
        case .inert(let w):
            key += "I"
            text(w)
        case .superOf(let t, _):
            key += "S"
            text(t)
        }
    }
}

/// Where a unit of Swift came from.
struct SwiftSource: Sendable {
    var file: String
    var firstLine: Int
    var text: String
}

extension TypeDeclaration {
    /// Whether the type itself declares a static member (or an enum case) named `name`.
    func declaresStatic(_ name: String) -> Bool {
        staticStored[name] != nil || staticMethods[name] != nil || staticComputed[name] != nil
            || cases.contains { $0.name == name }
    }
}
