/// The hash the interner uses for `String` identifiers: a seeded multiply-fold hash over UTF-8 bytes,
/// about ten times fewer instructions than `Hasher` (SipHash-1-3) on a 36-byte identifier.
///
/// It must agree with `String ==`, which is canonical equivalence ("\u{212A}" == "K",
/// "e\u{301}" == "\u{E9}"), so it hashes the bytes of the string's NFC form, as `String.hash(into:)`
/// does: an ASCII string is its own NFC form (the common case: its bytes are hashed where they
/// lie); any other string is hashed over `_nfcCodeUnits` (the standard library's normalisation,
/// the one its own hashing and `==` use), which costs an array. Equal strings have equal NFC
/// bytes, so equal hashes.
///
/// Seeded per process from `Hasher` (so `SWIFT_DETERMINISTIC_HASHING` makes it fixed, like every
/// other hash); the value never reaches output: the interner's keys are handed out in order.
enum IdentifierHash {
    /// Two secret words derived from the process's `Hasher` seed.
    static let keys: (UInt64, UInt64) = {
        var hasher = Hasher()
        hasher.combine(0x6C70_735F_6964_73 as UInt64)  // any constant: the seed is Hasher's
        let seed = UInt64(UInt(bitPattern: hasher.finalize()))
        let first = fold(seed ^ 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9) | 1
        let second = fold(first ^ 0x94D0_49BB_1331_11EB, seed ^ 0xD6E8_FEB8_6659_FD93) | 1
        return (first, second)
    }()

    /// The high and low halves of the 128-bit product, folded: every input bit reaches the low bits.
    @inline(__always)
    static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// The hash of `count` bytes at `base`, and whether all of them are ASCII. Every byte is read
    /// (overlapping loads at the ends), so the ASCII answer covers the whole string.
    @inline(__always)
    static func bytes(_ base: UnsafeRawPointer, count: Int, keys: (UInt64, UInt64)) -> (hash: UInt64, ascii: Bool) {
        var state = keys.0 ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
        var seen: UInt64 = 0
        if count > 16 {
            var offset = 0
            repeat {  // offsets stay below count: wrapping arithmetic needs no overflow checks
                let a = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let b = base.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
                seen |= a | b
                state = fold(a ^ keys.1, b ^ state)
                offset &+= 16
            } while count &- offset > 16
            let a = base.loadUnaligned(fromByteOffset: count &- 16, as: UInt64.self)
            let b = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            seen |= a | b
            state = fold(a ^ keys.1, b ^ state)
        } else if count >= 8 {
            let a = base.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
            let b = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            seen |= a | b
            state = fold(a ^ keys.1, b ^ state)
        } else if count >= 4 {
            let a = UInt64(base.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let b = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            seen |= a | b
            state = fold(a ^ keys.1, b ^ state)
        } else if count > 0 {
            let bytes = base.assumingMemoryBound(to: UInt8.self)
            let a = UInt64(bytes[0]) | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1]) << 16
            seen |= a
            state = fold(a ^ keys.1, state)
        }
        return (fold(state ^ keys.1, keys.0 ^ 0xD6E8_FEB8_6659_FD93), seen & 0x8080_8080_8080_8080 == 0)
    }

    /// The hash of a string's NFC bytes (see the type's note); whether it was hashed as ASCII
    /// where it lies (true exactly for ASCII strings in contiguous storage, i.e. every native
    /// ASCII string); and whether its UTF-8 bytes are their own NFC form (every ASCII string's
    /// are; for another string it is found by comparing them with the NFC bytes hashed), which
    /// lets the interner compare two such identifiers by their bytes.
    @inline(__always)
    static func string(_ value: String, keys: (UInt64, UInt64)) -> (hash: UInt64, ascii: Bool, nfc: Bool) {
        let result = stringAndCount(value, keys: keys)
        return (result.hash, result.ascii, result.nfc)
    }

    /// `string(_:keys:)` and the string's UTF-8 length (its own bytes, not the NFC form's), for
    /// callers that store the bytes next: the length comes from the same look at the string.
    @inline(__always)
    static func stringAndCount(_ value: String, keys: (UInt64, UInt64)) -> (
        hash: UInt64, ascii: Bool, nfc: Bool, count: Int
    ) {
        let direct = value.utf8.withContiguousStorageIfAvailable { buffer in
            (
                bytes(
                    UnsafeRawPointer(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!), count: buffer.count,
                    keys: keys), buffer.count
            )
        }
        if let direct, direct.0.ascii { return (direct.0.hash, true, true, direct.1) }
        let slow = nonASCII(value, keys: keys)
        return (slow.hash, slow.ascii, slow.nfc, value.utf8.count)
    }

    /// The slow path: normalise to NFC first (an ASCII string only gets here when its storage is
    /// not contiguous, which native Swift strings always are).
    @inline(never)
    static func nonASCII(_ value: String, keys: (UInt64, UInt64)) -> (hash: UInt64, ascii: Bool, nfc: Bool) {
        let normalised = value._nfcCodeUnits
        let hash = normalised.withUnsafeBytes { buffer in
            bytes(buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: buffer.count, keys: keys).hash
        }
        return (hash, false, normalised.elementsEqual(value.utf8))
    }
}
