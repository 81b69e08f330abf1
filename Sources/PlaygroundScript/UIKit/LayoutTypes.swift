import PlaygroundCore

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
