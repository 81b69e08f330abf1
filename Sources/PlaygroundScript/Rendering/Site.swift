import PlaygroundCore

/// A static site of a script or a lesson (`export site`, `lps render --site`): pages a reader
/// walks through with no server, each statement (or each step of a lesson) with its code, what
/// it printed and the picture of the session after it. A value made by replaying the script;
/// `SiteRenderer` turns it into the folder's files.
public struct Site: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// One page per statement; the comments above a statement are its narration.
        case script
        /// One page per step: narration, the code shown, the task, the solution, the check.
        case lesson
    }

    public var kind: Kind
    public var title: String
    /// The file it was made from, as named (`lessons/compositional-layout.lps`).
    public var source: String
    /// The comments before the first statement (a script) or under `#% lesson:` (a lesson).
    public var introduction: [String]
    public var pages: [SitePage]
    /// Set when the replay stopped at an error the script does not expect: the last page shows it.
    public var failed = false
}

/// One page: a statement of a script, or a step of a lesson.
public struct SitePage: Hashable, Sendable {
    /// "let layout = UICollectionViewCompositionalLayout(section: section)" or the step's title.
    public var title: String
    /// The 1-based line it starts on in the source.
    public var line: Int
    /// The comment lines above the statement, or the step's narration.
    public var narration: [String]
    public var blocks: [SiteBlock]
    /// A lesson step's hints, in order.
    public var hints: [String] = []
}

/// Code on a page with what it printed and, when the session can be drawn, its picture.
public struct SiteBlock: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
        /// A script's statement.
        case statement
        /// A lesson step's `#% show` code: run and shown when the step starts.
        case show
        /// The attendee's starting point (the `#|` lines); not run.
        case task
        /// The step's answer.
        case solution
        /// The check's probes, with what they print after the solution: what the check expects.
        case check
    }

    public var role: Role
    /// The 1-based line of its first line in the source.
    public var line: Int
    public var code: [String]
    public var output: [SiteLine]
    /// The picture of the session after the code, as an SVG element; nil with `pictureNote` saying why.
    public var picture: String?
    /// Why there is no picture ("no layout yet ..."), or nil.
    public var pictureNote: String?
    /// For a check: what it compares and how ("within 0.5 pt, leaving out height").
    public var detail: String?
}

/// A line of output on a page.
public struct SiteLine: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case text, error, warning, note }
    public var kind: Kind
    public var text: String
}

extension Site {
    /// Pages a site has at most: a longer script's later statements are summed up on the last page.
    public static let pageLimit = 2_000
    /// Elements all the site's pictures draw together at most; later pictures are left out, with a note.
    public static let drawnElementLimit = 200_000
    /// Lines of output a block shows at most; the rest are counted.
    public static let outputLineLimit = 500

    /// The site of a script: each statement replayed in a fresh session, its comments as its
    /// narration. Writes the script asks for are not made. The replay stops at the first error
    /// the script does not expect (`failed`), as `lps run` does; that statement is the last page.
    public static func script(
        text: String, file: String, options: PlaygroundOptions, reader: @escaping FileReader,
        registry: Registry = .standard
    ) -> Site {
        // On one big-stack thread for the whole replay, not one per statement.
        BigStack.run { replay(text: text, file: file, options: options, reader: reader, registry: registry) }
    }

    private static func replay(
        text: String, file: String, options: PlaygroundOptions, reader: @escaping FileReader, registry: Registry
    ) -> Site {
        // Errors are located as 'lps run' locates them: by the path as given.
        let display = file
        var playground = Playground(options: options.withoutColour, registry: registry)
        let lines = text.sourceLines
        var site = Site(kind: .script, title: Paths.lastComponent(file), source: file, introduction: [], pages: [])
        var builder = PictureBudget()
        var comments: [String] = []
        var sawStatement = false
        var skipped = 0
        let context = playground.scriptContext(
            file: file, display: display, reader: reader, writer: TranscriptCheck.dryWriter)
        let units = lines.count <= Limits.scriptLines ? playground.units(lines) : []
        for unit in units {
            if options.isInterrupted() { break }
            switch unit.kind {
            case .blank:
                // A blank line after the first comments ends the introduction.
                if !sawStatement, site.pages.isEmpty, !comments.isEmpty, site.introduction.isEmpty {
                    site.introduction = comments
                    comments = []
                }
                continue
            case .comment:
                let line = lines[unit.firstLine]
                if unit.firstLine == 0, TranscriptCheck.isShebang(line) { continue }
                if line.trimmingSpaces.hasPrefix(Playground.scriptMarker) { continue }
                if TranscriptCheck.isExpectation(unit: unit, in: lines) { continue }
                comments.append(Self.commentText(line))
                continue
            case .command, .swift:
                break
            }
            sawStatement = true
            let code = lines[unit.firstLine..<(unit.firstLine + unit.lineCount)].map(String.init)
            let outputs = playground.execute(
                unit: unit, lines: lines, display: display, context: context)
            if site.pages.count >= pageLimit {
                skipped += 1
            } else {
                var block = SiteBlock(
                    role: .statement, line: unit.firstLine + 1, code: code, output: Self.lines(outputs))
                builder.draw(playground.session, into: &block)
                site.pages.append(
                    SitePage(
                        title: Self.title(of: code), line: unit.firstLine + 1, narration: comments, blocks: [block]))
            }
            comments = []
            if outputs.contains(where: \.isError),
                !Playground.expectsError(after: unit.firstLine + unit.lineCount - 1, in: lines)
            {
                site.failed = true
                break
            }
            if outputs.contains(where: \.isQuit) { break }
        }
        if skipped > 0, let last = site.pages.indices.last {
            site.pages[last].narration.append(
                "The site shows the first \(pageLimit) statements; \(skipped) more ran after this one.")
        }
        if site.pages.isEmpty, site.introduction.isEmpty { site.introduction = comments }
        return site
    }

    /// The site of a lesson: a page per step with its narration, the code it shows (with its
    /// output), the attendee's task, the solution (with its output and picture), the hints, and
    /// the check's probes with what they print after the solution.
    public static func lesson(_ lesson: Lesson, options: PlaygroundOptions, reader: @escaping FileReader) -> Site {
        BigStack.run { steps(of: lesson, options: options, reader: reader) }
    }

    private static func steps(of lesson: Lesson, options: PlaygroundOptions, reader: @escaping FileReader) -> Site {
        var run = LessonRun(lesson: lesson, options: options.withoutColour, reader: reader)
        var site = Site(
            kind: .lesson, title: lesson.title, source: lesson.file, introduction: lesson.introduction, pages: [])
        var budget = PictureBudget()
        for (k, step) in lesson.steps.enumerated() {
            if options.isInterrupted() { break }
            var (playground, shown) = run.start(of: k)
            var blocks: [SiteBlock] = []
            if let show = step.show {
                var block = SiteBlock(
                    role: .show, line: show.firstLine, code: show.code,
                    output: shown.flatMap { Self.lines($0.outputs) })
                budget.draw(playground.session, into: &block)
                blocks.append(block)
            }
            blocks.append(
                SiteBlock(
                    role: .task, line: step.solution.firstLine, code: step.placeholder, output: []))
            let solved = run.replay(step.solution.range, on: &playground)
            var solution = SiteBlock(
                role: .solution, line: step.solution.firstLine, code: step.solution.code,
                output: solved.flatMap { Self.lines($0.outputs) })
            budget.draw(playground.session, into: &solution)
            blocks.append(solution)
            var probes: [String] = []
            var printed: [SiteLine] = []
            for probe in step.check.probes {
                let ran = run.replay((probe.line - 1)..<(probe.line - 1 + probe.lines.count), on: &playground)
                probes += probe.lines
                printed += ran.flatMap { Self.lines($0.outputs) }
            }
            var check = SiteBlock(
                role: .check, line: step.check.line, code: probes, output: printed)
            check.detail = Self.describe(step.check)
            blocks.append(check)
            site.pages.append(
                SitePage(
                    title: step.title, line: step.line, narration: step.narration, blocks: blocks, hints: step.hints))
        }
        return site
    }

    /// What a check compares, in words: "within 0.5 pt; leaving out height and y".
    static func describe(_ check: LessonCheck) -> String {
        var parts: [String] = []
        if check.tolerance != LessonCheck.defaultTolerance {
            parts.append("lengths within \(Format.number(check.tolerance)) pt")
        }
        if !check.ignoring.isEmpty {
            let names = check.ignoring.map(\.rawValue)
            parts.append(
                "leaving out "
                    + (names.count == 1
                        ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]))
        }
        return parts.isEmpty
            ? "what the solution gives, exactly" : "what the solution gives, " + parts.joined(separator: "; ")
    }

    /// A comment line's text: `# Hello` → `Hello`, `#` → ``.
    static func commentText(_ line: Substring) -> String {
        var text = line.trimmingSpaces
        if text.hasPrefix("//") {
            text = text.dropFirst(2)
        } else if text.hasPrefix("#") {
            text = text.dropFirst()
        }
        if text.hasPrefix(" ") { text = text.dropFirst() }
        return String(text)
    }

    /// A statement's title: its first line, shortened to 80 characters.
    static func title(of code: [String]) -> String {
        let first = code.first.map { String($0.trimmingSpaces) } ?? ""
        let shortened = first.count > 80 ? String(first.prefix(79)) + "…" : first
        return code.count > 1 ? shortened + (shortened.hasSuffix("…") ? "" : " …") : shortened
    }

    /// What a statement printed, as lines: results, then diagnostics in the order they came.
    static func lines(_ outputs: [Output]) -> [SiteLine] {
        var out: [SiteLine] = []
        var more = 0
        var cut = false
        func add(_ kind: SiteLine.Kind, _ text: String) {
            if out.count < outputLineLimit { out.append(SiteLine(kind: kind, text: text)) } else { more += 1 }
        }
        for output in outputs {
            switch output {
            case .text(let text):
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) { add(.text, String(line)) }
            case .stream(let stream):
                // A long table is made as it is read: counting its rest would make all of it.
                stream.forEachLine { line in
                    add(.text, line)
                    return more == 0
                }
                if more > 0 { cut = true }
            case .diagnostic(let text, let severity):
                let kind: SiteLine.Kind =
                    switch severity {
                    case .error: .error
                    case .warning: .warning
                    case .note: .note
                    }
                for line in text.strippingColour.split(separator: "\n", omittingEmptySubsequences: false) {
                    add(kind, String(line))
                }
            case .effect:
                continue
            }
        }
        if cut {
            out.append(SiteLine(kind: .note, text: "… more lines (run the script to see them all)"))
        } else if more > 0 {
            out.append(
                SiteLine(
                    kind: .note, text: "… \(more) more line\(more == 1 ? "" : "s") (run the script to see them all)"))
        }
        return out
    }
}

/// Draws pictures for a site's pages until the site's pictures hold `Site.drawnElementLimit` elements.
struct PictureBudget {
    var drawn = 0
    var count = 0

    mutating func draw(_ session: Session, into block: inout SiteBlock) {
        let picture: Picture
        do {
            picture = try Picture.make(session, view: .content)
        } catch {
            block.pictureNote = "no picture: " + error.message
            return
        }
        guard drawn + picture.elements.count <= Site.drawnElementLimit else {
            block.pictureNote =
                "no picture: the site's pictures already draw \(drawn) elements (the limit is "
                + "\(Site.drawnElementLimit)); 'lps render -o FILE.svg' draws one"
            return
        }
        drawn += picture.elements.count
        count += 1
        block.picture = PictureRenderer.svgElement(
            picture, options: PictureRenderer.Options(scale: 1, title: ""), idPrefix: "lps\(count)")
    }
}

extension PlaygroundOptions {
    /// The same options with colour off: a page shows diagnostics as plain text.
    var withoutColour: PlaygroundOptions {
        var copy = self
        copy.color = false
        return copy
    }
}
