/// The diff's per-section temporaries, in one block for the largest section walked: allocated when
/// the first section is walked, reused by every other, freed when the diff ends. 32-bit throughout
/// (item indexes and keys stay below 2^31 - 1).
///
/// Layout for a capacity of n: `sameOld` n, `sameNew` n, then a region of `lisScratchCount(n)`
/// slots holding the old keys of the section being walked (n) and, once they are read, the LIS's
/// working space; then `keep`, n bytes.
struct DiffScratch {
    private(set) var capacity = 0
    private var slots: UnsafeMutablePointer<Int32>?
    private var flags: UnsafeMutablePointer<Bool>?

    mutating func allocate(_ count: Int) {
        // Section sizes stay below maxItemKeys.
        precondition(slots == nil && count < Int(Int32.max), "one block per diff")  // NB: see above
        capacity = max(count, 1)
        let slotCount = 2 * capacity + lisScratchCount(capacity)
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: slotCount * MemoryLayout<Int32>.stride + capacity,
            alignment: MemoryLayout<Int32>.alignment)
        slots = block.bindMemory(to: Int32.self, capacity: slotCount)
        flags = (block + slotCount * MemoryLayout<Int32>.stride).bindMemory(to: Bool.self, capacity: capacity)
    }

    func deallocate() { slots.map { UnsafeMutableRawPointer($0).deallocate() } }

    var sameOld: UnsafeMutablePointer<Int32> { slots! }
    var sameNew: UnsafeMutablePointer<Int32> { slots! + capacity }
    /// The section's old keys by new index, then (same memory) the LIS's scratch.
    var oldKeys: UnsafeMutablePointer<Int32> { slots! + 2 * capacity }
    var lis: UnsafeMutablePointer<Int32> { slots! + 2 * capacity }
    var keep: UnsafeMutablePointer<Bool> { flags! }
}
