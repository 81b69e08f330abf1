import PlaygroundScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file-system failure, worded for `lps: error: ...`.
struct FileError: Error, CustomStringConvertible, FileReadFailure {
    var description: String
    /// Why, without the path: "no such file".
    var reason: String
    /// The file was read, but its bytes are not UTF-8 text: an error in the script (exit status 1,
    /// located at the first bad byte), not a path that cannot be read (2).
    var isContentError = false

    init(_ description: String, reason: String? = nil) {
        self.description = description
        self.reason = reason ?? description
    }

    /// "cannot read 'x.lps': no such file"
    init(action: String, path: String, errno code: Int32) {
        self.reason = FileSystem.reason(code)
        self.description = "cannot \(action) '\(path)': \(reason)"
    }

    /// A write refused or failed before anything was written, as the script library words it.
    var writeFailure: WriteFailure?

    init(path: String, failure: WriteFailure) {
        writeFailure = failure
        switch failure {
        case .notWrittenByLPS:
            reason = "it exists and was not written by lps"
        case .anotherKind(let found):
            reason =
                found.map {
                    "it is \($0.described) lps wrote, and lps replaces a file it wrote only with one of the same kind"
                }
                ?? "lps wrote it as a kind of file this version does not know"
        case .notARegularFile(let kind):
            reason = "it is \(kind), not a regular file"
        case .backupInTheWay(let backup):
            reason = "the previous version would be kept as '\(backup)', which is not a file lps wrote"
        case .failed(let why):
            reason = why
        }
        description = "cannot write '\(path)': \(reason)"
    }
}

/// The few file operations the shell needs, on POSIX calls so errors carry `errno`.
enum FileSystem {
    /// A short lowercase reason for an `errno` value.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a directory"
        case ENOTDIR: return "not a directory"
        case ENOSPC: return "no space left on device"
        case EROFS: return "read-only file system"
        default:
            guard let text = strerror(code) else { return "error \(code)" }
            return String(cString: text).lowercased()
        }
    }

    enum Kind { case file, directory, other, missing }

    /// What is at `path` (following symbolic links).
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The size of the file at `path` in bytes (following symbolic links), nil when there is none.
    static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The bytes of a file, or an error naming the path and the reason.
    static func readBytes(_ path: String) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(action: "read", path: path, errno: errno) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw FileError(action: "read", path: path, errno: EISDIR)
        }
        return try readAll(fd, path: path)
    }

    /// A script another script includes: only a regular file named `*.lps` or `*.swift` whose
    /// bytes are text. A FIFO or device is refused without waiting on it (opened non-blocking), and
    /// a file that is not a script is refused before any line of it runs, so no error quotes its
    /// bytes (`include "/proc/self/environ"` must not print the environment, nor `.env` its secrets).
    static func readIncludedScript(_ path: String) throws(FileError) -> String {
        func refuse(_ reason: String) -> FileError { FileError("cannot read '\(path)': \(reason)", reason: reason) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(action: "read", path: path, errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(action: "read", path: path, errno: errno) }
        if let kind = describeNonRegular(info.st_mode) { throw refuse("it is \(kind), not a regular file") }
        func isScriptName(_ name: String) -> Bool {
            let lowered = name.lowercased()
            return lowered.hasSuffix(".lps") || lowered.hasSuffix(".swift")
        }
        // Through a symbolic link, the file it names must be a script too (`x.lps -> .env`).
        var resolvedName = path
        if let resolved = realpath(path, nil) {
            resolvedName = String(cString: resolved)
            free(resolved)
        }
        guard isScriptName(path), isScriptName(resolvedName) else {
            throw refuse("not a script (include reads files named *.lps or *.swift)")
        }
        let bytes = try readAll(fd, path: path)
        // Text has no control characters but tab, line feed, form feed and carriage return.
        if bytes.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0C && $0 != 0x0D || $0 == 0x7F }) {
            throw refuse("not a script (it holds binary data)")
        }
        return try decode(bytes, path: path)
    }

    /// All of standard input, as UTF-8 text (named `<stdin>` in errors).
    static func readStandardInput() throws(FileError) -> String {
        try decode(readAll(STDIN_FILENO, path: "<stdin>"), path: "<stdin>")
    }

    /// Reads to the end, or fails past `Limits.scriptBytes` (a device such as /dev/zero never ends).
    private static func readAll(_ fd: Int32, path: String) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            guard bytes.count <= Limits.scriptBytes else {
                throw FileError(
                    "cannot read '\(path)': larger than \(Limits.scriptBytes) bytes (the script size limit)",
                    reason: "larger than \(Limits.scriptBytes) bytes (the script size limit)")
            }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(action: "read", path: path, errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// A UTF-8 text file (a leading byte-order mark is dropped, unless `keepingByteOrderMark`:
    /// `check --update` writes the file back as it was).
    static func readText(_ path: String, keepingByteOrderMark: Bool = false) throws(FileError) -> String {
        try decode(readBytes(path), path: path, keepingByteOrderMark: keepingByteOrderMark)
    }

    /// Whether `path` names Swift source: its name ends in `.swift` (in any case), or it is a
    /// symbolic link to a file whose name does.
    static func isSwiftSource(_ path: String) -> Bool {
        func named(_ p: String) -> Bool { p.lowercased().hasSuffix(".swift") }
        if named(path) { return true }
        guard let resolved = realpath(path, nil) else { return false }
        defer { free(resolved) }
        return named(String(cString: resolved))
    }

    private static func decode(_ bytes: [UInt8], path: String, keepingByteOrderMark: Bool = false) throws(FileError)
        -> String
    {
        var bytes = bytes
        if !keepingByteOrderMark, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let reason =
                "not valid UTF-8"
                + (firstInvalidUTF8(bytes).map {
                    " (byte 0x\(String($0.byte, radix: 16, uppercase: true)) at \(path):\($0.line):\($0.column))"
                } ?? "")
            var error = FileError("cannot read '\(path)': \(reason)", reason: reason)
            error.isContentError = true
            throw error
        }
        return text
    }

    /// Where the first byte that is not UTF-8 is: its value, its line and its column (counted
    /// in characters, as the playground's messages count them), both from 1.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (byte: UInt8, line: Int, column: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var lineStart = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                offset += encoded.count
            case .error:
                let before = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
                return (bytes[offset], line, before.count + 1)
            case .emptyInput:
                return nil
            }
        }
    }

    /// How `writeAtomically` treats a file already at the destination.
    enum WritePolicy: Sendable, Equatable {
        /// Replace a regular file, whoever wrote it (`check --update`: the user named the file and
        /// asked for its expectations to be rewritten).
        case replaceRegularFile
        /// `save`, `record`, `export`: a file lps wrote as the same kind (its first line's marker,
        /// `WrittenFileKind.author`) is replaced and its previous version kept as `NAME~`; any other
        /// file (the user's, or lps's of another kind: a picture never replaces a script) only with
        /// `overwrite`. A nil kind is the same as no file lps writes.
        case lpsFile(kind: WrittenFileKind?, overwrite: Bool)
        /// A file lps keeps for itself (a lesson's progress): only a file lps wrote as `kind` is
        /// replaced, with no `NAME~`; anything else there is never replaced.
        case ownFile(kind: WrittenFileKind)
    }

    /// Faults a test injects into `writeAtomically` (for the current task only, see
    /// `$injectedFault.withValue`), to show what each leaves behind.
    enum WriteFault: Sendable {
        /// `write` fails with `errno` once `afterBytes` bytes are written (a disk that fills up).
        case writeFails(afterBytes: Int, errno: Int32)
        /// `fsync` of the temporary file fails with `errno`.
        case syncFails(errno: Int32)
        /// Runs once the temporary file is complete, just before the rename (a folder that vanishes).
        case beforeRename(@Sendable () -> Void)
        /// The process dies once the temporary file is complete, before the rename: the write
        /// stops there, cleaning up nothing, and throws.
        case killedBeforeRename
    }

    @TaskLocal static var injectedFault: WriteFault?

    /// Writes `contents` to `path` atomically: a temporary file in the same directory, flushed,
    /// then renamed over `path`. Returns where the previous version was kept (`NAME~`), if one was.
    ///
    /// Before anything is written: a symbolic link is followed to its target (the rules below
    /// apply to the target); a directory, device, FIFO or socket is refused; under `.lpsFile`
    /// an existing file is refused unless lps wrote it as the same kind or `overwrite`, and when it
    /// is, the `NAME~` its previous version goes to must be missing or lps's of that kind too. On failure the original
    /// is untouched and the temporary removed. An existing file keeps its permission bits.
    @discardableResult
    static func writeAtomically(
        _ contents: String, to requestedPath: String,
        policy: WritePolicy = .replaceRegularFile
    ) throws(FileError) -> String? {
        func refuse(_ failure: WriteFailure) -> FileError { FileError(path: requestedPath, failure: failure) }
        func failed(_ code: Int32) -> FileError { FileError(action: "write", path: requestedPath, errno: code) }

        // `x/` names a folder: written as the file `x` it would be where nobody asked.
        if requestedPath.hasSuffix("/") || ["", ".", ".."].contains(lastComponent(of: requestedPath)) {
            throw refuse(.failed(reason: "the path names a folder, not a file"))
        }
        // What is there now, through a symbolic link to the file it points to.
        var path = requestedPath
        var info = stat()
        var exists = false
        if lstat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK {
                guard let resolved = realpath(path, nil) else {
                    throw refuse(
                        .notARegularFile(errno == ELOOP ? "a loop of symbolic links" : "a symbolic link to nothing"))
                }
                path = String(cString: resolved)
                free(resolved)
                guard lstat(path, &info) == 0 else { throw failed(errno) }
            }
            if let kind = Self.describeNonRegular(info.st_mode) { throw refuse(.notARegularFile(kind)) }
            exists = true
        } else if errno != ENOENT {
            throw failed(errno)
        }

        // Whose it is, and where its previous version goes.
        var backup: String?
        if exists, case .lpsFile(let kind, let overwrite) = policy {
            let author = try writtenKind(path, shownAs: requestedPath)
            let ours = isOfKind(author, kind)
            if !ours && !overwrite {
                guard let found = author else { throw refuse(.notWrittenByLPS) }
                throw refuse(.anotherKind(found))
            }
            if ours {
                let name = path + "~"
                var old = stat()
                if lstat(name, &old) == 0 {
                    // The previous version replaces only a file lps wrote of the same kind.
                    let isOurs =
                        old.st_mode & S_IFMT == S_IFREG
                        && isOfKind((try? writtenKind(name, shownAs: name)) ?? nil, kind)
                    if !isOurs { throw refuse(.backupInTheWay(backup: name)) }
                } else if errno != ENOENT {
                    throw failed(errno)
                }
                backup = name
            }
        }

        if exists, case .ownFile(let kind) = policy {
            let author = try writtenKind(path, shownAs: requestedPath)
            if !isOfKind(author, kind) {
                guard let found = author else { throw refuse(.notWrittenByLPS) }
                throw refuse(.anotherKind(found))
            }
        }

        let directory = parentDirectory(of: path)
        let base = lastComponent(of: path)
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            let code = errno
            if code == ENOENT { throw refuse(.failed(reason: "its folder does not exist")) }
            if code == ENOTDIR { throw refuse(.failed(reason: "a part of its path is not a folder")) }
            throw failed(code)
        }
        defer { close(folder) }
        var folderInfo = stat()
        guard fstat(folder, &folderInfo) == 0 else { throw failed(errno) }

        let (fd, temporary, code) = makeTemporary(in: directory, for: base)
        guard fd >= 0 else { throw failed(code) }
        // A signal that ends lps from here on removes the temporary first.
        TemporariesInFlight.shared.record(temporary, slot: 0)
        defer { TemporariesInFlight.shared.clear(slot: 0) }
        let fault = injectedFault
        var failure: Int32 = 0
        let mode: mode_t = exists ? info.st_mode & 0o7777 : 0o644 & ~currentUmask()
        if fchmod(fd, mode) != 0 { failure = errno }
        if failure == 0 {
            var bytes = Array(contents.utf8)
            var offset = 0
            while offset < bytes.count {
                var length = bytes.count - offset
                if case .writeFails(let limit, let code) = fault {
                    if offset >= limit {
                        failure = code
                        break
                    }
                    length = Swift.min(length, limit - offset)
                }
                let count = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress?.advanced(by: offset), length) }
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                offset += count
            }
            bytes.removeAll()
        }
        if failure == 0 {
            if case .syncFails(let code) = fault { failure = code } else if fsync(fd) != 0 { failure = errno }
        }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0 {
            switch fault {
            case .beforeRename(let hook): hook()
            case .killedBeforeRename:
                throw FileError("cannot write '\(requestedPath)': killed before the rename (injected)")
            default: break
            }
        }
        // The folder must still be where it was: a rename into a folder moved away (or removed)
        // meanwhile would put the file where nobody asked.
        var now = stat()
        if failure == 0,
            stat(directory, &now) != 0 || now.st_dev != folderInfo.st_dev || now.st_ino != folderInfo.st_ino
        {
            unlinkat(folder, lastComponent(of: temporary), 0)
            throw refuse(.failed(reason: "its folder was moved or removed during the write"))
        }
        if failure == 0, let backup {
            failure = keepPreviousVersion(of: path, as: backup, in: directory)
        }
        if failure == 0, renameat(folder, lastComponent(of: temporary), folder, base) != 0 { failure = errno }
        if failure != 0 {
            unlinkat(folder, lastComponent(of: temporary), 0)
            throw failed(failure)
        }
        // The rename itself reaches the disk with the folder (best effort: the file is in place).
        _ = fsync(folder)
        return backup
    }

    /// Keeps the file at `path` as `backup` (a hard link to it, renamed over `backup`; a copy where
    /// links are not supported). Returns 0 or the `errno` of the failure.
    private static func keepPreviousVersion(of path: String, as backup: String, in directory: String) -> Int32 {
        let (fd, temporary, code) = makeTemporary(in: directory, for: lastComponent(of: backup))
        guard fd >= 0 else { return code }
        close(fd)
        unlink(temporary)
        TemporariesInFlight.shared.record(temporary, slot: 1)
        defer { TemporariesInFlight.shared.clear(slot: 1) }
        if link(path, temporary) != 0 {
            // No hard links here (some file systems): copy the text instead.
            do {
                try writeAtomically(readText(path), to: backup, policy: .replaceRegularFile)
                return 0
            } catch {
                return EIO
            }
        }
        if rename(temporary, backup) != 0 {
            let code = errno
            unlink(temporary)
            return code
        }
        // When `backup` already was a link to the same file (another lps saving the same file
        // at the same moment linked it first), rename does nothing and leaves `temporary`: it
        // goes too (gone already otherwise).
        unlink(temporary)
        return 0
    }

    /// A new empty file `.<base>.lps-XXXXXX` in `directory` (hidden, so `lps check DIR` skips
    /// one a killed process left), open for writing; fd -1 and the `errno` on failure.
    private static func makeTemporary(in directory: String, for base: String) -> (fd: Int32, path: String, errno: Int32)
    {
        var template = Array("\(directory)/.\(base).lps-XXXXXX".utf8CString)
        let (fd, code) = template.withUnsafeMutableBufferPointer { buffer -> (Int32, Int32) in
            guard let base = buffer.baseAddress else { return (-1, EINVAL) }  // NB: never empty
            let fd = mkstemp(base)
            return (fd, fd < 0 ? errno : 0)
        }
        let path = template.withUnsafeBufferPointer { buffer -> String in
            guard let base = buffer.baseAddress else { return "" }  // NB: never empty
            return String(cString: base)
        }
        return (fd, path, code)
    }

    /// "a directory", "a FIFO"... for what is not a regular file; nil for a regular file.
    static func describeNonRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// Whether the regular file at `path` begins with `prefix` (after a UTF-8 byte-order mark).
    /// Reads only that many bytes, and never waits (a FIFO swapped in is not read).
    static func startsWith(_ path: String, _ prefix: String, shownAs shown: String) throws(FileError) -> Bool {
        let wanted = Array(prefix.utf8)
        return try firstBytes(path, count: wanted.count, shownAs: shown).starts(with: wanted)
    }

    /// The first `count` bytes of the regular file at `path` (fewer if it is shorter), after a UTF-8
    /// byte-order mark; empty for what is not a regular file. Never waits (a FIFO swapped in is not read).
    static func firstBytes(_ path: String, count wanted: Int, shownAs shown: String) throws(FileError) -> ArraySlice<
        UInt8
    > {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(action: "read", path: shown, errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return [] }
        var buffer = [UInt8](repeating: 0, count: wanted + 3)
        var count = 0
        while count < buffer.count {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress?.advanced(by: count), $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(action: "read", path: shown, errno: errno)
            }
            if n == 0 { break }
            count += n
        }
        var head = buffer[0..<count]
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        return head.prefix(wanted)
    }

    /// Whether lps wrote the file at `path`, and as what: its first line's marker
    /// (`WrittenFileKind.author`: nil for a file lps did not write, `.some(nil)` for a marker of a
    /// kind this version does not know). Reads at most the first 256 bytes, and never waits.
    static func writtenKind(_ path: String, shownAs shown: String) throws(FileError) -> WrittenFileKind?? {
        let head = try firstBytes(path, count: 256, shownAs: shown)
        let line = head.prefix { $0 != UInt8(ascii: "\n") }
        return WrittenFileKind.author(ofFirstLine: String(decoding: line, as: UTF8.self))
    }

    /// Whether `author` (what `writtenKind` read) is lps as a writer of `kind`; never for a nil kind.
    private static func isOfKind(_ author: WrittenFileKind??, _ kind: WrittenFileKind?) -> Bool {
        guard let kind, case .some(.some(let found)) = author else { return false }
        return found == kind
    }

    /// The first line of a history file libedit writes.
    static let historyCookie = "_HiStOrY_V2_"

    /// Where the history kept at `path` may be written (through a symbolic link, its target), or
    /// why not. The history file is replaced after every line, so only a missing file, an empty
    /// one or one libedit wrote (first line `_HiStOrY_V2_`) may be: never a file of the user's,
    /// a directory, a device or a FIFO (`LPS_HISTORY=/dev/null` must not replace /dev/null).
    static func historyDestination(_ path: String) -> Result<String, FileError> {
        func refuse(_ reason: String) -> Result<String, FileError> {
            .failure(FileError("not using the history file '\(path)': \(reason)", reason: reason))
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .success(path) : refuse(reason(errno))
        }
        var target = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                return refuse(errno == ENOENT ? "it is a symbolic link to nothing" : reason(errno))
            }
            target = String(cString: resolved)
            free(resolved)
            guard lstat(target, &info) == 0 else { return refuse(reason(errno)) }
        }
        if let kind = describeNonRegular(info.st_mode) { return refuse("it is \(kind), not a regular file") }
        if info.st_size == 0 { return .success(target) }
        switch Result(catching: { () throws(FileError) in try startsWith(target, historyCookie, shownAs: path) }) {
        case .success(true): return .success(target)
        case .success(false): return refuse("it was not written by lps (a history file begins with '\(historyCookie)')")
        case .failure(let error): return refuse(error.reason)
        }
    }

    /// Creates `path` and its parents (like `mkdir -p`).
    static func createDirectories(_ path: String) throws(FileError) {
        if path.isEmpty || kind(of: path) == .directory { return }
        let parent = parentDirectory(of: path)
        if parent != path, parent != "." { try createDirectories(parent) }
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw FileError(action: "create directory", path: path, errno: errno)
        }
    }

    /// Every `*.<ext>` file under `directory`, recursively, sorted by path. Hidden entries
    /// (names starting with `.`) and symbolic links to directories are not descended into.
    static func files(under directory: String, withExtension ext: String) throws(FileError) -> [String] {
        var found: [String] = []
        try walk(directory, ext: ".\(ext)", into: &found)
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func walk(_ directory: String, ext: String, into found: inout [String]) throws(FileError) {
        guard let handle = opendir(directory) else {
            throw FileError(action: "read directory", path: directory, errno: errno)
        }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        closedir(handle)
        for name in names {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                try walk(path, ext: ext, into: &found)
            case S_IFREG, S_IFLNK:
                if name.hasSuffix(ext), kind(of: path) == .file { found.append(path) }
            default:
                break
            }
        }
    }

    /// The entries of one directory (hidden ones only when `hidden`), directories marked with a
    /// trailing "/", sorted; empty when it cannot be read. For TAB completion of file names.
    static func entries(of directory: String, hidden: Bool = false, limit: Int = 2_000) -> [String] {
        guard let handle = opendir(directory.isEmpty ? "." : directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while names.count < limit, let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." || (name.hasPrefix(".") && !hidden) { continue }
            let path = directory.isEmpty ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
            names.append(kind(of: path) == .directory ? name + "/" : name)
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = path[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// The working directory ("." if it cannot be found).
    static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "." }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
