import PlaygroundCore

/// How `frames`, `visible`, `explain` and pictures name what a visible-items handler set on an
/// element: "scale 0.9", "translate 0, 12", "transform [a, b, c, d, tx, ty]", "alpha 0.5", "hidden".
enum ShownText {
    static func transform(_ t: AffineTransform) -> String? {
        if t.isIdentity { return nil }
        let n = Format.number
        if t.b == 0, t.c == 0, t.tx == 0, t.ty == 0 {
            return t.a == t.d ? "scale \(n(t.a))" : "scale \(n(t.a)), \(n(t.d))"
        }
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 { return "translate \(n(t.tx)), \(n(t.ty))" }
        return "transform [\(n(t.a)), \(n(t.b)), \(n(t.c)), \(n(t.d)), \(n(t.tx)), \(n(t.ty))]"
    }

    /// "scale 0.9; alpha 0.5" (empty when the handler changed none of them).
    static func describe(_ a: LayoutAttributes) -> String {
        describe(transform: a.transform, alpha: a.alpha, isHidden: a.isHidden)
    }

    static func describe(transform t: AffineTransform, alpha: Double, isHidden: Bool) -> String {
        var parts: [String] = []
        if let t = transform(t) { parts.append(t) }
        if alpha != 1 { parts.append("alpha \(Format.number(alpha))") }
        if isHidden { parts.append("hidden") }
        return parts.joined(separator: "; ")
    }
}
