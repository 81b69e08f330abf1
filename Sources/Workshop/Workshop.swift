import Foundation
import PlaygroundScript
import Synchronization

/// How a workshop runs: where it listens, the attendees' budgets, how long an idle session lives.
public struct WorkshopConfiguration: Sendable {
    /// The address it listens on (loopback unless `lps serve --host` says otherwise) and its port.
    public var host = "127.0.0.1"
    public var port = 0
    /// Steps one unit of an attendee's Swift may take (`Settings.stepBudget`; the playground's own
    /// default is 3,000,000).
    public var stepBudget = 1_000_000
    /// Bytes an attendee's session may hold (`Settings.memoryBudget`; the playground's default is 1 GiB).
    public var memoryBudget = 64 << 20
    /// A session nobody used for this long ends.
    public var idleTimeout: Duration = .seconds(30 * 60)
    /// How long one run (or check) of an attendee's code may take before it is stopped.
    public var runDeadline: Duration = .seconds(3)
    /// Sessions at once.
    public var maxAttendees = 500
    /// The editor's text: bytes and lines.
    public var maxCodeBytes = 64 << 10
    public var maxCodeLines = 2_000
    /// Lines of `frames` a run shows.
    public var framesLines = 400
    /// Files one run may offer as downloads, and the bytes of each.
    public var maxDownloads = 8
    public var maxDownloadBytes = 4 << 20
    /// The teacher's token (in the teacher's URL) and the join code (in the attendees' URL on a LAN).
    public var teacherToken = Workshop.randomToken(bytes: 16)
    public var joinCode = Workshop.randomCode()

    public init() {}
}

/// A request as the web server received it.
public struct WorkshopRequest: Sendable {
    public var method: String
    /// The path without its query.
    public var path: String
    public var query: [String: String]
    /// Header names lowercased.
    public var headers: [String: String]
    public var body: [UInt8]

    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
        self.body = body
    }

    /// `/teacher?token=abc` as a request (for tests and for servers that hand over the whole target).
    public init(method: String, target: String, headers: [String: String] = [:], body: [UInt8] = []) {
        var query: [String: String] = [:]
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = String(kv[0]).removingPercentEncoding ?? String(kv[0])
                let value = kv.count == 2 ? (String(kv[1]).removingPercentEncoding ?? String(kv[1])) : ""
                query[key] = value
            }
        }
        self.init(method: method, path: String(parts[0]), query: query, headers: headers, body: body)
    }
}

/// What to answer.
public struct WorkshopResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]

    public init(status: Int, contentType: String, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    public var text: String { String(decoding: body, as: UTF8.self) }

    /// Headers every answer carries: nothing cached, no referrer (tokens are in URLs), scripts
    /// only from this server (a picture's or an output's text can never run as code).
    public static let headers: [(String, String)] = [
        ("Cache-Control", "no-store"), ("Referrer-Policy", "no-referrer"), ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
        (
            "Content-Security-Policy",
            "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; "
                + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        ),
    ]
}

/// Reads no file: an attendee's `include` (and a lesson's) is refused with this reason.
struct NoFiles: FileReadFailure {
    var reason: String { "a workshop session reads no files" }
}

/// A workshop: one lesson, a session per attendee who opens the page, the teacher's view of
/// them all and the projector. The web server (lps-workshop) hands every request to `handle`,
/// on a worker thread for those that run code (`runsCode`), and calls `endIdleSessions` now and then.
public final class Workshop: Sendable {
    public let lesson: Lesson
    public let configuration: WorkshopConfiguration
    /// The Host and Origin rule; its port is the one the server listens on (`listening(on:)`).
    public var check: RequestCheck { checkState.withLock { $0 } }
    private let checkState: Mutex<RequestCheck>
    /// The lesson with every step's start and expected check data made: each attendee gets a copy.
    private let template: LessonRun
    private let table = Mutex(Table())
    /// Time since the workshop started (tests pass their own).
    private let clock: @Sendable () -> Duration
    /// Where the workshop says what happens (joins, ends): `lps` prints these lines.
    private let log: @Sendable (String) -> Void

    private struct Table {
        var byToken: [String: Attendee] = [:]
        var byID: [Int: Attendee] = [:]
        var nextID = 1
        var projected: Int?
        /// Counts projector changes (who is shown).
        var projections = 0
    }

    public init(
        lesson: Lesson, configuration: WorkshopConfiguration = .init(),
        clock: (@Sendable () -> Duration)? = nil, log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.lesson = lesson
        self.configuration = configuration
        checkState = Mutex(RequestCheck(host: configuration.host, port: configuration.port))
        if let clock {
            self.clock = clock
        } else {
            let start = ContinuousClock.now
            self.clock = { ContinuousClock.now - start }
        }
        self.log = log
        // Long results come as streams, read only as far as a page shows them.
        let options = PlaygroundOptions(streamsResults: true)
        var run = LessonRun(lesson: lesson, options: options, reader: { _ in throw NoFiles() })
        run.prepareAllSteps()
        run.go(to: 0)
        template = run
    }

    /// Tells the workshop the port the server listens on (the system picks one for port 0).
    public func listening(on port: Int) {
        checkState.withLock { $0 = RequestCheck(host: configuration.host, port: port) }
    }

    /// The address attendees open (with the join code on a LAN).
    public var attendeeURL: String {
        check.baseURL + (check.isLoopback ? "" : "?join=\(configuration.joinCode)")
    }

    /// The teacher's page.
    public var teacherURL: String { check.baseURL + "teacher?token=\(configuration.teacherToken)" }

    /// How many sessions are open.
    public var attendeeCount: Int { table.withLock { $0.byID.count } }

    // MARK: routing

    /// Whether answering `request` may run an attendee's code (the server runs it off its event loop).
    public static func runsCode(_ request: WorkshopRequest) -> Bool {
        request.path.hasPrefix("/api/") && !request.path.hasPrefix("/api/teacher")
            && request.path != "/api/projector"
    }

    /// Answers one request.
    public func handle(_ request: WorkshopRequest) -> WorkshopResponse {
        let check = self.check
        guard check.allowsHost(request.headers["host"]) else {
            return Self.plain(421, "this workshop answers requests for \(check.baseURL) only\n")
        }
        if let origin = request.headers["origin"] {
            guard check.allowsOrigin(origin) else { return Self.error(403, "requests from other sites are refused") }
        } else if request.method != "GET" {
            return Self.error(403, "a request that changes something must come from the workshop's page (Origin)")
        }
        switch (request.method, request.path) {
        case ("GET", "/"):
            guard joins(request.query["join"]) else {
                return Self.plain(403, "this workshop needs its join code: open the address the teacher gave\n")
            }
            return Self.page(WorkshopPages.attendee(title: lesson.title))
        case ("GET", "/teacher"):
            guard request.query["token"] == configuration.teacherToken else {
                return Self.plain(
                    403, "the teacher's page needs the teacher's token (printed when the workshop started)\n")
            }
            return Self.page(WorkshopPages.teacher(title: lesson.title))
        case ("GET", "/projector"):
            guard request.query["token"] == configuration.teacherToken else {
                return Self.plain(403, "the projector needs the teacher's token (printed when the workshop started)\n")
            }
            return Self.page(WorkshopPages.projector(title: lesson.title))
        case ("GET", "/workshop.js"):
            return WorkshopResponse(
                status: 200, contentType: "text/javascript; charset=utf-8", body: Array(WorkshopPages.script.utf8))
        case ("GET", "/workshop.css"):
            return WorkshopResponse(
                status: 200, contentType: "text/css; charset=utf-8", body: Array(WorkshopPages.style.utf8))
        case ("GET", "/api/teacher"), ("POST", "/api/teacher/project"), ("GET", "/api/projector"):
            guard request.headers["x-lps-teacher"] == configuration.teacherToken else {
                return Self.error(403, "the teacher's token is missing or wrong")
            }
            return teacher(request)
        case ("POST", "/api/join"):
            guard joins(request.headers["x-lps-join"]) else {
                return Self.error(403, "the join code is missing or wrong")
            }
            return join(request)
        case ("GET", "/api/state"), ("POST", "/api/run"), ("POST", "/api/check"), ("POST", "/api/hint"),
            ("POST", "/api/solution"), ("POST", "/api/step"):
            guard joins(request.headers["x-lps-join"]) else {
                return Self.error(403, "the join code is missing or wrong")
            }
            return attendee(request)
        default:
            if request.path == "/favicon.ico" {
                return WorkshopResponse(status: 204, contentType: "text/plain", body: [])
            }
            return Self.error(404, "no such page: \(request.path.prefix(100))")
        }
    }

    private func joins(_ code: String?) -> Bool { check.isLoopback || code == configuration.joinCode }

    // MARK: attendees

    private func join(_ request: WorkshopRequest) -> WorkshopResponse {
        guard let body = Self.decode(JoinRequest.self, request) else {
            return Self.error(400, "expected {\"name\": ...}")
        }
        let now = clock()
        let made: Attendee? = table.withLock { t in
            guard t.byID.count < configuration.maxAttendees else { return nil }
            let id = t.nextID
            t.nextID += 1
            let name = Self.cleanName(body.name) ?? "Attendee \(id)"
            let attendee = Attendee(id: id, token: Self.randomToken(bytes: 16), name: name, run: template, now: now)
            t.byToken[attendee.token] = attendee
            t.byID[id] = attendee
            return attendee
        }
        guard let attendee = made else {
            return Self.error(503, "the workshop is full (\(configuration.maxAttendees) attendees)")
        }
        log("joined \(attendee.id) \(attendee.summary.withLock { $0.name })")
        let joined = attendee.session.withLock { session in
            let picture = LiveView.picture(of: session.run.playground)
            attendee.publish(session, picture: picture, now: now)
            return state(of: attendee, session, picture: picture)
        }
        return Self.json(JoinResponse(token: attendee.token, state: joined))
    }

    private func attendee(_ request: WorkshopRequest) -> WorkshopResponse {
        guard let token = request.headers["x-lps-attendee"] else {
            return Self.error(401, "no session: open the workshop's page to join")
        }
        guard let attendee = table.withLock({ $0.byToken[token] }) else {
            return Self.error(
                410,
                "your session has ended (nobody used it for \(Self.describe(configuration.idleTimeout))); "
                    + "reload the page to start again")
        }
        guard attendee.enter() else {
            return Self.error(429, "one request at a time, please: the last is still running")
        }
        defer { attendee.leave() }
        let now = clock()
        return attendee.session.withLock { session -> WorkshopResponse in
            session.message = nil
            switch request.path {
            case "/api/state":
                break
            case "/api/run", "/api/check":
                guard let body = Self.decode(CodeRequest.self, request) else {
                    return Self.error(400, "expected {\"code\": ...}")
                }
                if let refusal = refusal(of: body.code) { return Self.error(413, refusal) }
                run(body.code, in: &session)
                if request.path == "/api/check" {
                    let deadline = ContinuousClock.now + configuration.runDeadline
                    session.check = session.run.check(isInterrupted: { ContinuousClock.now > deadline })
                }
            case "/api/hint":
                if let hint = session.run.revealHint() {
                    session.message = "hint \(hint.number) of \(hint.of)"
                } else {
                    session.message =
                        session.run.step.hints.isEmpty
                        ? "this step has no hints" : "no more hints: the solution shows the step's answer"
                }
            case "/api/solution":
                session.solution = session.run.revealSolution()
            default:  // /api/step
                guard let body = Self.decode(StepRequest.self, request) else {
                    return Self.error(400, "expected {\"step\": N}")
                }
                guard (1...lesson.steps.count).contains(body.step) else {
                    return Self.error(400, "there is no step \(body.step): the lesson has \(lesson.steps.count)")
                }
                session.run.go(to: body.step - 1)
                session.last = nil
                session.check = nil
                session.solution = nil
            }
            if session.last == nil { session.picture = nil }
            let picture = session.picture ?? LiveView.picture(of: session.run.playground)
            attendee.publish(session, picture: picture, now: now)
            return Self.json(state(of: attendee, session, picture: picture))
        }
    }

    /// Why the editor's text is not run (too long), or nil.
    private func refusal(of code: String) -> String? {
        if code.utf8.count > configuration.maxCodeBytes {
            return "the code is \(code.utf8.count) bytes; a workshop runs at most \(configuration.maxCodeBytes)"
        }
        let lines = code.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
        if lines > configuration.maxCodeLines {
            return "the code has \(lines) lines; a workshop runs at most \(configuration.maxCodeLines)"
        }
        return nil
    }

    /// Runs the editor's text as the attempt at the current step; files it asks to write become downloads.
    private func run(_ code: String, in session: inout AttendeeSession) {
        session.codes[session.run.step.number] = code
        session.check = nil
        let downloads = Mutex<[Download]>([])
        let limit = configuration.maxDownloads
        let maxBytes = configuration.maxDownloadBytes
        let writer: FileWriter = { request in
            guard request.folder.isEmpty else {
                throw WriteFailure.failed(reason: "a workshop offers files to download, not folders")
            }
            let name = String(request.path.split(separator: "/").last ?? "download")
            guard request.contents.utf8.count <= maxBytes else {
                throw WriteFailure.failed(reason: "a workshop offers downloads of at most \(maxBytes >> 20) MB")
            }
            try downloads.withLock { list in
                if let same = list.firstIndex(where: { $0.name == name }) {
                    list[same].contents = request.contents
                } else {
                    guard list.count < limit else {
                        throw WriteFailure.failed(reason: "a workshop run offers at most \(limit) downloads")
                    }
                    list.append(Download(name: name, contents: request.contents))
                }
            }
            return WriteReceipt()
        }
        let deadline = ContinuousClock.now + configuration.runDeadline
        let ran = session.run.runEditor(
            code, steps: configuration.stepBudget, memory: configuration.memoryBudget, writer: writer,
            isInterrupted: { ContinuousClock.now > deadline })
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        var statements: [StatementView] = []
        var mark: ErrorMark?
        for statement in ran {
            let code = lines.dropFirst(statement.firstLine - 1).prefix(statement.lineCount).map(String.init)
            let output = Self.lines(statement.outputs)
            statements.append(StatementView(line: statement.firstLine, code: code, output: output))
            if mark == nil, let error = statement.outputs.first(where: \.isError),
                case .diagnostic(let text, _) = error
            {
                mark = Self.errorMark(text, fallbackLine: statement.firstLine)
            }
        }
        let offered = downloads.withLock { $0 }
        if !offered.isEmpty, let last = statements.indices.last {
            for file in offered {
                statements[last].output.append(
                    OutputLine(
                        kind: "note", text: "note: a workshop writes no files: '\(file.name)' is a download below"))
            }
        }
        let picture = LiveView.picture(of: session.run.playground)
        session.picture = (picture.html, picture.caption)
        session.last = RunView(
            statements: statements, error: mark, frames: frames(of: session.run.playground), downloads: offered)
    }

    /// `frames` of the session, as the terminal prints it, cut at `framesLines`.
    private func frames(of playground: Playground) -> [String] {
        var copy = playground
        let outputs = copy.execute(
            line: "frames", at: SourceLocation(file: "<frames>", line: 1), reader: { _ in throw NoFiles() },
            isInterrupted: { false })
        if let error = outputs.first(where: \.isError), case .diagnostic(let text, _) = error {
            return [String(text.split(separator: "\n").first ?? "")]
        }
        return Self.lines(outputs, limit: configuration.framesLines).map(\.text)
    }

    /// What an attendee's page shows.
    private func state(of attendee: Attendee, _ session: AttendeeSession, picture: (html: String, caption: String))
        -> AttendeeState
    {
        let run = session.run
        let step = run.step
        let shown = run.shownAtStart.map { StatementView(line: 0, code: $0.lines, output: Self.lines($0.outputs)) }
        return AttendeeState(
            lesson: lesson.title, attendee: attendee.id, name: attendee.summary.withLock { $0.name },
            step: StepView(
                number: step.number, count: lesson.steps.count, title: step.title, narration: step.narration,
                placeholder: step.placeholder, shown: shown, hintCount: step.hints.count),
            code: session.codes[step.number] ?? step.placeholder.joined(separator: "\n"),
            hints: run.hintsShown, solution: session.solution, solved: run.progress.solved, run: session.last,
            check: session.check, message: session.message, picture: picture.html, caption: picture.caption)
    }

    // MARK: the teacher

    private func teacher(_ request: WorkshopRequest) -> WorkshopResponse {
        let now = clock()
        switch request.path {
        case "/api/teacher":
            let (attendees, projected) = table.withLock { t in (t.byID.values.sorted { $0.id < $1.id }, t.projected) }
            return Self.json(
                TeacherState(
                    lesson: lesson.title, steps: lesson.steps.count,
                    attendees: attendees.map { $0.row(now: now) }, projected: projected, joinURL: attendeeURL))
        case "/api/teacher/project":
            guard let body = Self.decode(ProjectRequest.self, request) else {
                return Self.error(400, "expected {\"attendee\": N or null}")
            }
            let known = table.withLock { t -> Bool in
                if let id = body.attendee, t.byID[id] == nil { return false }
                t.projected = body.attendee
                t.projections += 1
                return true
            }
            guard known else { return Self.error(404, "there is no attendee \(body.attendee ?? 0)") }
            return Self.json(projector())
        default:
            return Self.json(projector())
        }
    }

    private func projector() -> ProjectorState {
        let (attendee, projections) = table.withLock { t in (t.projected.flatMap { t.byID[$0] }, t.projections) }
        guard let attendee else {
            return ProjectorState(
                version: "\(projections)", code: "",
                picture: "<p class=\"lps-empty\">no attendee on the projector: choose one on the teacher's page</p>",
                caption: "")
        }
        return attendee.summary.withLock { s in
            ProjectorState(
                version: "\(projections).\(s.revision)", attendee: attendee.id, name: s.name, step: s.step,
                stepTitle: s.stepTitle, code: s.code, statement: s.statement, picture: s.picture, caption: s.caption,
                check: s.check)
        }
    }

    /// Ends the sessions nobody used for `idleTimeout`; their ids.
    @discardableResult
    public func endIdleSessions() -> [Int] {
        let now = clock()
        let ended = table.withLock { t -> [Attendee] in
            let idle = t.byID.values.filter { $0.isIdle(since: now - configuration.idleTimeout) }
            for attendee in idle {
                t.byID[attendee.id] = nil
                t.byToken[attendee.token] = nil
                if t.projected == attendee.id {
                    t.projected = nil
                    t.projections += 1
                }
            }
            return idle.sorted { $0.id < $1.id }
        }
        for attendee in ended { log("ended \(attendee.id) (idle for \(Self.describe(configuration.idleTimeout)))") }
        return ended.map(\.id)
    }

    // MARK: helpers

    static func describe(_ d: Duration) -> String {
        let seconds = Int(d.components.seconds)
        if seconds % 60 == 0 && seconds >= 60 { return "\(seconds / 60) minute\(seconds == 60 ? "" : "s")" }
        return "\(seconds) second\(seconds == 1 ? "" : "s")"
    }

    static func cleanName(_ name: String?) -> String? {
        guard let name else { return nil }
        let kept = String(
            name.unicodeScalars.filter {
                !$0.properties.isNoncharacterCodePoint && $0.value >= 0x20 && $0.value != 0x7F
            }.map(Character.init))
        let trimmed = kept.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : String(trimmed.prefix(40))
    }

    /// Outputs as lines: results (at most `limit` result lines: a table of a million frames is
    /// never made whole), then diagnostics with their severity.
    static func lines(_ outputs: [Output], limit: Int = 2_000) -> [OutputLine] {
        var out: [OutputLine] = []
        var results = 0
        var cut = false
        func result(_ t: String) -> Bool {
            guard results < limit else {
                if !cut {
                    out.append(
                        OutputLine(kind: "note", text: "note: more lines than a page shows (\(limit)) were left out"))
                }
                cut = true
                return false
            }
            results += 1
            out.append(OutputLine(kind: "text", text: t))
            return true
        }
        for output in outputs {
            switch output {
            case .text(let t): _ = result(t)
            case .stream(let s): s.forEachLine { result($0) }
            case .diagnostic(let text, let severity): out.append(OutputLine(kind: severity.rawValue, text: text))
            case .effect(.serve):
                out.append(
                    OutputLine(
                        kind: "note",
                        text: "note: a workshop session starts no server: the teacher's projector shows your picture"))
            case .effect(.stopServing):
                out.append(OutputLine(kind: "note", text: "note: a workshop session serves nothing to stop"))
            case .effect(.quit):
                out.append(
                    OutputLine(kind: "note", text: "note: there is nothing to quit here: close the page to leave"))
            }
        }
        return out
    }

    /// The editor location of a rendered error (`--> <task>:LINE:COLUMN`) and its message.
    static func errorMark(_ rendered: String, fallbackLine: Int) -> ErrorMark {
        let lines = rendered.split(separator: "\n")
        let first = lines.first.map(String.init) ?? ""
        let message = first.hasPrefix("error: ") ? String(first.dropFirst(7)) : first
        for line in lines {
            guard let arrow = line.range(of: "--> <task>:") else { continue }
            let numbers = line[arrow.upperBound...].split(separator: ":").compactMap { Int($0) }
            if numbers.count >= 1 {
                return ErrorMark(line: numbers[0], column: numbers.count > 1 ? numbers[1] : 1, message: message)
            }
        }
        return ErrorMark(line: fallbackLine, column: 1, message: message)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ request: WorkshopRequest) -> T? {
        try? JSONDecoder().decode(type, from: Data(request.body.isEmpty ? Array("{}".utf8) : request.body))
    }

    static func json<T: Encodable>(_ value: T, status: Int = 200) -> WorkshopResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("{\"error\":\"cannot encode the answer\"}".utf8)
        return WorkshopResponse(status: status, contentType: "application/json", body: Array(data))
    }

    static func error(_ status: Int, _ message: String) -> WorkshopResponse {
        json(ErrorBody(error: message), status: status)
    }

    static func plain(_ status: Int, _ text: String) -> WorkshopResponse {
        WorkshopResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
    }

    static func page(_ html: String) -> WorkshopResponse {
        WorkshopResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8))
    }

    /// Random hex from the system's generator.
    public static func randomToken(bytes: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<bytes).map { _ in
            let b = UInt8.random(in: 0...255, using: &generator)
            return (b < 16 ? "0" : "") + String(b, radix: 16)
        }.joined()
    }

    /// Eight letters and digits that read aloud without confusion (no 0/O, 1/I/L).
    public static func randomCode() -> String {
        let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<8).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }
}

/// An attendee's session: the lesson run, the editor's text per step, the last run and check.
struct AttendeeSession: Sendable {
    var run: LessonRun
    var codes: [Int: String] = [:]
    var last: RunView?
    /// The picture after the last run (nil: the step's start, drawn when asked).
    var picture: (html: String, caption: String)?
    var check: LessonCheckResult?
    var solution: [String]?
    var message: String?
}

/// What the teacher's list and the projector read of an attendee, kept apart from the session
/// so they never wait for a run.
struct AttendeeSummaryState: Sendable {
    var name: String
    var step = 1
    var stepTitle = ""
    var solved: [Int] = []
    var hintsShown = 0
    var check: CheckSummary?
    var lastSeen: Duration
    var code = ""
    var statement: StatementView?
    var picture = ""
    var caption = ""
    /// Counts changes, for the projector.
    var revision = 0
}

final class Attendee: Sendable {
    let id: Int
    let token: String
    let session: Mutex<AttendeeSession>
    let summary: Mutex<AttendeeSummaryState>
    /// Requests being answered (at most 2: one running, one waiting).
    private let inFlight = Atomic<Int>(0)

    init(id: Int, token: String, name: String, run: LessonRun, now: Duration) {
        self.id = id
        self.token = token
        session = Mutex(AttendeeSession(run: run))
        summary = Mutex(AttendeeSummaryState(name: name, lastSeen: now))
    }

    func enter() -> Bool {
        if inFlight.add(1, ordering: .relaxed).newValue > 2 {
            inFlight.subtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    func leave() { inFlight.subtract(1, ordering: .relaxed) }

    func isIdle(since cutoff: Duration) -> Bool {
        inFlight.load(ordering: .relaxed) == 0 && summary.withLock { $0.lastSeen < cutoff }
    }

    /// Copies what the teacher and the projector show from the session.
    func publish(_ session: AttendeeSession, picture: (html: String, caption: String), now: Duration) {
        let run = session.run
        let step = run.step
        summary.withLock { s in
            s.step = step.number
            s.stepTitle = step.title
            s.solved = run.progress.solved
            s.hintsShown = run.progress.hintsShown[step.number] ?? 0
            if let check = session.check {
                s.check = CheckSummary(
                    step: check.step, passed: check.passed, message: check.differences.first?.message)
            }
            s.lastSeen = now
            s.code = session.codes[step.number] ?? step.placeholder.joined(separator: "\n")
            s.statement = session.last?.statements.last
            s.picture = picture.html
            s.caption = picture.caption
            s.revision += 1
        }
    }

    func row(now: Duration) -> AttendeeSummary {
        summary.withLock { s in
            AttendeeSummary(
                id: id, name: s.name, step: s.step, stepTitle: s.stepTitle, solved: s.solved, hintsShown: s.hintsShown,
                lastCheck: s.check, idleSeconds: max(0, Int((now - s.lastSeen).components.seconds)))
        }
    }
}
