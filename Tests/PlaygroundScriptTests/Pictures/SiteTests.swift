import Testing

@testable import PlaygroundScript

/// Static sites (`export site`, `lps render --site`): the model a replay makes, page by page, and
/// the files it is written as: standalone pages that link to their neighbours, the same bytes
/// every time.
@Suite struct SiteTests {
    static let noFiles = reader([:])

    static let script = """
        # A two-column grid, step by step.

        # The device first.
        device iPhone15
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5),
                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .absolute(100)),
                                                       subitems: [item])
        layout = CompositionalLayout(section: NSCollectionLayoutSection(group: group))
        # Four items fill two rows.
        var snapshot = Snapshot()
        snapshot.appendSections([main])
        snapshot.appendItems([a, b, c, d], toSection: main)
        dataSource.apply(snapshot)
        contentSize
        """

    static func site(_ text: String = script) -> Site {
        Site.script(text: text, file: "handouts/grid.lps", options: PlaygroundOptions(), reader: noFiles)
    }

    @Test func aScriptGivesAPagePerStatementWithItsNarrationOutputAndPicture() throws {
        let site = Self.site()
        #expect(site.kind == .script)
        #expect(site.title == "grid.lps")
        #expect(site.introduction == ["A two-column grid, step by step."])
        #expect(!site.failed)
        #expect(site.pages.count == 9)
        let device = site.pages[0]
        #expect(device.narration == ["The device first."])
        #expect(device.title == "device iPhone15")
        #expect(device.line == 4)
        #expect(device.blocks[0].output.map(\.text) == ["iPhone15: 393 x 852, portrait"])
        // A statement over several lines is one page, titled by its first line (shortened).
        let item = site.pages[1]
        #expect(item.blocks[0].code.count == 2)
        #expect(item.title.count == 80 && item.title.hasSuffix("…"))
        #expect(
            site.pages[2].title == "let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension…")
        let apply = site.pages[7]
        #expect(site.pages[4].narration == ["Four items fill two rows."])
        #expect(apply.blocks[0].output.first?.text.hasPrefix("reloadData (first apply)") == true)
        let picture = try #require(apply.blocks[0].picture)
        #expect(picture.hasPrefix("<svg "))
        #expect(picture.components(separatedBy: "data-kind=\"cell\"").count - 1 == 4)
        #expect(site.pages[8].blocks[0].output.map(\.text) == ["contentSize: 393 x 200"])
    }

    /// A comment's line breaks are the source's wrapping: a paragraph reads as one, while a list item
    /// keeps its own line.
    @Test func narrationIsReflowedAndListItemsKeepTheirLines() {
        let html = SiteRenderer.paragraphs(["One line", "wrapped here.", "- a list item", "", "Second."])
        #expect(
            html
                == "<p class=\"narration\">One line\nwrapped here.<br>\n- a list item</p>\n"
                + "<p class=\"narration\">Second.</p>\n")
        #expect(SiteRenderer.startsOwnLine("12. twelfth") && !SiteRenderer.startsOwnLine("12 items"))
    }

    @Test func aFailingStatementEndsTheSiteOnItsPageWithTheError() {
        let site = Self.site("device iPhone15\nlet x = nosuchThing\ncontentSize\n")
        #expect(site.failed)
        #expect(site.pages.count == 2)
        let error = site.pages[1].blocks[0].output
        #expect(error.first?.kind == .error)
        #expect(error.first?.text.contains("nosuchThing") == true)
        // Plain text: no terminal colour reaches a page.
        #expect(!error.contains { $0.text.contains("\u{1B}[") })
    }

    @Test func anErrorTheScriptExpectsDoesNotEndTheSite() {
        let site = Self.site("device iPhone15\nlet x = nosuchThing\n#! error: x\ncontentSize\n")
        #expect(!site.failed)
        #expect(site.pages.count == 3)
    }

    @Test func writesInTheScriptAreNotMade() {
        let site = Self.site("device iPhone15\nsave \"x.lps\"\n")
        #expect(site.pages.count == 2)
        #expect(!site.failed)
    }

    @Test func aLessonGivesAPagePerStepWithTaskSolutionHintsAndCheck() throws {
        let lesson = try Lesson(text: LessonTests.grid, file: "lessons/grid.lps")
        let site = Site.lesson(lesson, options: PlaygroundOptions(), reader: Self.noFiles)
        #expect(site.kind == .lesson)
        #expect(site.title == "Grids")
        #expect(site.introduction == ["From a list to a grid."])
        #expect(site.pages.map(\.title) == ["A list", "Three columns"])
        let first = site.pages[0]
        #expect(first.narration == ["Rows 44 points high."])
        #expect(first.hints.count == 2)
        #expect(first.blocks.map(\.role) == [.task, .solution, .check])
        #expect(first.blocks[0].code.count == 4)
        #expect(first.blocks[0].picture == nil)
        #expect(first.blocks[1].picture != nil)
        let check = first.blocks[2]
        #expect(check.code == ["frames", "contentSize"])
        #expect(check.output.contains { $0.text.contains("393 x 264") })
        #expect(check.detail == "what the solution gives, exactly")
        // The second step starts from the first one's solution, its setup run unseen.
        let second = site.pages[1]
        #expect(second.blocks.first?.role == .task)
        #expect(second.blocks[2].detail == "what the solution gives, leaving out height and y")
        let cells = try #require(second.blocks[1].picture).components(separatedBy: "data-kind=\"cell\"").count - 1
        #expect(cells == 6)
    }

    @Test func theFilesAreAnIndexAndLinkedStandalonePages() {
        let site = Self.site()
        let files = SiteRenderer.files(site)
        #expect(files.map(\.name) == ["index.html"] + (1...9).map { "0\($0).html" })
        for file in files {
            #expect(file.contents.hasPrefix("<!-- written by lps (site): export site -->\n<!DOCTYPE html>\n"))
            #expect(WriteRequest(path: "x", contents: file.contents).kind == .site)
            // Nothing is fetched: no external script, style, font or image, and no fetch of local files.
            // (The SVG namespace, xmlns="http://www.w3.org/2000/svg", is a name, not an address to load.)
            let loads = [
                "src=\"http", "href=\"http", "url(http", "<script src", "<link rel=\"stylesheet\"", "fetch(", "@import",
            ]
            for outside in loads {
                #expect(!file.contents.contains(outside), "\(file.name) has \(outside)")
            }
        }
        let index = files[0].contents
        #expect(index.contains("<a href=\"01.html\" class=\"code\">device iPhone15</a>"))
        #expect(index.contains("<link rel=\"next\" href=\"01.html\">"))
        let first = files[1].contents
        #expect(first.contains("<link rel=\"prev\" href=\"index.html\">"))
        #expect(first.contains("<link rel=\"next\" href=\"02.html\">"))
        let last = files[9].contents
        #expect(last.contains("<link rel=\"prev\" href=\"08.html\">"))
        #expect(!last.contains("rel=\"next\""))
        #expect(last.contains("Statement 9 of 9"))
        // Each picture's ids are its own, so two on one page do not clash.
        #expect(files[8].contents.contains("id=\"lps"))
        // A folder request carries every file, index.html's text as its contents.
        let request = WriteRequest(folder: "out", files: files)
        #expect(request.kind == .site)
        #expect(request.folder.count == 10)
    }

    @Test func theSameScriptGivesTheSameBytes() {
        #expect(SiteRenderer.files(Self.site()) == SiteRenderer.files(Self.site()))
    }

    @Test func textOnAPageIsEscaped() {
        let site = Self.site("# <b>bold</b> & \"quoted\"\nprint(\"<script>alert(1)</script>\")\n")
        let page = SiteRenderer.files(site)[1].contents
        #expect(!page.contains("<b>bold</b>"))
        #expect(page.contains("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
        #expect(!page.contains("<script>alert"))
    }

    @Test func pageNamesArePaddedToTheCount() {
        #expect(SiteRenderer.pageName(0, of: 9) == "01.html")
        #expect(SiteRenderer.pageName(99, of: 120) == "100.html")
        #expect(SiteRenderer.pageName(4, of: 120) == "005.html")
    }

    @Test func longOutputIsCut() {
        let lines = Site.lines([.text((1...(Site.outputLineLimit + 7)).map(String.init).joined(separator: "\n"))])
        #expect(lines.count == Site.outputLineLimit + 1)
        #expect(lines.last?.text == "… 7 more lines (run the script to see them all)")
    }

    @Test func exportSiteAsksTheShellToWriteOneFolder() throws {
        let written = WrittenRequests()
        var playground = Playground()
        for line in ["device iPhone15", "var s = Snapshot()", "export site \"out/\""] {
            let outputs = playground.execute(
                line: line, at: SourceLocation(file: "<stdin>", line: 1), reader: Self.noFiles,
                writer: written.writer)
            #expect(!outputs.contains { $0.isError }, "\(outputs)")
        }
        let request = try #require(written.requests.first)
        #expect(written.requests.count == 1)
        #expect(request.path == "out")
        #expect(request.folder.map(\.name) == ["index.html", "01.html", "02.html"])
        let outputs = playground.execute(
            line: "export site \"out\" overwrite: true", at: SourceLocation(file: "<stdin>", line: 1),
            reader: Self.noFiles, writer: written.writer)
        #expect(outputs.contains { $0.isError })
    }
}

/// Keeps what a playground asks its writer to write.
final class WrittenRequests: @unchecked Sendable {
    private(set) var requests: [WriteRequest] = []
    var writer: FileWriter {
        { [self] request in
            requests.append(request)
            return WriteReceipt()
        }
    }
}
