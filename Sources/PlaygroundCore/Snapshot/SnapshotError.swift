/// A condition under which `NSDiffableDataSourceSnapshot` raises an Objective-C exception.
///
/// Every throwing snapshot operation checks all its conditions before it mutates anything, so a
/// thrown error leaves the snapshot exactly as it was. Identifiers are carried as their
/// `String(describing:)` text so the error stays `Sendable` whatever the identifier type is.
public enum SnapshotError: Error, Equatable, Sendable {
    /// Appending items while the snapshot has no sections (inserting reports the missing anchor).
    case noSections
    /// The argument list names an item more than once (repeats in the order found).
    case duplicateItemIdentifiers([String])
    /// The argument list names a section more than once (repeats in the order found).
    case duplicateSectionIdentifiers([String])
    /// `appendSections`/`insertSections` of sections already in the snapshot (in argument order).
    case sectionsAlreadyExist([String])
    /// `appendItems(_:toSection:)` into a missing section.
    case sectionNotFound(String)
    /// `numberOfItems(inSection:)`, `itemIdentifiers(inSection:)` of a missing section.
    case querySectionNotFound(String)
    /// `insertSections(_:beforeSection:/afterSection:)` relative to a missing section.
    case insertionSectionNotFound(String)
    /// `insertSections(_:beforeSection:/afterSection:)` relative to a section that is itself being inserted.
    case insertionSectionIsInserted(String)
    /// `insertItems(_:beforeItem:/afterItem:)` relative to a missing item.
    case insertionItemNotFound(String)
    /// `insertItems(_:beforeItem:/afterItem:)` relative to an item that is itself being inserted.
    case insertionItemIsInserted(String)
    case moveItemNotFound(String)
    case moveDestinationItemNotFound(String)
    case moveItemRelativeToItself(String)
    case moveSectionNotFound(String)
    case moveDestinationSectionNotFound(String)
    case moveSectionRelativeToItself(String)
    case reloadItemNotFound(String)
    case reconfigureItemNotFound(String)
    case reloadSectionNotFound(String)

    /// UIKit's exception reason on the newest profile, as it appears in a crash log.
    public var message: String { SnapshotRules.message(for: self, profile: .newest) }

    /// UIKit's exception reason on `profile` (a few reasons changed between releases).
    public func message(on profile: Profile) -> String { SnapshotRules.message(for: self, profile: profile) }

    /// A note when no public evidence shows what `profile` raised here, so the reason quoted is
    /// another release's; nil when it is sourced (`SnapshotRules.evidenceGap`).
    public func evidenceGap(on profile: Profile) -> String? { SnapshotRules.evidenceGap(for: self, profile: profile) }
}

/// Something UIKit does quietly (sometimes with a console log) that a learner should know about.
public enum SnapshotWarning: Equatable, Sendable {
    /// Appending/inserting items that already exist elsewhere moved them (iOS 15+ logs this).
    case existingItemsMoved([String])
    /// `deleteItems(_:)` named identifiers the snapshot does not contain; they were ignored.
    case unknownItemsIgnored([String])
    /// `deleteSections(_:)` named identifiers the snapshot does not contain; they were ignored.
    case unknownSectionsIgnored([String])
    /// `reconfigureItems(_:)` does not exist before iOS 15; the marks were applied as reloads.
    case reconfigureUnavailable([String])
    /// iOS 13/14: `insertSections` left sections that were already in the snapshot where they were.
    case existingSectionsLeft([String])

    public var message: String { SnapshotRules.message(for: self) }

    /// A note when no public evidence shows this behaviour on `profile` (`SnapshotRules.evidenceGap`).
    public func evidenceGap(on profile: Profile) -> String? { SnapshotRules.evidenceGap(for: self, profile: profile) }
}

/// Formats identifiers the way Foundation prints an `NSSet` in an exception reason, on one line.
func describeSet(_ identifiers: [String]) -> String {
    "{(" + identifiers.joined(separator: ", ") + ")}"
}

/// Formats identifiers the way Foundation prints an `NSArray` in an exception reason, on one line
/// (Foundation breaks it over lines: `(\n    A,\n    B\n)`).
func describeArray(_ identifiers: [String]) -> String {
    "(" + identifiers.joined(separator: ", ") + ")"
}
