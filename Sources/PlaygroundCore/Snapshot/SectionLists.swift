/// By section key: the section's `ItemList`, in blocks of `blockSize` keys.
///
/// A snapshot is copied on write whenever an earlier value still shares its storage (the session's
/// undo history keeps the state before every command; the data source keeps the applied one). A
/// flat `[ItemList]` then copies one `ItemList` per section (five array references to retain, and
/// later release, each) to change one section or append one. In blocks, an edit copies the block
/// directory (one reference per `blockSize` sections) and the one block it touches.
struct SectionLists: Sendable {
    static let blockShift = 6
    static let blockSize = 1 << blockShift

    private var blocks: [[ItemList]] = []
    private(set) var count = 0

    init() {}

    init(repeating list: ItemList, count: Int) {
        append(contentsOf: repeatElement(list, count: count))
    }

    var indices: Range<Int> { 0..<count }

    subscript(key: Int) -> ItemList {
        get { blocks[key &>> Self.blockShift][key & (Self.blockSize - 1)] }
        _modify { yield &blocks[key &>> Self.blockShift][key & (Self.blockSize - 1)] }
    }

    mutating func append(contentsOf lists: some Sequence<ItemList>) {
        for list in lists {
            if count & (Self.blockSize - 1) == 0 {
                var block: [ItemList] = []
                block.reserveCapacity(Self.blockSize)
                blocks.append(block)
            }
            blocks[blocks.count - 1].append(list)
            count += 1
        }
    }
}
