import Dispatch
import Hummingbird
import Logging
import NIOCore
import PlaygroundScript
import Synchronization

/// The live view (`serve`, `lps serve`): a Hummingbird server on loopback (unless asked) with
/// the session's picture at `/`, the picture alone at `/picture.svg`, and server-sent events at
/// `/events` that carry every new picture. The shell publishes after every statement.
final class LiveServer: Sendable {
    private struct State {
        var version = 0
        var picture: (html: String, caption: String) = ("", "")
        var listeners: [Int: AsyncStream<ByteBuffer>.Continuation] = [:]
        var nextListener = 0
        var stopped = false
    }

    private let state = Mutex(State())
    let host: String
    /// The port it listens on (the one the system chose for port 0).
    let port: Int
    private let task: Task<Void, any Error>
    private let finished: DispatchSemaphore

    var address: String { "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/" }

    /// Starts serving `playground`'s picture; waits until the server listens (or fails: the
    /// error says why, such as a port in use).
    static func start(host: String, port: Int, playground: Playground) throws(FileError) -> LiveServer {
        let ready = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Int, FileError>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let box = Mutex<LiveServer?>(nil)
        let router = Router()
        router.get("/") { _, _ -> Response in
            let page = box.withLock { $0 }?.page() ?? ""
            return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
        }
        router.get("/picture.svg") { _, _ -> Response in
            let svg = box.withLock { $0 }?.svg() ?? ""
            return Response(status: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: svg)))
        }
        router.get("/events") { _, _ -> Response in
            guard let server = box.withLock({ $0 }) else { return Response(status: .serviceUnavailable) }
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                            body: ResponseBody(asyncSequence: server.listen()))
        }
        var logger = Logger(label: "lps serve")
        logger.logLevel = .critical
        let app = Application(router: router, configuration: .init(address: .hostname(host, port: port), serverName: "lps"),
                              onServerRunning: { channel in
                                  outcome.withLock { $0 = .success(channel.localAddress?.port ?? port) }
                                  ready.signal()
                              }, logger: logger)
        let task = Task {
            defer { finished.signal() }
            do {
                try await app.run()
            } catch {
                let text = "\(error)"
                let reason = text.contains("Address already in use") ? "the port is in use (port: 0 picks a free one)"
                    : text.contains("Cannot assign requested address") ? "this machine has no such address"
                    : text
                outcome.withLock { if $0 == nil { $0 = .failure(FileError("cannot serve on \(host):\(port): \(reason)")) } }
                ready.signal()
                throw error
            }
        }
        ready.wait()
        switch outcome.withLock({ $0 }) {
        case .success(let actual):
            let server = LiveServer(host: host, port: actual, task: task, finished: finished)
            server.publish(playground)
            box.withLock { $0 = server }
            return server
        case .failure(let error):
            throw error
        case nil:
            throw FileError("cannot serve on \(host):\(port): the server stopped at once")
        }
    }

    private init(host: String, port: Int, task: Task<Void, any Error>, finished: DispatchSemaphore) {
        self.host = host
        self.port = port
        self.task = task
        self.finished = finished
    }

    func page() -> String {
        let (picture, version) = state.withLock { ($0.picture, $0.version) }
        return LiveView.page(picture, version: version)
    }

    func svg() -> String {
        let html = state.withLock { $0.picture.html }
        return html.hasPrefix("<svg") ? PictureRenderer_marker + "\n" + html + "\n" : "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"
    }

    /// A new listener's stream: the current picture, then every new one.
    private func listen() -> AsyncStream<ByteBuffer> {
        let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream(bufferingPolicy: .bufferingNewest(4))
        let id: Int? = state.withLock { s in
            guard !s.stopped else { return nil }
            let id = s.nextListener
            s.nextListener += 1
            s.listeners[id] = continuation
            continuation.yield(Self.events(s.picture, version: s.version))
            return id
        }
        guard let id else { continuation.finish(); return stream }
        continuation.onTermination = { [weak self] _ in self?.state.withLock { _ = $0.listeners.removeValue(forKey: id) } }
        return stream
    }

    private static func events(_ picture: (html: String, caption: String), version: Int) -> ByteBuffer {
        ByteBuffer(string: LiveView.event("caption", id: version, data: picture.caption)
                   + LiveView.event("picture", id: version, data: picture.html))
    }

    /// Sends the session's picture to every open page, when it changed.
    func publish(_ playground: Playground) {
        let picture = LiveView.picture(of: playground)
        state.withLock { s in
            guard !s.stopped, picture.html != s.picture.html || picture.caption != s.picture.caption else { return }
            s.version += 1
            s.picture = picture
            let buffer = Self.events(picture, version: s.version)
            for continuation in s.listeners.values { continuation.yield(buffer) }
        }
    }

    /// Ends every open page's stream, stops the server and waits until it has (the port is free).
    func stop() {
        let listeners = state.withLock { s -> [AsyncStream<ByteBuffer>.Continuation] in
            s.stopped = true
            defer { s.listeners = [:] }
            return Array(s.listeners.values)
        }
        for continuation in listeners { continuation.finish() }
        task.cancel()
        finished.wait()
    }
}

private let PictureRenderer_marker = WrittenFileKind.svg.marker("serve")
