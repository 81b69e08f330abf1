import Testing

@testable import PlaygroundScript

/// Stops found by pasting real files whole: Swift they use on the way from their data to the screen.
@Suite struct RealFileStops14Tests {
    /// An initializer named without calling it is a function: `map(Item.init)` with the type's only
    /// initializer of that arity (a struct's memberwise one, an enum's `rawValue:`), the labels written
    /// (`init(rawValue:)`), a standard type's (`String.init`, `Int.init` of a string, failable).
    @Test func initializersPassedAsFunctions() {
        var h = Harness()
        _ = h.ok(
            """
            struct Row: Hashable { let n: Int; init(_ n: Int) { self.n = n * 10 } }
            struct Tag: Hashable { let name: String }
            struct Pair { let a: Int; let b: Int }
            enum Kind: Int { case list, grid }
            """)
        #expect(h.ok("print([1, 2].map(Row.init).map(\\.n))") == ["[10, 20]"])
        #expect(h.ok("print([\"a\"].map(Tag.init).map(\\.name))") == ["[\"a\"]"])
        #expect(h.ok("print(zip([1, 2], [3, 4]).map(Pair.init).map(\\.b))") == ["[3, 4]"])
        #expect(
            h.ok("print([0, 1, 7].compactMap(Kind.init(rawValue:)).count, [1].compactMap(Kind.init).count)") == ["2 1"])
        #expect(h.ok("print([1, 2].map(String.init), [\"4\", \"x\"].compactMap(Int.init))") == ["[\"1\", \"2\"] [4]"])
        #expect(h.ok("print([3].map(String.init(describing:)))") == ["[\"3\"]"])
        // A reference is a value: kept, then called.
        _ = h.ok("let make = Row.init")
        #expect(h.ok("print(make(4).n)") == ["40"])
    }

    /// A reference whose call is wrong is an error at the reference, as Swift's would be at compile time.
    @Test func aWrongReferenceIsLocatedAtIt() {
        var h = Harness()
        _ = h.ok("struct Tag { let name: String }")
        let message = h.error("let tags = [1].map(Tag.init(title:))")
        #expect(message.contains("'title:'"))
        let (_, diagnostics) = h.run("print(tags)")
        #expect(diagnostics.first?.contains("cannot find 'tags'") == true)
    }

    /// A method named without calling it: a subject's `send` (`sink(receiveValue: subject.send)` forwards
    /// every value), an unmodelled view's method (inert, named in a note); not a struct's mutating method.
    @Test func methodsPassedAsFunctions() {
        var h = Harness()
        _ = h.ok(
            """
            import Combine
            let input = PassthroughSubject<Int, Never>()
            let output = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            let forward = input.sink(receiveValue: output.send)
            let keep = output.sink { received.append($0) }
            """)
        _ = h.ok("input.send(4)")
        _ = h.ok("input.send(5)")
        #expect(h.ok("print(received)") == ["[4, 5]"])
        // A struct's mutating method cannot be named without calling it, as in Swift.
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<Int, String>()")
        #expect(
            h.error("[[0]].forEach(snapshot.appendSections)").contains(
                "partial application of 'mutating' method is not allowed"))
        let (_, notes) = h.runWithoutErrors("let v = UIView(); [UILabel(), UILabel()].forEach(v.addSubview)")
        #expect(notes.contains { $0.contains("'UIView.addSubview'") })
    }

    /// A program's own `extension Publisher` operator runs on a pipeline and on a subject, with `self` the
    /// publisher (`map` unqualified inside it is `self.map`).
    @Test func aPublisherExtensionOperatorRuns() {
        var h = Harness()
        _ = h.ok(
            """
            import Combine
            extension Publisher {
                func tenfold() -> AnyPublisher<Int, Failure> where Output == Int {
                    map { $0 * 10 }.eraseToAnyPublisher()
                }
            }
            let subject = PassthroughSubject<Int, Never>()
            var got: [Int] = []
            let a = subject.tenfold().sink { got.append($0) }
            let b = subject.map { $0 + 1 }.tenfold().sink { got.append($0) }
            """)
        _ = h.ok("subject.send(2)")
        #expect(h.ok("print(got)") == ["[20, 30]"])
    }

    /// A collection view Auto Layout pins to the safe area is the screen less the safe area: a fractional height is
    /// of that (759 on iPhone 15), a note gives the size; written from the guide's side too, with a constant; kept
    /// through a rotation (the sides pinned to the view span the width) and another device. An edge pinned to
    /// another view is named in a note.
    @Test func aCollectionViewPinnedToTheSafeArea() {
        func script(_ constraints: String) -> String {
            """
            final class Pinned: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(
                    section: NSCollectionLayoutSection(group: .horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
                        subitems: [NSCollectionLayoutItem(layoutSize: .init(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))))
                var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(collectionView)
                    NSLayoutConstraint.activate([\(constraints)])
                    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in
                        UICollectionViewCell()
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                    snapshot.appendSections([0])
                    snapshot.appendItems([1, 2])
                    dataSource.apply(snapshot)
                }
            }
            let vc = Pinned()
            vc.loadViewIfNeeded()
            """
        }
        var h = Harness()
        _ = h.ok("device iPhone15")
        let safe = h.runWithoutErrors(
            script(
                """
                collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: collectionView.trailingAnchor),
                view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: collectionView.bottomAnchor, constant: 10)
                """))
        #expect(
            safe.diagnostics.contains {
                $0.contains(
                    "Auto Layout places the collection view at (0, 59) on the 393 x 852 screen: it is 393 x 749")
            })
        #expect(h.ok("print(vc.collectionView.bounds.height, environment.height)") == ["749.0 749.0"])
        #expect(h.ok("frames").contains { $0.hasPrefix("cell") && $0.contains(" 374.333 ") })
        #expect(h.ok("rotate") == ["landscape: 852 x 362"])
        _ = h.ok("device iPhone15")
        #expect(h.ok("print(environment.height)") == ["749.0"])

        var other = Harness()
        _ = other.ok("device iPhone15")
        let unsolved = other.runWithoutErrors(
            script("collectionView.topAnchor.constraint(equalTo: UILabel().bottomAnchor)"))
        #expect(
            unsolved.diagnostics.contains {
                $0.contains(
                    "the collection view is constrained to 'UILabel.bottomAnchor', which the playground does not solve")
            })
        #expect(other.ok("print(environment.height)") == ["852.0"])
    }

    /// A switch over a value the playground does not model is an error where a case needs it (it took the
    /// `@unknown default` branch, a guess); a UIKit case written out is that case; the layout direction is
    /// left to right, as the playground lays out.
    @Test func aSwitchNeedsItsSubjectsValue() {
        var h = Harness()
        let message = h.error(
            """
            switch UIApplication.shared.applicationState {
            case .active: print("active")
            @unknown default: fatalError()
            }
            """)
        #expect(message.contains("'UIApplication.shared.applicationState' is not modelled by the playground"))
        #expect(message.contains("the switch needs its value to choose a case"))
        _ = h.ok(
            """
            func direction(_ d: UIUserInterfaceLayoutDirection) -> String {
                switch d {
                case .leftToRight: return "ltr"
                case .rightToLeft: return "rtl"
                @unknown default: return "unknown"
                }
            }
            """)
        #expect(h.ok("print(direction(UIApplication.shared.userInterfaceLayoutDirection))") == ["ltr"])
        #expect(
            h.runWithoutErrors("let d = UIUserInterfaceLayoutDirection.rightToLeft; print(direction(d))").out == ["rtl"]
        )
    }

    /// Small Swift and UIKit a real file reads on its way: Core Graphics' `equalTo(_:)`, the fixed-width integers'
    /// bounds, an optional tuple's element, a subscript through an optional chain, a forced cast of nil to an
    /// optional type, a scroll view's switches before they are set, the template Info.plist.
    @Test func smallSwiftAndUIKitReads() {
        var h = Harness()
        #expect(
            h.ok("print(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)), CGRect.zero.equalTo(.zero))")
                == ["true true"])
        #expect(h.ok("print(Int16.max, UInt8.max, Int32.min)") == ["32767 255 -2147483648"])
        _ = h.ok("var animator: (String, Bool)? = (\"card\", true)")
        #expect(h.ok("print(animator?.0 ?? \"none\")") == ["card"])
        _ = h.ok("animator = nil")
        #expect(h.ok("print(animator?.0 ?? \"none\")") == ["none"])
        _ = h.ok("let info: [String: Any]? = nil")
        #expect(h.ok("print(info?[\"a\"] as? String ?? \"nil\")") == ["nil"])
        _ = h.ok("let n: Any? = nil")
        #expect(h.ok("print((n as! String?) == nil)") == ["true"])
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())")
        #expect(h.ok("print(cv.isPagingEnabled, cv.decelerationRate == .normal)") == ["false true"])
        h.runWithoutErrors("cv.isPagingEnabled = true")
        #expect(h.runWithoutErrors("print(cv.isPagingEnabled)").out == ["true"])
        let (out, notes) = h.runWithoutErrors(
            "print(Bundle.main.infoDictionary![\"CFBundleShortVersionString\"] as! String, Bundle.main.bundleIdentifier!)"
        )
        #expect(out == ["1.0 com.example.App"])
        #expect(notes.contains { $0.contains("the Info.plist of Xcode's app template") })
    }

    /// A vertical flow layout reads only a header's height: a width of `UIView.noIntrinsicMetric` is no error.
    @Test func aHeaderWidthAVerticalFlowLayoutIgnores() {
        let (out, diagnostics) = checkedTranscript(
            """
            class VC: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
                func collectionView(
                    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                    referenceSizeForHeaderInSection section: Int
                ) -> CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 30) }
            }
            let vc = VC(collectionViewLayout: UICollectionViewFlowLayout())
            vc.loadViewIfNeeded()
            frames
            """)
        #expect(diagnostics.isEmpty)
        #expect(out.contains { $0.hasPrefix("supplementary") && $0.contains(" 393 ") && $0.contains(" 30 ") })
    }

    /// A UICollectionViewController's `collectionViewLayout` is its collection view's layout: sizes set through it
    /// (in `viewDidLayoutSubviews`) are the flow layout's on screen; a flow layout subclass's `itemSize` getter is
    /// what UIKit reads.
    @Test func aControllersLayoutAndASubclassesItemSizeGetter() {
        let (out, diagnostics) = checkedTranscript(
            """
            final class Photos: UICollectionViewController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let layout = collectionViewLayout as! UICollectionViewFlowLayout
                    layout.minimumInteritemSpacing = 3
                    layout.itemSize = CGSize(width: 96, height: 96)
                }
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            }
            let vc = Photos(collectionViewLayout: UICollectionViewFlowLayout())
            vc.loadViewIfNeeded()
            frames
            """)
        #expect(!diagnostics.contains { $0.hasPrefix("error") })
        #expect(out.filter { $0.hasPrefix("cell") && $0.contains(" 96 ") }.count == 5)
        #expect(out.contains { $0.hasPrefix("cell  [0, 4]") && $0.contains(" 106 ") })

        let columns = checkedTranscript(
            """
            class ThreeColumns: UICollectionViewFlowLayout {
                override var itemSize: CGSize {
                    get {
                        guard let collectionView else { return CGSize(width: 10, height: 10) }
                        let width = (collectionView.frame.width - 3) / 3
                        return CGSize(width: width, height: 40)
                    }
                    set {}
                }
            }
            final class Files: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
            }
            let files = Files()
            let cv = UICollectionView(frame: .zero, collectionViewLayout: ThreeColumns())
            cv.dataSource = files
            frames
            """)
        #expect(columns.out.filter { $0.hasPrefix("cell") && $0.contains(" 130 ") && $0.contains(" 40 ") }.count == 3)
    }

    /// Swift picks among a type's initializers and methods as the compiler does: `self.init()` in a class that
    /// declares only `convenience init(inset: CGFloat = 0)` is the inherited `init()` (it recursed), and an
    /// extension's `addSubview(_:with:)` leaves UIKit's `addSubview(_:)` callable.
    @Test func overloadsChosenAsSwiftChooses() {
        var h = Harness()
        _ = h.ok(
            """
            class Base { var log: [String] = []; init() { log.append("base") } }
            class Inset: Base {
                var inset = 0.0
                convenience init(inset: Double = 2) { self.init(); self.inset = inset; log.append("inset") }
            }
            class Spacing: UICollectionViewFlowLayout {
                var spacing = 0.0
                convenience init(spacing: Double = 0) { self.init(); self.spacing = spacing }
            }
            """)
        #expect(h.ok("let i = Inset(); print(i.inset, i.log)") == ["2.0 [\"base\", \"inset\"]"])
        #expect(h.ok("print(Spacing(spacing: 8).spacing)") == ["8.0"])
        _ = h.ok(
            """
            extension UIView {
                func addSubview(_ v: UIView, with constraints: [NSLayoutConstraint]) {
                    addSubview(v)
                    print("with", constraints.count)
                }
            }
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(UILabel())
                    view.addSubview(UILabel(), with: [])
                }
            }
            """)
        #expect(h.runWithoutErrors("Screen().loadViewIfNeeded()").out == ["with 0"])
    }

    /// A UICollectionView subclass inherits `dataSource` (nil until set) and, made by a storyboard, a
    /// `collectionViewLayout` (the storyboard's flow layout).
    @Test func aCollectionViewSubclassesInheritedMembers() {
        var h = Harness()
        _ = h.ok(
            """
            final class Bar: UICollectionView {
                var isFlow = false
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    isFlow = collectionViewLayout is UICollectionViewFlowLayout
                }
            }
            """)
        let (out, _) = h.runWithoutErrors("let bar = Bar(coder: NSCoder())!; print(bar.isFlow, bar.dataSource == nil)")
        #expect(out == ["true true"])
    }

    /// Swift's type context reaches further: an assignment's declared type is the element type of a `map`'s
    /// closure (`rows = xs.map { .product($0) }` with two enums having `product`), a leading-dot member's subscript
    /// is the contextual type's (`.all[1]`, SE-0287), and a builder's `buildFinalResult` is the overload that
    /// returns the function's type (SE-0289).
    @Test func theTypeContextOfAssignmentsChainsAndBuilders() {
        var h = Harness()
        _ = h.ok(
            """
            enum Row: Hashable { case product(Int) }
            enum Section: Hashable { case product }
            final class Holder {
                var rows: [Row] = []
                func fill() { rows = [1, 2, 3].compactMap { $0 > 1 ? .product($0) : nil } }
            }
            struct Option { let name: String; static let all = [Option(name: "a"), Option(name: "b")] }
            struct Wrapped { let values: [Int] }
            @resultBuilder
            struct IntsBuilder {
                static func buildBlock(_ parts: Int...) -> [Int] { parts }
                static func buildFinalResult(_ parts: [Int]) -> [Int] { parts }
                static func buildFinalResult(_ parts: [Int]) -> Wrapped { Wrapped(values: parts.reversed()) }
            }
            @IntsBuilder func wrapped() -> Wrapped {
                1
                2
            }
            @IntsBuilder func plain() -> [Int] {
                1
                2
            }
            """)
        _ = h.ok("let holder = Holder(); holder.fill()")
        #expect(h.ok("print(holder.rows.count)") == ["2"])
        #expect(h.ok("let chosen: Option = .all[1]; print(chosen.name)") == ["b"])
        #expect(h.ok("print(wrapped().values, plain())") == ["[2, 1] [1, 2]"])
    }

    /// Setting a property inside its own `didSet` on another instance runs that instance's observer (on `self` it
    /// does not, as in Swift).
    @Test func anObserverSettingAnotherInstance() {
        var h = Harness()
        _ = h.ok(
            """
            final class Box {
                var next: Box?
                var value = 0 {
                    didSet {
                        print("didSet", value)
                        next?.value = value + 1
                        if value > 100 { value = 100 }
                    }
                }
            }
            let a = Box()
            let b = Box()
            a.next = b
            """)
        #expect(h.ok("a.value = 1") == ["didSet 1", "didSet 2"])
        #expect(h.ok("b.value = 500; print(b.value)") == ["didSet 500", "100"])
    }

    /// The program's property wrappers (SE-0258): made with the attribute's arguments and `wrappedValue:` from
    /// the initial value; `n` reads and writes the wrapper's `wrappedValue`, `$n` is its `projectedValue`, `_n`
    /// the wrapper; in structs and classes, a class wrapper shared, a wrapper without an initial value made
    /// when the property is first set.
    @Test func propertyWrappers() {
        var h = Harness()
        _ = h.ok(
            """
            @propertyWrapper struct Clamped {
                var value: Int
                let range: ClosedRange<Int>
                init(wrappedValue: Int, _ range: ClosedRange<Int>) {
                    self.range = range
                    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
                }
                var wrappedValue: Int {
                    get { value }
                    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
                }
                var projectedValue: String { "within \\(range)" }
            }
            @propertyWrapper final class Setting<Value> {
                let key: String
                var stored: Value
                init(key: String, defaultValue: Value) { self.key = key; stored = defaultValue }
                var wrappedValue: Value {
                    get { stored }
                    set { stored = newValue; UserDefaults.standard.set(newValue, forKey: key) }
                }
            }
            @propertyWrapper struct Trimmed {
                private var text = ""
                var wrappedValue: String {
                    get { text }
                    set { text = newValue.trimmingCharacters(in: .whitespaces) }
                }
                init(wrappedValue: String) { self.wrappedValue = wrappedValue }
            }
            struct Volume { @Clamped(0...10) var level: Int = 15 }
            final class Store {
                @Setting(key: "columns", defaultValue: 2) var columns: Int
                @Trimmed var title: String
                init() { title = "  Photos  " }
                func widen() { columns += 1 }
            }
            """)
        _ = h.ok("var volume = Volume()")
        #expect(h.ok("print(volume.level, volume.$level)") == ["10 within 0...10"])
        _ = h.ok("volume.level = -4")
        #expect(h.ok("print(volume.level, volume._level.range)") == ["0 0...10"])
        _ = h.ok("let store = Store()")
        #expect(h.ok("print(store.columns, store.title)") == ["2 Photos"])
        _ = h.ok("store.widen()")
        #expect(
            h.runWithoutErrors("print(store.columns, UserDefaults.standard.integer(forKey: \"columns\"))").out == [
                "3 3"
            ])
    }

    /// Foundation's own `value(forKey:)` inside the program's generic `value<T>(forKey:)` of `extension UserDefaults`
    /// (Swift prefers the non-generic method; it recursed), `dictionaryRepresentation()`, `.standard` where
    /// UserDefaults is the context, and Combine's `assign(to:on:)` with a key path passed in (what a
    /// `PassthroughSubject<Mode, Never>` is sent is read as a Mode: `.grid` prints as `grid`).
    @Test func userDefaultsExtensionsAndAKeyPathPassedIn() {
        var h = Harness()
        _ = h.ok(
            """
            import Combine
            extension UserDefaults {
                func value<T: RawRepresentable>(forKey key: String) -> T? {
                    guard let raw = value(forKey: key) as? T.RawValue else { return nil }
                    return T(rawValue: raw)
                }
            }
            enum Mode: String { case list, grid }
            final class Prefs {
                var storage: UserDefaults = .standard
                var mode: Mode = .list
            }
            """)
        _ = h.runWithoutErrors("UserDefaults.standard.set(\"grid\", forKey: \"mode\")")
        _ = h.ok("let prefs = Prefs()")
        #expect(
            h.runWithoutErrors("let m: Mode = prefs.storage.value(forKey: \"absent\") ?? .list; print(m)").out == [
                "list"
            ])
        #expect(h.ok("print(UserDefaults.standard.dictionaryRepresentation().keys.sorted())") == ["[\"mode\"]"])
        _ = h.ok(
            """
            func bind<T>(_ publisher: AnyPublisher<T, Never>, to keyPath: ReferenceWritableKeyPath<Prefs, T>, on object: Prefs) -> AnyCancellable {
                publisher.assign(to: keyPath, on: object)
            }
            let subject = PassthroughSubject<Mode, Never>()
            let binding = bind(subject.eraseToAnyPublisher(), to: \\.mode, on: prefs)
            """)
        _ = h.ok("subject.send(.grid)")
        #expect(h.ok("print(prefs.mode)") == ["grid"])
    }

    /// Loading a view connects each `@IBOutlet` through its setter, so its `didSet` runs (a collection view outlet
    /// becomes this controller's data source there); a convenience initializer the program's extension adds to
    /// UICollectionView makes the collection view UIKit's `init(frame:collectionViewLayout:)` makes; its layout
    /// direction is left to right.
    @Test func outletObserversAndAnExtensionsConvenienceInitializer() {
        let outlet = checkedTranscript(
            """
            final class Pager: UIViewController {
                @IBOutlet private weak var collectionView: UICollectionView! {
                    didSet { collectionView.dataSource = self }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 100, height: 60)
                    collectionView.collectionViewLayout = flow
                }
            }
            extension Pager: UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
            }
            let pager = Pager()
            pager.loadViewIfNeeded()
            frames
            """)
        #expect(!outlet.diagnostics.contains { $0.hasPrefix("error") })
        #expect(outlet.out.filter { $0.hasPrefix("cell") && $0.contains(" 100 ") && $0.contains(" 60 ") }.count == 2)

        let convenience = checkedTranscript(
            """
            extension UICollectionView {
                convenience init(frame: CGRect = .zero, centeredFlowLayout: UICollectionViewFlowLayout) {
                    self.init(frame: frame, collectionViewLayout: centeredFlowLayout)
                }
            }
            final class Numbers: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
            }
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 120, height: 80)
            let numbers = Numbers()
            let cv = UICollectionView(centeredFlowLayout: flow)
            cv.dataSource = numbers
            print(cv.effectiveUserInterfaceLayoutDirection == .leftToRight)
            frames
            """)
        #expect(convenience.diagnostics.isEmpty)
        #expect(convenience.out.first == "true")
        #expect(convenience.out.filter { $0.hasPrefix("cell") && $0.contains(" 120 ") }.count == 3)
    }

    /// `addSubview(v)` written without `self.` inside an extension of UIView that adds `addSubview(_:with:)`, run on a
    /// view of the program's class: UIKit's own method (it called the extension's and missed `with:`).
    @Test func anUnqualifiedUIKitMethodBesideAnExtensionOverload() {
        var h = Harness()
        _ = h.ok(
            """
            extension UIView {
                func addSubview(_ v: UIView, with constraints: [NSLayoutConstraint]) {
                    addSubview(v)
                    NSLayoutConstraint.activate(constraints)
                }
            }
            final class Badge: UIView {
                let label = UILabel()
                func build() { addSubview(label, with: []); print("built") }
            }
            """)
        #expect(h.runWithoutErrors("Badge(frame: .zero).build()").out == ["built"])
    }

    /// A keyword used as a name in backticks (`` `default` ``) is that name; Combine's `receive(on:)` is Combine's
    /// next to the program's own type named `Publisher` (nested in an extension) with `receive(subscriber:)`.
    @Test func backtickedNamesAndCombinesOwnOperators() {
        var h = Harness()
        h.runWithoutErrors(
            """
            import Combine
            struct Fallback<T> {
                let defaultValue: T
                init(default: T) { self.defaultValue = `default` }
            }
            extension UIGestureRecognizer {
                struct Publisher<G>: Combine.Publisher where G: UIGestureRecognizer {
                    typealias Output = G
                    typealias Failure = Never
                    func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == G {}
                }
            }
            let flag = CurrentValueSubject<Bool, Never>(false)
            var seen: [Bool] = []
            let c = flag.receive(on: DispatchQueue.main).sink { seen.append($0) }
            """)
        #expect(h.ok("print(Fallback(default: 7).defaultValue)") == ["7"])
        _ = h.ok("flag.send(true)")
        #expect(h.ok("print(seen)") == ["[false, true]"])
    }

    /// A UITableViewController kept in a property and never shown does not take the screen from the
    /// UICollectionViewController whose view is loaded (its grouped table was what `frames` listed).
    @Test func aTableControllerNeverShownLeavesTheScreen() {
        let (out, diagnostics) = checkedTranscript(
            """
            final class Settings: UITableViewController {
                convenience init() { self.init(style: .grouped) }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            }
            final class Products: UICollectionViewController {
                let settings = Settings()
                convenience init() {
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 150, height: 230)
                    self.init(collectionViewLayout: flow)
                }
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            }
            let products = Products()
            products.loadViewIfNeeded()
            frames
            """)
        #expect(!diagnostics.contains { $0.hasPrefix("error") })
        #expect(out.filter { $0.hasPrefix("cell") && $0.contains(" 150 ") && $0.contains(" 230 ") }.count == 3)
    }
}
