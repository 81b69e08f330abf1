import Testing

@testable import PlaygroundScript

/// Swift's initializer inheritance for the program's classes: a class that declares a designated
/// initializer inherits none of its superclass's, so `X()` is an error unless it declares `init()`;
/// UIKit's `init()` of a view runs the subclass's `init(frame:)` override with a zero frame.
@Suite struct InitializerInheritanceTests {
    /// Before: `MultiSectionViewController()` made the controller without running any initializer, so
    /// its `sectionData` was silently missing and the screen had no sections.
    @Test func aClassWithItsOwnDesignatedInitializerHasNoInit() {
        let r = runPasted(
            """
            class ListController: UIViewController {
                var sections: [Int]
                init(title: String, sections: [Int]) {
                    self.sections = sections
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError("not from a storyboard") }
            }
            let vc = ListController()
            """)
        #expect(r.failed)
        let text = r.all.joined(separator: "\n")
        #expect(
            text.contains(
                "'ListController' has no init(): it declares init(title:sections:) and init(coder:), "
                    + "so it inherits no initializer from its superclass"), "\(text)")
        #expect(text.contains("help: call the initializer it declares: ListController(title:sections:)"), "\(text)")
    }

    @Test func aSubclassOfSuchAClassInheritsItsInitializersAndNoInit() {
        let r = runPasted(
            """
            class Base {
                var n: Int
                init(n: Int) { self.n = n }
            }
            class Derived: Base {}
            print(Derived(n: 4).n)
            let d = Derived()
            """)
        #expect(r.out == ["4"])
        #expect(r.all.joined().contains("'Derived' has no init(): its superclass 'Base' declares init(n:)"), "\(r.all)")
    }

    @Test func aViewsInitRunsItsInitFrameOverride() {
        let r = runPasted(
            """
            class BadgeView: UICollectionReusableView {
                var made = "no"
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    made = "init(frame: \\(frame.width))"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            print(BadgeView().made)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["init(frame: 0.0)"])
    }

    /// A class whose only initializer is `init?(coder:)` comes from a storyboard: `X()` stands for that.
    @Test func aStoryboardClassIsStillMadeByItsName() {
        let r = runPasted(
            """
            class StoryboardController: UIViewController {
                var count = 3
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            print(StoryboardController().count)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["3"])
    }

    @Test func convenienceInitializersDoNotStopInheritance() {
        let r = runPasted(
            """
            class Counter {
                var n = 1
                convenience init(n: Int) {
                    self.init()
                    self.n = n
                }
            }
            print(Counter().n, Counter(n: 5).n)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["1 5"])
    }

    @Test func aTypealiasOfACombineSubjectMakesTheSubject() {
        let r = runPasted(
            """
            typealias PageListener = PassthroughSubject<Int, Never>
            let pages = PageListener()
            var seen: [Int] = []
            let c = pages.sink { seen.append($0) }
            pages.send(2)
            pages.send(3)
            print(seen)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.last == "[2, 3]")
    }
}
