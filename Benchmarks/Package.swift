// swift-tools-version: 6.1
// The benchmark suite of issue #6: a nested package, so the main build and CI never fetch or
// build the benchmark harness. Run everything with `Benchmarks/run.sh` (see BENCHMARKS.md).
import PackageDescription

let core: Target.Dependency = .product(name: "PlaygroundCore", package: "LayoutPlayground")
let script: Target.Dependency = .product(name: "PlaygroundScript", package: "LayoutPlayground")
let harness: Target.Dependency = .product(name: "Benchmark", package: "benchmark")
let plugin: Target.PluginUsage = .plugin(name: "BenchmarkPlugin", package: "benchmark")

@MainActor func suite(_ name: String, _ extra: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name, dependencies: [harness, core, "BenchSupport"] + extra,
        path: "Benchmarks/\(name)", plugins: [plugin])
}

let package = Package(
    name: "LayoutPlaygroundBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "LayoutPlayground", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Seeded workloads shared by the suites and the plain tools.
        .target(name: "BenchSupport", dependencies: [core]),
        suite("DiffBenchmarks"),
        suite("SnapshotBenchmarks"),
        suite("LayoutBenchmarks"),
        suite("OutlineBenchmarks"),
        suite("ScriptBenchmarks", [script]),
        // Peak resident memory (VmHWM) of a 1,000,000-item snapshot plus its layout, step by step.
        .executableTarget(name: "lps-bench-memory", dependencies: [core, "BenchSupport"]),
        // Single edits on big layouts and snapshots, first and later (core only: quick to build at a baseline).
        .executableTarget(name: "lps-bench-edits", dependencies: [core, "BenchSupport"]),
        // Runs one workload once, untimed setup first: for callgrind/perf profiles.
        .executableTarget(name: "lps-bench-probe", dependencies: [core, script, "BenchSupport"]),
    ]
)
