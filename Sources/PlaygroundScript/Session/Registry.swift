import PlaygroundCore

/// Everything the language knows, contributed by areas (session, layout, data source, outline).
/// Help, completion and the reference in docs/commands.md are all generated from here.
public struct Registry: Sendable {
    public var areas: [Area] {
        didSet { tables = Tables(areas) }
    }
    /// Lookups by name, built once (a script asks for types and commands on every line).
    private var tables: Tables

    public init(areas: [Area]) {
        self.areas = areas
        self.tables = Tables(areas)
    }

    private struct Tables: Sendable {
        var types: [String: TypeSpec] = [:]
        var commands: [String: CommandSpec] = [:]
        var globalNames: Set<String> = []
        init(_ areas: [Area]) {
            globalNames = Set(areas.flatMap { $0.globals.map(\.name) })
            for area in areas {
                for c in area.commands where commands[c.name] == nil { commands[c.name] = c }
                for t in area.types {
                    for name in [t.name] + t.aliases where types[name] == nil { types[name] = t }
                }
            }
        }
    }

    /// The registry the playground uses.
    public static let standard = Registry(
        areas: [
            SessionCommands.area
        ] + Registry.extensionAreas)

    func command(_ name: String) -> CommandSpec? { tables.commands[name] }

    /// The type named `name`, accepting UIKit's prefixed spellings (`NSCollectionLayoutItem`),
    /// with the members other areas add to it (`dataSource.apply(_:to:)` comes from the outline area).
    func type(named name: String) -> TypeSpec? { tables.types[name] }

    func type(of object: any ScriptObject) -> TypeSpec? { type(named: object.typeName) }

    /// A constructor or static factory by its dotted callee (`LayoutGroup.horizontal`).
    func constructor(_ callee: [String]) -> (TypeSpec, ConstructorSpec)? {
        guard let first = callee.first, let type = type(named: first) else { return nil }
        let rest = callee.dropFirst().joined(separator: ".")
        guard let c = type.constructors.first(where: { $0.name == rest }) else { return nil }
        return (type, c)
    }

    var allCommandNames: [String] { areas.flatMap { $0.commands.map(\.name) }.sorted() }
    var allTypeNames: [String] { areas.flatMap { $0.types.flatMap { [$0.name] } }.sorted() }

    func initialObjects() -> [(String, any ScriptObject)] {
        areas.flatMap { $0.globals.map { ($0.name, $0.make()) } }
    }

    var globalNames: Set<String> { tables.globalNames }
}

/// One area's contribution to the language.
public struct Area: Sendable {
    public var name: String
    public var summary: String
    public var commands: [CommandSpec]
    public var types: [TypeSpec]
    public var globals: [GlobalSpec]
    /// Extra words TAB should offer (item and section identifiers, element kinds...).
    public var completionWords: @Sendable (Session) -> [String]

    public init(
        name: String, summary: String, commands: [CommandSpec] = [], types: [TypeSpec] = [],
        globals: [GlobalSpec] = [],
        completionWords: @escaping @Sendable (Session) -> [String] = { _ in [] }
    ) {
        self.name = name
        self.summary = summary
        self.commands = commands
        self.types = types
        self.globals = globals
        self.completionWords = completionWords
    }
}

/// A predefined object (`snapshot`, `dataSource`, `layout`, `environment`).
public struct GlobalSpec: Sendable {
    public var name: String
    public var summary: String
    public var make: @Sendable () -> any ScriptObject
    public init(name: String, summary: String, make: @escaping @Sendable () -> any ScriptObject) {
        self.name = name
        self.summary = summary
        self.make = make
    }
}

/// Documentation shared by commands, constructors and members.
public struct Doc: Sendable, Hashable {
    /// `frames [section: N] [kind: cell|supplementary|decoration] [--json]`
    public var usage: String
    /// One line, lowercase start, no trailing period.
    public var summary: String
    /// Further paragraphs (optional).
    public var details: [String]
    /// At least one example line.
    public var examples: [String]

    public init(usage: String, summary: String, details: [String] = [], examples: [String]) {
        self.usage = usage
        self.summary = summary
        self.details = details
        self.examples = examples
    }
}

/// A playground command: `frames`, `help`, `undo`, `apply`...
public struct CommandSpec: Sendable {
    public var name: String
    public var doc: Doc
    /// Whether a successful run changes the session (and so can be undone and is saved).
    public var mutates: Bool
    /// Words TAB offers after the command name (labels with ':' included, keywords, flags).
    public var keywords: [String]
    public var run: @Sendable (inout Invocation) throws(ScriptError) -> Void

    public init(
        _ name: String, doc: Doc, mutates: Bool, keywords: [String] = [],
        run: @escaping @Sendable (inout Invocation) throws(ScriptError) -> Void
    ) {
        self.name = name
        self.doc = doc
        self.mutates = mutates
        self.keywords = keywords
        self.run = run
    }
}

/// A type as help, completion and docs/commands.md describe it: its initializers and static
/// factories, its properties and methods. Swift code reaches the type through the host module
/// (`UIKit/Host.swift`); this is its description (`HostType.typeSpec`).
public struct TypeSpec: Sendable {
    public var name: String
    /// UIKit spellings accepted as well (`NSCollectionLayoutItem`).
    public var aliases: [String]
    public var summary: String
    public var constructors: [ConstructorSpec]
    public var members: [MemberSpec]

    public init(
        _ name: String, aliases: [String] = [], summary: String, constructors: [ConstructorSpec] = [],
        members: [MemberSpec] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.constructors = constructors
        self.members = members
    }

    func member(_ name: String) -> MemberSpec? { members.first { $0.name == name } }
}

/// `LayoutItem(layoutSize:)` is the constructor "" of LayoutItem; `LayoutGroup.horizontal(...)` is "horizontal".
public struct ConstructorSpec: Sendable {
    public var name: String
    public var doc: Doc

    public init(_ name: String, doc: Doc) {
        self.name = name
        self.doc = doc
    }
}

/// A method (`appendItems(_:toSection:)`) or property (`contentInsets`, `configuration.interSectionSpacing`).
public struct MemberSpec: Sendable {
    public enum Kind: Sendable { case method, property }
    public var name: String
    public var kind: Kind
    public var doc: Doc
    /// Argument labels TAB offers inside the parentheses (`toSection:`).
    public var labels: [String]
    /// Whether Swift code may assign it (the host module sets it: `HostProperty.set`); help says so.
    public var isSettable: Bool

    public static func method(_ name: String, doc: Doc, labels: [String] = []) -> MemberSpec {
        MemberSpec(name: name, kind: .method, doc: doc, labels: labels, isSettable: false)
    }

    public static func property(_ name: String, doc: Doc, settable: Bool) -> MemberSpec {
        MemberSpec(name: name, kind: .property, doc: doc, labels: [], isSettable: settable)
    }
}
