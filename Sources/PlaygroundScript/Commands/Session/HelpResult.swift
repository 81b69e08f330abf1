/// `help`: every area of the playground with its commands, built-in names and types.
struct HelpOverview: CommandResult {
    struct Entry: Encodable, Equatable, Sendable {
        var name: String
        var summary: String
    }
    struct Area: Encodable, Equatable, Sendable {
        var name: String
        var summary: String
        var commands: [Entry]
        /// The built-in objects (`layout`, `dataSource`).
        var globals: [Entry]
        /// The type names the area provides.
        var types: [String]
    }

    var areas: [Area]

    init(_ registry: Registry) {
        areas = registry.areas.map { area in
            Area(
                name: area.name, summary: area.summary,
                commands: area.commands.map { Entry(name: $0.name, summary: $0.doc.summary) },
                globals: area.globals.map { Entry(name: $0.name, summary: $0.summary) },
                types: area.types.map(\.name))
        }
    }

    var lines: [String] {
        var lines = ["lps: a playground for compositional layouts and diffable data sources", ""]
        for area in areas {
            lines.append("\(area.name): \(area.summary)")
            lines += Format.table(area.commands.map { ["  " + $0.name, $0.summary] })
            if !area.globals.isEmpty {
                lines += Format.table(area.globals.map { ["  " + $0.name, "(built in) " + $0.summary] })
            }
            if !area.types.isEmpty {
                lines += HelpText.wrap(area.types, first: "  types: ", rest: "         ", width: 100)
            }
            lines.append("")
        }
        lines.append(
            "'help NAME' shows syntax and examples; 'help language' the grammar; 'help swift' the Swift you can paste;")
        lines.append(
            "TAB completes names, members after '.', argument labels after '(' and ',', section and item identifiers,")
        lines.append("and file names after include/save/record. 'quit' (or exit, .quit, \\q, :q, Ctrl-D) leaves.")
        return lines
    }
}

/// `help TOPIC`: the topic asked for and its page (a command's or member's usage, summary,
/// details and examples; a type's members; the language, Swift or limits pages).
struct HelpPage: CommandResult {
    var topic: String
    var lines: [String]
}
