import PlaygroundScript

// The workshop's JSON bodies, each a Codable value (requests decoded, responses encoded; no JSON
// is built by hand). Attendee requests carry their session in the `X-LPS-Attendee` header, the
// teacher's the token in `X-LPS-Teacher`, and on a LAN every attendee request the join code in
// `X-LPS-Join`.

/// `POST /api/join`: a new attendee session.
public struct JoinRequest: Codable, Sendable {
    /// What the teacher's list calls the attendee (trimmed, at most 40 characters).
    public var name: String?
    public init(name: String? = nil) { self.name = name }
}

/// `POST /api/run`, `POST /api/check`: the editor's whole text.
public struct CodeRequest: Codable, Sendable {
    public var code: String
    public init(code: String) { self.code = code }
}

/// `POST /api/step`: go to a step (1-based).
public struct StepRequest: Codable, Sendable {
    public var step: Int
    public init(step: Int) { self.step = step }
}

/// `POST /api/teacher/project`: put an attendee's picture on the projector (nil: nobody's).
public struct ProjectRequest: Codable, Sendable {
    public var attendee: Int?
    public init(attendee: Int?) { self.attendee = attendee }
}

/// Any refusal: `{"error": "..."}`, with the HTTP status saying which kind.
public struct ErrorBody: Codable, Sendable {
    public var error: String
}

/// `POST /api/join`'s answer: the session's token (kept by the page) and its state.
public struct JoinResponse: Codable, Sendable {
    public var token: String
    public var state: AttendeeState
}

/// One line of output: `text` (a result), `error`, `warning` or `note`.
public struct OutputLine: Codable, Hashable, Sendable {
    public var kind: String
    public var text: String
}

/// A statement the lesson or the attendee ran, with what it printed.
public struct StatementView: Codable, Hashable, Sendable {
    /// The 1-based editor line it starts on (0 for the step's own shown code).
    public var line: Int
    public var code: [String]
    public var output: [OutputLine]
}

/// Where the first error is in the editor, to mark it.
public struct ErrorMark: Codable, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String
}

/// A file a statement asked to write (`save`, `record`, `export`): offered as a download instead.
public struct Download: Codable, Hashable, Sendable {
    /// The file's name (its last path component).
    public var name: String
    public var contents: String
}

/// What running the editor's text gave.
public struct RunView: Codable, Hashable, Sendable {
    public var statements: [StatementView]
    public var error: ErrorMark?
    /// `frames` as the terminal prints it (at most `WorkshopConfiguration.framesLines` lines).
    public var frames: [String]
    public var downloads: [Download]
}

/// The step as the attendee sees it.
public struct StepView: Codable, Hashable, Sendable {
    public var number: Int
    public var count: Int
    public var title: String
    public var narration: [String]
    /// The task's starting code.
    public var placeholder: [String]
    /// The step's `#% show` code and what it printed.
    public var shown: [StatementView]
    public var hintCount: Int
}

/// Everything an attendee's page shows.
public struct AttendeeState: Codable, Sendable {
    public var lesson: String
    public var attendee: Int
    public var name: String
    public var step: StepView
    /// The editor's text for this step (the placeholder until the attendee runs something).
    public var code: String
    public var hints: [String]
    /// The step's solution, once asked for.
    public var solution: [String]?
    public var solved: [Int]
    public var run: RunView?
    public var check: LessonCheckResult?
    /// A remark on the last request ("no more hints").
    public var message: String?
    /// The session's picture now (after the last run, or the step's start: an `<svg>`, or a
    /// paragraph saying why there is none) and its caption.
    public var picture: String
    public var caption: String
}

/// A check as the teacher's list shows it.
public struct CheckSummary: Codable, Hashable, Sendable {
    public var step: Int
    public var passed: Bool
    /// The first difference, when it did not pass.
    public var message: String?
}

/// One row of the teacher's list.
public struct AttendeeSummary: Codable, Hashable, Sendable {
    public var id: Int
    public var name: String
    public var step: Int
    public var stepTitle: String
    public var solved: [Int]
    public var hintsShown: Int
    public var lastCheck: CheckSummary?
    public var idleSeconds: Int
}

/// `GET /api/teacher`: the lesson and every attendee.
public struct TeacherState: Codable, Sendable {
    public var lesson: String
    public var steps: Int
    public var attendees: [AttendeeSummary]
    /// Whose picture the projector shows.
    public var projected: Int?
    /// The address attendees open.
    public var joinURL: String
}

/// `GET /api/projector`: the projected attendee's picture, code and last statement.
public struct ProjectorState: Codable, Sendable {
    /// Changes whenever anything shown does.
    public var version: String
    public var attendee: Int?
    public var name: String?
    public var step: Int?
    public var stepTitle: String?
    public var code: String
    /// The statement just run and its output (the last the attendee ran).
    public var statement: StatementView?
    public var picture: String
    public var caption: String
    public var check: CheckSummary?
}
