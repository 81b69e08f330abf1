import Testing

@testable import PlaygroundScript

/// In Swift the order of a module's declarations does not matter: a class may be declared above the
/// class it inherits from, and a superclass's static member called on a subclass sees it as `Self`.
@Suite struct DeclarationOrderTests {
    /// Before: "type 'BadgeCell' has no member 'reuseIdentifier'" (the superclass was not known yet
    /// when the subclass was declared, so the subclass inherited from nothing).
    @Test func aClassDeclaredAboveItsSuperclassInheritsFromIt() {
        let r = runPasted(
            """
            class BadgeCell: RoundedCell {
                var badge = 3
            }
            extension UICollectionReusableView {
                static var reuseIdentifier: String { String(describing: Self.self) }
                var isReusable: Bool { true }
            }
            class RoundedCell: UICollectionViewCell {
                var radius = 8.0
            }
            let cell = BadgeCell()
            print(BadgeCell.reuseIdentifier, RoundedCell.reuseIdentifier)
            print(cell.radius, cell.badge, cell.isReusable)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["BadgeCell RoundedCell", "8.0 3 true"])
    }

    @Test func aSuperclassDeclaredInALaterUnitOfTheSameRunCounts() {
        var h = Harness()
        _ = h.ok("class Leaf: Middle {}")
        _ = h.ok("class Middle: Root {}")
        _ = h.ok("class Root { class var title: String { \"root of \\(Self.self)\" } }")
        #expect(h.ok("print(Leaf.title)") == ["root of Leaf"])
    }

    /// `Self` and `self` in a class's static members are the class it was called on.
    @Test func aSuperclassStaticMemberSeesTheSubclassAsSelf() {
        let r = runPasted(
            """
            class Base {
                class var kind: String { "\\(Self.self)" }
                static func describe() -> String { "made by \\(self)" }
                static let fixed = 1
            }
            class Derived: Base {}
            print(Derived.kind, Base.kind)
            print(Derived.describe())
            print(Derived.fixed)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["Derived Base", "made by Derived", "1"])
    }

    /// UIKit's own chain (a list cell is a cell is a reusable view is a view is a responder is an
    /// object) carries an extension of any ancestor to the program's subclasses.
    @Test func anExtensionOfAUIKitAncestorReachesEverySubclass() {
        let r = runPasted(
            """
            extension NSObject {
                static var className: String { String(describing: self) }
                var objectKind: String { "object" }
            }
            extension UIResponder { static var responderTag: Int { 7 } }
            extension UIViewController { var screenName: String { "screen" } }
            class SidebarCell: UICollectionViewListCell {}
            class GridController: UICollectionViewController {}
            print(SidebarCell.className, GridController.className)
            print(SidebarCell.responderTag, GridController.responderTag)
            print(SidebarCell().objectKind, GridController(collectionViewLayout: UICollectionViewLayout()).screenName)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(Array(r.out.prefix(3)) == ["SidebarCell GridController", "7 7", "object screen"])
    }

    @Test func classesThatInheritFromEachOtherAreRefusedAndChangeNothing() {
        var h = Harness()
        _ = h.ok("class A: B {}")
        #expect(h.error("class B: A {}").contains("'A' inherits from itself (through 'B')"))
        #expect(h.ok("print(1)") == ["1"])
        // The refused declaration left the session as it was: `A` still waits for its superclass.
        _ = h.ok("class B { static var n: Int { 5 } }")
        #expect(h.ok("print(A.n)") == ["5"])
    }
}

/// Small pieces of Swift that real files use.
@Suite struct RealFileSwiftPiecesTests {
    @Test func aDictionaryTypeWithAQualifiedKeyIsCallable() {
        let r = runPasted(
            """
            var attributes = [NSAttributedString.Key: Any]()
            var spaced = [NSAttributedString.Key : Any]()
            var nested = [String: [Int]]()
            print(attributes.count, spaced.count, nested.count)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["0 0 0"])
    }

    @Test func anEscapedKeywordNamesACaseAStaticAndAMethod() {
        let r = runPasted(
            """
            enum Mode { case `default`, dark }
            struct Theme {
                static let `default` = Theme(size: 14)
                let size: Int
                func `is`(_ n: Int) -> Bool { size == n }
            }
            let m: Mode = .default
            let t: Theme = .default
            print(m, Theme.default.size, t.is(14))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["default 14 true"])
    }

    @Test func rawValueWithoutSelfInAnEnumsMember() {
        let r = runPasted(
            """
            enum User: String {
                case hue = "Hue", party
                var imageName: String { rawValue.lowercased() }
            }
            print(User.hue.imageName, User.party.imageName)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["hue party"])
    }

    @Test func aVoidSubjectIsSentWithNoValue() {
        let r = runPasted(
            """
            let trigger = PassthroughSubject<Void, Never>()
            var fired = 0
            let c = trigger.sink { fired += 1 }
            trigger.send()
            trigger.send()
            print(fired)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.last == "2")
    }

    @Test func aSubscriptAnExtensionAddsReadsASnapshotsIdentifiers() {
        let r = runPasted(
            """
            extension Collection {
                subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["top", "bottom"])
            print(snapshot.sectionIdentifiers[safe: 1] ?? "none", snapshot.sectionIdentifiers[safe: 2] ?? "none")
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["bottom none"])
    }

    /// Before: "binary operator '/' cannot be applied to operands of type UIKit view plumbing
    /// (UIScreen.main.bounds.width) and Int".
    @Test func theMainScreensBoundsAreTheDevicesScreen() {
        var h = Harness()
        #expect(h.ok("device iPhoneSE") == ["iPhoneSE: 375 x 667, portrait"])
        #expect(h.ok("print(UIScreen.main.bounds.width / 3, UIScreen.main.bounds.height)") == ["125.0 667.0"])
    }

    /// Before: "value of type String has no method 'components'", then "value of type Array has no member 'lazy'".
    @Test func foundationsComponentsAndALazyFilter() {
        let r = runPasted(
            """
            let raw = "Everest,8848\\nK2,8611\\n\\nLhotse,8516"
            let lines = raw.components(separatedBy: CharacterSet.newlines)
            print(lines.count, "a,,b".components(separatedBy: ","), "p q".components(separatedBy: .whitespaces))
            let heights = lines.lazy.filter { !$0.isEmpty }.map { Int($0.components(separatedBy: ",")[1]) ?? 0 }
            print(Array(heights))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["4 [\"a\", \"\", \"b\"] [\"p\", \"q\"]", "[8848, 8611, 8516]"], "\(r.all)")
    }
}
