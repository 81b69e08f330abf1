import PlaygroundCore
import SwiftSyntax

/// The table view a diffable data source shows its items in (`UITableViewDiffableDataSource(tableView:)`), as
/// the playground lays it out.
struct HostedTableView: Sendable, Hashable {
    /// The table view object on the heap.
    var id: Int
    /// Its properties and its delegate's and data source's answers as they were last read (before a command
    /// reads the layout, as UIKit's layout pass asks them).
    var layout = TableLayout()
    var sections: [TableSectionData] = []
    /// A classic `UITableViewDataSource`'s counts (`numberOfSections(in:)`, `tableView(_:numberOfRowsInSection:)`)
    /// as the last pass read them; nil while a diffable data source has the table's sections.
    var classicCounts: [Int]?
    /// `reloadData()`, an update or a new data source since the counts were read: the next layout pass reads them.
    var countsAreStale = false
    /// The last layout pass failed (a delegate method, a header view of unknown height): what reading the
    /// layout says.
    var failure: ScriptError?
}

/// UITableView: a class, so an object on the heap with identity, which programs make
/// (`UITableView(frame: view.bounds, style: .insetGrouped)`), get from a `UITableViewController`
/// (`tableView`) or subclass. The properties that shape its rows (`rowHeight`, `estimatedRowHeight`,
/// `sectionHeaderHeight`, `sectionFooterHeight`, `sectionHeaderTopPadding`, `tableHeaderView`,
/// `tableFooterView`, `contentInset`) are kept as the object's fields and read back as Swift values; the
/// layout engine (`PlaygroundCore/Layout/Table`) gets them, and the delegate's and data source's answers
/// (`heightForRowAt`, `heightForHeaderInSection`, `titleForHeaderInSection`, `viewForHeaderInSection`, ...),
/// each time a command reads the layout. What does not shape the rows (`register`, `separatorStyle`,
/// `backgroundColor`, `dequeueReusableCell`) is inert and named in a note.
enum UITableViewSurface {
    /// What `help swift` says of the table view (HelpText wraps it).
    static let help: [String] = [
        "UITableView(frame:style:) (.plain, .grouped, .insetGrouped), a UITableViewController's tableView",
        "(init(style:); the controller is its delegate and data source) and subclasses: rowHeight, estimatedRowHeight,",
        "sectionHeaderHeight, sectionFooterHeight, estimatedSectionHeaderHeight and estimatedSectionFooterHeight (what",
        "a titled header has), sectionHeaderTopPadding (UITableView.automaticDimension), tableHeaderView and",
        "tableFooterView (the height of the view's frame when assigned: a UIView() or a view of the program's class",
        "keeps the frame it is made with and the one its code sets; a view whose frame is not known is an error),",
        "contentInset (not in frames or contentSize, as in UIKit), layoutMargins (the device's, with the safe area);",
        "the delegate's heightForRowAt, heightFor/viewFor Header/FooterInSection",
        "and the data source's titleFor Header/FooterInSection; rows full width (inset grouped: by the layout margins),",
        "plain headers pinned; self-sizing rows take estimatedRowHeight (or 44) until 'fit' gives theirs, titled",
        "headers the estimate or the style's: a note says so; a classic UITableViewDataSource (dataSource = self, or a",
        "UITableViewController) gives the counts: numberOfSections(in:) and tableView(_:numberOfRowsInSection:), read",
        "at the first layout and kept, as UIKit keeps them, until reloadData(), performBatchUpdates or",
        "insertRows/deleteRows/moveRow/...Sections reads them again; a table view from a storyboard (@IBOutlet) is",
        "configured in Interface Builder: frames say so; a UITableViewController a storyboard makes has its table",
        "view in Interface Builder's default (plain) style, which a note names; register, dequeue, separators and",
        "colours are inert",
    ]

    static let className = "UITableView"

    typealias Property = UIKitSurface.ClassProperty

    /// The properties the layout reads, with their Swift types and what they do.
    static let properties: [Property] = [
        Property(
            name: "rowHeight", type: "CGFloat",
            summary: "every row's height; UITableView.automaticDimension (the default): rows self-size"),
        Property(
            name: "estimatedRowHeight", type: "CGFloat",
            summary: "self-sizing rows' estimate, the height they have until 'fit' gives theirs"),
        Property(
            name: "sectionHeaderHeight", type: "CGFloat",
            summary: "every section header's height; automaticDimension: fitted to its title or view"),
        Property(name: "sectionFooterHeight", type: "CGFloat", summary: "every section footer's, likewise"),
        Property(
            name: "estimatedSectionHeaderHeight", type: "CGFloat",
            summary: "self-sizing headers' estimate, the height a titled header has here"),
        Property(
            name: "estimatedSectionFooterHeight", type: "CGFloat", summary: "self-sizing footers' estimate, likewise"),
        Property(
            name: "sectionHeaderTopPadding", type: "CGFloat",
            summary: "space above each section header (iOS 15); automaticDimension: the style's"),
        Property(
            name: "tableHeaderView", type: "UIView?", summary: "a view above the first section: its frame's height"),
        Property(
            name: "tableFooterView", type: "UIView?", summary: "a view below the last section: its frame's height"),
        Property(
            name: "contentInset", type: "UIEdgeInsets",
            summary: "space around the content when scrolling; rows' frames and contentSize do not include it"),
    ]
    static let propertyTypes: [String: String] = Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0.type) })

    /// The declared type of a table view property (the context its assigned value is evaluated in).
    static func propertyType(_ name: String, typeName: String, session: Session) -> TypeSyntax? {
        guard let t = propertyTypes[name], !t.hasSuffix("?"), isTableView(typeName, session: session) else {
            return nil
        }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(t)))
    }

    /// `UITableView.automaticDimension`. [I] A negative sentinel, as UIKit's constant (it prints -1.0): every
    /// length property and delegate answer compares with it.
    static let automaticDimension = -1.0

    static let delegateMethods = [
        "heightForRowAt", "heightForHeaderInSection", "heightForFooterInSection", "viewForHeaderInSection",
        "viewForFooterInSection",
    ]
    static let dataSourceMethods = ["titleForHeaderInSection", "titleForFooterInSection"]

    static func isTableView(_ typeName: String, session: Session) -> Bool {
        typeName == className || UIKitSurface.uikitBase(typeName, session: session) == className
    }

    static func isTableView(_ value: Value, session: Session) -> Int? {
        guard case .object(let id) = value, let t = session.swift.heap[id]?.typeName, isTableView(t, session: session)
        else { return nil }
        return id
    }

    /// `UITableView(frame:style:)`, `UITableView()`: a new table view with UIKit's defaults and the style given.
    static func make(args: [CallArgument], evaluator e: Evaluator, in scope: Scope?) throws -> Value {
        var fields: [String: Value] = [:]
        for a in args {
            if a.label == "style" {
                let v = try e.evaluate(a.expr, in: scope)
                _ = try style(v, evaluator: e, at: a.expr)
                fields["style"] = v
            } else {
                let v = try e.evaluate(a.expr, in: scope)
                if a.label == "frame" { UIKitSurface.noteAssumedFrame(v, of: "table view", evaluator: e) }
            }
        }
        return e.newInstance(typeName: className, fields: fields)
    }

    /// `super.init(frame:style:)` or `super.init(style:)` in a subclass: the style it is made with.
    static func superInit(
        of id: Int, args: [CallArgument], evaluator e: Evaluator, in scope: Scope?
    ) throws -> Value {
        for a in args {
            let v = try e.evaluate(a.expr, in: scope)
            if a.label == "frame" { UIKitSurface.noteAssumedFrame(v, of: "table view", evaluator: e) }
            if a.label == "style" {
                _ = try style(v, evaluator: e, at: a.expr)
                e.session.swift.heap[id]?.fields["style"] = v
                e.mutated = true
            }
        }
        return .void
    }

    // MARK: Members

    /// A table view's property read back: its field, else UIKit's default; its frame, content size and style.
    static func member(_ name: String, of id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Value?
    {
        if let v = e.session.swift.heap[id]?.fields[name] { return v }
        switch name {
        case "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
            "sectionHeaderTopPadding", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight":
            return .double(automaticDimension)
        case "style": return .enumValue(EnumValue(typeName: "UITableView.Style", caseName: "plain", payload: []))
        case "tableHeaderView", "tableFooterView", "delegate", "dataSource": return Value.none
        case "contentInset": return UICollectionViewFlowLayoutSurface.insetsValue(.zero)
        case "frame", "bounds": return UIKitSurface.containerRect(e)
        case "layoutMargins", "directionalLayoutMargins":
            return UICollectionViewSurface.layoutMargins(name, evaluator: e)
        case "contentSize":
            try e.placing(at: node) { try materialize(evaluator: e) }
            guard let resolved = try? LayoutQueries.resolve(e.session) else {
                throw e.error("the table view has no layout for its data yet, so no content size", at: node)
            }
            return Builtins.size(resolved.layout.contentSize.width, resolved.layout.contentSize.height)
        case "isEditing": return .bool(false)
        case "numberOfSections":
            return try shownCounts(of: id, evaluator: e, at: node).map { .int($0.count) }
        default: return nil
        }
    }

    /// The rows of each section the table view shows, as `numberOfSections` and `numberOfRows(inSection:)` answer
    /// them with no layout pass: the counts it keeps (a classic data source's are read now when it has none yet,
    /// and kept, as UIKit keeps them until `reloadData()`), or its diffable data source's sections. Nil for a table
    /// view the playground does not show (what it answers is then not modelled).
    static func shownCounts(of id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> [Int]? {
        guard var hosted = e.session.swift.tableView, hosted.id == id else { return nil }
        if try readCounts(of: &hosted, evaluator: e, at: Syntax(node)) {
            e.session.swift.tableView = hosted
            e.mutated = true
        }
        return LayoutQueries.tableSections(e.session, hosted).map(\.items.count)
    }

    /// The counts are read when the table has none yet or was reloaded since (UIKit keeps them until then); true when
    /// they were read now.
    static func readCounts(of hosted: inout HostedTableView, evaluator e: Evaluator, at node: Syntax) throws -> Bool {
        guard hosted.classicCounts == nil || hosted.countsAreStale else { return false }
        hosted.classicCounts = try classicCounts(of: hosted.id, evaluator: e, at: node)
        hosted.countsAreStale = false
        return true
    }

    /// `tableView.rowHeight = 80`: checked as the layout will read it, so a value it cannot use is an error here,
    /// at the assignment. `tableHeaderView`/`tableFooterView` keep the height of the frame the view is made with
    /// (`UIView(frame: CGRect(...))`, `UIView()`), read from the assigned expression. False for a name that does
    /// not shape the layout (the caller keeps it as an inert property).
    static func set(
        _ name: String, of id: Int, to value: Value, rhs: ExprSyntax?, evaluator e: Evaluator,
        at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Bool {
        switch name {
        case "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
            "sectionHeaderTopPadding", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight":
            _ = try length(value, name, evaluator: e, at: node)
            e.session.swift.heap[id]?.fields[name] = .double(try number(value, name, evaluator: e, at: node))
        case "contentInset":
            let i = try UICollectionViewFlowLayoutSurface.insets(value, name, evaluator: e, at: node)
            e.session.swift.heap[id]?.fields[name] = UICollectionViewFlowLayoutSurface.insetsValue(i)
        case "tableHeaderView", "tableFooterView":
            // (Measured first: evaluating the frame may change the heap.)
            let height = try viewHeight(value, rhs: rhs, name: name, evaluator: e, at: node, in: scope)
            e.session.swift.heap[id]?.fields[name] = value
            e.session.swift.heap[id]?.fields[name + heightSuffix] = height
        case "delegate", "dataSource":
            e.session.swift.heap[id]?.fields[name] = value
            if name == "dataSource" {
                forgetCounts(of: id, evaluator: e)
                UIKitSurface.noteDataSource(value, of: "table view", evaluator: e, at: node)
                try adoptClassicDataSource(value, table: id, evaluator: e, at: node)
            }
        case "frame", "bounds":
            // The playground lays the table out at the device's width, as for a collection view.
            e.session.swift.heap[id]?.fields[name] = value
            UIKitSurface.noteAssumedFrame(value, of: "table view", evaluator: e)
        default:
            return false
        }
        e.mutated = true
        return true
    }

    /// The table view's methods that make it read its data source's counts again: `reloadData()` and the
    /// updates (UIKit checks an update against the counts the data source reports after it, and keeps those).
    static let countReloadingMethods: Set<String> = [
        "reloadData", "reloadSections", "reloadRows", "insertRows", "deleteRows", "moveRow", "insertSections",
        "deleteSections", "moveSection", "endUpdates", "performBatchUpdates",
    ]

    /// `tableView.reloadData()`, `insertRows(at:with:)`, `performBatchUpdates(_:completion:)`...: the counts are read
    /// again at the next layout pass (the block of `performBatchUpdates` runs first; its completion runs after the
    /// statement, finished). Nil for the table view's other methods.
    static func call(
        _ name: String, on id: Int, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        if name == "numberOfRows", args.count == 1, args[0].label == "inSection" {
            guard let counts = try shownCounts(of: id, evaluator: e, at: node) else { return nil }
            guard case .int(let section) = try e.evaluate(args[0].expr, in: scope) else {
                throw e.error("numberOfRows(inSection:) takes a section index (Int)", at: args[0].expr)
            }
            // UIKit raises for a section out of range; the playground says which sections there are.
            guard section >= 0, section < counts.count else {
                throw e.error(
                    "numberOfRows(inSection: \(section)): the table view has \(counts.count) section"
                        + (counts.count == 1 ? "" : "s"), at: args[0].expr)
            }
            return .int(counts[section])
        }
        guard countReloadingMethods.contains(name) else { return nil }
        if name == "performBatchUpdates" {
            let completionArg = args.first { $0.label == "completion" } ?? (args.count > 1 ? args.last : nil)
            if let updates = args.first(where: { $0.label == nil && $0.expr.id != completionArg?.expr.id }),
                case .function(let f) = try e.evaluate(updates.expr, in: scope)
            {
                _ = try e.call(f, arguments: [], at: node)
            }
            if let completionArg, case .function(let completion) = try e.evaluate(completionArg.expr, in: scope) {
                var wrapper = FunctionValue(
                    name: "completion", parameters: [],
                    body: .builtin { ctx, _ in
                        try ctx.evaluator.call(
                            completion, arguments: [.init(label: nil, value: .bool(true))], at: ctx.node)
                    }, captured: nil)
                wrapper.usesShorthand = true
                e.uikit.deferredCompletions.append((wrapper, Syntax(node)))
            }
        } else {
            _ = try e.evaluateArguments(args, in: scope)
        }
        forgetCounts(of: id, evaluator: e)
        return .void
    }

    /// The table view `id` reads its data source's counts again at its next layout pass.
    static func forgetCounts(of id: Int, evaluator e: Evaluator) {
        guard e.session.swift.tableView?.id == id else { return }
        e.session.swift.tableView?.countsAreStale = true
        e.mutated = true
    }

    /// Where a table header or footer view's height is kept (a name no Swift property has).
    static let heightSuffix = " height"

    /// The height of a view assigned to `tableHeaderView`: nil for no view, the frame's height for a view made with
    /// `frame:` (zero for `UIView()`); for any other view a string naming where it was assigned (its height is
    /// what its Auto Layout or code sets, which the playground does not run: frames say so).
    static func viewHeight(
        _ value: Value, rhs: ExprSyntax?, name: String, evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value {
        if value.isNone { return .none }
        // A view that keeps its frame (`ViewFrames.swift`): its height now. One whose frame is not known (made by a
        // nib, sized by Auto Layout) is not guessed from how it was made.
        if case .object(let view) = value {
            guard let height = ViewFrames.height(of: view, evaluator: e) else { return .string(e.site(of: node)) }
            return .double(
                try UICollectionViewFlowLayoutSurface.length(
                    .double(height), name + ".frame.height", evaluator: e, at: node))
        }
        if let call = rhs?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            if call.arguments.isEmpty { return .double(0) }
            if let frame = call.arguments.first(where: { $0.label?.text == "frame" }) {
                // Evidence: [A] tableHeaderView "respects only the height of your view's frame rectangle".
                // (In the scope of the assignment: `var frame = CGRect.zero; ...; UIView(frame: frame)`.)
                let v = try e.evaluate(frame.expression, in: scope, hint: cgRectType)
                if case .enumValue(let c) = v, c.caseName == "zero" { return .double(0) }
                if case .structValue(let r) = v, r.typeName == "CGRect", case .structValue(let s)? = r.field("size"),
                    let h = s.field("height")
                {
                    return .double(
                        try UICollectionViewFlowLayoutSurface.length(
                            h, name + ".frame.height", evaluator: e, at: frame.expression))
                }
            }
        }
        return .string(e.site(of: node))
    }

    static let cgRectType = TypeSyntax(IdentifierTypeSyntax(name: .identifier("CGRect")))

    static func number(_ v: Value, _ what: String, evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Double
    {
        try UICollectionViewFlowLayoutSurface.number(v, what, evaluator: e, at: node)
    }

    /// A length property's value: nil for `automaticDimension`; an error for another negative number.
    static func length(_ v: Value, _ what: String, evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Double?
    {
        let d = try number(v, what, evaluator: e, at: node)
        if d == automaticDimension { return nil }
        guard d >= 0 else {
            throw e.error(
                "\(what) must not be negative, found \(Format.number(d))", at: node,
                help: "UITableView.automaticDimension asks UIKit for the height")
        }
        return d
    }

    static func style(_ v: Value, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> TableLayout.Style {
        try UICollectionViewFlowLayoutSurface.enumCase(
            v, "style", ["plain": TableLayout.Style.plain, "grouped": .grouped, "insetGrouped": .insetGrouped],
            evaluator: e, at: node)
    }

    // MARK: Hosting and the layout pass

    /// The data source shows its items in the table view `id`: frames come from it from now on.
    static func host(_ id: Int, evaluator e: Evaluator) {
        e.session.swift.unmodelledLayout = nil
        e.session.swift.hostedLayout = nil
        e.session.swift.flowLayout = nil
        e.session.swift.tableView = HostedTableView(id: id)
        e.mutated = true
    }

    /// `tableView.dataSource = self`, or a `UITableViewController` whose table is made, when that object answers
    /// `tableView(_:numberOfRowsInSection:)`: the table shows its rows (a classic data source), unless another table
    /// or a collection view layout is shown already.
    static func adoptClassicDataSource(
        _ source: Value, table id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol
    )
        throws
    {
        guard case .object(let sid) = source, let typeName = e.session.swift.heap[sid]?.typeName,
            try CollectionViewUpdates.method(
                "tableView", labels: ["_", "numberOfRowsInSection"], of: source, typeName: typeName, evaluator: e,
                at: node) != nil
        else { return }
        if let hosted = e.session.swift.tableView, hosted.id != id { return }
        guard e.session.swift.tableView == nil else { return }
        guard e.session.swift.hostedLayout == nil, e.session.swift.flowLayout == nil,
            LayoutQueries.data(e.session)?.layoutSections.isEmpty ?? true
        else { return }
        host(id, evaluator: e)
    }

    /// A classic data source's counts: `numberOfSections(in:)` (1 when it does not answer, as UIKit assumes) sections
    /// of `tableView(_:numberOfRowsInSection:)` rows. Nil when the table has none, or its diffable data source has
    /// sections.
    static func classicCounts(of tableId: Int, evaluator e: Evaluator, at node: Syntax) throws -> [Int]? {
        guard LayoutQueries.data(e.session)?.layoutSections.isEmpty ?? true,
            let source = delegate(of: tableId, field: "dataSource", session: e.session),
            case .object(let sid) = source, let typeName = e.session.swift.heap[sid]?.typeName,
            let rows = try CollectionViewUpdates.method(
                "tableView", labels: ["_", "numberOfRowsInSection"], of: source, typeName: typeName, evaluator: e,
                at: node)
        else { return nil }
        let table = Value.object(tableId)
        func found(_ v: Value) -> String {
            if case .int(let n) = v { return String(n) }
            return "a value of type \(e.typeName(of: v))"
        }
        // Evidence: [A] numberOfSections(in:): "The default value is 1".
        var sectionCount = 1
        if let f = try CollectionViewUpdates.method(
            "numberOfSections", labels: ["in"], of: source, typeName: typeName, evaluator: e, at: node)
        {
            let v = try e.call(f, arguments: [.init(label: "in", value: table)], at: node)
            guard case .int(let n) = v, n >= 0, n <= LayoutLimits.maxSections else {
                throw e.error(
                    "numberOfSections(in:) must return a section count from 0 to \(LayoutLimits.maxSections), found "
                        + found(v), at: node)
            }
            sectionCount = n
        }
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            let v = try e.call(
                rows,
                arguments: [.init(label: nil, value: table), .init(label: "numberOfRowsInSection", value: .int(s))],
                at: node)
            guard case .int(let n) = v, n >= 0, n <= LayoutLimits.maxItemsPerSection else {
                throw e.error(
                    "tableView(_:numberOfRowsInSection:) for section \(s) must return a row count from 0 to "
                        + "\(LayoutLimits.maxItemsPerSection), found " + found(v), at: node)
            }
            counts.append(n)
        }
        return counts
    }

    /// UIKit's layout pass, before a command reads the layout: the table view's properties, then its delegate and
    /// data source asked for each section and row.
    static func materialize(evaluator e: Evaluator) throws {
        guard var hosted = e.session.swift.tableView, let instance = e.session.swift.heap[hosted.id] else { return }
        let node = e.anchor
        var layout = TableLayout()
        let f = instance.fields
        if let s = f["style"] { layout.style = try style(s, evaluator: e, at: node) }
        layout.rowHeight = try f["rowHeight"].flatMap { try length($0, "rowHeight", evaluator: e, at: node) }
        layout.estimatedRowHeight = try f["estimatedRowHeight"].flatMap {
            try length($0, "estimatedRowHeight", evaluator: e, at: node)
        }
        layout.sectionHeaderHeight = try f["sectionHeaderHeight"].flatMap {
            try length($0, "sectionHeaderHeight", evaluator: e, at: node)
        }
        layout.sectionFooterHeight = try f["sectionFooterHeight"].flatMap {
            try length($0, "sectionFooterHeight", evaluator: e, at: node)
        }
        layout.sectionHeaderTopPadding = try f["sectionHeaderTopPadding"].flatMap {
            try length($0, "sectionHeaderTopPadding", evaluator: e, at: node)
        }
        layout.estimatedSectionHeaderHeight = try f["estimatedSectionHeaderHeight"].flatMap {
            try length($0, "estimatedSectionHeaderHeight", evaluator: e, at: node)
        }
        layout.estimatedSectionFooterHeight = try f["estimatedSectionFooterHeight"].flatMap {
            try length($0, "estimatedSectionFooterHeight", evaluator: e, at: node)
        }
        for name in ["tableHeaderView", "tableFooterView"] {
            switch f[name + heightSuffix] {
            case .double(let h)?:
                if name == "tableHeaderView" { layout.tableHeaderHeight = h } else { layout.tableFooterHeight = h }
            case .string(let site)?:
                throw ScriptError(
                    "the table view's \(name) is a view whose height the playground does not know: UIKit uses the "
                        + "height of its frame, which its own code or Auto Layout sets",
                    help: "make it with its frame, as \(name) = UIView(frame: CGRect(x: 0, y: 0, width: 0, "
                        + "height: 120)), or set it to nil",
                    notes: ["the view was assigned at \(site)"])
            default: break
            }
        }
        hosted.layout = layout
        // Evidence: [C] like UICollectionView (CollectionViewUpdates), UITableView keeps the row counts it read
        // from its data source until reloadData() or an update (insertRows, deleteRows, ...) makes it read them
        // again; a model changed without either is not shown until then. The counts are read at the first
        // layout and after `forgetCounts`.
        _ = try readCounts(of: &hosted, evaluator: e, at: node)
        hosted.sections = try sections(for: hosted, evaluator: e, at: node)
        hosted.failure = nil
        e.session.swift.tableView = hosted
        e.mutated = true
    }

    /// The table view's delegate: the one assigned, else the `UITableViewController` whose table it is (UIKit
    /// makes the controller its table's delegate and data source).
    static func delegate(of tableId: Int, field: String, session: Session) -> Value? {
        if let v = session.swift.heap[tableId]?.fields[field], case .object = v { return v }
        for (owner, o) in session.swift.heap.sorted(by: { $0.key < $1.key }) {
            guard case .object(tableId)? = o.fields["tableView"],
                UIKitSurface.uikitBase(o.typeName, session: session) == "UITableViewController"
            else { continue }
            return .object(owner)
        }
        return nil
    }

    /// The object answering `titleForHeaderInSection`: a `UITableViewDiffableDataSource` subclass that declares
    /// it, else the table's classic data source.
    static func titleSource(of tableId: Int, evaluator e: Evaluator, at node: Syntax) throws -> Value? {
        for (id, o) in e.session.swift.heap.sorted(by: { $0.key < $1.key }) where o.uikit.diffableDataSource != nil {
            for m in dataSourceMethods
            where try CollectionViewUpdates.method(
                "tableView", labels: ["_", m], of: .object(id), typeName: o.typeName, evaluator: e, at: node) != nil
            {
                return .object(id)
            }
        }
        return delegate(of: tableId, field: "dataSource", session: e.session)
    }

    static func sections(for hosted: HostedTableView, evaluator e: Evaluator, at node: Syntax) throws
        -> [TableSectionData]
    {
        let counts = LayoutQueries.tableSections(e.session, hosted).map(\.items.count)
        let table = Value.object(hosted.id)
        func methods(of source: Value?, _ names: [String]) throws -> [String: FunctionValue] {
            guard case .object(let id)? = source, let typeName = e.session.swift.heap[id]?.typeName else { return [:] }
            var found: [String: FunctionValue] = [:]
            for n in names {
                if let f = try CollectionViewUpdates.method(
                    "tableView", labels: ["_", n], of: source ?? .none, typeName: typeName, evaluator: e, at: node)
                {
                    found[n] = f
                }
            }
            return found
        }
        let d = try methods(of: delegate(of: hosted.id, field: "delegate", session: e.session), delegateMethods)
        let t = try methods(of: try titleSource(of: hosted.id, evaluator: e, at: node), dataSourceMethods)
        func ask(_ f: FunctionValue, _ label: String, _ argument: Value) throws -> Value {
            try e.call(f, arguments: [.init(label: nil, value: table), .init(label: label, value: argument)], at: node)
        }
        /// A height answer: nil for automaticDimension.
        func height(_ v: Value, _ what: String) throws -> Double? {
            try length(v, what, evaluator: e, at: node)
        }
        var out: [TableSectionData] = []
        out.reserveCapacity(counts.count)
        for (s, count) in counts.enumerated() {
            var data = TableSectionData(rowCount: count)
            if let f = d["heightForRowAt"] {
                var heights: [Double?] = []
                heights.reserveCapacity(count)
                for r in 0..<count {
                    let path = e.store(IndexPathValue(IndexPath(item: r, section: s)))
                    heights.append(
                        try height(try ask(f, "heightForRowAt", path), "tableView(_:heightForRowAt:) [\(s), \(r)]"))
                }
                data.rowHeights = heights
            }
            for (kind, word) in [("Header", "header"), ("Footer", "footer")] {
                var has = false
                if let f = t["titleFor\(kind)InSection"], !(try ask(f, "titleFor\(kind)InSection", .int(s))).isNone {
                    has = true
                }
                if !has, let f = d["viewFor\(kind)InSection"], !(try ask(f, "viewFor\(kind)InSection", .int(s))).isNone
                {
                    has = true
                }
                var given: Double??
                if let f = d["heightFor\(kind)InSection"] {
                    given = .some(
                        try height(
                            try ask(f, "heightFor\(kind)InSection", .int(s)),
                            "tableView(_:heightFor\(kind)InSection:) for section \(s)"))
                }
                if word == "header" {
                    data.hasHeader = has
                    data.headerHeight = given
                } else {
                    data.hasFooter = has
                    data.footerHeight = given
                }
            }
            out.append(data)
        }
        return out
    }

    // MARK: Explaining

    /// `explain` with a table view: a row's height and place, or a section's header or footer.
    static func explain(
        _ table: TableLayoutResult, _ resolved: LayoutQueries.Resolved, hosted: HostedTableView,
        indexPath: IndexPath, kind: String?, identifier: String?, at expr: Expr, _ inv: inout Invocation
    ) throws(ScriptError) {
        let style = table.style.rawValue
        if kind == TableLayout.tableHeaderElementKind || kind == TableLayout.tableFooterElementKind {
            let category = ElementCategory.supplementaryView(elementKind: kind ?? "")
            var found: LayoutAttributes?
            resolved.layout.forEachAttribute { a in
                if a.category == category { found = a }
                return found == nil
            }
            guard let a = found, let natural = table.flow.outsideSections.first(where: { $0.category == category })
            else {
                throw ScriptError(
                    "the table view has no \(kind ?? "")", at: expr.range,
                    help:
                        "assign one: tableView.\(kind ?? "") = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 80))")
            }
            inv.emit(
                TableViewHeaderExplanation(
                    elementKind: kind ?? "", isHeader: kind == TableLayout.tableHeaderElementKind, style: style,
                    frame: RectResult(a.frame), exactFrame: RectResult(natural.frame), zIndex: a.zIndex))
            return
        }
        guard indexPath.section >= 0, indexPath.section < table.sections.count else {
            throw ScriptError("there is no section \(indexPath.section)", at: expr.range)
        }
        let s = table.sections[indexPath.section]
        let flowSection = table.flow.sections[indexPath.section]
        if kind == nil || kind == "cell" {
            guard indexPath.item >= 0, indexPath.item < flowSection.items.count,
                let cell = resolved.layout.attributesForItem(at: indexPath)
            else {
                throw ScriptError("there is no row at \(indexPath)", at: expr.range)
            }
            let exact = flowSection.items[indexPath.item]
            let source = s.rowSources[indexPath.item]
            let estimate =
                source != .estimate
                ? nil
                : hosted.layout.estimatedRowHeight.map { $0 > 0 } == true ? "estimatedRowHeight" : "default cell height"
            inv.emit(
                TableRowExplanation(
                    identifier: identifier, style: style, indexPath: [indexPath.section, indexPath.item],
                    frame: RectResult(cell.frame), exactFrame: RectResult(exact), zIndex: cell.zIndex,
                    heightSource: source.rawValue, assumedEstimate: estimate, sideMargin: s.sideMargin,
                    rowsStart: flowSection.lines.first?.mainOrigin ?? exact.minY,
                    sectionStart: sectionStartText(s, flowSection)))
            return
        }
        let isHeader = kind == "header" || kind == TableLayout.headerElementKind
        let isFooter = kind == "footer" || kind == TableLayout.footerElementKind
        guard isHeader || isFooter, let natural = isHeader ? flowSection.header : flowSection.footer else {
            throw ScriptError(
                "section \(indexPath.section) has no '\(kind ?? "")' at \(indexPath)", at: expr.range,
                help: "a table view's section supplementaries are 'header' and 'footer' at [section, 0], when the "
                    + "section has a title, a view or a height for them")
        }
        let elementKind = isHeader ? TableLayout.headerElementKind : TableLayout.footerElementKind
        var found: LayoutAttributes?
        resolved.layout.forEachAttribute(section: indexPath.section) { a in
            if a.category == .supplementaryView(elementKind: elementKind) { found = a }
            return found == nil
        }
        inv.emit(
            TableSectionSupplementaryExplanation(
                elementKind: elementKind, isHeader: isHeader, style: style, indexPath: [indexPath.section, 0],
                frame: RectResult(found?.frame ?? natural), exactFrame: RectResult(natural),
                zIndex: found?.zIndex ?? 0,
                heightSource: (isHeader ? s.headerSource : s.footerSource)?.rawValue ?? "assumed",
                pinned: found?.isPinned == true ? true : nil, gap: s.gap, gapReason: s.gapReason))
    }

    static func sectionStartText(_ s: TableSectionLayout, _ flow: FlowSectionLayout) -> String {
        let n = Format.number
        var parts: [String] = []
        if s.gap > 0 { parts.append("\(n(s.gap)) of \(s.gapReason)") }
        if let h = flow.header { parts.append("its header, \(n(h.height)) tall") }
        if parts.isEmpty { return "the previous section, with no space between" }
        return parts.joined(separator: " and ")
    }
}

/// `explain` of a table view's tableHeaderView or tableFooterView, as data.
struct TableViewHeaderExplanation: CommandResult {
    var kind = "supplementary"
    var elementKind: String
    var isHeader: Bool
    var layout = "UITableView"
    var style: String
    var indexPath = [0, 0]
    /// Where it is shown (snapped) and the frame the layout gave it.
    var frame: RectResult
    var exactFrame: RectResult
    var zIndex: Int

    var lines: [String] {
        let n = Format.number
        return [
            "supplementary \(elementKind) [0, 0]: \(frame.spelled)",
            "  layout: UITableView, style .\(style)",
            "  height: \(n(exactFrame.height)), the height of the frame the view was made with (UIKit "
                + "respects only that height)",
            "  across: the table's width, \(n(exactFrame.width))",
            isHeader ? "  place: above the first section" : "  place: below the last section",
        ]
    }
}

/// `explain` of a table view's row, as data: its frame, where its height came from, its width and where its
/// section's rows start.
struct TableRowExplanation: CommandResult {
    var kind = "cell"
    var identifier: String?
    var layout = "UITableView"
    var style: String
    var indexPath: [Int]
    var frame: RectResult
    var exactFrame: RectResult
    var zIndex: Int
    /// `TableRowHeightSource`'s name: rowHeight, delegate, fitted, estimate.
    var heightSource: String
    /// For an estimated height: the estimate assumed ("estimatedRowHeight" or "default cell height").
    var assumedEstimate: String?
    /// The inset grouped style's margin on each side (0 otherwise).
    var sideMargin: Double
    /// Where the section's rows start along the table, and what comes before them, in words.
    var rowsStart: Double
    var sectionStart: String

    var lines: [String] {
        let n = Format.number
        let id = identifier.map { " (\(Format.identifier($0)))" } ?? ""
        let sourceText: String
        switch TableRowHeightSource(rawValue: heightSource) {
        case .rowHeight?: sourceText = "the table view's rowHeight"
        case .delegate?: sourceText = "tableView(_:heightForRowAt:)"
        case .fitted?: sourceText = "self-sized (automaticDimension), as 'fit' gave it"
        case .estimate?, nil:
            sourceText =
                "self-sized (automaticDimension), not fitted: the playground's assumed "
                + (assumedEstimate ?? "default cell height") + " ('fit' gives the real one)"
        }
        var lines = [
            "cell [\(indexPath[0]), \(indexPath[1])]\(id): \(frame.spelled)",
            "  layout: UITableView, style .\(style)",
            "  height: \(n(exactFrame.height)) from \(sourceText)",
            sideMargin > 0
                ? "  width: the table's width less the inset grouped margins, \(n(sideMargin)) on each side"
                : "  width: the table's width, \(n(exactFrame.width))",
            "  place: the rows of section \(indexPath[0]) follow one another from y \(n(rowsStart)) (after "
                + "\(sectionStart))",
        ]
        if exactFrame != frame { lines.append("  exact: \(exactFrame.spelled) (snapped to the pixel grid)") }
        return lines
    }
}

/// `explain` of a table view section's header or footer, as data: its frame as shown (pinned or not), its
/// natural place, where its height came from and the space before its section.
struct TableSectionSupplementaryExplanation: CommandResult {
    var kind = "supplementary"
    var elementKind: String
    var isHeader: Bool
    var layout = "UITableView"
    var style: String
    var indexPath: [Int]
    var frame: RectResult
    var exactFrame: RectResult
    var zIndex: Int
    /// `TableHeaderHeightSource`'s name: property, delegate, assumed.
    var heightSource: String
    var pinned: Bool?
    /// The space before the section and why (a grouped style's spacing, a plain header's top padding).
    var gap: Double
    var gapReason: String

    var lines: [String] {
        let n = Format.number
        let word = isHeader ? "Header" : "Footer"
        let sourceText: String
        switch TableHeaderHeightSource(rawValue: heightSource) {
        case .property?: sourceText = "the table view's section\(word)Height"
        case .delegate?: sourceText = "tableView(_:heightFor\(word)InSection:)"
        case .assumed?, nil:
            sourceText =
                "automaticDimension, fitted by UIKit to the section's title or view: the playground assumed the "
                + ".\(style) style's height"
        }
        var lines = [
            "supplementary \(elementKind) [\(indexPath[0]), 0]: \(frame.spelled)\(pinned == true ? " (pinned)" : "")",
            "  layout: UITableView, style .\(style)",
            "  height: \(n(exactFrame.height)) from \(sourceText)",
            "  across: the table's width, \(n(exactFrame.width))",
            isHeader
                ? "  place: the section's start"
                    + (gap > 0 ? ", after \(n(gap)) of \(gapReason)" : ", right after the previous section")
                : "  place: after the section's last row",
        ]
        if pinned == true {
            lines.append(
                "  pinned: a plain table's \(word.lowercased())s float while their section is on screen (its natural "
                    + "place is y \(n(exactFrame.y)))")
        }
        return lines
    }
}

extension LayoutQueries {
    /// The sections a table view shows: its diffable data source's, else a classic data source's counts (rows
    /// without identifiers, shown as '-').
    static func tableSections(_ session: Session, _ hosted: HostedTableView) -> [(identifier: String, items: [String])]
    {
        let diffable = data(session)?.layoutSections ?? []
        guard diffable.isEmpty, let counts = hosted.classicCounts else { return diffable }
        return counts.enumerated().map {
            (identifier: String($0.offset), items: Array(repeating: "-", count: $0.element))
        }
    }

    /// The hosted table view resolved for the data: every command that reads the layout gets it this way.
    static func resolveTable(
        _ session: Session, _ hosted: HostedTableView, shown: [(identifier: String, items: [String])]?
    ) throws(ScriptError) -> Resolved {
        let (table, sections) = try resolveTableLayout(session, hosted, shown: shown)
        return Resolved(
            layout: ResolvedLayout(flow: table.flow, environment: environment(session)), sections: sections)
    }

    static func resolveTableLayout(
        _ session: Session, _ hosted: HostedTableView, shown: [(identifier: String, items: [String])]? = nil
    ) throws(ScriptError) -> (TableLayoutResult, [(identifier: String, items: [String])]) {
        if let failure = hosted.failure { throw failure }
        let env = environment(session)
        let sections = shown ?? tableSections(session, hosted)
        let definition = session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
        var data: [TableSectionData] = []
        data.reserveCapacity(sections.count)
        for (s, section) in sections.enumerated() {
            var d = s < hosted.sections.count ? hosted.sections[s] : TableSectionData(rowCount: section.items.count)
            if d.rowCount != section.items.count {
                // Heights read for other data (a picture of the layout before an apply): the table's own.
                d.rowHeights = nil
                d.rowCount = section.items.count
            }
            if let fitted = definition.fittedBySection[section.identifier] {
                d.defaultFittedHeight = fitted.size.height
            }
            if !definition.fittedByItem.isEmpty {
                for (i, id) in section.items.enumerated() {
                    if let fitted = definition.fittedByItem[id] { d.fittedHeights[i] = fitted.size.height }
                }
            }
            data.append(d)
        }
        do {
            return (try hosted.layout.resolve(sections: data, environment: env), sections)
        } catch {
            throw ScriptError(
                error.message,
                notes: ["the table view cannot be laid out; the definitions are kept so you can fix them"])
        }
    }
}
