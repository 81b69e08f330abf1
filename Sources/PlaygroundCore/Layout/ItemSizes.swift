/// Sizes by item index (`SectionData.fittedSizes`): reads and writes like `[Int: Size]`, stored
/// as a contiguous array when the indexes are dense.
///
/// A million fitted sizes in a dictionary take 48 MB (2^21 buckets of key and value); here they
/// take 16 MB, and the resolved layout shares the array instead of copying it into its own index
/// (copy-on-write: the caller's later edits do not reach the layout, nor the layout's the caller).
///
/// Storage: `dense[i]` is the size of index `i`, or "none" when both axes are NaN (a size no cell
/// reports: `Size.isValidFittedSize` rejects it); everything the array cannot hold — negative
/// indexes, indexes far past its end, and sizes with both axes NaN (so validation still sees and
/// reports them) — is in `extra`. A sparse value (few indexes) is `extra` alone. Writing an index
/// within reach of the array's end grows the array; a sparse value that fills up turns dense.
public struct ItemSizes: Sendable {
    private var dense: [Size] = []
    private var extra: [Int: Size] = [:]
    /// Entries in `dense` that are not "none".
    private var denseCount = 0

    static let none = Size(width: .nan, height: .nan)
    /// A sparse value turns dense once it holds this many entries and they cover at least one
    /// index in 8 of `0 ... max index` (the rule the layout's own index used).
    static let denseThreshold = 64

    public init() {}

    /// The entries of a dictionary.
    public init(_ sizes: [Int: Size]) {
        extra = sizes
        densifyIfWorthwhile()
    }

    /// `sizes[i]` for every index `i` in `0 ..< sizes.count` (dense from the start).
    public init(_ sizes: [Size]) {
        dense = sizes
        denseCount = sizes.count
        if sizes.contains(where: Self.isNone) {
            for index in sizes.indices where Self.isNone(sizes[index]) {
                extra[index] = sizes[index]
                denseCount -= 1
            }
        }
    }

    /// Room for indexes `0 ..< count` without growing (no entries).
    public init(denseCapacity count: Int) {
        dense = [Size](repeating: Self.none, count: Swift.max(0, count))
    }

    @inline(__always)
    static func isNone(_ size: Size) -> Bool { size.width.isNaN && size.height.isNaN }

    public var count: Int { denseCount + extra.count }

    public var isEmpty: Bool { count == 0 }

    public subscript(index: Int) -> Size? {
        get {
            if index >= 0, index < dense.count {
                let size = dense[index]
                if !Self.isNone(size) { return size }
            }
            return extra.isEmpty ? nil : extra[index]
        }
        set {
            if let newValue, !Self.isNone(newValue) {
                if index >= 0, index < dense.count || (!dense.isEmpty && index < 2 * dense.count + Self.denseThreshold)
                {
                    if index >= dense.count {
                        dense.append(contentsOf: repeatElement(Self.none, count: index + 1 - dense.count))
                    }
                    if Self.isNone(dense[index]) { denseCount += 1 }
                    dense[index] = newValue
                    if !extra.isEmpty { extra[index] = nil }
                    return
                }
            }
            if index >= 0, index < dense.count, !Self.isNone(dense[index]) {
                dense[index] = Self.none
                denseCount -= 1
            }
            extra[index] = newValue
            // Checked at powers of two only, so filling a sparse value stays linear.
            if newValue != nil, dense.isEmpty, extra.count & (extra.count - 1) == 0 { densifyIfWorthwhile() }
        }
    }

    /// Every index with a size, in no particular order.
    public var keys: [Int] { map(\.key) }

    /// Turns a sparse value dense when its indexes are non-negative and fill at least one in 8.
    private mutating func densifyIfWorthwhile() {
        guard dense.isEmpty, extra.count >= Self.denseThreshold else { return }
        var top = -1
        for (index, size) in extra {
            if index < 0 || Self.isNone(size) { return }
            top = Swift.max(top, index)
        }
        guard extra.count >= (top + 1) / 8 else { return }
        dense = [Size](repeating: Self.none, count: top + 1)
        for (index, size) in extra { dense[index] = size }
        denseCount = extra.count
        extra = [:]
    }

    /// The array of sizes by index for `0 ..< itemCount` ("none" marked by both axes NaN), when
    /// this value holds exactly that array and nothing else: the layout then shares it.
    func denseStorage(itemCount: Int) -> [Size]? {
        dense.count == itemCount && extra.isEmpty ? dense : nil
    }
}

extension ItemSizes: Sequence {
    public struct Iterator: IteratorProtocol {
        let dense: [Size]
        var position = 0
        var extra: Dictionary<Int, Size>.Iterator

        public mutating func next() -> (key: Int, value: Size)? {
            while position < dense.count {
                let index = position
                position += 1
                if !ItemSizes.isNone(dense[index]) { return (index, dense[index]) }
            }
            guard let (index, size) = extra.next() else { return nil }
            return (index, size)
        }
    }

    /// Dense indexes in increasing order, then the others in no particular order.
    public func makeIterator() -> Iterator {
        Iterator(dense: dense, extra: extra.makeIterator())
    }

    public var underestimatedCount: Int { count }

    /// Calls `body` for every index with a size; a closure so a dense million costs no iterator.
    func forEachIndex(_ body: (Int) -> Void) {
        dense.withUnsafeBufferPointer { dense in
            for index in dense.indices where !Self.isNone(dense[index]) { body(index) }
        }
        for index in extra.keys { body(index) }
    }
}

extension ItemSizes: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (Int, Size)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension ItemSizes: Hashable {
    /// The same indexes with equal sizes (as `[Int: Size]` compares: however either is stored).
    public static func == (lhs: ItemSizes, rhs: ItemSizes) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (index, size) in lhs where rhs[index] != size { return false }
        return true
    }

    /// Independent of the order of the entries (as a dictionary's hash).
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (index, size) in self {
            var entry = Hasher()
            entry.combine(index)
            entry.combine(size)
            combined ^= entry.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}

extension ItemSizes: CustomStringConvertible {
    public var description: String {
        let entries = sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
    }
}
