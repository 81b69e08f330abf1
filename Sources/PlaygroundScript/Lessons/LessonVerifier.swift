/// Verifies a lesson as CI does (`lps lesson --check`): the file replays as a transcript, and in
/// every step the solution passes its check while the untouched placeholder does not.
public enum LessonVerifier {
    /// What verifying one step found.
    public struct StepReport: Codable, Hashable, Sendable {
        public var step: Int
        public var title: String
        /// What went wrong (empty when the step is sound).
        public var problems: [String]
        /// What the check says to the untouched placeholder.
        public var placeholderSays: [String]

        public var passed: Bool { problems.isEmpty }
    }

    /// What verifying a lesson file found.
    public struct Report: Codable, Hashable, Sendable {
        public var file: String
        public var title: String?
        /// The markup could not be read (then nothing else was verified).
        public var formatError: String?
        /// The transcript's differences (`lps check`'s diff), empty when it replays as written.
        public var transcriptDiff: String
        public var steps: [StepReport]

        public var passed: Bool { formatError == nil && transcriptDiff.isEmpty && steps.allSatisfy(\.passed) }

        /// The report as one JSON object: `{"file", "title", "formatError", "transcriptDiff",
        /// "steps": [{"step", "title", "problems", "placeholderSays"}]}` (absent values left out).
        public var json: String { JSONValueEncoder.encode(self).serialized() }
    }

    public static func verify(text: String, file: String, reader: @escaping FileReader) -> Report {
        let lesson: Lesson
        do {
            lesson = try Lesson(text: text, file: file)
        } catch {
            return Report(file: file, title: nil, formatError: error.description, transcriptDiff: "", steps: [])
        }
        let transcript = TranscriptCheck.check(text: text, file: file, reader: reader)
        var run = LessonRun(lesson: lesson, reader: reader)
        var steps: [StepReport] = []
        for step in lesson.steps {
            var problems: [String] = []
            let k = step.number - 1
            run.go(to: k)
            let solutionErrors = errors(run.enterCode(step.solution.code))
            if !solutionErrors.isEmpty, !expectsErrors(step.solution) {
                problems.append("the solution fails: \(solutionErrors[0])")
            }
            let solved = run.check()
            if !solved.passed {
                problems.append(
                    "the solution does not pass its own check: "
                        + solved.differences.map { "\($0.probe): \($0.message)" }.joined(separator: "; "))
            }
            run.go(to: k)
            _ = run.enterCode(step.placeholder)
            let untouched = run.check()
            if untouched.passed {
                problems.append("the untouched placeholder passes the check: the check cannot tell them apart")
            }
            steps.append(
                StepReport(
                    step: step.number, title: step.title, problems: problems,
                    placeholderSays: untouched.differences.map { "\($0.probe): \($0.message)" }))
        }
        return Report(
            file: file, title: lesson.title, formatError: nil, transcriptDiff: transcript.passed ? "" : transcript.diff,
            steps: steps)
    }

    static func errors(_ outputs: [Output]) -> [String] {
        outputs.compactMap { output in
            if case .diagnostic(let text, .error) = output { LessonProbeData.message(text) } else { nil }
        }
    }

    /// Whether the solution's own transcript expects an error (a step that shows one on purpose).
    static func expectsErrors(_ code: LessonCode) -> Bool {
        code.lines.contains { $0.trimmingSpaces.hasASCIIPrefix("#! error:") }
    }
}
