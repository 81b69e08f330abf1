import SwiftSyntax

/// The inert rule's notes: what the program used that has no effect on the layout or the data is
/// accepted and named once per session, in one note at the end of the unit that first used it.
extension Evaluator {
    /// Inert view plumbing: each kind is named once in a session, in one note per statement.
    func noteInert(_ what: String, at node: some SyntaxProtocol) {
        let kind = UIKitSurface.inertKind(what)
        guard !session.swift.shownNotes.contains(kind), !uikit.inertKinds.contains(kind) else { return }
        uikit.inertKinds.append(kind)
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

    /// The note for the plumbing this unit used for the first time.
    func flushInertNote() {
        guard !uikit.inertKinds.isEmpty else { return }
        for kind in uikit.inertKinds { session.swift.shownNotes.insert(kind) }
        mutated = true
        let remark = Remark(
            .note, "ignored (no effect on the layout or the data): " + uikit.inertKinds.joined(separator: ", "),
            help: "see 'help swift' for what is modelled")
        outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: context.color), severity: .note))
        uikit.inertKinds = []
    }
}
