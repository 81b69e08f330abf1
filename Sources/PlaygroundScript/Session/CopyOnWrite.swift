/// A value kept behind one reference and copied when changed while shared. `Session` and
/// `ExecutionContext` are copied several times a statement; the fields they keep here cost one
/// retain and one release per copy instead of one per reference they hold.
struct CopyOnWrite<Value>: @unchecked Sendable {
    private final class Box {
        /// Not checked for overlapping access at run time (each checked access is a call into the
        /// runtime): it is changed only through `value`'s `_modify`, by the one holder of the box.
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }
    private var box: Box

    init(_ value: Value) { box = Box(value) }

    /// Reading borrows the shared value; changing it copies it first unless this is its only holder.
    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }
}
