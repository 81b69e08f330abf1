@testable import PlaygroundCore

func sz(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: w, heightDimension: h)
}

func leaf(_ w: LayoutDimension, _ h: LayoutDimension, name: String? = nil) -> LayoutItem {
    LayoutItem(layoutSize: sz(w, h), name: name)
}

/// The layout arithmetic, unsnapped: the rule tests check exact values; the PixelSnapping suite
/// checks what the device reports (`LayoutEnvironment`'s default).
func env(width: Double = 400, height: Double = 800) -> LayoutEnvironment {
    var e = LayoutEnvironment(containerSize: Size(width: width, height: height))
    e.pixelSnapping = false
    return e
}

func resolve(
    _ sections: [LayoutSection], counts: [Int], configuration: LayoutConfiguration = LayoutConfiguration(),
    environment: LayoutEnvironment = env()
) throws -> ResolvedLayout {
    try CompositionalLayout(sections: sections, configuration: configuration)
        .resolve(data: counts.map { SectionData(itemCount: $0) }, environment: environment)
}

func cellFrames(_ r: ResolvedLayout) -> [Rect] {
    r.allAttributes().filter { $0.category == .cell }.map(\.frame)
}

func supplementaries(_ r: ResolvedLayout, kind: String) -> [LayoutAttributes] {
    r.allAttributes().filter { $0.category == .supplementaryView(elementKind: kind) }
}

/// A list section: full-width rows of a fixed height, repeated.
func rowsSection(height: Double, spacing: Double = 0) -> LayoutSection {
    var s = LayoutSection(
        group: .horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(height)),
            subitem: .item(leaf(.fractionalWidth(1), .fractionalHeight(1))), count: 1))
    s.interGroupSpacing = spacing
    return s
}

/// Two columns of estimated cells (100 high) in an estimated row, 8 apart; with `badges`, each cell
/// has a 10 × 10 badge at its top trailing corner (the per-element path), else rows only.
func twoColumnEstimatedSection(badges: Bool) -> LayoutSection {
    var item = leaf(.fractionalWidth(0.5), .estimated(100))
    if badges {
        item.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: sz(.absolute(10), .absolute(10)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        ]
    }
    var s = LayoutSection(
        group: .horizontal(layoutSize: sz(.fractionalWidth(1), .estimated(100)), subitem: .item(item), count: 2))
    s.interGroupSpacing = 8
    return s
}
