// lps-workshop: the workshop's web server (`lps serve --workshop LESSON`), a program of its own so
// that `lps` is built without Hummingbird and SwiftNIO. `lps` starts it next to itself with a
// socket as its standard input and output:
//
//   lps-workshop --host ADDRESS --port N [--idle-seconds N]
//
// `lps` first sends the lesson: a line `lesson NAME-BYTES TEXT-BYTES`, then the file's name and
// its text (the server reads no file). It answers `listening PORT`, `attendees URL` and
// `teacher URL`, or `error MESSAGE` (then exits 1); then a line per event (`joined 3 Ana`,
// `ended 3 (idle for 30 minutes)`). At the end of its input it stops listening and exits 0.
import Dispatch
import Hummingbird
import Logging
import NIOCore
import PlaygroundScript
import Synchronization
import Workshop

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs code-running requests on worker threads, at most `permits` at once and at most one per
/// attendee (`key`), so the event loops never run an attendee's code and a slow run never stops
/// the server answering anyone else. When every permit is taken, the next to run is the waiting
/// attendee whose runs have taken the least time so far (a newcomer starts level with the least
/// of those waiting or running), so attendees whose code loops until its deadline take turns
/// among themselves and do not hold up another attendee's check; at most `queueLimit` wait. An
/// attendee whose last run took half a second or more runs next at a lower priority (Linux), so
/// the cores go first to the short runs of everyone else.
final class Gate: Sendable {
    private struct Waiter {
        var key: String
        var order: Int
        var continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var free: Int
        var running: Set<String> = []
        var waiting: [Waiter] = []
        /// Time each attendee's runs have taken so far.
        var served: [String: Duration] = [:]
        /// Attendees whose last run took `Gate.heavy` or more (a loop that ran into its deadline).
        var heavy: Set<String> = []
        var arrivals = 0

        /// Takes a permit for the waiter to go next, if one is free and a waiter may run.
        mutating func next() -> CheckedContinuation<Void, Never>? {
            guard free > 0 else { return nil }
            var best: Int?
            for (i, w) in waiting.enumerated() where !running.contains(w.key) {
                guard let b = best else {
                    best = i
                    continue
                }
                let (sw, sb) = (served[w.key] ?? .zero, served[waiting[b].key] ?? .zero)
                if sw < sb || (sw == sb && w.order < waiting[b].order) { best = i }
            }
            guard let best else { return nil }
            let chosen = waiting.remove(at: best)
            free -= 1
            running.insert(chosen.key)
            return chosen.continuation
        }

        /// The least time of the attendees running or waiting (where a newcomer starts).
        var level: Duration {
            (running.compactMap { served[$0] } + waiting.compactMap { served[$0.key] }).min() ?? .zero
        }
    }

    private let state: Mutex<State>
    private let queueLimit: Int
    private let queue = DispatchQueue(label: "lps-workshop runs", attributes: .concurrent)

    init(permits: Int, queueLimit: Int) {
        state = Mutex(State(free: max(1, permits)))
        self.queueLimit = queueLimit
    }

    /// Runs `work` on a worker when its turn comes; nil when too many are waiting already.
    func run<T: Sendable>(key: String, _ work: @escaping @Sendable () -> T) async -> T? {
        let full: Bool = state.withLock { s in
            if s.waiting.count >= queueLimit { return true }
            if s.served[key] == nil { s.served[key] = s.level }
            return false
        }
        if full { return nil }
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let go: CheckedContinuation<Void, Never>? = state.withLock { s in
                s.arrivals += 1
                s.waiting.append(Waiter(key: key, order: s.arrivals, continuation: c))
                return s.next()
            }
            go?.resume()
        }
        let began = ContinuousClock.now
        let lowered = state.withLock { $0.heavy.contains(key) }
        let result = await withCheckedContinuation { (c: CheckedContinuation<T, Never>) in
            // After a run that took long, the next runs at a lower priority on a thread of its own
            // (the threads it starts inherit it), so the cores go first to everyone else's short runs.
            if lowered, Self.runAtLowerPriority({ c.resume(returning: work()) }) { return }
            queue.async { c.resume(returning: work()) }
        }
        let took = ContinuousClock.now - began
        let next: [CheckedContinuation<Void, Never>] = state.withLock { s in
            s.free += 1
            s.running.remove(key)
            s.served[key, default: .zero] += took
            if took >= Self.heavy { s.heavy.insert(key) } else { s.heavy.remove(key) }
            if s.served.count > 4_096 {
                // Attendees long gone: only those running or waiting are kept.
                let active = Set(s.running).union(s.waiting.map(\.key))
                s.served = s.served.filter { active.contains($0.key) }
            }
            var ready: [CheckedContinuation<Void, Never>] = []
            while let c = s.next() { ready.append(c) }
            return ready
        }
        for c in next { c.resume() }
        return result
    }

    /// A run this long makes its attendee's next run go at a lower priority.
    static let heavy: Duration = .milliseconds(500)

    /// Runs `body` on a new thread at nice 10 (Linux: niceness is per thread and inherited by the
    /// threads it starts); false when that cannot be done here.
    static func runAtLowerPriority(_ body: @escaping @Sendable () -> Void) -> Bool {
        #if os(Linux)
            final class Job: @unchecked Sendable {
                let body: @Sendable () -> Void
                init(_ body: @escaping @Sendable () -> Void) { self.body = body }
            }
            let job = Unmanaged.passRetained(Job(body)).toOpaque()
            var thread = pthread_t()
            let made = pthread_create(
                &thread, nil,
                { raw in
                    guard let raw else { return nil }
                    let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
                    // (On Linux, PRIO_PROCESS with 0 is the calling thread: niceness is per thread.)
                    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
                    job.body()
                    return nil
                }, job)
            if made != 0 {
                Unmanaged<Job>.fromOpaque(job).release()
                return false
            }
            pthread_detach(thread)
            return true
        #else
            return false
        #endif
    }
}

/// Standard input: the lesson, then nothing until `lps` closes it.
enum Input {
    static func readAll(_ count: Int) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while out.count < count {
            let want = min(chunk.count, count - out.count)
            let n = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, want) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return nil }
            out.append(contentsOf: chunk[..<n])
        }
        return out
    }

    static func line() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < 1024 {
            let n = read(STDIN_FILENO, &byte, 1)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }

    /// Blocks until the input ends.
    static func waitForEnd() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return }
        }
    }
}

/// Writes `line` and a newline to standard output (unbuffered: `lps` reads it as it comes).
func say(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { return }
        offset += n
    }
}

@main
enum WorkshopServe {
    static let answered = Atomic<Bool>(false)

    static func fail(_ message: String) -> Never {
        say("error \(message)")
        exit(1)
    }

    static func main() async {
        signal(SIGPIPE, SIG_IGN)
        var configuration = WorkshopConfiguration()
        var rest = CommandLine.arguments.dropFirst()
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else {
                fail("usage: lps-workshop --host ADDRESS --port N [--idle-seconds N]")
            }
            switch option {
            case "--host" where !value.isEmpty: configuration.host = value
            case "--port":
                guard let n = Int(value), (0...65535).contains(n) else { fail("--port takes 0 to 65535") }
                configuration.port = n
            case "--idle-seconds":
                guard let n = Int(value), n > 0 else { fail("--idle-seconds takes a positive number") }
                configuration.idleTimeout = .seconds(n)
            default: fail("usage: lps-workshop --host ADDRESS --port N [--idle-seconds N]")
            }
        }
        guard let header = Input.line() else { fail("no lesson arrived") }
        let counts = header.split(separator: " ").dropFirst().compactMap { Int($0) }
        guard header.hasPrefix("lesson "), counts.count == 2, counts.allSatisfy({ $0 >= 0 && $0 <= 64 << 20 }),
            let name = Input.readAll(counts[0]), let text = Input.readAll(counts[1])
        else { fail("unreadable lesson header '\(header.prefix(100))'") }
        let lesson: Lesson
        do {
            lesson = try Lesson(
                text: String(decoding: text, as: UTF8.self), file: String(decoding: name, as: UTF8.self))
        } catch {
            fail(error.description.split(separator: "\n").joined(separator: " "))
        }
        let workshop = Workshop(lesson: lesson, configuration: configuration, log: { say("log " + $0) })
        let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        // More permits than cores: a run that loops until its deadline holds one, and the system
        // shares the cores among those running, so another attendee's short check still runs at once.
        let gate = Gate(permits: max(16, 4 * cores), queueLimit: 2_000)
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            var request = request
            let body: ByteBuffer
            do {
                body = try await request.collectBody(upTo: 256 << 10)
            } catch {
                return reply(
                    WorkshopResponse(
                        status: 413, contentType: "application/json",
                        body: Array("{\"error\":\"the request is larger than 256 KB\"}".utf8)))
            }
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName] = field.value }
            if let authority = request.head.authority { headers["host"] = authority }
            let target = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
            let asked = WorkshopRequest(
                method: request.method.rawValue, target: target, headers: headers,
                body: Array(body.readableBytesView))
            if Workshop.runsCode(asked) {
                guard let answer = await gate.run(key: headers["x-lps-attendee"] ?? "", { workshop.handle(asked) })
                else {
                    return reply(
                        WorkshopResponse(
                            status: 503, contentType: "application/json",
                            body: Array("{\"error\":\"the workshop is busy: try again in a moment\"}".utf8)))
                }
                return reply(answer)
            }
            return reply(workshop.handle(asked))
        }
        var logger = Logger(label: "lps workshop")
        logger.logLevel = .critical
        let host = configuration.host
        let port = configuration.port
        let app = Application(
            responder: responder,
            server: .http1(configuration: .init(idleTimeout: .seconds(30))),
            configuration: .init(address: .hostname(host, port: port), serverName: "lps"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                workshop.listening(on: bound)
                if !answered.exchange(true, ordering: .relaxed) {
                    say("listening \(bound)")
                    say("attendees \(workshop.attendeeURL)")
                    say("teacher \(workshop.teacherURL)")
                }
            }, logger: logger)
        let server = Task {
            do {
                try await app.run()
            } catch  where !Task.isCancelled {
                let text = "\(error)"
                let reason =
                    text.contains("Address already in use")
                    ? "the port is in use (--port 0 picks a free one)"
                    : text.contains("Cannot assign requested address") ? "this machine has no such address" : text
                if !answered.exchange(true, ordering: .relaxed) {
                    say("error cannot serve on \(host):\(port): \(reason)")
                }
                exit(1)
            } catch {
                // Stopped at the end of the input.
            }
        }
        // Idle sessions end; checked a few times per idle period (at least once a minute).
        let every = min(Duration.seconds(60), configuration.idleTimeout / 4)
        let reaper = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: every)
                workshop.endIdleSessions()
            }
        }
        DispatchQueue(label: "lps-workshop input").async {
            Input.waitForEnd()
            reaper.cancel()
            server.cancel()
        }
        _ = await server.result
        if !answered.exchange(true, ordering: .relaxed) {
            say("error cannot serve on \(host):\(port): it stopped at once")
        }
        exit(0)
    }

    static func reply(_ answer: WorkshopResponse) -> Response {
        var fields = HTTPFields()
        fields[.contentType] = answer.contentType
        for (name, value) in WorkshopResponse.headers {
            if let field = HTTPFields.Element.Name(name) { fields[field] = value }
        }
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: fields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }
}
