import Testing

@testable import PlaygroundScript

/// Then (`import Then`), in two of shared/real-swift's files (07, 17) and many apps: `X(...).then { ... }` runs
/// its closure on the object and is the object. It was inert, so the collection view made with it was not the
/// collection view the code then used, and what the closure set (07's `contentInset`) was lost.
@Suite struct ThenLibraryTests {
    @Test func thenRunsItsClosureOnTheObjectAndIsTheObject() {
        var h = Harness()
        _ = h.run(ScrollToItemTests.three)
        let (_, notes) = h.run(
            "let other = UICollectionView(frame: .zero, collectionViewLayout: collectionView.collectionViewLayout).then { $0.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) }"
        )
        // Then is not UIKit: a note says once that its then(_:) ran.
        #expect(notes.count == 1 && notes[0].contains("is the Then package's then(_:)"), "\(notes)")
        #expect(h.ok("print(other.contentInset.top)") == ["20.0"])
        #expect(h.ok("print(other.numberOfSections)") == ["3"])
        // A program's own class, and `do`, which runs the closure and gives nothing back.
        _ = h.ok("final class Box { var n = 1 }")
        _ = h.ok("let box = Box().then { $0.n = 5 }")
        _ = h.ok("box.do { $0.n += 1 }")
        #expect(h.ok("print(box.n)") == ["6"])
    }

    /// The program's own `then` is the one that runs.
    @Test func theProgramsOwnThenWins() {
        var h = Harness()
        _ = h.ok(
            "final class Step { var log: [String] = []; func then(_ f: () -> Void) -> Int { log.append(\"own\"); return 7 } }"
        )
        #expect(h.ok("print(Step().then { })") == ["7"])
    }
}
