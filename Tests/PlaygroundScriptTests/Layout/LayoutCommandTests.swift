import Testing

@testable import PlaygroundScript

@Suite struct LayoutCommandTests {
    @Test func aTwoColumnGridPrintsFramesAndContentSize() {
        var h = Harness()
        _ = h.ok("environment.containerSize = (width: 400, height: 800)")
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))"
        )
        _ = h.ok(
            "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [cell])"
        )
        _ = h.ok("let grid = LayoutSection(group: row)")
        _ = h.ok("layout = CompositionalLayout(section: grid)")
        h.data([("main", 3)])
        let out = h.ok("frames")
        #expect(
            out == [
                "kind  indexPath  id       x    y  width  height  z",
                "cell  [0, 0]     main0    0    0    200     100  0",
                "cell  [0, 1]     main1  200    0    200     100  0",
                "cell  [0, 2]     main2    0  100    200     100  0",
            ])
        #expect(h.ok("contentSize") == ["contentSize: 400 x 200"])
    }
}

/// `frames` writes its table without a row array per element (a million rows); it must print what
/// `Format.table` prints for the same cells: wide and non-ASCII identifiers, quoted ones, pinned
/// headers, right-aligned numbers, trailing spaces stripped.
@Suite struct FramesTableTests {
    @Test func theFramesTableIsFormatTableOfItsCells() throws {
        var h = Harness()
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3333), heightDimension: .absolute(44.25)))"
        )
        _ = h.ok(
            "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44.25)), subitems: [cell])"
        )
        _ = h.ok(
            "let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: \"header-kind\", alignment: .top)"
        )
        _ = h.ok("header.pinToVisibleBounds = true")
        _ = h.ok("let grid = LayoutSection(group: row)")
        _ = h.ok("grid.boundarySupplementaryItems = [header]")
        _ = h.ok("layout = CompositionalLayout(section: grid)")
        _ = h.ok("var snapshot = Snapshot()")
        _ = h.ok("snapshot.appendSections([main, \"second one\"])")
        _ = h.ok("snapshot.appendItems([café, \"two words\", x, \"naïve-long-identifier\"], toSection: main)")
        _ = h.ok("snapshot.appendItems([é, \"ü\"], toSection: \"second one\")")
        _ = h.ok("dataSource.apply(snapshot)")
        let out = h.ok("frames")
        let resolved = try LayoutQueries.resolve(h.playground.session)
        let attributes = resolved.layout.allAttributes()
        var rows: [[String]] = [["kind", "indexPath", "id", "x", "y", "width", "height", "z"]]
        for a in attributes {
            var kind = LayoutQueries.kindName(a)
            if a.isPinned { kind += " (pinned)" }
            rows.append([
                kind, a.indexPath.description, LayoutQueries.identifier(a, resolved).map(Format.identifier) ?? "-",
                Format.number(a.frame.minX), Format.number(a.frame.minY), Format.number(a.frame.width),
                Format.number(a.frame.height), String(a.zIndex),
            ])
        }
        #expect(out == Format.table(rows, rightAligned: [3, 4, 5, 6, 7, 8, 9]))
        #expect(out.count == 9 && out.contains { $0.contains("\"two words\"") } && out.contains { $0.contains("café") })
        #expect(out.allSatisfy { !$0.hasSuffix(" ") })
    }
}
