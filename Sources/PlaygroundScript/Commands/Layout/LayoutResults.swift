import PlaygroundCore

/// `contentSize`: the collection view's content size.
struct ContentSizeResult: CommandResult {
    var width: Double
    var height: Double

    init(_ s: Size) {
        width = s.width
        height = s.height
    }

    var lines: [String] { ["contentSize: \(Format.number(width)) x \(Format.number(height))"] }
}

/// `sections`: each section's frame, item and group counts, and its orthogonal strip.
struct SectionsResult: CommandResult {
    struct Section: Encodable, Equatable, Sendable {
        var index: Int
        /// The data source's section identifier ("?" beyond the data).
        var identifier: String
        var frame: RectResult
        var itemCount: Int
        var groupCount: Int
        var itemsPerGroup: Int
        /// Orthogonal sections: the strip's content length and the scroll offset the frames use.
        var orthogonalContentLength: Double?
        var orthogonalOffset: Double?
    }

    var sections: [Section]

    init(_ resolved: LayoutQueries.Resolved) {
        sections = resolved.layout.sections.map { s in
            Section(
                index: s.index,
                identifier: s.index < resolved.sections.count ? resolved.sections[s.index].identifier : "?",
                frame: RectResult(s.frame), itemCount: s.itemCount, groupCount: s.groupCount,
                itemsPerGroup: s.itemsPerGroup, orthogonalContentLength: s.orthogonalContentLength,
                orthogonalOffset: s.orthogonalContentLength == nil ? nil : s.orthogonalOffset ?? 0)
        }
    }

    var lines: [String] {
        let n = Format.number
        var rows: [[String]] = [["section", "id", "x", "y", "width", "height", "items", "groups", "strip"]]
        for s in sections {
            let strip =
                s.orthogonalContentLength.map { "content \(n($0)), offset \(n(s.orthogonalOffset ?? 0))" } ?? "-"
            rows.append([
                String(s.index), Format.identifier(s.identifier), n(s.frame.x), n(s.frame.y), n(s.frame.width),
                n(s.frame.height), String(s.itemCount), String(s.groupCount), strip,
            ])
        }
        return Format.table(rows, rightAligned: [0, 2, 3, 4, 5, 6, 7])
    }

    /// The JSON is the list of sections.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(sections)
    }
}

/// The built-in `environment` printed: the device, the container and the playground's switches.
struct EnvironmentResult: CommandResult {
    /// The device preset (nil for a custom container: JSON null).
    var device: String?
    var landscape: Bool
    var containerSize: SizeResult
    var safeAreaInsets: InsetsResult
    var layoutMargins: InsetsResult
    /// Nil: the container minus the margins (JSON null).
    var readableContentWidth: Double?
    var displayScale: Double
    var contentOffset: PointResult
    /// The UIKit profile (`ios17`).
    var profile: String
    var quirks: Bool
    var pixelSnapping: Bool
    /// The navigation bar over the controller on screen (`NavigationBars.swift`), described; nil when there is none.
    var navigationBar: String?

    init(_ o: EnvironmentObject) {
        let e = o.value
        device = o.device
        if let bar = o.navigationBar, let preset = o.device.flatMap(DevicePreset.named) {
            let h = Format.number(bar.height(isPad: preset.isPad, landscape: o.landscape))
            navigationBar =
                "\(h) pt" + (bar.largeTitles ? ", large titles" : "")
                + (bar.opaque ? ", opaque: the controller's view is below it" : ", in the safe area")
        }
        landscape = o.landscape
        containerSize = SizeResult(e.containerSize)
        safeAreaInsets = InsetsResult(e.safeAreaInsets)
        layoutMargins = InsetsResult(e.layoutMargins)
        readableContentWidth = e.readableContentWidth
        displayScale = e.displayScale
        contentOffset = PointResult(e.contentOffset)
        profile = "\(o.profile)"
        quirks = e.quirks
        pixelSnapping = e.pixelSnapping
    }

    var lines: [String] {
        let n = Format.number
        return [
            "device: " + (device.map { $0 + (landscape ? " (landscape)" : " (portrait)") } ?? "custom"),
            "containerSize: \(n(containerSize.width)) x \(n(containerSize.height))",
            "safeAreaInsets: \(EdgeInsetsObject(value: EdgeInsets(safeAreaInsets.insets)).describe()[0])",
            "layoutMargins: \(LayoutSource.insets(layoutMargins.insets))",
            "readableContentWidth: " + (readableContentWidth.map(n) ?? "container minus margins"),
            "displayScale: \(n(displayScale))",
            "contentOffset: (x: \(n(contentOffset.x)), y: \(n(contentOffset.y)))",
            "profile: .\(profile)  quirks: \(quirks)  pixelSnapping: \(pixelSnapping)",
        ] + (navigationBar.map { ["navigationBar: " + $0] } ?? [])
    }

    private enum Key: String, CodingKey {
        case device, landscape, containerSize, safeAreaInsets, layoutMargins, readableContentWidth, displayScale
        case contentOffset, profile, quirks, pixelSnapping, navigationBar
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        if let device { try c.encode(device, forKey: .device) } else { try c.encodeNil(forKey: .device) }
        try c.encode(landscape, forKey: .landscape)
        try c.encode(containerSize, forKey: .containerSize)
        try c.encode(safeAreaInsets, forKey: .safeAreaInsets)
        try c.encode(layoutMargins, forKey: .layoutMargins)
        if let readableContentWidth {
            try c.encode(readableContentWidth, forKey: .readableContentWidth)
        } else {
            try c.encodeNil(forKey: .readableContentWidth)
        }
        try c.encode(displayScale, forKey: .displayScale)
        try c.encode(contentOffset, forKey: .contentOffset)
        try c.encode(profile, forKey: .profile)
        try c.encode(quirks, forKey: .quirks)
        try c.encode(pixelSnapping, forKey: .pixelSnapping)
        try c.encodeIfPresent(navigationBar, forKey: .navigationBar)
    }
}

/// `device list`: the device presets, their size in points, scale and safe areas.
struct DeviceListResult: CommandResult {
    struct Device: Encodable, Equatable, Sendable {
        var name: String
        var width: Double
        var height: Double
        var scale: Double
        /// UIKit's `UIEdgeInsets` (left and right), portrait and landscape.
        var safeAreaInsets: EdgeInsets
        var landscapeSafeAreaInsets: EdgeInsets
    }

    var devices: [Device]

    init(_ presets: [DevicePreset]) {
        devices = presets.map { p in
            Device(
                name: p.name, width: p.size.width, height: p.size.height, scale: p.scale,
                safeAreaInsets: EdgeInsets(p.safeArea), landscapeSafeAreaInsets: EdgeInsets(p.landscapeSafeArea))
        }
    }

    var lines: [String] {
        let n = Format.number
        func edges(_ i: EdgeInsets) -> String { "\(n(i.top)) \(n(i.left)) \(n(i.bottom)) \(n(i.right))" }
        let header = ["device", "points", "scale", "safe area portrait", "landscape"]
        let rows = devices.map { d in
            [
                d.name, "\(n(d.width)) x \(n(d.height))", "@\(n(d.scale))x", edges(d.safeAreaInsets),
                edges(d.landscapeSafeAreaInsets),
            ]
        }
        return Format.table([header] + rows) + [
            "(safe areas as top left bottom right, in points; 'help device' says where the numbers come from)"
        ]
    }

    /// The JSON is the list of devices.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(devices)
    }
}
