import PlaygroundCore

// The script's layout objects. They mirror UIKit's classes; where UIKit objects refer to each
// other (a group's subitems, a section's group, a section's headers), the script keeps the
// *name*, so redefining or changing `item` later changes every group that uses it, as editing
// the shared object would in UIKit. Names are resolved when the layout is built.

/// A reference to a named definition, an object with no name (made by Swift code in a function),
/// or an inline value.
public indirect enum Ref<Value: Hashable & Sendable>: Hashable, Sendable {
    case named(String)
    case object(ObjectID)
    case inline(Value)
}

extension Ref {
    /// A reference to the object a value refers to.
    init(_ key: ObjectKey) {
        switch key {
        case .named(let n): self = .named(n)
        case .object(let id): self = .object(id)
        }
    }
}

/// A group's subitem: a named item or group, one with no name, or one written inline.
public indirect enum ElementRef: Hashable, Sendable {
    case named(String)
    case object(ObjectID)
    case item(ItemDefinition)
    case group(GroupDefinition)
}

/// How a group arranges its subitems.
public enum GroupKindDefinition: Hashable, Sendable {
    case subitems(Axis, [ElementRef])
    case count(Axis, ElementRef, Int)
    case repeating(Axis, ElementRef, Int)
    case custom([Rect])
}

/// A size a cell reports when it self-sizes; an axis left nil keeps the estimate.
public struct FittedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var description: String {
        [width.map { "width: " + Format.number($0) }, height.map { "height: " + Format.number($0) }]
            .compactMap { $0 }.joined(separator: ", ")
    }
}

/// Swift-like source text for layout values, used by `describe()`.
enum LayoutSource {
    static func size(_ s: LayoutSize) -> String {
        "LayoutSize(widthDimension: \(s.widthDimension), heightDimension: \(s.heightDimension))"
    }

    static func insets(_ i: DirectionalEdgeInsets) -> String {
        ".init(top: \(Format.number(i.top)), leading: \(Format.number(i.leading)), bottom: \(Format.number(i.bottom)), trailing: \(Format.number(i.trailing)))"
    }

    static func edgeSpacing(_ e: EdgeSpacing?) -> String {
        guard let e else { return "nil" }
        func side(_ s: LayoutSpacing?) -> String { s.map(\.description) ?? "nil" }
        return
            ".init(leading: \(side(e.leading)), top: \(side(e.top)), trailing: \(side(e.trailing)), bottom: \(side(e.bottom)))"
    }

    static func anchor(_ a: LayoutAnchor) -> String {
        var text = "LayoutAnchor(edges: [\(a.edgeNames.joined(separator: ", "))]"
        switch a.offset {
        case .absolute(let p) where p != .zero:
            text += ", absoluteOffset: (x: \(Format.number(p.x)), y: \(Format.number(p.y)))"
        case .fractional(let p): text += ", fractionalOffset: (x: \(Format.number(p.x)), y: \(Format.number(p.y)))"
        default: break
        }
        return text + ")"
    }

    static func ref<T>(_ r: Ref<T>) -> String {
        switch r {
        case .named(let n): n
        case .object(let id): id.shown
        case .inline(let v): (v as? any ScriptObject)?.describe().first ?? "…"
        }
    }

    static func refs<T>(_ rs: [Ref<T>]) -> String { "[" + rs.map { ref($0) }.joined(separator: ", ") + "]" }

    static func element(_ e: ElementRef) -> String {
        switch e {
        case .named(let n): n
        case .object(let id): id.shown
        case .item(let i): i.describe()[0]
        case .group(let g): group(g)
        }
    }

    static func group(_ g: GroupDefinition) -> String {
        let size = "layoutSize: " + size(g.layoutSize)
        switch g.kind {
        case .subitems(let axis, let items):
            return "LayoutGroup.\(axis)(\(size), subitems: [\(items.map(element).joined(separator: ", "))])"
        case .count(let axis, let item, let n):
            return "LayoutGroup.\(axis)(\(size), subitem: \(element(item)), count: \(n))"
        case .repeating(let axis, let item, let n):
            return "LayoutGroup.\(axis)(\(size), repeatingSubitem: \(element(item)), count: \(n))"
        case .custom(let frames):
            return
                "LayoutGroup.custom(\(size), frames: [\(frames.map { "(\(Format.number($0.minX)), \(Format.number($0.minY)), \(Format.number($0.width)), \(Format.number($0.height)))" }.joined(separator: ", "))])"
        }
    }
}

enum LayoutJSON {
    static func insets(_ i: DirectionalEdgeInsets) -> JSONValue {
        .object([
            ("top", .number(i.top)), ("leading", .number(i.leading)), ("bottom", .number(i.bottom)),
            ("trailing", .number(i.trailing)),
        ])
    }

    static func rect(_ r: Rect) -> JSONValue {
        .object([
            ("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height)),
        ])
    }
}

extension LayoutAnchor {
    /// The anchor's edges as Swift writes them, in UIKit's order: `.top`, `.leading`, `.bottom`, `.trailing`.
    var edgeNames: [String] {
        [(DirectionalRectEdge.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
            .filter { edges.contains($0.0) }.map(\.1)
    }
}
