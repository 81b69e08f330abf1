import Testing

@testable import PlaygroundCore

@Suite("Supplementary item anchors")
struct ItemAnchorTests {
    let container = Rect(x: 100, y: 50, width: 80, height: 40)
    let size = Size(width: 20, height: 10)

    @Test func withoutAnItemAnchorTheSupplementarySitsInsideTheEdges() {
        // [.top, .trailing]: x = 100 + (80 - 20) = 160, y = 50
        let s = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(10)),
            elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        #expect(s.frame(of: size, in: container) == Rect(x: 160, y: 50, width: 20, height: 10))
    }

    @Test func anItemAnchorMeetsTheContainerPoint() {
        // container point (top-trailing) = (180, 50); the badge's bottom-leading corner goes there:
        // x = 180 - 0, y = 50 - 10 = 40
        let s = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(10)),
            elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]),
            itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
        #expect(s.frame(of: size, in: container) == Rect(x: 180, y: 40, width: 20, height: 10))
    }

    @Test func centredItemAnchorsCentreTheSupplementaryOnTheContainerPoint() {
        // container point (top-trailing) = (180, 50); item anchor [] = its centre: x = 170, y = 45,
        // then the item anchor's absolute offset (2, 3) is subtracted: (168, 42)
        let s = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(10)),
            elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]),
            itemAnchor: LayoutAnchor(edges: [], absoluteOffset: Point(x: 2, y: 3)))
        #expect(s.frame(of: size, in: container) == Rect(x: 168, y: 42, width: 20, height: 10))
    }
}
