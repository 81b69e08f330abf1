import PlaygroundCore

/// Where in the line a snapshot operation's culprits are: the identifiers it acts on, and the
/// anchor or destination (`beforeItem:`, `toSection:`).
struct OperationSites {
    var subject: ColumnRange
    var anchor: ColumnRange?
    /// The elements of a list written in Swift, each with the identifiers it gave (evaluated).
    var mentions: [(ids: [String], range: ColumnRange)] = []

    init(subject: ColumnRange, anchor: ColumnRange? = nil) {
        self.subject = subject
        self.anchor = anchor
    }

    init(subject: ColumnRange, mentions: [(ids: [String], range: ColumnRange)]) {
        self.subject = subject
        self.mentions = mentions
    }

    /// Where `id` is written in the list: its last mention (the repeat, for duplicates); the whole
    /// list when none is found.
    func range(of id: String) -> ColumnRange {
        mentions.last(where: { $0.ids.contains(id) })?.range ?? subject
    }
}

/// UIKit's exceptions as compiler-style errors: our sentence first, UIKit's reason as a note.
enum SnapshotDiagnostics {
    /// Whether an identifier's text shows a value the playground does not model (`<Bundle.localizedString()>`,
    /// outside a string literal), which two different values of the app may both print as.
    static func holdsUnmodelledValue(_ id: String) -> Bool {
        var inString = false
        var escaped = false
        var previous: Character?
        for c in id {
            defer { previous = c }
            if inString {
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inString = false
                }
                continue
            }
            if c == "\"" {
                inString = true
            } else if previous == "<", c.isLetter || c == "." {
                return true
            }
        }
        return false
    }

    static func error(_ e: SnapshotError, in s: StringSnapshot, at sites: OperationSites, profile: Profile)
        -> ScriptError
    {
        let anchor = sites.anchor ?? sites.subject
        // Duplicates that differ at most in values the playground does not model: UIKit may see different items.
        let indistinct =
            if case .duplicateItemIdentifiers(let ids) = e { ids.contains(where: holdsUnmodelledValue) } else { false }
        let (message, range, help): (String, ColumnRange, String?) = {
            switch e {
            case .noSections:
                return (
                    "the snapshot has no sections to add items to", sites.subject,
                    "append a section first: snapshot.appendSections([main])"
                )
            case .duplicateItemIdentifiers(let ids) where indistinct:
                return (
                    "the playground cannot tell these items apart: \(SnapshotText.quotedList(ids)) \(ids.count == 1 ? "appears" : "appear") more than once in the list, differing at most in values it does not model (shown as <...>)",
                    sites.range(of: ids.first ?? ""),
                    "give each item something the playground knows that differs (an id, an index, a literal)"
                )
            case .duplicateItemIdentifiers(let ids):
                return (
                    "item identifiers must be unique: \(SnapshotText.quotedList(ids)) \(ids.count == 1 ? "appears" : "appear") more than once in the list",
                    sites.range(of: ids.first ?? ""), nil
                )
            case .duplicateSectionIdentifiers(let ids):
                return (
                    "section identifiers must be unique: \(SnapshotText.quotedList(ids)) \(ids.count == 1 ? "appears" : "appear") more than once in the list",
                    sites.range(of: ids.first ?? ""), nil
                )
            case .sectionsAlreadyExist(let ids):
                return (
                    "section\(ids.count == 1 ? "" : "s") \(SnapshotText.quotedList(ids)) \(ids.count == 1 ? "is" : "are") already in the snapshot",
                    sites.range(of: ids.first ?? ""),
                    "a section can appear once; to reorder, use moveSection(_:beforeSection:)"
                )
            case .sectionNotFound(let id), .querySectionNotFound(let id):
                return ("there is no section '\(id)' in the snapshot", sites.anchor ?? sites.subject, nil)
            case .insertionSectionNotFound(let id):
                return ("cannot insert relative to section '\(id)': it is not in the snapshot", anchor, nil)
            case .insertionSectionIsInserted(let id):
                return (
                    "cannot insert relative to section '\(id)': it is one of the sections being inserted", anchor, nil
                )
            case .insertionItemNotFound(let id):
                return (
                    "cannot insert relative to item '\(id)': it is not in the snapshot", anchor,
                    s.numberOfSections == 0
                        ? "the snapshot has no sections yet: append one first, snapshot.appendSections([main])" : nil
                )
            case .insertionItemIsInserted(let id):
                return ("cannot insert relative to item '\(id)': it is one of the items being inserted", anchor, nil)
            case .moveItemNotFound(let id):
                return ("cannot move item '\(id)': it is not in the snapshot", sites.subject, nil)
            case .moveDestinationItemNotFound(let id):
                return ("cannot move relative to item '\(id)': it is not in the snapshot", anchor, nil)
            case .moveItemRelativeToItself(let id):
                return ("cannot move item '\(id)' relative to itself", anchor, nil)
            case .moveSectionNotFound(let id):
                return ("cannot move section '\(id)': it is not in the snapshot", sites.subject, nil)
            case .moveDestinationSectionNotFound(let id):
                return ("cannot move relative to section '\(id)': it is not in the snapshot", anchor, nil)
            case .moveSectionRelativeToItself(let id):
                return ("cannot move section '\(id)' relative to itself", anchor, nil)
            case .reloadItemNotFound(let id):
                return ("cannot reload item '\(id)': it is not in the snapshot", sites.range(of: id), nil)
            case .reconfigureItemNotFound(let id):
                return ("cannot reconfigure item '\(id)': it is not in the snapshot", sites.range(of: id), nil)
            case .reloadSectionNotFound(let id):
                return ("cannot reload section '\(id)': it is not in the snapshot", sites.range(of: id), nil)
            }
        }()
        var error =
            if indistinct {
                ScriptError(message, at: range, help: help)
            } else {
                ScriptError.uikit(message, exception: e.message(on: profile), at: range, help: help)
            }
        if let gap = e.evidenceGap(on: profile) { error.notes.append(gap) }
        if let missing = missingIdentifier(e) {
            error = error.suggesting(missing.id, from: missing.section ? s.sectionIdentifiers : suggestionItems(s))
        }
        return error
    }

    /// Identifiers to suggest from (bounded: suggestions scan every candidate).
    static func suggestionItems(_ s: StringSnapshot) -> [String] {
        s.numberOfItems <= 10_000 ? s.itemIdentifiers : []
    }

    private static func missingIdentifier(_ e: SnapshotError) -> (id: String, section: Bool)? {
        switch e {
        case .sectionNotFound(let id), .querySectionNotFound(let id), .insertionSectionNotFound(let id),
            .moveSectionNotFound(let id),
            .moveDestinationSectionNotFound(let id), .reloadSectionNotFound(let id):
            return (id, true)
        case .insertionItemNotFound(let id), .moveItemNotFound(let id), .moveDestinationItemNotFound(let id),
            .reloadItemNotFound(let id), .reconfigureItemNotFound(let id):
            return (id, false)
        default:
            return nil
        }
    }

    /// UIKit's quiet behaviours as warnings.
    static func remark(_ w: SnapshotWarning, profile: Profile = .newest) -> (message: String, help: String?) {
        switch w {
        case .existingItemsMoved(let ids) where profile < .ios15:
            return (
                "\(SnapshotText.quotedList(ids)) \(ids.count == 1 ? "was" : "were") already in the snapshot and \(ids.count == 1 ? "was" : "were") moved, not duplicated (UIKit logs this from iOS 15)",
                "an item can be in one place only; to move it on purpose use moveItem(_:beforeItem:)"
            )
        case .existingSectionsLeft(let ids):
            return (
                "insertSections left \(SnapshotText.quotedList(ids)) where \(ids.count == 1 ? "it is" : "they are"): already in the snapshot (iOS 13 and 14 say nothing; iOS 15+ raises)",
                "to reorder a section use moveSection(_:beforeSection:)"
            )
        case .existingItemsMoved(let ids):
            return (
                "\(SnapshotText.quotedList(ids)) \(ids.count == 1 ? "was" : "were") already in the snapshot and \(ids.count == 1 ? "was" : "were") moved, not duplicated; iOS 15+ logs: \(w.message)",
                "an item can be in one place only; to move it on purpose use moveItem(_:beforeItem:)"
            )
        case .unknownItemsIgnored(let ids):
            return (
                "deleteItems ignored \(SnapshotText.quotedList(ids)): not in the snapshot (UIKit ignores them quietly)",
                nil
            )
        case .unknownSectionsIgnored(let ids):
            return (
                "deleteSections ignored \(SnapshotText.quotedList(ids)): not in the snapshot (UIKit ignores them quietly)",
                nil
            )
        case .reconfigureUnavailable(let ids):
            return (
                "reconfigureItems(_:) needs iOS 15; on this profile the marks for \(SnapshotText.quotedList(ids)) were applied as reloads",
                "on iOS 14 and earlier call reloadItems(_:) (the cell is replaced, not reconfigured)"
            )
        }
    }
}
