import PlaygroundCore

/// What a probe of a check found in a session, as data: the elements and their frames, the
/// content size, the last apply, or the lines a value printed.
enum LessonProbeData: Hashable, Sendable {
    /// One element of `frames` or `visible`.
    struct Element: Hashable, Sendable {
        /// As `frames` names it: "cell", "supplementary badge", "decoration background".
        var kind: String
        var isCell: Bool
        var indexPath: IndexPath
        /// A cell's item identifier.
        var identifier: String?
        var frame: Rect
        var zIndex: Int

        /// "cell [0, 2]", "supplementary badge [1, 0]".
        var name: String { "\(kind) \(indexPath)" }
    }

    /// What an apply did: its update and, for a batch, each change as (operation, identifier, where).
    struct Apply: Hashable, Sendable {
        /// "reloadData (first apply)", "nothing to do", "performBatchUpdates".
        var update: String
        var isBatch: Bool
        var animated: Bool
        var changes: [Change]
    }

    struct Change: Hashable, Sendable {
        /// "delete", "insert", "move", "reload", "reconfigure", "delete section", ...
        var operation: String
        var identifier: String
        /// "[0, 1]", "[0, 3] -> [0, 0]", "section 2".
        var place: String
    }

    case elements([Element])
    case size(width: Double, height: Double)
    /// The last apply (nil: no snapshot applied yet).
    case apply(Apply?)
    case lines([String])
    /// The probe failed: its error's message.
    case failed(String)

    /// Runs the check's probes, in order, on a copy of `playground`, and reads what each found.
    static func probe(
        _ check: LessonCheck, on playground: Playground, run: LessonRun, isInterrupted: (@Sendable () -> Bool)? = nil
    ) -> [LessonProbeData] {
        var copy = playground
        var found: [LessonProbeData] = []
        for probe in check.probes {
            let outputs = copy.execute(
                line: probe.lines.joined(separator: "\n"),
                at: SourceLocation(file: run.lesson.displayName, line: probe.line), reader: run.reader,
                writer: TranscriptCheck.dryWriter, isInterrupted: isInterrupted ?? run.options.isInterrupted)
            if let error = outputs.first(where: \.isError), case .diagnostic(let text, _) = error {
                found.append(.failed(Self.message(text)))
                continue
            }
            found.append(read(probe, in: copy.session, outputs: outputs))
        }
        return found
    }

    /// The first line of a rendered error, without `error: `.
    static func message(_ rendered: String) -> String {
        let first = rendered.strippingColour.sourceLines.first.map(String.init) ?? ""
        return first.hasPrefix("error: ") ? String(first.dropFirst(7)) : first
    }

    static func read(_ probe: LessonProbe, in session: Session, outputs: [Output]) -> LessonProbeData {
        switch probe.kind {
        case .frames, .visible:
            do {
                let resolved = try LayoutQueries.resolve(session)
                var list: [Element] = []
                func add(_ a: LayoutAttributes) {
                    let kind: String
                    switch a.category {
                    case .cell: kind = "cell"
                    case .supplementaryView(let k): kind = "supplementary " + k
                    case .decorationView(let k): kind = "decoration " + k
                    }
                    if let wanted = probe.elementKind, !FramesTable.isKind(wanted, a.category) { return }
                    list.append(
                        Element(
                            kind: kind, isCell: a.category == .cell, indexPath: a.indexPath,
                            identifier: FramesTable.identifier(a, resolved.sections), frame: a.frame, zIndex: a.zIndex))
                }
                if probe.kind == .visible {
                    resolved.layout.visibleAttributes().forEach(add)
                } else {
                    resolved.layout.forEachAttribute(section: probe.section) { a in
                        add(a)
                        return true
                    }
                }
                return .elements(list)
            } catch {
                return .failed(error.message)
            }
        case .contentSize:
            do {
                let size = try LayoutQueries.resolve(session).layout.contentSize
                return .size(width: size.width, height: size.height)
            } catch {
                return .failed(error.message)
            }
        case .batch:
            return .apply(DataSourceCommands.dataSource(session).data.lastApply.map(Self.apply))
        case .output:
            var lines: [String] = []
            for output in outputs {
                switch output {
                case .text(let t): lines += t.sourceLines.map(String.init)
                case .stream(let s):
                    s.forEachLine { t in
                        lines += t.sourceLines.map(String.init)
                        return true
                    }
                default: break
                }
            }
            return .lines(lines)
        }
    }

    static func apply(_ record: ApplyRecord) -> Apply {
        switch record.update {
        case .reloadData:
            return Apply(
                update: "reloadData (\(ApplyReport.reason(record) ?? "reloadData"))", isBatch: false,
                animated: record.animated, changes: [])
        case .nothing:
            return Apply(update: "nothing to do (an identical snapshot)", isBatch: false, animated: false, changes: [])
        case .batch(let b, let animated):
            var changes: [Change] = []
            func add(_ operation: String, _ identifier: String, _ place: String) {
                changes.append(Change(operation: operation, identifier: identifier, place: place))
            }
            for c in b.sectionDeletes { add("delete section", c.identifier, "section \(c.index)") }
            for c in b.sectionInserts { add("insert section", c.identifier, "section \(c.index)") }
            for c in b.sectionMoves { add("move section", c.identifier, "section \(c.from) -> \(c.to)") }
            for c in b.itemDeletes { add("delete", c.identifier, c.indexPath.description) }
            for c in b.itemInserts { add("insert", c.identifier, c.indexPath.description) }
            for c in b.itemMoves { add("move", c.identifier, "\(c.from) -> \(c.to)") }
            for c in b.sectionReloads { add("reload section", c.identifier, "section \(c.index)") }
            for c in b.itemReloads { add("reload", c.identifier, c.indexPath.description) }
            for c in b.itemReconfigures { add("reconfigure", c.identifier, c.indexPath.description) }
            return Apply(update: "performBatchUpdates", isBatch: true, animated: animated, changes: changes)
        }
    }
}
