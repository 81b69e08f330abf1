import BenchSupport
// Workloads 1–3 of issue #6: flat diffs of 36-character string identifiers (and Int, for the
// DifferenceKit comparison), the CollectionDifference peer, and a sectioned diff.
import Benchmark
import Foundation
import PlaygroundCore

typealias StringPair = (old: Snapshot<String, String>, new: Snapshot<String, String>)
typealias IntPair = (old: Snapshot<String, Int>, new: Snapshot<String, Int>)
typealias Lists = (old: [String], new: [String])

extension BenchmarkMetric {
    /// Moves reported by the diff (BatchUpdate.itemMoves, or CollectionDifference's inferred moves).
    static let moves = BenchmarkMetric.custom("moves", useScalingFactor: false)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .moves],
        units: [.moves: .count],  // exact move counts, not "99 K"
        warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 40)

    // Workload 1: BatchUpdate(from:to:) between two built snapshots (building is setup).
    for n in [100_000, 10_000] {
        for shape in DiffShape.allCases {
            Benchmark("W1 diff String \(shape.rawValue) n=\(n)") { (benchmark: Benchmark, pair: StringPair) in
                let batch = BatchUpdate(from: pair.old, to: pair.new)
                benchmark.measurement(.moves, batch.itemMoves.count)
                blackHole(batch)
            } setup: {
                let lists = stringLists(shape, count: n)
                let old = flatSnapshot(lists.old)
                let new = flatSnapshot(lists.new)
                verify(BatchUpdate(from: old, to: new), from: old, to: new)
                return (old: old, new: new)
            }
        }
    }
    for shape in [DiffShape.tenTenOne, .shuffle] {
        Benchmark("W1 diff Int \(shape.rawValue) n=100000") { (benchmark: Benchmark, pair: IntPair) in
            let batch = BatchUpdate(from: pair.old, to: pair.new)
            benchmark.measurement(.moves, batch.itemMoves.count)
            blackHole(batch)
        } setup: {
            let lists = intLists(shape, count: 100_000)
            let old = flatSnapshot(lists.old)
            let new = flatSnapshot(lists.new)
            verify(BatchUpdate(from: old, to: new), from: old, to: new)
            return (old: old, new: new)
        }
    }

    // Workload 2: Swift's CollectionDifference on the same lists (10,000; it is quadratic-ish in
    // the edit distance, so 100,000 only on request: LPS_BENCH_PEER_100K=1, one iteration, 10/10/1).
    var peerSizes = [10_000]
    if ProcessInfo.processInfo.environment["LPS_BENCH_PEER_100K"] != nil { peerSizes.append(100_000) }
    for n in peerSizes {
        // At 100,000 only 10/10/1: Myers keeps O(D²) of trace, and a full shuffle has D ≈ 2n.
        for shape in n > 10_000 ? [DiffShape.tenTenOne] : DiffShape.allCases {
            Benchmark(
                "W2 CollectionDifference String \(shape.rawValue) n=\(n)",
                configuration: .init(
                    metrics: [.wallClock, .peakMemoryResident, .moves],
                    warmupIterations: n > 10_000 ? 0 : 1,
                    maxDuration: .seconds(n > 10_000 ? 1 : 5), maxIterations: n > 10_000 ? 1 : 10)
            ) { (benchmark: Benchmark, lists: Lists) in
                let difference = lists.new.difference(from: lists.old).inferringMoves()
                benchmark.measurement(.moves, inferredMoveCount(difference))
                blackHole(difference)
            } setup: {
                stringLists(shape, count: n)
            }
        }
    }

    // Workload 3: 100 sections × 1,000 items, 1 % cross-section moves, 1 % deletes, 1 % inserts,
    // one section move.
    Benchmark("W3 diff sectioned 100x1000") { (benchmark: Benchmark, pair: StringPair) in
        let batch = BatchUpdate(from: pair.old, to: pair.new)
        benchmark.measurement(.moves, batch.itemMoves.count)
        blackHole(batch)
    } setup: {
        let pair = sectionedSnapshots()
        verify(BatchUpdate(from: pair.old, to: pair.new), from: pair.old, to: pair.new)
        return pair
    }
}
