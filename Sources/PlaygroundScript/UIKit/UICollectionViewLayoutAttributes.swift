import PlaygroundCore
import SwiftSyntax

/// UICollectionViewLayoutAttributes: a class, so an object on the heap with identity, whose fields are its
/// properties (`frame`, `center`, `size`, `bounds`, `transform`, `alpha`, `zIndex`, `isHidden`, `indexPath`,
/// `representedElementCategory`, `representedElementKind`). A layout subclass gets them from `super` and
/// changes them (a left-aligned flow layout moves each cell's `frame.origin.x`), or makes them
/// (`UICollectionViewLayoutAttributes(forCellWith:)`); `frame`, `center`, `size` and `bounds` stay one
/// geometry, as UIKit's do: setting one sets the others.
enum UICollectionViewLayoutAttributesSurface {
    static let className = "UICollectionViewLayoutAttributes"

    /// UIKit's properties of the class (a subclass's own are its fields).
    static let properties: Set<String> = [
        "frame", "center", "size", "bounds", "transform", "transform3D", "alpha", "zIndex", "isHidden", "indexPath",
        "representedElementCategory", "representedElementKind",
    ]

    static func isAttributes(_ typeName: String, session: Session) -> Bool {
        typeName == className || UIKitSurface.uikitBase(typeName, session: session) == className
    }

    /// `UICollectionViewLayoutAttributes(forCellWith:)`, `(forSupplementaryViewOfKind:with:)`,
    /// `(forDecorationViewOfKind:with:)`: a zero frame at that index path. Nil for other labels.
    static func make(
        _ typeName: String, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        let labels = args.map(\.label)
        let values = try e.evaluateArguments(args, in: scope)
        let category: ElementCategory
        let pathValue: Value
        switch labels {
        case ["forCellWith"]:
            category = .cell
            pathValue = values[0].value
        case ["forSupplementaryViewOfKind", "with"], ["forDecorationViewOfKind", "with"]:
            guard case .string(let kind) = values[0].value else {
                throw e.error("an element kind is a String, found \(e.typeName(of: values[0].value))", at: args[0].expr)
            }
            category =
                labels[0] == "forDecorationViewOfKind"
                ? .decorationView(elementKind: kind) : .supplementaryView(elementKind: kind)
            pathValue = values[1].value
        default:
            return nil
        }
        let path = try e.indexPathArgument(pathValue, "the attributes' index path", at: args.last!.expr)
        let a = LayoutAttributes(
            category: category, indexPath: path, frame: Rect(x: 0, y: 0, width: 0, height: 0), zIndex: 0)
        return .object(e.newInstanceID(typeName: typeName, fields: VisibleItemsHandlers.fields(of: a, evaluator: e)))
    }

    /// `attributes.copy()` (and `copy(with: nil)`): a new object with the same properties, as UIKit's
    /// `NSCopying` gives.
    static func copy(_ id: Int, evaluator e: Evaluator) -> Value? {
        guard let instance = e.session.swift.heap[id] else { return nil }
        return .object(e.newInstanceID(typeName: instance.typeName, fields: instance.fields))
    }

    /// Setting one of UIKit's properties: the geometry kept as one (a new `frame` moves the `center` and
    /// gives the `size` and `bounds`; a new `center` or `size` moves the `frame`). False for a name that is
    /// not UIKit's (a subclass's own property).
    static func set(_ name: String, of id: Int, to value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol)
        throws -> Bool
    {
        guard var instance = e.session.swift.heap[id] else { return false }
        func mismatch(_ type: String) -> ScriptError {
            e.error("cannot assign value of type '\(e.typeName(of: value))' to type '\(type)'", at: node)
        }
        func finite(_ r: Rect) throws -> Rect {
            let limit = LayoutLimits.maxLength
            guard [r.minX, r.minY, r.width, r.height].allSatisfy({ $0.isFinite && Swift.abs($0) <= limit }) else {
                throw e.error(
                    "the layout attributes' \(name) must be finite and within \(Format.number(limit)) points", at: node)
            }
            return r
        }
        var g = geometry(of: instance.fields)
        // (What a visible item takes too: transform, alpha, zIndex, isHidden.)
        if let shown = try VisibleItemsHandlers.shownValue(
            name, value, what: "a layout attribute", evaluator: e, at: node)
        {
            instance.fields[name] = shown
            if name == "transform", let t = CGAffineTransformType.transform(of: shown) { g.transform = t }
        } else {
            switch name {
            case "frame":
                guard let r = rect(of: value) else { throw mismatch("CGRect") }
                let f = try finite(r)
                g.center = Point(x: f.midX, y: f.midY)
                g.size = Size(width: f.width, height: f.height)
            case "center":
                guard let p = VisibleItemsHandlers.point(of: value) else { throw mismatch("CGPoint") }
                _ = try finite(Rect(x: p.x, y: p.y, width: 0, height: 0))
                g.center = p
            case "size":
                guard case .structValue(let size) = value, size.typeName == "CGSize",
                    let w = CGGeometry.number(size.field("width")), let h = CGGeometry.number(size.field("height"))
                else { throw mismatch("CGSize") }
                g.size = Size(width: w, height: h)
            case "bounds":
                guard let r = rect(of: value) else { throw mismatch("CGRect") }
                g.size = Size(width: r.width, height: r.height)
            case "indexPath":
                _ = try e.indexPathArgument(value, "indexPath", at: node)
                instance.fields[name] = value
            case "transform3D":
                // As the screen shows a flat cell: the transform's 2D part (a scale, a rotation about the z axis, a
                // turn about x or y seen straight on); a perspective is not drawn.
                guard let m = CATransform3DType.matrix(of: value) else {
                    if case .inert(let unknown) = value { throw e.inertValueError(unknown, at: node) }
                    throw mismatch("CATransform3D")
                }
                guard let t = CATransform3DType.affine(m), [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
                else {
                    throw e.error(
                        "the playground does not model a layout attribute's transform3D with a perspective (m14, m24): "
                            + "UIKit would draw the element in depth, and frames, pictures and explain would not",
                        at: node,
                        help:
                            "a 2D transform is modelled: attributes.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)")
                }
                g.transform = t
                instance.fields["transform3D"] = value
            case "representedElementCategory", "representedElementKind":
                throw e.error("cannot assign to property: '\(name)' is a get-only property", at: node)
            default:
                return false
            }
        }
        let frame = try finite(g.transform.frame(center: g.center, size: g.size))
        instance.fields["frame"] = Builtins.rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        instance.fields["center"] = Builtins.point(.double(g.center.x), .double(g.center.y))
        instance.fields["size"] = Builtins.size(g.size.width, g.size.height)
        instance.fields["bounds"] = Builtins.rect(x: 0, y: 0, width: g.size.width, height: g.size.height)
        instance.fields["transform"] = CGAffineTransformType.value(g.transform)
        e.session.swift.heap[id] = instance
        e.mutated = true
        return true
    }

    /// UIKit's geometry of the attributes: the center, the size (of the bounds) and the transform; the
    /// frame is the bounds about the center through the transform.
    struct Geometry {
        var center: Point
        var size: Size
        var transform: AffineTransform
    }

    static func geometry(of fields: [String: Value]) -> Geometry {
        let frame = fields["frame"].flatMap(rect(of:)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let center = fields["center"].flatMap(VisibleItemsHandlers.point(of:)) ?? Point(x: frame.midX, y: frame.midY)
        var size = Size(width: frame.width, height: frame.height)
        if let bounds = fields["bounds"].flatMap(rect(of:)) {
            size = Size(width: bounds.width, height: bounds.height)
        }
        let transform = fields["transform"].flatMap(CGAffineTransformType.transform(of:)) ?? .identity
        return Geometry(center: center, size: size, transform: transform)
    }

    /// What the object says of its element, read back as the layout engine keeps it: the frame without the
    /// transform, and what it sets besides the frame (nil when it sets nothing). Nil for another object.
    static func attributes(of value: Value, evaluator e: Evaluator) -> (LayoutAttributes, VisibleItemChange?)? {
        guard case .object(let id) = value, let instance = e.session.swift.heap[id],
            isAttributes(instance.typeName, session: e.session),
            let path = instance.fields["indexPath"].flatMap({ e.uikitObject($0) as? IndexPathValue })?.value
        else { return nil }
        let f = instance.fields
        let g = geometry(of: f)
        let frame = Rect(
            x: g.center.x - g.size.width / 2, y: g.center.y - g.size.height / 2, width: g.size.width,
            height: g.size.height)
        var category = ElementCategory.cell
        if case .enumValue(let c)? = f["representedElementCategory"],
            case .string(let kind)? = f["representedElementKind"]
        {
            category =
                c.caseName == "decorationView"
                ? .decorationView(elementKind: kind) : .supplementaryView(elementKind: kind)
        }
        let (_, alpha, zIndex, isHidden) = VisibleItemsHandlers.shown(f, zIndex: 0)
        let a = LayoutAttributes(category: category, indexPath: path, frame: frame, zIndex: zIndex)
        let change = VisibleItemChange(
            transform: g.transform, alpha: alpha, zIndex: zIndex, isHidden: isHidden, centerOffset: .zero)
        let plain = g.transform == .identity && alpha == 1 && !isHidden
        return (a, plain ? nil : change)
    }

    /// A `CGRect` value as the layout engine's rectangle.
    static func rect(of v: Value) -> Rect? {
        CGGeometry.rect(of: v).map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }
}
