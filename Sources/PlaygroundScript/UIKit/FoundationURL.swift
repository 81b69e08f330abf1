import PlaygroundCore
import SwiftSyntax

/// Foundation's `URL` as a value: apps keep links and image addresses in their items
/// (`case link(title: String, url: URL)`), so two URLs must compare, hash and print as Foundation's do.
/// A URL is a struct value holding its `absoluteString`; its parts are read by RFC 3986's grammar
/// (scheme, `//` authority, path, `?` query, `#` fragment). `URL(string:)` is nil for an empty string
/// and, as since iOS 17, percent-encodes the characters a URL cannot hold (`"a b"` is `a%20b`).
/// The playground loads nothing from a URL (the network and files are not modelled); a URL made from
/// a value it does not model is not modelled either.
enum FoundationURL {
    static let typeName = "URL"

    static let methods: Set<String> = [
        "appendingPathComponent", "appending", "deletingLastPathComponent", "appendingPathExtension",
        "deletingPathExtension",
    ]

    static func url(_ text: String) -> Value {
        .structValue(StructValue(typeName: typeName, fields: [.init(name: "absoluteString", value: .string(text))]))
    }

    static func text(of v: Value) -> String? {
        guard case .structValue(let s) = v, s.typeName == typeName, case .string(let t)? = s.field("absoluteString")
        else { return nil }
        return t
    }

    /// A URL's parts, by RFC 3986's regular expression `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`.
    struct Parts: Equatable {
        var scheme: String?
        var authority: String?
        var path: String
        var query: String?
        var fragment: String?

        init(_ text: String) {
            var rest = Substring(text)
            if let colon = rest.firstIndex(of: ":"), colon != rest.startIndex,
                !rest[..<colon].contains(where: { "/?#".contains($0) })
            {
                scheme = String(rest[..<colon])
                rest = rest[rest.index(after: colon)...]
            }
            if rest.hasPrefix("//") {
                let afterSlashes = rest.dropFirst(2)
                let end = afterSlashes.firstIndex(where: { "/?#".contains($0) }) ?? afterSlashes.endIndex
                authority = String(afterSlashes[..<end])
                rest = afterSlashes[end...]
            }
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: question)...])
                rest = rest[..<question]
            }
            path = String(rest)
        }

        var text: String {
            var t = scheme.map { $0 + ":" } ?? ""
            if let authority { t += "//" + authority }
            t += path
            if let query { t += "?" + query }
            if let fragment { t += "#" + fragment }
            return t
        }

        /// The host: the authority without its user and port.
        var host: String? {
            guard let authority else { return nil }
            var a = Substring(authority)
            if let at = a.lastIndex(of: "@") { a = a[a.index(after: at)...] }
            if a.hasPrefix("["), let close = a.firstIndex(of: "]") {
                let inside: Substring = a[a.index(after: a.startIndex)..<close]
                return String(inside)
            }
            if let colon = a.lastIndex(of: ":") { a = a[..<colon] }
            return a.isEmpty ? nil : String(a)
        }

        var port: Int? {
            guard let a = authority, let colon = a.lastIndex(of: ":"), !a[colon...].contains("]") else { return nil }
            return Int(a[a.index(after: colon)...])
        }
    }

    /// The characters a URL holds as they are (RFC 3986's unreserved and reserved ones, and `%`).
    private static func isAllowed(_ u: Unicode.Scalar) -> Bool {
        switch u {
        case "a"..."z", "A"..."Z", "0"..."9": true
        default: "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(u)
        }
    }

    static func percentEncoded(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if isAllowed(u) {
                out.unicodeScalars.append(u)
            } else {
                for byte in String(u).utf8 { out += "%" + String(format2: byte) }
            }
        }
        return out
    }

    /// `%20` back to a space (an invalid escape stays as written, as Foundation's `path` keeps it).
    static func percentDecoded(_ s: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(s.utf8)[...]
        while let b = utf8.first {
            if b == UInt8(ascii: "%"), utf8.count >= 3,
                let v = UInt8(String(decoding: utf8.dropFirst().prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(v)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(b)
                utf8 = utf8.dropFirst()
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func string(_ v: Value, _ what: String, evaluator e: Evaluator, at node: some SyntaxProtocol)
        throws -> String?
    {
        switch v {
        case .string(let s): return s
        case .inert: return nil
        default:
            throw e.error("\(what) takes a String, found a value of type \(e.typeName(of: v))", at: node)
        }
    }

    /// `URL(string:)`, `URL(string:relativeTo:)`, `URL(fileURLWithPath:)` (`isDirectory:`), `URL(filePath:)`.
    static func construct(_ args: [Value.TupleElement], evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Value
    {
        let labels = args.map(\.label)
        // Made from a value the playground does not model: not modelled either.
        if let unknown = args.lazy.compactMap(\.value.unmodelled).first {
            return .inert("URL(\(unknown))")
        }
        switch labels {
        case ["string"], ["string", "relativeTo"]:
            guard let s = try string(args[0].value, "URL(string:)", evaluator: e, at: node), !s.isEmpty else {
                return Value.none
            }
            let encoded = percentEncoded(s)
            if labels.count == 2, let base = text(of: args[1].value) {
                return url(resolve(encoded, against: base))
            }
            return url(encoded)
        case ["fileURLWithPath"], ["fileURLWithPath", "isDirectory"], ["filePath"]:
            guard let path = try string(args[0].value, "URL(fileURLWithPath:)", evaluator: e, at: node) else {
                return .inert("URL(fileURLWithPath:)")
            }
            var p = path.hasPrefix("/") ? path : "/" + path
            if labels.count == 2, case .bool(true) = args[1].value, !p.hasSuffix("/") { p += "/" }
            return url(
                "file://"
                    + percentEncoded(p).replacing("?", with: "%3F")
                    .replacing("#", with: "%23"))
        default:
            throw e.error(
                "URL has no initializer (" + labels.map { ($0 ?? "_") + ":" }.joined()
                    + "); the playground models URL(string:), URL(string:relativeTo:), URL(fileURLWithPath:) and "
                    + "URL(filePath:)", at: node)
        }
    }

    /// RFC 3986's resolution of a reference against a base (`URL(string: "b", relativeTo: base)`), kept as
    /// the absolute URL it names.
    static func resolve(_ reference: String, against base: String) -> String {
        let r = Parts(reference)
        if r.scheme != nil { return reference }
        var b = Parts(base)
        b.fragment = r.fragment
        if r.authority != nil {
            b.authority = r.authority
            b.path = r.path
            b.query = r.query
            return b.text
        }
        if r.path.isEmpty {
            if r.query != nil { b.query = r.query }
            return b.text
        }
        if r.path.hasPrefix("/") {
            b.path = r.path
        } else {
            let directory = b.path.lastIndex(of: "/").map { String(b.path[...$0]) } ?? (b.authority != nil ? "/" : "")
            b.path = directory + r.path
        }
        b.query = r.query
        return b.text
    }

    private static func components(_ path: String) -> [String] {
        var out: [String] = path.hasPrefix("/") ? ["/"] : []
        out += path.split(separator: "/").map { percentDecoded(String($0)) }
        return out
    }

    /// A URL's parts as Foundation names them.
    static func member(_ name: String, of s: StructValue) -> Value? {
        guard s.typeName == typeName, let t = text(of: .structValue(s)) else { return nil }
        let p = Parts(t)
        func optional(_ v: String?) -> Value { v.map { .string($0) } ?? Value.none }
        switch name {
        case "absoluteString", "description", "relativeString": return .string(t)
        case "absoluteURL", "standardized", "standardizedFileURL": return url(t)
        case "scheme": return optional(p.scheme)
        case "host": return optional(p.host)
        case "port": return p.port.map { .int($0) } ?? Value.none
        case "path":
            return .string(
                percentDecoded(p.path.count > 1 && p.path.hasSuffix("/") ? String(p.path.dropLast()) : p.path))
        case "query": return optional(p.query)
        case "fragment": return optional(p.fragment)
        case "isFileURL": return .bool(p.scheme?.lowercased() == "file")
        case "baseURL": return Value.none
        case "pathComponents": return .array(components(p.path).map { .string($0) })
        case "lastPathComponent":
            let parts = components(p.path)
            return .string(parts.last ?? "")
        case "pathExtension":
            guard let last = components(p.path).last, last != "/", let dot = last.lastIndex(of: "."),
                dot != last.startIndex
            else { return .string("") }
            return .string(String(last[last.index(after: dot)...]))
        default: return nil
        }
    }

    static func isMethod(_ name: String, of s: StructValue) -> Bool { s.typeName == typeName && methods.contains(name) }

    /// `appendingPathComponent(_:)`, `appending(path:)`, `appending(component:)`, `deletingLastPathComponent()`,
    /// `appendingPathExtension(_:)`, `deletingPathExtension()`.
    static func call(
        _ name: String, on receiver: Value, args: [Value.TupleElement], evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Value? {
        guard let t = text(of: receiver) else { return nil }
        var p = Parts(t)
        if let unknown = args.lazy.compactMap(\.value.unmodelled).first {
            return .inert("URL.\(name)(\(unknown))")
        }
        func argument(_ i: Int) throws -> String {
            guard i < args.count, case .string(let s) = args[i].value else {
                throw e.error(
                    "URL.\(name) takes a String, found \(i < args.count ? e.typeName(of: args[i].value) : "nothing")",
                    at: node)
            }
            return s
        }
        let labels = args.map(\.label)
        switch (name, labels) {
        case ("appendingPathComponent", [nil]), ("appendingPathComponent", [nil, "isDirectory"]),
            ("appending", ["path"]), ("appending", ["component"]), ("appending", ["path", "directoryHint"]):
            var piece = try argument(0)
            if name == "appending", labels == ["component"] { piece = piece.replacing("/", with: "%2F") }
            let encoded = percentEncoded(piece).replacing("?", with: "%3F")
                .replacing("#", with: "%23")
            let trimmed = encoded.hasPrefix("/") ? String(encoded.dropFirst()) : encoded
            var path = p.path
            if !path.hasSuffix("/") && !(path.isEmpty && p.authority == nil) { path += "/" }
            path += trimmed
            if labels.count == 2, labels[1] == "isDirectory", case .bool(true) = args[1].value, !path.hasSuffix("/") {
                path += "/"
            }
            p.path = path
            return url(p.text)
        case ("deletingLastPathComponent", []):
            var path = p.path
            if path.count > 1, path.hasSuffix("/") { path.removeLast() }
            if let slash = path.lastIndex(of: "/") {
                path = String(path[...slash])
            } else {
                path = "./"
            }
            p.path = path
            return url(p.text)
        case ("appendingPathExtension", [nil]):
            let ext = try argument(0)
            var path = p.path
            let directory = path.count > 1 && path.hasSuffix("/")
            if directory { path.removeLast() }
            path += "." + percentEncoded(ext)
            if directory { path += "/" }
            p.path = path
            return url(p.text)
        case ("deletingPathExtension", []):
            var path = p.path
            let directory = path.count > 1 && path.hasSuffix("/")
            if directory { path.removeLast() }
            let lastStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
            if let dot = path[lastStart...].lastIndex(of: "."), dot != lastStart { path = String(path[..<dot]) }
            if directory { path += "/" }
            p.path = path
            return url(p.text)
        default:
            throw e.error(
                "URL has no method '\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined()
                    + ")'; the playground models appendingPathComponent(_:), appending(path:), appending(component:), "
                    + "deletingLastPathComponent(), appendingPathExtension(_:) and deletingPathExtension()", at: node)
        }
    }
}

extension String {
    /// Two upper-case hexadecimal digits (a percent escape's).
    fileprivate init(format2 byte: UInt8) {
        let digits = Array("0123456789ABCDEF")
        self = String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
