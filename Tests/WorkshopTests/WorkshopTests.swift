import Foundation
import PlaygroundScript
import Synchronization
import Testing

@testable import Workshop

/// The workshop as the web server drives it: requests in, answers out. An attendee's code can
/// neither read nor write a file, nor start a server, nor stop the workshop answering; the Host,
/// Origin, join code and tokens decide who is answered; idle sessions end.
@Suite struct WorkshopTests {
    /// A two-step lesson: rows 44 high, then three columns.
    static let text = """
        #% lesson: Rows and columns
        device iPhone15
        var snapshot = Snapshot()
        snapshot.appendSections([photos])
        snapshot.appendItems([p1...p6], toSection: photos)
        dataSource.apply(snapshot)
        let full = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))

        #% step: Rows
        # Rows 44 points high.
        #% task
        #| let row = LayoutGroup.horizontal(
        #|     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
        #|     subitems: [full])
        #| layout = CompositionalLayout(section: LayoutSection(group: row))
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [full])
        layout = CompositionalLayout(section: LayoutSection(group: row))
        #% hint: The group's height.
        #% check
        frames
        contentSize

        #% step: Three columns
        #% task
        #| let columns = LayoutGroup.horizontal(
        #|     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        #|     subitem: full, count: 2)
        #| layout = CompositionalLayout(section: LayoutSection(group: columns))
        let columns = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitem: full, count: 3)
        layout = CompositionalLayout(section: LayoutSection(group: columns))
        #% check
        frames
        """

    static let lesson: Lesson = {
        do { return try Lesson(text: text, file: "rows.lps") } catch { fatalError("\(error)") }  // NB: fixed test data
    }()

    static let port = 8765
    static let origin = "http://127.0.0.1:\(port)"

    /// A workshop on loopback, listening on `port`, with a clock the test moves.
    static func workshop(
        host: String = "127.0.0.1", clock: TestClock? = nil,
        configure: (inout WorkshopConfiguration) -> Void = { _ in }
    ) -> Workshop {
        var configuration = WorkshopConfiguration()
        configuration.host = host
        configuration.port = port
        configure(&configuration)
        guard let clock else { return Workshop(lesson: lesson, configuration: configuration) }
        return Workshop(lesson: lesson, configuration: configuration, clock: { clock.time })
    }

    static func request(
        _ method: String, _ target: String, body: String? = nil, attendee: String? = nil, host: String? = nil,
        origin: String? = Self.origin, extra: [String: String] = [:]
    ) -> WorkshopRequest {
        var headers = extra
        headers["Host"] = host ?? "127.0.0.1:\(port)"
        if let origin { headers["Origin"] = origin }
        if let attendee { headers["X-LPS-Attendee"] = attendee }
        return WorkshopRequest(method: method, target: target, headers: headers, body: Array((body ?? "").utf8))
    }

    static func decode<T: Decodable>(_ type: T.Type, _ response: WorkshopResponse) throws -> T {
        try JSONDecoder().decode(type, from: Data(response.body))
    }

    static func json<T: Encodable>(_ value: T) -> String {
        String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self)
    }

    /// Joins and returns the token.
    static func join(_ workshop: Workshop, name: String = "Ana") throws -> String {
        let response = workshop.handle(request("POST", "/api/join", body: json(JoinRequest(name: name))))
        #expect(response.status == 200, "\(response.text)")
        return try decode(JoinResponse.self, response).token
    }

    /// Runs code as the attendee's editor text; the state.
    static func run(_ workshop: Workshop, _ token: String, _ code: String, path: String = "/api/run") throws
        -> AttendeeState
    {
        let response = workshop.handle(request("POST", path, body: json(CodeRequest(code: code)), attendee: token))
        #expect(response.status == 200, "\(response.text)")
        return try decode(AttendeeState.self, response)
    }

    static func allOutput(_ state: AttendeeState) -> String {
        (state.run?.statements ?? []).flatMap { $0.output.map(\.text) }.joined(separator: "\n")
    }

    static let shared = workshop()

    // MARK: the lesson

    @Test func anAttendeeJoinsAtStepOneWithThePlaceholderInTheEditor() throws {
        let response = Self.shared.handle(
            Self.request("POST", "/api/join", body: Self.json(JoinRequest(name: " Bo\u{7} "))))
        let joined = try Self.decode(JoinResponse.self, response)
        #expect(joined.state.name == "Bo")
        #expect(joined.state.step.number == 1)
        #expect(joined.state.step.count == 2)
        #expect(joined.state.code == Self.lesson.steps[0].placeholder.joined(separator: "\n"))
        #expect(joined.token.count == 32)
    }

    @Test func theSolutionPassesAndThePlaceholderDoesNot() throws {
        let token = try Self.join(Self.shared)
        let wrong = try Self.run(
            Self.shared, token, Self.lesson.steps[0].placeholder.joined(separator: "\n"), path: "/api/check")
        #expect(wrong.check?.passed == false)
        #expect(wrong.check?.differences.first?.message.contains("44") == true)
        let right = try Self.run(
            Self.shared, token, Self.lesson.steps[0].solution.code.joined(separator: "\n"), path: "/api/check")
        #expect(right.check?.passed == true)
        #expect(right.solved == [1])
        #expect(right.run?.frames.first?.hasPrefix("kind") == true)
        #expect(right.picture.hasPrefix("<svg"))
    }

    @Test func anErrorIsMarkedAtItsEditorLineAndColumnAndStopsTheRun() throws {
        let token = try Self.join(Self.shared)
        let state = try Self.run(
            Self.shared, token, "// first\n\nlet a = 1\nlet b = nope + 1\nlet c = 3\n")
        let mark = try #require(state.run?.error)
        #expect(mark.line == 4)
        #expect(mark.column == 9)
        #expect(mark.message == "cannot find 'nope' in scope")
        #expect(state.run?.statements.last?.line == 4, "the run stops at the failing statement")
    }

    @Test func hintsComeOneAtATimeAndStepsMove() throws {
        let token = try Self.join(Self.shared)
        let hint = try Self.decode(
            AttendeeState.self, Self.shared.handle(Self.request("POST", "/api/hint", body: "{}", attendee: token)))
        #expect(hint.hints == ["The group's height."])
        let none = try Self.decode(
            AttendeeState.self, Self.shared.handle(Self.request("POST", "/api/hint", body: "{}", attendee: token)))
        #expect(none.message?.contains("no more hints") == true)
        let next = try Self.decode(
            AttendeeState.self,
            Self.shared.handle(
                Self.request("POST", "/api/step", body: Self.json(StepRequest(step: 2)), attendee: token)))
        #expect(next.step.number == 2)
        #expect(next.code.contains("count: 2"))
        let beyond = Self.shared.handle(
            Self.request("POST", "/api/step", body: Self.json(StepRequest(step: 3)), attendee: token))
        #expect(beyond.status == 400)
        #expect(beyond.text.contains("no step 3"))
    }

    // MARK: an attendee's input cannot read or write a file, start a server, or stop the workshop

    @Test func anAttendeesInputReadsNoFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lps-workshop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.lps")
        try "let secretValue = 4242\n".write(to: secret, atomically: true, encoding: .utf8)
        let token = try Self.join(Self.shared)
        let included = try Self.run(Self.shared, token, "include \"\(secret.path)\"\nsecretValue")
        #expect(Self.allOutput(included).contains("a workshop session reads no files"), "\(Self.allOutput(included))")
        #expect(included.run?.error != nil)
        let read = try Self.run(Self.shared, token, "let s = try String(contentsOfFile: \"\(secret.path)\")\nprint(s)")
        #expect(read.run?.error != nil)
        #expect(!Self.allOutput(read).contains("4242"))
    }

    @Test func anAttendeesInputWritesNoFileAndOffersDownloads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lps-workshop-\(UUID().uuidString)")
        let token = try Self.join(Self.shared)
        let code =
            Self.lesson.steps[0].solution.code.joined(separator: "\n") + """

                save "\(folder.path)/mine.lps"
                export svg "\(folder.path)/picture.svg"
                export html "\(folder.path)/page.html"
                """
        let state = try Self.run(Self.shared, token, code)
        #expect(state.run?.error == nil, "\(Self.allOutput(state))")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing was written")
        let downloads = state.run?.downloads ?? []
        #expect(downloads.map { $0.name } == ["mine.lps", "picture.svg", "page.html"])
        #expect(downloads.first?.contents.contains("layout = CompositionalLayout") == true)
        #expect(downloads[1].contents.contains("<svg"))
        #expect(Self.allOutput(state).contains("a workshop writes no files"))
    }

    @Test func anAttendeesInputStartsNoServer() throws {
        // A free port: bound, then let go.
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(probe, $0, &length) }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        close(probe)
        #expect(port > 0)
        let token = try Self.join(Self.shared)
        let state = try Self.run(Self.shared, token, "serve port: \(port)\nserve stop\nquit")
        let output = Self.allOutput(state)
        #expect(output.contains("a workshop session starts no server"), "\(output)")
        #expect(output.contains("serves nothing to stop"))
        #expect(output.contains("nothing to quit"))
        // Nothing listens on the port.
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(client) }
        let connected = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        #expect(connected != 0, "no server answers on port \(port)")
        // The session goes on.
        let after = try Self.run(Self.shared, token, "let x = 1\nx")
        #expect(Self.allOutput(after) == "1")
    }

    @Test(arguments: [
        ("while true {}", "interrupted"),
        ("var n = 0\nwhile true { n += 1 }", "interrupted"),
        ("func f(_ n: Int) -> Int { f(n + 1) }\nf(0)", "call"),
        ("var all: [[Int]] = []\nfor _ in 0..<200 { all.append(Array(0..<1000000)) }", "steps"),
        ((1...12).map { "let a\($0) = Array(0..<900000)" }.joined(separator: "\n"), "memory"),
        ("set steps 10000000000", "keeps its budgets"),
        ("set memory 60000", "keeps its budgets"),
    ])
    func anAttendeesRunawayCodeEndsWithAnErrorAndTheWorkshopGoesOn(code: String, says: String) throws {
        // The memory case must reach the memory budget before the deadline, however busy the machine is (on a
        // loaded machine a 1 s deadline interrupted it first).
        let deadline = says == "memory" ? Duration.seconds(30) : Duration.seconds(1)
        let workshop = Self.workshop { $0.runDeadline = deadline }
        let token = try Self.join(workshop)
        let other = try Self.join(workshop, name: "Bo")
        let state = try Self.run(workshop, token, code)
        #expect(state.run?.error != nil, "\(Self.allOutput(state))")
        #expect(Self.allOutput(state).contains(says), "\(Self.allOutput(state))")
        // Both sessions still answer, and the budgets stand.
        for t in [token, other] {
            let after = try Self.run(workshop, t, "set\nlet x = 2\nx")
            #expect(Self.allOutput(after).contains("steps 1000000"), "\(Self.allOutput(after))")
            #expect(Self.allOutput(after).hasSuffix("\n2"))
        }
    }

    @Test func manyAttendeesRunningAtOnceAreEachAnswered() async throws {
        let workshop = Self.workshop { $0.runDeadline = Duration.milliseconds(300) }
        let tokens = try (0..<8).map { try Self.join(workshop, name: "A\($0)") }
        let solution = Self.lesson.steps[0].solution.code.joined(separator: "\n")
        let passed = await withTaskGroup(of: Bool.self) { group in
            for (i, token) in tokens.enumerated() {
                group.addTask {
                    let code = i % 2 == 0 ? "while true {}" : solution
                    let r = workshop.handle(
                        Self.request("POST", "/api/check", body: Self.json(CodeRequest(code: code)), attendee: token))
                    guard r.status == 200, let s = try? Self.decode(AttendeeState.self, r) else { return false }
                    return i % 2 == 0 ? s.run?.error != nil : s.check?.passed == true
                }
            }
            var all = true
            for await ok in group { all = all && ok }
            return all
        }
        #expect(passed)
        #expect(workshop.attendeeCount == 8)
    }

    @Test func oversizedOrMalformedRequestsAreRefusedWithReasons() throws {
        let token = try Self.join(Self.shared)
        let long = String(repeating: "let a = 1\n", count: 3_000)
        let tooLong = Self.shared.handle(
            Self.request("POST", "/api/run", body: Self.json(CodeRequest(code: long)), attendee: token))
        #expect(tooLong.status == 413)
        #expect(tooLong.text.contains("at most 2000"))
        let malformed = Self.shared.handle(Self.request("POST", "/api/run", body: "{\"code\": 12", attendee: token))
        #expect(malformed.status == 400)
        let unknown = Self.shared.handle(Self.request("POST", "/api/run", body: "{\"code\": \"\"}", attendee: "nobody"))
        #expect(unknown.status == 410)
        let noSession = Self.shared.handle(Self.request("GET", "/api/state", origin: nil))
        #expect(noSession.status == 401)
        #expect(Self.shared.handle(Self.request("GET", "/nowhere")).status == 404)
    }

    // MARK: Host, Origin, join code, tokens

    @Test func onlyRequestsNamingThisServerAreAnswered() throws {
        let rebound = Self.shared.handle(Self.request("GET", "/", host: "evil.example:\(Self.port)"))
        #expect(rebound.status == 421)
        let otherPort = Self.shared.handle(Self.request("GET", "/", host: "127.0.0.1:1"))
        #expect(otherPort.status == 421)
        #expect(Self.shared.handle(Self.request("GET", "/", host: "localhost:\(Self.port)")).status == 200)
        let foreign = Self.shared.handle(
            Self.request("POST", "/api/join", body: "{}", origin: "http://evil.example"))
        #expect(foreign.status == 403)
        let noOrigin = Self.shared.handle(Self.request("POST", "/api/join", body: "{}", origin: nil))
        #expect(noOrigin.status == 403)
        #expect(noOrigin.text.contains("Origin"))
    }

    @Test func aLANWorkshopAnswersOnlyWithItsJoinCode() throws {
        let workshop = Self.workshop(host: "192.0.2.10") { $0.joinCode = "abcd2345" }
        let host = "192.0.2.10:\(Self.port)"
        let origin = "http://" + host
        #expect(workshop.attendeeURL == "http://192.0.2.10:\(Self.port)/?join=abcd2345")
        #expect(workshop.handle(Self.request("GET", "/", host: host, origin: nil)).status == 403)
        #expect(workshop.handle(Self.request("GET", "/?join=wrong", host: host, origin: nil)).status == 403)
        #expect(workshop.handle(Self.request("GET", "/?join=abcd2345", host: host, origin: nil)).status == 200)
        #expect(workshop.handle(Self.request("GET", "/?join=abcd2345", host: "127.0.0.1:\(Self.port)")).status == 421)
        let without = workshop.handle(Self.request("POST", "/api/join", body: "{}", host: host, origin: origin))
        #expect(without.status == 403)
        let joined = workshop.handle(
            Self.request("POST", "/api/join", body: "{}", host: host, origin: origin, extra: ["X-LPS-Join": "abcd2345"])
        )
        #expect(joined.status == 200, "\(joined.text)")
    }

    @Test func theTeachersViewNeedsItsTokenListsAttendeesAndProjects() throws {
        let workshop = Self.workshop()
        let token = try Self.join(workshop, name: "Chen")
        _ = try Self.run(
            workshop, token, Self.lesson.steps[0].solution.code.joined(separator: "\n"), path: "/api/check")
        #expect(workshop.handle(Self.request("GET", "/teacher?token=wrong")).status == 403)
        #expect(workshop.handle(Self.request("GET", "/api/teacher")).status == 403)
        let teacher = ["X-LPS-Teacher": workshop.configuration.teacherToken]
        let page = workshop.handle(Self.request("GET", "/teacher?token=\(workshop.configuration.teacherToken)"))
        #expect(page.status == 200)
        let state = try Self.decode(
            TeacherState.self, workshop.handle(Self.request("GET", "/api/teacher", extra: teacher)))
        #expect(state.attendees.map { $0.name } == ["Chen"])
        #expect(state.attendees.first?.lastCheck == CheckSummary(step: 1, passed: true, message: nil))
        let projected = try Self.decode(
            ProjectorState.self,
            workshop.handle(
                Self.request(
                    "POST", "/api/teacher/project", body: Self.json(ProjectRequest(attendee: 1)), extra: teacher)))
        #expect(projected.name == "Chen")
        #expect(projected.picture.hasPrefix("<svg"))
        #expect(projected.code.contains("absolute(44)"))
        let missing = workshop.handle(
            Self.request("POST", "/api/teacher/project", body: Self.json(ProjectRequest(attendee: 99)), extra: teacher))
        #expect(missing.status == 404)
    }

    // MARK: idle sessions

    @Test func aSessionNobodyUsesEndsAfterTheIdleTime() throws {
        let clock = TestClock()
        let workshop = Self.workshop(clock: clock) { $0.idleTimeout = Duration.seconds(60) }
        let idle = try Self.join(workshop, name: "Idle")
        let busy = try Self.join(workshop, name: "Busy")
        clock.now.withLock { $0 = .seconds(50) }
        _ = try Self.run(workshop, busy, "let a = 1")
        clock.now.withLock { $0 = .seconds(61) }
        #expect(workshop.endIdleSessions() == [1])
        let gone = workshop.handle(Self.request("GET", "/api/state", attendee: idle))
        #expect(gone.status == 410)
        #expect(gone.text.contains("1 minute"))
        #expect(workshop.handle(Self.request("GET", "/api/state", attendee: busy)).status == 200)
    }
}

/// Time as the test sets it.
final class TestClock: Sendable {
    let now = Mutex(Duration.zero)
    var time: Duration { now.withLock { $0 } }
}
