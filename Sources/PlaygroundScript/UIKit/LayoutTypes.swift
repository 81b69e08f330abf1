import PlaygroundCore

/// A property of a definition type `T`, read with `name.prop` and (when `set` is given) set with
/// `name.prop = value`.
func property<T: ScriptObject>(
    _ name: String, of type: T.Type, usage: String, _ summary: String, example: String,
    get: @escaping @Sendable (T) -> any ScriptObject,
    set: (@Sendable (inout T, Invocation, Expr) throws(ScriptError) -> Void)?
) -> MemberSpec {
    let getter: @Sendable (inout Invocation) throws(ScriptError) -> (any ScriptObject)? = {
        (inv: inout Invocation) throws(ScriptError) in
        guard let receiver = inv.receiver, let object = inv.session.object(receiver, as: T.self) else { return nil }
        return get(object)
    }
    guard let set else {
        return .property(name, doc: Doc(usage: usage, summary: summary, examples: [example]), get: getter)
    }
    return .property(
        name, doc: Doc(usage: usage, summary: summary, examples: [example]), get: getter,
        set: { (inv: inout Invocation) throws(ScriptError) in
            guard let receiver = inv.receiver, var object = inv.session.object(receiver, as: T.self),
                let value = inv.value
            else {
                throw ScriptError("cannot set '\(name)'", at: inv.nameRange)
            }
            try set(&object, inv, value)
            inv.session.define(receiver, object)
            try afterChange(receiver, inv)
        })
}

/// After a layout definition changes: it must not contain itself.
func afterChange(_ name: String, _ inv: Invocation) throws(ScriptError) {
    guard let object = inv.session[name], object is GroupDefinition || object is ItemDefinition else { return }
    try LayoutBuilder.checkCycles(startingAt: name, in: inv.session)
}

/// A read-only or printable list of names/values (for `supplementaryItems`, etc.).
struct TextValue: ScriptObject {
    static let typeName = "Text"
    var lines: [String]
    func describe() -> [String] { lines }
    func json() -> JSONValue { .array(lines.map(JSONValue.string)) }
}

/// An array property of UIKit layout objects (`section.boundarySupplementaryItems`): read as a Swift
/// array of those objects, so `boundarySupplementaryItems += [footer]` and `.append(badge)` work as in Swift.
struct ObjectList: ScriptObject {
    static let typeName = "[Object]"
    enum Entry: Sendable {
        case named(String)
        case object(ObjectID)
        case inline(any ScriptObject)
    }
    var entries: [Entry]
    var text: String
    init<T: ScriptObject>(_ refs: [Ref<T>]) {
        entries = refs.map {
            switch $0 {
            case .named(let n): .named(n)
            case .object(let id): .object(id)
            case .inline(let v): .inline(v)
            }
        }
        text = LayoutSource.refs(refs)
    }
    func describe() -> [String] { [text] }
    func json() -> JSONValue { .string(text) }
}

enum LayoutTypes {
    static let all: [TypeSpec] = [
        dimension, size, insets, spacing, edgeSpacing, item, group, supplementary, boundary,
        decoration, anchor, list, section, configuration, decelerationRate,
    ]

    static let dimension = NSCollectionLayoutDimensionHost.type.typeSpec

    static let size = NSCollectionLayoutSizeHost.type.typeSpec
    static let insets = NSDirectionalEdgeInsetsHost.type.typeSpec

    static let spacing = NSCollectionLayoutSpacingHost.type.typeSpec
    static let edgeSpacing = NSCollectionLayoutEdgeSpacingHost.type.typeSpec

    // MARK: Items

    static let item = NSCollectionLayoutItemHost.type.typeSpec

    // MARK: Groups

    static let group = NSCollectionLayoutGroupHost.type.typeSpec

    // MARK: Supplementaries and decorations

    static let supplementary = NSCollectionLayoutSupplementaryItemHost.type.typeSpec
    static let boundary = NSCollectionLayoutBoundarySupplementaryItemHost.type.typeSpec
    static let decoration = NSCollectionLayoutDecorationItemHost.type.typeSpec
    static let anchor = NSCollectionLayoutAnchorHost.type.typeSpec

    // MARK: Lists

    static let list = UICollectionLayoutListConfigurationHost.type.typeSpec

    // MARK: Sections

    static let section = NSCollectionLayoutSectionHost.type.typeSpec
    static let decelerationRate = DecelerationRateHost.type.typeSpec

    static let configuration = UICollectionViewCompositionalLayoutConfigurationHost.type.typeSpec
}

extension Invocation {
    /// All remaining arguments (for constructors that re-dispatch to a decoder).
    mutating func takeAll() -> [Arg] {
        var all: [Arg] = []
        while let a = take(nil) { all.append(a) }
        for label in pendingLabels { if let a = take(label) { all.append(a) } }
        return all
    }
}
