import PlaygroundCore
import SwiftSyntax

/// `section.visibleItemsInvalidationHandler`: UIKit calls it before each layout pass of the section
/// (the first layout, each scroll of the section, each change of its items), with the section's
/// visible items, the scroll offset and the layout environment. The playground calls it when what
/// the handler would see changes: after a statement or command, when the section's visible items or
/// the offset differ from the last call. A handler that reads them (page tracking, analytics) runs
/// as in UIKit; what it sets on an item (transform, alpha, zIndex, isHidden, center) is what UIKit
/// shows for it until the next call: `frames`, `visible`, `explain` and pictures show it
/// (`ResolvedLayout.visibleItemChanges`). A transformed item's frame is the bounding box of its
/// bounds transformed about its center, as UIKit reports it; its center and bounds stay.
///
/// Evidence: [A] Apple's NSCollectionLayoutSectionVisibleItemsInvalidationHandler: "called before each
/// layout cycle, any time an animation occurs in that section due to changes such as adding or
/// removing items, scrolling the section, or rotating the device"; [A] NSCollectionLayoutVisibleItem's
/// members. [I] The point is the section's scroll offset: for an orthogonal section its own strip's
/// offset along the strip (and the collection view's offset across it), otherwise the collection
/// view's content offset; visible items' frames are in the layout's coordinates, unscrolled by the
/// strip (as carousels compute `item.frame.midX - offset.x`). [A] NSCollectionLayoutVisibleItem's
/// transform is "applied to the item, relative to the center of its bounds". [I] Each call starts
/// from the layout's own attributes (identity transform, alpha 1): the changes of the previous
/// call are replaced, not added to (carousels set the transform of every item on every call).
/// Evidence: [I] UIKit's restriction on estimated items, as public decompilations of UIKitCore show it
/// (`-[_UICollectionCompositionalLayoutSolver mutatedVisibleItemsForElementsForVisibleBounds:]` and its
/// `dispatch_once` block, in two releases, one iOS 26.1's: GitHub EthanArbuckle/iPhone18-3_26.1_23B85_Restore,
/// UIKitCore/_UICollectionCompositionalLayoutSolver.mm); no Apple document mentions it. When the layout
/// contains an estimated size anywhere (`ResolvedLayout.containsEstimatedSizeElement`),
/// the handlers are still called but nothing they set on the items is applied, and UIKit logs once per
/// process (`dispatch_once`, log category UICompositionalLayout, error level), at the first handler call:
/// "note: the section invalidation handler cannot currently mutate visible items for layouts containing
/// estimated items. Please file an enhancement request on UICollectionView." The playground shows
/// that text once per session (`restrictionNote`) and shows the items unchanged.
enum VisibleItemsHandlers {
    static let itemType = "NSCollectionLayoutVisibleItem"
    /// What a handler may set on a visible item in UIKit: each changes what is shown.
    static let shownMembers: Set<String> = ["alpha", "transform", "transform3D", "zIndex", "isHidden", "center"]
    /// Of those, what the playground models (a 3D transform is not).
    static let modelledMembers: Set<String> = ["alpha", "transform", "zIndex", "isHidden", "center"]

    /// `section.visibleItemsInvalidationHandler = { items, offset, environment in ... }` (nil removes it).
    static func set(_ value: Value, ofSection receiver: ObjectKey, evaluator e: Evaluator, at node: some SyntaxProtocol)
        throws
    {
        switch value {
        case .function(let f): e.session.swift.visibleItemsHandlers[receiver] = f
        case .none: e.session.swift.visibleItemsHandlers[receiver] = nil
        default:
            throw e.error(
                "visibleItemsInvalidationHandler takes a closure (items, offset, environment) or nil, "
                    + "found a value of type \(e.typeName(of: value))", at: node)
        }
        e.session.swift.visibleItemsSeen = nil
        // The next layout pass calls the remaining handlers again; until then nothing is changed.
        e.session.swift.visibleItemChanges = [:]
        e.mutated = true
    }

    static func get(ofSection receiver: ObjectKey, evaluator e: Evaluator) -> Value {
        e.session.swift.visibleItemsHandlers[receiver].map { .function($0) } ?? .none
    }

    /// Calls each handler of a shown section whose visible items or offset changed since its last call.
    static func run(evaluator e: Evaluator) throws {
        guard !e.session.swift.visibleItemsHandlers.isEmpty, e.session.swift.unmodelledLayout == nil else { return }
        var resolved: LayoutQueries.Resolved
        do { resolved = try LayoutQueries.resolve(e.session) } catch { return }  // frames say why it cannot be laid out
        // The handlers see the layout's own attributes, not what they set last time.
        resolved.layout.visibleItemChanges = [:]
        guard !resolved.sections.isEmpty else { return }
        let definition = e.session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
        var rules = SectionRules(definition, environment: LayoutQueries.environment(e.session))
        var calls: [(handler: FunctionValue, section: Int, seen: String)] = []
        for (index, section) in resolved.sections.enumerated() {
            let key: ObjectKey
            switch rules.section(for: section.identifier, at: index) {
            case .named(let name)?: key = .named(name)
            case .object(let id)?: key = .object(id)
            default: continue
            }
            guard let handler = e.session.swift.visibleItemsHandlers[key] else { continue }
            calls.append((handler, index, ""))
        }
        guard !calls.isEmpty else { return }
        // The layout's own headers and footers belong to no section.
        let builder = LayoutBuilder(session: e.session, environment: LayoutQueries.environment(e.session))
        let globalKinds = Set(
            ((try? builder.configuration(definition.configuration))?.boundarySupplementaryItems ?? []).map(
                \.elementKind))
        var skippedGlobal = !globalKinds.isEmpty
        let visible = resolved.layout.visibleAttributes().filter { a in
            // `attributes(in:)` lists the layout's own boundary items first.
            guard skippedGlobal, case .supplementaryView(let kind) = a.category, globalKinds.contains(kind),
                a.indexPath == IndexPath(item: 0, section: 0)
            else {
                skippedGlobal = false
                return true
            }
            return false
        }
        let offset = resolved.layout.visibleRect.origin
        let vertical = definition.configuration.scrollDirection == .vertical
        var passes: [(FunctionValue, [LayoutAttributes], Point)] = []
        var seen: [String] = []
        for call in calls {
            let summary = resolved.layout.sections.first { $0.index == call.section }
            let strip = summary?.orthogonalOffset
            // The section's offset: its strip's along the strip, the collection view's across it.
            let point = strip.map { vertical ? Point(x: $0, y: offset.y) : Point(x: offset.x, y: $0) } ?? offset
            var items: [LayoutAttributes] = []
            for var a in visible where a.indexPath.section == call.section {
                if let strip, case .cell = a.category {
                    // Unscrolled by the strip: the layout's own coordinates.
                    if vertical { a.frame.origin.x += strip } else { a.frame.origin.y += strip }
                }
                items.append(a)
            }
            seen.append(
                "\(call.section)@\(point.x),\(point.y):"
                    + items.map { "\($0.indexPath)\($0.frame)" }.joined(separator: ";"))
            passes.append((call.handler, items, point))
        }
        let signature = seen.joined(separator: "|")
        guard e.session.swift.visibleItemsSeen != signature else { return }
        e.session.swift.visibleItemsSeen = signature
        e.mutated = true
        let environment = UIKitSurface.environmentValue(e)
        let estimated = resolved.layout.containsEstimatedSizeElement
        // Each pass starts from the layout's own attributes: what the last calls set is replaced.
        var changes: [ElementID: VisibleItemChange] = [:]
        for ((handler, items, point), call) in zip(passes, calls) {
            if e.session.settings.traceHandlers {
                e.outputs.append(.text(traceLine(section: call.section, point: point, items: items, resolved)))
            }
            var ids: [Int] = []
            defer { for id in ids { e.session.swift.heap[id] = nil } }
            let values = items.map { a -> Value in
                let id = e.session.swift.nextObject
                e.session.swift.nextObject += 1
                ids.append(id)
                e.session.swift.heap[id] = ClassInstance(typeName: itemType, fields: fields(of: a, evaluator: e))
                return .object(id)
            }
            _ = try e.call(
                handler,
                arguments: [
                    .init(label: nil, value: .array(values)),
                    .init(label: nil, value: Builtins.point(.double(point.x), .double(point.y))),
                    .init(label: nil, value: environment),
                ], at: e.anchor)
            if estimated { restrictionNote(e) }
            for (a, id) in zip(items, ids) where !estimated {
                if let fields = e.session.swift.heap[id]?.fields, let change = change(of: a, fields) {
                    changes[ElementID(a)] = change
                }
            }
        }
        e.session.swift.visibleItemChanges = changes
    }

    /// The text UIKit logs when a handler is called in a layout that contains estimated items.
    static let uikitRestriction =
        "the section invalidation handler cannot currently mutate visible items for layouts containing estimated "
        + "items. Please file an enhancement request on UICollectionView."

    /// UIKit's log, as a note once per session (UIKit logs it once per process).
    private static func restrictionNote(_ e: Evaluator) {
        let key = "visible items estimated"
        guard !e.session.swift.shownNotes.contains(key) else { return }
        e.session.swift.shownNotes.insert(key)
        let remark = Remark(
            .note,
            "UIKit logs \"\(uikitRestriction)\": the layout has an estimated size, so what a "
                + "visibleItemsInvalidationHandler sets on its items (transform, alpha, zIndex, isHidden, center) "
                + "is not shown; the handler still runs",
            help: "give the items and supplementaries .absolute or fractional sizes")
        e.outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
    }

    /// `visibleItemsInvalidationHandler(section 0) offset (x: 287.1, y: -59): [0, 0] Lakes, [0, 1] Ridges`.
    private static func traceLine(
        section: Int, point: Point, items: [LayoutAttributes], _ resolved: LayoutQueries.Resolved
    ) -> String {
        let listed = items.map { a -> String in
            let path = "[\(a.indexPath.section), \(a.indexPath.item)]"
            switch a.category {
            case .cell: return FramesTable.identifier(a, resolved.sections).map { path + " " + $0 } ?? path
            case .supplementaryView(let kind), .decorationView(let kind): return path + " " + kind
            }
        }
        return "visibleItemsInvalidationHandler(section \(section)) offset (x: \(Format.number(point.x)), "
            + "y: \(Format.number(point.y))): " + (listed.isEmpty ? "no visible items" : listed.joined(separator: ", "))
    }

    /// A fling's handler calls: at each offset the strip passes (`SwiftState.scrollSteps`), then at rest.
    static func runSteps(evaluator e: Evaluator) throws {
        let steps = e.session.swift.scrollSteps
        guard !steps.isEmpty else { return }
        e.session.swift.scrollSteps = []
        e.mutated = true
        guard var env = e.session.object("environment", as: EnvironmentObject.self) else { return }
        let resting = env.value.orthogonalScrollOffsets
        for step in steps {
            env.value.orthogonalScrollOffsets[step.section] = step.offset
            e.session.define("environment", env)
            try run(evaluator: e)
        }
        env.value.orthogonalScrollOffsets = resting
        e.session.define("environment", env)
    }

    /// What an element's fields say UIKit shows besides its frame (a visible item's, a layout's attributes): the
    /// transform, alpha, zIndex (`zIndex` when unset) and whether it is hidden.
    static func shown(_ fields: [String: Value], zIndex unset: Int) -> (
        transform: AffineTransform, alpha: Double, zIndex: Int, isHidden: Bool
    ) {
        let transform = fields["transform"].flatMap(CGAffineTransformType.transform(of:)) ?? .identity
        var alpha = 1.0
        switch fields["alpha"] {
        case .double(let d)?: alpha = d
        case .int(let i)?: alpha = Double(i)
        default: break
        }
        var zIndex = unset
        if case .int(let z)? = fields["zIndex"] { zIndex = z }
        var isHidden = false
        if case .bool(let b)? = fields["isHidden"] { isHidden = b }
        return (transform, alpha, zIndex, isHidden)
    }

    /// An element's `transform`, `alpha`, `zIndex` or `isHidden` set to `value` (a visible item's, a layout's
    /// attributes'), checked as UIKit's types take it and kept as Swift holds it; `what` names the element in
    /// messages. Nil for another name.
    static func shownValue(
        _ name: String, _ value: Value, what: String, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws -> Value? {
        func mismatch(_ type: String) -> ScriptError {
            e.error("cannot assign value of type '\(e.typeName(of: value))' to type '\(type)'", at: node)
        }
        switch name {
        case "transform":
            guard let t = CGAffineTransformType.transform(of: value) else { throw mismatch("CGAffineTransform") }
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
                throw e.error("\(what)'s transform must be finite, found \(t)", at: node)
            }
            return CGAffineTransformType.value(t)
        case "alpha":
            let d: Double
            switch value {
            case .double(let x): d = x
            case .int(let i): d = Double(i)
            default: throw mismatch("CGFloat")
            }
            guard d.isFinite else { throw e.error("\(what)'s alpha must be finite", at: node) }
            return .double(d)
        case "zIndex":
            guard case .int = value else { throw mismatch("Int") }
            return value
        case "isHidden":
            guard case .bool = value else { throw mismatch("Bool") }
            return value
        default:
            return nil
        }
    }

    /// What the handler set on an item (nil when it changed nothing UIKit shows).
    private static func change(of a: LayoutAttributes, _ fields: [String: Value]) -> VisibleItemChange? {
        let (transform, alpha, zIndex, isHidden) = shown(fields, zIndex: a.zIndex)
        var offset = Point.zero
        if let c = fields["center"], let p = point(of: c) {
            offset = Point(x: p.x - a.frame.midX, y: p.y - a.frame.midY)
        }
        let change = VisibleItemChange(
            transform: transform, alpha: alpha, zIndex: zIndex, isHidden: isHidden, centerOffset: offset)
        let unchanged = VisibleItemChange(
            transform: .identity, alpha: 1, zIndex: a.zIndex, isHidden: false, centerOffset: .zero)
        return change == unchanged ? nil : change
    }

    static func point(of v: Value) -> Point? {
        guard case .structValue(let s) = v, s.typeName == "CGPoint" else { return nil }
        func d(_ v: Value?) -> Double? {
            switch v {
            case .double(let x)?: x
            case .int(let i)?: Double(i)
            default: nil
            }
        }
        guard let x = d(s.field("x")), let y = d(s.field("y")) else { return nil }
        return Point(x: x, y: y)
    }

    static func fields(of a: LayoutAttributes, evaluator e: Evaluator) -> [String: Value] {
        let f = a.frame
        let category: String
        let kind: Value
        switch a.category {
        case .cell:
            category = "cell"
            kind = .none
        case .supplementaryView(let k):
            category = "supplementaryView"
            kind = .string(k)
        case .decorationView(let k):
            category = "decorationView"
            kind = .string(k)
        }
        return [
            "frame": Builtins.rect(x: f.minX, y: f.minY, width: f.width, height: f.height),
            "bounds": Builtins.rect(x: 0, y: 0, width: f.width, height: f.height),
            "center": Builtins.point(.double(f.midX), .double(f.midY)),
            "size": Builtins.size(f.width, f.height),
            "indexPath": e.store(IndexPathValue(a.indexPath)),
            "representedElementKind": kind,
            "representedElementCategory": .enumValue(
                EnumValue(typeName: "UICollectionView.ElementCategory", caseName: category, payload: [])),
            "alpha": .double(1),
            "zIndex": .int(a.zIndex),
            "isHidden": .bool(false),
            "transform": CGAffineTransformType.value(.identity),
        ]
    }

    /// `item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)`, `item.alpha = 0.5`, `item.zIndex = 1`,
    /// `item.isHidden = true`, `item.center = p` inside the handler: kept on the item (its `frame`
    /// follows a new transform or center, as UIKit's does) and shown after the call.
    static func setMember(
        _ name: String, of id: Int, to value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws -> Bool {
        guard var instance = e.session.swift.heap[id], instance.typeName == itemType else { return false }
        guard shownMembers.contains(name) else {
            throw e.error("'\(name)' of NSCollectionLayoutVisibleItem is read-only", at: node)
        }
        guard modelledMembers.contains(name) else {
            throw e.error(
                "the playground does not model a visible item's '\(name)': UIKit would show the item changed, "
                    + "and frames, pictures and explain would not", at: node,
                help: "a 2D transform is modelled: item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)")
        }
        let stored: Value
        if let v = try shownValue(name, value, what: "a visible item", evaluator: e, at: node) {
            stored = v
        } else {  // center
            guard let p = point(of: value), p.x.isFinite, p.y.isFinite else {
                throw e.error("cannot assign value of type '\(e.typeName(of: value))' to type 'CGPoint'", at: node)
            }
            stored = Builtins.point(.double(p.x), .double(p.y))
        }
        instance.fields[name] = stored
        if name == "transform" || name == "center",
            let center = instance.fields["center"].flatMap(point(of:)),
            case .structValue(let bounds)? = instance.fields["bounds"],
            case .structValue(let size)? = bounds.field("size"),
            case .double(let w)? = size.field("width"), case .double(let h)? = size.field("height")
        {
            // UIKit's frame: the bounds about the center, through the transform.
            let t = instance.fields["transform"].flatMap(CGAffineTransformType.transform(of:)) ?? .identity
            let f = t.frame(center: center, size: Size(width: w, height: h))
            let limit = LayoutLimits.maxLength
            guard [f.minX, f.minY, f.width, f.height].allSatisfy({ $0.isFinite && Swift.abs($0) <= limit }) else {
                throw e.error(
                    "the visible item's \(name) puts its frame beyond the limit of \(Format.number(limit)) points",
                    at: node)
            }
            instance.fields["frame"] = Builtins.rect(x: f.minX, y: f.minY, width: f.width, height: f.height)
        }
        e.session.swift.heap[id] = instance
        e.mutated = true
        return true
    }
}

extension Interpreter {
    /// After a command (`scroll`, an environment change, `apply`): the layout pass UIKit makes calls the
    /// sections' visible-items handlers whose items or offset changed.
    func runVisibleItemsHandlers(
        session: inout Session, lineNumber: Int, line: String,
        context: ExecutionContext
    ) throws(ScriptError) -> [Output] {
        guard !session.swift.visibleItemsHandlers.isEmpty else { return [] }
        let chunk = SwiftChunk(text: line)
        let location = SourceLocation(file: context.displayStack.last ?? "<input>", line: lineNumber)
        let evaluator = Evaluator(
            session: session, registry: registry, chunk: chunk, location: location, context: context,
            host: UIKitModule())
        do {
            try VisibleItemsHandlers.runSteps(evaluator: evaluator)
            try VisibleItemsHandlers.run(evaluator: evaluator)
            try UIKitSurface.runDeferredCompletions(evaluator: evaluator)
        } catch let e as ScriptError {
            var error = e
            if error.location == nil { error.range = nil }
            throw place(error, chunk: chunk, lineNumber: lineNumber, context: context)
        } catch {
            throw place(ScriptError("\(error)"), chunk: chunk, lineNumber: lineNumber, context: context)
        }
        guard evaluator.mutated else { return evaluator.outputs }
        // What the handlers saw is derived state: it changes no history.
        let undo = session.undoStack
        let log = session.logTail
        session = evaluator.session
        session.undoStack = undo
        session.logTail = log
        return evaluator.outputs
    }
}
