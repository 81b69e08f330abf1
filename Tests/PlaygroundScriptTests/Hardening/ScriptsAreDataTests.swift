import Testing

@testable import PlaygroundScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Scripts are data: a `.lps` file reads only what it includes (through the shell's reader) and
/// writes only where `save`/`record` say (through the shell's writer). The libraries that
/// interpret scripts cannot reach files or processes at all: they import nothing but each other,
/// and name no file, process or dynamic-loading API. This test reads their sources to keep it so.
@Suite struct ScriptsAreDataTests {
    /// The package root, from this file's path (Tests/PlaygroundScriptTests/Hardening/…).
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    static func swiftFiles(under directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var found: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                found += swiftFiles(under: path)
            } else if name.hasSuffix(".swift") {
                found.append(path)
            }
        }
        return found.sorted()
    }

    static func read(_ path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Calls and names that reach outside the process's memory.
    static let forbiddenCalls = [
        "fopen", "freopen", "open", "openat", "creat", "fdopen", "system", "popen", "fork", "vfork", "execv", "execve",
        "execvp", "execl", "execlp", "posix_spawn", "posix_spawnp", "dlopen", "dlsym", "getenv", "setenv", "chdir",
        "unlink", "rmdir", "mkdir", "symlink", "socket", "connect",
    ]
    static let forbiddenNames = [
        "Process", "FileManager", "FileHandle", "URLSession", "NSTask", "@_silgen_name", "@_extern",
    ]

    /// Problems in `text`: an import other than the allowed ones, a forbidden call, a forbidden name.
    static func violations(in text: String, allowedImports: Set<String>) -> [String] {
        var found: [String] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Comments and string literals may talk about files; code may not use them.
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let code = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            let words = code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") })
            if let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count {
                let module = String(words[importIndex + 1])
                if !allowedImports.contains(module) { found.append("line \(number + 1): import \(module)") }
            }
            for call in forbiddenCalls {
                // `open(` as a call, not `.open(` (a member of our own) nor `reopen(`.
                var search = code[...]
                while let r = search.range(of: call + "(") {
                    let before = search[..<r.lowerBound].last
                    let isOwnMember = before == "." || before.map { $0.isLetter || $0.isNumber || $0 == "_" } == true
                    let isDeclaration = search[..<r.lowerBound].hasSuffix("func ")
                    if !isOwnMember && !isDeclaration { found.append("line \(number + 1): \(call)(") }
                    search = search[r.upperBound...]
                }
            }
            for name in forbiddenNames where words.contains(Substring(name)) {
                found.append("line \(number + 1): \(name)")
            }
        }
        return found
    }

    @Test func theScriptAndCoreLibrariesUseNoFileOrProcessAPI() {
        let script = Self.swiftFiles(under: Self.root + "/Sources/PlaygroundScript")
        let core = Self.swiftFiles(under: Self.root + "/Sources/PlaygroundCore")
        #expect(script.count > 10 && core.count > 10, "sources not found under \(Self.root)")
        for file in script {
            // HashTreeCollections (swift-collections): persistent maps for the session's definitions;
            // DequeModule: the undo history (the oldest state leaves from the front).
            // swift-syntax: the Swift front end; Glibc/Darwin: only the big-stack thread the evaluator runs on.
            let v = Self.violations(
                in: Self.read(file),
                allowedImports: [
                    "PlaygroundCore", "HashTreeCollections", "DequeModule", "SwiftSyntax", "SwiftParser",
                    "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftOperators",
                    "Glibc", "Darwin",
                ])
            #expect(v.isEmpty, "\(file): \(v)")
        }
        for file in core {
            // CPrefetch: one inline C function, the cache prefetch hint (checked below).
            let v = Self.violations(in: Self.read(file), allowedImports: ["CPrefetch"])
            #expect(v.isEmpty, "\(file): \(v)")
        }
        // The C module the core imports includes no header, so it brings in no C library call.
        let header = Self.read(Self.root + "/Sources/CPrefetch/include/CPrefetch.h")
        #expect(header.contains("__builtin_prefetch"), "CPrefetch.h not found under \(Self.root)")
        #expect(!header.contains("#include") && !header.contains("#import"), "CPrefetch.h includes a header")
    }

    /// The checker itself finds what it should (so the test above can fail).
    @Test func theCheckerFindsImportsCallsAndNames() {
        let bad = """
            import Foundation
            @preconcurrency import Glibc
            let f = fopen("x", "w")
            _ = system("rm -rf /")
            let p = Process()
            let fd = open(path, 0)
            """
        #expect(
            Self.violations(in: bad, allowedImports: ["PlaygroundCore"]) == [
                "line 1: import Foundation", "line 2: import Glibc", "line 3: fopen(", "line 4: system(",
                "line 5: Process",
                "line 6: open(",
            ])
        let fine = """
            import PlaygroundCore
            // fopen("x") in a comment, and system( in "a string system(" are fine
            mutating func remove(_ name: String) { names.removeAll() }
            let e = Effect.open(x)
            let s = print("open(")
            """
        #expect(Self.violations(in: fine, allowedImports: ["PlaygroundCore"]) == [])
    }

    /// Reading happens only through the reader the shell passes in, for includes; writing only
    /// through the writer it passes in, for save/record.
    @Test func includeReadsOnlyThroughTheReaderAndOnlyWhatItNames() {
        final class Log: @unchecked Sendable { var paths: [String] = [] }
        let log = Log()
        let reader: FileReader = { path in
            log.paths.append(path)
            return path.hasSuffix("inner.lps") ? "let a = 1" : "include \"inner.lps\""
        }
        let disk = MemoryDisk()
        var playground = Playground(options: PlaygroundOptions(color: false))
        let result = playground.run(
            script: "include \"dir/outer.lps\"\nsave \"out.lps\"\nrecord \"rec.lps\"",
            file: "scripts/main.lps", keepGoing: false, reader: reader, writer: disk.writer)
        #expect(!result.failed)
        #expect(log.paths == ["scripts/dir/outer.lps", "scripts/dir/inner.lps"])
        #expect(disk.writes.map(\.path) == ["scripts/out.lps", "scripts/rec.lps"])
    }
}
