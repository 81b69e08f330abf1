import SwiftSyntax

/// The inert rule's notes: what the program used that has no effect on the layout or the data is
/// accepted and named once per session, in one note at the end of the unit that first used it.
extension Evaluator {
    /// Inert view plumbing: each kind is named once in a session, in one note per statement.
    func noteInert(_ what: String, at node: some SyntaxProtocol) {
        if noteExplained(what, at: node) { return }
        let kind = UIKitSurface.inertKind(what)
        guard !session.swift.shownNotes.contains(kind), !inertNoted.contains(kind) else { return }
        inertNoted.append(kind)
    }

    /// Inert API whose effect in UIKit is worth its own note (iOS 16's self-sizing invalidation, SwiftUI
    /// cells): true when `what` was that API (not named among the plumbing).
    func noteExplained(_ what: String, at node: some SyntaxProtocol) -> Bool {
        if what.hasSuffix(".selfSizingInvalidation") {
            // Evidence: [A] UICollectionView.SelfSizingInvalidation (iOS 16): .disabled, no resizing after a
            // self-sizing cell calls invalidateIntrinsicContentSize(); .enabled (the default), the cell resizes
            // then; .enabledIncludingConstraints, Auto Layout changes in its contentView call it too.
            noteOnce(
                "selfSizingInvalidation",
                "selfSizingInvalidation (iOS 16) decides whether a displayed self-sizing cell resizes when its content "
                    + "changes (.enabled, the default: after invalidateIntrinsicContentSize(); "
                    + ".enabledIncludingConstraints: also after Auto Layout changes; .disabled: only when the cell is "
                    + "reconfigured or reloaded); the playground has no cell views: a cell's size changes when 'fit' "
                    + "states the size it reports, in every mode",
                help: "after content changes with .disabled, reconfigureItems and apply before 'fit', as UIKit needs")
            return true
        }
        if what.hasPrefix("UIHostingConfiguration") {
            noteHosting()
            return true
        }
        // A registration whose handler (which never runs) configures a SwiftUI cell.
        if what.hasSuffix("CellRegistration") {
            var parent = Syntax(node).parent
            while let p = parent, !p.is(FunctionCallExprSyntax.self), !p.is(CodeBlockItemSyntax.self) {
                parent = p.parent
            }
            if let call = parent, call.is(FunctionCallExprSyntax.self),
                call.description.contains("UIHostingConfiguration")
            {
                noteHosting()
            }
        }
        return false
    }

    /// Evidence: [A] UIHostingConfiguration (iOS 16) hosts SwiftUI views as a cell's content; in a layout with
    /// estimated sizes the cell self-sizes to them. The playground runs no SwiftUI.
    func noteHosting() {
        noteOnce(
            "UIHostingConfiguration",
            "UIHostingConfiguration cells (iOS 16) size themselves to their SwiftUI content where the layout "
                + "estimates; the playground has no SwiftUI views, so such a cell has the size the layout gives "
                + "it, or its estimate",
            help: "state the size the SwiftUI content reports with 'fit' (fit ITEM height: 88)")
    }

    /// What a closure that changes the collection view's data says (`apply(snapshot)`, `reloadData()`).
    static let dataWords = [
        "apply(", "appendItems", "appendSections", "reloadData", "performBatchUpdates", "insertItems", "Snapshot",
    ]

    /// Closures among the arguments of an unmodelled call that would change the data never run (see
    /// `SwiftState.unrunClosures`).
    func noteUnrunClosures(_ args: [CallArgument], of what: String, at node: some SyntaxProtocol) {
        guard
            args.contains(where: { a in
                a.expr.is(ClosureExprSyntax.self) && Self.dataWords.contains { a.expr.description.contains($0) }
            })
        else { return }
        session.swift.unrunClosureCount += 1
        mutated = true
        guard session.swift.unrunClosures.count < 3 else { return }
        session.swift.unrunClosures.append("'\(what)' at \(site(of: node))")
    }

    /// A collection or table view given to a UIStackView to arrange (`addArrangedSubview(_:)`,
    /// `UIStackView(arrangedSubviews:)`): its size is the stack view's to give, which the playground does not lay
    /// out, so a note says that its frames are laid out at the screen's size.
    func noteArranged(_ value: Value) {
        let views: [Value]
        if case .array(let a) = value { views = a } else { views = [value] }
        for v in views {
            guard case .object(let id) = v, let t = session.swift.heap[id]?.typeName else { continue }
            let kind =
                UICollectionViewSurface.isCollectionView(t, session: session)
                ? "collection view" : UITableViewSurface.isTableView(t, session: session) ? "table view" : nil
            guard let kind else { continue }
            noteOnce(
                "arranged " + kind,
                "the \(kind) is an arranged subview of a UIStackView, which the playground does not lay out: its "
                    + "frames are laid out at the screen's size, not at the share of the stack view it would have",
                help: "pin the \(kind) to the view with constraints, or give it its frame, to lay it out at its size")
        }
    }

    /// A note shown once a session (`key` names it in `shownNotes`).
    func noteOnce(_ key: String, _ message: String, help: String?) {
        guard !session.swift.shownNotes.contains(key) else { return }
        session.swift.shownNotes.insert(key)
        mutated = true
        let remark = Remark(.note, message, help: help)
        outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: context.color), severity: .note))
    }

    /// The note for the plumbing this unit used for the first time. The network's types are not said to have no
    /// effect: what they would load is the data, so their own note says it never arrives. UserDefaults is modelled
    /// (`UIKit/UserDefaults.swift`, with its own note) and named in neither.
    func flushInertNote() {
        guard !inertNoted.isEmpty else { return }
        for kind in inertNoted { session.swift.shownNotes.insert(kind) }
        mutated = true
        var ignored: [String] = []
        var network: [String] = []
        var publishers: [String] = []
        var dataSources: [String] = []
        for kind in inertNoted {
            let root = InertOrigin.rootType(kind.hasPrefix("'") ? String(kind.dropFirst()) : kind)
            if let root, InertOrigin.network.contains(root) {
                network.append(kind)
            } else if let root, InertOrigin.isDataSource(root) {
                dataSources.append(kind)
                if session.swift.unmodelledDataSourcesMade.count < 3,
                    !session.swift.unmodelledDataSourcesMade.contains(root)
                {
                    session.swift.unmodelledDataSourcesMade.append(root)
                }
            } else if let root, InertOrigin.publishers.contains(root) {
                publishers.append(kind)
            } else if root != "UserDefaults", root != "NSUbiquitousKeyValueStore" {
                ignored.append(kind)
            }
        }
        if !ignored.isEmpty {
            let remark = Remark(
                .note, "ignored (no effect on the layout or the data): " + ignored.joined(separator: ", "),
                help: "see 'help swift' for what is modelled")
            outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: context.color), severity: .note))
        }
        if !publishers.isEmpty {
            let remark = Remark(
                .note,
                "not modelled (Combine publishers the playground does not model deliver no values, so what their "
                    + "subscribers would do with them never happens): " + publishers.joined(separator: ", "),
                help: "it models PassthroughSubject, CurrentValueSubject, Just and @Published; see 'help swift'")
            outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: context.color), severity: .note))
        }
        if !dataSources.isEmpty {
            let remark = Remark(
                .note,
                "not modelled (data sources of another module: the sections and items UIKit would ask them for are "
                    + "not known): " + dataSources.joined(separator: ", "),
                help: "make the data with a diffable data source and a snapshot, or a data source class of the "
                    + "program's own")
            outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: context.color), severity: .note))
        }
        if !network.isEmpty {
            let remark = Remark(
                .note,
                "not modelled (the playground has no network, so the data these would load never arrives): "
                    + network.joined(separator: ", "),
                help: Evaluator.missingDataHelp)
            outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: context.color), severity: .note))
        }
        inertNoted = []
    }
}

/// Where an unmodelled value comes from, named by the type its text starts with (`UIImage.size.height`,
/// `FileManager.default.urls()`, `NetworkReachabilityManager().isReachable`): errors say "an unmodelled
/// Foundation value" rather than calling everything UIKit's.
enum InertOrigin {
    static let foundation: Set<String> = [
        "FileManager", "URLSession", "URL", "URLRequest", "URLComponents", "Bundle", "JSONDecoder", "JSONEncoder",
        "PropertyListDecoder", "PropertyListEncoder", "NotificationCenter", "Notification", "UserDefaults", "Data",
        "NSUbiquitousKeyValueStore",
        "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "ProcessInfo", "Locale", "TimeZone", "Calendar",
        "NSAttributedString", "NSMutableAttributedString", "NSPredicate", "NSSortDescriptor", "CharacterSet", "Timer",
        "OperationQueue", "RunLoop", "Thread", "NSCache", "FileHandle", "NSString", "NSNumber", "NSObject",
        "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "NSLock", "NSError", "URLQueryItem",
        "HTTPURLResponse", "URLResponse", "Date", "UUID", "IndexPath", "IndexSet",
        // Foundation's own `NS` classes (the prefix alone would say UIKit).
        "NSRegularExpression", "NSTextCheckingResult", "NSDataDetector", "NSRange", "NSMakeRange", "NSNotFound",
        "NSMutableString", "NSURL", "NSData", "NSMutableData", "NSDate", "NSArray", "NSMutableArray", "NSDictionary",
        "NSMutableDictionary", "NSSet", "NSMutableSet", "NSOrderedSet", "NSIndexPath", "NSIndexSet", "NSNotification",
        "NSCoder", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSUUID", "NSCharacterSet", "NSLocale", "NSTimeZone",
        "NSCalendar", "NSBundle", "NSUserDefaults", "NSFileManager", "NSProcessInfo", "NSOperationQueue", "NSValue",
        "NSNull", "NSDecimalNumber", "NSMeasurement", "NSItemProvider", "NSSecureCoding", "NSCopying",
        "NSLocalizedDescriptionKey", "NSUnderlyingErrorKey", "NSRecursiveLock", "NSCondition",
    ]
    /// Foundation's network types: what they load would be the program's data.
    static let network: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionDataTask", "URLSessionTask", "URLRequest", "URLComponents",
        "URLQueryItem", "URLResponse", "HTTPURLResponse",
    ]
    /// Combine's publishers the playground does not model: their subscribers never get a value.
    static let publishers: Set<String> = [
        "Publishers", "Future", "Deferred", "AnyPublisher", "Fail", "Empty", "Record", "CombineLatest", "Zip", "Merge",
    ]
    static let combine: Set<String> = [
        "AnyCancellable", "Just", "Future", "AnyPublisher", "Published", "PassthroughSubject", "CurrentValueSubject",
        "Publishers", "Subscribers", "Cancellable",
    ]

    /// The type the text starts with (`UIImage` of `UIImage(named:).size`); nil for a member of an object
    /// (`view.backgroundColor`, `collectionView.delegate`): UIKit's view controller and view members.
    static func rootType(_ what: String) -> String? {
        let root = what.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = root.first, first.isUppercase else { return nil }
        return String(root)
    }

    /// "UIKit", "Foundation", "Combine", or nil for a type of another module (a library the program imports).
    static func framework(of what: String) -> String? {
        guard let root = rootType(what) else { return "UIKit" }
        if foundation.contains(root) { return "Foundation" }
        if combine.contains(root) { return "Combine" }
        if coreData.contains(root) { return "Core Data" }
        if UIKitSurface.knownTypes.contains(root) { return "UIKit" }
        for prefix in ["UI", "NS", "CA", "CG"] where root.hasPrefix(prefix) && root.count > prefix.count {
            let next = root[root.index(root.startIndex, offsetBy: prefix.count)]
            if next.isUppercase {
                return prefix == "CA" ? "Core Animation" : prefix == "CG" ? "Core Graphics" : "UIKit"
            }
        }
        return nil
    }

    /// A data source type of another module (RxDataSources' `RxTableViewSectionedReloadDataSource`, Roxas'
    /// `RSTArrayCollectionViewDataSource`): what it would give the view is the data.
    static func isDataSource(_ root: String) -> Bool {
        root.hasSuffix("DataSource") && framework(of: root) == nil
    }

    /// Core Data's types (an `NS` prefix, but not UIKit's): a store the playground does not have.
    static let coreData: Set<String> = [
        "NSFetchedResultsController", "NSManagedObject", "NSManagedObjectContext", "NSPersistentContainer",
        "NSFetchRequest", "NSEntityDescription", "NSPersistentStoreCoordinator", "NSPersistentCloudKitContainer",
    ]

    /// How errors name the type of an unmodelled value: `unmodelled UIKit value (UIImage.size.height)`.
    static func typeName(_ what: String) -> String { "unmodelled \(kind(what)) (\(what))" }

    /// `UIKit value`, `Foundation value`, `value of another module`.
    static func kind(_ what: String) -> String {
        framework(of: what).map { $0 + " value" } ?? "value of another module"
    }

    /// The help for an unmodelled value used where its value would decide a number, a condition or an index.
    static func help(_ what: String) -> String {
        if rootType(what) == "UIImage" || what.contains("image.size") || what.contains("Image.size") {
            return "the playground has no images (no asset catalogue, no files), so an image's size is unknown; "
                + "give the sizes the layout needs as numbers"
        }
        if framework(of: what) == "Core Data" {
            return "the playground has no Core Data store, so what a fetch would return is unknown; "
                + "give the data the layout needs in code (an array of the model's values)"
        }
        return "the playground does not know this value; give the value the layout or the data needs, "
            + "or see 'help swift' for what is modelled"
    }
}

extension Evaluator {
    /// An unmodelled value where its value decides the result (`image.size.height * 2`, `-x`): the error names
    /// it and where it came from, never a guess.
    func inertOperandError(_ what: String, operator op: String, at node: some SyntaxProtocol) -> ScriptError {
        error(
            "'\(what)' is not modelled by the playground (a \(InertOrigin.kind(what))), "
                + "and operator '\(op)' needs its value", at: node, help: InertOrigin.help(what))
    }
}
