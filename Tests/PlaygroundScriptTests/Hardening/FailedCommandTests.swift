import TestSupport
import Testing

@testable import PlaygroundScript

/// A failing command leaves the session exactly as it was: for every command, constructor and
/// member in the registry, random bad inputs either fail with nothing changed (log, names, every
/// object's description, undo stack, settings) or succeed; and no input traps.
@Suite struct FailedCommandTests {
    /// Typical mistakes: unknown names, wrong types, bad numbers, broken syntax.
    static let badValues = [
        "nosuchname", "-1", "0", "1e308", "-1e308", "1e-320", "nan", "inf", "2147483648", "0.5", "\"text\"", "\"\"",
        "[]", "[a, b]", "[a1...a3]", "[a3...a1]", "(1, 2)", "(x: 1)", ".bogus", ".fractionalWidth(2)", ".absolute(-5)",
        ".estimated(0)", "true", "nil", "layout", "environment", "help", "LayoutItem", "LayoutSize()", "cell", "row",
        "(", ")", "[", "]", "\"unterminated", "label:", "--json", "--nope", ",", "...", "1...", ".", "#", "x.y.z", "∞",
        "é",
    ]

    static func randomArgs(_ rng: inout SplitMix64, labels: [String]) -> String {
        let count = Int.random(in: 0...3, using: &rng)
        return (0..<count).map { _ in
            let value = badValues.randomElement(using: &rng)!  // NB: non-empty
            if !labels.isEmpty, Bool.random(using: &rng) {
                return labels.randomElement(using: &rng)! + " " + value  // NB: non-empty
            }
            return value
        }.joined(separator: Bool.random(using: &rng) ? ", " : " ")
    }

    /// Labels a usage line mentions (`section:`, `toSection:`), so some inputs get past the label check.
    static func labels(_ usage: String) -> [String] {
        usage.split(whereSeparator: { " ([|,".contains($0) }).filter { $0.hasSuffix(":") && $0.count > 1 }.map(
            String.init)
    }

    /// A session with one object of as many types as the examples make.
    static func richHarness() -> Harness {
        var h = Harness()
        h.files["ok.lps"] = "let included = 1"
        for area in Registry.standard.areas {
            for type in area.types {
                for c in type.constructors { for e in c.doc.examples { _ = h.run(e) } }
                for m in type.members { for e in m.doc.examples where e.hasPrefix("let ") { _ = h.run(e) } }
            }
        }
        _ = h.run(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))"
        )
        _ = h.run(
            "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [cell])"
        )
        _ = h.run("let n = 3")
        _ = h.run("let ids = [a1...a3]")
        return h
    }

    /// Every line a random bad input can make for the registry.
    static func lines(_ h: Harness, _ rng: inout SplitMix64) -> [String] {
        var lines: [String] = []
        let session = h.playground.session
        for area in h.playground.registry.areas {
            for command in area.commands {
                let labels = Self.labels(command.doc.usage)
                lines.append(command.name + " " + randomArgs(&rng, labels: labels))
                lines.append(command.name + "(" + randomArgs(&rng, labels: labels) + ")")
            }
            for type in area.types {
                for c in type.constructors {
                    let callee = c.name.isEmpty ? type.name : type.name + "." + c.name
                    lines.append("let z = \(callee)(\(randomArgs(&rng, labels: Self.labels(c.doc.usage))))")
                }
                let receivers = session.names.filter { session[$0]?.typeName == type.name }
                guard let receiver = receivers.randomElement(using: &rng) else { continue }
                for m in type.members {
                    switch m.kind {
                    case .method:
                        lines.append(
                            "\(receiver).\(m.name)(\(randomArgs(&rng, labels: m.labels + Self.labels(m.doc.usage))))")
                    case .property:
                        lines.append("\(receiver).\(m.name) = \(randomArgs(&rng, labels: []))")
                        lines.append("\(receiver).\(m.name)(\(randomArgs(&rng, labels: [])))")
                    }
                }
                lines.append("let \(receiver) = \(randomArgs(&rng, labels: []))")
                lines.append("\(receiver) = \(randomArgs(&rng, labels: []))")
            }
        }
        for global in h.playground.registry.globalNames.sorted() {
            lines.append("let \(global) = 1")
            lines.append("\(global).nosuchproperty = 1")
        }
        return lines
    }

    @Test("random bad inputs to every command and member change nothing when they fail", arguments: 0..<8)
    func failedCommandsChangeNothing(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        var h = Self.richHarness()
        #expect(h.playground.session.names.count > 10, "the examples should define objects to aim at")
        var failures = 0
        var successes = 0
        for line in Self.lines(h, &rng) {
            let before = SessionState(h.playground.session)
            let writes = h.disk.writes.count
            let outputs = h.playground.execute(
                line: line, at: SourceLocation(file: "prop.lps", line: 1), reader: reader(h.files),
                writer: h.disk.writer)
            if outputs.contains(where: \.isError) {
                failures += 1
                #expect(SessionState(h.playground.session) == before, "'\(line)' failed but changed the session")
                #expect(
                    !outputs.contains { if case .effect = $0 { true } else { false } },
                    "'\(line)' failed but has effects")
                #expect(h.disk.writes.count == writes, "'\(line)' failed but wrote a file")
                #expect(outputs.filter(\.isError).count == 1, "'\(line)': one error per failed command")
            } else {
                successes += 1
            }
        }
        #expect(failures > 100, "the generator should mostly make mistakes (\(failures) failed, \(successes) passed)")
    }

    /// The same inside an include: the file's first lines succeed, a later one fails, nothing is kept.
    @Test func aFailingIncludeKeepsNothingItsEarlierLinesDid() {
        var h = Self.richHarness()
        h.files["half.lps"] = "let fresh = 1\nrow.interItemSpacing = .fixed(4)\nlet broken = nosuchname"
        let before = SessionState(h.playground.session)
        #expect(h.error("include \"half.lps\"").contains("cannot find 'nosuchname'"))
        #expect(SessionState(h.playground.session) == before)
    }

    /// A failed command after `record` writes nothing; a successful one rewrites the file.
    @Test func recordingWritesOnlyAfterCommandsThatChangeTheSession() {
        var h = Harness()
        _ = h.ok("record \"rec.lps\"")
        #expect(h.disk.writes.count == 1)
        _ = h.error("let a = nosuch")
        #expect(h.disk.writes.count == 1)
        _ = h.ok("list")
        #expect(h.disk.writes.count == 1)
        _ = h.ok("let a = 1")
        #expect(h.disk.writes.count == 2)
        #expect(h.disk.contents("rec.lps")?.contains("let a = 1") == true)
    }
}
