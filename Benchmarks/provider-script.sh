#!/usr/bin/env bash
# Prints a Swift script whose section provider lays out N sections of two items (issue #33; the
# script of Tests/PlaygroundScriptTests/Layout/SectionProviderComplexityTests.swift):
#   Benchmarks/provider-script.sh 32000 > /tmp/provider-32k.swift
#   Benchmarks/provider-script.sh 32000 snapshot > /tmp/snapshot-32k.swift   # the snapshot alone
#   Benchmarks/provider-script.sh 32000 method > /tmp/method-32k.swift       # the provider in a method
#   printf 'set steps 10000000\ninclude "/tmp/provider-32k.swift"\ncontentSize\n' > /tmp/provider-32k.lps
# (The provider's calls are steps of the unit that applies: at 100,000 sections the default budget
# of 3,000,000 steps ends the apply with the step limit's error; `set steps` raises it.)
#   /usr/bin/time -f %U .build/release/lps run /tmp/provider-32k.lps
# The provider's time is the difference of the two (building the snapshot is a loop of appendItems).
set -euo pipefail
n="${1:?usage: provider-script.sh SECTIONS [snapshot|method]}"
cat <<SWIFT
var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
snapshot.appendSections(Array(0..<$n))
for s in 0..<$n { snapshot.appendItems([2 * s, 2 * s + 1], toSection: s) }
SWIFT
[ "${2:-}" = snapshot ] && exit 0
if [ "${2:-}" = method ]; then
    # As most apps write it: `func createLayout()` of a view controller returns the layout.
    cat <<'SWIFT'
class ViewController {
    func createLayout() -> UICollectionViewCompositionalLayout {
        return UICollectionViewCompositionalLayout { sectionIndex, environment in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let height: CGFloat = sectionIndex % 2 == 0 ? 44 : 60
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
layout = ViewController().createLayout()
dataSource.apply(snapshot, animatingDifferences: false)
SWIFT
    exit 0
fi
cat <<'SWIFT'
let provider = UICollectionViewCompositionalLayout { sectionIndex, environment in
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let height: CGFloat = sectionIndex % 2 == 0 ? 44 : 60
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
    return NSCollectionLayoutSection(group: group)
}
layout = provider
dataSource.apply(snapshot, animatingDifferences: false)
SWIFT
