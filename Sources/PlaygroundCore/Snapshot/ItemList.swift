/// Where an item key sits: the id of its chunk in its section's `ItemList` and its offset there.
struct ItemPlace: Hashable, Sendable {
    var chunk: Int32
    var offset: Int32

    static let none = ItemPlace(chunk: -1, offset: 0)
}

/// The item keys of one section, in order, in chunks of at most `maxChunk` keys.
///
/// A section of a million items is about 2,000 chunks, so an edit of one item shifts at most
/// `maxChunk` keys inside one chunk, and only a chunk that overflows or runs low changes the chunk
/// directory (about 2,000 slots, once per `maxChunk / 2` edits of that chunk at worst). Every item
/// knows its chunk id and offset (`ItemPlace`, kept by the snapshot per item key and updated here), so
/// its position is the chunk's start (a Fenwick tree over chunk sizes, O(log chunks)) plus its
/// offset: no scan of the section, no index to rebuild.
///
/// Chunks are arrays by value, so a copied snapshot shares them and an edit copies one chunk and
/// the directory, not the section.
///
/// Invariants: every chunk in `order` is non-empty; when there is more than one chunk, each holds
/// at least `minChunk` keys after an edit settles (`settle`); `rank[order[i]] == i`; `places[key]`
/// names the chunk and offset of every key here.
struct ItemList: Sendable {
    static let maxChunk = 512
    static let minChunk = 128
    /// The size new chunks are cut to: room for `maxChunk - fillChunk` insertions before a split.
    static let fillChunk = 384

    private(set) var count = 0
    /// By chunk id: its keys (empty for a free id).
    private var chunks: [[Int]] = []
    /// Chunk ids in order.
    private var order: [Int] = []
    /// By chunk id: its index in `order` (-1 for a free id).
    private var rank: [Int] = []
    private var freeIDs: [Int] = []
    /// 1-based Fenwick tree over the chunk sizes in `order`.
    private var tree: [Int] = [0]

    init() {}

    var isEmpty: Bool { count == 0 }

    // MARK: Queries

    /// The position of an item whose place is `place`.
    func position(of place: ItemPlace) -> Int {
        prefix(rank[Int(place.chunk)]) + Int(place.offset)
    }

    /// The key at `position` (0 ..< count).
    subscript(position: Int) -> Int {
        let (index, offset) = locate(position)
        return chunks[order[index]][offset]
    }

    /// Every key in order.
    var keys: [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        for id in order { result.append(contentsOf: chunks[id]) }
        return result
    }

    /// Calls `body(position, key)` for every key in order.
    func forEach(_ body: (Int, Int) throws -> Void) rethrows {
        var position = 0
        for id in order {
            for key in chunks[id] {
                try body(position, key)
                position += 1
            }
        }
    }

    /// Whether `other` holds its keys in the very same chunk buffers, in the same order, as this
    /// list (copies of one list, or lists whose chunks no edit has touched since they were shared).
    /// Then both hold the same keys in the same order: a shared buffer is never written in place
    /// (copy-on-write), and a buffer identity compares two live arrays, so it cannot be a freed
    /// one reused. Costs the number of chunks, not keys. `work` counts chunks compared.
    func sharesStorage(with other: ItemList, work: inout Int) -> Bool {
        guard count == other.count, order.count == other.order.count else { return false }
        for index in order.indices {
            work += 1
            let same = chunks[order[index]].withUnsafeBufferPointer { mine in
                other.chunks[other.order[index]].withUnsafeBufferPointer { theirs in
                    mine.baseAddress == theirs.baseAddress
                }
            }
            if !same { return false }
        }
        return true
    }

    /// By chunk id: the position of the chunk's first key (unused ids: 0). For callers that turn
    /// many places into positions at once (the diff): one pass over the directory.
    var chunkStarts: [Int] {
        var starts = [Int](repeating: 0, count: chunks.count)
        var running = 0
        for id in order {
            starts[id] = running
            running += chunks[id].count
        }
        return starts
    }

    // MARK: Edits

    /// Inserts `keys` (not in the list) at `position`; writes their places and those of the keys
    /// that shift. `work` counts keys moved or written and directory slots visited.
    mutating func insert(_ keys: [Int], at position: Int, places: inout [ItemPlace], work: inout Int) {
        guard !keys.isEmpty else { return }
        if order.isEmpty {
            replaceChunks(0..<0, with: keys, places: &places, work: &work)
            return
        }
        if position >= count {
            let last = order.count - 1
            insert(keys, chunkIndex: last, offset: chunks[order[last]].count, places: &places, work: &work)
        } else {
            let (index, offset) = locate(position)
            insert(keys, chunkIndex: index, offset: offset, places: &places, work: &work)
        }
    }

    /// Inserts `keys` next to the key at `place` (before it, or after it when `after`).
    mutating func insert(_ keys: [Int], at place: ItemPlace, after: Bool, places: inout [ItemPlace], work: inout Int) {
        guard !keys.isEmpty else { return }
        insert(
            keys, chunkIndex: rank[Int(place.chunk)], offset: Int(place.offset) + (after ? 1 : 0),
            places: &places, work: &work)
    }

    mutating func append(_ keys: [Int], places: inout [ItemPlace], work: inout Int) {
        insert(keys, at: count, places: &places, work: &work)
    }

    /// Removes keys of this list (no repeats); the places of the removed keys are left as they were.
    mutating func remove(_ keys: [Int], places: inout [ItemPlace], work: inout Int) {
        guard !keys.isEmpty else { return }
        if keys.count == count {
            self = ItemList()
            work += keys.count
            return
        }
        // Offsets to remove, grouped by chunk index.
        var doomed = keys.map { (rank[Int(places[$0].chunk)], Int(places[$0].offset)) }
        if doomed.count > 1 { doomed.sort { $0 < $1 } }
        work += doomed.count
        var settleFrom = Int.max
        var settleTo = -1
        var start = 0
        while start < doomed.count {
            let index = doomed[start].0
            var end = start
            while end < doomed.count, doomed[end].0 == index { end += 1 }
            let id = order[index]
            let first = doomed[start].1
            // Compact the chunk from its first removed offset.
            var write = first
            var next = start
            let size = chunks[id].count
            for read in first..<size {
                if next < end, doomed[next].1 == read {
                    next += 1
                    continue
                }
                let key = chunks[id][read]
                chunks[id][write] = key
                places[key].offset = Int32(write)
                write += 1
            }
            chunks[id].removeLast(size - write)
            work += size - first
            count -= end - start
            add(-(end - start), at: index, work: &work)
            if chunks[id].count < Self.minChunk {
                settleFrom = Swift.min(settleFrom, index)
                settleTo = Swift.max(settleTo, index)
            }
            start = end
        }
        if settleTo >= 0 {
            settle(Swift.max(0, settleFrom - 1)..<Swift.min(order.count, settleTo + 2), places: &places, work: &work)
        }
    }

    /// Rewrites every key through `remap` (old key -> new key), for the snapshot's compaction; the
    /// caller moves the places.
    mutating func remapKeys(_ remap: [Int]) {
        for id in order { chunks[id] = chunks[id].map { remap[$0] } }
    }

    // MARK: Private

    private mutating func insert(
        _ keys: [Int], chunkIndex index: Int, offset: Int, places: inout [ItemPlace], work: inout Int
    ) {
        let id = order[index]
        let size = chunks[id].count
        if size + keys.count <= Self.maxChunk {
            chunks[id].insert(contentsOf: keys, at: offset)
            let chunk = Int32(id)
            for position in offset..<(size + keys.count) {
                places[chunks[id][position]] = ItemPlace(chunk: chunk, offset: Int32(position))
            }
            work += size + keys.count - offset
            count += keys.count
            add(keys.count, at: index, work: &work)
            return
        }
        // Splice and cut into chunks of nearly equal size.
        var merged: [Int] = []
        merged.reserveCapacity(size + keys.count)
        merged.append(contentsOf: chunks[id][..<offset])
        merged.append(contentsOf: keys)
        merged.append(contentsOf: chunks[id][offset...])
        count -= size
        replaceChunks(index..<(index + 1), with: merged, places: &places, work: &work)
    }

    /// Replaces the chunks at `range` of `order` by `keys` cut into chunks of nearly equal size (at
    /// most `fillChunk`, or `maxChunk` for fewer than two chunks' worth); rebuilds the directory.
    private mutating func replaceChunks(
        _ range: Range<Int>, with keys: [Int], places: inout [ItemPlace], work: inout Int
    ) {
        for index in range { release(order[index]) }
        let pieces = keys.count <= Self.maxChunk ? 1 : (keys.count + Self.fillChunk - 1) / Self.fillChunk
        var ids: [Int] = []
        ids.reserveCapacity(pieces)
        var start = 0
        for piece in 0..<pieces {
            let end = keys.count * (piece + 1) / pieces
            let id = allocate()
            chunks[id] = Array(keys[start..<end])
            let chunk = Int32(id)
            for offset in 0..<(end - start) {
                places[keys[start + offset]] = ItemPlace(chunk: chunk, offset: Int32(offset))
            }
            ids.append(id)
            start = end
        }
        work += keys.count
        count += keys.count
        order.replaceSubrange(range, with: ids)
        rebuildDirectory(from: range.lowerBound, work: &work)
    }

    /// Merges chunks of `order[range]` that ran low with their neighbours (splitting evenly when
    /// two together would overflow) and drops empty ones; rebuilds the directory.
    private mutating func settle(_ range: Range<Int>, places: inout [ItemPlace], work: inout Int) {
        var kept: [Int] = []
        for index in range {
            let id = order[index]
            work += 1
            if chunks[id].isEmpty {
                release(id)
                continue
            }
            guard let last = kept.last,
                chunks[last].count < Self.minChunk || chunks[id].count < Self.minChunk
            else {
                kept.append(id)
                continue
            }
            let total = chunks[last].count + chunks[id].count
            if total <= Self.maxChunk {
                let base = chunks[last].count
                let chunk = Int32(last)
                for (offset, key) in chunks[id].enumerated() {
                    places[key] = ItemPlace(chunk: chunk, offset: Int32(base + offset))
                }
                chunks[last].append(contentsOf: chunks[id])
                work += chunks[id].count
                release(id)
            } else {
                let all = chunks[last] + chunks[id]
                let half = total / 2
                chunks[last] = Array(all[..<half])
                chunks[id] = Array(all[half...])
                for (offset, key) in chunks[last].enumerated() {
                    places[key] = ItemPlace(chunk: Int32(last), offset: Int32(offset))
                }
                for (offset, key) in chunks[id].enumerated() {
                    places[key] = ItemPlace(chunk: Int32(id), offset: Int32(offset))
                }
                work += total
                kept.append(id)
            }
        }
        order.replaceSubrange(range, with: kept)
        rebuildDirectory(from: range.lowerBound, work: &work)
    }

    private mutating func allocate() -> Int {
        if let id = freeIDs.popLast() {
            return id
        }
        chunks.append([])
        rank.append(-1)
        return chunks.count - 1
    }

    private mutating func release(_ id: Int) {
        chunks[id] = []
        rank[id] = -1
        freeIDs.append(id)
    }

    /// Ranks from `start` on, and the Fenwick tree (O(chunks)).
    private mutating func rebuildDirectory(from start: Int, work: inout Int) {
        for index in start..<order.count { rank[order[index]] = index }
        let n = order.count
        tree = [Int](repeating: 0, count: n + 1)
        for index in 0..<n {
            let slot = index + 1
            tree[slot] += chunks[order[index]].count
            let parent = slot + (slot & -slot)
            if parent <= n { tree[parent] += tree[slot] }
        }
        work += 2 * n - start
    }

    private mutating func add(_ delta: Int, at index: Int, work: inout Int) {
        var slot = index + 1
        while slot < tree.count {
            tree[slot] += delta
            slot += slot & -slot
            work += 1
        }
    }

    /// The number of keys in the chunks before chunk index `index`.
    private func prefix(_ index: Int) -> Int {
        var slot = index
        var sum = 0
        while slot > 0 {
            sum += tree[slot]
            slot -= slot & -slot
        }
        return sum
    }

    /// The chunk index and offset of `position`.
    private func locate(_ position: Int) -> (index: Int, offset: Int) {
        var slot = 0
        var remaining = position
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = slot + step
            if next < tree.count, tree[next] <= remaining {
                slot = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return (slot, remaining)
    }
}

extension ItemList {
    /// What breaks the invariants (for tests): sizes, ranks, the tree, the places of the keys.
    func invariantViolations(places: [ItemPlace]) -> [String] {
        var problems: [String] = []
        var total = 0
        for (index, id) in order.enumerated() {
            if rank[id] != index { problems.append("rank of chunk \(id)") }
            let size = chunks[id].count
            if size == 0 { problems.append("empty chunk \(id)") }
            if size > Self.maxChunk { problems.append("chunk \(id) holds \(size)") }
            if order.count > 1, size < Self.minChunk { problems.append("chunk \(id) ran low: \(size)") }
            if prefix(index) != total { problems.append("prefix of chunk index \(index)") }
            for (offset, key) in chunks[id].enumerated()
            where places[key] != ItemPlace(chunk: Int32(id), offset: Int32(offset)) {
                problems.append("place of key \(key)")
            }
            total += size
        }
        if total != count { problems.append("count \(count) != \(total)") }
        for id in freeIDs where rank[id] != -1 || !chunks[id].isEmpty { problems.append("free chunk \(id) in use") }
        return problems
    }
}

extension ItemList: Equatable {
    /// The same keys in the same order (the chunking is not compared).
    static func == (lhs: ItemList, rhs: ItemList) -> Bool { lhs.count == rhs.count && lhs.keys == rhs.keys }
}
