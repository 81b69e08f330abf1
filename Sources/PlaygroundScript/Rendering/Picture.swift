import PlaygroundCore

/// A to-scale picture of the session's collection view: the value `export svg`, `export html`
/// and `lps serve` render. Built from the same resolved layout `frames` prints, so a picture and
/// the tables can never disagree. Coordinates are the layout's content coordinates, in points.
struct Picture: Sendable, Equatable {
    /// What the picture covers: the whole content (and the viewport on it), or the viewport alone.
    enum View: String, Sendable { case content, viewport }

    struct Element: Sendable, Equatable {
        /// "cell", "supplementary" or "decoration", as `frames --json` says.
        var kind: String
        /// The supplementary's or decoration's element kind.
        var elementKind: String?
        /// The colour class: cell, header, footer, badge, supplementary, decoration.
        var style: String
        var identifier: String?
        var indexPath: IndexPath
        var frame: Rect
        var zIndex: Int
        var isPinned: Bool
        /// Who the element is across an apply (for animating one): "cell p1", "supplementary header s0 0".
        var key: String = ""
        /// What a visible-items handler set: the transform about the center (then `frame` is the
        /// transformed bounding box and `untransformedFrame` the rect drawn through it), the alpha.
        var transform: AffineTransform = .identity
        var untransformedFrame: Rect?
        var alpha: Double = 1

        /// "p1 [0, 0]", "section-header [1, 0]".
        var label: String {
            (identifier.map(Format.identifier) ?? elementKind ?? kind) + " " + indexPath.description
        }
    }

    struct Section: Sendable, Equatable {
        var summary: SectionSummary
        var identifier: String
        /// The frames of its top-level group instances (within the picture).
        var groups: [Rect]
        /// The groups nested in those, outermost first.
        var nestedGroups: [Rect] = []
    }

    var view: View
    var device: String?
    var containerSize: Size
    var safeArea: DirectionalEdgeInsets
    var contentSize: Size
    var viewport: Rect
    var sections: [Section]
    /// Bottom first (UIKit's z-order).
    var elements: [Element]
    /// The part of the content coordinate space the picture shows.
    var canvas: Rect

    /// The area inside the safe area at the current offset.
    var safeRect: Rect {
        Rect(
            x: viewport.minX + safeArea.leading, y: viewport.minY + safeArea.top,
            width: max(0, viewport.width - safeArea.leading - safeArea.trailing),
            height: max(0, viewport.height - safeArea.top - safeArea.bottom))
    }

    /// The picture of the session as it is now. Refuses layouts with more elements than
    /// `Limits.pictureElements` (the viewport view of them is small).
    static func make(_ session: Session, view: View, shown: [(identifier: String, items: [String])]? = nil)
        throws(ScriptError) -> Picture
    {
        let resolved = try LayoutQueries.resolve(session, shown: shown)
        let layout = resolved.layout
        let env = layout.environment
        let viewport = layout.visibleRect
        let attributes: [LayoutAttributes]
        var groupTotal = 0
        switch view {
        case .content:
            let items = layout.sections.reduce(0) { $0 + $1.itemCount }
            guard items <= Limits.pictureElements else {
                throw ScriptError(
                    "the layout has \(items) items, too many to draw whole; the limit is \(Limits.pictureElements)",
                    help: "draw the viewport instead: view: viewport")
            }
            attributes = layout.allAttributes()
        case .viewport:
            attributes = layout.visibleAttributes()
        }
        guard attributes.count <= Limits.pictureElements else {
            throw ScriptError(
                "\(attributes.count) elements are too many to draw; the limit is \(Limits.pictureElements)",
                help: "scroll to fewer, or draw the viewport: view: viewport")
        }
        func sectionID(_ s: Int) -> String { s < resolved.sections.count ? resolved.sections[s].identifier : "" }
        // A hidden element (a visible-items handler's isHidden) is not drawn.
        let elements = LayoutQueries.zOrdered(attributes.filter { !$0.isHidden }).map { a -> Element in
            var kind = "cell"
            var elementKind: String?
            var style = "cell"
            switch a.category {
            case .cell: break
            case .supplementaryView(let k):
                kind = "supplementary"
                elementKind = k
                let lower = k.lowercased()
                style =
                    lower.contains("header")
                    ? "header"
                    : lower.contains("footer")
                        ? "footer"
                        : lower.contains("badge") ? "badge" : "supplementary"
            case .decorationView(let k):
                kind = "decoration"
                elementKind = k
                style = "decoration"
            }
            let id = LayoutQueries.identifier(a, resolved)
            // Who the element is across an apply: a cell is its item; a supplementary or
            // decoration is its kind at its place in its section (a badge goes with its item).
            var key = "cell " + (id ?? "")
            if kind != "cell" {
                let items =
                    a.indexPath.section < resolved.sections.count ? resolved.sections[a.indexPath.section].items : []
                let owner =
                    style == "badge" && a.indexPath.item < items.count
                    ? "item " + items[a.indexPath.item] : String(a.indexPath.item)
                key = "\(kind) \(elementKind ?? "") \(sectionID(a.indexPath.section)) \(owner)"
            }
            return Element(
                kind: kind, elementKind: elementKind, style: style, identifier: id,
                indexPath: a.indexPath, frame: a.frame, zIndex: a.zIndex, isPinned: a.isPinned, key: key,
                transform: a.transform, untransformedFrame: a.untransformedFrame, alpha: a.alpha)
        }
        var sections: [Section] = []
        for summary in layout.sections {
            if view == .viewport, !summary.frame.intersects(viewport) { continue }
            var groups: [Rect] = []
            // The viewport shows the groups of its cells (found from them, so a section of a
            // million items costs what is on screen); the content view every group.
            let candidates: [Int]
            if view == .viewport {
                let perGroup = max(1, summary.itemsPerGroup)
                var seen = Set<Int>()
                candidates = attributes.compactMap { a -> Int? in
                    guard case .cell = a.category, a.indexPath.section == summary.index else { return nil }
                    let g = a.indexPath.item / perGroup
                    return seen.insert(g).inserted ? g : nil
                }.sorted()
            } else {
                candidates = Array(0..<summary.groupCount)
            }
            var nested: [Rect] = []
            let hasNested = layout.hasNestedGroups(section: summary.index)
            for g in candidates {
                guard let frame = layout.groupFrame(section: summary.index, group: g) else { continue }
                if view == .viewport, !frame.intersects(viewport) { continue }
                groups.append(frame)
                groupTotal += 1
                if hasNested, groupTotal <= Limits.pictureElements {
                    let inner = (try? layout.nestedGroupFrames(section: summary.index, group: g)) ?? []
                    nested += inner
                    groupTotal += inner.count
                }
            }
            guard groupTotal <= Limits.pictureElements else {
                throw ScriptError(
                    "the layout has more than \(Limits.pictureElements) groups, too many to draw; the limit is \(Limits.pictureElements)",
                    help: "draw the viewport instead: view: viewport")
            }
            let id = summary.index < resolved.sections.count ? resolved.sections[summary.index].identifier : "?"
            sections.append(Section(summary: summary, identifier: id, groups: groups, nestedGroups: nested))
        }
        let content = Rect(origin: .zero, size: layout.contentSize)
        var canvas: Rect
        switch view {
        case .viewport:
            canvas = viewport
        case .content:
            canvas = content.union(viewport)
            for e in elements { canvas = canvas.union(e.frame) }
            for s in sections {
                canvas = canvas.union(s.summary.frame)
                if let strip = stripRect(s.summary) { canvas = canvas.union(strip) }
            }
        }
        let device = session.object("environment", as: EnvironmentObject.self)?.device
        return Picture(
            view: view, device: device, containerSize: env.containerSize, safeArea: env.safeAreaInsets,
            contentSize: layout.contentSize, viewport: viewport, sections: sections, elements: elements,
            canvas: canvas)
    }

    /// An orthogonal section's whole scrolling strip, placed at its current offset.
    static func stripRect(_ s: SectionSummary) -> Rect? {
        guard let length = s.orthogonalContentLength else { return nil }
        let body = s.body
        return Rect(
            x: body.minX - (s.orthogonalOffset ?? 0), y: body.minY, width: max(length, body.width), height: body.height)
    }

    /// One line saying what the picture shows.
    var caption: String {
        let size = "\(Format.number(containerSize.width)) x \(Format.number(containerSize.height))"
        let offset = "offset (\(Format.number(viewport.minX)), \(Format.number(viewport.minY)))"
        return
            "\(device ?? "container") \(size), content \(Format.number(contentSize.width)) x \(Format.number(contentSize.height)), viewport at \(offset), \(elements.count) element\(elements.count == 1 ? "" : "s")"
    }
}

extension Rect {
    func union(_ other: Rect) -> Rect {
        guard other.minX.isFinite, other.minY.isFinite, other.maxX.isFinite, other.maxY.isFinite else { return self }
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
