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

    init(_ description: String, reason: String? = nil) {
        self.description = description
        self.reason = reason ?? description
    }

    /// "cannot read 'x.lps': no such file"
    init(action: String, path: String, errno code: Int32) {
        self.reason = FileSystem.reason(code)
        self.description = "cannot \(action) '\(path)': \(reason)"
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
                throw FileError("cannot read '\(path)': larger than \(Limits.scriptBytes) bytes (the script size limit)",
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

    /// A UTF-8 text file (a leading byte-order mark is dropped).
    static func readText(_ path: String) throws(FileError) -> String {
        try decode(readBytes(path), path: path)
    }

    private static func decode(_ bytes: [UInt8], path: String) throws(FileError) -> String {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileError("cannot read '\(path)': not valid UTF-8", reason: "not valid UTF-8")
        }
        return text
    }

    /// Writes `contents` to `path` atomically: a temporary file in the same directory, flushed,
    /// then renamed over `path`. On failure the original is untouched and the temporary removed.
    /// An existing file keeps its permission bits.
    static func writeAtomically(_ contents: String, to requestedPath: String) throws(FileError) {
        // Through a symbolic link, replace the file it points to, not the link.
        var path = requestedPath
        var link = stat()
        if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) {
            path = String(cString: resolved)
            free(resolved)
        }
        let directory = parentDirectory(of: path)
        let base = lastComponent(of: path)
        var template = Array("\(directory)/.\(base).lps-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 } // NB: never empty
            return mkstemp(base)
        }
        guard fd >= 0 else { throw FileError(action: "write", path: requestedPath, errno: errno) }
        let temporary = template.withUnsafeBufferPointer { buffer -> String in
            guard let base = buffer.baseAddress else { return "" } // NB: never empty
            return String(cString: base)
        }
        var failure: Int32 = 0
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644 & ~currentUmask()
        if fchmod(fd, mode) != 0 { failure = errno }
        if failure == 0 {
            var bytes = Array(contents.utf8)
            var offset = 0
            while offset < bytes.count {
                let count = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress?.advanced(by: offset), $0.count - offset) }
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                offset += count
            }
            bytes.removeAll()
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileError(action: "write", path: requestedPath, errno: failure)
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

    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
