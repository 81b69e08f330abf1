import Testing

@testable import PlaygroundScript

/// Stops found by pasting real custom-layout files whole (a set of twelve from shipped apps and tutorials): Swift and
/// UIKit those layouts and their controllers use around the layout itself.
@Suite struct RealFileStops11Tests {
    /// `isKind(of:)` and `isMember(of:)` of NSObject: the class or a subclass (a layout picked by its class).
    @Test func isKindOfAnswersWithTheClassHierarchy() {
        var h = Harness()
        _ = h.ok("class Columns: UICollectionViewFlowLayout {}")
        _ = h.ok("class Other {}")
        _ = h.ok("let flow: UICollectionViewLayout = UICollectionViewFlowLayout()")
        #expect(
            h.ok(
                "print(flow.isKind(of: UICollectionViewFlowLayout.self), flow.isKind(of: UICollectionViewLayout.self), "
                    + "flow.isKind(of: Other.self), Columns().isKind(of: UICollectionViewFlowLayout.self), "
                    + "Columns().isMember(of: UICollectionViewFlowLayout.self))") == ["true true false true false"])
    }

    /// A collection view has the device's traits and the layout margins the compositional layout measures
    /// `.layoutMargins` from (the WWDC column layout's `bounds.inset(by: layoutMargins)`).
    @Test func aCollectionViewHasTheDevicesTraitsAndMargins() {
        var h = Harness()
        _ = h.ok("device iPhone15")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())")
        #expect(h.ok("print(cv.traitCollection.horizontalSizeClass == .compact)") == ["true"])
        #expect(h.ok("print(cv.bounds.inset(by: cv.layoutMargins).width)") == ["361.0"])
    }

    /// `delegate.collectionView?(cv, layout: layout, sizeForItemAt: path)`: the optional requirement the delegate
    /// implements runs (a controller's `collectionView` property of the same name is not what is called).
    @Test func anOptionalRequirementTheObjectImplementsIsCalled() {
        var h = Harness()
        _ = h.ok(
            """
            class Screen: UIViewController {}
            extension Screen: UICollectionViewDelegateFlowLayout {
                func collectionView(
                    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                    sizeForItemAt indexPath: IndexPath
                ) -> CGSize { CGSize(width: 120, height: 90) }
            }
            """)
        _ = h.ok("let screen = Screen()")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())")
        _ = h.ok("cv.delegate = screen")
        _ = h.ok(
            """
            let size = (cv.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(
                cv, layout: cv.collectionViewLayout, sizeForItemAt: IndexPath(item: 0, section: 0))
            """)
        #expect(h.ok("print(size?.width ?? -1, size?.height ?? -1)") == ["120.0 90.0"])
    }

    /// `CGRect(origin: .zero, size: .zero)` and `.init(...)` arguments take their types from the labels (a layout's
    /// content bounds, grown with `union`); a range's `last`; an initializer an extension adds to `IndexPath`.
    @Test func geometryRangesAndAnIndexPathExtensionInitializer() {
        var h = Harness()
        _ = h.ok("var bounds = CGRect(origin: .zero, size: .zero)")
        _ = h.ok("bounds = bounds.union(CGRect(origin: .init(x: 10, y: 20), size: .init(width: 30, height: 40)))")
        #expect(h.ok("print(bounds.width, bounds.height)") == ["40.0 60.0"])
        #expect(h.ok("print((0..<5).last ?? -1, (0...5).last ?? -1, (3..<3).last ?? -1)") == ["4 5 -1"])
        _ = h.ok(
            """
            extension IndexPath {
                init(row: Int, column: Int) { self.init(item: column, section: row) }
            }
            """)
        #expect(h.ok("print(IndexPath(row: 2, column: 5).section, IndexPath(row: 2, column: 5).item)") == ["2 5"])
    }
}
