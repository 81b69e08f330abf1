import PlaygroundScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing a folder lps makes as a whole (a static site: `export site`, `lps render --site`).
extension FileSystem {
    /// Writes `files` as the folder `requestedPath`, as one: they are written into a new hidden
    /// folder beside it (`.NAME.lps-XXXXXX`), flushed, and that folder is renamed into place, so
    /// the folder is either the old one or the whole new one, never a mix.
    ///
    /// The destination may be missing, an empty folder, or a folder lps wrote as `kind` (its
    /// `index.html` begins with the kind's marker). Such a folder is kept as `NAME~`, which must
    /// itself be missing or a folder lps wrote as `kind` holding only files lps wrote as `kind`
    /// (they are removed; anything else there stops the write). Any other folder, or a file, is
    /// never replaced. A symbolic link is followed to its target. Returns `NAME~` when the
    /// previous folder was kept there.
    @discardableResult
    static func writeFolderAtomically(_ files: [FolderFile], to requestedPath: String, kind: WrittenFileKind)
        throws(FileError) -> String?
    {
        func refuse(_ reason: String) -> FileError {
            FileError(path: requestedPath, failure: .failed(reason: reason))
        }
        func failed(_ code: Int32) -> FileError { FileError(action: "write", path: requestedPath, errno: code) }
        var path = requestedPath
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if path.isEmpty || ["/", ".", ".."].contains(lastComponent(of: path)) {
            throw refuse("name a folder of its own for the site, as in 'site'")
        }
        for file in files where file.name.isEmpty || file.name.contains("/") || file.name.hasPrefix(".") {
            throw refuse("'\(file.name)' is not a name for a file in the folder")
        }
        var info = stat()
        var exists = false
        if lstat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK {
                guard let resolved = realpath(path, nil) else {
                    throw refuse(errno == ELOOP ? "it is a loop of symbolic links" : "it is a symbolic link to nothing")
                }
                path = String(cString: resolved)
                free(resolved)
                guard lstat(path, &info) == 0 else { throw failed(errno) }
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw refuse("it is \(describeNonRegular(info.st_mode) ?? "a file"), not a folder")
            }
            exists = true
        } else if errno != ENOENT {
            throw failed(errno)
        }

        // Whose the folder is, and where it goes.
        var backup: String?
        if exists {
            let listed = entries(of: path, hidden: true, limit: 10)
            if !listed.isEmpty {
                guard isFolder(path, ofKind: kind) else {
                    throw refuse(
                        "the folder exists and lps did not write it (\(kind.described) is written only into a "
                            + "new or empty folder, or over one lps wrote, whose index.html begins "
                            + "'\(kind.markerPrefix)')")
                }
                backup = path + "~"
            }
        }
        if let backup {
            var old = stat()
            if lstat(backup, &old) == 0 {
                guard old.st_mode & S_IFMT == S_IFDIR, isFolder(backup, ofKind: kind) else {
                    throw refuse("the previous version would be kept as '\(backup)', which is not a folder lps wrote")
                }
                // It goes to make room: only when everything in it is lps's, checked before anything is removed.
                let foreign = entries(of: backup, hidden: true, limit: 100_000).contains { name in
                    let file = backup + "/" + name
                    guard FileSystem.kind(of: file) == .file,
                        case .some(.some(let found)) = try? writtenKind(file, shownAs: file)
                    else { return true }
                    return found != kind
                }
                if foreign {
                    throw refuse(
                        "the previous version would be kept as '\(backup)', which holds files lps did not write")
                }
            } else if errno != ENOENT {
                throw failed(errno)
            }
        }

        let parent = parentDirectory(of: path)
        var parentInfo = stat()
        guard stat(parent, &parentInfo) == 0, parentInfo.st_mode & S_IFMT == S_IFDIR else {
            throw refuse(errno == ENOENT || errno == 0 ? "its folder does not exist" : reason(errno))
        }
        // The new folder, beside the old one so the rename stays on one file system.
        var template = Array("\(parent)/.\(lastComponent(of: path)).lps-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }  // NB: never empty
            return String(cString: base)
        }
        guard let temporary = made else { throw failed(errno) }
        // (A signal that ends lps now leaves it: TemporariesInFlight removes files, not folders.)
        func removeTemporary() {
            for file in files { unlink(temporary + "/" + file.name) }
            rmdir(temporary)
        }
        _ = chmod(temporary, 0o777 & ~currentUmaskForFolders())
        do throws(FileError) {
            for file in files {
                try writeAtomically(file.contents, to: temporary + "/" + file.name, policy: .replaceRegularFile)
            }
        } catch {
            removeTemporary()
            throw refuse(error.reason)
        }
        if let backup {
            // The folder kept before: lps's files in it go, then the folder (anything else stops here).
            if isFolder(backup, ofKind: kind) {
                for name in entries(of: backup, hidden: true, limit: 100_000) {
                    let file = backup + "/" + name
                    if case .some(.some(let found)) = try? writtenKind(file, shownAs: file), found == kind {
                        unlink(file)
                    }
                }
                if rmdir(backup) != 0 {
                    let code = errno
                    removeTemporary()
                    throw refuse(
                        "the previous version would be kept as '\(backup)', which holds files lps did not write"
                            + (code == ENOTEMPTY || code == EEXIST ? "" : " (\(reason(code)))"))
                }
            }
            if rename(path, backup) != 0 {
                let code = errno
                removeTemporary()
                throw failed(code)
            }
        }
        // Over a missing or empty folder, the rename replaces it.
        if rename(temporary, path) != 0 {
            let code = errno
            removeTemporary()
            if let backup { _ = rename(backup, path) }
            throw failed(code)
        }
        return backup
    }

    /// Whether `folder`'s `index.html` is a file lps wrote as `kind`.
    static func isFolder(_ folder: String, ofKind kind: WrittenFileKind) -> Bool {
        let index = folder + "/index.html"
        guard FileSystem.kind(of: index) == .file else { return false }
        if case .some(.some(let found)) = try? writtenKind(index, shownAs: index) { return found == kind }
        return false
    }

    private static func currentUmaskForFolders() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
