#!/usr/bin/env bash
# Prints a generated replay script of N lines (BENCHMARKS.md, "Replay regression and its fix"):
#   Benchmarks/replay-script.sh layouts 10000 > /tmp/layouts-10k.lps
#   Benchmarks/replay-script.sh apply 10000 > /tmp/apply-10k.lps
#   time .build/release/lps run /tmp/layouts-10k.lps > /dev/null
# layouts: the W7 workload, byte for byte (generatedScript(lines:) in Sources/BenchSupport/Workloads.swift):
#          blocks of 10 lines that define a layout under fresh names and print frames, contentSize or sections.
# apply:   blocks of 9 lines that define a layout under fresh names, append a section with three items
#          to the one snapshot and apply it (the snapshot and the data source grow with the script).
# grow:    the growing-snapshot replay (issue #33): blocks of 9 lines that define a section layout under fresh
#          names for a new section (layout.use(_:forSection:)), append that section with three items, apply
#          and read contentSize (ReplayComplexityTests' grow kind).
# swift:   blocks of 11 lines of Swift: a function over six lines that makes a section, a snapshot copied
#          from the data source and changed (with a closure), a layout from the function, apply
#          (ReplayComplexityTests' swift kind); single lines fill the end.
# Names are fresh per block, so the session grows as a long workshop would.
set -euo pipefail
kind="${1:?usage: replay-script.sh layouts|apply|grow|swift LINES}"
lines="${2:?usage: replay-script.sh layouts|apply|grow|swift LINES}"
case "$kind" in layouts|apply|grow|swift) ;; *) echo "unknown kind: $kind (layouts, apply, grow or swift)" >&2; exit 2 ;; esac
awk -v kind="$kind" -v lines="$lines" '
function emit(line) { if (n < lines) { if (n > 0) printf "\n"; printf "%s", line; n++ } }
BEGIN {
  n = 0
  if (kind == "apply" || kind == "grow") emit("var snapshot = Snapshot()")
  for (b = 0; n < lines; b++) {
    h = 40 + b % 60
    if (kind == "layouts") {
      emit("print \"step " b "\"")
      emit("let size" b " = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(" h "))")
      emit("let cell" b " = LayoutItem(layoutSize: size" b ")")
      emit("cell" b ".contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)")
      emit("let row" b " = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(" h ")), subitems: [cell" b "])")
      emit("let section" b " = LayoutSection(group: row" b ")")
      emit("section" b ".interGroupSpacing = " (b % 12))
      emit("layout = CompositionalLayout(section: section" b ")")
      emit("environment.width = " (320 + (b % 8) * 20))
      emit(b % 2 == 0 ? "frames" : (b % 4 == 1 ? "contentSize" : "sections"))
    } else if (kind == "apply") {
      emit("let size" b " = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(" h "))")
      emit("let cell" b " = LayoutItem(layoutSize: size" b ")")
      emit("let row" b " = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(" h ")), subitems: [cell" b "])")
      emit("let section" b " = LayoutSection(group: row" b ")")
      emit("section" b ".interGroupSpacing = " (b % 12))
      emit("layout = CompositionalLayout(section: section" b ")")
      emit("snapshot.appendSections([s" b "])")
      emit("snapshot.appendItems([s" b "a, s" b "b, s" b "c], toSection: s" b ")")
      emit("dataSource.apply(snapshot)")
    } else if (kind == "grow") {
      emit("let size" b " = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(" h "))")
      emit("let cell" b " = LayoutItem(layoutSize: size" b ")")
      emit("let row" b " = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(" h ")), subitems: [cell" b "])")
      emit("let section" b " = LayoutSection(group: row" b ")")
      emit("layout.use(section" b ", forSection: s" b ")")
      emit("snapshot.appendSections([s" b "])")
      emit("snapshot.appendItems([s" b "a, s" b "b, s" b "c], toSection: s" b ")")
      emit("dataSource.apply(snapshot)")
      emit("contentSize")
    } else if (kind == "swift") {
      if (n + 11 > lines) { emit("let pad" b " = " b); continue }
      emit("func makeSection" b "(_ n: Int) -> NSCollectionLayoutSection {")
      emit("    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(n)),")
      emit("                                                        heightDimension: .fractionalHeight(1)))")
      emit("    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])")
      emit("    return NSCollectionLayoutSection(group: group)")
      emit("}")
      emit("var next = dataSource.snapshot()")
      emit("next.appendSections([\"s" b "\"])")
      emit("next.appendItems((0..<3).map { \"s" b "-\\($0)\" }, toSection: \"s" b "\")")
      emit("layout = UICollectionViewCompositionalLayout(section: makeSection" b "(" (b % 4 + 1) "))")
      emit("dataSource.apply(next)")
    }
  }
}'
