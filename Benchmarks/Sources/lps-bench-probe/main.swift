// Runs one workload of issue #6 a few times with ContinuousClock (setup untimed) and prints the
// times: the plain-executable route, and the target for profiles:
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measured*' lps-bench-probe NAME 1
import BenchSupport
import PlaygroundCore
import PlaygroundScript

struct NoFiles: Error {}

@inline(never) func measured<T>(_ body: () throws -> T) rethrows -> T { try body() }

func run(_ name: String, repeats: Int, _ body: () -> Void) {
    let clock = ContinuousClock()
    var times: [Duration] = []
    for _ in 0..<repeats { times.append(clock.measure(body)) }
    times.sort()
    func ms(_ d: Duration) -> String {
        let (s, atto) = d.components
        let micro = s * 1_000_000 + atto / 1_000_000_000_000
        return "\(micro / 1000).\(String(micro % 1000 + 1000).dropFirst()) ms"
    }
    print(
        "\(name): min \(ms(times[0]))  median \(ms(times[times.count / 2]))  max \(ms(times[times.count - 1]))  (\(repeats) runs)"
    )
}

let args = Array(CommandLine.arguments.dropFirst())
let name = args.first ?? "help"
let repeats = args.count > 1 ? Int(args[1]) ?? 5 : 5

func diff(_ shape: DiffShape, _ n: Int) {
    let lists = stringLists(shape, count: n)
    let old = flatSnapshot(lists.old)
    let new = flatSnapshot(lists.new)
    verify(BatchUpdate(from: old, to: new), from: old, to: new)  // untimed: a wrong batch stops here
    var moves = 0
    run("diff String \(shape.rawValue) n=\(n)", repeats: repeats) {
        moves = measured { BatchUpdate(from: old, to: new) }.itemMoves.count
    }
    print("moves: \(moves)")
}

switch name {
case "diff-10101-100k": diff(.tenTenOne, 100_000)
case "diff-shuffle-100k": diff(.shuffle, 100_000)
case "diff-block-100k": diff(.block, 100_000)
case "diff-10101-10k": diff(.tenTenOne, 10_000)
case "peer-10101-10k", "peer-shuffle-10k", "peer-block-10k", "peer-10101-100k":
    let shape: DiffShape = name.contains("shuffle") ? .shuffle : name.contains("block") ? .block : .tenTenOne
    let n = name.hasSuffix("100k") ? 100_000 : 10_000
    let lists = stringLists(shape, count: n)
    var moves = 0
    run("CollectionDifference String \(shape.rawValue) n=\(n)", repeats: repeats) {
        moves = inferredMoveCount(measured { lists.new.difference(from: lists.old).inferringMoves() })
    }
    print("moves: \(moves)")
case "sectioned":
    let pair = sectionedSnapshots()
    run("diff sectioned 100x1000", repeats: repeats) { _ = measured { BatchUpdate(from: pair.old, to: pair.new) } }
case "build-1m":
    var factory = IdentifierFactory(seed: 4)
    let ids = factory.make(1_000_000)
    run("build 1M snapshot", repeats: repeats) { _ = measured { flatSnapshot(ids) } }
case "build-1m-sections":
    var factory = IdentifierFactory(seed: 4)
    let ids = factory.make(1_000_000)
    let pairs = (0..<1_000).map { s in ("section-\(s)", Array(ids[(s * 1_000)..<((s + 1) * 1_000)])) }
    run("build 1M snapshot (1000 sections x 1000)", repeats: repeats) { _ = measured { sectionedSnapshot(pairs) } }
case "resolve-per-item", "resolve-uniform":
    let data = gridData(items: 1_000_000, fitted: name.hasSuffix("uniform") ? .uniform : .perItem)
    run("resolve 1M grid (\(name))", repeats: repeats) {
        _ = measured { try! twoColumnGrid().resolve(data: [data], environment: phoneEnvironment()) }
    }
case "fit-per-item", "fit-uniform":
    var layout = try twoColumnGrid().resolve(
        data: [gridData(items: 1_000_000, fitted: name.hasSuffix("uniform") ? .uniform : .perItem)],
        environment: phoneEnvironment())
    var item = 1
    run("setFittedSize + viewport (\(name))", repeats: repeats) {
        item = (item * 7_919) % 1_000_000
        measured {
            try! layout.setFittedSize(Size(width: 200, height: Double(50 + item % 200)), at: IndexPath(0, item))
            _ = layout.attributes(in: Rect(x: 0, y: Double(item / 2) * 100, width: 400, height: 800))
        }
    }
case "outline":
    let (snapshot, roots) = bigOutline()
    run("collapse + VisibleItemsChange", repeats: repeats) {
        measured {
            var new = snapshot
            new.collapse([roots[5]])
            _ = VisibleItemsChange(from: snapshot, to: new)
        }
    }
case "script":
    let text = generatedScript(lines: 10_000)
    var failed = false
    run("replay 10,000-line script", repeats: repeats) {
        var playground = Playground()
        failed =
            measured {
                playground.run(script: text, file: "generated.lps", keepGoing: false, reader: { _ in throw NoFiles() })
            }.failed
    }
    print("failed: \(failed)")
    if failed {
        var playground = Playground()
        let result = playground.run(
            script: text, file: "generated.lps", keepGoing: false, reader: { _ in throw NoFiles() })
        print(result.outputs.suffix(3))
    }
case "dump-script":
    print(generatedScript(lines: repeats))
default:
    print(
        "usage: lps-bench-probe diff-10101-100k|diff-shuffle-100k|diff-block-100k|diff-10101-10k|peer-10101-10k|peer-shuffle-10k|peer-block-10k|peer-10101-100k|sectioned|build-1m|build-1m-sections|resolve-per-item|resolve-uniform|fit-per-item|fit-uniform|outline|script [repeats]"
    )
}
