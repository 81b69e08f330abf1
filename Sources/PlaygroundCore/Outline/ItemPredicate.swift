/// A handler closure `(ItemIdentifier) -> Bool` expressed as data, so a script can configure it and a
/// transcript can print it: always, never, only these items, or all except these items.
public enum ItemPredicate<ItemIdentifier: Hashable & Sendable>: Equatable, Sendable {
    case always
    case never
    /// True for the listed items only (order kept as written, for printing).
    case only([ItemIdentifier])
    /// True for every item except the listed ones.
    case allExcept([ItemIdentifier])

    /// The answer the closure would give for `item`.
    public func evaluate(_ item: ItemIdentifier) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .only(let items): items.contains(item)
        case .allExcept(let items): !items.contains(item)
        }
    }
}
