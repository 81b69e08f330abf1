import PlaygroundCore
import Testing

@testable import PlaygroundScript

/// `frames` writes its rows from the layout as they are printed (`Output.stream` for a shell that
/// streams, `.text` lines otherwise): the text must be what `Format.table` made of the rows and
/// the JSON what a `JSONValue` tree of them serialized, byte for byte, and a big table must be
/// written a group at a time, never held.
@Suite struct FramesStreamTests {
    /// `frames --json` as it was built before: a JSONValue tree of every element.
    static func referenceJSON(_ attributes: [LayoutAttributes], _ resolved: LayoutQueries.Resolved) -> String {
        var json: [JSONValue] = []
        for a in attributes {
            let id = LayoutQueries.identifier(a, resolved)
            var fields: [(String, JSONValue)] = []
            switch a.category {
            case .cell: fields.append(("kind", .string("cell")))
            case .supplementaryView(let k): fields += [("kind", .string("supplementary")), ("elementKind", .string(k))]
            case .decorationView(let k): fields += [("kind", .string("decoration")), ("elementKind", .string(k))]
            }
            fields.append(
                ("indexPath", .array([.number(Double(a.indexPath.section)), .number(Double(a.indexPath.item))])))
            if let id { fields.append(("identifier", .string(id))) }
            fields += [
                ("x", .number(a.frame.minX)), ("y", .number(a.frame.minY)), ("width", .number(a.frame.width)),
                ("height", .number(a.frame.height)), ("zIndex", .number(Double(a.zIndex))),
            ]
            if a.isPinned { fields.append(("pinned", .bool(true))) }
            if a.level != 0 {
                fields += [("level", .number(Double(a.level))), ("indentation", .number(a.indentation))]
            }
            json.append(.object(fields))
        }
        return JSONValue.array(json).serialized()
    }

    /// The text table as it was made before: `Format.table` of every element's cells.
    static func referenceText(_ attributes: [LayoutAttributes], _ resolved: LayoutQueries.Resolved) -> [String] {
        let nested = attributes.contains { $0.level > 0 }
        var rows: [[String]] = [
            ["kind", "indexPath", "id", "x", "y", "width", "height", "z"] + (nested ? ["level", "indent"] : [])
        ]
        for a in attributes {
            var kind = LayoutQueries.kindName(a)
            if a.isPinned { kind += " (pinned)" }
            var row = [
                kind, a.indexPath.description, LayoutQueries.identifier(a, resolved).map(Format.identifier) ?? "-",
                Format.number(a.frame.minX), Format.number(a.frame.minY), Format.number(a.frame.width),
                Format.number(a.frame.height), String(a.zIndex),
            ]
            if nested { row += [String(a.level), Format.number(a.indentation)] }
            rows.append(row)
        }
        return Format.table(rows, rightAligned: [3, 4, 5, 6, 7, 8, 9])
    }

    /// Two sections (a grid with a pinned header, badges, a background, thirds of a point; a
    /// sidebar outline with nested rows), identifiers that need quotes, escapes and non-ASCII.
    static let script = [
        "environment.contentOffset = (x: 0, y: 70)",
        "let badge = LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: \"badge \\\"b\\\"\", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))",
        "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3333), heightDimension: .absolute(44.25)), supplementaryItems: [badge])",
        "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44.25)), subitems: [cell])",
        "let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: \"header-kind\", alignment: .top)",
        "header.pinToVisibleBounds = true",
        "let grid = LayoutSection(group: row)",
        "grid.boundarySupplementaryItems = [header]",
        "grid.decorationItems = [LayoutDecorationItem.background(elementKind: \"bg\")]",
        "let sidebar = LayoutSection.list(using: ListConfiguration(appearance: .sidebar), layoutEnvironment: environment)",
        "layout = CompositionalLayout(section: grid)",
        "layout.use(sidebar, forSection: outline)",
        "var snapshot = Snapshot()",
        "snapshot.appendSections([main, outline])",
        "snapshot.appendItems([café, \"two words\", x, \"naïve-long-identifier\", \"back\\\\slash\", \"tab\\there\", \"quote\\\"d\", é, \"ü\", let1, \"§1\", \"a§2\", a_bare_identifier_longer_than_a_small_string], toSection: main)",
        "dataSource.apply(snapshot)",
        "var outlineRows = SectionSnapshot()",
        "outlineRows.append([inbox, projects, archive])",
        "outlineRows.append([design, launch], to: projects)",
        "outlineRows.append([mockups], to: design)",
        "outlineRows.expand([projects, design])",
        "dataSource.apply(outlineRows, to: outline)",
    ]

    static func harness(streams: Bool = false) -> Harness {
        var h = Harness()
        h.playground = Playground(options: PlaygroundOptions(color: false, streamsResults: streams))
        for line in script { _ = h.ok(line) }
        return h
    }

    @Test func textAndJSONAreWhatTheRowsMadeBefore() throws {
        var h = Self.harness()
        let resolved = try LayoutQueries.resolve(h.playground.session)
        let all = resolved.layout.allAttributes()
        #expect(
            all.contains { $0.isPinned } && all.contains { $0.level > 0 }
                && all.contains { $0.category == .decorationView(elementKind: "bg") })
        for (command, section, kind) in [
            ("frames", nil, nil), ("frames section: 0", 0, nil), ("frames section: 1", 1, nil),
            ("frames kind: supplementaries", nil, "supplementaries"), ("frames kind: cells", nil, "cells"),
            ("frames section: 0 kind: decorations", 0, "decorations"),
        ] as [(String, Int?, String?)] {
            let shown = all.filter { a in
                (section.map { a.indexPath.section == $0 } ?? true)
                    && (kind.map { FramesTable.isKind($0, a.category) } ?? true)
            }
            #expect(!shown.isEmpty)
            #expect(h.ok(command) == Self.referenceText(shown, resolved), "\(command)")
            #expect(h.ok(command + " --json") == [Self.referenceJSON(shown, resolved)], "\(command) --json")
        }
        // The outline rows give the level and indent columns; the grid's section alone has none.
        #expect(h.ok("frames section: 1").first?.hasSuffix("level  indent") == true)
        #expect(h.ok("frames section: 0").first?.hasSuffix("height  z") == true)
        // Identifiers are the user's text, whatever characters they hold (no object is named by text).
        #expect(h.ok("frames").contains { $0.contains("\"§1\"") })
        #expect(h.ok("frames").contains { $0.contains("\"a§2\"") })
    }

    /// A number equal to its column's last one (every cell's width and height, y along a row) is
    /// measured once in the width pass and formatted once in the writing pass, and the table is
    /// still what `Format.table` made of the rows.
    @Test func repeatedNumbersAreFormattedOnce() throws {
        var h = Harness()
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))"
        )
        _ = h.ok(
            "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44.5)), subitems: [cell])"
        )
        _ = h.ok("layout = CompositionalLayout(section: LayoutSection(group: row))")
        h.data([("main", 3_000)])
        let resolved = try LayoutQueries.resolve(h.playground.session)
        let table = FramesTable(
            .layout(resolved.layout, section: nil, kind: nil), sections: resolved.sections, json: false)
        // x alternates (two columns), y changes every second cell, width, height and indent never.
        #expect(table.numbersMeasured == 3_000 + 1_500 + 3)
        var rows = TextRows(widths: table.widths, columns: 8, sections: resolved.sections)
        var lines: [String] = []
        var writer = LineWriter(
            mode: .lines {
                lines.append($0)
                return true
            })
        rows.writeHeader(into: &writer)
        FramesTable.forEach(table.elements) { a in
            rows.write(a, into: &writer)
            return true
        }
        #expect(rows.numbers.formatted == 3_000 + 1_500 + 2)
        #expect(lines == Self.referenceText(resolved.layout.allAttributes(), resolved))
        #expect(lines == table.lines)
    }

    /// The row writer's integers are `String(n)`, and their widths its length, at every
    /// magnitude and sign (the text table writes them through a pointer).
    @Test func integersAreWrittenAsTheirStrings() {
        var values = [
            0, 1, 9, 10, 99, 100, -1, -9, -10, Int.max, Int.min, Int.min + 1, 999_999_999_999_999_999,
            1_000_000_000_000_000_000,
        ]
        var p = 1
        while p < Int.max / 10 {
            values += [p, p - 1, p + 1, -p, -(p - 1)]
            p *= 10
        }
        var buffer = [UInt8](repeating: 0, count: 32)
        for n in values {
            #expect(FramesTable.digits(n) == String(n).count, "\(n)")
            let count = buffer.withUnsafeMutableBufferPointer { b in
                var q = b.baseAddress!
                TextRows.integer(n, &q)
                return q - b.baseAddress!
            }
            #expect(String(decoding: buffer.prefix(count), as: UTF8.self) == String(n), "\(n)")
        }
        #expect(FramesTable.digits(UInt.max) == String(UInt.max).count)
    }

    /// A playground that streams gets one `.stream` output whose bytes are the lines a playground
    /// that does not gets, each ended by a newline; notes and other outputs keep their places.
    @Test func aStreamIsTheLinesItStandsFor() {
        var plain = Self.harness()
        var streaming = Self.harness(streams: true)
        for command in [
            "frames", "frames --json", "frames section: 1", "frames kind: cells --json", "visible", "contentSize",
        ] {
            let expected = plain.outputs(command)
            let got = streaming.outputs(command)
            var flattened: [Output] = []
            var streams = 0
            for output in got {
                guard case .stream(let stream) = output else {
                    flattened.append(output)
                    continue
                }
                streams += 1
                var bytes: [UInt8] = []
                stream.write(chunkSize: 100) {
                    bytes += $0
                    return true
                }
                let lines = stream.lines
                #expect(String(decoding: bytes, as: UTF8.self) == lines.map { $0 + "\n" }.joined(), "\(command)")
                flattened += lines.map { .text($0) }
            }
            #expect(flattened == expected, "\(command)")
            #expect(streams == (command.hasPrefix("frames") ? 1 : 0), "\(command)")
        }
    }

    /// 30,000 cells in a two-column grid: the table is measured and written a group at a time
    /// (each pass enumerates every element once, holding two), and a reader gets it in chunks
    /// it may stop, never the table whole.
    @Test func aBigTableIsWrittenAGroupAtATime() throws {
        var h = Harness()
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))"
        )
        _ = h.ok(
            "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [cell])"
        )
        _ = h.ok("layout = CompositionalLayout(section: LayoutSection(group: row))")
        h.data([("main", 30_000)])
        let resolved = try LayoutQueries.resolve(h.playground.session)
        for json in [false, true] {
            let table = FramesTable(
                .layout(resolved.layout, section: nil, kind: nil), sections: resolved.sections, json: json)
            if !json {
                #expect(table.count == 30_000)
                #expect(table.measured.elements == 30_000 && table.measured.mostHeld == 2)
            }
            var chunks = 0
            var biggest = 0
            var total = 0
            var writer = LineWriter(
                mode: .chunks(size: 4096) { chunk in
                    chunks += 1
                    biggest = max(biggest, chunk.count)
                    total += chunk.count
                    return true
                })
            let written = table.write(into: &writer)
            let finished = writer.finish()
            #expect(finished)
            #expect(written.elements == 30_000 && written.mostHeld == 2)
            // Chunks of 4 KB and a row (a JSON row is about 110 bytes): the table is over 1 MB.
            #expect(
                total > 1_000_000 && chunks > 200 && biggest < 4096 + 200,
                "\(json): \(chunks) chunks, biggest \(biggest)")
            // A reader that stops (Ctrl-C) stops the writing: the rest is not made.
            var taken = 0
            var stopping = LineWriter(
                mode: .chunks(size: 4096) { _ in
                    taken += 1
                    return taken < 3
                })
            let partial = table.write(into: &stopping)
            let stoppedFinished = stopping.finish()
            #expect(!stoppedFinished && taken == 3 && partial.elements < 500, "\(partial.elements)")
        }
    }
}
