// Single edits on big layouts and snapshots (issue #14), timed with ContinuousClock, setup untimed.
// Core only (no swift-syntax), so a baseline commit's engine builds it in a minute:
//   lps-bench-edits fit per-item|uniform [later]   first fitted-size change of a freshly resolved
//       1,000,000-item grid (median of 5 fresh layouts), then `later` more changes (default 2,000), each with the viewport
//       around the item; the viewport query alone is the same run's baseline.
//   lps-bench-edits items 1m|100k [rounds]   one-item edits in a one-section snapshot of string
//       identifiers: moveItem(_:afterItem:), insertItems(_:afterItem:), insertItems(_:beforeItem:),
//       deleteItems of one item; `rounds` (default 2,000) of each, interleaved, each timed on its own
//   lps-bench-edits diff 10101|shuffle [repeats]   the 100,000-identifier diff (issue #6 W1), and
//       the shuffle with both snapshots built inside the clock (issue #14)
// Prints one line per figure: name, microseconds (ratio to the viewport query for `fit`).
import BenchSupport
import PlaygroundCore

@inline(never) func measured<T>(_ body: () throws -> T) rethrows -> T { try body() }

let clock = ContinuousClock()
func micros(_ d: Duration) -> Double {
    let (s, atto) = d.components
    return Double(s) * 1e6 + Double(atto) / 1e12
}
func show(_ name: String, _ us: Double, per baseline: Double? = nil) {
    let text = us < 10 ? String(format: "%.2f", us) : String(format: "%.0f", us)
    if let baseline, baseline > 0 {
        print("\(name): \(text) µs (\(String(format: "%.1f", us / baseline)) × the viewport query)")
    } else {
        print("\(name): \(text) µs")
    }
}
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

let args = Array(CommandLine.arguments.dropFirst())
switch args.first {
case "fit":
    let mode: FittedSizes = args.count > 1 && args[1] == "uniform" ? .uniform : .perItem
    let later = args.count > 2 ? Int(args[2]) ?? 2_000 : 2_000
    let data = gridData(items: 1_000_000, fitted: mode)
    func fresh() -> ResolvedLayout { try! twoColumnGrid().resolve(data: [data], environment: phoneEnvironment()) }
    var layout = fresh()
    var rng = SplitMix64(seed: 91)
    func edit(_ item: Int, _ height: Double) {
        measured {
            try! layout.setFittedSize(Size(width: 200, height: height), at: IndexPath(0, item))
            guard let frame = layout.attributesForItem(at: IndexPath(0, item))?.frame else {
                fatalError("no item \(item)")
            }
            let visible = layout.attributes(in: Rect(x: 0, y: max(0, frame.minY - 400), width: 400, height: 800))
            precondition(visible.contains { $0.itemIndex == item })
        }
    }
    // The first change of a freshly resolved section, at an item in the middle (not the last
    // group); five fresh layouts, the median (one preempted sample on a shared machine is not it).
    var firsts: [Double] = []
    for run in 0..<5 {
        if run > 0 { layout = fresh() }
        firsts.append(micros(clock.measure { edit(500_001, 333) }))
    }
    let first = percentile(firsts, 0.5)
    var changes: [Double] = []
    var queries: [Double] = []
    for i in 0..<later {
        let item = Int(rng.next() % 1_000_000)
        changes.append(micros(clock.measure { edit(item, i % 2 == 0 ? 77 : 333) }))
        let y = Double(rng.next() % UInt64(max(1, layout.contentSize.height - 800)))
        queries.append(
            micros(clock.measure { _ = measured { layout.attributes(in: Rect(x: 0, y: y, width: 400, height: 800)) } }))
    }
    let query = percentile(queries, 0.5)
    print("mode: \(mode.rawValue), 1,000,000 items; \(later) later changes")
    show("viewport query p50", query)
    show("first setFittedSize + viewport (median of 5 fresh layouts)", first, per: query)
    show("later setFittedSize + viewport p50", percentile(changes, 0.5), per: query)
    show("later setFittedSize + viewport p99", percentile(changes, 0.99), per: query)
    show("later setFittedSize + viewport max", changes.max() ?? 0, per: query)
case "items":
    let n = args.count > 1 && args[1] == "100k" ? 100_000 : 1_000_000
    let rounds = args.count > 2 ? Int(args[2]) ?? 2_000 : 2_000
    var edits = OneItemEdits(count: n)
    var times: [OneItemEdit: [Double]] = [:]
    for _ in 0..<rounds {
        for kind in OneItemEdit.allCases {
            let (item, anchor) = edits.next(kind)
            times[kind, default: []].append(micros(clock.measure { measured { edits.perform(kind, item, anchor) } }))
        }
    }
    print(
        "one section of \(n) items; \(rounds) edits of each kind, interleaved; \(edits.snapshot.numberOfItems) items at the end"
    )
    for kind in OneItemEdit.allCases {
        let values = times[kind] ?? []
        show("\(kind.rawValue) p50", percentile(values, 0.5))
        show("\(kind.rawValue) p99", percentile(values, 0.99))
        show("\(kind.rawValue) max", values.max() ?? 0)
    }
case "diff":
    let shape: DiffShape = args.count > 1 && args[1] == "shuffle" ? .shuffle : .tenTenOne
    let repeats = args.count > 2 ? Int(args[2]) ?? 15 : 15
    let lists = stringLists(shape, count: 100_000)
    let old = flatSnapshot(lists.old)
    let new = flatSnapshot(lists.new)
    verify(BatchUpdate(from: old, to: new), from: old, to: new)  // untimed: a wrong batch stops here
    var diffs: [Double] = []
    var builds: [Double] = []
    var buildsOnly: [Double] = []
    var moves = 0
    for _ in 0..<repeats {
        diffs.append(micros(clock.measure { moves = measured { BatchUpdate(from: old, to: new) }.itemMoves.count }))
        builds.append(
            micros(
                clock.measure {
                    measured {
                        let a = flatSnapshot(lists.old)
                        let b = flatSnapshot(lists.new)
                        moves = BatchUpdate(from: a, to: b).itemMoves.count
                    }
                }))
        buildsOnly.append(
            micros(
                clock.measure {
                    _ = measured { flatSnapshot(lists.old).numberOfItems &+ flatSnapshot(lists.new).numberOfItems }
                }))
    }
    print("100,000 strings, \(shape.rawValue), \(moves) moves; \(repeats) runs of each, interleaved")
    show("diff p50", percentile(diffs, 0.5))
    show("diff min", diffs.min() ?? 0)
    show("build both snapshots + diff p50", percentile(builds, 0.5))
    show("build both snapshots + diff min", builds.min() ?? 0)
    show("build both snapshots alone p50", percentile(buildsOnly, 0.5))
default:
    print("usage: lps-bench-edits fit per-item|uniform [later] | items 1m|100k [rounds] | diff 10101|shuffle [repeats]")
}
