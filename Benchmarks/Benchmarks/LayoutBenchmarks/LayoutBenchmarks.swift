import BenchSupport
// Workload 5 of issue #6: a 1,000,000-item two-column grid with estimated heights and fitted
// sizes: full resolution, one viewport at a random offset, one fitted-size change plus the viewport.
import Benchmark
import PlaygroundCore

/// Holds a resolved layout so iterations mutate it in place (no copy-on-write of its storage).
final class LayoutBox: @unchecked Sendable {
    var layout: ResolvedLayout
    var rng = SplitMix64(seed: 55)
    var flip = false
    init(_ layout: ResolvedLayout) { self.layout = layout }
}

let items = 1_000_000
let viewport = Size(width: 400, height: 800)

func resolveGrid(_ fitted: FittedSizes) -> ResolvedLayout {
    try! twoColumnGrid().resolve(data: [gridData(items: items, fitted: fitted)], environment: phoneEnvironment())
}

/// A viewport somewhere in the content (seeded).
func randomViewport(_ box: LayoutBox) -> Rect {
    let maxY = box.layout.contentSize.height - viewport.height
    let y = Double(box.rng.next() % UInt64(maxY))
    return Rect(x: 0, y: y, width: viewport.width, height: viewport.height)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1, maxDuration: .seconds(4), maxIterations: 25)

    for fitted in FittedSizes.allCases {
        Benchmark("W5 resolve 1M grid (\(fitted.rawValue))") { (_: Benchmark, data: SectionData) in
            blackHole(try! twoColumnGrid().resolve(data: [data], environment: phoneEnvironment()))
        } setup: {
            gridData(items: items, fitted: fitted)
        }

        let query = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal],
            warmupIterations: 20, maxDuration: .seconds(2), maxIterations: 20_000)
        Benchmark("W5 viewport query 1M grid (\(fitted.rawValue))", configuration: query) {
            (_: Benchmark, box: LayoutBox) in
            let visible = box.layout.attributes(in: randomViewport(box))
            precondition(visible.count >= 2)
            blackHole(visible)
        } setup: {
            LayoutBox(resolveGrid(fitted))
        }

        Benchmark("W5 setFittedSize + viewport 1M grid (\(fitted.rawValue))", configuration: query) {
            (_: Benchmark, box: LayoutBox) in
            let item = Int(box.rng.next() % UInt64(items))
            box.flip.toggle()
            try! box.layout.setFittedSize(Size(width: 200, height: box.flip ? 333 : 77), at: IndexPath(0, item))
            guard let frame = box.layout.attributesForItem(at: IndexPath(0, item))?.frame else { fatalError("no item") }
            let visible = box.layout.attributes(in: Rect(x: 0, y: max(0, frame.minY - 400), width: 400, height: 800))
            precondition(visible.contains { $0.itemIndex == item })
            blackHole(visible)
        } setup: {
            LayoutBox(resolveGrid(fitted))
        }
    }

    // The first change of a freshly resolved section (issue #14: ≤ 0.5 ms): it allocates one block
    // of the offset tree and writes one fitted size, whatever the section's size.
    for fitted in FittedSizes.allCases {
        Benchmark(
            "W5 first setFittedSize + viewport 1M grid (\(fitted.rawValue))",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal],
                warmupIterations: 1, maxDuration: .seconds(8), maxIterations: 15)
        ) { benchmark in
            var layout = resolveGrid(fitted)
            benchmark.startMeasurement()
            try! layout.setFittedSize(Size(width: 200, height: 333), at: IndexPath(0, 500_000))
            guard let frame = layout.attributesForItem(at: IndexPath(0, 500_000))?.frame else { fatalError("no item") }
            let visible = layout.attributes(in: Rect(x: 0, y: max(0, frame.minY - 400), width: 400, height: 800))
            benchmark.stopMeasurement()
            precondition(visible.contains { $0.itemIndex == 500_000 })
            blackHole(visible)
            blackHole(layout)
        }
    }

    // `explain` (issue #12 item 5): one cell's derivation re-solves only its group instance with
    // the trace on, whatever the section's size; the resolve above runs with no trace.
    for fitted in FittedSizes.allCases {
        let query = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal],
            warmupIterations: 20, maxDuration: .seconds(2), maxIterations: 20_000)
        Benchmark("W5 explainCell 1M grid (\(fitted.rawValue))", configuration: query) {
            (_: Benchmark, box: LayoutBox) in
            let item = Int(box.rng.next() % UInt64(items))
            guard let explained = try! box.layout.explainCell(at: IndexPath(0, item)) else { fatalError("no item") }
            blackHole(explained)
        } setup: {
            LayoutBox(resolveGrid(fitted))
        }
    }

    // The same grid with a badge on every item: not the rows fast path, so resolving it with
    // per-item fitted sizes runs the group solver once per group (500,000 solves), the path the
    // explain trace hook sits on (nil there).
    Benchmark("W5 resolve 1M badged grid (per-item fitted)") { (_: Benchmark, data: SectionData) in
        blackHole(try! badgedGrid().resolve(data: [data], environment: phoneEnvironment()))
    } setup: {
        gridData(items: items, fitted: .perItem)
    }
}

/// `twoColumnGrid()` with a 20 × 20 badge at each item's top trailing corner.
func badgedGrid() -> CompositionalLayout {
    var layout = twoColumnGrid()
    guard case .count(let axis, .item(var item), let count) = layout.sections[0].group.kind else { return layout }
    item.supplementaryItems = [
        LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    ]
    layout.sections[0].group.kind = .count(axis: axis, .item(item), count)
    return layout
}
