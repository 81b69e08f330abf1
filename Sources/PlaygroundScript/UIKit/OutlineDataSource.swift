import PlaygroundCore

/// What the outline area does to the built-in `dataSource`: applying section snapshots, the user's
/// disclosure taps and drags. Every function validates before it changes anything.
enum OutlineDataSource {
    static let name = "dataSource"

    static func object(_ inv: Invocation) throws(ScriptError) -> DataSourceObject {
        guard let ds = inv.session.object(name, as: DataSourceObject.self) else {
            throw ScriptError("there is no 'dataSource' in this session")
        }
        var copy = ds
        copy.outline.reconcile(with: ds.data.appliedSections)
        return copy
    }

    static func profile(_ session: Session) -> Profile {
        session.object("environment", as: EnvironmentObject.self)?.profile ?? .newest
    }

    /// Makes `snapshot`'s visible items the items of `section` (appending the section when it is not
    /// there), applies the result and stores the section snapshot. An item of `snapshot` that another
    /// section holds (shown, or hidden in its outline) is taken out of it: the item moves here.
    /// Throws before changing anything.
    static func apply(
        _ snapshot: SectionSnapshot<String>, to section: String, animatingDifferences: Bool,
        in ds: inout DataSourceObject, profile: Profile, at range: ColumnRange?
    ) throws(ScriptError) -> OutlineApply {
        var contents = ds.data.appliedSections.map { ($0.identifier, $0.items) }
        var outlines = ds.outline.sectionSnapshots
        // Evidence: [R] a port held against Mac Catalyst UIKit: applying a section snapshot replaces
        // the section's items, taking each out of the section it was in (an identifier lives in one
        // section). [I] an outline that held it loses it with its descendants, as delete(_:) does.
        let incoming = Set(snapshot.items)
        var moved: [(item: String, from: String)] = []
        for index in contents.indices where contents[index].0 != section {
            let other = contents[index].0
            let shown = contents[index].1
            if var outline = outlines[other] {
                let taken = outline.items.filter { incoming.contains($0) }
                guard !taken.isEmpty else { continue }
                // Only the outermost taken items: delete(_:) removes their descendants with them.
                let outermost = taken.filter { item in
                    var parent = (try? outline.parent(of: item)) ?? nil
                    while let p = parent {
                        if incoming.contains(p) { return false }
                        parent = (try? outline.parent(of: p)) ?? nil
                    }
                    return true
                }
                do throws(SectionSnapshotError<String>) { try outline.delete(outermost) } catch {
                    // NB: the items were read from this outline
                    throw ScriptError("internal error: \(error.uikitMessage)", at: range)
                }
                moved += taken.map { ($0, other) }
                outlines[other] = outline
                contents[index].1 = outline.visibleItems
            } else {
                let taken = shown.filter { incoming.contains($0) }
                guard !taken.isEmpty else { continue }
                moved += taken.map { ($0, other) }
                contents[index].1 = shown.filter { !incoming.contains($0) }
            }
        }
        let visible = snapshot.visibleItems
        if let i = contents.firstIndex(where: { $0.0 == section }) {
            contents[i].1 = visible
        } else {
            contents.append((section, visible))
        }
        let next: Snapshot<String, String>
        do throws(SnapshotError) { next = try Snapshot(contents) } catch {
            // NB: items taken out of the other sections above
            throw ScriptError("internal error: \(error.message)", at: range)
        }
        var applied = record(next, animatingDifferences: animatingDifferences, in: &ds, profile: profile)
        outlines[section] = snapshot
        ds.outline.sectionSnapshots = outlines
        applied.moved = moved
        applied.section = section
        return applied
    }

    /// Applies a whole snapshot the way the data-source area does: the core apply, then the record
    /// `batch` prints and the cells it configures.
    static func record(
        _ next: Snapshot<String, String>, animatingDifferences: Bool, in ds: inout DataSourceObject,
        profile: Profile
    ) -> OutlineApply {
        let old = ds.data.dataSource.appliedSnapshot
        let hadLoaded = ds.data.dataSource.hasLoadedData
        let result = ds.data.dataSource.apply(next, animatingDifferences: animatingDifferences, profile: profile)
        let record = ApplyRecord(
            old: old, new: next, update: result.update, animated: animatingDifferences, profile: profile,
            method: .apply, hadLoadedData: hadLoaded)
        ds.data.lastApply = record
        ApplyReport.configureCells(&ds.data, record)
        return OutlineApply(record: record, warnings: result.warnings)
    }

    /// The header mode of the list the layout uses for `section`, nil when it is not a list.
    static func listHeaderMode(
        of section: String, in session: Session, applied: [(identifier: String, items: [String])]
    ) -> ListConfiguration.HeaderMode? {
        guard let layout = session.object("layout", as: LayoutDefinition.self),
            let index = applied.firstIndex(where: { $0.identifier == section })
        else { return nil }
        let builder = LayoutBuilder(session: session, environment: LayoutQueries.environment(session))
        guard let definition = try? builder.sectionDefinition(for: section, at: index, in: layout),
            case .list(let ref) = definition.body,
            let list = try? builder.resolve(ref, "a list configuration")
        else { return nil }
        return list.value.headerMode
    }

    /// With `headerMode = .firstItemInSection` item 0 is styled as the section's header: say so when
    /// the outline does not make that item the header of the others.
    // Evidence: [A] Apple: "the first item in the section (at index 0) represents the header"; choose this
    // mode with hierarchical data "to be able to expand and collapse the header".
    static func firstItemHeaderNote(
        _ snapshot: SectionSnapshot<String>, section: String, in session: Session,
        applied: [(identifier: String, items: [String])]
    ) -> Remark? {
        guard listHeaderMode(of: section, in: session, applied: applied) == .firstItemInSection,
            let first = snapshot.items.first
        else { return nil }
        let roots = snapshot.rootItems
        let hasChildren = ((try? snapshot.children(of: first)) ?? []).isEmpty == false
        guard roots.count != 1 || !hasChildren else { return nil }
        return Remark(
            .note, "headerMode .firstItemInSection styles '\(first)' (item 0) as the header of section '\(section)'",
            help:
                "make the header the section snapshot's only root and append the section's items to it, so the user can collapse the section"
        )
    }

    /// The section showing `item`, or the section whose stored outline hides it.
    static func section(containing item: String, in ds: DataSourceObject) -> String? {
        if let s = ds.data.appliedSections.first(where: { $0.items.contains(item) }) { return s.identifier }
        for s in ds.data.appliedSections where ds.outline.sectionSnapshots[s.identifier]?.contains(item) == true {
            return s.identifier
        }
        return nil
    }

    static func sectionNames(_ ds: DataSourceObject) -> [String] { ds.data.appliedSections.map(\.identifier) }
    static func itemNames(_ ds: DataSourceObject) -> [String] {
        ds.data.appliedSections.flatMap(\.items)
            + ds.outline.sectionSnapshots.keys.sorted().flatMap { ds.outline.sectionSnapshots[$0]?.items ?? [] }
    }
}
