import BenchSupport
// Workload 7 of issue #6: replaying a generated 10,000-line script through Playground.run.
// (Start-up of `lps` is timed by Benchmarks/run.sh with hyperfine: it is a process, not a call.)
import Benchmark
import PlaygroundScript

struct NoFiles: Error {}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1, maxDuration: .seconds(6), maxIterations: 15)

    Benchmark("W7 replay 10,000-line script") { (_: Benchmark, text: String) in
        var playground = Playground()
        let result = playground.run(
            script: text, file: "generated.lps", keepGoing: false, reader: { _ in throw NoFiles() })
        blackHole(result)
    } setup: {
        let text = generatedScript(lines: 10_000)
        var playground = Playground()
        let result = playground.run(
            script: text, file: "generated.lps", keepGoing: false, reader: { _ in throw NoFiles() })
        guard !result.failed else {
            fatalError("the generated script fails: \(result.outputs.last.map { "\($0)" } ?? "")")
        }
        return text
    }
}
