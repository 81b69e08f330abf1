/// Writing files for `save` and `record`: through the shell's `FileWriter`, while the command
/// runs, so a write that fails is the command's error and the session copy is dropped with it.
/// Inside an include, writes wait until the whole include has succeeded (a failed include
/// writes nothing).

/// Why a file is being written, for messages.
enum WritePurpose: Sendable, Equatable {
    /// `save "x.lps"`.
    case save
    /// `record "x.lps"`: the first write.
    case record
    /// Recording is on and a command changed the session (or `undo` did).
    case recording
    /// `export svg "x.svg"` (the format).
    case export(String)
}

/// A write asked for inside an include, carried out when the include as a whole succeeds.
struct StagedWrite: Sendable {
    var request: WriteRequest
    /// The path as the script wrote it.
    var shown: String
    var purpose: WritePurpose
    /// The line that asked for it: "steps.lps:3".
    var origin: String
}

extension Invocation {
    /// Writes `request` now through the shell's writer, or, inside an include, stages it in the
    /// session copy to be written when the include has succeeded. Returns the receipt of a write
    /// made now, nil for a staged one. A failed write throws (at `range`, or the whole line).
    mutating func write(
        _ request: WriteRequest, shown: String, purpose: WritePurpose,
        at range: ColumnRange?
    ) throws(ScriptError) -> WriteReceipt? {
        // `save "x/"` names a folder: resolved, it would be the file `x`.
        if request.folder.isEmpty, let folder = Self.folderNamed(by: shown) {
            var e = Self.writeError(
                WriteFailure.failed(reason: "the path names a folder (\(folder)), not a file"),
                request: request, shown: shown, purpose: purpose, at: range)
            e.help =
                "name the file in it, as in \"\(shown.hasSuffix("/") ? shown : shown + "/")\(Self.exampleName(request.kind))\""
            throw e
        }
        if context.includeStack.count > 1 {
            session.pendingWrites.append(
                StagedWrite(
                    request: request, shown: shown, purpose: purpose,
                    origin: "\(location.file):\(location.line)"))
            return nil
        }
        do {
            return try context.writer(request)
        } catch {
            throw Self.writeError(error, request: request, shown: shown, purpose: purpose, at: range)
        }
    }

    /// How a path written as `path` names a folder ("it ends in '/'", "'..'"), or nil when its
    /// last part can be a file's name.
    static func folderNamed(by path: String) -> String? {
        if path.isEmpty { return "it is empty" }
        if path.hasSuffix("/") { return "it ends in '/'" }
        let last = Paths.lastComponent(path)
        if last == "." || last == ".." { return "'\(last)'" }
        return nil
    }

    /// A file name for a help line, by the kind of file being written.
    static func exampleName(_ kind: WrittenFileKind?) -> String {
        switch kind {
        case .svg: "picture.svg"
        case .html: "picture.html"
        case .swift: "Layout.swift"
        default: "session.lps"
        }
    }

    /// " (the previous version is kept as 'x.lps~')", or "" when nothing was replaced.
    static func backupNote(_ receipt: WriteReceipt?, request: WriteRequest, shown: String) -> String {
        guard let backup = receipt?.backup else { return "" }
        return " (the previous version is kept as '\(shownBackup(backup, request: request, shown: shown))')"
    }

    /// The backup path as the script would write it (`out.lps~` for a request of `dir/out.lps`
    /// shown as `out.lps`); a path the shell chose otherwise (through a link) as the shell says.
    static func shownBackup(_ backup: String, request: WriteRequest, shown: String) -> String {
        backup == request.path + "~" ? shown + "~" : backup
    }

    /// The error for a failed write, worded for what was being written.
    static func writeError(
        _ error: any Error, request: WriteRequest, shown: String, purpose: WritePurpose,
        at range: ColumnRange?, origin: String? = nil
    ) -> ScriptError {
        let what: String
        switch purpose {
        case .save: what = "cannot save to '\(shown)'"
        case .record: what = "cannot record to '\(shown)'"
        case .recording: what = "cannot record this change to '\(shown)'"
        case .export: what = "cannot export to '\(shown)'"
        }
        let from = origin.map { " (asked for at \($0))" } ?? ""
        let command: String
        switch purpose {
        case .save: command = "save"
        case .record, .recording: command = "record"
        case .export(let format): command = "export \(format)"
        }
        var notes: [String] = []
        if purpose == .recording {
            notes.append("the command was not run; 'record off' stops recording")
        }
        /// A refusal the script can lift (a file lps did not write, or wrote as another kind): says how.
        func refused(_ refusal: (reason: String, note: String), anyway: Bool) -> ScriptError {
            ScriptError(
                "\(what)\(from): \(refusal.reason)", at: range,
                help: "to replace it\(anyway ? " anyway" : ""): \(command) \"\(shown)\" overwrite: true",
                notes: [refusal.note] + notes)
        }
        switch error as? WriteFailure {
        case .notWrittenByLPS:
            return refused(WriteFailure.notWrittenByLPSRefusal(writing: request.kind), anyway: false)
        case .anotherKind(let found):
            return refused(WriteFailure.anotherKindRefusal(found: found, writing: request.kind), anyway: true)
        case .notARegularFile(let kind):
            return ScriptError("\(what)\(from): it is \(kind), not a regular file", at: range, notes: notes)
        case .backupInTheWay(let backup):
            let name = shownBackup(backup, request: request, shown: shown)
            return ScriptError(
                "\(what)\(from): the previous version would be kept as '\(name)', which is not a file lps wrote",
                at: range, help: "move or delete '\(name)'", notes: notes)
        case .failed(let reason):
            return ScriptError("\(what)\(from): \(reason)", at: range, notes: notes)
        case nil:
            let reason = (error as? any FileReadFailure)?.reason ?? "\(error)"
            return ScriptError("\(what)\(from): \(reason)", at: range, notes: notes)
        }
    }

    /// Carries out the writes staged by an include's lines (in order), now or, inside an outer
    /// include, by staging them there. The first failure throws at `range` (the include's path).
    mutating func performStagedWrites(_ staged: [StagedWrite], at range: ColumnRange) throws(ScriptError) {
        for write in staged {
            if context.includeStack.count > 1 {
                session.pendingWrites.append(write)
                continue
            }
            do {
                _ = try context.writer(write.request)
            } catch {
                throw Self.writeError(
                    error, request: write.request, shown: write.shown, purpose: write.purpose,
                    at: range, origin: write.origin)
            }
        }
    }
}
