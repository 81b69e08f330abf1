import PlaygroundCore

/// Decoding of the values the registry's remaining handlers read from their arguments as written:
/// points, frames and sizes, the content insets reference.
extension Invocation {
    /// `(x: 1, y: 2)`, `(1, 2)`, `CGPoint(x:y:)`, `.zero`.
    /// `bounded`: each coordinate within the layout's length limit (an offset that sets state).
    public func point(_ expr: Expr, _ what: String, bounded: Bool = false) throws(ScriptError) -> Point {
        if case .implicitMember("zero", _) = expr { return .zero }
        let args: [Arg]
        let r: ColumnRange
        if case .tuple(let a, let range) = expr {
            args = a
            r = range
        } else if let (a, range) = callArguments(expr, callee: ["CGPoint", "Point"]) {
            args = a
            r = range
        } else {
            throw ScriptError("\(what) must be a point like (x: 10, y: -10), found '\(expr.spelling)'", at: expr.range)
        }
        var sub = nested(name: "point", nameRange: r, args: args, range: expr.range)
        let xExpr = try sub.labelOrNext("x")
        let yExpr = try sub.labelOrNext("y")
        let x = bounded ? try sub.length(xExpr, "x", allowNegative: true) : try sub.number(xExpr, "x")
        let y = bounded ? try sub.length(yExpr, "y", allowNegative: true) : try sub.number(yExpr, "y")
        try sub.finish()
        return Point(x: x, y: y)
    }

    /// `(x: 0, y: 0, width: 100, height: 50)`, `(0, 0, 100, 50)`, `CGRect(...)`.
    public func rect(_ expr: Expr, _ what: String) throws(ScriptError) -> Rect {
        let args: [Arg]
        let r: ColumnRange
        if case .tuple(let a, let range) = expr {
            args = a
            r = range
        } else if let (a, range) = callArguments(expr, callee: ["CGRect", "Rect"]) {
            args = a
            r = range
        } else {
            throw ScriptError(
                "\(what) must be a frame like (x: 0, y: 0, width: 100, height: 50), found '\(expr.spelling)'",
                at: expr.range)
        }
        var sub = nested(name: "frame", nameRange: r, args: args, range: expr.range)
        let x = try sub.number(sub.labelOrNext("x"), "x")
        let y = try sub.number(sub.labelOrNext("y"), "y")
        let w = try sub.nonNegative(sub.labelOrNext("width"), "width")
        let h = try sub.nonNegative(sub.labelOrNext("height"), "height")
        try sub.finish()
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// `(width: 120, height: 44)`, `(120, 44)`, `CGSize(...)`.
    public func size(_ expr: Expr, _ what: String) throws(ScriptError) -> Size {
        let args: [Arg]
        let r: ColumnRange
        if case .tuple(let a, let range) = expr {
            args = a
            r = range
        } else if let (a, range) = callArguments(expr, callee: ["CGSize", "Size"]) {
            args = a
            r = range
        } else {
            throw ScriptError(
                "\(what) must be a size like (width: 390, height: 844), found '\(expr.spelling)'", at: expr.range)
        }
        var sub = nested(name: "size", nameRange: r, args: args, range: expr.range)
        let w = try sub.nonNegative(sub.labelOrNext("width"), "width")
        let h = try sub.nonNegative(sub.labelOrNext("height"), "height")
        try sub.finish()
        return Size(width: w, height: h)
    }

    public func insetsReference(_ expr: Expr) throws(ScriptError) -> ContentInsetsReference {
        try enumCase(
            expr, "contentInsetsReference",
            [
                "automatic": ContentInsetsReference.automatic, "none": .none, "safeArea": .safeArea,
                "layoutMargins": .layoutMargins, "readableContent": .readableContent,
            ])
    }

}

/// Words TAB offers after a '.', for the layout area.
enum LayoutWords {
    static let implicitMembers: [String] = [
        "absolute", "estimated", "fractionalWidth", "fractionalHeight", "uniformAcrossSiblings", "fixed", "flexible",
        "init", "zero", "top", "leading", "bottom", "trailing", "all", "topLeading", "topTrailing", "bottomLeading",
        "bottomTrailing", "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging",
        "groupPagingCentered", "automatic", "safeArea", "layoutMargins", "readableContent", "horizontal", "vertical",
        "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain", "supplementary", "firstItemInSection",
        "ios13", "ios14", "ios15", "ios16", "ios17", "ios18",
    ].map { "." + $0 }
}
