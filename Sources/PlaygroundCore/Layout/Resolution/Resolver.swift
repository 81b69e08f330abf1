extension CompositionalLayout {
    /// Resolves the layout for the given data: one `SectionData` per section.
    ///
    /// Work is proportional to the number of sections plus the number of groups that differ
    /// from their section's template (fitted sizes by index, the partial last group); cells are
    /// materialised only by queries.
    public func resolve(data: [SectionData], environment: LayoutEnvironment) throws(LayoutError) -> ResolvedLayout {
        try Validation.check(self, data: data, environment: environment)
        var plans: [SectionPlan] = []
        plans.reserveCapacity(sections.count)
        var notes: [LayoutNote] = []
        for (index, section) in sections.enumerated() {
            let before = notes.count
            var plan = try Resolver.makePlan(
                index: index, section: section, data: data[index],
                configuration: configuration, environment: environment, notes: &notes)
            if notes.count > before { plan.notes = Array(notes[before...]) }
            plans.append(plan)
        }
        var resolved = ResolvedLayout(
            environment: environment, configuration: configuration, plans: plans, notes: notes)
        resolved.stackSections()
        return resolved
    }

    /// `resolve(data:environment:)`, keeping `previous`'s plan of every section `unchanged` names:
    /// the caller vouches that section `i` of this layout and `data[i]` are the section and data
    /// `previous` resolved at the same index (the playground knows it from the definition it chose
    /// and the items it counted, without comparing them). A kept section is neither validated nor
    /// planned again; its notes are kept with it. Nothing is kept when the environment or the
    /// configuration differ from `previous`'s. The result is the one `resolve(data:environment:)`
    /// gives (a test holds them equal); `work` counts the sections planned by this call only.
    ///
    /// `previous` is consumed: when the caller holds no other copy of it, its plans are updated in
    /// place (a kept plan is neither copied nor released), so a resolve that keeps most sections
    /// costs little more than the sections it plans.
    public func resolve(
        data: [SectionData], environment: LayoutEnvironment, reusing previous: consuming ResolvedLayout?,
        unchanged: (Int) -> Bool
    ) throws(LayoutError) -> ResolvedLayout {
        guard var previous = previous.take(), previous.environment == environment,
            previous.configuration == configuration
        else {
            return try resolve(data: data, environment: environment)
        }
        let previousCount = previous.plans.count
        func kept(_ index: Int) -> Bool { index < previousCount && unchanged(index) }
        try Validation.check(self, data: data, environment: environment, skipping: kept)
        // The previous plans, the only reference to their storage once `previous` lets go of it.
        // (No `reserveCapacity`: reserving the exact count made a layout that grows by a section per
        // resolve move its plans to new storage every time.)
        var plans = previous.plans
        previous.plans = []
        var notes: [LayoutNote] = []
        // By index: `enumerated()` copied every section, kept or not.
        for index in sections.indices {
            if kept(index) {
                plans[index].work = LayoutWork()
                plans[index].fenwick?.resetWorkCount()
                if !plans[index].notes.isEmpty { notes.append(contentsOf: plans[index].notes) }
                continue
            }
            let before = notes.count
            var plan = try Resolver.makePlan(
                index: index, section: sections[index], data: data[index],
                configuration: configuration, environment: environment, notes: &notes)
            if notes.count > before { plan.notes = Array(notes[before...]) }
            if index < plans.count { plans[index] = plan } else { plans.append(plan) }
        }
        if plans.count > sections.count { plans.removeSubrange(sections.count...) }
        var resolved = ResolvedLayout(
            environment: environment, configuration: configuration,
            plans: plans, notes: notes)
        resolved.stackSections()
        return resolved
    }
}

enum Resolver {
    static func makePlan(
        index: Int, section: LayoutSection, data: SectionData, configuration: LayoutConfiguration,
        environment env: LayoutEnvironment, notes: inout [LayoutNote]
    ) throws(LayoutError) -> SectionPlan {
        let m = configuration.scrollDirection
        let c = m.cross
        let orthogonal = section.orthogonalScrollingBehavior != .none
        let reference =
            section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        let ref = env.referenceInsets(reference)
        let insets = section.contentInsets
        let crossLength = Swift.max(0, env.containerSize.length(c) - ref.total(c))
        let mainLength = Swift.max(0, env.containerSize.length(m) - insets.total(m))
        // Orthogonal sections: along the strip the group resolves against the container
        // *before* section insets; the insets become the strip's padding. [M]
        let groupContainer =
            orthogonal
            ? Size(main: mainLength, cross: crossLength, along: m)
            : Size(main: mainLength, cross: Swift.max(0, crossLength - insets.total(c)), along: m)
        let stackAxis = orthogonal ? c : m

        let itemCount = data.itemCount
        // Evidence: [M] iOS 14 keeps an empty orthogonal section with a background decoration
        // at its insets plus one group's height; iOS 17 collapses it.
        let keepsEmptyExtent = itemCount == 0 && orthogonal && !section.decorationItems.isEmpty && env.profile == .ios14
        let templateBudget = itemCount == 0 ? 1 : Swift.min(itemCount, LayoutLimits.maxLeavesPerGroup + 1)
        var solver = GroupSolver(
            section: index, scrollAxis: stackAxis, quirks: env.quirks,
            fitted: FittedLookup(
                byIndex: FittedIndex([:], itemCount: 0), byName: data.fittedSizesByItemName,
                sectionDefault: data.defaultFittedSize, base: 0, usesIndex: false),
            collectNotes: itemCount > 0)
        // Evidence: [C] UIKit lays out no group in a section with no items, so a group that could
        // not hold one raises nothing there: apps give empty sections a 0 x 0 group on purpose
        // (shared/real-swift 17). Such a section gets an empty template (no extent).
        let template: SolvedGroup
        do {
            template = try solver.solveTopLevel(section.group, container: groupContainer, budget: templateBudget)
        } catch {
            guard itemCount == 0 else { throw error }
            template = SolvedGroup(size: .zero, leaves: [], supplementaries: [])
        }
        let perGroup = Swift.max(template.leaves.count, itemCount == 0 ? 1 : 0)
        if perGroup == 0 { throw .groupCannotPlaceItem(path: "section \(index) > group") }
        if perGroup > LayoutLimits.maxLeavesPerGroup {
            throw .groupTooLarge(path: "section \(index) > group", limit: LayoutLimits.maxLeavesPerGroup)
        }
        notes.append(contentsOf: solver.notes)

        let groupCount = itemCount == 0 ? 0 : (itemCount + perGroup - 1) / perGroup
        var plan = SectionPlan(
            index: index, section: section, data: data, scrollAxis: m, stackAxis: stackAxis,
            isOrthogonal: orthogonal, groupContainer: groupContainer, template: template,
            itemsPerGroup: perGroup, groupCount: groupCount,
            overrides: GroupOverrides(groupCount: groupCount, expected: 0),
            fittedIndex: FittedIndex(data.fittedSizes, itemCount: itemCount),
            templateExtent: template.size.length(stackAxis), spacing: section.interGroupSpacing)
        plan.work.sections = 1
        plan.quirks = env.quirks
        plan.hasSelfSizingLeaves = solver.hasSelfSizingLeaves
        plan.keepsEmptyExtent = keepsEmptyExtent
        plan.recordOverhang(template)
        plan.isRowShape = env.fastPaths && isRowShape(section.group, template: template, stackAxis: stackAxis)
        if plan.isRowShape {
            // Rows fast path: no group is re-solved; extents come from fitted lengths.
            let last = groupCount - 1
            if fittedMatter(solver, data) {
                var deltas = [Double](repeating: 0, count: groupCount)
                var marked = [Bool](repeating: false, count: groupCount)
                data.fittedSizes.forEachIndex { key in if key >= 0 && key < itemCount { marked[key / perGroup] = true }
                }
                if last >= 0 { marked[last] = true }
                for g in marked.indices where marked[g] {
                    deltas[g] = plan.rowExtent(g) - plan.templateExtent
                    plan.work.groups += 1
                }
                plan.fenwick = Fenwick(deltas)
            } else if last >= 0 {
                plan.lastDelta = plan.rowExtent(last) - plan.templateExtent
                plan.work.groups += 1
            }
        } else {
            // Groups differing from the template: those with fitted sizes by index, and a
            // partial last group; marked in a bitmap (no sort, no dictionary order), then solved
            // in group order.
            let matter = fittedMatter(solver, data)
            plan.overrides = GroupOverrides(groupCount: groupCount, expected: matter ? data.fittedSizes.count + 1 : 1)
            var special = [Bool](repeating: false, count: matter ? groupCount : 0)
            if matter {
                data.fittedSizes.forEachIndex { key in if key >= 0 && key < itemCount { special[key / perGroup] = true }
                }
            }
            if groupCount > 0 && itemCount % perGroup != 0 {
                let solved = try solveInstance(plan: plan, group: groupCount - 1)
                plan.overrides[groupCount - 1] = solved
                plan.recordOverhang(solved)
                plan.work.groups += 1
            }
            for g in special.indices where special[g] && plan.overrides[g] == nil {
                let solved = try solveInstance(plan: plan, group: g)
                plan.overrides[g] = solved
                plan.recordOverhang(solved)
                plan.work.groups += 1
            }
            plan.rebuildOffsets()
        }

        // The index holds the fitted sizes from here on; the plan's copy of the caller's dictionary
        // is dropped so the first change does not copy a million entries (and memory holds one index).
        plan.data.fittedSizes = [:]

        if notesNeedInterGroupSpacing(section: section, groupCount: groupCount, stackAxis: stackAxis) {
            notes.append(
                LayoutNote(
                    id: .interGroupSpacingBetweenNestedGroups, section: index,
                    message: "section interGroupSpacing does nothing between the nested groups of one top-level group",
                    fix: "set interItemSpacing on the group that contains the nested groups"))
        }
        // Evidence: [A][C] seed 002: a fractional-width header follows the section insets.
        // (Not for list sections: their headers line up with the inset rows by design.)
        if section.supplementariesFollowContentInsets, section.listAppearance == nil,
            insets.total(c) != 0,
            section.boundarySupplementaryItems.contains(where: { $0.layoutSize.dimension(c).isFractional })
        {
            notes.append(
                LayoutNote(
                    id: .supplementaryFollowsContentInsets, section: index,
                    message:
                        "a fractional-\(c == .horizontal ? "width" : "height") boundary supplementary follows the section's contentInsets and is narrower than the section",
                    fix:
                        "set supplementariesFollowContentInsets = false (or give it an absolute size) for the full width"
                ))
        }

        plan.crossOrigin = ref.leading(c)
        plan.crossLength = crossLength
        plan.stripVisibleLength = crossLength
        plan.orthogonalOffset = env.orthogonalScrollOffsets[index] ?? 0
        if orthogonal {
            if section.orthogonalScrollingBehavior == .groupPagingCentered {
                // Evidence: [R] groups centred: the strip is inset by (container − group width)/2.
                let pad = Swift.max(0, (crossLength - plan.templateExtent) / 2)
                plan.stripLeadingPad = pad
                plan.stripTrailingPad = pad
            } else {
                plan.stripLeadingPad = insets.leading(c)
                plan.stripTrailingPad = insets.trailing(c)
            }
        }
        layoutBoundaries(&plan, environment: env)
        return plan
    }

    /// Without self-sizing leaves, fitted sizes by index change nothing.
    static func fittedMatter(_ solver: GroupSolver, _ data: SectionData) -> Bool {
        solver.hasSelfSizingLeaves && !data.fittedSizes.isEmpty
    }

    /// The rows fast path applies to a top-level group that is estimated along the stack axis
    /// and lays out plain items across it (count, repeating or a subitems list of items), each
    /// item `.estimated` along the stack axis and fixed across it, with no edge spacing and no
    /// supplementaries. Then a group instance is the template with each leaf's length replaced
    /// by its fitted length, and the group is as long as its longest leaf, exactly what the
    /// general solver computes for that shape (checked by a property test).
    static func isRowShape(_ group: LayoutGroup, template: SolvedGroup, stackAxis s: Axis) -> Bool {
        guard group.supplementaryItems.isEmpty, case .estimated = group.layoutSize.dimension(s) else { return false }
        let items: [LayoutElement]
        switch group.kind {
        case .count(let axis, let e, _), .repeating(let axis, let e, _):
            guard axis == s.cross else { return false }
            items = [e]
        case .subitems(let axis, let elements):
            guard axis == s.cross else { return false }
            items = elements
        case .custom:
            return false
        }
        for element in items {
            guard case .item(let item) = element, item.edgeSpacing == nil, item.supplementaryItems.isEmpty,
                case .estimated = item.layoutSize.dimension(s), !item.layoutSize.dimension(s.cross).isEstimated
            else { return false }
        }
        return template.leaves.allSatisfy { $0.frame.minAlong(s) == 0 }
    }

    /// Evidence: [M] interGroupSpacing only separates repeated top-level groups; flag it when the
    /// section has one top-level group stacking two or more nested groups along the axis the
    /// groups follow one another on (seed 004's mistake: rows spaced with interGroupSpacing).
    /// Nested groups side by side across that axis, or a single nested group, are not where a
    /// reader expects the spacing, so no note there.
    static func notesNeedInterGroupSpacing(section: LayoutSection, groupCount: Int, stackAxis: Axis) -> Bool {
        guard section.interGroupSpacing != 0, groupCount == 1 else { return false }
        switch section.group.kind {
        case .subitems(let axis, let elements):
            return axis == stackAxis && elements.filter { if case .group = $0 { true } else { false } }.count >= 2
        case .count(let axis, let e, let n), .repeating(let axis, let e, let n):
            guard case .group = e else { return false }
            return axis == stackAxis && n >= 2
        case .custom: return false
        }
    }

    static func solveInstance(plan: SectionPlan, group g: Int) throws(LayoutError) -> SolvedGroup {
        let base = g * plan.itemsPerGroup
        let budget = Swift.min(plan.itemsPerGroup, plan.data.itemCount - base)
        var solver = GroupSolver(
            section: plan.index, scrollAxis: plan.stackAxis, quirks: plan.quirks,
            fitted: FittedLookup(
                byIndex: plan.fittedIndex, byName: plan.data.fittedSizesByItemName,
                sectionDefault: plan.data.defaultFittedSize, base: base, usesIndex: true),
            collectNotes: false)
        return try solver.solveTopLevel(plan.section.group, container: plan.groupContainer, budget: budget)
    }

    /// Places boundary supplementaries and decorations and computes the section's extent, all
    /// relative to the section's start. Cheap: called again when a fitted size changes.
    static func layoutBoundaries(_ plan: inout SectionPlan, environment env: LayoutEnvironment) {
        let keepsEmptyExtent = plan.keepsEmptyExtent
        let m = plan.scrollAxis
        let c = m.cross
        let section = plan.section
        let insets = section.contentInsets
        let follow = section.supplementariesFollowContentInsets
        let suppCrossOrigin = plan.crossOrigin + (follow ? insets.leading(c) : 0)
        let suppCrossLength = Swift.max(0, plan.crossLength - (follow ? insets.total(c) : 0))
        let suppContainer = Size(main: env.containerSize.length(m), cross: suppCrossLength, along: m)
        // Evidence: [R] footers come after the bottom inset; [I] several extending headers
        // overlap (the section reserves the tallest); [I] only supplementaries on the edges across the scroll axis (top/bottom for
        // vertical scrolling, leading/trailing for horizontal) extend the section; the others
        // anchor inside the section body without taking space.
        let startEdge: DirectionalRectEdge = m == .vertical ? .top : .leading
        let endEdge: DirectionalRectEdge = m == .vertical ? .bottom : .trailing

        var headerExtent = 0.0
        var footerExtent = 0.0
        var sizes: [Size] = []
        for b in section.boundarySupplementaryItems {
            var size = b.layoutSize.resolve(in: suppContainer)
            // Estimated headers/footers self-size like cells when a fitted size is given.
            if let fit = plan.data.fittedSupplementarySizes[b.elementKind] {
                if b.layoutSize.widthDimension.isEstimated, !fit.width.isNaN { size.width = fit.width }
                if b.layoutSize.heightDimension.isEstimated, !fit.height.isNaN { size.height = fit.height }
            }
            sizes.append(size)
            let edges = b.alignment.edges
            guard b.extendsBoundary else { continue }
            if edges.contains(startEdge) && !edges.contains(endEdge) {
                headerExtent = Swift.max(headerExtent, size.length(m))
            }
            if edges.contains(endEdge) && !edges.contains(startEdge) {
                footerExtent = Swift.max(footerExtent, size.length(m))
            }
        }

        let padding = headerExtent > 0 ? section.headerTopPadding : 0
        headerExtent += padding
        var bodyLength = 0.0
        if !plan.isEmpty {
            bodyLength = insets.total(m) + (plan.isOrthogonal ? plan.groupsCrossLength : plan.groupsLength)
        } else if keepsEmptyExtent {
            bodyLength = insets.total(m) + plan.template.size.length(m)
        }
        plan.groupsMainOrigin = headerExtent + insets.leading(m)
        plan.groupsCrossOrigin =
            plan.isOrthogonal
            ? plan.crossOrigin + plan.stripLeadingPad - plan.orthogonalOffset
            : plan.crossOrigin + insets.leading(c)
        let bodyEnd = headerExtent + bodyLength
        plan.extent = bodyEnd + footerExtent
        plan.bodyLength = bodyLength

        var placed: [PlacedBoundary] = []
        for (i, b) in section.boundarySupplementaryItems.enumerated() {
            let size = sizes[i]
            let edges = b.alignment.edges
            let isHeader = edges.contains(startEdge) && !edges.contains(endEdge)
            let isFooter = edges.contains(endEdge) && !edges.contains(startEdge)
            let container: Rect
            if isHeader && b.extendsBoundary {
                container = Rect(
                    mainOrigin: padding, crossOrigin: suppCrossOrigin, mainLength: headerExtent - padding,
                    crossLength: suppCrossLength, along: m)
            } else if isFooter && b.extendsBoundary {
                container = Rect(
                    mainOrigin: bodyEnd, crossOrigin: suppCrossOrigin, mainLength: footerExtent,
                    crossLength: suppCrossLength, along: m)
            } else {
                container = Rect(
                    mainOrigin: headerExtent, crossOrigin: suppCrossOrigin, mainLength: bodyLength,
                    crossLength: suppCrossLength, along: m)
            }
            let frame = b.inset(
                LayoutAnchor(edges: edges, absoluteOffset: b.absoluteOffset).frame(of: size, in: container))
            let pin: PlacedBoundary.Pin = !b.pinToVisibleBounds ? .none : (isFooter ? .footer : .header)
            placed.append(
                PlacedBoundary(
                    attributes: LayoutAttributes(
                        category: .supplementaryView(elementKind: b.elementKind),
                        indexPath: IndexPath(plan.index, 0), frame: frame, zIndex: b.zIndex),
                    pin: pin))
        }
        // Background decorations cover the whole section frame (with its insets and its
        // boundary supplementaries), inset by their own contentInsets; none for empty sections.
        // Evidence: [A][M] for the insets; [R] for the supplementaries (a re-implementation
        // matched iOS 13 by growing the decoration over the header, IBPCollectionView… PR #82).
        if !plan.isEmpty || keepsEmptyExtent {
            let sectionRect = Rect(
                mainOrigin: 0, crossOrigin: plan.crossOrigin, mainLength: plan.extent, crossLength: plan.crossLength,
                along: m)
            for d in section.decorationItems {
                placed.append(
                    PlacedBoundary(
                        attributes: LayoutAttributes(
                            category: .decorationView(elementKind: d.elementKind),
                            indexPath: IndexPath(plan.index, 0),
                            frame: sectionRect.inset(by: d.contentInsets), zIndex: d.zIndex),
                        pin: .none))
            }
        }
        plan.boundaries = placed
    }
}
