/// Result text made as it is read (`Output.stream`): a producer writes its lines into a
/// `LineWriter`, and each reader (the shell printing, a transcript comparing, JSON mode wrapping
/// a statement's results) runs the producer again. The producer works on values only (a
/// resolved layout, identifiers), so every run makes the same bytes, on any thread.
public final class ResultStream: Hashable, Sendable {
    let produce: @Sendable (inout LineWriter) -> Void

    init(_ produce: @escaping @Sendable (inout LineWriter) -> Void) {
        self.produce = produce
    }

    /// Every line, in order (no line break at its end); `body` returns false to stop.
    public func forEachLine(_ body: (String) -> Bool) {
        withoutActuallyEscaping(body) { body in
            var writer = LineWriter(mode: .lines(body))
            produce(&writer)
        }
    }

    /// All the lines: what the `.text` outputs it stands for would hold.
    public var lines: [String] {
        var lines: [String] = []
        forEachLine {
            lines.append($0)
            return true
        }
        return lines
    }

    /// The text as UTF-8, each line followed by "\n", in chunks of about `chunkSize` bytes that end
    /// at a line's end (a line longer than that comes in pieces); `chunk` returns false to stop.
    /// Returns whether the text was written to its end.
    @discardableResult
    public func write(chunkSize: Int = 1 << 16, _ chunk: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        withoutActuallyEscaping(chunk) { chunk in
            var writer = LineWriter(mode: .chunks(size: chunkSize, chunk))
            produce(&writer)
            return writer.finish()
        }
    }

    public static func == (a: ResultStream, b: ResultStream) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a `ResultStream`'s producer writes: bytes of the current line, then `endLine()`.
/// A producer stops making lines once `stopped` is true (the reader had enough: Ctrl-C).
struct LineWriter {
    enum Mode {
        /// Each whole line, as a String.
        case lines((String) -> Bool)
        /// Chunks of UTF-8 ending at a line break (or inside a line longer than the size).
        case chunks(size: Int, (UnsafeRawBufferPointer) -> Bool)
    }

    let mode: Mode
    /// The bytes not yet handed on: the current line (and in chunk mode, whole lines before it).
    var bytes: [UInt8] = []
    private(set) var stopped = false

    init(mode: Mode) {
        self.mode = mode
        if case .chunks(let size, _) = mode { bytes.reserveCapacity(size + 256) }
    }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// A table cell of the user's text: the text and its length in characters, which pads it.
    func cell(_ text: String) -> (text: String, length: Int) { (text, Format.length(text)) }

    /// Ends the current line.
    mutating func endLine() {
        guard !stopped else {
            bytes.removeAll(keepingCapacity: true)
            return
        }
        switch mode {
        case .lines(let body):
            let line = String(decoding: bytes, as: UTF8.self)
            bytes.removeAll(keepingCapacity: true)
            if !body(line) { stopped = true }
        case .chunks(let size, _):
            bytes.append(10)
            if bytes.count >= size { hand() }
        }
    }

    /// In chunk mode, hands on what is held when it is a chunk's worth, even inside a line
    /// (a JSON document is one line of many megabytes).
    mutating func flushIfFull() {
        guard case .chunks(let size, _) = mode, bytes.count >= size, !stopped else { return }
        hand()
    }

    private mutating func hand() {
        guard case .chunks(_, let chunk) = mode else { return }
        if !bytes.withUnsafeBytes(chunk) { stopped = true }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Hands on the rest; whether everything was taken.
    mutating func finish() -> Bool {
        if !stopped, !bytes.isEmpty, case .chunks = mode { hand() }
        return !stopped
    }
}
