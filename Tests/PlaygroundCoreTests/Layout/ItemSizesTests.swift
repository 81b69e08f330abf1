import TestSupport
import Testing

@testable import PlaygroundCore

// `ItemSizes` (SectionData.fittedSizes): a dictionary's behaviour over dense and sparse storage,
// checked against `[Int: Size]` itself; and the layout's index over it (shared with the caller,
// changes kept over it and folded in), checked against fresh resolves.

private func same(_ a: Size?, _ b: Size?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    default: false
    }
}

@Test("ItemSizes reads and writes like [Int: Size], dense or sparse", arguments: 0..<4)
func itemSizesAgreeWithADictionary(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 0x51_7CC1 &+ 3)
    var model: [Int: Size] = [:]
    // Seeds 0, 1: start sparse; 2: from a dense array; 3: with room for 300.
    var sizes: ItemSizes
    switch seed {
    case 2:
        let array = (0..<200).map { Size(width: Double($0), height: 7) }
        sizes = ItemSizes(array)
        for (index, size) in array.enumerated() { model[index] = size }
    case 3: sizes = ItemSizes(denseCapacity: 300)
    default: sizes = ItemSizes()
    }
    for step in 0..<4_000 {
        let roll = rng.int(0...99)
        // Mostly dense indexes; some negative, some far past the end, some both-NaN sizes.
        let index =
            roll < 5
            ? -rng.int(1...50) : (roll < 10 ? rng.int(10_000...20_000) : rng.int(0...(seed == 1 ? 5_000 : 400)))
        if rng.int(0...9) < 3 {
            sizes[index] = nil
            model[index] = nil
        } else {
            let size =
                rng.int(0...40) == 0
                ? Size(width: .nan, height: .nan)
                : Size(width: rng.int(0...3) == 0 ? .nan : Double(rng.int(0...500)), height: Double(step))
            sizes[index] = size
            model[index] = size
        }
        if step % 97 == 0 || step == 3_999 {
            #expect(sizes.count == model.count)
            #expect(sizes.isEmpty == model.isEmpty)
            for index in -60...20_001 where !same(sizes[index], model[index]) {
                Issue.record(
                    "index \(index): \(String(describing: sizes[index])) != \(String(describing: model[index]))")
            }
            var seen: [Int: Size] = [:]
            for (index, size) in sizes {
                #expect(seen[index] == nil, "index \(index) listed twice")
                seen[index] = size
            }
            #expect(Set(seen.keys) == Set(model.keys))
            #expect(Set(sizes.keys) == Set(model.keys))
            var visited: [Int] = []
            sizes.forEachIndex { visited.append($0) }
            #expect(visited.sorted() == model.keys.sorted())
        }
    }
}

@Test func itemSizesCompareAndHashByEntriesWhateverTheStorage() {
    var dense = ItemSizes(denseCapacity: 100)
    var sparse = ItemSizes()
    for index in stride(from: 99, through: 0, by: -3) {
        dense[index] = Size(width: 1, height: Double(index))
        sparse[index] = Size(width: 1, height: Double(index))
    }
    let fromDictionary = ItemSizes(
        Dictionary(
            uniqueKeysWithValues: stride(from: 0, through: 99, by: 3).map { ($0, Size(width: 1, height: Double($0))) }))
    #expect(dense == sparse)
    #expect(dense == fromDictionary)
    #expect(dense.hashValue == sparse.hashValue && sparse.hashValue == fromDictionary.hashValue)
    #expect(SectionData(itemCount: 100, fittedSizes: dense) == SectionData(itemCount: 100, fittedSizes: fromDictionary))
    sparse[0] = Size(width: 2, height: 0)
    #expect(dense != sparse)
    sparse[0] = nil
    #expect(dense != sparse)
    #expect(ItemSizes() == [:])
    #expect(([3: Size(width: 1, height: 2)] as ItemSizes).description == "[3: 1x2]")
}

@Test func aSparseItemSizesTurnsDenseWhenItFillsAndStaysExactWhenNot() {
    var sizes = ItemSizes()
    for index in 0..<1_000 { sizes[index] = Size(width: 1, height: Double(index)) }
    #expect(sizes.denseStorage(itemCount: 1_000)?.count == 1_000)  // filled in order: one array, shared by a layout
    var spread = ItemSizes()
    for index in stride(from: 0, to: 100_000, by: 1_000) { spread[index] = Size(width: 1, height: 1) }
    #expect(spread.denseStorage(itemCount: 99_001) == nil)  // one in a thousand stays a dictionary
    #expect(spread.count == 100 && spread[99_000] != nil && spread[99_001] == nil)
    // A both-NaN size is kept (validation reports it), not taken for "none".
    var odd = ItemSizes(denseCapacity: 4)
    odd[2] = Size(width: .nan, height: .nan)
    #expect(odd.count == 1 && odd[2] != nil && odd.denseStorage(itemCount: 4) == nil)
}

@Test func aBothNaNSizeInADenseItemSizesStillFailsValidation() throws {
    var data = SectionData(itemCount: 100, fittedSizes: ItemSizes((0..<100).map { _ in Size(width: 10, height: 10) }))
    data.fittedSizes[40] = Size(width: .nan, height: .nan)
    var s = LayoutSection(
        group: .horizontal(
            layoutSize: sz(.fractionalWidth(1), .estimated(100)),
            subitem: .item(leaf(.fractionalWidth(0.5), .estimated(100))), count: 2))
    s.interGroupSpacing = 0
    do {
        _ = try CompositionalLayout(sections: [s]).resolve(data: [data], environment: env())
        Issue.record("resolved with a both-NaN fitted size")
    } catch {
        guard case .invalidFittedSize(let section, let item, let size) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(section == 0 && item == 40 && size.width.isNaN && size.height.isNaN)
    }
}

/// More changes than the layout keeps over the caller's sizes (1,024 for this section), so they
/// are folded in mid-way; the caller's dense sizes are shared and never written by the layout.
@Test(arguments: [false, true])
func manyFittedSizeChangesFoldIntoTheSharedSizesAndMatchAFreshResolve(rows: Bool) throws {
    let s = twoColumnEstimatedSection(badges: !rows)
    let count = 4_001
    var rng = SplitMix64(seed: rows ? 21 : 22)
    let original = ItemSizes((0..<count).map { _ in Size(width: 200, height: Double(rng.int(40...160))) })
    var data = SectionData(itemCount: count, fittedSizes: original)
    let layout = CompositionalLayout(sections: [s])
    var r = try layout.resolve(data: [data], environment: env())
    for step in 0..<2_500 {
        let i = rng.int(0...(count - 1))
        let size: Size? = step % 10 == 9 ? nil : Size(width: 200, height: Double(rng.int(30...200)))
        try r.setFittedSize(size, at: IndexPath(0, i))
        data.fittedSizes[i] = size
        if step == 1_100 || step == 2_499 {
            let fresh = try layout.resolve(data: [data], environment: env())
            #expect(r.contentSize == fresh.contentSize)
            for y in stride(from: 0.0, to: fresh.contentSize.height, by: fresh.contentSize.height / 23) {
                let rect = Rect(x: 0, y: y, width: 400, height: 800)
                #expect(r.attributes(in: rect) == fresh.attributes(in: rect), "step \(step), viewport at \(y)")
            }
        }
    }
    // The value the caller passed is unchanged (copy-on-write): the layout wrote its own copy.
    var rng2 = SplitMix64(seed: rows ? 21 : 22)
    for index in 0..<count { #expect(original[index] == Size(width: 200, height: Double(rng2.int(40...160)))) }
}
