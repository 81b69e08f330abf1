import PlaygroundCore
import Testing

@testable import PlaygroundScript

/// Replaying a script costs the session's own bookkeeping (identifier counts for the session and
/// undo bounds, the undo history, the log) a bounded amount per line, however much the session
/// already holds. Counted with `Session.work`, never timed: ten times the lines may cost at most
/// twelve times the work, which a walk over every object per line (quadratic) cannot meet.
/// The items every apply's diff reads (`DataSource.diffWork.items`) are counted with it: an apply
/// reads the items of the sections that changed, not every item of the snapshot. (The diff still
/// visits every section once per apply, as UIKit's does; `diffWork.sections` is not in the total.)
@Suite struct ReplayComplexityTests {
    enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// The W7 benchmark: layout definitions under fresh names, then frames, contentSize or sections.
        case layouts
        /// Layout definitions, a section with three items appended to one snapshot, and apply.
        case apply
        /// Definitions with an include every other line (an include splits the session log).
        case includes
        /// Swift: a function over several lines per block, closures, a snapshot copied from the data
        /// source each time (copies the collector must drop), a layout made by the function, apply.
        case swift
        /// A data source of 20 items applied once, then layouts redefined, cells fitted and frames
        /// printed: the engine's layout work (`WorkCounter.layout`) is counted with the rest.
        case frames
        /// The growing-snapshot replay (issue #33): a section layout defined for a new section, the
        /// section appended with three items, apply, `contentSize` (`Benchmarks/replay-script.sh grow`).
        case grow

        var testDescription: String { rawValue }
    }

    /// The scripts of `Benchmarks/replay-script.sh` (layouts, apply), plus one with includes.
    static func script(_ kind: Kind, lines: Int) -> String {
        var out: [String] = []
        func emit(_ line: String) { if out.count < lines { out.append(line) } }
        if kind == .apply || kind == .grow { emit("var snapshot = Snapshot()") }
        if kind == .frames {
            emit("var snapshot = Snapshot()")
            emit("snapshot.appendSections([main])")
            emit("snapshot.appendItems([\((1...20).map { "a\($0)" }.joined(separator: ", "))], toSection: main)")
            emit("dataSource.apply(snapshot)")
        }
        var b = 0
        while out.count < lines {
            let height = 40 + b % 60
            let size = "LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(\(height)))"
            let rowSize = "LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(\(height)))"
            switch kind {
            case .layouts:
                emit("print \"step \(b)\"")
                emit("let size\(b) = \(size)")
                emit("let cell\(b) = LayoutItem(layoutSize: size\(b))")
                emit("cell\(b).contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)")
                emit("let row\(b) = LayoutGroup.horizontal(layoutSize: \(rowSize), subitems: [cell\(b)])")
                emit("let section\(b) = LayoutSection(group: row\(b))")
                emit("section\(b).interGroupSpacing = \(b % 12)")
                emit("layout = CompositionalLayout(section: section\(b))")
                emit("environment.width = \(320 + (b % 8) * 20)")
                emit(b % 2 == 0 ? "frames" : (b % 4 == 1 ? "contentSize" : "sections"))
            case .apply:
                emit("let size\(b) = \(size)")
                emit("let cell\(b) = LayoutItem(layoutSize: size\(b))")
                emit("let row\(b) = LayoutGroup.horizontal(layoutSize: \(rowSize), subitems: [cell\(b)])")
                emit("let section\(b) = LayoutSection(group: row\(b))")
                emit("section\(b).interGroupSpacing = \(b % 12)")
                emit("layout = CompositionalLayout(section: section\(b))")
                emit("snapshot.appendSections([s\(b)])")
                emit("snapshot.appendItems([s\(b)a, s\(b)b, s\(b)c], toSection: s\(b))")
                emit("dataSource.apply(snapshot)")
            case .grow:
                emit("let size\(b) = \(size)")
                emit("let cell\(b) = LayoutItem(layoutSize: size\(b))")
                emit("let row\(b) = LayoutGroup.horizontal(layoutSize: \(rowSize), subitems: [cell\(b)])")
                emit("let section\(b) = LayoutSection(group: row\(b))")
                emit("layout.use(section\(b), forSection: s\(b))")
                emit("snapshot.appendSections([s\(b)])")
                emit("snapshot.appendItems([s\(b)a, s\(b)b, s\(b)c], toSection: s\(b))")
                emit("dataSource.apply(snapshot)")
                emit("contentSize")
            case .frames:
                emit("let size\(b) = \(size)")
                emit("let cell\(b) = LayoutItem(layoutSize: size\(b))")
                emit("let row\(b) = LayoutGroup.horizontal(layoutSize: \(rowSize), subitems: [cell\(b)])")
                emit("let section\(b) = LayoutSection(group: row\(b))")
                emit("layout = CompositionalLayout(section: section\(b))")
                emit("fit a\(b % 20 + 1) height: \(50 + b % 30)")
                emit("frames")
                emit("contentSize")
            case .includes:
                emit("let value\(b) = \(b)")
                emit("include \"step.lps\"")
            case .swift:
                // Whole blocks only (a function cut in half is a syntax error); single lines fill the rest.
                guard out.count + 11 <= lines else {
                    emit("let pad\(b) = \(b)")
                    break
                }
                emit("func makeSection\(b)(_ n: Int) -> NSCollectionLayoutSection {")
                emit(
                    "    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(n)),"
                )
                emit("                                                        heightDimension: .fractionalHeight(1)))")
                emit(
                    "    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])"
                )
                emit("    return NSCollectionLayoutSection(group: group)")
                emit("}")
                emit("var next = dataSource.snapshot()")
                emit("next.appendSections([\"s\(b)\"])")
                emit("next.appendItems((0..<3).map { \"s\(b)-\\($0)\" }, toSection: \"s\(b)\")")
                emit("layout = UICollectionViewCompositionalLayout(section: makeSection\(b)(\(b % 4 + 1)))")
                emit("dataSource.apply(next)")
            }
            b += 1
        }
        return out.joined(separator: "\n")
    }

    /// The bookkeeping work of replaying `lines` lines of `kind` in a fresh playground, and the
    /// items read by the diffs of its applies.
    static func work(_ kind: Kind, lines: Int) -> (session: WorkCounter, diffedItems: Int) {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let result = playground.run(
            script: script(kind, lines: lines), file: "generated.lps", keepGoing: false,
            reader: reader(["step.lps": "environment.width = 400"]))
        #expect(
            !result.failed,
            "the generated \(kind) script fails: \(result.outputs.last(where: \.isError).map { "\($0)" } ?? "")")
        #expect(playground.session.logCount >= lines / 2, "most lines of the \(kind) script change the session")
        let diffedItems =
            playground.session.object("dataSource", as: DataSourceObject.self)?.data.dataSource.diffWork.items ?? 0
        return (playground.session.work, diffedItems)
    }

    @Test(arguments: Kind.allCases)
    func replayingTenTimesTheLinesCostsTheBookkeepingAtMostTwelveTimesTheWork(_ kind: Kind) {
        let short = Self.work(kind, lines: 1_000)
        let long = Self.work(kind, lines: 10_000)
        #expect(short.session.total > 0)
        if kind == .frames { #expect(short.session.layout > 0, "the layout work is counted") }
        if kind == .apply || kind == .swift || kind == .grow {
            #expect(short.diffedItems > 0, "the applies' diffs are counted")
        }
        let shortTotal = short.session.total + short.diffedItems
        let longTotal = long.session.total + long.diffedItems
        #expect(longTotal <= 12 * shortTotal, "1,000 lines: \(short); 10,000 lines: \(long)")
    }
}
