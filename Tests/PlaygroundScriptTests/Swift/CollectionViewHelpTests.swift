import Testing

@testable import PlaygroundScript

/// The collection view's members are described where they are written (`UICollectionViewSurface.help`, in
/// UIKit/UICollectionView.swift), so a member added there is also one `help swift` names.
@Suite struct CollectionViewHelpTests {
    @Test func helpSwiftNamesEveryCollectionViewMember() {
        var h = Harness()
        let help = h.ok("help swift").joined(separator: "\n")
        for member in UICollectionViewSurface.members {
            #expect(help.contains(member), "help swift does not name the collection view's '\(member)'")
        }
        // The flow layout's and the table view's descriptions come from their files too.
        #expect(
            help.contains(
                UICollectionViewFlowLayoutSurface.help[0].split(separator: " ").prefix(3).joined(separator: " ")))
        #expect(help.contains("  table view     UITableView(frame:style:)"))
    }
}
