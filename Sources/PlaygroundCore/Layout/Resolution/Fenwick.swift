/// A Fenwick (binary indexed) tree of Doubles: prefix sums and point updates in O(log n).
/// Holds the per-group extent differences from the template group, so one fitted size can
/// change without re-solving or re-summing a whole section.
struct Fenwick: Hashable, Sendable {
    private(set) var tree: [Double]

    /// Builds in O(n) from the values.
    init(_ values: [Double]) {
        var tree = [0.0] + values
        let n = values.count
        var i = 1
        while i <= n {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
            i += 1
        }
        self.tree = tree
    }

    var count: Int { tree.count - 1 }

    /// Sum of the first `n` values.
    func prefix(_ n: Int) -> Double {
        var i = Swift.min(Swift.max(n, 0), count)
        var sum = 0.0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    mutating func add(_ delta: Double, at index: Int) {
        guard index >= 0 && index < count else { return }
        var i = index + 1
        while i <= count {
            tree[i] += delta
            i += i & -i
        }
    }
}
