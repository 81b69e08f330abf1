import Testing

@testable import PlaygroundScript

/// Stops found by pasting real files whole (the sets of stop 52): what they set on their views and layouts.
@Suite struct RealFileStops15Tests {
    /// A flow layout lays its lines out inside the collection view's content inset across the scrolling axis
    /// (VerticalCardSwiper insets its cards 20 points on each side): the content is that much narrower, its
    /// frames start at the inset, and an item as wide as the collection view is too wide, as UIKit logs.
    @Test func aFlowLayoutLaysItsLinesOutInsideTheContentInset() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 50)
            flow.minimumInteritemSpacing = 10
            flow.headerReferenceSize = CGSize(width: 0, height: 30)
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: flow)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<4))
            """)
        _ = h.run(
            """
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, ip, n in
                UICollectionViewCell()
            }
            dataSource.apply(snapshot)
            """)
        // 393 wide: three items to a line.
        #expect(h.ok("contentSize") == ["contentSize: 393 x 140"])
        _ = h.ok("collectionView.contentInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)")
        // 313 wide: two items to a line, spread to its edges; the header spans the content.
        #expect(h.ok("contentSize") == ["contentSize: 313 x 140"])
        // Columns: x, y, width, height, z.
        let frames = h.ok("frames").map { $0.split(separator: " ").suffix(5).joined(separator: " ") }
        #expect(frames.contains("0 0 313 30 0"), "\(frames)")
        #expect(frames.contains("213 30 100 50 0"), "\(frames)")
        #expect(h.ok("print(collectionView.bounds.width)") == ["393.0"])
        _ = h.ok("flow.itemSize = CGSize(width: 393, height: 50)")
        let notes = h.run("frames").diagnostics
        #expect(notes.contains { $0.contains("minus the content insets left and right values") }, "\(notes)")
    }

    /// A view keeps the frame it is made with and the one its code sets: `super.init(frame:)` in a subclass's
    /// initializer (2fas' footer passes its own 80 x 80), UIKit's `init()` (zero), `frame =`, `bounds =` (about
    /// its centre) and `frame.size.height =`, read back as `frame` and `bounds`.
    @Test func aViewKeepsItsFrame() {
        var h = Harness()
        _ = h.ok(
            """
            final class Footer: UIView {
                override init(frame: CGRect) {
                    super.init(frame: CGRect(origin: .zero, size: .init(width: 80, height: 80)))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Plain: UIView {}
            let footer = Footer()
            let plain = Plain()
            let made = Plain(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            let logo = UIView()
            """)
        #expect(
            h.ok("print(footer.frame.height, plain.frame.width, made.frame.minY, logo.bounds.height)") == [
                "80.0 0.0 20.0 0.0"
            ])
        _ = h.ok("made.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)")
        #expect(
            h.ok("print(made.frame)") == [
                "CGRect(origin: CGPoint(x: 20.0, y: 30.0), size: CGSize(width: 10.0, height: 20.0))"
            ])
        _ = h.ok("made.frame.size.height = 60")
        #expect(h.ok("print(made.bounds.height, made.frame.maxY)") == ["60.0 90.0"])
        #expect(h.error("logo.frame = 3").contains("frame is a CGRect, found Int"))
    }

    /// UIKit sizes a table header or footer from its view's frame when it is assigned: a view made and framed
    /// before (WireGuard frames its logo, 2fas' footer frames itself), whatever expression assigns it.
    @Test func aTableFooterIsAsTallAsItsViewsFrame() {
        var h = Harness()
        _ = h.ok(
            """
            device iPhone15
            final class Footer: UIView {
                override init(frame: CGRect) { super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 80)) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class VC: UITableViewController {
                let footer = Footer()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let logo = UIView()
                    logo.frame = CGRect(x: 0, y: 0, width: 66, height: 66)
                    tableView.tableHeaderView = logo
                    tableView.tableFooterView = footer
                    tableView.rowHeight = 44
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
            }
            let vc = VC(style: .plain)
            vc.loadViewIfNeeded()
            """)
        // 66 + 2 x 44 + 80.
        #expect(h.ok("contentSize") == ["contentSize: 393 x 234"])
        let frames = h.ok("frames")
        #expect(
            frames.contains { $0.hasPrefix("supplementary tableFooterView") && $0.hasSuffix("154    393      80  0") })
        // A view whose frame the playground cannot know (made by a nib) is still an error, not a guess.
        _ = h.ok("class Nib: UIView { required init?(coder: NSCoder) { super.init(coder: coder) } }")
        _ = h.run("vc.tableView.tableFooterView = Nib(coder: NSCoder())")
        #expect(h.error("frames").contains("a view whose height the playground does not know"))
    }

    /// A table view's layout margins are the device's with the safe area, as a collection view's are
    /// (WireGuard places its footer by `tableView.layoutMargins.bottom`).
    @Test func aTableViewsLayoutMarginsAreTheDevices() {
        var h = Harness()
        _ = h.ok("device iPhone15")
        _ = h.ok("let tableView = UITableView(frame: .zero, style: .grouped)")
        #expect(h.ok("print(tableView.layoutMargins.left, tableView.layoutMargins.bottom)") == ["16.0 34.0"])
        #expect(h.ok("print(tableView.directionalLayoutMargins.trailing)") == ["16.0"])
    }

    /// UIKit's plain views made in code keep their frame too (`UIScrollView(frame:)`, XLPagerTabStrip's container);
    /// a frame UIKit would change by the view's content or Auto Layout (`sizeToFit()`, leaving the autoresizing
    /// mask out) is forgotten, so reading it is an error rather than a stale number.
    @Test func viewsMadeInCodeKeepTheirFrameUntilUIKitSizesThem() {
        var h = Harness()
        _ = h.ok("let container = UIScrollView(frame: CGRect(x: 0, y: 102, width: 393, height: 715))")
        #expect(h.ok("print(container.bounds.size.width, container.frame.minY)") == ["393.0 102.0"])
        _ = h.run("let label = UILabel()")
        _ = h.run("label.frame = CGRect(x: 0, y: 0, width: 10, height: 10)")
        #expect(h.ok("print(label.frame.width)") == ["10.0"])
        _ = h.run("label.sizeToFit()")
        #expect(h.error("let w = label.frame.width + 1").contains("'UILabel.frame.width' is not modelled"))
        _ = h.run("container.translatesAutoresizingMaskIntoConstraints = false")
        #expect(h.error("let w = container.bounds.width + 1").contains("is not modelled"))
    }

    /// Observers added to a UIKit superclass's property (`override var collectionViewLayout: UICollectionViewLayout {
    /// didSet { ... } }`, Gemini's collection view) run after UIKit's setter, which installs the layout.
    @Test func anOverridingObserverKeepsUIKitsSetter() {
        var h = Harness()
        _ = h.run(
            """
            device iPhone15
            final class Items: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell { UICollectionViewCell() }
            }
            final class Observing: UICollectionView {
                var changes = 0
                override var collectionViewLayout: UICollectionViewLayout { didSet { changes += 1 } }
            }
            let items = Items()
            let cv = Observing(frame: .zero, collectionViewLayout: UICollectionViewLayout())
            cv.dataSource = items
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 100)
            """)
        _ = h.run("cv.collectionViewLayout = flow")
        #expect(h.ok("print(cv.changes)") == ["1"])
        #expect(h.ok("contentSize") == ["contentSize: 393 x 100"])
    }

    /// `extension Int` adds to Int (its members were filed under the script dialect's number type, Double, and
    /// no Int had them); CGFloat's and Double's stay theirs.
    @Test func anExtensionOfIntAddsToInt() {
        var h = Harness()
        _ = h.ok(
            """
            extension Int {
                var cgFloat: CGFloat { CGFloat(self) }
                func twice() -> Int { self * 2 }
                static let gap = 8
            }
            extension CGFloat { var half: CGFloat { self / 2 } }
            enum Constant { static let zero = 0 }
            """)
        #expect(
            h.ok("print(3.cgFloat, Constant.zero.cgFloat, 4.twice(), Int.gap, CGFloat(12).half)") == [
                "3.0 0.0 8 8 6.0"
            ])
        #expect(h.error("print(2.5.twice())").contains("has no"))
    }

    /// A subject made with `.init()` from its declared type (`let subject: PassthroughSubject<Int, Never> =
    /// .init()`) is the subject: what it is sent reaches its subscribers.
    @Test func aSubjectMadeWithInitFromItsDeclaredType() {
        var h = Harness()
        _ = h.ok(
            """
            import Combine
            final class Box {
                let subject: PassthroughSubject<Int, Never> = .init()
                let current: CurrentValueSubject<Int, Never> = .init(3)
                var got: [Int] = []
                var subscriptions = Set<AnyCancellable>()
                func go() {
                    subject.sink { [weak self] in self?.got.append($0) }.store(in: &subscriptions)
                    current.sink { [weak self] in self?.got.append($0) }.store(in: &subscriptions)
                    subject.send(5)
                }
            }
            let box = Box()
            """)
        _ = h.run("box.go()")
        #expect(h.ok("print(box.got)") == ["[3, 5]"])
    }
}
