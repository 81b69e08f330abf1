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

/// Runs code-running requests on worker threads, at most `permits` at once, the rest waiting
/// in order (at most `queueLimit`): the event loops never run an attendee's code, so a slow
/// run never stops the server answering anyone else.
final class Gate: Sendable {
    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>
    private let queueLimit: Int
    private let queue = DispatchQueue(label: "lps-workshop runs", attributes: .concurrent)

    init(permits: Int, queueLimit: Int) {
        state = Mutex(State(free: max(1, permits)))
        self.queueLimit = queueLimit
    }

    /// Runs `work` on a worker; nil when too many are waiting already.
    private enum Entry { case go, wait, full }

    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T? {
        let entry: Entry = state.withLock { s in
            if s.free > 0 {
                s.free -= 1
                return .go
            }
            return s.waiting.count >= queueLimit ? .full : .wait
        }
        switch entry {
        case .full: return nil
        case .wait:
            await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
                let now: Bool = state.withLock { s in
                    if s.free > 0 {
                        s.free -= 1
                        return true
                    }
                    s.waiting.append(c)
                    return false
                }
                if now { c.resume() }
            }
        case .go: break
        }
        let result = await withCheckedContinuation { (c: CheckedContinuation<T, Never>) in
            queue.async { c.resume(returning: work()) }
        }
        let next: CheckedContinuation<Void, Never>? = state.withLock { s in
            if s.waiting.isEmpty {
                s.free += 1
                return nil
            }
            return s.waiting.removeFirst()
        }
        next?.resume()
        return result
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
        let gate = Gate(permits: cores, queueLimit: 2_000)
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
                guard let answer = await gate.run({ workshop.handle(asked) }) else {
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
