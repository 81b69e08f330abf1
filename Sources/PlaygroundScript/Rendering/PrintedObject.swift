/// A layout object as the playground prints it (`print(section)`, or its name alone at the prompt):
/// the Swift that makes it, then each property that differs from UIKit's default, as Swift would set
/// it. Its text and its JSON render this one value, so neither shows a property the other drops.
struct PrintedObject: CommandResult {
    /// The playground's name of its type (`LayoutItem`).
    var type: String
    /// The initializer or factory call that makes it.
    var made: String
    /// The properties set after it, in order.
    var properties: [Property]
    /// The objects it refers to by name, each printed under it (`print(section)` shows its group).
    var children: [Child] = []

    /// An object this one refers to: its role (`subitem`), its name when it has one, and what it is
    /// (nil when printed above already: a shared item is shown once).
    struct Child: Equatable, Sendable {
        var role: String
        var name: String?
        var object: PrintedObject?
    }

    struct Property: Equatable, Sendable {
        var name: String
        /// Swift source for its value.
        var value: String
        /// How the text joins name and value: ` = `, or ` uses ` for a layout's section rules.
        var joiner: String
        /// Shown on the line of the property before it (`headerMode = .none, footerMode = .none`).
        var sameLine: Bool

        init(_ name: String, _ value: String, joiner: String = " = ", sameLine: Bool = false) {
            self.name = name
            self.value = value
            self.joiner = joiner
            self.sameLine = sameLine
        }
    }

    var lines: [String] { ownLines + childLines(depth: 1) }

    /// Its own lines: the call that makes it, then its properties.
    var ownLines: [String] {
        var lines = [made]
        for p in properties {
            let text = p.name + p.joiner + p.value
            if p.sameLine, lines.count > 1 {
                lines[lines.count - 1] += ", " + text
            } else {
                lines.append("  " + text)
            }
        }
        return lines
    }

    private func childLines(depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        var lines: [String] = []
        for child in children {
            let shown = child.name.map { "\(child.role) \($0)" } ?? child.role
            guard let object = child.object else {
                lines.append(indent + "\(shown): (described above)")
                continue
            }
            let own = object.ownLines
            lines.append(indent + "\(shown): " + (own.first ?? ""))
            lines += own.dropFirst().map { indent + $0 }
            lines += object.childLines(depth: depth + 1)
        }
        return lines
    }

    /// `{"type": ..., "made": ..., "properties": {name: value, ...}, "children": [...]}`, in order.
    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: JSONValueEncoder.Key.self)
        try object.encode(type, forKey: .init(stringValue: "type"))
        try object.encode(made, forKey: .init(stringValue: "made"))
        var named = object.nestedContainer(keyedBy: JSONValueEncoder.Key.self, forKey: .init(stringValue: "properties"))
        for p in properties { try named.encode(p.value, forKey: .init(stringValue: p.name)) }
        if !children.isEmpty { try object.encode(children, forKey: .init(stringValue: "children")) }
    }
}

extension PrintedObject.Child: Encodable {
    /// `{"role": ..., "name": ..., "object": {...}}`, or `"describedAbove": true` for one printed already.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: JSONValueEncoder.Key.self)
        try c.encode(role, forKey: .init(stringValue: "role"))
        if let name { try c.encode(name, forKey: .init(stringValue: "name")) }
        if let object {
            try c.encode(object, forKey: .init(stringValue: "object"))
        } else {
            try c.encode(true, forKey: .init(stringValue: "describedAbove"))
        }
    }
}
