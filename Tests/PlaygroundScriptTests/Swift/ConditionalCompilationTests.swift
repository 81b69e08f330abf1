import Testing

@testable import PlaygroundScript

/// `#if` runs the clause Swift compiles in Xcode's Debug build of an iOS app (pasted files wrap
/// previews in `#if DEBUG` and platform code in `#if os(iOS)` / `canImport(UIKit)`).
@Suite struct ConditionalCompilationTests {
    /// Before: "expected '#endif' in conditional compilation block" (each line was a unit of its own).
    @Test func aDebugPreviewBlockAtTopLevelIsOneStatementAndTheFileGoesOn() {
        let r = runPasted(
            """
            let before = 1
            #if DEBUG

            import SwiftUI

            struct Screen_Preview: PreviewProvider {
                static var previews: some View { Text("x") }
            }

            #endif
            print(before + 1)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["2"])
    }

    @Test func theClauseSwiftCompilesForAnIPhoneDebugBuildRuns() {
        let r = runPasted(
            """
            #if os(macOS)
            let platform = "mac"
            #elseif canImport(UIKit) && !targetEnvironment(macCatalyst)
            let platform = "iOS"
            #else
            let platform = "other"
            #endif
            #if RELEASE || targetEnvironment(simulator)
            let flag = "set"
            #else
            let flag = "unset"
            #endif
            print(platform, flag)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["iOS unset"])
    }

    @Test func membersAndStatementsInsideAnIfAreTheActiveClauses() {
        let r = runPasted(
            """
            struct Tile {
                #if DEBUG
                var side = 5
                #else
                var side = 1
                #endif
                func area() -> Int {
                    #if swift(>=5.9)
                    return side * side
                    #else
                    return 0
                    #endif
                }
            }
            print(Tile().area())
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["25"])
    }

    @Test func aConditionThePlaygroundCannotDecideIsALocatedError() {
        let r = runPasted(
            """
            #if hasFeature(Embedded)
            let x = 1
            #endif
            """)
        #expect(r.failed)
        #expect(r.all.joined().contains("the playground cannot decide the '#if' condition 'hasFeature(Embedded)'"))
        #expect(r.all.joined().contains("Pasted.swift:1:5"))
    }

    @Test func theSplitterKeepsAnIfBlockInOneUnit() {
        let lines: [Substring] = ["#if DEBUG", "struct A {}", "#endif", "let b = 1", "#ifdef", "let c = 2"]
        let units = SourceUnits.split(lines, isCommandLine: { _ in false })
        // `#ifdef` is not Swift's `#if`: it opens no block, so `let c = 2` stays a unit of its own.
        #expect(units.map(\.lineCount) == [3, 1, 1, 1])
    }

    @Test(
        arguments: [(">=5.9", true), (">= 6.0", true), (">=6.1", false), ("<6", false), ("<6.2", true), ("5", nil)]
            as [(String, Bool?)])
    func swiftVersionsCompareWithSwiftSix(_ text: String, _ holds: Bool?) {
        #expect(Evaluator.versionHolds(text) == holds)
    }
}
