import PlaygroundCore
import SwiftSyntax

/// The UIKit surface beyond the registry's layout and data-source types: hosting a view
/// controller (`loadViewIfNeeded()` runs `viewDidLoad`), the collection view that shows the
/// session's layout, section provider closures, the data source's Swift initialiser and
/// `apply(_:animatingDifferences:completion:)`, and inert view plumbing (colours, constraints,
/// registrations, cells), which is accepted and named in one note the first time.
enum UIKitSurface {
    /// UIKit classes a user class may inherit from.
    static let knownClasses: Set<String> = [
        "UIViewController", "UICollectionViewController", "UIView", "UICollectionViewCell", "UICollectionViewListCell",
        "UIBarButtonItem", "UITabBarItem", "UIBarItem",
        "UICollectionReusableView", "NSObject", "UITableViewController", "UINavigationController", "UIResponder",
        "UIHostingController", "UISplitViewController", "UITabBarController", "UILabel", "UIImageView", "UIButton",
        "UICollectionView", "UIScrollView", "UIInputView", "UITableView", "UITableViewCell", "UIControl", "UITextField",
        "UITextView", "UIStackView", "UIPageViewController", "UIVisualEffectView", "UIWindow", "UICollectionViewLayout",
        "UICollectionViewFlowLayout", "UISegmentedControl", "UISwitch", "UISlider", "UITableViewHeaderFooterView",
        "UIActivityIndicatorView", "UIProgressView", "UIPageControl", "UIStepper", "UIRefreshControl", "UIDatePicker",
        "UIPickerView", "UISearchBar", "UIToolbar", "UINavigationBar", "UITabBar", "UIAlertController",
        "UISearchController", "UIImagePickerController", "UIActivityViewController", "UIListContentView",
        "UIGestureRecognizer", "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
        "UICollectionViewLayoutAttributes", "UINavigationItem",
    ]

    /// UIKit and Foundation names the playground accepts (most of them inert).
    static let knownTypes: Set<String> = knownClasses.union([
        "UICollectionView", "UIColor", "UIFont", "UIImage", "UIListContentConfiguration", "UIBackgroundConfiguration",
        "UICellAccessory", "NSLayoutConstraint", "UIScreen", "UITraitCollection", "UIApplication", "UIAction",
        "UIBarButtonItem",
        "UINavigationItem", "DispatchQueue", "UICollectionViewLayout", "UIUserInterfaceSizeClass",
        "UIUserInterfaceIdiom", "UIUserInterfaceStyle", "UITraitEnvironmentLayoutDirection", "UIContentSizeCategory",
        "UIEdgeInsets", "UICollectionLayoutSectionOrthogonalScrollingBehavior", "NSRectAlignmentEdge",
        "NSDirectionalRectEdge",
        "UIContentConfiguration", "UICollectionViewDelegate", "UICollectionViewDataSource", "UIStackView",
        "UIStoryboard",
        "UICollectionViewCompositionalLayoutSectionProvider", "UICollectionLayoutListConfiguration.Appearance",
        "UIContentUnavailableConfiguration", "NSAttributedString", "UIFontDescriptor", "UIConfigurationStateCustomKey",
        "UICollectionViewLayoutAttributes", "CALayer", "IndexSet", "NSCollectionLayoutAnchor",
        "NSCollectionLayoutGroupCustomItem", "UIBezierPath", "Notification", "NotificationCenter", "Bundle",
        "DispatchTime", "DispatchWallTime", "DispatchTimeInterval",
    ])

    static let viewControllerMembers: Set<String> = [
        "view", "navigationItem", "title", "navigationController", "traitCollection", "collectionView", "tabBarItem",
        "isViewLoaded", "splitViewController", "presentingViewController", "children", "parent", "storyboard",
        "editButtonItem",
    ]

    /// UIKit's class hierarchy for the classes a program subclasses or extends: an extension of `UIView`
    /// gives its members to every view, a cell's extension of `UICollectionReusableView` to every cell.
    static let uikitSuperclass: [String: String] = [
        "UICollectionViewListCell": "UICollectionViewCell", "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionReusableView": "UIView", "UICollectionView": "UIScrollView", "UITableView": "UIScrollView",
        "UITextView": "UIScrollView", "UIScrollView": "UIView", "UIInputView": "UIView", "UITableViewCell": "UIView",
        "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView", "UIVisualEffectView": "UIView",
        "UIWindow": "UIView", "UIButton": "UIControl", "UITextField": "UIControl", "UIControl": "UIView",
        "UIView": "UIResponder",
        "UICollectionViewController": "UIViewController", "UITableViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UISplitViewController": "UIViewController",
        "UITabBarController": "UIViewController", "UIPageViewController": "UIViewController",
        "UIHostingController": "UIViewController", "UIViewController": "UIResponder", "UIResponder": "NSObject",
        "UICollectionViewFlowLayout": "UICollectionViewLayout", "UICollectionViewLayout": "NSObject",
        "UICollectionViewCompositionalLayout": "UICollectionViewLayout",
        "UISegmentedControl": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UITableViewHeaderFooterView": "UIView", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView",
        "UIPageControl": "UIControl", "UIStepper": "UIControl", "UIRefreshControl": "UIControl",
        "UIDatePicker": "UIControl", "UIPickerView": "UIView", "UISearchBar": "UIView", "UIToolbar": "UIView",
        "UINavigationBar": "UIView", "UITabBar": "UIView", "UIListContentView": "UIView",
        "UIAlertController": "UIViewController", "UISearchController": "UIViewController",
        "UIImagePickerController": "UINavigationController", "UIActivityViewController": "UIViewController",
        "UIGestureRecognizer": "NSObject", "UITapGestureRecognizer": "UIGestureRecognizer",
        "UILongPressGestureRecognizer": "UIGestureRecognizer", "UIPanGestureRecognizer": "UIGestureRecognizer",
        "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem", "UIBarItem": "NSObject",
        "UICollectionViewLayoutAttributes": "NSObject", "UINavigationItem": "NSObject",
    ]

    /// The UIKit class a class inherits from through the program's own classes (`UICollectionView` for
    /// `final class ReactionsView: UICollectionView`, `UIInputView` for a subclass of a subclass of it);
    /// the name itself for an object UIKit made; nil for a class of the program's own that inherits none.
    static func uikitBase(_ typeName: String, session: Session) -> String? {
        var current = typeName
        for _ in 0..<32 {
            guard let decl = session.swift.types[current], decl.kind != .uikit else {
                return knownClasses.contains(current) ? current : nil
            }
            guard let superclass = decl.superclass else { return nil }
            current = superclass
        }
        return nil
    }

    /// Whether `typeName` is a view (a cell, a supplementary view, a label...): UIView's designated
    /// initializer `init(frame:)` is the one UIKit's `init()` calls.
    /// Whether the program's class (or UIKit's) has the UIKit class `ancestor` among its superclasses.
    static func inherits(_ typeName: String, from ancestor: String, session: Session) -> Bool {
        var current = uikitBase(typeName, session: session)
        for _ in 0..<16 {
            guard let c = current else { return false }
            if c == ancestor { return true }
            current = uikitSuperclass[c]
        }
        return false
    }

    static func isView(_ typeName: String, session: Session) -> Bool {
        var current = uikitBase(typeName, session: session)
        for _ in 0..<16 {
            guard let c = current else { return false }
            if c == "UIView" { return true }
            current = uikitSuperclass[c]
        }
        return false
    }

    /// A member of a UIKit superclass that the playground does not model (`backgroundColor`,
    /// `allowsSelfSizing`, `editButtonItem`, `addSubview`): by the inert rule it is accepted, inert and
    /// named as `UIKitClass.member`. Nil for a near miss of a name the class has (its own members or
    /// the ones the playground models, `colectionView`): that is a typo, and stays Swift's error.
    static func unmodelledInherited(_ name: String, typeName: String, evaluator e: Evaluator) -> String? {
        guard let base = uikitBase(typeName, session: e.session),
            let first = name.unicodeScalars.first, first.properties.isLowercase
        else { return nil }
        // A controller's navigation item is named as the program reaches it.
        let owner = base == NavigationBars.itemType ? "navigationItem" : base
        // Already taken as inert (named in a note): not compared with every name again on each use.
        let kind = inertKind(owner + "." + name)
        if e.session.swift.shownNotes.contains(kind) || e.inertNoted.contains(kind) { return owner + "." + name }
        var known: [String] = base == "UICollectionView" ? UICollectionViewSurface.members : []
        if inheritsViewController(typeName, evaluator: e) {
            known += viewControllerMembers.sorted() + ["loadViewIfNeeded", "viewDidLoad", "loadView"]
        }
        var current: String? = typeName
        var ownMethods: Set<String> = []
        for _ in 0..<32 {
            guard let t = current, let decl = e.session.swift.types[t], decl.kind != .uikit else { break }
            known += decl.stored.map(\.name) + decl.computed.keys.sorted()
            ownMethods.formUnion(decl.methods.keys)
            current = decl.superclass
        }
        // A method of the program's named as one of UIKit's (`setImage(by:)` in a UIButton subclass, beside
        // UIButton's `setImage(_:for:)`): a call none of its overloads takes is UIKit's (callers ask only then).
        if ownMethods.contains(name), !known.contains(name), Self.isSetterStyle(name) || viewMembers.contains(name) {
            return owner + "." + name
        }
        known += ownMethods.sorted()
        if inheritsViewController(typeName, evaluator: e), viewControllerPlumbing.contains(name),
            !known.contains(name)
        {
            return owner + "." + name
        }
        // (A name close to one of the program's is taken for a misspelling of it; UIKit's setter-style methods are
        // not: `setTitleColor(_:for:)` in a class with a `titleColor` property; nor is a name whose words end one of
        // the program's: `rightView` in a class with an `addRightView()` method.)
        guard !known.contains(name) else { return nil }
        if !Self.isSetterStyle(name), !viewMembers.contains(name),
            let close = EditDistance.closest(to: name, in: known),
            !Evaluator.isCompoundOf(close, name.prefix(1).uppercased() + name.dropFirst())
        {
            return nil
        }
        return owner + "." + name
    }

    /// UIKit's own members of views and controls, which no name of the program's (`addSubviews()` beside UIView's
    /// `addSubview(_:)`) makes a misspelling.
    static let viewMembers: Set<String> = [
        "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack",
        "layoutIfNeeded", "setNeedsLayout", "layoutSubviews", "setNeedsDisplay", "sizeToFit", "sizeThatFits",
        "addConstraint", "addConstraints", "removeConstraint", "removeConstraints", "addGestureRecognizer",
        "removeGestureRecognizer", "addTarget", "removeTarget", "sendActions", "addAction", "addLayoutGuide",
        "subviews", "superview", "layer", "backgroundColor", "tintColor", "alpha", "isHidden", "frame", "bounds",
        "center", "clipsToBounds", "contentMode", "translatesAutoresizingMaskIntoConstraints", "accessibilityLabel",
        "accessibilityIdentifier", "accessibilityTraits", "isAccessibilityElement", "isUserInteractionEnabled", "tag",
        "font", "text", "textColor", "textAlignment", "numberOfLines", "image", "title", "titleLabel", "imageView",
        "isEnabled", "isSelected", "isHighlighted", "customView", "style", "target", "action", "menu",
        "traitCollection",
    ]

    /// `setTitleColor`, `setImage`: "set" and a capital.
    static func isSetterStyle(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(4))
        return bytes.count == 4 && bytes[0...2] == Array("set".utf8)[...] && bytes[3] >= 65 && bytes[3] <= 90
    }

    /// `try await URLSession.shared.data(for: request)` (`data(from:)`, `download`, `upload`, `bytes`): the
    /// playground has no network, so the load fails as it does on a device that is offline, with
    /// `URLError(.notConnectedToInternet)`, which the program's `catch` or `try?` takes (a note says so once).
    /// Callback loads (`dataTask(with:completionHandler:)`) stay inert: their closures never run.
    static func offlineLoad(
        _ name: String, on what: String, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws {
        guard what == "URLSession.shared" || what.hasPrefix("URLSession("),
            ["data", "download", "upload", "bytes"].contains(name)
        else { return }
        try evaluateInertArguments(args, evaluator: e, in: scope)
        e.noteOnce(
            "network load",
            "the playground has no network: '\(what).\(name)(...)' throws URLError(.notConnectedToInternet), as on a "
                + "device that is offline, so the data it would load is empty",
            help: Evaluator.missingDataHelp)
        try e.throwProgramError(.inert("URLError(.notConnectedToInternet)"), at: node)
    }

    /// A Core Data context's reads (`context.fetch(request)`, `count(for:)`): the playground has no Core Data
    /// store; the app's starts empty, as after a fresh install, so a fetch finds nothing. A note says so once.
    /// Nil when `what` is no managed object context or the method no read.
    static func coreDataRead(
        _ name: String, on what: String, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        let result: Value
        switch name {
        case "fetch": result = .array([])
        case "count" where args.first?.label == "for": result = .int(0)
        default: return nil
        }
        let lower = what.lowercased()
        guard
            lower.contains("viewcontext") || lower.contains("managedobjectcontext")
                || lower.contains("backgroundcontext") || InertOrigin.framework(of: what) == "Core Data"
        else { return nil }
        for a in args where !a.expr.is(ClosureExprSyntax.self) { _ = try e.evaluate(a.expr, in: scope) }
        e.noteOnce(
            "core data",
            "the playground has no Core Data store: the app's starts empty, as after a fresh install, so "
                + "'\(what).\(name)(...)' finds nothing (\(e.description(result)))",
            help: Evaluator.missingDataHelp)
        return result
    }

    /// `Data(contentsOf: url)`, `String(contentsOf:)`, `String(contentsOfFile:)`: the playground reads no files and
    /// has no network, so the read throws as a missing file does (`CocoaError(.fileReadNoSuchFile)`), or, for an
    /// http(s) URL, as an offline device does (`NSDictionary(contentsOf:)` and `NSArray`'s are nil); a note says
    /// so once. Nil when the call is no such read.
    static func offlineRead(
        _ typeName: String, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value? {
        guard ["Data", "NSData", "String", "NSString", "NSDictionary", "NSArray"].contains(typeName),
            let first = args.first, first.label == "contentsOf" || first.label == "contentsOfFile"
        else { return nil }
        // `NSDictionary(contentsOf:)` and `NSArray`'s are nil for a missing file; the others throw.
        let failable = typeName == "NSDictionary" || typeName == "NSArray"
        let source = try e.evaluate(first.expr, in: scope)
        for a in args.dropFirst() where !Evaluator.isLeadingDot(a.expr) { _ = try e.evaluate(a.expr, in: scope) }
        let scheme = FoundationURL.text(of: source).flatMap { FoundationURL.Parts($0).scheme?.lowercased() }
        let online = scheme == "http" || scheme == "https"
        let spelled = "\(typeName)(\(first.label ?? "_"):)"
        let outcome =
            failable
            ? "is nil" : online ? "throws URLError(.notConnectedToInternet)" : "throws CocoaError(.fileReadNoSuchFile)"
        e.noteOnce(
            online ? "network load" : "file-system",
            online
                ? "the playground has no network: '\(spelled)' \(outcome), as on a device that is offline, so the data "
                    + "it would load is empty"
                : "the playground reads no files: '\(spelled)' \(outcome), as for a file that is missing (a fresh "
                    + "install), so the data it would load is empty",
            help: Evaluator.missingDataHelp)
        if failable { return Value.none }
        try e.throwProgramError(
            .inert(online ? "URLError(.notConnectedToInternet)" : "CocoaError(.fileReadNoSuchFile)"), at: node)
    }

    /// UIViewController's own methods that present or dismiss other screens or manage children: inert (they
    /// do not change this screen's layout or data), and never taken for a misspelling of a member.
    static let viewControllerPlumbing: Set<String> = [
        "present", "dismiss", "show", "showDetailViewController", "performSegue", "addChild", "removeFromParent",
        "didMove", "willMove", "setNeedsStatusBarAppearanceUpdate", "setToolbarItems",
        "setNeedsUpdateOfHomeIndicatorAutoHidden", "setEditing", "isEditing",
    ]

    /// A UIKit, Foundation or Core Graphics type the playground does not model, whose static methods an extension
    /// may call unqualified (`activate(constraints)` in `extension NSLayoutConstraint`).
    static func hasInertStatics(_ typeName: String) -> Bool {
        let modelled: Set<String> = [
            "UICollectionViewCompositionalLayout", "UICollectionViewFlowLayout", "UICollectionView",
            "UICollectionViewLayout", "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource",
        ]
        return !modelled.contains(typeName) && UIKitHost.type(named: typeName) == nil
            && InertOrigin.framework(of: typeName) != nil
    }

    static func inheritsViewController(_ typeName: String, evaluator e: Evaluator) -> Bool {
        inheritsViewController(typeName, session: e.session)
    }

    static func inheritsViewController(_ typeName: String, session: Session) -> Bool {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32 {
            if t == "UIViewController" || t == "UICollectionViewController" || t == "UITableViewController" {
                return true
            }
            // A program's class, then UIKit's own (a UINavigationController is a view controller).
            current = session.swift.types[t]?.superclass ?? uikitSuperclass[t]
            hops += 1
        }
        return false
    }

    /// The kind named in the one note for inert plumbing: the member or type used.
    static func inertKind(_ what: String) -> String {
        // A closure's text in the name (`filter { UIView.isHidden }.forEach`, an unmodelled filter's result) is
        // left out: the kind is `filter.forEach`.
        var plain = what
        if what.utf8.contains(UInt8(ascii: "{")) {
            plain = ""
            var depth = 0
            for c in what {
                if c == "{" {
                    depth += 1
                    if plain.hasSuffix(" ") { plain.removeLast() }
                } else if c == "}" {
                    depth = Swift.max(0, depth - 1)
                } else if depth == 0 {
                    plain.append(c)
                }
            }
        }
        let parts = plain.replacingOccurrences("(", "").replacingOccurrences(")", "").split(separator: ".")
        guard let last = parts.last else { return "'\(what)'" }
        if parts.count == 1 { return "'\(last)'" }
        return "'\(parts.dropLast().last ?? "").\(last)'"
    }

    /// A stored property of a UIKit class the playground keeps as the object's fields (a flow layout's,
    /// a table view's): its Swift type, the context a value assigned to it is evaluated in, and its help.
    struct ClassProperty {
        var name: String
        var type: String
        var summary: String
    }

    // MARK: Constants

    static func staticConstant(_ name: String, ofType typeName: String) throws -> Value? {
        switch (typeName, name) {
        case ("UICollectionView", "elementKindSectionHeader"): .string(ListConfiguration.headerElementKind)
        case ("UICollectionView", "elementKindSectionFooter"): .string("UICollectionElementKindSectionFooter")
        case ("UISegmentedControl", "noSegment"): .int(UIControlState.noSegment)
        // Evidence: [A] UIFont's class properties: the standard font sizes of iOS.
        case ("UIFont", "systemFontSize"): .double(14)
        case ("UIFont", "smallSystemFontSize"): .double(12)
        case ("UIFont", "labelFontSize"): .double(17)
        case ("UIFont", "buttonFontSize"): .double(18)
        case (UITableViewSurface.className, "automaticDimension"): .double(UITableViewSurface.automaticDimension)
        case (UICollectionViewFlowLayoutSurface.className, "automaticSize"):
            Builtins.size(
                UICollectionViewFlowLayoutSurface.automaticLength, UICollectionViewFlowLayoutSurface.automaticLength)
        default: nil
        }
    }

    // MARK: Construction

    /// `IndexSet(integer: 2)`, `IndexSet(integersIn: 0..<3)`, `IndexSet([0, 2])`: section indexes for the
    /// collection view's section updates, kept as a sorted array of distinct Ints.
    static func indexSet(_ values: [Value.TupleElement], evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Value
    {
        guard let first = values.first else { return .array([]) }
        var ints: [Int] = []
        switch (first.label, first.value) {
        case ("integer", .int(let i)): ints = [i]
        case ("integersIn", .range(let lower, let upper, let closed)):
            // A one-sided range reaches Int.min or Int.max: the size check must not overflow.
            let (end, below) = closed ? (upper, false) : upper.subtractingReportingOverflow(1)
            if !below, end >= lower {
                let (span, overflow) = end.subtractingReportingOverflow(lower)
                guard !overflow, span < Limits.collectionElements else { throw e.collectionLimit(at: node) }
                ints = Array(lower...end)
            }
        case (nil, .array(let list)):
            ints = try list.map { v in
                guard case .int(let i) = v else {
                    throw e.error("an IndexSet holds Ints, found a value of type \(e.typeName(of: v))", at: node)
                }
                return i
            }
        default:
            throw e.error("IndexSet is made with (integer:), (integersIn:) or an array of Ints", at: node)
        }
        return .array(Array(Set(ints)).sorted().map { .int($0) })
    }

    static func construct(
        _ typeName: String, args: [CallArgument], call: FunctionCallExprSyntax, evaluator e: Evaluator,
        in scope: Scope?
    ) throws -> Value? {
        switch typeName {
        case _ where UIControlState.classes.contains(typeName):
            return try UIControlState.make(typeName, args: args, evaluator: e, in: scope)
        case UICollectionViewFlowLayoutSurface.className:
            _ = try e.evaluateArguments(args, in: scope)
            return UICollectionViewFlowLayoutSurface.make(evaluator: e)
        case UICollectionViewLayoutAttributesSurface.className:
            return try UICollectionViewLayoutAttributesSurface.make(
                typeName, args: args, evaluator: e, at: call, in: scope)
        case "UICollectionViewController" where args.contains(where: { $0.label == "collectionViewLayout" }):
            // UIKit's own controller, not subclassed: its collection view shows the layout it is given.
            let id = e.session.swift.nextObject
            e.session.swift.nextObject += 1
            e.session.swift.heap[id] = ClassInstance(typeName: typeName, fields: [:])
            _ = try superCall(
                "init", of: .object(id), typeName: typeName, args: args, evaluator: e, at: call, in: scope)
            return .object(id)
        case UITableViewSurface.className:
            return try UITableViewSurface.make(args: args, evaluator: e, in: scope)
        case SplitViews.className where args.isEmpty || args.map(\.label) == ["style"]:
            return try SplitViews.make(args: args, evaluator: e, in: scope)
        case "UINavigationController" where args.contains(where: { $0.label == "rootViewController" }):
            // A container of controllers: what it shows is its top controller, whose view UIKit loads with its own.
            let values = try e.evaluateArguments(args, in: scope)
            guard let root = values.first(where: { $0.label == "rootViewController" })?.value else { return nil }
            let id = e.newInstanceID(typeName: typeName)
            setNavigationStack(id, [root], evaluator: e)
            return .object(id)
        case "UICollectionView":
            var layout: Value = .none
            for a in args {
                if a.label == "collectionViewLayout" {
                    layout = try e.evaluate(a.expr, in: scope, hint: layoutType)
                } else {
                    let v = try e.evaluate(a.expr, in: scope)
                    if a.label == "frame" { noteAssumedFrame(v, evaluator: e) }
                }
            }
            return try makeCollectionView(layout: layout, evaluator: e, at: call)
        case "UIStackView" where args.map(\.label) == ["arrangedSubviews"]:
            // Inert as a view; a collection or table view it arranges is named in a note (`noteArranged`).
            e.noteArranged(try e.evaluate(args[0].expr, in: scope))
            e.noteInert(typeName, at: call)
            return .inert(typeName)
        case _ where ViewFrames.madeInCode.contains(typeName) && (args.isEmpty || args.map(\.label) == ["frame"]):
            // A plain view made in code keeps its frame (`ViewFrames.swift`): a table header's height is read from it.
            let id = e.newInstanceID(typeName: typeName)
            _ = try ViewFrames.superInit(of: id, args: args, evaluator: e, in: scope)
            return .object(id)
        case "UIActivityIndicatorView" where args.map(\.label) == ["style"]:
            // A spinner is as large as its style's indicator (`tableFooterView = UIActivityIndicatorView(style:
            // .medium)` is a 20-pt footer). Evidence: [C] 20 x 20 for .medium (and the older .white, .gray),
            // 37 x 37 for .large (.whiteLarge).
            guard case .enumValue(let style) = try e.evaluate(args[0].expr, in: scope),
                let side = ["medium": 20.0, "white": 20, "gray": 20, "large": 37, "whiteLarge": 37][style.caseName]
            else { return nil }
            return e.newInstance(
                typeName: typeName, fields: ["frame": Builtins.rect(x: 0, y: 0, width: side, height: side)])
        case "NSCollectionLayoutGroupCustomItem":
            return customItem(try e.evaluateArguments(args, in: scope))
        case "IndexSet":
            return try indexSet(try e.evaluateArguments(args, in: scope), evaluator: e, at: call)
        case "NSCollectionLayoutAnchor":
            let values = try e.evaluateArguments(args, in: scope)
            return .structValue(
                StructValue(
                    typeName: "NSCollectionLayoutAnchor",
                    fields: values.map { .init(name: $0.label ?? "_", value: $0.value) }))
        case "UIEdgeInsets":
            let values = try e.evaluateArguments(args, in: scope)
            // The playground also takes NSDirectionalEdgeInsets' labels (it lays out left to right: leading is
            // left), but not a mix of the two.
            let leftOrRight = args.contains { $0.label == "left" || $0.label == "right" }
            let directional = !leftOrRight && args.contains { $0.label == "leading" || $0.label == "trailing" }
            if leftOrRight, let mixed = args.first(where: { $0.label == "leading" || $0.label == "trailing" }) {
                throw e.error(
                    "UIEdgeInsets takes left: and right:, not '\(mixed.label ?? ""):'",
                    at: mixed.labelToken.map(Syntax.init) ?? Syntax(mixed.expr),
                    help: "use UIEdgeInsets(top:left:bottom:right:) or .init(top:leading:bottom:trailing:)")
            }
            let known: Set<String> =
                directional ? ["top", "leading", "bottom", "trailing"] : ["top", "left", "bottom", "right"]
            if let unknown = args.first(where: { $0.label.map { !known.contains($0) } ?? true }) {
                throw e.error(
                    unknown.label.map { "'UIEdgeInsets' has no argument labelled '\($0):'" }
                        ?? "extra argument '\(unknown.expr.trimmedDescription)' for 'UIEdgeInsets'",
                    at: unknown.labelToken.map(Syntax.init) ?? Syntax(unknown.expr),
                    help: "usage: UIEdgeInsets(top:left:bottom:right:)")
            }
            func v(_ label: String) -> Value {
                let spelled =
                    directional ? (label == "left" ? "leading" : label == "right" ? "trailing" : label) : label
                return values.first { $0.label == spelled }?.value ?? .double(0)
            }
            return .structValue(
                StructValue(
                    typeName: "UIEdgeInsets",
                    fields: [
                        .init(name: "top", value: v("top")), .init(name: "left", value: v("left")),
                        .init(name: "bottom", value: v("bottom")), .init(name: "right", value: v("right")),
                    ]))
        default:
            break
        }
        guard let type = e.registry.type(named: typeName) else { return nil }
        switch type.name {
        case "DiffableDataSource":
            // `UICollectionViewDiffableDataSource<Section, Item>(collectionView:cellProvider:)`: the session's data
            // source starts over; the cell provider makes cells, which the playground does not draw.
            for a in args where a.label == "collectionView" {
                // The collection view's data source is now this one: its mutation methods raise.
                if case .object(let id) = try e.evaluate(a.expr, in: scope), let t = e.session.swift.heap[id]?.typeName,
                    UICollectionViewSurface.isCollectionView(t, session: e.session)
                {
                    e.session.swift.heap[id]?.fields["dataSource"] = .uikit(.named("dataSource"))
                    e.session.swift.heap[id]?.uikit.itemCounts = nil
                    e.session.swift.tableView = nil
                }
            }
            // `UITableViewDiffableDataSource(tableView:cellProvider:)`: the same snapshots and change batches, shown
            // in a table view, whose rows the playground does not lay out: frames say so, and where it was made.
            // A table view the program made (or a UITableViewController's) is laid out (`UIKit/UITableView.swift`);
            // one from a storyboard or nib (an @IBOutlet) is configured in Interface Builder: frames say so.
            if let table = args.first(where: { $0.label == "tableView" }) {
                let v = try e.evaluate(table.expr, in: scope)
                if let id = UITableViewSurface.isTableView(v, session: e.session),
                    offScreenTableBeside(id, evaluator: e) != nil
                {
                    // The session keeps one data source, the one of the collection view on screen.
                    noteOffScreenTable(at: call, evaluator: e)
                    return .inert("UITableViewDiffableDataSource")
                } else if let id = UITableViewSurface.isTableView(v, session: e.session) {
                    UITableViewSurface.host(id, evaluator: e)
                } else {
                    e.session.swift.unmodelledLayout = UnmodelledLayout(what: tableView, site: e.site(of: call))
                    e.session.swift.hostedLayout = nil
                    e.session.swift.tableView = nil
                }
            }
            if args.contains(where: { $0.label == "cellProvider" || $0.isTrailingClosure }) {
                e.noteInert("cellProvider", at: call)
            }
            e.session.define("dataSource", DataSourceObject())
            e.mutated = true
            return .uikit(.named("dataSource"))
        default:
            return nil
        }
    }

    static let unmodelledProviderEnvironment =
        "the custom group's environment (not modelled: give the frames without it)"

    /// `NSCollectionLayoutGroupCustomItem(frame:)` and `NSCollectionLayoutGroupCustomItem(frame:zIndex:)`.
    static func customItem(_ args: [Value.TupleElement]) -> Value {
        .structValue(
            StructValue(
                typeName: "NSCollectionLayoutGroupCustomItem",
                fields: args.map { .init(name: $0.label ?? "frame", value: $0.value) }))
    }

    /// The type of a `collectionViewLayout:` argument: the context of `.createGridLayout()`, a static method of the
    /// program's `extension UICollectionViewLayout`.
    static let layoutType = TypeSyntax(IdentifierTypeSyntax(name: .identifier("UICollectionViewLayout")))

    /// A collection view showing `layout` (it becomes the session's layout).
    static func makeCollectionView(layout: Value, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> Value
    {
        let view = e.newInstance(typeName: "UICollectionView", fields: ["collectionViewLayout": layout])
        try host(layout, evaluator: e, at: node)
        return view
    }

    /// `super.init(collectionViewLayout:)` in a `UICollectionViewController` subclass: the controller's
    /// collection view is made with that layout. Nil for every other call to UIKit's own implementation.
    static func superCall(
        _ name: String, of selfValue: Value, typeName: String, args: [CallArgument], evaluator e: Evaluator,
        at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value? {
        // `super.layoutAttributesForElements(in: rect)` in a flow layout subclass: UIKit's flow layout's attributes.
        if case .object(let id) = selfValue,
            UICollectionViewFlowLayoutSurface.isFlowLayout(typeName, session: e.session)
                || UICollectionViewFlowLayoutSurface.isCustomLayout(typeName, session: e.session),
            let v = try UICollectionViewFlowLayoutSurface.attributesCall(
                name, of: id, args: args, evaluator: e, at: node, in: scope)
        {
            return v
        }
        // `super.copy(with: zone)` in a subclass of UICollectionViewLayoutAttributes (its `copy(with:)` override).
        if name == "copy", args.count <= 1, case .object(let id) = selfValue,
            UICollectionViewLayoutAttributesSurface.isAttributes(typeName, session: e.session)
        {
            _ = try e.evaluateArguments(args, in: scope)
            return UICollectionViewLayoutAttributesSurface.copy(id, evaluator: e)
        }
        // `super.init(forCellWith: indexPath)` in a subclass of UICollectionViewLayoutAttributes.
        if name == "init", case .object(let id) = selfValue,
            UICollectionViewLayoutAttributesSurface.isAttributes(typeName, session: e.session),
            case .object(let made)? = try UICollectionViewLayoutAttributesSurface.make(
                typeName, args: args, evaluator: e, at: node, in: scope),
            let fields = e.session.swift.heap[made]?.fields
        {
            e.session.swift.heap[made] = nil
            for (k, v) in fields { e.session.swift.heap[id]?.fields[k] = v }
            return .void
        }
        // `super.init(frame:style:)` in a UITableView subclass; `super.init(style:)` in a UITableViewController.
        if name == "init", case .object(let id) = selfValue,
            UITableViewSurface.isTableView(typeName, session: e.session)
        {
            return try UITableViewSurface.superInit(of: id, args: args, evaluator: e, in: scope)
        }
        // (UIKit's `init()` and `init(nibName: nil, bundle: nil)` of a table view controller make a plain one.)
        func plainTable() throws -> Bool {
            if args.isEmpty { return true }
            guard args.map(\.label) == ["nibName", "bundle"] else { return false }
            return try e.evaluate(args[0].expr, in: scope).isNone
        }
        if name == "init", case .object(let id) = selfValue,
            inherits(typeName, from: "UITableViewController", evaluator: e),
            try args.contains(where: { $0.label == "style" }) || plainTable()
        {
            let styleArg = args.first(where: { $0.label == "style" })
            let style =
                try styleArg.map { try e.evaluate($0.expr, in: scope) }
                ?? .enumValue(EnumValue(typeName: "UITableView.Style", caseName: "plain", payload: []))
            _ = try UITableViewSurface.style(style, evaluator: e, at: styleArg.map { Syntax($0.expr) } ?? Syntax(node))
            let table = e.newInstance(typeName: UITableViewSurface.className, fields: ["style": style])
            e.session.swift.heap[id]?.fields["tableView"] = table
            if case .object(let tid) = table {
                try UITableViewSurface.adoptClassicDataSource(.object(id), table: tid, evaluator: e, at: node)
            }
            return .void
        }
        // `super.init(frame:collectionViewLayout:)` in a UICollectionView subclass: the object is a collection
        // view showing that layout (a placeholder layout until the subclass assigns its own).
        if name == "init", case .object(let id) = selfValue,
            UICollectionViewSurface.isCollectionView(typeName, session: e.session),
            let layoutArg = args.first(where: { $0.label == "collectionViewLayout" })
        {
            for a in args where a.label != "collectionViewLayout" { _ = try e.evaluate(a.expr, in: scope) }
            let layout = try e.evaluate(layoutArg.expr, in: scope, hint: layoutType)
            e.session.swift.heap[id]?.fields["collectionViewLayout"] = layout
            e.mutated = true
            try host(layout, evaluator: e, at: layoutArg.expr)
            return .void
        }
        // `super.init(frame: CGRect(...))` in a view subclass: the frame it is made with (`ViewFrames.swift`).
        if name == "init", case .object(let id) = selfValue, ViewFrames.isFramed(typeName, session: e.session),
            let v = try ViewFrames.superInit(of: id, args: args, evaluator: e, in: scope)
        {
            return v
        }
        if name == "setEditing", case .object(let id) = selfValue, inheritsViewController(typeName, evaluator: e) {
            return try setEditing(id, args: args, evaluator: e, in: scope)
        }
        guard name == "init", case .object(let id) = selfValue,
            inherits(typeName, from: "UICollectionViewController", evaluator: e),
            let layoutArg = args.first(where: { $0.label == "collectionViewLayout" })
        else { return nil }
        for a in args where a.label != "collectionViewLayout" { _ = try e.evaluate(a.expr, in: scope) }
        let layout = try e.evaluate(layoutArg.expr, in: scope, hint: layoutType)
        let collectionView = try makeCollectionView(layout: layout, evaluator: e, at: layoutArg.expr)
        e.session.swift.heap[id]?.fields["collectionView"] = collectionView
        try adoptAsDataSource(controller: id, collectionView: collectionView, evaluator: e, at: node)
        return .void
    }

    /// `setEditing(_:animated:)` (and `super.setEditing` in an override): the controller's `isEditing` is what
    /// was set; the animation is inert. Nil when the value is no Bool the playground knows.
    private static func setEditing(_ id: Int, args: [CallArgument], evaluator e: Evaluator, in scope: Scope?) throws
        -> Value?
    {
        let values = try e.evaluateArguments(args, in: scope)
        guard case .bool(let editing)? = values.first?.value else { return nil }
        e.session.swift.heap[id]?.fields["isEditing"] = .bool(editing)
        return .void
    }

    /// A UICollectionViewController is its collection view's data source: when the subclass answers
    /// `collectionView(_:numberOfItemsInSection:)`, the collection view reads its counts from it (at its first
    /// layout pass, as after `collectionView.dataSource = self`).
    static func adoptAsDataSource(
        controller id: Int, collectionView: Value, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws {
        guard case .object(let cv) = collectionView, let typeName = e.session.swift.heap[id]?.typeName,
            try CollectionViewUpdates.method(
                "collectionView", labels: ["_", "numberOfItemsInSection"], of: .object(id),
                typeName: typeName, evaluator: e, at: node) != nil
        else { return }
        CollectionViewUpdates.setDataSource(.object(id), of: cv, evaluator: e)
    }

    static func inherits(_ typeName: String, from base: String, evaluator e: Evaluator) -> Bool {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32 {
            if t == base { return true }
            current = e.session.swift.types[t]?.superclass
            hops += 1
        }
        return false
    }

    // MARK: Hosting the layout

    /// Makes `layout` the session's collection view layout (what `frames` and `draw` show).
    static func host(_ layout: Value, evaluator e: Evaluator, at node: some SyntaxProtocol) throws {
        // A subclass of UICollectionViewCompositionalLayout of the program's: the compositional layout its
        // `super.init` made.
        if case .object(let id) = layout, let compositional = e.session.swift.heap[id]?.uikit.compositionalLayout {
            return try host(compositional, evaluator: e, at: node)
        }
        if let flow = UICollectionViewFlowLayoutSurface.isFlowLayout(layout, session: e.session) {
            UICollectionViewFlowLayoutSurface.host(flow, evaluator: e)
            return
        }
        // A layout of the program's own (`class PinterestLayout: UICollectionViewLayout`): its methods give the frames.
        if let custom = UICollectionViewFlowLayoutSurface.isRunnableCustomLayout(layout, evaluator: e) {
            UICollectionViewFlowLayoutSurface.host(custom, custom: true, evaluator: e)
            return
        }
        if !layout.isNone, e.session.swift.flowLayout != nil {
            e.session.swift.flowLayout = nil
            e.mutated = true
        }
        guard case .uikit(let name) = layout else {
            if layout.isNone { return }
            // A placeholder `UICollectionViewLayout()` (replaced later, as apps do in viewDidLoad) or a layout the
            // playground does not model: kept as the collection view's, so that frames say why they cannot be given.
            if let what = unmodelledLayoutName(layout, evaluator: e) {
                e.session.swift.unmodelledLayout = UnmodelledLayout(what: what, site: e.site(of: node))
                e.session.swift.hostedLayout = nil
                e.mutated = true
                return
            }
            throw e.error(
                "collectionViewLayout must be a UICollectionViewCompositionalLayout, found \(e.typeName(of: layout))",
                at: node)
        }
        guard let object = e.session[key: name] as? LayoutDefinition else {
            throw e.error(
                "collectionViewLayout must be a UICollectionViewCompositionalLayout, found \(e.typeName(of: layout))",
                at: node)
        }
        // `UICollectionView(frame:collectionViewLayout: layout)` after `layout = ...`: the playground's
        // layout is the collection view's already (and keeps the section provider it was given).
        if name == .named("layout") {
            if e.session.swift.unmodelledLayout != nil {
                e.session.swift.unmodelledLayout = nil
                e.mutated = true
            }
            return
        }
        if let env = e.session.object("environment", as: EnvironmentObject.self) {
            try UICollectionViewSurface.checkInsetAcrossAxis(
                env.value, axis: object.configuration.scrollDirection, evaluator: e, at: node)
        }
        e.session.swift.hostedLayout = name
        try install(object, from: name, as: "layout", evaluator: e)
    }

    /// The name of a layout the playground does not model: UIKit's abstract `UICollectionViewLayout`, a flow
    /// layout, a library's layout (inert), a class of the program's own; nil for a value that is no layout.
    static func unmodelledLayoutName(_ layout: Value, evaluator e: Evaluator) -> String? {
        switch layout {
        case .inert:
            return inertTypeName(layout)
        case .object(let id):
            guard let typeName = e.session.swift.heap[id]?.typeName else { return nil }
            guard let base = uikitBase(typeName, session: e.session), base != typeName else { return typeName }
            return "\(typeName) (a \(base))"
        default:
            return nil
        }
    }

    /// A collection or table view's `dataSource` was set to `value`: an object the playground does not model
    /// (a library's data source, inert) is kept for `frames` to name (`unmodelledDataSourceError`).
    static func noteDataSource(_ value: Value, of view: String, evaluator e: Evaluator, at node: some SyntaxProtocol) {
        if let what = inertTypeName(value) {
            e.session.swift.unmodelledDataSource = UnmodelledDataSource(what: what, view: view, site: e.site(of: node))
            e.mutated = true
        } else if e.session.swift.unmodelledDataSource?.view == view {
            e.session.swift.unmodelledDataSource = nil
            e.mutated = true
        }
    }

    /// The type an inert value was made as (`RSTArrayCollectionViewDataSource<String>` of
    /// `RSTArrayCollectionViewDataSource<String>(items: ...)`); nil for any other value.
    static func inertTypeName(_ value: Value) -> String? {
        guard case .inert(let what) = value else { return nil }
        let root = String(what.prefix { $0 != "(" && $0 != "." })
        return root.isEmpty ? nil : root
    }

    /// What `frames`, `contentSize` and the pictures say when there are no sections and the view's data source is
    /// an object of another module: UIKit would ask it for them.
    static func unmodelledDataSourceError(_ source: UnmodelledDataSource) -> ScriptError {
        ScriptError(
            "the \(source.view)'s data source is \(source.what), which the playground does not model (a type of "
                + "another module): UIKit would ask it for the sections and items, so there are no frames",
            help: "make the data with a diffable data source and a snapshot, or a data source class of the program's "
                + "own (numberOfSections(in:) and the item counts), or paste the module's source too",
            notes: ["the \(source.view) was given it at \(source.site)"])
    }

    /// Marks an outlet's `UnmodelledLayout` set when the view loaded (the nib connects the data source).
    static let loadedOutletSuffix = " (loaded)"

    /// What `UnmodelledLayout` names for a diffable data source made for a table view.
    static let tableView = "UITableView"

    /// What `frames`, `contentSize` and the pictures say while the collection view's layout is not compositional.
    static func unmodelledLayoutError(_ unmodelled: UnmodelledLayout) -> ScriptError {
        if unmodelled.what == tableView {
            return ScriptError(
                "the diffable data source shows its items in a UITableView that the program does not make (an "
                    + "@IBOutlet of a storyboard or nib, or a value the playground does not model): Interface Builder "
                    + "sets its style and row heights, which the playground cannot read",
                help: "the data source's snapshots and change batches are modelled: 'batch', dataSource.snapshot(); "
                    + "for frames, make the table view in code: UITableView(frame: view.bounds, style: .plain)",
                notes: ["the data source was made for the table view at \(unmodelled.site)"])
        }
        if unmodelled.what.hasPrefix(Evaluator.outletPrefix) {
            let loaded = unmodelled.what.hasSuffix(loadedOutletSuffix)
            let outlet = unmodelled.what.dropFirst(Evaluator.outletPrefix.count).dropLast(
                loaded ? loadedOutletSuffix.count : 0)
            return ScriptError(
                (loaded ? "the data source's table view is '\(outlet)'" : "the data source was given to '\(outlet)'")
                    + ", an @IBOutlet that a storyboard or nib connects: the playground does not read them, so there "
                    + "is no table or collection view to lay out",
                help: "make the view in code, as UITableView(frame: view.bounds, style: .plain) or "
                    + "UICollectionView(frame: view.bounds, collectionViewLayout: ...), and add it to the view",
                notes: [(loaded ? "the view was loaded at " : "its data source was set at ") + unmodelled.site])
        }
        let help =
            "assign a compositional layout: collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(...), "
            + "or collectionView.setCollectionViewLayout(_:animated:)"
        let note = "the collection view was given it at \(unmodelled.site)"
        if unmodelled.what == "UICollectionViewLayout" {
            return ScriptError(
                "the collection view's layout is still the placeholder UICollectionViewLayout(), which places no cells: "
                    + "UIKit shows none, so there are no frames", help: help, notes: [note])
        }
        if unmodelled.what.hasPrefix("the nib's") || unmodelled.what.hasPrefix("the storyboard's") {
            // A flow layout is modelled; the one a nib or storyboard makes is configured in Interface Builder.
            return ScriptError(
                "the collection view's layout is \(unmodelled.what), which Interface Builder configures: the "
                    + "playground does not read nibs or storyboards, so it does not know its sizes and spacings",
                help: help + ", or a UICollectionViewFlowLayout made in code with its properties set", notes: [note])
        }
        if !unmodelled.what.contains(" "), InertOrigin.framework(of: unmodelled.what) == nil {
            // `LayoutBuilder { ... }` of a layout DSL the file imports: the module's source was not given.
            return ScriptError(
                "the collection view's layout is \(unmodelled.what), a type of another module that the program imports "
                    + "and does not declare: the playground has not seen its source, so it cannot know the layout it "
                    + "makes",
                help: "paste that module's source too (its types, functions and result builders run "
                    + "as written), or " + help, notes: [note])
        }
        if unmodelled.what.hasSuffix("(a UICollectionViewLayout)") {
            // A layout of the program's own runs when it lays out (`UICollectionViewFlowLayoutSurface.ownAttributes`).
            return ScriptError(
                "the collection view's layout is \(unmodelled.what), which does not override "
                    + "layoutAttributesForElements(in:): UIKit's base layout places no cells, so there are no frames",
                help: "override layoutAttributesForElements(in:) to return the cells' attributes, or " + help,
                notes: [note])
        }
        return ScriptError(
            "the collection view's layout is \(unmodelled.what), which the playground does not model: frames can "
                + "be given for a UICollectionViewCompositionalLayout or a UICollectionViewFlowLayout", help: help,
            notes: [note])
    }

    static func install(_ object: any ScriptObject, from source: ObjectKey, as name: String, evaluator e: Evaluator)
        throws
    {
        if var layout = object as? LayoutDefinition, name == "layout" {
            // The playground's compositional layout is the collection view's again (not a flow layout it showed).
            e.session.swift.flowLayout = nil
            layout.keepCellState(of: e.session.object("layout", as: LayoutDefinition.self))
            e.session.define("layout", layout)
            e.session.swift.hostedLayout = source == .named("layout") ? nil : source
            e.mutated = true
            try materializeProvider(evaluator: e)
            return
        }
        e.session.define(name, object)
        e.mutated = true
    }

    /// After a UIKit object changed: the hosted layout follows its source object.
    static func afterChange(of receiver: ObjectKey, evaluator e: Evaluator) throws {
        if receiver == e.session.swift.hostedLayout, let object = e.session[key: receiver] as? LayoutDefinition {
            var layout = object
            layout.keepCellState(of: e.session.object("layout", as: LayoutDefinition.self))
            e.session.define("layout", layout)
        }
        if receiver == .named("dataSource") { try materializeProvider(evaluator: e) }
    }

    /// Runs the hosted layout's section provider for every section of the applied data, with the
    /// current environment, and records which section each index uses (UIKit calls the provider
    /// again whenever the layout is invalidated: after an apply, a rotation, a new device).
    /// The playground cannot know what the closure reads, so any change of the session since it
    /// last ran counts as an invalidation; while there was none, it does not run again
    /// (`Session.providerLayoutIsCurrent`): once per section per change, however often the layout is read.
    static func materializeProvider(evaluator e: Evaluator) throws {
        guard !e.session.providerLayoutIsCurrent, let hosted = e.session.swift.hostedLayout,
            let provider = e.session.swift.providers[hosted],
            var layout = e.session.object("layout", as: LayoutDefinition.self)
        else { return }
        let sections = LayoutQueries.sectionCount(e.session)
        let environment = environmentValue(e)
        var rules: [SectionRule] = []
        let node = e.anchor
        for index in 0..<sections {
            let result = try e.call(
                provider, arguments: [.init(label: nil, value: .int(index)), .init(label: nil, value: environment)],
                at: node)
            guard case .uikit(let key) = result, e.session[key: key] is SectionDefinition else {
                if result.isNone {
                    throw ScriptError.uikit(
                        "the section provider returned nil for section \(index)",
                        exception:
                            "NSInternalInconsistencyException: UICollectionViewCompositionalLayout section provider returned nil for section \(index)",
                        help: "return an NSCollectionLayoutSection for every section")
                }
                throw ScriptError(
                    "the section provider must return an NSCollectionLayoutSection, found \(e.typeName(of: result)) for section \(index)"
                )
            }
            rules.append(.index(index, Ref(key)))
        }
        layout.rules = rules
        if let first = rules.first, case .index(_, let s) = first { layout.defaultSection = s }
        e.session.define("layout", layout)
        e.session.work.providerCalls += sections
        e.session.providerLayoutIsCurrent = true
    }

    /// `NSCollectionLayoutEnvironment` for a provider: the container and the trait collection.
    static func environmentValue(_ e: Evaluator) -> Value {
        let env =
            e.session.object("environment", as: EnvironmentObject.self)?.value
            ?? LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        let w = env.containerSize.width
        let h = env.containerSize.height
        let insets = env.safeAreaInsets
        func insetsValue(_ i: DirectionalEdgeInsets) -> Value {
            .structValue(
                StructValue(
                    typeName: "NSDirectionalEdgeInsets",
                    fields: [
                        .init(name: "top", value: .double(i.top)), .init(name: "leading", value: .double(i.leading)),
                        .init(name: "bottom", value: .double(i.bottom)),
                        .init(name: "trailing", value: .double(i.trailing)),
                    ]))
        }
        let container = Value.structValue(
            StructValue(
                typeName: "NSCollectionLayoutContainer",
                fields: [
                    .init(name: "contentSize", value: Builtins.size(w, h)),
                    .init(
                        name: "effectiveContentSize",
                        value: Builtins.size(w - insets.leading - insets.trailing, h - insets.top - insets.bottom)),
                    .init(name: "contentInsets", value: insetsValue(.zero)),
                    .init(name: "effectiveContentInsets", value: insetsValue(insets)),
                ]))
        // Evidence: [A] Apple's size-class table: iPads are regular both ways; iPhones are compact
        // wide in portrait and compact high in landscape, where the Plus/Max phones are regular wide.
        let isPad = Swift.min(w, h) >= 700
        let landscape = w > h
        let horizontal = isPad || (landscape && w >= 896) ? "regular" : "compact"
        let vertical = isPad || !landscape ? "regular" : "compact"
        func enumValue(_ type: String, _ c: String) -> Value {
            .enumValue(EnumValue(typeName: type, caseName: c, payload: []))
        }
        let traits = Value.structValue(
            StructValue(
                typeName: "UITraitCollection",
                fields: [
                    .init(name: "horizontalSizeClass", value: enumValue("UIUserInterfaceSizeClass", horizontal)),
                    .init(name: "verticalSizeClass", value: enumValue("UIUserInterfaceSizeClass", vertical)),
                    .init(
                        name: "userInterfaceIdiom", value: enumValue("UIUserInterfaceIdiom", isPad ? "pad" : "phone")),
                    .init(name: "displayScale", value: .double(env.displayScale)),
                    // The playground's device keeps the system's defaults: light appearance, left to right,
                    // the default text size ([A] UIContentSizeCategory's default is .large).
                    .init(name: "userInterfaceStyle", value: enumValue("UIUserInterfaceStyle", "light")),
                    .init(
                        name: "layoutDirection", value: enumValue("UITraitEnvironmentLayoutDirection", "leftToRight")),
                    .init(
                        name: "preferredContentSizeCategory", value: enumValue("UIContentSizeCategory", "large")),
                ]))
        return .structValue(
            StructValue(
                typeName: "NSCollectionLayoutEnvironment",
                fields: [
                    .init(name: "container", value: container), .init(name: "traitCollection", value: traits),
                ]))
    }

    // MARK: Members of UIKit objects

    static func property(
        _ name: String, of object: any ScriptObject, receiver: ObjectKey, evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Value? {
        if object is DataSourceObject,
            ["supplementaryViewProvider", "sectionSnapshotHandlers", "reorderingHandlers"].contains(name),
            name == "supplementaryViewProvider"
        {
            return .inert("dataSource.supplementaryViewProvider")
        }
        // Setting it is an error here (setProperty), so a section never has one: it reads as UIKit's
        // default, nil (`if let handler = section.visibleItemsInvalidationHandler` takes the else branch).
        if object is SectionDefinition, name == "visibleItemsInvalidationHandler" {
            return VisibleItemsHandlers.get(ofSection: receiver, evaluator: e)
        }
        if object is LayoutDefinition, name == "collectionViewContentSize" {
            return try UICollectionViewCompositionalLayoutHost.contentSize(of: receiver, evaluator: e, at: node)
        }
        return nil
    }

    static func setProperty(
        _ name: String, of object: any ScriptObject, receiver: ObjectKey, to value: Value, evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Bool {
        if object is DataSourceObject, name == "supplementaryViewProvider" {
            e.noteInert("supplementaryViewProvider", at: node)
            return true
        }
        if object is SectionDefinition, name == "visibleItemsInvalidationHandler" {
            try VisibleItemsHandlers.set(value, ofSection: receiver, evaluator: e, at: node)
            return true
        }
        return false
    }

    /// `{ _ in true }`, `{ item in return false }`: the answer of a closure whose body is one Boolean literal.
    static func constantAnswer(of f: FunctionValue) -> Bool? {
        guard case .block(let items) = f.body, items.count == 1, let only = items.first else { return nil }
        var expr: ExprSyntax?
        switch only.item {
        case .expr(let x): expr = x
        case .stmt(let s): expr = s.as(ReturnStmtSyntax.self)?.expression ?? s.as(ExpressionStmtSyntax.self)?.expression
        default: break
        }
        guard let literal = expr?.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// Members of `UICollectionLayoutListConfiguration` that style or add behaviour to the rows but
    /// change no frame (separators, colours, swipe actions). Metrics such as `headerTopPadding` are not here:
    /// they would move rows, so they stay errors until they are modelled.
    static func method(
        _ name: String, on object: any ScriptObject, receiver: ObjectKey, args: [CallArgument],
        call: FunctionCallExprSyntax,
        evaluator e: Evaluator, at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value? {
        // `layout.register(SectionBackgroundView.self, forDecorationViewOfKind:)`: the view class draws the
        // decoration; its frame comes from the decoration item.
        if object is LayoutDefinition, name == "register" {
            _ = try e.evaluateArguments(args, in: scope)
            e.noteInert("layout.register", at: node)
            return .void
        }
        return nil
    }

    /// A top-level statement ended: what UIKit does on the next turn of the run loop happens now.
    static func statementEnded(evaluator e: Evaluator) throws {
        notePinnedSize(evaluator: e)
        e.uikit.scheduledRuns = 0
        e.uikit.scheduledHorizon = e.session.swift.clock + Limits.scheduledHorizon
        try runDeferredCompletions(evaluator: e)
        ScheduledWork.dropPastHorizon(evaluator: e)
    }

    /// Runs the apply completions of the statement that just ended, in order (a completion may apply again).
    static func runDeferredCompletions(evaluator e: Evaluator) throws {
        e.uikit.sessionBeforeAnimatedApply = nil
        try CollectionViewUpdates.statementEnded(evaluator: e, at: e.anchor)
        while true {
            if !e.uikit.deferredCompletions.isEmpty {
                let (f, node) = e.uikit.deferredCompletions.removeFirst()
                _ = try e.call(f, arguments: [], at: node)
                e.uikit.sessionBeforeAnimatedApply = nil
            } else if let work = ScheduledWork.next(evaluator: e) {
                // Then the work the statement (or a completion) scheduled on the main queue, as the run loop would.
                try ScheduledWork.run(work, evaluator: e)
                e.uikit.sessionBeforeAnimatedApply = nil
                try CollectionViewUpdates.statementEnded(evaluator: e, at: e.anchor)
            } else {
                break
            }
        }
    }

    /// The collection view's content size for the current layout and data (zero while either is missing).
    static func currentContentSize(of session: Session) -> Value {
        guard let resolved = try? LayoutQueries.resolve(session) else { return Builtins.size(0, 0) }
        return Builtins.size(resolved.layout.contentSize.width, resolved.layout.contentSize.height)
    }

    // MARK: Classes that inherit from UIKit

    static func inheritedMember(
        _ name: String, of id: Int, typeName: String, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws -> Value? {
        if UICollectionViewFlowLayoutSurface.isFlowLayout(typeName, session: e.session),
            let v = try UICollectionViewFlowLayoutSurface.member(name, of: id, evaluator: e)
        {
            return v
        }
        if UICollectionViewFlowLayoutSurface.isCustomLayout(typeName, session: e.session),
            ["collectionView", "collectionViewContentSize"].contains(name),
            let v = try UICollectionViewFlowLayoutSurface.member(name, of: id, evaluator: e)
        {
            return v
        }
        if UITableViewSurface.isTableView(typeName, session: e.session),
            let v = try UITableViewSurface.member(name, of: id, evaluator: e, at: node)
        {
            return v
        }
        // `for cell in tableView.visibleCells { ... }`: the playground makes no cell views (a cell's content
        // does not change the frames), so there are none to walk; a note says so once.
        if name == "visibleCells",
            UITableViewSurface.isTableView(typeName, session: e.session)
                || UICollectionViewSurface.isCollectionView(typeName, session: e.session)
        {
            e.noteOnce(
                "visible cells",
                "the playground makes no cell views (their content does not change the frames): 'visibleCells' is "
                    + "empty, so code that changes the cells on screen does not run",
                help: "indexPathsForVisibleItems gives what a collection view shows")
            return .array([])
        }
        if UICollectionViewSurface.isCollectionView(typeName, session: e.session) {
            return try UICollectionViewSurface.member(name, of: id, typeName: typeName, evaluator: e, at: node)
        }
        if name == "largeTitleDisplayMode", typeName == NavigationBars.itemType {
            return NavigationBars.largeTitleDisplayMode(of: id, evaluator: e)
        }
        guard inheritsViewController(typeName, evaluator: e) else {
            // A controller's own view class (`view = rootView` in `loadView()`) has the screen's bounds, as the
            // controller's view has (see `inertMember`).
            if name == "bounds" || name == "frame", e.session.swift.heap[id]?.uikit.isRootView == true {
                return containerRect(e)
            }
            if name == "bounds", ViewFrames.isFramed(typeName, session: e.session),
                let bounds = ViewFrames.bounds(of: id, evaluator: e)
            {
                return bounds
            }
            // A view has the traits of the screen it is on, the device's (Brave's tab tray picks its columns by them).
            if name == "traitCollection", isView(typeName, session: e.session),
                case .structValue(let env) = environmentValue(e)
            {
                return env.field("traitCollection")
            }
            return unmodelledInherited(name, typeName: typeName, evaluator: e).map { .inert($0) }
        }
        switch name {
        case "view":
            try loadView(id, evaluator: e, at: node)
            return .inert("view")
        case "isViewLoaded":
            return .bool(e.session.swift.heap[id]?.uikit.isViewLoaded == true)
        case "traitCollection":
            if case .structValue(let env) = environmentValue(e) { return env.field("traitCollection") }
            return nil
        case "collectionView":
            if let made = e.session.swift.heap[id]?.fields["collectionView"] { return made }
            guard inherits(typeName, from: "UICollectionViewController", evaluator: e) else { return Value.none }
            // Made without `init(collectionViewLayout:)`, as a storyboard makes it: UIKit gives it a collection
            // view with the storyboard's flow layout, which apps replace in viewDidLoad. Interface Builder sets that
            // layout's sizes, which the playground cannot read: until a layout is assigned, frames say so.
            let collectionView = try makeCollectionView(layout: .none, evaluator: e, at: node)
            // Its layout reads as that flow layout, unmodelled (`collectionViewLayout.register(...)` is inert).
            if case .object(let cv) = collectionView {
                e.session.swift.heap[cv]?.fields["collectionViewLayout"] = .inert(
                    "UICollectionViewFlowLayout (storyboard)")
            }
            e.session.swift.heap[id]?.fields["collectionView"] = collectionView
            // Until then, frames say that its layout is that flow layout (not the frames of another layout).
            e.session.swift.unmodelledLayout = UnmodelledLayout(
                what: "the storyboard's UICollectionViewFlowLayout", site: e.site(of: node))
            e.session.swift.hostedLayout = nil
            try adoptAsDataSource(controller: id, collectionView: collectionView, evaluator: e, at: node)
            let remark = Remark(
                .note,
                "'\(typeName)' was made without a layout, as a storyboard makes it: its collection view starts with "
                    + "the storyboard's flow layout, configured in Interface Builder, which the playground cannot read",
                help: "assign a layout made in code to collectionView.collectionViewLayout (apps do it in viewDidLoad)"
            )
            e.outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
            return collectionView
        // Evidence: [A] UICollectionViewController.collectionViewLayout, "the layout object used to initialize the
        // collection view controller": its collection view's layout (cast to UICollectionViewFlowLayout, it sets the
        // sizes of the layout on screen).
        case "collectionViewLayout" where inherits(typeName, from: "UICollectionViewController", evaluator: e):
            guard
                case .object(let cv)? = try inheritedMember(
                    "collectionView", of: id, typeName: typeName, evaluator: e, at: node)
            else { return nil }
            return e.session.swift.heap[cv]?.fields["collectionViewLayout"]
        // A UITableViewController's table view (also when the class declares `tableView(_:cellForRowAt:)`): view
        // plumbing; a diffable data source made for it says that frames are not given for table views.
        case "tableView" where inherits(typeName, from: "UITableViewController", evaluator: e):
            // Evidence: [A] UITableViewController: a controller made with init() (or from code without a style)
            // has a table view in the plain style, and is that table's data source and delegate.
            if let made = e.session.swift.heap[id]?.fields["tableView"] { return made }
            // Not made by the controller's init(style:) or init(): a storyboard or nib made the controller and its
            // table view, whose settings are not read (it takes Interface Builder's defaults).
            e.noteOnce(
                "storyboard table view",
                "the table view of \(typeName), made by a storyboard or nib, is taken as Interface Builder makes one by "
                    + "default (plain style): what the storyboard sets is not read",
                help: "make the controller in code, \(typeName)(style: .insetGrouped), to choose the style")
            let table = e.newInstance(typeName: UITableViewSurface.className)
            e.session.swift.heap[id]?.fields["tableView"] = table
            if case .object(let tid) = table {
                try UITableViewSurface.adoptClassicDataSource(.object(id), table: tid, evaluator: e, at: node)
            }
            return table
        // The containers a controller is in: none until a navigation controller takes it (`setNavigationStack`);
        // UIKit's split view, tab bar and presenting controllers are nil for one shown on its own.
        case "splitViewController":
            return SplitViews.splitViewController(of: id, session: e.session)
        // Its navigation item: kept, as its largeTitleDisplayMode decides the bar it is under (`NavigationBars.swift`).
        case "navigationItem":
            return NavigationBars.navigationItem(of: id, evaluator: e)
        case "navigationController", "tabBarController", "presentingViewController", "parent":
            return e.session.swift.heap[id]?.fields[name] ?? Value.none
        // (A `where` clause holds for the pattern it follows only: each name has its own.)
        case "topViewController" where inherits(typeName, from: "UINavigationController", evaluator: e),
            "visibleViewController" where inherits(typeName, from: "UINavigationController", evaluator: e):
            return topViewController(of: id, evaluator: e)
        // Its bar: kept, as what is set on it decides the safe area under it (`NavigationBars.swift`).
        case "navigationBar" where inherits(typeName, from: "UINavigationController", evaluator: e):
            return NavigationBars.navigationBar(of: id, evaluator: e)
        case "isNavigationBarHidden" where inherits(typeName, from: "UINavigationController", evaluator: e):
            return e.session.swift.heap[id]?.fields[name] ?? .bool(false)
        // Editing mode: off until the program sets it (`isEditing = true`, `setEditing(_:animated:)`).
        case "isEditing":
            return e.session.swift.heap[id]?.fields["isEditing"] ?? .bool(false)
        default:
            if viewControllerMembers.contains(name) { return .inert(name) }
            return unmodelledInherited(name, typeName: typeName, evaluator: e).map { .inert($0) }
        }
    }

    static func setInherited(
        _ name: String, of id: Int, typeName: String, to value: Value, evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Bool {
        if typeName == VisibleItemsHandlers.itemType {
            return try VisibleItemsHandlers.setMember(name, of: id, to: value, evaluator: e, at: node)
        }
        if UICollectionViewLayoutAttributesSurface.isAttributes(typeName, session: e.session) {
            return try UICollectionViewLayoutAttributesSurface.set(name, of: id, to: value, evaluator: e, at: node)
        }
        if UICollectionViewFlowLayoutSurface.isFlowLayout(typeName, session: e.session),
            try UICollectionViewFlowLayoutSurface.set(name, of: id, to: value, evaluator: e, at: node)
        {
            return true
        }
        if UICollectionViewSurface.isCollectionView(typeName, session: e.session),
            typeName == "UICollectionView" || UICollectionViewSurface.settable.contains(name)
                || UICollectionViewSurface.memberSet.contains(name)
        {
            try UICollectionViewSurface.set(name, of: id, to: value, evaluator: e, at: node)
            return true
        }
        if inheritsViewController(typeName, evaluator: e), name == "isEditing" {
            e.session.swift.heap[id]?.fields[name] = value
            return true
        }
        if inheritsViewController(typeName, evaluator: e), name == "title" || name == "view" {
            // `view = collectionView` in an overridden loadView(): the controller's view is that object from now on.
            if name == "view", case .object(let view) = value {
                e.session.swift.heap[id]?.fields["view"] = value
                e.session.swift.heap[view]?.uikit.isRootView = true
                return true
            }
            // The title is inert, and kept so that reading it back gives what the program assigned. (An unmodelled
            // view stays the controller's own, whose bounds are the device's.)
            e.noteInert("viewController." + name, at: node)
            if name == "title" { e.session.swift.heap[id]?.fields[name] = value }
            return true
        }
        // `selectedSegmentIndex = 0`: a control's state, kept and read back (`UIKit/UIControlState.swift`).
        if UIControlState.isState(name, of: typeName, session: e.session) {
            e.session.swift.heap[id]?.fields[name] = value
            return true
        }
        if ViewFrames.sets(name), ViewFrames.isFramed(typeName, session: e.session),
            try ViewFrames.set(name, of: id, to: value, evaluator: e, at: node)
        {
            return true
        }
        if NavigationBars.set(name, of: id, typeName: typeName, to: value, evaluator: e) { return true }
        // `backgroundColor = .clear` in a view subclass: inert, and kept so that reading it back works.
        if let what = unmodelledInherited(name, typeName: typeName, evaluator: e) {
            e.noteInert(what, at: node)
            e.session.swift.heap[id]?.fields[name] = value
            return true
        }
        return false
    }

    static func callInherited(
        _ name: String, on id: Int, typeName: String, args: [CallArgument], call: FunctionCallExprSyntax,
        evaluator e: Evaluator, at node: some SyntaxProtocol, in scope: Scope?
    ) throws -> Value? {
        // NSObject's `isKind(of: UICollectionViewFlowLayout.self)` and `isMember(of:)`: the class, or a subclass.
        if name == "isKind" || name == "isMember", args.map(\.label) == ["of"],
            let target = try classArgument(args[0].expr, evaluator: e, in: scope)
        {
            if name == "isMember" { return .bool(typeName == target) }
            var current: String? = typeName
            for _ in 0..<64 {
                guard let c = current else { break }
                if c == target { return .bool(true) }
                current =
                    e.session.swift.types[c].flatMap { $0.kind == .uikit ? nil : $0.superclass } ?? uikitSuperclass[c]
            }
            return .bool(false)
        }
        if ViewFrames.changesFrame(name), ViewFrames.isFramed(typeName, session: e.session) {
            ViewFrames.forget(id, evaluator: e)
        }
        if UICollectionViewFlowLayoutSurface.isFlowLayout(typeName, session: e.session)
            || UICollectionViewFlowLayoutSurface.isCustomLayout(typeName, session: e.session)
        {
            if let v = try UICollectionViewFlowLayoutSurface.attributesCall(
                name, of: id, args: args, evaluator: e, at: node, in: scope)
            {
                return v
            }
            if UICollectionViewFlowLayoutSurface.layoutMethods.contains(name) {
                try evaluateInertArguments(args, evaluator: e, in: scope)
                return .void
            }
        }
        if name == "copy", args.count <= 1,
            UICollectionViewLayoutAttributesSurface.isAttributes(typeName, session: e.session)
        {
            _ = try e.evaluateArguments(args, in: scope)
            return UICollectionViewLayoutAttributesSurface.copy(id, evaluator: e)
        }
        if UITableViewSurface.isTableView(typeName, session: e.session),
            let result = try UITableViewSurface.call(name, on: id, args: args, evaluator: e, at: node, in: scope)
        {
            return result
        }
        if UICollectionViewSurface.isCollectionView(typeName, session: e.session) {
            return try UICollectionViewSurface.call(
                name, on: id, typeName: typeName, args: args, call: call, evaluator: e, at: node, in: scope)
        }
        if inheritsViewController(typeName, evaluator: e) {
            switch name {
            case "loadViewIfNeeded":
                try loadView(id, evaluator: e, at: node)
                return .void
            case "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                "loadView", "updateProperties":
                return .void
            case "setEditing":
                return try setEditing(id, args: args, evaluator: e, in: scope)
            case "pushViewController", "popViewController", "popToRootViewController",
                "setViewControllers"
            where inherits(typeName, from: "UINavigationController", evaluator: e):
                return try navigate(name, id, args: args, evaluator: e, at: node, in: scope)
            case "setNavigationBarHidden" where inherits(typeName, from: "UINavigationController", evaluator: e):
                if let v = try NavigationBars.setHidden(id, args: args, evaluator: e, in: scope) { return v }
            case "setViewController" where inherits(typeName, from: SplitViews.className, evaluator: e),
                "viewController" where inherits(typeName, from: SplitViews.className, evaluator: e):
                if let v = try SplitViews.call(name, on: id, args: args, evaluator: e, at: node, in: scope) {
                    return v
                }
            default:
                break
            }
        }
        // `addSubview(spinner)`, `setEditing(true, animated: false)`: UIKit's view plumbing, inert. The
        // arguments still run (a lazy property they read is made, as in Swift).
        guard let what = unmodelledInherited(name, typeName: typeName, evaluator: e) else { return nil }
        if what.hasPrefix("UITableView."), noteConstraintLibrary("tableView", name, evaluator: e) {
            return .inert(what + "()")
        }
        try evaluateInertArguments(args, evaluator: e, in: scope)
        e.noteInert(what, at: node)
        return .inert(what + "()")
    }

    /// The class an argument names: `UICollectionViewFlowLayout.self` (a UIKit class is read from the code, as it is
    /// no value of the program's), or a value holding a type of the program's.
    static func classArgument(_ expr: ExprSyntax, evaluator e: Evaluator, in scope: Scope?) throws -> String? {
        if let m = expr.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self",
            let base = m.base?.as(DeclReferenceExprSyntax.self)
        {
            return base.baseName.text
        }
        if case .type(let t) = try e.evaluate(expr, in: scope) { return t }
        return nil
    }

    /// The arguments of an inert call that run: not closures (UIKit would call them later, or never),
    /// not leading-dot members whose type is the unmodelled parameter's.
    static func evaluateInertArguments(_ args: [CallArgument], evaluator e: Evaluator, in scope: Scope?) throws {
        for a in args where !a.expr.is(ClosureExprSyntax.self) && !Evaluator.hasLeadingDotOperand(a.expr) {
            _ = try e.evaluate(a.expr, in: scope)
        }
    }

    /// `collectionView.contentOffset = p` and `setContentOffset(p, animated:)` scroll the collection
    /// view, as `scroll to:` does: the environment's `contentOffset` is `p`, which reads back, draws
    /// and decides what is visible. A programmatic offset is not clamped to the content (UIKit's
    /// scroll view keeps it; only a drag bounces back).
    static func scroll(to value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol, argument: Bool = false)
        throws
    {
        guard case .structValue(let point) = value, point.typeName == "CGPoint",
            let xValue = point.field("x"), let yValue = point.field("y")
        else {
            let type = e.typeName(of: value)
            throw e.error(
                argument
                    ? "cannot convert value of type '\(type)' to expected argument type 'CGPoint'"
                    : "cannot assign value of type '\(type)' to type 'CGPoint'", at: node,
                help: "for example CGPoint(x: 0, y: 300)")
        }
        let x = try Operators.number(xValue, at: node, evaluator: e)
        let y = try Operators.number(yValue, at: node, evaluator: e)
        for (axis, v) in [("x", x), ("y", y)] where !v.isFinite || Swift.abs(v) > LayoutLimits.maxLength {
            throw e.error(
                "contentOffset \(axis) \(Format.number(v)) is beyond the limit of \(Format.number(LayoutLimits.maxLength)) points",
                at: node, help: "see 'help limits'")
        }
        var env = e.session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()
        env.value.contentOffset = Point(x: x, y: y)
        e.session.define("environment", env)
        e.mutated = true
    }

    static let cgPointType = TypeSyntax(IdentifierTypeSyntax(name: .identifier("CGPoint")))
    static let stringType = TypeSyntax(IdentifierTypeSyntax(name: .identifier("String")))
    /// The type an index path argument is read in (`.init(item: 0, section: 0)`).
    static let indexPathType = TypeSyntax(IdentifierTypeSyntax(name: .identifier("IndexPath")))

    /// The appearance calls UIKit makes when it shows a loaded view controller, in its order.
    // Evidence: Apple's UIViewController.updateProperties() (iOS 26, WWDC25 "What's new in UIKit"): UIKit calls it
    // before the layout pass that shows the view (before viewWillLayoutSubviews), and again when what it read changes.
    static let appearanceMethods = [
        "viewWillAppear", "viewIsAppearing", "updateProperties", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "viewDidAppear",
    ]

    /// The view controllers held by the program's top-level names whose view is loaded but which UIKit has
    /// not shown yet, in the order they were made.
    static func controllersToShow(_ session: Session) -> [Int] {
        guard !session.swift.viewsAwaitingAppearance.isEmpty else { return [] }
        var ids: Set<Int> = []
        for (_, v) in session.swift.globals {
            guard case .object(let id) = v, let instance = session.swift.heap[id], instance.uikit.isViewLoaded,
                !instance.uikit.hasAppeared, inheritsViewController(instance.typeName, session: session)
            else { continue }
            ids.insert(id)
        }
        return ids.sorted()
    }

    static func hasControllerToShow(_ session: Session) -> Bool { !controllersToShow(session).isEmpty }

    /// `frames` (or another look at the screen) after `vc.loadViewIfNeeded()`: the controller is on screen, so
    /// UIKit has called its appearance methods (`viewWillAppear(_:)`, `viewDidLayoutSubviews()`,
    /// `viewDidAppear(_:)`), and the main queue's work they scheduled has run. `loadViewIfNeeded()` alone runs
    /// only `loadView()` and `viewDidLoad()`; a note names what ran when the program overrides any of them.
    static func appear(evaluator e: Evaluator) throws {
        for id in controllersToShow(e.session) {
            guard let instance = e.session.swift.heap[id] else { continue }
            e.session.swift.heap[id]?.uikit.hasAppeared = true
            e.session.swift.viewsAwaitingAppearance.remove(id)
            e.mutated = true
            var ran: [String] = []
            for name in appearanceMethods {
                guard
                    let method = try e.userMember(name, of: .object(id), typeName: instance.typeName, at: e.anchor),
                    case .function(let f) = method
                else { continue }
                let takesAnimated = f.parameters.count == 1
                _ = try e.call(
                    f, arguments: takesAnimated ? [.init(label: nil, value: .bool(false))] : [], at: e.anchor)
                ran.append(takesAnimated ? name + "(_:)" : name + "()")
                try statementEnded(evaluator: e)
            }
            guard !ran.isEmpty else { continue }
            let shown =
                e.session.swift.globals.filter { if case .object(id) = $0.value { true } else { false } }
                .map(\.key).min() ?? instance.typeName
            let remark = Remark(
                .note,
                "'\(shown)' is on screen for this command: UIKit called its \(ran.joined(separator: ", ")) "
                    + "(loadViewIfNeeded() runs only loadView() and viewDidLoad())")
            e.outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
        }
    }

    /// The collection view on screen beside the table view `table`, which is not: a controller's view (`view =
    /// collectionView` in `loadView()`) that the session's data source shows, while the table is no controller's
    /// view. Such a table's data source (a comparison mode an app keeps switched off) changes nothing on screen;
    /// taken as the session's one data source, it replaced the collection view's in `frames`.
    private static func offScreenTableBeside(_ table: Int, evaluator e: Evaluator) -> Int? {
        guard e.session.swift.heap[table]?.uikit.isRootView != true else { return nil }
        for (id, instance) in e.session.swift.heap.sorted(by: { $0.key < $1.key })
        where instance.uikit.isRootView
            && UICollectionViewSurface.isCollectionView(instance.typeName, session: e.session)
        {
            if case .uikit(.named("dataSource"))? = instance.fields["dataSource"] { return id }
        }
        return nil
    }

    private static func noteOffScreenTable(at call: some SyntaxProtocol, evaluator e: Evaluator) {
        e.noteOnce(
            "off-screen table data source",
            "the UITableViewDiffableDataSource made at \(e.site(of: call)) is of a table view that is not on screen "
                + "(the controller's view is a collection view): what it applies is not shown, and the collection view "
                + "keeps its data source",
            help: "frames, snapshots and changes are the collection view's; make the table view a controller's view "
                + "to see its rows")
    }

    /// UIKit loads a view controller's view once, then calls `viewDidLoad`.
    static func loadView(_ id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws {
        guard let instance = e.session.swift.heap[id], !instance.uikit.isViewLoaded else { return }
        e.session.swift.heap[id]?.uikit.isViewLoaded = true
        e.session.swift.viewsAwaitingAppearance.insert(id)
        e.mutated = true
        NavigationBars.controllerLoads(id, evaluator: e)
        SplitViews.controllerLoads(id, evaluator: e)
        // A UICollectionViewController whose view loads while the table shown is a UITableViewController's that never
        // loaded its view (`let settings = SettingsViewController()` kept in a property): this collection view is
        // what is on screen.
        if case .object(let cv)? = instance.fields["collectionView"], let table = e.session.swift.tableView,
            !tableIsOnScreen(table.id, evaluator: e),
            let layout = e.session.swift.heap[cv]?.fields["collectionViewLayout"]
        {
            e.session.swift.tableView = nil
            try host(layout, evaluator: e, at: node)
        }
        // UIKit's order: the controller's own loadView() (which may make the collection view its view), or
        // UIKit's, which loads the nib and connects its outlets; then viewDidLoad().
        if let load = try e.userMember("loadView", of: .object(id), typeName: instance.typeName, at: node),
            case .function(let f) = load
        {
            _ = try e.call(f, arguments: [], at: node)
        } else {
            try connectOutlets(id, evaluator: e, at: node)
            // UIKit's loadView() of a UITableViewController: its view is its table view.
            if instance.fields["tableView"] == nil,
                inherits(instance.typeName, from: "UITableViewController", evaluator: e)
            {
                _ = try inheritedMember("tableView", of: id, typeName: instance.typeName, evaluator: e, at: node)
            }
        }
        if let didLoad = try e.userMember("viewDidLoad", of: .object(id), typeName: instance.typeName, at: node),
            case .function(let f) = didLoad
        {
            _ = try e.call(f, arguments: [], at: node)
        }
        // A navigation controller's view holds its top controller's, which loads with it.
        if case .object(let top) = topViewController(of: id, evaluator: e), top != id {
            try loadView(top, evaluator: e, at: node)
        }
    }

    /// Whether a table view can be on screen: one a UITableViewController holds only once its view has loaded.
    static func tableIsOnScreen(_ table: Int, evaluator e: Evaluator) -> Bool {
        for (_, instance) in e.session.swift.heap {
            guard case .object(table)? = instance.fields["tableView"] else { continue }
            if instance.uikit.isViewLoaded { return true }
            if inherits(instance.typeName, from: "UITableViewController", evaluator: e) { return false }
        }
        return true
    }

    /// The last controller of a navigation controller's stack (the one it shows); nil for an empty stack or
    /// another controller.
    static func topViewController(of id: Int, evaluator e: Evaluator) -> Value {
        guard case .array(let stack)? = e.session.swift.heap[id]?.fields["viewControllers"] else { return .none }
        return stack.last ?? .none
    }

    /// A navigation controller's stack (`viewControllers`; the top one is its last), and each one's
    /// `navigationController`.
    static func setNavigationStack(_ id: Int, _ stack: [Value], evaluator e: Evaluator) {
        e.session.swift.heap[id]?.fields["viewControllers"] = .array(stack)
        for case .object(let child) in stack {
            e.session.swift.heap[child]?.fields["navigationController"] = .object(id)
        }
        e.mutated = true
    }

    /// `pushViewController(_:animated:)`, `popViewController(animated:)`, `popToRootViewController(animated:)`,
    /// `setViewControllers(_:animated:)`: the stack changes at once (the transition is inert); a pushed controller
    /// of a loaded navigation controller loads, as UIKit shows it.
    private static func navigate(
        _ name: String, _ id: Int, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value {
        let values = try e.evaluateArguments(args, in: scope)
        guard case .array(var stack)? = e.session.swift.heap[id]?.fields["viewControllers"] else {
            e.noteInert("UINavigationController." + name, at: node)
            return .inert("UINavigationController." + name + "()")
        }
        var result = Value.void
        switch name {
        case "pushViewController":
            guard let pushed = values.first?.value else { return .void }
            stack.append(pushed)
        case "popViewController":
            guard stack.count > 1 else { return .none }
            result = stack.removeLast()
        case "popToRootViewController":
            result = .array(Array(stack.dropFirst()))
            stack = Array(stack.prefix(1))
        default:
            guard case .array(let given)? = values.first?.value else { return .void }
            stack = given
        }
        setNavigationStack(id, stack, evaluator: e)
        if e.session.swift.heap[id]?.uikit.isViewLoaded == true,
            case .object(let top) = topViewController(of: id, evaluator: e)
        {
            try loadView(top, evaluator: e, at: node)
            // A controller popped back to was loaded already: its large-title mode is the bar's now.
            NavigationBars.stackChanged(id, evaluator: e)
        }
        return result
    }

    /// Loading a view controller's view from its nib or storyboard connects its `@IBOutlet`s: a collection
    /// view outlet is a collection view with the nib's layout (a flow layout unless the code assigns one,
    /// as apps do in viewDidLoad; until then frames say so); any other outlet is view plumbing, inert.
    static func connectOutlets(_ id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws {
        // The nib loader sets each outlet through its setter: an observer of the property runs
        // (`@IBOutlet var collectionView: UICollectionView! { didSet { collectionView.dataSource = self } }`).
        func connectOutlet(_ name: String, _ value: Value) throws {
            var controller = Value.object(id)
            try e.setMember(name, of: &controller, to: value, at: node, rhs: nil, in: nil)
        }
        var current = e.session.swift.heap[id]?.typeName
        for _ in 0..<32 {
            guard let t = current, let decl = e.session.swift.types[t], decl.kind != .uikit else { return }
            for p in decl.stored where p.isOutlet && (e.session.swift.heap[id]?.fields[p.name]?.isNone ?? true) {
                let type = Builtins.baseTypeName(p.type?.trimmedDescription ?? "")
                // A view of the program's own class: the storyboard makes it with `init?(coder:)` and calls its
                // `awakeFromNib()` (what its code sets up, a collection view and its data, is the program's).
                if let view = try outletView(type, name: p.name, evaluator: e, at: node) {
                    try connectOutlet(p.name, view)
                    continue
                }
                guard type == "UICollectionView" else {
                    e.noteInert("@IBOutlet", at: node)
                    // A table view the nib makes and connects to this controller, its data source: there is no
                    // table view to lay out, which `frames` says (not "no sections yet").
                    if type == "UITableView", e.session.swift.unmodelledLayout == nil,
                        decl.inherited.contains("UITableViewDataSource")
                    {
                        e.session.swift.unmodelledLayout = UnmodelledLayout(
                            what: Evaluator.outletPrefix + p.name + Self.loadedOutletSuffix, site: e.site(of: node))
                    }
                    try connectOutlet(p.name, .inert("@IBOutlet " + p.name))
                    continue
                }
                let collectionView = try makeCollectionView(layout: .none, evaluator: e, at: node)
                if case .object(let cv) = collectionView {
                    e.session.swift.heap[cv]?.fields["collectionViewLayout"] = .inert(
                        "UICollectionViewFlowLayout (nib)")
                }
                e.session.swift.unmodelledLayout = UnmodelledLayout(
                    what: "the nib's UICollectionViewFlowLayout", site: e.site(of: node))
                e.session.swift.hostedLayout = nil
                try connectOutlet(p.name, collectionView)
                let remark = Remark(
                    .note,
                    "'\(p.name)' is an @IBOutlet: loading the view connects it to the nib's collection view, whose "
                        + "layout is the nib's flow layout, configured in Interface Builder, which the playground cannot read",
                    help: "assign a layout made in code to \(p.name).collectionViewLayout (apps do it in viewDidLoad)")
                e.outputs.append(
                    .diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
            }
            current = decl.superclass
        }
    }

    /// An outlet of a view class the program declares, made as a storyboard makes it: `Type(coder:)` with a coder
    /// the playground does not model, then `awakeFromNib()`; a note says so once. Nil for another type.
    static func outletView(_ type: String, name: String, evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Value?
    {
        guard let decl = e.session.swift.types[type], decl.kind == .classType, isView(type, session: e.session) else {
            return nil
        }
        e.noteOnce(
            "outlet view " + type,
            "'\(name)' is an @IBOutlet of the program's \(type): loading the view makes it as the storyboard does, with "
                + "init?(coder:), then awakeFromNib(); its frame comes from the storyboard, which the playground does not read",
            help: nil)
        guard let view = try e.evaluateMade(type + "(coder: NSCoder())!") else { return nil }
        if case .object = view, e.hasMember("awakeFromNib", typeName: type, value: view) {
            let method = try e.member("awakeFromNib", of: view, at: node, in: nil)
            if case .function(let f) = method { _ = try e.call(f, arguments: [], at: node) }
        }
        return view
    }

    /// A collection or table view given a frame of its own size (`UICollectionView(frame: CGRect(x: 0, y: 0,
    /// width: 300, height: 400), ...)`, `tableView.frame = ...`): the playground lays every collection and table view
    /// out at the device's size, which a note says once, naming both, rather than calling the frame ignored. `.zero` (sized
    /// later by constraints) and the screen's own rect (`view.bounds`) say nothing.
    static func noteAssumedFrame(_ v: Value, of view: String = "collection view", evaluator e: Evaluator) {
        guard case .structValue(let r) = v, r.typeName == "CGRect", case .structValue(let size)? = r.field("size")
        else { return }
        func number(_ v: Value?) -> Double {
            if case .double(let d)? = v { d } else if case .int(let i)? = v { Double(i) } else { 0 }
        }
        let w = number(size.field("width"))
        let h = number(size.field("height"))
        let env = e.session.object("environment", as: EnvironmentObject.self)?.value
        let cw = env?.containerSize.width ?? 0
        let ch = env?.containerSize.height ?? 0
        // A table's rows take its width only: a frame as wide as the screen lays them out as the device does.
        if view == "table view" {
            guard w > 0, w != cw else { return }
        } else {
            guard w > 0 || h > 0, w != cw || h != ch else { return }
        }
        let key = view + " frame"
        guard !e.session.swift.shownNotes.contains(key) else { return }
        e.session.swift.shownNotes.insert(key)
        e.mutated = true
        let remark = Remark(
            .note,
            "the \(view)'s frame is \(Format.number(w)) x \(Format.number(h)), but the playground lays "
                + "it out at the device's size, \(Format.number(cw)) x \(Format.number(ch)): the frames below assume that",
            help:
                "to see them at the frame's size: environment.width = \(Format.number(w)); environment.height = \(Format.number(h))"
        )
        e.outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
    }

    /// `collectionView.heightAnchor.constraint(equalToConstant: 133)`: a collection view sized by a constraint of
    /// its own (a horizontal strip inside a cell or header). The playground lays every collection view out at the
    /// device's size, so a note says once, naming both, that the frames assume that size, rather than calling the
    /// constraint ignored (it is what decides how many rows a horizontal flow layout has).
    static func noteConstrainedSize(
        _ anchor: String, args: [CallArgument], evaluator e: Evaluator, in scope: Scope?
    ) throws -> Bool {
        guard anchor == "heightAnchor" || anchor == "widthAnchor", let first = args.first,
            first.label == "equalToConstant"
        else { return false }
        for a in args.dropFirst() { _ = try e.evaluate(a.expr, in: scope) }
        let v = try e.evaluate(first.expr, in: scope)
        guard let length = try? Operators.number(v, at: first.expr, evaluator: e) else { return true }
        let env = e.session.object("environment", as: EnvironmentObject.self)?.value
        let cw = env?.containerSize.width ?? 0
        let ch = env?.containerSize.height ?? 0
        let dimension = anchor == "heightAnchor" ? "height" : "width"
        guard length != (anchor == "heightAnchor" ? ch : cw) else { return true }
        e.noteOnce(
            "collection view constrained " + dimension,
            "the collection view's \(dimension) is constrained to \(Format.number(length)), but the playground lays it "
                + "out at the device's size, \(Format.number(cw)) x \(Format.number(ch)): the frames below assume that",
            help: "to see them at that size: environment.\(dimension) = \(Format.number(length))")
        return true
    }

    /// The screen's refresh rate: 120 on ProMotion displays (iPhone 13 Pro to 16 Pro and their Max models, every
    /// iPad Pro of the presets), 60 on the others.
    static func maximumFramesPerSecond(device: String?) -> Int {
        guard let d = device, d.contains("Pro") else { return 60 }
        if d.hasPrefix("iPadPro") { return 120 }
        for model in ["iPhone13Pro", "iPhone14Pro", "iPhone15Pro", "iPhone16Pro"] where d.hasPrefix(model) {
            return 120
        }
        return 60
    }

    static func containerRect(_ e: Evaluator) -> Value {
        let env = e.session.object("environment", as: EnvironmentObject.self)?.value
        return Builtins.rect(x: 0, y: 0, width: env?.containerSize.width ?? 0, height: env?.containerSize.height ?? 0)
    }

    /// Members of inert plumbing that do matter: a view's bounds are the device's, and so are the screen's
    /// (`UIScreen.main.bounds.width / 3` sizes cells by the device's width).
    static func inertMember(_ name: String, of what: String, evaluator e: Evaluator) -> Value? {
        if what == "view" && (name == "bounds" || name == "frame") { return containerRect(e) }
        if what == "UIScreen.main" && name == "bounds" { return containerRect(e) }
        // The playground lays out left to right, as en_US does (a collection view's direction, the application's).
        if what == "UIApplication.shared" && name == "userInterfaceLayoutDirection"
            || name == "effectiveUserInterfaceLayoutDirection"
        {
            return UICollectionViewSurface.scrollViewDefault("effectiveUserInterfaceLayoutDirection")
        }
        // The device's idiom, as its trait collection has it (`.phone` for an iPhone profile).
        if what == "UIDevice.current" && name == "userInterfaceIdiom",
            case .structValue(let env) = environmentValue(e),
            case .structValue(let traits)? = env.field("traitCollection")
        {
            return traits.field("userInterfaceIdiom")
        }
        if what == "view" && name == "safeAreaInsets" { return nil }
        // (Only a screen has it: `UIScreen.main`, `.main`, `view.window?.windowScene?.screen`.)
        if name == "maximumFramesPerSecond" {
            return .int(
                maximumFramesPerSecond(device: e.session.object("environment", as: EnvironmentObject.self)?.device))
        }
        // An app launched from the Home screen has no launch arguments but its executable's path, and no
        // environment variables of its own (the switches UI tests pass are absent).
        if what == "ProcessInfo.processInfo", name == "arguments" || name == "environment" {
            e.noteOnce(
                "launch arguments",
                "the app is launched from the Home screen: ProcessInfo's arguments are its executable's path only, and "
                    + "its environment has no variables of the app's", help: nil)
            return name == "arguments"
                ? .array([.string("/var/containers/Bundle/Application/App.app/App")])
                : .dictionary(DictionaryValue())
        }
        // `guard !Task.isCancelled`: the playground cancels no task (a task's `cancel()` is inert).
        if what == "Task" && name == "isCancelled" { return .bool(false) }
        // A date picker shows the date it was made at until the user picks one (UIDatePicker.date's default).
        if InertOrigin.rootType(what) == "UIDatePicker", name == "date" {
            e.noteOnce(
                "date picker",
                "a date picker's date is the date it was made at until the user picks one: '\(what).date' is Date()",
                help: nil)
            return FoundationDate.date(FoundationDate.now(e))
        }
        // A search controller is not active, and its search bar empty, until the user taps it: the screen as it
        // loads shows everything (`searchController.isActive ? filtered : all`).
        if InertOrigin.rootType(what) == "UISearchController" {
            if name == "isActive" {
                e.noteOnce(
                    "search controller",
                    "a search controller is not active until the user taps its search bar: '\(what).isActive' is "
                        + "false and its search bar's text empty, as when the screen loads", help: nil)
                return .bool(false)
            }
            if what.hasSuffix(".searchBar"), name == "text" { return .string("") }
        }
        // A search bar's text field is empty until the user types ([A] UITextField.text: "" by default).
        if InertOrigin.rootType(what) == "UISearchBar" || InertOrigin.rootType(what) == "UISearchController",
            what.hasSuffix(".searchTextField"), name == "text"
        {
            e.noteOnce(
                "search text field",
                "a search bar's text field is empty until the user types: '\(what).text' is \"\"", help: nil)
            return .string("")
        }
        // The playground has no network (every network load gives no data), so a reachability check says so:
        // Alamofire's `NetworkReachabilityManager()?.isReachable`, `isReachableOnEthernetOrWiFi`.
        if what.hasPrefix("NetworkReachabilityManager"), name.hasPrefix("isReachable") {
            e.noteOnce(
                "network", "the playground has no network: '\(what).\(name)' is false, as a network load gives no data",
                help: Evaluator.missingDataHelp)
            return .bool(false)
        }
        return nil
    }
}
