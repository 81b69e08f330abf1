/// Checks every user-supplied number before anything is solved, so the solver can assume
/// finite, non-negative sizes and bounded counts.
enum Validation {
    /// `skipping`: sections already checked by an earlier resolve of the same section and data.
    static func check(
        _ layout: CompositionalLayout, data: [SectionData], environment env: LayoutEnvironment,
        skipping: (Int) -> Bool = { _ in false }
    ) throws(LayoutError) {
        try checkEnvironment(env)
        if layout.sections.count > LayoutLimits.maxSections { throw .tooManySections(count: layout.sections.count) }
        if layout.sections.count != data.count {
            throw .sectionDataMismatch(sections: layout.sections.count, data: data.count)
        }
        try value(layout.configuration.interSectionSpacing, "layout", "interSectionSpacing", allowNegative: false)
        for (i, b) in layout.configuration.boundarySupplementaryItems.enumerated() {
            try boundary(b, path: "layout boundary supplementary \(i)")
        }
        // By index, skipped ones first: `enumerated()` copied every section, skipped or not.
        for s in layout.sections.indices where !skipping(s) {
            let section = layout.sections[s]
            // Message paths are made only for a message: every check takes them as autoclosures.
            func path() -> String { "section \(s)" }
            try value(section.interGroupSpacing, path(), "interGroupSpacing", allowNegative: false)
            try insets(section.contentInsets, path(), "contentInsets")
            for (i, b) in section.boundarySupplementaryItems.enumerated() {
                try boundary(b, path: "\(path()) boundary supplementary \(i)")
            }
            for d in section.decorationItems {
                try insets(d.contentInsets, "\(path()) decoration '\(d.elementKind)'", "contentInsets")
            }
            try group(section.group, path: "\(path()) > group", depth: 0)
            let sectionData = data[s]
            if sectionData.itemCount < 0 || sectionData.itemCount > LayoutLimits.maxItemsPerSection {
                throw .invalidItemCount(section: s, count: sectionData.itemCount)
            }
            // The smallest offending index is reported, whatever the dictionary's order.
            var firstBad: (Int, Size)?
            for (key, size) in sectionData.fittedSizes where !fittable(size) {
                if firstBad.map({ key < $0.0 }) ?? true { firstBad = (key, size) }
            }
            if let (key, size) = firstBad { throw .invalidFittedSize(section: s, item: key, size: size) }
            for name in sectionData.fittedSizesByItemName.keys.sorted() {
                if let size = sectionData.fittedSizesByItemName[name], !fittable(size) {
                    throw .invalidFittedSize(section: s, item: nil, size: size)
                }
            }
            if let size = sectionData.defaultFittedSize, !fittable(size) {
                throw .invalidFittedSize(section: s, item: nil, size: size)
            }
            for kind in sectionData.fittedSupplementarySizes.keys.sorted() {
                if let size = sectionData.fittedSupplementarySizes[kind], !fittable(size) {
                    throw .invalidFittedSize(section: s, item: nil, size: size)
                }
            }
            var badLevel: (Int, Int)?
            for (key, level) in sectionData.levels where level < 0 || level > 1000 {
                if badLevel.map({ key < $0.0 }) ?? true { badLevel = (key, level) }
            }
            if let (key, level) = badLevel { throw .invalidLevel(section: s, item: key, level: level) }
        }
    }

    /// A fitted size: finite, non-negative, within `LayoutLimits.maxLength`.
    /// A reported axis is finite, non-negative and within the length limit; NaN is "not reported".
    static func fittable(_ size: Size) -> Bool {
        size.isValidFittedSize
            && (size.width.isNaN || size.width <= LayoutLimits.maxLength)
            && (size.height.isNaN || size.height <= LayoutLimits.maxLength)
    }

    static func checkEnvironment(_ env: LayoutEnvironment) throws(LayoutError) {
        func nonNegative(_ v: Double, _ what: String) throws(LayoutError) {
            if !v.isFinite || v < 0 || v > LayoutLimits.maxLength { throw .invalidEnvironment(what: what, value: v) }
        }
        try nonNegative(env.containerSize.width, "container width")
        try nonNegative(env.containerSize.height, "container height")
        for v in env.safeAreaInsets.values { try nonNegative(v, "safe area inset") }
        for v in env.layoutMargins.values { try nonNegative(v, "layout margin") }
        for v in env.contentInset.values where !v.isFinite || Swift.abs(v) > LayoutLimits.maxLength {
            throw .invalidEnvironment(what: "content inset", value: v)
        }
        if let r = env.readableContentWidth { try nonNegative(r, "readable content width") }
        if !env.displayScale.isFinite || env.displayScale <= 0 || env.displayScale > 100 {
            throw .invalidEnvironment(what: "display scale", value: env.displayScale)
        }
        func offset(_ v: Double) -> Bool { v.isFinite && Swift.abs(v) <= LayoutLimits.maxLength }
        if !offset(env.contentOffset.x) {
            throw .invalidEnvironment(what: "content offset x", value: env.contentOffset.x)
        }
        if !offset(env.contentOffset.y) {
            throw .invalidEnvironment(what: "content offset y", value: env.contentOffset.y)
        }
        for key in env.orthogonalScrollOffsets.keys.sorted() {
            if let v = env.orthogonalScrollOffsets[key], !offset(v) {
                throw .invalidEnvironment(what: "orthogonal scroll offset of section \(key)", value: v)
            }
        }
    }

    static func value(_ v: Double, _ path: @autoclosure () -> String, _ what: String, allowNegative: Bool)
        throws(LayoutError)
    {
        if !v.isFinite { throw .invalidValue(path: path(), what: what, value: v, problem: .notFinite) }
        if !allowNegative && v < 0 { throw .invalidValue(path: path(), what: what, value: v, problem: .negative) }
        if Swift.abs(v) > LayoutLimits.maxLength {
            throw .invalidValue(path: path(), what: what, value: v, problem: .tooLarge(limit: LayoutLimits.maxLength))
        }
    }

    static func insets(_ i: DirectionalEdgeInsets, _ path: @autoclosure () -> String, _ what: String)
        throws(LayoutError)
    {
        // Negative insets are legal in UIKit (they enlarge); only non-finite ones are rejected.
        for v in i.values { try value(v, path(), what, allowNegative: true) }
    }

    static func dimension(_ d: LayoutDimension, _ path: @autoclosure () -> String, _ axis: String) throws(LayoutError) {
        let v = d.dimension
        if !v.isFinite { throw .invalidDimension(path: path(), axis: axis, dimension: d, problem: .notFinite) }
        if v < 0 { throw .invalidDimension(path: path(), axis: axis, dimension: d, problem: .negative) }
        if d.isEstimated && v == 0 {
            throw .invalidDimension(path: path(), axis: axis, dimension: d, problem: .zeroEstimate)
        }
        let limit = d.isFractional ? LayoutLimits.maxFraction : LayoutLimits.maxLength
        if v > limit {
            throw .invalidDimension(path: path(), axis: axis, dimension: d, problem: .tooLarge(limit: limit))
        }
    }

    static func size(_ s: LayoutSize, _ path: @autoclosure () -> String) throws(LayoutError) {
        try dimension(s.widthDimension, path(), "width")
        try dimension(s.heightDimension, path(), "height")
    }

    static func spacing(_ s: LayoutSpacing?, _ path: @autoclosure () -> String, _ what: String) throws(LayoutError) {
        guard let s else { return }
        try value(s.spacing, path(), what, allowNegative: !s.isFlexible)
    }

    static func edge(_ e: EdgeSpacing?, _ path: @autoclosure () -> String) throws(LayoutError) {
        guard let e else { return }
        for s in e.all { try spacing(s, path(), "edgeSpacing") }
    }

    static func boundary(_ b: LayoutBoundarySupplementaryItem, path: @autoclosure () -> String) throws(LayoutError) {
        try size(b.layoutSize, path())
        try value(b.absoluteOffset.x, path(), "absoluteOffset x", allowNegative: true)
        try value(b.absoluteOffset.y, path(), "absoluteOffset y", allowNegative: true)
    }

    static func supplementaries(_ items: [LayoutSupplementaryItem], _ path: @autoclosure () -> String)
        throws(LayoutError)
    {
        for (i, s) in items.enumerated() {
            func p() -> String { "\(path()) supplementary \(i) ('\(s.elementKind)')" }
            try size(s.layoutSize, p())
            switch s.containerAnchor.offset {
            case .absolute(let o), .fractional(let o):
                try value(o.x, p(), "anchor offset x", allowNegative: true)
                try value(o.y, p(), "anchor offset y", allowNegative: true)
            }
        }
    }

    static func element(_ e: LayoutElement, path: @autoclosure () -> String, depth: Int) throws(LayoutError) {
        switch e {
        case .group(let g): try group(g, path: "\(path()) (group)", depth: depth + 1)
        case .item(let item):
            func p() -> String { path() + (item.name.map { " (item '\($0)')" } ?? " (item)") }
            try size(item.layoutSize, p())
            try insets(item.contentInsets, p(), "contentInsets")
            try edge(item.edgeSpacing, p())
            try supplementaries(item.supplementaryItems, p())
        }
    }

    static func group(_ g: LayoutGroup, path: @autoclosure () -> String, depth: Int) throws(LayoutError) {
        if depth > LayoutLimits.maxNestingDepth {
            throw .nestingTooDeep(path: path(), limit: LayoutLimits.maxNestingDepth)
        }
        try size(g.layoutSize, path())
        try insets(g.contentInsets, path(), "contentInsets")
        try edge(g.edgeSpacing, path())
        try spacing(g.interItemSpacing, path(), "interItemSpacing")
        try supplementaries(g.supplementaryItems, path())
        switch g.kind {
        case .subitems(_, let elements):
            if elements.isEmpty { throw .emptySubitems(path: path()) }
            for (i, e) in elements.enumerated() { try element(e, path: "\(path()) > subitem \(i)", depth: depth) }
        case .count(_, let e, let count), .repeating(_, let e, let count):
            if count <= 0 || count > LayoutLimits.maxCount { throw .invalidCount(path: path(), count: count) }
            try element(e, path: "\(path()) > subitem 0", depth: depth)
        case .custom(let frames):
            if frames.isEmpty { throw .emptyCustomGroup(path: path()) }
            if frames.count > LayoutLimits.maxCustomFrames {
                throw .tooManyCustomFrames(path: path(), count: frames.count)
            }
            for (i, f) in frames.enumerated() {
                let within = [f.minX, f.minY, f.width, f.height].allSatisfy { Swift.abs($0) <= LayoutLimits.maxLength }
                let ok = f.minX.isFinite && f.minY.isFinite && f.size.isFiniteAndNonNegative && within
                if !ok { throw .invalidCustomFrame(path: path(), index: i, frame: f) }
            }
        }
    }
}
