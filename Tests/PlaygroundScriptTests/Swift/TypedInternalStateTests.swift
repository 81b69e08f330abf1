import Testing

@testable import PlaygroundScript

/// What the playground keeps for itself (a floating-point range, a subject's subscribers, a view
/// controller's loaded state, static stored properties, a dotted UIKit member on its way) is typed
/// state, not fields or globals with marker names: the program can neither see nor collide with it.
@Suite struct TypedInternalStateTests {
    @Test func aFloatingPointRangeIsAValueWithSwiftsMembersAndPatterns() {
        let r = runPasted(
            """
            let r = 0.5..<1.5
            print(r.contains(1.2), r.contains(1.5), (0.5...1.5).contains(1.5))
            func size(_ w: Double) -> String {
                switch w { case 0..<320.0: return "compact"; case 320...: return "regular"; default: return "?" }
            }
            print(size(100.5), size(400))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["true false true", "compact regular"])
    }

    @Test func aFloatingPointRangeIsNotAFunction() {
        let r = runPasted("let r = 0.0..<1.0\nr()")
        #expect(r.failed)
        #expect(!r.all.joined().contains("Function"))
    }

    @Test func staticStoredPropertiesAreNotGlobals() {
        var h = Harness()
        _ = h.ok("enum Metrics { static var spacing = 8.0 }")
        #expect(h.ok("print(Metrics.spacing)") == ["8.0"])
        _ = h.ok("Metrics.spacing = 10.5")
        #expect(h.ok("print(Metrics.spacing)") == ["10.5"])
        // A global cannot reach it by any spelling, and suggestions do not offer it.
        let e = h.error("print(spacing)")
        #expect(e.contains("cannot find 'spacing'"))
        #expect(!e.contains("static"))
    }

    @Test func aSubjectsSubscribersAreNotFieldsOfTheSubject() {
        let r = runPasted(
            """
            import Combine
            let subject = PassthroughSubject<Int, Never>()
            var got: [Int] = []
            let c = subject.sink { got.append($0) }
            subject.send(1)
            subject.send(2)
            print(got)
            """)
        #expect(r.out.first == "[1, 2]", "\(r.all)")
        #expect(!r.all.joined().contains("§"))
    }

    @Test func aPublisherPipelineIsNamedAsCombineNamesIt() {
        let r = runPasted(
            """
            import Combine
            let subject = PassthroughSubject<Int, Never>()
            let p = subject.map { $0 * 2 }
            print(p.nonexistentMember)
            """)
        #expect(r.failed)
        #expect(!r.all.joined().contains("§"), "\(r.all)")
    }

    @Test func aLoadedViewControllerSaysSoWithoutAHiddenField() {
        let r = runPasted(
            """
            import UIKit
            final class VC: UIViewController {
                var loads = 0
                override func viewDidLoad() { super.viewDidLoad(); loads += 1 }
            }
            let vc = VC()
            print(vc.isViewLoaded)
            vc.loadViewIfNeeded()
            vc.loadViewIfNeeded()
            print(vc.isViewLoaded, vc.loads)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["false", "true 1"])
    }

    /// A Hashable struct that holds its content has a description longer than an identifier may be:
    /// it is told apart by a digest of the whole, so equal values stay one item and others differ.
    @Test func aLongValueIsAnIdentifierByItsDigest() {
        let r = runPasted(
            """
            struct Article: Hashable { let id: Int; let body: String }
            let long = String(repeating: "x", count: 1500)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Article>()
            snapshot.appendSections([0])
            snapshot.appendItems([Article(id: 1, body: long), Article(id: 2, body: long)])
            print(snapshot.numberOfItems)
            print(snapshot.itemIdentifiers[1].id)
            snapshot.appendItems([Article(id: 1, body: long)])
            """)
        #expect(r.out.prefix(2) == ["2", "2"], "\(r.all)")
        // The same value again is the same item (moved, as iOS 15+ does, with its warning), not a third.
        #expect(!r.failed)
        #expect(r.all.joined().contains("was already in the snapshot and was moved"), "\(r.all)")
    }

    /// A variable or property keeps its type: one that holds a Double and is assigned an integer
    /// literal holds a Double (Swift types the literal by the variable), and prints `10.0`.
    @Test func aDoubleVariableAssignedAnIntegerLiteralStaysADouble() {
        let r = runPasted(
            """
            enum Metrics { static var spacing = 8.0 }
            Metrics.spacing = 10
            final class C { var w = 1.5 }
            let c = C()
            c.w = 3
            struct S { var v = 0.5 }
            var s = S()
            s.v = 2
            var g = 1.0
            g = 5
            func f() -> Double { var local = 0.25; local = 4; return local }
            var count = 1
            count = 2
            print(Metrics.spacing, c.w, s.v, g, f(), count)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["10.0 3.0 2.0 5.0 4.0 2"])
    }
}
