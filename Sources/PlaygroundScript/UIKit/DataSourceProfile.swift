import PlaygroundCore

/// The device profile the session's environment runs under (how apply behaves on iOS 13/14).
enum DataSourceType {
    static func profile(_ session: Session) -> Profile {
        session.object("environment", as: EnvironmentObject.self)?.profile ?? .newest
    }
}
