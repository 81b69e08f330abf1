import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files `FileSystem.writeAtomically` has open, so a signal that ends lps in the
/// middle of a write (SIGTERM, SIGHUP, a second Ctrl-C while busy) removes them before it exits:
/// no hidden `.NAME.lps-XXXXXX` is left behind on any path lps can act on.
///
/// A signal handler may only call async-signal-safe functions and must not take locks: each slot
/// is a path buffer made once and a flag, set only while the buffer holds a complete path.
final class TemporariesInFlight: @unchecked Sendable {
    /// The writes of this process (read by its signal handlers).
    static let shared = TemporariesInFlight()

    /// A write has at most two at once: the new file (slot 0) and the link that keeps the
    /// previous version (slot 1).
    private static let slotCount = 2
    private static let capacity = Int(PATH_MAX) + 1
    private let buffers: UnsafeMutablePointer<CChar>
    private let newFile = Atomic<Bool>(false)
    private let previousVersion = Atomic<Bool>(false)

    init() {
        buffers = UnsafeMutablePointer<CChar>.allocate(capacity: Self.slotCount * Self.capacity)
        buffers.initialize(repeating: 0, count: Self.slotCount * Self.capacity)
    }

    deinit { buffers.deallocate() }

    private func flag(_ slot: Int) -> Bool {
        slot == 0 ? newFile.load(ordering: .acquiring) : previousVersion.load(ordering: .acquiring)
    }

    private func setFlag(_ slot: Int, _ value: Bool) {
        if slot == 0 {
            newFile.store(value, ordering: .releasing)
        } else {
            previousVersion.store(value, ordering: .releasing)
        }
    }

    /// Records `path` in `slot`; a path too long for the buffer is not recorded.
    func record(_ path: String, slot: Int) {
        setFlag(slot, false)
        let bytes = Array(path.utf8)
        guard bytes.count < Self.capacity, !bytes.contains(0) else { return }
        let start = buffers + slot * Self.capacity
        for (i, byte) in bytes.enumerated() { start[i] = CChar(bitPattern: byte) }
        start[bytes.count] = 0
        setFlag(slot, true)
    }

    /// The temporary in `slot` is gone (renamed into place or removed).
    func clear(slot: Int) { setFlag(slot, false) }

    /// Whether `slot` holds a temporary.
    func isRecorded(slot: Int) -> Bool { flag(slot) }

    /// Async-signal-safe: unlink(2) of each recorded temporary.
    func removeAll() {
        for slot in 0..<Self.slotCount where flag(slot) {
            _ = unlink(buffers + slot * Self.capacity)
        }
    }
}
