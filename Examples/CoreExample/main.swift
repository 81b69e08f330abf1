// The engine as a library: `import PlaygroundCore` alone, no script language, no terminal.
// Built by `swift build` (the CoreExample product) and run by the tests (Tests/tmux/cli-test.sh).
import PlaygroundCore

// A two-column grid of 80-point rows with 8 points between the columns, on an iPhone 15.
let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))
var row = LayoutGroup.horizontal(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
    subitem: .item(cell), count: 2)
row.interItemSpacing = .fixed(8)
let layout = CompositionalLayout(section: LayoutSection(group: row), sectionCount: 1)
let resolved = try layout.resolve(
    data: [SectionData(itemCount: 4)], environment: LayoutEnvironment(containerSize: Size(width: 393, height: 852)))
for attributes in resolved.allAttributes() { print(attributes) }
print("contentSize:", resolved.contentSize)

// What a diffable data source's apply would animate.
let old = try Snapshot<String, String>([("main", ["a", "b", "c"])])
let new = try Snapshot<String, String>([("main", ["c", "a", "d"])])
let batch = diff(old, new)
print(
    "deletes:", batch.itemDeletes.map(\.identifier), "inserts:", batch.itemInserts.map(\.identifier),
    "moves:", batch.itemMoves.map(\.identifier))
