/// NSCollectionLayoutSupplementaryItem attached to an item or a group (badges).
public struct LayoutSupplementaryItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var elementKind: String
    public var containerAnchor: LayoutAnchor
    /// Which point of the supplementary meets the point `containerAnchor` names (nil: the
    /// supplementary sits inside the container's edges).
    public var itemAnchor: LayoutAnchor?
    public var zIndex: Int
    public init(
        layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor,
        itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }

    /// The supplementary's frame in its container.
    /// Evidence: [I] Apple documents itemAnchor only as "the anchor between the supplementary item
    /// and the item it's attached to". Modelled as: the container point named by containerAnchor's
    /// edges (corner, edge middle or centre) plus its offset, and the supplementary's own point
    /// named by itemAnchor's edges, shifted by itemAnchor's offset, are made to coincide. So
    /// containerAnchor [.top, .trailing] with itemAnchor [.bottom, .leading] puts the badge outside
    /// the top-trailing corner. Without itemAnchor the documented rule (inside the edges) applies.
    func frame(of size: Size, in container: Rect) -> Rect {
        guard let itemAnchor else { return containerAnchor.frame(of: size, in: container) }
        func factor(_ edges: DirectionalRectEdge, _ start: DirectionalRectEdge, _ end: DirectionalRectEdge) -> Double {
            let s = edges.contains(start)
            let e = edges.contains(end)
            if s && !e { return 0 }
            if e && !s { return 1 }
            return 0.5
        }
        func offset(_ a: LayoutAnchor) -> (Double, Double) {
            switch a.offset {
            case .absolute(let p): return (p.x, p.y)
            case .fractional(let p): return (p.x * size.width, p.y * size.height)
            }
        }
        let (cdx, cdy) = offset(containerAnchor)
        let (idx, idy) = offset(itemAnchor)
        let px = container.minX + container.width * factor(containerAnchor.edges, .leading, .trailing) + cdx
        let py = container.minY + container.height * factor(containerAnchor.edges, .top, .bottom) + cdy
        let x = px - size.width * factor(itemAnchor.edges, .leading, .trailing) - idx
        let y = py - size.height * factor(itemAnchor.edges, .top, .bottom) - idy
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// NSCollectionLayoutItem: a leaf; every placed leaf consumes one data item.
public struct LayoutItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var edgeSpacing: EdgeSpacing?
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    public var zIndex: Int = 0
    /// A label chosen by the caller; default fitted sizes can be given per name.
    public var name: String?
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = [], name: String? = nil) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        self.name = name
    }
}

/// What a group contains and how it arranges it.
public indirect enum GroupLayoutKind: Hashable, Sendable {
    /// Cycles through `subitems` along `axis` until the next one no longer fits.
    case subitems(axis: Axis, [LayoutElement])
    /// Exactly `count` equal slots along `axis` (the subitem's own main dimension is ignored).
    case count(axis: Axis, LayoutElement, Int)
    /// `count` copies of the subitem at its own size (iOS 16).
    case repeating(axis: Axis, LayoutElement, Int)
    /// Explicit frames relative to the group's content origin; each frame consumes one item.
    case custom([Rect])
}

/// A subitem of a group: an item or a nested group.
public indirect enum LayoutElement: Hashable, Sendable {
    case item(LayoutItem)
    case group(LayoutGroup)
    var layoutSize: LayoutSize {
        switch self {
        case .item(let i): return i.layoutSize
        case .group(let g): return g.layoutSize
        }
    }
    var edgeSpacing: EdgeSpacing? {
        switch self {
        case .item(let i): return i.edgeSpacing
        case .group(let g): return g.edgeSpacing
        }
    }
}

/// NSCollectionLayoutGroup.
public struct LayoutGroup: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var kind: GroupLayoutKind
    public var interItemSpacing: LayoutSpacing?
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var edgeSpacing: EdgeSpacing?
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    public var name: String?

    public init(layoutSize: LayoutSize, kind: GroupLayoutKind) {
        self.layoutSize = layoutSize
        self.kind = kind
    }
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutElement]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, kind: .subitems(axis: .horizontal, subitems))
    }
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutElement]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, kind: .subitems(axis: .vertical, subitems))
    }
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutElement, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, kind: .count(axis: .horizontal, subitem, count))
    }
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutElement, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, kind: .count(axis: .vertical, subitem, count))
    }
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: LayoutElement, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, kind: .repeating(axis: .horizontal, repeatingSubitem, count))
    }
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem: LayoutElement, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, kind: .repeating(axis: .vertical, repeatingSubitem, count))
    }
    public static func custom(layoutSize: LayoutSize, frames: [Rect]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, kind: .custom(frames))
    }
}

/// NSCollectionLayoutBoundarySupplementaryItem: section or layout headers/footers.
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var elementKind: String
    public var alignment: RectAlignment
    public var absoluteOffset: Point
    public var extendsBoundary: Bool = true
    public var pinToVisibleBounds: Bool = false
    public var zIndex: Int = 1
    /// NSCollectionLayoutItem's `contentInsets`, which the supplementary inherits: they shrink its frame
    /// once it is sized and placed, and it keeps its room in the section (`inset(_:)`).
    public var contentInsets: DirectionalEdgeInsets = .zero
    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
    }

    /// The frame shown for a supplementary placed at `frame`: inside its contentInsets, except on an
    /// estimated axis.
    /// Evidence: [R][M] IBPCollectionViewCompositionalLayout PR #81 ("Fix supplementary content insets"),
    /// checked against iOS 13 screenshots: a boundary supplementary is inset by its own contentInsets, on top
    /// of the section's when it follows them. [A] NSCollectionLayoutItem's contentInsets are applied after the
    /// item is positioned and are ignored on an axis whose dimension is estimated, as for cells.
    public func inset(_ frame: Rect) -> Rect {
        if contentInsets.isZero { return frame }
        var i = contentInsets
        if layoutSize.widthDimension.isEstimated { (i.leading, i.trailing) = (0, 0) }
        if layoutSize.heightDimension.isEstimated { (i.top, i.bottom) = (0, 0) }
        let r = frame.inset(by: i)
        return Rect(x: r.minX, y: r.minY, width: Swift.max(0, r.width), height: Swift.max(0, r.height))
    }
}

/// NSCollectionLayoutDecorationItem (only `.background` exists in UIKit).
public struct LayoutDecorationItem: Hashable, Sendable {
    public var elementKind: String
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var zIndex: Int = 0
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }
    public init(elementKind: String) { self.elementKind = elementKind }
}

// Conveniences so items can be passed where UIKit accepts an NSCollectionLayoutItem.
extension LayoutGroup {
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        horizontal(layoutSize: layoutSize, subitems: subitems.map(LayoutElement.item))
    }
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        vertical(layoutSize: layoutSize, subitems: subitems.map(LayoutElement.item))
    }
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: .item(subitem), count: count)
    }
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        vertical(layoutSize: layoutSize, subitem: .item(subitem), count: count)
    }
}
