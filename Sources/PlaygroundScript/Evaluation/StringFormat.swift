import SwiftSyntax

/// `String(format:_:...)`, `String(format:arguments:)` and their `locale:` forms, as Foundation
/// formats them for the conversions apps write in labels and keys: `%d %i %u %ld %lld %lu %x %X %o`
/// (integers), `%f %F` (fixed-point, `%.2f`), `%@ %s` (a value as `String(describing:)` prints it),
/// `%c`, `%%`, with flags (`-`, `0`, `+`, space), a width, a precision and positions (`%1$@`).
/// The playground has no Foundation, so it formats them itself; the locale is ignored (the output
/// is the POSIX locale's, the same on every machine). A conversion it does not format (`%e`, `%g`,
/// `%a`, a `*` width) is a located error, not a guess.
enum StringFormat {
    struct Failure: Error {
        let message: String
    }

    static func format(_ format: String, _ arguments: [Value], evaluator: Evaluator) throws(Failure) -> String {
        var out = ""
        var next = 0
        var chars = Substring(format)
        while let percent = chars.firstIndex(of: "%") {
            out += chars[..<percent]
            chars = chars[chars.index(after: percent)...]
            var spec = Spec()
            // `%1$@`: the argument by its position (1-based).
            let digits = chars.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, chars.dropFirst(digits.count).first == "$", let position = Int(digits) {
                guard position >= 1 else { throw Failure(message: "argument position 0 in the format") }
                spec.position = position
                chars = chars.dropFirst(digits.count + 1)
            }
            while let c = chars.first, "-0+ #'".contains(c) {
                spec.flags.insert(c)
                chars = chars.dropFirst()
            }
            let width = chars.prefix { $0.isASCII && $0.isNumber }
            if !width.isEmpty {
                spec.width = Int(width) ?? 0
                chars = chars.dropFirst(width.count)
            }
            if chars.first == "." {
                chars = chars.dropFirst()
                let precision = chars.prefix { $0.isASCII && $0.isNumber }
                spec.precision = Int(precision) ?? 0
                chars = chars.dropFirst(precision.count)
            }
            // Length modifiers change nothing for the playground's 64-bit values.
            while let c = chars.first, "hlqLzjt".contains(c) { chars = chars.dropFirst() }
            guard spec.width <= Limits.stringBytes, (spec.precision ?? 0) <= Limits.stringBytes else {
                throw Failure(message: "a width or precision over \(Limits.stringBytes), the limit of a string")
            }
            guard let conversion = chars.first else {
                throw Failure(message: "the format ends inside a '%' conversion")
            }
            chars = chars.dropFirst()
            if conversion == "%" {
                out += "%"
                continue
            }
            let index: Int
            if let position = spec.position {
                index = position - 1
            } else {
                index = next
                next += 1
            }
            guard index < arguments.count else {
                throw Failure(
                    message: "the format has more conversions than the \(arguments.count) argument(s) given")
            }
            out += try spec.render(conversion, arguments[index], evaluator: evaluator)
            guard out.utf8.count <= Limits.stringBytes else {
                throw Failure(message: "the string would be longer than \(Limits.stringBytes) bytes, the limit")
            }
        }
        out += chars
        return out
    }

    private struct Spec {
        var position: Int?
        var flags: Set<Character> = []
        var width = 0
        var precision: Int?

        func render(_ conversion: Character, _ value: Value, evaluator: Evaluator) throws(Failure) -> String {
            switch conversion {
            case "d", "i", "u":
                return pad(signed(String(try integer(value, conversion)), negative: try integer(value, conversion) < 0))
            case "x", "X", "o":
                let n = try integer(value, conversion)
                let bits = UInt64(bitPattern: Int64(n))
                var text = String(bits, radix: conversion == "o" ? 8 : 16, uppercase: conversion == "X")
                if let precision, text.count < precision {
                    text = String(repeating: "0", count: precision - text.count) + text
                }
                return pad(text)
            case "f", "F":
                let x = try number(value, conversion)
                guard x.isFinite else { return pad(x.isNaN ? "nan" : x < 0 ? "-inf" : "inf") }
                return pad(signed(fixed(Swift.abs(x), digits: precision ?? 6), negative: x < 0 || x.sign == .minus))
            case "@", "s":
                var text = evaluator.printed(value)
                if let precision, text.count > precision { text = String(text.prefix(precision)) }
                return pad(text, zeros: false)
            case "c":
                let code = try integer(value, conversion)
                guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) else {
                    throw Failure(message: "%c of \(code), which is no character")
                }
                return pad(String(Character(scalar)), zeros: false)
            default:
                throw Failure(
                    message: "the playground does not format '%\(conversion)' (it formats %d, %f, %@, %s, %x, %o, %c)")
            }
        }

        private func integer(_ value: Value, _ conversion: Character) throws(Failure) -> Int {
            switch value {
            case .int(let i): return i
            case .double(let d) where d == d.rounded() && Swift.abs(d) < 9e18: return Int(d)
            default: throw Failure(message: "'%\(conversion)' needs an integer, found \(Self.kind(value))")
            }
        }

        private func number(_ value: Value, _ conversion: Character) throws(Failure) -> Double {
            switch value {
            case .int(let i): return Double(i)
            case .double(let d): return d
            default: throw Failure(message: "'%\(conversion)' needs a number, found \(Self.kind(value))")
            }
        }

        private static func kind(_ value: Value) -> String {
            switch value {
            case .string: "a string"
            case .bool: "a Bool"
            case .none: "nil"
            default: "a value of another type"
            }
        }

        /// `|x|` with `digits` decimals, rounded half to even on the scaled value.
        private func fixed(_ x: Double, digits: Int) -> String {
            let digits = Swift.min(digits, 17)
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            let scaled = (x * scale).rounded(.toNearestOrEven)
            guard scaled < 9e18 else { return Format.number(x.rounded()) }
            let whole = UInt64(scaled)
            let text = String(whole)
            guard digits > 0 else { return flags.contains("#") ? text + "." : text }
            let padded = String(repeating: "0", count: Swift.max(0, digits + 1 - text.count)) + text
            return padded.dropLast(digits) + "." + padded.suffix(digits)
        }

        private func signed(_ magnitude: String, negative: Bool) -> String {
            let bare = magnitude.hasPrefix("-") ? String(magnitude.dropFirst()) : magnitude
            if negative { return "-" + bare }
            if flags.contains("+") { return "+" + bare }
            if flags.contains(" ") { return " " + bare }
            return bare
        }

        private func pad(_ text: String, zeros: Bool = true) -> String {
            let count = text.count
            guard width > count else { return text }
            let fill = width - count
            if flags.contains("-") { return text + String(repeating: " ", count: fill) }
            if zeros, flags.contains("0") {
                let sign = text.first.map { "+- ".contains($0) } == true ? String(text.prefix(1)) : ""
                return sign + String(repeating: "0", count: fill) + text.dropFirst(sign.count)
            }
            return String(repeating: " ", count: fill) + text
        }
    }
}
