/// SplitMix64: a tiny, fast, seedable generator, so every workload is the same bytes on every run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// 36-character UUID-like identifiers (8-4-4-4-12 lowercase hex) from a seeded generator.
public struct IdentifierFactory: Sendable {
    public var rng: SplitMix64
    public init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    public mutating func make() -> String {
        let a = rng.next()
        let b = rng.next()
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: UInt8(ascii: "-"), count: 36)
        var out = 0
        for nibble in 0..<32 {
            if out == 8 || out == 13 || out == 18 || out == 23 { out += 1 }
            let word = nibble < 16 ? a : b
            let shift = UInt64((nibble % 16) * 4)
            bytes[out] = hex[Int((word >> shift) & 0xF)]
            out += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public mutating func make(_ count: Int) -> [String] {
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(make()) }
        return result
    }
}
