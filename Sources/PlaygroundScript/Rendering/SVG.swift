import PlaygroundCore

/// Renders a `Picture` as SVG and as an HTML page. Deterministic: the same picture gives the same
/// bytes (numbers through `Format.number`, elements in z-order, no clocks, no ids from memory).
enum PictureRenderer {
    /// The first line of every picture lps writes (an XML/HTML comment naming its kind), so the
    /// writer knows the file is lps's and what it is, as `# written by lps (script)` marks a script.
    static func marker(_ kind: WrittenFileKind, _ what: String) -> String {
        kind.marker(what)
    }

    /// Options shared by the renderers.
    struct Options: Sendable, Equatable {
        /// Pixels per point of the picture's width and height (the drawing stays in points).
        var scale: Double = 1
        /// A title for the picture (the script's name, say).
        var title: String = "lps"
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters are not allowed in XML 1.0.
                if c.value < 0x20 && c != "\n" && c != "\t" { out += "\u{FFFD}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    private static func n(_ v: Double) -> String { Format.number(v) }
    /// A frame in the data attributes: the exact numbers `frames --json` prints (drawing and labels are rounded).
    private static func exact(_ v: Double) -> String { Format.exactNumber(v) }

    private static func rect(_ r: Rect, _ attributes: String = "") -> String {
        "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\"\(attributes.isEmpty ? "" : " " + attributes)/>"
    }

    /// The margin around the canvas, in points.
    static let margin = 16.0

    static let style = """
        .lps-canvas { fill: #ffffff; }
        .lps-content { fill: #f8fafc; stroke: #94a3b8; stroke-width: 0.5; }
        .lps-section { fill: none; stroke: #64748b; stroke-width: 0.5; stroke-dasharray: 4 2; }
        .lps-insets { fill: url(#lps-hatch); stroke: none; }
        .lps-strip { fill: none; stroke: #0d9488; stroke-width: 1; stroke-dasharray: 6 3; }
        .lps-group { fill: none; stroke: #7c3aed; stroke-width: 0.75; stroke-dasharray: 3 2; }
        .lps-nested-group { stroke: #a78bfa; stroke-dasharray: 1.5 1.5; }
        .lps-element rect { stroke-width: 1; }
        .lps-cell rect { fill: #dbeafe; stroke: #2563eb; }
        .lps-header rect { fill: #fde68a; stroke: #b45309; }
        .lps-footer rect { fill: #fed7aa; stroke: #c2410c; }
        .lps-badge rect { fill: #fbcfe8; stroke: #be185d; }
        .lps-supplementary rect { fill: #e9d5ff; stroke: #7e22ce; }
        .lps-decoration rect { fill: #9ca3af; fill-opacity: 0.35; stroke: #6b7280; stroke-dasharray: 4 2; }
        .lps-pinned rect { stroke-width: 2.5; }
        .lps-element text, .lps-label { font-family: Helvetica, Arial, sans-serif; fill: #0f172a; }
        .lps-section-label { font-family: Helvetica, Arial, sans-serif; fill: #334155; font-size: 9px; paint-order: stroke; stroke: #ffffff; stroke-width: 2.5px; }
        .lps-viewport { fill: none; stroke: #dc2626; stroke-width: 2; }
        .lps-safe-area { fill: none; stroke: #dc2626; stroke-width: 0.75; stroke-dasharray: 5 3; }
        .lps-device-label { font-family: Helvetica, Arial, sans-serif; fill: #dc2626; font-size: 10px; }
        """

    /// The picture as a standalone SVG document (its first line is the marker).
    static func svg(_ picture: Picture, options: Options) -> String {
        marker(.svg, "export svg") + "\n" + svgElement(picture, options: options) + "\n"
    }

    /// The `<svg>` element alone (for embedding in HTML).
    static func svgElement(_ p: Picture, options: Options, idPrefix: String = "lps") -> String {
        let canvas = Rect(
            x: p.canvas.minX - margin, y: p.canvas.minY - margin - 14,
            width: p.canvas.width + 2 * margin, height: p.canvas.height + 2 * margin + 14)
        var out: [String] = []
        out.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n((canvas.width * options.scale).rounded(.up)))\" height=\"\(n((canvas.height * options.scale).rounded(.up)))\" viewBox=\"\(n(canvas.minX)) \(n(canvas.minY)) \(n(canvas.width)) \(n(canvas.height))\" data-view=\"\(p.view.rawValue)\" data-scale=\"\(n(options.scale))\">"
        )
        out.append("<title>\(escape(options.title + ": " + p.caption))</title>")
        out.append("<defs>")
        out.append(
            "<pattern id=\"\(idPrefix)-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#fef3c7\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#f59e0b\" stroke-width=\"1.5\"/></pattern>"
        )
        out.append("<clipPath id=\"\(idPrefix)-viewport-clip\">\(rect(p.viewport))</clipPath>")
        out.append("<style>\n\(style.replacingHatch(idPrefix))\n</style>")
        out.append("</defs>")
        out.append(rect(canvas, "class=\"lps-canvas\""))
        let clip = p.view == .viewport ? " clip-path=\"url(#\(idPrefix)-viewport-clip)\"" : ""
        out.append("<g class=\"lps-layout\"\(clip)>")
        out.append(
            rect(
                Rect(origin: .zero, size: p.contentSize),
                "class=\"lps-content\" data-width=\"\(n(p.contentSize.width))\" data-height=\"\(n(p.contentSize.height))\""
            ))
        // Sections: frame, the contentInsets hatched (body minus the inset body), the strip.
        for s in p.sections {
            let f = s.summary.frame
            let body = s.summary.body
            let i = s.summary.contentInsets
            var attrs =
                "class=\"lps-section-box\" data-section=\"\(s.summary.index)\" data-id=\"\(escape(s.identifier))\""
            attrs +=
                " data-x=\"\(exact(f.minX))\" data-y=\"\(exact(f.minY))\" data-width=\"\(exact(f.width))\" data-height=\"\(exact(f.height))\""
            attrs += " data-insets=\"\(n(i.top)) \(n(i.leading)) \(n(i.bottom)) \(n(i.trailing))\""
            if let length = s.summary.orthogonalContentLength {
                attrs +=
                    " data-strip-length=\"\(n(length))\" data-strip-offset=\"\(n(s.summary.orthogonalOffset ?? 0))\""
            }
            out.append("<g \(attrs)>")
            out.append(rect(f, "class=\"lps-section\""))
            let inner = Rect(
                x: body.minX + i.leading, y: body.minY + i.top,
                width: max(0, body.width - i.leading - i.trailing), height: max(0, body.height - i.top - i.bottom))
            if i != .zero, body.width > 0, body.height > 0 {
                out.append(
                    "<path class=\"lps-insets\" fill-rule=\"evenodd\" d=\"M\(n(body.minX)) \(n(body.minY))h\(n(body.width))v\(n(body.height))h\(n(-body.width))z M\(n(inner.minX)) \(n(inner.minY))h\(n(inner.width))v\(n(inner.height))h\(n(-inner.width))z\"/>"
                )
            }
            if let strip = Picture.stripRect(s.summary) {
                out.append(rect(strip, "class=\"lps-strip\""))
            }
            out.append("</g>")
        }
        out.append("<g class=\"lps-groups\">")
        for s in p.sections {
            for g in s.groups { out.append(rect(g, "class=\"lps-group\" data-section=\"\(s.summary.index)\"")) }
            for g in s.nestedGroups {
                out.append(rect(g, "class=\"lps-group lps-nested-group\" data-section=\"\(s.summary.index)\""))
            }
        }
        out.append("</g>")
        // The elements, bottom first: one <g> per element, carrying what `frames --json` says.
        // Section labels first (drawn after the elements), so a cell's label can keep clear of its section's.
        let sectionLabels = p.sections.map(sectionLabel)
        var labelBoxes: [Int: Rect] = [:]
        for (s, label) in zip(p.sections, sectionLabels) where label.text != nil {
            labelBoxes[s.summary.index] = label.box
        }
        out.append("<g class=\"lps-elements\">")
        for e in p.elements { out.append(element(e, avoiding: labelBoxes[e.indexPath.section])) }
        out.append("</g>")
        // Section labels over everything in the layout, so no cell hides them.
        out.append("<g class=\"lps-section-labels\">")
        for (s, label) in zip(p.sections, sectionLabels) {
            guard let text = label.text else { continue }
            let f = s.summary.frame
            let title = text == label.full ? "" : "<title>\(escape(label.full))</title>"
            out.append(
                "<text class=\"lps-section-label\" text-anchor=\"end\" x=\"\(n(f.maxX - 2))\" y=\"\(n(f.minY + 9))\">\(title)\(escape(text))</text>"
            )
        }
        out.append("</g>")
        out.append("</g>")
        // The device: the viewport at the current offset and its safe area.
        out.append("<g class=\"lps-device\">")
        out.append(rect(p.viewport, "class=\"lps-viewport\" rx=\"\(n(min(24, p.viewport.width / 10)))\""))
        if p.safeArea != .zero { out.append(rect(p.safeRect, "class=\"lps-safe-area\"")) }
        let deviceLabel =
            "\(p.device ?? "container") \(n(p.containerSize.width)) x \(n(p.containerSize.height)) · viewport at y \(n(p.viewport.minY))"
        out.append(
            "<text class=\"lps-device-label\" x=\"\(n(p.viewport.minX))\" y=\"\(n(p.viewport.minY - 4))\">\(escape(deviceLabel))</text>"
        )
        out.append("</g>")
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// The font size of section labels (`.lps-section-label`).
    static let sectionLabelFontSize = 9.0

    /// A section's label: its full text, the text drawn (shortened to the section's width; nil
    /// when nothing fits) and the box it covers, right-aligned at the section's top edge.
    static func sectionLabel(_ s: Picture.Section) -> (full: String, text: String?, box: Rect) {
        let f = s.summary.frame
        let i = s.summary.contentInsets
        var label = "section \(s.summary.index) \(Format.identifier(s.identifier))"
        if let length = s.summary.orthogonalContentLength {
            label += " · strip \(n(length)) pt at offset \(n(s.summary.orthogonalOffset ?? 0))"
        }
        if i != .zero { label += " · insets \(n(i.top)) \(n(i.leading)) \(n(i.bottom)) \(n(i.trailing))" }
        let text = LabelFitting.fitted(label, width: f.width - 4, fontSize: sectionLabelFontSize)
        let width = text.map { LabelFitting.width($0, fontSize: sectionLabelFontSize) } ?? 0
        // The baseline is 9 below the top; the white outline reaches about 1.5 past the glyphs.
        return (label, text, Rect(x: f.maxX - 2 - width - 1.5, y: f.minY, width: width + 3, height: 12))
    }

    /// Where an element's label goes and what it says: at the element's top left, shortened to the
    /// element's width; when it would run under its section's label (`avoiding`), on the line below
    /// that label if the element is tall enough, else shortened to end before it.
    static func elementLabel(_ e: Picture.Element, fontSize: Double, avoiding box: Rect?) -> (
        text: String, x: Double, y: Double
    )? {
        let f = e.frame
        let x = f.minX + 3
        var baseline = f.minY + min(f.height - 1, fontSize + 2)
        var right = f.maxX - 2
        let identifier = e.identifier.map(Format.identifier) ?? e.elementKind ?? e.kind
        let suffix = " " + e.indexPath.description + (e.isPinned ? " (pinned)" : "")
        if let box {
            // The glyphs span about 0.75 of the size above the baseline and 0.22 below it.
            let top = baseline - fontSize * 0.75
            let bottom = baseline + fontSize * 0.22
            let wanted = LabelFitting.width(identifier + suffix, fontSize: fontSize)
            if top < box.maxY, bottom > box.minY, x < box.maxX, x + min(wanted, right - x) > box.minX {
                let below = box.maxY + fontSize * 0.75
                if below + fontSize * 0.22 <= f.maxY - 1 {
                    baseline = below
                } else {
                    right = min(right, box.minX - 2)
                }
            }
        }
        guard
            let text = LabelFitting.fittedLabel(
                identifier: identifier, suffix: suffix, width: right - x, fontSize: fontSize)
        else { return nil }
        return (text, x, baseline)
    }

    static func element(_ e: Picture.Element, avoiding box: Rect? = nil) -> String {
        let f = e.frame
        var attrs = "class=\"lps-element lps-\(e.style)\(e.isPinned ? " lps-pinned" : "")\" data-kind=\"\(e.kind)\""
        if let k = e.elementKind { attrs += " data-element-kind=\"\(escape(k))\"" }
        if let id = e.identifier { attrs += " data-id=\"\(escape(id))\"" }
        attrs += " data-index-path=\"\(e.indexPath.section),\(e.indexPath.item)\""
        attrs +=
            " data-x=\"\(exact(f.minX))\" data-y=\"\(exact(f.minY))\" data-width=\"\(exact(f.width))\" data-height=\"\(exact(f.height))\" data-z=\"\(e.zIndex)\""
        if e.isPinned { attrs += " data-pinned=\"true\"" }
        // What a visible-items handler set: the element is drawn through its transform, about its
        // center, with its alpha (the data attributes above are the frame UIKit reports).
        var drawn = e
        var matrix: String?
        if let laidOut = e.untransformedFrame, !e.transform.isIdentity {
            let t = e.transform
            let cx = laidOut.midX
            let cy = laidOut.midY
            let values = [t.a, t.b, t.c, t.d, cx + t.tx - (t.a * cx + t.c * cy), cy + t.ty - (t.b * cx + t.d * cy)]
            matrix = values.map(n).joined(separator: " ")
            attrs += " data-transform=\"\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(exact).joined(separator: " "))\""
            drawn.frame = laidOut
        }
        if e.alpha != 1 { attrs += " data-alpha=\"\(exact(e.alpha))\" opacity=\"\(n(max(0, min(1, e.alpha))))\"" }
        let d = drawn.frame
        let fontSize = min(11, max(3, min(d.height * 0.45, d.width / 5)))
        let label = d.width > 0 && d.height > 0 ? elementLabel(drawn, fontSize: fontSize, avoiding: box) : nil
        var full = e.label + (e.isPinned ? " (pinned)" : "")
        if matrix != nil || e.alpha != 1 {
            full += " (" + ShownText.describe(transform: e.transform, alpha: e.alpha, isHidden: false) + ")"
        }
        var s = "<g \(attrs)>"
        // A shortened (or hidden) label keeps the whole one as the element's tooltip.
        if label?.text != full, d.width > 0, d.height > 0 { s += "<title>\(escape(full))</title>" }
        if let matrix { s += "<g transform=\"matrix(\(matrix))\">" }
        s += rect(d)
        if let label {
            s +=
                "<text x=\"\(n(label.x))\" y=\"\(n(label.y))\" font-size=\"\(n(fontSize))\">\(escape(label.text))</text>"
        }
        if matrix != nil { s += "</g>" }
        return s + "</g>"
    }

    // MARK: - HTML

    static let pageStyle = """
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 16px; color: #0f172a; }
        h1 { font-size: 18px; margin: 0 0 4px; }
        p.caption { margin: 0 0 12px; color: #475569; font-size: 13px; }
        main { display: flex; gap: 24px; align-items: flex-start; }
        figure { margin: 0; }
        aside { font-size: 12px; max-height: 90vh; overflow: auto; flex: 0 0 auto; }
        td, th { white-space: nowrap; }
        table { border-collapse: collapse; }
        td, th { padding: 1px 6px; text-align: right; border-bottom: 1px solid #e2e8f0; }
        td:nth-child(-n+3), th:nth-child(-n+3) { text-align: left; }
        .legend span { display: inline-block; padding: 1px 6px; margin-right: 4px; border: 1px solid; font-size: 11px; }
        """

    static let legend = """
        <p class="legend"><span style="background:#dbeafe;border-color:#2563eb">cell</span><span style="background:#fde68a;border-color:#b45309">header</span><span style="background:#fed7aa;border-color:#c2410c">footer</span><span style="background:#fbcfe8;border-color:#be185d">badge</span><span style="background:#e9d5ff;border-color:#7e22ce">supplementary</span><span style="background:#e5e7eb;border-color:#6b7280">decoration</span><span style="background:#fef3c7;border-color:#f59e0b">contentInsets</span><span style="border-color:#7c3aed;border-style:dashed">group</span><span style="border-color:#dc2626">viewport / safe area</span></p>
        """

    /// The table of elements beside the picture.
    static func table(_ p: Picture) -> String {
        var rows = [
            "<table class=\"lps-frames\"><thead><tr><th>kind</th><th>indexPath</th><th>id</th><th>x</th><th>y</th><th>width</th><th>height</th><th>z</th></tr></thead><tbody>"
        ]
        for e in p.elements {
            let kind = e.kind + (e.elementKind.map { " " + $0 } ?? "") + (e.isPinned ? " (pinned)" : "")
            rows.append(
                "<tr><td>\(escape(kind))</td><td>\(e.indexPath.description)</td><td>\(escape(e.identifier.map(Format.identifier) ?? "-"))</td><td>\(n(e.frame.minX))</td><td>\(n(e.frame.minY))</td><td>\(n(e.frame.width))</td><td>\(n(e.frame.height))</td><td>\(e.zIndex)</td></tr>"
            )
        }
        rows.append("</tbody></table>")
        return rows.joined(separator: "\n")
    }

    /// A whole HTML page: `body` inside the page frame (its first line is the marker).
    static func page(
        title: String, caption: String, body: String, script: String? = nil, marker what: String = "export html"
    ) -> String {
        var out = [
            marker(.html, what), "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<title>\(escape(title))</title>", "<style>\n\(pageStyle)\n</style>", "</head>", "<body>",
            "<h1>\(escape(title))</h1>", "<p class=\"caption\" id=\"lps-caption\">\(escape(caption))</p>", legend, body,
        ]
        if let script { out.append("<script>\n\(script)\n</script>") }
        out += ["</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    /// The picture as an HTML page: the SVG and the table of its elements.
    static func html(_ picture: Picture, options: Options) -> String {
        let body =
            "<main>\n<figure id=\"lps-picture\">\n\(svgElement(picture, options: options))\n</figure>\n<aside>\n\(table(picture))\n</aside>\n</main>"
        return page(title: options.title, caption: picture.caption, body: body)
    }
}

extension String {
    fileprivate func replacingHatch(_ prefix: String) -> String {
        var out = ""
        var rest = Substring(self)
        while let r = rest.range(of: "#lps-hatch") {
            out += rest[..<r.lowerBound] + "#\(prefix)-hatch"
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}

extension Substring {
    fileprivate func range(of needle: String) -> Range<Substring.Index>? {
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}
