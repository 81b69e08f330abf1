import PlaygroundCore
import SwiftSyntax

/// `section.visibleItemsInvalidationHandler`: UIKit calls it before each layout pass of the section
/// (the first layout, each scroll of the section, each change of its items), with the section's
/// visible items, the scroll offset and the layout environment. The playground calls it when what
/// the handler would see changes: after a statement or command, when the section's visible items or
/// the offset differ from the last call. A handler that reads them (page tracking, analytics) runs
/// as in UIKit; one that changes what is shown (an item's transform, alpha, zIndex, isHidden,
/// center) stops at that assignment with a located error, as those changes are not modelled.
///
/// Evidence: [A] Apple's NSCollectionLayoutSectionVisibleItemsInvalidationHandler: "called before each
/// layout cycle, any time an animation occurs in that section due to changes such as adding or
/// removing items, scrolling the section, or rotating the device"; [A] NSCollectionLayoutVisibleItem's
/// members. [I] The point is the section's scroll offset: for an orthogonal section its own strip's
/// offset along the strip (and the collection view's offset across it), otherwise the collection
/// view's content offset; visible items' frames are in the layout's coordinates, unscrolled by the
/// strip (as carousels compute `item.frame.midX - offset.x`).
enum VisibleItemsHandlers {
    static let itemType = "NSCollectionLayoutVisibleItem"
    /// What a handler may set on a visible item in UIKit: each changes what is shown.
    static let shownMembers: Set<String> = ["alpha", "transform", "transform3D", "zIndex", "isHidden", "center"]

    /// `section.visibleItemsInvalidationHandler = { items, offset, environment in ... }` (nil removes it).
    static func set(_ value: Value, ofSection receiver: String, evaluator e: Evaluator, at node: some SyntaxProtocol)
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
        e.mutated = true
    }

    static func get(ofSection receiver: String, evaluator e: Evaluator) -> Value {
        e.session.swift.visibleItemsHandlers[receiver].map { .function($0) } ?? .none
    }

    /// Calls each handler of a shown section whose visible items or offset changed since its last call.
    static func run(evaluator e: Evaluator) throws {
        guard !e.session.swift.visibleItemsHandlers.isEmpty, e.session.swift.unmodelledLayout == nil else { return }
        let resolved: LayoutQueries.Resolved
        do { resolved = try LayoutQueries.resolve(e.session) } catch { return }  // frames say why it cannot be laid out
        guard !resolved.sections.isEmpty else { return }
        let definition = e.session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
        var rules = SectionRules(definition, environment: LayoutQueries.environment(e.session))
        var calls: [(handler: FunctionValue, section: Int, seen: String)] = []
        for (index, section) in resolved.sections.enumerated() {
            guard case .named(let name)? = rules.section(for: section.identifier, at: index),
                let handler = e.session.swift.visibleItemsHandlers[name]
            else { continue }
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
        for (handler, items, point) in passes {
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
        }
    }

    private static func fields(of a: LayoutAttributes, evaluator e: Evaluator) -> [String: Value] {
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
            "transform": .structValue(
                StructValue(
                    typeName: "CGAffineTransform",
                    fields: [
                        .init(name: "a", value: .double(1)), .init(name: "b", value: .double(0)),
                        .init(name: "c", value: .double(0)),
                        .init(name: "d", value: .double(1)), .init(name: "tx", value: .double(0)),
                        .init(name: "ty", value: .double(0)),
                    ])),
        ]
    }

    /// `item.alpha = 0.5` inside the handler: what UIKit would show differently is not modelled.
    static func setMember(
        _ name: String, of id: Int, to value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws -> Bool {
        guard let instance = e.session.swift.heap[id], instance.typeName == itemType else { return false }
        guard shownMembers.contains(name) else {
            throw e.error("'\(name)' of NSCollectionLayoutVisibleItem is read-only", at: node)
        }
        // Setting what it already is changes nothing.
        if let current = instance.fields[name], (try? e.valuesEqual(current, value, at: node)) == true { return true }
        throw e.error(
            "the playground does not model what a visibleItemsInvalidationHandler sets on a visible item ('\(name)'): "
                + "UIKit would show the item changed, and frames, pictures and explain would not", at: node,
            help: "without this assignment the handler runs, and the frames are the layout's own")
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
            session: session, registry: registry, chunk: chunk, location: location, context: context)
        do {
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
