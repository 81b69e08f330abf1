import PlaygroundCore

/// Every reason UIKit raises that the playground quotes, with the call that triggers it: the source
/// of docs/uikit-exceptions.md (a test keeps them in sync). The reasons are made by the same code
/// that quotes them (`SnapshotError`, `SectionSnapshotError`, `BatchIssue`), with placeholders for
/// the identifiers.
enum ExceptionCatalogue {
    struct Entry {
        /// The call, as a script writes it.
        var call: String
        /// When it raises.
        var when: String
        /// UIKit's reason as the playground quotes it, identifiers as `placeholders`.
        var reason: String
    }

    struct Group {
        var title: String
        var intro: String
        var entries: [Entry]
    }

    /// Stand-ins for the identifiers in a reason: rendered `X` and `Y` in the page, and wildcards
    /// when a test matches a quoted reason against the catalogue.
    static let placeholders = ["\u{E000}", "\u{E001}", "\u{E002}"]
    private static let x = placeholders[0], y = placeholders[1]
    /// A number in a reason (a count or an index), rendered `N`.
    private static let n = placeholders[2]

    static var groups: [Group] { [snapshotGroup, sectionSnapshotGroup, batchGroup, handWrittenGroup, layoutGroup] }

    // MARK: NSDiffableDataSourceSnapshot

    /// One sample of every `SnapshotError` (and the profile whose wording it shows).
    static var snapshotSamples: [(SnapshotError, Profile)] {
        [
            (.noSections, .newest), (.duplicateItemIdentifiers([x]), .newest),
            (.duplicateItemIdentifiers([x]), .ios14),
            (.duplicateSectionIdentifiers([x]), .newest),
            (.sectionsAlreadyExist([x]), .newest), (.sectionsAlreadyExist([x, y]), .newest),
            (.sectionsAlreadyExist([x]), .ios13),
            (.sectionNotFound(x), .newest), (.querySectionNotFound(x), .newest),
            (.insertionItemNotFound(x), .newest), (.insertionItemIsInserted(x), .newest),
            (.insertionSectionNotFound(x), .newest), (.insertionSectionIsInserted(x), .newest),
            (.moveItemRelativeToItself(x), .newest), (.moveItemNotFound(x), .newest),
            (.moveDestinationItemNotFound(x), .newest),
            (.moveSectionRelativeToItself(x), .newest), (.moveSectionNotFound(x), .newest),
            (.moveDestinationSectionNotFound(x), .newest),
            (.reloadItemNotFound(x), .newest), (.reconfigureItemNotFound(x), .newest),
            (.reloadSectionNotFound(x), .newest), (.reloadSectionNotFound(x), .ios14),
        ]
    }

    static var snapshotGroup: Group {
        Group(
            title: "Snapshots (`NSDiffableDataSourceSnapshot`)",
            intro:
                "A call checks in UIKit's order (appendItems first needs a section): its identifier list for repeats, then "
                + "its anchor, then the rest; the first failed check raises and the snapshot is left as it was. Where UIKit goes "
                + "on with \" for update: <_UIDiffableDataSourceUpdate 0x…>.\" (an object's address), the playground leaves that tail out.",
            entries: snapshotSamples.map { e, profile in
                let (call, when) = trigger(e)
                return Entry(call: call, when: olderWhen(e, profile) ?? when, reason: e.message(on: profile))
            })
    }

    /// The condition for a reason an older profile words differently (nil on the newest profile).
    static func olderWhen(_ e: SnapshotError, _ profile: Profile) -> String? {
        guard profile != .newest else { return nil }
        switch e {
        case .duplicateItemIdentifiers, .duplicateSectionIdentifiers:
            return "an item or a section is named twice in one list (iOS 13 and 14 profiles)"
        case .sectionsAlreadyExist:
            return "X is already in the snapshot, for appendSections (iOS 13 profile; on iOS 13 and 14 insertSections "
                + "leaves X where it is)"
        default:
            return
                "\(trigger(e).when) (\(profile == .ios14 ? "iOS 13 and 14 profiles" : "iOS \(profile.rawValue) profile"))"
        }
    }

    /// The call and the condition for each snapshot exception (exhaustive: a new case needs a row).
    static func trigger(_ e: SnapshotError) -> (call: String, when: String) {
        switch e {
        case .noSections:
            return ("snapshot.appendItems([x])", "the snapshot has no sections")
        case .duplicateItemIdentifiers:
            return (
                "snapshot.appendItems([X, X])",
                "an item is named twice in one list: appendItems, insertItems, deleteItems, reloadItems, reconfigureItems (checked first)"
            )
        case .duplicateSectionIdentifiers:
            return (
                "snapshot.appendSections([X, X])",
                "a section is named twice in one list: appendSections, insertSections, deleteSections, reloadSections (checked first)"
            )
        case .sectionsAlreadyExist(let ids):
            return (
                ids.count == 1 ? "snapshot.appendSections([X])" : "snapshot.insertSections([X, Y], afterSection: main)",
                ids.count == 1
                    ? "X is already in the snapshot (appendSections or insertSections)"
                    : "several sections are already in the snapshot: the plural, the identifiers as an array"
            )
        case .sectionNotFound:
            return ("snapshot.appendItems([x], toSection: X)", "X is not in the snapshot")
        case .querySectionNotFound:
            return (
                "snapshot.numberOfItems(inSection: X)",
                "X is not in the snapshot; itemIdentifiers(inSection:) too (iOS 14+: the ios13 profile answers empty, with a warning)"
            )
        case .insertionItemNotFound:
            return (
                "snapshot.insertItems([x], beforeItem: X)",
                "X is not in the snapshot, also when it has no sections (afterItem: too)"
            )
        case .insertionItemIsInserted:
            return (
                "snapshot.insertItems([X, y], afterItem: X)",
                "the anchor is one of the items inserted, checked before it is looked up (beforeItem: too)"
            )
        case .insertionSectionNotFound:
            return ("snapshot.insertSections([s], beforeSection: X)", "X is not in the snapshot (afterSection: too)")
        case .insertionSectionIsInserted:
            return (
                "snapshot.insertSections([X, s], afterSection: X)",
                "the anchor is one of the sections inserted (beforeSection: too)"
            )
        case .moveItemRelativeToItself:
            return (
                "snapshot.moveItem(X, beforeItem: X)",
                "an item is moved relative to itself, checked before the lookups (afterItem: too)"
            )
        case .moveItemNotFound:
            return ("snapshot.moveItem(X, beforeItem: y)", "X is not in the snapshot (afterItem: too)")
        case .moveDestinationItemNotFound:
            return ("snapshot.moveItem(y, beforeItem: X)", "X is not in the snapshot (afterItem: too)")
        case .moveSectionRelativeToItself:
            return (
                "snapshot.moveSection(X, beforeSection: X)",
                "a section is moved relative to itself, checked before the lookups (afterSection: too)"
            )
        case .moveSectionNotFound:
            return ("snapshot.moveSection(X, beforeSection: s)", "X is not in the snapshot (afterSection: too)")
        case .moveDestinationSectionNotFound:
            return ("snapshot.moveSection(s, beforeSection: X)", "X is not in the snapshot (afterSection: too)")
        case .reloadItemNotFound:
            return ("snapshot.reloadItems([X])", "X is not in the snapshot (the first missing one is named)")
        case .reconfigureItemNotFound:
            return ("snapshot.reconfigureItems([X])", "X is not in the snapshot (the first missing one is named)")
        case .reloadSectionNotFound:
            return ("snapshot.reloadSections([X])", "X is not in the snapshot")
        }
    }

    // MARK: NSDiffableDataSourceSectionSnapshot

    static var sectionSnapshotGroup: Group {
        typealias E = SectionSnapshotError<String>
        func quoted(_ e: E) -> String { "\(e.exceptionName): \(e.uikitMessage)" }
        return Group(
            title: "Section snapshots (`NSDiffableDataSourceSectionSnapshot`) and disclosure taps",
            intro:
                "Each reason is an `NSInternalInconsistencyException`; the playground quotes the exception's name with it.",
            entries: [
                Entry(
                    call: "outline.append([X])",
                    when:
                        "X is already in the section snapshot, or named twice (also insert, replace(childrenOf:using:))",
                    reason: quoted(E.duplicateIdentifiers([x]))),
                Entry(
                    call: "outline.append([x], to: X)",
                    when: "the parent X is not there (also replace(childrenOf:using:), snapshot(of:))",
                    reason: quoted(E.parentNotFound(x))),
                Entry(
                    call: "outline.insert([x], before: X)", when: "X is not there",
                    reason: quoted(E.insertionDestinationNotFound(x, .before))),
                Entry(
                    call: "outline.insert([x], after: X)", when: "X is not there",
                    reason: quoted(E.insertionDestinationNotFound(x, .after))),
                Entry(
                    call: "outline.delete([X])", when: "X is not there (nothing is deleted)",
                    reason: quoted(E.deletionTargetNotFound(x))),
                Entry(
                    call: "outline.level(of: X)", when: "X is not there; isExpanded(_:) and isVisible(_:) too",
                    reason: quoted(E.itemNotFound(x))),
                Entry(call: "outline.parent(of: X)", when: "X is not there", reason: quoted(E.childItemNotFound(x))),
                Entry(
                    call: "tap X in: section", when: "X is not in the section's section snapshot",
                    reason: "NSInternalInconsistencyException: " + DisclosureError<String>.itemNotFound(x).description),
                Entry(
                    call: "tap X",
                    when:
                        "the children registered with snapshotForExpandingParent repeat an item of the section snapshot",
                    reason: quoted(E.duplicateIdentifiers([x]))),
            ])
    }

    // MARK: UICollectionView batches

    static var batchGroup: Group {
        func entry(_ issue: BatchIssue, _ when: String) -> Entry {
            Entry(call: "batch", when: when, reason: issue.message)
        }
        return Group(
            title: "Collection view batches (`performBatchUpdates`)",
            intro:
                "`batch` checks the last apply's batch as UICollectionView would and quotes these as `warning: UIKit would raise for this batch:` (the numbers are examples).",
            entries: [
                entry(
                    .invalidNumberOfSections(before: 2, after: 3, inserted: 0, deleted: 0),
                    "the section count does not add up"),
                entry(
                    .invalidNumberOfItems(
                        section: 0, before: 3, after: 5, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0),
                    "a section's item count does not add up"),
                entry(.sectionOutOfRange(operation: "delete", section: 4, count: 2), "a section index is out of range"),
                entry(
                    .itemOutOfRange(operation: "delete", indexPath: IndexPath(0, 20), count: 20),
                    "an item index is out of range"),
            ])
    }

    /// Hand-written updates in Swift code (`CollectionViewUpdates`).
    static var handWrittenGroup: Group {
        /// The issue's reason with its numbers (sentinels from 900001 on) as `N`.
        func entry(_ issue: BatchIssue, _ when: String) -> Entry {
            var reason = CollectionViewUpdates.exceptionName + ": " + issue.message
            for sentinel in (900_001...900_007).reversed() { reason = reason.replacing(String(sentinel), with: n) }
            return Entry(call: "collectionView.performBatchUpdates { ... }", when: when, reason: reason)
        }
        let (a, b, c, d, e, f, g) = (900_001, 900_002, 900_003, 900_004, 900_005, 900_006, 900_007)
        return Group(
            title: "Hand-written collection view updates (Swift)",
            intro:
                "`performBatchUpdates(_:completion:)` and the mutation methods (`insertItems(at:)`, `deleteItems(at:)`, `moveItem(at:to:)`, "
                + "`reloadItems(at:)`, `insertSections(_:)`, ...) are checked against the counts the collection view's data source "
                + "(`collectionView.dataSource = self`) reports before and after, and raise as UICollectionView does; a mutation "
                + "method outside a block is a batch of its own. `N` stands for a number.",
            entries: [
                entry(
                    .invalidNumberOfItems(
                        section: a, before: b, after: c, inserted: d, deleted: e, movedIn: f, movedOut: g),
                    "a section's item count after the block is not its count before plus the inserts, minus the deletes, plus or minus the moves"
                ),
                entry(
                    .invalidNumberOfSections(before: a, after: b, inserted: c, deleted: d),
                    "the section count does not add up"),
                entry(
                    .itemOutOfRange(operation: "delete", indexPath: IndexPath(a, b), count: c),
                    "a deleted item is beyond its section's count before the update"),
                entry(
                    .itemOutOfRange(operation: "insert", indexPath: IndexPath(a, b), count: c),
                    "an inserted item is beyond its section's count after the update"),
                Entry(
                    call: "collectionView.insertItems(at: [indexPath])",
                    when:
                        "the collection view's data source is a UICollectionViewDiffableDataSource (any mutation method)",
                    reason: CollectionViewUpdates.exceptionName + ": " + CollectionViewUpdates.diffableReason),
            ])
    }

    // MARK: Layout

    /// The layout exceptions quoted inside layout errors (`UIKit raises '...'` in their message).
    static let layoutReasons = [
        "this group cannot fit even a single item", "there is no room for this NSCollectionLayoutGroup",
    ]

    static var layoutGroup: Group {
        Group(
            title: "Compositional layout",
            intro: "Quoted inside the layout error (`... (UIKit raises '...')`), not as a note.",
            entries: [
                Entry(call: "frames", when: "a group's first subitem can never fit in it", reason: layoutReasons[0]),
                Entry(
                    call: "frames", when: "a group's contentInsets leave no room for its subitems",
                    reason: layoutReasons[1]),
            ])
    }

    // MARK: The page

    /// The reason as the page shows it: placeholders as `X` and `Y`.
    static func shown(_ reason: String) -> String {
        reason.replacingPlaceholders(x, with: "X").replacingPlaceholders(y, with: "Y").replacingPlaceholders(
            n, with: "N")
    }

    static func markdown() -> String {
        var out = "# UIKit exceptions the playground quotes\n\n"
        out += "Generated from the code that quotes them; a test keeps them in sync (regenerate with\n"
        out += "`LPS_RECORD_DOCS=1 swift test --filter ExceptionDoc`), and another checks that every reason a checked\n"
        out +=
            "script quotes is listed here. Where UIKit would raise, the playground stops the command with an error,\n"
        out +=
            "changes nothing, and quotes UIKit's reason under it as `= note: UIKit raises: ...`, so you recognise it\n"
        out += "from a crash log. `X` and `Y` stand for the identifiers named. How sure each reason is, and where it\n"
        out += "comes from, is in an `// Evidence:` comment beside it in the code.\n"
        for group in groups {
            out += "\n## \(group.title)\n\n\(group.intro)\n\n"
            out += "| Call | Raises when | Reason |\n|---|---|---|\n"
            for e in group.entries {
                out += "| `\(e.call)` | \(e.when) | `\(shown(e.reason))` |\n"
            }
        }
        return out
    }
}

extension String {
    /// Replaces every occurrence of a one-scalar placeholder (no Foundation here).
    fileprivate func replacingPlaceholders(_ placeholder: String, with text: String) -> String {
        var out = ""
        for c in self { if String(c) == placeholder { out += text } else { out.append(c) } }
        return out
    }
}
