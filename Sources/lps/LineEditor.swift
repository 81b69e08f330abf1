import CLibEdit
import PlaygroundScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An interactive line editor on libedit: prompt, persistent history, TAB completion, Ctrl-C
/// that cancels the line, and UTF-8 input. It knows nothing about commands: it reads lines.
///
/// libedit calls back (prompt, TAB, ^C) synchronously inside `el_gets` on the calling thread,
/// which is the main thread, so the callbacks use `MainActor.assumeIsolated`.
@MainActor
final class LineEditor {
    /// What one call to `readLine` came to.
    enum Event: Equatable {
        /// A line as entered, without its newline.
        case line(String)
        /// Ctrl-C (or SIGINT): the half-typed line was dropped; ask again.
        case cancelled
        /// Ctrl-D on an empty line, or the terminal went away.
        case endOfInput
        /// SIGTERM or SIGHUP arrived.
        case terminated(Int32)
    }

    /// Completion candidates for `line` with the cursor at Character offset `cursor`.
    typealias Completer = @MainActor (_ line: String, _ cursor: Int) -> Completion

    /// Where libedit draws: standard output, or standard error when standard output is redirected.
    let output: UnsafeMutablePointer<FILE>
    private var editLine: OpaquePointer?
    private var history: OpaquePointer?
    private let historyPath: String?
    private var historyWarned = false
    private let completer: Completer
    private var promptBuffer: UnsafeMutablePointer<CChar>?
    private var cancelRequested = false

    /// Nil when libedit cannot start on this terminal (the caller falls back to plain input).
    init?(programName: String, historyPath: String?, completer: @escaping Completer) {
        lps_setup_locale()
        self.output = Console.stdoutIsTerminal ? lps_stdout() : lps_stderr()
        self.historyPath = historyPath
        self.completer = completer
        guard let editLine = el_init(programName, lps_stdin(), output, lps_stderr()) else { return nil }
        self.editLine = editLine
        let history = history_init()
        self.history = history

        _ = lps_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = lps_el_set_editor(editLine, "emacs")
        _ = lps_el_set_signal(editLine, 1)
        _ = lps_el_set_prompt(editLine, lineEditorPrompt)
        if let history {
            _ = lps_history_setsize(history, LineEditor.historySize)
            _ = lps_history_setunique(history, 1)
            _ = lps_el_set_hist(editLine, history)
        }
        // The user's ~/.editrc (or $EDITRC) first, so a `bind -v` there does not drop our keys.
        _ = el_source(editLine, nil)
        _ = lps_el_addfn(editLine, "lps-complete", "Complete the word before the cursor", lineEditorComplete)
        _ = lps_el_bind(editLine, "^I", "lps-complete")
        _ = lps_el_addfn(editLine, "lps-cancel", "Cancel the line", lineEditorCancel)
        _ = lps_el_bind(editLine, "^C", "lps-cancel")
        _ = lps_el_bind_alternate(editLine, "^C", "lps-cancel")  // vi command mode
        _ = lps_el_addfn(editLine, "lps-suspend", "Suspend lps (job control)", lineEditorSuspend)
        _ = lps_el_bind(editLine, "^Z", "lps-suspend")
        _ = lps_el_bind_alternate(editLine, "^Z", "lps-suspend")
        _ = lps_el_setty_noisig(editLine)
        loadHistory()
    }

    /// Ends libedit (restoring the terminal) and the history. Safe to call twice.
    func close() {
        if let editLine { el_end(editLine) }
        if let history { history_end(history) }
        editLine = nil
        history = nil
        if let promptBuffer { free(promptBuffer) }
        promptBuffer = nil
    }

    /// Writes chrome (banner, notes) where the editor draws.
    func write(_ text: String) {
        fputs(text, output)
        fflush(output)
    }

    /// Shows `prompt` and reads one line.
    func readLine(prompt: String) -> Event {
        guard let editLine else { return .endOfInput }
        if let promptBuffer { free(promptBuffer) }
        promptBuffer = strdup(prompt)
        cancelRequested = false
        Signals.clearInterrupt()
        Console.flush()
        _ = lps_el_prep_term(editLine, 1)
        var count: Int32 = 0
        let raw = el_gets(editLine, &count)
        if let signal = Signals.terminationSignal {
            write("\n")
            return .terminated(signal)
        }
        if cancelRequested { return .cancelled }
        guard let raw, count > 0 else {
            if Signals.interruptRequested {
                // SIGINT from outside (kill -INT) while reading: drop the line like ^C.
                Signals.clearInterrupt()
                write("\n")
                return .cancelled
            }
            // Ctrl-D: leave the shell's prompt on a line of its own.
            write("\n")
            return .endOfInput
        }
        var line = String(cString: raw)
        while let last = line.last, last == "\n" || last == "\r" || last == "\r\n" { line.removeLast() }
        return .line(line)
    }

    /// Adds `line` to the history and appends it to the history file at once, so a killed
    /// session keeps it. Blank lines are not remembered.
    func remember(_ line: String) {
        guard let history, line.contains(where: { !$0.isWhitespace }) else { return }
        _ = lps_history_enter(history, line)
        appendToHistoryFile(line)
    }

    /// Adds `line` to this session's history only (Up recalls it; the history file never has it):
    /// a lesson's task, offered for editing.
    func offer(_ line: String) {
        guard let history, line.contains(where: { !$0.isWhitespace }) else { return }
        _ = lps_history_enter(history, line)
    }

    // MARK: history file

    nonisolated private static let historySize: Int32 = 1000

    private func loadHistory() {
        guard let history, let historyPath else { return }
        do {
            try FileSystem.createDirectories(FileSystem.parentDirectory(of: historyPath))
        } catch {
            warnHistory(error.description)
            return
        }
        switch FileSystem.historyDestination(historyPath) {
        case .failure(let error):
            warnHistory(error.description)
        case .success(let target):
            if FileSystem.kind(of: target) == .file, lps_history_load(history, target) < 0,
                FileSystem.size(of: target) != 0
            {
                warnHistory("cannot read history '\(historyPath)'")
            }
        }
    }

    /// Appends `line` to what the file holds now (other sessions may have added to it since
    /// this one started), in a temporary file beside it renamed over it: a session killed
    /// mid-save leaves the previous history intact. Only a history file is replaced (see
    /// `FileSystem.historyDestination`), through a symbolic link its target.
    private func appendToHistoryFile(_ line: String) {
        guard let historyPath else { return }
        if let error = Self.append(line, toHistoryAt: historyPath) { warnHistory(error.description) }
    }

    /// The work of `appendToHistoryFile`: nil when the history was written, else why not.
    nonisolated static func append(_ line: String, toHistoryAt historyPath: String) -> FileError? {
        let target: String
        switch FileSystem.historyDestination(historyPath) {
        case .failure(let error):
            return error
        case .success(let path):
            target = path
        }
        guard let file = history_init() else { return nil }
        defer { history_end(file) }
        _ = lps_history_setsize(file, LineEditor.historySize)
        _ = lps_history_setunique(file, 1)
        if FileSystem.kind(of: target) == .file { _ = lps_history_load(file, target) }
        _ = lps_history_enter(file, line)
        let temporary = "\(target).\(getpid()).tmp"
        // Made exclusively and never through a link: a symbolic link planted at the temporary's
        // (predictable) name must not make the history overwrite its target. A stale one (a link
        // or a crashed session's file) is removed, never followed, and the file made again.
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var fd = open(temporary, flags, 0o600)
        if fd < 0, errno == EEXIST, unlink(temporary) == 0 { fd = open(temporary, flags, 0o600) }
        if fd < 0 || lps_history_save_fd(file, fd, temporary) < 0 || rename(temporary, target) != 0 {
            let code = errno
            if fd >= 0 { unlink(temporary) }
            return FileError(action: "save history to", path: historyPath, errno: code)
        }
        return nil
    }

    private func warnHistory(_ message: String) {
        if historyWarned { return }
        historyWarned = true
        Console.warning("\(message) (history is kept for this session only)")
    }

    // MARK: key functions (called by libedit inside el_gets)

    fileprivate var currentPrompt: UnsafeMutablePointer<CChar>? { promptBuffer }

    /// ^C: show `^C` after the line, then end it through libedit's own newline (so the display
    /// is left tidy); `readLine` sees the flag and drops the line.
    fileprivate func cancel() -> UInt8 {
        guard let editLine else { return UInt8(CC_ERROR) }
        cancelRequested = true
        let text = LineText(editLine)
        if !text.after.isEmpty { _ = el_cursor(editLine, Int32(text.after.unicodeScalars.count)) }
        _ = el_insertstr(editLine, "^C")
        el_push(editLine, "\n")
        return UInt8(CC_REFRESH)
    }

    /// ^Z (ISIG is off while editing, so it arrives as a key): stop like a shell job. The
    /// terminal goes back to its normal mode while stopped; once continued, the shell has printed
    /// since, so the prompt and line are drawn afresh where the cursor is. Without job control
    /// (an orphaned process group is never stopped) it only beeps.
    fileprivate func suspend() -> UInt8 {
        guard let editLine else { return UInt8(CC_ERROR) }
        _ = lps_el_prep_term(editLine, 0)
        let stopped = Signals.suspend()
        _ = lps_el_prep_term(editLine, 1)
        if !stopped { return UInt8(CC_REFRESH_BEEP) }
        _ = lps_el_refresh(editLine)
        return UInt8(CC_NORM)
    }

    /// TAB: complete the word before the cursor, list several candidates, or insert spaces.
    fileprivate func complete() -> UInt8 {
        guard let editLine else { return UInt8(CC_ERROR) }
        let text = LineText(editLine)
        let action = TabCompletion.action(
            before: text.before, after: text.after, pasting: lps_input_pending(STDIN_FILENO) != 0,
            complete: completer
        )
        switch action {
        case .beep:
            return UInt8(CC_REFRESH_BEEP)
        case .edit(let deleting, let inserting):
            if deleting > 0 { el_deletestr(editLine, Int32(clamping: deleting)) }
            if !inserting.isEmpty { _ = el_insertstr(editLine, inserting) }
            return UInt8(CC_REFRESH)
        case .list(let candidates):
            let lines = TabCompletion.columns(candidates, width: Int(lps_el_columns(editLine)))
            write("\n" + lines.map { $0 + "\n" }.joined())
            return UInt8(CC_REDISPLAY)
        }
    }
}

/// The line being edited, split at the cursor. libedit's narrow buffer is UTF-8 and its cursor
/// a byte offset; the split is decoded so counts are in Characters.
private struct LineText {
    var line: String
    var before: String
    var after: String

    init(_ editLine: OpaquePointer) {
        guard let info = el_line(editLine), let start = info.pointee.buffer,
            let cursorPointer = info.pointee.cursor, let lastPointer = info.pointee.lastchar
        else {
            line = ""
            before = ""
            after = ""
            return
        }
        let total = max(0, lastPointer - start)
        let cursor = min(max(0, cursorPointer - start), total)
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(start), count: total)
        line = String(decoding: bytes, as: UTF8.self)
        before = String(decoding: bytes[..<cursor], as: UTF8.self)
        after = String(decoding: bytes[cursor...], as: UTF8.self)
    }
}

// MARK: C callbacks

/// The editor registered as libedit's client data (the EditLine passed as its address, which
/// is Sendable where the pointer is not).
@MainActor
private func lineEditor(_ address: Int) -> LineEditor? {
    guard let editLine = OpaquePointer(bitPattern: address), let data = lps_el_get_clientdata(editLine) else {
        return nil
    }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
}

/// libedit reads the prompt through a function; it must never get NULL.
nonisolated(unsafe) private let emptyPrompt: UnsafeMutablePointer<CChar>? = strdup("")

private let lineEditorPrompt: lps_prompt_fn = { editLine in
    let editor = Int(bitPattern: editLine)
    let address = MainActor.assumeIsolated {
        Int(bitPattern: lineEditor(editor)?.currentPrompt)
    }
    return UnsafeMutablePointer<CChar>(bitPattern: address) ?? emptyPrompt
}

private let lineEditorComplete: lps_key_fn = { editLine, _ in
    let editor = Int(bitPattern: editLine)
    return MainActor.assumeIsolated { lineEditor(editor)?.complete() ?? UInt8(CC_ERROR) }
}

private let lineEditorSuspend: lps_key_fn = { editLine, _ in
    let editor = Int(bitPattern: editLine)
    return MainActor.assumeIsolated { lineEditor(editor)?.suspend() ?? UInt8(CC_ERROR) }
}

private let lineEditorCancel: lps_key_fn = { editLine, _ in
    let editor = Int(bitPattern: editLine)
    return MainActor.assumeIsolated { lineEditor(editor)?.cancel() ?? UInt8(CC_ERROR) }
}
