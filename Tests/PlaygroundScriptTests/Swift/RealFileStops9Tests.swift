import Testing

@testable import PlaygroundScript

/// What stopped real files of three sets (cinderella-project/iMast, owncloud, cryptomator, Open Food Facts,
/// WooCommerce, Authenticator, Delta, BijanVan, NSScreencast, TodoList_MVPR): Foundation's URL, Locale and
/// string tables, CGRect's arithmetic, `suffix(from:)`, `capitalized`, `replacingOccurrences`, `#function`,
/// Optional's `map`, initializers a UIKit subclass inherits, a nested type's file-scope alias, extensions of
/// unmodelled types, and Combine operators that leave the values as they are.
@Suite struct RealFileStops9Tests {
    /// Before: `URL(string:)` was inert, so items that differed only in their URL could not be told apart
    /// (iMast's about screen: "the playground cannot tell these items apart"). A URL is now a value with
    /// Foundation's parts, equality and text.
    @Test func aURLIsAValueWithFoundationsParts() {
        let (out, failed, all) = runPasted(
            """
            let u = URL(string: "https://example.com:8080/a/b c.png?x=1#top")!
            print(u, u.host ?? "-", u.port ?? 0, u.path, u.lastPathComponent, u.pathExtension)
            print(u.query ?? "", u.fragment ?? "", u.scheme ?? "", u.pathComponents)
            print(u.deletingLastPathComponent(), u.deletingPathExtension())
            let base = URL(string: "https://api.example.com")!
            print(base.appendingPathComponent("v1").appendingPathComponent("items"), base.appending(path: "v1/x"))
            print(URL(string: "") == nil, URL(string: "https://a.com") == URL(string: "https://a.com"))
            let f = URL(fileURLWithPath: "/tmp/x y.json")
            print(f, f.isFileURL, f.lastPathComponent)
            print(URL(string: "c?q", relativeTo: URL(string: "https://h.com/a/b")!)!)
            struct Link: Hashable { let title: String; let url: URL }
            let links: Set<Link> = [
                Link(title: "a", url: URL(string: "https://a")!), Link(title: "a", url: URL(string: "https://b")!),
                Link(title: "a", url: URL(string: "https://a")!),
            ]
            print(links.count, [URL(string: "https://a")!])
            """)
        #expect(!failed, "\(all)")
        #expect(
            out == [
                "https://example.com:8080/a/b%20c.png?x=1#top example.com 8080 /a/b c.png b c.png png",
                #"x=1 top https ["/", "a", "b c.png"]"#,
                "https://example.com:8080/a/?x=1#top https://example.com:8080/a/b%20c?x=1#top",
                "https://api.example.com/v1/items https://api.example.com/v1/x",
                "true true",
                "file:///tmp/x%20y.json true x y.json",
                "https://h.com/a/c?q",
                "2 [https://a]",
            ])
    }

    /// Before, silent: `let s: Set<Int> = [1, 1, 2]` kept both 1s (found with the URL test's set of links).
    @Test func aSetLiteralHoldsEachElementOnce() {
        var h = Harness()
        h.runWithoutErrors("struct P: Hashable { let a: Int }")
        #expect(h.runWithoutErrors("let s: Set<Int> = [1, 1, 2]; print(s.count)").out == ["2"])
        #expect(h.runWithoutErrors("let t: Set<P> = [P(a: 1), P(a: 1), P(a: 2)]; print(t.count)").out == ["2"])
        #expect(h.runWithoutErrors("let a: [Int] = [1, 1]; print(a.count)").out == ["2"])
    }

    /// A URL made from a value the playground does not model is not modelled either; a wrong argument is an error.
    @Test func aURLOfAnUnmodelledValueStaysUnmodelled() {
        var h = Harness()
        h.runWithoutErrors("let u = URL(string: UIPasteboard.general.string)")
        #expect(h.run("print(u)").out == ["<URL(UIPasteboard.general.string)>"])
        #expect(h.error("let w = URL(string: 3)").contains("URL(string:) takes a String"))
        #expect(h.error("let w = URL(path: \"a\")").contains("URL has no initializer (path:)"))
    }

    /// Before: `Locale.preferredLanguages.first == "en"` and `Bundle.main.localizedString(...)` were unmodelled
    /// values a condition needed (cryptomator). The device is English (United States), and the app has no
    /// strings tables, which a note says once.
    @Test func theDevicesLocaleAndStringsTables() {
        var h = Harness()
        let (out, diags) = h.runWithoutErrors(
            "print(Locale.current.identifier, NSLocale.preferredLanguages.first ?? \"\", Locale.current.languageCode ?? \"\")"
        )
        #expect(out == ["en_US en-US en"])
        #expect(diags.count == 1 && diags[0].contains("English (United States)"), "\(diags)")
        #expect(
            h.runWithoutErrors(#"print(Bundle.main.localizedString(forKey: "k", value: "Hello", table: nil))"#).out
                == ["Hello"])
        #expect(
            h.runWithoutErrors(#"print(String(localized: "Done"), Locale(identifier: "fr_FR").regionCode!)"#).out == [
                "Done FR"
            ])
        #expect(h.run("print(Locale.current.identifier)").diagnostics.isEmpty)
    }

    /// Before: `view.bounds.inset(by: insets).width` stopped at "value of type CGRect has no member 'inset'"
    /// (owncloud). Core Graphics' rectangle arithmetic, a null rectangle included.
    @Test func rectangleArithmetic() {
        let (out, failed, all) = runPasted(
            """
            let r = CGRect(x: 0, y: 0, width: 100, height: 50)
            let a = r.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20))
            print(a.minX, a.minY, a.width, a.height)
            let b = r.insetBy(dx: 5, dy: 5).offsetBy(dx: 1, dy: 2)
            print(b.minX, b.minY, b.width, b.height)
            print(r.insetBy(dx: 60, dy: 0).isNull, r.contains(CGPoint(x: 10, y: 10)), r.contains(CGPoint(x: 100, y: 10)))
            let c = CGRect(x: 50, y: 25, width: 100, height: 100)
            print(r.intersects(c), r.intersection(c).width, r.union(c).height)
            print(r.intersection(CGRect(x: 200, y: 0, width: 1, height: 1)).isNull)
            let (slice, rest) = r.divided(atDistance: 30, from: .minXEdge)
            print(slice.width, rest.minX, CGRect(x: 0.5, y: 0.2, width: 10, height: 10).integral.width)
            """)
        #expect(!failed, "\(all)")
        #expect(
            out == [
                "10.0 5.0 70.0 40.0", "6.0 7.0 90.0 40.0", "true true false", "true 50.0 125.0", "true",
                "30.0 30.0 11.0",
            ])
    }

    /// An unmodelled argument (a view's safe area before layout) gives an unmodelled rectangle, not a guess.
    @Test func aRectangleInsetByAnUnmodelledValueIsUnmodelled() {
        var h = Harness()
        h.runWithoutErrors("let r = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIScreen.main.safeAreaInsets)")
        #expect(h.run("print(r)").out == ["<CGRect.inset(UIScreen.main.safeAreaInsets)>"])
        #expect(h.error("let q = CGRect.zero.inset(by: 3)").contains("inset(by:) takes a UIEdgeInsets"))
    }

    /// Before, silent: `suffix(from: 40)` of 52 elements gave the last 40 (NSScreencast's episodes, grouped by
    /// position). `prefix(upTo:)`, `prefix(through:)` and `suffix(from:)` take a position, and one outside the
    /// array is Swift's trap.
    @Test func prefixAndSuffixByPosition() {
        var h = Harness()
        h.runWithoutErrors("let e = Array(1...52)")
        #expect(h.runWithoutErrors("print(e.suffix(from: 40).count, e.suffix(from: 40).first!)").out == ["12 41"])
        #expect(h.runWithoutErrors("print(Array(e.suffix(from: 10).prefix(30)).last!)").out == ["40"])
        #expect(
            h.runWithoutErrors("print(e.prefix(upTo: 3), e.prefix(through: 3), e.suffix(3))").out == [
                "[1, 2, 3] [1, 2, 3, 4] [50, 51, 52]"
            ])
        #expect(
            h.runWithoutErrors("print(e.prefix(while: { $0 < 4 }), e.drop(while: { $0 < 50 }))").out == [
                "[1, 2, 3] [50, 51, 52]"
            ])
        #expect(h.error("print(e.suffix(from: 53))").contains("outside the array's indices"))
    }

    /// Foundation's `capitalized` and `replacingOccurrences(of:with:)` (TodoList_MVPR's headers, Delta's labels).
    @Test func foundationStringMethods() {
        var h = Harness()
        #expect(
            h.runWithoutErrors(#"print("personal todo list".capitalized, "hELLO".capitalized)"#).out == [
                "Personal Todo List Hello"
            ])
        #expect(h.runWithoutErrors(#"print("a b c".replacingOccurrences(of: " ", with: "-"))"#).out == ["a-b-c"])
        #expect(h.runWithoutErrors(#"print("abc".replacingOccurrences(of: "", with: "-"))"#).out == ["abc"])
    }

    /// `#function` is the declaration it is written in, as Swift spells it (cryptomator's logging keys).
    @Test func functionLiteralNamesItsDeclaration() {
        let (out, failed, all) = runPasted(
            """
            class A {
                func load(_ x: Int, into y: Int) -> String { #function }
                init(title: String) { print(#function) }
                var name: String { #function }
                func viewDidLoad() { let f = { #function }; print(f()) }
            }
            let a = A(title: "t")
            print(a.load(1, into: 2), a.name)
            a.viewDidLoad()
            """)
        #expect(!failed, "\(all)")
        #expect(out == ["init(title:)", "load(_:into:) name", "viewDidLoad()"])
        var h = Harness()
        #expect(h.error("print(#function)").contains("'#function' is not supported"))
    }

    /// Before: "value of type Button has no member 'map'" (Authenticator). The playground keeps an Optional as its
    /// value, so `map` and `flatMap` of a value that is no collection are Optional's; a type's own `map` wins.
    @Test func optionalMapOfAValue() {
        let (out, failed, all) = runPasted(
            """
            struct Button { let title: String }
            struct Model { let left: Button?; let right: Button? }
            let m = Model(left: Button(title: "Cancel"), right: nil)
            print(m.left.map { $0.title } ?? "none", m.right.map { $0.title } ?? "none")
            print(m.left.flatMap { $0.title.isEmpty ? nil : $0.title.count } ?? 0)
            struct Box { func map(_ f: (Int) -> Int) -> Int { f(41) } }
            print(Box().map { $0 + 1 })
            """)
        #expect(!failed, "\(all)")
        #expect(out == ["Cancel none", "6", "42"])
    }

    /// A subclass that overrides every designated initializer of its UIKit superclass inherits the convenience
    /// ones (`RoundButton(type: .system)`, NSScreencast), and a table view cell's `init()` reaches its override
    /// of `init(style:reuseIdentifier:)` (WooCommerce's generic cell).
    @Test func inheritedConvenienceInitializers() {
        let (out, failed, all) = runPasted(
            """
            class RoundButton: UIButton {
                var made = "no"
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    made = "frame"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            print(RoundButton(type: .system).made)
            class RowCell<Action>: UITableViewCell {
                var style = ""
                override init(style: CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    self.style = "\\(style) \\(reuseIdentifier ?? "nil")"
                }
                required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
            }
            print(RowCell<Int>().style)
            """)
        #expect(!failed, "\(all)")
        #expect(out == ["frame", "default nil"])
        // One that declares an initializer of its own inherits none (Swift's error, as before).
        var h = Harness()
        h.runWithoutErrors(
            """
            class Badge: UIButton {
                init(count: Int) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(h.error("let b = Badge(type: .system)").contains("no initializer of 'Badge' takes these arguments"))
    }

    /// Before: "type alias 'Item' references itself" for `fileprivate typealias Item = Box.Item` at file scope
    /// (BijanVan's list), where the nested type is already known by its own name. A real cycle is still refused.
    @Test func aFileScopeAliasOfANestedTypeOfTheSameName() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class Box {
                struct Item: Hashable { let title: String }
            }
            fileprivate typealias Item = Box.Item
            """)
        #expect(h.runWithoutErrors(#"print(Item(title: "Headphones").title)"#).out == ["Headphones"])
        h.runWithoutErrors("typealias A = B")
        #expect(h.error("typealias B = A").contains("type alias 'B' references itself"))
    }

    /// Extensions of unmodelled Foundation types: `localizations` inside `extension Bundle` is the bundle's own
    /// (empty: the playground has no app bundle), `CommandLine.isDemo` is the program's static property, and the
    /// bundle's receipt URL is nil (cryptomator, Authenticator, Open Food Facts).
    @Test func extensionsOfUnmodelledTypes() {
        var h = Harness()
        h.runWithoutErrors(
            """
            extension Bundle {
                func sortedLocalizations() -> [String] { localizations.sorted() }
            }
            extension CommandLine {
                static var isDemo: Bool { false }
            }
            """)
        let (out, diags) = h.runWithoutErrors("print(Bundle.main.sortedLocalizations().count, CommandLine.isDemo)")
        #expect(out == ["0 false"])
        #expect(diags.contains { $0.contains("no app bundle: 'Bundle.main.localizations' is empty") }, "\(diags)")
        #expect(
            h.runWithoutErrors(#"print(Bundle.main.appStoreReceiptURL?.lastPathComponent == "sandboxReceipt")"#)
                .out == ["false"])
    }

    /// Before: "the playground does not model the Combine operator 'setFailureType'". Operators that leave a
    /// modelled publisher's values as they are pass them on; one that would change them is still an error.
    @Test func combineOperatorsThatKeepTheValues() {
        var h = Harness()
        h.runWithoutErrors(
            """
            var received = [Int]()
            let c = Just([1, 2, 3]).setFailureType(to: Error.self).replaceError(with: []).share()
                .sink(receiveValue: { received = $0 })
            """)
        #expect(h.runWithoutErrors("print(received.count)").out == ["3"])
        #expect(h.error("let d = Just(1).debounce(for: 1, scheduler: RunLoop.main)").contains("'debounce'"))
    }

    /// Before: "value of type Array has no member 'rows'" (Authenticator's form sections written as array
    /// literals). A literal given where the program's struct conforming to `ExpressibleByArrayLiteral` or
    /// `ExpressibleByStringLiteral` is expected makes the struct with its literal initializer.
    @Test func literalsMakeTheProgramsExpressibleStructs() {
        let (out, failed, all) = runPasted(
            """
            struct Section {
                let title: String?
                let rows: [String]
                init(title: String? = nil, rows: [String] = []) {
                    self.title = title
                    self.rows = rows
                }
            }
            extension Section: ExpressibleByArrayLiteral {
                init(arrayLiteral elements: String...) { self.init(rows: elements) }
            }
            struct Tag: ExpressibleByStringLiteral, Hashable {
                let name: String
                init(stringLiteral value: String) { name = value.uppercased() }
            }
            let sections: [Section] = [["Issuer", "Name", "Secret"], Section(title: "Advanced"), []]
            let tag: Tag = "swift"
            func show(_ t: Tag) -> String { t.name }
            let plain: [String] = ["x"]
            print(sections.map { $0.rows.count }, tag.name, show("ui"), plain)
            """)
        #expect(!failed, "\(all)")
        #expect(out == [#"[3, 0, 0] SWIFT UI ["x"]"#])
    }

    /// Before: a data source given to an `@IBOutlet` table view (WooCommerce) was called "ignored (no effect on the
    /// layout or the data)" and `frames` said "no sections yet (apply a snapshot first)". It names the outlet.
    @Test func aDataSourceGivenToAnOutletSaysWhyThereAreNoFrames() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class VC: UIViewController, UITableViewDataSource {
                @IBOutlet var tableView: UITableView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = self
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
            }
            let vc = VC(nibName: "VC", bundle: nil)
            """)
        let (_, diags) = h.run("vc.loadViewIfNeeded()")
        #expect(!diags.joined().contains("tableView.dataSource"), "\(diags)")
        let message = h.error("frames")
        #expect(message.contains("the data source was given to 'tableView', an @IBOutlet"), "\(message)")
        #expect(message.contains("its data source was set at test.lps:"), "\(message)")
    }

    /// Foundation's `NS` classes are named as Foundation's (NSRegularExpression was called a UIKit value), and
    /// Combine publishers the playground does not model are not said to have no effect on the data.
    @Test func unmodelledFoundationAndCombineTypesAreNamedForWhatTheyAre() {
        var h = Harness()
        #expect(
            h.error("for m in NSRegularExpression(pattern: \"a\").matches(in: \"a\") { print(m) }").contains(
                "unmodelled Foundation value"))
        let (_, diags) = h.run("let c = Publishers.CombineLatest(Just(1), Just(2)).sink { a, b in print(a) }")
        #expect(diags.contains { $0.contains("Combine publishers the playground does not model deliver no values") })
        #expect(!diags.contains { $0.contains("no effect on the layout or the data") && $0.contains("CombineLatest") })
    }

    /// Before: "cannot find 'shortName' in scope" (WooCommerce): a class member an extension of `NSObject` adds is
    /// found from a class func of `extension UIView`, with `self` the class it was called on.
    @Test func aClassMemberOfAnAncestorsExtension() {
        var h = Harness()
        h.runWithoutErrors(
            """
            extension NSObject {
                class var shortName: String { String(describing: self) }
            }
            extension UIView {
                class func nibName() -> String { shortName + ".xib" }
            }
            class ItemCell: UITableViewCell {}
            """)
        #expect(h.runWithoutErrors("print(ItemCell.nibName())").out == ["ItemCell.xib"])
    }

    /// Before: a global of an app's file that names what a later file declares (GitHawk's emoji pattern) failed
    /// or was silently unmodelled. In an included Swift file such a global is made on first use, as Swift does
    /// for a file other than main.swift; one that can be made at once still is.
    @Test func aGlobalOfAnIncludedFileNamingALaterFileIsMadeOnFirstUse() {
        var h = Harness()
        h.files["a.swift"] = """
            private let pattern: String = "(" + Aliases.map({ $0.key }).sorted().joined(separator: "|") + ")"
            let names = Later.all.map { $0 + "!" }
            var counter: Int = Start.value + 1
            let plain = 3
            extension String {
                var aliasPattern: String { pattern }
            }
            """
        h.files["b.swift"] = """
            let Aliases: [String: String] = [":smile:": "1", ":heart:": "2"]
            enum Later { static let all = ["a", "b"] }
            enum Start { static let value = 41 }
            """
        let (_, diags) = h.runWithoutErrors("include \"a.swift\"")
        #expect(diags.isEmpty, "\(diags)")
        h.runWithoutErrors("include \"b.swift\"")
        #expect(
            h.runWithoutErrors("print(\"\".aliasPattern, names, counter, plain)").out == [
                #"(:heart:|:smile:) ["a!", "b!"] 42 3"#
            ])
        #expect(h.runWithoutErrors("counter += 1; print(counter)").out == ["43"])
    }

    /// The app's file reads: `Data(contentsOf:)` of a file throws as for a missing file (a fresh install), of an
    /// https URL as offline, and `NSDictionary(contentsOf:)` is nil (Kodeco's Checklists, Onion Browser).
    @Test func readsOfFilesAndURLsFindNothing() {
        let (out, failed, all) = runPasted(
            """
            let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                .appendingPathComponent("Items.plist")
            var items = ["first-run item"]
            if let data = try? Data(contentsOf: url) {
                items = try! PropertyListDecoder().decode([String].self, from: data)
            }
            let remote = try? Data(contentsOf: URL(string: "https://example.com/a.json")!)
            let hosts = NSDictionary(contentsOf: url) as? [String: String] ?? [:]
            print(items.count, remote == nil, hosts.count)
            """)
        #expect(!failed, "\(all)")
        #expect(out == ["1 true 0"])
        #expect(all.contains { $0.contains("the playground reads no files: 'Data(contentsOf:)' throws") }, "\(all)")
        #expect(all.contains { $0.contains("the playground has no network: 'Data(contentsOf:)' throws") }, "\(all)")
    }

    /// Before, silent: `register(defaults:)` was ignored, so the app's first-run values were false and 0.
    @Test func registeredDefaultsAnswerForKeysNotSet() {
        var h = Harness()
        h.runWithoutErrors(#"UserDefaults.standard.register(defaults: ["FirstTime": true, "Index": -1])"#)
        #expect(
            h.runWithoutErrors(
                #"print(UserDefaults.standard.bool(forKey: "FirstTime"), UserDefaults.standard.integer(forKey: "Index"))"#
            ).out == ["true -1"])
        h.runWithoutErrors(#"UserDefaults.standard.set(3, forKey: "Index")"#)
        #expect(h.runWithoutErrors(#"print(UserDefaults.standard.integer(forKey: "Index"))"#).out == ["3"])
    }

    /// Before, silent: `error as? AppError` of an unmodelled error (a URLError) took the program's branch with an
    /// unmodelled value (Sean Allen's GitHub Followers). The program's own enums and structs are modelled whole.
    @Test func anUnmodelledValueIsNeverTheProgramsOwnStructOrEnum() {
        let (out, failed, all) = runPasted(
            """
            enum AppError: String, Error { case invalidResponse = "Invalid response" }
            class AppDelegate: UIResponder, UIApplicationDelegate { var name = "delegate" }
            let error: Error = URLError(.notConnectedToInternet)
            if let appError = error as? AppError { print("app error:", appError.rawValue) } else { print("other error") }
            let delegate = UIApplication.shared.delegate as! AppDelegate
            """)
        #expect(!failed, "\(all)")
        #expect(out == ["other error"])
    }

    /// A Core Data store starts empty, as after a fresh install: a fetch finds nothing, and a note says so (Angela
    /// Yu's Todoey, TodoMaster), through the app delegate's container too.
    @Test func aCoreDataFetchFindsNothing() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                lazy var persistentContainer = NSPersistentContainer(name: "DataModel")
            }
            let context = (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext
            """)
        let (out, diags) = h.runWithoutErrors(
            #"print((try? context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")))?.count ?? -1)"#)
        #expect(out == ["0"])
        #expect(diags.contains { $0.contains("the playground has no Core Data store") }, "\(diags)")
    }

    /// Before: a `UITableViewController` subclass made with `VC()` (Onion Browser) had no table view, and frames
    /// said "no sections yet". UIKit's `init()` makes a plain one whose data source is the controller.
    @Test func aTableViewControllerMadeWithInitHasAPlainTableView() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class VC: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .value1, reuseIdentifier: nil)
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    indexPath.row == 0 ? 60 : super.tableView(tableView, heightForRowAt: indexPath)
                }
            }
            let vc = VC()
            vc.tableView.rowHeight = 50
            vc.loadViewIfNeeded()
            """)
        let rows = h.runWithoutErrors("frames").out.filter { $0.hasPrefix("cell") }
        #expect(rows.count == 3, "\(rows)")
        #expect(rows.map { $0.split(separator: " ").map(String.init).suffix(2).first ?? "" } == ["60", "50", "50"])
    }

    /// Swift the files use: `split(separator:)`, `localizedUppercase`, `Cell.classForCoder()`, a static Optional
    /// `var` without a value, a static property set by its bare name, `self = .init(...)` in an enum's initializer,
    /// a search controller that is not active (Onion Browser, KeePassium, Slide, Firefox Focus).
    @Test func swiftTheShippedAppsUse() {
        let (out, failed, all) = runPasted(
            """
            print("www.example..com".split(separator: "."), "a.b".split(separator: ".", omittingEmptySubsequences: false).count)
            print("Local Storage".localizedUppercase, "a,b,c".split(separator: ",", maxSplits: 1))
            class NameCell: UITableViewCell {}
            print(NameCell.classForCoder() == NameCell.self)
            class Store {
                static var cache: [String: String]?
                static func fill() { cache = ["a": "1"] }
            }
            print(Store.cache == nil)
            Store.fill()
            print(Store.cache?.count ?? 0)
            enum Level: Int {
                case custom = -1, low = 0, high = 1
                init(_ a: Bool?, _ b: Bool?) {
                    switch (a, b) {
                    case (true, true): self = .low
                    case (false, false): self = .high
                    default: self = .custom
                    }
                }
                init(_ flags: [Bool]) { self = .init(flags.first, flags.last) }
            }
            print(Level([false, false]).rawValue, Level([true]).rawValue)
            let search = UISearchController(searchResultsController: nil)
            print(search.isActive ? "filtered" : "all")
            """)
        #expect(!failed, "\(all)")
        #expect(
            out == [
                #"["www", "example", "com"] 2"#, #"LOCAL STORAGE ["a", "b,c"]"#, "true", "true", "1", "1 0", "all",
            ])
    }

    /// Before: items holding an object of a class with its own `==` and `hash(into:)` (KeePassium's settings
    /// rows) could not be told apart. The object is named by what its `hash(into:)` combines, as alone.
    @Test func anObjectInAnItemsPayloadIsNamedByItsHash() {
        var h = Harness()
        h.runWithoutErrors(
            """
            final class Config: Hashable {
                let title: String
                init(title: String) { self.title = title }
                static func == (lhs: Config, rhs: Config) -> Bool { lhs.title == rhs.title }
                func hash(into hasher: inout Hasher) { hasher.combine(title) }
            }
            enum Item: Hashable { case toggle(Config) }
            var snap = NSDiffableDataSourceSnapshot<Int, Item>()
            snap.appendSections([0])
            snap.appendItems([.toggle(Config(title: "Field names")), .toggle(Config(title: "Passwords"))])
            """)
        #expect(h.runWithoutErrors("print(snap.numberOfItems)").out == ["2"])
        // A new object equal by `==` is the same item (UIKit moves it, and says so).
        #expect(
            h.run(#"snap.appendItems([.toggle(Config(title: "Passwords"))])"#).diagnostics.first?.contains(
                "was already in the snapshot") == true)
    }

    /// Before: a controller whose table view is an `@IBOutlet` the nib connects (StoreSearch) exited with "no
    /// sections yet (apply a snapshot first)". Frames say the table view comes from a nib.
    @Test func aTableViewOutletTheNibConnectsSaysWhyThereAreNoFrames() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class SearchVC: UIViewController, UITableViewDataSource {
                @IBOutlet weak var tableView: UITableView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 80
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
            }
            let vc = SearchVC(nibName: nil, bundle: nil)
            vc.loadViewIfNeeded()
            """)
        let message = h.error("frames")
        #expect(message.contains("the data source's table view is 'tableView', an @IBOutlet"), "\(message)")
        #expect(message.contains("the view was loaded at test.lps:"), "\(message)")
    }

    /// Swift 2's `override func tableView(tableView: UITableView, numberOfRowsInSection ...)` overrides nothing
    /// since Swift 3 (MyLocations): Swift's error, not a method UIKit never calls.
    @Test func aSwift2DataSourceSignatureOverridesNothing() {
        var h = Harness()
        let message = h.error(
            """
            class PickerVC: UITableViewController {
                override func tableView(tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            }
            """)
        #expect(message.contains("method does not override any method from its superclass"), "\(message)")
        #expect(message.contains("tableView(_:numberOfRowsInSection:)"), "\(message)")
        h.runWithoutErrors(
            """
            class ModernVC: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            }
            """)
    }

    /// Before: a collection view's own height constraint (VLC's horizontal strip of shows) was called "no effect on
    /// the layout" while the cells stacked down the device's height. A note names it, and how to see that size.
    @Test func aCollectionViewsOwnSizeConstraintIsNamed() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class Strip: UIView, UICollectionViewDataSource {
                let layout = UICollectionViewFlowLayout()
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layout.scrollDirection = .horizontal
                    layout.itemSize = CGSize(width: 96, height: 133)
                    layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
                    collectionView.dataSource = self
                    addSubview(collectionView)
                }
                required init?(coder: NSCoder) { fatalError() }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell { UICollectionViewCell() }
            }
            let strip = Strip(frame: .zero)
            """)
        let (_, diags) = h.runWithoutErrors(
            "NSLayoutConstraint.activate([strip.collectionView.heightAnchor.constraint(equalToConstant: 133)])")
        #expect(
            diags.contains { $0.contains("the collection view's height is constrained to 133, but the playground") },
            "\(diags)")
        #expect(!diags.contains { $0.contains("heightAnchor.constraint") && $0.contains("no effect") }, "\(diags)")
        h.runWithoutErrors("environment.height = 133")
        let ys = h.runWithoutErrors("frames").out.filter { $0.hasPrefix("cell") }.map {
            $0.split(separator: " ").map(String.init)[4]
        }
        #expect(ys == ["20", "126", "232"], "\(ys)")
    }

    /// Before: "unmodelled UIKit value (UITableView.visibleCells) is not a sequence" (Authenticator focusing its
    /// first field). The playground makes no cell views: the list is empty, and a note says so.
    @Test func visibleCellsIsEmpty() {
        var h = Harness()
        h.runWithoutErrors(
            """
            class VC: UITableViewController {
                var walked = 0
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                func focusFirst() { for _ in tableView.visibleCells { walked += 1 } }
            }
            let vc = VC(style: .plain)
            vc.loadViewIfNeeded()
            """)
        let (out, diags) = h.runWithoutErrors("vc.focusFirst(); print(vc.walked)")
        #expect(out == ["0"])
        #expect(diags.contains { $0.contains("'visibleCells' is empty") }, "\(diags)")
    }
}
