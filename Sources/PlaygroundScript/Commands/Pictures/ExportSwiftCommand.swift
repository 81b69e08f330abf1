import PlaygroundCore

/// `export swift ["file"] [title: "text"] [overwrite: true]`: the session's layout and current
/// snapshot as UIKit Swift (`SwiftExport`), printed, or written through the safe writer.
enum ExportSwiftCommand {
    /// The part of `help export` about Swift.
    static let details = [
        "export swift prints the session's layout and current snapshot as UIKit Swift that compiles unchanged:",
        "import UIKit, func createLayout() -> UICollectionViewLayout building the NSCollectionLayout* objects",
        "(items, nested and custom groups, sections, headers and footers, badges, backgrounds, list configurations,",
        "the layout configuration), func makeSnapshot() building the applied NSDiffableDataSourceSnapshot, and",
        "makeSectionSnapshot(for:) for outline sections. Identifiers are written as Int, as the session's enum, or",
        "as String (with a comment saying what they were). A layout made by a section provider (or by layout.use",
        "rules) is written as the section it made for each section index, in a switch, with a comment saying so.",
        "What UIKit Swift cannot say (sizes given with 'fit', an item's zIndex) is a comment. With a file name",
        "it writes the file instead, whose first line is '// written by lps (swift): export swift'.",
    ]

    static func run(_ inv: inout Invocation) throws(ScriptError) {
        let pathArg = inv.take(nil)
        let path = try pathArg.map { (a: Arg) throws(ScriptError) in try inv.filePath(a.value) }
        let title = try inv.titleArgument()
        try inv.refusePictureOptions(
            "is for pictures (svg, html), not for export swift", help: "export swift \"Layout.swift\"")
        let overwriteArg = inv.take("overwrite")
        let overwrite =
            try overwriteArg.map { (a: Arg) throws(ScriptError) in try inv.bool(a.value, "overwrite") } ?? false
        if let overwriteArg, path == nil {
            throw ScriptError(
                "overwrite: needs a file to write", at: overwriteArg.labelRange ?? overwriteArg.range,
                help: "export swift \"Layout.swift\" overwrite: true")
        }
        try inv.finish()
        let named =
            title ?? inv.context.displayStack.first.map { $0.hasPrefix("<") ? "lps" : Paths.lastComponent($0) } ?? "lps"
        let contents = try SwiftExport.make(inv.session, title: named)
        guard let path, let pathArg else {
            for line in contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                inv.print(String(line))
            }
            return
        }
        let request = WriteRequest(
            path: Paths.resolve(path, relativeTo: inv.context.includeStack.last ?? ""),
            contents: contents, overwrite: overwrite)
        let receipt = try inv.write(request, shown: path, purpose: .export("swift"), at: pathArg.range)
        let lines = contents.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        inv.print(
            "exported swift (\(lines) lines: createLayout()\(contents.contains("\nfunc makeSnapshot()") ? ", makeSnapshot()" : "")"
                + "\(contents.contains("\nfunc makeSectionSnapshot(") ? ", makeSectionSnapshot(for:)" : "")) to \(path)"
                + Invocation.backupNote(receipt, request: request, shown: path))
    }
}

extension Invocation {
    /// `title: "..."` of `export swift` and `export site`: a quoted string, or nil when not given.
    mutating func titleArgument() throws(ScriptError) -> String? {
        try take("title").map { (a: Arg) throws(ScriptError) -> String in
            guard case .string(let text, _) = a.value else {
                throw ScriptError("title must be a \"quoted string\", found '\(a.value.spelling)'", at: a.value.range)
            }
            return text
        }
    }

    /// `view:`, `scale:` and `animate:` belong to one picture; an export of another kind refuses each with
    /// `reason` ("view: is for pictures ...").
    mutating func refusePictureOptions(_ reason: String, help: String) throws(ScriptError) {
        for label in ["view", "scale", "animate"] {
            if let a = take(label) {
                throw ScriptError("\(label): \(reason)", at: a.labelRange ?? a.range, help: help)
            }
        }
    }
}
