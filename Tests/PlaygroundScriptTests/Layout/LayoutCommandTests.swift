import Testing
@testable import PlaygroundScript

@Suite struct LayoutCommandTests {
    @Test func aTwoColumnGridPrintsFramesAndContentSize() {
        var h = Harness()
        _ = h.ok("environment.containerSize = (width: 400, height: 800)")
        _ = h.ok("let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))")
        _ = h.ok("let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [cell])")
        _ = h.ok("let grid = LayoutSection(group: row)")
        _ = h.ok("layout = CompositionalLayout(section: grid)")
        h.data([("main", 3)])
        let out = h.ok("frames")
        #expect(out == [
            "kind  indexPath  id       x    y  width  height  z",
            "cell  [0, 0]     main0    0    0    200     100  0",
            "cell  [0, 1]     main1  200    0    200     100  0",
            "cell  [0, 2]     main2    0  100    200     100  0",
        ])
        #expect(h.ok("contentSize") == ["contentSize: 400 x 200"])
    }
}
