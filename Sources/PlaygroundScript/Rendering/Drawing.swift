import PlaygroundCore

/// Terminal drawings of frames: boxes to scale, labelled, clipped to a viewport.
/// Characters are about twice as tall as wide, so one row stands for twice the points of a column.
enum Drawing {
    struct Box {
        enum Style { case solid, outline, dashed }
        var frame: Rect
        var label: String
        var style: Style
    }

    static func render(_ boxes: [Box], viewport: Rect, columns: Int) -> [String] {
        guard viewport.width > 0, viewport.height > 0, columns > 1 else { return ["(nothing to draw: the viewport is empty)"] }
        let sx = Double(columns - 1) / viewport.width
        let sy = sx / 2
        let rows = max(2, min(400, Int((viewport.height * sy).rounded()) + 1))
        var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
        func col(_ x: Double) -> Int { Int(((x - viewport.minX) * sx).rounded()) }
        func row(_ y: Double) -> Int { Int(((y - viewport.minY) * sy).rounded()) }
        func put(_ r: Int, _ c: Int, _ ch: Character) {
            guard r >= 0, r < rows, c >= 0, c < columns else { return }
            let old = grid[r][c]
            if "┼├┤┬┴".contains(old) { return }
            if (ch == "│" && old == "─") || (ch == "─" && old == "│") { grid[r][c] = "┼"; return }
            if "┌┐└┘".contains(ch) && old != " " && old != ch && "─│┌┐└┘".contains(old) { grid[r][c] = "┼"; return }
            grid[r][c] = ch
        }
        for box in boxes {
            let c0 = col(box.frame.minX), c1 = col(box.frame.maxX), r0 = row(box.frame.minY), r1 = row(box.frame.maxY)
            let h: Character = box.style == .dashed ? "╌" : "─", v: Character = box.style == .dashed ? "╎" : "│"
            if c1 <= c0 || r1 <= r0 {
                put(r0, c0, "·")
                continue
            }
            for c in (c0 + 1)..<c1 { put(r0, c, h); put(r1, c, h) }
            for r in (r0 + 1)..<r1 { put(r, c0, v); put(r, c1, v) }
            put(r0, c0, "┌"); put(r0, c1, "┐"); put(r1, c0, "└"); put(r1, c1, "┘")
            let inner = c1 - c0 - 1
            if inner > 0, r1 - r0 >= 2 || box.style == .outline {
                let text = String(box.label.prefix(inner))
                let labelRow = box.style == .outline ? r0 : r0 + 1
                let start = box.style == .outline ? c0 + 1 : c0 + 1 + max(0, (inner - text.count) / 2)
                for (i, ch) in text.enumerated() { put(labelRow, start + i, ch) }
            }
        }
        return grid.map { line in
            var s = String(line)
            while s.last == " " { s.removeLast() }
            return s
        }
    }
}
