/// A point in layout coordinates (points, y grows downwards).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
    var isFiniteAndNonNegative: Bool {
        width.isFinite && height.isFinite && width >= 0 && height >= 0
    }
    /// A fitted size may leave one axis unreported as NaN (that axis keeps its estimate);
    /// a reported axis must be finite and non-negative.
    var isValidFittedSize: Bool {
        func ok(_ v: Double) -> Bool { v.isNaN || (v.isFinite && v >= 0) }
        return ok(width) && ok(height) && !(width.isNaN && height.isNaN)
    }
}

/// An origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var description: String {
        "(\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height)))"
    }

    /// Closed-interval intersection test: rects that only touch along an edge intersect, so an
    /// element starting exactly at the bottom of a viewport is reported (zero-size elements too).
    public func intersects(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Shrinks the rect by the insets (leading = left: the engine is left-to-right).
    public func inset(by insets: DirectionalEdgeInsets) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top,
            width: width - insets.leading - insets.trailing,
            height: height - insets.top - insets.bottom)
    }

    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Insets measured from the leading/trailing edges (left-to-right layouts).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
    public static let zero = DirectionalEdgeInsets()
    public var description: String {
        "(top: \(formatNumber(top)), leading: \(formatNumber(leading)), bottom: \(formatNumber(bottom)), trailing: \(formatNumber(trailing)))"
    }
    var values: [Double] { [top, leading, bottom, trailing] }
    var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
    static func + (a: DirectionalEdgeInsets, b: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: a.top + b.top, leading: a.leading + b.leading,
            bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
    }
}

/// An axis. The engine runs one algorithm for both scroll directions by talking about the
/// *main* axis (the one things are stacked along) and the *cross* axis.
public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    init(main: Double, cross: Double, along axis: Axis) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
    mutating func setLength(_ value: Double, _ axis: Axis) {
        if axis == .horizontal { width = value } else { height = value }
    }
}

extension Point {
    func coordinate(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    init(main: Double, cross: Double, along axis: Axis) {
        if axis == .horizontal { self.init(x: main, y: cross) } else { self.init(x: cross, y: main) }
    }
}

extension Rect {
    func minAlong(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    func maxAlong(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
    func length(_ axis: Axis) -> Double { size.length(axis) }
    init(mainOrigin: Double, crossOrigin: Double, mainLength: Double, crossLength: Double, along axis: Axis) {
        self.init(
            origin: Point(main: mainOrigin, cross: crossOrigin, along: axis),
            size: Size(main: mainLength, cross: crossLength, along: axis))
    }
    /// Translates by a main/cross offset.
    func offsetBy(main: Double, cross: Double, along axis: Axis) -> Rect {
        axis == .horizontal ? offsetBy(dx: main, dy: cross) : offsetBy(dx: cross, dy: main)
    }
}

extension DirectionalEdgeInsets {
    /// The inset at the start of `axis` (leading for horizontal, top for vertical).
    func leading(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset at the end of `axis` (trailing for horizontal, bottom for vertical).
    func trailing(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    func total(_ axis: Axis) -> Double { leading(axis) + trailing(axis) }
    /// The insets with the components along `axis` set to zero.
    func zeroing(_ axis: Axis) -> DirectionalEdgeInsets {
        var copy = self
        if axis == .horizontal {
            copy.leading = 0
            copy.trailing = 0
        } else {
            copy.top = 0
            copy.bottom = 0
        }
        return copy
    }
}

/// How numbers print for people (frames, `print`, read-back, notes, errors): at most three
/// decimals (a thousandth of a point, finer than any pixel), trailing zeros and `.0` dropped, no
/// exponent (`176.5`, `33.333`, `0.333`, `12`). A value that would round to zero keeps three
/// significant digits instead (`0.000123`), so nothing non-zero prints as `0`. Values of 1e15 and
/// more, NaN and infinities print in full. JSON keeps full precision (`formatExactNumber`).
/// Deterministic on every platform: decimal digits come from integer arithmetic, not a locale.
public func formatNumber(_ value: Double) -> String {
    switch FormattedNumber(value) {
    case .text(let text): return text
    case .digits(let d):
        return String(unsafeUninitializedCapacity: d.length) { buffer in
            d.write(into: buffer.baseAddress!)
            return d.length
        }
    }
}

/// The length of `formatNumber(value)` in characters (all ASCII), without making the string:
/// a table's width pass measures every number before it prints any.
public func formattedNumberLength(_ value: Double) -> Int {
    switch FormattedNumber(value) {
    case .text(let text): return text.utf8.count
    case .digits(let d): return d.length
    }
}

/// Appends the UTF-8 of `formatNumber(value)` to `bytes` (a line being written row by row).
public func appendFormattedNumber(_ value: Double, to bytes: inout [UInt8]) {
    switch FormattedNumber(value) {
    case .text(let text): bytes.append(contentsOf: text.utf8)
    case .digits(let d):
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: d.length))
        bytes.withUnsafeMutableBufferPointer { d.write(into: $0.baseAddress! + start) }
    }
}

/// The most bytes `formatNumber` spells any value with (the longest, such as
/// `-2.2250738585072014e-308`, are 24): room a writer leaves for a number.
public let formattedNumberMaxLength = 32

/// Writes `formatNumber(value)` right-aligned in a field of `width` characters at `start`
/// (spaces first when it is shorter); returns the bytes written, the larger of `width` and its
/// length. `start` must have room for `width + formattedNumberMaxLength` bytes. A table's row
/// writer pads and writes a number from one `FormattedNumber`, with no array in between.
public func writeFormattedNumber(_ value: Double, rightAlignedIn width: Int, at start: UnsafeMutablePointer<UInt8>)
    -> Int
{
    switch FormattedNumber(value) {
    case .digits(let d):
        let length = d.length
        let pad = width > length ? width - length : 0
        if pad > 0 { start.update(repeating: UInt8(ascii: " "), count: pad) }
        d.write(into: start + pad, length: length)
        return pad + length
    case .text(let text):
        let length = text.utf8.count
        precondition(length <= formattedNumberMaxLength, "a number too long")  // NB: formatNumber never writes longer
        let pad = width > length ? width - length : 0
        if pad > 0 { start.update(repeating: UInt8(ascii: " "), count: pad) }
        var p = start + pad
        for byte in text.utf8 {
            p.pointee = byte
            p += 1
        }
        return pad + length
    }
}

/// How `formatNumber` spells a value: for a finite value of moderate size, a sign, a whole part
/// and up to 15 fraction digits (kept as integers, trailing zeros divided out); anything else
/// (NaN, infinities, 1e15 and more, too tiny for 15 decimals) as the text of `formatExactNumber`
/// or `description`. Integer arithmetic only: the Character-level string work this replaced was
/// 70 % of a `frames` run.
enum FormattedNumber {
    struct Digits {
        var negative: Bool
        var whole: UInt64
        /// The fraction as an integer of `fractionDigits` digits (leading zeros implied).
        var fraction: UInt64
        var fractionDigits: Int

        /// Compared with powers of ten, not divided (10^19 is the last power a UInt64 holds, and a
        /// UInt64 has at most 20 digits).
        var wholeDigits: Int {
            var n = 1
            var power: UInt64 = 10
            while n < 20, whole >= power {
                power &*= 10
                n += 1
            }
            return n
        }

        var length: Int { (negative ? 1 : 0) + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0) }

        /// Writes the `length` bytes at `start`.
        func write(into start: UnsafeMutablePointer<UInt8>) { write(into: start, length: length) }

        /// Writes the bytes at `start`, given their number (`length`, already known to the caller).
        func write(into start: UnsafeMutablePointer<UInt8>, length: Int) {
            var p = start + length
            if fractionDigits > 0 {
                var f = fraction
                for _ in 0..<fractionDigits {
                    p -= 1
                    p.pointee = 48 + UInt8(truncatingIfNeeded: f % 10)
                    f /= 10
                }
                p -= 1
                p.pointee = UInt8(ascii: ".")
            }
            var w = whole
            repeat {
                p -= 1
                p.pointee = 48 + UInt8(truncatingIfNeeded: w % 10)
                w /= 10
            } while w > 0
            if negative { (p - 1).pointee = UInt8(ascii: "-") }
        }
    }

    case digits(Digits)
    case text(String)

    static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    init(_ value: Double) {
        guard value.isFinite else {
            self = .text("\(value)")
            return
        }
        if value == 0 {
            self = .digits(Digits(negative: false, whole: 0, fraction: 0, fractionDigits: 0))
            return
        }
        let magnitude = Swift.abs(value)
        if magnitude >= 1e15 {
            self = .text(formatExactNumber(value))
            return
        }
        // A whole number below 9e12 (most frames): magnitude × 1000 is exact and below 9e15, so
        // the general path below would find this whole part and no fraction digits. Truncated
        // by conversion, one instruction (`rounded(.towardZero)` is a call into libm on x86-64
        // without SSE4.1, Swift's default target).
        if magnitude < 9e12 {
            let whole = UInt64(magnitude)
            if Double(whole) == magnitude {
                self = .digits(Digits(negative: value < 0, whole: whole, fraction: 0, fractionDigits: 0))
                return
            }
        }
        var decimals = 3
        if magnitude < 0.0005 {
            // Three significant digits: the first one is at 10^exponent.
            var exponent = 0
            var m = magnitude
            while m < 1, exponent > -300 {
                m *= 10
                exponent -= 1
            }
            decimals = 2 - exponent
            if decimals > 15 {
                self = .text(formatExactNumber(value))
                return
            }
        }
        // 10^decimals, exact in a Double (as the product of tens it replaces) for 0...15.
        let scale = Self.powersOfTen[decimals]
        let scaled = magnitude * scale
        // Rounded to the nearest, halves away from zero (`rounded()`, a libm call): the
        // truncation, plus one when the rest is a half or more. Below 2^53 (9e15 is) the
        // truncation and the rest are exact. From 2^52 (4.5e15) to 2^53 every Double is a whole
        // number, so `scaled` is below 9e15 exactly when its rounding is.
        guard scaled < 9e15 else {
            self = .text(formatExactNumber(value))
            return
        }
        var units = UInt64(scaled)
        if scaled - Double(units) >= 0.5 { units += 1 }
        let whole: UInt64
        var fraction: UInt64
        if decimals == 3 {
            // The usual case, divided by a constant (a multiplication), not by a variable.
            whole = units / 1000
            fraction = units % 1000
        } else {
            let divisor = UInt64(scale)
            whole = units / divisor
            fraction = units % divisor
        }
        var digits = decimals
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // All digits zero: "0", without a sign.
        let negative = value < 0 && !(whole == 0 && digits == 0)
        self = .digits(Digits(negative: negative, whole: whole, fraction: fraction, fractionDigits: digits))
    }
}

/// Full precision, for JSON and for identifiers made of numbers: binary noise is removed — a
/// value within a relative 1e-12 of its 6-decimal rounding prints as that rounding (0.2 × 393 =
/// 78.60000000000001 prints 78.6) — and everything else prints exactly, in its shortest form,
/// with a trailing `.0` dropped (`12`, `0.5`, `33.333333333333336`, `1e-300`, `nan`, `inf`).
public func formatExactNumber(_ value: Double) -> String {
    switch ExactNumber(value) {
    case .integer(let n): return String(n)
    case .text(let text): return text
    }
}

/// Appends the UTF-8 of `formatExactNumber(value)` to `bytes`; a whole number's digits are
/// written from the integer (JSON of a million frames is mostly whole numbers).
public func appendExactNumber(_ value: Double, to bytes: inout [UInt8]) {
    switch ExactNumber(value) {
    case .integer(let n):
        let d = FormattedNumber.Digits(negative: n < 0, whole: n.magnitude, fraction: 0, fractionDigits: 0)
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: d.length))
        bytes.withUnsafeMutableBufferPointer { d.write(into: $0.baseAddress! + start) }
    case .text(let text):
        bytes.append(contentsOf: text.utf8)
    }
}

/// How `formatExactNumber` spells a value: a whole number below 1e18, or text.
enum ExactNumber {
    case integer(Int64)
    case text(String)

    init(_ value: Double) {
        guard value.isFinite else {
            self = .text("\(value)")
            return
        }
        var v = value
        if Swift.abs(v) < 1e9 {
            let rounded = (v * 1e6).rounded() / 1e6
            if Swift.abs(rounded - v) <= Swift.abs(v) * 1e-12 { v = rounded }
        }
        if v == 0 {
            self = .integer(0)
            return
        }
        if v == v.rounded(), Swift.abs(v) < 1e18 {
            self = .integer(Int64(v))
            return
        }
        self = .text("\(v)")
    }
}
