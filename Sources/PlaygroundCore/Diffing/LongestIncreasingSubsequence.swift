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

    // Patience sorting over the disordered elements.
    var tails: [Int] = []  // positions in `disordered` ending the best run of each length
    var previous = [Int](repeating: -1, count: disordered.count)
    for (position, index) in disordered.enumerated() {
        let value = values[index]
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[disordered[tails[middle]]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        keep[disordered[cursor]] = true
        cursor = previous[cursor]
    }
    return keep
}
