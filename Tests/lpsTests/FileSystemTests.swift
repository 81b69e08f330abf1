import Testing

@testable import lps

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh temporary directory, removed by the caller with `removeTree`.
private func temporaryDirectory() -> String {
    var template = Array("/tmp/lps-tests.XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
        guard let base = buffer.baseAddress, let result = mkdtemp(base) else { return nil }
        return String(cString: result)
    }
    return made ?? "/tmp/lps-tests-fallback"
}

private func removeTree(_ path: String) {
    _ = system("rm -rf '\(path)'")
}

@Test func readingAMissingFileSaysSoWithThePath() {
    #expect(throws: FileError.self) { try FileSystem.readText("/nonexistent/x.lps") }
    do {
        _ = try FileSystem.readText("/nonexistent/x.lps")
    } catch {
        #expect(error.description == "cannot read '/nonexistent/x.lps': no such file")
    }
}

@Test func readingRejectsDirectoriesAndInvalidUTF8() throws {
    let dir = temporaryDirectory()
    defer { removeTree(dir) }
    do {
        _ = try FileSystem.readText(dir)
        Issue.record("a directory was read")
    } catch {
        #expect(error.description == "cannot read '\(dir)': is a directory")
    }
    let bad = dir + "/bad.lps"
    let fd = open(bad, O_WRONLY | O_CREAT, 0o644)
    _ = [UInt8]([0xFF, 0xFE, 0x0A]).withUnsafeBytes { write(fd, $0.baseAddress, 3) }
    close(fd)
    do {
        _ = try FileSystem.readText(bad)
        Issue.record("invalid UTF-8 was read")
    } catch {
        #expect(error.description == "cannot read '\(bad)': not valid UTF-8 (byte 0xFF at \(bad):1:1)")
    }
}

@Test func invalidUTF8IsLocatedAtItsFirstBadByteInCharacters() {
    // Line 2 begins with "é = " (4 characters, 5 bytes); the stray continuation byte is the 5th character.
    let bytes: [UInt8] = Array("let a = 1\n".utf8) + [0xC3, 0xA9] + Array(" = ".utf8) + [0x80, 0x0A, 0xFF]
    #expect(FileSystem.firstInvalidUTF8(bytes)?.byte == 0x80)
    #expect(FileSystem.firstInvalidUTF8(bytes)?.line == 2)
    #expect(FileSystem.firstInvalidUTF8(bytes)?.column == 5)
    #expect(FileSystem.firstInvalidUTF8(Array("fine ✓\n".utf8)) == nil)
    // A sequence cut short at the end of the file.
    #expect(FileSystem.firstInvalidUTF8([0x61, 0x0A, 0x0A, 0xE2, 0x9C])?.line == 3)
}

@Test func atomicWritesReplaceTheFileKeepItsModeAndLeaveNoTemporary() throws {
    let dir = temporaryDirectory()
    defer { removeTree(dir) }
    let path = dir + "/out.lps"
    try FileSystem.writeAtomically("first\n", to: path)
    #expect(try FileSystem.readText(path) == "first\n")
    chmod(path, 0o640)
    try FileSystem.writeAtomically("second — ✓\n", to: path)
    #expect(try FileSystem.readText(path) == "second — ✓\n")
    var info = stat()
    stat(path, &info)
    #expect(info.st_mode & 0o777 == 0o640)
    #expect(try FileSystem.files(under: dir, withExtension: "lps") == [path])
    #expect(system("ls -A '\(dir)' | grep -q lps-") != 0)
}

@Test func writingIntoAMissingDirectoryFails() {
    #expect(throws: FileError.self) { try FileSystem.writeAtomically("x", to: "/nonexistent/dir/out.lps") }
}

@Test func scriptsAreFoundRecursivelyInSortedOrderSkippingHiddenEntries() throws {
    let dir = temporaryDirectory()
    defer { removeTree(dir) }
    for sub in ["b", "a/deeper", ".hidden"] { try FileSystem.createDirectories(dir + "/" + sub) }
    for file in ["z.lps", "b/y.lps", "a/deeper/x.lps", "a/notes.txt", ".hidden/h.lps", ".dot.lps"] {
        try FileSystem.writeAtomically("# \(file)\n", to: dir + "/" + file)
    }
    #expect(
        try FileSystem.files(under: dir, withExtension: "lps") == [
            dir + "/a/deeper/x.lps", dir + "/b/y.lps", dir + "/z.lps",
        ])
}

@Test func writingThroughASymbolicLinkReplacesTheTarget() throws {
    let dir = temporaryDirectory()
    defer { removeTree(dir) }
    try FileSystem.writeAtomically("old\n", to: dir + "/target.lps")
    symlink(dir + "/target.lps", dir + "/link.lps")
    try FileSystem.writeAtomically("new\n", to: dir + "/link.lps")
    var info = stat()
    lstat(dir + "/link.lps", &info)
    #expect(info.st_mode & S_IFMT == S_IFLNK)
    #expect(try FileSystem.readText(dir + "/target.lps") == "new\n")
}

/// The history file is replaced after every line, so only one lps (libedit) wrote may be: a
/// missing or empty file, or one starting with libedit's first line; through a link, its target.
@Test func theHistoryIsWrittenOnlyOverAHistoryFile() throws {
    let dir = temporaryDirectory()
    defer { removeTree(dir) }
    func put(_ text: String, _ name: String) {
        let fd = open(dir + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
    put("", "empty")
    put("_HiStOrY_V2_\nlet\\040a\n", "history")
    put("my notes\n", "notes.txt")
    mkfifo(dir + "/fifo", 0o644)
    mkdir(dir + "/folder", 0o755)
    symlink(dir + "/history", dir + "/link")
    symlink(dir + "/nothing", dir + "/dangling")
    for name in ["missing", "empty", "history"] {
        #expect(try FileSystem.historyDestination(dir + "/" + name).get() == dir + "/" + name)
    }
    #expect(try FileSystem.historyDestination(dir + "/link").get() == dir + "/history")
    let refused = [
        ("notes.txt", "it was not written by lps (a history file begins with '_HiStOrY_V2_')"),
        ("fifo", "it is a FIFO, not a regular file"), ("folder", "it is a directory, not a regular file"),
        ("dangling", "it is a symbolic link to nothing"),
    ]
    for (name, reason) in refused {
        guard case .failure(let error) = FileSystem.historyDestination(dir + "/" + name) else {
            Issue.record("\(name) would be replaced")
            continue
        }
        #expect(error.description == "not using the history file '\(dir)/\(name)': \(reason)")
    }
}
