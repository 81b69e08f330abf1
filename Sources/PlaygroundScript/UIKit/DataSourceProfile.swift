import PlaygroundCore

/// The device profile the session's environment runs under (how apply behaves on iOS 13/14).
enum DataSourceType {
    static func profile(_ session: Session) -> Profile {
        session.object("environment", as: EnvironmentObject.self)?.profile ?? .newest
    }
}

extension Invocation {
    /// `[section, item]`, `IndexPath(item:section:)`, or a name bound to an IndexPath.
    func indexPath(_ expr: Expr) throws(ScriptError) -> IndexPath {
        switch expr {
        case .array(let parts, _) where parts.count == 2:
            return IndexPath(try integer(parts[0], "section"), try integer(parts[1], "item"))  // NB: count checked
        case .name(let n, _) where session.object(n, as: IndexPathValue.self) != nil:
            return session.object(n, as: IndexPathValue.self)?.value ?? IndexPath(0, 0)  // NB: checked non-nil
        case .call:
            if let value = try construct(expr) as? IndexPathValue { return value.value }
        default:
            break
        }
        throw ScriptError(
            "an index path is written [section, item] or IndexPath(item: N, section: N), found '\(expr.spelling)'",
            at: expr.range)
    }
}
