import ArgumentParser
import PlaygroundScript
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Replay a script and write a to-scale picture of its layout (SVG or HTML), or its layout and snapshot as UIKit Swift.",
        discussion: """
            The script runs in a fresh session as 'lps run' runs it (its results are not printed; \
            its diagnostics are); then the picture of the session at its end is written to the \
            file -o names, as the script line 'export svg|html "FILE"' would write it: SVG for a \
            .svg name, an HTML page for .html or .htm. The rules of 'save' apply: a file lps did \
            not write, or wrote as another kind (a script, an SVG for an HTML page), is replaced \
            only with --overwrite, and a replaced one is kept as NAME~. \
            With --animate (HTML only) the page shows the script's last apply: the layouts \
            before and after, with its change batch animated. A .swift name (or --format swift) \
            writes the session's layout and current snapshot as UIKit Swift, as 'export swift' \
            does; --format swift without -o prints it. Exit status 1 when the script fails (a \
            script that is not UTF-8 text included) or the file cannot be written, 2 for a usage \
            error or a script that cannot be read.
            --site DIR writes a static site instead: index.html and a page per statement (its code, \
            output and the picture after it) or, for a lesson, per step (narration, the code it \
            shows, the task, hints, a solution with its picture, what the check compares), linked \
            previous/next, each page standing alone, so the folder opens from file:// or any \
            static host. DIR must be new, empty or a site lps wrote (then kept as DIR~); any other \
            folder is never replaced, so --overwrite does not go with --site.
            """
    )

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("The file to write (.svg, .html, .swift).", valueName: "file"))
    var output: String?

    @Option(
        name: .customLong("format"),
        help: ArgumentHelp(
            "svg, html or swift (default: from the output's name); swift without -o prints the code.",
            valueName: "format"))
    var formatOption: String?

    @Option(help: ArgumentHelp("What to draw: content (the whole content) or viewport.", valueName: "content|viewport"))
    var view: String = "content"

    @Option(help: ArgumentHelp("Pixels per point of the picture's size (0.25 to 8).", valueName: "N"))
    var scale: Double = 1

    @Flag(help: "Show the script's last apply: before and after, with the change batch animated (HTML).")
    var animate = false

    @Option(
        help: ArgumentHelp(
            "Write a static site of the script or lesson to this folder instead of one file.", valueName: "dir"))
    var site: String?

    @Flag(help: "Replace the output file even if lps did not write it, or wrote it as another kind.")
    var overwrite = false

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp("The script to replay.", valueName: "file.lps"))
    var file: String

    var format: String? {
        if let formatOption { return ["svg", "html", "swift"].contains(formatOption) ? formatOption : nil }
        guard let lower = output?.lowercased() else { return nil }
        if lower.hasSuffix(".svg") { return "svg" }
        if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return "html" }
        if lower.hasSuffix(".swift") { return "swift" }
        return nil
    }

    func validate() throws {
        if site != nil {
            if output != nil || formatOption != nil {
                throw ValidationError("--site writes a folder: it does not go with -o or --format")
            }
            if animate || view != "content" || scale != 1 {
                throw ValidationError("--animate, --view and --scale are for one picture, not for --site")
            }
            if overwrite {
                throw ValidationError(
                    "--site replaces only a site lps wrote, never another folder, so it does not go with --overwrite")
            }
            return
        }
        if let formatOption, !["svg", "html", "swift"].contains(formatOption) {
            throw ValidationError("--format must be svg, html or swift, found '\(formatOption)'")
        }
        guard let output else {
            if format == "swift" { return }
            throw ValidationError(
                "name the file to write with -o FILE (.svg, .html or .swift), or print Swift with --format swift")
        }
        guard let format else {
            throw ValidationError("the output must end in .svg, .html or .swift (or give --format), found '\(output)'")
        }
        if format == "swift" {
            if animate {
                throw ValidationError("--animate needs an .html output (Swift is the layout and the snapshot)")
            }
            if view != "content" || scale != 1 {
                throw ValidationError("--view and --scale are for pictures, not for Swift")
            }
        }
        if view != "content" && view != "viewport" {
            throw ValidationError("--view must be content or viewport, found '\(view)'")
        }
        if !(scale >= 0.25 && scale <= 8) { throw ValidationError("--scale must be between 0.25 and 8") }
        if animate && format != "html" {
            throw ValidationError("--animate needs an .html output (an SVG does not animate here)")
        }
    }

    func run() throws {
        let text: String
        do { text = try FileSystem.readText(file) } catch {
            Console.error(error.description)
            throw ExitCode(error.isContentError ? 1 : 2)
        }
        if let site {
            try writeSite(text: text, to: site)
            return
        }
        var playground = Playground(options: common.playgroundOptions)
        let result = playground.run(
            script: text, file: file, keepGoing: false, reader: fileReader, writer: fileWriterForThisTask())
        // Diagnostics only: the picture is the result.
        _ = OutputSink.handle(
            result.outputs.filter {
                switch $0 {
                case .text, .stream: false
                case .diagnostic, .effect: true
                }
            })
        if result.failed { throw ExitCode(1) }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        var line: String
        if let output {
            // The output is relative to where lps runs, not to the script.
            let path = output.hasPrefix("/") ? output : FileSystem.currentDirectory() + "/" + output
            line =
                format == "swift"
                ? "export swift \(quote(path)) title: \(quote(name))"
                : "export \(format ?? "svg") \(quote(path)) view: \(view) scale: \(Format.number(scale)) title: \(quote(name))"
        } else {
            line = "export swift title: \(quote(name))"
        }
        if animate { line += " animate: true" }
        if overwrite, output != nil { line += " overwrite: true" }
        // The picture is asked for as the line above, which a located error shows as '<lps render>:1';
        // a refusal --overwrite would lift is worded for this command line instead (see `refusal`).
        let refusals = Refusals()
        let write = fileWriterForThisTask()
        let outputs = playground.execute(
            line: line, at: SourceLocation(file: "<lps render>", line: 1), reader: fileReader,
            writer: { request in
                do {
                    return try write(request)
                } catch let failure as WriteFailure {
                    if failure.refusal(writing: request.kind) != nil {
                        refusals.last.withLock { $0 = (failure, request.kind) }
                    }
                    throw failure
                }
            })
        if let (failure, kind) = refusals.last.withLock({ $0 }), let output,
            let error = Self.refusal(failure, writing: kind, to: output)
        {
            _ = OutputSink.handle(outputs.filter { !$0.isError })
            Console.err(
                common.json
                    ? DiagnosticRenderer.json(error)
                    : DiagnosticRenderer.render(error, color: common.playgroundOptions.color))
            throw ExitCode(1)
        }
        let outcome = OutputSink.handle(outputs)
        if outcome.hadError { throw ExitCode(1) }
    }

    /// `--site DIR`: the site of the script or lesson, written as one folder. A script that stops at
    /// an error it does not expect writes nothing (exit 1), as a picture is not written then.
    func writeSite(text: String, to named: String) throws {
        var folder = named
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        var options = common.playgroundOptions
        options.color = false
        let made: Site
        if Lesson.isLesson(text) {
            let lesson: Lesson
            do { lesson = try Lesson(text: text, file: file) } catch {
                Console.error(error.description)
                throw ExitCode(1)
            }
            made = Site.lesson(lesson, options: options, reader: fileReader)
        } else {
            made = Site.script(text: text, file: file, options: options, reader: fileReader)
            if made.failed {
                let shown = made.pages.last?.blocks.last?.output.filter { $0.kind != .text }.map(\.text) ?? []
                for line in shown { Console.err(line) }
                throw ExitCode(1)
            }
        }
        let path = folder.hasPrefix("/") ? folder : FileSystem.currentDirectory() + "/" + folder
        let receipt: WriteReceipt
        do {
            receipt = try fileWriter(WriteRequest(folder: path, files: SiteRenderer.files(made)))
        } catch {
            var reason = "\(error)"
            if case .failed(let why) = error as? WriteFailure { reason = why }
            Console.error("cannot write '\(folder)': \(reason)")
            throw ExitCode(1)
        }
        let pages = made.pages.count
        let noun = made.kind == .lesson ? "step" : "statement"
        var line = "wrote a site of \(pages) \(noun)\(pages == 1 ? "" : "s") to \(folder)/index.html"
        if let backup = receipt.backup {
            line += " (the previous site is kept as '\(backup == path + "~" ? folder + "~" : backup)')"
        }
        Console.out(line)
        Console.flush()
    }

    /// The refusal to replace `output` (a file lps did not write, or wrote as another kind), with the
    /// flag that lifts it: the script line's `overwrite: true` is not this command's to give.
    static func refusal(_ failure: WriteFailure, writing kind: WrittenFileKind?, to output: String) -> ScriptError? {
        guard let refusal = failure.refusal(writing: kind) else { return nil }
        return ScriptError(
            "cannot write '\(output)': \(refusal.reason)",
            help: "to replace it\(failure == .notWrittenByLPS ? "" : " anyway"), add --overwrite",
            notes: [refusal.note])
    }

    /// The last write the writer refused that --overwrite would allow, and the kind it was writing.
    private final class Refusals: Sendable {
        let last = Mutex<(WriteFailure, WrittenFileKind?)?>(nil)
    }

    private func quote(_ s: String) -> String {
        var out = "\""
        for c in s {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(c)
            }
        }
        return out + "\""
    }
}
