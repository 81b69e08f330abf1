/// A UIKit object with identity that no name of the program's table holds: one made in a function
/// (`let group = ...` inside `func createLayout()`) or written inline (`subitems: [NSCollectionLayoutItem(...)]`).
/// It is told apart by its number; `shown` is the name the code gave it where it was made, or the code
/// that made it, and is what listings, drawings and messages print for it.
public struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    public let number: Int
    public let shown: String

    public static func == (a: ObjectID, b: ObjectID) -> Bool { a.number == b.number }
    public func hash(into hasher: inout Hasher) { hasher.combine(number) }
    public var description: String { shown }
}

/// How a value refers to a UIKit object with identity: by the name the session's table keeps it
/// under (`layout`, a top-level `let item = ...`, the playground's `dataSource`), or by its identity.
enum ObjectKey: Hashable, Sendable, CustomStringConvertible {
    case named(String)
    case object(ObjectID)

    /// The name, or what the object is shown as.
    var description: String {
        switch self {
        case .named(let n): n
        case .object(let id): id.shown
        }
    }

    /// The name the table keeps the object under, if any.
    var name: String? {
        if case .named(let n) = self { n } else { nil }
    }
}
