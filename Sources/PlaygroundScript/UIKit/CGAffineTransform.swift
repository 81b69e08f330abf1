import PlaygroundCore
import SwiftSyntax

/// Core Graphics' `CGAffineTransform`, as a visible-items handler sets it on an item
/// (`item.transform = CGAffineTransform(scaleX: scale, y: scale)`): a struct of `a`, `b`, `c`,
/// `d`, `tx`, `ty` with Core Graphics' initializers, `.identity`, `isIdentity` and its methods
/// (`concatenating`, `scaledBy`, `translatedBy`, `rotated`, `inverted`). The arithmetic is
/// `PlaygroundCore.AffineTransform`'s.
enum CGAffineTransformType {
    static let typeName = "CGAffineTransform"
    static let fieldNames = ["a", "b", "c", "d", "tx", "ty"]
    static let methods: Set<String> = ["concatenating", "scaledBy", "translatedBy", "rotated", "inverted"]

    static func value(_ t: AffineTransform) -> Value {
        .structValue(
            StructValue(
                typeName: typeName,
                fields: zip(fieldNames, [t.a, t.b, t.c, t.d, t.tx, t.ty]).map { .init(name: $0, value: .double($1)) }))
    }

    /// The transform a value holds (nil when it is not a CGAffineTransform).
    static func transform(of v: Value) -> AffineTransform? {
        // `.identity` where a CGAffineTransform is expected (`t.concatenating(.identity)`, `item.transform = .identity`).
        if case .enumValue(let e) = v, e.typeName.isEmpty || e.typeName == typeName, e.caseName == "identity",
            e.payload.isEmpty
        {
            return .identity
        }
        guard case .structValue(let s) = v, s.typeName == typeName else { return nil }
        var n: [Double] = []
        for name in fieldNames {
            switch s.field(name) {
            case .double(let d)?: n.append(d)
            case .int(let i)?: n.append(Double(i))
            default: return nil
            }
        }
        return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    private static func number(
        _ args: [Value.TupleElement], _ i: Int, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws -> Double {
        let d = try Operators.number(args[i].value, at: node, evaluator: e)
        guard d.isFinite else {
            throw e.error("CGAffineTransform's '\(args[i].label ?? "_")' must be a finite number", at: node)
        }
        return d
    }

    /// `CGAffineTransform(scaleX:y:)`, `(translationX:y:)`, `(rotationAngle:)`, `(a:b:c:d:tx:ty:)`, `()`.
    static func construct(_ args: [Value.TupleElement], evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Value
    {
        func n(_ i: Int) throws -> Double { try number(args, i, evaluator: e, at: node) }
        switch args.map(\.label) {
        case []: return value(AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        case ["scaleX", "y"]: return value(AffineTransform(scaleX: try n(0), y: try n(1)))
        case ["translationX", "y"]: return value(AffineTransform(translationX: try n(0), y: try n(1)))
        case ["rotationAngle"]: return value(AffineTransform(rotationAngle: try n(0)))
        case ["a", "b", "c", "d", "tx", "ty"]:
            return value(
                AffineTransform(a: try n(0), b: try n(1), c: try n(2), d: try n(3), tx: try n(4), ty: try n(5)))
        case let labels:
            throw e.error(
                "CGAffineTransform has no initializer (" + labels.map { ($0 ?? "_") + ":" }.joined()
                    + "); the playground models CGAffineTransform(scaleX:y:), (translationX:y:), (rotationAngle:) "
                    + "and (a:b:c:d:tx:ty:)", at: node)
        }
    }

    static func staticMember(_ name: String, ofType type: String) -> Value? {
        guard type == typeName, name == "identity" else { return nil }
        return value(.identity)
    }

    static func member(_ name: String, of s: StructValue) -> Value? {
        guard s.typeName == typeName, name == "isIdentity", let t = transform(of: .structValue(s)) else { return nil }
        return .bool(t.isIdentity)
    }

    static func isMethod(_ name: String, of s: StructValue) -> Bool { s.typeName == typeName && methods.contains(name) }

    /// `t.concatenating(u)`, `t.scaledBy(x:y:)`, `t.translatedBy(x:y:)`, `t.rotated(by:)`, `t.inverted()`.
    static func call(
        _ name: String, on receiver: Value, args: [Value.TupleElement], evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Value? {
        guard let t = transform(of: receiver) else { return nil }
        func n(_ i: Int) throws -> Double { try number(args, i, evaluator: e, at: node) }
        switch (name, args.map(\.label)) {
        case ("concatenating", [nil]):
            guard let u = transform(of: args[0].value) else {
                throw e.error(
                    "concatenating(_:) takes a CGAffineTransform, found a value of type \(e.typeName(of: args[0].value))",
                    at: node)
            }
            return value(t.concatenating(u))
        case ("scaledBy", ["x", "y"]): return value(t.scaledBy(x: try n(0), y: try n(1)))
        case ("translatedBy", ["x", "y"]): return value(t.translatedBy(x: try n(0), y: try n(1)))
        case ("rotated", ["by"]): return value(t.rotated(by: try n(0)))
        case ("inverted", []): return value(t.inverted())
        default:
            throw e.error(
                "CGAffineTransform has no method '\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined()
                    + ")'; the playground models concatenating(_:), scaledBy(x:y:), translatedBy(x:y:), rotated(by:) "
                    + "and inverted()", at: node)
        }
    }
}
