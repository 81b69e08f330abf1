import PlaygroundScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `lps serve --workshop LESSON`: starts `lps-workshop` next to `lps` (Hummingbird and every
/// attendee's session live there; see Sources/lps-workshop), sends it the lesson, prints the
/// attendees' and the teacher's addresses, then prints what happens (joins, idle sessions ending)
/// until standard input ends (Ctrl-D, or the end of a pipe), `quit` is typed, or Ctrl-C.
enum WorkshopServer {
    /// Runs the workshop; the exit status.
    static func run(lessonPath: String, host: String, port: Int, idleMinutes: Int) -> Int32 {
        let text: String
        do { text = try FileSystem.readText(lessonPath) } catch {
            Console.error(error.description)
            return 2
        }
        let lesson: Lesson
        do { lesson = try Lesson(text: text, file: lessonPath) } catch {
            Console.err(error.description)
            return 2
        }
        let program: String
        do { program = try LiveServer.serverProgram(named: "lps-workshop", what: "the workshop server") } catch {
            Console.err("error: \(error.description)")
            return 1
        }
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, streamSocket, 0, &ends) == 0 else {
            Console.err("error: cannot serve: no socket for the server (\(String(cString: strerror(errno))))")
            return 1
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let process: pid_t
        do {
            process = try LiveServer.spawn(
                program,
                arguments: ["--host", host, "--port", String(port), "--idle-seconds", String(idleMinutes * 60)],
                io: ends[1])
        } catch {
            close(ends[0])
            close(ends[1])
            Console.err("error: \(error.description)")
            return 1
        }
        close(ends[1])
        let socket = ends[0]
        defer {
            close(socket)
            var status: Int32 = 0
            while waitpid(process, &status, 0) < 0, errno == EINTR {}
        }
        let name = Array(lesson.displayName.utf8)
        let body = Array(text.utf8)
        deliver(socket, Array("lesson \(name.count) \(body.count)\n".utf8) + name + body)
        var reader = LineReader(socket: socket)
        guard let first = reader.line(), first.hasPrefix("listening ") else {
            let answer = reader.lastLine ?? ""
            Console.err(
                "error: "
                    + (answer.hasPrefix("error ") ? String(answer.dropFirst(6)) : "the workshop server stopped at once")
            )
            return 1
        }
        var attendees = ""
        var teacher = ""
        for _ in 0..<2 {
            guard let line = reader.line() else { break }
            if line.hasPrefix("attendees ") { attendees = String(line.dropFirst(10)) }
            if line.hasPrefix("teacher ") { teacher = String(line.dropFirst(8)) }
        }
        let count = lesson.steps.count
        Console.out("workshop: \(lesson.title) (\(count) step\(count == 1 ? "" : "s"))")
        Console.out("attendees open: \(attendees)")
        Console.out("the teacher's page (keep this address to yourself): \(teacher)")
        if !RequestCheckWords.isLoopback(host) {
            Console.out("listening on \(host): other machines can join with the join code in the attendees' address")
        }
        Console.out(
            "each attendee's session ends after \(idleMinutes) minute\(idleMinutes == 1 ? "" : "s") unused; "
                + "Ctrl-D, 'quit' or Ctrl-C ends the workshop")
        Console.flush()
        // Events from the server, and standard input (its end, or `quit`, ends the workshop).
        var input: [UInt8] = []
        while true {
            var fds = [
                pollfd(fd: socket, events: Int16(POLLIN), revents: 0),
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            ]
            let n = poll(&fds, nfds_t(fds.count), -1)
            if n < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[0].revents != 0 {
                guard reader.fill() else {
                    Console.err("error: the workshop server stopped")
                    return 1
                }
                while let line = reader.buffered() {
                    if line.hasPrefix("log ") { Console.out(String(line.dropFirst(4))) }
                }
                Console.flush()
            }
            if fds[1].revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 1024)
                let got = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if got <= 0 {
                    if got < 0, errno == EINTR { continue }
                    break
                }
                input += chunk[..<got]
                while let newline = input.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: input[..<newline], as: UTF8.self)
                    input.removeSubrange(...newline)
                    let word = line.split(separator: " ").first.map(String.init) ?? ""
                    if word == "quit" || word == "exit" {
                        Console.out("workshop ended")
                        return 0
                    }
                    if !word.isEmpty {
                        Console.out("the workshop runs until Ctrl-D or 'quit'; attendees open \(attendees)")
                        Console.flush()
                    }
                }
                if input.count > 4096 { input = [] }
            }
        }
        Console.out("workshop ended")
        return 0
    }

    private static func deliver(_ socket: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, sendFlags) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }
}

/// Loopback, as the workshop server decides it (no join code there).
enum RequestCheckWords {
    static func isLoopback(_ host: String) -> Bool {
        let h = host.lowercased()
        return h == "localhost" || h == "::1" || h == "[::1]"
            || h.hasPrefix("127.") && h.split(separator: ".").count == 4
    }
}

/// Lines from the server's socket.
struct LineReader {
    let socket: Int32
    private var buffer: [UInt8] = []
    private(set) var lastLine: String?

    init(socket: Int32) { self.socket = socket }

    /// The next line, reading as needed; nil at the end.
    mutating func line() -> String? {
        while true {
            if let line = buffered() { return line }
            guard fill() else { return nil }
        }
    }

    /// A whole line already read, if there is one.
    mutating func buffered() -> String? {
        guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        lastLine = line
        return line
    }

    /// Reads once; false at the end (or an error).
    mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            buffer += chunk[..<n]
            if buffer.count > 1 << 20 { buffer = [] }
            return true
        }
    }
}
