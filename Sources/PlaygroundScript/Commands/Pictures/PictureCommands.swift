import PlaygroundCore

/// Pictures for people: the session's layout drawn to scale as SVG or an HTML page.
enum PictureCommands {
    static let area = Area(
        name: "Pictures",
        summary: "to-scale pictures of the layout: SVG and HTML files for slides, pull requests and workshops",
        commands: [export, serve]
    )

    /// Whether `host` is this machine's loopback address (127.0.0.0/8, ::1, localhost).
    static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The port `serve` uses when none is given.
    public static let defaultPort = 8420

    static let serve = CommandSpec(
        "serve",
        doc: Doc(
            usage: "serve [port: N] [host: \"ADDRESS\"] | serve stop",
            summary:
                "show the session's picture live in a browser (for a projector): a page that updates after every statement",
            details: [
                "Starts a local web server (at the prompt, or with 'lps serve [SCRIPT]') and prints its address,",
                "http://127.0.0.1:\(defaultPort)/ by default (port: 0 picks a free port). The page shows the picture",
                "'export html' writes and follows the session: after every statement it changes to the new picture.",
                "The picture fits the window (Fit, -, +, 100% zoom it) and the statement just run is shown beside it",
                "with its output, so a projector follows a walk through a handout.",
                "It listens on the loopback address only (host: \"::1\" for IPv6); only the command line can open it to",
                "other machines ('lps serve --host 0.0.0.0'). It stops with 'serve stop' or when the playground exits.",
                "Scripts replayed with 'lps run' or 'lps check' do not serve, and an included script may not.",
            ],
            examples: ["serve", "serve port: 9000", "serve stop"]),
        mutates: false, keywords: ["port:", "host:", "stop"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        // A server is the user's own decision: an included script (anyone's file) may not open one.
        if inv.context.includeStack.count > 1 {
            throw ScriptError(
                "'serve' runs only at your own prompt or on the command line, not from an included script",
                at: inv.nameRange, help: "type 'serve' at the prompt, or start with 'lps serve SCRIPT'")
        }
        if let arg = inv.take(nil) {
            guard case .name("stop", _) = arg.value else {
                throw ScriptError(
                    "expected 'stop' or port:, found '\(arg.value.spelling)'", at: arg.value.range,
                    help: "serve port: 8420, or serve stop")
            }
            try inv.finish()
            inv.effect(.stopServing)
            return
        }
        let port =
            try inv.take("port").map { (a: Arg) throws(ScriptError) in try inv.integer(a.value, "port", in: 0...65535) }
            ?? defaultPort
        let host =
            try inv.take("host").map { (a: Arg) throws(ScriptError) -> String in
                guard case .string(let text, let r) = a.value else {
                    throw ScriptError(
                        "host must be a \"quoted\" address, found '\(a.value.spelling)'", at: a.value.range)
                }
                guard !text.isEmpty,
                    text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".:-".contains($0)) })
                else {
                    throw ScriptError(
                        "host '\(text)' is not an address to listen on", at: r,
                        help:
                            "host: \"127.0.0.1\" (the default) or \"::1\"; other addresses with 'lps serve --host ADDRESS'"
                    )
                }
                // Other machines see the session only when the command line says so, never a line of a script.
                guard isLoopback(text) else {
                    throw ScriptError(
                        "'serve' at the prompt listens on the loopback address only, not on '\(text)'", at: r,
                        help: "to let other machines see it, start the playground with 'lps serve --host \(text)'")
                }
                return text
            } ?? "127.0.0.1"
        try inv.finish()
        inv.effect(.serve(host: host, port: port))
    }

    static let export = CommandSpec(
        "export",
        doc: Doc(
            usage:
                "export svg|html \"file\" [view: content|viewport] [scale: N] [title: \"text\"] [animate: true] [overwrite: true] | export swift [\"file\"] [title: \"text\"] [overwrite: true] | export site \"folder\" [title: \"text\"]",
            summary:
                "write a to-scale picture of the layout (SVG, or an HTML page with the picture and its frames), or the layout and snapshot as UIKit Swift",
            details: [
                "The picture is in points: the device's viewport at the current scroll offset (red) and its safe area",
                "(dashed), the whole content, every element coloured by kind (cell, header, footer, badge, other",
                "supplementary, decoration) in UIKit's z-order and labelled with its identifier and index path",
                "(a label too long for its element is shortened with '…', the whole label kept as its tooltip),",
                "each section's contentInsets hatched, group edges dashed, orthogonal sections as their whole strip",
                "at its scroll offset, pinned headers where they are pinned.",
                "view: content (default) draws the whole content; view: viewport only what is on screen.",
                "scale: N sets the pixels per point of the file's width and height (default 1, 0.25 to 8).",
                "title: \"text\" names the picture (default: the script's file name, or lps at the prompt).",
                "animate: true (html): the last apply as a page to watch: the layout before and after it, and a stage",
                "where its change batch plays as UICollectionView animates it (deletes fade out, moves and other frame",
                "changes slide, inserts fade in, reloads and reconfigures flash), with step and play buttons and the",
                "batch listed. 'Before' is the current layout with the snapshot applied before; add #phase=move (or",
                "delete, insert, reload, after) to the page's address to open it at that step.",
                "Each element is one <g> with data-kind, data-element-kind, data-id, data-index-path and",
                "data-x/-y/-width/-height/-z: the numbers 'frames --json' prints. The same session gives the same bytes.",
                "The file's first line names its kind: '<!-- written by lps (svg): ... -->', or (html) for a page.",
                "The rules of 'save' apply: a file lps did not write, or wrote as another kind (a script, an SVG for a page), is not replaced without overwrite: true; a replaced one is kept as NAME~.",
            ] + ExportSwiftCommand.details + ExportSiteCommand.details,
            examples: [
                "export svg \"grid.svg\"", "export html \"grid.html\" view: viewport",
                "export svg \"big.svg\" scale: 2",
                "export swift", "export swift \"Layout.swift\"", "export site \"handout\"",
            ]),
        mutates: false,
        keywords: [
            "svg", "html", "swift", "site", "view:", "scale:", "title:", "animate:", "overwrite:", "content",
            "viewport",
        ]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let formatArg = try inv.require(nil, "a format (svg, html, swift or site)")
        let format = try inv.enumCase(
            formatArg, "export format", ["svg": "svg", "html": "html", "swift": "swift", "site": "site"])
        if format == "site" {
            try ExportSiteCommand.run(&inv)
            return
        }
        if format == "swift" {
            try ExportSwiftCommand.run(&inv)
            return
        }
        let pathArg = try inv.require(nil, "a file path")
        let path = try inv.filePath(pathArg)
        let view =
            try inv.take("view").map { (a: Arg) throws(ScriptError) in
                try inv.enumCase(a.value, "view", ["content": Picture.View.content, "viewport": Picture.View.viewport])
            } ?? .content
        let scale =
            try inv.take("scale").map { (a: Arg) throws(ScriptError) -> Double in
                let v = try inv.number(a.value, "scale")
                guard v >= 0.25, v <= 8 else {
                    throw ScriptError("scale must be between 0.25 and 8, found \(Format.number(v))", at: a.value.range)
                }
                return v
            } ?? 1
        let title = try inv.take("title").map { (a: Arg) throws(ScriptError) -> String in
            guard case .string(let text, _) = a.value else {
                throw ScriptError("title must be a \"quoted string\", found '\(a.value.spelling)'", at: a.value.range)
            }
            return text
        }
        let animateArg = inv.take("animate")
        let animate = try animateArg.map { (a: Arg) throws(ScriptError) in try inv.bool(a.value, "animate") } ?? false
        if animate, format != "html", let animateArg {
            throw ScriptError(
                "animate: true needs html (an SVG file is one still picture)", at: animateArg.value.range,
                help:
                    "export html \"\(path.hasSuffix(".svg") ? String(path.dropLast(4)) + ".html" : path)\" animate: true"
            )
        }
        let overwrite =
            try inv.take("overwrite").map { (a: Arg) throws(ScriptError) in try inv.bool(a.value, "overwrite") }
            ?? false
        try inv.finish()
        let picture = try Picture.make(inv.session, view: view)
        let named =
            title ?? inv.context.displayStack.first.map { $0.hasPrefix("<") ? "lps" : Paths.lastComponent($0) } ?? "lps"
        let options = PictureRenderer.Options(scale: scale, title: named)
        let contents: String
        if animate {
            contents = try ApplyAnimation.make(inv.session, view: view).html(options: options)
        } else {
            contents =
                format == "svg"
                ? PictureRenderer.svg(picture, options: options) : PictureRenderer.html(picture, options: options)
        }
        let request = WriteRequest(
            path: Paths.resolve(path, relativeTo: inv.context.includeStack.last ?? ""),
            contents: contents, overwrite: overwrite)
        let receipt = try inv.write(request, shown: path, purpose: .export(format), at: pathArg.range)
        let size = "\(Format.number(picture.canvas.width)) x \(Format.number(picture.canvas.height)) pt"
        inv.print(
            "exported \(format)\(animate ? " animating the last apply" : "") (\(view.rawValue), \(size), \(picture.elements.count) element\(picture.elements.count == 1 ? "" : "s")) to \(path)"
                + Invocation.backupNote(receipt, request: request, shown: path))
    }
}
