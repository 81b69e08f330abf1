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

    /// A controller a navigation controller shows is under its bar, which is part of its safe area: 44 points
    /// more at the top of an iPhone 15 (103), 96 with large titles, 32 in landscape; none when it is hidden; an
    /// opaque bar puts the controller's view below it. A collection view pinned to the safe area starts below it.
    @Test func theNavigationBarIsInTheSafeArea() {
        var h = Harness()
        _ = h.run(
            """
            device iPhone15
            final class Screen: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(collectionView)
                    collectionView.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        collectionView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                        collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            let screen = Screen()
            let nav = UINavigationController(rootViewController: screen)
            nav.loadViewIfNeeded()
            """)
        func environment(_ h: inout Harness) -> [String] {
            h.ok("environment").filter { $0.hasPrefix("containerSize") || $0.hasPrefix("navigationBar") }
        }
        #expect(environment(&h) == ["containerSize: 393 x 715", "navigationBar: 44 pt, in the safe area"])
        _ = h.run("nav.navigationBar.prefersLargeTitles = true")
        #expect(
            environment(&h) == ["containerSize: 393 x 663", "navigationBar: 96 pt, large titles, in the safe area"])
        _ = h.run("nav.setNavigationBarHidden(true, animated: false)")
        #expect(environment(&h) == ["containerSize: 393 x 759"])
        _ = h.run("nav.isNavigationBarHidden = false")
        _ = h.run("nav.navigationBar.isTranslucent = false")
        _ = h.run("nav.navigationBar.prefersLargeTitles = false")
        #expect(
            environment(&h) == [
                "containerSize: 393 x 715", "navigationBar: 44 pt, opaque: the controller's view is below it",
            ])
        _ = h.ok("rotate")
        #expect(
            environment(&h) == [
                "containerSize: 852 x 340", "navigationBar: 32 pt, opaque: the controller's view is below it",
            ])
    }

    /// A UICollectionViewController in a navigation controller rests below the bar: its content offset is minus
    /// the safe area's top, status bar and navigation bar.
    @Test func aListUnderTheNavigationBarRestsBelowIt() {
        var h = Harness()
        _ = h.run(
            """
            device iPhone15
            let list = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
            let nav = UINavigationController(rootViewController: list)
            nav.loadViewIfNeeded()
            """)
        let env = h.ok("environment")
        #expect(env.contains("contentOffset: (x: 0, y: -103)"), "\(env)")
        #expect(env.contains("safeAreaInsets: UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)"), "\(env)")
    }

    /// Small things of Swift, Foundation and UIKit that real files use on the way: `Void()`, Dispatch's
    /// `dispatchPrecondition` and `queue.sync { }` (the work runs now and gives sync's value), a launch with no
    /// arguments, the screen's refresh rate by device, UIFont's standard sizes, `Date.distantPast` as Foundation
    /// prints it, `CGRect.null`.
    @Test func swiftAndFoundationOnTheWay() {
        var h = Harness()
        _ = h.run("let queue = DispatchQueue(label: \"cache\")")
        #expect(h.ok("print(queue.sync { 2 + 3 })") == ["5"])
        _ = h.run("dispatchPrecondition(condition: .notOnQueue(queue))")
        #expect(h.ok("print(Void(), [Void()].count)") == ["() 1"])
        _ = h.run("let launched = ProcessInfo.processInfo.arguments")
        #expect(h.ok("print(launched.contains(\"-uiTesting\"), launched.count)") == ["false 1"])
        _ = h.ok("device iPhone15Pro")
        #expect(h.ok("print(UIScreen.main.maximumFramesPerSecond)") == ["120"])
        _ = h.ok("device iPhone15")
        _ = h.run("func rate(_ screen: UIScreen?) -> Int? { screen?.maximumFramesPerSecond }")
        #expect(h.ok("print(rate(.main) ?? 0, -UIFont.systemFontSize / 4)") == ["60 -3.5"])
        #expect(h.ok("print(Date.distantPast)") == ["0001-01-01 00:00:00 +0000"])
        #expect(h.ok("print(CGRect.null.isNull, CGRect.null.width)") == ["true 0.0"])
    }

    /// An implicit member takes its type from where it goes: the optional on the left of `??` (`date ??
    /// .distantPast`), the layout a collection view controller is made with (`.createGridLayout()` of the program's
    /// `extension UICollectionViewLayout`); in an inert UIKit initializer it is inert too.
    @Test func implicitMembersTakeTheirTypeFromWhereTheyGo() {
        var h = Harness()
        _ = h.ok(
            """
            struct Group { let name: String; var last: Date? }
            let groups = [Group(name: "a", last: nil), Group(name: "b", last: Date(timeIntervalSince1970: 100))]
            """)
        #expect(
            h.ok("print(groups.sorted { $0.last ?? .distantPast > $1.last ?? .distantPast }.map(\\.name))") == [
                "[\"b\", \"a\"]"
            ])
        _ = h.run(
            """
            device iPhone15
            extension UICollectionViewLayout {
                static func grid() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5),
                        heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                        heightDimension: .absolute(100)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            final class Grid: UICollectionViewController {
                init() { super.init(collectionViewLayout: .grid()) }
                required init?(coder: NSCoder) { fatalError() }
            }
            let grid = Grid()
            let item = UIBarButtonItem(image: .init(systemName: "gearshape"), style: .plain, target: nil, action: nil)
            """)
        #expect(h.ok("print(grid.collectionViewLayout is UICollectionViewCompositionalLayout)") == ["true"])
    }

    /// A spinner made with its style is as large as its indicator: a 20-point table footer.
    @Test func aSpinnerFooterIsAsTallAsItsStyle() {
        var h = Harness()
        _ = h.run(
            """
            device iPhone15
            let table = UITableView(frame: .zero, style: .plain)
            table.rowHeight = 50
            let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in UITableViewCell() }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2])
            source.apply(snapshot)
            table.tableFooterView = UIActivityIndicatorView(style: .medium)
            """)
        #expect(h.ok("contentSize") == ["contentSize: 393 x 120"])
    }

    /// A string's UTF-8 view is its bytes: `utf8.count`, `Array(s.utf8)`, `String(decoding:as: UTF8.self)` (an
    /// ill-formed byte is U+FFFD), and `StaticString.withUTF8Buffer`, through which Celestia reads every key.
    @Test func aStringsUTF8Bytes() {
        var h = Harness()
        _ = h.ok(
            """
            func key(_ k: StaticString) -> String { k.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
            """)
        #expect(
            h.ok("print(\"héllo\".utf8.count, Array(\"hi\".utf8), key(\"Frame Rate\"))") == [
                "6 [104, 105] Frame Rate"
            ])
        #expect(h.ok("print(String(decoding: [104, 105, 255], as: UTF8.self))") == ["hi\u{FFFD}"])
        #expect(h.error("print(String(decoding: [1], as: UTF16.self))").contains("decodes UTF-8 only"))
    }

    /// iCloud's key-value store starts empty, as UserDefaults does, and is a store of its own.
    @Test func iCloudsKeyValueStoreStartsEmpty() {
        var h = Harness()
        _ = h.ok("let store = NSUbiquitousKeyValueStore.default")
        let (out, notes) = h.run("print(store.data(forKey: \"accounts\") == nil, store.bool(forKey: \"on\"))")
        #expect(out == ["true false"])
        #expect(notes.first?.contains("iCloud's key-value store starts empty") == true, "\(notes)")
        _ = h.ok("store.set(3, forKey: \"n\")")
        #expect(h.ok("print(store.longLong(forKey: \"n\"), store.synchronize())") == ["3 true"])
        #expect(h.run("print(UserDefaults.standard.integer(forKey: \"n\"))").out == ["0"])
    }

    /// A static method the program's extension adds to a type of a module the playground does not model
    /// (Santander's `extension UTType { static func audioTypes() }`) runs, as the type's other members stay inert.
    @Test func anExtensionsStaticMethodOfAnUnmodelledType() {
        var h = Harness()
        _ = h.run(
            """
            import UniformTypeIdentifiers
            extension UTType {
                static func audioTypes() -> [UTType] { [.mp3, .aiff, .wav] }
                static func named(_ n: String) -> String { "type " + n }
            }
            """)
        #expect(h.run("print(UTType.audioTypes().count, UTType.named(\"a\"))").out == ["3 type a"])
    }

    /// Combine's subjects and `AnyPublisher` written as types are the ones the playground models: no note calls
    /// them ignored.
    @Test func combineTypesWrittenInAnnotationsAreNotIgnored() {
        var h = Harness()
        _ = h.ok(
            """
            import Combine
            final class Model {
                let subject: PassthroughSubject<Int, Never> = PassthroughSubject<Int, Never>()
                let current: CurrentValueSubject<Int, Never> = .init(1)
                var output: AnyPublisher<Int, Never> { subject.map { $0 * 2 }.eraseToAnyPublisher() }
            }
            let model = Model()
            var got: [Int] = []
            """)
        _ = h.run("let k = model.output.sink { got.append($0) }")
        _ = h.ok("model.subject.send(2)")
        #expect(h.ok("print(got, model.current.value)") == ["[4] 1"])
    }

    /// A collection view rests at its start along its flow layout's axis too: in landscape a horizontal one is
    /// inset by the safe area at the sides (it was taken to scroll vertically, as only a compositional layout's
    /// direction was read).
    @Test func aHorizontalFlowLayoutRestsInsideTheSafeAreaAtItsSides() {
        var h = Harness()
        _ = h.run(
            """
            device iPhone15
            let flow = UICollectionViewFlowLayout()
            flow.scrollDirection = .horizontal
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: flow)
            """)
        _ = h.ok("rotate")
        #expect(h.ok("environment").contains("contentOffset: (x: -59, y: 0)"))
    }
}
