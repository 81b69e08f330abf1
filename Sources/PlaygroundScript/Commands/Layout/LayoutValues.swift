import PlaygroundCore

/// Decoding of the layout value types from script expressions, in UIKit's spelling:
/// `.fractionalWidth(0.5)`, `NSCollectionLayoutSize(widthDimension:heightDimension:)`,
/// `.init(top: 8, leading: 16, bottom: 8, trailing: 16)`, `.fixed(8)`, `[.top, .trailing]`.
extension Invocation {
    public func dimension(_ expr: Expr, _ what: String) throws(ScriptError) -> LayoutDimension {
        if case .name(let n, _) = expr, let object = session.object(n, as: DimensionObject.self) { return object.value }
        guard case .call(.implicitMember(let member, let memberRange), let args, _) = expr else {
            if case .implicitMember(let m, let r) = expr {
                throw ScriptError("'.\(m)' needs a value, like '.\(m)(1)'", at: r)
            }
            throw ScriptError("\(what) must be a dimension such as .fractionalWidth(1), .absolute(44) or .estimated(44), found '\(expr.spelling)'",
                              at: expr.range)
        }
        var sub = nested(name: "." + member, nameRange: memberRange, args: args, range: expr.range)
        let dimension: LayoutDimension
        switch member {
        case "absolute":
            dimension = .absolute(try sub.nonNegative(try sub.require(nil, "a value"), "'.absolute' of \(what)"))
        case "estimated":
            dimension = .estimated(try sub.nonNegative(try sub.require(nil, "a value"), "'.estimated' of \(what)"))
        case "fractionalWidth":
            dimension = .fractionalWidth(try sub.nonNegative(try sub.require(nil, "a fraction"), "'.fractionalWidth' of \(what)"))
        case "fractionalHeight":
            dimension = .fractionalHeight(try sub.nonNegative(try sub.require(nil, "a fraction"), "'.fractionalHeight' of \(what)"))
        case "uniformAcrossSiblings":
            dimension = .uniformAcrossSiblings(estimate: try sub.nonNegative(try sub.require("estimate", "an estimate"),
                                                                               "'.uniformAcrossSiblings' of \(what)"))
        default:
            throw ScriptError("unknown dimension '.\(member)'", at: memberRange,
                              help: "use .absolute, .estimated, .fractionalWidth, .fractionalHeight or .uniformAcrossSiblings(estimate:)")
                .suggesting(member, from: ["absolute", "estimated", "fractionalWidth", "fractionalHeight", "uniformAcrossSiblings"])
                .withSuggestionPrefix(".")
        }
        try sub.finish()
        return dimension
    }

    /// `LayoutSize(widthDimension:heightDimension:)`, `.init(...)`, or a name bound to a size.
    public func layoutSize(_ expr: Expr, _ what: String) throws(ScriptError) -> LayoutSize {
        if case .name = expr { return try object(expr, as: SizeObject.self, what).value.value }
        guard let (args, calleeRange) = callArguments(expr, callee: ["LayoutSize", "NSCollectionLayoutSize"]) else {
            throw ScriptError("\(what) must be a LayoutSize, like LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))",
                              at: expr.range)
        }
        var sub = nested(name: "LayoutSize", nameRange: calleeRange, args: args, range: expr.range)
        let w = try sub.dimension(try sub.require("widthDimension", "a width"), "widthDimension")
        let h = try sub.dimension(try sub.require("heightDimension", "a height"), "heightDimension")
        try sub.finish()
        return LayoutSize(widthDimension: w, heightDimension: h)
    }

    /// `.init(top:leading:bottom:trailing:)` (any subset), `NSDirectionalEdgeInsets(...)`, `.zero`,
    /// `(top: 8, ...)`, `.init(all: 8)` or a name bound to insets.
    public func insets(_ expr: Expr, _ what: String) throws(ScriptError) -> DirectionalEdgeInsets {
        switch expr {
        case .implicitMember("zero", _): return .zero
        case .name(let n, _) where session.object(n, as: InsetsObject.self) != nil:
            return session.object(n, as: InsetsObject.self)!.value // NB: checked non-nil
        case .tuple(let args, let r):
            return try insetsArgs(args, range: r, name: "insets")
        default:
            guard let (args, calleeRange) = callArguments(expr, callee: ["DirectionalEdgeInsets", "NSDirectionalEdgeInsets"]) else {
                throw ScriptError("\(what) must be insets, like .init(top: 8, leading: 16, bottom: 8, trailing: 16), found '\(expr.spelling)'",
                                  at: expr.range)
            }
            return try insetsArgs(args, range: calleeRange, name: "DirectionalEdgeInsets")
        }
    }

    private func insetsArgs(_ args: [Arg], range: ColumnRange, name: String) throws(ScriptError) -> DirectionalEdgeInsets {
        var sub = nested(name: name, nameRange: range, args: args, range: range)
        if let all = sub.take("all") {
            let v = try sub.number(all.value, "'all'")
            try sub.finish()
            return DirectionalEdgeInsets(all: v)
        }
        var insets = DirectionalEdgeInsets.zero
        if let a = sub.take("top") { insets.top = try sub.number(a.value, "'top'") }
        if let a = sub.take("leading") { insets.leading = try sub.number(a.value, "'leading'") }
        if let a = sub.take("bottom") { insets.bottom = try sub.number(a.value, "'bottom'") }
        if let a = sub.take("trailing") { insets.trailing = try sub.number(a.value, "'trailing'") }
        try sub.finish()
        return insets
    }

    /// `.fixed(8)` or `.flexible(0)`; `nil` is allowed where `allowNil`.
    public func spacing(_ expr: Expr, _ what: String) throws(ScriptError) -> LayoutSpacing {
        if case .name(let n, _) = expr, let object = session.object(n, as: SpacingObject.self) { return object.value }
        guard case .call(.implicitMember(let member, let r), let args, _) = expr, member == "fixed" || member == "flexible" else {
            throw ScriptError("\(what) must be .fixed(points) or .flexible(points), found '\(expr.spelling)'", at: expr.range)
        }
        var sub = nested(name: "." + member, nameRange: r, args: args, range: expr.range)
        let v = try sub.nonNegative(try sub.require(nil, "a value"), "'.\(member)' of \(what)")
        try sub.finish()
        return member == "fixed" ? .fixed(v) : .flexible(v)
    }

    /// `.init(leading: .flexible(0), top: .fixed(8), trailing: nil, bottom: nil)` or a name.
    public func edgeSpacing(_ expr: Expr, _ what: String) throws(ScriptError) -> EdgeSpacing? {
        if case .name("nil", _) = expr { return nil }
        if case .name(let n, _) = expr, let object = session.object(n, as: EdgeSpacingObject.self) { return object.value }
        let found: ([Arg], ColumnRange)?
        if case .tuple(let args, let r) = expr { found = (args, r) } else {
            found = callArguments(expr, callee: ["EdgeSpacing", "NSCollectionLayoutEdgeSpacing"])
        }
        guard let (args, r) = found else {
            throw ScriptError("\(what) must be EdgeSpacing(leading:top:trailing:bottom:) with .fixed or .flexible values, found '\(expr.spelling)'",
                              at: expr.range)
        }
        var sub = nested(name: "EdgeSpacing", nameRange: r, args: args, range: expr.range)
        var result = EdgeSpacing()
        func side(_ label: String, _ sub: inout Invocation) throws(ScriptError) -> LayoutSpacing? {
            guard let a = sub.take(label) else { return nil }
            if case .name("nil", _) = a.value { return nil }
            return try sub.spacing(a.value, "'\(label)'")
        }
        result.leading = try side("leading", &sub)
        result.top = try side("top", &sub)
        result.trailing = try side("trailing", &sub)
        result.bottom = try side("bottom", &sub)
        try sub.finish()
        return result
    }

    /// `[.top, .trailing]`, `.top`, `.all`, `[]`.
    public func edges(_ expr: Expr, _ what: String) throws(ScriptError) -> DirectionalRectEdge {
        let table: KeyValuePairs<String, DirectionalRectEdge> = [
            "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "all": .all,
        ]
        if case .array(let items, _) = expr {
            var result: DirectionalRectEdge = []
            for item in items { result.formUnion(try enumCase(item, what, table)) }
            return result
        }
        return try enumCase(expr, what, table)
    }

    /// `(x: 1, y: 2)`, `(1, 2)`, `CGPoint(x:y:)`, `.zero`.
    /// `bounded`: each coordinate within the layout's length limit (an offset that sets state).
    public func point(_ expr: Expr, _ what: String, bounded: Bool = false) throws(ScriptError) -> Point {
        if case .implicitMember("zero", _) = expr { return .zero }
        let args: [Arg], r: ColumnRange
        if case .tuple(let a, let range) = expr { args = a; r = range }
        else if let (a, range) = callArguments(expr, callee: ["CGPoint", "Point"]) { args = a; r = range }
        else { throw ScriptError("\(what) must be a point like (x: 10, y: -10), found '\(expr.spelling)'", at: expr.range) }
        var sub = nested(name: "point", nameRange: r, args: args, range: expr.range)
        let xExpr = try sub.labelOrNext("x"), yExpr = try sub.labelOrNext("y")
        let x = bounded ? try sub.length(xExpr, "x", allowNegative: true) : try sub.number(xExpr, "x")
        let y = bounded ? try sub.length(yExpr, "y", allowNegative: true) : try sub.number(yExpr, "y")
        try sub.finish()
        return Point(x: x, y: y)
    }

    /// `(x: 0, y: 0, width: 100, height: 50)`, `(0, 0, 100, 50)`, `CGRect(...)`.
    public func rect(_ expr: Expr, _ what: String) throws(ScriptError) -> Rect {
        let args: [Arg], r: ColumnRange
        if case .tuple(let a, let range) = expr { args = a; r = range }
        else if let (a, range) = callArguments(expr, callee: ["CGRect", "Rect"]) { args = a; r = range }
        else { throw ScriptError("\(what) must be a frame like (x: 0, y: 0, width: 100, height: 50), found '\(expr.spelling)'", at: expr.range) }
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
        let args: [Arg], r: ColumnRange
        if case .tuple(let a, let range) = expr { args = a; r = range }
        else if let (a, range) = callArguments(expr, callee: ["CGSize", "Size"]) { args = a; r = range }
        else { throw ScriptError("\(what) must be a size like (width: 390, height: 844), found '\(expr.spelling)'", at: expr.range) }
        var sub = nested(name: "size", nameRange: r, args: args, range: expr.range)
        let w = try sub.nonNegative(sub.labelOrNext("width"), "width")
        let h = try sub.nonNegative(sub.labelOrNext("height"), "height")
        try sub.finish()
        return Size(width: w, height: h)
    }

    public func alignment(_ expr: Expr, _ what: String) throws(ScriptError) -> RectAlignment {
        try enumCase(expr, what, [
            "top": .top, "topLeading": .topLeading, "leading": .leading, "bottomLeading": .bottomLeading,
            "bottom": .bottom, "bottomTrailing": .bottomTrailing, "trailing": .trailing, "topTrailing": .topTrailing,
            "none": RectAlignment.none,
        ])
    }

    public func orthogonalBehavior(_ expr: Expr) throws(ScriptError) -> OrthogonalScrollingBehavior {
        try enumCase(expr, "orthogonalScrollingBehavior", [
            "none": OrthogonalScrollingBehavior.none, "continuous": .continuous,
            "continuousGroupLeadingBoundary": .continuousGroupLeadingBoundary, "paging": .paging,
            "groupPaging": .groupPaging, "groupPagingCentered": .groupPagingCentered,
        ])
    }

    public func insetsReference(_ expr: Expr) throws(ScriptError) -> ContentInsetsReference {
        try enumCase(expr, "contentInsetsReference", [
            "automatic": ContentInsetsReference.automatic, "none": .none, "safeArea": .safeArea,
            "layoutMargins": .layoutMargins, "readableContent": .readableContent,
        ])
    }

    /// A zIndex: a whole number.
    public func zIndex(_ expr: Expr) throws(ScriptError) -> Int {
        try integer(expr, "zIndex", in: -10_000...10_000)
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
