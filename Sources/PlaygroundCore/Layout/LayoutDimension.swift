/// One axis of a `LayoutSize` (NSCollectionLayoutDimension).
public enum LayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// Exactly `v` points.
    case absolute(Double)
    /// A fraction of the containing group's content width.
    case fractionalWidth(Double)
    /// A fraction of the containing group's content height.
    case fractionalHeight(Double)
    /// The size until the cell reports its fitted size (self-sizing).
    case estimated(Double)
    /// iOS 17: self-sizes, then every sibling in the group takes the largest.
    case uniformAcrossSiblings(estimate: Double)

    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }
    public var isFractional: Bool {
        switch self {
        case .fractionalWidth, .fractionalHeight: return true
        default: return false
        }
    }
    var isUniform: Bool { if case .uniformAcrossSiblings = self { return true } else { return false } }
    /// The number the dimension was made with: points, a fraction, or the estimate (UIKit's
    /// `NSCollectionLayoutDimension.dimension`).
    public var dimension: Double {
        switch self {
        case .absolute(let v), .fractionalWidth(let v), .fractionalHeight(let v), .estimated(let v),
            .uniformAcrossSiblings(let v):
            return v
        }
    }
    /// The value against a container (content size of the containing group).
    func resolve(in container: Size) -> Double {
        switch self {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        }
    }
    public var description: String {
        switch self {
        case .absolute(let v): return ".absolute(\(formatNumber(v)))"
        case .fractionalWidth(let v): return ".fractionalWidth(\(formatNumber(v)))"
        case .fractionalHeight(let v): return ".fractionalHeight(\(formatNumber(v)))"
        case .estimated(let v): return ".estimated(\(formatNumber(v)))"
        case .uniformAcrossSiblings(let v): return ".uniformAcrossSiblings(estimate: \(formatNumber(v)))"
        }
    }
}

/// NSCollectionLayoutSize.
public struct LayoutSize: Hashable, Sendable {
    public var widthDimension: LayoutDimension
    public var heightDimension: LayoutDimension
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
    func dimension(_ axis: Axis) -> LayoutDimension { axis == .horizontal ? widthDimension : heightDimension }
    func resolve(in container: Size) -> Size {
        Size(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// NSCollectionLayoutSpacing.
public enum LayoutSpacing: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this much space.
    case fixed(Double)
    /// At least this much; leftover space is shared among flexible spacings.
    case flexible(Double)
    /// The points it was made with, a flexible spacing's minimum (UIKit's
    /// `NSCollectionLayoutSpacing.spacing`).
    public var spacing: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }
    var isFlexible: Bool { if case .flexible = self { return true } else { return false } }
    public var description: String {
        switch self {
        case .fixed(let v): return ".fixed(\(formatNumber(v)))"
        case .flexible(let v): return ".flexible(\(formatNumber(v)))"
        }
    }
}

/// NSCollectionLayoutEdgeSpacing: space around an item, per edge (nil = none).
public struct EdgeSpacing: Hashable, Sendable {
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?
    public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil,
        trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
    func start(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }
    func end(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
    var all: [LayoutSpacing?] { [leading, top, trailing, bottom] }
}

/// NSDirectionalRectEdge.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = DirectionalRectEdge(rawValue: 1)
    public static let leading = DirectionalRectEdge(rawValue: 2)
    public static let bottom = DirectionalRectEdge(rawValue: 4)
    public static let trailing = DirectionalRectEdge(rawValue: 8)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// NSCollectionLayoutAnchor: where a supplementary attaches to its container.
public struct LayoutAnchor: Hashable, Sendable {
    public enum Offset: Hashable, Sendable {
        case absolute(Point)
        /// A fraction of the supplementary's own size.
        case fractional(Point)
    }
    public var edges: DirectionalRectEdge
    public var offset: Offset
    public init(edges: DirectionalRectEdge) {
        self.edges = edges
        offset = .absolute(.zero)
    }
    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
        self.edges = edges
        offset = .absolute(absoluteOffset)
    }
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        offset = .fractional(fractionalOffset)
    }

    /// x = c.minX + (c.width − w)·ax + offset.x (·w if fractional), likewise y, with ax = 0 for
    /// leading, 1 for trailing, 0.5 otherwise.
    func frame(of size: Size, in container: Rect) -> Rect {
        let f = factors
        let ax = f.x
        let ay = f.y
        var dx = 0.0
        var dy = 0.0
        switch offset {
        case .absolute(let p):
            dx = p.x
            dy = p.y
        case .fractional(let p):
            dx = p.x * size.width
            dy = p.y * size.height
        }
        return Rect(
            x: container.minX + (container.width - size.width) * ax + dx,
            y: container.minY + (container.height - size.height) * ay + dy,
            width: size.width, height: size.height)
    }
}

extension LayoutAnchor {
    /// (ax, ay): 0 for leading/top, 1 for trailing/bottom, 0.5 otherwise.
    var factors: Point {
        func factor(_ start: DirectionalRectEdge, _ end: DirectionalRectEdge) -> Double {
            let s = edges.contains(start)
            let e = edges.contains(end)
            if s && !e { return 0 }
            if e && !s { return 1 }
            return 0.5
        }
        return Point(x: factor(.leading, .trailing), y: factor(.top, .bottom))
    }
}

/// NSRectAlignment, used by boundary supplementaries.
public enum RectAlignment: Hashable, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
    var edges: DirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}
