/// UICollectionLayoutListConfiguration, turned into a `LayoutSection` by `makeSection`.
public struct ListConfiguration: Hashable, Sendable {
    public enum Appearance: Hashable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    public enum HeaderMode: Hashable, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Hashable, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Row name for fitted sizes by name (`SectionData.fittedSizesByItemName`).
    public var rowName: String = "row"
    /// `headerTopPadding`: the space above each section's supplementary header; nil is the
    /// appearance's own (`ListMetrics`: 22 for plain lists on iOS 15+, the grouped styles' section
    /// spacing above the header).
    public var headerTopPadding: Double?

    public init(appearance: Appearance) { self.appearance = appearance }

    public static let headerElementKind = "UICollectionElementKindSectionHeader"
    public static let footerElementKind = "UICollectionElementKindSectionFooter"

    /// A full-width group of estimated-height rows (count 1), the appearance's insets, and
    /// supplementary header/footer when asked (pinned for `.plain` and `.sidebarPlain`). [A]
    public func makeSection(environment: LayoutEnvironment) -> LayoutSection {
        let metrics = ListMetrics.metrics(for: appearance, environment: environment)
        let row = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.rowHeight)),
            name: rowName)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.rowHeight)),
            subitem: .item(row), count: 1)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(
            top: metrics.sectionTopPadding, leading: metrics.sideMargin,
            bottom: metrics.sectionBottomPadding, trailing: metrics.sideMargin)
        section.contentInsetsReference = .none
        section.listAppearance = appearance
        let pins = appearance == .plain || appearance == .sidebarPlain
        if headerMode == .supplementary {
            var header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.headerHeight)),
                elementKind: Self.headerElementKind, alignment: .top)
            header.pinToVisibleBounds = pins
            section.boundarySupplementaryItems.append(header)
            // Evidence: [C] the space grouped styles leave before a section is above its header
            // (the header sits right on its rows), so with a header it moves above the header.
            // Evidence: [A] UICollectionLayoutListConfiguration.headerTopPadding (iOS 15): "the amount of
            // padding between a section's header and the section above it"; nil is the system's value.
            // [I] a value replaces the whole space above the header, the grouped styles' too.
            section.headerTopPadding = headerTopPadding ?? metrics.headerTopPadding + metrics.sectionTopPadding
            section.contentInsets.top = 0
        }
        if footerMode == .supplementary {
            var footer = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.footerHeight)),
                elementKind: Self.footerElementKind, alignment: .bottom)
            footer.pinToVisibleBounds = pins
            section.boundarySupplementaryItems.append(footer)
        }
        return section
    }
}

/// Per-appearance list metrics. Evidence: [C] Apple publishes no metrics; these are commonly
/// observed values and are APPROXIMATE: 44-pt rows; insetGrouped side margins follow the layout
/// margins (16 pt below 400 pt wide, else 20); grouped styles pad before sections; iOS 15+
/// pads plain headers; outline rows indent by `indentationWidth` per level.
public struct ListMetrics: Hashable, Sendable {
    public var rowHeight: Double
    public var sideMargin: Double
    public var sectionTopPadding: Double
    public var sectionBottomPadding: Double
    public var headerHeight: Double
    public var footerHeight: Double
    public var indentationWidth: Double
    /// Space above a supplementary header (plain lists, iOS 15+).
    public var headerTopPadding: Double = 0

    public static func metrics(for appearance: ListConfiguration.Appearance, environment: LayoutEnvironment)
        -> ListMetrics
    {
        let wide = environment.containerSize.width >= 400
        let modern = environment.profile != .ios14
        switch appearance {
        case .plain:
            return ListMetrics(
                rowHeight: 44, sideMargin: 0, sectionTopPadding: 0, sectionBottomPadding: 0,
                headerHeight: 28, footerHeight: 28, indentationWidth: 10, headerTopPadding: modern ? 22 : 0)
        case .grouped:
            return ListMetrics(
                rowHeight: 44, sideMargin: 0, sectionTopPadding: 35, sectionBottomPadding: 0,
                headerHeight: 38, footerHeight: 38, indentationWidth: 10)
        case .insetGrouped:
            return ListMetrics(
                rowHeight: 44, sideMargin: wide ? 20 : 16, sectionTopPadding: modern ? 20 : 35, sectionBottomPadding: 0,
                headerHeight: 38, footerHeight: 38, indentationWidth: 10)
        case .sidebar:
            return ListMetrics(
                rowHeight: 44, sideMargin: 10, sectionTopPadding: 0, sectionBottomPadding: 0,
                headerHeight: 44, footerHeight: 28, indentationWidth: 16)
        case .sidebarPlain:
            return ListMetrics(
                rowHeight: 44, sideMargin: 0, sectionTopPadding: 0, sectionBottomPadding: 0,
                headerHeight: 44, footerHeight: 28, indentationWidth: 16)
        }
    }
}

extension LayoutSection {
    /// NSCollectionLayoutSection.list(using:layoutEnvironment:).
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment)
        -> LayoutSection
    {
        configuration.makeSection(environment: layoutEnvironment)
    }
}
