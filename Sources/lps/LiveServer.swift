import PlaygroundScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live view (`serve`, `lps serve`): the session's picture at `/`, the picture alone at
/// `/picture.svg`, and server-sent events at `/events` that carry every new picture. The web
/// server is its own program, `lps-serve` next to `lps` (Hummingbird on SwiftNIO, built only by
/// those who serve; see Sources/lps-serve): this starts it with a socket for its standard input
/// and output, reads the port it listens on, then sends it each new page. The shell publishes
/// after every statement; `stop` closes the socket and waits until the server has exited.
final class LiveServer {
    let host: String
    /// The port it listens on (the one the system chose for port 0).
    private(set) var port: Int
    private let process: pid_t
    /// Our end of the socket: pages go out on it.
    private var socket: Int32
    private var version = 0
    private var picture: (html: String, caption: String) = ("", "")
    /// The statement last run and its output, as the page shows it.
    private var statement = ""

    var address: String { "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/" }

    /// Starts serving `playground`'s picture; waits until the server listens (or fails: the
    /// error says why, such as a port in use or no `lps-serve` next to `lps`).
    static func start(host: String, port: Int, playground: Playground) throws(FileError) -> LiveServer {
        let program = try serverProgram()
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, streamSocket, 0, &ends) == 0 else {
            throw FileError("cannot serve: no socket for the server (\(String(cString: strerror(errno))))")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let process: pid_t
        do throws(FileError) {
            process = try spawn(program, arguments: ["--host", host, "--port", String(port)], io: ends[1])
        } catch {
            close(ends[0])
            close(ends[1])
            throw error
        }
        close(ends[1])
        let server = LiveServer(host: host, port: port, process: process, socket: ends[0])
        let answer = server.readAnswer()
        if let listening = answer.flatMap({ $0.hasPrefix("listening ") ? Int($0.dropFirst(10)) : nil }) {
            server.port = listening
            server.publish(playground)
            return server
        }
        server.stop()
        if let answer, answer.hasPrefix("error ") { throw FileError(String(answer.dropFirst(6))) }
        throw FileError("cannot serve on \(host):\(port): the server stopped at once")
    }

    private init(host: String, port: Int, process: pid_t, socket: Int32) {
        self.host = host
        self.port = port
        self.process = process
        self.socket = socket
    }

    /// The server's one line: `listening PORT` or `error MESSAGE`; nil when it exited first.
    private func readAnswer() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.count < 4096 {
            let n = read(socket, &byte, 1)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return nil
    }

    /// `lps-serve` (or `name`) in the folder of the running `lps`, or an error saying how to build it.
    static func serverProgram(named name: String = "lps-serve", what: String = "the live view's server")
        throws(FileError) -> String
    {
        guard let executable = executablePath(), let slash = executable.lastIndex(of: "/") else {
            throw FileError("cannot serve: cannot tell where lps is, to find lps-serve next to it")
        }
        let folder = String(executable[..<slash])
        let program = folder + "/" + name
        guard access(program, X_OK) == 0 else {
            let release = folder.hasSuffix("/release")
            throw FileError(
                "cannot serve: \(what) is not built (no \(name) next to lps in \(folder)); "
                    + "in the lps repository, build it with "
                    + (release ? "tools/build-release \(name)" : "swift build --product \(name)"))
        }
        return program
    }

    private static func executablePath() -> String? {
        #if os(Linux)
            let capacity = 4096
            var buffer = [CChar](repeating: 0, count: capacity)
            let n = readlink("/proc/self/exe", &buffer, capacity)
            guard n > 0 else { return nil }
            return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
            var size: UInt32 = 0
            _ = _NSGetExecutablePath(nil, &size)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            return String(cString: buffer)
        #else
            return nil
        #endif
    }

    /// Starts `program` with `io` as its standard input and output, in a process group of its
    /// own (Ctrl-C at the prompt is the playground's, not the server's).
    static func spawn(_ program: String, arguments: [String], io: Int32) throws(FileError) -> pid_t {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, io, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, io, STDOUT_FILENO)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        #if canImport(Darwin)
            let environment = _NSGetEnviron().pointee
        #else
            let environment = environ
        #endif
        let status = posix_spawn(&pid, program, &actions, &attributes, argv, environment)
        guard status == 0 else {
            throw FileError("cannot serve: cannot start \(program): \(String(cString: strerror(status)))")
        }
        return pid
    }

    /// Sends the session's picture to the server (every open page) when it changed, and the
    /// statement just run with its output (`LiveView.statement`) when one is given.
    func publish(_ playground: Playground, statement: String? = nil) {
        let picture = LiveView.picture(of: playground)
        let changed = picture.html != self.picture.html || picture.caption != self.picture.caption
        guard socket >= 0, changed || statement != nil else { return }
        version += 1
        self.picture = picture
        if let statement { self.statement = statement }
        let html = Array(LiveView.page(picture, version: version, statement: self.statement).utf8)
        let svg = Array(
            (picture.html.hasPrefix("<svg")
                ? svgMarker + "\n" + picture.html + "\n"
                : "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n").utf8)
        var text = ""
        if changed {
            text +=
                LiveView.event("caption", id: version, data: picture.caption)
                + LiveView.event("picture", id: version, data: picture.html)
        }
        if let statement { text += LiveView.event("statement", id: version, data: statement) }
        let events = Array(text.utf8)
        deliver(Array("\(html.count) \(svg.count) \(events.count)\n".utf8) + html + svg + events)
    }

    /// Writes all of `bytes` to the server; a server that has gone is not an error here (`stop`
    /// collects it).
    private func deliver(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, sendFlags) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }

    /// Ends every open page's stream, stops the server and waits until it has (the port is free).
    func stop() {
        guard socket >= 0 else { return }
        close(socket)
        socket = -1
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0, errno == EINTR {}
    }
}

private let svgMarker = WrittenFileKind.svg.marker("serve")
#if canImport(Darwin)
    let streamSocket = SOCK_STREAM
    let sendFlags: Int32 = 0
#else
    let streamSocket = Int32(SOCK_STREAM.rawValue)
    let sendFlags = Int32(MSG_NOSIGNAL)
#endif
