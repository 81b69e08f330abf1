import PlaygroundCore

/// One element's frame as `frames` and `visible` report it: a row of the table and an object of
/// the JSON array. (`frames` writes the same rows straight from the layout, `FramesTable`, since
/// it may print a million of them; a test holds the two to the same bytes.)
struct FrameElement: Encodable, Equatable, Sendable {
    /// "cell", "supplementary" or "decoration".
    var kind: String
    /// A supplementary's or decoration's element kind.
    var elementKind: String?
    /// `[section, item]`.
    var indexPath: [Int]
    /// A cell's item identifier (nil for other elements, and for a cell beyond the data).
    var identifier: String?
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var zIndex: Int
    /// A pinned header moved to stay visible.
    var pinned: Bool
    /// What a visible-items handler set: the transform `[a, b, c, d, tx, ty]` (nil for the
    /// identity), and then UIKit's center and bounds size.
    var transform: [Double]?
    var center: PointResult?
    var bounds: SizeResult?
    var alpha: Double
    var hidden: Bool
    /// An outline row's level and the content indentation it gives.
    var level: Int
    var indentation: Double

    init(_ a: LayoutAttributes, identifier: String?) {
        switch a.category {
        case .cell: kind = "cell"
        case .supplementaryView(let k):
            kind = "supplementary"
            elementKind = k
        case .decorationView(let k):
            kind = "decoration"
            elementKind = k
        }
        indexPath = [a.indexPath.section, a.indexPath.item]
        self.identifier = identifier
        x = a.frame.minX
        y = a.frame.minY
        width = a.frame.width
        height = a.frame.height
        zIndex = a.zIndex
        pinned = a.isPinned
        if !a.transform.isIdentity {
            let t = a.transform
            transform = [t.a, t.b, t.c, t.d, t.tx, t.ty]
            center = PointResult(a.center)
            bounds = SizeResult((a.untransformedFrame ?? a.frame).size)
        }
        alpha = a.alpha
        hidden = a.isHidden
        level = a.level
        indentation = a.indentation
    }

    /// What the handler changed, as the `shown` column says it ("" when nothing).
    var shown: String {
        let t = transform.map { AffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
        return ShownText.describe(transform: t ?? .identity, alpha: alpha, isHidden: hidden)
    }

    private enum Key: String, CodingKey {
        case kind, elementKind, indexPath, identifier, x, y, width, height, zIndex, pinned, transform, center, bounds
        case alpha, hidden, level, indentation
    }

    /// Fields at their default (not pinned, no transform, alpha 1, shown, level 0) are left out.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(elementKind, forKey: .elementKind)
        try c.encode(indexPath, forKey: .indexPath)
        try c.encodeIfPresent(identifier, forKey: .identifier)
        try c.encode(x, forKey: .x)
        try c.encode(y, forKey: .y)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(zIndex, forKey: .zIndex)
        if pinned { try c.encode(true, forKey: .pinned) }
        try c.encodeIfPresent(transform, forKey: .transform)
        try c.encodeIfPresent(center, forKey: .center)
        try c.encodeIfPresent(bounds, forKey: .bounds)
        if alpha != 1 { try c.encode(alpha, forKey: .alpha) }
        if hidden { try c.encode(true, forKey: .hidden) }
        if level != 0 {
            try c.encode(level, forKey: .level)
            try c.encode(indentation, forKey: .indentation)
        }
    }

    /// The rows as the frames table prints them: kind, indexPath, id, x, y, width, height, z;
    /// then level and indent when any row is nested, and `shown` when a handler changed any.
    static func table(_ elements: [FrameElement]) -> [String] {
        let nested = elements.contains { $0.level > 0 }
        let shown = elements.contains { !$0.shown.isEmpty }
        let columns = nested ? 10 : 8
        var rows = [Array(FramesTable.header.prefix(columns)) + (shown ? ["shown"] : [])]
        for e in elements {
            let n = Format.number
            var row = [
                e.kind + (e.elementKind.map { " " + $0 } ?? "") + (e.pinned ? " (pinned)" : ""),
                "[\(e.indexPath[0]), \(e.indexPath[1])]", e.identifier.map(Format.identifier) ?? "-",
                n(e.x), n(e.y), n(e.width), n(e.height), String(e.zIndex),
            ]
            if nested { row += [String(e.level), n(e.indentation)] }
            if shown { row.append(e.shown) }
            rows.append(row)
        }
        return Format.table(rows, rightAligned: Set(FramesTable.firstRightAligned..<columns))
    }
}

/// `visible`: the viewport at the current content offset and the elements in it. The text is the
/// viewport and the frames table; the JSON is the array of elements, as `frames --json` gives them.
struct VisibleResult: CommandResult {
    /// The visible rect: the content offset and the container's size.
    var offset: PointResult
    var viewport: SizeResult
    var elements: [FrameElement]
    /// Why the data source has no sections, when it has none (an empty viewport then says why).
    var noSections: String?

    init(_ resolved: LayoutQueries.Resolved, noSections why: String) {
        let rect = resolved.layout.visibleRect
        offset = PointResult(rect.origin)
        viewport = SizeResult(rect.size)
        var identifiers = CellIdentifiers(resolved.sections)
        elements = resolved.layout.visibleAttributes().map { FrameElement($0, identifier: identifiers($0)) }
        noSections = resolved.sections.isEmpty ? why : nil
    }

    var lines: [String] {
        let n = Format.number
        let head = "viewport: x \(n(offset.x)), y \(n(offset.y)), \(n(viewport.width)) x \(n(viewport.height))"
        if !elements.isEmpty { return [head] + FrameElement.table(elements) }
        return [
            head,
            noSections.map { "no elements: " + $0 } ?? "no elements in the viewport",
        ]
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(elements)
    }
}
