import PlaygroundCore

/// The layout area: the types, the built-in `layout` and `environment`, and the commands that
/// print what UIKit would compute.
enum LayoutCommands {
    static let area = Area(
        name: "Layout",
        summary: "compositional layout definitions, the environment, and the frames UIKit computes",
        commands: [
            frames, visible, contentSize, sections, draw, device, rotate, scroll, fit, unfit, ExplainCommand.spec,
        ],
        types: LayoutTypes.all + [LayoutGlobals.layoutType, LayoutGlobals.environmentType],
        globals: [
            GlobalSpec(name: "layout", summary: "the collection view's compositional layout") { LayoutDefinition() },
            GlobalSpec(
                name: "environment",
                summary: "the container: device size, safe area, margins, scale, scroll offset, UIKit profile"
            ) { EnvironmentObject() },
        ],
        completionWords: { session in
            LayoutWords.implicitMembers + DevicePreset.all.map(\.name)
        }
    )

    static let frames = CommandSpec(
        "frames",
        doc: Doc(
            usage: "frames [section: N] [kind: cells|supplementaries|decorations] [--json]",
            summary: "every element's frame as UIKit computes it: cells, headers/footers, badges, backgrounds",
            details: [
                "Frames are in content coordinates (section 0 starts at y = 0). A pinned header",
                "(pinToVisibleBounds) is placed for the current content offset, as UIKit lays it out: it sticks to the",
                "top of the visible area below the safe area (the adjusted content inset), is pushed up by the end of",
                "its section, and is marked '(pinned)' while it is off its resting place; 'scroll to:' moves it.",
            ],
            examples: ["frames", "frames section: 1", "frames kind: supplementaries --json"]),
        mutates: false, keywords: ["section:", "kind:", "--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let section = try inv.take("section").map { (a: Arg) throws(ScriptError) in
            try inv.integer(a.value, "section", in: 0...LayoutLimits.maxSections, upperIsLimit: true)
        }
        let kind = try inv.take("kind").map { (a: Arg) throws(ScriptError) in
            try inv.enumCase(
                a.value, "kind", ["cells": "cells", "supplementaries": "supplementaries", "decorations": "decorations"])
        }
        let resolved = try LayoutQueries.resolve(&inv)
        if let section, section >= resolved.sections.count {
            throw ScriptError(
                "there is no section \(section): the data source has \(resolved.sections.count) section\(resolved.sections.count == 1 ? "" : "s")"
            )
        }
        // The rows are made from the layout as they are printed (text: measured first), never all held.
        let table = FramesTable(
            .layout(resolved.layout, section: section, kind: kind), sections: resolved.sections,
            json: inv.wantsJSON)
        if table.isEmpty && !inv.wantsJSON {
            inv.print(
                (resolved.sections.isEmpty
                    ? "no elements: " + LayoutQueries.noSections(inv.session)
                    : section == nil && kind == nil && resolved.sections.allSatisfy({ $0.items.isEmpty })
                        ? "no elements: the data source's \(resolved.sections.count) section"
                            + (resolved.sections.count == 1 ? " has" : "s have")
                            + " no items, and the layout gives them no headers, footers or backgrounds"
                        : "no elements")
                    + missingDataRemark(inv.session))
        } else {
            inv.emit(table.stream)
            // A table view's own header or footer view shows without data: say why there are no rows.
            if resolved.sections.isEmpty && !inv.wantsJSON {
                inv.print(
                    "no rows: " + LayoutQueries.noSections(inv.session)
                        + missingDataRemark(inv.session))
            }
        }
        LayoutQueries.emitNotes(resolved, &inv)
    }

    /// Why a screen may have no data: data sources of other modules it made, and closures handed to unmodelled APIs,
    /// which never ran.
    static func missingDataRemark(_ session: Session) -> String {
        let made = session.swift.unmodelledDataSourcesMade
        let sources =
            made.isEmpty
            ? ""
            : "; the program made data sources of another module, which the playground does not model: "
                + made.map { "'\($0)'" }.joined(separator: ", ")
        let listed = session.swift.unrunClosures
        guard !listed.isEmpty else { return sources }
        let more = session.swift.unrunClosureCount - listed.count
        return sources + "; closures that would update the data were given to APIs the playground does not model, "
            + "and never ran: " + listed.joined(separator: ", ")
            + (more > 0 ? " and \(more) more" : "")
    }

    static let visible = CommandSpec(
        "visible",
        doc: Doc(
            usage: "visible [--json]",
            summary: "the elements in the viewport at the current content offset, with pinned headers placed for it",
            examples: ["scroll to: 400", "visible"]),
        mutates: false, keywords: ["--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let resolved = try LayoutQueries.resolve(&inv)
        inv.emit(VisibleResult(resolved, noSections: LayoutQueries.noSections(inv.session)))
        LayoutQueries.emitNotes(resolved, &inv)
    }

    static let contentSize = CommandSpec(
        "contentSize",
        doc: Doc(
            usage: "contentSize [--json]", summary: "the collection view's content size",
            examples: ["contentSize"]),
        mutates: false, keywords: ["--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let resolved = try LayoutQueries.resolve(&inv)
        inv.emit(ContentSizeResult(resolved.layout.contentSize))
        LayoutQueries.emitNotes(resolved, &inv)
    }

    static let sections = CommandSpec(
        "sections",
        doc: Doc(
            usage: "sections [--json]",
            summary: "each section's frame, item and group counts, and its orthogonal strip",
            examples: ["sections"]),
        mutates: false, keywords: ["--json"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let resolved = try LayoutQueries.resolve(&inv)
        inv.emit(SectionsResult(resolved))
        LayoutQueries.emitNotes(resolved, &inv)
    }

    static let draw = CommandSpec(
        "draw",
        doc: Doc(
            usage: "draw [columns: N]",
            summary: "a drawing of the viewport at the current scroll offset, to scale, labelled with identifiers",
            details: [
                "Elements are drawn in UIKit's z-order (higher zIndex in front; decorations under cells under",
                "headers when equal): an element hides what it covers, so a pinned header covers the cells under it.",
            ],
            examples: ["draw", "draw columns: 80"]),
        mutates: false, keywords: ["columns:"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let columns =
            try inv.take("columns").map { (a: Arg) throws(ScriptError) in
                try inv.integer(a.value, "columns", in: 20...300)
            } ?? 60
        let resolved = try LayoutQueries.resolve(&inv)
        let rect = resolved.layout.visibleRect
        var boxes: [Drawing.Box] = []
        // A hidden element (a visible-items handler's isHidden) is not drawn; a transformed one as its frame.
        for a in LayoutQueries.zOrdered(resolved.layout.visibleAttributes()) where !a.isHidden {
            switch a.category {
            case .cell:
                boxes.append(
                    Drawing.Box(frame: a.frame, label: LayoutQueries.identifier(a, resolved) ?? "?", style: .solid))
            case .supplementaryView(let k): boxes.append(Drawing.Box(frame: a.frame, label: k, style: .solid))
            case .decorationView(let k): boxes.append(Drawing.Box(frame: a.frame, label: k, style: .dashed))
            }
        }
        let header =
            "viewport \(Format.number(rect.width)) x \(Format.number(rect.height)) at y \(Format.number(rect.minY)) (1 column = \(Format.number((rect.width / Double(columns - 1) * 100).rounded() / 100)) pt)"
        inv.print(header)
        var lines = Drawing.render(boxes, viewport: rect, columns: columns)
        var blank = 0
        while lines.last?.isEmpty == true {
            lines.removeLast()
            blank += 1
        }
        for line in lines { inv.print(line) }
        if blank > 0 { inv.print("(\(blank) empty row\(blank == 1 ? "" : "s") to the bottom of the viewport)") }
        LayoutQueries.emitNotes(resolved, &inv)
    }

    static let device = CommandSpec(
        "device",
        doc: Doc(
            usage: "device [NAME | list]",
            summary:
                "use a device's screen as the container (size, safe area, margins, scale); alone, show the current one",
            details: [
                "'device' alone and 'device list' only print: they are not undo steps and are not saved.",
                "Presets: " + DevicePreset.all.map(\.name).joined(separator: ", ") + ".",
                "Screen sizes and scales are Apple's (Human Interface Guidelines, Layout > Specifications); safe areas",
                "are what each device's simulator reports full screen on iOS 17/18 (community-collected: Use Your Loaf,",
                "hacknicity). Changing the device keeps the content offset where UIKit would: at rest at the top it",
                "follows the new safe area (see 'environment.adjustedContentInset').",
            ],
            examples: ["device iPhone15Pro", "device iPadPro11", "device list"]),
        mutates: true, keywords: DevicePreset.all.map(\.name) + ["list"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        guard let arg = inv.take(nil) else {
            // Only a question: no undo step, nothing in a saved or recorded session.
            inv.changedNothing = true
            let env = inv.session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()
            inv.emit(EnvironmentResult(env))
            return
        }
        let name = try inv.identifier(arg.value, "device")
        if name == "list" {
            inv.changedNothing = true
            inv.emit(DeviceListResult(DevicePreset.all))
            return
        }
        guard let preset = DevicePreset.named(name) else {
            throw ScriptError("unknown device '\(name)'", at: arg.value.range, help: "'device list' shows the presets")
                .suggesting(name, from: DevicePreset.all.map(\.name))
        }
        var env = inv.session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()
        let axis = inv.session.scrollAxis
        env.value = preset.environment(landscape: false, keeping: env.value, scrollDirection: axis)
        env.device = preset.name
        env.landscape = false
        env.applyScreen(scrollDirection: axis)
        inv.session.define("environment", env)
        inv.print(
            "\(preset.name): \(Format.number(preset.size.width)) x \(Format.number(preset.size.height)), portrait")
    }

    static let rotate = CommandSpec(
        "rotate",
        doc: Doc(
            usage: "rotate", summary: "switch between portrait and landscape (swaps the size, moves the safe area)",
            examples: ["rotate", "frames"]),
        mutates: true
    ) { (inv: inout Invocation) throws(ScriptError) in
        var env = inv.session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()
        if let name = env.device, let preset = DevicePreset.named(name) {
            env.landscape.toggle()
            let axis = inv.session.scrollAxis
            env.value = preset.environment(landscape: env.landscape, keeping: env.value, scrollDirection: axis)
            env.applyScreen(scrollDirection: axis)
        } else {
            env.landscape.toggle()
            let s = env.value.containerSize
            env.value.containerSize = Size(width: s.height, height: s.width)
        }
        inv.session.define("environment", env)
        let s = env.value.containerSize
        inv.print("\(env.landscape ? "landscape" : "portrait"): \(Format.number(s.width)) x \(Format.number(s.height))")
    }

    static let scroll = CommandSpec(
        "scroll",
        doc: Doc(
            usage: "scroll to: OFFSET | scroll to: top | scroll section: N to: OFFSET [velocity: V]",
            summary:
                "scroll the collection view (UIKit's contentOffset), or an orthogonal section's strip (paging sections come to rest where UIKit would stop them)",
            details: [
                "At rest the content offset is minus the safe area's top (UIKit's adjusted content inset), so content",
                "starts below the bars: 'scroll to: top' goes there, and the default environment starts there.",
                "'scroll section: N to: X' lets go of the strip at X without velocity: it comes to rest at",
                "the nearest resting place of its orthogonalScrollingBehavior. 'velocity: V' flings it: let go",
                "at X with V points per second along the strip (a pan gesture's velocity; negative towards the",
                "start), it decelerates at the section's orthogonalScrollingProperties.decelerationRate",
                "(.automatic: .normal, or .fast for the paging behaviours) and rests where UIKit stops it:",
                ".continuous where the deceleration ends (V/1000 * r/(1 - r) further),",
                ".continuousGroupLeadingBoundary on the group edge nearest that, the paging behaviours on the",
                "nearest page or group but at most one past X in the direction of the flick. The section's",
                "visibleItemsInvalidationHandler is then called at X, at each page or group boundary the strip",
                "passes (UIKit calls it on every frame) and at rest; 'set handlers trace' prints each call.",
            ],
            examples: [
                "scroll to: 300", "scroll to: top", "scroll section: 1 to: 150",
                "scroll section: 1 to: 150 velocity: 1200",
            ]),
        mutates: true, keywords: ["to:", "section:", "top", "velocity:"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        let toExpr = try inv.require("to", "an offset")
        var env = inv.session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()
        let velocityArgument = inv.take("velocity")
        if let s = inv.take("section") {
            let offset = try inv.length(toExpr, "offset", allowNegative: true)
            let section = try inv.integer(s.value, "section", in: 0...LayoutLimits.maxSections, upperIsLimit: true)
            var velocity: Double?
            if let v = velocityArgument { velocity = try inv.length(v.value, "velocity", allowNegative: true) }
            let resolved = try LayoutQueries.resolve(&inv)
            guard section < resolved.layout.sectionCount else {
                throw ScriptError("there is no section \(section)", at: s.value.range)
            }
            guard let resting = resolved.layout.restingOrthogonalOffset(section: section, proposed: offset) else {
                throw ScriptError(
                    "section \(section) does not scroll orthogonally", at: s.value.range,
                    help: "set its orthogonalScrollingBehavior, for example .continuous")
            }
            if let velocity, let velocityArgument,
                let fling = resolved.layout.orthogonalFling(section: section, release: offset, velocity: velocity)
            {
                try fly(
                    fling, section: section, velocity: velocity, asked: offset, at: velocityArgument.value.range, &inv)
                return
            }
            env.value.orthogonalScrollOffsets[section] = resting
            inv.session.define("environment", env)
            if resting != offset {
                inv.print(
                    "section \(section) comes to rest at \(Format.number(resting)) (asked for \(Format.number(offset)))"
                )
            } else {
                inv.print("section \(section) scrolled to \(Format.number(resting))")
            }
            return
        }
        if let velocityArgument {
            throw ScriptError(
                "'velocity:' flings an orthogonal section's strip; the collection view's own deceleration "
                    + "is not modelled",
                at: velocityArgument.value.range, help: "scroll section: 0 to: 200 velocity: 1500")
        }
        let direction = inv.session.scrollAxis
        if case .name("top", _) = toExpr {
            env.value.contentOffset = EnvironmentObject.restingOffset(env.value, scrollDirection: direction)
        } else {
            let offset = try inv.length(toExpr, "offset", allowNegative: true)
            env.value.contentOffset = direction == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
        }
        inv.session.define("environment", env)
        inv.print(
            "content offset: (x: \(Format.number(env.value.contentOffset.x)), y: \(Format.number(env.value.contentOffset.y)))"
        )
    }

    /// A fling of section `section`'s strip: it rests where `fling` says, and the handlers are called
    /// at the release and at each boundary it passes on the way (`SwiftState.scrollSteps`).
    private static func fly(
        _ fling: OrthogonalFling, section: Int, velocity: Double, asked: Double, at range: ColumnRange,
        _ inv: inout Invocation
    ) throws(ScriptError) {
        guard fling.passed.count <= ResolvedLayout.maxFlingStops else {
            throw ScriptError(
                "this fling passes more than \(ResolvedLayout.maxFlingStops) page or group boundaries; the limit is "
                    + "\(ResolvedLayout.maxFlingStops) per scroll", at: range, help: "see 'help limits'")
        }
        var env = inv.session.object("environment", as: EnvironmentObject.self) ?? EnvironmentObject()
        env.value.orthogonalScrollOffsets[section] = fling.resting
        inv.session.define("environment", env)
        if !inv.session.swift.visibleItemsHandlers.isEmpty {
            inv.session.swift.scrollSteps = ([fling.release] + fling.passed).map {
                ScrollStep(section: section, offset: $0)
            }
        }
        let rate = SectionDefinition.rateSpelling(fling.rate)
        let from = fling.release == asked ? "" : " (asked for \(Format.number(asked)))"
        inv.print(
            "section \(section) let go at \(Format.number(fling.release))\(from) with velocity "
                + "\(Format.number(velocity)): "
                + "comes to rest at \(Format.number(fling.resting)) (decelerationRate \(rate) would stop it at "
                + "\(Format.number(fling.projected)))")
    }

    static let fit = CommandSpec(
        "fit",
        doc: Doc(
            usage: "fit ITEMS [width: W] [height: H] | fit every: LAYOUTITEM ... | fit section: ID ...",
            summary:
                "state the size self-sizing cells report (preferredLayoutAttributesFitting): per item identifier, per layout item, or per section",
            details: [
                "Only estimated axes use it, as in UIKit; 'frames' then shows what UIKit computes, with notes for the known pitfalls."
            ],
            examples: [
                "fit todo3 height: 120", "fit [a, b] height: 80", "fit every: cell height: 60",
                "fit section: main height: 50",
            ]),
        mutates: true, keywords: ["width:", "height:", "every:", "section:"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        var fitted = FittedSize()
        if let w = inv.take("width") { fitted.width = try inv.length(w.value, "width") }
        if let h = inv.take("height") { fitted.height = try inv.length(h.value, "height") }
        guard fitted.width != nil || fitted.height != nil else {
            throw ScriptError(
                "'fit' needs 'width:' or 'height:' (or both)", at: inv.nameRange, help: "usage: \(inv.usage)")
        }
        var layout = inv.session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
        if let every = inv.take("every") {
            let (name, _) = try inv.object(every.value, as: ItemDefinition.self, "every:")
            layout.fittedByLayoutItem[name] = fitted
            inv.session.define("layout", layout)
            inv.print("cells of \(name) report \(fitted.description)")
            return
        }
        if let section = inv.take("section") {
            let id = try inv.identifier(section.value, "section identifier")
            layout.fittedBySection[id] = fitted
            inv.session.define("layout", layout)
            inv.print("cells in section \(Format.identifier(id)) report \(fitted.description)")
            return
        }
        let itemsExpr = try inv.require(nil, "item identifiers")
        let ids = try inv.identifiers(itemsExpr, "item identifier")
        let shown = LayoutQueries.data(inv.session)?.layoutSections ?? []
        if shown.isEmpty, LayoutQueries.classicSections(inv.session) != nil {
            // A classic data source's cells are counted, not identified: there is no identifier to fit.
            throw ScriptError(
                "the collection view's cells come from a classic data source (collectionView(_:numberOfItemsInSection:)), "
                    + "which gives them no identifiers", at: itemsExpr.range,
                help: "state their size per section (fit section: 0 width: 60) or per layout item (fit every: ...)")
        }
        var known = Set<String>()
        for section in shown { known.formUnion(section.items) }
        let unknown = ids.filter { !known.contains($0) }
        if !unknown.isEmpty {
            // Kept for when an apply shows them (a size stated before the data arrives), but said: a misspelt
            // identifier would otherwise change nothing, silently.
            inv.note(
                unknown.prefix(5).map(Format.identifier).joined(separator: ", ")
                    + (unknown.count > 5 ? " and \(unknown.count - 5) more" : "")
                    + (unknown.count == 1 ? " is not an item" : " are not items") + " the data source shows now: "
                    + (unknown.count == 1 ? "its" : "their") + " size is used once an apply shows "
                    + (unknown.count == 1 ? "it" : "them"))
        }
        for id in ids { layout.fittedByItem[id] = fitted }
        inv.session.define("layout", layout)
        inv.print(
            "\(ids.count == 1 ? Format.identifier(ids[0]) : "\(ids.count) items") report\(ids.count == 1 ? "s" : "") \(fitted.description)"
        )
    }

    static let unfit = CommandSpec(
        "unfit",
        doc: Doc(
            usage: "unfit ITEMS | unfit every: LAYOUTITEM | unfit section: ID | unfit all",
            summary: "forget stated fitted sizes (the estimates are used again)",
            examples: ["unfit todo3", "unfit all"]),
        mutates: true, keywords: ["every:", "section:", "all"]
    ) { (inv: inout Invocation) throws(ScriptError) in
        var layout = inv.session.object("layout", as: LayoutDefinition.self) ?? LayoutDefinition()
        if let every = inv.take("every") {
            let name = try inv.identifier(every.value, "layout item")
            guard layout.fittedByLayoutItem.removeValue(forKey: name) != nil else {
                throw ScriptError("no fitted size was stated for cells of '\(name)'", at: every.value.range)
            }
        } else if let section = inv.take("section") {
            let id = try inv.identifier(section.value, "section identifier")
            guard layout.fittedBySection.removeValue(forKey: id) != nil else {
                throw ScriptError("no fitted size was stated for section '\(id)'", at: section.value.range)
            }
        } else {
            let expr = try inv.require(nil, "item identifiers or 'all'")
            if case .name("all", _) = expr {
                layout.fittedByItem = [:]
                layout.fittedByLayoutItem = [:]
                layout.fittedBySection = [:]
            } else {
                for id in try inv.identifiers(expr, "item identifier") {
                    guard layout.fittedByItem.removeValue(forKey: id) != nil else {
                        throw ScriptError("no fitted size was stated for '\(id)'", at: expr.range)
                    }
                }
            }
        }
        inv.session.define("layout", layout)
    }
}
