import BenchSupport
// Workload 4 of issue #6: building a 1,000,000-item snapshot from string identifiers, and O(1)
// lookups (indexOfItem, sectionIdentifier(containingItem:)) at three sizes.
import Benchmark
import PlaygroundCore

/// 1,000 identifiers of the snapshot, in random order, for the lookups.
func probes(_ ids: [String], seed: UInt64) -> [String] {
    var rng = SplitMix64(seed: seed)
    return (0..<1_000).map { _ in ids[Int.random(in: 0..<ids.count, using: &rng)] }
}

struct LookupState {
    var snapshot: Snapshot<String, String>
    var probes: [String]
}

func sectioned(_ ids: [String], sections: Int) -> Snapshot<String, String> {
    let per = ids.count / sections
    return sectionedSnapshot((0..<sections).map { s in ("section-\(s)", Array(ids[(s * per)..<((s + 1) * per)])) })
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1, maxDuration: .seconds(4), maxIterations: 25)

    Benchmark("W4 build 1M snapshot (1 section, appendItems)") { (_: Benchmark, ids: [String]) in
        blackHole(flatSnapshot(ids))
    } setup: {
        var factory = IdentifierFactory(seed: 4)
        return factory.make(1_000_000)
    }

    Benchmark("W4 build 1M snapshot (1000 sections x 1000)") { (_: Benchmark, ids: [String]) in
        blackHole(sectioned(ids, sections: 1_000))
    } setup: {
        var factory = IdentifierFactory(seed: 4)
        return factory.make(1_000_000)
    }

    // Per lookup: the scaling factor makes the time columns per call (1,000 calls an iteration).
    let lookup = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 10, scalingFactor: .kilo,
        maxDuration: .seconds(2), maxIterations: 2_000)
    for n in [10_000, 100_000, 1_000_000] {
        Benchmark("W4 indexOfItem n=\(n) (per call)", configuration: lookup) {
            (benchmark: Benchmark, state: LookupState) in
            var sum = 0
            for id in state.probes { sum &+= state.snapshot.indexOfItem(id) ?? -1 }
            blackHole(sum)
        } setup: {
            var factory = IdentifierFactory(seed: 4)
            let ids = factory.make(n)
            let snapshot = sectioned(ids, sections: n / 1_000)
            return LookupState(snapshot: snapshot, probes: probes(ids, seed: 44))
        }
        Benchmark("W4 sectionIdentifier(containingItem:) n=\(n) (per call)", configuration: lookup) {
            (benchmark: Benchmark, state: LookupState) in
            var count = 0
            for id in state.probes { count &+= state.snapshot.sectionIdentifier(containingItem: id)?.utf8.count ?? 0 }
            blackHole(count)
        } setup: {
            var factory = IdentifierFactory(seed: 4)
            let ids = factory.make(n)
            let snapshot = sectioned(ids, sections: n / 1_000)
            return LookupState(snapshot: snapshot, probes: probes(ids, seed: 45))
        }
    }

    oneItemEditBenchmarks()
}

/// The edits' state, shared by the iterations of one benchmark.
final class EditsBox {
    var edits: OneItemEdits
    init(count: Int) { edits = OneItemEdits(count: count) }
}

/// Issue #14: one edit of one item in a 1,000,000-item section (the arguments are drawn before
/// the clock starts; the snapshot persists across iterations, so each measures one more edit).
func oneItemEditBenchmarks() {
    let config = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 10, maxDuration: .seconds(3), maxIterations: 2_000)
    for kind in OneItemEdit.allCases {
        Benchmark("W4 \(kind.rawValue) in a 1M section", configuration: config) {
            (benchmark: Benchmark, box: EditsBox) in
            let (item, anchor) = box.edits.next(kind)
            benchmark.startMeasurement()
            box.edits.perform(kind, item, anchor)
            benchmark.stopMeasurement()
        } setup: {
            EditsBox(count: 1_000_000)
        }
    }
}
