/// Prefix sums and point updates in O(log n) over Doubles: the per-group extent differences from
/// the template group, so one fitted size can change without re-solving or re-summing a section.
///
/// Two levels of Fenwick (binary indexed) trees: one over blocks of `blockSize` values, and one
/// inside each block. A block that holds only zeros has no storage, so a tree of a million groups
/// starts empty (`init(count:)`, O(1)) and its first `add` allocates one block and the block
/// level (O(count / blockSize + blockSize)), not the whole section: the first fitted-size change of
/// a uniform section costs microseconds, and a section where few groups differ keeps few blocks.
/// Each value is also kept as written, so `value(at:)` is exact (no difference of prefixes).
struct Fenwick: Sendable {
    static let blockShift = 10
    static let blockSize = 1 << blockShift

    let count: Int
    /// Values read and slots allocated or updated since the tree was made (`LayoutWork.offsetSlots`).
    private(set) var slotsWritten = 0

    /// Starts counting `slotsWritten` again (a plan kept by a later resolve counts only what it does then).
    mutating func resetWorkCount() { slotsWritten = 0 }
    /// 1-based Fenwick tree over the blocks' sums; empty until the first non-zero value.
    private var top: [Double] = []
    /// Per block: `blockSize` values, then their 1-based Fenwick tree (slot i at `blockSize + i − 1`);
    /// empty when every value of the block is zero.
    private var blocks: [[Double]]

    private var blockCount: Int { (count + Self.blockSize - 1) >> Self.blockShift }

    /// All zeros, without storage.
    init(count: Int) {
        self.count = Swift.max(0, count)
        blocks = []
    }

    /// Builds in O(n) from the values; blocks of zeros take no storage.
    init(_ values: [Double]) {
        self.init(count: values.count)
        let n = values.count
        let size = Self.blockSize
        slotsWritten = n  // every value is read
        var sums = [Double](repeating: 0, count: blockCount)
        var any = false
        for b in 0..<blockCount {
            let start = b << Self.blockShift
            let end = Swift.min(n, start + size)
            guard values[start..<end].contains(where: { $0 != 0 }) else { continue }
            var storage = [Double](repeating: 0, count: 2 * size)
            var sum = 0.0
            for i in start..<end {
                storage[i - start] = values[i]
                storage[size + i - start] = values[i]
                sum += values[i]
            }
            Self.heapify(&storage, offset: size, count: size)
            if blocks.isEmpty { blocks = [[Double]](repeating: [], count: blockCount) }
            blocks[b] = storage
            slotsWritten += 2 * size
            sums[b] = sum
            any = true
        }
        if any {
            var tree = [0.0] + sums
            Self.heapify(&tree, offset: 1, count: blockCount)
            top = tree
            slotsWritten += blockCount
        }
    }

    /// Turns `count` values at `storage[offset...]` into a 1-based Fenwick tree in place, O(count).
    private static func heapify(_ storage: inout [Double], offset: Int, count: Int) {
        var i = 1
        while i <= count {
            let parent = i + (i & -i)
            if parent <= count { storage[offset + parent - 1] += storage[offset + i - 1] }
            i += 1
        }
    }

    /// The value at `index` as written (0 outside the range).
    func value(at index: Int) -> Double {
        guard index >= 0 && index < count else { return 0 }
        let b = index >> Self.blockShift
        guard b < blocks.count, !blocks[b].isEmpty else { return 0 }
        return blocks[b][index & (Self.blockSize - 1)]
    }

    /// Sum of the first `n` values.
    func prefix(_ n: Int) -> Double {
        guard !top.isEmpty else { return 0 }
        let n = Swift.min(Swift.max(n, 0), count)
        let b = n >> Self.blockShift
        let r = n & (Self.blockSize - 1)
        var sum = 0.0
        var i = b
        while i > 0 {
            sum += top[i]
            i -= i & -i
        }
        if r > 0, b < blocks.count, !blocks[b].isEmpty {
            let offset = Self.blockSize - 1
            var j = r
            while j > 0 {
                sum += blocks[b][offset + j]
                j -= j & -j
            }
        }
        return sum
    }

    mutating func add(_ delta: Double, at index: Int) {
        guard index >= 0 && index < count, delta != 0 else { return }
        let size = Self.blockSize
        let b = index >> Self.blockShift
        let r = index & (size - 1)
        if top.isEmpty {
            top = [Double](repeating: 0, count: blockCount + 1)
            slotsWritten += blockCount
        }
        if blocks.isEmpty { blocks = [[Double]](repeating: [], count: blockCount) }
        if blocks[b].isEmpty {
            blocks[b] = [Double](repeating: 0, count: 2 * size)
            slotsWritten += 2 * size
        }
        blocks[b][r] += delta
        var j = r + 1
        while j <= size {
            blocks[b][size + j - 1] += delta
            j += j & -j
            slotsWritten += 1
        }
        var i = b + 1
        let n = blockCount
        while i <= n {
            top[i] += delta
            i += i & -i
            slotsWritten += 1
        }
    }
}
