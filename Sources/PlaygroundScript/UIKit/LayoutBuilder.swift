import PlaygroundCore

/// Turns the session's definitions into the engine's value trees, resolving names. Each UIKit type's
/// own conversion is in its file (`item(_:name:)` in `NSCollectionLayoutItem.swift`, `group`, `section`,
/// `configuration`); this holds what they share: references, nesting and the section rules.
struct LayoutBuilder {
    let session: Session
    let environment: LayoutEnvironment
    private var stack: [String] = []
    /// How deep the element being resolved is (named or not).
    private var depth = 0

    init(session: Session, environment: LayoutEnvironment) {
        self.session = session
        self.environment = environment
    }

    func resolve<T: ScriptObject & Hashable>(_ ref: Ref<T>, _ what: String) throws(ScriptError) -> T {
        switch ref {
        case .inline(let v): return v
        case .named(let n):
            guard let object = session[n] else { throw ScriptError("'\(n)', used as \(what), is no longer defined") }
            guard let typed = object as? T else {
                throw ScriptError("'\(n)', used as \(what), is now a \(object.typeName), not a \(T.typeName)")
            }
            return typed
        case .object(let id):
            // An object with identity is never redefined: it is what it was made as.
            guard let typed = session[key: .object(id)] as? T else {
                throw ScriptError("'\(id.shown)', used as \(what), no longer exists")
            }
            return typed
        }
    }

    mutating func element(_ ref: ElementRef) throws(ScriptError) -> LayoutElement {
        switch ref {
        case .item(let i): return .item(try item(i, name: nil))
        case .group(let g): return .group(try group(g, name: nil))
        case .named(let n):
            if stack.contains(n) {
                throw ScriptError("'\(n)' contains itself: " + (stack + [n]).joined(separator: " -> "))
            }
            guard depth < LayoutLimits.maxNestingDepth else {
                throw ScriptError("groups are nested too deeply; the limit is \(LayoutLimits.maxNestingDepth) levels")
            }
            guard let object = session[n] else { throw ScriptError("'\(n)', used as a subitem, is no longer defined") }
            stack.append(n)
            depth += 1
            defer {
                stack.removeLast()
                depth -= 1
            }
            if let i = object as? ItemDefinition { return .item(try item(i, name: n)) }
            if let g = object as? GroupDefinition { return .group(try group(g, name: n)) }
            throw ScriptError("'\(n)', used as a subitem, is now a \(object.typeName), not a LayoutItem or LayoutGroup")
        case .object(let id):
            // Made before the objects that refer to it, it cannot contain itself.
            guard depth < LayoutLimits.maxNestingDepth else {
                throw ScriptError("groups are nested too deeply; the limit is \(LayoutLimits.maxNestingDepth) levels")
            }
            depth += 1
            defer { depth -= 1 }
            let object = session[key: .object(id)]
            if let i = object as? ItemDefinition { return .item(try item(i, name: id.shown)) }
            if let g = object as? GroupDefinition { return .group(try group(g, name: id.shown)) }
            throw ScriptError("'\(id.shown)', used as a subitem, is not a LayoutItem or LayoutGroup")
        }
    }

    /// The section definition UIKit's section provider would return for a data section, found
    /// through `rules` (the layout's rules indexed once; see `SectionRules`).
    func sectionDefinition(for identifier: String, at index: Int, in rules: inout SectionRules) throws(ScriptError)
        -> SectionDefinition?
    {
        guard let ref = rules.section(for: identifier, at: index) else { return nil }
        return try resolve(ref, "a section")
    }

    /// One section's definition, for a caller that asks about one section only.
    func sectionDefinition(for identifier: String, at index: Int, in layout: LayoutDefinition) throws(ScriptError)
        -> SectionDefinition?
    {
        var rules = SectionRules(layout, environment: environment)
        return try sectionDefinition(for: identifier, at: index, in: &rules)
    }

    /// Rejects a definition that contains itself through names (checked when it is defined).
    static func checkCycles(startingAt name: String, in session: Session) throws(ScriptError) {
        var builder = LayoutBuilder(
            session: session, environment: LayoutEnvironment(containerSize: Size(width: 100, height: 100)))
        _ = try builder.element(.named(name))
    }
}

/// A layout's section rules, indexed once so that choosing the section for each of n data
/// sections costs O(rules + n), not O(rules × n): a section provider of n sections is n index
/// rules (`UIKitSurface.materializeProvider`), and a scan of them per section made resolving a
/// provider's layout quadratic in its sections.
///
/// The precedence is the rules': a rule for the section's identifier, then one for its index
/// (the first of each, in the rules' order), then the widest `widthAtLeast` rule the container's
/// effective width reaches (the first of equal widths), then the layout's default section.
struct SectionRules {
    private var byIdentifier: [String: Ref<SectionDefinition>] = [:]
    private var byIndex: [Int: Ref<SectionDefinition>] = [:]
    private let fallback: Ref<SectionDefinition>?
    /// Rules read and lookups made (counted in `WorkCounter.layout`, so the tests can see a scan).
    private(set) var work = 0

    /// No rules and no fallback: what a layout cache holds while a resolve has its rules.
    init() { fallback = nil }

    init(_ layout: LayoutDefinition, environment: LayoutEnvironment) {
        // Evidence: [A] a section provider reads layoutEnvironment.container.effectiveContentSize:
        // the container minus the insets of the configuration's contentInsetsReference (the safe
        // area by default), so an 852-pt landscape iPhone offers 734 pt.
        let insets = environment.referenceInsets(layout.configuration.contentInsetsReference)
        let width = environment.containerSize.width - insets.leading - insets.trailing
        var best: (width: Double, section: Ref<SectionDefinition>)?
        for rule in layout.rules {
            work += 1
            switch rule {
            case .identifier(let id, let r): if byIdentifier[id] == nil { byIdentifier[id] = r }
            case .index(let i, let r): if byIndex[i] == nil { byIndex[i] = r }
            case .widthAtLeast(let w, let r):
                if width >= w, best.map({ w > $0.width }) ?? true { best = (w, r) }
            }
        }
        fallback = best?.section ?? layout.defaultSection
    }

    /// Indexes a rule appended to the layout's rules after the ones indexed (as `init` would have,
    /// reading one rule); false for a width rule, which can change the fallback of every section.
    mutating func add(_ rule: SectionRule) -> Bool {
        work += 1
        switch rule {
        case .identifier(let id, let r): if byIdentifier[id] == nil { byIdentifier[id] = r }
        case .index(let i, let r): if byIndex[i] == nil { byIndex[i] = r }
        case .widthAtLeast: return false
        }
        return true
    }

    /// Starts counting `work` again (a copy kept by a layout cache counts only what it does next).
    mutating func resetWork() { work = 0 }

    /// The section rule that applies to the data section `identifier` at `index`, nil when none does.
    mutating func section(for identifier: String, at index: Int) -> Ref<SectionDefinition>? {
        work += 1
        return byIdentifier[identifier] ?? byIndex[index] ?? fallback
    }
}
