import Testing

@testable import PlaygroundScript

/// What stopped real files of two fresh sets (kishikawakatsumi, Thieurom, crane-hiromu, dmitry7997, FrancaTM,
/// sebjvidal, cinderella-project/iMast, NickSivin, stzn): statements whose brace, `where`, generic arguments or
/// operator continue on the next line; a lazy property's and `Self`'s type context; `.none` for an Optional
/// UIKit parameter; `String(format:)`; a controller's own root view class; a value of an unmodelled type given
/// by a leading dot.
@Suite struct RealFileStops8Tests {
    /// Before: `{` on its own line ended the statement above it, so `class S: X` failed with "expected member
    /// block" and a function's body was dropped without a word (`func f() -> Int` then `{ return 3 }` printed
    /// `(Function)` and `()`). Swift reads these as one declaration, and so do generic arguments, a `where`
    /// clause, a result type and a ternary written over lines.
    @Test func declarationsAndExpressionsWrittenOverLinesAreOneStatement() {
        let (out, failed, all) = runPasted(
            """
            class Source: UITableViewDiffableDataSource<
                Int, String
            > {
                var tag = 1
            }
            struct Pair<A, B>
                where A: Equatable
            {
                let a: A
                let b: B
            }
            func rowCount()
                -> Int
            {
                return 3
            }
            let flag = true
            let x = flag
                ? 1
                : 2
            let total = 1
                + 2
            print(rowCount(), Pair(a: 1, b: "b").a, x, total)
            -x
            var list = [1]
            !list.isEmpty
            """)
        #expect(!failed, "\(all)")
        #expect(out == ["3 1 1 3", "-1", "true"])
    }

    /// A line that starts with `{`, `where` or a binary operator followed by a space continues the statement; a
    /// prefix operator (`-x`, `!flag`) starts one.
    @Test func theSplitterJoinsTheLinesSwiftReadsAsOneStatement() {
        let lines: [Substring] = [
            "func f() -> Int", "{", "3", "}", "let a = b", "    && c", "let d = 1", "-d", "class C: P",
            "    where T: Q {}",
        ]
        let units = SourceUnits.split(lines, isCommandLine: { _ in false })
        #expect(units.map(\.lineCount) == [4, 2, 1, 1, 2])
    }

    /// A function or initializer without a body outside a protocol is Swift's error, not a function that runs
    /// nothing (the REPL sees `func f() -> Int` before the `{` the user types on the next line).
    @Test func aFunctionWithoutABodyIsSwiftsError() {
        var h = Harness()
        #expect(h.error("func rowCount() -> Int").contains("expected '{' in body of function declaration"))
        #expect(h.error("struct S { init(x: Int) }").contains("expected '{' in body of initializer declaration"))
        #expect(h.ok("protocol P { func f() -> Int }\nprint(1)") == ["1"])
    }

    /// Before: "cannot infer the type of '.init(...)'" for `lazy var panel: Panel = .init(3)`, which works
    /// without `lazy`; and a struct's lazy property read as "(Function lazy n)".
    @Test func aLazyPropertysDeclaredTypeIsItsValuesContext() {
        var h = Harness()
        #expect(
            h.ok(
                """
                class Panel { let n: Int; init(_ n: Int) { self.n = n } }
                class Screen {
                    lazy var panel: Panel = .init(3)
                    lazy var width: CGFloat = 10
                    lazy var panels: [Panel] = [.init(1), .init(2)]
                }
                struct Box { lazy var n: Double = 3 }
                let screen = Screen()
                var box = Box()
                print(screen.panel.n, screen.width, screen.panels.count, box.n)
                """) == ["3 10.0 2 3.0"])
    }

    /// Before: `static var stub: Self { .init(...) }` (a test fixture's shape) printed `<Self.init().items.count>`:
    /// `Self` named no type, so `.init` was an unmodelled value.
    @Test func selfInAMemberIsItsType() {
        var h = Harness()
        #expect(
            h.ok(
                """
                struct Info { let id: Int; let items: [String] }
                extension Info {
                    static var stub: Self { .init(id: 1, items: ["a", "b", "c"]) }
                    static func make() -> Self { .init(id: 3, items: []) }
                    func copy() -> Self { .init(id: id + 1, items: items) }
                }
                print(Info.stub.items.count, Info.make().id, Info.stub.copy().id)
                """) == ["3 3 2"])
    }

    /// Before: "type 'NSCollectionLayoutSpacing' has no member 'none'": where UIKit takes an Optional, `.none`
    /// is nil, as in Swift.
    @Test func noneForAnOptionalUIKitParameterIsNil() {
        var h = Harness()
        #expect(
            h.ok(
                """
                let spacing = NSCollectionLayoutEdgeSpacing(leading: .none, top: .fixed(4), trailing: .none, bottom: nil)
                print(spacing.top, spacing.leading == nil)
                """) == [".fixed(4) true"])
    }

    /// Before: "String(...) takes one value, ...": labels and keys made with `String(format:)` (SwiftGen's
    /// `String(format:locale:arguments:)`) stopped the file.
    @Test func stringFormatFormatsTheConversionsAppsUse() {
        var h = Harness()
        #expect(
            h.ok(
                """
                print(String(format: "%d rows", 3))
                print(String(format: "%.2f|%5.1f|%-4d|%04d|%+d|%x|%X|%o|%%", 3.14159, 2.25, 7, 42, 5, 255, 255, 8))
                print(String(format: "%2$@ %1$@", "b", "a"), String(format: "%@ has %ld", "list", 2))
                print(String(format: "%s:%c", "x", 65), String(format: "%.0f %.1f", 0.5, -0.04))
                func tr(_ format: String, _ args: CVarArg...) -> String {
                    String(format: format, locale: nil, arguments: args)
                }
                print(tr("%d of %d", 1, 2))
                """) == [
                    "3 rows", "3.14|  2.2|7   |0042|+5|ff|FF|10|%", "a b list has 2", "x:A 0 -0.0", "1 of 2",
                ])
        #expect(h.error(#"String(format: "%e", 1.0)"#).contains("does not format '%e'"))
        #expect(h.error(#"String(format: "%d %d", 1)"#).contains("more conversions than the 1 argument(s)"))
        #expect(h.error(#"String(format: "%d", "x")"#).contains("'%d' needs an integer, found a string"))
        #expect(h.error(#"String(format: "%999999999d", 1)"#).contains("the limit of a string"))
    }

    /// Before: "'UIView.bounds.width' is not modelled" inside the section provider: a controller whose
    /// `loadView()` sets its own view class (`view = rootView`) sizes cells from that view's bounds, which
    /// UIKit makes the screen's, as for the controller's own view.
    @Test func aControllersOwnRootViewClassHasTheScreensBounds() {
        let (out, failed, all) = runPasted(
            """
            final class RootView: UIView {}
            final class Controller: UIViewController, UICollectionViewDataSource {
                private lazy var rootView = RootView(frame: .zero)
                var collectionView: UICollectionView!
                override func loadView() { view = rootView }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = UICollectionViewCompositionalLayout { [weak self] _, _ in
                        let width = (self?.view.bounds.width ?? 0) - 46
                        let item = NSCollectionLayoutItem(
                            layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(44)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                            subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    collectionView.dataSource = self
                    view.addSubview(collectionView)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                }
            }
            let controller = Controller()
            controller.loadViewIfNeeded()
            print(controller.view.bounds.width)
            """)
        #expect(!failed, "\(all)")
        #expect(out == ["393.0"])
        var h = Harness()
        // A view of the program's class that no controller took keeps the frame it is made with; one a nib makes
        // has bounds the playground does not know.
        _ = h.run("final class Card: UIView {}\nlet card = Card(frame: .zero)")
        #expect(h.ok("print(card.bounds.width)") == ["0.0"])
        _ = h.run("let nibCard = Card(coder: NSCoder())")
        #expect(h.error("let w = nibCard.bounds.width + 1").contains("'UIView.bounds.width' is not modelled"))
    }

    /// Before: "value of type an implicit member has no member 'dataTask'": `.shared` given for a parameter of a
    /// type the playground does not model (`session: URLSession = .shared`) is a value of that type, inert.
    @Test func aLeadingDotValueOfAnUnmodelledTypeIsInertWhereItIsUsed() {
        var h = Harness()
        let (out, diagnostics) = h.runWithoutErrors(
            """
            class Service {
                private let session: URLSession
                init(session: URLSession = .shared) { self.session = session }
                func load() {
                    session.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in print("arrived") }.resume()
                    print("asked")
                }
            }
            Service().load()
            """)
        #expect(out == ["asked"])
        #expect(diagnostics.contains { $0.contains("shared.dataTask") })
    }
}

/// The later stops of the same files: protocols with defaults and associated types, optional closures, data
/// source subclasses that call and set UIKit's members, and classes of other modules.
@Suite struct RealFileStops8bTests {
    /// Before: `S().name()` printed `()`: the protocol's requirement (no body) ran instead of the protocol
    /// extension's default.
    @Test func aProtocolExtensionsDefaultRunsNotTheRequirement() {
        var h = Harness()
        #expect(
            h.ok(
                """
                protocol Named { func name() -> String; static func kind() -> String }
                extension Named {
                    func name() -> String { "default" }
                    static func kind() -> String { "kind" }
                }
                struct A: Named {}
                struct B: Named { func name() -> String { "own" } }
                print(A().name(), B().name(), A.kind())
                """) == ["default own kind"])
    }

    /// Before: "type 'Keys' has no member 'pagination'": two types each declare `typealias KeyType = Keys` and a
    /// nested `Keys`; the protocol extension's `string(forKey: KeyType)` takes the receiver's own.
    @Test func aParameterTypeNamesTheReceiversMemberType() {
        var h = Harness()
        #expect(
            h.ok(
                """
                protocol LocalizedStrings { associatedtype KeyType }
                extension LocalizedStrings {
                    func string(forKey key: KeyType) -> String { "\\(key)" }
                }
                struct ListStrings: LocalizedStrings {
                    typealias KeyType = Keys
                    enum Keys: String { case title }
                }
                struct DetailStrings: LocalizedStrings {
                    typealias KeyType = Keys
                    enum Keys: String { case pagination, profile }
                }
                print(ListStrings().string(forKey: .title), DetailStrings().string(forKey: .pagination))
                """) == ["title pagination"])
    }

    /// Before: "cannot call a value of type Optional" for `onDidUpdate?()` with no closure set; and a `func`
    /// without `->` whose one statement is an expression returned that expression's value.
    @Test func anOptionalClosureThatIsNilIsNotCalled() {
        var h = Harness()
        #expect(
            h.ok(
                """
                class Model {
                    var onDidUpdate: (() -> Void)?
                    var title = "" { didSet { onDidUpdate?() } }
                    func touch() { onDidUpdate?() }
                }
                let model = Model()
                model.title = "a"
                model.touch()
                var count = 0
                model.onDidUpdate = { count += 1 }
                model.title = "b"
                model.touch()
                print(count)
                """) == ["2"])
    }

    /// Before: "cannot find 'defaultRowAnimation' in scope", then "incorrect argument label in call (have
    /// 'animatingDifferences:', expected 'rowAnimation:')", then "value of type UICollectionViewDiffableDataSource
    /// has no member 'print'": inside a data source subclass, UIKit's members the subclass does not declare
    /// (or declares with other labels) are UIKit's, and a global function is the global function.
    @Test func aDataSourceSubclassReachesUIKitsMembersAndGlobalFunctions() {
        var h = Harness()
        let (out, diagnostics) = h.runWithoutErrors(
            """
            class Base<S: Hashable, I: Hashable>: UITableViewDiffableDataSource<S, I> {}
            final class Source: Base<Int, String> {
                func apply(_ snapshot: NSDiffableDataSourceSnapshot<Int, String>, rowAnimation: UITableView.RowAnimation,
                           animatingDifferences: Bool) {
                    defaultRowAnimation = rowAnimation
                    apply(snapshot, animatingDifferences: animatingDifferences)
                    print(self.snapshot().numberOfItems)
                }
            }
            let table = UITableView(frame: .zero, style: .plain)
            let source = Source(tableView: table) { _, _, _ in UITableViewCell() }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            source.apply(snapshot, rowAnimation: .fade, animatingDifferences: false)
            """)
        // (A table view's first apply reloads its data, which the playground says.)
        #expect(out == ["reloadData (first apply): 1 section, 2 items", "2"])
        #expect(diagnostics.contains { $0.contains("dataSource.defaultRowAnimation") })
    }

    /// Before: "value of type DemoViewController has no member 'loadViewIfNeeded'", with nothing about why: the
    /// class inherits from a library's base class that no file declares.
    @Test func aMissingMemberOfAClassOfAnotherModulesSubclassSaysWhy() {
        var h = Harness()
        _ = h.run("final class Demo: BaseInitializeableViewController {}\nlet demo = Demo()")
        let message = h.error("demo.loadViewIfNeeded()")
        #expect(message.contains("has no member 'loadViewIfNeeded'"))
        #expect(message.contains("'Demo' inherits from 'BaseInitializeableViewController', which no file"))
        // A class of the program's own, or a UIKit class the playground knows, says nothing of the kind.
        _ = h.run("class Own {}\nlet own = Own()")
        #expect(!h.error("own.go()").contains("inherits from"))
    }

    /// Before: "type 'ExampleHeaderView' has no member 'reuseIdentifier'": UITableViewHeaderFooterView was no
    /// UIKit class the playground knew, so its extension's conformance reached no subclass.
    @Test func aHeaderFooterViewSubclassHasItsExtensionsStaticMembers() {
        var h = Harness()
        #expect(
            h.ok(
                """
                protocol ReuseIdentifiable { static var reuseIdentifier: String { get } }
                extension ReuseIdentifiable { static var reuseIdentifier: String { String(describing: self) } }
                extension UITableViewHeaderFooterView: ReuseIdentifiable {}
                class HeaderView: UITableViewHeaderFooterView {}
                print(HeaderView.reuseIdentifier)
                """) == ["HeaderView"])
    }

    /// Before: `.author` in `appendSections([.author])` (a snapshot whose types the playground did not know)
    /// was SwiftGen's `L10n.About.author` string, not the `Section.author` case, because the search through
    /// the program's types went by name order.
    @Test func anIdentifiersLeadingDotPrefersAnEnumsCase() {
        var h = Harness()
        #expect(
            h.ok(
                """
                enum Labels { static let author = "Author" }
                enum Section { case app, author }
                var snapshot = NSDiffableDataSourceSnapshot<AnyHashable, Int>()
                snapshot.appendSections([.author])
                print(snapshot.sectionIdentifiers)
                """) == ["[Section.author]"])
    }

    /// Items that differ only in values the playground does not model are not called duplicates in UIKit's
    /// words: the message says it cannot tell them apart.
    @Test func itemsThatDifferOnlyInUnmodelledValuesAreNotCalledDuplicates() {
        var h = Harness()
        _ = h.run(
            """
            enum Item: Hashable { case link(String) }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
            snapshot.appendSections([0])
            """)
        let message =
            h.run(
                #"snapshot.appendItems([.link(UIPasteboard.general.string(1)), .link(UIPasteboard.general.string(2))])"#
            )
            .diagnostics.first { $0.hasPrefix("error") } ?? ""
        #expect(message.contains("the playground cannot tell these items apart"))
        #expect(!message.contains("UIKit raises"))
        #expect(
            h.error(#"snapshot.appendItems([.link("<a"), .link("<a")])"#).contains("item identifiers must be unique"))
    }
}

/// Closures and operators the same files use.
@Suite struct RealFileStops8cTests {
    /// Before: "extra argument in call to 'closure'": a function that calls its closure parameter, given a
    /// closure written with `$0`, matched the arguments to parameters the closure does not list.
    @Test func aShorthandClosureGivenToAFunctionTakesItsArguments() {
        var h = Harness()
        #expect(
            h.ok(
                """
                func fetch(completion: ([Int]) -> Void) { completion([1, 2, 3]) }
                var items: [Int] = []
                fetch { items = $0 }
                func apply<T>(_ value: T, _ body: (T) -> Void) { body(value) }
                apply("a") { print($0) }
                func both(_ f: (Int, Int) -> Int) -> Int { f(2, 3) }
                print(items.count, both { $0 * $1 }, both(+))
                """) == ["a", "3 6 5"])
    }

    /// Before: "this declaration is not supported" for `infix operator ※`; an operator with a global function
    /// runs it, and one nothing declares is Swift's "cannot find operator" (iMast uses the Ikemen package's).
    @Test func aCustomOperatorRunsItsFunction() {
        var h = Harness()
        #expect(
            h.ok(
                """
                infix operator ※: AdditionPrecedence
                precedencegroup Configuring { associativity: left }
                func ※ <T>(lhs: T, rhs: (T) -> Void) -> T { rhs(lhs); return lhs }
                let table = UITableView() ※ { $0.rowHeight = 60 }
                print(table.rowHeight)
                """) == ["60.0"])
        let message = h.error("let other = UITableView() ⊕ { $0.rowHeight = 44 }")
        #expect(message.contains("cannot find operator '⊕' in scope"))
    }

    /// Before: "this expression is not supported" for `case .success(let items)`, and `try? result.get()` was an
    /// unmodelled value: Swift's `Result` runs as the standard library declares it, from the first unit that names it.
    @Test func swiftsResultRunsAsTheStandardLibraryDeclaresIt() {
        var h = Harness()
        #expect(
            h.ok(
                """
                enum LoadError: Error { case failed }
                func load(_ ok: Bool, completion: (Result<[Int], LoadError>) -> Void) {
                    if ok { completion(.success([1, 2])) } else { completion(.failure(.failed)) }
                }
                load(true) { result in
                    switch result {
                    case .success(let items): print(items)
                    case .failure(let error): print("failed", error)
                    }
                }
                load(false) { result in print((try? result.get()) == nil) }
                let doubled = Result<Int, Error> { 4 }.map { $0 * 2 }
                print(doubled, try doubled.get())
                """) == ["[1, 2]", "true", "success(8) 8"])
        #expect(StandardLibrary.mentionsResult("func load(completion: (Result<[Int], E>) -> Void)"))
        #expect(!StandardLibrary.mentionsResult("let resul = 1 // Resul"))
        #expect(!StandardLibrary.mentionsResult(""))
        // A program's own `Result` is its own.
        var own = Harness()
        #expect(own.ok("enum Result { case ok }\nprint(Result.ok)") == ["ok"])
    }

    /// Before: "the script threw an error: error", the variable's name: the message names the value thrown.
    @Test func anUncaughtThrowNamesTheValue() {
        var h = Harness()
        let message = h.error("enum E: Error { case bad }\nfunc f() throws { let error = E.bad; throw error }\ntry f()")
        #expect(message.contains("the script threw an error: E.bad"))
    }

    /// Before: "cannot find 'isEditing' in scope": a controller's editing mode is off until the program sets it,
    /// with `isEditing = ...` or `setEditing(_:animated:)` (also `super.setEditing` in an override).
    @Test func aControllersEditingModeIsWhatWasSet() {
        var h = Harness()
        #expect(
            h.ok(
                """
                class Controller: UIViewController {
                    override func setEditing(_ editing: Bool, animated: Bool) {
                        super.setEditing(editing, animated: animated)
                        print("editing", isEditing)
                    }
                }
                let controller = Controller()
                print(controller.isEditing)
                controller.setEditing(true, animated: true)
                controller.isEditing = false
                print(controller.isEditing)
                """) == ["false", "editing true", "false"])
    }

    /// Before: "cannot infer the type of '.init(...)'": an argument of an unmodelled call whose elements take
    /// their type from the call's (`Driver<[Section]>.just([.init(...)])` of RxCocoa) is not evaluated without it.
    @Test func anArrayOfLeadingDotsGivenToAnUnmodelledCallIsNotEvaluatedWithoutItsType() {
        var h = Harness()
        let (out, _) = h.runWithoutErrors(
            """
            import RxCocoa
            struct Section { let header: String?; let items: [Int] }
            struct Output { let items: Driver<[Section]> }
            let output = Output(items: .just([.init(header: nil, items: [1, 2])]))
            print("made")
            """)
        #expect(out == ["made"])
    }

    /// Before: `UINavigationController(rootViewController:)` was inert, so the controller a factory returned
    /// inside one was lost (`nav.viewControllers[0].loadViewIfNeeded()` was ignored, and viewDidLoad never ran).
    @Test func aNavigationControllerHoldsItsControllersAndLoadsTheTopOne() {
        var h = Harness()
        #expect(
            h.ok(
                """
                class List: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        print("loaded", navigationController != nil)
                    }
                }
                class Detail: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); print("detail") }
                }
                func make() -> UINavigationController { UINavigationController(rootViewController: List()) }
                let navigation = make()
                print(navigation.viewControllers.count, navigation.topViewController is List)
                navigation.loadViewIfNeeded()
                navigation.pushViewController(Detail(), animated: true)
                print(navigation.viewControllers.count, navigation.topViewController is Detail)
                _ = navigation.popViewController(animated: true)
                print(navigation.viewControllers.count)
                """) == ["1 true", "loaded true", "detail", "2 true", "1"])
    }

    /// Before: "value of type UICollectionViewDiffableDataSource has no member 'rx'": RxSwift's reactive extension
    /// of a UIKit object is inert, as the module is.
    @Test func rxSwiftsReactiveExtensionOfAUIKitObjectIsInert() {
        var h = Harness()
        let (_, diagnostics) = h.runWithoutErrors(
            """
            let source = UICollectionViewDiffableDataSource<Int, Int>(
                collectionView: UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            ) { _, _, _ in nil }
            let reactive = source.rx
            """)
        #expect(diagnostics.contains { $0.contains("UICollectionViewDiffableDataSource.rx") })
    }
}

/// The REPL, where no line after the entered one is known yet.
@Suite struct ReplHeaderContinuationTests {
    /// A header whose `{` comes on the next line (pasted code written so) waits for it on a `...>` line, instead of
    /// running a function without a body or a class without members.
    @Test(arguments: [
        ("func rowCount() -> Int", true), ("class Source: UITableViewDiffableDataSource<Int, String>", true),
        ("override func viewDidLoad()", true), ("init(frame: CGRect)", true), ("for item in items", true),
        ("guard let item = item else", true), ("private static func make() -> Self", true),
        ("class func make() -> Self", true), ("class var shared: Int", false), ("let x = 1", false),
        ("func f() { }", false), ("print(items)", false), ("snapshot.appendItems([1])", false),
        ("// func commented()", false), ("frames", false),
    ])
    func aHeaderWithoutItsBraceContinues(_ line: String, _ continues: Bool) {
        let playground = Playground(options: PlaygroundOptions(color: false))
        #expect(playground.needsContinuation(line) == continues)
        #expect(!playground.needsContinuation(line + "\n{ }"))
    }

    /// Before: a closure given `&snapshot` through a parameter typed `(inout Snapshot) -> Void` changed a copy, so
    /// the snapshot applied was empty (NickSivin's `performChanges`): the argument is written back, for a closure
    /// with named parameters and one written with `$0`.
    @Test func aClosuresInoutParameterIsWrittenBack() {
        var h = Harness()
        #expect(
            h.ok(
                """
                func perform(_ changes: (_ value: inout [Int]) -> Void) -> [Int] {
                    var copy = [1]
                    changes(&copy)
                    return copy
                }
                print(perform { list in list.append(2) }, perform { $0.append(3) })
                var n = 1
                let bump: (inout Int) -> Void = { $0 += 10 }
                bump(&n)
                print(n)
                """) == ["[1, 2] [1, 3]", "11"])
    }

    /// Before: "value of type Array has no method 'makeIterator'", "type 'CGFloat' has no member
    /// 'leastNonzeroMagnitude'", "value of type String has no member 'isUppercase'" (a String extension that
    /// splits words by their capitals).
    @Test func iteratorsFloatingPointLimitsAndCharacterProperties() {
        var h = Harness()
        #expect(
            h.ok(
                """
                extension String {
                    func words() -> [String] {
                        var result: [String] = []
                        var word = ""
                        var iterator = makeIterator()
                        while let character = iterator.next() {
                            if character.isUppercase, !word.isEmpty {
                                result.append(word)
                                word = character.lowercased()
                            } else {
                                word.append(character)
                            }
                        }
                        result.append(word)
                        return result
                    }
                }
                var numbers = [1, 2].makeIterator()
                print("propertyPhone".words(), numbers.next()!, numbers.next()!, numbers.next() == nil)
                print(CGFloat.leastNonzeroMagnitude > 0, Double.ulpOfOne < 1e-15, "a".isLetter, "1".isNumber)
                """) == ["[\"property\", \"phone\"] 1 2 true", "true true true true"])
    }
}

/// Stops of two more fresh sets (shipped apps: zotero, cryptomator, focus, owncloud...; tutorials and books:
/// raywenderlich.com, Big Nerd Ranch, Stanford CS193p, Hacking with Swift).
@Suite struct RealFileStops8dTests {
    /// Before: "value of type String has no method 'map'": a String is a collection of its Characters.
    @Test func aStringIsACollectionOfItsCharacters() {
        var h = Harness()
        #expect(
            h.ok(
                """
                print("😀🎁✈️".map { String($0) }, "a1b2".filter { $0.isNumber })
                print("abc".contains { $0 == "b" }, "abc".contains("bc"), "hello".first { $0 == "l" }!, "cab".sorted())
                """) == [#"["😀", "🎁", "✈️"] 12"#, #"true true l ["a", "b", "c"]"#])
    }

    /// Before: "cannot find 'setupViews' in scope"-like silence: `viewDidLoad` called local functions declared
    /// below the calls, which Swift allows; nothing ran and the screen was empty.
    @Test func aLocalFunctionCanBeCalledAboveItsDeclaration() {
        var h = Harness()
        #expect(
            h.ok(
                """
                func setup() -> [String] {
                    var log: [String] = []
                    addViews()
                    addItems()
                    func addViews() { log.append("views") }
                    func addItems() { log.append("items") }
                    return log
                }
                print(setup())
                """) == [#"["views", "items"]"#])
    }

    /// Before: "'NSLocalizedString()' is not modelled", "'UIDevice.current.userInterfaceIdiom' is not modelled",
    /// "'splitViewController.preferredDisplayMode' is not modelled" and "expected '{' in body" for Core Data's
    /// generated `@NSManaged` accessors.
    @Test func foundationAndUIKitValuesAppsBranchOn() {
        var h = Harness()
        let (out, diagnostics) = h.run(
            """
            class Controller: UIViewController {
                @NSManaged func addToTags(_ value: String)
                func check() -> [Bool] {
                    [splitViewController == nil, navigationController == nil, tabBarController == nil]
                }
            }
            print(NSLocalizedString("Done", comment: ""), NSLocalizedString("k", value: "Shown", comment: ""))
            print(UIDevice.current.userInterfaceIdiom == .phone, Controller().check())
            """)
        #expect(out == ["Done Shown", "true [true, true, true]"])
        // (UIDevice itself is inert, and named in the note.)
        #expect(diagnostics.allSatisfy { $0.hasPrefix("note: ignored") }, "\(diagnostics)")
    }

    /// Before: "'UITableViewAutomaticDimension' is not modelled by the playground": Swift 4.1's spelling is Swift
    /// 5's error, which names the new one.
    @Test func aNameSwift42RenamedSaysItsNewName() {
        var h = Harness()
        let message = h.error("let height = UITableViewAutomaticDimension")
        #expect(
            message.contains("'UITableViewAutomaticDimension' has been renamed to 'UITableView.automaticDimension'"))
    }

    /// A controller shown on its own has no navigation or tab bar controller: an optional chain through one
    /// stops, for a read (`tabBarController?.tabBar.frame.height ?? 0`), a call and an assignment
    /// (`navigationController?.navigationBar.prefersLargeTitles = true`), as in Swift.
    @Test func anOptionalChainThroughAMissingContainerStops() {
        var h = Harness()
        #expect(
            h.ok(
                """
                class Controller: UIViewController {
                    func look() -> CGFloat {
                        navigationController?.navigationBar.prefersLargeTitles = true
                        navigationController?.navigationBar.sizeToFit()
                        return tabBarController?.tabBar.frame.height ?? 0
                    }
                }
                print(Controller().look())
                """) == ["0.0"])
    }

    /// Before: "'UserDefaults().object()' is not modelled": an app group's defaults (`UserDefaults(suiteName:)`)
    /// start empty and keep what the program sets, as the standard ones do.
    @Test func anAppGroupsUserDefaultsStartEmpty() {
        var h = Harness()
        let (out, _) = h.run(
            """
            let shared = UserDefaults(suiteName: "group.example")
            print(shared?.object(forKey: "blocking") == nil)
            shared?.set(3, forKey: "count")
            print(shared?.integer(forKey: "count") ?? 0)
            """)
        #expect(out == ["true", "3"])
    }

    /// Before: "'UIDevice.current.isIpad' is not modelled" (owncloud): a member the program adds to an unmodelled
    /// UIKit type in an extension runs on its static values, as on UIScreen's.
    @Test func anExtensionsMemberRunsOnAnUnmodelledStaticValue() {
        var h = Harness()
        let (out, _) = h.runWithoutErrors(
            """
            extension UIDevice {
                var isIpad: Bool { userInterfaceIdiom == .pad }
                var label: String { "device" }
            }
            print(UIDevice.current.isIpad, UIDevice.current.label)
            """)
        #expect(out == ["false device"])
    }
}
