import PlaygroundCore

/// The `frames` and `visible` table, as text or as JSON, written row by row from the elements:
/// a million rows are never held at once, as attributes, cells or lines. The text table's
/// columns are as wide as their widest cell, so `init` measures every row first (one pass over
/// the elements, numbers measured without making strings) and `write` enumerates them again,
/// writing each line as it goes. What it prints is what `Format.table(rows, rightAligned:
/// [3, 4, 5, 6, 7, 8, 9])` printed for the rows, and the JSON is `JSONValue.serialized()` of the
/// array of row objects, byte for byte.
struct FramesTable: Sendable {
    enum Elements: Sendable {
        /// Every element of the layout, enumerated from it (`ResolvedLayout.forEachAttribute`),
        /// optionally of one section and one kind (`cells`, `supplementaries`, `decorations`).
        case layout(ResolvedLayout, section: Int?, kind: String?)
        /// Elements already made (the few in the viewport).
        case list([LayoutAttributes])
    }

    let elements: Elements
    /// Identifiers per section, for labelling cells.
    let sections: [(identifier: String, items: [String])]
    let json: Bool
    /// Rows (elements), from the measuring pass (text only).
    private(set) var count = 0
    /// Whether any row is an outline row below the top level: the table then has a level and an
    /// indent column.
    private(set) var nested = false
    /// Column widths in characters (text only), header included.
    private(set) var widths: [Int]
    /// What the measuring pass enumerated (tests count it).
    private(set) var measured = ResolvedLayout.EnumerationWork()

    static let header = ["kind", "indexPath", "id", "x", "y", "width", "height", "z", "level", "indent"]
    static let firstRightAligned = 3

    init(_ elements: Elements, sections: [(identifier: String, items: [String])], json: Bool) {
        self.elements = elements
        self.sections = sections
        self.json = json
        widths = Self.header.map(\.count)
        guard !json else { return }
        var count = 0, nested = false, widths = self.widths
        let sections = self.sections
        let work = Self.forEach(elements) { a in
            count += 1
            if a.level > 0 { nested = true }
            widths[0] = Swift.max(widths[0], Self.kindLength(a))
            widths[1] = Swift.max(widths[1], 4 + Self.digits(a.indexPath.section) + Self.digits(a.indexPath.item))
            widths[2] = Swift.max(widths[2], Self.identifier(a, sections).map(Format.identifier).map(Format.length) ?? 1)
            widths[3] = Swift.max(widths[3], Self.numberLength(a.frame.minX))
            widths[4] = Swift.max(widths[4], Self.numberLength(a.frame.minY))
            widths[5] = Swift.max(widths[5], Self.numberLength(a.frame.width))
            widths[6] = Swift.max(widths[6], Self.numberLength(a.frame.height))
            widths[7] = Swift.max(widths[7], Self.digits(a.zIndex))
            widths[8] = Swift.max(widths[8], Self.digits(a.level))
            widths[9] = Swift.max(widths[9], Self.numberLength(a.indentation))
            return true
        }
        self.count = count
        self.nested = nested
        self.widths = widths
        measured = work
    }

    var isEmpty: Bool { count == 0 }

    /// The elements in layout order, one group at a time; `body` returns false to stop.
    @discardableResult
    static func forEach(_ elements: Elements, _ body: (LayoutAttributes) -> Bool) -> ResolvedLayout.EnumerationWork {
        switch elements {
        case .list(let list):
            var work = ResolvedLayout.EnumerationWork()
            for a in list {
                work.elements += 1
                if !body(a) { break }
            }
            return work
        case .layout(let layout, let section, let kind):
            return layout.forEachAttribute(section: section) { a in
                if let kind, !Self.isKind(kind, a.category) { return true }
                return body(a)
            }
        }
    }

    static func isKind(_ kind: String, _ category: ElementCategory) -> Bool {
        switch (kind, category) {
        case ("cells", .cell), ("supplementaries", .supplementaryView), ("decorations", .decorationView): true
        default: false
        }
    }

    /// The identifier of a cell (nil for other elements, and for a cell beyond the data).
    func identifier(_ a: LayoutAttributes) -> String? { Self.identifier(a, sections) }

    static func identifier(_ a: LayoutAttributes, _ sections: [(identifier: String, items: [String])]) -> String? {
        guard case .cell = a.category, let i = a.itemIndex, a.indexPath.section >= 0, a.indexPath.section < sections.count else { return nil }
        let items = sections[a.indexPath.section].items
        return i >= 0 && i < items.count ? items[i] : nil
    }

    /// The id column's cell: the identifier as scripts spell it, nil for "-".
    func identifierCell(_ a: LayoutAttributes) -> String? { identifier(a).map(Format.identifier) }

    /// The text lines (all of them: for the few rows of `visible`, and for callers that keep lines).
    var lines: [String] { stream.lines }

    /// The table as a stream of lines, written when it is read.
    var stream: ResultStream {
        let table = self
        return ResultStream { writer in table.write(into: &writer) }
    }

    /// Writes the table (text lines, or the JSON document as one line); returns what the
    /// writing pass enumerated.
    @discardableResult
    func write(into w: inout LineWriter) -> ResolvedLayout.EnumerationWork {
        json ? writeJSON(into: &w) : writeText(into: &w)
    }

    // MARK: Text

    private func writeText(into w: inout LineWriter) -> ResolvedLayout.EnumerationWork {
        let columns = nested ? 10 : 8
        let space = UInt8(ascii: " ")
        var column = 0
        /// Starts a column's cell of `length` characters: pads a right-aligned one before it.
        func startCell(_ length: Int) {
            if column > 0 { w.append(space); w.append(space) }
            if column >= Self.firstRightAligned {
                let pad = widths[column] - length
                if pad > 0 { w.bytes.append(contentsOf: repeatElement(space, count: pad)) }
            }
        }
        /// Ends a column's cell of `length` characters: pads a left-aligned one after it.
        func endCell(_ length: Int) {
            if column < Self.firstRightAligned, column < columns - 1 {
                let pad = widths[column] - length
                if pad > 0 { w.bytes.append(contentsOf: repeatElement(space, count: pad)) }
            }
            column += 1
        }
        /// A cell of the user's text: padded for its own length, renamed as whole lines were
        /// (`Session.displayed` ran on lines already padded).
        func cell(_ text: String) {
            let length = Format.length(text)
            startCell(length)
            w.appendRenamed(text)
            endCell(length)
        }
        /// A number (right-aligned): written, then padded in front, so it is formatted once.
        func number(_ v: Double) {
            if column > 0 { w.append(space); w.append(space) }
            let start = w.bytes.count
            appendFormattedNumber(v == 0 ? 0 : v, to: &w.bytes)
            let pad = widths[column] - (w.bytes.count - start)
            if pad > 0 { w.bytes.insert(contentsOf: repeatElement(space, count: pad), at: start) }
            column += 1
        }
        func integer(_ n: Int) {
            startCell(Self.digits(n))
            Self.appendInteger(n, to: &w.bytes)
            endCell(Self.digits(n))
        }
        func endLine() {
            // A trailing byte 0x20 is a whole " " character (a space starts a grapheme cluster).
            while w.bytes.last == space { w.bytes.removeLast() }
            w.endLine()
            column = 0
        }
        for name in Self.header.prefix(columns) { cell(name) }
        endLine()
        return Self.forEach(elements) { a in
            switch a.category {
            case .cell: cell(a.isPinned ? "cell (pinned)" : "cell")
            case .supplementaryView(let k): cell("supplementary " + k + (a.isPinned ? " (pinned)" : ""))
            case .decorationView(let k): cell("decoration " + k + (a.isPinned ? " (pinned)" : ""))
            }
            startCell(4 + Self.digits(a.indexPath.section) + Self.digits(a.indexPath.item))
            w.append(UInt8(ascii: "["))
            Self.appendInteger(a.indexPath.section, to: &w.bytes)
            w.append(UInt8(ascii: ",")); w.append(space)
            Self.appendInteger(a.indexPath.item, to: &w.bytes)
            w.append(UInt8(ascii: "]"))
            endCell(4 + Self.digits(a.indexPath.section) + Self.digits(a.indexPath.item))
            cell(identifierCell(a) ?? "-")
            number(a.frame.minX)
            number(a.frame.minY)
            number(a.frame.width)
            number(a.frame.height)
            integer(a.zIndex)
            if nested {
                integer(a.level)
                number(a.indentation)
            }
            endLine()
            return !w.stopped
        }
    }

    /// The kind column's length, without making the cell for a cell.
    static func kindLength(_ a: LayoutAttributes) -> Int {
        let pinned = a.isPinned ? 9 : 0 // " (pinned)"
        switch a.category {
        case .cell: return 4 + pinned
        case .supplementaryView(let k): return Format.length("supplementary " + k + (a.isPinned ? " (pinned)" : ""))
        case .decorationView(let k): return Format.length("decoration " + k + (a.isPinned ? " (pinned)" : ""))
        }
    }

    /// How `Format.number` spells a value, in characters.
    static func numberLength(_ v: Double) -> Int { formattedNumberLength(v == 0 ? 0 : v) }

    /// The characters of `String(n)`.
    static func digits(_ n: Int) -> Int {
        var count = n < 0 ? 2 : 1
        var m = n.magnitude
        while m >= 10 { m /= 10; count += 1 }
        return count
    }

    static func appendInteger(_ n: Int, to bytes: inout [UInt8]) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var m = n.magnitude
        repeat {
            bytes.append(48 + UInt8(truncatingIfNeeded: m % 10))
            m /= 10
        } while m > 0
        bytes[start...].reverse()
    }

    // MARK: JSON

    private func writeJSON(into w: inout LineWriter) -> ResolvedLayout.EnumerationWork {
        var first = true
        func key(_ name: StaticString) {
            name.withUTF8Buffer { w.bytes.append(contentsOf: $0) }
        }
        func number(_ v: Double) {
            if v.isFinite { appendExactNumber(v == 0 ? 0 : v, to: &w.bytes) } else { key("null") }
        }
        func string(_ s: String) {
            var text = ""
            JSONValue.escape(s, into: &text)
            w.appendRenamed(text)
        }
        w.append(UInt8(ascii: "["))
        let work = Self.forEach(elements) { a in
            key(first ? "{\"kind\":" : ",{\"kind\":")
            first = false
            switch a.category {
            case .cell: key("\"cell\"")
            case .supplementaryView(let k): key("\"supplementary\",\"elementKind\":"); string(k)
            case .decorationView(let k): key("\"decoration\",\"elementKind\":"); string(k)
            }
            key(",\"indexPath\":[")
            number(Double(a.indexPath.section))
            w.append(UInt8(ascii: ","))
            number(Double(a.indexPath.item))
            key("]")
            if let id = identifier(a) { key(",\"identifier\":"); string(id) }
            key(",\"x\":"); number(a.frame.minX)
            key(",\"y\":"); number(a.frame.minY)
            key(",\"width\":"); number(a.frame.width)
            key(",\"height\":"); number(a.frame.height)
            key(",\"zIndex\":"); number(Double(a.zIndex))
            if a.isPinned { key(",\"pinned\":true") }
            if a.level != 0 { key(",\"level\":"); number(Double(a.level)) }
            key("}")
            w.flushIfFull()
            return !w.stopped
        }
        w.append(UInt8(ascii: "]"))
        w.endLine()
        return work
    }
}
