// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LayoutPlayground",
    // macOS 14: Hummingbird (the live view's server) needs it; Linux has no such floor.
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PlaygroundCore", targets: ["PlaygroundCore"]),
        .library(name: "PlaygroundScript", targets: ["PlaygroundScript"]),
        .executable(name: "lps", targets: ["lps"]),
        // The live view's web server, started by `lps` for `serve` (found next to it): its own
        // program so that building `lps` builds no web server. `tools/build-release lps-serve`.
        .executable(name: "lps-serve", targets: ["lps-serve"]),
        // The workshop server (`lps serve --workshop LESSON`), started by `lps` like lps-serve: it
        // runs every attendee's session, so it links the playground and the web server; `lps`
        // links neither it nor Hummingbird. `tools/build-release lps-workshop`.
        .executable(name: "lps-workshop", targets: ["lps-workshop"]),
        // The engine used alone, as another package would (Examples/CoreExample).
        .executable(name: "CoreExample", targets: ["CoreExample"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // API documentation: `swift package generate-documentation --target PlaygroundCore` (tools/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Pure values and functions: geometry, compositional layout, snapshots, diffing, outlines.
        // `Double.rounded()` and friends compile to calls into the C math library (round, floor,
        // ceil...): on Linux a client linking only this library needs libm named, or its link fails.
        .target(
            name: "PlaygroundCore", dependencies: ["CPrefetch"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        // One inline C function: the cache prefetch hint Swift cannot spell (PlaygroundCore's
        // bulk lookups in `Interner`).
        .target(name: "CPrefetch"),
        // The .lps language and the session reducer; no terminal, no file I/O.
        .target(
            name: "PlaygroundScript",
            dependencies: [
                "PlaygroundCore",
                .product(name: "HashTreeCollections", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // The front end's imports, and no more of swift-syntax: SwiftParserDiagnostics brings
                // SwiftDiagnostics and SwiftBasicFormat (the parser's error messages).
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]),
        // libedit through pkg-config (apt libedit-dev, brew libedit).
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // The shell: argument parsing, line editing, files, effects.
        .executableTarget(
            name: "lps",
            dependencies: [
                "PlaygroundScript",
                "CLibEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The live view (`serve`, `lps serve`): an HTTP server on loopback with server-sent events,
        // serving the pages `lps` sends it (Sources/lps/LiveServer.swift starts it).
        .executableTarget(
            name: "lps-serve",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The workshop: attendee sessions on a lesson, the teacher's view, the projector, the pages,
        // and the Host/Origin rule, as requests in and answers out (no sockets: tests call it directly).
        .target(name: "Workshop", dependencies: ["PlaygroundScript"]),
        // The workshop's web server: Hummingbird in front of `Workshop` (Sources/lps/WorkshopServer.swift starts it).
        .executableTarget(
            name: "lps-workshop",
            dependencies: [
                "Workshop",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `import PlaygroundCore` and nothing else: the library's entry points in one page.
        .executableTarget(name: "CoreExample", dependencies: ["PlaygroundCore"], path: "Examples/CoreExample"),
        // Helpers shared by the test targets (the seeded generator of the property tests).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "PlaygroundCoreTests", dependencies: ["PlaygroundCore", "TestSupport"]),
        .testTarget(name: "PlaygroundScriptTests", dependencies: ["PlaygroundScript", "TestSupport"]),
        .testTarget(name: "lpsTests", dependencies: ["lps", "PlaygroundScript"]),
        .testTarget(name: "WorkshopTests", dependencies: ["Workshop", "PlaygroundScript"]),
    ],
    swiftLanguageModes: [.v6]
)
