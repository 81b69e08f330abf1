import PlaygroundCore
import SwiftSyntax

/// Core Animation's `CATransform3D`, as a layout sets it on its attributes (`attributes.transform3D =
/// CATransform3DScale(CATransform3DIdentity, scale, scale, 1)` in a carousel): a struct of `m11` ... `m44` with
/// Core Animation's functions (`CATransform3DMake{Scale,Translation,Rotation}`, `CATransform3D{Scale,Translate,
/// Rotate,Concat}`, `CATransform3DIdentity`, `CATransform3DIsIdentity`, `CATransform3DMakeAffineTransform`,
/// `CATransform3DGetAffineTransform`, `CATransform3DIsAffine`). Points are row vectors, as Core Animation's are:
/// `CATransform3DScale(t, ...)` scales first, then applies `t`.
enum CATransform3DType {
    static let typeName = "CATransform3D"
    static let fieldNames = (1...4).flatMap { r in (1...4).map { c in "m\(r)\(c)" } }
    static let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    static func value(_ m: [Double]) -> Value {
        .structValue(
            StructValue(
                typeName: typeName, fields: zip(fieldNames, m).map { .init(name: $0, value: .double($1)) }))
    }

    /// The matrix a value holds, row by row (nil when it is no CATransform3D).
    static func matrix(of v: Value) -> [Double]? {
        guard case .structValue(let s) = v, s.typeName == typeName else { return nil }
        var m: [Double] = []
        for name in fieldNames {
            switch s.field(name) {
            case .double(let d)?: m.append(d)
            case .int(let i)?: m.append(Double(i))
            default: return nil
            }
        }
        return m
    }

    /// `a` then `b`: the product a × b.
    static func concat(_ a: [Double], _ b: [Double]) -> [Double] {
        var out = [Double](repeating: 0, count: 16)
        for r in 0..<4 {
            for c in 0..<4 { out[r * 4 + c] = (0..<4).reduce(0) { $0 + a[r * 4 + $1] * b[$1 * 4 + c] } }
        }
        return out
    }

    static func scale(_ x: Double, _ y: Double, _ z: Double) -> [Double] {
        [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1]
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> [Double] {
        [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]
    }

    /// A rotation by `angle` radians about the axis (x, y, z); the identity for a zero axis, as Core Animation's.
    static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> [Double] {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return identity }
        let (u, v, w) = (x / length, y / length, z / length)
        // (Core Graphics' rotation gives the cosine and sine, the same on every platform.)
        let turn = AffineTransform(rotationAngle: angle)
        let (c, s) = (turn.a, turn.b)
        let t = 1 - c
        return [
            t * u * u + c, t * u * v + s * w, t * u * w - s * v, 0,
            t * u * v - s * w, t * v * v + c, t * v * w + s * u, 0,
            t * u * w + s * v, t * v * w - s * u, t * w * w + c, 0,
            0, 0, 0, 1,
        ]
    }

    /// How the transform shows a flat layer on the screen's plane, as a 2D transform: nil when it has a
    /// perspective there (`m14`, `m24`), which no 2D transform draws.
    static func affine(_ m: [Double]) -> AffineTransform? {
        guard m[3] == 0, m[7] == 0, m[15] != 0 else { return nil }
        let w = m[15]
        return AffineTransform(a: m[0] / w, b: m[1] / w, c: m[4] / w, d: m[5] / w, tx: m[12] / w, ty: m[13] / w)
    }

    static let functions: Set<String> = [
        "CATransform3DMakeScale", "CATransform3DMakeTranslation", "CATransform3DMakeRotation", "CATransform3DScale",
        "CATransform3DTranslate", "CATransform3DRotate", "CATransform3DConcat", "CATransform3DIsIdentity",
        "CATransform3DMakeAffineTransform", "CATransform3DGetAffineTransform", "CATransform3DIsAffine",
        "CATransform3DEqualToTransform", "CATransform3DInvert",
    ]

    /// `CATransform3DIdentity` and the functions, as globals.
    static func global(_ name: String) -> Value? {
        if name == "CATransform3DIdentity" { return value(identity) }
        guard functions.contains(name) else { return nil }
        let function = Builtins.builtin(name) { ctx, args in
            let e = ctx.evaluator
            let node = ctx.node
            func number(_ i: Int) throws -> Double {
                guard i < args.count else { throw e.error("\(name) is missing argument \(i + 1)", at: node) }
                let d = try Operators.number(args[i].value, at: node, evaluator: e)
                guard d.isFinite else { throw e.error("\(name)'s argument \(i + 1) must be a finite number", at: node) }
                return d
            }
            func transform(_ i: Int) throws -> [Double] {
                guard i < args.count, let m = matrix(of: args[i].value) else {
                    throw e.error("\(name) takes a CATransform3D as argument \(i + 1)", at: node)
                }
                return m
            }
            switch name {
            case "CATransform3DMakeScale": return value(scale(try number(0), try number(1), try number(2)))
            case "CATransform3DMakeTranslation": return value(translation(try number(0), try number(1), try number(2)))
            case "CATransform3DMakeRotation":
                return value(rotation(try number(0), try number(1), try number(2), try number(3)))
            case "CATransform3DScale":
                return value(concat(scale(try number(1), try number(2), try number(3)), try transform(0)))
            case "CATransform3DTranslate":
                return value(concat(translation(try number(1), try number(2), try number(3)), try transform(0)))
            case "CATransform3DRotate":
                return value(
                    concat(rotation(try number(1), try number(2), try number(3), try number(4)), try transform(0)))
            case "CATransform3DConcat": return value(concat(try transform(0), try transform(1)))
            case "CATransform3DIsIdentity": return .bool(try transform(0) == identity)
            case "CATransform3DEqualToTransform": return .bool(try transform(0) == (try transform(1)))
            case "CATransform3DIsAffine":
                let m = try transform(0)
                return .bool(
                    m[2] == 0 && m[3] == 0 && m[6] == 0 && m[7] == 0 && m[8] == 0 && m[9] == 0
                        && m[10] == 1 && m[11] == 0 && m[14] == 0 && m[15] == 1)
            case "CATransform3DMakeAffineTransform":
                guard let a = args.first.flatMap({ CGAffineTransformType.transform(of: $0.value) }) else {
                    throw e.error("\(name) takes a CGAffineTransform", at: node)
                }
                return value([a.a, a.b, 0, 0, a.c, a.d, 0, 0, 0, 0, 1, 0, a.tx, a.ty, 0, 1])
            case "CATransform3DGetAffineTransform":
                let m = try transform(0)
                return CGAffineTransformType.value(
                    AffineTransform(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[12], ty: m[13]))
            default:  // CATransform3DInvert
                throw e.error(
                    "the playground does not model \(name)", at: node,
                    help: "a 2D transform is modelled: CGAffineTransform's inverted()")
            }
        }
        // The parameters' types, so that `.pi / 4` is a CGFloat as in Swift.
        guard case .function(var f) = function, let types = parameterTypes[name] else { return function }
        f.parameters = types.map {
            FunctionValue.Parameter(
                label: nil, name: "_", defaultValue: nil, type: TypeSyntax(IdentifierTypeSyntax(name: .identifier($0))),
                isInout: false, isVariadic: false)
        }
        return .function(f)
    }

    private static let parameterTypes: [String: [String]] = [
        "CATransform3DMakeScale": ["CGFloat", "CGFloat", "CGFloat"],
        "CATransform3DMakeTranslation": ["CGFloat", "CGFloat", "CGFloat"],
        "CATransform3DMakeRotation": ["CGFloat", "CGFloat", "CGFloat", "CGFloat"],
        "CATransform3DScale": [typeName, "CGFloat", "CGFloat", "CGFloat"],
        "CATransform3DTranslate": [typeName, "CGFloat", "CGFloat", "CGFloat"],
        "CATransform3DRotate": [typeName, "CGFloat", "CGFloat", "CGFloat", "CGFloat"],
    ]
}
