import PlaygroundCore

/// Anything a name can stand for in a session: layout definitions, snapshots, the data source,
/// plain numbers. Values, not references: copying a session copies them, which makes `undo` cheap.
public protocol ScriptObject: Sendable {
    /// The script-facing type name (`LayoutItem`, `Snapshot`, `Double`).
    static var typeName: String { get }
    /// What the REPL prints when the object is evaluated on its own line (`item`, `snapshot`).
    func describe() -> [String]
    /// The same for `--json`.
    func json() -> JSONValue
    /// Roughly how many identifiers the value holds (see the default below).
    var retainedIdentifiers: Int { get }
}

extension ScriptObject {
    public var typeName: String { Self.typeName }
    /// Roughly how many identifiers the value holds (1 for a small value), so the undo history can
    /// be bounded by what it keeps alive, not only by its number of steps.
    public var retainedIdentifiers: Int { 1 }
}

/// A plain number (`let spacing = 8`, `snapshot.numberOfItems`).
public struct NumberValue: ScriptObject, Hashable {
    public static let typeName = "Double"
    public var value: Double
    public init(_ value: Double) { self.value = value }
    public func describe() -> [String] { [Format.number(value)] }
    public func json() -> JSONValue { .number(value) }
}

public struct BoolValue: ScriptObject, Hashable {
    public static let typeName = "Bool"
    public var value: Bool
    public init(_ value: Bool) { self.value = value }
    public func describe() -> [String] { [value ? "true" : "false"] }
    public func json() -> JSONValue { .bool(value) }
}

public struct StringValue: ScriptObject, Hashable {
    public static let typeName = "String"
    public var value: String
    public init(_ value: String) { self.value = value }
    public func describe() -> [String] { [Format.quoted(value)] }
    public func json() -> JSONValue { .string(value) }
}

/// A list of identifiers (`snapshot.itemIdentifiers`, `let todos = [t1...t30]`).
public struct IdentifierList: ScriptObject, Hashable {
    public var retainedIdentifiers: Int { Swift.max(1, values.count) }
    public static let typeName = "[String]"
    public var values: [String]
    public init(_ values: [String]) { self.values = values }
    public func describe() -> [String] { ["[" + values.map(Format.identifier).joined(separator: ", ") + "]"] }
    public func json() -> JSONValue { .array(values.map(JSONValue.string)) }
}

/// An optional result that is absent (`snapshot.sectionIdentifier(containingItem: x)` → `nil`).
public struct NilValue: ScriptObject, Hashable {
    public static let typeName = "nil"
    public init() {}
    public func describe() -> [String] { ["nil"] }
    public func json() -> JSONValue { .null }
}

extension ScriptObject {
    /// Whether this object is a `T`, for a struct `T`: a struct has no subtypes, so `is T` holds exactly
    /// when the dynamic type is `T`, and comparing metatypes skips the runtime's cast machinery (a
    /// replay asks this several times per statement).
    func isExactly<T: ScriptObject>(_ type: T.Type) -> Bool {
        ObjectIdentifier(Swift.type(of: self)) == ObjectIdentifier(type)
    }

    /// A number, Boolean, string, nil or identifier list (the objects Swift code sees as plain values).
    var isPlainValue: Bool {
        isExactly(NumberValue.self) || isExactly(BoolValue.self) || isExactly(StringValue.self)
            || isExactly(NilValue.self)
            || isExactly(IdentifierList.self) || isExactly(ObjectList.self)
    }
}
