import PlaygroundCore
import SwiftSyntax

/// What the UIKit host keeps while a unit of Swift runs: the work UIKit does after the statement
/// (completions, scheduled work, the first layout of collection views), open batch updates, and the
/// bookkeeping of the objects the unit made. Its host (`UIKitModule`) keeps one for each evaluator.
struct UIKitRuntime {
    /// While lowering the arguments of a snapshot or data-source call: the identifier types that
    /// give `.main` its meaning (empty: none; `["*"]`: any enum of the program with that case).
    var identifierTypes: [String] = []
    /// A constraint of this statement pinned an edge of the collection view (its size is said at its end).
    var pinnedEdges = false
    /// The parameters whose arguments are being evaluated for host calls, innermost last (messages
    /// say `'.absolute' of widthDimension`).
    var hostContext: [HostNaming] = []
    /// Objects with no name made by this unit, by their number, and the call that made them: messages
    /// spell them as that code (its text is read only when a message needs it, not per object made).
    var spelledHere: [Int: FunctionCallExprSyntax] = [:]
    /// Objects with no name made by this unit, by number (a top-level `let` may give one its name).
    var createdThisUnit: Set<Int> = []
    /// The collection view's content size before an animated apply, until the apply's completion or the end of the unit.
    var sessionBeforeAnimatedApply: Session?
    /// `apply(_:animatingDifferences:completion:)` completions not yet run (they run after the statement).
    var deferredCompletions: [(FunctionValue, Syntax)] = []
    /// Work scheduled on the main queue (`DispatchQueue.main.async`, `Task { }`), run after the statement.
    var scheduledWork: [ScheduledWork.Item] = []
    var scheduledOrder = 0
    /// Scheduled work run since the current top-level statement ended (bounded by `Limits.scheduledWork`).
    var scheduledRuns = 0
    /// The latest time on the playground's clock that work scheduled after this statement runs at
    /// (`Limits.scheduledHorizon` seconds after the statement ended).
    var scheduledHorizon = Double.infinity
    /// Hand-written updates of each collection view (by object id) inside `performBatchUpdates`.
    var openBatches: [Int: BatchUpdate<Int, Int>] = [:]
    /// While a flow layout subclass's `layoutAttributesForElements(in:)` runs: UIKit's flow layout's own
    /// frames for that layout object, which `super` answers from.
    var flowBase: (id: Int, layout: ResolvedLayout)?
    /// While a layout pass runs (a subclass's `prepare()` and its own attributes): the items of each section, which
    /// `numberOfItems(inSection:)` answers from in O(1) (a grid asks once per cell).
    var layoutPassCounts: [Int]?
    /// While a layout pass runs: the collection view showing the layout (`collectionView` of the layout).
    var layoutPassCollectionView: (layout: Int, collectionView: Int?)?
}
