import Testing

@testable import PlaygroundScript

/// A section provider of n sections is n section rules; choosing each section's definition from
/// them is O(1) a section (`SectionRules`), so resolving the provider's layout costs work linear in
/// its sections. Counted with `Session.work.layout`, never timed: a scan of the rules per section
/// makes ten times the sections cost about a hundred times the work.
@Suite struct SectionProviderComplexityTests {
    /// A view controller whose provider alternates two sections, with `sections` sections of two items.
    static func script(sections: Int) -> String {
        """
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<\(sections)))
        for s in 0..<\(sections) { snapshot.appendItems([2 * s, 2 * s + 1], toSection: s) }
        let provider = UICollectionViewCompositionalLayout { sectionIndex, environment in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let height: CGFloat = sectionIndex % 2 == 0 ? 44 : 60
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        layout = provider
        dataSource.apply(snapshot, animatingDifferences: false)
        """
    }

    /// The layout work of one `contentSize` after the script, and what it printed.
    static func contentSize(sections: Int) -> (work: Int, output: String) {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let setup = playground.run(
            script: script(sections: sections), file: "provider.swift", keepGoing: false, reader: reader([:]))
        #expect(!setup.failed, "\(setup.outputs.last(where: \.isError).map { "\($0)" } ?? "")")
        let before = playground.session.work.layout
        let query = playground.run(script: "contentSize", file: "query.lps", keepGoing: false, reader: reader([:]))
        #expect(!query.failed)
        return (playground.session.work.layout - before, query.outputs.map { "\($0)" }.joined(separator: "\n"))
    }

    /// The provider's calls (counted by the script itself) and the sections planned by the engine
    /// over an apply and a `contentSize`, for `sections` sections.
    static func providerCalls(sections: Int) -> (calls: Int, planned: Int, output: String) {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let counted = script(sections: sections)
            .replacingOccurrences(
                of: "let provider = UICollectionViewCompositionalLayout { sectionIndex, environment in\n",
                with:
                    "var calls = 0\nlet provider = UICollectionViewCompositionalLayout { sectionIndex, environment in\n    calls += 1\n"
            )
        #expect(counted.contains("calls += 1"))
        let before = playground.session.work.layout
        let setup = playground.run(script: counted, file: "provider.swift", keepGoing: false, reader: reader([:]))
        #expect(!setup.failed, "\(setup.outputs.last(where: \.isError).map { "\($0)" } ?? "")")
        let query = playground.run(script: "contentSize", file: "query.lps", keepGoing: false, reader: reader([:]))
        let planned = playground.session.work.layout - before
        let count = playground.run(script: "print(calls)", file: "count.swift", keepGoing: false, reader: reader([:]))
        let printed = count.outputs.map { "\($0)" }.joined(separator: "\n").filter(\.isNumber)
        return (Int(printed) ?? -1, planned, query.outputs.map { "\($0)" }.joined(separator: "\n"))
    }

    /// UIKit calls a provider once per section when the layout is invalidated; the playground runs
    /// it when the data is applied and not again while nothing changed: not after the statement
    /// that applied it, nor before a command reads the layout (`Session.providerLayoutIsCurrent`).
    /// One call per section, and one plan per section and resolve.
    @Test func aProviderIsCalledOncePerSectionForAnApplyAndARead() {
        let small = Self.providerCalls(sections: 100)
        let large = Self.providerCalls(sections: 1_000)
        #expect(large.output.contains("52000"), "\(large.output)")
        #expect(small.calls == 100, "\(small.calls) calls for 100 sections")
        #expect(large.calls == 1_000, "\(large.calls) calls for 1,000 sections")
        #expect(large.planned <= 12 * small.planned, "100 sections: \(small.planned); 1,000 sections: \(large.planned)")
    }

    /// Reads of the layout (commands, `contentSize`) run the provider only after a change since it
    /// last ran: a new device, or a change of anything the closure may read (a global here).
    @Test func theProviderRunsAgainOnlyAfterAChange() {
        var h = Harness()
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()")
        _ = h.ok("snapshot.appendSections(Array(0..<10)); for s in 0..<10 { snapshot.appendItems([s], toSection: s) }")
        _ = h.ok("var tall = false")
        _ = h.ok(
            "layout = UICollectionViewCompositionalLayout { index, environment in let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))); let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(tall ? 100 : 44)), subitems: [item]); return NSCollectionLayoutSection(group: group) }"
        )
        func calls(
            _ line: String, _ expected: [String]? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) -> Int {
            let before = h.playground.session.work.providerCalls
            let out = h.ok(line, sourceLocation: sourceLocation)
            if let expected { #expect(out == expected, sourceLocation: sourceLocation) }
            return h.playground.session.work.providerCalls - before
        }
        #expect(calls("dataSource.apply(snapshot, animatingDifferences: false)") == 10)
        #expect(calls("contentSize", ["contentSize: 393 x 440"]) == 0)
        #expect(calls("frames") == 0)
        #expect(calls("contentSize", ["contentSize: 393 x 440"]) == 0)
        // The closure reads `tall`: a change of the program's state runs it again, once.
        #expect(calls("tall = true") == 10)
        #expect(calls("contentSize", ["contentSize: 393 x 1000"]) == 0)
        // A new device is a new environment.
        #expect(calls("device ipad") == 0)
        #expect(calls("contentSize", ["contentSize: 820 x 1000"]) == 10)
        #expect(calls("contentSize", ["contentSize: 820 x 1000"]) == 0)
        // Undo brings back the state before, with the layout the provider made for it (and that
        // state's work counter, so only what follows is compared).
        _ = h.ok("undo")
        #expect(calls("contentSize", ["contentSize: 393 x 1000"]) == 0)
    }

    /// The provider's script over `sections` sections, then `contentSize`: how much `counter` of the
    /// session's work grew, and what the query printed.
    static func counted(_ counter: KeyPath<WorkCounter, Int>, sections: Int) -> (count: Int, output: String) {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let before = playground.session.work[keyPath: counter]
        let setup = playground.run(
            script: Self.script(sections: sections), file: "provider.swift", keepGoing: false, reader: reader([:]))
        #expect(!setup.failed, "\(setup.outputs.last(where: \.isError).map { "\($0)" } ?? "")")
        let query = playground.run(script: "contentSize", file: "query.lps", keepGoing: false, reader: reader([:]))
        return (
            playground.session.work[keyPath: counter] - before, query.outputs.map { "\($0)" }.joined(separator: "\n")
        )
    }

    /// `counted(_:sections:)` for 10 and 1,000 sections: the layouts must be the same and `counter` must
    /// not grow with the sections. The count for 10 sections.
    static func countedOncePerUnit(_ counter: KeyPath<WorkCounter, Int>) -> Int {
        let small = counted(counter, sections: 10)
        let large = counted(counter, sections: 1_000)
        #expect(small.output.contains("520"), "\(small.output)")
        #expect(large.output.contains("52000"), "\(large.output)")
        #expect(large.count == small.count, "10 sections: \(small.count); 1,000: \(large.count)")
        return small.count
    }

    /// What each call in the provider calls (`NSCollectionLayoutItem(...)`, `.fractionalWidth(0.5)`,
    /// `NSCollectionLayoutGroup.horizontal(...)`) is found once per call site and unit, not by name
    /// on every call: the resolutions are as many for 1,000 sections as for 10
    /// (`WorkCounter.callSiteResolutions`), and the layout is the same.
    @Test func aProvidersCallSitesAreResolvedOncePerUnit() {
        let resolutions = Self.countedOncePerUnit(\.callSiteResolutions)
        // The provider's sites that make no constant value (an item, a group, a section, the group's size
        // and its height; the others are evaluated once, see below) and the layout's.
        #expect(resolutions >= 5, "\(resolutions) resolutions for 10 sections")
    }

    /// A leading-dot UIKit value of literals (`.fractionalWidth(0.5)`, the item's `.init(...)` of two of
    /// them) is evaluated once per node and unit (`ConstantHostValue`): as many for 1,000 sections as for
    /// 10 (`WorkCounter.constantHostValues`), and the layout is the same.
    @Test func aProvidersConstantValuesAreEvaluatedOncePerUnit() {
        let kept = Self.countedOncePerUnit(\.constantHostValues)
        // The item's size and its two dimensions, the group's width; not `.absolute(height)`.
        #expect(kept == 4, "\(kept) constant values for 10 sections")
    }

    /// A member the program adds to a UIKit type runs each time it is read, even written as a constant
    /// value (`.half`).
    @Test func aProgramsMemberOfAUIKitTypeRunsEachTime() {
        var h = Harness()
        _ = h.ok(
            """
            var made = 0
            extension NSCollectionLayoutDimension {
                static var half: NSCollectionLayoutDimension { made += 1; return .fractionalWidth(0.5) }
            }
            func size() -> NSCollectionLayoutSize {
                NSCollectionLayoutSize(widthDimension: .half, heightDimension: .absolute(10))
            }
            """)
        #expect(
            h.ok("print([1, 2, 3].map { _ in size().widthDimension }); print(made)") == [
                "[.fractionalWidth(0.5), .fractionalWidth(0.5), .fractionalWidth(0.5)]", "3",
            ])
    }

    /// What a provider's `let`s say (name, type, value, `let` or `var`) is read from their syntax once
    /// per declaration and unit, not on every call (`WorkCounter.localDeclarationReads`): as many reads
    /// for 1,000 sections as for 10, and the layout is the same.
    @Test func aProvidersLocalDeclarationsAreReadOncePerUnit() {
        let reads = Self.countedOncePerUnit(\.localDeclarationReads)
        // The provider's three: `item`, `height` and `group`.
        #expect(reads == 3, "\(reads) reads for 10 sections")
    }

    /// A local declaration read once still runs as written each time: its value converted to its
    /// type, a `var` assignable, a `let` constant.
    @Test func aLocalDeclarationRunAgainKeepsItsMeaning() {
        var h = Harness()
        _ = h.ok(
            """
            func f(_ n: Int) -> Double {
                let one: CGFloat = 1
                var total = Double(n)
                total += 0.5
                return total + Double(one)
            }
            """)
        #expect(h.ok("print([1, 2, 3].map { f($0) })") == ["[2.5, 3.5, 4.5]"])
        _ = h.ok("func g(_ n: Int) -> Int { let k = n; k = 2; return k }")
        #expect(h.error("print(g(1))").contains("let"))
    }

    /// The same provider written as most apps write it, inside a method
    /// (`func createLayout() -> ... { UICollectionViewCompositionalLayout { ... } }`).
    static func methodScript(sections: Int) -> String {
        let lines = script(sections: sections).split(separator: "\n", omittingEmptySubsequences: false)
        let snapshot = lines.prefix(3).joined(separator: "\n")
        let body = lines.dropFirst(4).prefix(4).map { "        " + $0 }.joined(separator: "\n")
        return """
            \(snapshot)
            class ViewController {
                func createLayout() -> UICollectionViewCompositionalLayout {
                    return UICollectionViewCompositionalLayout { sectionIndex, environment in
            \(body)
                    }
                }
            }
            layout = ViewController().createLayout()
            dataSource.apply(snapshot, animatingDifferences: false)
            """
    }

    /// The call-site counters and what `contentSize` printed after `script`.
    static func work(of script: String) -> (resolutions: Int, checks: Int, output: String) {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let before = playground.session.work
        let setup = playground.run(script: script, file: "provider.swift", keepGoing: false, reader: reader([:]))
        #expect(!setup.failed, "\(setup.outputs.last(where: \.isError).map { "\($0)" } ?? "")")
        let query = playground.run(script: "contentSize", file: "query.lps", keepGoing: false, reader: reader([:]))
        let work = playground.session.work
        return (
            work.callSiteResolutions - before.callSiteResolutions, work.callSiteChecks - before.callSiteChecks,
            query.outputs.map { "\($0)" }.joined(separator: "\n")
        )
    }

    /// Inside a method, the initializers and factories a provider calls are found once per call site
    /// too (`self`'s members and nested types are looked at when the site is resolved): as many
    /// resolutions for 1,000 sections as for 10, a written base (`NSCollectionLayoutGroup.horizontal`)
    /// included.
    @Test func aProviderInAMethodResolvesItsCallSitesOncePerUnit() {
        let small = Self.work(of: Self.methodScript(sections: 10))
        let large = Self.work(of: Self.methodScript(sections: 1_000))
        #expect(small.output.contains("520"), "\(small.output)")
        #expect(large.output.contains("52000"), "\(large.output)")
        // The item, the group and the section, the group's size and its height (the constant values
        // are evaluated once, see `aProvidersConstantValuesAreEvaluatedOncePerUnit`).
        #expect(small.resolutions >= 5, "\(small.resolutions) resolutions for 10 sections")
        #expect(
            large.resolutions == small.resolutions, "10 sections: \(small.resolutions); 1,000: \(large.resolutions)")
        // Every site resolves as it does outside a method, `NSCollectionLayoutGroup.horizontal` too.
        let outside = Self.work(of: Self.script(sections: 10))
        #expect(
            small.resolutions == outside.resolutions, "in a method \(small.resolutions), outside \(outside.resolutions)"
        )
    }

    /// A call site looks at the program's types, aliases and functions again only after they changed
    /// (`SwiftState.declarations`): a provider that declares nothing checks none of them per call.
    @Test func aCallSiteChecksTheDeclarationsOnlyAfterTheyChange() {
        for script in [Self.script(sections: 1_000), Self.methodScript(sections: 1_000)] {
            let run = Self.work(of: script)
            #expect(run.output.contains("52000"), "\(run.output)")
            #expect(run.checks == 0, "\(run.checks) checks of the declarations for 1,000 sections")
        }
        // A function that declares a type each time it runs changes the declarations between the calls
        // of its sites: each later call checks them again, and still finds UIKit's initializer.
        var h = Harness()
        _ = h.ok(
            """
            func width(_ w: Double) -> Double {
                struct Local {}
                let s = NSCollectionLayoutSize(widthDimension: .absolute(w), heightDimension: .absolute(1))
                print(s.widthDimension)
                return w
            }
            """
        )
        let before = h.playground.session.work.callSiteChecks
        let printed = h.ok("print([1.0, 2.0, 3.0].map { width($0) })")
        #expect(printed.count == 4 && printed.last == "[1.0, 2.0, 3.0]", "\(printed)")
        #expect(printed.first != printed[1], "\(printed)")
        #expect(h.playground.session.work.callSiteChecks > before)
    }

    /// Inside a method, a nested type or a method of `self` with a UIKit type's name is what the name
    /// means, as in Swift, at every call of the site.
    @Test func insideAMethodSelfsNamesComeBeforeUIKitsAtEveryCall() {
        var h = Harness()
        _ = h.ok(
            """
            class Maker {
                struct NSCollectionLayoutItem { let layoutSize: Int }
                func NSCollectionLayoutSection(group: Int) -> Int { group * 2 }
                func make(_ n: Int) -> Int {
                    NSCollectionLayoutItem(layoutSize: n).layoutSize + NSCollectionLayoutSection(group: n)
                }
            }
            """)
        #expect(h.ok("let maker = Maker(); print([1, 2, 3].map { maker.make($0) })") == ["[3, 6, 9]"])
        // A written base (`Type.factory(...)`) too: a nested type's static method, a property's method.
        _ = h.ok(
            """
            struct Spacer { func fixed(_ v: Int) -> Int { v + 100 } }
            class Nested {
                enum NSCollectionLayoutSpacing { static func fixed(_ v: Int) -> Int { v * 10 } }
                func make(_ n: Int) -> Int { NSCollectionLayoutSpacing.fixed(n) }
            }
            class Property {
                let NSCollectionLayoutSpacing = Spacer()
                func make(_ n: Int) -> Int { NSCollectionLayoutSpacing.fixed(n) }
            }
            """)
        #expect(h.ok("let nested = Nested(); print([1, 2].map { nested.make($0) })") == ["[10, 20]"])
        #expect(h.ok("let property = Property(); print([1, 2].map { property.make($0) })") == ["[101, 102]"])
        // Else UIKit's, at every call (a fresh session: the playground also finds a nested type by its
        // own name outside its owner, a leniency for pasted code Swift does not have).
        var plain = Harness()
        _ = plain.ok(
            """
            class Plain {
                func make(_ n: Int) -> CGFloat { NSCollectionLayoutSpacing.fixed(CGFloat(n)).spacing }
            }
            """)
        #expect(plain.ok("let plain = Plain(); print([1, 2].map { plain.make($0) })") == ["[1.0, 2.0]"])
    }

    @Test func resolvingAProvidersLayoutIsLinearInItsSections() {
        let small = Self.contentSize(sections: 100)
        let large = Self.contentSize(sections: 1_000)
        // 50 rows of 44 and 50 of 60 points.
        #expect(small.output.contains("5200"), "\(small.output)")
        #expect(large.output.contains("52000"), "\(large.output)")
        #expect(small.work > 0)
        #expect(large.work <= 12 * small.work, "100 sections: \(small.work); 1,000 sections: \(large.work)")
    }
}
