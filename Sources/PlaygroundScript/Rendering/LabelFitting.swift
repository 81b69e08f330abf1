/// How wide a label is drawn, and the label shortened to a width, so the pictures place their text
/// without running it out of its element or across another label. The pictures ask for Helvetica,
/// Arial or the default sans-serif; the first two (and Liberation Sans, Chromium's stand-in on
/// Linux) share one set of advance widths, so the estimate is the font's own for ASCII. Kerning is
/// ignored and other characters take a conservative width, so an estimate errs on the wide side.
enum LabelFitting {
    /// Advance widths of U+0020 ... U+007E in thousandths of the font size (Helvetica's metrics).
    private static let asciiWidths: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space ... /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 ... ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ ... O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P ... _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` ... o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p ... ~
    ]

    /// The width of one character in thousandths of the font size: the font's own for ASCII, a
    /// full em for East Asian wide characters and emoji, and the widest Latin letter otherwise.
    private static func advance(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v >= 0x20, v <= 0x7E { return Int(asciiWidths[Int(v - 0x20)]) }
        // controls, combining marks
        if v < 0x20 || (0x300...0x36F).contains(v) || v == 0x200B || v == 0xFE0F { return 0 }
        if v == 0x2026 { return 1000 }  // the ellipsis the fitting adds
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || v >= 0x1F000
        {
            return 1000
        }
        return 833
    }

    /// The drawn width of `text` at `fontSize` points.
    static func width(_ text: String, fontSize: Double) -> Double {
        Double(text.unicodeScalars.reduce(0) { $0 + advance($1) }) * fontSize / 1000
    }

    static let ellipsis = "…"

    /// `text` if it fits in `width`, else its longest prefix (whole characters) that fits with
    /// an ellipsis after it; nil when not even the ellipsis fits.
    static func fitted(_ text: String, width limit: Double, fontSize: Double) -> String? {
        if width(text, fontSize: fontSize) <= limit { return text }
        let budget = limit * 1000 / fontSize - 1000  // the ellipsis is a full em
        guard budget >= 0 else { return nil }
        var used = 0
        var end = text.startIndex
        for character in text {
            let w = character.unicodeScalars.reduce(0) { $0 + advance($1) }
            if Double(used + w) > budget { break }
            used += w
            end = text.index(after: end)
        }
        return String(text[..<end]) + ellipsis
    }

    /// An element's label (`identifier [section, item]`) shortened to `width`: the identifier
    /// loses its end first, so the index path stays readable; when even that does not fit, the
    /// whole label is shortened.
    static func fittedLabel(identifier: String, suffix: String, width limit: Double, fontSize: Double) -> String? {
        let whole = identifier + suffix
        if width(whole, fontSize: fontSize) <= limit { return whole }
        let room = limit - width(suffix, fontSize: fontSize)
        if let head = fitted(identifier, width: room, fontSize: fontSize), head.count > 3 {
            return head + suffix
        }
        return fitted(whole, width: limit, fontSize: fontSize)
    }
}
