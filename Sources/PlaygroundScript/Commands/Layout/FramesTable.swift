import PlaygroundCore

/// The `frames` and `visible` table, as text or as JSON, written row by row from the elements:
/// a million rows are never held at once, as attributes, cells or lines. The text table's
/// columns are as wide as their widest cell, so `init` measures every row first (one pass over
/// the elements, numbers measured without making strings) and `write` enumerates them again,
/// writing each line as it goes. What it prints is what `Format.table(rows, rightAligned:
/// [3, 4, 5, 6, 7, 8, 9])` printed for the rows, and the JSON is the array of the rows'
/// `FrameElement` values, byte for byte (a test holds the two to it).
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
    /// Whether a visible-items handler changed how any row is shown (transform, alpha, hidden):
    /// the table then ends with a `shown` column saying what (`ShownText`).
    private(set) var shown = false
    /// Column widths in characters (text only), header included.
    private(set) var widths: [Int]
    /// What the measuring pass enumerated (tests count it).
    private(set) var measured = ResolvedLayout.EnumerationWork()
    /// Numbers the measuring pass formatted (a value equal to its column's last one is not).
    private(set) var numbersMeasured = 0

    static let header = ["kind", "indexPath", "id", "x", "y", "width", "height", "z", "level", "indent"]
    static let firstRightAligned = 3

    init(_ elements: Elements, sections: [(identifier: String, items: [String])], json: Bool) {
        self.elements = elements
        self.sections = sections
        self.json = json
        widths = Self.header.map(\.count)
        guard !json else { return }
        var count = 0
        var nested = false
        var shown = false
        var widths = self.widths
        var identifiers = CellIdentifiers(sections)
        var x = NumberWidth()
        var y = NumberWidth()
        var width = NumberWidth()
        var height = NumberWidth()
        var indent = NumberWidth()
        let work = Self.forEach(elements) { a in
            count += 1
            if a.level > 0 { nested = true }
            if a.isShownChanged { shown = true }
            widths[0] = Swift.max(widths[0], Self.kindLength(a))
            widths[1] = Swift.max(widths[1], 4 + Self.digits(a.indexPath.section) + Self.digits(a.indexPath.item))
            widths[2] = Swift.max(widths[2], identifiers(a).map(Format.identifierLength) ?? 1)
            x.include(a.frame.minX)
            y.include(a.frame.minY)
            width.include(a.frame.width)
            height.include(a.frame.height)
            widths[7] = Swift.max(widths[7], Self.digits(a.zIndex))
            widths[8] = Swift.max(widths[8], Self.digits(a.level))
            indent.include(a.indentation)
            return true
        }
        for (column, numbers) in [(3, x), (4, y), (5, width), (6, height), (9, indent)] {
            widths[column] = Swift.max(widths[column], numbers.width)
        }
        self.count = count
        self.nested = nested
        self.shown = shown
        self.widths = widths
        numbersMeasured = x.measured + y.measured + width.measured + height.measured + indent.measured
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
        guard case .cell = a.category, let i = a.itemIndex, a.indexPath.section >= 0,
            a.indexPath.section < sections.count
        else { return nil }
        let items = sections[a.indexPath.section].items
        return i >= 0 && i < items.count ? items[i] : nil
    }

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

    /// The text lines: the header, then a row per element, each laid out by `TextRows`.
    private func writeText(into w: inout LineWriter) -> ResolvedLayout.EnumerationWork {
        var rows = TextRows(widths: widths, columns: nested ? 10 : 8, sections: sections, shown: shown)
        rows.writeHeader(into: &w)
        return Self.forEach(elements) { a in
            rows.write(a, into: &w)
            return !w.stopped
        }
    }

    /// The kind column's length, without making the cell for a cell.
    static func kindLength(_ a: LayoutAttributes) -> Int {
        let pinned = a.isPinned ? 9 : 0  // " (pinned)"
        switch a.category {
        case .cell: return 4 + pinned
        case .supplementaryView(let k): return Format.length("supplementary " + k + (a.isPinned ? " (pinned)" : ""))
        case .decorationView(let k): return Format.length("decoration " + k + (a.isPinned ? " (pinned)" : ""))
        }
    }

    /// The characters of `String(n)`.
    static func digits(_ n: Int) -> Int { (n < 0 ? 1 : 0) + digits(n.magnitude) }

    /// The decimal digits of `m`, counted by comparing with powers of ten (10^19 is the last a
    /// UInt holds; a UInt has at most 20 digits).
    @inline(__always)
    static func digits(_ m: UInt) -> Int {
        var count = 1
        var power: UInt = 10
        while count < 20, m >= power {
            power &*= 10
            count += 1
        }
        return count
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
            // Most strings (identifiers, kinds) need no escape: their bytes, quoted, with no String made
            // for them.
            if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                w.append(UInt8(ascii: "\""))
                w.bytes.append(contentsOf: s.utf8)
                w.append(UInt8(ascii: "\""))
                return
            }
            var text = ""
            JSONValue.escape(s, into: &text)
            w.append(text)
        }
        w.append(UInt8(ascii: "["))
        var identifiers = CellIdentifiers(sections)
        let work = Self.forEach(elements) { a in
            key(first ? "{\"kind\":" : ",{\"kind\":")
            first = false
            switch a.category {
            case .cell: key("\"cell\"")
            case .supplementaryView(let k):
                key("\"supplementary\",\"elementKind\":")
                string(k)
            case .decorationView(let k):
                key("\"decoration\",\"elementKind\":")
                string(k)
            }
            key(",\"indexPath\":[")
            number(Double(a.indexPath.section))
            w.append(UInt8(ascii: ","))
            number(Double(a.indexPath.item))
            key("]")
            if let id = identifiers(a) {
                key(",\"identifier\":")
                string(id)
            }
            key(",\"x\":")
            number(a.frame.minX)
            key(",\"y\":")
            number(a.frame.minY)
            key(",\"width\":")
            number(a.frame.width)
            key(",\"height\":")
            number(a.frame.height)
            key(",\"zIndex\":")
            number(Double(a.zIndex))
            if a.isPinned { key(",\"pinned\":true") }
            if a.isShownChanged {
                // What a visible-items handler set: UIKit's center and bounds, the transform about the center.
                if !a.transform.isIdentity {
                    let t = a.transform
                    key(",\"transform\":[")
                    for (i, v) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
                        if i > 0 { w.append(UInt8(ascii: ",")) }
                        number(v)
                    }
                    key("],\"center\":{\"x\":")
                    number(a.center.x)
                    key(",\"y\":")
                    number(a.center.y)
                    key("},\"bounds\":{\"width\":")
                    let bounds = (a.untransformedFrame ?? a.frame).size
                    number(bounds.width)
                    key(",\"height\":")
                    number(bounds.height)
                    key("}")
                }
                if a.alpha != 1 {
                    key(",\"alpha\":")
                    number(a.alpha)
                }
                if a.isHidden { key(",\"hidden\":true") }
            }
            if a.level != 0 {
                key(",\"level\":")
                number(Double(a.level))
                key(",\"indentation\":")
                number(a.indentation)
            }
            key("}")
            w.flushIfFull()
            return !w.stopped
        }
        w.append(UInt8(ascii: "]"))
        w.endLine()
        return work
    }
}

/// The identifiers of cells by index path, with the current section's items kept at hand (a
/// table of a million cells in one section looks the section up once, not for each row).
struct CellIdentifiers {
    let sections: [(identifier: String, items: [String])]
    private var section = -1
    private var items: [String] = []

    init(_ sections: [(identifier: String, items: [String])]) { self.sections = sections }

    /// `FramesTable.identifier(a, sections)`: nil for other elements and a cell beyond the data.
    mutating func callAsFunction(_ a: LayoutAttributes) -> String? {
        guard case .cell = a.category, let i = a.itemIndex else { return nil }
        let s = a.indexPath.section
        if s != section {
            guard s >= 0, s < sections.count else { return nil }
            section = s
            items = sections[s].items
        }
        return i >= 0 && i < items.count ? items[i] : nil
    }
}

/// Writes the text table's lines. Each row is laid out in `line`, a scratch buffer written
/// through a pointer (cells, their padding, the separators), and handed to the writer whole; a
/// number is formatted once, into its place. The state is this value's, which the row loop owns:
/// kept in variables that closures captured, it had Swift check every access at run time.
struct TextRows {
    let widths: [Int]
    let columns: Int
    var identifiers: CellIdentifiers
    /// The line being written (its bytes are scratch: only what a row writes is handed on).
    private var line: [UInt8] = []
    /// The most bytes a row writes besides the bytes of its text cells: every column's width
    /// and its separator, and room for a number or an integer longer than its column.
    private let room: Int
    /// Each number column's last value and field.
    let numbers: RepeatedNumbers
    /// Whether the table ends with the `shown` column.
    let shown: Bool

    static let space = UInt8(ascii: " ")

    init(widths: [Int], columns: Int, sections: [(identifier: String, items: [String])], shown: Bool = false) {
        self.widths = widths
        self.columns = columns
        self.shown = shown
        identifiers = CellIdentifiers(sections)
        room = widths.prefix(columns).reduce(0, +) + columns * (2 + formattedNumberMaxLength)
        numbers = RepeatedNumbers(columns: columns, widths: widths)
    }

    mutating func writeHeader(into w: inout LineWriter) {
        var cells: [String] = []
        for name in FramesTable.header.prefix(columns) { cells.append(name) }
        if shown { cells.append("shown") }
        let room = self.room + cells.reduce(0) { $0 + $1.utf8.count } + 2
        let columns = self.columns
        writeLine(room, into: &w) { p, widths in
            for (column, name) in cells.enumerated() {
                Self.separate(column, &p)
                // The shown column is last and as wide as its text.
                if column >= columns {
                    Self.text(name, length: name.utf8.count, column: 0, [name.utf8.count], &p)
                } else {
                    Self.text(name, length: name.utf8.count, column: column, widths, &p)
                }
            }
        }
    }

    /// One element's row.
    mutating func write(_ a: LayoutAttributes, into w: inout LineWriter) {
        // The text cells (the user's text renamed as whole lines were: `Session.displayed` ran on
        // lines already padded, so the padding is for the text before renaming).
        let kind: String
        let kindLength: Int
        switch a.category {
        case .cell:
            kind = a.isPinned ? "cell (pinned)" : "cell"
            kindLength = kind.utf8.count
        case .supplementaryView(let k):
            (kind, kindLength) = w.cell("supplementary " + k + (a.isPinned ? " (pinned)" : ""))
        case .decorationView(let k):
            (kind, kindLength) = w.cell("decoration " + k + (a.isPinned ? " (pinned)" : ""))
        }
        let id: String
        let idLength: Int
        if let identifier = identifiers(a) {
            if Format.asciiIsBare(identifier) == true {
                // Bare ASCII (most identifiers): its own bytes, one character each; no hidden name.
                id = identifier
                idLength = identifier.utf8.count
            } else {
                (id, idLength) = w.cell(Format.identifier(identifier))
            }
        } else {
            id = "-"
            idLength = 1
        }
        let nested = columns > 8
        let numbers = self.numbers
        let shownText = shown ? ShownText.describe(a) : ""
        let shownColumn = columns
        writeLine(room + kind.utf8.count + id.utf8.count + shownText.utf8.count + 2, into: &w) { p, widths in
            Self.text(kind, length: kindLength, column: 0, widths, &p)
            Self.separate(1, &p)
            let indexPathLength = 4 + FramesTable.digits(a.indexPath.section) + FramesTable.digits(a.indexPath.item)
            p.pointee = UInt8(ascii: "[")
            p += 1
            Self.integer(a.indexPath.section, &p)
            p.pointee = UInt8(ascii: ",")
            p[1] = Self.space
            p += 2
            Self.integer(a.indexPath.item, &p)
            p.pointee = UInt8(ascii: "]")
            p += 1
            Self.pad(widths[1] - indexPathLength, &p)
            Self.separate(2, &p)
            Self.text(id, length: idLength, column: 2, widths, &p)
            Self.separate(3, &p)
            numbers.write(a.frame.minX, column: 3, width: widths[3], &p)
            Self.separate(4, &p)
            numbers.write(a.frame.minY, column: 4, width: widths[4], &p)
            Self.separate(5, &p)
            numbers.write(a.frame.width, column: 5, width: widths[5], &p)
            Self.separate(6, &p)
            numbers.write(a.frame.height, column: 6, width: widths[6], &p)
            Self.separate(7, &p)
            Self.pad(widths[7] - FramesTable.digits(a.zIndex), &p)
            Self.integer(a.zIndex, &p)
            if nested {
                Self.separate(8, &p)
                Self.pad(widths[8] - FramesTable.digits(a.level), &p)
                Self.integer(a.level, &p)
                Self.separate(9, &p)
                numbers.write(a.indentation, column: 9, width: widths[9], &p)
            }
            if !shownText.isEmpty {
                Self.separate(shownColumn, &p)
                Self.text(shownText, length: shownText.utf8.count, column: 0, [shownText.utf8.count], &p)
            }
        }
    }

    /// Writes a line of at most `room` bytes with `body` (given the line's start and the column
    /// widths, it moves the pointer past what it wrote), drops its trailing spaces, and hands it
    /// to the writer. A trailing byte 0x20 is a whole " " character (a space starts a grapheme
    /// cluster), as `Format.table` removed them.
    private mutating func writeLine(
        _ room: Int, into w: inout LineWriter,
        _ body: (inout UnsafeMutablePointer<UInt8>, [Int]) -> Void
    ) {
        if line.count < room { line = [UInt8](repeating: 0, count: Swift.max(room, 2 * line.count)) }
        let widths = self.widths
        line.withUnsafeMutableBufferPointer { buffer in
            let start = buffer.baseAddress!
            var p = start
            body(&p, widths)
            while p > start, p[-1] == Self.space { p -= 1 }
            w.bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: p - start))
        }
        w.endLine()
    }

    /// The two spaces before every column but the first.
    @inline(__always)
    static func separate(_ column: Int, _ p: inout UnsafeMutablePointer<UInt8>) {
        guard column > 0 else { return }
        p[0] = space
        p[1] = space
        p += 2
    }

    @inline(__always)
    static func pad(_ count: Int, _ p: inout UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        p.update(repeating: space, count: count)
        p += count
    }

    /// A text cell of `length` characters: left-aligned, padded after (the first three columns),
    /// or right-aligned, padded before.
    static func text(_ s: String, length: Int, column: Int, _ widths: [Int], _ p: inout UnsafeMutablePointer<UInt8>) {
        let rightAligned = column >= FramesTable.firstRightAligned
        if rightAligned { pad(widths[column] - length, &p) }
        let copied: Int? = s.utf8.withContiguousStorageIfAvailable { bytes in
            if let base = bytes.baseAddress { p.update(from: base, count: bytes.count) }
            return bytes.count
        }
        if let copied {
            p += copied
        } else {
            for byte in s.utf8 {
                p.pointee = byte
                p += 1
            }
        }
        if !rightAligned { pad(widths[column] - length, &p) }
    }

    /// `String(n)`.
    @inline(__always)
    static func integer(_ n: Int, _ p: inout UnsafeMutablePointer<UInt8>) {
        if n < 0 {
            p.pointee = UInt8(ascii: "-")
            p += 1
        }
        var m = n.magnitude
        let count = FramesTable.digits(m)
        var q = p + count
        repeat {
            q -= 1
            q.pointee = 48 + UInt8(truncatingIfNeeded: m % 10)
            m /= 10
        } while m > 0
        p += count
    }
}

/// A number column's width in the measuring pass: a value equal to the column's last one (every
/// cell's width and height, y along a row of a grid) is not measured again.
struct NumberWidth {
    private(set) var width = 0
    /// Values measured (tests count them).
    private(set) var measured = 0
    private var last: UInt64 = 0

    mutating func include(_ v: Double) {
        let value = v == 0 ? 0 : v
        if measured > 0 && value.bitPattern == last { return }
        measured += 1
        last = value.bitPattern
        width = Swift.max(width, formattedNumberLength(value))
    }
}

/// The last value each number column wrote and the bytes of its field (the number padded to the
/// column's width): a value equal to the column's last one is copied, not formatted again. Raw
/// memory of its own, reached through constants, so the row writer's accesses are not checked
/// at run time as a class's variables would be.
final class RepeatedNumbers {
    /// Bytes of one column's field: at most its width and a number's length.
    private let slot: Int
    private let fields: UnsafeMutablePointer<UInt8>
    private let bits: UnsafeMutablePointer<UInt64>
    /// Each column's field length, -1 before its first number.
    private let counts: UnsafeMutablePointer<Int>
    private let formattedCount: UnsafeMutablePointer<Int>
    private let columns: Int

    init(columns: Int, widths: [Int]) {
        self.columns = columns
        slot = (widths.prefix(columns).max() ?? 0) + formattedNumberMaxLength
        fields = .allocate(capacity: slot * columns)
        bits = .allocate(capacity: columns)
        bits.initialize(repeating: 0, count: columns)
        counts = .allocate(capacity: columns)
        counts.initialize(repeating: -1, count: columns)
        formattedCount = .allocate(capacity: 1)
        formattedCount.initialize(to: 0)
    }

    deinit {
        fields.deallocate()
        bits.deallocate()
        counts.deallocate()
        formattedCount.deallocate()
    }

    /// Numbers formatted (the others were copied); tests count them.
    var formatted: Int { formattedCount.pointee }

    /// Writes `formatNumber(v)` (-0 as 0) right-aligned in `width` characters at `p`, and moves
    /// `p` past it.
    @inline(__always)
    func write(_ v: Double, column: Int, width: Int, _ p: inout UnsafeMutablePointer<UInt8>) {
        precondition(column >= 0 && column < columns)  // NB: columns are the table's own constants, never input
        let value = v == 0 ? 0 : v
        let field = fields + column * slot
        let count = counts[column]
        if count >= 0 && bits[column] == value.bitPattern {
            for i in 0..<count { p[i] = field[i] }
            p += count
            return
        }
        let written = writeFormattedNumber(value, rightAlignedIn: width, at: p)
        // `written` is at most `width + formattedNumberMaxLength`, which the slot holds.
        field.update(from: p, count: written)
        bits[column] = value.bitPattern
        counts[column] = written
        formattedCount.pointee += 1
        p += written
    }
}
