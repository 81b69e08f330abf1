// lps-serve: the live view's web server (`serve`, `lps serve`), a program of its own so that the
// playground itself is built without Hummingbird and SwiftNIO. `lps` starts it next to itself
// with a socket as its standard input and output:
//
//   lps-serve --host ADDRESS --port N
//
// It writes one line, `listening PORT` (the port the system chose for 0) or `error MESSAGE`
// (then exits 1). Then it reads pages from standard input, each a header line with three byte
// counts, `PAGE SVG EVENTS`, followed by that many bytes of each: the HTML served at `/`, the
// picture at `/picture.svg`, and the server-sent events a new listener of `/events` gets first
// (and every open listener gets when the page arrives). At the end of its input it ends every
// event stream, stops listening and exits 0. It knows nothing of the playground: `lps` makes the
// pages (LiveView in PlaygroundScript).
import Dispatch
import Hummingbird
import Logging
import NIOCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `lps` sent last.
struct Page: Sendable {
    var html = ""
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"
    var events = ByteBuffer()
}

/// The page and the open event streams.
final class Pages: Sendable {
    private struct State {
        var page = Page()
        var listeners: [Int: AsyncStream<ByteBuffer>.Continuation] = [:]
        var nextListener = 0
        var stopped = false
    }

    private let state = Mutex(State())

    var page: Page { state.withLock { $0.page } }

    /// A new listener's stream: the current page's events, then every new page's.
    func listen() -> AsyncStream<ByteBuffer> {
        let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream(bufferingPolicy: .bufferingNewest(4))
        let id: Int? = state.withLock { s in
            guard !s.stopped else { return nil }
            let id = s.nextListener
            s.nextListener += 1
            s.listeners[id] = continuation
            continuation.yield(s.page.events)
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.listeners.removeValue(forKey: id) }
        }
        return stream
    }

    /// Serves `page` from now on and sends its events to every open stream.
    func publish(_ page: Page) {
        state.withLock { s in
            guard !s.stopped else { return }
            s.page = page
            for continuation in s.listeners.values { continuation.yield(page.events) }
        }
    }

    /// Ends every open stream; later listeners get none.
    func stop() {
        let listeners = state.withLock { s -> [AsyncStream<ByteBuffer>.Continuation] in
            s.stopped = true
            defer { s.listeners = [:] }
            return Array(s.listeners.values)
        }
        for continuation in listeners { continuation.finish() }
    }
}

/// Answers only requests whose `Host` names this machine by address (or `localhost`) or the
/// address it listens on: a web page elsewhere cannot reach the live view through a name it
/// controls pointed at 127.0.0.1 (DNS rebinding).
struct HostCheck<Context: RequestContext>: RouterMiddleware {
    let listeningOn: String

    init(listeningOn: String) { self.listeningOn = listeningOn.lowercased() }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let authority = request.head.authority, Self.isAllowed(authority, listeningOn: listeningOn) else {
            return Response(
                status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "lps serves this machine's own addresses only\n")))
        }
        return try await next(request, context)
    }

    /// Whether `authority` (`HOST[:PORT]`) names an address, `localhost`, or the listening host.
    static func isAllowed(_ authority: String, listeningOn: String) -> Bool {
        var host = Substring(authority.lowercased())
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            host = host[host.index(after: host.startIndex)..<close]
            return host.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        if let colon = host.lastIndex(of: ":") { host = host[..<colon] }
        if host == "localhost" || host == listeningOn { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil }
    }
}

/// Standard input, read in blocks: header lines and the byte runs they announce.
struct Input {
    private var buffer: [UInt8] = []

    /// Reads one more block; false at the end of the input.
    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            buffer.append(contentsOf: chunk[..<n])
            return true
        }
    }

    /// The next line, without its newline; nil at the end of the input.
    mutating func line() -> String? {
        var searched = 0
        while true {
            if let index = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                defer { buffer.removeFirst(index + 1) }
                return String(decoding: buffer[..<index], as: UTF8.self)
            }
            searched = buffer.count
            guard fill() else { return nil }
        }
    }

    /// The next `count` bytes; nil when the input ends first.
    mutating func bytes(_ count: Int) -> [UInt8]? {
        while buffer.count < count {
            guard fill() else { return nil }
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer[..<count])
    }

    /// Reads pages until the end of the input (or one it cannot read), publishing each.
    mutating func readPages(into pages: Pages) {
        while let header = line() {
            let counts = header.split(separator: " ").compactMap { Int($0) }
            guard counts.count == 3, counts.allSatisfy({ $0 >= 0 }) else {
                say(to: STDERR_FILENO, "lps-serve: unreadable page header '\(header)'")
                return
            }
            guard let html = bytes(counts[0]), let svg = bytes(counts[1]), let events = bytes(counts[2]) else { return }
            pages.publish(
                Page(
                    html: String(decoding: html, as: UTF8.self), svg: String(decoding: svg, as: UTF8.self),
                    events: ByteBuffer(bytes: events)))
        }
    }
}

/// Writes `line` and a newline to `file` (unbuffered: `lps` waits for it).
func say(to file: Int32, _ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { return }
        offset += n
    }
}

@main
enum LiveServe {
    static func main() async {
        guard let parsed = arguments(Array(CommandLine.arguments.dropFirst())) else {
            say(
                to: STDERR_FILENO,
                "usage: lps-serve --host ADDRESS --port N (lps starts it for 'serve'; see 'lps serve --help')")
            exit(2)
        }
        let host = parsed.host
        let port = parsed.port
        let pages = Pages()
        let router = Router()
        router.add(middleware: HostCheck(listeningOn: host))
        router.get("/") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: pages.page.html)))
        }
        router.get("/picture.svg") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: pages.page.svg)))
        }
        router.get("/events") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                body: ResponseBody(asyncSequence: pages.listen()))
        }
        var logger = Logger(label: "lps serve")
        logger.logLevel = .critical
        let app = Application(
            // An idle connection is closed after a while: 400 left open must not use up the
            // descriptors `lps` needs (a `save` failed).
            router: router, server: .http1(configuration: .init(idleTimeout: .seconds(30))),
            configuration: .init(address: .hostname(host, port: port), serverName: "lps"),
            onServerRunning: { channel in answer("listening \(channel.localAddress?.port ?? port)") }, logger: logger)
        let server = Task {
            do {
                try await app.run()
            } catch  where !Task.isCancelled {
                // The system's error number says why, not the wording of its message.
                let code = (error as? IOError)?.errnoCode
                let reason =
                    code == EADDRINUSE
                    ? "the port is in use (port: 0 picks a free one)"
                    : code == EADDRNOTAVAIL ? "this machine has no such address" : "\(error)"
                answer("error cannot serve on \(host):\(port): \(reason)")
                exit(1)
            } catch {
                // Stopped at the end of the input.
            }
        }
        // The pages arrive on a thread of their own (blocking reads); the end of the input stops
        // the server: every event stream ends, then the listening socket closes.
        DispatchQueue(label: "lps-serve input").async {
            var input = Input()
            input.readPages(into: pages)
            pages.stop()
            server.cancel()
        }
        await server.value
        answer("error cannot serve on \(host):\(port): the server stopped at once")
        exit(0)
    }

    /// Whether the one line `lps` waits for was written.
    static let answered = Atomic<Bool>(false)

    /// Writes the one line `lps` waits for, once.
    static func answer(_ line: String) {
        if !answered.exchange(true, ordering: .relaxed) { say(to: STDOUT_FILENO, line) }
    }

    /// `--host ADDRESS --port N`, both optional (127.0.0.1, 8420); nil when they are not that.
    static func arguments(_ arguments: [String]) -> (host: String, port: Int)? {
        var host = "127.0.0.1"
        var port = 8420
        var rest = arguments[...]
        while let option = rest.popFirst() {
            switch (option, rest.popFirst()) {
            case ("--host", let value?) where !value.isEmpty: host = value
            case ("--port", let value?):
                guard let number = Int(value), (0...65535).contains(number) else { return nil }
                port = number
            default: return nil
            }
        }
        return (host, port)
    }
}
