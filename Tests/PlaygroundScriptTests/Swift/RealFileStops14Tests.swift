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
}
