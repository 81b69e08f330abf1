import Testing

@testable import PlaygroundScript

/// Issue #31 item 3 as a script sees it: the profile's reason in the error, and a note where the
/// playground has no public evidence for the profile (the evidence is named in PlaygroundCore's
/// `SnapshotRules` and in `ProfileSnapshotTests`).
@Suite struct ProfileSnapshotScriptTests {
    private func harness(_ profile: String) -> Harness {
        var h = snapshotHarness()
        _ = h.ok("environment.profile = \(profile)")
        return h
    }

    /// Evidence: the-blue-alliance/the-blue-alliance-ios#713 (iOS 13).
    @Test func iOS13QuotesTheCommitAssertionForAnExistingSection() {
        var h = harness(".ios13")
        let e = h.error("snapshot.appendSections([main])")
        #expect(e.hasPrefix("error: section 'main' is already in the snapshot"))
        #expect(
            e.contains(
                "= note: UIKit raises: Invalid parameter not satisfying: dataSourceSnapshot.numberOfSections == sectionIdentifiers.count"
            ), "\(e)")
        #expect(!e.contains("no public crash log"))
    }

    /// No evidence for iOS 14: today's reason, and a note that says so.
    @Test func iOS14KeepsTheLaterReasonWithANote() {
        var h = harness(".ios14")
        let e = h.error("snapshot.appendSections([main])")
        #expect(
            e.contains("= note: UIKit raises: Diffable data source detected an attempt to insert or append 1 section"))
        #expect(e.contains("= note: no public crash log shows what iOS 14 raised for appending an existing section"))
    }

    /// Evidence: apptekstudios/ASCollectionView#80 (iOS 13) and zenn.dev/freddi (iOS 14.4).
    @Test(arguments: [".ios13", ".ios14"])
    func olderProfilesQuoteTheOlderDuplicateSentence(_ profile: String) {
        var h = harness(profile)
        let e = h.error("snapshot.appendItems([x, x])")
        #expect(e.hasPrefix("error: item identifiers must be unique: 'x' appears more than once in the list"))
        #expect(e.hasSuffix("= note: UIKit raises: Fatal: supplied identifiers are not unique."), "\(e)")
    }

    /// Evidence: Apple Developer Forums thread 655284: the existing section stays, the new one goes in.
    @Test(arguments: [".ios13", ".ios14"])
    func olderProfilesLeaveAnExistingSectionOnInsert(_ profile: String) {
        var h = harness(profile)
        let (_, diagnostics) = h.run("snapshot.insertSections([main, extra], afterSection: done)")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("warning: insertSections left 'main' where it is") == true)
        #expect(h.ok("print(snapshot.sectionIdentifiers)") == ["[main, done, extra]"])
    }

    @Test func theNewestProfileRaisesForAnExistingSectionOnInsert() {
        var h = snapshotHarness()
        let e = h.error("snapshot.insertSections([main, extra], afterSection: done)")
        #expect(e.contains("Section identifier that already exists: main"))
        #expect(h.ok("print(snapshot.sectionIdentifiers)") == ["[main, done]"])
    }

    /// A reason the survey found no iOS 13 source for carries the note; the newest profile's does not.
    @Test func anUnsourcedOlderReasonSaysSo() {
        var h = harness(".ios13")
        let e = h.error("snapshot.moveItem(zz, beforeItem: a)")
        #expect(e.contains("= note: no public crash log shows iOS 13's reason for this"))
        var newest = snapshotHarness()
        #expect(!newest.error("snapshot.moveItem(zz, beforeItem: a)").contains("no public crash log"))
    }

    /// Moving an existing item: no iOS 15 console log is quoted before iOS 15, and the note says what is sourced.
    @Test func olderProfilesMoveAnExistingItemWithoutTheLaterLog() {
        var h = harness(".ios14")
        let (_, diagnostics) = h.run("snapshot.appendItems([a], toSection: done)")
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?.contains("(UIKit logs this from iOS 15)") == true)
        #expect(
            diagnostics.last?.hasPrefix("note: before iOS 15, insertItems is reported to move an existing item") == true
        )
    }
}
