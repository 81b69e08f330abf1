import Testing

@testable import PlaygroundCore
@testable import PlaygroundScript

/// The layout cache (`LayoutCache`): a query plans only the sections whose definition, items or
/// fitted sizes changed since the last one, and gives what a resolve without the cache gives.
@Suite struct LayoutCacheTests {
    static func run(_ script: String, in playground: inout Playground) -> String {
        let result = playground.run(script: script, file: "cache.lps", keepGoing: false, reader: reader([:]))
        #expect(!result.failed, "\(result.outputs.last(where: \.isError).map { "\($0)" } ?? "")")
        return result.outputs.map { "\($0)" }.joined(separator: "\n")
    }

    /// The diff's work (items read, sections walked) and the layout's work (sections planned,
    /// groups solved, rules read) of the growing-snapshot replay of `lines` lines.
    static func growWork(lines: Int) -> (diff: Int, layout: Int) {
        var playground = Playground(options: PlaygroundOptions(color: false))
        _ = run(ReplayComplexityTests.script(.grow, lines: lines), in: &playground)
        let work =
            playground.session.object("dataSource", as: DataSourceObject.self)?.data.dataSource.diffWork ?? DiffWork()
        return (work.items + work.sectionsWalked, playground.session.work.layout)
    }

    @Test func theGrowingSnapshotReplayCostsDiffAndLayoutWorkLinearInItsLines() {
        let short = Self.growWork(lines: 1_000)
        let long = Self.growWork(lines: 10_000)
        #expect(short.diff > 0 && short.layout > 0)
        #expect(long.diff <= 12 * short.diff, "diff: 1,000 lines \(short.diff), 10,000 lines \(long.diff)")
        #expect(long.layout <= 12 * short.layout, "layout: 1,000 lines \(short.layout), 10,000 lines \(long.layout)")
        #expect(long.diff + long.layout <= 12 * (short.diff + short.layout))
    }

    /// The cached resolve and one without the cache agree on everything a query prints.
    static func expectSameAsWithoutCache(_ session: Session, _ comment: Comment? = nil) throws {
        var bare = session
        bare.layoutCache = nil
        let cached = try LayoutQueries.resolve(session)
        let full = try LayoutQueries.resolve(bare)
        #expect(cached.layout.contentSize == full.layout.contentSize, comment)
        #expect(cached.layout.sections == full.layout.sections, comment)
        #expect(cached.layout.notes == full.layout.notes, comment)
        #expect(cached.layout.allAttributes() == full.layout.allAttributes(), comment)
    }

    @Test func eachQueryPlansOnlyTheNewSectionAndAgreesWithAFullResolve() throws {
        var playground = Playground(options: PlaygroundOptions(color: false))
        _ = Self.run(ReplayComplexityTests.script(.grow, lines: 200), in: &playground)
        #expect(playground.session.layoutCache != nil)
        try Self.expectSameAsWithoutCache(playground.session)
        let before = playground.session.work.layout
        _ = Self.run(
            """
            let sizeX = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(70))
            let cellX = LayoutItem(layoutSize: sizeX)
            let rowX = LayoutGroup.horizontal(layoutSize: sizeX, subitems: [cellX])
            let sectionX = LayoutSection(group: rowX)
            layout.use(sectionX, forSection: sX)
            snapshot.appendSections([sX])
            snapshot.appendItems([sXa, sXb, sXc], toSection: sX)
            dataSource.apply(snapshot)
            contentSize
            """, in: &playground)
        // One section planned, its rule read once (the rule added and the lookup) by the last contentSize.
        #expect(playground.session.work.layout - before <= 4, "\(playground.session.work.layout - before)")
        try Self.expectSameAsWithoutCache(playground.session)
    }

    /// Each change a section's layout depends on is seen: a redefined object it names, a rule
    /// replaced, items added to an old section, outline levels, fitted sizes, the environment.
    @Test(arguments: [
        "section1.interGroupSpacing = 30",
        "cell2.contentInsets = .init(top: 5, leading: 5, bottom: 5, trailing: 5)",
        "layout.use(section3, forSection: s1)",
        "layout.use(section3)\nlayout.use(section3, forSectionAt: 2)",
        "snapshot.appendItems([x1, x2, x3, x4], toSection: s2)\ndataSource.apply(snapshot)",
        "snapshot.deleteSections([s0])\ndataSource.apply(snapshot)",
        "fit s1b height: 90",
        "environment.width = 300",
        "layout.use(section0, whenWidthAtLeast: 100)",
    ])
    func aChangeASectionDependsOnIsSeen(_ change: String) throws {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let script = ReplayComplexityTests.script(.grow, lines: 60)
        _ = Self.run(script, in: &playground)
        let result = playground.run(
            script: change + "\ncontentSize", file: "change.lps", keepGoing: false, reader: reader([:]))
        #expect(!result.failed, "\(result.outputs.last(where: \.isError).map { "\($0)" } ?? "")")
        try Self.expectSameAsWithoutCache(playground.session, "\(change)")
        // And what it printed is what a session that never cached prints.
        var fresh = Playground(options: PlaygroundOptions(color: false))
        let lines = (script + "\n" + change).split(separator: "\n").map(String.init)
        var printed = ""
        for line in lines {
            fresh.session.layoutCache = nil
            _ = fresh.run(script: line, file: "fresh.lps", keepGoing: false, reader: reader([:]))
        }
        fresh.session.layoutCache = nil
        printed = Self.run("contentSize", in: &fresh)
        #expect(
            result.outputs.map { "\($0)" }.last == printed.split(separator: "\n").last.map(String.init), "\(change)")
    }

    /// Where the cache's arrays keep their elements (the plans, the sections' definitions, their
    /// items, their data) and how many plans it has; the cache itself is not kept (a copy held
    /// across a query would make the query copy what it writes).
    static func cacheStorage(_ session: Session) -> [UnsafeRawPointer?]? {
        guard let cache = session.layoutCache else { return nil }
        func storage<T>(_ array: [T]) -> UnsafeRawPointer? {
            array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        }
        return [
            storage(cache.resolved.plans), storage(cache.layoutSections), storage(cache.sections),
            storage(cache.data),
        ]
    }

    /// A query that keeps every section keeps the cache's arrays where they are: nothing else holds
    /// them while it runs (the statement's working copies of the session let go of the cache), so
    /// the kept sections' plans, definitions and items are neither copied nor released. A copy
    /// would cost every section of every query (the growing replay went quadratic in time).
    @Test func aQueryUpdatesTheCacheInPlace() throws {
        var playground = Playground(options: PlaygroundOptions(color: false))
        _ = Self.run(ReplayComplexityTests.script(.grow, lines: 200), in: &playground)
        #expect(playground.session.layoutCache?.resolved.plans.count == 22)
        let before = try #require(Self.cacheStorage(playground.session))
        _ = Self.run("contentSize", in: &playground)
        #expect(playground.session.layoutCache?.resolved.plans.count == 22)
        let after = try #require(Self.cacheStorage(playground.session))
        #expect(after == before)
    }
}
