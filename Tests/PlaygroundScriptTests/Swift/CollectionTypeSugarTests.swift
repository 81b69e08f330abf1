import Testing

@testable import PlaygroundScript

/// `[T](...)` and `[K: V](...)` call the collection's initialiser, as Swift reads a called type
/// literal: the spellings real view controllers use (`var items = [Item]()`,
/// `snapshot.appendItems([Int](0..<94))`).
@Suite struct CollectionTypeSugarTests {
    @Test func aCalledArrayTypeIsArraysInitialiser() {
        var h = Harness()
        #expect(
            h.ok("print([Int]().count, [Int](0..<3), [String](repeating: \"x\", count: 2))") == [
                #"0 [0, 1, 2] ["x", "x"]"#
            ])
        #expect(h.ok("print([[Int]]().isEmpty)") == ["true"])
        _ = h.ok("struct Item { let n: Int }")
        _ = h.ok("var items = [Item]()")
        _ = h.ok("items.append(Item(n: 4))")
        #expect(h.ok("print(items.count, items[0].n)") == ["1 4"])
    }

    @Test func aCalledDictionaryTypeIsDictionarysInitialiser() {
        var h = Harness()
        _ = h.ok("var counts = [String: Int]()")
        _ = h.ok(#"counts["a"] = 2"#)
        #expect(h.ok(#"print(counts.count, counts["a"] ?? 0)"#) == ["1 2"])
        #expect(h.ok("print([String: [Int]]().isEmpty)") == ["true"])
    }

    @Test func aCalledArrayOfValuesIsStillAnError() {
        var h = Harness()
        #expect(h.error("[1](0..<2)").contains("cannot call a value of type Array"))
    }

    /// Apple's grid sample fills its snapshot with `[Int](0..<94)`.
    @Test func aSnapshotFilledFromACalledArrayType() {
        var h = Harness()
        _ = h.ok("enum Section { case main }")
        _ = h.ok("var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()")
        _ = h.ok("snapshot.appendSections([.main])")
        _ = h.ok("snapshot.appendItems([Int](0..<94))")
        #expect(h.ok("print(snapshot.numberOfItems)") == ["94"])
    }
}
