import Testing

@testable import lps

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue #30, item 6: what another script may make lps read, and where history may be written.
@Suite struct TrustBoundaryTests {
    private func temporaryDirectory() -> String {
        var template = Array("/tmp/lps-trust.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, let result = mkdtemp(base) else { return nil }
            return String(cString: result)
        }
        return made ?? "/tmp/lps-trust-fallback"
    }

    private func write(_ text: String, to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = text.utf8CString.dropLast().withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    private func read(_ path: String) -> String { (try? FileSystem.readText(path)) ?? "<unreadable>" }

    private func refusal(_ path: String) -> String {
        do {
            let text = try FileSystem.readIncludedScript(path)
            return "read: " + text
        } catch {
            return error.description
        }
    }

    @Test func anIncludedFIFOIsRefusedWithoutWaiting() {
        let dir = temporaryDirectory()
        defer { _ = system("rm -rf '\(dir)'") }
        mkfifo(dir + "/pipe.lps", 0o600)
        // Without O_NONBLOCK the open would wait here for a writer forever.
        #expect(refusal(dir + "/pipe.lps") == "cannot read '\(dir)/pipe.lps': it is a FIFO, not a regular file")
    }

    @Test func anIncludedDeviceIsRefused() {
        #expect(refusal("/dev/zero") == "cannot read '/dev/zero': it is a device, not a regular file")
    }

    @Test func aFileThatIsNotAScriptIsRefusedQuotingNothingOfIt() {
        let dir = temporaryDirectory()
        defer { _ = system("rm -rf '\(dir)'") }
        write("SECRET=hunter2\n", to: dir + "/.env")
        symlink(dir + "/.env", dir + "/disguised.lps")
        write("let a = 1\0SECRET=hunter2\n", to: dir + "/binary.lps")
        for name in [".env", "disguised.lps", "binary.lps"] {
            let text = refusal(dir + "/" + name)
            #expect(text.hasPrefix("cannot read '\(dir)/\(name)': not a script"), "\(text)")
            #expect(!text.contains("hunter2"))
        }
        #expect(refusal("/proc/self/environ").hasPrefix("cannot read '/proc/self/environ': not a script"))
        write("let a = 1\r\n", to: dir + "/ok.lps")
        #expect(refusal(dir + "/ok.lps") == "read: let a = 1\r\n")
    }

    @Test func historyIsNotWrittenThroughALinkPlantedAtItsTemporaryName() {
        let dir = temporaryDirectory()
        defer { _ = system("rm -rf '\(dir)'") }
        let history = dir + "/history"
        write("precious\n", to: dir + "/victim")
        symlink(dir + "/victim", "\(history).\(getpid()).tmp")
        #expect(LineEditor.append("print(1)", toHistoryAt: history) == nil)
        #expect(read(dir + "/victim") == "precious\n")
        #expect(read(history).hasPrefix(FileSystem.historyCookie))
        #expect(read(history).contains("print(1)"))
        var info = stat()
        #expect(lstat("\(history).\(getpid()).tmp", &info) != 0, "the temporary is gone")
    }
}
