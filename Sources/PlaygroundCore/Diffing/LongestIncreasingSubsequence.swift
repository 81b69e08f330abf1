/// Which elements of a sequence of distinct integers to keep so that the kept ones are a longest
/// increasing subsequence; the rest are the minimal set of moves. The values must fit in `Int32`
/// with room for a sentinel (positions do: a snapshot cannot hold 2^31 items).
func longestIncreasingSubsequenceMembership(_ values: [Int]) -> [Bool] {
    let count = values.count
    guard count > 0 else { return [] }
    let narrow = values.map { value in
        precondition(value >= 0 && value < Int(Int32.max), "LIS values")  // NB: positions, below maxItemKeys
        return Int32(truncatingIfNeeded: value)
    }
    let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: lisScratchCount(count))
    defer { scratch.deallocate() }
    return [Bool](unsafeUninitializedCapacity: count) { keep, initialized in
        narrow.withUnsafeBufferPointer { narrow in
            _ = markLongestIncreasingSubsequence(
                narrow.baseAddress!, count: count, keep: keep.baseAddress!, scratch: scratch)
        }
        initialized = count
    }
}

/// The `Int32` slots `markLongestIncreasingSubsequence` needs for `count` values.
@inline(__always)
func lisScratchCount(_ count: Int) -> Int { 5 * count + 2 }

/// Writes `keep[0..<count]`: whether `values[i]` belongs to the longest increasing subsequence this
/// function picks (always the same one for the same values: the diff's output depends on it).
/// Returns how many are kept. `values` are distinct, in `0 ..< Int32.max`; `scratch` holds
/// `lisScratchCount(count)` slots, and nothing in it needs to be initialised.
///
/// Elements greater than everything before them and smaller than everything after them belong to
/// every longest increasing subsequence, so they are kept in a linear pass; patience sorting
/// (O(k log k)) runs only over the k elements that are out of order: each goes on the first pile
/// whose top is not below it (a binary search over the piles' top values whose only branch is its
/// loop, which depends on the number of piles, not the data), remembering the top of the pile
/// before it; the chain from the last pile's top is the subsequence kept.
///
/// Everything is 32-bit and lives in the caller's scratch, so a large section's LIS allocates
/// nothing and moves half the bytes the `Int` arrays did.
@discardableResult
func markLongestIncreasingSubsequence(
    _ values: UnsafePointer<Int32>, count: Int, keep: UnsafeMutablePointer<Bool>,
    scratch: UnsafeMutablePointer<Int32>
) -> Int {
    guard count > 1 else {
        keep.initialize(repeating: true, count: count)
        return count
    }
    // Linear pass: a sorted sequence needs no more work.
    var sorted = true
    for index in 1..<count where values[index - 1] >= values[index] {
        sorted = false
        break
    }
    if sorted {
        keep.initialize(repeating: true, count: count)
        return count
    }

    // suffixMin[i] = min(values[i...]); suffixMin[count] is the sentinel above every value.
    let suffixMin = scratch
    suffixMin[count] = Int32.max
    for index in stride(from: count - 1, through: 0, by: -1) {
        suffixMin[index] = min(values[index], suffixMin[index + 1])
    }
    // The disordered elements' indexes overwrite suffixMin from the front: entry d is written at
    // step index >= d, after suffixMin[index + 1] (> d) was read, and no later step reads below index + 2.
    let disordered = scratch
    var disorderedCount = 0
    var kept = 0
    var prefixMax = Int32.min
    for index in 0..<count {
        let value = values[index]
        let inOrder = value > prefixMax && value < suffixMin[index + 1]
        keep.advanced(by: index).initialize(to: inOrder)
        disordered[disorderedCount] = Int32(truncatingIfNeeded: index)
        disorderedCount += inOrder ? 0 : 1
        kept += inOrder ? 1 : 0
        prefixMax = max(prefixMax, value)
    }

    // Patience sorting over the disordered elements: tails[pile] is the position (in
    // `disordered`) of the pile's top, tailValues[pile] its value (one load per probe). The piles'
    // values are padded with Int32.max up to `padded` = 2^bits - 1 slots, so the first pile whose
    // top is >= value is found bit by bit, from the most significant, with no data-dependent branch:
    // bit b of the answer is whether the top at the midpoint the higher bits chose is below value
    // (a shift and an or; a select would be turned back into a branch that mispredicts half the time).
    let tails = scratch + (count + 1)
    let previous = tails + count
    let tailValues = previous + count  // 2 * count + 1 slots: `padded` never exceeds 2 * length + 1
    var length = 0
    var padded = 0
    var bits = 0
    for position in 0..<disorderedCount {
        let value = values[Int(disordered[position])]
        var low: Int
        if length == 0 || tailValues[length - 1] < value {
            low = length  // above every pile: the common case when most survivors are in order
        } else {
            low = 0
            var shift = bits - 1
            while shift >= 0 {
                let probe = (((low &<< 1) | 1) &<< shift) &- 1
                // (top - value) >> 31 is 1 when top < value (both in 0 ..< 2^31), else 0.
                low = (low &<< 1) | Int(UInt32(bitPattern: tailValues[probe] &- value) &>> 31)
                shift &-= 1
            }
        }
        previous[position] = low > 0 ? tails[low - 1] : -1
        tails[low] = Int32(truncatingIfNeeded: position)
        tailValues[low] = value
        if low == length {
            length += 1
            if length > padded {
                (tailValues + length).initialize(repeating: Int32.max, count: 2 * padded + 1 - length)
                padded = 2 * padded + 1
                bits += 1
            }
        }
    }
    var cursor = length > 0 ? Int(tails[length - 1]) : -1
    while cursor >= 0 {
        keep[Int(disordered[cursor])] = true
        cursor = Int(previous[cursor])
    }
    return kept + length
}
