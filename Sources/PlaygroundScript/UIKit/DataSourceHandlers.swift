import PlaygroundCore
import SwiftSyntax

/// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`: what a user's disclosure tap runs
/// (`tap`). A struct, as in UIKit: `dataSource.sectionSnapshotHandlers.shouldExpandItem = .never`
/// reads the data source's struct, sets the field and writes it back, and a copy in a variable is
/// the program's own until it is assigned. The yes/no handlers are held as data (`.always`, `.never`,
/// `.only([items])`, `.allExcept([items])`; a closure that answers the same for every item is that
/// answer); lazy children are stated with `snapshotForExpandingParent(parent, children)`.
/// Evidence: [A] SectionSnapshotHandlers is a struct whose members are optional closures
/// (shouldExpandItem, willExpandItem, shouldCollapseItem, willCollapseItem, snapshotForExpandingParent).
struct SectionSnapshotHandlersObject: ScriptObject {
    static let typeName = "UICollectionViewDiffableDataSource.SectionSnapshotHandlers"
    var handlers = SectionSnapshotHandlers<String>()
    /// Whether `snapshotForExpandingParent` was ever given children (it stays set once loaded, as a closure would).
    var snapshotForExpandingParentIsSet = false
    var result: SectionSnapshotHandlersResult {
        SectionSnapshotHandlersResult(handlers, isSet: snapshotForExpandingParentIsSet)
    }
    func describe() -> [String] { result.lines }
    func json() -> JSONValue { result.json }
}

/// `UICollectionViewDiffableDataSource.ReorderingHandlers`: what a user's drag runs (`drag`).
/// `canReorderItem` is held as data (nil: reordering is off); `willReorder` and `didReorder` are the
/// program's closures, called with the transaction after each drag.
/// Evidence: [A] ReorderingHandlers is a struct of optional closures: canReorderItem, willReorder, didReorder.
struct ReorderingHandlersObject: ScriptObject {
    static let typeName = "UICollectionViewDiffableDataSource.ReorderingHandlers"
    var canReorderItem: ItemPredicate<String>?
    var willReorder: FunctionValue?
    var didReorder: FunctionValue?
    func describe() -> [String] {
        [
            "reorderingHandlers.canReorderItem = "
                + (canReorderItem.map(OutlineText.predicate) ?? "nil (reordering is off)")
        ]
    }
    func json() -> JSONValue {
        .object([
            ("canReorderItem", canReorderItem.map { .string(OutlineText.predicate($0)) } ?? .null),
            ("willReorder", .bool(willReorder != nil)), ("didReorder", .bool(didReorder != nil)),
        ])
    }
}

/// A yes/no handler read from the handlers (`h.shouldExpandItem`): it prints as scripts write it
/// (`.only([a, b])`) and can be assigned to another handler as it is.
struct ItemPredicateObject: ScriptObject, Equatable {
    static let typeName = "(ItemIdentifierType) -> Bool"
    var predicate: ItemPredicate<String>
    func describe() -> [String] { [OutlineText.predicate(predicate)] }
    func json() -> JSONValue { .string(OutlineText.predicate(predicate)) }
}

enum SectionSnapshotHandlersHost {
    static let type = HostType(
        swiftName: SectionSnapshotHandlersObject.typeName, shortName: "SectionSnapshotHandlers",
        what: "the section snapshot handlers",
        summary:
            "the handlers a user's disclosure tap runs: shouldExpandItem, shouldCollapseItem, snapshotForExpandingParent",
        initializers: [
            HostFunction(
                "", [],
                doc: Doc(
                    usage: "dataSource.sectionSnapshotHandlers = .init()",
                    summary: "the defaults: every item may expand and collapse, no lazy children",
                    details: ["willExpandItem and willCollapseItem are printed by 'tap' when they would be called."],
                    examples: ["dataSource.sectionSnapshotHandlers = .init()"])
            ) { _ in SectionSnapshotHandlersObject() }
        ],
        properties: [
            predicate(
                "shouldExpandItem", "whether a user's tap may expand an item",
                example: "dataSource.sectionSnapshotHandlers.shouldExpandItem = .allExcept([archive])",
                get: { $0.shouldExpandItem }),
            predicate(
                "shouldCollapseItem", "whether a user's tap may collapse an item",
                example: "dataSource.sectionSnapshotHandlers.shouldCollapseItem = .never",
                get: { $0.shouldCollapseItem }),
            callback("willExpandItem"), callback("willCollapseItem"), callback("snapshotForExpandingParent"),
        ],
        methods: [snapshotForExpandingParent],
        objectType: SectionSnapshotHandlersObject.self,
        mismatch: { what, found in "\(what) can only be reset with .init(), found '\(found)'" })

    private static func predicate(
        _ name: String, _ summary: String, example: String,
        get: @escaping @Sendable (SectionSnapshotHandlers<String>) -> ItemPredicate<String>
    ) -> HostProperty {
        HostProperty(
            name,
            doc: Doc(
                usage:
                    "dataSource.sectionSnapshotHandlers.\(name) = .always | .never | .only([items]) | .allExcept([items])",
                summary: summary,
                details: [
                    "The closure UIKit takes is written as data: which items it answers true for. Default .always.",
                    "A closure that answers the same for every item ({ _ in true }) is that answer.",
                ],
                examples: [example]),
            get: { object in
                (object as? SectionSnapshotHandlersObject).map {
                    ItemPredicateObject(predicate: get($0.handlers))
                }
            },
            set: { object, call in
                guard var h = object as? SectionSnapshotHandlersObject else { return }
                let a = try call.argument(nil)
                guard
                    let p = try call.evaluator.itemPredicate(
                        a, what: name, handler: "sectionSnapshotHandlers." + name, optional: false, in: call.scope)
                else { return }
                if name == "shouldExpandItem" {
                    h.handlers.shouldExpandItem = p
                } else {
                    h.handlers.shouldCollapseItem = p
                }
                object = h
            })
    }

    /// A handler UIKit calls at a user's gesture with values only it makes: set as a closure, it is an error.
    private static func callback(_ name: String) -> HostProperty {
        HostProperty(
            name,
            doc: Doc(
                usage: "dataSource.sectionSnapshotHandlers.\(name)",
                summary: "called by UIKit at a user's tap; 'tap ITEM' prints when it would be called",
                examples: ["tap archive"]),
            get: { _ in nil },
            set: { _, call in
                throw callbackError("sectionSnapshotHandlers." + name, at: try call.argument(nil).node, call.evaluator)
            })
    }

    static let snapshotForExpandingParent = HostMethod(
        "snapshotForExpandingParent", mutating: true,
        doc: Doc(
            usage: "dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(parent, childSnapshot | [items])",
            summary: "lazy loading: the children parent receives when the user first expands it",
            details: [
                "Once any parent is registered the handler counts as set and runs on every user expansion; a registered snapshot replaces the parent's children on its first expansion, later expansions keep them.",
                "Pass nil as the children to forget a registration.",
            ],
            examples: [
                "dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(documents, [report, invoice])",
                "dataSource.sectionSnapshotHandlers.snapshotForExpandingParent(photos, albums)",
            ])
    ) { object, call in
        guard var h = object as? SectionSnapshotHandlersObject else { return .void }
        let parent = try call.identifier(try call.require(nil, "the parent"), "the parent")
        let childrenArgument = try call.require(nil, "the children")
        if childrenArgument.expr.is(NilLiteralExprSyntax.self) {
            try call.finish()
            h.handlers.unregisterChildren(forExpanding: parent)
        } else {
            let children = try call.sectionSnapshotArgument(childrenArgument, "the children")
            try call.finish()
            guard !children.contains(parent) else {
                throw call.evaluator.error(
                    "the children of '\(parent)' cannot contain '\(parent)' itself", at: childrenArgument.expr)
            }
            h.handlers.registerChildren(children, forExpanding: parent)
            h.snapshotForExpandingParentIsSet = true
        }
        object = h
        return .void
    }

    static func callbackError(_ name: String, at node: some SyntaxProtocol, _ e: Evaluator) -> ScriptError {
        e.error(
            "the playground does not run \(name): it is called at a user's gesture, with values only UIKit makes",
            at: node,
            help: name.hasPrefix("reordering")
                ? "'drag ITEM before: OTHER store: LIST' shows the transaction and updates a backing store"
                : "'tap ITEM' plays the disclosure tap; snapshotForExpandingParent(parent, [children]) states lazy children"
        )
    }
}

enum ReorderingHandlersHost {
    static let type = HostType(
        swiftName: ReorderingHandlersObject.typeName, shortName: "ReorderingHandlers",
        what: "the reordering handlers",
        summary: "the handlers a user's drag runs: canReorderItem, willReorder and didReorder",
        initializers: [
            HostFunction(
                "", [],
                doc: Doc(
                    usage: "dataSource.reorderingHandlers = .init()",
                    summary: "the defaults: no canReorderItem (reordering is off), no callbacks",
                    examples: ["dataSource.reorderingHandlers = .init()"])
            ) { _ in ReorderingHandlersObject() }
        ],
        properties: [
            HostProperty(
                "canReorderItem",
                doc: Doc(
                    usage:
                        "dataSource.reorderingHandlers.canReorderItem = .always | .never | .only([items]) | .allExcept([items]) | nil",
                    summary: "which items the user may pick up and drag; nil (the default) turns reordering off",
                    details: ["A closure that answers the same for every item ({ _ in true }) is that answer."],
                    examples: [
                        "dataSource.reorderingHandlers.canReorderItem = .always",
                        "dataSource.reorderingHandlers.canReorderItem = .allExcept([pinned])",
                    ]),
                get: { object in
                    (object as? ReorderingHandlersObject)?.canReorderItem.map { ItemPredicateObject(predicate: $0) }
                },
                set: { object, call in
                    guard var h = object as? ReorderingHandlersObject else { return }
                    h.canReorderItem = try call.evaluator.itemPredicate(
                        try call.argument(nil), what: "canReorderItem", handler: "reorderingHandlers.canReorderItem",
                        optional: true, in: call.scope)
                    object = h
                }),
            closure("willReorder", "before the data source's update"),
            closure("didReorder", "after it, to bring a backing store in line"),
        ],
        objectType: ReorderingHandlersObject.self,
        mismatch: { what, found in "\(what) can only be reset with .init(), found '\(found)'" })

    private static func closure(_ name: String, _ when: String) -> HostProperty {
        HostProperty(
            name,
            doc: Doc(
                usage: "dataSource.reorderingHandlers.\(name) = { transaction in ... }",
                summary: "called after each user drag ('drag') with the NSDiffableDataSourceTransaction, \(when)",
                examples: ["dataSource.reorderingHandlers.\(name) = { transaction in print(transaction.difference) }"]),
            get: { _ in nil },
            set: { object, call in
                guard var h = object as? ReorderingHandlersObject else { return }
                let a = try call.argument(nil)
                var value = a.value
                if case .void = value, let rhs = a.node.as(ExprSyntax.self) {
                    value = try call.evaluator.evaluate(rhs, in: call.scope)
                }
                let f: FunctionValue?
                switch value {
                case .function(let given): f = given
                case .none: f = nil
                default:
                    throw call.evaluator.error(
                        "\(name) takes a closure, found a value of type \(call.evaluator.typeName(of: value))",
                        at: a.node)
                }
                if name == "willReorder" { h.willReorder = f } else { h.didReorder = f }
                object = h
            })
    }
}

extension Evaluator {
    /// A yes/no handler as data: `.always`, `.never`, `.only([items])`, `.allExcept([items])`, `true`
    /// or `false`, or a closure whose body is one Boolean literal; with `optional`, nil (none).
    /// `what`: the field as messages name it; `handler`: its path on the data source.
    func itemPredicate(
        _ a: HostCall.Argument, what: String, handler: String, optional: Bool, in scope: Scope?
    ) throws -> ItemPredicate<String>? {
        guard case .void = a.value, let expr = a.node.as(ExprSyntax.self) else {
            return try itemPredicate(evaluated: a.value, what: what, handler: handler, optional: optional, at: a.node)
        }
        if let lit = expr.as(BooleanLiteralExprSyntax.self) {
            return lit.literal.tokenKind == .keyword(.true) ? .always : .never
        }
        if expr.is(NilLiteralExprSyntax.self) {
            if optional { return nil }
            throw predicateShapeError(what, found: expr)
        }
        var member = expr.as(MemberAccessExprSyntax.self)
        var call: FunctionCallExprSyntax?
        if member == nil, let c = expr.as(FunctionCallExprSyntax.self), c.trailingClosure == nil {
            member = c.calledExpression.as(MemberAccessExprSyntax.self)
            call = c
        }
        if let member, member.base == nil {
            let name = member.declName.baseName.text
            switch (name, call) {
            case ("always", nil): return .always
            case ("never", nil): return .never
            case ("only", let c?) where c.arguments.count == 1 && c.arguments.first?.label == nil,
                ("allExcept", let c?) where c.arguments.count == 1 && c.arguments.first?.label == nil:
                guard let list = c.arguments.first?.expression else { break }
                let v = try identifierArgument(list, expecting: nil, types: nil, in: scope)
                var items: [String] = []
                try appendIdentifiers(v, "the items", at: list, into: &items)
                return name == "only" ? .only(items) : .allExcept(items)
            default: break
            }
            if ["only", "allExcept"].contains(name) {
                throw error("'.\(name)' takes one list of items: .\(name)([a, b])", at: expr)
            }
            let suggested = error("unknown \(what) '.\(name)'", at: member)
                .suggesting(name, from: ["always", "never", "only", "allExcept"]).withSuggestionPrefix(".")
            if suggested.help != nil { throw suggested }
            throw error(
                "unknown \(what) '.\(name)'", at: member,
                help: "expected .always, .never, .only([items]) or .allExcept([items])")
        }
        // A closure, or a handler read from another (`h.shouldExpandItem`) or a variable, as evaluated.
        let named = expr.as(DeclReferenceExprSyntax.self).map { isDefined($0.baseName.text, in: scope) } ?? false
        guard expr.is(ClosureExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) || named else {
            throw predicateShapeError(what, found: expr)
        }
        return try itemPredicate(
            evaluated: try evaluate(expr, in: scope), what: what, handler: handler, optional: optional,
            at: Syntax(expr))
    }

    private func itemPredicate(
        evaluated v: Value, what: String, handler: String, optional: Bool, at node: Syntax
    ) throws -> ItemPredicate<String>? {
        switch v {
        case .bool(let b): return b ? .always : .never
        case .none where optional: return nil
        case .function(let f):
            guard let answer = UIKitSurface.constantAnswer(of: f) else {
                throw error(
                    "the playground models \(handler) only as a closure that returns true or false for every item",
                    at: node,
                    help:
                        "write { _ in true } or { _ in false }, or state which items with .only([items]) / .allExcept([items])"
                )
            }
            return answer ? .always : .never
        case .uikitValue(let box):
            if let p = box.object as? ItemPredicateObject { return p.predicate }
            throw predicateShapeError(what, found: node)
        default:
            throw predicateShapeError(what, found: node)
        }
    }

    private func predicateShapeError(_ what: String, found node: some SyntaxProtocol) -> ScriptError {
        error(
            "\(what) must be .always, .never, .only([items]) or .allExcept([items]), found '\(node.trimmedDescription)'",
            at: node, help: "a closure such as { item in true } is written as data here: .always")
    }
}
