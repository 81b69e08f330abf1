/// Which elements of a sequence of distinct integers to keep so that the kept ones are a longest
/// increasing subsequence; the rest are the minimal set of moves.
///
/// Elements greater than everything before them and smaller than everything after them belong to
/// every longest increasing subsequence, so they are kept in a linear pass; patience sorting
/// (O(k log k)) runs only over the k elements that are out of order.
func longestIncreasingSubsequenceMembership(_ values: [Int]) -> [Bool] {
    let count = values.count
    guard count > 1 else { return [Bool](repeating: true, count: count) }

    // Linear pass: a sorted sequence needs no more work.
    var sorted = true
    for index in 1..<count where values[index - 1] >= values[index] {
        sorted = false
        break
    }
    if sorted { return [Bool](repeating: true, count: count) }

    var suffixMin = [Int](repeating: Int.max, count: count + 1)
    for index in stride(from: count - 1, through: 0, by: -1) {
        suffixMin[index] = min(values[index], suffixMin[index + 1])
    }
    var keep = [Bool](repeating: false, count: count)
    var disordered: [Int] = []  // indexes into `values`
    var prefixMax = Int.min
    for index in 0..<count {
        let value = values[index]
        if value > prefixMax && value < suffixMin[index + 1] {
            keep[index] = true
        } else {
            disordered.append(index)
        }
        prefixMax = max(prefixMax, value)
    }

    // Patience sorting over the disordered elements. The tails' values live in their
    // own array (one load per probe, not three), an element above the last tail is appended
    // without a binary search (the common case when most survivors are in order), and the loop
    // runs over unsafe buffers (no uniqueness or bounds checks).
    var tails = [Int](repeating: 0, count: disordered.count)  // positions in `disordered`
    var tailValues = [Int](repeating: 0, count: disordered.count)
    var previous = [Int](repeating: -1, count: disordered.count)
    var length = 0
    values.withUnsafeBufferPointer { values in
    disordered.withUnsafeBufferPointer { disordered in
    tails.withUnsafeMutableBufferPointer { tails in
    tailValues.withUnsafeMutableBufferPointer { tailValues in
    previous.withUnsafeMutableBufferPointer { previous in
        for position in 0..<disordered.count {
            let value = values[disordered[position]]
            var low: Int
            if length == 0 || tailValues[length - 1] < value {
                low = length
            } else {
                low = 0
                var high = length
                while low < high {
                    let middle = (low + high) >> 1
                    if tailValues[middle] < value { low = middle + 1 } else { high = middle }
                }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            tails[low] = position
            tailValues[low] = value
            if low == length { length += 1 }
        }
    }}}}}
    tails.removeLast(tails.count - length)
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        keep[disordered[cursor]] = true
        cursor = previous[cursor]
    }
    return keep
}
