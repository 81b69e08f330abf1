// Peak resident memory of a 1,000,000-item snapshot plus its layout (issue #6 target: ≤ 200 MB).
// Usage: lps-bench-memory [per-item|uniform|per-item-dictionary] [streamed]. One mode per process,
// because VmHWM only grows. per-item gives the fitted sizes as a dense `ItemSizes` (16 bytes an
// item, shared by the layout); per-item-dictionary as the `[Int: Size]` callers gave before it
// existed. The identifiers are made all at once as one 1,000,000-String array and then appended
// (the caller holds a million heap Strings while the snapshot is built), or with `streamed`,
// made and appended 10,000 at a time (a caller paging its data in): the same identifiers in the
// same order, so the same snapshot and layout.
import BenchSupport
import PlaygroundCore

func mb(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 524_288) / 1_048_576
    return "\(tenths / 10).\(tenths % 10) MB"
}

let argument = CommandLine.arguments.dropFirst().first
let mode = argument.flatMap(FittedSizes.init(rawValue:)) ?? (argument == "uniform" ? .uniform : .perItem)
let dictionary = argument == "per-item-dictionary"
let streamed = CommandLine.arguments.dropFirst(2).first == "streamed"

let baseline = peakResidentBytes()
print(
    "mode: \(mode.rawValue)\(dictionary ? ", as [Int: Size]" : "")\(streamed ? ", identifiers streamed 10,000 at a time" : "")"
)
print("baseline           VmHWM \(mb(baseline))")

var snapshot: Snapshot<String, String>
if streamed {
    var factory = IdentifierFactory(seed: 4)
    snapshot = Snapshot()
    try! snapshot.appendSections(["main"])
    for _ in 0..<100 { try! snapshot.appendItems(factory.make(10_000), toSection: "main") }
} else {
    var factory = IdentifierFactory(seed: 4)
    let ids = factory.make(1_000_000)
    print("1M identifiers     VmRSS \(mb(residentBytes()))  VmHWM \(mb(peakResidentBytes()))")
    snapshot = flatSnapshot(ids)
}  // the input array is gone
print("snapshot built     VmRSS \(mb(residentBytes()))  VmHWM \(mb(peakResidentBytes()))")

let data = gridData(items: snapshot.numberOfItems, fitted: mode, dense: !dictionary)
let beforeLayout = residentBytes()
print(
    "fitted sizes input VmRSS \(mb(beforeLayout))  VmHWM \(mb(peakResidentBytes()))  (the caller's \(dictionary ? "[Int: Size] as ItemSizes" : "ItemSizes"))"
)
let layout = try twoColumnGrid().resolve(data: [data], environment: phoneEnvironment())
let visible = layout.attributes(in: Rect(x: 0, y: layout.contentSize.height / 2, width: 400, height: 800))
print("layout resolved    VmRSS \(mb(residentBytes()))  VmHWM \(mb(peakResidentBytes()))  (\(visible.count) visible)")
let peak = peakResidentBytes()
print("peak above baseline: \(mb(peak - baseline)); process peak: \(mb(peak))")
print(
    "resident per item: snapshot and layout \((residentBytes() - baseline) / snapshot.numberOfItems) bytes, "
        + "layout alone \((residentBytes() - beforeLayout) / snapshot.numberOfItems) bytes")
withExtendedLifetime((snapshot, layout, data)) {}
