import PlaygroundScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines of standard input with bounded memory: a line longer than the line-length limit is not
/// kept (the reader skips to its end and reports its length), so endless input without a newline
/// (`lps < /dev/zero`) costs no memory. `\r\n` and `\n` both end a line; a final line without
/// a newline counts.
struct InputLines {
    enum Line: Equatable {
        case text(String)
        /// A line over the limit: how many bytes it had (it was dropped).
        case tooLong(bytes: Int)
    }

    private let fd: Int32
    private let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    init(fd: Int32 = STDIN_FILENO, limit: Int = Limits.lineLength * 4) {
        self.fd = fd
        self.limit = limit
    }

    /// The next line, or nil at the end of input.
    mutating func next() -> Line? {
        var line: [UInt8] = []
        var dropped = 0
        while true {
            if start == buffer.count {
                if atEnd { break }
                refill()
                continue
            }
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                append(buffer[start..<newline], to: &line, dropped: &dropped)
                start = newline + 1
                return finish(line, dropped: dropped, ended: true)
            }
            append(buffer[start...], to: &line, dropped: &dropped)
            start = buffer.count
        }
        if line.isEmpty && dropped == 0 { return nil }
        return finish(line, dropped: dropped, ended: false)
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], dropped: inout Int) {
        if dropped > 0 || line.count + bytes.count > limit {
            dropped += (dropped == 0 ? line.count : 0) + bytes.count
            line.removeAll(keepingCapacity: false)
        } else {
            line += bytes
        }
    }

    private func finish(_ line: [UInt8], dropped: Int, ended: Bool) -> Line {
        if dropped > 0 { return .tooLong(bytes: dropped) }
        var bytes = line
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return .text(String(decoding: bytes, as: UTF8.self))
    }

    private mutating func refill() {
        buffer.removeAll(keepingCapacity: true)
        start = 0
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                atEnd = true
                return
            }
            buffer += chunk[0..<count]
            return
        }
    }
}
