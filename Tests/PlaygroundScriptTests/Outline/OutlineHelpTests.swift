import Testing

@testable import PlaygroundScript

@Suite struct OutlineHelpTests {
    static var docs: [(String, Doc)] {
        let area = OutlineCommands.area
        var all = area.commands.map { ($0.name, $0.doc) }
        for type in area.types {
            all +=
                type.constructors.map { (type.name + "()", $0.doc) }
                + type.members.map { (type.name + "." + $0.name, $0.doc) }
        }
        return all
    }

    @Test func everyCommandAndMemberHasUsageSummaryAndAnExample() {
        #expect(Self.docs.count >= 29)
        for (name, doc) in Self.docs {
            #expect(!doc.usage.isEmpty, "\(name)")
            #expect(!doc.examples.isEmpty && doc.examples.allSatisfy { !$0.isEmpty }, "\(name)")
            #expect(doc.summary.first?.isLowercase == true && doc.summary.last != ".", "\(name): \(doc.summary)")
        }
    }

    @Test(arguments: [
        "help tap", "help drag", "help tree", "help SectionSnapshot", "help dataSource.apply",
        "help dataSource.sectionSnapshotHandlers.shouldCollapseItem", "help NSDiffableDataSourceSectionSnapshot",
    ])
    func helpExplainsTheOutlineCommands(_ line: String) {
        var h = Harness.outline()
        let out = h.ok(line)
        #expect(!out.isEmpty)
        #expect(out.contains { $0.contains("example") || $0.hasPrefix("methods:") }, "\(out)")
    }

    @Test func theDataSourceHelpListsTheOutlineMembers() {
        var h = Harness.outline()
        let out = h.ok("help dataSource").joined(separator: "\n")
        #expect(out.contains("dataSource.apply(sectionSnapshot, to: section, animatingDifferences: true)"))
        #expect(out.contains("sectionSnapshotHandlers  the handlers a user's disclosure tap runs"))
        #expect(out.contains("reorderingHandlers       the handlers a user's drag runs"))
    }

    @Test func helpFollowsAHandlersPropertyToItsStruct() {
        var h = Harness.outline()
        let out = h.ok("help dataSource.sectionSnapshotHandlers.shouldCollapseItem").joined(separator: "\n")
        #expect(out.contains("SectionSnapshotHandlers.shouldCollapseItem"), "\(out)")
        #expect(out.contains("dataSource.sectionSnapshotHandlers.shouldCollapseItem = .never"), "\(out)")
    }
}
