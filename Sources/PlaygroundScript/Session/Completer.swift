/// TAB completion: command names, members after `name.`, argument labels inside calls,
/// implicit members after `.`, the user's names and identifiers everywhere else.
struct Completer {
    let registry: Registry
    let session: Session

    func complete(line: String, cursor: Int) -> Completion {
        let chars = Array(line)
        let end = max(0, min(cursor, chars.count))
        var start = end
        while start > 0, Lexer.isNameChar(chars[start - 1]) { start -= 1 }
        let word = String(chars[start..<end])
        let before = String(chars[0..<start])
        // Inside an open string literal: nothing to complete.
        if before.filter({ $0 == "\"" }).count % 2 == 1 { return Completion(wordStart: start, candidates: []) }
        let trimmed = before.trimmingSpaces
        let candidates: [String]
        if before.last == "." {
            let receiverEnd = start - 1
            var receiverStart = receiverEnd
            while receiverStart > 0, Lexer.isNameChar(chars[receiverStart - 1]) || chars[receiverStart - 1] == "." {
                receiverStart -= 1
            }
            let receiver = String(chars[receiverStart..<receiverEnd])
            if receiver.isEmpty {
                candidates = implicitMembers()
            } else {
                candidates = members(of: receiver)
            }
        } else if trimmed.isEmpty {
            candidates = registry.allCommandNames + session.names + registry.allTypeNames + ["let"]
        } else if let first = firstWord(of: trimmed), first == "help" {
            candidates = HelpText.topics(registry)
        } else if let first = firstWord(of: trimmed), registry.command(first) != nil, !openParenthesis(before) {
            let spec = registry.command(first)
            candidates = (spec?.keywords ?? []) + identifierWords() + ["--json"].filter { _ in word.isEmpty }
        } else if let labels = labelsOfOpenCall(before) {
            candidates = labels + identifierWords()
        } else {
            candidates = identifierWords() + registry.allTypeNames
        }
        // A word that is itself a candidate stays among the matches: `apply` with
        // `applySnapshotUsingReloadData` lists both instead of completing the longer one.
        let matches = Set(candidates.filter { !$0.isEmpty && $0.hasPrefix(word) })
        return Completion(wordStart: start, candidates: matches.sorted())
    }

    private func firstWord(of text: Substring) -> String? {
        let w = text.prefix { Lexer.isNameChar($0) }
        return w.isEmpty ? nil : String(w)
    }

    private func openParenthesis(_ text: String) -> Bool {
        var depth = 0
        for c in text { if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } }
        return depth > 0
    }

    /// Members of the object (or type) named `receiver` (`snapshot`, `LayoutGroup`, `layout.configuration`).
    private func members(of receiver: String) -> [String] {
        let parts = receiver.split(separator: ".").map(String.init)
        guard let head = parts.first else { return [] }
        if let swift = swiftMembers(of: parts) { return swift }
        if let object = session[head], let type = registry.type(of: object) {
            let prefix = parts.dropFirst().joined(separator: ".")
            return type.members.compactMap { m in
                if prefix.isEmpty { return m.name.split(separator: ".").first.map(String.init) }
                guard m.name.hasPrefix(prefix + ".") else { return nil }
                return m.name.dropFirst(prefix.count + 1).split(separator: ".").first.map(String.init)
            }
        }
        if let type = registry.type(named: head) {
            return type.constructors.map(\.name).filter { !$0.isEmpty }
        }
        return []
    }

    /// The labels of the innermost unclosed call before the cursor (`snapshot.appendItems(` → `toSection:`).
    private func labelsOfOpenCall(_ text: String) -> [String]? {
        let chars = Array(text)
        var depth = 0
        var i = chars.count - 1
        while i >= 0 {
            let c = chars[i]
            if c == ")" || c == "]" { depth += 1 } else if c == "(" || c == "[" {
                if depth == 0 {
                    guard c == "(" else { return nil }
                    var calleeEnd = i
                    while calleeEnd > 0, chars[calleeEnd - 1] == " " { calleeEnd -= 1 }  // `o.append (`
                    var s = calleeEnd
                    while s > 0, Lexer.isNameChar(chars[s - 1]) || chars[s - 1] == "." { s -= 1 }
                    let callee = String(chars[s..<calleeEnd])
                    return labels(forCallee: callee)
                }
                depth -= 1
            }
            i -= 1
        }
        return nil
    }

    private func labels(forCallee callee: String) -> [String] {
        let parts = callee.split(separator: ".").map(String.init)
        guard let head = parts.first else { return [] }
        if let object = session[head], let type = registry.type(of: object) {
            // Members sharing a name (overloads from different areas) offer all their labels.
            let name = parts.dropFirst().joined(separator: ".")
            let same = type.members.filter { $0.name == name }
            if !same.isEmpty { return same.flatMap(\.labels) }
        }
        if let (_, c) = registry.constructor(parts) {
            return Self.labels(inUsage: c.doc.usage)
        }
        if let c = registry.command(head) { return c.keywords }
        return []
    }

    /// `LayoutItem(layoutSize: LayoutSize, ...)` → ["layoutSize:"]
    static func labels(inUsage usage: String) -> [String] {
        var out: [String] = []
        var word = ""
        for c in usage {
            if Lexer.isNameChar(c) { word.append(c) } else {
                if c == ":" && !word.isEmpty { out.append(word + ":") }
                word = ""
            }
        }
        return out
    }

    private func implicitMembers() -> [String] {
        registry.areas.flatMap { $0.completionWords(session) }.filter { $0.hasPrefix(".") }.map { String($0.dropFirst()) }
    }

    private func identifierWords() -> [String] {
        session.names + registry.areas.flatMap { $0.completionWords(session) }.filter { !$0.hasPrefix(".") }
            + Array(session.swift.functions.keys) + session.swift.types.values.filter { $0.kind != .uikit }.map(\.name)
            + Self.swiftKeywords
    }

    static let swiftKeywords = ["func", "class", "struct", "enum", "extension", "protocol", "let", "var", "if", "guard",
                                "for", "while", "switch", "return", "import"]

    /// Members of a Swift value or type of the program (`vc.`, `Section.`, `items.`), nil when
    /// `parts` names none.
    private func swiftMembers(of parts: [String]) -> [String]? {
        guard let head = parts.first else { return nil }
        if parts.count == 1, let decl = session.swift.types[head], decl.kind != .uikit {
            var names = decl.cases.map(\.name) + Array(decl.staticStored.keys) + Array(decl.staticMethods.keys)
                + Array(decl.staticComputed.keys)
            if decl.kind == .enumType && decl.isCaseIterable { names.append("allCases") }
            return names + ["init"]
        }
        guard parts.count == 1, let value = session.swift.globals[head] else { return nil }
        var typeName: String?
        switch value {
        case .uikit(let n):
            guard let object = session[n], let type = registry.type(of: object) else { return nil }
            return type.members.compactMap { $0.name.split(separator: ".").first.map(String.init) }
                + (session.swift.types[type.name]?.methods.keys.map { $0 } ?? [])
        case .structValue(let v): typeName = v.typeName
        case .enumValue(let v): typeName = v.typeName
        case .object(let id):
            typeName = session.swift.heap[id]?.typeName
            if let fields = session.swift.heap[id]?.fields.keys { return Array(fields).filter { !$0.hasPrefix("§") } + userMembers(typeName) }
        case .array: return ["append", "compactMap", "contains", "count", "enumerated", "filter", "first", "forEach", "insert",
                             "isEmpty", "last", "map", "reduce", "remove", "removeAll", "sorted"]
        case .string: return ["count", "hasPrefix", "hasSuffix", "isEmpty", "lowercased", "uppercased"]
        default: return []
        }
        return userMembers(typeName)
    }

    private func userMembers(_ typeName: String?) -> [String] {
        var names: [String] = []
        var current = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = session.swift.types[t] {
            names += decl.stored.map(\.name) + Array(decl.computed.keys) + Array(decl.methods.keys)
            if decl.kind == .enumType, decl.rawType != nil { names.append("rawValue") }
            current = decl.superclass
            hops += 1
        }
        return names
    }
}
