import Testing

@testable import PlaygroundScript

private func run(_ script: String) -> (out: [String], diagnostics: [String]) { checkedTranscript(script) }

/// The frames table's rows for cells: "indexPath x y width height".
private func cellRows(_ out: [String]) -> [String] {
    out.filter { $0.hasPrefix("cell ") }.map { row in
        let f = row.split(separator: " ").map(String.init)
        // kind indexPath(2 words) id x y width height z
        return [f[1] + " " + f[2], f[4], f[5], f[6], f[7]].joined(separator: " ")
    }
}

@Suite struct SwiftFrontEndTests {
    /// Swift's nil from the standard library's optionals: an empty array's `first`/`last`, a failed
    /// `Int(_:)`/`Double(_:)`, an empty string's `first` (before: "no member 'first'", and `?? 0` failed).
    @Test func standardLibraryOptionalsAreNil() {
        let (out, diags) = run(
            """
            let empty: [Int] = []
            print(empty.first == nil, empty.last == nil, [4, 5].first == 4)
            print(Int("x") == nil, Double("y") == nil, Int("12") == 12)
            print("".first == nil, "ab".last == "b")
            let count = Int("oops") ?? 3
            if let first = empty.first { print(first) } else { print("empty", count) }
            """)
        #expect(diags.isEmpty, "\(diags)")
        #expect(out == ["true true true", "true true true", "true true", "empty 3"], "\(out)")
    }

    // MARK: Section providers

    /// Apple's "Orthogonal Section Behaviors" sample: `sectionKind.orthogonalScrollingBehavior() != .none`
    /// compares a UIKit enum case returned by a function with an implicit member, and apps read the
    /// property back in `==`, `switch` and `if case`.
    @Test func uikitEnumCasesCompareAndMatchAsSwiftDoes() {
        let (out, diagnostics) = run(
            """
            func behavior(_ i: Int) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
                i == 0 ? .continuous : (i == 1 ? UICollectionLayoutSectionOrthogonalScrollingBehavior.paging : .none)
            }
            print(behavior(0) != .none, behavior(1) == .paging, behavior(2) == .none, behavior(1) == .continuous)
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
            section.orthogonalScrollingBehavior = behavior(1)
            print(section.orthogonalScrollingBehavior == .paging, section.orthogonalScrollingBehavior != .none, section.orthogonalScrollingBehavior == .groupPaging)
            print(section.orthogonalScrollingBehavior == UICollectionLayoutSectionOrthogonalScrollingBehavior.paging)
            switch section.orthogonalScrollingBehavior {
            case .none: print("none")
            case .paging: print("paging")
            default: print("other")
            }
            section.orthogonalScrollingBehavior = .none
            if case .none = section.orthogonalScrollingBehavior { print("none again") }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(out == ["true true true false", "true true false", "true", "paging", "none again"])
    }

    /// Implicit member calls take the parameter's type: a section's `group:` is an
    /// NSCollectionLayoutGroup (`.vertical(...)`), a subitem an NSCollectionLayoutItem (`.init(...)`),
    /// which has no `.horizontal`.
    @Test func implicitMemberCallsMakeTheParametersLayoutType() {
        let (out, diagnostics) = run(
            """
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(88)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))]))
            layout = UICollectionViewCompositionalLayout(section: section)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            dataSource.apply(snapshot)
            frames
            let wrong = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [])])
            """)
        #expect(cellRows(out) == ["[0, 0] 0 0 393 44", "[0, 1] 0 44 393 44", "[0, 2] 0 88 393 44"])
        #expect(diagnostics == ["error: type 'NSCollectionLayoutItem' has no member 'horizontal'"])
    }

    /// A function of the program named like a playground command (`reset()`, `draw()`) is the
    /// program's: the call runs it. (The command's call form reset the whole session instead.)
    @Test func aProgramsFunctionNamedLikeACommandIsCalled() {
        let (out, diagnostics) = run(
            """
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            func reset() { print("the program's reset") }
            func draw() { print("the program's draw") }
            reset()
            draw()
            print(snapshot.numberOfSections)
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(out == ["the program's reset", "the program's draw", "1"])
    }

    @Test func aSectionProvidersLayoutEnvironmentCanBePassedToAListSection() {
        let (out, diagnostics) = run(
            """
            enum Section { case main }
            let listLayout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
                let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: listLayout)
            let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
            snapshot.appendSections([.main])
            snapshot.appendItems([1, 2])
            source.apply(snapshot)
            frames
            """)
        #expect(diagnostics.isEmpty)
        #expect(cellRows(out) == ["[0, 0] 0 0 393 44", "[0, 1] 0 44 393 44"])
    }

    @Test func listConfigurationStylingIsAcceptedAndChangesNoFrame() {
        let (out, diagnostics) = run(
            """
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.showsSeparators = false
            configuration.backgroundColor = .clear
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in nil }
            layout = UICollectionViewCompositionalLayout.list(using: configuration)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            dataSource.apply(snapshot)
            frames
            """)
        #expect(diagnostics.isEmpty)
        #expect(cellRows(out) == ["[0, 0] 0 0 393 44"])
    }

    @Test func aListMetricThePlaygroundCannotKnowIsKeptWithANoteSayingSo() {
        let (_, diagnostics) = checkedTranscript(
            """
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.contentHuggingElements = .supplementaryHeader
            """, everyDiagnosticLine: true)
        #expect(
            diagnostics.first?.hasPrefix("note: contentHuggingElements = .supplementaryHeader (iOS 18)") == true,
            "\(diagnostics)")
        #expect(!diagnostics.contains { $0.hasPrefix("error:") }, "\(diagnostics)")
    }

    // MARK: Contextual types

    @Test func dictionaryLiteralsAndSubscriptsGiveImplicitMembersTheKeyType() {
        let (out, diagnostics) = run(
            """
            enum Section: Int { case account, general }
            let rows: [Section: [String]] = [.account: ["Apple ID"], .general: ["Sounds", "Focus"]]
            let key = Section.general
            rows[key]
            rows[.account]
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["[\"Sounds\", \"Focus\"]", "[\"Apple ID\"]"])
    }

    @Test func returnStatementsTakeTheDeclaredResultTypeOfTheirFunctionOrComputedProperty() {
        let (out, diagnostics) = run(
            """
            enum Kind {
                case wide, narrow
                var width: NSCollectionLayoutDimension {
                    switch self {
                    case .wide: return .fractionalWidth(0.9)
                    case .narrow: return .absolute(120)
                    }
                }
            }
            func height(for kind: Kind) -> NSCollectionLayoutDimension {
                if kind == .wide { return .fractionalWidth(0.5) }
                return .estimated(44)
            }
            let size = NSCollectionLayoutSize(widthDimension: Kind.narrow.width, heightDimension: height(for: .narrow))
            size
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["LayoutSize(widthDimension: .absolute(120), heightDimension: .estimated(44))"])
    }

    // MARK: Standard library

    @Test func propertyKeyPathsWorkAsFunctions() {
        let (out, diagnostics) = run(
            """
            struct Todo { var id: Int; var title: String }
            let todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
            todos.map(\\.id)
            todos.map(\\.title.count)
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["[1, 2]", "[4, 4]"])
    }

    @Test func stringsHavePrefixSuffixAndDrop() {
        let (out, _) = run(
            """
            let name = "Barbara"
            String(name.prefix(1)) + name.suffix(2) + name.dropFirst(5) + name.dropLast(6)
            """)
        #expect(out == ["\"BraraB\""])
    }

    // MARK: UIKit values and view controllers

    @Test func anAnchorCanBeMadeBeforeTheSupplementaryItemThatUsesIt() {
        let (out, diagnostics) = run(
            """
            let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 11, y: -11))
            let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(22), heightDimension: .absolute(22)), elementKind: "badge", containerAnchor: anchor)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), supplementaryItems: [badge])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            dataSource.apply(snapshot)
            frames kind: supplementaries
            """)
        #expect(diagnostics.isEmpty)
        // Inside the top-trailing corner (x 78), then moved by the offset.
        #expect(out.last?.split(separator: " ").suffix(5).joined(separator: " ") == "89 -11 22 22 1")
    }

    @Test func aCollectionViewControllerGetsItsCollectionViewFromSuperInit() {
        let (out, diagnostics) = run(
            """
            final class ListController: UICollectionViewController {
                var dataSource: UICollectionViewDiffableDataSource<Int, String>!
                init() {
                    let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in nil }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(["a"])
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
            }
            let controller = ListController()
            controller.loadViewIfNeeded()
            controller.collectionView == nil
            frames
            """)
        #expect(diagnostics.isEmpty)
        #expect(out.contains("false"))
        #expect(cellRows(out) == ["[0, 0] 0 0 393 44"])
    }

    // MARK: Hashable as written

    @Test func aTypesOwnEqualityOperatorDecidesEquality() {
        let (out, diagnostics) = run(
            """
            struct Row: Hashable {
                let id: Int
                var title: String
                static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            Row(id: 1, title: "a") == Row(id: 1, title: "b")
            [Row(id: 1, title: "a")].contains(Row(id: 1, title: "c"))
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["true", "true"])
    }

    @Test func anItemThatHashesOnlyItsIdKeepsItsIdentityWhenItsOtherFieldsChange() {
        let (out, diagnostics) = run(
            """
            struct Row: Hashable {
                let id: Int
                var title: String
                static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
            snapshot.appendSections([0])
            snapshot.appendItems([Row(id: 1, title: "Milk"), Row(id: 2, title: "Eggs")])
            dataSource.apply(snapshot)
            var renamed = NSDiffableDataSourceSnapshot<Int, Row>()
            renamed.appendSections([0])
            renamed.appendItems([Row(id: 1, title: "Oat milk"), Row(id: 2, title: "Eggs")])
            dataSource.apply(renamed)
            renamed.reconfigureItems([Row(id: 1, title: "Oat milk")])
            dataSource.apply(renamed)
            """)
        #expect(diagnostics.isEmpty)
        #expect(
            out == [
                "reloadData (first apply): 1 section, 2 items",
                "nothing to do (identical snapshot)",
                "performBatchUpdates (animated): 1 reconfigure (no structural changes)",
                "  reconfigure  [0, 0]  \"Row(id: 1)\"",
            ])
    }

    @Test func withTheSynthesisedConformanceEveryFieldIsPartOfTheIdentity() {
        let (out, _) = run(
            """
            struct Row: Hashable { let id: Int; var title: String }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
            snapshot.appendSections([0])
            snapshot.appendItems([Row(id: 1, title: "Milk")])
            dataSource.apply(snapshot)
            var renamed = NSDiffableDataSourceSnapshot<Int, Row>()
            renamed.appendSections([0])
            renamed.appendItems([Row(id: 1, title: "Oat milk")])
            dataSource.apply(renamed)
            """)
        #expect(out.dropFirst().first == "performBatchUpdates (animated): 1 delete, 1 insert")
    }

    @Test func instancesOfAHashableClassCanBeIdentifiers() {
        let (out, diagnostics) = run(
            """
            class OutlineItem: Hashable {
                let title: String
                private let identifier = UUID()
                init(title: String) { self.title = title }
                static func == (lhs: OutlineItem, rhs: OutlineItem) -> Bool { lhs.identifier == rhs.identifier }
                func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
            }
            var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineItem>()
            let root = OutlineItem(title: "Root")
            snapshot.append([root])
            snapshot.append([OutlineItem(title: "Child")], to: root)
            snapshot.items.map(\\.title)
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["[\"Root\", \"Child\"]"])
    }

    @Test func valuesThatHashTheSameButAreNotEqualAreAnError() {
        let (_, diagnostics) = run(
            """
            struct Row: Hashable {
                let id: Int
                var title: String
                static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id && lhs.title == rhs.title }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
            snapshot.appendSections([0])
            snapshot.appendItems([Row(id: 1, title: "a"), Row(id: 1, title: "b")])
            """)
        #expect(
            diagnostics == [
                "error: two different Row values hash the same and are not ==: the playground tells items apart by what hash(into:) combines"
            ])
    }

    @Test func registeringADecorationViewClassWithTheLayoutIsAccepted() {
        let (out, diagnostics) = run(
            """
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
            let cardLayout = UICollectionViewCompositionalLayout(section: section)
            cardLayout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
            layout = cardLayout
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            dataSource.apply(snapshot)
            frames kind: decorations
            """)
        #expect(diagnostics.isEmpty)
        #expect(out.last?.hasPrefix("decoration background") == true)
    }

    @Test func anImplicitCaseWithAPayloadAndNoContextIsTheOneTypeThatHasIt() {
        let (out, diagnostics) = run(
            """
            enum Item: Hashable { case stat(String), post(Int) }
            enum Other { case stat(Int) }
            (1...2).map { .post($0) }
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["[Item.post(1), Item.post(2)]"])
        let (_, ambiguous) = run(
            """
            enum Item: Hashable { case stat(String), post(Int) }
            enum Other { case stat(Int) }
            ["a"].map { .stat($0) }
            """)
        #expect(ambiguous == ["error: cannot infer the type of '.stat(...)'"])
    }

    @Test func selfInitDelegatesToAnotherInitializerOrToUIKits() {
        let (out, diagnostics) = run(
            """
            struct Point {
                var x: Int
                init(x: Int) { self.x = x }
                init() { self.init(x: 7) }
            }
            Point().x
            final class Controller: UICollectionViewController {
                convenience init() {
                    self.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
                }
            }
            Controller().collectionView == nil
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["7", "false"])
    }

    @Test func aHandlerClosureThatAlwaysAnswersTheSameIsThatAnswer() {
        let (out, diagnostics) = run(
            """
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers
            dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in return false }
            dataSource.sectionSnapshotHandlers.shouldCollapseItem
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["reorderingHandlers.canReorderItem = .always", ".never"])
    }

    @Test func handlersThePlaygroundCannotRunAreErrorsWhereTheyAreSet() {
        let (_, diagnostics) = run(
            """
            dataSource.reorderingHandlers.canReorderItem = { item in item != "pinned" }
            dataSource.sectionSnapshotHandlers.willExpandItem = { item in }
            """)
        #expect(
            diagnostics == [
                "error: the playground models reorderingHandlers.canReorderItem only as a closure that returns true or false for every item",
                "error: the playground does not run sectionSnapshotHandlers.willExpandItem: it is called at a user's gesture, with values only UIKit makes",
            ])
    }

    @Test func aSectionsVisibleItemsInvalidationHandlerReadsAsNilUntilSet() {
        // UIKit's default (VisibleItemsHandlerTests has the handler's calls).
        let (out, diagnostics) = run(
            """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
            let handler = section.visibleItemsInvalidationHandler
            print(handler == nil)
            if let handler = section.visibleItemsInvalidationHandler { print("set") } else { print("none") }
            """)
        #expect(diagnostics == [])
        #expect(out == ["true", "none"])
    }

    @Test func aCustomGroupsItemProviderGivesItsFrames() {
        let (out, diagnostics) = run(
            """
            let size = NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200))
            let mosaic = NSCollectionLayoutGroup.custom(layoutSize: size) { _ in
                [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
                 NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 0, width: 100, height: 100))]
            }
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: mosaic))
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            dataSource.apply(snapshot)
            frames
            """)
        #expect(diagnostics.isEmpty)
        #expect(cellRows(out) == ["[0, 0] 0 0 200 200", "[0, 1] 200 0 100 100", "[0, 2] 0 200 200 200"])
    }

    /// The provider's environment is the group's: `container.contentSize` is the group's size (exact for
    /// absolute dimensions; a fractional one is resolved against the collection view, with a note).
    @Test func aCustomGroupsItemProviderReadsTheGroupsSizeFromItsEnvironment() {
        let provider = """
            { environment in
                [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: environment.container.contentSize.width / 2,
                                                                 height: environment.container.effectiveContentSize.height - 20))]
            }
            """
        let data = """
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2])
            dataSource.apply(snapshot)
            frames
            """
        let exact = runPasted(
            """
            device iPhone15
            let size = NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200))
            let half = NSCollectionLayoutGroup.custom(layoutSize: size) \(provider)
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: half))
            \(data)
            """)
        #expect(!exact.failed, "\(exact.all)")
        #expect(cellRows(exact.out) == ["[0, 0] 0 0 150 180", "[0, 1] 0 200 150 180"], "\(exact.out)")
        #expect(!exact.all.contains { $0.contains("item provider ran when the group was made") })
        let fractional = runPasted(
            """
            device iPhone15
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
            let half = NSCollectionLayoutGroup.custom(layoutSize: size) \(provider)
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: half))
            \(data)
            """)
        #expect(!fractional.failed, "\(fractional.all)")
        #expect(
            cellRows(fractional.out) == ["[0, 0] 0 0 196.333 180", "[0, 1] 0 200 196.333 180"], "\(fractional.out)")
        #expect(
            fractional.all.contains {
                $0.contains("item provider ran when the group was made, with a container of 393 x 200")
            },
            "\(fractional.all)")
    }

    @Test func identifiersReadBackFromASnapshotHaveItsIdentifierTypes() {
        let (out, diagnostics) = run(
            """
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(["a", "b"], toSection: 1)
            snapshot.itemIdentifiers
            snapshot.sectionIdentifiers.map { $0 + 10 }
            snapshot.sectionIdentifier(containingItem: "a")
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["[\"a\", \"b\"]", "[10, 11]", "1"])
    }

    @Test func didReorderRunsAfterTheUsersDragWithTheTransaction() {
        let (out, diagnostics) = run(
            """
            enum Section { case queue }
            final class Playlist {
                var tracks = ["Intro", "Blue", "Rain"]
                var finalOrder: [String] = []
                func connect() {
                    dataSource.reorderingHandlers.canReorderItem = { _ in true }
                    dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
                        guard let self = self else { return }
                        if let reordered = self.tracks.applying(transaction.difference) { self.tracks = reordered }
                        self.finalOrder = transaction.finalSnapshot.itemIdentifiers
                    }
                }
            }
            let playlist = Playlist()
            playlist.connect()
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.queue])
            snapshot.appendItems(playlist.tracks)
            dataSource.apply(snapshot)
            drag Rain before: Intro
            playlist.tracks
            playlist.finalOrder == playlist.tracks
            undo
            playlist.tracks
            """)
        #expect(diagnostics.isEmpty)
        #expect(
            out.suffix(4) == [
                "[\"Rain\", \"Intro\", \"Blue\"]", "true", "undid: drag Rain before: Intro",
                "[\"Intro\", \"Blue\", \"Rain\"]",
            ])
    }

    @Test func applysCompletionRunsAfterTheStatementThatApplied() {
        let (out, diagnostics) = run(
            """
            func reload() {
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1])
                dataSource.apply(snapshot, animatingDifferences: true) { print("completion") }
                print("after apply")
            }
            reload()
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["reloadData (first apply): 1 section, 1 item", "after apply", "completion"])
    }

    @Test func contentSizeIsThePreviousOneRightAfterAnAnimatedApplyAndTheNewOneInItsCompletion() {
        let (out, diagnostics) = run(
            """
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            func show(_ ids: [Int], animated: Bool) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(ids)
                dataSource.apply(snapshot, animatingDifferences: animated) { print("completion", collectionView.contentSize.height) }
                collectionView.layoutIfNeeded()
                print("after apply", collectionView.contentSize.height)
            }
            show([1, 2], animated: false)
            show([1, 2, 3], animated: true)
            """)
        #expect(
            out.filter {
                !$0.hasPrefix("reloadData") && !$0.hasPrefix("performBatchUpdates") && !$0.hasPrefix("  insert")
            } == [
                "after apply 100.0", "completion 100.0", "after apply 100.0", "completion 150.0",
            ])
        #expect(diagnostics.isEmpty)
        #expect(out.count == 7)
    }

    @Test func readingAStaleContentSizeSaysWhy() {
        let text = TranscriptCheck.check(
            text: """
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1])
                func reload() {
                    dataSource.apply(snapshot)
                    print(collectionView.contentSize.height)
                }
                reload()
                print(collectionView.contentSize.height)
                """, file: "t.lps", reader: { _ in "" }
        ).updatedText
        #expect(text.contains("#! note: contentSize is read right after an animated apply"))
        #expect(text.contains("#> 0.0\n"))
        #expect(text.hasSuffix("#> 50.0\n") || text.hasSuffix("#> 50.0"))
    }

    // MARK: Extensions of the standard library

    @Test func aSafeSubscriptDeclaredOnCollectionIsUsed() {
        let (out, diagnostics) = run(
            """
            extension Collection {
                subscript(safe index: Index) -> Element? {
                    indices.contains(index) ? self[index] : nil
                }
            }
            let sections = ["recent", "favorites"]
            sections[safe: 1]
            sections[safe: 5]
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["\"favorites\"", "nil"])
    }

    @Test func aLabelledSubscriptNobodyDeclaredIsAnError() {
        let (_, diagnostics) = run(
            """
            let sections = ["recent", "favorites"]
            sections[safe: 1]
            """)
        #expect(diagnostics == ["error: no subscript(safe:) of Array is declared"])
    }

    @Test func extensionsOfStandardLibraryTypesUseSelfsMembersUnqualified() {
        let (out, diagnostics) = run(
            """
            extension Array {
                var secondItem: Element? { count > 1 ? self[1] : nil }
            }
            extension Collection {
                func firstTwo() -> [Element] { Array(prefix(2)) }
            }
            [1, 2, 3].secondItem
            [4, 5, 6].firstTwo()
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["2", "[4, 5]"])
    }

    // MARK: Nested types

    @Test func typesNestedInDifferentTypesMayShareAName() {
        let (out, diagnostics) = run(
            """
            final class CellReactor {
                struct State { let title: String }
                let currentState: State
                init(_ title: String) { currentState = State(title: title) }
            }
            final class HomeReactor {
                struct State { var count: Int }
                var currentState: State
                init() { currentState = State(count: 3) }
            }
            CellReactor("a").currentState.title
            HomeReactor().currentState.count
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["\"a\"", "3"])
    }

    @Test func aTypealiasMeansWhatItsOwnTypeSays() {
        let (out, diagnostics) = run(
            """
            final class A {
                typealias Item = Int
                func make() -> Item { Item(7) }
            }
            final class B {
                typealias Item = String
                func make() -> Item { Item(8) }
            }
            A().make()
            B().make()
            func register() {
                typealias CellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int>
                let registration = CellRegistration { cell, indexPath, item in }
            }
            register()
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["7", "\"8\""])
    }

    @Test func boolsToggleInPlaceAndIndexPathsHaveTheirParts() {
        let (out, diagnostics) = run(
            """
            struct Todo { var done: Bool }
            var todos = [Todo(done: false), Todo(done: false)]
            todos[1].done.toggle()
            todos.map(\\.done)
            let indexPath = IndexPath(item: 3, section: 1)
            [indexPath.item, indexPath.row, indexPath.section]
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["[false, true]", "[3, 3, 1]"])
    }

    @Test func aCallPicksTheMethodWhenAPropertyHasTheSameName() {
        let (out, diagnostics) = run(
            """
            final class Controller: UIViewController {
                var collectionView: UICollectionView!
                var selected: [Int] = []
                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    selected.append(indexPath.item)
                }
                func tap(_ item: Int) {
                    collectionView(collectionView, didSelectItemAt: IndexPath(item: item, section: 0))
                }
            }
            let controller = Controller()
            controller.collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
            controller.collectionView(controller.collectionView, didSelectItemAt: IndexPath(item: 2, section: 0))
            controller.tap(5)
            controller.selected
            """)
        #expect(diagnostics.isEmpty)
        #expect(out == ["[2, 5]"])
    }

    @Test func aDataSourcesIdentifierTypesAreTheOnesNestedWhereItIsMade() {
        let (out, diagnostics) = run(
            """
            final class First { enum Section { case main } }
            final class Second: UIViewController {
                enum Section { case shopping, finished }
                var dataSource: UICollectionViewDiffableDataSource<Section, String>!
                override func viewDidLoad() {
                    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
                    dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: UICollectionView(frame: .zero, collectionViewLayout: layout)) { _, _, _ in nil }
                    var items = NSDiffableDataSourceSectionSnapshot<String>()
                    items.append(["tea"])
                    dataSource.apply(items, to: .finished, animatingDifferences: false)
                }
            }
            let second = Second()
            second.loadViewIfNeeded()
            second.dataSource.snapshot(for: .finished).items
            """)
        #expect(diagnostics.isEmpty)
        #expect(out.last == "[\"tea\"]")
    }

    @Test func anErrorOfAUIKitTypeInCodeDeclaredEarlierPointsIntoThatCode() {
        let text = TranscriptCheck.check(
            text: """
                final class Controller: UIViewController {
                    override func viewDidLoad() {
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(-2), heightDimension: .absolute(44))
                    }
                }
                let controller = Controller()
                controller.loadViewIfNeeded()
                """, file: "t.lps", reader: { _ in "" }
        ).updatedText
        #expect(text.contains("#!  --> t.lps:3:"))
        #expect(text.contains("#!   = note: while running t.lps:"))
    }
}
