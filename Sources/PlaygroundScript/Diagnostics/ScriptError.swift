/// A problem with a line, structured: what, where in the line, and how to fix it.
/// Worded like a compiler: lowercase, no trailing period, the culprit quoted.
public struct ScriptError: Error, Hashable, Sendable {
    public var message: String
    /// The culprit within the line; `nil` when the whole line (or nothing in particular) is meant.
    public var range: ColumnRange?
    /// `= help:` line, typically "did you mean 'x'?".
    public var help: String?
    /// `= note:` lines (the exception UIKit would raise is `exception`, rendered first).
    public var notes: [String]
    /// The exception UIKit would raise, name and reason
    /// (`NSInternalInconsistencyException: Invalid update: …`), quoted so a learner recognises it
    /// from a crash log; nil when UIKit would not raise.
    public var exception: String?
    /// Set once the error has been placed in a file (innermost include wins).
    public var location: ErrorLocation?
    /// What the error is, for code that reacts to it (never its wording): nil for most errors.
    public var kind: Kind?

    public enum Kind: Hashable, Sendable {
        /// A line that starts with a word that is no command (`fram section: 0`).
        case unknownCommand(String)
        /// A `throw` of the program, numbered per evaluator (its value is kept for `catch`).
        case thrownByProgram(Int)
        /// A task awaiting a continuation that nothing resumes: the task ends there (see `Continuations`).
        case taskSuspended
        /// A name nothing declares (`cannot find 'SectionModel' in scope`).
        case unknownName(String)
    }

    public init(
        _ message: String, at range: ColumnRange? = nil, help: String? = nil, notes: [String] = [],
        exception: String? = nil
    ) {
        self.message = message
        self.range = range
        self.help = help
        self.notes = notes
        self.exception = exception
    }

    /// The error UIKit would raise, quoted so it is recognisable from a crash log.
    public static func uikit(
        _ message: String, exception: String, at range: ColumnRange? = nil,
        help: String? = nil
    ) -> ScriptError {
        ScriptError(message, at: range, help: help, exception: exception)
    }

    /// `unknown command 'word'`.
    public static func unknownCommand(_ word: String, at range: ColumnRange?) -> ScriptError {
        var e = ScriptError("unknown command '\(word)'", at: range)
        e.kind = .unknownCommand(word)
        return e
    }

    /// Adds "did you mean '…'?" when a candidate is close to `word` (it replaces a general hint:
    /// the nearest name is the better help).
    public func suggesting(_ word: String, from candidates: some Sequence<String>) -> ScriptError {
        var copy = self
        if let best = EditDistance.closest(to: word, in: candidates) {
            copy.help = "did you mean '\(best)'?"
        }
        return copy
    }
}

/// The file position of an error, with the line text for the caret excerpt.
public struct ErrorLocation: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var text: String
}

/// Warnings and notes produced by successful commands (UIKit's quiet behaviours, layout pitfalls).
public struct Remark: Hashable, Sendable {
    public var severity: Severity
    public var message: String
    public var help: String?

    public init(_ severity: Severity, _ message: String, help: String? = nil) {
        self.severity = severity
        self.message = message
        self.help = help
    }
}

public enum EditDistance {
    /// Edit distance counting a swap of neighbours as one edit (optimal string alignment), case-insensitive.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased())
        let y = Array(b.lowercased())
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }

    /// The nearest candidate within a third of the word's length (at least 1, at most 3 edits);
    /// ties go to the alphabetically first, so suggestions are deterministic.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        guard word.count <= 64 else { return nil }
        let limit = Swift.min(3, Swift.max(1, word.count / 3))
        var best: (Int, String)?
        for c in candidates where c != word && c.count <= 64 {
            let d = distance(word, c)
            // Labels carry their colon: 'width:' is a prefix of 'widthDimension:'.
            let stem = word.hasSuffix(":") ? String(word.dropLast()) : word
            let prefixBonus = c.lowercased().hasPrefix(stem.lowercased()) && stem.count >= 3
            let score = prefixBonus ? 0 : d
            // A word replaced outright ('e' for '3') is not a near miss.
            guard score <= limit, d < Swift.max(word.count, c.count) else { continue }
            if let b = best, score > b.0 || (score == b.0 && c >= b.1) { continue }
            best = (score, c)
        }
        return best?.1
    }
}
