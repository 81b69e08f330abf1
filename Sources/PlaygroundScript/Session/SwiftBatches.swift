import SwiftSyntax

/// A run of Swift units parsed by one parser call. Setting up swift-syntax's parser for a unit
/// costs about as much as parsing a short statement, so a replay parses the Swift between two
/// commands (or comments) at once; each unit is still evaluated on its own, as one step.
///
/// Parsing the run together must give the same statements as parsing each unit alone: a run is
/// used only when it parses without errors and every statement lies inside one unit. Otherwise
/// (a syntax error somewhere, `#if` across units) each unit is parsed alone, as before, and
/// reports its own errors.
/// A class: it is handed along with each of its units, and a reference is one retain where the
/// fields were seven.
final class SwiftBatch: Sendable {
    let chunk: SwiftChunk
    let tree: SourceFileSyntax
    /// Index (in the script's lines) of the run's first line.
    let firstLine: Int
    /// The statements of each unit, by the unit's first line.
    let statements: [Int: [CodeBlockItemSyntax]]
    /// Index (in the units) just past the run.
    let endUnit: Int

    init(
        chunk: SwiftChunk, tree: SourceFileSyntax, firstLine: Int, statements: [Int: [CodeBlockItemSyntax]],
        endUnit: Int
    ) {
        self.chunk = chunk
        self.tree = tree
        self.firstLine = firstLine
        self.statements = statements
        self.endUnit = endUnit
    }
}

/// A script's units in order, with the batch of each Swift unit: split and parsed ahead on a
/// second thread when the script is long enough for that to pay (`SwiftBatchPipeline`), else
/// split here and parsed run by run as the units are reached (`SwiftBatcher`). Either way the
/// units, the trees, the errors and the output are the same.
struct ScriptUnits {
    private let lines: [Substring]
    private var pipeline: SwiftBatchPipeline?
    private var units: [SourceUnit] = []
    private var batcher = SwiftBatcher()

    /// `ahead`: the caller will ask for the units in order, so they may be split and parsed on another thread.
    init(lines: [Substring], interpreter: Interpreter, ahead: Bool) {
        self.lines = lines
        if ahead, lines.count >= SwiftBatchPipeline.minimumLines,
            let pipeline = SwiftBatchPipeline(lines: lines, interpreter: interpreter)
        {
            self.pipeline = pipeline
        } else {
            units = interpreter.units(lines)
        }
    }

    /// The unit at `index`, or nil past the last one. Asked for in increasing order.
    mutating func unit(at index: Int) -> SourceUnit? {
        if let pipeline { return pipeline.unit(at: index) }
        return index < units.count ? units[index] : nil
    }

    /// The batch of the unit at `index` (after `unit(at: index)`), or nil when it runs alone.
    mutating func batch(for index: Int) -> SwiftBatch? {
        if let pipeline { return pipeline.batch(for: index) }
        return batcher.batch(for: index, units: units, lines: lines)
    }
}

/// `lines.joined(separator: "\n")`, its bytes copied into storage reserved once (the generic
/// `joined` of Substrings took 21 K instructions for a run of eight lines).
func joinedLines(_ lines: ArraySlice<Substring>) -> String {
    var count = Swift.max(0, lines.count - 1)
    for line in lines { count += line.utf8.count }
    var text = ""
    text.reserveCapacity(count)
    for (i, line) in zip(lines.indices, lines) {
        if i != lines.startIndex { text.append("\n") }
        text.append(contentsOf: line)
    }
    return text
}

/// Hands out the batch a unit belongs to, parsing each run once (a run that cannot be batched is
/// not tried again for its later units, so the work stays linear).
struct SwiftBatcher {
    /// At most this many lines in one run (its tree lives while its units run).
    static let maxLines = 500
    private var current: SwiftBatch?
    /// Units before this index that were tried and are parsed alone.
    private var unbatchedUntil = 0

    init() {}

    mutating func batch(for index: Int, units: [SourceUnit], lines: [Substring]) -> SwiftBatch? {
        let unit = units[index]
        guard unit.kind == .swift else { return nil }
        if let current, index < current.endUnit, current.statements[unit.firstLine] != nil { return current }
        guard index >= unbatchedUntil else { return nil }
        let (end, swiftUnits) = Self.run(from: index, in: units)
        current = nil
        guard swiftUnits > 1, let made = Self.parse(units: units[index..<end], endUnit: end, lines: lines) else {
            unbatchedUntil = end
            return nil
        }
        current = made
        return made
    }

    /// The run that starts at the Swift unit `index`: consecutive Swift and blank units, within
    /// `maxLines`, without trailing blanks; and how many of them are Swift.
    static func run(from index: Int, in units: [SourceUnit]) -> (end: Int, swiftUnits: Int) {
        let firstLine = units[index].firstLine
        var end = index
        var swiftUnits = 0
        while end < units.count, units[end].kind == .swift || units[end].kind == .blank,
            units[end].firstLine + units[end].lineCount - firstLine <= maxLines || end == index
        {
            if units[end].kind == .swift { swiftUnits += 1 }
            end += 1
        }
        while end > index + 1, units[end - 1].kind == .blank { end -= 1 }
        return (end, swiftUnits)
    }

    /// The runs worth parsing together, in order, as `batch(for:)` meets them when asked for every
    /// unit in turn.
    static func runs(_ units: [SourceUnit]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var index = 0
        while index < units.count {
            guard units[index].kind == .swift else {
                index += 1
                continue
            }
            let (end, swiftUnits) = run(from: index, in: units)
            if swiftUnits > 1 { runs.append(index..<end) }
            index = end
        }
        return runs
    }

    /// Visits every node under `node`, so that swift-syntax makes (and keeps, in the tree's arena)
    /// the child list of each: it makes one when a node's children are first visited, under a
    /// lock, and the tree is the same either way. Recursion is bounded by the nesting limits
    /// checked before parsing (`Limits.swiftNestingDepth`).
    static func makeChildren(of node: Syntax) {
        ChildListMaker(viewMode: .all).walk(node)
    }

    /// A walk that visits every node but tokens (which have no children).
    private final class ChildListMaker: SyntaxVisitor {
        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    static func parse(units: ArraySlice<SourceUnit>, endUnit: Int, lines: [Substring]) -> SwiftBatch? {
        guard let first = units.first, let last = units.last else { return nil }
        let lastLine = last.firstLine + last.lineCount
        // Every line within the limit (a longer one is reported by its own unit).
        for line in lines[first.firstLine..<lastLine] where line.utf8.count > Limits.lineLength { return nil }
        let chunk = SwiftChunk(text: joinedLines(lines[first.firstLine..<lastLine]))
        // Operators are looked for unit by unit (the run has an `=` on every line).
        let folding = units.contains { u in
            u.kind == .swift && SwiftFrontEnd.mayNeedFolding(lines: lines[u.firstLine..<(u.firstLine + u.lineCount)])
        }
        guard case .success(let tree) = SwiftFrontEnd.parse(chunk, mayNeedFolding: folding) else { return nil }
        // Which unit each line belongs to (relative to the run).
        var unitOfLine = [Int](repeating: -1, count: lastLine - first.firstLine)
        for u in units where u.kind == .swift {
            for l in u.firstLine..<(u.firstLine + u.lineCount) { unitOfLine[l - first.firstLine] = u.firstLine }
        }
        var statements: [Int: [CodeBlockItemSyntax]] = [:]
        for u in units where u.kind == .swift { statements[u.firstLine] = [] }
        for item in tree.statements {
            let start = chunk.lineAndColumn(chunk.characterOffset(item.positionAfterSkippingLeadingTrivia) + 1).line
            let endOffset = Swift.max(
                item.positionAfterSkippingLeadingTrivia, item.endPositionBeforeTrailingTrivia.advanced(by: -1))
            let end = chunk.lineAndColumn(chunk.characterOffset(endOffset) + 1).line
            guard start < unitOfLine.count, end < unitOfLine.count else { return nil }
            let owner = unitOfLine[start]
            guard owner >= 0, unitOfLine[end] == owner else { return nil }
            statements[owner, default: []].append(item)
        }
        return SwiftBatch(
            chunk: chunk, tree: tree, firstLine: first.firstLine, statements: statements, endUnit: endUnit)
    }
}
