/// TAB completion: command names, members after `name.`, argument labels inside calls,
/// implicit members after `.`, the user's names and identifiers everywhere else.
struct Completer {
    let registry: Registry
    let session: Session

    /// Commands whose argument is a file path.
    static let fileCommands: Set<String> = ["include", "save", "record"]

    func complete(line: String, cursor: Int) -> Completion {
        let chars = Array(line)
        let end = max(0, min(cursor, chars.count))
        var start = end
        while start > 0, Lexer.isNameChar(chars[start - 1]) { start -= 1 }
        let word = String(chars[start..<end])
        let before = String(chars[0..<start])
        let trimmed = before.trimmingSpaces
        if let path = filePathStart(chars, end: end) {
            return Completion(wordStart: path, candidates: [], endsWord: false, isFilePath: true)
        }
        // Inside an open string literal: nothing to complete.
        if before.filter({ $0 == "\"" }).count % 2 == 1 { return Completion(wordStart: start, candidates: []) }
        var candidates: [String]
        // Whether the completed word is whole (a space may follow) or may continue (`.`, `(`).
        var endsWord = false
        if before.last == "." {
            let receiverEnd = start - 1
            var receiverStart = receiverEnd
            while receiverStart > 0, Lexer.isNameChar(chars[receiverStart - 1]) || chars[receiverStart - 1] == "." {
                receiverStart -= 1
            }
            let receiver = String(chars[receiverStart..<receiverEnd])
            if receiver.isEmpty, receiverEnd > 0, chars[receiverEnd - 1] == ")" || chars[receiverEnd - 1] == "]" {
                // A member of what a call or subscript returns (`dataSource.snapshot().`), not an implicit member.
                candidates = callResultMembers(chars, closing: receiverEnd - 1) ?? []
            } else if receiver.isEmpty {
                candidates = implicitMembers()
            } else {
                candidates = members(of: receiver)
            }
        } else if trimmed.isEmpty {
            let keywords = Self.swiftKeywords.filter { $0 != "return" && $0 != "import" }  // not at the top level
            candidates = registry.allCommandNames + session.names + registry.allTypeNames + keywords
            let whole = Set(registry.allCommandNames + keywords)
            endsWord = candidates.filter { $0.hasPrefix(word) }.allSatisfy(whole.contains)
        } else if let first = firstWord(of: trimmed), first == "help" {
            candidates = HelpText.topics(registry)
            endsWord = true
        } else if let first = firstWord(of: trimmed), registry.command(first) != nil, !openParenthesis(before) {
            let spec = registry.command(first)
            if let kinded = identifiers(afterLabelIn: before) {
                candidates = kinded  // `fit section: ` wants a section identifier, nothing else
            } else if trimmed == first, let spec, let choices = Self.firstArgumentChoices(spec) {
                candidates = choices  // `export ` wants svg, html or swift
            } else {
                candidates = (spec?.keywords ?? []) + identifierWords() + ["--json"].filter { _ in word.isEmpty }
            }
            endsWord = true
        } else if let call = openCall(before) {
            let kind = identifierKind(after: before, call: call)
            if kind != .any {
                // `toSection: ` wants a section identifier, `beforeItem: ` an item identifier.
                candidates = identifiers(of: kind)
            } else if afterArgumentStart(before) {
                // Right after `(` or `,`: the call's labels not used yet, then values.
                let labels = call.labels.filter { !call.used.contains($0) }
                candidates = labels + (word.isEmpty && !labels.isEmpty ? [] : valueWords())
            } else {
                candidates = valueWords()
            }
        } else {
            candidates = identifierWords() + registry.allTypeNames
        }
        // A word that is itself a candidate stays among the matches: `apply` with
        // `applySnapshotUsingReloadData` lists both instead of completing the longer one.
        let matches = Set(candidates.filter { !$0.isEmpty && $0.hasPrefix(word) })
        return Completion(wordStart: start, candidates: matches.sorted(), endsWord: endsWord)
    }

    /// The words a command's first argument is one of, read from its usage
    /// (`export svg|html "file" ... | export swift ...`); nil when it takes something else.
    static func firstArgumentChoices(_ spec: CommandSpec) -> [String]? {
        var choices: [String] = []
        for alternative in spec.doc.usage.split(separator: " | ") {
            let words = alternative.split(separator: " ")
            guard words.count >= 2, words[0] == spec.name else { return nil }
            let options = words[1].split(separator: "|").map(String.init)
            // Only words the command lists as its own: `NAME` or `"file"` are not choices.
            guard options.allSatisfy(spec.keywords.contains) else { return nil }
            choices += options
        }
        return choices.isEmpty ? nil : choices
    }

    /// Where the path starts when the cursor is in the file argument of `include`, `save` or
    /// `record` (after an optional opening quote), else nil.
    private func filePathStart(_ chars: [Character], end: Int) -> Int? {
        var i = 0
        while i < end, chars[i] == " " || chars[i] == "\t" { i += 1 }
        let wordStart = i
        while i < end, Lexer.isNameChar(chars[i]) { i += 1 }
        guard Self.fileCommands.contains(String(chars[wordStart..<i])), i < end, chars[i] == " " else { return nil }
        while i < end, chars[i] == " " { i += 1 }
        var quoted = false
        if i < end, chars[i] == "\"" {
            quoted = true
            i += 1
        }
        let path = chars[i..<end]
        if path.contains("\"") { return nil }
        if !quoted && path.contains(" ") { return nil }
        return i
    }

    /// The innermost unclosed call before the cursor: its labels and those already written.
    private struct OpenCall {
        var callee: String
        var labels: [String]
        var used: Set<String>
        /// No top-level comma yet: the cursor is in the first argument.
        var inFirstArgument: Bool
    }

    static func topLevelCommas(_ inside: String) -> Int {
        var depth = 0
        var commas = 0
        var inString = false
        for c in inside {
            if c == "\"" {
                inString.toggle()
            } else if inString {
                continue
            } else if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth -= 1
            } else if c == ",", depth == 0 {
                commas += 1
            }
        }
        return commas
    }

    private func openCall(_ text: String) -> OpenCall? {
        let chars = Array(text)
        var depth = 0
        var i = chars.count - 1
        while i >= 0 {
            let c = chars[i]
            if c == ")" || c == "]" {
                depth += 1
            } else if c == "(" || c == "[" {
                if depth == 0 && c == "(" {
                    var calleeEnd = i
                    while calleeEnd > 0, chars[calleeEnd - 1] == " " { calleeEnd -= 1 }  // `o.append (`
                    var s = calleeEnd
                    while s > 0, Lexer.isNameChar(chars[s - 1]) || chars[s - 1] == "." { s -= 1 }
                    let callee = String(chars[s..<calleeEnd])
                    let inside = String(chars[(i + 1)...])
                    return OpenCall(
                        callee: callee, labels: labels(forCallee: callee), used: Self.usedLabels(inside),
                        inFirstArgument: Self.topLevelCommas(inside) == 0)
                }
                if depth > 0 { depth -= 1 }
            }
            i -= 1
        }
        return nil
    }

    /// Labels written at the top level of a call's argument text (`[a, b], toSection: main` → toSection:).
    static func usedLabels(_ inside: String) -> Set<String> {
        var used = Set<String>()
        var depth = 0
        var word = ""
        var inString = false
        for c in inside {
            if c == "\"" {
                inString.toggle()
                word = ""
                continue
            }
            if inString { continue }
            if c == "(" || c == "[" {
                depth += 1
                word = ""
                continue
            }
            if c == ")" || c == "]" {
                depth -= 1
                word = ""
                continue
            }
            if Lexer.isNameChar(c) {
                word.append(c)
                continue
            }
            if c == ":" && depth == 0 && !word.isEmpty { used.insert(word + ":") }
            word = ""
        }
        return used
    }

    /// Whether the cursor's word starts an argument: right after `(` or `,` (spaces aside).
    private func afterArgumentStart(_ before: String) -> Bool {
        let last = before.trimmingSpaces.last
        return last == "(" || last == ","
    }

    enum IdentifierKind { case section, item, any }

    /// The kind a label names: `toSection:`, `forSection:`, `inSection:`, `section:` a section;
    /// `beforeItem:`, `afterItem:`, `item:` an item.
    static func kind(ofLabel label: String) -> IdentifierKind {
        if label.hasSuffix("Section") || label == "section" { return .section }
        if label.hasSuffix("Item") || label == "item" { return .item }
        return .any
    }

    /// What an identifier in this position names: after a section or item label, or inside the
    /// first (list) argument of `appendSections([`, `deleteItems([`, `moveItem(`...
    private func identifierKind(after before: String, call: OpenCall) -> IdentifierKind {
        var text = Substring(before.trimmingSpaces)
        // Inside a list (`toSection: [a, `): the label before the list counts.
        if let bracket = text.lastIndex(of: "["), !text[bracket...].contains("]") { text = text[..<bracket] }
        while let l = text.last, l == " " || l == "," { text.removeLast() }
        if text.last == ":" {
            text.removeLast()
            return Self.kind(ofLabel: String(text.reversed().prefix { Lexer.isNameChar($0) }.reversed()))
        }
        // The first (unlabelled) argument: what the method's name says.
        guard call.inFirstArgument, call.used.isEmpty else { return .any }
        let method = call.callee.split(separator: ".").last.map(String.init) ?? call.callee
        if method.hasSuffix("Sections") || method == "moveSection" || method == "indexOfSection" { return .section }
        if method.hasSuffix("Items") || method == "moveItem" || method == "indexOfItem" { return .item }
        return .any
    }

    /// Section or item identifiers of the session's snapshots and data source (bounded per snapshot).
    private func identifiers(of kind: IdentifierKind) -> [String] {
        var sections: [String] = []
        var items: [String] = []
        func add(_ s: StringSnapshot) {
            sections += s.sectionIdentifiers.prefix(1_000)
            var budget = 5_000
            for section in s.sectionIdentifiers where budget > 0 {
                let list = (try? s.itemIdentifiers(inSection: section)) ?? []
                items += list.prefix(budget)
                budget -= list.count
            }
        }
        for (_, s) in session.objects(of: SnapshotObject.self) { add(s.value) }
        for (_, d) in session.objects(of: DataSourceObject.self) { add(d.data.dataSource.appliedSnapshot) }
        let words = kind == .section ? sections : kind == .item ? items : sections + items
        return words.filter { Format.identifier($0) == $0 }
    }

    /// For a command's argument right after a section or item label (`fit section: `), the
    /// identifiers of that kind; nil elsewhere.
    private func identifiers(afterLabelIn before: String) -> [String]? {
        var text = Substring(before.trimmingSpaces)
        guard text.last == ":" else { return nil }
        text.removeLast()
        let label = String(text.reversed().prefix { Lexer.isNameChar($0) }.reversed())
        if label == "every" { return session.names }
        let kind = Self.kind(ofLabel: label)
        return kind == .any ? nil : identifiers(of: kind)
    }

    /// Values inside a call: the session's names, identifiers, the program's functions and types.
    private func valueWords() -> [String] {
        session.names + identifiers(of: .any)
            + registry.areas.flatMap { $0.completionWords(session) }.filter { !$0.hasPrefix(".") }
            + Array(session.swift.functions.keys)
            + session.swift.types.values.filter { $0.kind != .uikit }.map(\.name) + registry.allTypeNames + [
                "true", "false", "nil",
            ]
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

    /// Members of what a call returns, for the calls whose result is known here: a data source's
    /// `snapshot()` (a snapshot) and `snapshot(for:)` (a section snapshot). `closing` is the `)`.
    private func callResultMembers(_ chars: [Character], closing: Int) -> [String]? {
        guard closing >= 0, chars[closing] == ")" else { return nil }
        var depth = 0
        var open = closing
        while open >= 0 {
            if chars[open] == ")" {
                depth += 1
            } else if chars[open] == "(" {
                depth -= 1
                if depth == 0 { break }
            }
            open -= 1
        }
        guard open > 0 else { return nil }
        var start = open
        while start > 0, Lexer.isNameChar(chars[start - 1]) || chars[start - 1] == "." { start -= 1 }
        let parts = String(chars[start..<open]).split(separator: ".").map(String.init)
        guard parts.count >= 2, parts.last == "snapshot" else { return nil }
        let owner = Array(parts.dropLast())
        let isDataSource: Bool
        if owner.count == 1, session[owner[0]] is DataSourceObject {
            isDataSource = true
        } else {
            isDataSource = swiftMembers(of: owner)?.contains("applySnapshotUsingReloadData") == true
        }
        guard isDataSource else { return nil }
        let arguments = String(chars[(open + 1)..<closing])
        let type =
            arguments.contains("for:")
            ? registry.type(named: SectionSnapshotObject.typeName) : registry.type(named: SnapshotObject.typeName)
        return type.map { $0.members.compactMap { $0.name.split(separator: ".").first.map(String.init) } }
    }

    /// Members of the object (or type) named `receiver` (`snapshot`, `LayoutGroup`, `layout.configuration`).
    private func members(of receiver: String) -> [String] {
        let parts = receiver.split(separator: ".").map(String.init)
        guard let head = parts.first else { return [] }
        if let swift = swiftMembers(of: parts) { return swift }
        if let object = session[head], let type = registry.type(of: object) {
            return memberNames(of: type, after: Array(parts.dropFirst()))
        }
        if let type = registry.type(named: head) {
            return type.constructors.map(\.name).filter { !$0.isEmpty }
        }
        return []
    }

    /// The names that may follow `path` in a value of `type`: the next part of a dotted member
    /// (`orthogonalScrollingProperties.` in a section), or the members of the type a property holds
    /// (`sectionSnapshotHandlers.` of the data source).
    private func memberNames(of type: TypeSpec, after path: [String]) -> [String] {
        let prefix = path.joined(separator: ".")
        let names = type.members.compactMap { m in
            if prefix.isEmpty { return m.name.split(separator: ".").first.map(String.init) }
            guard m.name.hasPrefix(prefix + ".") else { return nil }
            return m.name.dropFirst(prefix.count + 1).split(separator: ".").first.map(String.init)
        }
        guard names.isEmpty, let first = path.first,
            let t = UIKitHost.type(named: type.name)?.property(first)?.type,
            let inner = registry.type(named: t.hasSuffix("?") ? String(t.dropLast()) : t)
        else { return names }
        return memberNames(of: inner, after: Array(path.dropFirst()))
    }

    private func labels(forCallee callee: String) -> [String] {
        let parts = callee.split(separator: ".").map(String.init)
        guard let head = parts.first else { return [] }
        if let object = session[head] ?? session.globalUIKitValue(head), let type = registry.type(of: object) {
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
            if Lexer.isNameChar(c) {
                word.append(c)
            } else {
                if c == ":" && !word.isEmpty { out.append(word + ":") }
                word = ""
            }
        }
        return out
    }

    private func implicitMembers() -> [String] {
        registry.areas.flatMap { $0.completionWords(session) }.filter { $0.hasPrefix(".") }.map {
            String($0.dropFirst())
        }
    }

    private func identifierWords() -> [String] {
        session.names + registry.areas.flatMap { $0.completionWords(session) }.filter { !$0.hasPrefix(".") }
            + Array(session.swift.functions.keys) + session.swift.types.values.filter { $0.kind != .uikit }.map(\.name)
            + Self.swiftKeywords
    }

    static let swiftKeywords = [
        "func", "class", "struct", "enum", "extension", "protocol", "let", "var", "if", "guard",
        "for", "while", "switch", "return", "import",
    ]

    /// Members of a Swift value or type of the program (`vc.`, `Section.`, `items.`), nil when
    /// `parts` names none.
    private func swiftMembers(of parts: [String]) -> [String]? {
        guard let head = parts.first else { return nil }
        if parts.count == 1, let decl = session.swift.types[head], decl.kind != .uikit {
            var names =
                decl.cases.map(\.name) + Array(decl.staticStored.keys) + Array(decl.staticMethods.keys)
                + Array(decl.staticComputed.keys)
            if decl.kind == .enumType && decl.isCaseIterable { names.append("allCases") }
            return names + ["init"]
        }
        guard var value = session.swift.globals[head] else { return nil }
        // `vc.dataSource.`, `vc.collectionView.`: follow the path through the program's values.
        var rest = parts.dropFirst()
        while let part = rest.first {
            switch value {
            case .object(let id):
                guard let field = session.swift.heap[id]?.fields[part] else { return nil }
                value = field
            case .structValue(let v):
                guard let field = v.field(part) else { return nil }
                value = field
            case .uikit(let n):
                // The rest is a path into a UIKit object's members (`vc.layout.configuration.`).
                guard let object = session[key: n], let type = registry.type(of: object) else { return nil }
                return memberNames(of: type, after: Array(rest))
            default:
                return nil
            }
            rest = rest.dropFirst()
        }
        var typeName: String?
        switch value {
        case .uikitValue(let box):
            // A snapshot a variable holds: its type's members, and those the program's extensions add.
            guard let type = registry.type(of: box.object) else { return nil }
            return type.members.compactMap { $0.name.split(separator: ".").first.map(String.init) }
                + (session.swift.types[type.name]?.methods.keys.map { $0 } ?? [])
        case .uikit(let n):
            guard let object = session[key: n], let type = registry.type(of: object) else { return nil }
            return type.members.compactMap { $0.name.split(separator: ".").first.map(String.init) }
                + (session.swift.types[type.name]?.methods.keys.map { $0 } ?? [])
        case .structValue(let v): typeName = v.typeName
        case .enumValue(let v): typeName = v.typeName
        case .object(let id):
            typeName = session.swift.heap[id]?.typeName
            if typeName == "UICollectionView" { return UICollectionViewSurface.members }
            if let fields = session.swift.heap[id]?.fields.keys {
                var inherited =
                    typeName.map { UIKitSurface.inheritsViewController($0, session: session) } == true
                    ? Array(UIKitSurface.viewControllerMembers) + ["loadViewIfNeeded"] : []
                // A UICollectionView subclass has the collection view's members too.
                if let t = typeName, UICollectionViewSurface.isCollectionView(t, session: session) {
                    inherited += UICollectionViewSurface.members
                }
                return Array(fields) + userMembers(typeName) + inherited
            }
        case .array:
            return [
                "append", "compactMap", "contains", "count", "enumerated", "filter", "first", "forEach", "insert",
                "isEmpty", "last", "map", "reduce", "remove", "removeAll", "sorted",
            ]
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
