/// Which requests a workshop answers: `Host` must name the address it listens on (or, on
/// loopback, `localhost` and the loopback addresses) with its port, so a page elsewhere cannot
/// reach it through a name it controls pointed at this machine (DNS rebinding); `Origin`, when
/// present, must be this server, and a request that changes anything (POST) must carry it, so no
/// other site's page can post to it from an attendee's browser.
public struct RequestCheck: Sendable {
    /// The address the server listens on, lowercased, without brackets.
    public let host: String
    public let port: Int

    public init(host: String, port: Int) {
        var h = host.lowercased()
        if h.hasPrefix("["), h.hasSuffix("]") { h = String(h.dropFirst().dropLast()) }
        self.host = h
        self.port = port
    }

    /// Whether the address is this machine's own (127.0.0.0/8, ::1, localhost): no join code then.
    public var isLoopback: Bool { Self.isLoopback(host) }

    public static func isLoopback(_ host: String) -> Bool {
        let h = host.lowercased()
        return h == "localhost" || h == "::1" || h.hasPrefix("127.") && h.split(separator: ".").count == 4
    }

    /// The hosts a request may name: the listening address, and on loopback the other loopback names.
    private var hosts: [String] {
        isLoopback ? Array(Set([host, "127.0.0.1", "localhost", "::1"])).sorted() : [host]
    }

    /// `HOST:PORT` as a URL writes it (`[::1]:8420`).
    public static func authority(_ host: String, _ port: Int) -> String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    /// The address attendees open.
    public var baseURL: String { "http://" + Self.authority(host == "localhost" ? "127.0.0.1" : host, port) + "/" }

    /// Whether a `Host` header value names this server.
    public func allowsHost(_ value: String?) -> Bool {
        guard let value else { return false }
        let v = value.lowercased()
        return hosts.contains { Self.authority($0, port) == v }
    }

    /// Whether an `Origin` header value is this server.
    public func allowsOrigin(_ value: String) -> Bool {
        let v = value.lowercased()
        return hosts.contains { "http://" + Self.authority($0, port) == v }
    }
}
