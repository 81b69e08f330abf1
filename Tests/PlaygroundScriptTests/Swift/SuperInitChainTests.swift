import Testing

@testable import PlaygroundScript

/// `super.init(...)` in a subclass of one of the program's classes runs that class's initializer on the object
/// being made, as Swift's initializer chain does. Before, the call was taken for UIKit's own initializer and
/// skipped, so whatever the superclass's initializer set was silently missing (a view model that keeps its
/// collection view then found it nil and called `fatalError()`).
@Suite struct SuperInitChainTests {
    @Test func theSuperclassInitializerRunsOnTheObjectBeingMade() {
        let r = runPasted(
            """
            class Model {
                var count = 0
                var name: String
                init(count: Int, name: String) {
                    self.count = count
                    self.name = name
                    print("Model.init")
                }
            }
            class ListModel: Model {
                init(count: Int) {
                    super.init(count: count, name: "list")
                    print("after super", self.count)
                }
            }
            let m = ListModel(count: 5)
            print(m.count, m.name)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["Model.init", "after super 5", "5 list"])
    }

    /// Three classes: the middle one's `super.init` reaches the top one's, not its own again.
    @Test func eachLevelCallsTheInitializerAboveIt() {
        let r = runPasted(
            """
            class A {
                var trail: [String] = []
                init(x: Int) { trail.append("A\\(x)") }
            }
            class B: A {
                init(y: Int) {
                    super.init(x: y + 1)
                    trail.append("B\\(y)")
                }
            }
            class C: B {
                init() {
                    super.init(y: 1)
                    trail.append("C")
                }
            }
            print(C().trail)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["[\"A2\", \"B1\", \"C\"]"])
    }

    /// The shape of a generic view model kept by a screen: a weak reference set by the superclass's initializer.
    @Test func aWeakReferenceSetByTheSuperclassInitializerIsKept() {
        let r = runPasted(
            """
            class CollectionViewModel<Cell>: NSObject {
                private weak var collectionView: UICollectionView?
                init(collectionView: UICollectionView, reuseIdentifier: String) {
                    self.collectionView = collectionView
                    super.init()
                }
                func hasCollectionView() -> Bool { collectionView != nil }
            }
            class NotesModel: CollectionViewModel<UICollectionViewCell> {
                init(collectionView: UICollectionView) {
                    super.init(collectionView: collectionView, reuseIdentifier: "Note")
                }
            }
            let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let model = NotesModel(collectionView: cv)
            print(model.hasCollectionView())
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["true"])
    }

    /// An initializer the superclass inherits from a class above it is found there.
    @Test func anInheritedInitializerOfTheSuperclassRuns() {
        let r = runPasted(
            """
            class Base {
                var n = 0
                init(n: Int) { self.n = n }
            }
            class Middle: Base {}
            class Leaf: Middle {
                init() { super.init(n: 9) }
            }
            print(Leaf().n)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["9"])
    }
}
