import PlaygroundCore

/// `explain`: how one element's frame was derived, from the engine's traced re-solve of the
/// group instance that holds it (`ResolvedLayout.explainCell`), printed as text or, with
/// `--json`, as the `FrameExplanation` value itself (Codable, through `JSONValueEncoder`).
enum ExplainCommand {
    static let spec = CommandSpec(
        "explain",
        doc: Doc(
            usage: "explain ITEM | explain [SECTION, ITEM] | explain KIND ITEM|[SECTION, ITEM] [--json]",
            summary:
                "how one element's frame was derived: the container, each definition's dimensions and what they resolved against, insets, spacing, self-sizing, snapping, notes",
            details: [
                "Names elements as 'frames' prints them: a cell by its item identifier or index path, a",
                "supplementary or decoration by its element kind (quoted when not one word) and index path:",
                "[section, 0] for section headers, footers and backgrounds, the item's for a badge, [section, group]",
                "for a group's supplementary. With an item identifier instead, a kind names that item's badge, the",
                "supplementary of its group, or its section's header, footer or background. The numbers come from",
                "the same solver that computes the frames: the group holding the element is solved again,",
                "recording each step. Every note that applies to the section is listed at the end.",
                "With a UICollectionViewFlowLayout, a cell's explanation names its line (row or column), the room",
                "the line had after the section's insets, what was left over and the rule that shared it: justified,",
                "a grid of items of one size, an item alone centred, the last line of mixed sizes from the inset.",
                "With a UITableView, a row's explanation names where its height came from (rowHeight,",
                "heightForRowAt, a fitted or assumed self-sized height) and what is above its section.",
            ],
            examples: [
                "explain p1", "explain [0, 3]", "explain header [0, 0]", "explain badge p4", "explain header p4",
                "explain p1 --json",
            ]),
        mutates: false, keywords: ["--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let first = try inv.require(nil, "an item identifier or an index path")
        let second = inv.take(nil)
        let kindExpr: Expr? = second == nil ? nil : first
        let target = second?.value ?? first
        let kind = try kindExpr.map { (e: Expr) throws(ScriptError) in try inv.identifier(e, "the element kind") }
        let resolved = try LayoutQueries.resolve(&inv)
        guard !resolved.sections.isEmpty else {
            let applied = LayoutQueries.appliedNoSections(inv.session)
            throw ScriptError(
                "nothing to explain: "
                    + (applied ? "the applied snapshot has no sections" : "the data source has no sections yet"),
                at: target.range, help: applied ? nil : "apply a snapshot first: dataSource.apply(snapshot)")
        }
        let (indexPath, identifier) = try locate(target, kind: kind, resolved, &inv)
        if let hosted = inv.session.swift.tableView {
            let (table, _) = try LayoutQueries.resolveTableLayout(inv.session, hosted)
            try UITableViewSurface.explain(
                table, resolved, hosted: hosted, indexPath: indexPath, kind: kind, identifier: identifier,
                at: kindExpr ?? target, &inv)
            return
        }
        if let flow = resolved.layout.flow {
            try UICollectionViewFlowLayoutSurface.explain(
                flow, resolved, indexPath: indexPath, kind: kind, identifier: identifier, at: kindExpr ?? target,
                &inv)
            return
        }

        var explanation: FrameExplanation?
        do throws(LayoutError) {
            if let kind, kind != "cell" {
                // Named by an item identifier: its badge, its group's supplementary or its section's.
                let forItem: Bool
                if case .array = target { forItem = false } else { forItem = true }
                explanation = try resolved.layout.explainSupplementary(
                    elementKind: kind, at: indexPath, decoration: false, forItem: forItem)
                if explanation == nil {
                    explanation = try resolved.layout.explainSupplementary(
                        elementKind: kind, at: indexPath, decoration: true, forItem: forItem)
                }
            } else {
                explanation = try resolved.layout.explainCell(at: indexPath)
            }
        } catch {
            throw ScriptError(error.message, at: target.range)
        }
        guard var explanation else {
            let kinds = resolved.layout.elementKinds(section: indexPath.section)
            let where_ = "at \(indexPath)"
            let typed = kind ?? ""
            if kinds.contains(typed), let section = resolved.layout.section(indexPath.section) {
                // The kind exists: the index path is what is wrong.
                throw ScriptError(
                    "section \(indexPath.section) has no '\(typed)' at \(indexPath)", at: target.range,
                    help:
                        "in section \(indexPath.section), headers, footers and backgrounds are at [\(indexPath.section), 0], badges at an item's index path [\(indexPath.section), 0...\(Swift.max(0, section.itemCount - 1))], a group's supplementaries at [\(indexPath.section), 0...\(Swift.max(0, section.groupCount - 1))] (its group); an item identifier names its badge, its group's or its section's"
                )
            }
            // A kind that contains what was typed ('header' for "section-header") is the likelier
            // meaning than the nearest by edit distance.
            let containing = kinds.filter { $0.lowercased().contains(typed.lowercased()) }
            let best = containing.count == 1 ? containing.first : EditDistance.closest(to: typed, in: kinds)
            let help: String?
            if let best {
                help =
                    "did you mean \(Format.identifier(best))? this section's kinds: "
                    + kinds.map(Format.identifier).joined(separator: ", ")
            } else {
                help =
                    kinds.isEmpty
                    ? "this section has only cells: 'explain \(indexPath)'"
                    : "this section's kinds: " + kinds.map(Format.identifier).joined(separator: ", ")
            }
            throw ScriptError(
                "section \(indexPath.section) has no supplementary or decoration '\(typed)' \(where_)",
                at: kindExpr?.range ?? target.range, help: help)
        }
        explanation.sectionIdentifier = resolved.sections[indexPath.section].identifier
        if let shown = shown(explanation, resolved.layout) {
            // The frame UIKit reports, as frames prints it; the layout's own is in `shown`.
            explanation.shown = shown.value
            explanation.frame.x = shown.frame.minX
            explanation.frame.y = shown.frame.minY
            explanation.frame.width = shown.frame.width
            explanation.frame.height = shown.frame.height
            explanation.zIndex = shown.value.zIndex
        }
        if explanation.kind == "cell" { explanation.identifier = identifier }
        let fitName = identifier
        inv.emit(ExplainText.lines(explanation, fitItem: fitName), json: JSONValueEncoder.encode(explanation))
    }

    /// What the section's visible-items handler set on the element, applied to its laid-out frame.
    static func shown(_ e: FrameExplanation, _ layout: ResolvedLayout) -> (value: FrameExplanation.Shown, frame: Rect)?
    {
        guard !layout.visibleItemChanges.isEmpty, e.indexPath.count == 2 else { return nil }
        let category: ElementCategory
        switch e.kind {
        case "cell": category = .cell
        case "decoration": category = .decorationView(elementKind: e.elementKind ?? "")
        default: category = .supplementaryView(elementKind: e.elementKind ?? "")
        }
        let path = IndexPath(item: e.indexPath[1], section: e.indexPath[0])
        let id = ElementID(category: category, indexPath: path)
        guard layout.visibleItemChanges[id] != nil else { return nil }
        // The element as every query shows it (the change applied to its laid-out frame).
        var found: LayoutAttributes?
        if case .cell = category {
            found = layout.attributesForItem(at: path)
        } else {
            layout.forEachAttribute(section: path.section) { a in
                if ElementID(a) == id { found = a }
                return found == nil
            }
        }
        return found.map { (FrameExplanation.Shown($0, laidOut: e.frame.rect), $0.frame) }
    }

    /// The element's index path and, for cells and badges, its item identifier.
    static func locate(_ target: Expr, kind: String?, _ resolved: LayoutQueries.Resolved, _ inv: inout Invocation)
        throws(ScriptError) -> (IndexPath, String?)
    {
        let sections = resolved.sections
        if case .array(let parts, let range) = target {
            guard parts.count == 2 else {
                throw ScriptError(
                    "an index path is [section, item], found '\(target.spelling)'", at: range,
                    help: "for example: explain [0, 3]")
            }
            let s = try inv.integer(parts[0], "section", in: 0...LayoutLimits.maxSections, upperIsLimit: true)
            let i = try inv.integer(parts[1], "item", in: 0...Int(Int32.max))
            guard s < sections.count else {
                throw ScriptError(
                    "there is no section \(s): the data source has \(sections.count) section\(sections.count == 1 ? "" : "s")",
                    at: parts[0].range)
            }
            let items = sections[s].items
            // A supplementary's index path may name a group ([section, group]) or be [section, 0]
            // in an empty section; only a cell's must name an item.
            if kind == nil || kind == "cell" {
                guard i < items.count else {
                    throw ScriptError(
                        "there is no item \(i) in section \(s) (\(Format.identifier(sections[s].identifier))): it has \(items.count) item\(items.count == 1 ? "" : "s")",
                        at: parts[1].range,
                        help: items.isEmpty
                            ? nil
                            : "the last is [\(s), \(items.count - 1)] (\(Format.identifier(items[items.count - 1])))")
                }
            }
            return (IndexPath(s, i), i < items.count ? items[i] : nil)
        }
        let id = try inv.identifier(target, "the item")
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: id) { return (IndexPath(s, i), id) }
        }
        var all: [String] = []
        for section in sections { all += section.items }
        throw ScriptError(
            "'\(id)' is not an item the data source shows: there is no cell to explain", at: target.range,
            help: all.isEmpty ? "the data source's sections have no items yet" : nil
        )
        .suggesting(id, from: all)
    }
}

/// The text form of a `FrameExplanation`: one line per fact, definitions indented under the
/// element they lead to.
enum ExplainText {
    static func n(_ v: Double) -> String { Format.number(v) }
    static func size(_ s: FrameExplanation.Extent) -> String { "\(n(s.width)) x \(n(s.height))" }
    static func point(_ p: FrameExplanation.Position2D) -> String { "(\(n(p.x)), \(n(p.y)))" }
    static func rect(_ r: FrameExplanation.Box) -> String { "x \(n(r.x)), y \(n(r.y)), \(n(r.width)) x \(n(r.height))" }
    static func insets(_ i: FrameExplanation.Insets) -> String {
        "top \(n(i.top)), leading \(n(i.leading)), bottom \(n(i.bottom)), trailing \(n(i.trailing))"
    }

    /// What the section's visibleItemsInvalidationHandler set, and the frame UIKit then reports.
    static func shownLine(_ s: FrameExplanation.Shown, reported e: FrameExplanation) -> String {
        var set: [String] = []
        let t = s.transform
        if t.count == 6,
            let text = ShownText.transform(AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
        {
            set.append("transform \(text.hasPrefix("transform ") ? String(text.dropFirst(10)) : text)")
        }
        if s.alpha != 1 { set.append("alpha \(n(s.alpha))") }
        if s.isHidden { set.append("isHidden (not drawn)") }
        let laid = s.laidOut
        if s.center.x != laid.x + laid.width / 2 || s.center.y != laid.y + laid.height / 2 {
            set.append("center \(point(s.center))")
        }
        return "shown: laid out at \(rect(laid)); the section's visibleItemsInvalidationHandler set "
            + (set.isEmpty ? "zIndex \(s.zIndex)" : set.joined(separator: ", "))
            + ": UIKit reports the frame above (bounds \(size(s.bounds)) about the center \(point(s.center)))"
    }

    static func lines(_ e: FrameExplanation, fitItem: String?) -> [String] {
        var out: [String] = []
        let kind = e.kind == "cell" ? "cell" : "\(e.kind) \(e.elementKind ?? "")"
        let id = e.identifier.map { " " + Format.identifier($0) } ?? ""
        out.append(
            "\(kind) [\(e.indexPath.map(String.init).joined(separator: ", "))]\(id): \(rect(e.frame)), z \(e.zIndex)\(e.pinned ? " (pinned)" : "")"
        )
        if let shown = e.shown { out.append(shownLine(shown, reported: e)) }

        let env = e.environment
        out.append(
            "container: \(size(env.containerSize)), scrolling \(env.scrollDirection); contentInsetsReference \(env.contentInsetsReference): \(insets(env.contentInsets)); effective content size \(size(env.effectiveContentSize))"
        )

        if let s = e.section {
            var line =
                "section \(s.index) (\(Format.identifier(e.sectionIdentifier ?? "?"))) starts at \(n(s.start)): contentInsets \(insets(s.contentInsets)); interGroupSpacing \(n(s.interGroupSpacing)); its group resolves against \(size(s.groupContainer))"
            if let list = s.listAppearance {
                line += "; list configuration \(list) (its row, inset and header metrics are approximate)"
            }
            out.append(line)
            if let behavior = s.orthogonalScrollingBehavior {
                out.append(
                    "  orthogonal scrolling \(behavior): the groups line up in a strip across the scroll direction, leading padding \(n(s.stripLeadingPadding ?? 0)), scrolled to \(n(s.orthogonalOffset ?? 0))"
                )
            }
        }
        if let p = e.position {
            let items = p.firstItem == p.lastItem ? "item \(p.firstItem)" : "items \(p.firstItem)...\(p.lastItem)"
            out.append(
                "position: group \(p.group) of \(p.groupCount) (\(items)), item \(p.item) of \(p.itemsInGroup) in the group"
            )
            out += originLines(e, p)
        }
        for (depth, step) in e.chain.enumerated() {
            out += stepLines(step, depth: depth)
        }
        if let s = e.selfSizing {
            var axes: [String] = []
            if s.widthEstimated { axes.append("width \(n(s.estimate.width))") }
            if s.heightEstimated { axes.append("height \(n(s.estimate.height))") }
            var line = "self-sizing: estimated \(axes.joined(separator: ", "))"
            if s.fittedWidth != nil || s.fittedHeight != nil {
                var fitted: [String] = []
                if let w = s.fittedWidth { fitted.append("width \(n(w))") }
                if let h = s.fittedHeight { fitted.append("height \(n(h))") }
                line += "; fitted \(fitted.joined(separator: ", "))"
                switch s.source {
                case .item?: line += " from 'fit \(fitItem.map(Format.identifier) ?? "ITEM")'"
                case .layoutItem?: line += " from 'fit every: \(e.chain.last?.name ?? "LAYOUTITEM")'"
                case .section?: line += " from 'fit section: \(Format.identifier(e.sectionIdentifier ?? "?"))'"
                case nil: break
                }
                var unused: [String] = []
                if s.widthEstimated && !s.widthSelfSizes && s.fittedWidth != nil { unused.append("width") }
                if s.heightEstimated && !s.heightSelfSizes && s.fittedHeight != nil { unused.append("height") }
                if !unused.isEmpty {
                    line +=
                        "; the fitted \(unused.joined(separator: " and ")) is not used: a count group's slot replaces the estimate"
                }
            } else {
                line += "; no fitted size stated ('fit' gives one), so the estimate is used"
            }
            out.append(line)
        }
        if let s = e.supplementary {
            var line = "\(s.role):"
            if let l = s.layoutSize { line += " layoutSize \(l)" }
            if let a = s.against { line += " against \(size(a))" }
            line += " = \(size(s.size))"
            out.append(line)
            var facts: [String] = []
            if let a = s.alignment { facts.append("alignment \(a)") }
            if let o = s.offset, o.x != 0 || o.y != 0 { facts.append("offset \(point(o))") }
            if let c = s.container { facts.append("placed in \(rect(c))") }
            if let i = s.contentInsets { facts.append("contentInsets \(insets(i))") }
            if !facts.isEmpty { out.append("  " + facts.joined(separator: "; ")) }
            for r in s.rules { out.append("  " + r) }
        }
        if let rule = e.zIndexRule { out.append("zIndex \(e.zIndex): \(rule)") }
        out += snappingLines(e)
        for note in e.notes {
            out.append("note: \(note.message); \(note.fix)")
        }
        return out
    }

    /// The exact frame and the one the device reports, where they differ, and how each half pixel
    /// was decided (`ResolvedLayout.snap` has the rule and its evidence).
    static func snappingLines(_ e: FrameExplanation) -> [String] {
        let snap = e.snapping
        let scale = n(snap.displayScale)
        let off = "pixel snapping: off (environment.pixelSnapping = false), the frame is the exact arithmetic"
        guard snap.unsnapped != snap.snapped else {
            return [snap.enabled ? "pixel snapping at \(scale)x: already on the pixel grid" : off]
        }
        var out = [
            snap.enabled
                ? "pixel snapping at \(scale)x: exact \(rect(snap.unsnapped)) -> \(rect(snap.snapped))"
                : off + "; at \(scale)x the device reports \(rect(snap.snapped))",
            "  origin and size each rounded to the nearest pixel (1/\(scale) point), a half pixel down",
        ]
        for tie in snap.halfPixels {
            out.append("  \(tie.component) is \(n(tie.pixels)) px, a half pixel: rounded down to \(n(tie.rounded)) px")
        }
        // Evidence: ties are observed on iOS 17 at 3x only (see `ResolvedLayout.snap`).
        if !snap.halfPixels.isEmpty && (snap.displayScale != 3 || e.environment.profile != "ios 17") {
            out.append(
                "note: UIKit's rounding of a half pixel is observed on iOS 17 at 3x only; at \(scale)x on \(e.environment.profile) it is assumed the same (not sourced)"
            )
        }
        return out
    }

    /// How the group instance's origin adds up, along the scroll axis and across it.
    static func originLines(_ e: FrameExplanation, _ p: FrameExplanation.Position) -> [String] {
        let vertical = e.environment.scrollDirection == "vertical"
        let main = vertical ? "y" : "x"
        let cross = vertical ? "x" : "y"
        let mainValue = vertical ? p.groupOrigin.y : p.groupOrigin.x
        let crossValue = vertical ? p.groupOrigin.x : p.groupOrigin.y
        let spacing = e.section?.interGroupSpacing ?? 0
        let start = e.section?.start ?? 0
        var repeatText = "group \(p.group) * (\(n(p.templateExtent)) + interGroupSpacing \(n(spacing)))"
        if p.selfSizingShift != 0 { repeatText += " + \(n(p.selfSizingShift)) (earlier groups self-sized)" }
        let insetStart = e.section.map { vertical ? $0.contentInsets.top : $0.contentInsets.leading } ?? 0
        let insetCross = e.section.map { vertical ? $0.contentInsets.leading : $0.contentInsets.top } ?? 0
        let headerPart = p.groupsMainOrigin - insetStart
        let startParts =
            "\(n(p.groupsMainOrigin)) (header \(n(headerPart)) + contentInsets.\(vertical ? "top" : "leading") \(n(insetStart)))"
        let head =
            "  group origin (\(n(p.groupOrigin.x)), \(n(p.groupOrigin.y))), size \(n(p.groupSize.width)) x \(n(p.groupSize.height)):"
        if e.section?.orthogonalScrollingBehavior != nil {
            let pad = e.section?.stripLeadingPadding ?? 0
            let offset = e.section?.orthogonalOffset ?? 0
            return [
                head,
                "    \(main) = section start \(n(start)) + \(startParts) = \(n(mainValue))",
                "    \(cross) = strip start \(n(p.groupsCrossOrigin + offset - pad)) + padding \(n(pad)) - scrolled \(n(offset)) + \(repeatText) = \(n(crossValue))",
            ]
        }
        return [
            head,
            "    \(main) = section start \(n(start)) + \(startParts) + \(repeatText) = \(n(mainValue))",
            "    \(cross) = container inset \(n(crossValue - insetCross)) + contentInsets.\(vertical ? "leading" : "top") \(n(insetCross)) = \(n(crossValue))",
        ]
    }

    static func stepLines(_ s: FrameExplanation.Step, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        var out: [String] = []
        var head = s.role
        if let name = s.name { head += " '\(name)'" }
        if let layout = s.layout { head += " (\(layout))" }
        if let sub = s.subitem, let child = s.child, depth > 0 {
            head += ": subitem \(sub), child \(child) of its group, at \(point(s.origin))"
        }
        head += (depth > 0 ? ";" : ":") + " resolves against \(size(s.container))"
        out.append(indent + head)
        out.append(indent + "  " + dimensionLine("width ", s.width))
        out.append(indent + "  " + dimensionLine("height", s.height))
        if let spacing = s.interItemSpacing {
            out.append(
                indent + "  interItemSpacing \(spacing)"
                    + (s.flexibleShare.map { " (each flexible spacing takes \(n($0)) more)" } ?? ""))
        }
        if let edge = s.edgeSpacing { out.append(indent + "  edgeSpacing \(edge)") }
        if let declared = s.contentInsets {
            var line = indent + "  contentInsets \(insets(declared))"
            if let applied = s.contentInsetsApplied, applied != declared { line += " (applied: \(insets(applied)))" }
            out.append(line)
        }
        for rule in s.rules { out.append(indent + "  " + rule) }
        if let frame = s.frame {
            out.append(
                indent + "  frame in the group: \(rect(frame))"
                    + (s.zIndex.map { $0 != 0 ? ", zIndex \($0)" : "" } ?? ""))
        }
        return out
    }

    static func dimensionLine(_ axis: String, _ d: FrameExplanation.Dimension) -> String {
        var line = "\(axis) \(d.dimension)"
        if let against = d.against { line += " of \(n(against))" }
        line += " = \(n(d.resolved))"
        if d.value != d.resolved { line += " -> \(n(d.value))" }
        if let rule = d.rule { line += " (\(rule))" }
        return line
    }

}
