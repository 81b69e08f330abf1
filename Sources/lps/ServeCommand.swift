import ArgumentParser
import PlaygroundScript

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract:
            "Show the session live in a browser (for a projector): replay a script, then keep the playground open.",
        discussion: """
            Replays SCRIPT (if given) as 'lps run' does, starts a web server and prints its \
            address (http://127.0.0.1:8420/ by default; --port 0 picks a free port), then opens \
            the playground's prompt on that session. The page shows the session's picture (as \
            'export html' draws it) and follows it: after every statement typed, it changes to the \
            new picture. The server listens on the loopback address only, unless --host names \
            another address. It stops when the playground exits (Ctrl-D, quit) or with 'serve stop'. \
            With standard input not a terminal, the lines read from it run as they arrive. \
            The server is the program lps-serve in lps's own folder (tools/build-release lps-serve \
            builds it).
            With --step the server starts first and the script is walked a statement at a time, \
            as 'lps run --step' walks it (Enter runs the next statement, c the rest, q quits), the \
            page showing each statement with its output and its picture as it runs, so a room \
            follows a handout line by line; at the script's end the prompt opens on the session.
            Exit status 1 when the script fails or the server cannot start (a port in use).
            With --workshop LESSON it serves a workshop instead: every attendee who opens the \
            address gets a session of their own on the lesson (its narration, an editor for the \
            task, the picture, the frames, check, hints, next and back), and the teacher's page \
            (its address, with a token, is printed at the start) lists every attendee with their \
            step and last check and puts one attendee's picture on the projector. Attendee \
            sessions read and write no files (a save or an export becomes a download), run with \
            their own step and memory budgets, and end after --idle minutes unused. With --host \
            naming an address other than loopback, the attendees' address carries a join code \
            and only requests with it are answered. The workshop server is the program \
            lps-workshop in lps's own folder (tools/build-release lps-workshop builds it). It \
            runs until standard input ends (Ctrl-D), 'quit' or Ctrl-C.
            """
    )

    @Option(help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "N"))
    var port: Int = 8420

    @Option(
        help: ArgumentHelp(
            "The address to listen on. Anything but loopback lets other machines see the page.", valueName: "address"))
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("Serve a workshop on this lesson: a session per attendee.", valueName: "lesson.lps"))
    var workshop: String?

    @Option(help: ArgumentHelp("With --workshop: minutes an unused attendee session lives.", valueName: "minutes"))
    var idle: Int = 30

    @Flag(
        help: "Walk the script a statement at a time (Enter: next, c: the rest, q: stop), the page following each.")
    var step = false

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp("A script to replay first.", valueName: "file.lps"))
    var file: String?

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535") }
        if host.isEmpty { throw ValidationError("--host must be an address") }
        if !(1...1440).contains(idle) { throw ValidationError("--idle must be between 1 and 1440 minutes") }
        if step && file == nil { throw ValidationError("--step walks a script: name it (lps serve --step FILE)") }
        if step && workshop != nil {
            throw ValidationError("--step walks a script; a workshop's attendees walk the lesson themselves")
        }
        if workshop != nil && file != nil {
            throw ValidationError("--workshop serves a lesson: it replays no script (drop \(file ?? ""))")
        }
    }

    func run() throws {
        if let workshop {
            let status = WorkshopServer.run(lessonPath: workshop, host: host, port: port, idleMinutes: idle)
            Console.flush()
            if status != 0 { throw ExitCode(status) }
            return
        }
        var playground = Playground(options: common.playgroundOptions)
        if step, let file {
            let start = playground
            let status = try MainActor.assumeIsolated { try walk(file, playground: start) }
            Console.flush()
            if status != 0 { throw ExitCode(status) }
            return
        }
        if let file {
            let text: String
            do { text = try FileSystem.readText(file) } catch {
                Console.error(error.description)
                throw ExitCode(2)
            }
            let result = playground.run(
                script: text, file: file, keepGoing: false, reader: fileReader, writer: fileWriterForThisTask())
            _ = OutputSink.handle(result.outputs.filter { if case .effect = $0 { false } else { true } })
            if result.failed { throw ExitCode(1) }
        }
        let status: Int32
        if Console.stdinIsTerminal {
            status = MainActor.assumeIsolated { () -> Int32 in
                let repl = REPL(playground: playground, serve: (host, port))
                guard repl.isServing else { return 1 }
                return repl.run()
            }
        } else {
            let live = ServeControl(serves: true)
            guard live.start(host: host, port: port, playground) else { throw ExitCode(1) }
            var runner = StreamRunner(playground: playground, live: live)
            status = runner.run(prompt: false)
            live.stop()
        }
        Console.flush()
        if status != 0 { throw ExitCode(status) }
    }

    /// `--step`: serves first, walks `file` a statement at a time (the page shows each with its
    /// output), then opens the prompt on the session (or reads the rest of standard input); q quits.
    @MainActor
    func walk(_ file: String, playground start: Playground) throws -> Int32 {
        var playground = start
        let text: String
        do { text = try FileSystem.readText(file) } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
        let live = ServeControl(serves: true)
        guard live.start(host: host, port: port, playground) else { throw ExitCode(1) }
        let result = Self.stepThrough(text, file: file, playground: &playground, live: live)
        if result.failed || result.stopped {
            live.stop()
            return result.failed ? 1 : 0
        }
        if Console.stdinIsTerminal { return REPL(playground: playground, live: live).run() }
        var runner = StreamRunner(playground: playground, live: live)
        let status = runner.run(prompt: false)
        live.stop()
        return status
    }
}

extension ServeCommand {
    /// Walks the script with `lps run --step`'s keys, publishing each statement to the page. Not
    /// isolated to the main actor: the playground calls these closures on its evaluation thread.
    static func stepThrough(_ text: String, file: String, playground: inout Playground, live: ServeControl)
        -> ScriptResult
    {
        let stepper = Stepper(waits: true)
        let shown = StatementBox()
        return playground.run(
            script: text, file: file, keepGoing: false, reader: fileReader, writer: fileWriterForThisTask(),
            before: { step in
                if !step.isComment { shown.lines = step.lines }
                return stepper.before(step)
            },
            afterWithState: { state, outputs in
                let outcome = OutputSink.handle(outputs.filter { if case .effect = $0 { false } else { true } })
                live.update(outcome, state, ran: (shown.lines.joined(separator: "\n"), outputs))
            })
    }
}

/// The statement `lps serve --step` is running, for the page.
private final class StatementBox {
    var lines: [String] = []
}
