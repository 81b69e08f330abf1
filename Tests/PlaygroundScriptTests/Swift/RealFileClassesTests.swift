import Testing

@testable import PlaygroundScript

/// The frames table's rows for cells: "indexPath x y width height".
private func cells(_ out: [String]) -> [String] {
    out.filter { $0.hasPrefix("cell ") }.map { row in
        let f = row.split(separator: " ").map(String.init)
        return [f[1] + " " + f[2], f[4], f[5], f[6], f[7]].joined(separator: " ")
    }
}

private let oneSection = """
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot)
    """

/// What stopped the real files of issue #29's development set (shared/real-swift 03, 09, 10, 17), each as a class.
@Suite struct RealFileClassesTests {
    /// 17: a section that has no items is given a 0 x 0 group; UIKit lays out no group there, so it raises nothing.
    @Test func anEmptySectionsGroupThatCouldHoldNoItemIsNoError() {
        let r = runPasted(
            """
            device iPhone15
            layout = UICollectionViewCompositionalLayout { index, environment in
                let size = index == 1
                    ? NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
                    : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1, 2])
            snapshot.appendItems([1], toSection: 0)
            snapshot.appendItems([2], toSection: 2)
            dataSource.apply(snapshot)
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(cells(r.out) == ["[0, 0] 0 0 100 50", "[2, 0] 0 50 100 50"], "\(r.out)")
        // With an item in it, the same group is UIKit's exception.
        let full = runPasted(
            """
            device iPhone15
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)), subitems: [item])
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            \(oneSection)
            frames
            """)
        #expect(full.failed)
    }

    /// 09: `header.contentInsets` (inherited from NSCollectionLayoutItem) reads back and insets the header's frame;
    /// the cells keep their place.
    @Test func aBoundarySupplementarysContentInsetsInsetItsFrame() {
        let r = runPasted(
            """
            device iPhone15
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)
            header.contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16)
            print(header.contentInsets.leading)
            header.zIndex = .max
            section.boundarySupplementaryItems = [header]
            layout = UICollectionViewCompositionalLayout(section: section)
            \(oneSection)
            frames
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out.contains("16.0"), "\(r.out)")
        #expect(
            !r.all.contains { $0.contains("'NSCollectionLayoutBoundarySupplementaryItem.contentInsets'") }, "\(r.all)")
        let header = r.out.first { $0.hasPrefix("supplementary header") }?.split(separator: " ").map(String.init)
        #expect(
            header == ["supplementary", "header", "[0,", "0]", "-", "16", "0", "361", "40", "\(Int.max)"], "\(r.out)")
        #expect(cells(r.out) == ["[0, 0] 0 40 393 50", "[0, 1] 0 90 393 50"], "\(r.out)")
    }

    /// 10: `Date()` is the playground's clock from 2001-01-01 00:00:00 UTC, and Calendar.current is Gregorian in UTC.
    @Test func dateAndCalendarAreDeterministic() {
        let r = runPasted(
            """
            let start = Date()
            print(start)
            print(start.timeIntervalSince1970, start.timeIntervalSinceReferenceDate)
            let calendar = Calendar.current
            print(calendar.component(.weekday, from: start), calendar.component(.year, from: start))
            let later = Date(timeIntervalSince1970: 1_700_000_000)
            print(later, calendar.component(.weekday, from: later), calendar.component(.hour, from: later))
            let parts = calendar.dateComponents([.year, .month, .day], from: later)
            print(parts.year!, parts.month!, parts.day!)
            print(later > start, later.timeIntervalSince(start), start.addingTimeInterval(90) < start + 100)
            let endOfJanuary = Date(timeIntervalSince1970: 1_706_659_200) // 2024-01-31
            print(calendar.date(byAdding: .month, value: 1, to: endOfJanuary)!)
            print(calendar.isDate(later, inSameDayAs: later.addingTimeInterval(60)), calendar.isDateInToday(start))
            print(UInt32(later.timeIntervalSince1970))
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(
            r.out == [
                "2001-01-01 00:00:00 +0000",
                "978307200.0 0.0",
                "2 2001",
                "2023-11-14 22:13:20 +0000 3 22",
                "2023 11 14",
                "true 721692800.0 true",
                "2024-02-29 00:00:00 +0000",
                "true true",
                "1700000000",
            ], "\(r.out)")
        #expect(r.all.contains { $0.contains("Date() is the playground's clock") })
    }

    @Test func anIntegerConversionOutsideItsTypesRangeIsAnError() {
        let r = runPasted("let x = UInt32(-1)")
        #expect(r.failed)
        #expect(r.all.contains { $0.contains("-1 cannot be converted to UInt32") }, "\(r.all)")
    }

    /// Swift describes a Double with its fraction: `print(2.0)` prints `2.0`, in interpolation and
    /// `description` too, and inside collections and structs.
    @Test func doublesPrintAsSwiftDescribesThem() {
        let r = runPasted(
            """
            let x: Double = 2
            print(x, 1.5, 0.1 + 0.2, 1e-05, 3)
            print("\\(x) \\(x.description) \\(CGFloat(4))")
            print([x], CGSize(width: 2, height: 3).width)
            """)
        #expect(!r.failed, "\(r.all)")
        #expect(r.out == ["2.0 1.5 0.30000000000000004 1e-05 3", "2.0 2.0 4.0", "[2.0] 2.0"], "\(r.out)")
    }

    /// A collection view given a frame of constants is laid out at the device's size, and a note says which
    /// frame was assumed (not that the frame was ignored); `.zero` and the screen's own rect say nothing.
    @Test func aCollectionViewsOwnFrameIsNamedWithTheFrameAssumed() {
        let r = runPasted(
            """
            device iPhone15
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                 heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                              heightDimension: .absolute(50)), subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let full = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
            let zero = UICollectionView(frame: .zero, collectionViewLayout: layout)
            print("quiet")
            let small = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout)
            small.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
            """)
        #expect(!r.failed, "\(r.all)")
        let notes = r.all.filter { $0.contains("the collection view's frame is") }
        #expect(notes.count == 1, "\(r.all)")
        #expect(
            notes.first?.contains("300 x 500, but the playground lays it out at the device's size, 393 x 852") == true,
            "\(notes)")
        #expect(notes.first?.contains("environment.width = 300; environment.height = 500") == true, "\(notes)")
        #expect(r.all.firstIndex(of: "quiet").map { i in !r.all[..<i].contains { $0.contains("frame is") } } == true)
        #expect(!r.all.contains { $0.contains("'collectionView.frame'") }, "\(r.all)")
    }
}
