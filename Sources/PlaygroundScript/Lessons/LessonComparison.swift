import PlaygroundCore

/// What differs between what a probe found after the attendee's code and after the solution, in
/// words made from the data: the sections and elements there are, columns, sizes, positions, the
/// batch's changes, a printed value. The most telling differences first, and only a few: a wrong
/// item width moves every cell after it, and saying so once is enough.
enum LessonComparison {
    /// At most this many messages per probe; the rest are counted.
    static let messageLimit = 4

    static func differences(_ got: LessonProbeData, _ wanted: LessonProbeData, check: LessonCheck) -> [String] {
        switch (got, wanted) {
        case (.elements(let a), .elements(let e)):
            return elements(a, e, check: check)
        case (.size(let aw, let ah), .size(let ew, let eh)):
            let ignoresWidth = check.ignoring.contains(.width)
            let ignoresHeight = check.ignoring.contains(.height)
            let widthDiffers = !ignoresWidth && !same(aw, ew, check)
            let heightDiffers = !ignoresHeight && !same(ah, eh, check)
            guard widthDiffers || heightDiffers else { return [] }
            return ["the content size is \(n(aw)) x \(n(ah)), the step wants \(n(ew)) x \(n(eh))"]
        case (.apply(let a), .apply(let e)):
            return apply(a, e)
        case (.lines(let a), .lines(let e)):
            return lines(a, e)
        case (.failed(let a), .failed(let e)):
            return a == e ? [] : ["it fails with: \(a); the step's fails with: \(e)"]
        case (.failed(let a), _):
            return ["it fails: \(a)"]
        case (_, .failed(let e)):
            return ["it runs, but the step's fails: \(e)"]
        default:
            return ["it gives another kind of result than the step's"]
        }
    }

    static func n(_ v: Double) -> String { Format.number(v) }

    static func same(_ a: Double, _ b: Double, _ check: LessonCheck) -> Bool {
        abs(a - b) <= check.tolerance + 1e-9
    }

    static func plural(_ count: Int, _ word: String) -> String {
        count == 1 ? "1 \(word)" : "\(count) \(word)s"
    }

    // MARK: frames

    private struct Key: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    /// Elements of one kind in one section.
    private struct Group: Hashable {
        var section: Int
        var kind: String
    }

    static func elements(
        _ got: [LessonProbeData.Element], _ wanted: [LessonProbeData.Element], check: LessonCheck
    ) -> [String] {
        var messages: [String] = []
        let ignoring = Set(check.ignoring)
        let sectionsGot = Set(got.map(\.indexPath.section)).count
        let sectionsWanted = Set(wanted.map(\.indexPath.section)).count
        if sectionsGot != sectionsWanted, !got.isEmpty {
            messages.append(
                "the layout shows \(plural(sectionsGot, "section")), the step wants \(sectionsWanted)")
        }
        // Counts of each kind per section, in the order the step's elements come.
        func groups(_ list: [LessonProbeData.Element]) -> (order: [Group], counts: [Group: Int]) {
            var order: [Group] = []
            var counts: [Group: Int] = [:]
            for e in list {
                let g = Group(section: e.indexPath.section, kind: e.kind)
                if counts[g] == nil { order.append(g) }
                counts[g, default: 0] += 1
            }
            return (order, counts)
        }
        let (wantedOrder, wantedCounts) = groups(wanted)
        let (gotOrder, gotCounts) = groups(got)
        for g in wantedOrder {
            let w = wantedCounts[g] ?? 0
            let a = gotCounts[g] ?? 0
            guard a != w else { continue }
            let word = g.kind
            if a == 0 {
                messages.append("section \(g.section) has no \(word), the step wants \(w == 1 ? "one" : "\(w)")")
            } else {
                messages.append("section \(g.section) has \(plural(a, word)), the step wants \(w)")
            }
        }
        for g in gotOrder where wantedCounts[g] == nil {
            let a = gotCounts[g] ?? 0
            messages.append("section \(g.section) has \(plural(a, g.kind)), the step wants none")
        }

        var gotByKey: [Key: LessonProbeData.Element] = [:]
        for e in got { gotByKey[Key(kind: e.kind, indexPath: e.indexPath)] = e }

        // Columns: the cells in each section's first row.
        var columnSections = Set<Int>()
        if !ignoring.contains(.x) && !ignoring.contains(.width) {
            for section in wantedOrder.filter({ $0.kind == "cell" }).map(\.section) {
                let w = wanted.filter { $0.isCell && $0.indexPath.section == section }
                let a = got.filter { $0.isCell && $0.indexPath.section == section }
                let wc = columns(w, check)
                let ac = columns(a, check)
                guard wc != ac, !w.isEmpty, !a.isEmpty else { continue }
                columnSections.insert(section)
                var message = "section \(section) has \(plural(ac, "column")) of cells, the step wants \(wc)"
                if let (cell, wantedCell) = zip(a, w).first(where: { !same($0.0.frame.width, $0.1.frame.width, check) })
                {
                    message +=
                        ": cell \(cell.indexPath) is \(n(cell.frame.width)) wide, the step wants "
                        + "\(n(wantedCell.frame.width))"
                }
                messages.append(message)
            }
        }

        // Sizes first: a position is mostly the consequence of a size before it.
        var sizes: [(group: Group, property: String, got: String, wanted: String, name: String)] = []
        var positions: [String] = []
        var others: [String] = []
        for e in wanted {
            let g = Group(section: e.indexPath.section, kind: e.kind)
            guard let a = gotByKey[Key(kind: e.kind, indexPath: e.indexPath)] else { continue }
            if e.isCell && columnSections.contains(g.section) { continue }
            if !ignoring.contains(.width) && !same(a.frame.width, e.frame.width, check) {
                sizes.append((g, "wide", n(a.frame.width), n(e.frame.width), a.name))
            }
            if !ignoring.contains(.height) && !same(a.frame.height, e.frame.height, check) {
                sizes.append((g, "high", n(a.frame.height), n(e.frame.height), a.name))
            }
            let xDiffers = !ignoring.contains(.x) && !same(a.frame.minX, e.frame.minX, check)
            let yDiffers = !ignoring.contains(.y) && !same(a.frame.minY, e.frame.minY, check)
            if xDiffers && yDiffers {
                positions.append(
                    "\(a.name) is at x \(n(a.frame.minX)), y \(n(a.frame.minY)), the step wants x \(n(e.frame.minX)), "
                        + "y \(n(e.frame.minY))")
            } else if xDiffers {
                positions.append("\(a.name) is at x \(n(a.frame.minX)), the step wants x \(n(e.frame.minX))")
            } else if yDiffers {
                positions.append("\(a.name) is at y \(n(a.frame.minY)), the step wants y \(n(e.frame.minY))")
            }
            if !ignoring.contains(.z) && a.zIndex != e.zIndex {
                sizes.append((g, "zIndex", String(a.zIndex), String(e.zIndex), a.name))
            }
            if !ignoring.contains(.id), let ai = a.identifier, let ei = e.identifier, ai != ei {
                others.append("\(a.name) shows \(Format.identifier(ai)), the step wants \(Format.identifier(ei))")
            }
        }
        // The same size difference on many elements of a group is said once.
        var said = Set<String>()
        /// "is 44 high, the step wants 60", "has zIndex 0, the step wants 1".
        func says(_ property: String, _ got: String, _ wanted: String) -> String {
            property == "zIndex"
                ? "has zIndex \(got), the step wants \(wanted)" : "is \(got) \(property), the step wants \(wanted)"
        }
        for s in sizes {
            let key = "\(s.group.section) \(s.group.kind) \(s.property) \(s.got) \(s.wanted)"
            guard !said.contains(key) else { continue }
            said.insert(key)
            let alike = sizes.filter {
                $0.group == s.group && $0.property == s.property && $0.got == s.got && $0.wanted == s.wanted
            }.count
            let total = wantedCounts[s.group] ?? 0
            if alike > 1 && alike == total && gotCounts[s.group] == total {
                messages.append(
                    "every \(s.group.kind) in section \(s.group.section) " + says(s.property, s.got, s.wanted))
            } else if alike > 1 {
                messages.append("\(s.name) " + says(s.property, s.got, s.wanted) + " (and \(alike - 1) more like it)")
            } else {
                messages.append("\(s.name) " + says(s.property, s.got, s.wanted))
            }
        }
        if sizes.isEmpty && columnSections.isEmpty { messages += positions }
        messages += others
        if messages.count > messageLimit {
            let more = messages.count - messageLimit
            messages = Array(messages.prefix(messageLimit)) + ["and \(plural(more, "more difference"))"]
        }
        return messages
    }

    /// How many of `cells` share the first cell's row (its y, within the tolerance).
    static func columns(_ cells: [LessonProbeData.Element], _ check: LessonCheck) -> Int {
        guard let first = cells.first else { return 0 }
        return cells.filter { same($0.frame.minY, first.frame.minY, check) }.count
    }

    // MARK: apply

    static func apply(_ got: LessonProbeData.Apply?, _ wanted: LessonProbeData.Apply?) -> [String] {
        guard let wanted else {
            return got == nil ? [] : ["a snapshot was applied; the step applies none"]
        }
        guard let got else { return ["no snapshot has been applied; the step's apply sends \(wanted.update)"] }
        if got.update != wanted.update {
            return ["the last apply sent \(got.update), the step's sends \(wanted.update)"]
        }
        var messages: [String] = []
        if got.isBatch && got.animated != wanted.animated {
            messages.append(
                "the last apply was \(got.animated ? "animated" : "not animated"), the step's is "
                    + (wanted.animated ? "animated" : "not"))
        }
        // Changes by identifier: a reload where the step reconfigures, a change at another place.
        let wantedByID = Dictionary(grouping: wanted.changes, by: \.identifier)
        let gotByID = Dictionary(grouping: got.changes, by: \.identifier)
        for change in wanted.changes where !got.changes.contains(change) {
            let mine = gotByID[change.identifier] ?? []
            let id = Format.identifier(change.identifier)
            if let same = mine.first(where: { $0.operation == change.operation }) {
                messages.append(
                    "the batch has \(change.operation) \(id) at \(same.place), the step's at \(change.place)")
            } else if let other = mine.first(where: { !(wantedByID[$0.identifier] ?? []).contains($0) }) {
                messages.append(
                    "the batch has \(other.operation) \(id) (\(other.place)), the step's has "
                        + "\(change.operation) \(id) (\(change.place))")
            } else {
                messages.append("the batch has no \(change.operation) of \(id); the step's has one at \(change.place)")
            }
        }
        for change in got.changes where !wanted.changes.contains(change) {
            let wantedForID = wantedByID[change.identifier] ?? []
            // Said above when the step's batch changes the same item another way.
            if wantedForID.contains(where: { !got.changes.contains($0) }) { continue }
            messages.append(
                "the batch has \(change.operation) \(Format.identifier(change.identifier)) (\(change.place)); "
                    + "the step's has none")
        }
        if messages.count > messageLimit {
            let more = messages.count - messageLimit
            messages = Array(messages.prefix(messageLimit)) + ["and \(plural(more, "more difference"))"]
        }
        return messages
    }

    // MARK: printed values

    /// A row of a table (`sections`, `batch`'s counts) that differs, by its column's name:
    /// "section 0: height is 1030, the step's is 250". Nil when the lines are no such table.
    static func tableCell(header: String, _ got: String, _ wanted: String) -> String? {
        let names = header.split(separator: " ")
        func fields(_ row: String) -> [Substring]? {
            var f = row.split(separator: " ")
            guard f.count >= names.count, names.count >= 2 else { return nil }
            // The last column may hold spaces ("content 1484.1, offset 363.7").
            let last = f[(names.count - 1)...].joined(separator: " ")
            f.removeSubrange((names.count - 1)...)
            f.append(Substring(last))
            return f
        }
        guard let a = fields(got), let e = fields(wanted), a.first == e.first,
            let j = a.indices.first(where: { a[$0] != e[$0] })
        else { return nil }
        return "\(names[0]) \(a[0]): \(names[j]) is \(a[j]), the step's is \(e[j])"
    }

    static func lines(_ got: [String], _ wanted: [String]) -> [String] {
        guard got != wanted else { return [] }
        if got.count == 1 && wanted.count == 1 { return ["it prints '\(got[0])', the step's prints '\(wanted[0])'"] }
        if got.isEmpty { return ["it prints nothing, the step's prints '\(wanted[0])'"] }
        if let i = (0..<min(got.count, wanted.count)).first(where: { got[$0] != wanted[$0] }) {
            if i > 0, got[0] == wanted[0], let cell = tableCell(header: got[0], got[i], wanted[i]) {
                return [cell]
            }
            let a = got[i].split(separator: " ").joined(separator: " ")
            let e = wanted[i].split(separator: " ").joined(separator: " ")
            return ["line \(i + 1) of what it prints is '\(a)', the step's is '\(e)'"]
        }
        return ["it prints \(plural(got.count, "line")), the step's prints \(wanted.count)"]
    }
}
