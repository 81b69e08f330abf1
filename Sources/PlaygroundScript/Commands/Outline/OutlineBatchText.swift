import PlaygroundCore

/// An apply made by the outline area (a section snapshot, a tap, a drop), recorded the way the
/// data-source area records its own applies, so `batch` and `cells` see it too.
struct OutlineApply {
    var record: ApplyRecord
    var warnings: [SnapshotWarning]
}

// How the outline area prints an apply: through the data-source area's report (`ApplyReport`), so a
// section snapshot's apply reads exactly like a snapshot's. This is the one function to change.
extension OutlineText {
    static func applyResult(_ applied: OutlineApply, state: DataSourceState, json wantsJSON: Bool)
        -> (lines: [String], json: JSONValue, warnings: [(message: String, help: String?)]) {
        let lines = ApplyReport.text(applied.record)
        let json: JSONValue = wantsJSON ? ApplyReport.json(applied.record, stale: state.staleItems) : .null
        return (lines, json, applied.warnings.map { SnapshotDiagnostics.remark($0) })
    }
}
