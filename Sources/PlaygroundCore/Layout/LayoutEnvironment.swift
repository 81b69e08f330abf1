/// Which UIKit release the engine imitates where releases differ.
public enum LayoutProfile: Hashable, Sendable, CaseIterable {
    case ios14, ios17
    public static let newest = LayoutProfile.ios17
}

/// UIScrollView.ContentInsetAdjustmentBehavior: which edges of the safe area the collection view adds to
/// its own `contentInset` to make its `adjustedContentInset`.
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    case automatic, scrollableAxes, never, always
}

/// NSCollectionLayoutEnvironment plus the playground's switches.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's bounds size.
    public var containerSize: Size
    public var safeAreaInsets: DirectionalEdgeInsets = .zero
    public var layoutMargins: DirectionalEdgeInsets = DirectionalEdgeInsets(
        top: 0, leading: 16, bottom: 0, trailing: 16)
    /// Width of the readable content guide; nil = the container width minus the layout margins.
    public var readableContentWidth: Double?
    public var displayScale: Double = 3
    /// The collection view's content offset (for pinned headers/footers and viewport queries).
    public var contentOffset: Point = .zero
    /// The collection view's own `contentInset` (UIScrollView's; leading is left). Frames and the content
    /// size do not include it; it moves where the scroll view rests and what counts as visible for pinning.
    public var contentInset: DirectionalEdgeInsets = .zero
    /// The collection view's `contentInsetAdjustmentBehavior` (UIKit's default `.automatic`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Per-section scroll offset of orthogonal sections (along the strip), keyed by section index.
    public var orthogonalScrollOffsets: [Int: Double] = [:]
    public var profile: LayoutProfile = .newest
    /// Reproduce behaviours that only community reports attest (true), or follow Apple's
    /// documented arithmetic (false, the default). Evidence: [C] the one quirk so far, a self-sizing
    /// item's insets applied twice on its other axis, comes from a single report (seed 004) that
    /// nothing else corroborates, so the documented rule (insets once) is the default.
    public var quirks: Bool = false
    /// Snap frames to the 1/displayScale pixel grid, as the device reports them (true, the
    /// default), or give the exact layout arithmetic (false). The rule: `ResolvedLayout.snap`.
    public var pixelSnapping: Bool = true
    /// Internal switch for tests: false forces the general solver everywhere.
    var fastPaths: Bool = true

    public init(containerSize: Size) { self.containerSize = containerSize }

    /// UIScrollView's `adjustedContentInset`: the `contentInset` plus the safe area on the edges the
    /// adjustment behaviour includes.
    /// Evidence: [A] Apple's `adjustedContentInset` ("the safe area insets are then added to the values in
    /// the contentInset property"; `contentInsetAdjustmentBehavior` decides whether they are) and
    /// `ContentInsetAdjustmentBehavior` (`.never`: none; `.always`: every edge; `.scrollableAxes`: the
    /// scrollable directions). [I] `.automatic` and `.scrollableAxes` take the scrolling axis (a collection
    /// view scrolls along its layout's axis), as the playground did before these members were modelled.
    public func adjustedContentInset(scrollAxis: Axis) -> DirectionalEdgeInsets {
        let s = safeAreaInsets
        let safe: DirectionalEdgeInsets
        switch contentInsetAdjustmentBehavior {
        case .never: safe = .zero
        case .always: safe = s
        case .automatic, .scrollableAxes:
            safe =
                scrollAxis == .vertical
                ? DirectionalEdgeInsets(top: s.top, leading: 0, bottom: s.bottom, trailing: 0)
                : DirectionalEdgeInsets(top: 0, leading: s.leading, bottom: 0, trailing: s.trailing)
        }
        return contentInset + safe
    }

    /// Insets of the chosen reference, before the section's own contentInsets.
    public func referenceInsets(_ reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return safeAreaInsets
        case .layoutMargins: return layoutMargins + safeAreaInsets
        case .readableContent:
            let margins = layoutMargins + safeAreaInsets
            guard let readable = readableContentWidth else { return margins }
            let side = Swift.max(0, (containerSize.width - readable) / 2)
            return DirectionalEdgeInsets(
                top: margins.top, leading: Swift.max(side, margins.leading),
                bottom: margins.bottom, trailing: Swift.max(side, margins.trailing))
        }
    }
}

/// What the engine knows about one section's data: how many items, what the cells measured
/// (self-sizing), outline levels. It never sees snapshots.
public struct SectionData: Hashable, Sendable {
    public var itemCount: Int
    /// Fitted sizes the cells would report, by item index in the section. An axis the cell does
    /// not report may be NaN: it keeps its estimate. Only estimated axes use fitted sizes.
    /// Reads and writes like `[Int: Size]`; a contiguous array when dense (`ItemSizes`).
    public var fittedSizes: ItemSizes = [:]
    /// Fitted size for every cell placed by a layout item with this `name`.
    public var fittedSizesByItemName: [String: Size] = [:]
    /// Fitted size for every other self-sizing cell of the section.
    public var defaultFittedSize: Size?
    /// Fitted sizes of estimated boundary supplementaries (headers/footers), by element kind.
    public var fittedSupplementarySizes: [String: Size] = [:]
    /// Outline level per item index (0 when absent); list rows indent by it.
    public var levels: [Int: Int] = [:]
    public init(itemCount: Int, fittedSizes: [Int: Size] = [:], defaultFittedSize: Size? = nil) {
        self.itemCount = itemCount
        self.fittedSizes = ItemSizes(fittedSizes)
        self.defaultFittedSize = defaultFittedSize
    }

    /// Fitted sizes as `ItemSizes`: a dense one (`ItemSizes([Size])`, or filled index by index)
    /// is shared with the resolved layout, not copied.
    public init(itemCount: Int, fittedSizes: ItemSizes, defaultFittedSize: Size? = nil) {
        self.itemCount = itemCount
        self.fittedSizes = fittedSizes
        self.defaultFittedSize = defaultFittedSize
    }
}
