import Testing

@testable import PlaygroundScript

/// What stopped real files (issue #29, the sixth batch): a control's state that steers what the screen shows,
/// a generic class's parameters used as types in its members, `hashValue`, and the network's types, which do
/// affect the data.
@Suite struct RealFileStops6Tests {
    /// Before: "'UISegmentedControl().selectedSegmentIndex' is not modelled by the playground (a UIKit value), and
    /// operator '==' needs its value" (a screen that shows a grid or a list by the selected segment).
    @Test func aControlsStateThatTheProgramSetsIsReadBack() {
        var h = Harness()
        let (out, diagnostics) = h.run(
            """
            let control = UISegmentedControl(items: ["Grid", "List"])
            print(control.selectedSegmentIndex, control.numberOfSegments, UISegmentedControl.noSegment)
            control.selectedSegmentIndex = 1
            control.addTarget(nil, action: nil, for: .valueChanged)
            print(control.selectedSegmentIndex == 1 ? "list" : "grid")
            let slider = UISlider()
            print(slider.value, slider.maximumValue)
            slider.setValue(0.5, animated: true)
            let toggle = UISwitch()
            toggle.setOn(true, animated: false)
            print(slider.value, toggle.isOn)
            """)
        #expect(out == ["-1 2 -1", "list", "0.0 1.0", "0.5 true"])
        // The state is not named as ignored; the target is.
        #expect(!diagnostics.contains { $0.contains("selectedSegmentIndex") })
        #expect(diagnostics.contains { $0.contains("'UISegmentedControl.addTarget'") })
    }

    /// A state Apple documents no default for stays unknown until the program sets it: deciding on it is the error.
    @Test func aControlsUndocumentedDefaultIsNotGuessed() {
        var h = Harness()
        let message = h.error("if UISwitch().isOn { print(1) }")
        #expect(message.contains("'UISwitch.isOn' is not modelled by the playground"))
        // A subclass keeps its control's state too.
        _ = h.ok("final class Picker: UISegmentedControl {}")
        #expect(h.ok("let p = Picker(); p.selectedSegmentIndex = 2; print(p.selectedSegmentIndex)") == ["2"])
    }

    /// Before: "a value of type unmodelled value of another module (Section.allCases) is not a sequence": inside
    /// `Adapter<HomeSection>`, `Section` is `HomeSection`, in its initializer, its methods and their closures.
    @Test func aGenericClassesParametersAreItsArgumentsInItsMembers() {
        var h = Harness()
        _ = h.run(
            """
            enum HomeSection: CaseIterable { case chart, playlist }
            enum Other: CaseIterable { case one }
            final class Adapter<Section: CaseIterable & Hashable> {
                let count: Int
                init() { count = Section.allCases.count }
                func sections() -> [Section] { Array(Section.allCases) }
                func later() -> () -> Int { { Section.allCases.count } }
            }
            """)
        #expect(
            h.ok("let a = Adapter<HomeSection>(); print(a.count, a.sections())") == [
                "2 [HomeSection.chart, HomeSection.playlist]"
            ])
        #expect(h.ok("let b = Adapter<Other>(); print(b.sections(), b.later()(), a.later()())") == ["[Other.one] 1 2"])
    }

    /// Before: `view = ContentView(frame: .zero)` in `ContentViewController<ContentView: UIView>` made an inert
    /// 'ContentView', so the screen `class Home: ViewController<HomeView>` shows had no collection view.
    @Test func aSuperclassesGenericArgumentsNameItsParameters() {
        var h = Harness()
        _ = h.run(
            """
            class HomeView: UIView { let name = "home" }
            class Base<ContentView: UIView>: UIViewController {
                var contentView: ContentView { view as! ContentView }
                override func loadView() { view = ContentView(frame: .zero) }
            }
            class Middle<ContentView: UIView>: Base<ContentView> {}
            final class Home: Middle<HomeView> {}
            """)
        #expect(h.ok("let home = Home(); home.loadViewIfNeeded(); print(home.contentView.name)") == ["home"])
    }

    /// Before: "value of type Item has no member 'hashValue'" (an item whose == compares its model's hashValue).
    @Test func hashValueFollowsHashIntoAndEquality() {
        var h = Harness()
        _ = h.run(
            """
            struct Model: Hashable { let id: Int; let title: String }
            struct Keyed: Hashable {
                let id: Int
                let note: String
                static func == (l: Keyed, r: Keyed) -> Bool { l.id == r.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            """)
        let out = h.ok(
            """
            let a = Model(id: 1, title: "a")
            print(a.hashValue == Model(id: 1, title: "a").hashValue, a.hashValue == Model(id: 1, title: "b").hashValue)
            print(Keyed(id: 1, note: "x").hashValue == Keyed(id: 1, note: "y").hashValue)
            print(Keyed(id: 1, note: "x").hashValue == Keyed(id: 2, note: "x").hashValue)
            """)
        #expect(out == ["true false", "true", "false"])
        // A protocol extension's own hashValue, through the protocol a protocol inherits, with Hasher's finalize().
        _ = h.run(
            """
            protocol ModelType { var identifier: String { get } }
            protocol ItemModel: ModelType {}
            extension ItemModel {
                var hashValue: Int {
                    var hasher = Hasher()
                    hasher.combine(identifier)
                    return hasher.finalize()
                }
            }
            protocol Component: ItemModel {}
            struct Row: Component, Hashable {
                let identifier: String
                let message: String
                func hash(into hasher: inout Hasher) { hasher.combine(message) }
            }
            """)
        #expect(
            h.ok(
                "print(Row(identifier: \"a\", message: \"1\").hashValue == Row(identifier: \"b\", message: \"1\").hashValue)"
            ) == ["false"])
        // The same number on every run.
        var again = Harness()
        _ = again.run("struct Model: Hashable { let id: Int; let title: String }")
        #expect(again.ok("print(Model(id: 1, title: \"a\").hashValue)") == h.ok("print(a.hashValue)"))
    }

    /// Before: "the collection view's layout is LayoutBuilder, which the playground does not model" (a layout DSL
    /// the file imports): the error says where the layout comes from and that its source would make it run.
    @Test func aLayoutOfAnImportedModuleAsksForItsSource() {
        var h = Harness()
        _ = h.run(
            """
            import CompositionalLayoutDSL
            func createLayout() -> UICollectionViewLayout { LayoutBuilder { Section { Item() } } }
            let view = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
            """)
        let message = h.error("frames")
        #expect(message.contains("the collection view's layout is LayoutBuilder, a type of another module"))
        #expect(message.contains("paste that module's source too"))
    }

    /// Before: "cannot infer the type of '.init(...)'": a `map` closure given where an array of a type is expected
    /// returns that type, as Swift infers it (`comments: ["lgtm"].map { .init(comment: $0) }`).
    @Test func aMapClosuresResultTakesTheExpectedArraysElementType() {
        var h = Harness()
        _ = h.ok(
            """
            struct Comment { let comment: String }
            struct Feed { let comments: [Comment] }
            enum Badge { case new, old }
            """)
        #expect(
            h.ok(
                "let f = Feed(comments: [\"a\", \"b\"].map { .init(comment: $0) }); print(f.comments.count, f.comments[1].comment)"
            )
                == ["2 b"])
        #expect(
            h.ok("let badges: [Badge] = [1, 2, 3].compactMap { $0 > 1 ? .old : nil }; print(badges)") == [
                "[Badge.old, Badge.old]"
            ])
        #expect(h.error("let n = [1].map { .init(comment: $0) }").contains("cannot infer"))
    }

    /// Before: "value of type Array has no member 'self'" (`Bundle.main.decode([Video].self, from: "videos.json")`)
    /// and "'#colorLiteral' is not supported by the playground".
    @Test func postfixSelfIsTheValueAndLiteralsOfColoursAndImagesAreInert() {
        var h = Harness()
        _ = h.ok("struct Video { let id: Int }")
        #expect(h.ok("print([Video].self == [Video].self, 3.self + 1, \"a\".self)") == ["true 4 a"])
        let (out, diagnostics) = h.run(
            "let tint = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1); let view = UIView(); view.tintColor = tint; print(1)"
        )
        #expect(out == ["1"])
        #expect(diagnostics.joined().contains("'#colorLiteral'"))
        #expect(h.error("let w = 2 * #imageLiteral(resourceName: \"photo\").size.width").contains("is not modelled"))
    }

    /// Before: the note said "ignored (no effect on the layout or the data): ... 'URLSession', 'URLComponents'",
    /// though what the network loads is the data.
    @Test func theNetworksTypesAreNeverSaidToHaveNoEffect() {
        var h = Harness()
        let (_, diagnostics) = h.run(
            """
            var components = URLComponents()
            components.host = "example.com"
            let request = URLRequest(url: components.url!)
            let view = UIView()
            view.backgroundColor = .red
            """)
        let ignored = diagnostics.filter { $0.contains("ignored (no effect on the layout or the data)") }.joined()
        #expect(ignored.contains("'UIView.backgroundColor'"))
        #expect(!ignored.contains("URL"))
        let network = diagnostics.filter { $0.contains("the playground has no network") }.joined()
        #expect(network.contains("'URLComponents'"))
        #expect(network.contains("'URLComponents.host'"))
        #expect(network.contains("'URLRequest'"))
    }
}
