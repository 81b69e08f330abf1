import CLibEdit
import PlaygroundScript

/// What a TAB press does to the line, decided from the text around the cursor and the
/// playground's completions, without the terminal (the line editor carries it out).
enum TabAction: Equatable {
    /// Delete `deleting` Unicode scalars before the cursor (libedit counts wide characters,
    /// one per scalar), then insert `inserting` at the cursor.
    case edit(deleting: Int, inserting: String)
    /// Show these candidates below the line, then redraw it.
    case list([String])
    /// Nothing to complete.
    case beep
}

enum TabCompletion {
    /// Spaces a TAB inserts where it cannot complete: up to the next multiple of this column.
    static let tabWidth = 4
    /// A single completed word gets a space after it, unless it ends with one of these (a path,
    /// an argument or a string still being typed).
    static let noSpaceAfter: Set<Character> = ["/", "=", "(", ".", ":", "\""]

    /// - Parameters:
    ///   - before: the line up to the cursor; `after`: the rest.
    ///   - pasting: more input is already waiting (pasted text): a TAB is only whitespace.
    ///   - complete: the playground's completions for (line, cursor as a Character offset).
    static func action(
        before: String, after: String, pasting: Bool,
        complete: (_ line: String, _ cursor: Int) -> Completion
    ) -> TabAction {
        // In the indentation at the start of a line, or in a paste, TAB indents (with spaces: a
        // literal tab never enters the line). Anywhere else it completes, after a space too
        // (`appendItems([a], ` + TAB offers `toSection:`).
        if pasting || before.allSatisfy({ $0 == " " || $0 == "\t" }) {
            return .edit(deleting: 0, inserting: String(repeating: " ", count: tabWidth - before.count % tabWidth))
        }
        let completion = complete(before + after, before.count)
        let wordStart = min(max(0, completion.wordStart), before.count)
        let typed = String(before.dropFirst(wordStart))
        var candidates: [String] = []
        for candidate in completion.candidates where !candidate.isEmpty && !candidates.contains(candidate) {
            candidates.append(candidate)
        }
        switch candidates.count {
        case 0:
            return .beep
        case 1:
            let word = candidates[0]
            // A name may go on with `.member`, `(` or `,`: only a whole word gets a space.
            let space = completion.endsWord && after.isEmpty && !(word.last.map(noSpaceAfter.contains) ?? true)
            return replacing(typed, with: word + (space ? " " : ""))
        default:
            let common = commonPrefix(candidates)
            if common.count > typed.count, common.hasPrefix(typed) {
                return replacing(typed, with: common)
            }
            return .list(candidates)
        }
    }

    /// File names for a path being typed (`include "play` → `playground-scripts/`): the entries of
    /// its directory that start with its last component, directories with a trailing "/", script
    /// files (.lps, .swift) and folders first-class; other files only when nothing else matches.
    static func fileCandidates(for typed: String, entries: (String) -> [String]) -> [String] {
        let slash = typed.lastIndex(of: "/")
        let directory = slash.map { String(typed[...$0]) } ?? ""
        let partial = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let names = entries(directory.isEmpty ? "" : directory).filter { $0.hasPrefix(partial) }
        let scripts = names.filter { $0.hasSuffix("/") || $0.hasSuffix(".lps") || $0.hasSuffix(".swift") }
        return (scripts.isEmpty ? names : scripts).map { directory + $0 }
    }

    /// Inserts only the rest when `word` extends what was typed; otherwise replaces it.
    private static func replacing(_ typed: String, with word: String) -> TabAction {
        if word.hasPrefix(typed) {
            return .edit(deleting: 0, inserting: String(word.dropFirst(typed.count)))
        }
        return .edit(deleting: typed.unicodeScalars.count, inserting: word)
    }

    /// The longest common prefix, by Characters.
    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var length = 0
            while length < prefix.count, length < characters.count, prefix[length] == characters[length] {
                length += 1
            }
            prefix.removeSubrange(length...)
        }
        return String(prefix)
    }

    /// Candidates in columns, column-major like `ls`, each line without trailing spaces.
    static func columns(_ candidates: [String], width: Int, displayWidth: (String) -> Int = terminalWidth) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let widths = candidates.map(displayWidth)
        let cellWidth = (widths.max() ?? 0) + 2
        let perRow = max(1, (width > 0 ? width : 80) / cellWidth)
        let rows = (candidates.count + perRow - 1) / perRow
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            var index = row
            while index < candidates.count {
                line += candidates[index]
                if index + rows < candidates.count {
                    line += String(repeating: " ", count: max(0, cellWidth - widths[index]))
                }
                index += rows
            }
            lines.append(line)
        }
        return lines
    }

    /// Columns `text` takes on the terminal (wide characters count two).
    static func terminalWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + max(0, Int(lps_wcwidth($1.value))) }
    }
}
