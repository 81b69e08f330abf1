import PlaygroundCore

/// Resolving the session's layout against the applied data, and printing what UIKit computes.
enum LayoutQueries {
    struct Resolved {
        var layout: ResolvedLayout
        /// Identifiers per section, for labelling cells.
        var sections: [(identifier: String, items: [String])]
        /// Section rules read to choose each section's definition (`SectionRules.work`).
        var ruleWork = 0
    }

    static func environment(_ session: Session) -> LayoutEnvironment {
        session.object("environment", as: EnvironmentObject.self)?.value ?? DevicePreset.standard.environment(landscape: false, keeping: nil)
    }

    static func data(_ session: Session) -> (any LayoutDataProvider)? {
        // The provider's name is kept at define time (one cast per define, not a scan per query).
        guard let name = session.providerName else { return nil }
        return session[name] as? any LayoutDataProvider
    }

    /// The layout UIKit would compute now; with `shown`, for those sections and items instead of
    /// the data source's (the layout before the last apply, for pictures of it).
    static func resolve(_ session: Session, shown: [(identifier: String, items: [String])]? = nil) throws(ScriptError) -> Resolved {
        let env = environment(session)
        let definition = session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
        let provider = shown == nil ? data(session) : nil
        let sections = shown ?? provider?.layoutSections ?? []
        var builder = LayoutBuilder(session: session, environment: env)
        var layoutSections: [LayoutSection] = []
        var data: [SectionData] = []
        var rules = SectionRules(definition, environment: env)
        for (index, section) in sections.enumerated() {
            guard let def = try builder.sectionDefinition(for: section.identifier, at: index, in: &rules) else {
                throw ScriptError("no layout for section \(Format.identifier(section.identifier)) (index \(index))",
                                  help: "set one: layout = CompositionalLayout(section: mySection), or layout.use(mySection, forSection: \(Format.identifier(section.identifier)))")
            }
            layoutSections.append(try builder.section(def))
            var d = SectionData(itemCount: section.items.count)
            if let fitted = definition.fittedBySection[section.identifier] { d.defaultFittedSize = fitted.size }
            for (name, fitted) in definition.fittedByLayoutItem { d.fittedSizesByItemName[name] = fitted.size }
            d.levels = provider?.outlineLevels(section: index) ?? [:]
            data.append(d)
        }
        if !definition.fittedByItem.isEmpty {
            var index: [String: (Int, Int)] = [:]
            let wanted = definition.fittedByItem
            for (s, section) in sections.enumerated() {
                for (i, id) in section.items.enumerated() where wanted[id] != nil { index[id] = (s, i) }
            }
            for (id, fitted) in wanted {
                if let (s, i) = index[id] { data[s].fittedSizes[i] = fitted.size }
            }
        }
        let configuration = try builder.configuration(definition.configuration)
        let layout = CompositionalLayout(sections: layoutSections, configuration: configuration)
        do {
            return Resolved(layout: try layout.resolve(data: data, environment: env), sections: sections, ruleWork: rules.work)
        } catch {
            throw ScriptError(error.message, notes: ["the layout cannot be resolved; the definitions are kept so you can fix them"])
        }
    }

    /// `resolve(_:)` for a command, counting the engine's work in the session (`WorkCounter.layout`).
    static func resolve(_ inv: inout Invocation) throws(ScriptError) -> Resolved {
        let resolved = try resolve(inv.session)
        inv.session.work.layout += resolved.layout.work.total + resolved.ruleWork
        return resolved
    }

    /// Prints the layout's pitfall notes that the previous query did not already show, so a note
    /// appears when a pitfall first applies (again after it went away), not on every query.
    static func emitNotes(_ resolved: Resolved, _ inv: inout Invocation) {
        // One line per pitfall, naming every section it applies to.
        var order: [String] = []
        var sections: [String: [Int]] = [:]
        for note in resolved.layout.notes {
            let text = note.message + "\u{0}" + note.fix
            if sections[text] == nil { order.append(text); sections[text] = [] }
            if let s = note.section, sections[text]?.contains(s) == false { sections[text]?.append(s) }
        }
        let current = order.map { text -> String in
            let list = sections[text] ?? []
            let prefix = list.isEmpty ? "" : (list.count == 1 ? "section \(list[0]): " : "sections " + list.map(String.init).joined(separator: ", ") + ": ")
            return prefix + text
        }
        var layout = inv.session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
        for key in current where !layout.notesShown.contains(key) {
            let parts = key.split(separator: "\u{0}", maxSplits: 1).map(String.init)
            inv.note(parts[0], help: parts.count > 1 ? parts[1] : nil)
        }
        if layout.notesShown != current {
            layout.notesShown = current
            inv.session.define("layout", layout)
        }
    }

    static func kindName(_ a: LayoutAttributes) -> String {
        switch a.category {
        case .cell: "cell"
        case .supplementaryView(let k): "supplementary " + k
        case .decorationView(let k): "decoration " + k
        }
    }

    static func identifier(_ a: LayoutAttributes, _ resolved: Resolved) -> String? {
        guard case .cell = a.category, let i = a.itemIndex, a.indexPath.section < resolved.sections.count else { return nil }
        let items = resolved.sections[a.indexPath.section].items
        return i < items.count ? items[i] : nil
    }

    /// A frames table (text) and its JSON.
    /// The rows as text, or (`json`) as JSON; only the one asked for is built (a million rows).
    static func table(_ attributes: [LayoutAttributes], _ resolved: Resolved, json wantsJSON: Bool) -> ([String], JSONValue) {
        if !wantsJSON { return (textTable(attributes, resolved), .array([])) }
        var json: [JSONValue] = []
        json.reserveCapacity(attributes.count)
        for a in attributes {
            let id = identifier(a, resolved)
            var fields: [(String, JSONValue)] = []
            switch a.category {
            case .cell: fields.append(("kind", .string("cell")))
            case .supplementaryView(let k): fields += [("kind", .string("supplementary")), ("elementKind", .string(k))]
            case .decorationView(let k): fields += [("kind", .string("decoration")), ("elementKind", .string(k))]
            }
            fields.append(("indexPath", .array([.number(Double(a.indexPath.section)), .number(Double(a.indexPath.item))])))
            if let id { fields.append(("identifier", .string(id))) }
            fields += [("x", .number(a.frame.minX)), ("y", .number(a.frame.minY)), ("width", .number(a.frame.width)),
                       ("height", .number(a.frame.height)), ("zIndex", .number(Double(a.zIndex)))]
            if a.isPinned { fields.append(("pinned", .bool(true))) }
            if a.level != 0 { fields.append(("level", .number(Double(a.level)))) }
            json.append(.object(fields))
        }
        return ([], .array(json))
    }

    /// The frames table as text: what `Format.table(rows, rightAligned: [3, 4, 5, 6, 7, 8, 9])` prints
    /// for these rows, byte for byte, without a row array per element or a string per pad. The
    /// cells go into one flat array (most are small strings, stored inline), the column widths
    /// are taken as they come, and each line is written into one reused byte buffer: a million
    /// rows are a million line strings and nothing else per row.
    static func textTable(_ attributes: [LayoutAttributes], _ resolved: Resolved) -> [String] {
        // Outline rows: a level column (and the content indentation it gives) when any row is nested.
        let nested = attributes.contains { $0.level > 0 }
        let header = ["kind", "indexPath", "id", "x", "y", "width", "height", "z"] + (nested ? ["level", "indent"] : [])
        let columns = header.count
        let firstRightAligned = 3
        var cells: [String] = []
        cells.reserveCapacity((attributes.count + 1) * columns)
        var widths = [Int](repeating: 0, count: columns)
        func add(_ cell: String, _ column: Int) {
            widths[column] = Swift.max(widths[column], Format.length(cell))
            cells.append(cell)
        }
        for (i, cell) in header.enumerated() { add(cell, i) }
        for a in attributes {
            var kind = kindName(a)
            if a.isPinned { kind += " (pinned)" }
            add(kind, 0)
            add(a.indexPath.description, 1)
            add(identifier(a, resolved).map(Format.identifier) ?? "-", 2)
            add(Format.number(a.frame.minX), 3)
            add(Format.number(a.frame.minY), 4)
            add(Format.number(a.frame.width), 5)
            add(Format.number(a.frame.height), 6)
            add(String(a.zIndex), 7)
            if nested {
                add(String(a.level), 8)
                add(Format.number(a.indentation), 9)
            }
        }
        var lines: [String] = []
        lines.reserveCapacity(attributes.count + 1)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(widths.reduce(0, +) * 4 + 2 * columns)
        let space = UInt8(ascii: " ")
        var index = 0
        while index < cells.count {
            buffer.removeAll(keepingCapacity: true)
            for column in 0..<columns {
                let cell = cells[index + column]
                let pad = widths[column] - Format.length(cell)
                let isLast = column == columns - 1
                if column >= firstRightAligned {
                    if pad > 0 { buffer.append(contentsOf: repeatElement(space, count: pad)) }
                    buffer.append(contentsOf: cell.utf8)
                } else {
                    buffer.append(contentsOf: cell.utf8)
                    if !isLast, pad > 0 { buffer.append(contentsOf: repeatElement(space, count: pad)) }
                }
                if !isLast { buffer.append(space); buffer.append(space) }
            }
            // A trailing byte 0x20 is a whole " " character (a space starts a grapheme cluster).
            while buffer.last == space { buffer.removeLast() }
            lines.append(String(decoding: buffer, as: UTF8.self))
            index += columns
        }
        return lines
    }

    /// The elements bottom first, as UIKit stacks their views: by `zIndex`, and among equal
    /// zIndex decorations under cells under supplementaries, then in layout order. Drawings
    /// (`draw`, `export svg`) paint in this order.
    /// Evidence: [I] UIKit documents only that a higher zIndex is in front; for ties the views'
    /// order is not documented. Decorations are backgrounds, and headers and badges are in front
    /// of the cells they label in the sample apps, so ties go that way.
    static func zOrdered(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        func rank(_ a: LayoutAttributes) -> Int {
            switch a.category {
            case .decorationView: 0
            case .cell: 1
            case .supplementaryView: 2
            }
        }
        return attributes.enumerated().sorted { l, r in
            (l.element.zIndex, rank(l.element), l.offset) < (r.element.zIndex, rank(r.element), r.offset)
        }.map(\.element)
    }

    static func filter(_ attributes: [LayoutAttributes], section: Int?, kind: String?) -> [LayoutAttributes] {
        if section == nil && kind == nil { return attributes }
        return attributes.filter { a in
            if let section, a.indexPath.section != section { return false }
            if let kind {
                switch (kind, a.category) {
                case ("cells", .cell), ("supplementaries", .supplementaryView), ("decorations", .decorationView): return true
                default: return false
                }
            }
            return true
        }
    }


    static func visualDescription(of name: String, in inv: Invocation) throws(ScriptError) -> [String] {
        guard let def = inv.session.object(name, as: GroupDefinition.self) else { return [] }
        let env = environment(inv.session)
        var builder = LayoutBuilder(session: inv.session, environment: env)
        let group = try builder.group(def, name: name)
        var section = LayoutSection(group: group)
        section.contentInsetsReference = .none
        // One instance: as many items as one group takes (its leaves), resolved in a bare container.
        let probe = CompositionalLayout(sections: [section])
        let leaves: Int
        do {
            let one = try probe.resolve(data: [SectionData(itemCount: LayoutLimits.maxLeavesPerGroup)], environment: env)
            leaves = one.section(0)?.itemsPerGroup ?? 1
        } catch {
            throw ScriptError(error.message)
        }
        let resolved: ResolvedLayout
        do { resolved = try probe.resolve(data: [SectionData(itemCount: leaves)], environment: env) } catch { throw ScriptError(error.message) }
        guard let frame = resolved.groupFrame(section: 0, group: 0) else { return [] }
        let cells = resolved.allAttributes().filter { if case .cell = $0.category { true } else { false } }
        var boxes: [Drawing.Box] = [Drawing.Box(frame: frame, label: name, style: .outline)]
        for c in cells { boxes.append(Drawing.Box(frame: c.frame, label: String((c.itemIndex ?? 0) + 1), style: .solid)) }
        var lines = ["\(name): \(Format.number(frame.width)) x \(Format.number(frame.height)) in a \(Format.number(env.containerSize.width))-wide container, \(leaves) item\(leaves == 1 ? "" : "s") per group"]
        lines += Drawing.render(boxes, viewport: frame, columns: 60, ascii: true)
        return lines
    }
}

extension LayoutError {
    var message: String { description }
}

extension FittedSize {
    /// The engine's size: an axis not given is NaN, which keeps the estimate on that axis.
    var size: Size { Size(width: width ?? .nan, height: height ?? .nan) }
}
