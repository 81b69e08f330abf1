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

/// `notes`: every note shown so far in the session, with the statement that first caused it.
struct NotesResult: CommandResult {
    struct Note: Encodable, Equatable, Sendable {
        var message: String
        /// Nil when the note has no help (JSON null).
        var help: String?
        var file: String
        var line: Int
        /// The statement that first caused the note.
        var source: String
        /// The note as it was printed (its message and help lines): the text shows it again as
        /// it was; the JSON has it as `message` and `help`.
        var printed: String

        private enum Key: String, CodingKey { case kind, message, help, file, line, source }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode("note", forKey: .kind)
            try c.encode(message, forKey: .message)
            if let help { try c.encode(help, forKey: .help) } else { try c.encodeNil(forKey: .help) }
            try c.encode(file, forKey: .file)
            try c.encode(line, forKey: .line)
            try c.encode(source, forKey: .source)
        }
    }

    var notes: [Note]

    init(_ records: [NoteRecord]) {
        notes = records.map { r in
            let (message, help) = DiagnosticRenderer.remarkParts(r.text, severity: .note)
            return Note(message: message, help: help, file: r.file, line: r.line, source: r.source, printed: r.text)
        }
    }

    var lines: [String] {
        guard !notes.isEmpty else { return ["no notes yet"] }
        var lines: [String] = []
        for (i, n) in notes.enumerated() {
            lines.append("\(i + 1). \(n.file):\(n.line): \(n.source)")
            lines += n.printed.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }
        }
        return lines
    }

    /// The JSON is the list of notes.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(notes)
    }
}
