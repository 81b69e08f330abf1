/// How far an attendee got in a lesson, kept between runs so a lesson resumes: the step, the
/// steps whose check passed, the hints and solutions shown, and what they typed in the step
/// they were on. Its text form (`text`, `init(text:)`) is what `lps lesson` keeps in a file
/// whose first line is the marker of `WrittenFileKind.progress`.
public struct LessonProgress: Codable, Hashable, Sendable {
    /// The lesson file's name and title, to tell a progress file of another lesson.
    public var lesson: String
    public var title: String
    /// The current step, 1-based.
    public var step = 1
    /// Steps whose check passed (1-based, ascending): only a check that passed adds one.
    public var solved: [Int] = []
    /// How many hints were shown, per step.
    public var hintsShown: [Int: Int] = [:]
    /// Steps whose solution was shown.
    public var solutionsShown: [Int] = []
    /// The statements that ran without error, per step (each may span lines).
    public var attempts: [Int: [String]] = [:]

    public init(lesson: String, title: String) {
        self.lesson = lesson
        self.title = title
    }

    /// The first line of a progress file.
    public static var marker: String {
        WrittenFileKind.progress.marker("the progress of a lesson; 'lps lesson FILE' resumes it")
    }

    /// The progress as the lines of its file, the marker first.
    public var text: String {
        var out = [Self.marker, "lesson: " + lesson, "title: " + title, "step: \(step)"]
        out.append("solved:" + solved.map { " \($0)" }.joined())
        out.append("solutions shown:" + solutionsShown.map { " \($0)" }.joined())
        out.append("hints:" + hintsShown.keys.sorted().map { " \($0)=\(hintsShown[$0] ?? 0)" }.joined())
        for step in attempts.keys.sorted() {
            out.append("attempt \(step)")
            for statement in attempts[step] ?? [] {
                for (i, line) in statement.sourceLines.enumerated() { out.append((i == 0 ? "> " : "| ") + line) }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Reads a progress file's text; nil when it is not one (no marker, or lines it cannot read).
    public init?(text: String) {
        let lines = text.sourceLines
        guard let first = lines.first, first.hasPrefix(WrittenFileKind.progress.markerPrefix) else { return nil }
        self.init(lesson: "", title: "")
        var current: Int?
        func numbers(_ s: Substring) -> [Int]? {
            let words = s.split(separator: " ")
            let values = words.compactMap { Int($0) }
            return values.count == words.count ? values : nil
        }
        for line in lines.dropFirst() where !line.isEmpty {
            if line.hasPrefix("lesson: ") {
                lesson = String(line.dropFirst(8))
            } else if line.hasPrefix("title: ") {
                title = String(line.dropFirst(7))
            } else if line.hasPrefix("step: ") {
                guard let n = Int(line.dropFirst(6)), n >= 1 else { return nil }
                step = n
            } else if line.hasPrefix("solved:") {
                guard let list = numbers(line.dropFirst(7)) else { return nil }
                solved = list
            } else if line.hasPrefix("solutions shown:") {
                guard let list = numbers(line.dropFirst(16)) else { return nil }
                solutionsShown = list
            } else if line.hasPrefix("hints:") {
                for pair in line.dropFirst(6).split(separator: " ") {
                    let parts = pair.split(separator: "=")
                    guard parts.count == 2, let s = Int(parts[0]), let n = Int(parts[1]), n >= 0 else { return nil }
                    hintsShown[s] = n
                }
            } else if line.hasPrefix("attempt ") {
                guard let n = Int(line.dropFirst(8)) else { return nil }
                current = n
                attempts[n] = []
            } else if line.hasPrefix("> ") || line == ">" {
                guard let n = current else { return nil }
                attempts[n, default: []].append(String(line.dropFirst(2)))
            } else if line.hasPrefix("| ") || line == "|" {
                guard let n = current, var list = attempts[n], let last = list.popLast() else { return nil }
                list.append(last + "\n" + line.dropFirst(2))
                attempts[n] = list
            } else {
                return nil
            }
        }
    }
}
