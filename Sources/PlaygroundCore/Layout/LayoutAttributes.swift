/// What kind of view an attribute describes.
public enum ElementCategory: Hashable, Sendable {
    case cell
    case supplementaryView(elementKind: String)
    case decorationView(elementKind: String)
}

/// UICollectionViewLayoutAttributes, reduced to what a layout computes.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    public var category: ElementCategory
    /// Cells and item badges: `[section, item]`; group supplementaries: `[section, group number]`;
    /// section boundary items and decorations: `[section, 0]`; layout header/footer: `[0, 0]`.
    public var indexPath: IndexPath
    public var frame: Rect
    public var zIndex: Int
    /// For cells: the data item index in its section.
    public var itemIndex: Int?
    /// For list rows: outline level and the content indentation it gives.
    public var level: Int = 0
    public var indentation: Double = 0
    /// True when a pinned supplementary was moved to stay visible.
    public var isPinned: Bool = false
    /// What a section's visibleItemsInvalidationHandler set on the element (`VisibleItemChange`):
    /// its transform about its center (then `frame` is the transformed bounds' bounding box, as
    /// UIKit reports it), its alpha, and whether it is hidden.
    public var transform: AffineTransform = .identity
    public var alpha: Double = 1
    public var isHidden: Bool = false
    /// With a transform other than the identity, the frame without it: its center and size are
    /// UIKit's `center` and `bounds.size`. Nil otherwise (they are `frame`'s).
    public var untransformedFrame: Rect?

    /// UIKit's `center`: the middle of the frame without the transform.
    public var center: Point {
        let f = untransformedFrame ?? frame
        return Point(x: f.midX, y: f.midY)
    }

    /// Whether a handler changed what UIKit shows for the element (beyond its zIndex and center).
    public var isShownChanged: Bool { !transform.isIdentity || alpha != 1 || isHidden }

    /// The element with a handler's change applied (`ResolvedLayout.visibleItemChanges`).
    public func applying(_ change: VisibleItemChange) -> LayoutAttributes {
        var copy = self
        let size = (untransformedFrame ?? frame).size
        let center = Point(x: self.center.x + change.centerOffset.x, y: self.center.y + change.centerOffset.y)
        let laidOut = Rect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        copy.zIndex = change.zIndex
        copy.alpha = change.alpha
        copy.isHidden = change.isHidden
        copy.transform = change.transform
        if change.transform.isIdentity {
            copy.frame = laidOut
            copy.untransformedFrame = nil
        } else {
            copy.untransformedFrame = laidOut
            copy.frame = change.transform.frame(center: center, size: size)
        }
        return copy
    }

    public var description: String {
        let kind: String
        switch category {
        case .cell: kind = "cell"
        case .supplementaryView(let k): kind = "supplementary \(k)"
        case .decorationView(let k): kind = "decoration \(k)"
        }
        return "\(kind) \(indexPath) \(frame)" + (zIndex != 0 ? " z=\(zIndex)" : "")
    }
}

/// Which element: its category and index path (unique in a layout).
public struct ElementID: Hashable, Sendable {
    public var category: ElementCategory
    public var indexPath: IndexPath
    public init(category: ElementCategory, indexPath: IndexPath) {
        self.category = category
        self.indexPath = indexPath
    }
    public init(_ a: LayoutAttributes) { self.init(category: a.category, indexPath: a.indexPath) }
}

/// What a section's `visibleItemsInvalidationHandler` set on one visible item
/// (NSCollectionLayoutVisibleItem's transform, alpha, zIndex, isHidden and center, the last as
/// the distance it moved the center).
public struct VisibleItemChange: Hashable, Sendable {
    public var transform: AffineTransform
    public var alpha: Double
    public var zIndex: Int
    public var isHidden: Bool
    public var centerOffset: Point
    public init(transform: AffineTransform, alpha: Double, zIndex: Int, isHidden: Bool, centerOffset: Point) {
        self.transform = transform
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.centerOffset = centerOffset
    }
}

/// A pitfall that occurred while resolving; the shell prints `note: <message>; <fix>`.
public struct LayoutNote: Hashable, Sendable, CustomStringConvertible {
    public enum ID: String, Hashable, Sendable, CaseIterable {
        case fractionalItemInEstimatedGroup = "fractional-item-in-estimated-group"
        case countAlongScrollAxis = "count-along-scroll-axis"
        case itemInsetsOnEstimatedAxis = "item-insets-on-estimated-axis"
        case itemInsetsQuirk = "item-insets-quirk"
        case groupInsetsOnEstimatedAxis = "group-insets-on-estimated-axis"
        case interGroupSpacingBetweenNestedGroups = "inter-group-spacing-between-nested-groups"
        case supplementaryFollowsContentInsets = "supplementary-follows-content-insets"
        case uniformWithoutEstimatedParent = "uniform-without-estimated-parent"
        case flowItemTooLong = "flow-item-too-long"
        case flowEstimatedItemSize = "flow-estimated-item-size"
        case tableRowsSelfSize = "table-rows-self-size"
        case tableAssumedHeaderHeight = "table-assumed-header-height"
        case tableSectionSpacing = "table-section-spacing"
        case flowOwnAttributes = "flow-own-attributes"
    }
    public var id: ID
    public var section: Int?
    public var message: String
    public var fix: String
    public var description: String { "\(message); \(fix)" }

    public init(id: ID, section: Int?, message: String, fix: String) {
        self.id = id
        self.section = section
        self.message = message
        self.fix = fix
    }
}

/// Why a layout cannot be resolved. Messages are lowercase with no trailing period.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Hashable, Sendable {
        case notFinite, negative, zeroEstimate
        /// Beyond `LayoutLimits.maxLength` (or `maxFraction`), the given limit.
        case tooLarge(limit: Double)
        /// A negative spacing between lines that takes back a whole line (of this thickness), or more: the next line
        /// would start where the previous one does, or before it.
        case swallowsLine(thickness: Double)
        var text: String {
            switch self {
            case .notFinite: return "is not a finite number"
            case .negative: return "is negative"
            case .zeroEstimate: return "must be an estimate greater than zero"
            case .tooLarge(let limit): return "is beyond the limit of \(formatNumber(limit))"
            case .swallowsLine(let thickness):
                return
                    "would start a line where the \(formatNumber(thickness))-point line before it starts, or above it: "
                    + "the playground lays out lines that overlap by less than a line"
            }
        }
    }
    /// `path` names the element, e.g. "section 0 > group > subitem 1 (item 'badge')".
    case invalidDimension(path: String, axis: String, dimension: LayoutDimension, problem: Problem)
    case invalidValue(path: String, what: String, value: Double, problem: Problem)
    case invalidCount(path: String, count: Int)
    case emptySubitems(path: String)
    case emptyCustomGroup(path: String)
    case invalidCustomFrame(path: String, index: Int, frame: Rect)
    case tooManyCustomFrames(path: String, count: Int)
    case groupCannotPlaceItem(path: String)
    /// A cycling group whose content length along its axis is zero (fractions of nothing).
    case noRoomInGroup(path: String, length: Double)
    case groupTooLarge(path: String, limit: Int)
    case nestingTooDeep(path: String, limit: Int)
    case invalidItemCount(section: Int, count: Int)
    case sectionDataMismatch(sections: Int, data: Int)
    case tooManySections(count: Int)
    case invalidFittedSize(section: Int, item: Int?, size: Size)
    case invalidLevel(section: Int, item: Int, level: Int)
    case invalidEnvironment(what: String, value: Double)
    case sectionOutOfRange(section: Int, count: Int)
    case itemOutOfRange(section: Int, item: Int, count: Int)

    public var message: String {
        switch self {
        case .invalidDimension(let path, let axis, let dimension, let problem):
            return "\(path) \(axis) '\(dimension)' \(problem.text)"
        case .invalidValue(let path, let what, let value, let problem):
            return "\(path) \(what) '\(formatNumber(value))' \(problem.text)"
        case .invalidCount(let path, let count):
            if count > LayoutLimits.maxCount {
                return "\(path) count \(count) is beyond the limit of \(LayoutLimits.maxCount)"
            }
            return "\(path) count \(count) must be at least 1"
        case .emptySubitems(let path):
            return "\(path) has no subitems"
        case .emptyCustomGroup(let path):
            return "\(path) is a custom group with no frames"
        case .invalidCustomFrame(let path, let index, let frame):
            return
                "\(path) custom frame \(index) \(frame) must be finite with a non-negative size, within the limit of \(formatNumber(LayoutLimits.maxLength)) points"
        case .tooManyCustomFrames(let path, let count):
            return "\(path) has \(count) custom frames; the limit is \(LayoutLimits.maxCustomFrames)"
        case .groupCannotPlaceItem(let path):
            // UIKit raises NSInternalInconsistencyException here ("This group cannot fit even a
            // single item", seen in crash logs); quoted so learners recognise it.
            return
                "\(path) can never place an item: its first subitem does not fit (UIKit raises 'this group cannot fit even a single item')"
        case .noRoomInGroup(let path, let length):
            return
                "\(path) has no room for its subitems: its content length is \(formatNumber(length)) after contentInsets (UIKit raises 'there is no room for this NSCollectionLayoutGroup')"
        case .groupTooLarge(let path, let limit):
            return "\(path) would place more items in one group than the limit of \(limit) (zero-size subitems?)"
        case .nestingTooDeep(let path, let limit):
            return "\(path) nests groups deeper than the limit of \(limit) levels"
        case .invalidItemCount(let section, let count):
            if count > LayoutLimits.maxItemsPerSection {
                return "section \(section) has \(count) items; the limit is \(LayoutLimits.maxItemsPerSection)"
            }
            return "section \(section) item count \(count) must not be negative"
        case .sectionDataMismatch(let sections, let data):
            return "the layout has \(sections) sections but data was given for \(data)"
        case .tooManySections(let count):
            return "the layout has \(count) sections; the limit is \(LayoutLimits.maxSections)"
        case .invalidFittedSize(let section, let item, let size):
            let what = item.map { "item \($0)" } ?? "default"
            return
                "section \(section) \(what) fitted size '\(size)' must be finite, non-negative and within the limit of \(formatNumber(LayoutLimits.maxLength)) points"
        case .invalidLevel(let section, let item, let level):
            return "section \(section) item \(item) level \(level) must be between 0 and 1000"
        case .invalidEnvironment(let what, let value):
            if value.isFinite && Swift.abs(value) > LayoutLimits.maxLength {
                return
                    "environment \(what) '\(formatNumber(value))' is beyond the limit of \(formatNumber(LayoutLimits.maxLength))"
            }
            return "environment \(what) '\(formatNumber(value))' must be finite and non-negative"
        case .sectionOutOfRange(let section, let count):
            return "section \(section) is out of range (the layout has \(count) sections)"
        case .itemOutOfRange(let section, let item, let count):
            return "item \(item) is out of range in section \(section) (it has \(count) items)"
        }
    }
    public var description: String { message }
}

extension LayoutAttributes {
    /// An element as a layout of the program's own makes it (a subclass's `UICollectionViewLayoutAttributes`).
    public init(category: ElementCategory, indexPath: IndexPath, frame: Rect, zIndex: Int) {
        self.init(category: category, indexPath: indexPath, frame: frame, zIndex: zIndex, itemIndex: nil)
    }
}
