import Foundation
import Testing

@testable import PlaygroundScript

/// `export swift` writes the session as UIKit Swift. The proof that it says what the session
/// says: for every script of Apple's samples, the layout scenarios and the Swift view controllers,
/// the exported file is loaded into a fresh playground through the Swift front end (the same
/// device, scroll position and self-sized cells), its `createLayout()` becomes the collection
/// view's layout and its `makeSnapshot()` (and outlines) are applied, and `frames --json` and
/// `contentSize` must print the same bytes as the original session.
@Suite struct ExportSwiftTests {
    static let root = PictureScriptTests.root

    static func scripts(in folders: [String]) -> [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".lps") }.map { folder + "/" + $0 }
        }.sorted()
    }

    static let fileReader: FileReader = { path in try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) }

    /// Runs `line` and returns its text and its error diagnostics.
    static func run(_ line: String, in playground: inout Playground, disk: MemoryDisk = MemoryDisk()) -> (
        out: String, errors: [String]
    ) {
        let outputs = playground.execute(
            line: line, at: SourceLocation(file: "export.lps", line: 1), reader: fileReader, writer: disk.writer)
        var out: [String] = []
        var errors: [String] = []
        for o in outputs {
            if case .text(let t) = o { out.append(t) }
            if case .diagnostic(let d, .error) = o { errors.append(d) }
        }
        return (out.joined(separator: "\n"), errors)
    }

    struct RoundTrip {
        var swift: String
        var original: (frames: String, contentSize: String)
        var loaded: (frames: String, contentSize: String)
        var errors: [String]
    }

    /// Exports `playground`'s session as Swift and loads it into a fresh playground.
    static func roundTrip(_ playground: inout Playground) -> RoundTrip {
        let exported = run("export swift", in: &playground)
        let swift = exported.out
        var trip = RoundTrip(
            swift: swift,
            original: (run("frames --json", in: &playground).out, run("contentSize", in: &playground).out),
            loaded: ("", ""), errors: exported.errors)
        guard exported.errors.isEmpty else { return trip }

        var fresh = Playground(options: PlaygroundOptions(color: false))
        // The same device and scroll position, and the sizes the cells reported (cell content, not layout).
        if let environment = playground.session["environment"] { fresh.session.define("environment", environment) }
        if let old = playground.session.object("layout", as: LayoutDefinition.self) {
            var cells = LayoutDefinition()
            cells.keepCellState(of: old)
            fresh.session.define("layout", cells)
        }
        let loaded = fresh.run(script: swift, file: "Exported.swift", keepGoing: false, reader: fileReader)
        trip.errors += loaded.outputs.compactMap { if case .diagnostic(let d, .error) = $0 { d } else { nil } }
        // Installed as the file's own usage comment says, with the types of makeSnapshot().
        let lines = swift.split(separator: "\n").map(String.init)
        let generic = lines.first { $0.hasPrefix("func makeSnapshot() -> NSDiffableDataSourceSnapshot<") }
            .map { String($0.dropFirst("func makeSnapshot() -> NSDiffableDataSourceSnapshot".count).dropLast(2)) }
        var install = ["let exportedView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())"]
        if let generic {
            install.append(
                "let exportedSource = UICollectionViewDiffableDataSource\(generic)(collectionView: exportedView) { _, _, _ in nil }"
            )
            install += lines.filter { $0.hasPrefix("//     dataSource.apply(") }
                .map { "exportedSource." + $0.dropFirst("//     dataSource.".count) }
        }
        for line in install { trip.errors += run(line, in: &fresh).errors }
        trip.loaded = (run("frames --json", in: &fresh).out, run("contentSize", in: &fresh).out)
        return trip
    }

    @Test(arguments: scripts(in: ["apple", "layout", "swift", "swift/seeds", "outline"]))
    func theExportedSwiftLoadsBackWithTheSameFrames(_ name: String) throws {
        let url = Self.root.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var playground = Playground(options: PlaygroundOptions(color: false))
        _ = playground.run(script: text, file: url.path, keepGoing: true, reader: Self.fileReader)
        // What a visible-items handler set on the shown items (a carousel's scale) comes from a closure
        // the export does not write: the exported layout is compared with the layout's own frames.
        playground.session.swift.visibleItemChanges = [:]
        let trip = Self.roundTrip(&playground)
        if LayoutQueries.data(playground.session)?.layoutSections.isEmpty ?? true,
            LayoutQueries.classicSections(playground.session) != nil
        {
            // Cells from a classic data source: the export refuses, saying so.
            #expect(
                trip.errors.contains { $0.contains("classic UICollectionViewDataSource") }, "\(name): \(trip.errors)")
            return
        }
        if trip.original.frames.isEmpty
            || playground.session.object("layout", as: LayoutDefinition.self)?.defaultSection == nil
                && playground.session.object("layout", as: LayoutDefinition.self)?.rules.isEmpty != false
        {
            // No layout to export: the export says so, as frames does.
            #expect(!trip.errors.isEmpty, "\(name): exported without a layout")
            return
        }
        #expect(trip.errors.isEmpty, "\(name): \(trip.errors.joined(separator: "\n"))\n\(trip.swift)")
        #expect(trip.loaded.frames == trip.original.frames, "\(name):\n\(trip.swift)")
        #expect(trip.loaded.contentSize == trip.original.contentSize, "\(name)")
        // The same session gives the same bytes.
        #expect(Self.run("export swift", in: &playground).out == trip.swift)
        // UIKit's names only: none of the playground's short names or hidden names in the code.
        let playgroundWords = try NSRegularExpression(
            pattern:
                "(^|[^A-Za-z])(LayoutItem|LayoutGroup|LayoutSection|LayoutSize|CompositionalLayout|Snapshot|SectionSnapshot|DiffableDataSource|ListConfiguration)\\b|§"
        )
        for line in trip.swift.split(separator: "\n").map(String.init)
        where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            let found = playgroundWords.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
            #expect(found == nil, "\(name): \(line)")
        }
    }

    /// Everything the export writes that the scripts do not all use, in one provider-made layout:
    /// a layout configuration with a global header, a list section with a header mode and insets,
    /// badges with item anchors and offsets, a repeating group with a badge, edge spacing, flexible
    /// spacing, uniformAcrossSiblings, a pinned offset header that does not extend the boundary,
    /// a background with insets that need all 17 digits, and Int identifiers of a raw-value enum.
    static let features = #"""
        import UIKit

        enum Section: Int, CaseIterable { case photos, settings, archive }

        func createLayout() -> UICollectionViewLayout {
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 12.5
            let bannerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
            let banner = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: bannerSize, elementKind: "banner", alignment: .top)
            configuration.boundarySupplementaryItems = [banner]
            return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
                if sectionIndex == 1 {
                    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    list.headerMode = .supplementary
                    let section = NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 30)
                    return section
                }
                let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: -2, y: 2))
                let badgeItemAnchor = NSCollectionLayoutAnchor(edges: [.bottom, .leading])
                let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)),
                                                                elementKind: "new-badge", containerAnchor: badgeAnchor, itemAnchor: badgeItemAnchor)
                badge.zIndex = 3
                let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                                     heightDimension: .absolute(50)), supplementaryItems: [badge])
                tile.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(2), top: .fixed(4), trailing: nil, bottom: nil)
                let strip = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                               repeatingSubitem: tile, count: 3)
                strip.interItemSpacing = .flexible(4)
                let stripBadge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                                                                     elementKind: "strip-badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top], fractionalOffset: CGPoint(x: 0, y: -0.5)))
                strip.supplementaryItems = [stripBadge]
                let wide = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .uniformAcrossSiblings(estimate: 44)))
                let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .estimated(110)),
                                                              subitems: [strip, wide])
                column.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                                         elementKind: UICollectionView.elementKindSectionHeader, alignment: .top, absoluteOffset: CGPoint(x: 0, y: -4))
                header.pinToVisibleBounds = true
                header.extendsBoundary = false
                header.zIndex = 2
                let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
                background.zIndex = -1
                background.contentInsets = NSDirectionalEdgeInsets(top: 0.1, leading: 0.2, bottom: 0.30000000000000004, trailing: 1e-7)
                let section = NSCollectionLayoutSection(group: column)
                section.orthogonalScrollingBehavior = sectionIndex == 0 ? .groupPagingCentered : .none
                section.orthogonalScrollingProperties.decelerationRate = .fast
                section.supplementariesFollowContentInsets = false
                section.contentInsetsReference = .layoutMargins
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
                section.interGroupSpacing = 6
                section.boundarySupplementaryItems = [header]
                section.decorationItems = [background]
                return section
            }, configuration: configuration)
        }

        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.photos, .settings, .archive])
        snapshot.appendItems([1, 2, 3, 4, 5, 6, 7, 8], toSection: .photos)
        snapshot.appendItems([20, 21, 22], toSection: .settings)
        snapshot.appendItems([30, 32, 31], toSection: .archive)
        dataSource.apply(snapshot, animatingDifferences: false)
        """#

    @Test func everyExportedFeatureLoadsBackWithTheSameFrames() {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let ran = playground.run(
            script: Self.features, file: "Features.swift", keepGoing: false, reader: Self.fileReader)
        #expect(!ran.failed, "\(ran.outputs)")
        let trip = Self.roundTrip(&playground)
        #expect(trip.errors.isEmpty, "\(trip.errors)")
        #expect(trip.original.frames.count > 1000)
        #expect(trip.loaded.frames == trip.original.frames, "\(trip.swift)")
        #expect(trip.loaded.contentSize == trip.original.contentSize)
        for expected in [
            "enum Section: Int, CaseIterable {", "configuration.boundarySupplementaryItems = [banner]",
            "listConfiguration.headerMode = .supplementary", "itemAnchor: badgeItemAnchor",
            "repeatingSubitem: tile, count: 3",
            "strip.supplementaryItems = [stripBadge]", ".uniformAcrossSiblings(estimate: 44)",
            "bottom: 0.30000000000000004, trailing: 1e-07)", "header.extendsBoundary = false",
            "section.orthogonalScrollingProperties.decelerationRate = .fast",
            "snapshot.appendItems([30, 32, 31], toSection: .archive)", "case 1: // settings", "default: // archive",
        ] {
            #expect(trip.swift.contains(expected), "missing \(expected)")
        }
    }

    /// The comparison can fail: the same export with one dimension changed loads back with other frames.
    @Test func aChangedExportGivesOtherFrames() throws {
        let url = Self.root.appendingPathComponent("apple/grid.lps")
        var playground = Playground(options: PlaygroundOptions(color: false))
        _ = playground.run(
            script: try String(contentsOf: url, encoding: .utf8), file: url.path, keepGoing: true,
            reader: Self.fileReader)
        let trip = Self.roundTrip(&playground)
        #expect(trip.loaded.frames == trip.original.frames)
        var changed = Playground(options: PlaygroundOptions(color: false))
        let swift = trip.swift.replacingOccurrences(of: ".fractionalWidth(0.2),", with: ".fractionalWidth(0.25),")
        #expect(swift != trip.swift)
        _ = changed.run(script: swift, file: "Changed.swift", keepGoing: false, reader: Self.fileReader)
        for line in [
            "let v = UICollectionView(frame: .zero, collectionViewLayout: createLayout())",
            "let d = UICollectionViewDiffableDataSource<String, String>(collectionView: v) { _, _, _ in nil }",
            "d.apply(makeSnapshot(), animatingDifferences: false)",
        ] {
            #expect(Self.run(line, in: &changed).errors.isEmpty)
        }
        let frames = Self.run("frames --json", in: &changed).out
        #expect(!frames.isEmpty && frames != trip.original.frames)
    }

    /// The exact text for a small layout: what an iOS engineer reads.
    @Test func theTextOfASmallLayout() {
        var h = Harness()
        _ = h.ok(
            "let photo = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)))"
        )
        _ = h.ok("photo.contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)")
        _ = h.ok(
            "let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitem: photo, count: 2)"
        )
        _ = h.ok(
            "let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: \"section-header\", alignment: .top)"
        )
        _ = h.ok("header.pinToVisibleBounds = true")
        _ = h.ok("let grid = LayoutSection(group: row)")
        _ = h.ok("grid.interGroupSpacing = 8")
        _ = h.ok("grid.boundarySupplementaryItems = [header]")
        _ = h.ok("layout = CompositionalLayout(section: grid)")
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([photos])")
        _ = h.ok("s.appendItems([p1...p3], toSection: photos)")
        _ = h.ok("dataSource.apply(s)")
        _ = h.ok("fit p1 height: 130")
        let text = h.ok("export swift").joined(separator: "\n")
        #expect(
            text == #"""
                // written by lps (swift): export swift
                // The layout and the current snapshot of the lps session 'test.lps', as UIKit code.
                // Made for iPhone15 in portrait (393 x 852 pt), as iOS 18 lays it out.
                // Use it in a view controller:
                //     collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
                //     dataSource.apply(makeSnapshot(), animatingDifferences: false)

                import UIKit

                func createLayout() -> UICollectionViewLayout {
                    let photoSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                           heightDimension: .absolute(120))
                    let photo = NSCollectionLayoutItem(layoutSize: photoSize)
                    photo.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                    let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                         heightDimension: .absolute(120))
                    let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitem: photo, count: 2)
                    let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                            heightDimension: .estimated(44))
                    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: "section-header", alignment: .top)
                    header.pinToVisibleBounds = true
                    let section = NSCollectionLayoutSection(group: row)
                    section.interGroupSpacing = 8
                    section.boundarySupplementaryItems = [header]
                    let layout = UICollectionViewCompositionalLayout(section: section)
                    return layout
                }

                // Self-sizing: in the session these cells reported their fitted sizes with 'fit' (in an app the cells'
                // content decides them): p1 height: 130.
                func makeSnapshot() -> NSDiffableDataSourceSnapshot<String, String> {
                    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                    snapshot.appendSections(["photos"])
                    snapshot.appendItems(["p1", "p2", "p3"], toSection: "photos")
                    return snapshot
                }
                """#)
    }

    @Test func withAFileItIsWrittenThroughTheSafeWriterAndSaysWhat() {
        var h = Harness()
        _ = h.ok(
            "let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))"
        )
        _ = h.ok(
            "layout = CompositionalLayout(section: LayoutSection(group: LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])))"
        )
        #expect(h.ok("export swift \"Layout.swift\"") == ["exported swift (21 lines: createLayout()) to Layout.swift"])
        let written = h.disk.contents("Layout.swift") ?? ""
        #expect(written.hasPrefix("// written by lps (swift): export swift\n"))
        #expect(written.contains("// No snapshot has been applied in the session yet, so there is no makeSnapshot()."))
        #expect(h.disk.writes.last?.overwrite == false)
        h.disk.fail("Full.swift")
        #expect(
            h.error("export swift \"Full.swift\"").contains(
                "error: cannot export to 'Full.swift': no space left on device"))
    }

    @Test func withoutALayoutItIsAnErrorAndWritesNothing() {
        var h = Harness()
        let error = h.error("export swift \"Layout.swift\"")
        #expect(error.contains("error: there is no layout to export yet"), "\(error)")
        #expect(h.disk.writes.isEmpty)
    }

    /// A case named by a keyword is declared with backticks (`case `default``) and used as `.default`;
    /// the front end takes both spellings (it kept the backticks in the case's name before).
    @Test func anEnumCaseNamedByAKeywordLoadsBack() {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let ran = playground.run(
            script: """
                enum Section { case `default`, main }
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
                let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
                let ds = UICollectionViewDiffableDataSource<Section, String>(collectionView: cv) { _, _, _ in nil }
                var snap = NSDiffableDataSourceSnapshot<Section, String>()
                snap.appendSections([.default, Section.main])
                snap.appendItems(["a"], toSection: .`default`)
                snap.appendItems(["b"], toSection: .main)
                ds.apply(snap)
                """, file: "Keyword.swift", keepGoing: false, reader: Self.fileReader)
        #expect(!ran.failed, "\(ran.outputs)")
        let trip = Self.roundTrip(&playground)
        #expect(trip.errors.isEmpty, "\(trip.errors)")
        #expect(trip.swift.contains("enum Section {\n    case `default`, main\n}"))
        #expect(trip.swift.contains("snapshot.appendItems([\"a\"], toSection: .default)"))
        #expect(trip.loaded.frames == trip.original.frames && trip.original.frames.contains("\"b\""))
    }

    /// A section provider runs per section: with no section applied there is nothing to write yet.
    @Test func aProviderWithNoSectionsYetIsAnError() {
        var playground = Playground(options: PlaygroundOptions(color: false))
        _ = playground.run(
            script: """
                let myLayout = UICollectionViewCompositionalLayout { _, _ in
                    NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))]))
                }
                let cv = UICollectionView(frame: .zero, collectionViewLayout: myLayout)
                """, file: "Provider.swift", keepGoing: false, reader: Self.fileReader)
        let result = Self.run("export swift", in: &playground)
        #expect(result.out.isEmpty)
        #expect(
            result.errors.first?.contains(
                "error: the section provider has not made a section yet: the applied snapshot has no sections") == true,
            "\(result.errors)")
    }

    /// What UIKit Swift cannot say is a comment where it applies: an item's zIndex, the sizes cells reported.
    @Test func whatUIKitCannotSayIsAComment() {
        var h = Harness()
        _ = h.ok(
            "let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))"
        )
        _ = h.ok("cell.zIndex = 4")
        _ = h.ok(
            "layout = CompositionalLayout(section: LayoutSection(group: LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [cell])))"
        )
        _ = h.ok("var s = Snapshot()")
        _ = h.ok("s.appendSections([main])")
        _ = h.ok("s.appendItems([a, b], toSection: main)")
        _ = h.ok("dataSource.apply(s)")
        _ = h.ok("fit a height: 60")
        _ = h.ok("fit every: cell height: 50")
        let text = h.ok("export swift").joined(separator: "\n")
        #expect(
            text.contains(
                "    // The playground's cell.zIndex = 4 is not exported: NSCollectionLayoutItem has no zIndex in UIKit\n"
            ), "\(text)")
        #expect(!text.contains("cell.zIndex = 4\n    let"))
        #expect(text.contains("// content decides them): a height: 60; every cell height: 50."), "\(text)")
    }

    /// An outline is written as NSDiffableDataSourceSectionSnapshot code: roots, children under their
    /// parents, the expanded items; identifiers of a class are written as their text, with a comment.
    @Test func anOutlineIsWrittenAsSectionSnapshotCode() throws {
        let url = Self.root.appendingPathComponent("swift/11-sidebar-outline.lps")
        var playground = Playground(options: PlaygroundOptions(color: false))
        _ = playground.run(
            script: try String(contentsOf: url, encoding: .utf8), file: url.path, keepGoing: true,
            reader: Self.fileReader)
        let text = Self.run("export swift", in: &playground).out
        for expected in [
            "//     dataSource.apply(makeSectionSnapshot(for: .library), to: .library, animatingDifferences: false)",
            "enum Section {\n    case library\n}",
            "return UICollectionViewCompositionalLayout.list(using: listConfiguration)",
            "// The item identifiers were OutlineItem values in the session; they are written as the text the playground",
            "func makeSectionSnapshot(for section: Section) -> NSDiffableDataSourceSectionSnapshot<String> {",
            "    // The items of .library come from its outline: makeSectionSnapshot(for: .library).",
            "], to: \"OutlineItem(identifier: 00000000-0000-4000-8000-000000000002)\")",
            "        snapshot.expand([\"OutlineItem(identifier: 00000000-0000-4000-8000-000000000002)\"])",
        ] {
            #expect(text.contains(expected), "missing \(expected)")
        }
        #expect(!text.contains("default:"), "an exhaustive switch over the enum needs no default")
    }

    /// Int identifiers: a run of whole numbers from zero up is Array(a...b); negative ones are listed
    /// (Swift reads '-3...-1' as the operator '...-'); an item named like a type gets a variable's name.
    @Test func intIdentifiersAndTypeLikeNamesLoadBack() {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let ran = playground.run(
            script: """
                let Tile = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [Tile])
                let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
                let ds = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { _, _, _ in nil }
                var snap = NSDiffableDataSourceSnapshot<Int, Int>()
                snap.appendSections([7, -1])
                snap.appendItems([0, 1, 2, 3], toSection: 7)
                snap.appendItems([-3, -2, -1], toSection: -1)
                ds.apply(snap)
                """, file: "Ints.swift", keepGoing: false, reader: Self.fileReader)
        #expect(!ran.failed, "\(ran.outputs)")
        let trip = Self.roundTrip(&playground)
        #expect(trip.errors.isEmpty, "\(trip.errors)")
        for expected in [
            "func makeSnapshot() -> NSDiffableDataSourceSnapshot<Int, Int> {", "snapshot.appendSections([7, -1])",
            "snapshot.appendItems(Array(0...3), toSection: 7)", "snapshot.appendItems([-3, -2, -1], toSection: -1)",
            "let item = NSCollectionLayoutItem(layoutSize: itemSize)",
        ] {
            #expect(trip.swift.contains(expected), "missing \(expected)\n\(trip.swift)")
        }
        #expect(trip.loaded.frames == trip.original.frames && trip.original.frames.contains("\"-3\""))
    }
}
