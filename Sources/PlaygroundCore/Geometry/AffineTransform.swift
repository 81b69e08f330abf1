/// CGAffineTransform: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). A view's transform
/// applies about its center: its frame is the bounding box of its bounds, centred on the center,
/// mapped through the transform (UIView.frame "is undefined" with a transform other than the
/// identity in Apple's words; what UIKit reports for one is that box).
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransform(scaleX:y:)`.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// `CGAffineTransform(translationX:y:)`.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// `CGAffineTransform(rotationAngle:)`, in radians (positive turns +x towards +y: clockwise on screen).
    public init(rotationAngle angle: Double) {
        let (s, co) = Self.sineAndCosine(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `t1.concatenating(t2)`: t1, then t2.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// `t.scaledBy(x:y:)`: the scale, then `t` (Core Graphics prepends it).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// `t.translatedBy(x:y:)`: the translation, then `t`.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `t.rotated(by:)`: the rotation, then `t`.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `t.inverted()`: the inverse, or `t` itself when it has none (as Core Graphics returns it).
    public func inverted() -> AffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public func applied(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The four corners of a view of `size` centred at `center` with this transform (about the
    /// center), clockwise from the top left as unrotated.
    public func corners(center: Point, size: Size) -> [Point] {
        let w = size.width / 2
        let h = size.height / 2
        return [(-w, -h), (w, -h), (w, h), (-w, h)].map { dx, dy in
            Point(x: center.x + a * dx + c * dy + tx, y: center.y + b * dx + d * dy + ty)
        }
    }

    /// UIView.frame of a view of `size` at `center` with this transform: the corners' bounding box.
    public func frame(center: Point, size: Size) -> Rect {
        let points = corners(center: center, size: size)
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let minX = xs.min() ?? center.x
        let minY = ys.min() ?? center.y
        return Rect(x: minX, y: minY, width: (xs.max() ?? minX) - minX, height: (ys.max() ?? minY) - minY)
    }

    public var description: String {
        "[\(formatNumber(a)), \(formatNumber(b)), \(formatNumber(c)), \(formatNumber(d)), "
            + "\(formatNumber(tx)), \(formatNumber(ty))]"
    }

    /// sin and cos without Foundation, the same on every platform: the angle reduced to within
    /// π/4 of a multiple of π/2, then their Taylor series to the 25th power (error under 1e-16 there).
    static func sineAndCosine(_ angle: Double) -> (sin: Double, cos: Double) {
        guard angle.isFinite else { return (.nan, .nan) }
        let halfPi = Double.pi / 2
        let quarter = (angle / halfPi).rounded()
        let x = angle - quarter * halfPi
        let x2 = x * x
        var term = x
        var s = x
        var k = 1.0
        while k < 25 {
            term *= -x2 / ((k + 1) * (k + 2))
            s += term
            k += 2
        }
        term = 1
        var co = 1.0
        k = 0
        while k < 24 {
            term *= -x2 / ((k + 1) * (k + 2))
            co += term
            k += 2
        }
        // Exact zeros and ones at multiples of π/2 (rotationAngle: .pi / 2 is a quarter turn).
        if x == 0 { (s, co) = (0, 1) }
        let q = Int(quarter.truncatingRemainder(dividingBy: 4) + 4) % 4
        // (+ 0 makes a negative zero a zero.)
        switch q {
        case 0: return (s + 0, co + 0)
        case 1: return (co + 0, -s + 0)
        case 2: return (-s + 0, -co + 0)
        default: return (-co + 0, s + 0)
        }
    }
}
