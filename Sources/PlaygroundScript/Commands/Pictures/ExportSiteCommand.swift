import PlaygroundCore

/// `export site "folder" [title: "text"]`: the session's statements as a static site (`Site`,
/// `SiteRenderer`), written as one folder through the shell's writer.
enum ExportSiteCommand {
    /// The part of `help export` about sites.
    static let details = [
        "export site \"folder\" writes the statements that built the session (as 'save' writes them) as a static",
        "site: index.html and a page per statement with its code, its output and the picture after it, linked",
        "previous/next (keys: arrows or n/p, i for the contents, f fits the pictures or shows them at 100%).",
        "Each page holds its own style, script and pictures, so the folder opens from file:// or any static host.",
        "'lps render --site DIR FILE' makes one of a script or a lesson (each step's narration, task, solution and",
        "check). The folder must be new, empty, or a site lps wrote (its index.html begins",
        "'<!-- written by lps (site)'); the site is written beside it and renamed into place, and a site it",
        "replaces is kept as FOLDER~. Any other folder is never replaced.",
    ]

    static func run(_ inv: inout Invocation) throws(ScriptError) {
        let pathArg = try inv.require(nil, "a folder path")
        var path = try inv.filePath(pathArg)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        let title = try inv.titleArgument()
        try inv.refusePictureOptions(
            "is for one picture (svg, html), not for export site", help: "export site \"\(path)\"")
        if let a = inv.take("overwrite") {
            throw ScriptError(
                "a site replaces only a site lps wrote, so export site takes no overwrite:",
                at: a.labelRange ?? a.range, help: "name a new or empty folder, or one lps wrote as a site")
        }
        try inv.finish()
        let named =
            title ?? inv.context.displayStack.first.map { $0.hasPrefix("<") ? "lps" : Paths.lastComponent($0) } ?? "lps"
        var site = Site.script(
            text: inv.session.log.joined(separator: "\n"), file: named,
            options: PlaygroundOptions(isInterrupted: inv.context.isInterrupted), reader: inv.context.reader,
            registry: inv.registry)
        site.title = named
        if inv.context.isInterrupted() { throw ScriptError("interrupted while making the site") }
        let request = WriteRequest(
            folder: Paths.resolve(path, relativeTo: inv.context.includeStack.last ?? ""),
            files: SiteRenderer.files(site))
        let receipt = try inv.write(request, shown: path, purpose: .export("site"), at: pathArg.range)
        let pages = site.pages.count
        inv.print(
            "exported site (\(pages) page\(pages == 1 ? "" : "s") and index.html) to \(path)"
                + Invocation.backupNote(receipt, request: request, shown: path))
    }
}
