import PlaygroundCore

/// Resolving the session's layout against the applied data, and printing what UIKit computes.
enum LayoutQueries {
    struct Resolved {
        var layout: ResolvedLayout
        /// Identifiers per section, for labelling cells.
        var sections: [(identifier: String, items: [String])]
        /// Section rules read to choose each section's definition (`SectionRules.work`).
        var ruleWork = 0
        /// What this resolve was made from, for the next (`LayoutCache`); nil for a layout of `shown` sections.
        var cache: LayoutCache?
    }

    static func environment(_ session: Session) -> LayoutEnvironment {
        session.object("environment", as: EnvironmentObject.self)?.value
            ?? DevicePreset.standard.environment(landscape: false, keeping: nil)
    }

    /// Why there are no sections: none applied yet, or an applied snapshot with none (UIKit shows nothing
    /// either way; only the first is fixed by applying).
    static func noSections(_ session: Session) -> String {
        appliedNoSections(session)
            ? "the applied snapshot has no sections" : "the data source has no sections yet (apply a snapshot first)"
    }

    /// Whether the diffable data source has applied a snapshot (one with no sections, when there are none).
    static func appliedNoSections(_ session: Session) -> Bool {
        (data(session) as? DataSourceObject)?.data.dataSource.hasLoadedData == true
    }

    static func data(_ session: Session) -> (any LayoutDataProvider)? {
        // The provider's name is kept at define time (one cast per define, not a scan per query).
        guard let name = session.providerName else { return nil }
        return session[name] as? any LayoutDataProvider
    }

    /// The sections of a collection view whose data source is a classic `UICollectionViewDataSource`
    /// (`collectionView.dataSource = self`), from the counts it last read from it, as UIKit lays them out:
    /// `numberOfSections(in:)` sections of `collectionView(_:numberOfItemsInSection:)` cells each. Such
    /// cells have no identifiers: they are shown as '-'. Nil when no collection view has read counts
    /// from one, or the diffable data source has sections of its own (it is the one `frames` shows).
    static func classicSections(_ session: Session) -> [(identifier: String, items: [String])]? {
        var found: [Int]?
        // In the order the collection views were made, so that the same program shows the same one on every run.
        for (_, instance) in session.swift.heap.sorted(by: { $0.key < $1.key })
        where UICollectionViewSurface.isCollectionView(instance.typeName, session: session) {
            guard case .object? = instance.fields["dataSource"], let counts = instance.uikit.itemCounts else {
                continue
            }
            // (The hosted collection view first when there are several: its layout is the session's, compositional
            // or flow; else the first made.)
            var hosted = false
            switch instance.fields["collectionViewLayout"] {
            case .uikit(let layout)?: hosted = layout == session.swift.hostedLayout
            case .object(let layout)?: hosted = layout == session.swift.flowLayout?.id
            default: break
            }
            if hosted {
                found = counts
                break
            }
            if found == nil { found = counts }
        }
        guard let counts = found else { return nil }
        return counts.enumerated().map {
            (identifier: String($0.offset), items: Array(repeating: "-", count: $0.element))
        }
    }

    /// How many sections the collection view shows: the diffable data source's, else a classic one's.
    static func sectionCount(_ session: Session) -> Int {
        let diffable = data(session)?.layoutSections.count ?? 0
        return diffable > 0 ? diffable : classicSections(session)?.count ?? 0
    }

    /// The layout UIKit would compute now; with `shown`, for those sections and items instead of
    /// the data source's (the layout before the last apply, for pictures of it). Sections that
    /// the session's `LayoutCache` shows unchanged keep their plans; the others are planned.
    static func resolve(_ session: Session, shown: [(identifier: String, items: [String])]? = nil) throws(ScriptError)
        -> Resolved
    {
        var cache = shown == nil ? session.layoutCache : nil
        return try resolve(session, shown: shown, cache: &cache)
    }

    /// `resolve(_:shown:)` from `cache`, which it empties: when nothing else holds the cache (see
    /// `Session.takeLayoutCache`), the kept sections' plans are updated in place, not copied.
    /// (`inout`, not `consuming`: Swift 6.3's move checker crashes on a consumed cache.)
    private static func resolve(
        _ session: Session, shown: [(identifier: String, items: [String])]?, cache: inout LayoutCache?
    ) throws(ScriptError) -> Resolved {
        if let column = SplitViews.columnError(session) { throw column }
        if let table = session.swift.tableView { return try resolveTable(session, table, shown: shown) }
        if shown == nil, let source = session.swift.unmodelledDataSource, sectionCount(session) == 0 {
            throw UIKitSurface.unmodelledDataSourceError(source)
        }
        if let unmodelled = session.swift.unmodelledLayout { throw UIKitSurface.unmodelledLayoutError(unmodelled) }
        if let flow = session.swift.flowLayout { return try resolveFlow(session, flow, shown: shown) }
        let env = environment(session)
        let definition = session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
        let provider = shown == nil ? data(session) : nil
        let dataSource = provider as? DataSourceObject
        var sections: [(identifier: String, items: [String])]
        if let shown {
            sections = shown
        } else if let dataSource, let previous = cache?.snapshot {
            // Taken from the cache (which keeps none), to be updated in place.
            sections = []
            swap(&sections, &cache!.sections)
            dataSource.layoutSections(since: previous, updating: &sections)
        } else {
            sections = provider?.layoutSections ?? []
        }
        var fromDataSource = dataSource != nil
        if shown == nil, sections.isEmpty, let classic = classicSections(session) {
            sections = classic
            fromDataSource = false
        }
        var builder = LayoutBuilder(session: session, environment: env)
        let reuse = cache?.reusable(for: definition, environment: env, inputsVersion: session.layoutInputsVersion)
        // By section index, what the sections were resolved with: taken from the cache when it may
        // be kept (the cache keeps none), and updated in place, so that a kept section is neither
        // copied nor released.
        var layoutSections: [LayoutSection] = []
        var data: [SectionData] = []
        var identifiers: [String] = []
        var itemCounts: [Int] = []
        if reuse != nil, cache != nil {
            swap(&layoutSections, &cache!.layoutSections)
            swap(&data, &cache!.data)
            swap(&identifiers, &cache!.identifiers)
            swap(&itemCounts, &cache!.itemCounts)
        }
        let keptCount = identifiers.count
        var unchanged = [Bool](repeating: false, count: sections.count)
        var rules = reuse?.rules ?? SectionRules(definition, environment: env)
        // One build per named definition: the sections of a layout mostly share a few.
        var built: [ObjectKey: LayoutSection] = [:]
        let newIdentifiers = reuse?.identifiers ?? []
        let newIndexes = reuse?.indexes ?? []
        // Whether a rule added since names `identifier`. Mostly one rule or none was added: comparing
        // a few strings costs less than hashing every section's identifier.
        let fewNew = newIdentifiers.count <= 8 ? Array(newIdentifiers) : nil
        func named(_ identifier: String) -> Bool {
            if let fewNew { return fewNew.contains(identifier) }
            return newIdentifiers.contains(identifier)
        }
        // Asked section by section only when some section has them (an O(1) check per section).
        let outlined = provider?.hasOutlineLevels ?? false
        for index in sections.indices {
            let section = (identifier: sections[index].identifier, itemCount: sections[index].items.count)
            let levels = outlined ? provider?.outlineLevels(section: index) ?? [:] : [:]
            if index < keptCount, identifiers[index] == section.identifier, itemCounts[index] == section.itemCount,
                data[index].levels == levels, newIndexes.isEmpty || !newIndexes.contains(index),
                !named(section.identifier)
            {
                unchanged[index] = true
                continue
            }
            identifiers.put(section.identifier, at: index)
            itemCounts.put(section.itemCount, at: index)
            guard let ref = rules.section(for: section.identifier, at: index) else {
                throw ScriptError(
                    "no layout for section \(Format.identifier(section.identifier)) (index \(index))",
                    help:
                        "set one: layout = CompositionalLayout(section: mySection), or layout.use(mySection, forSection: \(Format.identifier(section.identifier)))"
                )
            }
            let key: ObjectKey? =
                switch ref {
                case .named(let name): .named(name)
                case .object(let id): .object(id)
                case .inline: nil
                }
            if let key, let made = built[key] {
                layoutSections.put(made, at: index)
            } else {
                let made = try builder.section(try builder.resolve(ref, "a section"))
                if let key { built[key] = made }
                layoutSections.put(made, at: index)
            }
            var d = SectionData(itemCount: section.itemCount)
            if let fitted = definition.fittedBySection[section.identifier] { d.defaultFittedSize = fitted.size }
            for (name, fitted) in definition.fittedByLayoutItem { d.fittedSizesByItemName[name] = fitted.size }
            d.levels = levels
            data.put(d, at: index)
        }
        if keptCount > sections.count {
            layoutSections.removeSubrange(sections.count...)
            data.removeSubrange(sections.count...)
            identifiers.removeSubrange(sections.count...)
            itemCounts.removeSubrange(sections.count...)
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
        let resolvedLayout: ResolvedLayout
        // The cache let go of, so that the previous layout's plans have no other owner.
        var previous = reuse == nil ? nil : cache?.resolved
        cache = nil
        do {
            // (`take()`: the argument is its only owner; a local passed as it stayed one more until
            // the call returned.)
            resolvedLayout = try layout.resolve(
                data: data, environment: env, reusing: previous.take(),
                unchanged: { unchanged[$0] })
        } catch {
            throw ScriptError(
                error.message, notes: ["the layout cannot be resolved; the definitions are kept so you can fix them"])
        }
        let made =
            shown != nil
            ? nil
            : LayoutCache(
                definition: LayoutCache.DefinitionKey(definition), environment: env,
                inputsVersion: session.layoutInputsVersion, rules: rules,
                snapshot: fromDataSource ? dataSource?.data.dataSource.appliedSnapshot : nil, sections: sections,
                identifiers: identifiers, itemCounts: itemCounts,
                layoutSections: layoutSections, data: data, resolved: resolvedLayout)
        var shownLayout = resolvedLayout
        // What visible-items handlers set shows in every query (the cache keeps the layout's own).
        if shown == nil { shownLayout.visibleItemChanges = session.swift.visibleItemChanges }
        return Resolved(layout: shownLayout, sections: sections, ruleWork: rules.work, cache: made)
    }

    /// `resolve(_:)` for a command, counting the engine's work in the session (`WorkCounter.layout`)
    /// and keeping what it was made from for the next (`Session.layoutCache`).
    static func resolve(_ inv: inout Invocation) throws(ScriptError) -> Resolved {
        var cache = inv.session.takeLayoutCache()
        let resolved = try resolve(inv.session, shown: nil, cache: &cache)
        inv.session.work.layout += resolved.layout.work.total + resolved.ruleWork
        inv.session.layoutCache = resolved.cache
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
            if sections[text] == nil {
                order.append(text)
                sections[text] = []
            }
            if let s = note.section, sections[text]?.contains(s) == false { sections[text]?.append(s) }
        }
        let current = order.map { text -> String in
            let list = sections[text] ?? []
            let prefix =
                list.isEmpty
                ? ""
                : (list.count == 1
                    ? "section \(list[0]): " : "sections " + list.map(String.init).joined(separator: ", ") + ": ")
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
        guard case .cell = a.category, let i = a.itemIndex, a.indexPath.section < resolved.sections.count else {
            return nil
        }
        let items = resolved.sections[a.indexPath.section].items
        return i < items.count ? items[i] : nil
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

    static func visualDescription(of def: GroupDefinition, name: String, session: Session) throws(ScriptError)
        -> [String]
    {
        let env = environment(session)
        var builder = LayoutBuilder(session: session, environment: env)
        let group = try builder.group(def, name: name)
        var section = LayoutSection(group: group)
        section.contentInsetsReference = .none
        // One instance: as many items as one group takes (its leaves), resolved in a bare container.
        let probe = CompositionalLayout(sections: [section])
        let leaves: Int
        do {
            let one = try probe.resolve(
                data: [SectionData(itemCount: LayoutLimits.maxLeavesPerGroup)], environment: env)
            leaves = one.section(0)?.itemsPerGroup ?? 1
        } catch {
            throw ScriptError(error.message)
        }
        let resolved: ResolvedLayout
        do { resolved = try probe.resolve(data: [SectionData(itemCount: leaves)], environment: env) } catch {
            throw ScriptError(error.message)
        }
        guard let frame = resolved.groupFrame(section: 0, group: 0) else { return [] }
        let cells = resolved.allAttributes().filter { if case .cell = $0.category { true } else { false } }
        var boxes: [Drawing.Box] = [Drawing.Box(frame: frame, label: name, style: .outline)]
        for c in cells {
            boxes.append(Drawing.Box(frame: c.frame, label: String((c.itemIndex ?? 0) + 1), style: .solid))
        }
        var lines = [
            "\(name): \(Format.number(frame.width)) x \(Format.number(frame.height)) in a \(Format.number(env.containerSize.width))-wide container, \(leaves) item\(leaves == 1 ? "" : "s") per group"
        ]
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

extension Array {
    /// Sets the element at `index`, or appends it when `index` is the end: an array updated in
    /// place, position by position, as a layout query keeps the sections it kept.
    mutating func put(_ element: Element, at index: Int) {
        if index < count { self[index] = element } else { append(element) }
    }
}
