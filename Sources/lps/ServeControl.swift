import PlaygroundScript

/// Carries out `serve` and `serve stop` for the interactive shells, and keeps the live view's
/// page up to date: after every statement the shell calls `update`.
final class ServeControl {
    private(set) var server: LiveServer?
    /// Shells that do not serve (`lps run`) say so when a script asks.
    let serves: Bool

    init(serves: Bool) { self.serves = serves }

    /// A shell that does not serve (`lps run`) says so when a script asks.
    static func noteServeAsked(_ outcome: OutputSink.Outcome) {
        if outcome.serveRequests.contains(where: { if case .serve = $0 { true } else { false } }) {
            Console.flush()
            Console.err("note: 'serve' starts a live view at the prompt only (lps serve SCRIPT serves a script)")
        }
    }

    /// Performs the outcome's serve requests, then publishes the session's picture. Returns
    /// false when a request failed (a port in use, nothing to stop).
    @discardableResult
    func update(_ outcome: OutputSink.Outcome, _ playground: Playground, ran: (String, [Output])? = nil) -> Bool {
        var ok = true
        for request in outcome.serveRequests {
            switch request {
            case .serve(let host, let port):
                guard serves else {
                    Console.err(
                        "note: 'serve' starts a live view at the prompt only (lps serve SCRIPT serves a script)")
                    continue
                }
                if let server {
                    Console.out("already serving at \(server.address)")
                    continue
                }
                ok = start(host: host, port: port, playground) && ok
            case .stopServing:
                guard let server else {
                    Console.err("error: not serving")
                    ok = false
                    continue
                }
                server.stop()
                self.server = nil
                Console.out("stopped serving \(server.address)")
            case .quit:
                break
            }
        }
        server?.publish(playground, statement: ran.map { LiveView.statement($0.0, outputs: $0.1) })
        Console.flush()
        return ok
    }

    /// Starts the server and prints its address; false (and an error) when it cannot.
    func start(host: String, port: Int, _ playground: Playground) -> Bool {
        do {
            let server = try LiveServer.start(host: host, port: port, playground: playground)
            self.server = server
            let exposed =
                host == "127.0.0.1" || host == "::1" || host == "localhost"
                ? "" : " (listening on \(host): other machines can see it)"
            Console.out("serving \(server.address)\(exposed): the page follows the session; 'serve stop' stops it")
            Console.flush()
            return true
        } catch {
            Console.err("error: \(error.description)")
            return false
        }
    }

    /// Stops serving (the shell is leaving).
    func stop() {
        server?.stop()
        server = nil
    }
}
