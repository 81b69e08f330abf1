import TestSupport

@testable import PlaygroundCore

/// The outline tests' view of the shared PRNG.
typealias OutlineRandom = SplitMix64

extension SplitMix64 {
    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
    mutating func pick<T>(_ values: [T]) -> T? { values.isEmpty ? nil : values[int(0..<values.count)] }
}

/// A deliberately naive outline (children lists per parent) used as the oracle for SectionSnapshot.
struct ReferenceOutline: Equatable {
    var roots: [Int] = []
    var children: [Int: [Int]] = [:]
    var parents: [Int: Int] = [:]  // absent for roots
    var present: Set<Int> = []
    var expanded: Set<Int> = []

    /// A forest in depth-first order: (item, parent within the forest or nil, expanded).
    typealias Forest = [(item: Int, parent: Int?, expanded: Bool)]

    var items: [Int] {
        var result: [Int] = []
        func walk(_ list: [Int]) {
            for item in list {
                result.append(item)
                walk(children[item] ?? [])
            }
        }
        walk(roots)
        return result
    }

    func level(_ item: Int) -> Int {
        var level = 0
        var cursor = parents[item]
        while let parent = cursor {
            level += 1
            cursor = parents[parent]
        }
        return level
    }

    func isVisible(_ item: Int) -> Bool {
        var cursor = parents[item]
        while let parent = cursor {
            if !expanded.contains(parent) { return false }
            cursor = parents[parent]
        }
        return true
    }

    func siblings(of parent: Int?) -> [Int] {
        guard let parent else { return roots }
        return children[parent] ?? []
    }

    mutating func setSiblings(_ list: [Int], of parent: Int?) {
        if let parent { children[parent] = list } else { roots = list }
    }

    mutating func adopt(_ items: [Int], parent: Int?, at index: Int) {
        var list = siblings(of: parent)
        list.insert(contentsOf: items, at: index)
        setSiblings(list, of: parent)
        for item in items {
            present.insert(item)
            parents[item] = parent
        }
    }

    mutating func graft(_ forest: Forest, parent: Int?, at index: Int) {
        let roots = forest.filter { $0.parent == nil }.map(\.item)
        adopt(roots, parent: parent, at: index)
        for entry in forest {
            if let inner = entry.parent { adopt([entry.item], parent: inner, at: siblings(of: inner).count) }
            if entry.expanded { expanded.insert(entry.item) }
        }
    }

    mutating func remove(_ item: Int) {
        for child in children[item] ?? [] { remove(child) }
        children[item] = nil
        present.remove(item)
        expanded.remove(item)
        parents[item] = nil
    }

    mutating func detach(_ item: Int) {
        guard present.contains(item) else { return }
        let parent = parents[item]
        setSiblings(siblings(of: parent).filter { $0 != item }, of: parent)
        remove(item)
    }

    func index(ofSibling item: Int) -> Int {
        siblings(of: parents[item]).firstIndex(of: item) ?? 0
    }
}

extension SectionSnapshot where ItemIdentifier == Int {
    /// Builds a snapshot from a forest description using only public API.
    static func fromForest(_ forest: ReferenceOutline.Forest) -> SectionSnapshot<Int> {
        var snapshot = SectionSnapshot<Int>()
        for entry in forest { try? snapshot.append([entry.item], to: entry.parent) }
        snapshot.expand(forest.filter(\.expanded).map(\.item))
        return snapshot
    }
}

extension VisibleItemsChange {
    /// Replays the change on `old`: removals (deletions and moves) by old index, then insertions (and
    /// moves) by new index, ascending.
    func replay(on old: [ItemIdentifier]) -> [ItemIdentifier] {
        let removedOld = Set(deletions.map(\.oldIndex) + moves.map(\.oldIndex))
        var result = old.enumerated().filter { !removedOld.contains($0.offset) }.map(\.element)
        let additions = (insertions.map { ($0.newIndex, $0.item) } + moves.map { ($0.newIndex, $0.item) })
            .sorted { $0.0 < $1.0 }
        for (index, item) in additions where index <= result.count { result.insert(item, at: index) }
        return result
    }
}
