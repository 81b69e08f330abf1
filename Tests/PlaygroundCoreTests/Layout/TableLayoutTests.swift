import Testing

@testable import PlaygroundCore

/// UITableView's layout rules, each case with the evidence its rule cites in `TableLayout.swift`.
/// The container is 393 x 852 (an iPhone 15) unless a case says otherwise; frames are unsnapped.
@Suite struct TableLayoutRules {
    let phone = env(width: 393, height: 852)

    func table(_ style: TableLayout.Style = .plain, _ configure: (inout TableLayout) -> Void = { _ in }) -> TableLayout
    {
        var t = TableLayout(style: style)
        configure(&t)
        return t
    }

    func section(_ rows: Int, _ configure: (inout TableSectionData) -> Void = { _ in }) -> TableSectionData {
        var d = TableSectionData(rowCount: rows)
        configure(&d)
        return d
    }

    /// [A] rowHeight: every row takes it; rows follow one another with no spacing, as wide as the table.
    @Test func aFixedRowHeightStacksFullWidthRows() throws {
        let r = try table { $0.rowHeight = 64 }.resolve(sections: [section(3)], environment: phone)
        #expect(r.flow.sections[0].items == [0, 64, 128].map { Rect(x: 0, y: $0, width: 393, height: 64) })
        #expect(r.flow.contentSize == Size(width: 393, height: 192))
        #expect(r.sections[0].rowSources == [.rowHeight, .rowHeight, .rowHeight])
        #expect(r.flow.notes.isEmpty)
        #expect(r.flow.work == 3)
    }

    /// [A] heightForRowAt wins over rowHeight; automaticDimension from it self-sizes that row only.
    @Test func theDelegatesHeightsWinOverRowHeight() throws {
        let r = try table { $0.rowHeight = 64 }
            .resolve(sections: [section(3) { $0.rowHeights = [100, nil, 30] }], environment: phone)
        #expect(r.flow.sections[0].items.map(\.height) == [100, 44, 30])
        #expect(r.flow.sections[0].items.map(\.minY) == [0, 100, 144])
        #expect(r.sections[0].rowSources == [.delegate, .estimate, .delegate])
        #expect(r.flow.notes.map(\.id) == [.tableRowsSelfSize])
    }

    /// [A] automaticDimension rows self-size: the estimate until fitted, a note naming what was assumed.
    @Test func selfSizingRowsTakeTheEstimateUntilFitted() throws {
        let r = try table { $0.estimatedRowHeight = 80 }
            .resolve(sections: [section(3) { $0.fittedHeights = [1: 120] }], environment: phone)
        #expect(r.flow.sections[0].items.map(\.height) == [80, 120, 80])
        #expect(r.sections[0].rowSources == [.estimate, .fitted, .estimate])
        let note = try #require(r.flow.notes.first)
        #expect(note.message.contains("estimatedRowHeight, 80"))
        // Every row fitted: no note.
        let fitted = try table { $0.estimatedRowHeight = 80 }
            .resolve(sections: [section(2) { $0.defaultFittedHeight = 50 }], environment: phone)
        #expect(fitted.flow.sections[0].items.map(\.height) == [50, 50])
        #expect(fitted.flow.notes.isEmpty)
    }

    /// [A] sectionHeaderTopPadding (iOS 15) sits above a plain table's headers; [I] none without a header,
    /// none on iOS 14. A titled header with an automatic height takes the style's assumed height, with a note.
    @Test func aPlainTablesTitledHeaderHasTheTopPaddingAbove() throws {
        let data = [section(1) { $0.hasHeader = true }, section(1)]
        let r = try table { $0.rowHeight = 50 }.resolve(sections: data, environment: phone)
        #expect(r.flow.sections[0].header == Rect(x: 0, y: 22, width: 393, height: 28))
        #expect(r.flow.sections[0].items[0].minY == 50)
        #expect(r.flow.sections[1].header == nil)
        #expect(r.flow.sections[1].items[0].minY == 100)
        #expect(r.flow.notes.map(\.id) == [.tableAssumedHeaderHeight, .tableSectionSpacing])
        #expect(r.flow.layout.sectionHeadersPinToVisibleBounds)
        var old = phone
        old.profile = .ios14
        let r14 = try table { $0.rowHeight = 50 }.resolve(sections: data, environment: old)
        #expect(r14.flow.sections[0].header?.minY == 0)
        // A set padding and header height replace the automatic ones; no note then.
        let set = try table {
            $0.rowHeight = 50
            $0.sectionHeaderTopPadding = 0
            $0.sectionHeaderHeight = 40
        }.resolve(sections: data, environment: phone)
        #expect(set.flow.sections[0].header == Rect(x: 0, y: 0, width: 393, height: 40))
        #expect(set.flow.notes.isEmpty)
    }

    /// [A] heightForHeaderInSection overrides sectionHeaderHeight, titled or not; zero gives no header.
    @Test func theDelegatesHeaderHeightWins() throws {
        let data = [section(1) { $0.headerHeight = .some(60) }, section(1) { $0.headerHeight = .some(0) }]
        let r = try table { $0.rowHeight = 44 }.resolve(sections: data, environment: phone)
        #expect(r.flow.sections[0].header == Rect(x: 0, y: 22, width: 393, height: 60))
        #expect(r.flow.sections[1].header == nil)
        #expect(r.sections[0].headerSource == .delegate)
    }

    /// [O] grouped styles leave their section spacing before every section; [A] inset grouped rows are inset
    /// (by the layout margins: 16 below 400 pt wide, 20 from 400) while headers span the table.
    @Test func groupedStylesSpaceSectionsAndInsetGroupedInsetsRows() throws {
        let data = [section(2) { $0.hasHeader = true }, section(1)]
        let grouped = try table(.grouped) { $0.rowHeight = 44 }.resolve(sections: data, environment: phone)
        #expect(grouped.flow.sections[0].header == Rect(x: 0, y: 35, width: 393, height: 38))
        #expect(grouped.flow.sections[0].items[0] == Rect(x: 0, y: 73, width: 393, height: 44))
        #expect(grouped.flow.sections[1].items[0].minY == 161 + 35)
        #expect(!grouped.flow.layout.sectionHeadersPinToVisibleBounds)
        let inset = try table(.insetGrouped) { $0.rowHeight = 44 }.resolve(sections: data, environment: phone)
        #expect(inset.flow.sections[0].header == Rect(x: 0, y: 20, width: 393, height: 38))
        #expect(inset.flow.sections[0].items[0] == Rect(x: 16, y: 58, width: 361, height: 44))
        let wide = try table(.insetGrouped) { $0.rowHeight = 44 }
            .resolve(sections: data, environment: env(width: 430, height: 932))
        #expect(wide.flow.sections[0].items[0] == Rect(x: 20, y: 58, width: 390, height: 44))
    }

    /// [A] tableHeaderView and tableFooterView: only their height counts; they span the table, around the sections.
    @Test func theTablesHeaderAndFooterViewsFrameTheSections() throws {
        let r = try table {
            $0.rowHeight = 44
            $0.tableHeaderHeight = 120
            $0.tableFooterHeight = 0
        }.resolve(sections: [section(2)], environment: phone)
        #expect(
            r.flow.outsideSections.map(\.frame) == [
                Rect(x: 0, y: 0, width: 393, height: 120), Rect(x: 0, y: 208, width: 393, height: 0),
            ])
        #expect(
            r.flow.outsideSections.map(\.category) == [
                .supplementaryView(elementKind: "tableHeaderView"), .supplementaryView(elementKind: "tableFooterView"),
            ])
        #expect(r.flow.sections[0].items[0].minY == 120)
        #expect(r.flow.contentSize.height == 208)
    }

    @Test func badLengthsAreLayoutErrors() {
        #expect(throws: LayoutError.self) {
            try table { $0.rowHeight = -.infinity }.resolve(sections: [section(1)], environment: phone)
        }
        #expect(throws: LayoutError.self) {
            try table().resolve(sections: [section(2) { $0.rowHeights = [44] }], environment: phone)
        }
        #expect(throws: LayoutError.self) {
            try table().resolve(sections: [section(1) { $0.rowHeights = [-3] }], environment: phone)
        }
    }

    /// The queries read the table through the flow result: a plain table's header is pinned when scrolled past.
    @Test func aPlainTablesHeaderIsPinnedWhenScrolled() throws {
        let r = try table { $0.rowHeight = 44 }
            .resolve(sections: [section(20) { $0.hasHeader = true }], environment: phone)
        var scrolled = phone
        scrolled.contentOffset = Point(x: 0, y: 300)
        let resolved = ResolvedLayout(flow: r.flow, environment: scrolled)
        let header = resolved.visibleAttributes().first {
            $0.category == .supplementaryView(elementKind: "sectionHeader")
        }
        #expect(header?.isPinned == true)
    }
}

extension TableLayoutRules {
    /// [A] estimatedSectionHeaderHeight: an automatic header with a title takes the estimate; the note names it.
    @Test func anAutomaticHeaderTakesTheEstimatedSectionHeaderHeight() throws {
        let r = try table(.grouped) {
            $0.rowHeight = 44
            $0.estimatedSectionHeaderHeight = 50
        }.resolve(sections: [section(1) { $0.hasHeader = true }], environment: phone)
        #expect(r.flow.sections[0].header == Rect(x: 0, y: 35, width: 393, height: 50))
        #expect(r.flow.notes.first?.message.contains("estimatedSectionHeaderHeight, 50 pt") == true)
    }
}
