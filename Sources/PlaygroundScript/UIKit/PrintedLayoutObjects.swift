import PlaygroundCore

/// A layout object that prints itself as a `PrintedObject` (the Swift that makes it and the
/// properties set after it).
protocol PrintableLayoutObject: ScriptObject {
    var printed: PrintedObject { get }
}

extension ItemDefinition: PrintableLayoutObject {}
extension GroupDefinition: PrintableLayoutObject {}
extension SectionDefinition: PrintableLayoutObject {}
extension SupplementaryDefinition: PrintableLayoutObject {}
extension BoundaryDefinition: PrintableLayoutObject {}
extension DecorationDefinition: PrintableLayoutObject {}
extension LayoutDefinition: PrintableLayoutObject {}
extension ConfigurationDefinition: PrintableLayoutObject {}
extension ListDefinition: PrintableLayoutObject {}

extension Evaluator {
    /// A layout object with the objects it refers to by name (its group, subitems, supplementaries,
    /// decorations), each under it, as UIKit's debug description nests them: `print(section)` shows the
    /// group and its items, not only their names. Shared children are described once; the depth is
    /// bounded like group nesting. Nil for a value that is not a layout object.
    func printedTree(of object: any ScriptObject) -> PrintedObject? {
        guard var printed = (object as? any PrintableLayoutObject)?.printed else { return nil }
        var seen = Set<ObjectKey>()
        printed.children = printedChildren(of: object, depth: 1, seen: &seen)
        return printed
    }

    private func printedChildren(
        of object: any ScriptObject, depth: Int, seen: inout Set<ObjectKey>
    ) -> [PrintedObject.Child] {
        guard depth <= LayoutLimits.maxNestingDepth + 2 else { return [] }
        var children: [(role: String, key: ObjectKey)] = []
        func add<T>(_ role: String, _ ref: Ref<T>) {
            switch ref {
            case .named(let n): children.append((role, .named(n)))
            case .object(let id): children.append((role, .object(id)))
            case .inline: break
            }
        }
        func add(_ role: String, _ ref: ElementRef) {
            switch ref {
            case .named(let n): children.append((role, .named(n)))
            case .object(let id): children.append((role, .object(id)))
            case .item, .group: break
            }
        }
        switch object {
        case let section as SectionDefinition:
            if case .group(let ref) = section.body { add("group", ref) }
            for ref in section.boundarySupplementaryItems { add("boundarySupplementaryItem", ref) }
            for ref in section.decorationItems { add("decorationItem", ref) }
        case let group as GroupDefinition:
            switch group.kind {
            case .subitems(_, let refs): for ref in refs { add("subitem", ref) }
            case .count(_, let ref, _), .repeating(_, let ref, _): add("subitem", ref)
            default: break
            }
            for ref in group.supplementaryItems { add("supplementaryItem", ref) }
        case let item as ItemDefinition:
            for ref in item.supplementaryItems { add("supplementaryItem", ref) }
        default:
            break
        }
        var result: [PrintedObject.Child] = []
        for (role, key) in children {
            guard let child = session[key: key] else { continue }
            // An object with no name is labelled by its role alone (its own line shows what it is).
            guard seen.insert(key).inserted else {
                result.append(PrintedObject.Child(role: role, name: key.name, object: nil))
                continue
            }
            var printed =
                (child as? any PrintableLayoutObject)?.printed
                ?? PrintedObject(type: child.typeName, made: child.describe().first ?? "", properties: [])
            printed.children = printedChildren(of: child, depth: depth + 1, seen: &seen)
            result.append(PrintedObject.Child(role: role, name: key.name, object: printed))
        }
        return result
    }
}
