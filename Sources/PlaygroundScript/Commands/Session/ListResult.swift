/// `list`: the names defined in the session, with their types.
struct ListResult: CommandResult {
    struct Name: Encodable, Equatable, Sendable {
        var name: String
        /// The type as Swift spells it.
        var type: String
        /// A built-in (`layout`, `dataSource`) rather than a name the script defined.
        var builtIn: Bool
    }

    var names: [Name]

    var lines: [String] { Format.table(names.map { [$0.name, $0.type, $0.builtIn ? "built in" : "defined"] }) }

    /// The JSON is the list of names.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(names)
    }
}
