import PlaygroundCore
import SwiftSyntax

/// A collection view layout made with `UICollectionViewFlowLayout` (or a subclass of it), as the
/// collection view shows it.
struct HostedFlowLayout: Sendable, Hashable {
    /// The layout object on the heap.
    var id: Int
    /// Its properties and its delegate's answers as they were last read (before a command reads the
    /// layout, as UIKit's layout pass calls `prepare()` and asks the delegate).
    var layout = FlowLayout()
    var delegate: [FlowSectionData] = []
    /// The last layout pass failed (its prepare() or a delegate method): what reading the layout says.
    var failure: ScriptError?
    /// A subclass of `UICollectionViewLayout` (not of the flow layout) that lays out with its own
    /// `layoutAttributesForElements(in:)`: UIKit's base layout has no frames, so every frame is the subclass's.
    var isCustom = false
    /// What the subclass's own methods gave in the last layout pass (its `layoutAttributesForElements(in:)`,
    /// its `collectionViewContentSize`), which replaces UIKit's flow layout's answer; nil when it overrides none.
    var own: OwnFlowAttributes?
}

/// A flow layout subclass's own answers, as UIKit shows them: the frames its `layoutAttributesForElements(in:)`
/// returned for the whole content, what it set besides them, and its content size.
struct OwnFlowAttributes: Sendable, Hashable {
    /// `LeftAlignedLayout.layoutAttributesForElements(in:)`; nil when only the content size is the subclass's.
    var method: String?
    var frames: [ElementID: Rect] = [:]
    var changes: [ElementID: VisibleItemChange] = [:]
    /// What the method returned, in its order (those UIKit's flow layout has no place for, a decoration view or a
    /// header of a layout of the program's own, are listed with the elements outside the sections).
    var returned: [LayoutAttributes] = []
    var contentSize: Size?
    /// The item counts of the sections the method ran for.
    var itemCounts: [Int] = []
    /// UIKit's flow layout's frames, as `super` gave them (what `explain` says a moved element had).
    var uikitFrames: [ElementID: Rect] = [:]
    /// The subclass of `UICollectionViewLayout` that gave every frame (nil for a flow layout's subclass).
    var customClass: String?

    /// The cells, headers and footers the flow layout has places for.
    private func placedIDs(_ flow: FlowLayoutResult) -> [ElementID] {
        var ids: [ElementID] = []
        for (s, section) in flow.sections.enumerated() {
            for i in section.items.indices { ids.append(ElementID(category: .cell, indexPath: IndexPath(s, i))) }
            if section.header != nil {
                ids.append(
                    ElementID(
                        category: .supplementaryView(elementKind: flow.headerElementKind), indexPath: IndexPath(s, 0)))
            }
            if section.footer != nil {
                ids.append(
                    ElementID(
                        category: .supplementaryView(elementKind: flow.footerElementKind), indexPath: IndexPath(s, 0)))
            }
        }
        return ids
    }

    /// The flow layout's frames replaced by the subclass's: an element it did not return is not shown
    /// (hidden where UIKit's flow layout put it).
    func applied(to base: FlowLayoutResult) -> FlowLayoutResult {
        var flow = base
        if let contentSize { flow.contentSize = contentSize }
        if customClass != nil { flow.contentSize = contentSize ?? .zero }
        guard let method else { return flow }
        flow.ownAttributes = method
        flow.ownLayoutClass = customClass
        flow.ownChanges = changes
        flow.notes.append(
            LayoutNote(
                id: .flowOwnAttributes, section: nil,
                message: "the frames are what \(method) returns, run once over the whole content after prepare() "
                    + "(UIKit asks it for the part on screen as the view scrolls)",
                fix: customClass == nil
                    ? "'explain' says where UIKit's flow layout put each cell"
                    : "'explain' names the method for each element"))
        func take(_ id: ElementID, _ frame: Rect) -> Rect {
            guard let own = frames[id] else {
                flow.ownChanges[id] = VisibleItemChange(
                    transform: .identity, alpha: 1, zIndex: 0, isHidden: true, centerOffset: .zero)
                // (A layout of the program's own has no frame for it at all.)
                return customClass == nil ? frame : Rect(x: 0, y: 0, width: 0, height: 0)
            }
            if let uikit = uikitFrames[id], own != uikit { flow.flowFrames[id] = uikit }
            return own
        }
        for (s, section) in flow.sections.enumerated() {
            var section = section
            for i in section.items.indices {
                section.items[i] = take(ElementID(category: .cell, indexPath: IndexPath(s, i)), section.items[i])
            }
            if let h = section.header {
                section.header = take(
                    ElementID(
                        category: .supplementaryView(elementKind: flow.headerElementKind), indexPath: IndexPath(s, 0)),
                    h)
            }
            if let f = section.footer {
                section.footer = take(
                    ElementID(
                        category: .supplementaryView(elementKind: flow.footerElementKind), indexPath: IndexPath(s, 0)),
                    f)
            }
            if customClass != nil {
                // The section's extent is its elements' (UIKit's base layout has no sections of its own).
                let frames = section.items + [section.header, section.footer].compactMap { $0 }
                let shown = frames.filter { $0.width > 0 || $0.height > 0 }
                if let first = shown.first {
                    section.frame = shown.dropFirst().reduce(first) { $0.union($1) }
                } else {
                    section.frame = Rect(x: 0, y: 0, width: 0, height: 0)
                }
            }
            flow.sections[s] = section
        }
        let placed = Set(placedIDs(flow))
        flow.outsideSections += returned.filter { !placed.contains(ElementID($0)) }
        return flow
    }
}

/// UICollectionViewFlowLayout: a class, so an object on the heap with identity, which programs make
/// (`UICollectionViewFlowLayout()`) or subclass (`class GridLayout: UICollectionViewFlowLayout` whose
/// `prepare()` sets the properties). Its properties are Swift values kept as the object's fields
/// (`CGSize`, `UIEdgeInsets`, `CGFloat`, enum cases), so a subclass reads and writes them as Swift does;
/// the layout engine (`PlaygroundCore/Layout/Flow`) gets them, and the collection view's delegate's
/// `UICollectionViewDelegateFlowLayout` answers, each time a command reads the layout.
enum UICollectionViewFlowLayoutSurface {
    /// What `help swift` says of the flow layout (HelpText wraps it).
    static let help: [String] = [
        "UICollectionViewFlowLayout() and subclasses (their prepare() runs before each layout pass): itemSize,",
        "estimatedItemSize (.automaticSize; 'fit' gives the cells' sizes), minimumLineSpacing, minimumInteritemSpacing,",
        "sectionInset, sectionInsetReference, header/footerReferenceSize, scrollDirection, section headers/footers",
        "pinned to the visible bounds; the collection view's delegate (UICollectionViewDelegateFlowLayout:",
        "sizeForItemAt, insetForSectionAt, minimumLine/InteritemSpacingForSectionAt,",
        "referenceSizeForHeader/FooterInSection; a UICollectionViewController is its own); UIKit's rules: full lines",
        "justified, items of one size in a grid, an item alone centred, the last line of mixed sizes from the leading",
        "inset, items centred along their line; 'explain' names the line and the rule. A subclass's own",
        "layoutAttributesForElements(in:) runs over the whole content after prepare() (super's attributes, their",
        "copy(), UICollectionViewLayoutAttributes(forCellWith:); of its layoutAttributesClass when it overrides it),",
        "and so does its collectionViewContentSize:",
        "the frames are what it returns (a left-aligned layout, a grid built in prepare()); so are a",
        "UICollectionViewLayout subclass's (Pinterest columns), whose super has no attributes; an attribute's",
        "transform, alpha, zIndex and isHidden are shown, and a CATransform3D's 2D part (no perspective)",
    ]

    static let className = "UICollectionViewFlowLayout"

    typealias Property = UIKitSurface.ClassProperty

    /// The properties the layout reads, with their Swift types and what they do.
    static let properties: [Property] = [
        Property(name: "itemSize", type: "CGSize", summary: "every item's size (default 50 x 50)"),
        Property(
            name: "estimatedItemSize", type: "CGSize",
            summary: "non-zero: cells self-size from this estimate ('fit' gives their sizes); .automaticSize"),
        Property(
            name: "minimumLineSpacing", type: "CGFloat",
            summary: "between lines (default 10); negative overlaps them (stacked cards), by less than a line"),
        Property(
            name: "minimumInteritemSpacing", type: "CGFloat",
            summary: "at least this between items of a line; a full line shares its leftover space (default 10)"),
        Property(name: "sectionInset", type: "UIEdgeInsets", summary: "around each section's lines"),
        Property(
            name: "headerReferenceSize", type: "CGSize",
            summary: "the header's height (vertical) or width (horizontal); zero: no header"),
        Property(name: "footerReferenceSize", type: "CGSize", summary: "the footer's, likewise"),
        Property(
            name: "scrollDirection", type: "UICollectionView.ScrollDirection",
            summary: ".vertical (rows) or .horizontal (columns)"),
        Property(
            name: "sectionInsetReference", type: "UICollectionViewFlowLayout.SectionInsetReference",
            summary: ".fromContentInset, .fromSafeArea or .fromLayoutMargins"),
        Property(
            name: "sectionHeadersPinToVisibleBounds", type: "Bool", summary: "headers stick to the top while scrolling"),
        Property(
            name: "sectionFootersPinToVisibleBounds", type: "Bool",
            summary: "footers stick to the bottom while scrolling"),
    ]
    static let propertyTypes: [String: String] = Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0.type) })

    /// The delegate methods the layout asks (`UICollectionViewDelegateFlowLayout`), by their last label.
    static let delegateMethods = [
        "sizeForItemAt", "insetForSectionAt", "minimumLineSpacingForSectionAt", "minimumInteritemSpacingForSectionAt",
        "referenceSizeForHeaderInSection", "referenceSizeForFooterInSection",
    ]

    /// `UICollectionViewFlowLayout.automaticSize`. Evidence: [A] "automaticSize": a constant for
    /// estimatedItemSize that turns on self-sizing without an estimate. [I] Its value is not a usable
    /// size: it is kept as the largest finite CGFloat in both fields and read as "self-size from itemSize".
    static let automaticLength = Double.greatestFiniteMagnitude

    static func isFlowLayout(_ typeName: String, session: Session) -> Bool {
        UIKitSurface.uikitBase(typeName, session: session) == className
    }

    /// A class of the program's that inherits from `UICollectionViewLayout` (not from the flow layout).
    static func isCustomLayout(_ typeName: String, session: Session) -> Bool {
        UIKitSurface.uikitBase(typeName, session: session) == "UICollectionViewLayout"
    }

    /// A layout of the program's own that the playground runs: a `UICollectionViewLayout` subclass declaring
    /// `layoutAttributesForElements(in:)` (UIKit shows nothing from one that does not).
    static func isRunnableCustomLayout(_ value: Value, evaluator e: Evaluator) -> Int? {
        guard case .object(let id) = value, let t = e.session.swift.heap[id]?.typeName,
            isCustomLayout(t, session: e.session), e.declaresMethod("layoutAttributesForElements", typeName: t)
        else { return nil }
        return id
    }

    static func isFlowLayout(_ value: Value, session: Session) -> Int? {
        guard case .object(let id) = value, let t = session.swift.heap[id]?.typeName, isFlowLayout(t, session: session)
        else { return nil }
        return id
    }

    /// `UICollectionViewFlowLayout()`: a new layout object with UIKit's defaults.
    static func make(evaluator e: Evaluator) -> Value { e.newInstance(typeName: className) }

    /// The declared type of a flow layout property (the context its assigned value is evaluated in).
    static func propertyType(_ name: String, typeName: String, session: Session) -> TypeSyntax? {
        guard let t = propertyTypes[name], isFlowLayout(typeName, session: session) else { return nil }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(t)))
    }

    static func defaultValue(_ name: String) -> Value? {
        let d = FlowLayout()
        switch name {
        case "itemSize": return Builtins.size(d.itemSize.width, d.itemSize.height)
        case "estimatedItemSize", "headerReferenceSize", "footerReferenceSize": return Builtins.size(0, 0)
        case "minimumLineSpacing": return .double(d.minimumLineSpacing)
        case "minimumInteritemSpacing": return .double(d.minimumInteritemSpacing)
        case "sectionInset": return insetsValue(.zero)
        case "scrollDirection": return .enumValue(EnumValue(typeName: "", caseName: "vertical", payload: []))
        case "sectionInsetReference":
            return .enumValue(EnumValue(typeName: "", caseName: "fromContentInset", payload: []))
        case "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds": return .bool(false)
        default: return nil
        }
    }

    static func insetsValue(_ i: DirectionalEdgeInsets) -> Value {
        .structValue(
            StructValue(
                typeName: "UIEdgeInsets",
                fields: [
                    .init(name: "top", value: .double(i.top)), .init(name: "left", value: .double(i.leading)),
                    .init(name: "bottom", value: .double(i.bottom)), .init(name: "right", value: .double(i.trailing)),
                ]))
    }

    // MARK: Members

    /// A flow layout's property read before it was set (UIKit's default), or `collectionView`.
    static func member(_ name: String, of id: Int, evaluator e: Evaluator) throws -> Value? {
        if let v = e.session.swift.heap[id]?.fields[name] { return v }
        if let d = defaultValue(name) { return d }
        switch name {
        case "collectionView":
            // The collection view showing this layout (nil until one does), as UIKit's layout knows it (found once
            // per layout pass: a layout may read it for every cell it places).
            if let known = e.uikit.layoutPassCollectionView, known.layout == id {
                return known.collectionView.map { .object($0) } ?? Value.none
            }
            e.session.work.collectionViewSearch += e.session.swift.heap.count
            return collectionView(showing: id, session: e.session).map { .object($0) } ?? Value.none
        case "collectionViewContentSize":
            // Inside the subclass's own layout pass, `super.collectionViewContentSize`: UIKit's flow layout's, or
            // UIKit's base layout's (empty) for a layout of the program's own.
            if let running = e.uikit.flowBase, running.id == id {
                if isCustomLayout(e.session.swift.heap[id]?.typeName ?? "", session: e.session) {
                    return Builtins.size(0, 0)
                }
                if let flow = running.layout.flow {
                    return Builtins.size(flow.contentSize.width, flow.contentSize.height)
                }
            }
            try materialize(evaluator: e)
            return UIKitSurface.currentContentSize(of: e.session)
        default:
            return nil
        }
    }

    /// The collection view whose layout is `layoutId` (the first made, when several are).
    static func collectionView(showing layoutId: Int, session: Session) -> Int? {
        var found: Int?
        for (cv, instance) in session.swift.heap
        where UICollectionViewSurface.isCollectionView(instance.typeName, session: session) {
            if case .object(layoutId)? = instance.fields["collectionViewLayout"], found.map({ cv < $0 }) ?? true {
                found = cv
            }
        }
        return found
    }

    /// `flow.itemSize = CGSize(width: 100, height: 100)`: checked as the layout will read it, so a value
    /// it cannot use is an error here, at the assignment. False for a name that is not a flow layout property.
    static func set(_ name: String, of id: Int, to value: Value, evaluator e: Evaluator, at node: some SyntaxProtocol)
        throws -> Bool
    {
        guard propertyTypes[name] != nil else { return false }
        var layout = FlowLayout()
        try apply(name, value, to: &layout, evaluator: e, at: node)
        // Kept as Swift would hold it: `.zero` reads back as a CGSize or UIEdgeInsets, not as a bare member.
        e.session.swift.heap[id]?.fields[name] = normalized(name, value, layout)
        e.mutated = true
        return true
    }

    static func normalized(_ name: String, _ value: Value, _ layout: FlowLayout) -> Value {
        func size(_ s: Size) -> Value { Builtins.size(s.width, s.height) }
        switch name {
        case "itemSize": return size(layout.itemSize)
        case "estimatedItemSize": return size(layout.estimatedItemSize)
        case "headerReferenceSize": return size(layout.headerReferenceSize)
        case "footerReferenceSize": return size(layout.footerReferenceSize)
        case "minimumLineSpacing": return .double(layout.minimumLineSpacing)
        case "minimumInteritemSpacing": return .double(layout.minimumInteritemSpacing)
        case "sectionInset": return insetsValue(layout.sectionInset)
        default: return value
        }
    }

    /// `invalidateLayout()`, `prepare()` (UIKit's, from `super.prepare()`): the next command reads the layout again.
    static let layoutMethods: Set<String> = [
        "invalidateLayout", "prepare", "shouldInvalidateLayout", "layoutAttributesForElements",
        "layoutAttributesForItem",
    ]

    /// UIKit's methods that answer with a layout's attributes (`attributesCall`), and the others a layout has.
    static let layoutMethodNames = layoutMethods.union(["layoutAttributesForSupplementaryView"])
    /// What a subclass of `UICollectionViewLayout` inherits by name, written without `self.`.
    static let customInheritedNames = layoutMethodNames.union(["collectionView", "collectionViewContentSize"])
    /// What a subclass of the flow layout inherits by name: those and the flow layout's properties.
    static let inheritedNames = customInheritedNames.union(propertyTypes.keys)

    // MARK: Reading the layout

    /// The core layout from the object's fields (UIKit's defaults for the others).
    static func layout(of id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> FlowLayout {
        var layout = FlowLayout()
        guard let instance = e.session.swift.heap[id] else { return layout }
        for p in properties {
            // A subclass's `override var itemSize: CGSize { get { ... } }`: UIKit reads the property, so the getter.
            if overrides(p.name, typeName: instance.typeName, evaluator: e) {
                let v = try e.member(p.name, of: .object(id), at: node, in: nil)
                try apply(p.name, v, to: &layout, evaluator: e, at: node)
                continue
            }
            guard let v = instance.fields[p.name] else { continue }
            try apply(p.name, v, to: &layout, evaluator: e, at: node)
        }
        return layout
    }

    /// Whether the program's class `typeName` (or a class of the program it inherits from) declares the
    /// computed property `name`, overriding UIKit's.
    static func overrides(_ name: String, typeName: String, evaluator e: Evaluator) -> Bool {
        var current: String? = typeName
        var hops = 0
        while let t = current, hops < 32, let decl = e.session.swift.types[t], decl.kind == .classType {
            if decl.computed[name] != nil { return true }
            current = decl.superclass
            hops += 1
        }
        return false
    }

    static func apply(
        _ name: String, _ value: Value, to layout: inout FlowLayout, evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws {
        switch name {
        case "itemSize": layout.itemSize = try size(value, name, evaluator: e, at: node)
        case "estimatedItemSize":
            let s = try size(value, name, evaluator: e, at: node, allowAutomatic: true)
            layout.estimatedItemSize = s
        case "headerReferenceSize": layout.headerReferenceSize = try size(value, name, evaluator: e, at: node)
        case "footerReferenceSize": layout.footerReferenceSize = try size(value, name, evaluator: e, at: node)
        case "minimumLineSpacing": layout.minimumLineSpacing = try number(value, name, evaluator: e, at: node)
        case "minimumInteritemSpacing":
            layout.minimumInteritemSpacing = try length(value, name, evaluator: e, at: node)
        case "sectionInset": layout.sectionInset = try insets(value, name, evaluator: e, at: node)
        case "scrollDirection":
            layout.scrollDirection = try enumCase(
                value, name, ["vertical": Axis.vertical, "horizontal": .horizontal], evaluator: e, at: node)
        case "sectionInsetReference":
            layout.sectionInsetReference = try enumCase(
                value, name,
                [
                    "fromContentInset": FlowLayout.SectionInsetReference.fromContentInset,
                    "fromSafeArea": .fromSafeArea, "fromLayoutMargins": .fromLayoutMargins,
                ], evaluator: e, at: node)
        case "sectionHeadersPinToVisibleBounds":
            layout.sectionHeadersPinToVisibleBounds = try bool(value, name, evaluator: e, at: node)
        case "sectionFootersPinToVisibleBounds":
            layout.sectionFootersPinToVisibleBounds = try bool(value, name, evaluator: e, at: node)
        default: break
        }
    }

    static func number(_ v: Value, _ what: String, evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Double
    {
        let d: Double
        switch v {
        case .int(let i): d = Double(i)
        case .double(let x): d = x
        case .enumValue(let c) where c.caseName == "zero" && c.payload.isEmpty: d = 0
        case .inert(let unknown): throw e.inertValueError(unknown, at: node)
        default: throw e.error("\(what) must be a number, found a value of type \(e.typeName(of: v))", at: node)
        }
        guard d.isFinite else { throw e.error("\(what) must be a finite number, not \(Format.number(d))", at: node) }
        guard Swift.abs(d) <= LayoutLimits.maxLength else {
            throw e.error(
                "\(what) \(Format.number(d)) is beyond the limit of \(Format.number(LayoutLimits.maxLength)) points",
                at: node, help: "see 'help limits'")
        }
        return d
    }

    static func length(_ v: Value, _ what: String, evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Double
    {
        let d = try number(v, what, evaluator: e, at: node)
        guard d >= 0 else { throw e.error("\(what) must not be negative, found \(Format.number(d))", at: node) }
        return d
    }

    static func size(
        _ v: Value, _ what: String, evaluator e: Evaluator, at node: some SyntaxProtocol, allowAutomatic: Bool = false
    ) throws -> Size {
        // `.zero` (CGSize.zero, written with a leading dot where the property's type says CGSize).
        if case .enumValue(let c) = v, c.caseName == "zero", c.payload.isEmpty { return .zero }
        guard case .structValue(let s) = v, s.typeName == "CGSize", let w = s.field("width"),
            let h = s.field("height")
        else {
            if case .inert(let unknown) = v { throw e.inertValueError(unknown, at: node) }
            throw e.error(
                "\(what) must be a CGSize, found a value of type \(e.typeName(of: v))", at: node,
                help: "for example CGSize(width: 100, height: 100)")
        }
        if allowAutomatic, case .double(let a) = w, case .double(let b) = h, a == automaticLength, b == automaticLength
        {
            return Size(width: automaticLength, height: automaticLength)
        }
        return Size(
            width: try length(w, what + ".width", evaluator: e, at: node),
            height: try length(h, what + ".height", evaluator: e, at: node))
    }

    /// A header's or footer's reference size: UIKit reads only its length along the scrolling axis (the
    /// header spans the collection view across it), so the other may be anything, `UIView.noIntrinsicMetric`
    /// (-1) included; it is kept as 0. Evidence: [A] UICollectionViewFlowLayout.headerReferenceSize, "only
    /// the height is used" when scrolling vertically, "only the width" horizontally.
    static func referenceSize(
        _ v: Value, _ what: String, scrollDirection: Axis, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws -> Size {
        guard case .structValue(let s) = v, s.typeName == "CGSize", let w = s.field("width"), let h = s.field("height")
        else { return try size(v, what, evaluator: e, at: node) }
        if scrollDirection == .vertical {
            _ = try number(w, what + ".width", evaluator: e, at: node)
            return Size(width: 0, height: try length(h, what + ".height", evaluator: e, at: node))
        }
        _ = try number(h, what + ".height", evaluator: e, at: node)
        return Size(width: try length(w, what + ".width", evaluator: e, at: node), height: 0)
    }

    static func insets(_ v: Value, _ what: String, evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> DirectionalEdgeInsets
    {
        if case .enumValue(let c) = v, c.caseName == "zero", c.payload.isEmpty { return .zero }
        guard case .structValue(let s) = v, s.typeName == "UIEdgeInsets" || s.typeName == "NSDirectionalEdgeInsets"
        else {
            if case .inert(let unknown) = v { throw e.inertValueError(unknown, at: node) }
            if case .uikitValue(let box) = v, let i = box.object as? InsetsObject { return i.value }
            throw e.error(
                "\(what) must be a UIEdgeInsets, found a value of type \(e.typeName(of: v))", at: node,
                help: "for example UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)")
        }
        let directional = s.typeName == "NSDirectionalEdgeInsets"
        func side(_ n: String) throws -> Double {
            try number(s.field(n) ?? .double(0), what + "." + n, evaluator: e, at: node)
        }
        return DirectionalEdgeInsets(
            top: try side("top"), leading: try side(directional ? "leading" : "left"), bottom: try side("bottom"),
            trailing: try side(directional ? "trailing" : "right"))
    }

    static func bool(_ v: Value, _ what: String, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> Bool {
        if case .bool(let b) = v { return b }
        if case .inert(let unknown) = v { throw e.inertValueError(unknown, at: node) }
        throw e.error("\(what) must be 'true' or 'false', found a value of type \(e.typeName(of: v))", at: node)
    }

    static func enumCase<T>(
        _ v: Value, _ what: String, _ cases: KeyValuePairs<String, T>, evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> T {
        let names = cases.map { "." + $0.key }.joined(separator: ", ")
        guard case .enumValue(let c) = v, c.payload.isEmpty else {
            if case .inert(let unknown) = v { throw e.inertValueError(unknown, at: node) }
            throw e.error("\(what) must be one of \(names), found a value of type \(e.typeName(of: v))", at: node)
        }
        guard let hit = cases.first(where: { $0.key == c.caseName }) else {
            throw e.error("unknown \(what) '.\(c.caseName)'", at: node, help: "expected one of \(names)")
                .suggesting(c.caseName, from: cases.map(\.key)).withSuggestionPrefix(".")
        }
        return hit.value
    }

    // MARK: Hosting and the layout pass

    /// The collection view shows the flow layout `id`: frames come from it from now on.
    static func host(_ id: Int, custom: Bool = false, evaluator e: Evaluator) {
        e.session.swift.unmodelledLayout = nil
        e.session.swift.hostedLayout = nil
        var hosted = HostedFlowLayout(id: id)
        hosted.isCustom = custom
        e.session.swift.flowLayout = hosted
        e.mutated = true
    }

    /// UIKit's layout pass, before a command reads the layout: a subclass's `prepare()` runs, then the
    /// layout reads its properties and asks the collection view's delegate for each section and item.
    static func materialize(evaluator e: Evaluator) throws {
        guard var hosted = e.session.swift.flowLayout, let instance = e.session.swift.heap[hosted.id] else { return }
        // Not again inside its own pass (the layout's method asking the collection view for an item's attributes):
        // UIKit does not prepare a layout while it prepares it; the question is answered from the last pass.
        guard e.uikit.layoutPassCounts == nil else { return }
        let node = e.anchor
        let layoutObject = Value.object(hosted.id)
        let outer = (e.uikit.layoutPassCounts, e.uikit.layoutPassCollectionView)
        e.uikit.layoutPassCounts = LayoutQueries.flowSections(e.session).map(\.items.count)
        e.uikit.layoutPassCollectionView = (hosted.id, collectionView(showing: hosted.id, session: e.session))
        e.session.work.collectionViewSearch += e.session.swift.heap.count
        defer { (e.uikit.layoutPassCounts, e.uikit.layoutPassCollectionView) = outer }
        if e.session.swift.types[instance.typeName] != nil,
            let prepare = try CollectionViewUpdates.method(
                "prepare", labels: [], of: layoutObject, typeName: instance.typeName, evaluator: e, at: node)
        {
            _ = try e.call(prepare, arguments: [], at: node)
        }
        hosted.layout = hosted.isCustom ? FlowLayout() : try layout(of: hosted.id, evaluator: e, at: node)
        if hosted.layout.estimatedItemSize.width == automaticLength {
            // Self-sizing from no estimate: the cells start at itemSize until fitted.
            hosted.layout.estimatedItemSize = hosted.layout.itemSize
            if hosted.layout.estimatedItemSize == .zero {
                hosted.layout.estimatedItemSize = Size(width: 50, height: 50)
            }
        }
        hosted.delegate = hosted.isCustom ? [] : try delegateSections(for: hosted, evaluator: e, at: node)
        hosted.failure = nil
        hosted.own = nil
        e.session.swift.flowLayout = hosted
        e.mutated = true
        if let own = try ownAttributes(of: hosted, typeName: instance.typeName, evaluator: e, at: node) {
            hosted.own = own
            e.session.swift.flowLayout = hosted
        }
    }

    /// The subclass's own answers, as UIKit asks for them after `prepare()`: its `collectionViewContentSize`, then
    /// its `layoutAttributesForElements(in:)` over the whole content (`super` answers with UIKit's flow layout's
    /// frames). Nil when the subclass overrides neither.
    static func ownAttributes(
        of hosted: HostedFlowLayout, typeName: String, evaluator e: Evaluator, at node: Syntax
    ) throws -> OwnFlowAttributes? {
        guard e.session.swift.types[typeName] != nil else { return nil }
        let object = Value.object(hosted.id)
        let container = LayoutQueries.environment(e.session).containerSize
        let elements = try CollectionViewUpdates.method(
            "layoutAttributesForElements", labels: ["in"], of: object, typeName: typeName, evaluator: e, at: node)
        let ownsSize = e.declaring("collectionViewContentSize", from: typeName) != nil
        guard elements != nil || ownsSize else { return nil }
        let base = try baseLayout(of: hosted, evaluator: e)
        e.uikit.flowBase = (hosted.id, base)
        defer { e.uikit.flowBase = nil }
        var own = OwnFlowAttributes()
        own.itemCounts = base.flow?.sections.map(\.items.count) ?? []
        if !hosted.isCustom {
            for a in base.allAttributes() { own.uikitFrames[ElementID(a)] = a.frame }
        }
        if hosted.isCustom { own.customClass = typeName }
        // (UIKit's base UICollectionViewLayout has an empty content.)
        var content = hosted.isCustom ? Size(width: 0, height: 0) : base.flow?.contentSize ?? .zero
        if ownsSize {
            let v = try e.member("collectionViewContentSize", of: object, at: node, in: nil)
            let size = try self.size(v, "\(typeName).collectionViewContentSize", evaluator: e, at: node)
            own.contentSize = size
            content = size
        }
        guard let elements else { return own }
        let owner = elements.typeName ?? typeName
        let declared = declaration(of: "layoutAttributesForElements", in: owner, evaluator: e) ?? node
        own.method = owner + ".layoutAttributesForElements(in:)"
        // The whole content, and the collection view's bounds at the top (UIKit asks for what is on screen, which
        // may be more than the content).
        let rect = Builtins.rect(
            x: 0, y: 0, width: Swift.max(content.width, container.width),
            height: Swift.max(content.height, container.height))
        let result: Value
        do {
            result = try e.call(elements, arguments: [.init(label: "in", value: rect)], at: node)
        } catch var failure as ScriptError where failure.message.hasPrefix(Evaluator.stepLimitPrefix) {
            // Not an endless loop, mostly: the method ran over every element at once.
            let items = own.itemCounts.reduce(0, +)
            failure.notes.append(
                "\(own.method!) was asked for the whole content at once (\(items) item\(items == 1 ? "" : "s")), where "
                    + "UIKit asks it for the part on screen; 'set steps' raises the limit to lay them all out")
            throw failure
        }
        let returned: [Value]
        switch result {
        case .array(let values): returned = values
        case _ where result.isNone: returned = []
        default:
            throw e.error(
                "\(own.method!) must return [UICollectionViewLayoutAttributes]?, found a value of type "
                    + e.typeName(of: result), at: declared)
        }
        var positions: [ElementID: Int] = [:]
        for v in returned {
            guard let (a, change) = UICollectionViewLayoutAttributesSurface.attributes(of: v, evaluator: e) else {
                throw e.error(
                    "\(own.method!) returned a value of type \(e.typeName(of: v)) among its attributes: UIKit takes "
                        + "UICollectionViewLayoutAttributes", at: declared)
            }
            let id = ElementID(a)
            own.frames[id] = a.frame
            if let change {
                own.changes[id] = change
            } else if a.zIndex != 0 {
                own.changes[id] = VisibleItemChange(
                    transform: .identity, alpha: 1, zIndex: a.zIndex, isHidden: false, centerOffset: .zero)
            }
            // (An element returned twice is shown once, with what it was given last.)
            if let at = positions[id] {
                own.returned[at] = a
            } else {
                positions[id] = own.returned.count
                own.returned.append(a)
            }
        }
        return own
    }

    /// UIKit's flow layout's frames for the hosted layout (without the subclass's own), as the playground shows a
    /// flow layout's (on the pixel grid); the subclass's own frames are shown as it returns them.
    static func baseLayout(of hosted: HostedFlowLayout, evaluator e: Evaluator) throws -> ResolvedLayout {
        var plain = hosted
        plain.own = nil
        return try LayoutQueries.resolveFlow(e.session, plain, shown: nil).layout
    }

    /// Where the program declares the method `name` of `typeName` (its name), for messages about what it returned.
    static func declaration(of name: String, in typeName: String, evaluator e: Evaluator) -> Syntax? {
        e.session.swift.types[typeName]?.methods[name]?.first.map { Syntax($0.name) }
    }

    /// UIKit's flow layout's own `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)` and
    /// `layoutAttributesForSupplementaryView(ofKind:at:)` (from `super`, or on a layout that does not override
    /// them): copies of its attributes, which the caller may change. Nil for another method.
    static func attributesCall(
        _ name: String, of id: Int, args: [CallArgument], evaluator e: Evaluator, at node: some SyntaxProtocol,
        in scope: Scope?
    ) throws -> Value? {
        let labels = args.map(\.label)
        switch name {
        case "layoutAttributesForElements" where labels == ["in"],
            "layoutAttributesForItem" where labels == ["at"],
            "layoutAttributesForSupplementaryView" where labels == ["ofKind", "at"]:
            break
        default:
            return nil
        }
        let values = try e.evaluateArguments(args, in: scope)
        if isCustomLayout(e.session.swift.heap[id]?.typeName ?? "", session: e.session) {
            // UIKit's base UICollectionViewLayout lays out nothing: nil, from `super` as from any caller.
            return Value.none
        }
        let base: ResolvedLayout
        if let running = e.uikit.flowBase, running.id == id {
            base = running.layout
        } else if let hosted = e.session.swift.flowLayout, hosted.id == id {
            base = try baseLayout(of: hosted, evaluator: e)
        } else {
            // No collection view shows the layout: UIKit's has no elements.
            return name == "layoutAttributesForElements" ? .array([]) : Value.none
        }
        // Of the layout's own attributes class: one made with `init()` gives the others their initial values.
        let attributesClass = try layoutAttributesClass(of: id, evaluator: e, at: node)
        var template: [String: Value]?
        if attributesClass != UICollectionViewLayoutAttributesSurface.className,
            case .object(let made)? = try e.evaluateMade(attributesClass + "()")
        {
            template = e.session.swift.heap[made]?.fields
            e.session.swift.heap[made] = nil
        }
        func object(_ a: LayoutAttributes) throws -> Value {
            guard let template else { return UICollectionViewSurface.attributesObject(a, evaluator: e) }
            return UICollectionViewSurface.attributesObject(a, as: attributesClass, template: template, evaluator: e)
        }
        switch name {
        case "layoutAttributesForElements":
            guard let rect = UICollectionViewLayoutAttributesSurface.rect(of: values[0].value) else {
                throw e.error(
                    "layoutAttributesForElements(in:) takes a CGRect, found a value of type "
                        + e.typeName(of: values[0].value), at: args[0].expr)
            }
            return .array(try base.attributes(in: rect).map(object))
        case "layoutAttributesForItem":
            let path = try e.indexPathArgument(values[0].value, "the item's index path", at: args[0].expr)
            return try base.attributesForItem(at: path).map(object) ?? Value.none
        default:
            guard case .string(let kind) = values[0].value else {
                throw e.error(
                    "an element kind is a String, found a value of type \(e.typeName(of: values[0].value))",
                    at: args[0].expr)
            }
            let path = try e.indexPathArgument(values[1].value, "the view's index path", at: args[1].expr)
            let found = base.allAttributes().first {
                $0.category == .supplementaryView(elementKind: kind) && $0.indexPath == path
            }
            return try found.map(object) ?? Value.none
        }
    }

    /// The class of the attributes a layout makes: its `layoutAttributesClass` (a class property a subclass
    /// overrides to return its own subclass of UICollectionViewLayoutAttributes), else UIKit's.
    static func layoutAttributesClass(of id: Int, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> String
    {
        let base = UICollectionViewLayoutAttributesSurface.className
        guard let typeName = e.session.swift.heap[id]?.typeName else { return base }
        var current: String? = typeName
        for _ in 0..<32 {
            guard let t = current, let decl = e.session.swift.types[t] else { return base }
            if decl.staticComputed["layoutAttributesClass"] != nil {
                guard case .type(let made) = try e.staticMember("layoutAttributesClass", ofType: t, at: node, in: nil),
                    UICollectionViewLayoutAttributesSurface.isAttributes(made, session: e.session)
                else { return base }
                return made
            }
            current = decl.superclass
        }
        return base
    }

    /// The collection view showing the layout, and its delegate: the one set with `delegate = x`, or a
    /// `UICollectionViewController`, which is its collection view's delegate.
    static func collectionViewAndDelegate(of layoutId: Int, session: Session) -> (Int, Value?)? {
        var found: (Int, Value?)?
        for (cv, instance) in session.swift.heap.sorted(by: { $0.key < $1.key })
        where UICollectionViewSurface.isCollectionView(instance.typeName, session: session) {
            guard case .object(layoutId)? = instance.fields["collectionViewLayout"] else { continue }
            var delegate = instance.fields["delegate"]
            if delegate == nil || delegate?.isNone == true {
                for (owner, o) in session.swift.heap.sorted(by: { $0.key < $1.key })
                where o.fields["collectionView"].map({ v in
                    if case .object(cv) = v { true } else { false }
                }) ?? false {
                    if UIKitSurface.uikitBase(o.typeName, session: session) == "UICollectionViewController" {
                        delegate = .object(owner)
                    }
                }
            }
            found = (cv, delegate)
        }
        return found
    }

    static func delegateSections(for hosted: HostedFlowLayout, evaluator e: Evaluator, at node: Syntax) throws
        -> [FlowSectionData]
    {
        let counts = LayoutQueries.flowSections(e.session).map(\.items.count)
        guard let (cv, delegate) = collectionViewAndDelegate(of: hosted.id, session: e.session),
            case .object(let delegateId)? = delegate, let typeName = e.session.swift.heap[delegateId]?.typeName
        else {
            return counts.map { FlowSectionData(itemCount: $0) }
        }
        let source = Value.object(delegateId)
        func method(_ last: String) throws -> FunctionValue? {
            try CollectionViewUpdates.method(
                "collectionView", labels: ["_", "layout", last], of: source, typeName: typeName, evaluator: e, at: node)
        }
        let sizeFor = try method("sizeForItemAt")
        let insetFor = try method("insetForSectionAt")
        let lineFor = try method("minimumLineSpacingForSectionAt")
        let interFor = try method("minimumInteritemSpacingForSectionAt")
        let headerFor = try method("referenceSizeForHeaderInSection")
        let footerFor = try method("referenceSizeForFooterInSection")
        let layoutValue = Value.object(hosted.id)
        func ask(_ f: FunctionValue, _ label: String, _ argument: Value) throws -> Value {
            try e.call(
                f,
                arguments: [
                    .init(label: nil, value: .object(cv)), .init(label: "layout", value: layoutValue),
                    .init(label: label, value: argument),
                ], at: node)
        }
        var out: [FlowSectionData] = []
        for (s, count) in counts.enumerated() {
            var d = FlowSectionData(itemCount: count)
            let name = { (m: String) in "collectionView(_:layout:\(m):) for section \(s)" }
            if let f = sizeFor {
                var sizes: [Size] = []
                sizes.reserveCapacity(count)
                for i in 0..<count {
                    let path = e.store(IndexPathValue(IndexPath(item: i, section: s)))
                    let v = try ask(f, "sizeForItemAt", path)
                    sizes.append(
                        try size(v, "collectionView(_:layout:sizeForItemAt:) for [\(s), \(i)]", evaluator: e, at: node))
                }
                d.itemSizes = sizes
            }
            if let f = insetFor {
                d.inset = try insets(
                    try ask(f, "insetForSectionAt", .int(s)), name("insetForSectionAt"), evaluator: e, at: node)
            }
            if let f = lineFor {
                d.minimumLineSpacing = try number(
                    try ask(f, "minimumLineSpacingForSectionAt", .int(s)), name("minimumLineSpacingForSectionAt"),
                    evaluator: e, at: node)
            }
            if let f = interFor {
                d.minimumInteritemSpacing = try length(
                    try ask(f, "minimumInteritemSpacingForSectionAt", .int(s)),
                    name("minimumInteritemSpacingForSectionAt"), evaluator: e, at: node)
            }
            if let f = headerFor {
                d.headerSize = try referenceSize(
                    try ask(f, "referenceSizeForHeaderInSection", .int(s)), name("referenceSizeForHeaderInSection"),
                    scrollDirection: hosted.layout.scrollDirection, evaluator: e, at: node)
            }
            if let f = footerFor {
                d.footerSize = try referenceSize(
                    try ask(f, "referenceSizeForFooterInSection", .int(s)), name("referenceSizeForFooterInSection"),
                    scrollDirection: hosted.layout.scrollDirection, evaluator: e, at: node)
            }
            out.append(d)
        }
        return out
    }

    // MARK: Explaining

    /// `explain` with a flow layout: a cell's line and rule, or a section's header or footer.
    static func explain(
        _ flow: FlowLayoutResult, _ resolved: LayoutQueries.Resolved, indexPath: IndexPath, kind: String?,
        identifier: String?, at expr: Expr, _ inv: inout Invocation
    ) throws(ScriptError) {
        if let layoutClass = flow.ownLayoutClass, let method = flow.ownAttributes {
            let isCell = kind == nil || kind == "cell"
            let found =
                isCell
                ? resolved.layout.attributesForItem(at: indexPath)
                : resolved.layout.allAttributes().first {
                    $0.category == .supplementaryView(elementKind: kind ?? "") && $0.indexPath == indexPath
                }
            guard let a = found else {
                throw ScriptError("there is no \(isCell ? "cell" : "'\(kind ?? "")'") at \(indexPath)", at: expr.range)
            }
            inv.emit(
                OwnLayoutExplanation(
                    kind: isCell ? "cell" : "supplementary", elementKind: isCell ? nil : kind,
                    identifier: isCell ? identifier : nil, layout: layoutClass,
                    indexPath: [indexPath.section, indexPath.item], frame: RectResult(a.frame), method: method,
                    hidden: a.isHidden ? true : nil))
            return
        }
        if kind == nil || kind == "cell" {
            guard let x = flow.explainItem(at: indexPath), let cell = resolved.layout.attributesForItem(at: indexPath)
            else {
                throw ScriptError("there is no cell at \(indexPath)", at: expr.range)
            }
            var explanation = FlowCellExplanation(x, identifier: identifier, snapped: cell.frame)
            if let method = flow.ownAttributes {
                explanation.ownAttributes = method
                explanation.flowFrame = flow.flowFrames[ElementID(category: .cell, indexPath: indexPath)].map {
                    RectResult($0)
                }
            }
            inv.emit(explanation)
            return
        }
        let header = ListConfiguration.headerElementKind
        let footer = ListConfiguration.footerElementKind
        let elementKind = kind == "header" ? header : kind == "footer" ? footer : kind ?? ""
        var found: LayoutAttributes?
        resolved.layout.forEachAttribute(section: indexPath.section) { a in
            if a.category == .supplementaryView(elementKind: elementKind), a.indexPath == indexPath { found = a }
            return found == nil
        }
        guard let a = found, indexPath.section < flow.sections.count else {
            throw ScriptError(
                "section \(indexPath.section) has no '\(kind ?? "")' at \(indexPath)", at: expr.range,
                help:
                    "a flow layout's supplementaries are \(Format.identifier(header)) and \(Format.identifier(footer)) "
                    + "at [section, 0], when their reference size is not zero")
        }
        let section = flow.sections[indexPath.section]
        let isHeader = elementKind == header
        inv.emit(
            FlowSupplementaryExplanation(
                elementKind: elementKind, isHeader: isHeader, indexPath: [indexPath.section, indexPath.item],
                frame: RectResult(a.frame),
                exactFrame: RectResult((isHeader ? section.header : section.footer) ?? a.frame), zIndex: a.zIndex,
                pinned: a.isPinned ? true : nil, scrollDirection: FlowCellExplanation.name(flow.layout.scrollDirection))
        )
    }
}

/// `explain` of an element of a layout of the program's own (a `UICollectionViewLayout` subclass), as data: its
/// frame and the method that gave it.
struct OwnLayoutExplanation: CommandResult {
    var kind: String
    var elementKind: String?
    var identifier: String?
    var layout: String
    var indexPath: [Int]
    var frame: RectResult
    var method: String
    var hidden: Bool?

    var lines: [String] {
        let id = identifier.map { " (\(Format.identifier($0)))" } ?? ""
        let what = elementKind.map { "supplementary \($0)" } ?? kind
        return [
            "\(what) [\(indexPath[0]), \(indexPath[1])]\(id): \(frame.spelled)",
            "  layout: \(layout), a UICollectionViewLayout subclass of the program's",
            hidden == true
                ? "  frame: none: \(method), run once over the whole content after prepare(), returned no attributes "
                    + "for it, so UIKit does not show it"
                : "  frame: what \(method) returned, run once over the whole content after prepare()",
        ]
    }
}

/// `explain` of a flow layout's cell, as data: its frame, where its size came from, its section's insets and
/// spacings, and the line it is on with the rule that placed it. The text and the JSON render this one value.
struct FlowCellExplanation: CommandResult {
    struct Line: Encodable, Equatable, Sendable {
        var index: Int
        var firstItem: Int
        var itemCount: Int
        var origin: Double
        var thickness: Double
        var available: Double
        var used: Double
        var leftover: Double
        var spacing: Double
        /// `FlowLine.Rule`'s name: justified, grid, centered, lastLine, tooLong, tableRow.
        var rule: String
    }
    var kind = "cell"
    var identifier: String?
    var layout = "UICollectionViewFlowLayout"
    var indexPath: [Int]
    /// The frame as the device shows it (snapped to the pixel grid), and before snapping.
    var frame: RectResult
    var exactFrame: RectResult
    var zIndex = 0
    var size: SizeResult
    /// `FlowSectionLayout.SizeSource`'s name: itemSize, delegate, selfSizing.
    var sizeSource: String
    var scrollDirection: String
    var sectionInset: InsetsResult
    var minimumInteritemSpacing: Double
    var minimumLineSpacing: Double
    var line: Line
    /// The subclass method whose frame this is (`Type.layoutAttributesForElements(in:)`), and where UIKit's flow
    /// layout had put the cell when the method moved it (the line and rule below are UIKit's).
    var ownAttributes: String?
    var flowFrame: RectResult?

    init(_ x: FlowItemExplanation, identifier: String?, snapped: Rect) {
        let l = x.line
        self.identifier = identifier
        indexPath = [x.section, x.item]
        frame = RectResult(snapped)
        exactFrame = RectResult(x.exactFrame)
        size = SizeResult(x.size)
        sizeSource = x.sizeSource.rawValue
        scrollDirection = Self.name(x.scrollDirection)
        sectionInset = InsetsResult(x.inset)
        minimumInteritemSpacing = x.minimumInteritemSpacing
        minimumLineSpacing = x.minimumLineSpacing
        line = Line(
            index: l.index, firstItem: l.items.lowerBound, itemCount: l.items.count, origin: l.mainOrigin,
            thickness: l.thickness, available: l.available, used: l.used, leftover: l.leftover, spacing: l.spacing,
            rule: l.rule.rawValue)
    }

    static func name(_ axis: Axis) -> String { axis == .vertical ? "vertical" : "horizontal" }

    var lines: [String] {
        let vertical = scrollDirection == "vertical"
        let lineWord = vertical ? "row" : "column"
        let across = vertical ? "width" : "height"
        let l = line
        let n = Format.number
        var lines: [String] = []
        let id = identifier.map { " (\(Format.identifier($0)))" } ?? ""
        lines.append(
            "cell [\(indexPath[0]), \(indexPath[1])]\(id): \(frame.spelled)")
        lines.append("  layout: UICollectionViewFlowLayout, scrolling \(vertical ? "vertically" : "horizontally")")
        if let ownAttributes {
            lines.append(
                "  own attributes: \(ownAttributes) returned this frame; "
                    + (flowFrame.map { "UIKit's flow layout had put the cell at \($0.spelled), as follows" }
                        ?? "UIKit's flow layout puts the cell there too, as follows"))
        }
        let source: String
        switch sizeSource {
        case "itemSize": source = "itemSize"
        case "delegate": source = "collectionView(_:layout:sizeForItemAt:)"
        default: source = "estimatedItemSize (self-sizing; 'fit' gives the fitted size)"
        }
        lines.append("  size: \(n(size.width)) x \(n(size.height)) from \(source)")
        let inset = sectionInset
        lines.append(
            "  section \(indexPath[0]): sectionInset top \(n(inset.top)), left \(n(inset.leading)), bottom "
                + "\(n(inset.bottom)), right \(n(inset.trailing)); minimumInteritemSpacing "
                + "\(n(minimumInteritemSpacing)), minimumLineSpacing \(n(minimumLineSpacing))")
        let count = l.itemCount
        lines.append(
            "  \(lineWord) \(l.index) of the section: items \(l.firstItem)...\(l.firstItem + count - 1) "
                + "(\(count) item\(count == 1 ? "" : "s")), \(n(l.thickness)) thick, starting at "
                + "\(vertical ? "y" : "x") \(n(l.origin))")
        lines.append(
            "  room: the \(lineWord) is \(n(l.available)) long across (the collection view's \(across) less the "
                + "section's insets); its items take \(n(l.used)) at the minimum spacing, leaving \(n(l.leftover))")
        let rule: String
        switch FlowLine.Rule(rawValue: l.rule) {
        case .justified?:
            rule =
                "justified: the \(n(l.leftover)) left over is shared between the \(count - 1) gaps, so the spacing is "
                + "\(n(l.spacing)) and the \(lineWord)'s ends touch the section's insets"
        case .grid?:
            rule =
                "grid: every item has the same size, so each \(lineWord) (the last one too) takes a full "
                + "\(lineWord)'s spacing, \(n(l.spacing)), and items stay in columns"
        case .centered?:
            rule =
                "centred: the item is alone on its \(lineWord), so the \(n(l.leftover)) left over is split on both sides"
        case .lastLine?:
            rule =
                "last \(lineWord) of mixed sizes: from the leading inset at the minimum spacing, \(n(l.spacing)) "
                + "(the leftover stays at the end)"
        case .tooLong?:
            rule =
                "too long: the item is longer than its \(lineWord) by \(n(-l.leftover)); it takes a \(lineWord) of its own "
                + "from the leading inset (UIKit calls the behaviour undefined)"
        case .tableRow?, nil:
            rule = "a table view's row: alone on its line, as wide as its section"
        }
        lines.append("  rule: " + rule)
        if l.thickness != (vertical ? size.height : size.width) {
            lines.append(
                "  centred along the \(lineWord): the \(lineWord) is as thick as its largest item, \(n(l.thickness))")
        }
        if exactFrame != frame { lines.append("  exact: \(exactFrame.spelled) (snapped to the pixel grid)") }
        return lines
    }
}

/// `explain` of a flow layout section's header or footer, as data: its frame as shown (pinned or not) and where
/// the layout placed it.
struct FlowSupplementaryExplanation: CommandResult {
    var kind = "supplementary"
    var elementKind: String
    var isHeader: Bool
    var layout = "UICollectionViewFlowLayout"
    var indexPath: [Int]
    /// Where it is shown, and its natural place (before pinning, unsnapped).
    var frame: RectResult
    var exactFrame: RectResult
    var zIndex: Int
    var pinned: Bool?
    var scrollDirection: String

    var lines: [String] {
        let vertical = scrollDirection == "vertical"
        let n = Format.number
        let natural = exactFrame
        var lines = [
            "supplementary \(elementKind) [\(indexPath[0]), \(indexPath[1])]: \(frame.spelled)\(pinned == true ? " (pinned)" : "")",
            "  layout: UICollectionViewFlowLayout, scrolling \(vertical ? "vertically" : "horizontally")",
            "  size: \(isHeader ? "headerReferenceSize" : "footerReferenceSize") (or the delegate's "
                + "referenceSizeFor\(isHeader ? "Header" : "Footer")InSection): only its "
                + "\(vertical ? "height" : "width") counts, \(n(vertical ? natural.height : natural.width))",
            "  across: the collection view's \(vertical ? "width" : "height"), \(n(vertical ? natural.width : natural.height)) "
                + "(the section's insets do not narrow it)",
            isHeader
                ? "  place: the section's start, before its sectionInset"
                : "  place: after the section's last line and its sectionInset",
        ]
        if pinned == true {
            lines.append(
                "  pinned: section\(isHeader ? "Headers" : "Footers")PinToVisibleBounds keeps it in the visible area "
                    + "at the current offset (its natural place is \(vertical ? "y" : "x") "
                    + "\(n(vertical ? natural.y : natural.x)))")
        }
        return lines
    }
}

extension LayoutQueries {
    /// The sections a flow layout lays out: the diffable data source's, else a classic data source's.
    static func flowSections(_ session: Session) -> [(identifier: String, items: [String])] {
        let diffable = data(session)?.layoutSections ?? []
        return diffable.isEmpty ? classicSections(session) ?? [] : diffable
    }

    /// The hosted flow layout resolved for the data: every command that reads the layout gets it this way.
    static func resolveFlow(
        _ session: Session, _ hosted: HostedFlowLayout, shown: [(identifier: String, items: [String])]?
    ) throws(ScriptError) -> Resolved {
        if let failure = hosted.failure { throw failure }
        let env = environment(session)
        let sections = shown ?? flowSections(session)
        let definition = session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
        var data: [FlowSectionData] = []
        data.reserveCapacity(sections.count)
        for (s, section) in sections.enumerated() {
            var d = s < hosted.delegate.count ? hosted.delegate[s] : FlowSectionData(itemCount: section.items.count)
            if d.itemCount != section.items.count {
                // Sizes read for other data (a picture of the layout before an apply): the layout's own size.
                d.itemSizes = nil
                d.itemCount = section.items.count
            }
            if let fitted = definition.fittedBySection[section.identifier] { d.defaultFittedSize = fitted.size }
            if !definition.fittedByItem.isEmpty {
                for (i, id) in section.items.enumerated() {
                    if let fitted = definition.fittedByItem[id] { d.fittedSizes[i] = fitted.size }
                }
            }
            data.append(d)
        }
        var flow: FlowLayoutResult
        do { flow = try hosted.layout.resolve(sections: data, environment: env) } catch {
            throw ScriptError(
                error.message,
                notes: ["the flow layout cannot be resolved; the definitions are kept so you can fix them"])
        }
        if let own = hosted.own {
            // The subclass's frames are for the data they ran with (a picture of other data cannot have them).
            guard own.method == nil || own.itemCounts == sections.map(\.items.count) else {
                throw ScriptError(
                    "\(own.method!) ran for other data: the playground does not run it again for a picture of the "
                        + "layout before an apply")
            }
            flow = own.applied(to: flow)
        }
        return Resolved(layout: ResolvedLayout(flow: flow, environment: env), sections: sections)
    }
}
