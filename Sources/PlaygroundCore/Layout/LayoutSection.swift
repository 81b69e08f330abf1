/// UIContentInsetsReference.
public enum ContentInsetsReference: Hashable, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// UICollectionLayoutSectionOrthogonalScrollingBehavior.
public enum OrthogonalScrollingBehavior: Hashable, Sendable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// NSCollectionLayoutSection.
public struct LayoutSection: Hashable, Sendable {
    public var group: LayoutGroup
    public var interGroupSpacing: Double = 0
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var contentInsetsReference: ContentInsetsReference = .automatic
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    public var supplementariesFollowContentInsets: Bool = true
    public var decorationItems: [LayoutDecorationItem] = []
    /// Set when the section came from a `ListConfiguration` (for row indentation and notes).
    public var listAppearance: ListConfiguration.Appearance?
    /// Lists only: space above the section's top boundary supplementaries (plain lists'
    /// header top padding on iOS 15+).
    var headerTopPadding: Double = 0
    /// iOS 17's `orthogonalScrollingProperties.decelerationRate` (UIScrollView's rate per
    /// millisecond, `DecelerationRate`); nil: `.automatic`, the behaviour's own rate.
    public var orthogonalDecelerationRate: Double?
    public init(group: LayoutGroup) { self.group = group }
}

/// UICollectionViewCompositionalLayoutConfiguration.
public struct LayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: Axis = .vertical
    public var interSectionSpacing: Double = 0
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    public var contentInsetsReference: ContentInsetsReference = .safeArea
    public init(scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
    }
}

/// UICollectionViewCompositionalLayout: one `LayoutSection` per section (a section provider
/// becomes an array the caller builds) plus the configuration.
public struct CompositionalLayout: Hashable, Sendable {
    public var sections: [LayoutSection]
    public var configuration: LayoutConfiguration
    public init(sections: [LayoutSection], configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.sections = sections
        self.configuration = configuration
    }
    /// The same section for every section index.
    public init(section: LayoutSection, sectionCount: Int, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.sections = Array(
            repeating: section, count: Swift.max(0, Swift.min(sectionCount, LayoutLimits.maxSections)))
        self.configuration = configuration
    }
}

/// Bounds that keep bad input from allocating without limit.
public enum LayoutLimits {
    public static let maxSections = 100_000
    public static let maxItemsPerSection = 10_000_000
    public static let maxCount = 10_000
    public static let maxLeavesPerGroup = 10_000
    public static let maxNestingDepth = 32
    public static let maxCustomFrames = 10_000
    /// Largest magnitude of a length in points (sizes, spacings, insets, offsets, the container) and
    /// of a fraction. With the other limits no sum or product of them can overflow to infinity.
    public static let maxLength = 1e9
    public static let maxFraction = 1e3
}
