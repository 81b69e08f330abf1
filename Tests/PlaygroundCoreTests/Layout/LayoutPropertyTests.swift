import TestSupport
import Testing

@testable import PlaygroundCore

/// Random layouts from a seed. `tame` keeps every cell inside its section along the scroll axis
/// (scroll-axis estimated groups, fractional cross dimensions, no insets or repeating groups).
struct LayoutGenerator {
    var rng: SplitMix64
    let tame: Bool
    let scroll: Axis

    init(seed: UInt64, tame: Bool) {
        rng = SplitMix64(seed: seed)
        self.tame = tame
        scroll = rng.bool() ? .vertical : .horizontal
    }

    mutating func dimension(scrollAxis: Bool) -> LayoutDimension {
        if tame {
            if scrollAxis {
                return rng.bool()
                    ? .estimated(rng.double(10...120))
                    : (scroll == .vertical
                        ? .fractionalHeight(rng.double(0.2...1)) : .fractionalWidth(rng.double(0.2...1)))
            }
            return scroll == .vertical ? .fractionalWidth(rng.double(0.2...1)) : .fractionalHeight(rng.double(0.2...1))
        }
        switch rng.int(0...4) {
        case 0: return .absolute(rng.double(0...150))
        case 1: return .fractionalWidth(rng.double(0...1.2))
        case 2: return .fractionalHeight(rng.double(0...1.2))
        case 3: return .estimated(rng.double(1...150))
        default: return .uniformAcrossSiblings(estimate: rng.double(1...150))
        }
    }

    mutating func size() -> LayoutSize {
        scroll == .vertical
            ? LayoutSize(widthDimension: dimension(scrollAxis: false), heightDimension: dimension(scrollAxis: true))
            : LayoutSize(widthDimension: dimension(scrollAxis: true), heightDimension: dimension(scrollAxis: false))
    }

    mutating func insets() -> DirectionalEdgeInsets {
        tame
            ? .zero
            : DirectionalEdgeInsets(
                top: rng.double(0...8), leading: rng.double(0...8), bottom: rng.double(0...8),
                trailing: rng.double(0...8))
    }

    mutating func item() -> LayoutItem {
        var item = LayoutItem(layoutSize: size(), name: rng.bool() ? "a" : "b")
        item.contentInsets = insets()
        if !tame && rng.int(0...3) == 0 {
            item.edgeSpacing = EdgeSpacing(leading: .fixed(rng.double(0...5)), top: .flexible(rng.double(0...5)))
        }
        if !tame && rng.int(0...3) == 0 {
            item.supplementaryItems = [
                LayoutSupplementaryItem(
                    layoutSize: sz(.absolute(10), .absolute(10)), elementKind: "badge",
                    containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
            ]
        }
        return item
    }

    mutating func element(depth: Int) -> LayoutElement {
        depth < 2 && rng.int(0...2) == 0 ? .group(group(depth: depth + 1)) : .item(item())
    }

    mutating func group(depth: Int) -> LayoutGroup {
        var size = size()
        if tame {
            // Estimated along the scroll axis so the group grows to its content.
            if scroll == .vertical {
                size.heightDimension = .estimated(rng.double(20...200))
            } else {
                size.widthDimension = .estimated(rng.double(20...200))
            }
        }
        let axis: Axis = rng.bool() ? .horizontal : .vertical
        var g: LayoutGroup
        switch rng.int(0...(tame ? 1 : 3)) {
        case 0:
            let n = rng.int(1...3)
            var elements: [LayoutElement] = []
            for _ in 0..<n { elements.append(element(depth: depth)) }
            // Cycling along a fixed axis must place at least one element: make the first small.
            if case .item(var first) = elements[0], !tame {
                first.layoutSize = sz(.absolute(1), .absolute(1))
                elements[0] = .item(first)
            }
            g = LayoutGroup(layoutSize: size, kind: .subitems(axis: axis, elements))
        case 1:
            // Tame: equal slots only across the scroll axis (slots along it do not grow).
            g = LayoutGroup(
                layoutSize: size, kind: .count(axis: tame ? scroll.cross : axis, element(depth: depth), rng.int(1...4)))
        case 2:
            g = LayoutGroup(layoutSize: size, kind: .repeating(axis: axis, element(depth: depth), rng.int(1...3)))
        default:
            g = .custom(
                layoutSize: size,
                frames: [Rect(x: 0, y: 0, width: 30, height: 30), Rect(x: 30, y: 10, width: 20, height: 40)])
        }
        g.contentInsets = insets()
        g.interItemSpacing = rng.bool() ? .fixed(rng.double(0...10)) : .flexible(rng.double(0...10))
        return g
    }

    /// The first of the generator's next layouts that resolves (a random layout may be one UIKit
    /// cannot lay out either: a typed error), with its resolution; nil after 20 that do not.
    mutating func resolvedLayout() -> (CompositionalLayout, [SectionData], LayoutEnvironment, ResolvedLayout)? {
        for _ in 0..<20 {
            let (candidate, data, environment) = self.layout()
            if let r = try? candidate.resolve(data: data, environment: environment) {
                return (candidate, data, environment, r)
            }
        }
        return nil
    }

    mutating func layout() -> (CompositionalLayout, [SectionData], LayoutEnvironment) {
        var sections: [LayoutSection] = []
        var data: [SectionData] = []
        for _ in 0..<rng.int(1...4) {
            var s = LayoutSection(group: group(depth: 0))
            s.interGroupSpacing = rng.double(0...12)
            s.contentInsets = DirectionalEdgeInsets(
                top: rng.double(0...20), leading: rng.double(0...20), bottom: rng.double(0...20),
                trailing: rng.double(0...20))
            if rng.int(0...3) == 0 {
                s.orthogonalScrollingBehavior = OrthogonalScrollingBehavior.allCases[rng.int(1...5)]
            }
            if rng.bool() {
                var h = LayoutBoundarySupplementaryItem(
                    layoutSize: sz(.fractionalWidth(1), .absolute(rng.double(10...40))), elementKind: "header",
                    alignment: scroll == .vertical ? .top : .leading)
                h.pinToVisibleBounds = rng.bool()
                s.boundarySupplementaryItems = [h]
            }
            if rng.bool() { s.decorationItems = [.background(elementKind: "bg")] }
            sections.append(s)
            var d = SectionData(itemCount: rng.int(0...40))
            for _ in 0..<rng.int(0...6) {
                d.fittedSizes[rng.int(0...45)] = Size(
                    width: rng.double(tame ? 1...60 : 0...200), height: rng.double(tame ? 1...60 : 0...200))
            }
            if rng.bool() { d.defaultFittedSize = Size(width: rng.double(1...60), height: rng.double(1...60)) }
            data.append(d)
        }
        var config = LayoutConfiguration(scrollDirection: scroll, interSectionSpacing: rng.double(0...20))
        config.contentInsetsReference = .safeArea
        var environment = LayoutEnvironment(
            containerSize: Size(width: rng.double(200...500), height: rng.double(300...900)))
        environment.safeAreaInsets = DirectionalEdgeInsets(
            top: rng.double(0...40), leading: 0, bottom: rng.double(0...30), trailing: 0)
        environment.contentOffset =
            scroll == .vertical ? Point(x: 0, y: rng.double(0...600)) : Point(x: rng.double(0...600), y: 0)
        environment.profile = rng.bool() ? .ios14 : .ios17
        for i in sections.indices where sections[i].orthogonalScrollingBehavior != .none && rng.bool() {
            environment.orthogonalScrollOffsets[i] = rng.double(-50...400)
        }
        environment.pixelSnapping = !tame && rng.int(0...4) == 0
        environment.quirks = rng.bool()
        return (CompositionalLayout(sections: sections, configuration: config), data, environment)
    }
}

func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
}

@Suite struct LayoutProperties {
    @Test(arguments: 0..<150)
    func randomLayoutsHaveFiniteNonNegativeFramesAndAreDeterministic(seed: Int) throws {
        var generator = LayoutGenerator(seed: UInt64(seed), tame: false)
        let (layout, data, environment) = generator.layout()
        let first: ResolvedLayout
        do {
            first = try layout.resolve(data: data, environment: environment)
        } catch {
            // A typed error is a fine answer, and the same one every time.
            #expect(throws: error) { try layout.resolve(data: data, environment: environment) }
            return
        }
        let second = try layout.resolve(data: data, environment: environment)
        let all = first.allAttributes()
        #expect(all == second.allAttributes())
        #expect(first.notes == second.notes)
        for a in all {
            #expect(a.frame.minX.isFinite && a.frame.minY.isFinite && a.frame.width.isFinite && a.frame.height.isFinite)
            #expect(a.frame.width >= 0 && a.frame.height >= 0)
        }
        #expect(first.contentSize.width >= 0 && first.contentSize.height >= 0 && first.contentSize.height.isFinite)
    }

    @Test(arguments: 0..<150)
    func tameLayoutsKeepEveryCellInsideItsSectionAlongTheScrollAxis(seed: Int) throws {
        var generator = LayoutGenerator(seed: UInt64(seed), tame: true)
        let (layout, data, environment) = generator.layout()
        let result = Result { () throws(LayoutError) -> ResolvedLayout in
            try layout.resolve(data: data, environment: environment)
        }
        // A typed "does not fit" error is a fine answer, and the same one every time.
        if case .failure(let error) = result {
            switch error {
            case .groupCannotPlaceItem, .noRoomInGroup:
                #expect(throws: error) { try layout.resolve(data: data, environment: environment) }
                return
            default: break
            }
        }
        let r = try result.get()
        let axis = layout.configuration.scrollDirection
        for a in r.allAttributes() where a.category == .cell {
            guard let section = r.section(a.indexPath.section) else {
                Issue.record("missing section")
                continue
            }
            #expect(a.frame.minAlong(axis) >= section.frame.minAlong(axis) - 1e-9)
            #expect(a.frame.maxAlong(axis) <= section.frame.maxAlong(axis) + 1e-9)
            if !section.isOrthogonal {
                #expect(a.frame.minAlong(axis.cross) >= -1e-9)
                #expect(a.frame.maxAlong(axis.cross) <= r.contentSize.length(axis.cross) + 1e-9)
            }
        }
        // Every item appears exactly once.
        let cells = r.allAttributes().filter { $0.category == .cell }
        #expect(cells.count == data.reduce(0) { $0 + $1.itemCount })
    }

    @Test(arguments: 0..<100)
    func rectQueriesMatchABruteForceFilter(seed: Int) throws {
        var generator = LayoutGenerator(seed: UInt64(seed) &+ 1000, tame: false)
        let found = generator.resolvedLayout()
        let (_, _, _, r) = try #require(found)
        var rng = SplitMix64(seed: UInt64(seed))
        let all = r.allAttributes()
        for _ in 0..<5 {
            let rect = Rect(
                x: rng.double(-50...600), y: rng.double(-50...1500), width: rng.double(0...500),
                height: rng.double(0...700))
            let expected = all.filter { $0.frame.intersects(rect) }
            #expect(r.attributes(in: rect) == expected)
        }
        #expect(r.visibleAttributes() == all.filter { $0.frame.intersects(r.visibleRect) })
    }

    @Test(arguments: 0..<100)
    func updatingOneFittedSizeMatchesAFreshResolve(seed: Int) throws {
        var generator = LayoutGenerator(seed: UInt64(seed) &+ 5000, tame: seed % 2 == 0)
        let found = generator.resolvedLayout()
        let (layout, data, environment, resolved) = try #require(found)
        var r = resolved
        var rng = SplitMix64(seed: UInt64(seed) &+ 77)
        var newData = data
        for _ in 0..<3 {
            let s = rng.int(0...(data.count - 1))
            guard data[s].itemCount > 0 else { continue }
            let item = rng.int(0...(data[s].itemCount - 1))
            let size = Size(width: rng.double(1...80), height: rng.double(1...80))
            try r.setFittedSize(size, at: IndexPath(s, item))
            newData[s].fittedSizes[item] = size
        }
        let fresh = try layout.resolve(data: newData, environment: environment)
        let a = r.allAttributes()
        let b = fresh.allAttributes()
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) {
            #expect(x.indexPath == y.indexPath && x.category == y.category)
            #expect(close(x.frame, y.frame))
        }
        #expect(abs(r.contentSize.height - fresh.contentSize.height) < 1e-6)
        #expect(abs(r.contentSize.width - fresh.contentSize.width) < 1e-6)
    }
}

@Suite struct RowsFastPath {
    /// Row-shaped sections (plain items across the stack axis, estimated along it), random
    /// counts, spacing, insets, names and fitted sizes, in both scroll directions and strips.
    static func rowLayout(seed: UInt64) -> (CompositionalLayout, [SectionData], LayoutEnvironment) {
        var rng = SplitMix64(seed: seed)
        let scroll: Axis = rng.bool() ? .vertical : .horizontal
        var sections: [LayoutSection] = []
        var data: [SectionData] = []
        for _ in 0..<rng.int(1...3) {
            let orthogonal = rng.int(0...3) == 0
            let s = orthogonal ? scroll.cross : scroll
            func crossDim() -> LayoutDimension {
                s.cross == .horizontal
                    ? .fractionalWidth(rng.double(0.2...0.5)) : .fractionalHeight(rng.double(0.2...0.5))
            }
            func item(_ name: String) -> LayoutItem {
                var i = LayoutItem(
                    layoutSize: s == .vertical
                        ? sz(crossDim(), .estimated(rng.double(20...90)))
                        : sz(.estimated(rng.double(20...90)), crossDim()), name: name)
                i.contentInsets = DirectionalEdgeInsets(
                    top: rng.double(0...4), leading: rng.double(0...4), bottom: rng.double(0...4),
                    trailing: rng.double(0...4))
                return i
            }
            let groupSize =
                s == .vertical ? sz(.fractionalWidth(1), .estimated(50)) : sz(.estimated(50), .fractionalHeight(1))
            var group: LayoutGroup
            switch rng.int(0...2) {
            case 0:
                group = LayoutGroup(
                    layoutSize: groupSize, kind: .count(axis: s.cross, .item(item("a")), rng.int(1...4)))
            case 1:
                group = LayoutGroup(
                    layoutSize: groupSize, kind: .repeating(axis: s.cross, .item(item("a")), rng.int(1...3)))
            default:
                group = LayoutGroup(
                    layoutSize: groupSize, kind: .subitems(axis: s.cross, [.item(item("a")), .item(item("b"))]))
            }
            group.interItemSpacing = .fixed(rng.double(0...8))
            group.contentInsets = DirectionalEdgeInsets(
                top: rng.double(0...9), leading: rng.double(0...9), bottom: rng.double(0...9),
                trailing: rng.double(0...9))
            var section = LayoutSection(group: group)
            section.interGroupSpacing = rng.double(0...10)
            section.contentInsets = DirectionalEdgeInsets(all: rng.double(0...12))
            if orthogonal { section.orthogonalScrollingBehavior = .continuous }
            sections.append(section)
            var d = SectionData(itemCount: rng.int(0...60))
            for _ in 0..<rng.int(0...30) {
                d.fittedSizes[rng.int(0...59)] = Size(width: rng.double(5...120), height: rng.double(5...120))
            }
            if rng.bool() {
                d.fittedSizesByItemName = ["b": Size(width: rng.double(5...60), height: rng.double(5...60))]
            }
            if rng.bool() { d.defaultFittedSize = Size(width: rng.double(5...60), height: rng.double(5...60)) }
            data.append(d)
        }
        var environment = LayoutEnvironment(
            containerSize: Size(width: rng.double(250...450), height: rng.double(300...800)))
        environment.quirks = rng.bool()
        return (
            CompositionalLayout(sections: sections, configuration: LayoutConfiguration(scrollDirection: scroll)), data,
            environment
        )
    }

    @Test(arguments: 0..<120)
    func theRowsFastPathMatchesTheGeneralSolver(seed: Int) throws {
        let (layout, data, environment) = Self.rowLayout(seed: UInt64(seed))
        var general = environment
        general.fastPaths = false
        var fast = try layout.resolve(data: data, environment: environment)
        var slow = try layout.resolve(data: data, environment: general)
        #expect(fast.plans.contains { $0.isRowShape } || data.allSatisfy { $0.itemCount == 0 })
        #expect(!slow.plans.contains { $0.isRowShape })
        func same(_ a: ResolvedLayout, _ b: ResolvedLayout) {
            let x = a.allAttributes()
            let y = b.allAttributes()
            #expect(x.count == y.count)
            for (p, q) in zip(x, y) {
                #expect(p.indexPath == q.indexPath && p.category == q.category && close(p.frame, q.frame))
            }
            #expect(
                abs(a.contentSize.height - b.contentSize.height) < 1e-6
                    && abs(a.contentSize.width - b.contentSize.width) < 1e-6)
            #expect(a.notes == b.notes)
        }
        same(fast, slow)
        // Then change some fitted sizes incrementally on both.
        var rng = SplitMix64(seed: UInt64(seed) &+ 99)
        for _ in 0..<4 {
            let s = rng.int(0...(data.count - 1))
            guard data[s].itemCount > 0 else { continue }
            let item = rng.int(0...(data[s].itemCount - 1))
            let size: Size? = rng.int(0...3) == 0 ? nil : Size(width: rng.double(5...120), height: rng.double(5...120))
            try fast.setFittedSize(size, at: IndexPath(s, item))
            try slow.setFittedSize(size, at: IndexPath(s, item))
        }
        same(fast, slow)
    }
}
