/// `help` output and the command reference (docs/commands.md), both generated from the registry.
enum HelpText {
    /// Words joined with ", " into lines of at most `width` characters.
    static func wrap(_ words: [String], first: String, rest: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = first
        for (i, w) in words.enumerated() {
            let piece = w + (i < words.count - 1 ? "," : "")
            if line.count + piece.count + 1 > width, line != first, line != rest {
                lines.append(line)
                line = rest
            }
            line += (line == first || line == rest ? "" : " ") + piece
        }
        lines.append(line)
        return lines
    }

    /// `text` in lines of at most `width` characters (a longer word gets a line of its own), each after
    /// `indent` spaces (the first after `first`, as long, when given).
    static func lines(_ text: String, indent: Int, width: Int, first: String? = nil) -> [String] {
        let pad = String(repeating: " ", count: indent)
        return lines(text, first: first ?? pad, rest: pad, width: width)
    }

    /// `text`'s words in lines of at most `width` characters, the first line after `first` and the others after
    /// `rest` (a word longer than a line gets a line of its own); no lines for no words.
    static func lines(_ text: some StringProtocol, first: String, rest: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = first
        var empty = true
        for word in text.split(separator: " ") {
            if !empty, line.count + 1 + word.count > width {
                lines.append(line)
                line = rest
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        if !empty { lines.append(line) }
        return lines
    }

    /// Every name `help` accepts, for suggestions.
    static func topics(_ registry: Registry) -> [String] {
        var t = ["language", "limits", "swift"]
        for area in registry.areas {
            t += area.commands.map(\.name) + area.globals.map(\.name)
            for type in area.types {
                t.append(type.name)
                t += type.members.map { type.name + "." + $0.name }
                t += type.constructors.filter { !$0.name.isEmpty }.map { type.name + "." + $0.name }
            }
        }
        return t
    }

    static func topic(_ topic: String, _ registry: Registry) -> [String]? {
        if topic == "language" { return language }
        if topic == "limits" { return Limits.helpLines }
        if topic == "swift" { return swift }
        if let c = registry.command(topic) { return render(c.doc) }
        for area in registry.areas {
            if let g = area.globals.first(where: { $0.name == topic }) {
                let object = g.make()
                var lines = ["\(g.name): \(object.typeName) (built in)", "  \(g.summary)", ""]
                if let type = registry.type(of: object) { lines += typeLines(type) }
                return lines
            }
        }
        if let type = registry.type(named: topic) { return typeLines(type) }
        let parts = topic.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2 {
            var typeName = parts[0]
            for area in registry.areas {
                if let g = area.globals.first(where: { $0.name == parts[0] }) { typeName = g.make().typeName }
            }
            if let type = registry.type(named: typeName) {
                let same = type.members.filter { $0.name == parts[1] }  // overloads from several areas
                if !same.isEmpty {
                    return Array(same.flatMap { ["\(type.name).\($0.name)"] + render($0.doc) + [""] }.dropLast())
                }
                if let c = type.constructors.first(where: { $0.name == parts[1] }) { return render(c.doc) }
                // `dataSource.sectionSnapshotHandlers.shouldExpandItem`: a member of a property's type.
                let path = parts[1].split(separator: ".", maxSplits: 1).map(String.init)
                if path.count == 2, let t = UIKitHost.type(named: type.name)?.property(path[0])?.type,
                    let inner = registry.type(named: t.hasSuffix("?") ? String(t.dropLast()) : t)
                {
                    return Self.topic(inner.name + "." + path[1], registry)
                }
            }
        }
        // A bare member name: every type that has it.
        var lines: [String] = []
        for area in registry.areas {
            for type in area.types {
                if let m = type.member(topic) { lines += ["\(type.name).\(m.name)"] + render(m.doc) + [""] }
            }
        }
        if !lines.isEmpty {
            lines.removeLast()
            return lines
        }
        return nil
    }

    static func render(_ doc: Doc) -> [String] {
        var lines = ["usage: " + doc.usage, "  " + doc.summary]
        for d in doc.details { lines.append("  " + d) }
        lines.append("example\(doc.examples.count == 1 ? "" : "s"):")
        lines += doc.examples.map { "  " + $0 }
        return lines
    }

    static func typeLines(_ type: TypeSpec) -> [String] {
        var lines = ["\(type.name): \(type.summary)"]
        if !type.aliases.isEmpty { lines.append("  also spelled: " + type.aliases.joined(separator: ", ")) }
        if !type.constructors.isEmpty {
            lines.append("creating one:")
            lines += type.constructors.map { "  " + $0.doc.usage }
        }
        let props = type.members.filter { $0.kind == .property }
        if !props.isEmpty {
            lines.append("properties:")
            lines += Format.table(
                props.map { ["  " + $0.name + (!$0.isSettable ? " (read only)" : ""), $0.doc.summary] })
        }
        let methods = type.members.filter { $0.kind == .method }
        if !methods.isEmpty {
            lines.append("methods:")
            lines += Format.table(methods.map { ["  " + $0.doc.usage, $0.doc.summary] })
        }
        return lines
    }

    static let language: [String] = [
        "a script is Swift, plus the playground's commands; '#' starts a comment line",
        "",
        "  Swift statements               let cell = NSCollectionLayoutItem(layoutSize: size)   (see 'help swift')",
        "  (over several lines)           func createLayout() -> UICollectionViewLayout { ... }",
        "  COMMAND ARGS [--json]          a playground command, alone on its line: frames section: 0",
        "",
        "A statement may span lines: an open brace, bracket or parenthesis, or a trailing operator",
        "continues it (the REPL shows '...>'); a following line starting with '.' or 'else' too.",
        "UIKit's NS/UI prefixes are optional: NSCollectionLayoutItem and LayoutItem are the same type.",
        "The collection view's layout is a UICollectionViewCompositionalLayout or a UICollectionViewFlowLayout",
        "(with its delegate's UICollectionViewDelegateFlowLayout sizes): frames, draw and explain show either;",
        "a UITableViewDiffableDataSource's table view is laid out as UIKit's table view lays out its rows.",
        "Identifiers (items, sections) are any Hashable value: \"strings\", numbers, enum cases, structs,",
        "UUID(); a bare undeclared word in a list is one too, and a..b words make a range:",
        "snapshot.appendItems([todo1...todo30]).",
        "",
        "in a script, lines starting '#> ' hold the expected output of the command above them and",
        "'#! ' its expected diagnostics; 'lps check' compares, 'lps check --update' rewrites them.",
    ]

    /// `help swift`: what of Swift and UIKit runs, and what is accepted without effect.
    static let swift: [String] =
        [
            "Swift in the playground: paste view-controller code as it is; it runs on swift-syntax's parser",
            "",
            "runs:",
            "  declarations   class, struct, enum (raw values, CaseIterable/allCases, associated values,",
            "                 computed properties, switch self), protocol, extension (also of UIKit types:",
            "                 extension NSCollectionLayoutSection { static func grid() -> NSCollectionLayoutSection }),",
            "                 func (labels, defaults, static/class, mutating, inout; overloads chosen by labels,",
            "                 then by the arguments' types, a generic one last; trailing closures by SE-0286's",
            "                 forward scan), init (self.init, and",
            "                 super.init, which runs the superclass's initializer when that class is the program's),",
            "                 stored,",
            "                 computed, static and lazy properties, willSet/didSet (on properties and globals;",
            "                 not during the type's own init), subscripts, typealias, extensions of Array,",
            "                 Collection...; static members of protocol extensions (extension Reusable { static var",
            "                 reuseIdentifier ... }; extension NSObjectProtocol reaches every UIKit subclass);",
            "                 Hashable as written (== and hash(into:) decide identifiers); Swift's Result (get,",
            "                 map, init(catching:)); custom operators (infix operator with its function);",
            "                 property wrappers of the program's (@Setting(key: \"n\") var n: n is the",
            "                 wrapper's wrappedValue, $n its projectedValue, _n the wrapper);",
            "                 access control and attributes are accepted (also on a line of their own);",
            "                 a program's own type named like a short name (struct CompositionalLayout) is its own",
            "  types          where Swift knows the type an expression must have (a declared variable or",
            "                 property, a parameter, an enum payload, an element, a return type), .member,",
            "                 .init(...) and number literals take their meaning from it: [Item] = [.init(...)],",
            "                 mode = .list, .estimated(.gap) with extension CGFloat { static let gap ... }",
            "  statements     let/var (structs and enums copy, classes and UIKit's layout objects are shared),",
            "                 if/else if/guard/switch (enum cases, ranges, where, let bindings, tuples),",
            "                 for-in, while, repeat, break/continue with labels, return, defer; throw, do/catch",
            "                 ('catch' and 'catch let e'; a clause with a pattern is an error) and try? (nil",
            "                 for an error the program throws; the playground's own errors still stop the run)",
            "  #if            the clause Xcode's Debug build for an iPhone compiles (top level, members,",
            "                 statements): DEBUG set, other flags unset; os(iOS), canImport(...), arch(arm64),",
            "                 swift(>=...)/compiler(>=...) against 6.0; targetEnvironment(...) false; any other",
            "                 condition is an error",
            "  #warning(\"…\")  the compiler's message, as a note (also before a switch's first case);",
            "                 #error(\"…\") is an error; #keyPath(Type.path) is the string \"path\"; #file,",
            "                 #line, #column and #function are the code's place (a default argument's: the caller's)",
            "  expressions    arithmetic and comparison on Int/Double/CGFloat (CGFloat(n), Int(x), 1.0 / 3),",
            "                 ?:, ??, optional chaining, if let/guard let, !, closures (trailing, $0, [weak self]),",
            "                 if and switch as values (let x = if c { 1 } else { 2 }, a body that is only one),",
            "                 ranges, Array(0..<n) and [Int](0..<n), [T](), [K: V](), map/compactMap/filter/forEach/",
            "                 enumerated/reduce/sorted,",
            "                 first/count/isEmpty/subscripts, key paths (\\.id), string interpolation, print,",
            "                 an initializer or method named without a call as a function (map(Item.init),",
            "                 compactMap(Kind.init(rawValue:)), sink(receiveValue: subject.send)),",
            "                 String(format:) (%d %f %.2f %@ %s %x %c, widths, flags, %1$@; POSIX locale),",
            "                 min/max/rounded/floor, UUID() (deterministic: the n-th UUID of a session is",
            "                 always the same), Int/Double/CGFloat.random(in:) and Bool.random() (a generator",
            "                 with a fixed seed: the same values on every run, named in a note)",
            "  UIKit          NSCollectionLayout* types, UICollectionViewCompositionalLayout (with section, a",
            "                 section provider closure, configuration:, .list(using:); invalidateLayout() asks the",
            "                 provider again; collectionViewContentSize is the shown layout's content size, zero for",
            "                 a layout no collection view shows), the list configuration,",
            "                 NSDiffableDataSourceSnapshot/SectionSnapshot, UICollectionViewDiffableDataSource",
            "                 (apply's completion runs after the statement),",
        ]
        // The collection view's members say themselves what they do (UIKit/UICollectionView.swift).
        + lines(UICollectionViewSurface.help.joined(separator: " "), indent: 17, width: 104)
        + [
            "                 UIViewController and UICollectionViewController subclasses",
            "                 (init(collectionViewLayout:), or none, as a storyboard makes them, also from",
            "                 storyboard.instantiateViewController(withIdentifier:) cast to the class: then assign",
            "                 collectionView.collectionViewLayout): loadViewIfNeeded() runs an overridden loadView(),",
            "                 then viewDidLoad; a loaded controller held by a top-level name is on screen for",
            "                 frames, draw, contentSize...: viewWillAppear(_:), updateProperties() (iOS 26),",
            "                 viewDidLayoutSubviews() and viewDidAppear(_:) run once first (a note says so);",
            "                 view.bounds is the device's (also a view class the controller's loadView() sets);",
            "                 isEditing and setEditing(_:animated:); UINavigationController(rootViewController:)",
            "                 (viewControllers, topViewController, push/pop; its view loads the top controller's;",
            "                 its bar is in the controller's safe area: 44 pt, 96 with navigationBar.prefersLargeTitles,",
            "                 32 in landscape, 50 on an iPad; hidden with isNavigationBarHidden or",
            "                 setNavigationBarHidden(_:animated:); opaque (isTranslucent = false), it puts the view below;",
            "                 a large-title bar is the standard one under a controller whose",
            "                 navigationItem.largeTitleDisplayMode is .never, .automatic taking the one below's);",
            "                 UISplitViewController(style:) (setViewController(_:for:) wraps the controller in a",
            "                 navigation controller; viewController(for:); the column's splitViewController): collapsed",
            "                 on an iPhone, a column is laid out at the screen's width; side by side on an iPad, its",
            "                 width is not modelled, and frames say so;",
            "                 X() needs an init() the class has (Swift's inheritance of initializers: a view's",
            "                 runs its init(frame:) override); a view keeps its frame (the one it is made with,",
            "                 frame =, bounds =; UIView(), UILabel(), UIScrollView(frame:)... too) until sizeToFit(),",
            "                 layoutIfNeeded() or translatesAutoresizingMaskIntoConstraints = false; UICollectionView subclasses",
            "                 (super.init(frame:collectionViewLayout:), their inherited collectionViewLayout and",
            "                 dataSource); members of a UIKit superclass that are not modelled are inert",
            "                 (backgroundColor, addSubview, editButtonItem); @IBOutlets are connected as the view",
            "                 loads (a collection view outlet has the nib's flow layout, whose Interface Builder",
            "                 settings the playground cannot read, until the code assigns a layout; an outlet of",
            "                 the program's own view class is made with its init?(coder:), then awakeFromNib());",
            "                 UICollectionViewDiffableDataSource subclasses (super.init(collectionView:cellProvider:)",
            "                 or UIKit's initializer) are UIKit's data source for that collection view (apply,",
            "                 snapshot(), from outside or on self); a UITableViewDiffableDataSource (or subclass)",
            "                 is the data source too (snapshots, apply, batches) and its table view is laid out",
            "                 (see 'table view' below), unless the controller's view is a collection view with its",
            "                 own data source and the table view is no controller's view (that one is inert, and a",
            "                 note says so); an extension's static method overloads UIKit's",
            "                 by its labels (.fractionalWidth(forTargetSize:)); a ReactorKit reactor's currentState",
            "                 is its initialState (actions do not run mutate/reduce; a note says so);",
            "                 custom groups whose item provider",
            "                 returns fixed frames;",
            "                 reorderingHandlers.willReorder/didReorder run after each 'drag' with the transaction",
        ]
        // The flow layout's and the table view's members say themselves what they do (their files in UIKit/).
        + lines(
            UICollectionViewFlowLayoutSurface.help.joined(separator: " "), indent: 17, width: 104,
            first: "  flow layout    ")
        + lines(UITableViewSurface.help.joined(separator: " "), indent: 17, width: 104, first: "  table view     ")
        + [
            "  generics       the identifier types of NSDiffableDataSourceSnapshot<Section, Item>, of section",
            "                 snapshots and data sources (also through a typealias, Item.ID, a parameter's or a",
            "                 variable's declared type; dataSource.snapshot() and snapshot(for:) take the data",
            "                 source's) are checked as Swift checks them: an identifier, snapshot or section",
            "                 snapshot of another type is an error, and so is == between snapshots of two types;",
            "                 AnyHashable takes any identifier; Snapshot() without generic arguments takes anything;",
            "                 a generic class's parameters are its arguments in its members (Adapter<Home>(...),",
            "                 class Home: ViewController<HomeView>: Section.allCases, ContentView(frame:)); a generic",
            "                 function's T is the type a T.Type parameter is given (register(Cell.self): T.self,",
            "                 T(), T.reuseIdentifier) or the type of the value a T parameter is given",
            "  builders       @resultBuilder types: a closure given to a parameter marked with one, and a func or",
            "                 computed property marked with one, run as Swift rewrites them (buildExpression,",
            "                 buildBlock or buildPartialBlock, buildOptional, buildEither, buildArray,",
            "                 buildFinalResult); a body with an explicit return is not rewritten",
            "  built-ins      'let layout = ...' and 'let dataSource = ...' at the top level install the",
            "                 playground's own; declared with let they are constants, as in Swift ('var' or a",
            "                 plain 'layout = ...' to switch later); a value of one of the program's own types",
            "                 under such a name is the program's variable instead (a note says so), and a subclass of",
            "                 UICollectionViewDiffableDataSource named dataSource is the built-in data source",
            "  scheduling     DispatchQueue.main.async/asyncAfter(deadline:) (global and own queues too,",
            "                 OperationQueue.main.addOperation, RunLoop.main.perform) and Task { } closures run after",
            "                 the top-level statement that scheduled them, in order of their deadline, on a clock",
            "                 of the playground's that jumps to each deadline (DispatchTime.now(), .now() + 0.5);",
            "                 await MainActor.run { } runs its body at once",
            "  continuations  with(Checked|Unsafe)(Throwing)Continuation runs its body, then the main queue's",
            "                 work until resume(returning:), resume(throwing:) or resume(with:); a task that",
            "                 nothing resumes waits for ever there (a note says where)",
            "  Combine        PassthroughSubject, CurrentValueSubject (value), Just, @Published var x ($x gives",
            "                 the value, then each value set); receive(on:), subscribe(on:), map, filter,",
            "                 compactMap, removeDuplicates(), dropFirst(_:), prefix(_:), first(where:),",
            "                 handleEvents(receiveOutput:), eraseToAnyPublisher,",
            "                 setFailureType(to:), replaceError(with:), assertNoFailure(), retry(_:), share(),",
            "                 sink and assign(to:on:): values sent are delivered at once, or after",
            "                 receive(on: DispatchQueue.main) as scheduled work; after subscribe(on:) the",
            "                 subscription itself is scheduled work; other operators are an error; store(in:) is",
            "                 inert; @OpenCombine.Published is @Published",
            "  Foundation     Date() is the playground's clock from 2001-01-01 00:00:00 UTC (moved by scheduled",
            "                 work), Date(timeIntervalSince1970:) and intervals; Calendar.current is Gregorian in",
            "                 UTC (component, dateComponents, DateComponents(year:month:day:...), date(from:),",
            "                 date(byAdding:value:to:), date(bySettingHour:minute:second:of:), range(of:in:for:),",
            "                 ordinality(of:in:for:), a settable firstWeekday, en_US day and month symbols);",
            "                 Dictionary(grouping:by:);",
            "                 randomElement() and .random draw from a seeded generator; URL(string:),",
            "                 URL(fileURLWithPath:), its parts (host, path, lastPathComponent, pathExtension...)",
            "                 and appendingPathComponent and the like, compared by their text; Locale.current is",
            "                 en_US (its calendar is Calendar.current) and Locale.preferredLanguages [\"en-US\"]",
            "                 (Bundle.preferredLocalizations(from:) picks the English one;",
            "                 Locale.characterDirection(forLanguage:)); a",
            "                 localized string (NSLocalizedString, String(localized:), Bundle.main.localizedString)",
            "                 is its default value, else its key; a String's indices are Character offsets",
            "                 (startIndex, endIndex, index(after:), index(_:offsetBy:limitedBy:), remove(at:),",
            "                 insert(_:at:), s[i], s[i..<j]); CGRect's inset(by:), insetBy, offsetBy, contains,",
            "                 intersection, union, divided and integral",
            "  Then           x.then { $0... } (github.com/devxoul/Then) runs the closure on the object and is the",
            "                 object; x.do { } runs it; a note says so (the program's own then or do runs instead)",
            "  properties     willSet/didSet of a class's stored properties run as in Swift (not in its own init)",
            "  providers      a section provider runs for every section with sectionIndex and an",
            "                 NSCollectionLayoutEnvironment (container sizes, trait collection) of the current",
            "                 device, again after every apply, rotation or device change",
            "  scroll handlers a section's visibleItemsInvalidationHandler runs whenever its visible items or",
            "                 offset change (after apply, scroll, a device change) with the visible items (frame,",
            "                 center, indexPath, kind, category, alpha, transform, zIndex, isHidden), the section's",
            "                 offset (an orthogonal section's own strip offset) and the environment; what it",
            "                 sets on them (transform as a CGAffineTransform, alpha, zIndex, isHidden, center)",
            "                 shows in frames (a 'shown' column), visible, explain and pictures until its next call",
            "",
            "accepted, without effect (named in one note the first time): colours, fonts, views and",
            "constraints, register, cell and supplementary registrations, cell providers, content",
            "configurations, navigation items, delegates, #Preview, and any capitalised name nothing",
            "declares (a type of a module the playground does not model: DisposeBag, JSONDecoder),",
            "members of such a type's static values (UIButton.Configuration.bordered()) unless the",
            "program's extension declares them, and a leading-dot value whose context is such a type or",
            "that no type of the program or the playground has (toolbarItems = [.flexibleSpace(), add]);",
            "a collection view's inert properties and a view controller's title keep what the program",
            "assigns (print(collectionView.isScrollEnabled) after isScrollEnabled = false prints false);",
            "Bundle resources (path/url(forResource:)) are nil, as missing, and a note says their data is empty;",
            "FileManager finds no files (contentsOfDirectory is empty, fileExists false, contents nil) and",
            "Alamofire's NetworkReachabilityManager says not reachable, and try await URLSession.shared.data(...)",
            "throws URLError(.notConnectedToInternet): the playground has no files or network; so does",
            "Data(contentsOf:) (a file's read throws as missing, NSDictionary(contentsOf:) is nil); UserDefaults",
            "starts empty, as after a fresh install, keeps what the program sets and answers register(defaults:)",
            "for keys not set, and so does iCloud's NSUbiquitousKeyValueStore.default; an app is launched from",
            "the Home screen (ProcessInfo's arguments are its path only); queue.sync { } runs its work at once;",
            "a Core Data context's fetch finds nothing (the store starts empty); a search",
            "controller is not active (isActive false) as the screen loads, and a search bar's text field is",
            "empty; a date picker's date is the date it was made at; a view has the device's traitCollection;",
            "UIApplication.shared.delegate cast to the program's AppDelegate is that class, made once when first",
            "read;",
            "UISegmentedControl, UISwitch and UISlider keep the state the program sets (selectedSegmentIndex,",
            "isOn, value), with Apple's documented defaults (no segment selected: -1; a slider's 0...1);",
            "the network's types (URLSession, URLRequest, URLComponents) are named in a note of their own:",
            "the data they would load never arrives; so are Combine publishers not modelled (Future,",
            "Publishers.CombineLatest): their subscribers get no values; and so are data sources of other",
            "modules (RxDataSources', Roxas'): a collection or table view given one as its dataSource and",
            "no sections of the program's has no frames, an error that names it; Darwin's setenv, signal,",
            "srand and sleep are inert; setting a ReactorKit View's reactor is kept and named in a note: the",
            "bind(reactor:) ReactorKit would call does not run (its bindings are RxSwift's); an Auto Layout",
            "library's constraints on the collection or table view (snp.makeConstraints, edgesToSuperview())",
            "are named with the size the frames assume; a type no file declares made with UICollectionView's",
            "init(frame:collectionViewLayout:) (or UITableView's init(frame:style:)) is taken as one, in a note;",
            "a global of an included Swift file that names what a later file declares is made on first use,",
            "as Swift makes a global of a file other than main.swift;",
            "an element of such a value is unmodelled too, as is filter's result when its test is, and an",
            "array joined with one (append(contentsOf:), +: NSLayoutConstraint.constraints(withVisualFormat:...));",
            "'if let'/'guard let' of such a value binds it and takes it as present, and so does != nil (a",
            "note says so); text joined with such a value is such a value too;",
            "where such a value would shape the layout or the data (a number, a condition), that use is the",
            "error, naming the value and whether it is UIKit's, Foundation's, Combine's or another module's",
            "",
            "not modelled, so an error says so: anything else that would change the layout or the data",
            "(sectionSnapshotHandlers callbacks, yes/no handler closures that answer per item, a visible",
            "item's transform3D); a custom group's item provider runs once, with the group as its environment's",
            "container (a note says when a fractional size made that container an estimate)",
            "",
            "limits: 'help limits' (steps, call depth, collection sizes); an endless loop ends with an error",
        ]

    /// The command reference, kept in docs/commands.md (a test fails when they drift).
    static func referenceMarkdown(_ registry: Registry) -> String {
        var out = "# lps command reference\n\n"
        out += "Generated from the playground's own help; a test keeps them in sync (regenerate with\n"
        out +=
            "`LPS_RECORD_DOCS=1 swift test --filter ReferenceDoc`). In the playground, `help NAME` shows the same text.\n\n"
        out += "## The language\n\n```\n" + language.joined(separator: "\n") + "\n```\n\n"
        out += "## Limits\n\n```\n" + Limits.helpLines.joined(separator: "\n") + "\n```\n"
        for area in registry.areas {
            out += "\n## \(area.name)\n\n\(area.summary).\n"
            for c in area.commands {
                out += "\n### `\(c.name)`\n\n" + markdown(c.doc)
            }
            for g in area.globals {
                out += "\n### `\(g.name)` (built in)\n\n\(g.summary). Type: `\(g.make().typeName)`.\n"
            }
            for type in area.types {
                out += "\n### Type `\(type.name)`\n\n\(type.summary).\n"
                if !type.aliases.isEmpty {
                    out += "Also spelled " + type.aliases.map { "`\($0)`" }.joined(separator: ", ") + ".\n"
                }
                for c in type.constructors { out += "\n#### `\(c.doc.usage)`\n\n" + markdown(c.doc, usage: false) }
                for m in type.members {
                    out +=
                        "\n#### `\(type.name).\(m.name)`\(m.kind == .property ? (!m.isSettable ? " (read-only property)" : " (property)") : "")\n\n"
                    out += markdown(m.doc)
                }
            }
        }
        return out
    }

    private static func markdown(_ doc: Doc, usage: Bool = true) -> String {
        var out = ""
        if usage { out += "`\(doc.usage)`\n\n" }
        out += doc.summary.prefix(1).uppercased() + doc.summary.dropFirst() + ".\n"
        out += paragraphs(doc.details)
        out += "\n```\n" + doc.examples.joined(separator: "\n") + "\n```\n"
        return out
    }

    /// A doc's detail lines as Markdown paragraphs. `help` prints each line as written, so a long
    /// paragraph is several lines: a line that does not end a sentence (no closing '.') continues
    /// its paragraph on the next line, and Markdown joins them; a blank line starts the next one.
    static func paragraphs(_ details: [String]) -> String {
        var out = ""
        var open = false
        for line in details {
            out += (open ? "" : "\n") + line + "\n"
            open = !line.hasSuffix(".")
        }
        return out
    }
}
