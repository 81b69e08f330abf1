import PlaygroundCore
import SwiftSyntax

/// Core Graphics' rectangle arithmetic on `CGRect` values, as view controllers size cells from a view's
/// bounds (`view.bounds.inset(by: insets).width`, `bounds.insetBy(dx: 16, dy: 0)`): Core Graphics'
/// rules, a null rectangle included (what `intersection` of disjoint rectangles gives). A rectangle
/// whose argument the playground does not model (`inset(by: view.safeAreaInsets)`) is itself unmodelled.
enum CGGeometry {
    static let rectMethods: Set<String> = [
        "inset", "insetBy", "offsetBy", "contains", "intersects", "intersection", "union", "divided",
    ]

    struct Rect: Equatable {
        var x: Double, y: Double, width: Double, height: Double

        var minX: Double { Swift.min(x, x + width) }
        var maxX: Double { Swift.max(x, x + width) }
        var minY: Double { Swift.min(y, y + height) }
        var maxY: Double { Swift.max(y, y + height) }
        var isNull: Bool { x.isInfinite && y.isInfinite }
        var isEmpty: Bool { isNull || width == 0 || height == 0 }
        var standardized: Rect { isNull ? self : Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
        static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

        /// Core Graphics' inset: a rectangle that comes out with a negative width or height is null.
        func insetBy(dx: Double, dy: Double) -> Rect {
            if isNull { return self }
            let s = standardized
            let r = Rect(x: s.x + dx, y: s.y + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
            return r.width < 0 || r.height < 0 ? .null : r
        }

        func inset(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
            if isNull { return self }
            let s = standardized
            let r = Rect(
                x: s.x + left, y: s.y + top, width: s.width - left - right, height: s.height - top - bottom)
            return r.width < 0 || r.height < 0 ? .null : r
        }

        func intersection(_ o: Rect) -> Rect {
            if isNull || o.isNull { return .null }
            let x0 = Swift.max(minX, o.minX)
            let x1 = Swift.min(maxX, o.maxX)
            let y0 = Swift.max(minY, o.minY)
            let y1 = Swift.min(maxY, o.maxY)
            return x1 < x0 || y1 < y0 ? .null : Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }

        func union(_ o: Rect) -> Rect {
            if isNull { return o.standardized }
            if o.isNull { return standardized }
            let x0 = Swift.min(minX, o.minX)
            let y0 = Swift.min(minY, o.minY)
            return Rect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
        }

        /// Core Graphics' `integral`: the smallest rectangle of whole numbers that holds this one.
        var integral: Rect {
            if isNull { return self }
            let x0 = minX.rounded(.down)
            let y0 = minY.rounded(.down)
            return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
        }
    }

    static func rect(of v: Value) -> Rect? {
        guard case .structValue(let r) = v, r.typeName == "CGRect", case .structValue(let origin)? = r.field("origin"),
            case .structValue(let size)? = r.field("size"), let x = number(origin.field("x")),
            let y = number(origin.field("y")), let w = number(size.field("width")), let h = number(size.field("height"))
        else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// A `UIEdgeInsets(top:left:bottom:right:)` value (or UIKit's insets of the host module, directional
    /// ones read left to right as the playground lays out).
    private static func insets(of v: Value, evaluator e: Evaluator) -> EdgeInsets? {
        switch e.uikitObject(v) {
        case let insets as EdgeInsetsObject: return insets.value
        case let insets as InsetsObject: return EdgeInsets(insets.value)
        default: break
        }
        guard case .structValue(let s) = v, s.typeName == "UIEdgeInsets", let top = number(s.field("top")),
            let left = number(s.field("left")), let bottom = number(s.field("bottom")),
            let right = number(s.field("right"))
        else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    static func value(_ r: Rect) -> Value { Builtins.rect(x: r.x, y: r.y, width: r.width, height: r.height) }

    static func number(_ v: Value?) -> Double? {
        switch v {
        case .double(let d)?: d
        case .int(let i)?: Double(i)
        default: nil
        }
    }

    /// A rectangle's computed properties beyond its edges (`isEmpty`, `standardized`, `integral`).
    static func member(_ name: String, of s: StructValue) -> Value? {
        guard s.typeName == "CGRect", let r = rect(of: .structValue(s)) else { return nil }
        switch name {
        case "isEmpty": return .bool(r.isEmpty)
        case "isNull": return .bool(r.isNull)
        case "isInfinite": return .bool(false)
        case "standardized": return value(r.standardized)
        case "integral": return value(r.integral)
        default: return nil
        }
    }

    static func isMethod(_ name: String, of s: StructValue) -> Bool {
        s.typeName == "CGRect" && rectMethods.contains(name)
    }

    /// `r.inset(by:)`, `insetBy(dx:dy:)`, `offsetBy(dx:dy:)`, `contains(_:)` (a point or a rectangle),
    /// `intersects(_:)`, `intersection(_:)`, `union(_:)`, `divided(atDistance:from:)`.
    static func call(
        _ name: String, on receiver: Value, args: [Value.TupleElement], evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Value? {
        guard let r = rect(of: receiver) else { return nil }
        // An argument the playground does not model (`view.safeAreaInsets` before layout): so is the result.
        if let unknown = args.lazy.compactMap(\.value.unmodelled).first {
            return .inert("CGRect.\(name)(\(unknown))")
        }
        func n(_ i: Int) throws -> Double {
            let d = try Operators.number(args[i].value, at: node, evaluator: e)
            guard d.isFinite else {
                throw e.error("CGRect.\(name): '\(args[i].label ?? "_")' must be a finite number", at: node)
            }
            return d
        }
        func other(_ i: Int) throws -> Rect {
            guard let o = rect(of: args[i].value) else {
                throw e.error(
                    "\(name)(_:) takes a CGRect, found a value of type \(e.typeName(of: args[i].value))", at: node)
            }
            return o
        }
        switch (name, args.map(\.label)) {
        case ("inset", ["by"]):
            // `UIEdgeInsets(top:left:bottom:right:)` is kept as the directional insets it equals left to right.
            guard let i = insets(of: args[0].value, evaluator: e) else {
                throw e.error(
                    "inset(by:) takes a UIEdgeInsets, found a value of type \(e.typeName(of: args[0].value))",
                    at: node)
            }
            return value(r.inset(top: i.top, left: i.left, bottom: i.bottom, right: i.right))
        case ("insetBy", ["dx", "dy"]): return value(r.insetBy(dx: try n(0), dy: try n(1)))
        case ("offsetBy", ["dx", "dy"]):
            if r.isNull { return value(r) }
            let s = r.standardized
            return value(Rect(x: s.x + (try n(0)), y: s.y + (try n(1)), width: s.width, height: s.height))
        case ("contains", [nil]):
            if case .structValue(let p) = args[0].value, p.typeName == "CGPoint" {
                guard let x = number(p.field("x")), let y = number(p.field("y")) else { return .bool(false) }
                return .bool(!r.isEmpty && x >= r.minX && x < r.maxX && y >= r.minY && y < r.maxY)
            }
            let o = try other(0)
            return .bool(!r.isNull && !o.isNull && r.union(o) == r.standardized)
        case ("intersects", [nil]):
            let i = r.intersection(try other(0))
            return .bool(!i.isNull)
        case ("intersection", [nil]): return value(r.intersection(try other(0)))
        case ("union", [nil]): return value(r.union(try other(0)))
        case ("divided", ["atDistance", "from"]):
            let d = Swift.max(0, try n(0))
            guard case .enumValue(let edge) = args[1].value else {
                throw e.error("divided(atDistance:from:) takes a CGRectEdge (.minXEdge, .maxYEdge...)", at: node)
            }
            let s = r.standardized
            let slice: Rect
            let remainder: Rect
            switch edge.caseName {
            case "minXEdge":
                let w = Swift.min(d, s.width)
                slice = Rect(x: s.x, y: s.y, width: w, height: s.height)
                remainder = Rect(x: s.x + w, y: s.y, width: s.width - w, height: s.height)
            case "maxXEdge":
                let w = Swift.min(d, s.width)
                slice = Rect(x: s.maxX - w, y: s.y, width: w, height: s.height)
                remainder = Rect(x: s.x, y: s.y, width: s.width - w, height: s.height)
            case "minYEdge":
                let h = Swift.min(d, s.height)
                slice = Rect(x: s.x, y: s.y, width: s.width, height: h)
                remainder = Rect(x: s.x, y: s.y + h, width: s.width, height: s.height - h)
            case "maxYEdge":
                let h = Swift.min(d, s.height)
                slice = Rect(x: s.x, y: s.maxY - h, width: s.width, height: h)
                remainder = Rect(x: s.x, y: s.y, width: s.width, height: s.height - h)
            default:
                throw e.error(
                    "'.\(edge.caseName)' is not a CGRectEdge: .minXEdge, .minYEdge, .maxXEdge or .maxYEdge", at: node)
            }
            return .tuple([
                .init(label: "slice", value: value(slice)), .init(label: "remainder", value: value(remainder)),
            ])
        default:
            throw e.error(
                "CGRect has no method '\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined()
                    + ")'; the playground models inset(by:), insetBy(dx:dy:), offsetBy(dx:dy:), contains(_:), "
                    + "intersects(_:), intersection(_:), union(_:) and divided(atDistance:from:)", at: node)
        }
    }
}
