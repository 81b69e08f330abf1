import Testing

@testable import PlaygroundScript

/// UIKit's value types made by the host module (one file per type in UIKit/): their arguments are
/// evaluated against the parameters' types, they are carried by value (no name in the session), and
/// a struct's stored properties are set on one copy only, as in Swift.
@Suite struct HostValueTypeTests {
    /// A table row with its columns one space apart.
    static func words(_ row: String) -> String { row.split(separator: " ").joined(separator: " ") }

    @Test func anInsetsEdgeIsSetOnThatCopyOnly() {
        var h = Harness()
        _ = h.ok("var insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)")
        _ = h.ok("let copy = insets")
        _ = h.ok("insets.leading = 8 + 0.5")
        #expect(h.ok("print(insets.leading, copy.leading, insets.top)") == ["8.5 2.0 1.0"])
        let message = h.error("copy.top = 3")
        #expect(message.contains("'copy' is a 'let' constant"), "\(message)")
    }

    @Test func anItemsInsetsAreChangedThroughTheItem() {
        var h = Harness()
        _ = h.ok(
            "let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)))"
        )
        _ = h.ok("item.contentInsets = .init(top: 1, leading: 1, bottom: 1, trailing: 1)")
        _ = h.ok("item.contentInsets.leading = 6")
        #expect(h.ok("print(item.contentInsets.leading, item.contentInsets.top)") == ["6.0 1.0"])
    }

    @Test func valuesReadBackTheirProperties() {
        var h = Harness()
        _ = h.ok(
            "let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1/3), heightDimension: .estimated(44))")
        #expect(
            h.ok(
                "print(size.widthDimension.isFractionalWidth, size.heightDimension.isEstimated, size.heightDimension.dimension)"
            )
                == ["true true 44.0"])
        _ = h.ok("let d: NSCollectionLayoutDimension = .uniformAcrossSiblings(estimate: 50)")
        #expect(h.ok("print(d.isUniformAcrossSiblings, d.isEstimated)") == ["true true"])
        _ = h.ok("let spacing = NSCollectionLayoutSpacing.flexible(4)")
        _ = h.ok(
            "let edges = NSCollectionLayoutEdgeSpacing(leading: spacing, top: .fixed(2), trailing: nil, bottom: nil)")
        #expect(
            h.ok("print(edges.leading?.isFlexibleSpacing ?? false, edges.top?.spacing ?? -1, edges.trailing == nil)")
                == ["true 2.0 true"])
        #expect(h.ok("print(NSDirectionalEdgeInsets.zero.bottom)") == ["0.0"])
    }

    @Test func aValueMadeBySwiftHasNoNameInTheSession() {
        var h = Harness()
        _ = h.ok(
            "func makeSize(_ w: CGFloat) -> NSCollectionLayoutSize { NSCollectionLayoutSize(widthDimension: .absolute(w), heightDimension: .absolute(w)) }"
        )
        let objectsBefore = h.playground.session.swift.nextObjectID
        _ = h.ok("let sizes = (1...50).map { makeSize(CGFloat($0)) }")
        #expect(h.ok("print(sizes[49].widthDimension.dimension)") == ["50.0"])
        // Values live in the program's variables: no hidden session object was made for any of them.
        #expect(h.playground.session.swift.nextObjectID == objectsBefore)
    }

    @Test func argumentsAreCheckedAgainstTheParametersTypes() {
        var h = Harness()
        var message = h.error(
            "let s = NSCollectionLayoutSize(widthDimension: .absolute(-1), heightDimension: .absolute(4))")
        #expect(message.contains("'.absolute' of widthDimension must not be negative, found -1"), "\(message)")
        message = h.error("let s = NSCollectionLayoutSize(widthDimension: 44, heightDimension: .absolute(4))")
        #expect(message.contains("widthDimension must be a dimension such as .fractionalWidth(1)"), "\(message)")
        message = h.error("let e = NSCollectionLayoutEdgeSpacing(leading: 8, top: nil, trailing: nil, bottom: nil)")
        #expect(message.contains("'leading' must be .fixed(points) or .flexible(points), found '8'"), "\(message)")
        message = h.error("let s = NSCollectionLayoutSize(width: .absolute(4), heightDimension: .absolute(4))")
        #expect(
            message.contains("has no argument labelled 'width:'") && message.contains("did you mean 'widthDimension:'"),
            "\(message)")
        message = h.error("var i = NSDirectionalEdgeInsets.zero; i.middle = 3")
        #expect(message.contains("value of type NSDirectionalEdgeInsets has no member 'middle'"), "\(message)")
        message = h.error("let x = NSCollectionLayoutSpacing.fixed(\"wide\")")
        #expect(message.contains("must be a number, found '\"wide\"'"), "\(message)")
    }

    @Test func theLayoutTakesHostValues() {
        var h = Harness()
        _ = h.ok("device iPhone15")
        _ = h.ok("var insets = NSDirectionalEdgeInsets.zero")
        _ = h.ok("insets.leading = 10")
        _ = h.ok(
            "let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))"
        )
        _ = h.ok("item.contentInsets = insets")
        _ = h.ok(
            "let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])"
        )
        _ = h.ok("layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))")
        _ = h.ok(
            "var snapshot = NSDiffableDataSourceSnapshot<Int, Int>(); snapshot.appendSections([0]); snapshot.appendItems([1])"
        )
        _ = h.ok("dataSource.apply(snapshot)")
        let frames = h.ok("frames")
        #expect(frames.contains { $0.contains("10") && $0.contains("383") }, "\(frames)")
    }

    /// NSCollectionLayoutItem is a class: a group that lists an item sees what is set on it later.
    @Test func anItemIsSharedByTheGroupsThatListIt() {
        var h = Harness()
        _ = h.ok("device iPhone15")
        _ = h.ok(
            "let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))"
        )
        _ = h.ok(
            "let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])"
        )
        _ = h.ok("item.contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)")
        _ = h.ok("item.zIndex = 2")
        _ = h.ok("layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))")
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, Int>(); s.appendSections([0]); s.appendItems([1, 2])")
        _ = h.ok("dataSource.apply(s)")
        #expect(h.ok("frames").map(Self.words).contains("cell [0, 1] 2 200.333 4 188.333 92 2"))
        var message = h.error("item.zIndex = 2.5")
        #expect(message.contains("zIndex must be a whole number, found 2.5"), "\(message)")
        message = h.error("item.contentInsets = 4")
        #expect(
            message.contains(
                "contentInsets must be insets, like .init(top: 8, leading: 16, bottom: 8, trailing: 16), found '4'"),
            "\(message)")
        message = h.error("item.supplementaryItems = [group]")
        #expect(
            message.contains("'group' is a LayoutGroup, but supplementaryItems must be a LayoutSupplementaryItem"),
            "\(message)")
    }

    @Test func anItemMadeInAFunctionIsChangedThroughItsLocalName() {
        var h = Harness()
        _ = h.ok(
            "func makeItem() -> NSCollectionLayoutItem { let inner = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10))); inner.contentInsets.leading = 3; return inner }"
        )
        _ = h.ok("let made = makeItem()")
        #expect(h.ok("print(made.contentInsets.leading, made.layoutSize.widthDimension.dimension)") == ["3.0 10.0"])
    }

    /// NSCollectionLayoutGroup's factories take typed arguments: `[.init(layoutSize:)]` is an item,
    /// a section's `group: .horizontal(...)` a group, and a custom group's provider is run for its frames.
    @Test func groupsAreMadeFromTypedArguments() {
        var h = Harness()
        _ = h.ok("device iPhone15")
        _ = h.ok(
            "let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))")
        _ = h.ok(
            "let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))]))"
        )
        _ = h.ok("layout = UICollectionViewCompositionalLayout(section: section)")
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, Int>(); s.appendSections([0]); s.appendItems(Array(1...5))")
        _ = h.ok("dataSource.apply(s)")
        let frames = h.ok("frames").map(Self.words)
        #expect(frames.contains("cell [0, 4] 5 0 50 98.333 50 0"), "\(frames)")  // 98.25: 294.75 px
        _ = h.ok(
            "let mosaic = NSCollectionLayoutGroup.custom(layoutSize: size) { _ in [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 30, height: 50)), NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 40, y: 0, width: 30, height: 50))] }"
        )
        _ = h.ok("layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: mosaic))")
        #expect(h.ok("frames").map(Self.words).contains("cell [0, 1] 2 40 0 30 50 0"))
        var message = h.error("let g = NSCollectionLayoutGroup.custom(layoutSize: size, frames: [(0, 0, 10)])")
        #expect(message.contains("missing 'height' in 'frame'"), "\(message)")
        message = h.error("let g = NSCollectionLayoutGroup.vertical(layoutSize: size, subitem: section, count: 2)")
        #expect(
            message.contains("'section' is a LayoutSection, but subitem must be a LayoutItem or LayoutGroup"),
            "\(message)")
        message = h.error("mosaic.subitems = [mosaic]")
        #expect(message.contains("only a group made with 'subitems:' can take new subitems"), "\(message)")
    }

    /// A group listing itself, once it is set, is refused and the group is left as it was.
    @Test func aGroupCannotContainItself() {
        var h = Harness()
        _ = h.ok(
            "let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)))"
        )
        _ = h.ok(
            "let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(10)), subitems: [item])"
        )
        let message = h.error("row.subitems = [item, row]")
        #expect(message.contains("'row' contains itself: row -> row"), "\(message)")
        #expect(h.ok("print(row.subitems)") == ["[item]"])
    }

    /// NSCollectionLayoutSection's properties take UIKit's enums by their cases, checked.
    @Test func aSectionsPropertiesTakeTypedValues() {
        var h = Harness()
        _ = h.ok(
            "let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)))"
        )
        _ = h.ok(
            "let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(10)), subitems: [item])"
        )
        _ = h.ok("let section = NSCollectionLayoutSection(group: row)")
        _ = h.ok(
            "section.orthogonalScrollingBehavior = .groupPaging; section.interGroupSpacing = 4 * 2; section.contentInsetsReference = .none"
        )
        #expect(
            h.ok(
                "print(section.orthogonalScrollingBehavior, section.interGroupSpacing, section.contentInsetsReference)")
                == [".groupPaging 8.0 .none"])
        var message = h.error("section.orthogonalScrollingBehavior = .pagin")
        #expect(
            message.contains("unknown orthogonalScrollingBehavior '.pagin'")
                && message.contains("did you mean '.paging'"), "\(message)")
        message = h.error("let wrong = NSCollectionLayoutSection(group: item)")
        #expect(message.contains("'item' is a LayoutItem; a section needs a LayoutGroup"), "\(message)")
        message = h.error("section.supplementariesFollowContentInsets = 1")
        #expect(
            message.contains("supplementariesFollowContentInsets must be 'true' or 'false', found '1'"), "\(message)")
    }

    /// Supplementaries, headers and decorations are made from typed values: an anchor's edges and
    /// offset, an element kind, an alignment; what they are given is checked where it is written.
    @Test func supplementariesTakeTypedValues() {
        var h = Harness()
        _ = h.ok("device iPhone15")
        _ = h.ok(
            "let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -5))")
        _ = h.ok(
            "let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: \"badge\", containerAnchor: anchor)"
        )
        _ = h.ok(
            "let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), supplementaryItems: [badge])"
        )
        _ = h.ok(
            "let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)"
        )
        _ = h.ok("header.pinToVisibleBounds = true")
        _ = h.ok("let background = NSCollectionLayoutDecorationItem.background(elementKind: \"bg\")")
        _ = h.ok("background.contentInsets = .init(top: 1, leading: 1, bottom: 1, trailing: 1)")
        _ = h.ok(
            "let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))"
        )
        _ = h.ok("section.boundarySupplementaryItems = [header]; section.decorationItems = [background]")
        _ = h.ok("layout = UICollectionViewCompositionalLayout(section: section)")
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, Int>(); s.appendSections([0]); s.appendItems([1])")
        _ = h.ok("dataSource.apply(s)")
        let frames = h.ok("frames").map(Self.words)
        #expect(
            frames.contains { $0.hasPrefix("supplementary") && $0.contains("badge") && $0.contains("378 25 20 20") },
            "\(frames)")
        #expect(
            frames.contains { $0.contains("UICollectionElementKindSectionHeader") && $0.contains("0 0 393 30") },
            "\(frames)")
        #expect(frames.contains { $0.hasPrefix("decoration") && $0.contains("bg") }, "\(frames)")
        var message = h.error("let a = NSCollectionLayoutAnchor(edges: [.top, .middle])")
        #expect(message.contains("unknown edges '.middle'"), "\(message)")
        message = h.error(
            "let f = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: \"footer\", alignment: .center)"
        )
        #expect(message.contains("unknown alignment '.center'"), "\(message)")
        message = h.error("header.pinToVisibleBounds = 1")
        #expect(message.contains("pinToVisibleBounds must be 'true' or 'false', found '1'"), "\(message)")
    }

    /// UICollectionLayoutListConfiguration is a struct: a section keeps the copy it was made with,
    /// a `let` one cannot change, and its styling members are inert (named once).
    @Test func aListConfigurationIsAStruct() {
        var h = Harness()
        _ = h.ok("var config = UICollectionLayoutListConfiguration(appearance: .plain)")
        _ = h.ok("let section = NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)")
        _ = h.ok("config.headerMode = .supplementary")
        #expect(h.ok("print(config.headerMode)") == [".supplementary"])
        // The section's copy has no header: the layout it makes shows none.
        _ = h.ok("layout = UICollectionViewCompositionalLayout(section: section)")
        _ = h.ok("var s = NSDiffableDataSourceSnapshot<Int, Int>(); s.appendSections([0]); s.appendItems([1])")
        _ = h.ok("dataSource.apply(s)")
        #expect(h.ok("frames kind: supplementaries") == ["no elements"])
        _ = h.ok(
            "layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment))"
        )
        #expect(h.ok("frames kind: supplementaries").count == 2)
        let styled = h.run("config.showsSeparators = false")
        #expect(styled.diagnostics.contains { $0.contains("listConfiguration.showsSeparators") }, "\(styled)")
        _ = h.ok("let fixed = UICollectionLayoutListConfiguration(appearance: .grouped)")
        let message = h.error("fixed.footerMode = .supplementary")
        #expect(message.contains("'fixed' is a 'let' constant"), "\(message)")
    }

    /// `headerTopPadding` (iOS 15): nil is the appearance's own space above a header (22 points in a
    /// plain list); a value replaces it, 0 puts the header at the top of its section.
    @Test func aListsHeaderTopPaddingMovesItsHeaders() {
        var h = Harness()
        _ = h.ok(
            """
            var config = UICollectionLayoutListConfiguration(appearance: .plain)
            config.headerMode = .supplementary
            layout = UICollectionViewCompositionalLayout.list(using: config)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems([1, 2], toSection: 0)
            snapshot.appendItems([3], toSection: 1)
            """)
        #expect(h.ok("print(config.headerTopPadding == nil)") == ["true"])
        _ = h.run("dataSource.apply(snapshot)")
        func headerYs() -> [String] {
            h.ok("frames").filter { $0.hasPrefix("supplementary") }.map {
                Self.words($0).split(separator: " ")[6].description
            }
        }
        #expect(headerYs() == ["22", "160"])
        _ = h.ok("config.headerTopPadding = 0")
        _ = h.ok("layout = UICollectionViewCompositionalLayout.list(using: config)")
        #expect(headerYs() == ["0", "116"])
        #expect(h.error("config.headerTopPadding = -3").contains("headerTopPadding must not be negative"))
        _ = h.ok("config.headerTopPadding = nil")
        #expect(h.ok("print(config.headerTopPadding == nil)") == ["true"])
    }

    /// iOS 16's `supplementaryContentInsetsReference`: `.automatic` insets headers like the content,
    /// `.none` leaves them at the section's edges (the deprecated `supplementariesFollowContentInsets`
    /// false); the other references are not modelled and say so.
    @Test func aSectionsSupplementaryContentInsetsReferenceIsTheOldFollowFlag() {
        var h = Harness()
        _ = h.run(
            """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "header", alignment: .top)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = .init(top: 0, leading: 20, bottom: 0, trailing: 20)
            section.boundarySupplementaryItems = [header]
            layout = UICollectionViewCompositionalLayout(section: section)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            dataSource.apply(snapshot)
            """)
        func headerX() -> String? {
            h.run("frames").out.first { $0.hasPrefix("supplementary") }.map {
                Self.words($0).split(separator: " ")[5].description
            }
        }
        #expect(h.ok("print(section.supplementaryContentInsetsReference)") == [".automatic"])
        #expect(headerX() == "20")
        _ = h.ok("section.supplementaryContentInsetsReference = .none")
        #expect(h.ok("print(section.supplementariesFollowContentInsets)") == ["false"])
        _ = h.ok("layout = UICollectionViewCompositionalLayout(section: section)")
        #expect(headerX() == "0")
        let e = h.error("section.supplementaryContentInsetsReference = .safeArea")
        #expect(e.contains("supplementaryContentInsetsReference = .safeArea is not modelled"))
    }

    /// iOS 17's `orthogonalScrollingProperties`: the deceleration rate is modelled (it reads back and decides
    /// where a fling rests, `ScrollFlingTests`); bounce only shapes a drag past the ends: inert, named in a note.
    @Test func anOrthogonalStripsDecelerationRateIsKeptAndItsBounceIsInert() {
        var h = Harness()
        _ = h.ok(
            """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(44)), subitems: [item]))
            section.orthogonalScrollingBehavior = .continuous
            """)
        #expect(h.ok("print(section.orthogonalScrollingProperties.decelerationRate)") == [".automatic"])
        let (out, diagnostics) = h.run("section.orthogonalScrollingProperties.decelerationRate = .fast")
        #expect(out.isEmpty && diagnostics.isEmpty, "\(out) \(diagnostics)")
        #expect(h.ok("print(section.orthogonalScrollingProperties.decelerationRate)") == [".fast"])
        _ = h.ok("let rate = section.orthogonalScrollingProperties.decelerationRate")
        #expect(h.ok("print(rate.rawValue)") == ["0.99"])
        _ = h.ok("section.orthogonalScrollingProperties.decelerationRate = .init(rawValue: 0.995)")
        #expect(h.ok("print(section.orthogonalScrollingProperties.decelerationRate)") == [".init(rawValue: 0.995)"])
        let e = h.error("section.orthogonalScrollingProperties.decelerationRate = .init(rawValue: 1.5)")
        #expect(e.contains("a deceleration rate must be between 0 and 1"), "\(e)")
        #expect(h.ok("print(section.orthogonalScrollingProperties.decelerationRate)") == [".init(rawValue: 0.995)"])
        let (_, bounce) = h.run("section.orthogonalScrollingProperties.bounce = .never")
        #expect(bounce.count == 1)
        #expect(bounce.first?.contains("note: ignored (no effect on the layout or the data)") == true, "\(bounce)")
        #expect(bounce.first?.contains("orthogonalScrollingProperties.bounce") == true)
    }
}
