import PlaygroundCore
import SwiftSyntax

/// UIKit's name for the transaction the reordering handlers receive.
enum ReorderingTransactionObject {
    static let typeName = "NSDiffableDataSourceTransaction"
}

/// `dataSource.reorderingHandlers.willReorder` and `didReorder` as the app wrote them: after the
/// user's drag (`drag`), UIKit calls them with an `NSDiffableDataSourceTransaction`, here a Swift
/// value with `initialSnapshot`, `finalSnapshot`, `difference` (a `CollectionDifference` that
/// `array.applying(_:)` accepts) and `sectionTransactions`.
extension Interpreter {
    func runReorderingHandlers(session: inout Session, lineNumber: Int, line: String, context: ExecutionContext)
        throws(ScriptError) -> [Output]
    {
        guard let pending = session.swift.pendingReorder else { return [] }
        session.swift.pendingReorder = nil
        let handlers = ["reorderingHandlers.willReorder", "reorderingHandlers.didReorder"].compactMap {
            session.swift.gestureHandlers[$0]
        }
        guard !handlers.isEmpty else { return [] }
        let chunk = SwiftChunk(text: line)
        let location = SourceLocation(file: context.displayStack.last ?? "<input>", line: lineNumber)
        let evaluator = Evaluator(
            session: session, registry: registry, chunk: chunk, location: location, context: context,
            host: UIKitModule())
        do {
            let transaction = try evaluator.transactionValue(pending)
            for handler in handlers {
                _ = try evaluator.call(
                    handler, arguments: [.init(label: nil, value: transaction)], at: evaluator.anchor)
            }
            // Then what the handlers left for the run loop: apply completions, work scheduled on the main queue.
            try UIKitSurface.runDeferredCompletions(evaluator: evaluator)
        } catch let e as ScriptError {
            var error = e
            if error.location == nil { error.range = nil }
            throw place(error, chunk: chunk, lineNumber: lineNumber, context: context)
        } catch {
            throw place(ScriptError("\(error)"), chunk: chunk, lineNumber: lineNumber, context: context)
        }
        session = evaluator.session
        return evaluator.outputs
    }
}

extension Evaluator {
    /// An `NSDiffableDataSourceTransaction` as a Swift value, with the user's identifier values.
    func transactionValue(_ t: ReorderingTransaction<String, String>) throws -> Value {
        let generics = session.swift.genericArguments[.named("dataSource")] ?? []
        let itemType = generics.count == 2 ? generics[1] : nil
        let sectionType = generics.count == 2 ? generics[0] : nil
        func item(_ text: String) -> Value { identifierValue(text, ofType: itemType) ?? identifierValue(text) }
        func snapshot(_ sections: [ItemsInSection<String, String>]) throws -> Value {
            let contents = sections.map { ($0.section, $0.items) }
            let value: Snapshot<String, String>
            do throws(SnapshotError) { value = try Snapshot(contents) } catch {
                throw ScriptError("internal error: \(error.message)")
            }
            return store(SnapshotObject(value, identifierTypes: session.swift.genericArguments[.named("dataSource")]))
        }
        let sectionTransactions: [Value] = t.sectionTransactions.map { st in
            .structValue(
                StructValue(
                    typeName: "NSDiffableDataSourceSectionTransaction",
                    fields: [
                        .init(
                            name: "sectionIdentifier",
                            value: identifierValue(st.sectionIdentifier, ofType: sectionType)
                                ?? identifierValue(st.sectionIdentifier)),
                        .init(
                            name: "initialSnapshot",
                            value: store(
                                SectionSnapshotObject(st.initialSnapshot, identifierTypes: itemType.map { [$0] }))),
                        .init(
                            name: "finalSnapshot",
                            value: store(
                                SectionSnapshotObject(st.finalSnapshot, identifierTypes: itemType.map { [$0] }))),
                        .init(name: "difference", value: differenceValue(st.difference, item: item)),
                    ]))
        }
        return .structValue(
            StructValue(
                typeName: ReorderingTransactionObject.typeName,
                fields: [
                    .init(name: "initialSnapshot", value: try snapshot(t.initialSnapshot)),
                    .init(name: "finalSnapshot", value: try snapshot(t.finalSnapshot)),
                    .init(name: "difference", value: differenceValue(t.difference, item: item)),
                    .init(name: "sectionTransactions", value: .array(sectionTransactions)),
                ]))
    }

    /// A `CollectionDifference` of identifiers: its removals and insertions, as Swift lists them.
    func differenceValue(_ d: CollectionDifference<String>, item: (String) -> Value) -> Value {
        func change(_ c: CollectionDifference<String>.Change) -> Value {
            switch c {
            case .remove(let offset, let element, let associated):
                .enumValue(
                    EnumValue(
                        typeName: "CollectionDifference.Change", caseName: "remove",
                        payload: [
                            .init(label: "offset", value: .int(offset)), .init(label: "element", value: item(element)),
                            .init(label: "associatedWith", value: associated.map { .int($0) } ?? .none),
                        ]))
            case .insert(let offset, let element, let associated):
                .enumValue(
                    EnumValue(
                        typeName: "CollectionDifference.Change", caseName: "insert",
                        payload: [
                            .init(label: "offset", value: .int(offset)), .init(label: "element", value: item(element)),
                            .init(label: "associatedWith", value: associated.map { .int($0) } ?? .none),
                        ]))
            }
        }
        return .structValue(
            StructValue(
                typeName: "CollectionDifference",
                fields: [
                    .init(name: "removals", value: .array(d.removals.map(change))),
                    .init(name: "insertions", value: .array(d.insertions.map(change))),
                ]))
    }
}

extension Builtins {
    /// `array.applying(difference)`: Swift's rules (removals by old offset, from the end; then
    /// insertions by new offset); nil when the difference does not fit the array.
    static func applying(_ difference: StructValue, to array: [Value]) -> Value {
        guard case .array(let removals)? = difference.field("removals"),
            case .array(let insertions)? = difference.field("insertions")
        else { return .none }
        func offsetAndElement(_ v: Value) -> (Int, Value)? {
            guard case .enumValue(let e) = v, e.payload.count == 3, case .int(let o) = e.payload[0].value else {
                return nil
            }
            return (o, e.payload[1].value)
        }
        var result = array
        for r in removals.compactMap(offsetAndElement).sorted(by: { $0.0 > $1.0 }) {
            guard r.0 >= 0, r.0 < result.count else { return .none }
            result.remove(at: r.0)
        }
        for i in insertions.compactMap(offsetAndElement).sorted(by: { $0.0 < $1.0 }) {
            guard i.0 >= 0, i.0 <= result.count else { return .none }
            result.insert(i.1, at: i.0)
        }
        return .array(result)
    }
}
