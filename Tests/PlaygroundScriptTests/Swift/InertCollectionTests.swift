import Testing

@testable import PlaygroundScript

/// An array joined with a collection the playground does not model (`NSLayoutConstraint.constraints(withVisualFormat:
/// ...)`) becomes that unknown value: inert where it is used as view plumbing (`NSLayoutConstraint.activate`), a
/// located error naming it where the layout or the data would need it. Before, `append(contentsOf:)` stopped the run
/// ("a value of type unmodelled UIKit value (NSLayoutConstraint.constraints) is not a sequence") in Apple's
/// mountains-search sample, whose constraints have no effect on the frames.
@Suite struct InertCollectionTests {
    @Test func constraintsFromTheVisualFormatAreInert() {
        let r = runPasted(
            """
            var constraints = [NSLayoutConstraint]()
            constraints.append(contentsOf: NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[bar]|", options: [], metrics: nil, views: [:]))
            var vertical: [NSLayoutConstraint] = []
            vertical += NSLayoutConstraint.constraints(
                withVisualFormat: "V:|[bar]|", options: [], metrics: nil, views: [:])
            NSLayoutConstraint.activate(constraints)
            NSLayoutConstraint.activate(vertical)
            print("done")
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["done"])
        #expect(r.all.joined(separator: "\n").contains("'NSLayoutConstraint.constraints'"), "\(r.all)")
    }

    /// The unknown elements are never guessed: a count the data needs is an error naming where they came from.
    @Test func theirCountIsAnErrorWhereTheDataNeedsIt() {
        let r = runPasted(
            """
            var parts = [NSLayoutConstraint]()
            parts.append(contentsOf: NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[bar]|", options: [], metrics: nil, views: [:]))
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<parts.count))
            """)
        #expect(r.failed)
        let text = r.all.joined(separator: "\n")
        #expect(text.contains("'NSLayoutConstraint.constraints.count' is not modelled by the playground"), "\(text)")
    }

    /// A joined array of the program's own values is unchanged.
    @Test func knownArraysStillJoin() {
        let r = runPasted(
            """
            var a = [1, 2]
            a.append(contentsOf: [3])
            a += [4]
            print(a)
            """)
        #expect(r.out == ["[1, 2, 3, 4]"])
    }
}

/// Core Data's types carry an `NS` prefix but are not UIKit's: an error naming an unknown fetched value says it
/// comes from Core Data, which the playground has no store for (before: "a UIKit value").
@Suite struct CoreDataOriginTests {
    @Test func aFetchedCountIsNamedAsCoreDatas() {
        let r = runPasted(
            """
            let controller = NSFetchedResultsController<NSManagedObject>()
            if controller.fetchedObjects?.count == 0 { print("empty") }
            """)
        #expect(r.failed)
        let text = r.all.joined(separator: "\n")
        #expect(text.contains("(a Core Data value)"), "\(text)")
        #expect(text.contains("no Core Data store"), "\(text)")
    }
}
