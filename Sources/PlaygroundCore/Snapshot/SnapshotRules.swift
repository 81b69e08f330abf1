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
            // Evidence: [C] UIKit prints the duplicates as an NSSet; we print it on one line. [R] a port
            // held against Mac Catalyst UIKit: every list argument is checked first, delete, reload and
            // reconfigure included (before a missing section or item is reported).
            return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(describeSet(ids))"
        case .duplicateSectionIdentifiers(let ids):
            // Evidence: [C] same wording for sections.
            return "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(describeSet(ids))"
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
        case .reconfigureUnavailable(let ids):
            // Evidence: [A] reconfigureItems(_:) is iOS 15+; on iOS 14 apps call reloadItems(_:).
            return "reconfigureItems(_:) is available from iOS 15; applied as reloadItems(_:) for "
                + describeSet(ids)
        }
    }
}
