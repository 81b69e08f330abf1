import Testing

@testable import PlaygroundCore

/// Issue #31 item 3: what each profile does with duplicate and existing identifiers, one test per
/// difference, each naming the public evidence behind it (the comments in `SnapshotRules`).
@Suite struct ProfileSnapshotTests {
    /// Evidence: apptekstudios/ASCollectionView#80 (iOS 13, UIKit-3901.4.905) and zenn.dev/freddi (iOS 14.4
    /// simulator) quote the older sentence, without the identifiers; crash logs from iOS 15 on
    /// (mozilla-mobile/firefox-ios#23056, mastodon/mastodon-ios#1366) name the kind and list the repeats.
    @Test(arguments: [
        (Profile.ios13, "Fatal: supplied identifiers are not unique."),
        (.ios14, "Fatal: supplied identifiers are not unique."),
        (.ios15, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
        (.ios18, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}"),
    ])
    func anItemNamedTwiceInOneListQuotesTheProfilesReason(_ profile: Profile, _ reason: String) {
        #expect(SnapshotError.duplicateItemIdentifiers(["a"]).message(on: profile) == reason)
        #expect(SnapshotError.duplicateItemIdentifiers(["a"]).evidenceGap(on: profile) == nil)
    }

    /// Evidence: as above; the update object that raised takes section identifiers too.
    @Test(arguments: [
        (Profile.ios13, "Fatal: supplied identifiers are not unique."),
        (.ios14, "Fatal: supplied identifiers are not unique."),
        (.ios18, "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}"),
    ])
    func aSectionNamedTwiceInOneListQuotesTheProfilesReason(_ profile: Profile, _ reason: String) {
        var snapshot = makeSnapshot("A[]")
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["B"])) { try snapshot.appendSections(["B", "B"]) }
        #expect(SnapshotError.duplicateSectionIdentifiers(["A"]).message(on: profile) == reason)
    }

    /// Evidence: the-blue-alliance/the-blue-alliance-ios#713 (iOS 13 crash log: appendSections of a
    /// section already there fails UIKit's assertion on commit; fixed by deleting it first, PR #768).
    @Test func iOS13AppendingAnExistingSectionFailsTheCommitAssertion() {
        var snapshot = makeSnapshot("A[a] B[]")
        #expect(throws: SnapshotError.sectionsAlreadyExist(["A"])) { try snapshot.appendSections(["C", "A"]) }
        #expect(snapshot.rendered == "A[a] B[]")
        #expect(
            SnapshotError.sectionsAlreadyExist(["A"]).message(on: .ios13)
                == "Invalid parameter not satisfying: dataSourceSnapshot.numberOfSections == sectionIdentifiers.count")
        #expect(SnapshotError.sectionsAlreadyExist(["A"]).evidenceGap(on: .ios13) == nil)
    }

    /// No public crash log shows iOS 14's reason: the iOS 15+ reason is kept, with a note saying so.
    @Test func iOS14AppendingAnExistingSectionKeepsTheLaterReasonAndSaysItIsUnsourced() throws {
        let e = SnapshotError.sectionsAlreadyExist(["A"])
        #expect(e.message(on: .ios14) == e.message(on: .ios18))
        #expect(
            e.message(on: .ios14).hasPrefix("Diffable data source detected an attempt to insert or append 1 section"))
        let gap = try #require(e.evidenceGap(on: .ios14))
        #expect(gap.contains("no public crash log shows what iOS 14 raised"))
        #expect(e.evidenceGap(on: .ios15) == nil)
    }

    /// Evidence: Apple Developer Forums thread 655284 (2020): inserting [3, 4] after 5 into sections
    /// [1, 2, 3, 5] gave [1, 2, 3, 5, 4] with no exception. iOS 15+ raises the "already exists" reason.
    @Test(arguments: [Profile.ios13, .ios14])
    func beforeIOS15InsertingAnExistingSectionLeavesItWhereItIs(_ profile: Profile) throws {
        var snapshot = makeSnapshot("1[] 2[] 3[x] 5[]")
        let warnings = try snapshot.insertSections(["3", "4"], afterSection: "5", profile: profile)
        #expect(snapshot.rendered == "1[] 2[] 3[x] 5[] 4[]")
        #expect(warnings == [.existingSectionsLeft(["3"])])
        #expect(invariantViolations(snapshot).isEmpty)
        var before = makeSnapshot("1[] 2[] 3[x] 5[]")
        _ = try before.insertSections(["4", "3"], beforeSection: "1", profile: profile)
        #expect(before.rendered == "4[] 1[] 2[] 3[x] 5[]")
        #expect(invariantViolations(before).isEmpty)
    }

    @Test func fromIOS15InsertingAnExistingSectionRaises() {
        var snapshot = makeSnapshot("1[] 2[] 3[x] 5[]")
        #expect(throws: SnapshotError.sectionsAlreadyExist(["3"])) {
            try snapshot.insertSections(["3", "4"], afterSection: "5", profile: .ios15)
        }
        #expect(snapshot.rendered == "1[] 2[] 3[x] 5[]")
    }

    /// The older profiles still check the list first: a repeat or the anchor inside the list raises.
    @Test func beforeIOS15AnInsertStillChecksRepeatsAndTheAnchor() {
        var snapshot = makeSnapshot("A[] B[]")
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["C"])) {
            try snapshot.insertSections(["C", "A", "C"], afterSection: "B", profile: .ios13)
        }
        #expect(throws: SnapshotError.insertionSectionIsInserted("B")) {
            try snapshot.insertSections(["A", "B"], afterSection: "B", profile: .ios14)
        }
        #expect(throws: SnapshotError.insertionSectionNotFound("Z")) {
            try snapshot.insertSections(["A"], afterSection: "Z", profile: .ios13)
        }
        #expect(snapshot.rendered == "A[] B[]")
    }

    /// Evidence: forum thread 655284 shows insertItems moving an existing item before iOS 15 (sourced);
    /// appendItems before iOS 15 is not shown anywhere, and the note says so.
    @Test func beforeIOS15MovingAnExistingItemSaysWhatIsSourced() throws {
        let moved = SnapshotWarning.existingItemsMoved(["a"])
        let gap = try #require(moved.evidenceGap(on: .ios13))
        #expect(gap.contains("insertItems"))
        #expect(moved.evidenceGap(on: .ios15) == nil)
        #expect(SnapshotWarning.existingSectionsLeft(["A"]).evidenceGap(on: .ios14) == nil)
    }

    /// Reasons the survey found no pre-iOS 15 source for are kept and carry a note on the older profiles.
    @Test(arguments: [
        SnapshotError.moveItemNotFound("a"), .moveItemRelativeToItself("a"), .moveSectionNotFound("A"),
        .moveSectionRelativeToItself("A"), .insertionItemNotFound("a"), .insertionItemIsInserted("a"),
        .insertionSectionNotFound("A"), .insertionSectionIsInserted("A"), .reloadItemNotFound("a"),
        .reconfigureItemNotFound("a"),
    ])
    func unsourcedOlderReasonsCarryANote(_ error: SnapshotError) {
        #expect(error.message(on: .ios13) == error.message(on: .newest))
        #expect(error.evidenceGap(on: .ios13) != nil)
        #expect(error.evidenceGap(on: .ios14) != nil)
        #expect(error.evidenceGap(on: .ios15) == nil)
        #expect(error.evidenceGap(on: .newest) == nil)
    }

    /// Evidence: the iOS 14 reload reason is quoted from a crash log of Apple's iOS 14 sample; iOS 13's is not.
    @Test func aMissingSectionsReloadIsSourcedForIOS14Only() {
        #expect(SnapshotError.reloadSectionNotFound("Q").evidenceGap(on: .ios14) == nil)
        #expect(SnapshotError.reloadSectionNotFound("Q").evidenceGap(on: .ios13) != nil)
    }
}
