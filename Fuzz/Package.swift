// swift-tools-version: 6.1
// libFuzzer harnesses for Layout Playground (see ../CONTRIBUTING.md, "Hardening and fuzzing").
// Build: swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld
// Run:   ./run.sh script|snapshot|outline|swift SECONDS
import PackageDescription

let package = Package(
    name: "LayoutPlaygroundFuzz",
    dependencies: [.package(name: "LayoutPlayground", path: "..")],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver (each harness's main calls it).
        .target(name: "CFuzzDriver"),
        // Arbitrary bytes as a script: run, check, and complete at random cursors.
        .executableTarget(
            name: "FuzzScript",
            dependencies: ["CFuzzDriver", .product(name: "PlaygroundScript", package: "LayoutPlayground")]),
        // Random operation sequences on Snapshot<String, String>; diffs and staged batches must replay.
        .executableTarget(
            name: "FuzzSnapshot",
            dependencies: ["CFuzzDriver", .product(name: "PlaygroundCore", package: "LayoutPlayground")]),
        // Random operation sequences on SectionSnapshot<String>.
        .executableTarget(
            name: "FuzzOutline",
            dependencies: ["CFuzzDriver", .product(name: "PlaygroundCore", package: "LayoutPlayground")]),
        // Arbitrary bytes as Swift (alone, or mixed with commands): run twice (deterministic),
        // entry by entry as the REPL joins them (a failed entry changes nothing).
        .executableTarget(
            name: "FuzzSwift",
            dependencies: ["CFuzzDriver", .product(name: "PlaygroundScript", package: "LayoutPlayground")]),
    ],
    swiftLanguageModes: [.v6]
)
