import Testing

@testable import PlaygroundCore

@Test func indexPathsOrderBySectionThenItem() {
    #expect(IndexPath(0, 5) < IndexPath(1, 0))
    #expect(IndexPath(1, 0) < IndexPath(1, 1))
    #expect(IndexPath(2, 3).description == "[2, 3]")
}
