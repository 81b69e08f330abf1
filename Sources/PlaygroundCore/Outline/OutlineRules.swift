/// Every outline and reordering rule whose evidence is weaker than Apple's documentation, in one place.
///
/// Tags follow `UIKIT-SEMANTICS.md`: [A] Apple docs, [R] a re-implementation checked against the
/// host's UIKit, [C] community report, [I] inference. Change a rule here and the engine follows.
@usableFromInline
enum OutlineRules {
    /// `append`/`insert` of an empty list (or an empty snapshot) does nothing, even when the parent or
    /// destination does not exist.
    // Evidence: [R] a port held against Mac Catalyst UIKit over random operation sequences.
    @usableFromInline static let emptyArgumentIsNoOp = true

    /// `delete(_:)` of an item that is not there raises ("Failed to find index of item …") before deleting
    /// anything. The data source's flat snapshot ignores unknown identifiers instead.
    // Evidence: [R] the same port; [C] flat-snapshot behaviour from UIKIT-SEMANTICS.md.
    @usableFromInline static let deleteMissingItemRaises = true  // applied in SectionSnapshot.delete

    /// `expand`/`collapse` of an item that is not in the snapshot is ignored (no exception).
    // Evidence: [R] same port; UIKit's documentation is silent.
    @usableFromInline static let expandIgnoresMissingItems = true  // applied in SectionSnapshot.setExpanded

    /// `replace(childrenOf:using:)` with identifiers that live elsewhere in the tree raises the duplicate
    /// identifiers exception. UIKit does not raise there and builds a corrupt tree; we refuse instead.
    // Evidence: [R] the port documents UIKit's corrupt result; [I] refusing is the only safe prediction.
    // applied in replace(childrenOf:using:)
    @usableFromInline static let replaceRejectsIdentifiersElsewhereInTree = true

    /// A user tap on a disclosure runs, in order: should-handler, will-handler, then (expanding only)
    /// `snapshotForExpandingParent`, then the expansion state changes and the section snapshot is applied.
    // Evidence: [A] handler names and docs; [I] the exact order of will-handler and the child snapshot.
    @usableFromInline static let willHandlerRunsBeforeChildSnapshot = true

    /// `snapshotForExpandingParent` is called on every user expansion once it is set (here: once any lazy
    /// children are registered); a registered child snapshot is used on the parent's first expansion only,
    /// later expansions get the current children back unchanged.
    // Evidence: [A] "provides a snapshot when the parent expands"; [I] first-expansion-only loading.
    @usableFromInline static let lazyChildrenLoadOnce = true

    /// With no `canReorderItem` handler UIKit does not start an interactive move at all.
    // Evidence: [A] `canReorderItem` is optional and reordering is opt-in; [I] nil means "off".
    @usableFromInline static let reorderingNeedsCanReorderItem = true

    /// A drop that leaves every section unchanged (onto itself, or next to where it already is) produces
    /// no transaction: UIKit calls neither `willReorder` nor `didReorder`.
    // Evidence: [I] a no-op move has no transaction to report.
    @usableFromInline static let unchangedDropIsRefused = true

    /// Section transactions are listed in section order (source and destination by their index).
    // Evidence: [I] Apple does not document the order.
    @usableFromInline static let sectionTransactionsInSectionOrder = true
}
