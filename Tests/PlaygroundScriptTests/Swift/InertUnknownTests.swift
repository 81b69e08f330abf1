import Testing

@testable import PlaygroundScript

/// The inert rule for names nothing declares: a capitalised name from a module the playground does
/// not model (`DisposeBag`, `Date`, `CAGradientLayer`, `UIActivityIndicatorView`) is accepted and
/// named once in a note; where it would shape the layout or the data, that use is a located error;
/// a near miss of the program's own names stays Swift's error.
@Suite struct InertUnknownTests {
    @Test func anUnknownTypeIsAcceptedAndNamedOnceInANote() {
        var h = Harness()
        let (out, diagnostics) = h.run(
            """
            final class Screen {
                var disposeBag = DisposeBag()
                let spinner = UIActivityIndicatorView(frame: .zero)
                let gradient: CAGradientLayer? = CAGradientLayer()
                func start() { spinner.startAnimating(); disposeBag = DisposeBag() }
            }
            let screen = Screen()
            screen.start()
            print("started")
            """)
        #expect(out == ["started"])
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.hasPrefix("note: ignored (no effect on the layout or the data): ") })
        let notes = diagnostics.joined(separator: "\n")
        for name in ["'DisposeBag'", "'UIActivityIndicatorView'", "'CAGradientLayer'"] {
            #expect(notes.components(separatedBy: name).count == 2, "\(name) named once in \(notes)")
        }
        // Named once: a later use is quiet.
        #expect(h.run("let other = DisposeBag()").diagnostics.isEmpty)
    }

    @Test func anUnknownTypeInAnAnnotationIsAccepted() {
        var h = Harness()
        _ = h.run("var bag: DisposeBag? = nil")
        #expect(h.ok("print(bag == nil)") == ["true"])
    }

    @Test func anUnknownValueThatWouldShapeTheLayoutIsALocatedError() {
        var h = Harness()
        _ = h.run("let gap = Theme.spacing")
        let message = h.error(
            "let size = NSCollectionLayoutSize(widthDimension: .absolute(gap), heightDimension: .absolute(44))")
        #expect(message.contains("'Theme.spacing' is not modelled by the playground"))
        #expect(message.contains("cannot be used as a layout or data value"))
        #expect(message.contains("test.lps:2:"))
    }

    @Test func aNearMissOfTheProgramsOwnTypeIsStillSwiftsError() {
        var h = Harness()
        _ = h.ok("struct Memory { let title: String }")
        let message = h.error("let m = Memroy(title: \"a\")")
        #expect(message.contains("cannot find 'Memroy' in scope"))
        #expect(message.contains("did you mean 'Memory'?"))
    }

    @Test func anUnknownLowercaseNameIsStillAnError() {
        var h = Harness()
        #expect(h.error("print(undefinedThing)").contains("cannot find 'undefinedThing' in scope"))
    }
}
