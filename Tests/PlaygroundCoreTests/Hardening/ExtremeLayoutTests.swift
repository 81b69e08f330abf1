import TestSupport
import Testing

@testable import PlaygroundCore

/// Pathological but well-formed layouts end in a LayoutError or in finite frames, quickly:
/// groups that can never place an item, zero and negative sizes, huge and tiny numbers, NaN and
/// infinity, nesting thousands deep, huge counts.
@Suite struct ExtremeLayoutTests {
    /// Numbers a learner (or a fuzzer) might type.
    static let numbers: [Double] = [
        0, -0.0, 1, 0.5, 2, -1, 1e-300, Double.leastNonzeroMagnitude, 1e300, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude,
        .nan, .infinity, -.infinity, 44, 10_000,
    ]

    static func dimension(_ rng: inout SplitMix64) -> LayoutDimension {
        let v = numbers.randomElement(using: &rng)!  // NB: non-empty
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return .absolute(v)
        case 1: return .fractionalWidth(v)
        case 2: return .fractionalHeight(v)
        case 3: return .estimated(v)
        default: return .uniformAcrossSiblings(estimate: v)
        }
    }

    static func size(_ rng: inout SplitMix64) -> LayoutSize {
        LayoutSize(widthDimension: dimension(&rng), heightDimension: dimension(&rng))
    }

    static func element(_ rng: inout SplitMix64, depth: Int) -> LayoutElement {
        if depth > 2 || Bool.random(using: &rng) {
            var item = LayoutItem(layoutSize: size(&rng))
            if Int.random(in: 0..<4, using: &rng) == 0 {
                let v = numbers.randomElement(using: &rng)!  // NB: non-empty
                item.contentInsets = DirectionalEdgeInsets(top: v, leading: v, bottom: 0, trailing: 0)
            }
            return .item(item)
        }
        return .group(group(&rng, depth: depth + 1))
    }

    static func group(_ rng: inout SplitMix64, depth: Int) -> LayoutGroup {
        let counts = [0, 1, 3, 10_000, 10_001, 1_000_000_000, -1]
        var g: LayoutGroup
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            g = .horizontal(
                layoutSize: size(&rng),
                subitems: (0..<Int.random(in: 0...2, using: &rng)).map { _ in element(&rng, depth: depth) })
        case 1:
            g = .vertical(
                // NB: non-empty
                layoutSize: size(&rng), subitem: element(&rng, depth: depth), count: counts.randomElement(using: &rng)!)
        case 2:
            g = .horizontal(
                layoutSize: size(&rng), repeatingSubitem: element(&rng, depth: depth),
                count: counts.randomElement(using: &rng)!)  // NB: non-empty
        case 3:
            let v = numbers.randomElement(using: &rng)!  // NB: non-empty
            g = .custom(
                layoutSize: size(&rng),
                frames: [Rect(x: 0, y: 0, width: v, height: 10), Rect(x: v, y: v, width: 10, height: v)])
        default: g = .vertical(layoutSize: size(&rng), subitems: [element(&rng, depth: depth)])
        }
        if Bool.random(using: &rng) {
            let v = numbers.randomElement(using: &rng)!  // NB: non-empty
            g.interItemSpacing = Bool.random(using: &rng) ? .fixed(v) : .flexible(v)
        }
        return g
    }

    static func isFinite(_ r: Rect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
    }

    @Test("random extreme layouts resolve to finite frames or a LayoutError", arguments: 0..<16)
    func extremeLayoutsNeverTrap(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 11)
        var errors = 0
        for _ in 0..<60 {
            var section = LayoutSection(group: Self.group(&rng, depth: 0))
            section.interGroupSpacing = Self.numbers.randomElement(using: &rng)!  // NB: non-empty
            if Bool.random(using: &rng) { section.orthogonalScrollingBehavior = .continuous }
            var environment = LayoutEnvironment(
                containerSize: Size(
                    width: Self.numbers.randomElement(using: &rng)!,  // NB: non-empty
                    // NB: non-empty
                    height: Bool.random(using: &rng) ? 800 : Self.numbers.randomElement(using: &rng)!))
            // NB: non-empty
            environment.displayScale = Bool.random(using: &rng) ? 3 : Self.numbers.randomElement(using: &rng)!
            let itemCount = [0, 1, 7, 200, 20_000].randomElement(using: &rng)!  // NB: non-empty
            do {
                let resolved = try CompositionalLayout(sections: [section])
                    .resolve(data: [SectionData(itemCount: itemCount)], environment: environment)
                if let bad = resolved.allAttributes().first(where: { !Self.isFinite($0.frame) }) {
                    Issue.record("\(section) in \(environment.containerSize) with \(itemCount) items gave \(bad.frame)")
                }
                #expect(resolved.contentSize.width.isFinite && resolved.contentSize.height.isFinite)
                _ = resolved.visibleAttributes()
            } catch {
                errors += 1
                #expect(!error.message.isEmpty)
            }
        }
        #expect(errors > 0, "the generator should make some invalid layouts")
    }

    /// Groups nested 5,000 deep (built in code, beyond what the script language lets you write)
    /// are refused by the nesting limit, not walked until the stack runs out.
    @Test func groupsNestedThousandsDeepAreRefused() {
        var element = LayoutElement.item(leaf(.fractionalWidth(1), .fractionalHeight(1)))
        for _ in 0..<5_000 {
            element = .group(.horizontal(layoutSize: sz(.fractionalWidth(1), .absolute(10)), subitems: [element]))
        }
        guard case .group(let group) = element else {
            Issue.record("expected a group")
            return
        }
        #expect(throws: LayoutError.self) {
            _ = try resolve([LayoutSection(group: group)], counts: [3])
        }
        do {
            _ = try resolve([LayoutSection(group: group)], counts: [3])
        } catch let error as LayoutError {
            #expect(
                error.message.hasSuffix("nests groups deeper than the limit of \(LayoutLimits.maxNestingDepth) levels"),
                "\(error.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// Groups that can never place an item: zero or negative main-axis sizes, zero-size repeating subitems.
    @Test(arguments: [
        LayoutGroup.horizontal(
            layoutSize: sz(.absolute(0), .absolute(10)), subitems: [.item(leaf(.absolute(10), .absolute(10)))]),
        LayoutGroup.horizontal(
            layoutSize: sz(.absolute(-10), .absolute(10)), subitems: [.item(leaf(.absolute(10), .absolute(10)))]),
        LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(10)), subitems: [.item(leaf(.absolute(0), .absolute(10)))]),
        LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(1), .absolute(10)),
            repeatingSubitem: .item(leaf(.absolute(0), .absolute(0))), count: 10_000),
        LayoutGroup.horizontal(
            layoutSize: sz(.fractionalWidth(0), .absolute(10)),
            subitems: [.item(leaf(.fractionalWidth(1), .absolute(10)))]),
        LayoutGroup.vertical(
            layoutSize: sz(.fractionalWidth(1), .absolute(1e-300)),
            subitems: [.item(leaf(.fractionalWidth(1), .absolute(1e-300)))]),
    ])
    func groupsThatCannotPlaceItemsEndInAnErrorOrBoundedWork(_ group: LayoutGroup) {
        // Bounded means: about as fast as an ordinary list of the same number of items, or linear.
        let clock = ContinuousClock()
        for count in [1, 100_000, 1_000_000] {
            let start = clock.now
            _ = try? resolve([rowsSection(height: 44)], counts: [count])
            let ordinary = clock.now - start
            let again = clock.now
            do {
                let r = try resolve([LayoutSection(group: group)], counts: [count])
                #expect(r.visibleAttributes().allSatisfy { Self.isFinite($0.frame) })
            } catch let error as LayoutError {
                // A clear error is the expected outcome for most of these.
                #expect(!error.message.isEmpty)
            } catch {
                Issue.record("unexpected \(error)")
            }
            let pathological = clock.now - again
            // Linear at worst (zero-size repeating subitems cost ~5 µs per item in a debug build,
            // where an ordinary list is solved once per template): never worse than 20 µs per item.
            #expect(
                pathological < ordinary * 10 + .seconds(1) + .microseconds(20) * count,
                "\(group) with \(count) items took \(pathological), an ordinary list \(ordinary)")
        }
    }

    /// Lengths and fractions beyond the limits are errors, so sums cannot overflow to infinity.
    @Test func hugeNumbersAreRefusedBeforeTheyOverflow() {
        var spaced = rowsSection(height: 10)
        spaced.interGroupSpacing = .greatestFiniteMagnitude
        let cases: [(LayoutSection, String)] = [
            (spaced, "section 0 interGroupSpacing '1.7976931348623157e+308' is beyond the limit of 1000000000"),
            (
                LayoutSection(
                    group: .vertical(
                        layoutSize: sz(.fractionalWidth(1), .fractionalWidth(1e300)),
                        subitems: [.item(leaf(.fractionalWidth(1), .absolute(1)))])),
                "section 0 > group height '.fractionalWidth(1e+300)' is beyond the limit of 1000"
            ),
            (
                LayoutSection(
                    group: .vertical(
                        layoutSize: sz(.fractionalWidth(1), .absolute(1e10)),
                        subitems: [.item(leaf(.fractionalWidth(1), .absolute(1)))])),
                "section 0 > group height '.absolute(10000000000)' is beyond the limit of 1000000000"
            ),
        ]
        for (section, message) in cases {
            #expect(throws: LayoutError.self) { _ = try resolve([section], counts: [200]) }
            do { _ = try resolve([section], counts: [200]) } catch let error as LayoutError {
                #expect(error.message == message)
            } catch {}
        }
        do {
            _ = try resolve([rowsSection(height: 10)], counts: [1], environment: env(width: 1e300))
            Issue.record("expected an error")
        } catch let error as LayoutError {
            #expect(error.message == "environment container width '1e+300' is beyond the limit of 1000000000")
        } catch {
            Issue.record("unexpected \(error)")
        }
        // Exactly at the limits is fine and finite.
        var wide = rowsSection(height: LayoutLimits.maxLength)
        wide.interGroupSpacing = LayoutLimits.maxLength
        let r = try? resolve([wide], counts: [1_000], environment: env(width: LayoutLimits.maxLength))
        #expect(
            r.map { $0.contentSize.height.isFinite && $0.allAttributes().allSatisfy { Self.isFinite($0.frame) } }
                == true)
    }
}
