/// `UITableView`'s own layout: rows one under another, each as wide as its section, between the
/// sections' headers and footers and the table's header and footer views. What the table view
/// holds (`style`, `rowHeight`, ...) before its delegate and data source answer per section or row.
///
/// A nil length is `UITableView.automaticDimension`. Evidence: [A] rowHeight, estimatedRowHeight,
/// sectionHeaderHeight, sectionFooterHeight and sectionHeaderTopPadding (iOS 15) all default to
/// `automaticDimension` (UITableView reference, "default value" of each property).
public struct TableLayout: Hashable, Sendable {
    /// `UITableView.Style`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped

        /// The list appearance UIKit styles the same way. Evidence: [A] UIListContentConfiguration's
        /// header and footer configurations (`prominentInsetGroupedHeader()`, `groupedHeader()`) are
        /// "for a table view or collection view list" configured with `UITableView.Style.insetGrouped` or
        /// `UICollectionLayoutListConfiguration.Appearance.insetGrouped` alike: the table styles are the
        /// list appearances, so they share the playground's list metrics (`ListMetrics`).
        public var listAppearance: ListConfiguration.Appearance {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        }
    }

    public var style: Style = .plain
    public var rowHeight: Double?
    public var estimatedRowHeight: Double?
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    public var sectionHeaderTopPadding: Double?
    /// Self-sizing headers' and footers' estimates: the height an automatic header with a title or a view has
    /// (UIKit fits it to its content, which the playground does not measure).
    public var estimatedSectionHeaderHeight: Double?
    public var estimatedSectionFooterHeight: Double?
    /// The heights of `tableHeaderView` and `tableFooterView`; nil when there is none.
    public var tableHeaderHeight: Double?
    public var tableFooterHeight: Double?

    public init(style: Style = .plain) { self.style = style }

    public static let headerElementKind = "sectionHeader"
    public static let footerElementKind = "sectionFooter"
    public static let tableHeaderElementKind = "tableHeaderView"
    public static let tableFooterElementKind = "tableFooterView"
}

/// One section as the table view, its delegate and its data source describe it. A nil value is a
/// method the program does not implement: the table view's property applies.
public struct TableSectionData: Hashable, Sendable {
    public var rowCount: Int
    /// `tableView(_:heightForRowAt:)`, one per row; nil in it is `automaticDimension` returned.
    public var rowHeights: [Double?]?
    /// Self-sizing rows: the heights their content fitted (the `fit` command), by row.
    public var fittedHeights: [Int: Double] = [:]
    /// The fitted height of every row of the section that has none of its own.
    public var defaultFittedHeight: Double?
    /// `tableView(_:heightForHeaderInSection:)` and `...FooterInSection:`; `.some(nil)` is `automaticDimension`.
    public var headerHeight: Double??
    public var footerHeight: Double??
    /// The section has a header (or footer) to show: a title from `tableView(_:titleForHeaderInSection:)` or a
    /// view from `tableView(_:viewForHeaderInSection:)`.
    public var hasHeader = false
    public var hasFooter = false

    public init(rowCount: Int) { self.rowCount = rowCount }
}

/// Where a row's height came from: what `explain` says.
public enum TableRowHeightSource: String, Hashable, Sendable {
    /// The table view's `rowHeight`.
    case rowHeight
    /// The delegate's `tableView(_:heightForRowAt:)`.
    case delegate
    /// Self-sized (`automaticDimension`) and fitted with `fit`.
    case fitted
    /// Self-sized and not fitted: the estimate the playground assumed.
    case estimate
}

/// Where a header's or footer's height came from.
public enum TableHeaderHeightSource: String, Hashable, Sendable {
    /// `sectionHeaderHeight` / `sectionFooterHeight`.
    case property
    /// `tableView(_:heightForHeaderInSection:)` / `...FooterInSection:`.
    case delegate
    /// `automaticDimension` with a title or a view: fitted to it by UIKit; the playground assumed the
    /// style's height.
    case assumed
}

/// A section placed by the table layout, with what `explain` says about it.
public struct TableSectionLayout: Hashable, Sendable {
    public var index: Int
    /// The space before the section (a grouped style's section spacing, a plain header's top padding).
    public var gap: Double
    public var gapReason: String
    public var headerSource: TableHeaderHeightSource?
    public var footerSource: TableHeaderHeightSource?
    public var rowSources: [TableRowHeightSource]
    /// The rows' leading and trailing margin (`.insetGrouped`).
    public var sideMargin: Double
}

/// The table layout's result: the frames as a flow layout's (so every query reads it the same way),
/// and per section where its lengths came from.
public struct TableLayoutResult: Hashable, Sendable {
    public var flow: FlowLayoutResult
    public var sections: [TableSectionLayout]
    public var style: TableLayout.Style
}

extension TableLayout {
    /// The height a self-sizing row has before it is fitted, and why. Evidence: [A] estimatedRowHeight: the
    /// estimate stands for a row until its real height is known; [O] a default cell (one line of body text at
    /// the default text size) is 44 pt tall (cocopon.me "grouped UITableView": "セルの高さは、基本的に44px";
    /// the playground's list rows, `ListMetrics.rowHeight`); [I] without an estimate the playground takes 44.
    public func assumedRowHeight(environment env: LayoutEnvironment) -> Double {
        if let e = estimatedRowHeight, e > 0 { return e }
        return ListMetrics.metrics(for: style.listAppearance, environment: env).rowHeight
    }

    /// Lays `sections` out as UIKit's table view does in `environment`'s container (vertical only).
    /// O(rows): each row is sized once and placed once.
    public func resolve(sections data: [TableSectionData], environment env: LayoutEnvironment) throws(LayoutError)
        -> TableLayoutResult
    {
        guard data.count <= LayoutLimits.maxSections else { throw .tooManySections(count: data.count) }
        let path = "the table view"
        for (v, what) in [
            (rowHeight, "rowHeight"), (estimatedRowHeight, "estimatedRowHeight"),
            (sectionHeaderHeight, "sectionHeaderHeight"), (sectionFooterHeight, "sectionFooterHeight"),
            (sectionHeaderTopPadding, "sectionHeaderTopPadding"), (tableHeaderHeight, "tableHeaderView height"),
            (estimatedSectionHeaderHeight, "estimatedSectionHeaderHeight"),
            (estimatedSectionFooterHeight, "estimatedSectionFooterHeight"),
            (tableFooterHeight, "tableFooterView height"),
        ] {
            if let v { try FlowLayout.check(v, what, path: path) }
        }
        let width = env.containerSize.width
        let metrics = ListMetrics.metrics(for: style.listAppearance, environment: env)
        // Evidence: [A] estimatedSectionHeaderHeight / estimatedSectionFooterHeight (iOS 7): an estimate stands for
        // the height until the real one is known; [I] the playground keeps it, as for rows, and says so.
        let assumedHeader = estimatedSectionHeaderHeight.flatMap { $0 > 0 ? $0 : nil } ?? metrics.headerHeight
        let assumedFooter = estimatedSectionFooterHeight.flatMap { $0 > 0 ? $0 : nil } ?? metrics.footerHeight
        let modern = env.profile != .ios14
        var cursor = 0.0
        var work = 0
        var notes: [LayoutNote] = []
        var outside: [LayoutAttributes] = []
        // Evidence: [A] tableHeaderView: "the table view respects only the height of your view's frame
        // rectangle; it adjusts the width of your header view automatically to match the table view's width".
        // [I] The footer view likewise, after the last section.
        if let h = tableHeaderHeight {
            outside.append(
                LayoutAttributes(
                    category: .supplementaryView(elementKind: Self.tableHeaderElementKind), indexPath: IndexPath(0, 0),
                    frame: Rect(x: 0, y: 0, width: width, height: h), zIndex: 0))
            cursor += h
        }
        var placed: [FlowSectionLayout] = []
        var tables: [TableSectionLayout] = []
        placed.reserveCapacity(data.count)
        var assumedHeaders: [Int] = []
        var assumedGaps: [Int] = []
        var previousFooterSource: TableHeaderHeightSource?
        for (s, section) in data.enumerated() {
            let where_ = "section \(s)"
            guard section.rowCount >= 0, section.rowCount <= LayoutLimits.maxItemsPerSection else {
                throw .invalidItemCount(section: s, count: section.rowCount)
            }
            func boundary(_ delegate: Double??, _ property: Double?, has: Bool, assumed: Double, _ what: String)
                throws(LayoutError) -> (Double, TableHeaderHeightSource?)
            {
                // Evidence: [A] sectionHeaderHeight: "If the delegate doesn't implement
                // tableView(_:heightForHeaderInSection:), the table view calculates the height automatically";
                // [A] automaticDimension "uses a height that fits the value returned from
                // tableView(_:titleForHeaderInSection:) ... if the title is not nil". [O] A plain table's header
                // height is 0 by default, a grouped table's is not (blog.csdn.net xu_yu_jie 85338638: "Plain
                // sectionHeight 默认是0, Grouped sectionHeight 默认有一定的高度"). [I] With no title and no view, an
                // automatic header takes no room; the grouped styles' room is their section spacing (below).
                if case .some(.some(let h)) = delegate {
                    try FlowLayout.check(h, what, path: where_)
                    return (h, .delegate)
                }
                if case .none = delegate, let p = property { return (p, .property) }
                return has ? (assumed, .assumed) : (0, nil)
            }
            let (headerLength, headerSource) = try boundary(
                section.headerHeight, sectionHeaderHeight, has: section.hasHeader, assumed: assumedHeader,
                "heightForHeaderInSection")
            let (footerLength, footerSource) = try boundary(
                section.footerHeight, sectionFooterHeight, has: section.hasFooter, assumed: assumedFooter,
                "heightForFooterInSection")
            if headerSource == .assumed || footerSource == .assumed { assumedHeaders.append(s) }
            defer { previousFooterSource = footerSource }
            // The space before the section.
            var gap = 0.0
            var gapReason = ""
            if style == .plain {
                // Evidence: [A] sectionHeaderTopPadding (iOS 15): "the amount of padding above each section
                // header", default automaticDimension; [O] plain tables gained it on iOS 15 (JXCategoryView
                // issue #408: "plain类型的UITableView增加默认的section高度"; finn-no/FinniversKit#1168 sets it
                // to 0 to undo it); [I] 22 pt, the value the playground's plain lists use
                // (`ListMetrics.headerTopPadding`, commonly observed; Apple publishes none), so a note says it was
                // assumed. [I] A section without a header has no padding above it.
                if headerLength > 0 {
                    gap = sectionHeaderTopPadding ?? (modern ? metrics.headerTopPadding : 0)
                    if sectionHeaderTopPadding == nil, gap > 0 { assumedGaps.append(s) }
                    gapReason =
                        sectionHeaderTopPadding != nil
                        ? "sectionHeaderTopPadding"
                        : "sectionHeaderTopPadding (automatic: \(modern ? "iOS 15+" : "iOS 14"))"
                }
            } else {
                // Evidence: [O] a grouped table leaves about 35 pt before its first section (the "35-pixel top
                // padding" of grouped tables, kouhan.cn article 00015815); [I] the playground's grouped list
                // metrics (35, inset grouped 20 on iOS 15+; commonly observed, Apple publishes none), so a note says
                // it was assumed. [I] A set sectionHeaderTopPadding replaces it when the section has a header, as
                // for lists' headerTopPadding.
                // [O] Heights the delegate gives replace that spacing: the room between two sections is then the
                // previous footer's and the header's heights as returned (returning .leastNonzeroMagnitude for
                // section 0's header is the common way to remove the gap above the first row; 0 would mean
                // "automatic"). [I] Only when the delegate gives both sides of the gap (the header, and the previous
                // section's footer); a property's height keeps the spacing, as observed before.
                gap = metrics.sectionTopPadding
                gapReason = "the \(style.rawValue) style's section spacing"
                if headerLength > 0, let p = sectionHeaderTopPadding {
                    gap = p
                    gapReason = "sectionHeaderTopPadding"
                } else if headerSource == .delegate, s == 0 || previousFooterSource == .delegate {
                    gap = 0
                } else if gap > 0 {
                    assumedGaps.append(s)
                }
            }
            let start = cursor
            cursor += gap
            var header: Rect?
            if headerLength > 0 {
                // Evidence: [I] section headers span the table's width, as the table header view does ([A]
                // tableHeaderView, above); an inset grouped header too (its text is inset by the layout margins).
                header = Rect(x: 0, y: cursor, width: width, height: headerLength)
                cursor += headerLength
            }
            // Evidence: [A] UITableView.Style.insetGrouped: "the grouped sections are inset with rounded
            // corners"; [I] by the layout margins, as the playground's inset grouped lists are
            // (`ListMetrics.sideMargin`: 16, 20 from 400 pt wide).
            let margin = metrics.sideMargin
            let rowWidth = Swift.max(0, width - 2 * margin)
            var frames: [Rect] = []
            var lines: [FlowLine] = []
            var sources: [TableRowHeightSource] = []
            frames.reserveCapacity(section.rowCount)
            lines.reserveCapacity(section.rowCount)
            sources.reserveCapacity(section.rowCount)
            if let given = section.rowHeights, given.count != section.rowCount {
                throw .sectionDataMismatch(sections: section.rowCount, data: given.count)
            }
            var estimated = 0
            for r in 0..<section.rowCount {
                // Evidence: [A] rowHeight: "the table view ignores the value of this property if its delegate
                // implements tableView(_:heightForRowAt:)"; automaticDimension (the default) "causes the table
                // view to choose an appropriate height based on your cell's content".
                var height: Double
                var source: TableRowHeightSource
                if let given = section.rowHeights {
                    if let h = given[r] {
                        height = h
                        source = .delegate
                    } else {
                        (height, source) = selfSized(section, r, environment: env)
                    }
                } else if let h = rowHeight {
                    height = h
                    source = .rowHeight
                } else {
                    (height, source) = selfSized(section, r, environment: env)
                }
                try FlowLayout.check(height, "height of row \(r)", path: where_)
                if source == .estimate { estimated += 1 }
                frames.append(Rect(x: margin, y: cursor, width: rowWidth, height: height))
                lines.append(
                    FlowLine(
                        section: s, index: r, items: r..<(r + 1), mainOrigin: cursor, thickness: height,
                        available: rowWidth, crossStart: margin, used: rowWidth, leftover: 0, spacing: 0,
                        rule: .tableRow))
                sources.append(source)
                cursor += height
            }
            work += section.rowCount
            let contentEnd = cursor
            var footer: Rect?
            if footerLength > 0 {
                footer = Rect(x: 0, y: cursor, width: width, height: footerLength)
                cursor += footerLength
            }
            cursor += metrics.sectionBottomPadding
            guard cursor <= LayoutLimits.maxLength else {
                throw .invalidValue(
                    path: where_, what: "end", value: cursor, problem: .tooLarge(limit: LayoutLimits.maxLength))
            }
            if estimated > 0 {
                let assumed = assumedRowHeight(environment: env)
                let why =
                    estimatedRowHeight.map { $0 > 0 } == true
                    ? "estimatedRowHeight, \(Self.number(assumed))"
                    : "\(Self.number(assumed)), a default cell's height (no estimatedRowHeight)"
                notes.append(
                    LayoutNote(
                        id: .tableRowsSelfSize, section: s,
                        message:
                            "rows self-size (rowHeight is automaticDimension): the playground does not measure a "
                            + "cell's content, so rows without a fitted height take \(why)",
                        fix: "give their heights with 'fit', or set rowHeight, as the cells' Auto Layout would"))
            }
            placed.append(
                FlowSectionLayout(
                    index: s, frame: Rect(x: 0, y: start + gap, width: width, height: cursor - start - gap),
                    header: header, footer: footer, items: frames, lines: lines,
                    inset: DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin),
                    minimumLineSpacing: 0, minimumInteritemSpacing: 0, sizeSource: .itemSize, contentEnd: contentEnd))
            tables.append(
                TableSectionLayout(
                    index: s, gap: gap, gapReason: gapReason, headerSource: headerSource, footerSource: footerSource,
                    rowSources: sources, sideMargin: margin))
        }
        if !assumedHeaders.isEmpty {
            notes.append(
                LayoutNote(
                    id: .tableAssumedHeaderHeight, section: nil,
                    message:
                        "section\(assumedHeaders.count == 1 ? "" : "s") "
                        + assumedHeaders.map(String.init).joined(separator: ", ")
                        + ": a header or footer with a title or a view and an automatic height is fitted to it by "
                        + "UIKit; the playground does not measure text or views, so it takes "
                        + (estimatedSectionHeaderHeight.map { $0 > 0 } == true
                            ? "estimatedSectionHeaderHeight, \(Self.number(assumedHeader)) pt"
                            : "the \(style.rawValue) style's \(Self.number(metrics.headerHeight)) pt"),
                    fix: "set sectionHeaderHeight / sectionFooterHeight, or answer heightForHeaderInSection, for exact "
                        + "frames"))
        }
        if !assumedGaps.isEmpty {
            let value = Self.number(style == .plain ? metrics.headerTopPadding : metrics.sectionTopPadding)
            notes.append(
                LayoutNote(
                    id: .tableSectionSpacing, section: nil,
                    message:
                        "section\(assumedGaps.count == 1 ? "" : "s") "
                        + assumedGaps.map(String.init).joined(separator: ", ")
                        + (style == .plain
                            ? ": the space above a plain table's header is sectionHeaderTopPadding's automatic value, "
                            : ": the space before a section is the \(style.rawValue) style's automatic spacing, ")
                        + "\(value) pt as commonly observed (Apple publishes no value)",
                    fix: style == .plain
                        ? "set sectionHeaderTopPadding (0 removes it) for exact frames"
                        : "compare with a device where the exact spacing matters; with a header, sectionHeaderTopPadding "
                            + "sets it"))
        }
        if let h = tableFooterHeight {
            outside.append(
                LayoutAttributes(
                    category: .supplementaryView(elementKind: Self.tableFooterElementKind), indexPath: IndexPath(0, 0),
                    frame: Rect(x: 0, y: cursor, width: width, height: h), zIndex: 0))
            cursor += h
        }
        var flowLayout = FlowLayout()
        // Evidence: [A] UITableView.Style.plain: "Section headers and footers are displayed as inline separators and
        // float when the table view is scrolled"; .grouped: they "don't float when the table view scrolls".
        flowLayout.sectionHeadersPinToVisibleBounds = style == .plain
        flowLayout.sectionFootersPinToVisibleBounds = style == .plain
        flowLayout.minimumLineSpacing = 0
        flowLayout.minimumInteritemSpacing = 0
        var flow = FlowLayoutResult(
            layout: flowLayout, contentSize: Size(width: width, height: cursor), sections: placed, notes: notes,
            work: work)
        flow.headerElementKind = Self.headerElementKind
        flow.footerElementKind = Self.footerElementKind
        flow.outsideSections = outside
        return TableLayoutResult(flow: flow, sections: tables, style: style)
    }

    func selfSized(_ section: TableSectionData, _ r: Int, environment env: LayoutEnvironment)
        -> (Double, TableRowHeightSource)
    {
        if let fitted = section.fittedHeights[r] ?? section.defaultFittedHeight, !fitted.isNaN {
            return (fitted, .fitted)
        }
        return (assumedRowHeight(environment: env), .estimate)
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && Swift.abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
