import Testing

@testable import PlaygroundScript

/// Stops found by pasting real files whole (everyday screens and a month calendar): Foundation's calendar as calendar
/// grids use it, `#if` conditions joining platforms, and what such files ask of their views.
@Suite struct RealFileStops12Tests {
    /// `#if os(iOS) || os(tvOS) || targetEnvironment(macCatalyst)`: other platforms are false, so the whole is true.
    @Test func platformConditionsJoinedWithOrAndAnd() {
        var h = Harness()
        #expect(
            h.ok(
                """
                #if os(iOS) || os(tvOS) || targetEnvironment(macCatalyst)
                print("ios")
                #else
                print("other")
                #endif
                """) == ["ios"])
        #expect(
            h.ok(
                """
                #if os(iOS) && !os(tvOS) && targetEnvironment(macCatalyst)
                print("catalyst")
                #else
                print("device")
                #endif
                """) == ["device"])
    }

    /// A month grid's calendar: dates from components (carrying over past a unit's end), the days of a month, its
    /// weeks by the calendar's first weekday, a day's place in its week, and a time of day set on a date.
    @Test func aMonthGridsCalendar() {
        var h = Harness()
        _ = h.run("var cal = Calendar(identifier: .gregorian)")
        _ = h.ok("let d = cal.date(from: DateComponents(year: 2024, month: 2, day: 10))!")
        #expect(h.ok("print(d)") == ["2024-02-10 00:00:00 +0000"])
        #expect(h.ok("print(cal.range(of: .day, in: .month, for: d)!.count)") == ["29"])
        #expect(
            h.ok("print(cal.component(.weekday, from: cal.date(from: DateComponents(year: 2024, month: 2, day: 1))!))")
                == ["5"])
        #expect(
            h.ok("print(cal.range(of: .weekOfMonth, in: .month, for: d)!.count, cal.component(.weekOfMonth, from: d))")
                == ["5 2"])
        _ = h.ok("cal.firstWeekday = 2")
        #expect(h.ok("print(cal.firstWeekday, cal.ordinality(of: .weekday, in: .weekOfMonth, for: d)!)") == ["2 6"])
        #expect(
            h.ok("print(cal.date(from: DateComponents(year: 2024, month: 13, day: 1))!)") == [
                "2025-01-01 00:00:00 +0000"
            ])
        #expect(
            h.ok("print(cal.date(bySettingHour: 23, minute: 59, second: 59, of: d)!)") == ["2024-02-10 23:59:59 +0000"])
        #expect(h.ok("print(cal.date(bySettingHour: 25, minute: 0, second: 0, of: d) == nil)") == ["true"])
        _ = h.ok("var c = DateComponents()")
        _ = h.ok("c.year = 2023")
        #expect(h.ok("print(c.day == nil, cal.date(from: c)!)") == ["true 2023-01-01 00:00:00 +0000"])
        let (symbols, _) = h.run(
            "print(cal.shortWeekdaySymbols.count, cal.monthSymbols[1], cal.veryShortWeekdaySymbols[0])")
        #expect(symbols == ["7 February S"])
    }

    /// `frames section: N` of a layout of the program's own lists the header it made for that section.
    @Test func oneSectionsFramesListTheHeaderALayoutOfTheProgramsMade() {
        var h = Harness()
        _ = h.ok(
            """
            class L: UICollectionViewLayout {
                var all = [UICollectionViewLayoutAttributes]()
                override func prepare() {
                    all = []
                    for s in 0..<2 {
                        let h = UICollectionViewLayoutAttributes(
                            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: s))
                        h.frame = CGRect(x: 0, y: CGFloat(s) * 100, width: 393, height: 50)
                        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: s))
                        a.frame = CGRect(x: 0, y: CGFloat(s) * 100 + 50, width: 50, height: 50)
                        all += [h, a]
                    }
                }
                override var collectionViewContentSize: CGSize { CGSize(width: 393, height: 200) }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { all }
            }
            class DS: NSObject, UICollectionViewDataSource {
                func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
            }
            """)
        _ = h.ok("let ds = DS()")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: L())")
        _ = h.ok("cv.dataSource = ds")
        let (rows, _) = h.run("frames section: 1")
        let kinds = rows.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(kinds == ["supplementary", "cell"])
        #expect(rows.dropFirst().allSatisfy { $0.contains("[1, 0]") })
    }

    /// A negative `minimumLineSpacing` overlaps the lines (a stacked-card wallet); one that would take back a whole
    /// line is a located error rather than lines out of order.
    @Test func negativeLineSpacingOverlapsTheLines() {
        var h = Harness()
        _ = h.ok(
            """
            class DS: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
            }
            """)
        _ = h.ok("let ds = DS()")
        _ = h.ok("let stack = UICollectionViewFlowLayout()")
        _ = h.ok("stack.itemSize = CGSize(width: 357, height: 200)")
        _ = h.ok("stack.minimumLineSpacing = -150")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: stack)")
        _ = h.ok("cv.dataSource = ds")
        let ys = h.ok("frames").dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true)[5] }
        #expect(ys == ["0", "50", "100"])
        #expect(h.ok("contentSize") == ["contentSize: 393 x 300"])
        _ = h.ok("stack.minimumLineSpacing = -200")
        #expect(h.error("frames").contains("minimumLineSpacing '-200' would start a line where the 200-point line"))
    }

    /// A `Collection` extension's binary search: `index(_:offsetBy:)`, `index(after:)` and `distance(from:to:)` of an
    /// array, called on self.
    @Test func anArraysIndexMethodsInACollectionExtension() {
        var h = Harness()
        _ = h.ok(
            """
            extension Collection {
                func firstIndex(from predicate: (Element) -> Bool) -> Index {
                    var low = startIndex
                    var high = endIndex
                    while low != high {
                        let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
                        if predicate(self[mid]) { low = index(after: mid) } else { high = mid }
                    }
                    return low
                }
            }
            """)
        #expect(h.ok("print([1, 2, 3, 10, 20].firstIndex(from: { $0 < 5 }))") == ["3"])
        #expect(h.ok("print([1, 2].index(0, offsetBy: 5, limitedBy: 2) == nil, [1, 2].index(before: 2))") == ["true 1"])
    }

    /// `lazy var dataSource: T = { .init(...) }()`: the closure called at once returns the declared type; a table
    /// view answers `numberOfRows(inSection:)` and `numberOfSections` from the data it shows.
    @Test func aLazyDataSourceMadeWithDotInitAndATablesCounts() {
        var h = Harness()
        _ = h.run(
            """
            class VC: UIViewController {
                let tableView = UITableView()
                private lazy var dataSource: UITableViewDiffableDataSource<Int, String> = {
                    .init(tableView: tableView) { tableView, indexPath, item in UITableViewCell() }
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var s = NSDiffableDataSourceSnapshot<Int, String>()
                    s.appendSections([0])
                    s.appendItems(["a", "b"])
                    dataSource.apply(s)
                }
            }
            """)
        _ = h.run("let vc = VC()")
        _ = h.runWithoutErrors("vc.loadViewIfNeeded()")
        #expect(h.ok("print(vc.tableView.numberOfSections, vc.tableView.numberOfRows(inSection: 0))") == ["1 2"])
        #expect(h.error("print(vc.tableView.numberOfRows(inSection: 3))").contains("the table view has 1 section"))
    }

    /// `frame: .init(x:y:width:height:)` given to a view the playground does not model is a CGRect, as the label
    /// always is in UIKit (the view itself is inert).
    @Test func aLeadingDotFrameOfAnInertViewIsARect() {
        var h = Harness()
        let (_, notes) = h.runWithoutErrors(
            "let spinner = UIActivityIndicatorView(frame: .init(origin: .zero, size: .init(width: 50, height: 50)))")
        #expect(notes.contains { $0.contains("'UIActivityIndicatorView'") })
    }

    /// Combine's operators that pass some values on, each subscription keeping what they need (the last value, a
    /// count): `removeDuplicates()`, `dropFirst()`, `filter`, `compactMap`, `prefix(_:)`, `first(where:)`.
    @Test func combineOperatorsThatPassSomeValuesOn() {
        var h = Harness()
        _ = h.ok("import Combine")
        _ = h.ok("let connected = CurrentValueSubject<Bool, Never>(false)")
        _ = h.run("var bag = Set<AnyCancellable>()")
        let (first, _) = h.run("connected.removeDuplicates().sink { print(\"connected\", $0) }.store(in: &bag)")
        #expect(first == ["connected false"])
        #expect(h.ok("connected.send(true)") == ["connected true"])
        #expect(h.ok("connected.send(true)").isEmpty)
        _ = h.ok("let names = PassthroughSubject<String, Never>()")
        _ = h.run(
            "names.dropFirst().filter { !$0.isEmpty }.compactMap { Int($0) }.prefix(2).sink { print(\"n\", $0) }"
                + ".store(in: &bag)")
        _ = h.run("names.first(where: { $0.count > 1 }).sink { print(\"first\", $0) }.store(in: &bag)")
        var printed: [String] = []
        for sent in ["1", "", "x", "2", "33", "4", "55"] { printed += h.ok("names.send(\"\(sent)\")") }
        // (Each value reaches the subscriptions in the order they were made.)
        #expect(printed == ["n 2", "n 33", "first 33"])
    }

    /// `NSArray(array: attributes, copyItems: true) as? [UICollectionViewLayoutAttributes]`: copies (a subclass's
    /// `copy(with:)` runs), so changing them leaves the originals as they were.
    @Test func nsArrayCopyItemsCopiesEachElement() {
        var h = Harness()
        _ = h.ok(
            """
            class Photo: UICollectionViewLayoutAttributes {
                var height: CGFloat = 0
                override func copy(with zone: NSZone? = nil) -> Any {
                    let copy = super.copy(with: zone) as! Photo
                    copy.height = height
                    return copy
                }
            }
            """)
        _ = h.ok("let a = Photo(forCellWith: IndexPath(item: 0, section: 0))")
        _ = h.ok("a.height = 120")
        _ = h.run("let copies = NSArray(array: [a], copyItems: true) as? [Photo]")
        _ = h.ok("copies?.first?.frame = CGRect(x: 1, y: 2, width: 3, height: 4)")
        #expect(
            h.ok("print(copies?.first?.height ?? -1, a.frame.width, copies?.first?.frame.width ?? -1)") == [
                "120.0 0.0 3.0"
            ])
    }

    /// `fit` of identifiers the data source does not show is kept but said (a misspelling changed nothing, silently);
    /// for a classic data source, whose cells have no identifiers, it says how to state their sizes.
    @Test func fitSaysWhatItCannotFind() {
        var h = Harness()
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<String, String>()")
        _ = h.ok("snapshot.appendSections([\"main\"])")
        _ = h.ok("snapshot.appendItems([\"a\", \"b\"])")
        _ = h.run("dataSource.apply(snapshot)")
        #expect(h.ok("fit a height: 60") == ["a reports height: 60"])
        let (out, notes) = h.run("fit [b, c] height: 60")
        #expect(out == ["2 items report height: 60"])
        #expect(notes.count == 1 && notes[0].hasPrefix("note: c is not an item the data source shows now"))

        var classic = Harness()
        _ = classic.ok(
            """
            class DS: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
            }
            """)
        _ = classic.ok("let ds = DS()")
        _ = classic.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())")
        _ = classic.ok("cv.dataSource = ds")
        _ = classic.run("frames")
        #expect(classic.error("fit [0, 1] width: 60").contains("classic data source"))
    }

    /// `String.localize("...")` with the extension that adds it left out: Swift's message, naming the member (not
    /// "cannot find 'String' in scope", which sent the user looking for an import).
    @Test func aMissingStaticMemberOfAStandardTypeNamesTheMember() {
        var h = Harness()
        let message = h.error("let text = String.localize(\"News Unavailable\")")
        #expect(message.hasPrefix("error: type 'String' has no member 'localize'"))
        #expect(h.error("let x = CGFloat.spacing(2)").hasPrefix("error: type 'CGFloat' has no member 'spacing'"))
        _ = h.ok("extension String { static func localize(_ s: String) -> String { s + \"!\" } }")
        #expect(h.ok("print(String.localize(\"a\"))") == ["a!"])
    }

    /// A view subclass reads `traitCollection` without `self.` (Brave's tab tray picks its columns by it): the
    /// device's traits, as `self.traitCollection` gives.
    @Test func aViewSubclassReadsItsTraitsWithoutSelf() {
        var h = Harness()
        _ = h.ok("device iPhone15")
        _ = h.ok(
            """
            class Tray: UIView {
                var columns: Int { traitCollection.horizontalSizeClass == .compact ? 2 : 3 }
            }
            """)
        #expect(h.ok("print(Tray().columns)") == ["2"])
    }

    /// A grouped table whose delegate gives the headers' and footers' heights has no automatic spacing between its
    /// sections: `.leastNonzeroMagnitude` for section 0's header removes the gap above the first row, and a 40 pt
    /// header is the whole room before section 1.
    @Test func aGroupedTablesDelegateHeightsReplaceTheAutomaticSpacing() {
        var h = Harness()
        _ = h.ok("device iPhone15")
        _ = h.ok(
            """
            class Profile: UITableViewController {
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 1 : 2 }
                override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                    section == 0 ? .leastNonzeroMagnitude : 40
                }
                override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
                    .leastNonzeroMagnitude
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    indexPath.section == 0 ? 100 : 50
                }
            }
            """)
        _ = h.ok("let vc = Profile(style: .grouped)")
        _ = h.ok("vc.loadViewIfNeeded()")
        let cells = h.ok("frames").filter { $0.hasPrefix("cell") }.map {
            $0.split(separator: " ", omittingEmptySubsequences: true)[5]
        }
        #expect(cells == ["0", "140", "190"])
        #expect(h.ok("contentSize") == ["contentSize: 393 x 240"])
    }

    /// What a flow layout's `prepare()` prints is shown before the first command that reads the layout after a
    /// change, and not again while nothing changes (UIKit runs it again only when the layout is invalidated).
    @Test func whatPrepareSaysIsShownOncePerChange() {
        var h = Harness()
        _ = h.ok(
            """
            class L: UICollectionViewFlowLayout {
                override func prepare() {
                    super.prepare()
                    print("prepare ran")
                }
            }
            class DS: NSObject, UICollectionViewDataSource {
                var n = 2
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { n }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    UICollectionViewCell()
                }
            }
            """)
        _ = h.ok("let ds = DS()")
        _ = h.ok("let cv = UICollectionView(frame: .zero, collectionViewLayout: L())")
        _ = h.ok("cv.dataSource = ds")
        #expect(!h.ok("help frames").contains("prepare ran"))
        #expect(h.ok("contentSize") == ["prepare ran", "contentSize: 393 x 50"])
        #expect(h.ok("contentSize") == ["contentSize: 393 x 50"])
        _ = h.ok("ds.n = 20")
        _ = h.ok("cv.reloadData()")
        #expect(h.ok("contentSize").first == "prepare ran")
    }
}
