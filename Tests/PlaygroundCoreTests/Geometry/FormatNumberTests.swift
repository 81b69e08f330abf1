import TestSupport
import Testing

@testable import PlaygroundCore

/// `formatNumber` as it was written before it moved to integers and bytes (Character-level
/// String work), kept as the reference the new one must match byte for byte.
private func referenceFormatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == 0 { return "0" }
    let magnitude = Swift.abs(value)
    if magnitude >= 1e15 { return formatExactNumber(value) }
    var decimals = 3
    if magnitude < 0.0005 {
        var exponent = 0
        var m = magnitude
        while m < 1, exponent > -300 {
            m *= 10
            exponent -= 1
        }
        decimals = 2 - exponent
        if decimals > 15 { return formatExactNumber(value) }
    }
    var scale: Double = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (magnitude * scale).rounded()
    guard scaled < 9e15 else { return formatExactNumber(value) }
    let units = UInt64(scaled)
    let divisor = UInt64(scale)
    let whole = units / divisor
    var fraction = String(units % divisor)
    if fraction.count < decimals { fraction = String(repeating: "0", count: decimals - fraction.count) + fraction }
    while fraction.last == "0" { fraction.removeLast() }
    if whole == 0 && fraction.isEmpty { return "0" }
    return (value < 0 ? "-" : "") + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
}

/// Every value is checked four ways: the string, its length, the bytes appended to a line, and
/// the bytes written right-aligned in a field (of 6 characters, and of none), which must stay
/// within the room `formattedNumberMaxLength` promises.
private func mismatches(_ values: [Double]) -> [String] {
    var bad: [String] = []
    var line: [UInt8] = [UInt8(ascii: "|")]
    var field = [UInt8](repeating: 0, count: 6 + formattedNumberMaxLength)
    for v in values {
        let expected = referenceFormatNumber(v)
        let got = formatNumber(v)
        line.removeSubrange(1...)
        appendFormattedNumber(v, to: &line)
        let appended = String(decoding: line.dropFirst(), as: UTF8.self)
        let padded = String(repeating: " ", count: max(0, 6 - expected.count)) + expected
        var written: [String] = []
        for width in [6, 0] {
            let count = field.withUnsafeMutableBufferPointer {
                writeFormattedNumber(v, rightAlignedIn: width, at: $0.baseAddress!)
            }
            written.append(String(decoding: field.prefix(count), as: UTF8.self))
        }
        if got != expected || formattedNumberLength(v) != expected.count || appended != expected
            || written != [padded, expected] || expected.utf8.count > formattedNumberMaxLength
        {
            bad.append(
                "\(v.bitPattern): \(expected) vs \(got) / \(formattedNumberLength(v)) / \(appended) / \(written)")
        }
    }
    return bad
}

@Test func formatNumberMatchesTheCharacterLevelReference() {
    var values: [Double] = [
        0, -0.0, 1, -1, 0.5, -0.5, 1.0 / 3, -1.0 / 3, 2.0 / 3, 176.5, 33.333, 0.333, 12, 44, 195.5,
        0.0005, 0.00049999, 0.0004999999999, -0.0005, 0.000123, -0.000123, 1e-5, 1e-12, 1e-13,
        1e-14, 1e-15, 1e-16, 1e-300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
        9e12, 8.999999999999e12, 9e12 + 0.5, 1e15, 1e15 - 1, 999_999_999_999_999, 1e16, 1e18, 1e300,
        -1e15, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, -.nan, .infinity, -.infinity,
        0.0015, 0.0025, 1.0005, 2.675, 1.9995, 9.9995, 99.9999, 0.9999, -0.9996, 0.1 + 0.2, 78.60000000000001,
    ]
    // Integers, halves, thirds and sixths (grid columns), both signs, across magnitudes.
    for i in -2000...2000 {
        let d = Double(i)
        values += [d, d / 2, d / 3, d / 6, d / 7, d / 1000, d / 2048, d * 1e6 / 3]
    }
    // Halves of the last decimal kept and their neighbours: rounding to thousandths (halves
    // away from zero) is done without libm, by truncation and the rest.
    for i in 0...3000 {
        let half = Double(i) / 1000 + 0.0005
        values += [
            half, half.nextUp, half.nextDown, -half, -half.nextUp, -half.nextDown,
            Double(i) * 1000 + 0.0005, (Double(i) * 1e9 + 0.5) / 1000,
        ]
    }
    // Around 9e12 (whole numbers' fast path) and the 9e15 limit of the scaled value.
    for v in [
        9e12, 9e12.nextDown, 9e12.nextUp, 9e12 - 0.5, 8.9999999999995e12, 8.999999999999999e12, 9e15 / 1000,
        (9e15 / 1000).nextDown, (9e15 / 1000).nextUp,
    ] {
        values += [v, -v]
    }
    // Every power of ten and its neighbours, from 1e-20 to 1e20.
    var p = 1e-20
    while p < 1e20 {
        values += [p, p.nextUp, p.nextDown, -p, p * 0.5, p * 0.49999, p * 5]
        p *= 10
    }
    // Random values at every scale (seeded).
    var rng = SplitMix64(seed: 14)
    for _ in 0..<20_000 {
        let exponent = rng.int(-20...20)
        var scale = 1.0
        if exponent >= 0 { for _ in 0..<exponent { scale *= 10 } } else { for _ in 0..<(-exponent) { scale /= 10 } }
        values.append((rng.bool() ? 1 : -1) * rng.double(0...10) * scale)
        values.append(Double(bitPattern: rng.next()))
    }
    let bad = mismatches(values)
    #expect(bad.isEmpty, "\(bad.count) of \(values.count) differ: \(bad.prefix(10))")
}

/// The width pass of a table measures numbers with `formattedNumberLength`: for every value a
/// layout's frames hold (finite, below 1e15, not too tiny) it works on integers and makes no
/// String (the `.text` case is the only one that holds one).
@Test func numbersOfFramesAreMeasuredWithoutStrings() {
    var rng = SplitMix64(seed: 7)
    var withText = 0
    var values: [Double] = [0, -0.0, 0.5, 1.0 / 3, 44, 195.5, 1e-6, 99_999_999.999]
    for _ in 0..<10_000 {
        values.append(rng.double(-1e9...1e9))
        values.append(Double(rng.int(0...2_000_000)) / 3)
    }
    for v in values {
        if case .text = FormattedNumber(v) { withText += 1 }
    }
    #expect(withText == 0)
    // The other values are spelled by the full-precision formatter, as before.
    for v in [Double.nan, .infinity, 1e15, 1e-20] {
        guard case .text(let t) = FormattedNumber(v) else {
            Issue.record("\(v) has digits")
            continue
        }
        #expect(t == referenceFormatNumber(v))
    }
}

/// `formatExactNumber` as it was written before its whole numbers were written as digits.
private func referenceFormatExactNumber(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    var v = value
    if Swift.abs(v) < 1e9 {
        let rounded = (v * 1e6).rounded() / 1e6
        if Swift.abs(rounded - v) <= Swift.abs(v) * 1e-12 { v = rounded }
    }
    if v == 0 { return "0" }
    if v == v.rounded(), Swift.abs(v) < 1e18 {
        return String(Int64(v))
    }
    return "\(v)"
}

@Test func formatExactNumberMatchesTheReference() {
    var values: [Double] = [
        0, -0.0, 1, -1, 0.5, 1.0 / 3, 78.60000000000001, 0.2 * 393, 1e-300, 1e17, 1e18, -1e18, 1e18 - 128,
        999_999_999.9999999, 1e9, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]
    for i in -3000...3000 {
        let d = Double(i)
        values += [d, d / 2, d / 3, d * 1e12, d * 1e15 + 0.5]
    }
    var rng = SplitMix64(seed: 41)
    for _ in 0..<20_000 {
        values.append(Double(bitPattern: rng.next()))
        values.append(rng.double(-1e10...1e10))
    }
    var bad: [String] = []
    var bytes: [UInt8] = []
    for v in values {
        let expected = referenceFormatExactNumber(v)
        bytes.removeAll()
        appendExactNumber(v, to: &bytes)
        if formatExactNumber(v) != expected || String(decoding: bytes, as: UTF8.self) != expected {
            bad.append("\(v): \(expected) vs \(formatExactNumber(v)) / \(String(decoding: bytes, as: UTF8.self))")
        }
    }
    #expect(bad.isEmpty, "\(bad.prefix(10))")
}
