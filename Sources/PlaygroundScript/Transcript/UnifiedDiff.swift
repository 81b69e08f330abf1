/// A unified diff of two line lists (LCS-based; hunks with 3 lines of context).
enum UnifiedDiff {
    static func diff(_ a: [String], _ b: [String], from: String, to: String, context: Int = 3) -> String {
        // Trim the common prefix and suffix so the quadratic table only covers the changed middle.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        enum Op { case same(Int, Int), del(Int), ins(Int) }
        var ops: [Op] = (0..<prefix).map { .same($0, $0) }
        if x.count * y.count <= 4_000_000 {
            var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
            if !x.isEmpty && !y.isEmpty {
                for i in stride(from: x.count - 1, through: 0, by: -1) {
                    for j in stride(from: y.count - 1, through: 0, by: -1) {
                        table[i][j] = x[i] == y[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                    }
                }
            }
            var i = 0
            var j = 0
            while i < x.count || j < y.count {
                if i < x.count, j < y.count, x[i] == y[j] {
                    ops.append(.same(prefix + i, prefix + j))
                    i += 1
                    j += 1
                } else if i < x.count, j == y.count || table[i + 1][j] >= table[i][j + 1] {
                    ops.append(.del(prefix + i))
                    i += 1
                } else {
                    ops.append(.ins(prefix + j))
                    j += 1
                }
            }
        } else {
            ops += x.indices.map { .del(prefix + $0) } + y.indices.map { .ins(prefix + $0) }
        }
        ops += (0..<suffix).map { .same(a.count - suffix + $0, b.count - suffix + $0) }

        var out = ["--- \(from)", "+++ \(to)"]
        let changed = ops.indices.filter { if case .same = ops[$0] { false } else { true } }
        var k = 0
        while k < changed.count {
            var start = max(0, changed[k] - context)
            var end = min(ops.count, changed[k] + context + 1)
            while k + 1 < changed.count, changed[k + 1] - context <= end {
                k += 1
                end = min(ops.count, changed[k] + context + 1)
            }
            k += 1
            start = max(0, start)
            var aStart = 0
            var bStart = 0
            var aLen = 0
            var bLen = 0
            var body: [String] = []
            var first = true
            for op in ops[start..<end] {
                switch op {
                case .same(let i, let j):
                    if first {
                        aStart = i
                        bStart = j
                        first = false
                    }
                    aLen += 1
                    bLen += 1
                    body.append(" " + a[i])
                case .del(let i):
                    if first {
                        aStart = i
                        bStart =
                            ops[start...].lazy.compactMap {
                                if case .same(_, let j) = $0 { j } else if case .ins(let j) = $0 { j } else { nil }
                            }.first ?? b.count
                        first = false
                    }
                    aLen += 1
                    body.append("-" + a[i])
                case .ins(let j):
                    if first {
                        bStart = j
                        aStart =
                            ops[start...].lazy.compactMap {
                                if case .same(let i, _) = $0 { i } else if case .del(let i) = $0 { i } else { nil }
                            }.first ?? a.count
                        first = false
                    }
                    bLen += 1
                    body.append("+" + b[j])
                }
            }
            out.append("@@ -\(aLen == 0 ? aStart : aStart + 1),\(aLen) +\(bLen == 0 ? bStart : bStart + 1),\(bLen) @@")
            out += body
        }
        return out.joined(separator: "\n")
    }
}
