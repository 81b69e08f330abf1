/// `UICollectionViewFlowLayout`'s own properties: what the layout object holds before its
/// delegate (`UICollectionViewDelegateFlowLayout`) answers per section or per item.
/// Each default is Apple's (UICollectionViewFlowLayout reference, "default value" of each property).
public struct FlowLayout: Hashable, Sendable {
    /// `UICollectionViewFlowLayout.SectionInsetReference`: what `sectionInset` is measured from.
    public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// Evidence: [A] itemSize defaults to (50, 50).
    public var itemSize = Size(width: 50, height: 50)
    /// Non-zero: cells self-size, starting from this estimate ([A] estimatedItemSize; default .zero).
    public var estimatedItemSize = Size.zero
    /// Evidence: [A] minimumLineSpacing and minimumInteritemSpacing default to 10.
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    public var sectionInset = DirectionalEdgeInsets.zero
    public var headerReferenceSize = Size.zero
    public var footerReferenceSize = Size.zero
    public var scrollDirection: Axis = .vertical
    /// Evidence: [A] sectionInsetReference defaults to .fromContentInset (iOS 11).
    public var sectionInsetReference: SectionInsetReference = .fromContentInset
    public var sectionHeadersPinToVisibleBounds = false
    public var sectionFootersPinToVisibleBounds = false

    public init() {}

    /// Whether cells self-size: `estimatedItemSize` is not zero (`automaticSize` is a non-zero marker).
    public var selfSizes: Bool { estimatedItemSize.width > 0 || estimatedItemSize.height > 0 }
}

/// One section as the collection view and its delegate describe it. A nil value is a delegate
/// method the program does not implement: the layout's property applies.
public struct FlowSectionData: Hashable, Sendable {
    public var itemCount: Int
    /// `collectionView(_:layout:sizeForItemAt:)`, one size per item.
    public var itemSizes: [Size]?
    /// Self-sized cells (`estimatedItemSize`): the sizes their content fitted (the `fit` command), by item.
    public var fittedSizes: [Int: Size] = [:]
    /// The fitted size of every item of the section that has none of its own.
    public var defaultFittedSize: Size?
    /// `collectionView(_:layout:insetForSectionAt:)`.
    public var inset: DirectionalEdgeInsets?
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    public var minimumLineSpacing: Double?
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    public var minimumInteritemSpacing: Double?
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)` and `...FooterInSection:`.
    public var headerSize: Size?
    public var footerSize: Size?

    public init(itemCount: Int, itemSizes: [Size]? = nil) {
        self.itemCount = itemCount
        self.itemSizes = itemSizes
    }
}

/// One line of a section (a row when scrolling vertically, a column when horizontally), and the
/// rule that placed its items across it: what `explain` reports.
public struct FlowLine: Hashable, Sendable {
    public enum Rule: String, Hashable, Sendable {
        /// A full line: the leftover space is shared equally between the items (the ends touch the insets).
        case justified
        /// Items of one size: every line takes the spacing of a full line, the last one too (a grid).
        case grid
        /// One item alone on a line (not the last line of mixed sizes): centred across the line.
        case centered
        /// The last line of a section of mixed sizes: from the leading inset, at the minimum spacing.
        case lastLine
        /// One item longer than the line: alone, from the leading inset (UIKit calls this undefined).
        case tooLong
        /// A table view's row: the one item of its line, as wide as its section (`TableLayout`).
        case tableRow
    }
    public var section: Int
    /// The line's number within its section, from 0.
    public var index: Int
    public var items: Range<Int>
    /// Where the line starts along the scroll axis, and its thickness (its tallest item, vertically).
    public var mainOrigin: Double
    public var thickness: Double
    /// The line's length across the scroll axis after the section's insets, and where it starts.
    public var available: Double
    public var crossStart: Double
    /// The items' lengths plus the minimum spacing between them.
    public var used: Double
    /// `available - used`: what the rule shares out (negative for a line that is too long).
    public var leftover: Double
    /// The spacing the items were placed with.
    public var spacing: Double
    public var rule: Rule
}

/// A section placed by the flow layout.
public struct FlowSectionLayout: Hashable, Sendable {
    public var index: Int
    /// From the header's start to the footer's end, across the whole content width.
    public var frame: Rect
    public var header: Rect?
    public var footer: Rect?
    /// Each item's frame, in item order.
    public var items: [Rect]
    public var lines: [FlowLine]
    public var inset: DirectionalEdgeInsets
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    /// Where the item sizes came from: `itemSize`, the delegate, or the estimate and fitted sizes.
    public var sizeSource: SizeSource
    /// The end of the section's content along the scroll axis (before its footer): a pinned header stops there.
    public var contentEnd: Double

    public enum SizeSource: String, Hashable, Sendable {
        case itemSize, delegate, selfSizing
    }

    /// The line holding `item`. O(log lines).
    public func line(of item: Int) -> FlowLine? {
        var lo = 0
        var hi = lines.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if lines[mid].items.upperBound <= item { lo = mid + 1 } else { hi = mid }
        }
        return lo < lines.count && lines[lo].items.contains(item) ? lines[lo] : nil
    }
}

/// The flow layout's result: every section's frames and the content size, in content coordinates
/// (section 0 starts at 0 along the scroll axis), unsnapped.
public struct FlowLayoutResult: Hashable, Sendable {
    public var layout: FlowLayout
    public var contentSize: Size
    public var sections: [FlowSectionLayout]
    public var notes: [LayoutNote]
    /// Items sized and placed (for tests that count work).
    public var work: Int
    /// The element kinds of the sections' headers and footers (a table view's are its own).
    public var headerElementKind = ListConfiguration.headerElementKind
    public var footerElementKind = ListConfiguration.footerElementKind
    /// Elements outside the sections (a table view's `tableHeaderView` and `tableFooterView`), listed
    /// before the first section's.
    public var outsideSections: [LayoutAttributes] = []
    /// The subclass method whose attributes replaced UIKit's (a left-aligned layout's
    /// `layoutAttributesForElements(in:)`), named as `Type.method(in:)`; nil: UIKit's own frames.
    public var ownAttributes: String?
    /// A layout class of the program's own (a `UICollectionViewLayout` subclass) that gave every frame; nil
    /// for a flow layout (or its subclass).
    public var ownLayoutClass: String?
    /// With `ownAttributes`: where UIKit's flow layout put each element the method moved.
    public var flowFrames: [ElementID: Rect] = [:]
    /// With `ownAttributes`: what the method set besides the frame (a transform, alpha, zIndex, isHidden).
    public var ownChanges: [ElementID: VisibleItemChange] = [:]
}

extension FlowLayout {
    /// Lays `sections` out as UIKit's flow layout does in `environment`'s container.
    /// O(items): each item is sized once and placed once.
    public func resolve(sections data: [FlowSectionData], environment env: LayoutEnvironment) throws(LayoutError)
        -> FlowLayoutResult
    {
        guard data.count <= LayoutLimits.maxSections else { throw .tooManySections(count: data.count) }
        try Self.check(itemSize, "itemSize", path: "the flow layout")
        try Self.check(estimatedItemSize, "estimatedItemSize", path: "the flow layout")
        try Self.check(headerReferenceSize, "headerReferenceSize", path: "the flow layout")
        try Self.check(footerReferenceSize, "footerReferenceSize", path: "the flow layout")
        // Evidence: [C] a negative minimumLineSpacing overlaps the lines (stacked-card layouts use it).
        try Self.check(minimumLineSpacing, "minimumLineSpacing", path: "the flow layout", allowNegative: true)
        try Self.check(minimumInteritemSpacing, "minimumInteritemSpacing", path: "the flow layout")
        try Self.check(sectionInset, "sectionInset", path: "the flow layout", allowNegative: true)
        let m = scrollDirection
        let c = m.cross
        // Evidence: [A] UIKit's flow layout logs that an item's width "must be less than the width of the
        // UICollectionView minus the section insets left and right values, minus the content insets left and
        // right values": across the scroll axis the lines are laid out inside the adjusted content inset, and
        // the content (headers and footers included) is that much narrower. Frames are in content coordinates,
        // whose origin is at the inset.
        let containerCross = env.containerSize.length(c) - env.adjustedContentInset(scrollAxis: m).total(c)
        // Evidence: [A] "sectionInsetReference": section insets are measured from the collection view's
        // content inset (the default), its safe area, or its layout margins. Measured from the content inset,
        // they start at the content's own edge, so .fromContentInset adds nothing there.
        let reference: DirectionalEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: reference = .zero
        case .fromSafeArea: reference = env.referenceInsets(.safeArea)
        case .fromLayoutMargins: reference = env.referenceInsets(.layoutMargins)
        }
        var cursor = 0.0
        var work = 0
        var notes: [LayoutNote] = []
        var placed: [FlowSectionLayout] = []
        placed.reserveCapacity(data.count)
        for (s, section) in data.enumerated() {
            let path = "section \(s)"
            guard section.itemCount >= 0, section.itemCount <= LayoutLimits.maxItemsPerSection else {
                throw .invalidItemCount(section: s, count: section.itemCount)
            }
            let inset = section.inset ?? sectionInset
            let lineSpacing = section.minimumLineSpacing ?? minimumLineSpacing
            let interitem = section.minimumInteritemSpacing ?? minimumInteritemSpacing
            let headerSize = section.headerSize ?? headerReferenceSize
            let footerSize = section.footerSize ?? footerReferenceSize
            if let i = section.inset { try Self.check(i, "insetForSectionAt", path: path, allowNegative: true) }
            try Self.check(lineSpacing, "minimumLineSpacingForSectionAt", path: path, allowNegative: true)
            try Self.check(interitem, "minimumInteritemSpacingForSectionAt", path: path)
            try Self.check(headerSize, "referenceSizeForHeaderInSection", path: path)
            try Self.check(footerSize, "referenceSizeForFooterInSection", path: path)
            let start = cursor
            // Evidence: [A] headerReferenceSize / footerReferenceSize: only the length along the scroll axis
            // is used; across it the header spans the collection view (the section's insets do not narrow
            // it: [A] sectionInset "do not affect the size of the header and footer views in the non
            // scrolling direction"); a zero length adds no header at all.
            var header: Rect?
            if headerSize.length(m) > 0 {
                header = Rect(
                    mainOrigin: cursor, crossOrigin: 0, mainLength: headerSize.length(m), crossLength: containerCross,
                    along: m)
                cursor += headerSize.length(m)
            }
            // Evidence: [A] sectionInset: the margins position the header, leave the minimum space on either
            // side of each line, and separate the last line from the footer. [C] An empty section keeps
            // them: apps return .zero from insetForSectionAt for empty sections to avoid the gap.
            cursor += inset.leading(m)
            let crossStart = reference.leading(c) + inset.leading(c)
            let available = containerCross - reference.total(c) - inset.total(c)
            // Sizes: the delegate's, else the estimate (self-sizing) as fitted, else itemSize.
            var sizes: [Size] = []
            sizes.reserveCapacity(section.itemCount)
            let source: FlowSectionLayout.SizeSource
            if let given = section.itemSizes {
                guard given.count == section.itemCount else {
                    throw .sectionDataMismatch(sections: section.itemCount, data: given.count)
                }
                source = .delegate
                for (i, size) in given.enumerated() {
                    try Self.check(size, "sizeForItemAt [\(s), \(i)]", path: path)
                    sizes.append(size)
                }
            } else if selfSizes {
                source = .selfSizing
                for i in 0..<section.itemCount {
                    var size = estimatedItemSize
                    if let fitted = section.fittedSizes[i] ?? section.defaultFittedSize {
                        // An axis the fit does not give keeps the estimate.
                        if !fitted.width.isNaN { size.width = fitted.width }
                        if !fitted.height.isNaN { size.height = fitted.height }
                        try Self.check(size, "fitted size of item \(i)", path: path)
                    }
                    sizes.append(size)
                }
            } else {
                source = .itemSize
                sizes = Array(repeating: itemSize, count: section.itemCount)
            }
            work += sizes.count
            // Evidence: [C] openradar 20825965 (steipete, since iOS 6): when every item has the same size,
            // the last line is laid out like the full lines (a grid); as soon as sizes differ, the last line
            // starts at the leading edge at the minimum spacing ("lay-outing changes as soon as one size has a
            // non-uniform height").
            let uniform = sizes.allSatisfy { $0 == sizes[0] }
            var lines: [FlowLine] = []
            var frames: [Rect] = []
            frames.reserveCapacity(sizes.count)
            var i = 0
            var gridSpacing: Double?
            while i < sizes.count {
                // Evidence: [A] minimumInteritemSpacing "is used to compute how many items can fit in a single
                // line": items join the line while they fit the available length at the minimum spacing.
                let first = i
                var used = sizes[i].length(c)
                var thickness = sizes[i].length(m)
                i += 1
                while i < sizes.count, used + interitem + sizes[i].length(c) <= available + Self.tolerance {
                    used += interitem + sizes[i].length(c)
                    thickness = Swift.max(thickness, sizes[i].length(m))
                    i += 1
                }
                let count = i - first
                let isLast = i == sizes.count
                let leftover = available - used
                var rule: FlowLine.Rule
                var spacing = interitem
                var origin = crossStart
                if count == 1 && leftover < -Self.tolerance {
                    // Evidence: [C] UIKit logs "the behavior of the UICollectionViewFlowLayout is not defined
                    // because: the item width must be less than the width of the UICollectionView minus the
                    // section insets left and right values" (the height, scrolling horizontally). [I] The item
                    // gets a line of its own, from the leading inset.
                    rule = .tooLong
                    if !notes.contains(where: { $0.id == .flowItemTooLong && $0.section == s }) {
                        notes.append(Self.tooLongNote(section: s, item: first, axis: c))
                    }
                } else if uniform {
                    // Evidence: [A] "after the number of items is determined, the actual spacing may possibly be
                    // adjusted upward"; [C] openradar 20825965: items of one size keep the full lines' columns, the
                    // last line's too. The first line is a full one: it decides the spacing of every line.
                    let spacingOfFull = gridSpacing ?? (count > 1 ? interitem + leftover / Double(count - 1) : nil)
                    gridSpacing = spacingOfFull
                    if let spacingOfFull {
                        rule = .grid
                        spacing = spacingOfFull
                    } else {
                        // One item per line: each is centred (below).
                        rule = .centered
                        origin = crossStart + leftover / 2
                    }
                } else if isLast {
                    rule = .lastLine
                } else if count == 1 {
                    // Evidence: [C] an item alone on a line is centred by the flow layout, except on the last
                    // line of mixed sizes (matt's and others' left-aligned layouts on Stack Overflow, "How do you
                    // determine spacing between cells in UICollectionView flowLayout"; a single cell centred).
                    rule = .centered
                    origin = crossStart + leftover / 2
                } else {
                    // Evidence: [A] minimumInteritemSpacing (above); [C] the justified rows developers see
                    // (ends flush with the section insets, equal gaps between).
                    rule = .justified
                    spacing = interitem + leftover / Double(count - 1)
                }
                var x = origin
                for k in first..<i {
                    // Evidence: [A] Collection View Programming Guide, "Using the Flow Layout": items of different
                    // heights are centred vertically on their line; the line is as tall as its tallest item.
                    let size = sizes[k]
                    let main = cursor + (thickness - size.length(m)) / 2
                    frames.append(
                        Rect(
                            mainOrigin: main, crossOrigin: x, mainLength: size.length(m), crossLength: size.length(c),
                            along: m))
                    x += size.length(c) + spacing
                }
                lines.append(
                    FlowLine(
                        section: s, index: lines.count, items: first..<i, mainOrigin: cursor, thickness: thickness,
                        available: available, crossStart: crossStart, used: used, leftover: leftover,
                        spacing: spacing, rule: rule))
                cursor += thickness
                // Evidence: [A] minimumLineSpacing: between successive lines, never between the header and the
                // first line or the last line and the footer.
                if !isLast {
                    // (Lines in order along the scroll axis: finding the elements in a rect depends on it.)
                    if lineSpacing < 0, thickness + lineSpacing <= 0 {
                        throw .invalidValue(
                            path: path, what: "minimumLineSpacing", value: lineSpacing,
                            problem: .swallowsLine(thickness: thickness))
                    }
                    cursor += lineSpacing
                }
            }
            cursor += inset.trailing(m)
            let contentEnd = cursor
            var footer: Rect?
            if footerSize.length(m) > 0 {
                footer = Rect(
                    mainOrigin: cursor, crossOrigin: 0, mainLength: footerSize.length(m), crossLength: containerCross,
                    along: m)
                cursor += footerSize.length(m)
            }
            guard cursor <= LayoutLimits.maxLength else {
                throw .invalidValue(
                    path: path, what: "end", value: cursor, problem: .tooLarge(limit: LayoutLimits.maxLength))
            }
            if source == .selfSizing, section.itemCount > 0, section.fittedSizes.count < section.itemCount,
                section.defaultFittedSize == nil
            {
                notes.append(
                    LayoutNote(
                        id: .flowEstimatedItemSize, section: s,
                        message:
                            "cells self-size (estimatedItemSize): the playground does not measure a cell's content, so "
                            + "items without a fitted size keep the estimate",
                        fix: "give their sizes with 'fit', as the cells' Auto Layout would"))
            }
            placed.append(
                FlowSectionLayout(
                    index: s,
                    frame: Rect(
                        mainOrigin: start, crossOrigin: 0, mainLength: cursor - start, crossLength: containerCross,
                        along: m),
                    header: header, footer: footer, items: frames, lines: lines, inset: inset,
                    minimumLineSpacing: lineSpacing, minimumInteritemSpacing: interitem, sizeSource: source,
                    contentEnd: contentEnd))
        }
        return FlowLayoutResult(
            layout: self, contentSize: Size(main: cursor, cross: containerCross, along: m), sections: placed,
            notes: notes, work: work)
    }

    /// Lengths that differ by less than this are equal (the sum of many spacings is not exact).
    static let tolerance = 1e-9

    static func tooLongNote(section: Int, item: Int, axis: Axis) -> LayoutNote {
        let (length, edges) = axis == .horizontal ? ("width", "left and right") : ("height", "top and bottom")
        return LayoutNote(
            id: .flowItemTooLong, section: section,
            message:
                "item \(item) is longer than its line (the first such item of the section): UIKit logs "
                + "'the behavior of the UICollectionViewFlowLayout is not defined because: the item \(length) "
                + "must be less than the \(length) of the UICollectionView minus the section insets \(edges) values, "
                + "minus the content insets \(edges) values'",
            fix: "make the item fit the collection view minus its section insets and content insets")
    }

    static func check(_ v: Double, _ what: String, path: String, allowNegative: Bool = false) throws(LayoutError) {
        if !v.isFinite { throw .invalidValue(path: path, what: what, value: v, problem: .notFinite) }
        if !allowNegative && v < 0 { throw .invalidValue(path: path, what: what, value: v, problem: .negative) }
        if Swift.abs(v) > LayoutLimits.maxLength {
            throw .invalidValue(path: path, what: what, value: v, problem: .tooLarge(limit: LayoutLimits.maxLength))
        }
    }

    static func check(_ s: Size, _ what: String, path: String) throws(LayoutError) {
        try check(s.width, what + " width", path: path)
        try check(s.height, what + " height", path: path)
    }

    static func check(_ i: DirectionalEdgeInsets, _ what: String, path: String, allowNegative: Bool) throws(LayoutError)
    {
        for (v, side) in [(i.top, "top"), (i.leading, "left"), (i.bottom, "bottom"), (i.trailing, "right")] {
            try check(v, what + " " + side, path: path, allowNegative: allowNegative)
        }
    }
}

/// How a flow layout placed one cell: its line, the line's room, and how the leftover space was shared.
public struct FlowItemExplanation: Hashable, Sendable {
    public var section: Int
    public var item: Int
    public var line: FlowLine
    /// The item's size as the layout took it, and where that size came from.
    public var size: Size
    public var sizeSource: FlowSectionLayout.SizeSource
    /// The frame before pixel snapping.
    public var exactFrame: Rect
    public var inset: DirectionalEdgeInsets
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var scrollDirection: Axis
}

extension FlowLayoutResult {
    /// Why `indexPath`'s cell is where it is; nil when there is no such item.
    public func explainItem(at indexPath: IndexPath) -> FlowItemExplanation? {
        guard indexPath.section >= 0 && indexPath.section < sections.count else { return nil }
        let s = sections[indexPath.section]
        guard indexPath.item >= 0 && indexPath.item < s.items.count, let line = s.line(of: indexPath.item) else {
            return nil
        }
        let frame = s.items[indexPath.item]
        return FlowItemExplanation(
            section: s.index, item: indexPath.item, line: line, size: frame.size, sizeSource: s.sizeSource,
            exactFrame: frame, inset: s.inset, minimumLineSpacing: s.minimumLineSpacing,
            minimumInteritemSpacing: s.minimumInteritemSpacing, scrollDirection: layout.scrollDirection)
    }
}
