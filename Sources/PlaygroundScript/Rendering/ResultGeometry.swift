import PlaygroundCore

// Geometry as results hold it: plain Codable values whose keys are the JSON's
// (`{"x":…,"y":…}`, `{"width":…,"height":…}`, `{"top":…,"leading":…,"bottom":…,"trailing":…}`).

struct PointResult: Codable, Equatable, Sendable {
    var x: Double
    var y: Double
    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

struct SizeResult: Codable, Equatable, Sendable {
    var width: Double
    var height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
}

struct RectResult: Codable, Equatable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    init(_ r: Rect) {
        x = r.minX
        y = r.minY
        width = r.width
        height = r.height
    }

    /// As `explain` writes a frame: `x 16, y 40, 64 x 32`.
    var spelled: String {
        let n = Format.number
        return "x \(n(x)), y \(n(y)), \(n(width)) x \(n(height))"
    }
}

struct InsetsResult: Codable, Equatable, Sendable {
    var top: Double
    var leading: Double
    var bottom: Double
    var trailing: Double
    init(_ i: DirectionalEdgeInsets) {
        top = i.top
        leading = i.leading
        bottom = i.bottom
        trailing = i.trailing
    }
    var insets: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}
