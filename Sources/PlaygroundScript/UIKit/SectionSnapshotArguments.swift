import PlaygroundCore

/// A section snapshot argument of `append(_:to:)` and its like: a child snapshot or items.
enum SectionSnapshotArguments {
    enum Payload {
        case items([String])
        case snapshot(SectionSnapshot<String>)
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
