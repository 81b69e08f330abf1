import Dispatch
import Testing

@testable import lps

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input read line by line in bounded memory.
@Suite struct InputLinesTests {
    /// The lines `bytes` gives when read through a pipe (a writer thread feeds it).
    func lines(_ bytes: [UInt8], limit: Int) -> [InputLines.Line] {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let writer = fds[1]
        let feed = Feeder(bytes: bytes, fd: writer)
        feed.start()
        var input = InputLines(fd: fds[0], limit: limit)
        var out: [InputLines.Line] = []
        while let line = input.next() { out.append(line) }
        close(fds[0])
        return out
    }

    @Test func linesEndWithNewlineOrCRLFAndTheLastMayLackOne() {
        #expect(lines(Array("a\r\nb\n\nc".utf8), limit: 10) == [.text("a"), .text("b"), .text(""), .text("c")])
        #expect(lines([], limit: 10) == [])
        #expect(lines(Array("\n".utf8), limit: 10) == [.text("")])
    }

    @Test func aLineOverTheLimitIsDroppedAndTheNextOneReads() {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
        let got = lines(Array("ok\n".utf8) + long + Array("\nafter\n".utf8) + long, limit: 1_000)
        #expect(got == [.text("ok"), .tooLong(bytes: 200_000), .text("after"), .tooLong(bytes: 200_000)])
    }

    @Test func exactlyAtTheLimitIsKept() {
        let line = [UInt8](repeating: UInt8(ascii: "y"), count: 1_000)
        #expect(lines(line + [10], limit: 1_000) == [.text(String(repeating: "y", count: 1_000))])
        #expect(lines(line + [UInt8(ascii: "y"), 10], limit: 1_000) == [.tooLong(bytes: 1_001)])
    }
}

/// Writes bytes to a pipe from another thread (a pipe holds only 64 KB), then closes it.
private struct Feeder: Sendable {
    let bytes: [UInt8]
    let fd: Int32

    func start() {
        DispatchQueue.global().async { [self] in
            var offset = 0
            while offset < bytes.count {
                let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                offset += n
            }
            close(fd)
        }
    }
}
