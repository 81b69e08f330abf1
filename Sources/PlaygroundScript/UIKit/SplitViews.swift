import PlaygroundCore
import SwiftSyntax

/// A column of a split view controller that a controller's view was loaded in (`SwiftState.splitColumn`).
struct SplitColumn: Sendable, Hashable {
    /// `primary`, `supplementary`, `secondary`, `compact` or `inspector`.
    var column: String
    /// `file:line:column` of the `setViewController(_:for:)` that put the controller there.
    var site: String
}

/// UISplitViewController (iOS 14's column style): `UISplitViewController(style:)` is an object on the heap that keeps
/// the controller of each column. `setViewController(_:for:)` puts a controller in a column, wrapped in a navigation
/// controller when it is not one, as UIKit does, so that it is under that navigation controller's bar;
/// `viewController(for:)` gives it back, and the controller's `splitViewController` (also of a controller its
/// navigation controller shows) is the split view controller.
///
/// Where a column's controller is laid out: when the split view is collapsed (a compact-width screen, every iPhone
/// preset) it shows one column at the screen's width, as the playground lays it out; side by side on an iPad, a
/// column is as wide as the split view's display mode and column widths make it, which the playground does not model.
/// Frames are then an error that says so, not the screen's width.
///
/// Evidence: [A] UISplitViewController.setViewController(_:for:) and viewController(for:); "If you set a child view
/// controller that's not a navigation controller, the split view controller creates a navigation controller for it";
/// UIViewController.splitViewController: "the nearest split view controller that is an ancestor".
enum SplitViews {
    static let className = "UISplitViewController"
    static let columns: Set<String> = ["primary", "supplementary", "secondary", "compact", "inspector"]

    /// `UISplitViewController(style: .doubleColumn)`, `UISplitViewController()`.
    static func make(args: [CallArgument], evaluator e: Evaluator, in scope: Scope?) throws -> Value {
        for a in args { _ = try e.evaluate(a.expr, in: scope) }
        return e.newInstance(typeName: className)
    }

    /// `setViewController(_:for:)` and `viewController(for:)` of a split view controller; nil for another method.
    static func call(
        _ name: String, on split: Int, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        switch (name, args.map(\.label)) {
        case ("setViewController", [nil, "for"]):
            let column = try self.column(args[1].expr, evaluator: e)
            let controller = try e.evaluate(args[0].expr, in: scope)
            try setViewController(controller, column: column, of: split, evaluator: e, at: node)
            return .void
        case ("viewController", ["for"]):
            let column = try self.column(args[0].expr, evaluator: e)
            return e.session.swift.heap[split]?.fields["column." + column] ?? Value.none
        default:
            return nil
        }
    }

    /// The column a leading-dot argument names (`.primary`).
    private static func column(_ expr: ExprSyntax, evaluator e: Evaluator) throws -> String {
        guard let m = expr.as(MemberAccessExprSyntax.self),
            m.base == nil || m.base?.trimmedDescription.hasSuffix("Column") == true,
            columns.contains(m.declName.baseName.text)
        else {
            throw e.error(
                "a split view column is .primary, .supplementary, .secondary, .compact or .inspector", at: expr)
        }
        return m.declName.baseName.text
    }

    private static func setViewController(
        _ controller: Value, column: String, of split: Int, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws {
        e.mutated = true
        // The controller the column had is no longer in the split view (nor its navigation controller).
        if case .object(let old)? = e.session.swift.heap[split]?.fields["column." + column] {
            var released = [old]
            if case .object(let nav)? = e.session.swift.heap[old]?.fields["navigationController"] {
                released.append(nav)
            }
            for id in released {
                e.session.swift.heap[id]?.fields["splitViewController"] = nil
                e.session.swift.heap[id]?.uikit.splitColumn = nil
            }
        }
        guard case .object(let vc) = controller, let typeName = e.session.swift.heap[vc]?.typeName else {
            guard controller.isNone else {
                throw e.error(
                    "setViewController(_:for:) takes a view controller, found \(e.typeName(of: controller))", at: node)
            }
            e.session.swift.heap[split]?.fields["column." + column] = nil
            return
        }
        e.session.swift.heap[split]?.fields["column." + column] = controller
        let placed = SplitColumn(column: column, site: e.site(of: node))
        var navigation = vc
        if !UIKitSurface.inherits(typeName, from: "UINavigationController", evaluator: e) {
            if case .object(let nav)? = e.session.swift.heap[vc]?.fields["navigationController"] {
                navigation = nav
            } else {
                navigation = e.newInstanceID(typeName: "UINavigationController")
                UIKitSurface.setNavigationStack(navigation, [controller], evaluator: e)
            }
        }
        for id in Set([vc, navigation]) {
            e.session.swift.heap[id]?.fields["splitViewController"] = .object(split)
            e.session.swift.heap[id]?.uikit.splitColumn = placed
        }
    }

    /// A controller's `splitViewController`: its own, else its navigation controller's.
    static func splitViewController(of id: Int, session: Session) -> Value {
        let fields = session.swift.heap[id]?.fields
        if let own = fields?["splitViewController"] { return own }
        if case .object(let nav)? = fields?["navigationController"],
            let viaNavigation = session.swift.heap[nav]?.fields["splitViewController"]
        {
            return viaNavigation
        }
        return .none
    }

    /// The controller `id` loads its view: in a split view's column (its own or its navigation controller's), that
    /// column is where the collection view is from now on; a controller in no split view leaves none.
    static func controllerLoads(_ id: Int, evaluator e: Evaluator) {
        var placed = e.session.swift.heap[id]?.uikit.splitColumn
        if placed == nil, case .object(let nav)? = e.session.swift.heap[id]?.fields["navigationController"] {
            placed = e.session.swift.heap[nav]?.uikit.splitColumn
        }
        guard e.session.swift.splitColumn != placed else { return }
        e.session.swift.splitColumn = placed
        e.mutated = true
    }

    /// The error frames give while the collection view is in a split view's column on an iPad's screen.
    static func columnError(_ session: Session) -> ScriptError? {
        guard let placed = session.swift.splitColumn,
            let env = session.object("environment", as: EnvironmentObject.self),
            let preset = env.device.flatMap(DevicePreset.named), preset.isPad
        else { return nil }
        return ScriptError(
            "the collection view is in the \(placed.column) column of a UISplitViewController: on an iPad's "
                + "screen (\(preset.name)) the split view shows its columns side by side, and the playground does not "
                + "model their widths, so it gives no frames rather than the screen's",
            help: "on an iPhone the split view collapses to one column at the screen's width, which is laid out: "
                + "device iPhone15",
            notes: ["the controller was put in the \(placed.column) column at \(placed.site)"])
    }
}
