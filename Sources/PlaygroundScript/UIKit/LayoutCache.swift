import PlaygroundCore

/// What the last resolve of the session's layout was made from, so that the next one plans only
/// the sections whose definition, items or fitted sizes changed (issue #33): a data source that
/// grows by a section per apply, each read of `contentSize` or `frames` planning the new section
/// only, costs the engine work linear in the script rather than quadratic.
///
/// A memo (`Session.layoutCache`): the resolved layout is the one a full resolve gives (a test holds
/// them equal). It is used only when the layout's definition is the one it read (its rules at most
/// grown at their end, `LayoutDefinition.rulesLineage`), the environment is the same, no object a
/// section may name was redefined or removed since (`Session.layoutInputsVersion`), and no fitted
/// size is given by item identifier (those follow items across sections). Then a section keeps
/// its plan when it has the same identifier at the same index, as many items, the same outline
/// levels, and no rule added since names its identifier or index: O(1) a section, no definition
/// built or compared.
struct LayoutCache: Sendable {
    /// What `reusable` compares of the layout's definition. Not the definition: holding its rules
    /// made the next `layout.use(...)` copy every rule (the array shared with the session's).
    var definition: DefinitionKey
    var environment: LayoutEnvironment
    var inputsVersion: Int
    /// `definition.rules`, indexed.
    var rules: SectionRules
    /// The data source's applied snapshot the sections were read from (nil for other sections),
    /// and the sections: the next query reads only the sections changed since (`Snapshot.positionsChanged`).
    var snapshot: StringSnapshot?
    var sections: [(identifier: String, items: [String])]
    /// By section index: what the section was resolved with.
    var identifiers: [String]
    var itemCounts: [Int]
    var layoutSections: [LayoutSection]
    var data: [SectionData]
    var resolved: ResolvedLayout

    /// A cache behind a reference, as `Session` keeps it.
    final class Box: Sendable {
        let value: LayoutCache
        init(_ value: LayoutCache) { self.value = value }
    }

    /// Whether redefining or removing `object` can change a section the layout resolved: every
    /// object but the layout itself (compared whole), snapshots and data sources (their sections
    /// are compared by identifier and count).
    static func mayBeNamed(_ object: any ScriptObject) -> Bool {
        !(object is LayoutDefinition || object is any LayoutDataProvider || object is SnapshotObject)
    }

    /// The parts of a layout's definition a cache is valid for: its rules by lineage and count (the
    /// rules past the count are read when the cache is used), and the rest as they were.
    struct DefinitionKey: Sendable {
        var lineage: RulesLineage.Token
        var ruleCount: Int
        var defaultSection: Ref<SectionDefinition>?
        var configuration: ConfigurationDefinition
        var fittedByItemIsEmpty: Bool
        var fittedByLayoutItem: [String: FittedSize]
        var fittedBySection: [String: FittedSize]

        init(_ definition: LayoutDefinition) {
            lineage = definition.rulesLineage.token
            ruleCount = definition.rules.count
            defaultSection = definition.defaultSection
            configuration = definition.configuration
            fittedByItemIsEmpty = definition.fittedByItem.isEmpty
            fittedByLayoutItem = definition.fittedByLayoutItem
            fittedBySection = definition.fittedBySection
        }
    }

    /// What a resolve may keep from this cache for `definition` in `environment`: the rules
    /// indexed (with the rules appended since), and the identifiers and indexes those new rules
    /// name; nil when nothing can be kept. The rules are taken out of the cache (which keeps none),
    /// so that indexing the new ones updates them in place rather than copying every rule.
    mutating func reusable(for definition: LayoutDefinition, environment: LayoutEnvironment, inputsVersion: Int)
        -> (rules: SectionRules, identifiers: Set<String>, indexes: Set<Int>)?
    {
        let old = self.definition
        guard inputsVersion == self.inputsVersion, environment == self.environment,
            definition.rulesLineage.token === old.lineage, definition.rules.count >= old.ruleCount,
            definition.defaultSection == old.defaultSection, definition.configuration == old.configuration,
            definition.fittedByItem.isEmpty, old.fittedByItemIsEmpty,
            definition.fittedByLayoutItem == old.fittedByLayoutItem, definition.fittedBySection == old.fittedBySection
        else { return nil }
        var rules = SectionRules()
        swap(&rules, &self.rules)
        rules.resetWork()
        var identifiers: Set<String> = []
        var indexes: Set<Int> = []
        for rule in definition.rules[old.ruleCount...] {
            guard rules.add(rule) else { return nil }
            switch rule {
            case .identifier(let id, _): identifiers.insert(id)
            case .index(let i, _): indexes.insert(i)
            case .widthAtLeast: return nil
            }
        }
        return (rules, identifiers, indexes)
    }
}
