import Testing

@testable import PlaygroundScript

/// Members of static values of types the playground does not model (`Bundle.main`,
/// `UIButton.Configuration`), an app bundle's resources, values whose context is such a type, and
/// the errors a program throws and catches itself.
@Suite struct UnmodelledStaticsTests {
    /// Before: "value of type an implicit member has no member 'path'".
    @Test func aBundleResourceIsMissingSoItsDataIsEmptyAndANoteSaysSo() {
        let r = runPasted(
            """
            let path = Bundle.main.path(forResource: "Home", ofType: "json")
            let url = Bundle.main.url(forResource: "Home", withExtension: "json")
            print(path == nil, url == nil)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["true true"])
        #expect(
            r.all.filter {
                $0.contains("the playground has no app bundle") && $0.contains("the data it would load is empty")
            }.count == 1)
    }

    /// Before: "value of type an implicit member has no member 'loadAndDecodeJSON'", then "cannot find 'url' in scope".
    @Test func theProgramsExtensionOfBundleRunsOnBundleMain() {
        let r = runPasted(
            """
            extension Bundle {
                func load(_ name: String) -> [Int] {
                    guard let url = url(forResource: name, withExtension: "json") else { return [] }
                    return [1, 2]
                }
                func loadSelf(_ name: String) -> [Int] {
                    guard self.path(forResource: name, ofType: "json") != nil else { return [7] }
                    return [1]
                }
            }
            print(Bundle.main.load("items"), Bundle.main.loadSelf("items"))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["[] [7]"])
    }

    /// Before: "value of type an implicit member has no member 'bordered'".
    @Test func aMemberOfAnUnmodelledStaticValueIsInertAndNamed() {
        let r = runPasted(
            """
            let configuration = UIButton.Configuration.bordered()
            print("on")
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["on"])
        #expect(
            r.all.contains { $0.contains("ignored (no effect on the layout or the data)") && $0.contains("bordered") })
    }

    /// Before: "cannot infer the type of '.init(...)'" (the context named a type the playground does not model).
    @Test func aLeadingDotValueOfAnUnmodelledContextTypeIsInert() {
        let r = runPasted(
            """
            final class Screen {
                var registration: UICollectionView.CellRegistration<UICollectionViewListCell, Int>!
                var style: UIButton.Configuration = .plain()
                func setUp() { registration = .init(handler: { cell, _, item in }) }
            }
            Screen().setUp()
            print("ok")
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["ok"])
    }

    /// Before: any `throw` stopped the run ("the script threw an error"), even inside do/catch or try?.
    @Test func aThrownErrorIsCaughtByDoCatchAndTryQuestionMark() {
        let r = runPasted(
            """
            struct Missing: Error { let name: String }
            func load(_ name: String) throws -> [Int] { throw Missing(name: name) }
            func items() -> [Int] {
                do {
                    return try load("a")
                } catch {
                    print("caught", (error as! Missing).name)
                    return [0]
                }
            }
            func named() -> String {
                do { _ = try load("b") } catch let failure { return (failure as! Missing).name }
                return "none"
            }
            print(items(), named(), (try? load("c")) == nil)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["caught a", "[0] b true"])
    }

    @Test func anUncaughtThrowStillStopsTheRunAndPlaygroundErrorsAreNeverCaught() {
        let uncaught = runPasted(
            """
            struct Missing: Error {}
            func load() throws -> Int { throw Missing() }
            let x = try load()
            """)
        #expect(uncaught.failed)
        #expect(uncaught.all.joined().contains("the script threw an error: Missing()"))
        let own = runPasted(
            """
            func f() throws -> Int { [1][5] }
            let y = try? f()
            """)
        #expect(own.failed)
    }

    @Test func aCatchClauseWithAPatternIsNamedAsNotModelled() {
        let r = runPasted(
            """
            enum Failure: Error { case gone }
            do { throw Failure.gone } catch Failure.gone { print("gone") }
            """)
        #expect(r.failed)
        #expect(r.all.joined().contains("a catch clause with a pattern is not modelled by the playground"))
    }
}
