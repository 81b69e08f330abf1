import Foundation
import Testing

@testable import PlaygroundScript

/// The Swift front end as a user meets it: statements over several lines, declarations,
/// value and reference semantics, section providers, view controllers, and the guarantees every
/// statement keeps (a failure changes nothing, limits end runaway code with an error).
@Suite struct SwiftUnitTests {
    /// Runs a whole script; returns stdout lines and the rendered diagnostics.
    static func run(_ script: String, keepGoing: Bool = false) -> (
        out: [String], diagnostics: [String], playground: Playground
    ) {
        var playground = Playground(options: PlaygroundOptions(color: false))
        let result = playground.run(script: script, file: "t.lps", keepGoing: keepGoing, reader: { _ in "" })
        var out: [String] = []
        var diags: [String] = []
        for o in result.outputs {
            switch o {
            case .text(let t): out.append(t)
            case .stream(let s): out += s.lines
            case .diagnostic(let d, _): diags.append(d)
            case .effect: break
            }
        }
        return (out, diags, playground)
    }

    /// Number literals take the type of the parameter they are passed to: `.fractionalWidth(1/3)` is a
    /// third (CGFloat division), not 0 (Int division); an Int stays an Int where Swift makes it one.
    @Test func literalArithmeticInALayoutCallIsCGFloatArithmetic() {
        let (out, diags, _) = Self.run(
            """
            let d = NSCollectionLayoutDimension.fractionalWidth(2/3)
            print(d)
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1/3), heightDimension: .absolute(-1/2 + 101/2))
            print(size.widthDimension, size.heightDimension)
            let i = 7/2
            print(i)
            """)
        #expect(diags.isEmpty, "\(diags)")
        #expect(out == [".fractionalWidth(0.667)", ".fractionalWidth(0.333) .absolute(50)", "3"])
    }

    /// `.list(using: .init(appearance: .plain))`: the implicit initializer of the parameter's type.
    @Test func anImplicitInitOfTheListConfigurationMakesOne() {
        let (out, diags, _) = Self.run(
            """
            layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
            print(layout.configuration.scrollDirection)
            let section = NSCollectionLayoutSection.list(using: .init(appearance: .plain), layoutEnvironment: environment)
            print(section)
            """)
        #expect(diags.isEmpty, "\(diags)")
        #expect(out.last == "LayoutSection.list(using: ListConfiguration(appearance: .plain))", "\(out)")
    }

    @Test func aStatementMaySpanLinesAndFunctionsReturnValues() {
        let (out, diags, _) = Self.run(
            """
            func columns(for width: Double,
                         minimum: Double = 230) -> Int {
                let n = (width / minimum).rounded(.down)
                return max(1, Int(n))
            }
            print(columns(for: 800), columns(for: 100))
            let widths = [320, 640, 1024]
                .map { columns(for: Double($0)) }
            print(widths)
            """)
        #expect(diags.isEmpty, "\(diags)")
        #expect(out == ["3 1", "[1, 2, 4]"])
    }

    @Test func structsCopyAndClassesShare() {
        let (out, diags, _) = Self.run(
            """
            struct Point { var x = 0 }
            final class Box { var x = 0 }
            var a = Point(); var b = a; b.x = 5
            let c = Box(); let d = c; d.x = 5
            print(a.x, b.x, c.x, d.x)
            """)
        #expect(diags.isEmpty, "\(diags)")
        #expect(out == ["0 5 5 5"])
    }

    @Test func aSnapshotIsAValueAndALayoutItemIsShared() {
        let (out, diags, _) = Self.run(
            """
            var s = NSDiffableDataSourceSnapshot<String, String>()
            s.appendSections(["main"])
            var t = s
            t.appendItems(["a", "b"])
            print(s.numberOfItems, t.numberOfItems)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            dataSource.apply(t, animatingDifferences: false)
            frames
            """)
        #expect(diags.isEmpty, "\(diags)")
        #expect(out.first == "0 2")
        // The inset set after the group was made still reaches the layout (UIKit's objects are shared).
        #expect(out.contains { $0.hasPrefix("cell  [0, 0]     a   10") })
    }

    @Test func enumCasesAreIdentifiersAndImplicitMembersTakeTheSnapshotsTypes() {
        let (out, diags, _) = Self.run(
            """
            enum Section: Int, CaseIterable { case main, archive }
            var s = NSDiffableDataSourceSnapshot<Section, Int>()
            s.appendSections(Section.allCases)
            s.appendItems(Array(0..<3), toSection: .archive)
            print(s.sectionIdentifiers, s.itemIdentifiers(inSection: .archive))
            print(Section(rawValue: 1) == .archive, Section.archive.rawValue)
            """)
        #expect(diags.isEmpty, "\(diags)")
        #expect(out == ["[Section.main, Section.archive] [0, 1, 2]", "true 1"])
    }

    @Test func aSectionProviderRunsForEverySectionAndAgainAfterTheDeviceChanges() {
        let (out, diags, _) = Self.run(
            """
            layout = UICollectionViewCompositionalLayout { index, environment in
                let columns = environment.container.effectiveContentSize.width > 500 ? 4 : index + 1
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: columns)
                return NSCollectionLayoutSection(group: group)
            }
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0, 1])
            s.appendItems(["a"], toSection: 0)
            s.appendItems(["b", "c"], toSection: 1)
            dataSource.apply(s, animatingDifferences: false)
            device iPhone15
            frames
            rotate
            frames
            """)
        #expect(diags.isEmpty, "\(diags)")
        // Portrait 393 wide: section 0 one column, section 1 two columns; landscape: four columns.
        #expect(out.contains { $0.hasPrefix("cell  [1, 1]     c   196.333") })  // 196.5 snapped at 3x
        #expect(out.filter { $0.hasPrefix("cell  [0, 0]") }.count == 2)
        #expect(out.last { $0.hasPrefix("cell  [0, 0]") }.map { $0.contains(" 0  ") } == true)
        #expect(out.contains { $0.contains("[1, 1]") && !$0.contains("196.333") })
    }

    @Test func aViewControllerLoadsItsViewAndItsCollectionViewIsTheSessions() {
        let (out, diags, playground) = Self.run(
            """
            class ViewController: UIViewController {
                enum Section { case main }
                var collectionView: UICollectionView!
                var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
                    view.addSubview(collectionView)
                    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { [weak self] cv, indexPath, item in
                        return nil
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
                    snapshot.appendSections([.main])
                    snapshot.appendItems((0..<4).map { $0 * 10 })
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
                func createLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            let vc = ViewController()
            print(vc.isViewLoaded)
            vc.loadViewIfNeeded()
            print(vc.isViewLoaded)
            contentSize
            """)
        #expect(
            diags.contains {
                $0.hasPrefix("note: ignored (no effect on the layout or the data):") && $0.contains("'view.addSubview'")
            })
        #expect(diags.allSatisfy { $0.hasPrefix("note:") }, "\(diags)")
        #expect(out.contains("false") && out.contains("true"))
        #expect(out.contains("reloadData (first apply): 1 section, 4 items"))
        #expect(out.last?.hasSuffix("x 200") == true)
        #expect(playground.session.names.contains("vc"))
    }

    @Test func aFailedStatementChangesNothing() {
        var h = Harness()
        _ = h.ok("var count = 1")
        _ = h.ok("func bump() { count += 1 }")
        let before = (h.playground.session.log, h.playground.session.names, h.playground.session.undoStack.count)
        // The first statement of the unit succeeds, the second fails: neither is kept.
        #expect(h.error("bump(); undefinedThing()").contains("cannot find 'undefinedThing' in scope"))
        #expect((h.playground.session.log, h.playground.session.names, h.playground.session.undoStack.count) == before)
        #expect(h.ok("print(count)") == ["1"])
    }

    @Test func aStatementThatOnlyReadsKeepsTheUndoHistory() {
        var h = Harness()
        _ = h.ok("var x = 1")
        _ = h.ok("x = 2")
        _ = h.ok("print(x)")
        #expect(h.ok("undo") == ["undid: x = 2"])
        #expect(h.ok("print(x)") == ["1"])
    }

    @Test func runawayLoopsAndRecursionEndWithTheirLimitsAndTheScriptGoesOn() {
        let (out, diags, _) = Self.run(
            """
            var n = 0
            while true { n += 1 }
            func down(_ k: Int) -> Int { down(k + 1) }
            print(down(0))
            print("still here", n)
            """, keepGoing: true)
        #expect(diags.count == 2)
        #expect(
            diags.first?.hasPrefix("error: the statement ran \(Limits.evaluationSteps) steps without finishing") == true
        )
        #expect(diags.last?.hasPrefix("error: calls are nested \(Limits.callDepth) deep") == true)
        // The error in the function points at its declaration, and says where it was called from.
        #expect(diags.last?.contains("--> t.lps:3:") == true && diags.last?.contains("while running t.lps:4") == true)
        #expect(out == ["still here 0"])
    }

    @Test func syntaxErrorsComeFromSwiftsParserWithTheirLine() {
        let (_, diags, _) = Self.run(
            """
            let a = 1
            func f() {
                let b = (a +
            }
            """)
        #expect(diags.count == 1)
        #expect(
            diags.first?.contains("--> t.lps:4:") == true || diags.first?.contains("--> t.lps:3:") == true, "\(diags)")
    }

    @Test func uuidsAreTheSameOnEveryRun() {
        let script =
            "struct Item: Hashable { let id = UUID(); let title: String }\nlet items = [Item(title: \"a\"), Item(title: \"b\")]\nprint(items[1].id)"
        let first = Self.run(script).out
        let second = Self.run(script).out
        #expect(first == second)
        #expect(first == ["00000000-0000-4000-8000-000000000002"])
    }

    @Test func anUnfinishedStatementAsksForMoreLines() {
        let p = Playground()
        #expect(p.needsContinuation("func f() {"))
        #expect(p.needsContinuation("let x = 1 +"))
        #expect(p.needsContinuation("let s = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),"))
        #expect(!p.needsContinuation("func f() {\n}"))
        #expect(!p.needsContinuation("frames section: 0"))
        #expect(!p.needsContinuation("let s = \"a { b\""))
        #expect(!p.needsContinuation("}"))
    }

    @Test func theReadmesViewControllerRunsAsPrinted() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "```swift\n")?.upperBound,
            let end = readme[start...].range(of: "```")?.lowerBound
        else {
            Issue.record("README.md has no Swift example")
            return
        }
        let (out, diags, _) = Self.run(String(readme[start..<end]))
        #expect(diags.allSatisfy { $0.hasPrefix("note:") }, "\(diags)")
        #expect(out.first == "reloadData (first apply): 1 section, 12 items")
        #expect(out.contains("cell  [0, 11]    11  262  300    131     100  0"), "\(out)")
    }

    @Test func snapshotCopiesAreValuesThatNeedNoCollection() {
        var lines = [
            "var s = NSDiffableDataSourceSnapshot<String, String>()", "s.appendSections([\"main\"])",
            "dataSource.apply(s, animatingDifferences: false)",
        ]
        for i in 0..<400 {
            lines.append("var next = dataSource.snapshot()")
            lines.append("next.appendItems([\"item\\(\(i))\"])")
            lines.append("dataSource.apply(next, animatingDifferences: false)")
        }
        let (_, diags, playground) = Self.run(lines.joined(separator: "\n"))
        #expect(diags.isEmpty, "\(diags.prefix(2))")
        let unnamed = playground.session.keyedObjects.keys.filter { $0.name == nil }
        // 800 copies were made (each snapshot() and each binding): values, none kept in the session's
        // objects, so nothing is left to collect.
        #expect(unnamed.isEmpty, "\(unnamed.count) objects kept")
    }

    /// A section provider that reads `self.dataSource.snapshot()` (a common way to pick a section's
    /// layout by its kind) runs once per section: reading the data source is no change that would
    /// run the provider again (before: "calls are nested 1000 deep").
    @Test func aProviderThatReadsTheDataSourcesSnapshotRunsOncePerSection() {
        let (out, diags, _) = Self.run(
            """
            enum Kind: Hashable { case header, apps }
            struct Group: Hashable { let id: Int; let kind: Kind }
            class TodayController: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<Group, String>!
                lazy var collectionViewLayout: UICollectionViewLayout = {
                    UICollectionViewCompositionalLayout { [weak self] (sectionIndex, environment) -> NSCollectionLayoutSection? in
                        guard let self = self else { return nil }
                        let snapshot = self.dataSource.snapshot()
                        let height: CGFloat = switch snapshot.sectionIdentifiers[sectionIndex].kind {
                        case .header: 82
                        case .apps: CGFloat(100 * snapshot.numberOfItems(inSection: snapshot.sectionIdentifiers[sectionIndex]))
                        }
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }()
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dataSource = UICollectionViewDiffableDataSource<Group, String>(collectionView: collectionView) { cv, indexPath, item in nil }
                    var snapshot = NSDiffableDataSourceSnapshot<Group, String>()
                    let header = Group(id: 0, kind: .header), apps = Group(id: 1, kind: .apps)
                    snapshot.appendSections([header, apps])
                    snapshot.appendItems(["date"], toSection: header)
                    snapshot.appendItems(["Maps", "Notes"], toSection: apps)
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
            }
            let vc = TodayController()
            vc.loadViewIfNeeded()
            contentSize
            """)
        #expect(diags.allSatisfy { $0.contains("cellProvider") }, "\(diags)")
        // 82 for the header section, then two groups of 200 (the apps section's items × 100).
        #expect(out.last == "contentSize: 393 x 482", "\(out)")
    }

    /// `UICollectionView(frame:collectionViewLayout: layout)` after `layout = UICollectionViewCompositionalLayout { ... }`
    /// keeps the section provider (before: the layout lost it, "no layout for section 0").
    @Test func aCollectionViewMadeWithThePlaygroundsLayoutKeepsItsProvider() {
        let (out, diags, _) = Self.run(
            """
            layout = UICollectionViewCompositionalLayout { (sectionIndex, environment) -> NSCollectionLayoutSection? in
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2])
            dataSource.apply(snapshot, animatingDifferences: false)
            contentSize
            """)
        #expect(diags.isEmpty, "\(diags)")
        #expect(out.last == "contentSize: 393 x 88", "\(out)")
    }
}
