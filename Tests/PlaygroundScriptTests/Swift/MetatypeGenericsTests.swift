import Testing

@testable import PlaygroundScript

/// A generic function's type parameter is the type Swift infers from the call: the type a `T.Type` parameter is
/// given (`register(Cell.self)`), or the type of the program's value a `T` parameter is given. Before, `T` in the
/// body was an unknown name: `T.self`, `T()` and `T.reuseIdentifier` were inert values ("ignored: 'T'"), so what
/// the program computed from them was silently missing.
@Suite struct MetatypeGenericsTests {
    @Test func aMetatypeArgumentBindsTheTypeParameter() {
        let r = runPasted(
            """
            struct Film: Decodable { var title: String }
            func typeName<T: Decodable>(_ type: T.Type) -> String { String(describing: T.self) }
            func same<T>(_ type: T.Type) -> String { "\\(type)" }
            print(typeName(Film.self))
            print(same(Int.self))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["Film", "Int"])
        #expect(!r.all.joined().contains("'T'"), "\(r.all)")
    }

    @Test func theBoundTypeMakesValuesAndReadsStatics() {
        let r = runPasted(
            """
            class Cell: UICollectionViewCell {
                static let reuseIdentifier = "cell-id"
            }
            class Model { var n = 4; required init() {} }
            func make<T: Model>(_ type: T.Type) -> T { T() }
            func identifier<T: UICollectionViewCell>(for type: T.Type) -> String { "\\(T.self):" + Cell.reuseIdentifier }
            print(make(Model.self).n)
            print(identifier(for: Cell.self))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["4", "Cell:cell-id"])
    }

    @Test func aValueArgumentBindsItsType() {
        let r = runPasted(
            """
            struct Item: Hashable { var id: Int }
            func kind<T>(of value: T) -> String { "\\(T.self)" }
            print(kind(of: Item(id: 1)))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["Item"])
    }
}

/// Static members that protocol extensions give the conforming types (`extension Reusable { static var
/// reuseIdentifier: String { String(describing: self) } }`), with `NSObjectProtocol` conformed to by every class
/// that inherits UIKit's; and a static member the program's extension gives a UIKit class, named on a UIKit class
/// that inherits it. Before, the first was "type 'X' has no member", and the last printed '.identifier'.
@Suite struct ProtocolExtensionStaticsTests {
    @Test func aProtocolExtensionsStaticPropertyIsTheConformingTypes() {
        let r = runPasted(
            """
            protocol Reusable {}
            extension Reusable {
                static var reuseIdentifier: String { String(describing: self) }
                static func describe() -> String { "<" + reuseIdentifier + ">" }
            }
            class BadgeCell: UICollectionViewCell, Reusable {}
            print(BadgeCell.reuseIdentifier)
            print(BadgeCell.describe())
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["BadgeCell", "<BadgeCell>"])
    }

    @Test func nsObjectProtocolExtensionsReachUIKitSubclasses() {
        let r = runPasted(
            """
            extension NSObjectProtocol {
                static var className: String { String(describing: self) }
            }
            extension UICollectionReusableView {
                static var identifier: String { className }
            }
            class PhotoCell: UICollectionViewCell {}
            print(PhotoCell.className)
            print(PhotoCell.identifier)
            print(UICollectionViewCell.identifier)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["PhotoCell", "PhotoCell", "UICollectionViewCell"])
    }
}
