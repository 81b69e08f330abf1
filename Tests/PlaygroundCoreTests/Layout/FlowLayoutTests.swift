import Testing

@testable import PlaygroundCore

/// UICollectionViewFlowLayout's rules, each case with the evidence its rule cites in `FlowLayout.swift`.
/// The container is 400 x 800 unless a case says otherwise; frames are unsnapped.
@Suite struct FlowLayoutRules {
    func flow(_ configure: (inout FlowLayout) -> Void = { _ in }) -> FlowLayout {
        var f = FlowLayout()
        configure(&f)
        return f
    }

    func frames(_ r: FlowLayoutResult, section: Int = 0) -> [Rect] { r.sections[section].items }

    /// [A] defaults: 50 x 50 items, 10 between items and lines, no insets, no header.
    @Test func theDefaultsAreUIKits() {
        let f = FlowLayout()
        #expect(f.itemSize == Size(width: 50, height: 50))
        #expect(f.minimumLineSpacing == 10 && f.minimumInteritemSpacing == 10)
        #expect(f.sectionInset == .zero && f.headerReferenceSize == .zero && f.estimatedItemSize == .zero)
        #expect(f.scrollDirection == .vertical && f.sectionInsetReference == .fromContentInset)
    }

    /// [A] the minimum spacing decides how many fit (3 x 100 + 2 x 10 = 320 ≤ 400; a fourth would need 430);
    /// the leftover 80 is shared by the 2 gaps (spacing 50); [C] items of one size keep the columns on the
    /// last line too (openradar 20825965).
    @Test func itemsOfOneSizeMakeAGridWhoseLastLineKeepsTheColumns() throws {
        let r = try flow { $0.itemSize = Size(width: 100, height: 40) }
            .resolve(sections: [FlowSectionData(itemCount: 5)], environment: env())
        #expect(frames(r).map(\.minX) == [0, 150, 300, 0, 150])
        #expect(frames(r).map(\.minY) == [0, 0, 0, 50, 50])
        #expect(r.sections[0].lines.map(\.rule) == [.grid, .grid])
        #expect(r.sections[0].lines[0].spacing == 50 && r.sections[0].lines[0].leftover == 80)
        #expect(r.contentSize == Size(width: 400, height: 90))
    }

    /// [C] two items of one size on a single line are pushed to its ends (the line is justified).
    @Test func twoItemsOfOneSizeOnOneLineTouchItsEnds() throws {
        let r = try flow { $0.itemSize = Size(width: 100, height: 40) }
            .resolve(sections: [FlowSectionData(itemCount: 2)], environment: env())
        #expect(frames(r).map(\.minX) == [0, 300])
    }

    /// [C] an item alone on its line is centred: every line when only one fits.
    @Test func anItemAloneOnItsLineIsCentred() throws {
        let r = try flow { $0.itemSize = Size(width: 300, height: 40) }
            .resolve(sections: [FlowSectionData(itemCount: 2)], environment: env())
        #expect(frames(r).map(\.minX) == [50, 50])
        #expect(r.sections[0].lines.map(\.rule) == [.centered, .centered])
    }

    /// Mixed sizes: [A]+[C] full lines justified, [C] an item alone on a line that is not the last centred,
    /// the last line from the leading inset at the minimum spacing (openradar 20825965; Stack Overflow answers
    /// on left-aligned flow layouts), and [A] items centred along their line (Collection View Programming Guide).
    @Test func mixedSizesJustifyFullLinesCentreALoneItemAndStartTheLastLineAtTheInset() throws {
        let sizes = [
            Size(width: 150, height: 40), Size(width: 150, height: 60),  // line 0: 310 of 400, 90 left over
            Size(width: 390, height: 30),  // line 1: alone
            Size(width: 100, height: 20), Size(width: 120, height: 50),  // line 2: the last
        ]
        let r = try FlowLayout().resolve(
            sections: [FlowSectionData(itemCount: 5, itemSizes: sizes)], environment: env())
        let f = frames(r)
        #expect(f.map(\.minX) == [0, 250, 5, 0, 110])
        // Line 0 is 60 thick: the 40-high item is centred on it (y 10); line 1 starts at 70, line 2 at 110.
        #expect(f.map(\.minY) == [10, 0, 70, 125, 110])
        #expect(r.sections[0].lines.map(\.rule) == [.justified, .centered, .lastLine])
        #expect(r.contentSize.height == 160)
    }

    /// [A] sectionInset: the line is the container less the left and right insets; top and bottom separate the
    /// header and the footer; [A] reference sizes: only the height counts when scrolling vertically, the width
    /// is the collection view's, and the insets do not narrow them.
    @Test func sectionInsetsAndHeadersAndFooters() throws {
        let f = flow {
            $0.itemSize = Size(width: 100, height: 50)
            $0.sectionInset = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 15, trailing: 20)
            $0.headerReferenceSize = Size(width: 7, height: 30)
            $0.footerReferenceSize = Size(width: 0, height: 10)
        }
        let r = try f.resolve(
            sections: [FlowSectionData(itemCount: 4), FlowSectionData(itemCount: 1)], environment: env())
        let s = r.sections[0]
        #expect(s.header == Rect(x: 0, y: 0, width: 400, height: 30))
        // 360 wide: 3 fit (320), spacing 10 + 40/2 = 30; the last line keeps the grid.
        #expect(s.items.map(\.minX) == [20, 150, 280, 20])
        #expect(s.items.map(\.minY) == [35, 35, 35, 95])
        #expect(s.footer == Rect(x: 0, y: 160, width: 400, height: 10))
        // Section 1 follows directly: header at 170, its one item centred on the 360-point line.
        #expect(r.sections[1].header?.minY == 170)
        #expect(r.sections[1].items == [Rect(x: 150, y: 205, width: 100, height: 50)])
        #expect(r.contentSize.height == 170 + 30 + 5 + 50 + 15 + 10)
    }

    /// [A] a reference size of zero along the scroll axis adds no header; [C] an empty section keeps its insets.
    @Test func aZeroHeaderIsNoHeaderAndAnEmptySectionKeepsItsInsets() throws {
        let f = flow {
            $0.headerReferenceSize = Size(width: 400, height: 0)
            $0.sectionInset = DirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        }
        let r = try f.resolve(sections: [FlowSectionData(itemCount: 0)], environment: env())
        #expect(r.sections[0].header == nil)
        #expect(r.contentSize.height == 16)
    }

    /// [A] minimumLineSpacing separates lines only; the delegate's per-section values replace the layout's.
    @Test func theDelegatesSectionValuesReplaceTheLayouts() throws {
        var d = FlowSectionData(itemCount: 3)
        d.minimumLineSpacing = 0
        d.minimumInteritemSpacing = 0
        d.inset = DirectionalEdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 50)
        d.headerSize = Size(width: 0, height: 12)
        let r = try flow { $0.itemSize = Size(width: 150, height: 20) }.resolve(sections: [d], environment: env())
        #expect(frames(r).map(\.minX) == [50, 200, 50])
        #expect(frames(r).map(\.minY) == [12, 12, 32])
    }

    /// Scrolling horizontally the same rules run along columns: [A] the header's width counts, its height is
    /// the collection view's.
    @Test func horizontalScrollingLaysOutColumns() throws {
        let f = flow {
            $0.scrollDirection = .horizontal
            $0.itemSize = Size(width: 100, height: 300)
            $0.headerReferenceSize = Size(width: 25, height: 3)
        }
        let r = try f.resolve(sections: [FlowSectionData(itemCount: 3)], environment: env())
        #expect(r.sections[0].header == Rect(x: 0, y: 0, width: 25, height: 800))
        // Two fit in 800 (610): spacing 10 + 190 = 200; the third starts the next column, in the grid.
        #expect(
            frames(r) == [
                Rect(x: 25, y: 0, width: 100, height: 300), Rect(x: 25, y: 500, width: 100, height: 300),
                Rect(x: 135, y: 0, width: 100, height: 300),
            ])
        #expect(r.contentSize == Size(width: 235, height: 800))
    }

    /// [A] sectionInsetReference: insets from the safe area or the layout margins instead of the content inset.
    @Test func sectionInsetReferenceMovesTheLines() throws {
        var e = env()
        e.safeAreaInsets = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 30)
        let base = flow {
            $0.itemSize = Size(width: 300, height: 10)
            $0.sectionInset = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        }
        let plain = try base.resolve(sections: [FlowSectionData(itemCount: 1)], environment: e)
        #expect(plain.sections[0].lines[0].available == 380)
        var safe = base
        safe.sectionInsetReference = .fromSafeArea
        let r = try safe.resolve(sections: [FlowSectionData(itemCount: 1)], environment: e)
        #expect(r.sections[0].lines[0].available == 320)
        #expect(r.sections[0].lines[0].crossStart == 40)
        #expect(frames(r) == [Rect(x: 50, y: 0, width: 300, height: 10)])
    }

    /// [C] an item longer than its line gets a line of its own from the leading inset, with UIKit's log as a note.
    @Test func anItemLongerThanItsLineIsAloneAndNoted() throws {
        let sizes = [Size(width: 100, height: 10), Size(width: 500, height: 10), Size(width: 100, height: 10)]
        let r = try FlowLayout().resolve(
            sections: [FlowSectionData(itemCount: 3, itemSizes: sizes)], environment: env())
        #expect(frames(r).map(\.minX) == [150, 0, 0])
        #expect(r.sections[0].lines.map(\.rule) == [.centered, .tooLong, .lastLine])
        #expect(r.notes.map(\.id) == [.flowItemTooLong])
        #expect(
            r.notes.first?.message.contains("the item width must be less than the width of the UICollectionView")
                == true)
    }

    /// [A] estimatedItemSize: cells self-size; a fitted size replaces the estimate on the axes it gives.
    @Test func selfSizingCellsTakeTheirFittedSizes() throws {
        var d = FlowSectionData(itemCount: 3)
        d.fittedSizes = [1: Size(width: 180, height: .nan)]
        let r = try flow { $0.estimatedItemSize = Size(width: 100, height: 30) }
            .resolve(sections: [d], environment: env())
        #expect(
            frames(r).map(\.size) == [
                Size(width: 100, height: 30), Size(width: 180, height: 30), Size(width: 100, height: 30),
            ])
        #expect(r.sections[0].sizeSource == .selfSizing)
        #expect(r.notes.map(\.id) == [.flowEstimatedItemSize])
    }

    @Test func badValuesAreErrorsNamingThem() {
        #expect(throws: LayoutError.self) {
            try flow { $0.itemSize = Size(width: -1, height: 3) }.resolve(
                sections: [FlowSectionData(itemCount: 1)], environment: env())
        }
        do {
            var d = FlowSectionData(itemCount: 1)
            d.minimumLineSpacing = .infinity
            _ = try FlowLayout().resolve(sections: [d], environment: env())
            Issue.record("an infinite spacing was accepted")
        } catch {
            #expect(error.message == "section 0 minimumLineSpacingForSectionAt 'inf' is not a finite number")
        }
    }

    /// Through `ResolvedLayout`: the queries every command uses; pinned headers stay in view; visible elements
    /// come from the lines near the viewport only.
    @Test func theResolvedLayoutAnswersQueriesAndPinsHeaders() throws {
        let f = flow {
            $0.itemSize = Size(width: 400, height: 100)
            $0.headerReferenceSize = Size(width: 0, height: 40)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let flowResult = try f.resolve(sections: [FlowSectionData(itemCount: 20)], environment: env())
        var r = ResolvedLayout(flow: flowResult, environment: env())
        #expect(r.contentSize == Size(width: 400, height: 40 + 20 * 100 + 19 * 10))
        #expect(r.allAttributes().count == 21)
        #expect(r.attributesForItem(at: IndexPath(0, 3))?.frame == Rect(x: 0, y: 370, width: 400, height: 100))
        try r.setContentOffset(Point(x: 0, y: 1000))
        let visible = r.visibleAttributes()
        let header = try #require(visible.first { $0.category != .cell })
        #expect(header.frame.minY == 1000 && header.isPinned)
        #expect(visible.filter { $0.category == .cell }.count == 9)
        #expect(r.sections.first?.groupCount == 20)
        var seen = 0
        let work = r.forEachAttribute { _ in
            seen += 1
            return true
        }
        #expect(seen == 21 && work.mostHeld == 1)
    }

    /// Work grows with the items, once each: the count tests guard instead of timing.
    @Test func resolvingSizesAndPlacesEachItemOnce() throws {
        let small = try FlowLayout().resolve(sections: [FlowSectionData(itemCount: 100)], environment: env())
        let large = try FlowLayout().resolve(sections: [FlowSectionData(itemCount: 10_000)], environment: env())
        #expect(small.work == 100 && large.work == 10_000)
        let r = ResolvedLayout(flow: large, environment: env())
        #expect(r.visibleAttributes().count < 150)
    }
}
