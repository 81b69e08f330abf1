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

/// Runs lines in one playground and returns stdout and stderr text per line.
struct Harness {
    var playground = Playground(options: PlaygroundOptions(color: false))
    var files: [String: String] = [:]
    var lineNumber = 0

    /// Runs `line`; returns (stdout lines, diagnostics).
    @discardableResult
    mutating func run(_ line: String) -> (out: [String], diagnostics: [String]) {
        lineNumber += 1
        let outputs = playground.execute(line: line, at: SourceLocation(file: "test.lps", line: lineNumber), reader: reader(files))
        var out: [String] = [], diags: [String] = []
        for o in outputs {
            switch o {
            case .text(let t): out.append(t)
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

    /// Runs `line` and returns its first diagnostic, expecting one.
    mutating func error(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let (_, diags) = run(line)
        #expect(!diags.isEmpty, "expected an error for '\(line)'", sourceLocation: sourceLocation)
        return diags.first ?? ""
    }
}

import Testing
