import Testing
@testable import PlaygroundScript

/// The byte-level shortcuts a replay takes on every line must answer exactly what the
/// Character-level definitions they replace answer (canonical equivalence included).
@Suite struct ByteScanTests {
    /// Pieces whose joins exercise grapheme and equivalence rules: combining marks after ASCII,
    /// the Kelvin sign (== "K"), CR LF (one Character), non-ASCII letters.
    static let pieces: [String] = ["#", "!", ">", "/", ".", "<", "e", "l", "s", "c", "a", "t", "h", "i", "f", "K",
                                   "\u{212A}", "\u{301}", "\u{308}", "é", "e\u{301}", " ", "\t", "\r", "\n", "\r\n", "{", "x", "ü"]
    static let prefixes = ["#", "#if", "#available", "#>", "#!", "//", ".", "...", "..<", "else", "catch", "K", "e"]

    /// Every string of up to three pieces (and a few longer ones), as a Substring in the middle of
    /// a bigger string, as the script's lines are.
    static var samples: [Substring] {
        var texts = [""]
        for a in pieces {
            texts.append(a)
            for b in pieces {
                texts.append(a + b)
                for c in pieces { texts.append(a + b + c) }
            }
        }
        texts += ["#available(iOS 17, *)", "else {", "catch let e", "...x", "..<3", ".init", "#> 1", "#! error: x", "//x"]
        return texts.map { t in
            let whole = "ab\n" + t + "\ncd"
            let start = whole.utf8.index(whole.startIndex, offsetBy: 3)
            let end = whole.utf8.index(start, offsetBy: t.utf8.count)
            return whole[start..<end]
        }
    }

    @Test func asciiPrefixAnswersAsHasPrefix() {
        var checked = 0
        for s in Self.samples {
            for p in Self.prefixes {
                #expect(s.hasASCIIPrefix(p) == s.hasPrefix(p), "\(Array(s.unicodeScalars)) prefix \(p)")
                checked += 1
            }
        }
        #expect(checked > 100_000)
        // The cases the bytes alone would get wrong go to `hasPrefix`.
        #expect(!"e\u{301}lse".dropFirst(0).hasASCIIPrefix("e"))
        #expect("\u{212A}x".dropFirst(0).hasASCIIPrefix("K"))
    }

    @Test func sourceLinesCutAsTheCharacterDefinition() {
        for s in Self.samples {
            // The definition: split at "\n", then drop the "\r"s that end a line.
            var expected: [String] = []
            var current: [Unicode.Scalar] = []
            func end() {
                while current.last == "\r" { current.removeLast() }
                var line = ""
                line.unicodeScalars.append(contentsOf: current)
                expected.append(line)
                current = []
            }
            for u in s.unicodeScalars { if u == "\n" { end() } else { current.append(u) } }
            end()
            #expect(s.sourceLines.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) },
                    "\(Array(s.unicodeScalars))")
            #expect(String(s).sourceLines.map(String.init) == s.sourceLines.map(String.init))
        }
    }
}
