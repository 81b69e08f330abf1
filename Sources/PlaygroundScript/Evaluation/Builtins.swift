import PlaygroundCore
import SwiftSyntax

/// The standard library the playground's Swift uses: conversions, math, collections, strings,
/// Core Graphics' value types and `UUID`.
enum Builtins {
    static let typeNames: Set<String> = [
        "Int", "Double", "CGFloat", "Float", "String", "Bool", "Array", "Dictionary", "Set", "UUID", "CGSize",
        "CGPoint",
        "CGRect", "CGAffineTransform", "Character", "Any", "AnyHashable", "AnyObject", "Optional", "Void", "Range",
        "ClosedRange", "Int32",
        "Int64", "UInt32", "UInt64", "TimeInterval", "Date", "Calendar", "DateComponents", "Locale", "URL",
        "UInt", "Int8", "Int16", "UInt8", "UInt16", "Substring", "Float64", "Hasher", "Hashable", "Equatable",
        "CaseIterable", "Identifiable", "Sendable",
        "Codable", "Comparable",
    ]

    static func isFloatingType(_ name: String) -> Bool { isFloatingBaseName(baseTypeName(name)) }
    static func isFloatingType(_ type: TypeSyntax) -> Bool { isFloatingBaseName(baseTypeName(type)) }
    /// (A switch: a list of the names was an array made per integer literal given a type.)
    private static func isFloatingBaseName(_ name: String) -> Bool {
        switch name {
        case "Double", "CGFloat", "Float", "Float64", "TimeInterval": true
        default: false
        }
    }
    static func isIntegerType(_ name: String) -> Bool {
        integerTypeNames.contains(baseTypeName(name))
    }
    static let integerTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// The values a fixed-width integer type holds (Int's own where it is narrower than Int).
    static func integerRange(_ name: String) -> ClosedRange<Int> {
        switch name {
        case "Int8": Int(Int8.min)...Int(Int8.max)
        case "Int16": Int(Int16.min)...Int(Int16.max)
        case "Int32": Int(Int32.min)...Int(Int32.max)
        case "UInt8": 0...Int(UInt8.max)
        case "UInt16": 0...Int(UInt16.max)
        case "UInt32": 0...Int(UInt32.max)
        case "UInt", "UInt64": 0...Int.max
        default: Int.min...Int.max
        }
    }

    /// `NSDiffableDataSourceSnapshot<Section, Item>?` → `NSDiffableDataSourceSnapshot`; `[Int]` → `Array`.
    static func baseTypeName(_ text: String) -> String {
        // A plain name (the usual case) is its own; told from its bytes, without Character work.
        if isPlainTypeName(text) { return text }
        var t = Substring(text.filter { $0 != " " && $0 != "\n" })
        while t.hasSuffix("?") || t.hasSuffix("!") { t = t.dropLast() }
        // A type named with its module (`Swift.Result<...>`, `Foundation.Date`, `UIKit.UIView`) is the type.
        for module in ["Swift.", "Foundation.", "UIKit.", "CoreGraphics."] where t.hasPrefix(module) {
            t = t.dropFirst(module.count)
            break
        }
        if t.hasPrefix("[") { return t.contains(":") ? "Dictionary" : "Array" }
        if t.hasPrefix("(") { return "Tuple" }
        if let lt = t.firstIndex(of: "<") { t = t[..<lt] }
        if t.hasPrefix("Optional") { return "Optional" }
        if t.hasPrefix("some") || t.hasPrefix("any") {
            let rest = t.dropFirst(t.hasPrefix("some") ? 4 : 3)
            if let f = rest.first, f.isUppercase { t = rest }
        }
        return String(t)
    }

    /// `baseTypeName(type.trimmedDescription)`; a type of the host's own table is looked up by its node
    /// (`Evaluator.hostBaseTypeName`).
    static func baseTypeName(_ type: TypeSyntax) -> String {
        Evaluator.hostBaseTypeName(type) ?? uncachedBaseTypeName(type)
    }

    /// `baseTypeName(_:)` read from the tree. A plain name (`CGFloat`, the hint of most arguments)
    /// is read from its token: `trimmedDescription` builds a trimmed copy of the tree each time
    /// (a fifth of a section provider's time went there).
    static func uncachedBaseTypeName(_ type: TypeSyntax) -> String {
        if let plain = type.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil,
            plain.unexpectedBeforeName == nil, plain.unexpectedBetweenNameAndGenericArgumentClause == nil,
            plain.unexpectedAfterGenericArgumentClause == nil
        {
            return baseTypeName(plain.name.spelled)
        }
        return baseTypeName(type.trimmedDescription)
    }

    /// Letters, digits and underscores only, and no prefix `baseTypeName` reads (`Optional`, `some`, `any`).
    private static func isPlainTypeName(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        for byte in text.utf8 {
            let letter = byte | 0x20
            guard (letter >= 0x61 && letter <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F else {
                return false
            }
        }
        // Only a name starting with `O`, `s` or `a` can have one of the prefixes (the generic
        // `starts(with:)` was a tenth of this function's work for every name).
        switch text.utf8.first {
        case UInt8(ascii: "O"): return !text.hasPrefix("Optional")
        case UInt8(ascii: "s"): return !text.hasPrefix("some")
        case UInt8(ascii: "a"): return !text.hasPrefix("any")
        default: return true
        }
    }

    /// A `Hasher` that records what is combined (the identity of a user's Hashable type).
    static func newHasher() -> Value {
        .structValue(StructValue(typeName: "Hasher", fields: [.init(name: "combined", value: .array([]))]))
    }

    static let identity: FunctionValue = {
        var f = FunctionValue(
            name: "identity", parameters: [], body: .builtin { _, args in args.first?.value ?? .void }, captured: nil)
        f.usesShorthand = true
        return f
    }()

    static func builtin(
        _ name: String, _ body: @escaping @Sendable (inout CallContext, [Value.TupleElement]) throws -> Value
    ) -> Value {
        .function(FunctionValue(name: name, parameters: [], body: .builtin(body), captured: nil))
    }

    // MARK: Global functions

    static func global(_ name: String) -> Value? {
        if let v = Continuations.global(name) { return v }
        if name.hasPrefix("CATransform3D"), let v = CATransform3DType.global(name) { return v }
        switch name {
        case "print", "debugPrint":
            return builtin(name) { ctx, args in
                let separator =
                    args.first { $0.label == "separator" }.flatMap {
                        if case .string(let s) = $0.value { s } else { nil }
                    } ?? " "
                let text = args.filter { $0.label == nil }.map { ctx.evaluator.printed($0.value) }.joined(
                    separator: separator)
                try ctx.evaluator.foldValueWork(at: ctx.node)
                ctx.evaluator.outputs += text.sourceLines.map { .text(String($0)) }
                return .void
            }
        case "min", "max":
            return builtin(name) { ctx, args in
                let values = args.map(\.value)
                guard var best = values.first else {
                    throw ctx.evaluator.error("\(name) needs arguments", at: ctx.node)
                }
                for v in values.dropFirst() {
                    let less = try Operators.binary("<", v, best, at: ctx.node, evaluator: ctx.evaluator)
                    if case .bool(true) = less, name == "min" { best = v }
                    let more = try Operators.binary(">", v, best, at: ctx.node, evaluator: ctx.evaluator)
                    if case .bool(true) = more, name == "max" { best = v }
                }
                if values.contains(where: { if case .double = $0 { true } else { false } }), case .int(let i) = best {
                    return .double(Double(i))
                }
                return best
            }
        case "type":
            // `type(of: cell)`: the dynamic type, as `String(describing: type(of: self))` names a cell's reuse identifier.
            return builtin(name) { ctx, args in
                guard args.count == 1, args[0].label == "of" else {
                    throw ctx.evaluator.error("type(of:) takes one argument, labelled 'of:'", at: ctx.node)
                }
                switch args[0].value {
                case .inert(let unknown): return .inert("type(of: \(unknown))")
                case .type(let t): return .type(t + ".Type")
                case .function, .symbolRange, .superOf, .uikitPath:
                    throw ctx.evaluator.error("the playground does not model the type of this value", at: ctx.node)
                case .enumValue(let e) where e.typeName.isEmpty:
                    throw ctx.evaluator.error(
                        "cannot infer the type of '.\(e.caseName)' without a type around it", at: ctx.node)
                case let v: return .type(ctx.evaluator.typeName(of: v))
                }
            }
        case "abs":
            return builtin(name) { ctx, args in
                switch args.first?.value {
                case .int(let i):
                    guard i != Int.min else { throw ctx.evaluator.arithmeticOverflow(at: ctx.node) }
                    return .int(Swift.abs(i))
                case .double(let d): return .double(Swift.abs(d))
                default: throw ctx.evaluator.error("abs needs a number", at: ctx.node)
                }
            }
        // (C's Float versions, `floorf(x)`, are the same here: Float is kept as Double.)
        case "floor", "ceil", "round", "sqrt", "trunc", "floorf", "ceilf", "roundf", "sqrtf", "truncf":
            let name = name.hasSuffix("f") ? String(name.dropLast()) : name
            return builtin(name) { ctx, args in
                guard let v = args.first?.value else {
                    throw ctx.evaluator.error("\(name) needs a number", at: ctx.node)
                }
                let d = try Operators.number(v, at: ctx.node, evaluator: ctx.evaluator)
                switch name {
                case "floor": return .double(d.rounded(.down))
                case "ceil": return .double(d.rounded(.up))
                case "round": return .double(d.rounded())
                case "trunc": return .double(d.rounded(.towardZero))
                default: return .double(d.squareRoot())
                }
            }
        case "pow":
            return builtin(name) { ctx, args in
                guard args.count == 2 else { throw ctx.evaluator.error("pow needs two numbers", at: ctx.node) }
                let a = try Operators.number(args[0].value, at: ctx.node, evaluator: ctx.evaluator)
                let b = try Operators.number(args[1].value, at: ctx.node, evaluator: ctx.evaluator)
                guard b == b.rounded(), Swift.abs(b) <= 64 else {
                    throw ctx.evaluator.error("pow supports whole exponents up to 64", at: ctx.node)
                }
                var r = 1.0
                for _ in 0..<Int(Swift.abs(b)) { r *= a }
                return .double(b < 0 ? 1 / r : r)
            }
        case "stride":
            return builtin(name) { ctx, args in
                guard args.count == 3, case .int(let from) = args[0].value, case .int(let to) = args[1].value,
                    case .int(let by) = args[2].value, by != 0
                else {
                    throw ctx.evaluator.error(
                        "stride(from:to:by:) / stride(from:through:by:) needs Int arguments and a non-zero step",
                        at: ctx.node)
                }
                let through = args[1].label == "through"
                var out: [Value] = []
                var i = from
                while by > 0 ? (through ? i <= to : i < to) : (through ? i >= to : i > to) {
                    out.append(.int(i))
                    if out.count > Limits.collectionElements { throw ctx.evaluator.collectionLimit(at: ctx.node) }
                    // As Swift's integer strides: a step past Int.max or Int.min stops at it (and a
                    // `through:` stride gives its end once).
                    if through && i == to { break }
                    let (next, overflow) = i.addingReportingOverflow(by)
                    i = overflow ? (by < 0 ? Int.min : Int.max) : next
                    if overflow && !through { break }
                }
                try ctx.evaluator.charge(out.count, at: ctx.node)
                return .array(out)
            }
        case "zip":
            return builtin(name) { ctx, args in
                guard args.count == 2 else { throw ctx.evaluator.error("zip needs two sequences", at: ctx.node) }
                let a = try ctx.evaluator.iterate(args[0].value, at: ctx.node)
                let b = try ctx.evaluator.iterate(args[1].value, at: ctx.node)
                try ctx.evaluator.charge(Swift.min(a.count, b.count), at: ctx.node)
                return .array(zip(a, b).map { .tuple([.init(label: nil, value: $0), .init(label: nil, value: $1)]) })
            }
        // Foundation's lookup in the app's strings tables: the playground has none, and a key no table has is
        // returned as it is (`NSLocalizedString("Done", comment: "")` is "Done"; `value:` when given, as Foundation).
        case "NSLocalizedString":
            return builtin(name) { ctx, args in
                if case .string(let value)? = args.first(where: { $0.label == "value" })?.value, !value.isEmpty {
                    return .string(value)
                }
                guard let key = args.first(where: { $0.label == nil }) else {
                    throw ctx.evaluator.error("NSLocalizedString needs a key", at: ctx.node)
                }
                return key.value
            }
        case "fatalError", "preconditionFailure", "assertionFailure":
            return builtin(name) { ctx, args in
                let message = args.first.map { ctx.evaluator.printed($0.value) } ?? ""
                throw ctx.evaluator.error(
                    "\(name)(\(message.isEmpty ? "" : "\"\(message)\"")) was called", at: ctx.node,
                    notes: ["Swift traps here: Fatal error\(message.isEmpty ? "" : ": " + message)"]
                        + ctx.evaluator.missingDataNotes)
            }
        case "dispatchPrecondition":
            // Dispatch's debug check of the queue the code runs on: the program's work runs where it expects.
            return builtin(name) { _, _ in .void }
        case "precondition", "assert":
            return builtin(name) { ctx, args in
                if case .bool(false) = args.first?.value {
                    throw ctx.evaluator.error("\(name) failed", at: ctx.node)
                }
                return .void
            }
        default:
            return nil
        }
    }

    /// `String(format: f, a, b)`, `String(format: f, arguments: [a, b])`, either with `locale:` after
    /// the format (see `StringFormat`).
    private static func formatted(_ a: [Value.TupleElement], evaluator: Evaluator, at call: FunctionCallExprSyntax)
        throws -> Value
    {
        // A format the playground does not know (a localized string of the app's bundle): so is the text.
        if case .inert = a[0].value { return a[0].value }
        guard case .string(let format) = a[0].value else {
            throw evaluator.error("String(format:) needs a format string", at: call)
        }
        var rest = a.dropFirst()
        if rest.first?.label == "locale" { rest = rest.dropFirst() }
        var arguments: [Value]
        if rest.count == 1, rest[rest.startIndex].label == "arguments" {
            guard case .array(let list) = rest[rest.startIndex].value else {
                throw evaluator.error("String(format:arguments:) needs an array of values", at: call)
            }
            arguments = list
        } else {
            if let labelled = rest.first(where: { $0.label != nil }), let label = labelled.label {
                throw evaluator.error("String(format:) has no argument labelled '\(label):'", at: call)
            }
            arguments = rest.map(\.value)
        }
        let text: String
        do throws(StringFormat.Failure) {
            text = try StringFormat.format(format, arguments, evaluator: evaluator)
        } catch {
            throw evaluator.error("String(format:): \(error.message)", at: call)
        }
        try evaluator.chargeBytes(text.utf8.count, at: call)
        return .string(text)
    }

    // MARK: Construction

    static func construct(
        _ typeName: String, args: [CallArgument], call: FunctionCallExprSyntax, in scope: Scope?,
        evaluator: Evaluator
    ) throws -> Value? {
        func values() throws -> [Value.TupleElement] { try evaluator.evaluateArguments(args, in: scope) }
        switch typeName {
        case "Hasher" where args.isEmpty:
            return newHasher()
        case "Void" where args.isEmpty:
            // `Void()`: the empty tuple, `()` (`subject.send(Void())`).
            return .tuple([])
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            let a = try values()
            guard let v = a.first?.value else { return .int(0) }
            let range = integerRange(typeName)
            switch v {
            case .int(let i):
                guard range.contains(i) else {
                    throw evaluator.error(
                        "\(i) cannot be converted to \(typeName) because it is outside the representable range",
                        at: call,
                        notes: ["Swift traps here: Fatal error: Not enough bits to represent the passed value"])
                }
                return v
            case .double(let d):
                guard d.isFinite, Swift.abs(d) < 9.2e18, range.contains(Int(d)) else {
                    throw evaluator.error(
                        "\(Format.number(d)) cannot be converted to \(typeName) because it is outside the representable range",
                        at: call)
                }
                return .int(Int(d))
            case .string(let s): return Int(s).map { .int($0) } ?? Value.none
            case .bool(let b): return .int(b ? 1 : 0)
            default:
                throw evaluator.error("cannot convert a value of type \(evaluator.typeName(of: v)) to Int", at: call)
            }
        case "Date", "Calendar", "DateComponents":
            return try FoundationDate.construct(typeName, try values(), evaluator: evaluator, at: call)
        case CGAffineTransformType.typeName:
            return try CGAffineTransformType.construct(try values(), evaluator: evaluator, at: call)
        case FoundationLocale.typeName:
            return try FoundationLocale.construct(try values(), evaluator: evaluator, at: call)
        case FoundationURL.typeName:
            return try FoundationURL.construct(try values(), evaluator: evaluator, at: call)
        case "Double", "CGFloat", "Float", "Float64", "TimeInterval":
            let a = try values()
            guard let v = a.first?.value else { return .double(0) }
            switch v {
            case .int(let i): return .double(Double(i))
            case .double: return v
            case .string(let s): return Double(s).map { .double($0) } ?? Value.none
            default:
                throw evaluator.error(
                    "cannot convert a value of type \(evaluator.typeName(of: v)) to \(typeName)", at: call)
            }
        case "String":
            // `String(contentsOf:)`: a read that throws (`offlineRead` evaluates its arguments).
            _ = try UIKitSurface.offlineRead(typeName, args: args, evaluator: evaluator, at: call, in: scope)
            // `String(decoding: bytes, as: UTF8.self)`: the bytes read as UTF-8 (ill-formed ones become U+FFFD).
            if args.map(\.label) == ["decoding", "as"] {
                let encoding = args[1].expr.trimmedDescription
                guard encoding == "UTF8.self" || encoding == "Unicode.UTF8.self" else {
                    throw evaluator.error(
                        "the playground decodes UTF-8 only (as: UTF8.self), found \(encoding)", at: args[1].expr)
                }
                let bytes = try evaluator.iterate(try evaluator.evaluate(args[0].expr, in: scope), at: args[0].expr)
                var raw: [UInt8] = []
                raw.reserveCapacity(bytes.count)
                for b in bytes {
                    guard case .int(let n) = b, let byte = UInt8(exactly: n) else {
                        throw evaluator.error(
                            "String(decoding:as:) takes bytes (UInt8), found \(evaluator.typeName(of: b))",
                            at: args[0].expr)
                    }
                    raw.append(byte)
                }
                return .string(String(decoding: raw, as: UTF8.self))
            }
            let a = try values()
            guard let v = a.first?.value else { return .string("") }
            if a[0].label == "format" { return try formatted(a, evaluator: evaluator, at: call) }
            // `String(localized: "Done")`: the app has no strings tables (`FoundationLocale`).
            if a[0].label == "localized" {
                return try FoundationLocale.lookup(a, keyLabel: "localized", evaluator: evaluator, at: call)
            }
            if a.count == 2, a[0].label == "repeating", a[1].label == "count", case .int(let n) = a[1].value {
                let piece = evaluator.printed(v)
                guard n >= 0 else {
                    throw evaluator.error(
                        "negative count \(n) in String(repeating:count:)", at: call,
                        notes: ["Swift traps here: Fatal error: Negative count not allowed"])
                }
                let (bytes, overflow) = n.multipliedReportingOverflow(by: Swift.max(1, piece.utf8.count))
                guard !overflow, bytes <= Limits.stringBytes else {
                    throw evaluator.error(
                        "the string would be longer than \(Limits.stringBytes) bytes; the limit is \(Limits.stringBytes)",
                        at: call)
                }
                try evaluator.chargeBytes(n * piece.utf8.count, at: call)
                return .string(String(repeating: piece, count: n))
            }
            guard a.count == 1, a[0].label == nil || a[0].label == "describing" else {
                throw evaluator.error(
                    "String(...) takes one value, String(describing:), String(repeating:count:) or String(format:...)",
                    at: call)
            }
            let text = evaluator.printed(v)
            try evaluator.chargeBytes(text.utf8.count, at: call)
            return .string(text)
        case "Bool":
            let a = try values()
            return a.first?.value ?? .bool(false)
        case "Array", "Set":
            let a = try values()
            if a.count == 2, a[0].label == "repeating", case .int(let n) = a[1].value {
                guard n >= 0 else {
                    throw evaluator.error(
                        "negative count \(n) in Array(repeating:count:)", at: call,
                        notes: ["Swift traps here: Fatal error: Can't construct Array with count < 0"])
                }
                guard n <= Limits.collectionElements else { throw evaluator.collectionLimit(at: call) }
                try evaluator.charge(n, at: call)
                return .array(Array(repeating: a[0].value, count: n))
            }
            guard let v = a.first?.value else { return .array([]) }
            var elements = try evaluator.iterate(v, at: call)
            if typeName == "Set" {
                if case .array = v { try evaluator.charge(elements.count, at: call) }  // (`iterate` charged the others)
                var seen = Set<String>()
                elements = elements.filter { seen.insert($0.hashKey).inserted }
                try evaluator.foldValueWork(at: call)
            }
            return .array(elements)
        case "Dictionary":
            let a = try values()
            var d = DictionaryValue()
            // `Dictionary(grouping: items) { $0.kind }`: each key with the elements it was given, in order.
            // (Swift's own order of the keys is unspecified; the playground keeps first appearance.)
            if a.count == 2, a[0].label == "grouping", a[1].label == "by" || a[1].label == nil {
                guard case .function(let key) = a[1].value else {
                    throw evaluator.error(
                        "Dictionary(grouping:by:) needs a closure that gives each element's key", at: call)
                }
                let elements = try evaluator.iterate(a[0].value, at: call)
                if case .array = a[0].value { try evaluator.charge(elements.count, at: call) }
                for element in elements {
                    let k = try evaluator.call(key, arguments: [.init(label: nil, value: element)], at: call)
                    if case .inert(let what) = k { throw evaluator.inertValueError(what, at: call) }
                    if case .array(var group)? = d[k] {
                        d[k] = .void  // (so the group is the only reference and grows in place)
                        group.append(element)
                        d[k] = .array(group)
                    } else {
                        d[k] = .array([element])
                    }
                }
                return .dictionary(d)
            }
            if let v = a.first?.value {
                let pairs = try evaluator.iterate(v, at: call)
                if case .array = v { try evaluator.charge(pairs.count, at: call) }  // (`iterate` charged the others)
                for pair in pairs {
                    guard case .tuple(let kv) = pair, kv.count == 2 else {
                        throw evaluator.error("Dictionary needs (key, value) pairs", at: call)
                    }
                    d[kv[0].value] = kv[1].value
                }
            }
            return .dictionary(d)
        case "UUID":
            let n = evaluator.session.swift.nextUUID
            evaluator.session.swift.nextUUID += 1
            evaluator.mutated = true
            return .uuid(n)
        case "CGSize":
            let a = try values()
            return .structValue(
                StructValue(
                    typeName: "CGSize",
                    fields: [
                        .init(name: "width", value: try floating(a, "width", evaluator: evaluator, at: call)),
                        .init(name: "height", value: try floating(a, "height", evaluator: evaluator, at: call)),
                    ]))
        case "CGPoint":
            let a = try values()
            return point(
                try floating(a, "x", evaluator: evaluator, at: call),
                try floating(a, "y", evaluator: evaluator, at: call))
        case "CGRect":
            // `CGRect(origin: .init(x: 0, y: 8), size: .init(width: 10, height: 10))`: the labels give the types.
            let hints = ["origin": "CGPoint", "size": "CGSize"]
            let a = try args.map { arg in
                let hint = arg.label.flatMap { hints[$0] }.map {
                    TypeSyntax(IdentifierTypeSyntax(name: .identifier($0)))
                }
                return Value.TupleElement(
                    label: arg.label, value: try evaluator.evaluate(arg.expr, in: scope, hint: hint))
            }
            if a.contains(where: { $0.label == "origin" }) {
                // `.zero` takes its type from the parameter: CGPoint.zero, CGSize.zero.
                func typed(_ label: String, zero: Value) -> Value {
                    guard let v = a.first(where: { $0.label == label })?.value else { return zero }
                    if case .enumValue(let c) = v, c.caseName == "zero", c.payload.isEmpty { return zero }
                    return v
                }
                return .structValue(
                    StructValue(
                        typeName: "CGRect",
                        fields: [
                            .init(name: "origin", value: typed("origin", zero: point(.double(0), .double(0)))),
                            .init(name: "size", value: typed("size", zero: size(0, 0))),
                        ]))
            }
            return rect(
                x: try number(a, "x", evaluator: evaluator, at: call),
                y: try number(a, "y", evaluator: evaluator, at: call),
                width: try number(a, "width", evaluator: evaluator, at: call),
                height: try number(a, "height", evaluator: evaluator, at: call))
        default:
            return nil
        }
    }

    private static func floating(
        _ args: [Value.TupleElement], _ label: String, evaluator: Evaluator, at node: some SyntaxProtocol
    ) throws -> Value {
        .double(try number(args, label, evaluator: evaluator, at: node))
    }

    private static func number(
        _ args: [Value.TupleElement], _ label: String, evaluator: Evaluator, at node: some SyntaxProtocol
    ) throws -> Double {
        guard let v = args.first(where: { $0.label == label })?.value else { return 0 }
        return try Operators.number(v, at: node, evaluator: evaluator)
    }

    static func point(_ x: Value, _ y: Value) -> Value {
        .structValue(
            StructValue(typeName: "CGPoint", fields: [.init(name: "x", value: x), .init(name: "y", value: y)]))
    }

    static func size(_ w: Double, _ h: Double) -> Value {
        .structValue(
            StructValue(
                typeName: "CGSize",
                fields: [.init(name: "width", value: .double(w)), .init(name: "height", value: .double(h))]))
    }

    static func rect(x: Double, y: Double, width: Double, height: Double) -> Value {
        .structValue(
            StructValue(
                typeName: "CGRect",
                fields: [
                    .init(name: "origin", value: point(.double(x), .double(y))),
                    .init(name: "size", value: size(width, height)),
                ]))
    }

    // MARK: Static members

    static func staticMember(
        _ name: String, ofType typeName: String, evaluator: Evaluator, at node: some SyntaxProtocol
    ) throws -> Value? {
        if let v = FoundationDate.staticMember(name, ofType: typeName, evaluator: evaluator) { return v }
        if let v = CGAffineTransformType.staticMember(name, ofType: typeName) { return v }
        if let v = FoundationLocale.staticMember(name, ofType: typeName, evaluator: evaluator) { return v }
        switch (typeName, name) {
        // Evidence: [A] UIView.noIntrinsicMetric, "the absence of an intrinsic metric for a given numeric view
        // property"; its value is -1.
        case ("UIView", "noIntrinsicMetric"): return .double(-1)
        case ("CGSize", "zero"): return size(0, 0)
        case ("CGPoint", "zero"): return point(.double(0), .double(0))
        case ("CGRect", "zero"): return rect(x: 0, y: 0, width: 0, height: 0)
        // Core Graphics' null rectangle (what the intersection of disjoint rectangles gives).
        case ("CGRect", "null"): return CGGeometry.value(.null)
        case ("UIEdgeInsets", "zero"):
            return .structValue(
                StructValue(
                    typeName: "UIEdgeInsets",
                    fields: ["top", "left", "bottom", "right"].map { .init(name: $0, value: .double(0)) }))
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        // The other fixed-width integers whose range an Int holds (UInt and UInt64 reach beyond it).
        case ("Int8", "max"), ("Int16", "max"), ("Int32", "max"), ("Int64", "max"), ("UInt8", "max"),
            ("UInt16", "max"), ("UInt32", "max"):
            return .int(integerRange(typeName).upperBound)
        case ("Int8", "min"), ("Int16", "min"), ("Int32", "min"), ("Int64", "min"), ("UInt8", "min"),
            ("UInt16", "min"), ("UInt32", "min"), ("UInt", "min"), ("UInt64", "min"):
            return .int(integerRange(typeName).lowerBound)
        case ("Double", "pi"), ("CGFloat", "pi"), ("Float", "pi"): return .double(Double.pi)
        case ("Double", "zero"), ("CGFloat", "zero"): return .double(0)
        case ("Double", "greatestFiniteMagnitude"), ("CGFloat", "greatestFiniteMagnitude"):
            return .double(Double.greatestFiniteMagnitude)
        case ("Double", "infinity"), ("CGFloat", "infinity"): return .double(Double.infinity)
        // (CGFloat is Double on 64-bit devices; `Float` is the playground's Double too.)
        case ("Double", "leastNonzeroMagnitude"), ("CGFloat", "leastNonzeroMagnitude"):
            return .double(Double.leastNonzeroMagnitude)
        case ("Double", "leastNormalMagnitude"), ("CGFloat", "leastNormalMagnitude"):
            return .double(Double.leastNormalMagnitude)
        case ("Double", "ulpOfOne"), ("CGFloat", "ulpOfOne"): return .double(Double.ulpOfOne)
        case ("Int", "zero"): return .int(0)
        case (_, "init") where typeNames.contains(typeName), (_, "self") where typeNames.contains(typeName):
            return .type(typeName)
        case ("Int", "random"), ("Double", "random"), ("CGFloat", "random"), ("Float", "random"), ("Bool", "random"):
            let type = typeName
            return .function(
                FunctionValue(
                    name: "random", parameters: [],
                    body: .builtin { ctx, args in
                        try random(type, args, evaluator: ctx.evaluator, at: ctx.node)
                    }, captured: nil))
        case ("DispatchQueue", _), ("DispatchTime", _), ("DispatchWallTime", _), ("DispatchTimeInterval", _):
            return ScheduledWork.staticMember(name, ofType: typeName, evaluator: evaluator)
        case ("Bundle", "preferredLocalizations"):
            return .function(
                FunctionValue(
                    name: name, parameters: [],
                    body: .builtin { ctx, args in
                        guard args.count == 1, args[0].label == "from", case .array(let list) = args[0].value else {
                            throw ctx.evaluator.error(
                                "Bundle.preferredLocalizations(from:) takes a list of localizations", at: ctx.node)
                        }
                        let names = try list.map {
                            guard case .string(let s) = $0 else {
                                throw ctx.evaluator.error("a localization is a String", at: ctx.node)
                            }
                            return s
                        }
                        return try FoundationLocale.preferredLocalizations(
                            from: names, evaluator: ctx.evaluator, at: ctx.node)
                    }, captured: nil))
        default: return nil
        }
    }

    /// `Int.random(in:)`, `Double.random(in:)` (also CGFloat, Float) and `Bool.random()`: drawn from the
    /// playground's generator, whose seed is fixed, so a script gives the same values, and the same
    /// output, on every run (the device draws others: any of them is a value UIKit could be given).
    /// A note says so the first time. SplitMix64 (Steele, Lea, Flood 2014), seed 0 for each session.
    /// `what` names the caller in the note (`shuffled()`), when it is not `Type.random`.
    static func random(
        _ type: String, _ args: [Value.TupleElement], evaluator e: Evaluator, at node: Syntax, what: String? = nil
    ) throws -> Value {
        func next() -> UInt64 {
            e.session.swift.randomState &+= 0x9E37_79B9_7F4A_7C15
            var z = e.session.swift.randomState
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func noted() {
            e.mutated = true
            let key = "random"
            guard !e.session.swift.shownNotes.contains(key) else { return }
            e.session.swift.shownNotes.insert(key)
            let remark = Remark(
                .note,
                "\(what ?? type + ".random") draws from the playground's generator, whose seed is fixed: the same values on "
                    + "every run, so the output repeats (the device draws other values)",
                help: "write the values you want to see a particular case")
            e.outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
        }
        if type == "Bool" {
            guard args.isEmpty else { throw e.error("Bool.random() takes no arguments", at: node) }
            noted()
            return .bool(next() >> 63 == 1)
        }
        guard args.count == 1, args[0].label == "in" else {
            throw e.error("\(type).random needs a range: \(type).random(in: low...high)", at: node)
        }
        var bounds = args[0].value
        if case .range(let lo, let hi, let closed) = bounds, type != "Int" {
            // `Double.random(in: 0..<1)`: the literals are Doubles there, as Swift types them.
            bounds = .doubleRange(lower: Double(lo), upper: Double(hi), closed: closed)
        }
        switch bounds {
        case .range(let lo, let hi, let closed):
            let upper = closed ? hi : hi - 1
            guard lo <= upper else {
                throw e.error(
                    "\(type).random(in:) of an empty range", at: node,
                    notes: ["Swift traps here: Fatal error: Can't get random value with an empty range"])
            }
            noted()
            let (span, overflow) = upper.subtractingReportingOverflow(lo)
            let offset = overflow || span == Int.max ? next() : next() % UInt64(span + 1)
            return .int(Int(truncatingIfNeeded: UInt64(bitPattern: Int64(lo)) &+ offset))
        case .doubleRange(let lo, let hi, let closed):
            guard type != "Int" else { throw e.error("Int.random(in:) needs a range of integers", at: node) }
            guard closed ? lo <= hi : lo < hi, lo.isFinite, hi.isFinite else {
                throw e.error(
                    "\(type).random(in:) of an empty or infinite range", at: node, notes: ["Swift traps here"])
            }
            noted()
            let unit = Double(next() >> 11) / Double(1 << 53)
            return .double(Swift.min(lo + unit * (hi - lo), closed ? hi : hi.nextDown))
        default:
            throw e.error("\(type).random needs a range: \(type).random(in: low...high)", at: node)
        }
    }

    // MARK: Members

    static func structMember(_ name: String, of s: StructValue, evaluator: Evaluator, at node: some SyntaxProtocol)
        throws -> Value?
    {
        if let v = FoundationDate.member(name, of: s, evaluator: evaluator) { return v }
        if let v = CGAffineTransformType.member(name, of: s) { return v }
        if let v = CGGeometry.member(name, of: s) { return v }
        if let v = FoundationLocale.member(name, of: s) { return v }
        if let v = FoundationURL.member(name, of: s) { return v }
        guard s.typeName == "CGRect", case .structValue(let origin)? = s.field("origin"),
            case .structValue(let size)? = s.field("size")
        else {
            return nil
        }
        func d(_ v: Value?) -> Double {
            if case .double(let x)? = v { x } else if case .int(let i)? = v { Double(i) } else { 0 }
        }
        let x = d(origin.field("x"))
        let y = d(origin.field("y"))
        let w = d(size.field("width"))
        let h = d(size.field("height"))
        switch name {
        case "width": return .double(w)
        case "height": return .double(h)
        case "minX": return .double(x)
        case "minY": return .double(y)
        case "maxX": return .double(x + w)
        case "maxY": return .double(y + h)
        case "midX": return .double(x + w / 2)
        case "midY": return .double(y + h / 2)
        default: return nil
        }
    }

    static func setStructMember(
        _ name: String, of s: inout StructValue, to value: Value, evaluator: Evaluator, at node: some SyntaxProtocol
    ) throws -> Bool {
        false
    }

    static func member(_ name: String, of v: Value, evaluator: Evaluator, at node: some SyntaxProtocol) throws -> Value?
    {
        switch (v, name) {
        case (.array(let a), "count"): return .int(a.count)
        // A lazy view: its filter and map give the same elements as the array's (only when they run differs).
        case (.array, "lazy"): return v
        case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
        case (.array(let a), "first"): return a.first ?? Value.none
        case (.array(let a), "last"): return a.last ?? Value.none
        case (.array(let a), "indices"): return .range(lower: 0, upper: a.count, closed: false)
        case (.array(let a), "startIndex"): return .int(a.isEmpty ? 0 : 0)
        case (.array(let a), "endIndex"): return .int(a.count)
        case (.string(let s), "count"): return .int(s.count)
        // A String's indices: Character offsets, as its methods (`index(after:)`, `firstIndex(of:)`) give them.
        case (.string, "startIndex"): return .int(0)
        case (.string(let s), "endIndex"): return .int(s.count)
        case (.string(let s), "indices"): return .range(lower: 0, upper: s.count, closed: false)
        // The UTF-8 view: the bytes, as an array of their values (`Array(s.utf8)`, `s.utf8.count`).
        case (.string(let s), "utf8"): return try utf8(s, evaluator: evaluator, at: node)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? Value.none
        case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? Value.none
        // A Character's properties (the playground keeps a Character as a string of one).
        case (.string(let s), "isUppercase") where s.count == 1: return .bool(s.first?.isUppercase == true)
        case (.string(let s), "isLowercase") where s.count == 1: return .bool(s.first?.isLowercase == true)
        case (.string(let s), "isLetter") where s.count == 1: return .bool(s.first?.isLetter == true)
        case (.string(let s), "isNumber") where s.count == 1: return .bool(s.first?.isNumber == true)
        case (.string(let s), "isWhitespace") where s.count == 1: return .bool(s.first?.isWhitespace == true)
        case (.string(let s), "isPunctuation") where s.count == 1: return .bool(s.first?.isPunctuation == true)
        case (.string(let s), "description"), (.symbol(let s), "description"): return .string(s)
        // (`localizedUppercase` and the like: the device's locale is en_US, whose case rules are these.)
        case (.string(let s), "localizedUppercase"): return .string(s.uppercased())
        case (.string(let s), "localizedLowercase"): return .string(s.lowercased())
        // Foundation's: each word (delimited by spaces, tabs or line ends) upper-cased at its first character,
        // the rest lower-cased.
        case (.string(let s), "capitalized"), (.string(let s), "localizedCapitalized"):
            var out = ""
            var atWordStart = true
            for c in s {
                out += atWordStart ? c.uppercased() : c.lowercased()
                atWordStart = c.isWhitespace || c.isNewline
            }
            return .string(out)
        case (.dictionary(let d), "count"): return .int(d.count)
        case (.dictionary(let d), "isEmpty"): return .bool(d.count == 0)
        case (.dictionary(let d), "keys"): return .array(d.keys)
        case (.dictionary(let d), "values"): return .array(d.values)
        case (.range(let lo, let hi, let closed), "count"):
            // Swift's `upperBound - lowerBound` (+ 1 when closed), which overflows past Int.max.
            var n = try Operators.checked(hi.subtractingReportingOverflow(lo), at: node, evaluator: evaluator)
            if closed { n = try Operators.checked(n.addingReportingOverflow(1), at: node, evaluator: evaluator) }
            return .int(n)
        case (.partialRange(.from(let lo)), "lowerBound"): return .int(lo)
        case (.partialRange(.through(let hi)), "upperBound"), (.partialRange(.upTo(let hi)), "upperBound"):
            return .int(hi)
        case (.range(let lo, _, _), "lowerBound"): return .int(lo)
        case (.range(_, let hi, _), "upperBound"): return .int(hi)
        case (.range(let lo, let hi, let closed), "isEmpty"): return .bool(closed ? lo > hi : lo >= hi)
        // A range of integers is a collection: its last element, nil when it is empty.
        case (.range(let lo, let hi, let closed), "last"):
            if closed { return lo <= hi ? .int(hi) : Value.none }
            return lo < hi ? .int(hi - 1) : Value.none
        case (.int(let i), "description"): return .string(String(i))
        case (.int(let i), "magnitude"): return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
        case (.double(let d), "magnitude"): return .double(Swift.abs(d))
        case (.double(let d), "description"): return .string(evaluator.printed(.double(d)))
        case (.int(let i), "isMultiple"):
            return builtin(name) { _, args in
                guard case .int(let m)? = args.first?.value else { return .bool(false) }
                return .bool(m == 0 ? i == 0 : i % m == 0)
            }
        case (.uuid, "uuidString"): return .string(evaluator.identifierText(v))
        case (.uuid, "hashValue"), (.int, "hashValue"): return .int(0)
        default: return nil
        }
    }

    /// The CharacterSet a value names: `CharacterSet.newlines` (unmodelled, by its name) or `.newlines`.
    static func characterSet(of v: Value) -> (@Sendable (Character) -> Bool)? {
        switch v {
        case .inert(let what) where what.hasPrefix("CharacterSet."):
            characterSet(String(what.dropFirst("CharacterSet.".count)))
        case .enumValue(let c) where c.payload.isEmpty: characterSet(c.caseName)
        default: nil
        }
    }

    /// The characters of Foundation's CharacterSet `name` (nil for one the playground does not know).
    static func characterSet(_ name: String) -> (@Sendable (Character) -> Bool)? {
        switch name {
        case "newlines": { $0.isNewline }
        case "whitespaces": { $0 == " " || $0 == "\t" || ($0.isWhitespace && !$0.isNewline) }
        case "whitespacesAndNewlines": { $0.isWhitespace }
        default: nil
        }
    }

    /// A negative count given to `prefix`, `suffix`, `dropFirst` or `dropLast` is Swift's runtime error
    /// (the standard library's preconditions in Collection and BidirectionalCollection), located here.
    static func checkCount(_ n: Int, of name: String, evaluator e: Evaluator, at node: some SyntaxProtocol) throws {
        guard n < 0 else { return }
        let trap =
            switch name {
            case "prefix": "Can't take a prefix of negative length from a collection"
            case "suffix": "Can't take a suffix of negative length from a collection"
            default: "Can't drop a negative number of elements from a collection"
            }
        throw e.error(
            "\(name) needs a count of 0 or more, not \(n)", at: node, notes: ["Swift traps here: Fatal error: \(trap)"])
    }

    /// A String's index methods, its indices being Character offsets (`startIndex` 0, `endIndex` the count):
    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)`,
    /// `distance(from:to:)`, and the mutating `remove(at:)`, `insert(_:at:)`, `insert(contentsOf:at:)`. An index
    /// past the ends is Swift's trap. Nil for another method.
    static func stringIndexMethod(
        _ name: String, of s: inout String, args: [Value.TupleElement], evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Value? {
        func index(_ v: Value?) throws -> Int {
            guard case .int(let i)? = v else { throw e.error("\(name) takes an index of this string", at: node) }
            return i
        }
        // (Index arithmetic that overflows is past every end: the same trap, not the playground's.)
        func add(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? (b > 0 ? Int.max : Int.min) : sum
        }
        func check(_ i: Int, upTo limit: Int, _ trap: String) throws -> Int {
            guard i >= 0, i <= limit else {
                throw e.error(
                    "string index \(i) is out of bounds for a string of \(s.count) characters", at: node,
                    notes: ["Swift traps here: Fatal error: \(trap)"])
            }
            return i
        }
        let labels = args.map(\.label)
        switch (name, labels) {
        case ("index", ["after"]):
            return .int(try check(add(try index(args[0].value), 1), upTo: s.count, "String index is out of bounds"))
        case ("index", ["before"]):
            return .int(try check(add(try index(args[0].value), -1), upTo: s.count, "String index is out of bounds"))
        case ("index", [nil, "offsetBy"]):
            let i = try index(args[0].value)
            return .int(try check(add(i, try index(args[1].value)), upTo: s.count, "String index is out of bounds"))
        case ("index", [nil, "offsetBy", "limitedBy"]):
            let (i, n, limit) = (try index(args[0].value), try index(args[1].value), try index(args[2].value))
            // Nil when the limit lies between the index and where the offset would take it.
            let end = add(i, n)
            if n >= 0 ? (limit >= i && limit < end) : (limit <= i && limit > end) { return Value.none }
            return .int(try check(end, upTo: s.count, "String index is out of bounds"))
        case ("distance", ["from", "to"]):
            let (from, to) = (try index(args[0].value), try index(args[1].value))
            _ = try check(from, upTo: s.count, "String index is out of bounds")
            return .int(try check(to, upTo: s.count, "String index is out of bounds") - from)
        case ("remove", ["at"]):
            let i = try check(try index(args[0].value), upTo: s.count - 1, "Can't remove at endIndex")
            return .string(String(s.remove(at: s.index(s.startIndex, offsetBy: i))))
        case ("insert", [nil, "at"]), ("insert", ["contentsOf", "at"]):
            guard case .string(let text) = args[0].value else {
                throw e.error("insert(_:at:) takes a Character or a String", at: node)
            }
            let i = try check(try index(args[1].value), upTo: s.count, "String index is out of bounds")
            try e.checkStringBytes(s.utf8.count + text.utf8.count, at: node)
            s.insert(contentsOf: text, at: s.index(s.startIndex, offsetBy: i))
            return .void
        default:
            return nil
        }
    }

    /// A string's UTF-8 bytes as an array of their values.
    static func utf8(_ s: String, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> Value {
        let count = s.utf8.count
        guard count <= Limits.collectionElements else { throw e.collectionLimit(at: node) }
        try e.charge(count, at: node)
        return .array(s.utf8.map { .int(Int($0)) })
    }

    static func memberNames(of v: Value) -> [String] {
        switch v {
        case .array:
            [
                "allSatisfy", "append", "applying", "compactMap", "contains", "count", "dropFirst", "dropLast",
                "enumerated", "filter",
                "first", "firstIndex", "flatMap", "forEach", "indices", "insert", "isEmpty", "joined", "last",
                "lastIndex", "map", "max", "index", "distance",
                "min", "popLast", "prefix", "randomElement", "reduce", "remove", "removeAll", "removeFirst",
                "removeLast", "reverse", "reversed", "sort",
                "sorted", "suffix", "makeIterator", "swapAt",
            ]
        case .string:
            [
                "count", "dropFirst", "dropLast", "hasPrefix", "hasSuffix", "isEmpty", "lowercased", "prefix", "suffix",
                "uppercased", "makeIterator", "utf8", "withUTF8",
            ]
        case .dictionary: ["count", "isEmpty", "keys", "values", "makeIterator"]
        case .int, .double: ["rounded", "description"]
        default: []
        }
    }

    /// The methods of a collection a String answers as the collection of its Characters.
    static let characterCollectionMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "enumerated", "allSatisfy", "first",
        "firstIndex", "lastIndex", "sorted", "contains", "max", "min",
    ]

    /// Swift's iterator of a collection (`makeIterator()`), as the playground keeps it.
    static let iteratorTypeName = "IndexingIterator"

    /// A value `for ... in` walks (and `makeIterator()` iterates): a collection, a string or a range.
    private static func isIterable(_ v: Value) -> Bool {
        switch v {
        case .array, .string, .dictionary, .range, .doubleRange, .symbolRange: true
        default: false
        }
    }

    static let mutatingNames: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "sort", "reverse", "shuffle",
        "formUnion", "subtract", "formIntersection", "swapAt",
        "popLast", "updateValue", "removeValue", "merge", "round",
    ]

    static func isMutating(_ name: String, of v: Value) -> Bool {
        switch v {
        case .array, .string, .dictionary: mutatingNames.contains(name)
        case .structValue(let s):
            s.typeName == "Hasher" && name == "combine" || s.typeName == iteratorTypeName && name == "next"
        case .double: name == "round"
        case .bool: name == "toggle"
        default: false
        }
    }

    static func callMethod(
        _ name: String, on receiver: inout Value, args: [Value.TupleElement], evaluator: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Value {
        let e = evaluator
        func closure(_ i: Int = 0) throws -> FunctionValue {
            guard i < args.count, let f = e.callable(args[i].value, at: node) else {
                throw e.error("'\(name)' needs a closure", at: node)
            }
            return f
        }
        func apply(_ f: FunctionValue, _ values: Value...) throws -> Value {
            try e.call(f, arguments: values.map { .init(label: nil, value: $0) }, at: node)
        }
        func truth(_ v: Value) throws -> Bool { try e.truth(v, at: node) }
        // `var iterator = makeIterator()` then `while let c = iterator.next()`: the elements, and where the
        // iterator is (a struct: each `next()` changes the variable that holds it).
        if name == "makeIterator", args.isEmpty, isIterable(receiver) {
            return .structValue(
                StructValue(
                    typeName: iteratorTypeName,
                    fields: [
                        .init(name: "elements", value: .array(try e.iterate(receiver, at: node))),
                        .init(name: "position", value: .int(0)),
                    ]))
        }
        if case .structValue(var s) = receiver, s.typeName == iteratorTypeName, name == "next", args.isEmpty,
            case .array(let elements)? = s.field("elements"), case .int(let position)? = s.field("position")
        {
            guard position < elements.count else { return .none }
            _ = s.set("position", .int(position + 1))
            receiver = .structValue(s)
            return elements[position]
        }
        // `if case`, not `switch`: a switch keeps its subject alive to its end, so the payload would
        // never be the only reference and every append would copy the whole collection.
        if case .array(var a) = receiver {
            // A mutating method releases the receiver first, so the payload is the only reference and
            // changes in place (a loop of appends stays linear). A failed statement is dropped whole.
            if mutatingNames.contains(name) {
                receiver = .void
                // A shared array is copied by the mutation: that copy is work and memory (not for
                // removeAll, which keeps nothing of it).
                if name != "removeAll" { try e.unshare(&a, at: node) }
            }
            switch name {
            case "map", "compactMap", "flatMap":
                let f = try closure()
                var out: [Value] = []
                for x in a {
                    let y = try apply(f, x)
                    if name == "compactMap" {
                        if !y.isNone { out.append(y) }
                    } else if name == "flatMap", case .array(let inner) = y {
                        guard out.count + inner.count <= Limits.collectionElements else {
                            throw e.collectionLimit(at: node)
                        }
                        try e.charge(inner.count, at: node)
                        out += inner
                    } else {
                        out.append(y)
                    }
                }
                return .array(out)
            case "filter":
                let f = try closure()
                var kept: [Value] = []
                for x in a {
                    let keep = try apply(f, x)
                    // An unmodelled test (`$0.firstItem.translatesAutoresizingMaskIntoConstraints`): which elements
                    // pass is unknown, so the result is unmodelled too; where it shapes the layout or the data,
                    // that use is the error.
                    if case .inert(let what) = keep {
                        e.noteInert(what, at: node)
                        return .inert("filter { \(what) }")
                    }
                    if try truth(keep) { kept.append(x) }
                }
                return .array(kept)
            case "forEach":
                let f = try closure()
                for x in a { _ = try apply(f, x) }
                return .void
            case "reduce":
                guard args.count == 2 else { break }
                let f = try closure(1)
                var acc = args[0].value
                // `reduce(into: [:]) { counts, kind in counts[kind] = 1 }`: the closure changes its first
                // parameter (`inout`) and returns nothing; the accumulator is that parameter as the call leaves it.
                if args[0].label == "into", case .block = f.body {
                    let name = f.usesShorthand ? "$0" : f.parameters.first?.name
                    for x in a {
                        let (_, _, scope) = try e.run(f, values: [acc, x], at: node)
                        if let name, name != "_", let changed = scope[name] { acc = changed }
                    }
                    return acc
                }
                for x in a { acc = try apply(f, acc, x) }
                return acc
            case "applying":
                guard case .structValue(let d)? = args.first?.value, d.typeName == "CollectionDifference" else { break }
                return applying(d, to: a)
            case "enumerated":
                try e.charge(a.count, at: node)
                return .array(
                    a.enumerated().map {
                        .tuple([.init(label: "offset", value: .int($0)), .init(label: "element", value: $1)])
                    })
            case "reversed":
                try e.charge(a.count, at: node)
                return .array(a.reversed())
            case "randomElement":
                // From the playground's seeded generator, as `Int.random(in:)` (the same element on every run).
                guard !a.isEmpty else { return .none }
                guard
                    case .int(let i) = try random(
                        "Int", [.init(label: "in", value: .range(lower: 0, upper: a.count, closed: false))],
                        evaluator: e,
                        at: Syntax(node))
                else { return .none }
                return a[i]
            case "sorted", "sort":
                try e.charge(a.count, at: node)
                var sorted = a
                if args.isEmpty {
                    try insertionSafeSort(&sorted) { x, y in
                        try truth(try Operators.binary("<", x, y, at: node, evaluator: e))
                    }
                } else {
                    let f = try closure()
                    try insertionSafeSort(&sorted) { x, y in try truth(try apply(f, x, y)) }
                }
                if name == "sort" {
                    receiver = .array(sorted)
                    return .void
                }
                return .array(sorted)
            case "contains":
                if let f = args.first, case .function(let fn) = f.value {
                    for x in a where try truth(try apply(fn, x)) { return .bool(true) }
                    return .bool(false)
                }
                guard let v = args.first?.value else { break }
                for x in a where try e.valuesEqual(x, v, at: node) { return .bool(true) }
                return .bool(false)
            case "first", "last":
                let f = try closure()
                let seq = name == "first" ? a : a.reversed()
                for x in seq where try truth(try apply(f, x)) { return x }
                return .none
            case "index", "distance":
                // An array's indices are its Ints: `index(i, offsetBy: n)`, `index(after:)`, `distance(from:to:)`
                // (a Collection extension's binary search calls them on self).
                let numbers = try args.map { a -> Int in
                    guard case .int(let n) = a.value else {
                        throw e.error(
                            "an Array's index is an Int, found a value of type \(e.typeName(of: a.value))", at: node)
                    }
                    return n
                }
                func add(_ x: Int, _ y: Int) throws -> Int {
                    let (r, overflow) = x.addingReportingOverflow(y)
                    guard !overflow else { throw e.error("the index overflows Int", at: node) }
                    return r
                }
                switch (name, args.map(\.label)) {
                case ("index", ["after"]): return .int(try add(numbers[0], 1))
                case ("index", ["before"]): return .int(try add(numbers[0], -1))
                case ("index", [nil, "offsetBy"]): return .int(try add(numbers[0], numbers[1]))
                case ("index", [nil, "offsetBy", "limitedBy"]):
                    // nil when the offset passes the limit (reaching it is fine), as Swift's.
                    let (i, n, limit) = (numbers[0], numbers[1], numbers[2])
                    let r = try add(i, n)
                    if n >= 0 ? (i <= limit && r > limit) : (i >= limit && r < limit) { return Value.none }
                    return .int(r)
                case ("distance", ["from", "to"]): return .int(try add(numbers[1], -numbers[0]))
                default: break
                }
            case "firstIndex", "lastIndex":
                if case .function(let f)? = args.first?.value {
                    for (i, x) in a.enumerated() where try truth(try apply(f, x)) { return .int(i) }
                    return .none
                }
                guard let v = args.first?.value else { break }
                for (i, x) in a.enumerated() where try e.valuesEqual(x, v, at: node) { return .int(i) }
                return .none
            case "allSatisfy":
                let f = try closure()
                for x in a where !(try truth(try apply(f, x))) { return .bool(false) }
                return .bool(true)
            case "joined":
                let sep: String = if case .string(let s)? = args.first?.value { s } else { "" }
                let parts = a.map { e.printed($0) }
                let bytes = parts.reduce(0) { $0 + $1.utf8.count } + sep.utf8.count * Swift.max(0, parts.count - 1)
                try e.checkStringBytes(bytes, at: node)
                try e.chargeBytes(bytes, at: node)
                return .string(parts.joined(separator: sep))
            // `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`: to or from a position (an index of the
            // array), not a count; `prefix(while:)`.
            case "prefix" where args.first?.label == "while":
                let f = try closure()
                var part: [Value] = []
                for x in a {
                    guard try truth(try apply(f, x)) else { break }
                    part.append(x)
                }
                return .array(part)
            case "prefix" where args.first?.label == "upTo" || args.first?.label == "through",
                "suffix" where args.first?.label == "from":
                guard case .int(let i)? = args.first?.value else { break }
                let label = args[0].label ?? ""
                let end = label == "through" ? i + 1 : i
                guard end >= 0 && end <= a.count && (label != "through" || i < a.count) else {
                    throw e.error(
                        "\(name)(\(label): \(i)) is outside the array's indices 0..<\(a.count)", at: node,
                        notes: ["Swift traps here: Fatal error: Array index is out of range"])
                }
                let part = name == "suffix" ? Array(a[i...]) : Array(a[..<end])
                try e.charge(part.count, at: node)
                return .array(part)
            case "prefix":
                guard case .int(let n)? = args.first?.value else { break }
                try checkCount(n, of: name, evaluator: e, at: node)
                let part = Array(a.prefix(n))
                try e.charge(part.count, at: node)
                return .array(part)
            case "suffix":
                guard case .int(let n)? = args.first?.value else { break }
                try checkCount(n, of: name, evaluator: e, at: node)
                let part = Array(a.suffix(n))
                try e.charge(part.count, at: node)
                return .array(part)
            case "drop" where args.first?.label == "while":
                let f = try closure()
                var start = 0
                while start < a.count, try truth(try apply(f, a[start])) { start += 1 }
                return .array(Array(a[start...]))
            case "dropFirst", "dropLast":
                let n: Int = if case .int(let k)? = args.first?.value { k } else { 1 }
                try checkCount(n, of: name, evaluator: e, at: node)
                let part = name == "dropFirst" ? Array(a.dropFirst(n)) : Array(a.dropLast(n))
                try e.charge(part.count, at: node)
                return .array(part)
            case "min", "max":
                guard var best = a.first else { return .none }
                // `min(by: areInIncreasingOrder)`: the first least (max: the first greatest) by the closure, as in Swift.
                let by = args.first { $0.label == "by" || $0.label == nil }.flatMap {
                    if case .function(let f) = $0.value { f } else { nil }
                }
                for x in a.dropFirst() {
                    let better =
                        try by.map { try truth(name == "min" ? apply($0, x, best) : apply($0, best, x)) }
                        ?? truth(try Operators.binary(name == "min" ? "<" : ">", x, best, at: node, evaluator: e))
                    if better { best = x }
                }
                return best
            case "append":
                if args.first?.label == "contentsOf", case .inert = args[0].value {
                    // `constraints.append(contentsOf: NSLayoutConstraint.constraints(withVisualFormat:...))`: the
                    // elements are unknown, so the array is too; it stays usable where it is inert (`activate`), and
                    // is a located error naming that unknown where the layout or the data would need it.
                    receiver = args[0].value
                    return .void
                }
                if args.first?.label == "contentsOf" {
                    let more = try e.iterate(args[0].value, at: node)
                    guard a.count + more.count <= Limits.collectionElements else { throw e.collectionLimit(at: node) }
                    // (`iterate` charged the others)
                    if case .array = args[0].value { try e.charge(more.count, at: node) }
                    a += more
                } else if let v = args.first?.value {
                    a.append(v)
                }
                guard a.count <= Limits.collectionElements else { throw e.collectionLimit(at: node) }
                receiver = .array(a)
                return .void
            case "insert" where args.count == 1 && args[0].label == nil:
                // A Set's `insert(_:)` (sets are kept as arrays of distinct elements, in insertion order):
                // `(inserted: Bool, memberAfterInsert:)`, the member already there when an equal one is.
                let v = args[0].value
                if let old = try a.first(where: { try e.valuesEqual($0, v, at: node) }) {
                    receiver = .array(a)
                    return .tuple([
                        .init(label: "inserted", value: .bool(false)), .init(label: "memberAfterInsert", value: old),
                    ])
                }
                a.append(v)
                guard a.count <= Limits.collectionElements else { throw e.collectionLimit(at: node) }
                receiver = .array(a)
                return .tuple([
                    .init(label: "inserted", value: .bool(true)), .init(label: "memberAfterInsert", value: v),
                ])
            case "remove" where args.count == 1 && args[0].label == nil:
                // A Set's `remove(_:)`: the member removed, or nil.
                if let i = try a.firstIndex(where: { try e.valuesEqual($0, args[0].value, at: node) }) {
                    let x = a.remove(at: i)
                    receiver = .array(a)
                    return x
                }
                receiver = .array(a)
                return .none
            case "insert":
                guard args.count == 2, case .int(let i) = args[1].value, i >= 0, i <= a.count else {
                    throw e.error("insert(_:at:) index is out of range", at: node)
                }
                a.insert(args[0].value, at: i)
                receiver = .array(a)
                return .void
            case "remove":
                guard case .int(let i)? = args.first?.value, i >= 0, i < a.count else {
                    throw e.error(
                        "remove(at:) index is out of range", at: node,
                        notes: ["Swift traps here: Fatal error: Index out of range"])
                }
                let x = a.remove(at: i)
                receiver = .array(a)
                return x
            case "removeAll":
                if case .function(let f)? = args.first?.value {
                    a = try a.filter { !(try truth(try apply(f, $0))) }
                } else {
                    a.removeAll()
                }
                receiver = .array(a)
                return .void
            case "removeFirst", "removeLast", "popLast":
                guard !a.isEmpty else {
                    if name == "popLast" { return .none }
                    throw e.error(
                        "\(name)() on an empty array", at: node,
                        notes: ["Swift traps here: Fatal error: Can't remove from an empty collection"])
                }
                let x = name == "removeFirst" ? a.removeFirst() : a.removeLast()
                receiver = .array(a)
                return x
            case "reverse":
                try e.charge(a.count, at: node)
                receiver = .array(a.reversed())
                return .void
            case "swapAt":
                guard args.count == 2, case .int(let i) = args[0].value, case .int(let j) = args[1].value else {
                    throw e.error("swapAt takes two Int indices", at: node)
                }
                guard a.indices.contains(i), a.indices.contains(j) else {
                    throw e.error(
                        "swapAt(\(i), \(j)) on an array of \(a.count) element\(a.count == 1 ? "" : "s")", at: node,
                        notes: ["Swift traps here: Fatal error: Index out of range"])
                }
                a.swapAt(i, j)
                receiver = .array(a)
                return .void
            case "union", "subtracting", "intersection", "symmetricDifference", "formUnion", "subtract",
                "formIntersection", "isSubset", "isSuperset", "isDisjoint":
                // Set algebra (a Set is kept as an array of distinct elements, in insertion order): the receiver's
                // order first, then the other's new elements.
                guard args.count == 1 else { break }
                let other = try e.iterate(args[0].value, at: node)
                try e.charge(a.count * Swift.max(1, other.count), at: node)
                func has(_ list: [Value], _ x: Value) throws -> Bool {
                    try list.contains { try e.valuesEqual($0, x, at: node) }
                }
                switch name {
                case "isSubset": return .bool(try a.allSatisfy { try has(other, $0) })
                case "isSuperset": return .bool(try other.allSatisfy { try has(a, $0) })
                case "isDisjoint": return .bool(try !a.contains { try has(other, $0) })
                default: break
                }
                var out: [Value]
                switch name {
                case "union", "formUnion":
                    out = a
                    for x in other where !(try has(out, x)) { out.append(x) }  // (in order, once each)
                case "subtracting", "subtract": out = try a.filter { !(try has(other, $0)) }
                case "intersection", "formIntersection": out = try a.filter { try has(other, $0) }
                default:
                    out = try a.filter { !(try has(other, $0)) }
                    for x in other where !(try has(a, x)) {
                        if !(try has(out, x)) { out.append(x) }
                    }
                }
                guard out.count <= Limits.collectionElements else { throw e.collectionLimit(at: node) }
                if name.hasPrefix("form") || name == "subtract" {
                    receiver = .array(out)
                    return .void
                }
                return .array(out)
            case "shuffled", "shuffle":
                // Fisher–Yates from the playground's seeded generator, as `randomElement()`: the same order on every run.
                try e.charge(a.count, at: node)
                var i = a.count - 1
                while i > 0 {
                    guard
                        case .int(let j) = try random(
                            "Int", [.init(label: "in", value: .range(lower: 0, upper: i, closed: true))], evaluator: e,
                            at: Syntax(node), what: name + "()")
                    else { break }
                    a.swapAt(i, j)
                    i -= 1
                }
                if name == "shuffle" {
                    receiver = .array(a)
                    return .void
                }
                return .array(a)
            default: break
            }
        }
        if case .string(var s) = receiver {
            // A mutating method releases the receiver first, so the payload is the only reference and
            // changes in place (a loop of appends stays linear). A failed statement is dropped whole.
            if mutatingNames.contains(name) {
                receiver = .void
                // A shared text is copied by the mutation (`var t = s; t.append("x")`): charged as it is.
                if name != "removeAll" { try e.unshare(&s, at: node) }
            }
            if let v = try stringIndexMethod(name, of: &s, args: args, evaluator: e, at: node) {
                if mutatingNames.contains(name) { receiver = .string(s) }
                return v
            }
            switch name {
            case "uppercased", "lowercased":
                try e.chargeBytes(s.utf8.count, at: node)
                return .string(name == "uppercased" ? s.uppercased() : s.lowercased())
            // `split(separator:)` on a Character (the playground keeps it as a string of one), with
            // `maxSplits:` and `omittingEmptySubsequences:` as the standard library takes them.
            case "split" where args.first?.label == "separator":
                guard case .string(let sep) = args[0].value, sep.count == 1, let c = sep.first else {
                    throw e.error("split(separator:) takes a Character, as split(separator: \",\")", at: node)
                }
                var maxSplits = Int.max
                var omitting = true
                for a in args.dropFirst() {
                    switch (a.label, a.value) {
                    case ("maxSplits", .int(let n)) where n >= 0: maxSplits = n
                    case ("omittingEmptySubsequences", .bool(let b)): omitting = b
                    default:
                        throw e.error(
                            "split(separator:maxSplits:omittingEmptySubsequences:) takes a count of 0 or more and a Bool",
                            at: node)
                    }
                }
                let parts = s.split(separator: c, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                try e.charge(parts.count, at: node)
                return .array(parts.map { Value.string(String($0)) })
            // Foundation's `components(separatedBy:)`: by a string, or by one of CharacterSet's sets of
            // characters (newlines, whitespaces, whitespacesAndNewlines); empty pieces are kept, as Foundation keeps them.
            case "components" where args.count == 1 && args[0].label == "separatedBy":
                try e.chargeBytes(s.utf8.count, at: node)
                if case .string(let separator) = args[0].value, !separator.isEmpty {
                    return .array(
                        s.split(separator: separator, omittingEmptySubsequences: false).map { Value.string(String($0)) }
                    )
                }
                if let set = characterSet(of: args[0].value) {
                    return .array(
                        s.split(omittingEmptySubsequences: false, whereSeparator: set).map { Value.string(String($0)) })
                }
                throw e.error(
                    "components(separatedBy:) takes a string or CharacterSet.newlines, .whitespaces or "
                        + ".whitespacesAndNewlines", at: node)
            // Foundation's `trimmingCharacters(in:)` with one of CharacterSet's sets: those characters off both ends.
            case "trimmingCharacters" where args.count == 1 && args[0].label == "in":
                guard let set = characterSet(of: args[0].value) else {
                    throw e.error(
                        "trimmingCharacters(in:) takes CharacterSet.newlines, .whitespaces or .whitespacesAndNewlines",
                        at: node)
                }
                try e.chargeBytes(s.utf8.count, at: node)
                let start = s.firstIndex { !set($0) } ?? s.endIndex
                let end = s.lastIndex { !set($0) }.map { s.index(after: $0) } ?? start
                return .string(start < end ? String(s[start..<end]) : "")
            // Foundation's `replacingOccurrences(of:with:)` (no options): every occurrence, left to right.
            case "replacingOccurrences" where args.map(\.label) == ["of", "with"]:
                guard case .string(let target)? = args.first?.value, case .string(let replacement) = args[1].value
                else { break }
                if target.isEmpty { return .string(s) }
                let result = s.replacing(target, with: replacement)
                try e.checkStringBytes(result.utf8.count, at: node)
                try e.chargeBytes(result.utf8.count, at: node)
                return .string(result)
            // `StaticString.withUTF8Buffer { ... }` (a string literal here), `String.withUTF8 { ... }`: the closure
            // gets the bytes, and its value is the method's.
            case "withUTF8Buffer" where args.count == 1, "withUTF8" where args.count == 1:
                guard case .function(let f) = args[0].value else { break }
                return try e.call(
                    f, arguments: [.init(label: nil, value: try utf8(s, evaluator: e, at: node))], at: node)
            case "hasPrefix": if case .string(let p)? = args.first?.value { return .bool(s.hasPrefix(p)) }
            case "hasSuffix": if case .string(let p)? = args.first?.value { return .bool(s.hasSuffix(p)) }
            case "contains": if case .string(let p)? = args.first?.value { return .bool(s.contains(p)) }
            case "append":
                if case .string(let p)? = args.first?.value {
                    try e.checkStringBytes(s.utf8.count + p.utf8.count, at: node)
                    try e.chargeBytes(p.utf8.count, at: node)
                    s += p
                    receiver = .string(s)
                    return .void
                }
            case "prefix", "suffix", "dropFirst", "dropLast":
                // (`prefix(upTo:)` and the like take a String.Index, which the playground does not model.)
                if args.first?.label != nil { break }
                let n: Int
                if case .int(let k)? = args.first?.value {
                    n = k
                } else if args.isEmpty, name.hasPrefix("drop") {
                    n = 1
                } else {
                    break
                }
                try checkCount(n, of: name, evaluator: e, at: node)
                try e.chargeBytes(Swift.min(n, s.utf8.count), at: node)
                switch name {
                case "prefix": return .string(String(s.prefix(n)))
                case "suffix": return .string(String(s.suffix(n)))
                case "dropFirst": return .string(String(s.dropFirst(n)))
                default: return .string(String(s.dropLast(n)))
                }
            default: break
            }
            // A String is a collection of Characters (each a string of one here): `"😀🎁".map { String($0) }`.
            // `filter` gives a String, as Swift's does; the others what an array of the characters gives.
            if characterCollectionMethods.contains(name) {
                try e.charge(s.count, at: node)
                var characters = Value.array(s.map { .string(String($0)) })
                let result = try callMethod(name, on: &characters, args: args, evaluator: e, at: node)
                if name == "filter", case .array(let kept) = result {
                    return .string(kept.map { if case .string(let c) = $0 { c } else { "" } }.joined())
                }
                return result
            }
        }
        if case .dictionary(var d) = receiver {
            // A mutating method releases the receiver first, so the payload is the only reference and
            // changes in place (a loop of appends stays linear). A failed statement is dropped whole.
            if mutatingNames.contains(name) {
                receiver = .void
                // A shared dictionary is copied by the mutation (not by removeAll, which keeps nothing).
                if name != "removeAll" { try e.unshare(&d, at: node) }
            }
            switch name {
            case "updateValue":
                guard args.count == 2 else { break }
                let old = d[args[1].value] ?? .none
                d[args[1].value] = args[0].value
                receiver = .dictionary(d)
                return old
            case "removeValue":
                guard let k = args.first?.value else { break }
                let old = d[k] ?? .none
                d[k] = nil
                receiver = .dictionary(d)
                return old
            case "filter":
                // A dictionary's filter is a dictionary (`byID.filter { ... }.values`), in the same order.
                let f = try closure()
                var out = DictionaryValue()
                for (k, v) in zip(d.keys, d.values) {
                    let pair = Value.tuple([.init(label: "key", value: k), .init(label: "value", value: v)])
                    let keep = try apply(f, pair)
                    if case .inert(let what) = keep {
                        e.noteInert(what, at: node)
                        return .inert("filter { \(what) }")
                    }
                    if try truth(keep) { out[k] = v }
                }
                return .dictionary(out)
            case "map", "forEach", "compactMap", "sorted", "reduce", "contains", "first":
                var asArray: Value = .array(
                    zip(d.keys, d.values).map {
                        .tuple([.init(label: "key", value: $0), .init(label: "value", value: $1)])
                    })
                return try callMethod(name, on: &asArray, args: args, evaluator: e, at: node)
            case "mapValues":
                let f = try closure()
                var out = DictionaryValue()
                for (k, v) in zip(d.keys, d.values) { out[k] = try apply(f, v) }
                return .dictionary(out)
            case "removeAll":
                // (`keepingCapacity:` changes nothing the program can see.)
                receiver = .dictionary(DictionaryValue())
                return .void
            case "merge":
                // `merge(other) { old, new in ... }`: each key of `other`, combined with the value already there.
                guard args.count == 2, case .dictionary(let other) = args[0].value else {
                    receiver = .dictionary(d)
                    break
                }
                let f = try closure(1)
                for (k, v) in zip(other.keys, other.values) { d[k] = try d[k].map { try apply(f, $0, v) } ?? v }
                receiver = .dictionary(d)
                return .void
            default:
                // Not a method of a dictionary: the receiver stays as it was, for the error that follows.
                receiver = .dictionary(d)
            }
        }
        switch receiver {
        case .int(let i):
            switch name {
            case "isMultiple":
                guard case .int(let m)? = args.first?.value else { break }
                return .bool(m == 0 ? i == 0 : i % m == 0)
            case "rounded": return .int(i)
            default: break
            }
        case .double(let d):
            switch name {
            case "rounded", "round":
                var rule = FloatingPointRoundingRule.toNearestOrAwayFromZero
                if case .symbol(let r)? = args.first?.value {
                    rule =
                        [
                            "down": .down, "up": .up, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                            "toNearestOrEven": .toNearestOrEven,
                        ][r] ?? rule
                } else if case .enumValue(let ev)? = args.first?.value {
                    rule =
                        [
                            "down": .down, "up": .up, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                            "toNearestOrEven": .toNearestOrEven,
                        ][ev.caseName] ?? rule
                }
                if name == "round" {
                    receiver = .double(d.rounded(rule))
                    return .void
                }
                return .double(d.rounded(rule))
            case "truncatingRemainder":
                guard let v = args.first?.value else { break }
                return .double(d.truncatingRemainder(dividingBy: try Operators.number(v, at: node, evaluator: e)))
            default: break
            }
        case .bool(let b):
            if name == "toggle" {
                receiver = .bool(!b)
                return .void
            }
        case .structValue(var s) where s.typeName == "Hasher":
            if name == "combine", let v = args.first?.value, case .array(var combined)? = s.field("combined") {
                combined.append(v)
                _ = s.set("combined", .array(combined))
                receiver = .structValue(s)
                return .void
            }
            if name == "finalize", args.isEmpty, case .array(let combined)? = s.field("combined") {
                // What was combined, folded to an Int: the same values in the same order give the same number.
                return e.hashNumber(
                    "Hasher(" + combined.map { e.description($0, nested: true, exact: true) }.joined(separator: ", ")
                        + ")")
            }
        case .range, .partialRange, .symbolRange:
            if name == "contains", case .range(let lo, let hi, let closed) = receiver,
                case .int(let v)? = args.first?.value
            {
                return .bool(v >= lo && (closed ? v <= hi : v < hi))
            }
            if name == "contains", case .partialRange(let p) = receiver, case .int(let v)? = args.first?.value {
                return .bool(p.contains(v))
            }
            var asArray: Value = .array(try e.iterate(receiver, at: node))
            return try callMethod(name, on: &asArray, args: args, evaluator: e, at: node)
        case .doubleRange(let lo, let hi, let closed):
            guard name == "contains" else {
                throw e.error("value of type \(e.typeName(of: receiver)) has no member '\(name)'", at: node)
            }
            guard args.count == 1, args[0].label == nil else { throw e.error("contains takes one value", at: node) }
            let x = try Operators.number(args[0].value, at: node, evaluator: e)
            return .bool(x >= lo && (closed ? x <= hi : x < hi))
        default:
            break
        }
        // `title.size(withAttributes: [.font: font])`: NSString's text measurement. Its answer sizes
        // cells in real files, and the playground has no fonts: never a guess.
        if case .string = receiver, name == "size" || name == "boundingRect" {
            let spelled = name + "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
            throw e.error(
                "'\(spelled)' measures text in a font, which the playground does not model: the size it gives cannot shape the layout here",
                at: node,
                help:
                    "write the size as a number, or give the cells an estimated size and their measured sizes with 'fit'"
            )
        }
        throw e.error("value of type \(e.typeName(of: receiver)) has no method '\(name)'", at: node)
            .suggesting(name, from: memberNames(of: receiver))
    }

    /// A stable sort (Swift's `sort` is not guaranteed stable, but deterministic output needs one rule).
    static func insertionSafeSort(_ a: inout [Value], by less: (Value, Value) throws -> Bool) throws {
        // Merge sort: stable, O(n log n) comparisons.
        if a.count < 2 { return }
        var src = a
        var dst = a
        var width = 1
        while width < src.count {
            var i = 0
            while i < src.count {
                let mid = Swift.min(i + width, src.count)
                let hi = Swift.min(i + 2 * width, src.count)
                var l = i
                var r = mid
                var k = i
                while l < mid && r < hi {
                    if try less(src[r], src[l]) {
                        dst[k] = src[r]
                        r += 1
                    } else {
                        dst[k] = src[l]
                        l += 1
                    }
                    k += 1
                }
                while l < mid {
                    dst[k] = src[l]
                    l += 1
                    k += 1
                }
                while r < hi {
                    dst[k] = src[r]
                    r += 1
                    k += 1
                }
                i += 2 * width
            }
            swap(&src, &dst)
            width *= 2
        }
        a = src
    }
}

extension Evaluator {
    /// The elements of a sequence (`for x in`, `map`).
    func iterate(_ v: Value, at node: some SyntaxProtocol) throws -> [Value] {
        let elements = try iterateUncharged(v, at: node)
        if case .array = v {} else { try charge(elements.count, at: node) }
        return elements
    }

    private func iterateUncharged(_ v: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch v {
        case .array(let a): return a
        case .range(let lo, let hi, let closed):
            guard closed ? lo <= hi : lo < hi else { return [] }
            // The span, without overflow: Int.min...Int.max is too many elements, not an overflow.
            let (span, overflow) = hi.subtractingReportingOverflow(lo)
            guard !overflow, closed ? span < Limits.collectionElements : span <= Limits.collectionElements else {
                throw collectionLimit(at: node)
            }
            return closed ? (lo...hi).map { .int($0) } : (lo..<hi).map { .int($0) }
        case .partialRange(.from):
            // Endless: a loop over it stops only at a `break`, which the playground does not run lazily.
            throw collectionLimit(at: node)
        case .symbolRange(let a, let b):
            return try expandSymbolRange(a, b, at: node)
        case .dictionary(let d):
            return zip(d.keys, d.values).map {
                .tuple([.init(label: "key", value: $0), .init(label: "value", value: $1)])
            }
        case .string(let s):
            return s.map { .string(String($0)) }
        case .uikit, .uikitValue:
            if let object = uikitObject(v) as? IdentifierList { return object.values.map { identifierValue($0) } }
            throw error("a value of type \(typeName(of: v)) is not a sequence", at: node)
        default:
            throw error("a value of type \(typeName(of: v)) is not a sequence", at: node)
        }
    }

    /// A string of `bytes` UTF-8 bytes stays within `Limits.stringBytes`.
    func checkStringBytes(_ bytes: Int, at node: some SyntaxProtocol) throws {
        guard bytes > Limits.stringBytes else { return }
        throw error(
            "the string would be longer than \(Limits.stringBytes) bytes; the limit is \(Limits.stringBytes)", at: node,
            help: "see 'help limits'")
    }

    func collectionLimit(at node: some SyntaxProtocol) -> ScriptError {
        error(
            "the collection would have more than \(Limits.collectionElements) elements; the limit is \(Limits.collectionElements)",
            at: node,
            help: "see 'help limits'")
    }
}
