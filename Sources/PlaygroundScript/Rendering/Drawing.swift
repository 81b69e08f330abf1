import PlaygroundCore

/// Terminal drawings of frames: boxes to scale, labelled, clipped to a viewport.
/// Characters are about twice as tall as wide, so one row stands for twice the points of a column.
/// Lines are kept as up/down/left/right masks per character cell, so where boxes touch or
/// cross the right junction (├ ┬ ┼ …) is drawn.
enum Drawing {
    struct Box {
        enum Style { case solid, outline, dashed }
        var frame: Rect
        var label: String
        var style: Style
    }

    private static let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8

    private static func glyph(_ mask: UInt8, dashed: Bool, ascii: Bool) -> Character {
        if ascii {
            switch mask {
            case 0: return " "
            case up | down, up, down: return "|"
            case left | right, left, right: return "-"
            default: return "+"
            }
        }
        switch mask {
        case up | down, up, down: return dashed ? "╎" : "│"
        case left | right, left, right: return dashed ? "╌" : "─"
        case down | right: return "┌"
        case down | left: return "┐"
        case up | right: return "└"
        case up | left: return "┘"
        case up | down | right: return "├"
        case up | down | left: return "┤"
        case down | left | right: return "┬"
        case up | left | right: return "┴"
        case up | down | left | right: return "┼"
        default: return " "
        }
    }

    /// `ascii`: plain `+ - |` lines (for `visualDescription()`, like UIKit's ASCII drawing).
    static func render(_ boxes: [Box], viewport: Rect, columns: Int, ascii: Bool = false) -> [String] {
        guard viewport.width > 0, viewport.height > 0, columns > 1 else {
            return ["(nothing to draw: the viewport is empty)"]
        }
        let sx = Double(columns - 1) / viewport.width
        let sy = sx / 2
        let scaledHeight = (viewport.height * sy).rounded()
        let rows = scaledHeight.isNaN ? 2 : max(2, Int(min(399, scaledHeight)) + 1)
        var masks = [[UInt8]](repeating: [UInt8](repeating: 0, count: columns), count: rows)
        var dashedOnly = [[Bool]](repeating: [Bool](repeating: true, count: columns), count: rows)
        var text = [[Character?]](repeating: [Character?](repeating: nil, count: columns), count: rows)
        // The label of an outline (a group's frame around its items) names the whole drawing: it stays.
        var keep = [[Bool]](repeating: [Bool](repeating: false, count: columns), count: rows)
        // Cell indexes of far-away or enormous frames are clamped (Int(1e300) traps), and the
        // loops below visit only cells on the canvas, so a 1e15-point box is not walked cell by cell.
        func cell(_ v: Double) -> Int { v.isNaN ? -1 : Int(max(-1e9, min(1e9, v.rounded()))) }
        func col(_ x: Double) -> Int { cell((x - viewport.minX) * sx) }
        func row(_ y: Double) -> Int { cell((y - viewport.minY) * sy) }
        func mark(_ r: Int, _ c: Int, _ m: UInt8, _ dashed: Bool) {
            guard r >= 0, r < rows, c >= 0, c < columns else { return }
            masks[r][c] |= m
            if !dashed { dashedOnly[r][c] = false }
        }
        // Boxes come bottom first (UIKit's z-order): a solid box hides what lies under it, so a
        // pinned header covers the cells it floats over. Its interior is cleared, and on its
        // edges the lines of what is under it stop there (a line crossing under it meets the
        // edge as ┴ / ┬ instead of running through).
        func occlude(_ r0: Int, _ r1: Int, _ c0: Int, _ c1: Int) {
            for r in max(r0, 0)...max(min(r1, rows - 1), max(r0, 0)) where r < rows {
                for c in max(c0, 0)...max(min(c1, columns - 1), max(c0, 0)) where c < columns {
                    if !keep[r][c] { text[r][c] = nil }
                    if r > r0 && r < r1 && c > c0 && c < c1 {
                        masks[r][c] = 0
                        dashedOnly[r][c] = true
                        continue
                    }
                    if r == r0 { masks[r][c] &= ~down }
                    if r == r1 { masks[r][c] &= ~up }
                    if c == c0 { masks[r][c] &= ~right }
                    if c == c1 { masks[r][c] &= ~left }
                }
            }
        }
        for box in boxes {
            let c0 = col(box.frame.minX)
            let c1 = col(box.frame.maxX)
            let r0 = row(box.frame.minY)
            let r1 = row(box.frame.maxY)
            let dashed = box.style == .dashed
            if c1 <= c0 || r1 <= r0 {
                if r0 >= 0, r0 < rows, c0 >= 0, c0 < columns { text[r0][c0] = "·" }
                continue
            }
            if box.style == .solid, r0 < rows, c0 < columns, r1 >= 0, c1 >= 0 { occlude(r0, r1, c0, c1) }
            for c in stride(from: max(c0, -1), through: min(c1, columns), by: 1) {
                let h: UInt8 = (c > c0 ? left : 0) | (c < c1 ? right : 0)
                mark(r0, c, h, dashed)
                mark(r1, c, h, dashed)
            }
            for r in stride(from: max(r0, -1), through: min(r1, rows), by: 1) {
                let v: UInt8 = (r > r0 ? up : 0) | (r < r1 ? down : 0)
                mark(r, c0, v, dashed)
                mark(r, c1, v, dashed)
            }
            let inner = c1 - c0 - 1
            guard inner > 0 else { continue }
            let label = String(box.label.prefix(inner))
            let labelRow = box.style == .outline || r1 - r0 < 2 ? r0 : r0 + 1
            let start = box.style == .outline ? c0 + 1 : c0 + 1 + max(0, (inner - label.count) / 2)
            guard labelRow >= 0, labelRow < rows, box.style == .outline || r1 - r0 >= 2 else { continue }
            for (i, ch) in label.enumerated() where start + i < columns && start + i >= 0 {
                text[labelRow][start + i] = ch
                if box.style == .outline { keep[labelRow][start + i] = true }
            }
        }
        return (0..<rows).map { r in
            var s = ""
            for c in 0..<columns { s.append(text[r][c] ?? glyph(masks[r][c], dashed: dashedOnly[r][c], ascii: ascii)) }
            while s.last == " " { s.removeLast() }
            return s
        }
    }
}
