import Testing

/// A batch list the diff filled with keys (`ItemMoves`, `ItemChanges`) acts as the array it
/// replaced under every kind of mutation (each turns it into plain elements), and a mutated copy
/// leaves the original keyed and unchanged.
func expectActsLikeItsArray<List>(
    _ keyed: List, extra: List.Element, storesKeys: (List) -> Bool, identifier: (List.Element) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
)
where
    List: RangeReplaceableCollection & MutableCollection & RandomAccessCollection, List.Index == Int,
    List.Element: Equatable
{
    let reference = Array(keyed)

    var appended = keyed
    appended.append(extra)
    #expect(Array(appended) == reference + [extra] && !storesKeys(appended), sourceLocation: sourceLocation)
    #expect(storesKeys(keyed) && Array(keyed) == reference, sourceLocation: sourceLocation)  // value semantics

    var replaced = keyed
    replaced[3] = extra
    var expected = reference
    expected[3] = extra
    #expect(Array(replaced) == expected, sourceLocation: sourceLocation)

    var sorted = keyed
    sorted.sort { identifier($0) < identifier($1) }
    #expect(Array(sorted) == reference.sorted { identifier($0) < identifier($1) }, sourceLocation: sourceLocation)

    var trimmed = keyed
    trimmed.replaceSubrange(1..<5, with: [extra])
    var expectedTrim = reference
    expectedTrim.replaceSubrange(1..<5, with: [extra])
    #expect(Array(trimmed) == expectedTrim, sourceLocation: sourceLocation)
}
