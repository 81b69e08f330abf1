import PlaygroundCore

/// Words TAB offers after a '.', for the layout area.
enum LayoutWords {
    static let implicitMembers: [String] = [
        "absolute", "estimated", "fractionalWidth", "fractionalHeight", "uniformAcrossSiblings", "fixed", "flexible",
        "init", "zero", "top", "leading", "bottom", "trailing", "all", "topLeading", "topTrailing", "bottomLeading",
        "bottomTrailing", "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging",
        "groupPagingCentered", "automatic", "safeArea", "layoutMargins", "readableContent", "horizontal", "vertical",
        "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain", "supplementary", "firstItemInSection",
        "ios13", "ios14", "ios15", "ios16", "ios17", "ios18",
    ].map { "." + $0 }
}
