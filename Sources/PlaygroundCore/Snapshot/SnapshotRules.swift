/// The snapshot's [C] and [I] rules and UIKit's wording, in one place so they can change.
///
/// Tags follow `UIKIT-SEMANTICS.md`: [A] Apple docs, [C] community report, [I] inference.
enum SnapshotRules {
    static func message(for error: SnapshotError, profile: Profile) -> String {
        switch error {
        case .noSections:
            // Evidence: [A][C] exact UIKit reason, seen in many crash logs.
            return "There are currently no sections in the data source. Please add a section first."
        case .duplicateItemIdentifiers(let ids):
            if profile < .ios15 { return olderDuplicateReason }
            // Evidence: [C] UIKit prints the duplicates as an NSSet; we print it on one line. [R] a port
            // held against Mac Catalyst UIKit: every list argument is checked first, delete, reload and
            // reconfigure included (before a missing section or item is reported).
            return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(describeSet(ids))"
        case .duplicateSectionIdentifiers(let ids):
            if profile < .ios15 { return olderDuplicateReason }
            // Evidence: [C] same wording for sections.
            return "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(describeSet(ids))"
        case .sectionsAlreadyExist where profile == .ios13:
            // Evidence: [C] iOS 13: appending a section that is already in the snapshot failed an assertion
            // when UIKit committed the update (-[__UIDiffableDataSource _commitUpdate:completion:] under
            // appendSectionsWithIdentifiers:), in a crash log of the-blue-alliance/the-blue-alliance-ios#713
            // (labelled ios13, December 2019), fixed by deleting the section before appending it again
            // (PR #768). Only appendSections gets here on this profile (insertSections leaves it).
            return "Invalid parameter not satisfying: dataSourceSnapshot.numberOfSections == sectionIdentifiers.count"
        case .sectionsAlreadyExist(let ids):
            // Evidence: [C] the singular reason, quoted from crash logs ("... 1 section identifier that
            // already exists ... Section identifier that already exists: X"). [R] a port held against
            // Mac Catalyst UIKit: the plural counts them and prints them as an NSArray, after the check
            // for repeats in the list. [I] the array on one line, "(A, B)", as we print an NSSet on one
            // line; the plural item log prints its NSArray the same way ("Item identifiers that already
            // exist: (\n    ...\n)").
            let one = ids.count == 1
            return "Diffable data source detected an attempt to insert or append \(ids.count) section "
                + "identifier\(one ? "" : "s") that already exist\(one ? "s" : "") in the snapshot. "
                + "Identifiers in a snapshot must be unique. Section identifier\(one ? "" : "s") that already "
                + "exist\(one ? "s" : ""): \(one ? ids[0] : describeArray(ids))"  // NB: one means ids.count == 1
        case .sectionNotFound:
            // Evidence: [C] appending into a missing section, quoted in crash logs.
            return "Invalid parameter not satisfying: section != NSNotFound"
        case .querySectionNotFound:
            // Evidence: [C] iOS 14+ raises for a missing section (iOS 13 returned empty results;
            // the-blue-alliance/the-blue-alliance-ios#899); the reason is quoted in crash logs
            // (CovidTrackerFr/vitemadose-ios#69); [R] a port held against Mac Catalyst UIKit raises it
            // from both queries.
            return "Section identifier was not found. You can verify the section exists by calling "
                + "the indexOfSectionIdentifier API (which has O(1) performance)"
        case .insertionSectionNotFound:
            // Evidence: [R] a port held against Mac Catalyst UIKit: the index the sections go to.
            return "Invalid parameter not satisfying: insertIndex != NSNotFound"
        case .insertionItemNotFound:
            // Evidence: [R] the same port: UIKit looks up the section of the anchor item first (also
            // when the snapshot has no sections: insertItems does not check for that).
            return "Invalid parameter not satisfying: section != NSNotFound"
        case .insertionItemIsInserted(let id):
            // Evidence: [R] a port held against Mac Catalyst UIKit: checked after the repeats and
            // before the anchor is looked up (UIKit's " for update: <...>." tail left out).
            return "Invalid update: destination for insertion operation [\(id)] is in the insertion identifier list"
        case .insertionSectionIsInserted(let id):
            // Evidence: [R] the same port, for sections (its wording differs from the items' one).
            return "Invalid update: destination for section operation [\(id)] is in the inserted section list"
        case .moveItemNotFound:
            return "Invalid parameter not satisfying: fromIndex != NSNotFound"  // Evidence: [C]
        case .moveDestinationItemNotFound:
            return "Invalid parameter not satisfying: toIndex != NSNotFound"  // Evidence: [C]
        case .moveItemRelativeToItself(let id):
            // Evidence: [R] a port held against Mac Catalyst UIKit: checked before either lookup. UIKit
            // goes on " for update: <_UIDiffableDataSourceUpdate 0x...; ...>.", an object's address and
            // dump, which we leave out (here and in the three reasons like it).
            return "Invalid update: destination for item move is the same as the source [\(id)]"
        case .moveSectionNotFound:
            return "Invalid parameter not satisfying: fromSection != NSNotFound"  // Evidence: [C]
        case .moveDestinationSectionNotFound:
            return "Invalid parameter not satisfying: toSection != NSNotFound"  // Evidence: [C]
        case .moveSectionRelativeToItself(let id):
            // Evidence: [R] the same port: checked before either lookup.
            return "Invalid update: destination for section move is the same as the source [\(id)]"
        case .reloadItemNotFound(let id):
            // Evidence: [C] exact UIKit reason.
            return "Attempted to reload item identifier that does not exist in the snapshot: \(id)"
        case .reconfigureItemNotFound(let id):
            // Evidence: [C] exact UIKit reason.
            return "Attempted to reconfigure item identifier that does not exist in the snapshot: \(id)"
        case .reloadSectionNotFound(let id):
            // Evidence: [C] a crash log quoted in public code: "Invalid section identifier for reload
            // specified: Modern_Collection_Views.OutlineViewController.Section.next" (Apple's iOS 14
            // sample). [R] a port held against current Mac Catalyst UIKit raises the newer reason, shaped
            // like the missing item's. [I] that the wording changed with iOS 15 (reconfigure's release).
            if profile < .ios15 { return "Invalid section identifier for reload specified: \(id)" }
            return "Attempted to reload section identifier that does not exist in the snapshot: \(id)"
        }
    }

    /// The reason iOS 13 and 14 gave for an identifier named twice in one list, items and sections alike.
    /// Evidence: [C] iOS 13: an assertion in -[_UIDiffableDataSourceUpdate initWithIdentifiers:sectionIdentifiers:
    /// action:...] logged this sentence and no identifiers (apptekstudios/ASCollectionView#80, January 2020,
    /// UIKitCore UIKit-3901.4.905); iOS 14: the same sentence, reproduced on the iOS 14.4 simulator with Xcode
    /// 12.4 (zenn.dev/freddi/articles/484451ba078549, May 2021). The update object takes item and section
    /// identifiers alike, so sections are [I]. iOS 15+ names the kind and lists the repeats (above).
    static let olderDuplicateReason = "Fatal: supplied identifiers are not unique."

    /// Whether `insertSections` leaves a section that is already in the snapshot where it is (and inserts
    /// the others) instead of raising. Evidence: [C] Apple Developer Forums thread 655284 (mid-2020 by its
    /// number; the OS is not stated, so iOS 13 or an iOS 14 beta): inserting [3, 4] after section 5 into
    /// [1, 2, 3, 5] gave [1, 2, 3, 5, 4], no exception, while insertItems moved an existing item. [I] iOS 14
    /// behaved as iOS 13 here: the reason iOS 15+ raises ("... insert or append ... section identifier") is
    /// not seen in a crash log before iOS 15.
    static func insertLeavesExistingSections(_ profile: Profile) -> Bool { profile < .ios15 }

    /// What the playground cannot source for `profile` about `error`: a note saying the reason it quotes is
    /// a later release's (nil when the reason is sourced for that profile, or for every profile from 15 on).
    static func evidenceGap(for error: SnapshotError, profile: Profile) -> String? {
        guard profile < .ios15 else { return nil }
        let release = "iOS \(profile.rawValue)"
        let later = "the playground quotes the iOS 15+ reason"
        switch error {
        case .duplicateItemIdentifiers, .duplicateSectionIdentifiers:
            return nil  // sourced above for iOS 13 and 14
        case .sectionsAlreadyExist:
            if profile == .ios13 { return nil }
            return "no public crash log shows what \(release) raised for appending an existing section; \(later) "
                + "(iOS 13 failed 'dataSourceSnapshot.numberOfSections == sectionIdentifiers.count')"
        case .reloadSectionNotFound:
            // Evidence: the iOS 14 reason is quoted from a crash log (above); iOS 13's is [I].
            if profile == .ios14 { return nil }
            return "no public crash log shows \(release)'s reason; the playground quotes iOS 14's"
        case .reconfigureItemNotFound:
            return "reconfigureItems(_:) is iOS 15+: \(release) has no such method; \(later)"
        case .insertionItemNotFound, .insertionItemIsInserted, .insertionSectionNotFound,
            .insertionSectionIsInserted, .moveItemNotFound, .moveDestinationItemNotFound,
            .moveItemRelativeToItself, .moveSectionNotFound, .moveDestinationSectionNotFound,
            .moveSectionRelativeToItself, .reloadItemNotFound:
            return "no public crash log shows \(release)'s reason for this; \(later)"
        case .noSections, .sectionNotFound, .querySectionNotFound:
            return nil  // outside the per-profile survey (#31): one reason for every profile
        }
    }

    /// The same for a quiet behaviour (nil when it is sourced for `profile`).
    static func evidenceGap(for warning: SnapshotWarning, profile: Profile) -> String? {
        guard profile < .ios15 else { return nil }
        let release = "iOS \(profile.rawValue)"
        switch warning {
        case .existingItemsMoved:
            // Evidence: [C] forum thread 655284 (see insertLeavesExistingSections): insertItems moved an
            // existing item, quietly. Nothing public shows appendItems of an existing item before iOS 15.
            return "before iOS 15, insertItems is reported to move an existing item (a 2020 forum thread); that "
                + "\(release)'s appendItems moves it too is assumed"
        case .unknownItemsIgnored, .unknownSectionsIgnored:
            return "no public report shows \(release) deleting identifiers the snapshot lacks; the playground "
                + "ignores them as iOS 15+ does"
        case .existingSectionsLeft, .reconfigureUnavailable:
            return nil
        }
    }

    static func message(for warning: SnapshotWarning) -> String {
        switch warning {
        case .existingItemsMoved(let ids):
            // Evidence: [C] iOS 15+ console log (jessesquires/ReactiveCollectionsKit#138); the item
            // is moved, not duplicated. The whole log, singular ("Item identifier that already
            // exists: X") and plural ("Item identifiers that already exist: (\n    ...\n)", an
            // NSArray), is quoted in developers' notes; we print the array on one line.
            let one = ids.count == 1
            return "Diffable data source detected an attempt to insert or append \(ids.count) item "
                + "identifier\(one ? "" : "s") that already exist\(one ? "s" : "") in the snapshot. "
                + "The existing item identifier\(one ? "" : "s") will be moved into place instead, "
                + "but this operation will be more expensive. For best performance, inserted item "
                + "identifiers should always be unique. Set a symbolic breakpoint on "
                + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the "
                + "debugger. Item identifier\(one ? "" : "s") that already exist\(one ? "s" : ""): "
                + (one ? ids[0] : describeArray(ids))  // NB: one means ids.count == 1
        case .unknownItemsIgnored(let ids):
            // Evidence: [C] deleting unknown identifiers is silently ignored.
            return "deleteItems ignored identifiers that are not in the snapshot: \(describeSet(ids))"
        case .unknownSectionsIgnored(let ids):
            // Evidence: [C] deleting unknown sections is silently ignored.
            return "deleteSections ignored identifiers that are not in the snapshot: \(describeSet(ids))"
        case .existingSectionsLeft(let ids):
            // Evidence: [C] see insertLeavesExistingSections: UIKit says nothing.
            return "insertSections left sections that are already in the snapshot where they are: \(describeSet(ids))"
        case .reconfigureUnavailable(let ids):
            // Evidence: [A] reconfigureItems(_:) is iOS 15+; on iOS 14 apps call reloadItems(_:).
            return "reconfigureItems(_:) is available from iOS 15; applied as reloadItems(_:) for "
                + describeSet(ids)
        }
    }
}
