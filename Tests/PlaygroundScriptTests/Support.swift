import Synchronization
import Testing

@testable import PlaygroundScript

/// An in-memory file system for includes.
func reader(_ files: [String: String]) -> FileReader {
    { path in
        guard let text = files[path] else { throw MissingFile(path: path) }
        return text
    }
}

struct MissingFile: Error, CustomStringConvertible {
    var path: String
    var description: String { "no such file" }
}

/// An in-memory disk for `save` and `record`: every write in order, and paths made to fail.
final class MemoryDisk: Sendable {
    private let state = Mutex<(writes: [WriteRequest], failing: [String: WriteFailure])>(([], [:]))

    /// The writes carried out so far, oldest first.
    var writes: [WriteRequest] { state.withLock { $0.writes } }
    /// The last contents written to `path`.
    func contents(_ path: String) -> String? { writes.last { $0.path == path }?.contents }

    /// From now on, writing `path` fails with `failure` (nil: succeeds again).
    func fail(_ path: String, with failure: WriteFailure? = .failed(reason: "no space left on device")) {
        state.withLock { $0.failing[path] = failure }
    }

    var writer: FileWriter {
        { [self] request in
            // Like the shell: replacing a file it wrote keeps the previous version as NAME~.
            let (failure, replaced) = state.withLock { state -> (WriteFailure?, Bool) in
                if let failure = state.failing[request.path] { return (failure, false) }
                let replaced = state.writes.contains { $0.path == request.path }
                state.writes.append(request)
                return (nil, replaced)
            }
            if let failure { throw failure }
            return WriteReceipt(backup: replaced ? request.path + "~" : nil)
        }
    }
}

/// Runs lines in one playground and returns stdout and stderr text per line.
struct Harness {
    var playground = Playground(options: PlaygroundOptions(color: false))
    var files: [String: String] = [:]
    let disk = MemoryDisk()
    var lineNumber = 0

    /// Runs `line` and returns its outputs.
    mutating func outputs(_ line: String) -> [Output] {
        lineNumber += 1
        return playground.execute(
            line: line, at: SourceLocation(file: "test.lps", line: lineNumber), reader: reader(files),
            writer: disk.writer)
    }

    /// Runs `line`; returns (stdout lines, diagnostics).
    @discardableResult
    mutating func run(_ line: String) -> (out: [String], diagnostics: [String]) {
        let outputs = outputs(line)
        var out: [String] = []
        var diags: [String] = []
        for o in outputs {
            switch o {
            case .text(let t): out.append(t)
            case .stream(let s): out += s.lines
            case .diagnostic(let d, _): diags.append(d)
            case .effect: break
            }
        }
        return (out, diags)
    }

    /// Runs `line` and returns its stdout, expecting no diagnostics.
    mutating func ok(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let (out, diags) = run(line)
        #expect(diags.isEmpty, "unexpected diagnostics for '\(line)': \(diags)", sourceLocation: sourceLocation)
        return out
    }

    /// Runs `line`; returns (stdout lines, diagnostics), expecting no error among them (notes are fine: what
    /// the inert rule accepts is named in one).
    @discardableResult
    mutating func runWithoutErrors(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> (out: [String], diagnostics: [String])
    {
        let (out, diags) = run(line)
        #expect(
            !diags.contains { $0.hasPrefix("error") }, "unexpected error for '\(line)': \(diags)",
            sourceLocation: sourceLocation)
        return (out, diags)
    }

    /// Runs `line` and returns its first diagnostic, expecting one.
    mutating func error(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let (_, diags) = run(line)
        #expect(!diags.isEmpty, "expected an error for '\(line)'", sourceLocation: sourceLocation)
        return diags.first ?? ""
    }
}

/// Runs a script as `lps check` does (a fresh session, iPhone 15 by default) and returns what it
/// printed: its standard output lines, and its diagnostic lines (the first line of each error and
/// warning; with `everyDiagnosticLine`, every `#!` line, notes and carets included).
func checkedTranscript(_ script: String, everyDiagnosticLine: Bool = false) -> (out: [String], diagnostics: [String]) {
    let result = TranscriptCheck.check(text: script, file: "test.lps", reader: { _ in "" })
    var out: [String] = []
    var diagnostics: [String] = []
    for line in result.updatedText.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("#> ") || line == "#>" { out.append(String(line.dropFirst(3))) }
        let isDiagnostic =
            everyDiagnosticLine ? line.hasPrefix("#! ") : (line.hasPrefix("#! error:") || line.hasPrefix("#! warning:"))
        if isDiagnostic { diagnostics.append(String(line.dropFirst(3))) }
    }
    return (out, diagnostics)
}

/// Runs a whole pasted file as `lps run` does (stopping at the first error): its printed text, whether
/// it failed, and every line printed with diagnostics included.
func runPasted(_ script: String) -> (out: [String], failed: Bool, all: [String]) {
    var p = Playground(options: PlaygroundOptions(color: false))
    let r = p.run(script: script, file: "Pasted.swift", keepGoing: false, reader: reader([:]))
    var texts: [String] = []
    var all: [String] = []
    for o in r.outputs {
        switch o {
        case .text(let t):
            texts.append(t)
            all.append(t)
        case .diagnostic(let d, _): all.append(d)
        default: break
        }
    }
    return (texts, r.failed, all)
}
