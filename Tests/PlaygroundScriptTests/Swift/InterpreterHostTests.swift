import Testing

@testable import PlaygroundScript

/// The interpreter knows UIKit only as its host (`InterpreterHost`): the evaluator's own state is the
/// language's, and UIKit's state while a unit runs is kept by the host each evaluator is given.
@Suite struct InterpreterHostTests {
    func evaluator() -> Evaluator {
        let context = ExecutionContext(
            color: false, reader: reader([:]), writer: { request in throw MissingFile(path: request.path) },
            includeStack: [], displayStack: [])
        return Evaluator(
            session: Session(), registry: .standard, chunk: SwiftChunk(text: ""),
            location: SourceLocation(file: "t.lps", line: 1), context: context, host: UIKitModule())
    }

    @Test func theEvaluatorsOwnStateNamesNoUIKitType() {
        let e = evaluator()
        var labels: [String] = []
        for child in Mirror(reflecting: e).children {
            let label = child.label ?? "?"
            labels.append(label)
            // The host is a protocol value; what it is at run time is the host's business.
            if label == "host" {
                #expect(child.value is any InterpreterHost)
                continue
            }
            let type = String(reflecting: Swift.type(of: child.value))
            #expect(!type.contains("UIKit"), "\(label): \(type)")
        }
        #expect(labels.contains("host"))
        #expect(labels.contains("callDepth"))
    }

    @Test func eachEvaluatorKeepsItsOwnUIKitState() {
        let first = evaluator()
        let second = evaluator()
        first.uikit.scheduledRuns = 7
        first.uikit.scheduledOrder = 3
        #expect(first.uikit.scheduledRuns == 7)
        #expect(second.uikit.scheduledRuns == 0)
        #expect(second.uikit.scheduledOrder == 0)
    }
}
