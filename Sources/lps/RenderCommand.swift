import ArgumentParser
import PlaygroundScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Replay a script and write a to-scale picture of its layout (SVG or HTML).",
        discussion: """
            The script runs in a fresh session as 'lps run' runs it (its results are not printed; \
            its diagnostics are); then the picture of the session at its end is written to the \
            file -o names, as the script line 'export svg|html "FILE"' would write it: SVG for a \
            .svg name, an HTML page for .html or .htm. The rules of 'save' apply: a file lps did \
            not write is replaced only with --overwrite, and a replaced one is kept as NAME~. \
            With --animate (HTML only) the page shows the script's last apply: the layouts \
            before and after, with its change batch animated. Exit status 1 when the script \
            fails or the picture cannot be written, 2 for a usage error or an unreadable script.
            """
    )

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The picture to write (.svg, .html).", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("What to draw: content (the whole content) or viewport.", valueName: "content|viewport"))
    var view: String = "content"

    @Option(help: ArgumentHelp("Pixels per point of the picture's size (0.25 to 8).", valueName: "N"))
    var scale: Double = 1

    @Flag(help: "Show the script's last apply: before and after, with the change batch animated (HTML).")
    var animate = false

    @Flag(help: "Replace the output file even if lps did not write it.")
    var overwrite = false

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp("The script to replay.", valueName: "file.lps"))
    var file: String

    var format: String? {
        let lower = output.lowercased()
        if lower.hasSuffix(".svg") { return "svg" }
        if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return "html" }
        return nil
    }

    func validate() throws {
        guard let format else { throw ValidationError("the output must end in .svg or .html, found '\(output)'") }
        if view != "content" && view != "viewport" { throw ValidationError("--view must be content or viewport, found '\(view)'") }
        if !(scale >= 0.25 && scale <= 8) { throw ValidationError("--scale must be between 0.25 and 8") }
        if animate && format != "html" { throw ValidationError("--animate needs an .html output (an SVG does not animate here)") }
    }

    func run() throws {
        let text: String
        do { text = try FileSystem.readText(file) } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
        var playground = Playground(options: common.playgroundOptions)
        let result = playground.run(script: text, file: file, keepGoing: false, reader: fileReader, writer: fileWriterForThisTask())
        // Diagnostics only: the picture is the result.
        _ = OutputSink.handle(result.outputs.filter { if case .text = $0 { false } else { true } })
        if result.failed { throw ExitCode(1) }
        // The output is relative to where lps runs, not to the script.
        let path = output.hasPrefix("/") ? output : FileSystem.currentDirectory() + "/" + output
        let name = file.split(separator: "/").last.map(String.init) ?? file
        var line = "export \(format ?? "svg") \(quote(path)) view: \(view) scale: \(Format.number(scale)) title: \(quote(name))"
        if animate { line += " animate: true" }
        if overwrite { line += " overwrite: true" }
        // The picture is asked for as the line above, which a located error shows as '<lps render>:1'.
        let outputs = playground.execute(line: line, at: SourceLocation(file: "<lps render>", line: 1),
                                         reader: fileReader, writer: fileWriterForThisTask())
        let outcome = OutputSink.handle(outputs)
        if outcome.hadError { throw ExitCode(1) }
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
