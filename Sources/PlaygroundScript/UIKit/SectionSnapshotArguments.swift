import PlaygroundCore

/// Reading a section snapshot argument of the data source's registry handlers
/// (`dataSource.apply(outline, to: section)`): a name the session holds a section snapshot under, or
/// identifiers.
enum SectionSnapshotArguments {
    enum Payload {
        case items([String])
        case snapshot(SectionSnapshot<String>)
    }

    /// A bare name bound to a `SectionSnapshot` is a child snapshot; anything else is identifiers.
    static func payload(_ expr: Expr, _ inv: Invocation) throws(ScriptError) -> Payload {
        if case .name(let n, let r) = expr {
            if let s = inv.session.object(n, as: SectionSnapshotObject.self) { return .snapshot(s.value) }
            // A name for a value that is neither a section snapshot nor identifiers is a mistake, not an item called 'todos'.
            if let object = inv.session[n], !(object is IdentifierList), !(object is StringValue) {
                throw ScriptError(
                    "'\(n)' is a \(object.typeName), but '\(inv.name)' takes a SectionSnapshot or a list of items",
                    at: r,
                    help: object is SnapshotObject
                        ? "a section snapshot is built with SectionSnapshot() and append(_:to:)" : nil)
            }
        }
        return .items(try inv.identifiers(expr, "the items"))
    }

    static func snapshotArgument(_ expr: Expr, _ inv: Invocation, _ what: String) throws(ScriptError)
        -> SectionSnapshot<String>
    {
        switch try payload(expr, inv) {
        case .snapshot(let s): return s
        case .items(let items):
            guard case .array = expr else {
                throw ScriptError(
                    "\(what) must be a SectionSnapshot or a list of items, found '\(expr.spelling)'", at: expr.range
                )
                .suggesting(expr.spelling, from: inv.session.objects(of: SectionSnapshotObject.self).map(\.name))
            }
            var s = SectionSnapshot<String>()
            do throws(SectionSnapshotError<String>) { try s.append(items) } catch {
                throw OutlineErrors.snapshot(error, at: expr.range, candidates: [])
            }
            return s
        }
    }

}

/// UIKit's section snapshot exceptions, worded as errors.
enum OutlineErrors {
    static func snapshot(_ e: SectionSnapshotError<String>, at range: ColumnRange?, candidates: [String]) -> ScriptError
    {
        snapshot(
            e, at: OperationSites(subject: range ?? ColumnRange(0, 0)), candidates: candidates, whole: range == nil)
    }

    /// The error pointing at its culprit: a duplicate or a missing item in the list, the parent or destination.
    static func snapshot(
        _ e: SectionSnapshotError<String>, at sites: OperationSites, candidates: [String],
        whole: Bool = false
    ) -> ScriptError {
        let range: ColumnRange? = {
            if whole { return nil }
            switch e {
            case .duplicateIdentifiers(let items): return sites.range(of: items.first ?? "")
            case .deletionTargetNotFound(let item), .itemNotFound(let item), .childItemNotFound(let item):
                return sites.range(of: item)
            case .parentNotFound, .insertionDestinationNotFound: return sites.anchor ?? sites.subject
            }
        }()
        let q = { (s: String) in "'\(s)'" }
        let message: String
        var suggestFor: String?
        switch e {
        case .duplicateIdentifiers(let items):
            message =
                items.count == 1
                ? "duplicate item identifier \(q(items[0])) in the section snapshot"  // NB: items.count == 1 checked
                : "duplicate item identifiers \(items.map(q).joined(separator: ", ")) in the section snapshot"
        case .parentNotFound(let item):
            message = "parent \(q(item)) is not in the section snapshot"
            suggestFor = item
        case .insertionDestinationNotFound(let item, let side):
            message = "cannot insert \(side.rawValue) \(q(item)): it is not in the section snapshot"
            suggestFor = item
        case .deletionTargetNotFound(let item):
            message = "cannot delete \(q(item)): it is not in the section snapshot"
            suggestFor = item
        case .itemNotFound(let item), .childItemNotFound(let item):
            message = "\(q(item)) is not in the section snapshot"
            suggestFor = item
        }
        let error = ScriptError.uikit(message, exception: "\(e.exceptionName): \(e.uikitMessage)", at: range)
        if let suggestFor { return error.suggesting(suggestFor, from: candidates) }
        return error
    }
}
