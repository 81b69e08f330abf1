import PlaygroundCore

/// An apply made by the outline area (a section snapshot, a tap, a drop), recorded the way the
/// data-source area records its own applies, so `batch` and `cells` see it too.
struct OutlineApply {
    var record: ApplyRecord
    var warnings: [SnapshotWarning]
    /// Items the section snapshot took out of other sections (they moved to `section`).
    var moved: [(item: String, from: String)] = []
    var section = ""
}

// How the outline area prints an apply: through the data-source area's report (`ApplyReport`), so a
// section snapshot's apply reads exactly like a snapshot's. This is the one function to change.
extension OutlineText {
    static func applyResult(_ applied: OutlineApply, state: DataSourceState)
        -> (result: ApplyResult, warnings: [(message: String, help: String?)])
    {
        let result = ApplyResult(applied.record, stale: state.staleItems)
        var warnings = applied.warnings.map { SnapshotDiagnostics.remark($0) }
        var sources: [String] = []
        for m in applied.moved where !sources.contains(m.from) { sources.append(m.from) }
        for from in sources {
            let items = applied.moved.filter { $0.from == from }.map(\.item)
            let verb = items.count == 1 ? "was" : "were"
            warnings.append(
                (
                    "\(SnapshotText.quotedList(items)) \(verb) in section '\(from)' and \(verb) moved to section '\(applied.section)': an item identifier lives in one section",
                    "UIKit moves items quietly; to show an item in two sections, give each copy its own identifier"
                ))
        }
        return (result, warnings)
    }
}
