import BenchSupport
// Workload 6 of issue #6: a 100,000-node section snapshot (10 top-level parents × 10,000-node
// subtrees, all expanded): collapse/expand one top-level parent and the VisibleItemsChange batch.
import Benchmark
import PlaygroundCore

typealias Outline = (snapshot: SectionSnapshot<String>, roots: [String])
typealias Collapsed = (collapsed: SectionSnapshot<String>, root: String)
typealias Pair = (old: SectionSnapshot<String>, new: SectionSnapshot<String>)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 200)

    // As an app does it: copy the applied section snapshot, collapse, diff the visible rows.
    Benchmark("W6 collapse top-level parent + VisibleItemsChange (100k nodes)") { (_: Benchmark, state: Outline) in
        var new = state.snapshot
        new.collapse([state.roots[5]])
        let change = VisibleItemsChange(from: state.snapshot, to: new)
        precondition(change.deletions.count == 9_999 && change.insertions.isEmpty)
        blackHole(change)
    } setup: { () -> Outline in
        bigOutline()
    }

    Benchmark("W6 expand top-level parent + VisibleItemsChange (100k nodes)") { (_: Benchmark, state: Collapsed) in
        var new = state.collapsed
        new.expand([state.root])
        let change = VisibleItemsChange(from: state.collapsed, to: new)
        precondition(change.insertions.count == 9_999 && change.deletions.isEmpty)
        blackHole(change)
    } setup: {
        let (snapshot, roots) = bigOutline()
        var collapsed = snapshot
        collapsed.collapse([roots[5]])
        return (collapsed: collapsed, root: roots[5]) as Collapsed
    }

    // The parts on their own.
    Benchmark("W6 collapse only (copy + collapse, 100k nodes)") { (_: Benchmark, state: Outline) in
        var new = state.snapshot
        new.collapse([state.roots[5]])
        blackHole(new)
    } setup: { () -> Outline in
        bigOutline()
    }

    Benchmark("W6 VisibleItemsChange only (collapse, 100k nodes)") { (_: Benchmark, pair: Pair) in
        blackHole(VisibleItemsChange(from: pair.old, to: pair.new))
    } setup: {
        let (snapshot, roots) = bigOutline()
        var new = snapshot
        new.collapse([roots[5]])
        return (old: snapshot, new: new) as Pair
    }
}
