/// A flow layout's result behind the same queries as a compositional layout's (`frames`,
/// `visible`, `contentSize`, pictures): pixel snapping and pinning go through `ResolvedLayout`'s
/// one place for each.
extension ResolvedLayout {
    public init(flow: FlowLayoutResult, environment: LayoutEnvironment) {
        self.init(
            environment: environment, configuration: LayoutConfiguration(scrollDirection: flow.layout.scrollDirection),
            plans: [], notes: flow.notes)
        self.flow = flow
        visibleItemChanges = flow.ownChanges
        contentSize = flow.ownAttributes == nil ? snapSize(flow.contentSize) : flow.contentSize
    }

    func flowSection(_ index: Int, _ flow: FlowLayoutResult) -> SectionSummary? {
        guard index >= 0 && index < flow.sections.count else { return nil }
        let s = flow.sections[index]
        let m = scrollAxis
        let headerLength = s.header?.length(m) ?? 0
        let footerLength = s.footer?.length(m) ?? 0
        let body = Rect(
            mainOrigin: s.frame.minAlong(m) + headerLength, crossOrigin: 0,
            mainLength: s.frame.length(m) - headerLength - footerLength, crossLength: s.frame.length(m.cross), along: m)
        return SectionSummary(
            index: index, frame: snap(s.frame), itemCount: s.items.count, itemsPerGroup: 1, groupCount: s.lines.count,
            isOrthogonal: false, orthogonalContentLength: nil, orthogonalOffset: nil, body: snap(body),
            contentInsets: s.inset)
    }

    /// A section's header and footer, pinned for the current content offset when the layout pins them.
    func flowBoundaries(_ s: FlowSectionLayout, _ flow: FlowLayoutResult) -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        let start = s.frame.minAlong(scrollAxis)
        // Evidence: [A] sectionHeadersPinToVisibleBounds / sectionFootersPinToVisibleBounds (iOS 9): the
        // header stays at the top of the visible area while its section is on screen. [I] It is pushed up by
        // the end of its section's content, as compositional layout's pinned headers are.
        if let h = s.header {
            let b = PlacedBoundary(
                attributes: LayoutAttributes(
                    category: .supplementaryView(elementKind: flow.headerElementKind),
                    indexPath: IndexPath(s.index, 0), frame: h, zIndex: 0),
                pin: flow.layout.sectionHeadersPinToVisibleBounds ? .header : .none)
            out.append(finalize(pinned(b, sectionStart: start, sectionEnd: s.contentEnd, offset: 0)))
        }
        if let f = s.footer {
            let b = PlacedBoundary(
                attributes: LayoutAttributes(
                    category: .supplementaryView(elementKind: flow.footerElementKind),
                    indexPath: IndexPath(s.index, 0), frame: f, zIndex: 0),
                pin: flow.layout.sectionFootersPinToVisibleBounds ? .footer : .none)
            let contentStart = start + (s.header?.length(scrollAxis) ?? 0)
            out.append(
                finalize(pinned(b, sectionStart: contentStart, sectionEnd: s.frame.maxAlong(scrollAxis), offset: 0)))
        }
        return out
    }

    func flowCell(_ s: FlowSectionLayout, item: Int) -> LayoutAttributes {
        finalize(
            LayoutAttributes(
                category: .cell, indexPath: IndexPath(s.index, item), frame: s.items[item], zIndex: 0, itemIndex: item))
    }

    func flowCell(_ flow: FlowLayoutResult, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0 && indexPath.section < flow.sections.count else { return nil }
        let s = flow.sections[indexPath.section]
        guard indexPath.item >= 0 && indexPath.item < s.items.count else { return nil }
        return flowCell(s, item: indexPath.item)
    }

    /// Per section: its header and footer, then its cells, in item order; with `rect`, only those
    /// that intersect it (sections and lines found by binary search: elements far away are not touched).
    func flowAttributes(_ flow: FlowLayoutResult, in rect: Rect?) -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        let m = scrollAxis
        let slack = environment.pixelSnapping ? 1 / environment.displayScale : 0
        for a in flow.outsideSections {
            let placed = finalize(a)
            if rect.map({ placed.frame.intersects($0) }) ?? true { out.append(placed) }
        }
        for s in flow.sections {
            // A pinned header can be anywhere in its section: the section's extent decides.
            if let rect, flow.ownAttributes == nil,
                s.frame.maxAlong(m) + slack < rect.minAlong(m) || s.frame.minAlong(m) - slack > rect.maxAlong(m)
            {
                continue
            }
            for b in flowBoundaries(s, flow) where rect.map({ b.frame.intersects($0) }) ?? true { out.append(b) }
            if flow.ownAttributes != nil {
                // The subclass's frames need not keep to UIKit's lines: every cell is looked at.
                for i in s.items.indices {
                    let a = flowCell(s, item: i)
                    if rect.map({ a.frame.intersects($0) }) ?? true { out.append(a) }
                }
                continue
            }
            var first = 0
            if let rect {
                var lo = 0
                var hi = s.lines.count
                while lo < hi {
                    let mid = lo + (hi - lo) / 2
                    let line = s.lines[mid]
                    if line.mainOrigin + line.thickness + slack < rect.minAlong(m) { lo = mid + 1 } else { hi = mid }
                }
                first = lo
            }
            var l = first
            while l < s.lines.count {
                let line = s.lines[l]
                if let rect, line.mainOrigin - slack > rect.maxAlong(m) { break }
                for i in line.items {
                    let a = flowCell(s, item: i)
                    if rect.map({ a.frame.intersects($0) }) ?? true { out.append(a) }
                }
                l += 1
            }
        }
        return out
    }

    /// `forEachAttribute` for a flow layout: one line (or one section's header and footer) held at a time.
    func forEachFlowAttribute(_ flow: FlowLayoutResult, section only: Int?, _ body: (LayoutAttributes) -> Bool)
        -> EnumerationWork
    {
        var work = EnumerationWork()
        var buffer: [LayoutAttributes] = []
        func drain() -> Bool {
            work.mostHeld = Swift.max(work.mostHeld, buffer.count)
            defer { buffer.removeAll(keepingCapacity: true) }
            for a in buffer {
                work.elements += 1
                if !body(a) { return false }
            }
            return true
        }
        // (Asked for one section: those a layout of the program's gave that section's index path, as a header of
        // its own; a table's header and footer views belong to no section.)
        buffer = flow.outsideSections.lazy.filter { a in
            only == nil || (flow.ownAttributes != nil && a.indexPath.section == only)
        }.map { finalize($0) }
        guard drain() else { return work }
        for s in flow.sections {
            if let only, only != s.index { continue }
            buffer = flowBoundaries(s, flow)
            guard drain() else { return work }
            for line in s.lines {
                for i in line.items { buffer.append(flowCell(s, item: i)) }
                guard drain() else { return work }
            }
        }
        return work
    }
}
