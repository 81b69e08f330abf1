import PlaygroundCore

/// Renders a `Site` as the files of its folder: `index.html` and one page per statement or step
/// (`01.html`, `02.html`, ...). Every page stands alone: its style, its script and its pictures
/// are in it, and it links only to its neighbours by relative names, so the folder opens from
/// `file://` and from any static host, with no server and no network. The same site gives the
/// same bytes. Each file's first line is the marker of a site (`WrittenFileKind.site`).
public enum SiteRenderer {
    /// The first line of every file of a site.
    public static let marker = WrittenFileKind.site.marker("export site")

    /// The folder's files, `index.html` first.
    public static func files(_ site: Site) -> [FolderFile] {
        var files = [FolderFile(name: "index.html", contents: index(site))]
        for k in site.pages.indices {
            files.append(FolderFile(name: pageName(k, of: site.pages.count), contents: page(site, k)))
        }
        return files
    }

    /// The name of page `k` (0-based) of `count`: `01.html`, zero-padded to at least two digits.
    public static func pageName(_ k: Int, of count: Int) -> String {
        let digits = max(2, String(count).count)
        let number = String(k + 1)
        return String(repeating: "0", count: max(0, digits - number.count)) + number + ".html"
    }

    static func e(_ s: String) -> String { PictureRenderer.escape(s) }

    // MARK: pages

    static func index(_ site: Site) -> String {
        var body = "<header class=\"bar\"><span class=\"site\">\(e(site.title))</span>"
        body += nav(previous: nil, next: site.pages.isEmpty ? nil : pageName(0, of: site.pages.count), site: site)
        body += "</header>\n<main>\n<h1>\(e(site.title))</h1>\n"
        body += "<p class=\"source\">\(site.kind == .lesson ? "A lesson" : "A script"): \(e(site.source))</p>\n"
        body += paragraphs(site.introduction)
        if site.pages.isEmpty {
            body += "<p class=\"empty\">The script has no statements.</p>\n"
        } else {
            body += "<ol class=\"contents\">\n"
            for (k, page) in site.pages.enumerated() {
                let code = site.kind == .script ? " class=\"code\"" : ""
                body +=
                    "<li><a href=\"\(pageName(k, of: site.pages.count))\"\(code)>\(e(page.title))</a>"
                    + " <span class=\"line\">line \(page.line)</span></li>\n"
            }
            body += "</ol>\n"
        }
        if site.failed {
            body += "<p class=\"failed\">The replay stopped at an error: the last page shows it.</p>\n"
        }
        body += "</main>\n"
        return document(
            title: site.title, body: body, previous: nil,
            next: site.pages.isEmpty ? nil : pageName(0, of: site.pages.count))
    }

    static func page(_ site: Site, _ k: Int) -> String {
        let page = site.pages[k]
        let count = site.pages.count
        let previous = k == 0 ? "index.html" : pageName(k - 1, of: count)
        let next = k + 1 < count ? pageName(k + 1, of: count) : nil
        let noun = site.kind == .lesson ? "Step" : "Statement"
        var body = "<header class=\"bar\"><a class=\"site\" href=\"index.html\">\(e(site.title))</a>"
        body += "<span class=\"count\">\(noun) \(k + 1) of \(count)</span>"
        body += nav(previous: previous, next: next, site: site)
        body += "</header>\n<main>\n"
        let heading = site.kind == .lesson ? "\(k + 1). \(e(page.title))" : e(page.title)
        body += "<h1\(site.kind == .script ? " class=\"code\"" : "")>\(heading)</h1>\n"
        body += paragraphs(page.narration)
        for block in page.blocks {
            body += self.block(block, site: site)
            if block.role == .task, !page.hints.isEmpty {
                for (n, hint) in page.hints.enumerated() {
                    body +=
                        "<details class=\"hint\"><summary>Hint \(n + 1) of \(page.hints.count)</summary>"
                        + "<p>\(e(hint))</p></details>\n"
                }
            }
        }
        body += "</main>\n<footer>\(footer(site, previous: previous, next: next))</footer>\n"
        return document(
            title: "\(noun) \(k + 1): \(page.title) — \(site.title)", body: body, previous: previous, next: next)
    }

    static func nav(previous: String?, next: String?, site: Site) -> String {
        var out = "<nav>"
        out += "<a href=\"index.html\" accesskey=\"i\">Contents</a>"
        out +=
            previous.map { "<a href=\"\($0)\" rel=\"prev\" id=\"previous\">← Previous</a>" }
            ?? "<span class=\"off\">← Previous</span>"
        out +=
            next.map { "<a href=\"\($0)\" rel=\"next\" id=\"next\">Next →</a>" } ?? "<span class=\"off\">Next →</span>"
        return out + "</nav>"
    }

    static func footer(_ site: Site, previous: String?, next: String?) -> String {
        "Keys: → or n next, ← or p previous, i contents, f fits the pictures or shows them at 100%. "
            + "Written by lps from \(e(site.source))."
    }

    static func block(_ block: SiteBlock, site: Site) -> String {
        let heading: String
        switch block.role {
        case .statement: heading = "Line \(block.line)"
        case .show: heading = "The step shows"
        case .task: heading = "Your task"
        case .solution: heading = "A solution"
        case .check: heading = "The check"
        }
        let pictured = block.picture != nil ? " with-picture" : ""
        var out = "<section class=\"block \(block.role.rawValue)\(pictured)\" data-line=\"\(block.line)\">\n"
        out += "<div class=\"text\">\n<h2>\(heading)</h2>\n"
        if let detail = block.detail { out += "<p class=\"detail\">It compares with \(e(detail)).</p>\n" }
        if block.role == .task, block.code.isEmpty {
            out += "<p class=\"detail\">Write the code yourself: the step starts from nothing.</p>\n"
        } else {
            // The task is numbered as the attendee's editor numbers it; other code by its line in the file.
            // The task and its solution fill the same region: both are numbered from 1.
            out += code(block.code, firstLine: block.role == .task || block.role == .solution ? 1 : block.line)
        }
        if !block.output.isEmpty {
            if block.role == .check { out += "<p class=\"detail\">After the solution, it prints:</p>\n" }
            out += "<pre class=\"output\">"
            for line in block.output {
                out +=
                    line.kind == .text ? e(line.text) : "<span class=\"\(line.kind.rawValue)\">\(e(line.text))</span>"
                out += "\n"
            }
            out += "</pre>\n"
        }
        out += "</div>\n"
        if let picture = block.picture {
            out += "<figure class=\"picture fit\" title=\"f or a click: fit or 100%\">\n\(picture)\n</figure>\n"
        } else if let note = block.pictureNote {
            out += "<p class=\"nopicture\">\(e(note))</p>\n"
        }
        return out + "</section>\n"
    }

    /// Comment lines as paragraphs: an empty line ends one.
    /// The narration's paragraphs (blank comment lines between them), each reflowed: a comment's
    /// line breaks are the source's wrapping, not the text's, so lines are joined with a space; a
    /// line that starts a list item (`- `, `* `, `1. `) or is indented keeps its own line.
    static func paragraphs(_ lines: [String]) -> String {
        var out = ""
        var current: [String] = []
        func flush() {
            guard !current.isEmpty else { return }
            var text = ""
            for (i, line) in current.enumerated() {
                if i > 0 { text += startsOwnLine(line) ? "<br>\n" : "\n" }
                text += e(line)
            }
            out += "<p class=\"narration\">\(text)</p>\n"
            current = []
        }
        for line in lines {
            if line.trimmingSpaces.isEmpty { flush() } else { current.append(line) }
        }
        flush()
        return out
    }

    /// A narration line that keeps its own line: a list item or an indented line.
    static func startsOwnLine(_ line: String) -> Bool {
        if line.hasPrefix(" ") || line.hasPrefix("- ") || line.hasPrefix("* ") { return true }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ")
    }

    /// Code with line numbers and Swift highlighted.
    static func code(_ lines: [String], firstLine: Int) -> String {
        var out = "<pre class=\"code\">"
        for (i, line) in lines.enumerated() {
            out += "<span class=\"ln\">\(firstLine + i)</span>\(SwiftHighlighter.html(line))\n"
        }
        return out + "</pre>\n"
    }

    static func document(title: String, body: String, previous: String?, next: String?) -> String {
        var head =
            "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        head += "<title>\(e(title))</title>\n"
        head += "<link rel=\"contents\" href=\"index.html\">\n"
        if let previous { head += "<link rel=\"prev\" href=\"\(previous)\">\n" }
        if let next { head += "<link rel=\"next\" href=\"\(next)\">\n" }
        head += "<style>\n\(style)\n\(PictureRenderer.style)\n</style>\n"
        return marker + "\n<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n" + head + "</head>\n<body>\n" + body
            + "<script>\n\(script)\n</script>\n</body>\n</html>\n"
    }

    static let style = """
        :root { color-scheme: light; }
        body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
          color: #0f172a; background: #f1f5f9; }
        .bar { position: sticky; top: 0; z-index: 2; display: flex; align-items: center; gap: 16px;
          padding: 8px 20px; background: #0f172a; color: #e2e8f0; }
        .bar a, .bar span { color: #e2e8f0; text-decoration: none; }
        .bar .site { font-weight: 600; }
        .bar .count { color: #94a3b8; }
        .bar nav { margin-left: auto; display: flex; gap: 12px; }
        .bar nav a { padding: 2px 10px; border: 1px solid #475569; border-radius: 6px; }
        .bar nav a:hover { background: #1e293b; }
        .bar nav .off { padding: 2px 10px; color: #475569; }
        main { max-width: 1400px; margin: 0 auto; padding: 8px 20px 24px; }
        h1 { font-size: 24px; margin: 16px 0 8px; }
        h1.code, a.code { font-family: ui-monospace, Menlo, Consolas, monospace; }
        h1.code { font-size: 17px; word-break: break-all; }
        h2 { font-size: 15px; margin: 0 0 6px; color: #334155; }
        .narration { max-width: 75ch; }
        .source, .line, .detail, .nopicture, footer { color: #64748b; }
        .line { font-size: 12px; }
        .contents li { margin: 4px 0; }
        .block { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px;
          margin: 14px 0; padding: 14px; background: #ffffff; border: 1px solid #e2e8f0; border-radius: 10px; }
        .block.with-picture { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
        .block.task { border-color: #2563eb; }
        .block.check { border-color: #16a34a; }
        .block > .text { min-width: 0; }
        @media (max-width: 900px) { .block.with-picture { grid-template-columns: minmax(0, 1fr); } }
        pre { margin: 6px 0; padding: 8px 10px; overflow-x: auto; border-radius: 6px;
          font: 13px/1.45 ui-monospace, Menlo, Consolas, monospace; }
        pre.code { background: #0f172a; color: #e2e8f0; }
        pre.output { background: #f8fafc; border: 1px solid #e2e8f0; }
        .ln { display: inline-block; min-width: 3ch; margin-right: 12px; color: #64748b; text-align: right;
          user-select: none; }
        .kw { color: #f472b6; } .str { color: #fde68a; } .num { color: #93c5fd; } .com { color: #94a3b8; }
        .ty { color: #5eead4; }
        .error { color: #b91c1c; } .warning { color: #b45309; } .note { color: #475569; }
        .failed { color: #b91c1c; }
        figure.picture { margin: 0; min-width: 0; overflow: auto; cursor: zoom-in; }
        figure.picture.fit svg { width: 100%; height: auto; max-height: 85vh; }
        figure.picture:not(.fit) { cursor: zoom-out; }
        details.hint { margin: 6px 0; }
        details.hint summary { cursor: pointer; color: #2563eb; }
        footer { max-width: 1400px; margin: 0 auto; padding: 0 20px 24px; font-size: 13px; }
        """

    /// Keys move between pages (by the page's own prev/next links: nothing is fetched); `f` or a
    /// click on a picture switches between fitting it and showing it at 100%.
    static let script = """
        (function () {
          function go(rel) {
            var link = document.querySelector('link[rel="' + rel + '"]');
            if (link) { location.href = link.getAttribute('href'); }
          }
          function toggle(figure) { figure.classList.toggle('fit'); }
          document.addEventListener('keydown', function (event) {
            if (event.metaKey || event.ctrlKey || event.altKey) { return; }
            var target = event.target;
            if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) { return; }
            if (event.key === 'ArrowRight' || event.key === 'n') { go('next'); }
            else if (event.key === 'ArrowLeft' || event.key === 'p') { go('prev'); }
            else if (event.key === 'i' || event.key === 'Home') { go('contents'); }
            else if (event.key === 'f') { document.querySelectorAll('figure.picture').forEach(toggle); }
            else { return; }
            event.preventDefault();
          });
          document.querySelectorAll('figure.picture').forEach(function (figure) {
            figure.addEventListener('click', function () { toggle(figure); });
          });
        })();
        """
}

/// Swift highlighted for a page: keywords, type names, strings, numbers and comments in spans.
/// A line at a time (a string or comment spanning lines is coloured on its first line only).
enum SwiftHighlighter {
    static let keywords: Set<String> = [
        "let", "var", "func", "return", "if", "else", "guard", "for", "in", "while", "switch", "case", "default",
        "struct", "class", "enum", "extension", "protocol", "import", "self", "Self", "true", "false", "nil",
        "init", "static", "private", "fileprivate", "public", "internal", "final", "override", "mutating", "throws",
        "throw", "try", "do", "catch", "async", "await", "where", "as", "is", "some", "any", "inout", "lazy",
        "weak", "break", "continue", "defer", "repeat", "typealias", "associatedtype", "@MainActor",
    ]

    static func html(_ line: String) -> String {
        let chars = Array(line)
        var out = ""
        var i = 0
        func span(_ cls: String, _ text: String) {
            out += "<span class=\"\(cls)\">\(PictureRenderer.escape(text))</span>"
        }
        while i < chars.count {
            let c = chars[i]
            if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" || c == "#" && i == firstNonSpace(chars) {
                span("com", String(chars[i...]))
                break
            }
            if c == "\"" {
                var j = i + 1
                while j < chars.count && chars[j] != "\"" { j += chars[j] == "\\" ? 2 : 1 }
                j = min(j + 1, chars.count)
                span("str", String(chars[i..<j]))
                i = j
                continue
            }
            if c.isNumber {
                var j = i
                while j < chars.count && (chars[j].isNumber || chars[j] == "." || chars[j] == "_") { j += 1 }
                span("num", String(chars[i..<j]))
                i = j
                continue
            }
            if c.isLetter || c == "_" || c == "@" {
                var j = i + 1
                while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_") { j += 1 }
                let word = String(chars[i..<j])
                if keywords.contains(word) {
                    span("kw", word)
                } else if word.first?.isUppercase == true {
                    span("ty", word)
                } else {
                    out += PictureRenderer.escape(word)
                }
                i = j
                continue
            }
            out += PictureRenderer.escape(String(c))
            i += 1
        }
        return out
    }

    private static func firstNonSpace(_ chars: [Character]) -> Int {
        chars.firstIndex { $0 != " " && $0 != "\t" } ?? chars.count
    }
}
